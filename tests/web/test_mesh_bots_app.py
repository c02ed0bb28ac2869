"""Computer explorers in a peek-proof curse room of 3-5 browsers, by clicks.

The host's page holds several explorer seats: a person's and a computer's, or only
computers'; a guest's page holds the mummy and another guest's page an explorer.  Or the
host gives its computer explorer to that explorer guest's browser on the set-up screen,
and the guest's page runs it.  Each page runs its computer seats through the mesh room the
way the two-browser room runs its one (:func:`pharaoh.web.peekplay.computer_seats`): the
page's bot worker is asked with the seat's own view and legal actions only.  Every page
plays to a verified end; the mummy's page never holds an explorer's secret (the byte checks
of tests/peekproof/test_curse_bytes.py over what it received and stored).  The set-up
screen refuses, with its reason, a roster whose computer explorers would run in the
mummy's browser.  The deal runs in a toy 128-bit group (the protocol is the same at 1024
bits).
"""

from __future__ import annotations

import doctest
import functools
import html
import json
import random
from types import SimpleNamespace
from typing import Any

import pytest
from fakes import run
from test_mesh_curse_app import _gone
from test_room_app import FakePage, NetHost, Switch, join, make, net
from tests.peekproof.multi_harness import TOY
from tests.peekproof.test_curse_bytes import problems

import pharaoh.web.peekplay  # noqa: F401 - the real MeshRoom class before the toy group patches the name
from pharaoh.fair.group import GROUPS
from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.net import peekmesh
from pharaoh.net.peekmesh import MeshRoom
from pharaoh.web.app import App

Page = tuple[App, NetHost, FakePage]
SEAT_ARGS = {"local": "", "computer": "heuristic", "remote": "@remote"}


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every mesh room of the pages (the host's and the welcomed guests') deals in the toy group."""
    monkeypatch.setattr(peekmesh, "MeshRoom", functools.partial(MeshRoom, group=TOY))
    monkeypatch.setattr(peekmesh, "welcomed", functools.partial(peekmesh.welcomed, group=TOY))
    monkeypatch.setitem(GROUPS, TOY.name, TOY)  # a reloaded page's stored room finds the toy group


def _until(pages: list[Page], done: Any, most: int = 800) -> None:
    for _ in range(most):
        for app, host, _ in pages:
            run(app, host, 50)
        if done():
            return
    raise AssertionError(f"not reached: {[net(h) for _, h, _ in pages]}")


def _set_up(switch: Switch, kinds: list[str]) -> Page:
    page = FakePage(switch)
    app, host = make(page)
    app.on_action("pick", "mummy_curse")
    app.on_action("players", str(len(kinds)))
    for seat, kind in enumerate(kinds):
        app.on_action("seat", f"{seat}:{SEAT_ARGS[kind]}")
    return app, host, page


class Recorder:
    """What a page's mesh room received and kept from now on (as tests/net/test_peekmesh.py's tabs)."""

    def __init__(self, mesh: MeshRoom) -> None:
        self.mesh = mesh
        self.received: list[tuple[int, str]] = []
        self.states: list[Any] = []
        self.held: list[tuple[int, Any, Any, Any]] = []
        heard, kept = mesh.on_message, mesh._store

        def on_message(link: str, text: str) -> None:
            if '"type":"mesh"' in text:
                message = json.loads(text)
                self.received.append((message["sender"], json.dumps(message["body"])))
            heard(link, text)

        def store(key: str, value: str) -> None:
            kept(key, value)
            for match in mesh.matches.values():
                self.states.append(match.partial)
                self.held.append((len(self.received), match.deck, dict(match.rolls), match.salt_seed))

        mesh.on_message = on_message  # type: ignore[method-assign]
        mesh._store = store

    @property
    def match(self) -> Any:
        return self.mesh.match


def _connect(kinds: list[str], homes: dict[int, int]) -> tuple[list[Page], Recorder]:
    """The host's page opens the room of ``kinds`` (computers given to ``homes``); guests join and link."""
    switch = Switch()
    hub = _set_up(switch, kinds)
    happ, hhost, hpage = hub
    assert 'data-net="model-pick"' in hhost.html["screen"], "the set-up screen offers peek-proof"
    happ.on_action("net-model", "peek")
    for seat, home in homes.items():
        assert f'data-arg="{seat}:{home}"' in hhost.html["screen"], "the choice of where it runs"
        happ.on_action("net-bot-home", f"{seat}:{home}")
    assert 'data-net="model-pick"' in hhost.html["screen"]
    happ.on_action("net-host", "")
    mine = [s for s, k in enumerate(kinds) if k != "remote" and s not in homes]
    assert hhost.screen == "room" and net(hhost)["mesh"] is True and net(hhost)["seats"] == mine
    pages = [hub]
    guests = kinds.count("remote")
    assert kinds[0] == "remote"
    mummy = 1  # the mummy (seat 0), the first remote seat: the first guest's browser
    recorder: Recorder | None = None
    for b in range(1, guests + 1):
        gapp, ghost, gpage = join(switch, net(hhost)["invites"][str(b)]["code"])
        _until([*pages, (gapp, ghost, gpage)], lambda h=ghost: net(h).get("answer", {}).get("code"))
        hpage.fields[f"net-answer-{b}"] = net(ghost)["answer"]["code"]
        happ.on_action("net-accept", str(b))
        pages.append((gapp, ghost, gpage))
        _until(pages, lambda h=ghost: net(h).get("mesh") is True)
        if b == mummy:  # nothing of the match reaches it before every link is up
            assert gapp.remote.mesh is not None and net(ghost)["seats"] == [0]
            recorder = Recorder(gapp.remote.mesh)
    for a in range(1, guests + 1):
        for b in range(a + 1, guests + 1):
            aapp, ahost, apage = pages[a]
            bapp, bhost, bpage = pages[b]
            _until(pages, lambda h=ahost, b=b: net(h)["invites"][str(b)]["status"] == "waiting")
            bpage.fields[f"net-peer-{a}"] = net(ahost)["invites"][str(b)]["code"]
            bapp.on_action("net-peer", str(a))
            _until(pages, lambda h=bhost, a=a: net(h)["peers"][str(a)]["status"] == "waiting")
            apage.fields[f"net-answer-{b}"] = net(bhost)["peers"][str(a)]["code"]
            aapp.on_action("net-accept", str(b))
    _until(pages, lambda: all(h.screen == "play" for _, h, _ in pages), most=3000)
    assert recorder is not None
    return pages, recorder


