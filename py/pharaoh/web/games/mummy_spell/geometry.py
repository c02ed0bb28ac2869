"""Where things lie on the spell table: mummy and piles on top, the sites, the players, hand and market.

>>> z = zones(Rect(0, 44, 900, 756))
>>> z.mummy.y < z.sites.y < z.seats.y < z.hand.y
True
>>> p = zones(Rect(0, 44, 390, 700))
>>> p.hand.y < p.market.y
True
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaoh.web.games import Rect


@dataclass(frozen=True)
class Zones:
    """The parts of the table in CSS pixels, and the text size that fits them."""

    mummy: Rect
    piles: Rect
    sites: Rect
    casino: Rect
    seats: Rect
    hand: Rect
    market: Rect
    size: float


def zones(area: Rect) -> Zones:
    """Split ``area`` into zones: wide screens put hand and market side by side, narrow ones stack them."""
    m = max(4.0, min(area.w, area.h) * 0.01)
    x, y, w, h = area.x + m, area.y + m, area.w - 2 * m, area.h - 2 * m
    size = max(8.0, min(22.0, w / 70, h / 50))
    wide = w >= h * 0.95
    parts = [0.2, 0.33, 0.23, 0.24] if wide else [0.15, 0.27, 0.29, 0.12, 0.17]
    gaps = m * len(parts)
    heights = [(h - gaps) * f for f in parts]
    ys = [y]
    for hh in heights[:-1]:
        ys.append(ys[-1] + hh + m)
    top_split = w * (0.57 if wide else 0.55)
    casino_w = w * (0.12 if wide else 0.2)
    mummy = Rect(x, ys[0], top_split - m / 2, heights[0])
    piles = Rect(x + top_split + m / 2, ys[0], w - top_split - m / 2, heights[0])
    sites = Rect(x, ys[1], w - casino_w - m, heights[1])
    casino = Rect(x + w - casino_w, ys[1], casino_w, heights[1])
    seats = Rect(x, ys[2], w, heights[2])
    if wide:
        hand_w = w * 0.4
        hand = Rect(x, ys[3], hand_w - m / 2, heights[3])
        market = Rect(x + hand_w + m / 2, ys[3], w - hand_w - m / 2, heights[3])
    else:
        hand = Rect(x, ys[3], w, heights[3])
        market = Rect(x, ys[4], w, heights[4])
    return Zones(mummy, piles, sites, casino, seats, hand, market, size)


def grid(r: Rect, n: int, ratio: float, gap: float) -> list[Rect]:
    """``n`` cells of width/height ``ratio`` in rows inside ``r``, as large as fit.

    >>> [round(c.w) for c in grid(Rect(0, 0, 300, 100), 3, 1.0, 0)]
    [100, 100, 100]
    """
    if n <= 0 or r.w <= 0 or r.h <= 0:
        return []
    best: tuple[float, int] = (0.0, 1)
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        cw = (r.w - gap * (cols - 1)) / cols
        ch = (r.h - gap * (rows - 1)) / rows
        cell_w = min(cw, ch * ratio)
        if cell_w > best[0]:
            best = (cell_w, rows)
    rows = best[1]
    cols = -(-n // rows)
    cw = (r.w - gap * (cols - 1)) / cols
    ch = (r.h - gap * (rows - 1)) / rows
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        out.append(Rect(r.x + col * (cw + gap), r.y + row * (ch + gap), cw, ch))
    return out


def row(r: Rect, n: int, ratio: float, *, gap: float = 3.0) -> list[Rect]:
    """``n`` cards of width/height ``ratio`` in one row inside ``r``, overlapping if they must.

    >>> [round(c.x) for c in row(Rect(0, 0, 100, 40), 3, 0.7)]
    [0, 31, 62]
    """
    if n <= 0 or r.w <= 0:
        return []
    ch = r.h
    cw = ch * ratio
    step = cw + gap
    fit = (r.w - (n - 1) * gap) / n
    if fit < cw and fit >= cw * 0.5:
        cw, ch = fit, fit / ratio
        step = cw + gap
    elif n * cw + (n - 1) * gap > r.w:
        cw, ch = cw * 0.5, ch * 0.5
        step = (r.w - cw) / max(1, n - 1) if n > 1 else 0.0
        if step > cw + gap:
            step = cw + gap
        if cw > r.w:
            cw = r.w
            ch = cw / ratio
            step = 0.0
    return [Rect(r.x + i * step, r.y + (r.h - ch) / 2, cw, ch) for i in range(n)]
