"""Host and guests end to end, in memory: whole games, reloads, and the final verification.

Every registered game is played to its end by guests that exchange JSON strings with the
host (and the toy game of this folder).  Each guest's verdict checks every screen it was
shown against a replay for its own seat; for Der Fluch der Mumie the mummy's messages are
also searched for any explorer's hidden square.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import pytest

from pharaoh.engine.registry import game_ids, game_info, get_game
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host
from pharaoh.net.messages import Verify, parse_from_host

from .helpers import Net, counter_entropy, fingerprint, plans
from .toy import GAME_ID

SHORT = {"mummy_curse": 6}
"""Entropy and chooser seeds that give a short random game today (any seed is correct, some are slow)."""


def _players(game_id: str) -> int:
    info = game_info(game_id)
    return max(info.min_players, min(3, info.max_players))


def full_room(game_id: str) -> Net:
    players, seed = _players(game_id), SHORT.get(game_id, 0)
    net = Net(Host(game_id, plans(["remote"] * players), entropy=counter_entropy(seed)), seed)
    for seat in range(players):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(100 + seat)), seat)
    net.join("watcher", Guest("W", role="spectator"))
    return net


@functools.cache
def finished_room(game_id: str) -> Net:
    """A room whose game was played to its end (shared by the tests that only read it)."""
    net = full_room(game_id)
    net.play_to_end(random.Random(SHORT.get(game_id, 0)))
    return net


@pytest.mark.parametrize("game_id", [GAME_ID, *game_ids()])
def test_a_whole_game_shows_each_guest_exactly_its_seat(game_id: str) -> None:
    net = finished_room(game_id)
    game = get_game(game_id)
    assert net.host.match is not None and net.host.match.outcome() is not None
    for peer, guest in net.guests.items():
        # the verdict compares every screen the guest was shown with a replay for its own seat
        assert guest.verdict is not None and not guest.verdict.failed, (peer, guest.verdict)
        # the watcher joined after the draw: it says the dice were not checked, never "verified"
        assert guest.verdict.verified == (peer != "watcher"), (peer, guest.verdict)
        assert guest.outcome is not None and guest.phase == "over"
        for raw, state in net.truth[peer][::7]:  # and, independently, a sample against the live state
            message = json.loads(raw)
            if message["type"] in ("welcome", "update") and message["view"] is not None:
                assert message["view"] == game.view(state, guest.seat)
    assert set(net.host.verdicts) == {f"seat{s}" for s in range(net.host.players)} | {"spectator:watcher"}
    assert not any(net.errors.values()), net.errors


def _strings(value: Any, skip: frozenset[str], path: str = "") -> list[tuple[str, str]]:
    """Every string inside a JSON value, with its path, leaving out the keys in ``skip``."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, list):
        return [s for i, v in enumerate(value) for s in _strings(v, skip, f"{path}[{i}]")]
    if isinstance(value, dict):
        return [s for k, v in value.items() if k not in skip for s in _strings(v, skip, f"{path}.{k}")]
    return []


@pytest.mark.skipif("mummy_curse" not in game_ids(), reason="Der Fluch der Mumie is not registered yet")
def test_no_message_to_the_mummy_reveals_a_hidden_explorer() -> None:
    net = finished_room("mummy_curse")
    game = get_game("mummy_curse")
    mummy_seat = next(
        s for s in range(net.host.players) if game.view(net.host.match.state, s)["role"] == "mummy"
    )  # type: ignore[union-attr]
    explorer = next(s for s in range(net.host.players) if s != mummy_seat)
    peer = f"p{mummy_seat}"
    checked = hidden = 0
    for raw, state in net.truth[peer]:
        message = json.loads(raw)
        if message["type"] == "verify" or state is None:  # the record at the end holds every move, by design
            continue
        truth = game.view(state, explorer)["pawns"]
        mine = game.view(state, mummy_seat)
        if message.get("view") is not None:
            view = message["view"]
            assert all(p["cell"] is None for p in view["pawns"]), "the mummy sees no pawn's square"
            assert view["dice"]["faces"] is None, "nor the explorers' dice"
            assert all(h["cards"] is None for h in view["hands"]), "nor their cards"
        secret = {
            p["cell"]
            for p, seen in zip(truth, mine["pawns"], strict=True)
            if p["cell"] is not None and len(seen["possible"]) > 1
        }
        known = {p["seen"] for p in mine["pawns"]} | {mine["mummy"]["cell"]}
        hidden += bool(secret)
        # the mummy's own moves and the squares it may deduce are its to know; everything else is searched
        message["events"] = [e for e in message.get("events", []) if not e["kind"].startswith("mummy")]
        leaks = [
            (path, text)
            for path, text in _strings(message, frozenset({"possible", "seen", "mummy"}))
            if text in secret - known
        ]
        assert not leaks, (message["type"], leaks)
        checked += 1
    assert checked > 100 and hidden > 20, (checked, hidden)


