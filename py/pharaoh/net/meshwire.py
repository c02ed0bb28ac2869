"""The boundary of a peek-proof room of 3-5 seats: every message from a peer and the stored room, by pydantic.

A mesh room (:mod:`pharaoh.net.peekmesh`) has a data channel between every pair of
browsers.  Its messages (version ``v`` 1, strict types, no extra field, every string,
list and number bounded):

- ``mesh_welcome`` (host to a guest): the game, the roster (which browser holds each seat;
  browser 0 is the host's), the guest's browser number, the match id, its resume token, and
  the computer player of each of its seats a computer plays (``bots``, none by default);
- ``mesh_hello`` (on a link between two guests, both ways): the match id and the sender's
  browser number (the link was made for that pair; the hello only confirms it);
- ``mesh`` (any link): one :class:`~pharaoh.net.peekmulti.SideMatch` message in ``body``
  (:data:`pharaoh.net.sidewire.Body`), with the seat that sent it and the seats it is for
  (only seats the receiving browser holds);
- ``bye``, as in :mod:`pharaoh.net.messages`.

A first-time guest says the ordinary ``hello`` to the host, as in every room.

>>> m = parse_mesh('{"v": 1, "type": "mesh", "sender": 1, "to": [2], "body": {"t": "move", "n": 0, '
...                '"seat": 1, "text": "x"}}')
>>> m.sender, m.to, m.body.t
(1, [2], 'move')
>>> parse_mesh('{"v": 1, "type": "mesh", "sender": 7, "to": [2], "body": {"t": "move", "n": 0, '
...            '"seat": 1, "text": "x"}}')
Traceback (most recent call last):
...
pharaoh.net.messages.ProtocolError: bad_field: mesh message, field 'mesh.sender': Input should be...
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any, Final, Literal

from pydantic import Field, StringConstraints, TypeAdapter, ValidationError

from pharaoh.net.meshparts import MAX_PARTS, PartField, join_parts
from pharaoh.net.messages import Bye, GameId, Name, Options, ProtocolError, Token
from pharaoh.net.peekwire import MatchId
from pharaoh.net.sidewire import MAX_SIDE_BYTES, NO_CONTROL, Body, Model, Seat
from pharaoh.net.storage import GUEST_KEY, HOST_KEY, mesh_part_key

VERSION: Final = 1
"""The version every mesh message and stored mesh room carries."""
MAX_STORED_MESH = 8 * 1024 * 1024
"""The largest stored mesh room read back (each seat's match with its whole transcript)."""

Browser = Annotated[int, Field(ge=0, le=4)]
"""A browser of the room: 0 is the host's, guests 1-4."""
Seats = Annotated[list[Seat], Field(min_length=3, max_length=5)]


class _Message(Model):
    v: Literal[1] = VERSION


class MeshWelcome(_Message):
    """The host takes a guest's browser into a peek-proof match of 3-5 seats."""

    type: Literal["mesh_welcome"] = "mesh_welcome"
    model: Literal["peek-proof"] = "peek-proof"
    game: GameId
    options: Options
    roster: Annotated[list[Browser], Field(min_length=3, max_length=5)]
    """The browser of each seat."""
    you: Browser
    """The guest's browser."""
    match: MatchId
    token: Token
    """Keep it: it brings the guest's browser back after a reload."""
    names: Annotated[list[Name], Field(min_length=3, max_length=5)]
    resume: bool
    bots: dict[
        Annotated[str, StringConstraints(pattern=r"^[0-4]$")],
        Annotated[str, StringConstraints(max_length=40, pattern=NO_CONTROL)],
    ] = Field(default_factory=dict)
    """The computer player of each seat of the guest's browser the computer plays (the host assigned it)."""


class MeshHello(_Message):
    """On a link between two guests: who speaks (and, to the host after a reload, its token)."""

    type: Literal["mesh_hello"] = "mesh_hello"
    match: MatchId
    browser: Browser
    token: Token | None = None


class MeshData(_Message):
    """One match message: the seat that sent it, the seats of the receiving browser it is for."""

    type: Literal["mesh"] = "mesh"
    sender: Seat
    to: Annotated[list[Seat], Field(min_length=1, max_length=5)]
    body: Body


MeshMessage = MeshWelcome | MeshHello | MeshData | Bye
"""Any message of a mesh room."""

_ADAPTER: TypeAdapter[MeshMessage] = TypeAdapter(Annotated[MeshMessage, Field(discriminator="type")])


def _explain(exc: ValidationError) -> ProtocolError:
    err = exc.errors(include_url=False)[0]
    kind, loc, msg = err["type"], err["loc"], err["msg"]
    if kind == "json_invalid":
        return ProtocolError("bad_json", "not valid JSON")
    field = ".".join(str(part) for part in loc) or "type"
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        return ProtocolError("unknown_type", f"mesh message, field {field!r}: unknown kind")
    if not loc:
        return ProtocolError("not_object", "a message must be a JSON object")
    if kind == "extra_forbidden":
        return ProtocolError("extra_field", f"mesh message: unexpected field {field!r}")
    if kind == "missing":
        return ProtocolError("missing_field", f"mesh message: missing field {field!r}")
    return ProtocolError("bad_field", f"mesh message, field {field!r}: {msg}")


def parse_mesh(raw: str | bytes) -> MeshMessage:
    """Validate one message from a peer; raises :class:`ProtocolError` for anything malformed.

    >>> parse_mesh('{"v": 1, "type": "cheat"}')
    Traceback (most recent call last):
    ...
    pharaoh.net.messages.ProtocolError: unknown_type: mesh message, field 'type': unknown kind
    """
    data = raw.encode("utf-8", "replace") if isinstance(raw, str) else bytes(raw[: MAX_SIDE_BYTES + 1])
    if len(data) > MAX_SIDE_BYTES:
        raise ProtocolError("too_big", f"message of more than {MAX_SIDE_BYTES} bytes")
    try:
        return _ADAPTER.validate_json(data)
    except ValidationError as exc:
        raise _explain(exc) from None
    except RecursionError:
        raise ProtocolError("bad_json", "the message nests too deeply") from None


def encode_mesh(message: MeshWelcome | MeshHello | Bye) -> str:
    """A handshake message as compact JSON text."""
    return message.model_dump_json()


def encode_data(sender: int, to: list[int], body: dict[str, Any]) -> str:
    """One of our own seats' match messages in its envelope (our own match built it)."""
    return json.dumps(
        {"v": VERSION, "type": "mesh", "sender": sender, "to": to, "body": body}, separators=(",", ":")
    )


def body_of(message: MeshData) -> dict[str, Any]:
    """The match message a validated envelope carries, as :meth:`SideMatch.receive` takes it."""
    return message.body.model_dump(mode="json")


# ---------------------------------------------------------------- storage


PartRef = tuple[
    Annotated[int, Field(ge=0, lt=MAX_PARTS)], Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{16}$")]
]
"""A part of a stored list: its number and digest."""


class StoredMesh(Model):
    """A mesh room as one browser keeps it: its seats' matches (with their secrets) and the roster."""

    format: Literal["pharaoh-mesh-host", "pharaoh-mesh-guest"]
    v: Literal[1] = VERSION
    game: GameId
    roster: Seats
    me: Browser
    names: Annotated[list[Name], Field(min_length=3, max_length=5)]
    bots: dict[
        Annotated[str, StringConstraints(pattern=r"^[0-4]$")],
        Annotated[str, StringConstraints(max_length=40, pattern=NO_CONTROL)],
    ]
    """The computer player of each seat this browser runs (by seat)."""
    match_id: MatchId
    tokens: dict[Annotated[str, StringConstraints(pattern=r"^[1-4]$")], Token]
    """The host: each guest browser's token; a guest: its own."""
    options: Options
    matches: dict[Annotated[str, StringConstraints(pattern=r"^[0-4]$")], dict[str, Any]]
    """Each of this browser's seats' :func:`pharaoh.net.peekmulti.save` (none before the welcome)."""
    parts: dict[
        Annotated[str, StringConstraints(pattern=r"^[0-4]$")],
        dict[PartField, Annotated[list[PartRef], Field(max_length=MAX_PARTS)]],
    ] = {}
    """The parts of each seat's long lists, in order (:mod:`pharaoh.net.meshparts`): in the stored
    head the lists hold only what follows them; read back (:func:`read_stored_mesh`), the whole."""


def _stored_problem(exc: ValidationError) -> ProtocolError:
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(part) for part in err["loc"]) or "room"
    return ProtocolError("bad_field", f"stored peek-proof room, {where}: {err['msg']}")


