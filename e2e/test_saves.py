"""A local game survives a reload, and a downloaded save file brings it back, in the real page."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from e2e.test_ui_play import act, hook, open_game


def settle(app: Any, timeout_s: float = 60.0) -> dict[str, Any]:
    """Wait until the person on screen may act (the computers have moved); return the hook."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        state = hook(app)
        if state.get("screen") == "play" and state.get("legal") and not state.get("busy"):
            return state
        app.page.wait_for_timeout(50)
    raise AssertionError(f"the person never got the turn; last hook: {hook(app)}")


def test_reload_continue_and_a_save_file_land_on_the_same_state(app: Any) -> None:
    open_game(app, 3, {1})
    rng = random.Random(11)
    moves = 0
    while moves < 2:
        if act(app, settle(app), rng):
            moves += 1
    before = settle(app)
    with app.page.expect_download() as info:
        app.page.click("#save")
    saved = info.value.path()
    assert info.value.suggested_filename.startswith("pharaoh-mummy_curse-")
    app.page.wait_for_function("document.querySelector('#panel .notice') !== null", timeout=30_000)
    app.screenshot("saved")

    app.page.reload()
    app.wait_ready()
    app.page.wait_for_selector("#continue", timeout=10_000)
    app.page.wait_for_timeout(800)  # the boot overlay fades
    app.screenshot("menu-continue")
    app.page.click("#continue")
    after = settle(app)
    assert after["state_id"] == before["state_id"] and after["view"] == before["view"]
    assert [e["action"] for e in after["legal"]] == [e["action"] for e in before["legal"]]

    app.page.click("#home")
    app.page.click("[data-act=quit]")
    app.page.wait_for_selector("#load-file", state="attached", timeout=10_000)
    app.page.set_input_files("#load-file", str(saved))
    loaded = settle(app)
    assert loaded["state_id"] == before["state_id"] and loaded["view"] == before["view"]

    body = json.loads(Path(saved).read_text())
    body["seed"] += 1
    app.page.click("#home")
    app.page.click("[data-act=quit]")
    payload = {"name": "changed.json", "mimeType": "application/json", "buffer": json.dumps(body).encode()}
    app.page.set_input_files("#load-file", files=[payload])
    app.page.wait_for_selector("#menu .notice", timeout=30_000)
    assert "nach dem Speichern verändert" in app.page.inner_text("#menu .notice")
    app.screenshot("changed-file")
    app.page.click("nav#menu button[data-game=valley_kings]")
    app.page.wait_for_selector("#start", timeout=10_000)
