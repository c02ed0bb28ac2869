"""Planning phase, the mummy's side (rulebook D.2.b) and her sand from other sites (F.2.a).

Her turn is one of: a large mummy card (then perhaps the ban), beetle cards from her
hand (perhaps redistributing first, if none was played from hand yet this round),
redistributing only, or taking the sandstorm back.  Each beetle card moves at most once
a round.  ``end`` finishes her turn; ending at once is a turn in which nothing moved.
"""

from __future__ import annotations

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.cards import (
    ATTACKS,
    CARD_PERSON,
    LARGE,
    MUMMY,
    MUMMY_FIND,
    RULES,
    STORM,
    TRAP,
)
from pharaoh.games.mummy_spell.effects import Events, act
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    DYN,
    SITE,
    Plan,
    State,
    courage,
    evolve,
    get_site,
    set_site,
    sites_with,
)

END = Action("end")
MUMMY_BIT = 1 << MUMMY


def _trap_ok(state: State, beetle: int, num: int) -> bool:
    """The trap may not be laid at the mummy's own find (when she knows it is there)."""
    if beetle != TRAP:
        return True
    site = get_site(state, num)
    return not (site.seen & MUMMY_BIT and site.card == MUMMY_FIND)


def _trap_sites(state: State, nums: list[int]) -> list[int]:
    """The sites of ``nums`` where the trap may lie (:func:`_trap_ok`)."""
    return [num for num in nums if _trap_ok(state, TRAP, num)]


def ban_targets(state: State) -> list[int]:
    """Cards at sites the ban may hit: not banned yet, of a person with courage below 6."""
    immune = RULES["ban_immune_courage"]
    return [
        c
        for c, loc in enumerate(state.cards)
        if loc.kind == SITE
        and loc.role != DYN
        and c not in state.banned
        and courage(state, CARD_PERSON[c]) < immune
    ]


def mummy_actions(state: State, public: bool = False) -> list[Action]:
    """Everything the mummy may do now in the planning phase.

    ``public``: the choices as the characters must assume them, not knowing which face-down
    beetle card is the trap nor where her find lies (the trap's restriction is left out).
    """
    plan = state.plan
    assert plan is not None
    m = state.mummy
    if plan.sand_site:
        sand = [act("sand", s.num) for s in state.sites if s.num != plan.sand_site and s.sand > 0]
        if plan.sand_taken >= RULES["sand_special_min"] or not sand:
            sand.append(act("sandend"))
        return sand
    if plan.stage == 3:
        return [act("ban", c) for c in ban_targets(state)] + [act("noban")]
    acts: list[Action] = []
    nums = [s.num for s in state.sites]
    if plan.stage == 0:
        acts.extend(act("large", x) for x in m.large_hand if x != STORM)
        if STORM in m.large_hand:
            acts.extend(act("storm", num) for num in nums)
        if STORM in m.large_front:
            acts.append(act("take"))
    if plan.stage in (0, 1):
        for site in state.sites:
            for slot, beetle in enumerate(site.beetles):
                if not site.moved[slot]:
                    targets = nums if public or beetle != TRAP else _trap_sites(state, nums)
                    acts.extend(act("move", site.num, slot, to) for to in targets if to != site.num)
    if plan.stage == 0 or plan.stage == 2 or (plan.stage == 1 and not m.placed):
        for beetle in m.hand:
            targets = nums if public or beetle != TRAP else _trap_sites(state, nums)
            acts.extend(act("place", beetle, num) for num in targets)
    acts.append(END)
    return acts


def _draw_attack(state: State, events: Events) -> State:
    """Draw a random beetle attack from the pile (none left: nothing, rulebook F.2.b)."""
    m = state.mummy
    attacks = [b for b in m.pile if b in ATTACKS]
    if not attacks:
        events.append(Event("no_attack", {}))
        return state
    beetle, rng = state.rng.choice(attacks)
    m = replace(m, pile=tuple(b for b in m.pile if b != beetle), hand=tuple(sorted(m.hand + (beetle,))))
    events.append(Event("draw", {"beetle": beetle}, frozenset({MUMMY}), {}))
    return evolve(state, rng=rng, mummy=m)


