"""The group the deck is encrypted in, and how cards become group elements.

Cards are encrypted with SRA / Pohlig-Hellman: ``c = m^e mod p``.  Exponentiation
commutes (``(m^a)^b = (m^b)^a``), so several seats can each lock a card and each unlock
it in any order.  ``p = 2q + 1`` is a safe prime and every card lives in the subgroup of
quadratic residues, of prime order ``q``:

* every exponent ``1 <= e < q`` is invertible (``d = e^-1 mod q``), so any key works;
* plain SRA mod ``p`` leaks each card's Legendre symbol (odd exponents keep it): here
  every card *is* a residue, so the symbol is 1 for all and tells nothing;
* the order ``q`` is prime, so no small subgroup leaks a few bits of a card either;
* a card is the square of a hash of its number, not a small number: small numbers
  have multiplicative relations (``2^2 * 3^2 = 6^2``) that survive encryption under one
  key and would let a seat spot cards in a shuffled deck.

The prime is the 1024-bit MODP group of RFC 2409 ("Second Oakley Group"),
``p = 2^1024 - 2^960 - 1 + 2^64 * (floor(2^894 pi) + 129093)``: its digits come from pi,
so nobody chose it to hide a trapdoor (tests/fair/test_group.py derives it from pi and
checks that ``p`` and ``q`` are prime).  Why 1024 bits is enough for a game of an hour
and what larger groups cost: docs/peek-proof.md.

>>> G = OAKLEY_1024
>>> G.p.bit_length(), G.p == 2 * G.q + 1
(1024, True)
>>> code = CardCode(G, "demo", 5)
>>> all(G.contains(m) for m in code.elements), code.card_of(code.elements[3])
(True, 3)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

_CARD_DOMAIN = b"pharaoh-table/card/v1"

MAX_CARDS = 1024
"""The largest deck the protocol accepts (bounds every list a peer may send)."""


def jacobi(a: int, n: int) -> int:
    """The Jacobi symbol ``(a/n)`` for odd ``n > 0``; the Legendre symbol when ``n`` is prime.

    Far cheaper than Euler's criterion ``a^((n-1)/2) mod n`` (one 1024-bit exponentiation).

    >>> [jacobi(a, 7) for a in range(7)]
    [0, 1, 1, -1, 1, -1, -1]
    """
    if n <= 0 or n % 2 == 0:
        raise ValueError("the Jacobi symbol needs an odd positive modulus")
    a %= n
    result = 1
    while a:
        twos = (a & -a).bit_length() - 1
        a >>= twos
        if twos & 1 and n & 7 in (3, 5):
            result = -result
        if a & n & 2:
            result = -result
        a, n = n % a, a
    return result if n == 1 else 0


SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71)


def is_probable_prime(n: int, bases: tuple[int, ...] = SMALL_PRIMES) -> bool:
    """Miller-Rabin with fixed bases.

    Deterministic for ``n < 3.3e24``; for a large ``n`` whose digits nobody chose, a false
    "prime" is out of reach.

    >>> [k for k in range(30) if is_probable_prime(k)]
    [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
    """
    if n < 2:
        return False
    for b in bases:
        if n % b == 0:
            return n == b
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for b in bases:
        x = pow(b, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def is_safe_prime(p: int) -> bool:
    """Whether ``p`` and ``(p - 1) / 2`` are both prime.

    ``q`` is tested by Miller-Rabin; ``p`` then follows by Pocklington's criterion (``q``
    prime, ``q > sqrt(p)``, ``2^(p-1) = 1 mod p`` and ``gcd(2^2 - 1, p) = 1``): one exponentiation.

    >>> [p for p in range(3, 100) if is_safe_prime(p)]
    [5, 7, 11, 23, 47, 59, 83]
    """
    if p < 5 or p % 2 == 0:
        return False
    q = (p - 1) // 2
    if not is_probable_prime(q):
        return False
    return pow(2, p - 1, p) == 1 and p % 3 != 0


@dataclass(frozen=True)
class Group:
    """The quadratic residues modulo a safe prime ``p = 2q + 1``: a group of prime order ``q``."""

    name: str
    p: int

    @property
    def q(self) -> int:
        """The order of the group (prime)."""
        return (self.p - 1) // 2

    @property
    def hex_digits(self) -> int:
        """The most hex digits an element or an exponent can have."""
        return (self.p.bit_length() + 3) // 4

    def contains(self, x: int) -> bool:
        """Whether ``x`` is an element other than 1 (a valid card or ciphertext).

        >>> OAKLEY_1024.contains(4), OAKLEY_1024.contains(1), OAKLEY_1024.contains(OAKLEY_1024.p - 1)
        (True, False, False)
        """
        return 1 < x < self.p and jacobi(x, self.p) == 1

    def is_exponent(self, e: int) -> bool:
        """Whether ``e`` is a usable (invertible) exponent: ``1 <= e < q``."""
        return 0 < e < self.q


OAKLEY_1024 = Group(
    "rfc2409-oakley2-1024",
    int(
        "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22"
        "514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6"
        "F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE65381"
        "FFFFFFFFFFFFFFFF",
        16,
    ),
)
"""The group every match uses: RFC 2409's 1024-bit MODP prime (digits of pi)."""

GROUPS: dict[str, Group] = {OAKLEY_1024.name: OAKLEY_1024}
"""The groups a saved deck may name."""


@dataclass(frozen=True)
class CardCode:
    """The public encoding of a deck's cards ``0 .. count-1`` as distinct group elements.

    ``label`` names the deck (a game and its version), so two games' cards never share
    an encoding.
    """

    group: Group
    label: str
    count: int
    elements: tuple[int, ...] = field(init=False)
    """Card ``i``'s element."""
    _cards: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 0 < self.count <= MAX_CARDS:
            raise ValueError(f"a deck has 1 to {MAX_CARDS} cards")
        p = self.group.p
        width = (p.bit_length() + 7) // 8 + 16  # 128 extra bits: the reduction mod p is unbiased enough
        elements: list[int] = []
        cards: dict[int, int] = {}
        for card in range(self.count):
            attempt = 0
            while True:
                seed = b"%s\0%s\0%d\0%d" % (_CARD_DOMAIN, self.label.encode(), card, attempt)
                h = int.from_bytes(hashlib.shake_256(seed).digest(width), "big") % p
                m = h * h % p
                if m > 1 and m not in cards:
                    break
                attempt += 1
            elements.append(m)
            cards[m] = card
        object.__setattr__(self, "elements", tuple(elements))
        object.__setattr__(self, "_cards", cards)

    def card_of(self, element: int) -> int | None:
        """The card encoded by ``element``, or ``None`` if it encodes none."""
        return self._cards.get(element)
