"""The runtime in the page: the package, pydantic on demand, micropip and a worker, all local.

Independent of the UI: it waits for the interpreter only (``py:ready``), not for the menu.
"""

from __future__ import annotations

import gzip
import json
import struct
from collections.abc import Callable
from typing import Any

from pharaoh.engine.registry import game_ids
from stdlib_boot import PAGE, SKIP
from stdlib_boot import PROBE as STDLIB_PROBE

WORKER = """
import json, sys
from pharaoh.engine.registry import game_ids

def probe():
    return json.dumps({"games": list(game_ids()), "python": sys.version.split()[0]})

__export__ = ["probe"]
"""


QUIET = {"service_workers": "block", "reduced_motion": "reduce"}
"""Context arguments of a page whose test needs no offline copy: no service worker copies the
site (~25 MB) into its cache beside the test (the offline tests check the worker); no ambient
frames (reduced motion, as e2e/conftest.py's ``QUIET``)."""


def test_runtime_in_the_page(new_app) -> None:
    app = new_app("runtime", **QUIET)
    app.goto()
    app.wait_python()

    # The package is importable and pydantic is not on the boot path.
    facts = app.run_python(
        """
import sys, pharaoh
from pharaoh.engine.registry import game_ids
return {"file": pharaoh.__file__, "games": list(game_ids()), "pydantic": "pydantic" in sys.modules,
        "python": sys.version.split()[0]}
"""
    )
    assert facts["file"].startswith("/home/pyodide/pharaoh/")
    assert facts["games"] == list(game_ids())
    assert facts["pydantic"] is False, "pydantic must not be loaded at boot"
    assert facts["python"].startswith("3.14")

    # Start-up runs from bytecode compiled at build time (tools/pyodide_compile.mjs): the
    # standard library from .pyc files in its zip, our package and PyScript's from __pycache__.
    bytecode = app.run_python(
        """
import importlib.util, os, json, sys
modules = [sys.modules[name] for name in ("pharaoh.web.app", "pyscript.context")]
return {"stdlib": json.__file__,
        "cached": [os.path.exists(importlib.util.cache_from_source(m.__file__)) for m in modules]}
"""
    )
    assert bytecode["stdlib"].endswith("/json/__init__.pyc"), bytecode
    assert bytecode["cached"] == [True, True], "pharaoh.zip lacks __pycache__ bytecode"

    # The interpreter was started by index.html at first paint, before PyScript asked for it.
    stages = dict(reversed(app.page.evaluate("window.__pharaohStages")))
    assert stages["interpreter: start"] < stages["pyscript: Loading Pyodide"]
    assert stages["interpreter: up"] <= stages["package: unpacked"] <= stages["py:ready"]

    # pydantic (and its compiled core) are installed by micropip from the site's own wheels,
    # which it finds in the patched lock (the page does the same when remote play opens).
    loaded = app.run_python(
        """
import pyodide_js
await pyodide_js.loadPackage("micropip")
import micropip
await micropip.install(["pydantic", "segno"])
import pydantic, pydantic_core

class Move(pydantic.BaseModel):
    seat: int
    action: str

move = Move.model_validate_json('{"seat": "1", "action": "m3"}')
return [pydantic.VERSION, pydantic_core.__version__, move.seat, move.action]
"""
    )
    assert loaded == ["2.14.3", "2.50.4", 1, "m3"]

    # micropip resolves a vendored package (segno, for QR codes) from the lock, not from an index.
    segno = app.run_python(
        """
import pyodide_js
await pyodide_js.loadPackage("micropip")
import micropip
await micropip.install("segno")
import segno
return [segno.__version__, segno.make("PHARAOH").designator]
"""
    )
    assert segno[0] == "1.6.6"

    # A worker given the same config imports the package too (how the bot worker starts).
    app.page.evaluate(
        """(code) => {
            const script = document.createElement('script');
            script.type = 'py';
            script.setAttribute('worker', '');
            script.setAttribute('name', 'e2e-probe');
            script.setAttribute('config', './pyscript.toml');
            script.textContent = code;
            document.body.append(script);
        }""",
        WORKER,
    )
    answer = app.run_python(
        """
from pyscript import workers
worker = await workers["e2e-probe"]
return str(await worker.probe())
""",
        timeout_ms=120_000,
    )
    probe = json.loads(answer)
    assert probe["games"] == list(game_ids())
    assert probe["python"].startswith("3.14")
    app.screenshot("runtime")


PROBE = """
import os, random, sys
return {"random": random.getrandbits(64), "seed_hex": os.urandom(8).hex(), "lang": os.environ.get("LANG"),
        "executable": sys.executable, "path": sys.path, "asyncio": "asyncio" in sys.modules}
"""


def _answer_with(body: bytes | None) -> Callable[[Any], None]:
    """A route handler answering with ``body``, or 404 when it is None."""

    def answer(route: Any) -> None:
        if body is None:
            route.fulfill(status=404, body="")
        else:
            route.fulfill(status=200, body=body, content_type="application/octet-stream")

    return answer


