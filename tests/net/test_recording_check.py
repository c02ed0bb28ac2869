"""The checker of e2e recordings (``e2e/remote_check.py``) passes honest recordings, catches doctored ones.

Whole games are played in memory (``helpers.Net``) and every raw message each guest
received is kept, exactly as a data channel would carry it.  The honest recordings must
pass; each doctored copy (a leaked card, a leaked square, an unredacted event, a changed
legal list, a message from the future, a forged record) must fail, naming what is wrong.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pharaoh.engine.match import Match, Record
from pharaoh.engine.registry import game_ids
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host

from .helpers import Net, counter_entropy, plans

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from e2e.remote_check import check_guest, record_from_verify  # noqa: E402

pytestmark = pytest.mark.skipif(
    not {"mummy_curse", "valley_kings"} <= set(game_ids()), reason="both games must be registered"
)


@functools.cache
def finished(game_id: str, players: int, seed: int) -> Net:
    """A room of remote seats only, played to its end by random guests."""
    net = Net(Host(game_id, plans(["remote"] * players), entropy=counter_entropy(seed)), seed)
    for seat in range(players):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(100 + seat)), seat)
    net.play_to_end(random.Random(seed))
    return net


def curse() -> Net:
    return finished("mummy_curse", 3, 10)  # a short game today (any seed is correct)


def valley() -> Net:
    return finished("valley_kings", 2, 0)


def record_of(net: Net) -> Record:
    record = record_from_verify(net.received["p0"])
    assert record is not None
    return record


def doctored(messages: list[str], change: Callable[[dict[str, Any]], bool], *, start: int = 0) -> list[str]:
    """A copy where ``change`` edits the first message (from ``start``) it accepts (returns True for)."""
    out = list(messages)
    for i in range(start, len(out)):
        message = json.loads(out[i])
        if change(message):
            out[i] = json.dumps(message)
            return out
    raise AssertionError("no message to doctor")


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_honest_recordings_of_a_whole_mummy_curse_game_pass(seat: int) -> None:
    net = curse()
    report = check_guest(record_of(net), seat, net.received[f"p{seat}"])
    assert report.ok, report.problems[:5]
    assert report.screens > 50, report.summary()


@pytest.mark.parametrize("seat", [0, 1])
def test_honest_recordings_of_a_whole_valley_kings_game_pass(seat: int) -> None:
    net = valley()
    report = check_guest(record_of(net), seat, net.received[f"p{seat}"])
    assert report.ok, report.problems[:5]
    assert report.screens > 20, report.summary()


def test_the_record_from_verify_is_the_hosts_match() -> None:
    net = curse()
    record = record_of(net)
    assert net.host.match is not None
    assert record == net.host.match.record()
    assert record_from_verify(['{"type": "update"}', "not json"]) is None


def test_an_explorer_given_the_other_explorers_cards_fails() -> None:
    net = curse()

    def leak(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] < 10:
            return False
        hand = next(h for h in message["view"]["hands"] if h["seat"] == 2)
        hand["cards"] = ["blue-scarab"][: hand["left"]] or ["blue-scarab"]
        return True

    report = check_guest(record_of(net), 1, doctored(net.received["p1"], leak))
    assert not report.ok
    assert any("cards of seat 2" in p for p in report.problems), report.problems
    assert any("view differ" in p for p in report.problems)


def test_the_names_of_held_cards_anywhere_in_a_message_fail() -> None:
    """Even where the view's shape is right: a held card's name smuggled into an event is found."""
    net = curse()
    record = record_of(net)
    match = Match.replay(dataclasses.replace(record, actions=record.actions[:12]))
    from pharaoh.games.mummy_curse.cards import CARD_NAMES

    secret = CARD_NAMES[match.state.hands[1][0]]  # seat 2 holds it at state 12

    def smuggle(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] != 12:
            return False
        message["events"].append({"kind": "note", "data": {"text": secret}})
        return True

    report = check_guest(record, 1, doctored(net.received["p1"], smuggle))
    assert any("cards other explorers hold" in p and secret in p for p in report.problems), report.problems


def test_the_mummy_shown_an_explorer_square_fails() -> None:
    net = curse()

    def leak(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] < 5:
            return False
        message["view"]["pawns"][0]["cell"] = message["view"]["pawns"][0]["possible"][0]
        return True

    report = check_guest(record_of(net), 0, doctored(net.received["p0"], leak))
    assert any("square of pawns [0]" in p for p in report.problems), report.problems


def test_an_unredacted_event_to_the_mummy_fails() -> None:
    """The mummy receives an explorers-only event in full instead of its redacted form."""
    net = curse()
    record = record_of(net)
    match = Match(record.game_id, record.seed, record.players, record.options)
    for state_id, (seat, text) in enumerate(record.actions):
        events = match.act(seat, text, state_id)
        private = [e for e in events if e.audience is not None and 0 not in e.audience and e.redacted]
        if private and dict(private[0].redacted or {}) != dict(private[0].data):
            target, full = state_id + 1, private[0]
            break
    else:
        raise AssertionError("no explorers-only event in the game")

    def leak(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] != target or message["resync"]:
            return False
        for event in message["events"]:
            if event["kind"] == full.kind:
                event["data"] = json.loads(json.dumps(dict(full.data)))
                return True
        return False

    report = check_guest(record, 0, doctored(net.received["p0"], leak))
    assert any("arrived unredacted" in p for p in report.problems), report.problems


def test_valley_kings_opponent_hand_and_deck_order_fail() -> None:
    net = valley()
    record = record_of(net)

    def hand(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] < 3:
            return False
        message["view"]["players"][1]["hand"] = ["tara_wolf"]
        return True

    report = check_guest(record, 0, doctored(net.received["p0"], hand))
    assert any("the hand of seat 1" in p for p in report.problems), report.problems

    from pharaoh.games.valley_kings.cards import ID

    match = Match(record.game_id, record.seed, record.players, record.options)
    deck = [ID[c] for c in reversed(match.state.deck[-4:])]

    def order(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or message["state_id"] != 0:
            return False
        message["view"]["discard"] = deck
        return True

    report = check_guest(record, 0, doctored(net.received["p0"], order))
    assert any("next four cards of the deck" in p for p in report.problems), report.problems


def test_changed_legal_actions_and_foreign_states_fail() -> None:
    net = curse()
    record = record_of(net)

    def legal(message: dict[str, Any]) -> bool:
        if message["type"] != "update" or not message["legal"]:
            return False
        message["legal"] = message["legal"][:-1]
        return True

    report = check_guest(record, 1, doctored(net.received["p1"], legal))
    assert any("legal actions differ" in p for p in report.problems), report.problems

    future = [*net.received["p1"], json.dumps({"type": "update", "state_id": len(record.actions) + 5})]
    report = check_guest(record, 1, future)
    assert any("is not in a record" in p for p in report.problems), report.problems

    report = check_guest(record, 1, [*net.received["p1"], "{broken"])
    assert any("not JSON" in p for p in report.problems), report.problems


def test_a_forged_record_fails() -> None:
    """A record whose seed differs from the one played does not reproduce what the guest saw."""
    net = curse()
    record = record_of(net)
    forged = dataclasses.replace(record, seed=record.seed ^ 1)
    report = check_guest(forged, 1, net.received["p1"])
    assert not report.ok
    assert check_guest(record, 1, []).problems == ["the recording holds no screen at all"]
