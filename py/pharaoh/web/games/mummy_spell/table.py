"""Drawing the spell table from the shown seat's view only.

Action cards are public in this game (each person's cards are known, and the view shows
them), so other players' hands are small faces; the mummy's beetle cards are backs for
everyone but her, excavation cards a seat has not researched are backs, and the secret
market picks are backs until the reveal: the view already masks them, and the drawing never
asks the full state.  Every drawn card face carries a tag (``ac:``, ``find:``, ``beetle:``)
so tests can check what was shown.
"""

from __future__ import annotations

import math

from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_KIND,
    CARD_PERSON,
    EQUIPMENT,
    EXCAVATIONS,
    HELPERS,
    LARGE,
    PERSONS,
    RULES,
    SHOVELS,
    STORM,
)
from pharaoh.games.mummy_spell.describe import KIND
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import art
from pharaoh.web.games.mummy_spell.geometry import Zones, grid, row, zones
from pharaoh.web.games.mummy_spell.model import (
    BID,
    CASINO,
    DYN,
    GIRL,
    JOB,
    LEGAL,
    LONE,
    OBSERVER,
    PENDING,
    ROBBER,
    SITE,
    USED,
)
from pharaoh.web.games.mummy_spell.motion import Motion
from pharaoh.web.i18n import tr
from pharaoh.web.surface import LayerCache, Painter


def person_name(pid: int, lang: str) -> str:
    """A person's name in ``lang``."""
    return PERSONS[pid].name["de" if lang == "de" else "en"] if 0 <= pid < len(PERSONS) else "?"


def item_name(item: int, lang: str) -> str:
    """A market item's name."""
    if item < 0:
        return "?"
    if item < len(EQUIPMENT):
        return EQUIPMENT[item].name["de" if lang == "de" else "en"]
    return person_name(HELPERS[item - len(EQUIPMENT)], lang)


def _short(name: str, n: int) -> str:
    return name if len(name) <= n else name[: max(1, n - 1)] + "."


