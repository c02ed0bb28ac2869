"""Vector art of our own for the valley: card faces and backs, tombs, coins, the medallion, the table.

A card face is drawn from the engine's catalog entry (name, type, cost, strength and
effect text in both languages), so every card of the data file gets a readable face.
No text is smaller than 11 CSS px: a small card keeps its name (and the numbers) where
they fit at that size and leaves the rest out; the player holds a card to read it large.
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
from pharaoh.web.measure import fits, text_width, wrap_width
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


MIN_TEXT = 11.0
"""No text on the table is smaller than this (CSS px); what cannot fit at this size is left out."""


def name_lines(name: str, w: float, size: float) -> tuple[list[str], bool] | None:
    """The name broken into at most three lines that fit a card ``w`` px wide at ``size`` px.

    Bold where bold fits, else regular; None if neither does (the card is too small for its name).

    >>> name_lines("Tara Wolf", 100, 12)
    (['Tara Wolf'], True)
    >>> name_lines("Skarabäenschwarm", 60, 11) is None
    True
    """
    room = w * 0.92 - 2
    for bold in (True, False):
        lines = wrap_width(name, size, room, bold=bold)
        if len(lines) <= 3 and fits(lines, size, room, bold=bold):
            return lines, bold
    return None


def name_width(name: str, size: float = MIN_TEXT) -> float:
    """The narrowest card width on which ``name`` still shows whole at ``size`` px.

    >>> round(name_width("Tara Wolf")), round(name_width("Skarabäenschwarm"))
    (31, 123)
    """
    longest = max((text_width(word, size) for word in name.split()), default=0.0)
    w = (longest + 2) / 0.92 + 1
    while name_lines(name, w, size) is None:
        w += 4
    return w


def badge_radius(w: float) -> float:
    """The radius of a card's cost coin and strength shield: their numbers stay 11 px or more."""
    return max(9.4, w * 0.11)


def body_fit(body: str, w: float, room: float, big: float) -> tuple[list[str], float] | None:
    """The effect text's lines and size (from ``big`` down to 11 px) that fit ``room`` px of height.

    >>> body_fit("Draw one card.", 160, 40, 14)
    (['Draw one card.'], 14)
    >>> body_fit("A long text " * 20, 60, 30, 12) is None
    True
    """
    size = max(MIN_TEXT, big)
    while size >= MIN_TEXT:
        lines = wrap_width(body, size, w * 0.86)
        if fits(lines, size, w * 0.86) and len(lines) * size * 1.18 <= room:
            return lines, size
        size -= 1
    return None


