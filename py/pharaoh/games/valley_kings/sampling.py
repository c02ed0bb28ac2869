"""Rebuilding a full state from one seat's view, hidden cards drawn among the possible ones.

The unknown main-deck cards are the 80 minus everything the seat can see; they fill the
opponent's hand, the opponent's face-down hand cards, the discard pile under its top card
(nobody may look through it) and the deck.  Cards the seat knows to
be in the opponent's hand stay there (or face down), face-down hand cards are obstacles
(the medallion holder's may include one bluff), and unknown papyrus cards fill the
opponent's papyrus, its face-down papyrus cards and the four unseen ones.  The future is
unknown too, so the generator is fresh.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from pharaoh.engine.game import View
from pharaoh.engine.rng import Rng
from pharaoh.games.valley_kings.cards import (
    ADVENTURER,
    INDEX,
    IS_OBSTACLE,
    IS_PLAYABLE,
    MAIN_DECK,
    PAPYRUS,
    PAPYRUS_DECK,
    TOMBS,
    TYPE,
)
from pharaoh.games.valley_kings.state import Result, Side, State, Table, evolve, pair_set

BLUFF_PRIOR = 0.3
"""How likely a sampled holder's face-down cards include a bluff when nothing forces either way."""


def _ids(items: list[str] | None) -> tuple[int, ...]:
    return tuple(INDEX[x] for x in items or ())


def _sorted(items: list[str] | None) -> tuple[int, ...]:
    return tuple(sorted(_ids(items)))


def _hidden_deal(
    known: list[int], pool: list[int], n_hand: int, n_hidden: int, bluff_ok: bool, rng: random.Random
) -> tuple[list[int], list[int], list[int]]:
    """Split ``known`` + ``pool`` into a hand, face-down cards and the rest (pool cards only)."""
    known = known[:]
    rng.shuffle(known)
    rng.shuffle(pool)
    hidden: list[int] = []
    bluffed = False
    # Known cards that cannot fit in the hand must lie face down: obstacles first, then one bluff.
    known.sort(key=lambda c: not IS_OBSTACLE[c])
    rest_known: list[int] = []
    need = max(0, len(known) - n_hand)
    for card in known:
        if need and (IS_OBSTACLE[card] or (bluff_ok and not bluffed and IS_PLAYABLE[card])):
            bluffed |= not IS_OBSTACLE[card]
            hidden.append(card)
            need -= 1
        else:
            rest_known.append(card)
    # The other face-down cards, among the known cards left and the pool.
    items = [(c, True) for c in rest_known] + [(c, False) for c in pool]
    rng.shuffle(items)
    slots = n_hidden - len(hidden)
    obstacles = [i for i, (c, _) in enumerate(items) if IS_OBSTACLE[c]]
    playables = [i for i, (c, _) in enumerate(items) if IS_PLAYABLE[c]]
    chosen: list[int] = []
    wants_bluff = len(obstacles) < slots or rng.random() < BLUFF_PRIOR
    if slots > 0 and bluff_ok and not bluffed and playables and wants_bluff:
        chosen.append(playables[0])
        slots -= 1
    chosen.extend(obstacles[:slots])
    taken = set(chosen)
    hidden.extend(items[i][0] for i in chosen)
    rest_known = [c for i, (c, k) in enumerate(items) if k and i not in taken]
    rest_pool = [c for i, (c, k) in enumerate(items) if not k and i not in taken]
    fill = n_hand - len(rest_known)
    hand = rest_known + rest_pool[:fill]
    return hand, hidden, rest_pool[fill:]


@dataclass(frozen=True)
class _Deal:
    """What to deal to one side whose hand the viewer cannot see."""

    seat: int
    known: list[int]
    """Cards the viewer knows to be in that hand (or face down from it)."""
    hand: int
    papyrus: int
    down: int
    """Face-down hand cards on the table, not yet revealed."""
    down_papyrus: int
    bluff_ok: bool