class TableView(Motion):
    """The drawing half of the board."""

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """The cloth (a cached layer), then every zone, then what moves."""
        self._lang = lang
        if area.w < 60 or area.h < 60 or not self.view:
            return
        self.slots = {}
        layers.stamp(
            p,
            f"ms:cloth:{area.w:.0f}x{area.h:.0f}",
            area.x,
            area.y,
            area.w,
            area.h,
            lambda q: art.table_cloth(q, area.w, area.h),
            group="ms:cloth",
        )
        z = zones(area)
        self._z = z
        self._pulse = 0.5 + 0.5 * math.sin(now / 280)
        self._hover = hover
        self._hidden = self.flying(now)
        self._lit = self.lit()
        self._draw_mummy(p, z)
        self._draw_piles(p, z)
        self._draw_sites(p, z)
        self._draw_casino(p, z)
        self._draw_seats(p, z)
        self._draw_hand(p, z)
        self._draw_market(p, z)
        self.draw_motion(p, now, z.size)

    # ------------------------------------------------------------------ helpers
    def _region(self, p: Painter, key: str, r: Rect, *, always: bool = False) -> None:
        """Remember where ``key`` lies; tappable things get a region and a glow."""
        self.slots[key] = r
        lit = key in self._lit
        if lit or always:
            p.region(key, r.x, r.y, r.w, r.h)
        if lit:
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

    def _action_card(self, p: Painter, c: int, r: Rect, *, face: bool = True, region: bool = True) -> None:
        """An action card: its person's colour, kind icon, shovels; or its back."""
        key = f"card:{c}"
        if region and key in self._hidden:
            self.slots[key] = r
            return
        loc = self.loc(c)
        seat = self.owner_of_card(c)
        colour = art.seat_colour(seat)
        if not face:
            art.back(p, r.x, r.y, r.w, r.h)
        else:
            p.tag(f"ac:{c}")
            active = bool(loc[3]) or loc[0] != SITE
            top = colour if active else "#5a4a3a"
            art.plate(p, r.x, r.y, r.w, r.h, top, "#2a1d10", "#e8d5a8" if active else "#6a5a44")
            kind = CARD_KIND[c]
            s = min(r.w * 0.3, r.h * 0.17) if r.h > 30 else min(r.w * 0.36, r.h * 0.3)
            cy = r.y + r.h * (0.3 if r.h > 30 else 0.4)
            art.icon(p, art.KIND_ICON.get(kind, "lens"), r.x + r.w / 2, cy, s, "#f8ecd0")
            if r.h > 30:
                name = person_name(CARD_PERSON[c], self._lang)
                art.label(
                    p,
                    _short(name, max(3, int(r.w / 5.2))),
                    r.x + r.w / 2,
                    r.y + r.h * 0.8,
                    max(7.0, min(11.0, r.w / 5.5)),
                    colour="#f8ecd0",
                    align="center",
                    max_w=r.w - 2,
                )
            if SHOVELS[c] > 1:
                art.label(p, f"×{SHOVELS[c]}", r.x + r.w - 2, r.y + 7, 8, colour="#ffe9a0", align="right")
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
            self._region(p, key, r, always=True)

    def _find_card(self, p: Painter, f: int, r: Rect, *, dim: bool = False) -> None:
        """An excavation card: face with name and value, or a back."""
        if f < 0:
            art.plate(p, r.x, r.y, r.w, r.h, "#6b4d2a", "#3a2814", "#a9864c")
            art.icon(p, "lens", r.x + r.w / 2, r.y + r.h / 2, min(r.w, r.h) * 0.22, "rgba(240,210,150,0.6)")
            return
        e = EXCAVATIONS[f]
        p.tag(f"find:{f}")
        art.plate(p, r.x, r.y, r.w, r.h, "#f2e2b8", "#cdb27a", "#7a5a2a")
        size = max(7.0, min(12.0, r.w / 4.2))
        art.label(
            p,
            f"{e.value}k",
            r.x + r.w / 2,
            r.y + r.h * 0.28,
            size * 1.2,
            colour=art.INK,
            align="center",
            weight="700",
        )
        name = e.name["de" if self._lang == "de" else "en"]
        art.label(
            p,
            _short(name, max(4, int(r.w / (size * 0.55)))),
            r.x + r.w / 2,
            r.y + r.h * 0.62,
            size * 0.85,
            colour=art.INK,
            align="center",
            max_w=r.w - 2,
        )
        if e.symbol >= 0:
            p.circle(
                r.x + r.w / 2, r.y + r.h * 0.86, max(2.5, size * 0.3), fill=art.seat_colour(e.symbol + 1)
            )
        if e.fragile:
            art.label(p, "!", r.x + 4, r.y + 8, size, colour="#b8322a", weight="700")
        if dim:
            p.fill_style("rgba(20,12,4,0.45)")
            p.fill_rect(r.x, r.y, r.w, r.h)

    def _beetle(self, p: Painter, b: int, r: Rect) -> None:
        """A beetle card: face (its name, skulls, strength) or back."""
        if b < 0:
            art.beetle_back(p, r.x, r.y, r.w, r.h)
            return
        beetle = BEETLES[b]
        p.tag(f"beetle:{b}")
        art.plate(p, r.x, r.y, r.w, r.h, "#5e8a6a", "#22392c", "#bfe3c8")
        art.scarab(p, r.x + r.w / 2, r.y + r.h * 0.34, min(r.w, r.h) * 0.22, "rgba(20,30,20,0.8)")
        size = max(7.0, min(11.0, r.w / 4.5))
        strength = "M" if beetle.strength < 0 else str(beetle.strength)
        art.label(
            p,
            f"☠{beetle.skulls} ⚔{strength}",
            r.x + r.w / 2,
            r.y + r.h * 0.68,
            size,
            colour="#f1f7e8",
            align="center",
            max_w=r.w - 2,
        )
        if r.h > 44:
            name = beetle.name["de" if self._lang == "de" else "en"]
            art.label(
                p,
                _short(name, int(r.w / (size * 0.5))),
                r.x + r.w / 2,
                r.y + r.h * 0.87,
                size * 0.8,
                colour="#dfeedd",
                align="center",
                max_w=r.w - 2,
            )

    def _large(self, p: Painter, m: int, r: Rect, *, face: bool, dim: bool = False) -> None:
        if not face:
            art.plate(p, r.x, r.y, r.w, r.h, "#2f4a3e", "#17251f", "#6e9a7e")
            art.mummy_head(p, r.x + r.w / 2, r.y + r.h / 2, min(r.w, r.h) * 0.28)
            return
        art.plate(p, r.x, r.y, r.w, r.h, "#d9c79a" if not dim else "#7d7259", "#8c7445", "#3d8c7a")
        if m == STORM:
            art.sand_stack(p, r.x + r.w * 0.2, r.y + r.h * 0.12, r.w * 0.6, r.h * 0.38, 2)
        else:
            art.scarab(p, r.x + r.w / 2, r.y + r.h * 0.3, min(r.w, r.h) * 0.2, "#2f4a3e")
        name = LARGE[m].name["de" if self._lang == "de" else "en"]
        size = max(7.0, min(11.0, r.w / 5))
        words = name.split()
        lines = [" ".join(words[: (len(words) + 1) // 2]), " ".join(words[(len(words) + 1) // 2 :])]
        for i, line in enumerate(x for x in lines if x):
            art.label(
                p,
                line,
                r.x + r.w / 2,
                r.y + r.h * (0.66 + 0.16 * i),
                size,
                colour=art.INK,
                align="center",
                max_w=r.w - 3,
            )

    # ------------------------------------------------------------------ the mummy
    def _draw_mummy(self, p: Painter, z: Zones) -> None:
        r = z.mummy
        s = z.size
        art.mat(p, r.x, r.y, r.w, r.h)
        mummy = self.st.get("mummy") or {}
        derived = self.view.get("derived") or {}
        acting = 0 in (self.view.get("to_act") or [])
        if acting:
            art.glow(p, r.x + 1, r.y + 1, r.w - 2, r.h - 2, self._pulse * 0.6)
        art.mummy_head(p, r.x + s * 1.1, r.y + s * 1.05, s * 0.75)
        title = tr(self._lang, "ms.mummy") + (f" · {tr(self._lang, 'ms.you')}" if self.me == 0 else "")
        art.label(p, title, r.x + s * 2.2, r.y + s * 1.05, s * 1.05, weight="700", max_w=r.w * 0.3)
        injuries = int(derived.get("injuries") or 0)
        bits = [
            tr(self._lang, "ms.strength", n=derived.get("mummy_strength", 0)),
            tr(self._lang, "ms.injuries", n=injuries),
            tr(self._lang, "ms.ban_used" if mummy.get("ban_used") else "ms.ban_free"),
        ]
        art.label(
            p, " · ".join(bits), r.x + r.w * 0.34, r.y + s * 1.05, s * 0.85, colour=art.DIM, max_w=r.w * 0.64
        )
        self.slots["seat:0"] = r
        cards_r = Rect(r.x + s * 0.5, r.y + s * 2.2, r.w - s, r.h - s * 2.6)
        large_hand = list(mummy.get("large_hand") or [])
        front = list(mummy.get("large_front") or [])
        hand = list(mummy.get("hand") or [])
        secured = list((self.st.get("finds") or [[]])[0])
        injured = list(mummy.get("injuries") or [])
        n = len(large_hand) + len(front)
        small = (0 if self.me == 0 else len(hand)) + len(secured) + len(injured)
        ch = cards_r.h
        lw = ch * 0.68
        sw = ch * 0.5
        need = n * (lw + 3) + small * (sw * 0.55) + 3 * s
        scale = min(1.0, cards_r.w / need) if need > 0 else 1.0
        x = cards_r.x
        y = cards_r.y
        for m in large_hand:
            cr = Rect(x, y, lw * scale, ch * min(1.0, scale + 0.2))
            self._large(p, m, cr, face=self.me == 0)
            self._region(p, f"large:{m}", cr)
            x += lw * scale + 3
        if front:
            x += s * 0.3
        for m in front:
            cr = Rect(x, y, lw * scale, ch * min(1.0, scale + 0.2))
            self._large(p, m, cr, face=True, dim=True)
            art.label(p, "▲", cr.x + cr.w - 4, cr.y + 6, 7, colour="#3d8c7a", align="right")
            self._region(p, f"large:{m}", cr)
            x += lw * scale + 3
        x += s * 0.5
        sh = ch * 0.78 * min(1.0, scale + 0.2)
        groups: list[tuple[str, int]] = []
        if self.me != 0 and hand:
            groups.append(("hb", len(hand)))
        if secured:
            groups.append(("sec", len(secured)))
        if injured:
            groups.append(("inj", len(injured)))
        for kind, count in groups:
            room = max(sw * 0.6, min(count * (sw * 0.55) + sw * 0.45, r.x + r.w - x - s * 0.5))
            cells = row(Rect(x, y, room, sh), count, 0.68, gap=2)
            for i, cr in enumerate(cells):
                if kind == "hb":
                    self._beetle(p, -1, cr)
                elif kind == "sec":
                    self._find_card(p, secured[i], cr)
                else:
                    self._action_card(p, injured[i], cr)
            caption = {
                "hb": tr(self._lang, "ms.beetles_n", n=count),
                "sec": tr(self._lang, "ms.secured"),
                "inj": "☠ " + str(count),
            }[kind]
            art.label(p, caption, x, y + sh + s * 0.55, s * 0.72, colour=art.DIM, max_w=room + s)
            x += room + s * 0.6

    # ------------------------------------------------------------------ deck, sand, bank
    def _draw_piles(self, p: Painter, z: Zones) -> None:
        r = z.piles
        s = z.size
        art.mat(p, r.x, r.y, r.w, r.h)
        deck = list(self.st.get("deck") or [])
        seen = list(self.st.get("deck_seen") or [])
        art.label(
            p,
            tr(self._lang, "ms.deck") + " · " + tr(self._lang, "ms.deck_n", n=len(deck)),
            r.x + s * 0.6,
            r.y + s * 0.9,
            s * 0.85,
            weight="700",
            max_w=r.w * 0.6,
        )
        bank = int(self.st.get("bank") or 0)
        art.coin(p, r.x + r.w - s * 4.6, r.y + s * 0.9, s * 0.6)
        art.label(
            p,
            f"{tr(self._lang, 'ms.bank')} {bank}k",
            r.x + r.w - s * 3.8,
            r.y + s * 0.9,
            s * 0.8,
            max_w=s * 3.6,
        )
        strip = Rect(r.x + s * 0.6, r.y + s * 1.8, r.w * 0.78 - s, r.h - s * 2.3)
        pile = Rect(strip.x, strip.y, strip.h * 0.68, strip.h)
        art.plate(p, pile.x + 3, pile.y + 3, pile.w, pile.h, "#4a331a", "#2a1b0c", "#6a4d28")
        self._find_card(p, -1, pile)
        art.label(
            p,
            str(len(deck)),
            pile.x + pile.w / 2,
            pile.y + pile.h - s * 0.7,
            s * 0.9,
            colour=art.TEXT,
            align="center",
            weight="700",
        )
        self._region(p, "deck", pile)
        cells = row(
            Rect(pile.x + pile.w + s * 0.5, strip.y, strip.w - pile.w - s * 0.5, strip.h * 0.92),
            len(deck),
            0.68,
            gap=2,
        )
        me_bit = 1 << self.me if self.me >= 0 else 0
        for i, cr in enumerate(cells):
            key = f"deck:{i}"
            self._find_card(p, int(deck[i]), cr)
            dots = int(seen[i]) if i < len(seen) else 0
            for k in range(self.players):
                if dots & (1 << k) and not (dots & me_bit and k == self.me):
                    p.circle(cr.x + 4 + k * 5, cr.y + cr.h - 4, 2.2, fill=art.seat_colour(k))
            visible = cells[i + 1].x - cr.x if i + 1 < len(cells) else cr.w
            self._region(p, key, Rect(cr.x, cr.y, max(6.0, visible), cr.h))
        sand = list(self.st.get("sand") or [])
        sx = r.x + r.w * 0.8
        sr = Rect(sx, strip.y + s * 0.2, r.w * 0.18 - s * 0.4, strip.h * 0.6)
        if sand:
            art.sand_stack(p, sr.x, sr.y, sr.w, sr.h, len(sand))
        art.label(
            p,
            tr(self._lang, "ms.sand_n", n=len(sand)),
            sx + sr.w / 2,
            sr.y + sr.h + s * 0.8,
            s * 0.75,
            colour=art.DIM,
            align="center",
            max_w=sr.w + s,
        )

    # ------------------------------------------------------------------ sites
    def _draw_sites(self, p: Painter, z: Zones) -> None:
        r = z.sites
        s = z.size
        sites = list(self.st.get("sites") or [])
        if not sites:
            art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.3)")
            art.label(
                p,
                tr(self._lang, "ms.no_sites"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                s * 1.1,
                colour=art.DIM,
                align="center",
            )
            return
        cells = grid(r, len(sites), 1.25, s * 0.5)
        for site, cell in zip(sites, cells, strict=False):
            self._draw_site(p, site, cell, s)

    def _draw_site(self, p: Painter, site: dict[str, object], r: Rect, s: float) -> None:
        num = int(str(site["num"]))
        leader = int(str(site["leader"]))
        key = f"site:{num}"
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(30,20,8,0.62)")
        p.fill_style(art.seat_colour(leader))
        p.fill_rect(r.x + 4, r.y + 3, r.w - 8, 3)
        self._region(p, key, r, always=True)
        fs = max(7.5, min(s, r.w / 14, r.h / 11))
        art.label(
            p,
            tr(self._lang, "ms.site", n=num),
            r.x + fs * 0.5,
            r.y + fs * 1.2,
            fs,
            weight="700",
            max_w=r.w * 0.5,
        )
        seen = int(str(site.get("seen", 0)))
        for k in range(self.players):
            if seen & (1 << k):
                p.circle(
                    r.x + r.w * 0.55 + k * fs * 0.8,
                    r.y + fs * 1.2,
                    fs * 0.3,
                    fill=art.seat_colour(k),
                    stroke="#1a1008",
                )
        derived = {int(d["num"]): d for d in (self.view.get("derived") or {}).get("sites", [])}
        info = derived.get(num, {})
        body = Rect(r.x + fs * 0.4, r.y + fs * 2.1, r.w - fs * 0.8, r.h - fs * 3.6)
        tall = r.h > r.w * 1.15
        fw = min(body.w * 0.45, body.h * 0.42 * 0.68) if tall else min(body.w * 0.34, body.h * 0.68)
        fr = Rect(body.x, body.y, fw, fw / 0.68)
        card = int(str(site["card"]))
        self._find_card(p, card, fr)
        sand = int(str(site["sand"]))
        if sand > 0:
            art.sand_stack(p, fr.x + fw * 0.3, fr.y + fr.h * 0.5, fw * 0.75, fr.h * 0.55, sand)
        art.label(
            p,
            tr(self._lang, "ms.sand_n", n=sand),
            fr.x + fr.w / 2,
            fr.y + fr.h + fs * 0.7,
            fs * 0.8,
            colour="#f0d78f",
            align="center",
            max_w=fw + fs,
        )
        right = Rect(fr.x + fw + fs * 0.5, body.y, body.w - fw - fs * 0.5, body.h)
        beetles = list(site.get("beetles") or [])  # type: ignore[call-overload]
        lines: list[tuple[str, list[int]]] = []
        cards = self.cards_where(SITE, num) + self.cards_where(PENDING, num)
        for role in (ROBBER, LEGAL, JOB, OBSERVER, DYN):
            group = [c for c in cards if self.loc(c)[2] == role and self.loc(c)[0] == SITE]
            if role == ROBBER:
                group += [c for c in cards if self.loc(c)[0] == PENDING]
            if group:
                lines.append((str(role), group))
        jobs = [j for j in (self.st.get("jobs") or []) if j["site"] == num]
        if tall:
            beetle_r = Rect(right.x, body.y, right.w, fr.h * 0.6)
            below = fr.y + fr.h + fs * 1.4
            right = Rect(body.x, below, body.w, body.y + body.h - below)
        rows = (1 if beetles and not tall else 0) + len(lines) + (1 if jobs else 0)
        lh = min(right.h / max(1, rows), fw / 0.68 * (0.6 if tall else 0.55))
        y = right.y
        if beetles:
            where = beetle_r if tall else Rect(right.x, y, right.w, lh * 0.92)
            cells = row(where, len(beetles), 0.68, gap=2)
            for i, (b, cr) in enumerate(zip(beetles, cells, strict=False)):
                if f"beetle:{num}:{i}" not in self._hidden:
                    self._beetle(p, int(b), cr)
                self._region(p, f"beetle:{num}:{i}", cr)
            y += 0 if tall else lh
        for role_s, group in lines:
            role = int(role_s)
            cells = row(Rect(right.x + fs * 1.2, y, right.w - fs * 1.2, lh * 0.92), len(group), 0.7, gap=2)
            mark = {ROBBER: "sword", LEGAL: "shovel", JOB: "coin", OBSERVER: "eye", DYN: "dynamite"}[role]
            if mark == "coin":
                art.coin(p, right.x + fs * 0.5, y + lh * 0.46, fs * 0.4)
            else:
                art.icon(p, mark, right.x + fs * 0.5, y + lh * 0.46, fs * 0.45, art.DIM)
            for c, cr in zip(group, cells, strict=False):
                self._action_card(p, c, cr)
            y += lh
        if jobs:
            jx = right.x + fs * 0.2
            for j in jobs:
                jr = Rect(jx, y + lh * 0.1, lh * 0.78, lh * 0.78)
                art.coin(p, jr.x + jr.w / 2, jr.y + jr.h / 2, jr.w / 2, f"{j['premium']}")
                if int(j.get("taker", -1)) >= 0:
                    p.circle(
                        jr.x + jr.w, jr.y + 3, 3, fill=art.seat_colour(self.owner_of_card(int(j["taker"])))
                    )
                self._region(p, f"job:{j['id']}", jr)
                jx += jr.w + fs * 0.4
        shovels = int(info.get("shovels", 0))
        foot = tr(self._lang, "ms.shovels", n=shovels)
        colour = art.DIM
        if info.get("opens"):
            foot += " · " + tr(self._lang, "ms.opens")
            colour = "#ffd36e"
        if "fright" in info:
            foot += f" · ☠{info['fright']}"
        art.label(
            p,
            foot,
            r.x + r.w - fs * 0.5,
            r.y + r.h - fs * 0.8,
            fs * 0.8,
            colour=colour,
            align="right",
            max_w=r.w * 0.62,
        )

    # ------------------------------------------------------------------ casino
    def _draw_casino(self, p: Painter, z: Zones) -> None:
        r = z.casino
        s = z.size
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(60,10,20,0.55)")
        art.label(
            p,
            tr(self._lang, "ms.casino"),
            r.x + r.w / 2,
            r.y + s,
            s * 0.95,
            align="center",
            weight="700",
            max_w=r.w - 4,
        )
        half = (r.h - s * 2) / 2
        for spot in (0, 1):
            box = Rect(r.x + 4, r.y + s * 1.8 + spot * half, r.w - 8, half - 4)
            art.mat(p, box.x, box.y, box.w, box.h, "rgba(0,0,0,0.25)")
            name = tr(self._lang, "ms.gamble" if spot == 0 else "ms.croupier")
            art.label(
                p,
                name,
                box.x + box.w / 2,
                box.y + s * 0.7,
                s * 0.75,
                colour=art.DIM,
                align="center",
                max_w=box.w - 4,
            )
            cards = [c for c in self.cards_where(CASINO) if self.loc(c)[1] == spot]
            cells = row(Rect(box.x + 3, box.y + s * 1.3, box.w - 6, box.h - s * 1.5), len(cards), 0.7, gap=2)
            for c, cr in zip(cards, cells, strict=False):
                self._action_card(p, c, cr)
            self._region(p, f"casino:{spot}", box)

    # ------------------------------------------------------------------ players
    def _draw_seats(self, p: Painter, z: Zones) -> None:
        r = z.seats
        n = self.players - 1
        cols = n if r.w / max(1, n) > 150 else min(n, 2)
        rows = -(-n // cols)
        gap = z.size * 0.4
        w = (r.w - gap * (cols - 1)) / cols
        h = (r.h - gap * (rows - 1)) / rows
        for i in range(n):
            rr, cc = divmod(i, cols)
            self._draw_seat(p, i + 1, Rect(r.x + cc * (w + gap), r.y + rr * (h + gap), w, h), z.size)

    def _draw_seat(self, p: Painter, seat: int, r: Rect, s: float) -> None:
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.6)")
        p.fill_style(art.seat_colour(seat))
        p.fill_rect(r.x + 2, r.y + 4, 4, r.h - 8)
        acting = seat in (self.view.get("to_act") or [])
        if acting:
            art.glow(p, r.x + 1, r.y + 1, r.w - 2, r.h - 2, self._pulse * 0.6)
        self._region(p, f"seat:{seat}", r, always=True)
        fs = max(7.5, min(s, r.h / 7.2, r.w / 17))
        cash = list(self.st.get("cash") or [])
        credit = list(self.st.get("credit") or [])
        name = person_name(seat - 1, self._lang)
        if seat == self.me:
            name += f" · {tr(self._lang, 'ms.you')}"
        x0 = r.x + fs * 0.9
        y = r.y + fs * 1.05
        if int(self.st.get("start", -1)) == seat:
            art.sun(p, x0 + fs * 0.45, y, fs * 0.45)
            x0 += fs * 1.3
        art.label(p, name, x0, y, fs * 1.0, weight="700", max_w=r.w * 0.55)
        money = cash[seat] if seat < len(cash) else 0
        art.coin(p, r.x + r.w - fs * 4.2, y, fs * 0.55)
        art.label(
            p, tr(self._lang, "ms.cash", n=money), r.x + r.w - fs * 3.4, y, fs, weight="700", max_w=fs * 3.2
        )
        badges: list[str] = []
        if seat in self.passed():
            badges.append(tr(self._lang, "ms.passed"))
        if seat < len(credit) and credit[seat]:
            badges.append(tr(self._lang, "ms.credit", n=credit[seat]))
        market = self.market()
        if market:
            bags = list(market.get("bags") or [])
            if seat < len(bags) and int(bags[seat]) >= 0:
                badges.append(tr(self._lang, "ms.bag", n=bags[seat]))
            elif seat < len(bags) and int(bags[seat]) == -2:
                badges.append(tr(self._lang, "ms.bag_hidden"))
            choices = list(market.get("choices") or [])
            if seat < len(choices) and int(choices[seat]) >= 0:
                # 2: a pick this seat may not see yet (the view masks it); else what the view shows
                word = {0: "ms.steal", 1: "ms.trade"}.get(int(choices[seat]), "ms.picked")
                badges.append(tr(self._lang, word))
        finds = list((self.st.get("finds") or [])[seat]) if seat < len(self.st.get("finds") or []) else []
        if finds:
            badges.append(tr(self._lang, "ms.finds_n", n=len(finds)))
        y += fs * 1.35
        if badges:
            art.label(
                p, " · ".join(badges), r.x + fs * 0.9, y, fs * 0.8, colour="#f0d78f", max_w=r.w - fs * 1.8
            )
            y += fs * 1.2
        persons = self.persons_of(seat)
        hand = self.hand_of(seat)
        used = [c for c in self.cards_where(USED) if self.owner_of_card(c) == seat]
        foot = fs * 1.6 if seat != self.me else 0.0
        room = r.y + r.h - y - foot - 2 + fs * 0.5
        cols = 1 if room / max(1, len(persons)) >= fs * 1.0 else 2
        per_col = -(-len(persons) // cols)
        line_h = max(fs * 0.95, min(fs * 1.4, room / max(1, per_col)))
        col_w = (r.w - fs * 1.2) / cols
        derived = (self.view.get("derived") or {}).get("persons") or []
        tea = int(self.st.get("tea", -1))
        top = y
        for i, pid in enumerate(persons):
            col, line = divmod(i, per_col)
            y = top + line * line_h
            pr = Rect(r.x + fs * 0.6 + col * col_w, y - line_h * 0.5, col_w - 2, line_h)
            self._region(p, f"person:{pid}", pr)
            d = derived[pid] if pid < len(derived) and derived[pid] else {"strength": 0, "courage": 0}
            info = self.st["persons"][pid]
            text = person_name(pid, self._lang)
            size = min(fs * 0.85, line_h * 0.72)
            art.label(p, _short(text, 16 if cols == 1 else 10), pr.x + 2, y, size, max_w=pr.w * 0.42)
            stats = f"⚔{d['strength']} ♥{d['courage']}"
            if not PERSONS[pid].character:
                stats += f" · {info['wage']}k"
            gear = [EQUIPMENT[e].name["de" if self._lang == "de" else "en"] for e in info["gear"]]
            if gear and cols == 1:
                stats += " · " + ", ".join(_short(g, 9) for g in gear)
            elif gear:
                stats += f" +{len(gear)}"
            if pid == tea:
                stats += " · " + tr(self._lang, "ms.tea")
            art.label(p, stats, pr.x + pr.w * 0.44, y, size * 0.92, colour=art.DIM, max_w=pr.w * 0.56)
        if seat != self.me:
            fy = r.y + r.h - fs * 1.25
            cells = row(Rect(r.x + fs * 0.8, fy - fs * 0.55, fs * 4.5, fs * 1.2), len(hand), 0.7, gap=1)
            for c, cr in zip(hand, cells, strict=False):
                self._action_card(p, c, cr, region=False)
            words = tr(self._lang, "ms.hand_n", n=len(hand))
            if used:
                words += " · " + tr(self._lang, "ms.used_n", n=len(used))
            art.label(p, words, r.x + fs * 5.8, fy, fs * 0.78, colour=art.DIM, max_w=r.w - fs * 6.4)

    # ------------------------------------------------------------------ own hand
    def _draw_hand(self, p: Painter, z: Zones) -> None:
        r = z.hand
        s = z.size
        art.mat(p, r.x, r.y, r.w, r.h)
        if self.me < 0:
            art.label(
                p,
                tr(self._lang, "ms.spectator"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                s,
                colour=art.DIM,
                align="center",
            )
            return
        inner = Rect(r.x + s * 0.5, r.y + s * 1.6, r.w - s, r.h - s * 2)
        if self.me == 0:
            hand = list((self.st.get("mummy") or {}).get("hand") or [])
            art.label(
                p,
                tr(self._lang, "ms.beetles_n", n=len(hand)),
                r.x + s * 0.6,
                r.y + s * 0.8,
                s * 0.85,
                colour=art.DIM,
            )
            cells = row(inner, len(hand), 0.7, gap=s * 0.4)
            for i, (b, cr) in enumerate(zip(hand, cells, strict=False)):
                self._beetle(p, int(b), cr)
                self._region(p, f"hb:{i}", cr)
            return
        hand = self.hand_of(self.me)
        used = [c for c in self.cards_where(USED) if self.owner_of_card(c) == self.me]
        title = tr(self._lang, "ms.your_hand")
        if used:
            title += " · " + tr(self._lang, "ms.used_n", n=len(used))
        art.label(p, title, r.x + s * 0.6, r.y + s * 0.8, s * 0.85, colour=art.DIM, max_w=r.w - s)
        if used:
            # face-down research cards lie apart, smaller: they come back next round
            uw = min(inner.w * 0.3, len(used) * inner.h * 0.5)
            ucells = row(
                Rect(inner.x + inner.w - uw, inner.y + inner.h * 0.3, uw, inner.h * 0.7), len(used), 0.7
            )
            for c, cr in zip(used, ucells, strict=False):
                self._action_card(p, c, cr)
                p.fill_style("rgba(20,12,4,0.45)")
                p.fill_rect(cr.x, cr.y, cr.w, cr.h)
            inner = Rect(inner.x, inner.y, inner.w - uw - s, inner.h)
        if not hand:
            art.label(
                p,
                tr(self._lang, "ms.no_cards"),
                r.x + r.w / 2,
                inner.y + inner.h / 2,
                s * 0.9,
                colour=art.DIM,
                align="center",
            )
        cells = row(inner, len(hand), 0.7, gap=s * 0.4)
        for c, cr in zip(hand, cells, strict=False):
            lift = s * 0.5 if self.sel is not None and self.sel[:2] == ("card", c) else 0.0
            self._action_card(p, c, Rect(cr.x, cr.y - lift, cr.w, cr.h))
            if cr.w > 40:
                kind = KIND[CARD_KIND[c]][0 if self._lang == "de" else 1]
                art.label(
                    p,
                    _short(kind, int(cr.w / 5.5)),
                    cr.x + cr.w / 2,
                    cr.y - lift + cr.h * 0.6,
                    max(7.0, min(10.0, cr.w / 6.5)),
                    colour="#ffe9a0",
                    align="center",
                    max_w=cr.w - 2,
                )

    # ------------------------------------------------------------------ market
    def _draw_market(self, p: Painter, z: Zones) -> None:
        r = z.market
        s = z.size
        art.mat(p, r.x, r.y, r.w, r.h)
        market = self.market()
        head = tr(self._lang, "ms.market")
        step = int(market.get("step", -1)) if market else -1
        if step == BID:
            item = int(market.get("item", -1))
            high_seat = int(market.get("high_seat", -1))
            if high_seat >= 0:
                head += " · " + tr(
                    self._lang,
                    "ms.auction",
                    item=item_name(item, self._lang),
                    high=market.get("high", 0),
                    who=self.seat_name(high_seat, self._lang),
                )
            else:
                head += " · " + tr(self._lang, "ms.auction_none", item=item_name(item, self._lang))
        elif step == LONE:
            head += " · " + tr(
                self._lang, "ms.lone", e=RULES["lone_price_equipment"], h=RULES["lone_price_helper"]
            )
        elif step == GIRL and int(market.get("girl_price", 0)) > 0:
            head += " · " + tr(self._lang, "ms.girl_price", n=market.get("girl_price"))
        art.label(p, head, r.x + s * 0.6, r.y + s * 0.8, s * 0.85, colour=art.DIM, max_w=r.w - s)
        items = self.market_items()
        rot = int(market.get("rot", -1)) if market else -1
        current = int(market.get("item", -1)) if step == BID else -1
        inner = Rect(r.x + s * 0.4, r.y + s * 1.5, r.w - s * 0.8, r.h - s * 1.8)
        cells = grid(inner, len(items), 0.78, s * 0.3)
        cap = s * 7.5
        cells = [Rect(c.x, c.y, min(c.w, cap), min(c.h, cap / 0.78)) for c in cells]
        for item, cr in zip(items, cells, strict=False):
            self._market_item(p, item, cr, rotten=item == rot, current=item == current)

    def _market_item(self, p: Painter, item: int, r: Rect, *, rotten: bool, current: bool) -> None:
        equipment = item < len(EQUIPMENT)
        top, bottom = ("#cbb68a", "#8f7a4e") if equipment else ("#b9c7a6", "#6f7e5c")
        art.plate(p, r.x, r.y, r.w, r.h, top, bottom, "#ffd36e" if current else "#4a3a22")
        size = max(7.0, min(11.0, r.w / 6.5, r.h / 3.6))
        name = item_name(item, self._lang)
        art.label(
            p,
            _short(name, int(r.w / (size * 0.52))),
            r.x + r.w / 2,
            r.y + r.h * 0.3,
            size,
            colour=art.INK,
            align="center",
            weight="700",
            max_w=r.w - 3,
        )
        if equipment:
            e = EQUIPMENT[item]
            bits = []
            if e.strength:
                bits.append(f"⚔+{e.strength}")
            if e.courage:
                bits.append(f"♥+{e.courage}")
            stats = " ".join(bits)
            slot = tr(self._lang, f"ms.slot.{e.slot}")
        else:
            pid = HELPERS[item - len(EQUIPMENT)]
            person = PERSONS[pid]
            stats = f"⚔{person.strength} · " + "".join("▮" for _ in person.cards)
            slot = ""
        art.label(
            p,
            stats,
            r.x + r.w / 2,
            r.y + r.h * 0.58,
            size * 0.9,
            colour=art.INK,
            align="center",
            max_w=r.w - 3,
        )
        if slot and r.h > 3.2 * size:
            art.label(
                p,
                slot,
                r.x + r.w / 2,
                r.y + r.h * 0.82,
                size * 0.8,
                colour="#4a3a22",
                align="center",
                max_w=r.w - 3,
            )
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
        self._region(p, f"item:{item}", r, always=True)

    def _fly_card(self, p: Painter, c: int, r: Rect, face: bool) -> None:
        self._action_card(p, c, r, face=face, region=False)

    def seat_name(self, seat: int, lang: str) -> str:
        """A seat's name: the mummy or its character."""
        if seat == 0:
            return tr(lang, "ms.mummy")
        return person_name(seat - 1, lang)