RECORD_BAR = """
window.__barLog = [];
document.addEventListener("DOMContentLoaded", () => {
  const status = document.getElementById("boot-status");
  const fill = document.getElementById("boot-fill");
  new MutationObserver(() => window.__barLog.push([status.textContent, fill.style.transform]))
    .observe(document.getElementById("boot"), {subtree: true, childList: true, attributes: true,
                                               characterData: true});
});
"""


SNAPSHOT_ALWAYS = "window.__pharaohSnapshot = 'always'"
"""Boot from the snapshot although no cache holds it (a visit after the first does so by itself)."""
BOOT = {"pyodide.asm.wasm", "pyodide.asm.mjs", "pharaoh.zip"}
SNAPSHOT_BOOT = BOOT | {"memory-snapshot.bin", "python_stdlib.zip"}
FIRST_BOOT = BOOT | {"python_stdlib_boot.zip"}
"""The big downloads of a boot from the snapshot, and of a first visit."""


def leave(app: Any) -> None:
    """Check a page that is done as its teardown would, then close it (its context stays till then).

    An idle page keeps drawing its menu (the sky's ambient frames): a page kept open beside
    the boots still to come only takes the CPU they wait for.
    """
    problems = app.problems()
    assert not problems, "\n".join(problems)
    app.page.close()


def check_bar(app: Any, files: set[str]) -> None:
    """The bar (recorded by RECORD_BAR) said MB received of the MB these files weigh, never moved back."""
    log = app.page.evaluate("window.__barLog")
    sizes = app.page.evaluate("fetch('./static/downloads.json').then(r => r.json())")["files"]
    assert files <= set(sizes), sizes
    expected = sum(sizes[name][1] for name in files)
    total = f"von {expected / 1e6:.1f} MB".replace(".", ",")
    assert any(text.endswith(total) for text, _ in log), (total, log[:20])
    assert app.page.evaluate("window.__pharaohDownload") == {"received": expected, "expected": expected}
    scales = [float(t[len("scaleX(") : -1]) for _, t in log if t.startswith("scaleX(")]
    assert scales == sorted(scales) and scales[-1] == 1, scales


def stages_of(app: Any) -> dict[str, float]:
    """The boot stages marked so far (static/boot.js), by name: when each was first reached."""
    return dict(reversed(app.page.evaluate("window.__pharaohStages")))


def test_a_first_visit_starts_with_a_part_of_the_standard_library(new_app) -> None:
    """No snapshot in a cache: the boot's part of the library, the full one after the menu.

    The snapshot is not downloaded before the menu; the bar counts the files this boot fetches.
    A module outside the boot's part imports once the full library is in, and before that too
    (fetched at once, synchronously).  Every module of the page and a few random games of each
    game need nothing outside it (else tools/stdlib_boot.py must be run again).
    """
    first, late = new_app("first-visit", **QUIET), new_app("late", **QUIET)
    first.page.add_init_script(RECORD_BAR)
    late.page.add_init_script("window.__pharaohStdlib = 'late'")
    for page in (first, late):  # the two boot side by side (each in its own context)
        page.goto()
    first.wait_ready()
    requested = first.page.evaluate(
        """performance.getEntriesByType('resource').filter(e => e.startTime < window.__pharaohReadyAt)
            .map(e => e.name.split('/').pop())"""
    )
    assert "memory-snapshot.bin" not in requested and "python_stdlib.zip" not in requested, requested
    assert "python_stdlib_boot.zip" in requested
    check_bar(first, FIRST_BOOT)
    first.page.wait_for_function(
        "window.__pharaohStages.some(([name]) => name === 'stdlib: full')", timeout=120_000, polling=200
    )
    probe = first.run_python("import email.utils\nreturn email.utils.formatdate(0, usegmt=True)")
    assert probe == "Thu, 01 Jan 1970 00:00:00 GMT"
    assert "stdlib: fetched early" not in stages_of(first)
    # the games' code (build/pharaoh_rest.zip) came after the menu, before the library; never early
    assert "package: full" in stages_of(first) and "package: fetched early" not in stages_of(first)
    leave(first)

    late.wait_ready()
    late.run_python(STDLIB_PROBE % (PAGE, SKIP) + "\nreturn None")
    early = late.page.evaluate("window.__pharaohStdlibEarly")
    assert early is None, f"the page imports {early}, outside the boot's part: run tools/stdlib_boot.py"
    assert "stdlib: full" not in stages_of(late)
    # nothing fetched the games' code after this menu: the probe's imports of it fetched it at once
    assert "package: fetched early" in stages_of(late)
    # A package the boot's part holds in part (encodings), and one it lacks (email).
    probe = late.run_python(
        "import encodings.cp437, email.utils\nreturn [b'\\x81'.decode('cp437'), email.utils.quote('a\"b')]"
    )
    assert probe == ["ü", 'a\\"b'], probe
    stages = stages_of(late)
    assert "stdlib: fetched early" in stages and "stdlib: full" in stages, stages


