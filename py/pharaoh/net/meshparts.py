"""A stored mesh room in parts: each seat's long lists in parts written once, the rest in a small head.

A :class:`~pharaoh.net.peekmesh.MeshRoom` stores itself before every slice that sends.  Its
seats' saves (:func:`pharaoh.net.peekmulti.save`) grow with the match (about 200 KB a seat
at a 3-seat match's end), nearly all of it in lists that only grow at their end: what the
seat sent, the throws, the reports, the moves, and the deal's passes (fixed once dealt).
So each of those lists (:data:`FIELDS`) is cut into parts (:data:`SIZES` items each); a
full part is written once under its own key
(``<room key>.mesh.<n>``, :func:`pharaoh.net.storage.mesh_part_key`) and the head keeps
only the rest of the list and, under ``parts``, each part's number and digest (of its text
at its place: the match, seat, list and index, :func:`place`).  A store then
writes the head and the parts that are new or changed (a part whose items changed goes to a
new key: the key the stored head names is never overwritten, so a page closed between the
two writes leaves a head whose parts are all there).

Reading back (:func:`pharaoh.net.meshwire.read_stored_mesh`) puts each list together again
(:func:`join_parts`): the room read back is the one a whole save would give.  Pure standard
library; the boundary (pydantic) is :mod:`pharaoh.net.meshwire`.

>>> written = {}
>>> writer = PartWriter()
>>> data = {"matches": {"1": {"moves": list(range(70)), "sent": [], "rolls": []}}}
>>> head = writer.split(data, lambda n, text: written.__setitem__(n, text))
>>> len(head["matches"]["1"]["moves"]), head["parts"]["1"]["moves"][0][0], sorted(written)
(6, 0, [0])
>>> data["matches"]["1"]["deck"] = {"shuffles": [["a1", "b1"], ["a2", "b2"]], "locks": []}
>>> head = writer.split(data, lambda n, text: written.__setitem__(n, text))
>>> head["matches"]["1"]["deck"], sorted(written)
({'shuffles': [], 'locks': []}, [0, 1, 2])
>>> join_parts(head, lambda n: written.get(n)) == data
True
>>> _ = writer.split(data, lambda n, text: written.__setitem__(n, text))
>>> sorted(written)  # nothing new: nothing written but the head
[0, 1, 2]
>>> data["matches"]["1"]["deck"]["shuffles"][1] = ["a3", "b3"]  # a pass that is not the stored one
>>> _ = writer.split(data, lambda n, text: written.__setitem__(n, text))
>>> sorted(written), written[2]  # a new part; the one the stored head names stays
([0, 1, 2, 3], '[["a2","b2"]]')
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Final, Literal, get_args

from pharaoh.net.storage import MAX_MESH_PARTS

PartField = Literal["sent", "rolls", "reports", "moves", "roll_of", "deck.shuffles", "deck.locks"]
"""A list of a seat's save that is stored in parts (it grows at its end; ``deck.``: in its deal)."""
FIELDS: Final[tuple[PartField, ...]] = get_args(PartField)
"""Every :data:`PartField`."""
SIZES: Final[dict[str, int]] = {
    "sent": 16,
    "rolls": 16,
    "reports": 64,
    "moves": 64,
    "roll_of": 64,
    "deck.shuffles": 1,
    "deck.locks": 1,
}
"""Items of each list in one part (a deal's pass is some kilobytes, a move's text a few bytes)."""
MAX_PARTS: Final = MAX_MESH_PARTS
"""The most parts a stored head may name (each list of each seat, with rewritten ones)."""


def place(match: object, seat: str, field: str, index: int) -> str:
    """Where a part belongs: the room's match, the seat, the list and the part's index in it.

    >>> place("m1", "2", "sent", 0)
    'm1/2/sent/0'
    """
    return f"{match}/{seat}/{field}/{index}"


def digest(text: str, where: str = "") -> str:
    """The digest a head keeps of a part's text at its place (16 hex digits of a SHA-256).

    The place (:func:`place`) is in it, so a part read at another place (another seat's,
    another room's, one moved within its list or named twice) is not the one the room stored.

    >>> digest("[]", "m1/2/sent/0") != digest("[]", "m1/1/sent/0")
    True
    """
    return hashlib.sha256(f"{where}\n{text}".encode()).hexdigest()[:16]


def _shape(field: str, items: list[Any]) -> Hashable:
    """What tells whether a full part's items changed, without writing them out.

    What a seat sent, its moves and their throws' numbers only grow at their end and never
    change; a report's number says what it is (a report taken never changes; one further on
    may come in before an earlier one); a throw's messages only grow; a deal's pass is told
    by its first and last card (random numbers of 1024 bits).
    """
    if field.startswith("deck."):
        return tuple(
            (len(item), item[0], item[-1]) if isinstance(item, list) and item else None for item in items
        )
    if field == "reports":
        return tuple(item[0] if isinstance(item, list) and item else None for item in items)
    if field == "rolls":
        return tuple(
            (item[0], len(item[3])) if isinstance(item, list) and len(item) == 4 else None for item in items
        )
    return len(items)


