"""Market phase (rulebook D.4): rot, wage raises, bag and safe, steal or trade, auctions.

Bags and the steal/trade cards are chosen secretly and at the same time by all
characters.  ``cash`` stays each seat's whole money; the bag is the part of it taken to
the market, and every payment there comes out of the bag.
"""

from __future__ import annotations

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import (
    EQUIPMENT,
    GIRLFRIEND,
    HELPERS,
    MUMMY,
    PERSONS,
    RULES,
    item_kind,
    market_item,
)
from pharaoh.games.mummy_spell.effects import Events, act, pay_to_bank
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.rounds import end_round
from pharaoh.games.mummy_spell.state import (
    BAG,
    BID,
    CHOICE,
    EQUIP,
    GIRL,
    IN_HAND,
    LONE,
    MARKET_PHASE,
    NAME,
    RAISE,
    ROT,
    STEAL,
    STEAL_CARD,
    TRADE_CARD,
    Market,
    State,
    add_cash,
    cash_plus,
    evolve,
    market_equipment,
    market_helpers,
    persons_of,
    set_card,
    set_person,
    slots_free,
    turn_order,
)

DONE = Action("done")
PASS = Action("pass")


def available(state: State) -> list[int]:
    """Market items (equipment, then helpers) that may be bought: not rotten."""
    mk = state.market
    rot = mk.rot if mk else -1
    items = [market_item("equipment", e) for e in market_equipment(state)]
    items += [market_item("helper", p) for p in market_helpers(state)]
    return [i for i in items if i != rot]


def can_carry(state: State, seat: int, item: int) -> bool:
    """Helpers can always be hired; equipment needs a person of the seat with room for it."""
    kind, idx = item_kind(item)
    if kind == "helper":
        return True
    slot = EQUIPMENT[idx].slot
    return any(slots_free(state.persons[p], slot) for p in persons_of(state, seat))


def begin_market(state: State, events: Events) -> State:
    """The market opens with the mummy's rot card."""
    n = state.players
    mk = Market(
        ROT, bags=(0,) + (-1,) * (n - 1), choices=(0,) + (-1,) * (n - 1), known=(False,) * n, bag_min=(0,) * n
    )
    state = evolve(state, phase=MARKET_PHASE, market=mk)
    events.append(Event("market", {}))
    if not available(state):
        return _begin_raises(state, events)
    return state


def _mk(state: State) -> Market:
    mk = state.market
    assert mk is not None
    return mk


def _set(state: State, **changes: object) -> State:
    return evolve(state, market=replace(_mk(state), **changes))


def _begin_raises(state: State, events: Events) -> State:
    seats = tuple(s for s in turn_order(state) if state.cash[s] > 0 and _helpers(state, s))
    state = _set(state, step=RAISE, seats=seats)
    return state if seats else _set(state, step=BAG)


def _helpers(state: State, seat: int) -> list[int]:
    return [p for p in persons_of(state, seat) if p in HELPERS]


def market_to_act(state: State) -> tuple[int, ...]:
    """The seats to act in the market phase."""
    mk = _mk(state)
    step = mk.step
    if step == ROT:
        return (MUMMY,)
    if step in (RAISE, STEAL):
        return mk.seats[:1]
    if step == BAG:
        return tuple(s for s in range(1, state.players) if mk.bags[s] == -1)
    if step == CHOICE:
        return tuple(s for s in range(1, state.players) if mk.choices[s] == -1)
    if step == NAME:
        return (mk.traders[mk.namer],)
    if step == BID:
        return mk.bidders[:1]
    if step in (LONE, GIRL):
        return mk.traders[:1]
    if step == EQUIP:
        return (mk.equip_seat,)
    return ()


def _bag(state: State, seat: int, public: bool = False) -> int:
    """The seat's bag; ``public``: the most the others can assume it holds (its whole cash)."""
    mk = _mk(state)
    if public and not mk.known[seat]:
        return state.cash[seat]
    return mk.bags[seat]


def _price_ok(state: State, seat: int, price: int, public: bool = False) -> bool:
    return _bag(state, seat, public) >= price


