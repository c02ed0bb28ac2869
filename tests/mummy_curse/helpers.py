"""Small state-building helpers for the mummy_curse scenario tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pharaoh.engine.game import Event
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse import board
from pharaoh.games.mummy_curse.board import CELLS, DUNGEON, NEIGHBOURS, START, WALKABLE, cell_at, cell_name
from pharaoh.games.mummy_curse.cards import EXPLORER_FACES, SYMBOL_CELL, card_at
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.state import PHASE_NAMES, State


def new(players: int = 3, seed: int = 0, **changes: Any) -> State:
    """A fresh game, with some fields replaced (``phase`` may be given by name)."""
    state = GAME.new_game(seed, players)
    if isinstance(changes.get("phase"), str):
        changes["phase"] = PHASE_NAMES.index(changes["phase"])
    return replace(state, **changes) if changes else state


def put(state: State, **where: str) -> State:
    """Move pieces: ``put(s, mummy="h7", p0="c3", p1="d9")`` (beliefs follow the true squares)."""
    cells = list(state.cells)
    beliefs = list(state.beliefs)
    mummy = state.mummy
    for key, name in where.items():
        if key == "mummy":
            mummy = cell_at(name)
        else:
            p = int(key[1:])
            cells[p] = cell_at(name)
            beliefs[p] = 1 << cells[p]
    return replace(state, mummy=mummy, cells=tuple(cells), beliefs=tuple(beliefs))


def rolled(state: State, *faces: str, aside: int | None = None) -> State:
    """The current explorer has rolled ``faces`` ("1".."4", "arrow")."""
    codes = tuple(sorted(5 if f == "arrow" else int(f) for f in faces))
    return replace(
        state,
        phase=PHASE_NAMES.index("rolled"),
        faces=codes,
        rolls=1,
        aside=5 - len(codes) if aside is None else aside,
    )


def legal(state: State, seat: int) -> list[str]:
    """The legal actions of ``seat``, in notation."""
    return [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]


def act(state: State, seat: int, *texts: str) -> tuple[State, list[Event]]:
    """Play actions in notation; returns the last state and all events."""
    events: list[Event] = []
    for text in texts:
        state, evs = GAME.apply(state, seat, GAME.decode_action(text))
        events.extend(evs)
    return state, events


def kinds(events: list[Event]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def dests(state: State, seat: int, face: str) -> set[str]:
    """Destinations offered for one face ("1".."4" or "arrow")."""
    out = set()
    for text in legal(state, seat):
        words = text.split()
        if words[0] == "move" and words[1] == face or words[0] == "arrow" and face == "arrow":
            out.add(words[2])
    return out


def open_neighbours(cell: int) -> list[int]:
    """Walkable squares next to ``cell``."""
    return [n for n in NEIGHBOURS[cell] if n >= 0 and WALKABLE >> n & 1]


def straight_runs() -> list[list[int]]:
    """Every maximal straight line of walkable squares joined by open passages (length >= 2).

    The start and the dungeon end a line, as they end an arrow's slide.
    """
    runs = []
    for d in (1, 2):  # east, south
        back = (d + 2) % 4
        for c in CELLS:
            if not WALKABLE >> c & 1:
                continue
            before = NEIGHBOURS[c][back]
            if before >= 0 and WALKABLE >> before & 1:
                continue
            run = [c]
            while NEIGHBOURS[run[-1]][d] >= 0 and WALKABLE >> NEIGHBOURS[run[-1]][d] & 1:
                run.append(NEIGHBOURS[run[-1]][d])
            if len(run) >= 2:
                runs.append(run)
    return runs


def corridor(length: int) -> tuple[list[int], int]:
    """A straight run of at least ``length`` walkable squares, and its direction (1 east, 2 south)."""
    for run in straight_runs():
        if len(run) >= length:
            d = 1 if NEIGHBOURS[run[0]][1] == run[1] else 2
            return run, d
    raise AssertionError("no corridor that long")


def dead_end() -> int:
    """A walkable square with exactly one walkable neighbour, no symbol, away from start and dungeon."""
    symbols = set(SYMBOL_CELL)
    for c in CELLS:
        lonely = WALKABLE >> c & 1 and len(open_neighbours(c)) == 1 and c not in symbols
        if lonely and all(n not in (START, DUNGEON) for n in NEIGHBOURS[c]):
            return c
    raise AssertionError("the maze has no dead end")


def symbol(card: str) -> str:
    """The square of a card's symbol."""
    return cell_name(SYMBOL_CELL[card_at(card)])


def name(cell: int) -> str:
    """Square number to name."""
    return board.cell_name(cell)


def rigged(*draws: tuple[int, int]) -> Rng:
    """A generator whose next draws are ``randbelow(n) == k`` for each ``(n, k)`` (found by search)."""
    for seed in range(200000):
        rng = Rng.from_seed(seed)
        probe = rng
        for n, k in draws:
            value, probe = probe.randbelow(n)
            if value != k:
                break
        else:
            return rng
    raise AssertionError("no seed gives those draws")


def dice(*faces: str) -> tuple[tuple[int, int], ...]:
    """Draws for explorer dice showing ``faces`` ("1".."4", "arrow", "mummy")."""
    return tuple((6, EXPLORER_FACES.index(f)) for f in faces)
