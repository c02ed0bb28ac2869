"""One match object for a peek-proof room of two browsers, whichever contract the game opts in through.

A peek-proof room (:class:`pharaoh.net.peekroom.PeekRoom`) carries the messages of one
seat's match over one data channel.  A game opts in through the engine contract:

- :class:`~pharaoh.engine.game.PeekProof` (Tara Wolf): the match is
  :class:`~pharaoh.net.peekproof.PeekMatch`, messages in ``peek`` envelopes
  (:mod:`pharaoh.net.peekwire`);
- :class:`~pharaoh.engine.game.PeekSides` (Der Fluch der Mumie): the match is
  :class:`~pharaoh.net.peekmulti.SideMatch` of two seats, messages in ``side`` envelopes
  (:mod:`pharaoh.net.sidewire`), wrapped here in :class:`SidePair` so that the room and the
  play screen ask it the same questions as a :class:`PeekMatch`.

Only two browsers, one seat each: every message of a :class:`SideMatch` of two seats goes
to the other seat and nothing else (a key for one seat, an explorer's ``full`` move, a
side-only reveal all go over the one DTLS-protected channel between the two browsers).  A
match of three or more seats would need a channel between every pair of browsers (see
docs/peek-proof.md, "Links"); :func:`pair_game` refuses it.

>>> isinstance(pair_game("mummy_curse"), PeekSides), isinstance(pair_game("valley_kings"), PeekProof)
(True, True)
>>> pair_game("mummy_spell") is None
True
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Mapping
from typing import Any, Literal, Protocol

from pharaoh.engine.game import PeekProof, PeekSides, Verdict, View
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.errors import UnexpectedMessage
from pharaoh.fair.group import OAKLEY_1024, Group
from pharaoh.fair.jobs import Job, job_of
from pharaoh.fair.wire import Message
from pharaoh.net.peekmulti import Outgoing, SideMatch, resume_steps, save
from pharaoh.net.peekproof import PeekMatch

Wire = Literal["peek", "side"]
"""The envelope a match's messages travel in: ``peek`` (:mod:`~pharaoh.net.peekwire`) or ``side``."""


class PairMatch(Protocol):
    """What a peek-proof room and its play screen ask of one seat's match of two browsers."""

    @property
    def seat(self) -> int:
        """This browser's seat."""

    @property
    def match(self) -> str:
        """The match's id."""

    @property
    def group(self) -> Group:
        """The deal's group."""

    @property
    def verdict(self) -> Verdict | None:
        """Verified, or the first lie and its seat (``None`` while the match runs)."""

    @property
    def opened(self) -> bool:
        """Whether the deal is done and this seat holds its opening cards."""

    @property
    def moves(self) -> list[Any]:
        """Every move applied so far."""

    @property
    def deck(self) -> DeckPlayer:
        """This seat's side of the (first) deal."""

    @property
    def partial(self) -> Any:
        """What this seat knows of the game (``None`` before the public seed)."""

    def view(self) -> View:
        """The seat's view, from its knowledge only."""

    def legal(self) -> tuple[Any, ...]:
        """The seat's legal actions now."""

    def to_act(self) -> tuple[int, ...]:
        """The seats to act now (public)."""

    def settled(self) -> bool:
        """Whether every card the seat was shown so far is open."""

    def can_act(self) -> bool:
        """Whether the seat may act now."""

    def waiting_for(self) -> tuple[int, str] | None:
        """The seat the match waits for, and what it should send."""

    def give_up(self) -> Verdict:
        """End a stalled match naming the seat that stalls (``ValueError`` if none)."""

    def start_job(self) -> Job[list[Message]]:
        """The first messages, as a job."""

    def receive_job(self, message: object) -> Job[list[Message]]:
        """Take the other browser's message, as a job."""

    def play_job(self, action: Any) -> Job[list[Message]]:
        """The seat's own move, as a job."""

    def audit_job(self) -> Job[Verdict | None]:
        """The end's audit, if it is due."""

    def resend(self) -> list[Message]:
        """Everything this seat sent (after a reconnect)."""

    def to_json(self) -> dict[str, Any]:
        """The save, with this seat's secrets (it stays in this browser)."""


def pair_game(game_id: str) -> PeekProof | PeekSides | None:
    """The game's peek-proof hooks for a room of two browsers, if it opts in."""
    from pharaoh.engine.registry import get_game

    try:
        game = get_game(game_id)
    except (KeyError, ValueError):
        return None
    if isinstance(game, PeekProof):
        return game
    if isinstance(game, PeekSides) and _two_sides(game):
        return game
    return None


def _two_sides(game: PeekSides) -> bool:
    try:
        side = game.side_of(2)
    except ValueError:
        return False
    return len(side) == 1


def wire_of(match: object) -> Wire:
    """The envelope of the match's messages."""
    return "side" if isinstance(match, SidePair) else "peek"


def new_pair(
    game: PeekProof | PeekSides,
    *,
    seat: int,
    match: str,
    options: Mapping[str, Any] | None = None,
    group: Group = OAKLEY_1024,
) -> PeekMatch | SidePair:
    """A fresh match of this browser's seat (its secrets drawn now)."""
    if isinstance(game, PeekProof):
        return PeekMatch(game, seat=seat, seed=None, match=match, options=options, group=group)
    return SidePair(SideMatch(game, seat=seat, players=2, match=match, options=options, group=group))


