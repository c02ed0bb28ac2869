"""French and Italian in Chromium: every game's screens render with no missing text.

A browser set to French (then Italian) opens the page: the page starts in that language
(``pharaoh.web.i18n.pick`` from ``navigator.language``) and the language choice shows it.
For each game it renders the menu, the set-up card, a table (the DOM and every text drawn
on the canvas), the rules help and the end screen of a finished game loaded from a save
file.  ``tr`` gives back the key itself when a text is missing, so a dotted key such as
``vk.do.camp`` (or an unfilled ``{placeholder}``) in what the page shows fails the test;
so does a German or English sentence where the game's own words must be French or Italian.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from pharaoh.engine.bot import make_bot
from pharaoh.engine.match import Match
from pharaoh.engine.registry import game_ids, game_info, get_game
from pharaoh.savefile import save_body
from pharaoh.web.i18n import LANG_NAMES

SPEED = "50"
KEY = re.compile(r"(?<![\w./:-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/-])")
"""A text key as ``tr`` returns it when the text is missing (``vk.do.camp``, ``saves.load``)."""
NOT_KEYS = re.compile(r"^(?:[\w-]+\.(?:json|txt|png|org|com|js|py)|\d.*)$")
"""Dotted words that are no keys: file and host names."""
SETTLED = (
    "window.pharaohTest.screen === 'play' && !window.pharaohTest.overlay && !window.pharaohTest.busy"
    " && window.pharaohTest.fresh && (window.pharaohTest.legal || []).length > 0"
    " && window.pharaohUI.recordedTexts().some(t => !t.startsWith('tag:'))"
)
"""The person's table is up and still: texts drawn, no animation running, the hook of this frame."""
PLAYERS = {"mummy_curse": 3, "valley_kings": 2, "mummy_spell": 3}
QUICK_BOTS = {"mummy_curse": "heuristic", "valley_kings": "heuristic", "mummy_spell": "rule_based"}
"""Quick computers that finish a game (as in tests/test_texts.py)."""
OWN_WORDS = {
    "fr": ("Règles", "Choisir un jeu", "Nouvelle partie"),
    "it": ("Regole", "Scegli un gioco", "Nuova partita"),
}
"""Words of the page's own tables that must show in each language (the menu and set-up)."""


def missing(texts: list[str]) -> list[str]:
    """What in ``texts`` looks like a key with no text, or an unfilled placeholder."""
    out = []
    for text in texts:
        for key in KEY.findall(text):
            if not NOT_KEYS.match(key):
                out.append(f"{key!r} in {text[:80]!r}")
        if re.search(r"\{\w+(?:\|[^{}]*)?\}", text):
            out.append(f"placeholder in {text[:80]!r}")
    return out


def dom_texts(app: Any) -> list[str]:
    """Every visible text of the DOM (the canvas has none) and every aria-label and title."""
    texts: list[str] = app.page.evaluate(
        """() => {
            const out = [document.body.innerText];
            document.querySelectorAll('[aria-label],[title]').forEach(e => {
                out.push(e.getAttribute('aria-label') || '', e.getAttribute('title') || '');
            });
            return out.filter(Boolean);
        }"""
    )
    return texts


def canvas_texts(app: Any) -> list[str]:
    """Every text drawn on the canvas since the recording started."""
    drawn: list[str] = app.page.evaluate("window.pharaohUI.recordedTexts()")
    return [t.split(":", 1)[1] for t in drawn if not t.startswith("tag:")]


def finished_save(game_id: str) -> dict[str, Any]:
    """A save file of a game the quick computers played to its end, with people named on every seat."""
    players = PLAYERS[game_id]
    match = Match(game_id, 11, players)
    bots = [make_bot(game_id, QUICK_BOTS[game_id], 11 + s) for s in range(players)]
    for _ in range(get_game(game_id).info.playout_bound):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        game = match.game
        action = bots[seat].choose(game, seat, match.view(seat), game.legal_actions(match.state, seat))
        match.act(seat, game.encode_action(action))
    assert match.outcome() is not None, f"{game_id}: no end within the playout bound"
    seats = [{"kind": "local", "name": f"P{s + 1}", "bot": None} for s in range(players)]
    return save_body(match, seats, "2026-01-01T00:00:00Z")


def wait_state(app: Any, condition: str, timeout_ms: int = 60_000) -> None:
    app.page.wait_for_function(f"() => window.pharaohTest && ({condition})", timeout=timeout_ms)


