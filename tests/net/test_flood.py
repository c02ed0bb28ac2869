"""No guest can freeze the host: floods at move 20 000 cost a bounded amount each, then get dropped.

Cost is measured as work, not time: the bytes the host's room encodes (messages sent,
the stored room's head built) plus the bytes it writes to storage, for each message a
guest sends.  The bound below holds at move 20 000 as at move 300; ``tools/bench_flood.py``
prints the same figures with wall time.
"""

from __future__ import annotations

import gc
import json
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from pharaoh.engine import registry
from pharaoh.net.guest import Guest
from pharaoh.net.host import FREEZE_AT, LOG_CHUNK, Host
from pharaoh.net.messages import MAX_GUEST_BYTES, Bye, encode_message
from pharaoh.net.room import HostRoom, Limits, restore_host
from pharaoh.net.storage import HOST_KEY, log_key

from . import longgame
from .fakenet import Switch
from .helpers import counter_entropy, plans
from .test_room import LOCAL, Side, connect, guest_room

PER_MESSAGE_BOUND = 24 * 1024
"""The most bytes the host encodes and stores for one guest message, at any length of the game.

It is dominated by the stored head (it holds up to 255 of the latest moves) and a
``welcome`` after a rejoin (200 events); a move adds the updates for the other peers.
"""
LONG = 20_000


@pytest.fixture(autouse=True, scope="module")
def long_registered() -> Iterator[None]:
    """Register ``toy_long`` next to the other games while this module runs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(registry, "GAMES", (*registry.GAMES, longgame.GAME_ID))
        for name, module in longgame.modules().items():
            patch.setitem(sys.modules, name, module)
        yield


class Clock:
    """Seconds, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def long_host(moves: int) -> Host:
    """A room whose game has ``moves`` moves: seat 0 is the host's, seats 1 and 2 remote (stand-ins yet)."""
    host = Host(
        longgame.GAME_ID, plans(["local", "remote", "remote"]), fair=False, entropy=counter_entropy(4)
    )
    host.set_stand_in(1, True)
    host.set_stand_in(2, True)
    match = host.match
    assert match is not None
    for _ in range(moves):
        seat = match.to_act()[0]
        host.act_local(seat, "tick" if match.state_id % 2 else "tock", match.state_id)
    return host


class Metered:
    """Stands between the network and the host's room: the work each guest message caused."""

    def __init__(self, room: HostRoom) -> None:
        self.room = room
        self.costs: list[int] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.room, name)

    def on_message(self, link: str, text: str) -> None:
        work = self.room.work
        before = work.encoded + work.stored
        self.room.on_message(link, text)
        self.costs.append(work.encoded + work.stored - before)


class Table:
    """The host's room with a game of ``moves`` moves, an honest guest on seat 2 and a flooder on seat 1."""

    def __init__(self, moves: int, limits: Limits | None = None) -> None:
        self.clock = Clock()
        self.switch = Switch()
        self.side = Side(self.switch)
        self.room = HostRoom(
            long_host(moves), self.side.net, LOCAL, self.side.store, self.side.changed,
            clock=self.clock, limits=limits,
        )  # fmt: skip
        self.meter = Metered(self.room)
        self.side.net.events = self.meter
        self.room.open()
        self.eve, self.eve_side = guest_room(self.switch, Guest("Eve", entropy=counter_entropy(8)))
        connect(self.room, "1", self.eve)
        self.ann, _ = guest_room(self.switch, Guest("Ann", entropy=counter_entropy(9)))
        connect(self.room, "2", self.ann)
        self.link = next(link for link, key in self.room.links.items() if key == "1")
        self.meter.costs.clear()

    @property
    def host(self) -> Host:
        return self.room.host

    def others_play(self) -> None:
        """The host's seat and the honest guest play whenever it is their turn."""
        match = self.host.match
        assert match is not None
        for _ in range(4):
            seat = match.to_act()[0] if match.to_act() else None
            if seat == 0:
                self.room.played(self.host.act_local(0, "tick", match.state_id))
            elif seat == 2 and self.ann.guest.seat == 2 and self.ann.guest.legal:
                assert self.ann.act("tock") == ""
            else:
                return

    def flood(self, texts: Callable[[], str], count: int, gap: float) -> None:
        """The flooder's link delivers ``count`` messages, ``gap`` seconds apart, the others playing on."""
        for _ in range(count):
            self.clock.now += gap
            self.meter.on_message(self.link, texts())
            self.others_play()


