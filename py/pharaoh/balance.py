"""Balance figures: many seeded self-play games, summed up with 95% intervals.

``python -m pharaoh balance`` prints win rates by side, by seat and by role (character,
adventurer, or side where seats play alike), game lengths in actions and rounds, and how
often a limit rather than play ended a game.  Game ``g`` is played from seed ``seed + g``
with the bots seeded as :func:`pharaoh.sim.simulate` seeds them, so both commands agree on
who won; games run in worker processes when ``jobs > 1`` and the figures do not depend on
``jobs``.  Roles, rounds and limits come from the game's optional
:class:`~pharaoh.engine.game.Tally` hooks.

Long runs go in pieces (``--json``, a few games each, so a run can stop with whole results);
``python -m pharaoh pool`` sums the pieces (:func:`pool`) into the same tables, each interval
computed anew over all their games, and refuses pieces that overlap or differ in game, player
count or bots.
"""

from __future__ import annotations

import math
import time
import traceback
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from pharaoh.engine.bot import make_bot
from pharaoh.engine.game import Tally
from pharaoh.engine.registry import game_info, get_game

Record = dict[str, Any]
"""One finished game: side, winners, reason, actions, rounds and roles (or an error)."""


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share ``wins / n`` (95% for ``z = 1.96``).

    >>> [round(x, 4) for x in wilson(50, 100)]
    [0.4038, 0.5962]
    >>> [round(x, 4) for x in wilson(0, 10)]
    [0.0, 0.2775]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def _rate(wins: int, n: int) -> dict[str, Any]:
    low, high = wilson(wins, n)
    return {"wins": wins, "games": n, "share": round(wins / n, 4) if n else None,
            "low": round(low, 4), "high": round(high, 4)}


def _length(values: Sequence[int]) -> dict[str, Any]:
    if not values:
        return {"mean": None, "min": None, "max": None}
    return {"mean": round(sum(values) / len(values), 2), "min": min(values), "max": max(values)}


def _failures(records: Sequence[Record], seconds: float) -> dict[str, Any]:
    """The last keys of a result: how many games failed, the first failure, the run's wall time."""
    errors = [r["error"] for r in records if "error" in r]
    return {"errors": len(errors), "first_error": errors[0] if errors else "", "seconds": round(seconds, 3)}


def play_game(task: tuple[str, int, int, tuple[str, ...], int]) -> Record:
    """Play one game ``(game_id, seed, players, bot names, bot seed base)`` to its end."""
    game_id, seed, players, names, bot_seed = task
    game = get_game(game_id)
    bound = game_info(game_id).playout_bound
    bots = [make_bot(game_id, name, bot_seed + s) for s, name in enumerate(names)]
    try:
        state = game.new_game(seed, players, {})
        roles = tuple(f"seat {s}" for s in range(players))
        if isinstance(game, Tally):
            roles = game.seat_roles(state)
        actions = 0
        while seats := game.to_act(state):
            if actions >= bound:
                raise RuntimeError(f"no end within {bound} actions")
            legal = game.legal_actions(state, seats[0])
            action = bots[seats[0]].choose(game, seats[0], game.view(state, seats[0]), legal)
            state, _ = game.apply(state, seats[0], action)
            actions += 1
        outcome = game.outcome(state)
        assert outcome is not None
    except Exception:  # a bug in an engine or bot: reported, the other games go on
        return {"error": f"seed {seed}: {traceback.format_exc(limit=4)}"}
    return {
        "seed": seed,
        "side": outcome.side,
        "winners": sorted(outcome.winners),
        "reason": outcome.reason,
        "actions": actions,
        "rounds": game.rounds(state) if isinstance(game, Tally) else None,
        "roles": list(roles),
    }


