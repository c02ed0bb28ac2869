"""The group: the prime is the one RFC 2409 derives from pi, and it is a safe prime."""

from __future__ import annotations

import random

from pharaoh.fair.group import OAKLEY_1024, CardCode, is_probable_prime, is_safe_prime, jacobi

from .deal import TOY


def pi_bits(bits: int) -> int:
    """floor(pi * 2^bits), by Machin's formula in integers (with guard bits)."""
    guard = 64
    one = 1 << (bits + guard)

    def arctan_inv(x: int) -> int:
        total, term, n, sign = 0, one // x, 1, 1
        while term:
            total += sign * (term // n)
            term //= x * x
            n += 2
            sign = -sign
        return total

    return (16 * arctan_inv(5) - 4 * arctan_inv(239)) >> guard


def test_the_prime_is_rfc2409s_second_oakley_group_from_pi() -> None:
    p = 2**1024 - 2**960 - 1 + 2**64 * (pi_bits(894) + 129093)
    assert OAKLEY_1024.p == p


def test_the_primes_are_safe_primes() -> None:
    assert is_safe_prime(OAKLEY_1024.p)
    assert is_safe_prime(TOY.p)
    assert not is_safe_prime(OAKLEY_1024.p + 2)
    assert not is_safe_prime(2 * 1000003 + 1)  # 2000007 = 3 * 666669


def test_miller_rabin_against_trial_division() -> None:
    def slow(n: int) -> bool:
        return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))

    assert [n for n in range(5000) if is_probable_prime(n)] == [n for n in range(5000) if slow(n)]
    assert not is_probable_prime(3215031751)  # a strong pseudoprime to bases 2, 3, 5 and 7


def test_jacobi_is_eulers_criterion_mod_the_prime() -> None:
    rng = random.Random(5)
    for _ in range(200):
        x = rng.randrange(1, TOY.p)
        assert (jacobi(x, TOY.p) == 1) == (pow(x, TOY.q, TOY.p) == 1)
    x = rng.randrange(2, OAKLEY_1024.p)
    assert (jacobi(x, OAKLEY_1024.p) == 1) == (pow(x, OAKLEY_1024.q, OAKLEY_1024.p) == 1)


def test_cards_are_distinct_residues_and_decode() -> None:
    code = CardCode(OAKLEY_1024, "tara-wolf/1", 97)
    assert len(set(code.elements)) == 97
    assert all(OAKLEY_1024.contains(m) for m in code.elements)
    assert [code.card_of(m) for m in code.elements] == list(range(97))
    assert code.card_of(4) is None
    assert CardCode(OAKLEY_1024, "other/1", 97).elements[0] != code.elements[0]


def test_non_residues_and_trivial_elements_are_outside() -> None:
    p = TOY.p
    non_residue = next(x for x in range(2, 100) if jacobi(x, p) == -1)
    assert not TOY.contains(non_residue)
    assert not any(TOY.contains(x) for x in (0, 1, p - 1, p, p + 4, -4))
    assert TOY.contains(non_residue * non_residue % p)
