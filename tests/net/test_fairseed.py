"""The fair seed (commit-reveal) and the end-of-game replay check."""

from __future__ import annotations

import random
from dataclasses import replace

from pharaoh.engine.match import Match, Record
from pharaoh.net import fairseed
from pharaoh.net.fairseed import Shown
from pharaoh.net.screens import screen_digest, update_screen, welcome_screen

from .toy import GAME_ID

A, B, H = bytes(range(32)), bytes(range(1, 33)), bytes(32)


def test_a_reveal_matches_only_its_own_commitment() -> None:
    commit = fairseed.commitment(3, "seat1", A)
    assert fairseed.check_reveal(3, "seat1", A.hex(), commit)
    assert not fairseed.check_reveal(3, "seat1", B.hex(), commit), "another value"
    assert not fairseed.check_reveal(4, "seat1", A.hex(), commit), "another round"
    assert not fairseed.check_reveal(3, "seat2", A.hex(), commit), "another participant"
    assert not fairseed.check_reveal(3, "seat1", "zz", commit), "not hex"
    assert not fairseed.check_reveal(3, "seat1", A.hex()[:-2], commit), "not 32 bytes"


def test_the_seed_depends_on_every_value_and_not_on_their_order() -> None:
    seed = fairseed.derive_seed({"host": H, "seat1": A, "seat2": B})
    assert seed == fairseed.derive_seed({"seat2": B, "host": H, "seat1": A})
    assert seed != fairseed.derive_seed({"host": H, "seat1": B, "seat2": A})
    assert seed != fairseed.derive_seed({"host": A, "seat1": A, "seat2": B})
    assert 0 <= seed < 2**53


def test_the_seed_is_spread_over_its_range() -> None:
    rng = random.Random(1)
    seeds = [fairseed.derive_seed({"host": rng.randbytes(32)}) for _ in range(200)]
    assert len(set(seeds)) == 200 and max(seeds) > 2**52


def _commits(round_: int = 1) -> tuple[dict[str, str], dict[str, str]]:
    values = {"host": H, "seat1": A}
    commits = {p: fairseed.commitment(round_, p, v) for p, v in values.items()}
    return commits, {p: v.hex() for p, v in values.items()}


def test_check_seed_accepts_the_honest_draw() -> None:
    commits, reveals = _commits()
    seed = fairseed.derive_seed({"host": H, "seat1": A})
    assert fairseed.check_seed(seed, 1, commits, reveals, ("seat1", A)) is None


def test_check_seed_catches_every_kind_of_cheating() -> None:
    commits, reveals = _commits()
    seed = fairseed.derive_seed({"host": H, "seat1": A})
    assert "not the one" in (fairseed.check_seed(seed + 1, 1, commits, reveals, ("seat1", A)) or "")
    swapped = {**reveals, "host": B.hex()}
    assert "does not match" in (fairseed.check_seed(seed, 1, commits, swapped, ("seat1", A)) or "")
    dropped = {"host": reveals["host"]}
    assert "participants" in (fairseed.check_seed(seed, 1, commits, dropped, ("seat1", A)) or "")
    assert "does not match" in (fairseed.check_seed(seed, 2, commits, reveals, ("seat1", A)) or "")
    assert "own value" in (fairseed.check_seed(seed, 1, commits, reveals, ("seat1", B)) or "")


def _played(seed: int = 4, steps: int = 40) -> tuple[Match, list[Shown], list[Shown]]:
    """A toy match, with the screens seat 1 and a spectator were shown along the way."""
    match = Match(GAME_ID, seed, 3)
    chooser = random.Random(seed)
    shown: dict[int | None, list[Shown]] = {1: [], None: []}
    for seat in shown:
        shown[seat].append(Shown("update", 0, False, screen_digest(*update_screen(match, seat, ()))))
    while match.outcome() is None and match.state_id < steps:
        actor = chooser.choice(match.to_act())
        events = match.act(actor, chooser.choice(match.legal(actor)), match.state_id)
        for seat in shown:
            shown[seat].append(
                Shown("update", match.state_id, False, screen_digest(*update_screen(match, seat, events)))
            )
        if match.state_id == 5:
            shown[1].append(Shown("welcome", 5, False, screen_digest(*welcome_screen(match, 1))))
            shown[1].append(Shown("update", 5, True, screen_digest(*update_screen(match, 1, ()))))
    return match, shown[1], shown[None]


def test_verify_says_yes_to_the_true_record() -> None:
    match, seat_screens, public_screens = _played()
    record = match.record()
    assert fairseed.verify(record, 1, seat_screens)
    assert fairseed.verify(record, None, public_screens)
    ok, reason = fairseed.verify_report(record, 1, seat_screens)
    assert ok and "verified" in reason


def test_verify_detects_a_tampered_action_list() -> None:
    match, screens, _ = _played()
    record = match.record()
    tried = 0
    for i, (seat, text) in enumerate(record.actions):
        state = Match.replay(replace(record, actions=record.actions[:i])).state
        # every action but a roll shows seat 1 something (a roll may land where a guess would)
        for other in match.game.legal_actions(state, seat):
            if other != text and "roll" not in (other, text):
                forged = list(record.actions)
                forged[i] = (seat, match.game.encode_action(other))
                assert not fairseed.verify(replace(record, actions=tuple(forged)), 1, screens), (i, other)
                tried += 1
    assert tried > 20


