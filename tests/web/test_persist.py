"""Local games survive a reload: the autosave, "continue the last game", save files to download and load."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from fakes import FakeHost, make_app, run

from pharaoh.engine.bot import bot_factories
from pharaoh.engine.match import Record
from pharaoh.savefile import save_body, save_checksum
from pharaoh.saves import SaveError, SeatPlan, load_save, record_digest, save_text
from pharaoh.web.app import App
from pharaoh.web.persist import AUTOSAVE_KEY, autosave_text
from pharaoh.web.persist import RESCUE_KEY as PERSIST_RESCUE
from pharaoh.web.surface import RecordingSurface


class SaveHost(FakeHost):
    """A fake browser that can download files (and, optionally, load packages through a page)."""

    def __init__(self) -> None:
        super().__init__()
        self.downloads: list[tuple[str, str]] = []

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))


class SlowPage:
    """The page's package loader, answering only when the test says so."""

    def __init__(self) -> None:
        self.pending: list[Callable[[str], None]] = []
        self.loads: list[list[str]] = []

    def load_packages(self, names: list[str], done: Callable[[str], None]) -> None:
        self.loads.append(names)
        self.pending.append(done)

    def fragment(self) -> str:
        return ""

    def session_load(self, key: str) -> str | None:
        return None


class PageHost(SaveHost):
    def __init__(self, page: SlowPage) -> None:
        super().__init__()
        self.page = page

    def net_page(self) -> SlowPage:
        return self.page


def boot(host: FakeHost, storage: dict[str, str] | None = None, lang: str = "en") -> App:
    """A page load with ``storage`` kept from before."""
    host.storage.update(storage or {"speed": "20"})
    app = App(host, RecordingSurface(), lang=lang)
    app.resize(1280, 800, 2.0)
    app.start()
    return app


def start(app: App, game: str, bots: list[str]) -> None:
    app.on_action("pick", game)
    app.on_action("players", str(len(bots)))
    for seat, bot in enumerate(bots):
        app.on_action("seat", f"{seat}:{bot}")
    app.on_action("start", "")


def step(app: App, host: FakeHost, rng: random.Random) -> bool:
    """Let the computers move, then play one move of the person on screen; False if none was possible."""
    run(app, host, 200)
    if app.overlay == "pass":
        app.on_action("ready", "")
        run(app, host, 50)
    legal = [e["action"] for e in host.published.get("legal") or []]
    if not legal or host.published.get("busy"):
        return False
    app.on_action("act", rng.choice(legal))
    return True


def stored(host: FakeHost) -> dict[str, Any]:
    blob: dict[str, Any] = json.loads(host.storage[AUTOSAVE_KEY])
    return blob


def test_every_action_is_stored_at_once() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(4)
    played = 0
    for _ in range(60):
        if step(app, host, rng):
            played += 1
            save = stored(host)["save"]
            assert len(save["actions"]) == app.session.match.state_id, "stored right after the action"
            assert save["checksum"] == save_checksum(app.session.match.record().to_json(), save["seats"])
        if played >= 6 or app.session.outcome() is not None:
            break
    assert played >= 3
    assert load_save(json.dumps(stored(host)["save"])).match.digest() == app.session.match.digest()


def five_moves_in() -> tuple[App, FakeHost]:
    """A Tara Wolf game against the computer, five of the person's moves in (its page and app)."""
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "heuristic"])
    rng = random.Random(2)
    for _ in range(5):
        step(app, host, rng)
    run(app, host, 400)
    return app, host


def test_a_reload_continues_on_the_same_state_and_view() -> None:
    app, host = five_moves_in()
    before = dict(host.published)
    assert before["state_id"] >= 3 and not before["over"]

    again = SaveHost()
    page = boot(again, dict(host.storage))
    menu = again.html["screen"]
    assert 'id="continue"' in menu and "Continue the last game" in menu and "Tara Wolf" in menu
    page.on_action("save-continue", "")
    run(page, again, 400)
    after = again.published
    assert again.screen == "play" and page.game_id == "valley_kings"
    assert after["state_id"] == before["state_id"] and after["view"] == before["view"]
    assert after["shown"] == before["shown"] and after["humans"] == before["humans"]
    assert [e["action"] for e in after["legal"]] == [e["action"] for e in before["legal"]]
    assert page.session.seats[1].bot == "heuristic", "the computer keeps its strength"
    assert 'id="save"' in again.html["screen"]


