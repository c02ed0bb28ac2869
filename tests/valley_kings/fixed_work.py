"""Measure Tara Wolf's search levels at a fixed amount of work (a tool, not a test).

The shipped search bots stop at a wall-time cap (0.3 s normal, 0.9 s hard), so on a busy
machine they play fewer rollouts and a figure depends on the load.  This runs the project's
command line (``balance``, ``versus``) in this process after replacing the bots of
``pharaoh.games.valley_kings.bots.BOTS`` by the same bots without a cap: ``ismcts`` plays
200 rollouts per decision and ``deep`` 1000, whatever the load (on an idle machine neither
cap is reached: 1000 rollouts take about 0.4 s of CPU).  It also registers each evaluation
under its own name, for paired comparisons whatever ships: ``ismcts_race`` and ``deep_race``
(the race for tombs, session 11), ``ismcts_tombs`` and ``deep_tombs`` (tombs by their count,
before).  ``--capped`` keeps the caps (the bots as shipped).
Run with ``--jobs 1`` (worker processes would inherit the bots too, by fork).

Usage: ``.venv/bin/python tests/valley_kings/fixed_work.py versus --game valley_kings --bot deep_race
--against deep_tombs --games 20 --seed 111000 --jobs 1`` (docs/rulings/valley_kings.md,
section 6, session 11).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from pharaoh.cli import main  # noqa: E402
from pharaoh.engine.bot import Bot, BotFactory  # noqa: E402
from pharaoh.games.valley_kings import bots  # noqa: E402
from pharaoh.games.valley_kings.search import Weights  # noqa: E402

OLD = Weights(race=False)
"""The evaluation before session 11: tombs by their count."""
RACE = Weights(race=True)
"""The evaluation of session 11: the race for tombs."""


def variants(capped: bool) -> dict[str, BotFactory]:
    """The search bots by name, with or without their time caps; the normal level's bot stays last."""
    normal = bots.SECONDS if capped else None
    hard = bots.DEEP_SECONDS if capped else None

    def make(iterations: int, seconds: float | None, weights: Weights) -> BotFactory:
        def factory(seed: int) -> Bot:
            return bots.SearchBot(seed, iterations, seconds, weights)

        return factory

    table = {name: f for name, f in bots.BOTS.items() if name not in ("deep", "ismcts")}
    table["ismcts_tombs"] = make(bots.ITERATIONS, normal, OLD)
    table["deep_tombs"] = make(bots.DEEP_ITERATIONS, hard, OLD)
    table["ismcts_race"] = make(bots.ITERATIONS, normal, RACE)
    table["deep_race"] = make(bots.DEEP_ITERATIONS, hard, RACE)
    table["deep"] = make(bots.DEEP_ITERATIONS, hard, bots.DEFAULT_WEIGHTS)
    table["ismcts"] = make(bots.ITERATIONS, normal, bots.DEFAULT_WEIGHTS)
    return table


def run(argv: list[str]) -> int:
    """Swap the bots in, then run the command line on the rest of ``argv``."""
    capped = "--capped" in argv
    table = variants(capped)
    bots.BOTS.clear()
    bots.BOTS.update(table)
    return main([a for a in argv if a != "--capped"])


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
