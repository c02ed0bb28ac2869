"""Animations of the valley table, from the events the shown seat may see.

Cards fly from the deck to the hand, from the hand to the camp or into the tomb, face-down
cards flip at the reveal, a trap bursts on its victim, the fought-out tomb stays on the
table while the totals count up and then goes to its winner, the medallion changes hands.
Where a thing starts is taken from the last drawn frame (the old view's slots); where it
lands is looked up at draw time, so a resize does not break a flight.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pharaoh.engine.game import Event, Game, View
from pharaoh.web.games import Rect
from pharaoh.web.games.valley_kings.base import BoardBase

FLY_MS = 420.0
"""A card flies from one place to another in this time."""
FLIP_MS = 380.0
COUNT_MS = 900.0
"""Strength totals count up in this time after a fight."""
HOLD_MS = 900.0
"""The fought-out tomb stays on the table this long before it goes to its winner."""
BURST_MS = 700.0
MAX_QUEUE_MS = 6000.0


@dataclass
class Fly:
    """Something moving on the table: a card (face ``card`` or a back), or the medallion."""

    src: Rect | str
    dst: str
    t0: float
    duration: float
    card: str | None = None
    papyrus_back: bool = False
    flip: bool = False
    medal: bool = False

    def end(self) -> float:
        """When it arrives."""
        return self.t0 + self.duration


@dataclass
class Mark:
    """A one-off effect on a rectangle: "burst" (a trap hits), "flip" (a card turns over)."""

    kind: str
    rect: Rect | str
    t0: float
    duration: float
    card: str = ""


@dataclass
class Ghost:
    """The tomb just fought over, kept on the table while the totals count up."""

    table: dict[str, Any]
    strengths: list[int] | None
    winner: int | None
    t0: float
    count_at: float
    end: float


class Motion(BoardBase):
    """Turns events into flights and marks, queued one after another."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        super().__init__(game, players)
        self.flies: list[Fly] = []
        self.marks: list[Mark] = []
        self.ghost: Ghost | None = None
        self._busy = 0.0
        self.pile_before: str | None = None
        """The discard pile's top card before the last events (shown while cards fly onto it)."""

    def _old_rect(self, old_slots: dict[str, Rect], prefix: str, ids: list[str], card: str) -> Rect | None:
        for i, c in enumerate(ids):
            if c == card and f"{prefix}{i}" in old_slots:
                return old_slots[f"{prefix}{i}"]
        return None

    def _animate(self, old: View, old_slots: dict[str, Rect], events: Sequence[Event], now: float) -> None:
        top = old.get("discard_top")
        self.pile_before = top if isinstance(top, str) else None
        cursor = max(now, min(self._busy, now + MAX_QUEUE_MS))
        me_new = self._player("me")
        claimed: dict[str, int] = {}
        revealed: list[list[str]] | None = None
        old_players = old.get("players") or [{}, {}]
        for event in events:
            d = event.data
            kind = event.kind
            rel = self._rel(d.get("seat"))
            oldp = old_players[self.me if rel == "me" else 1 - self.me] if len(old_players) == 2 else {}
            card = d.get("card") if isinstance(d.get("card"), str) else None
            if kind == "draw":
                cards = d.get("cards") if rel == "me" else None
                count = int(d.get("count") or 0)
                for k in range(min(count, 8)):
                    name = cards[k] if isinstance(cards, list) and k < len(cards) else None
                    dst = f"handc:{rel}"
                    if name is not None:
                        idx = self._index(me_new.get("hand") or [], name, claimed, "hand")
                        dst = f"hand:{idx}" if idx >= 0 else dst
                    self.flies.append(Fly("deck", dst, cursor + k * 90, FLY_MS, name, flip=name is not None))
                cursor += FLY_MS * 0.6 + 90 * min(count, 8)
            elif kind == "play" and card:
                src: Rect | str = f"handc:{rel}"
                if rel == "me":
                    src = self._old_rect(old_slots, "hand:", oldp.get("hand") or [], card) or src
                camp = self._player(rel).get("camp") or []
                idx = len(camp) - 1 - camp[::-1].index(card) if card in camp else -1
                dst = f"camp:{rel}:{idx}" if idx >= 0 else f"campc:{rel}"
                self.flies.append(Fly(src, dst, cursor, FLY_MS, card))
                cursor += FLY_MS
            elif kind == "discard" and card:
                src = f"handc:{rel}"
                if rel == "me":
                    src = self._old_rect(old_slots, "hand:", oldp.get("hand") or [], card) or src
                self.flies.append(Fly(src, "discard", cursor, FLY_MS, card))
                cursor += FLY_MS * 0.7
            elif kind == "send" and card:
                at = old_slots.get(f"adv:{rel}") if card == oldp.get("adventurer") else None
                at = at or self._old_rect(old_slots, f"camp:{rel}:", oldp.get("camp") or [], card)
                sent = ((self._table() or {}).get("sent") or [[], []])[self._seat_of(rel)]
                idx = sent.index(card) if card in sent else -1
                dst = f"sent:{rel}:{max(0, idx)}"
                self.flies.append(Fly(at or f"campc:{rel}", dst, cursor, FLY_MS, card))
                cursor += FLY_MS
            elif kind == "hide":
                papyrus = d.get("source") == "papyrus"
                src = f"handc:{rel}"
                if rel == "me" and card:
                    ids = oldp.get("papyrus") if papyrus else oldp.get("hand")
                    src = self._old_rect(old_slots, "pap:" if papyrus else "hand:", ids or [], card) or src
                hidden = ((self._table() or {}).get("hidden") or [{}, {}])[self._seat_of(rel)]
                idx = max(0, int(hidden.get("count") or 1) - 1)
                self.flies.append(Fly(src, f"hid:{rel}:{idx}", cursor, FLY_MS, None, papyrus_back=papyrus))
                cursor += FLY_MS
            elif kind == "reveal":
                revealed = d.get("cards") if isinstance(d.get("cards"), list) else None
                for r in ("op", "me"):
                    for i in range(8):
                        self.marks.append(Mark("flip", f"hid:{r}:{i}", cursor + i * 60, FLIP_MS))
                cursor += FLIP_MS + 300
            elif kind == "trap":
                target = d.get("target")
                # A trap may hit either side (ruling 2.9); older events name no victim: the opponent.
                hit = d.get("victim")
                victim = self._rel(hit) if isinstance(hit, int) else "op" if rel == "me" else "me"
                table = old.get("table") or {}
                vsent = (table.get("sent") or [[], []])[self.me if victim == "me" else 1 - self.me]
                if isinstance(target, str) and target in vsent:
                    spot = old_slots.get(f"sent:{victim}:{vsent.index(target)}")
                    self.marks.append(Mark("burst", spot or f"sentc:{victim}", cursor, BURST_MS))
                if card:
                    self.flies.append(Fly(f"hidc:{rel}", "discard", cursor + BURST_MS * 0.5, FLY_MS, card))
                cursor += BURST_MS
            elif kind in ("fight", "forfeit"):
                table = dict(old.get("table") or {})
                if table:
                    if revealed is not None:
                        table["revealed"] = True
                        table["hidden"] = [
                            {"count": len(c), "hand": len(c), "papyrus": 0, "cards": c} for c in revealed
                        ]
                    strengths = d.get("strengths") if kind == "fight" else None
                    winner = d.get("winner")
                    hold = (COUNT_MS if strengths else 0) + HOLD_MS
                    self.ghost = Ghost(table, strengths, winner, now, cursor, cursor + hold)
                    cursor += hold
            elif kind == "tomb_won":
                self.flies.append(Fly("tomb", f"tombs:{rel}", cursor, FLY_MS * 1.3, d.get("tomb")))
                cursor += FLY_MS * 1.3
            elif kind == "tomb_opened":
                self.flies.append(Fly("tombdeck", "tomb", cursor, FLY_MS * 1.2, d.get("tomb"), flip=True))
                cursor += FLY_MS * 1.2
            elif kind in ("medallion", "pass"):
                holder_rel = self._rel(self.view.get("holder"))
                other = "op" if holder_rel == "me" else "me"
                if kind == "medallion":
                    fly = Fly(f"medal:{other}", f"medal:{holder_rel}", cursor, FLY_MS * 1.5, medal=True)
                    self.flies.append(fly)
                    cursor += FLY_MS * 1.5
        self._busy = max(self._busy, cursor)
        self.flies = [f for f in self.flies if f.end() > now]
        self.marks = [m for m in self.marks if m.t0 + m.duration > now]

    @staticmethod
    def _index(ids: list[str], name: str, claimed: dict[str, int], scope: str) -> int:
        start = claimed.get(f"{scope}:{name}", -1) + 1
        for i in range(start, len(ids)):
            if ids[i] == name:
                claimed[f"{scope}:{name}"] = i
                return i
        return -1

    def busy_until(self) -> float:
        """When the current animations end."""
        return self._busy

    def pending(self) -> str | None:
        """Nothing is ever queued: every tap is one action."""
        return None
