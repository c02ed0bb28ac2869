"""The engine object of Tara Wolf im Tal der Könige: the contract's methods over the modules here."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pharaoh.engine.game import Event, GameInfo, Move, Outcome, Seat, View
from pharaoh.engine.undo import REVEAL, default_barrier
from pharaoh.games.valley_kings import narration, notation, rules, sampling, setup, text, views
from pharaoh.games.valley_kings.actions import Action
from pharaoh.games.valley_kings.cards import ID, catalog
from pharaoh.games.valley_kings.effects import camp_has
from pharaoh.games.valley_kings.info import INFO
from pharaoh.games.valley_kings.peekproof import PeekProofHooks
from pharaoh.games.valley_kings.state import Phase, State


def _next_tomb_seen(state: State, p: int) -> int | None:
    """The next tomb seat ``p`` sees (it has a Seer in its camp), or ``None``."""
    if state.tomb_deck and camp_has(state.sides[p], "see_tomb"):
        return state.tomb_deck[-1]
    return None


class ValleyKings(PeekProofHooks):
    """Tara Wolf im Tal der Könige for two players (see the package's modules for each rule).

    It plays peek-proof remote matches too (:class:`~pharaoh.engine.game.PeekProof`, peekproof.py).
    """

    info: GameInfo = INFO
    limit_reasons: frozenset[str] = frozenset({"no_tombs"})
    """The safety net of an empty tomb pile (see :class:`~pharaoh.engine.game.Tally`)."""
    reveal_events: frozenset[str] = frozenset({"tomb_opened", "reveal"})
    """Public events that turn face-down cards: no undo across them (see :mod:`pharaoh.engine.undo`)."""

    def undo_barrier(self, before: State, after: State, seat: Seat, events: tuple[Event, ...]) -> str | None:
        """The generic rule, and an action after which a seat sees another next tomb is a reveal.

        A Seer in a camp shows its owner the top of the face-down tomb pile in its view, and
        no event says so: playing the Seer (or taking it with the Sorceress) and taking that
        back would be a free look at the next tomb.
        """
        reason = default_barrier(before, after, seat, events, self.reveal_events)
        news = any(_next_tomb_seen(after, p) not in (None, _next_tomb_seen(before, p)) for p in (0, 1))
        if reason is None and news:
            return REVEAL
        return reason

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        """Set up: options ``short_game`` (3 tombs win) and ``forfeit_coins`` (the two variants)."""
        return setup.new_game(seed, players, options)

    def to_act(self, state: State) -> tuple[int, ...]:
        """Return the one seat to act, or none once the game is over."""
        return rules.to_act(state)

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """List the legal actions of ``seat``."""
        return rules.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Play a legal action; raise IllegalAction for anything else."""
        return rules.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> View:
        """Show what ``seat`` may see."""
        return views.view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        """Return the winner once a side holds enough tombs."""
        if state.phase != Phase.OVER:
            return None
        side = "start_player" if state.winner == state.starter else "second_player"
        return Outcome(frozenset({state.winner}), side, state.reason)

    def encode_action(self, action: Action) -> str:
        """Write the action in text notation."""
        return notation.encode(action)

    def decode_action(self, text: str) -> Action:
        """Parse the text notation (IllegalAction on anything malformed)."""
        return notation.decode(text)

    def sample_consistent(self, view: View, rng: random.Random) -> State:
        """Draw a full state that gives the viewing seat exactly ``view``."""
        return sampling.sample(view, rng)

    def describe_action(self, view: View, action: Action, lang: str) -> str:
        """Describe an action in a readable sentence."""
        return text.describe_action(view, action, lang)

    def describe_event(self, event: Event, lang: str) -> str:
        """Describe an event in a readable sentence."""
        return text.describe_event(event, lang)

    def describe_view(self, view: View, lang: str) -> tuple[str, ...]:
        """What the viewing seat holds and what lies where (see :class:`~pharaoh.engine.game.Narrator`)."""
        return narration.describe_view(view, lang)

    def catalog(self) -> dict[str, dict[str, Any]]:
        """Every card face by id, with texts in German and English (for the UI)."""
        return catalog()

    def seat_roles(self, state: State) -> tuple[str, ...]:
        """Each seat's adventurer id (see :class:`~pharaoh.engine.game.Tally`)."""
        return tuple(ID[side.adventurer] for side in state.sides)

    def rounds(self, state: State) -> int:
        """The current round (see :class:`~pharaoh.engine.game.Tally`)."""
        return state.round

    def audit_history(
        self,
        seed: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
    ) -> tuple[list[Any], list[Any]]:
        """A verified peek-proof match's states and replay steps (see :mod:`.peekhistory`)."""
        from pharaoh.games.valley_kings.peekhistory import audit_history

        states, steps = audit_history(self, seed, options, orders, moves)
        return states, list(steps)


GAME = ValleyKings()
"""The engine, as the registry expects it."""
