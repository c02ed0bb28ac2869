"""The maze data: a connected pyramid, 23 symbols placed by the rules of the design."""

from __future__ import annotations

from collections import Counter

from pharaoh.games.mummy_curse.board import (
    CELLS,
    DUNGEON,
    DUNGEON_EXITS,
    MAZE,
    NEIGHBOURS,
    START,
    board_data,
)
from pharaoh.games.mummy_curse.cards import CARD_NAMES, COLOUR_OF, COLOURS, SHAPE_OF, SYMBOL_CELL
from pharaoh.games.mummy_curse.paths import distances_from

from .helpers import open_neighbours, straight_runs


def test_maze_has_130_to_150_connected_squares() -> None:
    assert 130 <= len(CELLS) <= 150
    dist = distances_from(START)
    assert all(dist[c] < 99 for c in CELLS if c not in (START, DUNGEON)), "all reachable from the start"


def test_passages_are_symmetric_and_walls_close_the_outside() -> None:
    for c in CELLS:
        for d, n in enumerate(NEIGHBOURS[c]):
            if n >= 0:
                assert NEIGHBOURS[n][(d + 2) % 4] == c
    rows = MAZE["map"]
    assert all(ch in "+-|#" for ch in rows[0] + rows[-1])


def test_dungeon_has_two_openings_and_the_start_opens_onto_the_maze() -> None:
    assert len(DUNGEON_EXITS) == 2
    assert len(open_neighbours(START)) >= 1
    assert START != DUNGEON


def test_23_symbols_5_red_blue_white_4_green_yellow_each_unique_on_its_own_square() -> None:
    assert len(CARD_NAMES) == 23 and len(set(SYMBOL_CELL)) == 23
    counts = Counter(COLOURS[COLOUR_OF[c]] for c in range(23))
    assert counts == {"red": 5, "blue": 5, "white": 5, "green": 4, "yellow": 4}
    assert len({(COLOUR_OF[c], SHAPE_OF[c]) for c in range(23)}) == 23
    assert all(c in CELLS and c not in (START, DUNGEON) for c in SYMBOL_CELL)


def test_no_symbol_within_3_steps_of_the_start_or_the_dungeon_exits() -> None:
    for src in (START, *DUNGEON_EXITS):
        dist = distances_from(src)
        assert all(dist[c] > 3 for c in SYMBOL_CELL)


def test_same_coloured_symbols_are_at_least_5_steps_apart() -> None:
    for k in range(len(COLOURS)):
        cells = [SYMBOL_CELL[c] for c in range(23) if COLOUR_OF[c] == k]
        for a in cells:
            assert min(distances_from(a)[b] for b in cells if b != a) >= 5


def test_each_colour_keeps_to_its_own_part_of_the_pyramid() -> None:
    # the balance at 3-5 players rests on it (docs/rulings/mummy_curse.md, entry 28)
    same: list[int] = []
    apart: list[int] = []
    for a in range(23):
        for b in range(a + 1, 23):
            d = distances_from(SYMBOL_CELL[a])[SYMBOL_CELL[b]]
            (same if COLOUR_OF[a] == COLOUR_OF[b] else apart).append(d)
    assert sum(same) / len(same) * 2 <= sum(apart) / len(apart)


def test_straight_corridors_of_4_to_8_squares_give_the_arrow_its_worth() -> None:
    lengths = [len(r) for r in straight_runs()]
    assert max(lengths) <= 8
    assert sum(1 for n in lengths if n >= 4) >= 12


def test_board_data_for_the_canvas_is_json_ready() -> None:
    data = board_data()
    assert len(data["cells"]) == len(CELLS) and len(data["symbols"]) == 23
    assert data["start"] and data["dungeon"] and data["passages"]
