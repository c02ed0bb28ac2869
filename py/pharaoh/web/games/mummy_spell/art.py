"""Drawn art of the spell table, our own: sand, cards, beetles, coins and small icons on the canvas."""

from __future__ import annotations

import math

from pharaoh.web.art import GOLD as GOLD
from pharaoh.web.art import INK as INK
from pharaoh.web.art import SERIF as SERIF
from pharaoh.web.art import coin as coin
from pharaoh.web.art import font as font
from pharaoh.web.games.mummy_spell.fit import MIN_TEXT, width, wrap
from pharaoh.web.surface import Painter

PAPER = "#efe0bb"
TEXT = "#f1dca6"
DIM = "#b9a57a"

SEAT_COLOURS = ("#3d8c7a", "#c9952f", "#b8452f", "#8a5cc0", "#3f74b5")
"""Seat colours: the mummy (teal), archaeologist, gangster, occultist, agent."""
KIND_ICON = {
    "research": "lens",
    "dig": "shovel",
    "pendulum": "pendulum",
    "dynamite": "dynamite",
    "control": "eye",
    "observation": "eye",
    "tea": "cup",
}


def seat_colour(seat: int) -> str:
    """The colour of a seat (grey for nobody)."""
    return SEAT_COLOURS[seat] if 0 <= seat < len(SEAT_COLOURS) else "#7d7160"


def label(
    p: Painter,
    text: str,
    x: float,
    y: float,
    size: float,
    *,
    colour: str = TEXT,
    align: str = "left",
    weight: str = "",
    max_w: float | None = None,
) -> bool:
    """One line of text, at least :data:`MIN_TEXT` px and whole: False (nothing drawn) if it would not fit."""
    size = max(MIN_TEXT, size)
    if max_w is not None and width(text, size, weight == "700") > max_w:
        return False
    p.font(font(size, weight))
    p.fill_style(colour)
    p.text_align(align)
    p.text(text, x, y, max_w)
    return True


def name(
    p: Painter,
    forms: list[str],
    x: float,
    y: float,
    size: float,
    *,
    max_w: float,
    colour: str = TEXT,
    align: str = "left",
    weight: str = "",
) -> str | None:
    """The first of a name's ``forms`` (whole name, then short forms of our own) that fits; None if none."""
    for text in forms:
        if label(p, text, x, y, size, colour=colour, align=align, weight=weight, max_w=max_w):
            return text
    return None


def lines(
    p: Painter,
    text: str,
    x: float,
    y: float,
    size: float,
    *,
    max_w: float,
    rows: int,
    colour: str = TEXT,
    align: str = "left",
    weight: str = "",
    step: float = 1.2,
) -> int:
    """``text`` wrapped into at most ``rows`` lines from ``y`` down; 0 (nothing drawn) if it cannot fit."""
    parts = wrap(text, max(MIN_TEXT, size), max_w, rows, weight == "700")
    if not parts:
        return 0
    for i, part in enumerate(parts):
        label(p, part, x, y + i * size * step, size, colour=colour, align=align, weight=weight, max_w=max_w)
    return len(parts)


def table_cloth(p: Painter, w: float, h: float) -> None:
    """The desert table: warm sand with faint dune lines."""
    p.linear_gradient(0, 0, 0, h, [(0.0, "#6a4b27"), (0.5, "#5a3e1f"), (1.0, "#3f2b15")])
    p.fill_rect(0, 0, w, h)
    p.stroke_style("rgba(255,220,160,0.06)")
    p.line_width(2)
    for i in range(9):
        y = h * (i + 0.5) / 9
        p.begin()
        p.move(0, y)
        p.bezier(w * 0.3, y - 18, w * 0.6, y + 18, w, y - 6)
        p.stroke()


def mat(p: Painter, x: float, y: float, w: float, h: float, colour: str = "rgba(20,13,6,0.5)") -> None:
    """A dark rounded mat under a zone."""
    p.fill_style(colour)
    p.begin()
    p.round_rect(x, y, w, h, min(10.0, min(w, h) * 0.1))
    p.fill()


