"""Ten thousand malformed, oversized, stale and hostile messages: each gets an error, nothing changes.

Runs against every registered game (and the toy game of this folder), mid-game, with
two or three remote players, a spectator and a connection that never said hello.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from pharaoh.engine.registry import game_ids, game_info
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host
from pharaoh.net.messages import MAX_GUEST_BYTES

from .helpers import Net, counter_entropy, fingerprint, plans
from .toy import GAME_ID

MESSAGES = 10_000
JUNK_CHARS = '\x00\x01\x7f\ud7ff\ufffe\u202e\u0301"\\{}[]:,. \n\tabcXYZ019éß漢🙂'


def _junk_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 2**53, -(2**63), 10**30, 7])
    if kind == 3:
        return rng.choice([0.5, -0.0, 1e308, 3.0])
    if kind == 4:
        return "".join(rng.choice(JUNK_CHARS) for _ in range(rng.randrange(12)))
    if kind == 5:
        return rng.choice(["", "h1", "roll", "seat1", "host", "A" * 24, "0" * 64, "x" * 200])
    if kind == 6:
        return [_junk_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 7:
        return {str(_junk_value(rng, 9))[:8]: _junk_value(rng, depth + 1) for _ in range(rng.randrange(4))}
    return [[[[[[[[]]]]]]]]


class Hostile:
    """Makes messages that must all be refused, from the peers of a running room."""

    def __init__(self, net: Net, history: list[tuple[int, int, str]], rng: random.Random) -> None:
        self.net, self.history, self.rng = net, history, rng
        self.match = net.host.match
        assert self.match is not None
        self.players = net.host.players
        self.seated = {p: g.seat for p, g in net.guests.items() if g.seat is not None}
        self.big = [
            json.dumps({"v": 1, "type": "action", "seat": 0, "state_id": 0, "text": "x" * MAX_GUEST_BYTES}),
            "[" * (MAX_GUEST_BYTES + 1),
            json.dumps({"v": 1, "type": "hello", "name": "n", "role": "player", "pad": ["y" * 1000] * 9}),
        ]
        self.kinds: list[Callable[[], tuple[str, str | bytes]]] = [
            self.random_bytes, self.random_text, self.oversized, self.wrong_types, self.extra_fields,
            self.nested_junk, self.unknown_type, self.host_types, self.other_seat, self.spectator,
            self.stale, self.illegal_notation, self.out_of_turn, self.seed_during_play, self.bad_hellos,
            self.not_joined,
        ]  # fmt: skip

    def any_peer(self) -> str:
        return self.rng.choice([*self.net.guests, "stranger"])

    def random_bytes(self) -> tuple[str, str | bytes]:
        return self.any_peer(), self.rng.randbytes(self.rng.randrange(200))

    def random_text(self) -> tuple[str, str | bytes]:
        return self.any_peer(), "".join(self.rng.choice(JUNK_CHARS) for _ in range(self.rng.randrange(80)))

    def oversized(self) -> tuple[str, str | bytes]:
        big = self.rng.choice(self.big)
        return self.any_peer(), big.encode() if self.rng.random() < 0.5 else big

    def template(self) -> dict[str, Any]:
        state_id = self.match.state_id  # type: ignore[union-attr]
        return self.rng.choice(
            [
                {"v": 1, "type": "action", "seat": 1, "state_id": state_id, "text": "h1"},
                {"v": 1, "type": "hello", "name": "Eve", "role": "player", "seat": 1},
                {"v": 1, "type": "seed_commit", "round": 1, "commit": "0" * 64},
                {"v": 1, "type": "ping", "nonce": 1},
                {"v": 1, "type": "verdict", "ok": True, "reason": "x"},
            ]
        )

    def wrong_types(self) -> tuple[str, str | bytes]:
        message = self.template()
        key = self.rng.choice([k for k in message if k != "type"])
        value = _junk_value(self.rng)
        while type(value) is type(message[key]) and key != "v":
            value = _junk_value(self.rng)
        if key == "v" and value == 1:
            value = 2
        message[key] = value
        return self.any_peer(), json.dumps(message)

    def extra_fields(self) -> tuple[str, str | bytes]:
        message = self.template()
        message[self.rng.choice(["admin", "seat_override", "__proto__", "constructor", "x" * 30])] = (
            _junk_value(self.rng)
        )
        return self.any_peer(), json.dumps(message)

    def nested_junk(self) -> tuple[str, str | bytes]:
        depth = self.rng.choice([3, 50, 300, 3000])
        return self.any_peer(), "[" * depth + json.dumps(_junk_value(self.rng)) + "]" * depth

    def unknown_type(self) -> tuple[str, str | bytes]:
        name = self.rng.choice(["move", "admin", "", "HELLO", "eval", 3, None, ["action"], "(missing)"])
        message = {"v": 1, "type": name, "text": "h1"}
        if name == "(missing)":
            del message["type"]
        return self.any_peer(), json.dumps(message)

    def host_types(self) -> tuple[str, str | bytes]:
        message = self.rng.choice(
            [
                {"type": "seed_start", "round": 1},
                {"type": "error", "code": "stale", "message": "x", "state_id": 0},
                {"type": "seats", "seats": [], "spectators": 0},
                {"type": "seed_commits", "round": 1, "commits": []},
                {"type": "update", "phase": "over", "state_id": 0, "view": {}, "legal": [], "to_act": [],
                 "events": [], "resync": False, "outcome": None},
                {"type": "welcome", "view": {}},
            ]
        )  # fmt: skip
        return self.any_peer(), json.dumps({"v": 1, **message})

    def action(self, seat: int, state_id: int, text: str) -> str:
        return json.dumps({"v": 1, "type": "action", "seat": seat, "state_id": state_id, "text": text})

    def legal_texts(self) -> list[str]:
        match = self.match
        assert match is not None
        return [t for s in match.to_act() for t in match.legal(s)] or ["h1"]

    def other_seat(self) -> tuple[str, str | bytes]:
        peer, seat = self.rng.choice(list(self.seated.items()))
        target = self.rng.choice([s for s in range(self.players) if s != seat])
        return peer, self.action(target, self.match.state_id, self.rng.choice(self.legal_texts()))  # type: ignore[union-attr]

    def spectator(self) -> tuple[str, str | bytes]:
        seat = self.rng.randrange(self.players)
        return "watcher", self.action(seat, self.match.state_id, self.rng.choice(self.legal_texts()))  # type: ignore[union-attr]

    def stale(self) -> tuple[str, str | bytes]:
        seat, state_id, text = self.rng.choice(self.history)
        peer = next(p for p, s in self.seated.items() if s == seat) if seat in self.seated.values() else "p1"
        return peer, self.action(self.seated.get(peer, seat), state_id, text)

    def illegal_notation(self) -> tuple[str, str | bytes]:
        match = self.match
        assert match is not None
        movers = [p for p, s in self.seated.items() if s in match.to_act()]
        peer = self.rng.choice(movers)
        legal = set(match.legal(self.seated[peer]))
        while True:
            text = (
                self.rng.choice(
                    [
                        "".join(
                            self.rng.choice("abcdefghm0123456789 -:>")
                            for _ in range(self.rng.randrange(1, 14))
                        ),
                        self.rng.choice([t for _, _, t in self.history]),
                        "9" * 100,
                        "move 1 2 3 4 5 6 7 8",
                        "é",
                        "{}",
                    ]
                ).strip()
                or "x"
            )
            if text not in legal:
                return peer, self.action(self.seated[peer], match.state_id, text)

    def out_of_turn(self) -> tuple[str, str | bytes]:
        match = self.match
        assert match is not None
        idle = [p for p, s in self.seated.items() if s not in match.to_act()]
        if not idle:
            return self.other_seat()
        peer = self.rng.choice(idle)
        return peer, self.action(self.seated[peer], match.state_id, self.rng.choice(self.legal_texts()))

    def seed_during_play(self) -> tuple[str, str | bytes]:
        peer = self.rng.choice(list(self.seated))
        kind = self.rng.choice(["seed_commit", "seed_reveal"])
        field = "commit" if kind == "seed_commit" else "value"
        return peer, json.dumps({"v": 1, "type": kind, "round": self.rng.randrange(5), field: "ab" * 32})

    def bad_hellos(self) -> tuple[str, str | bytes]:
        peer = self.rng.choice([*self.seated, "watcher", "stranger"])
        hello: dict[str, Any] = {"v": 1, "type": "hello", "name": "Eve", "role": "player"}
        if peer == "stranger":
            hello[self.rng.choice(["token", "seat"])] = self.rng.choice(
                ["B" * 30, self.rng.randrange(self.players)] if self.rng.random() < 0.5 else ["C" * 22, 0]
            )
            if isinstance(hello.get("token"), int) or isinstance(hello.get("seat"), str):
                hello.pop("token", None)
                hello["seat"] = 0
        return peer, json.dumps(hello)

    def not_joined(self) -> tuple[str, str | bytes]:
        kind = self.rng.choice(["sync", "action", "verdict", "seed_commit"])
        message: dict[str, Any] = {"v": 1, "type": kind}
        if kind == "action":
            message.update(seat=0, state_id=self.match.state_id, text=self.legal_texts()[0])  # type: ignore[union-attr]
        elif kind == "verdict":
            message.update(ok=True, reason="fine")
        elif kind == "seed_commit":
            message.update(round=1, commit="0" * 64)
        return "stranger", json.dumps(message)

    def make(self) -> tuple[str, str | bytes]:
        return self.rng.choice(self.kinds)()


def _cases() -> list[str]:
    return [GAME_ID, *game_ids()]


@pytest.mark.parametrize("game_id", _cases())
def test_hostile_messages_are_all_refused_and_the_match_never_changes(game_id: str) -> None:
    players = max(2, min(3, game_info(game_id).max_players))
    kinds = ("remote",) * players
    net = Net(Host(game_id, plans(kinds), entropy=counter_entropy(3)))
    for seat in range(players):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(seat)), seat)
    net.join("watcher", Guest("W", role="spectator"))
    net.host.connect("stranger")
    assert net.host.phase == "playing"
    chooser = random.Random(11)
    history: list[tuple[int, int, str]] = []
    for _ in range(4):
        movers = [g for g in net.guests.values() if g.seat is not None and g.seat in g.to_act]
        if not movers or net.host.phase != "playing":
            break
        guest = chooser.choice(movers)
        text = chooser.choice(guest.legal)
        history.append((guest.seat, guest.state_id, text))  # type: ignore[arg-type]
        net.send(next(p for p, g in net.guests.items() if g is guest), guest.act(text))
    if net.host.phase != "playing":
        pytest.skip("the game ended during the warm-up")
    before = fingerprint(net.host)
    tables = net.host.seat_table()
    hostile = Hostile(net, history, random.Random(game_id))
    seen_codes: dict[str, int] = {}
    for i in range(MESSAGES):
        peer, raw = hostile.make()
        replies = net.host.handle(peer, raw)
        assert len(replies) == 1, (raw, replies)
        to, reply = replies[0]
        assert to == peer and reply.type == "error", (raw, reply)
        seen_codes[reply.code] = seen_codes.get(reply.code, 0) + 1  # type: ignore[union-attr]
        if i % 1000 == 0:
            assert fingerprint(net.host) == before
    assert fingerprint(net.host) == before, "the state hash never changes"
    assert net.host.seat_table() == tables
    assert sum(seen_codes.values()) == MESSAGES
    codes = ", ".join(f"{code} {n}" for code, n in sorted(seen_codes.items(), key=lambda c: -c[1]))
    print(f"{game_id}: {MESSAGES} hostile guest messages, {MESSAGES} refused ({codes})")
    assert not net.host.peers["stranger"].joined
    expected = {
        "too_big", "bad_json", "not_object", "missing_type", "unknown_type", "bad_version", "extra_field",
        "bad_field", "unexpected", "not_joined", "already_joined", "spectator", "not_your_seat", "stale",
        "not_your_turn", "illegal", "not_seeding", "seat_taken",
    }  # fmt: skip
    assert expected <= set(seen_codes), sorted(set(expected) - set(seen_codes))
