"""Bad input never crashes a peek-proof match: a peer's message ends in a named verdict or nothing."""

from __future__ import annotations

import json
import random
from typing import Any

from tests.peekproof.harness import TOY, new_pair, random_chooser, run

from pharaoh.engine.game import IllegalAction
from pharaoh.fair.errors import FairPlayError
from pharaoh.games.valley_kings.game import GAME
from pharaoh.net.peekproof import PeekMatch

ODD: list[Any] = [
    None,
    True,
    -1,
    0,
    1,
    2,
    97,
    1 << 70,
    "",
    "x",
    "play:worker",
    "hide",
    [],
    [1],
    {},
    {"t": "move"},
    1.5,
]


def _mutate(message: Any, rng: random.Random) -> Any:
    """One random change somewhere in a JSON value: a field replaced, dropped or added."""
    if isinstance(message, dict) and message:
        key = rng.choice(sorted(message))
        roll = rng.random()
        if roll < 0.2:
            return {k: v for k, v in message.items() if k != key}
        if roll < 0.3:
            return message | {"extra": rng.choice(ODD)}
        if roll < 0.7 and isinstance(message[key], (dict, list)) and message[key]:
            return message | {key: _mutate(message[key], rng)}
        return message | {key: rng.choice(ODD)}
    if isinstance(message, list) and message:
        i = rng.randrange(len(message))
        return [*message[:i], _mutate(message[i], rng), *message[i + 1 :]]
    return rng.choice(ODD)


def test_mutated_messages_end_in_a_verdict_naming_the_sender() -> None:
    """Seat 1 restored from its save just before a message of a whole match; the message comes mutated."""
    a, b = new_pair(50, (random_chooser(1), random_chooser(2)))
    run((a, b))
    points: list[tuple[str, str]] = []  # (the save before a message, the message)
    last = ""
    for kind, item in b.log:
        if kind == "saved":
            last = item
        elif kind == "received" and last:
            points.append((last, item))
    rng = random.Random(50)
    reasons: set[str] = set()
    for _ in range(120):
        save, text = rng.choice(points)
        match = PeekMatch.from_json(GAME, json.loads(save), {TOY.name: TOY})
        moves = len(match.moves)
        match.receive(_mutate(json.loads(text), rng))  # must not raise
        verdict = match.verdict
        if verdict is not None:
            assert not verdict.verified and verdict.seat == 0 and verdict.reason
            reasons.add(verdict.reason.split(":")[0])
        else:
            assert len(match.moves) >= moves
    assert len(reasons) >= 3


def test_a_damaged_save_raises_only_named_faults() -> None:
    """A save edited or damaged anywhere is refused with a named fault, never another exception."""
    a, b = new_pair(51, (random_chooser(3), random_chooser(4)))
    run((a, b))
    saves = b.saves[:: max(1, len(b.saves) // 12)]
    rng = random.Random(51)
    refused = 0
    for _ in range(150):
        data = _mutate(json.loads(rng.choice(saves)), rng)
        try:
            PeekMatch.from_json(GAME, data, {TOY.name: TOY})
        except (FairPlayError, IllegalAction):
            refused += 1
    assert refused > 30
