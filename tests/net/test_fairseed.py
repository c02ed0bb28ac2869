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
