"""The contract every game engine fulfils.

A game is a module-level object satisfying :class:`Game`.  States are immutable values
(frozen dataclasses of tuples), so branching a state for search costs nothing and
``apply`` can never change its input.  Moves are pure functions of the state: all
randomness comes from the :class:`~pharaoh.engine.rng.Rng` inside the state.

Seats are numbered ``0 .. players-1``.  A seat's *view* is a JSON-compatible dict of
exactly what that seat may know; it is the only thing that ever leaves the holder of
the state (for the screen, a remote peer, or a computer player).  ``None`` as a seat
means a spectator, who sees the public part only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

Seat = int
View = dict[str, Any]
"""A JSON-compatible dict: what one seat may see of a state."""

S = TypeVar("S")
A = TypeVar("A")


class IllegalAction(ValueError):  # noqa: N818 - the name the contract promises
    """Raised by ``apply`` (and ``decode_action``) for anything that is not a legal action.

    >>> issubclass(IllegalAction, ValueError)
    True
    """


class StaleAction(IllegalAction):
    """Raised when an action was chosen on a state that is no longer the current one."""


@dataclass(frozen=True)
class Event:
    """Something that happened, for logs and animations.

    ``audience`` lists the seats that may see the event (``None``: everybody, spectators
    included).  Seats outside the audience see ``redacted`` instead, or nothing if it is
    ``None``: e.g. "grey moved 3 squares to (4, 7)" for the explorers and "grey moved 3"
    for the mummy.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    audience: frozenset[Seat] | None = None
    redacted: Mapping[str, Any] | None = None

    def for_seat(self, seat: Seat | None) -> Event | None:
        """The event as ``seat`` may see it, or ``None`` if it may see nothing of it.

        >>> e = Event("roll", {"dice": [1, 2]}, frozenset({0}), {"count": 2})
        >>> e.for_seat(0).data
        {'dice': [1, 2]}
        >>> e.for_seat(1).data
        {'count': 2}
        >>> Event("secret", {}, frozenset({0})).for_seat(None) is None
        True
        """
        if self.audience is None or (seat is not None and seat in self.audience):
            return Event(self.kind, self.data)
        if self.redacted is None:
            return None
        return Event(self.kind, self.redacted)

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-compatible dict (after filtering with :meth:`for_seat`)."""
        return {"kind": self.kind, "data": dict(self.data)}


def events_for(events: Sequence[Event], seat: Seat | None) -> tuple[Event, ...]:
    """Filter a list of events down to what ``seat`` may see, redacting where needed."""
    out = []
    for event in events:
        seen = event.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return tuple(out)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``side`` names the winning side for statistics ("mummy", "explorers", "seat 1"...);
    ``reason`` is a short machine-readable key the UI turns into a sentence.
    """

    winners: frozenset[Seat]
    side: str
    reason: str


@dataclass(frozen=True)
class GameInfo:
    """What the menu and the runner need to know about a game before it starts."""

    id: str
    name: Mapping[str, str]
    """The game's name by language code ("de", "en")."""
    blurb: Mapping[str, str]
    """One line about the game by language code."""
    min_players: int
    max_players: int
    has_secrets: bool
    """True if seats hold information others may not see (pass-and-play needs a privacy screen)."""
    playout_bound: int
    """An upper bound on the number of actions of a random playout (for tests)."""


class Game(Protocol[S, A]):
    """The interface of a game engine.  See the module docstring for the conventions."""

    info: GameInfo

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> S:
        """The initial state for ``players`` seats, every random draw seeded by ``seed``."""
        ...

    def to_act(self, state: S) -> tuple[Seat, ...]:
        """The seats that must act now, in seat order; empty once the game is over."""
        ...

    def legal_actions(self, state: S, seat: Seat) -> tuple[A, ...]:
        """The legal actions of ``seat`` in a deterministic order (empty if it need not act)."""
        ...

    def apply(self, state: S, seat: Seat, action: A) -> tuple[S, tuple[Event, ...]]:
        """The state after ``seat`` plays ``action``, and what happened.

        Raises :class:`IllegalAction` for anything ``legal_actions`` does not list.
        """
        ...

    def view(self, state: S, seat: Seat | None) -> View:
        """What ``seat`` may see of ``state`` (``None``: a spectator)."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """The outcome of a finished game, or ``None`` while it goes on."""
        ...

    def encode_action(self, action: A) -> str:
        """The action in the game's short text notation."""
        ...

    def decode_action(self, text: str) -> A:
        """Parse the text notation; raises :class:`IllegalAction` on malformed text."""
        ...

    def sample_consistent(self, view: View, rng: random.Random) -> S:
        """A full state that gives the viewing seat exactly ``view``.

        Hidden parts are drawn at random among what that seat cannot rule out: this is
        how computer players reason without cheating.
        """
        ...

    def describe_action(self, view: View, action: A, lang: str) -> str:
        """A readable sentence for an action, for menus and logs."""
        ...

    def describe_event(self, event: Event, lang: str) -> str:
        """A readable sentence for an event (already filtered for the reader)."""
        ...


@runtime_checkable
class Tally(Protocol):
    """Optional hooks for statistics over finished games (``python -m pharaoh balance``).

    A game object may offer these next to the :class:`Game` methods; the balance command
    reads roles, rounds and limits through them and never looks inside a game's state.
    """

    limit_reasons: frozenset[str]
    """The :attr:`Outcome.reason` values that mean a limit ended the game, not play itself
    (e.g. a round limit or a safety net)."""

    def seat_roles(self, state: Any) -> tuple[str, ...]:
        """The role each seat plays, by seat.

        A character's or adventurer's id, or a side's name where every seat of that side
        plays alike (e.g. ``("mummy", "explorer", ...)``).
        """
        ...

    def rounds(self, state: Any) -> int:
        """The number of the round the game is in (counted from 1; at the end: its length)."""
        ...
