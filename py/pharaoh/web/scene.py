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
