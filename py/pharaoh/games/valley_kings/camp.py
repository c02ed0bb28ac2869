"""The camp phase: take resources, play companions and animals, tidy up the camp."""

from __future__ import annotations

from pharaoh.engine.game import Event
from pharaoh.games.valley_kings.actions import END_ACTION, PLAY, PLAY_OF, SPLITS, Action
from pharaoh.games.valley_kings.cards import COST, ID, IS_PLAYABLE, RULES
from pharaoh.games.valley_kings.deck import coins_to_gain, discard_from_hand, draw, sides_without
from pharaoh.games.valley_kings.effects import camp_total, hand_limit, on_play, play_targets, start_of_camp
from pharaoh.games.valley_kings.state import Phase, State, add, evolve

RESOURCES: int = RULES["resources"]
COIN_LIMIT: int = RULES["coin_limit"]


def begin(state: State, seat: int) -> tuple[State, list[Event]]:
    """Start ``seat``'s camp phase."""
    state = evolve(state, phase=Phase.SPLIT, actor=seat)
    return start_of_camp(state, seat)


def split_actions() -> tuple[Action, ...]:
    """Return the five ways to split the resources."""
    return SPLITS


def play_actions(state: State, seat: int) -> tuple[Action, ...]:
    """List the companions and animals ``seat`` can afford now (each victim apart), then "end"."""
    side = state.sides[seat]
    out: list[Action] = []
    last = -1
    for card in side.hand:
        if card == last or not IS_PLAYABLE[card] or COST[card] > side.coins:
            continue
        last = card
        targets = play_targets(state, seat, card)
        if targets:
            out.extend(Action(PLAY, card, t) for t in targets)
        else:
            out.append(PLAY_OF[card])
    out.append(END_ACTION)
    return tuple(out)


def do_split(state: State, seat: int, coins: int) -> tuple[State, list[Event]]:
    """Take ``coins`` coins and the rest of the resources as cards (plus camp bonuses)."""
    side = state.sides[seat]
    cards = RESOURCES - coins + camp_total(side, "extra_card")
    got = coins_to_gain(state, coins)
    state = state.with_side(seat, evolve(side, coins=side.coins + got, split=coins), phase=Phase.CAMP)
    events = [Event("split", {"seat": seat, "coins": coins, "cards": RESOURCES - coins, "coins_got": got})]
    state, _, drawn = draw(state, seat, cards)
    events.extend(drawn)
    return state, events


def do_play(state: State, seat: int, card: int, target: int) -> tuple[State, list[Event]]:
    """Pay for and play ``card`` into the camp, then run its on-play effect."""
    side = state.sides[seat]
    sides = sides_without(state, seat, card, coins=side.coins - COST[card], camp=add(side.camp, card))
    state = evolve(state, sides=sides)
    data: dict[str, object] = {"seat": seat, "card": ID[card], "cost": COST[card]}
    if target >= 0:
        data["target"] = ID[target]
    events = [Event("play", data)]
    state, more = on_play(state, seat, card, target)
    events.extend(more)
    return state, events


def do_end(state: State, seat: int) -> tuple[State, list[Event]]:
    """End the camp phase: discard down to the hand limit first, if needed."""
    if len(state.sides[seat].hand) > hand_limit(state.sides[seat]):
        return evolve(state, phase=Phase.HAND_LIMIT), []
    return finish(state, seat)


def do_limit_discard(state: State, seat: int, card: int) -> tuple[State, list[Event]]:
    """Discard one card towards the hand limit."""
    state, event = discard_from_hand(state, seat, card, "hand_limit")
    if len(state.sides[seat].hand) > hand_limit(state.sides[seat]):
        return state, [event]
    state, events = finish(state, seat)
    return state, [event, *events]


def finish(state: State, seat: int) -> tuple[State, list[Event]]:
    """Return coins above the limit; the next camp phase or the tomb phase follows."""
    from pharaoh.games.valley_kings.tomb import begin_tomb_phase

    side = state.sides[seat]
    events = []
    if side.coins > COIN_LIMIT:
        events.append(Event("return_coins", {"seat": seat, "count": side.coins - COIN_LIMIT}))
        state = state.with_side(seat, evolve(side, coins=COIN_LIMIT))
    events.append(Event("camp_end", {"seat": seat}))
    if seat == state.holder:
        state, more = begin(state, 1 - seat)
    else:
        state, more = begin_tomb_phase(state)
    events.extend(more)
    return state, events
