"""The canvas layer: window size and pixel ratio, redraw-on-demand, hit-testing and hover.

The app gives the scene a draw function.  :meth:`Scene.frame` runs it only when
something changed (:meth:`Scene.invalidate`) or an animation still runs, sends the
frame to the surface, and keeps the hit regions the draw function registered.  The
browser backend calls :meth:`frame` from its single requestAnimationFrame callback and
keeps asking for frames while it returns True.
"""

from __future__ import annotations

from collections.abc import Callable

from pharaoh.web.surface import LayerCache, Painter, Region, Surface
from pharaoh.web.tween import Tweens

DrawFn = Callable[[Painter, float], None]


class Scene:
    """One canvas: its size, its current drawing, its regions and tweens."""

    def __init__(self, surface: Surface, draw: DrawFn | None = None) -> None:
        self.surface = surface
        self.draw: DrawFn | None = draw
        self.width = 0.0
        self.height = 0.0
        self.dpr = 1.0
        self.regions: list[Region] = []
        self.tweens = Tweens()
        self.layers = LayerCache()
        self.hover: str | None = None
        self.busy_until = 0.0
        self.frames_drawn = 0
        self._dirty = True
        self._taps_of: list[Region] = []
        self._taps: dict[str, tuple[float, float] | None] = {}

    def resize(self, width: float, height: float, dpr: float) -> None:
        """The canvas now measures ``width`` x ``height`` CSS pixels at ``dpr`` device pixels each."""
        if (width, height, dpr) != (self.width, self.height, self.dpr):
            if dpr != self.dpr:
                self.layers.forget()
            self.width, self.height, self.dpr = width, height, dpr
            self.invalidate()

    def invalidate(self) -> None:
        """Ask for a redraw at the next frame."""
        self._dirty = True

    def keep_busy(self, until: float) -> None:
        """Keep drawing frames until the clock reaches ``until`` (for effects without a tween)."""
        self.busy_until = max(self.busy_until, until)

    def animating(self, now: float) -> bool:
        """True while a tween or an effect is running."""
        return now < self.busy_until or self.tweens.running(now)

    def needs_frame(self, now: float) -> bool:
        """True if :meth:`frame` would draw."""
        return self._dirty or self.animating(now)

    def frame(self, now: float) -> bool:
        """Draw if needed; returns True if another frame will be needed (an animation runs)."""
        if not self.needs_frame(now):
            return False
        self._dirty = False
        painter = Painter()
        if self.draw is not None:
            self.draw(painter, now)
        self.regions = painter.regions
        self.surface.present(painter.ops)
        self.frames_drawn += 1
        return self.animating(now)

    def hit(self, x: float, y: float) -> str | None:
        """The key of the topmost region under a point, or None."""
        for region in reversed(self.regions):
            if region.contains(x, y):
                return region.key
        return None

    def region(self, key: str) -> Region | None:
        """The (topmost) region registered under ``key`` in the last frame."""
        for region in reversed(self.regions):
            if region.key == key:
                return region
        return None

    def tap_point(self, key: str) -> tuple[float, float] | None:
        """Where a finger would tap ``key``: inside its topmost region, on a part nothing lies over.

        The region's centre when that is clear; else the centre of the largest uncovered
        piece (a card half under its neighbour is tapped on the strip that shows).  None
        if later regions cover it all.  Computed once per drawn frame.
        """
        if self._taps_of is not self.regions:
            self._taps_of, self._taps = self.regions, {}
        if key not in self._taps:
            self._taps[key] = self._tap_point(key)
        return self._taps[key]

    def _tap_point(self, key: str) -> tuple[float, float] | None:
        regions = self.regions
        index = next((i for i in range(len(regions) - 1, -1, -1) if regions[i].key == key), -1)
        if index < 0:
            return None
        target = regions[index]
        over = [
            r
            for r in regions[index + 1 :]
            if r.key != key
            and r.x < target.x + target.w
            and target.x < r.x + r.w
            and r.y < target.y + target.h
            and target.y < r.y + r.h
        ]
        cx, cy = target.center
        if not any(r.contains(cx, cy) for r in over) and target.contains(cx, cy):
            return cx, cy
        # Cut the target along every edge of what lies over it; each piece is either covered
        # or not (round covers count as their bounding box).  Try pieces, largest first.
        xs = sorted({target.x, target.x + target.w} | {v for r in over for v in (r.x, r.x + r.w)})
        ys = sorted({target.y, target.y + target.h} | {v for r in over for v in (r.y, r.y + r.h)})
        xs = [v for v in xs if target.x <= v <= target.x + target.w]
        ys = [v for v in ys if target.y <= v <= target.y + target.h]
        pieces: list[tuple[float, float, float]] = []
        for x0, x1 in zip(xs, xs[1:], strict=False):
            for y0, y1 in zip(ys, ys[1:], strict=False):
                px, py = (x0 + x1) / 2, (y0 + y1) / 2
                if any(r.x < px < r.x + r.w and r.y < py < r.y + r.h for r in over):
                    continue
                pieces.append((min(x1 - x0, y1 - y0), px, py))
        for _size, px, py in sorted(pieces, reverse=True):
            if self.hit(px, py) == key:
                return px, py
        return None

    def pointer_move(self, x: float, y: float) -> bool:
        """Track hover; returns True if the hovered region changed (and a redraw was asked)."""
        key = self.hit(x, y)
        if key != self.hover:
            self.hover = key
            self.invalidate()
            return True
        return False

    def pointer_leave(self) -> None:
        """The pointer left the canvas."""
        if self.hover is not None:
            self.hover = None
            self.invalidate()
