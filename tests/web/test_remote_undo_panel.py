"""Undo in a remote room's play panel: the button shows only when the host allows it, and works."""

from __future__ import annotations

import random

from fakes import run
from test_room_app import seated

from pharaoh.web.netreasons import localize


def test_the_guests_undo_button_follows_the_hosts_policy_and_both_screens_follow() -> None:
    happ, hhost, gapp, ghost, _ = seated()
    assert gapp.remote is not None and gapp.remote.guest_room is not None
    assert happ.remote is not None and happ.remote.host_room is not None
    guest = gapp.remote.guest_room.guest
    host = happ.remote.host_room.host
    rng = random.Random(5)
    hidden = 0
    for _ in range(3000):
        run(happ, hhost, 200, frame_every=50)
        run(gapp, ghost, 200, frame_every=50)
        assert ('id="undo"' in ghost.html["screen"]) == guest.undoable
        if guest.undoable:
            break
        hidden += 1
        for app, page in ((happ, hhost), (gapp, ghost)):
            state = page.published
            if state.get("overlay") == "pass":
                app.on_action("ready", "")
            elif state.get("legal") and not state.get("busy") and not state.get("overlay"):
                app.on_action("act", rng.choice(state["legal"])["action"])
                break
    assert guest.undoable and hidden > 0
    assert host.match is not None
    before = host.match.state_id
    gapp.on_action("undo", "")
    run(happ, hhost, 500)
    run(gapp, ghost, 500)
    assert host.match.state_id == before - 1 and host.undos == 1
    assert guest.state_id == before - 1 and guest.undos == 1
    assert hhost.published["state_id"] == before - 1 == ghost.published["state_id"]


def test_a_refused_undo_request_is_said_in_the_guests_language() -> None:
    happ, hhost, gapp, ghost, _ = seated()
    assert gapp.remote is not None and gapp.remote.guest_room is not None
    guest = gapp.remote.guest_room.guest
    gapp.on_action("lang", "de")
    run(gapp, ghost, 200)
    assert not guest.undoable and 'id="undo"' not in ghost.html["screen"]
    gapp.on_action("undo", "")  # Ctrl+Z without the button: told why, in German, nothing sent
    assert "keinen eigenen Zug zum Zurücknehmen" in ghost.html["screen"], ghost.html["screen"][-600:]
    # a request the host refuses (it raced with the game moving on): its reason, in German
    session = gapp.session
    assert session is not None and hasattr(session, "asked_undo")
    session.error, session.asked_undo = "", True
    ghost.html["screen"] = ""  # what follows is drawn anew
    assert gapp.remote.guest_room.undo() == ""
    run(happ, hhost, 500)
    run(gapp, ghost, 500)
    assert guest.last_error is not None and guest.last_error.code in ("undo_refused", "not_your_turn")
    german = localize("de", guest.last_error.message)
    assert german != guest.last_error.message and german in ghost.html["screen"]
