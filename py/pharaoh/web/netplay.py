"""The play screen of remote play: the host's and a guest's game, shaped like a pass-and-play session.

The app's play screen talks to a :class:`~pharaoh.web.runner.Session`.  On the host page,
:class:`HostSession` is one whose match is the room's authority: local seats are played by
people at this screen (privacy screen between several of them, as usual), computer seats
and stand-ins by the bots, remote seats by their guests (the page waits for them).  On a
guest's page, :class:`GuestSession` shows only what the host sent for its seat: it has no
match, only the seat's view, its legal actions and its log.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Event, Game, IllegalAction, Outcome, Seat, View
from pharaoh.engine.registry import game_info, get_game
from pharaoh.net.room import GuestRoom, HostRoom
from pharaoh.web.runner import ActResult, SeatSetup, Session, Step


class HostSession(Session):
    """The host page's game: a :class:`Session` over the room's match, remote seats left to their guests."""

    def __init__(self, room: HostRoom, stand_in_bot: str) -> None:
        host = room.host
        if host.match is None or host.seed is None:
            raise ValueError("the room's game has not started")
        self.room = room
        self.info = game_info(host.game_id)
        self.game_id = host.game_id
        self.seed = host.seed
        self.match = host.match
        self.seats = tuple(
            SeatSetup("" if s.kind == "local" else (s.bot or stand_in_bot)) for s in host.slots
        )
        self.humans = tuple(i for i, s in enumerate(host.slots) if s.kind == "local")
        self.shown: Seat | None = self.humans[0] if len(self.humans) == 1 else None
        self.veiled: Seat | None = None
        self.error = ""

    def step(self) -> Step:
        """As for pass and play, but only computer seats and stand-ins are the bots' (remote: wait)."""
        step = super().step()
        if step.kind != "bot":
            return step
        computers = self.room.host.computer_seats()
        return Step("bot", computers[0]) if computers else Step("wait")

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A computer's (or stand-in's) move; refused for a seat a guest plays now."""
        if seat not in self.room.host.computer_seats():
            return self._fail(f"seat {seat} is not played by the computer now")
        return super().bot_act(seat, text, state_id)

    def _apply(self, seat: Seat, text: str, state_id: int | None) -> ActResult:
        before = len(self.match.log)
        try:
            out = self.room.host.act_local(seat, text, state_id)
        except IllegalAction as exc:
            return self._fail(str(exc))
        self.error = ""
        self.room.played(out)
        seen = tuple(e for e in (ev.for_seat(self.shown) for ev in self.match.log[before:]) if e is not None)
        return ActResult(True, seen)


class GuestMatch:
    """The little of a match a guest's screen asks about (whose turn, the state id, the rules object)."""

    def __init__(self, room: GuestRoom) -> None:
        self.room = room
        game_id = room.guest.game or ""
        self.game: Game[Any, Any] = get_game(game_id)

    @property
    def state_id(self) -> int:
        """The state the guest sees."""
        return self.room.guest.state_id

    def to_act(self) -> tuple[Seat, ...]:
        """The seats to act now, as the host said."""
        return tuple(self.room.guest.to_act)


class GuestSession:
    """A guest's game: its seat's screen as the host sent it; actions go to the host."""

    def __init__(self, room: GuestRoom) -> None:
        guest = room.guest
        if guest.game is None:
            raise ValueError("the guest has not been welcomed")
        self.room = room
        self.game_id = guest.game
        self.info = game_info(guest.game)
        self.match = GuestMatch(room)
        self.shown: Seat | None = guest.seat
        self.humans: tuple[Seat, ...] = (guest.seat,) if guest.seat is not None else ()
        self.veiled: Seat | None = None
        self.error = ""

    def view(self) -> View:
        """The seat's view (the public one for a spectator)."""
        return self.room.guest.view or {}

    def log(self) -> tuple[Event, ...]:
        """The events the host sent this seat."""
        return tuple(Event(str(e["kind"]), dict(e["data"])) for e in self.room.guest.log)

    def legal(self) -> list[str]:
        """The seat's legal actions, when it is its turn."""
        guest = self.room.guest
        if self.room.status != "connected":
            return []
        if guest.seat is None or guest.seat not in guest.to_act or guest.phase != "playing":
            return []
        return list(guest.legal)

    def outcome(self) -> Outcome | None:
        """How the game ended, as the host said."""
        data = self.room.guest.outcome
        if data is None:
            return None
        return Outcome(frozenset(data.winners), data.side, data.reason)

    def step(self) -> Step:
        """The guest's turn, the end, or waiting for the host."""
        if self.outcome() is not None:
            return Step("over")
        if self.legal():
            return Step("human", self.shown)
        return Step("wait")

    def reveal(self) -> Seat | None:
        """No privacy screen on a guest's page."""
        return None

    def act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """Send an action to the host; the board moves when the host's update arrives."""
        if seat != self.shown or text not in self.legal():
            return self._fail(f"{text!r} is not one of your moves now")
        problem = self.room.act(text)
        if problem:
            return self._fail(problem)
        self.error = ""
        return ActResult(True, ())

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A guest's page runs no computer players."""
        return self._fail("the host plays the computer seats")

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """A guest's page runs no computer players."""
        raise ValueError("the host plays the computer seats")

    def _fail(self, message: str) -> ActResult:
        self.error = message
        return ActResult(False, (), message)
