#!/usr/bin/env python3
"""A digest of the computer players' choices, to show that a change to a bot's code left its decisions alone.

Plays Im Bann der Mumie games from seeds ``SEED, SEED+1, ...`` with the normal level on every
seat (each seat's bot seeded ``seed * 101 + seat``), feeding one SHA-256 with every normal
choice; at every ``EVERY``-th position with a choice it also asks a fresh hard bot (seeded
``7000 + k``) and feeds a second SHA-256 with its choice.  Prints both digests and the hard
decisions' CPU time.  Run it on two trees and compare the digests::

    cd <tree>/py && PYTHONPATH=$PWD python ../tools/bot_digest.py PLAYERS SEED GAMES EVERY

(e.g. ``3 900 3 6``; name the tree in ``PYTHONPATH``, as ``tools/playout_digest.py`` says).
"""

from __future__ import annotations

import hashlib
import sys
import time

from pharaoh.engine.bot import make_bot
from pharaoh.engine.registry import get_game


def digest(players: int, seed0: int, games: int, every: int) -> tuple[str, int, str, float]:
    """The normal choices' digest, the number of hard decisions, their digest and their CPU seconds."""
    game = get_game("mummy_spell")
    normal, hard = hashlib.sha256(), hashlib.sha256()
    asked, cpu = 0, 0.0
    for seed in range(seed0, seed0 + games):
        bots = [make_bot("mummy_spell", "normal", seed * 101 + s) for s in range(players)]
        state = game.new_game(seed, players, {})
        k = 0
        while seats := game.to_act(state):
            seat = seats[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            action = bots[seat].choose(game, seat, view, legal)
            normal.update(repr(action).encode())
            if len(legal) > 1:
                if k % every == 0:
                    bot = make_bot("mummy_spell", "hard", 7000 + k)
                    start = time.process_time()
                    hard.update(repr(bot.choose(game, seat, view, legal)).encode())
                    cpu += time.process_time() - start
                    asked += 1
                k += 1
            state, _ = game.apply(state, seat, action)
    return normal.hexdigest()[:16], asked, hard.hexdigest()[:16], cpu


def main(argv: list[str]) -> int:
    """Print ``normal <digest> hard <n> <digest> cpu <s>``."""
    players, seed0, games, every = (int(a) for a in argv[1:5])
    normal, asked, hard, cpu = digest(players, seed0, games, every)
    print(f"normal {normal} hard {asked} {hard} cpu {cpu:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
