"""The one definition of legality, and applying actions: dispatch over the phases.

:func:`apply_action` accepts exactly what :func:`legal` lists.  After each action,
forced decisions (a single legal choice, e.g. a character with nothing left to play)
are taken automatically, but only when every other seat can tell from its own view that
the choice is forced (:func:`publicly_forced`).  Otherwise the seat is asked, with the
forced choice as its only legal action: whether a seat is asked must never tell the table
what only that seat knows (the mummy's trap, a trader's bag).
"""

from __future__ import annotations

from pharaoh.engine.game import Event, IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.engine.memo import remember_last
from pharaoh.games.mummy_spell.cards import GIRLFRIEND, MUMMY
from pharaoh.games.mummy_spell.effects import Events
from pharaoh.games.mummy_spell.execution import (
    begin_execution,
    do_hurt,
    do_lose,
    do_order,
    do_retreat,
    hurt_actions,
    lose_actions,
    loser_seat,
    order_actions,
    retreat_actions,
)
from pharaoh.games.mummy_spell.market import do_market, market_actions, market_to_act
from pharaoh.games.mummy_spell.mummy import do_mummy, mummy_actions
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.planning import character_actions, do_character, planning_over
from pharaoh.games.mummy_spell.rounds import do_hide, do_tea, hide_actions, tea_actions
from pharaoh.games.mummy_spell.state import (
    EXEC,
    HIDE,
    HURT,
    LOSE,
    MARKET_PHASE,
    ORDER,
    OVER,
    PLAN,
    RETREAT,
    TEA,
    State,
    evolve,
)

AUTO_LIMIT = 10_000


def to_act(state: State) -> tuple[int, ...]:
    """The seats that must act now, in seat order."""
    phase = state.phase
    if phase == PLAN:
        plan = state.plan
        assert plan is not None
        return (MUMMY,) if plan.sand_site else (plan.turn,)
    if phase == MARKET_PHASE:
        return market_to_act(state)
    if phase == EXEC:
        exe = state.exe
        assert exe is not None
        if exe.step == RETREAT:
            return exe.seats[:1]
        if exe.step == ORDER:
            return (exe.groups[0][0],)
        if exe.step == HURT:
            return (MUMMY,)
        return (loser_seat(state),)
    if phase == HIDE:
        return (MUMMY,)
    if phase == TEA:
        return (state.persons[GIRLFRIEND].owner,)
    return ()


def _legal(state: State, seat: int) -> tuple[Action, ...]:
    if seat not in to_act(state):
        return ()
    phase = state.phase
    if phase == PLAN:
        acts = mummy_actions(state) if seat == MUMMY else character_actions(state, seat)
    elif phase == MARKET_PHASE:
        acts = market_actions(state, seat)
    elif phase == EXEC:
        exe = state.exe
        assert exe is not None
        if exe.step == RETREAT:
            acts = retreat_actions(state, seat)
        elif exe.step == ORDER:
            acts = order_actions(state)
        elif exe.step == HURT:
            acts = hurt_actions(state)
        else:
            acts = lose_actions(state)
    elif phase == HIDE:
        acts = hide_actions(state)
    else:
        acts = tea_actions(state)
    return tuple(acts)


legal = remember_last(_legal)
"""The legal actions of ``seat`` now (empty unless it is to act).

Answered at once when asked again for the same state object (states never change).
"""


def _do(state: State, seat: int, action: Action, events: Events) -> State:
    phase = state.phase
    if phase == PLAN:
        if seat == MUMMY:
            state = do_mummy(state, action, events)
        else:
            state = do_character(state, seat, action, events)
        if planning_over(state):
            state = begin_execution(state, events)
        return state
    if phase == MARKET_PHASE:
        return do_market(state, seat, action, events)
    if phase == EXEC:
        exe = state.exe
        assert exe is not None
        if exe.step == RETREAT:
            return do_retreat(state, seat, action, events)
        if exe.step == ORDER:
            return do_order(state, action, events)
        if exe.step == HURT:
            return do_hurt(state, action, events)
        assert exe.step == LOSE
        return do_lose(state, action, events)
    if phase == HIDE:
        return do_hide(state, action, events)
    return do_tea(state, seat, action, events)


def publicly_forced(state: State, seat: int) -> bool:
    """Whether the others can tell that ``seat`` has one choice only (its legal set is public).

    Only two choices depend on what others cannot see: the mummy's beetle cards (the trap
    may not go to her own find) and a trader's bag.  For those the choice counts as forced
    only if it is forced whatever the hidden part is: any beetle card may go anywhere, and
    the bag holds all the seat's cash unless a theft made it public.
    """
    phase = state.phase
    if phase == PLAN and seat == MUMMY:
        return len(mummy_actions(state, public=True)) == 1
    if phase == MARKET_PHASE:
        return len(market_actions(state, seat, public=True)) == 1
    return True


def settle(state: State, events: Events) -> State:
    """Take every publicly forced decision until a seat must be asked."""
    for _ in range(AUTO_LIMIT):
        if state.over and state.phase != OVER:
            state = evolve(state, phase=OVER)
        seats = to_act(state)
        forced = None
        for seat in seats:
            acts = legal(state, seat)
            if len(acts) == 1 and publicly_forced(state, seat):
                forced = (seat, acts[0])
                break
        if forced is None:
            return state
        state = _do(state, forced[0], forced[1], events)
    raise AssertionError("automatic moves do not end")


def apply_action(state: State, seat: int, action: object) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for ``seat``; raises :class:`IllegalAction` unless it is legal."""
    if not isinstance(action, Action) or action not in legal(state, seat):
        raise IllegalAction(illegal("spell.not_legal", seat=seat, action=repr(action)))
    events: Events = []
    state = _do(state, seat, action, events)
    return settle(state, events), tuple(events)
