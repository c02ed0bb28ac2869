"""Entry script of the page: start the browser app (``pharaoh.web.app``, owned by the UI).

PyScript runs this after unpacking the ``pharaoh`` package (see ``pyscript.toml``).  The
app's ``start()`` builds the menu and calls ``window.pharaohReady()`` (static/boot.js) once
it is on screen.  ``start`` may also be a coroutine function: it is then scheduled on
Pyodide's event loop.
"""

import asyncio
import inspect

import js

try:
    from pharaoh.web.app import start
except ModuleNotFoundError as exc:
    if exc.name not in ("pharaoh.web", "pharaoh.web.app"):
        raise
    js.console.warn("pharaoh.web.app is not there yet: Python runs, but the page has no UI")
    js.window.pharaohBootStatus("Python OK - pharaoh.web.app missing")
    js.document.body.dataset.boot = "no-ui"
else:
    _started = start()
    if inspect.isawaitable(_started):
        _task = asyncio.ensure_future(_started)
