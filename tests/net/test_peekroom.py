"""Peek-proof rooms over the fake network: handshake, a whole match, validation, reloads, slices.

The host's :class:`PeekRoom` and a guest (first an ordinary :class:`GuestRoom` saying
``hello``, then a :class:`PeekRoom` adopting the link, as the page does) play Tara Wolf
with real mental poker over a 128-bit test prime.  The page's event loop is a queue of
``later`` callbacks run here in order.
"""

from __future__ import annotations

import doctest
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from pharaoh.games.valley_kings.bots import HeuristicBot
from pharaoh.games.valley_kings.game import GAME
from pharaoh.net import peekwire
from pharaoh.net.guest import Guest
from pharaoh.net.ice import IceSetting
from pharaoh.net.peekroom import PeekRoom, restore
from pharaoh.net.peekwire import PeekHello, PeekWelcome, parse_peek
from pharaoh.net.room import GuestRoom
from pharaoh.net.storage import GUEST_KEY, HOST_KEY

from .fakenet import FakeNetwork, Switch

TOY_GROUPS: dict[str, Any] = {}
LOCAL = IceSetting("local")


def toy_group() -> Any:
    from pharaoh.fair.group import Group

    group = Group("test-128", 0x8000000000000000000000000000225F)
    TOY_GROUPS[group.name] = group
    return group


class Loop:
    """The page's event loop: ``later`` callbacks run in order when :meth:`run` is called."""

    def __init__(self) -> None:
        self.queue: list[Callable[[], None]] = []
        self.calls = 0

    def later(self, ms: float, fn: Callable[[], None]) -> None:
        self.queue.append(fn)

    def run(self, most: int = 100_000) -> None:
        while self.queue and most:
            most -= 1
            self.calls += 1
            self.queue.pop(0)()


class Side:
    """One browser: its network, storage, loop, and the room (host's PeekRoom, or the guest's rooms)."""

    def __init__(self, switch: Switch, loop: Loop) -> None:
        self.switch = switch
        self.loop = loop
        self.storage: dict[str, str] = {}
        self.net = FakeNetwork(switch, self)
        self.peek: PeekRoom | None = None
        self.guest: GuestRoom | None = None
        self.changes = 0

    def store(self, key: str, value: str) -> None:
        self.storage[key] = value

    def changed(self, *_: Any) -> None:
        self.changes += 1

    def env(self) -> dict[str, Any]:
        return {
            "network": self.net,
            "ice": LOCAL,
            "store": self.store,
            "changed": self.changed,
            "later": self.loop.later,
        }

    def _room(self) -> Any:
        return self.peek if self.peek is not None else self.guest

    # the network's events, as the page's Remote forwards them
    def on_description(self, link: str, text: str) -> None:
        self._room().on_description(link, text)

    def on_open(self, link: str, window: bool = False) -> None:
        self._room().on_open(link, window)

    def on_message(self, link: str, text: str) -> None:
        if self.peek is None and self.guest is not None and '"peek_welcome"' in text:
            welcome = parse_peek(text)
            assert isinstance(welcome, PeekWelcome)
            self.peek = PeekRoom(
                role="guest",
                game_id=welcome.game,
                seat=welcome.seat,
                kinds=["remote", "local"],
                names=list(welcome.names),
                match_id=welcome.match,
                token=welcome.token,
                group=GROUP,
                **self.env(),
            )
            self.guest = None
            self.peek.adopt(link, welcome)
            return
        self._room().on_message(link, text)

    def on_closed(self, link: str, reason: str) -> None:
        self._room().on_closed(link, reason)

    def on_failed(self, link: str, reason: str) -> None:
        self._room().on_failed(link, reason)

    def on_refused(self, why: str) -> None:
        pass


GROUP = toy_group()


def host_room(side: Side, bot: str | None = None) -> PeekRoom:
    room = PeekRoom(
        role="host",
        game_id="valley_kings",
        seat=0,
        kinds=["computer" if bot else "local", "remote"],
        names=["Anna", "seat 2"],
        bot=bot,
        group=GROUP,
        **side.env(),
    )
    side.peek = room
    room.open()
    side.loop.run()
    return room


def join_fresh(host: Side, guest: Side) -> None:
    """A first-time guest: an ordinary hello, answered by a peek-proof welcome."""
    assert host.peek is not None
    guest.guest = GuestRoom(Guest("Bea"), guest.net, LOCAL, guest.store, guest.changed)
    guest.guest.join(host.peek.code)
    host.peek.accept(guest.guest.code)
    assert guest.peek is not None, "the guest became a peek-proof seat"


