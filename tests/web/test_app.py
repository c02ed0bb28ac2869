"""The app behind a fake browser: menu, language, set-up, play, privacy, computer turns, errors, the end."""

from __future__ import annotations

import random
import re

from fakes import FakeHost, make_app, run
from policy import choose

from pharaoh.engine.registry import game_ids, game_info
from pharaoh.web.app import App
from pharaoh.web.surface import RecordingSurface

CELL = re.compile(r"\b[a-o](?:1[0-3]|[1-9])\b")


def start(app: App, players: int, bots: dict[int, str]) -> None:
    app.on_action("pick", "mummy_curse")
    app.on_action("players", str(players))
    for seat in range(players):
        app.on_action("seat", f"{seat}:{bots.get(seat, '')}")
    app.on_action("start", "")


def play_shown_seat(app: App, host: FakeHost, rng: random.Random) -> bool:
    """Play one action of the shown person through the screen (a tap where possible); False if none."""
    pub = host.published
    legal = pub.get("legal") or []
    if not legal or pub.get("busy"):
        return False
    text = choose(pub["view"], [e["action"] for e in legal], rng)
    entry = next(e for e in legal if e["action"] == text)
    if "x" in entry:
        app.tap(entry["x"], entry["y"])
        return True
    words = text.split()
    if words[0] in ("move", "arrow"):
        x, y = pub["regions"][f"cell:{words[2]}"]
        app.tap(x, y)
        assert f'data-arg="{text}"' in host.html["screen"], "the panel offers each way to the tapped square"
    app.on_action("act", text)
    return True


def test_menu_lists_every_registered_game_and_the_language_button() -> None:
    app, host, _ = make_app(lang="de")
    html = host.html["screen"]
    assert '<nav id="menu"' in html
    for gid in game_ids():
        assert f'data-game="{gid}"' in html
        assert game_info(gid).name["de"].replace("'", "&#x27;") in html
    assert 'id="lang"' in host.html["bar"]
    assert host.screen == "menu" and host.lang == "de"


def test_language_switch_is_remembered() -> None:
    app, host, _ = make_app(lang="de")
    app.on_action("lang", "")
    assert app.lang == "en" and host.storage["lang"] == "en" and host.lang == "en"
    again = App(host, RecordingSurface())
    assert again.lang == "en", "a new page starts in the remembered language"


def test_setup_sets_player_count_and_who_plays() -> None:
    app, host, _ = make_app()
    app.on_action("pick", "mummy_curse")
    assert host.screen == "setup"
    app.on_action("players", "4")
    assert app.players == 4 and len(app.seat_bots) == 4
    app.on_action("players", "99")
    assert app.players == 5, "the count is clamped to the game's range"
    app.on_action("seat", "0:")
    app.on_action("seat", "2:random")
    app.on_action("seat", "3:no-such-bot")
    assert app.seat_bots[0] == "" and app.seat_bots[2] == "random" and app.seat_bots[3] != "no-such-bot"
    assert host.storage["players:mummy_curse"] == "5"


def test_privacy_screen_hides_the_board_and_the_log() -> None:
    app, host, surface = make_app(speed=20)
    start(app, 3, {2: "random"})
    run(app, host, 100)
    assert app.overlay == "pass" and "veil" in host.html["overlay"]
    assert "log" not in host.html["screen"] or host.html["screen"] == ""
    tags = surface.tags()
    assert not any(t.startswith(("pawn", "mummy", "target")) for t in tags), (
        "nothing of the game on the canvas"
    )
    assert host.published.get("view") is None and host.published["legal"] == []
    app.on_action("ready", "")
    run(app, host, 100)
    assert app.overlay == "" and app.session.shown == 1
    assert host.published["legal"], "the explorer now sees its choices"


def test_a_persons_secrets_leave_the_screen_during_the_computers_turn() -> None:
    # Two explorers played by people, a computer mummy: after an explorer's turn the screen
    # shows nobody's secrets while the mummy thinks, since the next person may be the other one.
    app, host, surface = make_app(speed=20)
    host.auto_bots = False
    start(app, 3, {0: "random"})
    rng = random.Random(2)
    for _ in range(60):
        run(app, host, 100)
        if host.held:
            break
        if app.overlay == "pass":
            app.on_action("ready", "")
            continue
        play_shown_seat(app, host, rng)
    assert host.held, "the computer mummy was asked"
    run(app, host, 50)
    assert app.session.shown is None and app.session.looker() in (1, 2)
    view = host.published["view"]
    assert view == app.session.match.view(None), "the board shows what a spectator sees"
    assert all(hand["cards"] is None for hand in view["hands"]), "no explorer's cards on screen"
    assert not any(t.startswith("pawn") for t in surface.tags(surface.frames[-1])), "no hidden square drawn"
    assert host.published["legal"] == []


