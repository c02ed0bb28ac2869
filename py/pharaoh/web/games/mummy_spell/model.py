"""What the spell board knows between two draws: the shown seat's view, its legal actions and their taps.

The legal actions are sorted once per view (and again when the selection changes) into
``taps`` (region key -> action) and ``picks`` (region key -> a new selection).  Region
keys name what is drawn: ``card:<c>`` an action card, ``site:<n>`` an excavation site,
``beetle:<n>:<slot>`` a beetle card lying at a site, ``hb:<i>`` the mummy's i-th hand
beetle, ``deck`` / ``deck:<i>`` the excavation deck and its i-th card, ``job:<id>`` a job
offer, ``casino:0`` (gamble) / ``casino:1`` (croupier), ``large:<m>`` a large mummy card,
``item:<i>`` a market item, ``person:<p>`` a person, ``seat:<s>`` a player's panel.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.games.mummy_spell.cards import CARD_KIND, CARD_PERSON, CARDS, EQUIPMENT, HELPERS, STORM
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.web.games import Rect

# Where an action card is (the engine's Loc.kind) and its role at a site (Loc.role).
HAND, USED, SITE, CASINO, TAKEN, GONE, PENDING = range(7)
LEGAL, JOB, ROBBER, OBSERVER, DYN = range(5)
# Phases and market steps of the engine.
TEA, HIDE, PLAN, EXEC, MARKET_PHASE, OVER = range(6)
ROT, RAISE, BAG, CHOICE, STEAL, NAME, BID, LONE, GIRL, EQUIP = range(10)
MARKET, DEAD, ABSENT = -1, -2, -3

CARD_VERBS = frozenset({"research", "peek", "open", "dig", "job", "rob", "observe", "gamble", "croupier"})
"""Verbs whose first number is the action card played."""
AMOUNT_VERBS = frozenset({"bag", "bid", "offer"})
"""Verbs that choose a sum of money: panel buttons with short labels."""
LAST_VERBS = (
    "sneak",
    "nodare",
    "end",
    "noban",
    "stay",
    "done",
    "pass",
    "sandend",
    "notea",
    "decline",
    "accept",
)
"""Verbs that close a step: the panel's last buttons."""


def item_number(kind: str, index: int) -> int:
    """Market items share one numbering: equipment first, then helpers."""
    return index if kind == "equipment" else len(EQUIPMENT) + HELPERS.index(index)