def rejoin(host: Side, guest: Side) -> None:
    """After a reload of either side: a fresh invite, the guest's answer, ``peek_hello`` with its token."""
    assert host.peek is not None and guest.peek is not None
    if host.peek.status != "waiting":
        host.peek.open()
    guest.peek.join(host.peek.code)
    host.peek.accept(guest.peek.code)


def pair(bot: str | None = None) -> tuple[Side, Side, Loop]:
    switch, loop = Switch(), Loop()
    host, guest = Side(switch, loop), Side(switch, loop)
    host_room(host, bot)
    join_fresh(host, guest)
    return host, guest, loop


def play(sides: list[Side], loop: Loop, seed: int, most: int = 3000, until: int | None = None) -> None:
    """Run the loop; whoever may play picks a move (the heuristic bot, reading its view only)."""
    rng = random.Random(seed)
    bots = [HeuristicBot(rng.randrange(1 << 30)) for _ in sides]
    for _ in range(most):
        loop.run()
        moved = False
        for side, bot in zip(sides, bots, strict=True):
            room = side.peek
            assert room is not None
            if until is not None and room.match is not None and len(room.match.moves) >= until:
                return
            if room.can_play():
                match = room.match
                assert match is not None
                action = bot.choose(GAME, room.seat, match.view(), match.legal())
                assert room.play(action) == ""
                moved = True
        if not moved and not loop.queue:
            return
    raise AssertionError("no end")


def test_a_whole_match_verifies_on_both_sides() -> None:
    host, guest, loop = pair()
    assert host.peek is not None and guest.peek is not None
    assert guest.peek.seat == 1 and host.peek.token == guest.peek.token
    play([host, guest], loop, 1)
    for side in (host, guest):
        assert side.peek is not None and side.peek.phase() == "over"
        assert side.peek.verdict is not None and side.peek.verdict.verified, side.peek.verdict
        hook = side.peek.hook()
        assert hook["verified"] is True and hook["moves"] > 10 and hook["refused"] == 0
        assert hook["deal_ms"] is not None and hook["slices"] > 1
    stored = json.loads(host.storage[HOST_KEY])
    assert stored["format"] == "pharaoh-peek-host" and stored["match"]["verdict"]["verified"] is True
    assert json.loads(guest.storage[GUEST_KEY])["format"] == "pharaoh-peek-guest"


def test_work_runs_in_slices_and_the_room_is_busy_meanwhile() -> None:
    host, guest, loop = pair()
    assert host.peek is not None
    assert host.peek.busy and loop.queue, "the start waits for the event loop"
    loop.queue.pop(0)()  # one slice
    assert host.peek.slices == 1
    play([host, guest], loop, 2, until=3)
    assert host.peek.slices > 3


def test_a_computer_seat_in_the_hosts_browser_verifies() -> None:
    host, guest, loop = pair(bot="heuristic")
    play([host, guest], loop, 3)
    assert host.peek is not None and guest.peek is not None
    assert host.peek.verdict is not None and host.peek.verdict.verified
    assert guest.peek.verdict is not None and guest.peek.verdict.verified


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"v": 1, "type": "peek", "body": {"t": "move", "n": -1, "seat": 0, "text": "x", "claims": []}}',
        '{"v": 1, "type": "peek", "body": {"t": "move", "n": 0, "seat": 0, "text": "x", "claims": [true]}}',
        '{"v": 1, "type": "peek", "body": {"t": "deal", "m": [1, 2]}}',
        '{"v": 1, "type": "peek", "body": {"t": "cheat"}}',
        '{"v": 2, "type": "peek", "body": {"t": "seed", "m": {}}}',
        '{"v": 1, "type": "peek", "body": {"t": "seed", "m": {}}, "x": 1}',
        '{"v": 1, "type": "peek_welcome"}',
        "[" * 5000,
        '{"v": 1, "type": "peek", "body": {"t": "deal", "m": {"x": "' + "a" * 300_000 + '"}}}',
    ],
)
def test_a_malformed_message_is_refused_and_the_game_goes_on(text: str) -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 4, until=4)
    assert host.peek is not None and guest.peek is not None and host.peek.match is not None
    before = json.dumps(host.peek.match.to_json(), sort_keys=True)
    host.peek.on_message(host.peek.link, text)
    loop.run()
    assert host.peek.refused == 1 and host.peek.refusals
    assert host.peek.verdict is None, "a malformed message is refused, not blamed on the game"
    assert json.dumps(host.peek.match.to_json(), sort_keys=True) == before
    play([host, guest], loop, 5)
    assert host.peek.verdict is not None and host.peek.verdict.verified


