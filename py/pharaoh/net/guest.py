"""A guest's side of the protocol: what it sends, what it keeps, and the final check.

The page's glue feeds every raw message from the host to :meth:`Guest.receive` (which
validates it and returns the replies to send) and reads the fields to draw the screen:
``view``, ``legal``, ``to_act``, ``log``, ``seats``, ``phase``, ``outcome``, ``last_error``.
The guest takes part in the fair seed by itself and keeps what the final check needs: a
digest of every screen it is shown, every action it sent (with the state it chose it on),
every seed draw it saw (its own value and commitment, the commitments listed, whether it
revealed, why a draw ended), and the stretches of the game it watched its seat without a
break.  At the end it checks the host's record (``verdict``, a :class:`~pharaoh.net.fairseed.Verdict`).
:meth:`Guest.to_json` / :meth:`Guest.from_json` keep it across a reload of the page (its
token brings it back to its seat, what it kept keeps the final check possible).
"""

from __future__ import annotations

import base64
import os
import re
from collections.abc import Callable
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from pharaoh.engine.match import Record
from pharaoh.net import fairseed
from pharaoh.net.fairseed import Draw, Sent, Shown, Verdict
from pharaoh.net.messages import (
    MAX_ACTIONS,
    MAX_STATE_ID,
    AbandonWhy,
    Action,
    Bye,
    Error,
    GameId,
    Hello,
    Hex64,
    Name,
    Notation,
    OutcomeData,
    PeerLabel,
    Phase,
    Ping,
    Pong,
    ProtocolError,
    Reason,
    Round,
    SeatInfo,
    Seats,
    SeedAbandoned,
    SeedCommit,
    SeedCommits,
    SeedReveal,
    SeedStart,
    Sync,
    Token,
    Undo,
    Update,
    Verify,
    Welcome,
    encode_message,
    parse_from_host,
)
from pharaoh.net.messages import Verdict as Verdict_
from pharaoh.net.reasons import peer_said
from pharaoh.net.reasons import reason as because
from pharaoh.net.screens import screen_digest
from pharaoh.saves import SaveError, describe_validation

MAX_LOG = 2000
"""The guest keeps this many events of the log (older ones are dropped)."""

MAX_SHOWN = 4 * MAX_ACTIONS
"""The guest keeps the digests of this many screens (the final check covers those)."""

MAX_SENT = MAX_ACTIONS
"""The guest keeps this many of the actions it sent (a longer game is not verified anyway)."""

MAX_DRAWS = 64
"""The most seed draws a guest keeps; a host starting more is not believed."""

MAX_STRETCHES = 1000
"""The most stretches of watched play a guest keeps (one per connection or stand-in)."""

REFUSALS = frozenset(
    {
        "not_joined", "spectator", "not_your_seat", "not_started", "game_over", "stand_in", "stale",
        "not_your_turn", "illegal", "engine_error",
    }
)  # fmt: skip
"""The error codes that refuse an action."""

UNDONE = "undone"
"""What a sent action is marked with once the host took it back at our request (or another
seat's undo went back past it): the final check leaves it out."""

MAX_MARKS = 256
"""The guest remembers where this many last updates began in its log (an undo drops their events)."""


