"""The spell table's faster drawing draws exactly what the plain code drew.

Text widths are remembered (measure.text_width) and the painter rounds its numbers inline
instead of calling ``_r``: both are only about speed, so every command of every frame must be
the same as with the plain computations.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_spell_board import AREA, PHONE, SAMPLES, board_for

from pharaoh.web import measure
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import fit
from pharaoh.web.surface import LayerCache, Painter, Region, _r

WIDE = Rect(0, 44, 1280, 676)


def _plain_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width computed afresh every time, as before the memory."""
    widths = measure.BOLD if bold else measure.REGULAR
    wide = 0.85 if bold else 0.8
    return float(sum(widths.get(ch, wide) for ch in text)) * size


def _frames() -> list[tuple[list[Any], list[Region]]]:
    out: list[tuple[list[Any], list[Region]]] = []
    for sample in SAMPLES[::25]:
        for seat in sample.views:
            board = board_for(sample, seat)
            for area, lang in ((AREA, "de"), (PHONE, "fr"), (WIDE, "en")):
                p = Painter()
                board.draw(p, area, 100_000, None, LayerCache(), lang)
                out.append((p.ops, p.regions))
    return out


def test_remembered_widths_draw_the_same_frames(monkeypatch: pytest.MonkeyPatch) -> None:
    measure._EMS.clear()
    cold = _frames()
    warm = _frames()
    assert measure._EMS, "the widths were remembered"
    monkeypatch.setattr(fit, "text_width", _plain_width)
    plain = _frames()
    assert len(plain) > 50, len(plain)
    assert cold == plain and warm == plain


def test_remembered_widths_equal_the_plain_ones_and_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(measure, "_EMS_MAX", 8)
    measure._EMS.clear()
    for text in ["Mumie", "Skarabäenschwarm", "", "W€ird", "Mumie", "a b", "ÆØ", "x", "y", "z", "zz"]:
        for size in (11.0, 13.5):
            for bold in (False, True):
                assert measure.text_width(text, size, bold=bold) == _plain_width(text, size, bold=bold)
                assert len(measure._EMS) <= 8
    measure._EMS.clear()


def test_the_inline_rounding_is_the_rounding() -> None:
    rng = random.Random(7)
    values = [0.0, -0.0, 3, -3, 0.005, -0.005, 1.125, -1.125, 2.675, 1e-9, -1e-9, 12345.6789]
    values += [rng.uniform(-2000, 2000) for _ in range(300)]
    values += [rng.randint(-50, 50) / 200 for _ in range(100)]
    for i, v in enumerate(values):
        w, x, y, z = values[i - 1], values[i - 2], values[i - 3], abs(values[i - 4])
        p = Painter()
        p.line_width(v)
        p.shadow("#000", v, w, x)
        p.move(v, w)
        p.line(w, v)
        p.quad(v, w, x, y)
        p.round_rect(v, w, x, y, z)
        p.arc(v, w, x)
        p.fill_rect(v, w, x, y)
        p.text("t", v, w)
        p.text("t", v, w, x)
        assert p.ops == [
            ["lw", _r(v)],
            ["sh", "#000", _r(v), _r(w), _r(x)],
            ["mt", _r(v), _r(w)],
            ["lt", _r(w), _r(v)],
            ["qt", _r(v), _r(w), _r(x), _r(y)],
            ["rr", _r(v), _r(w), _r(x), _r(y), _r(max(0.0, min(z, x / 2, y / 2)))],
            ["ar", _r(v), _r(w), _r(max(x, 0.0)), 0.0, round(6.283185307179586, 4)],
            ["fr", _r(v), _r(w), _r(x), _r(y)],
            ["ft", "t", _r(v), _r(w)],
            ["ft", "t", _r(v), _r(w), _r(x)],
        ], v
