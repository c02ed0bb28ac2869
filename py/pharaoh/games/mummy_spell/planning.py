"""Planning phase, characters' side (rulebook D.2.a): playing action cards one by one.

A character's turn is a series of plays ended by ``end`` (a pass if nothing was played).
Cards come from the hand or, if inactive at a site since last round, from the table
(rulebook D.2.a.7: flipped where they lie for free, or moved like a card from the hand).
"""

from __future__ import annotations

from functools import cache

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import (
    CARD_KIND,
    CARD_PERSON,
    CASINO_POSTS,
    CASINO_STAKE,
    CONTROL,
    DIGGERS,
    DYNAMITE,
    MUMMY,
    OBSERVATION,
    PERSONS,
    RESEARCHERS,
    RULES,
)
from pharaoh.games.mummy_spell.effects import Events, act, bound_dynamite, lift, pay_to_bank, seat_character
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    CASINO,
    DYN,
    HAND,
    JOB,
    LEGAL,
    OBSERVER,
    OVER,
    PENDING,
    ROBBER,
    SITE,
    TAKEN,
    USED_LOC,
    Job,
    Loc,
    Plan,
    Site,
    State,
    cash_plus,
    courage,
    evolve,
    get_site,
    is_abandoned,
    owner,
    set_card,
    set_site,
    sites_with,
)

END = Action("end")
SNEAK = Action("sneak")
NODARE = Action("nodare")


def usable(state: State, seat: int) -> list[int]:
    """Cards a character may play now: in hand, or inactive at a site, of a person not at tea.

    In card order: the seat's persons are looked at in person order, and a person's cards are
    numbered one after the other (see :mod:`~pharaoh.games.mummy_spell.cards`).
    """
    out = []
    cards, tea, controlled, banned = state.cards, state.tea, state.controlled, state.banned
    for pid, person in enumerate(state.persons):
        if person.owner != seat or pid == tea:
            continue
        for c in PERSON_CARDS[pid]:
            if c in controlled or c in banned:
                continue
            loc = cards[c]
            if loc.kind == HAND or (loc.kind == SITE and not loc.active and loc.role in (LEGAL, JOB, ROBBER)):
                out.append(c)
    return out


PERSON_CARDS: tuple[tuple[int, ...], ...] = tuple(p.cards for p in PERSONS)
"""Each person's action cards, by person id."""


def roles_at(state: State, seat: int, num: int) -> set[int]:
    """The roles ``seat``'s cards have at a site."""
    return {
        loc.role
        for c, loc in enumerate(state.cards)
        if loc.kind == SITE and loc.site == num and owner(state, c) == seat
    }


def roles_by_site(state: State, seat: int) -> dict[int, set[int]]:
    """:func:`roles_at` of every site at once (sites without a card of ``seat`` left out)."""
    persons = state.persons
    roles: dict[int, set[int]] = {}
    for c, loc in enumerate(state.cards):
        if loc.kind == SITE and persons[CARD_PERSON[c]].owner == seat:
            roles.setdefault(loc.site, set()).add(loc.role)
    return roles


def always_sneaks(state: State, seat: int) -> bool:
    """The gangster's gift: he and his helpers always sneak up (while he lives)."""
    pid = seat_character(seat)
    return PERSONS[pid].always_sneaks and state.persons[pid].owner == seat


def foreign_cards(state: State, seat: int, num: int) -> int:
    """Other players' action cards at a site: what sneaking must beat (a banned one is ignored, D.2.b.1)."""
    banned = state.banned
    return sum(
        1
        for c, loc in enumerate(state.cards)
        if loc.kind == SITE
        and loc.site == num
        and loc.role != DYN
        and c not in banned
        and owner(state, c) != seat
    )


def character_actions(state: State, seat: int) -> list[Action]:
    """Everything a character may do now in the planning phase, ``end`` last.

    The plays of each usable card in card order, then the job offers and withdrawals of the
    sites the seat leads; once the deck is empty or shut (:func:`deck_shut`), a turn may
    open by declaring to dare no more (:func:`dares_no_more`): in a turn with other plays, or
    in any turn once every other character has declared or has nothing to play either (a tea
    may leave him nothing to play, round after round).
    """
    plan = state.plan
    assert plan is not None
    cards = usable(state, seat)
    if plan.rob:
        group = [act("rob", c, plan.rob) for c in cards if c in DIGGERS and not _free_rob(state, c, plan.rob)]
        return group + [SNEAK]
    acts = _plays(state, seat, cards)
    # Not where ending the turn is all he can do (the engine passes for him), unless every
    # other character has declared or has nothing to play either: then nobody else can end
    # the game by declaring, and he is asked (with the deck empty only: a game kept before
    # the shut deck counted passed such a turn for him, and must replay the same).
    open_to_declare = not plan.acted and not state.daunted & (1 << seat) and deck_shut(state)
    if open_to_declare and (acts or (not state.old_rules and not state.deck and _last_to_dare(state, seat))):
        acts.append(NODARE)
    acts.append(END)
    return acts


