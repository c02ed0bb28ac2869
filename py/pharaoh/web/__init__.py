"""The browser front end: screens, the pass-and-play runner, the canvas layer and board renderers.

Everything here runs on CPython too (and is unit-tested there) except
:mod:`pharaoh.web.browser`, the one module that talks to the page through Pyodide's
``js`` bridge.  Drawing goes through a :class:`~pharaoh.web.surface.Surface`: a list of
canvas commands per frame, replayed by ``static/ui.js`` in the page or kept by a
recording surface in tests.
"""
