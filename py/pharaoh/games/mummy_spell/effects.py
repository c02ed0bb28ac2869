"""Effects shared by several phases: the bank, finds changing hands, injuries, moving cards."""

from __future__ import annotations

from functools import cache

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_PERSON,
    EXCAVATIONS,
    LARGE,
    MUMMY,
    MUMMY_FIND,
    PERSON_IDS,
    SAND,
    SPECIAL_LARGE,
)
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    CASINO,
    DEAD,
    DYN,
    GONE,
    HAND,
    IN_HAND,
    JOB,
    OBSERVER,
    SITE,
    TAKEN,
    USED,
    Loc,
    Person,
    State,
    add_cash,
    cash_plus,
    characters,
    evolve,
    set_card,
    set_person,
    turn_order,
)

Events = list[Event]

act = cache(Action)
"""``Action(verb, ...)``, kept: the same arguments give the very same action (a named tuple).

Every step lists the seat's legal actions, a dozen and more, and finding an action again costs
about a third of building it.  The arguments must be positional.
"""

AGENT = PERSON_IDS["agent"]


def pay_from_bank(state: State, seat: int, amount: int, events: Events) -> State:
    """The bank pays ``amount``; if it runs dry, the richest characters refill it (rulebook F.2.c).

    What a character lends is written down as credit, which counts for victory.
    """
    if amount <= 0:
        return state
    bank = state.bank
    if bank < amount:
        short = amount - bank
        cash = list(state.cash)
        credit = list(state.credit)
        while short > 0:
            richest = max(turn_order(state), key=lambda s: cash[s])
            if cash[richest] <= 0:
                break
            lend = min(short, cash[richest])
            cash[richest] -= lend
            credit[richest] += lend
            short -= lend
            events.append(Event("loan", {"seat": richest, "amount": lend}))
        state = evolve(state, cash=tuple(cash), credit=tuple(credit))
        bank = amount - short
    return evolve(state, bank=bank - amount, cash=cash_plus(state, seat, amount))


def sand_back(state: State, count: int) -> State:
    """Dug-away sand goes back under the sand deck, face down.

    Nobody ever sees the values of the sand on a site, so which cards come back is drawn
    now among the cards not in the deck (the same as if each had been fixed all along).
    """
    if count <= 0:
        return state
    pool = list(SORTED_SAND)  # the values not in the deck, in order
    for v in state.sand:
        pool.remove(v)
    values = []
    rng = state.rng
    for _ in range(min(count, len(pool))):
        i, rng = rng.randbelow(len(pool))
        values.append(pool.pop(i))
    return replace(
        state, rng=rng, sand=state.sand + tuple(values), sand_seen=state.sand_seen + (False,) * len(values)
    )


SORTED_SAND = tuple(sorted(SAND))
"""The sand deck's values in order."""


def pay_to_bank(state: State, seat: int, amount: int) -> State:
    """A character pays the bank."""
    state = add_cash(state, seat, -amount)
    return evolve(state, bank=state.bank + amount)


def seat_character(seat: int) -> int:
    """The character person a seat plays."""
    return seat - 1


def find_value(find: int, seat: int) -> int:
    """What a find pays a seat: double for the character whose symbol it bears."""
    value = EXCAVATIONS[find].value
    return value * 2 if EXCAVATIONS[find].symbol == seat_character(seat) else value


def agent_seat(state: State) -> int:
    """The seat playing the agent, or -1."""
    for s in characters(state):
        if seat_character(s) == AGENT:
            return s
    return -1


def award(state: State, find: int, seat: int, observed: bool, events: Events) -> State:
    """``seat`` takes ``find``: the mummy secures it, a character is paid from the bank.

    ``observed``: the agent's observation lies at the site, so the agent gets half the
    proceeds (rounded down) when someone else takes the find.
    """
    finds = list(state.finds)
    finds[seat] = finds[seat] + (find,)
    state = evolve(state, finds=tuple(finds))
    if seat == MUMMY:
        events.append(Event("secured", {"find": find}))
    else:
        value = find_value(find, seat)
        state = pay_from_bank(state, seat, value, events)
        events.append(Event("award", {"seat": seat, "find": find, "value": value}))
        agent = agent_seat(state)
        if observed and agent > 0 and agent != seat:
            half = value // 2
            state = add_cash(add_cash(state, seat, -half), agent, half)
            events.append(Event("bribe", {"seat": seat, "agent": agent, "amount": half}))
        if find in SPECIAL_LARGE:
            state = lose_large(state, SPECIAL_LARGE[find], events)
    if find == MUMMY_FIND:
        state = evolve(state, over="mummy_secured" if seat == MUMMY else "mummy_found")
    return state


