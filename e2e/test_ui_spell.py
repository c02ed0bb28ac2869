"""Im Bann der Mumie in the browser through its table: a person plays the archaeologist.

The set-up screen's defaults seat one person (the archaeologist) against computers (the
mummy included).  The person plays a stretch of the game the way a person does: a tap on
the board where the table offers one (the hook's x/y for a legal action), a tap on an action
card first where its uses wait behind it (the hook's via), a panel button otherwise.
Animations run 50x faster.  The person takes back one move where Undo shows (undo allowed);
wherever the panel says why there is none (after a draw, an opened dig, another's move), it
shows no Undo button (refused).
"""

from __future__ import annotations

import random
import time
from typing import Any

from pharaoh.web.i18n import tr

SPEED = "50"
ACTIONS = 14
BUDGET_S = 150.0
REFUSED = {tr("de", f"undo.{why}") for why in ("chance", "reveal", "other_seat")}
"""Why there is no Undo, as the German panel says it (after a draw, a dig opened, another's move)."""


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def test_ui_spell_a_person_plays_through_the_table(app: Any) -> None:
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    app.page.click("nav#menu button[data-game=mummy_spell]")
    app.page.click("#start")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)
    rng = random.Random(8)
    taps = buttons = undone = refused = 0
    start = time.monotonic()
    while (taps + buttons < ACTIONS or not undone) and time.monotonic() - start < BUDGET_S:
        state = hook(app)
        if state.get("over"):
            break
        legal = state.get("legal") or []
        if not legal or state.get("busy") or state.get("overlay") or not state.get("fresh"):
            app.page.wait_for_timeout(40)
            continue
        if app.page.locator("#undo-why").count():  # no Undo, and the panel says why
            assert app.page.locator("#undo").count() == 0
            assert app.page.inner_text("#undo-why").strip() in REFUSED, app.page.inner_text("#undo-why")
            refused += 1
        if not undone and app.page.locator("#undo").count():
            # a placement, an offer, a bid...: nothing hidden or random since, so it may be taken back
            app.page.click("#undo")
            app.page.wait_for_function(
                "(id) => window.pharaohTest.state_id === id - 1", arg=state["state_id"], timeout=20_000
            )
            undone += 1
            continue
        # on the table: a tap, or (an action card's use) a tap on the card first, then its goal
        placed = [e for e in legal if "x" in e or "vx" in e]
        entry = rng.choice(placed) if placed and rng.random() < 0.7 else rng.choice(legal)
        for _ in range(3):
            if "x" in entry or "vx" not in entry:
                break
            app.page.mouse.click(entry["vx"], entry["vy"])
            app.page.wait_for_function("() => window.pharaohTest.fresh", timeout=10_000)
            state = hook(app)
            entry = next((e for e in state.get("legal") or [] if e["action"] == entry["action"]), entry)
        if "x" in entry:
            app.page.mouse.click(entry["x"], entry["y"])
            taps += 1
        else:
            button = app.page.locator(f"#choices button[data-arg='{entry['action']}']")
            if button.count() == 0:
                app.page.wait_for_timeout(40)
                continue
            button.first.click(timeout=10_000)
            buttons += 1
        app.page.wait_for_function(
            "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
            arg=state["state_id"],
            timeout=20_000,
        )
        if taps + buttons == 3:
            app.screenshot("spell-table")
    done = taps + buttons
    assert done >= ACTIONS or hook(app).get("over"), f"only {done} actions in {BUDGET_S} s"
    assert taps > 0, "some actions were played by tapping the table"
    assert undone == 1, "the person took back a move of the planning (Undo shown, pressed)"
    print(f"Undo refused (and said why) at {refused} of the person's decisions")
    app.screenshot("spell-after")
    _reads_large_and_explains(app)


SHOWS = """(start) => (window.pharaohUI.lastOps || [])
    .some(op => op[0] === 'ft' && op[1].startsWith(start))"""


def _shows(app: Any, start: str, *, shown: bool = True) -> None:
    """Wait until the canvas's last frame writes (or no longer writes) a text starting with ``start``."""
    script = SHOWS if shown else f"(start) => !({SHOWS})(start)"
    app.page.wait_for_function(script, arg=start, timeout=10_000)


def _reads_large_and_explains(app: Any) -> None:
    """The same page: the legend opens from the table, a person reads large under the mouse.

    And the rules show the table's picture, labelled.
    """
    app.page.wait_for_function("() => window.pharaohTest.fresh", timeout=10_000)
    state = hook(app)
    regions = state.get("regions") or {}
    if state.get("over") or "legend" not in regions:
        return  # the game ended in the played stretch: the end screen covers the table
    app.page.mouse.click(*regions["legend"])
    _shows(app, "Kraft:")  # the legend explains strength
    app.page.mouse.click(*regions["legend"])
    _shows(app, "Kraft:", shown=False)  # a tap closes it (one page at this size)
    person = next(k for k in regions if k.startswith("person:"))
    app.page.mouse.move(*regions[person])
    _shows(app, "⚔ Kraft")  # the person under the mouse reads large, its strength named
    app.screenshot("spell-reading")
    app.page.mouse.move(1, 1)
    app.page.click("#help")
    app.page.wait_for_selector(".rules svg", timeout=10_000)
    assert app.page.locator(".rules svg text").count() >= 16, "the rules show a labelled table"
    app.page.locator(".rules svg").scroll_into_view_if_needed()
    app.screenshot("spell-rules")
