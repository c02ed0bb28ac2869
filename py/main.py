"""Entry script of the page: start the browser app (``pharaoh.web.app``).

``static/interpreter.mjs`` has put the ``pharaoh`` package into Python's working directory
before this runs.  ``start()`` builds the menu and calls ``window.pharaohReady()``
(static/boot.js) once it is on screen.
"""

import js


def _mark(name: str) -> None:
    """A boot stage for the bench (``pharaohMark`` in static/boot.js)."""
    mark = getattr(js.window, "pharaohMark", None)
    if mark is not None:
        mark(name)


_mark("main.py: start")
from pharaoh.web.app import start  # noqa: E402 - the mark above times this import

_mark("main.py: app imported")
start()
