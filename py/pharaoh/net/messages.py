"""The remote-play protocol: every message between host and guests, validated by pydantic.

A message is one JSON object with a protocol version ``v`` and a ``type`` that selects
its model (a discriminated union).  Every model forbids extra fields, uses strict types
(no ``"1"`` for ``1``, no ``true`` for ``1``) and bounds every string, list and number.
:func:`parse_message` caps the raw size *before* parsing and turns anything malformed
into a :class:`ProtocolError` naming what was wrong:

>>> parse_message('{"v": 1, "type": "ping", "nonce": 7}')
Ping(v=1, type='ping', nonce=7)
>>> parse_message('{"v": 1, "type": "ping", "nonce": "7"}')
Traceback (most recent call last):
...
pharaoh.net.messages.ProtocolError: bad_field: ping message, field 'nonce': Input should be a valid integer
>>> encode_message(Pong(nonce=7))
'{"v":1,"type":"pong","nonce":7}'

Guests send: ``hello``, ``action``, ``undo``, ``sync``, ``seed_commit``, ``seed_reveal``,
``verdict``; the host sends: ``welcome``, ``update``, ``seats``, ``error``,
``seed_start``, ``seed_abandoned``, ``seed_commits``, ``verify``; both send ``ping``, ``pong`` and ``bye``.
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from pharaoh.engine.match import Record
from pharaoh.net.reasons import reason
from pharaoh.net.screens import MAX_EVENTS

VERSION: Final = 1
"""The protocol version every message carries in ``v``."""

MAX_GUEST_BYTES = 8 * 1024
"""The largest message a host accepts from a guest (guests only send short messages)."""

MAX_HOST_BYTES = 256 * 1024
"""The largest message a guest accepts from the host (Chromium's data-channel message limit)."""

MAX_ACTIONS = 20_000
"""The longest action list a record may hold."""

MAX_STATE_ID = 1_000_000
"""The largest state id (number of actions) the protocol accepts."""

MAX_SEATS = 16
"""The most seats a match may have."""

MAX_SEED = (1 << 63) - 1
"""Seeds are non-negative 63-bit integers."""

ErrorCode = Literal[
    # the message itself
    "too_big", "bad_json", "not_object", "missing_type", "unknown_type", "bad_version",
    "extra_field", "missing_field", "bad_field", "unexpected",
    # joining
    "not_joined", "already_joined", "room_full", "bad_token", "wrong_seat", "seat_taken", "no_such_seat",
    "not_remote",
    # playing
    "spectator", "not_your_seat", "not_started", "game_over", "stand_in", "stale", "not_your_turn",
    "illegal", "engine_error", "undo_refused",
    # the fair seed
    "not_seeding", "not_participant", "wrong_round", "already_committed", "too_early", "bad_reveal",
    # the verdict
    "not_over", "already_judged",
]  # fmt: skip
"""What an ``error`` message can complain about."""

Phase = Literal["lobby", "seeding", "playing", "over"]
"""A room's phase: waiting for seats, drawing the fair seed, playing, finished."""

SeatKind = Literal["remote", "local", "computer"]
"""Who plays a seat: a guest's browser, a person at the host's screen, or a computer player."""

_NO_CONTROL = r"^[^\x00-\x1f\x7f]*$"

Seat = Annotated[int, Field(ge=0, lt=MAX_SEATS)]
"""A seat number."""
StateId = Annotated[int, Field(ge=0, le=MAX_STATE_ID)]
"""A state id: how many actions a match has applied."""
Undos = Annotated[int, Field(ge=0, le=MAX_STATE_ID)]
"""How many undos the host has granted in a match: with the state id, it names a screen (an
action chosen before an undo is stale even when the state id came back to its number)."""
Round = Annotated[int, Field(ge=0, le=10_000)]
"""The number of a fair-seed round (a round restarts when a peer rejoins during it)."""
Nonce = Annotated[int, Field(ge=0, le=(1 << 53) - 1)]
"""A ping's number (a JavaScript-safe integer)."""
SeedValue = Annotated[int, Field(ge=0, le=MAX_SEED)]
"""A match seed."""
Players = Annotated[int, Field(ge=1, le=MAX_SEATS)]
"""A number of seats."""
Name = Annotated[str, StringConstraints(min_length=1, max_length=40, pattern=_NO_CONTROL)]
"""A display name: 1-40 characters, no control characters."""
Reason = Annotated[str, StringConstraints(max_length=300, pattern=_NO_CONTROL)]
"""A short human-readable explanation."""
Notation = Annotated[str, StringConstraints(min_length=1, max_length=120, pattern=_NO_CONTROL)]
"""An action in a game's text notation (the engine decides whether it means anything)."""
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{16,64}$")]
"""A resume token: base64url, 16-64 characters."""
Hex64 = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
"""32 bytes in lower-case hex (a commitment or a revealed value)."""
GameId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,31}$")]
"""A game id as in the registry."""
PeerLabel = Annotated[str, StringConstraints(pattern=r"^(host|seat[0-9]{1,2})$")]
"""A seed participant: ``host`` or ``seat<N>``."""
OptionKey = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,31}$")]
"""The name of a game option."""
OptionValue = Annotated[str, StringConstraints(max_length=100, pattern=_NO_CONTROL)] | int | bool | None
"""A game option's value: a short string, an integer, a flag or nothing."""
Options = Annotated[dict[OptionKey, OptionValue], Field(max_length=16)]
"""A game's options (at most 16)."""
View = dict[str, Any]
"""A seat's view, as the engine made it: a JSON object (bounded by the message size).

Parsed from JSON text, ``Any`` can only hold JSON values, so this validates as much as
pydantic's ``JsonValue`` does, without its per-value Python callback (ten times faster
on the host, which builds these messages for every seat after every action).
"""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class EventData(_Model):
    """One event as a seat may see it (already filtered by the host)."""

    kind: Annotated[str, StringConstraints(min_length=1, max_length=60, pattern=_NO_CONTROL)]
    data: dict[str, Any]
    """A JSON object (see :data:`View`)."""


