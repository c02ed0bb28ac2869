"""Der Fluch der Mumie peek-proof at three seats in the app: three pages over the fake network, by clicks.

The host's page picks the curse for three players (the mummy here, two explorers remote)
and the peek-proof model; each guest's page joins with its invite; then the two guests
link directly through their own cards (the lower guest's invite pasted on the higher
guest's page, its answer back), never through the host's page.  Each page holds only its
own seat's :class:`~pharaoh.net.peekmulti.SideMatch` (real 1024-bit mental poker): the
deal ends, each page shows its seat on the play screen and the first moves are clicked.
A guest refuses a welcome whose roster puts the mummy and an explorer in one browser.
"""

from __future__ import annotations

import random
from typing import Any

from fakes import run
from policy import choose
from test_room_app import FakePage, NetHost, Switch, join, make, net

from pharaoh.engine.registry import get_game
from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.net.meshwire import MeshWelcome, encode_mesh
from pharaoh.web.app import App

Pages = list[tuple[App, NetHost, FakePage]]


def _until(pages: Pages, done: Any, most: int = 800) -> None:
    for _ in range(most):
        for app, host, _ in pages:
            run(app, host, 50)
        if done():
            return
    raise AssertionError(f"not reached: {[net(h) for _, h, _ in pages]}")


def _open(switch: Switch) -> tuple[App, NetHost, FakePage]:
    page = FakePage(switch)
    app, host = make(page)
    app.on_action("pick", "mummy_curse")
    app.on_action("players", "3")
    app.on_action("seat", "0:")  # a person plays the mummy here
    for seat in (1, 2):
        app.on_action("seat", f"{seat}:@remote")
    screen = host.html["screen"]
    assert 'data-net="model-pick"' in screen, "the set-up screen offers peek-proof at three seats"
    app.on_action("net-model", "peek")
    app.on_action("net-host", "")
    assert host.screen == "room" and net(host)["model"] == "peek-proof" and net(host)["mesh"] is True
    assert 'data-net="mesh"' in host.html["screen"]
    return app, host, page


def _connect() -> Pages:
    switch = Switch()
    hub = _open(switch)
    happ, hhost, hpage = hub
    pages: Pages = [hub]
    for b in (1, 2):
        code = net(hhost)["invites"][str(b)]["code"]
        gapp, ghost, gpage = join(switch, code)
        _until([*pages, (gapp, ghost, gpage)], lambda h=ghost: net(h).get("answer", {}).get("code"))
        hpage.fields[f"net-answer-{b}"] = net(ghost)["answer"]["code"]
        happ.on_action("net-accept", str(b))
        pages.append((gapp, ghost, gpage))
        _until(pages, lambda h=ghost: net(h).get("mesh") is True)
        assert net(ghost)["me"] == b and net(ghost)["seats"] == [b]
    a1, g1, p1 = pages[1]
    a2, g2, p2 = pages[2]
    # the two guests: guest 1 (lower) shows an invite for guest 2, which pastes it and answers
    _until(pages, lambda: net(g1)["invites"]["2"]["status"] == "waiting")
    screen = g1.html["screen"]
    assert 'data-net="pairs"' in screen and "must not pass through the host" in screen
    p2.fields["net-peer-1"] = net(g1)["invites"]["2"]["code"]
    a2.on_action("net-peer", "1")
    _until(pages, lambda: net(g2)["peers"]["1"]["status"] == "waiting")
    p1.fields["net-answer-2"] = net(g2)["peers"]["1"]["code"]
    a1.on_action("net-accept", "2")
    _until(pages, lambda: all(h.screen == "play" for _, h, _ in pages), most=3000)
    return pages


def test_three_pages_link_in_a_mesh_deal_and_play_peek_proof() -> None:
    pages = _connect()
    hosts = [h for _, h, _ in pages]
    assert [h.published["shown"] for h in hosts] == [0, 1, 2]
    assert all(net(h)["phase"] in ("playing", "dealing") for h in hosts)
    # the host's page sent each guest only the messages of its seat; never a guest-to-guest code
    mummy = pages[0][0].remote.mesh
    assert mummy is not None and {b for b, _ in mummy.delivered} <= {1, 2}
    assert all(seats == (b,) for b, seats in mummy.delivered)
    rng = random.Random(5)
    game = get_game("mummy_curse")
    for _ in range(1500):
        if min(net(h)["moves"] for h in hosts) >= 6:
            break
        for app, host, _ in pages:
            run(app, host, 100, frame_every=50)
            state = host.published
            if state.get("legal") and not state.get("busy") and not state.get("overlay"):
                legal = [e["action"] for e in state["legal"]]
                mesh = app.remote.mesh
                assert mesh is not None and mesh.match is not None
                if mesh.seat == 0:
                    bot = HeuristicBot(rng.randrange(1 << 30))
                    text = game.encode_action(bot.choose(game, 0, mesh.match.view(), mesh.match.legal()))
                else:
                    text = choose(state.get("view") or {}, legal, rng)
                app.on_action("act", text)
    assert min(net(h)["moves"] for h in hosts) >= 6
    assert all(net(h)["refused"] == 0 and net(h)["verified"] is not False for h in hosts)


def test_a_guest_page_refuses_a_roster_with_the_mummy_beside_an_explorer() -> None:
    switch = Switch()
    happ, hhost, _ = _open(switch)
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["1"]["code"])
    room = gapp.remote.guest_room
    assert room is not None
    welcome = MeshWelcome(
        game="mummy_curse",
        options={},
        roster=[0, 0, 1],
        you=1,
        match="m" * 16,
        token="t" * 20,
        names=["a", "b", "c"],
        resume=False,
    )
    gapp.remote.on_message(room.link, encode_mesh(welcome))
    assert gapp.remote.mesh is None
    assert "same browser" in ghost.html["screen"]
