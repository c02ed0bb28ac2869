"""Peek-proof rooms of 3-5 seats over a mesh of fake data channels: Der Fluch der Mumie to a verified end.

The host's :class:`MeshRoom` invites each guest; a first-time guest (an ordinary
:class:`GuestRoom` saying ``hello``, then a :class:`MeshRoom` from the welcome, as the page
does) links to every other guest with codes the two pass between themselves.  Real mental
poker over a 128-bit test prime; the page's event loop is a queue of ``later`` callbacks.
Every text each browser receives and every state it stores is recorded: no browser receives
a message with none of its seats among the addressees, and the mummy's browser never holds
an explorer's square, hand card or share of an explorers' throw (the byte checks of
tests/peekproof/test_curse_bytes.py).
"""

from __future__ import annotations

import doctest
import json
import random
from typing import Any

import pytest
from tests.peekproof.multi_harness import TOY
from tests.peekproof.test_curse_bytes import problems

from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.net import meshparts, meshroster, meshwire, pasted
from pharaoh.net.guest import Guest
from pharaoh.net.ice import IceSetting
from pharaoh.net.meshwire import MeshWelcome, StoredMesh, encode_mesh, parse_mesh
from pharaoh.net.peekmesh import MeshRoom, restore_mesh_job, welcomed
from pharaoh.net.room import GuestRoom
from pharaoh.net.storage import GUEST_KEY, HOST_KEY, mesh_part_key

from .fakenet import FakeNetwork, Switch
from .test_peekroom import Loop

LOCAL = IceSetting("local")


class Tab:
    """One browser: its network, storage, the room, and every byte it received and kept."""

    def __init__(self, switch: Switch, loop: Loop) -> None:
        self.loop = loop
        self.net = FakeNetwork(switch, self)
        self.storage: dict[str, str] = {}
        self.room: MeshRoom | None = None
        self.guest: GuestRoom | None = None
        self.texts: list[str] = []
        """Every text that arrived."""
        self.received: list[tuple[int, str]] = []
        """Every match message that arrived: its sender and body (as tests/peekproof's browsers keep them)."""
        self.states: list[Any] = []
        self.held: list[tuple[int, Any, Any, Any]] = []
        self.refuse_welcome = ""

    @property
    def match(self) -> Any:
        assert self.room is not None
        return self.room.match

    def store(self, key: str, value: str) -> None:
        self.storage[key] = value
        for match in self.room.matches.values() if self.room is not None else ():
            self.states.append(match.partial)
            self.held.append((len(self.received), match.deck, dict(match.rolls), match.salt_seed))

    def changed(self, *_: Any) -> None:
        pass

    def env(self) -> dict[str, Any]:
        return {
            "network": self.net,
            "ice": LOCAL,
            "store": self.store,
            "changed": self.changed,
            "later": self.loop.later,
        }

    def _room(self) -> Any:
        return self.room if self.room is not None else self.guest

    def on_description(self, link: str, text: str) -> None:
        self._room().on_description(link, text)

    def on_open(self, link: str, window: bool = False) -> None:
        self._room().on_open(link, window)

    def on_message(self, link: str, text: str) -> None:
        self.texts.append(text)
        if self.room is None and self.guest is not None and '"mesh_welcome"' in text:
            welcome = parse_mesh(text)
            assert isinstance(welcome, MeshWelcome)
            try:
                self.room = welcomed(welcome, group=TOY, **self.env())
            except ValueError as exc:
                self.refuse_welcome = str(exc)
                return
            self.guest = None
            self.room.adopt(link, welcome)
            return
        if '"type":"mesh"' in text:
            message = json.loads(text)
            self.received.append((message["sender"], json.dumps(message["body"])))
        self._room().on_message(link, text)

    def on_closed(self, link: str, reason: str) -> None:
        self._room().on_closed(link, reason)

    def on_failed(self, link: str, reason: str) -> None:
        self._room().on_failed(link, reason)

    def on_refused(self, why: str) -> None:
        pass