def _play_to_the_end(pages: list[Page], seed: int, until: Any = None) -> None:
    """Each person clicks the heuristic bot's choice (from the seat's view); the computers play themselves.

    Until every page has a verdict, or ``until()``.
    """
    rng = random.Random(seed)
    people = {s: HeuristicBot(rng.randrange(1 << 30)) for s in range(5)}
    hosts = [h for _, h, _ in pages]
    for _ in range(6000):
        if until() if until is not None else all(net(h)["verified"] is not None for h in hosts):
            return
        for app, host, _ in pages:
            run(app, host, 200, frame_every=1000)
            state = host.published
            if state.get("legal") and not state.get("busy") and not state.get("overlay"):
                mesh = app.remote.mesh
                assert mesh is not None and mesh.match is not None and mesh.bot is None
                match = mesh.match
                action = people[mesh.seat].choose(GAME, mesh.seat, match.view(), match.legal())
                app.on_action("act", GAME.encode_action(action))
    raise AssertionError(f"no end: {[net(h) for h in hosts]}")


@pytest.mark.parametrize(
    ("kinds", "homes", "roster"),
    [
        (["remote", "local", "computer", "remote"], {}, [1, 0, 0, 2]),
        (["remote", "computer", "computer", "remote"], {}, [1, 0, 0, 2]),
        (["remote", "local", "remote", "computer"], {3: 2}, [1, 0, 2, 2]),
        (["remote", "local", "computer"], {}, [1, 0, 0]),
    ],
    ids=["person-and-computer", "computers-only", "computer-in-a-guest", "three-seats-two-browsers"],
)
def test_computer_explorers_play_a_mesh_match_to_a_verified_end(
    toy: None, kinds: list[str], homes: dict[int, int], roster: list[int]
) -> None:
    pages, mummy = _connect(kinds, homes)
    host_mesh = _mesh(pages[0][1], pages)
    assert host_mesh.roster == roster
    computers = {s for s, k in enumerate(kinds) if k == "computer"}
    assert set(host_mesh.bots) == computers
    _play_to_the_end(pages, sum(roster) + len(homes))
    for _, host, _ in pages:
        hook = net(host)
        assert hook["verified"] is True and hook["phase"] == "over", hook
        assert hook["refused"] == 0 and hook["error"] == ""
    moves = {len(m.moves) for _, h, _ in pages for m in _mesh(h, pages).matches.values()}
    assert len(moves) == 1 and moves.pop() > 30
    # each page asked its bot worker for its own computer seats only, each with that seat's own view
    for b, (_, host, _) in enumerate(pages):
        asked = host.bot_requests
        assert {r["seat"] for r in asked} == {s for s in computers if roster[s] == b}, b
        for r in asked:
            view = r["view"]
            assert view["seat"] == r["seat"] and view["role"] == "explorer"
            assert [h["seat"] for h in view["hands"] if h["cards"] is not None] == [r["seat"]]
            assert set(r) == {"game", "bot", "seed", "seat", "view", "legal", "state_id", "session"}
    # the mummy's page: only its seat, nothing an explorer keeps secret, in a message or its storage
    assert mummy.mesh.seats == [0] and len(mummy.received) > 100 and mummy.held
    seats: list[Any] = [mummy]
    for s in range(1, len(kinds)):
        holder = _mesh(pages[roster[s]][1], pages)
        seats.append(SimpleNamespace(match=holder.matches[s]))
    assert problems(seats, 0) == []
    # each page kept its seats' secrets there: every one of its seats' matches, its computers' players
    for b, (_, host, page) in enumerate(pages):
        stored = json.loads(host.storage["net.host"] if b == 0 else page.session["net.guest"])
        assert sorted(stored["matches"]) == [str(s) for s in net(host)["seats"]]
        mine = {s for s in computers if roster[s] == b}
        assert {int(s) for s in stored["bots"]} == (computers if b == 0 else mine)


