"""The engine contract shared by every game: protocol, events, seeded randomness, matches."""

from pharaoh.engine.game import (
    Event,
    Game,
    GameInfo,
    IllegalAction,
    Outcome,
    Seat,
    StaleAction,
    View,
    events_for,
)
from pharaoh.engine.registry import game_ids, game_info, get_game
from pharaoh.engine.rng import Rng

__all__ = [
    "Event",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Outcome",
    "Rng",
    "Seat",
    "StaleAction",
    "View",
    "events_for",
    "game_ids",
    "game_info",
    "get_game",
]
