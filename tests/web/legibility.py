"""Every text a recorded frame puts on screen, with its size in CSS px and its box, for legibility tests.

``drawn_texts(surface)`` walks the last frame of a :class:`RecordingSurface`, follows the
layers it stamps (at their offsets), the font, alignment, translations and scales in
force, and returns one :class:`Drawn` per ``fillText``/``strokeText``.  A text given a
maximum width that it exceeds is squeezed by the canvas: its *effective* size is the
font size times that squeeze.  Widths come from :mod:`pharaoh.web.measure` (DejaVu Serif,
as Chromium measures it).

Tags (``Painter.tag``) split the texts into groups: a card face tags its name lines
``"name"``, so a test can put a card's name back together.

>>> from pharaoh.web.surface import Painter, RecordingSurface
>>> p, s = Painter(), RecordingSurface()
>>> p.font("700 12px serif"); p.text("Tomb", 10, 20); p.font("9px serif"); p.text("small", 0, 0, 20)
>>> s.present(p.ops)
>>> [(d.text, d.size, d.bold, round(d.effective, 1)) for d in drawn_texts(s)]
[('Tomb', 12.0, True, 12.0), ('small', 9.0, False, 7.4)]
>>> [d.text for d in too_small(drawn_texts(s))]
['small']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pharaoh.web.measure import text_width
from pharaoh.web.surface import Op, RecordingSurface

MIN_PX = 11.0
"""The smallest text a player should have to read, in CSS px."""

_FONT = re.compile(r"(?:^|\s)(\d+(?:\.\d+)?)px")


@dataclass(frozen=True)
class Drawn:
    """One text on screen: what, how large, where (anchor, alignment), squeezed to what width."""

    text: str
    size: float
    bold: bool
    x: float
    y: float
    align: str
    baseline: str
    max_width: float | None
    tag: str
    group: int

    @property
    def natural(self) -> float:
        """The width the text would take unsqueezed."""
        return text_width(self.text, self.size, bold=self.bold)

    @property
    def width(self) -> float:
        """The width it takes on screen."""
        natural = self.natural
        return natural if self.max_width is None else min(natural, self.max_width)

    @property
    def effective(self) -> float:
        """The size the reader sees: the font size, times the squeeze of a too-long text."""
        natural = self.natural
        if self.max_width is None or natural <= self.max_width or natural <= 0:
            return self.size
        return self.size * max(0.0, self.max_width) / natural

    def box(self) -> tuple[float, float, float, float]:
        """Left, top, right, bottom of the ink (roughly: the em box)."""
        w = self.width
        x0 = self.x - (w / 2 if self.align == "center" else w if self.align in ("right", "end") else 0)
        if self.baseline == "middle":
            y0 = self.y - self.size * 0.5
        elif self.baseline in ("top", "hanging"):
            y0 = self.y
        elif self.baseline == "bottom":
            y0 = self.y - self.size
        else:  # alphabetic
            y0 = self.y - self.size * 0.8
        return x0, y0, x0 + w, y0 + self.size


@dataclass
class _State:
    font: str = "10px sans-serif"
    align: str = "start"
    baseline: str = "alphabetic"
    sx: float = 1.0
    sy: float = 1.0
    tx: float = 0.0
    ty: float = 0.0

    def copy(self) -> _State:
        return _State(self.font, self.align, self.baseline, self.sx, self.sy, self.tx, self.ty)


def _font(css: str) -> tuple[float, bool]:
    m = _FONT.search(css)
    size = float(m.group(1)) if m else 10.0
    bold = bool(re.search(r"\b(bold|[6-9]00)\b", css))
    return size, bold


def drawn_texts(surface: RecordingSurface, frame: list[Op] | None = None) -> list[Drawn]:
    """Every text of a frame (the last by default), layers stamped in it included, in drawing order."""
    out: list[Drawn] = []
    counter = [0]
    tag = [""]

    def walk(ops: list[Op], state: _State, depth: int) -> None:
        stack: list[_State] = []
        building = False
        for op in ops:
            name = op[0]
            if name == "L+":
                building = True
            elif name == "L-":
                building = False
            elif building:
                continue
            elif name == "save":
                stack.append(state.copy())
            elif name == "restore" and stack:
                state = stack.pop()
            elif name == "font":
                state.font = str(op[1])
            elif name == "ta":
                state.align, state.baseline = str(op[1]), str(op[2])
            elif name == "tr":
                state.tx += state.sx * float(op[1])
                state.ty += state.sy * float(op[2])
            elif name == "sc":
                state.sx *= float(op[1])
                state.sy *= float(op[2])
            elif name == "tag":
                counter[0] += 1
                tag[0] = str(op[1])
            elif name == "L" and depth < 4:
                inner = _State(sx=state.sx, sy=state.sy)
                inner.tx = state.tx + state.sx * float(op[2])
                inner.ty = state.ty + state.sy * float(op[3])
                walk(surface.layers.get(str(op[1]), []), inner, depth + 1)
            elif name in ("ft", "st"):
                size, bold = _font(state.font)
                scale = min(abs(state.sx), abs(state.sy))
                max_w = float(op[4]) * abs(state.sx) if len(op) > 4 else None
                out.append(
                    Drawn(
                        str(op[1]),
                        size * scale,
                        bold,
                        state.tx + state.sx * float(op[2]),
                        state.ty + state.sy * float(op[3]),
                        state.align,
                        state.baseline,
                        max_w,
                        tag[0],
                        counter[0],
                    )
                )

    walk(surface.last if frame is None else frame, _State(), 0)
    return out


def too_small(texts: list[Drawn], minimum: float = MIN_PX) -> list[Drawn]:
    """The texts a reader sees smaller than ``minimum`` px (blank ones do not count)."""
    return [d for d in texts if d.text.strip() and d.effective < minimum - 1e-6]


def overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """True if two (left, top, right, bottom) boxes share some area.

    >>> overlaps((0, 0, 10, 10), (9, 9, 20, 20)), overlaps((0, 0, 10, 10), (10, 0, 20, 10))
    (True, False)
    """
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
