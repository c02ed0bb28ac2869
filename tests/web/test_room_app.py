"""Remote play in the app: two pages (host and guest) joined by a fake network, clicked through."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeHost, run

from pharaoh.web.app import App
from pharaoh.web.surface import RecordingSurface

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from net.fakenet import FakeNetwork, Switch  # noqa: E402

BASE = "https://example.org/pharaohs-table/"


class FakePage:
    """The page's remote-play side: wheels load at once, fields are a dict, storage in memory."""

    def __init__(self, switch: Switch, fragment: str = "") -> None:
        self.switch = switch
        self.fields: dict[str, str] = {}
        self.copied: list[str] = []
        self.hash = fragment
        self.session: dict[str, str] = {}
        self.loads: list[list[str]] = []
        self.fail_load = ""
        self.net: FakeNetwork | None = None

    def load_packages(self, names: list[str], done: Callable[[str], None]) -> None:
        self.loads.append(names)
        done(self.fail_load)

    def network(self, events: Any) -> FakeNetwork:
        self.net = FakeNetwork(self.switch, events)
        return self.net

    def field(self, element_id: str) -> str | None:
        return self.fields.get(element_id)

    def copy(self, text: str) -> None:
        self.copied.append(text)

    def base_url(self) -> str:
        return BASE

    def fragment(self) -> str:
        return self.hash

    def set_fragment(self, text: str) -> None:
        self.hash = text

    def session_load(self, key: str) -> str | None:
        return self.session.get(key)

    def session_store(self, key: str, value: str) -> None:
        self.session[key] = value


class NetHost(FakeHost):
    def __init__(self, page: FakePage) -> None:
        super().__init__()
        self.page = page

    def net_page(self) -> FakePage:
        return self.page


def make(page: FakePage, storage: dict[str, str] | None = None) -> tuple[App, NetHost]:
    host = NetHost(page)
    host.storage["speed"] = "50"
    host.storage["net.ice"] = "local"
    host.storage["net.model"] = "host"  # the host-authoritative room (peek-proof: test_peek_app.py)
    host.storage.update(storage or {})
    app = App(host, RecordingSurface(), lang="en")
    app.resize(1280, 800, 1.0)
    app.start()
    return app, host


def net(host: FakeHost) -> dict[str, Any]:
    hook: dict[str, Any] = host.published["net"]
    return hook


def open_room(app: App, host: NetHost, game: str = "valley_kings", remote: tuple[int, ...] = (1,)) -> None:
    app.on_action("pick", game)
    for seat in remote:
        app.on_action("seat", f"{seat}:@remote")
    assert 'data-act="net-host"' in host.html["screen"] and 'data-net="ice"' in host.html["screen"]
    app.on_action("net-ice", "local")
    app.on_action("net-host", "")
    assert host.screen == "room"


def join(switch: Switch, code: str, session: dict[str, str] | None = None) -> tuple[App, NetHost, FakePage]:
    page = FakePage(switch, f"join={code}")
    page.session.update(session or {})
    app, host = make(page)
    assert host.screen == "join" and page.hash == ""  # the code leaves the address bar
    return app, host, page


