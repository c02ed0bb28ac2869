"""Save files: validated by pydantic, replayed through the engine, every problem named."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pharaoh.engine.match import Match
from pharaoh.savefile import save_checksum
from pharaoh.saves import MAX_SAVE_BYTES, SaveError, SeatPlan, load_save, record_digest, save_text

from .toy import GAME_ID

SEATS = [SeatPlan("local", "Ann"), SeatPlan("computer", "Cleo", "random"), SeatPlan("remote", "Bob")]


def played(steps: int = 12) -> Match:
    match = Match(GAME_ID, 77, 3)
    chooser = random.Random(1)
    while match.outcome() is None and match.state_id < steps:
        seat = match.to_act()[0]
        match.act(seat, chooser.choice(match.legal(seat)), match.state_id)
    return match


def body(match: Match | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(save_text(match or played(), SEATS, created="2025-11-22T10:00:00Z"))
    return data


def reason(data: dict[str, Any] | str | bytes) -> str:
    text = data if isinstance(data, str | bytes) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        load_save(text)
    return str(info.value)


def test_a_save_loads_back_into_the_same_match() -> None:
    match = played()
    loaded = load_save(save_text(match, SEATS, created="2025-11-22T10:00:00Z"))
    assert loaded.match.digest() == match.digest() and loaded.match.state == match.state
    assert loaded.seats == tuple(SEATS) and loaded.created == "2025-11-22T10:00:00Z"
    assert body()["format"] == "pharaoh-save" and body()["version"] == 2


def test_the_checksum_covers_the_record_and_who_plays_each_seat() -> None:
    match = played()
    data = body(match)
    assert data["checksum"] == save_checksum(match.record().to_json(), data["seats"])
    assert record_digest(match.record()) == match.digest()  # version 1's checksum: the record alone


def test_a_computer_seat_turned_into_a_persons_is_caught_by_the_checksum() -> None:
    """A person editing a save against the computer, to be shown the computer's hidden cards."""
    data = body()
    kinds = [seat["kind"] for seat in data["seats"]]
    computer = kinds.index("computer")
    data["seats"][computer] = {"kind": "local", "name": "Me too", "bot": None}
    assert "changed after it was saved" in reason(data)


def test_a_file_of_save_version_1_is_refused_but_the_pages_own_stored_one_still_opens() -> None:
    """Version 1 did not cover the seats, so a file of it is refused.

    Its seats could be changed unseen, and marking a new file as version 1 must not get around
    version 2; a stored game of the older page stays playable.
    """
    match = played()
    data = body(match)
    data["version"], data["checksum"] = 1, match.digest()
    assert "older version of the page" in reason(data)
    assert load_save(json.dumps(data), stored=True).match.digest() == match.digest()
    data["seats"].reverse()  # in storage too, version 1 checks its own checksum (the record)
    data["actions"] = data["actions"][:-1]
    with pytest.raises(SaveError, match="changed after it was saved"):
        load_save(json.dumps(data), stored=True)


def test_a_truncated_file_is_named_as_such() -> None:
    text = save_text(played(), SEATS)
    for cut in (1, len(text) // 2, len(text) - 2):
        assert "not valid JSON" in reason(text[:cut])
    assert "not valid JSON" in reason("")


def test_a_changed_action_is_caught_by_the_checksum() -> None:
    data = body()
    data["actions"][3][1] = "g5" if data["actions"][3][1] != "g5" else "g4"
    assert "changed after it was saved" in reason(data)


def test_an_illegal_action_is_named_even_with_a_recomputed_checksum() -> None:
    data = body()
    data["actions"].append([0, "h9"])
    data["checksum"] = "0" * 16
    from pharaoh.engine.match import Record

    record = Record(
        data["game"], data["seed"], data["players"], data["options"], tuple(map(tuple, data["actions"]))
    )
    data["checksum"] = save_checksum(record.to_json(), data["seats"])
    message = reason(data)
    assert f"action {len(data['actions'])} of {len(data['actions'])}" in message and "'h9'" in message


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.update(version=3), "version"),
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d.update(game="../x"), "game"),
        (lambda d: d.update(players=9), "not 9"),
        (lambda d: d.update(players="3"), "players"),
        (lambda d: d.update(seed=-1), "seed"),
        (lambda d: d.update(seed=2**64), "seed"),
        (lambda d: d.update(seats=d["seats"][:2]), "2 seats"),
        (lambda d: d["seats"][1].update(bot="genius"), "no computer player 'genius'"),
        (lambda d: d["seats"][0].update(bot="random"), "names a computer player"),
        (lambda d: d["seats"][0].update(kind="robot"), "kind"),
        (lambda d: d["seats"][0].update(name=""), "name"),
        (lambda d: d["actions"].append([5, "g1"]), "seat 5"),
        (lambda d: d["actions"].append([0, "x" * 500]), "actions"),
        (lambda d: d["actions"].append([0]), "actions"),
        (lambda d: d.update(options={"x": [1]}), "options"),
        (lambda d: d.update(created="yesterday"), "created"),
        (lambda d: d.update(created="2025-02-30T10:00:00Z"), "does not exist"),
        (lambda d: d.update(extra=1), "unknown field 'extra'"),
        (lambda d: d.pop("checksum"), "lacks the field 'checksum'"),
    ],
)
def test_every_bad_field_is_named(change: Any, words: str) -> None:
    data = body()
    change(data)
    assert words in reason(data)


def test_options_the_game_refuses_are_named() -> None:
    data = body(Match(GAME_ID, 1, 3))
    data["options"] = {"speed": 2}
    from pharaoh.engine.match import Record

    record = Record(GAME_ID, data["seed"], 3, {"speed": 2}, ())
    data["checksum"] = save_checksum(record.to_json(), data["seats"])
    assert "cannot start with these settings" in reason(data)


def test_not_an_object_too_big_and_not_text() -> None:
    assert "JSON object" in reason("[1, 2]")
    assert "too big" in reason("x" * (MAX_SAVE_BYTES + 1))
    with pytest.raises(SaveError):
        load_save(None)  # type: ignore[arg-type]
    assert "not valid JSON" in reason(b"\xff\xfe")


def test_saving_refuses_seats_that_do_not_fit() -> None:
    with pytest.raises(SaveError):
        save_text(played(), SEATS[:2])