def test_mummy_screen_shows_the_mummy_alone() -> None:
    app, host, surface = make_app(speed=20)
    start(app, 4, {1: "random", 2: "random", 3: "random"})
    assert app.session.shown == 0
    rng = random.Random(1)
    public: set[str] = set()
    for _ in range(400):
        run(app, host, 40)
        if host.published.get("over"):
            break
        play_shown_seat(app, host, rng)
        for frame in surface.frames[-5:]:
            assert not any(t.startswith("pawn") for t in surface.tags(frame)), "no explorer pawn is drawn"
        for event in app.session.log():
            public.update(CELL.findall(str(event.data)))
        state = app.session.match.state
        mummy = app.session.view()["mummy"]["cell"]
        from pharaoh.games.mummy_curse.board import cell_name

        secret = {cell_name(c) for c in state.cells if c >= 0} - public - {mummy}
        text = re.sub(r"<[^>]+>", " ", host.text())
        assert not secret & set(CELL.findall(text)), "the page names no hidden explorer square"
    assert app.session.match.state_id > 30


def test_illegal_action_is_shown_and_changes_nothing() -> None:
    app, host, _ = make_app(speed=20)
    start(app, 3, {0: "random", 2: "random"})
    run(app, host, 100)
    before = app.session.match.state_id
    app.on_action("act", "move 4 z99")
    assert app.session.match.state_id == before
    assert 'class="error"' in host.html["screen"]
    app.on_action("act", "roll")
    assert app.session.match.state_id == before + 1
    assert 'class="error"' not in host.html["screen"], "the message goes once a move succeeds"


def test_computer_moves_wait_so_people_can_follow() -> None:
    app, host, _ = make_app(speed=1)
    start(app, 3, {0: "random", 1: "random", 2: "random"})  # computers only: watch them
    run(app, host, 30)
    first = app.session.match.state_id
    run(app, host, 200)
    assert app.session.match.state_id - first <= 1, "no burst of computer moves"
    run(app, host, 3000)
    assert app.session.match.state_id - first >= 3, "but they keep coming"


def test_computer_turn_does_not_block_input() -> None:
    app, host, _ = make_app(speed=20)
    host.auto_bots = False
    start(app, 3, {1: "random", 2: "random"})  # a person plays the mummy; the explorers go first
    run(app, host, 200)
    assert host.held, "a computer player was asked"
    app.on_action("help", "")
    assert app.overlay == "help", "the page still answers while the computer thinks"
    app.on_key("Escape")
    assert app.overlay == ""
    request, reply = host.held.pop()
    reply(request["legal"][0], "")
    run(app, host, 100)
    assert app.session.match.state_id > 0


def test_whole_game_through_the_screen_reaches_the_end() -> None:
    app, host, _ = make_app(speed=20)
    start(app, 3, {0: "heuristic", 2: "heuristic"})
    rng = random.Random(3)
    for _ in range(6000):
        run(app, host, 40)
        if app.overlay == "over":
            break
        play_shown_seat(app, host, rng)
    assert app.overlay == "over"
    over = host.html["overlay"]
    assert 'id="winner"' in over and 'data-act="again"' in over
    assert 'id="standings"' in over and "ankh" in over.lower(), "every seat's score on the end screen"
    assert any('<li class="round">' in html for html in host.html.values()), "the log has round headings"
    app.on_action("quit", "")
    assert app.screen == "menu"


def test_game_over_offers_play_again() -> None:
    app, host, _ = make_app(speed=20)
    start(app, 3, {0: "random", 2: "random"})
    first = app.session
    app.on_action("again", "")
    assert app.session is not first and app.screen == "play"


def test_quit_asks_first_during_a_game() -> None:
    app, host, _ = make_app()
    start(app, 3, {0: "random", 2: "random"})
    app.on_action("home", "")
    assert app.overlay == "quit" and app.screen == "play"
    app.on_action("close", "")
    assert app.overlay == ""
    app.on_action("home", "")
    app.on_action("quit", "")
    assert app.screen == "menu" and app.session is None


def test_the_test_hook_says_when_its_tap_positions_are_fresh() -> None:
    """After a screen change the hook is published at once, then again from the first frame drawn."""
    app, host, _ = make_app()
    start(app, 3, {1: "random", 2: "random"})
    assert host.published["screen"] == "play" and host.published["fresh"] is False
    for _ in range(100):  # to the person's turn
        run(app, host, 200)
        if host.published.get("legal") and not host.published.get("busy"):
            break
    app.render_dom()  # a change of the panel: the tap positions are those of the frame before
    assert host.published["fresh"] is False
    run(app, host, 40)  # the first frame after it registers the board's regions and publishes them
    assert host.published["fresh"] is True
    centres = {tuple(v) for v in host.published["regions"].values()}
    placed = [e for e in host.published["legal"] if "x" in e]
    assert placed, "the person's board actions carry their positions"
    assert all((e["x"], e["y"]) in centres for e in placed)
