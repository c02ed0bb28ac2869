"""GAME: Im Bann der Mumie behind the engine contract (see :mod:`pharaoh.engine.game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from pharaoh.engine.game import Event, GameInfo, IllegalAction, Outcome, Seat, View
from pharaoh.engine.illegal import illegal
from pharaoh.games.mummy_spell import describe, narration, views
from pharaoh.games.mummy_spell.cards import PERSONS, seat_persons
from pharaoh.games.mummy_spell.info import INFO
from pharaoh.games.mummy_spell.notation import Action, decode, encode
from pharaoh.games.mummy_spell.outcome import result
from pharaoh.games.mummy_spell.rounds import begin_round
from pharaoh.games.mummy_spell.rules import apply_action, legal, settle, to_act
from pharaoh.games.mummy_spell.setup import new_state
from pharaoh.games.mummy_spell.state import State

RULES_NOW = 2
"""The rules a new game is played by (``1``: before session 26, see ``INFO.legacy_options``)."""


class MummySpell:
    """The engine of Im Bann der Mumie."""

    info: GameInfo = INFO
    limit_reasons: frozenset[str] = frozenset({"curse"})
    """The round limit ends a game as "curse" (see :class:`~pharaoh.engine.game.Tally`)."""
    reveal_events: frozenset[str] = frozenset({"open", "reveal"})
    """Public events that turn face-down cards (a dig opened, a site's find and beetles turned up when
    it is resolved): no undo across them (see undo.py)."""

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        """Set up the table and run the first preparation up to the first decision.

        The one option, ``rules``, is for games kept before session 26 (``1``: as
        :attr:`~pharaoh.games.mummy_spell.state.State.old_rules`); a new game has none.
        """
        rules = (options or {}).get("rules", RULES_NOW)
        if rules not in (1, RULES_NOW):
            raise ValueError(f"no rules {rules!r} for Im Bann der Mumie (1 or {RULES_NOW})")
        events: list[Event] = []
        state = begin_round(new_state(seed, players, old_rules=rules == 1), events)
        return settle(state, events)

    def to_act(self, state: State) -> tuple[Seat, ...]:
        """The seats that must act now, in seat order."""
        return to_act(state)

    def legal_actions(self, state: State, seat: Seat) -> tuple[Action, ...]:
        """The legal actions of ``seat``."""
        return legal(state, seat)

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply a legal action; raises :class:`IllegalAction` otherwise."""
        return apply_action(state, seat, action)

    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may see."""
        return views.view(state, seat, to_act(state))

    def outcome(self, state: State) -> Outcome | None:
        """The outcome once the game is over."""
        return result(state)

    def encode_action(self, action: Action) -> str:
        """The action's short notation."""
        return encode(action)

    def decode_action(self, text: str) -> Action:
        """Parse a notation (raises :class:`IllegalAction` on malformed text)."""
        try:
            return decode(text)
        except IllegalAction:
            raise
        except Exception as exc:  # hostile input must never escape as another error
            raise IllegalAction(illegal("malformed")) from exc

    def sample_consistent(self, view: View, rng: random.Random) -> State:
        """A full state giving the viewing seat exactly ``view``."""
        return views.sample(view, rng)

    def describe_action(self, view: View, action: Action, lang: str) -> str:
        """A readable sentence for an action."""
        return describe.action_text(view, action, lang)

    def describe_view(self, view: View, lang: str) -> tuple[str, ...]:
        """Cash, people, hand, digs and the mummy (see :class:`~pharaoh.engine.game.Narrator`)."""
        return narration.describe_view(view, lang)

    def describe_event(self, event: Event, lang: str) -> str:
        """A readable sentence for an event."""
        return describe.event_text(event, lang)

    def seat_roles(self, state: State) -> tuple[str, ...]:
        """The mummy, then each seat's character id (see :class:`~pharaoh.engine.game.Tally`)."""
        return ("mummy",) + tuple(PERSONS[p].id for p in seat_persons(state.players)[1:])

    def rounds(self, state: State) -> int:
        """The current round (see :class:`~pharaoh.engine.game.Tally`)."""
        return state.round


GAME = MummySpell()
"""The game object registered as ``mummy_spell``."""
