"""A tiny hide-and-seek game with every feature remote play must handle.

Seat 0 seeks, the other seats hide.  Hiders first pick a hiding place (0-5) all at once
and in secret; then the seeker guesses a place (``g<n>``) or rolls for one (``roll``,
chance inside ``apply``); everyone found is revealed.  After each guess every hider still
hidden, in seat order, stays (``stay``) or moves in secret (``m<n>``).  The seeker wins
when all are found, the hiders after six guesses.  Hiders see each other; the seeker and
spectators see only who was found.
"""

from __future__ import annotations

import random
import types
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pharaoh.engine.game import Event, GameInfo, IllegalAction, Outcome, Seat, View
from pharaoh.engine.rng import Rng

GAME_ID = "toy_hide"
PLACES = 6
GUESSES = 6

INFO = GameInfo(
    id=GAME_ID,
    name={"de": "Versteckspiel", "en": "Hide and seek"},
    blurb={"de": "Ein Testspiel.", "en": "A test game."},
    min_players=2,
    max_players=3,
    has_secrets=True,
    playout_bound=200,
)


@dataclass(frozen=True)
class State:
    players: int
    phase: str  # "hide", "seek", "move", "over"
    cells: tuple[int, ...]  # per hider; -1 before hiding
    found: tuple[bool, ...]
    guesses: int
    mover: int  # the hider to move in phase "move"
    rng: Rng


def _hiders(state: State) -> range:
    return range(1, state.players)


class ToyGame:
    info = INFO

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        if not 2 <= players <= 3 or options:
            raise ValueError("2-3 players, no options")
        return State(
            players, "hide", (-1,) * (players - 1), (False,) * (players - 1), GUESSES, 0, Rng.from_seed(seed)
        )

    def to_act(self, state: State) -> tuple[Seat, ...]:
        if state.phase == "hide":
            return tuple(s for s in _hiders(state) if state.cells[s - 1] < 0)
        if state.phase == "seek":
            return (0,)
        if state.phase == "move":
            return (state.mover,)
        return ()

    def legal_actions(self, state: State, seat: Seat) -> tuple[str, ...]:
        if seat not in self.to_act(state):
            return ()
        if state.phase == "hide":
            return tuple(f"h{c}" for c in range(PLACES))
        if state.phase == "seek":
            return ("roll", *(f"g{c}" for c in range(PLACES)))
        return ("stay", *(f"m{c}" for c in range(PLACES) if c != state.cells[seat - 1]))

    def apply(self, state: State, seat: Seat, action: str) -> tuple[State, tuple[Event, ...]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action!r} is not legal for seat {seat}")
        hiders = frozenset(_hiders(state))
        if state.phase == "hide":
            cells = list(state.cells)
            cells[seat - 1] = int(action[1:])
            event = Event("hid", {"seat": seat, "cell": cells[seat - 1]}, hiders, {"seat": seat})
            new = replace(state, cells=tuple(cells))
            if min(cells) >= 0:
                new = replace(new, phase="seek")
            return new, (event,)
        if state.phase == "seek":
            rng = state.rng
            if action == "roll":
                guess, rng = rng.randbelow(PLACES)
            else:
                guess = int(action[1:])
            found = tuple(f or c == guess for f, c in zip(state.found, state.cells, strict=True))
            caught = [s for s in hiders if found[s - 1] and not state.found[s - 1]]
            events = (Event("guess", {"cell": guess, "caught": caught}),)
            new = replace(state, found=found, guesses=state.guesses - 1, rng=rng)
            return self._next_mover(new, 0), events
        cells = list(state.cells)
        if action != "stay":
            cells[seat - 1] = int(action[1:])
        event = Event("moved", {"seat": seat, "cell": cells[seat - 1]}, hiders, {"seat": seat})
        return self._next_mover(replace(state, cells=tuple(cells)), seat), (event,)

    def _next_mover(self, state: State, after: int) -> State:
        if all(state.found):
            return replace(state, phase="over")
        for s in _hiders(state):
            if s > after and not state.found[s - 1]:
                return replace(state, phase="move", mover=s)
        if state.guesses == 0:
            return replace(state, phase="over")
        return replace(state, phase="seek", mover=0)

    def view(self, state: State, seat: Seat | None) -> View:
        hider = seat is not None and seat > 0
        result = self.outcome(state)
        return {
            "seat": seat,
            "players": state.players,
            "phase": state.phase,
            "guesses": state.guesses,
            "mover": state.mover,
            "found": list(state.found),
            "hidden": [c >= 0 for c in state.cells],
            "cells": [
                c if (hider or f) and c >= 0 else None for c, f in zip(state.cells, state.found, strict=True)
            ],
            "winner": None if result is None else result.side,
        }

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        if all(state.found):
            return Outcome(frozenset({0}), "seeker", "all_found")
        return Outcome(frozenset(_hiders(state)), "hiders", "time")

    def encode_action(self, action: str) -> str:
        return action

    def decode_action(self, text: str) -> str:
        if not isinstance(text, str) or text not in {"roll", "stay"} | {
            f"{k}{c}" for k in "hgm" for c in range(PLACES)
        }:
            raise IllegalAction(f"not an action: {text!r}")
        return text

    def sample_consistent(self, view: View, rng: random.Random) -> State:
        cells = tuple(
            c if c is not None else (rng.randrange(PLACES) if h else -1)
            for c, h in zip(view["cells"], view["hidden"], strict=True)
        )
        return State(
            view["players"], view["phase"], cells, tuple(view["found"]), view["guesses"], view["mover"],
            Rng.from_seed(rng.getrandbits(64)),
        )  # fmt: skip

    def describe_action(self, view: View, action: str, lang: str) -> str:
        return action

    def describe_event(self, event: Event, lang: str) -> str:
        return event.kind


GAME = ToyGame()


def package_modules(game_id: str, game_info: GameInfo, engine: object) -> dict[str, types.ModuleType]:
    """The modules that make a test game look like a registered game package (no bots)."""
    package = types.ModuleType(f"pharaoh.games.{game_id}")
    package.__path__ = []
    info = types.ModuleType(f"pharaoh.games.{game_id}.info")
    info.INFO = game_info  # type: ignore[attr-defined]
    game = types.ModuleType(f"pharaoh.games.{game_id}.game")
    game.GAME = engine  # type: ignore[attr-defined]
    bots = types.ModuleType(f"pharaoh.games.{game_id}.bots")
    bots.BOTS = {}  # type: ignore[attr-defined]
    return {m.__name__: m for m in (package, info, game, bots)}


def modules() -> dict[str, types.ModuleType]:
    """The modules that make ``toy_hide`` look like a registered game package."""
    return package_modules(GAME_ID, INFO, GAME)
