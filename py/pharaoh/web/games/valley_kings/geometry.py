"""Where things lie on the valley table: the opponent's camp on top, the tomb in the middle.

The shown seat's camp and hand are at the bottom.

>>> z = zones(Rect(0, 44, 900, 756))
>>> z.op_camp.y < z.tomb.y < z.me_camp.y < z.hand.y
True
>>> [round(r.w) for r in row(Rect(0, 0, 300, 100), 3, 1.4)]
[71, 71, 71]
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaoh.web.games import Rect

RATIO = 1.4
"""Card height / width."""


@dataclass(frozen=True)
class Zones:
    """The parts of the table in CSS pixels."""

    op_info: Rect
    op_camp: Rect
    op_tombs: Rect
    piles: Rect
    tomb: Rect
    groups: Rect
    side: Rect
    me_info: Rect
    me_camp: Rect
    me_tombs: Rect
    hand: Rect
    mat: Rect
    """The dark mat behind the open tomb and both groups."""
    limit: Rect
    """The strip inside the mat, above the tomb card: the tomb's limit (on a phone: its name too)."""
    compact: bool
    """A small table (a phone): counts drawn as icons, the won tombs as a count, the hand as name tiles."""

    def card_h(self) -> float:
        """The height of a camp card."""
        return self.me_camp.h


LIMIT_H = 16.0
"""Height of the strip that says how many characters a tomb admits."""


def is_compact(area: Rect) -> bool:
    """True for a table too small for the full layout (every phone, portrait or landscape).

    >>> is_compact(Rect(0, 44, 360, 381)), is_compact(Rect(0, 44, 900, 756))
    (True, False)
    """
    return area.w < 620 or area.h < 440


def zones(area: Rect) -> Zones:
    """Split ``area`` into the table's zones (proportional, with a compact variant for small tables)."""
    if is_compact(area):
        return _compact_zones(area)
    m = max(4.0, min(area.w, area.h) * 0.012)
    x, y, w, h = area.x + m, area.y + m, area.w - 2 * m, area.h - 2 * m
    band = h * 0.195
    mid = h * 0.33
    hand = h * 0.24
    gap = (h - 2 * band - mid - hand) / 3
    info_w = min(170.0, max(150.0, w * 0.17))
    tombs_w = min(110.0, w * 0.12)
    op_y = y
    mid_y = op_y + band + gap
    me_y = mid_y + mid + gap
    hand_y = me_y + band + gap
    camp_w = w - info_w - tombs_w - 2 * m
    piles_w = w * 0.13
    side_w = w * 0.12
    tomb_w = min((mid - LIMIT_H - 8) / RATIO * 0.94, w * 0.2)
    tomb_h = tomb_w * RATIO
    tomb_y = mid_y + LIMIT_H + 4 + (mid - LIMIT_H - 4 - tomb_h) / 2
    groups_x = x + piles_w + tomb_w + 2 * m
    groups_w = w - piles_w - tomb_w - side_w - 3 * m
    tomb = Rect(x + piles_w + m, tomb_y, tomb_w, tomb_h)
    mat = Rect(tomb.x - 6, mid_y, groups_x + groups_w - tomb.x + 6, mid)
    return Zones(
        op_info=Rect(x, op_y, info_w, band),
        op_camp=Rect(x + info_w + m, op_y, camp_w, band),
        op_tombs=Rect(x + w - tombs_w, op_y, tombs_w, band),
        piles=Rect(x, mid_y, piles_w, mid),
        tomb=tomb,
        groups=Rect(groups_x, mid_y, groups_w, mid),
        side=Rect(x + w - side_w, mid_y, side_w, mid),
        me_info=Rect(x, me_y, info_w, band),
        me_camp=Rect(x + info_w + m, me_y, camp_w, band),
        me_tombs=Rect(x + w - tombs_w, me_y, tombs_w, band),
        hand=Rect(x, hand_y, w, hand),
        mat=mat,
        limit=Rect(mat.x + 3, mid_y + 2, tomb_w + 6, LIMIT_H),
        compact=False,
    )


