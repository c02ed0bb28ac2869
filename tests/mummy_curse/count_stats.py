"""Where games of Der Fluch der Mumie are decided, by player count (a tool, not a test).

Plays seeded games with the ``heuristic`` bot on every seat (the same play as
``python -m pharaoh balance --bots heuristic``: that bot is deterministic) and prints, per
player count, the mummy's wins with their 95% Wilson interval, rounds, ankhs taken (a game,
and per explorer pawn and round), captures in normal and in intermediate moves,
recoveries per round, pawns put out, and by how many ankhs the mummy fell short when the
explorers won, wins by explorer seat and ankhs given by pawn.  ``--scout`` and ``--hunt``
set fields of ``ScoutStyle`` (every explorer) and ``HuntStyle`` (the mummy), on top of the
player count's shipped tuning (``bots.STYLES``), to compare tunings on the same seeds.

Usage: ``.venv/bin/python tests/mummy_curse/count_stats.py --players 2,3,4,5 --seed 60000
--games 100 [--scout capture_cost=20] [--hunt attraction=8]``
(see docs/rulings/mummy_curse.md, session 9).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from pharaoh.balance import wilson  # noqa: E402
from pharaoh.engine.registry import get_game  # noqa: E402
from pharaoh.games.mummy_curse.bots import HeuristicBot, styles  # noqa: E402
from pharaoh.games.mummy_curse.cards import mummy_target  # noqa: E402
from pharaoh.games.mummy_curse.state import MUMMY_MOVE, OUT, RECOVER, pawn_count  # noqa: E402


def styled(base: Any, settings: list[str]) -> Any:
    """``base`` (a frozen style) with ``name=value`` settings applied (numbers only)."""
    kinds = {f.name: f.type for f in fields(base)}
    changes: dict[str, Any] = {}
    for item in settings:
        name, _, value = item.partition("=")
        if name not in kinds:
            raise SystemExit(f"{type(base).__name__} has no field {name!r}")
        changes[name] = int(value) if kinds[name] in (int, "int") else float(value)
    return replace(base, **changes)


def count(players: int, seeds: range, hunt: list[str], scout: list[str]) -> Counter[str]:
    """Play ``seeds`` at ``players`` seats and count what decided them."""
    game = get_game("mummy_curse")
    tally: Counter[str] = Counter()
    base_hunt, base_scout = styles(players)
    hunting, scouting = styled(base_hunt, hunt), styled(base_scout, scout)
    for seed in seeds:
        bots = [HeuristicBot(seed, hunting, scouting) for _ in range(players)]
        state = game.new_game(seed, players, {})
        while seats := game.to_act(state):
            seat = seats[0]
            action = bots[seat].choose(game, seat, game.view(state, seat), game.legal_actions(state, seat))
            if action == RECOVER:
                tally["recoveries"] += 1
            after, _ = game.apply(state, seat, action)
            if after.taken > state.taken:
                tally["normal captures" if state.phase == MUMMY_MOVE else "intermediate captures"] += 1
                for pawn, (before, now) in enumerate(zip(state.ankhs, after.ankhs, strict=True)):
                    tally[f"caught {pawn}"] += before - now
            state = after
        outcome = game.outcome(state)
        assert outcome is not None
        tally["games"] += 1
        tally["rounds"] += state.round
        tally["taken"] += state.taken
        tally["out"] += sum(1 for c in state.cells if c == OUT)
        if outcome.side == "mummy":
            tally["mummy wins"] += 1
        else:
            tally[f"seat {min(outcome.winners)} wins"] += 1
            tally[f"short by {mummy_target(len(state.hands)) - state.taken}"] += 1
    return tally


def main(argv: list[str] | None = None) -> None:
    """Print one line per player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--scout", action="append", default=[], help="ScoutStyle field=value")
    parser.add_argument("--hunt", action="append", default=[], help="HuntStyle field=value")
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    for players in (int(p) for p in args.players.split(",")):
        t = count(players, seeds, args.hunt, args.scout)
        n = t["games"]
        low, high = wilson(t["mummy wins"], n)
        pawns = pawn_count(players)
        short = ", ".join(f"{k[9:]}: {t[k]}" for k in sorted(t) if k.startswith("short by"))
        print(
            f"{players} players, seeds {seeds.start}-{seeds.stop - 1}: mummy {t['mummy wins']} of {n} "
            f"({100 * t['mummy wins'] / n:.1f}%, {100 * low:.1f}-{100 * high:.1f}%); "
            f"rounds {t['rounds'] / n:.1f}; ankhs {t['taken'] / n:.2f} a game, "
            f"{t['taken'] / t['rounds'] / pawns:.3f} per pawn and round; captures normal "
            f"{t['normal captures'] / n:.2f} / intermediate {t['intermediate captures'] / n:.2f} a game; "
            f"recoveries {t['recoveries'] / t['rounds']:.2f} a round; pawns out {t['out'] / n:.2f} a game; "
            f"explorers' wins, mummy short by ({short}); "
            f"wins by explorer seat {[t[f'seat {s} wins'] for s in range(1, players)]}, "
            f"ankhs given by pawn {[t[f'caught {p}'] for p in range(pawns)]}",
            flush=True,
        )


if __name__ == "__main__":
    main()
