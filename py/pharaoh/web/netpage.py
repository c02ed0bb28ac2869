"""Browser glue of remote play on the page's side: wheels, fields, clipboard, address, session storage.

Implements :class:`pharaoh.web.remote.NetPage`; only browser code imports this module.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import create_once_callable

if TYPE_CHECKING:
    from pharaoh.net.room import Events, Network


class BrowserNetPage:
    """The page, as remote play sees it."""

    def __init__(self) -> None:
        self._tasks: set[Any] = set()

    def load_packages(self, names: list[str], done: Callable[[str], None]) -> None:
        """Install wheels with micropip, which finds them in the site's own patched lock (no other origin)."""

        async def run() -> None:
            try:
                import pyodide_js

                await pyodide_js.loadPackage("micropip")
                import micropip

                await micropip.install(list(names))
                import pydantic  # noqa: F401 - fail here, with a reason, rather than later
            except Exception as exc:  # noqa: BLE001 - reported on the screen
                done(f"{type(exc).__name__}: {exc}")
                return
            try:
                done("")
            except Exception:  # noqa: BLE001 - a task's error would vanish unseen
                import traceback

                js.console.error(f"after loading {', '.join(names)}: {traceback.format_exc()}")

        task = asyncio.ensure_future(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def network(self, events: Events) -> Network:
        """WebRTC and BroadcastChannel links reporting to ``events``."""
        from pharaoh.net.webrtc import BrowserNetwork

        return BrowserNetwork(events)

    def field(self, element_id: str) -> str | None:
        """The value of an input or textarea (None if absent)."""
        element = js.document.getElementById(element_id)
        if not element:
            return None
        value = getattr(element, "value", None)
        return value if isinstance(value, str) else None

    def copy(self, text: str) -> None:
        """The clipboard (a refusal, e.g. without focus, is ignored: the code is on screen)."""
        with contextlib.suppress(Exception):
            promise = js.navigator.clipboard.writeText(text)
            promise.catch(create_once_callable(lambda *_: None))

    def base_url(self) -> str:
        """The page's address without its fragment."""
        return str(js.location.href).split("#", 1)[0]

    def fragment(self) -> str:
        """The fragment without ``#``."""
        return str(js.location.hash or "").removeprefix("#")

    def set_fragment(self, text: str) -> None:
        """Replace the fragment in the address bar, without a reload or a history entry."""
        with contextlib.suppress(Exception):
            js.history.replaceState(None, "", self.base_url() + (f"#{text}" if text else ""))

    def session_load(self, key: str) -> str | None:
        """Read session storage (None if blocked)."""
        try:
            value = js.window.sessionStorage.getItem(f"pharaoh:{key}")
        except Exception:  # noqa: BLE001 - storage may be blocked
            return None
        return value if isinstance(value, str) else None  # a missing key is JS null

    def session_store(self, key: str, value: str) -> None:
        """Write session storage (skipped when blocked)."""
        with contextlib.suppress(Exception):
            js.window.sessionStorage.setItem(f"pharaoh:{key}", value)
