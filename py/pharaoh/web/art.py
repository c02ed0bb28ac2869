"""Canvas art of our own for the menu and the privacy screen: a night over the pyramids.

All of it is vector-drawn; the static parts go into a layer keyed by the window size,
and only the twinkling stars and the drifting sand change from frame to frame.
"""

from __future__ import annotations

import math

from pharaoh.web.surface import LayerCache, Painter

INK = "#2a1a0b"
"""Dark ink of the texts printed on cards and coins."""
GOLD = "#e2b245"
"""Gold of highlights and coins."""
SERIF = "Georgia, 'DejaVu Serif', serif"
"""The serif face of the card tables' texts."""


def font(size: float, weight: str = "") -> str:
    """The CSS font of the table's texts at ``size`` px (never below 7 px).

    >>> font(5.2), font(12.6, "700")
    ("7px Georgia, 'DejaVu Serif', serif", "700 12px Georgia, 'DejaVu Serif', serif")
    """
    return f"{weight + ' ' if weight else ''}{max(7, int(size))}px {SERIF}"


def coin(p: Painter, cx: float, cy: float, r: float, label: str = "") -> None:
    """A gold coin, with ``label`` (e.g. a cost or a premium) on it."""
    p.radial_gradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, r * 1.3, [(0.0, "#fff0b0"), (1.0, "#c08a1e")])
    p.begin()
    p.arc(cx, cy, r)
    p.fill()
    p.stroke_style("#7a5410")
    p.line_width(max(1.0, r * 0.14))
    p.stroke()
    if label:
        p.fill_style(INK)
        p.font(font(r * 1.25, "700"))
        p.text_align("center")
        p.text(label, cx, cy + r * 0.06)


SKY = [(0.0, "#0b1026"), (0.55, "#2b2450"), (0.8, "#8c4a3c"), (1.0, "#d9914a")]
SAND = "#c8934f"
STONE_LIGHT = "#e0b877"
STONE_DARK = "#7a5230"


def _stars(width: float, height: float, count: int) -> list[tuple[float, float, float]]:
    """Deterministic star positions (x, y, size) for a window size."""
    out = []
    seed = 12345
    for _ in range(count):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x = (seed % 10000) / 10000 * width
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        y = (seed % 10000) / 10000 * height * 0.55
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((x, y, 0.6 + (seed % 100) / 70))
    return out


def _pyramid(p: Painter, cx: float, base_y: float, half: float, height: float, courses: int) -> None:
    """A pyramid with a lit face, a shaded face and stone courses."""
    apex = (cx, base_y - height)
    p.linear_gradient(cx - half, base_y, cx, base_y - height, [(0.0, STONE_LIGHT), (1.0, "#f3d29a")])
    p.poly([apex, (cx - half, base_y), (cx + half * 0.18, base_y)])
    p.fill()
    p.linear_gradient(cx, base_y, cx + half, base_y, [(0.0, "#9b6a3c"), (1.0, STONE_DARK)])
    p.poly([apex, (cx + half * 0.18, base_y), (cx + half, base_y)])
    p.fill()
    p.stroke_style("rgba(60,35,15,0.35)")
    p.line_width(1)
    p.begin()
    for i in range(1, courses):
        k = i / courses
        y = base_y - height * k
        w = half * (1 - k)
        p.move(cx - w, y)
        p.line(cx + w, y)
    p.stroke()


def _backdrop(p: Painter, width: float, height: float) -> None:
    """The static part: sky, moon, pyramids, dunes."""
    p.linear_gradient(0, 0, 0, height, SKY)
    p.fill_rect(0, 0, width, height)
    moon_x, moon_y, moon_r = width * 0.8, height * 0.2, min(width, height) * 0.06
    p.radial_gradient(
        moon_x, moon_y, moon_r * 0.5, moon_r * 4, [(0.0, "rgba(255,240,200,0.35)"), (1.0, "rgba(0,0,0,0)")]
    )
    p.fill_rect(moon_x - moon_r * 4, moon_y - moon_r * 4, moon_r * 8, moon_r * 8)
    p.circle(moon_x, moon_y, moon_r, fill="#fbefcf")
    horizon = height * 0.78
    unit = min(width * 0.5, height * 0.55)
    _pyramid(p, width * 0.7, horizon, unit * 0.55, unit * 0.5, 14)
    _pyramid(p, width * 0.33, horizon, unit * 0.85, unit * 0.78, 20)
    _pyramid(p, width * 0.93, horizon, unit * 0.3, unit * 0.27, 8)
    p.fill_style(SAND)
    p.begin()
    p.move(0, horizon - 6)
    p.bezier(width * 0.3, horizon - 30, width * 0.55, horizon + 20, width, horizon - 14)
    p.line(width, height)
    p.line(0, height)
    p.close()
    p.fill()
    p.linear_gradient(0, horizon, 0, height, [(0.0, "rgba(120,70,30,0)"), (1.0, "rgba(60,30,10,0.6)")])
    p.fill_rect(0, horizon - 20, width, height - horizon + 20)
    _frieze(p, width, height)


