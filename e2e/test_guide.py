"""The guided first game of each game, played to its end in Chromium by following the guide's pointers.

The tests do what the guide shows: tap the board where its ring is (the test hook's
``guide.target`` and the region's tap point), click the button it makes glow, or, when the
suggestion is neither, the guide's own *Play it for me* button.  Der Fluch der Mumie with a
mouse on a desktop window, Tara Wolf with touch on a 360 x 640 phone, Im Bann der Mumie
with a mouse and the keyboard (glowing buttons pressed with Enter).  Animations run 20x
faster, nothing else changes.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.engine.guide import guide_script, play  # noqa: E402
from pharaoh.engine.match import Match  # noqa: E402

SPEED = "20"
BUDGET_S = 420.0


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def open_guide(app: Any, game_id: str) -> None:
    """Boot the page (German, a first visit), take the menu's offer of a guided game."""
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    app.screenshot(f"{game_id}-menu")
    offer = app.page.locator(f"nav#menu button[data-act=guide-start][data-arg={game_id}]")
    assert "Neu hier?" in offer.inner_text(), "a first-time player is offered the guide"
    offer.click()
    app.page.wait_for_function(
        "window.pharaohTest && window.pharaohTest.screen === 'play' && window.pharaohTest.guide",
        timeout=20_000,
    )


def follow(app: Any, *, touch: bool = False, keyboard: bool = False) -> dict[str, Any]:
    """Follow the pointers until the guide says it is done; returns the last hook state."""
    start = time.monotonic()
    pointed = {"ring": 0, "button": 0, "play": 0}
    while time.monotonic() - start < BUDGET_S:
        state = hook(app)
        guide = state.get("guide") or {}
        if guide.get("done"):
            assert pointed["ring"] > 0, "the guide pointed at the board"
            return state
        ready = (
            guide.get("action") and state.get("fresh") and not state.get("busy") and not state.get("overlay")
        )
        if not ready:
            app.page.wait_for_timeout(40)
            continue
        target = guide.get("target")
        if target and target in (state.get("regions") or {}):
            x, y = state["regions"][target]
            if touch:
                app.page.touchscreen.tap(x, y)
            else:
                app.page.mouse.click(x, y)
            pointed["ring"] += 1
        elif guide.get("button"):
            glowing = app.page.locator("#choices button[data-guide]")
            if keyboard:
                glowing.focus()
                app.page.keyboard.press("Enter")
            else:
                glowing.click()
            pointed["button"] += 1
        else:
            app.page.click("#guide-play")
            pointed["play"] += 1
        app.page.wait_for_function(
            "(s) => !window.pharaohTest || window.pharaohTest.state_id !== s.id"
            " || JSON.stringify(window.pharaohTest.guide) !== s.guide",
            arg={"id": state["state_id"], "guide": json.dumps(guide, separators=(",", ":"))},
            timeout=20_000,
        )
    raise AssertionError(f"the guide did not end within {BUDGET_S} s; last hook: {hook(app).get('guide')}")


def finish(app: Any, game_id: str, rules: set[str]) -> None:
    """The guide is done: every rule seen, it says so; leaving it keeps the game going."""
    state = hook(app)
    script = guide_script(game_id)
    assert script is not None
    expected = Match(game_id, script.seed, script.players)
    play(expected, script)
    played = app.run_python(
        "from pharaoh.web import browser\nreturn [list(a) for a in browser.APP.session.match.actions]"
    )
    want = [list(a) for a in expected.actions]
    assert played[: len(want)] == want, (
        f"the page's guided game left the tool's at {first_difference(played, want)}"
    )
    assert set(state["guide"]["seen"]) == rules
    assert "Du hast alles Wichtige gesehen" in app.page.locator("#guide").inner_text()
    app.screenshot(f"{game_id}-guide-done")
    app.page.click("#guide-leave")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.guide === null", timeout=10_000)
    assert app.page.locator("#guide").count() == 0
    assert not hook(app)["over"], "the same game goes on without the guide"
    known = app.page.evaluate("localStorage.getItem('pharaoh:guide.known')")
    assert game_id in json.loads(known)


def first_difference(a: list[Any], b: list[Any]) -> str:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"action {i}: page {x}, tool {y}"
    return f"length: page {len(a)}, tool {len(b)}"


def test_guided_curse_with_a_mouse(app: Any) -> None:
    open_guide(app, "mummy_curse")
    app.screenshot("mummy_curse-guide-start")
    follow(app)
    finish(app, "mummy_curse", {"mummies", "arrow", "recover", "capture", "lay"})


def test_guided_valley_by_touch_on_a_phone(new_app: Any) -> None:
    app = new_app("phone", viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    open_guide(app, "valley_kings")
    app.screenshot("valley_kings-guide-phone")
    follow(app, touch=True)
    finish(app, "valley_kings", {"split", "camp", "tomb", "trap", "bluff", "tie"})


def test_guided_spell_with_mouse_and_keyboard(app: Any) -> None:
    open_guide(app, "mummy_spell")
    follow(app, keyboard=True)
    finish(app, "mummy_spell", {"research", "open", "job", "beetles", "fight", "market"})
