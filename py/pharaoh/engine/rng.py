"""A small immutable pseudo-random generator carried inside game states.

Every random draw of a game comes from an :class:`Rng` stored in its state, so a game
is fully determined by its seed and its list of actions, on CPython and in Pyodide
alike, whatever else calls the global :mod:`random` module.

The generator is SplitMix64: tiny, fast in pure Python, and good enough for dice and
shuffles.  Every draw returns the value together with the next generator:

>>> rng = Rng.from_seed(7)
>>> die, rng = rng.randbelow(6)
>>> 0 <= die < 6
True
>>> Rng.from_seed(7).randbelow(6)[0] == die
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _below(s: int, n: int) -> tuple[int, int]:
    """:meth:`Rng.randbelow` on a bare state: the value and the next state (rejection, no modulo bias)."""
    limit = _TWO64 - _TWO64 % n
    while True:
        s = (s + _GAMMA) & _MASK
        x = _mix(s)
        if x < limit:
            return x % n, s


@dataclass(frozen=True, slots=True)
class Rng:
    """An immutable SplitMix64 generator; each draw returns ``(value, next_rng)``."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Make a generator from any integer seed (negative and huge seeds included).

        >>> Rng.from_seed(1) == Rng.from_seed(1)
        True
        """
        return cls(_mix((seed & _MASK) ^ 0x5DEECE66D))

    def next64(self) -> tuple[int, Rng]:
        """Draw 64 random bits."""
        s = (self.state + _GAMMA) & _MASK
        return _mix(s), Rng(s)

    def randbelow(self, n: int) -> tuple[int, Rng]:
        """Draw an integer uniformly from ``range(n)`` (no modulo bias).

        >>> sorted({Rng.from_seed(s).randbelow(3)[0] for s in range(50)})
        [0, 1, 2]
        """
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        x, s = _below(self.state, n)
        return x, Rng(s)

    def randint(self, low: int, high: int) -> tuple[int, Rng]:
        """Draw an integer uniformly from ``low..high``, both included."""
        x, rng = self.randbelow(high - low + 1)
        return low + x, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """Draw one item of a non-empty sequence."""
        i, rng = self.randbelow(len(items))
        return items[i], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """Return the items in a uniformly random order (Fisher-Yates).

        >>> sorted(Rng.from_seed(3).shuffled([1, 2, 3])[0])
        [1, 2, 3]
        """
        out = list(items)
        s = self.state
        for i in range(len(out) - 1, 0, -1):
            j, s = _below(s, i + 1)  # randbelow on the bare state: one Rng at the end, not one a draw
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(s)

    def split(self) -> tuple[Rng, Rng]:
        """Derive an independent generator (for example for a sampled hidden state)."""
        x, rng = self.next64()
        return Rng(_mix(x ^ 0xD1B54A32D192ED03)), rng
