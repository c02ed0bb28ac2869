"""The generator that drew ``py/pharaoh/games/mummy_curse/maze.json`` (a tool, not a test).

Run ``python tests/mummy_curse/make_maze.py OUT.json`` to draw the shipped maze again:
seed 4, ``braid=0.5``, ``extra=0.04``, symbols placed with seed 4.  The shipped file then
had one hand edit: a wall between i10 and j10 (the row-10 corridor was 9 squares long)
and a passage between i9 and i10 to keep it connected.

The pyramid: rows 1-2 are 3 squares wide, 3-4 are 7, 5-6 are 11, 7-13 are 15; the start
is a13, the sarcophagus/dungeon h13 with openings west and east.  Corridors come from a
depth-first carve that prefers to go straight, then most dead ends are opened into loops
(``braid``), a few more walls are removed (``extra``), straight runs longer than 8 squares
are cut where that keeps the maze connected.  Symbols: one per card, none within 3 steps of
the start or a dungeon opening, same-coloured symbols as far apart as a random search finds.

The shipped symbols were then placed again, grouped by colour for balance:
``python tests/mummy_curse/make_maze.py --cluster py/pharaoh/games/mummy_curse/maze.json``
(:func:`cluster_symbols`, seed 1; see docs/rulings/mummy_curse.md, entries 27-28).
"""

from __future__ import annotations

import json
import random
import sys
from collections import deque

W, H = 15, 13
START = (0, 12)
DUNGEON = (7, 12)
DIRS = [(0, -1), (1, 0), (0, 1), (-1, 0)]
COLOURS = ["red", "blue", "white", "green", "yellow"]
SHAPES = ["scarab", "eye", "cobra", "vase", "mask"]
MISSING = {"green": "cobra", "yellow": "eye"}
Cell = tuple[int, int]
Edge = frozenset[Cell]


def floor_cells() -> set[Cell]:
    out = set()
    for y in range(H):
        lo = 6 if y < 2 else 4 if y < 4 else 2 if y < 6 else 0
        for x in range(lo, W - lo):
            out.add((x, y))
    return out


