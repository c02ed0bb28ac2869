"""The list of games, imported lazily so the page only loads the engines it plays.

Each game is a package ``pharaoh.games.<id>`` with a light ``info`` module (its
:class:`GameInfo`, for menus) and a ``game`` module exposing ``GAME``.
"""

from __future__ import annotations

import importlib
from typing import Any

from pharaoh.engine.game import Game, GameInfo

GAMES: tuple[str, ...] = ("mummy_curse", "valley_kings", "mummy_spell")
"""The ids of all registered games, in menu order."""


def game_ids() -> tuple[str, ...]:
    """The ids of all registered games, in menu order."""
    return GAMES


def check_game_id(game_id: str) -> None:
    """Raise ``KeyError`` unless ``game_id`` is registered."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")


def game_info(game_id: str) -> GameInfo:
    """A game's menu facts, without importing its engine."""
    check_game_id(game_id)
    info: GameInfo = importlib.import_module(f"pharaoh.games.{game_id}.info").INFO
    return info


def get_game(game_id: str) -> Game[Any, Any]:
    """The engine of a registered game; raises ``KeyError`` for an unknown id."""
    check_game_id(game_id)
    game: Game[Any, Any] = importlib.import_module(f"pharaoh.games.{game_id}.game").GAME
    return game
