"""The last answer of a pure function of a state and a seat, kept for that very state object.

The games' legal-action lists are asked for several times per action (by ``apply``, the
match, bots, views); states never change, so an answer for the very same state object
(identity, not equality) and seat stays true.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

S = TypeVar("S")
R = TypeVar("R")


def remember_last(compute: Callable[[S, int], R]) -> Callable[[S, int], R]:
    """``compute``, answering at once when asked again for the same state object and seat.

    Only the last answer is kept, as one tuple read and replaced whole, so two threads
    cannot mix one state's answer with another's seat.

    >>> asked = []
    >>> def double(state: list[int], seat: int) -> int:
    ...     asked.append(seat)
    ...     return state[0] * 2 + seat
    >>> quick = remember_last(double)
    >>> state = [5]
    >>> quick(state, 1), quick(state, 1), quick([5], 1), quick(state, 0), len(asked)
    (11, 11, 11, 10, 3)
    """
    last: list[tuple[object, int, R] | None] = [None]

    @wraps(compute)
    def answer(state: S, seat: int) -> R:
        kept = last[0]
        if kept is not None and kept[0] is state and kept[1] == seat:
            return kept[2]
        result = compute(state, seat)
        last[0] = (state, seat, result)
        return result

    return answer


def remember_last_of(compute: Callable[[S], R]) -> Callable[[S], R]:
    """``compute`` of one immutable object, answering at once when asked again for that very object.

    As :func:`remember_last`, without the seat: only the last answer is kept, as one tuple
    read and replaced whole, and the kept reference keeps the object's identity from being
    reused.  Callers share the answer: they read it and never change it.

    >>> asked = []
    >>> def total(cards: tuple[int, ...]) -> int:
    ...     asked.append(cards)
    ...     return sum(cards)
    >>> quick = remember_last_of(total)
    >>> cards = (1, 2)
    >>> quick(cards), quick(cards), quick((3,)), quick(cards), len(asked)
    (3, 3, 3, 3, 3)
    """
    last: list[tuple[object, R] | None] = [None]

    @wraps(compute)
    def answer(value: S) -> R:
        kept = last[0]
        if kept is not None and kept[0] is value:
            return kept[1]
        result = compute(value)
        last[0] = (value, result)
        return result

    return answer
