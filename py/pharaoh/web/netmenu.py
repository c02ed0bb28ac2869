"""The menu's remote-play entries, without remote play itself.

The menu offers *Join a game* and, when a host's match is stored, to resume it; and the page
opens into joining from a ``#join=`` / ``#window=`` link.  This module holds only those and
their words, so a first visit's menu does not import remote play's screens and rooms
(:mod:`pharaoh.web.netscreens`, :mod:`pharaoh.net`): they come with the rest of the package
after the menu (docs/runtime.md).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from pharaoh.engine.game import GameInfo
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr

TEXTS: dict[str, dict[str, str]] = {
    "net.join.menu": {
        "de": "Einem Spiel beitreten",
        "en": "Join a game",
        "fr": "Rejoindre une partie",
        "it": "Unisciti a una partita",
    },
    "net.resume": {
        "de": "Fernspiel fortsetzen",
        "en": "Resume the remote game",
        "fr": "Reprendre la partie à distance",
        "it": "Riprendi la partita a distanza",
    },
    "net.resume.hint": {
        "de": "Ein Fernspiel ({name}) ist noch offen. Fortsetzen gibt neue Einladungen.",
        "en": "A remote game ({name}) is still open. Resuming makes fresh invites.",
        "fr": "Une partie à distance ({name}) est encore ouverte. La reprendre crée de nouvelles "
        "invitations.",
        "it": "Una partita a distanza ({name}) è ancora aperta. Riprenderla crea nuovi inviti.",
    },
    "net.discard": {"de": "Verwerfen", "en": "Discard", "fr": "Abandonner", "it": "Scarta"},
}
"""The menu's words for remote play."""

register(TEXTS)


def joins_on_load(fragment: str, guest_session: str | None) -> bool:
    """Whether the page opens into joining: a ``#join=`` / ``#window=`` link or a guest's reload.

    >>> joins_on_load("join=ABC", None), joins_on_load("", '{"seat": 1}'), joins_on_load("", None)
    (True, True, False)
    """
    return fragment.startswith(("join=", "window=")) or bool(guest_session)


def stored_host_name(lang: str, blob: str | None, games: Sequence[GameInfo]) -> str:
    """The game's name of a stored host match (read without pydantic), or "" if none is stored.

    >>> stored_host_name("en", None, []), stored_host_name("en", "{oops", [])
    ('', '?')
    """
    if not blob:
        return ""
    try:
        game = json.loads(blob).get("game", "")
    except (ValueError, AttributeError, RecursionError):  # a damaged or hostile blob: the menu goes on
        return "?"
    for info in games:
        if info.id == game:
            return str(info.name.get(lang, game))
    return str(game)[:40]


def resume_entry(lang: str, name: str) -> str:
    """The menu's offer to resume the stored remote game ``name`` (``netscreens.resume_offer``: why not)."""
    body = tag("p", esc(tr(lang, "net.resume.hint", name=name)))
    body += button(tr(lang, "net.resume"), "net-resume", "", cls="btn primary", id="net-resume")
    body += button(tr(lang, "net.discard"), "net-discard", "", cls="btn ghost")
    return tag("div", body, class_="netresume", data_net="resume")


def menu_entries(lang: str, stored_host: str | None, games: Sequence[GameInfo]) -> str:
    """The menu's remote part: join a game, and resume a stored one."""
    html = join_entry(lang)
    name = stored_host_name(lang, stored_host, games)
    if name:
        html += resume_entry(lang, name)
    return html


def join_entry(lang: str) -> str:
    """The menu's button to join someone's game."""
    return tag(
        "div", button(tr(lang, "net.join.menu"), "net-join-open", "", cls="btn ghost"), class_="netjoin"
    )
