"""Long computations cut into slices, so the page never freezes.

A pass of the deal is about a hundred 1024-bit exponentiations (half a second or more in
the browser).  A :class:`Job` wraps a generator that yields after each unit of work
(one exponentiation); the page runs ``job.run(limit)`` a few units at a time and returns
to the event loop in between, then takes ``job.result()``.

>>> def squares(out):
...     for x in range(5):
...         out.append(x * x)
...         yield
>>> out = []
>>> job = Job(squares(out), lambda: tuple(out))
>>> job.run(2), job.done_units, job.run(), job.result()
(False, 2, True, (0, 1, 4, 9, 16))
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Job(Generic[T]):
    """Work that yields after each unit, and the function giving its result once done."""

    def __init__(self, work: Iterator[None], finish: Callable[[], T], units: int | None = None) -> None:
        self._work = work
        self._finish = finish
        self._done = False
        self.done_units = 0
        """Units of work done so far."""
        self.units = units
        """Units of work in all, if known (for a progress bar)."""

    def run(self, limit: int | None = None) -> bool:
        """Do up to ``limit`` units (all if ``None``); whether the job is done.

        An exception of the work (e.g. an audit finding) propagates from here.
        """
        count = 0
        while not self._done and (limit is None or count < limit):
            try:
                next(self._work)
            except StopIteration:
                self._done = True
                break
            count += 1
            self.done_units += 1
        return self._done

    @property
    def done(self) -> bool:
        """Whether all the work is done."""
        return self._done

    def result(self) -> T:
        """The result (runs what is left of the work first)."""
        self.run()
        return self._finish()