class PartWriter:
    """Which parts of a room's stored lists are written already, under which numbers."""

    def __init__(self) -> None:
        self.slots: dict[tuple[str, str, int], tuple[int, Hashable, str]] = {}
        """(seat, field, part index) -> its number, its items' shape, its digest."""
        self.next = 0
        """The number of the next part written (numbers are never reused by a room)."""
        self.written = 0
        """Characters of parts written so far."""

    def prime(
        self, parts: Mapping[str, Mapping[PartField, Sequence[tuple[int, str]]]], matches: Mapping[str, Any]
    ) -> None:
        """Take the parts a stored head named (a room read back: they need no writing again)."""
        for seat, fields in parts.items():
            for field, refs in fields.items():
                size = SIZES[field]
                for i, (n, known) in enumerate(refs):
                    chunk = _get(matches[seat], field)[i * size : (i + 1) * size]
                    self.slots[(seat, field, i)] = (n, _shape(field, chunk), known)
                    self.next = max(self.next, n + 1)

    def split(self, data: dict[str, Any], write: Callable[[int, str], None]) -> dict[str, Any]:
        """The head of ``data`` (a stored room); the parts it names that are new or changed, written first."""
        matches: dict[str, Any] = {}
        index: dict[str, dict[str, list[list[Any]]]] = {}
        for seat, save in data["matches"].items():
            short = dict(save)
            for field in FIELDS:
                items, size = _get(save, field), SIZES[field]
                if not isinstance(items, list) or len(items) < size:
                    continue
                full = len(items) // size
                refs = []
                for i in range(full):
                    chunk = items[i * size : (i + 1) * size]
                    shape = _shape(field, chunk)
                    slot = self.slots.get((seat, field, i))
                    if slot is None or slot[1] != shape:
                        if self.next >= MAX_PARTS:
                            raise ValueError("the stored room has too many parts")
                        text = json.dumps(chunk, separators=(",", ":"))
                        slot = (self.next, shape, digest(text, place(data.get("match_id"), seat, field, i)))
                        self.next += 1
                        self.written += len(text)
                        write(slot[0], text)
                        self.slots[(seat, field, i)] = slot
                    refs.append([slot[0], slot[2]])
                _put(short, field, items[full * size :])
                index.setdefault(seat, {})[field] = refs
            matches[seat] = short
        return {**data, "matches": matches, "parts": index}


def join_parts(head: dict[str, Any], load: Callable[[int], str | None]) -> dict[str, Any]:
    """The stored room a head and its parts make (``parts`` gone); ``ValueError`` naming what is wrong.

    Each part must be there, match its digest and be a JSON list of its field's :data:`SIZES` items.
    """
    parts = head.get("parts") or {}
    matches = dict(head["matches"])
    for seat, fields in parts.items():
        if seat not in matches:
            raise ValueError(f"stored parts of seat {seat}, which the room does not hold")
        save = dict(matches[seat])
        for field, refs in fields.items():
            size = SIZES.get(field)
            if size is None:
                raise ValueError(f"stored parts of a list {field!r} that is not stored in parts")
            items: list[Any] = []
            for i, (n, known) in enumerate(refs):
                text = load(n)
                if not text:
                    raise ValueError(f"stored part {n} is missing")
                if digest(text, place(head.get("match_id"), seat, field, i)) != known:
                    raise ValueError(f"stored part {n} is not the one the room stored")
                try:
                    chunk = json.loads(text)
                except json.JSONDecodeError:
                    raise ValueError(f"stored part {n} is not JSON") from None
                if not isinstance(chunk, list) or len(chunk) != size:
                    raise ValueError(f"stored part {n} is not a part")
                items.extend(chunk)
            tail = _get(save, field)
            if not isinstance(tail, list):
                raise ValueError(f"stored room: seat {seat}'s {field} is not a list")
            _put(save, field, items + tail)
        matches[seat] = save
    joined = {k: v for k, v in head.items() if k != "parts"}
    joined["matches"] = matches
    return joined


def _get(save: Any, field: str) -> Any:
    """The list ``field`` names in a seat's save (``deck.shuffles``: inside its deal), or ``None``."""
    outer, _, inner = field.rpartition(".")
    holder = save.get(outer) if outer else save
    return holder.get(inner) if isinstance(holder, dict) else None


def _put(save: dict[str, Any], field: str, items: list[Any]) -> None:
    """Set the list ``field`` names in ``save`` (a copy of the dict that holds it: the room's save stays)."""
    outer, _, inner = field.rpartition(".")
    if outer:
        save[outer] = {**save[outer], inner: items}
    else:
        save[inner] = items
