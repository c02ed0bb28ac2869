"""Self-play: run many seeded games with random or smart bots and count the results.

Shared by the command line (``python -m pharaoh simulate`` / ``arena``), the benchmark
and the page (playout throughput inside Pyodide).  Bots see only their seat's view; a bot
that reads none (``blind``: :func:`pharaoh.engine.bot.reads_view`) is given an empty one,
so random playouts time the rules alone.
"""

from __future__ import annotations

import time
import traceback
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.bot import Bot, make_bot, reads_view
from pharaoh.engine.registry import game_info, get_game


def play_one(game_id: str, seed: int, players: int, bots: Sequence[Bot]) -> tuple[Any, int]:
    """Play one game to its end; returns the outcome and the number of actions."""
    game = get_game(game_id)
    bound = game_info(game_id).playout_bound
    state = game.new_game(seed, players, {})
    readers = [reads_view(bot) for bot in bots]
    actions = 0
    while True:
        seats = game.to_act(state)
        if not seats:
            return game.outcome(state), actions
        if actions >= bound:
            raise RuntimeError(f"no end within {bound} actions")
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat) if readers[seat] else {}
        action = bots[seat].choose(game, seat, view, legal)
        state, _ = game.apply(state, seat, action)
        actions += 1


def simulate(
    game_id: str,
    games: int,
    seed: int,
    players: int | None = None,
    bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games from seeds ``seed, seed+1, ...`` and count what happened.

    ``bots`` names one bot per seat (or a single name for every seat); the default is
    ``random`` everywhere.  Returns a JSON-compatible dict: games, players, bots, actions,
    seconds, actions_per_second, wins (by side), seat_wins, errors and the first error.
    """
    info = game_info(game_id)
    players = players or info.min_players
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{game_id} takes {info.min_players}-{info.max_players} players, not {players}")
    names = list(bots or ["random"])
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ValueError(f"give one bot name or {players}, not {len(names)}")
    wins: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    actions = errors = 0
    first_error = ""
    get_game(game_id)  # load the engine and the bots before the clock starts: imports are no playing
    for name in set(names):
        make_bot(game_id, name, seed)
    start = time.perf_counter()
    for g in range(games):
        lineup = [make_bot(game_id, name, seed + g * 101 + s) for s, name in enumerate(names)]
        try:
            outcome, n = play_one(game_id, seed + g, players, lineup)
        except Exception:  # a bug in an engine or bot: count it, report the first, go on
            errors += 1
            first_error = first_error or f"seed {seed + g}: {traceback.format_exc(limit=4)}"
            continue
        actions += n
        wins[outcome.side] += 1
        seat_wins.update(outcome.winners)
    seconds = time.perf_counter() - start
    return {
        "game": game_id,
        "games": games,
        "players": players,
        "bots": names,
        "actions": actions,
        "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds) if seconds > 0 else 0,
        "wins": dict(sorted(wins.items())),
        "seat_wins": {str(k): v for k, v in sorted(seat_wins.items())},
        "errors": errors,
        "first_error": first_error,
    }


def arena(game_id: str, games: int, seed: int, players: int, bot: str) -> list[dict[str, Any]]:
    """Pit ``bot`` against random play seat by seat, and against itself.

    Lineups: every seat random; every seat ``bot``; and for each seat, ``bot`` there with
    random elsewhere, and random there with ``bot`` elsewhere.
    """
    lineups = [["random"] * players, [bot] * players]
    for s in range(players):
        lineups.append([bot if i == s else "random" for i in range(players)])
        lineups.append(["random" if i == s else bot for i in range(players)])
    seen: list[list[str]] = []
    results = []
    for lineup in lineups:
        if lineup in seen:
            continue
        seen.append(lineup)
        results.append(simulate(game_id, games, seed, players, lineup))
    return results
