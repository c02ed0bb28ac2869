"""Drawing the spell table from the shown seat's view only.

Action cards are public in this game (each person's cards are known, and the view shows
them), so other players' hands are small faces; the mummy's beetle cards are backs for
everyone but her, excavation cards a seat has not researched are backs, and the secret
market picks are backs until the reveal: the view already masks them, and the drawing never
asks the full state.

Every text is at least 11 CSS px and whole (see fit.py): where a name does not fit, a short
name of our own is written, or none, and the thing is read large by holding a finger on it
or pointing at it (panels.py).  Everything drawn is a region: to tap where it plays an
action, to hold and read everywhere; a tap on a thing that plays nothing goes to the zone
it lies in (a card on a site taps the site).
"""

from __future__ import annotations

import math

from pharaoh.games.mummy_spell.cards import CARD_KIND, EQUIPMENT, HELPERS, PERSONS, RULES
from pharaoh.games.mummy_spell.describe import kind_name
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import art
from pharaoh.web.games.mummy_spell.fit import MIN_TEXT, width
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
from pharaoh.web.games.mummy_spell.names import equipment_names, item_names, person_names
from pharaoh.web.games.mummy_spell.panels import Panels
from pharaoh.web.i18n import tr
from pharaoh.web.surface import LayerCache, Painter


def person_name(pid: int, lang: str) -> str:
    """A person's name in ``lang``."""
    return person_names(pid, lang)[0]


def item_name(item: int, lang: str) -> str:
    """A market item's name."""
    return item_names(item, lang)[0]


CHIP_W = 96.0
"""A market chip this wide holds most names whole."""


