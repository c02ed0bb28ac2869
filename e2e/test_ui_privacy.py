"""Pass-and-play, two people and a computer mummy: no secrets stay on screen while the computer plays."""

from __future__ import annotations

import random
import time
from typing import Any

from e2e.test_ui_play import act, hook, open_game

WATCH = """
(() => {
  // Every test hook the page publishes passes here: each one of the computer's turn is checked,
  // however slowly this test's own loop polls (a loaded machine may skip a short turn).
  const watch = {turns: [], bad: []};
  let current;
  Object.defineProperty(window, "privacyWatch", {value: watch});
  Object.defineProperty(window, "pharaohTest", {
    configurable: true,
    get: () => current,
    set: (s) => {
      current = s;
      if (!s || s.screen !== "play" || s.over || !(s.state_id > 0)) return;
      if (JSON.stringify(s.to_act) !== "[0]") return;
      if (!watch.turns.includes(s.state_id)) watch.turns.push(s.state_id);
      const view = s.view || {};
      const leaks = [];
      if (s.shown !== null) leaks.push("a person's seat is shown");
      if ((s.legal || []).length) leaks.push("a person's moves are offered");
      if ((view.hands || []).some((hand) => hand.cards !== null)) leaks.push("an explorer's cards");
      if ((view.pawns || []).some((pawn) => pawn.cell !== null)) leaks.push("an explorer's square");
      if (leaks.length) watch.bad.push([s.state_id, leaks]);
    },
  });
})();
"""
"""Installed before the page's own scripts: records each published state of the computer's turn."""


def test_ui_explorers_secrets_leave_the_screen_during_the_computers_turn(app: Any) -> None:
    app.page.add_init_script(WATCH)
    open_game(app, 3, {1, 2})
    rng = random.Random(5)
    start = time.monotonic()
    while time.monotonic() - start < 180:
        state = hook(app)
        if state.get("over") or len(app.page.evaluate("window.privacyWatch.turns")) >= 3:
            break
        if state.get("overlay") == "pass":
            app.page.click("#ready")
            continue
        if not act(app, state, rng):
            app.page.wait_for_timeout(30)
    watch = app.page.evaluate("window.privacyWatch")
    assert not watch["bad"], f"secrets on screen during the computer's turn (state id, what): {watch['bad']}"
    assert len(watch["turns"]) >= 3, f"three states of the computer's turn: {watch}; last hook: {hook(app)}"
