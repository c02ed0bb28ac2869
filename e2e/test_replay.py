"""Replays in the browser: a game played to its end is watched again, stepped back and forth, exported.

The first test plays Tara Wolf im Tal der Könige between two easy computers (animations
20x faster, as the other e2e tests), opens the replay from the end screen, steps back and
forth with the buttons and the keyboard, checks that the board (the view on it and the
canvas) changes with the position, and downloads the log as text and the save file.  The
second watches a finished save file on a phone (360 x 640, touch) in English: every
control on the screen, reachable by a tap.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from pharaoh.engine.match import Match
from pharaoh.savefile import save_body

SPEED = "20"
GAME_BUDGET_S = 420.0


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def replay(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = hook(app).get("replay") or {}
    return state


def wait_at(app: Any, at: int) -> dict[str, Any]:
    app.page.wait_for_function(
        "(at) => window.pharaohTest && window.pharaohTest.replay && window.pharaohTest.replay.at === at",
        arg=at,
        timeout=20_000,
    )
    return replay(app)


def board_pixels(app: Any) -> bytes:
    """A screenshot of the board's part of the canvas (left of the panel), once its animations ended."""
    app.page.wait_for_function(
        "() => window.pharaohTest && window.pharaohTest.replay && !window.pharaohTest.replay.busy",
        timeout=20_000,
    )
    app.page.wait_for_timeout(150)
    box = app.page.locator("#panel").bounding_box()
    shot: bytes = app.page.screenshot(clip={"x": 0, "y": 50, "width": max(50, box["x"] - 10), "height": 600})
    return shot


def test_a_finished_game_is_replayed_back_and_forth_and_its_log_exported(app: Any) -> None:
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    app.page.click("nav#menu button[data-game=valley_kings]")
    for seat in (0, 1):
        app.page.locator(f"li[data-seat='{seat}'] button[data-act=seat]").nth(1).click()
        app.page.locator(f"li[data-seat='{seat}'] button[data-act=seat][data-arg='{seat}:casual']").click()
    app.page.click("#start")
    end = time.monotonic() + GAME_BUDGET_S
    while time.monotonic() < end:
        state = hook(app)
        if state.get("over") and state.get("overlay") == "over":
            break
        app.page.wait_for_timeout(250)
    else:
        raise AssertionError(f"the computers did not finish within {GAME_BUDGET_S:.0f} s: {hook(app)}")
    moves = hook(app)["state_id"]
    app.page.wait_for_selector("#replay-open", timeout=10_000)
    app.screenshot("end-screen")

    app.page.click("#replay-open")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'replay'", timeout=10_000)
    start = replay(app)
    assert start["at"] == start["length"] == moves and start["finished"] and start["eye"] == "all"
    last_pixels = board_pixels(app)
    app.screenshot("replay-end")

    # back, one move at a time, until the board shows another view (a pass may change nothing)
    views = {moves: start["view"]}
    at = moves
    while at > moves - 12:
        app.page.click("#replay-back")
        at -= 1
        views[at] = wait_at(app, at)["view"]
        if views[at] != start["view"]:
            break
    assert views[at] != start["view"], "ten moves back the board shows the same view"
    assert board_pixels(app) != last_pixels, "the canvas did not change"
    # forward again: the same views as before
    app.page.click("#replay-forward")
    assert wait_at(app, at + 1)["view"] == views[at + 1]
    # the keyboard: left, left, right; Home; End
    app.page.keyboard.press("ArrowLeft")
    wait_at(app, at)
    app.page.keyboard.press("ArrowLeft")
    app.page.keyboard.press("ArrowRight")
    assert wait_at(app, at)["view"] == views[at]
    app.page.keyboard.press("Home")
    assert wait_at(app, 0)["round"] == 1
    app.page.keyboard.press("End")
    assert wait_at(app, moves)["view"] == start["view"]
    # the slider from the keyboard: it keeps the focus across the redraw
    app.page.focus("#replay-slider")
    app.page.keyboard.press("ArrowLeft")
    wait_at(app, moves - 1)
    assert app.page.evaluate("document.activeElement && document.activeElement.id") == "replay-slider"
    app.page.keyboard.press("ArrowLeft")
    wait_at(app, moves - 2)
    # jump to a round with the select; play for a moment, then pause
    rounds = replay(app)["rounds"]
    app.page.select_option("#replay-round", str(rounds[1]))
    app.page.wait_for_function("(r) => window.pharaohTest.replay.round === r", arg=rounds[1], timeout=10_000)
    here = replay(app)["at"]
    # (the page runs 20x faster: at 0.5x a move every 110 ms)
    app.page.click("#panel .speeds button[data-arg='0.5']")
    app.page.click("#replay-play")
    app.page.wait_for_function("(a) => window.pharaohTest.replay.at > a + 1", arg=here, timeout=20_000)
    app.page.keyboard.press("p")
    app.page.wait_for_function("() => !window.pharaohTest.replay.playing", timeout=10_000)
    paused = replay(app)["at"]
    app.page.wait_for_timeout(500)
    assert replay(app)["at"] == paused < moves
    # through the first player's eyes
    app.page.click("#replay-eyes button[data-arg='0']")
    app.page.wait_for_function("() => window.pharaohTest.replay.eye === '0'", timeout=10_000)
    app.screenshot("replay-seat0")

    # export: the log as text (the panel's lines in German), and the save file
    with app.page.expect_download() as info:
        app.page.click("#replay-log")
    name = info.value.suggested_filename
    text = Path(info.value.path()).read_text(encoding="utf-8")
    assert name.startswith("pharaoh-valley_kings-log-") and name.endswith(".txt")
    assert text.startswith("Tara Wolf im Tal der Könige – Spielbericht\n")
    shown = app.page.locator("#log > li:not(.round):not(.group)").all_inner_texts()
    assert shown and all(line in text for line in shown), "a line of the log panel is not in the export"
    with app.page.expect_download() as info:
        app.page.click("#replay-save")
    body = json.loads(Path(info.value.path()).read_text())
    assert body["format"] == "pharaoh-save" and len(body["actions"]) == moves
    app.page.click("#replay-leave")
    app.page.wait_for_function(
        "() => window.pharaohTest.screen === 'play' && window.pharaohTest.overlay === 'over'", timeout=10_000
    )


