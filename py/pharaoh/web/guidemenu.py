"""The menu's offer of the guided first games, without the guide itself.

The menu shows a *Guided game* button on the entry of every game whose :class:`GameInfo`
says it has one (``has_guide``), louder for a game this browser has not played yet.  This
module holds only that and the storage of the games played, so a first visit's menu does
not import the guides (:mod:`pharaoh.web.guide`, the engines' scripts, Tara Wolf's cards):
they come with the rest of the package after the menu (docs/runtime.md).
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.registry import game_ids
from pharaoh.web.html import button
from pharaoh.web.i18n import register, tr

KNOWN_KEY = "guide.known"
"""Storage key: a JSON list of the game ids this browser has played (guided or not)."""
MAX_KNOWN = 4096
"""The longest stored list read back; anything longer is dropped unread."""

TEXTS: dict[str, dict[str, str]] = {
    "guide.menu": {
        "de": "Geführte Partie",
        "en": "Guided game",
        "fr": "Partie guidée",
        "it": "Partita guidata",
    },
    "guide.menu.first": {
        "de": "Neu hier? Geführte Partie",
        "en": "New here? Guided game",
        "fr": "Nouveau ici ? Partie guidée",
        "it": "Nuovo qui? Partita guidata",
    },
    "guide.menu.label": {
        "de": "{label} – {name}",
        "en": "{label} – {name}",
        "fr": "{label} – {name}",
        "it": "{label} – {name}",
    },
}
"""The menu's words for the guided games."""

register(TEXTS)


def known_games(stored: str | None) -> set[str]:
    """The games this browser has played, from storage; anything malformed counts as none.

    >>> sorted(known_games('["mummy_curse", "nope", 3]'))
    ['mummy_curse']
    >>> known_games("{oops"), known_games('{"a": 1}'), known_games("[" * 9000), known_games(None)
    (set(), set(), set(), set())
    """
    if not stored or len(stored) > MAX_KNOWN:
        return set()
    from pharaoh.web.persist import read_json

    try:
        blob = read_json(stored, "list of games played")
    except ValueError:
        return set()
    if not isinstance(blob, list):
        return set()
    ids = set(game_ids())
    return {g for g in blob if isinstance(g, str) and g in ids}


def menu_buttons(app: Any) -> dict[str, str]:
    """Each guided game's button for its menu entry: loud for a first-time player, quiet after."""
    known = known_games(app.host.load(KNOWN_KEY))
    out = {}
    for info in app.games:
        if not info.has_guide:
            continue
        first = info.id not in known
        name = info.name.get(app.lang, info.id)
        label = tr(app.lang, "guide.menu.first" if first else "guide.menu")
        out[info.id] = button(
            label,
            "guide-start",
            info.id,
            cls="btn guide-offer" + ("" if first else " ghost"),
            aria_label=tr(app.lang, "guide.menu.label", label=label, name=name),  # the visible words first
        )
    return out
