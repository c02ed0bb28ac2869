"""Vector art of our own for the mummy's pyramid: stone, walls, the treasure symbols, pieces, dice, cards.

Every function draws centred on a point with a size ``r`` (about half the width), so
the same art serves the board, the dice tray and the hand.
"""

from __future__ import annotations

import math

from pharaoh.web.games.mummy_curse.geometry import Frame, Maze
from pharaoh.web.surface import Painter

INK = "#24160a"
SYMBOL_COLOURS = {
    "red": "#d7412c",
    "blue": "#2f6fd9",
    "white": "#f6f2e6",
    "green": "#2e9d4c",
    "yellow": "#f3c52f",
}
PAWN_COLOURS = {
    "purple": "#9150d0",
    "grey": "#a3a9ae",
    "orange": "#f08a22",
    "turquoise": "#22c4b6",
}
PAWN_DARK = {
    "purple": "#4e2477",
    "grey": "#4f5458",
    "orange": "#8a4506",
    "turquoise": "#0b6a62",
}
FLOOR = "#d9bb7f"
FLOOR_DARK = "#c4a064"
ROCK = "#5b3f24"
ROCK_DARK = "#3f2a16"
WALL = "#2b1a0c"
GOLD = "#e2b245"
PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0.0, 0.0)],
    2: [(-0.45, -0.45), (0.45, 0.45)],
    3: [(-0.5, -0.5), (0.0, 0.0), (0.5, 0.5)],
    4: [(-0.45, -0.45), (0.45, -0.45), (-0.45, 0.45), (0.45, 0.45)],
}
"""Where the pips of the numbers 1-4 sit on a die (in die radii from its centre)."""


# ---------------------------------------------------------------- treasure symbols
def symbol(p: Painter, shape: str, colour: str, cx: float, cy: float, r: float) -> None:
    """One treasure symbol: ``shape`` (scarab, eye, cobra, vase, mask) in ``colour``."""
    fill = SYMBOL_COLOURS.get(colour, colour)
    p.line_join("round")
    p.line_cap("round")
    p.line_width(max(1.0, r * 0.1))
    p.stroke_style(INK)
    p.fill_style(fill)
    draw = _SHAPES.get(shape, _gem)
    draw(p, fill, cx, cy, r)


