"""The peek-proof work in time-bounded slices (issue #17): budget, determinism, a reload mid-deal.

Time here is a fake clock that only the work moves (every step of work advances it by a
drawn amount), so the tests assert facts about the slicer, never speed:

- a slice stops once its budget is used: it never runs past it by more than its last step
  (a step is making a job, one unit of it, about one exponentiation, or finishing it);
- sliced and unsliced runs of the same match (the same secrets) send the same messages and
  end in the same saves and verdicts, for Tara Wolf and for Der Fluch der Mumie;
- a reload of either browser in the middle of the deal resumes and plays to "verified".
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from pharaoh.engine.game import PeekProof
from pharaoh.engine.registry import get_game
from pharaoh.fair.group import Group
from pharaoh.fair.jobs import Job, Slice, WorkQueue
from pharaoh.games.mummy_curse.bots import HeuristicBot as CurseBot
from pharaoh.games.valley_kings.bots import HeuristicBot as ValleyBot
from pharaoh.net.peekmulti import SideMatch
from pharaoh.net.peekpair import PairMatch, SidePair, pair_game
from pharaoh.net.peekproof import PeekMatch
from pharaoh.net.peekroom import SLICE_MS, PeekRoom, restore, restore_job
from pharaoh.net.storage import GUEST_KEY, HOST_KEY

from .fakenet import Switch
from .test_peekroom import GROUP, TOY_GROUPS, Loop, Side, join_fresh, play, rejoin


class FakeClock:
    """Seconds that pass only when the work says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, ms: float) -> None:
        self.now += ms / 1000.0


def _timed_queue(queue: WorkQueue[Any], clock: FakeClock, rng: random.Random) -> list[list[float]]:
    """Every step of ``queue`` advances ``clock`` by a drawn time (some long); each slice's step times."""
    slices: list[list[float]] = []
    step, run_slice = queue.step, queue.run_slice

    def timed_step() -> bool:
        ms = rng.choice((0.2, 3.0, 7.0, 12.0, 60.0)) * rng.random()
        clock.advance(ms)
        slices[-1].append(ms)
        return step()

    def timed_slice(budget_ms: float) -> Slice:
        slices.append([])
        return run_slice(budget_ms)

    queue.step = timed_step  # type: ignore[method-assign]
    queue.run_slice = timed_slice  # type: ignore[method-assign]
    return slices


def _counting_job(n: int, out: list[int]) -> Job[list[int]]:
    def work() -> Iterator[None]:
        for i in range(n):
            out.append(i)
            yield

    return Job(work(), lambda: list(out))


@pytest.mark.parametrize("budget", [0.0, 1.0, 10.0, 40.0, 1e9])
def test_a_slice_never_runs_past_its_budget_by_more_than_its_last_step(budget: float) -> None:
    clock, rng = FakeClock(), random.Random(int(budget) % 97)
    done: list[tuple[str, list[int]]] = []
    queue: WorkQueue[list[int]] = WorkQueue(lambda label, out: done.append((label, out)), _raise, clock)
    slices = _timed_queue(queue, clock, rng)
    sizes = [rng.randrange(0, 40) for _ in range(12)]
    for k, n in enumerate(sizes):
        queue.add(f"job{k}", lambda n=n: _counting_job(n, []))  # type: ignore[misc]
    parts = []
    while queue.busy:
        parts.append(queue.run_slice(budget))
    assert done == [(f"job{k}", list(range(n))) for k, n in enumerate(sizes)], "every job, whole, in order"
    assert sum(len(s) for s in slices) == sum(n + 3 for n in sizes), "make, n units, the end, finish"
    for part, steps in zip(parts, slices, strict=True):
        assert steps, "a busy queue runs at least one step"
        assert part.ms == pytest.approx(sum(steps))
        assert sum(steps[:-1]) < budget or len(steps) == 1, "only the last step may pass the budget"
        assert part.ms <= budget + steps[-1] + 1e-9
    if budget >= 1e9:
        assert len(parts) == 1, "an unbounded budget runs everything in one slice"


def _raise(label: str, exc: Exception) -> None:
    raise AssertionError(f"{label}: {exc}")


def test_a_failing_job_is_reported_and_the_queue_goes_on() -> None:
    clock = FakeClock()
    failed: list[str] = []
    done: list[str] = []

    def bad() -> Iterator[None]:
        yield
        raise ValueError("a lie")

    queue: WorkQueue[list[int]] = WorkQueue(
        lambda label, out: done.append(label),
        lambda label, exc: failed.append(f"{label}: {exc}"),
        clock,
        (ValueError,),
    )
    queue.add("bad", lambda: Job(bad(), list))
    queue.add("refused", lambda: (_ for _ in ()).throw(ValueError("no")))  # type: ignore[arg-type]
    queue.add("good", lambda: _counting_job(3, []))
    while queue.busy:
        assert queue.run_slice(1.0).steps >= 1
    assert failed == ["bad: a lie", "refused: no"] and done == ["good"]


