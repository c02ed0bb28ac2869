"""Execution phase (rulebook D.3): retreat, digging, opening sites, fights, the casino.

Every site is dug in turn (D.3.b): legal ones first, leader by leader from the start
player, then the rest by number.  A leader with several sites picks their order where it
can change something (:func:`_order_matters`; among closed ones alone it changes nothing).  A site that stays
closed only loses sand and its cards turn inactive; one that opens is revealed and fought
for, and an injury there may take a card that would have dug at a later site.  Resolution
may wait for decisions (who is injured, which card is lost).
"""

from __future__ import annotations

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_PERSON,
    CASINO_PAYOUT,
    CASINO_WAGE,
    EXCAVATIONS,
    MUMMY,
    MUMMY_FIND,
    PERSON_IDS,
    RULES,
    TRAP,
)
from pharaoh.games.mummy_spell.effects import (
    Events,
    act,
    award,
    eligible_losses,
    injure,
    observed,
    pay_from_bank,
    return_beetle,
    sand_back,
    to_hand,
)
from pharaoh.games.mummy_spell.market import begin_market
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    CASINO,
    DYN,
    EXEC,
    HURT,
    IN_HAND,
    JOB,
    LEGAL,
    LOSE,
    ORDER,
    OVER,
    RETREAT,
    ROBBER,
    SITE,
    Exec,
    Loc,
    State,
    add_cash,
    beetle_strength,
    counting_cards,
    courage,
    digging,
    dynamite_at,
    evolve,
    fright,
    get_site,
    owner,
    present_persons,
    set_card,
    set_person,
    set_site,
    shovels,
    sites_with,
    strength,
    turn_order,
    will_open,
)

STAY = Action("stay")


# ---------------------------------------------------------------- retreat


def retreat_cards(state: State, seat: int) -> list[int]:
    """Cards ``seat`` may take back from the sites (the occultist decides for the ones she controls)."""
    occultist = _controller(state)
    out = []
    for c, loc in enumerate(state.cards):
        if loc.kind != SITE or loc.role == DYN:
            continue
        decider = occultist if c in state.controlled else owner(state, c)
        if decider == seat:
            out.append(c)
    return out


def _controller(state: State) -> int:
    """The occultist's seat (who decides for controlled cards), or -1."""
    seat = PERSON_IDS["occultist"] + 1
    return seat if seat < state.players else -1


def begin_execution(state: State, events: Events) -> State:
    """Planning is over: the retreat starts with the start player."""
    events.append(Event("execution", {}))
    seats = tuple(s for s in turn_order(state) if retreat_cards(state, s))
    state = evolve(state, phase=EXEC, plan=None, exe=Exec(RETREAT, seats=seats))
    if not seats:
        return begin_digging(state, events)
    return state


def retreat_actions(state: State, seat: int) -> list[Action]:
    """Take back single cards, or stay."""
    return [act("retreat", c) for c in retreat_cards(state, seat)] + [STAY]


def do_retreat(state: State, seat: int, action: Action, events: Events) -> State:
    """Retreat a card, or be done retreating."""
    exe = state.exe
    assert exe is not None
    if action.verb == "retreat":
        card = action.a
        events.append(Event("retreat", {"seat": seat, "card": card, "site": state.cards[card].site}))
        state = to_hand(state, card)
        if retreat_cards(state, seat):
            return state
    seats = tuple(s for s in exe.seats[1:] if retreat_cards(state, s))
    state = evolve(state, exe=replace(exe, seats=seats))
    if not seats:
        return begin_digging(state, events)
    return state


# ---------------------------------------------------------------- digging


def _is_legal_site(state: State, num: int) -> bool:
    return any(state.cards[c].role in (LEGAL, JOB) for c in counting_cards(state, num))


