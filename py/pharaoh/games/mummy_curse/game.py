"""The mummy_curse engine as one object satisfying the :class:`~pharaoh.engine.game.Game` protocol."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pharaoh.engine.game import Event, GameInfo, Outcome, Seat, View
from pharaoh.engine.undo import REVEAL, default_barrier
from pharaoh.games.mummy_curse import narration, notation, rules, text, views
from pharaoh.games.mummy_curse.info import INFO
from pharaoh.games.mummy_curse.peekproof import CurseHooks
from pharaoh.games.mummy_curse.state import Action, State


class MummyCurse(CurseHooks):
    """Der Fluch der Mumie: seat 0 is the mummy, seats 1.. the explorers (peek-proof: :class:`CurseHooks`)."""

    info: GameInfo = INFO
    limit_reasons: frozenset[str] = frozenset()
    """No limit ends a game (see :class:`~pharaoh.engine.game.Tally`)."""

    def undo_barrier(self, before: State, after: State, seat: Seat, events: tuple[Event, ...]) -> str | None:
        """The generic rule, and a mummy's step onto a square where an explorer might stand is a reveal.

        Such a step tells the mummy whether someone is there (a capture, or the square
        ruled out); a step where nobody can be tells nothing (see :class:`~pharaoh.engine.game.Undo`).
        An explorer's move shows the explorers where it went and the mummy only the face:
        both are the mover's own choice, named by the action, so no reveal.
        """
        events = tuple(e for e in events if e.kind != "move")
        reason = default_barrier(before, after, seat, events, frozenset({"capture"}))
        if reason is None and before.beliefs != after.beliefs and any(e.kind == "mummy_step" for e in events):
            return REVEAL
        return reason

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        """Deal the cards and set up the pyramid (no options)."""
        return rules.new_game(seed, players)

    def to_act(self, state: State) -> tuple[Seat, ...]:
        """The seat to act now (one at a time in this game)."""
        return rules.to_act(state)

    def legal_actions(self, state: State, seat: Seat) -> tuple[Action, ...]:
        """The legal actions of ``seat``."""
        return rules.legal_actions(state, seat)

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Play a legal action."""
        return rules.apply(state, seat, action)

    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may see."""
        return views.view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over."""
        return rules.outcome(state)

    def encode_action(self, action: Action) -> str:
        """Action to notation."""
        return notation.encode_action(action)

    def decode_action(self, text: str) -> Action:
        """Notation to action."""
        return notation.decode_action(text)

    def sample_consistent(self, view: View, rng: random.Random) -> State:
        """A state matching ``view``, hidden parts drawn at random."""
        return views.sample_consistent(view, rng)

    def describe_action(self, view: View, action: Action, lang: str) -> str:
        """A sentence for an action."""
        return text.describe_action(view, action, lang)

    def describe_event(self, event: Event, lang: str) -> str:
        """A sentence for an event."""
        return text.describe_event(event, lang)

    def describe_view(self, view: View, lang: str) -> tuple[str, ...]:
        """Where pawns and mummy stand, treasures and dice (see :class:`~pharaoh.engine.game.Narrator`)."""
        return narration.describe_view(view, lang)

    def seat_roles(self, state: State) -> tuple[str, ...]:
        """The mummy, then the explorer seats (see :class:`~pharaoh.engine.game.Tally`)."""
        return ("mummy",) + ("explorer",) * (state.players - 1)

    def rounds(self, state: State) -> int:
        """The current round (see :class:`~pharaoh.engine.game.Tally`)."""
        return state.round

    def side_audit_history(
        self,
        players: int,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Seat, str, str]],
        rolls: Sequence[int | None],
    ) -> tuple[list[Any], list[Any]]:
        """A verified peek-proof match's states and replay steps (see :mod:`.peekhistory`)."""
        from pharaoh.games.mummy_curse.peekhistory import audit_history

        states, steps = audit_history(self, players, orders, moves, rolls)
        return states, list(steps)


GAME = MummyCurse()
"""The engine instance the registry loads."""
