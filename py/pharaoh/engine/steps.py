"""Work written as a generator of steps, run in one piece.

Long checks (a peek-proof match's end audit, its resume) are generators that yield after
each step and return their result, so the page can run them a slice at a time
(:mod:`pharaoh.fair.jobs`, which has its own ``drain``: the fair-play package imports
no engine); :func:`drain` runs one to its end, for CPython and the tests.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")


def drain(steps: Generator[None, None, T]) -> T:
    """Run a generator of steps to its end: what it returns.

    >>> def total(n):
    ...     s = 0
    ...     for x in range(n):
    ...         s += x
    ...         yield
    ...     return s
    >>> drain(total(4))
    6
    """
    while True:
        try:
            next(steps)
        except StopIteration as end:
            result: T = end.value
            return result
