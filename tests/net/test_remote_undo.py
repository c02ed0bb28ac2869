"""Undo in remote play over the fake network: the host decides by the engine's policy.

A guest asks to take back its own last action (``undo``); the host grants it only when
:meth:`~pharaoh.engine.match.Match.undo_refusal` allows, and then every browser's screen
follows (a new undo count, so an action chosen on a screen before the undo is stale).
Refusals, a hostile guest's tries and stale actions leave the match unchanged.
"""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest

from pharaoh.engine.bot import make_bot
from pharaoh.engine.match import Match
from pharaoh.engine.replay import Replay
from pharaoh.net.guest import UNDONE, Guest
from pharaoh.net.host import Host
from pharaoh.net.reasons import parse
from pharaoh.saves import load_save
from pharaoh.web.export import log_text, save_file_text
from pharaoh.web.logbook import chronicle_for
from pharaoh.web.netreasons import localize
from pharaoh.web.replay import seat_rows_of

from .helpers import Net, counter_entropy, fingerprint, plans

GAME = "valley_kings"


def seated(spectator: bool = True) -> Net:
    """Two guests in a Tara Wolf match (and a spectator): the game is on."""
    net = Net(Host(GAME, plans(("remote", "remote")), fair=True, entropy=counter_entropy(3)))
    for seat in (0, 1):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(10 + seat)), seat)
    if spectator:
        net.join("s", Guest("S", role="spectator"), "spectator")
    assert net.host.phase == "playing"
    return net


def play_until(net: Net, want: Any, chooser: random.Random, most: int = 2000) -> str:
    """Guests play random legal actions until ``want(net, peer)`` holds for the guest to act."""
    for _ in range(most):
        movers = [p for p, g in sorted(net.guests.items()) if g.seat is not None and g.seat in g.to_act]
        assert movers and net.host.phase == "playing"
        peer = movers[0]
        if want(net, peer):
            return peer
        guest = net.guests[peer]
        net.send(peer, guest.act(chooser.choice(guest.legal)))
    raise AssertionError("the wanted position never came")


def can_undo(net: Net, peer: str) -> bool:
    return net.guests[peer].undoable


def last(net: Net, peer: str) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(net.received[peer][-1])
    return message


def screens(net: Net) -> dict[str, Any]:
    return {p: (g.state_id, g.view, g.legal, g.undos) for p, g in net.guests.items()}


def test_a_guest_takes_back_its_own_move_and_every_screen_follows() -> None:
    net = seated()
    peer = play_until(net, can_undo, random.Random(1))
    guest, match = net.guests[peer], net.host.match
    assert match is not None and guest.seat is not None
    # the screens as they were one action before: replay the record without the last action
    record = match.record()
    before = Match.replay(type(record)(record.game_id, record.seed, record.players, record.options,
                                       record.actions[:-1]))  # fmt: skip
    undos = net.host.undos
    net.send(peer, guest.undo())
    assert net.host.undos == undos + 1 and match.state_id == before.state_id
    assert fingerprint(net.host) == (before.digest(), pickle.dumps(before.state))
    for pid, other in net.guests.items():  # every browser, the spectator's too, shows the earlier state
        update = last(net, pid)
        assert update["type"] == "update" and update["resync"] and update["undos"] == undos + 1, pid
        assert other.state_id == before.state_id and other.undos == undos + 1
        assert other.view == json.loads(json.dumps(before.view(other.seat))), pid
    assert guest.legal == before.legal(guest.seat)


def test_an_undo_the_policy_forbids_is_refused_with_the_reason_in_every_language() -> None:
    net = seated()
    chooser = random.Random(2)

    def refused_for_other_seat(net: Net, peer: str) -> bool:
        match = net.host.match
        assert match is not None
        seat = net.guests[peer].seat
        return bool(match.actions) and match.actions[-1][0] != seat

    peer = play_until(net, refused_for_other_seat, chooser)
    guest = net.guests[peer]
    assert not guest.undoable
    print_before, shown = fingerprint(net.host), screens(net)
    net.send(peer, guest.undo())
    assert fingerprint(net.host) == print_before and screens(net) == shown
    error = last(net, peer)
    assert error["type"] == "error" and error["code"] == "undo_refused"
    key, _ = parse(error["message"]) or ("", {})
    assert key == f"refused.undo.{net.host.match.undo_refusal(guest.seat)}", error["message"]
    texts = {lang: localize(lang, error["message"]) for lang in ("de", "en", "fr", "it")}
    assert len(set(texts.values())) == 4, texts
    assert all(p == peer or not net.errors.get(p) for p in net.guests)  # nobody else hears of it


