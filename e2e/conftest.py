"""The e2e harness: the built site, served from a sub-path, in Debian's headless Chromium.

Fixtures:

* ``site_url`` (session): builds the deployable site (``tools/build_site.py``) into a
  temporary folder and serves it on ``127.0.0.1`` on a free port under ``/pharaohs-table/``
  (like GitHub Pages' ``/REPO/``), in a thread.
* ``e2e_browser`` (session): one Chromium for the whole run, launched through Playwright's
  sync API with ``executable_path`` (no browser download).
* ``app`` (function): a fresh context and page wrapped in :class:`App`.  Every request is
  routed; one to a non-local origin is aborted and FAILS the test, as do page errors,
  console errors and Python tracebacks (``app.allow_console(...)`` for expected ones).
  Service workers are blocked (:data:`QUIET`) but where a test asks for them.

Screenshots go to ``e2e/artifacts/`` (git-ignored).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from browser import VIEWPORT, is_local, launch_args  # noqa: E402
from build_site import build_site  # noqa: E402
from serve import serve_in_thread  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
PREFIX = "/pharaohs-table/"
BOOT_TIMEOUT_MS = 90_000
"""Generous: a cold boot takes 4-6 s, far more on a loaded 2-core machine."""

playwright_api = pytest.importorskip("playwright.sync_api")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark everything under e2e/ with ``e2e`` (select with ``-m e2e`` / ``-m 'not e2e'``)."""
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The URL of the built site, served from a sub-path on 127.0.0.1."""
    with tempfile.TemporaryDirectory(prefix="pharaoh-site-") as tmp:
        site = build_site(Path(tmp) / "_site", quiet=True)
        server, url = serve_in_thread(site, prefix=PREFIX)
        try:
            yield url
        finally:
            server.shutdown()
            server.server_close()


@pytest.fixture(scope="session")
def e2e_browser() -> Iterator[Any]:
    """One headless Chromium for the session."""
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        try:
            yield browser
        finally:
            browser.close()


EVENT_DETAIL = """(e) => e instanceof Event
    ? ` (${e.type}: ${String(e.error?.stack || e.error?.message || e.error || e.message || e.data || "")})`
    : "" """
"""What an event logged as such carries (``console.error(event)`` prints only its class's name)."""


def _event_detail(message: Any) -> str:
    """The type and error of each event among a console message's arguments ("" if none or gone)."""
    if not re.fullmatch(r"(\w+Event\s*)+", str(message.text)):
        return ""
    try:
        return "".join(str(arg.evaluate(EVENT_DETAIL)) for arg in message.args)
    except Exception:  # noqa: BLE001 - the page or worker may be gone; the message alone is reported
        return ""


class App:
    """A page of the site plus the checks every e2e test wants."""

    def __init__(self, context: Any, page: Any, url: str, name: str) -> None:
        self.context = context
        self.page = page
        self.url = url
        self.name = name
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.allowed: list[re.Pattern[str]] = []

    # -- checks
    def allow_console(self, pattern: str) -> None:
        """Do not fail on console errors matching ``pattern`` (a regular expression)."""
        self.allowed.append(re.compile(pattern))

    def _on_console(self, message: Any) -> None:
        text = str(message.text)
        serious = message.type == "error" or "Traceback (most recent call last)" in text
        if serious and not any(p.search(text) for p in self.allowed):
            self.errors.append(f"console.{message.type}: {text}{_event_detail(message)}")

    def _on_route(self, route: Any) -> None:
        url = str(route.request.url)
        if is_local(url):
            route.fallback()
        else:
            route.abort()  # recorded by the "request" listener

    def problems(self) -> list[str]:
        """Everything that makes the test fail at teardown."""
        found = [f"request to another origin: {u}" for u in self.foreign]
        found += self.errors
        tracebacks = (
            self.page.evaluate("() => [...document.querySelectorAll('.py-error')].map(e => e.textContent)")
            if not self.page.is_closed()
            else []
        )
        found += [f"Python error shown in the page: {t}" for t in tracebacks]
        return found

    # -- driving
    def goto(self) -> None:
        """Open the site."""
        self.page.goto(self.url)

    def _wait(self, condition: str, what: str, timeout_ms: int) -> None:
        script = f"() => ({condition}) || document.body.dataset.boot === 'failed'"
        self.page.wait_for_function(script, timeout=timeout_ms, polling=100)
        if self.page.evaluate("document.body.dataset.boot") == "failed":
            status = self.page.evaluate("document.getElementById('boot-status')?.textContent")
            pytest.fail(
                f"the page failed to start while waiting for {what}: {status}\n" + "\n".join(self.problems())
            )

    def wait_python(self, timeout_ms: int = BOOT_TIMEOUT_MS) -> None:
        """Wait until the interpreter is up (``py:ready``, set by static/boot.js)."""
        self._wait("document.body.dataset.python === '1'", "Python", timeout_ms)

    def wait_ready(self, timeout_ms: int = BOOT_TIMEOUT_MS) -> None:
        """Wait until Python called ``pharaohReady()`` (the menu is up)."""
        self._wait(
            "document.body.dataset.ready === '1' || document.body.dataset.boot === 'no-ui'",
            "pharaohReady()",
            timeout_ms,
        )
        if self.page.evaluate("document.body.dataset.boot") == "no-ui":
            pytest.fail("Python runs but pharaoh.web.app is missing: nothing called pharaohReady()")

    def run_python(self, body: str, timeout_ms: int = 60_000) -> Any:
        """Run ``body`` as the body of an async function in the page's interpreter; return its result.

        The code runs in a fresh ``<script type="py">`` sharing the page's interpreter (same
        config), so it sees what the app imported.  The value must be JSON-serialisable;
        an exception fails the test with its traceback.
        """
        key = "r" + uuid.uuid4().hex
        indented = "\n".join("    " + line for line in body.strip().splitlines())
        code = (
            "import json as _json, traceback as _tb, js as _js\n"
            f"async def _{key}():\n{indented}\n"
            "try:\n"
            f"    _out = {{'ok': _json.dumps(await _{key}())}}\n"
            "except BaseException:\n"
            "    _out = {'error': _tb.format_exc()}\n"
            f"_js.window.__pyResults.set('{key}', _json.dumps(_out))\n"
        )
        self.page.evaluate(
            """(code) => {
                window.__pyResults = window.__pyResults || new Map();
                const script = document.createElement('script');
                script.type = 'py';
                script.setAttribute('config', './pyscript.toml');
                script.textContent = code;
                document.body.append(script);
            }""",
            code,
        )
        self.page.wait_for_function(
            f"() => window.__pyResults && window.__pyResults.has('{key}')", timeout=timeout_ms, polling=50
        )
        out = json.loads(self.page.evaluate(f"window.__pyResults.get('{key}')"))
        if "error" in out:
            pytest.fail("Python in the page raised:\n" + out["error"])
        return json.loads(out["ok"])

    def screenshot(self, label: str) -> Path:
        """Save a full-window PNG under e2e/artifacts/."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{self.name}-{label}.png"
        self.page.screenshot(path=str(path))
        return path


QUIET = {"service_workers": "block", "reduced_motion": "reduce"}
"""Context arguments of a page whose test needs no offline copy (the default of :func:`_open`):
no service worker copies the whole site (~25 MB, every file through the test's routing)
into its cache beside the test; the page keeps the snapshot itself, as without a worker.
And the system asks for reduced motion: the page draws no ambient frames (the sky, the
torches), so an idle page costs no CPU beside the others (an ambient page kept Chromium at
25-40% of a core); every move's animation still plays.  The offline tests
(e2e/test_offline.py) open theirs with ``service_workers="allow"`` and full motion."""


def _open(browser: Any, url: str, name: str, **context_args: Any) -> App:
    context = browser.new_context(**{"viewport": VIEWPORT, "locale": "de-DE", **QUIET, **context_args})
    return _watch(context, context.new_page(), url, name)


def _open_persistent(browser: Any, profile: Path, url: str, name: str, **context_args: Any) -> App:
    """Like :func:`_open`, but in a Chromium of its own on the profile folder ``profile``.

    Closing it (:func:`_close`) ends that browser; opening the same profile again is the
    player's next visit after closing the browser: the site's storage (service worker
    registrations, caches, localStorage) is kept, no page or worker of the earlier run is.
    """
    args = {"viewport": VIEWPORT, "locale": "de-DE", **QUIET, **context_args}
    context = browser.browser_type.launch_persistent_context(str(profile), **launch_args(), **args)
    page = context.pages[0] if context.pages else context.new_page()
    return _watch(context, page, url, name)


def _watch(context: Any, page: Any, url: str, name: str) -> App:
    wrapper = App(context, page, url, name)
    context.route("**/*", wrapper._on_route)
    context.on("request", lambda r: None if is_local(r.url) else wrapper.foreign.append(r.url))
    page.on("console", wrapper._on_console)
    page.on("pageerror", lambda exc: wrapper.errors.append(f"pageerror: {exc}"))
    return wrapper


def _close(wrapper: App) -> list[str]:
    """Close the page's context; return its problems (a screenshot saved if any)."""
    try:
        problems = wrapper.problems()
        if problems:
            wrapper.screenshot("failure")
        return problems
    finally:
        wrapper.context.close()


@pytest.fixture
def app(e2e_browser: Any, site_url: str, request: pytest.FixtureRequest) -> Iterator[App]:
    """A fresh context and page of the site; fails the test on foreign requests or errors."""
    wrapper = _open(e2e_browser, site_url, re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name))
    try:
        yield wrapper
    finally:
        problems = _close(wrapper)
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture
def new_app(e2e_browser: Any, site_url: str, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A factory of further pages, each in its own fresh context (a first visit), checked like ``app``.

    ``make(label, **context_args)``: keyword arguments go to ``browser.new_context`` (a
    viewport, ``has_touch``...).
    """
    opened: list[App] = []
    base = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)

    def make(label: str, **context_args: Any) -> App:
        wrapper = _open(e2e_browser, site_url, f"{base}-{label}", **context_args)
        opened.append(wrapper)
        return wrapper

    problems: list[str] = []
    try:
        yield make
    finally:
        for wrapper in opened:
            problems += [f"{wrapper.name}: {p}" for p in _close(wrapper)]
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)
