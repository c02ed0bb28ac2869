"""Replays: a match record watched again, step by step, through the eyes a watcher may use.

A :class:`Replay` rebuilds a game from its :class:`~pharaoh.engine.match.Record` (seed and
actions) through the engine, once, keeping each action's events and the round it ends in,
and a state every :data:`CHECKPOINT` actions.  Any position (0: before the first action,
``length``: after the last) is then one checkpoint plus at most ``CHECKPOINT - 1`` actions
applied again: stepping back is re-applying actions, never undoing them.

*Eyes* say whose view is shown; :func:`eyes` decides which a watcher may use:

* ``"all"`` (:data:`EVERYTHING`): only once the game is over.  The board follows the seat
  to act at each position (each decision as its player saw it), the log holds every event
  unredacted;
* ``"table"`` (:data:`TABLE`): the spectator's view, always allowed;
* ``"0"``, ``"1"`` ...: one seat's view.  For a finished game, or a game without secrets,
  every seat; for an unfinished game with secrets, only the seats people played at this
  device (``people``): a computer's hand stays hidden, and with several people each seat
  is shown only behind a privacy screen (:func:`needs_veil`).

Rounds come from the game's optional ``rounds(state)`` hook (see
:class:`~pharaoh.engine.game.Tally`); a game without it has no rounds (every position is
round 0) and is watched by moves only.

>>> from pharaoh.engine.match import Match
>>> match = Match("valley_kings", 7, 2)
>>> for _ in range(5):
...     seat = match.to_act()[0]
...     _ = match.act(seat, match.legal(seat)[0])
>>> replay = Replay(match.record())
>>> replay.length, replay.view(5, 0) == match.view(0), replay.finished
(5, True, False)
>>> eyes(replay.finished, True, 2, people=(0,))
('table', '0')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from pharaoh.engine.game import Event, Game, IllegalAction, Outcome, Seat, View, events_for
from pharaoh.engine.illegal import illegal
from pharaoh.engine.match import Record
from pharaoh.engine.registry import get_game

CHECKPOINT: Final = 32
"""A state is kept every this many actions; any position is at most this many actions from one."""
EVERYTHING: Final = "all"
"""The eye that sees everything (finished games only)."""
TABLE: Final = "table"
"""The eye of a spectator: the public part only."""


def round_of(game: Game[Any, Any], state: Any) -> int:
    """The round ``state`` is in, from the game's ``rounds`` hook; 0 if the game has none.

    >>> round_of(object(), None)  # type: ignore[arg-type]
    0
    """
    hook = getattr(game, "rounds", None)
    if not callable(hook):
        return 0
    try:
        value = hook(state)
    except Exception:  # noqa: BLE001 - a round number is a convenience: no rounds then
        return 0
    return value if isinstance(value, int) and value >= 0 else 0


def eye_seat(eye: str) -> Seat | None:
    """The seat an eye looks through (``None`` for the table and for everything).

    >>> eye_seat("2"), eye_seat("table"), eye_seat("all")
    (2, None, None)
    """
    return int(eye) if eye.isdigit() else None


def eyes(finished: bool, has_secrets: bool, players: int, people: Sequence[Seat] = ()) -> tuple[str, ...]:
    """The eyes a watcher may use, the table's first (see the module docstring).

    >>> eyes(True, True, 3)
    ('all', 'table', '0', '1', '2')
    >>> eyes(False, True, 3, people=(2, 0))
    ('table', '0', '2')
    >>> eyes(False, False, 2)
    ('table', '0', '1')
    """
    seats = [str(s) for s in range(players)]
    if finished:
        return (EVERYTHING, TABLE, *seats)
    if not has_secrets:
        return (TABLE, *seats)
    return (TABLE, *(str(s) for s in sorted(set(people)) if 0 <= s < players))


def needs_veil(finished: bool, has_secrets: bool, people: Sequence[Seat], eye: str) -> bool:
    """True if showing ``eye`` must wait behind a privacy screen (several people, secrets, not over).

    >>> needs_veil(False, True, (0, 1), "1"), needs_veil(False, True, (1,), "1")
    (True, False)
    >>> needs_veil(True, True, (0, 1), "1"), needs_veil(False, True, (0, 1), "table")
    (False, False)
    """
    return not finished and has_secrets and len(set(people)) > 1 and eye_seat(eye) is not None


def default_eye(finished: bool, has_secrets: bool, people: Sequence[Seat]) -> str:
    """The eye a replay opens with: everything once over, else the one person's seat, else the table.

    >>> default_eye(True, True, ()), default_eye(False, True, (1,)), default_eye(False, True, (0, 1))
    ('all', '1', 'table')
    """
    if finished:
        return EVERYTHING
    if len(set(people)) == 1:
        return str(people[0])
    return TABLE


@dataclass(frozen=True)
class Step:
    """One action of the record: who played it, its notation, what happened, the round after it."""

    seat: Seat
    action: str
    events: tuple[Event, ...]
    round: int


class Replay:
    """A record rebuilt through the engine, to be watched at any position (see the module docstring)."""

    def __init__(self, record: Record, checkpoint: int = CHECKPOINT) -> None:
        """Rebuild ``record``; raises :class:`IllegalAction` naming the first action that does not fit."""
        self.record = record
        self.game: Game[Any, Any] = get_game(record.game_id)
        self.players = record.players
        self._every = max(1, checkpoint)
        game = self.game
        try:
            state = game.new_game(record.seed, record.players, dict(record.options))
        except Exception as exc:  # noqa: BLE001 - an engine refusing the settings
            raise IllegalAction(illegal("settings", error=exc)) from None
        self.start_round = round_of(game, state)
        self._marks: dict[int, Any] = {0: state}
        steps: list[Step] = []
        for i, (seat, text) in enumerate(record.actions):
            where = {"n": i + 1, "total": len(record.actions), "seat": seat, "text": repr(text)}
            if not isinstance(seat, int) or not 0 <= seat < record.players:
                raise IllegalAction(illegal("replay.seat", **where))
            try:
                if seat not in game.to_act(state):
                    raise IllegalAction(illegal("seat_waits"))
                action = game.decode_action(text)
                state, events = game.apply(state, seat, action)
            except Exception as exc:  # noqa: BLE001 - IllegalAction, or an engine choking on odd input
                raise IllegalAction(illegal("replay", **where, error=exc)) from None
            steps.append(Step(seat, game.encode_action(action), tuple(events), round_of(game, state)))
            if (i + 1) % self._every == 0:
                self._marks[i + 1] = state
        self.steps: tuple[Step, ...] = tuple(steps)
        self._marks[len(steps)] = state
        self.outcome: Outcome | None = game.outcome(state)
        self._last: tuple[int, Any] = (len(steps), state)
        self.loadable = True
        """True if the record alone rebuilds the game (its deal comes from the seed): a save file loads."""

    @classmethod
    def from_history(cls, record: Record, states: Sequence[Any], steps: Sequence[Step]) -> Replay:
        """A replay of positions checked elsewhere: ``states[i]`` after the first ``i`` of ``steps``.

        For a game whose deal does not come from the record's seed (a peek-proof match, dealt by
        mental poker and audited at its end): every position is kept, nothing is applied again,
        and :attr:`loadable` is False (the record would not rebuild it).
        """
        if len(states) != len(steps) + 1:
            raise ValueError("one state more than steps is needed")
        replay = cls.__new__(cls)
        replay.record = record
        replay.game = get_game(record.game_id)
        replay.players = record.players
        replay._every = 1
        replay.start_round = round_of(replay.game, states[0])
        replay._marks = dict(enumerate(states))
        replay.steps = tuple(steps)
        replay.outcome = replay.game.outcome(states[-1])
        replay._last = (len(steps), states[-1])
        replay.loadable = False
        return replay

    # ------------------------------------------------------------ positions
    @property
    def length(self) -> int:
        """How many actions the record holds (the last position)."""
        return len(self.steps)

    @property
    def finished(self) -> bool:
        """True if the record ends with the game over."""
        return self.outcome is not None

    def clamp(self, at: int) -> int:
        """A position within ``0 .. length``.

        >>> Replay(Record("valley_kings", 1, 2)).clamp(9)
        0
        """
        return min(self.length, max(0, at))

    def state(self, at: int) -> Any:
        """The state after the first ``at`` actions: the nearest checkpoint, actions applied again."""
        at = self.clamp(at)
        if self._last[0] == at:
            return self._last[1]
        base = max(k for k in self._marks if k <= at)
        start = self._last[0] if base <= self._last[0] <= at else base
        state = self._marks[base] if start == base else self._last[1]
        for step in self.steps[start:at]:
            state, _ = self.game.apply(state, step.seat, self.game.decode_action(step.action))
        self._last = (at, state)
        return state

    def to_act(self, at: int) -> tuple[Seat, ...]:
        """The seats to act at position ``at`` (empty at the end of a finished game)."""
        return tuple(self.game.to_act(self.state(at)))

    def view(self, at: int, seat: Seat | None) -> View:
        """What ``seat`` (``None``: a spectator) sees at position ``at``."""
        return self.game.view(self.state(at), seat)

    def round(self, at: int) -> int:
        """The round at position ``at`` (0: the game has no rounds)."""
        at = self.clamp(at)
        return self.steps[at - 1].round if at else self.start_round

    def rounds(self) -> list[tuple[int, int]]:
        """Each round with the first position in it, in order: ``[(round, position), ...]``.

        Empty for a game without rounds.
        """
        out: list[tuple[int, int]] = []
        for at in range(self.length + 1):
            number = self.round(at)
            if number and (not out or out[-1][0] != number):
                out.append((number, at))
        return out

    # ------------------------------------------------------------ eyes
    def looks_through(self, at: int, eye: str) -> Seat | None:
        """The seat whose view ``eye`` shows at ``at``; everything follows the seat to act (or the last)."""
        if eye != EVERYTHING:
            return eye_seat(eye)
        to_act = self.to_act(at)
        if to_act:
            return to_act[0]
        at = self.clamp(at)
        return self.steps[at - 1].seat if at else None

    def events(self, upto: int, eye: str, start: int = 0) -> tuple[Event, ...]:
        """The events of actions ``start .. upto - 1`` as ``eye`` sees them (everything: unredacted)."""
        out: list[Event] = []
        for step in self.steps[self.clamp(start) : self.clamp(upto)]:
            if eye == EVERYTHING:
                out.extend(Event(e.kind, e.data) for e in step.events)
            else:
                out.extend(events_for(step.events, eye_seat(eye)))
        return tuple(out)

    def screen(self, at: int, eye: str) -> View:
        """The view ``eye`` shows at ``at`` (raises ``ValueError`` for everything before the end)."""
        if eye == EVERYTHING and not self.finished:
            raise ValueError("everything is shown only once the game is over")
        return self.view(at, self.looks_through(at, eye))
