#!/usr/bin/env python3
"""Cost of the peek-proof deal (pharaoh.fair): a two-seat Tara Wolf deal of 97 cards and a draw.

Prints one JSON object of medians over ``--runs`` runs, in milliseconds of wall time on
one thread: the seats' passes and checks one by one (each is what one browser computes
while the other waits; seat 1 shuffles and locks in one pass), the draw (a key handed
over, checked and used), the longest slice of the passes of a deal run ``SLICE``
exponentiations at a time, the end audit, one exponentiation for scale, the deal's CPU in
such exponentiations (``deal_in_pows``), and the bytes sent.  ``*_cpu_ms`` are the same
in CPU time of the process (Node's, in Pyodide): on a machine shared with other work they
stay closer to what an idle machine shows.  ``node tools/bench_mental.mjs`` runs this very
file inside the vendored Pyodide (what the page runs).

    python3 tools/bench_mental.py [--runs 3] [--match | --curse P | --paged GAME | --mesh-store P]

``--match`` measures whole peek-proof matches of Tara Wolf instead (pharaoh.net.peekproof,
two computer seats, seeds 0 .. runs-1): each seat's time, messages, bytes, the save's size.

``--curse P`` measures whole peek-proof matches of Der Fluch der Mumie with ``P`` seats
(pharaoh.net.peekmulti, a computer on every seat, seeds 0 .. runs-1): the time in the
mummy's and in the busiest explorer's match object, the longest slice of ``SLICE`` units
(every message and move taken in slices, as the page must), messages and bytes (each
addressee counted), against the same players host-authoritative.

``--mesh-store P`` plays the same curse matches and, after every job of a seat that sends
(what a mesh room's slice that sends stores), stores that seat's part of the room as
``MeshRoom.store`` does, in parts (:mod:`pharaoh.net.meshparts`: new parts and a head),
and every 10th time also in one piece (the whole save, as before session 10): the
characters and CPU milliseconds of each (the text made, not the page's storage write).

``--paged GAME`` (``valley_kings`` or ``mummy_curse``) runs whole two-seat matches the way
the pages do (:func:`one_paged`): every piece of work in slices of 40 ms on the wall clock
(``pharaoh.fair.jobs.WorkQueue``, what ``PeekRoom`` runs), and prints the longest slice in
wall and CPU time, the deal, the moves, the last move with the end's audit, and the resume
of a save after a reload in one piece and in slices.
"""

from __future__ import annotations

import argparse
import functools
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
from pharaoh.fair.jobs import Job

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


def timed_cpu(fn: Callable[[], T]) -> tuple[T, float]:
    """``fn``'s value and its CPU time in ms (steadier than wall time on a machine shared with other work)."""
    start = cpu_time()
    value = fn()
    return value, (cpu_time() - start) * 1000


def timed_both(fn: Callable[[], T], figures: dict[str, float], key: str) -> T:
    """Run ``fn``; store its wall time under ``key`` and its CPU time under ``key`` with ``_cpu``."""
    cpu_start = cpu_time()
    value, figures[key] = timed(fn)
    figures[key.replace("_ms", "_cpu_ms")] = (cpu_time() - cpu_start) * 1000
    return value


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
    a, out = timed_both(a.step, figures, "seat0_shuffle_ms")
    sent = size(out[0])
    b = timed_both(lambda: b.receive_only(out[0]), figures, "seat1_check_ms")
    b, out = timed_both(b.step, figures, "seat1_shuffle_lock_ms")
    sent += size(out[0])
    a = timed_both(lambda: a.receive_only(out[0]), figures, "seat0_check_ms")
    a, out = timed_both(a.step, figures, "seat0_lock_ms")
    sent += size(out[0])
    b = timed_both(lambda: b.receive_only(out[0]), figures, "seat1_check_lock_ms")
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
    # every pass of a second deal in slices of SLICE units (the lock pass's exponents are the longest)
    c, d = (
        DeckPlayer.new(
            OAKLEY_1024, "tara-wolf/1", "bench", 1, seat=s, players=2, piles=PILES, entropy=rng.randbytes
        )
        for s in (0, 1)
    )
    slices = []
    for turn in (0, 1, 0):
        player = c if turn == 0 else d
        job = player.pass_job()
        assert job is not None
        while not job.done:
            _, ms = timed(functools.partial(job.run, SLICE))
            slices.append(ms)
        player, out = job.result()
        if turn == 0:
            c, d = player, d.receive_only(out[0])
        else:
            d, c = player, c.receive_only(out[0])
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
    # the deal's CPU in units of one full 1024-bit exponentiation of the same run: the load cancels out
    figures["deal_in_pows"] = figures["deal_total_cpu_ms"] / figures["one_pow_cpu_ms"]
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