class Guest:
    """One guest: a seat's player or a spectator, talking to the host through raw JSON strings."""

    def __init__(
        self,
        name: str,
        *,
        role: Literal["player", "spectator"] = "player",
        seat: int | None = None,
        token: str | None = None,
        entropy: Callable[[int], bytes] = os.urandom,
    ) -> None:
        self.name = name
        self.role: Literal["player", "spectator"] = role
        self.want_seat = seat
        self.token = token
        self.entropy = entropy
        self.game: str | None = None
        self.players = 0
        self.options: dict[str, Any] = {}
        self.seat: int | None = None
        self.peer: str | None = None
        self.phase: Phase = "lobby"
        self.seats: list[SeatInfo] = []
        self.spectators = 0
        self.state_id = 0
        self.view: dict[str, Any] | None = None
        self.legal: list[str] = []
        self.to_act: list[int] = []
        self.log: list[dict[str, Any]] = []
        self.marks: list[tuple[int, int]] = []
        """(state id, log length before its events) of the last updates: an undo cuts the log there."""
        self.undos = 0
        """The host's undo count on the screen we see (sent back with every action)."""
        self.undoable = False
        """Our seat may ask to take back its last action now (the host says so)."""
        self.outcome: OutcomeData | None = None
        self.last_error: Error | None = None
        self.closed: str | None = None
        """Why the host said goodbye, if it did."""
        self.round = 0
        """The number of the latest seed draw (every guest's screen shows it)."""
        self.secret: bytes | None = None
        self.commits: dict[str, str] = {}
        self.seed_problem: str | None = None
        self.host_problem: str | None = None
        """A step the host took that no honest host takes (back without an undo, fewer undos):
        the final check fails with it."""
        self.shown: list[Shown] = []
        self.cut = 0
        """Screens not kept (past :data:`MAX_SHOWN`): the check cannot cover them."""
        self.session = 0
        """How many times the host welcomed us: each welcome is a new connection."""
        self.pregame = False
        """This connection began before the game did (we will see it start)."""
        self.welcomed_in_lobby = False
        self.sent: list[Sent] = []
        self.sent_changed: set[int] = set()
        """Indices in :attr:`sent` whose outcome changed (a refusal) since the room last stored them."""
        self.draws: list[Draw] = []
        self.start: int | None = None
        """The draw we saw the game start from (-1: none we took part in; ``None``: not seen)."""
        self.watched: list[tuple[int, int]] = []
        """Stretches of states shown one after the other, our seat ours (no computer standing in)."""
        self.watching = False
        self.verdict: Verdict | None = None
        """After the game: whether the record reproduced everything this guest saw and sent, and why."""
        self.record: Record | None = None
        """The host's record of the finished match (for the replay and export; kept in memory only).

        Dropped when the final check fails: a record that is not the game played is never replayed.
        """

    # ------------------------------------------------------------ messages out

    def hello(self) -> str:
        """Build the first message on a new connection (with the resume token after a reload)."""
        if self.role == "spectator":
            return encode_message(Hello(name=self.name, role="spectator"))
        return encode_message(Hello(name=self.name, role="player", seat=self.want_seat, token=self.token))

    def act(self, text: str) -> str:
        """Build an action for this guest's seat, on the state it sees now (and keep it)."""
        if self.seat is None:
            raise ValueError(because("play.cannot_act"))
        message = encode_message(Action(seat=self.seat, state_id=self.state_id, text=text, undos=self.undos))
        if len(self.sent) < MAX_SENT:
            self.sent.append(Sent(self.state_id, text, self.session))
        return message

    def undo(self) -> str:
        """Build a request to take back our seat's last action, on the screen we see now."""
        if self.seat is None:
            raise ValueError(because("play.cannot_act"))
        return encode_message(Undo(seat=self.seat, state_id=self.state_id, undos=self.undos))

    def sync(self) -> str:
        """Ask the host to repeat the current screen."""
        return encode_message(Sync())

    def bye(self, reason: str = "") -> str:
        """Build a goodbye to send before closing the connection (by default: the page was closed)."""
        return encode_message(Bye(reason=reason or because("bye.page_closed")))

    # ------------------------------------------------------------ messages in

    def receive(self, raw: str | bytes) -> list[str]:
        """Take one raw message from the host; returns the replies to send.

        Raises :class:`~pharaoh.net.messages.ProtocolError` for a malformed message (and
        changes nothing).
        """
        message = parse_from_host(raw)
        if isinstance(message, Welcome):
            self._welcome(message)
        elif isinstance(message, Update):
            self._update(message)
        elif isinstance(message, Seats):
            self.seats, self.spectators = list(message.seats), message.spectators
            self._watch(self.state_id)
        elif isinstance(message, Error):
            self._refused(message)
        elif isinstance(message, SeedStart):
            return self._seed_start(message)
        elif isinstance(message, SeedAbandoned):
            self._seed_abandoned(message)
        elif isinstance(message, SeedCommits):
            return self._seed_commits(message)
        elif isinstance(message, Verify):
            return [self._verify(message)]
        elif isinstance(message, Ping):
            return [encode_message(Pong(nonce=message.nonce))]
        elif isinstance(message, Bye):
            self.closed = peer_said(message.reason)
        return []

    def _welcome(self, message: Welcome) -> None:
        if message.seat is not None and message.seat >= message.players:
            raise ProtocolError("bad_field", "a welcome to a seat beyond the players")
        if self.shown and message.view is not None:  # welcomed back (maybe after a reload): it went on
            self._check_step(self.state_id, message.state_id, message.undos)
        self.game, self.players, self.options = message.game, message.players, dict(message.options)
        self.seat, self.peer = message.seat, message.peer
        if message.token is not None:
            self.token = message.token
        self.phase, self.seats, self.spectators = message.phase, list(message.seats), message.spectators
        self.state_id, self.view, self.legal = message.state_id, message.view, list(message.legal)
        self.to_act, self.outcome, self.closed = list(message.to_act), message.outcome, None
        events = [e.model_dump() for e in message.events]
        self.log, self.marks = events, []
        self.undos, self.undoable = message.undos, message.undoable
        self.session += 1  # a new connection: what we watched before ends here
        self.pregame = message.view is None
        self.welcomed_in_lobby = message.phase == "lobby"
        self.watching = False
        if message.view is not None:
            self._keep(
                Shown("welcome", message.state_id, False, screen_digest(message.view, message.legal, events))
            )
            self._watch(message.state_id)

    def _update(self, message: Update) -> None:
        events = [e.model_dump() for e in message.events]
        before = self.state_id if self.view is not None else -1
        if before >= 0:
            self._check_step(before, message.state_id, message.undos)
        self.phase, self.state_id, self.view = message.phase, message.state_id, message.view
        self.legal, self.to_act, self.outcome = list(message.legal), list(message.to_act), message.outcome
        if message.undos > self.undos:
            self._went_back(message.state_id)
        self.undos, self.undoable = message.undos, message.undoable
        if not message.resync:
            self.marks = [*self.marks, (message.state_id, len(self.log))][-MAX_MARKS:]
            joined = self.log + events
            cut = max(0, len(joined) - MAX_LOG)
            self.log = joined[cut:]
            if cut:
                self.marks = [(sid, at - cut) for sid, at in self.marks if at >= cut]
        if self.pregame and message.state_id == 0:  # a resync too: the start may not be hidden
            self._started()
        if self.watching and message.state_id == before + 1 and not message.resync and self.watched:
            first, _ = self.watched[-1]
            self.watched[-1] = (first, message.state_id)
        elif message.state_id != before:
            self.watching = False  # a gap: what lies in it was not watched
            self._watch(message.state_id)
        self._keep(
            Shown(
                "update", message.state_id, message.resync, screen_digest(message.view, message.legal, events)
            )
        )

    def _check_step(self, was: int, now: int, undos: int) -> None:
        """Note the first step back no honest host takes: back without an undo, or fewer undos.

        The match only goes back by an undo (the count goes up), and the count never goes
        down: a host that steps back silently could show a screen, see our answer, and take
        both out of the final check, or take back its own move after seeing our reply.
        """
        if self.host_problem is not None:
            return
        if undos < self.undos:
            self.host_problem = because("shown.undos_down", last=self.undos, now=undos)
        elif now < was and undos == self.undos:
            self.host_problem = because("shown.back", state=was, now=now)

    def _went_back(self, state_id: int) -> None:
        """The host took the match back to ``state_id`` (an undo): forget what came after it.

        The events of the undone actions leave the log; our actions sent on a state from
        ``state_id`` on are marked :data:`UNDONE` (the record will not hold them); the screens
        of the undone states are left out of the final check (:meth:`check`).
        """
        while self.marks and self.marks[-1][0] > state_id:
            _, at = self.marks.pop()
            del self.log[at:]
        for index, entry in enumerate(self.sent):
            if entry.state_id >= state_id and not entry.refused:
                entry.refused = UNDONE
                self.sent_changed.add(index)

    def _keep(self, shown: Shown) -> None:
        if len(self.shown) < MAX_SHOWN:
            self.shown.append(shown)
        else:
            self.cut += 1

    def _watch(self, state_id: int) -> None:
        """Start (or stop) a stretch of watched play at ``state_id``, as our seat's stand-in says."""
        if self.view is None:
            return
        standing_in = any(s.seat == self.seat and s.stand_in for s in self.seats)
        if standing_in:
            self.watching = False
        elif not self.watching and len(self.watched) < MAX_STRETCHES:
            self.watched.append((state_id, state_id))
            self.watching = True

    def _refused(self, message: Error) -> None:
        self.last_error = message
        ref = message.action
        if ref is None or message.code not in REFUSALS:
            return
        for index, entry in enumerate(self.sent):
            if (entry.state_id, entry.text) == (ref.state_id, ref.text) and not entry.refused:
                entry.refused = message.code
                self.sent_changed.add(index)
                return

    def _started(self) -> None:
        """The game began while we were there: note the draw it came from (closing any other)."""
        self.pregame = False
        draw = self.draws[-1] if self.draws else None
        took_part = draw is not None and draw.commits is not None and draw.session == self.session
        if draw is not None and draw.peer is not None:
            took_part = took_part and draw.revealed == self.session
        self.start = draw.number if took_part and draw is not None else -1
        if self.role == "spectator" and not took_part:
            # a spectator welcomed during a draw missed its commitments (nothing wrong); one
            # welcomed in the lobby must have seen a draw begin, else the host picked the dice
            began = draw is not None and draw.session == self.session
            self.start = -1 if self.welcomed_in_lobby and not began else None

    def _seed_start(self, message: SeedStart) -> list[str]:
        if self.draws:
            last = self.draws[-1]
            if message.round <= last.number:
                self.seed_problem = because("seed.order", n=message.round, last=last.number)
                return []
            if last.over is None:
                last.over = self.session
        if len(self.draws) >= MAX_DRAWS:
            self.seed_problem = because("seed.many", n=MAX_DRAWS)
            return []
        self.phase = "seeding"
        self.round, self.commits = message.round, {}
        draw = Draw(message.round, self.session)
        self.draws.append(draw)
        if self.peer is None:
            self.secret = None
            return []
        self.secret = fairseed.new_secret(self.entropy)
        draw.peer, draw.secret = self.peer, self.secret
        commit = fairseed.commitment(message.round, self.peer, self.secret)
        return [encode_message(SeedCommit(round=message.round, commit=commit))]

    def _seed_abandoned(self, message: SeedAbandoned) -> None:
        draw = next((d for d in self.draws if d.number == message.round), None)
        if draw is None or draw.reason is not None:
            return
        draw.reason = (message.seat, message.why)
        if self.seats and not any(s.seat == message.seat and s.kind == "remote" for s in self.seats):
            # every reason names a guest's seat: a seat the host plays cannot drop or rejoin
            self.seed_problem = because("seed.excuse", seat=message.seat, n=message.round)
        # our own seat cannot have dropped or rejoined while this very connection stayed up
        if (
            message.seat == self.seat
            and message.why in ("dropped", "rejoined")
            and draw.session == self.session
        ):
            self.seed_problem = because(f"seed.false.{message.why}", n=message.round)

    def _seed_commits(self, message: SeedCommits) -> list[str]:
        commits = {entry.peer: entry.commit for entry in message.commits}
        draw = self.draws[-1] if self.draws else None
        if draw is None or draw.number != message.round or draw.session != self.session:
            if self.peer is not None:
                self.seed_problem = because("seed.not_begun", n=message.round)
            return []
        if draw.commits is not None:
            return []  # listed once: a second list changes nothing
        if self.peer is None or self.secret is None:
            draw.commits = self.commits = commits  # a spectator's record of the draw
            return []
        if commits.get(self.peer) != fairseed.commitment(self.round, self.peer, self.secret):
            self.seed_problem = because("seed.commit_changed")
            return []
        if "host" not in commits or len(commits) != len(message.commits):
            self.seed_problem = because("seed.host_missing")
            return []
        draw.commits = self.commits = commits
        draw.revealed = self.session
        return [encode_message(SeedReveal(round=self.round, value=self.secret.hex()))]

    def _verify(self, message: Verify) -> str:
        verdict = self.check(message)
        self.verdict = verdict
        if verdict.failed:
            self.record = None  # not the game this guest played: nothing to replay, export or keep
        return encode_message(Verdict_(ok=verdict.verified, reason=verdict.reason[:300]))

    def check(self, message: Verify) -> Verdict:
        """Check the host's final record: the dice, our own moves, and every screen we were shown.

        The result is verified only if every check passed and nothing was out of our reach;
        it fails naming the first difference; otherwise it lists what could not be checked
        (see :class:`~pharaoh.net.fairseed.Verdict` and ``docs/remote-play.md``).
        """
        record = message.record.record()
        if self.game is not None and (record.game_id, record.players) != (self.game, self.players):
            return Verdict(because("other_game"), failed=True)
        self.record = record
        if self.seed_problem is not None:
            return Verdict(because("seed", problem=self.seed_problem), failed=True)
        if self.host_problem is not None:
            return Verdict(self.host_problem, failed=True)
        for draw in self.draws:
            if draw.over is None and draw.number != message.round:
                draw.over = self.session
        reveals = {entry.peer: entry.value for entry in message.reveals}
        problem, seed_checked, restarts = fairseed.check_draws(
            self.draws, message.round, record.seed, reveals, self.start
        )
        if problem is not None:
            return Verdict(problem, failed=True, draw=message.round)
        sent = [s for s in self.sent if s.refused != UNDONE]
        problem, moves, away = fairseed.check_moves(
            record.actions, self.seat, sent, self.watched, self.session
        )
        if problem is not None:
            return Verdict(problem, failed=True, draw=message.round)
        shown = self.outcome
        result = None if shown is None else (sorted(shown.winners), shown.side, shown.reason)
        ok, reason = fairseed.verify_report(
            record, self.seat, kept_screens(self.shown), ended=True, result=result
        )
        if not ok:
            return Verdict(reason, failed=True, draw=message.round)
        unchecked = [("seed_away", message.round)] if not seed_checked else []
        if away:
            unchecked.append(("moves_away", away))
        if self.cut:
            unchecked.append(("screens_cut", self.cut))
        if self.undos:
            unchecked.append(("undos", self.undos))
        if unchecked:
            left = ", ".join(what for what, _ in unchecked)
            reason = f"{fairseed.PARTIAL} ({left}); {reason}"
        return Verdict(reason, unchecked=tuple(unchecked), draw=message.round, restarts=restarts, moves=moves)

    # ------------------------------------------------------------ storage

    def to_json(self, apart: int = 0, sent_apart: int = 0) -> str:
        """Serialise what the guest keeps across a reload of its page.

        ``apart`` (a multiple of :data:`SHOWN_CHUNK`): the first this-many screen digests are
        left out, stored apart by the caller (:meth:`shown_part`), so storing after a message
        does not rewrite every screen of a long game; ``sent_apart`` (a multiple of
        :data:`SENT_CHUNK`) the same for the actions sent (:meth:`sent_part`).
        """
        if apart % SHOWN_CHUNK or not 0 <= apart <= len(self.shown):
            raise ValueError(f"cannot leave {apart} screens apart")
        if sent_apart % SENT_CHUNK or not 0 <= sent_apart <= len(self.sent):
            raise ValueError(f"cannot leave {sent_apart} sent actions apart")
        verdict = self.verdict
        return GuestSnapshot(
            format="pharaoh-guest",
            version=1,
            name=self.name,
            role=self.role,
            seat=self.seat if self.seat is not None else self.want_seat,
            token=self.token,
            game=self.game,
            peer=self.peer,
            round=self.round,
            secret=self.secret.hex() if self.secret is not None else None,
            commits=dict(self.commits),
            seed_problem=self.seed_problem,
            host_problem=self.host_problem,
            undos=self.undos,
            shown=[(s.kind, s.state_id, s.resync, s.digest) for s in self.shown[apart:]],
            apart=apart,
            cut=self.cut,
            session=self.session,
            sent=[(s.state_id, s.text, s.session, s.refused) for s in self.sent[sent_apart:]],
            sent_apart=sent_apart,
            draws=[
                DrawData(
                    number=d.number,
                    session=d.session,
                    peer=d.peer,
                    secret=d.secret.hex() if d.secret is not None else None,
                    commits=d.commits,
                    revealed=d.revealed,
                    over=d.over,
                    reason=d.reason,
                )
                for d in self.draws
            ],
            start=self.start,
            watched=list(self.watched),
            verdict=(verdict[0], verdict[1][:300]) if verdict is not None else None,
            report=(
                VerdictData(
                    failed=verdict.failed,
                    unchecked=list(verdict.unchecked),
                    draw=verdict.draw,
                    restarts=verdict.restarts,
                    moves=verdict.moves,
                )
                if verdict is not None
                else None
            ),
        ).model_dump_json()

    def shown_part(self, index: int) -> str:
        """Screen digests ``index * SHOWN_CHUNK`` up to the next part, as stored apart (JSON)."""
        part = self.shown[index * SHOWN_CHUNK : (index + 1) * SHOWN_CHUNK]
        return _SHOWN_PART.dump_json([_pack(s) for s in part]).decode()

    def sent_part(self, index: int) -> str:
        """Sent actions ``index * SENT_CHUNK`` up to the next part, as stored apart (JSON)."""
        part = self.sent[index * SENT_CHUNK : (index + 1) * SENT_CHUNK]
        return _SENT_PART.dump_json([(s.state_id, s.text, s.session, s.refused) for s in part]).decode()

    @classmethod
    def from_json(
        cls,
        raw: str | bytes,
        entropy: Callable[[int], bytes] = os.urandom,
        parts: Callable[[int], str | None] | None = None,
        sent_parts: Callable[[int], str | None] | None = None,
    ) -> Guest:
        """Restore a guest stored by :meth:`to_json`; send :meth:`hello` next to rejoin.

        ``parts(i)`` reads the screen digests stored apart (:meth:`shown_part`),
        ``sent_parts(i)`` the actions sent (:meth:`sent_part`).
        """
        try:
            data = GuestSnapshot.model_validate_json(raw)
            shown = _read_shown(data.apart, parts) + list(data.shown)
            sent = _read_sent(data.sent_apart, sent_parts) + list(data.sent)
        except ValidationError as exc:
            raise SaveError(describe_validation(exc, because("stored.guest"))) from None
        if len(shown) > MAX_SHOWN:
            raise SaveError(because("stored.guest_screens"))
        if len(sent) > MAX_SENT:
            raise SaveError(because("stored.guest_sent"))
        guest = cls(data.name, role=data.role, seat=data.seat, token=data.token, entropy=entropy)
        guest.game, guest.peer, guest.round = data.game, data.peer, data.round
        guest.secret = bytes.fromhex(data.secret) if data.secret is not None else None
        guest.commits, guest.seed_problem = dict(data.commits), data.seed_problem
        guest.host_problem, guest.undos = data.host_problem, data.undos
        guest.shown = [Shown(kind, state_id, resync, digest) for kind, state_id, resync, digest in shown]
        guest.state_id = guest.shown[-1].state_id if guest.shown else 0  # the last state we saw
        guest.cut, guest.session, guest.start = data.cut, data.session, data.start
        guest.sent = [Sent(state_id, text, session, refused) for state_id, text, session, refused in sent]
        guest.draws = [
            Draw(
                d.number,
                d.session,
                d.peer,
                bytes.fromhex(d.secret) if d.secret is not None else None,
                dict(d.commits) if d.commits is not None else None,
                d.revealed,
                d.over,
                d.reason,
            )
            for d in data.draws
        ]
        guest.watched = list(data.watched)
        if data.verdict is not None:
            report = data.report or VerdictData(failed=not data.verdict[0])
            guest.verdict = Verdict(
                data.verdict[1],
                failed=report.failed,
                unchecked=tuple(report.unchecked),
                draw=report.draw,
                restarts=report.restarts,
                moves=report.moves,
            )
        return guest


