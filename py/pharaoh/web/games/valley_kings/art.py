"""Vector art of our own for the valley: card faces and backs, tombs, coins, the medallion, the table.

A card face is drawn from the engine's catalog entry (name, type, cost, strength and
effect text in both languages), so every card of the data file gets a readable face.
Small cards keep the name and the numbers; the effect text appears from a width of
about 80 px up.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from pharaoh.web.art import GOLD as GOLD
from pharaoh.web.art import INK as INK
from pharaoh.web.art import SERIF as SERIF
from pharaoh.web.art import coin as coin
from pharaoh.web.art import font as font
from pharaoh.web.surface import Painter

TYPE_COLOURS: dict[str, tuple[str, str]] = {
    "adventurer": ("#c9952f", "#6b4510"),
    "companion": ("#3f74b5", "#1d3a60"),
    "animal": ("#4f9a4a", "#22501f"),
    "trap": ("#c0462f", "#61200f"),
    "undead": ("#7b55a8", "#3b2358"),
    "papyrus": ("#b89a52", "#5a4520"),
    "tomb": ("#8d7a5e", "#3e3222"),
}
"""Band colour and dark edge of each card type."""


def wrap(text: str, chars: int) -> list[str]:
    """Break ``text`` into lines of at most about ``chars`` characters (no measuring on the canvas).

    >>> wrap("draw one card now", 9)
    ['draw one', 'card now']
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def _plate(p: Painter, x: float, y: float, w: float, h: float, top: str, bottom: str, edge: str) -> None:
    p.shadow("rgba(0,0,0,0.45)", 6, 0, 2)
    p.linear_gradient(x, y, x, y + h, [(0.0, top), (1.0, bottom)])
    p.begin()
    p.round_rect(x, y, w, h, min(w, h) * 0.08)
    p.fill()
    p.shadow("rgba(0,0,0,0)", 0)
    p.stroke_style(edge)
    p.line_width(max(1.0, w * 0.025))
    p.stroke()


def shield(p: Painter, cx: float, cy: float, r: float, label: str, colour: str = "#b43a26") -> None:
    """A strength badge: a small shield with the number."""
    p.fill_style(colour)
    p.begin()
    p.poly(
        [
            (cx - r, cy - r * 0.85),
            (cx + r, cy - r * 0.85),
            (cx + r * 0.9, cy + r * 0.2),
            (cx, cy + r * 1.05),
            (cx - r * 0.9, cy + r * 0.2),
        ]
    )
    p.fill()
    p.stroke_style("#fbe7c0")
    p.line_width(max(1.0, r * 0.12))
    p.stroke()
    p.fill_style("#fff6e2")
    p.font(font(r * 1.2, "700"))
    p.text_align("center")
    p.text(label, cx, cy + r * 0.02)