def plate(p: Painter, x: float, y: float, w: float, h: float, top: str, bottom: str, edge: str) -> None:
    """A card-like plate with a soft shadow and an edge."""
    p.save()
    p.shadow("rgba(0,0,0,0.4)", 4, 0, 2)
    p.linear_gradient(x, y, x, y + h, [(0.0, top), (1.0, bottom)])
    p.begin()
    p.round_rect(x, y, w, h, min(w, h) * 0.12)
    p.fill()
    p.restore()
    p.stroke_style(edge)
    p.line_width(1.2)
    p.begin()
    p.round_rect(x, y, w, h, min(w, h) * 0.12)
    p.stroke()


def glow(p: Painter, x: float, y: float, w: float, h: float, strength: float = 1.0) -> None:
    """A golden frame around something tappable."""
    p.stroke_style(f"rgba(255,214,110,{0.45 + 0.5 * strength:.2f})")
    p.line_width(2.5)
    p.begin()
    p.round_rect(x - 2.5, y - 2.5, w + 5, h + 5, min(w, h) * 0.14 + 2)
    p.stroke()


def back(p: Painter, x: float, y: float, w: float, h: float, colour: str = "#5b3f22") -> None:
    """The back of an action card: a dark plate with a small sun disc."""
    plate(p, x, y, w, h, colour, "#2e1e0f", "#8a6a3a")
    r = min(w, h) * 0.22
    p.circle(x + w / 2, y + h / 2, r, fill="rgba(226,178,69,0.55)")


def beetle_back(p: Painter, x: float, y: float, w: float, h: float) -> None:
    """A face-down beetle card: deep green with a scarab outline."""
    plate(p, x, y, w, h, "#2f4a3e", "#17251f", "#6e9a7e")
    scarab(p, x + w / 2, y + h / 2, min(w, h) * 0.32, "rgba(170,220,180,0.7)")


def scarab(p: Painter, cx: float, cy: float, r: float, colour: str) -> None:
    """A scarab beetle: round body, head and six legs."""
    p.fill_style(colour)
    p.begin()
    p.ellipse(cx, cy + r * 0.15, r * 0.62, r * 0.8)
    p.fill()
    p.begin()
    p.arc(cx, cy - r * 0.78, r * 0.3)
    p.fill()
    p.stroke_style(colour)
    p.line_width(max(1.0, r * 0.12))
    for side in (-1, 1):
        for k in (-0.35, 0.15, 0.6):
            p.begin()
            p.move(cx + side * r * 0.5, cy + k * r)
            p.line(cx + side * r * 0.95, cy + k * r + r * 0.2)
            p.stroke()


def sand_stack(p: Painter, x: float, y: float, w: float, h: float, n: int) -> None:
    """A pile of ``n`` sand cards, offset slightly."""
    shown = min(n, 6)
    step = min(3.0, h * 0.05)
    for i in range(shown):
        ox = x + i * step
        oy = y + (shown - 1 - i) * step
        plate(p, ox, oy, w - shown * step, h - shown * step, "#e2c47f", "#b8944e", "#8a6a33")
        p.stroke_style("rgba(120,85,35,0.5)")
        p.line_width(1)
        for k in range(3):
            yy = oy + (h - shown * step) * (0.3 + 0.2 * k)
            p.begin()
            p.move(ox + 4, yy)
            p.quad(ox + (w - shown * step) / 2, yy - 4, ox + w - shown * step - 4, yy)
            p.stroke()