def test_verify_detects_a_changed_seed_a_cut_record_and_a_forged_screen() -> None:
    match, screens, _ = _played()
    record = match.record()
    assert not fairseed.verify(replace(record, seed=record.seed + 1), 1, screens)
    assert not fairseed.verify(replace(record, actions=record.actions[:-3]), 1, screens)
    forged = [*screens[:3], replace(screens[3], digest="0" * 64), *screens[4:]]
    assert not fairseed.verify(record, 1, forged)
    assert not fairseed.verify(record, 2, screens), "another seat's screens"


def test_verify_never_crashes_on_a_hostile_record() -> None:
    _, screens, _ = _played()
    for record in [
        Record("no_such_game", 1, 3),
        Record(GAME_ID, 1, 9),
        Record(GAME_ID, 1, 3, {"x": 1}),
        Record(GAME_ID, 1, 3, {}, ((7, "h1"),)),
        Record(GAME_ID, 1, 3, {}, ((1, "\x00"),)),
    ]:
        ok, reason = fairseed.verify_report(record, 1, screens)
        assert not ok and reason


# ---------------------------------------------------------------- the guest's own moves and draws

SENT = [fairseed.Sent(0, "a", 1), fairseed.Sent(2, "b", 1), fairseed.Sent(4, "c", 1, refused="stale")]
ACTIONS = [(1, "a"), (0, "x"), (1, "b"), (0, "y"), (0, "z")]


def test_check_moves_accepts_exactly_the_moves_sent_and_counts_the_rest() -> None:
    assert fairseed.check_moves(ACTIONS, 1, SENT, [(0, 5)], 1) == (None, 2, 0)
    # seat 1's move at state 4 was made while we were away: counted, not blamed
    away = [*ACTIONS[:4], (1, "q")]
    assert fairseed.check_moves(away, 1, SENT[:2], [(0, 3)], 1) == (None, 2, 1)
    assert fairseed.check_moves(ACTIONS, None, SENT, [], 1) == (None, 0, 0), "a spectator sent nothing"


def test_check_moves_names_the_first_difference() -> None:
    swapped = [(1, "a"), (0, "x"), (1, "B"), (0, "y"), (0, "z")]
    problem, _, _ = fairseed.check_moves(swapped, 1, SENT, [(0, 5)], 1)
    assert problem == "move 3: we sent 'b', the record has 'B'"
    invented = [*ACTIONS[:4], (1, "q")]
    problem, _, _ = fairseed.check_moves(invented, 1, SENT[:2], [(0, 5)], 1)
    assert problem == "move 5: the record has 'q' for our seat, which we did not send"
    refused_but_played = [*ACTIONS[:4], (1, "c")]
    problem, _, _ = fairseed.check_moves(refused_but_played, 1, SENT, [(0, 5)], 1)
    assert problem is not None and "refused our 'c' (stale)" in problem
    swallowed = [(1, "a"), (0, "x"), (0, "w"), (0, "y"), (0, "z")]
    problem, _, _ = fairseed.check_moves(swallowed, 1, SENT, [(0, 5)], 1)
    assert problem == "our 'b' on state 2 was neither played nor refused"
    # the same, but our connection broke before the host answered: lost, not blamed
    assert fairseed.check_moves(swallowed, 1, SENT, [(0, 2)], 2)[0] is None


def _draw(number: int, session: int = 1, **fields: object) -> fairseed.Draw:
    value = bytes([number]) * 32
    commits = {
        "host": fairseed.commitment(number, "host", H),
        "seat1": fairseed.commitment(number, "seat1", value),
    }
    draw = fairseed.Draw(number, session, "seat1", value, commits, session)
    for name, field in fields.items():
        setattr(draw, name, field)
    return draw


def _reveals(number: int) -> tuple[int, dict[str, str]]:
    values = {"host": H, "seat1": bytes([number]) * 32}
    return fairseed.derive_seed(values), {p: v.hex() for p, v in values.items()}


def test_check_draws_accepts_an_honest_draw_and_restarts_with_a_public_reason() -> None:
    seed, reveals = _reveals(2)
    draws = [_draw(1, over=1, reason=(2, "dropped")), _draw(2)]
    assert fairseed.check_draws(draws, 2, seed, reveals, 2) == (None, True, 1)
    broke = [_draw(1, over=2), _draw(2, session=2)]  # our own connection broke after we revealed
    assert fairseed.check_draws(broke, 2, seed, reveals, 2) == (None, True, 1)
    # we joined after the draw: nothing wrong, but the dice are not checked
    assert fairseed.check_draws([], 2, seed, reveals, None) == (None, False, 0)


def test_check_draws_catches_a_picked_seed_and_a_thrown_away_draw() -> None:
    seed, reveals = _reveals(2)
    silent = [_draw(1, over=1), _draw(2)]
    assert "draw 1 was abandoned" in (fairseed.check_draws(silent, 2, seed, reveals, 2)[0] or "")
    assert "without a draw" in (fairseed.check_draws([], 0, 4, {}, -1)[0] or "")
    problem = fairseed.check_draws([_draw(1, over=1, reason=(2, "dropped")), _draw(2)], 1, seed, reveals, 2)[
        0
    ]
    assert problem is not None and "started after draw 2" in problem
    assert "not the one" in (fairseed.check_draws([_draw(2)], 2, seed + 1, reveals, 2)[0] or "")


def test_a_verdict_is_verified_only_when_nothing_failed_and_nothing_was_left_out() -> None:
    assert fairseed.Verdict("ok").verified
    assert not fairseed.Verdict("no", failed=True).verified
    partial = fairseed.Verdict("part", unchecked=(("seed_away", 2),))
    assert not partial.verified and not partial.failed
    ok, reason = partial  # still a pair, for the code that reads (ok, reason)
    assert (ok, reason) == (False, "part")