def test_a_move_never_drawn_is_named_by_the_other_browser() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 6, until=2)
    assert host.peek is not None and guest.peek is not None and guest.peek.match is not None
    # seat 1 claims a card from the deck's last slot (it never drew it) in a forged move
    match = guest.peek.match
    forged = {"t": "move", "n": len(match.moves), "seat": 1, "text": "play 0", "claims": [79]}
    host.peek.on_message(host.peek.link, peekwire.encode_body(forged))
    loop.run()
    verdict = host.peek.verdict
    assert verdict is not None and not verdict.verified and verdict.seat == 1, verdict


def test_the_host_reloads_and_the_guest_rejoins_with_its_token() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 7, until=12)
    assert host.peek is not None and guest.peek is not None
    moves = len(host.peek.match.moves) if host.peek.match else 0
    assert moves >= 12
    # the host's tab reloads: its room comes back from storage, re-checked; the guest sees the link go
    host.net.drop(host.peek.link)
    loop.run()
    reloaded = Side(host.switch, loop)
    reloaded.storage = dict(host.storage)
    reloaded.peek = restore(reloaded.storage[HOST_KEY], groups=TOY_GROUPS, **reloaded.env())
    assert reloaded.peek.match is not None and len(reloaded.peek.match.moves) == moves
    reloaded.peek.open()
    loop.run()
    rejoin(reloaded, guest)
    loop.run()
    assert reloaded.peek.joined and guest.peek.joined
    play([reloaded, guest], loop, 8)
    for side in (reloaded, guest):
        assert side.peek is not None and side.peek.verdict is not None and side.peek.verdict.verified


def test_the_guest_reloads_and_rejoins() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 9, until=15)
    assert host.peek is not None and guest.peek is not None
    guest.net.drop(guest.peek.link)
    loop.run()
    reloaded = Side(guest.switch, loop)
    reloaded.storage = dict(guest.storage)
    reloaded.peek = restore(reloaded.storage[GUEST_KEY], groups=TOY_GROUPS, **reloaded.env())
    assert reloaded.peek.role == "guest" and reloaded.peek.seat == 1
    loop.run()
    rejoin(host, reloaded)
    loop.run()
    play([host, reloaded], loop, 10)
    for side in (host, reloaded):
        assert side.peek is not None and side.peek.verdict is not None and side.peek.verdict.verified


def test_a_stranger_without_the_token_is_turned_away() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 11, until=2)
    assert host.peek is not None and guest.peek is not None
    guest.net.drop(guest.peek.link)
    loop.run()
    stranger = Side(host.switch, loop)
    stranger.guest = GuestRoom(Guest("Mallory"), stranger.net, LOCAL, stranger.store, stranger.changed)
    stranger.guest.join(host.peek.code)
    host.peek.accept(stranger.guest.code)
    loop.run()
    assert stranger.peek is None and not host.peek.joined
    assert stranger.guest.guest.closed, "the stranger was told to go"


def test_a_hostile_hosts_second_welcome_is_refused_and_the_guests_save_still_restores() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 9, until=10)
    room = guest.peek
    assert room is not None and room.match is not None and room.seat == 1
    sent, moves = room.sent, len(room.match.moves)
    for seat in (0, 1):  # another seat, or the same: a link that is up takes no second welcome
        forged = PeekWelcome(
            game="valley_kings",
            options={},
            seat=seat,
            match=room.match_id,
            token=room.token or "",
            names=["x", "y"],
            resume=True,
        )
        room.on_message(room.link, peekwire.encode_peek(forged))
        loop.run()
    assert room.refused == 2 and room.seat == room.match.seat == 1 and room.sent == sent
    assert room.verdict is None and len(room.match.moves) == moves
    again = restore(guest.storage[GUEST_KEY], groups=TOY_GROUPS, **Side(guest.switch, loop).env())
    assert again.seat == 1 and again.match is not None and len(again.match.moves) == moves
    # after the link is lost, a welcome back must keep the seat and the options too
    room.on_closed(room.link, "gone")
    wrong = PeekWelcome(
        game="valley_kings",
        options={"x": 1},
        seat=1,
        match=room.match_id,
        token=room.token or "",
        names=["x", "y"],
        resume=True,
    )
    room.on_message(room.link, peekwire.encode_peek(wrong))
    assert room.refused == 3 and not room.joined and room.options == {}