def _gem(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    p.poly([(cx, cy - 0.8 * r), (cx + 0.7 * r, cy), (cx, cy + 0.8 * r), (cx - 0.7 * r, cy)])
    p.fill()
    p.stroke()


def _scarab(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    p.begin()
    for side in (-1, 1):
        for k, (ay, ly) in enumerate(((-0.1, -0.35), (0.2, 0.2), (0.45, 0.75))):
            p.move(cx + side * 0.35 * r, cy + ay * r)
            p.line(cx + side * (0.7 + 0.05 * k) * r, cy + ly * r)
    p.stroke()
    p.begin()
    p.ellipse(cx, cy + 0.2 * r, 0.45 * r, 0.55 * r)
    p.fill()
    p.stroke()
    p.begin()
    p.ellipse(cx, cy - 0.45 * r, 0.27 * r, 0.2 * r)
    p.fill()
    p.stroke()
    p.begin()
    p.move(cx, cy - 0.25 * r)
    p.line(cx, cy + 0.72 * r)
    p.stroke()
    p.begin()
    p.arc(cx, cy - 0.82 * r, 0.16 * r)
    p.fill()
    p.stroke()


def _eye(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    p.begin()
    p.move(cx - 0.85 * r, cy - 0.1 * r)
    p.quad(cx, cy - 0.7 * r, cx + 0.85 * r, cy - 0.1 * r)
    p.quad(cx, cy + 0.42 * r, cx - 0.85 * r, cy - 0.1 * r)
    p.close()
    p.fill()
    p.stroke()
    p.circle(cx, cy - 0.12 * r, 0.22 * r, fill=INK)
    # brow, tear and the spiral: drawn twice, ink under colour, so they read on any stone
    for width, colour in ((0.26, INK), (0.12, fill)):
        p.line_width(max(1.0, r * width))
        p.stroke_style(colour)
        p.begin()
        p.move(cx - 0.8 * r, cy - 0.55 * r)
        p.quad(cx, cy - 1.0 * r, cx + 0.85 * r, cy - 0.5 * r)
        p.move(cx - 0.1 * r, cy + 0.25 * r)
        p.line(cx - 0.3 * r, cy + 0.85 * r)
        p.move(cx + 0.2 * r, cy + 0.25 * r)
        p.quad(cx + 0.35 * r, cy + 0.8 * r, cx + 0.62 * r, cy + 0.72 * r)
        p.quad(cx + 0.78 * r, cy + 0.55 * r, cx + 0.58 * r, cy + 0.5 * r)
        p.stroke()
    p.line_width(max(1.0, r * 0.1))
    p.stroke_style(INK)


def _cobra(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    for width, colour in ((0.36, INK), (0.2, fill)):
        p.line_width(max(1.0, r * width))
        p.stroke_style(colour)
        p.begin()
        p.move(cx, cy + 0.2 * r)
        p.bezier(cx + 0.1 * r, cy + 0.55 * r, cx + 0.7 * r, cy + 0.5 * r, cx + 0.55 * r, cy + 0.8 * r)
        p.quad(cx + 0.1 * r, cy + 0.95 * r, cx - 0.6 * r, cy + 0.8 * r)
        p.stroke()
    p.line_width(max(1.0, r * 0.1))
    p.stroke_style(INK)
    p.begin()
    p.move(cx, cy - 0.9 * r)
    p.bezier(cx + 0.62 * r, cy - 0.8 * r, cx + 0.55 * r, cy + 0.05 * r, cx + 0.14 * r, cy + 0.32 * r)
    p.line(cx - 0.14 * r, cy + 0.32 * r)
    p.bezier(cx - 0.55 * r, cy + 0.05 * r, cx - 0.62 * r, cy - 0.8 * r, cx, cy - 0.9 * r)
    p.close()
    p.fill()
    p.stroke()
    p.begin()
    p.move(cx, cy - 0.45 * r)
    p.line(cx, cy + 0.2 * r)
    p.move(cx - 0.12 * r, cy - 0.2 * r)
    p.line(cx + 0.12 * r, cy - 0.2 * r)
    p.move(cx - 0.1 * r, cy)
    p.line(cx + 0.1 * r, cy)
    p.stroke()
    p.circle(cx - 0.16 * r, cy - 0.62 * r, 0.07 * r, fill=INK)
    p.circle(cx + 0.16 * r, cy - 0.62 * r, 0.07 * r, fill=INK)


def _vase(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    p.begin()
    p.move(cx - 0.25 * r, cy - 0.42 * r)
    p.bezier(cx - 0.7 * r, cy - 0.3 * r, cx - 0.62 * r, cy + 0.62 * r, cx - 0.25 * r, cy + 0.85 * r)
    p.line(cx + 0.25 * r, cy + 0.85 * r)
    p.bezier(cx + 0.62 * r, cy + 0.62 * r, cx + 0.7 * r, cy - 0.3 * r, cx + 0.25 * r, cy - 0.42 * r)
    p.close()
    p.fill()
    p.stroke()
    p.begin()
    p.move(cx - 0.5 * r, cy - 0.05 * r)
    p.line(cx + 0.5 * r, cy - 0.05 * r)
    p.move(cx - 0.5 * r, cy + 0.35 * r)
    p.line(cx + 0.5 * r, cy + 0.35 * r)
    p.stroke()
    p.begin()
    p.ellipse(cx, cy - 0.62 * r, 0.32 * r, 0.24 * r)
    p.fill()
    p.stroke()
    p.begin()
    p.arc(cx, cy - 0.92 * r, 0.09 * r)
    p.fill()
    p.stroke()


def _mask(p: Painter, fill: str, cx: float, cy: float, r: float) -> None:
    p.begin()
    p.move(cx - 0.35 * r, cy - 0.75 * r)
    p.quad(cx, cy - 1.02 * r, cx + 0.35 * r, cy - 0.75 * r)
    p.line(cx + 0.78 * r, cy + 0.62 * r)
    p.line(cx - 0.78 * r, cy + 0.62 * r)
    p.close()
    p.fill()
    p.stroke()
    p.begin()
    for k in (-0.55, -0.3, 0.3, 0.55):
        p.move(cx + k * 0.55 * r, cy - 0.6 * r)
        p.line(cx + k * 1.25 * r, cy + 0.58 * r)
    p.stroke()
    p.begin()
    p.ellipse(cx, cy - 0.08 * r, 0.3 * r, 0.4 * r)
    p.fill_style("#e8b85a")
    p.fill()
    p.stroke()
    p.begin()
    p.rect(cx - 0.08 * r, cy + 0.3 * r, 0.16 * r, 0.42 * r)
    p.fill()
    p.stroke()
    p.circle(cx - 0.12 * r, cy - 0.15 * r, 0.05 * r, fill=INK)
    p.circle(cx + 0.12 * r, cy - 0.15 * r, 0.05 * r, fill=INK)


_SHAPES = {"scarab": _scarab, "eye": _eye, "cobra": _cobra, "vase": _vase, "mask": _mask}


def medallion(p: Painter, cx: float, cy: float, r: float) -> None:
    """The carved disc a symbol sits on."""
    p.radial_gradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, r * 1.3, [(0.0, "#8a6a3e"), (1.0, "#4a331b")])
    p.begin()
    p.arc(cx, cy, r)
    p.fill()
    p.stroke_style("rgba(255,230,170,0.35)")
    p.line_width(max(1.0, r * 0.08))
    p.stroke()


# ---------------------------------------------------------------- pieces
def pawn(p: Painter, colour: str, cx: float, cy: float, r: float, *, label: str = "") -> None:
    """An explorer's pawn with a little sun hat, in its colour."""
    main = PAWN_COLOURS.get(colour, colour)
    dark = PAWN_DARK.get(colour, INK)
    p.fill_style("rgba(0,0,0,0.35)")
    p.begin()
    p.ellipse(cx, cy + 0.62 * r, 0.62 * r, 0.2 * r)
    p.fill()
    p.line_width(max(1.0, r * 0.08))
    p.stroke_style(dark)
    p.fill_style(dark)
    p.begin()
    p.ellipse(cx, cy + 0.5 * r, 0.56 * r, 0.2 * r)
    p.fill()
    p.linear_gradient(
        cx - 0.5 * r, cy, cx + 0.5 * r, cy, [(0.0, main), (0.45, "#ffffff"), (0.6, main), (1.0, dark)]
    )
    p.begin()
    p.move(cx - 0.48 * r, cy + 0.5 * r)
    p.quad(cx - 0.32 * r, cy - 0.12 * r, cx - 0.16 * r, cy - 0.22 * r)
    p.line(cx + 0.16 * r, cy - 0.22 * r)
    p.quad(cx + 0.32 * r, cy - 0.12 * r, cx + 0.48 * r, cy + 0.5 * r)
    p.close()
    p.fill()
    p.stroke()
    p.radial_gradient(
        cx - 0.1 * r, cy - 0.52 * r, 0.02 * r, 0.34 * r, [(0.0, "#ffffff"), (0.35, main), (1.0, dark)]
    )
    p.begin()
    p.arc(cx, cy - 0.45 * r, 0.3 * r)
    p.fill()
    p.stroke()
    p.fill_style("#e9d6a0")
    p.begin()
    p.ellipse(cx, cy - 0.62 * r, 0.38 * r, 0.09 * r)
    p.fill()
    p.stroke()
    if label:
        p.font(f"bold {max(11, int(r * 0.55))}px Georgia, serif")
        p.text_align("center")
        p.fill_style("#fff")
        p.text(label, cx, cy + 0.18 * r)


def mummy(p: Painter, cx: float, cy: float, r: float, *, glow: float = 0.0) -> None:
    """The mummy: a bandaged figure with burning eyes."""
    p.fill_style("rgba(0,0,0,0.4)")
    p.begin()
    p.ellipse(cx, cy + 0.72 * r, 0.6 * r, 0.2 * r)
    p.fill()
    if glow > 0:
        p.radial_gradient(
            cx, cy, r * 0.3, r * 1.4, [(0.0, f"rgba(255,120,40,{0.45 * glow:.2f})"), (1.0, "rgba(0,0,0,0)")]
        )
        p.fill_rect(cx - 1.4 * r, cy - 1.4 * r, 2.8 * r, 2.8 * r)
    p.linear_gradient(
        cx - 0.5 * r, cy, cx + 0.5 * r, cy, [(0.0, "#b8ac86"), (0.4, "#f4eed8"), (1.0, "#9c9070")]
    )
    p.stroke_style("#4a3d24")
    p.line_width(max(1.0, r * 0.07))
    p.begin()
    p.round_rect(cx - 0.42 * r, cy - 0.78 * r, 0.84 * r, 1.5 * r, 0.38 * r)
    p.fill()
    p.stroke()
    p.save()
    p.begin()
    p.round_rect(cx - 0.42 * r, cy - 0.78 * r, 0.84 * r, 1.5 * r, 0.38 * r)
    p.clip()
    p.stroke_style("rgba(110,95,60,0.75)")
    p.line_width(max(1.0, r * 0.06))
    p.begin()
    for k in range(8):
        y = cy - 0.7 * r + k * 0.2 * r
        tilt = 0.12 * r if k % 2 else -0.12 * r
        p.move(cx - 0.5 * r, y - tilt)
        p.line(cx + 0.5 * r, y + tilt)
    p.stroke()
    p.restore()
    p.fill_style("#2b1f12")
    p.begin()
    p.round_rect(cx - 0.3 * r, cy - 0.52 * r, 0.6 * r, 0.2 * r, 0.08 * r)
    p.fill()
    p.shadow("#ff7a1a", r * 0.35)
    p.circle(cx - 0.14 * r, cy - 0.42 * r, 0.07 * r, fill="#ffb347")
    p.circle(cx + 0.14 * r, cy - 0.42 * r, 0.07 * r, fill="#ffb347")
    p.shadow("rgba(0,0,0,0)", 0)


def ankh(p: Painter, cx: float, cy: float, r: float, colour: str, *, empty: bool = False) -> None:
    """An ankh sign (the explorers' lives); ``empty`` draws a faint outline of a lost one."""
    p.line_width(max(1.2, r * 0.26))
    p.line_cap("round")
    p.stroke_style("rgba(255,240,200,0.22)" if empty else colour)
    p.begin()
    p.ellipse(cx, cy - 0.45 * r, 0.3 * r, 0.38 * r)
    p.move(cx - 0.55 * r, cy)
    p.line(cx + 0.55 * r, cy)
    p.move(cx, cy)
    p.line(cx, cy + 0.95 * r)
    p.stroke()


# ---------------------------------------------------------------- dice and cards
def die(
    p: Painter, face: str, cx: float, cy: float, r: float, *, mummy_die: bool = False, lit: bool = False
) -> None:
    """A die showing ``face``: "1".."4", "arrow", "mummy", "?" (hidden) or a number for the mummy die."""
    body = "#6b4426" if mummy_die else "#f5eedb"
    pip = "#f3dfb0" if mummy_die else "#2a1a0c"
    if face == "mummy":
        body, pip = "#3b2c1a", "#f0e6c8"
    p.shadow("rgba(0,0,0,0.45)", r * 0.25, 0, r * 0.1)
    p.fill_style(body)
    p.begin()
    p.round_rect(cx - r, cy - r, 2 * r, 2 * r, r * 0.3)
    p.fill()
    p.shadow("rgba(0,0,0,0)", 0)
    p.line_width(max(1.0, r * (0.16 if lit else 0.07)))
    p.stroke_style(GOLD if lit else "rgba(40,25,10,0.6)")
    p.stroke()
    p.fill_style(pip)
    if face.isdigit():
        spots = PIPS.get(int(face), [])
        for dx, dy in spots:
            p.begin()
            p.arc(cx + dx * r, cy + dy * r, r * 0.17)
            p.fill()
    elif face == "arrow":
        p.poly(
            [
                (cx - 0.6 * r, cy - 0.14 * r),
                (cx + 0.1 * r, cy - 0.14 * r),
                (cx + 0.1 * r, cy - 0.42 * r),
                (cx + 0.65 * r, cy),
                (cx + 0.1 * r, cy + 0.42 * r),
                (cx + 0.1 * r, cy + 0.14 * r),
                (cx - 0.6 * r, cy + 0.14 * r),
            ]
        )
        p.fill()
    elif face == "mummy":
        p.begin()
        p.round_rect(cx - 0.45 * r, cy - 0.6 * r, 0.9 * r, 1.2 * r, 0.4 * r)
        p.fill()
        p.fill_style("#3b2c1a")
        p.begin()
        p.round_rect(cx - 0.3 * r, cy - 0.3 * r, 0.6 * r, 0.18 * r, 0.06 * r)
        p.fill()
        p.fill_style("#ff9a3a")
        p.begin()
        p.arc(cx - 0.13 * r, cy - 0.21 * r, 0.06 * r)
        p.arc(cx + 0.13 * r, cy - 0.21 * r, 0.06 * r)
        p.fill()
        p.stroke_style("#8c7a55")
        p.line_width(max(1.0, r * 0.06))
        p.begin()
        for k in range(3):
            p.move(cx - 0.42 * r, cy + (0.05 + 0.17 * k) * r)
            p.line(cx + 0.42 * r, cy + (0.12 + 0.17 * k) * r)
        p.stroke()
    else:
        p.font(f"bold {max(11, int(r * 1.1))}px Georgia, serif")
        p.text_align("center")
        p.text(face, cx, cy + r * 0.05)


def card(
    p: Painter, name: str, x: float, y: float, w: float, h: float, *, laid: bool = False, lit: bool = False
) -> None:
    """A treasure card face up: the colour band and the symbol (``laid``: marked as found)."""
    colour, _, shape = name.partition("-")
    p.shadow("rgba(0,0,0,0.5)", 6, 0, 2)
    p.linear_gradient(x, y, x, y + h, [(0.0, "#f7ecd0"), (1.0, "#dcc590")])
    p.begin()
    p.round_rect(x, y, w, h, min(w, h) * 0.12)
    p.fill()
    p.shadow("rgba(0,0,0,0)", 0)
    p.line_width(3 if lit else 1.2)
    p.stroke_style(GOLD if lit else "#7a5a2c")
    p.stroke()
    p.fill_style(SYMBOL_COLOURS.get(colour, "#888"))
    p.begin()
    p.round_rect(x + w * 0.1, y + h * 0.07, w * 0.8, h * 0.1, 2)
    p.fill()
    symbol(p, shape, colour, x + w / 2, y + h * 0.58, min(w, h) * 0.33)
    if laid:
        p.fill_style("rgba(30,20,8,0.45)")
        p.begin()
        p.round_rect(x, y, w, h, min(w, h) * 0.12)
        p.fill()
        p.stroke_style("#7fe08a")
        p.line_width(max(2.0, w * 0.09))
        p.line_cap("round")
        p.begin()
        p.move(x + w * 0.25, y + h * 0.55)
        p.line(x + w * 0.45, y + h * 0.72)
        p.line(x + w * 0.78, y + h * 0.35)
        p.stroke()


def card_back(p: Painter, colour: str, x: float, y: float, w: float, h: float) -> None:
    """A card seen from behind: only its colour shows."""
    p.fill_style("#3a2614")
    p.begin()
    p.round_rect(x, y, w, h, min(w, h) * 0.14)
    p.fill()
    p.stroke_style(SYMBOL_COLOURS.get(colour, "#888"))
    p.line_width(max(1.5, w * 0.12))
    p.stroke()
    p.fill_style(SYMBOL_COLOURS.get(colour, "#888"))
    p.begin()
    p.arc(x + w / 2, y + h / 2, min(w, h) * 0.18)
    p.fill()


# ---------------------------------------------------------------- the maze (one layer)
COORDS_FROM = 22.0
"""The smallest square (px) that gets the coordinates (a..o, 1..13) drawn beside the maze."""


def maze_layer(p: Painter, maze: Maze, frame: Frame, origin: tuple[float, float], lang: str) -> None:
    """The static board, drawn in layer coordinates (``origin`` is the layer's top left on screen)."""
    s = frame.size
    ox, oy = frame.x - origin[0], frame.y - origin[1]
    local = Frame(ox, oy, s)
    # the pyramid's body: a soft shadow under the stepped outline (the rock around is the night)
    p.shadow("rgba(0,0,0,0.6)", s * 0.5, 0, s * 0.12)
    p.fill_style(ROCK_DARK)
    for xy in maze.cells.values():
        r = local.rect(xy)
        p.fill_rect(r.x - 1, r.y - 1, r.w + 2, r.h + 2)
    p.shadow("rgba(0,0,0,0)", 0)
    # the floor
    for xy in maze.cells.values():
        r = local.rect(xy)
        tone = FLOOR if (xy[0] + xy[1]) % 2 == 0 else "#d4b478"
        p.fill_style(tone)
        p.fill_rect(r.x, r.y, r.w, r.h)
        seed = (xy[0] * 73 + xy[1] * 31) % 7
        p.fill_style("rgba(120,85,40,0.18)")
        p.fill_rect(r.x + r.w * (0.15 + 0.08 * seed), r.y + r.h * 0.7, r.w * 0.22, 1.2)
        p.fill_rect(r.x + r.w * 0.6, r.y + r.h * (0.2 + 0.05 * seed), 1.2, r.h * 0.18)
    p.stroke_style("rgba(110,75,35,0.28)")
    p.line_width(1)
    p.begin()
    for xy in maze.cells.values():
        r = local.rect(xy)
        p.rect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1)
    p.stroke()
    _start_stairs(p, local.rect(maze.cells[maze.start]).x, local.rect(maze.cells[maze.start]).y, s)
    _sarcophagus(p, *local.center(maze.cells[maze.dungeon]), s)
    # symbols
    for card_name, cell in maze.symbols.items():
        colour, _, shape = card_name.partition("-")
        cx, cy = local.center(maze.cells[cell])
        medallion(p, cx, cy, s * 0.42)
        symbol(p, shape, colour, cx, cy, s * 0.3)
    # walls: a dark band with a lit top edge
    walls = maze.walls()
    for width, colour in ((max(3.0, s * 0.16), WALL), (max(1.0, s * 0.05), "#8a6234")):
        p.stroke_style(colour)
        p.line_width(width)
        p.line_cap("round")
        p.begin()
        for (x0, y0), (x1, y1), _outer in walls:
            p.move(ox + x0 * s, oy + y0 * s)
            p.line(ox + x1 * s, oy + y1 * s)
        p.stroke()
    # coordinates, where squares are large enough for them at 11 px
    if s < COORDS_FROM:
        return
    p.font(f"{max(11, int(s * 0.3))}px Georgia, serif")
    p.fill_style("rgba(240,220,170,0.8)")
    p.text_align("center")
    cols = sorted({xy[0] for xy in maze.cells.values()})
    for x in cols:
        p.text(chr(97 + x), ox + (x + 0.5) * s, oy - s * 0.28)
    p.text_align("right")
    for y in range(maze.height):
        p.text(str(y + 1), ox - s * 0.1, oy + (y + 0.5) * s)


def _start_stairs(p: Painter, x: float, y: float, s: float) -> None:
    """The entrance: stairs going up out of the pyramid."""
    p.fill_style("#8d6a3a")
    p.fill_rect(x + 1, y + 1, s - 2, s - 2)
    steps = 5
    for k in range(steps):
        top = y + s * (0.12 + 0.16 * k)
        p.fill_style("#f0dcaa" if k % 2 == 0 else "#d9bd83")
        p.fill_rect(x + s * 0.12, top, s * 0.76, s * 0.13)
        p.fill_style("rgba(40,25,10,0.45)")
        p.fill_rect(x + s * 0.12, top + s * 0.13, s * 0.76, s * 0.03)
    p.stroke_style(GOLD)
    p.line_width(max(1.5, s * 0.06))
    p.stroke_rect(x + 2, y + 2, s - 4, s - 4)


def _sarcophagus(p: Painter, cx: float, cy: float, s: float) -> None:
    """The dungeon: a sarcophagus sunk in a dark pit."""
    p.fill_style("#20140a")
    p.fill_rect(cx - s * 0.5 + 1, cy - s * 0.5 + 1, s - 2, s - 2)
    p.linear_gradient(
        cx - s * 0.2, cy, cx + s * 0.2, cy, [(0.0, "#9c6d1e"), (0.5, "#f2cf63"), (1.0, "#8c5d14")]
    )
    p.begin()
    p.move(cx, cy - s * 0.44)
    p.quad(cx + s * 0.3, cy - s * 0.42, cx + s * 0.24, cy - s * 0.05)
    p.line(cx + s * 0.16, cy + s * 0.42)
    p.line(cx - s * 0.16, cy + s * 0.42)
    p.line(cx - s * 0.24, cy - s * 0.05)
    p.quad(cx - s * 0.3, cy - s * 0.42, cx, cy - s * 0.44)
    p.close()
    p.fill()
    p.stroke_style("#3a2408")
    p.line_width(max(1.0, s * 0.04))
    p.stroke()
    p.fill_style("#2f5fb0")
    for k in range(3):
        p.fill_rect(cx - s * 0.17, cy + s * (0.02 + 0.1 * k), s * 0.34, s * 0.04)
    p.fill_style("#3a2408")
    p.begin()
    p.arc(cx - s * 0.07, cy - s * 0.24, s * 0.03)
    p.arc(cx + s * 0.07, cy - s * 0.24, s * 0.03)
    p.fill()


def burst(p: Painter, cx: float, cy: float, r: float, k: float) -> None:
    """A capture: a flash and flying dust, ``k`` going 0..1."""
    if k <= 0 or k >= 1:
        return
    p.alpha(1 - k)
    p.radial_gradient(
        cx,
        cy,
        0,
        r * (0.6 + 1.4 * k),
        [(0.0, "rgba(255,230,160,0.95)"), (0.4, "rgba(230,80,40,0.6)"), (1.0, "rgba(0,0,0,0)")],
    )
    p.begin()
    p.arc(cx, cy, r * (0.6 + 1.4 * k))
    p.fill()
    p.fill_style("#f4dca0")
    for i in range(12):
        a = i * math.tau / 12 + 0.3
        d = r * (0.3 + 1.6 * k)
        p.begin()
        p.arc(cx + math.cos(a) * d, cy + math.sin(a) * d, r * 0.09 * (1 - k) + 0.5)
        p.fill()
    p.alpha(1)
