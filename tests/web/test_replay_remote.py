"""A remote match's record, replayed and exported by every browser after the end (host-authoritative).

The host's page holds the match all along; a guest's page gets the whole record only with
the host's final check message.  Before that the guest has nothing to replay or export
(it could only be the seed, so every hidden card); after it, both export the same record.
"""

from __future__ import annotations

import json
import random

from test_room_app import net, play, run, seated

from pharaoh.engine.match import Match
from pharaoh.saves import load_save
from pharaoh.web.replay import entitled_record


def same_match(stored: str, match: Match) -> bool:
    """Whether a stored finished game (``{"save": body}``) opens as ``match``."""
    return load_save(json.dumps(json.loads(stored)["save"]), stored=True).match.digest() == match.digest()


def test_host_and_guest_replay_and_export_the_same_record_after_the_end() -> None:
    happ, hhost, gapp, ghost, _ = seated()
    # mid-game: the guest has no record (nothing to replay), the host has its match
    rng = random.Random(9)
    for _ in range(6):
        run(happ, hhost, 300)
        run(gapp, ghost, 300)
        for app, host in ((happ, hhost), (gapp, ghost)):
            legal = host.published.get("legal")
            if legal and not host.published.get("busy"):
                app.on_action("act", rng.choice(legal)["action"])
    assert entitled_record(gapp) is None and entitled_record(happ) is not None
    gapp.on_action("replay-open", "")
    gapp.on_action("replay-over-save", "")
    assert gapp.screen == "play" and gapp.replays.screen is None
    play([(happ, hhost), (gapp, ghost)], random.Random(4))
    run(happ, hhost, 3000)
    run(gapp, ghost, 3000)
    assert net(ghost)["verified"] is True
    assert 'id="replay-open"' in ghost.html["overlay"] and 'id="replay-open"' in hhost.html["overlay"]
    # a host-authoritative match has its save file: no word on a missing one
    assert 'id="replay-nosave"' not in ghost.html["overlay"] + hhost.html["overlay"]
    match = happ.session.match
    files: dict[str, list[tuple[str, str]]] = {"host": [], "guest": []}
    hhost.download = lambda n, t: files["host"].append((n, t))  # type: ignore[attr-defined]
    ghost.download = lambda n, t: files["guest"].append((n, t))  # type: ignore[attr-defined]
    for app, who in ((happ, "host"), (gapp, "guest")):
        app.on_action("replay-over-save", "")
        body = json.loads(files[who][-1][1])
        assert load_save(json.dumps(body)).match.digest() == match.digest()
        assert len(body["actions"]) == match.state_id
        app.on_action("replay-open", "")
        screen = app.replays.screen
        assert screen is not None and screen.replay.finished and screen.eye == "all"
        assert Match.replay(screen.replay.record).digest() == match.digest()
        app.on_action("replay-back", "")
        assert app.host.published["replay"]["at"] == match.state_id - 1
        app.on_action("replay-log", "")
        assert files[who][-1][0].endswith(".txt")
        app.on_action("replay-leave", "")
        assert app.screen == "play" and app.overlay == "over"
    host_kinds = [s["kind"] for s in json.loads(files["host"][0][1])["seats"]]
    assert host_kinds == ["local", "remote"]
    # both logs (through everything) are the same text
    assert files["host"][-1][1] == files["guest"][-1][1]


def test_a_guest_keeps_the_finished_match_for_the_menu_after_a_reload() -> None:
    """The host's record, once it came, is stored: a reloaded guest page replays and exports it."""
    from fakes import FakeHost

    from pharaoh.web.app import App
    from pharaoh.web.replaymenu import FINISHED_KEY
    from pharaoh.web.surface import RecordingSurface

    happ, hhost, gapp, ghost, _ = seated()
    play([(happ, hhost), (gapp, ghost)], random.Random(4))
    run(happ, hhost, 3000)
    # the host's final record may already have come during play (the pages run in turns):
    # never stored without it
    stored = FINISHED_KEY in ghost.storage
    assert not stored or entitled_record(gapp) is not None, "nothing before the host's final record"
    run(gapp, ghost, 3000)
    assert net(ghost)["verified"] is True and 'id="replay-open"' in ghost.html["overlay"]
    match = happ.session.match
    assert same_match(ghost.storage[FINISHED_KEY], match)
    assert same_match(hhost.storage[FINISHED_KEY], match)
    # the guest's page again, the room gone: the menu offers the match, which replays and exports
    host = FakeHost()
    host.storage.update(ghost.storage)
    files: list[tuple[str, str]] = []
    host.download = lambda n, t: files.append((n, t))  # type: ignore[attr-defined]
    app = App(host, RecordingSurface(), lang="fr")
    app.resize(1280, 800, 1.0)
    app.start()
    assert 'data-act="replay-finished"' in host.html["screen"]
    app.on_action("replay-finished", "")
    screen = app.replays.screen
    assert screen is not None and screen.replay.finished and screen.eye == "all"
    assert Match.replay(screen.replay.record).digest() == match.digest()
    app.on_action("replay-log", "")
    app.on_action("replay-save", "")
    assert files[0][0].endswith(".txt") and files[0][1].startswith("Tara Wolf")
    assert load_save(files[1][1]).match.digest() == match.digest()
