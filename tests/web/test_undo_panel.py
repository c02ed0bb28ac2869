"""Undo on the play screen behind a fake browser: the button, the keys, the reasons, the autosave."""

from __future__ import annotations

import json

from fakes import FakeHost, make_app, run, start

from pharaoh.web.app import App
from pharaoh.web.persist import AUTOSAVE_KEY


def saved_moves(host: FakeHost) -> int:
    """How many actions the autosave holds."""
    return len(json.loads(host.storage[AUTOSAVE_KEY])["save"]["actions"])


SPEED = 20.0
"""The app's clock runs this much faster than the fake host's: fewer frames drawn per move."""
SEED = 1717
"""The test seed knob: each test plays one fixed game, the computers' draws included (a fixed
``new_seed`` alone left them to fresh entropy, and a computer once ended the game first)."""


def play_until(app: App, host: FakeHost, mark: str, pick: int = -1) -> None:
    """Play the person's ``pick``-th legal action (computers answer) until ``mark`` shows in the panel."""
    for _ in range(400):
        run(app, host, 3000 / SPEED)
        if mark in host.html["screen"]:
            return
        legal = host.published.get("legal") or []
        if not legal:  # the computers are still at it (several moves in a row, each with its pause)
            assert app.session.match.outcome() is None, f"the game ended before {mark} showed"
            continue
        app.on_action("act", legal[pick]["action"])
    raise AssertionError(f"{mark} never showed")


def test_undo_button_takes_back_and_the_autosave_follows() -> None:
    app, host, _ = make_app(lang="en", speed=SPEED, seed=SEED)
    start(app, "valley_kings", ["", "random"])
    play_until(app, host, 'id="undo"')
    assert "Ctrl+Z" in host.html["screen"] and 'aria-keyshortcuts="Control+Z U"' in host.html["screen"]
    state_id, moves = app.session.match.state_id, saved_moves(host)
    assert moves == state_id
    app.on_action("undo", "")
    assert app.session.match.state_id == state_id - 1
    assert saved_moves(host) == state_id - 1, "the autosave holds the game without the taken-back action"


def test_the_undo_key_and_a_roll_that_ends_it() -> None:
    app, host, _ = make_app(lang="en", speed=SPEED, seed=SEED)
    start(app, "mummy_curse", ["random", "", "random"])
    play_until(app, host, 'id="undo-why"', pick=0)  # an explorer rolls first: chance drawn
    assert 'id="undo"' not in host.html["screen"]
    assert "dice were rolled" in host.html["screen"]
    state_id = app.session.match.state_id
    app.on_key("Undo")
    assert app.session.match.state_id == state_id, "the key cannot take back a roll"
    app.on_action("lang", "de")
    assert "gewürfelt" in host.html["screen"]
    app.on_key("Undo")  # pressed again on a German page: the hint says why, no engine words in English
    assert "may not undo" not in host.html["screen"] and "gewürfelt" in host.html["screen"]


def test_the_undo_key_with_nothing_to_take_back_says_nothing_in_english() -> None:
    app, host, _ = make_app(lang="de", speed=SPEED, seed=SEED)
    start(app, "valley_kings", ["", "random"])
    run(app, host, 3000 / SPEED)
    assert app.session.match.state_id == 0 or 'id="undo"' not in host.html["screen"]
    app.on_key("Undo")
    assert "may not undo" not in host.html["screen"] and "Das geht nicht" not in host.html["screen"]


def test_undo_key_takes_back_in_a_game_with_free_moves() -> None:
    app, host, _ = make_app(lang="de", speed=SPEED, seed=SEED)
    start(app, "mummy_spell", ["random", "", "random"])
    play_until(app, host, 'id="undo"')
    assert "Zurücknehmen" in host.html["screen"]
    state_id = app.session.match.state_id
    app.on_key("Undo")
    assert app.session.match.state_id == state_id - 1