def one_match(seed: int, slices: bool = True) -> dict[str, float]:
    """A whole peek-proof match of Tara Wolf between two computer seats, messages passed in memory.

    Per seat: the time spent in its match object (deal, keys, checks, moves, the end audit),
    the longest slice of ``SLICE`` units (the start, every message and every move of its own
    taken in slices, as the page must: ``PeekMatch.start_job``, ``receive_job``, ``play_job``),
    the messages and bytes it sent, and its save's size at the end.  In CPU time: the longest
    single unit (a page's slice runs units until 40 ms passed, so it can last that plus one
    unit), and what the page runs in one piece: a save of the final match (``to_json`` and
    the JSON text, per seat) and its resume after a reload (``PeekMatch.from_json``, per seat).
    """
    from pharaoh.games.valley_kings.bots import HeuristicBot
    from pharaoh.games.valley_kings.game import GAME
    from pharaoh.net.peekproof import PeekMatch

    rng = random.Random(seed)
    matches = [
        PeekMatch(GAME, seat=s, seed=seed, match=f"bench-{seed}", group=OAKLEY_1024, entropy=rng.randbytes)
        for s in (0, 1)
    ]
    bots = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    spent, longest, sent, sent_bytes = [0.0, 0.0], [0.0, 0.0], [0, 0], [0, 0]
    sliced = [0.0]
    unit_cpu = [0.0]
    queue: list[tuple[int, dict[str, Any]]] = []

    def run_units(job: Job[Any]) -> bool:
        """Up to SLICE units of ``job``, each timed in CPU (the page's slice is at least one unit)."""
        for _ in range(SLICE):
            start = cpu_time()
            done = job.run(1)
            unit_cpu[0] = max(unit_cpu[0], (cpu_time() - start) * 1000)
            if done:
                return True
        return False

    def call(s: int, fn: Callable[[], list[dict[str, Any]]]) -> None:
        out, ms = timed(fn)
        spent[s] += ms
        longest[s] = max(longest[s], ms)
        send(s, out)

    def sliced_receive(s: int, message: dict[str, Any]) -> None:
        run_sliced(s, matches[s].receive_job(message))

    def run_sliced(s: int, job: Job[list[dict[str, Any]]]) -> None:
        done = False
        while not done:
            done, ms = timed(functools.partial(run_units, job))
            spent[s] += ms
            sliced[0] = max(sliced[0], ms)
        send(s, job.result())

    def send(s: int, out: list[dict[str, Any]]) -> None:
        for message in out:
            sent[s] += 1
            sent_bytes[s] += size(message)
            queue.append((1 - s, message))

    cpu_start = cpu_time()
    for s in (0, 1):
        job = matches[s].start_job()
        done = False
        while not done:
            done, ms = timed(functools.partial(run_units, job))
            spent[s] += ms
            sliced[0] = max(sliced[0], ms)
        send(s, job.result())
    moves = 0
    while True:
        while queue:
            to, message = queue.pop(0)
            if slices:
                sliced_receive(to, message)
            else:
                call(to, functools.partial(matches[to].receive, message))
        actor = next((s for s in (0, 1) if matches[s].can_act()), None)
        if actor is None:
            break
        m = matches[actor]
        action = bots[actor].choose(GAME, actor, m.view(), m.legal())
        if slices:
            run_sliced(actor, m.play_job(action))
        else:
            call(actor, functools.partial(m.play, action))
        moves += 1
    cpu_ms = (cpu_time() - cpu_start) * 1000
    verdicts = [m.verdict for m in matches]
    assert all(v is not None and v.verified for v in verdicts), verdicts
    # what the page does in one piece: a save (before every send) and a resume after a reload
    start = cpu_time()
    saves = [json.dumps(m.to_json(), separators=(",", ":")) for m in matches]
    save_cpu = (cpu_time() - start) * 1000 / 2
    start = cpu_time()
    for text in saves:
        PeekMatch.from_json(GAME, json.loads(text))
    resume_cpu = (cpu_time() - start) * 1000 / 2
    return {
        "match_moves": moves,
        "match_seat0_ms": spent[0],
        "match_seat1_ms": spent[1],
        "match_cpu_ms": cpu_ms,
        **({} if slices else {"match_longest_call_ms": max(longest)}),
        "match_longest_slice_ms": sliced[0],
        "match_longest_unit_cpu_ms": unit_cpu[0],
        "match_save_cpu_ms": save_cpu,
        "match_resume_cpu_ms": resume_cpu,
        "match_messages": sent[0] + sent[1],
        "match_bytes": sent_bytes[0] + sent_bytes[1],
        "match_save_bytes": max(size(m.to_json()) for m in matches),
    }


