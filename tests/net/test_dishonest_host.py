"""Dishonest hosts against honest guests: each plays a whole match and is caught by the verdict.

The real :class:`Host` (changed in one place each, as a cheater would), the real
:class:`Guest`, :class:`HostRoom` and :class:`GuestRoom`, over the fake network.  Each
cheat is counted as it is tried; each guest's verdict must be "not verified" with the
reason naming the cheat, while an honest host's match verifies, also for a guest that
reloaded its page and rejoined.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from pharaoh.net import fairseed
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host, Outgoing, Peer, SeedRound
from pharaoh.net.ice import IceSetting
from pharaoh.net.messages import Action, SeedAbandoned
from pharaoh.net.room import GUEST_KEY, GuestRoom, HostRoom
from pharaoh.web import netscreens

from .fakenet import Switch
from .helpers import Net, counter_entropy, plans
from .test_room import Side, connect, play_out
from .toy import GAME_ID as TOY

LOCAL = IceSetting("local")
GAME = "valley_kings"
TRIED: Counter[str] = Counter()
"""Cheats tried by the hosts below, by kind (each one reached the guests in a host message)."""
STATS: list[tuple[str, int, int, int]] = []
"""Per dishonest match: the cheat, how many times it was tried, guests' verdicts, of them "not verified"."""


class SeedPicker(Host):
    """Starts the game on a seed of its own choosing: no draw at all."""

    def _maybe_start(self) -> Outgoing:
        if self.phase != "lobby" or any(self.slots[s].peer is None for s in self._participants()):
            return []
        TRIED["picked seed"] += 1
        self.round = SeedRound()
        return self._start(4)  # a seed the host likes


class Grinder(Host):
    """After every reveal it knows the dice; it throws draws away until it likes them.

    ``excuse``: announce each throw-away as if a seat had dropped (a public reason, but false).
    """

    excuse: int | None = None

    def _start(self, seed: int) -> Outgoing:
        if self.round.number >= 2 and seed % 2 == 0:
            return super()._start(seed)  # it likes these dice
        TRIED["draw thrown away"] += 1
        self.phase = "lobby"
        notice: Outgoing = []
        if self.excuse is not None:
            said = SeedAbandoned(round=self.round.number, seat=self.excuse, why="dropped")
            notice = [(p.id, said) for p in self.peers.values() if p.joined]
        return notice + self._maybe_start()


class MoveSwapper(Host):
    """Plays another legal move than the one a guest sent (every third time it can)."""

    swapped = 0

    def _action(self, peer: Peer, message: Action) -> Outgoing:
        match = self.match
        if match is not None and message.state_id == match.state_id and peer.seat in match.to_act():
            others = [t for t in match.legal(message.seat) if t != message.text]
            if others and self.swapped % 3 == 0 and message.text in match.legal(message.seat):
                TRIED["move swapped"] += 1
                message = message.model_copy(update={"text": others[0]})
            self.swapped += 1
        return super()._action(peer, message)


def table(cls: type[Host], switch: Switch, **attrs: Any) -> tuple[HostRoom, list[GuestRoom], list[Side]]:
    """A two-seat room of ``cls`` with both seats remote, each guest in its own browser."""
    side = Side(switch)
    host = cls(GAME, plans(["remote", "remote"]), entropy=counter_entropy(11))
    for name, value in attrs.items():
        setattr(host, name, value)
    room = HostRoom(host, side.net, LOCAL, side.store, side.changed)
    side.net.events = room
    room.open()
    guests, sides = [], []
    for seat in range(2):
        gside = Side(switch)
        guest = GuestRoom(
            Guest(f"G{seat}", entropy=counter_entropy(20 + seat)),
            gside.net,
            LOCAL,
            gside.store,
            gside.changed,
        )
        gside.net.events = guest
        connect(room, str(seat), guest)
        guests.append(guest)
        sides.append(gside)
    return room, guests, sides


def verdicts(guests: list[GuestRoom]) -> list[fairseed.Verdict]:
    found = [g.guest.verdict for g in guests]
    assert all(v is not None for v in found), "every guest checked the match"
    return [v for v in found if v is not None]


def caught(kind: str, guests: list[GuestRoom], words: str) -> None:
    for verdict in verdicts(guests):
        assert not verdict.verified and verdict.failed, verdict
        assert words in verdict.reason, verdict.reason
    note(kind, guests)


def note(kind: str, guests: list[GuestRoom]) -> None:
    found = verdicts(guests)
    STATS.append((kind, TRIED[kind], len(found), sum(1 for v in found if v.failed)))
    TRIED[kind] = 0


def test_a_host_that_picks_the_seed_itself_is_not_verified() -> None:
    room, guests, _ = table(SeedPicker, Switch())
    assert room.host.phase == "playing" and room.host.seed == 4
    assert all(g.guest.round == 0 for g in guests), "no draw was ever started"
    play_out(room, guests, random.Random(1))
    assert room.host.phase == "over"
    caught("picked seed", guests, "started without a draw of the dice that we took part in")
    assert not any(ok for ok, _ in room.host.verdicts.values())


