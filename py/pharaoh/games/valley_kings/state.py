"""The immutable state of a game: two sides, the decks, the tomb on the table, the phase.

Every collection is a tuple of card types (small ints).  Hands, camps and the like are
sorted, so equal situations are equal values; decks keep their order with the top card
last, so drawing is a slice.  :func:`evolve` copies a state object with some fields changed:

>>> evolve(Side(adventurer=1, coins=2), coins=3).coins
3
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.rng import Rng


class Phase:
    """The phases of the game; who acts is ``State.actor`` (the values are what views show)."""

    SPLIT = "split"
    """The actor chooses how to split the resources of the camp phase between coins and cards."""
    CAMP = "camp"
    """The actor plays companions and animals, or ends the camp phase."""
    FORCED_DISCARD = "forced_discard"
    """The actor discards because the opponent's card demands it (Mercenary)."""
    HAND_LIMIT = "hand_limit"
    """The actor discards down to the hand limit at the end of the camp phase."""
    TOMB_START = "tomb_start"
    """The medallion holder opens the top tomb or passes."""
    OPEN_DISCARD = "open_discard"
    """The actor discards because the opened tomb demands it."""
    SEND = "send"
    """The actor sends characters into the tomb, one by one, then is done."""
    HIDE = "hide"
    """The actor lays obstacles and papyrus cards face down, one by one, then is done."""
    TRAPS = "traps"
    """The actor sets off one of their revealed traps on a target."""
    OVER = "over"
    """The game is over."""

    ALL = (SPLIT, CAMP, FORCED_DISCARD, HAND_LIMIT, TOMB_START, OPEN_DISCARD, SEND, HIDE, TRAPS, OVER)


Pair = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Side:
    """One player's belongings and public markers."""

    adventurer: int
    hand: tuple[int, ...] = ()
    papyrus: tuple[int, ...] = ()
    """Unused papyrus cards (face down by the camp, not hand cards)."""
    used_papyrus: tuple[int, ...] = ()
    """Papyrus cards already used: out of the game, face up."""
    camp: tuple[int, ...] = ()
    """Companions and animals in the camp (the adventurer is always there unless in a tomb)."""
    coins: int = 0
    tombs: tuple[int, ...] = ()
    """Tombs won, in the order won."""
    pass_marker: bool = True
    """True while the once-per-game pass is still available."""
    coin_bonus: bool = True
    """True while the variant's once-per-game two coins are still available."""
    seen: tuple[int, ...] = ()
    """Cards this player knows to be in the opponent's hand (or face down from it): a sorted multiset."""
    split: int = -1
    """Coins taken in this round's resource split (-1: not yet chosen); public."""


@dataclass(frozen=True, slots=True)
class Table:
    """The open tomb and everything that entered it."""

    tomb: int
    sent: Pair = ((), ())
    """Characters each side sent in and that are still standing (adventurers included)."""
    hidden: Pair = ((), ())
    """Cards each side laid into the tomb (face down until ``revealed``); set-off traps leave it."""
    revealed: bool = False
    fallen: Pair = ((), ())
    """Characters put out by traps, per side (for display)."""
    spent: Pair = ((), ())
    """Traps each side has set off in this tomb (already on the discard pile or out of the game)."""
    dodged: bool = False
    """Montana Smith's dodge has been spent in this tomb."""
    healed: tuple[bool, bool] = (False, False)
    """Each side's Doctor has saved a character in this tomb."""


@dataclass(frozen=True, slots=True)
class Result:
    """How the last tomb ended, for the screen."""

    tomb: int
    winner: int
    strengths: tuple[int, int] | None
    """Both sides' strengths after a fight; None if a side sent nobody."""


@dataclass(frozen=True, slots=True)
class State:
    """A whole game at one moment."""

    sides: tuple[Side, Side]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    tomb_deck: tuple[int, ...]
    out_papyrus: tuple[int, ...]
    """The papyrus cards nobody drew (unseen, out of play)."""
    holder: int
    """The seat holding the medallion."""
    round: int
    phase: str
    actor: int
    """The seat to act (-1 once the game is over)."""
    starter: int
    """The seat that won the medallion toss (for statistics: start player against second player)."""
    rng: Rng
    table: Table | None = None
    last: Result | None = None
    pending: int = 0
    """Cards still to discard in a forced discard."""
    win_tombs: int = 4
    coin_variant: bool = False
    winner: int = -1
    reason: str = ""

    def with_side(self, seat: int, side: Side, **changes: Any) -> State:
        """Return the state with one side replaced (and the fields in ``changes``: one copy)."""
        sides = (side, self.sides[1]) if seat == 0 else (self.sides[0], side)
        return evolve(self, sides=sides, **changes)


evolve = replace
"""Return a copy of a state object with some fields changed.

It is :func:`pharaoh.engine.fastcopy.replace` itself (no wrapper: a game copies its state
objects about three times an action): what :func:`dataclasses.replace` does for these
classes (no ``__post_init__``, every field in ``__init__``) at a fraction of the cost,
which search feels.  An unknown field name raises ``TypeError``.
"""


def add(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """Return a sorted multiset with one more card.

    >>> add((1, 3), 2)
    (1, 2, 3)
    """
    return tuple(sorted((*cards, card)))


def remove(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """Return a multiset with one copy of ``card`` less (it must be there).

    >>> remove((1, 2, 2, 3), 2)
    (1, 2, 3)
    """
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def discount(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """Return a multiset with one copy of ``card`` less, if there is one."""
    return remove(cards, card) if card in cards else cards


def pair_set(pair: Pair, seat: int, value: tuple[int, ...]) -> Pair:
    """Return a pair with one seat's entry replaced."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)
