"""Find the seeds of the guided first games: every listed rule comes up early when the guide is followed.

For each game with a guide (:mod:`pharaoh.engine.guide`), plays seeds ``first .. first+count-1``
as a learner who follows every suggestion, the computer seats playing the script's bot seeded
from the guide's seed (as the page does), and prints for each seed how many actions it took
until the guide had shown every rule ("-" if not within the script's limit).  The best seed
is the one that gets there in the fewest actions (ties: the lower seed); it goes into the
game's ``guide.py`` by hand.

``--check`` replays each game's committed seed instead and fails (exit status 1) unless every
rule is seen within the limit.

Usage: ``.venv/bin/python tools/guide_seeds.py [--check] [--game ID] [--first N] [--count N]``
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.engine import game_ids  # noqa: E402
from pharaoh.engine.guide import Script, guide_script, play  # noqa: E402
from pharaoh.engine.match import Match  # noqa: E402


def run(script: Script) -> tuple[int | None, list[str]]:
    """Actions until every rule was seen (``None``: not within the limit), and the rules seen in order."""
    match = Match(script.game_id, script.seed, script.players)
    tutor = play(match, script)
    return (match.state_id if tutor.finished else None), list(tutor.seen)


def search(script: Script, first: int, count: int) -> int | None:
    """Print every seed's result; return the best seed (``None`` if none finished)."""
    best: tuple[int, int] | None = None
    for seed in range(first, first + count):
        length, seen = run(replace(script, seed=seed))
        print(
            f"{script.game_id} seed {seed}: {length if length is not None else '-'} actions, {' '.join(seen)}"
        )
        if length is not None and (best is None or length < best[0]):
            best = (length, seed)
    return best[1] if best is not None else None


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="replay the committed seeds")
    parser.add_argument("--game", help="one game id (default: every game with a guide)")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    args = parser.parse_args(argv)
    status = 0
    for game_id in [args.game] if args.game else game_ids():
        script = guide_script(game_id)
        if script is None:
            continue
        if args.check:
            length, seen = run(script)
            ok = length is not None
            status |= 0 if ok else 1
            print(
                f"{game_id} seed {script.seed}: "
                + (f"every rule within {length} actions" if ok else f"only {', '.join(seen)} seen")
                + f" (limit {script.limit})"
            )
            continue
        best = search(script, args.first, args.count)
        print(f"{game_id}: best seed {best}" if best is not None else f"{game_id}: no seed finished")
    return status


if __name__ == "__main__":
    sys.exit(main())
