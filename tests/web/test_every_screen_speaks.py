"""Every screen of every game in each of the page's four languages, with no missing text (#15).

On the fake browser, for German, English, French and Italian: the menu; for each game its
set-up card, the privacy screen, the table (the DOM and every text drawn on the canvas),
the rules help, the quit dialog, the guided game's box, the end screen of a finished game
loaded from a save file, its replay screen and its log exported as text.  ``tr`` gives back
the key itself when a text is missing, so a dotted key (``vk.do.camp``) or an unfilled ``{placeholder}`` in
anything the page shows fails the test.  (Chromium renders the French and Italian screens
too: ``e2e/test_languages.py``; every key has every language: ``test_i18n.py``.)
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from fakes import FakeHost, make_app, run

from pharaoh.engine.bot import make_bot
from pharaoh.engine.match import Match
from pharaoh.engine.registry import game_ids, game_info, get_game
from pharaoh.savefile import save_body
from pharaoh.web.app import App
from pharaoh.web.i18n import LANGS, tr

KEY = re.compile(r"(?<![\w./:#-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/-])")
"""A text key as ``tr`` returns it when the text is missing (``vk.do.camp``, ``saves.load``)."""
NOT_KEYS = re.compile(r"^(?:[\w-]+\.(?:json|txt|png|svg|org|com|js|py|zip|webmanifest)|\d.*)$")
"""Dotted words that are no keys: file and host names."""
PLACEHOLDER = re.compile(r"\{\w+(?:\|[^{}]*)?\}")
PLAYERS = {"mummy_curse": 3, "valley_kings": 2, "mummy_spell": 3}
QUICK_BOTS = {"mummy_curse": "heuristic", "valley_kings": "heuristic", "mummy_spell": "rule_based"}
"""Quick computers that finish a game (as in tests/test_texts.py)."""


def words(html: str) -> str:
    """What a person reads or hears of some HTML: its text, aria-labels and titles (no tags, no CSS)."""
    said = re.findall(r'(?:aria-label|title|placeholder|alt)="([^"]*)"', html)
    html = re.sub(r"<style\b.*?</style>|<script\b.*?</script>", " ", html, flags=re.S)
    return " ".join([re.sub(r"<[^>]+>", " ", html), *said])


def missing(where: str, text: str) -> list[str]:
    """What in ``text`` looks like a key with no text, or an unfilled placeholder."""
    out = [f"{where}: {key!r}" for key in KEY.findall(text) if not NOT_KEYS.match(key)]
    out += [f"{where}: {p!r}" for p in PLACEHOLDER.findall(text)]
    return out


def shown(app: App, host: FakeHost, where: str) -> list[str]:
    """The problems of everything on the page now: the DOM's parts and the canvas's last frame."""
    run(app, host, 300)
    problems = [p for part, html in host.html.items() for p in missing(f"{where} #{part}", words(html))]
    problems += missing(f"{where} canvas", " ".join(app.scene.surface.texts()))
    return problems


@functools.cache
def finished_save(game_id: str) -> str:
    """A save file of a game the quick computers played to its end, with people named on every seat."""
    players = PLAYERS[game_id]
    match = Match(game_id, 11, players)
    bots = [make_bot(game_id, QUICK_BOTS[game_id], 11 + s) for s in range(players)]
    game = match.game
    for _ in range(get_game(game_id).info.playout_bound):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        action = bots[seat].choose(game, seat, match.view(seat), game.legal_actions(match.state, seat))
        match.act(seat, game.encode_action(action))
    assert match.outcome() is not None, f"{game_id}: no end within the playout bound"
    seats = [{"kind": "local", "name": f"P{s + 1}", "bot": None} for s in range(players)]
    return json.dumps(save_body(match, seats, "2026-01-01T00:00:00Z"))


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_of_every_game_has_its_texts(lang: str) -> None:
    app, host, _ = make_app(lang=lang, speed=50)
    got: list[tuple[str, str]] = []
    host.download = lambda name, text: got.append((name, text))  # type: ignore[attr-defined]
    assert host.html, "the menu is drawn"
    problems = shown(app, host, "menu")
    for gid in game_ids():
        app.on_action("pick", gid)
        problems += shown(app, host, f"{gid} set-up")
        app.on_action("players", str(PLAYERS[gid]))
        for seat in range(PLAYERS[gid]):
            app.on_action("seat", f"{seat}:")  # people on every seat: a privacy screen between them
        app.on_action("start", "")
        assert app.screen == "play", gid
        if app.overlay == "pass":
            problems += shown(app, host, f"{gid} privacy screen")
            app.on_action("ready", "")
        problems += shown(app, host, f"{gid} table")
        assert app.scene.surface.texts(), f"{gid}: nothing written on the canvas"
        app.on_action("help", gid)
        assert app.overlay == "help", gid
        problems += shown(app, host, f"{gid} rules help")
        app.on_key("Escape")
        app.on_action("home", "")
        assert app.overlay == "quit", gid
        problems += shown(app, host, f"{gid} quit dialog")
        app.on_action("quit", "")
        # the guided first game's box
        app.on_action("guide-start", gid)
        run(app, host, 300)
        assert app.screen == "play" and 'id="guide"' in host.html.get("screen", ""), gid
        problems += shown(app, host, f"{gid} guided game")
        app.on_action("guide-leave", "")
        app.on_action("home", "")
        app.on_action("quit", "")
        # a finished game loaded from a file: its end screen, then its replay
        app.on_file("save-load", finished_save(gid))
        run(app, host, 3000)
        assert app.overlay == "over", (gid, app.overlay)
        problems += shown(app, host, f"{gid} end screen")
        app.on_action("replay-open", "")
        assert app.screen == "replay", gid
        problems += shown(app, host, f"{gid} replay")
        app.on_action("replay-back", "")
        problems += shown(app, host, f"{gid} replay one move back")
        # the log exported as text: in the page's language, every line written out
        app.on_action("replay-log", "")
        name, text = got[-1]
        title = tr(lang, "export.title", name=game_info(gid).name[lang])
        assert name.endswith(".txt") and text.startswith(title), (title, text[:80])
        problems += missing(f"{gid} exported log", text)
        app.on_action("replay-leave", "")
        app.on_action("quit", "")
        assert app.screen == "menu", gid
    assert not problems, "\n".join(problems[:40])