def host_authoritative(seed: int) -> dict[str, float]:
    """The same two computer players host-authoritative: what the host sends seat 1 per action.

    Each action sends the guest one screen (its view, its legal actions, the events it may
    see: :mod:`pharaoh.net.screens`), and each of the guest's own actions is one small
    message to the host; nothing for the deal.  The game is the seeded engine game, not
    the dealt one, so its length differs a little.
    """
    from pharaoh.games.valley_kings.bots import HeuristicBot
    from pharaoh.games.valley_kings.game import GAME
    from pharaoh.net.screens import events_json

    state = GAME.new_game(seed, 2)
    bots = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    messages, sent = 0, 0
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        action = bots[seat].choose(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat))
        state, events = GAME.apply(state, seat, action)
        legal = [GAME.encode_action(a) for a in GAME.legal_actions(state, 1)]
        sent += size([GAME.view(state, 1), legal, events_json(events, 1)])
        messages += 1
        if seat == 1:
            sent += size({"t": "act", "text": GAME.encode_action(action)})
            messages += 1
    return {"host_messages": messages, "host_bytes": sent}


def measure_match(runs: int) -> dict[str, Any]:
    """Medians of :func:`one_match` over seeds ``0 .. runs-1``."""
    results = [one_match(seed) | host_authoritative(seed) for seed in range(runs)]
    medians = {key: round(statistics.median(r[key] for r in results), 2) for key in results[0]}
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} {sys.platform}",
        "group_bits": OAKLEY_1024.p.bit_length(),
        "runs": runs,
        **medians,
    }


