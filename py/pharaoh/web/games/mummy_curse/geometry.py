"""The maze as the screen needs it: squares, walls, paths, and where everything sits in pixels.

Built once from the engine's board data (``board_data()``, JSON-compatible), so the
renderer draws whatever maze the data file describes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pharaoh.web.games import Rect

DIRS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}


@dataclass
class Maze:
    """Squares by name with their grid position, open passages, walls, specials and symbols."""

    width: int
    height: int
    cells: dict[str, tuple[int, int]]
    open_pairs: set[frozenset[str]]
    start: str
    dungeon: str
    symbols: dict[str, str]
    """Card name -> square."""
    at: dict[tuple[int, int], str] = field(default_factory=dict)
    symbol_at: dict[str, str] = field(default_factory=dict)
    """Square -> card name."""

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Maze:
        """Read ``board_data()``."""
        cells = {str(k): (int(v[0]), int(v[1])) for k, v in data["cells"].items()}
        maze = cls(
            width=int(data["width"]),
            height=int(data["height"]),
            cells=cells,
            open_pairs={frozenset((str(a), str(b))) for a, b in data["passages"]},
            start=str(data["start"]),
            dungeon=str(data["dungeon"]),
            symbols={str(k): str(v) for k, v in data["symbols"].items()},
        )
        maze.at = {xy: name for name, xy in cells.items()}
        maze.symbol_at = {cell: card for card, cell in maze.symbols.items()}
        return maze

    def neighbour(self, cell: str, d: str) -> str | None:
        """The square one step from ``cell`` in direction ``d`` if a passage leads there."""
        x, y = self.cells[cell]
        dx, dy = DIRS[d]
        other = self.at.get((x + dx, y + dy))
        if other is None or frozenset((cell, other)) not in self.open_pairs:
            return None
        return other

    def neighbours(self, cell: str) -> list[tuple[str, str]]:
        """(direction, square) for each open passage from ``cell``."""
        out = []
        for d in DIRS:
            other = self.neighbour(cell, d)
            if other is not None:
                out.append((d, other))
        return out

    def direction(self, a: str, b: str) -> str | None:
        """The direction from ``a`` to an adjacent ``b`` (None if not adjacent through a passage)."""
        for d, other in self.neighbours(a):
            if other == b:
                return d
        return None

    def walls(self) -> list[tuple[tuple[float, float], tuple[float, float], bool]]:
        """Wall segments in grid units: (from, to, outer) where ``outer`` borders the rock."""
        out = []
        for (x, y), name in self.at.items():
            for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
                other = self.at.get((x + dx, y + dy))
                if other is not None and frozenset((name, other)) in self.open_pairs:
                    continue
                if other is not None and (dx < 0 or dy < 0):
                    continue  # inner walls once
                if dx == 1:
                    seg = ((x + 1.0, y + 0.0), (x + 1.0, y + 1.0))
                elif dx == -1:
                    seg = ((x + 0.0, y + 0.0), (x + 0.0, y + 1.0))
                elif dy == 1:
                    seg = ((x + 0.0, y + 1.0), (x + 1.0, y + 1.0))
                else:
                    seg = ((x + 0.0, y + 0.0), (x + 1.0, y + 0.0))
                out.append((seg[0], seg[1], other is None))
        return out

    def path(self, a: str, b: str, blocked: Iterable[str] = ()) -> list[str]:
        """A shortest walk from ``a`` to ``b`` avoiding ``blocked`` squares (``[a, ..., b]``; [] if none)."""
        if a == b:
            return [a]
        avoid = set(blocked) - {a, b}
        prev: dict[str, str] = {a: a}
        queue = deque([a])
        while queue:
            cur = queue.popleft()
            for _, nxt in self.neighbours(cur):
                if nxt in prev or nxt in avoid:
                    continue
                prev[nxt] = cur
                if nxt == b:
                    out = [b]
                    while out[-1] != a:
                        out.append(prev[out[-1]])
                    return out[::-1]
                queue.append(nxt)
        return []

    def within(self, a: str, steps: int, blocked: Iterable[str] = ()) -> dict[str, int]:
        """Squares reachable from ``a`` in 1..steps single steps, with their distance."""
        avoid = set(blocked)
        dist = {a: 0}
        queue = deque([a])
        while queue:
            cur = queue.popleft()
            if dist[cur] >= steps:
                continue
            for _, nxt in self.neighbours(cur):
                if nxt in dist or nxt in avoid:
                    continue
                dist[nxt] = dist[cur] + 1
                queue.append(nxt)
        del dist[a]
        return dist


@dataclass(frozen=True)
class Frame:
    """Where the maze sits on screen: the origin of square a1 and the size of a square."""

    x: float
    y: float
    size: float

    def center(self, xy: tuple[int, int]) -> tuple[float, float]:
        """The pixel centre of a grid square."""
        return self.x + (xy[0] + 0.5) * self.size, self.y + (xy[1] + 0.5) * self.size

    def rect(self, xy: tuple[int, int]) -> Rect:
        """The pixel rectangle of a grid square."""
        return Rect(self.x + xy[0] * self.size, self.y + xy[1] * self.size, self.size, self.size)


@dataclass(frozen=True)
class Placement:
    """The board area split into the maze and the information strip (dice, ankhs, cards)."""

    maze: Frame
    hud: Rect
    side: bool
    """True if the strip stands to the right of the maze (a wide area), else below it."""


def place(area: Rect, width: int, height: int) -> Placement:
    """Fit the maze plus the strip into ``area``, the strip right or below, whichever gives bigger squares.

    >>> p = place(Rect(0, 0, 900, 700), 15, 13)
    >>> p.maze.size > 35, p.hud.w > 0
    (True, True)
    """
    margin = max(6.0, min(area.w, area.h) * 0.02)
    label = 0.75  # room for the coordinates (11 px, "13" right of its row's edge), in squares
    inner = area.inset(margin)
    # the strip below: about a fifth of the height, 104-150 px
    below_strip = max(104.0, min(150.0, inner.h * 0.19))
    size_below = min(inner.w / (width + label), (inner.h - below_strip - margin) / (height + label))
    side_strip = max(200.0, min(280.0, inner.w * 0.28))
    size_side = min((inner.w - side_strip - margin) / (width + label), inner.h / (height + label))
    if size_side > size_below * 1.04 and size_side > 0:
        s = size_side
        mw, mh = (width + label) * s, (height + label) * s
        total_w = mw + margin + side_strip
        x0 = inner.x + max(0.0, (inner.w - total_w) / 2)
        y0 = inner.y + max(0.0, (inner.h - mh) / 2)
        frame = Frame(x0 + label * s, y0 + label * s, s)
        hud = Rect(x0 + mw + margin, inner.y, side_strip, inner.h)
        return Placement(frame, hud, True)
    s = max(1.0, size_below)
    mw, mh = (width + label) * s, (height + label) * s
    x0 = inner.x + max(0.0, (inner.w - mw) / 2)
    frame = Frame(x0 + label * s, inner.y + label * s, s)
    hud_y = inner.y + mh + margin
    hud = Rect(inner.x, hud_y, inner.w, max(0.0, inner.y + inner.h - hud_y))
    return Placement(frame, hud, False)
