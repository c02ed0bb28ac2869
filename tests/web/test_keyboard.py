"""The board from the keyboard (pharaoh.web.keys) behind a fake browser, for every game.

Tab and Shift+Tab reach every target a tap plays, in reading order, and leave the board
past either end; Enter plays what the focused target's sentence says; the arrows move on
the curse's maze square by square; the ring is drawn around the focused target; Escape
drops a choice made with Enter.  A person plays long stretches with the keyboard only:
the board's targets, else the panel's buttons (which Tab reaches after the board).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fakes import FakeHost, make_app, run, start

from pharaoh.engine.registry import game_ids
from pharaoh.web.app import App
from pharaoh.web.keys import ARROWS, RING_INNER, BoardFocus, describe, reading_order, toward
from pharaoh.web.surface import Painter, RecordingSurface, Region


def press(app: App, name: str) -> tuple[str, str] | None:
    """A key on the focused canvas: (focused key, its sentence), or None if the board let it go."""
    said = app.on_board_key(name)
    if said is None:
        return None
    key, _, label = said.partition("\t")
    return key, label


def settle(app: App, host: FakeHost) -> None:
    """Let animations and computer moves run until the person can act (or the game ends)."""
    for _ in range(200):
        run(app, host, 250)
        s = app.session
        if s.outcome() is not None:
            return
        if app.overlay == "pass":
            app.on_action("ready", "")
            continue
        if s.legal() and app.bot_wait is None and app._busy_until() <= app.clock():
            run(app, host, 40)  # one more frame: the board's regions are those of this view
            return


def cycle(app: App) -> list[tuple[str, str]]:
    """Enter the board and Tab until the focus leaves it: every (key, sentence) on the way."""
    seen = [press(app, "Focus")]
    while True:
        step = press(app, "Tab")
        if step is None:
            break
        seen.append(step)
        assert len(seen) < 400, "Tab leaves the board after its last target"
    return [s for s in seen if s is not None and s[0]]


def sentence(app: App, action: str) -> str:
    s = app.session
    return describe(s.match.game, s.view(), action, app.lang)


def reach_and_enter(app: App, action: str) -> bool:
    """Tab to the target whose sentence names ``action`` and press Enter; False if none does."""
    want = sentence(app, action)
    step = press(app, "Focus")
    while step is not None:
        key, label = step
        if key and want in label:
            press(app, "Enter")
            return True
        step = press(app, "Tab")
    return False


@pytest.mark.parametrize("game_id", game_ids())
def test_tab_reaches_every_target_in_reading_order_and_leaves(game_id: str) -> None:
    app, host, _ = make_app(lang="en", speed=50)
    app.on_action("pick", game_id)
    app.on_action("start", "")
    rng = random.Random(4)
    checked = 0
    for _ in range(25):
        settle(app, host)
        s = app.session
        if s.outcome() is not None:
            break
        order = app.focus.regions(app.board, app.scene.regions, app.scene.tap_point)
        keys = [r.key for r in order]
        assert keys == [r.key for r in reading_order(order)]
        seen = cycle(app)
        assert [k for k, _ in seen] == keys, "Tab visits each target once, in reading order"
        assert app.focus.key is None, "past the last target the focus leaves the board"
        shown = {r.key for r in app.scene.regions}
        for action, key in app.board.targets().items():
            if key in shown and app.scene.tap_point(key) is not None:
                assert key in keys, f"{action} ({key}) is reachable by Tab"
                label = dict(seen)[key]
                assert sentence(app, action) in label, "the target says what Enter plays"
        back = [press(app, "FocusBack")] + [press(app, "ShiftTab") for _ in keys]
        assert [b[0] for b in back if b is not None and b[0]] == keys[::-1], "Shift+Tab goes back"
        if keys:
            assert (press(app, "End") or ("", ""))[0] == keys[-1], "End: the last target"
            assert (press(app, "Home") or ("", ""))[0] == keys[0], "Home: the first target"
        press(app, "Blur")
        checked += bool(keys)
        app.on_action("say", f"{s.match.state_id}:{rng.choice(s.legal())}")
    assert checked >= 3, "several positions had targets on the board"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_person_plays_with_the_keyboard_only(game_id: str) -> None:
    """Enter on the target named by the chosen action's sentence; else the panel's button (Tab reaches it)."""
    app, host, _ = make_app(lang="de", speed=50)
    app.on_action("pick", game_id)
    app.on_action("start", "")
    rng = random.Random(11)
    on_board = by_panel = 0
    for _ in range(40):
        settle(app, host)
        s = app.session
        if s.outcome() is not None:
            break
        state_id = s.match.state_id
        action = rng.choice(s.legal())
        for _ in range(3):  # a first Enter may pick what the action belongs to; then its target
            if s.match.state_id != state_id or not reach_and_enter(app, action):
                break
            run(app, host, 40)
        if s.match.state_id != state_id:
            on_board += 1
            continue
        assert action in [c.action for c in app.board.choices(app.lang)], f"{action}: a panel button"
        app.on_action("act", action)
        assert s.match.state_id != state_id, f"{action} was played by its panel button"
        by_panel += 1
    assert on_board >= 5, f"moves played on the board by keyboard: {on_board} (panel: {by_panel})"


def test_the_ring_is_drawn_around_the_focused_target_and_goes_with_the_focus() -> None:
    app, host, surface = make_app(lang="en", speed=50)
    start(app, "mummy_curse", ["random", ""])
    settle(app, host)
    key, label = press(app, "Focus") or ("", "")
    assert key == "dice" and "(1 of 1)" in label
    run(app, host, 40)
    assert f"focus:{key}" in surface.tags()
    frame = surface.last
    assert ["ss", RING_INNER] in frame, "the ring's white stroke is drawn"
    assert host.published.get("focus") == key or app.focus.key == key
    assert app.scene.hover == key, "the board shows the focused target as if hovered"
    press(app, "Blur")
    run(app, host, 80)
    assert not any(t.startswith("focus:") for t in surface.tags()), "no ring without the focus"


def test_arrows_move_square_by_square_on_the_maze() -> None:
    app, host, _ = make_app(lang="en", speed=50)
    start(app, "mummy_curse", ["", "random"])  # the person is the mummy: she walks square by square
    rng = random.Random(2)
    walked = 0
    for _ in range(80):
        settle(app, host)
        s = app.session
        if s.outcome() is not None or walked >= 3:
            break
        order = app.focus.regions(app.board, app.scene.regions, app.scene.tap_point)
        cells = [r for r in order if r.key.startswith("cell:")]
        if len(cells) >= 4:
            press(app, "Focus")
            app.focus.key = cells[len(cells) // 2].key
            for name, (dx, dy) in ARROWS.items():
                here = next(r for r in order if r.key == app.focus.key)
                step = press(app, name)
                assert step is not None
                there = next(r for r in order if r.key == step[0])
                hx, hy = here.center
                line = [  # lit squares straight ahead in that row or column
                    r
                    for r in cells
                    if abs((r.center[0] - hx) * dy - (r.center[1] - hy) * dx) < 1
                    and (r.center[0] - hx) * dx + (r.center[1] - hy) * dy > 1
                ]
                if line:
                    nearest = min(line, key=lambda r: abs(r.center[0] - hx) + abs(r.center[1] - hy))
                    assert there.key == nearest.key, f"{name}: the next lit square in that line"
                else:
                    assert there == (toward(order, here, dx, dy) or here)
            walked += 1
            press(app, "Blur")
        app.on_action("say", f"{s.match.state_id}:{rng.choice(s.legal())}")
    assert walked >= 1, "the mummy had squares to walk to"


def test_toward_takes_the_next_square_in_a_row_or_column() -> None:
    grid = [Region(f"{x},{y}", x * 10.0, y * 10.0, 10, 10) for x in range(5) for y in range(5)]
    lit = [r for r in grid if r.key not in ("1,0", "0,1")]
    start_ = next(r for r in lit if r.key == "0,0")
    right = toward(lit, start_, 1, 0)
    down = toward(lit, start_, 0, 1)
    assert right is not None and right.key == "2,0", "an unlit square is skipped, the row kept"
    assert down is not None and down.key == "0,2"
    assert toward(lit, start_, 0, -1) is None


def test_enter_picks_then_escape_drops_the_choice() -> None:
    app, host, _ = make_app(lang="en", speed=50)
    app.on_action("pick", "mummy_spell")
    app.on_action("start", "")
    settle(app, host)
    before = sorted(app.board.targets().items())
    step = press(app, "Focus")
    assert step is not None and "then:" in step[1], "a card of the archaeologist leads on to its uses"
    state_id = app.session.match.state_id
    press(app, "Enter")
    assert app.session.match.state_id == state_id and sorted(app.board.targets().items()) != before
    app.on_key("Escape")
    assert sorted(app.board.targets().items()) == before, "Escape drops the card picked with Enter"


def test_no_board_keys_off_the_play_screen_or_under_a_dialog() -> None:
    app, host, _ = make_app(lang="en", speed=50)
    assert app.on_board_key("Focus") is None and app.on_board_key("Tab") is None
    app.on_action("pick", "valley_kings")
    app.on_action("start", "")
    settle(app, host)
    app.on_action("help", "")
    assert app.on_board_key("Tab") is None, "the rules dialog is up: the board takes no keys"
    app.on_key("Escape")
    assert app.on_board_key("Focus") is not None


def test_focus_state_alone() -> None:
    focus = BoardFocus()
    order = [Region("a", 0, 0, 10, 10), Region("b", 20, 0, 10, 10)]
    assert focus.enter(order, backwards=True) == "b"
    assert focus.move(order, 1) is None and focus.key is None
    assert focus.enter(order, backwards=False) == "a"
    assert focus.move(order, -1) is None
    assert focus.arrow(order, "ArrowRight") == "a", "from nowhere the arrows start at the first target"
    p = Painter()
    focus.draw(p, (0, 0, 100, 100))
    assert ["tag", "focus:a"] not in p.ops and ["tag", "focus:board"] in p.ops, "a ring around the board"
    surface = RecordingSurface()
    surface.present(p.ops)
    assert any(op[:2] == ["ss", RING_INNER] for op in surface.last)


PICKED = {"valley_kings": "sel", "mummy_curse": "pending_cell", "mummy_spell": "sel"}
"""Where each game's board keeps a half-chosen move (a card, a square reached in several ways)."""


