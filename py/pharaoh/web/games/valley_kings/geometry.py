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

    def card_h(self) -> float:
        """The height of a camp card."""
        return self.me_camp.h


def zones(area: Rect) -> Zones:
    """Split ``area`` into the table's zones (proportional, so a phone gets the same table, smaller)."""
    m = max(4.0, min(area.w, area.h) * 0.012)
    x, y, w, h = area.x + m, area.y + m, area.w - 2 * m, area.h - 2 * m
    band = h * 0.17
    mid = h * 0.36
    hand = h * 0.27
    gap = (h - 2 * band - mid - hand) / 3
    info_w = min(150.0, w * 0.17)
    tombs_w = min(110.0, w * 0.12)
    op_y = y
    mid_y = op_y + band + gap
    me_y = mid_y + mid + gap
    hand_y = me_y + band + gap
    camp_w = w - info_w - tombs_w - 2 * m
    piles_w = w * 0.13
    side_w = w * 0.12
    tomb_w = min(mid / RATIO * 0.92, w * 0.2)
    groups_x = x + piles_w + tomb_w + 2 * m
    groups_w = w - piles_w - tomb_w - side_w - 3 * m
    return Zones(
        op_info=Rect(x, op_y, info_w, band),
        op_camp=Rect(x + info_w + m, op_y, camp_w, band),
        op_tombs=Rect(x + w - tombs_w, op_y, tombs_w, band),
        piles=Rect(x, mid_y, piles_w, mid),
        tomb=Rect(x + piles_w + m, mid_y + (mid - tomb_w * RATIO) / 2, tomb_w, tomb_w * RATIO),
        groups=Rect(groups_x, mid_y, groups_w, mid),
        side=Rect(x + w - side_w, mid_y, side_w, mid),
        me_info=Rect(x, me_y, info_w, band),
        me_camp=Rect(x + info_w + m, me_y, camp_w, band),
        me_tombs=Rect(x + w - tombs_w, me_y, tombs_w, band),
        hand=Rect(x, hand_y, w, hand),
    )


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
