"""The mummy_curse board: taps become actions, choices where a tap is ambiguous, the mummy alone."""

from __future__ import annotations

from typing import Any

from pharaoh.engine.match import Match
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_curse import make_board
from pharaoh.web.surface import LayerCache, Painter, RecordingSurface

AREA = Rect(0, 44, 900, 756)


def board_for(match: Match, seat: int) -> Any:
    board = make_board(match.game, match.players)
    legal = match.legal(seat) if seat in match.to_act() else []
    board.update(match.view(seat), legal, (), seat=seat, now=0)
    return board


def draw(board: Any) -> tuple[Painter, RecordingSurface]:
    p = Painter()
    board.draw(p, AREA, 10_000, None, LayerCache(), "en")
    surface = RecordingSurface()
    surface.present(p.ops)
    return p, surface


def rolled(seed: int = 1) -> Match:
    match = Match("mummy_curse", seed, 3)
    match.act(1, "roll")
    return match


def test_tapping_a_lit_square_plays_the_only_move_there() -> None:
    match = rolled()
    board = board_for(match, 1)
    single = {t: k for t, k in board.targets().items() if k.startswith("cell:")}
    assert single
    action, key = next(iter(single.items()))
    assert board.tap(key) == action
    assert action in match.legal(1)


def test_a_square_reached_several_ways_asks_which() -> None:
    match = rolled()
    board = board_for(match, 1)
    ambiguous = [cell for cell, options in board.moves.items() if len(options) > 1]
    assert ambiguous, "with five dice some square is reached by several faces"
    routes = board.routes()
    assert {o[2] for o in board.moves[ambiguous[0]]} <= set(routes), "the test hook knows the first tap"
    assert {routes[o[2]] for o in board.moves[ambiguous[0]]} == {f"cell:{ambiguous[0]}"}
    assert not set(routes) & set(board.targets())
    assert board.tap(f"cell:{ambiguous[0]}") is None
    offered = [c.action for c in board.choices("en")]
    assert {o[2] for o in board.moves[ambiguous[0]]} <= set(offered)
    assert "Several ways" in board.status("en")[1]


def test_picking_a_die_lights_only_its_squares() -> None:
    match = rolled()
    board = board_for(match, 1)
    face = next(iter(board._faces()))
    board.tap(f"die:{face}")
    assert board.face == face
    lit = board._lit()
    assert lit and all(any(o[0] == face for o in board.moves[c]) for c in lit)


def test_the_dice_roll_and_the_reroll_is_a_button() -> None:
    match = Match("mummy_curse", 2, 3)
    board = board_for(match, 1)
    assert board.tap("dice") == "roll"
    match.act(1, "roll")
    board = board_for(match, 1)
    assert "reroll" in [c.action for c in board.choices("en")]


def test_the_mummy_walks_to_a_tapped_goal_step_by_step() -> None:
    match = Match("mummy_curse", 3, 3)
    while match.to_act() != (0,) or "roll" not in match.legal(0):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.act(seat, "stop" if "stop" in legal else legal[-1] if seat == 0 else legal[0])
    match.act(0, "roll")
    board = board_for(match, 0)
    steps = match.view(0)["mummy"]["steps"]
    far = [c for c, d in board._mummy_reach().items() if d >= 2]
    if steps >= 2 and far:
        first = board.tap(f"cell:{far[0]}")
        assert first is not None and first.startswith("step")
        assert board.queue, "the rest of the walk waits for the next steps"


def test_the_mummy_screen_draws_no_explorer() -> None:
    match = rolled()
    match.act(1, match.legal(1)[0])
    for seat in (0, None):
        board = make_board(match.game, 3)
        board.update(match.view(seat), [], (), seat=seat, now=0)
        _, surface = draw(board)
        tags = surface.tags()
        assert "mummy" in tags
        assert not [t for t in tags if t.startswith("pawn")]
    _, surface = draw(board_for(match, 2))
    assert [t for t in surface.tags() if t.startswith("pawn")], "an explorer sees the pawns"


def test_every_target_is_where_the_board_registered_it() -> None:
    match = rolled(4)
    board = board_for(match, 1)
    p, _ = draw(board)
    keys = {r.key for r in p.regions}
    for action, key in board.targets().items():
        assert key in keys, f"{action} has no region on screen"


def test_moves_are_animated_and_the_board_reports_when_it_is_idle() -> None:
    match = rolled(5)
    board = board_for(match, 1)
    action = match.legal(1)[0]
    events = match.act(1, action)
    board.update(match.view(1), [], [e for e in (ev.for_seat(1) for ev in events) if e], seat=1, now=1000)
    assert board.busy_until() > 1000
    assert "pawn:0" in board.anims