def test_a_game_stored_by_the_older_page_still_continues_and_is_stored_anew() -> None:
    """Save version 1 (before the checksum covered the seats) is still opened from storage."""
    app, host = five_moves_in()
    rng = random.Random(2)
    blob = stored(host)
    blob["save"]["version"], blob["save"]["checksum"] = 1, app.session.match.digest()
    again = SaveHost()
    page = boot(again, {**host.storage, AUTOSAVE_KEY: json.dumps(blob)})
    page.on_action("save-continue", "")
    run(page, again, 400)
    assert again.screen == "play" and page.session.match.digest() == app.session.match.digest()
    for _ in range(10):
        if step(page, again, rng):
            break
    assert stored(again)["save"]["version"] == 2


def test_a_game_with_two_people_continues_behind_the_privacy_screen() -> None:
    app, host, _ = make_app(speed=20, lang="de")
    start(app, "mummy_curse", ["", "", "random"])
    rng = random.Random(5)
    for _ in range(4):
        step(app, host, rng)
    run(app, host, 400)
    state_id = app.session.match.state_id

    again = FakeHost()
    page = boot(again, dict(host.storage), lang="de")
    assert "Letztes Spiel fortsetzen" in again.html["screen"]
    page.on_action("save-continue", "")
    run(page, again, 200)
    assert page.overlay == "pass" and again.published["view"] is None, "nobody's secrets before the tap"
    assert again.published["state_id"] >= state_id
    page.on_action("ready", "")
    assert page.overlay == "" and again.published["legal"]


def test_a_finished_game_is_cleared() -> None:
    app, host, _ = make_app(speed=50)
    start(app, "valley_kings", ["random", "random"])
    run(app, host, 500)
    assert AUTOSAVE_KEY in host.storage and host.storage[AUTOSAVE_KEY], "stored while it runs"
    for _ in range(400):
        run(app, host, 2000)
        if app.session.outcome() is not None:
            break
    assert app.session.outcome() is not None
    assert host.storage[AUTOSAVE_KEY] == ""
    app.on_action("quit", "")
    assert 'id="continue"' not in host.html["screen"]


def test_a_tampered_stored_game_is_named_and_removed_and_the_menu_works() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(8)
    while app.session.match.state_id < 3:
        step(app, host, rng)
    blob = stored(host)
    blob["save"]["seed"] += 1
    again = FakeHost()
    page = boot(again, {"speed": "20", AUTOSAVE_KEY: json.dumps(blob)})
    page.on_action("save-continue", "")
    assert again.screen == "menu" and again.storage[AUTOSAVE_KEY] == ""
    assert "damaged and has been removed" in again.html["screen"]
    assert "changed after it was saved" in again.html["screen"]
    assert 'id="continue"' not in again.html["screen"]
    page.on_action("pick", "valley_kings")
    page.on_action("start", "")
    assert again.screen == "play"


def test_a_stored_game_that_cannot_continue_can_still_be_downloaded() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(8)
    while app.session.match.state_id < 3:
        step(app, host, rng)
    blob = stored(host)
    blob["save"]["actions"][-1][1] = "no such move"  # a game this version cannot continue
    again = SaveHost()
    page = boot(again, {"speed": "20", AUTOSAVE_KEY: json.dumps(blob)})
    page.on_action("save-continue", "")
    assert again.storage[AUTOSAVE_KEY] == "" and "has been removed" in again.html["screen"]
    assert 'id="rescue"' in again.html["screen"]
    page.on_action("save-rescue", "")
    ((name, text),) = again.downloads
    assert name.startswith("pharaoh-valley_kings-") and json.loads(text) == blob["save"]
    assert again.storage[PERSIST_RESCUE] == "" and 'id="rescue"' not in again.html["screen"]

    junk = SaveHost()
    boot(junk, {"speed": "20", AUTOSAVE_KEY: "{not json"})
    assert 'id="rescue"' in junk.html["screen"]
    junk_app = boot(junk, {})
    junk_app.on_action("save-forget", "")
    assert junk.storage[PERSIST_RESCUE] == "" and not junk.downloads


