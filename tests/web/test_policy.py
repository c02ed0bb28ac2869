"""The tests' curse player ends its games: a test that plays a match to the end must not meet an endless one.

The explorer of ``policy.py`` walks towards its nearest symbol by the squares' distances.  Those
once ran through the dungeon, which no piece may step onto, so from the squares beside it the
explorer kept stepping back and forth towards a way it could not take: about one game in 70
never ended, and a peek-proof match in the suite ran past move 6,000 until its cap failed it.
"""

from __future__ import annotations

import random

from policy import _DATA, choose, distances

from pharaoh.engine.registry import get_game
from pharaoh.games.mummy_curse.bots import HeuristicBot


def test_no_walk_passes_through_the_start_or_the_dungeon() -> None:
    for goal in _DATA["cells"]:
        if goal in (_DATA["start"], _DATA["dungeon"]):
            continue
        dist = distances([goal])
        for cell, steps in dist.items():
            if steps and cell not in (_DATA["start"], _DATA["dungeon"]):
                # each square on a walk has a neighbour one step nearer that a piece may enter
                nearer = [n for n, s in dist.items() if s == steps - 1 and _adjacent(cell, n)]
                assert any(n not in (_DATA["start"], _DATA["dungeon"]) for n in nearer), (goal, cell)


def _adjacent(a: str, b: str) -> bool:
    return [a, b] in _DATA["passages"] or [b, a] in _DATA["passages"]


def test_the_chasing_mummy_and_the_walking_explorer_end_every_two_player_game() -> None:
    game = get_game("mummy_curse")
    lengths = []
    for seed in range(200):  # seeds 36, 125 and 181 never ended with the walk through the dungeon
        rng = random.Random(seed)
        state = game.new_game(seed, 2)
        moves = 0
        while game.outcome(state) is None:
            assert moves < 1000, f"seed {seed}: still going after {moves} moves"
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            if seat == 0:
                action = HeuristicBot(rng.randrange(1 << 30)).choose(game, 0, view, legal)
            else:
                texts = [game.encode_action(a) for a in legal]
                action = game.decode_action(choose(view, texts, rng))
            state, _ = game.apply(state, seat, action)
            moves += 1
        lengths.append(moves)
    assert sorted(lengths)[len(lengths) // 2] < 200
