"""The guided first game in the page (pharaoh.web.guide), on the fake browser: menu, pointers, leaving."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from fakes import FakeHost, make_app, run

from pharaoh.engine.bot import make_bot
from pharaoh.engine.guide import guide_script
from pharaoh.web.app import App
from pharaoh.web.bots import BotPool
from pharaoh.web.guide import KNOWN_KEY, known_games

GUIDED = ["mummy_curse", "valley_kings", "mummy_spell"]


def fresh_bots(host: FakeHost) -> None:
    """Bots of this app only (the module's pool keeps bots by session number across tests)."""
    pool = BotPool()

    def ask_bot(request: dict[str, Any], reply: Any) -> None:
        action = pool.choose(request)
        host.later(5, lambda: reply(action, ""))

    host.ask_bot = ask_bot  # type: ignore[method-assign]


def guided(game_id: str, width: float = 1280, height: float = 800) -> tuple[App, FakeHost]:
    app, host, _ = make_app(width, height, speed=20.0)
    fresh_bots(host)
    app.on_action("guide-start", game_id)
    run(app, host, 200)
    return app, host


def follow_pointer(app: App, host: FakeHost) -> bool:
    """Do what the guide points at, as a person would: tap the ringed target, else the glowing button."""
    state = host.published
    guide = state.get("guide") or {}
    action = guide.get("action")
    if not action or state.get("busy") or not state.get("fresh") or guide.get("done"):
        return False
    if guide.get("target"):
        point = app.scene.tap_point(guide["target"])
        assert point is not None, f"the ringed target {guide['target']} is on the canvas"
        app.tap(*point)
    elif guide.get("button"):
        assert 'data-guide="1"' in host.html["screen"], "the button that plays it glows"
        app.on_action("act", action)
    else:
        assert 'id="guide-play"' in host.html["screen"]
        app.on_action("guide-play", f"{state['state_id']}:{action}")
    return True


def play_guided(app: App, host: FakeHost, budget: int = 3000) -> dict[str, Any]:
    rings = 0
    for _ in range(budget):
        run(app, host, 120)
        guide = host.published.get("guide") or {}
        if guide.get("done"):
            return guide
        if follow_pointer(app, host):
            rings += bool(guide.get("target"))
    raise AssertionError(f"the guide did not end; last hook: {host.published.get('guide')}")


@pytest.mark.parametrize("game_id", GUIDED)
def test_following_the_pointers_plays_the_guided_game_to_its_end(game_id: str) -> None:
    """The pointers lead to the guide's end (every rule seen); left, the game is finished alone."""
    app, host = guided(game_id)
    assert host.published["game"] == game_id
    assert 'id="guide"' in host.html["screen"]
    end = play_guided(app, host)
    script = guide_script(game_id)
    assert script is not None
    assert set(end["seen"]) == {r.key for r in script.rules}
    assert app.session.match.state_id <= script.limit, "the same game as the tool's: every rule early"
    assert "Finish the game on your own" in host.html["screen"]
    app.on_action("guide-leave", "")
    assert 'id="guide"' not in host.html["screen"]
    assert host.published["guide"] is None and not host.published["over"]
    # the guide's end is not the game's: the learner plays the same game on to its end
    match = app.session.match
    guided_part = match.record().actions
    me = make_bot(game_id, script.bot, 5)  # the learner on their own, as the computers play
    app.speed = 50.0  # the page's fastest animations, fewer frames: the rest of the game is long
    for _ in range(5000):
        run(app, host, 120, frame_every=50)
        state = host.published
        if state.get("over") and app.overlay == "over":
            break
        if state.get("overlay") == "pass":
            app.on_action("ready", "")
        elif state.get("legal") and state.get("fresh") and not state.get("busy") and not state.get("overlay"):
            seat, game = app.session.shown, match.game
            app.play(
                game.encode_action(
                    me.choose(game, seat, match.view(seat), game.legal_actions(match.state, seat))
                )
            )
    assert app.overlay == "over" and match.outcome() is not None, f"{game_id}: no end, {host.published}"
    assert match.record().actions[: len(guided_part)] == guided_part, "the same game"
    assert 'id="winner"' in host.html["overlay"] and host.published["guide"] is None


def test_the_ring_is_drawn_around_the_target() -> None:
    app, host = guided("mummy_curse")
    surface = app.scene.surface
    guide = host.published["guide"]
    assert guide["step"] == "roll" and guide["action"] == "roll"
    assert guide["target"], "rolling is a tap on the dice"
    run(app, host, 100)
    assert f"tag:guide:{guide['target']}" in [f"tag:{t}" for t in surface.tags()]


def test_leaving_keeps_the_same_game_going() -> None:
    app, host = guided("valley_kings")
    play = host.published["guide"]["action"]
    sid = host.published["state_id"]
    app.on_action("guide-leave", "")
    assert host.published["guide"] is None
    assert host.published["state_id"] == sid and play in [e["action"] for e in host.published["legal"]]
    app.play(play)
    assert host.published["state_id"] == sid + 1


def test_playing_something_else_is_fine_and_the_guide_says_later() -> None:
    app, host = guided("mummy_spell")
    for _ in range(200):
        run(app, host, 120)
        state = host.published
        guide = state["guide"]
        if guide["action"] and guide["step"] not in ("play", "wait") and not state["busy"]:
            other = next(e["action"] for e in state["legal"] if e["action"] != guide["action"])
            app.play(other)
            run(app, host, 200)
            assert host.published["state_id"] == state["state_id"] + 1, "the engine took it"
            assert host.published["guide"]["later"] == guide["step"]
            now = host.published["guide"]
            if now["step"] != guide["step"]:
                assert "We come back to it" in host.html["screen"]
            else:
                assert now["action"] in [e["action"] for e in host.published["legal"]], "asked again"
            return
        follow_pointer(app, host)
    raise AssertionError("no step to ignore came up")


def test_play_it_for_me_refuses_a_stale_state() -> None:
    app, host = guided("mummy_curse")
    sid = host.published["state_id"]
    app.on_action("guide-play", f"{sid + 5}:roll")
    assert host.published["state_id"] == sid
    app.on_action("guide-play", f"{sid}:roll")
    assert host.published["state_id"] == sid + 1


def test_the_menu_offers_the_guide_loudly_to_first_timers_only() -> None:
    app, host, _ = make_app()
    menu = host.html["screen"]
    for game_id in GUIDED:
        assert f'data-act="guide-start" data-arg="{game_id}"' in menu
    assert menu.count(">New here? Guided game<") == 3
    app.on_action("guide-start", "valley_kings")
    assert json.loads(host.storage[KNOWN_KEY]) == ["valley_kings"]
    app.show_menu()
    menu = host.html["screen"]
    assert menu.count(">New here? Guided game<") == 2, "valley_kings is known now"
    quiet = re.search(
        r'<button class="btn guide-offer ghost"[^>]*data-arg="valley_kings"[^>]*>Guided game<', menu
    )
    assert quiet, "still offered from the game's entry"


def test_an_ordinary_game_counts_as_played_too() -> None:
    app, host, _ = make_app()
    app.on_action("pick", "mummy_curse")
    app.on_action("start", "")
    assert known_games(host.storage[KNOWN_KEY]) == {"mummy_curse"}
    assert host.published["guide"] is None


@pytest.mark.parametrize(
    "stored",
    ["{oops", '{"mummy_curse": 1}', "[" * 5000 + "]" * 5000, '["x"' + ', "y"' * 2000 + "]", "null", "7"],
)
def test_bad_storage_means_nothing_known_and_never_crashes(stored: str) -> None:
    app, host, _ = make_app()
    host.storage[KNOWN_KEY] = stored
    app.show_menu()
    assert host.html["screen"].count(">New here? Guided game<") == 3
    app.on_action("guide-start", "mummy_curse")
    assert known_games(host.storage[KNOWN_KEY]) == {"mummy_curse"}


def test_unknown_game_or_junk_arguments_do_nothing() -> None:
    app, host, _ = make_app()
    app.on_action("guide-start", "no_such_game")
    app.on_action("guide-play", "x:y")
    app.on_action("guide-leave", "")
    assert host.published["screen"] == "menu"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_guide_speaks_the_page_language_on_a_small_phone(lang: str) -> None:
    app, host = guided("mummy_spell", 360, 640)
    app.on_action("lang", lang)
    screen = host.html["screen"]
    assert ("Anleitung verlassen" if lang == "de" else "Leave the guide") in screen
    assert "guide.mummy_spell" not in screen, "no key shows instead of a text"


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_text_the_guide_may_show_exists_in_every_language(game_id: str) -> None:
    from pharaoh.web import i18n
    from pharaoh.web.guide import TEXTS

    script = guide_script(game_id)
    assert script is not None
    keys = [f"guide.{game_id}.play"]
    keys += [f"guide.{game_id}.step.{s.key}" for s in script.steps]
    keys += [f"guide.{game_id}.{kind}.{r.key}" for r in script.rules for kind in ("rule", "seen")]
    for key in keys:
        assert key in TEXTS, key
    for key, entry in TEXTS.items():
        assert set(i18n.LANGS) <= set(entry), f"{key} lacks a language"
        for lang in entry:
            text = i18n.tr(lang, key, name="X", rule="Y", label="Z")
            assert text.strip() and "{" not in text, f"{key} ({lang}): {text}"


def test_the_ringed_target_is_reached_and_played_with_the_keyboard() -> None:
    """Tab walks the board's targets; the one with the guide's ring plays the suggestion with Enter."""
    app, host = guided("mummy_curse", 360, 640)
    guide = host.published["guide"]
    sid = host.published["state_id"]
    app.on_board_key("Focus")
    for _ in range(60):
        if app.focus.key == guide["target"]:
            break
        app.on_board_key("Tab")
    assert app.focus.key == guide["target"], "Tab reaches the ringed target"
    app.on_board_key("Enter")
    run(app, host, 200)
    assert host.published["state_id"] == sid + 1
    assert app.session.match.actions[-1] == (1, guide["action"])


def test_each_step_says_what_and_why_in_one_or_two_sentences() -> None:
    """The issue's measure for a step (and for what a rule that came up means), in every language."""
    from pharaoh.web import i18n
    from pharaoh.web.guide import TEXTS

    for key, entry in TEXTS.items():
        if ".step." not in key and ".seen." not in key:
            continue
        for lang in entry:
            text = i18n.tr(lang, key, name="X", rule="Y", label="Z").replace("\u00a0", " ")
            sentences = len(re.findall(r"[.!?…](?:\s|$)", text))
            assert 1 <= sentences <= 2, f"{key} ({lang}) has {sentences} sentences: {text}"
