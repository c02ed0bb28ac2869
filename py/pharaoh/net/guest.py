"""A guest's side of the protocol: what it sends, what it keeps, and the final check.

The page's glue feeds every raw message from the host to :meth:`Guest.receive` (which
validates it and returns the replies to send) and reads the fields to draw the screen:
``view``, ``legal``, ``to_act``, ``log``, ``seats``, ``phase``, ``outcome``, ``last_error``.
The guest takes part in the fair seed by itself, keeps a digest of every screen it is
shown, and at the end checks the host's record (``verdict``).  :meth:`Guest.to_json` /
:meth:`Guest.from_json` keep it across a reload of the page (its token brings it back
to its seat, its digests and secret keep the final check possible).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pharaoh.engine.match import Record
from pharaoh.net import fairseed
from pharaoh.net.fairseed import Shown
from pharaoh.net.messages import (
    MAX_ACTIONS,
    MAX_STATE_ID,
    Action,
    Bye,
    Error,
    GameId,
    Hello,
    Hex64,
    Name,
    OutcomeData,
    PeerLabel,
    Phase,
    Ping,
    Pong,
    Reason,
    Round,
    SeatInfo,
    Seats,
    SeedCommit,
    SeedCommits,
    SeedReveal,
    SeedStart,
    Sync,
    Token,
    Update,
    Verdict,
    Verify,
    Welcome,
    encode_message,
    parse_from_host,
)
from pharaoh.net.screens import screen_digest
from pharaoh.saves import SaveError, describe_validation

MAX_LOG = 2000
"""The guest keeps this many events of the log (older ones are dropped)."""

MAX_SHOWN = 4 * MAX_ACTIONS
"""The guest keeps the digests of this many screens (the final check covers those)."""


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
        self.outcome: OutcomeData | None = None
        self.last_error: Error | None = None
        self.closed: str | None = None
        """Why the host said goodbye, if it did."""
        self.round = 0
        self.secret: bytes | None = None
        self.commits: dict[str, str] = {}
        self.seed_problem: str | None = None
        self.shown: list[Shown] = []
        self.verdict: tuple[bool, str] | None = None
        """After the game: whether the record reproduced everything this guest was shown, and why."""

    # ------------------------------------------------------------ messages out

    def hello(self) -> str:
        """Build the first message on a new connection (with the resume token after a reload)."""
        if self.role == "spectator":
            return encode_message(Hello(name=self.name, role="spectator"))
        return encode_message(Hello(name=self.name, role="player", seat=self.want_seat, token=self.token))

    def act(self, text: str) -> str:
        """Build an action for this guest's seat, on the state it sees now."""
        if self.seat is None:
            raise ValueError("a spectator (or a guest not yet seated) cannot act")
        return encode_message(Action(seat=self.seat, state_id=self.state_id, text=text))

    def sync(self) -> str:
        """Ask the host to repeat the current screen."""
        return encode_message(Sync())

    def bye(self, reason: str = "the page was closed") -> str:
        """Build a goodbye to send before closing the connection."""
        return encode_message(Bye(reason=reason))

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
        elif isinstance(message, Error):
            self.last_error = message
        elif isinstance(message, SeedStart):
            return self._seed_start(message)
        elif isinstance(message, SeedCommits):
            return self._seed_commits(message)
        elif isinstance(message, Verify):
            return [self._verify(message)]
        elif isinstance(message, Ping):
            return [encode_message(Pong(nonce=message.nonce))]
        elif isinstance(message, Bye):
            self.closed = message.reason
        return []

    def _welcome(self, message: Welcome) -> None:
        self.game, self.players, self.options = message.game, message.players, dict(message.options)
        self.seat, self.peer = message.seat, message.peer
        if message.token is not None:
            self.token = message.token
        self.phase, self.seats, self.spectators = message.phase, list(message.seats), message.spectators
        self.state_id, self.view, self.legal = message.state_id, message.view, list(message.legal)
        self.to_act, self.outcome, self.closed = list(message.to_act), message.outcome, None
        events = [e.model_dump() for e in message.events]
        self.log = events
        if message.view is not None and len(self.shown) < MAX_SHOWN:
            digest = screen_digest(message.view, message.legal, events)
            self.shown.append(Shown("welcome", message.state_id, False, digest))

    def _update(self, message: Update) -> None:
        events = [e.model_dump() for e in message.events]
        self.phase, self.state_id, self.view = message.phase, message.state_id, message.view
        self.legal, self.to_act, self.outcome = list(message.legal), list(message.to_act), message.outcome
        if not message.resync:
            self.log = (self.log + events)[-MAX_LOG:]
        if len(self.shown) < MAX_SHOWN:
            self.shown.append(
                Shown(
                    "update",
                    message.state_id,
                    message.resync,
                    screen_digest(message.view, message.legal, events),
                )
            )

    def _seed_start(self, message: SeedStart) -> list[str]:
        if self.peer is None:
            return []
        self.phase = "seeding"
        self.round, self.commits, self.seed_problem = message.round, {}, None
        self.secret = fairseed.new_secret(self.entropy)
        commit = fairseed.commitment(message.round, self.peer, self.secret)
        return [encode_message(SeedCommit(round=message.round, commit=commit))]

    def _seed_commits(self, message: SeedCommits) -> list[str]:
        commits = {entry.peer: entry.commit for entry in message.commits}
        if self.peer is None or self.secret is None:
            self.round, self.commits = message.round, commits  # a spectator's record of the round
            return []
        if message.round != self.round:
            self.seed_problem = (
                f"the host listed commitments of round {message.round}, we are in {self.round}"
            )
            return []
        if commits.get(self.peer) != fairseed.commitment(self.round, self.peer, self.secret):
            self.seed_problem = "the host did not list our commitment as we sent it"
            return []
        if "host" not in commits or len(commits) != len(message.commits):
            self.seed_problem = "the host's commitment is missing, or a participant is listed twice"
            return []
        self.commits = commits
        return [encode_message(SeedReveal(round=self.round, value=self.secret.hex()))]

    def _verify(self, message: Verify) -> str:
        ok, reason = self.check(message)
        self.verdict = (ok, reason)
        return encode_message(Verdict(ok=ok, reason=reason[:300]))

    def check(self, message: Verify) -> tuple[bool, str]:
        """Check the host's final record: the seed against the commitments, the replay against the screens."""
        record = Record(
            message.record.game,
            message.record.seed,
            message.record.players,
            dict(message.record.options),
            tuple(message.record.actions),
        )
        if self.game is not None and (record.game_id, record.players) != (self.game, self.players):
            return False, "the record is of another game"
        if self.seed_problem is not None:
            return False, f"the seed draw went wrong: {self.seed_problem}"
        reveals = {entry.peer: entry.value for entry in message.reveals}
        seed_note = ""
        if self.commits:  # we saw the draw: the seed must come from exactly that round
            if message.round != self.round:
                return (
                    False,
                    f"the seed is said to come from draw {message.round}; we took part in {self.round}",
                )
            own = (self.peer, self.secret) if self.peer is not None and self.secret is not None else None
            problem = fairseed.check_seed(record.seed, message.round, self.commits, reveals, own)
            if problem is not None:
                return False, problem
        else:
            seed_note = "; the seed was drawn before we joined, so it is not checked"
        ok, reason = fairseed.verify_report(record, self.seat, self.shown)
        return ok, reason + (seed_note if ok else "")

    # ------------------------------------------------------------ storage

    def to_json(self) -> str:
        """Serialise what the guest keeps across a reload of its page."""
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
            shown=[(s.kind, s.state_id, s.resync, s.digest) for s in self.shown],
            verdict=(self.verdict[0], self.verdict[1][:300]) if self.verdict is not None else None,
        ).model_dump_json()

    @classmethod
    def from_json(cls, raw: str | bytes, entropy: Callable[[int], bytes] = os.urandom) -> Guest:
        """Restore a guest stored by :meth:`to_json`; send :meth:`hello` next to rejoin."""
        try:
            data = GuestSnapshot.model_validate_json(raw)
        except ValidationError as exc:
            raise SaveError(describe_validation(exc, "the stored guest")) from None
        guest = cls(data.name, role=data.role, seat=data.seat, token=data.token, entropy=entropy)
        guest.game, guest.peer, guest.round = data.game, data.peer, data.round
        guest.secret = bytes.fromhex(data.secret) if data.secret is not None else None
        guest.commits, guest.seed_problem = dict(data.commits), data.seed_problem
        guest.shown = [Shown(kind, state_id, resync, digest) for kind, state_id, resync, digest in data.shown]
        guest.verdict = data.verdict
        return guest


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


ShownData = tuple[
    Literal["welcome", "update"],
    Annotated[int, Field(ge=0, le=MAX_STATE_ID)],
    bool,
    Hex64,
]


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
    shown: Annotated[list[ShownData], Field(max_length=MAX_SHOWN)]
    verdict: tuple[bool, Reason] | None
