"""Drawing the valley table: camps, tombs won, piles, the open tomb with both groups, the hand.

Only the shown seat's view is drawn: the opponent's hand and papyrus cards are counts, its
face-down cards are backs until the reveal.  Card faces are cached as layers.
"""

from __future__ import annotations

import math
from typing import Any

from pharaoh.games.valley_kings.notation import OWN
from pharaoh.web.games import Rect
from pharaoh.web.games.valley_kings import art
from pharaoh.web.games.valley_kings.geometry import RATIO, Zones, chips, hand_cards, row, zones
from pharaoh.web.games.valley_kings.motion import COUNT_MS, Ghost, Motion
from pharaoh.web.i18n import tr
from pharaoh.web.measure import text_width, wrap_width
from pharaoh.web.surface import LayerCache, Painter
from pharaoh.web.tween import clamp01, ease_in_out, ease_out_cubic

DISCARD_PHASES = ("hand_limit", "forced_discard", "open_discard")


class TableView(Motion):
    """The drawing half of the board."""

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """The table (a cached layer), both camps, the tomb, the hand, then what flies and the preview."""
        self._lang = lang
        self._layers = layers
        if area.w < 60 or area.h < 60 or not self.view:
            return
        self.slots = {}
        self.region_cards = {}
        layers.stamp(
            p,
            f"vk:cloth:{area.w:.0f}x{area.h:.0f}",
            area.x,
            area.y,
            area.w,
            area.h,
            lambda q: art.table_cloth(q, area.w, area.h),
            group="vk:cloth",
        )
        z = zones(area)
        hiding = {f.dst for f in self.flies if now < f.end()}
        tapped = set(self.targets().values())
        for rel in ("op", "me"):
            self._draw_info(p, z, rel, now)
            self._draw_camp(p, z, rel, hiding, tapped, hover)
            self._draw_tombs(p, z, rel, hiding)
        self._draw_piles(p, z, now, hover, tapped)
        self._draw_tomb(p, z, now, hiding, tapped, hover)
        self._draw_hand(p, z, hiding, tapped, hover, now)
        self._draw_flies(p, now)
        self._draw_marks(p, now)
        self._draw_preview(p, area, hover)

    # -- pieces
    def _face(self, p: Painter, card: str, r: Rect, *, lit: bool = False, dim: bool = False) -> None:
        face = self.cards.get(card)
        if face is None:
            art.card_back(p, r.x, r.y, r.w, r.h)
            return
        key = f"vk:f:{card}:{r.w:.0f}x{r.h:.0f}:{self._lang}"
        pad = 6.0
        lang = self._lang
        if self._layers is None:
            art.card_face(p, face, r.x, r.y, r.w, r.h, lang)
        else:
            self._layers.stamp(
                p,
                key,
                r.x - pad,
                r.y - pad,
                r.w + 2 * pad,
                r.h + 2 * pad,
                lambda q: art.card_face(q, face, pad, pad, r.w, r.h, lang),
            )
        self._overlay(p, r, lit=lit, dim=dim)

    def _back(self, p: Painter, r: Rect, *, papyrus: bool = False, lit: bool = False) -> None:
        key = f"vk:b:{int(papyrus)}:{r.w:.0f}x{r.h:.0f}"
        pad = 6.0
        if self._layers is None:
            art.card_back(p, r.x, r.y, r.w, r.h, papyrus=papyrus)
        else:
            self._layers.stamp(
                p,
                key,
                r.x - pad,
                r.y - pad,
                r.w + 2 * pad,
                r.h + 2 * pad,
                lambda q: art.card_back(q, pad, pad, r.w, r.h, papyrus=papyrus),
            )
        self._overlay(p, r, lit=lit, dim=False)

    @staticmethod
    def _overlay(p: Painter, r: Rect, *, lit: bool, dim: bool) -> None:
        if dim:
            p.fill_style("rgba(20,12,4,0.45)")
            p.begin()
            p.round_rect(r.x, r.y, r.w, r.h, min(r.w, r.h) * 0.08)
            p.fill()
        if lit:
            p.stroke_style(art.GOLD)
            p.line_width(3)
            p.begin()
            p.round_rect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, min(r.w, r.h) * 0.1)
            p.stroke()

    def _slot(self, p: Painter, key: str, r: Rect, card: str | None, *, tappable: bool) -> None:
        """Remember where ``key`` lies, and make it a region (tappable, or for the hover preview)."""
        self.slots[key] = r
        if card is not None or tappable:
            p.region(key, r.x, r.y, r.w, r.h)
            if card is not None:
                self.region_cards[key] = card

    def _label(
        self,
        p: Painter,
        text: str,
        x: float,
        y: float,
        size: float,
        *,
        colour: str = "#e8d5a8",
        align: str = "left",
        max_w: float | None = None,
    ) -> None:
        p.font(art.font(size))
        p.fill_style(colour)
        p.text_align(align)
        p.text(text, x, y, max_w)

    # -- zones
    def _draw_info(self, p: Painter, z: Zones, rel: str, now: float) -> None:
        """Who sits there, the adventurer, and the counts as icons with numbers (held: explained)."""
        r = z.me_info if rel == "me" else z.op_info
        player = self._player(rel)
        seat = self.me if rel == "me" else 1 - self.me
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.55)")
        s = 12.0 if z.compact else max(12.5, min(15.0, r.h * 0.11))
        lh = s * 1.42
        n_lines = max(2, min(4, int((r.h - 6) // lh)))
        top = r.y + (r.h - n_lines * lh) / 2 + lh / 2
        big_medal = n_lines >= 4
        mr = min(r.h * 0.15, r.w * 0.12) if big_medal else min(lh * 0.45, r.w * 0.1)
        spot = Rect(r.x + r.w - mr * 2 - 6, r.y + r.h - mr * 2 - 6 if big_medal else top - mr, mr * 2, mr * 2)
        self.slots[f"medal:{rel}"] = spot
        moving = any(f.medal and now < f.end() for f in self.flies)
        if self.view.get("holder") == seat and not moving:
            art.medallion(p, spot.x + mr, spot.y + mr, mr, glow=0.6)
            self._why(p, f"why:medal:{rel}", spot.x, spot.y, spot.w, spot.h)
        side = tr(self._lang, "vk.you" if rel == "me" else "vk.opponent")
        number = tr(self._lang, "vk.player", n=seat + 1)
        who = f"{side} · {number}" if self.seat is not None else number
        adventurer = self._name(player.get("adventurer"), self._lang)
        x0 = r.x + 8
        right = r.x + r.w - 6
        y = top
        x = x0
        if n_lines == 2:
            x = self._pass(p, rel, x, y, s, now)
        room = right - x - (0 if big_medal else mr * 2 + 6)
        if n_lines >= 3:
            self._fit_label(p, [who, side], x, y, max(11.0, s * 0.9), room, colour="#cdb88a")
            y += lh
            for size in (s * 1.05, 12.0, 11.0):
                if self._fit_label(p, [adventurer], x0, y, size, right - x0 - 2, colour="#f1dca6", bold=True):
                    break
        else:
            for option in (f"{side} · {adventurer}", adventurer, who, side):
                if any(self._fit_label(p, [option], x, y, z_, room, colour="#f1dca6") for z_ in (s, 11.0)):
                    break
        y += lh
        x = x0
        x = self._count(p, x, y, s, str(player.get("coins", 0)), f"why:coins:{rel}", "coin")
        x = self._count(
            p, x, y, s, str(int(player.get("papyrus_count") or 0)), f"why:papyrus:{rel}", "papyrus"
        )
        if rel == "op":
            hand_n = int(player.get("hand_count") or 0)
            before = x
            x = self._count(p, x, y, s, str(hand_n), f"why:hand:{rel}", "hand")
            if z.compact:
                self.slots["handc:op"] = Rect(before, y - s, s * 1.6, s * 2)
        else:
            self.slots.setdefault("handc:me", z.hand)
        if z.compact:
            tombs = len(self._player(rel).get("tombs") or [])
            goal = int(self.view.get("win_tombs") or 4)
            before = x
            x = self._count(p, x, y, s, f"{tombs}/{goal}", f"why:tombs:{rel}", "tomb")
            self.slots[f"tombs:{rel}"] = Rect(before, y - s, s * 1.4, s * 1.9)
        if n_lines >= 3:
            y += lh
            x = self._pass(p, rel, x0, y, s, now)
        limit = right - (mr * 2 + 6 if big_medal and y + s > spot.y else 0)
        split = player.get("split")
        if split is not None and self.view.get("phase") in ("camp", "hand_limit", "forced_discard"):
            coins = int(split)
            need = s * 3.4 + text_width(f"{coins}+{4 - coins}", s)
            if x + need <= limit:
                start = x
                x = self._count(p, x, y, s, str(coins), "", "coin")
                self._label(p, "+", x - s * 0.45, y, s, colour="#cdb88a")
                x = self._count(p, x + s * 0.35, y, s, str(4 - coins), "", "card")
                self._why(p, f"why:split:{rel}", start - 2, y - s * 0.8, x - start, s * 1.6)

    def _pass(self, p: Painter, rel: str, x: float, y: float, s: float, now: float) -> float:
        """The pass stone at ``x`` on the line at ``y`` (glowing when tappable); returns where to go on."""
        player = self._player(rel)
        pr = s * 0.62
        px, py = x + pr, y
        art.pass_marker(p, px, py, pr, used=not player.get("pass_marker", True))
        self._why(p, f"why:pass:{rel}", px - pr - 2, py - pr - 2, 2 * pr + 4, 2 * pr + 4)
        if rel == "me" and "pass" in self.simple:
            glow = 0.5 + 0.5 * math.sin(now / 260)
            p.stroke_style(f"rgba(255,220,120,{0.5 + 0.4 * glow:.2f})")
            p.line_width(3)
            p.begin()
            p.arc(px, py, pr + 4)
            p.stroke()
            p.region("pass", px - pr - 6, py - pr - 6, 2 * pr + 12, 2 * pr + 12)
            self.slots["pass"] = Rect(px - pr - 6, py - pr - 6, 2 * pr + 12, 2 * pr + 12)
        return px + pr + s * 0.6

    def _count(self, p: Painter, x: float, y: float, s: float, value: str, key: str, icon: str) -> float:
        """An icon and a number from ``x`` on the line at ``y``; returns where the next one starts."""
        if icon == "coin":
            art.coin(p, x + s * 0.5, y, s * 0.5)
            w = s * 1.0
        elif icon == "tomb":
            self._tomb_back(p, Rect(x, y - s * 0.7, s * 1.0, s * 1.4))
            w = s * 1.0
        else:
            art.mini_back(p, x, y - s * 0.65, s * 0.9, s * 1.3, papyrus=icon == "papyrus")
            w = s * 0.9
        self._label(p, value, x + w + 3, y, s, colour="#f1dca6")
        end = x + w + 3 + text_width(value, s)
        if key:
            self._why(p, key, x - 2, y - s * 0.8, end - x + 4, s * 1.6)
        return end + s * 0.55

    def _count_label(self, p: Painter, what: str, options: list[str], r: Rect, y: float, s: float) -> None:
        """A pile's count centred under it: in words where they fit, else the number, explained when held."""
        for text in options:
            w = text_width(text, s)
            if w <= r.w:
                self._label(p, text, r.x + r.w / 2, y, s, colour="#cdb88a", align="center")
                if text != options[0]:
                    self._why(p, f"why:{what}", r.x + (r.w - w) / 2 - 4, y - s, w + 8, s * 2)
                return

    def _fit_label(
        self,
        p: Painter,
        options: list[str],
        x: float,
        y: float,
        size: float,
        room: float,
        *,
        colour: str,
        bold: bool = False,
        align: str = "left",
    ) -> bool:
        """Write the first of ``options`` fitting ``room`` px at ``size`` (never squeezed); False if none."""
        for text in options:
            if text_width(text, size, bold=bold) <= room:
                p.font(art.font(size, "700" if bold else ""))
                p.fill_style(colour)
                p.text_align(align)
                p.text(text, x, y)
                return True
        return False

    def _camp_cards(self, rel: str) -> list[tuple[str, str]]:
        player = self._player(rel)
        out: list[tuple[str, str]] = []
        if not player.get("adventurer_in_tomb"):
            out.append((f"adv:{rel}", str(player.get("adventurer"))))
        for i, card in enumerate(player.get("camp") or []):
            out.append((f"camp:{rel}:{i}", str(card)))
        return out

    def _draw_camp(
        self, p: Painter, z: Zones, rel: str, hiding: set[str], tapped: set[str], hover: str | None
    ) -> None:
        r = z.me_camp if rel == "me" else z.op_camp
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.35)")
        if rel == "op" and not z.compact:
            r = self._draw_backs(p, r, rel)
        entries = self._camp_cards(rel)
        self.slots[f"campc:{rel}"] = Rect(r.x + r.w / 2 - 20, r.y + 6, 40, r.h - 12)
        if not entries:
            self._label(
                p,
                tr(self._lang, "vk.empty_camp"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                13,
                colour="#8f7d58",
                align="center",
            )
            return
        rects = row(r.inset(6), len(entries))
        lit_targets = self._lit_targets(rel)
        for (key, card), cr in zip(entries, rects, strict=False):
            self._slot(p, key, cr, card, tappable=key in tapped)
            if key in hiding:
                continue
            lit = rel == "me" and f"send:{card}" in self.simple
            self._face(p, card, cr, lit=lit or key in lit_targets or hover == key)
            if key.startswith("adv") and (self._player(rel).get("adventurer") or "") and cr.w > 30:
                p.stroke_style("#f3d27a")
                p.line_width(2)
                p.begin()
                p.round_rect(cr.x + 2, cr.y + 2, cr.w - 4, cr.h - 4, 5)
                p.stroke()
        if rel == "me":
            self.slots["campc:me"] = rects[-1]

    def _draw_backs(self, p: Painter, r: Rect, rel: str) -> Rect:
        """The other hand as a small fan of backs at the right end of its camp; returns the camp's rest."""
        n = int(self._player(rel).get("hand_count") or 0)
        ch = r.h * 0.62
        cw = ch / RATIO
        fan_w = min(r.w * 0.22, cw + 10 * max(0, n - 1))
        x0 = r.x + r.w - fan_w - 8
        y0 = r.y + (r.h - ch) / 2 - 6
        step = (fan_w - cw) / max(1, n - 1) if n > 1 else 0.0
        for i in range(n):
            self._back(p, Rect(x0 + i * step, y0, cw, ch))
        self.slots[f"handc:{rel}"] = Rect(x0, y0, cw, ch)
        self._fit_label(
            p,
            [tr(self._lang, "vk.hand_n", n=n), str(n)],
            x0 + fan_w / 2,
            y0 + ch + 10,
            11,
            fan_w + 14,
            colour="#cdb88a",
            align="center",
        )
        self._why(p, f"why:hand:{rel}", x0, y0, fan_w, ch)
        return Rect(r.x, r.y, r.w - fan_w - 16, r.h)

    def _lit_targets(self, rel: str) -> set[str]:
        if rel != "op" or self.sel not in self.plays:
            return set()
        camp = list(self._player("op").get("camp") or [])
        targets = {t for _, t in self.plays[self.sel]}
        return {f"camp:op:{i}" for i, c in enumerate(camp) if c in targets}

    def _draw_tombs(self, p: Painter, z: Zones, rel: str, hiding: set[str]) -> None:
        if z.compact:
            return  # a count in the info box
        r = z.me_tombs if rel == "me" else z.op_tombs
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.55)")
        tombs = list(self._player(rel).get("tombs") or [])
        goal = int(self.view.get("win_tombs") or 4)
        s = max(12.0, min(14.0, r.h * 0.1))
        self._label(p, f"{len(tombs)} / {goal}", r.x + r.w / 2, r.y + s, s, colour="#f1dca6", align="center")
        self._why(p, f"why:tombs:{rel}", r.x, r.y, r.w, s * 2)
        ch = r.h - s * 2.4
        cw = ch / RATIO
        cw = min(cw, r.w * 0.6)
        ch = cw * RATIO
        step = min(cw * 0.35, (r.w - cw - 8) / max(1, len(tombs) - 1)) if len(tombs) > 1 else 0
        x0 = r.x + (r.w - cw - step * max(0, len(tombs) - 1)) / 2
        y0 = r.y + s * 2
        self.slots[f"tombs:{rel}"] = Rect(x0 + step * len(tombs), y0, cw, ch)
        if not tombs:
            p.stroke_style("rgba(224,176,74,0.3)")
            p.dash([4, 4])
            p.begin()
            p.round_rect(x0, y0, cw, ch, 6)
            p.stroke()
            p.dash([])
        arriving = f"tombs:{rel}" in hiding
        for i, tomb in enumerate(tombs):
            if arriving and i == len(tombs) - 1:
                continue
            cr = Rect(x0 + i * step, y0, cw, ch)
            self._slot(p, f"won:{rel}:{i}", cr, tomb, tappable=False)
            self._face(p, tomb, cr)

    def _draw_piles(self, p: Painter, z: Zones, now: float, hover: str | None, tapped: set[str]) -> None:
        r = z.piles
        s = max(11.0, min(13.0, r.w * 0.1))
        ch = min((r.h - s * 4) / 2, r.w * 0.8 * RATIO)
        cw = ch / RATIO
        x = r.x + (r.w - cw) / 2
        deck = Rect(x, r.y + s * 1.2, cw, ch)
        self.slots["deck"] = deck
        count = int(self.view.get("deck_count") or 0)
        if count:
            for k in range(min(3, count)):
                self._back(p, Rect(deck.x - k * 1.5, deck.y - k * 1.5, deck.w, deck.h))
        self._count_label(
            p, "deck", [f"{tr(self._lang, 'vk.deck')} · {count}", str(count)], r, deck.y + ch + s * 0.8, s
        )
        # The view shows the pile's top card and its size only (nobody may look through it).
        top = self.view.get("discard_top")
        pile_count = int(self.view.get("discard_count") or 0)
        dr = Rect(x, deck.y + ch + s * 2, cw, ch)
        self.slots["discard"] = dr
        if pile_count and isinstance(top, str):
            arriving = any(f.dst == "discard" and now < f.end() for f in self.flies)
            shown = self.pile_before if arriving else top
            if shown is not None:
                self._slot(p, "pile", dr, shown, tappable=False)
                self._face(p, shown, dr, lit=hover == "pile")
        else:
            p.stroke_style("rgba(224,176,74,0.3)")
            p.dash([4, 4])
            p.begin()
            p.round_rect(dr.x, dr.y, dr.w, dr.h, 6)
            p.stroke()
            p.dash([])
        words = [f"{tr(self._lang, 'vk.discard')} · {pile_count}", str(pile_count)]
        self._count_label(p, "discard", words, r, dr.y + ch + s * 0.8, s)
        # the pile of tombs, in the side column
        sr = z.side
        left = int(self.view.get("tomb_deck_count") or 0)
        tch = min(sr.h * 0.45, sr.w * 0.8 * RATIO)
        tcw = tch / RATIO
        tr_ = Rect(sr.x + (sr.w - tcw) / 2, sr.y + s, tcw, tch)
        self.slots["tombdeck"] = tr_
        for k in range(min(3, left)):
            self._tomb_back(p, Rect(tr_.x - k * 2, tr_.y - k * 2, tr_.w, tr_.h))
        if "tombdeck" in tapped:
            glow = 0.5 + 0.5 * math.sin(now / 260)
            p.stroke_style(f"rgba(255,220,120,{0.55 + 0.4 * glow:.2f})")
            p.line_width(3)
            p.begin()
            p.round_rect(tr_.x - 4, tr_.y - 4, tr_.w + 8, tr_.h + 8, 8)
            p.stroke()
            p.region("tombdeck", tr_.x - 4, tr_.y - 4, tr_.w + 8, tr_.h + 8)
        self._count_label(
            p, "left", [tr(self._lang, "vk.tombs_left", n=left), str(left)], sr, tr_.y + tch + s * 0.9, s
        )
        y = tr_.y + tch + s * 2.4
        supply = int(self.view.get("supply") or 0)
        said = tr(self._lang, "vk.supply", n=supply)
        if text_width(said, s) <= sr.w:
            self._label(p, said, sr.x + sr.w / 2, y, s, colour="#cdb88a", align="center")
            wide = text_width(said, s)
            self._why(p, "why:supply", sr.x + (sr.w - wide) / 2, y - s, wide, s * 2)
        else:
            # a pile of coins and the number; held, it is explained
            cx = sr.x + sr.w / 2 - s * 0.8
            for k in range(3):
                art.coin(p, cx, y + s * 0.3 - k * 3, s * 0.55)
            self._label(p, str(supply), cx + s * 0.8, y, s, colour="#cdb88a")
            self._why(p, "why:supply", cx - s * 0.6, y - s, s * 2.6, s * 2)
        nxt = self.view.get("next_tomb")
        if nxt:
            nr = Rect(sr.x + (sr.w - tcw * 0.7) / 2, y + s, tcw * 0.7, tcw * 0.7 * RATIO)
            if nr.y + nr.h <= sr.y + sr.h:
                self._slot(p, "nexttomb", nr, str(nxt), tappable=False)
                self._face(p, str(nxt), nr, lit=hover == "nexttomb")

    def _tomb_back(self, p: Painter, r: Rect) -> None:
        p.linear_gradient(r.x, r.y, r.x, r.y + r.h, [(0.0, "#9c8663"), (1.0, "#5d4b31")])
        p.begin()
        p.round_rect(r.x, r.y, r.w, r.h, 6)
        p.fill()
        p.stroke_style("#2f2415")
        p.line_width(1.5)
        p.stroke()
        p.fill_style("#2f2415")
        p.begin()
        p.poly(
            [
                (r.x + r.w * 0.5, r.y + r.h * 0.25),
                (r.x + r.w * 0.8, r.y + r.h * 0.7),
                (r.x + r.w * 0.2, r.y + r.h * 0.7),
            ]
        )
        p.fill()

    def _draw_tomb(
        self, p: Painter, z: Zones, now: float, hiding: set[str], tapped: set[str], hover: str | None
    ) -> None:
        art.mat(p, z.mat.x, z.mat.y, z.mat.w, z.mat.h, "rgba(10,6,2,0.45)")
        table = self._table()
        ghost = self.ghost if self.ghost is not None and now < self.ghost.end else None
        if table is None and ghost is not None:
            table = ghost.table
        self.slots["tomb"] = z.tomb
        if table is None:
            p.stroke_style("rgba(224,176,74,0.3)")
            p.dash([5, 5])
            p.begin()
            p.round_rect(z.tomb.x, z.tomb.y, z.tomb.w, z.tomb.h, 8)
            p.stroke()
            p.dash([])
            return
        tomb = str(table.get("tomb"))
        if "tomb" not in hiding:
            self._slot(p, "tomb", z.tomb, tomb, tappable=False)
            self._face(p, tomb, z.tomb, lit=hover == "tomb")
        self._draw_strip(p, z, tomb, table.get("limit"))
        g = z.groups
        half = g.h / 2
        for rel in ("op", "me"):
            seat = self.me if rel == "me" else 1 - self.me
            band = Rect(g.x, g.y + (0 if rel == "op" else half), g.w, half)
            self._draw_group(p, table, seat, rel, band, now, hiding, tapped, hover, ghost)

    def _draw_strip(self, p: Painter, z: Zones, tomb: str, limit: Any) -> None:
        """The strip above the open tomb: how many may enter; on a phone the tomb's name before it.

        Everything stays inside the strip (the mat's frame and the tomb card untouched),
        except a limit that finds no room there: a badge drawn inside the tomb card.
        """
        lr = z.limit
        x = lr.x + 3
        y = lr.y + lr.h / 2
        room = lr.w - 6
        if z.compact:
            name = self._name(tomb, self._lang)
            if text_width(name, 11, bold=True) <= room:
                p.tag("name")
                self._fit_label(p, [name], x, y, 11, room, colour="#f1dca6", bold=True)
                p.tag("")
                x += text_width(name, 11, bold=True) + 8
                room = lr.x + lr.w - 3 - x
        if not limit:
            return
        p.tag("limit")
        words = [tr(self._lang, "vk.limit", n=limit), tr(self._lang, "vk.limit.short", n=limit)]
        if not self._fit_label(p, words, x, y, 11, room, colour="#f1dca6"):
            t = z.tomb
            badge = f"≤ {limit}"
            bw = text_width(badge, 12, bold=True) + 10
            bx, by = t.x + (t.w - bw) / 2, t.y + t.h - 24
            p.fill_style("rgba(30,20,8,0.88)")
            p.begin()
            p.round_rect(bx, by, bw, 18, 9)
            p.fill()
            self._fit_label(
                p, [badge], bx + bw / 2, by + 9, 12, bw, colour="#f1dca6", bold=True, align="center"
            )
            self._why(p, "why:limit", bx, by, bw, 18)
        p.tag("")

    def _draw_group(
        self,
        p: Painter,
        table: dict[str, Any],
        seat: int,
        rel: str,
        band: Rect,
        now: float,
        hiding: set[str],
        tapped: set[str],
        hover: str | None,
        ghost: Ghost | None,
    ) -> None:
        sent = list((table.get("sent") or [[], []])[seat])
        hidden = (table.get("hidden") or [{}, {}])[seat]
        cards = hidden.get("cards")
        count = int(hidden.get("count") or 0)
        total_w = band.h * 0.95 / RATIO * 0.8
        inner = Rect(band.x + 4, band.y + 6, band.w - total_w - 14, band.h - 12)
        n = len(sent) + count
        rects = row(inner, max(1, n))
        self.slots[f"sentc:{rel}"] = rects[0]
        self.slots[f"hidc:{rel}"] = rects[min(len(rects) - 1, len(sent))]
        trap = self._trap_sel()
        options = {t for _, t in self.traps.get(trap or "", []) if t is not None}
        mine = {t.removeprefix(OWN) for t in options if t.startswith(OWN)}
        trap_targets = mine if rel == "me" else {t for t in options if not t.startswith(OWN)}
        for i, card in enumerate(sent):
            key = f"sent:{rel}:{i}"
            cr = rects[i]
            self._slot(p, key, cr, card, tappable=key in tapped)
            if key in hiding:
                continue
            self._face(p, card, cr, lit=card in trap_targets or hover == key)
            self._strength_badge(p, table, seat, i, card, cr)
        papyri = int(hidden.get("papyrus") or 0)
        for j in range(count):
            key = f"hid:{rel}:{j}"
            cr = rects[len(sent) + j] if len(sent) + j < len(rects) else rects[-1]
            card = cards[j] if isinstance(cards, list) and j < len(cards) else None
            self._slot(p, key, cr, card, tappable=key in tapped)
            if key in hiding:
                continue
            flip = next(
                (
                    m
                    for m in self.marks
                    if m.kind == "flip" and m.rect == key and m.t0 <= now < m.t0 + m.duration
                ),
                None,
            )
            face_up = card is not None and (bool(table.get("revealed")) or rel == "me")
            pending_flip = any(m.kind == "flip" and m.rect == key and now < m.t0 for m in self.marks)
            if flip is not None and card is not None:
                k = (now - flip.t0) / flip.duration
                p.save()
                p.translate(cr.x + cr.w / 2, cr.y + cr.h / 2)
                p.scale(max(0.04, abs(math.cos(math.pi * k))), 1)
                local = Rect(-cr.w / 2, -cr.h / 2, cr.w, cr.h)
                if k < 0.5:
                    self._back(p, local, papyrus=j >= count - papyri)
                else:
                    self._face(p, card, local)
                p.restore()
            elif face_up and not (pending_flip and rel == "op"):
                lit = key in tapped or (card is not None and card == self.sel)
                self._face(p, card or "", cr, lit=lit or hover == key)
                if rel == "me" and not table.get("revealed"):
                    # face down: only this seat sees its face, so mark it as still hidden
                    p.stroke_style("rgba(255,255,255,0.7)")
                    p.dash([4, 3])
                    p.line_width(1.5)
                    p.begin()
                    p.round_rect(cr.x + 3, cr.y + 3, cr.w - 6, cr.h - 6, 5)
                    p.stroke()
                    p.dash([])
            else:
                self._back(p, cr, papyrus=j >= count - papyri)
        # the strength total
        totals = table.get("totals") or [0, 0]
        value = int(totals[seat]) if seat < len(totals) else 0
        winner = None
        if ghost is not None and ghost.table is table:
            if ghost.strengths is not None:
                # from the total before the fight (characters only) up to the final one
                k = clamp01((now - ghost.count_at) / COUNT_MS)
                final = int(ghost.strengths[seat])
                value = round(value + (final - value) * ease_out_cubic(k))
            winner = ghost.winner if now >= ghost.count_at + COUNT_MS * 0.9 else None
        cx = band.x + band.w - total_w / 2 - 4
        cy = band.y + band.h / 2
        art.shield(
            p, cx, cy, max(9.4, total_w * 0.42), str(value), "#8a2c1a" if winner != seat else "#2e7d3a"
        )
        if winner == seat:
            self._label(
                p,
                tr(self._lang, "vk.won"),
                cx,
                cy + total_w * 0.62,
                12,
                colour="#9fe89a",
                align="center",
                max_w=total_w + 20,
            )

    def _strength_badge(
        self, p: Painter, table: dict[str, Any], seat: int, i: int, card: str, r: Rect
    ) -> None:
        """A green (or red) badge when a character's strength in the tomb differs from its printed one."""
        groups = table.get("groups") or [[], []]
        if seat >= len(groups) or i >= len(groups[seat]):
            return
        entry = groups[seat][i]
        printed = (self.cards.get(card) or {}).get("strength") or 0
        now_strength = int(entry.get("strength", printed)) if entry.get("card") == card else printed
        if now_strength == printed:
            return
        colour = "#2e7d3a" if now_strength > printed else "#8a2c1a"
        art.shield(p, r.x + r.w * 0.84, r.y + r.h * 0.62, max(9.4, r.w * 0.13), str(now_strength), colour)

    def _draw_hand(
        self, p: Painter, z: Zones, hiding: set[str], tapped: set[str], hover: str | None, now: float
    ) -> None:
        """The hand and papyrus cards: card-shaped where every name fits, else name tiles (paged)."""
        r = z.hand
        me = self._player("me")
        hand = me.get("hand")
        papyrus = list(me.get("papyrus") or [])
        if hand is None:
            n = int(me.get("hand_count") or 0)
            for cr in row(r, n, fan=True):
                self._back(p, cr)
            return
        n_hand = len(hand)
        share = len(papyrus) / max(1, n_hand + len(papyrus)) if papyrus else 0.0
        pap_w = r.w * min(0.4, max(0.18, share)) if papyrus else 0.0
        hr = Rect(r.x, r.y, r.w - pap_w, r.h)
        pr = Rect(r.x + r.w - pap_w, r.y + 20, pap_w, r.h - 20)
        hand_rects = hand_cards(hr.inset(2), [self._name_w(str(c)) for c in hand])
        pap_rects = hand_cards(pr, [self._name_w(str(c)) for c in papyrus]) if papyrus else []
        entries = [(f"hand:{i}", str(c)) for i, c in enumerate(hand)]
        entries += [(f"pap:{i}", str(c)) for i, c in enumerate(papyrus)]
        if hand_rects is None or pap_rects is None:
            self._draw_chips(p, r, entries, hiding, tapped, hover)
            return
        for (key, card), cr in zip(entries, hand_rects + pap_rects, strict=False):
            self._hand_card(p, key, card, cr, hiding, tapped, hover, chip=False)
        if papyrus:
            self._fit_label(
                p,
                [tr(self._lang, "vk.papyrus_n", n=len(papyrus))],
                pr.x + pr.w / 2,
                r.y + 8,
                11,
                pr.w,
                colour="#e8d5a8",
                align="center",
            )

    def _name_w(self, card: str) -> float:
        face = self.cards.get(card) or {}
        names = face.get("name") or {}
        return art.name_width(str(names.get(self._lang) or names.get("en") or card))

    def _usable(self, key: str, card: str, tapped: set[str]) -> bool:
        if key.startswith("pap:"):
            return key in tapped
        return card in self.plays or f"discard:{card}" in self.simple or f"hide:{card}" in self.simple

    def _hand_card(
        self,
        p: Painter,
        key: str,
        card: str,
        cr: Rect,
        hiding: set[str],
        tapped: set[str],
        hover: str | None,
        *,
        chip: bool,
    ) -> None:
        usable = self._usable(key, card, tapped)
        lift = 0.0 if chip else 12.0 if (hover == key and usable) or card == self.sel else 0.0
        if chip and card == self.sel:
            lift = 3.0
        cr2 = Rect(cr.x, cr.y - lift, cr.w, cr.h)
        self._slot(p, key, cr2, card, tappable=usable)
        if key in hiding:
            return
        phase = self.view.get("phase")
        dim = bool(self.legal) and not usable and phase in ("camp", "hide", *DISCARD_PHASES)
        if not chip:
            self._face(p, card, cr2, lit=usable, dim=dim)
            return
        face = self.cards.get(card)
        if face is None:
            return
        art.card_chip(p, face, cr2.x, cr2.y, cr2.w, cr2.h, self._lang)
        self._overlay(p, cr2, lit=usable, dim=dim)

    def _draw_chips(
        self,
        p: Painter,
        r: Rect,
        entries: list[tuple[str, str]],
        hiding: set[str],
        tapped: set[str],
        hover: str | None,
    ) -> None:
        """A phone's hand: one name tile per card; a last tile turns the page when they do not all fit."""
        cells, fit = chips(r, len(entries))
        if fit < len(entries):
            # paged: the cards that can be played now come first
            entries = sorted(entries, key=lambda e: not self._usable(e[0], e[1], tapped))
        if fit >= len(entries):
            for (key, card), cr in zip(entries, cells, strict=False):
                self._hand_card(p, key, card, cr, hiding, tapped, hover, chip=True)
            return
        pages = -(-len(entries) // fit)
        page = self.hand_page % pages
        shown = entries[page * fit : (page + 1) * fit]
        for (key, card), cr in zip(shown, cells, strict=False):
            self._hand_card(p, key, card, cr, hiding, tapped, hover, chip=True)
        more = cells[-1]
        self.slots["handpage"] = more
        p.region("handpage", more.x, more.y, more.w, more.h)
        art.more_tile(p, more.x, more.y, more.w, more.h, tr(self._lang, "vk.page", i=page + 1, n=pages))

    def routes(self) -> dict[str, str]:
        """Hand cards on another page of a phone's hand: the page tile brings them up."""
        if "handpage" not in self.slots:
            return {}
        return {
            action: "handpage"
            for action, key in self.targets().items()
            if key.startswith(("hand:", "pap:")) and key not in self.slots
        }

    # -- motion
    def _where(self, spot: Rect | str) -> Rect | None:
        if isinstance(spot, Rect):
            return spot
        found = self.slots.get(spot)
        if found is not None:
            return found
        parts = spot.split(":")
        fallback = {
            "hand": "handc:me",
            "pap": "handc:me",
            "camp": "campc",
            "adv": "campc",
            "sent": "sentc",
            "hid": "hidc",
        }.get(parts[0])
        if fallback is None:
            return None
        if len(parts) > 2 or parts[0] == "adv":
            fallback = f"{fallback}:{parts[1]}"
        return self.slots.get(fallback)

    def _draw_flies(self, p: Painter, now: float) -> None:
        for f in self.flies:
            if not f.t0 <= now < f.end():
                continue
            a, b = self._where(f.src), self._where(f.dst)
            if a is None or b is None:
                continue
            k = ease_in_out(clamp01((now - f.t0) / f.duration))
            x = a.x + (b.x - a.x) * k
            y = a.y + (b.y - a.y) * k - math.sin(math.pi * k) * 30
            if f.medal:
                radius = b.w / 2
                art.medallion(p, x + radius, y + radius, radius, glow=1.0)
                continue
            w = a.w + (b.w - a.w) * k
            h = a.h + (b.h - a.h) * k
            r = Rect(x, y, w, h)
            if f.flip and f.card:
                p.save()
                p.translate(x + w / 2, y + h / 2)
                p.scale(max(0.04, abs(math.cos(math.pi * k))), 1)
                local = Rect(-w / 2, -h / 2, w, h)
                if k < 0.5:
                    if f.dst == "tomb":
                        self._tomb_back(p, local)
                    else:
                        self._back(p, local)
                else:
                    self._face(p, f.card, local)
                p.restore()
            elif f.card:
                self._face(p, f.card, r)
            else:
                self._back(p, r, papyrus=f.papyrus_back)

    def _draw_marks(self, p: Painter, now: float) -> None:
        for m in self.marks:
            if m.kind != "burst" or not m.t0 <= now < m.t0 + m.duration:
                continue
            r = self._where(m.rect)
            if r is not None:
                art.burst(p, r.x + r.w / 2, r.y + r.h / 2, max(r.w, r.h) * 0.6, (now - m.t0) / m.duration)

    def _draw_preview(self, p: Painter, area: Rect, hover: str | None) -> None:
        """What a held finger (or the pointer) reads: a card large enough for its text, or a sign."""
        if hover is None:
            return
        if hover.startswith("why:") or hover == "pass":
            self._draw_why(p, area, hover)
            return
        card = self.region_cards.get(hover)
        spot = self.slots.get(hover)
        face = self.cards.get(card or "")
        if card is None or spot is None or face is None:
            return
        w = self._preview_w(face, area)
        if spot.w >= w - 1:
            return
        h = w * RATIO
        x = spot.x + spot.w + 10
        if x + w > area.x + area.w - 4:
            x = spot.x - w - 10
        if x < area.x + 4:
            x = area.x + (area.w - w) / 2
        y = min(max(area.y + 4, spot.y + spot.h / 2 - h / 2), area.y + area.h - h - 4)
        self._face(p, card, Rect(x, y, w, h))

    def _preview_w(self, face: dict[str, Any], area: Rect) -> float:
        """The smallest width from 200 px up at which the whole card, effect text included, shows."""
        most = max(60.0, min(area.w - 8, (area.h - 8) / RATIO))
        w = min(200.0, most)
        while w < most and not art.card_face(Painter(), face, 0, 0, w, w * RATIO, self._lang):
            w = min(most, w + 20)
        return w

    def _why(self, p: Painter, key: str, x: float, y: float, w: float, h: float) -> None:
        """A sign that explains itself when held."""
        self.slots[key] = Rect(x, y, w, h)
        p.region(key, x, y, w, h)

    def _why_text(self, key: str) -> str:
        parts = key.split(":")
        what = parts[1] if key != "pass" else "pass"
        rel = parts[2] if len(parts) > 2 else "me"
        player = self._player(rel)
        lang = self._lang
        if what == "coins":
            return tr(lang, "vk.why.coins", n=int(player.get("coins") or 0))
        if what == "papyrus":
            return tr(lang, "vk.why.papyrus", n=int(player.get("papyrus_count") or 0))
        if what == "hand":
            return tr(lang, "vk.why.hand", n=int(player.get("hand_count") or 0))
        if what == "split":
            coins = int(player.get("split") or 0)
            return tr(lang, "vk.why.split", coins=coins, cards=4 - coins)
        if what == "supply":
            return tr(lang, "vk.why.supply", n=int(self.view.get("supply") or 0))
        if what == "deck":
            return f"{tr(lang, 'vk.deck')} · {int(self.view.get('deck_count') or 0)}"
        if what == "discard":
            return f"{tr(lang, 'vk.discard')} · {int(self.view.get('discard_count') or 0)}"
        if what == "left":
            return tr(lang, "vk.tombs_left", n=int(self.view.get("tomb_deck_count") or 0))
        if what == "limit":
            return tr(lang, "vk.limit", n=int((self._table() or {}).get("limit") or 0))
        if what == "medal":
            return tr(lang, "vk.why.medal")
        if what == "tombs":
            n = len(player.get("tombs") or [])
            return tr(lang, "vk.why.tombs", n=n, goal=int(self.view.get("win_tombs") or 4))
        return tr(lang, "vk.why.pass")

    def _draw_why(self, p: Painter, area: Rect, key: str) -> None:
        spot = self.slots.get(key) or self.slots.get("why:pass:me")
        if spot is None:
            return
        size = 13.0
        w = min(300.0, area.w - 8)
        lines = wrap_width(self._why_text(key), size, w - size * 1.2)
        h = len(lines) * size * 1.25 + size
        x = min(max(area.x + 4, spot.x + spot.w / 2 - w / 2), area.x + area.w - w - 4)
        y = spot.y + spot.h + 6
        if y + h > area.y + area.h - 4:
            y = max(area.y + 4, spot.y - h - 6)
        art.bubble(p, lines, x, y, w, size)
