"""A computer's move shows no sooner than ``BOT_THINK_MS`` after it was asked, whatever it thought.

A forced move (one legal action) comes back from the bot at once; a choice among many takes
longer.  Shown as it came, the delay would tell the people at the table something of the
computer's hidden hand, so the page holds every answer until the same least time has passed.
A bot whose search stops at a time cap (Tara Wolf's) waits out its cap and a margin: one cut
short by its clock and one done early must look the same.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fakes import FakeHost, run, start

from pharaoh.engine.registry import game_ids, game_info
from pharaoh.games.valley_kings import bots as valley_bots
from pharaoh.web import app as app_module
from pharaoh.web.app import App
from pharaoh.web.bots import choose_json
from pharaoh.web.surface import RecordingSurface


class InstantHost(FakeHost):
    """A bot worker that answers at once, and a record of when each computer was asked."""

    def __init__(self, answer_as: str | None = None) -> None:
        super().__init__()
        self.app: App | None = None
        self.answer_as = answer_as
        """A quicker bot that answers in the asked one's place (``None``: the asked one)."""
        self.asked: list[tuple[float, int]] = []
        """(the clock, the match's state id) of each request."""

    def ask_bot(self, request: dict[str, Any], reply: Callable[[str | None, str], None]) -> None:
        assert self.app is not None and self.app.session is not None
        self.asked.append((self.clock, self.app.session.match.state_id))
        if self.answer_as is not None:
            request = {**request, "bot": self.answer_as}
        answer = json.loads(choose_json(json.dumps(request)))
        self.later(
            self.delay(len(self.asked) - 1), lambda: reply(answer.get("action"), answer.get("error", ""))
        )

    def delay(self, index: int) -> float:
        """How long the answer to request ``index`` (from 0) takes: no time."""
        return 0.0


def waits_of(host: InstantHost, game_id: str, bot: str, steps: int, count: int | None = None) -> list[float]:
    """Play a person (first legal action, as soon as offered) against ``bot`` computers on ``host``.

    Each wait from asking a computer to its move, for ``steps`` steps of 10 ms of the fake clock,
    to the game's end or until ``count`` waits.
    """
    host.storage["speed"] = "1"
    host.storage["seed"] = "777"
    app = App(host, RecordingSurface(), lang="en")
    host.app = app
    app.resize(1280, 800, 2.0)
    app.start()
    players = max(2, game_info(game_id).min_players)
    start(app, game_id, [""] + [bot] * (players - 1))
    session = app.session
    assert session is not None
    waits: list[float] = []
    for _ in range(steps):
        run(app, host, 10)
        if session.outcome() is not None or (count is not None and len(waits) >= count):
            break
        if app.overlay == "pass":
            app.on_action("reveal", "")
        while len(waits) < len(host.asked) and session.match.state_id > host.asked[len(waits)][1]:
            waits.append(host.clock - host.asked[len(waits)][0])
        legal = session.legal()
        if legal and not app.overlay and app.bot_wait is None:
            app.play(legal[0])
    return waits


def ask_to_show(
    game_id: str, steps: int = 1500, bot: str = "casual", answer_as: str | None = None
) -> list[float]:
    """Each wait of a game against ``bot`` computers (``answer_as`` answering in their place)."""
    return waits_of(InstantHost(answer_as), game_id, bot, steps)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_computer_move_waits_the_same_least_time(game_id: str) -> None:
    waits = ask_to_show(game_id)
    assert len(waits) >= 3, f"{game_id}: the computers moved {len(waits)} times"
    assert min(waits) >= app_module.BOT_THINK_MS - 10  # one step of the test's clock


def test_without_the_floor_a_quick_answer_would_show_sooner(monkeypatch: pytest.MonkeyPatch) -> None:
    # the check above can fail: with no least time, some answers come right after a person's move
    monkeypatch.setattr(app_module, "BOT_THINK_MS", 0.0)
    waits = [w for game_id in game_ids() for w in ask_to_show(game_id)]
    assert min(waits) < 420.0 - 10


def test_a_search_stopped_by_its_clock_shows_no_sooner_than_its_cap() -> None:
    # Tara Wolf's hard search stops at its time cap on most decisions and earlier on a few: every
    # move waits the cap and the margin.  The easy bot answers in its place, at once.
    cap_ms = 1000 * valley_bots.DEEP_SECONDS
    waits = ask_to_show("valley_kings", steps=1500, bot="deep", answer_as="casual")
    assert len(waits) >= 3, f"the computer moved {len(waits)} times"
    assert min(waits) >= cap_ms + app_module.CAP_MARGIN_MS - 10


def test_without_the_cap_the_hard_search_would_show_sooner(monkeypatch: pytest.MonkeyPatch) -> None:
    # the check above can fail: a game that names no cap gets the common least time only
    monkeypatch.setattr(valley_bots, "TIME_CAPS", {})
    waits = ask_to_show("valley_kings", steps=1500, bot="deep", answer_as="casual")
    assert min(waits) < 1000 * valley_bots.DEEP_SECONDS


class SlowAnswerHost(InstantHost):
    """A bot worker that takes ``slow_ms`` over its answer number ``slow_at`` (from 0), the rest at once."""

    def __init__(self, slow_at: int, slow_ms: float) -> None:
        super().__init__()
        self.slow_at, self.slow_ms = slow_at, slow_ms

    def delay(self, index: int) -> float:
        """``slow_ms`` for answer ``slow_at``, else no time."""
        return self.slow_ms if index == self.slow_at else 0.0


def waits_with_a_slow_answer(slow_at: int, slow_ms: float, count: int = 6) -> list[float]:
    """The first ``count`` waits of a Tara Wolf game whose computer was slow over one answer."""
    waits = waits_of(SlowAnswerHost(slow_at, slow_ms), "valley_kings", "casual", 20_000, count)
    assert len(waits) >= count, f"the computer moved {len(waits)} times"
    return waits


def test_a_computer_that_once_thought_long_shows_no_sooner_for_a_while() -> None:
    # a slow device: one decision took 800 ms; the quick ones after it are held as long
    waits = waits_with_a_slow_answer(1, 800.0)
    assert waits[1] >= 800.0 and min(waits[2:]) >= 800.0 - 10, waits


def test_the_first_answer_which_loads_the_bot_is_not_held_against_the_rest() -> None:
    waits = waits_with_a_slow_answer(0, 800.0)
    assert waits[0] >= 800.0 and min(waits[1:]) < 800.0 - 10, waits


def test_a_slow_answer_ages_out_and_one_held_up_holds_the_rest_only_so_far() -> None:
    # a tab in the background answered after 20 s: the later moves wait the cap, not 20 s, and
    # after the next SLOWEST_OF answers the hold is back to the common least time
    count = 2 + app_module.SLOWEST_OF + 3
    waits = waits_with_a_slow_answer(1, 20_000.0, count)
    held = waits[2 : 2 + app_module.SLOWEST_OF]
    assert min(held) >= app_module.SLOWEST_HELD_MS - 10 and max(held) < 5000, waits  # animations may add
    assert min(waits[2 + app_module.SLOWEST_OF :]) < app_module.SLOWEST_HELD_MS - 10, waits