def _mesh(host: NetHost, pages: list[Page]) -> MeshRoom:
    app = next(a for a, h, _ in pages if h is host)
    assert app.remote.mesh is not None
    return app.remote.mesh


def test_the_set_up_screen_refuses_computer_explorers_in_the_mummys_browser_and_says_why() -> None:
    app, host, _ = _set_up(Switch(), ["local", "computer", "remote"])
    screen = host.html["screen"]
    assert 'data-net="model-pick"' not in screen
    assert 'data-why="mummy_computer_explorers"' in screen
    assert "computer explorers would have to run in the mummy's browser" in html.unescape(screen)
    assert "Or let them run in a remote explorer's browser below." in html.unescape(screen), "the way out"
    assert 'data-model="host"' in screen, "the room it opens holds everything in the host's browser"
    for lang, words in (
        ("de", "Browser der Mumie"),
        ("fr", "Navigateur d'Aventurier gris"),
        ("it", "browser della mummia"),
    ):
        app.on_action("lang", lang)
        assert words in html.unescape(host.html["screen"]), lang
    app.on_action("lang", "en")
    # the host gives the computer explorer to the remote explorer's browser: offered
    app.on_action("net-model", "peek")
    assert 'data-net="bot-homes"' in host.html["screen"] and 'data-arg="1:0"' not in host.html["screen"]
    app.on_action("net-bot-home", "1:2")
    screen = host.html["screen"]
    assert 'data-net="model-pick"' in screen and "mesh-refused" not in screen
    app.on_action("net-bot-home", "1:")
    assert 'data-why="mummy_computer_explorers"' in host.html["screen"]
    # the mummy played by the computer beside an explorer person: refused too, with its own reason
    app.on_action("seat", "0:heuristic")
    app.on_action("seat", "1:")
    assert 'data-why="mummy_explorer"' in host.html["screen"]
    # the explorers here, the mummy remote: offered
    app.on_action("seat", "0:@remote")
    app.on_action("seat", "1:heuristic")
    app.on_action("seat", "2:")
    screen = host.html["screen"]
    assert 'data-net="model-pick"' in screen and "mesh-refused" not in screen
    app.on_action("seat", "0:")
    app.on_action("seat", "1:heuristic")
    app.on_action("seat", "2:@remote")
    app.on_action("net-host", "")
    assert host.screen == "room" and "mesh" not in net(host), "a refused roster opens the host's room"
    assert 'data-model="host"' in host.html["screen"]


