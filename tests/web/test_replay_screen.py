"""The replay screen in the app (fake browser): entries, controls, eyes, privacy and export.

A game is played to its end by computers (or stopped half-way and stored), then watched
again: the board shows each position as the engine rebuilds it, the controls step, play
and jump, the eyes offered follow the policy of :mod:`pharaoh.engine.replay`, an
unfinished game never shows what its watcher may not see, and the exported log is the
log panel's lines.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest
from fakes import FakeHost, make_app, run, start

from pharaoh.engine.game import events_for
from pharaoh.engine.match import Match, Record
from pharaoh.savefile import save_body
from pharaoh.saves import load_save
from pharaoh.web import logbook
from pharaoh.web.app import App
from pharaoh.web.export import log_lines
from pharaoh.web.html import esc
from pharaoh.web.persist import AUTOSAVE_KEY
from pharaoh.web.replay import FINISHED_KEY, STEP_MS


def downloads(host: FakeHost) -> list[tuple[str, str]]:
    got: list[tuple[str, str]] = []
    host.download = lambda name, text: got.append((name, text))  # type: ignore[attr-defined]
    return got


def finish(app: App, host: FakeHost, game_id: str, bots: list[str], limit_ms: float = 4e6) -> None:
    start(app, game_id, bots)
    spent = 0.0
    while app.overlay != "over" and spent < limit_ms:
        run(app, host, 5000)
        spent += 5000
    assert app.overlay == "over", f"{game_id} did not end"


class LogItems(HTMLParser):
    """The log panel's items as (kind, text): ``round``, ``line``, ``head`` (a headline), ``detail``."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple[str, str]] = []
        self._stack: list[str] = []
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        cls = dict(attrs).get("class") or ""
        if tag == "li":
            kind = "round" if cls == "round" else "group" if cls == "group" else "li"
            if self._stack and self._stack[-1] in ("group", "summary"):
                kind = "detail"
            self._stack.append(kind)
            self._text = ""
        elif tag == "summary":
            self._stack.append("summary")
            self._text = ""

    def handle_endtag(self, tag: str) -> None:
        if tag in ("li", "summary") and self._stack:
            kind = self._stack.pop()
            if kind == "summary":
                self.items.append(("head", self._text))
            elif kind in ("round", "li", "detail"):
                self.items.append(({"li": "line"}.get(kind, kind), self._text))
            if kind == "detail":
                self._text = ""

    def handle_data(self, data: str) -> None:
        self._text += data


def panel_lines_oldest_first(html: str) -> list[str]:
    """The log panel's lines (newest first there) in the export's order: oldest first."""
    parser = LogItems()
    parser.feed(html)
    chapters: list[list[list[str]]] = [[]]
    for kind, text in parser.items:
        if kind == "round":
            chapters.append([[text]])
        elif kind == "detail":
            chapters[-1][-1].append("    " + text)
        else:
            chapters[-1].append([text])
    out: list[str] = []
    for chapter in reversed([c for c in chapters if c]):
        head = [chapter[0]] if chapter[0] and re.match(r"^(Round|Runde) \d+$", chapter[0][0]) else []
        lines = chapter[len(head) :]
        out += [line for group in head for line in group]
        out += [line for group in reversed(lines) for line in group]
    return out


