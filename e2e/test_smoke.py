"""Smoke test of the page: boot, the menu of every registered game, the language switch.

The menu assertions rely on the UI's DOM contract (pharaoh.web): once the menu is up Python
calls ``pharaohReady()``; the menu is mirrored into ``<nav id="menu">`` with one
``<button data-game="ID">`` per registered game showing ``game_info(ID).name[lang]``; a
``#lang`` choice lists every language and switches; ``<html lang>`` gives the language at start.
"""

from __future__ import annotations

from pharaoh.engine.registry import game_ids, game_info
from pharaoh.web.i18n import LANGS


def menu_texts(app) -> dict[str, str]:
    return app.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('nav#menu button[data-game]')]
                  .map(b => [b.dataset.game, b.textContent.trim()]))"""
    )


def test_boot_menu_and_language(app) -> None:
    app.goto()
    app.wait_ready()

    # The boot overlay painted before Python was up (how fast: `make bench`), and is gone now.
    fcp = app.page.evaluate(
        "performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint')?.startTime"
    )
    assert fcp is not None, "nothing was painted"
    assert fcp < app.page.evaluate("window.__pharaohPythonAt"), "the overlay must paint before Python starts"
    assert app.page.evaluate("window.__pharaohReadyAt > 0")
    app.page.wait_for_selector("#boot", state="hidden", timeout=5_000)
    assert app.page.locator("main#app canvas#stage").count() == 1

    # Every registered game is in the menu, named in the page's language.
    ids = list(game_ids())
    assert ids, "no game is registered"
    before = menu_texts(app)
    assert sorted(before) == sorted(ids), f"menu lists {sorted(before)}, registry has {sorted(ids)}"
    lang = app.page.evaluate("document.documentElement.lang")
    assert lang in ("de", "en")
    for gid in ids:
        assert game_info(gid).name[lang] in before[gid], f"{gid}: {before[gid]!r} lacks the {lang} name"
    app.screenshot(f"menu-{lang}")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'menu'")
    assert app.page.evaluate("window.pharaohTest.calm") is True, "the system's reduced motion is read"

    # The language choice lists every language and switches every name.
    assert app.page.eval_on_selector_all("#lang option", "els => els.map(e => e.value)") == list(LANGS)
    other = "en" if lang == "de" else "de"
    app.page.select_option("#lang", other)
    app.page.wait_for_function(
        """(names) => Object.entries(names).every(([id, name]) => (
               document.querySelector(`nav#menu button[data-game="${id}"]`)?.textContent || ''
           ).includes(name))""",
        arg={gid: game_info(gid).name[other] for gid in ids},
        timeout=5_000,
    )
    after = menu_texts(app)
    assert sorted(after) == sorted(ids)
    assert after != before, "the menu text did not change with the language"
    app.page.wait_for_timeout(800)  # let the menu's fade-in finish for the picture
    app.screenshot(f"menu-{other}")
