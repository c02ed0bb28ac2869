"""The screen-reader mirror behind a fake browser: every legal action once, as a button with its sentence.

Random pass-and-play positions of every registered game; the mirror is checked against the
shown seat's view, legal actions and log, and against the privacy screen (nothing but whom
to pass the device to).
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest
from fakes import FakeHost, make_app, run, start

from pharaoh.engine.game import Narrator
from pharaoh.engine.registry import game_ids, game_info, get_game
from pharaoh.games.mummy_curse.cards import COLOURS
from pharaoh.games.mummy_curse.text import card_text
from pharaoh.games.mummy_spell import describe as spell
from pharaoh.web import logbook
from pharaoh.web.app import App
from pharaoh.web.html import esc
from pharaoh.web.i18n import LANGS, tr
from pharaoh.web.mirror import board_lines, keys_html, recent_lines


class Buttons(HTMLParser):
    """The buttons (data-act, data-arg, text) and list items of an HTML fragment."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.buttons: list[tuple[str, str, str]] = []
        self.items: list[str] = []
        self._in: list[str] = []
        self._attrs: dict[str, str] = {}
        self._text: list[str] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("button", "li"):
            self._in.append(tag)
            self._text = []
            if tag == "button":
                self._attrs = {k: v or "" for k, v in attrs}

    def handle_data(self, data: str) -> None:
        self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "button" and self._in and self._in[-1] == "button":
            self._in.pop()
            self.buttons.append(
                (self._attrs.get("data-act", ""), self._attrs.get("data-arg", ""), "".join(self._text))
            )
        elif tag == "li" and self._in and self._in[-1] == "li":
            self._in.pop()
            if not self.buttons or self._text:
                self.items.append("".join(self._text))


def check_mirror(app: App, host: FakeHost, lang: str) -> list[str]:
    """Assert the mirror shows the shown seat's actions and news; return the buttons' data-args."""
    s = app.session
    acts = Buttons(host.html["mirror-acts"])
    news = host.html["mirror-news"]
    if s.veiled is not None:
        assert app.overlay == "pass"
        assert acts.buttons == [] and host.html["mirror-acts"] == ""
        assert news == f"<p>{esc(tr(lang, 'mirror.veiled', seat=app._seat_name(s.veiled)))}</p>"
        assert "<li>" not in news, "nothing of the game behind the privacy screen"
        assert host.html["mirror-view"] == "", "the board's sentences are behind the privacy screen too"
        return []
    legal = s.legal()
    local = hasattr(s.match, "view")  # a remote guest has only its seat's view and log, as the host sent them
    view = s.match.view(s.shown) if local else s.view()
    game = s.match.game
    args = [arg for act, arg, _ in acts.buttons if act == "say"]
    assert len(args) == len(acts.buttons), "the mirror's buttons all play moves"
    wanted = [f"{s.match.state_id}:{a}" for a in legal]
    assert sorted(args) == sorted(wanted) and len(set(args)) == len(args), "every legal action exactly once"
    labels = {arg: text for _, arg, text in acts.buttons}
    for action in legal:
        label = labels[f"{s.match.state_id}:{action}"]
        assert label == game.describe_action(view, game.decode_action(action), lang)
    # what just happened: lines of the shown seat's own log, nothing else
    describe = app._describe
    log = s.match.log_for(s.shown) if local else s.log()
    mine = recent_lines(log, logbook.chronicle_for(s.game_id), lang, describe)
    said = Buttons(news).items
    board = board_lines(game, view, lang)
    assert said == mine, "the live region says the log's last lines, nothing of the board"
    assert Buttons(host.html["mirror-view"]).items == board, "the game's sentences, read on demand"
    if isinstance(game, Narrator):
        assert board and all(board), "a game with the hook says what the seat holds"
    if not legal:
        assert tr(lang, "mirror.none") in host.html["mirror-acts"]
    return args


