"""The body of a save file, written with the standard library only.

Writing a save needs no pydantic, so the page can autosave after every action without
loading it; reading one (:func:`pharaoh.saves.load_save`) validates with pydantic.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # not imported at run time: the page's menu uses this module (#16)
    from pharaoh.engine.match import Match

SAVE_FORMAT: Final = "pharaoh-save"
"""The ``format`` field of every save file."""
SAVE_VERSION: Final = 2
"""The save-file version this code writes (version 1 is still read from the page's own storage)."""


def save_checksum(record: Mapping[str, Any], seats: Sequence[Mapping[str, Any]]) -> str:
    """Version 2's checksum: the record (``Record.to_json()``) and who plays each seat.

    Who plays a seat, a person or which computer, is covered: a file edited to make a
    computer's seat a person's would open that seat's hidden cards on the screen.  Names are
    not (renaming a seat shows nothing).  The checksum has no key: it catches a changed file,
    not a program that writes a new one (the file holds the seed anyway).

    >>> rec = {"game": "valley_kings", "seed": 7, "players": 2, "options": {}, "actions": []}
    >>> people = [{"kind": "local", "bot": None}, {"kind": "computer", "bot": "heuristic"}]
    >>> flipped = [{"kind": "computer", "bot": "heuristic"}, {"kind": "local", "bot": None}]
    >>> save_checksum(rec, people) == save_checksum(rec, flipped)
    False
    """
    who = [[seat.get("kind"), seat.get("bot")] for seat in seats]
    return _short_hash({"record": record, "seats": who})


def record_digest(record: Mapping[str, Any]) -> str:
    """Version 1's checksum: ``Match.digest()``, a short hash of the record (``Record.to_json()``) alone.

    >>> from pharaoh.engine.match import Match
    >>> record_digest(Match("valley_kings", 7, 2).record().to_json()) == Match("valley_kings", 7, 2).digest()
    True
    """
    return _short_hash(record)


def _short_hash(value: object) -> str:
    """16 hex digits of the sha256 of ``value`` as canonical JSON (sorted keys, no spaces)."""
    import hashlib  # not at import: the page's menu imports this module (tests/web/test_menu_imports.py)

    blob = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def from_version_1(body: Mapping[str, Any], legacy: Mapping[str, Any]) -> dict[str, Any] | None:
    """A version-1 body from the page's own storage as a version-2 one; None unless its checksum holds.

    Version 1's checksum is ``Match.digest()`` of the record.  ``legacy`` is the game's
    ``GameInfo.legacy_options[1]`` (the rules the game was played under): written into its
    options, so the file replays the same game once the version no longer says so.  Version 1
    did not cover the seats, and the new checksum covers them as stored: that grants nothing a
    stored game did not have, since the page opens a stored version-1 game with whatever seats
    it holds (:func:`pharaoh.saves.load_save`); only a version-1 *file* is refused.

    >>> rec = {"game": "valley_kings", "seed": 7, "players": 2, "options": {}, "actions": [[0, "a"]]}
    >>> old = dict(rec, format=SAVE_FORMAT, version=1, seats=[], created="2025-11-22T14:05:00Z",
    ...            checksum=record_digest(rec))
    >>> new = from_version_1(old, {"rules": 1})
    >>> new["version"], new["options"], new["checksum"] == save_checksum(dict(rec, options={"rules": 1}), [])
    (2, {'rules': 1}, True)
    >>> from_version_1(dict(old, seed=8), {}) is None  # edited: the old checksum does not hold
    True
    """
    options, seats = body.get("options"), body.get("seats")
    if body.get("version") != 1 or not isinstance(options, dict) or not isinstance(seats, list):
        return None
    if not all(isinstance(seat, dict) for seat in seats):
        return None
    record = {key: body.get(key) for key in ("game", "seed", "players", "options", "actions")}
    if record_digest(record) != body.get("checksum"):
        return None
    record["options"] = {**legacy, **options}
    return {
        **body,
        "version": SAVE_VERSION,
        "options": record["options"],
        "checksum": save_checksum(record, seats),
    }


def now_utc() -> str:
    """Return the current time as a save-file timestamp (``2025-11-22T14:05:00Z``)."""
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_body(match: Match, seats: Sequence[Mapping[str, Any]], created: str) -> dict[str, Any]:
    """A save file's JSON body: the match record, who sat where (kind, name, bot), when, a checksum.

    >>> from pharaoh.engine.match import Match
    >>> match = Match("valley_kings", 7, 2)
    >>> body = save_body(match, [], "2025-11-22T14:05:00Z")
    >>> body["format"], body["version"], body["seed"], body["actions"]
    ('pharaoh-save', 2, 7, [])
    >>> body["checksum"] == save_checksum(match.record().to_json(), [])
    True
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
        "checksum": save_checksum(match.record().to_json(), seats),
    }