def _records(tasks: list[tuple[str, int, int, tuple[str, ...], int]], jobs: int) -> list[Record]:
    if jobs <= 1 or len(tasks) <= 1:
        return [play_game(t) for t in tasks]
    import multiprocessing  # only here: the page (Pyodide) never runs this path

    with multiprocessing.get_context("fork").Pool(min(jobs, len(tasks))) as pool:
        return pool.map(play_game, tasks, chunksize=max(1, len(tasks) // (8 * jobs)))


def balance(
    game_id: str,
    games: int,
    seed: int,
    players: int | None = None,
    bots: Sequence[str] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games from seeds ``seed, seed+1, ...`` and sum them up (JSON-compatible).

    ``bots`` names one bot (or level: easy, normal, hard) per seat or one for every seat
    (default: the normal level's).  Every share comes with its 95% Wilson interval (``low``, ``high``); shared
    wins count for each winning seat.  Only ``seconds`` depends on ``jobs`` and the machine.
    """
    from pharaoh.engine.bot import bot_factories, bot_name

    info = game_info(game_id)
    players = players or info.min_players
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{game_id} takes {info.min_players}-{info.max_players} players, not {players}")
    if games < 0:
        raise ValueError(f"the number of games must not be negative, not {games}")
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    known = bot_factories(game_id)
    names = [bot_name(game_id, n) for n in (bots or ["normal"])]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ValueError(f"give one bot name or {players}, not {len(names)}")
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown bot {', '.join(unknown)}; {game_id} has: {', '.join(known)}")
    start = time.perf_counter()
    tasks = [(game_id, seed + g, players, tuple(names), seed + g * 101) for g in range(games)]
    records = _records(tasks, jobs)
    seconds = time.perf_counter() - start
    done = [r for r in records if "error" not in r]
    n = len(done)
    sides: Counter[str] = Counter(r["side"] for r in done)
    reasons: Counter[str] = Counter(r["reason"] for r in done)
    seat_wins: Counter[int] = Counter(s for r in done for s in r["winners"])
    role_games: Counter[str] = Counter(role for r in done for role in r["roles"])
    role_wins: Counter[str] = Counter(r["roles"][s] for r in done for s in r["winners"])
    seat_roles = [sorted({r["roles"][s] for r in done}) for s in range(players)]
    limits: frozenset[str] = getattr(get_game(game_id), "limit_reasons", frozenset())
    rounds = [r["rounds"] for r in done if r["rounds"] is not None]
    return {
        "game": game_id,
        "players": players,
        "bots": names,
        "games": games,
        "seed": seed,
        "completed": n,
        "sides": {side: _rate(k, n) for side, k in sorted(sides.items())},
        "seats": [{"seat": s, "roles": seat_roles[s], **_rate(seat_wins[s], n)} for s in range(players)],
        "roles": {role: _rate(role_wins[role], k) for role, k in sorted(role_games.items())},
        "actions": _length([r["actions"] for r in done]),
        "rounds": _length(rounds),
        "reasons": {r: {"limit": r in limits, **_rate(k, n)} for r, k in sorted(reasons.items())},
        "limit": _rate(sum(k for reason, k in reasons.items() if reason in limits), n),
        "limit_reasons": sorted(limits),
        "limit_seeds": sorted(r["seed"] for r in done if r["reason"] in limits),
        **_failures(records, seconds),
    }


KEYS = frozenset(
    {"game", "players", "bots", "games", "seed", "completed", "sides", "seats", "roles", "actions", "rounds",
     "reasons", "limit", "limit_reasons", "limit_seeds", "errors", "first_error", "seconds"}
)
"""The keys of a :func:`balance` result (a pooled one adds ``ranges``)."""


def seed_ranges(pieces: Sequence[tuple[int, int]]) -> list[list[int]]:
    """Merge ``(first seed, games)`` pieces into sorted ``[first, last]`` ranges; overlaps are refused.

    >>> seed_ranges([(20, 10), (0, 10), (10, 10), (40, 2)])
    [[0, 29], [40, 41]]
    >>> seed_ranges([(0, 10), (5, 1)])
    Traceback (most recent call last):
    ...
    ValueError: seeds 0-9 and 5-5 overlap: a game would be counted twice
    """
    ranges: list[list[int]] = []
    for first, games in sorted(p for p in pieces if p[1] > 0):
        last = first + games - 1
        if ranges and first <= ranges[-1][1]:
            raise ValueError(f"seeds {ranges[-1][0]}-{ranges[-1][1]} and {first}-{last} overlap: "
                             "a game would be counted twice")
        if ranges and first == ranges[-1][1] + 1:
            ranges[-1][1] = last
        else:
            ranges.append([first, last])
    return ranges


def _checked(result: Mapping[str, Any]) -> Mapping[str, Any]:
    missing = KEYS - set(result)
    if missing:
        raise ValueError(f"not a balance result: no {', '.join(sorted(missing))}")
    ints = ("players", "games", "seed", "completed", "errors")
    if any(type(result[k]) is not int for k in ints) or result["games"] < 0:
        raise ValueError(f"not a balance result: {', '.join(ints)} must be whole numbers")
    if [seat["seat"] for seat in result["seats"]] != list(range(result["players"])):
        raise ValueError("not a balance result: seats must be numbered 0 to players - 1, in order")
    return result


def _ranges(result: Mapping[str, Any]) -> list[list[int]]:
    """The seeds a result played: its ``ranges`` if pooled, else one range from ``seed``."""
    ranges = result.get("ranges")
    if ranges is None:
        return [[result["seed"], result["seed"] + result["games"] - 1]] if result["games"] else []
    if not all(isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) for r in ranges):
        raise ValueError("not a balance result: ranges must be [first, last] seed pairs")
    return [list(r) for r in ranges]


def _pooled_length(results: Sequence[Mapping[str, Any]], key: str) -> dict[str, Any]:
    parts = [(r[key], r["completed"]) for r in results if r[key]["mean"] is not None]
    n = sum(k for _, k in parts)
    if not n:
        return {"mean": None, "min": None, "max": None}
    return {
        "mean": round(sum(p["mean"] * k for p, k in parts) / n, 2),
        "min": min(p["min"] for p, _ in parts),
        "max": max(p["max"] for p, _ in parts),
    }


def pool(results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Sum :func:`balance` results of the same game, player count and bots over disjoint seeds.

    Counts are added and every share and interval is computed anew over all the games; the
    mean lengths are the pieces' means weighted by their games (each piece rounds its mean to
    0.01, so the pooled mean may be off by up to 0.005).  ``seed`` is the first seed, ``games``
    the sum, and ``ranges`` lists the seeds played as ``[first, last]`` ranges (pooled results
    may be pooled again: their ``ranges`` are read).  Raises
    :class:`ValueError` for no results, a mapping that is not a balance result, pieces that
    differ in game, player count or bots, and pieces whose seeds overlap.
    """
    if not results:
        raise ValueError("nothing to pool")
    ordered = sorted((_checked(r) for r in results), key=lambda r: r["seed"])
    head = ordered[0]
    for r in ordered[1:]:
        for key in ("game", "players", "bots"):
            if r[key] != head[key]:
                raise ValueError(f"the pieces differ in {key}: {head[key]} and {r[key]} (seeds {r['seed']}-)")
    ranges = seed_ranges([(first, last - first + 1) for r in ordered for first, last in _ranges(r)])
    n = sum(r["completed"] for r in ordered)
    players = head["players"]
    sides: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    role_wins: Counter[str] = Counter()
    role_games: Counter[str] = Counter()
    seat_wins = [0] * players
    seat_roles: list[set[str]] = [set() for _ in range(players)]
    limit_flags: dict[str, bool] = {}
    for r in ordered:
        sides.update({side: rate["wins"] for side, rate in r["sides"].items()})
        for reason, rate in r["reasons"].items():
            reasons[reason] += rate["wins"]
            limit_flags[reason] = limit_flags.get(reason, False) or bool(rate["limit"])
        for role, rate in r["roles"].items():
            role_wins[role] += rate["wins"]
            role_games[role] += rate["games"]
        for seat in r["seats"]:
            seat_wins[seat["seat"]] += seat["wins"]
            seat_roles[seat["seat"]].update(seat["roles"])
    errors = [r["first_error"] for r in ordered if r["first_error"]]
    return {
        "game": head["game"],
        "players": players,
        "bots": head["bots"],
        "games": sum(r["games"] for r in ordered),
        "seed": head["seed"],
        "completed": n,
        "sides": {side: _rate(k, n) for side, k in sorted(sides.items())},
        "seats": [
            {"seat": s, "roles": sorted(seat_roles[s]), **_rate(seat_wins[s], n)} for s in range(players)
        ],
        "roles": {role: _rate(role_wins[role], k) for role, k in sorted(role_games.items())},
        "actions": _pooled_length(ordered, "actions"),
        "rounds": _pooled_length(ordered, "rounds"),
        "reasons": {r: {"limit": limit_flags[r], **_rate(k, n)} for r, k in sorted(reasons.items())},
        "limit": _rate(sum(r["limit"]["wins"] for r in ordered), n),
        "limit_reasons": sorted({x for r in ordered for x in r["limit_reasons"]}),
        "limit_seeds": sorted(x for r in ordered for x in r["limit_seeds"]),
        "errors": sum(r["errors"] for r in ordered),
        "first_error": errors[0] if errors else "",
        "seconds": round(sum(r["seconds"] for r in ordered), 3),
        "ranges": ranges,
    }


def _pct(rate: dict[str, Any]) -> str:
    if rate["share"] is None:
        return "- | -"
    return f"{100 * rate['share']:.1f}% | {100 * rate['low']:.1f}-{100 * rate['high']:.1f}%"


def format_tables(result: dict[str, Any]) -> str:
    """The result as Markdown tables (what the rulings quote)."""
    n = result["completed"]
    bots = result["bots"][0] if len(set(result["bots"])) == 1 else ",".join(result["bots"])
    ranges = _ranges(result) or [[result["seed"], result["seed"] - 1]]
    seeds = ", ".join(f"{first}-{last}" for first, last in ranges)
    lines = [
        f"{result['game']}, {result['players']} players, bots {bots}: {n} of {result['games']} games "
        f"(seeds {seeds}), {result['errors']} errors",
        "",
        "| side | wins | share | 95% interval |",
        "|---|---|---|---|",
    ]
    lines += [f"| {side} | {r['wins']} | {_pct(r)} |" for side, r in result["sides"].items()]
    lines += ["", "| seat | role | wins | share | 95% interval |", "|---|---|---|---|---|"]
    lines += [f"| {r['seat']} | {', '.join(r['roles'])} | {r['wins']} | {_pct(r)} |" for r in result["seats"]]
    lines += ["", "| role | games played | wins | share | 95% interval |", "|---|---|---|---|---|"]
    lines += [f"| {role} | {r['games']} | {r['wins']} | {_pct(r)} |" for role, r in result["roles"].items()]
    lines += ["", "| length | mean | min | max |", "|---|---|---|---|"]
    for key in ("actions", "rounds"):
        r = result[key]
        cells = ["-" if r[k] is None else str(r[k]) for k in ("mean", "min", "max")]
        lines.append(f"| {key} | {' | '.join(cells)} |")
    lines += ["", "| ended by | games | share | 95% interval |", "|---|---|---|---|"]
    lines += [
        f"| {reason}{' (limit)' if r['limit'] else ''} | {r['wins']} | {_pct(r)} |"
        for reason, r in result["reasons"].items()
    ]
    limit = result["limit"]
    names = ", ".join(result["limit_reasons"]) or "none"
    share = _pct(limit).replace(" | ", ", ")
    listed = result["limit_seeds"]
    seeds = f", seed{'s' if len(listed) > 1 else ''} {' '.join(map(str, listed))}" if listed else ""
    lines += ["", f"A limit ({names}) decided {limit['wins']} of {n} games ({share}{seeds})."]
    return "\n".join(lines)