def finished_save() -> bytes:
    match = Match("valley_kings", 5, 2)
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    seats = [{"kind": "local", "name": "Anna", "bot": None}, {"kind": "local", "name": "Ben", "bot": None}]
    return json.dumps(save_body(match, seats, "2026-01-01T00:00:00Z")).encode()


def test_a_saved_game_is_watched_on_a_phone(new_app: Any) -> None:
    from e2e.test_reach import REACH_JS, all_reachable, tap

    app = new_app("phone", viewport={"width": 360, "height": 640}, has_touch=True, locale="en-US")
    app.page.add_init_script(REACH_JS)
    app.goto()
    app.wait_ready()
    # a finished game loaded from a file: the end screen, every button of it within a finger's reach
    app.page.wait_for_selector("#load-file", state="attached", timeout=10_000)
    payload = {"name": "game.json", "mimeType": "application/json", "buffer": finished_save()}
    app.page.set_input_files("#load-file", files=[payload])
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.overlay === 'over'", timeout=60_000)
    app.page.wait_for_timeout(600)  # the dialog fades in
    all_reachable(app, "#over button", "the end screen")
    app.screenshot("phone-over")
    tap(app, "#replay-open", "the end screen")
    app.page.wait_for_function("window.pharaohTest.screen === 'replay'", timeout=20_000)
    app.page.wait_for_timeout(600)
    app.screenshot("phone-replay")
    state = replay(app)
    assert state["finished"] and state["at"] == state["length"] > 0
    # the five controls show without scrolling, large enough for a finger
    for control in ("first", "back", "play", "forward", "last"):
        box = app.page.locator(f"#replay-{control}").bounding_box()
        assert box is not None, control
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, (control, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= 640, (control, box)
        assert box["height"] >= 36 and box["width"] >= 36, (control, box)
    assert "Move" in app.page.inner_text("#replay-pos")
    tap(app, "#replay-back", "the replay")
    wait_at(app, state["length"] - 1)
    tap(app, "#replay-first", "the replay")
    wait_at(app, 0)
    # every other button of the panel is reached by scrolling it
    all_reachable(app, "#panel button", "the replay panel")
    tap(app, "#replay-leave", "the replay")
    app.page.wait_for_function("window.pharaohTest.overlay === 'over'", timeout=10_000)
    app.page.wait_for_timeout(600)
    tap(app, "#over button[data-act=quit]", "the end screen")
    # the menu now offers the game that ended, and any save file
    app.page.wait_for_selector("#watch-last", timeout=10_000)
    all_reachable(app, "#menu button", "the menu")
    app.page.set_input_files("#watch-file", files=[payload])
    app.page.wait_for_function("window.pharaohTest.screen === 'replay'", timeout=20_000)
    assert replay(app)["eyes"] == ["all", "table", "0", "1"]
    tap(app, "#replay-leave", "the replay")
    app.page.wait_for_function("window.pharaohTest.screen === 'menu'", timeout=10_000)
