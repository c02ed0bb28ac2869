"""Undo in Im Bann der Mumie: the action that turns up a site's find and beetle cards is never taken back.

When a site is resolved (``reveal``: its face-down find and beetle cards turned up for all) and
no die is rolled in the same action, the generic rule saw no barrier: the event is public and
its kind was not among the game's ``reveal_events``.  Only the turn passing to the mummy right
after kept the actor from taking it back; the barrier itself must say so ("never across a
reveal", docs/undo.md).
"""

from __future__ import annotations

import random

from pharaoh.engine.undo import barrier
from pharaoh.games.mummy_spell.game import GAME


def test_turning_up_a_sites_find_and_beetles_is_a_barrier() -> None:
    checked = 0
    for players in (3, 4, 5):
        for seed in range(12):
            chooser = random.Random(seed)
            state = GAME.new_game(seed, players, {})
            while GAME.to_act(state):
                seat = GAME.to_act(state)[0]
                legal = GAME.legal_actions(state, seat)
                after, events = GAME.apply(state, seat, legal[chooser.randrange(len(legal))])
                if any(e.kind == "reveal" for e in events):
                    checked += 1
                    assert barrier(GAME, state, after, seat, events) is not None, (players, seed, events)
                state = after
    assert checked > 20
