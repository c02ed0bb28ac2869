"""Determinized search: a computer player that looks ahead in worlds drawn from its own view.

Each world is a full state drawn by the game's ``sample_consistent`` from the seat's view,
so the bot never sees the real state.  In each world every candidate action is played,
then the game goes on for ``horizon`` actions with a rollout policy (a game's ordinary
bot for every seat, each reading its own view of that world, keeps the look-ahead honest:
nobody in a rollout acts on what the world hides from them), and the position reached is
scored for the seat by the game's ``value`` (1 or 0 once the game is over).  All
candidates of a world share its random stream, so they are compared on equal luck; every
few worlds the weakest third drops out.  The budget is a fixed number of simulated
actions, so a decision takes the same work on every machine (and the bot is deterministic
for a seed).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pharaoh.engine.game import Game, Seat, View

Policy = Callable[[Game[Any, Any], Any, Seat, Sequence[Any], random.Random], Any]
"""A rollout player: ``(game, world, seat, legal, rng) -> action`` for whichever seat acts."""
Value = Callable[[Any, Seat], float]
"""A position's worth for a seat, between 0 and 1 (a finished game: 1 for a win, else 0)."""
Run = tuple[float, bool]
"""One candidate's rollout in one world: its score, and whether the game ended."""


@dataclass(frozen=True)
class Budget:
    """How much a decision may look ahead."""

    actions: int = 3000
    """Simulated actions per decision, candidates' first steps included."""
    horizon: int = 40
    """Actions played after a candidate before the position is scored."""
    worlds: int = 64
    """At most this many worlds are drawn (fewer if ``actions`` run out first)."""
    prune_every: int = 2
    """Worlds between two prunings of the weakest third of the candidates."""
    keep: int = 2
    """Candidates never pruned below this number."""


class DeterminizedBot:
    """Searches worlds sampled from its view; see the module docstring.

    ``prior`` (the game's ordinary bot) names the action played when the search cannot
    tell the candidates apart, and ``first`` may narrow the legal actions to the ones
    worth searching (``None``: all of them).  A subclass may keep the prior's choice from
    being pruned (:attr:`keep_prior`) and judge the worlds' results otherwise (:meth:`pick`).
    """

    keep_prior = False
    """Whether the prior's choice is searched in every world (never pruned)."""

    def __init__(
        self,
        seed: int,
        policy: Policy,
        value: Value,
        budget: Budget,
        prior: Any = None,
        first: Callable[[View, Sequence[Any]], Sequence[Any]] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.policy = policy
        self.value = value
        self.budget = budget
        self.prior = prior
        self.first = first

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """The candidate :meth:`pick` names from the worlds searched."""
        if len(legal) == 1:
            return legal[0]
        favourite = self.prior.choose(game, seat, view, legal) if self.prior is not None else legal[0]
        candidates = list(self.first(view, legal)) if self.first is not None else list(legal)
        if self.keep_prior and favourite in candidates:
            candidates.remove(favourite)
        if favourite not in candidates:
            candidates.insert(0, favourite)
        if len(candidates) == 1:
            return candidates[0]
        budget = self.budget
        mine = candidates.index(favourite)
        totals = [0.0] * len(candidates)
        runs: list[list[Run | None]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        spent = 0
        worlds = 0
        while worlds < budget.worlds and spent < budget.actions:
            world = game.sample_consistent(view, self.rng)
            luck = self.rng.getrandbits(32)
            for i in range(len(candidates)):
                if i not in alive:
                    runs[i].append(None)
                    continue
                state, _ = game.apply(world, seat, candidates[i])
                score, steps, ended = self._rollout(game, state, seat, random.Random(luck))
                totals[i] += score
                runs[i].append((score, ended))
                spent += steps + 1
            worlds += 1
            if worlds % budget.prune_every == 0 and len(alive) > budget.keep:
                size = max(budget.keep, len(alive) - len(alive) // 3)
                if self.keep_prior:
                    rest = sorted((k for k in alive if k != mine), key=lambda k: -totals[k])
                    alive = [mine, *rest[: size - 1]]
                else:
                    alive.sort(key=lambda k: -totals[k])
                    alive = alive[:size]
        return candidates[self.pick(mine, totals, alive, runs)]

    def pick(self, mine: int, totals: list[float], alive: list[int], runs: list[list[Run | None]]) -> int:
        """The chosen candidate's index: the best total among those left, ties to the prior's ``mine``.

        ``runs[i]`` holds candidate ``i``'s (score, whether the game ended) in each world,
        ``None`` after it was pruned.
        """
        return max(alive, key=lambda k: (totals[k] + (1e-9 if k == mine else 0.0), -k))

    def _rollout(
        self, game: Game[Any, Any], state: Any, seat: Seat, rng: random.Random
    ) -> tuple[float, int, bool]:
        """Play ``horizon`` actions on with the policy.

        Returns the score for ``seat``, the actions played and whether the game ended.
        """
        for step in range(self.budget.horizon):
            seats = game.to_act(state)
            if not seats:
                return self.value(state, seat), step, True
            actor = seats[0]
            legal = game.legal_actions(state, actor)
            action = legal[0] if len(legal) == 1 else self.policy(game, state, actor, legal, rng)
            state, _ = game.apply(state, actor, action)
        return self.value(state, seat), self.budget.horizon, not game.to_act(state)


def view_policy(bot: Any) -> Policy:
    """A rollout policy that asks ``bot`` (a stateless bot) from each seat's view of the world."""

    def play(game: Game[Any, Any], world: Any, seat: Seat, legal: Sequence[Any], rng: random.Random) -> Any:
        return bot.choose(game, seat, game.view(world, seat), legal)

    return play