def one_curse(seed: int, players: int) -> dict[str, float]:
    """A whole peek-proof curse match of ``players`` computer seats, messages passed in memory.

    Each message goes to its addressees only (a mesh of links); a delivery to ``k`` seats
    counts ``k`` messages and ``k`` times its bytes, as separate data channels carry it.
    """
    from pharaoh.games.mummy_curse.bots import HeuristicBot
    from pharaoh.games.mummy_curse.game import GAME
    from pharaoh.net.peekmulti import Outgoing, SideMatch

    rng = random.Random(seed)
    matches = [
        SideMatch(
            GAME, seat=s, players=players, match=f"bench-{seed}", group=OAKLEY_1024, entropy=rng.randbytes
        )
        for s in range(players)
    ]
    bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
    spent = [0.0] * players
    longest = [0.0]
    sent, sent_bytes = [0], [0]
    queue: list[tuple[int, int, dict[str, Any]]] = []

    def call(s: int, job: Job[list[Outgoing]]) -> None:
        done = False
        while not done:
            done, ms = timed(functools.partial(job.run, SLICE))
            spent[s] += ms
            longest[0] = max(longest[0], ms)
        for to, message in job.result():
            for r in to:
                sent[0] += 1
                sent_bytes[0] += size(message)
                queue.append((r, s, message))

    cpu_start = cpu_time()
    for s in range(players):
        call(s, matches[s].start_job())
    moves = 0
    while True:
        while queue:
            to, sender, message = queue.pop(0)
            call(to, matches[to].receive_job(sender, json.loads(json.dumps(message))))
        actor = next((s for s in range(players) if matches[s].can_act()), None)
        if actor is None:
            break
        m = matches[actor]
        action = bots[actor].choose(GAME, actor, m.view(), m.legal())
        call(actor, m.play_job(action))
        moves += 1
    cpu_ms = (cpu_time() - cpu_start) * 1000
    verdicts = [m.verdict for m in matches]
    assert all(v is not None and v.verified for v in verdicts), verdicts
    return {
        "curse_moves": moves,
        "curse_throws": sum(1 for r in matches[0].roll_of if r is not None),
        "curse_mummy_ms": spent[0],
        "curse_explorer_max_ms": max(spent[1:]),
        "curse_cpu_ms": cpu_ms,
        "curse_longest_slice_ms": longest[0],
        "curse_messages": sent[0],
        "curse_bytes": sent_bytes[0],
    }


def one_mesh_store(seed: int, players: int) -> dict[str, float]:
    """A whole curse match; each seat's stores after each job that sends: in parts, and in one piece."""
    from pharaoh.games.mummy_curse.bots import HeuristicBot
    from pharaoh.games.mummy_curse.game import GAME
    from pharaoh.net.meshparts import PartWriter
    from pharaoh.net.peekmulti import Outgoing, SideMatch, save

    rng = random.Random(seed)
    matches = [
        SideMatch(
            GAME, seat=s, players=players, match=f"bench-{seed}", group=OAKLEY_1024, entropy=rng.randbytes
        )
        for s in range(players)
    ]
    bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
    writers = [PartWriter() for _ in range(players)]
    parts_ms: list[float] = []
    whole_ms: list[float] = []
    last = {"head": 0, "whole": 0, "parts_ms": 0.0, "whole_ms": 0.0}
    queue: list[tuple[int, int, dict[str, Any]]] = []
    stores = [0]

    def store(s: int) -> None:
        def in_parts() -> int:
            data = {"matches": {str(s): save(matches[s])}}
            head = writers[s].split(data, lambda n, text: None)
            return len(json.dumps(head, separators=(",", ":")))

        def whole() -> int:
            return len(json.dumps({"matches": {str(s): save(matches[s])}}, separators=(",", ":")))

        last["head"], last["parts_ms"] = timed_cpu(in_parts)
        parts_ms.append(last["parts_ms"])
        if stores[0] % 10 == 0:
            last["whole"], last["whole_ms"] = timed_cpu(whole)
            whole_ms.append(last["whole_ms"])
        stores[0] += 1

    def call(s: int, job: Job[list[Outgoing]]) -> None:
        while not job.run(SLICE):
            pass
        out = job.result()
        if out:
            store(s)
        for to, message in out:
            queue.extend((r, s, message) for r in to)

    for s in range(players):
        call(s, matches[s].start_job())
    while True:
        while queue:
            to, sender, message = queue.pop(0)
            call(to, matches[to].receive_job(sender, json.loads(json.dumps(message))))
        actor = next((s for s in range(players) if matches[s].can_act()), None)
        if actor is None:
            break
        m = matches[actor]
        call(actor, m.play_job(bots[actor].choose(GAME, actor, m.view(), m.legal())))
    verdicts = [m.verdict for m in matches]
    assert all(v is not None and v.verified for v in verdicts), verdicts
    for s in range(players):  # the end: both ways, for the seat that sent last (the largest saves)
        stores[0] = 0
        store(s)
    return {
        "stores": len(parts_ms),
        "parts_median_ms": statistics.median(parts_ms),
        "parts_max_ms": max(parts_ms),
        "whole_median_ms": statistics.median(whole_ms),
        "whole_max_ms": max(whole_ms),
        "end_parts_ms": last["parts_ms"],
        "end_whole_ms": last["whole_ms"],
        "end_head_chars": last["head"],
        "end_whole_chars": last["whole"],
        "parts_written_chars": sum(w.written for w in writers) / players,
    }


