"""How long the computer players think: CPU time per decision, on CPython or in Pyodide.

``python -m pharaoh.bot_times GAME LEVEL [PLAYERS] [SEED] [DECISIONS]`` on CPython, and
``node tools/bot_times.mjs`` with the same arguments inside the page's Pyodide runtime.
A game from ``SEED`` is played by the normal level on every seat (without a time cap); at
up to ``DECISIONS`` of its positions with a choice (evenly spread), a fresh bot of ``LEVEL``
decides for the seat to act and its CPU time is taken (CPU, not wall time: the work of a
decision does not depend on how busy the machine is).  The wall time of the same decisions
comes beside it (a search with a wall-time cap, Tara Wolf's, stops at it), and
``positions``, a digest of the game played, tells whether two runs (CPython, Pyodide) timed
the same positions.
"""

from __future__ import annotations

import hashlib
import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from pharaoh.engine.bot import make_bot
from pharaoh.engine.registry import game_info, get_game


def decision_times(
    game_id: str,
    level: str,
    players: int | None = None,
    seed: int = 900,
    decisions: int = 40,
    clock: Callable[[], float] | None = None,
    wall: Callable[[], float] | None = None,
) -> dict[str, Any]:
    """CPU milliseconds per decision of ``level`` (median, 90th percentile, max); see the module docstring.

    ``clock`` returns CPU milliseconds (default: :func:`time.process_time`), ``wall`` wall-clock
    milliseconds (default: :func:`time.perf_counter`).
    """
    tick = clock or (lambda: time.process_time() * 1000.0)
    wall_tick = wall or (lambda: time.perf_counter() * 1000.0)
    game = get_game(game_id)
    players = players or game_info(game_id).min_players
    normal = [make_bot(game_id, "normal", seed + s) for s in range(players)]
    for bot in normal:
        # A time cap (Tara Wolf's normal search) makes the game depend on the machine's speed
        # and load: the game that gives the positions is played without it, so that CPython and
        # Pyodide time the same positions.
        if hasattr(bot, "seconds"):
            bot.seconds = None
    state = game.new_game(seed, players, {})
    positions = []
    played = hashlib.sha256()
    while seats := game.to_act(state):
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            positions.append((state, seat, legal))
        action = normal[seat].choose(game, seat, game.view(state, seat), legal)
        played.update(f"{seat}:{game.encode_action(action)};".encode())
        state, _ = game.apply(state, seat, action)
    stride = max(1, len(positions) // max(1, decisions))
    times = []
    walls = []
    for n, (state, seat, legal) in enumerate(positions[::stride][:decisions]):
        bot = make_bot(game_id, level, seed + n)
        view = game.view(state, seat)
        wall_start = wall_tick()
        start = tick()
        bot.choose(game, seat, view, legal)
        times.append(tick() - start)
        walls.append(wall_tick() - wall_start)
    times.sort()
    walls.sort()
    return {
        "game": game_id,
        "level": level,
        "players": players,
        "seed": seed,
        "decisions": len(times),
        "median_ms": round(statistics.median(times), 1) if times else None,
        "p90_ms": round(times[int(0.9 * (len(times) - 1))], 1) if times else None,
        "max_ms": round(times[-1], 1) if times else None,
        "wall_median_ms": round(statistics.median(walls), 1) if walls else None,
        "wall_p90_ms": round(walls[int(0.9 * (len(walls) - 1))], 1) if walls else None,
        "wall_max_ms": round(walls[-1], 1) if walls else None,
        "positions": played.hexdigest()[:12],
    }


def main(argv: list[str]) -> int:
    """Print the figures of :func:`decision_times` as one JSON line."""
    if len(argv) < 2:
        print("usage: python -m pharaoh.bot_times GAME LEVEL [PLAYERS] [SEED] [DECISIONS]", file=sys.stderr)
        return 2
    numbers = [int(x) for x in argv[2:5]]
    players = numbers[0] if numbers and numbers[0] else None
    seed = numbers[1] if len(numbers) > 1 else 900
    decisions = numbers[2] if len(numbers) > 2 else 40
    print(json.dumps(decision_times(argv[0], argv[1], players, seed, decisions)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
