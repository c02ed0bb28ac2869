"""Random garbage in a peer's message or a saved deal raises a FairPlayError, never anything else."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.dice import Roll
from pharaoh.fair.errors import FairPlayError

from .deal import TOY, run_deal, seats, show

JUNK: list[Any] = [None, True, -1, 0, 2**70, 1.5, "", "ff", "0", "zz", "x" * 5000, [], {}, ["ff"], [[0, 0]]]


def faults(attempt: Any, cases: list[Any]) -> int:
    """How many of ``cases`` ``attempt`` refused with a FairPlayError (anything else fails the test)."""
    count = 0
    for case in cases:
        try:
            attempt(case)
        except FairPlayError:
            count += 1
    return count


def mutate(value: Any, rng: random.Random) -> Any:
    """``value`` with one random part replaced by junk, removed, or added."""
    value = copy.deepcopy(value)
    if isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        roll = rng.random()
        if roll < 0.15:
            del value[key]
        elif roll < 0.25:
            value["extra"] = rng.choice(JUNK)
        elif roll < 0.6:
            value[key] = rng.choice(JUNK)
        else:
            value[key] = mutate(value[key], rng)
        return value
    if isinstance(value, list) and value:
        i = rng.randrange(len(value))
        if rng.random() < 0.3:
            return value[:i] + value[i + 1 :]
        value[i] = mutate(value[i], rng) if rng.random() < 0.5 else rng.choice(JUNK)
        return value
    return rng.choice(JUNK)


@pytest.mark.parametrize("seed", range(3))
def test_mutated_deal_messages_raise_only_named_faults(seed: int) -> None:
    rng = random.Random(21 + 100 * seed)
    table = seats(TOY, 3, (5, 2), rng)
    table[0], (shuffle,) = table[0].step()
    dealt = seats(TOY, 2, (5, 2), rng)
    run_deal(dealt)
    key = dealt[1].give_key(3, 0)[1]
    reveal = dealt[1].reveal()[1]
    for player, message in ((table[1], shuffle), (dealt[0], key), (dealt[0], reveal)):
        cases = [mutate(message, rng) for _ in range(500)]
        assert faults(player.receive, cases) > 400


@pytest.mark.parametrize("seed", range(3))
def test_mutated_saves_raise_only_named_faults(seed: int) -> None:
    rng = random.Random(22 + 100 * seed)
    table = seats(TOY, 2, (4, 2), rng)
    run_deal(table)
    show(table, 1, 0)
    table[0], _ = table[0].open_card(1)
    good = json.loads(json.dumps(table[0].to_json()))
    groups = {TOY.name: TOY}
    cases = [mutate(good, rng) for _ in range(400)]
    assert faults(lambda data: DeckPlayer.from_json(data, groups), cases) > 300


@pytest.mark.parametrize("seed", range(3))
def test_mutated_die_messages_raise_only_named_faults(seed: int) -> None:
    rng = random.Random(23 + 100 * seed)
    rolls = [Roll.new("m", s, 2, 0, entropy=rng.randbytes) for s in range(2)]
    commit = rolls[0].commit_message()
    rolls[1] = rolls[1].receive(commit)
    rolls[0] = rolls[0].receive(rolls[1].commit_message())
    reveal = rolls[0].reveal_message()
    for message in (commit, reveal):
        cases = [mutate(message, rng) for _ in range(500)]
        assert faults(rolls[1].receive, cases) > 400
