#!/usr/bin/env python3
"""``make bench``: boot time, first paint and playout throughput, medians of 5.

* Boot: navigation start to ``window.__pharaohReadyAt`` (set by ``pharaohReady()`` once the
  menu is up), and to ``window.__pharaohPythonAt`` (interpreter up, ``py:ready``).
  *Cold*: a fresh browser profile each run.  *Warm*: the same profile, second load.
* First paint: ``performance.getEntriesByType('paint')`` (first-contentful-paint).
* Throughput, random playouts per registered game: on CPython through
  ``python -m pharaoh simulate --json``, and inside Pyodide through the page's
  ``window.pharaohBench(gameId, games, seed)`` (a promise of the same JSON); "n/a" where
  a hook or command is missing.

Runs against the site served from a sub-path on 127.0.0.1, in Debian's headless Chromium;
any request to another origin is reported.  Usage: ``python tools/bench.py [--runs 5]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import VIEWPORT, is_local, launch_args
from pack import pack
from serve import serve_in_thread
from vendor import vendor

ROOT = Path(__file__).resolve().parent.parent
PREFIX = "/pharaohs-table/"
READY_JS = """() => document.body.dataset.ready === '1'
    || ['failed', 'no-ui'].includes(document.body.dataset.boot)
    || (window.__pharaohMainDoneAt !== undefined && performance.now() - window.__pharaohMainDoneAt > %d)"""
METRICS_JS = """() => ({
    ready: window.__pharaohReadyAt ?? null,
    python: window.__pharaohPythonAt ?? null,
    failed: document.body.dataset.boot === 'failed',
    fcp: performance.getEntriesByType('paint')
        .find(e => e.name === 'first-contentful-paint')?.startTime ?? null,
    stages: Object.fromEntries([...(window.__pharaohStages || [])].reverse()),
    downloads: Object.fromEntries(performance.getEntriesByType('resource')
        .map(e => [e.name.split('/').pop(), e.responseEnd])),
})"""
BOOT_STAGES = (
    ("boot.js", "boot.js runs (page parsed)"),
    ("interpreter: start", "Pyodide start requested (interpreter.mjs)"),
    ("pyodide.asm.wasm", "  pyodide.asm.wasm downloaded"),
    ("python_stdlib.zip", "  python_stdlib.zip downloaded"),
    ("pharaoh.zip", "  pharaoh.zip downloaded"),
    ("memory-snapshot.bin", "  memory-snapshot.bin downloaded"),
    ("snapshot: inflated", "  snapshot inflated"),
    ("interpreter: up", "Python up (wasm compiled, interpreter set up)"),
    ("package: unpacked", "pharaoh.zip unpacked into /home/pyodide"),
    ("pyscript: Loading Pyodide", "PyScript core and config loaded"),
    ("py:ready", "PyScript ready (py:ready)"),
    ("main.py: start", "py/main.py starts"),
    ("main.py: app imported", "pharaoh.web.app imported"),
    ("menu up", "menu drawn (pharaohReady)"),
)
"""Boot stages printed by the bench: (key in ``window.__pharaohStages`` or a resource name, label).

The stages are marked by static/boot.js, static/interpreter.mjs and py/main.py; the
downloads come from the Resource Timing entries (``responseEnd``)."""


def boot_stage(metrics: dict[str, Any], key: str) -> float | None:
    """When a boot stage was reached (ms from navigation), or None."""
    value = metrics.get("stages", {}).get(key, metrics.get("downloads", {}).get(key))
    return None if value is None else float(value)


def print_boot_stages(cold: list[dict[str, Any]], warm: list[dict[str, Any]]) -> None:
    """The boot breakdown: the median time each stage was reached, cold and warm."""
    print("  boot stages, median time reached (from navigation)     cold        warm")
    print(
        f"    {'first contentful paint':52} {fmt_ms(median([r['fcp'] for r in cold])):>9}   "
        f"{fmt_ms(median([r['fcp'] for r in warm])):>9}"
    )
    for key, label in BOOT_STAGES:
        c = median([boot_stage(r, key) for r in cold])
        w = median([boot_stage(r, key) for r in warm])
        print(f"    {label:52} {fmt_ms(c):>9}   {fmt_ms(w):>9}")


def median(values: list[float | None]) -> float | None:
    """Median of the values that exist, or None."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def fmt_ms(value: float | None) -> str:
    """Milliseconds as seconds, or n/a."""
    return "n/a" if value is None else f"{value / 1000:.2f} s"