def table(roster: list[int]) -> tuple[list[Tab], Loop]:
    """A host and its guests, every link made through the codes: one tab per browser."""
    switch, loop = Switch(), Loop()
    tabs = [Tab(switch, loop) for _ in range(max(roster) + 1)]
    host = tabs[0]
    host.room = MeshRoom(
        role="host",
        game_id="mummy_curse",
        roster=roster,
        me=0,
        names=[f"seat {s}" for s in range(len(roster))],
        group=TOY,
        **host.env(),
    )
    host.room.open_all()
    loop.run()
    for b, tab in enumerate(tabs[1:], start=1):
        tab.guest = GuestRoom(Guest(f"guest {b}"), tab.net, LOCAL, tab.store, tab.changed)
        tab.guest.join(host.room.links[b].code)
        loop.run()
        assert host.room.accept(b, tab.guest.code) == ""
        loop.run()
        assert tab.room is not None and tab.room.me == b, "the guest became a mesh seat"
    for a in range(1, len(tabs)):
        for b in range(a + 1, len(tabs)):
            lower, higher = tabs[a].room, tabs[b].room
            assert lower is not None and higher is not None
            assert lower.links[b].offers and not higher.links[a].offers
            assert higher.answer(a, lower.links[b].code) == ""
            loop.run()
            assert lower.accept(b, higher.links[a].code) == ""
    return tabs, loop


def play(tabs: list[Tab], loop: Loop, seed: int, most: int = 20_000, end: bool = True) -> None:
    """Run the loop; every seat that may move picks one (the heuristic bot, reading its view only).

    ``end``: the match must end within ``most`` rounds (else the rounds just stop).
    """
    rng = random.Random(seed)
    bots = {s: HeuristicBot(rng.randrange(1 << 30)) for s in range(5)}
    for _ in range(most):
        loop.run()
        moved = False
        for tab in tabs:
            room = tab.room
            assert room is not None
            for seat in room.seats:
                if room.can_play(seat):
                    match = room.matches[seat]
                    action = bots[seat].choose(GAME, seat, match.view(), match.legal())
                    assert room.play(action, seat) == ""
                    loop.run()
                    moved = True
        if not moved and not loop.queue:
            return
    assert not end, "no end"


def addressing_problems(tabs: list[Tab]) -> list[str]:
    """Match messages that reached a browser holding none (or not all) of their addressees."""
    found = []
    for b, tab in enumerate(tabs):
        assert tab.room is not None
        mine = set(tab.room.seats)
        for text in tab.texts:
            message = json.loads(text)
            if message.get("type") == "mesh" and (not message["to"] or not set(message["to"]) <= mine):
                found.append(f"browser {b} got a message for seats {message['to']}")
    return found


@pytest.mark.parametrize(("roster", "seed"), [([0, 1, 2], 3), ([0, 1, 2, 3, 4], 5)])
def test_an_honest_mesh_match_ends_verified_in_every_browser(roster: list[int], seed: int) -> None:
    tabs, loop = table(roster)
    rooms = [t.room for t in tabs]
    assert all(r is not None and r.joined and r.started for r in rooms)
    play(tabs, loop, seed)
    for room in rooms:
        assert room is not None
        verdict = room.verdict
        assert verdict is not None and verdict.verified, (room.me, verdict, room.error, room.refusals)
        assert room.phase() == "over" and room.refused == 0
    moves = [len(t.match.moves) for t in tabs]
    assert len(set(moves)) == 1 and moves[0] > 30
    assert addressing_problems(tabs) == []
    # the byte checks: every browser at three seats; at five the mummy's (the checks cost more than the match)
    for seat in range(len(roster)) if len(roster) == 3 else (0,):
        assert problems(tabs, seat) == [], seat
    # the mummy's browser heard of the explorers' moves and throws: the checks had things to look at
    assert len(tabs[0].received) > 100 and tabs[0].held
    # every browser sent over every one of its links, and only with seats of that browser
    for room in rooms:
        assert room is not None
        assert {b for b, _ in room.delivered} == set(room.links)
        assert all(room.roster[s] == b for b, seats in room.delivered for s in seats)
    assert HOST_KEY in tabs[0].storage and all(GUEST_KEY in t.storage for t in tabs[1:])
    # after the verified end each browser rebuilds the whole match for its replay (the page's end dialog)
    from pharaoh.web.replay import _peek_history

    for tab in tabs:
        built = _peek_history(tab.match)
        assert built is not None and built[1] == len(roster)
        assert len(built[3][1]) == moves[0]


