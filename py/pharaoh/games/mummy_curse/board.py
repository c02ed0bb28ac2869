"""The pyramid: squares, walls, start, dungeon and symbols, loaded once from ``maze.json``.

Squares are numbered ``y * WIDTH + x`` over the whole rectangle (rock included), so a set
of squares is a Python int with one bit per square and a step in a direction is a shift:
that keeps movement and the mummy's deductions to a handful of integer operations.

>>> cell_name(cell_at("h13")), cell_at("a1") == 0
('h13', True)
>>> DUNGEON == cell_at("h13") and DIRECTION_NAMES
('n', 'e', 's', 'w')
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NoReturn

from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import illegal

_DATA_DIR = Path(__file__).resolve().parent


def load_json(name: str) -> dict[str, Any]:
    """One of the game's data files, parsed."""
    data: dict[str, Any] = json.loads((_DATA_DIR / name).read_text(encoding="utf-8"))
    return data


MAZE = load_json("maze.json")
"""The raw maze data (see its ``about`` key for the map legend)."""

WIDTH: int = MAZE["width"]
HEIGHT: int = MAZE["height"]
SIZE = WIDTH * HEIGHT
DIRECTION_NAMES = ("n", "e", "s", "w")
"""Directions in action notation, indexed 0..3."""
N, E, S, W = 0, 1, 2, 3
_DX = (0, 1, 0, -1)
_DY = (-1, 0, 1, 0)


def cell_name(cell: int) -> str:
    """Square number to its name: column letter and row number from the top (``a1``)."""
    return f"{chr(97 + cell % WIDTH)}{cell // WIDTH + 1}"


def cell_xy(cell: int) -> tuple[int, int]:
    """Square number to ``(x, y)``, x to the right and y downwards from the top left."""
    return cell % WIDTH, cell // WIDTH


_NAMES = {cell_name(c): c for c in range(SIZE)}


def cell_at(name: str) -> int:
    """Square name to its number; raises :class:`IllegalAction` for any other text."""
    cell = _NAMES.get(name)
    if cell is None:
        _no_square(name)
    return cell


def _no_square(name: str) -> NoReturn:
    raise IllegalAction(illegal("curse.square", name=repr(name[:12])))


def _parse(rows: list[str]) -> tuple[int, tuple[tuple[int, int, int, int], ...]]:
    """The floor mask and, per square, its neighbour in each direction (-1: wall or rock)."""
    if len(rows) != 2 * HEIGHT + 1 or any(len(r) != 2 * WIDTH + 1 for r in rows):
        raise ValueError("maze map has the wrong size")
    floor = 0
    for c in range(SIZE):
        x, y = cell_xy(c)
        if rows[2 * y + 1][2 * x + 1] in ".SD":
            floor |= 1 << c
    neighbours = []
    for c in range(SIZE):
        x, y = cell_xy(c)
        row = []
        for d in range(4):
            nx, ny = x + _DX[d], y + _DY[d]
            n = ny * WIDTH + nx
            edge = rows[2 * y + 1 + _DY[d]][2 * x + 1 + _DX[d]]
            ok = 0 <= nx < WIDTH and 0 <= ny < HEIGHT and floor >> c & 1 and floor >> n & 1 and edge == " "
            row.append(n if ok else -1)
        neighbours.append((row[0], row[1], row[2], row[3]))
    return floor, tuple(neighbours)


FLOOR, NEIGHBOURS = _parse(MAZE["map"])
"""``FLOOR``: mask of all squares; ``NEIGHBOURS[c][d]``: the square reached from ``c`` in ``d``, or -1."""
CELLS: tuple[int, ...] = tuple(c for c in range(SIZE) if FLOOR >> c & 1)
"""Every floor square, in reading order."""
START: int = cell_at(MAZE["start"])
DUNGEON: int = cell_at(MAZE["dungeon"])
START_BIT = 1 << START
DUNGEON_BIT = 1 << DUNGEON
WALKABLE = FLOOR & ~START_BIT & ~DUNGEON_BIT
"""Squares a piece may step onto: never the start nor the dungeon."""
DUNGEON_EXITS: tuple[int, ...] = tuple(n for n in NEIGHBOURS[DUNGEON] if n >= 0)