def seated() -> tuple[App, NetHost, App, NetHost, FakePage]:
    """A host's Valley of the Kings room whose guest joined seat 1 and was accepted.

    Returns the host's app and host, then the guest's app, host and page.
    """
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    open_room(happ, hhost)
    gapp, ghost, gpage = join(switch, net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    return happ, hhost, gapp, ghost, gpage


def play(apps: list[tuple[App, NetHost]], rng: random.Random, most: int = 4000) -> None:
    """Whoever may act clicks a random legal action (a panel button or a board target)."""
    for _ in range(most):
        if all(h.published.get("over") for _, h in apps):
            return
        moved = False
        for app, host in apps:
            run(app, host, 200, frame_every=50)
            state = host.published
            if state.get("overlay") == "pass":
                app.on_action("ready", "")
                moved = True
            elif state.get("legal") and not state.get("busy") and not state.get("overlay"):
                app.on_action("act", rng.choice(state["legal"])["action"])
                moved = True
        if not moved:
            for app, host in apps:
                run(app, host, 1000)
    raise AssertionError("the game did not end")


def test_a_host_and_a_guest_play_valley_kings_to_the_end_through_the_screens() -> None:
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    open_room(happ, hhost)
    invite = net(hhost)["invites"]["1"]
    assert invite["status"] == "waiting" and invite["link"] == BASE + "#join=" + invite["code"]
    screen = hhost.html["screen"]
    assert (
        'data-invite="1"' in screen and 'data-net="invite-code"' in screen and 'id="net-answer-1"' in screen
    )
    happ.on_action("net-copy", "1")
    assert hpage.copied == [invite["code"]]
    gapp, ghost, gpage = join(switch, invite["code"])
    answer = net(ghost)["answer"]
    assert answer["status"] == "waiting" and 'data-net="answer-code"' in ghost.html["screen"]
    hpage.fields["net-answer-1"] = answer["code"]
    happ.on_action("net-accept", "1")
    assert hhost.screen == "play" and ghost.screen == "play"
    assert net(ghost)["seat"] == 1 and ghost.published["shown"] == 1
    play([(happ, hhost), (gapp, ghost)], random.Random(4))
    run(happ, hhost, 3000)
    run(gapp, ghost, 3000)
    assert net(ghost)["verified"] is True
    assert 'data-net="verdict"' in ghost.html["overlay"] and 'data-ok="true"' in ghost.html["overlay"]
    assert 'data-net="verdicts"' in hhost.html["overlay"] and 'id="again"' not in ghost.html["overlay"]
    assert json.loads(hhost.storage["net.host"])["phase"] == "over"


def test_a_reloaded_host_offers_to_resume_and_the_guest_rejoins_on_its_seat() -> None:
    happ, hhost, gapp, ghost, gpage = seated()
    rng = random.Random(8)
    for _ in range(6):  # a few moves each way
        for app, host in ((happ, hhost), (gapp, ghost)):
            run(app, host, 300)
            if host.published.get("legal") and not host.published.get("busy"):
                app.on_action("act", rng.choice(host.published["legal"])["action"])
    run(happ, hhost, 300)
    state_id = hhost.published["state_id"]
    view = ghost.published["view"]
    # the host's page reloads: same local storage, a new page
    switch2 = Switch()
    hpage2 = FakePage(switch2)
    happ2, hhost2 = make(hpage2, dict(hhost.storage))
    assert hhost2.screen == "menu" and 'data-act="net-resume"' in hhost2.html["screen"]
    happ2.on_action("net-resume", "")
    assert hhost2.screen == "room" and net(hhost2)["invites"]["1"]["status"] == "waiting"
    # the guest opens the fresh link in the same tab (its session storage kept)
    gapp2, ghost2, _ = join(switch2, net(hhost2)["invites"]["1"]["code"], gpage.session)
    assert "return to your seat" in ghost2.html["screen"]
    hpage2.fields["net-answer-1"] = net(ghost2)["answer"]["code"]
    happ2.on_action("net-accept", "1")
    assert hhost2.screen == "play" and ghost2.screen == "play"
    assert ghost2.published["state_id"] == state_id and net(ghost2)["seat"] == 1
    assert ghost2.published["view"] == view
    play([(happ2, hhost2), (gapp2, ghost2)], rng)
    run(gapp2, ghost2, 3000)
    assert net(ghost2)["verified"] is True, net(ghost2)


def test_a_dropped_guest_is_shown_and_a_computer_may_stand_in() -> None:
    happ, hhost, gapp, ghost, gpage = seated()
    assert gpage.net is not None
    gpage.net.drop("host.1")
    run(happ, hhost, 150)  # peer traffic redraws the play screen at most every 100 ms
    run(gapp, ghost, 150)
    assert 'data-net="lost"' in ghost.html["screen"]
    assert 'data-net="dropped"' in hhost.html["screen"] and 'data-act="net-standin"' in hhost.html["screen"]
    assert net(hhost)["seats"][1]["connected"] is False
    happ.on_action("net-standin", "1")
    assert net(hhost)["seats"][1]["stand_in"] is True
    match = happ.remote.host_room.host.match
    before = sum(1 for seat, _ in match.actions if seat == 1)
    rng = random.Random(1)
    for _ in range(15):  # the host plays on alone; the computer plays seat 1
        run(happ, hhost, 300, frame_every=100)
        if hhost.published.get("legal") and not hhost.published.get("busy"):
            happ.on_action("act", rng.choice(hhost.published["legal"])["action"])
    assert sum(1 for seat, _ in match.actions if seat == 1) > before
    happ.on_action("help", "")
    assert 'data-net="trust"' in hhost.html["overlay"]  # the trust model is in the rules of a remote game
    happ.on_action("close", "")
    happ.on_action("net-room", "")
    assert hhost.screen == "room"


def test_bad_invites_and_a_failed_load_are_explained_and_nothing_breaks() -> None:
    switch = Switch()
    gapp, ghost, gpage = join(switch, "NOT-A-CODE")
    assert net(ghost)["answer"]["status"] == "idle"
    assert "cannot be read" in ghost.html["screen"] and 'id="net-invite"' in ghost.html["screen"]
    gpage.fields["net-invite"] = "   "
    gapp.on_action("net-join", "")
    assert "empty" in net(ghost)["answer"]["error"]
    gapp.on_action("net-leave", "")
    assert ghost.screen == "menu"
    page = FakePage(switch)
    page.fail_load = "ImportError: no pydantic"
    app, host = make(page)
    app.on_action("net-join-open", "")
    page.fields["net-invite"] = "X"
    app.on_action("net-join", "")
    assert net(host)["loading"] == "failed" and "no pydantic" in host.html["screen"]


def test_the_turn_setting_is_checked_and_stored() -> None:
    page = FakePage(Switch())
    app, host = make(page)
    app.on_action("pick", "valley_kings")
    app.on_action("seat", "1:@remote")
    app.on_action("net-ice", "turn")
    assert 'id="net-turn-url"' in host.html["screen"]
    page.fields.update({"net-turn-url": "http://nope", "net-turn-user": "u", "net-turn-pass": "p"})
    app.on_action("net-turn", "")
    assert "turn: or turns:" in host.html["screen"]
    page.fields["net-turn-url"] = "turn:relay.example.org:3478"
    app.on_action("net-turn", "")
    assert host.storage["net.ice"] == "turn" and "relay.example.org" in host.storage["net.turn"]
    assert "turn: or turns:" not in host.html["screen"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_room_and_join_screens_have_every_text_in_both_languages(lang: str) -> None:
    switch = Switch()
    happ, hhost = make(FakePage(switch))
    happ.lang = lang
    open_room(happ, hhost)
    happ.on_action("net-spectator", "")
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["1"]["code"])
    gapp.lang = lang
    gapp.render_dom()
    for html in (hhost.html["screen"], ghost.html["screen"]):
        assert "net." not in html.replace("data-net", "").replace("net-", ""), html
    assert 'data-invite="spectator"' in hhost.html["screen"] and 'data-net="trust"' in hhost.html["screen"]


def shows_german(html: str, english: str) -> None:
    """``english`` (a reason of the core) is on the screen in German only."""
    from pharaoh.net.reasons import parse
    from pharaoh.web.html import esc
    from pharaoh.web.netreasons import localize

    german = localize("de", english)
    assert parse(english) is not None and german != english, english
    assert esc(english) not in html and esc(german) in html, (english, german)


@pytest.mark.parametrize("code", ["NOT-A-CODE", "", "A", "!!!!"])
def test_a_damaged_invite_code_is_explained_in_german(code: str) -> None:
    from pharaoh.net import sdp

    with pytest.raises(sdp.SdpError) as why:
        sdp.read_code(code)
    gapp, ghost, gpage = join(Switch(), "X")
    gapp.lang = "de"
    gpage.fields["net-invite"] = code or "   "
    gapp.on_action("net-join", "")
    error = net(ghost)["answer"]["error"]
    assert str(why.value) in error
    shows_german(ghost.html["screen"], error)


def test_a_damaged_answer_and_failed_links_are_explained_in_german_on_the_host() -> None:
    from pharaoh.net.reasons import reason

    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    happ.lang = "de"
    open_room(happ, hhost)
    code = net(hhost)["invites"]["1"]["code"]
    hpage.fields["net-answer-1"] = code[:-4]
    happ.on_action("net-accept", "1")
    shows_german(hhost.html["screen"], net(hhost)["invites"]["1"]["error"])
    room = happ.remote.host_room
    failure = reason("link.refused_answer", error="InvalidStateError: closed")
    room.on_failed(room.invites["1"].link, failure)
    happ.render_dom()
    shows_german(hhost.html["screen"], failure)
    assert "InvalidStateError: closed" in hhost.html["screen"]  # the browser's own words, as they came


def german_guest() -> tuple[App, NetHost, Any]:
    """A guest page in German that pasted a host's invite, and its room."""
    switch = Switch()
    happ, hhost = make(FakePage(switch))
    open_room(happ, hhost)
    gapp, ghost, _ = join(switch, net(hhost)["invites"]["1"]["code"])
    gapp.lang = "de"
    return gapp, ghost, gapp.remote.guest_room


def test_a_refusal_a_farewell_and_a_failed_link_reach_a_german_guest_in_german() -> None:
    from pharaoh.net.messages import Bye, Error, encode_message
    from pharaoh.net.reasons import reason

    refusal = reason("refused.seat_taken", seat=1)
    gapp, ghost, room = german_guest()
    room.on_message(room.link, encode_message(Error(code="seat_taken", message=refusal, state_id=None)))
    gapp.render_dom()
    shows_german(ghost.html["screen"], refusal)
    gapp, ghost, room = german_guest()
    made_up = "you lost, give up"  # a hostile host's free text: as it came, marked as its words
    room.on_message(room.link, encode_message(Error(code="seat_taken", message=made_up, state_id=None)))
    gapp.render_dom()
    assert "„you lost, give up“ (so schrieb es die Gegenseite)" in ghost.html["screen"]
    gapp, ghost, room = german_guest()
    room.on_message(room.link, encode_message(Bye(reason=reason("bye.host_left"))))
    gapp.render_dom()
    shows_german(ghost.html["screen"], reason("bye.host_left"))
    # the host's words even when they are one of our sentences: never read as the page's own
    assert "„der Gastgeber hat den Raum verlassen“ (so schrieb es die Gegenseite)" in ghost.html["screen"]
    for failure in (reason("link.no_route"), reason("link.timeout", seconds=30)):
        gapp, ghost, room = german_guest()
        room.on_failed(room.link, failure)
        gapp.render_dom()
        shows_german(ghost.html["screen"], failure)


def test_a_refused_action_in_play_is_said_in_german() -> None:
    from pharaoh.net.reasons import reason

    happ, hhost, gapp, ghost, _ = seated()
    assert ghost.screen == "play"
    gapp.lang = "de"
    result = gapp.session.act(1, "no such move")
    english = reason("play.not_your_move", text="'no such move'")
    assert not result.ok and result.error == gapp.session.error != english
    assert result.error == "'no such move' gehört jetzt nicht zu deinen Zügen"


def test_the_hosts_line_on_refused_messages_is_german() -> None:
    from pharaoh.net.messages import Action, encode_message

    happ, hhost, gapp, ghost, _ = seated()
    happ.lang = "de"
    room = happ.remote.host_room
    link = next(iter(room.host.peers))
    state = room.host.match.state_id
    room.on_message(link, encode_message(Action(seat=1, state_id=state + 5, text="x")))
    happ.render_dom()
    html = "".join(hhost.html.values())
    assert "veralteter Stand" in html and "stale" not in html.replace('data-net="refused"', "")
