"""Where the board and the side panel go for a window size (landscape: panel right; portrait: below).

>>> lay = layout(1280, 800)
>>> lay.landscape, lay.panel.x > lay.board.x
(True, True)
>>> lay = layout(390, 844)
>>> lay.landscape, lay.panel.y > lay.board.y
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaoh.web.games import Rect

BAR_HEIGHT = 44.0
"""The top bar (title, rules, menu, language) is DOM, over the canvas."""


@dataclass(frozen=True)
class Layout:
    """The play screen's parts, in CSS pixels of the full-window canvas."""

    board: Rect
    panel: Rect
    landscape: bool

    def panel_css(self) -> str:
        """Inline CSS placing the DOM panel."""
        p = self.panel
        return f"left:{p.x:.0f}px;top:{p.y:.0f}px;width:{p.w:.0f}px;height:{p.h:.0f}px"


def layout(width: float, height: float) -> Layout:
    """Split the window: the panel takes 30% (280-380 px) on the right, or the lower 36% on a tall screen.

    A small phone held sideways (568 x 320) is landscape too, with a 240 px panel: below
    the board, the panel would leave the board a strip.

    >>> small = layout(568, 320)
    >>> small.landscape, small.panel.w, small.board.h
    (True, 240.0, 276.0)
    """
    top = BAR_HEIGHT
    usable = max(0.0, height - top)
    if (width >= 640 and width >= height * 0.9) or (width >= 480 and width >= height * 1.3):
        pw = min(380.0, max(280.0 if width >= 700 else 240.0, width * 0.3))
        return Layout(Rect(0, top, width - pw, usable), Rect(width - pw, top, pw, usable), True)
    ph = min(max(190.0, usable * 0.36), usable * 0.55)
    return Layout(Rect(0, top, width, usable - ph), Rect(0, top + usable - ph, width, ph), False)