def test_a_finished_game_is_watched_back_and_forth_from_the_end_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # one fixed game: how many steps a timed playback makes depends on each step's animation
    monkeypatch.setattr("pharaoh.web.app.new_seed", lambda: 4242)
    app, host, _ = make_app(speed=50)
    finish(app, host, "valley_kings", ["casual", "casual"])
    assert 'data-act="replay-open"' in host.html["overlay"]
    match = app.session.match
    app.on_action("replay-open", "")
    screen = app.replays.screen
    assert app.screen == "replay" and screen is not None
    assert screen.eye == "all" and screen.eyes == ("all", "table", "0", "1")
    assert screen.at == match.state_id and screen.replay.finished
    last = screen.board.seat_name(match.actions[-1][0], "en")
    assert f'id="replay-through">Through the eyes of {last}<' in host.html["screen"]
    hook = host.published["replay"]
    assert hook["at"] == hook["length"] == match.state_id
    # back and forward: the board's view is the engine's at each position
    views = []
    for act in ("back", "back", "forward"):
        app.on_action(f"replay-{act}", "")
        run(app, host, 200)
        hook = host.published["replay"]
        views.append(hook["view"])
        prefix = Match.replay(Record("valley_kings", match.seed, 2, {}, tuple(match.actions[: hook["at"]])))
        assert hook["view"] == prefix.view(hook["seat"])
        assert screen.board.view == hook["view"]  # type: ignore[attr-defined]
    assert [host.published["replay"]["at"]] == [match.state_id - 1]
    assert views[0] != views[1] and views[2] == views[0]
    # jump to a round, the slider, keys
    rounds = host.published["replay"]["rounds"]
    assert len(rounds) > 1
    app.on_action("replay-round", str(rounds[1]))
    assert host.published["replay"]["round"] == rounds[1]
    app.on_action("replay-go", "7")
    assert host.published["replay"]["at"] == 7
    app.on_key("ArrowRight")
    app.on_key("ArrowRight")
    app.on_key("ArrowLeft")
    assert host.published["replay"]["at"] == 8
    app.on_key("Home")
    assert host.published["replay"]["at"] == 0
    app.on_key("PageDown")
    assert host.published["replay"]["round"] == rounds[1]
    app.on_key("End")
    assert host.published["replay"]["at"] == match.state_id
    # play at a chosen speed from the start; pause
    app.on_action("replay-speed", "4")
    app.on_action("replay-first", "")
    app.on_action("replay-play", "")
    assert host.published["replay"]["playing"]
    window = 5 * STEP_MS / 4  # the app's ms in which 4x may make at most five steps
    run(app, host, window / 50 + 1)
    moved = host.published["replay"]["at"]
    assert 1 <= moved <= 5, moved  # a step waits for the last one's animation, never less than the pace
    run(app, host, window / 50)
    assert host.published["replay"]["at"] > moved  # still playing
    moved = host.published["replay"]["at"]
    app.on_key("p")
    run(app, host, 2000)
    assert not host.published["replay"]["playing"] and host.published["replay"]["at"] == moved
    # through one seat's eyes, and back to the end screen
    app.on_action("replay-eye", "1")
    assert host.published["replay"]["seat"] == 1 and host.published["replay"]["eye"] == "1"
    app.on_action("replay-leave", "")
    assert app.screen == "play" and app.overlay == "over"


def test_the_exported_log_is_the_log_panels_lines() -> None:
    app, host, _ = make_app(speed=50)
    got = downloads(host)
    finish(app, host, "mummy_curse", ["casual", "casual"])
    match = app.session.match
    app.on_action("replay-open", "")
    screen = app.replays.screen
    assert screen is not None
    for eye in ("all", "0", "1", "table"):
        app.on_action("replay-eye", eye)
        app.on_action("replay-log", "")
        name, text = got[-1]
        assert name.startswith("pharaoh-mummy_curse-log-") and name.endswith(".txt")
        body = text.split("\n\n", 1)[1].rstrip("\n").split("\n")
        events = screen.replay.events(screen.replay.length, eye)
        chronicle = logbook.chronicle_for("mummy_curse")
        panel = logbook.log_html(events, chronicle, "en", screen._describe, 10**6)
        assert [line for line in body if line] == panel_lines_oldest_first(panel)
        assert body == log_lines(events, chronicle, "en", screen._describe)
        if eye in ("0", "1"):
            assert events == events_for(match.log, int(eye))
    # the log exported from the end screen is the shown seat's, as the play panel showed it
    app.on_action("replay-leave", "")
    app.on_action("replay-over-log", "")
    name, text = got[-1]
    assert "As seen by: Table" in text  # computers only: the screen showed the spectator's view
    # the save file loads again and is the same match
    app.on_action("replay-over-save", "")
    name, text = got[-1]
    assert name.endswith(".json") and load_save(text).match.digest() == match.digest()


def test_the_log_export_in_german() -> None:
    app, host, _ = make_app(speed=50, lang="de")
    got = downloads(host)
    finish(app, host, "valley_kings", ["casual", "casual"])
    app.on_action("replay-open", "")
    app.on_action("replay-log", "")
    text = got[-1][1]
    assert text.startswith("Tara Wolf im Tal der Könige – Spielbericht\nGesehen von: Alles")
    assert "Runde 2" in text and "Round" not in text


