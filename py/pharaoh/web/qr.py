"""QR codes for invites and answers: the matrix from segno (loaded on first use), drawn on the canvas.

segno is a vendored wheel loaded with pydantic when remote play opens; until it is there
(or if it failed) :func:`matrix` returns None and the screen shows the code as text only.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from pharaoh.web.surface import Painter

QUIET = 2
"""Light modules around the symbol (the standard asks for 4; the card's light frame adds the rest)."""


@lru_cache(maxsize=16)
def matrix(text: str) -> tuple[tuple[bool, ...], ...] | None:
    """The QR symbol of ``text`` (True = dark module), or None without segno or for unusable text."""
    try:
        segno = importlib.import_module("segno")
        code = segno.make(text, error="m", micro=False)
    except Exception:  # noqa: BLE001 - no QR code is a lesser evil than a broken screen
        return None
    return tuple(tuple(bool(v) for v in row) for row in code.matrix)


def draw_qr(p: Painter, modules: tuple[tuple[bool, ...], ...], x: float, y: float, size: float) -> None:
    """Draw a symbol into the square (``x``, ``y``, ``size``), on a light card, crisp at any scale."""
    count = len(modules) + 2 * QUIET
    cell = max(1.0, float(int(size / count)))
    side = cell * count
    ox, oy = x + (size - side) / 2, y + (size - side) / 2
    p.fill_style("#fbf5e6")
    p.begin()
    p.round_rect(ox - cell, oy - cell, side + 2 * cell, side + 2 * cell, cell * 1.5)
    p.fill()
    p.fill_style("#1b140b")
    p.begin()
    for r, row in enumerate(modules):
        run = -1
        for c, dark in enumerate((*row, False)):
            if dark and run < 0:
                run = c
            elif not dark and run >= 0:
                p.rect(ox + (QUIET + run) * cell, oy + (QUIET + r) * cell, (c - run) * cell, cell)
                run = -1
    p.fill()
