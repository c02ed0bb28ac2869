"""Drawing commands, the painter that records them, and the surfaces that consume them.

A frame is a list of small commands (``["fs", "#fff"]``, ``["fr", 0, 0, 10, 10]``...)
close to the Canvas 2D API.  The browser surface sends the whole list to
``static/ui.js`` in one call, which replays it on the real canvas; the recording
surface keeps it for tests.  Either way the Python side never makes one JS call per
drawing command, which keeps the Pyodide boundary thin and frames cheap.

Static parts (the maze) go into *layers*: drawn once into an offscreen canvas and then
stamped with one command per frame.

>>> p = Painter()
>>> p.fill_style("#123"); p.fill_rect(0, 0, 10, 5.256)
>>> p.ops
[['fs', '#123'], ['fr', 0.0, 0.0, 10.0, 5.26]]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

Op = list[Any]
"""One drawing command: its short name, then its arguments (numbers, strings, lists)."""


def _r(value: float) -> float:
    """Round a coordinate to 1/100 px (keeps frames short; faster than ``round``).

    The painter's commonest commands (paths, rectangles, text, line width, shadow) repeat
    this expression inline: a function call per number was a good part of a frame's cost
    (tests/web/test_spell_frames.py checks they round alike).

    >>> _r(5.256), _r(-1.004), _r(3)
    (5.26, -1.0, 3.0)
    """
    return (int(value * 100 + 0.5) if value >= 0 else -int(-value * 100 + 0.5)) / 100


@dataclass(frozen=True)
class Region:
    """A hit-test region registered while drawing: a rectangle or a circle, and its key."""

    key: str
    x: float
    y: float
    w: float
    h: float
    round: bool = False

    def contains(self, px: float, py: float) -> bool:
        """True if the point lies inside (circles use the inscribed ellipse).

        >>> Region("a", 0, 0, 10, 10, round=True).contains(9.5, 9.5)
        False
        >>> Region("a", 0, 0, 10, 10).contains(9.5, 9.5)
        True
        """
        if self.round:
            rx, ry = self.w / 2, self.h / 2
            if rx <= 0 or ry <= 0:
                return False
            dx = (px - self.x - rx) / rx
            dy = (py - self.y - ry) / ry
            return dx * dx + dy * dy <= 1.0
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        """The region's centre (where a test or a keyboard user would tap)."""
        return self.x + self.w / 2, self.y + self.h / 2


