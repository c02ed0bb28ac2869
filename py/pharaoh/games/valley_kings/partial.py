"""One seat's knowledge of a peek-proof match: a shadow state with stand-ins, and where every slot is.

The main deck (80), the papyrus cards (10) and the tombs (7) are dealt by mental poker:
each physical card sits at a *slot* (its deck position, 0-96, the piles in that order)
and a seat learns a slot's card only when the other seat hands over its key.  A seat's
:class:`Partial` holds:

- ``state``: a :class:`~pharaoh.games.valley_kings.state.State` in which every card the
  seat has not seen is a *stand-in* of its pile (:data:`STAND_INS`): an obstacle for the
  main deck, a papyrus card, a tomb.  The rules never read the properties of a card the
  seat cannot see (the opponent's hand, the decks, face-down cards), except where a move
  shows it first (:mod:`pharaoh.games.valley_kings.peekproof` opens those slots before
  the move applies), so the engine runs unchanged on it and its views are exact;
- the slots of each pile and hand, so a seat can check that a card played was drawn, and
  that a face-down card turned up is the one laid;
- ``known``: slot -> card type for the slots the seat was shown, and nothing else.

A seat never holds another seat's card ids: the stand-ins are the same for every unknown
card, and the slots are deck positions (public).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from pharaoh.engine.game import SLOT_SPAN, Event, IllegalMove
from pharaoh.engine.illegal import illegal
from pharaoh.games.valley_kings.cards import INDEX, IS_OBSTACLE, MAIN_DECK, PAPYRUS_DECK, RULES, TOMBS
from pharaoh.games.valley_kings.state import State, evolve, pair_set

PILES: tuple[int, int, int] = (len(MAIN_DECK), len(PAPYRUS_DECK), len(TOMBS))
"""The dealt piles: main deck, papyrus cards, tombs (80, 10, 7)."""
PAPYRUS_START = PILES[0]
"""The first papyrus slot."""
TOMB_START = PILES[0] + PILES[1]
"""The first tomb slot."""
SIZE = sum(PILES)
"""Slots in the deal (97)."""

STAND_INS: tuple[int, int, int] = (
    next(c for c in MAIN_DECK if IS_OBSTACLE[c]),
    PAPYRUS_DECK[0],
    TOMBS[0],
)
"""The card type standing for an unseen card of each pile.  An obstacle for the main deck:
an unseen face-down card then never counts as the holder's one bluff, so the shadow
state allows every move the real one allows."""

HAND = int(RULES["start_hand"])
"""Cards in each starting hand."""
EACH = int(RULES["papyrus_each"])
"""Papyrus cards dealt to each side."""

Slots = tuple[int, ...]
"""Slots (or public card ids) in order."""
SlotPair = tuple[Slots, Slots]
"""Slots by side."""


def is_public(slot: int) -> bool:
    """Whether an id names a public card (of a reshuffled deck), not a slot of the deal.

    >>> is_public(-1), is_public(0)
    (True, False)
    """
    return slot < 0


def pile_of(slot: int) -> int:
    """The pile of a slot or card number: 0 main deck, 1 papyrus, 2 tombs (a reshuffle deals main cards).

    >>> pile_of(0), pile_of(80), pile_of(96), pile_of(SLOT_SPAN + 3)
    (0, 1, 2, 0)
    """
    if SLOT_SPAN <= slot < 64 * SLOT_SPAN:
        return 0
    if not 0 <= slot < SIZE:
        raise ValueError(f"slot {slot} is not in the deal")
    return 0 if slot < PAPYRUS_START else 1 if slot < TOMB_START else 2


def card_type(number: int) -> int:
    """The card type of a card number of the deal (numbers run through the piles in order)."""
    pile = pile_of(number)
    if pile == 0:
        return MAIN_DECK[number]
    if pile == 1:
        return PAPYRUS_DECK[number - PAPYRUS_START]
    return TOMBS[number - TOMB_START]


def opening_hands() -> tuple[SlotPair, SlotPair, Slots, Slots, Slots]:
    """Where the deal puts each slot: hands, papyrus, the deck (top last), the tombs, the unseen papyrus.

    It mirrors :func:`pharaoh.games.valley_kings.setup.lay_out` laying out the piles in slot order.
    """
    main = tuple(range(PILES[0]))
    top = len(main)
    hands = (main[top - HAND : top], main[top - 2 * HAND : top - HAND])
    papyri = tuple(range(PAPYRUS_START, TOMB_START))
    papyrus = (papyri[:EACH], papyri[EACH : 2 * EACH])
    return hands, papyrus, main[: top - 2 * HAND], tuple(range(TOMB_START, SIZE)), papyri[2 * EACH :]


def _swap_one(cards: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    """``cards`` with one ``old`` replaced by ``new``, sorted (a multiset)."""
    i = cards.index(old)
    return tuple(sorted((*cards[:i], new, *cards[i + 1 :])))


@dataclass(frozen=True)
class Partial:
    """What one seat knows of a peek-proof match (``seat`` ``None``: the audit, which knows everything)."""

    seat: int | None
    state: State
    """The shadow state: unseen cards are stand-ins of their pile."""
    deck: Slots
    """The slot of each card of the main deck, top last (negative: a public card, see :func:`is_public`)."""
    tombs: Slots
    """The slot of each tomb of the tomb pile, top last."""
    hands: SlotPair
    papyrus: SlotPair
    """Each side's unused papyrus slots."""
    hidden: SlotPair
    """The slots each side laid face down into the open tomb."""
    out_papyrus: Slots
    known: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    """Slot -> card type: the slots this seat was shown (its own cards, cards shown to all)."""
    public: int = 0
    """Public cards so far: a reshuffle by the engine's own generator (only if no deal was made
    for it) makes the new deck's cards public; they get the ids -1, -2, ... in turn."""
    extra: tuple[tuple[int, ...], ...] = ()
    """The cards of each reshuffle deal (deal 1, 2, ...), by card number: the discard pile then."""

    def card_of(self, slot: int, number: int) -> int:
        """The card type of card ``number`` of the deal ``slot`` belongs to."""
        deal = slot // SLOT_SPAN
        if deal == 0:
            return card_type(number)
        if deal > len(self.extra) or not 0 <= number < len(self.extra[deal - 1]):
            raise ValueError("a card of no deal")
        return self.extra[deal - 1][number]

    def reshuffle_dealt(self, deal: int) -> Partial:
        """The discard pile dealt face down as deal ``deal``: its slots go under the deck, unseen by all.

        The deck's last cards are drawn first, then the dealt ones: as the rules draw, then
        reshuffle once the deck is empty (no move discards between its draws).
        """
        if deal != len(self.extra) + 1:
            raise ValueError("deals come in turn")
        cards = self.state.discard
        slots = tuple(deal * SLOT_SPAN + j for j in range(len(cards)))
        state = evolve(self.state, deck=(STAND_INS[0],) * len(cards) + self.state.deck, discard=())
        return replace(self, state=state, deck=slots + self.deck, extra=(*self.extra, cards))

    def knows(self, slot: int) -> bool:
        """Whether this seat has seen the card at ``slot``."""
        return slot in self.known

    def learn(self, slot: int, card: int) -> Partial:
        """This knowledge once the card type ``card`` was seen at ``slot``: the stand-in is replaced."""
        pile = pile_of(slot)
        old = self.known.get(slot)
        if old is not None:
            if old != card:
                raise ValueError(f"slot {slot} was seen as another card")
            return self
        stand = STAND_INS[pile]
        state = self.state
        if slot in self.deck:
            k = self.deck.index(slot)
            state = evolve(state, deck=(*state.deck[:k], card, *state.deck[k + 1 :]))
        elif slot in self.tombs:
            k = self.tombs.index(slot)
            state = evolve(state, tomb_deck=(*state.tomb_deck[:k], card, *state.tomb_deck[k + 1 :]))
        else:
            for p in (0, 1):
                side = state.sides[p]
                if slot in self.hands[p]:
                    state = state.with_side(p, evolve(side, hand=_swap_one(side.hand, stand, card)))
                elif slot in self.papyrus[p]:
                    state = state.with_side(p, evolve(side, papyrus=_swap_one(side.papyrus, stand, card)))
                elif slot in self.hidden[p] and state.table is not None:
                    table = state.table
                    down = _swap_one(table.hidden[p], stand, card)
                    state = evolve(state, table=evolve(table, hidden=pair_set(table.hidden, p, down)))
        known = MappingProxyType({**self.known, slot: card})
        return replace(self, state=state, known=known)

    def slot_of(self, where: Slots, card: int) -> int:
        """A slot among ``where`` known to hold ``card`` (the first)."""
        for slot in where:
            if self.known.get(slot) == card:
                return slot
        raise ValueError("no such card seen there")

    def after_events(
        self, state: State, events: tuple[Event, ...]
    ) -> tuple[Partial, tuple[tuple[int, int], ...]]:
        """Follow the cards drawn in ``events`` (the deck's slots move to hands); the slots drawn, by seat.

        A reshuffle's new deck is public (every seat has the same shadow of it): its cards get
        public ids, known to every seat, and need no key.
        """
        deck = list(self.deck)
        hands = [list(self.hands[0]), list(self.hands[1])]
        known = dict(self.known)
        public = self.public
        drawn: list[tuple[int, int]] = []
        fresh: int | None = None
        for event in events:
            if event.kind == "reshuffle":
                fresh = int(event.data["count"])
            elif event.kind == "draw":
                seat, count = int(event.data["seat"]), int(event.data["count"])
                if fresh is None:
                    got = deck[len(deck) - count :][::-1]
                    deck = deck[: len(deck) - count]
                else:
                    # The deck ran dry during this draw: its last slots first, then the reshuffled pile.
                    ids = [-(public + i + 1) for i in range(fresh)]
                    public += fresh
                    new = count - len(deck)
                    cards = [INDEX[name] for name in event.data["cards"]][len(deck) :]
                    got = deck[::-1] + ids[fresh - new :][::-1]
                    for slot, card in zip(got[len(deck) :], cards, strict=True):
                        known[slot] = card
                    deck = ids[: fresh - new]
                    for slot, card in zip(deck, state.deck, strict=True):
                        known[slot] = card
                    fresh = None
                for slot in got:
                    hands[seat].append(slot)
                    if not is_public(slot):
                        drawn.append((slot, seat))
        if len(deck) != len(state.deck):
            raise IllegalMove(illegal("valley.deck"), seat=state.actor)
        hidden = self.hidden if state.table is not None else ((), ())
        partial = replace(
            self,
            state=state,
            deck=tuple(deck),
            hands=(tuple(hands[0]), tuple(hands[1])),
            hidden=hidden,
            known=MappingProxyType(known),
            public=public,
        )
        return partial, tuple(drawn)
