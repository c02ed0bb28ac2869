"""Two windows of one browser: each seat's link has its own channel, and forged senders get nowhere.

A BroadcastChannel bus stands in for the browser: a message posted on a name reaches every
other listener of that exact name.  The host window runs the real :class:`HostRoom`; the
guest windows run real :class:`GuestRoom` s; a spy window posts whatever it likes.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict, deque
from collections.abc import Callable
from typing import Any

from pharaoh.net.guest import Guest
from pharaoh.net.host import Host
from pharaoh.net.ice import IceSetting
from pharaoh.net.room import GuestRoom, HostRoom
from pharaoh.net.windows import PREFIX, WindowGuest, WindowHost, channel_name, read_link

from .helpers import counter_entropy, plans

ROOM = "0a1b2c3d"
SECRETS = {"1": "A" * 22, "2": "B" * 22, "spectator": "C" * 22}


class Bus:
    """BroadcastChannel: a post reaches every other listener of the same name (delivered in order)."""

    def __init__(self) -> None:
        self.listeners: dict[str, list[tuple[object, Callable[[object], None]]]] = defaultdict(list)
        self.queue: deque[Callable[[], None]] = deque()
        self.busy = False
        self.posted: list[tuple[str, str]] = []

    def listen(self, owner: object, name: str, fn: Callable[[object], None]) -> None:
        self.listeners[name].append((owner, fn))

    def poster(self, owner: object) -> Callable[[str, str], None]:
        def post(name: str, text: str) -> None:
            self.posted.append((name, text))
            for who, fn in list(self.listeners.get(name, [])):
                if who is not owner:
                    self.queue.append(lambda fn=fn: fn(text))  # type: ignore[misc]
            self.run()

        return post

    def run(self) -> None:
        if self.busy:
            return
        self.busy = True
        try:
            while self.queue:
                self.queue.popleft()()
        finally:
            self.busy = False


class HostWindows:
    """The host window's network: only window links (what :class:`BrowserNetwork` does with them)."""

    def __init__(self, bus: Bus) -> None:
        self.bus = bus
        self.hub: WindowHost | None = None

    def listen(self, room: HostRoom) -> None:
        hub = WindowHost(ROOM, SECRETS, room, self.bus.poster(self), room.on_refused)
        self.hub = hub
        for name, key in hub.channels().items():
            self.bus.listen(self, name, lambda data, key=key: hub.on_channel(key, data))  # type: ignore[misc]

    def send(self, link: str, text: str) -> None:
        assert self.hub is not None
        self.hub.send(link, text)

    def close(self, link: str) -> None:
        assert self.hub is not None
        self.hub.close(link)

    def offer(self, *_: Any) -> None: ...

    def accept(self, *_: Any) -> None: ...

    def answer(self, *_: Any) -> None: ...


class GuestWindow:
    """A guest window opened with a window link: its GuestRoom over its channel."""

    def __init__(self, bus: Bus, me: str, link: str, name: str) -> None:
        found = read_link(link)
        assert found is not None
        room_id, key, secret = found
        guest = Guest(name, entropy=counter_entropy(len(me)))
        self.room = GuestRoom(guest, self, IceSetting("local"), self.store, self.changed)
        if key.isdigit():
            self.room.guest.want_seat = int(key)
        self.window = WindowGuest(me, room_id, key, secret, self.room, bus.poster(self))
        bus.listen(self, self.window.channel, self.window.on_channel)
        self.received: list[str] = []
        self.room.join_window(WindowGuest.LINK)
        self.window.hello()

    def store(self, key: str, value: str) -> None: ...

    def changed(self, events: Any) -> None: ...

    def send(self, link: str, text: str) -> None:
        self.window.send(text)

    def close(self, link: str) -> None:
        self.window.close()

    def offer(self, *_: Any) -> None: ...

    def accept(self, *_: Any) -> None: ...

    def answer(self, *_: Any) -> None: ...