def to_menu(app: Any) -> None:
    """Leave the game for the menu, as a person does (Menu, then yes)."""
    app.page.click("#home")
    app.page.locator("button[data-act=quit]").first.click()
    wait_state(app, "window.pharaohTest.screen === 'menu'", 20_000)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_every_screen_of_every_game_speaks_the_language(new_app: Any, lang: str) -> None:
    app = new_app(lang, locale=f"{lang}-{lang.upper()}")
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    assert app.page.evaluate("document.documentElement.lang") == lang, "the browser's language is the default"
    assert app.page.input_value("#lang") == lang
    options = app.page.eval_on_selector_all("#lang option", "els => els.map(e => e.textContent)")
    assert options == list(LANG_NAMES.values())
    problems: list[str] = []
    for gid in game_ids():
        name = game_info(gid).name[lang]
        # the menu
        menu = app.page.inner_text("nav#menu")
        assert name in menu and OWN_WORDS[lang][1] in app.page.content(), (gid, menu[:200])
        problems += [f"{gid} menu: {m}" for m in missing(dom_texts(app))]
        # the set-up card
        app.page.click(f"nav#menu button[data-game={gid}]")
        app.page.wait_for_selector("#start", timeout=30_000)
        setup = app.page.inner_text("#screen")
        assert name in setup and OWN_WORDS[lang][2] in setup, (gid, setup[:200])
        problems += [f"{gid} set-up: {m}" for m in missing(dom_texts(app))]
        # a table: people on every seat, so the first seat's view and prompts show
        for seat in range(PLAYERS[gid]):
            app.page.locator(f"li[data-seat='{seat}'] button[data-act=seat]").nth(0).click()
        app.page.evaluate("window.pharaohUI.recorded = []; window.pharaohUI.record = true")
        app.page.click("#start")
        wait_state(app, "window.pharaohTest.screen === 'play'")
        if app.page.locator("#ready").count():  # the privacy screen before the first person's turn
            problems += [f"{gid} privacy screen: {m}" for m in missing(dom_texts(app))]
            app.page.click("#ready")
        # the table drawn and still: no animation running, the frame of this screen drawn
        wait_state(app, SETTLED, 30_000)
        drawn = canvas_texts(app)
        assert drawn, f"{gid}: nothing drawn on the canvas"
        problems += [f"{gid} table (canvas): {m}" for m in missing(drawn)]
        problems += [f"{gid} table: {m}" for m in missing(dom_texts(app))]
        app.screenshot(f"{gid}-table")
        # the rules help
        app.page.click("#help")
        wait_state(app, "window.pharaohTest.overlay === 'help'", 10_000)
        help_text = app.page.inner_text("#overlay")
        assert len(help_text) > 400 and name in help_text, (gid, help_text[:200])
        problems += [f"{gid} help: {m}" for m in missing(dom_texts(app))]
        app.page.keyboard.press("Escape")
        app.page.evaluate("window.pharaohUI.record = false; window.pharaohUI.recorded = []")
        to_menu(app)
    # the end screen of a finished game of each, loaded from a file on the menu (one boot for all)
    for gid in game_ids():
        payload = {
            "name": f"{gid}.json",
            "mimeType": "application/json",
            "buffer": json.dumps(finished_save(gid)).encode(),
        }
        app.page.set_input_files("#load-file", files=[payload])
        ended = "window.pharaohTest.screen === 'play' && window.pharaohTest.overlay === 'over'"
        wait_state(app, ended, 120_000)
        assert app.page.inner_text("#winner").strip(), gid
        problems += [f"{gid} end: {m}" for m in missing(dom_texts(app))]
        app.screenshot(f"{gid}-end")
        app.page.locator("button[data-act=quit]").first.click()
        wait_state(app, "window.pharaohTest.screen === 'menu'", 20_000)
    assert not problems, "\n".join(problems[:40])
    # on a 360 px phone the top bar keeps the rules, menu and language buttons whole and apart
    app.page.set_viewport_size({"width": 360, "height": 640})
    app.page.click("nav#menu button[data-game=valley_kings]")
    app.page.click("#start")
    wait_state(app, "window.pharaohTest.screen === 'play'")
    boxes = [app.page.locator(f"#bar {sel}").bounding_box() for sel in ("#help", "#home", "#lang")]
    assert all(b is not None and b["x"] >= 0 and b["x"] + b["width"] <= 360 for b in boxes), boxes
    assert all(boxes[i]["x"] + boxes[i]["width"] <= boxes[i + 1]["x"] for i in range(2)), boxes  # type: ignore[index]
    assert boxes[2] is not None and boxes[2]["height"] >= 30, "a finger-sized language choice"
    # and the choice switches the page to another language
    app.page.select_option("#lang", "de")
    app.page.wait_for_function("document.documentElement.lang === 'de'", timeout=10_000)
    assert "Menü" in app.page.inner_text("#bar")
