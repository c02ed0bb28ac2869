"""A tiny open-information game for runner tests: players take turns adding 1 or 2; 7 or more wins."""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from pharaoh.engine import registry
from pharaoh.engine.game import Event, GameInfo, IllegalAction, Outcome, Seat, View

GAME_ID = "fake_count"
INFO = GameInfo(
    id=GAME_ID,
    name={"de": "Zählen", "en": "Counting"},
    blurb={"de": "Wer 7 erreicht, gewinnt.", "en": "Reach 7 to win."},
    min_players=2,
    max_players=3,
    has_secrets=False,
    playout_bound=50,
)


@dataclass(frozen=True)
class CountState:
    players: int
    total: int
    turn: int


class CountGame:
    info = INFO

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> CountState:
        return CountState(players, 0, 0)

    def to_act(self, state: CountState) -> tuple[Seat, ...]:
        return () if state.total >= 7 else (state.turn,)

    def legal_actions(self, state: CountState, seat: Seat) -> tuple[int, ...]:
        return (1, 2) if seat in self.to_act(state) else ()

    def apply(self, state: CountState, seat: Seat, action: int) -> tuple[CountState, tuple[Event, ...]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action!r} is not legal")
        new = CountState(state.players, state.total + action, (state.turn + 1) % state.players)
        return new, (Event("add", {"seat": seat, "n": action}),)

    def view(self, state: CountState, seat: Seat | None) -> View:
        return {"total": state.total, "turn": state.turn, "seat": seat}

    def outcome(self, state: CountState) -> Outcome | None:
        if state.total < 7:
            return None
        winner = (state.turn - 1) % state.players
        return Outcome(frozenset({winner}), f"seat {winner}", "seven")

    def encode_action(self, action: int) -> str:
        return str(action)

    def decode_action(self, text: str) -> int:
        if text not in ("1", "2"):
            raise IllegalAction(f"not an action: {text[:10]!r}")
        return int(text)

    def sample_consistent(self, view: View, rng: random.Random) -> CountState:
        return CountState(2, view["total"], view["turn"])

    def describe_action(self, view: View, action: int, lang: str) -> str:
        return f"+{action}"

    def describe_event(self, event: Event, lang: str) -> str:
        return f"seat {event.data['seat']} adds {event.data['n']}"


GAME = CountGame()


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the counting game for one test."""
    package = types.ModuleType(f"pharaoh.games.{GAME_ID}")
    info = types.ModuleType(f"pharaoh.games.{GAME_ID}.info")
    info.INFO = INFO  # type: ignore[attr-defined]
    game = types.ModuleType(f"pharaoh.games.{GAME_ID}.game")
    game.GAME = GAME  # type: ignore[attr-defined]
    for module in (package, info, game):
        monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, GAME_ID))
    return GAME_ID
