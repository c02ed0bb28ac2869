"""One seat's knowledge of a peek-proof curse match: the engine's state with stand-ins.

The five colour piles are dealt by mental poker (deal ``mummy_curse/1``); a card's number in
the deal is its engine card id (both run through the colours in order), and hand ``h`` gets
the same positions of every pile:

>>> hand_slots(3, 1)
(1, 6, 11, 16, 20)
>>> [COLOUR_OF[s] for s in hand_slots(2, 0)]
[0, 0, 1, 1, 2, 2, 3, 3, 4, 4]

A seat's :class:`Side` is the engine's own :class:`~pharaoh.games.mummy_curse.state.State`
with what the seat may not know replaced:

- another hand's cards are *stand-ins* of the right colours (the backs are public, rule 4);
  a card laid from such a hand takes the place of a stand-in of its colour first;
- on the mummy's side every pawn on the floor stands on :data:`HIDDEN`, a square no board
  has, unless everybody saw it (the start, a laid symbol, the dungeon); the faces thrown are
  blanks (:data:`BLANK`), only their number is public.

The unchanged rules run on it: the mummy's moves and the public part of the explorers'
moves need nothing else (:func:`public_move`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from pharaoh.engine.game import IllegalMove
from pharaoh.engine.illegal import illegal
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse import rules
from pharaoh.games.mummy_curse.cards import (
    CARD_NAMES,
    CARDS_OF_COLOUR,
    COLOUR_OF,
    EXPLORER_DICE,
    SYMBOL_CELL,
    cards_per_colour,
)
from pharaoh.games.mummy_curse.moves import believe_arrow, believe_number
from pharaoh.games.mummy_curse.state import OUT, ROLLED, Action, State

HIDDEN = -2
"""The square of a pawn the seat cannot place (the mummy's side): on no board."""
BLANK = 0
"""A face thrown that the seat did not see (only how many were thrown is public)."""
PILES: tuple[int, ...] = tuple(len(cards) for cards in CARDS_OF_COLOUR)
"""The deal's piles: one per colour (5, 5, 5, 4, 4)."""
PILE_START: tuple[int, ...] = tuple(sum(PILES[:k]) for k in range(len(PILES)))
assert all(
    CARDS_OF_COLOUR[k] == tuple(range(PILE_START[k], PILE_START[k] + PILES[k])) for k in range(len(PILES))
)


def hand_slots(players: int, hand: int) -> tuple[int, ...]:
    """The deal positions of hand ``hand`` (seat ``hand + 1``): the same places in every colour pile."""
    per = cards_per_colour(players - 1)
    return tuple(PILE_START[k] + hand * per + i for k in range(len(PILES)) for i in range(per))


def stand_ins(players: int) -> tuple[int, ...]:
    """A hand of stand-ins: the first cards of each colour, as many as a hand holds."""
    per = cards_per_colour(players - 1)
    return tuple(sorted(card for k in range(len(PILES)) for card in CARDS_OF_COLOUR[k][:per]))


@dataclass(frozen=True)
class Side:
    """What one seat knows of a curse match (``seat`` ``None``: the audit, which knows everything)."""

    seat: int | None
    state: State
    known: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    """Slots this seat has seen, with their cards (its own hand)."""

    @property
    def explorer(self) -> bool:
        """Whether the seat sees the explorers' side of the board (the audit does too)."""
        return self.seat is None or self.seat > 0


def start(players: int, seat: int | None, hands: tuple[tuple[int, ...], ...] | None = None) -> Side:
    """The state before the first move: pawns on the start, the mummy on the sarcophagus.

    ``hands``: the true hands (the audit); otherwise every hand is stand-ins.
    """
    base = rules.new_game(0, players)
    if hands is None:
        hands = (stand_ins(players),) * (players - 1)
    state = replace(base, hands=hands, rng=Rng.from_seed(0))
    return Side(seat, state)


def learn(side: Side, players: int, slot: int, card: int) -> Side:
    """The seat has seen ``card`` at ``slot`` of its own hand; once it has them all, its hand is true."""
    if side.seat is None or not 0 < side.seat < players:
        raise ValueError("only an explorer holds cards")
    own = hand_slots(players, side.seat - 1)
    if slot not in own or COLOUR_OF[card] != COLOUR_OF[slot]:
        raise ValueError("not a slot of this seat's hand, or a card of another colour")
    known = {**side.known, slot: card}
    state = side.state
    if all(s in known for s in own):
        h = side.seat - 1
        hand = tuple(sorted(known[s] for s in own))
        state = replace(state, hands=state.hands[:h] + (hand,) + state.hands[h + 1 :])
    return replace(side, state=state, known=MappingProxyType(known))


def with_laid_card(side: Side, hand: int, card: int, seat: int) -> State:
    """The state with ``card`` in ``hand`` in place of a stand-in of its colour (a hand the seat cannot see).

    Raises :class:`IllegalMove` naming ``seat`` if the hand holds no card of that colour (the
    backs are public) or the card was laid before.
    """
    state = side.state
    held = state.hands[hand]
    if any(card in laid for laid in state.laid):
        raise IllegalMove(illegal("curse.laid_twice", seat=seat, card=CARD_NAMES[card]), seat=seat)
    if card in held:
        return state
    same = [c for c in held if COLOUR_OF[c] == COLOUR_OF[card]]
    if not same:
        raise IllegalMove(illegal("curse.no_colour", seat=seat, card=CARD_NAMES[card]), seat=seat)
    rest = list(held)
    rest.remove(same[0])
    new = tuple(sorted((*rest, card)))
    return replace(state, hands=state.hands[:hand] + (new,) + state.hands[hand + 1 :])


def thrown(state: State, mummies: int, seat: int, keeper: int) -> State:
    """The mummy's side of an explorer's throw: ``mummies`` set aside (the keeper's word), blank faces."""
    count = EXPLORER_DICE - state.aside
    if not 0 <= mummies <= count:
        raise IllegalMove(illegal("curse.mummies", seat=keeper, mummies=mummies, count=count), seat=keeper)
    aside = state.aside + mummies
    after = replace(
        state, aside=aside, faces=(BLANK,) * (count - mummies), rolls=state.rolls + 1, phase=ROLLED
    )
    if aside >= EXPLORER_DICE:
        after, _ = rules._next_explorer(after, ())
    return after


def public_move(state: State, seat: int, kind: str, face: int, card: int | None) -> State:
    """The mummy's side of an explorer's move: the face announced, the card laid (if any), nothing else.

    Raises :class:`IllegalMove` naming ``seat`` if no square the pawn may be on (the public
    deduction, a superset of the truth) allows the face, or the laid card's symbol.
    """
    pawn = state.pawn
    belief = state.beliefs[pawn]
    if kind == "arrow":
        others, _ = rules._others_may_be(state, pawn)
        after = believe_arrow(belief, state.mummy, others)
    else:
        after = believe_number(belief, face, state.mummy)
    if not after:
        if kind == "arrow":
            raise IllegalMove(illegal("curse.arrow_from", seat=seat), seat=seat)
        raise IllegalMove(illegal("curse.moved_from", seat=seat, face=face), seat=seat)
    cell = HIDDEN
    if card is not None:
        cell = SYMBOL_CELL[card]
        if not after >> cell & 1:
            raise IllegalMove(illegal("curse.laid_where", seat=seat, card=CARD_NAMES[card]), seat=seat)
    action = Action(kind, face if kind == "move" else 0, cell, card is not None)
    moved, _ = rules._move(state, action)
    return moved


def mummy_cells(state: State, caught: int, to: int) -> tuple[int, ...]:
    """The squares the mummy's side steps with: nobody on the board but the pawn ``caught`` on ``to``."""
    cells = tuple(OUT if c == OUT else HIDDEN for c in state.cells)
    if caught >= 0:
        cells = cells[:caught] + (to,) + cells[caught + 1 :]
    return cells


def public_cells(state: State) -> tuple[int, ...]:
    """The squares the mummy may place: the start, the dungeon, OUT, a pawn seen since it last moved."""
    out = []
    for p, cell in enumerate(state.cells):
        seen = state.seen[p]
        known = cell == OUT or (not state.trails[p] and seen >= 0 and state.beliefs[p] == 1 << seen)
        out.append(cell if known else HIDDEN)
    return tuple(out)