def icon(p: Painter, name: str, cx: float, cy: float, r: float, colour: str = INK) -> None:
    """A small line icon: lens, shovel, pendulum, dynamite, eye, cup, sword, heart."""
    p.stroke_style(colour)
    p.fill_style(colour)
    p.line_width(max(1.2, r * 0.18))
    p.line_cap("round")
    if name == "lens":
        p.begin()
        p.arc(cx - r * 0.2, cy - r * 0.2, r * 0.5)
        p.stroke()
        p.begin()
        p.move(cx + r * 0.15, cy + r * 0.15)
        p.line(cx + r * 0.8, cy + r * 0.8)
        p.stroke()
    elif name == "shovel":
        p.begin()
        p.move(cx - r * 0.7, cy - r * 0.7)
        p.line(cx + r * 0.2, cy + r * 0.2)
        p.stroke()
        p.begin()
        p.poly(
            [
                (cx + r * 0.05, cy + r * 0.35),
                (cx + r * 0.35, cy + r * 0.05),
                (cx + r * 0.9, cy + r * 0.6),
                (cx + r * 0.6, cy + r * 0.9),
            ]
        )
        p.fill()
    elif name == "pendulum":
        p.begin()
        p.move(cx, cy - r * 0.9)
        p.line(cx + r * 0.3, cy + r * 0.3)
        p.stroke()
        p.begin()
        p.arc(cx + r * 0.38, cy + r * 0.5, r * 0.32)
        p.fill()
    elif name == "dynamite":
        p.fill_style("#b8322a" if colour == INK else colour)
        p.fill_rect(cx - r * 0.35, cy - r * 0.5, r * 0.7, r * 1.3)
        p.begin()
        p.move(cx, cy - r * 0.5)
        p.quad(cx + r * 0.4, cy - r * 0.9, cx + r * 0.2, cy - r * 1.0)
        p.stroke()
    elif name == "eye":
        p.begin()
        p.move(cx - r, cy)
        p.quad(cx, cy - r * 0.8, cx + r, cy)
        p.quad(cx, cy + r * 0.8, cx - r, cy)
        p.stroke()
        p.begin()
        p.arc(cx, cy, r * 0.28)
        p.fill()
    elif name == "cup":
        p.begin()
        p.move(cx - r * 0.6, cy - r * 0.4)
        p.line(cx - r * 0.4, cy + r * 0.6)
        p.line(cx + r * 0.4, cy + r * 0.6)
        p.line(cx + r * 0.6, cy - r * 0.4)
        p.close()
        p.fill()
        p.begin()
        p.arc(cx + r * 0.7, cy, r * 0.25)
        p.stroke()
    elif name == "sword":
        p.begin()
        p.move(cx - r * 0.7, cy + r * 0.7)
        p.line(cx + r * 0.7, cy - r * 0.7)
        p.stroke()
        p.begin()
        p.move(cx - r * 0.6, cy + r * 0.1)
        p.line(cx - r * 0.1, cy + r * 0.6)
        p.stroke()
    elif name == "heart":
        p.begin()
        p.move(cx, cy + r * 0.8)
        p.bezier(cx - r * 1.2, cy - r * 0.1, cx - r * 0.5, cy - r * 1.0, cx, cy - r * 0.35)
        p.bezier(cx + r * 0.5, cy - r * 1.0, cx + r * 1.2, cy - r * 0.1, cx, cy + r * 0.8)
        p.fill()
    elif name == "skull":
        p.begin()
        p.arc(cx, cy - r * 0.15, r * 0.6)
        p.fill()
        p.fill_rect(cx - r * 0.35, cy + r * 0.2, r * 0.7, r * 0.5)
    p.line_cap("butt")


def sun(p: Painter, cx: float, cy: float, r: float) -> None:
    """The start player's sun disc."""
    p.fill_style(GOLD)
    for i in range(8):
        a = i * math.pi / 4
        p.begin()
        p.poly(
            [
                (cx + math.cos(a - 0.18) * r * 0.8, cy + math.sin(a - 0.18) * r * 0.8),
                (cx + math.cos(a) * r * 1.35, cy + math.sin(a) * r * 1.35),
                (cx + math.cos(a + 0.18) * r * 0.8, cy + math.sin(a + 0.18) * r * 0.8),
            ]
        )
        p.fill()
    p.circle(cx, cy, r * 0.8, fill="#f3c95a", stroke="#8a5e12")


def mummy_head(p: Painter, cx: float, cy: float, r: float) -> None:
    """A bandaged mummy head with glowing eyes."""
    p.fill_style("#d9ccb0")
    p.begin()
    p.ellipse(cx, cy, r * 0.78, r)
    p.fill()
    p.stroke_style("rgba(110,90,60,0.7)")
    p.line_width(max(1.0, r * 0.08))
    for k in (-0.6, -0.25, 0.15, 0.5):
        p.begin()
        p.move(cx - r * 0.75, cy + k * r)
        p.line(cx + r * 0.75, cy + k * r + r * 0.15)
        p.stroke()
    for side in (-1, 1):
        p.circle(cx + side * r * 0.3, cy - r * 0.1, r * 0.12, fill="#7ff0c8")