def card_face(p: Painter, face: Mapping[str, Any], x: float, y: float, w: float, h: float, lang: str) -> None:
    """A card face up: coloured band with the name, type, cost coin, strength shield and effect text."""
    kind = str(face.get("type", "companion"))
    band, edge = TYPE_COLOURS.get(kind, TYPE_COLOURS["companion"])
    if kind == "tomb":
        _plate(p, x, y, w, h, "#d8c9a4", "#a99470", edge)
    elif kind == "papyrus":
        _plate(p, x, y, w, h, "#f3e2b0", "#d6bb7a", edge)
    else:
        _plate(p, x, y, w, h, "#f7ecd0", "#dcc590", edge)
    names: Mapping[str, str] = face.get("name") or {}
    name = str(names.get(lang) or names.get("en") or face.get("id", "?"))
    big = w >= 80
    band_h = h * (0.2 if big else 0.3)
    p.fill_style(band)
    p.begin()
    p.round_rect(x + w * 0.05, y + w * 0.05, w * 0.9, band_h, min(w, h) * 0.05)
    p.fill()
    p.fill_style("#fffaf0")
    p.text_align("center")
    size = w * (0.115 if big else 0.15)
    lines = wrap(name, max(6, int(w * 0.9 / (size * 0.52))))[:2]
    if len(lines) == 1:
        p.font(font(size * 1.05, "700"))
        p.text(lines[0], x + w / 2, y + w * 0.05 + band_h / 2, w * 0.84)
    else:
        p.font(font(size * 0.9, "700"))
        for i, line in enumerate(lines):
            p.text(line, x + w / 2, y + w * 0.05 + band_h * (0.3 + 0.4 * i), w * 0.84)
    role = str(face.get("role", kind))
    type_word = TYPE_WORDS.get(kind, {}).get(lang, kind)
    if kind == "papyrus":
        type_word += " · " + TYPE_WORDS.get(role, {}).get(lang, role)
    cost = face.get("cost")
    strength = face.get("strength")
    top = y + w * 0.05 + band_h
    p.fill_style(edge)
    p.font(font(w * (0.085 if big else 0.12), "italic"))
    p.text(type_word, x + w / 2, top + h * 0.06, w * 0.9)
    if cost is not None:
        coin(p, x + w * 0.16, y + h * 0.9, w * 0.11, str(cost))
    if strength is not None:
        shield(p, x + w * 0.84, y + h * 0.9, w * 0.11, str(strength), band if kind != "papyrus" else edge)
    if not big:
        return
    texts: Mapping[str, str] = face.get("text") or {}
    body = str(texts.get(lang) or texts.get("en") or "")
    size = w * 0.082
    chars = max(8, int(w * 0.86 / (size * 0.48)))
    lines = wrap(body, chars)
    room = h * 0.66 - (top - y) - h * 0.02
    if len(lines) * size * 1.18 > room:
        size = max(6.5, size * 0.82)
        lines = wrap(body, max(8, int(w * 0.86 / (size * 0.48))))
    p.fill_style(INK)
    p.font(font(size))
    ty = top + h * 0.13
    for line in lines:
        if ty > y + h * 0.82:
            break
        p.text(line, x + w / 2, ty, w * 0.88)
        ty += size * 1.18


def card_back(p: Painter, x: float, y: float, w: float, h: float, *, papyrus: bool = False) -> None:
    """A card from behind: the dark main deck back (an eye) or the light papyrus back (a scroll)."""
    if papyrus:
        _plate(p, x, y, w, h, "#e9d49a", "#b99a58", "#6d5125")
        p.stroke_style("rgba(110,80,30,0.55)")
        p.line_width(max(1.0, w * 0.03))
        for i in range(4):
            yy = y + h * (0.3 + 0.13 * i)
            p.begin()
            p.move(x + w * 0.2, yy)
            p.line(x + w * 0.8, yy)
            p.stroke()
        return
    _plate(p, x, y, w, h, "#4a2f18", "#2c1b0c", "#b8862c")
    p.stroke_style("rgba(226,178,69,0.6)")
    p.line_width(max(1.0, w * 0.03))
    p.begin()
    p.round_rect(x + w * 0.1, y + w * 0.1, w * 0.8, h - w * 0.2, w * 0.06)
    p.stroke()
    eye(p, x + w / 2, y + h / 2, w * 0.26)


def eye(p: Painter, cx: float, cy: float, r: float) -> None:
    """A stylised eye of Horus in gold."""
    p.stroke_style(GOLD)
    p.line_width(max(1.0, r * 0.14))
    p.begin()
    p.move(cx - r, cy)
    p.quad(cx, cy - r * 0.9, cx + r, cy)
    p.quad(cx, cy + r * 0.7, cx - r, cy)
    p.stroke()
    p.fill_style(GOLD)
    p.begin()
    p.arc(cx, cy, r * 0.28)
    p.fill()
    p.begin()
    p.move(cx - r * 0.2, cy + r * 0.3)
    p.line(cx - r * 0.35, cy + r * 0.95)
    p.stroke()


