"""Pass-and-play: the rules and the menu, opened above the privacy screen, show nothing of the last person.

The top bar ("?" and "Menu") stays in reach while the privacy screen waits for the next
person.  Its dialogs once replaced the privacy screen's overlay, so the page drew the
board of the person who had just played under them (a dimmed hand, hidden pawns) and put
that person's panel and log back into the page: one tap for the next person to peek.
"""

from __future__ import annotations

import random

import pytest
from fakes import make_app, run

from pharaoh.engine.registry import game_ids, game_info


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_and_the_menu_over_the_privacy_screen_show_nothing_of_the_last_person(game_id: str) -> None:
    app, host, surface = make_app(speed=20)
    players = game_info(game_id).min_players
    app.on_action("pick", game_id)
    app.on_action("players", str(players))
    for seat in range(players):
        app.on_action("seat", f"{seat}:")  # every seat a person at this device
    app.on_action("start", "")
    rng = random.Random(5)
    for _ in range(400):
        run(app, host, 100)
        session = app.session
        assert session is not None
        if app.overlay == "pass":
            if session.shown is not None:  # a person has played; the next one must take the device
                break
            app.on_action("ready", "")
            continue
        legal = host.published.get("legal") or []
        if legal and not host.published.get("busy"):
            app.on_action("act", rng.choice(legal)["action"])
    else:
        raise AssertionError("no privacy screen between two people")
    last = session.shown
    veil = set(surface.tags(surface.frames[-1]))
    assert host.html["screen"] == "" and host.published.get("view") is None
    for act, dialog in (("help", "help"), ("home", "quit")):
        app.on_action(act, "")
        run(app, host, 200)
        assert app.overlay == dialog and session.veiled is not None and session.shown == last
        assert set(surface.tags(surface.frames[-1])) == veil, f"{act}: only the privacy screen is drawn"
        assert host.html["screen"] == "", f"{act}: no panel, no log of the last person"
        assert host.published.get("view") is None and host.published["legal"] == []
        app.on_action("close", "")
        run(app, host, 100)
        assert app.overlay == "pass", "closing the dialog shows the privacy screen again"
    app.on_action("ready", "")
    run(app, host, 100)
    assert app.overlay == "" and session.shown == session.looker() != last
    assert host.html["screen"] != "" and host.published["view"] is not None