def junk(table: Table, rng: random.Random, joins: bool = True) -> Callable[[], str]:
    """Messages a hostile guest of seat 1 might send: valid, stale, foreign, malformed, oversized.

    ``joins``: also ``hello`` again (those have a tighter limit of their own).
    """

    def pick() -> str:
        match = table.host.match
        assert match is not None
        state_id = match.state_id
        choices: list[Any] = [
            {"v": 1, "type": "ping", "nonce": rng.randrange(1 << 40)},
            {"v": 1, "type": "sync"},
            {"v": 1, "type": "action", "seat": 1, "state_id": max(0, state_id - 1), "text": "tick"},
            {"v": 1, "type": "action", "seat": 2, "state_id": state_id, "text": "tick"},
            {"v": 1, "type": "action", "seat": 1, "state_id": state_id, "text": "jump"},
            {"v": 1, "type": "seed_commit", "round": 1, "commit": "0" * 64},
            {"v": 1, "type": "verdict", "ok": False, "reason": "x" * 300},
            "{" * 5000,
            "x" * (MAX_GUEST_BYTES + 1),
            json.dumps({"v": 1, "type": "ping", "nonce": 1, "pad": "y" * 7000}),
        ]
        if joins:
            choices.append({"v": 1, "type": "hello", "name": "Eve", "role": "player", "seat": 1})
        if 1 in match.to_act():
            choices += [{"v": 1, "type": "action", "seat": 1, "state_id": state_id, "text": "tick"}] * 4
        choice = rng.choice(choices)
        return choice if isinstance(choice, str) else json.dumps(choice)

    return pick


def test_the_stored_room_is_written_in_parts_once_and_restores_every_move() -> None:
    table = Table(LONG)
    storage = table.side.storage
    parts = LONG // LOG_CHUNK
    assert all(storage.get(log_key(i)) for i in range(parts)) and log_key(parts) not in storage
    head = json.loads(storage[HOST_KEY])
    assert head["apart"] == parts * LOG_CHUNK and len(head["actions"]) == LONG - parts * LOG_CHUNK
    written = table.room.work.stored
    table.others_play()  # a move: only the head is written again (no part is full yet)
    assert table.room.work.stored - written < PER_MESSAGE_BOUND
    restored, problem = restore_host(storage[HOST_KEY], storage.get)
    assert restored is not None and not problem, problem
    assert restored.match is not None and table.host.match is not None
    assert restored.match.actions == table.host.match.actions
    # a part missing or damaged: refused with a reason, never a game with moves lost
    for broken in ("", "[[0, 1]]", json.dumps([[0, "tick"]] * (LOG_CHUNK - 1)), "[" * 100_000):
        damaged = {**storage, log_key(3): broken}
        host, problem = restore_host(storage[HOST_KEY], damaged.get)
        assert host is None and "stored room" in problem, broken[:20]


def test_a_reload_between_two_writes_loses_no_move() -> None:
    table = Table(LOG_CHUNK * 3 - 3)
    match = table.host.match
    assert match is not None
    snapshots = []
    for _ in range(8):  # across the moment a part fills up
        if 1 in match.to_act():
            assert table.eve.act("tick") == ""
        table.others_play()
        snapshots.append((match.state_id, dict(table.side.storage)))
    assert snapshots[-1][0] > LOG_CHUNK * 3
    for state_id, storage in snapshots:
        restored, problem = restore_host(storage[HOST_KEY], storage.get)
        assert restored is not None and restored.match is not None, problem
        assert restored.match.state_id == state_id


def test_two_thousand_messages_under_the_limit_each_cost_a_bounded_amount_at_move_20000() -> None:
    # every kind of junk comes about 150 times; tools/bench_flood.py sends 10 000 with wall times
    table = Table(LONG)
    table.flood(junk(table, random.Random(5), joins=False), 2_000, gap=1 / 15)  # under the limit
    costs = table.meter.costs
    assert len(costs) >= 2_000  # and the honest guest's moves
    assert max(costs) <= PER_MESSAGE_BOUND, max(costs)
    assert table.room.work.dropped == [], "a guest under the limit is never dropped"
    match = table.host.match
    assert match is not None and match.state_id > LONG, "the host and the honest guest kept playing"
    assert table.ann.guest.state_id == match.state_id