def read_stored_mesh(text: str, load: Callable[[str], str | None] | None = None) -> StoredMesh:
    """A stored mesh room, validated, its parts joined in (``load`` reads them); else :class:`ProtocolError`.

    The room read back holds each seat's whole lists, as a room stored in one piece would;
    ``parts`` still names the parts, so the room need not write them again.
    """
    if len(text) > MAX_STORED_MESH:
        raise ProtocolError("too_big", f"the stored room is too big ({len(text)} characters)")
    try:
        head = StoredMesh.model_validate_json(text)
        if not head.parts:
            return head
        if load is None:
            raise ProtocolError("bad_field", "stored peek-proof room: its parts cannot be read here")
        base = HOST_KEY if head.format == "pharaoh-mesh-host" else GUEST_KEY
        size = [len(text)]

        def part(n: int) -> str | None:
            found = load(mesh_part_key(base, n))
            size[0] += len(found or "")
            if size[0] > MAX_STORED_MESH:
                raise ValueError(f"the stored room is too big (more than {MAX_STORED_MESH} characters)")
            return found

        joined = join_parts(json.loads(text), part)
        joined["parts"] = head.model_dump()["parts"]
        return StoredMesh.model_validate(joined)
    except ValidationError as exc:
        raise _stored_problem(exc) from None
    except RecursionError:
        raise ProtocolError("bad_json", "the stored room nests too deeply") from None
    except ProtocolError:
        raise
    except ValueError as exc:  # a part missing, not the one stored, or not a part
        raise ProtocolError("bad_field", f"stored peek-proof room: {exc}") from None
