"""Where games of Tara Wolf im Tal der Könige are decided (a tool, not a test).

Plays seeded games with the ``heuristic`` bot on both seats, seeded as
``python -m pharaoh balance --bots heuristic`` seeds them (the same games), and prints the
start player's wins with their 95% Wilson interval, then per tomb (1st to 7th opened): how
often the medallion holder opened it, whether the start player held it, how often the holder
took it, and by fight or give-up; the score before each tomb, the score at which games were
won, the passes by side, and the start player's share at 3-3.  ``--set module.NAME=value``
sets a number in a module of the game before playing (``policy.GIVE_UP_MARGIN=3``), to
compare tunings on the same seeds; ``--param card.key=value`` sets a card's parameter
(``tara_wolf.amount=1``).  ``--bot NAME`` plays another bot on both seats: the search bots
(``ismcts``, ``deep``, ``ismcts_race``, ``deep_tombs``...) at fixed work, as fixed_work.py
plays them, so ``--bot deep`` plays the games of ``fixed_work.py balance --bots hard``.  Each game's
bots are seeded from ``--seed`` (the first seed of the run), so a run split in pieces plays other
games than one whole run.

Usage: ``.venv/bin/python tests/valley_kings/count_stats.py --seed 60000 --games 400
[--set policy.GIVE_UP_MARGIN=3]`` (see docs/rulings/valley_kings.md, section 6, session 10).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # fixed_work, also when pytest imports this

from fixed_work import variants  # noqa: E402

from pharaoh.balance import wilson  # noqa: E402
from pharaoh.engine.bot import BotFactory  # noqa: E402
from pharaoh.engine.registry import get_game  # noqa: E402
from pharaoh.games.valley_kings.cards import ID, PARAMS  # noqa: E402
from pharaoh.games.valley_kings.state import State  # noqa: E402


def apply_settings(settings: list[str]) -> None:
    """Set ``module.NAME=value`` numbers in ``pharaoh.games.valley_kings``'s modules."""
    for item in settings:
        name, _, value = item.partition("=")
        module_name, _, attr = name.rpartition(".")
        module = importlib.import_module(f"pharaoh.games.valley_kings.{module_name}")
        if not hasattr(module, attr):
            raise SystemExit(f"{module_name} has no name {attr!r}")
        setattr(module, attr, type(getattr(module, attr))(float(value)))


def apply_params(settings: list[str]) -> None:
    """Set ``card_id.key=value`` numbers in the cards' parameters (the values of cards.json)."""
    for item in settings:
        name, _, value = item.partition("=")
        card_id, _, key = name.partition(".")
        if card_id not in ID or key not in PARAMS[ID.index(card_id)]:
            raise SystemExit(f"no parameter {name!r}")
        PARAMS[ID.index(card_id)][key] = int(value)