def test_the_same_message_costs_the_same_at_move_288_and_at_move_20000() -> None:
    # 20 000 and 288 leave the same 32 moves in the stored head: a difference would come from the length
    short, long = Table(LONG % LOG_CHUNK + LOG_CHUNK), Table(LONG)
    costs = []
    for table in (short, long):
        state_id = table.host.match.state_id if table.host.match else 0
        for message in (
            {"v": 1, "type": "ping", "nonce": 5},
            {"v": 1, "type": "sync"},
            {"v": 1, "type": "action", "seat": 1, "state_id": state_id - 1, "text": "tick"},
            {"v": 1, "type": "hello", "name": "Eve", "role": "player", "seat": 1},
            {"v": 1, "type": "bye", "reason": "again"},
        ):
            table.meter.on_message(table.link, json.dumps(message))
        table.meter.on_message(table.link, table.eve.guest.hello())
        costs.append(table.meter.costs)
    assert len(costs[0]) == len(costs[1]) == 6
    for at_short, at_long in zip(*costs, strict=True):
        assert 0 < at_long <= PER_MESSAGE_BOUND
        assert abs(at_long - at_short) <= 64, costs  # a few more digits in the numbers, nothing more


def test_a_guest_sending_thousands_a_second_is_throttled_then_dropped_with_a_reason() -> None:
    table = Table(LONG)
    table.flood(junk(table, random.Random(7)), 10_000, gap=1 / 5000)
    work = table.room.work
    limits = table.room.limits
    assert work.messages <= limits.burst + limits.strikes + 10, "the flood was cut off"
    assert work.throttled >= limits.strikes
    assert max(table.meter.costs) <= PER_MESSAGE_BOUND
    assert len(work.dropped) == 1 and "the guest of seat 2" in work.dropped[0], work.dropped
    assert "dropped" in work.dropped[0]
    # the host sees why, on the seat's fresh invite; the flooder was told too
    assert "dropped" in table.room.invites["1"].reason
    assert table.eve.status == "failed" and "dropped" in table.eve.reason
    assert table.link not in table.room.links
    # the host keeps playing: a computer stands in, the honest guest plays on
    table.room.stand_in(1, True)
    match = table.host.match
    assert match is not None
    before = match.state_id
    for _ in range(30):
        table.room.played(table.host.play_computers({1: _Ticker()}, limit=3))
        table.others_play()
    assert match.state_id > before + 20 and table.ann.guest.state_id == match.state_id


class _Ticker:
    """A computer player that always says ``tick``."""

    def choose(self, game: Any, seat: int, view: Any, legal: Any) -> str:
        return "tick"


def test_two_hundred_bye_hello_cycles_cost_a_bounded_amount_and_a_fast_cycler_is_dropped() -> None:
    for gap, dropped in ((10.0, False), (0.01, True)):
        table = Table(LONG)
        hello = table.eve.guest.hello()
        assert '"token"' in hello
        bye = encode_message(Bye(reason="again"))
        texts = iter([bye, hello] * 200)
        table.flood(lambda texts=texts: next(texts), 400, gap=gap)  # type: ignore[misc]
        costs = table.meter.costs
        assert max(costs) <= PER_MESSAGE_BOUND, max(costs)
        assert bool(table.room.work.dropped) == dropped, table.room.work.dropped
        match = table.host.match
        assert match is not None and match.state_id > LONG
        if not dropped:
            assert table.host.slots[1].peer == table.link, "the slow cycler is back on its seat each time"
            assert sum(1 for c in costs if c) >= 400


def test_spectator_windows_opened_in_a_flood_are_closed_and_reported() -> None:
    table = Table(LONG)
    opened = 0
    for n in range(200):
        table.clock.now += 0.01
        link = f"w.spy{n}"
        table.side.net.open.add(link)
        table.meter.on_open(link, True)
        if link in table.room.links:
            opened += 1
            table.meter.on_message(
                link, json.dumps({"v": 1, "type": "hello", "name": "S", "role": "spectator"})
            )
    assert opened <= table.room.limits.windows + 1
    assert table.host.spectator_count() <= 8
    assert any("too many links" in d for d in table.room.work.dropped)
    assert max(table.meter.costs) <= PER_MESSAGE_BOUND


def test_a_welcome_late_in_a_long_game_freezes_the_match_out_of_full_collections() -> None:
    gc.unfreeze()
    Table(LOG_CHUNK)  # a short game: its guests' welcomes leave the collector alone
    assert gc.get_freeze_count() == 0
    Table(FREEZE_AT)
    assert gc.get_freeze_count() > 0
