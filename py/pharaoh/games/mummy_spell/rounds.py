"""The round's frame: preparation (rulebook D.1), the phase changes and the end of a round."""

from __future__ import annotations

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import GIRLFRIEND, MUMMY, RULES, TEA_CARD
from pharaoh.games.mummy_spell.effects import Events, act
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    CASINO,
    DYN,
    HAND,
    HIDE,
    IN_HAND,
    OBSERVER,
    PENDING,
    PLAN,
    SITE,
    TEA,
    USED,
    USED_LOC,
    Loc,
    Plan,
    State,
    evolve,
    next_seat,
)


def begin_round(state: State, events: Events) -> State:
    """Start a round: pass the start player card (from round 2), then the girlfriend's tea."""
    if state.round > 1:
        start = next_seat(state, state.start)
        if start == MUMMY:
            start = next_seat(state, start)
        state = evolve(state, start=start)
    events.append(Event("round", {"round": state.round, "start": state.start}))
    girl = state.persons[GIRLFRIEND]
    if state.round >= 2 and girl.owner > 0 and state.cards[TEA_CARD].kind == HAND:
        return evolve(state, phase=TEA)
    return begin_hide(state, events)


def tea_actions(state: State) -> list[Action]:
    """The girlfriend's owner may send any person of the characters to tea, or not."""
    return [act("tea", p) for p, person in enumerate(state.persons) if person.owner > 0] + [act("notea")]


def do_tea(state: State, seat: int, action: Action, events: Events) -> State:
    """Send a person to tea: its action cards are blocked this round (rulebook D.1.a.2)."""
    if action.verb == "tea":
        state = replace(
            state, tea=action.a, cards=state.cards[:TEA_CARD] + (USED_LOC,) + state.cards[TEA_CARD + 1 :]
        )
        events.append(Event("tea", {"seat": seat, "person": action.a}))
    return begin_hide(state, events)


def begin_hide(state: State, events: Events) -> State:
    """The mummy looks at the top three excavation cards (rulebook D.1.b)."""
    depth = min(RULES["hide_depth"], len(state.deck))
    if depth < 2:
        return begin_planning(state, events)
    seen = tuple(s | (1 << MUMMY) if i < depth else s for i, s in enumerate(state.deck_seen))
    # Only the mummy is told which cards she saw; the others hear how many.
    cards = list(state.deck[:depth])
    events.append(Event("look", {"count": depth, "cards": cards}, frozenset({MUMMY}), {"count": depth}))
    return evolve(state, phase=HIDE, deck_seen=seen)


def hide_actions(state: State) -> list[Action]:
    """Which of the top cards the mummy puts under the deck."""
    return [act("hide", i) for i in range(min(RULES["hide_depth"], len(state.deck)))]


def do_hide(state: State, action: Action, events: Events) -> State:
    """Put one of the top cards under the deck, the others keep their order."""
    i = action.a
    deck, seen = state.deck, state.deck_seen
    state = replace(
        state, deck=deck[:i] + deck[i + 1 :] + (deck[i],), deck_seen=seen[:i] + seen[i + 1 :] + (seen[i],)
    )
    events.append(Event("hide", {"pos": i}))
    return begin_planning(state, events)


def begin_planning(state: State, events: Events) -> State:
    """The start player opens the planning phase."""
    events.append(Event("planning", {}))
    return evolve(state, phase=PLAN, plan=Plan(turn=state.start))


def end_round(state: State, events: Events) -> State:
    """Tidy up after the market: cards come back, bans and tea end; the next round begins."""
    cards = []
    for loc in state.cards:
        if loc.kind in (USED, CASINO, PENDING) or (loc.kind == SITE and loc.role in (OBSERVER, DYN)):
            cards.append(IN_HAND)
        elif loc.kind == SITE and loc.active:
            cards.append(Loc(SITE, loc.site, loc.role, False, loc.ref))
        else:
            cards.append(loc)
    sites = tuple(replace(s, moved=(False,) * len(s.beetles)) for s in state.sites)
    state = replace(
        state,
        cards=tuple(cards),
        sites=sites,
        banned=(),
        tea=-1,
        controlled=(),
        mummy=replace(state.mummy, ban_used=False, placed=False),
        daunted=0,
        plan=None,
        exe=None,
        market=None,
        round=state.round + 1,
    )
    return begin_round(state, events)