def _plays(state: State, seat: int, cards: list[int]) -> list[Action]:
    """A character's plays in a planning turn: his usable cards', then his sites' offers and withdrawals."""
    acts = _card_plays(state, seat, cards) if cards else []
    cash = state.cash[seat]
    led = [site.num for site in state.sites if site.leader == seat]
    for num in led:
        acts.extend(offers(num, cash))
    if led:
        acts.extend(
            act("withdraw", job.id)
            for job in state.jobs
            if job.taker < 0 and job.round < state.round and job.site in led
        )
    return acts


def _last_to_dare(state: State, seat: int) -> bool:
    """Whether every other character has declared this round or has nothing to play (public)."""
    return all(
        s == seat or state.daunted & (1 << s) or not _plays(state, s, usable(state, s))
        for s in range(1, state.players)
    )


def _characters(state: State) -> int:
    return sum(1 << s for s in range(1, state.players))


@cache
def offers(num: int, cash: int) -> tuple[Action, ...]:
    """The job offers at site ``num`` of a leader holding ``cash``: premiums 1 to ``cash``, kept."""
    return tuple(act("offer", num, k) for k in range(1, cash + 1))


def _card_plays(state: State, seat: int, cards: list[int]) -> list[Action]:
    """The plays of the usable ``cards``, card by card (see :func:`character_actions`)."""
    acts: list[Action] = []
    bit = 1 << seat
    known_pos = [i for i, seen in enumerate(state.deck_seen) if seen & bit]
    unknown_deck = len(known_pos) < len(state.deck_seen)
    can_pay = state.cash[seat] >= RULES["opening_fee"]
    can_gamble = state.cash[seat] >= CASINO_STAKE
    posts = [loc.site for loc in state.cards if loc.kind == CASINO].count(1) < CASINO_POSTS
    sites = state.sites
    roles_of: dict[int, set[int]] | None = None
    for c in cards:
        loc = state.cards[c]
        kind = CARD_KIND[c]
        if c in RESEARCHERS and loc.kind == HAND:
            if unknown_deck:
                acts.append(act("research", c))
            acts.extend(act("peek", c, s.num) for s in sites if not s.seen & bit)
        if c in DIGGERS:
            if can_pay:
                acts.extend(act("open", c, i) for i in known_pos)
            for site in sites:
                num = site.num
                if site.leader == seat:
                    acts.append(act("dig", c, num))
                    continue
                if roles_of is None:
                    roles_of = roles_by_site(state, seat)
                roles = roles_of.get(num, set())
                if ROBBER not in roles:
                    for job in state.jobs:
                        if job.site == num and (job.taker < 0 or job.taker == c):
                            acts.append(act("job", c, job.id))
                if JOB not in roles:
                    acts.append(act("rob", c, num))
        elif kind == OBSERVATION and loc.kind == HAND:
            acts.extend(act("observe", c, s.num) for s in sites)
        elif kind == DYNAMITE and loc.kind == HAND:
            for d, dloc in enumerate(state.cards):
                if (
                    dloc.kind == SITE
                    and dloc.active
                    and dloc.role in (LEGAL, JOB, ROBBER)
                    and d in DIGGERS
                    and owner(state, d) == seat
                    and d not in state.banned
                    and CARD_PERSON[d] != state.tea
                ):
                    acts.append(act("dyn", d))
        elif kind == CONTROL and loc.kind == HAND:
            acts.extend(_control_actions(state, seat))
        if posts:
            acts.append(act("croupier", c))
        if can_gamble:
            acts.append(act("gamble", c))
    return acts


def _free_rob(state: State, card: int, num: int) -> bool:
    loc = state.cards[card]
    return loc.kind == SITE and loc.site == num and loc.role == ROBBER


