"""Pass-and-play, two people and a computer mummy: no secrets stay on screen while the computer plays."""

from __future__ import annotations

import random
import time
from typing import Any

from e2e.test_ui_play import act, hook, open_game


def test_ui_explorers_secrets_leave_the_screen_during_the_computers_turn(app: Any) -> None:
    open_game(app, 3, {1, 2})
    rng = random.Random(5)
    checked = 0
    start = time.monotonic()
    while checked < 3 and time.monotonic() - start < 180:
        state = hook(app)
        if state.get("over"):
            break
        if state.get("overlay") == "pass":
            app.page.click("#ready")
            continue
        if state.get("to_act") == [0] and state.get("state_id", 0) > 0:
            # the computer mummy's turn, right after a person's: the board is a spectator's
            view = state["view"]
            assert state["shown"] is None and state["legal"] == [], state
            assert all(hand["cards"] is None for hand in view["hands"]), "no explorer's cards on screen"
            assert all(pawn["cell"] is None for pawn in view["pawns"]), "no explorer's square on screen"
            checked += 1
            app.page.wait_for_function(
                "(id) => window.pharaohTest.state_id !== id", arg=state["state_id"], timeout=20_000
            )
            continue
        if not act(app, state, rng):
            app.page.wait_for_timeout(30)
    assert checked == 3, f"three computer turns after a person's; last hook: {hook(app)}"