def test_the_host_reloads_mid_game_and_everyone_lands_where_they_were() -> None:
    game_id = "mummy_curse" if "mummy_curse" in game_ids() else GAME_ID
    net = full_room(game_id)
    chooser = random.Random(SHORT.get(game_id, 0))  # the same game as above, cut in two by the reload
    net.play(chooser, 300 if game_id == "mummy_curse" else 3)
    assert net.host.phase == "playing"
    stored_host = net.host.to_json()
    stored_guests = {p: g.to_json() for p, g in net.guests.items()}
    screens = {p: (g.view, g.legal, g.state_id, g.seat) for p, g in net.guests.items()}
    before = fingerprint(net.host)

    host = Host.from_json(stored_host)  # the host's page reloads; every connection is gone
    assert fingerprint(host) == before and host.phase == "playing"
    assert set(host.invites_needed()) == set(range(host.players)), "fresh invites for every seat"
    again = Net(host, SHORT.get(game_id, 0))
    for peer, blob in stored_guests.items():  # the guests reload too, and rejoin with their tokens
        guest = Guest.from_json(blob)
        seat = screens[peer][3]
        again.join(peer, guest, seat if seat is not None else "spectator")
        assert (guest.view, guest.legal, guest.state_id, guest.seat) == screens[peer], peer
    assert all(slot.claimed and slot.peer is not None for slot in host.slots)
    again.play_to_end(chooser)
    for peer, guest in again.guests.items():
        assert guest.verdict is not None and not guest.verdict.failed, (peer, guest.verdict)
        assert guest.verdict.verified == (peer != "watcher"), (peer, guest.verdict)  # it joined late


def test_the_final_check_detects_a_tampered_record() -> None:
    net = full_room(GAME_ID)
    net.play_to_end(random.Random(2))
    guest = net.guests["p1"]
    honest = parse_from_host(net.received["p1"][-1])
    assert isinstance(honest, Verify)
    assert guest.check(honest) == guest.verdict and guest.verdict[0]  # type: ignore[index]
    record = honest.record
    zero = honest.reveals[0].model_copy(update={"value": "0" * 64})
    forgeries = {
        "an action changed": replace_action(honest, len(record.actions) // 2),
        "an action dropped": with_record(honest, actions=record.actions[:-1]),
        "another seed": with_record(honest, seed=record.seed ^ 1),
        "another reveal": honest.model_copy(update={"reveals": [zero, *honest.reveals[1:]]}),
        "a reveal missing": honest.model_copy(update={"reveals": honest.reveals[1:]}),
        "another round": honest.model_copy(update={"round": honest.round + 1}),
    }
    for name, forged in forgeries.items():
        ok, reason = guest.check(forged)
        assert not ok, name
        assert reason


def with_record(message: Verify, **fields: Any) -> Verify:
    """The same message with some fields of its record changed."""
    return message.model_copy(update={"record": message.record.model_copy(update=fields)})


def replace_action(message: Verify, index: int) -> Verify:
    """The same record with one action swapped for another legal one (seen by seat 1 or not)."""
    actions = list(message.record.actions)
    seat, text = actions[index]
    options = {"stay": "m0", "roll": "g0"}
    actions[index] = (seat, options.get(text, "stay" if text.startswith("m") else "roll"))
    return with_record(message, actions=actions)


def test_a_guest_refuses_to_reveal_when_the_host_drops_its_commitment() -> None:
    guest = Guest("A", entropy=counter_entropy(1))
    welcome = {
        "v": 1, "type": "welcome", "game": GAME_ID, "players": 3, "options": {}, "seat": 1, "peer": "seat1",
        "token": "A" * 24, "phase": "lobby", "seats": [], "spectators": 0, "state_id": 0, "view": None,
        "legal": [], "to_act": [], "events": [], "outcome": None,
    }  # fmt: skip
    guest.receive(json.dumps(welcome))
    [commit] = guest.receive(json.dumps({"v": 1, "type": "seed_start", "round": 1}))
    assert json.loads(commit)["type"] == "seed_commit"
    forged = {"v": 1, "type": "seed_commits", "round": 1, "commits": [{"peer": "seat1", "commit": "0" * 64}]}
    assert guest.receive(json.dumps(forged)) == [] and guest.seed_problem
    honest = json.loads(commit)["commit"]
    no_host = {"v": 1, "type": "seed_commits", "round": 1, "commits": [{"peer": "seat1", "commit": honest}]}
    assert guest.receive(json.dumps(no_host)) == []
    both = [{"peer": "host", "commit": "1" * 64}, {"peer": "seat1", "commit": honest}]
    [reveal] = guest.receive(json.dumps({"v": 1, "type": "seed_commits", "round": 1, "commits": both}))
    assert json.loads(reveal)["type"] == "seed_reveal"


def test_a_guest_refuses_malformed_host_messages() -> None:
    guest = Guest("A")
    for raw in ["{", '{"v": 1, "type": "hello", "name": "x", "role": "player"}', "[]", b"\xff"]:
        with pytest.raises(ValueError):
            guest.receive(raw)
    assert guest.view is None and guest.shown == []
