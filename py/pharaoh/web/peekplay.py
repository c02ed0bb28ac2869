"""The play screen of a peek-proof remote match: a session over this browser's :class:`PeekRoom` or mesh.

The app's play screen asks a session for the view, the legal actions, whose turn it is,
the end; here every answer comes from this browser's own seat's knowledge
(:class:`~pharaoh.net.peekproof.PeekMatch`): the view is the engine's view of the seat's
partial state, the legal actions the engine's for it.  Nothing else is in this browser.

- A person at this screen plays the seat (``humans``), or a computer player does: it
  decides in the page's bot worker from the seat's view and legal actions only (the
  request is the one of :meth:`pharaoh.web.runner.Session.bot_request`), so its secrets
  stay in this browser too.
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
from pharaoh.net.peekroom import PeekRoom
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
        self.seats = tuple(
            SeatSetup(room.bot or "") if s == room.seat else SeatSetup("") for s in range(len(room.names))
        )
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

    def _legal_texts(self) -> list[str]:
        match = self.room.match
        if match is None or not self.room.can_play():
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
            return Outcome(frozenset(), "", "cheat") if verdict is not None and not verdict.verified else None
        try:
            outcome = self.match.game.outcome(match.partial.state)
        except Exception:  # noqa: BLE001 - a state the engine cannot score still ends the game
            return Outcome(frozenset(), "", "over")
        return outcome if outcome is not None else Outcome(frozenset(), "", "over")

    # -- the flow
    def step(self) -> Step:
        """The end, this seat's turn (a person's or the computer's), or waiting for the other browser."""
        if self.outcome() is not None or self.room.verdict is not None:
            return Step("over")
        if self.room.can_play():
            return Step("bot", self.room.seat) if self.room.bot is not None else Step("human", self.room.seat)
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

    def _play(self, text: str, state_id: int | None) -> ActResult:
        if state_id is not None and state_id != self.match.state_id:
            return self._fail(f"chosen on state {state_id}, but the match is at state {self.match.state_id}")
        try:
            action = self.match.game.decode_action(text)
        except (ValueError, KeyError, IndexError) as exc:
            return self._fail(f"{text!r} is not an action of this game: {exc}")
        problem = self.room.play(action)
        if problem:
            return self._fail(problem)
        self.error = ""
        return ActResult(True, ())

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """What this browser's computer player may use: its seat's view and legal actions."""
        if seat != self.room.seat or self.room.bot is None:
            raise ValueError("the other browser plays that seat")
        return {
            "game": self.game_id,
            "bot": self.room.bot,
            "seed": bot_seed(self.bot_key, seat),
            "seat": seat,
            "view": self.view(),
            "legal": self._legal_texts(),
            "state_id": self.match.state_id,
        }

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """The computer player's move; an illegal one (a bot bug) gives way to the first legal move."""
        if seat != self.room.seat or self.room.bot is None:
            return self._fail(f"seat {seat} is not played by the computer here")
        result = self._play(text, state_id)
        if result.ok or (state_id is not None and state_id != self.match.state_id):
            return result
        legal = self._legal_texts()
        if not legal:
            return result
        fallback = self._play(legal[0], None)
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
