"""A host room with two people at the host's screen and a guest: the host page plays, behind a privacy screen.

Such a room (the curse for three: two explorers' people here, one remote seat) once crashed
the host page as the game began: its session lacked what the pass-and-play session keeps of
who saw the screen last (found by an attacker review in session 25).
"""

from __future__ import annotations

from fakes import run
from test_room_app import FakePage, Switch, join, make, net


def test_two_people_at_the_hosts_screen_pass_the_device_and_play() -> None:
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    happ.on_action("pick", "mummy_curse")
    happ.on_action("players", "3")
    for arg in ("0:", "1:", "2:@remote"):
        happ.on_action("seat", arg)
    happ.on_action("net-ice", "local")
    happ.on_action("net-host", "")
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["2"]["code"])
    hpage.fields["net-answer-2"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "2")
    run(happ, hhost, 500)
    session = happ.session
    assert hhost.screen == "play pass" and session is not None and session.veiled in (0, 1)
    assert hhost.published.get("view") is None and hhost.published["legal"] == []
    first = session.veiled
    happ.on_action("ready", "")
    run(happ, hhost, 200)
    assert session.shown == first and hhost.published["legal"], "the first person sees its choices"
