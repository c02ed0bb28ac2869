"""The spell play screen: what a tap does, the panel's buttons and the words of the status line.

The drawing is in table.py (from the shown seat's view only), the animations in motion.py,
the sorting of the legal actions into taps in model.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Event, Game, Seat, View
from pharaoh.games.mummy_spell.cards import CARD_KIND, seat_persons
from pharaoh.games.mummy_spell.describe import card as card_text
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.web.games import Choice
from pharaoh.web.games.mummy_spell.model import (
    AMOUNT_VERBS,
    BAG,
    BID,
    CHOICE,
    EQUIP,
    EXEC,
    GIRL,
    HIDE,
    LAST_VERBS,
    LONE,
    MARKET_PHASE,
    NAME,
    OVER,
    PLAN,
    RAISE,
    ROT,
    STEAL,
    TEA,
)
from pharaoh.web.games.mummy_spell.table import TableView, item_name, person_name
from pharaoh.web.i18n import tr, tr_known


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """A seat's role for the set-up screen: the mummy, or its character."""
    if seat == 0:
        return tr(lang, "ms.mummy")
    persons = seat_persons(players)
    return person_name(persons[seat], lang) if 0 < seat < len(persons) else tr(lang, "seat.n", n=seat + 1)


class SpellBoard(TableView):
    """The board renderer and tap handler for one game of mummy_spell."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        super().__init__(game, players)
        self._init_motion()

    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """Take the new view and legal actions; start the animations of what changed."""
        if seat != self.seat:
            self.clear_motion()
            self.sel, self.ctl = None, -1
            self.slots = {}
        old = self.view
        old_slots = dict(self.slots)
        self.view, self.legal, self.seat = view, list(legal), seat
        self._parse()
        if old and (events or old is not view):
            self.animate(old, old_slots, events, now)

    def pending(self) -> str | None:
        """Nothing is ever queued."""
        return None

    def focus_keys(self) -> list[str]:
        """Keyboard targets: everything lit on the table (what a tap plays or selects)."""
        return sorted(self.lit())

    def command(self, name: str) -> str | None:
        """The one local command: clear the selection."""
        if name == "unselect":
            self.sel, self.ctl = None, -1
            self._compute()
        return None

    def side_name(self, side: str, lang: str) -> str:
        """The winning side: the mummy or the treasure hunters."""
        return tr_known(lang, f"ms.side.{side}")

    def reason(self, reason: str, lang: str) -> str:
        """Why the game ended."""
        return tr_known(lang, f"ms.reason.{reason}")

    # ------------------------------------------------------------------ words
    def _describe(self, text: str, lang: str) -> str:
        try:
            return str(self.game.describe_action(self.view, self.game.decode_action(text), lang))
        except ValueError:
            return text

    def status(self, lang: str) -> tuple[str, str]:
        """Round, phase and start player, and what the shown seat should do now."""
        if not self.view:
            return "", ""
        phase = self.phase()
        parts = [tr(lang, "ms.round", n=self.st.get("round", 1)), tr(lang, f"ms.phase.{phase}")]
        start = int(self.st.get("start", -1))
        if start > 0 and phase != OVER:
            parts.append(tr(lang, "ms.start", who=self.seat_name(start, lang)))
        headline = " · ".join(parts)
        if phase == OVER:
            return headline, tr(lang, f"ms.reason.{self.st.get('over', '')}")
        acting = [int(s) for s in self.view.get("to_act") or []]
        if not self.legal:
            others = [s for s in acting if s != self.me]
            names = ", ".join(self.seat_name(s, lang) for s in others)
            key = "ms.watch.many" if len(others) > 1 or (self.me in acting) else "ms.watch"
            return headline, tr(lang, key, who=names or "?")
        return headline, self._todo(lang)

    def _todo(self, lang: str) -> str:
        verbs = {a.verb for _, a in self.acts}
        phase = self.phase()
        if phase == TEA:
            return tr(lang, "ms.do.tea")
        if phase == HIDE:
            return tr(lang, "ms.do.hide")
        if phase == PLAN:
            return self._todo_plan(lang, verbs)
        if phase == EXEC:
            for verb in ("retreat", "first", "hurt", "lose"):
                if verb in verbs or (verb == "retreat" and "stay" in verbs):
                    return tr(lang, f"ms.do.{verb}")
        if phase == MARKET_PHASE:
            step = int(self.market().get("step", -1))
            return self._todo_market(lang, step)
        return tr(lang, "ms.do.other")

    def _todo_plan(self, lang: str, verbs: set[str]) -> str:
        sel = self.sel
        if "sneak" in verbs:
            return tr(lang, "ms.do.rob")
        if "sand" in verbs or "sandend" in verbs:
            return tr(lang, "ms.do.sand")
        if "ban" in verbs or "noban" in verbs:
            return tr(lang, "ms.do.ban")
        if self.me == 0:
            if sel is not None and sel[0] in ("hb", "beetle"):
                return tr(lang, "ms.do.beetle")
            if sel is not None and sel[0] == "storm":
                return tr(lang, "ms.do.storm")
            return tr(lang, "ms.do.mummy")
        if verbs == {"nodare", "end"}:  # nothing to play, and only he keeps the game going
            return tr(lang, "ms.do.last_to_dare")
        if sel is not None:
            if sel[0] == "sub" or (sel[0] == "beetle" and self.ctl >= 0):
                return tr(lang, "ms.do.aimed")
            if sel[0] == "card":
                if CARD_KIND[sel[1]] == "control":
                    return tr(lang, "ms.do.control")
                return tr(lang, "ms.do.card", card=card_text(sel[1], lang))
        return tr(lang, "ms.do.plan")

    def _todo_market(self, lang: str, step: int) -> str:
        market = self.market()
        if step == ROT:
            return tr(lang, "ms.do.rot")
        if step == RAISE:
            return tr(lang, "ms.do.raise")
        if step == BAG:
            return tr(lang, "ms.do.bag")
        if step == CHOICE:
            return tr(lang, "ms.do.choice")
        if step == STEAL:
            return tr(lang, "ms.do.victim")
        if step == NAME:
            return tr(lang, "ms.do.name")
        if step == BID:
            item = item_name(int(market.get("item", -1)), lang)
            return tr(lang, "ms.do.bid", item=item, high=market.get("high", 0))
        if step == LONE:
            return tr(lang, "ms.do.lone")
        if step == GIRL:
            hire = any(a.verb == "accept" for _, a in self.acts)
            return tr(lang, "ms.do.girl" if hire else "ms.do.girl_poor", n=market.get("girl_price", 0))
        if step == EQUIP:
            return tr(lang, "ms.do.equip", item=item_name(int(market.get("equip", -1)), lang))
        return tr(lang, "ms.do.other")

    # ------------------------------------------------------------------ the panel
    def choices(self, lang: str) -> list[Choice]:
        """Panel buttons: the selected card's other uses, sums of money, the rest, closing steps last.

        The uses of an action card wait behind the card: a tap on it lights its goals and lists
        its other uses here (the status line says so), so the panel never lists every use of
        every card at once.
        """
        # a tap the last frame could not place (no room for its thing) is a button instead
        tapped = {text for key, text in self.taps.items() if key in self.slots or not self.slots}
        behind = self._behind_cards()
        mine: list[Choice] = []
        amounts: list[Choice] = []
        rest: list[Choice] = []
        last: list[Choice] = []
        for text, a in self.acts:
            if text in tapped:
                continue
            if a.verb in AMOUNT_VERBS:
                amounts.append(Choice(text, self._amount_label(a, lang), hint=self._describe(text, lang)))
            elif a.verb in LAST_VERBS:
                last.append(Choice(text, self._describe(text, lang), primary=a.verb in ("sneak", "accept")))
            elif self._belongs(a, self.sel):
                mine.append(Choice(text, self._describe(text, lang)))
            elif text not in behind:
                rest.append(Choice(text, self._describe(text, lang)))
        out = mine + amounts + rest + last
        if self.sel is not None:
            out.append(Choice(":unselect", tr(lang, "ms.unselect")))
        if out and not any(c.primary for c in out) and last:
            first = out.index(last[0])
            out[first] = Choice(last[0].action, last[0].label, True, last[0].hint)
        return out

    def _behind_cards(self) -> set[str]:
        """Actions one tap on their action card reaches (it selects the card)."""
        cards = [sel for sel in self.picks.values() if sel is not None and sel[0] == "card"]
        return {text for text, a in self.acts if any(self._belongs(a, sel) for sel in cards)}

    def _amount_label(self, a: Action, lang: str) -> str:
        if a.verb == "offer":
            return tr(lang, "ms.offer", site=tr(lang, "ms.site", n=a.a), n=a.b)
        return tr(lang, "ms.amount", n=a.a)


def make_board(game: Game[Any, Any], players: int) -> SpellBoard:
    """A fresh board."""
    return SpellBoard(game, players)
