"""A seat set to Remote on the set-up screen and back: the local game that follows is a local game.

Looking at remote play made the page's remote side; kept after Start, it made the running game
look remote, so no move was stored and the panel had no Save button (a reload lost the game).
"""

from __future__ import annotations

import json
import random

from fakes import run
from test_room_app import FakePage, Switch, make

from pharaoh.saves import load_save
from pharaoh.web.persist import AUTOSAVE_KEY


def test_a_game_started_after_looking_at_remote_play_is_stored_and_can_be_saved() -> None:
    page = FakePage(Switch())
    app, host = make(page)
    app.on_action("pick", "valley_kings")
    app.on_action("seat", "1:@remote")  # looked at remote play ...
    assert 'data-act="net-host"' in host.html["screen"] and app.remote is not None
    app.on_action("seat", "1:heuristic")  # ... and changed their mind
    app.on_action("start", "")
    assert app.remote is None
    rng = random.Random(1)
    for _ in range(30):
        run(app, host, 300)
        legal = host.published.get("legal")
        if legal and not host.published.get("busy"):
            app.on_action("act", rng.choice(legal)["action"])
    assert app.session is not None and app.session.match.state_id > 5
    stored = json.loads(host.storage[AUTOSAVE_KEY])["save"]
    assert load_save(json.dumps(stored)).match.digest() == app.session.match.digest()
    assert 'id="save"' in host.html["screen"]