class OutcomeData(_Model):
    """How the game ended."""

    winners: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    side: Annotated[str, StringConstraints(max_length=60, pattern=_NO_CONTROL)]
    reason: Annotated[str, StringConstraints(max_length=60, pattern=_NO_CONTROL)]


class SeatInfo(_Model):
    """One seat as everybody sees it in the room."""

    seat: Seat
    kind: SeatKind
    name: Name
    claimed: bool
    """A remote seat is claimed once a guest holds its resume token."""
    connected: bool
    """The seat's player is there (always true for local and computer seats)."""
    stand_in: bool
    """The host lets a computer play this remote seat until its guest returns."""


class RecordData(_Model):
    """A match record: everything needed to replay the match exactly."""

    game: GameId
    seed: SeedValue
    players: Players
    options: Options
    actions: Annotated[list[tuple[Seat, Notation]], Field(max_length=MAX_ACTIONS)]

    @classmethod
    def of(cls, record: Record) -> RecordData:
        """The message form of an engine record."""
        return cls(
            game=record.game_id,
            seed=record.seed,
            players=record.players,
            options=dict(record.options),
            actions=list(record.actions),
        )

    def record(self) -> Record:
        """The engine record this message carries."""
        return Record(self.game, self.seed, self.players, dict(self.options), tuple(self.actions))


class CommitEntry(_Model):
    """One participant's commitment in the fair-seed round."""

    peer: PeerLabel
    commit: Hex64


class RevealEntry(_Model):
    """One participant's revealed value in the fair-seed round."""

    peer: PeerLabel
    value: Hex64


class ActionRef(_Model):
    """The action a refusal answers: the guest crosses it off what it sent."""

    state_id: StateId
    text: Notation


AbandonWhy = Literal["dropped", "rejoined", "stand_in", "released"]
"""The public event that made the host give up a seed draw."""


class _Message(_Model):
    v: Literal[1] = VERSION


# ---------------------------------------------------------------- guest -> host


class Hello(_Message):
    """A guest asks to join: as a player (a seat claim, or its resume token) or as a spectator."""

    type: Literal["hello"] = "hello"
    name: Name
    role: Literal["player", "spectator"]
    seat: Seat | None = None
    token: Token | None = None


class Action(_Message):
    """A guest plays an action for its own seat, chosen on state ``state_id``."""

    type: Literal["action"] = "action"
    seat: Seat
    state_id: StateId
    text: Notation
    undos: Undos = 0
    """The host's undo count on the screen the action was chosen on."""


class Undo(_Message):
    """A guest asks to take back its own seat's last action, seen on state ``state_id``.

    The host decides by the engine's policy (:meth:`~pharaoh.engine.match.Match.undo_refusal`).
    """

    type: Literal["undo"] = "undo"
    seat: Seat
    state_id: StateId
    undos: Undos = 0


class Sync(_Message):
    """A guest asks for its current view again (after a missed message)."""

    type: Literal["sync"] = "sync"


class SeedCommit(_Message):
    """A participant's commitment: the sha256 of its secret 32 bytes."""

    type: Literal["seed_commit"] = "seed_commit"
    round: Round
    commit: Hex64


class SeedReveal(_Message):
    """A participant reveals its secret 32 bytes to the host (nobody else learns them before the end)."""

    type: Literal["seed_reveal"] = "seed_reveal"
    round: Round
    value: Hex64


