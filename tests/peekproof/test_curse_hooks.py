"""Der Fluch der Mumie's peek-proof hooks without cryptography (oracle deal and dice).

Every seat's view equals the true game's after every move; the mummy's state never holds a
square it could not place or a card; the audit verifies honest games and names the first lie.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.peekproof.curse_oracle import Record, audit, play

from pharaoh.engine.game import IllegalMove, Move
from pharaoh.games.mummy_curse import rules
from pharaoh.games.mummy_curse.board import NEIGHBOURS, cell_name
from pharaoh.games.mummy_curse.cards import CARD_AT_CELL, COLOUR_OF, card_at
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.notation import decode_action
from pharaoh.games.mummy_curse.partial import BLANK, HIDDEN, hand_slots, stand_ins
from pharaoh.games.mummy_curse.peekproof import KEEPER
from pharaoh.games.mummy_curse.state import OUT

GAMES = [(players, seed) for players in (2, 3, 4, 5) for seed in (11, 12)]


@pytest.fixture(scope="module")
def records() -> dict[tuple[int, int], Record]:
    return {(p, s): play(p, s) for p, s in GAMES}


def test_every_seats_view_is_the_true_view_and_the_audit_verifies(
    records: dict[tuple[int, int], Record],
) -> None:
    kinds: set[str] = set()
    for record in records.values():
        assert audit(record).verified
        for _, public, _ in record.moves:
            kinds.add(public.split()[0])
        kinds.update("lay" for _, public, _ in record.moves if " lay " in public)
        kinds.update("capture" for facts, _ in record.reports if facts and facts[0] >= 0 and len(facts) == 1)
    assert {"move", "arrow", "roll", "reroll", "step", "stop", "lay", "capture"} <= kinds


def test_the_mummys_state_places_no_pawn_it_did_not_see_and_holds_no_card(
    records: dict[tuple[int, int], Record],
) -> None:
    for (players, _), record in records.items():
        fakes = set(stand_ins(players))
        for truth, seats in zip(record.truth, record.partials, strict=True):
            mummy = seats[0].state
            assert not seats[0].known
            for p, cell in enumerate(mummy.cells):
                assert cell in (HIDDEN, OUT) or cell == truth.state.cells[p]
                if cell not in (HIDDEN, OUT):  # seen by everybody: the start, the dungeon, a laid symbol
                    assert mummy.beliefs[p] == 1 << cell
            assert all(face == BLANK for face in mummy.faces)
            for hand in mummy.hands:
                assert set(hand) <= fakes
            for s in range(1, players):
                for h, hand in enumerate(seats[s].state.hands):
                    if h != s - 1:
                        assert set(hand) <= fakes
                assert set(seats[s].known) == set(hand_slots(players, s - 1))


def _first(record: Record, test: object) -> int:
    return next(n for n, move in enumerate(record.moves) if test(n, move))  # type: ignore[operator]


def test_the_audit_names_a_denied_capture(records: dict[tuple[int, int], Record]) -> None:
    for record in records.values():
        caught = [
            n
            for n, (facts, _) in enumerate(record.reports)
            if record.moves[n][2].startswith("step") and facts[0] >= 0
        ]
        if not caught:
            continue
        n = caught[0]
        lie = replace(
            record, reports=[*record.reports[:n], ((-1,), record.reports[n][1]), *record.reports[n + 1 :]]
        )
        verdict = audit(lie)
        assert (verdict.verified, verdict.seat, verdict.move) == (False, KEEPER, n)
        assert "reported [-1]" in verdict.reason


def test_the_audit_names_false_squares_committed(records: dict[tuple[int, int], Record]) -> None:
    record = records[(3, 11)]
    n = _first(record, lambda n, m: m[2].startswith("move"))
    lie = replace(
        record, reports=[*record.reports[:n], (record.reports[n][0], "00" * 32), *record.reports[n + 1 :]]
    )
    verdict = audit(lie)
    assert (verdict.seat, verdict.move) == (KEEPER, n) and "other squares" in verdict.reason


def test_the_audit_names_a_pawn_teleported(records: dict[tuple[int, int], Record]) -> None:
    for key in ((2, 11), (4, 12)):
        record = records[key]
        n = _first(record, lambda n, m: m[2].startswith("move") and " lay" not in m[2])
        seat, public, full = record.moves[n]
        action = decode_action(full)
        state = record.truth[n].state
        far = next(
            c
            for c in range(len(NEIGHBOURS))
            if c not in CARD_AT_CELL
            and c != action.cell
            and rules.occupied_by_others(state, state.pawn) >> c & 1 == 0
            and c != state.mummy
        )
        cheat = f"move {action.arg} {cell_name(far)}"
        lie = replace(record, moves=[*record.moves[:n], (seat, public, cheat), *record.moves[n + 1 :]])
        verdict = audit(lie)
        assert (verdict.verified, verdict.seat, verdict.move) == (False, seat, n)
        assert "breaks the rules" in verdict.reason


def test_the_audit_names_a_pawn_moved_through_a_wall() -> None:
    """An explorer's side refuses a step through a wall at once; so does the audit."""
    record = play(2, 5)
    for n, (seat, _, _full) in enumerate(record.moves):
        state = record.truth[n].state
        if seat == 0 or state.phase != rules.ROLLED or 1 not in state.faces:
            continue
        cell = state.cells[state.pawn]
        x, y = cell % 15, cell // 15
        for target in (cell - 1, cell + 1, cell - 15, cell + 15):
            if not 0 <= target < len(NEIGHBOURS) or target in NEIGHBOURS[cell]:
                continue
            tx, ty = target % 15, target // 15
            if abs(tx - x) + abs(ty - y) != 1 or target in CARD_AT_CELL:
                continue
            cheat = f"move 1 {cell_name(target)}"
            with pytest.raises(IllegalMove) as err:
                GAME.side_apply(record.partials[n][1], Move(seat, cheat), None)
            assert err.value.seat == seat
            lie = replace(record, moves=[*record.moves[:n], (seat, "move 1", cheat), *record.moves[n + 1 :]])
            verdict = audit(lie)
            assert (verdict.seat, verdict.move) == (seat, n)
            return
    pytest.fail("no throw of a 1 next to a wall in this game")


