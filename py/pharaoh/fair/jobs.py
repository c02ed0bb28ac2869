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

from collections import deque
from collections.abc import Callable, Generator, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")

BUDGET_MS = 40.0
"""A slice of work stops once it ran this long (the page's budget for being unresponsive is 100 ms)."""


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


def job_of(steps: Generator[None, None, T]) -> Job[T]:
    """A generator that yields after each unit and returns its result, as a :class:`Job`.

    >>> def total(n):
    ...     s = 0
    ...     for x in range(n):
    ...         s += x
    ...         yield
    ...     return s
    >>> job = job_of(total(4))
    >>> job.run(2), job.result()
    (False, 6)
    """
    box: list[T] = []

    def work() -> Iterator[None]:
        box.append((yield from steps))

    return Job(work(), lambda: box[0])


def drain(steps: Generator[None, None, T]) -> T:
    """Run a generator of :func:`job_of`'s kind in one piece: its result."""
    return job_of(steps).result()


Clock = Callable[[], float]
"""Seconds on a monotonic clock (``time.perf_counter`` in the page; a fake one in tests)."""


class Slice:
    """What one slice of a :class:`WorkQueue` did: its length, the steps, the jobs it touched."""

    __slots__ = ("finished", "labels", "ms", "steps")

    def __init__(self) -> None:
        self.ms = 0.0
        """Its length on the queue's clock, in ms."""
        self.steps = 0
        """Steps run (making a job, one unit of one, finishing one)."""
        self.labels: list[str] = []
        """The labels of the jobs it worked on, in order."""
        self.finished = False
        """Whether a job ended in it (its result handed on)."""


class WorkQueue(Generic[T]):
    """Labelled jobs run one at a time, in order, in slices bounded by a time budget.

    The work is cut into *steps*: making the next job (``make()``), one unit of the job
    (``job.run(1)``, about one exponentiation), and finishing it (``job.result()`` handed to
    ``done``: the page stores the match, then sends).  :meth:`run_slice` runs steps while
    less than ``budget_ms`` have passed on ``clock`` since the slice began, so a slice never
    runs past its budget by more than its last step.  A step's exception of a kind in
    ``errors`` ends the job (``failed`` says why) and the queue goes on.

    >>> ticks = iter(range(1000))
    >>> clock = lambda: next(ticks) / 1000  # every read: 1 ms later
    >>> done = []
    >>> queue = WorkQueue(lambda label, out: done.append((label, out)), lambda label, err: None, clock)
    >>> def squares_job():
    ...     out = []
    ...     def work():
    ...         for x in range(5):
    ...             out.append(x * x)
    ...             yield
    ...     return Job(work(), lambda: tuple(out))
    >>> queue.add("squares", squares_job)
    >>> part = queue.run_slice(3.0)
    >>> part.steps, queue.busy
    (3, True)
    >>> while queue.busy:
    ...     _ = queue.run_slice(3.0)
    >>> done
    [('squares', (0, 1, 4, 9, 16))]
    """

    def __init__(
        self,
        done: Callable[[str, T], None],
        failed: Callable[[str, Exception], None],
        clock: Clock,
        errors: tuple[type[Exception], ...] = (),
    ) -> None:
        self.done = done
        """Called with a finished job's label and result."""
        self.failed = failed
        """Called with the label and the exception of a job that raised one of ``errors``."""
        self.clock = clock
        self.errors = errors
        self.pending: deque[tuple[str, Callable[[], Job[T]]]] = deque()
        """Jobs not begun yet: a label and what makes the job."""
        self.job: Job[T] | None = None
        self.label = ""
        """The current job's label."""
        self.ending = False
        """The current job's work is done: its result is handed on at the next step."""

    @property
    def busy(self) -> bool:
        """Whether any work is left."""
        return self.job is not None or bool(self.pending)

    def add(self, label: str, make: Callable[[], Job[T]]) -> None:
        """Queue a job (made when its turn comes, so it sees what the jobs before it did)."""
        self.pending.append((label, make))

    def step(self) -> bool:
        """Run one step; whether it finished a job."""
        if self.job is None:
            self.label, make = self.pending.popleft()
            try:
                self.job = make()
            except self.errors as exc:
                self.failed(self.label, exc)
                return True
            return False
        job = self.job
        try:
            if self.ending:
                self.job, self.ending = None, False
                self.done(self.label, job.result())
                return True
            self.ending = job.run(1)
        except self.errors as exc:
            self.job, self.ending = None, False
            self.failed(self.label, exc)
            return True
        return False

    def run_slice(self, budget_ms: float) -> Slice:
        """Steps until the work is done or ``budget_ms`` passed (at least one step if busy)."""
        part = Slice()
        start = self.clock()
        while self.busy:
            if part.steps and (self.clock() - start) * 1000.0 >= budget_ms:
                break
            if self.job is None:
                part.labels.append(self.pending[0][0])
            elif not part.labels:
                part.labels.append(self.label)
            part.finished = self.step() or part.finished
            part.steps += 1
        part.ms = (self.clock() - start) * 1000.0
        return part