def lose_large(state: State, large: int, events: Events) -> State:
    """The mummy loses a large card and its beetle card for good (a character took the find).

    A beetle card lying face down at a site is taken from there in everyone's sight, so the
    event names the site: the others see that site's pile shrink, as at a real table.
    """
    m = state.mummy
    beetle = LARGE[large].beetle
    sites = state.sites
    left = -1
    if beetle >= 0:
        new_sites = []
        for site in sites:
            if beetle in site.beetles:
                i = site.beetles.index(beetle)
                left = site.num
                site = replace(
                    site,
                    beetles=site.beetles[:i] + site.beetles[i + 1 :],
                    moved=site.moved[:i] + site.moved[i + 1 :],
                )
            new_sites.append(site)
        sites = tuple(new_sites)
    m = replace(
        m,
        large_hand=tuple(x for x in m.large_hand if x != large),
        large_front=tuple(x for x in m.large_front if x != large),
        large_out=tuple(sorted(m.large_out + (large,))),
        hand=tuple(b for b in m.hand if b != beetle),
        pile=tuple(b for b in m.pile if b != beetle),
        out=tuple(sorted(m.out + (beetle,))) if beetle >= 0 else m.out,
    )
    events.append(Event("mummy_loses", {"large": large}))
    if left >= 0:
        events.append(Event("beetle_lost", {"site": left}))
    return evolve(state, mummy=m, sites=sites)


def return_beetle(state: State, beetle: int) -> State:
    """A beetle card goes back to the mummy's draw pile, its large card back to her hand."""
    m = state.mummy
    large = BEETLES[beetle].large
    large_front = m.large_front
    large_hand = m.large_hand
    if large >= 0 and large in large_front:
        large_front = tuple(x for x in large_front if x != large)
        large_hand = tuple(sorted(large_hand + (large,)))
    m = replace(m, pile=tuple(sorted(m.pile + (beetle,))), large_front=large_front, large_hand=large_hand)
    return evolve(state, mummy=m)


def lift(state: State, card: int) -> State:
    """Take a card off the table bookkeeping: a job it held becomes free again."""
    loc = state.cards[card]
    if loc.kind == SITE and loc.role == JOB:
        state = evolve(state, jobs=tuple(replace(j, taker=-1) if j.id == loc.ref else j for j in state.jobs))
    return state


def bound_dynamite(state: State, card: int) -> int:
    """The dynamite card bound to ``card``, or -1."""
    for c, loc in enumerate(state.cards):
        if loc.kind == SITE and loc.role == DYN and loc.ref == card:
            return c
    return -1


def to_hand(state: State, card: int) -> State:
    """A card (with any dynamite bound to it) goes back to its owner's hand."""
    dyn = bound_dynamite(state, card)
    state = set_card(lift(state, card), card, IN_HAND)
    if dyn >= 0:
        state = set_card(state, dyn, IN_HAND)
    return state


def eligible_losses(state: State, pid: int) -> list[int]:
    """Cards an injured person may give up: any card still in play ("eine beliebige Aktionskarte").

    In hand, played face down, at any site or in the casino; the dynamite too, if it is the
    gangster who is hurt.
    """
    return [
        c
        for c, loc in enumerate(state.cards)
        if CARD_PERSON[c] == pid and loc.kind in (HAND, USED, SITE, CASINO)
    ]


def injure(state: State, card: int, events: Events) -> State:
    """A person loses ``card`` to the mummy; with no card left the person dies."""
    pid = CARD_PERSON[card]
    dyn = bound_dynamite(state, card)
    if dyn >= 0:
        state = set_card(state, dyn, IN_HAND)
    state = set_card(lift(state, card), card, Loc(TAKEN))
    m = state.mummy
    state = evolve(state, mummy=replace(m, injuries=m.injuries + (card,)))
    events.append(Event("injury", {"person": pid, "card": card}))
    alive = [
        c
        for c in range(len(state.cards))
        if CARD_PERSON[c] == pid and state.cards[c].kind not in (TAKEN, GONE)
    ]
    if not alive:
        person = state.persons[pid]
        state = evolve(state, bank=state.bank + person.wage)
        state = set_person(state, pid, Person(DEAD))
        events.append(Event("death", {"person": pid, "gear": list(person.gear)}))
    return state


def observed(state: State, num: int) -> bool:
    """Whether the agent's observation lies, unbanned, at a site."""
    return any(
        loc.kind == SITE and loc.site == num and loc.role == OBSERVER and c not in state.banned
        for c, loc in enumerate(state.cards)
    )