def test_hostile_undos_change_nothing() -> None:
    net = seated()
    peer = play_until(net, can_undo, random.Random(3))
    guest = net.guests[peer]
    other = "p1" if peer == "p0" else "p0"
    assert guest.seat is not None
    mark, shown = fingerprint(net.host), screens(net)
    undos = net.host.undos
    hostile = [
        # another seat's undo, from a guest whose own last move it is not
        (other, {"seat": guest.seat, "state_id": guest.state_id, "undos": undos}, "not_your_seat"),
        (other, {"seat": net.guests[other].seat, "state_id": guest.state_id, "undos": undos}, "undo_refused"),
        # a stale state id, a stale undo count
        (peer, {"seat": guest.seat, "state_id": guest.state_id - 1, "undos": undos}, "stale"),
        (peer, {"seat": guest.seat, "state_id": guest.state_id, "undos": undos + 1}, "stale"),
        # a spectator
        ("s", {"seat": guest.seat, "state_id": guest.state_id, "undos": undos}, "spectator"),
    ]
    for sender, fields, code in hostile:
        net.send(sender, json.dumps({"v": 1, "type": "undo", **fields}))
        assert net.errors[sender][-1] == code, (sender, fields, net.errors[sender])
        assert fingerprint(net.host) == mark and screens(net) == shown
    for bad in ('{"v": 1, "type": "undo", "seat": 0}', '{"v": 1, "type": "undo", "seat": "0", "state_id": 1}',
                '{"v": 1, "type": "undo", "seat": 0, "state_id": 1, "why": "x"}'):  # fmt: skip
        net.send(peer, bad)
        assert net.errors[peer][-1] in ("missing_field", "bad_field", "extra_field")
        assert fingerprint(net.host) == mark
    # the same request twice: the second one was chosen on a screen before the first undo
    request = guest.undo()
    net.send(peer, request)
    assert net.host.undos == undos + 1
    after = fingerprint(net.host)
    net.send(peer, request)
    assert net.errors[peer][-1] == "stale" and fingerprint(net.host) == after


def test_an_action_chosen_before_the_undo_is_stale() -> None:
    net = seated()
    peer = play_until(net, can_undo, random.Random(7))
    guest = net.guests[peer]
    match = net.host.match
    assert match is not None
    # the guest takes back, plays again, takes back again: the match is at the same state id
    # as when the old action was chosen, but that action is still refused (the undo count moved)
    net.send(peer, guest.undo())
    old = guest.act(guest.legal[0])
    net.send(peer, old)
    assert guest.undoable
    net.send(peer, guest.undo())
    mark = fingerprint(net.host)
    net.send(peer, old)
    assert net.errors[peer][-1] == "stale" and fingerprint(net.host) == mark
    # a raw action on the current state id with the old undo count is stale as well
    fields = {"seat": guest.seat, "state_id": match.state_id, "text": guest.legal[0] if guest.legal else "x"}
    mark = fingerprint(net.host)
    net.send(peer, json.dumps({"v": 1, "type": "action", **fields, "undos": 0}))
    assert net.errors[peer][-1] == "stale" and fingerprint(net.host) == mark
    assert (
        localize("de", json.loads(net.received[peer][-1])["message"])
        != json.loads(net.received[peer][-1])["message"]
    )


