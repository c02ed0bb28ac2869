"""Launching Debian's Chromium through Playwright, shared by the e2e tests and the bench.

No browser is downloaded: Playwright drives ``/usr/bin/chromium`` (``apt-get install
chromium``; ``make test`` installs it when missing).  ``CHROMIUM`` in the environment
points elsewhere.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
VIEWPORT = {"width": 1280, "height": 800}


def is_local(url: str) -> bool:
    """True for URLs the page may load: this machine's HTTP(S) and in-page schemes.

    >>> [is_local(u) for u in ("http://127.0.0.1:8000/x", "data:,", "blob:http://127.0.0.1/1")]
    [True, True, True]
    >>> [is_local(u) for u in ("https://cdn.example/pyodide.mjs", "wss://example.org/")]
    [False, False]
    """
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about", "chrome-error", "chrome-extension"):
        return True
    return parts.scheme in ("http", "https", "ws", "wss") and (parts.hostname or "") in LOCAL_HOSTS


def launch_args(headless: bool = True) -> dict[str, object]:
    """Keyword arguments for ``playwright.chromium.launch`` / ``launch_persistent_context``."""
    if not os.path.exists(CHROMIUM):
        raise FileNotFoundError(f"{CHROMIUM} is missing: apt-get install -y chromium (make test does it)")
    return {"executable_path": CHROMIUM, "args": CHROMIUM_ARGS, "headless": headless}