@pytest.mark.parametrize("game_id", sorted(PICKED))
def test_escape_drops_a_half_chosen_move_in_every_game(game_id: str) -> None:
    """Wherever Enter on a target only picks (its sentence goes on "then:"), Escape drops the pick."""
    # One fixed game of each: the deal and the computers' draws (a seed alone left the easy
    # computers' slips to fresh entropy, and about 1 run in 8 of Tara Wolf met no pick).
    app, host, _ = make_app(lang="en", speed=50, seed=515)
    app.on_action("pick", game_id)
    for seat, bot in enumerate(app.seat_bots[: app.players]):  # the easy computers: no time caps
        if bot:
            app.on_action("seat", f"{seat}:{app.bot_levels['easy']}")
    app.on_action("start", "")
    rng = random.Random(6)
    dropped = 0
    for _ in range(80):
        settle(app, host)
        s = app.session
        if s.outcome() is not None or dropped >= 2:
            break
        state_id = s.match.state_id
        step = press(app, "Focus")
        while step is not None and "then:" not in step[1]:
            step = press(app, "Tab")
        if step is not None:
            assert getattr(app.board, PICKED[game_id]) is None
            press(app, "Enter")
            assert getattr(app.board, PICKED[game_id]) is not None, f"Enter on {step[0]} picks"
            assert s.match.state_id == state_id, "a pick plays nothing"
            app.on_key("Escape")
            assert getattr(app.board, PICKED[game_id]) is None, f"Escape drops the pick of {step[0]}"
            assert s.match.state_id == state_id
            dropped += 1
        press(app, "Blur")
        app.on_action("say", f"{state_id}:{rng.choice(s.legal())}")
    assert dropped >= 1, f"{game_id}: no half-chosen move came up"


