"""A match: a game, its seed and its list of actions, with the current state.

This is the one place where actions from outside (a local player, a computer, a remote
peer, a save file) meet the engine.  Actions arrive in text notation with the state id
they were chosen on; a stale id, a seat that may not act, malformed notation or an
illegal action each raise :class:`IllegalAction` and leave the match unchanged.

A seat may take back its own last actions (:meth:`Match.undo`) while the engine found
no barrier in them (:mod:`pharaoh.engine.undo`: no chance drawn, nothing hidden shown),
no other seat acted since and its turn goes on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pharaoh.engine.game import Event, Game, IllegalAction, Outcome, Seat, StaleAction, View, events_for
from pharaoh.engine.illegal import illegal
from pharaoh.engine.registry import get_game
from pharaoh.engine.undo import NOTHING, OTHER_SEAT, OVER, UndoRefused, barrier


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a match exactly: game, seed, seats, options, actions."""

    game_id: str
    seed: int
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[tuple[Seat, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict (the body of a save file)."""
        return {
            "game": self.game_id,
            "seed": self.seed,
            "players": self.players,
            "options": dict(self.options),
            "actions": [[seat, text] for seat, text in self.actions],
        }


class Match:
    """A game in progress; the authority that checks every action against the engine."""

    def __init__(self, game_id: str, seed: int, players: int, options: Mapping[str, Any] | None = None):
        self.game: Game[Any, Any] = get_game(game_id)
        self.game_id = game_id
        self.seed = seed
        self.players = players
        self.options: dict[str, Any] = dict(options or {})
        self.state: Any = self.game.new_game(seed, players, self.options)
        self.actions: list[tuple[Seat, str]] = []
        self.log: list[Event] = []
        self.barriers: list[str | None] = []
        """Per applied action, why it may not be taken back (``None``: it may)."""
        self._undo: list[tuple[Any, int]] = []
        """The state and log length before each action of the current run (one seat, no barrier)."""

    @classmethod
    def replay(cls, record: Record) -> Match:
        """Rebuild a match from its record; raises :class:`IllegalAction` if an action does not fit."""
        match = cls(record.game_id, record.seed, record.players, record.options)
        for i, (seat, text) in enumerate(record.actions):
            match.act(seat, text, i)
        return match

    @property
    def state_id(self) -> int:
        """How many actions have been applied: an action chosen on another id is stale."""
        return len(self.actions)

    def record(self) -> Record:
        """The match as a record (for saves and bug reports)."""
        return Record(self.game_id, self.seed, self.players, dict(self.options), tuple(self.actions))

    def to_act(self) -> tuple[Seat, ...]:
        """The seats that must act now."""
        return tuple(self.game.to_act(self.state))

    def outcome(self) -> Outcome | None:
        """The outcome, once the game is over."""
        return self.game.outcome(self.state)

    def view(self, seat: Seat | None) -> View:
        """What ``seat`` may see now (``None``: a spectator)."""
        return self.game.view(self.state, seat)

    def legal(self, seat: Seat) -> list[str]:
        """The legal actions of ``seat`` in text notation."""
        return [self.game.encode_action(a) for a in self.game.legal_actions(self.state, seat)]

    def act(self, seat: Seat, text: str, state_id: int | None = None) -> tuple[Event, ...]:
        """Apply one action given in text notation; returns the events (unfiltered)."""
        if state_id is not None and state_id != self.state_id:
            raise StaleAction(f"stale action: chosen on state {state_id}, the match is at {self.state_id}")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(illegal("no_seat", seat=repr(seat)))
        if seat not in self.game.to_act(self.state):
            raise IllegalAction(illegal("not_to_act", seat=seat))
        action = self.game.decode_action(text)
        before = self.state
        state, events = self.game.apply(before, seat, action)
        reason = barrier(self.game, before, state, seat, events)
        if reason is not None or (self.actions and self.actions[-1][0] != seat):
            self._undo.clear()
        if reason is None:
            self._undo.append((before, len(self.log)))
        self.state = state
        self.actions.append((seat, self.game.encode_action(action)))
        self.barriers.append(reason)
        self.log.extend(events)
        return events

    # -- undo
    def undo_refusal(self, seat: Seat) -> str | None:
        """Why ``seat`` may not take back its last action now (a reason key), or ``None`` if it may.

        Keys: ``"over"``, ``"nothing"`` (no action of its own to take back), ``"other_seat"``
        (another seat acted since, or its turn passed), or the engine's barrier (``"chance"``,
        ``"reveal"``...).
        """
        if self.game.outcome(self.state) is not None:
            return OVER
        if not self.actions:
            return NOTHING
        if self.actions[-1][0] != seat or seat not in self.game.to_act(self.state):
            return OTHER_SEAT if any(s == seat for s, _ in self.actions) else NOTHING
        reason = self.barriers[-1]
        if reason is None and not self._undo:
            # Its last action is free, but the run it began in was taken back past its start
            # (another seat's run, undone, lay between): nothing of its own is kept to restore.
            return OTHER_SEAT
        return reason

    def undoable(self, seat: Seat) -> int:
        """How many of its own last actions ``seat`` may take back one by one (0 if none)."""
        return 0 if self.undo_refusal(seat) is not None else len(self._undo)

    def undo(self, seat: Seat, state_id: int | None = None) -> None:
        """Take back ``seat``'s last action: the match is as it was before it, log included.

        Raises :class:`StaleAction` for a stale ``state_id`` and :class:`UndoRefused` (an
        :class:`IllegalAction` with the reason key) when the policy forbids it.
        """
        if state_id is not None and state_id != self.state_id:
            raise StaleAction(f"stale undo: asked on state {state_id}, the match is at {self.state_id}")
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise UndoRefused(reason, seat)
        state, log_length = self._undo.pop()
        self.state = state
        del self.log[log_length:]
        self.actions.pop()
        self.barriers.pop()

    def log_for(self, seat: Seat | None) -> tuple[Event, ...]:
        """The whole log as ``seat`` may see it."""
        return events_for(self.log, seat)

    def digest(self) -> str:
        """A short hash of the record: equal digests mean equal matches."""
        blob = json.dumps(self.record().to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def filtered(events: Sequence[Event], seat: Seat | None) -> list[dict[str, Any]]:
    """Events as JSON dicts, filtered and redacted for ``seat``."""
    return [e.to_json() for e in events_for(events, seat)]
