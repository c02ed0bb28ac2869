"""The boundary of peek-proof remote play: every message from the peer and every stored room, by pydantic.

A peek-proof room (:mod:`pharaoh.net.peekroom`) talks over the same data channel as the
host-authoritative one, with its own message types (version ``v`` 1, strict types, no
extra field, every string, list and number bounded):

- ``peek_hello`` (guest): the resume token and match id of a guest that joined before;
- ``peek_welcome`` (host): the game, the guest's seat, the match id, the resume token;
- ``peek`` (both ways): one message of :class:`~pharaoh.net.peekproof.PeekMatch` in ``body``,
  a discriminated union on ``t`` (``seed``, ``deal``, ``move``, ``answer``);
- ``side`` (both ways): one message of a two-seat :class:`~pharaoh.net.peekmulti.SideMatch`
  (Der Fluch der Mumie), the envelope of :mod:`pharaoh.net.sidewire`;
- ``bye`` (both ways), as in :mod:`pharaoh.net.messages`.

A first-time guest does not know the room's model yet and says the ordinary ``hello``
(:class:`pharaoh.net.messages.Hello`); the host answers ``peek_welcome``.  Whatever fails
here is a :class:`~pharaoh.net.messages.ProtocolError` naming what was wrong, and the room
leaves the match unchanged.  The bodies' inner deal and seed messages are checked field by
field by :mod:`pharaoh.fair` on arrival; here they are bounded JSON objects.

>>> parse_peek('{"v": 1, "type": "peek", "body": {"t": "answer", "n": 0, "seat": 1, "claims": [3]}}')
PeekData(v=1, type='peek', body=AnswerBody(t='answer', n=0, seat=1, claims=[3]))
>>> parse_peek('{"v": 1, "type": "peek", "body": {"t": "answer", "n": "0", "seat": 1, "claims": []}}')
Traceback (most recent call last):
...
pharaoh.net.messages.ProtocolError: bad_field: peek message, field 'body.answer.n': Input should be...
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Final, Literal

from pydantic import Field, StringConstraints, TypeAdapter, ValidationError

from pharaoh.net.messages import Bye, GameId, Name, Options, ProtocolError, Token
from pharaoh.net.sidewire import NO_CONTROL as _NO_CONTROL
from pharaoh.net.sidewire import DealBody, Inner, SideData
from pharaoh.net.sidewire import Model as _Model

VERSION: Final = 1
"""The version every peek-proof message and stored room carries."""
MAX_PEEK_BYTES = 256 * 1024
"""The largest message taken from the peer (a deal pass is about 25 KB at 1024 bits)."""
MAX_STORED_PEEK = 4 * 1024 * 1024
"""The largest stored room read back (a whole match is about 100-150 KB)."""
MAX_MOVES = 100_000
"""The highest move number a message may carry (as :data:`pharaoh.net.peekproof.MAX_MOVES`)."""
MAX_SLOT = 1 << 16
"""Slots and public card ids lie strictly between -MAX_SLOT and MAX_SLOT."""

MatchId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{8,64}$")]
"""A match's id: binds every commitment and key of the match."""
Slot = Annotated[int, Field(gt=-MAX_SLOT, lt=MAX_SLOT)]
"""A slot (or a public card id) named by a move."""
TwoSeats = Annotated[int, Field(ge=0, le=1)]
"""A seat of a two-seat match."""


class SeedBody(_Model):
    """A commitment to, or a share of, the public seed (:class:`pharaoh.fair.dice.Roll`)."""

    t: Literal["seed"]
    m: Inner


class MoveBody(_Model):
    """A seat's move: its public text and the slots it uses."""

    t: Literal["move"]
    n: Annotated[int, Field(ge=0, le=MAX_MOVES)]
    seat: TwoSeats
    text: Annotated[str, StringConstraints(min_length=1, max_length=80, pattern=_NO_CONTROL)]
    claims: Annotated[list[Slot], Field(max_length=16)]


class AnswerBody(_Model):
    """A seat's answer to a move that takes from its hand: the slots it names."""

    t: Literal["answer"]
    n: Annotated[int, Field(ge=0, le=MAX_MOVES)]
    seat: TwoSeats
    claims: Annotated[list[Slot], Field(max_length=16)]


Body = Annotated[SeedBody | DealBody | MoveBody | AnswerBody, Field(discriminator="t")]
"""One :class:`~pharaoh.net.peekproof.PeekMatch` message."""


class _Message(_Model):
    v: Literal[1] = VERSION


class PeekHello(_Message):
    """A guest that joined before comes back: its token and match id (after a reload of either browser)."""

    type: Literal["peek_hello"] = "peek_hello"
    name: Name
    match: MatchId
    token: Token


class PeekWelcome(_Message):
    """The host takes the guest into a peek-proof match: the game, the guest's seat, the match id."""

    type: Literal["peek_welcome"] = "peek_welcome"
    model: Literal["peek-proof"] = "peek-proof"
    game: GameId
    players: Literal[2] = 2
    options: Options
    seat: TwoSeats
    """The guest's seat."""
    match: MatchId
    token: Token
    """Keep it: it brings the guest back to its seat after a reload."""
    names: Annotated[list[Name], Field(min_length=2, max_length=2)]
    resume: bool
    """Whether the match had begun (both sides then send again what the other may have missed)."""


class PeekData(_Message):
    """One message of the match."""

    type: Literal["peek"] = "peek"
    body: Body


