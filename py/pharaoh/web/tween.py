"""Easing curves, tweens and motion along paths, all functions of a clock in milliseconds.

>>> t = Tweens()
>>> t.start("x", (0.0,), (10.0,), 100, now=0, ease=linear)
>>> t.value("x", 50)
(5.0,)
>>> t.running(50), t.running(100)
(True, False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Ease = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Soft start and landing (cubic)."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: for things that pop into place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def clamp01(t: float) -> float:
    """Clamp to 0..1."""
    return 0.0 if t < 0 else 1.0 if t > 1 else t


@dataclass(frozen=True)
class Tween:
    """Values moving from ``start`` to ``end`` over ``duration`` ms from ``t0`` (after ``delay``)."""

    t0: float
    duration: float
    start: tuple[float, ...]
    end: tuple[float, ...]
    ease: Ease = ease_out_cubic

    def progress(self, now: float) -> float:
        """Eased progress 0..1 at ``now``."""
        if self.duration <= 0:
            return 1.0
        return self.ease(clamp01((now - self.t0) / self.duration))

    def value(self, now: float) -> tuple[float, ...]:
        """The interpolated values at ``now``."""
        k = self.progress(now)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end, strict=True))

    def done(self, now: float) -> bool:
        """True once the tween has reached its end."""
        return now >= self.t0 + self.duration


class Tweens:
    """Named tweens; finished ones keep their end value until replaced or cleared."""

    def __init__(self) -> None:
        self._items: dict[str, Tween] = {}

    def start(
        self,
        key: str,
        start: Sequence[float],
        end: Sequence[float],
        duration: float,
        *,
        now: float,
        delay: float = 0.0,
        ease: Ease = ease_out_cubic,
    ) -> None:
        """Start (or restart) the tween ``key``."""
        self._items[key] = Tween(now + delay, duration, tuple(start), tuple(end), ease)

    def value(
        self, key: str, now: float, default: tuple[float, ...] | None = None
    ) -> tuple[float, ...] | None:
        """The tween's value at ``now``, or ``default`` if there is none."""
        tween = self._items.get(key)
        return default if tween is None else tween.value(now)

    def get(self, key: str) -> Tween | None:
        """The tween itself, if any."""
        return self._items.get(key)

    def running(self, now: float) -> bool:
        """True while any tween still moves."""
        return any(not t.done(now) for t in self._items.values())

    def end_time(self) -> float:
        """When the last tween ends (0 with none)."""
        return max((t.t0 + t.duration for t in self._items.values()), default=0.0)

    def clear(self, prefix: str = "") -> None:
        """Drop every tween whose key starts with ``prefix`` (all by default)."""
        for key in [k for k in self._items if k.startswith(prefix)]:
            del self._items[key]


def along(points: Sequence[tuple[float, float]], k: float, *, stepped: bool = False) -> tuple[float, float]:
    """The point at fraction ``k`` of a polyline, each segment taking equal time.

    ``stepped`` eases every segment on its own, so a piece seems to step square by square.

    >>> along([(0, 0), (10, 0), (10, 10)], 0.75)
    (10.0, 5.0)
    >>> along([(3, 4)], 0.5)
    (3.0, 4.0)
    """
    if not points:
        return 0.0, 0.0
    if len(points) == 1 or k <= 0:
        return float(points[0][0]), float(points[0][1])
    if k >= 1:
        return float(points[-1][0]), float(points[-1][1])
    segments = len(points) - 1
    pos = k * segments
    i = min(int(pos), segments - 1)
    f = pos - i
    if stepped:
        f = ease_in_out(f)
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f


def hop(k: float, height: float) -> float:
    """A little vertical hop over one step (0 at both ends), for stepping pieces."""
    return -math.sin(math.pi * clamp01(k)) * height
