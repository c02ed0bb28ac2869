"""While a stored peek-proof room is read back in slices after a reload, the screen says so (#17).

The host's Resume and a returning guest's join re-check the stored match a unit at a time
(:func:`pharaoh.net.peekroom.restore_job`); the page meanwhile shows ``net.peek.reading``
(the host's menu, the guest's join screen) and drops it once the room is back, or shows the
refusal instead.  Both browsers deal in a toy 128-bit group and every slice runs one unit
(``BUDGET_MS`` 0), so the reading lasts several slices whatever the machine's speed.
"""

from __future__ import annotations

import functools
import heapq
import json
import random

import pytest
from fakes import run
from test_peek_app import open_peek_room
from test_room_app import FakePage, Switch, join, make, net

from pharaoh.fair.group import GROUPS, Group
from pharaoh.net.peekroom import PeekRoom
from pharaoh.web.app import App
from pharaoh.web.i18n import tr


def _read_back(app: App, host: object, screen: str) -> int:
    """Step the page's timers one by one until the stored room is read back; the notice shows at every step.

    Returns how many slices the reading took.
    """
    reading = tr(app.lang, "net.peek.reading")
    for slices in range(20000):
        if not app.remote._peek_loading:  # type: ignore[union-attr]
            return slices
        assert host.screen == screen and reading in host.html["screen"]  # type: ignore[attr-defined]
        when, _, slice_ = heapq.heappop(host.timers)  # type: ignore[attr-defined]
        host.clock = max(host.clock, when)  # type: ignore[attr-defined]
        slice_()  # one timer at a time: the screen as it stands between two slices
    raise AssertionError("the stored room was never read back")


def test_the_page_says_it_reads_the_stored_match_back_then_shows_the_room(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    toy = Group("test-128", 0x8000000000000000000000000000225F)
    monkeypatch.setattr("pharaoh.net.peekroom.PeekRoom", functools.partial(PeekRoom, group=toy))
    monkeypatch.setitem(GROUPS, toy.name, toy)  # the restore finds the toy group
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    open_peek_room(happ, hhost)
    gapp, ghost, gpage = join(switch, net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    rng = random.Random(5)
    for _ in range(600):  # the deal, then a few moves each way
        for app, host in ((happ, hhost), (gapp, ghost)):
            run(app, host, 100)
            state = host.published
            idle = not state.get("busy") and not state.get("overlay")
            if host.screen == "play" and state.get("legal") and idle:
                app.on_action("act", rng.choice(state["legal"])["action"])
        if hhost.screen == ghost.screen == "play" and net(hhost)["moves"] >= 4:
            break
    run(happ, hhost, 500)
    run(gapp, ghost, 500)
    stored = json.loads(hhost.storage["net.host"])
    assert stored["format"] == "pharaoh-peek-host" and len(stored["match"]["moves"]) >= 4
    monkeypatch.setattr("pharaoh.fair.jobs.BUDGET_MS", 0.0)  # one unit a slice
    reading = tr("en", "net.peek.reading")
    # the host's page reloads and resumes: the menu says the match is read back, then the room
    hpage2 = FakePage(Switch())
    happ2, hhost2 = make(hpage2, dict(hhost.storage))
    assert reading not in hhost2.html["screen"]
    happ2.on_action("net-resume", "")
    assert net(hhost2)["reading"] is True
    assert _read_back(happ2, hhost2, "menu") > 1
    assert hhost2.screen == "room" and net(hhost2)["reading"] is False
    assert net(hhost2)["moves"] == len(stored["match"]["moves"]) and happ2.notice == ""
    assert reading not in hhost2.html["screen"]
    # the guest's tab reloads and opens the fresh link: its join screen says so, then its answer
    gapp2, ghost2, _ = join(hpage2.switch, net(hhost2)["invites"]["1"]["code"], gpage.session)
    assert _read_back(gapp2, ghost2, "join") > 1
    run(gapp2, ghost2, 200)
    assert net(ghost2)["answer"]["code"] and net(ghost2)["reading"] is False
    assert reading not in ghost2.html["screen"]


def test_a_refused_stored_room_replaces_the_notice_with_the_reason() -> None:
    stored = json.dumps({"format": "pharaoh-peek-host", "game": "valley_kings", "seat": 7})
    app, host = make(FakePage(Switch()), {"net.host": stored})
    app.on_action("net-resume", "")
    assert tr("en", "net.peek.reading") in host.html["screen"]
    _read_back(app, host, "menu")
    assert host.screen == "menu" and not host.storage.get("net.host")
    assert "The stored remote game cannot be used" in host.html["screen"]
    assert tr("en", "net.peek.reading") not in host.html["screen"]