def _control_actions(state: State, seat: int) -> list[Action]:
    acts: list[Action] = []
    nums = [s.num for s in state.sites]
    for site in state.sites:
        for slot in range(len(site.beetles)):
            acts.extend(act("ctlb", site.num, slot, to) for to in nums if to != site.num)
    for t, loc in enumerate(state.cards):
        if loc.kind != SITE or loc.role == DYN or t in state.controlled or t in state.banned:
            continue
        if _blocked(state, t):
            continue  # tea (D.1.a.2): no effect may use, move or activate the person's cards
        who = owner(state, t)
        if who == seat or who <= 0:
            continue
        for to in nums:
            if to != loc.site and JOB not in roles_at(state, who, to):
                acts.append(act("ctlc", t, to))
    return acts


def do_character(state: State, seat: int, action: Action, events: Events) -> State:
    """Apply a (legal) planning action of a character."""
    plan = state.plan
    assert plan is not None
    verb = action.verb
    if verb == "end":
        return end_character_turn(state, seat, events)
    if verb == "nodare":
        return dares_no_more(state, seat, events)
    if state.daunted & (1 << seat):  # a play takes the declaration back
        state = evolve(state, daunted=state.daunted & ~(1 << seat))
    acted = plan if plan.acted else replace(plan, acted=True)  # after the turn's first play: as it is
    if verb in ONE_COPY_PLAYS:
        return _one_copy_play(state, seat, action, acted, events)
    state = evolve(state, plan=acted)
    if verb == "open":
        state = _open_site(state, seat, action.a, action.b, events)
    elif verb == "rob":
        state = _rob(state, seat, action.a, action.b, events)
    elif verb == "sneak":
        state = _sneak(state, seat, events)
    elif verb == "dyn":
        d = action.a
        dyn = next(c for c in range(len(state.cards)) if CARD_KIND[c] == DYNAMITE and owner(state, c) == seat)
        num = state.cards[d].site
        state = set_card(state, dyn, Loc(SITE, num, DYN, True, d))
        events.append(Event("dynamite", {"seat": seat, "site": num, "card": d}))
    elif verb == "ctlb":
        state = _control_beetle(state, seat, action, events)
    elif verb == "ctlc":
        state = _control_card(state, seat, action, events)
    return state


ONE_COPY_PLAYS = frozenset(
    {"research", "peek", "dig", "job", "observe", "croupier", "gamble", "offer", "withdraw"}
)
"""The plays whose whole change, the turn's ``acted`` mark included, takes one copy of the state.

(Two for a card taken off one job for another.)
"""


def _one_copy_play(state: State, seat: int, action: Action, plan: Plan, events: Events) -> State:
    """Apply a play of :data:`ONE_COPY_PLAYS`; ``plan`` is the turn's cursor marked as acted.

    The most frequent plays: copying the state (28 fields) once, not two or three times,
    is a good part of their cost.
    """
    verb, card = action.verb, action.a
    if verb == "research":
        pos = next(i for i, seen in enumerate(state.deck_seen) if not seen & (1 << seat))
        seen = list(state.deck_seen)
        seen[pos] |= 1 << seat
        state = set_card(state, card, USED_LOC, plan=plan, deck_seen=tuple(seen))
        private = {"seat": seat, "pos": pos, "find": state.deck[pos]}
        events.append(Event("research", private, frozenset({seat}), {"seat": seat, "pos": pos}))
    elif verb == "peek":
        site = get_site(state, action.b)
        peeked = replace(site, seen=site.seen | (1 << seat))
        state = set_card(state, card, USED_LOC, plan=plan, sites=sites_with(state, peeked))
        events.append(
            Event(
                "peek",
                {"seat": seat, "site": site.num, "find": site.card},
                frozenset({seat}),
                {"seat": seat, "site": site.num},
            )
        )
    elif verb == "dig":
        state = set_card(lift(state, card), card, Loc(SITE, action.b, LEGAL), plan=plan)
        events.append(Event("dig", {"seat": seat, "card": card, "site": action.b}))
    elif verb == "job":
        job = next(j for j in state.jobs if j.id == action.b)
        state = lift(state, card)  # a copy only if the card leaves another job
        jobs = tuple(replace(j, taker=card) if j.id == job.id else j for j in state.jobs)
        state = set_card(state, card, Loc(SITE, job.site, JOB, True, job.id), plan=plan, jobs=jobs)
        events.append(Event("job", {"seat": seat, "card": card, "site": job.site, "premium": job.premium}))
    elif verb == "observe":
        state = set_card(state, card, Loc(SITE, action.b, OBSERVER), plan=plan)
        events.append(Event("observe", {"seat": seat, "site": action.b}))
    elif verb == "croupier":
        state = set_card(lift(state, card), card, Loc(CASINO, 1), plan=plan)
        events.append(Event("casino", {"seat": seat, "card": card, "croupier": True}))
    elif verb == "gamble":
        paid = {"cash": cash_plus(state, seat, -CASINO_STAKE), "bank": state.bank + CASINO_STAKE}
        state = set_card(lift(state, card), card, Loc(CASINO, 0), plan=plan, **paid)
        events.append(Event("casino", {"seat": seat, "card": card, "croupier": False}))
    elif verb == "offer":
        job = Job(state.next_job, action.a, action.b, state.round)
        cash = cash_plus(state, seat, -action.b)
        state = evolve(state, plan=plan, cash=cash, jobs=state.jobs + (job,), next_job=state.next_job + 1)
        events.append(Event("offer", {"seat": seat, "site": action.a, "premium": action.b, "job": job.id}))
    else:
        job = next(j for j in state.jobs if j.id == action.a)
        jobs = tuple(j for j in state.jobs if j.id != job.id)
        state = evolve(state, plan=plan, cash=cash_plus(state, seat, job.premium), jobs=jobs)
        events.append(Event("withdraw", {"seat": seat, "site": job.site, "premium": job.premium}))
    return state