class Painter:
    """Collects the drawing commands of one frame and its hit regions."""

    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.regions: list[Region] = []

    # -- state
    def save(self) -> None:
        """Push the drawing state."""
        self.ops.append(["save"])

    def restore(self) -> None:
        """Pop the drawing state."""
        self.ops.append(["restore"])

    def translate(self, x: float, y: float) -> None:
        """Move the origin."""
        self.ops.append(["tr", _r(x), _r(y)])

    def rotate(self, angle: float) -> None:
        """Rotate by ``angle`` radians."""
        self.ops.append(["rot", round(angle, 4)])

    def scale(self, sx: float, sy: float) -> None:
        """Scale the axes."""
        self.ops.append(["sc", round(sx, 4), round(sy, 4)])

    def alpha(self, value: float) -> None:
        """Set the global alpha (0..1)."""
        self.ops.append(["ga", round(max(0.0, min(1.0, value)), 3)])

    def fill_style(self, color: str) -> None:
        """Set the fill colour (any CSS colour)."""
        self.ops.append(["fs", color])

    def stroke_style(self, color: str) -> None:
        """Set the stroke colour."""
        self.ops.append(["ss", color])

    def line_width(self, width: float) -> None:
        """Set the line width in CSS pixels."""
        self.ops.append(["lw", (int(width * 100 + 0.5) if width >= 0 else -int(-width * 100 + 0.5)) / 100])

    def line_cap(self, cap: str) -> None:
        """Set the line cap ("butt", "round", "square")."""
        self.ops.append(["lc", cap])

    def line_join(self, join: str) -> None:
        """Set the line join ("miter", "round", "bevel")."""
        self.ops.append(["lj", join])

    def dash(self, pattern: list[float]) -> None:
        """Set the dash pattern (empty: solid)."""
        self.ops.append(["ld", [_r(v) for v in pattern]])

    def shadow(self, color: str, blur: float, dx: float = 0.0, dy: float = 0.0) -> None:
        """Set the shadow (``blur`` 0 and a transparent colour switch it off)."""
        self.ops.append(
            [
                "sh",
                color,
                (int(blur * 100 + 0.5) if blur >= 0 else -int(-blur * 100 + 0.5)) / 100,
                (int(dx * 100 + 0.5) if dx >= 0 else -int(-dx * 100 + 0.5)) / 100,
                (int(dy * 100 + 0.5) if dy >= 0 else -int(-dy * 100 + 0.5)) / 100,
            ]
        )

    def font(self, css: str) -> None:
        """Set the font, as a CSS font shorthand."""
        self.ops.append(["font", css])

    def text_align(self, align: str, baseline: str = "middle") -> None:
        """Set horizontal alignment and baseline of text."""
        self.ops.append(["ta", align, baseline])

    def linear_gradient(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        stops: list[tuple[float, str]],
        *,
        stroke: bool = False,
    ) -> None:
        """Use a linear gradient as the fill (or stroke) style."""
        self.ops.append(
            [
                "lg",
                _r(x0),
                _r(y0),
                _r(x1),
                _r(y1),
                [[round(o, 3), c] for o, c in stops],
                "ss" if stroke else "fs",
            ]
        )

    def radial_gradient(
        self,
        x: float,
        y: float,
        r0: float,
        r1: float,
        stops: list[tuple[float, str]],
        *,
        stroke: bool = False,
    ) -> None:
        """Use a radial gradient (concentric circles at x, y) as the fill (or stroke) style."""
        self.ops.append(
            [
                "rg",
                _r(x),
                _r(y),
                _r(r0),
                _r(r1),
                [[round(o, 3), c] for o, c in stops],
                "ss" if stroke else "fs",
            ]
        )

    # -- paths
    def begin(self) -> None:
        """Start a new path."""
        self.ops.append(["bp"])

    def move(self, x: float, y: float) -> None:
        """Move the pen."""
        self.ops.append(
            [
                "mt",
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
            ]
        )

    def line(self, x: float, y: float) -> None:
        """Draw a line to a point."""
        self.ops.append(
            [
                "lt",
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
            ]
        )

    def quad(self, cx: float, cy: float, x: float, y: float) -> None:
        """Quadratic curve."""
        self.ops.append(
            [
                "qt",
                (int(cx * 100 + 0.5) if cx >= 0 else -int(-cx * 100 + 0.5)) / 100,
                (int(cy * 100 + 0.5) if cy >= 0 else -int(-cy * 100 + 0.5)) / 100,
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
            ]
        )

    def bezier(self, c1x: float, c1y: float, c2x: float, c2y: float, x: float, y: float) -> None:
        """Cubic curve."""
        self.ops.append(["bt", _r(c1x), _r(c1y), _r(c2x), _r(c2y), _r(x), _r(y)])

    def arc(
        self,
        x: float,
        y: float,
        r: float,
        a0: float = 0.0,
        a1: float = 6.283185307179586,
        *,
        join: bool = False,
    ) -> None:
        """Circular arc (a full circle by default): a new sub-path, or joined to the pen with ``join``."""
        name = "ac" if join else "ar"
        r = max(r, 0.0)
        self.ops.append(
            [
                name,
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
                (int(r * 100 + 0.5) if r >= 0 else -int(-r * 100 + 0.5)) / 100,
                round(a0, 4),
                round(a1, 4),
            ]
        )

    def ellipse(self, x: float, y: float, rx: float, ry: float, rotation: float = 0.0) -> None:
        """A whole ellipse."""
        self.ops.append(["el", _r(x), _r(y), _r(max(rx, 0.0)), _r(max(ry, 0.0)), round(rotation, 4)])

    def rect(self, x: float, y: float, w: float, h: float) -> None:
        """Add a rectangle to the path."""
        self.ops.append(["rc", _r(x), _r(y), _r(w), _r(h)])

    def round_rect(self, x: float, y: float, w: float, h: float, r: float) -> None:
        """Add a rounded rectangle to the path."""
        r = max(0.0, min(r, w / 2, h / 2))
        self.ops.append(
            [
                "rr",
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
                (int(w * 100 + 0.5) if w >= 0 else -int(-w * 100 + 0.5)) / 100,
                (int(h * 100 + 0.5) if h >= 0 else -int(-h * 100 + 0.5)) / 100,
                (int(r * 100 + 0.5) if r >= 0 else -int(-r * 100 + 0.5)) / 100,
            ]
        )

    def close(self) -> None:
        """Close the current sub-path."""
        self.ops.append(["cp"])

    def fill(self) -> None:
        """Fill the current path."""
        self.ops.append(["f"])

    def stroke(self) -> None:
        """Stroke the current path."""
        self.ops.append(["s"])

    def clip(self) -> None:
        """Clip to the current path."""
        self.ops.append(["clip"])

    def poly(self, points: list[tuple[float, float]], *, close: bool = True) -> None:
        """Begin a path through the points (closed by default)."""
        self.begin()
        for i, (x, y) in enumerate(points):
            if i == 0:
                self.move(x, y)
            else:
                self.line(x, y)
        if close:
            self.close()

    # -- shortcuts
    def fill_rect(self, x: float, y: float, w: float, h: float) -> None:
        """Fill a rectangle with the fill style."""
        self.ops.append(
            [
                "fr",
                (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
                (int(w * 100 + 0.5) if w >= 0 else -int(-w * 100 + 0.5)) / 100,
                (int(h * 100 + 0.5) if h >= 0 else -int(-h * 100 + 0.5)) / 100,
            ]
        )

    def stroke_rect(self, x: float, y: float, w: float, h: float) -> None:
        """Stroke a rectangle."""
        self.ops.append(["sr", _r(x), _r(y), _r(w), _r(h)])

    def text(self, text: str, x: float, y: float, max_width: float | None = None) -> None:
        """Fill text at a point (alignment from :meth:`text_align`)."""
        if max_width is None:
            self.ops.append(
                [
                    "ft",
                    text,
                    (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                    (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
                ]
            )
        else:
            self.ops.append(
                [
                    "ft",
                    text,
                    (int(x * 100 + 0.5) if x >= 0 else -int(-x * 100 + 0.5)) / 100,
                    (int(y * 100 + 0.5) if y >= 0 else -int(-y * 100 + 0.5)) / 100,
                    (int(max_width * 100 + 0.5) if max_width >= 0 else -int(-max_width * 100 + 0.5)) / 100,
                ]
            )

    def stroke_text(self, text: str, x: float, y: float) -> None:
        """Stroke text outlines."""
        self.ops.append(["st", text, _r(x), _r(y)])

    def circle(
        self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = None
    ) -> None:
        """A circle, filled and/or stroked with the given colours."""
        self.begin()
        self.arc(x, y, r)
        if fill is not None:
            self.fill_style(fill)
            self.fill()
        if stroke is not None:
            self.stroke_style(stroke)
            self.stroke()

    # -- layers, tags, regions
    def begin_layer(self, key: str, w: float, h: float) -> None:
        """Start drawing into the offscreen layer ``key`` of ``w`` x ``h`` CSS pixels (replacing it)."""
        self.ops.append(["L+", key, _r(w), _r(h)])

    def end_layer(self) -> None:
        """Go back to drawing on the screen."""
        self.ops.append(["L-"])

    def draw_layer(self, key: str, x: float, y: float) -> None:
        """Stamp a layer at a point."""
        self.ops.append(["L", key, _r(x), _r(y)])

    def tag(self, label: str) -> None:
        """A no-op marker naming what is drawn next (tests read it; the canvas ignores it)."""
        self.ops.append(["tag", label])

    def region(self, key: str, x: float, y: float, w: float, h: float, *, round: bool = False) -> None:
        """Register a hit region; later regions lie on top of earlier ones."""
        self.regions.append(Region(key, x, y, w, h, round))


class Surface(Protocol):
    """Where finished frames go: the page's canvas or a test recorder."""

    def present(self, ops: list[Op]) -> None:
        """Show one frame (the canvas is cleared first)."""
        ...


class RecordingSurface:
    """A surface for CPython tests: keeps every frame and every layer's commands."""

    def __init__(self) -> None:
        self.frames: list[list[Op]] = []
        self.layers: dict[str, list[Op]] = {}

    def present(self, ops: list[Op]) -> None:
        """Keep the frame; layer contents are filed under their key."""
        self.frames.append(ops)
        current: list[Op] | None = None
        for op in ops:
            if op[0] == "L+":
                current = self.layers[op[1]] = []
            elif op[0] == "L-":
                current = None
            elif op[0] == "Lx":
                self.layers.pop(op[1], None)
            elif current is not None:
                current.append(op)

    @property
    def last(self) -> list[Op]:
        """The last frame's commands."""
        return self.frames[-1] if self.frames else []

    def texts(self, frame: list[Op] | None = None) -> list[str]:
        """Every text drawn in a frame (the last by default), layers stamped in it included."""
        return [op[1] for op in self.expanded(frame) if op[0] in ("ft", "st")]

    def tags(self, frame: list[Op] | None = None) -> list[str]:
        """Every tag in a frame, layers stamped in it included."""
        return [op[1] for op in self.expanded(frame) if op[0] == "tag"]

    def expanded(self, frame: list[Op] | None = None) -> list[Op]:
        """What a frame put on screen: stamped layers replaced by their commands, layer building left out."""
        out: list[Op] = []
        building = False
        for op in self.last if frame is None else frame:
            if op[0] == "L+":
                building = True
            elif op[0] == "L-":
                building = False
            elif building:
                continue
            elif op[0] == "L":
                out.extend(self.layers.get(op[1], []))
            elif op[0] != "Lx":
                out.append(op)
        return out


class LayerCache:
    """Remembers which offscreen layers the surface already holds, so each is drawn only once.

    A layer may belong to a *group* (e.g. "hand"): a group holds one layer at a time, and
    drawing a new key in it drops the old one on the surface, so changing content never
    piles up canvases.

    >>> cache, p = LayerCache(), Painter()
    >>> cache.stamp(p, "a", 0, 0, 5, 5, lambda q: q.fill_rect(0, 0, 5, 5), group="g")
    >>> cache.stamp(p, "a", 0, 0, 5, 5, lambda q: q.fill_rect(0, 0, 5, 5), group="g")
    >>> cache.stamp(p, "b", 0, 0, 5, 5, lambda q: None, group="g")
    >>> [op[0] for op in p.ops]
    ['L+', 'fr', 'L-', 'L', 'L', 'Lx', 'L+', 'L-', 'L']
    """

    def __init__(self) -> None:
        self.known: set[str] = set()
        self.groups: dict[str, str] = {}

    def stamp(
        self, p: Painter, key: str, x: float, y: float, w: float, h: float, build: Any, *, group: str = ""
    ) -> None:
        """Stamp layer ``key`` at (x, y); ``build(painter)`` draws it first if the surface lacks it."""
        if key not in self.known:
            old = self.groups.get(group) if group else None
            if old is not None and old != key and old in self.known:
                p.ops.append(["Lx", old])
                self.known.discard(old)
            p.begin_layer(key, w, h)
            build(p)
            p.end_layer()
            self.known.add(key)
        if group:
            self.groups[group] = key
        p.draw_layer(key, x, y)

    def forget(self) -> None:
        """Forget every layer (after a resize or a change of pixel ratio)."""
        self.known.clear()
        self.groups.clear()
