"""The hard computer player of Im Bann der Mumie: determinized search over its view.

It draws full states consistent with its seat's view (the face-down beetle cards, the
deck, the other seats' hands), plays each of its candidate actions in them, lets the
rule-based players go on for a while (in the drawn world, so they act on what that world
holds) and scores what it reached: a finished game by its outcome, else a character's
victory money against the richest rival's.  Where the worlds cannot tell the candidates
apart it plays what the rule-based bot would.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.search import Budget, DeterminizedBot
from pharaoh.games.mummy_spell.bots import RuleBot, score_action
from pharaoh.games.mummy_spell.cards import MUMMY
from pharaoh.games.mummy_spell.outcome import result, score
from pharaoh.games.mummy_spell.state import State
from pharaoh.games.mummy_spell.views import state_from_view

SPREAD = 4.0
"""Victory money of lead that makes a character's win about three times as likely as a loss."""
CANDIDATES = 3
"""The actions searched: the rule-based bot's best few."""
BUDGET = Budget(actions=1000, horizon=30, worlds=30, prune_every=2, keep=2)
"""About 0.25 s of CPU a decision on CPython (at most ~0.35 s): under 1 s in Pyodide."""


def value(state: State, seat: Seat) -> float:
    """``seat``'s chances: exact once the game is over, else a character's lead in victory money.

    The mummy's worth is left flat until the game ends (she then searches for the
    endings in reach and otherwise plays her rules).
    """
    outcome = result(state)
    if outcome is not None:
        return 1.0 if seat in outcome.winners else 0.0
    if seat == MUMMY:
        return 0.5
    rivals = [score(state, s) for s in range(1, state.players) if s != seat]
    lead = score(state, seat) - max(rivals, default=0)
    return 0.5 / (1.0 + math.exp(-lead / SPREAD))


def world_policy(
    game: Game[Any, Any], world: Any, seat: Seat, legal: Sequence[Any], rng: random.Random
) -> Any:
    """The rule-based bot's choice, scored on the drawn world itself (no view to build)."""
    best: list[Any] = []
    top = -1e9
    for action in legal:
        points = score_action(world, seat, action)
        if points > top + 1e-9:
            top, best = points, [action]
        elif abs(points - top) <= 1e-9:
            best.append(action)
    return best[rng.randrange(len(best))]


def best_actions(view: View, legal: Sequence[Any]) -> Sequence[Any]:
    """The rule-based bot's best few actions, from the seat's view."""
    state = state_from_view(view)
    seat = view["seat"]
    ranked = sorted(legal, key=lambda a: -score_action(state, seat, a))
    return ranked[:CANDIDATES]


class SearchBot(DeterminizedBot):
    """The hard level: determinized search with rule-based rollouts."""

    def __init__(self, seed: int = 0, budget: Budget = BUDGET) -> None:
        super().__init__(seed, world_policy, value, budget, prior=RuleBot(seed), first=best_actions)