def kept_screens(shown: list[Shown]) -> list[Shown]:
    """The screens the final check compares: those of states an undo took back are left out.

    The match only ever goes back by an undo, so a screen followed by one of an earlier state
    showed a state that was taken back.

    >>> [s.state_id for s in kept_screens([Shown("update", n, False, "") for n in (1, 2, 3, 4, 2, 3)])]
    [1, 2, 2, 3]
    """
    kept: list[Shown] = []
    for entry in shown:
        while kept and kept[-1].state_id > entry.state_id:
            kept.pop()
        kept.append(entry)
    return kept


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


ShownData = tuple[
    Literal["welcome", "update"],
    Annotated[int, Field(ge=0, le=MAX_STATE_ID)],
    bool,
    Hex64,
]


_WHY = "^(" + "|".join(get_args(AbandonWhy)) + ")$"
_UNCHECKED = "^(" + "|".join(fairseed.UNCHECKED) + ")$"
StateIdData = Annotated[int, Field(ge=0, le=MAX_STATE_ID)]
SessionData = Annotated[int, Field(ge=0, le=MAX_STATE_ID)]
SentData = tuple[StateIdData, Notation, SessionData, Annotated[str, Field(max_length=20)]]


class DrawData(_Model):
    """One seed draw as the guest saw it (see :class:`~pharaoh.net.fairseed.Draw`)."""

    number: Round
    session: SessionData
    peer: PeerLabel | None
    secret: Hex64 | None
    commits: Annotated[dict[PeerLabel, Hex64], Field(max_length=17)] | None
    revealed: SessionData | None
    over: SessionData | None
    reason: tuple[Annotated[int, Field(ge=0, lt=16)], Annotated[str, StringConstraints(pattern=_WHY)]] | None


