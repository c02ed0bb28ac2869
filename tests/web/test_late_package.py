"""The games' code after the menu: a first visit's page fetches it once the menu is up.

(static/interpreter.mjs) A click that needs it earlier waits, saying so, and a failed load
says why and leaves the menu usable (pharaoh.web.app, ``App._games_pending``).
"""

from __future__ import annotations

from collections.abc import Callable

from fakes import FakeHost

from pharaoh.web.app import App
from pharaoh.web.i18n import LANGS, tr
from pharaoh.web.surface import RecordingSurface


class LateHost(FakeHost):
    """A fake host whose page is still fetching the games' code until told otherwise."""

    def __init__(self) -> None:
        super().__init__()
        self.state = "loading"
        self.loads: list[Callable[[str], None]] = []

    def package_state(self) -> str:
        return self.state

    def load_package(self, done: Callable[[str], None]) -> None:
        self.loads.append(done)

    def finish(self, error: str = "") -> None:
        """The fetch ends (with ``error`` when it failed) and every waiting caller hears of it."""
        self.state = "failed" if error else "ready"
        waiting, self.loads = self.loads, []
        for done in waiting:
            done(error)


def late_app(lang: str = "en") -> tuple[App, LateHost]:
    host = LateHost()
    app = App(host, RecordingSurface(), lang=lang)
    app.resize(1280, 800, 2.0)
    app.start()
    return app, host


def test_a_game_chosen_before_its_code_is_in_waits_with_a_notice_then_opens() -> None:
    app, host = late_app()
    assert app.screen == "menu" and 'data-act="pick"' in host.html["screen"]
    app.on_action("pick", "mummy_curse")
    assert app.screen == "menu", "the set-up must wait for the games' code"
    assert tr("en", "menu.loading_games") in host.html["screen"]
    assert len(host.loads) == 1
    app.on_action("pick", "valley_kings")  # a second click while waiting: the latest one wins
    assert len(host.loads) == 1, "one load at a time"
    host.finish()
    assert app.screen == "setup" and app.game_id == "valley_kings"
    assert tr("en", "menu.loading_games") not in host.text()


def test_a_failed_load_says_why_keeps_the_menu_usable_and_the_next_click_tries_again() -> None:
    app, host = late_app()
    app.on_action("pick", "mummy_spell")
    host.finish("pharaoh_rest.zip: HTTP 404")
    assert app.screen == "menu"
    failed = tr("en", "menu.games_failed", error="pharaoh_rest.zip: HTTP 404")
    assert failed in host.html["screen"] and 'role="alert"' in host.html["screen"]
    app.on_action("lang", "de")  # the menu still answers, without the games' code
    assert app.lang == "de" and host.lang == "de" and app.screen == "menu"
    assert not host.loads, "switching the language needs no games"
    app.on_action("pick", "mummy_spell")
    assert len(host.loads) == 1, "a click after a failure tries again"
    assert tr("de", "menu.loading_games") in host.html["screen"]
    host.finish()
    assert app.screen == "setup" and app.game_id == "mummy_spell"


def test_a_save_file_picked_before_the_code_is_in_is_read_once_it_is() -> None:
    app, host = late_app()
    app.on_file("save-load", "not a save file")
    assert len(host.loads) == 1 and app.screen == "menu"
    host.finish()
    assert app.screen == "menu" and app.notice, "the file was read then (and refused, with a reason)"
    assert tr("en", "menu.loading_games") not in app.notice


def test_a_guided_game_offered_by_the_menu_before_the_code_is_in_starts_once_it_is() -> None:
    """The menu offers the guided games from the games' flag; the guide comes with the rest.

    (pharaoh.web.guidemenu draws the buttons; pharaoh.web.guide is in pharaoh_rest.zip.)
    """
    app, host = late_app()
    assert 'data-act="guide-start" data-arg="valley_kings"' in host.html["screen"]
    app.on_action("guide-start", "valley_kings")
    assert app.screen == "menu" and len(host.loads) == 1
    assert tr("en", "menu.loading_games") in host.html["screen"]
    host.finish()
    assert app.screen == "play" and app.game_id == "valley_kings"
    assert getattr(app.session, "guide", None) is not None, "the guided game, with its tutor"


def test_watching_a_saved_game_picked_before_the_code_is_in_waits_for_it() -> None:
    """The menu's replay entries (pharaoh.web.replaymenu) work before the replays are in."""
    app, host = late_app()
    assert 'data-file="replay-load"' in host.html["screen"]
    app.on_file("replay-load", "not a save file")
    assert app.screen == "menu" and len(host.loads) == 1
    host.finish()
    assert app.screen == "menu" and app.notice, "the file was read then (and refused, with a reason)"
    assert tr("en", "menu.loading_games") not in app.notice


def test_a_host_without_a_late_package_plays_at_once() -> None:
    host = FakeHost()
    app = App(host, RecordingSurface(), lang="en")
    app.start()
    app.on_action("pick", "mummy_curse")
    assert app.screen == "setup"


def test_the_texts_exist_in_every_language() -> None:
    for lang in LANGS:
        assert tr(lang, "menu.loading_games") != tr("en", "menu.loading_games") or lang == "en"
        assert "boom" in tr(lang, "menu.games_failed", error="boom")
