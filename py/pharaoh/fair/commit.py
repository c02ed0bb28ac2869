r"""Commitments bound to their context: ``sha256(context || salt || value)``.

A seat commits to a secret value (a face-down card, a pawn's square, its share of a die)
by publishing the digest; later it opens it by publishing the salt and the value.  The
salt is 128 fresh bits from :mod:`secrets`, so the digest hides even a value from a tiny
set (one of six die faces); SHA-256 binds it.  The :class:`Context` (match, seat,
purpose, counter) is hashed in too, so an opening only holds where the commitment was
made: a seat cannot copy another seat's commitment, nor replay its own from an earlier
roll, turn or match.  :class:`CommitmentBook` also rejects any digest seen before, so a
copy is caught when it is sent, not only when it is opened.

>>> ctx = Context("m1", seat=0, purpose="die", counter=3)
>>> digest, salt = commit(ctx, b"\x04")
>>> verify(ctx, b"\x04", salt, digest), verify(ctx, b"\x05", salt, digest)
(True, False)
>>> verify(Context("m1", 1, "die", 3), b"\x04", salt, digest)
False
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from pharaoh.fair.errors import CommitmentMismatch, MalformedMessage, ReplayedCommitment

SALT_BYTES = 16
"""128 bits of salt per commitment."""
MAX_VALUE_BYTES = 4096
"""The largest committed value accepted (a pawn layout or a hand fits many times over)."""
MAX_FIELD_CHARS = 64
"""The longest match id or purpose accepted."""

_DOMAIN = b"pharaoh-table/commit/v1"


@dataclass(frozen=True, slots=True)
class Context:
    """Where a commitment holds: a match, the committing seat, what it is for, and a counter.

    ``counter`` numbers the commitments of one seat for one purpose (a roll, a turn, a
    reshuffle), so the same value committed twice gives two unrelated digests.
    """

    match: str
    seat: int
    purpose: str
    counter: int

    def __post_init__(self) -> None:
        for name in ("match", "purpose"):
            text = getattr(self, name)
            if not isinstance(text, str) or not 0 < len(text) <= MAX_FIELD_CHARS or "\0" in text:
                raise MalformedMessage(f"commitment context: bad {name}")
        for name in ("seat", "counter"):
            number = getattr(self, name)
            if type(number) is not int or not 0 <= number < 1 << 32:
                raise MalformedMessage(f"commitment context: bad {name}")

    def encode(self) -> bytes:
        """The context as unambiguous bytes (every field length-prefixed).

        >>> Context("m", 0, "p", 1).encode() != Context("m", 0, "p", 10).encode()
        True
        """
        parts = [
            self.match.encode(),
            str(self.seat).encode(),
            self.purpose.encode(),
            str(self.counter).encode(),
        ]
        return b"".join(len(part).to_bytes(2, "big") + part for part in parts)


def digest_of(context: Context, salt: bytes, value: bytes) -> str:
    """The commitment (64 hex digits) to ``value`` under ``salt`` in ``context``."""
    if len(salt) != SALT_BYTES:
        raise MalformedMessage(f"a salt has {SALT_BYTES} bytes")
    if len(value) > MAX_VALUE_BYTES:
        raise MalformedMessage("committed value too long")
    blob = _DOMAIN + b"\0" + context.encode() + salt + value
    return hashlib.sha256(blob).hexdigest()


def commit(
    context: Context, value: bytes, entropy: Callable[[int], bytes] = secrets.token_bytes
) -> tuple[str, bytes]:
    """Commit to ``value``: the digest to publish and the fresh salt to keep for the opening."""
    salt = entropy(SALT_BYTES)
    return digest_of(context, salt, value), salt


def verify(context: Context, value: bytes, salt: bytes, digest: str) -> bool:
    """Whether ``(salt, value)`` opens ``digest`` in ``context`` (constant-time comparison)."""
    if len(salt) != SALT_BYTES or len(value) > MAX_VALUE_BYTES or not isinstance(digest, str):
        return False
    return hmac.compare_digest(digest_of(context, salt, value), digest)


def check_opening(context: Context, value: bytes, salt: bytes, digest: str) -> None:
    """Raise :class:`CommitmentMismatch` naming the seat unless the opening holds."""
    if not verify(context, value, salt, digest):
        raise CommitmentMismatch(
            f"seat {context.seat} opened its {context.purpose} commitment #{context.counter} "
            "to a value it did not commit to",
            suspects=(context.seat,),
        )


def is_digest(text: object) -> bool:
    """Whether ``text`` has the shape of a digest (64 lowercase hex digits).

    >>> is_digest("ab" * 32), is_digest("AB" * 32), is_digest("ab")
    (True, False, False)
    """
    return isinstance(text, str) and len(text) == 64 and all(c in "0123456789abcdef" for c in text)


@dataclass(frozen=True)
class CommitmentBook:
    """Every commitment received in a match, to reject copies and replays when they arrive.

    A digest is accepted once only, and each (seat, purpose) must count 0, 1, 2, ...
    without gaps or repeats.  The book is a value: :meth:`record` returns a new book.

    >>> book = CommitmentBook().record(Context("m", 0, "die", 0), "aa" * 32)
    >>> book.record(Context("m", 1, "die", 0), "aa" * 32)
    Traceback (most recent call last):
    ...
    pharaoh.fair.errors.ReplayedCommitment: seat 1 sent a commitment already seen (seat 0, die #0)
    """

    seen: Mapping[str, Context] = field(default_factory=dict)
    """Every digest recorded, with the context it was made in."""
    next_counter: Mapping[tuple[int, str], int] = field(default_factory=dict)
    """The counter each (seat, purpose) must use next."""

    def record(self, context: Context, digest: str) -> CommitmentBook:
        """The book with ``digest`` recorded; raises on a copy, a replay or a bad counter."""
        if not is_digest(digest):
            raise MalformedMessage(
                f"seat {context.seat} sent a malformed commitment", suspects=(context.seat,)
            )
        earlier = self.seen.get(digest)
        if earlier is not None:
            raise ReplayedCommitment(
                f"seat {context.seat} sent a commitment already seen "
                f"(seat {earlier.seat}, {earlier.purpose} #{earlier.counter})",
                suspects=(context.seat,),
            )
        expected = self.next_counter.get((context.seat, context.purpose), 0)
        if context.counter != expected:
            raise ReplayedCommitment(
                f"seat {context.seat}'s {context.purpose} commitment has counter {context.counter}, "
                f"expected {expected}",
                suspects=(context.seat,),
            )
        return CommitmentBook(
            {**self.seen, digest: context},
            {**self.next_counter, (context.seat, context.purpose): expected + 1},
        )

    def context_of(self, digest: str) -> Context | None:
        """The context ``digest`` was recorded in, or ``None``."""
        return self.seen.get(digest)

    def to_json(self) -> list[list[object]]:
        """The book as JSON-compatible lists, in the order recorded."""
        return [[d, c.match, c.seat, c.purpose, c.counter] for d, c in self.seen.items()]

    @classmethod
    def from_json(cls, data: object) -> CommitmentBook:
        """Rebuild a book saved by :meth:`to_json` (every entry re-checked)."""
        if not isinstance(data, list):
            raise MalformedMessage("commitment book: not a list")
        book = cls()
        for entry in data:
            if not isinstance(entry, list) or len(entry) != 5:
                raise MalformedMessage("commitment book: bad entry")
            digest, match, seat, purpose, counter = entry
            if not isinstance(digest, str):
                raise MalformedMessage("commitment book: bad digest")
            book = book.record(Context(match, seat, purpose, counter), digest)
        return book