@pytest.mark.parametrize("name", ["pharaoh.web.meshplay", "pharaoh.web.meshbots", "pharaoh.web.meshscreens"])
def test_docstring_examples_run(name: str) -> None:
    import importlib

    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0


def test_a_guest_refuses_a_computer_seat_of_another_browser_or_an_unknown_player() -> None:
    """The welcome's computer seats: only the guest's own, only players the game has."""
    from pharaoh.net.meshwire import MeshWelcome
    from pharaoh.net.peekmesh import welcome_bots

    def welcome(bots: dict[str, str]) -> MeshWelcome:
        return MeshWelcome(
            game="mummy_curse",
            options={},
            roster=[1, 0, 2, 2],
            you=2,
            match="m" * 16,
            token="t" * 20,
            names=["a", "b", "c", "d"],
            resume=False,
            bots=bots,
        )

    assert welcome_bots(welcome({"3": "heuristic"})) == {3: "heuristic"}
    assert welcome_bots(welcome({})) == {}
    with pytest.raises(ValueError, match="another browser"):
        welcome_bots(welcome({"1": "heuristic"}))
    with pytest.raises(ValueError, match="does not have"):
        welcome_bots(welcome({"3": "cheater"}))


def test_the_guest_running_a_computer_explorer_reloads_and_it_plays_on_to_a_verified_end(toy: None) -> None:
    """The stored guest room keeps its computer seat: after the reload that page runs it again."""
    pages, _ = _connect(["remote", "local", "remote", "computer"], {3: 2})
    switch = pages[0][2].switch
    _play_to_the_end(pages, 5, lambda: min(net(h)["moves"] for _, h, _ in pages) >= 12)
    _until(pages, lambda: not any(net(h)["busy"] for _, h, _ in pages))
    (happ, hhost, hpage), (a1, g1, p1), (_, g2, p2) = pages
    assert {r["seat"] for r in g2.bot_requests} == {3}
    assert json.loads(p2.session["net.guest"])["bots"] == {"3": "heuristic"}
    _gone(p2)
    _until([pages[0], pages[1]], lambda: net(hhost)["invites"]["2"]["status"] == "waiting")
    a2, g2, p2 = join(switch, net(hhost)["invites"]["2"]["code"], p2.session)  # same tab, stored seats
    pages[2] = (a2, g2, p2)
    _until(pages, lambda: net(g2).get("answer", {}).get("code"))
    mesh = a2.remote.mesh
    assert mesh is not None and mesh.seats == [2, 3] and mesh.bots == {3: "heuristic"} and mesh.seat == 2
    hpage.fields["net-answer-2"] = net(g2)["answer"]["code"]
    happ.on_action("net-accept", "2")
    _until(pages, lambda: net(g1)["invites"]["2"]["status"] == "waiting")  # guest 1 offers guest 2 again
    p2.fields["net-peer-1"] = net(g1)["invites"]["2"]["code"]
    a2.on_action("net-peer", "1")
    _until(pages, lambda: net(g2)["peers"]["1"]["status"] == "waiting")
    p1.fields["net-answer-2"] = net(g2)["peers"]["1"]["code"]
    a1.on_action("net-accept", "2")
    _until(pages, lambda: all(h.screen == "play" for _, h, _ in pages), most=3000)
    _play_to_the_end(pages, 6)
    for _, host, _ in pages:
        assert net(host)["verified"] is True and net(host)["refused"] == 0, net(host)
    assert {r["seat"] for r in g2.bot_requests} == {3}, "the reloaded page ran its computer explorer again"
    assert not hhost.bot_requests and not g1.bot_requests