def _control_card_id(state: State, seat: int) -> int:
    return next(c for c in range(len(state.cards)) if CARD_KIND[c] == CONTROL and owner(state, c) == seat)


def _open_site(state: State, seat: int, card: int, pos: int, events: Events) -> State:
    find, seen = state.deck[pos], state.deck_seen[pos]
    num = state.next_site
    state = replace(
        state,
        deck=state.deck[:pos] + state.deck[pos + 1 :],
        deck_seen=state.deck_seen[:pos] + state.deck_seen[pos + 1 :],
        next_site=num + 1,
    )
    state = pay_to_bank(state, seat, RULES["opening_fee"])
    state = set_card(lift(state, card), card, Loc(SITE, num, LEGAL))
    sand, shown = state.sand, state.sand_seen
    drawn = -1
    amount = 0
    if sand:
        drawn = sand[0]
        sand, shown = sand[1:] + (drawn,), shown[1:] + (True,)
        amount = min(drawn, len(sand))
        state = evolve(state, sand=sand[amount:], sand_seen=shown[amount:])
    site = Site(num, find, seen, seat, amount)
    state = evolve(state, sites=state.sites + (site,))
    events.append(
        Event("open", {"seat": seat, "card": card, "pos": pos, "site": num, "drawn": drawn, "sand": amount})
    )
    if drawn < 0 and any(s.sand > 0 for s in state.sites if s.num != num):
        plan = state.plan
        assert plan is not None
        state = evolve(state, plan=replace(plan, sand_site=num, sand_taken=0))
    return state


def _rob(state: State, seat: int, card: int, num: int, events: Events) -> State:
    plan = state.plan
    assert plan is not None
    if _free_rob(state, card, num):
        events.append(Event("rob", {"seat": seat, "card": card, "site": num, "free": True}))
        return set_card(state, card, Loc(SITE, num, ROBBER))
    if is_abandoned(state, num) or always_sneaks(state, seat):
        events.append(Event("rob", {"seat": seat, "card": card, "site": num, "free": True}))
        return set_card(lift(state, card), card, Loc(SITE, num, ROBBER))
    events.append(Event("rob", {"seat": seat, "card": card, "site": num, "free": False}))
    state = set_card(lift(state, card), card, Loc(PENDING, num))
    return evolve(state, plan=replace(plan, rob=num))


def _sneak(state: State, seat: int, events: Events) -> State:
    plan = state.plan
    assert plan is not None
    num = plan.rob
    need = foreign_cards(state, seat, num)
    roll, rng = state.rng.randint(1, 6)
    state = evolve(state, rng=rng, plan=replace(plan, rob=0))
    ok = roll > need
    group = [c for c, loc in enumerate(state.cards) if loc.kind == PENDING]
    for c in group:
        state = set_card(state, c, Loc(SITE, num, ROBBER) if ok else USED_LOC)
    events.append(
        Event("sneak", {"seat": seat, "site": num, "roll": roll, "need": need, "ok": ok, "cards": group})
    )
    return state


def _blocked(state: State, card: int) -> bool:
    """Whether moving ``card`` would move a card of the person at tea (its bound dynamite too)."""
    if CARD_PERSON[card] == state.tea:
        return True
    dyn = bound_dynamite(state, card)
    return dyn >= 0 and CARD_PERSON[dyn] == state.tea


