#!/usr/bin/env python3
"""The host's page under peer traffic: wall time per guest message through the page's own code.

The host app (``pharaoh.web.app.App`` with its ``Remote``, ``HostRoom`` and ``HostSession``,
a Tara Wolf room with seat 1 remote) runs on CPython with the fake page of
``tests/web/test_room_app.py``; a guest joins over the fake network, plays a few moves, and
its page is then cut off so that only the host's work is timed.  Then, for each kind of
message, ``count`` of them reach the host as fast as a flooder can send them (the room's
throttle clock advances 1 ms a message) and each call is timed, as the page's message
handler would run it:

* ``ping`` on the guest's link (taken, then throttled, then the link is dropped);
* an action for the other seat on the guest's link (refused ``not_your_seat``);
* a forged envelope on the seat's window channel (``pharaoh.net.windows.WindowHost``: a
  sender that never said hello; refused ``no_such_window``).

The redraws that peer traffic schedules (at most one per 100 ms, the refusal count at most
once a second) run as timers, not in the message's call; their cost is printed apart.
Pyodide in the browser is slower than CPython (e2e/test_remote_windows.py prints the
browser's figures).

Usage: ``python tools/bench_host_page.py [--messages 2000]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests"), str(ROOT / "tests" / "web")]

from fakes import run  # noqa: E402
from test_room_app import FakePage, join, make, net, open_room  # noqa: E402

from net.fakenet import Switch  # noqa: E402
from pharaoh.net.windows import WindowHost  # noqa: E402


class Sink:
    """The guest's page once cut off: takes everything, does nothing."""

    def __getattr__(self, name: str) -> object:
        return lambda *args, **kw: None


def table() -> tuple[Any, Any, str]:
    """A host app and its room with a guest on seat 1 that played a little; the guest's link id."""
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    open_room(happ, hhost)
    gapp, ghost, gpage = join(switch, net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    rng = random.Random(3)
    for _ in range(6):
        for app, host in ((happ, hhost), (gapp, ghost)):
            run(app, host, 300)
            if host.published.get("legal") and not host.published.get("busy"):
                app.on_action("act", rng.choice(host.published["legal"])["action"])
    assert gpage.net is not None
    gpage.net.events = Sink()
    room = happ.remote.host_room
    link = next(link for link, key in room.links.items() if key == "1")
    return happ, hhost, link


def flood(kind: str, count: int) -> tuple[list[float], list[float], float, int, Any]:
    """Deliver ``count`` messages of ``kind``: wall and CPU seconds per message, seconds of timers, timers."""
    happ, hhost, link = table()
    remote = happ.remote
    room = remote.host_room
    now = [1000.0]
    room.clock = lambda: now[0]
    hub = WindowHost("0a1b2c3d", {"1": "A" * 22}, remote, lambda name, text: None, remote.on_refused)
    state_id = room.host.stored_actions()
    texts = {
        "ping": lambda i: json.dumps({"v": 1, "type": "ping", "nonce": i}),
        "other seat": lambda i: json.dumps(
            {"v": 1, "type": "action", "seat": 0, "state_id": state_id, "text": "x"}
        ),
        "forged window": lambda i: json.dumps(
            {"kind": "msg", "from": f"{i:012x}", "to": "host", "data": "{}"}
        ),
    }
    make_text = texts[kind]
    times, cpu = [], []
    for i in range(count):
        now[0] += 0.001
        text = make_text(i)
        start, began = time.perf_counter(), time.process_time()
        if kind == "forged window":
            hub.on_channel("1", text)
        else:
            remote.on_message(link, text)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - began)
    timers = len(hhost.timers)
    start = time.perf_counter()
    run(happ, hhost, 2000, frame_every=10_000)
    return times, cpu, time.perf_counter() - start, timers, room.work


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The host page's wall time per guest message.")
    parser.add_argument("--messages", type=int, default=2000)
    args = parser.parse_args(argv)
    version = sys.version.split()[0]
    print(f"host page (Tara Wolf, seat 1 remote), Python {version}, {args.messages} messages each")
    for kind in ("ping", "other seat", "forged window"):
        times, cpu, timers_s, timers, work = flood(kind, args.messages)
        ms = sorted(t * 1000 for t in times)
        worst = max(range(len(times)), key=times.__getitem__)
        print(
            f"{kind}: worst {ms[-1]:.2f} ms (message {worst + 1}), p99 {ms[int(len(ms) * 0.99) - 1]:.3f} ms, "
            f"median {statistics.median(ms):.3f} ms a message; {work.throttled} throttled, "
            f"{work.refused} refused, dropped: {'yes' if work.dropped else 'no'}; "
            f"then {timers} pending timers (redraws) ran in {timers_s * 1000:.0f} ms"
        )
        print(
            f"  CPU time: worst {max(cpu) * 1000:.2f} ms, "
            f"median {statistics.median(cpu) * 1000:.3f} ms a message"
        )
    happ, _, _ = table()
    start, began = time.perf_counter(), time.process_time()
    for _ in range(20):
        happ.remote._redraw_now()
    wall, cpu_s = (time.perf_counter() - start) / 20, (time.process_time() - began) / 20
    print(
        f"one redraw of the host's play screen (board, panel): {wall * 1000:.1f} ms, "
        f"CPU {cpu_s * 1000:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