def measure_mesh_store(runs: int, players: int) -> dict[str, Any]:
    """Medians of :func:`one_mesh_store` over seeds ``0 .. runs-1``."""
    results = [one_mesh_store(seed, players) for seed in range(runs)]
    medians = {key: round(statistics.median(r[key] for r in results), 2) for key in results[0]}
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} {sys.platform}",
        "runs": runs,
        "players": players,
        **medians,
    }


def curse_host_authoritative(seed: int, players: int) -> dict[str, float]:
    """The curse host-authoritative (the host on seat 0): one screen per action to every guest."""
    from pharaoh.games.mummy_curse.bots import HeuristicBot
    from pharaoh.games.mummy_curse.game import GAME
    from pharaoh.net.screens import events_json

    state = GAME.new_game(seed, players)
    bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
    messages, sent = 0, 0
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        action = bots[seat].choose(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat))
        state, events = GAME.apply(state, seat, action)
        for guest in range(1, players):
            legal = [GAME.encode_action(a) for a in GAME.legal_actions(state, guest)]
            sent += size([GAME.view(state, guest), legal, events_json(events, guest)])
            messages += 1
        if seat != 0:
            sent += size({"t": "act", "text": GAME.encode_action(action)})
            messages += 1
    return {"curse_host_messages": messages, "curse_host_bytes": sent}


def measure_curse(runs: int, players: int) -> dict[str, Any]:
    """Medians of :func:`one_curse` over seeds ``0 .. runs-1``."""
    results = [one_curse(seed, players) | curse_host_authoritative(seed, players) for seed in range(runs)]
    medians = {key: round(statistics.median(r[key] for r in results), 2) for key in results[0]}
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} {sys.platform}",
        "group_bits": OAKLEY_1024.p.bit_length(),
        "runs": runs,
        "players": players,
        **medians,
    }


