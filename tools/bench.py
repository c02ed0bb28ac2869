#!/usr/bin/env python3
"""``make bench``: boot time, first paint and playout throughput, medians of 5.

* Boot: navigation start to ``window.__pharaohReadyAt`` (set by ``pharaohReady()`` once the
  menu is up), and to ``window.__pharaohPythonAt`` (interpreter up, ``py:ready``).
  *Cold*: a fresh browser profile each run (it stays until it has fetched the snapshot for
  the next visit).  *Warm*: the same profile, third load, with the
  service worker blocked (the HTTP cache only, as before the worker existed; the second load
  is when Chromium writes the compiled wasm to its code cache, the third uses it).  Then a second
  fresh profile whose first load lets the service worker (``sw.js``) copy the site: *1st from
  SW* is the next load (every file from the worker's cache, the wasm compiled once more),
  *warm SW* the one after it, *warm SW offline* a third with the network off.  The size of
  that cache is printed too.
* First paint: ``performance.getEntriesByType('paint')`` (first-contentful-paint).
* First visit on a real connection: a fresh profile's bytes on the wire until the menu is up
  (every request's ``encodedDataLength``, by file), and the menu time with the network
  throttled to 10 Mbit/s and 20 ms (Chromium's network emulation over CDP), median of
  ``--throttled-runs``.  The server sends the ``.gz`` files (tools/precompress.py) as a
  built site would.
* Throughput, random playouts per registered game: on CPython through
  ``python -m pharaoh simulate --json``, and inside Pyodide through the page's
  ``window.pharaohBench(gameId, games, seed)`` (a promise of the same JSON); "n/a" where
  a hook or command is missing.
* Computer players: every registered game's hard level (``pharaoh.engine.bot.bot_levels``),
  timed at ``--bot-decisions`` positions of a game from ``--bot-seed`` played by the normal
  level, at 3 players and at the game's largest table (``bot_tables``): inside Pyodide under
  Node (``tools/bot_times.mjs``: the page's vendored runtime and wasm engine, CPU ms, which a
  busy machine does not inflate, and the wall ms of the same decisions), on CPython
  (``python -m pharaoh.bot_times``, CPU ms, the same positions) and their ratio; and in the
  page (Chromium, wall ms) for the games of ``PAGE_BOT_GAMES``.  ``--bots-only`` prints only
  this part (a few minutes).

Runs against the site served from a sub-path on 127.0.0.1, in Debian's headless Chromium;
any request to another origin is reported.  Usage: ``python tools/bench.py [--runs 5]``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import VIEWPORT, is_local, launch_args
from pack import pack
from serve import serve_in_thread, warm_gzip_cache
from vendor import vendor

ROOT = Path(__file__).resolve().parent.parent
PREFIX = "/pharaohs-table/"
READY_JS = """() => document.body.dataset.ready === '1'
    || ['failed', 'no-ui'].includes(document.body.dataset.boot)
    || (window.__pharaohMainDoneAt !== undefined && performance.now() - window.__pharaohMainDoneAt > %d)"""
METRICS_JS = """() => ({
    ready: window.__pharaohReadyAt ?? null,
    origin: performance.timeOrigin,
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


def print_boot_stages(boots: dict[str, list[dict[str, Any]]]) -> None:
    """The boot breakdown: the median time each stage was reached, for each kind of boot."""
    names = [n for n in BOOTS if boots.get(n)]
    head = "".join(f"{BOOT_LABELS[n]:>16}" for n in names)
    print(f"  boot stages, median time reached (from navigation) {head}")
    rows = [("first contentful paint", lambda r: r["fcp"])]
    rows += [(label, lambda r, k=key: boot_stage(r, k)) for key, label in BOOT_STAGES]
    for label, value in rows:
        cells = "".join(f"{fmt_ms(median([value(r) for r in boots[n]])):>16}" for n in names)
        print(f"    {label:48} {cells}")


def median(values: list[float | None]) -> float | None:
    """Median of the values that exist, or None."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def fmt_ms(value: float | None) -> str:
    """Milliseconds as seconds, or n/a."""
    return "n/a" if value is None else f"{value / 1000:.2f} s"


def fmt_mb(value: float | None) -> str:
    """Bytes as megabytes, or n/a."""
    return "n/a" if value is None else f"{value / 1e6:.1f} MB"


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


SNAPSHOT_KEPT_JS = "() => localStorage.getItem('pharaoh:snapshot') !== null"
OFFLINE_READY_JS = "() => ['ready', 'failed', 'unsupported'].includes(document.body.dataset.offline)"
OFFLINE_STATE_JS = "() => window.pharaohOffline ? JSON.parse(window.pharaohOffline.state()) : null"
BOOTS = ("cold", "warm", "first_sw", "warm_sw", "offline")
BOOT_LABELS = {
    "cold": "cold",
    "warm": "warm, no SW",
    "first_sw": "1st from SW",
    "warm_sw": "warm SW",
    "offline": "warm SW offline",
}


def load(page: Any, url: str, grace_ms: int) -> dict[str, Any]:
    """One page load from a blank page; the boot's metrics."""
    page.goto("about:blank")
    page.goto(url)
    page.wait_for_function(READY_JS % grace_ms, timeout=120_000, polling=50)
    metrics: dict[str, Any] = page.evaluate(METRICS_JS)
    metrics["controlled"] = page.evaluate("navigator.serviceWorker?.controller != null")
    return metrics


def boot_once(
    chromium: Any,
    url: str,
    grace_ms: int,
    pyodide_games: dict[str, list[float | None]] | None,
    games: int,
    seed: int,
    foreign: list[str],
) -> tuple[dict[str, dict[str, Any]], dict[str, Any] | None]:
    """Two fresh profiles: cold and warm without the service worker, then with it (online and offline).

    Returns the metrics by boot (``BOOTS``) and the offline state the page reported (cache size).
    """
    results: dict[str, dict[str, Any]] = {}
    offline_state: dict[str, Any] | None = None
    with tempfile.TemporaryDirectory(prefix="pharaoh-bench-") as profile:
        context = chromium.launch_persistent_context(
            profile, viewport=VIEWPORT, service_workers="block", **launch_args()
        )
        try:
            context.on("request", lambda r: None if is_local(r.url) else foreign.append(r.url))
            page = context.pages[0] if context.pages else context.new_page()
            results["cold"] = load(page, url, grace_ms)
            # A first visit without a worker keeps the snapshot in the HTTP cache for the next
            # one (static/interpreter.mjs, once the full standard library is in): stay that long.
            try:
                page.wait_for_function(SNAPSHOT_KEPT_JS, timeout=90_000, polling=200)
            except Exception as exc:
                sys.stderr.write(f"the snapshot was not kept for the next visit: {str(exc)[:200]}\n")
            # The second load is when Chromium writes its compiled-wasm cache; "warm" is the third,
            # which uses it, as the worker's "warm SW" does.
            load(page, url, grace_ms)
            results["warm"] = load(page, url, grace_ms)
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
        finally:
            context.close()
    with tempfile.TemporaryDirectory(prefix="pharaoh-bench-sw-") as profile:
        context = chromium.launch_persistent_context(profile, viewport=VIEWPORT, **launch_args())
        try:
            context.on("request", lambda r: None if is_local(r.url) else foreign.append(r.url))
            page = context.pages[0] if context.pages else context.new_page()
            load(page, url, grace_ms)  # a first visit: the worker copies the site after the menu is up
            try:
                page.wait_for_function(OFFLINE_READY_JS, timeout=300_000, polling=200)
            except Exception as exc:  # e.g. a file of the tree changed meanwhile: report, go on
                sys.stderr.write(f"the offline copy did not finish: {str(exc)[:200]}\n")
            offline_state = page.evaluate(OFFLINE_STATE_JS)
            # The first load from the worker's cache compiles the wasm again: Chromium keeps the
            # compiled code of a Cache Storage response apart from the HTTP cache's.
            results["first_sw"] = load(page, url, grace_ms)
            results["warm_sw"] = load(page, url, grace_ms)
            context.set_offline(True)
            results["offline"] = load(page, url, grace_ms)
            context.set_offline(False)
        finally:
            context.close()
    return results, offline_state


BOT_SEED = 900
"""The seed of the game whose positions the bots are timed at (docs/bots.md's figures)."""
BOT_DECISIONS = 20
"""Positions timed per game and table size."""
BOT_TABLE = 3
"""Besides its largest table, each game's bots are timed at this many players (within its range)."""
PAGE_BOT_GAMES = ("valley_kings",)
"""Games whose hard level is timed in the page too (Chromium, wall time).  Tara Wolf's search
stops at a wall-time cap (0.9 s), so what a player waits for is the page's wall time; the other
hard bots do a fixed amount of work, which the CPU time under Node measures whatever the load."""
HARD_BOTS_PY = """
import json
from pharaoh.engine.bot import bot_levels
from pharaoh.engine.registry import game_ids, game_info
print(json.dumps({g: {"bot": bot_levels(g)["hard"], "min": game_info(g).min_players,
                      "max": game_info(g).max_players} for g in game_ids()}))
"""
PAGE_BOT_PY = """
import json, time
from pharaoh.bot_times import decision_times
def wall():
    return time.perf_counter() * 1000.0
results = [decision_times(g, "hard", p, s, n, wall, wall) for g, p, s, n in json.loads(%r)]
import js
js.window.__pharaohBotTimes = json.dumps(results)
"""


def hard_bots() -> dict[str, dict[str, Any]]:
    """Each registered game's hard bot and its player range, asked of the package itself."""
    out = subprocess.run(
        [sys.executable, "-c", HARD_BOTS_PY], cwd=ROOT / "py", capture_output=True, text=True
    )
    if out.returncode:
        sys.stderr.write(f"the hard bots: {out.stderr.strip()[-300:]}\n")
        return {}
    return dict(json.loads(out.stdout))


def bot_tables(low: int, high: int) -> list[int]:
    """The table sizes a game's bots are timed at, for a game of ``low`` to ``high`` players.

    :data:`BOT_TABLE` players (kept within the range) and the largest table, the costliest for
    a search (more hands to draw and to play out).
    """
    return sorted({min(max(BOT_TABLE, low), high), high})


def json_line(cmd: list[str], cwd: Path) -> dict[str, Any] | None:
    """The JSON object a command prints on its last line, or None (the error on stderr)."""
    try:
        out = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=1800)
        lines = out.stdout.strip().splitlines()
        data = json.loads(lines[-1]) if lines else None
    except (OSError, ValueError, subprocess.TimeoutExpired) as exc:
        sys.stderr.write(f"{' '.join(cmd[:4])}: {exc}\n")
        return None
    if not isinstance(data, dict):
        sys.stderr.write(f"{' '.join(cmd[:4])} failed: {out.stderr.strip()[-300:]}\n")
        return None
    return data


def node_bot_times(game: str, players: int, seed: int, decisions: int) -> dict[str, Any] | None:
    """The hard level's decision times inside Pyodide under Node (tools/bot_times.mjs), or None."""
    node = shutil.which("node")
    if node is None:
        return None
    args = [game, "hard", str(players), str(seed), str(decisions)]
    return json_line([node, str(ROOT / "tools" / "bot_times.mjs"), *args], ROOT)


def cpython_bot_times(game: str, players: int, seed: int, decisions: int) -> dict[str, Any] | None:
    """The hard level's decision times on CPython (``python -m pharaoh.bot_times``), or None."""
    args = [game, "hard", str(players), str(seed), str(decisions)]
    return json_line([sys.executable, "-m", "pharaoh.bot_times", *args], ROOT / "py")


def page_bot_times(chromium: Any, url: str, specs: list[tuple[str, int, int, int]]) -> list[dict[str, Any]]:
    """The hard level's decision times in the page (wall ms), for each (game, players, seed, decisions).

    The page's interpreter runs the same Pyodide as the bot worker, so the times are the
    worker's; ``performance.now`` has no CPU twin in a browser, so they are wall times.
    """
    context = chromium.new_context(viewport=VIEWPORT, service_workers="block")  # no copying meanwhile
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(READY_JS % 8000, timeout=120_000, polling=50)
        page.evaluate(
            """(code) => { const s = document.createElement('script'); s.type = 'py';
                s.setAttribute('config', './pyscript.toml'); s.textContent = code;
                document.body.append(s); }""",
            PAGE_BOT_PY % json.dumps(specs),
        )
        page.wait_for_function("window.__pharaohBotTimes !== undefined", timeout=1_200_000, polling=500)
        results: list[dict[str, Any]] = json.loads(page.evaluate("window.__pharaohBotTimes"))
        return results
    finally:
        context.close()


def time_bots(specs: list[tuple[str, int, int, int]]) -> dict[tuple[str, int], dict[str, Any]]:
    """Pyodide under Node, then CPython, one after the other, for each (game, players, seed, decisions)."""
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for game, players, seed, decisions in specs:
        node = node_bot_times(game, players, seed, decisions)
        cpython = cpython_bot_times(game, players, seed, decisions)
        found[(game, players)] = {"node": node, "cpython": cpython}
        print(
            f"  {game} hard, {players} players: Pyodide median {fmt_cell(node, 'median_ms')} ms,"
            f" CPython {fmt_cell(cpython, 'median_ms')} ms",
            flush=True,
        )
    return found


def fmt_cell(data: dict[str, Any] | None, *keys: str) -> str:
    """Figures of a bot_times result joined by " / " ("n/a" for a missing one)."""
    if data is None:
        return "n/a"
    values = [data.get(key) for key in keys]
    return " / ".join("n/a" if v is None else f"{v:.0f}" if v >= 10 else f"{v:.1f}" for v in values)


def format_bot_times(rows: list[dict[str, Any]], load: float | None = None) -> list[str]:
    """The bench's table of decision times.

    Each row: ``game``, ``bot``, ``players``, ``seed`` and the results of bot_times (None
    where missing) under ``node``, ``cpython`` and, optionally, ``page``.  A CPython run whose
    positions differ from Node's (bot_times plays its game without time caps, so they should
    not) is flagged, its ratio left out.  ``load``: the machine's load average when the timing began.
    """
    busy = "" if load is None else f" (load average {load:.1f} at the start)"
    lines = [
        "  hard level's decision times, ms: median / p90 / max (Pyodide under Node: CPU, and the wall",
        "  time of the same decisions; CPython: CPU, same positions), at positions of a game from the",
        f"  seed played by the normal level{busy}",
        f"    {'game, hard bot':24}{'players':>8}{'seed':>7}{'decisions':>10}"
        f"{'Pyodide CPU':>22}{'Pyodide wall':>22}{'CPython CPU':>22}{'ratio':>7}",
    ]
    triple = ("median_ms", "p90_ms", "max_ms")
    wall = ("wall_median_ms", "wall_p90_ms", "wall_max_ms")
    for row in rows:
        node, cpython, page = row.get("node"), row.get("cpython"), row.get("page")
        counted = (node or cpython or {}).get("decisions")
        same = same_positions(node, cpython)
        ratio = "n/a"
        if same and node and cpython and node.get("median_ms") and cpython.get("median_ms"):
            ratio = f"{node['median_ms'] / cpython['median_ms']:.1f}x"
        lines.append(
            f"    {row['game'] + ', ' + row['bot']:24}{row['players']:>8}{row['seed']:>7}"
            f"{'n/a' if counted is None else counted:>10}{fmt_cell(node, *triple):>22}"
            f"{fmt_cell(node, *wall):>22}{fmt_cell(cpython, *triple):>22}{ratio:>7}"
        )
        if node and cpython and not same:
            lines.append("      (CPython played other positions than Pyodide: no ratio)")
        if page is not None:
            other = "" if same_positions(page, node) else ", other positions than under Node"
            lines.append(
                f"      in the page (Chromium, wall time): {fmt_cell(page, *wall)}"
                f" ({page.get('decisions')} decisions{other})"
            )
    return lines


def same_positions(one: dict[str, Any] | None, other: dict[str, Any] | None) -> bool:
    """True if two bot_times results timed the same positions (or one of them is missing)."""
    return one is None or other is None or one.get("positions") == other.get("positions")


THROTTLE_MBIT = 10.0
THROTTLE_LATENCY_MS = 20
"""The throttled first visit: Chromium's network emulation at this speed (down; up at half) and delay."""


def first_visit(
    chromium: Any, url: str, grace_ms: int, mbit: float | None, foreign: list[str]
) -> dict[str, Any]:
    """A first visit (fresh profile), its bytes on the wire until the menu is up, by file.

    The service worker is blocked: on a first visit it is not there yet, and it only starts
    copying the site after the menu is up.  With ``mbit`` the network is throttled through
    Chromium's network emulation (CDP ``Network.emulateNetworkConditions``).  The bytes are
    the ``encodedDataLength`` of every finished request (headers and the body as sent,
    compressed or not) until the menu is up.
    """
    with tempfile.TemporaryDirectory(prefix="pharaoh-bench-first-") as profile:
        context = chromium.launch_persistent_context(
            profile, viewport=VIEWPORT, service_workers="block", **launch_args()
        )
        try:
            context.on("request", lambda r: None if is_local(r.url) else foreign.append(r.url))
            page = context.pages[0] if context.pages else context.new_page()
            page.goto("about:blank")
            cdp = context.new_cdp_session(page)
            names: dict[str, str] = {}
            sent: dict[str, int] = {}
            asked: dict[str, float] = {}  # when each request was sent (epoch seconds)
            cdp.on(
                "Network.requestWillBeSent", lambda e: asked.setdefault(e["requestId"], float(e["wallTime"]))
            )
            cdp.on(
                "Network.responseReceived", lambda e: names.__setitem__(e["requestId"], e["response"]["url"])
            )
            cdp.on(
                "Network.loadingFinished",
                lambda e: sent.__setitem__(e["requestId"], int(e.get("encodedDataLength", 0))),
            )
            cdp.send("Network.enable")
            if mbit:
                rate = mbit * 1e6 / 8
                cdp.send(
                    "Network.emulateNetworkConditions",
                    {
                        "offline": False,
                        "latency": THROTTLE_LATENCY_MS,
                        "downloadThroughput": rate,
                        "uploadThroughput": rate / 2,
                    },
                )
            # Not waiting for "load": on a slow line the preloads hold it back for long.
            page.goto(url, wait_until="commit", timeout=120_000)
            page.wait_for_function(READY_JS % grace_ms, timeout=300_000, polling=50)
            metrics: dict[str, Any] = page.evaluate(METRICS_JS)
            files: dict[str, int] = {}
            # what the page asked for after the menu (the rest of the package, of the library) is not counted
            ready_at = (metrics["origin"] + (metrics["ready"] or 1e12)) / 1000
            for request, size in list(sent.items()):
                if asked.get(request, 0.0) > ready_at:
                    continue
                name = names.get(request, "?").split("?")[0].split("/")[-1] or "index.html"
                files[name] = files.get(name, 0) + size
            metrics["bytes"] = sum(files.values())
            metrics["files"] = files
            return metrics
        finally:
            context.close()


def print_first_visits(firsts: list[dict[str, Any]], throttled: list[dict[str, Any]]) -> None:
    """The first visit's bytes by file and the throttled first visits' menu times."""
    if firsts:
        first = firsts[0]
        sent = first["bytes"] / 1e6
        print(f"  first visit, bytes on the wire until the menu is up: {sent:.2f} MB, of which")
        for name, size in sorted(first["files"].items(), key=lambda item: -item[1])[:8]:
            print(f"    {name:44} {size / 1e6:6.2f} MB")
    if throttled:
        ready = fmt_ms(median([r["ready"] for r in throttled]))
        python = fmt_ms(median([r["python"] for r in throttled]))
        each = ", ".join(fmt_ms(r["ready"]) for r in throttled)
        early = sum("package: fetched early" in r["stages"] for r in throttled)
        if early:
            print(f"  NOTE: {early} first visit(s) fetched the rest of the package before the menu was up")
        print(
            f"  first visit at {THROTTLE_MBIT:g} Mbit/s, {THROTTLE_LATENCY_MS} ms delay "
            f"(median of {len(throttled)}: {each}): menu up {ready}, Python up {python}"
        )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the medians."""
    parser = argparse.ArgumentParser(description="Boot time, first paint and playout throughput.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20, help="playouts per throughput run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bot-decisions",
        "--bot-games",
        dest="bot_decisions",
        type=int,
        default=BOT_DECISIONS,
        help="positions timed per game and table size for the hard bots (0: no bot times)",
    )
    parser.add_argument("--bot-seed", type=int, default=BOT_SEED, help="the game the bots are timed in")
    parser.add_argument(
        "--throttled-runs", type=int, default=3, help=f"first visits at {THROTTLE_MBIT:g} Mbit/s (0: none)"
    )
    parser.add_argument(
        "--first-visit-only",
        action="store_true",
        help="only the first visit's bytes and the throttled first visits (no boots, playouts or bot times)",
    )
    parser.add_argument(
        "--bots-only",
        action="store_true",
        help="only the hard bots' decision times (Pyodide under Node, CPython, the page): a few minutes",
    )
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
    warm_gzip_cache(ROOT)  # as a built site would have them: no compressing during a timed boot
    server, url = serve_in_thread(ROOT, prefix=PREFIX)
    foreign: list[str] = []
    boots: dict[str, list[dict[str, Any]]] = {name: [] for name in BOOTS}
    caches: list[dict[str, Any]] = []
    in_page: dict[str, list[float | None]] = {g: [] for g in ids}
    firsts: list[dict[str, Any]] = []
    throttled: list[dict[str, Any]] = []
    if args.first_visit_only:
        args.runs = args.bot_decisions = 0
        ids = []
    if args.bots_only:
        args.runs = 0
        ids = []
    print(f"Pharaoh's Table bench: {url}, {args.runs} runs, headless Chromium", flush=True)
    hard = hard_bots() if args.bot_decisions else {}
    specs = [
        (game, players, args.bot_seed, args.bot_decisions)
        for game, info in hard.items()
        for players in bot_tables(info["min"], info["max"])
    ]
    page_times: list[dict[str, Any]] = []
    try:
        with sync_playwright() as playwright:
            for run in range(args.runs):
                results, offline_state = boot_once(
                    playwright.chromium, url, args.grace, in_page, args.games, args.seed + run, foreign
                )
                for name, metrics in results.items():
                    boots[name].append(metrics)
                if offline_state:
                    caches.append(offline_state)
                line = ", ".join(
                    f"{BOOT_LABELS[n]} {fmt_ms(results[n]['ready'])}" for n in BOOTS if n in results
                )
                print(f"  run {run + 1}: menu up: {line}", flush=True)
        with sync_playwright() as playwright:
            if not args.bots_only:
                firsts.append(first_visit(playwright.chromium, url, args.grace, None, foreign))
                print(f"  first visit: {fmt_mb(firsts[0]['bytes'])} until the menu is up", flush=True)
            for run in range(0 if args.bots_only else args.throttled_runs):
                throttled.append(first_visit(playwright.chromium, url, args.grace, THROTTLE_MBIT, foreign))
                print(
                    f"  first visit at {THROTTLE_MBIT:g} Mbit/s, run {run + 1}: menu up "
                    f"{fmt_ms(throttled[-1]['ready'])}",
                    flush=True,
                )
        in_the_page = [spec for spec in specs if spec[0] in PAGE_BOT_GAMES]
        if in_the_page:
            with sync_playwright() as playwright:
                chromium = playwright.chromium.launch(**launch_args())
                try:
                    page_times = page_bot_times(chromium, url, in_the_page)
                finally:
                    chromium.close()
            print(f"  hard bots timed in the page: {', '.join(f'{g} ({p})' for g, p, _, _ in in_the_page)}")
    finally:
        server.shutdown()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    bots = time_bots(specs)
    bot_rows = [
        {"game": game, "bot": hard[game]["bot"], "players": players, "seed": seed, **bots[(game, players)]}
        for game, players, seed, _ in specs
    ]
    for found in page_times:
        for row in bot_rows:
            if (row["game"], row["players"]) == (found.get("game"), found.get("players")):
                row["page"] = found
    cpython = {g: [cpython_rate(g, args.games, args.seed + run) for run in range(args.runs)] for g in ids}

    print()
    if args.first_visit_only:
        print_first_visits(firsts, throttled)
        return 1 if foreign else 0
    if args.bots_only:
        print("\n".join(format_bot_times(bot_rows, load)))
        return 1 if foreign else 0
    print(f"medians of {args.runs}")
    names = [n for n in BOOTS if boots[n]]
    print(f"  {'':36}" + "".join(f"{BOOT_LABELS[n]:>16}" for n in names))
    for what, key in (("navigation -> menu up", "ready"), ("navigation -> Python up", "python")):
        cells = "".join(f"{fmt_ms(median([r[key] for r in boots[n]])):>16}" for n in names)
        print(f"  boot, {what:30}{cells}")
    cells = "".join(f"{fmt_ms(median([r['fcp'] for r in boots[n]])):>16}" for n in names)
    print(f"  {'first contentful paint':36}{cells}")
    served = [sum(1 for r in boots[n] if r.get("controlled")) for n in names]
    print(f"  {'loads the service worker served':36}" + "".join(f"{c:>16}" for c in served))
    sizes = [c["size"] for c in caches if c.get("phase") == "ready" and c.get("size")]
    usage = [c["usage"] for c in caches if c.get("usage")]
    if sizes:
        print(
            f"  offline cache (sw.js): {fmt_mb(median(sizes))} in {caches[0].get('total')} files;"
            f" storage the site uses: {fmt_mb(median(usage))}"
        )
    else:
        print(f"  offline cache: not ready ({[c.get('phase') for c in caches]})")
    print_boot_stages(boots)
    print_first_visits(firsts, throttled)
    print(f"  random playouts ({args.games} games a run):")
    for g in ids:
        cp, py = fmt_rate(median(cpython[g])), fmt_rate(median(in_page[g]))
        print(f"    {g:16} CPython {cp:>20}   Pyodide {py:>20}")
    if not ids:
        print("    no registered game found")
    if bot_rows:
        print("\n".join(format_bot_times(bot_rows, load)))
    failed = sum(r["failed"] for n in names for r in boots[n])
    if failed:
        print(f"  WARNING: {failed} loads failed to start")
    if foreign:
        print(f"  WARNING: {len(foreign)} requests to other origins, e.g. {foreign[0]}")
        return 1
    print("  requests to other origins: none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