def count(seeds: range, factory: BotFactory | None = None) -> Counter[str]:
    """Play ``seeds`` and count where the tombs and games were decided.

    ``factory``'s bot plays both seats (the heuristic bot if none).
    """
    make = factory or variants(capped=False)["heuristic"]
    game = get_game("valley_kings")
    tally: Counter[str] = Counter()
    for g, seed in enumerate(seeds):
        bot_seed = seeds.start + g * 101
        bots = [make(bot_seed + s) for s in range(2)]
        state: State = game.new_game(seed, 2, {})
        start = state.starter
        index = 0
        while seats := game.to_act(state):
            seat = seats[0]
            action = bots[seat].choose(game, seat, game.view(state, seat), game.legal_actions(state, seat))
            before = state
            state, events = game.apply(state, seat, action)
            for event in events:
                kind = event.kind
                if kind == "pass":
                    tally["pass " + ("start" if event.data["seat"] == start else "second")] += 1
                    score = (len(before.sides[start].tombs), len(before.sides[1 - start].tombs))
                    tally[f"passes at {score[0]}-{score[1]}"] += 1
                elif kind in ("fight", "forfeit"):
                    index += 1
                    score = (len(before.sides[start].tombs), len(before.sides[1 - start].tombs))
                    holder = before.holder
                    winner = event.data["winner"]
                    who = "start" if holder == start else "second"
                    tally[f"tomb {index} held by {who}"] += 1
                    tally[f"tomb {index} holder won"] += int(winner == holder)
                    tally[f"tomb {index} {kind}"] += 1
                    if kind == "forfeit":
                        gave = "start" if event.data["seat"] == start else "second"
                        tally[
                            f"give-ups {gave} "
                            + ("holding" if event.data["seat"] == holder else "not holding")
                        ] += 1
                    tally[f"score {score[0]}-{score[1]} tombs"] += 1
                    tally[f"score {score[0]}-{score[1]} start won tomb"] += int(winner == start)
                    if kind == "fight":
                        strengths = event.data["strengths"]
                        tally[f"tomb {index} holder strength"] += strengths[holder]
                        tally[f"tomb {index} other strength"] += strengths[1 - holder]
                        tally[f"tomb {index} ties"] += int(strengths[0] == strengths[1])
                        tally[f"tomb {index} other alone"] += int(len(before.table.sent[1 - holder]) <= 1)
        tally["games"] += 1
        tally["start won"] += int(state.winner == start)
        final = (len(state.sides[start].tombs), len(state.sides[1 - start].tombs))
        tally[f"final {final[0]}-{final[1]}"] += 1
    return tally


def report(tally: Counter[str]) -> str:
    """The counts as readable lines."""
    n = tally["games"]
    low, high = wilson(tally["start won"], n)
    lines = [
        f"games {n}, start player won {tally['start won']} ({100 * tally['start won'] / n:.1f}%, "
        f"{100 * low:.1f}-{100 * high:.1f}%)"
    ]
    for index in range(1, 8):
        played = tally[f"tomb {index} fight"] + tally[f"tomb {index} forfeit"]
        if not played:
            continue
        fights = tally[f"tomb {index} fight"]
        strength = ""
        if fights:
            strength = (
                f", fight strengths holder {tally[f'tomb {index} holder strength'] / fights:.1f}"
                f" other {tally[f'tomb {index} other strength'] / fights:.1f}"
            )
        held = tally[f"tomb {index} holder won"]
        lines.append(
            f"tomb {index}: {played} played, start player held {tally[f'tomb {index} held by start']}, "
            f"holder won {held} ({100 * held / played:.0f}%), "
            f"give-ups {tally[f'tomb {index} forfeit']}, ties {tally[f'tomb {index} ties']}, "
            f"other sent one {tally[f'tomb {index} other alone']}{strength}"
        )
    scores = sorted({k.split()[1] for k in tally if k.startswith("score ")})
    for score in scores:
        tombs = tally[f"score {score} tombs"]
        won = tally[f"score {score} start won tomb"]
        lines.append(f"score {score} (start-second) before a tomb: {tombs} tombs, start player took {won}")
    finals = sorted(k for k in tally if k.startswith("final "))
    lines.append("final scores (start-second): " + ", ".join(f"{k[6:]} {tally[k]}" for k in finals))
    gave = [k for k in sorted(tally) if k.startswith("give-ups ")]
    lines.append(
        "give-ups by the player who sent nobody: "
        + (", ".join(f"{k[9:]} {tally[k]}" for k in gave) or "none")
    )
    lines.append(f"passes: start {tally['pass start']}, second {tally['pass second']}")
    passes = sorted(k for k in tally if k.startswith("passes at "))
    lines.append("passes by score (start-second): " + ", ".join(f"{k[10:]} {tally[k]}" for k in passes))
    return "\n".join(lines)


def main() -> None:
    """Parse the arguments, count, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE")
    parser.add_argument("--param", action="append", default=[], metavar="CARD.KEY=VALUE")
    parser.add_argument("--bot", default="heuristic", choices=sorted(variants(capped=False)))
    args = parser.parse_args()
    apply_settings(args.set)
    apply_params(args.param)
    factory = variants(capped=False)[args.bot]
    print(report(count(range(args.seed, args.seed + args.games), factory)))


if __name__ == "__main__":
    main()