def test_a_first_visit_without_a_service_worker_keeps_the_snapshot_for_the_next(new_app) -> None:
    """Where no worker copies the site, the page fetches the snapshot into the HTTP cache after the menu."""
    app = new_app("no-worker", service_workers="block")
    app.goto()
    app.wait_ready()
    app.page.wait_for_function(
        "localStorage.getItem('pharaoh:snapshot') !== null", timeout=120_000, polling=200
    )
    # The next visit boots from it (the e2e harness routes every request, which bypasses
    # Chromium's HTTP cache: it is fetched again, as a cache that lost it would).
    app.goto()
    app.wait_ready()
    stages = stages_of(app)
    assert "snapshot: inflated" in stages and "snapshot: not cached" not in stages, stages


def test_boot_from_the_memory_snapshot(new_app) -> None:
    """Python starts from the vendored snapshot, fresh per page; without a usable one it starts anyway.

    The first page also checks the boot's bar: MB received of MB expected (downloads.json)
    while the downloads run, never moving back, all bytes in at the end.
    """
    first, second = new_app("first", **QUIET), new_app("second", **QUIET)
    first.page.add_init_script(RECORD_BAR)
    probes = []
    for page in (first, second):  # the two boot side by side (each in its own context)
        page.page.add_init_script(SNAPSHOT_ALWAYS)
        page.goto()
    for page in (first, second):
        page.wait_ready(timeout_ms=240_000)
        stages = dict(reversed(page.page.evaluate("window.__pharaohStages")))
        assert stages["snapshot: inflated"] <= stages["interpreter: up"], stages
        probes.append(page.run_python(PROBE))
    # Restored, then made this page's own: its generator seeded afresh, the browser's language.
    assert probes[0]["random"] != probes[1]["random"], "every page load would draw the same numbers"
    assert probes[0]["lang"] == "de_DE.UTF-8"
    assert probes[0]["executable"] == "/home/pyodide/this.program", "the build machine's path leaked in"
    assert probes[0]["path"].count("") == 1, probes[0]["path"]
    assert probes[0]["asyncio"] is True

    check_bar(first, SNAPSHOT_BOOT)
    for page in (first, second):
        leave(page)

    # A site without the snapshot, with a damaged file, or with the snapshot of another
    # Pyodide build (well formed, refused by Pyodide) boots the ordinary way.
    foreign = struct.pack("<5I", 0x534E5950, 64, 1, 0, 64) + bytes(range(64))
    cases = (("missing", None), ("damaged", b"\x1f\x8b not a snapshot"), ("foreign", gzip.compress(foreign)))
    pages = {}
    for label, body in cases:  # the three boot side by side: each waits on its downloads and compiles
        page = pages[label] = new_app(label, **QUIET)
        page.page.add_init_script(SNAPSHOT_ALWAYS)
        page.context.route("**/memory-snapshot.bin", _answer_with(body))
        page.allow_console(r"404|memory-snapshot")
        page.goto()
    for label, page in pages.items():
        try:
            page.wait_ready(timeout_ms=240_000)  # a refused snapshot: the wasm is compiled twice
        except Exception as error:
            stages = page.page.evaluate("JSON.stringify(window.__pharaohStages)")
            raise AssertionError(f"{label}: {stages}") from error
        stages = dict(reversed(page.page.evaluate("window.__pharaohStages")))
        if label == "foreign":
            assert "snapshot: refused" in stages, stages
        else:
            assert "snapshot: inflated" not in stages, stages
        assert page.run_python(PROBE)["asyncio"] is True


def test_a_bot_worker_whose_boot_failed_is_booted_again(new_app) -> None:
    """A worker that cannot start (here: its first copy of the package is refused) is started anew.

    Meanwhile computer moves run in the page; the failure is a warning that says why, not
    PyScript's ``console.error`` of an event (which fails every e2e test).
    """
    app = new_app("worker-retry", **QUIET)
    app.allow_console(r"Failed to load resource: net::ERR_FAILED")
    asked: list[str] = []
    warnings: list[str] = []

    def refuse_the_workers_first_copy(route: Any) -> None:
        asked.append(route.request.url)
        if len(asked) == 2:  # the page's boot takes the first copy, the worker's first boot the second
            route.abort()
        else:
            route.fallback()

    app.context.route("**/build/pharaoh.zip", refuse_the_workers_first_copy)
    app.page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    app.goto()
    app.wait_ready()
    app.page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=120_000, polling=200)
    assert len(asked) == 3, asked
    assert any(w.startswith("bot worker unavailable:") for w in warnings), warnings
    assert any(w.startswith("bot worker boot failed:") for w in warnings), warnings
    workers = app.page.evaluate("document.querySelectorAll('script[worker]').length")
    assert workers == 1, "the failed one is gone"
