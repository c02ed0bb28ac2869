"""The command line: list games, simulate games, and pit bots against each other.

Usage::

  python -m pharaoh games
  python -m pharaoh simulate --game mummy_curse --games 100 --seed 1 [--players 3] [--bots smart] [--json]
  python -m pharaoh arena --game mummy_curse --games 200 --seed 1 --players 3 --bot smart
  python -m pharaoh balance --game mummy_curse --players 4 --games 200 --seed 1 [--bots heuristic] [--jobs 2]
      [--json]
  python -m pharaoh pool piece1.json piece2.json ... [--json]
  python -m pharaoh versus --game valley_kings --bot hard --against normal --games 50 --seed 1 [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from pharaoh.balance import balance, format_tables, pool
from pharaoh.engine.bot import bot_factories
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.sim import arena, simulate


def _games(args: argparse.Namespace) -> int:
    for gid in game_ids():
        info = game_info(gid)
        players = f"{info.min_players}-{info.max_players}" if info.min_players < info.max_players else "2"
        print(f"{gid:14} {players:>4} players  {info.name['en']}: {info.blurb['en']}")
    return 0


def _format(result: dict[str, Any]) -> str:
    games = max(1, result["games"])
    wins = ", ".join(f"{side} {n} ({100 * n / games:.0f}%)" for side, n in result["wins"].items())
    return (
        f"{result['game']} {result['players']}p [{','.join(result['bots'])}]: {result['games']} games, "
        f"{result['actions']} actions, {result['seconds']:.2f} s, {result['actions_per_second']} actions/s; "
        f"wins: {wins or 'none'}; errors: {result['errors']}"
    )


def _simulate(args: argparse.Namespace) -> int:
    bots = args.bots.split(",") if args.bots else None
    result = simulate(args.game, args.games, args.seed, args.players, bots)
    if args.json:
        print(json.dumps(result))
    else:
        print(_format(result))
        if result["first_error"]:
            print(result["first_error"])
    return 1 if result["errors"] else 0


def _arena(args: argparse.Namespace) -> int:
    players = args.players or game_info(args.game).min_players
    results = arena(args.game, args.games, args.seed, players, args.bot)
    if args.json:
        print(json.dumps(results))
    else:
        for result in results:
            print(_format(result))
    return 1 if any(r["errors"] for r in results) else 0


def _balance(args: argparse.Namespace) -> int:
    bots = args.bots.split(",") if args.bots else None
    try:
        result = balance(args.game, args.games, args.seed, args.players, bots, args.jobs)
    except ValueError as exc:
        parser().error(str(exc))
    if args.json:
        print(json.dumps(result))
    else:
        print(format_tables(result))
        if result["first_error"]:
            print(result["first_error"])
    return 1 if result["errors"] else 0


def _pool(args: argparse.Namespace) -> int:
    pieces = []
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as f:
                piece = json.load(f)
            pool([piece])  # each piece checked on its own, so an error names its file
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            parser().error(f"{path}: {exc}")
        pieces.append(piece)
    try:
        result = pool(pieces)
    except ValueError as exc:
        parser().error(str(exc))
    print(json.dumps(result) if args.json else format_tables(result))
    return 1 if result["errors"] else 0


def _versus(args: argparse.Namespace) -> int:
    from pharaoh.versus import format_versus, versus

    try:
        result = versus(args.game, args.games, args.seed, args.players, args.bot, args.against, args.jobs)
    except ValueError as exc:
        parser().error(str(exc))
    print(json.dumps(result) if args.json else format_versus(result))
    return 1 if result["errors"] else 0


def parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m pharaoh``."""
    top = argparse.ArgumentParser(prog="python -m pharaoh", description="Pharaoh's Table engines")
    sub = top.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the games").set_defaults(run=_games)
    sim = sub.add_parser("simulate", help="play seeded games with bots and count the results")
    sim.add_argument("--game", required=True, choices=game_ids())
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--players", type=int)
    sim.add_argument("--bots", help="one bot name for every seat, or one per seat, comma-separated")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(run=_simulate)
    ar = sub.add_parser("arena", help="a bot against random play, seat by seat, and against itself")
    ar.add_argument("--game", required=True, choices=game_ids())
    ar.add_argument("--games", type=int, default=200)
    ar.add_argument("--seed", type=int, default=0)
    ar.add_argument("--players", type=int)
    ar.add_argument("--bot", default="smart")
    ar.add_argument("--json", action="store_true", help="print one JSON array")
    ar.set_defaults(run=_arena)
    bal = sub.add_parser("balance", help="win rates with 95%% intervals, lengths, limits")
    bal.add_argument("--game", required=True, choices=game_ids())
    bal.add_argument("--games", type=int, default=200)
    bal.add_argument("--seed", type=int, default=0)
    bal.add_argument("--players", type=int)
    bal.add_argument("--bots", help="bot names or levels (easy, normal, hard): one, or one per seat")
    bal.add_argument("--jobs", type=int, default=1, help="worker processes (the figures do not depend on it)")
    bal.add_argument("--json", action="store_true", help="print one JSON object")
    bal.set_defaults(run=_balance)
    po = sub.add_parser("pool", help="sum balance results saved with --json (disjoint seeds, same bots)")
    po.add_argument("files", nargs="+", help="balance results, one JSON object a file")
    po.add_argument("--json", action="store_true", help="print one JSON object")
    po.set_defaults(run=_pool)
    vs = sub.add_parser("versus", help="one bot against another, on each seat in turn, with 95%% intervals")
    vs.add_argument("--game", required=True, choices=game_ids())
    vs.add_argument("--games", type=int, default=50, help="seeds; each is played players + 1 times")
    vs.add_argument("--seed", type=int, default=0)
    vs.add_argument("--players", type=int)
    vs.add_argument("--bot", default="hard", help="the bot (or level) tested")
    vs.add_argument("--against", default="normal", help="the bot (or level) it plays against")
    vs.add_argument("--jobs", type=int, default=1, help="worker processes (the figures do not depend on it)")
    vs.add_argument("--json", action="store_true", help="print one JSON object")
    vs.set_defaults(run=_versus)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = parser().parse_args(argv)
    if args.command in ("simulate", "arena"):
        known = bot_factories(args.game)
        if args.command == "simulate":
            names = args.bots.split(",") if args.bots else ["random"]
        else:
            names = [args.bot]
        unknown = [n for n in names if n not in known]
        if unknown:
            parser().error(f"unknown bot {', '.join(unknown)}; {args.game} has: {', '.join(known)}")
    code: int = args.run(args)
    return code
