"""A seat's keys: short exponents in the real group, the whole range in small ones; always invertible."""

from __future__ import annotations

import random

from pharaoh.fair.group import OAKLEY_1024
from pharaoh.fair.keys import SHORT_EXPONENT_BITS, SeatKeys

from .deal import TOY


def test_exponents_in_the_real_group_are_short_and_invertible() -> None:
    rng = random.Random(5)
    q = OAKLEY_1024.q
    seen: set[int] = set()
    for _ in range(20):
        keys = SeatKeys(OAKLEY_1024, rng.randbytes(32))
        exponents = [keys.shuffle_exponent(), *(keys.lock_exponent(j) for j in range(10))]
        for e in exponents:
            assert 1 <= e <= 1 << SHORT_EXPONENT_BITS
            assert e * pow(e, -1, q) % q == 1
        seen.update(exponents)
        # the relock exponent (shuffle key off, card's lock on) and a card's key are full size
        assert keys.relock_exponent(3).bit_length() > 900
        assert keys.card_key(3).bit_length() > 900
    assert len(seen) == 220  # no exponent twice
    # the exponents fill their range: the largest of 220 has almost all of its bits
    assert max(seen).bit_length() >= SHORT_EXPONENT_BITS - 2


def test_exponents_in_a_small_group_use_the_whole_range() -> None:
    rng = random.Random(6)
    q = TOY.q
    assert q < 1 << SHORT_EXPONENT_BITS
    for _ in range(50):
        keys = SeatKeys(TOY, rng.randbytes(32))
        e = keys.shuffle_exponent()
        assert 1 <= e <= q - 1
        assert keys.lock_exponent(0) * keys.card_key(0) % q == 1
    top = max(SeatKeys(TOY, rng.randbytes(32)).lock_exponent(0) for _ in range(200))
    assert top.bit_length() >= q.bit_length() - 3


def test_the_same_seed_gives_the_same_keys() -> None:
    seed = bytes(range(32))
    a, b = SeatKeys(OAKLEY_1024, seed), SeatKeys(OAKLEY_1024, seed)
    assert a.shuffle_exponent() == b.shuffle_exponent()
    assert [a.lock_exponent(j) for j in range(5)] == [b.lock_exponent(j) for j in range(5)]
    assert a.permutation((4, 3)) == b.permutation((4, 3))
