"""Playing through the screen-reader mirror only: buttons found in Chromium's accessibility tree, Enter plays.

One page load: Tara Wolf im Tal der Könige against the computer; each move is a button of
the mirror found by its role and accessible name (the engine's ``describe_action`` sentence),
focused and pressed with Enter.  The mirror, visually hidden, shows while it has the focus.
"""

from __future__ import annotations

import time
from typing import Any

SPEED = "20"
MOVES = 6
BUDGET_S = 180.0


def hook(app: Any) -> dict[str, Any]:
    """The page's test hook state."""
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def test_moves_through_the_accessibility_tree_only(app: Any) -> None:
    page = app.page
    page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    page.click("nav#menu button[data-game=valley_kings]")
    page.locator("li[data-seat='0'] button[data-act=seat]").nth(0).click()
    page.click("#start")
    page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)
    mirror = page.locator("#mirror")
    played = 0
    deadline = time.monotonic() + BUDGET_S
    while played < MOVES and time.monotonic() < deadline:
        state = hook(app)
        legal = state.get("legal") or []
        if state.get("over"):
            break
        if not legal or state.get("busy") or state.get("overlay"):
            time.sleep(0.2)
            continue
        buttons = mirror.get_by_role("button")
        if buttons.count() != len(legal):
            time.sleep(0.2)  # the DOM follows the hook within a frame
            continue
        if played == 0:
            # from the top of the page, Tab alone reaches the mirror's moves
            page.evaluate("document.activeElement && document.activeElement.blur()")
            for _ in range(20):
                page.keyboard.press("Tab")
                if page.evaluate("document.activeElement.getAttribute('data-act')") == "say":
                    break
        else:
            # after the computer's answer the focus is back on the mirror's first move
            page.wait_for_function(
                "document.activeElement && document.activeElement.getAttribute('data-act') === 'say'",
                timeout=10_000,
            )
            for _ in range(played % buttons.count()):
                page.keyboard.press("Tab")
        name = page.evaluate("document.activeElement.textContent")
        focused = page.get_by_role("button", name=name, exact=True)
        assert focused.count() >= 1, f"{name!r} is a button in the accessibility tree"
        assert focused.first.evaluate("(el) => el.getAttribute('data-act')") == "say"
        box = mirror.bounding_box()
        assert box is not None and box["width"] > 50, "the mirror shows while it has the focus"
        page.keyboard.press("Enter")
        page.wait_for_function(
            "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
            arg=state["state_id"],
            timeout=20_000,
        )
        played += 1
    assert played >= MOVES, f"played {played} moves through the mirror"
    news = page.locator("#mirror-news")
    assert news.get_attribute("aria-live") == "polite" and news.get_attribute("role") == "status"
    assert news.inner_text().strip(), "the live region says whose turn it is and what just happened"
    page.evaluate("document.activeElement && document.activeElement.blur()")
    hidden = mirror.bounding_box()
    assert hidden is not None and hidden["width"] <= 1, "without the focus the mirror is hidden again"