def test_two_explorers_in_one_browser_take_each_others_messages_there() -> None:
    """One guest plays both explorers of three seats: their messages to each other never leave it.

    Played for a while, not to the end (the routing is the same at every move; whole matches
    end verified above).
    """
    tabs, loop = table([0, 1, 1])
    play(tabs, loop, 11, most=40, end=False)
    explorers = tabs[1].room
    assert explorers is not None and explorers.seats == [1, 2]
    assert all(len(m.moves) >= 10 for m in explorers.matches.values())
    assert all(t.room is not None and t.room.verdict is None and t.room.refused == 0 for t in tabs)
    # nothing for the explorers only went to the mummy's browser: no "full", "salt" or side throw share
    kinds = {json.loads(body)["t"] for _, body in tabs[0].received}
    assert kinds <= {"deal", "move", "die", "report"}, kinds
    assert addressing_problems(tabs) == []
    assert {b for b, _ in explorers.delivered} == {0}


def test_a_malformed_or_misaddressed_message_is_refused_and_changes_nothing() -> None:
    tabs, loop = table([0, 1, 2])
    loop.run()
    mummy = tabs[0].room
    explorer = tabs[2].room
    assert mummy is not None and explorer is not None
    before = json.dumps(mummy.to_stored().model_dump())
    link = mummy.links[2].link
    body = {"t": "move", "n": 0, "seat": 2, "text": "move 3"}
    hostile = [
        "{not json",
        json.dumps({"v": 1, "type": "mesh", "sender": 2, "to": [0], "body": {"t": "cheat"}}),
        meshwire.encode_data(1, [0], body),  # seat 1 is not the sending browser's
        meshwire.encode_data(2, [1], body),  # seat 1 is not the receiving browser's
        meshwire.encode_data(2, [0, 0], body),
        json.dumps({"v": 1, "type": "mesh", "sender": 2, "to": [0], "body": body, "extra": 1}),
        encode_mesh(
            MeshWelcome(
                game="mummy_curse",
                options={},
                roster=[0, 0, 1],
                you=1,
                match="m" * 16,
                token="t" * 20,
                names=["a", "b", "c"],
                resume=False,
            )
        ),
    ]
    for text in hostile:
        mummy.on_message(link, text)
    loop.run()
    assert mummy.refused == len(hostile)
    assert json.dumps(mummy.to_stored().model_dump()) == before
    assert mummy.verdict is None and not mummy.busy


def test_a_guest_refuses_a_roster_where_the_mummy_holds_an_explorer() -> None:
    """A host that would keep the mummy and an explorer in one browser: the guest plays no part."""
    switch, loop = Switch(), Loop()
    host, guest = Tab(switch, loop), Tab(switch, loop)
    with pytest.raises(ValueError, match="one browser"):
        MeshRoom(
            role="host", game_id="mummy_curse", roster=[0, 0, 1], me=0, names=["a", "b", "c"], **host.env()
        )
    welcome = MeshWelcome(
        game="mummy_curse",
        options={},
        roster=[0, 0, 1],
        you=1,
        match="m" * 16,
        token="t" * 20,
        names=["a", "b", "c"],
        resume=False,
    )
    guest.guest = GuestRoom(Guest("g"), guest.net, LOCAL, guest.store, guest.changed)
    guest.guest.link = "host.p1"
    guest.on_message("host.p1", encode_mesh(welcome))
    assert guest.room is None and "one browser" in guest.refuse_welcome