def medallion(p: Painter, cx: float, cy: float, r: float, glow: float = 0.0) -> None:
    """The medallion: a gold disc with a scarab-like sun."""
    if glow > 0:
        p.fill_style(f"rgba(255,220,120,{0.35 * glow:.2f})")
        p.begin()
        p.arc(cx, cy, r * 1.5)
        p.fill()
    p.radial_gradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, r * 1.3, [(0.0, "#fff3c0"), (1.0, "#b7801a")])
    p.begin()
    p.arc(cx, cy, r)
    p.fill()
    p.stroke_style("#6b4a0e")
    p.line_width(max(1.0, r * 0.1))
    p.stroke()
    p.stroke_style("#7a5410")
    for i in range(12):
        a = i * math.pi / 6
        p.begin()
        p.move(cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55)
        p.line(cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8)
        p.stroke()
    p.fill_style("#8a1f12")
    p.begin()
    p.arc(cx, cy, r * 0.35)
    p.fill()


def pass_marker(p: Painter, cx: float, cy: float, r: float, *, used: bool) -> None:
    """The pass marker: a round stone tile, crossed out once spent."""
    p.fill_style("#6f6a60" if used else "#cbbf9f")
    p.begin()
    p.arc(cx, cy, r)
    p.fill()
    p.stroke_style("#3a3328")
    p.line_width(max(1.0, r * 0.12))
    p.stroke()
    p.fill_style("#3a3328")
    p.font(font(r * 0.8, "700"))
    p.text_align("center")
    p.text("P", cx, cy + r * 0.05)
    if used:
        p.stroke_style("#c0462f")
        p.line_width(max(1.5, r * 0.18))
        p.begin()
        p.move(cx - r * 0.7, cy - r * 0.7)
        p.line(cx + r * 0.7, cy + r * 0.7)
        p.stroke()


def table_cloth(p: Painter, w: float, h: float) -> None:
    """The background: warm sand stone with faint ruled lines and two camp mats."""
    p.linear_gradient(0, 0, 0, h, [(0.0, "#3b2a18"), (0.5, "#4a3520"), (1.0, "#3b2a18")])
    p.fill_rect(0, 0, w, h)
    p.stroke_style("rgba(255,230,180,0.05)")
    p.line_width(1)
    step = 22.0
    y = step
    while y < h:
        p.begin()
        p.move(0, y)
        p.line(w, y)
        p.stroke()
        y += step


def mat(p: Painter, x: float, y: float, w: float, h: float, colour: str) -> None:
    """A rounded mat behind a zone of the table (a camp, the tomb)."""
    p.fill_style(colour)
    p.begin()
    p.round_rect(x, y, w, h, 12)
    p.fill()
    p.stroke_style("rgba(224,176,74,0.28)")
    p.line_width(1)
    p.stroke()


def burst(p: Painter, cx: float, cy: float, r: float, k: float) -> None:
    """A trap going off: a red ring that widens and fades as ``k`` goes from 0 to 1."""
    p.alpha(max(0.0, 1 - k))
    p.stroke_style("#ff6a3d")
    p.line_width(max(2.0, r * 0.15 * (1 - k)))
    p.begin()
    p.arc(cx, cy, r * (0.4 + 0.9 * k))
    p.stroke()
    p.alpha(1)


TYPE_WORDS: dict[str, dict[str, str]] = {
    "adventurer": {"de": "Abenteurer", "en": "Adventurer"},
    "companion": {"de": "Gefährte", "en": "Companion"},
    "animal": {"de": "Tier", "en": "Animal"},
    "trap": {"de": "Falle", "en": "Trap"},
    "undead": {"de": "Untoter", "en": "Undead"},
    "papyrus": {"de": "Papyrus", "en": "Papyrus"},
    "tomb": {"de": "Grab", "en": "Tomb"},
}
"""The type line of a card face."""
