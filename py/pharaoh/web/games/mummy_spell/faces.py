"""The faces of the spell's cards at any size: what fits is written whole, the rest is read by holding it.

A card drawn small shows its colour and picture only; the same function draws it large in
the reading panel and the excavation tray, where every name and number fits.  Every face
carries a tag (``ac:``, ``find:``, ``beetle:``) so tests can check what was shown.
"""

from __future__ import annotations

from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_KIND,
    CARD_PERSON,
    EQUIPMENT,
    EXCAVATIONS,
    HELPERS,
    PERSONS,
    SHOVELS,
    STORM,
)
from pharaoh.games.mummy_spell.describe import kind_name
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import art
from pharaoh.web.games.mummy_spell.fit import MIN_TEXT
from pharaoh.web.games.mummy_spell.model import SITE
from pharaoh.web.games.mummy_spell.names import (
    beetle_names,
    find_names,
    item_names,
    large_names,
    person_names,
)
from pharaoh.web.games.mummy_spell.reading import Reading
from pharaoh.web.i18n import tr
from pharaoh.web.measure import wrap_width
from pharaoh.web.surface import Painter


def _size(r: Rect, per_w: float, top: float) -> float:
    """A text size for a card of ``r``: ``r.w / per_w``, at most ``top`` px (callers skip what won't fit)."""
    return max(MIN_TEXT, min(top, r.w / per_w))