class Verdict(_Message):
    """A guest's conclusion after checking the final record against what it was shown."""

    type: Literal["verdict"] = "verdict"
    ok: bool
    reason: Reason


# ---------------------------------------------------------------- both ways


class Ping(_Message):
    """Are you there?  Answered by a ``pong`` with the same nonce."""

    type: Literal["ping"] = "ping"
    nonce: Nonce


class Pong(_Message):
    """The answer to a ``ping``."""

    type: Literal["pong"] = "pong"
    nonce: Nonce


class Bye(_Message):
    """The sender leaves (a guest closing the page, or the host replacing a connection)."""

    type: Literal["bye"] = "bye"
    reason: Reason


# ---------------------------------------------------------------- host -> guest


class Welcome(_Message):
    """The host accepts a guest: its seat, its resume token and everything to draw its screen."""

    type: Literal["welcome"] = "welcome"
    game: GameId
    players: Players
    options: Options
    seat: Seat | None
    """``None``: a spectator."""
    peer: PeerLabel | None
    """The guest's name in the fair-seed round (``None`` for spectators)."""
    token: Token | None
    """Keep it: it brings the guest back to its seat after a reload."""
    phase: Phase
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_SEATS)]
    spectators: Annotated[int, Field(ge=0, le=1000)]
    state_id: StateId
    view: View | None
    """``None`` until the game has started."""
    legal: Annotated[list[Notation], Field(max_length=10_000)]
    to_act: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    events: Annotated[list[EventData], Field(max_length=MAX_EVENTS)]
    """The last events of the log, as this seat may see them."""
    outcome: OutcomeData | None
    undos: Undos = 0
    """How many undos the host has granted so far (sent back with every action)."""
    undoable: bool = False
    """The guest's seat may ask to take back its last action now."""


class Update(_Message):
    """The match moved on (or a resync): the seat's new view and the events it may see."""

    type: Literal["update"] = "update"
    phase: Phase
    state_id: StateId
    view: View
    legal: Annotated[list[Notation], Field(max_length=10_000)]
    to_act: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    events: Annotated[list[EventData], Field(max_length=MAX_EVENTS)]
    """The events of the action that led to ``state_id`` (empty for a resync or the start)."""
    resync: bool
    """True when nothing happened and the host only repeats the current view (or after an undo)."""
    outcome: OutcomeData | None
    undos: Undos = 0
    """How many undos the host has granted so far: one more than before means the match went back."""
    undoable: bool = False
    """The guest's seat may ask to take back its last action now."""


class Seats(_Message):
    """Who is where: sent to everybody when a seat joins, drops or gets a computer stand-in."""

    type: Literal["seats"] = "seats"
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_SEATS)]
    spectators: Annotated[int, Field(ge=0, le=1000)]


class Error(_Message):
    """The host refused a message; the match did not change."""

    type: Literal["error"] = "error"
    code: ErrorCode
    message: Annotated[str, StringConstraints(max_length=500)]
    state_id: StateId | None
    """The match's current state id (``None`` before it starts): a stale guest can resync."""
    action: ActionRef | None = None
    """The refused action, when the refused message was one (the guest keeps what it sent)."""


class SeedStart(_Message):
    """The fair-seed round begins: send a ``seed_commit`` for this round."""

    type: Literal["seed_start"] = "seed_start"
    round: Round


class SeedAbandoned(_Message):
    """The draw ``round`` is given up because of a public event (seat ``seat`` dropped, rejoined...).

    Sent to everybody in the room: a guest that revealed its value in that draw accepts the
    draw's end only with such a reason (see :mod:`pharaoh.net.fairseed`).
    """

    type: Literal["seed_abandoned"] = "seed_abandoned"
    round: Round
    seat: Seat
    why: AbandonWhy


class SeedCommits(_Message):
    """Every participant's commitment (the host's included): now reveal your value to the host."""

    type: Literal["seed_commits"] = "seed_commits"
    round: Round
    commits: Annotated[list[CommitEntry], Field(max_length=MAX_SEATS + 1)]


class Verify(_Message):
    """The game is over: the full record and every revealed value, to check what the guest was shown."""

    type: Literal["verify"] = "verify"
    record: RecordData
    round: Round
    reveals: Annotated[list[RevealEntry], Field(max_length=MAX_SEATS + 1)]


GuestMessage = Hello | Action | Undo | Sync | SeedCommit | SeedReveal | Verdict | Ping | Pong | Bye
"""What a guest may send."""
HostMessage = (
    Welcome | Update | Seats | Error | SeedStart | SeedAbandoned | SeedCommits | Verify | Ping | Pong | Bye
)  # fmt: skip
"""What the host may send."""
Message = (
    Hello | Action | Undo | Sync | SeedCommit | SeedReveal | Verdict | Ping | Pong | Bye
    | Welcome | Update | Seats | Error | SeedStart | SeedAbandoned | SeedCommits | Verify
)  # fmt: skip
"""Any protocol message."""

