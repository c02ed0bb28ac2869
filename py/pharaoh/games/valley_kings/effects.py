"""The card effects that act outside the strength count: a table of handlers keyed by effect kind.

The data file says which card has which kind (and its numbers); this module says what
each kind does.  On-play handlers run once, when the card is played from hand, whether
or not they can do anything.  Camp effects work while the card stays in its owner's camp.
"""

from __future__ import annotations

from collections.abc import Callable

from pharaoh.engine.game import Event
from pharaoh.games.valley_kings.cards import COMPANION, EFFECT, ID, PARAMS, RULES, STRENGTH, TYPE, ids
from pharaoh.games.valley_kings.deck import draw, gain_coins
from pharaoh.games.valley_kings.state import Phase, Side, State, add, discount, evolve, remove

OnPlay = Callable[[State, int, int, int], tuple[State, list[Event]]]
"""``(state, seat, card, target) -> (state, events)``: an on-play effect of ``card`` played by ``seat``."""
Targets = Callable[[State, int, int], tuple[int, ...]]
"""``(state, seat, card) -> targets``: the legal victims of a targeted on-play effect."""


def _draw(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    state, _, events = draw(state, seat, int(PARAMS[card]["count"]))
    return state, events


def _steal_coin(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    other = state.sides[1 - seat]
    taken = min(int(PARAMS[card]["count"]), other.coins)
    if not taken:
        return state, []
    mine = state.sides[seat]
    state = state.with_side(1 - seat, evolve(other, coins=other.coins - taken))
    state = state.with_side(seat, evolve(mine, coins=mine.coins + taken))
    return state, [Event("steal_coin", {"seat": seat, "from": 1 - seat, "count": taken})]


def _opponent_discards(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    hand = state.sides[1 - seat].hand
    count = min(int(PARAMS[card]["count"]), len(hand))
    if not count:
        return state, []
    return evolve(state, phase=Phase.FORCED_DISCARD, actor=1 - seat, pending=count), []


def _camp_victims(state: State, seat: int, card: int) -> tuple[int, ...]:
    limit = int(PARAMS[card]["max_strength"])
    camp = state.sides[1 - seat].camp
    return tuple(sorted({c for c in camp if TYPE[c] == COMPANION and STRENGTH[c] <= limit}))


def _take_companion(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    if target < 0:
        return state, []
    other = state.sides[1 - seat]
    mine = state.sides[seat]
    state = state.with_side(1 - seat, evolve(other, camp=remove(other.camp, target)))
    state = state.with_side(seat, evolve(mine, camp=add(mine.camp, target)))
    return state, [Event("take_companion", {"seat": seat, "from": 1 - seat, "card": ID[target]})]


def _destroy_companion(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    if target < 0:
        return state, []
    other = state.sides[1 - seat]
    state = state.with_side(1 - seat, evolve(other, camp=remove(other.camp, target)))
    state = evolve(state, discard=(*state.discard, target))
    return state, [Event("destroy_companion", {"seat": seat, "from": 1 - seat, "card": ID[target]})]


def _steal_random_card(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    other = state.sides[1 - seat]
    if not other.hand:
        return state, []
    i, rng = state.rng.randbelow(len(other.hand))
    stolen = other.hand[i]
    mine = state.sides[seat]
    # The victim knows what it lost; the thief no longer counts that card in the victim's hand.
    state = state.with_side(
        1 - seat, evolve(other, hand=remove(other.hand, stolen), seen=add(other.seen, stolen))
    )
    state = state.with_side(seat, evolve(mine, hand=add(mine.hand, stolen), seen=discount(mine.seen, stolen)))
    event = Event(
        "steal_card",
        {"seat": seat, "from": 1 - seat, "card": ID[stolen]},
        frozenset({0, 1}),
        {"seat": seat, "from": 1 - seat},
    )
    return evolve(state, rng=rng), [event]


def _reveal_hand(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    hand = state.sides[1 - seat].hand
    mine = state.sides[seat]
    state = state.with_side(seat, evolve(mine, seen=hand))
    event = Event(
        "hand_shown",
        {"seat": seat, "from": 1 - seat, "cards": ids(hand)},
        frozenset({0, 1}),
        {"seat": seat, "from": 1 - seat, "count": len(hand)},
    )
    return state, [event]


ON_PLAY: dict[str, OnPlay] = {
    "draw": _draw,
    "steal_coin": _steal_coin,
    "opponent_discards": _opponent_discards,
    "take_companion": _take_companion,
    "destroy_companion": _destroy_companion,
    "steal_random_card": _steal_random_card,
    "reveal_hand": _reveal_hand,
}
"""On-play effects by kind."""

TARGETS: dict[str, Targets] = {
    "take_companion": _camp_victims,
    "destroy_companion": _camp_victims,
}
"""The on-play effects that pick a victim, by kind."""


def on_play(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    """Run ``card``'s on-play effect, if it has one."""
    handler = ON_PLAY.get(EFFECT[card])
    return handler(state, seat, card, target) if handler else (state, [])


def play_targets(state: State, seat: int, card: int) -> tuple[int, ...] | None:
    """List the victims ``card`` may pick when played (None: it picks none)."""
    finder = TARGETS.get(EFFECT[card])
    return finder(state, seat, card) if finder else None


def camp_total(side: Side, kind: str, key: str = "amount") -> int:
    """Sum ``key`` over ``side``'s camp cards with the effect ``kind``."""
    return sum(int(PARAMS[c][key]) for c in side.camp if EFFECT[c] == kind)


def camp_has(side: Side, kind: str) -> bool:
    """Whether a card with the effect ``kind`` is in ``side``'s camp."""
    return any(EFFECT[c] == kind for c in side.camp)


def hand_limit(side: Side) -> int:
    """How many cards ``side`` may keep at the end of its camp phase."""
    limits = [int(PARAMS[c]["limit"]) for c in side.camp if EFFECT[c] == "hand_limit"]
    return max([int(RULES["hand_limit"]), *limits])


def start_of_camp(state: State, seat: int) -> tuple[State, list[Event]]:
    """Camp effects at the start of ``seat``'s camp phase (the Patron's coin)."""
    bonus = camp_total(state.sides[seat], "extra_coin")
    if not bonus:
        return state, []
    state, got = gain_coins(state, seat, bonus)
    return state, [Event("bonus_coins", {"seat": seat, "count": got})] if got else []