def card_face(p: Painter, face: Mapping[str, Any], x: float, y: float, w: float, h: float, lang: str) -> bool:
    """A card face up: coloured band with the name, type, cost coin, strength shield and effect text.

    Every text is 11 px or larger; what does not fit at that size is left out (the name
    first keeps its place, then the numbers, the type line and the effect text), and the
    card is read large by holding it.  Returns True if everything showed.
    """
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
    size = max(MIN_TEXT, min(w * 0.12, 20.0))
    fitted = name_lines(name, w, size)
    while fitted is None and size > MIN_TEXT:
        size = max(MIN_TEXT, size - 1)
        fitted = name_lines(name, w, size)
    pad = w * 0.04
    line_h = size * 1.12
    band_h = max(h * 0.16, len(fitted[0]) * line_h + size * 0.5) if fitted else h * 0.16
    r = badge_radius(w)
    numbered = face.get("cost") is not None or face.get("strength") is not None
    if fitted is not None and (band_h > h * 0.62 or (numbered and h - band_h - pad <= 2.3 * r)):
        # a tiny card keeps its numbers rather than its name (held, it shows both)
        fitted = None
        band_h = h * 0.16
    p.fill_style(band)
    p.begin()
    p.round_rect(x + pad, y + pad, w - 2 * pad, band_h, min(w, h) * 0.05)
    p.fill()
    if fitted is not None:
        lines, bold = fitted
        p.fill_style("#fffaf0")
        p.text_align("center")
        p.font(font(size, "700" if bold else ""))
        p.tag("name")
        top = y + pad + band_h / 2 - line_h * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            p.text(line, x + w / 2, top + i * line_h)
        p.tag("")
    cost = face.get("cost")
    strength = face.get("strength")
    badges = [b for b in (cost, strength) if b is not None]
    by = y + h - r * 1.15
    if len(badges) == 2 and 4 * r + 4 > w:
        cost = None  # too narrow for both: the strength counts on the table, the cost on the hold
    if h - band_h - pad > 2.3 * r:
        if cost is not None:
            coin(p, x + w * 0.08 + r, by, r, str(cost))
        if strength is not None:
            shield(p, x + w * 0.92 - r, by, r, str(strength), band if kind != "papyrus" else edge)
    top = y + pad + band_h + 2
    bottom = by - r * 1.1 if badges else y + h - pad
    role = str(face.get("role", kind))
    type_word = TYPE_WORDS.get(kind, {}).get(lang, kind)
    if kind == "papyrus":
        type_word += " · " + TYPE_WORDS.get(role, {}).get(lang, role)
    tsize = max(MIN_TEXT, min(w * 0.085, 15.0))
    if text_width(type_word, tsize) <= w * 0.9 and top + tsize * 1.3 <= bottom:
        p.fill_style(edge)
        p.font(font(tsize, "italic"))
        p.text_align("center")
        p.text(type_word, x + w / 2, top + tsize * 0.65)
        top += tsize * 1.3
    texts: Mapping[str, str] = face.get("text") or {}
    body = str(texts.get(lang) or texts.get("en") or "")
    # the effect text only under a name: a card too small for its name is read by holding it
    fit = body_fit(body, w, bottom - top - 2, min(w * 0.082, 18.0)) if body and fitted is not None else None
    if fit is None:
        return not body and fitted is not None
    lines, bsize = fit
    p.fill_style(INK)
    p.font(font(bsize))
    p.text_align("center")
    ty = top + bsize * 0.7
    for line in lines:
        p.text(line, x + w / 2, ty)
        ty += bsize * 1.18
    return fitted is not None


def card_chip(p: Painter, face: Mapping[str, Any], x: float, y: float, w: float, h: float, lang: str) -> None:
    """A hand card as a name tile (a phone's hand): type stripe, the whole name, cost and strength.

    The name is bold where it fits, else regular, on one or two lines at 11 px or more.
    """
    kind = str(face.get("type", "companion"))
    band, edge = TYPE_COLOURS.get(kind, TYPE_COLOURS["companion"])
    paper = ("#f3e2b0", "#d6bb7a") if kind == "papyrus" else ("#f7ecd0", "#dcc590")
    p.shadow("rgba(0,0,0,0.4)", 4, 0, 1)
    p.linear_gradient(x, y, x, y + h, [(0.0, paper[0]), (1.0, paper[1])])
    p.begin()
    p.round_rect(x, y, w, h, 5)
    p.fill()
    p.shadow("rgba(0,0,0,0)", 0)
    p.stroke_style(edge)
    p.line_width(1)
    p.stroke()
    p.fill_style(band)
    p.begin()
    p.round_rect(x + 2, y + 2, 7, h - 4, 3)
    p.fill()
    names: Mapping[str, str] = face.get("name") or {}
    name = str(names.get(lang) or names.get("en") or face.get("id", "?"))
    cost, strength = face.get("cost"), face.get("strength")
    numbers = [(v, c) for v, c in ((cost, "#c08a1e"), (strength, band)) if v is not None]
    room = w - 14 - (26 if numbers else 4)
    size = MIN_TEXT + 1 if h >= 34 else MIN_TEXT
    lines: list[str] = []
    bold = True
    for bold in (True, False):
        lines = wrap_width(name, size, room, bold=bold)
        if len(lines) <= 2 and fits(lines, size, room, bold=bold):
            break
    p.fill_style(INK)
    p.text_align("left")
    p.font(font(size, "700" if bold else ""))
    line_h = size * 1.1
    p.tag("name")
    top = y + h / 2 - line_h * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        p.text(line, x + 13, top + i * line_h)
    p.tag("")
    ny = y + h / 2 - (len(numbers) - 1) * 7
    for value, colour in numbers:
        p.fill_style(colour)
        p.begin()
        if colour == "#c08a1e":
            p.arc(x + w - 20, ny, 4.5)
        else:
            p.poly(
                [
                    (x + w - 24.5, ny - 4),
                    (x + w - 15.5, ny - 4),
                    (x + w - 16.5, ny + 1.5),
                    (x + w - 20, ny + 5),
                    (x + w - 23.5, ny + 1.5),
                ]
            )
        p.fill()
        p.fill_style(INK)
        p.font(font(MIN_TEXT, "700"))
        p.text(str(value), x + w - 13, ny + 0.5)
        ny += 14