def test_the_other_guest_cannot_play_on_a_screen_from_before_the_undo() -> None:
    net = seated(spectator=False)
    peer = play_until(net, can_undo, random.Random(5))
    other = "p1" if peer == "p0" else "p0"
    stale = json.dumps(
        {"v": 1, "type": "action", "seat": net.guests[other].seat, "state_id": net.guests[other].state_id,
         "text": "pass", "undos": net.guests[other].undos}
    )  # fmt: skip
    net.send(peer, net.guests[peer].undo())
    mark = fingerprint(net.host)
    net.send(other, stale)
    assert net.errors[other][-1] == "stale" and fingerprint(net.host) == mark


def test_a_whole_match_with_undos_is_verified_by_every_guest() -> None:
    net = seated()
    chooser = random.Random(6)
    undone = 0
    for _ in range(20_000):
        if net.host.phase == "over":
            break
        movers = [p for p, g in sorted(net.guests.items()) if g.seat is not None and g.seat in g.to_act]
        peer = movers[0]
        guest = net.guests[peer]
        if guest.undoable and chooser.random() < 0.3:
            net.send(peer, guest.undo())
            undone += 1
            continue
        net.send(peer, guest.act(chooser.choice(guest.legal)))
    assert net.host.phase == "over" and undone > 5
    assert any(s.refused == UNDONE for g in net.guests.values() for s in g.sent)
    for pid, guest in net.guests.items():
        # Nothing failed, yet nobody says "verified": whether an undo crossed something hidden or
        # random only the host could see (the spectator also came after the draw).
        assert guest.verdict is not None and not guest.verdict.failed, (pid, guest.verdict)
        assert not guest.verdict.verified
        left = dict(guest.verdict.unchecked)
        assert left.pop("undos") == net.host.undos == undone, (pid, guest.verdict)
        assert left == ({"seed_away": 1} if pid == "s" else {}), (pid, guest.verdict)


def test_the_undo_count_survives_a_stored_room() -> None:
    net = seated()
    peer = play_until(net, can_undo, random.Random(7))
    net.send(peer, net.guests[peer].undo())
    restored = Host.from_json(net.host.to_json())
    assert restored.undos == net.host.undos == 1


def test_the_hosts_own_seat_takes_back_and_the_guest_follows() -> None:
    net = Net(Host(GAME, plans(("local", "remote")), fair=True, entropy=counter_entropy(3)))
    net.join("p1", Guest("G1", entropy=counter_entropy(11)), 1)
    host, chooser = net.host, random.Random(8)
    assert host.match is not None
    for _ in range(2000):
        if host.undoable(0):
            break
        if 0 in host.match.to_act():
            net.deliver(host.act_local(0, chooser.choice(host.match.legal(0)), host.match.state_id))
        else:
            guest = net.guests["p1"]
            net.send("p1", guest.act(chooser.choice(guest.legal)))
    assert host.undoable(0) and not net.guests["p1"].undoable
    net.deliver(host.undo_local(0, host.match.state_id))
    assert net.guests["p1"].state_id == host.match.state_id and net.guests["p1"].undos == 1


def test_a_stored_room_rewrites_a_part_of_its_moves_an_undo_went_back_into(monkeypatch: Any) -> None:
    from pharaoh.net import host as host_module
    from pharaoh.net import room as room_module
    from pharaoh.net.room import HOST_KEY, HostRoom, log_key

    from .fakenet import FakeNetwork, Switch
    from .test_room import LOCAL

    monkeypatch.setattr(host_module, "LOG_CHUNK", 2)  # parts of two moves: an undo soon crosses one
    monkeypatch.setattr(room_module, "LOG_CHUNK", 2)
    stored: dict[str, str] = {}
    host = Host(GAME, plans(("local", "local")), entropy=counter_entropy(1))
    room = HostRoom(host, FakeNetwork(Switch()), LOCAL, stored.__setitem__, lambda events: None)
    match, chooser, crossed = host.match, random.Random(9), 0
    assert match is not None
    for _ in range(400):
        if host.phase != "playing" or crossed >= 3:
            break
        seat = match.to_act()[0]
        if host.undoable(seat) and match.state_id % 2 == 0:  # a full part holds the move taken back
            room.played(host.undo_local(seat, match.state_id))
            crossed += 1
        room.played(host.act_local(seat, chooser.choice(match.legal(seat)), match.state_id))
        restored = Host.from_json(stored[HOST_KEY], parts=lambda i: stored.get(log_key(i)))
        assert restored.match is not None and restored.match.record() == match.record()
    assert crossed >= 1