def _compact_zones(area: Rect) -> Zones:
    """A phone's table: a low row per player (counts and camp), the tomb, and a tall hand.

    >>> z = zones(Rect(0, 44, 360, 381))
    >>> z.compact, z.op_camp.y < z.tomb.y < z.me_camp.y < z.hand.y, z.hand.h > 120
    (True, True, True)
    """
    m = 4.0
    x, y, w, h = area.x + m, area.y + m, area.w - 2 * m, area.h - 2 * m
    gap = 3.0
    row_h = min(72.0, max(44.0, h * 0.15))
    mid = min(210.0, max(88.0, h * 0.32))
    hand_h = h - 2 * row_h - mid - 3 * gap
    info_w = min(190.0, max(120.0, w * 0.4))
    tombs_w = 46.0
    mid_y = y + row_h + gap
    me_y = mid_y + mid + gap
    piles_w = max(58.0, w * 0.17)
    side_w = max(58.0, w * 0.17)
    # the open tomb is squarer than a card here, so that its name fits at 11 px
    tomb_h = mid - LIMIT_H - 8
    tomb_w = min(tomb_h / 1.05, w * 0.27)
    tomb = Rect(x + piles_w + m + 4, mid_y + LIMIT_H + 4 + (mid - LIMIT_H - 6 - tomb_h) / 2, tomb_w, tomb_h)
    groups_x = tomb.x + tomb_w + m
    groups_w = x + w - side_w - m - groups_x
    mat = Rect(tomb.x - 6, mid_y, groups_x + groups_w - tomb.x + 6, mid)
    return Zones(
        op_info=Rect(x, y, info_w, row_h),
        op_camp=Rect(x + info_w + m, y, w - info_w - m, row_h),
        op_tombs=Rect(x + info_w - tombs_w, y, tombs_w, row_h),
        piles=Rect(x, mid_y, piles_w, mid),
        tomb=tomb,
        groups=Rect(groups_x, mid_y + LIMIT_H + 2, groups_w, mid - LIMIT_H - 2),
        side=Rect(x + w - side_w, mid_y, side_w, mid),
        me_info=Rect(x, me_y, info_w, row_h),
        me_camp=Rect(x + info_w + m, me_y, w - info_w - m, row_h),
        me_tombs=Rect(x + info_w - tombs_w, me_y, tombs_w, row_h),
        hand=Rect(x, me_y + row_h + gap, w, hand_h),
        mat=mat,
        limit=Rect(mat.x + 3, mid_y + 2, mat.w - 6, LIMIT_H),
        compact=True,
    )


CHIP_MIN_W = 150.0
"""The narrowest name tile of a hand on a phone: the longest card name fits it at 11 px."""
CHIP_H = (30.0, 40.0)
"""The lowest and the highest name tile."""


def chips(r: Rect, n: int) -> tuple[list[Rect], int]:
    """Name tiles for ``n`` cards in ``r``, in columns of at least CHIP_MIN_W px; and how many fit.

    When more tiles than fit are asked for, the last place is left for a "more" tile and
    the count is one less than the places.

    >>> cells, fit = chips(Rect(0, 0, 352, 130), 5)
    >>> len(cells), fit, round(cells[0].w), round(cells[0].h)
    (5, 8, 174, 40)
    >>> cells, fit = chips(Rect(0, 0, 352, 70), 9)
    >>> len(cells), fit
    (4, 3)
    """
    cols = max(1, int((r.w + 4) // (CHIP_MIN_W + 4)))
    rows = max(1, int((r.h + 3) // (CHIP_H[0] + 3)))
    places = cols * rows
    fit = places if n <= places else places - 1
    shown = min(n, places)
    used_rows = max(1, -(-shown // cols))
    ch = min(CHIP_H[1], (r.h - 3 * (used_rows - 1)) / used_rows)
    cw = (r.w - 4 * (cols - 1)) / cols
    cells = [Rect(r.x + (i % cols) * (cw + 4), r.y + (i // cols) * (ch + 3), cw, ch) for i in range(shown)]
    return cells, fit


def hand_cards(r: Rect, widths: list[float], ratio: float = RATIO) -> list[Rect] | None:
    """Card-shaped hand cards side by side, none narrower than its name needs; None if they do not fit.

    >>> [round(c.w) for c in hand_cards(Rect(0, 0, 500, 140), [60, 80]) or []]
    [100, 100]
    >>> hand_cards(Rect(0, 0, 300, 140), [120, 120, 120]) is None
    True
    """
    n = len(widths)
    if n == 0:
        return []
    need = max(48.0, *widths)
    cw = min(r.h / ratio, 150.0)
    gap = 6.0
    if n * (cw + gap) > r.w:
        cw = r.w / n - gap
    if cw < need:
        return None
    ch = min(r.h, cw * ratio)
    total = n * cw + (n - 1) * gap
    x0 = r.x + (r.w - total) / 2
    y0 = r.y + (r.h - ch) / 2
    return [Rect(x0 + i * (cw + gap), y0, cw, ch) for i in range(n)]


def row(r: Rect, n: int, ratio: float = RATIO, *, fan: bool = False, min_w: float = 92.0) -> list[Rect]:
    """``n`` cards in one row inside ``r``, as large as fit.

    With ``fan`` (a hand) the cards shrink down to ``min_w`` and then overlap, so their
    text stays readable.
    """
    if n <= 0:
        return []
    ch = r.h
    cw = ch / ratio
    gap = cw * 0.06
    if fan and n * (cw + gap) > r.w:
        cw = max(min(min_w, cw), r.w / n - gap)
        ch = cw * ratio
        gap = cw * 0.06
    if n * (cw + gap) > r.w:
        if fan:
            step = (r.w - cw) / max(1, n - 1)
            x0 = r.x
            return [Rect(x0 + i * step, r.y + (r.h - ch) / 2, cw, ch) for i in range(n)]
        cw = r.w / n - gap
        ch = cw * ratio
    total = n * cw + (n - 1) * gap
    x0 = r.x + (r.w - total) / 2 if fan else r.x
    y0 = r.y + (r.h - ch) / 2
    return [Rect(x0 + i * (cw + gap), y0, cw, ch) for i in range(n)]