class VerdictData(_Model):
    """What a stored verdict checked and left unchecked (see :class:`~pharaoh.net.fairseed.Verdict`)."""

    failed: bool
    unchecked: Annotated[
        list[tuple[Annotated[str, StringConstraints(pattern=_UNCHECKED)], Annotated[int, Field(ge=0)]]],
        Field(max_length=len(fairseed.UNCHECKED)),
    ] = []
    draw: Round = 0
    restarts: Round = 0
    moves: Annotated[int, Field(ge=0, le=MAX_STATE_ID)] = 0


class GuestSnapshot(_Model):
    """The stored guest (the page keeps it in its session storage)."""

    format: Literal["pharaoh-guest"]
    version: Literal[1]
    name: Name
    role: Literal["player", "spectator"]
    seat: Annotated[int, Field(ge=0, lt=16)] | None
    token: Token | None
    game: GameId | None
    peer: PeerLabel | None
    round: Round
    secret: Hex64 | None
    commits: Annotated[dict[PeerLabel, Hex64], Field(max_length=17)]
    seed_problem: Annotated[str, Field(max_length=300)] | None
    host_problem: Annotated[str, Field(max_length=300)] | None = None
    """Saves of pages before session 25 have none."""
    undos: Annotated[int, Field(ge=0, le=MAX_STATE_ID)] = 0
    """The host's count of undos on the last screen (a welcome back may not lower it)."""
    shown: Annotated[list[ShownData], Field(max_length=MAX_SHOWN)]
    apart: Annotated[int, Field(ge=0, le=MAX_SHOWN)] = 0
    """How many of the first screen digests are stored apart (:meth:`Guest.shown_part`)."""
    verdict: tuple[bool, Reason] | None
    cut: Annotated[int, Field(ge=0, le=MAX_STATE_ID)] = 0
    session: Annotated[int, Field(ge=0, le=MAX_STATE_ID)] = 0
    sent: Annotated[list[SentData], Field(max_length=MAX_SENT)] = []
    sent_apart: Annotated[int, Field(ge=0, le=MAX_SENT)] = 0
    """How many of the first actions sent are stored apart (:meth:`Guest.sent_part`)."""
    draws: Annotated[list[DrawData], Field(max_length=MAX_DRAWS)] = []
    start: Annotated[int, Field(ge=-1, le=10_000)] | None = None
    watched: Annotated[list[tuple[StateIdData, StateIdData]], Field(max_length=MAX_STRETCHES)] = []
    report: VerdictData | None = None