def test_a_host_that_throws_away_draws_after_the_reveal_is_not_verified() -> None:
    room, guests, _ = table(Grinder, Switch())
    assert room.host.phase == "playing" and room.host.round.number >= 2, "at least one draw thrown away"
    assert all(g.guest.round == room.host.round.number for g in guests), (
        "the draw's number is on every screen"
    )
    play_out(room, guests, random.Random(2))
    caught("draw thrown away", guests, "draw 1 was abandoned after we revealed our value, with no reason")


def test_a_host_giving_a_false_public_reason_is_caught_by_the_seat_it_names() -> None:
    room, guests, _ = table(Grinder, Switch(), excuse=1)
    assert room.host.round.number >= 2
    play_out(room, guests, random.Random(3))
    named, other = guests[1].guest.verdict, guests[0].guest.verdict
    assert named is not None and named.failed and "but we stayed connected" in named.reason, named
    # the other guest cannot tell a false "seat 1 dropped" from a true one: it counts the restarts
    assert other is not None and other.verified and other.restarts >= 1, other
    note("draw thrown away", guests)  # with a false reason: caught by the seat it names only


def test_a_host_that_swaps_a_guests_moves_is_not_verified() -> None:
    room, guests, _ = table(MoveSwapper, Switch())
    play_out(room, guests, random.Random(4))
    assert room.host.phase == "over" and TRIED["move swapped"] >= 2
    for verdict in verdicts(guests):
        assert verdict.failed and not verdict.verified, verdict
        assert "we sent" in verdict.reason and "the record has" in verdict.reason, verdict.reason
    note("move swapped", guests)


def test_an_honest_host_verifies_also_for_a_guest_that_reloaded_and_rejoined() -> None:
    switch = Switch()
    room, guests, sides = table(Host, switch)
    rng = random.Random(5)
    play_out(room, guests, rng, most=10)
    # seat 1's page reloads while seat 0 is to act: no move of its own is made while it is away
    match = room.host.match
    assert match is not None
    while 1 in match.to_act():
        play_out(room, guests, rng, most=1)
    guests[1].network.drop(guests[1].link)  # type: ignore[attr-defined]
    side = Side(switch)
    back = GuestRoom(Guest.from_json(sides[1].storage[GUEST_KEY]), side.net, LOCAL, side.store, side.changed)
    side.net.events = back
    connect(room, "1", back)
    guests[1] = back
    play_out(room, guests, rng)
    for verdict in verdicts(guests):
        assert verdict.verified and not verdict.unchecked, verdict
        assert verdict.draw == room.host.round.number and verdict.moves > 0
    assert all(ok for ok, _ in room.host.verdicts.values())


def test_a_guest_whose_moves_a_computer_made_is_told_what_it_could_not_check() -> None:
    switch = Switch()
    room, guests, sides = table(Host, switch)
    rng = random.Random(6)
    play_out(room, guests, rng, most=10)
    guests[1].network.drop(guests[1].link)  # type: ignore[attr-defined]
    room.stand_in(1, True)
    match = room.host.match
    assert match is not None
    made = 0
    while match.outcome() is None and (1 in room.host.computer_seats() or made == 0):
        seat = match.to_act()[0]
        if seat == 1:
            made += 1
            room.played(room.host.act_local(1, match.legal(1)[0], match.state_id))
        else:
            play_out(room, guests[:1], rng, most=1)
    back = GuestRoom(Guest.from_json(sides[1].storage[GUEST_KEY]), *_side(switch))
    back.network.events = back  # type: ignore[attr-defined]
    connect(room, "1", back)
    play_out(room, [guests[0], back], rng)
    verdict = back.guest.verdict
    assert verdict is not None and not verdict.failed and not verdict.verified, verdict
    assert ("moves_away", made) in verdict.unchecked, verdict
    assert room.host.verdicts["seat1"] == (False, verdict.reason)
    # the screen says it in plain words, in both languages, and never "verified"
    for lang, words in (("en", "computer stood in"), ("de", "der Computer einsprang")):
        html = netscreens.verdict(lang, verdict)
        assert 'data-checked="part"' in html and 'data-ok="false"' in html and words in html, html
        assert "Verified" not in html and "Geprüft" not in html
    assert "not fully verified (moves made while away)" in netscreens.verdicts("en", room.host.verdicts, {})


def test_the_screen_says_verified_only_for_a_verdict_that_checked_everything() -> None:
    room, guests, _ = table(SeedPicker, Switch())
    play_out(room, guests, random.Random(7))
    bad = guests[0].guest.verdict
    good = fairseed.Verdict("verified", draw=3, moves=5, restarts=1)
    for lang in ("en", "de"):
        html = netscreens.verdict(lang, bad)
        said = "without a draw" if lang == "en" else "ohne eine Würfelziehung"  # the reason in its language
        assert 'data-checked="failed"' in html and said in html, html
        html = netscreens.verdict(lang, good)
        assert 'data-ok="true"' in html and ("draw 3" in html or "Ziehung 3" in html), html
        assert netscreens.draw_line(lang, 3) and not netscreens.draw_line(lang, 0)