def test_the_menu_offers_the_last_finished_game_and_a_file() -> None:
    app, host, _ = make_app(speed=50)
    finish(app, host, "valley_kings", ["casual", "casual"])
    digest = app.session.match.digest()
    assert host.storage.get(FINISHED_KEY) and not host.storage.get(AUTOSAVE_KEY)
    app.on_action("quit", "")
    assert 'id="watch-last"' in host.html["screen"] and 'id="watch-file"' in host.html["screen"]
    app.on_action("replay-finished", "")
    screen = app.replays.screen
    assert app.screen == "replay" and screen is not None and screen.replay.finished
    assert Match.replay(screen.replay.record).digest() == digest
    app.on_action("replay-leave", "")
    assert app.screen == "menu"
    # a damaged file: a notice, the menu stays
    app.on_file("replay-load", '{"format": "pharaoh-save"')
    assert app.screen == "menu" and "cannot be replayed" in host.html["screen"]


def stored_game(app: App, host: FakeHost, bots: list[str], moves: int) -> Match:
    """Play ``moves`` actions of Der Fluch der Mumie (people play their first legal action); autosaved."""
    start(app, "mummy_curse", bots)
    session = app.session
    for _ in range(2000):
        if session.match.state_id >= moves:
            break
        if session.veiled is not None:
            app.on_action("ready", "")
        legal = session.legal()
        if legal:
            app.play(legal[0])
        run(app, host, 300)
    assert session.match.state_id >= moves and session.outcome() is None
    stored = host.storage[AUTOSAVE_KEY]
    assert stored
    actions = tuple((seat, text) for seat, text in json.loads(stored)["save"]["actions"])
    return Match.replay(Record(session.game_id, session.seed, len(bots), {}, actions))


def shows_only(app: App, host: FakeHost, match: Match, seat: int | None) -> None:
    """The replay on screen shows ``seat``'s view and log (as the play screen would), nothing more."""
    screen = app.replays.screen
    assert screen is not None
    hook = host.published["replay"]
    assert hook["seat"] == seat and hook["view"] == screen.replay.view(hook["at"], seat)
    actions = tuple(match.actions[: hook["at"]])
    prefix = Match.replay(Record(match.game_id, match.seed, match.players, {}, actions))
    assert hook["view"] == prefix.view(seat)
    assert screen.replay.events(hook["at"], hook["eye"]) == prefix.log_for(seat)
    events = screen.replay.events(hook["at"], hook["eye"])
    chronicle = logbook.chronicle_for(match.game_id)
    assert logbook.log_html(events, chronicle, app.lang, screen._describe, 60) in host.html["screen"]


def test_an_unfinished_game_with_one_person_shows_that_seat_or_the_table_only() -> None:
    app, host, _ = make_app(speed=50)
    match = stored_game(app, host, ["casual", "", "casual"], 12)
    app.on_action("quit", "")
    app.on_action("replay-stored", "")
    screen = app.replays.screen
    assert screen is not None and not screen.replay.finished
    assert screen.eyes == ("table", "1") and screen.eye == "1"
    assert 'data-arg="all"' not in host.html["screen"] and 'data-arg="0"' not in host.html["screen"]
    for at in range(0, match.state_id + 1, 3):
        app.on_action("replay-go", str(at))
        shows_only(app, host, match, 1)
    # the mummy's eyes (a computer) and everything are refused: nothing changes
    for eye in ("0", "2", "all"):
        app.on_action("replay-eye", eye)
        assert host.published["replay"]["eye"] == "1"
    app.on_action("replay-eye", "table")
    shows_only(app, host, match, None)
    # the exported log is the chosen eye's
    got = downloads(host)
    app.on_action("replay-log", "")
    assert "As seen by: Table" in got[-1][1]