def gen(
    seed: int, straight: float = 0.7, braid: float = 0.8, extra: float = 0.06, maxrun: int = 8
) -> tuple[set[Cell], set[Edge]]:
    rng = random.Random(seed)
    floor = floor_cells()
    inner = floor - {START, DUNGEON}
    open_: set[Edge] = set()

    def nb(c: Cell) -> list[tuple[Cell, Cell]]:
        return [((c[0] + dx, c[1] + dy), (dx, dy)) for dx, dy in DIRS if (c[0] + dx, c[1] + dy) in floor]

    first = (7, 6)
    seen = {first}
    stack: list[tuple[Cell, Cell | None]] = [(first, None)]
    while stack:
        c, d = stack[-1]
        cand = [(n, dd) for n, dd in nb(c) if n in inner and n not in seen]
        if not cand:
            stack.pop()
            continue
        pick = None
        if d is not None and rng.random() < straight:
            for n, dd in cand:
                if dd == d:
                    pick = (n, dd)
        if pick is None:
            pick = rng.choice(cand)
        n, dd = pick
        open_.add(frozenset((c, n)))
        seen.add(n)
        stack.append((n, dd))

    def deg(c: Cell) -> int:
        return sum(1 for n, _ in nb(c) if frozenset((c, n)) in open_)

    cells = sorted(inner)
    rng.shuffle(cells)
    for c in cells:
        if deg(c) == 1 and rng.random() < braid:
            cand2 = [n for n, _ in nb(c) if n in inner and frozenset((c, n)) not in open_]
            if cand2:
                cand2.sort(key=deg)
                open_.add(frozenset((c, cand2[0])))
    for c in sorted(inner):
        for n, _ in nb(c):
            if n in inner and c < n and frozenset((c, n)) not in open_ and rng.random() < extra:
                open_.add(frozenset((c, n)))
    for a, b in ((START, (0, 11)), (START, (1, 12)), (DUNGEON, (6, 12)), (DUNGEON, (8, 12))):
        open_.add(frozenset((a, b)))

    def runs() -> list[list[Cell]]:
        res = []
        for horiz in (True, False):
            for a in range(H if horiz else W):
                run: list[Cell] = []
                for b in range(W) if horiz else range(H):
                    c = (b, a) if horiz else (a, b)
                    if c in (START, DUNGEON):
                        if len(run) > 1:
                            res.append(run)
                        run = []
                    elif run and frozenset((run[-1], c)) in open_:
                        run.append(c)
                    else:
                        if len(run) > 1:
                            res.append(run)
                        run = [c] if c in floor else []
                if len(run) > 1:
                    res.append(run)
        return res

    def connected() -> bool:
        reached = {START}
        todo = [START]
        while todo:
            c = todo.pop()
            for n, _ in nb(c):
                if n not in reached and frozenset((c, n)) in open_:
                    reached.add(n)
                    todo.append(n)
        return len(reached) == len(floor)

    for _ in range(20):
        changed = False
        for run in runs():
            if len(run) > maxrun:
                order = list(range(1, len(run) - 2))
                order.sort(key=lambda i: (abs(i - len(run) // 2), rng.random()))
                for i in order:
                    e = frozenset((run[i], run[i + 1]))
                    open_.discard(e)
                    if connected():
                        changed = True
                        break
                    open_.add(e)
        if not changed:
            break
    assert connected()
    return floor, open_


def dist_from(floor: set[Cell], open_: set[Edge], src: Cell) -> dict[Cell, int]:
    dist = {src: 0}
    queue = deque([src])
    while queue:
        c = queue.popleft()
        for dx, dy in DIRS:
            n = (c[0] + dx, c[1] + dy)
            if n in floor and n not in dist and n not in (START, DUNGEON) and frozenset((c, n)) in open_:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


def place_symbols(
    floor: set[Cell], open_: set[Edge], seed: int, tries: int = 3000
) -> dict[tuple[str, str], Cell]:
    rng = random.Random(seed)
    bad: set[Cell] = set()
    for src in (START, (6, 12), (8, 12)):
        bad |= {c for c, d in dist_from(floor, open_, src).items() if d <= 3}
    cand = sorted(floor - bad - {START, DUNGEON})
    dists = {c: dist_from(floor, open_, c) for c in cand}
    syms = [(col, sh) for col in COLOURS for sh in SHAPES if MISSING.get(col) != sh]
    best: tuple[tuple[int, int], dict[tuple[str, str], Cell]] | None = None
    for _ in range(tries):
        pos = dict(zip(syms, rng.sample(cand, len(syms)), strict=True))
        same = anyd = 99
        for i, a in enumerate(syms):
            for b in syms[i + 1 :]:
                d = dists[pos[a]].get(pos[b], 99)
                anyd = min(anyd, d)
                if a[0] == b[0]:
                    same = min(same, d)
        if best is None or (same, anyd) > best[0]:
            best = ((same, anyd), pos)
    assert best is not None
    return best[1]


def read_map(path: str) -> tuple[set[Cell], set[Edge]]:
    """The floor and open passages of a maze file's ``map``."""
    with open(path, encoding="utf-8") as fh:
        rows = json.load(fh)["map"]
    floor = {(x, y) for y in range(H) for x in range(W) if rows[2 * y + 1][2 * x + 1] in ".SD"}
    open_: set[Edge] = set()
    for x, y in floor:
        for dx, dy in DIRS:
            n = (x + dx, y + dy)
            if n in floor and rows[2 * y + 1 + dy][2 * x + 1 + dx] == " ":
                open_.add(frozenset(((x, y), n)))
    return floor, open_


def cluster_symbols(
    floor: set[Cell], open_: set[Edge], seed: int = 1, iters: int = 6000, apart: float = 0.3
) -> dict[tuple[str, str], Cell]:
    """Symbols grouped by colour, found by a local search.

    It shortens the walks between same-coloured symbols (still at least 5 steps apart) and
    lengthens those between colours (``apart``).  Explorers then cross the pyramid from one
    colour's quarter to the next, and the mummy can tell from the colours left in a hand
    where that explorer must still go.
    """
    rng = random.Random(seed)
    dists = {c: dist_from(floor, open_, c) for c in floor}
    bad: set[Cell] = set()
    for src in (START, (6, 12), (8, 12)):
        bad |= {c for c, d in dists[src].items() if d <= 3}
    cand = sorted(floor - bad - {START, DUNGEON})
    syms = [(col, sh) for col in COLOURS for sh in SHAPES if MISSING.get(col) != sh]

    def ok(pos: dict[tuple[str, str], Cell]) -> bool:
        for i, a in enumerate(syms):
            for b in syms[i + 1 :]:
                if a[0] == b[0] and dists[pos[a]].get(pos[b], 99) < 5:
                    return False
        return True

    def cost(pos: dict[tuple[str, str], Cell]) -> float:
        items = list(pos.items())
        total = 0.0
        for i, (ka, pa) in enumerate(items):
            for kb, pb in items[i + 1 :]:
                d = dists[pa].get(pb, 99)
                total += d if ka[0] == kb[0] else -apart * d
        return total

    while True:
        pos = dict(zip(syms, rng.sample(cand, len(syms)), strict=True))
        if ok(pos):
            break
    current = cost(pos)
    for _ in range(iters):
        s = rng.choice(syms)
        used = set(pos.values())
        if rng.random() < 0.5:
            old = pos[s]
            pos[s] = rng.choice([c for c in cand if c not in used])
            if ok(pos):
                new = cost(pos)
                if new <= current:
                    current = new
                    continue
            pos[s] = old
        else:
            t = rng.choice(syms)
            pos[s], pos[t] = pos[t], pos[s]
            if ok(pos):
                new = cost(pos)
                if new <= current:
                    current = new
                    continue
            pos[s], pos[t] = pos[t], pos[s]
    return pos


def recluster(path: str, seed: int = 1) -> None:
    """Re-place the symbols of the maze file at ``path`` with :func:`cluster_symbols` (walls kept)."""
    floor, open_ = read_map(path)
    pos = cluster_symbols(floor, open_, seed)
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    data["symbols"] = {f"{c}-{s}": name(pos[(c, s)]) for c in COLOURS for s in SHAPES if (c, s) in pos}
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1)
        fh.write("\n")


def name(c: Cell) -> str:
    return f"{chr(97 + c[0])}{c[1] + 1}"


def ascii_map(floor: set[Cell], open_: set[Edge]) -> list[str]:
    rows = []
    for yy in range(2 * H + 1):
        row = []
        for xx in range(2 * W + 1):
            x, y = (xx - 1) // 2, (yy - 1) // 2
            if xx % 2 == 1 and yy % 2 == 1:
                c = (x, y)
                row.append("S" if c == START else "D" if c == DUNGEON else "." if c in floor else "#")
            elif xx % 2 != yy % 2:
                a, b = ((xx // 2 - 1, y), (xx // 2, y)) if xx % 2 == 0 else ((x, yy // 2 - 1), (x, yy // 2))
                wall = "|" if xx % 2 == 0 else "-"
                if a in floor and b in floor:
                    row.append(" " if frozenset((a, b)) in open_ else wall)
                else:
                    row.append(wall if a in floor or b in floor else "#")
            else:
                around = [(xx // 2 - 1 + i, yy // 2 - 1 + j) for i in (0, 1) for j in (0, 1)]
                row.append("+" if any(c in floor for c in around) else "#")
        rows.append("".join(row))
    return rows


def emit(path: str, seed: int = 4, symbol_seed: int = 4, braid: float = 0.5, extra: float = 0.04) -> None:
    floor, open_ = gen(seed, braid=braid, extra=extra)
    pos = place_symbols(floor, open_, symbol_seed)
    data = {
        "about": "The pyramid of mummy_curse: a stepped pyramid of 15 x 13 squares. Legend: '.' floor, "
        "'S' start (stairs), 'D' dungeon (sarcophagus), '#' solid rock; '|' and '-' are walls "
        "between squares, a blank between two squares is an open passage. Squares are named "
        "by column letter a-o (left to right) and row 1-13 (top to bottom).",
        "width": W,
        "height": H,
        "map": ascii_map(floor, open_),
        "start": name(START),
        "dungeon": name(DUNGEON),
        "symbols": {f"{c}-{s}": name(pos[(c, s)]) for c in COLOURS for s in SHAPES if (c, s) in pos},
    }
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    if sys.argv[1] == "--cluster":
        recluster(sys.argv[2])
    else:
        emit(sys.argv[1])
