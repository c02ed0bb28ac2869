"""A game that lasts 60 000 moves, for the flood tests and the flood benchmark.

Seats take turns in order; each says ``tick`` or ``tock`` and draws a secret number that
only it sees (a private event, redacted for the others), so every screen has something
hidden.  It ends after :data:`LENGTH` moves, seat 0 winning.
"""

from __future__ import annotations

import random
import types
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pharaoh.engine.game import Event, GameInfo, IllegalAction, Outcome, Seat, View
from pharaoh.engine.rng import Rng

from .toy import package_modules

GAME_ID = "toy_long"
LENGTH = 60_000

INFO = GameInfo(
    id=GAME_ID,
    name={"de": "Langes Spiel", "en": "Long game"},
    blurb={"de": "Ein Testspiel.", "en": "A test game."},
    min_players=2,
    max_players=3,
    has_secrets=True,
    playout_bound=LENGTH + 1,
)


@dataclass(frozen=True)
class State:
    players: int
    moves: int
    secrets: tuple[int, ...]
    rng: Rng


class LongGame:
    info = INFO

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        if not 2 <= players <= 3 or options:
            raise ValueError("2-3 players, no options")
        return State(players, 0, (0,) * players, Rng.from_seed(seed))

    def to_act(self, state: State) -> tuple[Seat, ...]:
        return () if state.moves >= LENGTH else (state.moves % state.players,)

    def legal_actions(self, state: State, seat: Seat) -> tuple[str, ...]:
        return ("tick", "tock") if seat in self.to_act(state) else ()

    def apply(self, state: State, seat: Seat, action: str) -> tuple[State, tuple[Event, ...]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action!r} is not legal for seat {seat}")
        value, rng = state.rng.randbelow(1000)
        secrets = list(state.secrets)
        secrets[seat] = value
        events = (
            Event("said", {"seat": seat, "word": action}),
            Event("drew", {"seat": seat, "value": value}, frozenset({seat}), {"seat": seat}),
        )
        return replace(state, moves=state.moves + 1, secrets=tuple(secrets), rng=rng), events

    def view(self, state: State, seat: Seat | None) -> View:
        return {
            "moves": state.moves,
            "players": state.players,
            "mine": state.secrets[seat] if seat is not None else None,
        }

    def outcome(self, state: State) -> Outcome | None:
        return Outcome(frozenset({0}), "seat 1", "length") if state.moves >= LENGTH else None

    def encode_action(self, action: str) -> str:
        return action

    def decode_action(self, text: str) -> str:
        if text not in ("tick", "tock"):
            raise IllegalAction(f"not an action: {text!r}")
        return text

    def sample_consistent(self, view: View, rng: random.Random) -> State:
        secrets = tuple(rng.randrange(1000) for _ in range(view["players"]))
        return State(view["players"], view["moves"], secrets, Rng.from_seed(rng.getrandbits(64)))

    def describe_action(self, view: View, action: str, lang: str) -> str:
        return action

    def describe_event(self, event: Event, lang: str) -> str:
        return event.kind


GAME = LongGame()


def modules() -> dict[str, types.ModuleType]:
    """The modules that make ``toy_long`` look like a registered game package."""
    return package_modules(GAME_ID, INFO, GAME)
