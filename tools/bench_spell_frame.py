"""CPU time of one drawn frame of the spell table (Im Bann der Mumie) on CPython.

Plays seeded random games, keeps every ``--every``-th position, and draws each for every
seat and a spectator on a desktop (900x756) and a phone (390x540) table, ``--reps`` times.
Prints the median and 90th percentile of the CPU milliseconds per frame and the seeds used.
Pyodide in a browser is slower by a factor of about 2-3; compare runs on the same machine.

    .venv/bin/python tools/bench_spell_frame.py --seed 500 --games 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.engine.match import Match  # noqa: E402
from pharaoh.web.games import Rect  # noqa: E402
from pharaoh.web.games.mummy_spell import make_board  # noqa: E402
from pharaoh.web.surface import LayerCache, Painter  # noqa: E402

AREAS = (Rect(0, 44, 900, 756), Rect(0, 44, 390, 540))


def boards(seed: int, games: int, every: int) -> list[Any]:
    """Boards of seeded random games' positions, one per seat and a spectator."""
    out: list[Any] = []
    for g in range(games):
        players = 3 + g % 3
        rng = random.Random(seed + g)
        match = Match("mummy_spell", seed + g, players)
        steps = 0
        while match.to_act() and steps < 700:
            actor = match.to_act()[0]
            legal = match.legal(actor)
            if steps % every == 0:
                for seat in [*range(players), None]:
                    board = make_board(match.game, players)
                    mine = match.legal(seat) if seat is not None and seat in match.to_act() else []
                    board.update(match.view(seat), mine, (), seat=seat, now=0)
                    out.append(board)
            match.act(actor, rng.choice(legal))
            steps += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--every", type=int, default=40, help="keep every n-th position")
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    shown = boards(args.seed, args.games, args.every)
    times: list[float] = []
    for _ in range(args.reps):
        for board in shown:
            for area in AREAS:
                p = Painter()
                start = time.process_time()
                board.draw(p, area, 100_000, None, LayerCache(), "de")
                times.append(time.process_time() - start)
    times.sort()
    p90 = times[int(len(times) * 0.9)]
    print(
        f"spell table, seeds {args.seed}..{args.seed + args.games - 1}, {len(shown)} boards, "
        f"{len(times)} frames: median {statistics.median(times) * 1000:.2f} ms CPU, p90 {p90 * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main()
