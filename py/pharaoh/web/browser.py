"""The browser backend: the only module of :mod:`pharaoh.web` that touches ``js`` and ``pyodide``.

It implements the app's :class:`~pharaoh.web.app.Host` with the page's DOM, storage and
timers, sends frames to ``static/ui.js`` (one call per frame), runs the single
requestAnimationFrame callback, boots the bot worker lazily (again after a failed boot)
and falls back to the main thread while it is not ready, and exposes ``window.pharaohBench``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from pharaoh.web.app import App
from pharaoh.web.surface import Op

APP: App | None = None
"""The running app (for e2e tests that compare the screen with the real state)."""
WORKER_NAME = "bots"
WORKER_CODE = "from pharaoh.web.worker import choose, ping\n__export__ = ['choose', 'ping']\n"
WORKER_DELAY_MS = 600
"""The worker boots this long after the menu is shown, so it never delays the menu."""
WORKER_WAIT_MS = 2500.0
"""Computer moves wait for the worker until this long after its boot began, then run in the page."""
WORKER_TRIES = 3
"""Boots of the bot worker before the page gives up on it (a boot can fail once on a busy device)."""
WORKER_RETRY_MS = 3000
"""The pause before booting a failed worker again; meanwhile computer moves run in the page."""


class CanvasSurface:
    """Frames go to ``pharaohUI.draw`` as one JSON string."""

    def present(self, ops: list[Op]) -> None:
        """Replay the frame on the canvas."""
        js.pharaohUI.draw(json.dumps(ops, separators=(",", ":")))


class BrowserHost:
    """The page, as the app sees it."""

    def __init__(self) -> None:
        self.app: App | None = None
        self._frame = create_proxy(self._on_frame)
        self._worker: Any = None
        self._worker_state = "off"  # off, booting, ready, retry (a new boot is due), failed
        self._worker_since = 0.0
        self._worker_tries = 0
        self._worker_script: Any = None
        self._keep: list[Any] = []
        self._net_page: Any = None

    # -- Host
    def set_html(self, element_id: str, html: str) -> None:
        """Replace an element's content (``static/ui.js`` skips it if unchanged and keeps dialogs' scroll)."""
        ui = getattr(js.window, "pharaohUI", None)
        if ui is not None:
            ui.html(element_id, html)
            return
        element = js.document.getElementById(element_id)
        if element is not None:
            element.innerHTML = html

    def set_screen(self, name: str) -> None:
        """``body[data-screen]`` for CSS and tests; the board takes the keyboard focus on the play screen."""
        js.document.body.dataset.screen = name
        canvas = js.document.getElementById("stage")
        if canvas is not None:
            canvas.tabIndex = 0 if name == "play" else -1

    def set_lang(self, lang: str) -> None:
        """``<html lang>``."""
        js.document.documentElement.lang = lang

    def load(self, key: str) -> str | None:
        """Read localStorage (None if unavailable)."""
        try:
            value = js.window.localStorage.getItem(f"pharaoh:{key}")
        except Exception:  # noqa: BLE001 - storage may be blocked (private mode)
            return None
        return value if isinstance(value, str) else None  # a missing key is JS null (not None in Pyodide)

    def store(self, key: str, value: str) -> None:
        """Write localStorage, silently skipping when it is blocked."""
        with contextlib.suppress(Exception):  # storage may be blocked: a lost preference is harmless
            js.window.localStorage.setItem(f"pharaoh:{key}", value)

    def now(self) -> float:
        """``performance.now()``."""
        return float(js.performance.now())

    def request_frame(self) -> None:
        """One requestAnimationFrame with the proxy made once."""
        js.requestAnimationFrame(self._frame)

    def reduced_motion(self) -> bool:
        """``matchMedia("(prefers-reduced-motion: reduce)")``, read when the app starts."""
        try:
            return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        except Exception:  # noqa: BLE001 - an old browser without media queries: full motion
            return False

    def later(self, ms: float, fn: Callable[[], None]) -> None:
        """``setTimeout``."""
        js.setTimeout(create_once_callable(fn), max(0, int(ms)))

    def publish(self, state: dict[str, Any]) -> None:
        """``window.pharaohTest``."""
        js.pharaohUI.publish(json.dumps(state))

    def ask_bot(self, request: dict[str, Any], reply: Callable[[str | None, str], None]) -> None:
        """Ask the worker; while it is not ready, compute in the page between two frames.

        In the page a searching level plays at the game's normal level (no decision blocks
        the page for long), and the app says so once.
        """
        asyncio.ensure_future(self._ask(json.dumps(request), reply))

    def download(self, name: str, text: str) -> None:
        """Offer ``text`` as a file to download (a Blob behind a temporary ``<a download>``)."""
        try:
            mime = "text/plain;charset=utf-8" if name.endswith(".txt") else "application/json"
            kind = to_js({"type": mime}, dict_converter=js.Object.fromEntries)
            blob = js.Blob.new(to_js([text]), kind)
            url = js.URL.createObjectURL(blob)
            link = js.document.createElement("a")
            link.href = url
            link.download = name
            js.document.body.append(link)
            link.click()
            link.remove()
            js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 1000)
        except Exception as exc:  # noqa: BLE001 - the game goes on; the console says why
            js.console.warn(f"download failed: {exc}")

    def net_page(self) -> Any:
        """Remote play's side of the page (made once, on first use)."""
        if self._net_page is None:
            from pharaoh.web.netpage import BrowserNetPage

            self._net_page = BrowserNetPage()
        return self._net_page

    # -- the rest of the package (static/interpreter.mjs)
    def package_state(self) -> str:
        """Whether the games' code is in (``pharaohPackage.state()``; "ready" where there is none).

        "ready", or "waiting", "loading", "failed".
        """
        late = getattr(js.window, "pharaohPackage", None)
        return "ready" if late is None else str(late.state())

    def load_package(self, done: Callable[[str], None]) -> None:
        """Load the games' code (once; again after a failure).

        ``done("")`` once it is in, else ``done(reason)``.
        """
        late = getattr(js.window, "pharaohPackage", None)
        if late is None:
            done("")
            return
        late.load().then(create_once_callable(lambda error: done(str(error or ""))))

    # -- offline play (static/offline.js)
    def offline_status(self) -> str | None:
        """The state of offline play as JSON (``pharaohOffline.state()``), None without it."""
        offline = getattr(js.window, "pharaohOffline", None)
        if offline is None:
            return None
        try:
            return str(offline.state())
        except Exception:  # noqa: BLE001 - the menu works without the block
            return None

    def watch_offline(self) -> None:
        """Redraw the menu's offline block in place whenever its state changes."""
        offline = getattr(js.window, "pharaohOffline", None)
        if offline is None:
            return
        proxy = create_proxy(self._on_offline)
        self._keep.append(proxy)
        offline.listen(proxy)

    def _on_offline(self, *_: Any) -> None:
        app = self.app
        if app is None or app.screen != "menu":
            return
        from pharaoh.web.offline import block_html, parse

        self.set_html("offline", block_html(app.lang, parse(self.offline_status())))

    # -- computer players
    async def _ask(self, request: str, reply: Callable[[str | None, str], None]) -> None:
        # only the first moves after the boot began wait for the worker; later ones run in the page
        while self._worker_state == "booting" and self.now() < self._worker_since + WORKER_WAIT_MS:
            await asyncio.sleep(0.1)
        answer: str | None = None
        if self._worker_state == "ready":
            try:
                answer = str(await self._worker.choose(request))
            except Exception as exc:  # noqa: BLE001 - fall back to the page
                self._worker_failed(f"bot worker failed, computing in the page: {exc}")
        if answer is None:
            await asyncio.sleep(0)  # let a frame and pending input through first
            from pharaoh.web.bots import page_choose_json  # a game's, not the menu's (first visit, #16)

            answer = page_choose_json(request)  # a searching level plays at the normal one here
        data = json.loads(answer)
        if "stood_in" in data and self.app is not None:
            self.app.bots_in_page()
        if "action" in data:
            reply(str(data["action"]), "")
        else:
            reply(None, str(data.get("error", "no answer")))

    def boot_worker(self) -> None:
        """Start the bot worker (a PyScript worker that only exports functions: no special headers)."""
        if self._worker_state not in ("off", "retry"):
            return
        self._worker_tries += 1
        # PyScript keeps one promise per worker name: each boot needs a name of its own
        name = WORKER_NAME if self._worker_tries == 1 else f"{WORKER_NAME}-{self._worker_tries}"
        self._worker_state = "booting"
        self._worker_since = self.now()
        try:
            script = js.document.createElement("script")
            script.type = "py"
            script.setAttribute("worker", "")
            script.setAttribute("name", name)
            script.setAttribute("config", "./pyscript.toml")
            script.textContent = WORKER_CODE
            js.document.body.append(script)
        except Exception as exc:  # noqa: BLE001 - the page works without the worker
            self._worker_failed(f"no bot worker: {exc}")
            return
        self._worker_script = script
        asyncio.ensure_future(self._await_worker(name))

    async def _await_worker(self, name: str) -> None:
        try:
            from pyscript import workers

            # a failed boot is a warning that says why (index.html sets the worker's onerror)
            worker = await workers[name]
            if str(await worker.ping()) != "pong":
                raise RuntimeError("the worker did not answer")
        except Exception as exc:  # noqa: BLE001 - the page works without the worker
            self._worker_failed(f"bot worker unavailable: {exc}")
            return
        self._worker = worker
        self._worker_state = "ready"
        js.document.body.dataset.worker = "ready"
        js.console.info(f"bot worker ready after {self.now() - self._worker_since:.0f} ms")

    def _worker_failed(self, reason: str) -> None:
        """The worker did not boot or stopped answering: the page computes; boot a new one later."""
        js.console.warn(reason)
        self._worker = None
        script, self._worker_script = self._worker_script, None
        if script is not None:
            with contextlib.suppress(Exception):  # it may never have started
                script.xworker.terminate()
            with contextlib.suppress(Exception):
                script.remove()
        if self._worker_tries < WORKER_TRIES:
            self._worker_state = "retry"
            self.later(WORKER_RETRY_MS, self.boot_worker)
        else:
            self._worker_state = "failed"
            js.document.body.dataset.worker = "failed"

    # -- events from ui.js
    def _on_frame(self, now: float) -> None:
        if self.app is not None:
            self.app.frame(float(now))

    def on_resize(self, width: float, height: float, dpr: float) -> None:
        """The window changed size."""
        if self.app is not None:
            self.app.resize(float(width), float(height), float(dpr))

    def on_tap(self, x: float, y: float) -> None:
        """A tap or click on the canvas."""
        if self.app is not None:
            self.app.tap(float(x), float(y))

    def on_hover(self, x: float, y: float) -> None:
        """The mouse moved over the canvas, or a finger is held on it (static/ui.js); (-1, -1): gone."""
        if self.app is not None:
            self.app.hover(float(x), float(y))

    def on_action(self, act: str, arg: str) -> None:
        """A click on a DOM element with ``data-act``."""
        if self.app is not None:
            self.app.on_action(str(act), str(arg))

    def on_file(self, act: str, text: str) -> None:
        """The text of a file picked in an ``<input type=file data-file>`` (read by ``ui.js``)."""
        if self.app is not None:
            self.app.on_file(str(act), str(text))

    def on_key(self, key: str) -> None:
        """A key press the app cares about."""
        if self.app is not None:
            self.app.on_key(str(key))

    def on_board_key(self, name: str) -> str | None:
        r"""A key on the focused canvas: ``"<key>\t<sentence>"`` if the board used it (App.on_board_key)."""
        if self.app is None:
            return None
        return self.app.on_board_key(str(name))

    def handlers(self) -> Any:
        """The handler object for ``pharaohUI.init`` (proxies created once)."""
        table = {
            "resize": self.on_resize,
            "tap": self.on_tap,
            "hover": self.on_hover,
            "action": self.on_action,
            "key": self.on_key,
            "board": self.on_board_key,
            "file": self.on_file,
        }
        obj = js.Object.new()
        for name, fn in table.items():
            proxy = create_proxy(fn)
            self._keep.append(proxy)
            setattr(obj, name, proxy)
        return obj


