"""What each seat sees: the mummy never learns an explorer's square beyond what the rules show."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from pharaoh.games.mummy_curse.board import cell_name
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.state import State

from .helpers import act, corridor, name, new, put, rolled


def playout(players: int, seed: int, limit: int = 400) -> list[State]:
    rnd = random.Random(seed)
    state = GAME.new_game(seed, players)
    states = [state]
    for _ in range(limit):
        seats = GAME.to_act(state)
        if not seats:
            break
        legal = GAME.legal_actions(state, seats[0])
        state, _ = GAME.apply(state, seats[0], legal[rnd.randrange(len(legal))])
        states.append(state)
    return states


def test_the_mummys_view_never_holds_an_explorers_square() -> None:
    state = put(new(4), p0="c9", p1="l6")
    mine = GAME.view(state, 0)
    assert all(p["cell"] is None for p in mine["pawns"])
    moved = put(new(4), p0="d9", p1="l5")
    moved = replace(moved, beliefs=state.beliefs)
    assert GAME.view(moved, 0) == mine, "only the public deduction differs, never the truth"
    assert GAME.view(moved, 1) != GAME.view(state, 1)


def test_the_mummy_hears_only_the_announced_face() -> None:
    run, _ = corridor(3)
    state = rolled(put(new(3), p0=name(run[0]), mummy="o12"), "2", "arrow")
    move = [t for t in (GAME.encode_action(a) for a in GAME.legal_actions(state, 1)) if t.startswith("move")][
        0
    ]
    _, events = act(state, 1, move)
    for event in events:
        seen = event.for_seat(0)
        assert seen is not None and seen.data == {"pawn": 0, "face": "2"}
        assert set(event.for_seat(1).data) >= {"from", "to"}  # type: ignore[union-attr]
        assert event.for_seat(None).data == seen.data  # type: ignore[union-attr]


def test_the_mummy_does_not_see_the_faces_rolled() -> None:
    state, events = act(new(3), 1, "roll")
    assert "faces" not in events[0].for_seat(0).data  # type: ignore[union-attr]
    assert "faces" in events[0].for_seat(2).data  # type: ignore[union-attr]
    assert GAME.view(state, 0)["dice"]["faces"] is None
    assert GAME.view(state, 2)["dice"]["faces"] is not None, "explorers see each other's dice"


def test_explorers_see_every_pawn_and_the_mummy_but_only_their_own_cards() -> None:
    state = put(new(4), p0="c9", p1="l6", mummy="h7")
    view = GAME.view(state, 2)
    assert [p["cell"] for p in view["pawns"]][:2] == ["c9", "l6"] and view["mummy"]["cell"] == "h7"
    assert view["hands"][1]["cards"] is not None
    assert view["hands"][0]["cards"] is None and view["hands"][2]["cards"] is None


def test_the_mummy_sees_card_colours_laid_cards_ankhs_and_captures() -> None:
    view = GAME.view(new(3), 0)
    assert view["hands"][0]["colours"] == {"red": 1, "blue": 1, "white": 1, "green": 1, "yellow": 1}
    assert view["hands"][0]["cards"] is None and view["hands"][0]["laid"] == []
    assert [p["ankhs"] for p in view["pawns"]] == [3, 3]


def test_a_spectator_sees_what_the_mummy_sees() -> None:
    for state in playout(4, 3, 150)[::10]:
        public = GAME.view(state, None)
        mummy = GAME.view(state, 0)
        assert {k: v for k, v in public.items() if k not in ("seat", "role")} == {
            k: v for k, v in mummy.items() if k not in ("seat", "role")
        }


def test_no_mummy_view_or_mummy_event_names_a_hidden_square() -> None:
    rnd = random.Random(5)
    state = GAME.new_game(5, 5)
    for _ in range(600):
        seats = GAME.to_act(state)
        if not seats:
            break
        legal = GAME.legal_actions(state, seats[0])
        before = state
        state, events = GAME.apply(state, seats[0], legal[rnd.randrange(len(legal))])
        hidden = {cell_name(c) for c in before.cells if c >= 0} | {
            cell_name(c) for c in state.cells if c >= 0
        }
        for event in events:
            seen = event.for_seat(0)
            if seen is not None and event.kind in ("move", "roll", "skip", "turn_lost", "recover"):
                assert not hidden & set(json.dumps(seen.data).replace('"', " ").split())


def test_the_possible_squares_always_hold_the_true_square() -> None:
    for players in (2, 3, 5):
        for state in playout(players, players, 800):
            for p, cell in enumerate(state.cells):
                if cell >= 0:
                    assert state.beliefs[p] >> cell & 1


def test_a_mummy_step_without_capture_rules_that_square_out() -> None:
    run, d = corridor(3)
    state = put(new(3), mummy=name(run[0]), p0=name(run[2]))
    state = replace(state, phase=4, pawn=-1, steps=1, beliefs=(1 << run[1] | 1 << run[2], state.beliefs[1]))
    state, _ = act(state, 0, f"step {'nesw'[d]}")
    assert state.beliefs[0] == 1 << run[2]


def test_sampling_from_the_mummys_view_draws_positions_among_the_possible_squares() -> None:
    states = playout(4, 11, 200)
    state = states[-1]
    view = GAME.view(state, 0)
    rnd = random.Random(0)
    for _ in range(5):
        sample = GAME.sample_consistent(view, rnd)
        assert GAME.view(sample, 0) == view
        for p, cell in enumerate(sample.cells):
            if cell >= 0:
                assert sample.beliefs[p] >> cell & 1


def _boxed_in() -> tuple[str, str]:
    """A pawn square and the mummy's square from which neither 2 nor 4 steps can be completed."""
    from pharaoh.games.mummy_curse.board import CELLS, WALKABLE

    for c in CELLS:
        if not WALKABLE >> c & 1:
            continue
        for m in CELLS:
            if m == c or not WALKABLE >> m & 1:
                continue
            state = rolled(put(new(3), p0=name(c), mummy=name(m)), "2", "4")
            if GAME.legal_actions(state, 1) == (GAME.decode_action("reroll"),):
                return name(c), name(m)
    raise AssertionError("no square where 2 and 4 cannot be completed")


def test_deplacement_dice_that_allow_no_move_are_rerolled_by_the_explorer_not_the_engine() -> None:
    # „Si ce n'est pas possible, il relance le(s) dé(s)“: the explorer is asked with "reroll" as the
    # only action (issue #12: an automatic re-roll would tell the mummy where the pawn cannot go).
    pawn, mummy = _boxed_in()
    stuck = rolled(put(new(3), p0=pawn, mummy=mummy), "2", "4")
    free = rolled(put(new(3), p0=pawn, mummy=mummy), "1", "3")
    assert [GAME.encode_action(a) for a in GAME.legal_actions(stuck, 1)] == ["reroll"]
    assert len(GAME.legal_actions(free, 1)) > 1
    assert GAME.to_act(stuck) == GAME.to_act(free) == (1,)
    assert GAME.view(stuck, 0) == GAME.view(free, 0), "the mummy cannot tell the two apart"