def _side(switch: Switch) -> tuple[Any, IceSetting, Any, Any]:
    side = Side(switch)
    return side.net, LOCAL, side.store, side.changed


def test_zz_the_count_of_cheats_tried_and_caught() -> None:
    """Runs last in this module: every cheat tried was caught by a verdict (printed for the report)."""
    for kind, tried, found, failed in STATS:
        print(f"\ndishonest host ({kind}): {tried} tried, {found} verdicts, {failed} not verified", end="")
    print()
    assert {kind for kind, *_ in STATS} == {"picked seed", "draw thrown away", "move swapped"}
    assert all(tried > 0 and failed > 0 for _, tried, _, failed in STATS)


def test_hostile_verdicts_are_taken_only_after_the_end_once_per_seat_and_never_stop_the_host() -> None:
    room, guests, _ = table(Host, Switch())
    host = room.host
    forged = '{"v": 1, "type": "verdict", "ok": false, "reason": "the host cheated"}'
    peer = next(p for p, s in room.links.items() if host.peers[p].seat == 0)
    codes = [m.code for _, m in host.handle(peer, forged) if m.type == "error"]
    assert codes == ["not_over"] and host.verdicts == {}
    play_out(room, guests, random.Random(8))
    assert host.phase == "over" and host.verdicts["seat0"][0]
    tried = refused = 0
    for _ in range(5):  # the same seat again: the first verdict stands
        tried += 1
        refused += sum(1 for _, m in host.handle(peer, forged) if m.type == "error")
    for n in range(40):  # spectators coming and going, each with a verdict
        host.connect(f"w{n}", "spectator")
        host.handle(f"w{n}", '{"v": 1, "type": "hello", "name": "W", "role": "spectator"}')
        tried += 1
        refused += sum(1 for _, m in host.handle(f"w{n}", forged) if m.type == "error")
        host.disconnect(f"w{n}")
    assert host.verdicts["seat0"][0], "a later verdict did not replace the first"
    assert sum(1 for k in host.verdicts if k.startswith("spectator:")) == 8
    assert refused == tried - 8
    room.store()  # the host still saves
    assert Host.from_json(host.to_json()).verdicts == host.verdicts
    print(f"\nhostile verdicts after the end: {tried} tried, {refused} refused")


class LosesItsReveal(Guest):
    """A guest whose connection dies just as it reveals (the reveal never reaches the host)."""

    hold = True

    def receive(self, raw: str | bytes) -> list[str]:
        replies = super().receive(raw)
        if self.hold and any('"seed_reveal"' in r for r in replies):
            self.hold = False
            return []
        return replies


def test_an_honest_draw_interrupted_by_a_drop_verifies_for_everyone_and_counts_the_restart() -> None:
    host = Host(TOY, plans(["computer", "remote", "remote"]), entropy=counter_entropy(3))
    net = Net(host, 3)
    net.join("s", Guest("S", role="spectator"))  # watches from the lobby on
    first = Guest("A", entropy=counter_entropy(31))
    net.join("a", first, 1)
    slow = LosesItsReveal("B", entropy=counter_entropy(32))
    net.join("b", slow, 2)
    assert host.phase == "seeding" and first.draws[-1].revealed is not None, "A revealed, B did not"
    net.drop("b")  # B's page reloads: the draw is abandoned, everybody is told why
    assert first.draws[0].reason == (2, "dropped") and net.guests["s"].draws[0].reason == (2, "dropped")
    back = Guest.from_json(slow.to_json(), entropy=counter_entropy(33))
    net.join("b2", back, 2)
    assert host.phase == "playing" and host.round.number == 2
    assert {g.round for g in net.guests.values()} == {2}, "every screen shows draw 2"
    net.play_to_end(random.Random(3))
    for peer, guest in net.guests.items():
        assert guest.verdict is not None and guest.verdict.verified, (peer, guest.verdict)
        assert guest.verdict.draw == 2
    assert net.guests["a"].verdict is not None and net.guests["a"].verdict.restarts == 1
    assert all(ok for ok, _ in host.verdicts.values()) and len(host.verdicts) == 3


def test_a_picked_seed_is_caught_by_a_spectator_watching_from_the_lobby_too() -> None:
    net = Net(SeedPicker(TOY, plans(["computer", "remote", "remote"]), entropy=counter_entropy(4)), 4)
    net.join("s", Guest("S", role="spectator"))
    net.join("a", Guest("A", entropy=counter_entropy(41)), 1)
    net.join("b", Guest("B", entropy=counter_entropy(42)), 2)
    net.play_to_end(random.Random(4))
    for peer, guest in net.guests.items():
        assert guest.verdict is not None and guest.verdict.failed, (peer, guest.verdict)
        assert "started without a draw" in guest.verdict.reason, guest.verdict.reason
    TRIED.clear()