def _chip_grid(n: int, r: Rect) -> tuple[int, int, float, float]:
    """Rows, columns, width and height of ``n`` market chips in ``r``.

    The fewest rows that make them :data:`CHIP_W` wide, else as many rows as fit (15 px high or more).

    >>> [round(v) for v in _chip_grid(17, Rect(0, 0, 510, 160))]
    [4, 5, 100, 26]
    """
    most = max(1, min(n, int((r.h + 3) // 18)))
    rows = most
    for k in range(1, most + 1):
        cols = -(-n // k)
        if (r.w - 3 * (cols - 1)) / cols >= CHIP_W:
            rows = k
            break
    cols = -(-n // rows)
    rows = -(-n // cols)
    return rows, cols, (r.w - 3 * (cols - 1)) / cols, min(26.0, (r.h - 3 * (rows - 1)) / rows)


class TableView(Panels):
    """The drawing half of the board."""

    _small = MIN_TEXT
    """The size of the table's second-rank texts (counts, captions, persons): 11 px, more on a big screen."""

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """The cloth (a cached layer), then every zone, the tray, the legend and what is being read."""
        self._lang = lang
        if area.w < 60 or area.h < 60 or not self.view:
            return
        self.slots = {}
        self.parents = {}
        self._partial: set[str] = set()
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
        self._small = max(MIN_TEXT, z.size * 0.85)
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
        self.draw_motion(p, now, max(MIN_TEXT, z.size))
        self._draw_tray(p, z, area)
        self._draw_legend(p, area)
        self._draw_reading(p, area, hover)

    def tap(self, key: str) -> str | None:
        """A tap: the legend's button and panel, a thing's own action, else the zone it lies in."""
        if key == "legend":
            self.legend_open, self.legend_page = not self.legend_open, 0
            return None
        if key == "legend:panel":
            self.legend_page += 1
            if self.legend_page >= self._legend_pages:
                self.legend_open, self.legend_page = False, 0
            return None
        parent = self.parents.get(key)
        if parent and key not in self.taps and key not in self.picks:
            return self.tap(parent)
        return super().tap(key)

    def _text(self, s: float) -> float:
        return max(MIN_TEXT, s)

    # ------------------------------------------------------------------ the mummy
    def _draw_mummy(self, p: Painter, z: Zones) -> None:
        r = z.mummy
        t = self._text(z.size)
        art.mat(p, r.x, r.y, r.w, r.h)
        mummy = self.st.get("mummy") or {}
        derived = self.view.get("derived") or {}
        if 0 in (self.view.get("to_act") or []):
            art.glow(p, r.x + 1, r.y + 1, r.w - 2, r.h - 2, self._pulse * 0.6)
        self._region(p, "seat:0", r)
        line = r.y + t * 1.05
        art.mummy_head(p, r.x + t * 1.0, line, t * 0.7)
        right = r.x + r.w - 5 - self._legend_button(p, r.x + r.w - 5, line) - t * 0.5
        x = r.x + t * 1.9
        title = tr(self._lang, "ms.mummy")
        forms = [f"{title} · {tr(self._lang, 'ms.you')}", title] if self.me == 0 else [title]
        drawn = art.name(p, forms, x, line, t * 1.1, weight="700", max_w=right - x)
        if drawn:
            x += width(drawn, max(self._small, t * 1.1), True) + t * 0.7
        injuries = int(derived.get("injuries") or 0)
        strength = derived.get("mummy_strength", 0)
        full = " · ".join(
            [
                tr(self._lang, "ms.strength", n=strength),
                tr(self._lang, "ms.injuries", n=injuries),
                tr(self._lang, "ms.ban_used" if mummy.get("ban_used") else "ms.ban_free"),
            ]
        )
        shown = art.name(p, [full, f"⚔{strength} ✚{injuries}"], x, line, t, colour=art.DIM, max_w=right - x)
        if shown != full:
            self._partial.add("seat:0")
        if shown:
            self._region(
                p, "sym:mummy", Rect(x, line - t * 0.7, width(shown, t), t * 1.4), parent="seat:0"
            )
        self.slots["seat:0"] = r
        top = r.y + t * 2.1
        room = r.y + r.h - 5 - top
        caption = room >= 80
        ch = room - (t * 1.4 if caption else 0)
        if not caption:
            self._partial.add("seat:0")
        large_hand = list(mummy.get("large_hand") or [])
        front = list(mummy.get("large_front") or [])
        hand = list(mummy.get("hand") or [])
        secured = list((self.st.get("finds") or [[]])[0])
        injured = list(mummy.get("injuries") or [])
        n = len(large_hand) + len(front)
        small = (0 if self.me == 0 else len(hand)) + len(secured) + len(injured)
        lw = ch * 0.68
        sw = ch * 0.5
        need = n * (lw + 3) + small * (sw * 0.55) + 3 * t + (t if front else 0)
        scale = min(1.0, (r.w - t) / need) if need > 0 else 1.0
        x = r.x + t * 0.5
        for group, face in ((large_hand, self.me == 0), (front, True)):
            if group is front and front:
                x += t * 0.3
            for m in group:
                cr = Rect(x, top, lw * scale, ch * min(1.0, scale + 0.2))
                self._large(p, m, cr, face=face, dim=group is front)
                self._region(p, f"large:{m}", cr, parent="seat:0")
                x += lw * scale + 3
        x += t * 0.5
        sh = ch * 0.78 * min(1.0, scale + 0.2)
        groups: list[tuple[str, list[int]]] = []
        if self.me != 0 and hand:
            groups.append(("hb", hand))
        if secured:
            groups.append(("sec", secured))
        if injured:
            groups.append(("inj", injured))
        for kind, items in groups:
            count = len(items)
            space = max(sw * 0.6, min(count * (sw * 0.55) + sw * 0.45, r.x + r.w - x - t * 0.5))
            cells = row(Rect(x, top, space, sh), count, 0.68, gap=2)
            for i, cr in enumerate(cells):
                if kind == "hb":
                    self._beetle(p, -1, cr)
                    self._region(p, f"hb:{i}", cr, parent="seat:0")
                elif kind == "sec":
                    self._find_card(p, int(items[i]), cr)
                    self._region(p, f"mfind:{items[i]}", cr, parent="seat:0")
                else:
                    self._action_card(p, int(items[i]), cr, parent="seat:0")
            if caption:
                words = {
                    "hb": [tr(self._lang, "ms.beetles_n", n=count), str(count)],
                    "sec": [tr(self._lang, "ms.secured")],
                    "inj": [f"✚ {count}"],
                }[kind]
                art.name(p, words, x, top + sh + t * 0.7, self._small, colour=art.DIM, max_w=space + t * 0.5)
            x += space + t * 0.6

    # ------------------------------------------------------------------ deck, sand, bank
    def _draw_piles(self, p: Painter, z: Zones) -> None:
        r = z.piles
        t = self._text(z.size)
        art.mat(p, r.x, r.y, r.w, r.h)
        deck = list(self.st.get("deck") or [])
        seen = list(self.st.get("deck_seen") or [])
        line = r.y + t * 1.0
        bank = int(self.st.get("bank") or 0)
        bank_forms = [f"{tr(self._lang, 'ms.bank')} {bank}k", f"{bank}k"]
        bank_text = next((b for b in bank_forms if width(b, t) <= r.w * 0.45), bank_forms[-1])
        bw = width(bank_text, t)
        art.label(p, bank_text, r.x + r.w - 6, line, t, align="right", max_w=bw + 1)
        art.coin(p, r.x + r.w - 6 - bw - t * 0.7, line, t * 0.5)
        room = r.w - bw - t * 2.2
        art.name(
            p,
            [
                tr(self._lang, "ms.deck") + " · " + tr(self._lang, "ms.deck_n", n=len(deck)),
                tr(self._lang, "ms.deck"),
            ],
            r.x + t * 0.5,
            line,
            t,
            weight="700",
            max_w=room,
        )
        strip = Rect(r.x + t * 0.5, r.y + t * 2.0, r.w * 0.78 - t, r.h - t * 2.0 - 5)
        pile = Rect(strip.x, strip.y, min(strip.h * 0.68, strip.w * 0.3), strip.h)
        art.plate(p, pile.x + 3, pile.y + 3, pile.w, pile.h, "#4a331a", "#2a1b0c", "#6a4d28")
        art.plate(p, pile.x, pile.y, pile.w, pile.h, "#6b4d2a", "#3a2814", "#a9864c")
        if pile.h >= t * 3.2:
            lens = "rgba(240,210,150,0.6)"
            art.icon(p, "lens", pile.x + pile.w / 2, pile.y + pile.h * 0.36, pile.w * 0.22, lens)
        art.label(
            p,
            str(len(deck)),
            pile.x + pile.w / 2,
            pile.y + pile.h - t * 0.9 if pile.h >= t * 3.2 else pile.y + pile.h / 2,
            t,
            colour=art.TEXT,
            align="center",
            weight="700",
            max_w=pile.w,
        )
        self._region(p, "deck", pile)
        cells = row(
            Rect(pile.x + pile.w + t * 0.5, strip.y, strip.w - pile.w - t * 0.5, strip.h * 0.92),
            len(deck),
            0.68,
            gap=2,
        )
        me_bit = 1 << self.me if self.me >= 0 else 0
        for i, cr in enumerate(cells):
            self._find_card(p, int(deck[i]), cr)
            dots = int(seen[i]) if i < len(seen) else 0
            for k in range(self.players):
                if dots & (1 << k) and not (dots & me_bit and k == self.me):
                    p.circle(cr.x + 4 + k * 5, cr.y + cr.h - 4, 2.2, fill=art.seat_colour(k))
            visible = cells[i + 1].x - cr.x if i + 1 < len(cells) else cr.w
            self._region(p, f"deck:{i}", Rect(cr.x, cr.y, max(6.0, visible), cr.h), parent="deck")
        sand = list(self.st.get("sand") or [])
        sx = r.x + r.w * 0.8
        sr = Rect(sx, strip.y, r.w * 0.2 - 6, strip.h * 0.62)
        if sand:
            art.sand_stack(p, sr.x, sr.y, sr.w, sr.h, len(sand))
        art.name(
            p,
            [tr(self._lang, "ms.sand_n", n=len(sand)), str(len(sand))],
            sx + sr.w / 2,
            sr.y + sr.h + self._small * 0.9,
            self._small,
            colour=art.DIM,
            align="center",
            max_w=r.x + r.w - sx,
        )
        self._region(p, "sand", Rect(sx, sr.y, sr.w, strip.h))

    # ------------------------------------------------------------------ sites
    def _draw_sites(self, p: Painter, z: Zones) -> None:
        r = z.sites
        sites = list(self.st.get("sites") or [])
        if not sites:
            art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.3)")
            art.lines(
                p,
                tr(self._lang, "ms.no_sites"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                self._text(z.size * 1.1),
                max_w=r.w - 8,
                rows=2,
                colour=art.DIM,
                align="center",
            )
            return
        cells = grid(r, len(sites), 1.25, z.size * 0.5)
        for site, cell in zip(sites, cells, strict=False):
            self._draw_site(p, site, cell, z.size)

    def _draw_site(self, p: Painter, site: dict[str, object], r: Rect, s: float) -> None:
        num = int(str(site["num"]))
        leader = int(str(site["leader"]))
        key = f"site:{num}"
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(30,20,8,0.62)")
        p.fill_style(art.seat_colour(leader))
        p.fill_rect(r.x + 4, r.y + 3, r.w - 8, 3)
        self._region(p, key, r)
        if r.w < 220:
            self._partial.add(key)
        fs = max(self._small, min(s, r.w / 14, r.h / 9))
        head = art.name(
            p,
            [tr(self._lang, "ms.site", n=num), str(num)],
            r.x + 5,
            r.y + fs * 1.15,
            fs,
            weight="700",
            max_w=r.w * 0.55,
        )
        dots_x = r.x + 5 + (width(head, fs, True) if head else 0) + fs * 0.8
        seen = int(str(site.get("seen", 0)))
        for k in range(self.players):
            if seen & (1 << k):
                p.circle(
                    dots_x + k * fs * 0.8,
                    r.y + fs * 1.15,
                    fs * 0.3,
                    fill=art.seat_colour(k),
                    stroke="#1a1008",
                )
        derived = {int(d["num"]): d for d in (self.view.get("derived") or {}).get("sites", [])}
        info = derived.get(num, {})
        body = Rect(r.x + 4, r.y + fs * 2.0, r.w - 8, r.h - fs * 3.4)
        tall = r.h > r.w * 1.15
        fw = min(body.w * 0.45, body.h * 0.42 * 0.68) if tall else min(body.w * 0.34, body.h * 0.68)
        fr = Rect(body.x, body.y, fw, fw / 0.68)
        card = int(str(site["card"]))
        self._find_card(p, card, fr)
        self._region(p, f"sfind:{num}", fr, parent=key)
        sand = int(str(site["sand"]))
        if sand > 0:
            art.sand_stack(p, fr.x + fw * 0.3, fr.y + fr.h * 0.6, fw * 0.75, fr.h * 0.46, sand)
        art.name(
            p,
            [tr(self._lang, "ms.sand_n", n=sand), str(sand)],
            fr.x + fr.w / 2,
            fr.y + fr.h + self._small * 0.75,
            self._small,
            colour="#f0d78f",
            align="center",
            max_w=fw + 6,
        )
        right = Rect(fr.x + fw + 6, body.y, body.w - fw - 6, body.h)
        beetles = list(site.get("beetles") or [])  # type: ignore[call-overload]
        lines: list[tuple[int, list[int]]] = []
        cards = self.cards_where(SITE, num) + self.cards_where(PENDING, num)
        for role in (ROBBER, LEGAL, JOB, OBSERVER, DYN):
            group = [c for c in cards if self.loc(c)[2] == role and self.loc(c)[0] == SITE]
            if role == ROBBER:
                group += [c for c in cards if self.loc(c)[0] == PENDING]
            if group:
                lines.append((role, group))
        jobs = [j for j in (self.st.get("jobs") or []) if j["site"] == num]
        beetle_r = Rect(right.x, body.y, right.w, fr.h * 0.6)
        if tall:
            below = fr.y + fr.h + self._small * 1.5
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
                self._region(p, f"beetle:{num}:{i}", cr, parent=key)
            y += 0 if tall else lh
        mark_r = max(4.0, min(fs * 0.45, lh * 0.3))
        for role, group in lines:
            cells = row(
                Rect(right.x + mark_r * 2.6, y, right.w - mark_r * 2.6, lh * 0.92), len(group), 0.7, gap=2
            )
            mark = {ROBBER: "sword", LEGAL: "shovel", JOB: "coin", OBSERVER: "eye", DYN: "dynamite"}[role]
            if mark == "coin":
                art.coin(p, right.x + mark_r, y + lh * 0.46, mark_r * 0.9)
            else:
                art.icon(p, mark, right.x + mark_r, y + lh * 0.46, mark_r, art.DIM)
            for c, cr in zip(group, cells, strict=False):
                self._action_card(p, c, cr, parent=key)
            y += lh
        if jobs:
            jx = right.x + 2
            for j in jobs:
                jr = Rect(jx, y + lh * 0.1, lh * 0.78, lh * 0.78)
                art.coin(p, jr.x + jr.w / 2, jr.y + jr.h / 2, jr.w / 2)
                art.label(
                    p,
                    str(j["premium"]),
                    jr.x + jr.w / 2,
                    jr.y + jr.h / 2 + 0.5,
                    self._small,
                    colour=art.INK,
                    align="center",
                    weight="700",
                    max_w=jr.w - 2,
                )
                if int(j.get("taker", -1)) >= 0:
                    p.circle(
                        jr.x + jr.w, jr.y + 3, 3, fill=art.seat_colour(self.owner_of_card(int(j["taker"])))
                    )
                self._region(p, f"job:{j['id']}", jr, parent=key)
                jx += jr.w + fs * 0.4
        shovels = int(info.get("shovels", 0))
        foot = [tr(self._lang, "ms.shovels", n=shovels)]
        colour = art.DIM
        if info.get("opens"):
            foot = [foot[0] + " · " + tr(self._lang, "ms.opens"), tr(self._lang, "ms.opens")]
            colour = "#ffd36e"
        if "fright" in info:
            foot = [foot[0] + f" · ☠{info['fright']}", *foot]
        art.name(
            p,
            foot,
            r.x + r.w - 5,
            r.y + r.h - self._small * 0.8,
            self._small,
            colour=colour,
            align="right",
            max_w=r.w - fw - 14,
        )

    # ------------------------------------------------------------------ casino
    def _draw_casino(self, p: Painter, z: Zones) -> None:
        r = z.casino
        t = self._text(z.size)
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(60,10,20,0.55)")
        art.label(
            p,
            tr(self._lang, "ms.casino"),
            r.x + r.w / 2,
            r.y + t * 0.95,
            t,
            align="center",
            weight="700",
            max_w=r.w - 4,
        )
        half = (r.h - t * 1.9) / 2
        for spot in (0, 1):
            box = Rect(r.x + 3, r.y + t * 1.8 + spot * half, r.w - 6, half - 3)
            art.mat(p, box.x, box.y, box.w, box.h, "rgba(0,0,0,0.25)")
            self._region(p, f"casino:{spot}", box)
            self._partial.add(f"casino:{spot}")
            name = tr(self._lang, "ms.gamble" if spot == 0 else "ms.croupier")
            named = art.label(
                p,
                name,
                box.x + box.w / 2,
                box.y + self._small * 0.8,
                self._small,
                colour=art.DIM,
                align="center",
                max_w=box.w - 4,
            )
            inner = self._small * 1.5 if named else 3.0
            cards = [c for c in self.cards_where(CASINO) if self.loc(c)[1] == spot]
            cells = row(Rect(box.x + 3, box.y + inner, box.w - 6, box.h - inner - 3), len(cards), 0.7, gap=2)
            for c, cr in zip(cards, cells, strict=False):
                self._action_card(p, c, cr, parent=f"casino:{spot}")

    # ------------------------------------------------------------------ players
    def seat_boxes(self, r: Rect, size: float) -> list[Rect]:
        """The characters' boxes in the seats zone: a grid that never overlaps."""
        n = max(1, self.players - 1)
        gap = max(4.0, size * 0.4)
        cols = n if r.w / n >= 170 else min(n, 2) if r.w >= 240 else 1
        rows = -(-n // cols)
        if rows > 2 and r.h / rows < 40:
            cols = min(n, 2)
            rows = -(-n // cols)
        w = (r.w - gap * (cols - 1)) / cols
        h = (r.h - gap * (rows - 1)) / rows
        return [Rect(r.x + (i % cols) * (w + gap), r.y + (i // cols) * (h + gap), w, h) for i in range(n)]

    def _draw_seats(self, p: Painter, z: Zones) -> None:
        for i, box in enumerate(self.seat_boxes(z.seats, z.size)):
            self._draw_seat(p, i + 1, box, z.size)

    def _draw_seat(self, p: Painter, seat: int, r: Rect, s: float) -> None:
        key = f"seat:{seat}"
        art.mat(p, r.x, r.y, r.w, r.h, "rgba(20,13,6,0.6)")
        p.fill_style(art.seat_colour(seat))
        p.fill_rect(r.x + 2, r.y + 4, 4, r.h - 8)
        if seat in (self.view.get("to_act") or []):
            art.glow(p, r.x + 1, r.y + 1, r.w - 2, r.h - 2, self._pulse * 0.6)
        self._region(p, key, r)
        t = max(self._small, min(s, r.h / 6.5))
        cash = list(self.st.get("cash") or [])
        line = r.y + t * 0.95
        x0 = r.x + 10
        if int(self.st.get("start", -1)) == seat:
            art.sun(p, x0 + t * 0.45, line, t * 0.45)
            self._region(p, "sym:start", Rect(x0 - 2, line - t * 0.7, t * 1.3, t * 1.4), parent=key)
            x0 += t * 1.3
        money = tr(self._lang, "ms.cash", n=cash[seat] if seat < len(cash) else 0)
        mw = width(money, t, True)
        art.label(p, money, r.x + r.w - 6, line, t, weight="700", align="right", max_w=mw + 1)
        art.coin(p, r.x + r.w - 6 - mw - t * 0.6, line, t * 0.45)
        name = person_name(seat - 1, self._lang)
        forms = [f"{name} · {tr(self._lang, 'ms.you')}", name] if seat == self.me else [name]
        art.name(p, forms, x0, line, t, weight="700", max_w=r.x + r.w - mw - t * 1.4 - x0 - 6)
        step = t * 1.3
        y = line + step
        bottom = r.y + r.h - 3
        hand = self.hand_of(seat)
        badges = self._badges(seat)
        persons = self.persons_of(seat)
        extras = (["badges"] if badges else []) + (["hand"] if seat != self.me else [])
        rows = int((bottom - (y - step / 2)) // step)
        # persons first (a line each, else chips in one line), then badges, then the hand
        if rows >= len(persons):
            mode = "list"
            left = rows - len(persons)
        else:
            mode = "chips"
            left = rows - 1
        if mode == "chips" or left < len(extras):
            self._partial.add(key)
        extras = extras[: max(0, left)]
        if mode == "list":
            for pid in persons:
                self._person_row(p, pid, Rect(r.x + 8, y - step / 2, r.w - 12, step), seat)
                y += step
        else:
            high = max(14.0, min(step, bottom - (y - step / 2)))
            self._person_chips(p, persons, Rect(r.x + 8, y - step / 2, r.w - 12, high), seat)
            y += step
        if "badges" in extras:
            bits = [" · ".join(badges[:k]) for k in range(len(badges), 0, -1)]
            if art.name(p, bits, r.x + 10, y, self._small, colour="#f0d78f", max_w=r.w - 16) != bits[0]:
                self._partial.add(key)
            y += step
        if "hand" in extras:
            fy = max(y, bottom - step / 2)
            cells = row(Rect(r.x + 10, fy - step * 0.45, t * 4.5, step * 0.9), len(hand), 0.7, gap=1)
            for c, cr in zip(hand, cells, strict=False):
                self._action_card(p, c, cr, parent=key)
            used = [c for c in self.cards_where(USED) if self.owner_of_card(c) == seat]
            words = tr(self._lang, "ms.hand_n", n=len(hand))
            forms = [words + " · " + tr(self._lang, "ms.used_n", n=len(used)), words] if used else [words]
            art.name(p, forms, r.x + 16 + t * 4.5, fy, self._small, colour=art.DIM, max_w=r.w - t * 4.5 - 22)

    def _badges(self, seat: int) -> list[str]:
        badges: list[str] = []
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
        if seat in self.passed():
            badges.append(tr(self._lang, "ms.passed"))
        if int(self.st.get("daunted") or 0) & (1 << seat):
            badges.append(tr(self._lang, "ms.daunted"))
        credit = list(self.st.get("credit") or [])
        if seat < len(credit) and credit[seat]:
            badges.append(tr(self._lang, "ms.credit", n=credit[seat]))
        finds = list((self.st.get("finds") or [])[seat]) if seat < len(self.st.get("finds") or []) else []
        if finds:
            badges.append(tr(self._lang, "ms.finds_n", n=len(finds)))
        return badges

    def _stats(self, pid: int) -> str:
        derived = (self.view.get("derived") or {}).get("persons") or []
        d = derived[pid] if pid < len(derived) and derived[pid] else {"strength": 0, "courage": 0}
        stats = f"⚔{d['strength']} ♥{d['courage']}"
        if not PERSONS[pid].character:
            stats += f" {self.st['persons'][pid]['wage']}k"
        return stats

    def _person_row(self, p: Painter, pid: int, r: Rect, seat: int) -> None:
        """One person: name, strength, courage, wage, equipment, tea: as much as fits, whole."""
        self._region(p, f"person:{pid}", r, parent=f"seat:{seat}")
        y = r.y + r.h / 2
        info = self.st["persons"][pid]
        stats = self._stats(pid)
        if pid == int(self.st.get("tea", -1)):
            stats += " · " + tr(self._lang, "ms.tea")
        gear = list(info["gear"])
        extra = ""
        if gear:
            names = [equipment_names(e, self._lang) for e in gear]
            extra = " · " + ", ".join(n[0] for n in names)
            shorter = " · " + ", ".join(n[-1] for n in names)
            count = f" +{len(gear)}"
        sw = width(stats, self._small)
        forms = person_names(pid, self._lang)
        name_w = min(width(forms[0], self._small), r.w * 0.5)
        room = r.w - name_w - 8
        if gear:
            for tail in (extra, shorter, count):
                if width(stats + tail, self._small) <= room:
                    stats += tail
                    break
            else:
                self._partial.add(f"seat:{seat}")
        sw = width(stats, self._small)
        art.label(p, stats, r.x + r.w, y, self._small, colour=art.DIM, align="right", max_w=sw + 1)
        if not art.name(p, forms, r.x + 2, y, self._small, max_w=r.w - sw - 8):
            self._partial.add(f"seat:{seat}")

    def _person_chips(self, p: Painter, persons: list[int], r: Rect, seat: int) -> None:
        """Persons as chips in one row (a small box): a short name, else strength and courage."""
        n = max(1, len(persons))
        gap = 3.0
        w = min(90.0, (r.w - gap * (n - 1)) / n)
        for i, pid in enumerate(persons):
            cr = Rect(r.x + i * (w + gap), r.y + 1, w, r.h - 2)
            p.fill_style("rgba(255,235,190,0.12)")
            p.begin()
            p.round_rect(cr.x, cr.y, cr.w, cr.h, 4)
            p.fill()
            self._region(p, f"person:{pid}", cr, parent=f"seat:{seat}")
            d = (self.view.get("derived") or {}).get("persons") or []
            stat = d[pid] if pid < len(d) and d[pid] else {"strength": 0, "courage": 0}
            forms = [
                *person_names(pid, self._lang),
                f"⚔{stat['strength']}♥{stat['courage']}",
                f"⚔{stat['strength']}",
            ]
            art.name(p, forms, cr.x + cr.w / 2, cr.y + cr.h / 2, self._small, align="center", max_w=cr.w - 4)
            if pid == int(self.st.get("tea", -1)):
                art.icon(p, "cup", cr.x + cr.w - 5, cr.y + 5, 4, "#ffd36e")

    # ------------------------------------------------------------------ own hand
    def _draw_hand(self, p: Painter, z: Zones) -> None:
        r = z.hand
        t = self._text(z.size)
        art.mat(p, r.x, r.y, r.w, r.h)
        if self.me < 0:
            art.label(
                p,
                tr(self._lang, "ms.spectator"),
                r.x + r.w / 2,
                r.y + r.h / 2,
                t,
                colour=art.DIM,
                align="center",
                max_w=r.w - 8,
            )
            return
        titled = r.h >= 70
        inner = Rect(
            r.x + 6, r.y + (t * 1.6 if titled else 5), r.w - 12, r.h - (t * 1.6 if titled else 5) - 5
        )
        if self.me == 0:
            hand = list((self.st.get("mummy") or {}).get("hand") or [])
            if titled:
                art.label(
                    p,
                    tr(self._lang, "ms.beetles_n", n=len(hand)),
                    r.x + 8,
                    r.y + t * 0.8,
                    t,
                    colour=art.DIM,
                    max_w=r.w - 16,
                )
            cells = row(inner, len(hand), 0.7, gap=4)
            for i, (b, cr) in enumerate(zip(hand, cells, strict=False)):
                self._beetle(p, int(b), cr)
                self._region(p, f"hb:{i}", cr)
            return
        hand = self.hand_of(self.me)
        used = [c for c in self.cards_where(USED) if self.owner_of_card(c) == self.me]
        if titled:
            title = tr(self._lang, "ms.your_hand")
            forms = [title + " · " + tr(self._lang, "ms.used_n", n=len(used)), title] if used else [title]
            art.name(p, forms, r.x + 8, r.y + t * 0.8, t, colour=art.DIM, max_w=r.w - 16)
        if used:
            # face-down research cards lie apart, smaller: they come back next round
            uw = min(inner.w * 0.2, len(used) * inner.h * 0.36)
            ucells = row(
                Rect(inner.x + inner.w - uw, inner.y + inner.h * 0.45, uw, inner.h * 0.55),
                len(used),
                0.7,
                gap=2,
            )
            for c, cr in zip(used, ucells, strict=False):
                self._action_card(p, c, cr)
                p.fill_style("rgba(20,12,4,0.45)")
                p.fill_rect(cr.x, cr.y, cr.w, cr.h)
            inner = Rect(inner.x, inner.y, inner.w - uw - 6, inner.h)
        if not hand:
            art.label(
                p,
                tr(self._lang, "ms.no_cards"),
                inner.x + inner.w / 2,
                inner.y + inner.h / 2,
                t,
                colour=art.DIM,
                align="center",
                max_w=inner.w,
            )
        cells = row(inner, len(hand), 0.7, gap=3)
        for c, cr in zip(hand, cells, strict=False):
            lift = t * 0.5 if self.sel is not None and self.sel[:2] == ("card", c) else 0.0
            cr = Rect(cr.x, cr.y - lift, cr.w, cr.h)
            self._action_card(p, c, cr)
            if cr.h < 90 and cr.h >= 46:
                kind = kind_name(CARD_KIND[c], self._lang)
                art.label(
                    p,
                    kind,
                    cr.x + cr.w / 2,
                    cr.y + cr.h * 0.6,
                    self._small,
                    colour="#ffe9a0",
                    align="center",
                    max_w=cr.w - 4,
                )

    # ------------------------------------------------------------------ market
    def _draw_market(self, p: Painter, z: Zones) -> None:
        r = z.market
        t = self._text(z.size)
        art.mat(p, r.x, r.y, r.w, r.h)
        market = self.market()
        head = tr(self._lang, "ms.market")
        step = int(market.get("step", -1)) if market else -1
        detail = ""
        if step == BID:
            item = int(market.get("item", -1))
            high_seat = int(market.get("high_seat", -1))
            if high_seat >= 0:
                detail = tr(
                    self._lang,
                    "ms.auction",
                    item=item_name(item, self._lang),
                    high=market.get("high", 0),
                    who=self.seat_name(high_seat, self._lang),
                )
            else:
                detail = tr(self._lang, "ms.auction_none", item=item_name(item, self._lang))
        elif step == LONE:
            detail = tr(self._lang, "ms.lone", e=RULES["lone_price_equipment"], h=RULES["lone_price_helper"])
        elif step == GIRL and int(market.get("girl_price", 0)) > 0:
            detail = tr(self._lang, "ms.girl_price", n=market.get("girl_price"))
        items = self.market_items()
        rot = int(market.get("rot", -1)) if market else -1
        current = int(market.get("item", -1)) if step == BID else -1
        titled = r.h >= 60
        top = t * 1.5 if titled else 4.0
        inner = Rect(r.x + 5, r.y + top, r.w - 10, r.h - top - 4)
        cells = grid(inner, len(items), 0.78, 4)
        if cells and cells[0].w < 60:
            # a small market: its names matter more than its title (the status line says "market")
            chips = Rect(r.x + 5, r.y + 4, r.w - 10, r.h - 8)
            if _chip_grid(len(items), chips)[2] <= _chip_grid(len(items), inner)[2]:
                chips = inner
            else:
                titled = False
            self._market_chips(p, items, chips, rot, current)
        if titled:
            forms = [head + " · " + detail, head] if detail else [head]
            art.name(p, forms, r.x + 8, r.y + t * 0.8, t, colour=art.DIM, max_w=r.w - 16)
        if cells and cells[0].w < 60:
            return
        cap = max(t * 7.5, 90.0)
        cells = [Rect(c.x, c.y, min(c.w, cap), min(c.h, cap / 0.78)) for c in cells]
        for item, cr in zip(items, cells, strict=False):
            self._market_item(p, item, cr, rotten=item == rot, current=item == current)
            self._region(p, f"item:{item}", cr)

    def _market_chips(self, p: Painter, items: list[int], r: Rect, rot: int, current: int) -> None:
        """A small market: its cards as short wide chips with a name each (short, else its bonus)."""
        if not items:
            return
        rows, cols, w, h = _chip_grid(len(items), r)
        for i, item in enumerate(items):
            cr = Rect(r.x + (i % cols) * (w + 3), r.y + (i // cols) * (h + 3), w, h)
            equipment = item < len(EQUIPMENT)
            top, low = ("#cbb68a", "#8f7a4e") if equipment else ("#b9c7a6", "#6f7e5c")
            art.plate(p, cr.x, cr.y, cr.w, cr.h, top, low, "#ffd36e" if item == current else "#4a3a22")
            if equipment:
                e = EQUIPMENT[item]
                bonus = " ".join(
                    ([f"⚔+{e.strength}"] if e.strength else []) + ([f"♥+{e.courage}"] if e.courage else [])
                )
            else:
                bonus = f"⚔{PERSONS[HELPERS[item - len(EQUIPMENT)]].strength}"
            forms = [*item_names(item, self._lang), bonus, bonus.replace(" ", "")]
            art.name(
                p,
                forms,
                cr.x + cr.w / 2,
                cr.y + cr.h / 2 + 0.5,
                self._small,
                colour=art.INK,
                align="center",
                max_w=cr.w - 4,
            )
            if item == rot:
                p.fill_style("rgba(40,60,20,0.7)")
                p.fill_rect(cr.x, cr.y, cr.w, cr.h)
            self._region(p, f"item:{item}", cr)
            self._partial.add(f"item:{item}")

    def _fly_card(self, p: Painter, c: int, r: Rect, face: bool) -> None:
        self._action_card(p, c, r, face=face, region=False)
