"""Measure Tara Wolf's search levels at a fixed amount of work (a tool, not a test).

The shipped search bots stop at a wall-time cap (0.3 s normal, 0.9 s hard), so on a busy
machine they play fewer rollouts and a figure depends on the load.  This runs the project's
command line (``balance``, ``versus``) in this process after replacing the bots of
``pharaoh.games.valley_kings.bots.BOTS`` by the same bots without a cap: ``ismcts`` plays
200 rollouts per decision and ``deep`` 1000, whatever the load (on an idle machine neither
cap is reached: 1000 rollouts take about 0.4 s of CPU).  It also registers each evaluation
under its own name, for paired comparisons whatever ships: ``ismcts_race`` and ``deep_race``
(the race for tombs, session 11), ``ismcts_tombs`` and ``deep_tombs`` (tombs by their count,
before), and ``ismcts_contest`` and ``deep_contest`` (session 12, tried and not shipped: the shipped
search, but a give-up, sending nobody into the tomb, is played as the adventurer alone).
``--capped`` keeps the caps (the bots as shipped).
Run with ``--jobs 1`` (worker processes would inherit the bots too, by fork).

Usage: ``.venv/bin/python tests/valley_kings/fixed_work.py versus --game valley_kings --bot deep_race
--against deep_tombs --games 20 --seed 111000 --jobs 1`` (docs/rulings/valley_kings.md,
section 6, session 11).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

from pharaoh.cli import main  # noqa: E402
from pharaoh.engine.bot import Bot, BotFactory  # noqa: E402
from pharaoh.engine.game import Game, Seat, View  # noqa: E402
from pharaoh.games.valley_kings import bots  # noqa: E402
from pharaoh.games.valley_kings.actions import DONE, SEND, Action  # noqa: E402
from pharaoh.games.valley_kings.cards import INDEX  # noqa: E402
from pharaoh.games.valley_kings.search import Weights  # noqa: E402
from pharaoh.games.valley_kings.state import Phase  # noqa: E402

OLD = Weights(race=False)
"""The evaluation before session 11: tombs by their count."""
RACE = Weights(race=True)
"""The evaluation of session 11: the race for tombs."""


class ContestBot(bots.SearchBot):
    """The search bot, but it never sends nobody into a tomb while its adventurer could go in alone.

    Sending nobody hands the tomb over at once (rulings 2.7); the adventurer alone always comes home
    (2.11) and the seat may still lay nothing, so it is never worse.  The search gave tombs up because
    its rollouts play the adventurer's branch on with the noisy policy.  Tried in session 12: no
    effect on the start player's share measured, so not shipped (rulings 6).
    """

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """The search's pick, with a give-up replaced by the adventurer alone."""
        action = super().choose(game, seat, view, legal)
        if not (isinstance(action, Action) and action.kind == DONE and view["phase"] == Phase.SEND):
            return action
        me = view["players"][seat]
        if view["table"]["sent"][seat] or (view["forfeit_coins"] and me["coin_bonus"]):
            return action
        alone = Action(SEND, INDEX[me["adventurer"]])
        return alone if alone in legal else action


def variants(capped: bool) -> dict[str, BotFactory]:
    """The search bots by name, with or without their time caps; the normal level's bot stays last."""
    normal = bots.SECONDS if capped else None
    hard = bots.DEEP_SECONDS if capped else None

    def make(
        iterations: int, seconds: float | None, weights: Weights, kind: type = bots.SearchBot
    ) -> BotFactory:
        def factory(seed: int) -> Bot:
            bot: Bot = kind(seed, iterations, seconds, weights)
            return bot

        return factory

    table = {name: f for name, f in bots.BOTS.items() if name not in ("deep", "ismcts")}
    table["ismcts_tombs"] = make(bots.ITERATIONS, normal, OLD)
    table["deep_tombs"] = make(bots.DEEP_ITERATIONS, hard, OLD)
    table["ismcts_race"] = make(bots.ITERATIONS, normal, RACE)
    table["deep_race"] = make(bots.DEEP_ITERATIONS, hard, RACE)
    table["ismcts_contest"] = make(bots.ITERATIONS, normal, bots.DEFAULT_WEIGHTS, ContestBot)
    table["deep_contest"] = make(bots.DEEP_ITERATIONS, hard, bots.DEFAULT_WEIGHTS, ContestBot)
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