def test_a_removed_game_of_the_older_page_is_kept_as_a_file_a_later_page_can_load(monkeypatch: Any) -> None:
    """A version-1 *file* is refused, so the rescued game is written as version 2, under its old rules."""
    app, host, _ = make_app(speed=20)
    start(app, "mummy_spell", ["", "random", "random"])
    rng = random.Random(3)
    while app.session.match.state_id < 4:
        step(app, host, rng)
    blob = stored(host)
    save = blob["save"]
    save["seats"][2]["bot"] = "oracle"  # a computer this page no longer knows: it cannot continue
    actions = tuple((seat, text) for seat, text in save["actions"])
    old = Record("mummy_spell", save["seed"], 3, save["options"], actions)
    save["version"], save["checksum"] = 1, record_digest(old)  # as the older page stored it
    again = SaveHost()
    page = boot(again, {"speed": "20", AUTOSAVE_KEY: json.dumps(blob)})
    page.on_action("save-continue", "")
    assert "has been removed" in again.html["screen"] and "oracle" in again.html["screen"]
    page.on_action("save-rescue", "")
    ((_, text),) = again.downloads
    kept = json.loads(text)
    assert kept["version"] == 2 and kept["options"] == {**save["options"], "rules": 1}
    assert kept["actions"] == save["actions"] and kept["seats"] == save["seats"]
    with pytest.raises(SaveError, match="oracle"):  # today: the unknown computer, not "older version"
        load_save(text)
    known = {**bot_factories("mummy_spell"), "oracle": bot_factories("mummy_spell")["random"]}
    monkeypatch.setattr("pharaoh.saves.bot_factories", lambda game: known)  # a later page that knows it
    loaded = load_save(text)
    assert loaded.match.options["rules"] == 1 and loaded.match.state_id == len(save["actions"])

    tampered = {**blob, "save": {**save, "seed": save["seed"] + 1}}  # the old checksum no longer holds
    other = SaveHost()
    page = boot(other, {"speed": "20", AUTOSAVE_KEY: json.dumps(tampered)})
    page.on_action("save-continue", "")
    page.on_action("save-rescue", "")
    ((_, text),) = other.downloads
    assert json.loads(text) == tampered["save"]  # kept as it was, not vouched for anew


def test_garbage_in_storage_is_removed_at_load_with_a_message() -> None:
    for junk in ("{not json", "[1, 2]", '{"kind": "pharaoh-autosave", "save": 3}'):
        host = FakeHost()
        page = boot(host, {"speed": "20", AUTOSAVE_KEY: junk})
        assert host.storage[AUTOSAVE_KEY] == "" and page.screen == "menu"
        assert "damaged" in host.html["screen"] and 'id="continue"' not in host.html["screen"]


def test_the_save_button_downloads_a_file_that_loads_back_exactly() -> None:
    host = SaveHost()
    app = boot(host)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(6)
    while app.session.match.state_id < 4:
        step(app, host, rng)
    run(app, host, 200)  # the computer's reply, if it is its turn: the saved game waits for the person
    before = dict(host.published)
    app.on_action("save-download", "")
    ((name, text),) = host.downloads
    assert name.startswith("pharaoh-valley_kings-") and name.endswith(".json")
    assert "Saved as" in host.html["screen"]
    loaded = load_save(text)
    assert loaded.match.digest() == app.session.match.digest()

    other = FakeHost()
    page = boot(other)
    page.on_file("save-load", text)
    run(page, other, 400)
    assert other.screen == "play" and other.published["state_id"] == before["state_id"]
    assert other.published["view"] == before["view"]
    assert load_save(json.dumps(stored(other)["save"])).match.digest() == loaded.match.digest()