@pytest.mark.parametrize("game_id", game_ids())
def test_mirror_lists_every_legal_action_once_in_random_positions(game_id: str) -> None:
    info = game_info(game_id)
    players = min(info.max_players, max(info.min_players, 2))
    for seed in (1, 2):
        lang = "en" if seed == 1 else "de"
        rng = random.Random(seed)
        app, host, _ = make_app(lang=lang, speed=50)
        start(app, game_id, [""] * players)  # pass-and-play: the privacy screen comes up in secret games
        veils = moves = 0
        for _ in range(40):
            run(app, host, 400)
            if app.session.outcome() is not None:
                break
            args = check_mirror(app, host, lang)
            if app.overlay == "pass":
                veils += 1
                app.on_action("ready", "")
                continue
            if not args:
                continue
            app.on_action("say", rng.choice(args))  # the mirror's button plays through Session.act
            moves += 1
        assert moves >= 5, "the mirror's buttons play the game"
        if info.has_secrets:
            assert veils >= 1, "the privacy screen came up and was checked"


def test_a_stale_button_does_nothing_and_the_mirror_is_empty_off_the_board() -> None:
    app, host, _ = make_app(lang="en", speed=50)
    assert host.html["mirror-acts"] == "" and host.html["mirror-news"] == ""
    start(app, "valley_kings", ["", "random"])
    run(app, host, 400)
    args = check_mirror(app, host, "en")
    state_id = app.session.match.state_id
    action = args[0].partition(":")[2]
    app.on_action("say", f"{state_id + 1}:{action}")
    assert app.session.match.state_id == state_id, "an action offered on another state is not played"
    app.on_action("say", args[0])
    assert app.session.match.state_id > state_id
    app.on_action("home", "")
    assert app.overlay == "quit" and host.html["mirror-acts"] == "", "a dialog's buttons come first"
    app.on_action("quit", "")
    assert host.html["mirror-acts"] == "" and host.html["mirror-news"] == ""


@pytest.mark.parametrize("lang", LANGS)
def test_keyboard_keys_are_in_the_rules_help(lang: str) -> None:
    app, host, _ = make_app(lang=lang)
    for game_id in ("mummy_curse", "valley_kings", "mummy_spell"):
        app.on_action("help", game_id)
        assert keys_html(lang) in host.html["overlay"], game_id
        app.on_key("Escape")
    for key in ("tab", "arrows", "enter", "undo", "escape", "mirror"):
        assert tr(lang, f"keys.{key}") != f"keys.{key}"


def board_choice(app: App) -> tuple[object, ...]:
    """What the board says and offers: status, tap targets, panel choices, routes (a choice changes them)."""
    routes = getattr(app.board, "routes", None)
    return (
        app.board.status("en"),
        sorted(app.board.targets().items()),
        [c.action for c in app.board.choices("en")],
        sorted(routes().items()) if callable(routes) else [],
    )


ESCAPE_SEEDS = {"mummy_curse": 2, "mummy_spell": 5, "valley_kings": 1}
"""The test seed (``pharaoh:seed``) of each game's Escape test: the same game each run, where a
half-chosen action comes up twice within a few of the person's turns."""


@pytest.mark.parametrize("game_id", game_ids())
def test_escape_cancels_a_half_chosen_action(game_id: str) -> None:
    rng = random.Random(3)
    app, host, _ = make_app(lang="en", speed=50, seed=ESCAPE_SEEDS[game_id])
    app.on_action("pick", game_id)
    for seat, bot in enumerate(list(app.seat_bots)):  # one person, easy computers (no time caps)
        if bot:
            app.on_action("seat", f"{seat}:{app.bot_levels['easy']}")
    app.on_action("start", "")
    cancelled = 0
    for _ in range(60):
        run(app, host, 1000)
        state = host.published
        if state.get("over") or cancelled >= 2:
            break
        if not state.get("legal") or state.get("overlay"):
            continue
        before, state_id = board_choice(app), app.session.match.state_id
        keys = sorted(state["regions"])
        rng.shuffle(keys)
        for key in keys:
            x, y = state["regions"][key]
            app.tap(x, y)
            if app.session.match.state_id != state_id:
                break  # the tap played a move
            run(app, host, 200)
            if board_choice(app) != before:
                app.on_key("Escape")
                assert board_choice(app) == before, "Escape drops the half-chosen action"
                assert app.session.match.state_id == state_id
                cancelled += 1
                break
        else:
            app.on_action("say", f"{state_id}:{rng.choice(app.session.legal())}")
    assert cancelled >= 1, "a half-chosen action came up and was cancelled"


