"""The canvas layer on the recording surface: redraw on demand, hit-testing, hover, layers, tweens."""

from __future__ import annotations

from pharaoh.web.layout import layout
from pharaoh.web.scene import Scene
from pharaoh.web.surface import Painter, RecordingSurface
from pharaoh.web.tween import Tweens, along, linear


def boxes(p: Painter, now: float) -> None:
    p.fill_style("#000")
    p.fill_rect(0, 0, 100, 100)
    p.region("big", 0, 0, 100, 100)
    p.region("small", 40, 40, 20, 20)
    p.region("coin", 200, 0, 50, 50, round=True)


def test_frames_are_drawn_only_when_something_changed() -> None:
    surface = RecordingSurface()
    scene = Scene(surface, boxes)
    scene.resize(300, 200, 2)
    assert scene.frame(0) is False
    assert len(surface.frames) == 1
    scene.frame(16)
    scene.frame(32)
    assert len(surface.frames) == 1, "nothing changed: no redraw"
    scene.invalidate()
    scene.frame(48)
    assert len(surface.frames) == 2


def test_hit_test_finds_the_topmost_region() -> None:
    scene = Scene(RecordingSurface(), boxes)
    scene.resize(300, 200, 1)
    scene.frame(0)
    assert scene.hit(50, 50) == "small"
    assert scene.hit(10, 10) == "big"
    assert scene.hit(150, 150) is None
    assert scene.hit(225, 25) == "coin"
    assert scene.hit(202, 2) is None, "a round region ignores its corners"


def fan(p: Painter, now: float) -> None:
    """Five cards in a fan, each half under the next, and a coin over the last one's middle."""
    for i in range(5):
        p.region(f"card:{i}", 10 + 30 * i, 10, 60, 90)
    p.region("coin", 150, 40, 30, 30, round=True)
    p.region("lid", 0, 0, 20, 20)
    p.region("lid", 300, 0, 20, 20)


def test_tap_points_land_on_the_visible_part_of_overlapped_cards() -> None:
    scene = Scene(RecordingSurface(), fan)
    scene.resize(400, 200, 1)
    scene.frame(0)
    for i in range(5):
        point = scene.tap_point(f"card:{i}")
        assert point is not None
        assert scene.hit(*point) == f"card:{i}", f"card {i}'s tap point hits {scene.hit(*point)}"
    assert scene.tap_point("card:0") != scene.region("card:0").center  # type: ignore[union-attr]
    assert scene.hit(*scene.region("card:4").center) == "coin", "the last card's centre is under the coin"  # type: ignore[union-attr]
    assert scene.tap_point("lid") == (310.0, 10.0), "a key drawn twice is tapped on its topmost copy"
    assert scene.tap_point("nothing") is None


def covered(p: Painter, now: float) -> None:
    p.region("under", 10, 10, 40, 40)
    p.region("over", 0, 0, 60, 60)


def test_a_region_covered_entirely_has_no_tap_point() -> None:
    scene = Scene(RecordingSurface(), covered)
    scene.resize(100, 100, 1)
    scene.frame(0)
    assert scene.tap_point("under") is None
    assert scene.tap_point("over") == (30.0, 30.0)


def test_hover_change_asks_for_a_redraw() -> None:
    surface = RecordingSurface()
    scene = Scene(surface, boxes)
    scene.resize(300, 200, 1)
    scene.frame(0)
    assert scene.pointer_move(50, 50) is True and scene.hover == "small"
    assert scene.pointer_move(51, 51) is False
    scene.frame(16)
    assert len(surface.frames) == 2
    scene.pointer_leave()
    assert scene.hover is None and scene.needs_frame(32)


def test_resize_redraws_and_a_new_pixel_ratio_rebuilds_layers() -> None:
    surface = RecordingSurface()

    def draw(p: Painter, now: float) -> None:
        scene.layers.stamp(p, "bg", 0, 0, 10, 10, lambda q: q.fill_rect(0, 0, 10, 10))

    scene = Scene(surface, draw)
    scene.resize(100, 100, 1)
    scene.frame(0)
    scene.invalidate()
    scene.frame(1)
    assert [op[0] for op in surface.frames[0]] == ["L+", "fr", "L-", "L"]
    assert [op[0] for op in surface.frames[1]] == ["L"], "the layer is drawn once, then stamped"
    scene.resize(100, 100, 2)
    scene.frame(2)
    assert surface.frames[2][0][0] == "L+", "a new pixel ratio draws the layer again"
    assert surface.expanded()[0][0] == "fr"


def test_animations_keep_frames_coming_until_they_end() -> None:
    surface = RecordingSurface()
    scene = Scene(surface, lambda p, now: None)
    scene.resize(10, 10, 1)
    scene.tweens.start("x", (0.0,), (1.0,), 100, now=0, ease=linear)
    assert scene.frame(10) is True
    assert scene.frame(50) is True
    assert scene.frame(100) is False
    scene.keep_busy(300)
    assert scene.frame(200) is True


def test_tweens_and_paths() -> None:
    tweens = Tweens()
    tweens.start("a", (0.0, 10.0), (10.0, 0.0), 200, now=100, ease=linear)
    assert tweens.value("a", 200) == (5.0, 5.0)
    assert tweens.value("a", 500) == (10.0, 0.0)
    assert tweens.value("missing", 0, (1.0,)) == (1.0,)
    assert along([(0, 0), (10, 0), (10, 10)], 0.5) == (10.0, 0.0)
    assert along([(0, 0), (10, 0)], 0.5, stepped=True) == (5.0, 0.0)


def test_layout_puts_the_panel_beside_or_below_the_board() -> None:
    wide = layout(1280, 800)
    assert wide.landscape and wide.board.w + wide.panel.w == 1280
    tall = layout(390, 844)
    assert not tall.landscape and tall.panel.y >= tall.board.y + tall.board.h - 1
    assert "left:" in tall.panel_css()
    for w, h in ((320, 568), (360, 640), (390, 844), (844, 390), (568, 320), (2560, 1440), (1024, 768)):
        lay = layout(w, h)
        assert lay.landscape == (w > h), (w, h)
        board = lay.board
        assert min(board.w, board.h) >= 0.5 * min(w, h - 44), f"the board keeps its size at {w}x{h}"