def begin_digging(state: State, events: Events) -> State:
    """Queue every site for digging: the legal ones leader by leader, then the rest.

    Under the rules before session 26 (:attr:`State.old_rules`) every closed site lost its
    sand first and only the opening ones were queued.
    """
    nums = [site.num for site in state.sites]
    if state.old_rules:
        found, blasts = digging(state)
        opening = [s.num for s in state.sites if s.num in blasts or found.get(s.num, 0) > s.sand]
        for num in nums:
            if num not in opening:
                state = _dig_closed(state, num, events)
        nums = opening
    groups: list[tuple[int, ...]] = []
    for leader in turn_order(state):
        mine = tuple(n for n in nums if get_site(state, n).leader == leader and _is_legal_site(state, n))
        if mine:
            groups.append((leader,) + mine)
    rest = tuple(n for n in nums if not any(n in g[1:] for g in groups))
    if rest:
        groups.append((-1,) + rest)
    state = evolve(state, exe=Exec(ORDER, groups=tuple(groups)))
    return run(state, events)


def _dig_closed(state: State, num: int, events: Events) -> State:
    """A site that does not open: its shovels take sand away, its digging cards turn inactive."""
    site = get_site(state, num)
    removed = shovels(state, num)
    cards = list(state.cards)
    for c, loc in enumerate(cards):
        if loc.kind == SITE and loc.site == num and loc.role in (LEGAL, JOB, ROBBER):
            cards[c] = Loc(SITE, loc.site, loc.role, False, loc.ref)
    dug = replace(site, sand=site.sand - removed)
    state = evolve(state, sites=sites_with(state, dug), cards=tuple(cards))
    state = sand_back(state, removed)
    if removed:
        events.append(Event("dug", {"site": num, "removed": removed, "sand": site.sand - removed}))
    return state


def _resolve(state: State, num: int, events: Events) -> State:
    """A queued site's turn: it opens, unless injuries took away the cards that would open it."""
    if will_open(state, num):
        return open_site(state, num, events)
    return _dig_closed(state, num, events)


def run(state: State, events: Events) -> State:
    """Resolve queued sites until a decision is needed or all are done, then the casino."""
    while True:
        exe = state.exe
        assert exe is not None
        if state.over:
            return evolve(state, phase=OVER)
        groups = exe.groups
        if groups and len(groups[0]) == 1:
            state = evolve(state, exe=replace(exe, groups=groups[1:]))
            continue
        if not groups:
            return finish_execution(state, events)
        leader, sites = groups[0][0], groups[0][1:]
        if leader >= 0 and len(sites) >= 2 and _order_matters(state, sites):
            return evolve(state, exe=replace(exe, step=ORDER))
        state = evolve(state, exe=replace(exe, groups=((leader,) + sites[1:],) + groups[1:]))
        state = _resolve(state, sites[0], events)
        if state.exe is not None and state.exe.step in (HURT, LOSE):
            return state


def _order_matters(state: State, nums: tuple[int, ...]) -> bool:
    """Whether the order of a leader's sites can change anything (public: who is where, what opens).

    With two sites opening it always can.  With one, only an injury there can reach a later
    site: a person present at it who also has a card at one of the closed ones.  Among closed
    sites alone nothing can (they only lose sand).
    """
    opening = [n for n in nums if will_open(state, n)]
    if len(opening) != 1:
        return len(opening) >= 2
    persons = set(present_persons(state, opening[0]))
    return any(
        loc.kind == SITE and loc.site in nums and loc.site != opening[0] and CARD_PERSON[c] in persons
        for c, loc in enumerate(state.cards)
    )


def order_actions(state: State) -> list[Action]:
    """The leader picks which of their sites is resolved next."""
    exe = state.exe
    assert exe is not None
    return [act("first", n) for n in exe.groups[0][1:]]


def do_order(state: State, action: Action, events: Events) -> State:
    """Resolve the chosen site now."""
    exe = state.exe
    assert exe is not None
    group = exe.groups[0]
    rest = tuple(n for n in group[1:] if n != action.a)
    state = evolve(state, exe=replace(exe, groups=((group[0],) + rest,) + exe.groups[1:]))
    state = _resolve(state, action.a, events)
    if state.exe is not None and state.exe.step in (HURT, LOSE):
        return state
    return run(state, events)


# ---------------------------------------------------------------- opening a site