def test_a_changed_or_broken_file_is_explained_and_the_menu_goes_on() -> None:
    host = SaveHost()
    app = boot(host)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(9)
    while app.session.match.state_id < 3:
        step(app, host, rng)
    app.on_action("save-download", "")
    body = json.loads(host.downloads[0][1])
    seats_flipped = json.loads(host.downloads[0][1])
    seats_flipped["seats"].reverse()  # the computer's seat made the person's: its cards would show
    old = json.loads(host.downloads[0][1])
    old["version"], old["checksum"] = 1, app.session.match.digest()  # version 1: seats unchecked
    body["actions"][0][1] = body["actions"][1][1]
    cases = {
        json.dumps(body): "changed after it was saved",
        json.dumps(seats_flipped): "changed after it was saved",
        json.dumps(old): "older version of the page",
        host.downloads[0][1][:40]: "not valid JSON",
        "": "not valid JSON",
        "x" * (9 * 1024 * 1024): "too big",
    }
    for text, reason in cases.items():
        other = FakeHost()
        page = boot(other)
        page.on_file("save-load", text)
        assert other.screen == "menu", reason
        assert "This saved game cannot be loaded" in other.html["screen"] and reason in other.html["screen"]
        page.on_action("pick", "mummy_curse")
        assert other.screen == "setup"


def test_a_files_seat_problem_is_explained_in_the_pages_language() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    body = json.loads(autosave_text(app.session, "en"))["save"]
    body["seats"][1]["bot"] = "grandmaster"
    body["checksum"] = save_checksum(app.session.match.record().to_json(), body["seats"])
    other = FakeHost()
    page = boot(other, lang="de")
    page.on_file("save-load", json.dumps(body))
    screen = other.html["screen"]
    assert "Dieser Spielstand lässt sich nicht laden" in screen and "kein Computerspieler" in screen
    assert "no computer player" not in screen
    body["seats"][1]["bot"] = "random"
    body["actions"].append([0, "zzz"])  # a move today's rules refuse
    record = {**app.session.match.record().to_json(), "actions": body["actions"]}
    body["checksum"] = save_checksum(record, body["seats"])
    page.on_file("save-load", json.dumps(body))
    screen = other.html["screen"]
    assert "ist nicht erlaubt" in screen and "is not legal" not in screen
    assert "keine Aktion: &#x27;zzz&#x27;" in screen and "not an action" not in screen  # the engine's too


def test_loading_pydantic_shows_a_state_and_a_failure_is_explained() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    rng = random.Random(1)
    while app.session.match.state_id < 2:
        step(app, host, rng)
    state_id = app.session.match.state_id

    slow = SlowPage()
    again = PageHost(slow)
    page = boot(again, dict(host.storage))
    page.saves.ready = False  # as in a fresh browser page, where pydantic is not there yet
    page.on_action("save-continue", "")
    assert slow.loads == [["pydantic"]] and again.published["saves"]["loading"] == "stored"
    assert "Loading the game" in again.html["screen"] and "disabled" in again.html["screen"]
    page.on_action("save-continue", "")
    assert len(slow.pending) == 1, "one load at a time"
    slow.pending.pop()("")
    run(page, again, 300)
    assert again.screen == "play" and again.published["state_id"] == state_id

    failing = SlowPage()
    third = PageHost(failing)
    page = boot(third, dict(again.storage))
    page.saves.ready = False
    page.on_action("save-continue", "")
    failing.pending.pop()("OSError: no wheel")
    assert third.screen == "menu" and "OSError: no wheel" in third.html["screen"]
    assert third.storage[AUTOSAVE_KEY], "a failed load keeps the stored game for another try"


