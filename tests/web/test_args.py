"""A click's argument the page never writes (an edited ``data-arg``) or junk in a stored setting.

``str.isdigit`` lets through what ``int`` refuses ("²", 5000 digits): each such number is
read by :mod:`pharaoh.web.args`, and the junk changes nothing.
"""

from __future__ import annotations

from fakes import make_app, run, start

JUNK = ("²", "٣", "1" * 5000, "", "-1", "x")


def test_junk_numbers_on_the_set_up_screen_change_nothing() -> None:
    app, host, _ = make_app()
    app.on_action("pick", "valley_kings")
    players, bots = app.players, list(app.seat_bots)
    for arg in JUNK:
        app.on_action("players", arg)
        app.on_action("seat", f"{arg}:casual")
    assert (app.players, app.seat_bots) == (players, bots)


def test_junk_in_the_stored_player_count_falls_back_to_the_default() -> None:
    for stored in ("²", "1" * 5000, "x"):
        app, host, _ = make_app()
        host.storage["players:mummy_curse"] = stored
        app.on_action("pick", "mummy_curse")
        assert 2 <= app.players <= 5


def test_junk_state_ids_in_a_game_and_in_the_guide_play_nothing() -> None:
    app, host, _ = make_app()
    start(app, "valley_kings", ["", "casual"])
    run(app, host, 2000)
    session = app.session
    assert session is not None
    state_id = session.match.state_id
    legal = host.published["legal"]
    assert legal, "the person may act"
    for sid in ("²", "1" * 5000, ""):
        app.on_action("act", f"{sid}:{legal[0]['action']}")
    assert session.match.state_id == state_id
    app.on_action("guide-start", "valley_kings")
    guided = app.session
    assert guided is not None
    before = guided.match.state_id
    for sid in ("²", "1" * 5000):
        app.on_action("guide-play", f"{sid}:x")
    assert guided.match.state_id == before