def _frieze(p: Painter, width: float, height: float) -> None:
    """A band of little carved signs along the bottom edge."""
    band = 26.0
    y = height - band
    p.fill_style("rgba(40,22,10,0.72)")
    p.fill_rect(0, y, width, band)
    p.stroke_style("#d7a94f")
    p.line_width(1.5)
    p.begin()
    p.move(0, y + 2)
    p.line(width, y + 2)
    p.stroke()
    step = 34.0
    i = 0
    x = step / 2
    p.fill_style("#d7a94f")
    while x < width:
        cy = y + band / 2 + 1
        kind = i % 4
        if kind == 0:  # a little ankh
            p.begin()
            p.ellipse(x, cy - 4, 3, 4)
            p.stroke()
            p.fill_rect(x - 5, cy, 10, 1.6)
            p.fill_rect(x - 0.8, cy, 1.6, 8)
        elif kind == 1:  # an eye
            p.begin()
            p.ellipse(x, cy, 7, 3.2)
            p.stroke()
            p.circle(x, cy, 1.8, fill="#d7a94f")
        elif kind == 2:  # water ripples
            p.begin()
            for k in range(3):
                p.move(x - 7 + k * 4.7, cy + 2)
                p.quad(x - 4.6 + k * 4.7, cy - 3, x - 2.3 + k * 4.7, cy + 2)
            p.stroke()
        else:  # a reed
            p.begin()
            p.move(x, cy + 7)
            p.line(x, cy - 6)
            p.quad(x + 5, cy - 4, x + 2, cy - 8)
            p.stroke()
        x += step
        i += 1


def draw_night(
    p: Painter, width: float, height: float, now: float, layers: LayerCache, *, dim: float = 0.0
) -> None:
    """The menu's background: the static scene from a layer, then twinkling stars and drifting sand."""
    if width <= 0 or height <= 0:
        return
    layers.stamp(
        p, f"night:{width:.0f}x{height:.0f}", 0, 0, width, height, lambda q: _backdrop(q, width, height)
    )
    for i, (x, y, size) in enumerate(_stars(width, height, 90)):
        twinkle = 0.55 + 0.45 * math.sin(now / 700 + i * 1.7)
        p.alpha(twinkle)
        p.fill_style("#fff6e0")
        p.fill_rect(x, y, size, size)
    p.alpha(1)
    drift = (now / 60) % width
    p.fill_style("rgba(255,220,160,0.18)")
    for i in range(6):
        x = (drift * (1 + i * 0.3) + i * width / 6) % width
        p.fill_rect(x, height * 0.8 + i * 7, 40 + i * 9, 1.4)
    if dim > 0:
        p.fill_style(f"rgba(10,8,20,{dim:.2f})")
        p.fill_rect(0, 0, width, height)


def draw_veil(p: Painter, width: float, height: float, now: float) -> None:
    """The privacy screen's canvas: nothing of the game, a closed tomb door and a slowly glowing eye."""
    p.linear_gradient(0, 0, 0, height, [(0.0, "#14100c"), (1.0, "#2b2117")])
    p.fill_rect(0, 0, width, height)
    cx, cy = width / 2, height * 0.3
    r = min(width, height) * 0.09
    glow = 0.35 + 0.25 * math.sin(now / 500)
    p.radial_gradient(cx, cy, r * 0.2, r * 3, [(0.0, f"rgba(240,190,90,{glow:.2f})"), (1.0, "rgba(0,0,0,0)")])
    p.fill_rect(cx - r * 3, cy - r * 3, r * 6, r * 6)
    p.stroke_style("#e8c170")
    p.line_width(max(2.0, r * 0.08))
    p.line_cap("round")
    p.begin()
    p.move(cx - r * 1.3, cy)
    p.quad(cx, cy - r * 1.1, cx + r * 1.3, cy)
    p.quad(cx, cy + r * 0.9, cx - r * 1.3, cy)
    p.stroke()
    p.circle(cx, cy, r * 0.38, fill="#e8c170")
    p.begin()
    p.move(cx - r * 0.3, cy + r * 0.55)
    p.line(cx - r * 0.55, cy + r * 1.3)
    p.quad(cx - r * 0.75, cy + r * 1.6, cx - r * 1.05, cy + r * 1.35)
    p.move(cx + r * 0.1, cy + r * 0.6)
    p.line(cx + r * 0.25, cy + r * 1.45)
    p.stroke()
