"""How wide a text runs in the table's serif face, so labels fit whole or are left out, never cut.

The canvas can squeeze a text into a width, which makes it smaller than its font; the table
never relies on that.  A text is drawn at :data:`MIN_TEXT` CSS pixels or more, whole, where
its estimated width fits; else a shorter name of our own (whole words) is tried, else nothing
is written and the thing can still be read large by holding it (or hovering).

>>> width("Mumie", 11) < width("Mumie", 14)
True
>>> pick(["Doktorin Hall", "Hall"], 11, 40)
'Hall'
>>> pick(["Einheimischer Karim"], 11, 40) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.web.measure import text_width

MIN_TEXT = 11.0
"""The smallest text the table writes, in CSS pixels."""


def width(text: str, size: float, bold: bool = False) -> float:
    """The width of ``text`` at ``size`` px in the table's face (DejaVu Serif, the wider of the two)."""
    return text_width(text, size, bold=bold)


def fits(text: str, size: float, room: float, bold: bool = False) -> bool:
    """True if ``text`` at ``size`` px fits ``room`` px and the size is readable."""
    return size >= MIN_TEXT and width(text, size, bold) <= room


def pick(texts: Sequence[str], size: float, room: float, bold: bool = False) -> str | None:
    """The first of ``texts`` that fits whole, or None."""
    for text in texts:
        if fits(text, size, room, bold):
            return text
    return None


def wrap(text: str, size: float, room: float, lines: int, bold: bool = False) -> list[str] | None:
    """``text`` broken at spaces into at most ``lines`` lines that each fit ``room``, or None.

    >>> wrap("Hand der Mumie", 11, 60, 2)
    ['Hand der', 'Mumie']
    """
    out: list[str] = []
    for word in text.split():
        if out and fits(out[-1] + " " + word, size, room, bold):
            out[-1] += " " + word
        elif fits(word, size, room, bold):
            out.append(word)
        else:
            return None
    return out if len(out) <= lines else None
