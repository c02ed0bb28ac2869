"""The body of a save file, written with the standard library only.

Writing a save needs no pydantic, so the page can autosave after every action without
loading it; reading one (:func:`pharaoh.saves.load_save`) validates with pydantic.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # not imported at run time: the page's menu uses this module (#16)
    from pharaoh.engine.match import Match

SAVE_FORMAT: Final = "pharaoh-save"
"""The ``format`` field of every save file."""
SAVE_VERSION: Final = 1
"""The save-file version this code writes and reads."""


def now_utc() -> str:
    """Return the current time as a save-file timestamp (``2025-11-22T14:05:00Z``)."""
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_body(match: Match, seats: Sequence[Mapping[str, Any]], created: str) -> dict[str, Any]:
    """A save file's JSON body: the match record, who sat where (kind, name, bot), when, a checksum.

    >>> from pharaoh.engine.match import Match
    >>> match = Match("valley_kings", 7, 2)
    >>> body = save_body(match, [], "2025-11-22T14:05:00Z")
    >>> body["format"], body["seed"], body["actions"], body["checksum"] == match.digest()
    ('pharaoh-save', 7, [], True)
    """
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.game_id,
        "seed": match.seed,
        "players": match.players,
        "options": dict(match.options),
        "seats": [dict(seat) for seat in seats],
        "actions": [[seat, text] for seat, text in match.actions],
        "created": created,
        "checksum": match.digest(),
    }
