#!/usr/bin/env python3
"""Random-playout throughput of two (or more) checkouts, run back to back and alternating.

Made for before/after figures on a shared machine: each run is a fresh process that plays
one warm-up game and then ``pharaoh.sim.simulate(game, games, seed)``; the checkouts take
turns (the order flips every run), and the medians are printed both as wall actions/s (what
``make bench`` prints) and as actions per CPU second of the process (steadier when other jobs
share the cores).  An older commit's tree comes from ``git archive``::

    mkdir -p /tmp/before && git archive 9328cbe py | tar -x -C /tmp/before
    python tools/bench_playouts.py --tree /tmp/before/py --tree py --games 20 --runs 3

Runs ``r = 0, 1, ...`` use seed ``1 + r``, as ``make bench`` does.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("mummy_curse", "valley_kings", "mummy_spell")
CODE = (
    "import json, time; from pharaoh.sim import simulate; simulate({game!r}, 1, 999); "
    "c = time.process_time(); d = simulate({game!r}, {games}, {seed}); c = time.process_time() - c; "
    "print(json.dumps([d['actions'], d['actions_per_second'], c]))"
)


def one_run(tree: Path, game: str, games: int, seed: int) -> tuple[float, float]:
    """Wall actions/s and actions per CPU second of one run in ``tree`` (a ``py`` directory)."""
    code = CODE.format(game=game, games=games, seed=seed)
    out = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True)
    actions, wall_rate, cpu = json.loads(out.stdout)
    return float(wall_rate), actions / cpu if cpu > 0 else 0.0


def main(argv: list[str] | None = None) -> int:
    """Print the medians per game and tree."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="append", type=Path, help="a checkout's py directory (repeat)")
    parser.add_argument("--game", action="append", choices=GAMES, help="default: every game")
    parser.add_argument("--games", type=int, default=20, help="games a run")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    trees = [t.resolve() for t in (args.tree or [ROOT / "py"])]
    games = args.game or list(GAMES)
    wall: dict[tuple[str, Path], list[float]] = {(g, t): [] for g in games for t in trees}
    cpu: dict[tuple[str, Path], list[float]] = {(g, t): [] for g in games for t in trees}
    for run in range(args.runs):
        for game in games:
            for tree in trees if run % 2 == 0 else trees[::-1]:
                w, c = one_run(tree, game, args.games, 1 + run)
                wall[(game, tree)].append(w)
                cpu[(game, tree)].append(c)
    print(f"random playouts, {args.games} games a run, medians of {args.runs} runs (seeds 1-{args.runs})")
    for game in games:
        for tree in trees:
            w = statistics.median(wall[(game, tree)])
            c = statistics.median(cpu[(game, tree)])
            print(f"  {game:14} {str(tree):40} wall {w:9,.0f} actions/s   per CPU second {c:9,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