def open_site(state: State, num: int, events: Events) -> State:
    """The find and the beetle cards are revealed; the trap, fright, fights follow."""
    site = get_site(state, num)
    state = set_site(state, replace(site, sand=0, seen=(1 << state.players) - 1))
    state = sand_back(state, site.sand)
    dyn = dynamite_at(state, num)
    find = site.card
    broken = dyn >= 0 and EXCAVATIONS[find].fragile
    events.append(
        Event("reveal", {"site": num, "find": find, "beetles": list(site.beetles), "broken": broken})
    )
    if broken:
        state = evolve(state, broken=state.broken + (find,))
    state = replace(
        state,
        exe=replace(
            state.exe or Exec(ORDER), site=num, step=ORDER, hurts=(), involved=(), hurt_seat=-1, after=0
        ),
    )
    if TRAP in site.beetles:
        state = _without_beetle(state, num, TRAP)
        m = state.mummy
        state = evolve(state, mummy=replace(m, out=tuple(sorted(m.out + (TRAP,)))))
        state = _trap_out(state)
        if find == MUMMY_FIND:
            events.append(Event("trap", {"site": num, "roll": 0, "result": "broken"}))
        else:
            roll, rng = state.rng.randint(1, 6)
            state = evolve(state, rng=rng)
            if roll <= 2:
                events.append(Event("trap", {"site": num, "roll": roll, "result": "injured"}))
                persons = tuple(present_persons(state, num))
                involved = tuple(sorted({state.persons[p].owner for p in persons}))
                exe = state.exe
                assert exe is not None
                state = evolve(state, exe=replace(exe, step=LOSE, hurts=persons, involved=involved, after=1))
                return state if persons else _settle_losses(state, events)
            if roll <= 4:
                events.append(Event("trap", {"site": num, "roll": roll, "result": "mummy"}))
                if not broken:
                    state = award(state, find, MUMMY, False, events)
                return finish_site(state, num, events)
            events.append(Event("trap", {"site": num, "roll": roll, "result": "broken"}))
    return _face_the_mummy(state, num, broken, events)


def _trap_out(state: State) -> State:
    """The triggered trap leaves the game, and with it its large card."""
    m = state.mummy
    large = BEETLES[TRAP].large
    m = replace(
        m,
        large_front=tuple(x for x in m.large_front if x != large),
        large_hand=tuple(x for x in m.large_hand if x != large),
        large_out=tuple(sorted(set(m.large_out) | {large})),
    )
    return evolve(state, mummy=m)


def _without_beetle(state: State, num: int, beetle: int) -> State:
    site = get_site(state, num)
    i = site.beetles.index(beetle)
    return set_site(
        state,
        replace(
            site, beetles=site.beetles[:i] + site.beetles[i + 1 :], moved=site.moved[:i] + site.moved[i + 1 :]
        ),
    )


def _duel(state: State, ours: int, theirs: int) -> tuple[State, list[list[int]], bool]:
    """Both sides add a die (white ours, black theirs) to their strength; ties roll again."""
    rolls: list[list[int]] = []
    while True:
        white, rng = state.rng.randint(1, 6)
        black, rng = rng.randint(1, 6)
        state = evolve(state, rng=rng)
        rolls.append([white, black])
        if ours + white != theirs + black:
            return state, rolls, ours + white > theirs + black


def _face_the_mummy(state: State, num: int, broken: bool, events: Events) -> State:
    """Fright against courage, then the fight (rulebook D.3.b.1)."""
    site = get_site(state, num)
    persons = present_persons(state, num)
    find = site.card
    if site.beetles and persons:
        terror = sum(fright(state, b) for b in site.beetles)
        nerve = sum(courage(state, p) for p in persons)
        if terror > nerve:
            events.append(
                Event("flight", {"site": num, "fright": terror, "courage": nerve, "persons": persons})
            )
            for p in persons:
                person = state.persons[p]
                if person.gear:
                    events.append(Event("gear_lost", {"person": p, "gear": list(person.gear)}))
                    state = set_person(state, p, replace(person, gear=()))
            if not broken:
                state = award(state, find, MUMMY, False, events)
            return finish_site(state, num, events)
        ours = sum(strength(state, p) for p in persons)
        theirs = sum(beetle_strength(state, b) for b in site.beetles)
        state, rolls, won = _duel(state, ours, theirs)
        events.append(
            Event(
                "fight",
                {
                    "site": num,
                    "fright": terror,
                    "courage": nerve,
                    "strength": ours,
                    "mummy": theirs,
                    "rolls": rolls,
                    "won": won,
                },
            )
        )
        if not won:
            if not broken:
                state = award(state, find, MUMMY, False, events)
            if state.over:
                return finish_site(state, num, events)
            involved = tuple(sorted({state.persons[p].owner for p in persons}))
            exe = state.exe
            assert exe is not None
            state = evolve(state, exe=replace(exe, step=HURT, involved=involved, after=0))
            return state
    return _humans(state, num, broken, events)


