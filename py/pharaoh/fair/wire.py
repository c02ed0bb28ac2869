"""How numbers and messages travel: ints as lowercase hex strings, every size bounded.

A peer's message is untrusted input: these helpers reject anything but the exact shape,
raising :class:`~pharaoh.fair.errors.MalformedMessage` naming the sender.

>>> to_hex(255), from_hex("ff", 4, "key", 1)
('ff', 255)
>>> from_hex("0xff", 4, "key", 1)
Traceback (most recent call last):
...
pharaoh.fair.errors.MalformedMessage: seat 1 sent a malformed key
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pharaoh.fair.errors import MalformedMessage

Message = dict[str, Any]
"""A JSON-compatible protocol message."""

_HEX = frozenset("0123456789abcdef")


def to_hex(value: int) -> str:
    """A non-negative int as lowercase hex without prefix or padding."""
    return format(value, "x")


def from_hex(text: object, max_digits: int, what: str, sender: int) -> int:
    """Parse hex digits written by :func:`to_hex` (no sign, prefix, upper case or padding)."""
    if (
        not isinstance(text, str)
        or not 0 < len(text) <= max_digits
        or not _HEX.issuperset(text)
        or (len(text) > 1 and text[0] == "0")
    ):
        raise MalformedMessage(f"seat {sender} sent a malformed {what}", suspects=(sender,))
    return int(text, 16)


def bytes_from_hex(text: object, size: int, what: str, sender: int) -> bytes:
    """Parse exactly ``size`` bytes written as ``2 * size`` lowercase hex digits."""
    if not isinstance(text, str) or len(text) != 2 * size or not _HEX.issuperset(text):
        raise MalformedMessage(f"seat {sender} sent a malformed {what}", suspects=(sender,))
    return bytes.fromhex(text)


def small_int(value: object, limit: int, what: str, sender: int) -> int:
    """An int in ``range(limit)`` (a bool is not an int here)."""
    if type(value) is not int or not 0 <= value < limit:
        raise MalformedMessage(f"seat {sender} sent a bad {what}", suspects=(sender,))
    return value


def exact_fields(message: Mapping[str, Any], fields: frozenset[str], sender: int) -> None:
    """Reject a message with a missing or an unknown field."""
    if set(message) != fields:
        raise MalformedMessage(f"seat {sender} sent a message with the wrong fields", suspects=(sender,))
