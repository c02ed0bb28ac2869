"""Moving cards: drawing (with the reshuffle of the discard pile), discarding, coins.

These helpers keep each side's ``seen`` (what it was shown of the opponent's hand) true:
a card leaving a hand in the open is struck from the opponent's knowledge.  A reshuffle
teaches nobody anything: players may not look through the discard pile (ruling 3.2), so
nobody can tell which cards went into the new deck.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Event
from pharaoh.games.valley_kings.cards import ID, PAPYRUS, RULES, TYPE, ids
from pharaoh.games.valley_kings.state import Side, State, add, discount, evolve, remove

COIN_SUPPLY: int = RULES["coin_supply"]


def supply(state: State) -> int:
    """Coins left in the supply (the game has a fixed number of coins)."""
    return COIN_SUPPLY - state.sides[0].coins - state.sides[1].coins


def coins_to_gain(state: State, amount: int) -> int:
    """How many of ``amount`` coins the supply can give."""
    return max(0, min(amount, supply(state)))


def gain_coins(state: State, seat: int, amount: int) -> tuple[State, int]:
    """Give ``seat`` up to ``amount`` coins from the supply; returns the state and the number taken."""
    got = coins_to_gain(state, amount)
    if not got:
        return state, 0
    side = state.sides[seat]
    return state.with_side(seat, evolve(side, coins=side.coins + got)), got


def draw(state: State, seat: int, count: int) -> tuple[State, tuple[int, ...], list[Event]]:
    """``seat`` draws ``count`` cards (fewer if deck and discard pile run dry)."""
    deck, discard, rng = state.deck, state.discard, state.rng
    drawn: list[int] = []
    events: list[Event] = []
    for _ in range(count):
        if not deck:
            if not discard:
                break
            deck, rng = rng.shuffled(discard)
            discard = ()
            events.append(Event("reshuffle", {"count": len(deck)}))
        drawn.append(deck[-1])
        deck = deck[:-1]
    got = tuple(drawn)
    side = state.sides[seat]
    state = state.with_side(
        seat, evolve(side, hand=tuple(sorted(side.hand + got))), deck=deck, discard=discard, rng=rng
    )
    if got:
        events.append(
            Event(
                "draw",
                {"seat": seat, "cards": ids(got), "count": len(got)},
                frozenset({seat}),
                {"seat": seat, "count": len(got)},
            )
        )
    return state, got, events


def sides_without(state: State, seat: int, card: int, **changes: Any) -> tuple[Side, Side]:
    """Both sides once ``seat`` takes one ``card`` out of its hand in the open (the opponent forgets it).

    ``changes``: more fields of ``seat``'s side, changed in the same copy.
    """
    side = state.sides[seat]
    side = evolve(side, hand=remove(side.hand, card), **changes)
    other = state.sides[1 - seat]
    if card in other.seen:
        other = evolve(other, seen=discount(other.seen, card))
    return (side, other) if seat == 0 else (other, side)


def discard_from_hand(state: State, seat: int, card: int, why: str) -> tuple[State, Event]:
    """``seat`` discards ``card`` from hand onto the (face-up) discard pile."""
    state = evolve(state, sides=sides_without(state, seat, card), discard=(*state.discard, card))
    return state, Event("discard", {"seat": seat, "card": ID[card], "why": why})


def to_discard(state: State, seat: int, cards: tuple[int, ...]) -> State:
    """Put cards that were in play onto the discard pile (papyrus cards leave the game instead)."""
    main = tuple(c for c in cards if TYPE[c] != PAPYRUS)
    papyri = tuple(c for c in cards if TYPE[c] == PAPYRUS)
    if papyri:
        side = state.sides[seat]
        used = side.used_papyrus
        for c in papyri:
            used = add(used, c)
        return state.with_side(seat, evolve(side, used_papyrus=used), discard=state.discard + main)
    if main:
        return evolve(state, discard=state.discard + main)
    return state