PeekMessage = PeekHello | PeekWelcome | PeekData | SideData | Bye
"""Any message of a peek-proof room (``side``: a :class:`~pharaoh.net.peekmulti.SideMatch`'s, see
:mod:`pharaoh.net.sidewire`)."""

_ADAPTER: TypeAdapter[PeekMessage] = TypeAdapter(Annotated[PeekMessage, Field(discriminator="type")])


def _explain(exc: ValidationError) -> ProtocolError:
    err = exc.errors(include_url=False)[0]
    kind, loc, msg = err["type"], err["loc"], err["msg"]
    if kind == "json_invalid":
        return ProtocolError("bad_json", "not valid JSON")
    if not loc:
        if kind == "union_tag_not_found":
            return ProtocolError("missing_type", "the message has no 'type' field")
        if kind == "union_tag_invalid":
            return ProtocolError("unknown_type", "unknown message type")
        return ProtocolError("not_object", "a message must be a JSON object")
    where = f"{loc[0]} message"
    field = ".".join(str(part) for part in loc[1:])
    if field == "v":
        return ProtocolError("bad_version", f"protocol version is not {VERSION}")
    if kind == "extra_forbidden":
        return ProtocolError("extra_field", f"{where}: unexpected field {field!r}")
    if kind == "missing":
        return ProtocolError("missing_field", f"{where}: missing field {field!r}")
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        return ProtocolError("unknown_type", f"{where}: unknown kind of body")
    return ProtocolError("bad_field", f"{where}, field {field!r}: {msg}")


def parse_peek(raw: str | bytes) -> PeekMessage:
    """Validate one message from the peer; raises :class:`ProtocolError` for anything malformed.

    >>> parse_peek('{"v": 1, "type": "peek", "body": {"t": "cheat"}}')
    Traceback (most recent call last):
    ...
    pharaoh.net.messages.ProtocolError: unknown_type: peek message: unknown kind of body
    """
    if isinstance(raw, str):
        if len(raw) > MAX_PEEK_BYTES:
            raise ProtocolError("too_big", f"message of {len(raw)} characters; the limit is {MAX_PEEK_BYTES}")
        data = raw.encode("utf-8", "replace")
    else:
        data = bytes(raw[: MAX_PEEK_BYTES + 1])
    if len(data) > MAX_PEEK_BYTES:
        raise ProtocolError("too_big", f"message of more than {MAX_PEEK_BYTES} bytes")
    try:
        message = _ADAPTER.validate_json(data)
    except ValidationError as exc:
        raise _explain(exc) from None
    except RecursionError:
        raise ProtocolError("bad_json", "the message nests too deeply") from None
    if "v" not in message.model_fields_set:
        raise ProtocolError("bad_version", "the message has no protocol version 'v'")
    return message


def encode_peek(message: PeekHello | PeekWelcome | Bye) -> str:
    """A handshake message as compact JSON text."""
    return message.model_dump_json()


def encode_body(body: dict[str, Any]) -> str:
    """One of this seat's own match messages as a ``peek`` message (our own match built it)."""
    return json.dumps({"v": VERSION, "type": "peek", "body": body}, separators=(",", ":"))


def body_of(message: PeekData) -> dict[str, Any]:
    """The match message a validated ``peek`` carries, as :class:`PeekMatch` takes it."""
    return message.body.model_dump()


# ---------------------------------------------------------------- storage

SeatKind = Literal["local", "computer", "remote"]
"""Who plays a seat, as the host's room sees it (a guest sees itself as ``local``)."""


class StoredPeek(_Model):
    """A peek-proof room as a browser keeps it: the seat's match (with its secret seed) and the link's facts.

    The host keeps it in local storage (``net.host``), a guest in its tab's session storage
    (``net.guest``); the match inside is re-checked by :meth:`PeekMatch.from_json`.
    """

    format: Literal["pharaoh-peek-host", "pharaoh-peek-guest"]
    v: Literal[1] = VERSION
    game: GameId
    seat: TwoSeats
    """This browser's seat."""
    kinds: Annotated[list[SeatKind], Field(min_length=2, max_length=2)]
    bot: Annotated[str, StringConstraints(max_length=40, pattern=_NO_CONTROL)] | None
    """The computer player of this browser's seat (``None``: a person plays it)."""
    names: Annotated[list[Name], Field(min_length=2, max_length=2)]
    match_id: MatchId
    token: Token | None
    options: Options
    match: dict[str, Any] | None
    """:meth:`PeekMatch.to_json` (``None`` before the guest was welcomed)."""


def read_stored(text: str) -> StoredPeek:
    """A stored peek-proof room, validated; raises :class:`ProtocolError` saying why not."""
    if len(text) > MAX_STORED_PEEK:
        raise ProtocolError("too_big", f"the stored room is too big ({len(text)} characters)")
    try:
        return StoredPeek.model_validate_json(text)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        where = ".".join(str(part) for part in err["loc"]) or "room"
        raise ProtocolError("bad_field", f"stored peek-proof room, {where}: {err['msg']}") from None
    except RecursionError:
        raise ProtocolError("bad_json", "the stored room nests too deeply") from None


def stored_format(text: str | None) -> str:
    """The ``format`` of a stored room without validating it ("" if none or unreadable).

    >>> stored_format('{"format": "pharaoh-peek-host"}'), stored_format("[1"), stored_format(None)
    ('pharaoh-peek-host', '', '')
    """
    if not text:
        return ""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return ""
    value = data.get("format") if isinstance(data, dict) else None
    return value if isinstance(value, str) else ""
