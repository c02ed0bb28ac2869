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
Session 13's variants of the search are named by what they change (:data:`VARIANT`):
``v1000r1n10`` is the hard search of session 13 (``deep_default``),
``v500r2n10p1000`` 500 rollouts over two rounds that
never prune.  Session 14: ``deep`` is the shipped hard level (the fitted evaluation, ``bots.DEEP_WEIGHTS``),
``deep_default`` the hard level before it (the default evaluation), ``ismcts_fitted`` the normal
level's 200 rollouts with the hard level's evaluation.
``h2h`` plays ``versus``'s games without its baseline, ``agree`` counts how often a
search's picks change with its own random stream (:func:`agree`).
``--capped`` keeps the caps (the bots as shipped).
Run with ``--jobs 1`` (worker processes would inherit the bots too, by fork).

Usage: ``.venv/bin/python tests/valley_kings/fixed_work.py versus --game valley_kings --bot deep_race
--against deep_tombs --games 20 --seed 111000 --jobs 1`` (docs/rulings/valley_kings.md,
section 6, session 11); ``fixed_work.py h2h v500r2n10p1000 ismcts 20 120000``, ``fixed_work.py agree
deep,v1000r1n10p1000`` (session 13).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

from pharaoh.balance import _rate, play_game  # noqa: E402
from pharaoh.cli import main  # noqa: E402
from pharaoh.engine.bot import Bot, BotFactory  # noqa: E402
from pharaoh.engine.game import Game, Seat, View  # noqa: E402
from pharaoh.engine.registry import get_game  # noqa: E402
from pharaoh.games.valley_kings import bots  # noqa: E402
from pharaoh.games.valley_kings import search as search_module  # noqa: E402
from pharaoh.games.valley_kings.actions import DONE, SEND, Action  # noqa: E402
from pharaoh.games.valley_kings.cards import INDEX  # noqa: E402
from pharaoh.games.valley_kings.search import Weights  # noqa: E402
from pharaoh.games.valley_kings.state import Phase  # noqa: E402
from pharaoh.versus import _pct  # noqa: E402

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


VARIANT = re.compile(r"v(\d+)r(\d+)n(\d+)(?:p(\d+))?(race)?$")
"""``v<rollouts>r<rounds>n<noise in %>[p<worlds between prunings>][race]``, e.g. ``v200r2n5race``:
a :class:`~pharaoh.games.valley_kings.bots.SearchBot` with those settings, no cap."""


def variant(name: str) -> BotFactory | None:
    """The factory of a variant named as :data:`VARIANT` says, or ``None``."""
    match = VARIANT.match(name)
    if match is None:
        return None
    iterations, rounds, noise = int(match[1]), int(match[2]), int(match[3]) / 100
    prune = int(match[4]) if match[4] else search_module.PRUNE_EVERY
    weights = RACE if match[5] else OLD

    def factory(seed: int) -> Bot:
        return bots.SearchBot(seed, iterations, None, weights, rounds, noise, prune)

    return factory


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
    table["deep"] = make(bots.DEEP_ITERATIONS, hard, bots.DEEP_WEIGHTS)
    table["deep_default"] = make(bots.DEEP_ITERATIONS, hard, bots.DEFAULT_WEIGHTS)
    table["ismcts_fitted"] = make(bots.ITERATIONS, normal, bots.DEEP_WEIGHTS)
    table["ismcts"] = make(bots.ITERATIONS, normal, bots.DEFAULT_WEIGHTS)
    return table