def renderer(app: App) -> Any:
    """The game's board on a page (a guest's guarded board holds it)."""
    return getattr(app.board, "board", app.board)


def test_escape_drops_a_half_chosen_move_in_a_remote_room_too() -> None:
    """In a remote room, on the host's page and on a guest's: Tab reaches a pick, Enter, Escape drops it.

    A guest's board is guarded (:class:`pharaoh.web.netplay.GuardedBoard`): it once offered the
    keyboard none of the renderer's picks, and Escape dropped nothing in a remote room.
    """
    from test_room_app import seated

    rng = random.Random(1)
    dropped: set[str] = set()
    for _ in range(5):  # a fresh room's game is dealt from fresh entropy: a few matches at most
        happ, hhost, gapp, ghost, _ = seated()  # Tara Wolf: the host's person at seat 0, a guest at seat 1
        for _ in range(600):
            if dropped == {"host", "guest"} or ghost.published.get("over"):
                break
            run(happ, hhost, 200)
            run(gapp, ghost, 200)
            for who, app, host in (("host", happ, hhost), ("guest", gapp, ghost)):
                state = host.published
                if state.get("overlay") == "pass":
                    app.on_action("ready", "")
                if not state.get("legal") or state.get("busy") or state.get("overlay"):
                    continue
                step = press(app, "Focus")
                while step is not None and "then:" not in step[1]:
                    step = press(app, "Tab")
                if step is not None and who not in dropped:
                    press(app, "Enter")
                    assert renderer(app).sel is not None, f"{who}: Enter picks"
                    app.on_key("Escape")
                    assert renderer(app).sel is None, f"{who}: Escape drops the pick"
                    assert host.published["state_id"] == state["state_id"]
                    dropped.add(who)
                press(app, "Blur")
                legal = [e["action"] for e in state["legal"]]
                traps = [a for a in legal if a.startswith("hide:")]  # a laid trap is a pick later
                app.on_action("act", rng.choice(traps if traps and rng.random() < 0.8 else legal))
                break
        if dropped == {"host", "guest"}:
            break
    assert dropped == {"host", "guest"}, dropped