def market_actions(state: State, seat: int, public: bool = False) -> list[Action]:
    """The seat's choices in the market phase.

    ``public``: the choices as the other seats must assume them, not knowing the bag.
    """
    mk = _mk(state)
    step = mk.step
    if step == ROT:
        return [act("rot", i) for i in available(state)]
    if step == RAISE:
        return [act("raise", p) for p in _helpers(state, seat)] + [DONE]
    if step == BAG:
        return [act("bag", k) for k in range(state.cash[seat] + 1)]
    if step == CHOICE:
        return [act("steal"), act("trade")]
    if step == STEAL:
        return [act("victim", v) for v in range(1, state.players) if v != seat]
    if step == NAME:
        acts = [
            act("name", i)
            for i in available(state)
            if can_carry(state, seat, i) and _price_ok(state, seat, 1, public)
        ]
        return acts + [PASS]
    if step == BID:
        top = _bag(state, seat, public) if can_carry(state, seat, mk.item) else 0
        acts = [act("bid", k) for k in range(mk.high + 1, top + 1)]
        return acts if mk.high_seat < 0 else acts + [PASS]
    if step == LONE:
        acts = []
        if mk.bought < RULES["lone_trader_buys"]:
            for item in available(state):
                kind, idx = item_kind(item)
                if not can_carry(state, seat, item):
                    continue
                if kind == "helper" and idx == GIRLFRIEND:
                    if mk.girl_price == 0:
                        acts.append(act("buy", item))
                elif _price_ok(state, seat, _lone_price(kind), public):
                    acts.append(act("buy", item))
        return acts + [DONE]
    if step == GIRL:
        accept = [act("accept")] if _price_ok(state, seat, mk.girl_price, public) else []
        return accept + [act("decline")]
    if step == EQUIP:
        return [
            act("equip", mk.equip, p)
            for p in persons_of(state, seat)
            if slots_free(state.persons[p], EQUIPMENT[mk.equip].slot)
        ]
    return []


def _lone_price(kind: str) -> int:
    return RULES["lone_price_equipment"] if kind == "equipment" else RULES["lone_price_helper"]


def do_market(state: State, seat: int, action: Action, events: Events) -> State:
    """Apply a (legal) market action."""
    mk = _mk(state)
    verb = action.verb
    if verb == "rot":
        events.append(Event("rot", {"item": action.a}))
        return _begin_raises(_set(state, rot=action.a), events)
    if verb == "raise":
        person = state.persons[action.a]
        state = set_person(
            state, action.a, replace(person, wage=person.wage + 1), cash=cash_plus(state, seat, -1)
        )
        events.append(Event("raise", {"seat": seat, "person": action.a, "wage": person.wage + 1}))
        if state.cash[seat] > 0:
            return state
        verb = "done"
    if verb == "done" and mk.step == RAISE:
        seats = _mk(state).seats[1:]
        return _set(state, seats=seats) if seats else _set(state, step=BAG, seats=())
    if verb == "bag":
        bags = list(mk.bags)
        bags[seat] = action.a
        events.append(Event("bag", {"seat": seat, "amount": action.a}, frozenset({seat}), {"seat": seat}))
        if -1 not in bags:  # the last bag: the choices follow
            return _set(state, bags=tuple(bags), step=CHOICE)
        return _set(state, bags=tuple(bags))
    if verb in ("steal", "trade"):
        choices = list(mk.choices)
        choices[seat] = STEAL_CARD if verb == "steal" else TRADE_CARD
        state = _set(state, choices=tuple(choices))
        events.append(
            Event("choice", {"seat": seat, "steal": verb == "steal"}, frozenset({seat}), {"seat": seat})
        )
        if -1 in choices:
            return state
        return _reveal(state, events)
    if verb == "victim":
        return _steal(state, seat, action.a, events)
    if verb == "name":
        order = turn_order(state)
        traders = [s for s in order if s in mk.traders]
        i = traders.index(seat)
        bidders = tuple(traders[i:] + traders[:i])
        events.append(Event("auction", {"seat": seat, "item": action.a}))
        return _set(state, step=BID, item=action.a, high=0, high_seat=-1, bidders=bidders)
    if verb == "bid":
        events.append(Event("bid", {"seat": seat, "amount": action.a}))
        bag_min = list(mk.bag_min)
        bag_min[seat] = max(bag_min[seat], action.a)
        state = _set(
            state, high=action.a, high_seat=seat, bidders=mk.bidders[1:] + (seat,), bag_min=tuple(bag_min)
        )
        return _auction_check(state, events)
    if verb == "pass" and mk.step == BID:
        events.append(Event("bid_pass", {"seat": seat}))
        state = _set(state, bidders=mk.bidders[1:])
        return _auction_check(state, events)
    if verb == "pass" and mk.step == NAME:
        events.append(Event("name_pass", {"seat": seat}))
        return _next_namer(state, mk.passes + 1, events)
    if verb == "buy":
        kind, idx = item_kind(action.a)
        if kind == "helper" and idx == GIRLFRIEND:
            price, rng = state.rng.randint(1, 6)
            state = evolve(state, rng=rng)
            events.append(Event("girl_price", {"seat": seat, "price": price}))
            # Asked even when the bag cannot pay: skipping would tell the table the bag's size.
            return _set(state, step=GIRL, girl_price=price)
        state = _buy(state, seat, action.a, _lone_price(kind), events)
        return _lone_next(state, events)
    if verb == "accept":
        state = _buy(
            _set(state, girl_price=-1), seat, market_item("helper", GIRLFRIEND), mk.girl_price, events
        )
        return _lone_next(_set(state, step=LONE), events)
    if verb == "decline":
        events.append(Event("decline", {"seat": seat}))
        return _set(state, step=LONE, girl_price=-1)
    if verb == "done" and mk.step == LONE:
        return end_market(state, events)
    if verb == "equip":
        person = state.persons[action.b]
        state = set_person(state, action.b, replace(person, gear=person.gear + (action.a,)))
        events.append(Event("equip", {"seat": seat, "item": action.a, "person": action.b}))
        state = _set(state, equip=-1, equip_seat=-1, step=LONE if len(mk.traders) == 1 else NAME)
        return _after_purchase(state, events)
    raise AssertionError(verb)