class Model:
    """The view, parsed into handy lists, and the legal actions sorted by where a tap plays them."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        self.game = game
        self.players = players
        self.view: View = {}
        self.legal: list[str] = []
        self.seat: Seat | None = None
        self.sel: tuple[str, int, int] | None = None
        """The selection: ("card", c, -1), ("sub", c, t) control aimed at card t, ("beetle", site, slot)
        (a beetle at a site; with the control card selected too, see ``ctl``), ("hb", beetle, -1),
        ("storm", -1, -1)."""
        self.ctl: int = -1
        """The control card, while it is aimed at a beetle lying at a site."""
        self.taps: dict[str, str] = {}
        self.picks: dict[str, tuple[str, int, int] | None] = {}
        self.acts: list[tuple[str, Action]] = []
        self.slots: dict[str, Rect] = {}
        self._lang = "en"

    # ------------------------------------------------------------------ the view
    @property
    def st(self) -> dict[str, Any]:
        """The (masked) state in the view."""
        state: dict[str, Any] = self.view.get("state") or {}
        return state

    @property
    def me(self) -> int:
        """The shown seat (-1 for a spectator)."""
        return self.seat if self.seat is not None else -1

    def loc(self, c: int) -> list[Any]:
        """Where action card ``c`` is: [kind, site, role, active, ref]."""
        cards = self.st.get("cards") or []
        return list(cards[c]) if 0 <= c < len(cards) else [GONE, 0, 0, False, -1]

    def owner_of_card(self, c: int) -> int:
        """The seat owning an action card (negative: nobody)."""
        persons = self.st.get("persons") or []
        pid = CARD_PERSON[c]
        return int(persons[pid]["owner"]) if pid < len(persons) else ABSENT

    def cards_where(self, kind: int, site: int | None = None) -> list[int]:
        """Action cards lying at ``kind`` (and site number, if given)."""
        out = []
        for c, loc in enumerate(self.st.get("cards") or []):
            if loc[0] == kind and (site is None or loc[1] == site):
                out.append(c)
        return out

    def hand_of(self, seat: int) -> list[int]:
        """A seat's action cards in hand."""
        return [c for c in self.cards_where(HAND) if self.owner_of_card(c) == seat]

    def persons_of(self, seat: int) -> list[int]:
        """The persons a seat controls, its character first."""
        persons = self.st.get("persons") or []
        own = [p for p, person in enumerate(persons) if person["owner"] == seat]
        return sorted(own, key=lambda p: (p != seat - 1, p))

    def market_items(self) -> list[int]:
        """The items lying on the market (equipment not worn, helpers for hire)."""
        persons = self.st.get("persons") or []
        worn = {e for person in persons for e in person["gear"]}
        items = [e for e in range(len(EQUIPMENT)) if e not in worn]
        items += [
            item_number("helper", p) for p in HELPERS if p < len(persons) and persons[p]["owner"] == MARKET
        ]
        return items

    def phase(self) -> int:
        """The engine's phase number."""
        return int(self.st.get("phase", OVER))

    def market(self) -> dict[str, Any]:
        """The market cursor ({} outside the market)."""
        market: dict[str, Any] = self.st.get("market") or {}
        return market

    def passed(self) -> set[int]:
        """Characters who passed in a row since the mummy's last turn (planning only)."""
        plan = self.st.get("plan")
        if not plan or self.phase() != PLAN:
            return set()
        quiet = int(plan.get("quiet", 0))
        seat = int(plan.get("turn", 0))
        out: set[int] = set()
        n = self.players
        while len(out) < quiet and len(out) < n:
            seat = (seat - 1) % n
            if seat != 0:
                out.add(seat)
        return out

    # ------------------------------------------------------------------ sorting the actions
    def _parse(self) -> None:
        self.acts = []
        for text in self.legal:
            try:
                self.acts.append((text, self.game.decode_action(text)))
            except ValueError:
                continue
        if self.sel is not None and not self._sel_alive():
            self.sel, self.ctl = None, -1
        self._compute()

    def _sel_alive(self) -> bool:
        return any(self._belongs(a, self.sel) for _, a in self.acts)

    def _control_card(self) -> int:
        for c, kind in enumerate(CARD_KIND):
            if kind == "control" and self.owner_of_card(c) == self.me and self.loc(c)[0] == HAND:
                return c
        return -1

    def _dynamite_card(self) -> int:
        for c, kind in enumerate(CARD_KIND):
            if kind == "dynamite" and self.owner_of_card(c) == self.me and self.loc(c)[0] == HAND:
                return c
        return -1

    def card_of(self, a: Action) -> int:
        """The own action card an action plays (-1 if none)."""
        if a.verb in CARD_VERBS:
            return a.a
        if a.verb in ("ctlb", "ctlc"):
            return self._control_card()
        if a.verb == "dyn":
            return self._dynamite_card()
        return -1

    def by_card(self) -> dict[int, list[tuple[str, Action]]]:
        """Legal actions grouped by the own action card they play."""
        out: dict[int, list[tuple[str, Action]]] = {}
        for text, a in self.acts:
            c = self.card_of(a)
            if c >= 0:
                out.setdefault(c, []).append((text, a))
        return out

    def _belongs(self, a: Action, sel: tuple[str, int, int] | None) -> bool:
        if sel is None:
            return False
        kind, x, y = sel
        if kind == "card":
            return self.card_of(a) == x
        if kind == "sub":
            return a.verb == "ctlc" and a.a == y
        if kind == "beetle":
            return a.verb in ("move", "ctlb") and a.a == x and a.b == y
        if kind == "hb":
            return a.verb == "place" and a.a == x
        if kind == "storm":
            return a.verb == "storm"
        return False

    @staticmethod
    def card_target(a: Action) -> str | None:
        """Where an action card's action lands on the table."""
        v = a.verb
        if v == "research":
            return "deck"
        if v == "open":
            return f"deck:{a.b}"
        if v in ("peek", "dig", "rob", "observe"):
            return f"site:{a.b}"
        if v == "job":
            return f"job:{a.b}"
        if v == "gamble":
            return "casino:0"
        if v == "croupier":
            return "casino:1"
        if v == "dyn":
            return f"card:{a.a}"
        return None

    def _selectors(self) -> dict[str, tuple[str, int, int] | None]:
        """Region keys whose tap changes the selection, with the new selection."""
        out: dict[str, tuple[str, int, int] | None] = {}
        groups = self.by_card()
        for c, acts in groups.items():
            if len(acts) > 1 or self.card_target(acts[0][1]) is None or acts[0][1].verb in ("ctlb", "ctlc"):
                out[f"card:{c}"] = None if self.sel == ("card", c, -1) else ("card", c, -1)
        hb: dict[int, int] = {}
        for _, a in self.acts:
            if a.verb == "place":
                hb[a.a] = hb.get(a.a, 0) + 1
            elif a.verb == "move":
                out[f"beetle:{a.a}:{a.b}"] = ("beetle", a.a, a.b)
            elif a.verb == "storm":
                out[f"large:{STORM}"] = ("storm", -1, -1)
        hand = list((self.st.get("mummy") or {}).get("hand") or [])
        for i, b in enumerate(hand):
            if b in hb:
                out[f"hb:{i}"] = ("hb", b, -1)
        ctl = self._control_card()
        if self.sel == ("card", ctl, -1) or (self.sel is not None and self.sel[0] == "sub") or self.ctl >= 0:
            for _, a in self.acts:
                if a.verb == "ctlc":
                    out[f"card:{a.a}"] = ("sub", ctl, a.a)
                elif a.verb == "ctlb":
                    out[f"beetle:{a.a}:{a.b}"] = ("beetle", a.a, a.b)
        if self.sel is not None:
            for key, pick in list(out.items()):
                if pick == self.sel:
                    out[key] = None
        return out

    def _compute(self) -> None:
        """Fill ``taps`` and ``picks`` for the current selection."""
        taps: dict[str, str] = {}
        picks = self._selectors()
        groups = self.by_card()
        for c, acts in groups.items():
            text, a = acts[0]
            if len(acts) == 1 and self.card_target(a) is not None and a.verb not in ("ctlb", "ctlc"):
                taps.setdefault(f"card:{c}", text)
        sel = self.sel
        for text, a in self.acts:
            key = self._plain_key(a)
            if key is not None and key not in picks:
                taps.setdefault(key, text)
        if sel is not None:
            kind, x, y = sel
            for text, a in self.acts:
                if not self._belongs(a, sel) and not (
                    kind == "beetle" and self.ctl >= 0 and a.verb == "ctlb" and (a.a, a.b) == (x, y)
                ):
                    continue
                key = self._aimed_key(a)
                if key is not None:
                    taps[key] = text
                    picks.pop(key, None)
        self.taps, self.picks = taps, picks

    def _plain_key(self, a: Action) -> str | None:
        """Where a tap plays an action without any selection (None: it needs one, or the panel)."""
        v = a.verb
        if v in ("retreat", "lose", "ban"):
            return f"card:{a.a}"
        if v in ("first", "sand"):
            return f"site:{a.a}"
        if v in ("hurt", "victim"):
            return f"seat:{a.a}"
        if v in ("tea", "raise"):
            return f"person:{a.a}"
        if v == "equip":
            return f"person:{a.b}"
        if v in ("rot", "name", "buy"):
            return f"item:{a.a}"
        if v == "hide":
            return f"deck:{a.a}"
        if v == "large":
            return f"large:{a.a}"
        if v == "take":
            return f"large:{STORM}"
        if v == "withdraw":
            return f"job:{a.a}"
        if v == "rob" and (self.st.get("plan") or {}).get("rob"):
            return f"card:{a.a}"
        return None

    def _aimed_key(self, a: Action) -> str | None:
        """Where a tap plays an action of the selected thing."""
        v = a.verb
        if v in ("ctlb", "move"):
            return f"site:{a.c}"
        if v == "ctlc":
            return f"site:{a.b}"
        if v in ("place", "storm"):
            return f"site:{a.b if v == 'place' else a.a}"
        return self.card_target(a)

    # ------------------------------------------------------------------ taps
    def targets(self) -> dict[str, str]:
        """Action -> region key, for every legal action a single tap plays now."""
        out: dict[str, str] = {}
        for key, text in self.taps.items():
            out.setdefault(text, key)
        return out

    def routes(self) -> dict[str, str]:
        """Action -> the region whose tap selects what the action belongs to (then a tap or button)."""
        direct = self.targets()
        out: dict[str, str] = {}
        for key, pick in self.picks.items():
            if pick is None:
                continue
            for text, a in self.acts:
                if text not in direct and self._belongs(a, pick):
                    out.setdefault(text, key)
        return out

    def tap(self, key: str) -> str | None:
        """A tap on a region: the action it plays, or None after a change of selection."""
        if key in self.picks:
            new = self.picks[key]
            if new is not None and new[0] == "beetle" and self.sel is not None and self._is_ctl_sel():
                self.ctl = self._control_card()
            elif new is None or new[0] != "beetle":
                self.ctl = -1
            self.sel = new
            self._compute()
            return None
        text = self.taps.get(key)
        if text is not None:
            self.sel, self.ctl = None, -1
            self._compute()
        return text

    def _is_ctl_sel(self) -> bool:
        ctl = self._control_card()
        return (
            self.sel == ("card", ctl, -1) or (self.sel is not None and self.sel[0] == "sub") or self.ctl >= 0
        )

    def lit(self) -> set[str]:
        """Region keys to light up: what a tap plays or selects."""
        return set(self.taps) | {k for k, v in self.picks.items() if v is not None}

    @staticmethod
    def card_count() -> int:
        """The number of action cards in the game."""
        return len(CARDS)