def test_a_stored_mesh_room_reads_back() -> None:
    """Save before send: each browser's stored room reads back with its seats' matches re-checked."""
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 4, most=12, end=False)
    assert all(t.room is not None and t.room.match is not None and t.room.match.moves for t in tabs)
    for tab, key in zip(tabs, [HOST_KEY, GUEST_KEY, GUEST_KEY], strict=True):
        assert tab.room is not None
        job = restore_mesh_job(tab.storage[key], groups={TOY.name: TOY}, load=tab.storage.get, **tab.env())
        while not job.run(1):
            pass
        back = job.result()
        assert back.seats == tab.room.seats and back.roster == tab.room.roster
        for s in back.seats:  # save before send: the stored match knows everything its seat sent
            now = tab.room.matches[s]
            assert back.matches[s].sent == now.sent and len(back.matches[s].moves) <= len(now.moves)
    with pytest.raises(ValueError):
        restore_mesh_job('{"format": "pharaoh-mesh-host"}', **tabs[0].env()).result()


class _Deaf:
    """The events of a tab that is gone: nothing reaches it any more."""

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


def _reload(tabs: list[Tab], loop: Loop, b: int) -> MeshRoom:
    """Browser ``b``'s tab reloads (its links break, what was in flight to it is lost): its room read back."""
    old = tabs[b]
    old.net.events = _Deaf()
    for link in sorted(old.net.open):
        old.net.drop(link)
    tab = Tab(old.net.switch, loop)
    tab.storage, tab.texts, tab.received = dict(old.storage), old.texts, old.received
    job = restore_mesh_job(
        tab.storage[HOST_KEY if b == 0 else GUEST_KEY],
        groups={TOY.name: TOY},
        load=tab.storage.get,
        **tab.env(),
    )
    tab.room = job.result()
    tabs[b] = tab
    return tab.room


def _relink(tabs: list[Tab], loop: Loop, b: int) -> None:
    """Make every link of the reloaded browser ``b`` again, with the codes of the start."""
    rooms = [t.room for t in tabs]
    assert all(r is not None for r in rooms)
    host, back = rooms[0], rooms[b]
    assert host is not None and back is not None
    back.open_all()
    loop.run()
    for g in range(1, len(tabs)) if b == 0 else (b,):
        guest = rooms[g]
        assert guest is not None and host.links[g].status == "waiting"
        assert guest.answer(0, host.links[g].code) == ""
        loop.run()
        assert host.accept(g, guest.links[0].code) == ""
        loop.run()
    for a in range(1, len(tabs)) if b else ():
        if a == b:
            continue
        lower, higher = (rooms[a], back) if a < b else (back, rooms[a])
        low, high = min(a, b), max(a, b)
        assert lower is not None and higher is not None and lower.links[high].status == "waiting"
        assert higher.answer(low, lower.links[high].code) == ""
        loop.run()
        assert lower.accept(high, higher.links[low].code) == ""
        loop.run()
    assert all(r is not None and r.joined for r in rooms)


