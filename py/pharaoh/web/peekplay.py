"""The play screen of a peek-proof remote match: a session over this browser's :class:`PeekRoom` or mesh.

The app's play screen asks a session for the view, the legal actions, whose turn it is,
the end; here every answer comes from this browser's own seat's knowledge
(:class:`~pharaoh.net.peekproof.PeekMatch`): the view is the engine's view of the seat's
partial state, the legal actions the engine's for it.  Nothing else is in this browser.

- A person at this screen plays the seat (``humans``), or a computer player does: it
  decides in the page's bot worker from the seat's view and legal actions only (the
  request is the one of :meth:`pharaoh.web.runner.Session.bot_request`), so its secrets
  stay in this browser too.  A mesh room's browser may hold several seats of one side: a
  person's (the shown seat) and computer players' beside it, or computer players' only;
  each computer seat is asked in turn when its match may act (:func:`computer_seats`,
  the same way for both rooms).
- No undo in remote play (the other browser has seen the move).
- The log: a peek-proof match keeps no event log (each seat applies moves to its own
  partial state); the board shows each new state.
"""

from __future__ import annotations

import secrets
from typing import Any

from pharaoh.engine.game import Event, Game, Outcome, Seat, View
from pharaoh.engine.registry import game_info, get_game
from pharaoh.engine.undo import NOTHING
from pharaoh.net.peekmesh import MeshRoom
from pharaoh.net.peekmulti import SideMatch
from pharaoh.net.peekpair import PairMatch
from pharaoh.net.peekroom import PeekRoom
from pharaoh.web.ending import STOPPED_BY_CHEAT, UNSCORED
from pharaoh.web.runner import ActResult, SeatSetup, Step, bot_seed


class PeekMatchFacts:
    """The little of a match the play screen asks about: the rules object, the state id, whose turn."""

    def __init__(self, room: PeekRoom | MeshRoom) -> None:
        self.room = room
        self.game: Game[Any, Any] = get_game(room.game_id)

    @property
    def state_id(self) -> int:
        """The moves applied so far."""
        match = self.room.match
        return len(match.moves) if match is not None else 0

    def to_act(self) -> tuple[Seat, ...]:
        """The seats to act now (public in a game that opts in)."""
        match = self.room.match
        return match.to_act() if match is not None else ()


