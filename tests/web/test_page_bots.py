"""Computer moves in the page (no worker): a searching level plays at normal; the page says so once."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

import pytest
from fakes import FakeHost, run

from pharaoh.engine import search
from pharaoh.engine.bot import DEFAULT_LEVEL, LEVELS, bot_levels
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.web.app import App
from pharaoh.web.bots import page_bot, page_choose_json
from pharaoh.web.html import esc
from pharaoh.web.i18n import LANGS, tr
from pharaoh.web.surface import RecordingSurface


class PageHost(FakeHost):
    """A browser whose bot worker never came up: each computer move runs in the page, as in ``browser.py``."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: list[dict[str, Any]] = []
        self.app: App | None = None
        self.notice = ""
        self.notice_in: set[str] = set()
        """The games during which the page showed :attr:`notice`."""

    def set_html(self, element_id: str, html: str) -> None:
        super().set_html(element_id, html)
        if self.notice and self.notice in html and self.app is not None:
            self.notice_in.add(self.app.game_id)

    def ask_bot(self, request: dict[str, Any], reply: Callable[[str | None, str], None]) -> None:
        self.bot_requests.append(request)
        answer = json.loads(page_choose_json(json.dumps(request)))
        self.answers.append(answer)
        if "stood_in" in answer and self.app is not None:
            self.app.bots_in_page()

        def deliver() -> None:
            reply(answer.get("action"), answer.get("error", ""))

        self.later(5, deliver)


def searching_levels(game_id: str) -> list[str]:
    """The levels above the normal one whose bot is not the normal one's."""
    levels = bot_levels(game_id)
    above = LEVELS[LEVELS.index(DEFAULT_LEVEL) + 1 :]
    return [level for level in above if levels[level] != levels[DEFAULT_LEVEL]]


def test_only_levels_above_normal_give_way_in_the_page() -> None:
    for game_id in game_ids():
        levels = bot_levels(game_id)
        for level in LEVELS:
            expected = levels[DEFAULT_LEVEL] if level in searching_levels(game_id) else levels[level]
            assert page_bot(game_id, level) == expected
            assert page_bot(game_id, levels[level]) == expected, "a seat stores the bot's name, not the level"
        assert page_bot(game_id, "random") == "random"
    assert any(searching_levels(game_id) for game_id in game_ids()), "some game has a searching hard level"


def forbid_searching_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make building any searching bot (a level above normal, or any determinized search) fail loudly."""

    def refuse(*_: Any, **__: Any) -> Any:
        raise AssertionError("a searching bot was built in the page")

    monkeypatch.setattr(search.DeterminizedBot, "__init__", refuse)
    for game_id in game_ids():
        module = importlib.import_module(f"pharaoh.games.{game_id}.bots")
        levels = bot_levels(game_id)
        for level in searching_levels(game_id):
            monkeypatch.setitem(module.BOTS, levels[level], refuse)


@pytest.mark.parametrize("lang", LANGS)
def test_hard_seats_in_the_page_play_at_normal_and_the_page_says_so_once(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    forbid_searching_bots(monkeypatch)
    host = PageHost()
    host.storage["speed"] = "4"
    app = App(host, RecordingSurface(), lang=lang)
    host.app = app
    app.resize(1280, 800, 2.0)
    app.start()
    notice = tr(lang, "bots.in_page", hard=tr(lang, "level.hard"), normal=tr(lang, "level.normal"))
    host.notice = esc(notice)  # as the page writes it into the HTML (a French apostrophe is escaped)
    for game_id in game_ids():
        players = game_info(game_id).min_players
        hard = bot_levels(game_id)["hard"]
        app.on_action("pick", game_id)
        app.on_action("players", str(players))
        for seat in range(players):
            app.on_action("seat", f"{seat}:{hard}")
        app.on_action("start", "")
        asked = len(host.answers)
        run(app, host, 4000)
        answers = host.answers[asked:]
        assert answers, f"{game_id}: no computer move in 4 s"
        assert all("error" not in a for a in answers), answers
        if searching_levels(game_id):
            assert all(a["stood_in"] == bot_levels(game_id)["normal"] for a in answers)
        else:
            assert all("stood_in" not in a for a in answers)
        app.show_menu()
    assert "{" not in notice and tr(lang, "level.hard") in notice
    first = next(game_id for game_id in game_ids() if searching_levels(game_id))
    assert host.notice_in == {first}, "said once, in the first game where a searching level gave way"