def _humans(state: State, num: int, broken: bool, events: Events) -> State:
    """Jobs are paid; then legal diggers and grave robbers fight for the find (D.3.b.2)."""
    site = get_site(state, num)
    for job in [j for j in state.jobs if j.site == num]:
        if job.taker >= 0 and job.taker not in state.banned and state.cards[job.taker].kind == SITE:
            taker = owner(state, job.taker)
            state = add_cash(state, taker, job.premium)
            state = evolve(state, jobs=tuple(j for j in state.jobs if j.id != job.id))
            events.append(Event("job_paid", {"seat": taker, "premium": job.premium, "site": num}))
    if broken:
        return finish_site(state, num, events)
    dyn = dynamite_at(state, num)
    counting = counting_cards(state, num)
    legal = {owner(state, c) for c in counting if state.cards[c].role in (LEGAL, JOB)}
    robbers = [
        s
        for s in turn_order(state)
        if any(owner(state, c) == s and state.cards[c].role == ROBBER for c in counting)
    ]
    first_legal = next((s for s in turn_order(state) if s in legal), -1)
    holder = site.leader if site.leader in legal else first_legal
    winner = holder
    if dyn >= 0:
        # F.1.b: dynamite only spares the fight against grave robbers.  With the legal
        # party (a legal or job card) the find goes as if only legal diggers were there
        # (D.3.b.1.3: the leader); with a robber, that robber's party takes it unfought.
        if state.cards[state.cards[dyn].ref].role == ROBBER:
            winner = owner(state, dyn)
    elif robbers:
        if legal:
            legal_cards = [c for c in counting if state.cards[c].role in (LEGAL, JOB)]
            robber_cards = [c for c in counting if state.cards[c].role == ROBBER]
            state, won = _human_fight(state, num, legal_cards, robber_cards, [holder], robbers, events)
            winner = holder if won else -1
        if winner < 0:
            winner = robbers[0]
            for other in robbers[1:]:
                mine = [c for c in counting if owner(state, c) == winner and state.cards[c].role == ROBBER]
                theirs = [c for c in counting if owner(state, c) == other and state.cards[c].role == ROBBER]
                state, won = _human_fight(state, num, mine, theirs, [winner], [other], events)
                if not won:
                    winner = other
    if winner > 0:
        state = award(state, site.card, winner, observed(state, num), events)
    return finish_site(state, num, events)


def _human_fight(
    state: State,
    num: int,
    side_a: list[int],
    side_b: list[int],
    seats_a: list[int],
    seats_b: list[int],
    events: Events,
) -> tuple[State, bool]:
    """Two parties fight: strength of their persons (each once) plus a die each, ties re-rolled."""
    ours = sum(strength(state, p) for p in {CARD_PERSON[c] for c in side_a})
    theirs = sum(strength(state, p) for p in {CARD_PERSON[c] for c in side_b})
    state, rolls, won = _duel(state, ours, theirs)
    events.append(
        Event(
            "brawl",
            {
                "site": num,
                "seats": seats_a,
                "against": seats_b,
                "strength": ours,
                "other": theirs,
                "rolls": rolls,
                "won": won,
            },
        )
    )
    return state, won


def finish_site(state: State, num: int, events: Events) -> State:
    """The opened site is cleared: beetles go home, cards return, unpaid premiums go back."""
    site = get_site(state, num)
    for beetle in site.beetles:
        state = return_beetle(state, beetle)
    for c, loc in enumerate(state.cards):
        if loc.kind == SITE and loc.site == num and loc.role != DYN:
            state = to_hand(state, c)
    for c, loc in enumerate(state.cards):
        if loc.kind == SITE and loc.site == num:
            state = set_card(state, c, IN_HAND)
    for job in [j for j in state.jobs if j.site == num]:
        state = add_cash(state, site.leader, job.premium)
    state = replace(
        state,
        sites=tuple(s for s in state.sites if s.num != num),
        jobs=tuple(j for j in state.jobs if j.site != num),
    )
    exe = state.exe
    assert exe is not None
    return evolve(state, exe=replace(exe, step=ORDER, site=0, hurts=(), involved=(), hurt_seat=-1, after=0))