def test_a_replayed_hello_on_a_link_that_is_up_brings_no_welcome_and_no_resend() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 9, until=10)
    room, theirs = host.peek, guest.peek
    assert room is not None and theirs is not None and room.joined
    hello = peekwire.encode_peek(PeekHello(name="Bea", match=theirs.match_id, token=theirs.token or ""))
    sent, stored = room.sent, room.stored
    for _ in range(3):
        room.on_message(room.link, hello)
        loop.run()
    assert room.refused == 3 and room.sent == sent and room.stored == stored and room.joined
    play([host, guest], loop, 9)
    for side in (host, guest):
        assert side.peek is not None and side.peek.verdict is not None and side.peek.verdict.verified


def test_a_damaged_stored_room_is_refused_with_a_reason() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 12, until=3)
    text = host.storage[HOST_KEY]
    data = json.loads(text)
    data["match"]["moves"][0]["text"] = "nonsense"
    for bad in ("{}", text[:-10], json.dumps(data), json.dumps({**data, "seat": 5})):
        with pytest.raises(ValueError):
            restore(bad, groups=TOY_GROUPS, **host.env())


def test_docstring_examples_run() -> None:
    from pharaoh.net import peekproof

    for module in (peekwire, peekproof):
        assert doctest.testmod(module, optionflags=doctest.ELLIPSIS).failed == 0


def test_every_message_sent_is_in_the_save_made_before_it() -> None:
    """Save before send: a reload at any moment sends again everything the other side may have seen."""
    host, guest, loop = pair()
    assert host.peek is not None
    snapshots: list[tuple[dict[str, Any], str]] = []
    send = host.net.send

    def recording_send(link: str, text: str) -> None:
        data = json.loads(text)
        if data.get("type") == "peek":
            snapshots.append((data["body"], host.storage[HOST_KEY]))
        send(link, text)

    host.net.send = recording_send  # type: ignore[method-assign]
    play([host, guest], loop, 13, until=20)
    assert len(snapshots) > 20
    rng = random.Random(13)
    for body, stored in rng.sample(snapshots, 12):
        again = restore(stored, groups=TOY_GROUPS, **Side(Switch(), Loop()).env())
        assert again.match is not None
        assert body in again.match.resend(), body["t"]


def test_a_stalled_match_ends_with_the_other_seat_named() -> None:
    host, guest, loop = pair()
    play([host, guest], loop, 14, until=6)
    assert host.peek is not None and guest.peek is not None
    while host.peek.can_play() or not guest.peek.can_play():  # until the guest must move
        play([host, guest], loop, 15, until=len(host.peek.match.moves) + 1 if host.peek.match else 0)
    guest.net.drop(guest.peek.link)  # the guest's browser goes away on its turn
    loop.run()
    assert host.peek.waiting() == "move" and host.peek.status != "connected"
    verdict = host.peek.give_up()
    assert verdict is not None and not verdict.verified and verdict.seat == 1
    assert json.loads(host.storage[HOST_KEY])["match"]["verdict"]["seat"] == 1


def test_a_browser_that_keeps_its_link_and_sends_nothing_it_owes_can_be_named_after_a_while() -> None:
    """The guest's page stops sending (a key, a pass) but keeps the link: after OVERDUE_S the host may end it.

    A person's move is never overdue: people may think as long as they like.
    """
    from pharaoh.net.peekslices import OVERDUE_S

    now = [0.0]
    host, guest, loop = pair()
    assert host.peek is not None
    host.peek.clock = lambda: now[0]
    play([host, guest], loop, 14, until=6)
    assert guest.peek is not None and host.peek.match is not None
    while host.peek.can_play() or not guest.peek.can_play():  # until the guest must move
        play([host, guest], loop, 15, until=len(host.peek.match.moves) + 1)
    assert host.peek.waiting() == "move" and not host.peek.overdue()
    now[0] += 10 * OVERDUE_S
    assert not host.peek.overdue(), "a person's move is never overdue"
    send = guest.peek._send_text

    def moves_only(text: str) -> None:  # its moves still come, nothing else: link up, keys withheld
        body = json.loads(text).get("body")
        if isinstance(body, dict) and body.get("t") == "move":
            send(text)

    guest.peek._send_text = moves_only  # type: ignore[method-assign]
    for _ in range(40):
        play([host, guest], loop, 16, until=len(host.peek.match.moves) + 1)
        loop.run()
        if host.peek.owed() not in (None, (1, "move")):
            break
    owed = host.peek.owed()
    assert owed is not None and owed[0] == 1 and owed[1] != "move", owed  # e.g. a key for a slot
    assert host.peek.status == "connected" and not host.peek.overdue()  # the wait starts now
    now[0] += OVERDUE_S - 1
    assert not host.peek.overdue()
    now[0] += 2
    assert host.peek.overdue()
    verdict = host.peek.give_up()
    assert verdict is not None and not verdict.verified and verdict.seat == 1