OPEN: tuple[int, int, int, int] = tuple(  # type: ignore[assignment]
    sum(1 << c for c in CELLS if NEIGHBOURS[c][d] >= 0) for d in range(4)
)
"""Per direction: the mask of squares with an open passage that way."""


def shift(mask: int, d: int) -> int:
    """Every square of ``mask`` moved one step in direction ``d`` where a passage allows it.

    >>> shift(1 << cell_at("h13"), W) == 1 << cell_at("g13")
    True
    """
    m = mask & OPEN[d]
    if d == N:
        return m >> WIDTH
    if d == S:
        return m << WIDTH
    if d == E:
        return m << 1
    return m >> 1


def spread(mask: int) -> int:
    """Every square one step away from a square of ``mask`` (through open passages)."""
    return (
        (mask & OPEN[N]) >> WIDTH | (mask & OPEN[S]) << WIDTH | (mask & OPEN[E]) << 1 | (mask & OPEN[W]) >> 1
    )


_BYTES = (SIZE + 7) // 8
_ALL = (1 << SIZE) - 1
_BYTE_CELLS = tuple(
    tuple(tuple(8 * k + i for i in range(8) if b >> i & 1 and 8 * k + i < SIZE) for b in range(256))
    for k in range(_BYTES)
)


def bits(mask: int) -> list[int]:
    """The squares of a mask, in increasing order.

    >>> bits(0b10110)
    [1, 2, 4]
    """
    out: list[int] = []
    for k, byte in enumerate((mask & _ALL).to_bytes(_BYTES, "little")):
        if byte:
            out += _BYTE_CELLS[k][byte]
    return out


CELL_NAMES: tuple[str, ...] = tuple(cell_name(c) for c in range(SIZE))
"""The name of every square (rock included), by number."""
_BYTE_NAMES = tuple(tuple(tuple(CELL_NAMES[c] for c in cells) for cells in row) for row in _BYTE_CELLS)


_NAMES_CACHE: dict[int, tuple[str, ...]] = {}


def names(mask: int) -> list[str]:
    """The names of the squares of a mask, in square order (for views)."""
    known = _NAMES_CACHE.get(mask)
    if known is None:
        out: list[str] = []
        for k, byte in enumerate((mask & _ALL).to_bytes(_BYTES, "little")):
            if byte:
                out += _BYTE_NAMES[k][byte]
        if len(_NAMES_CACHE) >= 1024:  # views repeat the same few masks: keep a small memo
            _NAMES_CACHE.clear()
        known = _NAMES_CACHE[mask] = tuple(out)
    return list(known)


_BITS = {name: 1 << cell for name, cell in _NAMES.items()}


def mask_of(cell_names: list[str]) -> int:
    """The mask of a list of square names (inverse of :func:`names`).

    >>> mask_of(names(0b10110)) == 0b10110
    True
    """
    mask = 0
    for name in cell_names:
        bit = _BITS.get(name)
        if bit is None:
            _no_square(name)
        mask |= bit
    return mask


def board_data() -> dict[str, Any]:
    """The board as JSON-compatible data, for the canvas: squares, open passages, specials.

    ``cells`` maps each square name to ``[x, y]``; ``passages`` lists each open pair once;
    ``symbols`` maps a card name to its square.
    """
    passages = []
    for c in CELLS:
        for d in (E, S):
            n = NEIGHBOURS[c][d]
            if n >= 0:
                passages.append([cell_name(c), cell_name(n)])
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "cells": {cell_name(c): list(cell_xy(c)) for c in CELLS},
        "passages": passages,
        "start": cell_name(START),
        "dungeon": cell_name(DUNGEON),
        "symbols": dict(MAZE["symbols"]),
    }
