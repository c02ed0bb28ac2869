"""What a seat is shown: the one definition the host sends and the final check recomputes.

A *screen* is the triple a guest receives in a ``welcome`` or an ``update``: the seat's
view, its legal actions in notation, and the events it may see.  The host builds each
screen with these functions, and a guest's end-of-game check (:mod:`pharaoh.net.fairseed`)
replays the match and builds them again, so both sides agree by construction.
Pure standard library: no pydantic here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Event, Seat, View, events_for
from pharaoh.engine.match import Match

WELCOME_EVENTS = 200
"""A ``welcome`` carries the last this-many events of the seat's log."""

MAX_EVENTS = 500
"""The most events one screen carries (an action producing more keeps its last ones)."""


def events_json(events: Sequence[Event], seat: Seat | None) -> list[dict[str, Any]]:
    """Return the events ``seat`` may see, as plain JSON (tuples inside the data become lists)."""
    seen = [e.to_json() for e in events_for(events, seat)]
    if not seen:
        return []
    normalised: list[dict[str, Any]] = json.loads(json.dumps(seen))
    return normalised


def legal_for(match: Match, seat: Seat | None) -> list[str]:
    """Return the seat's legal actions in notation (nothing for a spectator or a finished game)."""
    if seat is None or match.outcome() is not None:
        return []
    return match.legal(seat)


def update_screen(
    match: Match, seat: Seat | None, events: Sequence[Event]
) -> tuple[View, list[str], list[Any]]:
    """View, legal actions and filtered events after an action that produced ``events``."""
    return match.view(seat), legal_for(match, seat), events_json(events, seat)[-MAX_EVENTS:]


def welcome_screen(match: Match, seat: Seat | None) -> tuple[View, list[str], list[Any]]:
    """View, legal actions and the tail of the log, for a guest that (re)joins.

    The log is read from its end, so a rejoin late in a long game encodes only the tail.
    """
    tail: list[Event] = []
    for event in reversed(match.log):
        if event.for_seat(seat) is not None:
            tail.append(event)
            if len(tail) == WELCOME_EVENTS:
                break
    tail.reverse()
    return match.view(seat), legal_for(match, seat), events_json(tail, seat)


def screen_digest(view: View, legal: Sequence[str], events: Sequence[Any]) -> str:
    """Hash one screen, so a guest keeps 64 characters per message instead of the views.

    >>> screen_digest({"a": 1}, ["x"], []) == screen_digest({"a": 1}, ["x"], [])
    True
    >>> screen_digest({"a": 1}, ["x"], []) == screen_digest({"a": 2}, ["x"], [])
    False
    """
    blob = json.dumps(
        {"view": view, "legal": list(legal), "events": list(events)},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=True,
    )
    return hashlib.sha256(blob.encode("ascii")).hexdigest()
