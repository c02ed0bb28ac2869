"""Malformed and mutated messages in a curse match: never an exception, every fault names the sender.

A whole three-seat match is played; before a sample of its deliveries the receiving seat's
match is copied, and the message is mutated (a field dropped, added or replaced, deep inside
too) and given to the copy.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from tests.peekproof.multi_harness import Browser, new_table, run

from pharaoh.net.peekmulti import SideMatch

JUNK: list[Any] = [None, -1, 0, 1, 7, 10**30, 2.5, True, "", "x", "ff" * 40, [], {}, [1, 2], {"t": "move"}]


def twin(match: SideMatch) -> SideMatch:
    """A copy to try a message on: its values are immutable, only the containers are copied."""
    other = copy.copy(match)
    for name, value in vars(match).items():
        if isinstance(value, (list, set)):
            setattr(other, name, copy.copy(value))
        elif isinstance(value, dict):
            setattr(other, name, {k: copy.copy(v) if isinstance(v, list) else v for k, v in value.items()})
    return other


def mutate(value: Any, rng: random.Random, depth: int = 0) -> Any:
    """One random change somewhere in a JSON value."""
    if isinstance(value, dict) and value and (depth < 3 or rng.random() < 0.5):
        key = rng.choice(sorted(value))
        choice = rng.random()
        out = dict(value)
        if choice < 0.2:
            del out[key]
        elif choice < 0.3:
            out[rng.choice(["extra", "t", "n", "seat"])] = rng.choice(JUNK)
        elif choice < 0.6:
            out[key] = rng.choice(JUNK)
        else:
            out[key] = mutate(value[key], rng, depth + 1)
        return out
    if isinstance(value, list) and value and rng.random() < 0.7:
        out_list = list(value)
        i = rng.randrange(len(out_list))
        out_list[i] = mutate(out_list[i], rng, depth + 1) if rng.random() < 0.5 else rng.choice(JUNK)
        return out_list
    if isinstance(value, str) and value and rng.random() < 0.5:
        i = rng.randrange(len(value))
        return value[:i] + rng.choice("0af9 xz") + value[i + 1 :]
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
        return value + rng.choice([-1, 1, 2, 1000])
    return rng.choice(JUNK)


def test_mutated_messages_raise_nothing_and_name_the_sender() -> None:
    rng = random.Random(2026)
    browsers = new_table(3, 21)
    checked = {"n": 0, "named": 0}

    def fuzzing(browser: Browser) -> None:
        original = browser.on_message

        def on_message(link: str, text: str) -> None:
            if rng.random() < 0.12:
                sender = int(link[1:])
                for _ in range(3):
                    other = twin(browser.match)
                    message = mutate(json.loads(text), rng)
                    other.receive(sender, message)  # must not raise
                    checked["n"] += 1
                    if other.verdict is not None and not other.verdict.verified:
                        checked["named"] += 1
                        verdict = other.verdict
                        assert verdict.seat == sender, (message, verdict)
                        assert not verdict.reason.startswith("malformed message"), (message, verdict)
            original(link, text)

        browser.on_message = on_message  # type: ignore[method-assign]

    for b in browsers:
        fuzzing(b)
    run(browsers)
    assert all(b.match.verdict is not None and b.match.verdict.verified for b in browsers)
    assert checked["n"] > 300 and checked["named"] > checked["n"] // 2


def test_a_message_from_nowhere_is_refused_and_junk_names_the_sender() -> None:
    browsers = new_table(2, 3)
    match = browsers[0].match
    for junk in JUNK:
        other = twin(match)
        other.receive(1, junk)
        assert other.verdict is not None and other.verdict.seat == 1
    try:
        match.receive(0, {"t": "move"})
    except ValueError:
        pass
    else:
        raise AssertionError("a message from this seat itself is not a peer's")
    run(browsers)
    assert match.verdict is not None and match.verdict.verified
