"""The valley play screen: two camps, the tomb between them, the hand at the bottom; taps to actions.

It draws only the shown seat's view (see table.py); animations come from the events that
seat may see (see motion.py).  This module holds what a tap does, the panel's buttons and
the words of the status line.
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.engine.game import Event, Seat, View
from pharaoh.games.valley_kings.notation import OWN
from pharaoh.web.games import Choice
from pharaoh.web.games.valley_kings.table import TableView
from pharaoh.web.i18n import tr, tr_known
from pharaoh.web.keys import TEXTS as FOCUS_TEXTS  # noqa: F401 - its focus_label words


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """Seats are numbered players before the adventurers are drawn."""
    return tr(lang, "vk.player", n=seat + 1)


class ValleyBoard(TableView):
    """The board renderer and tap handler for one game of valley_kings."""

    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """Take the new view and legal actions; start the animations of ``events``."""
        if seat != self.seat:
            self.flies.clear()
            self.marks.clear()
            self.ghost = None
            self.slots = {}
        old = self.view
        old_slots = dict(self.slots)
        self.view, self.legal, self.seat = view, list(legal), seat
        self._parse()
        if self.sel is not None and self.sel not in self.plays and self.sel not in self.traps:
            self.sel = None
        if old and events:
            self._animate(old, old_slots, events, now)

    def tap(self, key: str) -> str | None:
        """Turn a tap on a region into an action, or a change of selection."""
        if key == "tombdeck":
            return self.simple.get("open")
        if key == "pass":
            return self.simple.get("pass")
        if key == "handpage":
            self.hand_page += 1
            return None
        kind = key.split(":")[0]
        card = self._card_of_key(key)
        if card is None:
            return None
        if kind == "hand":
            options = self.plays.get(card)
            if options:
                if len(options) == 1:
                    self.sel = None
                    return options[0][0]
                self.sel = None if self.sel == card else card
                return None
            for prefix in ("discard", "hide"):
                if f"{prefix}:{card}" in self.simple:
                    return self.simple[f"{prefix}:{card}"]
            return None
        if kind == "pap":
            return self.simple.get(f"hide:{card}")
        if key.startswith(("adv:me", "camp:me")):
            return self.simple.get(f"send:{card}")
        if key.startswith(("adv:op", "camp:op")) and self.sel in self.plays:
            return self._with_target(self.plays[self.sel], card)
        if key.startswith(("sent:op", "sent:me")):
            trap = self._trap_sel()
            target = card if key.startswith("sent:op") else OWN + card
            return self._with_target(self.traps.get(trap, []), target) if trap else None
        if key.startswith("hid:me") and card in self.traps:
            options = self.traps[card]
            if len(options) == 1 and options[0][1] is None:
                return options[0][0]
            self.sel = card
        return None

    def focus_keys(self) -> list[str]:
        """Keyboard targets besides targets and routes: a card needing a target, a trap, more of the hand."""
        hand = list(self._player("me").get("hand") or [])
        keys = [f"hand:{i}" for i, card in enumerate(hand) if len(self.plays.get(card) or []) > 1]
        table = self._table()
        if self.traps and table is not None:
            hidden = list(table["hidden"][self.me].get("cards") or [])
            # A trap set off with no choice is a target already (``targets()``), and a second
            # copy of it must not read "choose this first" when a tap on it plays.
            keys += [f"hid:me:{i}" for i, card in enumerate(hidden) if self._trap_picks(card)]
        if "handpage" in self.slots:
            keys.append("handpage")
        return keys

    def _trap_picks(self, card: str) -> bool:
        """Whether a tap on this laid trap picks it (it needs a target) rather than setting it off."""
        options = self.traps.get(card) or []
        return bool(options) and not (len(options) == 1 and options[0][1] is None)

    def focus_leads(self, key: str) -> list[str]:
        """The actions a card that needs a target (or a trap) leads to."""
        card = self._card_of_key(key)
        if card is None:
            return []
        if key.startswith("hand:"):
            return [text for text, _ in self.plays.get(card) or []]
        if key.startswith("hid:me"):
            return [text for text, _ in self.traps.get(card) or []]
        return []

    def focus_label(self, key: str, lang: str) -> str:
        """The page tile of a phone's hand, in words."""
        return tr(lang, "focus.page") if key == "handpage" else ""

    def command(self, name: str) -> str | None:
        """No local commands: every panel button is an action."""
        return None

    def seat_name(self, seat: Seat, lang: str) -> str:
        """The player's number and adventurer."""
        players = self.view.get("players") or []
        if 0 <= seat < len(players):
            adventurer = self._name(players[seat].get("adventurer"), lang)
            return tr(lang, "vk.player.adv", n=seat + 1, adv=adventurer)
        return seat_label(self.players, seat, lang)

    def side_name(self, side: str, lang: str) -> str:
        """The winner by name (the engine's sides are start player / second player)."""
        winner = self.view.get("winner")
        if isinstance(winner, int):
            return self.seat_name(winner, lang)
        raise KeyError(side)  # no winner in the view: the side is a word we cannot name

    def reason(self, reason: str, lang: str) -> str:
        """Why the game ended."""
        winner = self.view.get("winner")
        who = self.seat_name(winner, lang) if isinstance(winner, int) else "?"
        return tr_known(lang, f"vk.reason.{reason}", who=who, n=self.view.get("win_tombs", 4))

    def status(self, lang: str) -> tuple[str, str]:
        """Round and tombs, and what the shown seat should do now."""
        v = self.view
        if not v:
            return "", ""
        players = v.get("players") or [{}, {}]
        phase = str(v.get("phase", ""))
        headline = tr(lang, "vk.round", n=v.get("round", 1)) + " · " + tr(lang, f"vk.phase.{phase}")
        headline += " · " + tr(
            lang,
            "vk.score",
            a=len(players[self.me].get("tombs") or []),
            b=len(players[1 - self.me].get("tombs") or []),
            goal=v.get("win_tombs", 4),
        )
        if phase == "over":
            return headline, ""
        actor = v.get("actor")
        if not self.legal:
            who = self.seat_name(int(actor), lang) if isinstance(actor, int) else "?"
            if phase in ("split", "camp", "hand_limit", "forced_discard"):
                return headline, tr(lang, "vk.watch.camp", who=who)
            return headline, tr(lang, "vk.watch.tomb", who=who)
        me = self._player("me")
        pending = int(v.get("pending") or 1)
        if phase == "split":
            return headline, tr(lang, "vk.do.split")
        if phase == "camp":
            if self.sel in self.plays:
                return headline, tr(lang, "vk.do.target", card=self._name(self.sel, lang))
            if not self.plays:
                return headline, tr(lang, "vk.do.camp_none")
            return headline, tr(lang, "vk.do.camp", coins=me.get("coins", 0))
        if phase == "hand_limit":
            return headline, tr(lang, "vk.do.hand_limit", n=me.get("hand_limit", 5))
        if phase == "forced_discard":
            return headline, tr(lang, "vk.do.forced", n=pending)
        if phase == "open_discard":
            return headline, tr(lang, "vk.do.open_discard", n=pending)
        if phase == "tomb_start":
            return headline, tr(lang, "vk.do.start_pass" if "pass" in self.simple else "vk.do.start")
        if phase == "send":
            text = tr(lang, "vk.do.send")
            table = self._table() or {}
            if not (table.get("sent") or [[], []])[self.me]:
                text += " " + tr(lang, "vk.do.send_none")
            return headline, text
        if phase == "hide":
            holder = v.get("holder") == self.me
            return headline, tr(lang, "vk.do.hide_holder" if holder else "vk.do.hide")
        if phase == "traps":
            trap = self._trap_sel()
            if trap is None:
                first = next(iter(self.traps), None)
                return headline, tr(lang, "vk.do.trap_none", card=self._name(first, lang))
            if len(self.traps) > 1 and self.sel is None:
                return headline, tr(lang, "vk.do.trap_pick", card=self._name(trap, lang))
            return headline, tr(lang, "vk.do.trap", card=self._name(trap, lang))
        return headline, ""

    def choices(self, lang: str) -> list[Choice]:
        """Panel buttons: the split, the end of a step, and every action no single tap plays."""
        out: list[Choice] = []
        for text in self.splits:
            coins = int(text.split(":")[1])
            label = tr(lang, "vk.split.label", coins=coins, cards=4 - coins)
            out.append(Choice(text, label, hint=tr(lang, "vk.split.hint")))
        tapped = self.targets()
        first: list[Choice] = []
        last: list[Choice] = []
        for text in self.legal:
            kind = text.partition(":")[0]
            if kind == "split":
                continue
            if kind in ("end", "done"):
                # giving a tomb up is allowed, but never the highlighted default
                give_up = self.view.get("phase") == "send" and not self._sent_mine()
                last.append(Choice(text, self._describe(text, lang), not give_up))
            elif kind in ("open", "pass"):
                first.append(Choice(text, self._describe(text, lang), kind == "open"))
            elif text not in tapped:
                out.append(Choice(text, self._describe(text, lang)))
        return first + out + last

    def _sent_mine(self) -> list[str]:
        table = self._table() or {}
        sent: list[str] = (table.get("sent") or [[], []])[self.me]
        return sent

    def _describe(self, text: str, lang: str) -> str:
        try:
            return str(self.game.describe_action(self.view, self.game.decode_action(text), lang))
        except ValueError:
            return text
