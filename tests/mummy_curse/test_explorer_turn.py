"""An explorer's turn: recover, roll and re-roll, move by number or arrow, lay a card, skip."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_curse.board import (
    CELLS,
    DUNGEON,
    DUNGEON_EXITS,
    NEIGHBOURS,
    START,
    WALKABLE,
    cell_name,
)
from pharaoh.games.mummy_curse.cards import CARD_NAMES, SYMBOL_CELL, card_at
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.paths import distance
from pharaoh.games.mummy_curse.state import OVER

from .helpers import (
    act,
    corridor,
    dead_end,
    dests,
    dice,
    kinds,
    legal,
    name,
    new,
    open_neighbours,
    put,
    rigged,
    rolled,
)


def far_from(*cells: int) -> str:
    """A walkable square at least 6 steps from all ``cells`` (somewhere to park the mummy)."""
    for c in CELLS:
        if WALKABLE >> c & 1 and all(distance(c, x) >= 6 for x in cells):
            return cell_name(c)
    raise AssertionError


def test_recover_is_offered_only_when_dice_are_set_aside() -> None:
    state = new(3)
    assert legal(state, 1) == ["roll"]
    assert legal(replace(state, aside=2), 1) == ["recover", "roll"]


def test_recover_lets_the_mummy_walk_up_to_the_set_aside_count_without_its_die() -> None:
    state = replace(new(3), aside=3)
    state, events = act(state, 1, "recover")
    assert kinds(events) == ["recover"] and GAME.to_act(state) == (0,)
    view = GAME.view(state, 0)
    assert (
        view["phase"] == "mummy_intermediate" and view["mummy"]["steps"] == 3 and view["mummy"]["die"] is None
    )
    assert state.aside == 0
    assert "stop" in legal(state, 0), "up to: the mummy may stop at once"
    exit_dir = legal(state, 0)[0]
    state, _ = act(state, 0, exit_dir, "stop")
    assert GAME.to_act(state) == (1,) and GAME.view(state, 1)["phase"] == "recovered"
    assert legal(state, 1) == ["roll"], "after recovering the explorer must roll"


def test_after_recovering_all_five_dice_are_thrown() -> None:
    state = replace(new(3), phase=1, aside=0, rng=rigged(*dice("1", "2", "3", "4", "arrow")))
    state, events = act(state, 1, "roll")
    assert events[0].data["faces"] == ["1", "2", "3", "4", "arrow"]


def test_mummy_faces_are_set_aside_and_a_reroll_throws_only_the_rest() -> None:
    state = replace(new(3), aside=2, rng=rigged(*dice("mummy", "2", "4"), *dice("1", "1")))
    state, events = act(state, 1, "roll")
    assert events[0].data["mummies"] == 1 and state.aside == 3 and len(state.faces) == 2
    assert "reroll" in legal(state, 1)
    state, events = act(state, 1, "reroll")
    assert events[0].data["faces"] == ["1", "1"] and state.aside == 3


def test_set_aside_dice_stay_after_the_mummys_normal_move() -> None:
    state = replace(new(3), phase=3, pawn=-1, aside=2, rng=rigged((6, 0)))
    state, events = act(state, 0, "roll")
    assert events[0].data == {"die": 1, "aside": 2, "steps": 3}
    state, _ = act(state, 0, "stop")
    assert state.aside == 2 and legal(state, 1) == ["recover", "roll"]


def test_a_number_is_walked_exactly_with_back_and_forth_but_never_back_to_its_square() -> None:
    run, _ = corridor(5)
    a, b, c, d, e = run[:5]
    state = rolled(put(new(3), p0=name(c), mummy=far_from(*run[:5])), "1", "2", "3")
    assert {name(b), name(d)} <= dests(state, 1, "1")
    assert {name(a), name(e)} <= dests(state, 1, "2")
    assert name(c) not in dests(state, 1, "2"), "a pawn must leave its square"
    assert {name(b), name(d)} <= dests(state, 1, "3"), "back and forth: c-d-c-b"


def test_walls_stop_a_number_move() -> None:
    for c in CELLS:
        if not WALKABLE >> c & 1:
            continue
        walled = [c + 1 for d, n in enumerate(NEIGHBOURS[c]) if d == 1 and n < 0 and c + 1 in CELLS]
        if walled and WALKABLE >> walled[0] & 1 and distance(c, walled[0]) > 1:
            state = rolled(put(new(3), p0=name(c), mummy=far_from(c)), "1")
            assert name(walled[0]) not in dests(state, 1, "1")
            return
    raise AssertionError("no wall between two squares")


def test_the_mummy_blocks_a_number_move() -> None:
    run, _ = corridor(4)
    a, b, c, d = run[:4]
    state = rolled(put(new(3), p0=name(a), mummy=name(b)), "1", "2", "3")
    every = dests(state, 1, "1") | dests(state, 1, "2") | dests(state, 1, "3")
    assert name(b) not in every
    assert name(c) not in every or distance(a, c) < 99 and _detour(a, c, b)


def _detour(a: int, c: int, block: int) -> bool:
    """True if ``c`` can be reached from ``a`` in 2 steps without ``block``."""
    return any(c in open_neighbours(m) for m in open_neighbours(a) if m != block)


def test_no_move_onto_the_start_or_into_the_dungeon() -> None:
    exit_cell = DUNGEON_EXITS[0]
    state = rolled(put(new(3), p0=name(exit_cell), mummy=far_from(exit_cell)), "1", "2")
    assert name(DUNGEON) not in dests(state, 1, "1")
    other = DUNGEON_EXITS[1]
    if distance(exit_cell, other) > 2:
        assert name(other) not in dests(state, 1, "2"), "no walking through the dungeon"
    start_next = open_neighbours(START)[0]
    state = rolled(put(new(3), p0=name(start_next), mummy=far_from(start_next)), "1")
    assert name(START) not in dests(state, 1, "1")


def test_a_number_passes_over_explorers_but_ends_on_a_free_square() -> None:
    run, _ = corridor(4)
    a, b, c, _ = run[:4]
    state = rolled(put(new(4), p0=name(a), p1=name(b), mummy=far_from(*run[:4])), "1", "2")
    assert name(b) not in dests(state, 1, "1")
    assert name(c) in dests(state, 1, "2")


def test_a_die_that_cannot_be_completed_cannot_be_chosen_and_the_explorer_must_reroll() -> None:
    end = dead_end()
    (only,) = open_neighbours(end)
    state = rolled(put(new(4), p0=name(end), p1=name(only), mummy=far_from(end)), "1")
    assert legal(state, 1) == ["reroll"]


def test_the_arrow_slides_to_the_square_before_the_next_obstacle() -> None:
    run, d = corridor(5)
    direction = "es"[d - 1]
    first, last = run[0], run[-1]
    mummy = far_from(*run)
    state = rolled(put(new(4), p0=name(first), mummy=mummy), "arrow")
    assert f"arrow {direction} {name(last)}" in legal(state, 1), "a wall ends the slide"
    state = rolled(put(new(4), p0=name(first), p1=name(run[3]), mummy=mummy), "arrow")
    assert f"arrow {direction} {name(run[2])}" in legal(state, 1), "an explorer ends the slide"
    state = rolled(put(new(4), p0=name(first), mummy=name(run[2])), "arrow")
    assert f"arrow {direction} {name(run[1])}" in legal(state, 1), "the mummy ends the slide"


def test_the_arrow_must_move_at_least_one_square() -> None:
    run, d = corridor(3)
    direction = "es"[d - 1]
    state = rolled(put(new(4), p0=name(run[0]), p1=name(run[1]), mummy=far_from(*run)), "arrow")
    assert not [t for t in legal(state, 1) if t.startswith(f"arrow {direction}")]


def test_the_start_and_the_dungeon_stop_an_arrow() -> None:
    for special in (START, DUNGEON):
        for d, n in enumerate(NEIGHBOURS[special]):
            if n >= 0:
                state = rolled(put(new(3), p0=name(n), mummy=far_from(n)), "arrow")
                towards = "nesw"[(d + 2) % 4]
                assert not [t for t in legal(state, 1) if t.startswith(f"arrow {towards}")]


def test_an_explorer_who_cannot_move_announces_it_and_skips_without_rolling() -> None:
    end = dead_end()
    (only,) = open_neighbours(end)
    state = replace(put(new(3), p0=name(end), mummy=name(only)), aside=2)
    assert legal(state, 1) == ["skip"], "no recover and no roll"
    state, events = act(state, 1, "skip")
    assert kinds(events) == ["skip"] and GAME.to_act(state) == (2,) and state.aside == 2


def test_a_captured_pawn_leaves_the_dungeon_by_either_opening() -> None:
    state = rolled(put(new(3), p0=name(DUNGEON), mummy=far_from(*DUNGEON_EXITS)), "1")
    assert dests(state, 1, "1") == {name(c) for c in DUNGEON_EXITS}


def _beside_symbol(card: str) -> int:
    target = SYMBOL_CELL[card_at(card)]
    return open_neighbours(target)[0]


def test_laying_a_card_is_optional_and_only_on_its_own_symbol() -> None:
    state = new(3)
    mine = CARD_NAMES[state.hands[0][0]]
    target = SYMBOL_CELL[card_at(mine)]
    near = _beside_symbol(mine)
    state = rolled(put(state, p0=name(near), mummy=far_from(near)), "1")
    options = legal(state, 1)
    assert f"move 1 {name(target)}" in options and f"move 1 {name(target)} lay" in options
    assert all(t.endswith(name(target) + " lay") for t in options if t.endswith(" lay"))
    after, events = act(state, 1, f"move 1 {name(target)} lay")
    assert kinds(events) == ["move", "lay"] and card_at(mine) in after.laid[0]
    assert card_at(mine) not in after.hands[0] and after.beliefs[0] == 1 << target
    after, events = act(state, 1, f"move 1 {name(target)}")
    assert kinds(events) == ["move"] and card_at(mine) in after.hands[0]


def test_a_symbol_not_in_hand_cannot_be_laid() -> None:
    state = new(3)
    theirs = CARD_NAMES[state.hands[1][0]]
    near = _beside_symbol(theirs)
    state = rolled(put(state, p0=name(near), mummy=far_from(near)), "1")
    assert not [t for t in legal(state, 1) if t.endswith(" lay")]


def test_laying_the_last_card_wins_at_once() -> None:
    state = new(3)
    last = state.hands[0][0]
    near = open_neighbours(SYMBOL_CELL[last])[0]
    state = rolled(
        put(replace(state, hands=((last,), state.hands[1])), p0=name(near), mummy=far_from(near)), "1"
    )
    state, events = act(state, 1, f"move 1 {cell_name(SYMBOL_CELL[last])} lay")
    assert state.phase == OVER and kinds(events)[-1] == "game_over"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {1} and outcome.side == "explorers"
    assert GAME.to_act(state) == ()


def test_five_mummies_lose_the_turn_and_the_next_explorer_must_recover() -> None:
    state = replace(new(4), aside=4, rng=rigged(*dice("mummy")))
    state, events = act(state, 1, "roll")
    assert kinds(events) == ["roll", "turn_lost"]
    assert GAME.to_act(state) == (2,) and legal(state, 2) == ["recover"]
    state, _ = act(state, 2, "recover")
    assert state.steps == 5


def test_five_mummies_for_the_last_explorer_mummy_moves_normally_then_five_more() -> None:
    state = replace(new(3), pawn=1, aside=4, rng=rigged(*dice("mummy"), (6, 2)))
    state, events = act(state, 2, "roll")
    assert kinds(events) == ["roll", "turn_lost"] and GAME.to_act(state) == (0,)
    state, events = act(state, 0, "roll")
    assert events[0].data == {"die": 2, "aside": 5, "steps": 7}
    state, _ = act(state, 0, "stop")
    assert legal(state, 1) == ["recover"]
    state, _ = act(state, 1, "recover")
    assert GAME.to_act(state) == (0,) and state.steps == 5
