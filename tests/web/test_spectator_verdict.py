"""The host's end dialog names a spectator's check as "Spectator 1" in the page's language, not by its id."""

from __future__ import annotations

import random

from fakes import run
from test_room_app import FakePage, Switch, join, make, net, open_room, play


def test_the_hosts_verdicts_name_the_spectator_in_words() -> None:
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    open_room(happ, hhost)
    happ.on_action("net-spectator", "")
    invites = net(hhost)["invites"]
    gapp, ghost, _ = join(switch, invites["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    key = next(k for k in invites if k != "1")
    sapp, shost, _ = join(switch, invites[key]["code"])
    hpage.fields[f"net-answer-{key}"] = net(shost)["answer"]["code"]
    happ.on_action("net-accept", key)
    play([(happ, hhost), (gapp, ghost)], random.Random(3))
    for _ in range(40):
        for app, host in ((happ, hhost), (gapp, ghost), (sapp, shost)):
            run(app, host, 500)
    assert any(k.startswith("spectator:") for k in happ.remote.host_room.host.verdicts)
    happ.on_action("lang", "de")
    over = hhost.html["overlay"]
    assert "Zuschauer 1:" in over and "spectator:" not in over
