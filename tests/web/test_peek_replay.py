"""Replay and export of a peek-proof match (#15): offered only after a verified end, from the audit.

Two pages play Tara Wolf peek-proof over the fake network (real mental poker).  Before the
end neither end dialog nor the replay entries give anything; after the verified end each
browser rebuilds the whole match from the opened deal and moves, offers *Watch the replay*
and *Log as text* (no save file: the deal does not come from the seed), and both browsers'
replays agree with each other and with what each seat saw in play.
"""

from __future__ import annotations

import functools
import random

import pytest
from fakes import run
from test_peek_app import joined_peek_room
from test_room_app import net, play

from pharaoh.engine.game import Verdict, events_for
from pharaoh.engine.replay import EVERYTHING
from pharaoh.fair.group import Group
from pharaoh.net.peekroom import PeekRoom
from pharaoh.web import logbook
from pharaoh.web.export import log_lines
from pharaoh.web.i18n import tr
from pharaoh.web.replay import peek_replay


def test_a_verified_peek_proof_match_is_replayed_and_its_log_exported_only_after_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # both browsers deal in a toy 128-bit group (the replay is the point here, not the crypto's cost)
    toy = Group("test-128", 0x8000000000000000000000000000225F)
    monkeypatch.setattr("pharaoh.net.peekroom.PeekRoom", functools.partial(PeekRoom, group=toy))
    happ, hhost, gapp, ghost = joined_peek_room()
    pages = [(happ, hhost), (gapp, ghost)]
    files: dict[int, list[tuple[str, str]]] = {0: [], 1: []}
    for seat, (_, host) in enumerate(pages):
        host.download = lambda n, t, seat=seat: files[seat].append((n, t))  # type: ignore[attr-defined]
    for _ in range(400):
        run(happ, hhost, 50)
        run(gapp, ghost, 50)
        if hhost.screen == "play" and ghost.screen == "play":
            break
    assert hhost.screen == "play" and ghost.screen == "play"
    # during play: a few moves, then nothing to replay or export, and the entries do nothing
    rng = random.Random(4)
    moves = 0
    for _ in range(200):
        for app, host in pages:
            run(app, host, 200, frame_every=50)
            state = host.published
            if state.get("legal") and not state.get("busy") and not state.get("overlay"):
                app.on_action("act", rng.choice(state["legal"])["action"])
                moves += 1
        if moves >= 6:
            break
    assert moves >= 6
    for app, host in pages:
        assert peek_replay(app) is None and app.session.room.match.orders == ()
        app.on_action("replay-open", "")
        app.on_action("replay-over-log", "")
        assert host.screen == "play" and "replay-open" not in host.html.get("overlay", "")
    assert files == {0: [], 1: []}
    play(pages, rng)
    for _ in range(200):
        run(happ, hhost, 100)
        run(gapp, ghost, 100)
        if net(hhost)["verified"] is not None and net(ghost)["verified"] is not None:
            break
    everything = []
    for seat, (app, host) in enumerate(pages):
        assert net(host)["verified"] is True
        overlay = host.html["overlay"]
        assert 'id="replay-open"' in overlay and 'id="over-log"' in overlay
        assert 'id="over-save"' not in overlay
        # one sentence says why there is no save file, so nobody looks for the button
        assert 'id="replay-nosave"' in overlay and tr(app.lang, "replay.peek.nosave") in overlay
        replay = peek_replay(app)
        assert replay is not None and replay.finished and not replay.loadable
        match = app.session.room.match
        assert replay.length == len(match.moves)
        assert replay.view(replay.length, seat) == match.view()  # the audit's end = what the seat saw
        # the end dialog's log: this seat's eyes, the log panel's lines of the audited match
        app.on_action("replay-over-log", "")
        assert len(files[seat]) == 1
        name, text = files[seat][0]
        assert name.endswith(".txt")
        events = tuple(events_for([e for s in replay.steps for e in s.events], seat))
        assert events == replay.events(replay.length, str(seat))
        lines = log_lines(
            events,
            logbook.chronicle_for("valley_kings"),
            app.lang,
            functools.partial(replay.game.describe_event, lang=app.lang),
        )
        assert text.splitlines()[2] == tr(app.lang, "export.moves", n=replay.length)
        assert text.splitlines()[4:] == lines and len(lines) > replay.length // 2
        # the replay screen: everything, no save file; back to the end dialog
        app.on_action("replay-open", "")
        assert host.screen == "replay" and host.published["replay"]["eye"] == EVERYTHING
        assert 'id="replay-save"' not in host.html["screen"] and 'id="replay-log"' in host.html["screen"]
        app.on_action("replay-log", "")
        everything.append(files[seat][-1][1])
        app.on_action("replay-leave", "")
        assert host.screen == "play over" and 'id="replay-open"' in host.html["overlay"]
    assert everything[0] == everything[1]  # both browsers' audits rebuilt the same match
    # a failed verdict (a lie found) gives no record: nothing is rebuilt or offered
    match = happ.session.room.match
    match.verdict = Verdict(False, 1, 3, "a lie")
    happ.replays.peek = None
    assert peek_replay(happ) is None
    happ.on_action("replay-open", "")
    assert hhost.screen != "replay"


def test_a_verified_peek_proof_curse_match_is_replayed_and_exported_from_both_browsers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from test_peek_curse_app import _connect, _moves, _until

    toy = Group("test-128", 0x8000000000000000000000000000225F)
    monkeypatch.setattr("pharaoh.net.peekroom.PeekRoom", functools.partial(PeekRoom, group=toy))
    pairs, _, _, _ = _connect(("", "@remote"))
    (happ, hhost), (gapp, ghost) = pairs
    files: dict[int, list[tuple[str, str]]] = {0: [], 1: []}
    for seat, (_, host) in enumerate(pairs):
        host.download = lambda n, t, seat=seat: files[seat].append((n, t))  # type: ignore[attr-defined]
    rng = random.Random(4)
    _moves(pairs, rng, lambda: net(hhost)["moves"] >= 8)
    for app, host in pairs:
        assert peek_replay(app) is None and app.session.room.match.side.opened_record is None
        app.on_action("replay-over-log", "")
        assert "replay-open" not in host.html.get("overlay", "")
    assert files == {0: [], 1: []}
    _moves(pairs, rng, lambda: all(h.published.get("over") for _, h in pairs))
    _until(pairs, lambda: all(net(h)["verified"] is not None for _, h in pairs))
    everything = []
    for seat, (app, host) in enumerate(pairs):
        assert net(host)["verified"] is True
        assert 'id="replay-open"' in host.html["overlay"] and 'id="over-save"' not in host.html["overlay"]
        replay = peek_replay(app)
        assert replay is not None and replay.finished and not replay.loadable
        side = app.session.room.match.side
        assert replay.length == len(side.moves)
        assert replay.view(replay.length, seat) == side.view()  # the audit's end = what the seat saw
        app.on_action("replay-over-log", "")
        events = replay.events(replay.length, str(seat))
        lines = log_lines(
            events,
            logbook.chronicle_for("mummy_curse"),
            app.lang,
            functools.partial(replay.game.describe_event, lang=app.lang),
        )
        assert files[seat][0][1].splitlines()[4:] == lines and lines
        app.on_action("replay-open", "")
        assert host.screen == "replay" and host.published["replay"]["eye"] == EVERYTHING
        app.on_action("replay-log", "")
        everything.append(files[seat][-1][1])
        app.on_action("replay-leave", "")
    assert everything[0] == everything[1]