def table() -> tuple[Bus, HostRoom, HostWindows, GuestWindow, GuestWindow]:
    bus = Bus()
    net = HostWindows(bus)
    host = Host("toy_hide", plans(["remote", "remote", "remote"]), entropy=counter_entropy(1))
    room = HostRoom(host, net, IceSetting("local"), lambda k, v: None, lambda e: None)  # type: ignore[arg-type]
    net.listen(room)
    room.host.set_stand_in(0, True)
    one = GuestWindow(bus, "111111111111", f"{ROOM}.1.{SECRETS['1']}", "One")
    two = GuestWindow(bus, "222222222222", f"{ROOM}.2.{SECRETS['2']}", "Two")
    return bus, room, net, one, two


def test_two_windows_play_on_their_own_channels() -> None:
    bus, room, _, one, two = table()
    assert (one.room.guest.seat, two.room.guest.seat) == (1, 2)
    assert room.host.phase == "playing"
    # each seat's updates travel only on its own channel
    for name, text in bus.posted:
        if '"type":"update"' in text or '"type":"welcome"' in text:
            envelope = json.loads(text)
            to = envelope["to"]
            assert (to == "111111111111") == name.endswith(SECRETS["1"]), name
            assert (to == "222222222222") == name.endswith(SECRETS["2"]), name


def spy_messages(rng: random.Random, state_id: int) -> list[tuple[str, str]]:
    """What a window without seat 2's link tries: (channel, text)."""
    guesses = [
        f"{PREFIX}{ROOM}",  # the old single channel of the room
        f"{PREFIX}{ROOM}.2",
        channel_name(ROOM, "2", "A" * 22),  # seat 1's secret on seat 2's name
        channel_name(ROOM, "2", "B" * 21 + "C"),
        channel_name(ROOM, "spectator", "A" * 22),
    ]
    action = {"v": 1, "type": "action", "seat": 2, "state_id": state_id, "text": "m1"}
    bodies: list[dict[str, Any]] = [
        {"kind": "hello", "from": "999999999999", "to": "host"},
        {"kind": "msg", "from": "222222222222", "to": "host", "data": json.dumps(action)},
        {"kind": "close", "from": "222222222222", "to": "host"},
        {"kind": "msg", "from": "host", "to": "222222222222", "data": '{"v":1,"type":"bye","reason":"x"}'},
    ]
    out = [(name, json.dumps(body)) for name in guesses for body in bodies]
    junk = ["{", "[" * 50_000, json.dumps({"kind": "msg"}), "x" * 400_000, json.dumps([1, 2]), "null"]
    out += [(channel_name(ROOM, "1", SECRETS["1"]), text) for text in junk]
    rng.shuffle(out)
    return out


def test_a_window_without_a_seats_link_cannot_read_act_for_or_close_it() -> None:
    bus, room, net, one, two = table()
    match = room.host.match
    assert match is not None
    spy = object()
    heard: list[str] = []
    for name in {f"{PREFIX}{ROOM}", channel_name(ROOM, "2", "A" * 22)}:
        bus.listen(spy, name, lambda data: heard.append(str(data)))
    post = bus.poster(spy)
    before = (match.state_id, dict(room.links), two.room.status, room.host.slots[2].peer)
    tried = 0
    for round_ in range(4):
        for name, text in spy_messages(random.Random(round_), match.state_id + round_ % 2):
            post(name, text)
            tried += 1
    assert (match.state_id, dict(room.links), two.room.status, room.host.slots[2].peer) == before
    assert net.hub is not None and heard == []
    # what reached the host (the junk on seat 1's channel) is counted for its page to show
    assert room.work.refused == net.hub.dropped == 4 * 6
    assert room.hook()["refusals"][-1] == "window: malformed"
    # the game goes on for both windows: whoever is to act plays
    for _ in range(20):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[0]
        window = {1: one, 2: two}.get(seat)
        if window is not None and window.room.guest.legal:
            assert window.room.act(window.room.guest.legal[0]) == ""
        else:
            room.played(room.host.act_local(seat, match.legal(seat)[0], match.state_id))
        post(f"{PREFIX}{ROOM}", json.dumps({"kind": "hello", "from": "999999999999", "to": "host"}))
        tried += 1
    assert heard == [], "nothing of the game was ever posted where the spy listens"
    assert tried >= 100
    print(f"forged window envelopes: {tried} posted, {room.work.refused} reached the host and were refused")


