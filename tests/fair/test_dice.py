"""Commit-reveal dice: every seat's share counts; copying, replaying and withholding are named."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from pharaoh.fair.dice import Roll
from pharaoh.fair.errors import (
    CommitmentMismatch,
    MalformedMessage,
    MissingReveal,
    ReplayedCommitment,
    UnexpectedMessage,
)


def new_rolls(players: int, roll: int, rng: random.Random) -> list[Roll]:
    return [Roll.new("m", s, players, roll, entropy=rng.randbytes) for s in range(players)]


def exchange_commits(rolls: list[Roll]) -> None:
    for s, roll in enumerate(rolls):
        for t in range(len(rolls)):
            if t != s:
                rolls[t] = rolls[t].receive(roll.commit_message())


def exchange_reveals(rolls: list[Roll], skip: int | None = None) -> None:
    messages = [roll.reveal_message() for roll in rolls]
    for s, message in enumerate(messages):
        for t in range(len(rolls)):
            if t != s and s != skip:
                rolls[t] = rolls[t].receive(message)


def test_all_seats_get_the_same_fair_die() -> None:
    rng = random.Random(1)
    faces: Counter[int] = Counter()
    for number in range(600):
        rolls = new_rolls(3, number, rng)
        exchange_commits(rolls)
        exchange_reveals(rolls)
        results = {roll.result(6) for roll in rolls}
        assert len(results) == 1
        faces[results.pop()] += 1
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert all(60 < n < 140 for n in faces.values())  # 100 expected each; fails by chance < 1e-4


def test_every_share_changes_the_die() -> None:
    rng = random.Random(2)
    rolls = new_rolls(2, 0, rng)
    outcomes = set()
    for byte in range(40):
        rolls[1] = replace(Roll.new("m", 1, 2, 0, entropy=lambda n, b=byte: bytes([b]) * n))
        fresh = [rolls[0], rolls[1]]
        exchange_commits(fresh)
        exchange_reveals(fresh)
        outcomes.add(fresh[0].result(20))
    assert len(outcomes) > 10


def test_a_copied_commitment_is_refused() -> None:
    rolls = new_rolls(2, 0, random.Random(3))
    copy = rolls[1].commit_message() | {"commit": rolls[0].commit_message()["commit"]}
    with pytest.raises(ReplayedCommitment) as caught:
        rolls[0].receive(copy)
    assert caught.value.suspects == (1,)


def test_a_share_from_an_earlier_roll_does_not_open() -> None:
    rng = random.Random(4)
    old = new_rolls(2, 0, rng)
    rolls = new_rolls(2, 1, rng)
    rolls[1] = replace(rolls[1], value=old[1].value, salt=old[1].salt)
    replayed = rolls[1].commit_message() | {"commit": old[1].commit_message()["commit"]}
    rolls[0] = rolls[0].receive(replayed)
    rolls[1] = rolls[1].receive(rolls[0].commit_message())
    reveal = rolls[1].reveal_message()
    with pytest.raises(CommitmentMismatch) as caught:
        rolls[0].receive(reveal)
    assert caught.value.suspects == (1,)


def test_opening_to_another_value_is_named() -> None:
    rolls = new_rolls(2, 0, random.Random(5))
    exchange_commits(rolls)
    forged = rolls[1].reveal_message() | {"value": "00" * 32}
    with pytest.raises(CommitmentMismatch) as caught:
        rolls[0].receive(forged)
    assert caught.value.suspects == (1,)


def test_withholding_a_reveal_is_a_visible_fault() -> None:
    rolls = new_rolls(3, 0, random.Random(6))
    exchange_commits(rolls)
    exchange_reveals(rolls, skip=2)
    with pytest.raises(MissingReveal) as caught:
        rolls[0].result(6)
    assert caught.value.suspects == (2,)


def test_early_and_malformed_messages_are_refused() -> None:
    rolls = new_rolls(3, 0, random.Random(7))
    with pytest.raises(UnexpectedMessage):
        rolls[0].reveal_message()  # not everybody committed
    rolls[1] = rolls[1].receive(rolls[0].commit_message())
    rolls[1] = rolls[1].receive(rolls[0].commit_message())  # the same again is harmless
    with pytest.raises(ReplayedCommitment):
        rolls[1].receive(rolls[0].commit_message() | {"commit": "ab" * 32})
    early = {
        "v": 1,
        "kind": "die-reveal",
        "match": "m",
        "roll": 0,
        "seat": 0,
        "value": "00" * 32,
        "salt": "00" * 16,
    }
    with pytest.raises(UnexpectedMessage):
        rolls[1].receive(early)
    good = rolls[2].commit_message()
    for bad in (
        good | {"seat": 1},
        good | {"seat": 5},
        good | {"kind": "x"},
        good | {"commit": "zz"},
        good | {"extra": 0},
        "text",
    ):
        with pytest.raises(MalformedMessage):
            rolls[1].receive(bad)
    with pytest.raises(UnexpectedMessage):
        rolls[1].receive(good | {"roll": 1})