def _bench(game_id: Any, games: Any, seed: Any) -> Any:
    """``window.pharaohBench(gameId, games, seed)``: a Promise of random-playout figures from Pyodide."""

    def executor(resolve: Any, reject: Any) -> None:
        def run() -> None:
            from pharaoh.web.bench import bench

            try:
                result = bench(str(game_id), int(games), int(seed))
            except Exception as exc:  # noqa: BLE001 - report, do not crash the page
                reject(js.Error.new(f"{type(exc).__name__}: {exc}"))
                return
            resolve(js.JSON.parse(json.dumps(result)))

        js.setTimeout(create_once_callable(run), 0)

    return js.Promise.new(create_once_callable(executor))


def _ensure_assets(then: Callable[[], None]) -> None:
    """Make sure ``static/ui.css`` and ``static/ui.js`` are in the page (index.html should list them)."""
    doc = js.document
    if doc.querySelector('link[href$="ui.css"]') is None:
        link = doc.createElement("link")
        link.rel = "stylesheet"
        link.href = "./static/ui.css"
        doc.head.append(link)
    if getattr(js.window, "pharaohUI", None) is not None:
        then()
        return
    script = doc.createElement("script")
    script.src = "./static/ui.js"
    script.onload = create_once_callable(lambda *_: then())
    doc.head.append(script)


def start() -> None:
    """Build the UI in the page (once its assets are there), then show the menu."""
    _ensure_assets(_start_app)


def _start_app() -> None:
    """Show the menu, tell the boot shim, boot the worker a little later."""
    host = BrowserHost()
    lang = str(js.navigator.language or "")
    app = App(host, CanvasSurface(), browser_lang=lang)
    host.app = app
    global APP
    APP = app
    js.pharaohUI.init(host.handlers())
    host.watch_offline()
    app.start()
    bench_proxy = create_proxy(_bench)
    host._keep.append(bench_proxy)
    js.window.pharaohBench = bench_proxy
    js.window.pharaohReady()
    host.later(WORKER_DELAY_MS, host.boot_worker)