def _control_beetle(state: State, seat: int, action: Action, events: Events) -> State:
    src, dst = get_site(state, action.a), get_site(state, action.c)
    slot = action.b
    beetle, moved = src.beetles[slot], src.moved[slot]
    state = set_site(
        state,
        replace(
            src,
            beetles=src.beetles[:slot] + src.beetles[slot + 1 :],
            moved=src.moved[:slot] + src.moved[slot + 1 :],
        ),
    )
    state = set_site(state, replace(dst, beetles=dst.beetles + (beetle,), moved=dst.moved + (moved,)))
    state = set_card(state, _control_card_id(state, seat), USED_LOC)
    events.append(
        Event(
            "control_beetle",
            {"seat": seat, "from": src.num, "to": dst.num, "beetle": beetle},
            frozenset({MUMMY}),
            {"seat": seat, "from": src.num, "to": dst.num},
        )
    )
    return state


def _control_card(state: State, seat: int, action: Action, events: Events) -> State:
    target, num = action.a, action.b
    pid = CARD_PERSON[target]
    need = courage(state, pid)
    roll, rng = state.rng.randint(1, 6)
    state = set_card(evolve(state, rng=rng), _control_card_id(state, seat), USED_LOC)
    ok = roll > need
    if ok:
        loc = state.cards[target]
        who = owner(state, target)
        role = OBSERVER if loc.role == OBSERVER else (LEGAL if get_site(state, num).leader == who else ROBBER)
        state = set_card(lift(state, target), target, Loc(SITE, num, role))
        state = evolve(state, controlled=state.controlled + (target,))
        for d, dloc in enumerate(state.cards):
            if dloc.kind == SITE and dloc.role == DYN and dloc.ref == target:
                state = set_card(state, d, Loc(SITE, num, DYN, True, target))
    events.append(
        Event(
            "control_card", {"seat": seat, "card": target, "site": num, "roll": roll, "need": need, "ok": ok}
        )
    )
    return state


def deck_shut(state: State) -> bool:
    """Whether no character can open an excavation now: the deck is empty, or shut to them.

    Shut: it holds cards, no character knows any of them (an opening needs a known card), and
    no character holds a research card to learn one (each of theirs was lost to the mummy, or
    its person died).  Only a helper with a research card, hired at the market, could open it
    again, and the mummy may rot that helper at every market.  Then there is nothing to dig
    now, as with an empty deck: the end of section A (docs/rulings/mummy_spell.md).  Read from
    public parts only: who has seen which deck card, the cards lost, the persons.

    >>> from pharaoh.games.mummy_spell.setup import new_state
    >>> state = new_state(1, 3)
    >>> deck_shut(state), deck_shut(evolve(state, deck=(), deck_seen=()))
    (False, True)
    """
    if not state.deck:
        return True
    persons, cards = state.persons, state.cards
    if any(cards[c].kind != TAKEN and persons[CARD_PERSON[c]].owner > 0 for c in RESEARCHERS):
        return False
    characters = _characters(state)
    return not any(seen & characters for seen in state.deck_seen)


def dares_no_more(state: State, seat: int, events: Events) -> State:
    """A character declares, in a turn without plays once the deck is empty or shut, to dare no more.

    Rulebook A: in the end nobody may be left who dares to face the weakened mummy, and she
    wins if her remains never fall into a character's hands.  So when every character has
    declared it in the same round (a later play of his own takes a declaration back; a new
    round clears them), the game ends and the mummy wins.  Otherwise the turn is a pass.
    """
    daunted = state.daunted | (1 << seat)
    state = evolve(state, daunted=daunted)
    events.append(Event("nodare", {"seat": seat}))
    if daunted == _characters(state):
        events.append(Event("nobody_dares", {}))
        return evolve(state, phase=OVER, over="nobody_dares", plan=None)
    return end_character_turn(state, seat, events, announce=False)


def end_character_turn(state: State, seat: int, events: Events, announce: bool = True) -> State:
    """End a character's turn; a turn without plays is a pass (rulebook D.2.a.10), told if ``announce``."""
    plan = state.plan
    assert plan is not None
    quiet = 0 if plan.acted else plan.quiet + 1
    if not plan.acted and announce:
        events.append(Event("pass", {"seat": seat}))
    nxt = (seat + 1) % state.players
    return evolve(state, plan=Plan(turn=nxt, quiet=quiet, mummy_moved=plan.mummy_moved))


def planning_over(state: State) -> bool:
    """The planning ends when every character passed after a mummy turn (rulebook D.2)."""
    plan = state.plan
    return plan is not None and plan.mummy_moved and plan.quiet >= state.players - 1
