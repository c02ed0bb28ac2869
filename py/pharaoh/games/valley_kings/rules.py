"""The one definition of legality, and ``apply`` built on it.

``legal_actions`` lists every action of the seat to act, by phase; ``apply`` refuses
anything not in that list and otherwise hands the action to the phase's handler.
"""

from __future__ import annotations

from collections.abc import Callable

from pharaoh.engine.game import Event, IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.engine.memo import remember_last
from pharaoh.games.valley_kings import camp, tomb
from pharaoh.games.valley_kings.actions import (
    DISCARD,
    DONE,
    END,
    HIDE,
    OPEN,
    PASS,
    PLAY,
    SEND,
    SPLIT,
    TRAP,
    Action,
)
from pharaoh.games.valley_kings.deck import discard_from_hand
from pharaoh.games.valley_kings.state import Phase, State, evolve


def to_act(state: State) -> tuple[int, ...]:
    """Return the seat that must act (one at a time in this game), none once the game is over."""
    return () if state.phase == Phase.OVER else (state.actor,)


def _legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    if state.phase == Phase.OVER or seat != state.actor:
        return ()
    phase = state.phase
    if phase == Phase.SPLIT:
        return camp.split_actions()
    if phase == Phase.CAMP:
        return camp.play_actions(state, seat)
    if phase in (Phase.HAND_LIMIT, Phase.FORCED_DISCARD, Phase.OPEN_DISCARD):
        return tomb.discard_actions(state, seat)
    if phase == Phase.TOMB_START:
        return tomb.start_actions(state)
    if phase == Phase.SEND:
        return tomb.send_actions(state, seat)
    if phase == Phase.HIDE:
        return tomb.hide_actions(state, seat)
    if phase == Phase.TRAPS:
        return tomb.trap_actions(state, seat)
    raise AssertionError(f"unknown phase {phase!r}")


legal_actions = remember_last(_legal_actions)
"""Every legal action of ``seat`` now, in a fixed order (empty if it is not to act).

Answered at once when asked again for the same state object (states never change).
"""


Step = Callable[[State, int, Action], tuple[State, list[Event]]]


def _discard(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    if state.phase == Phase.HAND_LIMIT:
        return camp.do_limit_discard(state, seat, action.card)
    if state.phase == Phase.FORCED_DISCARD:
        state, event = discard_from_hand(state, seat, action.card, "forced")
        pending = state.pending - 1
        if pending and state.sides[seat].hand:
            return evolve(state, pending=pending), [event]
        return evolve(state, phase=Phase.CAMP, actor=1 - seat, pending=0), [event]
    state, event = discard_from_hand(state, seat, action.card, "tomb")
    return tomb.after_open_discard(state, seat, [event])


def _done(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    if state.phase == Phase.SEND:
        return tomb.do_send_done(state, seat)
    return tomb.do_hide_done(state, seat)


STEPS: dict[str, Step] = {
    SPLIT: lambda s, seat, a: camp.do_split(s, seat, a.card),
    PLAY: lambda s, seat, a: camp.do_play(s, seat, a.card, a.target),
    END: lambda s, seat, a: camp.do_end(s, seat),
    DISCARD: _discard,
    PASS: lambda s, seat, a: tomb.do_pass(s),
    OPEN: lambda s, seat, a: tomb.do_open(s),
    SEND: lambda s, seat, a: tomb.do_send(s, seat, a.card),
    DONE: _done,
    HIDE: lambda s, seat, a: tomb.do_hide(s, seat, a.card),
    TRAP: lambda s, seat, a: tomb.do_trap(s, seat, a.card, a.target, a.own),
}
"""The handler of each action kind (legality is checked before, in ``apply``)."""


def step(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Apply an action already known to be legal (for search, which takes it from ``legal_actions``)."""
    return STEPS[action.kind](state, seat, action)


def apply(state: State, seat: int, action: object) -> tuple[State, tuple[Event, ...]]:
    """Play ``action`` for ``seat``; raise :class:`IllegalAction` if it is not legal."""
    if state.phase == Phase.OVER:
        raise IllegalAction(illegal("over"))
    if seat != state.actor:
        raise IllegalAction(illegal("valley.not_to_act", seat=repr(seat), actor=state.actor))
    if not isinstance(action, Action) or action not in legal_actions(state, seat):
        raise IllegalAction(illegal("not_legal_now", action=repr(action)))
    new_state, events = step(state, seat, action)
    return new_state, tuple(events)
