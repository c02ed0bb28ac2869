"""What lies over the spell table: the excavation tray, the legend of symbols and the reading panel.

* The tray: the mummy's first decision of a round (which of the top excavation cards goes
  under the deck) shows those cards large, side by side, each a tap.
* The legend: a button on the table opens a panel that explains every symbol; a tap closes it.
* The reading panel: what a finger holds (or the mouse points at) is drawn large with its
  words (:mod:`reading`), away from the finger.
"""

from __future__ import annotations

from collections.abc import Callable

from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import art
from pharaoh.web.games.mummy_spell.faces import Faces
from pharaoh.web.games.mummy_spell.fit import MIN_TEXT, width
from pharaoh.web.games.mummy_spell.geometry import Zones
from pharaoh.web.i18n import tr
from pharaoh.web.measure import wrap_width
from pharaoh.web.surface import Painter

PANEL = "#21170d"
"""The reading panel and the legend are opaque: nothing of the table shows through their words."""
LEGEND = (
    "strength",
    "courage",
    "fright",
    "injury",
    "money",
    "wage",
    "start",
    "beetle",
    "dots",
    "glow",
    "hold",
)
"""The legend's rows, in order."""
CARDISH = ("card", "deck", "sfind", "mfind", "beetle", "hb", "large", "item")
"""Region kinds that are a card: read large when drawn too small for all their words."""