def test_a_remote_host_and_guest_play_through_their_mirrors() -> None:
    import test_room_app as room  # the fake network and pages of the remote-play tests

    switch = room.Switch()
    hpage = room.FakePage(switch)
    happ, hhost = room.make(hpage)
    room.open_room(happ, hhost)
    gapp, ghost, _ = room.join(switch, room.net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = room.net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    assert hhost.screen == "play" and ghost.screen == "play"
    rng = random.Random(7)
    moves = {"host": 0, "guest": 0}
    for _ in range(200):
        if min(moves.values()) >= 3 or hhost.published.get("over"):
            break
        for who, app, host in (("host", happ, hhost), ("guest", gapp, ghost)):
            run(app, host, 200, frame_every=50)
            if host.published.get("busy") or app.overlay:
                continue
            args = check_mirror(app, host, "en")
            if args:
                app.on_action("say", rng.choice(args))
                moves[who] += 1
    assert min(moves.values()) >= 3, f"both played through their mirrors: {moves}"


NARRATED = [g for g in game_ids() if isinstance(get_game(g), Narrator)]


def _strings(value: object) -> set[str]:
    """Every string anywhere in a JSON-like value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return set()


def _card_names(game: object, view: object, lang: str) -> set[str]:
    """The names of every card the view holds (the game's catalog or text module names them)."""
    strings = _strings(view)
    if isinstance(view, dict) and view.get("game") == "mummy_curse":
        return {card_text(s, lang) for s in strings if s.count("-") == 1 and s.split("-")[0] in COLOURS}
    if isinstance(view, dict) and view.get("game") == "mummy_spell":
        state = view["state"]
        finds = [c for site in state["sites"] for c in [site["card"]]] + list(state["deck"])
        beetles = [b for site in state["sites"] for b in site["beetles"]] + list(state["mummy"]["hand"])
        names = {spell.find(c, lang) for c in finds if c >= 0}
        large = [m for key in ("large_hand", "large_front", "large_out") for m in state["mummy"][key]]
        names |= {spell.large(m, lang) for m in large}  # a large card may share a beetle card's name
        return names | {spell.beetle(b, lang) for b in beetles if b >= 0}
    catalog = game.catalog() if hasattr(game, "catalog") else {}
    return {catalog[s]["name"][lang] for s in strings if s in catalog}


def _said(name: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


@pytest.mark.parametrize("game_id", NARRATED)
def test_the_view_sentences_come_from_the_seats_view_alone(game_id: str) -> None:
    game = get_game(game_id)
    info = game_info(game_id)
    players = min(info.max_players, max(info.min_players, 2))
    hidden_checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_game(seed, players)
        for _ in range(rng.randrange(0, 60)):
            to_act = game.to_act(state)
            if not to_act:
                break
            seat = to_act[0]
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        for seat in range(players):
            view, other = game.view(state, seat), game.view(state, (seat + 1) % players)
            for lang in ("de", "en"):
                lines = game.describe_view(view, lang)
                assert lines and all(isinstance(line, str) and line.strip() for line in lines)
                assert tuple(game.describe_view(view, lang)) == tuple(lines), "the same view, the same words"
                text = " ".join(lines)
                mine = _card_names(game, view, lang)
                theirs = _card_names(game, other, lang) - mine
                for name in theirs:
                    if not any(name in known for known in mine):
                        hidden_checked += 1
                        assert not _said(name, text), f"{name!r} is only in another seat's view"
    assert hidden_checked > 0 or not info.has_secrets, "some card only the other seat sees was checked"