def test_the_stored_body_is_a_save_file() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "mummy_curse", ["random", "", "random"])
    rng = random.Random(3)
    while app.session.match.state_id < 5:
        step(app, host, rng)
    s = app.session
    text = autosave_text(s, "en", created="2025-11-22T10:00:00Z")
    plans = [SeatPlan(r["kind"], r["name"], r["bot"]) for r in json.loads(text)["save"]["seats"]]
    assert json.loads(text)["save"] == json.loads(save_text(s.match, plans, created="2025-11-22T10:00:00Z"))
    assert save_body(s.match, [], "x")["checksum"] == save_checksum(s.match.record().to_json(), [])


def test_discard_forgets_the_stored_game() -> None:
    app, host, _ = make_app(speed=20)
    start(app, "valley_kings", ["", "random"])
    step(app, host, random.Random(2))
    again = FakeHost()
    page = boot(again, dict(host.storage))
    page.on_action("save-discard", "")
    assert again.storage[AUTOSAVE_KEY] == "" and 'id="continue"' not in again.html["screen"]


JUNK = {
    "malformed": '{"kind": "pharaoh-autosave", "save": {"game": ',
    "deeply nested": "[" * 200_000 + "]" * 200_000,
    "nested objects": '{"kind": "pharaoh-autosave", "save": ' + '{"a":' * 50_000 + "1" + "}" * 50_001,
    "huge": '{"kind": "pharaoh-autosave", "save": {"game": "valley_kings", "x": "' + "x" * 9_000_000 + '"}}',
    "wrong types": '{"kind": "pharaoh-autosave", "save": {"game": ["valley_kings"], "actions": {}}}',
    "not an object": "[1, 2, 3]",
    "binary": "\x00\x01\ufffd\ud800" * 100,
}


def test_junk_in_every_stored_key_is_refused_with_a_message_and_the_page_boots_to_the_menu() -> None:
    from test_room_app import FakePage, NetHost

    from net.fakenet import Switch

    for name, junk in JUNK.items():
        # the autosaved local game
        host = FakeHost()
        page = boot(host, {"speed": "20", AUTOSAVE_KEY: junk})
        assert page.screen == "menu", name
        assert host.storage[AUTOSAVE_KEY] == "" and "damaged" in host.html["screen"], name
        # the stored room of a host and the stored guest of a tab, the name and the connection setting
        net_page = FakePage(Switch())
        net_page.session["net.guest"] = junk
        nhost = NetHost(net_page)
        kept = {"net.host": junk, "net.ice": junk, "net.turn": junk, "net.name": junk}
        app = boot(nhost, {"speed": "20", **kept})
        assert app.screen == "menu", name
        assert net_page.session["net.guest"] == "", name
        assert "stored seat was damaged" in nhost.html["screen"], name
        app.on_action("net-resume", "")  # the menu offers to resume the stored room: refused, with a reason
        assert app.screen == "menu" and "net.host" in nhost.storage and nhost.storage["net.host"] == "", name
        assert "room" in nhost.html["screen"].lower(), name
        app.on_action("net-join-open", "")  # joining still works with a name made up for the junk one
        assert app.screen == "join", name
        assert app.remote is not None
        guest_name = app.remote._guest_room().guest.name
        assert guest_name in (junk, "Guest") and 1 <= len(guest_name) <= 40 and guest_name.isprintable(), name


def test_a_stored_guest_that_only_pydantic_can_refuse_is_removed_when_joining() -> None:
    from test_room_app import FakePage, NetHost

    from net.fakenet import Switch

    net_page = FakePage(Switch())
    net_page.session["net.guest"] = '{"format": "pharaoh-guest", "version": 1, "name": 7}'
    nhost = NetHost(net_page)
    app = boot(nhost, {"speed": "20"})
    assert app.screen == "join"  # it looks like a guest: the page goes to rejoin
    assert app.remote is not None
    room = app.remote._guest_room()
    assert room.guest.token is None and net_page.session["net.guest"] == ""
    assert "stored seat was damaged" in app.remote.html()
