#!/usr/bin/env python3
"""A guest floods the host at move 20 000: the host's work and wall time per message.

Runs the flood tests' table (``tests/net/test_flood.py``: a game of 20 000 moves, the host
playing seat 0, an honest guest on seat 2, the flooder on seat 1) on CPython and prints,
per kind of flood, the bytes the host's room encoded and stored per guest message (worst
and median) and the wall time per message (worst, median, 99th percentile).  The unit tests
assert the byte bound; wall times are this machine's, for the page's "no task over 100 ms".

Usage: ``python tools/bench_flood.py [--moves 20000] [--messages 10000]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from net import longgame, test_flood, toy  # noqa: E402
from pharaoh.engine import registry  # noqa: E402
from pharaoh.net.messages import Bye, encode_message  # noqa: E402


def register() -> None:
    registry.GAMES = (*registry.GAMES, longgame.GAME_ID, toy.GAME_ID)
    for module in (longgame, toy):
        sys.modules.update(module.modules())


class Sink:
    """The flooder's page: takes the host's replies and does nothing (its own work is not timed)."""

    def __getattr__(self, name: str) -> object:
        return lambda *args, **kw: None


def flooder_table(moves: int) -> test_flood.Table:
    table = test_flood.Table(moves)
    table.eve_side.net.events = Sink()
    return table


CPU: list[float] = []
"""CPU seconds of each message of the latest :func:`measure` (a busy machine stretches wall times)."""


def measure(table: test_flood.Table, texts: object, count: int, gap: float) -> tuple[list[int], list[float]]:
    """Deliver ``count`` flooder messages ``gap`` seconds apart (fake clock); bytes and seconds each."""
    work = table.room.work
    costs: list[int] = []
    times: list[float] = []
    CPU.clear()
    for _ in range(count):
        table.clock.now += gap
        text = texts()  # type: ignore[operator]
        before = work.encoded + work.stored
        start, cpu = time.perf_counter(), time.process_time()
        table.room.on_message(table.link, text)
        times.append(time.perf_counter() - start)
        CPU.append(time.process_time() - cpu)
        costs.append(work.encoded + work.stored - before)
        table.others_play()
    return costs, times


def report(name: str, table: test_flood.Table, costs: list[int], times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    work = table.room.work
    refused = sum(1 for link, text in table.switch.sent if link == table.link and '"type":"error"' in text)
    print(
        f"{name}: {len(costs)} messages, {work.messages} handled (the honest guest's included), "
        f"{refused} refused with an error, {work.throttled} throttled, "
        f"dropped: {'yes: ' + work.dropped[-1] if work.dropped else 'no'}"
    )
    print(
        f"  bytes encoded+stored per message: worst {max(costs)}, median {int(statistics.median(costs))} "
        f"(bound in the tests: {test_flood.PER_MESSAGE_BOUND})"
    )
    print(
        f"  wall time per message: worst {ms[-1]:.2f} ms, median {statistics.median(ms):.3f} ms, "
        f"p99 {ms[int(len(ms) * 0.99) - 1]:.2f} ms"
    )
    cpu = sorted(t * 1000 for t in CPU)
    print(
        f"  CPU time per message: worst {cpu[-1]:.2f} ms, median {statistics.median(cpu):.3f} ms, "
        f"p99 {cpu[int(len(cpu) * 0.99) - 1]:.2f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Host cost per guest message at a long game's end.")
    parser.add_argument("--moves", type=int, default=test_flood.LONG)
    parser.add_argument("--messages", type=int, default=10_000)
    args = parser.parse_args(argv)
    register()
    print(f"game of {args.moves} moves (toy_long), Python {sys.version.split()[0]}")
    table = flooder_table(args.moves)
    texts = test_flood.junk(table, random.Random(5), joins=False)
    report("paced flood, 15 a second", table, *measure(table, texts, args.messages, 1 / 15))
    table = flooder_table(args.moves)
    texts = test_flood.junk(table, random.Random(7))
    report("fast flood, 5000 a second", table, *measure(table, texts, args.messages, 1 / 5000))
    for gap in (10.0, 0.01):
        table = flooder_table(args.moves)
        cycle = iter([encode_message(Bye(reason="again")), table.eve.guest.hello()] * 200)
        costs, times = measure(table, lambda cycle=cycle: next(cycle), 400, gap)  # type: ignore[misc]
        report(f"200 bye/hello cycles, {gap} s apart", table, costs, times)
    stored = sum(len(k) + len(v) for k, v in table.side.storage.items())
    head = len(table.side.storage["net.host"])
    print(f"stored room at move {args.moves}: {stored} characters in all, head {head}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
