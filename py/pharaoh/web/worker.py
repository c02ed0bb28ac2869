"""The bot worker's script: PyScript runs this file in a web worker and the page calls ``choose``.

It only exports a function (no DOM access), so the page needs no special headers.  It
is also importable on CPython (for tests): ``__export__`` is just a list there.
"""

from __future__ import annotations

from pharaoh.web.bots import choose_json


def choose(request_json: str) -> str:
    """Choose a computer player's action (see :func:`pharaoh.web.bots.choose_json`)."""
    return choose_json(request_json)


def ping() -> str:
    """Answer "pong" once the worker's Python runs (the page checks readiness with it)."""
    return "pong"


__export__ = ["choose", "ping"]
