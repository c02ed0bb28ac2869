"""Animations of the spell table, from the difference between the old and the new view of the shown seat.

Action cards fly from where they were drawn to where they now lie, beetle cards fly from
the mummy to their site, money changes rise as "+3k" over a player, removed sand rises
off its site.  Starts come from the last drawn frame; ends are looked up at draw time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pharaoh.engine.game import Event, View
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import art
from pharaoh.web.games.mummy_spell.model import HAND, Model
from pharaoh.web.surface import Painter
from pharaoh.web.tween import clamp01, ease_in_out, ease_out_cubic

FLY_MS = 450.0
"""A card flies this long."""
STAGGER_MS = 70.0
FLOAT_MS = 1100.0
"""A "+3k" rises and fades this long."""
MAX_FLIES = 10


@dataclass
class Fly:
    """A card on its way: an action card (``card`` >= 0) or a beetle back, from ``src`` to region ``dst``."""

    src: Rect
    dst: str
    t0: float
    card: int = -1
    face: bool = True

    def end(self) -> float:
        """When it lands."""
        return self.t0 + FLY_MS


@dataclass
class Float:
    """A short text rising over a region."""

    text: str
    key: str
    t0: float
    colour: str


class Motion(Model):
    """The animation half of the board (drawing lives in table.py)."""

    flies: list[Fly]
    floats: list[Float]

    def _init_motion(self) -> None:
        self.flies = []
        self.floats = []

    def clear_motion(self) -> None:
        """Forget running animations (a new seat is shown)."""
        self.flies.clear()
        self.floats.clear()

    def busy_until(self) -> float:
        """When the running animations end (clock in ms)."""
        ends = [f.end() for f in self.flies] + [f.t0 + FLOAT_MS for f in self.floats]
        return max(ends, default=0.0)

    def flying(self, now: float) -> set[str]:
        """Region keys whose thing is still in the air (not drawn in place yet)."""
        return {f.dst for f in self.flies if now < f.end()}

    def animate(self, old: View, old_slots: dict[str, Rect], events: Sequence[Event], now: float) -> None:
        """Start the animations from ``old`` to the current view."""
        self.flies = [f for f in self.flies if f.end() > now]
        self.floats = [f for f in self.floats if f.t0 + FLOAT_MS > now]
        before: dict[str, Any] = old.get("state") or {}
        after = self.st
        t = now
        old_cards = before.get("cards") or []
        for c, loc in enumerate(after.get("cards") or []):
            if c >= len(old_cards) or list(old_cards[c][:3]) == list(loc[:3]):
                continue
            src = old_slots.get(f"card:{c}")
            if src is None or len(self.flies) >= MAX_FLIES:
                continue
            face = not (loc[0] == HAND and self.owner_of_card(c) != self.me)
            self.flies.append(Fly(src, f"card:{c}", t, card=c, face=face))
            t += STAGGER_MS
        old_sites = {s["num"]: s for s in before.get("sites") or []}
        mummy_rect = old_slots.get("seat:0")
        for site in after.get("sites") or []:
            prev = old_sites.get(site["num"])
            if prev is None:
                continue
            removed = int(prev["sand"]) - int(site["sand"])
            if removed > 0:
                self.floats.append(Float(f"−{removed} ▦", f"site:{site['num']}", now, "#f0d78f"))
            elif removed < 0:
                self.floats.append(Float(f"+{-removed} ▦", f"site:{site['num']}", now, "#f0d78f"))
            added = len(site["beetles"]) - len(prev["beetles"])
            if added > 0 and mummy_rect is not None:
                for i in range(len(site["beetles"]) - added, len(site["beetles"])):
                    self.flies.append(
                        Fly(mummy_rect.inset(mummy_rect.h * 0.3), f"beetle:{site['num']}:{i}", t)
                    )
                    t += STAGGER_MS
        cash_old = before.get("cash") or []
        for seat, cash in enumerate(after.get("cash") or []):
            if seat < len(cash_old) and cash != cash_old[seat]:
                delta = int(cash) - int(cash_old[seat])
                text = f"+{delta}k" if delta > 0 else f"−{-delta}k"
                self.floats.append(Float(text, f"seat:{seat}", now, "#ffe9a0" if delta > 0 else "#ff9a80"))

    def draw_motion(self, p: Painter, now: float, size: float) -> None:
        """Draw what flies and what rises."""
        for f in self.flies:
            if now < f.t0 or now >= f.end():
                continue
            dst = self.slots.get(f.dst)
            if dst is None:
                continue
            k = ease_in_out(clamp01((now - f.t0) / FLY_MS))
            r = Rect(
                f.src.x + (dst.x - f.src.x) * k,
                f.src.y + (dst.y - f.src.y) * k,
                f.src.w + (dst.w - f.src.w) * k,
                f.src.h + (dst.h - f.src.h) * k,
            )
            if f.card >= 0:
                self._fly_card(p, f.card, r, f.face)
            else:
                art.beetle_back(p, r.x, r.y, max(8.0, min(r.w, dst.w)), max(10.0, min(r.h, dst.h)))
        for fl in self.floats:
            target = self.slots.get(fl.key)
            if target is None or now < fl.t0 or now > fl.t0 + FLOAT_MS:
                continue
            k = clamp01((now - fl.t0) / FLOAT_MS)
            p.save()
            p.alpha(1.0 - k * k)
            art.label(
                p,
                fl.text,
                target.x + target.w / 2,
                target.y + target.h * 0.45 - ease_out_cubic(k) * size * 2.2,
                size * 1.4,
                colour=fl.colour,
                align="center",
                weight="700",
            )
            p.restore()

    def _fly_card(self, p: Painter, c: int, r: Rect, face: bool) -> None:
        """Drawn by the table (it knows card faces)."""
        art.back(p, r.x, r.y, r.w, r.h)
