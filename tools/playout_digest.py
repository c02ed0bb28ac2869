#!/usr/bin/env python3
"""A digest of random games, to show that a change to an engine left its rules alone.

For each game and player count, games from seeds ``100, 101, ...`` are played with random
actions (a seeded ``random.Random``); every step feeds a SHA-256 with who is to act, every
seat's view and the spectator's, the legal actions (and their notation), each action's
events and the next state, and every 37th step a ``sample_consistent`` draw.  Run it on two
trees (a checkout's ``py`` directory, or that of ``git archive <commit> py``) and compare the
lines: ``cd <tree>/py && PYTHONPATH=$PWD python <this file> 4``.  Name the tree in
``PYTHONPATH``: a script's own directory starts ``sys.path``, not the working directory, so a venv
with the editable install would read the checkout it was installed from.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

from pharaoh.engine.registry import get_game

CASES = (("mummy_curse", (2, 3, 4, 5)), ("valley_kings", (2,)), ("mummy_spell", (3, 4, 5)))


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=repr).encode()


def digest(game_id: str, players: int, seeds: range, sample_every: int = 37) -> tuple[str, int]:
    """The digest of the games from ``seeds`` and the number of actions played."""
    game = get_game(game_id)
    h = hashlib.sha256()
    steps = 0
    for seed in seeds:
        rnd = random.Random(seed * 7 + players)
        state = game.new_game(seed, players, {})
        while True:
            seats = game.to_act(state)
            h.update(_dump(list(seats)))
            for seat in [None, *range(players)]:
                h.update(_dump(game.view(state, seat)))
            if not seats:
                h.update(repr(game.outcome(state)).encode())
                break
            seat = seats[rnd.randrange(len(seats))]
            legal = game.legal_actions(state, seat)
            h.update(repr(legal).encode())
            h.update(_dump([game.encode_action(a) for a in legal]))
            action = legal[rnd.randrange(len(legal))]
            if sample_every and steps % sample_every == 0:
                h.update(repr(game.sample_consistent(game.view(state, seat), random.Random(steps))).encode())
            state, events = game.apply(state, seat, action)
            h.update(repr(state).encode())
            h.update(_dump([e.to_json() for e in events]))
            h.update(repr(events).encode())
            steps += 1
    return h.hexdigest()[:16], steps


def main(argv: list[str]) -> int:
    """Print one line per game and player count: the digest and the actions played."""
    games = int(argv[0]) if argv else 4
    for game_id, counts in CASES:
        for players in counts:
            text, steps = digest(game_id, players, range(100, 100 + games))
            print(game_id, players, text, steps, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