def test_a_guest_then_the_host_reload_mid_match_and_every_browser_catches_up() -> None:
    """Four browsers; a middle guest's tab reloads with messages in flight, then the host's.

    Each reads its stored room back, makes its links again (the guests' among themselves),
    and the match goes on: the others send again what they sent it, it sends again all it
    sent; nothing is refused, nothing reaches a browser holding none of its addressees.
    """
    tabs, loop = table([0, 1, 2, 3])
    play(tabs, loop, 21, most=10, end=False)
    for b in (2, 0):
        before = min(len(t.match.moves) for t in tabs)
        room = tabs[b].room
        assert room is not None
        mover = next((r for r in (t.room for t in tabs) if r is not None and r.can_play()), None)
        if mover is not None:  # a move on its way when the tab goes: it reaches no one there
            match = mover.match
            assert match is not None
            action = HeuristicBot(3).choose(GAME, mover.seat, match.view(), match.legal())
            assert mover.play(action) == ""
            loop.run(most=40)
        back = _reload(tabs, loop, b)
        assert back.seats == room.seats and back.resumed and not back.started
        _relink(tabs, loop, b)
        play(tabs, loop, 22 + b, most=12, end=False)
        assert min(len(t.match.moves) for t in tabs) >= before + 6, b
    for tab in tabs:
        room = tab.room
        assert room is not None and room.verdict is None and room.refused == 0, (room.me, room.refusals)
    assert addressing_problems(tabs) == []


def _tails(head: dict[str, Any]) -> list[tuple[str, int]]:
    """Each list stored in parts, by seat, with the number of its items left in a stored head."""
    found = []
    for match in head["matches"].values():
        for field in meshparts.FIELDS:
            items: Any = match
            for key in field.split("."):
                items = items.get(key, {}) if isinstance(items, dict) else {}
            if isinstance(items, list):
                found.append((field, len(items)))
    return found


def test_every_store_reads_back_from_its_parts_as_the_room_was() -> None:
    """A store writes the long lists' new parts, then a small head; read back, it is the whole room."""
    tabs, loop = table([0, 1, 2])
    sizes: list[tuple[int, int]] = []
    tails: list[list[tuple[str, int]]] = []
    for tab in tabs:
        room = tab.room
        assert room is not None
        inner = room._store

        def store(key: str, text: str, room: MeshRoom = room, inner: Any = inner, tab: Tab = tab) -> None:
            inner(key, text)
            if key != room.key:
                return
            whole = json.loads(json.dumps(room.stored_data()))
            back = meshwire.read_stored_mesh(text, tab.storage.get)
            assert back.model_dump(exclude={"parts"}) == StoredMesh.model_validate(whole).model_dump(
                exclude={"parts"}
            )
            sizes.append((len(text), len(json.dumps(whole, separators=(",", ":")))))
            tails.append(_tails(json.loads(text)))

        room._store = store  # type: ignore[method-assign]
    play(tabs, loop, 8, most=90, end=False)
    assert len(sizes) > 50 and all(t.room is not None and t.room.parts.written for t in tabs)
    # A store's head keeps of each long list only what follows its parts: less than a part.
    over = [(i, f, n) for i, tail in enumerate(tails) for f, n in tail if n >= meshparts.SIZES[f]]
    assert over == [] and any(n for tail in tails[len(tails) // 2 :] for _, n in tail), over[:5]
    # So the head is small, but how small depends on where in the parts' cycle a store falls (the
    # last store's was 1/2.4 to 1/9 of the whole over 30 runs): the median store of the second half's
    # was 1/4.4 to 1/5.5.
    late = sorted(whole / head for head, whole in sizes[len(sizes) // 2 :])
    assert late[len(late) // 2] > 3, late
    # a stored part changed, or gone: the room is refused, saying which
    host = tabs[0]
    assert host.room is not None and '"parts"' in host.storage[HOST_KEY]
    part = mesh_part_key(HOST_KEY, 0)
    kept = host.storage[part]
    for damaged, words in ((kept.replace("1", "2", 1), "not the one the room stored"), ("", "is missing")):
        host.storage[part] = damaged
        with pytest.raises(ValueError, match=words):
            restore_mesh_job(
                host.storage[HOST_KEY], groups={TOY.name: TOY}, load=host.storage.get, **host.env()
            ).result()
    with pytest.raises(ValueError, match="parts cannot be read"):
        restore_mesh_job(host.storage[HOST_KEY], groups={TOY.name: TOY}, **host.env()).result()


@pytest.mark.parametrize("module", [meshwire, meshroster, pasted, meshparts])
def test_docstring_examples_run(module: Any) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