def test_the_audit_names_a_card_laid_that_was_never_held(records: dict[tuple[int, int], Record]) -> None:
    for (players, _), record in records.items():
        if players == 2:
            continue
        n = _first(record, lambda n, m: " lay " in m[1])
        seat, public, _ = record.moves[n]
        card = card_at(public.split()[-1])
        mine = record.order.index(card)
        other = next(
            s
            for s in hand_slots(players, 0 if seat != 1 else 1)
            if COLOUR_OF[record.order[s]] == COLOUR_OF[card]
        )
        order = list(record.order)
        order[mine], order[other] = order[other], order[mine]
        verdict = audit(replace(record, order=order))
        assert (verdict.verified, verdict.seat, verdict.move) == (False, seat, n)


def test_the_audit_names_a_public_text_that_hides_another_move(
    records: dict[tuple[int, int], Record],
) -> None:
    record = records[(3, 12)]
    n = _first(record, lambda n, m: m[1].startswith("move "))
    seat, public, full = record.moves[n]
    face = "2" if public.split()[1] != "2" else "3"
    lie = replace(record, moves=[*record.moves[:n], (seat, f"move {face}", full), *record.moves[n + 1 :]])
    verdict = audit(lie)
    assert (verdict.seat, verdict.move) == (seat, n) and "announced" in verdict.reason


def test_the_mummy_refuses_impossible_facts_and_moves_at_once(records: dict[tuple[int, int], Record]) -> None:
    record = records[(3, 11)]
    n = _first(record, lambda n, m: m[2].startswith("step"))
    mummy = record.partials[n][0]
    seat, public, _ = record.moves[n]
    to = NEIGHBOURS[mummy.state.mummy][decode_action(public).arg]
    nowhere = [p for p, b in enumerate(mummy.state.beliefs) if not b >> to & 1]
    assert nowhere
    with pytest.raises(IllegalMove) as err:
        GAME.public_apply(mummy, Move(seat, public), None, (nowhere[0],), KEEPER)
    assert err.value.seat == KEEPER
    with pytest.raises(IllegalMove) as err:
        GAME.public_apply(mummy, Move(seat, public), None, (), KEEPER)
    assert err.value.seat == KEEPER
    r = _first(record, lambda n, m: m[0] != 0 and m[1] == "roll")
    with pytest.raises(IllegalMove) as err:
        GAME.public_apply(record.partials[r][0], Move(record.moves[r][0], "roll"), None, (6,), KEEPER)
    assert err.value.seat == KEEPER
    with pytest.raises(IllegalMove) as err:
        GAME.public_apply(record.partials[r][0], Move(record.moves[r][0], "move 3"), None, (), KEEPER)
    assert err.value.seat == record.moves[r][0]
    with pytest.raises(IllegalMove) as err:
        GAME.public_apply(record.partials[r][0], Move(0, "step n"), None, (-1,), KEEPER)
    assert err.value.seat == 0


def test_the_mummy_refuses_a_denied_capture_of_a_pawn_everybody_saw() -> None:
    """A pawn that just laid a card stands on its symbol: "nothing" there is a lie, named at once."""
    for seed in range(40):
        record = play(3, seed, check=False)
        for n, (_seat, public, _) in enumerate(record.moves):
            if not public.startswith("step"):
                continue
            mummy = record.partials[n][0]
            to = NEIGHBOURS[mummy.state.mummy][decode_action(public).arg]
            known = [
                p for p, b in enumerate(mummy.state.beliefs) if b == 1 << to and mummy.state.cells[p] != OUT
            ]
            if known:
                with pytest.raises(IllegalMove) as err:
                    GAME.public_apply(mummy, Move(0, public), None, (-1,), KEEPER)
                assert err.value.seat == KEEPER and "denied" in str(err.value)
                return
    pytest.fail("no step onto a pawn everybody saw in 40 games")


def test_the_curse_opts_in_through_peek_sides_only() -> None:
    """Through :class:`PeekSides`, never :class:`PeekProof` (the two-seat rooms must not pick it up)."""
    from pharaoh.engine.game import PeekProof, PeekSides
    from pharaoh.net.peekproof import peek_game

    assert isinstance(GAME, PeekSides) and not isinstance(GAME, PeekProof)
    assert peek_game("mummy_curse") is None and peek_game("valley_kings") is not None