class PeekSession:
    """This browser's seat of a peek-proof match, as the play screen sees it."""

    def __init__(self, room: PeekRoom | MeshRoom, lang_of: Any = None) -> None:
        self.room = room
        self.game_id = room.game_id
        self.info = game_info(room.game_id)
        self.match = PeekMatchFacts(room)
        self.shown: Seat | None = room.seat
        computer = room.bot is not None
        self.humans: tuple[Seat, ...] = () if computer else (room.seat,)
        bots = computer_seats(room)
        self.seats = tuple(SeatSetup(bots.get(s, "")) for s in range(len(room.names)))
        self.veiled: Seat | None = None
        self.error = ""
        self.bot_key = secrets.token_bytes(16)

    # -- what the screen shows
    def view(self) -> View:
        """The seat's view from its own knowledge ({} before the deal)."""
        match = self.room.match
        if match is None or match.partial is None:
            return {}
        return match.view()

    def log(self) -> tuple[Event, ...]:
        """No event log in a peek-proof match (see the module docstring)."""
        return ()

    def _legal_texts(self, seat: Seat | None = None) -> list[str]:
        seat = self.room.seat if seat is None else seat
        match = seat_match(self.room, seat)
        if match is None or not can_play(self.room, seat):
            return []
        game = self.match.game
        return [game.encode_action(a) for a in match.legal()]

    def legal(self) -> list[str]:
        """The seat's legal actions when a person here must act now."""
        if self.room.bot is not None:
            return []
        return self._legal_texts()

    def outcome(self) -> Outcome | None:
        """The end, once nobody acts and every card this seat was shown is open."""
        match = self.room.match
        verdict = self.room.verdict
        if match is None or match.partial is None:
            return None
        if not self.room.over():
            # a cheat found during play ends the match: the dialog names it (remote over_html)
            return STOPPED_BY_CHEAT if verdict is not None and not verdict.verified else None
        try:
            outcome = self.match.game.outcome(match.partial.state)
        except Exception:  # noqa: BLE001 - a state the engine cannot score still ends the game
            return UNSCORED
        return outcome if outcome is not None else UNSCORED

    # -- the flow
    def step(self) -> Step:
        """The end, this seat's turn (a person's or the computer's), or waiting for the other browser."""
        if self.outcome() is not None or self.room.verdict is not None:
            return Step("over")
        if self.room.bot is None and self.room.can_play():
            return Step("human", self.room.seat)
        for seat in sorted(computer_seats(self.room)):
            if can_play(self.room, seat):
                return Step("bot", seat)
        return Step("wait")

    def reveal(self) -> Seat | None:
        """No privacy screen: one seat per browser."""
        return None

    # -- actions
    def act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A person's move for this browser's seat."""
        if seat != self.room.seat or self.room.bot is not None:
            return self._fail(f"seat {seat} is not played here")
        return self._play(text, state_id)

    def _play(self, text: str, state_id: int | None, seat: Seat | None = None) -> ActResult:
        if state_id is not None and state_id != self.match.state_id:
            return self._fail(f"chosen on state {state_id}, but the match is at state {self.match.state_id}")
        try:
            action = self.match.game.decode_action(text)
        except (ValueError, KeyError, IndexError) as exc:
            return self._fail(f"{text!r} is not an action of this game: {exc}")
        problem = play(self.room, action, self.room.seat if seat is None else seat)
        if problem:
            return self._fail(problem)
        self.error = ""
        return ActResult(True, ())

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """What this browser's computer player may use: its seat's view and legal actions."""
        bots = computer_seats(self.room)
        match = seat_match(self.room, seat)
        if seat not in bots or match is None:
            raise ValueError("the other browser plays that seat")
        return {
            "game": self.game_id,
            "bot": bots[seat],
            "seed": bot_seed(self.bot_key, seat),
            "seat": seat,
            "view": match.view() if match.partial is not None else {},
            "legal": self._legal_texts(seat),
            "state_id": self.match.state_id,
        }

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """The computer player's move; an illegal one (a bot bug) gives way to the first legal move."""
        if seat not in computer_seats(self.room):
            return self._fail(f"seat {seat} is not played by the computer here")
        result = self._play(text, state_id, seat)
        if result.ok or (state_id is not None and state_id != self.match.state_id):
            return result
        legal = self._legal_texts(seat)
        if not legal:
            return result
        fallback = self._play(legal[0], None, seat)
        return ActResult(fallback.ok, (), result.error)

    # -- no undo in remote play
    def undo_refusal(self) -> str | None:
        """Nothing is taken back in remote play."""
        return NOTHING

    def undo_notice(self) -> str | None:
        """Nothing to explain: undo is never offered."""
        return None

    def undo(self, state_id: int | None = None) -> ActResult:
        """Refused: a move is final once the other browser has it."""
        return self._fail("no move is taken back in remote play")

    def _fail(self, message: str) -> ActResult:
        self.error = message
        return ActResult(False, (), message)


def computer_seats(room: PeekRoom | MeshRoom) -> dict[Seat, str]:
    """The seats of this browser a computer player plays, with the player (a person plays the rest)."""
    if isinstance(room, MeshRoom):
        return {s: b for s, b in room.bots.items() if s in room.seats}
    return {room.seat: room.bot} if room.bot is not None else {}


def seat_match(room: PeekRoom | MeshRoom, seat: Seat) -> PairMatch | SideMatch | None:
    """The match of ``seat`` if this browser holds it (its secrets are here), else ``None``."""
    if isinstance(room, MeshRoom):
        return room.matches.get(seat)
    return room.match if seat == room.seat else None


def can_play(room: PeekRoom | MeshRoom, seat: Seat) -> bool:
    """Whether this browser's ``seat`` may play now."""
    if isinstance(room, MeshRoom):
        return room.can_play(seat)
    return seat == room.seat and room.can_play()


def play(room: PeekRoom | MeshRoom, action: Any, seat: Seat) -> str:
    """This browser's ``seat`` plays ``action``; a problem, or "" once the room took it."""
    if isinstance(room, MeshRoom):
        return room.play(action, seat)
    return room.play(action) if seat == room.seat else f"seat {seat} is not played here"
