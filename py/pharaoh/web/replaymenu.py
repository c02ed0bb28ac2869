"""The menu's replay entries, without the replays themselves.

The menu offers to watch the stored game's moves so far, the last finished game and a save
file.  This module holds only those buttons and their words, so a first visit's menu does
not import the replays (:mod:`pharaoh.web.replay`, the engine's matches and records): they
come with the rest of the package after the menu (docs/runtime.md).
"""

from __future__ import annotations

from typing import Any, Final

from pharaoh.web.html import attrs, button, esc, tag
from pharaoh.web.i18n import register, tr

FINISHED_KEY: Final = "local.finished"
"""Storage key of the last finished local game (a save body), for the menu's *Watch* entry."""

TEXTS: dict[str, dict[str, str]] = {
    "replay.watch.stored": {
        "de": "Bisherige Züge ansehen",
        "en": "Watch the moves so far",
        "fr": "Revoir les coups joués",
        "it": "Rivedi le mosse giocate",
    },
    "replay.watch.finished": {
        "de": "Letztes beendetes Spiel ansehen ({name})",
        "en": "Watch the last finished game ({name})",
        "fr": "Revoir la dernière partie finie ({name})",
        "it": "Rivedi l’ultima partita finita ({name})",
    },
    "replay.watch.file": {
        "de": "Gespeichertes Spiel ansehen",
        "en": "Watch a saved game",
        "fr": "Revoir une partie sauvegardée",
        "it": "Rivedi una partita salvata",
    },
}
"""The menu's words for the replays."""

register(TEXTS)


def menu_html(app: Any, stored: str | None, finished: str | None) -> str:
    """The menu's replay entries: the stored game's moves, the last finished game, a save file."""
    from pharaoh.web.persist import peek

    lang = app.lang
    parts = []
    game, moves, problem = peek(stored)
    if game and not problem and moves:
        parts.append(
            button(tr(lang, "replay.watch.stored"), "replay-stored", "", cls="btn ghost", id="watch-stored")
        )
    game, _, problem = peek(finished)
    if game and not problem:
        name = next((i.name.get(lang, i.id) for i in app.games if i.id == game), game)
        parts.append(
            button(
                tr(lang, "replay.watch.finished", name=name),
                "replay-finished",
                "",
                cls="btn ghost",
                id="watch-last",
            )
        )
    picker = (
        "<input"
        + attrs(
            type="file",
            accept=".json,application/json",
            id="watch-file",
            data_file="replay-load",
            class_="file-input",
        )
        + ">"
    )
    parts.append(
        tag("label", esc(tr(lang, "replay.watch.file")) + picker, class_="btn ghost file", id="watch")
    )
    return tag("div", "".join(parts), class_="saves replays", data_saves="replays")