def test_an_unfinished_game_of_several_people_shows_a_seat_only_behind_the_privacy_screen() -> None:
    app, host, surface = make_app(speed=50)
    match = stored_game(app, host, ["", "", "casual"], 10)
    app.on_action("quit", "")
    app.on_action("replay-stored", "")
    screen = app.replays.screen
    assert screen is not None
    assert screen.eyes == ("table", "0", "1") and screen.eye == "table"
    app.on_action("replay-eye", "1")
    hook = host.published["replay"]
    assert hook["veiled"] == "1" and hook["view"] is None and hook["eye"] == "table"
    panel = host.html["screen"]
    assert 'id="replay-show"' in panel and 'id="log"' not in panel and 'id="replay-log"' not in panel
    app.on_action("replay-log", "")  # no export behind the privacy screen
    got = downloads(host)
    app.on_action("replay-log", "")
    assert got == []
    app.on_key("ArrowRight")  # nothing moves behind it
    assert host.published["replay"]["at"] == hook["at"]
    # the screen-reader mirror says only whom to pass to, nothing of the board
    from pharaoh.web.mirror import news_html

    assert host.html["mirror-view"] == ""
    assert host.html["mirror-news"] == news_html("en", veiled=screen.eye_name("1"), turn="", recent=())
    app.on_action("replay-unveil", "show")
    assert host.published["replay"]["eye"] == "1"
    shows_only(app, host, match, 1)
    # the screen-reader mirror reads the position and the board from that seat's view
    from pharaoh.web.mirror import board_lines

    lines = board_lines(match.game, screen.replay.view(screen.at, 1), "en")
    assert lines and all(esc(line) in host.html["mirror-view"] for line in lines)
    assert esc(screen.position_text()) in host.html["mirror-news"]
    # to the other person: the privacy screen again
    app.on_action("replay-eye", "0")
    assert host.published["replay"]["veiled"] == "0"
    app.on_key("Escape")
    assert host.published["replay"]["eye"] == "table" and host.published["replay"]["veiled"] is None


@pytest.mark.parametrize("width,height", [(360, 640), (1280, 800)])
def test_the_panel_has_every_control_in_both_languages(width: int, height: int) -> None:
    app, host, _ = make_app(width=width, height=height, speed=50)
    finish(app, host, "valley_kings", ["casual", "casual"])
    app.on_action("replay-open", "")
    for lang in ("en", "de"):
        app.lang = lang
        app.render_dom()
        html = host.html["screen"]
        for control in ("first", "back", "play", "forward", "last", "log", "save", "leave"):
            assert f'id="replay-{control}"' in html
        assert 'id="replay-slider"' in html and 'id="replay-round"' in html and 'id="replay-eyes"' in html
        assert re.search(r"replay\.[a-z]", html) is None, "a text key without a text"
    assert "Zum Anfang" in host.html["screen"]


def test_a_remote_guest_exports_only_once_the_host_sent_the_record() -> None:
    from types import SimpleNamespace

    from pharaoh.web.replay import entitled_record

    app, host, _ = make_app(speed=50)
    start(app, "valley_kings", ["casual", "casual"])
    guest = SimpleNamespace(record=None)
    app.session = SimpleNamespace(game_id="valley_kings", humans=(1,), room=SimpleNamespace(guest=guest))
    assert entitled_record(app) is None
    match = Match("valley_kings", 3, 2)
    guest.record = match.record()
    record, people, rows = entitled_record(app) or (None, (), [])
    assert record == match.record() and people == (1,)
    assert [r["kind"] for r in rows] == ["remote", "remote"]


def test_a_save_body_of_a_finished_game_loads_in_the_replay() -> None:
    match = Match("valley_kings", 5, 2)
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    body = save_body(match, [{"kind": "local", "name": "A", "bot": None}] * 2, "2026-01-01T00:00:00Z")
    app, host, _ = make_app()
    app.on_file("replay-load", json.dumps(body))
    screen = app.replays.screen
    assert screen is not None and screen.replay.finished and screen.eye == "all"
    assert screen.replay.length == match.state_id


def test_taps_on_the_replayed_board_play_nothing() -> None:
    app, host, _ = make_app(speed=50)
    start(app, "valley_kings", ["", "casual"])
    session = app.session
    for _ in range(5000):
        if app.overlay == "over":
            break
        legal = session.legal()
        if legal and not app.overlay:
            app.play(legal[-1])
        run(app, host, 300)
    assert app.overlay == "over" and session.shown == 0
    state_id = session.match.state_id
    app.on_action("replay-open", "")
    app.on_action("replay-back", "")
    run(app, host, 500)
    assert app.scene.regions, "the replayed board registers its regions"
    for region in app.scene.regions:
        x, y = region.center
        app.tap(x, y)
    assert app.screen == "replay" and app.session.match.state_id == state_id and not app.session.error


