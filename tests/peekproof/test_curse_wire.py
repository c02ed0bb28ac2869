"""The pydantic boundary of curse matches: every message a match sends passes it unchanged; junk does not."""

from __future__ import annotations

import json
import random

import pytest
from tests.peekproof.multi_harness import new_table, run
from tests.peekproof.test_curse_fuzz import mutate

from pharaoh.net.messages import ProtocolError
from pharaoh.net.sidewire import body_of, encode_body, parse_side


@pytest.fixture(scope="module")
def sent() -> list[dict[str, object]]:
    browsers = new_table(3, 17)
    run(browsers)
    assert all(b.match.verdict is not None and b.match.verdict.verified for b in browsers)
    return [json.loads(text) for b in browsers for _, text in b.sent]


def test_every_message_a_match_sends_passes_unchanged(sent: list[dict[str, object]]) -> None:
    kinds = set()
    for body in sent:
        assert body_of(parse_side(encode_body(body))) == body
        kinds.add(body["t"])
    assert kinds == {"deal", "salt", "move", "full", "die", "report", "open"}


def test_mutated_envelopes_are_refused_or_read_as_they_stand(sent: list[dict[str, object]]) -> None:
    rng = random.Random(7)
    refused = 0
    for _ in range(2000):
        envelope = json.loads(encode_body(rng.choice(sent)))
        text = json.dumps(mutate(envelope, rng))
        try:
            parse_side(text)
        except ProtocolError:
            refused += 1
    assert refused > 1000
    for junk in ("", "[", "[]", "{}", '{"v": 1}', '{"v": 1, "type": "peek", "body": {}}', "1" * 600_000):
        with pytest.raises(ProtocolError):
            parse_side(junk)
