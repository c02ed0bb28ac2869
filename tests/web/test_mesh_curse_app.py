"""Der Fluch der Mumie peek-proof at three seats in the app: three pages over the fake network, by clicks.

The host's page picks the curse for three players (the mummy here, two explorers remote)
and the peek-proof model; each guest's page joins with its invite; then the two guests
link directly through their own cards (the lower guest's invite pasted on the higher
guest's page, its answer back), never through the host's page.  Each page holds only its
own seat's :class:`~pharaoh.net.peekmulti.SideMatch` (real 1024-bit mental poker): the
deal ends, each page shows its seat on the play screen and the first moves are clicked.
A guest refuses a welcome whose roster puts the mummy and an explorer in one browser.

After a reload of any page the match goes on: a guest's tab reads its stored seat back
once it pastes the host's new invite, the host's menu resumes its stored room; every link
of the reloaded page is made again through the same cards (the guests' link between
themselves, never through the host's page), the others send again what they sent, and
the match ends verified on every page.  A tampered stored room is refused with its reason.
"""

from __future__ import annotations

import json
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


class _Deaf:
    """The events of a page that is gone (its tab reloaded): nothing reaches it any more."""

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


def _gone(page: FakePage) -> None:
    """The page's tab reloads: every link of it breaks, and the other pages are told."""
    assert page.net is not None
    page.net.events = _Deaf()
    for link in sorted(page.net.open):
        page.net.drop(link)


def _play(pages: Pages, rng: random.Random, until: Any, most: int = 3000) -> None:
    """Whoever may act clicks a sensible legal action until ``until()`` (a stuck match fails at once)."""
    game = get_game("mummy_curse")
    seen, still = -1, 0
    for _ in range(most):
        if until():
            return
        moves = sum(net(h)["moves"] for _, h, _ in pages)
        seen, still = moves, (still + 1 if moves == seen else 0)
        if still >= 300:
            raise AssertionError(f"stuck: {[net(h) for _, h, _ in pages]}")
        for app, host, _ in pages:
            run(app, host, 100, frame_every=50)
            state = host.published
            if state.get("legal") and not state.get("busy") and not state.get("overlay"):
                mesh = app.remote.mesh
                assert mesh is not None and mesh.match is not None
                if mesh.seat == 0:
                    bot = HeuristicBot(rng.randrange(1 << 30))
                    text = game.encode_action(bot.choose(game, 0, mesh.match.view(), mesh.match.legal()))
                else:
                    text = choose(state.get("view") or {}, [e["action"] for e in state["legal"]], rng)
                app.on_action("act", text)
    raise AssertionError(f"not reached: {[net(h) for _, h, _ in pages]}")


def _idle(pages: Pages) -> None:
    _until(pages, lambda: not any(net(h)["busy"] for _, h, _ in pages))