class Sampler:
    """Draws states for one view: the view is read once, each draw only deals the hidden cards."""

    def __init__(self, view: View) -> None:
        seat: int | None = view["seat"]
        players: list[dict[str, Any]] = view["players"]
        tview: dict[str, Any] | None = view["table"]
        revealed = bool(tview and tview["revealed"])
        main_left = Counter(MAIN_DECK)
        papyrus_left = Counter(PAPYRUS_DECK)

        def see(cards: tuple[int, ...]) -> None:
            for c in cards:
                (papyrus_left if TYPE[c] == PAPYRUS else main_left)[c] -= 1

        top = view["discard_top"]
        discard = () if top is None else (INDEX[top],)
        see(discard)
        self.discard_count: int = view["discard_count"]
        self.deck_count: int = view["deck_count"]
        hidden_known: list[tuple[int, ...] | None] = [None, None]
        for p in (0, 1):
            pl = players[p]
            see(_ids(pl["camp"]))
            see(_ids(pl["used_papyrus"]))
            if pl["hand"] is not None:
                see(_ids(pl["hand"]))
                see(_ids(pl["papyrus"]))
            if tview is not None:
                see(tuple(c for c in _ids(tview["sent"][p]) if TYPE[c] != ADVENTURER))
                cards = tview["hidden"][p]["cards"]
                if cards is not None:
                    hidden_known[p] = _sorted(cards)
                    see(hidden_known[p] or ())
        seen: list[tuple[int, ...]] = [(), ()]
        if seat is not None and view["known"] is not None:
            seen[seat] = _sorted(view["known"]["opponent_hand"])
            seen[1 - seat] = _sorted(view["known"]["opponent_knows"])
        self.pool_main = list(main_left.elements())
        self.pool_papyrus = list(papyrus_left.elements())
        self.deals: list[_Deal] = []
        for p in (0, 1):
            pl = players[p]
            if pl["hand"] is not None:
                continue
            known = list(seen[1 - p]) if seat == 1 - p else []
            for c in known:
                self.pool_main.remove(c)
            down = (
                tview["hidden"][p]
                if tview is not None and hidden_known[p] is None
                else {"hand": 0, "papyrus": 0}
            )
            bluff_ok = p == view["holder"] and not revealed
            self.deals.append(
                _Deal(
                    p, known, pl["hand_count"], pl["papyrus_count"], down["hand"], down["papyrus"], bluff_ok
                )
            )
        won = [c for pl in players for c in _ids(pl["tombs"])]
        if tview is not None:
            won.append(INDEX[tview["tomb"]])
        self.tombs = [t for t in TOMBS if t not in won]
        self.next_tomb = None if view["next_tomb"] is None else INDEX[view["next_tomb"]]
        if self.next_tomb is not None:
            self.tombs.remove(self.next_tomb)
        sides = tuple(
            Side(
                adventurer=INDEX[players[p]["adventurer"]],
                hand=_sorted(players[p]["hand"]),
                papyrus=_sorted(players[p]["papyrus"]),
                used_papyrus=_sorted(players[p]["used_papyrus"]),
                camp=_sorted(players[p]["camp"]),
                coins=players[p]["coins"],
                tombs=_ids(players[p]["tombs"]),
                pass_marker=players[p]["pass_marker"],
                coin_bonus=players[p]["coin_bonus"],
                seen=seen[p],
                split=-1 if players[p]["split"] is None else players[p]["split"],
            )
            for p in (0, 1)
        )
        table = None
        if tview is not None:
            table = Table(
                tomb=INDEX[tview["tomb"]],
                sent=(_sorted(tview["sent"][0]), _sorted(tview["sent"][1])),
                hidden=(hidden_known[0] or (), hidden_known[1] or ()),
                revealed=revealed,
                fallen=(_ids(tview["fallen"][0]), _ids(tview["fallen"][1])),
                spent=(_ids(tview["spent"][0]), _ids(tview["spent"][1])),
                dodged=tview["dodged"],
                healed=(tview["healed"][0], tview["healed"][1]),
            )
        last = view["last_tomb"]
        result = None
        if last is not None:
            strengths = None if last["strengths"] is None else (last["strengths"][0], last["strengths"][1])
            result = Result(INDEX[last["tomb"]], last["winner"], strengths)
        self.template = State(
            sides=(sides[0], sides[1]),
            deck=(),
            discard=discard,
            tomb_deck=(),
            out_papyrus=(),
            holder=view["holder"],
            round=view["round"],
            phase=view["phase"],
            actor=-1 if view["actor"] is None else view["actor"],
            starter=view["start_player"],
            rng=Rng(0),
            table=table,
            last=result,
            pending=view["pending"],
            win_tombs=view["win_tombs"],
            coin_variant=view["forfeit_coins"],
            winner=-1 if view["winner"] is None else view["winner"],
            reason=view["reason"] or "",
        )

    def draw(self, rng: random.Random) -> State:
        """Deal the hidden cards anew and return the full state."""
        state = self.template
        pool_main = self.pool_main[:]
        pool_papyrus = self.pool_papyrus[:]
        rng.shuffle(pool_papyrus)
        sides = list(state.sides)
        table = state.table
        for deal in self.deals:
            p = deal.seat
            hand, down, pool_main = _hidden_deal(
                deal.known, pool_main, deal.hand, deal.down, deal.bluff_ok, rng
            )
            papyri = pool_papyrus[: deal.papyrus]
            down += pool_papyrus[deal.papyrus : deal.papyrus + deal.down_papyrus]
            pool_papyrus = pool_papyrus[deal.papyrus + deal.down_papyrus :]
            sides[p] = evolve(sides[p], hand=tuple(sorted(hand)), papyrus=tuple(sorted(papyri)))
            if table is not None and down:
                table = evolve(table, hidden=pair_set(table.hidden, p, tuple(sorted(down))))
        rng.shuffle(pool_main)
        # The pile under its top card: as many unknown cards as it holds; the rest is the deck.
        under = max(0, min(len(pool_main) - self.deck_count, self.discard_count - len(state.discard)))
        discard = (*pool_main[:under], *state.discard)
        pool_main = pool_main[under:]
        tombs = self.tombs[:]
        rng.shuffle(tombs)
        if self.next_tomb is not None:
            tombs.append(self.next_tomb)
        return evolve(
            state,
            sides=(sides[0], sides[1]),
            deck=tuple(pool_main),
            discard=discard,
            tomb_deck=tuple(tombs),
            out_papyrus=tuple(sorted(pool_papyrus)),
            table=table,
            rng=Rng.from_seed(rng.getrandbits(64)),
        )


def sample(view: View, rng: random.Random) -> State:
    """Draw a full state giving ``view``'s seat exactly that view (see the module docstring)."""
    return Sampler(view).draw(rng)
