"""Reduced motion: no ambient frames, yet the screen and the test hook still settle after every change."""

from __future__ import annotations

import random

from fakes import FakeHost, run
from policy import choose

from pharaoh.web.app import App
from pharaoh.web.surface import RecordingSurface


def calm_app(calm: bool, speed: float = 1.0) -> tuple[App, FakeHost]:
    """An app on a fake host whose system asks (or not) for reduced motion."""
    host = FakeHost()
    host.calm = calm
    host.storage["speed"] = str(speed)
    host.storage["seed"] = "7"
    app = App(host, RecordingSurface(), lang="en")
    app.resize(1280, 800, 2.0)
    app.start()
    return app, host


def test_an_idle_menu_draws_no_frames_when_the_player_asked_for_less_motion() -> None:
    app, host = calm_app(True)
    run(app, host, 2000)
    drawn = app.scene.frames_drawn
    run(app, host, 5000)
    assert app.scene.frames_drawn == drawn and not host.frame_asked, "nothing moves, nothing is drawn"
    assert host.published["calm"] is True and host.published["screen"] == "menu"
    app.on_action("pick", "valley_kings")  # a change still draws
    run(app, host, 500)
    assert app.scene.frames_drawn > drawn and host.published["screen"] == "setup"


def test_the_sky_moves_on_an_idle_menu_otherwise() -> None:
    app, host = calm_app(False)
    run(app, host, 2000)
    drawn = app.scene.frames_drawn
    run(app, host, 5000)
    assert app.scene.frames_drawn >= drawn + 50, "ambient frames about every 50 ms"
    assert host.published["calm"] is False


def test_a_calm_game_with_computers_settles_after_every_move() -> None:
    """Each move animates; the hook must say "not busy" once it ends, or a player's turn never comes."""
    app, host = calm_app(True, speed=4.0)
    app.on_action("pick", "mummy_curse")
    app.on_action("players", "3")
    for seat, bot in enumerate(["", "random", "random"]):
        app.on_action("seat", f"{seat}:{bot}")
    app.on_action("start", "")
    rng = random.Random(5)
    played = 0
    for _ in range(400):
        run(app, host, 300)
        pub = host.published
        if app.overlay == "over" or played >= 12:
            break
        legal = pub.get("legal") or []
        if legal and not pub.get("busy") and pub.get("fresh"):
            app.on_action("act", choose(pub["view"], [e["action"] for e in legal], rng))
            played += 1
    assert played >= 12 or app.overlay == "over", f"the person's turn came {played} times"
    assert not host.frame_asked or app.scene.animating(app.clock()), "no frame loop once all is still"
