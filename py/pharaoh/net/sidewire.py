"""The boundary of a peek-proof match with a hidden side: every message from a peer, by pydantic.

:class:`~pharaoh.net.peekmulti.SideMatch` messages travel as ``{"v": 1, "type": "side",
"body": ...}``; ``body`` is a discriminated union on ``t`` (``deal``, ``salt``, ``move``,
``full``, ``die``, ``report``, ``open``, ``objection``): strict types, no extra field, every
string, list and number bounded.  Whatever fails here is a
:class:`~pharaoh.net.messages.ProtocolError` naming what was wrong, and the match never sees
it; the match then checks every field again against the game (turns, numbers, commitments).
The inner deal and throw messages are checked field by field by :mod:`pharaoh.fair`; here
they are bounded JSON objects.

>>> body_of(parse_side(encode_body({"t": "move", "n": 3, "seat": 2, "text": "move 3"})))
{'t': 'move', 'n': 3, 'seat': 2, 'text': 'move 3'}
>>> parse_side(encode_body({"t": "report", "n": 3, "seat": 1, "facts": [9999], "commit": "00"}))
Traceback (most recent call last):
...
pharaoh.net.messages.ProtocolError: bad_field: side message, field 'body.report.facts.0': Input should be...
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from pharaoh.net.messages import ProtocolError

VERSION: Final = 1
"""The version every side message carries."""
MAX_SIDE_BYTES = 512 * 1024
"""The largest message taken from a peer (a deal pass of 23 cards is about 6 KB; the end's openings more)."""
MAX_MOVES = 100_000
"""The highest move or roll number (as :data:`pharaoh.net.peekmulti.MAX_MOVES`)."""
MAX_LIST = 4096
"""The most moves or throws one opening carries."""

NO_CONTROL = r"^[^\x00-\x1f\x7f]*$"
"""No control characters: the pattern of every peer's text (here and in :mod:`~pharaoh.net.peekwire`)."""
Seat = Annotated[int, Field(ge=0, le=4)]
"""A seat of a match of at most five."""
Number = Annotated[int, Field(ge=0, le=MAX_MOVES)]
"""A move or roll number."""
Text = Annotated[str, StringConstraints(min_length=1, max_length=80, pattern=NO_CONTROL)]
"""A move's text."""
Hex64 = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
"""A digest or a 32-byte seed, as 64 lowercase hex digits."""
Inner = Annotated[dict[str, Any], Field(max_length=32)]
"""A deal or throw message of :mod:`pharaoh.fair` (checked field by field on arrival)."""


class Model(BaseModel):
    """A peer's message part: strict, no extra field, frozen (also :mod:`~pharaoh.net.peekwire`'s)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


_Model = Model


class DealBody(_Model):
    """A pass, a card key or the seed opening of a deal (:class:`~pharaoh.fair.deck.DeckPlayer`)."""

    t: Literal["deal"]
    m: Inner


class SaltBody(_Model):
    """The keeper's salt seed, for the other side seats."""

    t: Literal["salt"]
    seat: Seat
    seed: Hex64


class MoveBody(_Model):
    """A move's public text."""

    t: Literal["move"]
    n: Number
    seat: Seat
    text: Text


class FullBody(_Model):
    """A side seat's full move, for the other side seats."""

    t: Literal["full"]
    n: Number
    seat: Seat
    text: Text


class DieBody(_Model):
    """A commitment to, or a share of, one throw."""

    t: Literal["die"]
    r: Number
    m: Inner


class ReportBody(_Model):
    """The keeper's report after a move: public facts and a commitment."""

    t: Literal["report"]
    n: Number
    seat: Seat
    facts: Annotated[list[Annotated[int, Field(ge=-1, le=999)]], Field(max_length=4)]
    commit: Hex64


class OpenBody(_Model):
    """A side seat's openings at the end: its full moves, its shares of the side's throws, the salt seed."""

    t: Literal["open"]
    seat: Seat
    moves: Annotated[list[tuple[Number, Text]], Field(max_length=MAX_LIST)]
    dice: Annotated[list[Inner], Field(max_length=MAX_LIST)]
    salt: Hex64 | None


class ObjectionBody(_Model):
    """A seat found a fault: whom it accuses, at which move, why."""

    t: Literal["objection"]
    seat: Seat
    against: Seat | None
    n: Number | None
    reason: Annotated[str, StringConstraints(max_length=300)]


Body = Annotated[
    DealBody | SaltBody | MoveBody | FullBody | DieBody | ReportBody | OpenBody | ObjectionBody,
    Field(discriminator="t"),
]
"""One :class:`~pharaoh.net.peekmulti.SideMatch` message."""


class SideData(_Model):
    """One message of the match, in its envelope."""

    v: Literal[1] = VERSION
    type: Literal["side"] = "side"
    body: Body


_ADAPTER: TypeAdapter[SideData] = TypeAdapter(SideData)


def _explain(exc: ValidationError) -> ProtocolError:
    err = exc.errors(include_url=False)[0]
    kind, loc, msg = err["type"], err["loc"], err["msg"]
    if kind == "json_invalid":
        return ProtocolError("bad_json", "not valid JSON")
    if not loc:
        return ProtocolError("not_object", "a message must be a JSON object")
    field = ".".join(str(part) for part in loc)
    if field == "v":
        return ProtocolError("bad_version", f"protocol version is not {VERSION}")
    if field == "type":
        return ProtocolError("unknown_type", "not a side message")
    if kind == "extra_forbidden":
        return ProtocolError("extra_field", f"side message: unexpected field {field!r}")
    if kind == "missing":
        return ProtocolError("missing_field", f"side message: missing field {field!r}")
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        return ProtocolError("unknown_type", "side message: unknown kind of body")
    return ProtocolError("bad_field", f"side message, field {field!r}: {msg}")


def parse_side(raw: str | bytes) -> SideData:
    """Validate one message from a peer; raises :class:`ProtocolError` for anything malformed.

    >>> parse_side('{"v": 1, "type": "side", "body": {"t": "cheat"}}')
    Traceback (most recent call last):
    ...
    pharaoh.net.messages.ProtocolError: unknown_type: side message: unknown kind of body
    """
    data = raw.encode("utf-8", "replace") if isinstance(raw, str) else bytes(raw[: MAX_SIDE_BYTES + 1])
    if len(data) > MAX_SIDE_BYTES:
        raise ProtocolError("too_big", f"message of more than {MAX_SIDE_BYTES} bytes")
    try:
        message = _ADAPTER.validate_json(data)
    except ValidationError as exc:
        raise _explain(exc) from None
    except RecursionError:
        raise ProtocolError("bad_json", "the message nests too deeply") from None
    if "v" not in message.model_fields_set or "type" not in message.model_fields_set:
        raise ProtocolError("bad_version", "the message has no protocol version 'v' or no 'type'")
    return message


def encode_body(body: dict[str, Any]) -> str:
    """One of this seat's own match messages in its envelope (our own match built it)."""
    return json.dumps({"v": VERSION, "type": "side", "body": body}, separators=(",", ":"))


def body_of(message: SideData) -> dict[str, Any]:
    """The match message a validated envelope carries, as :meth:`SideMatch.receive` takes it."""
    return message.body.model_dump(mode="json")
