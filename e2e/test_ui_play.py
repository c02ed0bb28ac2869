"""Playing mummy_curse in the browser through the UI: a whole game, and the mummy's screen keeps secrets.

The mummy's test also takes back a step (undo allowed) and finds no Undo after a roll (refused).

The tests click what a person clicks: the canvas at the coordinates the page's test hook
(``window.pharaohTest``) gives for each legal action, or the panel's buttons.  Animations
run 50x faster (``localStorage["pharaoh:speed"]``, the most the page allows), nothing else changes.
"""

from __future__ import annotations

import random
import re
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from policy import choose  # noqa: E402

SPEED = "50"
GAME_BUDGET_S = 420.0
CELL = re.compile(r"\b[a-o](?:1[0-3]|[1-9])\b")


def open_game(app: Any, players: int, people: set[int], seed: int | None = None) -> None:
    """Boot the page, pick mummy_curse, set who plays, start (the game of test seed ``seed`` if given)."""
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    if seed is not None:
        app.page.add_init_script(f"localStorage.setItem('pharaoh:seed', '{seed}')")
    app.goto()
    app.wait_ready()
    app.page.click("nav#menu button[data-game=mummy_curse]")
    app.page.click(f"button[data-act=players][data-arg='{players}']")
    for seat in range(players):
        row = app.page.locator(f"li[data-seat='{seat}'] button[data-act=seat]")
        row.nth(0 if seat in people else 1).click()
    app.page.click("#start")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def act(app: Any, state: dict[str, Any], rng: random.Random) -> bool:
    """Play one action of the shown person like a person would; False if there is nothing to do now."""
    legal = state.get("legal") or []
    if not legal or state.get("busy") or state.get("overlay") or not state.get("fresh"):
        return False  # not fresh: the frame that registers the board's tap regions is still to come
    text = choose(state["view"], [e["action"] for e in legal], rng)
    entry = next(e for e in legal if e["action"] == text)
    if "x" in entry:
        app.page.mouse.click(entry["x"], entry["y"])
    else:
        words = text.split()
        if words[0] in ("move", "arrow"):
            # several ways lead to that square: tap it, then pick the way in the panel
            x, y = state["regions"][f"cell:{words[2]}"]
            app.page.mouse.click(x, y)
        app.page.locator(f"#choices button[data-arg='{text}']").click(timeout=10_000)
    app.page.wait_for_function(
        "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
        arg=state["state_id"],
        timeout=20_000,
    )
    return True


WHOLE_GAME_SEED = 32
"""The whole game's test seed (``pharaoh:seed``, pharaoh.web.app): 20 of the person's actions with
this test's policy and ``random.Random(7)`` (seeds 1-40: 8-108, median 54;
e2e.a11y_games.person_moves with the person at seat 1 of 3 against the normal computers)."""


def test_ui_whole_game_one_person_against_computers(app: Any) -> None:
    open_game(app, 3, {1}, WHOLE_GAME_SEED)
    rng = random.Random(7)
    start = time.monotonic()
    shots = 0
    while time.monotonic() - start < GAME_BUDGET_S:
        state = hook(app)
        if state.get("over") and state.get("overlay") == "over":
            break
        if act(app, state, rng) and shots < 1 and state.get("view", {}).get("phase") == "rolled":
            app.screenshot("explorer-rolled")
            shots += 1
        else:
            app.page.wait_for_timeout(40)
    else:
        raise AssertionError(f"no game end within {GAME_BUDGET_S} s; last hook: {hook(app)}")
    winner = app.page.locator("#winner").inner_text()
    assert winner.strip(), "the game-over dialog names the winner"
    assert app.page.locator("#standings tr").count() == 3, "the mummy's and both explorers' scores"
    assert app.page.locator("#log li.round").count() >= 1, "the log is headed by rounds"
    app.screenshot("game-over")
    app.page.click("#again")
    app.page.wait_for_function(
        "window.pharaohTest.state_id === 0 && !window.pharaohTest.over", timeout=10_000
    )


def test_ui_mummy_screen_reveals_no_explorer(app: Any) -> None:
    open_game(app, 4, {0})
    app.page.evaluate("window.pharaohUI.recorded = []; window.pharaohUI.record = true")
    rng = random.Random(3)
    mummy_turns = 0
    rolls_checked = 0
    undone = 0
    last_phase = ""
    start = time.monotonic()
    while (mummy_turns < 3 or not undone) and time.monotonic() - start < 240:
        state = hook(app)
        if state.get("over"):
            break
        ready = state.get("legal") and state.get("fresh") and not (state.get("busy") or state.get("overlay"))
        if not undone and ready and app.page.locator("#undo").count():
            # a step onto a square where no explorer can stand: the mummy may take it back
            app.page.click("#undo")
            app.page.wait_for_function(
                "(id) => window.pharaohTest.state_id === id - 1", arg=state["state_id"], timeout=20_000
            )
            undone += 1
            continue
        phase = (state.get("view") or {}).get("phase", "")
        if phase == "mummy_roll" and last_phase != "mummy_roll":
            mummy_turns += 1
            if mummy_turns == 2:
                app.screenshot("mummy-turn")
        if phase == "mummy_move" and last_phase == "mummy_roll" and state.get("legal"):
            # the die was rolled: no Undo button, and the panel says why
            assert app.page.locator("#undo").count() == 0
            assert app.page.locator("#undo-why").inner_text().strip()
            rolls_checked += 1
        last_phase = phase
        if not act(app, state, rng):
            app.page.wait_for_timeout(40)
    truth = app.run_python(
        """
from pharaoh.games.mummy_curse.board import cell_name
from pharaoh.web import browser
session = browser.APP.session
public = [str(e.data) for e in session.log()]
cells = [cell_name(c) for c in session.match.state.cells if c >= 0]
mummy = session.view()["mummy"]["cell"]
return {"cells": cells, "public": public, "mummy": mummy, "actions": session.match.state_id}
"""
    )
    assert truth["actions"] > 20, "the explorers have moved for a while"
    assert rolls_checked >= 2, "after the mummy's roll the panel said why there is no Undo"
    assert undone == 1, "the mummy took back a step that revealed nothing"
    public = set(CELL.findall(" ".join(truth["public"]))) | {truth["mummy"]}
    secret = set(truth["cells"]) - public
    recorded = app.page.evaluate("window.pharaohUI.recordedTexts()")
    pawns = [t for t in recorded if t.startswith("tag:pawn")]
    assert not pawns, f"an explorer pawn was drawn on the mummy's screen: {pawns[:3]}"
    assert not any(t.startswith("tag:possible") for t in recorded)
    drawn_cells = {c for t in recorded if t.startswith(("ft:", "st:")) for c in CELL.findall(t)}
    assert not secret & drawn_cells, f"the canvas wrote a hidden square: {secret & drawn_cells}"
    page_text = app.page.evaluate("document.body.innerText")
    assert not secret & set(CELL.findall(page_text)), "the page's text names a hidden explorer square"