# ---------------------------------------------------------------- whole matches, two browsers in memory


def _new(game_id: str, seat: int, entropy: Callable[[int], bytes], group: Group) -> PairMatch:
    game = pair_game(game_id)
    if isinstance(game, PeekProof):
        return PeekMatch(game, seat=seat, seed=None, match="m1", group=group, entropy=entropy)
    assert game is not None
    return SidePair(SideMatch(game, seat=seat, players=2, match="m1", group=group, entropy=entropy))


def _match(game_id: str, seed: int, budget: float, keep: list[PairMatch] | None = None) -> dict[str, Any]:
    """Two seats' matches, their work in queues sliced at ``budget`` (fake time): what each sent, the end."""
    clock = FakeClock()
    step_rng = random.Random(seed)
    matches = [_new(game_id, s, random.Random(f"{seed}/{s}").randbytes, GROUP) for s in range(2)]
    sent: list[list[str]] = [[], []]
    queues: list[WorkQueue[list[Any]]] = []
    for s in range(2):

        def done(label: str, out: list[Any], s: int = s) -> None:
            for body in out:
                sent[s].append(json.dumps(body, sort_keys=True))
                other = matches[1 - s]
                queues[1 - s].add("receive", lambda body=body, other=other: other.receive_job(body))

        queues.append(WorkQueue(done, _raise, clock))
        _timed_queue(queues[s], clock, step_rng)
        queues[s].add("start", matches[s].start_job)
    game = get_game(game_id)
    bot_type = ValleyBot if game_id == "valley_kings" else CurseBot
    bots = [bot_type(seed * 10 + s) for s in range(2)]
    for _ in range(20_000):
        if any(q.busy for q in queues):
            for q in queues:
                if q.busy:
                    q.run_slice(budget)
            continue
        movers = [s for s in range(2) if matches[s].can_act()]
        if not movers:
            break
        s = movers[0]
        action = bots[s].choose(game, s, matches[s].view(), matches[s].legal())
        queues[s].add("play", lambda s=s, action=action: matches[s].play_job(action))
    else:
        raise AssertionError("no end")
    if keep is not None:
        keep.extend(matches)
    return {
        "sent": sent,
        "saves": [json.dumps(m.to_json(), sort_keys=True) for m in matches],
        "verdicts": [m.verdict for m in matches],
    }


@pytest.mark.parametrize("game_id", ["valley_kings", "mummy_curse"])
def test_sliced_and_unsliced_runs_send_the_same_messages(game_id: str) -> None:
    whole = _match(game_id, 3, 1e9)
    assert all(v is not None and v.verified for v in whole["verdicts"]), whole["verdicts"]
    assert len(whole["sent"][0]) > 10 and len(whole["sent"][1]) > 10
    for budget in (0.0, SLICE_MS):
        sliced = _match(game_id, 3, budget)
        assert sliced == whole, f"budget {budget} ms"


def test_the_end_audit_replays_one_move_per_unit() -> None:
    """Tara Wolf's audit (the engine's replay of every move) is not one long unit: a unit per move."""
    kept: list[PairMatch] = []
    _match("valley_kings", 4, 1e9, kept)
    match = kept[0]
    assert isinstance(match, PeekMatch) and match.seed is not None and match.verdict is not None
    orders = [player.audit_job().result() for player in match.decks]
    game = match.game
    steps = game.audit_steps(match.seed, 2, match.options, orders, match.moves)  # type: ignore[attr-defined]
    units = 0
    while True:
        try:
            next(steps)
        except StopIteration as end:
            verdict = end.value
            break
        units += 1
    assert units == len(match.moves) > 10
    assert verdict == game.audit(match.seed, 2, match.options, orders, match.moves) == match.verdict
    assert verdict.verified


# ---------------------------------------------------------------- rooms: the page's budget, a reload mid-deal


class ClockedSide(Side):
    """A browser whose rooms measure their slices on a fake clock that each step of work moves."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.clock = FakeClock()
        self.rng = random.Random(len(args))
        self.steps: list[list[float]] = []

    def env(self) -> dict[str, Any]:
        return {**super().env(), "clock": self.clock}

    def watch(self) -> None:
        """Time the work of this side's room (once per room)."""
        room = self.peek
        if room is not None and not hasattr(room.work, "_watched"):
            room.work._watched = True  # type: ignore[attr-defined]
            self.steps = _timed_queue(room.work, self.clock, self.rng)


def _pair(game_id: str = "valley_kings") -> tuple[ClockedSide, ClockedSide, Loop]:
    switch, loop = Switch(), Loop()
    host, guest = ClockedSide(switch, loop), ClockedSide(switch, loop)
    room = PeekRoom(
        role="host",
        game_id=game_id,
        seat=0,
        kinds=["local", "remote"],
        names=["Anna", "Bea"],
        group=GROUP,
        **host.env(),
    )
    host.peek = room
    host.watch()
    room.open()
    loop.run()
    join_fresh(host, guest)
    guest.watch()
    return host, guest, loop