SHOWN_CHUNK = 256
"""Screen digests are stored apart in parts of this many (:meth:`Guest.shown_part`)."""
MAX_SHOWN_PART = 32 * 1024
"""The longest stored part of screen digests read back."""

_SHOWN_PART: TypeAdapter[list[str]] = TypeAdapter(
    Annotated[list[Annotated[str, StringConstraints(max_length=64)]], Field(max_length=SHOWN_CHUNK)],
    config=ConfigDict(strict=True),
)
_PACKED = re.compile(r"^([wu])([01])([0-9]{1,7}):([A-Za-z0-9_-]{43})$")


def _pack(shown: Shown) -> str:
    """One screen's digest in 50-odd characters: kind, resync, state id, the sha256 in base64url.

    >>> _pack(Shown("update", 12, False, "00" * 32))
    'u012:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    """
    digest = base64.urlsafe_b64encode(bytes.fromhex(shown.digest)).decode("ascii").rstrip("=")
    return f"{shown.kind[0]}{int(shown.resync)}{shown.state_id}:{digest}"


def _unpack(text: str) -> tuple[Any, int, bool, str]:
    found = _PACKED.match(text)
    if found is None or int(found[3]) > MAX_STATE_ID:
        raise SaveError(because("stored.guest_screen"))
    kind = "welcome" if found[1] == "w" else "update"
    return kind, int(found[3]), found[2] == "1", base64.urlsafe_b64decode(found[4] + "=").hex()