def one_paged(seed: int, game_id: str) -> dict[str, float]:
    """A whole two-seat match the way the pages run it: each seat's work in a ``WorkQueue``.

    Both seats' matches (real 1024-bit group, computer players, messages passed in memory)
    run their start, every message and every move in slices of ``BUDGET_MS`` on the wall
    clock, as ``PeekRoom.pump`` does, a save of the match (its JSON text) before every
    send.  Times: the longest slice (wall, and the CPU of the longest in CPU), the slices
    over 100 ms, the longest single step of each kind (making a job, one unit, finishing
    one: the save and the messages; CPU), the deal (from the start to both seats holding
    their cards), every move (from the play to both seats idle again: its draws, reveals,
    checks, reports), the last move (with the end's audit), each in wall and CPU; then the
    resume of each seat's final save after a reload, in one piece and in slices
    (``load_pair_job``).
    """
    from pharaoh.engine.game import PeekProof
    from pharaoh.engine.registry import get_game
    from pharaoh.fair.jobs import BUDGET_MS, WorkQueue
    from pharaoh.net import peekpair
    from pharaoh.net.peekmulti import SideMatch
    from pharaoh.net.peekproof import PeekMatch

    game = peekpair.pair_game(game_id)
    assert game is not None, game_id
    engine = get_game(game_id)
    rng = random.Random(seed)
    matches: list[Any] = []
    for s in (0, 1):
        if isinstance(game, PeekProof):
            matches.append(PeekMatch(game, seat=s, seed=None, match=f"b{seed}", entropy=rng.randbytes))
        else:
            side = SideMatch(game, seat=s, players=2, match=f"b{seed}", entropy=rng.randbytes)
            matches.append(peekpair.SidePair(side))
    bots_module = __import__(f"pharaoh.games.{game_id}.bots", fromlist=["HeuristicBot"])
    bots = [bots_module.HeuristicBot(seed * 2 + s) for s in (0, 1)]
    saved = [0]

    def done_of(s: int) -> Callable[[str, list[Any]], None]:
        def done(label: str, out: list[Any]) -> None:
            saved[0] += len(json.dumps(matches[s].to_json(), separators=(",", ":")))  # save before send
            for body in out:
                other = matches[1 - s]
                queues[1 - s].add("receive", lambda body=body, other=other: other.receive_job(body))

        return done

    def failed(label: str, exc: Exception) -> None:
        raise exc

    queues = [WorkQueue(done_of(s), failed, time.perf_counter) for s in (0, 1)]
    slices: list[tuple[float, float]] = []
    longest_step: dict[str, float] = {"make": 0.0, "unit": 0.0, "finish": 0.0}

    def timed_step(queue: WorkQueue[list[Any]]) -> Callable[[], bool]:
        step = queue.step

        def run() -> bool:
            kind = "make" if queue.job is None else "finish" if queue.ending else "unit"
            start = cpu_time()
            finished = step()
            longest_step[kind] = max(longest_step[kind], (cpu_time() - start) * 1000)
            return finished

        return run

    for queue in queues:
        queue.step = timed_step(queue)  # type: ignore[method-assign]

    def run_all() -> tuple[float, float]:
        """Slices of both seats in turn until both are idle: (wall, CPU) in ms."""
        wall0, cpu0 = time.perf_counter(), cpu_time()
        while any(q.busy for q in queues):
            for q in queues:
                if q.busy:
                    c = cpu_time()
                    part = q.run_slice(BUDGET_MS)
                    slices.append((part.ms, (cpu_time() - c) * 1000))
        return (time.perf_counter() - wall0) * 1000, (cpu_time() - cpu0) * 1000

    for s in (0, 1):
        queues[s].add("start", matches[s].start_job)
    deal_wall, deal_cpu = run_all()
    assert all(m.opened for m in matches)
    moves: list[tuple[float, float]] = []
    while True:
        actor = next((s for s in (0, 1) if matches[s].can_act()), None)
        if actor is None:
            break
        m = matches[actor]
        action = bots[actor].choose(engine, actor, m.view(), m.legal())
        queues[actor].add("play", lambda m=m, action=action: m.play_job(action))
        moves.append(run_all())
    verdicts = [m.verdict for m in matches]
    assert all(v is not None and v.verified for v in verdicts), verdicts
    walls = sorted(w for w, _ in moves[:-1])
    cpus = sorted(c for _, c in moves[:-1])
    texts = [json.dumps(m.to_json(), separators=(",", ":")) for m in matches]
    resume_cpu, resume_wall, resume_slice, resume_slice_cpu = 0.0, 0.0, 0.0, 0.0
    for text in texts:
        wall0, cpu0 = time.perf_counter(), cpu_time()
        peekpair.load_pair(game, json.loads(text), {OAKLEY_1024.name: OAKLEY_1024})
        resume_wall = max(resume_wall, (time.perf_counter() - wall0) * 1000)
        resume_cpu = max(resume_cpu, (cpu_time() - cpu0) * 1000)
        job = peekpair.load_pair_job(game, json.loads(text), {OAKLEY_1024.name: OAKLEY_1024})
        while True:
            start, cpu0 = time.perf_counter(), cpu_time()
            finished = False
            while not finished and (time.perf_counter() - start) * 1000 < BUDGET_MS:
                finished = job.run(1)
            resume_slice = max(resume_slice, (time.perf_counter() - start) * 1000)
            resume_slice_cpu = max(resume_slice_cpu, (cpu_time() - cpu0) * 1000)
            if finished:
                break
        assert job.result().to_json() == json.loads(text)
    longest = max(slices)
    return {
        "paged_moves": len(moves),
        "paged_longest_slice_ms": longest[0],
        "paged_longest_slice_cpu_ms": max(c for _, c in slices),
        "paged_slices": len(slices),
        **{f"paged_longest_{kind}_step_cpu_ms": ms for kind, ms in longest_step.items()},
        "paged_slices_over_100ms": sum(1 for w, _ in slices if w > 100),
        "paged_slices_over_100ms_cpu": sum(1 for _, c in slices if c > 100),
        "paged_deal_ms": deal_wall,
        "paged_deal_cpu_ms": deal_cpu,
        "paged_move_median_ms": statistics.median(walls),
        "paged_move_median_cpu_ms": statistics.median(cpus),
        "paged_move_max_ms": walls[-1],
        "paged_move_max_cpu_ms": cpus[-1],
        "paged_last_move_with_audit_ms": moves[-1][0],
        "paged_last_move_with_audit_cpu_ms": moves[-1][1],
        "paged_resume_one_piece_ms": resume_wall,
        "paged_resume_one_piece_cpu_ms": resume_cpu,
        "paged_resume_longest_slice_ms": resume_slice,
        "paged_resume_longest_slice_cpu_ms": resume_slice_cpu,
        "paged_saved_chars": saved[0],
    }


