"""Playing Tara Wolf im Tal der Könige in the browser through the UI: a whole game against the computer.

The test clicks what a person clicks: the canvas at the coordinates the page's test hook
(``window.pharaohTest``) gives for each legal action, or the panel's buttons.  Animations
run 50x faster (``localStorage["pharaoh:speed"]``, the most the page allows).  The computer is the shipped
searching opponent (the set-up screen's default), running in the bot worker.
"""

from __future__ import annotations

import random
import time
from typing import Any

from pharaoh.web.i18n import tr

SPEED = "50"
GAME_BUDGET_S = 240.0
BOT = "ismcts"
REFUSED = {tr("de", f"undo.{why}") for why in ("chance", "reveal", "other_seat")}
"""Why there is no Undo, as the German panel says it (after a draw, a tomb's reveal, another's move)."""


def choose(view: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """A plain player: split evenly, play what it can, send its adventurer and friends, lay its traps."""
    phase = view.get("phase")
    if phase == "split":
        return "split:2" if "split:2" in legal else legal[0]
    plays = [a for a in legal if a.startswith("play:")]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    sends = [a for a in legal if a.startswith("send:")]
    if sends and (rng.random() < 0.75 or not (view.get("table") or {}).get("sent", [[], []])[view["seat"]]):
        return sends[0]
    hides = [a for a in legal if a.startswith("hide:")]
    if hides and rng.random() < 0.6:
        return rng.choice(hides)
    for bare in ("open", "end", "done"):
        if bare in legal:
            return bare
    return rng.choice(legal)


def open_game(app: Any) -> None:
    """Boot the page, pick valley_kings, seat 1 a person, seat 2 the computer, start."""
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    app.page.click("nav#menu button[data-game=valley_kings]")
    app.page.locator("li[data-seat='0'] button[data-act=seat]").nth(0).click()
    app.page.locator(f"li[data-seat='1'] button[data-act=seat][data-arg='1:{BOT}']").last.click()
    app.page.click("#start")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def act(app: Any, state: dict[str, Any], rng: random.Random, taps: list[str]) -> bool:
    """Play one action of the person like a person would; False if there is nothing to do now."""
    legal = state.get("legal") or []
    if not legal or state.get("busy") or state.get("overlay") or not state.get("fresh"):
        return False  # not fresh: the frame that registers the board's tap regions is still to come
    text = choose(state["view"], [e["action"] for e in legal], rng)
    entry = next(e for e in legal if e["action"] == text)
    if "x" in entry:
        app.page.mouse.click(entry["x"], entry["y"])
        taps.append(text)
    else:
        app.page.locator(f"#choices button[data-arg='{text}']").click(timeout=10_000)
        taps.append("button " + text)
    app.page.wait_for_function(
        "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
        arg=state["state_id"],
        timeout=20_000,
    )
    return True


def test_ui_valley_whole_game_against_the_computer(app: Any) -> None:
    open_game(app)
    rng = random.Random(5)
    start = time.monotonic()
    taps: list[str] = []
    shots: set[str] = set()
    undos = refused = 0
    while time.monotonic() - start < GAME_BUDGET_S:
        state = hook(app)
        if state.get("over") and state.get("overlay") == "over":
            break
        phase = (state.get("view") or {}).get("phase", "")
        if phase in ("camp", "hide") and phase not in shots and state.get("legal") and not state.get("busy"):
            app.screenshot(f"valley-{phase}")
            shots.add(phase)
        ready = state.get("legal") and state.get("fresh") and not (state.get("busy") or state.get("overlay"))
        if ready and app.page.locator("#undo-why").count():  # refused: no button, the panel says why
            assert app.page.locator("#undo").count() == 0
            assert app.page.inner_text("#undo-why").strip() in REFUSED, app.page.inner_text("#undo-why")
            refused += 1
        may_undo = state.get("legal") and not state.get("overlay") and app.page.locator("#undo").count()
        if undos < 2 and may_undo:
            # Undo shows while the person may take back: once by the button, once by Ctrl+Z
            undos += 1
            if undos == 1:
                app.page.click("#undo")
            else:
                app.page.keyboard.press("Control+z")
            app.page.wait_for_function(
                "(id) => window.pharaohTest.state_id === id - 1", arg=state["state_id"], timeout=20_000
            )
            continue
        if not act(app, state, rng, taps):
            app.page.wait_for_timeout(40)
    else:
        raise AssertionError(f"no game end within {GAME_BUDGET_S} s; last hook: {hook(app)}")
    assert undos == 2, "the person took back two moves (button, then Ctrl+Z)"
    assert refused > 0, "somewhere in the game the panel said why there was no Undo"
    kinds = {t.split(":")[0] for t in taps}
    # Whether the person gets to open a tomb depends on the computer's play (it searches
    # against a clock), so opening is checked only when it happened.
    assert {"play", "send"} <= kinds, f"cards and characters were tapped on the canvas: {kinds}"
    assert "button open" not in kinds, "a tomb is opened by tapping it, not by a panel button"
    winner = app.page.locator("#winner").inner_text()
    assert winner.strip(), "the game-over dialog names the winner"
    assert app.page.locator("#standings tr").count() == 2, "both players' tombs on the end screen"
    assert app.page.locator("#log li.round").count() >= 1, "the log is headed by rounds"
    app.screenshot("valley-game-over")


TOUCH = """(ev) => document.getElementById('stage').dispatchEvent(new PointerEvent(ev.type, {
    pointerType: 'touch', isPrimary: true, bubbles: true, clientX: ev.x, clientY: ev.y}))"""
"""A finger's pointer event on the canvas (headless Chromium has no touch screen to tap with)."""


def card_to_tap(state: dict[str, Any]) -> tuple[str, float, float] | None:
    """A hand card whose tap alone is a legal action now: (region key, x, y)."""
    if state.get("busy") or state.get("overlay"):
        return None
    hand = {k: v for k, v in (state.get("regions") or {}).items() if k.startswith("hand:")}
    for entry in state.get("legal") or []:
        for key, (x, y) in hand.items():
            if "x" in entry and abs(entry["x"] - x) < 1 and abs(entry["y"] - y) < 1:
                return key, x, y
    return None


def test_a_held_finger_reads_a_card_without_playing_it(app: Any) -> None:
    """Touch has no hover: a held card shows its preview and is not played; a quick touch plays it."""
    open_game(app)
    rng = random.Random(3)
    deadline = time.monotonic() + 120
    while (found := card_to_tap(state := hook(app))) is None:
        assert time.monotonic() < deadline, f"no hand card to play within 120 s: {state}"
        if not act(app, state, rng, []):
            app.page.wait_for_timeout(40)
    key, x, y = found

    app.page.evaluate(TOUCH, {"type": "pointerdown", "x": x, "y": y})
    app.page.wait_for_function("(key) => window.pharaohTest.hover === key", arg=key, timeout=5_000)
    app.screenshot("valley-touch-preview")
    app.page.evaluate(TOUCH, {"type": "pointerup", "x": x, "y": y})
    app.page.wait_for_function("() => window.pharaohTest.hover === null", timeout=5_000)
    app.page.wait_for_timeout(300)
    assert hook(app)["state_id"] == state["state_id"], "holding a card must not play it"

    # a sign on the table (the coins) explains itself when held, and plays nothing either
    sx, sy = hook(app)["regions"]["why:coins:me"]
    app.page.evaluate(TOUCH, {"type": "pointerdown", "x": sx, "y": sy})
    app.page.wait_for_function("() => window.pharaohTest.hover === 'why:coins:me'", timeout=5_000)
    app.screenshot("valley-touch-sign")
    app.page.evaluate(TOUCH, {"type": "pointerup", "x": sx, "y": sy})
    app.page.wait_for_function("() => window.pharaohTest.hover === null", timeout=5_000)
    assert hook(app)["state_id"] == state["state_id"], "holding a sign must not play anything"

    app.page.evaluate(TOUCH, {"type": "pointerdown", "x": x, "y": y})
    app.page.evaluate(TOUCH, {"type": "pointerup", "x": x, "y": y})
    app.page.wait_for_function(
        "(id) => window.pharaohTest.state_id !== id", arg=state["state_id"], timeout=10_000
    )