def more_tile(p: Painter, x: float, y: float, w: float, h: float, label: str) -> None:
    """The tile that turns the page of a long hand on a phone."""
    p.fill_style("rgba(241,220,166,0.16)")
    p.begin()
    p.round_rect(x, y, w, h, 5)
    p.fill()
    p.stroke_style(GOLD)
    p.line_width(1.5)
    p.stroke()
    p.fill_style("#f1dca6")
    p.font(font(13, "700"))
    p.text_align("center")
    p.text(label, x + w / 2, y + h / 2, w - 8)


def mini_back(p: Painter, x: float, y: float, w: float, h: float, *, papyrus: bool = False) -> None:
    """A tiny card back for counts (no eye, just the colours)."""
    p.fill_style("#e9d49a" if papyrus else "#4a2f18")
    p.begin()
    p.round_rect(x, y, w, h, 2)
    p.fill()
    p.stroke_style("#6d5125" if papyrus else "#b8862c")
    p.line_width(1)
    p.stroke()


def bubble(p: Painter, lines: list[str], x: float, y: float, w: float, size: float) -> float:
    """An explanation in a dark bubble (hold-to-read); returns its height."""
    h = len(lines) * size * 1.25 + size
    p.shadow("rgba(0,0,0,0.5)", 8, 0, 2)
    p.fill_style("rgba(28,18,8,0.96)")
    p.begin()
    p.round_rect(x, y, w, h, 8)
    p.fill()
    p.shadow("rgba(0,0,0,0)", 0)
    p.stroke_style(GOLD)
    p.line_width(1)
    p.stroke()
    p.fill_style("#f6e6c0")
    p.font(font(size))
    p.text_align("left")
    for i, line in enumerate(lines):
        p.text(line, x + size * 0.6, y + size * (1.1 + 1.25 * i))
    return h


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
    """The pass stone: a round tile with a hand held up ("not me"), crossed out once spent."""
    p.fill_style("#6f6a60" if used else "#cbbf9f")
    p.begin()
    p.arc(cx, cy, r)
    p.fill()
    p.stroke_style("#3a3328")
    p.line_width(max(1.0, r * 0.12))
    p.stroke()
    # a raised open hand: palm and four fingers
    p.fill_style("#3a3328")
    p.begin()
    p.round_rect(cx - r * 0.36, cy - r * 0.05, r * 0.72, r * 0.5, r * 0.15)
    p.fill()
    for i in range(4):
        fx = cx - r * 0.33 + i * r * 0.2
        p.begin()
        p.round_rect(fx, cy - r * 0.55 + abs(1.5 - i) * r * 0.08, r * 0.14, r * 0.6, r * 0.07)
        p.fill()
    p.begin()
    p.round_rect(cx - r * 0.55, cy - r * 0.02, r * 0.25, r * 0.14, r * 0.07)
    p.fill()
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
    "adventurer": {"de": "Abenteurer", "en": "Adventurer", "fr": "Aventurier", "it": "Avventuriero"},
    "companion": {"de": "Gefährte", "en": "Companion", "fr": "Compagnon", "it": "Compagno"},
    "animal": {"de": "Tier", "en": "Animal", "fr": "Animal", "it": "Animale"},
    "trap": {"de": "Falle", "en": "Trap", "fr": "Piège", "it": "Trappola"},
    "undead": {"de": "Untoter", "en": "Undead", "fr": "Mort-vivant", "it": "Non morto"},
    "papyrus": {"de": "Papyrus", "en": "Papyrus", "fr": "Papyrus", "it": "Papiro"},
    "tomb": {"de": "Grab", "en": "Tomb", "fr": "Tombeau", "it": "Tomba"},
}
"""The type line of a card face."""
