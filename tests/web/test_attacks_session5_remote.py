"""A cheater in remote play tries undo: neither the host nor a guest takes anything back.

Undo in remote play is not built (issue 15 wants it only with every browser following), so
the Undo key and the ``undo`` action must change nothing on either page, even right after
a move the engine would let a person take back at one device (no roll, nothing revealed).
"""

from __future__ import annotations

import random

from fakes import run
from test_room_app import FakePage, join, make, net, open_room

from net.fakenet import Switch


def test_neither_host_nor_guest_takes_back_a_move_in_remote_play() -> None:
    switch = Switch()
    happ, hhost = make(FakePage(switch))
    open_room(happ, hhost)
    hpage = happ.remote.page if happ.remote is not None else None
    assert hpage is not None
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    assert hhost.screen == "play" and ghost.screen == "play"
    match = happ.remote.host_room.host.match
    rng = random.Random(7)
    tried = 0
    for _ in range(600):
        if match.outcome() is not None or tried >= 6:
            break
        for app, host, seat in ((happ, hhost, 0), (gapp, ghost, 1)):
            run(app, host, 300, frame_every=50)
            state = host.published
            if not state.get("legal") or state.get("busy") or state.get("overlay"):
                continue
            app.on_action("act", rng.choice(state["legal"])["action"])
            run(app, host, 300, frame_every=50)
            if match.undoable(seat) == 0:
                continue  # the engine itself would refuse: no test of the page here
            tried += 1
            record = match.record()
            app.on_key("Undo")
            app.on_action("undo", "")
            run(happ, hhost, 300, frame_every=50)
            run(gapp, ghost, 300, frame_every=50)
            assert match.record() == record, f"seat {seat} took back a move in remote play"
            assert 'id="undo"' not in host.html["screen"], "no Undo button in remote play"
    assert tried > 0, "no move the engine would let a person take back came up"
