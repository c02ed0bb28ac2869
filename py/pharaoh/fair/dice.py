"""A die nobody picks: commit-reveal among all seats, for one roll.

1. every seat draws 32 secret bytes and sends a commitment to them, bound to
   (match, seat, "die", roll number);
2. once it holds every seat's commitment, a seat reveals its bytes;
3. the die comes from all seats' bytes (SHA-256, then rejection sampling: no modulo bias).

As long as one seat is honest its bytes are unpredictable, and nobody can change its
bytes after seeing another's.  The one bias left is to refuse to reveal after seeing the
others' values: :meth:`Roll.result` then raises :class:`MissingReveal` naming the seat,
a visible fault, never a quiet re-roll.

>>> rolls = [Roll.new("m", s, 2, 0, entropy=lambda n, s=s: bytes([s]) * n) for s in range(2)]
>>> rolls[1] = rolls[1].receive(rolls[0].commit_message())
>>> rolls[0] = rolls[0].receive(rolls[1].commit_message())
>>> rolls[1] = rolls[1].receive(rolls[0].reveal_message())
>>> rolls[0] = rolls[0].receive(rolls[1].reveal_message())
>>> rolls[0].result(6) == rolls[1].result(6) and 1 <= rolls[0].result(6) <= 6
True
>>> rolls[0].complete and rolls[0].seed() == rolls[1].seed() < 2**53
True
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from pharaoh.fair.commit import Context, check_opening, digest_of, is_digest
from pharaoh.fair.errors import MalformedMessage, MissingReveal, ReplayedCommitment, UnexpectedMessage
from pharaoh.fair.wire import Message, bytes_from_hex, exact_fields

VALUE_BYTES = 32
_DOMAIN = b"pharaoh-table/die/v1"
_COMMON = frozenset({"v", "kind", "match", "roll", "seat"})


def check_form(message: object, match: str, players: int, seat: int, roll: int) -> int:
    """The checks of :meth:`Roll.receive` that need no commitment yet: header, fields and sizes.

    ``seat``'s roll number ``roll`` of ``match`` takes the message.  For a message kept
    until its roll can take it (a reveal before a third seat's commitment, a throw that
    came early): whatever is kept is no bigger than an honest seat's.  Returns the sender;
    raises as :meth:`Roll.receive` would.

    >>> bad = {"v": 1, "kind": "die-commit", "match": "m", "roll": 3, "seat": 1, "commit": "x"}
    >>> check_form(bad, "m", 2, 0, 3)
    Traceback (most recent call last):
    ...
    pharaoh.fair.errors.MalformedMessage: seat 1 sent a malformed commitment
    """
    if not isinstance(message, dict):
        raise MalformedMessage("a die message must be an object")
    sender = message.get("seat")
    if type(sender) is not int or not 0 <= sender < players or sender == seat:
        raise MalformedMessage("a die message from no other seat")
    kind = message.get("kind")
    version = message.get("v")
    if type(version) is not int or version != 1 or kind not in ("die-commit", "die-reveal"):
        raise MalformedMessage(f"seat {sender} sent an unknown message", suspects=(sender,))
    number = message.get("roll")
    if message.get("match") != match or type(number) is not int or number != roll:
        raise UnexpectedMessage(f"seat {sender} sent a message of another roll", suspects=(sender,))
    if kind == "die-commit":
        exact_fields(message, _COMMON | {"commit"}, sender)
        if not is_digest(message["commit"]):
            raise MalformedMessage(f"seat {sender} sent a malformed commitment", suspects=(sender,))
    else:
        exact_fields(message, _COMMON | {"value", "salt"}, sender)
        bytes_from_hex(message["value"], VALUE_BYTES, "value", sender)
        bytes_from_hex(message["salt"], 16, "salt", sender)
    return sender


@dataclass(frozen=True)
class Roll:
    """One seat's side of one roll.  A value: :meth:`receive` returns a new roll."""

    match: str
    seat: int
    players: int
    roll: int
    """The roll's number in the match (the commitment counter)."""
    value: bytes = field(repr=False)
    salt: bytes = field(repr=False)
    commits: Mapping[int, str] = field(default_factory=dict)
    reveals: Mapping[int, bytes] = field(default_factory=dict)

    @classmethod
    def new(
        cls,
        match: str,
        seat: int,
        players: int,
        roll: int,
        entropy: Callable[[int], bytes] = secrets.token_bytes,
    ) -> Roll:
        """A fresh roll for ``seat`` with new secret bytes."""
        if not 0 <= seat < players:
            raise ValueError("bad seat")
        mine = cls(match, seat, players, roll, entropy(VALUE_BYTES), entropy(16))
        return replace(mine, commits={seat: mine._digest()}, reveals={})

    def _context(self, seat: int) -> Context:
        return Context(self.match, seat, "die", self.roll)

    def _digest(self) -> str:
        return digest_of(self._context(self.seat), self.salt, self.value)

    def _header(self, kind: str) -> Message:
        return {"v": 1, "kind": kind, "match": self.match, "roll": self.roll, "seat": self.seat}

    def commit_message(self) -> Message:
        """Step 1: this seat's commitment, for every other seat."""
        return self._header("die-commit") | {"commit": self._digest()}

    def reveal_message(self) -> Message:
        """Step 2: this seat's bytes, once every commitment is in."""
        if len(self.commits) < self.players:
            raise UnexpectedMessage("reveal only after every seat committed")
        return self._header("die-reveal") | {"value": self.value.hex(), "salt": self.salt.hex()}

    def receive(self, message: object) -> Roll:
        """Check and record another seat's commitment or reveal."""
        sender = check_form(message, self.match, self.players, self.seat, self.roll)
        assert isinstance(message, dict)
        if message["kind"] == "die-commit":
            digest = message["commit"]
            if sender in self.commits:
                if self.commits[sender] == digest:
                    return self
                raise ReplayedCommitment(f"seat {sender} committed twice", suspects=(sender,))
            if digest in self.commits.values():
                raise ReplayedCommitment(
                    f"seat {sender} copied a commitment of this roll", suspects=(sender,)
                )
            return replace(self, commits={**self.commits, sender: digest})
        if len(self.commits) < self.players:
            raise UnexpectedMessage(f"seat {sender} revealed before every seat committed", suspects=(sender,))
        value = bytes_from_hex(message["value"], VALUE_BYTES, "value", sender)
        salt = bytes_from_hex(message["salt"], 16, "salt", sender)
        check_opening(self._context(sender), value, salt, self.commits[sender])
        return replace(self, reveals={**self.reveals, sender: value})

    @property
    def complete(self) -> bool:
        """Whether every seat's bytes are in (the roll's result can be taken)."""
        return all(s in self.reveals or s == self.seat for s in range(self.players))

    def _combined(self) -> bytes:
        values = {**self.reveals, self.seat: self.value}
        missing = [s for s in range(self.players) if s not in values]
        if missing:
            raise MissingReveal(
                f"seats {missing} have not revealed their share of the roll", suspects=missing
            )
        seed = hashlib.sha256(_DOMAIN + self._context(0).encode()).digest()
        for s in range(self.players):
            seed = hashlib.sha256(seed + values[s]).digest()
        return seed

    def seed(self, bits: int = 53) -> int:
        """A public seed of ``bits`` bits nobody picked (e.g. a game's public draws), from every seat's bytes.

        53 bits by default: a JavaScript-safe integer.  Raises :class:`MissingReveal` like :meth:`result`.
        """
        if not 0 < bits <= 256:
            raise ValueError("bad number of bits")
        digest = hashlib.sha256(b"seed" + self._combined()).digest()
        return int.from_bytes(digest, "big") >> (256 - bits)

    def result(self, sides: int) -> int:
        """The die, ``1 .. sides``; raises :class:`MissingReveal` naming the seats yet to reveal."""
        if not 1 < sides <= 1 << 16:
            raise ValueError("bad number of sides")
        seed = self._combined()
        limit = (1 << 256) - (1 << 256) % sides
        counter = 0
        while True:
            draw = int.from_bytes(hashlib.sha256(seed + counter.to_bytes(4, "big")).digest(), "big")
            if draw < limit:
                return draw % sides + 1
            counter += 1