def load_pair(game: PeekProof | PeekSides, data: object, groups: Mapping[str, Group]) -> PeekMatch | SidePair:
    """A stored match read back: re-checked and replayed (raises a ``FairPlayError`` or ``IllegalAction``)."""
    return load_pair_job(game, data, groups).result()


def load_pair_job(
    game: PeekProof | PeekSides, data: object, groups: Mapping[str, Group]
) -> Job[PeekMatch | SidePair]:
    """:func:`load_pair` as a job in slices (a unit: a card checked, a key, a move replayed)."""
    return job_of(_load_steps(game, data, groups))


def _load_steps(
    game: PeekProof | PeekSides, data: object, groups: Mapping[str, Group]
) -> Generator[None, None, PeekMatch | SidePair]:
    if isinstance(game, PeekProof):
        return (yield from PeekMatch.from_json_steps(game, data, groups))
    side = yield from resume_steps(game, data, groups)
    if side.players != 2:
        raise UnexpectedMessage("a stored match of more than two seats")
    return SidePair(side)


def _to_other(out: list[Outgoing], other: int) -> list[Message]:
    """The messages of a two-seat match: each goes to the other seat (nothing else can be an addressee)."""
    bodies = []
    for to, message in out:
        if tuple(to) != (other,):
            raise ValueError(f"a message for seats {to} in a match of two browsers")
        bodies.append(message)
    return bodies


def _drain(job: Job[Any]) -> Iterator[None]:
    while not job.run(1):
        yield


class SidePair:
    """A :class:`SideMatch` of two seats, as a :class:`PairMatch` (every message to the other seat)."""

    def __init__(self, side: SideMatch) -> None:
        if side.players != 2:
            raise ValueError("a pair of browsers plays a match of two seats")
        self.side = side
        """The match itself (this seat's secrets in it)."""

    # -- facts
    @property
    def seat(self) -> int:
        """This browser's seat."""
        return self.side.seat

    @property
    def other(self) -> int:
        """The other seat."""
        return 1 - self.side.seat

    @property
    def match(self) -> str:
        """The match's id."""
        return self.side.match

    @property
    def group(self) -> Group:
        """The deal's group."""
        return self.side.deck.group

    @property
    def verdict(self) -> Verdict | None:
        """Verified, or the first lie and its seat."""
        return self.side.verdict

    @property
    def opened(self) -> bool:
        """The deal is done and this seat holds its hand."""
        return self.side.ready()

    @property
    def moves(self) -> list[Any]:
        """Every move applied so far (seat, public text, full text)."""
        return list(self.side.moves)

    @property
    def deck(self) -> DeckPlayer:
        """This seat's side of the deal."""
        return self.side.deck

    @property
    def partial(self) -> Any:
        """What this seat knows of the game."""
        return self.side.partial

    def view(self) -> View:
        """The seat's view, from its knowledge only."""
        return self.side.view()

    def legal(self) -> tuple[Any, ...]:
        """The seat's legal actions now."""
        return self.side.legal()

    def to_act(self) -> tuple[int, ...]:
        """The seats to act now (public)."""
        return tuple(self.side.game.partial_to_act(self.side.partial))

    def settled(self) -> bool:
        """The deal is done (a hand is never opened again during play)."""
        return self.side.ready()

    def can_act(self) -> bool:
        """Whether the seat may act now."""
        return self.side.can_act()

    def waiting_for(self) -> tuple[int, str] | None:
        """The seat the match waits for, and what it should send."""
        return self.side.waiting_for()

    def give_up(self) -> Verdict:
        """The verdict names the other seat (its objection goes with the next resend)."""
        if self.side.verdict is not None:
            return self.side.verdict
        waiting = self.side.waiting_for()
        if waiting is None or waiting[0] == self.seat:
            raise ValueError("the match waits for nobody else")
        verdict, _ = self.side.give_up()  # the objection is kept in what this seat sent: a resend carries it
        return verdict

    # -- jobs: each returns the bodies to send the other browser
    def _bodies(self, job: Job[list[Outgoing]]) -> Job[list[Message]]:
        return Job(_drain(job), lambda: _to_other(job.result(), self.other))

    def start_job(self) -> Job[list[Message]]:
        """The first messages (the keeper's salt seed; seat 0's shuffle), and anything due after a reload."""
        return self._bodies(self.side.start_job())

    def receive_job(self, message: object) -> Job[list[Message]]:
        """Take the other browser's message (a fault becomes the verdict naming it)."""
        return self._bodies(self.side.receive_job(self.other, message))

    def play_job(self, action: Any) -> Job[list[Message]]:
        """This seat's own legal move (``IllegalAction`` at once otherwise)."""
        return self._bodies(self.side.play_job(action))

    def audit_job(self) -> Job[Verdict | None]:
        """Nothing to do: the end's audit runs when the last opening arrives (or in :meth:`start_job`)."""
        return Job(iter(()), lambda: self.side.verdict)

    def resend(self) -> list[Message]:
        """Everything this seat sent (receivers take repeats once)."""
        return _to_other(self.side.resend(), self.other)

    def to_json(self) -> dict[str, Any]:
        """The save (:func:`pharaoh.net.peekmulti.save`), with this seat's secrets."""
        return save(self.side)