def test_a_guests_room_screen_says_which_of_its_seats_the_computer_plays() -> None:
    """A guest running a computer explorer beside its own: its room screen names the computer's seat."""
    switch = Switch()
    happ, hhost, hpage = _set_up(switch, ["remote", "local", "remote", "computer"])
    happ.on_action("net-model", "peek")
    happ.on_action("net-bot-home", "3:2")
    happ.on_action("net-host", "")
    pages: list[Page] = [(happ, hhost, hpage)]
    for b in (1, 2):
        guest = join(switch, net(hhost)["invites"][str(b)]["code"])
        _until([*pages, guest], lambda h=guest[1]: net(h).get("answer", {}).get("code"))
        hpage.fields[f"net-answer-{b}"] = net(guest[1])["answer"]["code"]
        happ.on_action("net-accept", str(b))
        pages.append(guest)
        _until(pages, lambda h=guest[1]: net(h).get("mesh") is True)
    gapp, ghost, _ = pages[2]
    assert net(ghost)["seats"] == [2, 3]  # its join screen shows the room
    from pharaoh.web.games import seat_label

    words = {
        "en": ("You play {}.", "This browser's computer plays {}."),
        "de": ("Du spielst {}.", "Der Computer dieses Browsers spielt {}."),
        "fr": ("Vous jouez {}.", "L'ordinateur de ce navigateur joue {}."),
        "it": ("Giochi {}.", "Il computer di questo browser gioca {}."),
    }
    for lang, (person, computer) in words.items():
        gapp.on_action("lang", lang)
        screen = html.unescape(ghost.html["screen"])
        two, three = (seat_label("mummy_curse", 4, s, lang) for s in (2, 3))
        assert person.format(two) in screen and computer.format(three) in screen, lang
        assert f"{two}, {three}" not in screen, "the computer's seat is not listed as the person's"
    # the host's card for that browser marks its computer seat too; the host's own line its person's
    screen = html.unescape(hhost.html["screen"])
    one, two, three = (seat_label("mummy_curse", 4, s, "en") for s in (1, 2, 3))
    assert f"{two}, {three} (computer)" in screen and f"You play {one}." in screen
    assert 'data-net="computers"' not in hhost.html["screen"]


def test_junk_clicks_on_a_mesh_room_change_nothing() -> None:
    """A click's argument the page never writes (a superscript digit, 5000 digits, no number) is ignored."""
    app, host, _ = _set_up(Switch(), ["remote", "local", "remote", "computer"])
    app.on_action("net-model", "peek")
    for arg in ("²:2", "3:²", "1" * 5000 + ":2", "3:" + "1" * 5000, ":", "3:2:1"):
        app.on_action("net-bot-home", arg)
    assert app.remote is not None and app.remote.bot_homes == {}
    app.on_action("net-host", "")
    before = net(host)
    junk = ("²", "٣", "1" * 5000, "", "-1", "9")
    for act in ("net-accept", "net-renew", "net-peer", "net-copy", "net-copylink", "net-qr"):
        for arg in junk:
            app.on_action(act, arg)
    assert net(host) == before and host.screen == "room"


def test_the_french_room_texts_name_the_explorers_as_the_game_does_and_say_vous() -> None:
    """The game's French calls them 'aventuriers' and the page says 'vous': so do the peek-proof rooms."""
    import re

    from pharaoh.web import meshbots, meshscreens, peekscreens

    for module in (meshscreens, meshbots, peekscreens):
        for key, words in module.TEXTS.items():
            text = words["fr"]
            assert "explorateur" not in text, key
            assert not re.search(r"\b(tu|toi|ton|ta|tes|Tu|Ton|Ta)\b", text), key


def test_a_guest_page_refuses_a_welcome_giving_it_a_computer_seat_of_another_browser_in_its_language() -> (
    None
):
    """The guest's page says why in the page's language, plays no part, and closes the link."""
    from pharaoh.net.meshwire import MeshWelcome, encode_mesh

    switch = Switch()
    happ, hhost, _ = _set_up(switch, ["remote", "local", "remote"])
    happ.on_action("net-model", "peek")
    happ.on_action("net-host", "")
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["1"]["code"])
    gapp.on_action("lang", "de")
    room = gapp.remote.guest_room
    assert room is not None
    welcome = MeshWelcome(
        game="mummy_curse",
        options={},
        roster=[1, 0, 2],
        you=1,
        match="m" * 16,
        token="t" * 20,
        names=["a", "b", "c"],
        resume=False,
        bots={"1": "heuristic"},
    )
    gapp.remote.on_message(room.link, encode_mesh(welcome))
    assert gapp.remote.mesh is None and room.status == "failed"
    assert "einen Platz eines anderen Browsers" in html.unescape(ghost.html["screen"])
