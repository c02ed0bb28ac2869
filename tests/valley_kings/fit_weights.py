"""Fit the search's leaf evaluation to who wins (a tool, not a test).

Plays seeded games with the search's rollout policy on both seats (``policy.choose`` with its
``noise``, as the rollouts play), takes every position where a new round starts (where a rollout
stops and :func:`~pharaoh.games.valley_kings.search.evaluate` scores), from both seats, and fits
a logistic regression of "this seat won the game" on the terms of the evaluation, by Newton's method.
Prints the mean log loss of the shipped default weights and of each fitted model with its weights.
The hard level's ``DEEP_WEIGHTS`` are the ``racelogit`` model's (docs/rulings/valley_kings.md,
section 6, session 14).

Usage: ``.venv/bin/python tests/valley_kings/fit_weights.py --seed 500000 --games 10000``
(about 30 s of CPU).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from pharaoh.games.valley_kings.policy import choose  # noqa: E402
from pharaoh.games.valley_kings.rules import step  # noqa: E402
from pharaoh.games.valley_kings.search import material_terms, race_logit  # noqa: E402
from pharaoh.games.valley_kings.setup import new_game  # noqa: E402
from pharaoh.games.valley_kings.state import Phase, State  # noqa: E402

NAMES = ("tombs", "camp", "hand", "papyrus", "coins", "pass", "holding", "racelogit")
"""The terms: the first six are :func:`search.material`'s and the tomb count's, seat minus other."""
MODELS = (
    ("tombs", "camp", "hand", "papyrus", "coins", "pass"),
    ("tombs", "camp", "hand", "papyrus", "coins", "pass", "holding"),
    ("racelogit", "camp", "hand", "papyrus", "coins", "pass"),
)
Row = tuple[list[float], int]


def terms(state: State, seat: int) -> list[float]:
    """The terms of :data:`NAMES` for ``seat`` (its value minus the other's)."""
    tombs = len(state.sides[seat].tombs) - len(state.sides[1 - seat].tombs)
    holding = 1.0 if state.holder == seat else -1.0
    return [tombs, *material_terms(state, seat), holding, race_logit(state, seat)]


def collect(seed: int, games: int, noise: float) -> list[Row]:
    """Every round start of ``games`` policy games (seeds ``seed``...), from both seats, with the winner."""
    rows: list[Row] = []
    for g in range(games):
        state = new_game(seed + g, 2)
        rng = random.Random(seed + g)
        starts: list[State] = []
        while state.phase != Phase.OVER:
            before = state.round
            state, _ = step(state, state.actor, choose(state, state.actor, rng, noise))
            if state.round != before and state.phase != Phase.OVER:
                starts.append(state)
        rows += [(terms(s, seat), int(state.winner == seat)) for s in starts for seat in (0, 1)]
    return rows


def _p(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def loss(rows: Sequence[Row], weights: Sequence[float], index: Sequence[int]) -> float:
    """Mean log loss of the logistic of ``weights`` on the terms at ``index``."""
    total = 0.0
    for x, y in rows:
        p = _p(sum(w * x[i] for w, i in zip(weights, index, strict=True)))
        total -= math.log(p if y else 1.0 - p)
    return total / len(rows)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [x - f * y for x, y in zip(m[r], m[i], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: Sequence[Row], index: Sequence[int], steps: int = 8) -> list[float]:
    """Logistic regression without intercept (the rows come in both seats' pairs) by Newton's method."""
    k = len(index)
    weights = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[1e-6 if a == b else 0.0 for b in range(k)] for a in range(k)]
        for x, y in rows:
            f = [x[i] for i in index]
            p = _p(sum(w * v for w, v in zip(weights, f, strict=True)))
            for a in range(k):
                grad[a] += (y - p) * f[a]
                for b in range(k):
                    hess[a][b] += p * (1 - p) * f[a] * f[b]
        weights = [w + d for w, d in zip(weights, _solve(hess, grad), strict=True)]
    return weights


def main(argv: Sequence[str] | None = None) -> None:
    """Collect, fit and print (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=500000)
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--noise", type=float, default=0.1)
    args = parser.parse_args(argv)
    rows = collect(args.seed, args.games, args.noise)
    last = args.seed + args.games - 1
    print(f"{len(rows)} positions (round starts, both seats) of {args.games} games, seeds {args.seed}-{last}")
    default = loss(rows, (1.1, 0.12, 0.05, 0.25, 0.05, 0.3), range(6))
    print(f"shipped default weights: log loss {default:.4f}")
    for model in MODELS:
        index = [NAMES.index(n) for n in model]
        weights = fit(rows, index)
        shown = ", ".join(f"{n} {w:.3f}" for n, w in zip(model, weights, strict=True))
        print(f"{'+'.join(model)}: log loss {loss(rows, weights, index):.4f}; {shown}")


if __name__ == "__main__":
    main()
