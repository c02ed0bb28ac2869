"""Seat-balanced matches of one bot against another, to tell whether a level is really stronger.

``python -m pharaoh versus --game G --players P --bot hard --against normal --games N --seed S``
plays every seed ``S .. S+N-1`` once with ``bot`` on each seat in turn (``against`` on the
others), and once with ``against`` everywhere (the baseline).  It reports, with 95%
Wilson intervals:

* ``wins``: the share of its games ``bot`` won (shared wins count), seat by seat and in all;
* ``baseline``: the same for ``against`` on the same seats and seeds;
* ``paired``: of the (seed, seat) pairs where exactly one of the two won, the share ``bot``
  won: 50% means equal strength, whatever the seats' odds.

With two players ``wins`` is the plain head-to-head score (the baseline is then 50%
by construction).  Games run as :func:`pharaoh.balance.play_game` plays them, on
``jobs`` worker processes; the figures do not depend on ``jobs``.
"""

from __future__ import annotations

import time
from typing import Any

from pharaoh.balance import _failures, _rate, _records
from pharaoh.engine.bot import bot_factories, bot_name
from pharaoh.engine.registry import game_info


def versus(
    game_id: str, games: int, seed: int, players: int | None, bot: str, against: str, jobs: int = 1
) -> dict[str, Any]:
    """Play the match described in the module docstring and sum it up (JSON-compatible)."""
    info = game_info(game_id)
    players = players or info.min_players
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{game_id} takes {info.min_players}-{info.max_players} players, not {players}")
    if games < 1 or jobs < 1:
        raise ValueError("games and jobs must be at least 1")
    known = bot_factories(game_id)
    tested, other = bot_name(game_id, bot), bot_name(game_id, against)
    for name in (tested, other):
        if name not in known:
            raise ValueError(f"unknown bot {name}; {game_id} has: {', '.join(known)}")
    tasks = []
    for g in range(games):
        for seat in range(players):
            names = tuple(tested if s == seat else other for s in range(players))
            tasks.append((game_id, seed + g, players, names, seed + g * 101))
        tasks.append((game_id, seed + g, players, (other,) * players, seed + g * 101))
    start = time.perf_counter()
    records = _records(tasks, jobs)
    seconds = time.perf_counter() - start
    won = [[0, 0] for _ in range(players)]  # per seat: games, wins of the tested bot
    base = [[0, 0] for _ in range(players)]
    better = worse = 0
    for g in range(games):
        chunk = records[g * (players + 1) : (g + 1) * (players + 1)]
        reference = chunk[-1]
        for seat in range(players):
            record = chunk[seat]
            if "error" in record or "error" in reference:
                continue
            mine = seat in record["winners"]
            theirs = seat in reference["winners"]
            won[seat][0] += 1
            won[seat][1] += mine
            base[seat][0] += 1
            base[seat][1] += theirs
            better += mine and not theirs
            worse += theirs and not mine
    total = sum(w for _, w in won)
    played = sum(n for n, _ in won)
    return {
        "game": game_id,
        "players": players,
        "bot": tested,
        "against": other,
        "games": games,
        "seed": seed,
        "wins": _rate(total, played),
        "baseline": _rate(sum(w for _, w in base), sum(n for n, _ in base)),
        "paired": _rate(better, better + worse),
        "seats": [
            {"seat": s, "wins": _rate(won[s][1], won[s][0]), "baseline": _rate(base[s][1], base[s][0])}
            for s in range(players)
        ],
        **_failures(records, seconds),
    }


def _pct(rate: dict[str, Any]) -> str:
    if rate["share"] is None:
        return "- (no games)"
    low, high = 100 * rate["low"], 100 * rate["high"]
    return f"{rate['wins']}/{rate['games']} = {100 * rate['share']:.1f}% ({low:.1f}-{high:.1f}%)"


def format_versus(result: dict[str, Any]) -> str:
    """The match as a few lines of Markdown."""
    last = result["seed"] + result["games"] - 1
    lines = [
        f"{result['game']}, {result['players']} players: {result['bot']} against {result['against']}, "
        f"seeds {result['seed']}-{last}, {result['bot']} on each seat in turn; {result['errors']} errors",
        "",
        f"- {result['bot']} won {_pct(result['wins'])}",
        f"- {result['against']} on the same seats and seeds won {_pct(result['baseline'])}",
        f"- pairs won by exactly one of them, won by {result['bot']}: {_pct(result['paired'])}",
    ]
    for s in result["seats"]:
        mine, theirs = _pct(s["wins"]), _pct(s["baseline"])
        lines.append(f"- seat {s['seat']}: {result['bot']} {mine}; {result['against']} {theirs}")
    return "\n".join(lines)