@pytest.mark.parametrize("game_id", ["mummy_curse", "valley_kings", "mummy_spell"])
def test_every_game_replays_on_its_own_board(game_id: str) -> None:
    import random
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from game_cases import whole_game
    from pharaoh.engine import game_info, get_game

    game = get_game(game_id)
    players = game_info(game_id).min_players + 1 if game_id != "valley_kings" else 2
    steps = whole_game(game, players, 61, random.Random(61))
    actions = tuple((seat, game.encode_action(action)) for _, seat, action, _ in steps)
    match = Match.replay(Record(game_id, 61, players, {}, actions))
    seats = [{"kind": "local", "name": f"P{i}", "bot": None} for i in range(players)]
    app, host, _ = make_app(speed=50)
    got = downloads(host)
    app.on_file("replay-load", json.dumps(save_body(match, seats, "2026-01-01T00:00:00Z")))
    screen = app.replays.screen
    assert screen is not None and screen.replay.finished and len(screen.eyes) == players + 2
    length = screen.replay.length
    rounds = host.published["replay"]["rounds"]
    assert len(rounds) > 1
    drawn = app.scene.frames_drawn
    for move in ("first", "forward", "forward", "round", "last", "back", "forward"):
        if move == "round":
            app.on_action("replay-round", str(rounds[len(rounds) // 2]))
        else:
            app.on_action(f"replay-{move}", "")
        run(app, host, 400)  # frames drawn: the board draws every position
        hook = host.published["replay"]
        assert hook["view"] == screen.replay.view(hook["at"], hook["seat"])
    assert host.published["replay"]["at"] == length
    assert app.scene.frames_drawn >= drawn + 7, "the board was not drawn at each position"
    for eye in screen.eyes:
        app.on_action("replay-eye", eye)
        run(app, host, 200)
        app.on_action("replay-log", "")
        body = got[-1][1].split("\n\n", 1)[1].rstrip("\n").split("\n")
        events = screen.replay.events(length, eye)
        assert body == log_lines(events, logbook.chronicle_for(game_id), "en", screen._describe)
        seat = host.published["replay"]["seat"]
        assert host.published["replay"]["view"] == screen.replay.view(length, seat)


def test_bad_input_never_breaks_the_replay() -> None:
    app, host, _ = make_app(speed=50)
    for text in (
        "",
        "[" * 100_000,
        "{}",
        '{"format": "pharaoh-save", "version": 1}',
        "x" * 9_000_000,
        "null",
    ):
        app.on_file("replay-load", text)
        assert app.screen == "menu" and "cannot be replayed" in host.html["screen"]
    for stored in ("{oops", '{"kind": "pharaoh-autosave", "save": 3}', "[1, 2]"):
        host.storage["local.finished"] = stored
        app.on_action("replay-finished", "")
        assert app.screen == "menu"
    host.storage["local.finished"] = ""
    finish(app, host, "valley_kings", ["casual", "casual"])
    app.on_action("replay-open", "")
    screen = app.replays.screen
    assert screen is not None
    before = dict(host.published["replay"])
    for act, arg in [
        ("go", "abc"),
        ("go", "-5"),
        ("go", "99999999"),
        ("go", "²"),
        ("go", "-" + "1" * 5000),
        ("round", "-1"),
        ("round", "²"),
        ("round", "1" * 5000),
        ("round", "x"),
        ("round", "999"),
        ("speed", "nan"),
        ("speed", "3"),
        ("speed", "1e400"),
        ("eye", "9"),
        ("eye", "<script>"),
        ("unveil", "show"),
        ("nonsense", ""),
    ]:
        app.on_action(f"replay-{act}", arg)
    app.on_key("F13")
    after = host.published["replay"]
    assert after["speed"] == before["speed"] and after["eye"] == before["eye"]
    assert 0 <= after["at"] <= after["length"]
