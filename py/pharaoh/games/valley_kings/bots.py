"""The computer opponents of Tara Wolf im Tal der Könige.

Both reason from their own view only: they rebuild full states with ``sample_consistent``
and never see the real one.  ``ismcts`` searches (see search.py); ``heuristic`` plays the
rules of thumb of policy.py at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.bot import Blunderer, Bot, BotFactory
from pharaoh.engine.game import Game, Seat, View
from pharaoh.games.valley_kings.actions import Action
from pharaoh.games.valley_kings.policy import choose
from pharaoh.games.valley_kings.sampling import sample
from pharaoh.games.valley_kings.search import DEFAULT_WEIGHTS, PRUNE_EVERY, ROLLOUT_NOISE, Weights, search

ITERATIONS = 200
"""Rollouts per decision of the search bot (each plays the round out)."""
SECONDS = 0.3
"""Time cap per decision on CPython (Pyodide is up to 1.7 times slower)."""
DEEP_ITERATIONS = 1000
"""Rollouts per decision of the hard level."""
DEEP_SECONDS = 0.9
"""The hard level's time cap: under 1 s a decision in Pyodide too."""
DEEP_WEIGHTS = Weights(race_logit=1.25, camp=0.18, hand=0.084, papyrus=0.635, coins=0.16, pass_marker=0.04)
"""The hard level's leaf evaluation: the race for tombs and the material, each weighed as a logistic
regression of the winner on them fitted (round starts of 10,000 games of the rollout policy, seeds
500000-509999; docs/rulings/valley_kings.md, section 6, session 14)."""


class HeuristicBot:
    """Plays the rules of thumb: quick, decent, no look-ahead."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick by the rules of thumb (they read only what this seat knows)."""
        if len(legal) == 1:
            return legal[0]
        action = choose(sample(view, self.rng), seat, self.rng)
        return action if action in legal else legal[0]


class SearchBot:
    """Information-set Monte Carlo search over states drawn from its own view."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = ITERATIONS,
        seconds: float | None = SECONDS,
        weights: Weights = DEFAULT_WEIGHTS,
        rounds: int = 1,
        noise: float = ROLLOUT_NOISE,
        prune_every: int = PRUNE_EVERY,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.weights = weights
        self.rounds = rounds
        self.noise = noise
        self.prune_every = prune_every

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Search ``iterations`` rollouts (or until the time cap) and play the best-scoring action.

        ``rounds``, ``noise`` and ``prune_every`` go to :func:`search`; every level ships with
        their defaults (tests/valley_kings/fixed_work.py names other settings).
        """
        actions: list[Action] = [a for a in legal if isinstance(a, Action)]
        if len(actions) != len(legal):
            return legal[0]
        return search(
            view,
            seat,
            actions,
            self.rng,
            self.iterations,
            self.seconds,
            self.weights,
            self.rounds,
            self.noise,
            self.prune_every,
        )


def _casual(seed: int) -> Bot:
    """The easy level: the rules of thumb with a random slip in about every third choice."""
    return Blunderer(HeuristicBot(seed), seed, mistakes=0.3)


def _deep(seed: int) -> Bot:
    """The hard level: the search with five times the rollouts and the fitted evaluation (DEEP_WEIGHTS)."""
    return SearchBot(seed, DEEP_ITERATIONS, DEEP_SECONDS, DEEP_WEIGHTS)


BOTS: dict[str, BotFactory] = {
    "casual": _casual,
    "heuristic": HeuristicBot,
    "deep": _deep,
    "ismcts": SearchBot,
}
"""Bot factories by name (``random`` comes with the engine); the last is the normal level's,
the default wherever no level is named."""

LEVELS: dict[str, str] = {"easy": "casual", "normal": "ismcts", "hard": "deep"}
"""The bot of each level the set-up screen offers."""

TIME_CAPS: dict[str, float] = {"ismcts": SECONDS, "deep": DEEP_SECONDS}
"""The searches' time caps (:func:`pharaoh.engine.bot.time_cap`): the page shows no move of theirs sooner."""
