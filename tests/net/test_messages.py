"""The protocol messages: every type round-trips, every malformed message is refused by name."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pharaoh.net import messages as m
from pharaoh.net.messages import (
    ProtocolError,
    encode_message,
    parse_from_guest,
    parse_from_host,
    parse_message,
)
from pharaoh.net.screens import MAX_EVENTS

HEX = "ab" * 32
TOKEN = "A" * 24
SEAT = m.SeatInfo(seat=0, kind="remote", name="Ann", claimed=True, connected=True, stand_in=False)
EVENT = m.EventData(kind="roll", data={"dice": [1, 2], "who": {"seat": 1}})

SAMPLES: list[m.Message] = [
    m.Hello(name="Ann", role="player", seat=1, token=TOKEN),
    m.Hello(name="Bob", role="spectator"),
    m.Action(seat=1, state_id=7, text="move a1 b2"),
    m.Sync(),
    m.SeedCommit(round=1, commit=HEX),
    m.SeedReveal(round=1, value=HEX),
    m.Verdict(ok=True, reason="verified"),
    m.Ping(nonce=3),
    m.Pong(nonce=3),
    m.Bye(reason="closing"),
    m.Welcome(
        game="mummy_curse", players=3, options={"variant": "short", "rounds": 3, "fast": True, "x": None},
        seat=1, peer="seat1", token=TOKEN, phase="playing", seats=[SEAT], spectators=0, state_id=4,
        view={"a": [1, None, "x", True], "b": {"c": 1}}, legal=["roll"], to_act=[1], events=[EVENT],
        outcome=None,
    ),
    m.Welcome(
        game="toy_hide", players=2, options={}, seat=None, peer=None, token=None, phase="lobby", seats=[],
        spectators=1, state_id=0, view=None, legal=[], to_act=[], events=[], outcome=None,
    ),
    m.Update(
        phase="over", state_id=9, view={"x": 1}, legal=[], to_act=[], events=[EVENT], resync=False,
        outcome=m.OutcomeData(winners=[0], side="mummy", reason="ankhs"),
    ),
    m.Seats(seats=[SEAT], spectators=2),
    m.Error(code="stale", message="chosen on state 3", state_id=4),
    m.SeedStart(round=2),
    m.SeedAbandoned(round=2, seat=1, why="rejoined"),
    m.Error(code="stale", message="x", state_id=5, action=m.ActionRef(state_id=4, text="h1")),
    m.SeedCommits(round=2, commits=[m.CommitEntry(peer="host", commit=HEX)]),
    m.Undo(seat=1, state_id=7, undos=2),
    m.Verify(
        record=m.RecordData(game="toy_hide", seed=5, players=2, options={}, actions=[(1, "h1"), (0, "roll")]),
        round=1,
        reveals=[m.RevealEntry(peer="seat1", value=HEX)],
    ),
]  # fmt: skip


def raw(message: dict[str, Any]) -> str:
    return json.dumps(message)


def code_of(text: str | bytes, parse: Any = parse_message) -> str:
    with pytest.raises(ProtocolError) as info:
        parse(text)
    assert info.value.reason and str(info.value).startswith(info.value.code)
    return info.value.code


@pytest.mark.parametrize("message", SAMPLES, ids=lambda msg: msg.type)
def test_every_message_round_trips_through_json(message: m.Message) -> None:
    text = encode_message(message)
    assert json.loads(text)["v"] == m.VERSION
    assert parse_message(text) == message
    assert parse_message(text.encode()) == message


@pytest.mark.parametrize("message", SAMPLES, ids=lambda msg: msg.type)
def test_each_direction_accepts_only_its_own_types(message: m.Message) -> None:
    text = encode_message(message)
    if message.type in m.GUEST_TYPES:
        assert parse_from_guest(text) == message
    else:
        assert code_of(text, parse_from_guest) == "unexpected"
    if message.type in m.HOST_TYPES:
        assert parse_from_host(text) == message
    else:
        assert code_of(text, parse_from_host) == "unexpected"


def test_every_type_has_a_sample() -> None:
    assert {s.type for s in SAMPLES} == m.GUEST_TYPES | m.HOST_TYPES


def test_oversized_messages_are_refused_before_parsing() -> None:
    big = raw({"v": 1, "type": "bye", "reason": "x" * m.MAX_GUEST_BYTES})
    assert code_of(big, parse_from_guest) == "too_big"
    assert code_of(big.encode(), parse_from_guest) == "too_big"
    assert code_of("[" * (m.MAX_HOST_BYTES + 1)) == "too_big"
    assert code_of(b"\x00" * (m.MAX_HOST_BYTES + 5)) == "too_big"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "bad_json"),
        ("{", "bad_json"),
        ("nope", "bad_json"),
        ('{"v": 1, "type": "ping", "nonce": 1', "bad_json"),
        (b"\xff\xfe{}", "bad_json"),
        ("\ud800", "bad_json"),
        ("[" * 300 + "]" * 300, "bad_json"),
        ('{"v": 1, "type": "sync", "deep": ' + "[" * 300 + "]" * 300 + "}", "bad_json"),
        ("[]", "not_object"),
        ("42", "not_object"),
        ('"hello"', "not_object"),
        ("null", "not_object"),
        ("{}", "missing_type"),
        ('{"v": 1}', "missing_type"),
        ('{"v": 1, "type": "launch"}', "unknown_type"),
        ('{"v": 1, "type": 5}', "unknown_type"),
        ('{"type": "sync"}', "bad_version"),
        ('{"v": 2, "type": "sync"}', "bad_version"),
        ('{"v": "1", "type": "sync"}', "bad_version"),
        ('{"v": 1, "type": "sync", "admin": true}', "extra_field"),
        ('{"v": 1, "type": "ping"}', "missing_field"),
        ('{"v": 1, "type": "ping", "nonce": "1"}', "bad_field"),
        ('{"v": 1, "type": "ping", "nonce": true}', "bad_field"),
        ('{"v": 1, "type": "ping", "nonce": 1.0}', "bad_field"),
        ('{"v": 1, "type": "ping", "nonce": -1}', "bad_field"),
        ('{"v": 1, "type": "ping", "nonce": 1e400}', "bad_field"),
        ('{"v": 1, "type": "ping", "nonce": 99999999999999999999999}', "bad_field"),
        ('{"v": 1, "type": "action", "seat": 0, "state_id": 1, "text": ""}', "bad_field"),
        ('{"v": 1, "type": "action", "seat": 0, "state_id": 1, "text": "a\\u0000b"}', "bad_field"),
        ('{"v": 1, "type": "action", "seat": 99, "state_id": 1, "text": "x"}', "bad_field"),
        ('{"v": 1, "type": "action", "seat": 0, "state_id": 9999999, "text": "x"}', "bad_field"),
        ('{"v": 1, "type": "action", "seat": [0], "state_id": 1, "text": "x"}', "bad_field"),
        ('{"v": 1, "type": "hello", "name": "", "role": "player"}', "bad_field"),
        ('{"v": 1, "type": "hello", "name": "A", "role": "admin"}', "bad_field"),
        ('{"v": 1, "type": "hello", "name": "A", "role": "player", "token": "short"}', "bad_field"),
        (
            '{"v": 1, "type": "hello", "name": "A", "role": "player", "token": "../../etc/passwd!!!!!"}',
            "bad_field",
        ),
        ('{"v": 1, "type": "seed_commit", "round": 1, "commit": "AB"}', "bad_field"),
        ('{"v": 1, "type": "seed_reveal", "round": 1, "value": "' + "g" * 64 + '"}', "bad_field"),
        ('{"v": 1, "type": "verdict", "ok": 1, "reason": ""}', "bad_field"),
    ],
)
def test_malformed_messages_get_a_named_reason(text: str | bytes, code: str) -> None:
    assert code_of(text) == code


def test_strings_and_lists_are_bounded() -> None:
    assert code_of(raw({"v": 1, "type": "hello", "name": "x" * 41, "role": "player"})) == "bad_field"
    assert (
        code_of(raw({"v": 1, "type": "action", "seat": 0, "state_id": 0, "text": "x" * 121})) == "bad_field"
    )
    welcome = json.loads(encode_message(SAMPLES[10]))
    welcome["events"] = [{"kind": "k", "data": {}}] * (MAX_EVENTS + 1)
    assert code_of(raw(welcome)) == "bad_field"
    welcome = json.loads(encode_message(SAMPLES[10]))
    welcome["options"] = {f"o{i}": i for i in range(17)}
    assert code_of(raw(welcome)) == "bad_field"
    verify = json.loads(encode_message(SAMPLES[-1]))
    verify["record"]["actions"] = [[0, "x"]] * (m.MAX_ACTIONS + 1)
    assert code_of(raw(verify)) == "bad_field"


def test_nested_fields_are_checked_too() -> None:
    welcome = json.loads(encode_message(SAMPLES[10]))
    welcome["seats"][0]["admin"] = True
    assert code_of(raw(welcome)) == "extra_field"
    welcome = json.loads(encode_message(SAMPLES[10]))
    welcome["view"] = [1, 2]
    assert code_of(raw(welcome)) == "bad_field"
    verify = json.loads(encode_message(SAMPLES[-1]))
    verify["record"]["actions"] = [[0, "x", "extra"]]
    assert code_of(raw(verify)) == "bad_field"


def test_non_text_input_is_refused() -> None:
    for value in (None, 42, ["x"], {"v": 1}):
        assert code_of(value) == "bad_json"  # type: ignore[arg-type]


def test_reasons_are_short_even_for_huge_inputs() -> None:
    with pytest.raises(ProtocolError) as info:
        parse_message(raw({"v": 1, "type": "t" * 5000}))
    assert info.value.code == "unknown_type" and len(info.value.reason) < 100
