"""What every peek-proof room shares: its work in slices, its refusals, its traffic, its restore.

Shared by :class:`pharaoh.net.peekroom.PeekRoom` (two browsers) and
:class:`pharaoh.net.peekmesh.MeshRoom` (3-5 browsers, a link per pair): both run their
matches' jobs one at a time in a :class:`~pharaoh.fair.jobs.WorkQueue`, a slice of
:data:`SLICE_MS` at a time (:class:`SlicedRoom`), keep the latest :data:`MAX_REFUSALS`
refusals for the screen, and read a stored room back as a job (:func:`room_env`,
:func:`stored_match_errors`).

>>> list(drain_job(Job(iter([None, None]), list)))
[None, None]
>>> with stored_match_errors():
...     raise KeyError("x")
Traceback (most recent call last):
...
pharaoh.net.messages.ProtocolError: bad_field: stored peek-proof match (KeyError)
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from typing import Any, Generic, TypeVar

from pharaoh.engine.game import IllegalAction, Verdict
from pharaoh.fair.errors import FairPlayError
from pharaoh.fair.jobs import BUDGET_MS, Job, WorkQueue
from pharaoh.net.ice import IceSetting
from pharaoh.net.messages import ProtocolError
from pharaoh.net.room import Network

SLICE_MS = BUDGET_MS
"""A slice of the match's work stops once it ran this long (the page's budget is 100 ms)."""
MAX_REFUSALS = 8
"""The latest refusals kept for the screen."""
OVERDUE_S = 120.0
"""Seconds of waiting for what another browser sends by itself (a pass of the deal, a key, a share
of a throw, a report: never a person's move) after which the person may end the match naming it,
though the link is up.  An honest browser sends those within seconds; a deal pass of a slow phone
within a minute."""

Later = Callable[[float, Callable[[], None]], None]
"""``later(ms, fn)``: run ``fn`` after ``ms`` from the page's event loop."""

T = TypeVar("T")


class SlicedRoom(ABC, Generic[T]):
    """A room's work queue run in slices, with the counters the test hook shows.

    A subclass says what a finished job's output ``T`` does (:meth:`_done`) and what a
    failed job leaves (:meth:`_failed`); :meth:`_sliced` runs right after each slice.
    """

    def __init__(self, *, changed: Callable[[], None], later: Later, clock: Callable[[], float]) -> None:
        self.changed = changed
        """Called after anything the screens show changed."""
        self.later = later
        self.clock = clock
        """Seconds (``time.perf_counter`` in the page): what a slice is measured with."""
        self.work: WorkQueue[T] = WorkQueue(
            self._done, self._failed, clock, (FairPlayError, IllegalAction, ValueError)
        )
        """The matches' jobs, run one at a time in slices of :data:`SLICE_MS`."""
        self._scheduled = False
        self.refused = 0
        """Messages from a peer refused as malformed (the match did not see them)."""
        self.refusals: list[str] = []
        self.sent = 0
        self.sent_bytes = 0
        self.received = 0
        self.received_bytes = 0
        self.longest_slice_ms = 0.0
        """The longest slice of the match's work so far (ms of ``clock``)."""
        self.longest_slice_work = ""
        """What the longest slice ran (job labels: ``start``, ``deal``, ``move``, ``play``, ``audit``...)."""
        self.slow_slices = 0
        """Slices longer than 100 ms (one unit of work can be: an engine replay, a save)."""
        self.slices = 0
        self._waited: tuple[tuple[int, str], float] | None = None
        """What the match waits for from another browser by itself, and since when (``clock``)."""
        self._recheck_due = False

    @abstractmethod
    def _done(self, label: str, out: T) -> None:
        """A job ended with ``out``."""

    @abstractmethod
    def _failed(self, label: str, exc: Exception) -> None:
        """A job raised ``exc`` (of the queue's error kinds): it ended, the queue goes on."""

    def _sliced(self) -> None:
        """Run right after each slice (before the counters); nothing by default."""

    @abstractmethod
    def owed(self) -> tuple[int, str] | None:
        """The seat of another browser the match waits for, and what it owes (``None``: nothing)."""

    def waiting(self) -> str:
        """What the match waits for, in the page's reason words ("" if nothing)."""
        found = self.owed()
        return "" if found is None else found[1]

    def overdue(self) -> bool:
        """Whether the match has waited :data:`OVERDUE_S` for what another browser sends by itself.

        A browser that keeps its link up and sends nothing (a key, its share of a throw) would
        otherwise hold the match, and its verdict, for ever.  A person's move is never overdue:
        people may think as long as they like.  The wait counts from when a screen first asked
        about it; a screen is asked again once the time is up.
        """
        found = None if self.busy else self.owed()
        if found is None or found[1] == "move" or found[1].startswith("move "):
            self._waited = None
            return False
        now = self.clock()
        if self._waited is None or self._waited[0] != found:
            self._waited = (found, now)
        left = OVERDUE_S - (now - self._waited[1])
        if left <= 0:
            return True
        if not self._recheck_due:  # one timer at a time, however often the item changes
            self._recheck_due = True
            self.later(left * 1000.0 + 50.0, self._recheck)
        return False

    def _recheck(self) -> None:
        self._recheck_due = False
        self.changed()

    def _match_card(self, verdict: Verdict | None, moves: int) -> dict[str, Any]:
        """The match's part of the test hook: its verdict, its moves, whether it works or waits."""
        return {
            "verified": None if verdict is None else verdict.verified,
            "reason": "" if verdict is None else verdict.reason,
            "cheater": None if verdict is None else verdict.seat,
            "moves": moves,
            "busy": self.busy,
            "waiting": self.waiting(),
        }

    @property
    def busy(self) -> bool:
        """Whether the match's work is under way (this browser's seats may not play meanwhile)."""
        return self.work.busy

    def _kick(self) -> None:
        if not self._scheduled and self.busy:
            self._scheduled = True
            self.later(0, self.pump)

    def pump(self) -> None:
        """Run the match's work for one slice, then hand back to the page.

        A slice runs steps (making a job, one unit of it, finishing it: store, then send)
        until :data:`SLICE_MS` passed: it lasts at most that plus its last step.
        """
        self._scheduled = False
        part = self.work.run_slice(SLICE_MS)
        self._sliced()
        self.slices += 1
        if part.ms > 100.0:
            self.slow_slices += 1
        if part.ms > self.longest_slice_ms:
            self.longest_slice_ms, self.longest_slice_work = part.ms, "+".join(part.labels)
        self._kick()
        if part.finished:
            self.changed()

    def _note_refusal(self, code: str, reason: str) -> None:
        """A peer's message refused: counted, its reason kept (the latest :data:`MAX_REFUSALS`)."""
        self.refused += 1
        self.refusals = [*self.refusals[-(MAX_REFUSALS - 1) :], f"{code}: {reason}"]
        self.changed()

    def _note_received(self, text: str) -> None:
        """A message from a peer arrived (counted before it is read)."""
        self.received += 1
        self.received_bytes += len(text)

    def _note_sent(self, text: str) -> None:
        """A message leaves for a peer (counted)."""
        self.sent += 1
        self.sent_bytes += len(text)


def drain_job(job: Job[Any]) -> Generator[None, None, None]:
    """A job's units as a generator (so one job runs inside another's slices)."""
    while not job.run(1):
        yield


def room_env(
    *,
    network: Network,
    ice: IceSetting,
    store: Callable[[str, str], None],
    changed: Callable[[], None],
    later: Later,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, Any]:
    """The page's side of a room being restored: the keywords its constructor takes beside the stored ones."""
    return {
        "network": network,
        "ice": ice,
        "store": store,
        "changed": changed,
        "later": later,
        "clock": clock,
    }


@contextmanager
def stored_match_errors() -> Iterator[None]:
    """Re-checking a stored match: what it raises becomes a :class:`ProtocolError` naming the fault."""
    try:
        yield
    except (FairPlayError, IllegalAction) as exc:
        raise ProtocolError("bad_field", f"stored peek-proof match: {exc}") from None
    except (TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise ProtocolError("bad_field", f"stored peek-proof match ({type(exc).__name__})") from None
