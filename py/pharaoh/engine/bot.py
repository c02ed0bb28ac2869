"""Computer players.

A bot sees only what its seat sees: its view and its legal actions (which the seat's
own player would know too).  To look ahead it may draw full states with the game's
``sample_consistent`` and search them; it never touches the real state.

Each game package may have a ``bots`` module with ``BOTS``: a dict from a bot's name to
a factory ``(seed) -> Bot``.  ``random`` exists for every game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.registry import check_game_id


class Bot(Protocol):
    """A computer player for one seat."""

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick one of ``legal`` (a non-empty sequence of the game's actions)."""
        ...


class RandomBot:
    """Plays a uniformly random legal action: the baseline every bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick uniformly at random."""
        return legal[self.rng.randrange(len(legal))]


BotFactory = Callable[[int], Bot]


def bot_factories(game_id: str) -> dict[str, BotFactory]:
    """The bots of a game by name, ``random`` first, then the game's ``BOTS`` in their order.

    A game lists its bots weakest first: the last is the one the set-up screen offers by default.
    """
    check_game_id(game_id)
    bots: dict[str, BotFactory] = {"random": RandomBot}
    try:
        module = importlib.import_module(f"pharaoh.games.{game_id}.bots")
    except ModuleNotFoundError as exc:
        if exc.name != f"pharaoh.games.{game_id}.bots":
            raise
        return bots
    bots.update(module.BOTS)
    return bots


def make_bot(game_id: str, name: str, seed: int = 0) -> Bot:
    """A fresh bot of the given name; raises ``KeyError`` for an unknown one."""
    return bot_factories(game_id)[name](seed)
