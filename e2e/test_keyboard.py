"""A whole game of each of the three games played with the keyboard only, in Chromium.

One person against quick computers (e2e/a11y_games.py).  Every move of the person is made
with ``page.keyboard`` alone: the canvas takes the focus with Tab; Tab steps through the
board's targets until the focused target's sentence (the canvas's accessible name, set by
static/ui.js from pharaoh.web.keys) names the chosen action, and Enter plays it; where a
first Enter only picks (a card whose target comes next, a square reached in several ways)
the search goes on; what the board does not offer is a button of the side panel, reached
by going on with Tab past the board.  The mouse only sets the seats up.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from e2e.a11y_games import TABLES, Table, hook, pick, play_whole_game, wait_played

MAX_TABS = 250

SEEDS = {"valley_kings": 33, "mummy_curse": 34, "mummy_spell": 14}
"""The test seed of each game (``pharaoh:seed``): a short whole game with this test's person
(``python -m e2e.a11y_games GAME 1 200``, the first column: 37, 12 and 17 actions of the person)."""

RING = "() => (window.pharaohUI.lastOps || []).some(op => op[0] === 'tag' && op[1].startsWith('focus:'))"
"""The last frame drew the focus ring (pharaoh.web.keys tags it)."""

FOCUSED = """() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return {id: el.id, act: el.getAttribute('data-act'), arg: el.getAttribute('data-arg'),
            focus: el.getAttribute('data-focus'), label: el.getAttribute('aria-label'),
            choice: !!el.closest('#choices')};
}"""


def focused(app: Any) -> dict[str, Any] | None:
    """What has the keyboard focus: the canvas (its target and sentence) or a button."""
    found: dict[str, Any] | None = app.page.evaluate(FOCUSED)
    return found


def sentence(app: Any, state: dict[str, Any], action: str) -> str:
    """The engine's sentence for an action, as the page says it (the mirror's button of it)."""
    button = app.page.locator(f"#mirror-acts button[data-arg='{state['state_id']}:{action}']")
    text: str = button.first.text_content(timeout=5_000) or ""
    return text.strip()


def to_board(app: Any) -> dict[str, Any] | None:
    """Tab on until the canvas has the focus (round the page if need be), then Home: its first target."""
    here = focused(app)
    for _ in range(MAX_TABS):
        if here is not None and here["id"] == "stage":
            app.page.keyboard.press("Home")
            return focused(app)
        app.page.keyboard.press("Tab")
        here = focused(app)
    return None


def on_board(app: Any, want: str) -> bool:
    """Tab through the board's targets to the one whose sentence names ``want``; Enter on it."""
    here = to_board(app)
    for _ in range(MAX_TABS):
        if here is None or here["id"] != "stage":
            return False  # Tab left the board: no target says it
        if here["focus"] and want in (here["label"] or ""):
            app.page.keyboard.press("Enter")
            return True
        app.page.keyboard.press("Tab")
        here = focused(app)
    return False


def in_panel(app: Any, action: str) -> bool:
    """Shift+Tab back round the page to the panel's button of ``action`` (near the page's end); Enter.

    From the board's first target Shift+Tab leaves the page at its top and comes in again at
    its last button: the side panel's buttons are a few steps back from there.
    """
    here = to_board(app)  # on the board's first target
    for _ in range(MAX_TABS):
        if here is not None and here["choice"] and here["act"] == "act" and here["arg"] == action:
            app.page.keyboard.press("Enter")
            return True
        app.page.keyboard.press("Shift+Tab")
        here = focused(app)
    return False


def play_one(
    app: Any, table: Table, state: dict[str, Any], rng: random.Random, counts: dict[str, int]
) -> None:
    """Choose the person's action and play it with keys only."""
    action = pick(table, state, rng)
    state_id = state["state_id"]
    want = sentence(app, state, action)
    for _ in range(3):  # a first Enter may pick what the action belongs to; its target is next
        entry = next((e for e in hook(app).get("legal") or [] if e["action"] == action), {})
        if not ("x" in entry or "via" in entry) or not on_board(app, want):
            break
        app.page.wait_for_function(
            "(id) => window.pharaohTest.state_id !== id || window.pharaohTest.fresh", arg=state_id
        )
        if hook(app).get("state_id") != state_id:
            counts["board"] += 1
            return
        app.page.wait_for_function("() => window.pharaohTest.fresh", timeout=10_000)
    assert in_panel(app, action), f"{action!r} ({want}) is reachable by Tab, on the board or in the panel"
    counts["panel"] += 1
    wait_played(app, state_id)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_whole_game_with_the_keyboard_only(app: Any, game_id: str) -> None:
    table = TABLES[game_id]
    rng = random.Random(3)
    counts = {"board": 0, "panel": 0}

    def move(state: dict[str, Any]) -> bool:
        if not sum(counts.values()) and to_board(app) is not None:
            # the canvas has the focus: a ring is drawn on it (around a target, or the board)
            app.page.wait_for_function(RING, timeout=10_000)
            app.screenshot(f"keyboard-{game_id}-ring")
        play_one(app, table, state, rng, counts)
        return True

    play_whole_game(app, TABLES[game_id], move, SEEDS[game_id])
    assert counts["board"] >= 3, f"moves played on the board by keyboard: {counts}"
    app.screenshot(f"keyboard-{game_id}-over")