# ---------------------------------------------------------------- injuries


def hurt_actions(state: State) -> list[Action]:
    """The mummy picks which involved player is injured."""
    exe = state.exe
    assert exe is not None
    return [act("hurt", s) for s in exe.involved]


def do_hurt(state: State, action: Action, events: Events) -> State:
    """That player must now give up an action card."""
    exe = state.exe
    assert exe is not None
    events.append(Event("hurt", {"seat": action.a}))
    return evolve(state, exe=replace(exe, step=LOSE, hurt_seat=action.a))


def lose_actions(state: State) -> list[Action]:
    """Which action card the injured person gives to the mummy."""
    exe = state.exe
    assert exe is not None
    if exe.hurts:
        return [act("lose", c) for c in eligible_losses(state, exe.hurts[0])]
    persons = [p for p in present_persons(state, exe.site) if state.persons[p].owner == exe.hurt_seat]
    return [act("lose", c) for p in persons for c in eligible_losses(state, p)]


def loser_seat(state: State) -> int:
    """The seat that must choose a lost card now."""
    exe = state.exe
    assert exe is not None
    return state.persons[exe.hurts[0]].owner if exe.hurts else exe.hurt_seat


def do_lose(state: State, action: Action, events: Events) -> State:
    """Give the card up; go on with the next injury or the rest of the resolution."""
    exe = state.exe
    assert exe is not None
    state = injure(state, action.a, events)
    exe = replace(exe, hurts=exe.hurts[1:])
    state = evolve(state, exe=exe)
    if exe.hurts:
        return state
    return run(_settle_losses(state, events), events)


def _settle_losses(state: State, events: Events) -> State:
    """All injuries are taken: the trap's roll for the find, or the site is done."""
    exe = state.exe
    assert exe is not None
    if exe.after == 1:
        return _trap_roll(state, exe.site, list(exe.involved), events)
    return finish_site(state, exe.site, events)


def _trap_roll(state: State, num: int, involved: list[int], events: Events) -> State:
    """After the trap hurt everybody, all involved players and the mummy roll for the find."""
    site = get_site(state, num)
    contenders = [MUMMY] + [s for s in involved if s != MUMMY]
    rounds = []
    while len(contenders) > 1:
        rolls = {}
        rng = state.rng
        for s in contenders:
            rolls[s], rng = rng.randint(1, 6)
        state = evolve(state, rng=rng)
        rounds.append({str(s): r for s, r in rolls.items()})
        best = max(rolls.values())
        contenders = [s for s in contenders if rolls[s] == best]
    winner = contenders[0]
    events.append(Event("trap_roll", {"site": num, "rolls": rounds, "winner": winner}))
    if site.card not in state.broken:
        state = award(state, site.card, winner, observed(state, num), events)
    return finish_site(state, num, events)


# ---------------------------------------------------------------- casino and the end


def finish_execution(state: State, events: Events) -> State:
    """The casino pays croupiers and gamblers; then the market, or the curse holds (round limit)."""
    for c, loc in enumerate(state.cards):
        if loc.kind != CASINO:
            continue
        seat = owner(state, c)
        if seat <= 0:
            continue
        if loc.site == 1:
            state = pay_from_bank(state, seat, CASINO_WAGE, events)
            events.append(Event("croupier", {"seat": seat, "card": c, "wage": CASINO_WAGE}))
        else:
            white, rng = state.rng.randint(1, 6)
            black, rng = rng.randint(1, 6)
            state = evolve(state, rng=rng)
            win = CASINO_PAYOUT[white + black]
            state = pay_from_bank(state, seat, win, events)
            events.append(Event("gamble", {"seat": seat, "card": c, "rolls": [white, black], "win": win}))
    if state.round >= RULES["max_rounds"]:
        events.append(Event("curse", {"round": state.round}))
        return evolve(state, phase=OVER, over="curse", exe=None)
    return begin_market(evolve(state, exe=None), events)
