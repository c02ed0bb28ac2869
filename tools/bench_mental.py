#!/usr/bin/env python3
"""Cost of the peek-proof deal (pharaoh.fair): a two-seat Tara Wolf deal of 97 cards and a draw.

Prints one JSON object of medians over ``--runs`` runs, in milliseconds of wall time on
one thread: the seats' passes and checks one by one (each is what one browser computes
while the other waits; seat 1 shuffles and locks in one pass), the draw (a key handed
over, checked and used), the longest slice of a pass run ``SLICE`` exponentiations at a
time, the end audit, one exponentiation for scale, and the bytes sent.  ``*_cpu_ms`` are
the same in CPU time of the process (Node's, in Pyodide): on a machine shared with other
work they stay closer to what an idle machine shows.  ``node tools/bench_mental.mjs``
runs this very file inside the vendored Pyodide (what the page runs).

    python3 tools/bench_mental.py [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

if (Path(__file__).resolve().parent.parent / "py" / "pharaoh").is_dir():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.group import OAKLEY_1024

PILES = (80, 10, 7)
SLICE = 10
"""Exponentiations per slice when the page runs a pass in slices."""

T = TypeVar("T")


def _cpu_clock() -> Callable[[], float]:
    """Seconds of CPU of this process; under Node (Pyodide), Node's own count of the process."""
    try:
        import js  # only inside Pyodide

        usage = js.process.cpuUsage
        usage()
    except Exception:  # CPython, or a browser without `process`
        return time.process_time

    def node_cpu() -> float:
        used = usage()
        return float(used.user + used.system) / 1e6

    return node_cpu


cpu_time = _cpu_clock()


def timed(fn: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    value = fn()
    return value, (time.perf_counter() - start) * 1000


def size(message: Any) -> int:
    return len(json.dumps(message, separators=(",", ":")))


def one_run(seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    a, b = (
        DeckPlayer.new(
            OAKLEY_1024, "tara-wolf/1", "bench", 0, seat=s, players=2, piles=PILES, entropy=rng.randbytes
        )
        for s in (0, 1)
    )
    cpu_start = cpu_time()
    figures: dict[str, float] = {}
    x = rng.randrange(2, OAKLEY_1024.p)
    e = rng.randrange(1, OAKLEY_1024.q)
    figures["one_pow_ms"] = statistics.median(timed(lambda: pow(x, e, OAKLEY_1024.p))[1] for _ in range(20))
    _ = a.code  # the public card encoding, computed once per page
    (a, out), figures["seat0_shuffle_ms"] = timed(a.step)
    sent = size(out[0])
    b, figures["seat1_check_ms"] = timed(lambda: b.receive_only(out[0]))
    (b, out), figures["seat1_shuffle_lock_ms"] = timed(b.step)
    sent += size(out[0])
    a, figures["seat0_check_ms"] = timed(lambda: a.receive_only(out[0]))
    (a, out), figures["seat0_lock_ms"] = timed(a.step)
    sent += size(out[0])
    b, figures["seat1_check_lock_ms"] = timed(lambda: b.receive_only(out[0]))
    assert a.dealt and b.dealt
    passes = (
        "seat0_shuffle_ms",
        "seat1_check_ms",
        "seat1_shuffle_lock_ms",
        "seat0_check_ms",
        "seat0_lock_ms",
    )
    figures["deal_total_ms"] = sum(figures[k] for k in (*passes, "seat1_check_lock_ms"))
    figures["deal_total_cpu_ms"] = (cpu_time() - cpu_start) * 1000
    figures["deal_bytes"] = sent

    def draw() -> int:
        nonlocal a, b
        b, key = b.give_key(0, to=0)
        a, _ = a.receive(key)
        a, card = a.open_card(0)
        return size(key)

    figures["draw_bytes"], figures["draw_ms"] = timed(draw)
    job = DeckPlayer.new(
        OAKLEY_1024, "tara-wolf/1", "bench", 1, seat=0, players=2, piles=PILES, entropy=rng.randbytes
    ).pass_job()
    assert job is not None
    slices = []
    while not job.done:
        _, ms = timed(lambda: job.run(SLICE))
        slices.append(ms)
    figures["longest_slice_ms"] = max(slices)
    figures["state_bytes"] = size(a.to_json())
    a, mine = a.reveal()
    b, theirs = b.reveal()
    a, _ = a.receive(theirs)
    cpu_start = cpu_time()
    _, figures["audit_ms"] = timed(a.audit)
    figures["audit_cpu_ms"] = (cpu_time() - cpu_start) * 1000
    cpu_start = cpu_time()
    for _ in range(20):
        pow(x, e, OAKLEY_1024.p)
    figures["one_pow_cpu_ms"] = (cpu_time() - cpu_start) * 1000 / 20
    return figures


def measure(runs: int) -> dict[str, Any]:
    results = [one_run(seed) for seed in range(runs)]
    medians = {key: round(statistics.median(r[key] for r in results), 2) for key in results[0]}
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} {sys.platform}",
        "group_bits": OAKLEY_1024.p.bit_length(),
        "cards": sum(PILES),
        "runs": runs,
        "slice": SLICE,
        **medians,
    }


def main_json(runs: int = 3) -> str:
    """The figures as one JSON line (the entry point tools/bench_mental.mjs calls in Pyodide)."""
    return json.dumps(measure(runs))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    print(main_json(args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