def _reveal(state: State, events: Events) -> State:
    mk = _mk(state)
    order = turn_order(state)
    thieves = tuple(s for s in order if mk.choices[s] == STEAL_CARD)
    traders = tuple(s for s in order if mk.choices[s] == TRADE_CARD)
    events.append(Event("reveal_choices", {"thieves": list(thieves), "traders": list(traders)}))
    state = _set(state, step=STEAL, seats=thieves, traders=traders)
    return state if thieves else _begin_trading(state, events)


def _steal(state: State, thief: int, victim: int, events: Events) -> State:
    """A theft: d6 x 1k against the bag, half of it (whole thousands) on success (D.4.b.3.1)."""
    mk = _mk(state)
    roll, rng = state.rng.randint(1, 6)
    bag = mk.bags[victim]
    loot = bag // 2 if roll <= bag else 0
    bags, cash = list(mk.bags), list(state.cash)
    bags[victim] -= loot
    bags[thief] += loot
    cash[victim] -= loot
    cash[thief] += loot
    known = list(mk.known)
    known[victim] = True
    bag_min = list(mk.bag_min)
    bag_min[thief] += loot
    events.append(Event("theft", {"seat": thief, "victim": victim, "roll": roll, "bag": bag, "loot": loot}))
    stolen = replace(mk, bags=tuple(bags), known=tuple(known), bag_min=tuple(bag_min), seats=mk.seats[1:])
    state = evolve(state, rng=rng, cash=tuple(cash), market=stolen)
    return state if mk.seats[1:] else _begin_trading(state, events)


def _begin_trading(state: State, events: Events) -> State:
    mk = _mk(state)
    if len(mk.traders) == 1:
        return _set(state, step=LONE, bought=0, girl_price=0)
    if len(mk.traders) >= 2 and available(state):
        return _set(state, step=NAME, namer=0, passes=0)
    return end_market(state, events)


def _next_namer(state: State, passes: int, events: Events) -> State:
    mk = _mk(state)
    if passes >= len(mk.traders) or not available(state):
        return end_market(state, events)
    return _set(
        state,
        step=NAME,
        namer=(mk.namer + 1) % len(mk.traders),
        passes=passes,
        item=-1,
        high=0,
        high_seat=-1,
        bidders=(),
    )


def _auction_check(state: State, events: Events) -> State:
    mk = _mk(state)
    if mk.high_seat >= 0 and mk.bidders == (mk.high_seat,):
        state = _buy(state, mk.high_seat, mk.item, mk.high, events)
        return _after_purchase(state, events)
    return state


def _buy(state: State, seat: int, item: int, price: int, events: Events) -> State:
    """Pay from the bag: equipment to the bank, a helper's price under the helper as wage."""
    mk = _mk(state)
    bags = list(mk.bags)
    bags[seat] -= price
    bag_min = list(mk.bag_min)
    bag_min[seat] = max(0, bag_min[seat] - price)
    state = _set(state, bags=tuple(bags), bag_min=tuple(bag_min), bought=mk.bought + 1)
    kind, idx = item_kind(item)
    events.append(Event("purchase", {"seat": seat, "item": item, "price": price}))
    if kind == "equipment":
        state = pay_to_bank(state, seat, price)
        return _set(state, step=EQUIP, equip=idx, equip_seat=seat)
    state = add_cash(state, seat, -price)
    state = set_person(state, idx, replace(state.persons[idx], owner=seat, wage=price))
    for c in PERSONS[idx].cards:
        state = set_card(state, c, IN_HAND)
    return state


def _after_purchase(state: State, events: Events) -> State:
    mk = _mk(state)
    if mk.step == EQUIP:
        return state
    if len(mk.traders) == 1:
        return _lone_next(state, events)
    return _next_namer(state, 0, events)


def _lone_next(state: State, events: Events) -> State:
    mk = _mk(state)
    if mk.step == EQUIP:
        return state
    if mk.bought >= RULES["lone_trader_buys"] or not available(state):
        return end_market(state, events)
    return _set(state, step=LONE)


def end_market(state: State, events: Events) -> State:
    """The market closes: bags go back into the safes, and the next round begins."""
    events.append(Event("market_closed", {}))
    return end_round(state, events)
