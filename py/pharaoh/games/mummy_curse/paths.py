"""Distances and move tables of the maze, for the computer players (computed on first use).

The tables ignore the pieces: ``distance(a, b)`` is the number of steps between two
squares over walkable floor (a walk may start on the start or in the dungeon, never
enter them), and ``destinations(cell, face)`` the squares a face could reach from a
square on an empty board.
"""

from __future__ import annotations

from collections import deque
from functools import cache, lru_cache
from heapq import heappop, heappush

from pharaoh.games.mummy_curse.board import CELLS, DUNGEON, NEIGHBOURS, SIZE, START, WALKABLE, bits, spread
from pharaoh.games.mummy_curse.cards import ARROW

FAR = 99
"""The distance between squares that do not connect."""


@cache
def distances_from(cell: int) -> tuple[int, ...]:
    """Steps from ``cell`` to every square (FAR where no walk leads)."""
    dist = [FAR] * SIZE
    dist[cell] = 0
    queue = deque([cell])
    while queue:
        c = queue.popleft()
        for n in NEIGHBOURS[c]:
            if n >= 0 and dist[n] == FAR and WALKABLE >> n & 1:
                dist[n] = dist[c] + 1
                queue.append(n)
    return tuple(dist)


def distance(a: int, b: int) -> int:
    """Steps from ``a`` to ``b`` on an empty board."""
    return distances_from(a)[b]


@cache
def destinations(cell: int, face: int) -> tuple[int, ...]:
    """Where ``face`` (1-4, or 5 for the arrow) can take a pawn from ``cell`` on an empty board."""
    if face == ARROW:
        out = []
        for d in range(4):
            end = -1
            nxt = NEIGHBOURS[cell][d]
            while nxt >= 0 and WALKABLE >> nxt & 1:
                end = nxt
                nxt = NEIGHBOURS[nxt][d]
            if end >= 0:
                out.append(end)
        return tuple(out)
    reach = 1 << cell
    for _ in range(face):
        reach = spread(reach) & WALKABLE
    return tuple(bits(reach & ~(1 << cell)))


def ball(cell: int, radius: int) -> tuple[int, ...]:
    """The squares at most ``radius`` steps from ``cell``."""
    dist = distances_from(cell)
    return tuple(c for c in CELLS if dist[c] <= radius)


@lru_cache(maxsize=4096)
def detour_costs(target: int, mummy: int, radius: int, penalty: int) -> tuple[int, ...]:
    """Cost of walking from every square to ``target`` when squares near the mummy cost extra.

    A square within ``radius`` steps of the mummy costs ``1 + penalty`` to enter, any
    other square 1; the mummy's own square costs ``1 + 3 * penalty``.
    """
    near = distances_from(mummy)
    step = [1 + penalty if near[c] <= radius else 1 for c in range(SIZE)]
    step[mummy] = 1 + 3 * penalty
    cost = [FAR * 4] * SIZE
    cost[target] = 0
    heap = [(0, target)]
    while heap:
        c_cost, c = heappop(heap)
        if c_cost > cost[c]:
            continue
        for n in NEIGHBOURS[c]:
            # walking from n into c costs step[c]; start and dungeon squares can only be left
            if n >= 0 and c != START and c != DUNGEON:
                new = c_cost + step[c]
                if new < cost[n]:
                    cost[n] = new
                    heappush(heap, (new, n))
    return tuple(cost)