def test_a_guest_reloads_then_the_host_reloads_and_the_match_ends_verified_on_every_page() -> None:
    pages = _connect()
    switch = pages[0][2].switch
    rng = random.Random(6)
    _play(pages, rng, lambda: min(net(h)["moves"] for _, h, _ in pages) >= 6)
    _idle(pages)
    (happ, hhost, hpage), (a1, g1, p1), (a2, g2, p2) = pages
    assert json.loads(p1.session["net.guest"])["format"] == "pharaoh-mesh-guest"
    moves = net(g1)["moves"]

    # (a) guest 1's tab reloads: the host makes a fresh invite for it; guest 2 waits for guest 1's
    _gone(p1)
    _until([pages[0], pages[2]], lambda: net(hhost)["invites"]["1"]["status"] == "waiting")
    assert 'data-net="lost"' in hhost.html["screen"] and 'data-act="net-room"' in hhost.html["screen"]
    happ.on_action("net-room", "")
    a2.on_action("net-room", "")
    assert 'data-peer="1"' in g2.html["screen"] and 'id="net-peer-1"' in g2.html["screen"]
    a1, g1, p1 = join(switch, net(hhost)["invites"]["1"]["code"], p1.session)  # the host's link, same tab
    assert "return to your seat" in g1.html["screen"]
    pages[1] = (a1, g1, p1)
    _until(pages, lambda: net(g1).get("answer", {}).get("code"))  # its seats read back in slices
    assert net(g1)["mesh"] is True and net(g1)["me"] == 1 and net(g1)["moves"] == moves
    hpage.fields["net-answer-1"] = net(g1)["answer"]["code"]
    happ.on_action("net-accept", "1")
    _until(pages, lambda: net(g1)["invites"]["2"]["status"] == "waiting")  # guest 1 offers guest 2 again
    p2.fields["net-peer-1"] = net(g1)["invites"]["2"]["code"]
    a2.on_action("net-peer", "1")
    _until(pages, lambda: net(g2)["peers"]["1"]["status"] == "waiting")
    p1.fields["net-answer-2"] = net(g2)["peers"]["1"]["code"]
    a1.on_action("net-accept", "2")
    _until(pages, lambda: all(h.screen == "play" for _, h, _ in pages), most=3000)
    assert all(net(h)["phase"] == "playing" for _, h, _ in pages)
    _play(pages, rng, lambda: min(net(h)["moves"] for _, h, _ in pages) >= moves + 6)
    _idle(pages)
    moves = net(hhost)["moves"]

    # (b) the host's page reloads: the menu resumes the stored room, with a fresh invite per guest
    stored = dict(hhost.storage)
    _gone(hpage)
    _until(pages[1:], lambda: all(net(h)["links"]["0"]["status"] == "failed" for _, h, _ in pages[1:]))
    hpage = FakePage(switch)
    happ, hhost = make(hpage, stored)
    assert hhost.screen == "menu" and 'data-act="net-resume"' in hhost.html["screen"]
    happ.on_action("net-resume", "")
    pages[0] = (happ, hhost, hpage)
    _until(pages, lambda: hhost.screen == "room")  # the stored room is read back in slices
    # save before send: the stored room knows all it sent, maybe not the last moves it took (sent again)
    assert net(hhost)["mesh"] is True and 0 < net(hhost)["moves"] <= moves
    # guest 2 pastes the invite made for guest 1's browser: both are told, the host makes it again
    a2.on_action("net-room", "")
    p2.fields["net-peer-0"] = net(hhost)["invites"]["1"]["code"]
    a2.on_action("net-peer", "0")
    _until(pages, lambda: net(g2)["answer"]["status"] == "waiting")
    hpage.fields["net-answer-1"] = net(g2)["answer"]["code"]
    happ.on_action("net-accept", "1")
    _until(pages, lambda: net(g2)["answer"]["status"] == "failed")
    assert "made for another browser" in g2.html["screen"] and 'id="net-peer-0"' in g2.html["screen"]
    assert net(hhost)["invites"]["1"]["status"] == "failed" and "made for another browser" in hhost.text()
    happ.on_action("net-renew", "1")
    _until(pages, lambda: net(hhost)["invites"]["1"]["status"] == "waiting")
    for b, (app, host, page) in enumerate(pages[1:], start=1):
        app.on_action("net-room", "")
        screen = host.html["screen"]
        assert 'data-peer="0"' in screen and "Paste the host&#x27;s new invite" in screen
        page.fields["net-peer-0"] = net(hhost)["invites"][str(b)][
            "link"
        ]  # the link works as well as the code
        app.on_action("net-peer", "0")
        _until(pages, lambda h=host: net(h)["answer"]["status"] == "waiting")
        hpage.fields[f"net-answer-{b}"] = net(host)["answer"]["code"]
        happ.on_action("net-accept", str(b))
    _until(pages, lambda: all(h.screen == "play" for _, h, _ in pages), most=3000)
    _play(pages, rng, lambda: all(h.published.get("over") for _, h, _ in pages))
    _until(pages, lambda: all(net(h)["verified"] is not None for _, h, _ in pages))
    for _, host, _ in pages:
        assert net(host)["verified"] is True, net(host)
        assert 'data-net="verdict"' in host.html["overlay"] and 'data-ok="true"' in host.html["overlay"]
    assert [net(h)["refused"] for _, h, _ in pages] == [1, 0, 0], "only guest 2's hello on guest 1's invite"
    assert "another match or browser" in net(hhost)["refusals"][0]


def test_a_tampered_stored_mesh_room_is_refused_with_its_reason() -> None:
    pages = _connect()
    _play(pages, random.Random(7), lambda: min(net(h)["moves"] for _, h, _ in pages) >= 3)
    _idle(pages)
    (_, hhost, _), (_, _, p1), _ = pages
    data = json.loads(hhost.storage["net.host"])
    match = data["matches"]["0"]
    assert match["moves"], "a move to tamper with"
    match["moves"][0][1] = "tampered"
    page = FakePage(Switch())
    app, host = make(page, {**hhost.storage, "net.host": json.dumps(data)})  # its parts too
    app.on_action("net-resume", "")
    _until([(app, host, page)], lambda: not host.storage.get("net.host"))
    assert host.screen == "menu" and app.remote.mesh is None
    screen = host.html["screen"]
    assert "The stored remote game cannot be used" in screen and "stored peek-proof match" in screen
    assert "move 0" in screen, "the reason names the tampered move"
    # a guest's tab whose stored seat is junk: removed, said, and it joins afresh
    other = Switch()
    _, fresh, _ = _open(other)
    page = FakePage(other, "join=" + net(fresh)["invites"]["1"]["code"])
    page.session["net.guest"] = json.dumps({"format": "pharaoh-mesh-guest", "game": "mummy_curse"})
    app, host = make(page)
    _until([(app, host, page)], lambda: not page.session.get("net.guest"))
    assert app.remote.mesh is None and "stored seat was damaged" in host.html["screen"]
    assert net(host)["answer"]["status"] == "waiting", "the tab joins afresh"
    assert json.loads(p1.session["net.guest"])["format"] == "pharaoh-mesh-guest"
