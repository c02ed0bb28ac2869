"""Export: a game's log as text (the log panel's sentences) and its record as a save file.

The text is what the log panel shows (:mod:`pharaoh.web.logbook`: round headings, one
line per move, a headline with the sentences it sums up indented under it), oldest first,
in the page's language, under a short heading.  The save file is the same JSON the play
panel's *Save* writes (:func:`pharaoh.savefile.save_body`), built with the standard
library only, so exporting never waits for pydantic; loading it validates it as always.

Neither ever holds more than the watcher may know: the log is the events filtered for the
eye it is exported through, and a save file (which names the seed, so every hidden card) is
offered only for a finished game or by the device that holds the whole match anyway.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from pharaoh.engine.game import Event
from pharaoh.engine.match import Match, Record
from pharaoh.savefile import now_utc, save_body
from pharaoh.web.i18n import register, tr
from pharaoh.web.logbook import PLAIN, Chronicle, Describe, chapters, line_text

TEXTS: dict[str, dict[str, str]] = {
    "export.title": {
        "de": "{name} – Spielbericht",
        "en": "{name} – game log",
        "fr": "{name} – journal de partie",
        "it": "{name} – cronaca della partita",
    },
    "export.eye": {
        "de": "Gesehen von: {eye}",
        "en": "As seen by: {eye}",
        "fr": "Vu par : {eye}",
        "it": "Visto da: {eye}",
    },
    "export.moves": {
        "de": "{n} {n|Zug|Züge}",
        "en": "{n} {n|move|moves}",
        "fr": "{n} {n|coup|coups}",
        "it": "{n} {n|mossa|mosse}",
    },
    "export.empty": {
        "de": "(noch nichts geschehen)",
        "en": "(nothing has happened yet)",
        "fr": "(rien ne s’est encore passé)",
        "it": "(non è ancora successo nulla)",
    },
}
"""The words of an exported log (the lines come from the engines and the games' chronicles)."""
register(TEXTS)


def log_lines(events: Sequence[Event], chronicle: Chronicle, lang: str, describe: Describe) -> list[str]:
    """The log panel's lines, oldest first: round headings, lines, a headline's sentences indented.

    >>> from pharaoh.engine.game import Event
    >>> log_lines([Event("a"), Event("b")], PLAIN, "en", lambda e: e.kind.upper() + ".")
    ['A.', 'B.']
    """
    try:
        cut = chapters(events, chronicle)
    except Exception:  # noqa: BLE001 - odd events are listed one by one, as the panel does
        chronicle, cut = PLAIN, chapters(events, PLAIN)
    out: list[str] = []
    for chapter in cut:
        if chapter.round:
            if out:
                out.append("")
            out.append(tr(lang, "log.round", n=chapter.round))
        for line in chapter.lines:
            text, detail = line_text(line, chronicle, lang, describe)
            out.append(text)
            out.extend(f"    {d}" for d in detail)
    return out


def log_text(
    events: Sequence[Event],
    chronicle: Chronicle,
    lang: str,
    describe: Describe,
    *,
    name: str,
    eye: str,
    moves: int,
) -> str:
    """The exported log: a heading (game, whose eyes, how many moves), then :func:`log_lines`.

    >>> print(log_text([Event("a")], PLAIN, "en", lambda e: "Hi.", name="Game", eye="Everyone", moves=1))
    Game – game log
    As seen by: Everyone
    1 move
    <BLANKLINE>
    Hi.
    <BLANKLINE>
    """
    head = [
        tr(lang, "export.title", name=name),
        tr(lang, "export.eye", eye=eye),
        tr(lang, "export.moves", n=moves),
    ]
    body = log_lines(events, chronicle, lang, describe) or [tr(lang, "export.empty")]
    return "\n".join([*head, "", *body]) + "\n"


def file_name(game_id: str, kind: str, ext: str, when: dt.datetime | None = None) -> str:
    """A download's name: ``pharaoh-<game>-<kind>-<yyyymmdd-hhmm>.<ext>`` (kind may be empty).

    >>> file_name("valley_kings", "log", "txt", dt.datetime(2026, 1, 2, 3, 4))
    'pharaoh-valley_kings-log-20260102-0304.txt'
    """
    stamp = (when or dt.datetime.now(dt.UTC)).strftime("%Y%m%d-%H%M")
    middle = f"-{kind}" if kind else ""
    return f"pharaoh-{game_id}{middle}-{stamp}.{ext}"


def save_file_text(record: Record, seats: Sequence[Mapping[str, Any]], created: str | None = None) -> str:
    """A save file of ``record`` (who sat where: ``seats`` rows of kind, name, bot), as *Save* writes it.

    Raises :class:`~pharaoh.engine.game.IllegalAction` if the record does not replay.

    >>> text = save_file_text(Record("valley_kings", 3, 2), [], "2026-01-02T03:04:05Z")
    >>> json.loads(text)["format"], json.loads(text)["seed"]
    ('pharaoh-save', 3)
    """
    match = Match.replay(record)
    return json.dumps(save_body(match, list(seats), created or now_utc()), indent=1)