class Faces(Reading):
    """Card faces: action cards, excavations, beetle and large mummy cards, market items."""

    parents: dict[str, str]
    """Region key -> the zone it lies in (a tap that plays nothing there goes to the zone)."""
    _partial: set[str]
    """Zones drawn with something left out for want of room: holding them reads them whole."""
    _lit: set[str]
    _hidden: set[str]
    _pulse: float

    def _region(self, p: Painter, key: str, r: Rect, *, parent: str = "") -> None:
        """Remember where ``key`` lies, make it a region (to tap, or to hold and read), glow if tappable."""
        self.slots[key] = r
        if parent:
            self.parents[key] = parent
        p.region(key, r.x, r.y, r.w, r.h)
        if key in self._lit:
            strength = 1.0 if self._selected(key) else self._pulse
            art.glow(p, r.x, r.y, r.w, r.h, strength)

    def _selected(self, key: str) -> bool:
        sel = self.sel
        if sel is None:
            return False
        kind, x, y = sel
        return (
            (kind == "card" and key == f"card:{x}")
            or (kind == "sub" and key == f"card:{y}")
            or (kind == "beetle" and key == f"beetle:{x}:{y}")
            or (kind == "hb" and key.startswith("hb:") and self._hb_value(key) == x)
            or (kind == "storm" and key == f"large:{STORM}")
        )

    def _hb_value(self, key: str) -> int:
        hand = list((self.st.get("mummy") or {}).get("hand") or [])
        try:
            return int(hand[int(key.split(":")[1])])
        except (IndexError, ValueError):
            return -1

    def _action_card(
        self, p: Painter, c: int, r: Rect, *, face: bool = True, region: bool = True, parent: str = ""
    ) -> None:
        """An action card: its person's colour, kind icon, shovels and (where it fits) name; or its back."""
        key = f"card:{c}"
        if region and key in self._hidden:
            self.slots[key] = r
            return
        seat = self.owner_of_card(c)
        colour = art.seat_colour(seat)
        if not face:
            art.back(p, r.x, r.y, r.w, r.h)
        else:
            p.tag(f"ac:{c}")
            loc = self.loc(c)
            active = bool(loc[3]) or loc[0] != SITE
            top = colour if active else "#5a4a3a"
            art.plate(p, r.x, r.y, r.w, r.h, top, "#2a1d10", "#e8d5a8" if active else "#6a5a44")
            tall = r.h >= 46 and r.w >= 32
            s = min(r.w * 0.3, r.h * 0.17) if tall else min(r.w * 0.36, r.h * 0.3)
            cy = r.y + r.h * (0.3 if tall else 0.45)
            art.icon(p, art.KIND_ICON.get(CARD_KIND[c], "lens"), r.x + r.w / 2, cy, s, "#f8ecd0")
            if tall:
                size = _size(r, 5.5, 14)
                forms = person_names(CARD_PERSON[c], self._lang)
                art.name(
                    p,
                    forms,
                    r.x + r.w / 2,
                    r.y + r.h * 0.8,
                    size,
                    colour="#f8ecd0",
                    align="center",
                    max_w=r.w - 4,
                )
                if r.h >= 90:
                    kind = kind_name(CARD_KIND[c], self._lang)
                    art.label(
                        p,
                        kind,
                        r.x + r.w / 2,
                        r.y + r.h * 0.6,
                        size * 0.9,
                        colour="#ffe9a0",
                        align="center",
                        max_w=r.w - 4,
                    )
            if SHOVELS[c] > 1 and r.w >= 30 and r.h >= 30:
                art.label(
                    p,
                    f"×{SHOVELS[c]}",
                    r.x + r.w - 3,
                    r.y + MIN_TEXT * 0.7,
                    MIN_TEXT,
                    colour="#ffe9a0",
                    align="right",
                    weight="700",
                    max_w=r.w - 4,
                )
            if c in (self.st.get("banned") or []):
                p.stroke_style("#ff6a50")
                p.line_width(2.5)
                p.begin()
                p.move(r.x + 3, r.y + 3)
                p.line(r.x + r.w - 3, r.y + r.h - 3)
                p.move(r.x + r.w - 3, r.y + 3)
                p.line(r.x + 3, r.y + r.h - 3)
                p.stroke()
            if c in (self.st.get("controlled") or []):
                art.icon(p, "eye", r.x + r.w - 6, r.y + r.h - 6, 4, "#c9a0ff")
        if region:
            self._region(p, key, r, parent=parent)

    def _find_card(self, p: Painter, f: int, r: Rect, *, dim: bool = False) -> None:
        """An excavation card: value, name (where it fits), its character's symbol; or a back."""
        if f < 0:
            art.plate(p, r.x, r.y, r.w, r.h, "#6b4d2a", "#3a2814", "#a9864c")
            art.icon(p, "lens", r.x + r.w / 2, r.y + r.h / 2, min(r.w, r.h) * 0.22, "rgba(240,210,150,0.6)")
            return
        e = EXCAVATIONS[f]
        p.tag(f"find:{f}")
        art.plate(p, r.x, r.y, r.w, r.h, "#f2e2b8", "#cdb27a", "#7a5a2a")
        big = max(MIN_TEXT, min(26.0, r.w / 3.2))
        art.label(
            p,
            f"{e.value}k",
            r.x + r.w / 2,
            r.y + r.h * 0.2,
            big,
            colour=art.INK,
            align="center",
            weight="700",
            max_w=r.w - 4,
        )
        size = _size(r, 7.5, 15)
        room = r.w - 6
        if r.h >= size * 3.6:
            forms = find_names(f, self._lang)
            full = art.lines(
                p,
                forms[0],
                r.x + r.w / 2,
                r.y + r.h * 0.42,
                size,
                max_w=room,
                rows=2,
                colour=art.INK,
                align="center",
            )
            if not full and len(forms) > 1:
                art.name(
                    p,
                    forms[1:],
                    r.x + r.w / 2,
                    r.y + r.h * 0.45,
                    size,
                    colour=art.INK,
                    align="center",
                    max_w=room,
                )
            if r.h >= 200 and full:
                # a card drawn large says what its value and marks mean
                y = r.y + r.h * 0.42 + (full + 0.4) * size * 1.2
                for line in self.find_text(f)[1][1:]:
                    small = MIN_TEXT + 1
                    parts = wrap_width(line, small, room)
                    if y + len(parts) * small * 1.2 > r.y + r.h * 0.8:
                        break  # a sentence is written whole or not at all
                    for part in parts:
                        art.label(
                            p, part, r.x + r.w / 2, y, small, colour="#4a3a22", align="center", max_w=room
                        )
                        y += small * 1.2
                    y += small * 0.3
        if e.symbol >= 0:
            p.circle(
                r.x + r.w / 2,
                r.y + r.h * 0.87,
                max(2.5, min(r.w, r.h) * 0.07),
                fill=art.seat_colour(e.symbol + 1),
                stroke="#3a2814",
            )
        if e.fragile and not art.label(
            p, "!", r.x + 3, r.y + r.h * 0.12, big * 0.8, colour="#b8322a", weight="700", max_w=r.w * 0.3
        ):
            p.circle(r.x + r.w * 0.2, r.y + r.h * 0.12, max(1.5, r.w * 0.08), fill="#b8322a")
        if dim:
            p.fill_style("rgba(20,12,4,0.45)")
            p.fill_rect(r.x, r.y, r.w, r.h)

    def _beetle(self, p: Painter, b: int, r: Rect) -> None:
        """A beetle card: face (fright, strength, name where they fit) or back."""
        if b < 0:
            art.beetle_back(p, r.x, r.y, r.w, r.h)
            return
        beetle = BEETLES[b]
        p.tag(f"beetle:{b}")
        art.plate(p, r.x, r.y, r.w, r.h, "#5e8a6a", "#22392c", "#bfe3c8")
        art.scarab(p, r.x + r.w / 2, r.y + r.h * 0.32, min(r.w, r.h) * 0.22, "rgba(20,30,20,0.8)")
        size = _size(r, 5.0, 15)
        strength = "M" if beetle.strength < 0 else str(beetle.strength)
        art.label(
            p,
            f"☠{beetle.skulls} ⚔{strength}",
            r.x + r.w / 2,
            r.y + r.h * 0.66,
            size,
            colour="#f1f7e8",
            align="center",
            max_w=r.w - 4,
        )
        if r.h >= size * 4.5:
            art.name(
                p,
                beetle_names(b, self._lang),
                r.x + r.w / 2,
                r.y + r.h * 0.86,
                size * 0.9,
                colour="#dfeedd",
                align="center",
                max_w=r.w - 4,
            )

    def _large(self, p: Painter, m: int, r: Rect, *, face: bool, dim: bool = False) -> None:
        """A large mummy card: its picture and (where it fits) its name; or its back."""
        if not face:
            art.plate(p, r.x, r.y, r.w, r.h, "#2f4a3e", "#17251f", "#6e9a7e")
            art.mummy_head(p, r.x + r.w / 2, r.y + r.h / 2, min(r.w, r.h) * 0.28)
            return
        art.plate(p, r.x, r.y, r.w, r.h, "#d9c79a" if not dim else "#7d7259", "#8c7445", "#3d8c7a")
        if m == STORM:
            art.sand_stack(p, r.x + r.w * 0.2, r.y + r.h * 0.12, r.w * 0.6, r.h * 0.38, 2)
        else:
            art.scarab(p, r.x + r.w / 2, r.y + r.h * 0.3, min(r.w, r.h) * 0.2, "#2f4a3e")
        size = _size(r, 6.0, 15)
        if r.h >= size * 4:
            forms = large_names(m, self._lang)
            if not art.lines(
                p,
                forms[0],
                r.x + r.w / 2,
                r.y + r.h * 0.64,
                size,
                max_w=r.w - 4,
                rows=2,
                colour=art.INK,
                align="center",
            ):
                art.name(
                    p,
                    forms[1:],
                    r.x + r.w / 2,
                    r.y + r.h * 0.72,
                    size,
                    colour=art.INK,
                    align="center",
                    max_w=r.w - 4,
                )

    def _market_item(self, p: Painter, item: int, r: Rect, *, rotten: bool, current: bool) -> None:
        """A market card: equipment (bonus, where it is carried) or a helper (strength, cards)."""
        equipment = item < len(EQUIPMENT)
        top, bottom = ("#cbb68a", "#8f7a4e") if equipment else ("#b9c7a6", "#6f7e5c")
        art.plate(p, r.x, r.y, r.w, r.h, top, bottom, "#ffd36e" if current else "#4a3a22")
        size = _size(r, 6.5, 14)
        rows = int(r.h // (size * 1.25))
        y = r.y + size * 0.9
        if rows >= 1:
            forms = item_names(item, self._lang)
            drawn = 0
            for weight in ("700", ""):  # bold where it fits, else regular, else a short name
                drawn = drawn or art.lines(
                    p,
                    forms[0],
                    r.x + r.w / 2,
                    y,
                    size,
                    max_w=r.w - 4,
                    rows=min(2, rows - 1) or 1,
                    colour=art.INK,
                    align="center",
                    weight=weight,
                )
            for weight in ("700", ""):
                if not drawn and art.name(
                    p,
                    forms[1:],
                    r.x + r.w / 2,
                    y,
                    size,
                    colour=art.INK,
                    align="center",
                    weight=weight,
                    max_w=r.w - 4,
                ):
                    drawn = 1
            y += max(1, drawn) * size * 1.2
        if equipment:
            e = EQUIPMENT[item]
            bits = [f"⚔+{e.strength}"] if e.strength else []
            bits += [f"♥+{e.courage}"] if e.courage else []
            stats = " ".join(bits)
            slot = tr(self._lang, f"ms.slot.{e.slot}")
        else:
            pid = HELPERS[item - len(EQUIPMENT)]
            stats = f"⚔{PERSONS[pid].strength} " + "▮" * len(PERSONS[pid].cards)
            slot = ""
        if y + size * 0.5 <= r.y + r.h:
            art.label(p, stats, r.x + r.w / 2, y, size, colour=art.INK, align="center", max_w=r.w - 4)
            y += size * 1.2
        if slot and y + size * 0.5 <= r.y + r.h:
            art.label(p, slot, r.x + r.w / 2, y, size, colour="#4a3a22", align="center", max_w=r.w - 4)
        if rotten:
            p.fill_style("rgba(40,60,20,0.6)")
            p.begin()
            p.round_rect(r.x, r.y, r.w, r.h, min(r.w, r.h) * 0.12)
            p.fill()
            art.label(
                p,
                tr(self._lang, "ms.rotten"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                size,
                colour="#d8f0a0",
                align="center",
                weight="700",
                max_w=r.w - 2,
            )
