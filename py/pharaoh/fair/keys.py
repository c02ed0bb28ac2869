"""One seat's secrets for one deal, all derived from a 32-byte seed.

A seat keeps only its seed: the shuffle exponent, each card's lock exponent and the
permutation of each pile are derived from it with SHAKE-256.  So the saved state stays
small, a reload recomputes the same keys, and at the end the seat opens one commitment
(to the seed) and every other seat can re-derive, and audit, all it did.

>>> from pharaoh.fair.group import OAKLEY_1024
>>> keys = SeatKeys(OAKLEY_1024, bytes(32))
>>> e = keys.lock_exponent(5)
>>> e * keys.card_key(5) % OAKLEY_1024.q
1
>>> sorted(keys.permutation((3, 4))) == list(range(7))
True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from pharaoh.fair.group import Group

SEED_BYTES = 32

SHORT_EXPONENT_BITS = 256
"""The size of the exponents a seat draws (shuffle and lock exponents), in bits.

Exponentiation costs in proportion to the exponent's length, so 256-bit exponents make
the passes of the deal about four times cheaper than full 1023-bit ones.  What a short
exponent gives away is only the size of the search: the best known way to find an
exponent known to be below ``2^256`` (Pollard's kangaroo) takes about ``2^128`` steps,
more than the number field sieve needs to break the 1024-bit group itself (about
``2^80``); RFC 3526 asks for twice the group's strength in bits of randomness.  The
lock pass raises to ``shuffle^-1 * lock mod q`` and a card's key is ``lock^-1 mod q``: both
full size.  Shuffle and lock exponents are drawn independently (a lock made as ``shuffle
* short`` would give the shuffle exponent away from two handed-over keys: docs/peek-proof.md).
In a group smaller than ``2^257`` (the tests' toy primes) exponents use the whole range.
"""

_DOMAIN = b"pharaoh-table/seat-keys/v2"


@dataclass(frozen=True)
class SeatKeys:
    """The exponents and permutations of one seat, from its seed (kept secret until the audit)."""

    group: Group
    seed: bytes

    def __post_init__(self) -> None:
        if len(self.seed) != SEED_BYTES:
            raise ValueError(f"a key seed has {SEED_BYTES} bytes")

    def _stream(self, label: bytes, size: int) -> bytes:
        return hashlib.shake_256(_DOMAIN + b"\0" + self.seed + b"\0" + label).digest(size)

    def _exponent(self, label: bytes) -> int:
        """An exponent in ``1 .. min(2^SHORT_EXPONENT_BITS, q - 1)`` (every one invertible mod ``q``)."""
        bound = min(1 << SHORT_EXPONENT_BITS, self.group.q - 1)
        width = (bound.bit_length() + 7) // 8 + 16  # 128 extra bits: the reduction is unbiased enough
        return int.from_bytes(self._stream(label, width), "big") % bound + 1

    def shuffle_exponent(self) -> int:
        """The exponent the seat encrypts every card with in its shuffle pass."""
        return self._exponent(b"shuffle")

    def lock_exponent(self, position: int) -> int:
        """The exponent that locks the card at ``position`` after the shuffle (one per card)."""
        return self._exponent(b"lock\0%d" % position)

    def card_key(self, position: int) -> int:
        """What the seat hands over to open its lock on ``position``: the inverse exponent."""
        return pow(self.lock_exponent(position), -1, self.group.q)

    def relock_exponent(self, position: int) -> int:
        """The one exponent of the lock pass: removes the shuffle key, adds the card's lock."""
        q = self.group.q
        return pow(self.shuffle_exponent(), -1, q) * self.lock_exponent(position) % q

    def permutation(self, piles: tuple[int, ...]) -> tuple[int, ...]:
        """The seat's shuffle: output position ``i`` takes the input at ``perm[i]``.

        Each pile is shuffled within itself (Fisher-Yates), so a card never changes pile.
        """
        total = sum(piles)
        draws = self._stream(b"permutation", 16 * total)
        perm: list[int] = []
        start = 0
        for size in piles:
            pile = list(range(start, start + size))
            for i in range(size - 1, 0, -1):
                # 128 random bits per draw: the modulo bias is below 2^-118.
                at = start + i
                j = int.from_bytes(draws[16 * at : 16 * at + 16], "big") % (i + 1)
                pile[i], pile[j] = pile[j], pile[i]
            perm.extend(pile)
            start += size
        return tuple(perm)
