"""The log as a player reads it: a heading per round, one line per move, auction or fight.

A game's web package may hold a ``chronicle`` module with a :class:`Chronicle` named
``CHRONICLE``: which round each event belongs to, where a new line starts, and a short
headline for a line of several events.  Games without one get one line per event and no
rounds.  Grouping reads only the events the seat was shown (already redacted), so it never
tells more than the plain log did.

>>> events = [Event("a"), Event("b"), Event("a")]
>>> [(c.round, [len(x.events) for x in c.lines]) for c in chapters(events, PLAIN)]
[(0, [1, 1, 1])]
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pharaoh.engine.game import Event
from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import register, tr

TEXTS: dict[str, dict[str, str]] = {
    "log.round": {"de": "Runde {n}", "en": "Round {n}", "fr": "Manche {n}", "it": "Giro {n}"},
}
"""The log's own words (the lines come from the engines and the games' chronicles)."""
register(TEXTS)

Describe = Callable[[Event], str]
"""A sentence for one event in the reader's language."""


def _every_event_alone(prev: Event, event: Event) -> bool:
    return True


def _no_rounds(events: Sequence[Event]) -> list[int]:
    return [0] * len(events)


def _no_headline(events: Sequence[Event], lang: str, describe: Describe) -> str | None:
    return None


@dataclass(frozen=True)
class Chronicle:
    """How one game's log is grouped (see the module docstring)."""

    rounds: Callable[[Sequence[Event]], list[int]] = _no_rounds
    """The round of each event (0: no round heading)."""
    breaks: Callable[[Event, Event], bool] = _every_event_alone
    """True if the second event starts a new line after the first (within one round)."""
    headline: Callable[[Sequence[Event], str, Describe], str | None] = _no_headline
    """A summary of a line of several events, or None to read its sentences one after the other."""


PLAIN = Chronicle()
"""One line per event, no rounds: for games without a chronicle of their own."""


@dataclass(frozen=True)
class Line:
    """One line of the log: events that belong together, ``start`` the index of the first one."""

    start: int
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Chapter:
    """The lines of one round (``round`` 0: a game without rounds)."""

    round: int
    lines: tuple[Line, ...]


def chapters(events: Sequence[Event], chronicle: Chronicle, last: int | None = None) -> list[Chapter]:
    """The log cut into rounds and lines, oldest first; every event in exactly one line, in order.

    ``last``: only the newest ``last`` lines (the panel and the mirror show no more), so a
    long game's log is not cut anew from its first event at every redraw; the first chapter
    may then hold only the end of its round.

    >>> events = [Event("a"), Event("b"), Event("c")]
    >>> [[x.start for x in c.lines] for c in chapters(events, PLAIN, last=2)]
    [[1, 2]]
    """
    rounds = chronicle.rounds(events)
    begin = 0
    if last is not None:
        found = 0
        for i in range(len(events) - 1, 0, -1):
            if rounds[i] != rounds[i - 1] or chronicle.breaks(events[i - 1], events[i]):
                found += 1
                if found >= last:
                    begin = i
                    break
    out: list[Chapter] = []
    lines: list[Line] = []
    group: list[Event] = []
    start = begin
    for i in range(begin, len(events)):
        event = events[i]
        new_round = i == begin or rounds[i] != rounds[i - 1]
        if i > begin and (new_round or chronicle.breaks(events[i - 1], event)):
            lines.append(Line(start, tuple(group)))
            group, start = [], i
        if new_round and i > begin:
            out.append(Chapter(rounds[i - 1], tuple(lines)))
            lines = []
        group.append(event)
    if group:
        lines.append(Line(start, tuple(group)))
        out.append(Chapter(rounds[-1], tuple(lines)))
    return out


def chronicle_for(game_id: str) -> Chronicle:
    """The chronicle of a game's web package, or :data:`PLAIN`."""
    from pharaoh.web.games import renderer_module

    try:
        module = importlib.import_module(renderer_module(game_id).__name__ + ".chronicle")
    except ModuleNotFoundError:
        return PLAIN
    chronicle = getattr(module, "CHRONICLE", PLAIN)
    return chronicle if isinstance(chronicle, Chronicle) else PLAIN


def joined(events: Sequence[Event], describe: Describe) -> str:
    """The sentences of a line one after the other, a sentence said n times in a row once with "(n×)"."""
    parts: list[tuple[str, int]] = []
    for event in events:
        text = describe(event)
        if parts and parts[-1][0] == text:
            parts[-1] = (text, parts[-1][1] + 1)
        else:
            parts.append((text, 1))
    return " ".join(text if n == 1 else f"{text} ({n}×)" for text, n in parts)


def line_text(line: Line, chronicle: Chronicle, lang: str, describe: Describe) -> tuple[str, list[str]]:
    """A line's text and, under a headline, the sentences it sums up (else an empty list)."""
    if len(line.events) > 1:
        try:
            head = chronicle.headline(line.events, lang, describe)
        except Exception:  # noqa: BLE001 - a headline must never break the log
            head = None
        if head:
            return head, [describe(e) for e in line.events]
    return joined(line.events, describe), []


def log_html(events: Sequence[Event], chronicle: Chronicle, lang: str, describe: Describe, limit: int) -> str:
    """The ``<li>`` items of the log panel, newest first: at most ``limit`` lines, under round headings."""
    items: list[str] = []
    count = 0
    try:
        cut = chapters(events, chronicle, last=limit)
    except Exception:  # noqa: BLE001 - odd events (a hostile host's) are listed one by one
        chronicle, cut = PLAIN, chapters(events, PLAIN, last=limit)
    for chapter in reversed(cut):
        shown = list(reversed(chapter.lines))[: limit - count]
        if not shown:
            break
        if chapter.round:
            items.append(tag("li", esc(tr(lang, "log.round", n=chapter.round)), class_="round"))
        for line in shown:
            text, detail = line_text(line, chronicle, lang, describe)
            if detail:
                body = tag("summary", esc(text)) + tag("ol", "".join(tag("li", esc(d)) for d in detail))
                items.append(tag("li", tag("details", body), class_="group"))
            else:
                items.append(tag("li", esc(text)))
        count += len(shown)
    return "".join(items)
