"""How often undo is allowed: per game and player count, random playouts through a Match.

For each action, right after it: may its seat take it back (``Match.undoable``), and if
not, why (``Match.undo_refusal``).  The share is a mean over games (each game one sample,
so the 95% interval does not pretend the actions of one game are independent).  The
playouts choose uniformly among legal actions: a person plays differently, so read the
figures as the policy's shape, not as what a player will see.

Usage: ``.venv/bin/python tools/undo_stats.py [games per case] [first seed]``
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.engine import game_ids, game_info  # noqa: E402
from pharaoh.engine.match import Match  # noqa: E402


def one_game(game_id: str, players: int, seed: int) -> tuple[float, Counter[str], Counter[str]]:
    """The share of actions its seat could take back at once, the refusals' reasons, the kinds taken back."""
    match = Match(game_id, seed, players)
    chooser = random.Random(seed)
    reasons: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    free = total = 0
    for _ in range(game_info(game_id).playout_bound):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[chooser.randrange(len(to_act))]
        legal = match.legal(seat)
        text = legal[chooser.randrange(len(legal))]
        match.act(seat, text)
        total += 1
        if match.undoable(seat):
            free += 1
            kinds[text.split()[0].split(":")[0]] += 1
        else:
            reasons[match.undo_refusal(seat) or "?"] += 1
    return free / max(total, 1), reasons, kinds


def main(argv: list[str]) -> None:
    """Print one line per game and player count."""
    games = int(argv[0]) if argv else 20
    first = int(argv[1]) if len(argv) > 1 else 1
    print(f"undo allowed right after an action, random playouts, seeds {first}..{first + games - 1}")
    for game_id in game_ids():
        info = game_info(game_id)
        for players in range(info.min_players, info.max_players + 1):
            shares: list[float] = []
            reasons: Counter[str] = Counter()
            kinds: Counter[str] = Counter()
            for seed in range(first, first + games):
                share, why, what = one_game(game_id, players, seed)
                shares.append(share)
                reasons += why
                kinds += what
            mean = sum(shares) / len(shares)
            sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(len(shares) - 1, 1))
            half = 1.96 * sd / math.sqrt(len(shares))
            refused = sum(reasons.values())
            parts = ", ".join(f"{k} {v / refused:.0%}" for k, v in reasons.most_common())
            print(
                f"{game_id:13} {players}p  {mean:6.1%} (95% CI {max(0.0, mean - half):.1%}-{mean + half:.1%})"
                f"  refused: {parts}"
            )
            print(f"{'':18}may take back: {', '.join(k for k, _ in kinds.most_common())}")


if __name__ == "__main__":
    main(sys.argv[1:])