def test_a_window_with_seat_1s_link_cannot_claim_or_close_seat_2() -> None:
    bus, room, net, one, two = table()
    match = room.host.match
    assert match is not None
    post = bus.poster(object())
    channel = channel_name(ROOM, "1", SECRETS["1"])
    # a second window with seat 1's link claims seat 2: the invite of that channel is seat 1's
    post(channel, json.dumps({"kind": "hello", "from": "333333333333", "to": "host"}))
    claim = {"v": 1, "type": "hello", "name": "Eve", "role": "player", "seat": 2}
    post(
        channel, json.dumps({"kind": "msg", "from": "333333333333", "to": "host", "data": json.dumps(claim)})
    )
    assert room.host.slots[2].peer is not None and room.host.slots[2].peer.startswith("w.2.")
    replies = [json.loads(t) for n, t in bus.posted if n == channel]
    sent = [json.loads(e["data"]) for e in replies if e["kind"] == "msg" and e["from"] == "host"]
    refusals = [m for m in sent if m["type"] == "error"]
    assert [r["code"] for r in refusals] == ["seat_taken"], refusals
    # forging seat 2's window as the sender, on seat 1's channel: it stays seat 1's channel
    action = {"v": 1, "type": "action", "seat": 2, "state_id": match.state_id, "text": "m1"}
    for body in (
        {"kind": "msg", "from": "222222222222", "to": "host", "data": json.dumps(action)},
        {"kind": "close", "from": "222222222222", "to": "host"},
    ):
        post(channel, json.dumps(body))
    assert "w.2.222222222222" in room.links and two.room.status == "connected"
    assert room.host.slots[2].peer == "w.2.222222222222"
    # even a free seat 2 is not for a window on seat 1's channel
    room._send(room.host.release_seat(2))
    post(
        channel, json.dumps({"kind": "msg", "from": "333333333333", "to": "host", "data": json.dumps(claim)})
    )
    replies = [json.loads(t) for n, t in bus.posted if n == channel]
    sent = [json.loads(e["data"]) for e in replies if e["kind"] == "msg" and e["from"] == "host"]
    assert [m["code"] for m in sent if m["type"] == "error"][-1] == "wrong_seat"
    assert room.host.slots[2].peer is None


def test_a_guest_window_listens_only_to_the_host_and_only_what_is_addressed_to_it() -> None:
    bus, room, _, one, _ = table()
    post = bus.poster(object())
    channel = channel_name(ROOM, "1", SECRETS["1"])
    view = one.room.guest.view
    dropped = one.window.dropped
    forged = '{"v":1,"type":"bye","reason":"the host left"}'
    for body in (
        {"kind": "msg", "from": "999999999999", "to": "111111111111", "data": forged},
        {"kind": "close", "from": "999999999999", "to": "111111111111"},
        {"kind": "msg", "from": "host", "to": "444444444444", "data": forged},
        {"kind": "open", "from": "host", "to": "111111111111"},
    ):
        post(channel, json.dumps(body))
    assert one.window.dropped == dropped + 4
    assert one.room.status == "connected" and one.room.guest.view == view and one.room.guest.closed is None


def test_window_links_are_read_strictly() -> None:
    assert read_link(f"{ROOM}.1.{SECRETS['1']}") == (ROOM, "1", SECRETS["1"])
    for bad in (f"{ROOM}.1", f"{ROOM}.1.short", f"{ROOM}.99x.{SECRETS['1']}", f"ROOM.1.{SECRETS['1']}", ""):
        assert read_link(bad) is None, bad