SENT_CHUNK = 256
"""Actions sent are stored apart in parts of this many (:meth:`Guest.sent_part`)."""
MAX_SENT_PART = 64 * 1024
"""The longest stored part of sent actions read back."""

_SENT_PART: TypeAdapter[list[Any]] = TypeAdapter(
    Annotated[list[SentData], Field(max_length=SENT_CHUNK)], config=ConfigDict(strict=True)
)


def _read_sent(apart: int, parts: Callable[[int], str | None] | None) -> list[Any]:
    """The actions sent that a stored guest keeps apart, validated; :class:`SaveError` if one is missing."""
    if apart % SENT_CHUNK:
        raise SaveError(because("stored.sent_split"))
    sent: list[Any] = []
    for index in range(apart // SENT_CHUNK):
        text = parts(index) if parts is not None else None
        if not text or len(text) > MAX_SENT_PART:
            raise SaveError(because("stored.sent_missing", n=index + 1))
        part = _SENT_PART.validate_json(text)
        if len(part) != SENT_CHUNK:
            raise SaveError(because("stored.sent_short", n=index + 1))
        sent += part
    return sent


def _read_shown(apart: int, parts: Callable[[int], str | None] | None) -> list[Any]:
    """The screen digests a stored guest keeps apart, validated; :class:`SaveError` if one is missing."""
    shown: list[Any] = []
    for index in range(apart // SHOWN_CHUNK):
        text = parts(index) if parts is not None else None
        if not text or len(text) > MAX_SHOWN_PART:
            raise SaveError(because("stored.screens_missing", n=index + 1))
        part = _SHOWN_PART.validate_json(text)
        if len(part) != SHOWN_CHUNK:
            raise SaveError(because("stored.screens_short", n=index + 1))
        shown += [_unpack(entry) for entry in part]
    if apart % SHOWN_CHUNK:
        raise SaveError(because("stored.screens_split"))
    return shown
