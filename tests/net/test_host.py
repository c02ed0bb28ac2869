"""The host's rules, one test per rule: joining, seats, turns, the fair seed, drops, storage."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pharaoh.engine.game import IllegalAction
from pharaoh.net import fairseed
from pharaoh.net.guest import Guest
from pharaoh.net.host import MAX_PEERS, MAX_SPECTATORS, Host
from pharaoh.net.messages import encode_message, parse_message
from pharaoh.saves import SaveError, SeatPlan

from .helpers import Net, counter_entropy, fingerprint, plans
from .toy import GAME, GAME_ID


def room(kinds: tuple[str, ...] = ("computer", "remote", "remote"), fair: bool = True) -> Net:
    return Net(Host(GAME_ID, plans(kinds), fair=fair, entropy=counter_entropy(7)))


def seated(kinds: tuple[str, ...] = ("computer", "remote", "remote")) -> Net:
    """A room whose remote seats have joined (through their invites): the game is on."""
    net = room(kinds)
    for seat, kind in enumerate(kinds):
        if kind == "remote":
            net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(seat)), seat)
    return net


def last(net: Net, peer: str) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(net.received[peer][-1])
    return message


def errors(net: Net, peer: str) -> list[str]:
    return net.errors.get(peer, [])


def raw(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


# ---------------------------------------------------------------- joining


def test_a_guest_joins_its_invited_seat_and_receives_a_resume_token() -> None:
    net = room()
    net.join("p1", Guest("Ann"), 1)
    welcome = json.loads(net.received["p1"][0])
    assert welcome["type"] == "welcome" and welcome["seat"] == 1 and welcome["peer"] == "seat1"
    assert welcome["token"] == net.host.slots[1].token and len(welcome["token"]) >= 16
    assert welcome["phase"] == "lobby" and welcome["view"] is None
    assert net.host.slots[1].name == "Ann" and net.host.slots[1].claimed


def test_a_guest_without_a_seat_claim_gets_the_first_free_remote_seat() -> None:
    net = room()
    net.join("a", Guest("Ann"))
    net.join("b", Guest("Bob"))
    assert (net.guests["a"].seat, net.guests["b"].seat) == (1, 2)
    net.join("c", Guest("Cid"))
    assert errors(net, "c") == ["no_such_seat"]


@pytest.mark.parametrize(
    ("invite", "hello", "code"),
    [
        (1, {"seat": 2}, "wrong_seat"),
        ("spectator", {"seat": 1}, "wrong_seat"),
        ("any", {"seat": 0}, "not_remote"),
        ("any", {"seat": 9}, "no_such_seat"),
        ("any", {"token": "Z" * 24}, "bad_token"),
    ],
)
def test_a_seat_claim_must_fit_the_invite_and_the_room(invite: Any, hello: dict[str, Any], code: str) -> None:
    net = room()
    net.guests["x"] = Guest("X")
    net.received["x"] = []
    net.host.connect("x", invite)
    net.send("x", raw(type="hello", name="X", role="player", **hello))
    assert errors(net, "x") == [code]
    assert not net.host.peers["x"].joined


def test_a_claimed_seat_needs_its_token() -> None:
    net = room()
    net.join("p1", Guest("Ann"), 1)
    net.join("thief", Guest("Eve", seat=1))
    assert errors(net, "thief") == ["seat_taken"]
    token = net.host.slots[1].token
    net.send("thief", raw(type="hello", name="Eve", role="player", seat=2, token=token))
    assert errors(net, "thief")[-1] == "wrong_seat", "a token names its own seat"


def test_hello_twice_and_messages_before_hello_are_refused() -> None:
    net = room()
    net.join("p1", Guest("Ann"), 1)
    net.send("p1", Guest("Ann").hello())
    assert errors(net, "p1") == ["already_joined"]
    net.guests["q"], net.received["q"] = Guest("Q"), []
    for message in (raw(type="action", seat=1, state_id=0, text="h1"), raw(type="sync")):
        net.send("q", message)
    assert errors(net, "q") == ["not_joined", "not_joined"]


def test_spectators_join_without_a_seat_up_to_a_limit() -> None:
    net = room()
    for i in range(MAX_SPECTATORS + 1):
        net.join(f"s{i}", Guest(f"S{i}", role="spectator"))
    assert all(net.guests[f"s{i}"].seat is None for i in range(MAX_SPECTATORS))
    assert net.host.spectator_count() == MAX_SPECTATORS
    assert errors(net, f"s{MAX_SPECTATORS}") == ["room_full"]
    net.send("s0", raw(type="hello", name="S", role="spectator", token="A" * 24))
    assert errors(net, "s0") == ["already_joined"]


def test_a_spectator_claiming_a_seat_is_refused() -> None:
    net = room()
    net.guests["s"], net.received["s"] = Guest("S"), []
    net.send("s", raw(type="hello", name="S", role="spectator", seat=1))
    assert errors(net, "s") == ["wrong_seat"]


# ---------------------------------------------------------------- the fair seed


def test_the_seed_round_starts_once_every_remote_seat_is_in_and_the_host_cannot_pick_it() -> None:
    net = room()
    net.join("p1", Guest("Ann", entropy=counter_entropy(1)), 1)
    assert net.host.phase == "lobby"
    net.join("p2", Guest("Bob", entropy=counter_entropy(2)), 2)
    assert net.host.phase == "playing"
    types = [json.loads(m)["type"] for m in net.received["p2"]]
    assert types[:5] == ["welcome", "seed_start", "seed_commits", "update", "update"] or types[:4] == [
        "welcome", "seed_start", "seed_commits", "update",
    ]  # fmt: skip
    values = {
        "host": net.host.round.secret,
        "seat1": net.guests["p1"].secret,
        "seat2": net.guests["p2"].secret,
    }
    assert net.host.seed == fairseed.derive_seed(values)  # type: ignore[arg-type]
    assert net.guests["p1"].commits == net.host.round.commits


def test_guests_reveal_only_to_the_host_and_learn_the_values_at_the_end() -> None:
    net = seated()
    secret_hexes = {g.secret.hex() for g in net.guests.values() if g.secret}
    for peer, messages in net.received.items():
        for text in messages:
            assert not any(h in text for h in secret_hexes), f"{peer} saw a secret before the end"
    assert str(net.host.seed) not in "".join(net.received["p1"])


def test_seed_messages_out_of_place_are_refused() -> None:
    net = room()
    net.join("p1", Guest("Ann"), 1)
    net.send("p1", raw(type="seed_commit", round=1, commit="0" * 64))
    assert errors(net, "p1") == ["not_seeding"]
    net.join("p2", Guest("Bob"), 2)  # the game starts
    net.send("p2", raw(type="seed_reveal", round=1, value="0" * 64))
    assert errors(net, "p2") == ["not_seeding"]


def test_seed_round_refusals_name_the_problem() -> None:
    net = room()
    host = net.host
    host.connect("a", 1)
    host.connect("b", 2)
    host.handle("a", Guest("A").hello())
    out = host.handle("b", Guest("B").hello())
    assert [m.type for _, m in out if _ == "b"] == ["welcome", "seed_start"]
    number = host.round.number

    def code(peer: str, **fields: Any) -> str:
        reply = host.handle(peer, raw(**fields))
        return reply[0][1].code if reply and reply[0][1].type == "error" else "ok"  # type: ignore[union-attr]

    value = bytes(32)
    commit = fairseed.commitment(number, "seat1", value)
    assert code("a", type="seed_commit", round=number + 1, commit=commit) == "wrong_round"
    assert code("a", type="seed_reveal", round=number, value=value.hex()) == "too_early"
    assert code("a", type="seed_commit", round=number, commit=commit) == "ok"
    assert code("a", type="seed_commit", round=number, commit="1" * 64) == "already_committed"
    host.connect("s")
    host.handle("s", Guest("S", role="spectator").hello())
    assert code("s", type="seed_commit", round=number, commit=commit) == "not_participant"
    assert (
        code("b", type="seed_commit", round=number, commit=fairseed.commitment(number, "seat2", value))
        == "ok"
    )
    assert code("a", type="seed_reveal", round=number, value=bytes([1] * 32).hex()) == "bad_reveal"
    assert host.phase == "seeding"
    assert code("a", type="seed_reveal", round=number, value=value.hex()) == "ok"
    assert code("b", type="seed_reveal", round=number, value=value.hex()) == "ok"
    assert host.phase == "playing"


def test_a_drop_during_the_draw_starts_a_new_round_when_all_are_back() -> None:
    net = room()
    host = net.host
    host.connect("a", 1)
    host.connect("b", 2)
    host.handle("a", Guest("A").hello())
    host.handle("b", Guest("B").hello())
    first = host.round.number
    host.disconnect("b")
    assert host.phase == "lobby"
    host.connect("b2", 2)
    out = host.handle("b2", raw(type="hello", name="B", role="player", token=host.slots[2].token))
    assert host.phase == "seeding" and host.round.number == first + 1
    assert {p for p, m in out if m.type == "seed_start"} == {"a", "b2"}


def test_without_remote_seats_or_fairness_the_game_starts_at_once() -> None:
    assert room(("computer", "local", "local")).host.phase == "playing"
    net = room(fair=False)
    net.join("p1", Guest("A"), 1)
    net.join("p2", Guest("B"), 2)
    assert net.host.phase == "playing" and net.host.round.reveals == {}


# ---------------------------------------------------------------- playing


def test_each_seat_receives_its_own_view_and_spectators_the_public_one() -> None:
    net = seated()
    net.join("s", Guest("S", role="spectator"))
    state = net.host.match.state  # type: ignore[union-attr]
    assert net.guests["p1"].view == GAME.view(state, 1)
    assert net.guests["p2"].view == GAME.view(state, 2)
    assert net.guests["s"].view == GAME.view(state, None)
    assert net.guests["s"].legal == []


def test_a_peer_acts_only_for_its_own_seat() -> None:
    net = seated()
    before = fingerprint(net.host)
    net.send("p1", raw(type="action", seat=2, state_id=net.guests["p1"].state_id, text="h1"))
    assert errors(net, "p1") == ["not_your_seat"] and fingerprint(net.host) == before


def test_spectators_never_act() -> None:
    net = seated()
    net.join("s", Guest("S", role="spectator"))
    before = fingerprint(net.host)
    net.send("s", raw(type="action", seat=1, state_id=net.guests["s"].state_id, text="h1"))
    assert errors(net, "s") == ["spectator"] and fingerprint(net.host) == before


def test_a_stale_action_is_refused_with_the_current_state_id() -> None:
    net = seated()
    net.send("p1", net.guests["p1"].act("h1"))
    before = fingerprint(net.host)
    net.send("p2", raw(type="action", seat=2, state_id=0, text="h2"))
    assert errors(net, "p2") == ["stale"] and fingerprint(net.host) == before
    assert last(net, "p2")["state_id"] == net.host.match.state_id  # type: ignore[union-attr]


def test_out_of_turn_and_illegal_actions_are_refused() -> None:
    net = seated()
    before = fingerprint(net.host)
    net.send("p1", net.guests["p1"].act("g1"))
    assert errors(net, "p1") == ["illegal"] and "not one of your legal actions" in last(net, "p1")["message"]
    net.send("p1", net.guests["p1"].act("?!"))
    assert errors(net, "p1")[-1] == "illegal" and fingerprint(net.host) == before
    net.send("p1", net.guests["p1"].act("h1"))
    net.send("p1", net.guests["p1"].act("h2"))
    assert errors(net, "p1")[-1] == "not_your_turn"


def test_actions_before_the_start_and_after_the_end_are_refused() -> None:
    net = room()
    net.join("p1", Guest("A"), 1)
    net.send("p1", raw(type="action", seat=1, state_id=0, text="h1"))
    assert errors(net, "p1") == ["not_started"]
    net.join("p2", Guest("B"), 2)
    net.play_to_end(random.Random(1))
    net.send("p1", raw(type="action", seat=1, state_id=net.guests["p1"].state_id, text="stay"))
    assert errors(net, "p1")[-1] == "game_over"


def test_the_host_plays_its_local_seats_and_never_a_guests() -> None:
    net = seated(("local", "remote", "remote"))
    net.send("p1", net.guests["p1"].act("h1"))
    net.send("p2", net.guests["p2"].act("h2"))
    with pytest.raises(IllegalAction):
        net.host.act_local(1, "stay")
    with pytest.raises(IllegalAction):
        net.host.act_local(0, "h1")
    net.deliver(net.host.act_local(0, "g3", net.host.match.state_id))  # type: ignore[union-attr]
    assert net.guests["p1"].log[-1]["kind"] == "guess" and net.guests["p1"].log[-1]["data"]["cell"] == 3


def test_ping_sync_and_bye() -> None:
    net = seated()
    net.send("p1", raw(type="ping", nonce=5))
    assert last(net, "p1") == {"v": 1, "type": "pong", "nonce": 5}
    net.send("p1", raw(type="sync"))
    assert last(net, "p1")["type"] == "update" and last(net, "p1")["resync"] is True
    net.send("p1", net.guests["p1"].bye())
    assert not net.host.peers["p1"].joined and net.host.slots[1].peer is None
    assert last(net, "p2")["type"] == "seats" and not last(net, "p2")["seats"][1]["connected"]


# ---------------------------------------------------------------- drops, resume, stand-ins


def test_a_dropped_peer_is_shown_to_everyone() -> None:
    net = seated()
    net.join("s", Guest("S", role="spectator"))
    net.drop("p2")
    for peer in ("p1", "s"):
        seats = last(net, peer)
        assert seats["type"] == "seats" and seats["seats"][2]["connected"] is False
    assert net.host.invites_needed() == (2,)


def test_a_reloaded_guest_rejoins_its_seat_with_its_token() -> None:
    net = seated()
    net.send("p1", net.guests["p1"].act("h4"))
    stored = net.guests["p1"].to_json()
    net.drop("p1")
    guest = Guest.from_json(stored)
    net.join("p1-again", guest, 1)
    assert guest.seat == 1 and guest.view == GAME.view(net.host.match.state, 1)  # type: ignore[union-attr]
    assert guest.view["cells"][0] == 4  # type: ignore[index]


def test_a_newer_connection_takes_the_seat_over() -> None:
    net = seated()
    token = net.host.slots[1].token
    net.guests["new"], net.received["new"] = Guest("Ann", token=token), []
    net.host.connect("new", 1)
    net.send("new", net.guests["new"].hello())
    assert net.host.slots[1].peer == "new" and net.guests["p1"].closed
    net.send("p1", raw(type="action", seat=1, state_id=0, text="h1"))
    assert errors(net, "p1")[-1] == "not_joined"


def test_a_computer_stands_in_for_a_dropped_seat_until_it_returns() -> None:
    net = seated()
    net.drop("p2")
    net.deliver(net.host.set_stand_in(2, True))
    assert net.host.seat_table()[2].stand_in
    net.send("p1", net.guests["p1"].act("h1"))  # then the stand-in hides at once
    assert net.host.match.state.phase != "hide"  # type: ignore[union-attr]
    assert net.host.match.actions[-1][0] == 2 or net.host.match.actions[-1][0] == 0  # type: ignore[union-attr]
    net.join("p2-back", Guest("Bob", token=net.host.slots[2].token), 2)
    assert not net.host.slots[2].stand_in and net.guests["p2-back"].seat == 2


def test_a_guest_cannot_act_while_a_computer_stands_in() -> None:
    net = seated()
    net.deliver(net.host.set_stand_in(2, True))
    net.send("p2", net.guests["p2"].act("h3"))
    assert errors(net, "p2") == ["stand_in"]


def test_an_engine_failure_is_an_error_reply_and_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    net = seated()
    before = fingerprint(net.host)

    def broken(*args: Any) -> Any:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(GAME, "apply", broken)
    net.send("p1", net.guests["p1"].act("h1"))
    assert errors(net, "p1") == ["engine_error"] and fingerprint(net.host) == before
    assert "engine bug" not in last(net, "p1")["message"]


def test_a_room_keeps_a_bounded_number_of_connections() -> None:
    host = room().host
    for i in range(MAX_PEERS):
        assert host.connect(f"c{i}") == []
    [(peer, refusal)] = host.connect("one-too-many")
    assert peer == "one-too-many" and refusal.type == "error" and refusal.code == "room_full"
    [(_, refusal)] = host.handle("another", Guest("X").hello())
    assert refusal.code == "room_full" and "another" not in host.peers  # type: ignore[union-attr]


def test_releasing_a_seat_revokes_its_token() -> None:
    net = seated()
    old = net.host.slots[2].token
    net.deliver(net.host.release_seat(2))
    assert net.guests["p2"].closed and net.host.slots[2].token != old and not net.host.slots[2].claimed
    net.join("x", Guest("X", token=old), 2)
    assert errors(net, "x") == ["bad_token"]
    net.join("y", Guest("Yan"), 2)
    assert net.guests["y"].seat == 2


# ---------------------------------------------------------------- storage


def test_the_host_restores_exactly_and_every_seat_lands_where_it_was() -> None:
    net = seated()
    chooser = random.Random(2)
    for _ in range(3):
        movers = [p for p, g in net.guests.items() if g.seat in g.to_act]
        net.send(movers[0], net.guests[movers[0]].act(chooser.choice(net.guests[movers[0]].legal)))
    blob = net.host.to_json()
    views = {p: g.view for p, g in net.guests.items()}
    restored = Host.from_json(blob, entropy=counter_entropy(99))
    assert fingerprint(restored) == fingerprint(net.host)
    assert restored.to_json() == blob
    assert restored.invites_needed() == (1, 2)
    again = Net(restored)
    for peer, guest in list(net.guests.items()):
        back = Guest.from_json(guest.to_json())
        again.join(peer + "'", back, guest.seat)  # type: ignore[arg-type]
        assert back.view == views[peer] and back.seat == guest.seat
    assert restored.phase == "playing"


def test_a_bad_stored_room_is_refused_with_a_reason() -> None:
    net = seated()
    net.send("p1", net.guests["p1"].act("h1"))
    blob = json.loads(net.host.to_json())
    for change, words in [
        (lambda b: b.update(format="x"), "format"),
        (lambda b: b["actions"].append([2, "g9"]), "not legal"),
        (lambda b: b.update(game="chess"), "known game"),
        (lambda b: b["seats"][0].update(token="A" * 24), "tokens"),
        (lambda b: b.update(seed=None), "no seed"),
    ]:
        bad = json.loads(json.dumps(blob))
        change(bad)
        with pytest.raises(SaveError, match=words):
            Host.from_json(json.dumps(bad))
    with pytest.raises(SaveError, match="not valid JSON"):
        Host.from_json(net.host.to_json()[:100])


def test_a_room_refuses_bad_settings_at_once() -> None:
    with pytest.raises(SaveError):
        Host(GAME_ID, plans(("remote",)))
    with pytest.raises(ValueError, match="2-3 players"):
        Host(GAME_ID, plans(("remote", "remote")), options={"x": 1})
    with pytest.raises(ValueError):
        Host(GAME_ID, [SeatPlan("remote", ""), SeatPlan("local", "B")])


def test_the_end_sends_the_record_and_collects_verdicts() -> None:
    net = seated()
    net.join("s", Guest("S", role="spectator"))
    net.play_to_end(random.Random(4))
    for peer in ("p1", "p2", "s"):
        verify = parse_message(net.received[peer][-1])
        assert verify.type == "verify"
        verdict = net.guests[peer].verdict
        assert verdict is not None and not verdict.failed, verdict
    assert set(net.host.verdicts) == {"seat1", "seat2", "spectator:s"}
    assert net.host.verdicts["seat1"][0] and net.host.verdicts["seat2"][0]
    # the spectator came after the draw: not "verified", and it says what it could not check
    assert not net.host.verdicts["spectator:s"][0]
    assert "not fully checked (seed_away)" in net.host.verdicts["spectator:s"][1]
    assert encode_message(verify)
