"""Short whole games for the keyboard and screen-reader tests: who sits where, what the person plays.

Each game puts one person against quick computers, at the seat where the person's game is
shortest (measured in CPython over seeds 1-5 with these computers: Tara Wolf 36-75 actions
of the person, the curse's explorer 12-62, Im Bann der Mumie's mummy 12-44), so that a
whole game fits in about two minutes on a busy machine.  The person's choice comes from a
plain policy reading the page's test hook (the shown seat's view and legal actions); how
the choice is then played (keys, or a button of the accessibility tree) is the test's part.

A test may fix the game with the page's test-only seed knob (``localStorage["pharaoh:seed"]``,
pharaoh.web.app): the deal and the computers' draws then come from that seed, so the game is
the same short one every run (the computers' draws can still differ when a first computer
move ran in the page before the bot worker was up).  The seeds are picked in CPython with
the same seats, computers and person's policy: ``python -m e2e.a11y_games GAME FIRST LAST``
prints, per seed, the person's actions with the keyboard test's and the mirror test's policy.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from policy import choose as curse_choose  # noqa: E402

from e2e.test_ui_valley import choose as valley_choose  # noqa: E402

SPEED = "50"
"""Animations (and the computers' pauses) run this many times faster (the most the page allows)."""


@dataclass(frozen=True)
class Table:
    """A game's seats for these tests."""

    game: str
    players: int
    person: int
    bot: str
    budget_s: float
    """Seconds the whole game may take: a failure budget, not a pace (Im Bann der Mumie's computers
    make 60-350 moves a game; by keyboard it took 113 s on CI, 322-380 s at a load of 20 on 2 cores)."""


TABLES = {
    "valley_kings": Table("valley_kings", 2, 0, "casual", 300.0),
    "mummy_curse": Table("mummy_curse", 2, 1, "heuristic", 300.0),
    "mummy_spell": Table("mummy_spell", 3, 0, "casual", 600.0),
}
"""Game id -> its seats: the person's seat and the computers' bot."""


def hook(app: Any) -> dict[str, Any]:
    """The page's test hook state."""
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


def open_game(app: Any, table: Table, seed: int | None = None) -> None:
    """Boot the page (fast animations; the game of test seed ``seed`` if given), set the seats up, start."""
    page = app.page
    page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    if seed is not None:
        page.add_init_script(f"localStorage.setItem('pharaoh:seed', '{seed}')")
    app.goto()
    app.wait_ready()
    page.click(f"nav#menu button[data-game={table.game}]")
    page.click(f"button[data-act=players][data-arg='{table.players}']")
    for seat in range(table.players):
        row = f"li[data-seat='{seat}'] button[data-act=seat]"
        if seat == table.person:
            page.locator(f"{row}[data-arg='{seat}:']").click()
            continue
        page.locator(row).nth(1).click()  # a computer
        page.locator(f"{row}[data-arg='{seat}:{table.bot}']").last.click()
    page.click("#start")
    page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)


def ready(state: dict[str, Any]) -> bool:
    """The person may act now and the hook's regions are those of the screen shown."""
    return bool(
        state.get("legal") and not state.get("busy") and not state.get("overlay") and state.get("fresh")
    )


def pick(table: Table, state: dict[str, Any], rng: random.Random) -> str:
    """The person's next action (notation): a plain player of the game's seat."""
    legal = [e["action"] for e in state.get("legal") or []]
    view = state.get("view") or {}
    if table.game == "valley_kings":
        return valley_choose(view, legal, rng)
    if table.game == "mummy_curse":
        return curse_choose(view, legal, rng)
    return rng.choice(legal)


def finished(state: dict[str, Any]) -> bool:
    """The game is over and its end dialog is up."""
    return bool(state.get("over")) and state.get("overlay") == "over"


def wait_played(app: Any, state_id: int, timeout_ms: int = 20_000) -> None:
    """Wait until the state moved on from ``state_id`` (or the game ended)."""
    app.page.wait_for_function(
        "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
        arg=state_id,
        timeout=timeout_ms,
    )


TURN = """() => { const t = window.pharaohTest || {};
  return (t.over && t.overlay === 'over')
    || (t.legal && t.legal.length > 0 && !t.busy && !t.overlay && t.fresh); }"""
"""The person may act now, or the game is over and says so (:func:`ready`, :func:`finished`)."""


def play_whole_game(
    app: Any, table: Table, move: Callable[[dict[str, Any]], bool], seed: int | None = None
) -> int:
    """Set ``table`` up (the game of test seed ``seed`` if given) and play it to the end.

    ``move(state)`` plays one of the person's actions.

    ``move`` returns whether it played (False: the page lagged behind the state, look
    again).  Fails if the game does not end within the table's budget or the game-over
    dialog names no winner.  Returns the person's actions played.
    """
    open_game(app, table, seed)
    played = 0
    start = time.monotonic()
    while True:
        left_ms = (table.budget_s - (time.monotonic() - start)) * 1000
        if left_ms <= 0:
            raise AssertionError(
                f"no game end in {table.budget_s} s after {played} moves; last hook: {hook(app)}"
            )
        try:
            app.page.wait_for_function(TURN, timeout=min(30_000.0, max(1000.0, left_ms)), polling=40)
        except Exception as exc:  # a timeout: the budget above says whether that is the end
            if "Timeout" not in type(exc).__name__:
                raise
            continue
        state = hook(app)
        if finished(state):
            break
        if not ready(state):
            continue  # it moved on between the wait and the look
        if move(state):
            played += 1
            wait_played(app, state["state_id"])
        else:  # the DOM follows the hook within a frame
            app.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done(0)))")
    assert app.page.locator("#winner").inner_text().strip(), "the game-over dialog names the winner"
    return played


def person_moves(table: Table, seed: int, person_rng: int | str) -> int | None:
    """In CPython: the person's actions in ``table``'s game from the test seed ``seed`` (None: no end).

    The same seats, computers (drawing from the test seed's key, as the page does with
    ``pharaoh:seed``) and person's policy (``random.Random(person_rng)``) as the browser test.
    """
    import json

    from pharaoh.web.app import seeded_bot_key
    from pharaoh.web.bots import BotPool
    from pharaoh.web.runner import SeatSetup, Session

    seats = [SeatSetup("" if i == table.person else table.bot) for i in range(table.players)]
    session = Session(table.game, seats, seed)
    session.bot_key = seeded_bot_key(seed)
    pool, rng, moves = BotPool(), random.Random(person_rng), 0
    for _ in range(5_000):
        step = session.step()
        if step.kind == "over":
            return moves
        if step.kind == "pass":
            session.reveal()
        elif step.kind == "human" and step.seat is not None:
            view = json.loads(json.dumps(session.view()))
            state = {"legal": [{"action": a} for a in session.legal()], "view": view}
            session.act(step.seat, pick(table, state, rng), session.match.state_id)
            moves += 1
        elif step.kind == "bot" and step.seat is not None:
            request = session.bot_request(step.seat)
            request["session"] = "1"
            session.bot_act(step.seat, pool.choose(request), session.match.state_id)
        else:
            return None
    return None


if __name__ == "__main__":  # python -m e2e.a11y_games GAME FIRST LAST: the person's moves per seed
    game, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for seed in range(first, last + 1):
        counts = [person_moves(TABLES[game], seed, r) for r in (3, 5)]  # keyboard, mirror
        print(seed, *counts, flush=True)