class Panels(Faces):
    """The tray, the legend and the reading panel."""

    legend_open = False
    """The legend panel is showing (a tap on the table's legend button toggles it)."""
    legend_page = 0
    """The legend's page on a small screen (a tap on the panel turns it; after the last, closes it)."""
    _legend_pages = 1

    # ------------------------------------------------------------------ the excavation tray
    def hiding(self) -> list[int]:
        """Deck positions the shown seat may push under the deck now (the mummy's first decision)."""
        return [a.a for _, a in self.acts if a.verb == "hide"]

    def _draw_tray(self, p: Painter, z: Zones, area: Rect) -> None:
        places = self.hiding()
        if not places:
            return
        deck = list(self.st.get("deck") or [])
        top = z.sites.y
        box = Rect(area.x + 4, top, area.w - 8, area.y + area.h - 4 - top)
        p.fill_style(PANEL)
        p.begin()
        p.round_rect(box.x, box.y, box.w, box.h, 10)
        p.fill()
        p.stroke_style(art.GOLD)
        p.line_width(1.5)
        p.stroke()
        p.region("tray", box.x, box.y, box.w, box.h)
        pad = max(6.0, min(16.0, box.w * 0.03))
        size = max(MIN_TEXT + 1, min(18.0, box.w / 26))
        y = box.y + pad + size * 0.6
        rows = art.lines(
            p,
            tr(self._lang, "ms.hide.title"),
            box.x + box.w / 2,
            y,
            size,
            max_w=box.w - 2 * pad,
            rows=2,
            align="center",
            weight="700",
            colour="#fbe7b0",
        )
        y += max(1, rows) * size * 1.2
        hint = MIN_TEXT + 1
        rows = art.lines(
            p,
            tr(self._lang, "ms.hide.hint"),
            box.x + box.w / 2,
            y,
            hint,
            max_w=box.w - 2 * pad,
            rows=2,
            align="center",
            colour=art.DIM,
        )
        y += max(1, rows) * hint * 1.2
        n = len(places)
        foot = MIN_TEXT * 1.8
        ch = box.y + box.h - pad - foot - y
        cw = min(ch * 0.68, (box.w - pad * (n + 1)) / n, 210.0)
        ch = cw / 0.68
        x = box.x + (box.w - n * cw - (n - 1) * pad) / 2
        for i in places:
            r = Rect(x, y, cw, ch)
            self._find_card(p, int(deck[i]) if i < len(deck) else -1, r)
            self._region(p, f"deck:{i}", r)
            art.label(
                p,
                tr(self._lang, "ms.hide.place", n=i + 1),
                r.x + cw / 2,
                r.y + ch + foot * 0.55,
                MIN_TEXT,
                colour=art.TEXT,
                align="center",
                max_w=cw + pad,
            )
            f = int(deck[i]) if i < len(deck) else -1
            if ch < 200 and f >= 0:
                # a card too small to say what its marks mean says it under itself
                ty = r.y + ch + foot * 1.3
                for line in self.find_text(f)[1][1:]:
                    parts = wrap_width(line, MIN_TEXT, cw)
                    if ty + (len(parts) - 0.4) * MIN_TEXT * 1.2 > box.y + box.h - 4:
                        break  # a sentence is written whole or not at all
                    for part in parts:
                        art.label(
                            p, part, r.x + cw / 2, ty, MIN_TEXT, colour=art.DIM, align="center", max_w=cw
                        )
                        ty += MIN_TEXT * 1.2
                    ty += MIN_TEXT * 0.3
            x += cw + pad

    # ------------------------------------------------------------------ the legend
    def _legend_button(self, p: Painter, x: float, y: float) -> float:
        """The legend's button, its right edge at ``x``, centred on ``y``; returns its width."""
        text = tr(self._lang, "ms.legend")
        size = MIN_TEXT + 1
        w = width(text, size, True) + size * 1.4
        h = size * 1.9
        r = Rect(x - w, y - h / 2, w, h)
        p.fill_style("#3b2a14")
        p.begin()
        p.round_rect(r.x, r.y, r.w, r.h, h / 2)
        p.fill()
        p.stroke_style(art.GOLD)
        p.line_width(1.2)
        p.stroke()
        art.label(p, text, r.x + w / 2, y + 0.5, size, colour="#fbe7b0", align="center", weight="700")
        p.region("legend", r.x - 2, r.y - 4, r.w + 4, r.h + 8)
        return w

    def _legend_icon(self, p: Painter, row: str, cx: float, cy: float, r: float) -> None:
        glyph = {"strength": "⚔", "courage": "♥", "fright": "☠", "injury": "✚"}.get(row)
        if glyph:
            art.label(p, glyph, cx, cy, max(MIN_TEXT, r * 2.2), colour="#fbe7b0", align="center")
        elif row == "money":
            art.coin(p, cx, cy, max(8.0, r))
            art.label(p, "k", cx, cy + 0.5, MIN_TEXT, colour=art.INK, align="center", weight="700")
        elif row == "wage":
            art.plate(p, cx - r * 1.4, cy - r * 0.9, r * 2.8, r * 1.8, "#b9c7a6", "#6f7e5c", "#4a3a22")
            art.label(p, "1k", cx, cy, MIN_TEXT, colour=art.INK, align="center", weight="700")
        elif row == "start":
            art.sun(p, cx, cy, r * 0.6)
        elif row == "beetle":
            art.beetle_back(p, cx - r * 0.6, cy - r * 0.85, r * 1.2, r * 1.7)
        elif row == "dots":
            for k in range(3):
                p.circle(
                    cx - r * 0.6 + k * r * 0.6, cy, r * 0.25, fill=art.seat_colour(k + 1), stroke="#1a1008"
                )
        elif row == "glow":
            art.plate(p, cx - r * 0.5, cy - r * 0.7, r, r * 1.4, "#c9952f", "#2a1d10", "#e8d5a8")
            art.glow(p, cx - r * 0.5, cy - r * 0.7, r, r * 1.4)
        else:
            art.icon(p, "lens", cx, cy, r * 0.8, "#fbe7b0")

    def _draw_legend(self, p: Painter, area: Rect) -> None:
        if not self.legend_open:
            return
        pad = 10.0
        full = Rect(area.x + 4, area.y + 4, min(area.w - 8, 900.0), area.h - 8)
        texts = [tr(self._lang, f"ms.legend.{row}") for row in LEGEND]
        cols = 2 if full.w >= 700 else 1
        col_w = (full.w - pad * (cols + 1)) / cols
        per_col = -(-len(LEGEND) // cols)
        for size in (15.0, 14.0, 13.0, 12.0, MIN_TEXT):
            icon = size * 2.2
            wrapped = [wrap_width(t, size, col_w - icon - pad) for t in texts]
            heights = [max(size * 1.3, len(w) * size * 1.25) + size * 0.45 for w in wrapped]
            need = max(sum(heights[c * per_col : (c + 1) * per_col]) for c in range(cols))
            if need + size * 2.4 <= full.h - pad * 2:
                break
        # rows that fit one page; a small screen shows the legend in pages (a tap turns the page)
        room = full.h - pad * 2 - size * 2.4
        pages: list[list[int]] = [[]]
        used = 0.0
        for i in range(len(LEGEND)):
            if cols == 1 and used + heights[i] > room and pages[-1]:
                pages.append([])
                used = 0.0
            pages[-1].append(i)
            used += heights[i]
        self._legend_pages = len(pages)
        index = self.legend_page % len(pages)
        page = pages[index]
        tall = max(
            sum(heights[i] for k, i in enumerate(page) if (k // per_col if cols > 1 else 0) == c)
            for c in range(cols)
        )
        box = Rect(full.x, full.y, full.w, min(full.h, tall + size * 2.4 + pad * 2))
        p.fill_style(PANEL)
        p.begin()
        p.round_rect(box.x, box.y, box.w, box.h, 10)
        p.fill()
        p.stroke_style(art.GOLD)
        p.line_width(1.5)
        p.stroke()
        p.region("legend:panel", area.x, area.y, area.w, area.h)
        title = tr(self._lang, "ms.legend")
        if len(pages) > 1:
            title += f" {index + 1}/{len(pages)}"
        art.label(p, title, box.x + pad, box.y + pad + size * 0.8, size * 1.2, colour=art.GOLD, weight="700")
        last = index == len(pages) - 1
        art.label(
            p,
            tr(self._lang, "ms.legend.close" if last else "ms.legend.more"),
            box.x + box.w - pad,
            box.y + pad + size * 0.8,
            MIN_TEXT,
            colour=art.DIM,
            align="right",
        )
        top = box.y + pad + size * 2.4
        y = top
        for k, i in enumerate(page):
            col = k // per_col if cols > 1 else 0
            if cols > 1 and k % per_col == 0:
                y = top
            x = box.x + pad + col * (col_w + pad)
            self._legend_icon(p, LEGEND[i], x + icon / 2, y + size * 0.6, icon * 0.32)
            for j, line in enumerate(wrapped[i]):
                art.label(
                    p, line, x + icon + pad * 0.5, y + size * 0.6 + j * size * 1.25, size, colour=art.TEXT
                )
            y += heights[i]

    # ------------------------------------------------------------------ the reading panel
    def _card_drawer(self, key: str) -> tuple[Callable[[Painter, Rect], None], float] | None:
        head, _, rest = key.partition(":")
        nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()]
        if not nums:
            return None
        n = nums[0]
        if head == "card":
            return (lambda p, r: self._action_card(p, n, r, region=False)), 0.7
        if head in ("deck", "sfind", "mfind"):
            if head == "deck":
                deck = list(self.st.get("deck") or [])
                f = int(deck[n]) if n < len(deck) else -1
            elif head == "sfind":
                f = int(self._site(n)["card"])
            else:
                f = n
            return (lambda p, r: self._find_card(p, f, r)), 0.68
        if head in ("beetle", "hb"):
            if head == "beetle":
                b = int(list(self._site(n).get("beetles") or [])[nums[1]])
            else:
                hand = list((self.st.get("mummy") or {}).get("hand") or [])
                b = int(hand[n]) if self.me == 0 else -1
            return (lambda p, r: self._beetle(p, b, r)), 0.68
        if head == "large":
            front = list((self.st.get("mummy") or {}).get("large_front") or [])
            face = self.me == 0 or n in front
            return (lambda p, r: self._large(p, n, r, face=face)), 0.68
        if head == "item":
            return (lambda p, r: self._market_item(p, n, r, rotten=False, current=False)), 0.78
        return None

    def _wants_reading(self, key: str, spot: Rect) -> bool:
        head = key.partition(":")[0]
        if head == "deck" and ":" in key and self.hiding():
            return False
        if head in CARDISH:
            return spot.w < 120 or spot.h < 150
        return head in ("person", "sym", "job", "sand") or key in self._partial

    def _draw_reading(self, p: Painter, area: Rect, key: str | None) -> None:
        if key is None or self.legend_open:
            return
        spot = self.slots.get(key)
        if spot is None or not self._wants_reading(key, spot):
            return
        try:
            text = self.read(key)
            card = self._card_drawer(key)
        except (IndexError, KeyError, StopIteration, ValueError):
            return
        if text is None:
            return
        title, lines = text
        pad = 10.0
        w = min(area.w - 16, 480.0)
        cw = min(140.0, w * 0.32) if card else 0.0
        ch = cw / card[1] if card else 0.0
        tw = w - pad * 2 - (cw + pad if card else 0)
        for size in (15.0, 14.0, 13.0, 12.0, MIN_TEXT):
            head = size * 1.15
            wrapped = [wrap_width(t, size, tw) for t in lines]
            title_lines = wrap_width(title, head, tw, bold=True)
            need = len(title_lines) * head * 1.25 + size * 0.4 + sum(len(x) for x in wrapped) * size * 1.3
            h = max(ch, need) + pad * 2
            if h <= area.h - 16:
                break
        h = min(h, area.h - 16)
        middle = spot.y + spot.h / 2
        y = area.y + 8 if middle > area.y + area.h / 2 else area.y + area.h - h - 8
        x = min(max(area.x + 8, spot.x + spot.w / 2 - w / 2), area.x + area.w - w - 8)
        p.save()
        p.shadow("rgba(0,0,0,0.6)", 12, 0, 4)
        p.fill_style(PANEL)
        p.begin()
        p.round_rect(x, y, w, h, 10)
        p.fill()
        p.restore()
        p.stroke_style(art.GOLD)
        p.line_width(1.5)
        p.begin()
        p.round_rect(x, y, w, h, 10)
        p.stroke()
        tx = x + pad
        if card:
            card[0](p, Rect(x + pad, y + pad, cw, min(ch, h - pad * 2)))
            tx += cw + pad
        ty = y + pad + head * 0.6
        for line in title_lines:
            art.label(p, line, tx, ty, head, colour="#fbe7b0", weight="700")
            ty += head * 1.25
        ty += size * 0.4
        for group in wrapped:
            for line in group:
                if ty + size * 0.5 > y + h:
                    return
                art.label(p, line, tx, ty, size, colour=art.TEXT)
                ty += size * 1.3
