"""A cheater in remote play tries undo: only what the host's policy allows is taken back.

Undo in remote play follows the engine's policy at the host (issue 15): the Undo key and
the ``undo`` action, pressed together right after a move the engine would let a person take
back, take back only that seat's own moves of the turn (never another seat's), and both
pages follow the host's match.
"""

from __future__ import annotations

import random

from fakes import run
from test_room_app import FakePage, join, make, net, open_room

from net.fakenet import Switch


def test_host_and_guest_take_back_only_their_own_moves_in_remote_play() -> None:
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
            allowed = match.undoable(seat)
            assert 'id="undo"' in host.html["screen"], "the Undo button shows when the host allows it"
            app.on_key("Undo")
            app.on_action("undo", "")
            run(happ, hhost, 300, frame_every=50)
            run(gapp, ghost, 300, frame_every=50)
            after = match.record().actions
            gone = record.actions[len(after) :]
            assert record.actions[: len(after)] == after and 1 <= len(gone) <= min(2, allowed)
            assert all(s == seat for s, _ in gone), f"seat {seat} took back another seat's move"
            guest = gapp.remote.guest_room.guest if gapp.remote and gapp.remote.guest_room else None
            assert guest is not None and guest.state_id == match.state_id, "the guest's screen follows"
    assert tried > 0, "no move the engine would let a person take back came up"
