"""The hard computer player of Im Bann der Mumie: determinized search over its view.

It draws full states consistent with its seat's view (the face-down beetle cards, the
deck, the other seats' hands), plays each of its candidate actions in them, lets the
rule-based players go on for a while (in the drawn world, so they act on what that world
holds) and scores what it reached: a finished game by its outcome, else a character's
victory money against the richest rival's.  Where the worlds cannot tell the candidates
apart it plays what the rule-based bot would.

Its choice counts only where the game's end is in reach: 30 actions are less than a round,
so a money score at their end sees what research, opening, digging and buying cost but not
the finds they bring rounds later; heeded everywhere, it sent the characters to the casino
and stalled every game to the round limit (docs/rulings/mummy_spell.md, session 12).  So
another candidate replaces the rule-based choice only if it wins on the worlds where the two
end the game differently.  A character counts a fellow character's win as :data:`TEAM` of
its own, the mummy's as nothing: the rulebook (A) has the characters work together against
her, and a trailing character that scored a rival's win as a plain loss held back from the
mummy's site.

Late in a lost game a character declares that it dares no more without searching (the
rule-based :func:`~pharaoh.games.mummy_spell.bots.gives_up`); the rollouts' players never
declare, so everywhere else the search looks ahead as it did before the declaration existed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.search import Budget, DeterminizedBot, Run
from pharaoh.games.mummy_spell.bots import RuleBot, best_of, dares, gives_up, score_actions
from pharaoh.games.mummy_spell.cards import MUMMY
from pharaoh.games.mummy_spell.outcome import result, score
from pharaoh.games.mummy_spell.state import State
from pharaoh.games.mummy_spell.views import state_from_view

SPREAD = 4.0
"""Victory money of lead that makes a character's win about three times as likely as a loss."""
CANDIDATES = 3
"""The actions searched: the rule-based bot's best few."""
TEAM = 0.3
"""What a character's win is worth to the other characters (the mummy's win: 0)."""
BUDGET = Budget(actions=1000, horizon=30, worlds=30, prune_every=2, keep=2)
"""About 0.25 s of CPU a decision on CPython (at most ~0.35 s): under 1 s in Pyodide."""


def value(state: State, seat: Seat) -> float:
    """``seat``'s chances: exact once the game is over, else a character's lead in victory money.

    A finished game is worth 1 to its winners, :data:`TEAM` to the other characters if a
    character won, else 0.  The mummy's worth is left flat until the game ends; a
    character's is half (the characters' side's chance) of its chance to be the richest
    (its lead through a logistic) plus :data:`TEAM` of a fellow character's.
    """
    outcome = result(state)
    if outcome is not None:
        if seat in outcome.winners:
            return 1.0
        return TEAM if outcome.side == "characters" and seat != MUMMY else 0.0
    if seat == MUMMY:
        return 0.5
    rivals = [score(state, s) for s in range(1, state.players) if s != seat]
    lead = score(state, seat) - max(rivals, default=0)
    richest = 1.0 / (1.0 + math.exp(-lead / SPREAD))
    return 0.5 * (richest + TEAM * (1.0 - richest))


def world_policy(
    game: Game[Any, Any], world: Any, seat: Seat, legal: Sequence[Any], rng: random.Random
) -> Any:
    """The rule-based bot's choice, scored on the drawn world itself (no view to build)."""
    return best_of(legal, score_actions(world, seat, legal), rng)


def best_actions(view: View, legal: Sequence[Any]) -> Sequence[Any]:
    """The rule-based bot's best few actions, from the seat's view."""
    state = state_from_view(view)
    seat = view["seat"]
    playable = dares(legal)
    points = dict(zip(playable, score_actions(state, seat, playable), strict=True))
    ranked = sorted(playable, key=lambda a: -points[a])
    return ranked[:CANDIDATES]


class SearchBot(DeterminizedBot):
    """The hard level: determinized search with rule-based rollouts, heeded where the end is in reach."""

    keep_prior = True

    def __init__(self, seed: int = 0, budget: Budget = BUDGET) -> None:
        super().__init__(seed, world_policy, value, budget, prior=RuleBot(seed), first=best_actions)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """A character gives up where it is hopeless (:func:`gives_up`, no search), else search."""
        if seat != MUMMY and not view["state"]["deck"]:
            surrender = gives_up(state_from_view(view), seat, legal)
            if surrender is not None:
                return surrender
        return super().choose(game, seat, view, legal)

    def pick(self, mine: int, totals: list[float], alive: list[int], runs: list[list[Run | None]]) -> int:
        """The rule-based choice, unless the worlds where another candidate ends the game otherwise favour it.

        Every candidate is played in the same worlds with the same luck (the weakest third
        dropped every few worlds, never the rule-based choice ``mine``).  The best by mean
        score replaces the rule-based choice only if, summed over the worlds in which the two
        reached the game's end differently (one ended, the other not, or both with other
        results), it scored more: a lead in money alone does not count (see the module).
        """
        best = super().pick(mine, totals, alive, runs)
        if best == mine:
            return mine
        gain = 0.0
        for theirs, ours in zip(runs[best], runs[mine], strict=True):
            if theirs is not None and ours is not None and (theirs[1] or ours[1]) and theirs != ours:
                gain += theirs[0] - ours[0]
        return best if gain > 0 else mine