def test_nothing_a_browser_holds_opens_the_other_seats_cards() -> None:
    """Every message each page's room received and every room it stored, through tests/peekproof's check."""
    import sys
    from pathlib import Path
    from types import SimpleNamespace

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.peekproof.test_bytes import _check

    host, guest, loop = pair()
    records: dict[int, list[tuple[str, Any]]] = {id(host): [], id(guest): []}
    for side in (host, guest):
        log = records[id(side)]
        deliver, keep = side.on_message, side.store

        def on_message(link: str, text: str, log: Any = log, deliver: Any = deliver) -> None:
            data = json.loads(text)
            log.append(
                ("received", json.dumps(data.get("body", data)))
            )  # pydantic-free, as PeekMatch sees it
            deliver(link, text)

        def store(key: str, value: str, log: Any = log, keep: Any = keep, side: Side = side) -> None:
            keep(key, value)
            log.append(("saved", value))
            match = side.peek.match if side.peek is not None else None
            log.append(("state", match.partial if match is not None else None))

        side.on_message = on_message  # type: ignore[method-assign]
        side.store = store  # type: ignore[method-assign]
        assert side.peek is not None
        side.peek._store = store
    play([host, guest], loop, 16)
    assert host.peek is not None and guest.peek is not None
    views = [SimpleNamespace(match=s.peek.match, log=records[id(s)]) for s in (host, guest) if s.peek]
    assert all(len(v.log) > 50 for v in views)
    assert _check(views[0], views[1]) > 10  # type: ignore[arg-type]
    assert _check(views[1], views[0]) > 10  # type: ignore[arg-type]


def _mutate(value: Any, rng: random.Random) -> Any:
    """One random change deep inside a JSON value: a field dropped, added or replaced."""
    junk = rng.choice([None, True, -1, 2**70, "", "zz", "0" * 300, [], {}, [1, 2], {"t": "x"}, 1.5])
    if isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        choice = rng.random()
        copy = dict(value)
        if choice < 0.2:
            del copy[key]
        elif choice < 0.3:
            copy["extra"] = junk
        elif choice < 0.7:
            copy[key] = junk
        else:
            copy[key] = _mutate(value[key], rng)
        return copy
    if isinstance(value, list) and value:
        copy = list(value)
        index = rng.randrange(len(copy))
        copy[index] = _mutate(copy[index], rng) if rng.random() < 0.5 else junk
        return copy
    return junk


def test_mutated_messages_never_break_a_room() -> None:
    """Every message of a match, mutated at random and delivered again: refused or blamed, never a crash."""
    host, guest, loop = pair()
    seen: list[str] = []
    deliver = host.on_message

    def on_message(link: str, text: str) -> None:
        seen.append(text)
        deliver(link, text)

    host.on_message = on_message  # type: ignore[method-assign]
    play([host, guest], loop, 17, until=8)
    assert host.peek is not None and len(seen) > 8
    rng = random.Random(17)
    stored = host.storage[HOST_KEY]
    for _ in range(40):
        text = rng.choice(seen)
        mutated = json.dumps(_mutate(json.loads(text), rng))
        room = restore(stored, groups=TOY_GROUPS, **Side(Switch(), Loop()).env())
        room.link, room.joined = "l", True
        loop2 = Loop()
        room.later = loop2.later
        before = room.refused
        room.on_message("l", mutated)
        loop2.run()
        verdict = room.verdict
        assert room.refused > before or verdict is None or verdict.seat == 1, (mutated[:200], verdict)