def _deal_in_progress(host: ClockedSide, guest: ClockedSide, loop: Loop) -> None:
    """Run the pages' loops until both seats are in the middle of the deal's passes."""
    for _ in range(10_000):
        assert loop.queue, "the deal ended before either side was in the middle of it"
        loop.queue.pop(0)()
        rooms = [host.peek, guest.peek]
        if all(r is not None and r.match is not None and r.match.deck.shuffles for r in rooms):
            assert all(r is not None and r.match is not None and not r.match.deck.dealt for r in rooms)
            return
    raise AssertionError("no deal")


def test_the_rooms_slices_stay_within_the_budget_plus_one_step() -> None:
    host, guest, loop = _pair()
    play([host, guest], loop, 21)
    for side in (host, guest):
        room = side.peek
        assert room is not None and room.verdict is not None and room.verdict.verified
        assert room.slices == len(side.steps) > 20
        for steps in side.steps:
            assert sum(steps[:-1]) < SLICE_MS or len(steps) == 1
        assert room.longest_slice_ms <= SLICE_MS + max(max(s) for s in side.steps) + 1e-6


@pytest.mark.parametrize("who", ["host", "guest"])
def test_a_reload_in_the_middle_of_the_deal_resumes(who: str) -> None:
    host, guest, loop = _pair()
    _deal_in_progress(host, guest, loop)
    gone = host if who == "host" else guest
    assert gone.peek is not None
    gone.net.drop(gone.peek.link)
    loop.run(most=3)  # the other side sees the link go; the work it has runs on meanwhile
    reloaded = ClockedSide(gone.switch, loop)
    reloaded.storage = dict(gone.storage)
    key = HOST_KEY if who == "host" else GUEST_KEY
    job = restore_job(reloaded.storage[key], groups=TOY_GROUPS, **reloaded.env())
    units = 0
    while not job.run(1):  # the page runs the resume in slices too
        units += 1
    if json.loads(reloaded.storage[key])["match"]["deck"]["shuffles"]:
        assert units > 10, "the deal's checks are units of their own"
    reloaded.peek = job.result()
    assert reloaded.peek.match is not None and not reloaded.peek.match.deck.dealt
    reloaded.watch()
    sides = [reloaded, guest] if who == "host" else [host, reloaded]
    if who == "host":
        reloaded.peek.open()
        loop.run()
    rejoin(sides[0], sides[1])
    play(sides, loop, 22)  # type: ignore[arg-type]
    for side in sides:
        room = side.peek
        assert room is not None and room.verdict is not None and room.verdict.verified, room and room.verdict


@pytest.mark.parametrize("game_id", ["valley_kings", "mummy_curse"])
def test_the_resume_after_a_reload_runs_in_units_and_gives_the_same_room(game_id: str) -> None:
    host, guest, loop = _pair(game_id)
    if game_id == "valley_kings":
        play([host, guest], loop, 23, until=30)
    else:
        _curse_moves(host, guest, loop, 30)
    for side, key in ((host, HOST_KEY), (guest, GUEST_KEY)):
        assert side.peek is not None and side.peek.match is not None
        moves = len(side.peek.match.moves)
        assert moves >= 20
        whole = restore(side.storage[key], groups=TOY_GROUPS, **side.env())
        job = restore_job(side.storage[key], groups=TOY_GROUPS, **side.env())
        units = 0
        while not job.run(1):
            units += 1
        assert units > moves, "every move replayed is a unit of its own, besides the deal's checks"
        sliced = job.result()
        assert whole.match is not None and sliced.match is not None
        assert sliced.match.to_json() == whole.match.to_json() == side.peek.match.to_json()
    damaged = json.loads(host.storage[HOST_KEY])
    damaged["match"]["deck"]["shuffles"][0][3] = damaged["match"]["deck"]["shuffles"][0][4]
    job = restore_job(json.dumps(damaged), groups=TOY_GROUPS, **host.env())
    with pytest.raises(ValueError, match="stored peek-proof match"):
        while not job.run(1):
            pass


def _curse_moves(host: ClockedSide, guest: ClockedSide, loop: Loop, most: int) -> None:
    """Both seats of the curse play the heuristic computer's moves (each from its own view) for a while."""
    game = get_game("mummy_curse")
    bots = [CurseBot(5), CurseBot(6)]
    for _ in range(5000):
        loop.run()
        rooms = [host.peek, guest.peek]
        assert rooms[0] is not None and rooms[1] is not None and rooms[0].match is not None
        if len(rooms[0].match.moves) >= most or rooms[0].verdict is not None:
            return
        for room, bot in zip(rooms, bots, strict=True):
            assert room is not None and room.match is not None
            if room.can_play():
                assert room.play(bot.choose(game, room.seat, room.match.view(), room.match.legal())) == ""
    raise AssertionError("stuck")
