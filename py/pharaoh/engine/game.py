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
from collections.abc import Callable, Mapping, Sequence
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


class IllegalMove(IllegalAction):
    """A peek-proof move (or a seat's answer to one) that breaks the rules, with the seat to blame.

    >>> IllegalMove("played a card it never drew", seat=1).seat
    1
    """

    def __init__(self, message: str, *, seat: int) -> None:
        super().__init__(message)
        self.seat = seat
        """The seat that made the move or gave the answer."""


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
    has_guide: bool = False
    """True if the game has a guided first game (its ``guide`` module's ``GUIDE``,
    :func:`pharaoh.engine.guide.guide_script`).  The menu reads this flag, so it offers the
    guided game without importing the guide (tests/web/test_menu_imports.py checks they agree)."""
    legacy_options: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)
    """Per older save version, the options that replay a game kept under it by the rules it was
    played under (a rule fixed since changes what the same actions do): a stored game of an
    older page goes on as it was, never lost (:func:`pharaoh.saves.load_save`)."""


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


@dataclass(frozen=True)
class DealSpec:
    """The piles a peek-proof match deals by mental poker (see :class:`PeekProof`).

    Positions (slots) and card numbers run through the piles in order, as in
    :class:`pharaoh.fair.deck.DeckPlayer`.
    """

    label: str
    """The deck's name, game and version (fixes the public card encoding)."""
    piles: tuple[int, ...]
    """Pile sizes."""


SLOT_SPAN = 1024
"""Slots of a match's deals: position ``j`` of deal ``k`` (0: the first) is slot ``k * SLOT_SPAN + j``."""


@dataclass(frozen=True)
class Reveal:
    """A dealt card (a *slot*, its deck position) to be shown to one seat, or to all (``to=None``)."""

    slot: int
    to: Seat | None


@dataclass(frozen=True)
class Move:
    """One move as it travels in a peek-proof match: no more than the other seats may learn.

    ``text`` is the game's public notation of the action (a card laid face down is named
    by its slot only); ``claims`` are the slots the move uses (the card played, the card
    laid face down), bound to the deal so they cannot be changed later.
    """

    seat: Seat
    text: str
    claims: tuple[int, ...] = ()


@dataclass(frozen=True)
class Verdict:
    """The end of a peek-proof match's audit: verified, or the first illegal move and its seat."""

    verified: bool
    seat: Seat | None = None
    """The seat found cheating (``None`` if verified)."""
    move: int | None = None
    """The index of the first illegal move in the match's list of moves (``None``: not a move)."""
    reason: str = ""


@runtime_checkable
class PeekProof(Protocol):
    """Optional hooks of a game that plays remotely with no browser holding another seat's secrets.

    A game opts in by offering these next to the :class:`Game` methods (docs/peek-proof.md);
    the network layer reads nothing else of it.  Dealt cards are *slots*; a seat's
    *partial* state holds only what that seat may know: its own cards, what was shown to
    it, the public rest.  ``Any`` stands for the game's partial-state type.
    """

    def deal_spec(self, players: int, options: Mapping[str, Any] | None) -> DealSpec:
        """The piles dealt by mental poker for this match."""
        ...

    def partial_game(self, seed: int, players: int, options: Mapping[str, Any] | None, seat: Seat) -> Any:
        """``seat``'s knowledge at the start: every dealt card unknown; public draws from ``seed``."""
        ...

    def opening_reveals(self, partial: Any) -> tuple[Reveal, ...]:
        """The slots dealt to each seat before play (its hand), with their owners."""
        ...

    def learn(self, partial: Any, slot: int, card: int) -> Any:
        """The partial state once its seat has seen ``card`` (a card number of the slot's deal) there."""
        ...

    def extra_deal(
        self, partial: Any, move: Move, answers: Mapping[Seat, tuple[int, ...]]
    ) -> DealSpec | None:
        """A deal ``move`` needs before it applies (a reshuffle), or ``None``: alike for every seat."""
        ...

    def dealt(self, partial: Any, deal: int) -> Any:
        """The partial state once deal number ``deal`` (1, 2, ...) is dealt: its slots take their place."""
        ...

    def partial_view(self, partial: Any) -> View:
        """The seat's view (as :meth:`Game.view`), from its knowledge only."""
        ...

    def partial_to_act(self, partial: Any) -> tuple[Seat, ...]:
        """The seats to act now (public)."""
        ...

    def partial_legal(self, partial: Any) -> tuple[Any, ...]:
        """The legal actions of the partial state's own seat (empty if it need not act)."""
        ...

    def public_move(self, partial: Any, action: Any) -> Move:
        """The seat's own legal ``action`` as it is sent: public text and the slots it uses."""
        ...

    def responders(self, partial: Any, move: Move) -> tuple[Seat, ...]:
        """The seats that must name slots of their own before ``move`` applies (e.g. a card taken)."""
        ...

    def respond(self, partial: Any, move: Move) -> tuple[int, ...] | None:
        """This seat's answer to ``move`` (the slots it must name), or ``None`` until it can tell.

        An answer may wait for the move's own cards to be shown (a card played must be seen,
        and the move legal, before a card of the answering seat is shown to anybody).
        """
        ...

    def reveals(
        self, partial: Any, move: Move, answers: Mapping[Seat, tuple[int, ...]]
    ) -> tuple[Reveal, ...]:
        """The slots to show before ``move`` applies (cards played, a tomb turned, a card taken).

        Only those the seat can tell so far: a card of one seat shown to another waits until the
        card played is seen and the move checked; the caller asks again after each card it learns.
        """
        ...

    def advance(
        self, partial: Any, move: Move, answers: Mapping[Seat, tuple[int, ...]]
    ) -> tuple[Any, tuple[Reveal, ...]]:
        """Apply ``move`` (its reveals learnt) and check what this seat can check.

        Returns the new partial state and the slots to show after it (cards drawn).
        Raises :class:`IllegalAction` if the move is illegal as far as this seat can tell.
        """
        ...

    def audit(
        self,
        seed: int,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Move, Mapping[Seat, tuple[int, ...]]]],
    ) -> Verdict:
        """Replay the whole match with every card known (``orders``: each deal's card at each position)."""
        ...