def fmt_rate(value: float | None) -> str:
    """Actions per second, or n/a."""
    return "n/a" if value is None else f"{value:,.0f} actions/s"


def game_ids() -> list[str]:
    """The registered games, asked of the package itself."""
    code = "import json; from pharaoh.engine.registry import game_ids; print(json.dumps(list(game_ids())))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT / "py", capture_output=True, text=True)
    return list(json.loads(out.stdout)) if out.returncode == 0 else []


def cpython_rate(game: str, games: int, seed: int) -> float | None:
    """One CPython run's actions/second, or None if the command failed."""
    cmd = [sys.executable, "-m", "pharaoh", "simulate", "--game", game, "--games", str(games)]
    cmd += ["--seed", str(seed), "--json"]
    out = subprocess.run(cmd, cwd=ROOT / "py", capture_output=True, text=True)
    try:
        return float(json.loads(out.stdout)["actions_per_second"])
    except (ValueError, KeyError, TypeError):
        sys.stderr.write(f"simulate {game} failed: {out.stderr.strip()[-300:]}\n")
        return None


def boot_once(
    chromium: Any,
    url: str,
    grace_ms: int,
    pyodide_games: dict[str, list[float | None]] | None,
    games: int,
    seed: int,
    foreign: list[str],
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A fresh profile: a cold load, then a warm one; optionally the in-page playouts."""
    with tempfile.TemporaryDirectory(prefix="pharaoh-bench-") as profile:
        context = chromium.launch_persistent_context(profile, viewport=VIEWPORT, **launch_args())
        try:
            context.on("request", lambda r: None if is_local(r.url) else foreign.append(r.url))
            page = context.pages[0] if context.pages else context.new_page()
            results = []
            for _ in ("cold", "warm"):
                page.goto("about:blank")
                page.goto(url)
                page.wait_for_function(READY_JS % grace_ms, timeout=120_000, polling=50)
                results.append(page.evaluate(METRICS_JS))
            if pyodide_games is not None:
                has_hook = page.evaluate("typeof window.pharaohBench === 'function'")
                for game, rates in pyodide_games.items():
                    rate = None
                    if has_hook:
                        raw = page.evaluate(
                            "([g, n, s]) => window.pharaohBench(g, n, s)", [game, games, seed]
                        )
                        data = json.loads(raw) if isinstance(raw, str) else raw
                        rate = float(data["actions_per_second"]) if data else None
                    rates.append(rate)
            return results[0], results[1]
        finally:
            context.close()


BOT_PY = """
import json, random, time
from pharaoh.engine.match import Match
from pharaoh.web.bots import choose_json
times = []
for g in range(%d):
    rng = random.Random(g)
    match = Match("valley_kings", 1000 + g, 2)
    while match.to_act():
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if len(legal) > 1 and rng.random() < 0.2:
            request = {"game": "valley_kings", "bot": "ismcts", "seed": g, "seat": seat, "session": "bench",
                       "view": match.view(seat), "legal": legal, "state_id": match.state_id}
            start = time.perf_counter()
            json.loads(choose_json(json.dumps(request)))["action"]
            times.append((time.perf_counter() - start) * 1000)
        match.act(seat, rng.choice(legal))
import js
js.window.__pharaohBotMs = json.dumps(sorted(times))
"""


def bot_decisions(chromium: Any, url: str, games: int) -> list[float]:
    """Decision times (ms) of the valley_kings search bot inside Pyodide, on the page's interpreter.

    The request is the JSON the bot worker gets; the page's interpreter runs the same
    Pyodide as the worker, so the times are the worker's.
    """
    context = chromium.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(READY_JS % 8000, timeout=120_000, polling=50)
        page.evaluate(
            """(code) => { const s = document.createElement('script'); s.type = 'py';
                s.setAttribute('config', './pyscript.toml'); s.textContent = code;
                document.body.append(s); }""",
            BOT_PY % games,
        )
        page.wait_for_function("window.__pharaohBotMs !== undefined", timeout=600_000, polling=500)
        times: list[float] = json.loads(page.evaluate("window.__pharaohBotMs"))
        return times
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the medians."""
    parser = argparse.ArgumentParser(description="Boot time, first paint and playout throughput.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20, help="playouts per throughput run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-games", type=int, default=3, help="games sampled for bot decision times")
    parser.add_argument(
        "--grace",
        type=int,
        default=8000,
        help="ms to wait for pharaohReady() after py/main.py has run, before 'n/a'",
    )
    args = parser.parse_args(argv)

    vendor()
    pack()
    from playwright.sync_api import sync_playwright

    ids = game_ids()
    server, url = serve_in_thread(ROOT, prefix=PREFIX)
    foreign: list[str] = []
    cold: list[dict[str, Any]] = []
    warm: list[dict[str, Any]] = []
    in_page: dict[str, list[float | None]] = {g: [] for g in ids}
    print(f"Pharaoh's Table bench: {url}, {args.runs} runs, headless Chromium", flush=True)
    try:
        with sync_playwright() as playwright:
            for run in range(args.runs):
                c, w = boot_once(
                    playwright.chromium, url, args.grace, in_page, args.games, args.seed + run, foreign
                )
                cold.append(c)
                warm.append(w)
                print(
                    f"  run {run + 1}: cold ready {fmt_ms(c['ready'])} (python {fmt_ms(c['python'])}), "
                    f"warm ready {fmt_ms(w['ready'])} (python {fmt_ms(w['python'])})",
                    flush=True,
                )
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(**launch_args())
            try:
                bot_ms = bot_decisions(chromium, url, args.bot_games)
            finally:
                chromium.close()
    finally:
        server.shutdown()

    cpython = {g: [cpython_rate(g, args.games, args.seed + run) for run in range(args.runs)] for g in ids}

    print()
    print(f"medians of {args.runs}")
    print(f"  boot cold, navigation -> ready (menu up)   {fmt_ms(median([r['ready'] for r in cold]))}")
    print(f"  boot warm, navigation -> ready (menu up)   {fmt_ms(median([r['ready'] for r in warm]))}")
    print(f"  boot cold, navigation -> Python up         {fmt_ms(median([r['python'] for r in cold]))}")
    print(f"  boot warm, navigation -> Python up         {fmt_ms(median([r['python'] for r in warm]))}")
    print(f"  first contentful paint, cold               {fmt_ms(median([r['fcp'] for r in cold]))}")
    print(f"  first contentful paint, warm               {fmt_ms(median([r['fcp'] for r in warm]))}")
    print_boot_stages(cold, warm)
    print(f"  random playouts ({args.games} games a run):")
    for g in ids:
        cp, py = fmt_rate(median(cpython[g])), fmt_rate(median(in_page[g]))
        print(f"    {g:16} CPython {cp:>20}   Pyodide {py:>20}")
    if not ids:
        print("    no registered game found")
    if bot_ms:
        q90 = bot_ms[min(len(bot_ms) - 1, int(len(bot_ms) * 0.9))]
        print(
            f"  valley_kings ismcts decision in Pyodide ({len(bot_ms)} decisions): median "
            f"{fmt_ms(statistics.median(bot_ms))}, 90% {fmt_ms(q90)}, max {fmt_ms(bot_ms[-1])}"
        )
    failed = sum(r["failed"] for r in cold + warm)
    if failed:
        print(f"  WARNING: {failed} loads failed to start")
    if foreign:
        print(f"  WARNING: {len(foreign)} requests to other origins, e.g. {foreign[0]}")
        return 1
    print("  requests to other origins: none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
