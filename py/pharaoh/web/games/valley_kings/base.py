"""The valley board's state: the shown seat's view, its legal actions sorted by kind, and where they tap.

The drawing (table.py), the animations (motion.py) and the words (board.py) build on this.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.games.valley_kings.notation import OWN
from pharaoh.web.games import Rect
from pharaoh.web.surface import LayerCache


class BoardBase:
    """What the board knows between two draws: view, legal actions parsed by kind, selection, slots."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        self.game = game
        self.players = players
        self.cards: dict[str, dict[str, Any]] = game.catalog() if hasattr(game, "catalog") else {}
        self.view: View = {}
        self.legal: list[str] = []
        self.seat: Seat | None = None
        self.sel: str | None = None
        self.slots: dict[str, Rect] = {}
        self.region_cards: dict[str, str] = {}
        self._lang = "en"
        self._layers: LayerCache | None = None
        self.plays: dict[str, list[tuple[str, str | None]]] = {}
        self.traps: dict[str, list[tuple[str, str | None]]] = {}
        self.simple: dict[str, str] = {}
        """Card-less actions (end, done, open, pass) and card actions by "kind:card" (discard, send, hide)."""
        self.splits: list[str] = []
        self.hand_page = 0
        """Which page of a phone's hand shows (the hand shows as tiles, in pages when many)."""

    # ------------------------------------------------------------------ who is where
    @property
    def me(self) -> int:
        """The seat drawn at the bottom (the shown seat, or seat 0 for a spectator)."""
        return self.seat if self.seat is not None else 0

    def _rel(self, seat: Any) -> str:
        return "me" if seat == self.me else "op"

    def _seat_of(self, rel: str) -> int:
        return self.me if rel == "me" else 1 - self.me

    def _player(self, rel: str) -> dict[str, Any]:
        players = self.view.get("players") or [{}, {}]
        p: dict[str, Any] = players[self.me if rel == "me" else 1 - self.me]
        return p

    def _table(self) -> dict[str, Any] | None:
        table: dict[str, Any] | None = self.view.get("table")
        return table

    def _parse(self) -> None:
        self.plays, self.traps, self.simple, self.splits = {}, {}, {}, []
        for text in self.legal:
            kind, _, rest = text.partition(":")
            card, _, target = rest.partition(">")
            if kind == "split":
                self.splits.append(text)
            elif kind == "play":
                self.plays.setdefault(card, []).append((text, target or None))
            elif kind == "trap":
                self.traps.setdefault(card, []).append((text, target or None))
            elif rest:
                self.simple[f"{kind}:{card}"] = text
            else:
                self.simple[kind] = text

    def _card_of_key(self, key: str) -> str | None:
        parts = key.split(":")
        try:
            if parts[0] == "hand":
                return str((self._player("me").get("hand") or [])[int(parts[1])])
            if parts[0] == "pap":
                return str((self._player("me").get("papyrus") or [])[int(parts[1])])
            if parts[0] == "adv":
                return str(self._player(parts[1]).get("adventurer"))
            if parts[0] == "camp":
                return str((self._player(parts[1]).get("camp") or [])[int(parts[2])])
            table = self._table() or {}
            seat = self.me if parts[1] == "me" else 1 - self.me
            if parts[0] == "sent":
                return str(table["sent"][seat][int(parts[2])])
            if parts[0] == "hid":
                cards = table["hidden"][seat].get("cards") or []
                return str(cards[int(parts[2])])
        except (IndexError, KeyError, ValueError, TypeError, AttributeError):
            return None
        return None

    @staticmethod
    def _with_target(options: list[tuple[str, str | None]], target: str) -> str | None:
        for text, t in options:
            if t == target:
                return text
        return None

    def _trap_sel(self) -> str | None:
        if self.sel in self.traps:
            return self.sel
        with_targets = [c for c, opts in self.traps.items() if opts[0][1] is not None]
        return with_targets[0] if with_targets else None

    def targets(self) -> dict[str, str]:
        """Action -> region key, for every legal action a single tap plays now."""
        out: dict[str, str] = {}
        me = self._player("me")
        hand = list(me.get("hand") or [])
        papyrus = list(me.get("papyrus") or [])
        for card, options in self.plays.items():
            if card in hand and len(options) == 1:
                out[options[0][0]] = f"hand:{hand.index(card)}"
        if self.sel in self.plays:
            camp = list(self._player("op").get("camp") or [])
            for text, target in self.plays[self.sel]:
                if target in camp:
                    out[text] = f"camp:op:{camp.index(target)}"
                elif target == self._player("op").get("adventurer"):
                    out[text] = "adv:op"
        camp_me = list(me.get("camp") or [])
        for key, text in self.simple.items():
            kind, _, card = key.partition(":")
            if kind in ("discard", "hide") and card in hand:
                out[text] = f"hand:{hand.index(card)}"
            elif kind == "hide" and card in papyrus:
                out[text] = f"pap:{papyrus.index(card)}"
            elif kind == "send" and card == me.get("adventurer"):
                out[text] = "adv:me"
            elif kind == "send" and card in camp_me:
                out[text] = f"camp:me:{camp_me.index(card)}"
        if "open" in self.simple:
            out[self.simple["open"]] = "tombdeck"
        if "pass" in self.simple:
            out[self.simple["pass"]] = "pass"
        table = self._table()
        if self.traps and table is not None:
            hidden = list(table["hidden"][self.me].get("cards") or [])
            sent_op = list(table["sent"][1 - self.me])
            trap = self._trap_sel()
            for card, options in self.traps.items():
                if len(options) == 1 and options[0][1] is None and card in hidden:
                    out[options[0][0]] = f"hid:me:{hidden.index(card)}"
            if trap is not None:
                sent_me = list(table["sent"][self.me])
                for text, target in self.traps[trap]:
                    # "own:<card>": one of the seat's own characters (a trap may hit any, ruling 2.9).
                    own = (target or "").removeprefix(OWN)
                    if target is not None and target != own and own in sent_me:
                        out[text] = f"sent:me:{sent_me.index(own)}"
                    elif target in sent_op:
                        out[text] = f"sent:op:{sent_op.index(target)}"
        return out

    def _name(self, card: str | None, lang: str) -> str:
        face = self.cards.get(card or "")
        if face is None:
            return card or "?"
        return str(face["name"].get(lang) or face["name"]["en"])
