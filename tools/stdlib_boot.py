#!/usr/bin/env python3
"""Write ``tools/stdlib_boot.txt``: the standard library modules a first visit needs before the full library.

A first visit starts Python without the memory snapshot and with a small standard library,
``python_stdlib_boot.zip`` (made by tools/build_site.py from the vendored
``python_stdlib.zip`` and this list); the full library replaces it once the menu is up
(static/interpreter.mjs).  The list is what a real page loads from the library: this tool
serves the source tree, opens the page in headless Chromium with the full library and no
snapshot, waits for the menu, imports every module of ``pharaoh`` that the page may import
before the full library is in (all but remote play's, which need pydantic), plays a few
random games of each registered game in the page and lists the library's modules in
``sys.modules``.  A module missing from the list still imports (the page then fetches the
full library at once, synchronously, and marks ``stdlib: fetched early``); the e2e test
``e2e/test_runtime.py`` fails when a boot or a game needs that.

It also writes ``tools/package_boot.txt``: the modules of ``pharaoh`` the page has imported
once the menu is up.  tools/pack.py puts those into ``build/pharaoh.zip`` and the rest into
``build/pharaoh_rest.zip``, which the page fetches after the menu (or at once, when a module
of it is imported earlier: ``package: fetched early``).

Usage: ``.venv/bin/python tools/stdlib_boot.py`` (after ``make vendor``); commit both lists.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import VIEWPORT, launch_args
from pack import pack
from serve import serve_in_thread

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tools" / "stdlib_boot.txt"
PACKAGE_LIST = ROOT / "tools" / "package_boot.txt"
"""The modules of ``pharaoh`` the page has imported once the menu is up (tools/pack.py: pharaoh.zip)."""
PAGE = ("pharaoh.web", "pharaoh.engine", "pharaoh.games")
"""The page's own modules (pharaoh.sim plays the games below); the command-line tools stay out."""
SKIP = ("pharaoh.web.net", "pharaoh.web.remote", "pharaoh.web.qr", "pharaoh.web.bench")
"""Remote play (it loads pydantic first) and the bench hook: they start after the full library is in."""
PROBE = """
import importlib, json, os, sys, traceback
zip_path = next(p for p in sys.path if p.endswith(".zip"))

def library():
    return sorted(
        name for name, module in list(sys.modules.items())
        if str(getattr(getattr(module, "__spec__", None), "origin", "") or "").startswith(zip_path + "/")
    )

at_menu = library()
package = sorted(name for name in sys.modules if name == "pharaoh" or name.startswith("pharaoh."))
import pharaoh
from pharaoh.engine.registry import game_ids
from pharaoh.sim import simulate
failed = []
base = os.path.dirname(pharaoh.__file__)
for folder, dirs, files in os.walk(base):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for file in sorted(files):
        if not file.endswith(".py"):
            continue
        parts = os.path.relpath(os.path.join(folder, file), os.path.dirname(base))[:-3].split(os.sep)
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if not name.startswith(%r) or name.startswith(%r):
            continue
        try:
            importlib.import_module(name)
        except Exception:
            failed.append([name, traceback.format_exc(limit=1)[-200:]])
for game in game_ids():
    simulate(game, 3, 1)
import js
js.window.__stdlibBoot = json.dumps(
    {"names": library(), "menu": at_menu, "package": package, "failed": failed}
)
"""


def measure() -> dict[str, object]:
    """The library modules the page holds after the menu, the package's imports and a few games."""
    from playwright.sync_api import sync_playwright

    pack()
    server, url = serve_in_thread(ROOT, prefix="/pharaohs-table/")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args())
            try:
                context = browser.new_context(viewport=VIEWPORT, service_workers="block")
                # The full library and no snapshot: every module the page imports is read from the zip.
                context.add_init_script("window.__pharaohStdlib = 'full'")
                context.route("**/memory-snapshot.bin", lambda route: route.fulfill(status=404, body=""))
                page = context.new_page()
                page.goto(url)
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=180_000)
                page.evaluate(
                    """(code) => { const s = document.createElement('script'); s.type = 'py';
                        s.setAttribute('config', './pyscript.toml'); s.textContent = code;
                        document.body.append(s); }""",
                    PROBE % (PAGE, SKIP),
                )
                page.wait_for_function("window.__stdlibBoot !== undefined", timeout=300_000)
                result: dict[str, object] = json.loads(page.evaluate("window.__stdlibBoot"))
                return result
            finally:
                browser.close()
    finally:
        server.shutdown()


def main() -> int:
    """Measure and write the list."""
    result = measure()
    names = result["names"]
    assert isinstance(names, list)
    head = "# Standard library modules of a first visit's boot (tools/stdlib_boot.py writes this file).\n"
    LIST.write_text(head + "".join(f"{name}\n" for name in names), encoding="utf-8")
    package = result["package"]
    assert isinstance(package, list)
    head = "# Modules of pharaoh a first visit has imported once the menu is up (tools/stdlib_boot.py).\n"
    PACKAGE_LIST.write_text(head + "".join(f"{name}\n" for name in package), encoding="utf-8")
    print(f"{PACKAGE_LIST.relative_to(ROOT)}: {len(package)} modules of pharaoh in build/pharaoh.zip")
    menu = result["menu"]
    assert isinstance(menu, list)
    print(f"{LIST.relative_to(ROOT)}: {len(names)} modules ({len(menu)} of them loaded when the menu was up)")
    print("  added after the menu: " + " ".join(sorted(set(names) - set(menu))))
    for name, error in result["failed"] or []:  # type: ignore[attr-defined]
        print(f"  not imported: {name}: {error.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