def do_mummy(state: State, action: Action, events: Events) -> State:
    """Apply a (legal) planning action of the mummy."""
    plan = state.plan
    assert plan is not None
    m = state.mummy
    verb = action.verb
    if verb == "end":
        if plan.stage == 0:
            events.append(Event("pass", {"seat": MUMMY}))
        return end_mummy_turn(state)
    if verb == "sand":
        src, dst = get_site(state, action.a), get_site(state, plan.sand_site)
        state = set_site(state, replace(src, sand=src.sand - 1))
        state = set_site(state, replace(dst, sand=dst.sand + 1))
        taken = plan.sand_taken + 1
        events.append(Event("sand_moved", {"from": src.num, "to": dst.num}))
        more = any(s.sand > 0 for s in state.sites if s.num != dst.num)
        if taken >= RULES["sand_special_max"] or not more:
            return evolve(state, plan=replace(plan, sand_site=0, sand_taken=0))
        return evolve(state, plan=replace(plan, sand_taken=taken))
    if verb == "sandend":
        return evolve(state, plan=replace(plan, sand_site=0, sand_taken=0))
    if verb in ("large", "storm"):
        card = action.a if verb == "large" else STORM
        m = replace(
            m,
            large_hand=tuple(x for x in m.large_hand if x != card),
            large_front=tuple(sorted(m.large_front + (card,))),
        )
        state = evolve(state, mummy=m)
        if verb == "large":
            beetle = LARGE[card].beetle
            m = replace(
                m, pile=tuple(b for b in m.pile if b != beetle), hand=tuple(sorted(m.hand + (beetle,)))
            )
            state = evolve(state, mummy=m)
            events.append(Event("large", {"large": card}))
        else:
            state = _sandstorm(state, action.a, events)
        state = _draw_attack(state, events)
        if not state.mummy.ban_used and ban_targets(state):
            return evolve(state, plan=replace(plan, stage=3))
        return end_mummy_turn(state)
    if verb == "take":
        m = replace(
            m,
            large_front=tuple(x for x in m.large_front if x != STORM),
            large_hand=tuple(sorted(m.large_hand + (STORM,))),
        )
        events.append(Event("take_storm", {}))
        return end_mummy_turn(evolve(state, mummy=m))
    if verb == "ban":
        target = action.a
        pid = CARD_PERSON[target]
        need = courage(state, pid)
        roll, rng = state.rng.randint(1, 6)
        ok = roll > need
        state = replace(
            state,
            rng=rng,
            mummy=replace(m, ban_used=True),
            banned=state.banned + (target,) if ok else state.banned,
        )
        events.append(Event("ban", {"card": target, "roll": roll, "need": need, "ok": ok}))
        return end_mummy_turn(state)
    if verb == "noban":
        return end_mummy_turn(state)
    if verb == "move":
        src, dst = get_site(state, action.a), get_site(state, action.c)
        slot = action.b
        beetle = src.beetles[slot]
        left = replace(
            src,
            beetles=src.beetles[:slot] + src.beetles[slot + 1 :],
            moved=src.moved[:slot] + src.moved[slot + 1 :],
        )
        reached = replace(dst, beetles=dst.beetles + (beetle,), moved=dst.moved + (True,))
        stage = plan if plan.stage == 1 else replace(plan, stage=1)  # a second move: the cursor as it is
        state = evolve(state, sites=sites_with(state, left, reached), plan=stage)
        events.append(
            Event(
                "move",
                {"from": src.num, "slot": slot, "to": dst.num, "beetle": beetle},
                frozenset({MUMMY}),
                {"from": src.num, "slot": slot, "to": dst.num},
            )
        )
        return state
    if verb == "place":
        beetle, num = action.a, action.b
        hand = list(m.hand)
        hand.remove(beetle)
        site = get_site(state, num)
        site = replace(site, beetles=site.beetles + (beetle,), moved=site.moved + (True,))
        m = replace(m, hand=tuple(hand), placed=True)
        stage = plan if plan.stage == 2 else replace(plan, stage=2)
        state = evolve(state, sites=sites_with(state, site), mummy=m, plan=stage)
        events.append(Event("place", {"site": num, "beetle": beetle}, frozenset({MUMMY}), {"site": num}))
        return state
    raise AssertionError(verb)


def _sandstorm(state: State, num: int, events: Events) -> State:
    """Our sandstorm: the top sand cards of the deck blow onto one site."""
    amount = min(RULES["sandstorm_sand"], len(state.sand))
    site = get_site(state, num)
    sand = state.sand[amount:]
    state = evolve(state, sand=sand, sand_seen=state.sand_seen[amount:])
    state = set_site(state, replace(site, sand=site.sand + amount))
    events.append(Event("storm", {"site": num, "sand": amount}))
    return state


def end_mummy_turn(state: State) -> State:
    """The mummy's turn is over: the characters follow (she never moves twice in a row)."""
    return evolve(state, plan=Plan(turn=1 % state.players, quiet=0, mummy_moved=True))