def positions(seeds: Sequence[int], per_game: int) -> list[tuple[View, int, tuple[Any, ...]]]:
    """``per_game`` evenly spread positions with a choice from a heuristic game of each seed."""
    game = get_game("valley_kings")
    found: list[tuple[View, int, tuple[Any, ...]]] = []
    for seed in seeds:
        state = game.new_game(seed, 2, {})
        players = [bots.HeuristicBot(seed + s) for s in range(2)]
        here = []
        while seats := game.to_act(state):
            seat = seats[0]
            legal = tuple(game.legal_actions(state, seat))
            view = game.view(state, seat)
            if len(legal) > 1:
                here.append((view, seat, legal))
            state, _ = game.apply(state, seat, players[seat].choose(game, seat, view, legal))
        found += here[:: max(1, len(here) // per_game)][:per_game]
    return found


def agree(names: Sequence[str], table: dict[str, BotFactory], seeds: Sequence[int], per_game: int) -> str:
    """How often two runs of each bot (bot seeds 1 and 2) pick different actions at the same positions.

    A search whose picks change with its own random stream decides by luck where they do; the
    first bot's first run is the reference for the others'.
    """
    game = get_game("valley_kings")
    found = positions(seeds, per_game)
    picks: dict[str, list[list[Any]]] = {}
    lines = [f"{len(found)} positions from heuristic games of seeds {', '.join(map(str, seeds))}"]
    for name in names:
        picks[name] = []
        for run_seed in (1, 2):
            start = time.process_time()
            chosen = [
                table[name](1000 * run_seed + k).choose(game, seat, view, legal)
                for k, (view, seat, legal) in enumerate(found)
            ]
            cpu = 1000 * (time.process_time() - start) / len(found)
            picks[name].append(chosen)
        first, second = picks[name]
        own = sum(a != b for a, b in zip(first, second, strict=True))
        other = sum(a != b for a, b in zip(first, picks[names[0]][0], strict=True))
        lines.append(
            f"- {name}: its two runs differ at {own}; its first run differs from {names[0]}'s at {other}; "
            f"{cpu:.0f} ms of CPU a decision (second run)"
        )
    return "\n".join(lines)


def head_to_head(bot: str, against: str, games: int, seed: int) -> str:
    """``versus``'s first line alone: its games of ``bot`` against ``against``, without the baseline's.

    Each seed is played with ``bot`` on each seat (the bots seeded as ``versus`` seeds them); the
    baseline games (``against`` on both seats) are left out, a third less work.  One line a game as
    it ends (seed, ``bot``'s seat, 1 if it won), so a run stopped early still counts.
    """
    won = 0
    for g in range(games):
        for seat in range(2):
            names = (bot, against) if seat == 0 else (against, bot)
            record = play_game(("valley_kings", seed + g, 2, names, seed + g * 101))
            win = seat in record.get("winners", ())
            won += win
            print(seed + g, seat, int(win), record.get("error", ""), flush=True)
    return (
        f"{bot} against {against}, seeds {seed}-{seed + games - 1}: {bot} won {_pct(_rate(won, 2 * games))}"
    )


def run(argv: list[str]) -> int:
    """Swap the bots in, then run the command line on the rest of ``argv``.

    ``agree NAME,NAME,... [SEED ...]`` instead prints :func:`agree` at 20 positions of each seed's
    game (default seeds 901 and 902), and ``h2h BOT AGAINST GAMES SEED`` :func:`head_to_head`.
    """
    capped = "--capped" in argv
    table = variants(capped)
    if argv and argv[0] == "h2h":
        for name in argv[1:3]:
            factory = variant(name)
            if factory is not None:
                table[name] = factory
        bots.BOTS.clear()
        bots.BOTS.update(table)
        print(head_to_head(argv[1], argv[2], int(argv[3]), int(argv[4])))
        return 0
    if argv and argv[0] == "agree":
        names = argv[1].split(",")
        for name in names:
            factory = variant(name)
            if factory is not None:
                table[name] = factory
        seeds = [int(a) for a in argv[2:]] or [901, 902]
        print(agree(names, table, seeds, 20))
        return 0
    for arg in argv:
        for name in arg.split(","):
            factory = variant(name)
            if factory is not None:
                table = {name: factory, **table}
    bots.BOTS.clear()
    bots.BOTS.update(table)
    return main([a for a in argv if a != "--capped"])


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