EVERY_GAME = [("mummy_curse", 3), ("valley_kings", 2), ("mummy_spell", 3)]
"""Each game with a guest on every seat (the curse's and Im Bann's mummy included)."""
QUICK_BOTS = {"mummy_curse": "heuristic", "valley_kings": "heuristic", "mummy_spell": "rule_based"}
"""Quick players that finish a game (random explorers wander for thousands of moves)."""


@pytest.mark.parametrize(("game_id", "players"), EVERY_GAME)
def test_every_game_undo_by_the_hosts_policy_every_screen_following_and_every_player_exports(
    game_id: str, players: int
) -> None:
    """A whole remote match of each game with undos, and every player's record after the end.

    Allowed undos are followed by every screen; refusals after a roll, a draw or a reveal say
    their own reason; after the end every player (each guest, the host) holds the same record,
    replays it and exports the same save file and log.
    """
    net = Net(Host(game_id, plans(("remote",) * players), fair=True, entropy=counter_entropy(21)))
    for seat in range(players):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(40 + seat)), seat)
    net.join("s", Guest("S", role="spectator"), "spectator")
    match, chooser = net.host.match, random.Random(23)
    assert match is not None and net.host.phase == "playing"
    bots = [make_bot(game_id, QUICK_BOTS[game_id], 30 + s) for s in range(players)]
    undone, refused = 0, set()
    for _ in range(30_000):
        if net.host.phase == "over":
            break
        peer = next(p for p, g in sorted(net.guests.items()) if g.seat is not None and g.seat in g.to_act)
        guest = net.guests[peer]
        assert guest.undoable == (match.undo_refusal(guest.seat) is None)
        reason = match.undo_refusal(guest.seat)
        if reason in ("chance", "reveal") and reason not in refused:
            mark, shown = fingerprint(net.host), screens(net)
            net.send(peer, guest.undo())  # the Undo key without the button: the host refuses
            error = last(net, peer)
            assert error["type"] == "error" and error["code"] == "undo_refused", error
            assert (parse(error["message"]) or ("", {}))[0] == f"refused.undo.{reason}"
            assert localize("fr", error["message"]) != localize("it", error["message"])
            assert fingerprint(net.host) == mark and screens(net) == shown
            refused.add(reason)
        if guest.undoable and chooser.random() < 0.3:
            undos = net.host.undos
            net.send(peer, guest.undo())
            assert net.host.undos == undos + 1
            for pid, other in net.guests.items():  # every browser shows the earlier state
                assert other.state_id == match.state_id and other.undos == undos + 1, pid
                assert other.view == json.loads(json.dumps(match.view(other.seat))), pid
            undone += 1
            continue
        seat, game = guest.seat, match.game
        choice = bots[seat].choose(game, seat, match.view(seat), game.legal_actions(match.state, seat))
        net.send(peer, guest.act(game.encode_action(choice)))
    assert net.host.phase == "over" and undone >= 3, (net.host.phase, undone)
    assert "chance" in refused or "reveal" in refused, refused
    record = match.record()
    exports = set()
    for pid, guest in net.guests.items():
        assert guest.verdict is not None and not guest.verdict.failed, (pid, guest.verdict)
        assert guest.record == record, pid
        replay = Replay(guest.record)
        assert replay.finished and replay.length == match.state_id
        events = replay.events(replay.length, "all")
        text = log_text(events, chronicle_for(game_id), "it", lambda e: match.game.describe_event(e, "it"),
                        name=game_id, eye="all", moves=replay.length)  # fmt: skip
        rows = seat_rows_of([f"G{s}" for s in range(players)], ["remote"] * players, [])
        exports.add((save_file_text(guest.record, rows, "2026-01-01T00:00:00Z"), text))
    assert len(exports) == 1, "every player exports the same save file and log"
    assert load_save(next(iter(exports))[0]).match.digest() == match.digest()