GUEST_TYPES = frozenset(
    {"hello", "action", "undo", "sync", "seed_commit", "seed_reveal", "verdict", "ping", "pong", "bye"}
)
"""The ``type`` of every message a guest may send."""
HOST_TYPES = frozenset(
    {
        "welcome", "update", "seats", "error", "seed_start", "seed_abandoned", "seed_commits", "verify",
        "ping", "pong", "bye",
    }
)  # fmt: skip
"""The ``type`` of every message the host may send."""

_ADAPTER: TypeAdapter[Message] = TypeAdapter(Annotated[Message, Field(discriminator="type")])


class ProtocolError(ValueError):
    """A message that cannot be accepted; ``code`` says which rule it broke, ``reason`` in words."""

    def __init__(self, code: ErrorCode, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code: ErrorCode = code
        self.reason = reason


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _explain(exc: ValidationError) -> ProtocolError:
    """Turn the first problem of a validation error into a :class:`ProtocolError` with a plain reason."""
    err = exc.errors(include_url=False)[0]
    kind, loc, msg = err["type"], err["loc"], err["msg"]
    if kind == "json_invalid":
        detail = err.get("ctx", {}).get("error", msg)
        return ProtocolError("bad_json", reason("message.bad_json", error=detail))
    if not loc:
        if kind == "union_tag_not_found":
            return ProtocolError("missing_type", reason("message.no_type"))
        if kind == "union_tag_invalid":
            tag = err["input"].get("type") if isinstance(err["input"], dict) else None
            return ProtocolError("unknown_type", reason("message.unknown_type", type=_short(tag)))
        return ProtocolError("not_object", reason("message.not_object"))
    where = str(loc[0])
    field = ".".join(str(part) for part in loc[1:])
    if field == "v":
        return ProtocolError("bad_version", reason("message.version", got=_short(err["input"]), want=VERSION))
    if kind == "extra_forbidden":
        return ProtocolError("extra_field", reason("message.extra_field", kind=where, field=repr(field)))
    if kind == "missing":
        return ProtocolError("missing_field", reason("message.missing_field", kind=where, field=repr(field)))
    return ProtocolError("bad_field", reason("message.bad_field", kind=where, field=repr(field), error=msg))


def parse_message(raw: str | bytes, max_bytes: int = MAX_HOST_BYTES) -> Message:
    """Validate one raw message; raises :class:`ProtocolError` for anything malformed.

    The size is checked before any parsing; bytes must be UTF-8.

    >>> parse_message(b'{"v": 1, "type": "sync", "x": 1}')
    Traceback (most recent call last):
    ...
    pharaoh.net.messages.ProtocolError: extra_field: sync message: unexpected field 'x'
    >>> parse_message('{"type": "sync"}')
    Traceback (most recent call last):
    ...
    pharaoh.net.messages.ProtocolError: bad_version: the message has no protocol version 'v'
    """
    if isinstance(raw, str):
        if len(raw) > max_bytes:
            raise ProtocolError("too_big", reason("message.too_long", n=len(raw), limit=max_bytes))
        try:
            data = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise ProtocolError("bad_json", reason("message.unicode")) from None
    elif isinstance(raw, bytes | bytearray | memoryview):
        data = bytes(raw[: max_bytes + 1])
    else:
        raise ProtocolError("bad_json", reason("message.not_text", kind=type(raw).__name__))
    if len(data) > max_bytes:
        raise ProtocolError("too_big", reason("message.too_big", limit=max_bytes))
    try:
        message = _ADAPTER.validate_json(data)
    except ValidationError as exc:
        raise _explain(exc) from None
    if "v" not in message.model_fields_set:
        raise ProtocolError("bad_version", reason("message.no_version"))
    return message


def parse_from_guest(raw: str | bytes) -> GuestMessage:
    """Validate a message a guest sent to the host (small, and of a guest's types only)."""
    message = parse_message(raw, MAX_GUEST_BYTES)
    if message.type not in GUEST_TYPES:
        raise ProtocolError("unexpected", reason("message.guest_type", type=repr(message.type)))
    return message  # type: ignore[return-value]


def parse_from_host(raw: str | bytes) -> HostMessage:
    """Validate a message the host sent to a guest (of the host's types only)."""
    message = parse_message(raw, MAX_HOST_BYTES)
    if message.type not in HOST_TYPES:
        raise ProtocolError("unexpected", reason("message.host_type", type=repr(message.type)))
    return message  # type: ignore[return-value]


def encode_message(message: Message) -> str:
    """Encode the message as compact JSON text, ready for the data channel."""
    return message.model_dump_json()
