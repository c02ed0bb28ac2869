"""Every registered game with each player count it allows, and whole games of them, for tests of all games."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from pharaoh.engine import game_ids, game_info
from pharaoh.engine.game import Event, Game, Seat

CASES: list[tuple[str, int]] = [
    (gid, n) for gid in game_ids() for n in range(game_info(gid).min_players, game_info(gid).max_players + 1)
]
"""Each registered game with each player count it allows."""
IDS = [f"{g}-{n}p" for g, n in CASES]
"""The test ids of :data:`CASES` (``mummy_curse-3p``)."""

Step = tuple[Any, Seat, Any, Any]
"""A state, the seat that acted on it, its action and the state after."""
EventStep = tuple[Any, Seat, Any, Any, tuple[Event, ...]]
"""A :data:`Step` with the events of the action."""


def whole_game(
    game: Game[Any, Any],
    players: int,
    seed: int,
    chooser: random.Random,
    choose: Callable[[Any, Seat, Sequence[Any]], Any] | None = None,
    between: Callable[[], object] | None = None,
) -> list[Step]:
    """The steps of a whole game from ``new_game(seed, players)``.

    ``chooser`` draws the seat among those to act and, without ``choose``, its action
    among the legal ones; ``choose(state, seat, legal)`` picks the action otherwise.
    ``between()`` runs after each choice, before the action is applied.  A game that does
    not end within the game's ``playout_bound`` fails.
    """
    return [step[:4] for step in whole_game_events(game, players, seed, chooser, choose, between)]


def whole_game_events(
    game: Game[Any, Any],
    players: int,
    seed: int,
    chooser: random.Random,
    choose: Callable[[Any, Seat, Sequence[Any]], Any] | None = None,
    between: Callable[[], object] | None = None,
) -> list[EventStep]:
    """:func:`whole_game` with the events of each action: (state, seat, action, state after, events)."""
    state = game.new_game(seed, players, {})
    trail: list[EventStep] = []
    for _ in range(game.info.playout_bound):
        to_act = game.to_act(state)
        if not to_act:
            return trail
        seat = to_act[chooser.randrange(len(to_act))]
        legal = game.legal_actions(state, seat)
        action = choose(state, seat, legal) if choose is not None else legal[chooser.randrange(len(legal))]
        if between is not None:
            between()
        after, events = game.apply(state, seat, action)
        trail.append((state, seat, action, after, events))
        state = after
    raise AssertionError(f"{game.info.id} with {players} players: no end within {len(trail)} actions")
