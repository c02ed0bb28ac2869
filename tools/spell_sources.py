"""Where the characters of Im Bann der Mumie get their money, in bot games.

Plays the games ``python -m pharaoh balance --game mummy_spell`` plays for the same seed,
player count and level (game ``g`` from seed ``seed + g``, its bots seeded as there) and
counts, per character and per game: wins, finds taken and what they paid, money stolen and
lost to thieves, job premiums earned, the casino's net (winnings and croupier wages less the
stakes), the agent's share of observed finds (received, or paid as a negative), money paid
at the market, robberies played, dynamite laid, and the victory money at the end (cash and
what it lent the bank).  It reads the
events the engine reports, so it sees what the table sees.

Usage: ``.venv/bin/python tools/spell_sources.py PLAYERS LEVEL GAMES SEED``
(e.g. ``4 hard 30 704000``; levels: easy, normal, hard).
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.engine.bot import make_bot  # noqa: E402
from pharaoh.engine.registry import get_game  # noqa: E402
from pharaoh.games.mummy_spell.cards import CASINO_STAKE  # noqa: E402
from pharaoh.games.mummy_spell.game import MummySpell  # noqa: E402
from pharaoh.games.mummy_spell.outcome import score  # noqa: E402

COLUMNS = (
    "wins",
    "finds",
    "paid",
    "stole",
    "lost",
    "premiums",
    "casino",
    "observed",
    "bought",
    "robberies",
    "dynamite",
    "end",
)
"""What is counted for each character, in the order printed."""


def one_game(players: int, level: str, seed: int, bot_seed: int) -> tuple[list[str], list[Counter[str]]]:
    """The roles of the seats and, per seat, the counts of :data:`COLUMNS` over one game."""
    game = get_game("mummy_spell")
    assert isinstance(game, MummySpell)
    state = game.new_game(seed, players, {})
    roles = list(game.seat_roles(state))
    bots = [make_bot("mummy_spell", level, bot_seed + s) for s in range(players)]
    counts: list[Counter[str]] = [Counter() for _ in range(players)]
    while seats := game.to_act(state):
        seat = seats[0]
        action = bots[seat].choose(game, seat, game.view(state, seat), game.legal_actions(state, seat))
        state, events = game.apply(state, seat, action)
        for event in events:
            data = event.data
            if event.kind == "award":
                counts[data["seat"]]["finds"] += 1
                counts[data["seat"]]["paid"] += data["value"]
            elif event.kind == "theft":
                counts[data["seat"]]["stole"] += data["loot"]
                counts[data["victim"]]["lost"] += data["loot"]
            elif event.kind == "job_paid":
                counts[data["seat"]]["premiums"] += data["premium"]
            elif event.kind == "gamble":
                counts[data["seat"]]["casino"] += data["win"] - CASINO_STAKE
            elif event.kind == "croupier":
                counts[data["seat"]]["casino"] += data["wage"]
            elif event.kind == "bribe":
                counts[data["agent"]]["observed"] += data["amount"]
                counts[data["seat"]]["observed"] -= data["amount"]
            elif event.kind == "purchase":
                counts[data["seat"]]["bought"] += data["price"]
            elif event.kind == "rob":
                counts[data["seat"]]["robberies"] += 1
            elif event.kind == "dynamite":
                counts[seat]["dynamite"] += 1
    outcome = game.outcome(state)
    assert outcome is not None
    for winner in outcome.winners:
        counts[winner]["wins"] += 1
    for s in range(1, players):
        counts[s]["end"] += score(state, s)
    return roles, counts


def main(argv: list[str]) -> int:
    """Print the counts per character, as means per game (wins as a total)."""
    if len(argv) != 4:
        print(__doc__)
        return 2
    players, level, games, seed = int(argv[0]), argv[1], int(argv[2]), int(argv[3])
    totals: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for g in range(games):
        roles, counts = one_game(players, level, seed + g, seed + g * 101)
        for role, count in zip(roles, counts, strict=True):
            totals[role].update(count)
    print(f"mummy_spell, {players} players, {level} on every seat, {games} games from seed {seed}")
    print("per game: " + ", ".join(COLUMNS[1:]) + " (wins: of all games)")
    print(f"{'':14}" + "".join(f"{c:>10}" for c in COLUMNS))
    for role, count in totals.items():
        if role == "mummy":
            print(f"{role:14}{count['wins']:>10}")
            continue
        cells = [f"{count['wins']:>10}"] + [f"{count[c] / games:>10.2f}" for c in COLUMNS[1:]]
        print(f"{role:14}" + "".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