@dataclass(frozen=True)
class SideReport:
    """What a hidden side tells everybody after one move (see :class:`PeekSides`).

    ``facts`` are the public results only the side can compute (dice thrown hidden, a capture);
    ``value`` are the bytes the side commits to (its hidden state after the move), sent only as a
    salted digest until the end of the match.
    """

    facts: tuple[int, ...]
    value: bytes


@runtime_checkable
class PeekSides(Protocol):
    """Optional hooks of a game where one *side* of the table shares a hidden board (docs/peek-proof.md).

    The side's seats (e.g. the explorers) hold the hidden positions; the other seats (the
    mummy) hold exactly their view.  Dealt cards are *slots* as in :class:`PeekProof`; the
    side's lowest seat (the *keeper*) reports after every move: public facts and a
    commitment to the hidden state.  Dice are thrown per move by commit-reveal among all
    seats; a throw by a side seat is seen by the side only.  ``Any`` stands for the game's
    partial-state type.  :class:`pharaoh.net.peekmulti.SideMatch` reads the game through
    these methods and nothing else.
    """

    def deal_spec(self, players: int, options: Mapping[str, Any] | None) -> DealSpec:
        """The piles dealt by mental poker for this match."""
        ...

    def side_of(self, players: int) -> frozenset[Seat]:
        """The seats that share the hidden board (its lowest seat is the keeper)."""
        ...

    def side_game(self, players: int, options: Mapping[str, Any] | None, seat: Seat) -> Any:
        """``seat``'s knowledge at the start: every dealt card unknown; hidden positions if on the side."""
        ...

    def opening_reveals(self, partial: Any) -> tuple[Reveal, ...]:
        """The slots dealt to each seat before play (its hand), with their owners."""
        ...

    def learn(self, partial: Any, slot: int, card: int) -> Any:
        """The partial state once its seat has seen ``card`` at ``slot``."""
        ...

    def partial_view(self, partial: Any) -> View:
        """The seat's view (as :meth:`Game.view`), from its knowledge only."""
        ...

    def partial_to_act(self, partial: Any) -> tuple[Seat, ...]:
        """The seats to act now (public)."""
        ...

    def partial_legal(self, partial: Any) -> tuple[Any, ...]:
        """The legal actions of the partial state's own seat (empty if it need not act)."""
        ...

    def side_move(self, partial: Any, action: Any) -> tuple[str, str]:
        """The seat's own legal ``action`` as sent: its public text and its full text (for the side)."""
        ...

    def roll_audience(self, partial: Any, move: Move) -> frozenset[Seat] | None:
        """Whether ``move`` (public text) throws dice first, and who sees them (``None``: no throw)."""
        ...

    def side_apply(self, partial: Any, move: Move, roll: int | None) -> tuple[Any, SideReport]:
        """A side seat applies ``move`` (full text; ``roll``: the throw's seed) and computes the report.

        Raises :class:`IllegalMove` naming the mover if the move breaks the rules.
        """
        ...

    def public_apply(
        self, partial: Any, move: Move, roll: int | None, facts: tuple[int, ...], keeper: Seat
    ) -> Any:
        """A seat off the side applies ``move`` (public text) with the keeper's ``facts``.

        ``roll`` is the throw's seed if this seat may see it.  Raises :class:`IllegalMove`
        naming the mover, or the ``keeper`` for facts that cannot be true.
        """
        ...

    def side_audit(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Seat, str, str]],
        rolls: Sequence[int | None],
        reports: Sequence[tuple[tuple[int, ...], str]],
        digest: Callable[[int, bytes], str],
    ) -> Verdict:
        """Replay the whole match with every card and throw known: the first lie, or verified.

        ``moves``: (seat, public text, full text); ``rolls``: each move's throw seed;
        ``reports``: the keeper's facts and digest per move (a match stopped by an objection
        may end with a move not reported yet); ``digest(n, value)`` is the digest the
        keeper's ``value`` for move ``n`` must have.  A replay that finds no lie in a match
        that is not over gives a verdict naming no seat.
        """
        ...


@runtime_checkable
class Undo(Protocol):
    """Optional hook of a game that decides which actions a player may take back.

    Without it, :func:`pharaoh.engine.undo.barrier` applies the generic rule (the state's
    ``rng`` moved, an event not for everybody alike, or an event kind the game lists in a
    ``reveal_events`` frozenset).  ``Any`` stands for the game's state type.
    """

    def undo_barrier(self, before: Any, after: Any, seat: Seat, events: tuple[Event, ...]) -> str | None:
        """Why ``seat``'s action from ``before`` to ``after`` may not be taken back, or ``None``.

        ``None`` when it drew no chance and showed nothing hidden to anyone (the actor
        included), else a reason key (``"chance"``, ``"reveal"``...).
        """
        ...


@runtime_checkable
class Narrator(Protocol):
    """Optional hook of a game that says in a few sentences what a seat holds and what lies where.

    The screen-reader mirror (:mod:`pharaoh.web.mirror`) reads them under the turn line.
    """

    def describe_view(self, view: View, lang: str) -> tuple[str, ...]:
        """Short sentences built only from ``view`` (one seat's view, never the state), in ``lang``."""
        ...
