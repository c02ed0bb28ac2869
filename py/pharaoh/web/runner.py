"""The pass-and-play runner: who acts, which seat the screen shows, when to hide it.

A :class:`Session` wraps a :class:`~pharaoh.engine.match.Match` and knows, for every
seat, whether a person or a computer plays it.  It never draws anything: the app asks
it for the next :class:`Step` and shows what it says.

The privacy rules:

* the screen always shows one seat's view (``shown``), or the spectator's view when no
  person plays (or no person has been shown yet in a game with several people);
* in a game with secrets, before a person's turn is shown to a *different* person than
  the one who saw the screen last, a privacy screen hides everything until tapped;
* computer seats never take the screen: while they play, it keeps showing the last
  person's view, and their moves appear as that person may see them, unless the game is
  private: then the last person's secrets leave the screen as soon as their turn ends
  (the next person to look may be another one), and the computers' moves show as a
  spectator sees them; the person who looked last still needs no privacy screen if
  their turn comes round again.

Undo (:meth:`Session.undo`) takes back the shown person's own last action, within the
engine's policy (:mod:`pharaoh.engine.undo`): never a computer's action, never across
another seat's action or the privacy screen, never after a roll or a reveal.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pharaoh.engine.game import Event, IllegalAction, Outcome, Seat, View
from pharaoh.engine.match import Match
from pharaoh.engine.registry import game_info
from pharaoh.engine.undo import CHANCE, NOTHING, OTHER_SEAT, REVEAL

HUMAN = "human"


@dataclass(frozen=True)
class SeatSetup:
    """Who plays a seat: a person (``bot`` empty) or a computer player by bot name."""

    bot: str = ""

    @property
    def human(self) -> bool:
        """True for a person."""
        return not self.bot


@dataclass(frozen=True)
class Step:
    """What the app must do next.

    ``kind`` is ``"over"`` (the game ended), ``"pass"`` (show the privacy screen for
    ``seat``), ``"human"`` (``seat``'s person chooses), ``"bot"`` (ask ``seat``'s
    computer player) or ``"wait"`` (nothing to do).
    """

    kind: Literal["over", "pass", "human", "bot", "wait"]
    seat: Seat | None = None


@dataclass(frozen=True)
class ActResult:
    """The answer to an action: the events the shown seat may see, or an error message."""

    ok: bool
    events: tuple[Event, ...] = ()
    error: str = ""


class Session:
    """One pass-and-play game on this device."""

    def __init__(
        self,
        game_id: str,
        seats: Sequence[SeatSetup],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        self.info = game_info(game_id)
        if not self.info.min_players <= len(seats) <= self.info.max_players:
            raise ValueError(f"{game_id} takes {self.info.min_players}-{self.info.max_players} players")
        self.game_id = game_id
        self.seats = tuple(seats)
        self.seed = seed
        self.match = Match(game_id, seed, len(seats), options)
        self._people(tuple(i for i, s in enumerate(self.seats) if s.human))

    def _people(self, humans: tuple[Seat, ...]) -> None:
        """Who plays at this screen, and what the screen starts with (shared by every kind of session)."""
        self.humans = humans
        self.shown: Seat | None = humans[0] if len(humans) == 1 else None
        self.veiled: Seat | None = None
        self.last: Seat | None = self.shown
        """The person who saw the screen last (``shown`` may be ``None`` during computer turns)."""
        self.error = ""
        self.bot_key = secrets.token_bytes(16)
        """The computer players' seeds come from it: fresh each session, never from the match's seed."""

    # -- who sees what
    @property
    def private(self) -> bool:
        """True if the screen must be hidden between people (the game has secrets, several people play)."""
        return self.info.has_secrets and len(self.humans) > 1

    def view(self) -> View:
        """The view the screen shows now (the shown seat's, or the spectator's)."""
        return self.match.view(self.shown)

    def log(self) -> tuple[Event, ...]:
        """The log as the shown seat may see it."""
        return self.match.log_for(self.shown)

    def legal(self) -> list[str]:
        """The shown seat's legal actions, if a person plays it and it must act now."""
        seat = self.shown
        if seat is None or self.veiled is not None or seat not in self.humans:
            return []
        if seat not in self.match.to_act():
            return []
        return self.match.legal(seat)

    # -- the flow
    def step(self) -> Step:
        """What comes next; sets the privacy screen when a different person must take over."""
        if self.match.outcome() is not None:
            return Step("over")
        if self.veiled is not None:
            return Step("pass", self.veiled)
        to_act = self.match.to_act()
        people = [s for s in to_act if s in self.humans]
        if self.shown in people:
            return Step("human", self.shown)
        if people:
            seat = people[0]
            if self.private and seat != self.looker():
                self.veiled = seat
                return Step("pass", seat)
            self._show(seat)
            return Step("human", seat)
        computers = [s for s in to_act if s not in self.humans]
        if computers:
            self._clear_secrets()
            return Step("bot", computers[0])
        return Step("wait")

    def looker(self) -> Seat | None:
        """The person in front of the screen: the shown seat, or the person who looked last."""
        return self.shown if self.shown is not None else self.last

    def _show(self, seat: Seat) -> None:
        self.shown = seat
        self.last = seat

    def _clear_secrets(self) -> None:
        """In a private game, no person's turn is due: show the board without anyone's secrets."""
        if self.private and self.shown is not None:
            self.last = self.shown
            self.shown = None

    def reveal(self) -> Seat | None:
        """The person the privacy screen waited for tapped "ready": show their seat."""
        seat = self.veiled
        if seat is not None:
            self._show(seat)
            self.veiled = None
        return seat

    def outcome(self) -> Outcome | None:
        """The outcome once the game is over."""
        return self.match.outcome()

    # -- actions
    def act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A person's action in notation; errors come back as a message and change nothing."""
        if seat not in self.humans:
            return self._fail(f"seat {seat} is played by the computer")
        if self.veiled is not None or seat != self.shown:
            return self._fail(f"seat {seat} is not on the screen")
        return self._apply(seat, text, state_id)

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A computer's action; if it is illegal (a bot bug) the first legal action is played instead."""
        if seat in self.humans:
            return self._fail(f"seat {seat} is played by a person")
        result = self._apply(seat, text, state_id)
        if result.ok or state_id is not None and state_id != self.match.state_id:
            return result
        legal = self.match.legal(seat) if seat in self.match.to_act() else []
        if not legal:
            return result
        fallback = self._apply(seat, legal[0], None)
        return ActResult(fallback.ok, fallback.events, result.error)

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """Everything a computer player may use, as JSON-compatible data: its seat's view and legal moves."""
        return {
            "game": self.game_id,
            "bot": self.seats[seat].bot,
            "seed": bot_seed(self.bot_key, seat),
            "seat": seat,
            "view": self.match.view(seat),
            "legal": self.match.legal(seat),
            "state_id": self.match.state_id,
        }

    # -- undo
    def undo_refusal(self) -> str | None:
        """Why the shown person may not take back their last action now (a reason key), or ``None``.

        ``"nothing"`` when no person is on the screen (a computer's turn, the privacy screen).
        """
        seat = self.shown
        if seat is None or seat not in self.humans or self.veiled is not None:
            return NOTHING
        return self.match.undo_refusal(seat)

    def undo_notice(self) -> str | None:
        """The reason worth telling the shown person why their last action cannot be taken back.

        Only while it is their turn and their own last action is what they would take back:
        a roll or a reveal in it, or another seat's action since (``None`` otherwise, e.g.
        at the start of a turn, when there is nothing of theirs to take back anyway).
        """
        seat, match = self.shown, self.match
        reason = self.undo_refusal()
        if reason is None or seat is None or seat not in match.to_act():
            return None
        if reason == OTHER_SEAT:
            mine = len(match.actions) >= 2 and match.actions[-2][0] == seat and match.barriers[-2] is None
            return reason if mine else None
        return reason if reason in (CHANCE, REVEAL) else None

    def undo(self, state_id: int | None = None) -> ActResult:
        """The shown person takes back their last action; a refusal comes back as a message."""
        seat = self.shown
        if seat is None or seat not in self.humans:
            return self._fail("no person is on the screen")
        if self.veiled is not None:
            return self._fail("the privacy screen is up")
        try:
            self.match.undo(seat, state_id)
        except IllegalAction as exc:
            return self._fail(str(exc))
        self.error = ""
        return ActResult(True)

    def _apply(self, seat: Seat, text: str, state_id: int | None) -> ActResult:
        try:
            events = self.match.act(seat, text, state_id)
        except IllegalAction as exc:
            return self._fail(str(exc))
        self.error = ""
        to_act = self.match.to_act()
        if seat in self.humans and to_act and not any(s in self.humans for s in to_act):
            # The person's turn is over and computers follow: their move already shows as a
            # spectator sees it, so nothing of theirs stays on screen for whoever looks next.
            self._clear_secrets()
        seen = tuple(e for e in (ev.for_seat(self.shown) for ev in events) if e is not None)
        return ActResult(True, seen)

    def _fail(self, message: str) -> ActResult:
        self.error = message
        return ActResult(False, (), message)


def bot_seed(key: bytes, seat: Seat) -> int:
    """A computer player's seed, from the session's secret ``key``.

    Never from the match's seed: that seed fixes every draw of the game, so a bot that
    could work back to it would know every hidden card.

    >>> bot_seed(bytes(16), 0) == bot_seed(bytes(16), 0) != bot_seed(bytes(16), 1)
    True
    """
    digest = hashlib.sha256(key + seat.to_bytes(2, "big")).digest()
    return int.from_bytes(digest[:8], "big")
