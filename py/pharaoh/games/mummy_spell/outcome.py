"""The end of the game (rulebook E): who won and why."""

from __future__ import annotations

from pharaoh.engine.game import Outcome
from pharaoh.games.mummy_spell.cards import MUMMY, MUMMY_FIND
from pharaoh.games.mummy_spell.state import State

MUMMY_ENDS = frozenset({"mummy_secured", "curse", "nobody_dares"})
"""The ends the mummy wins: her find secured, the round limit, or no character daring any more."""


def score(state: State, seat: int) -> int:
    """A character's victory money: cash plus what it lent the bank."""
    return state.cash[seat] + state.credit[seat]


def finder(state: State) -> int | None:
    """The seat that took the find "mummy" (0: the mummy secured it), or None if nobody has.

    Rulebook E: whoever takes it ends the game; a character's find lets the richest character win.
    """
    for seat, taken in enumerate(state.finds):
        if MUMMY_FIND in taken:
            return seat
    return None


def result(state: State) -> Outcome | None:
    """Who won: the mummy if she secured her find (or by :data:`MUMMY_ENDS`), else the richest characters."""
    if not state.over:
        return None
    if state.over in MUMMY_ENDS:
        return Outcome(frozenset({MUMMY}), "mummy", state.over)
    best = max(score(state, s) for s in range(1, state.players))
    winners = frozenset(s for s in range(1, state.players) if score(state, s) == best)
    return Outcome(winners, "characters", state.over)