def measure_paged(runs: int, game_id: str) -> dict[str, Any]:
    """Medians of :func:`one_paged` over seeds ``0 .. runs-1`` (and the worst longest slice)."""
    from pharaoh.fair.jobs import BUDGET_MS

    results = [one_paged(seed, game_id) for seed in range(runs)]
    medians = {key: round(statistics.median(r[key] for r in results), 1) for key in results[0]}
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} {sys.platform}",
        "game": game_id,
        "group_bits": OAKLEY_1024.p.bit_length(),
        "runs": runs,
        "budget_ms": BUDGET_MS,
        **medians,
        "paged_longest_slice_worst_ms": round(max(r["paged_longest_slice_ms"] for r in results), 1),
        "paged_longest_slice_cpu_worst_ms": round(max(r["paged_longest_slice_cpu_ms"] for r in results), 1),
        "paged_resume_longest_slice_worst_ms": round(
            max(r["paged_resume_longest_slice_ms"] for r in results), 1
        ),
        "paged_resume_longest_slice_cpu_worst_ms": round(
            max(r["paged_resume_longest_slice_cpu_ms"] for r in results), 1
        ),
    }


def main_json(
    runs: int = 3, match: bool = False, curse: int = 0, paged: str = "", mesh_store: int = 0
) -> str:
    """The figures as one JSON line (the entry point tools/bench_mental.mjs calls in Pyodide)."""
    if mesh_store:
        return json.dumps(measure_mesh_store(runs, mesh_store))
    if paged:
        return json.dumps(measure_paged(runs, paged))
    if curse:
        return json.dumps(measure_curse(runs, curse))
    return json.dumps(measure_match(runs) if match else measure(runs))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--match", action="store_true", help="a whole Tara Wolf match between computer seats")
    parser.add_argument(
        "--curse",
        type=int,
        default=0,
        metavar="P",
        help="whole Der Fluch der Mumie matches of P computer seats",
    )
    parser.add_argument(
        "--paged",
        choices=("valley_kings", "mummy_curse"),
        default="",
        help="whole two-seat matches in slices as the pages run them (longest slice, deal, moves, resume)",
    )
    parser.add_argument(
        "--mesh-store",
        type=int,
        default=0,
        metavar="P",
        help="whole curse matches of P seats: a mesh room's stores in parts against in one piece",
    )
    args = parser.parse_args(argv)
    if args.curse and not 2 <= args.curse <= 5:
        parser.error("--curse takes 2 to 5 seats")
    if args.mesh_store and not 3 <= args.mesh_store <= 5:
        parser.error("--mesh-store takes 3 to 5 seats")
    print(main_json(args.runs, args.match, args.curse, args.paged, args.mesh_store))
    return 0


if __name__ == "__main__":
    sys.exit(main())
