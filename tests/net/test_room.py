"""The rooms of remote play over a fake network: invites, answers, a whole game, drops, reloads, bad codes."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pharaoh.engine.game import Event
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.net import sdp
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host
from pharaoh.net.ice import IceSetting
from pharaoh.net.room import GUEST_KEY, HOST_KEY, NO_ADDRESS, GuestRoom, HostRoom, restore_host
from pharaoh.saves import SaveError

from .fakenet import FakeNetwork, Switch, make_sdp
from .helpers import counter_entropy, plans

LOCAL = IceSetting("local")


class Side:
    """One browser: a network, its storage, the changes it was told about."""

    def __init__(self, switch: Switch, candidates: bool = True) -> None:
        self.net = FakeNetwork(switch, candidates=candidates)
        self.storage: dict[str, str] = {}
        self.changes: list[tuple[Event, ...]] = []

    def store(self, key: str, value: str) -> None:
        self.storage[key] = value

    def changed(self, events: tuple[Event, ...]) -> None:
        self.changes.append(events)


def host_room(
    switch: Switch, kinds: list[str], game: str = "valley_kings", **kw: Any
) -> tuple[HostRoom, Side]:
    side = Side(switch, **kw)
    room = HostRoom(
        Host(game, plans(kinds), entropy=counter_entropy(1)), side.net, LOCAL, side.store, side.changed
    )
    side.net.events = room
    room.open()
    return room, side


def guest_room(switch: Switch, guest: Guest | None = None) -> tuple[GuestRoom, Side]:
    side = Side(switch)
    room = GuestRoom(
        guest or Guest("G", entropy=counter_entropy(7)), side.net, LOCAL, side.store, side.changed
    )
    side.net.events = room
    return room, side


def connect(host: HostRoom, key: str, guest: GuestRoom) -> None:
    code = host.invites[key].code
    assert host.invites[key].status == "waiting" and code
    assert guest.join(code) == ""
    assert guest.status == "waiting" and guest.code
    assert host.accept(key, guest.code) == ""


def play_out(host: HostRoom, guests: list[GuestRoom], rng: random.Random, most: int = 5000) -> int:
    """Local seats are played through the host, remote ones through their guests, until the end."""
    count = 0
    while host.host.phase == "playing" and count < most:
        count += 1
        match = host.host.match
        assert match is not None
        to_act = match.to_act()
        seat = to_act[0]
        slot = host.host.slots[seat]
        if slot.kind == "remote" and not slot.stand_in:
            guest = next(g for g in guests if g.guest.seat == seat)
            assert guest.guest.legal, "the guest to act was sent its legal actions"
            assert guest.act(rng.choice(guest.guest.legal)) == ""
        else:
            host.played(host.host.act_local(seat, rng.choice(match.legal(seat)), match.state_id))
    return count


def test_an_invite_is_answered_and_a_whole_game_is_played_and_verified() -> None:
    switch = Switch()
    host, hside = host_room(switch, ["local", "remote"])
    assert host.invites["1"].status == "waiting"
    assert len(host.invites["1"].code) <= 160
    guest, gside = guest_room(switch)
    connect(host, "1", guest)
    assert host.invites["1"].status == "connected" and guest.status == "connected"
    assert host.host.phase == "playing" and guest.guest.seat == 1
    play_out(host, [guest], random.Random(3))
    assert host.host.phase == "over"
    assert guest.guest.verdict is not None and guest.guest.verdict[0], guest.guest.verdict
    assert host.host.verdicts["seat1"][0]
    # stored after every action: the host's match in local storage, the guest in session storage
    assert Host.from_json(hside.storage[HOST_KEY]).match is not None
    assert Guest.from_json(gside.storage[GUEST_KEY]).token == guest.guest.token
    # the guest was told of every change, with the events its seat may see
    assert any(events for events in gside.changes)


def test_gathering_without_any_address_fails_fast_with_a_reason() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"], candidates=False)
    invite = host.invites["1"]
    assert invite.status == "failed" and invite.reason == NO_ADDRESS
    assert invite.link in host.network.closed  # type: ignore[attr-defined]


def test_bad_codes_pasted_give_a_clear_message_and_change_nothing() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    guest, _ = guest_room(switch)
    before = host.host.to_json()
    for text, words in [
        ("", "empty"),
        ("hello world", "cannot be read"),
        (host.invites["1"].code[:-3], "cannot be read"),
        (host.invites["1"].code, "invite code, not an answer"),
        ("x" * 5000, "too long"),
    ]:
        problem = host.accept("1", text)
        assert words in problem, (text[:20], problem)
        assert host.invites["1"].status == "waiting" and host.invites["1"].error == problem
    assert host.accept("7", "whatever") == "no such invite"
    assert host.host.to_json() == before
    assert "cannot be read" in guest.join("0123")
    answer_code = sdp.compress(make_sdp("zz99", True))
    assert "answer code" in guest.join(answer_code)
    assert guest.status == "idle" and guest.link == ""
    # the right codes still work afterwards
    connect(host, "1", guest)
    assert host.host.phase == "playing"


def test_an_answer_for_another_invite_fails_that_invite_only() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["remote", "remote"])
    one, _ = guest_room(switch)
    assert one.join(host.invites["0"].code) == ""
    assert host.accept("1", one.code) == ""
    assert host.invites["1"].status == "failed" and "another invite" in host.invites["1"].reason
    assert host.invites["0"].status == "waiting"
    assert host.accept("1", one.code).startswith("this invite was renewed")
    assert host.invites["1"].status == "waiting"


def test_a_dropped_guest_gets_a_fresh_invite_a_stand_in_and_rejoins_with_its_token() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    guest, gside = guest_room(switch)
    connect(host, "1", guest)
    rng = random.Random(5)
    play_out(host, [guest], rng, most=6)
    old_link = host.invites["1"].link
    guest.network.drop(guest.link)  # type: ignore[attr-defined]
    assert guest.status == "failed" and "lost" in guest.reason
    table = host.host.seat_table()
    assert not table[1].connected
    fresh = host.invites["1"]
    assert fresh.link != old_link and fresh.status == "waiting" and fresh.reason
    # a computer stands in until the guest returns
    host.stand_in(1, True)
    assert host.host.slots[1].stand_in
    match = host.host.match
    assert match is not None
    while 1 in host.host.computer_seats():
        host.played(host.host.act_local(1, match.legal(1)[0], match.state_id))
    # the guest's page reloads: a new room from the stored guest, the fresh invite, same seat
    back, _ = guest_room(switch, Guest.from_json(gside.storage[GUEST_KEY]))
    connect(host, "1", back)
    assert back.guest.seat == 1 and back.guest.state_id == match.state_id
    assert not host.host.slots[1].stand_in and host.host.seat_table()[1].connected
    play_out(host, [back], rng)
    assert back.guest.verdict is not None and back.guest.verdict[0], back.guest.verdict


def test_the_host_reloads_and_every_guest_lands_where_it_was() -> None:
    switch = Switch()
    host, hside = host_room(switch, ["remote", "local", "remote"], game="mummy_curse")
    a, aside = guest_room(switch)
    b, bside = guest_room(switch)
    connect(host, "0", a)
    connect(host, "2", b)
    rng = random.Random(2)
    play_out(host, [a, b], rng, most=12)
    state_id = host.host.match.state_id if host.host.match else -1
    views = (a.guest.view, b.guest.view)
    # the host's page reloads: the rooms are gone, the stored match comes back
    restored, problem = restore_host(hside.storage[HOST_KEY])
    assert restored is not None and not problem
    switch2 = Switch()
    side = Side(switch2)
    again = HostRoom(restored, side.net, LOCAL, side.store, side.changed)
    side.net.events = again
    again.open()
    assert set(again.invites) == {"0", "2"}
    a2, _ = guest_room(switch2, Guest.from_json(aside.storage[GUEST_KEY]))
    b2, _ = guest_room(switch2, Guest.from_json(bside.storage[GUEST_KEY]))
    connect(again, "0", a2)
    connect(again, "2", b2)
    assert (a2.guest.seat, b2.guest.seat) == (0, 2)
    assert a2.guest.state_id == b2.guest.state_id == state_id
    assert (a2.guest.view, b2.guest.view) == views
    play_out(again, [a2, b2], rng, most=30)
    match = again.host.match
    assert match is not None and match.state_id > state_id
    assert (a2.guest.view, b2.guest.view) == (match.view(0), match.view(2))


def test_a_broken_stored_match_is_refused_with_a_reason() -> None:
    assert restore_host(None) == (None, "")
    host, problem = restore_host('{"format": "pharaoh-host"}')
    assert host is None and "stored room" in problem


def test_a_spectator_invite_seats_a_watcher_who_sees_the_public_view() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    player, _ = guest_room(switch)
    connect(host, "1", player)
    host.new_invite("spectator")
    watcher, _ = guest_room(switch)
    connect(host, "spectator", watcher)
    assert watcher.status == "connected"
    assert watcher.guest.role == "spectator" and watcher.guest.seat is None
    assert host.host.spectator_count() == 1
    match = host.host.match
    assert match is not None
    assert watcher.guest.view == match.view(None)
    assert "not connected" not in watcher.act("anything") and watcher.act("anything")


def test_messages_that_are_not_protocol_are_counted_and_ignored() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    guest, _ = guest_room(switch)
    connect(host, "1", guest)
    before = guest.guest.state_id
    guest.on_message(guest.link, "{not json")
    guest.on_message(guest.link, '{"v": 1, "type": "update"}')
    assert guest.problems == 2 and guest.guest.state_id == before
    fingerprint = host.host.to_json()
    host.on_message(
        host.invites["1"].link, '{"v": 1, "type": "action", "seat": 0, "state_id": 0, "text": "x"}'
    )
    assert host.host.to_json() == fingerprint


def test_the_hooks_show_each_step() -> None:
    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    guest, _ = guest_room(switch)
    assert host.hook()["invites"]["1"]["status"] == "waiting"
    assert guest.hook()["answer"]["status"] == "idle"
    connect(host, "1", guest)
    hook = guest.hook()
    assert hook["role"] == "guest" and hook["seat"] == 1 and hook["answer"]["status"] == "connected"
    assert host.hook()["seats"][1]["connected"] is True


def test_the_menu_and_the_remote_screens_load_without_pydantic() -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path

    modules = "pharaoh.web.app, pharaoh.web.remote, pharaoh.web.netscreens, pharaoh.net.ice, pharaoh.web.qr"
    code = f"import sys, {modules}; print('pydantic' in sys.modules)"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "py")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("game", game_ids())
def test_every_registered_game_plays_remotely_to_a_verified_end(game: str) -> None:
    switch = Switch()
    players = game_info(game).min_players
    host, _ = host_room(switch, ["local"] + ["remote"] * (players - 1), game=game)
    guests = []
    for seat in range(1, players):
        guest, _ = guest_room(switch, Guest(f"G{seat}", entropy=counter_entropy(10 + seat)))
        connect(host, str(seat), guest)
        guests.append(guest)
    assert host.host.phase == "playing"
    play_out(host, guests, random.Random(11), most=20_000)
    assert host.host.phase == "over"
    for guest in guests:
        assert guest.guest.verdict is not None and guest.guest.verdict[0], guest.guest.verdict


def test_a_guest_stores_its_screens_in_parts_and_stays_within_the_storage_quota() -> None:
    from pharaoh.net.fairseed import Sent, Shown
    from pharaoh.net.guest import MAX_SHOWN, SHOWN_CHUNK
    from pharaoh.net.storage import shown_key

    switch = Switch()
    guest, side = guest_room(switch)
    guest.guest.shown = [Shown("update", n, False, f"{n:064x}") for n in range(20_000)]  # a 20 000-move game
    guest.store()
    parts = 20_000 // SHOWN_CHUNK
    assert all(side.storage.get(shown_key(i)) for i in range(parts)) and shown_key(parts) not in side.storage
    first = guest.stored
    guest.guest.shown.append(Shown("update", 20_000, False, "0" * 64))
    guest.store()  # one more screen: the head with at most 255 screens, no part again
    assert guest.stored - first < 32 * 1024
    restored = Guest.from_json(side.storage[GUEST_KEY], parts=lambda i: side.storage.get(shown_key(i)))
    assert restored.shown == guest.guest.shown
    # a damaged part: refused with a reason (the page then starts afresh and says so)
    damaged = {**side.storage, shown_key(2): "[]"}
    with pytest.raises(SaveError, match="screens"):
        Guest.from_json(side.storage[GUEST_KEY], parts=lambda i: damaged.get(shown_key(i)))
    # the most a guest keeps (a screen per move of the longest checked game, and the cap) fits the quota
    total = sum(len(k) + len(v) for k, v in side.storage.items())
    assert total < 2_000_000, total
    guest.guest.shown = [Shown("update", n, True, f"{n:064x}") for n in range(MAX_SHOWN)]
    guest.guest.sent = [Sent(n, "move 3 h10", 1) for n in range(0, 40_000, 2)]
    guest.store()
    total = sum(len(k) + len(v) for k, v in side.storage.items())
    assert total < 5_000_000, total  # Chromium: 10 MiB of UTF-16 per origin, 5 242 880 characters
    print(f"stored guest: {total} characters at {MAX_SHOWN} screens")


def test_a_guest_stores_the_actions_it_sent_in_parts_and_loses_none_on_a_reload() -> None:
    from pharaoh.net.fairseed import Sent
    from pharaoh.net.guest import SENT_CHUNK
    from pharaoh.net.storage import clear_guest, sent_key

    switch = Switch()
    host, _ = host_room(switch, ["local", "remote"])
    guest, side = guest_room(switch)
    connect(host, "1", guest)
    writes: list[str] = []
    store = side.store
    guest._store = lambda key, value: (writes.append(key), store(key, value))  # type: ignore[method-assign]
    # a long game's worth of actions sent: each part is written once, the head holds the rest
    guest.guest.sent = [Sent(n, f"move {n}", 1) for n in range(3 * SENT_CHUNK + 10)]
    guest.store()
    assert [k for k in writes if k.startswith("net.guest.sent.")] == [sent_key(i) for i in range(3)]
    head = json.loads(side.storage[GUEST_KEY])
    assert head["sent_apart"] == 3 * SENT_CHUNK and len(head["sent"]) == 10
    writes.clear()
    guest.store()
    assert not [k for k in writes if k.startswith("net.guest.sent.")], "a full part is not written again"
    # the host refuses an old action: only its part is written again
    entry = guest.guest.sent[5]
    refusal = {"v": 1, "type": "error", "code": "stale", "message": "too late", "state_id": 0,
               "action": {"state_id": entry.state_id, "text": entry.text}}  # fmt: skip
    guest.on_message(guest.link, json.dumps(refusal))
    assert [k for k in writes if k.startswith("net.guest.sent.")] == [sent_key(0)]
    # an action is stored before it leaves: a reload right after sending finds it
    match = host.host.match
    assert match is not None
    while 1 not in match.to_act():
        seat = match.to_act()[0]
        host.played(host.host.act_local(seat, match.legal(seat)[0], match.state_id))
    at_send: list[int] = []
    send = guest.network.send

    def watch(link: str, text: str) -> None:
        if '"type":"action"' in text:
            stored = json.loads(side.storage[GUEST_KEY])
            at_send.append(stored["sent_apart"] + len(stored["sent"]))
        send(link, text)

    guest.network.send = watch  # type: ignore[method-assign]
    before = len(guest.guest.sent)
    assert guest.act(guest.guest.legal[0]) == ""
    assert at_send == [before + 1]
    restored = Guest.from_json(
        side.storage[GUEST_KEY],
        parts=lambda i: side.storage.get(f"net.guest.shown.{i}"),
        sent_parts=lambda i: side.storage.get(sent_key(i)),
    )
    assert restored.sent == guest.guest.sent and restored.sent[5].refused == "stale"
    # a damaged or missing part is refused with a reason, never read as fewer actions
    for damaged in ("[]", "", '[[1, "x", 1, ""]]' * 2, "[" * 5000):
        with pytest.raises(SaveError, match="sent actions|stored guest"):
            Guest.from_json(
                side.storage[GUEST_KEY],
                parts=lambda i: side.storage.get(f"net.guest.shown.{i}"),
                sent_parts=lambda i, d=damaged: d if i == 1 else side.storage.get(sent_key(i)),  # type: ignore[misc]
            )
    clear_guest(side.storage.get, side.store)
    assert not any(v for k, v in side.storage.items() if k.startswith("net.guest"))
