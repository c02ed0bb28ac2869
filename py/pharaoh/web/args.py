"""Numbers read from what a page hands the app: a click's ``data-arg``, a link's part, a stored setting.

``str.isdigit`` alone lets through what ``int`` refuses: a superscript ("²"), or thousands of
digits (CPython refuses to convert more than 4,300).  An edited ``data-arg``, a crafted link
or junk in storage must change nothing, never raise.
"""

from __future__ import annotations


def whole(text: str, digits: int = 9) -> int | None:
    """A whole number of 1 to ``digits`` ASCII digits, else ``None``.

    >>> whole("12"), whole("²"), whole("1" * 5000), whole(""), whole("-3"), whole("٣")
    (12, None, None, None, None, None)
    """
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None


def signed(text: str, digits: int = 9) -> int | None:
    """A whole number that may start with a minus sign, else ``None``.

    >>> signed("-3"), signed("4"), signed("--3"), signed("-")
    (-3, 4, None, None)
    """
    value = whole(text.removeprefix("-"), digits)
    if value is None:
        return None
    return -value if text.startswith("-") else value
