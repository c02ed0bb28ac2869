"""A curse match's save: every save resumes to itself, a reloaded browser catches up, damage is named."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from tests.peekproof.multi_harness import TOY, Browser, new_table, run
from tests.peekproof.test_curse_fuzz import mutate

from pharaoh.fair.errors import FairPlayError
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.net.peekmulti import SideMatch, resume, save

GROUPS = {TOY.name: TOY}


def _reloaded(match: SideMatch) -> SideMatch:
    return resume(GAME, json.loads(json.dumps(save(match))), GROUPS)


def test_every_save_resumes_to_itself() -> None:
    browsers = new_table(3, 9)
    rng = random.Random(9)
    checked = [0]

    for b in browsers:
        original = b.on_message

        def on_message(link: str, text: str, b: Browser = b, original: Any = original) -> None:
            original(link, text)
            if rng.random() < 0.05:
                again = _reloaded(b.match)
                assert save(again) == json.loads(json.dumps(save(b.match)))
                assert again.view() == b.match.view() and again.can_act() == b.match.can_act()
                checked[0] += 1

        b.on_message = on_message  # type: ignore[method-assign]
    run(browsers)
    assert all(b.match.verdict is not None and b.match.verdict.verified for b in browsers)
    assert checked[0] > 50


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_browser_reloaded_mid_match_catches_up_and_the_match_verifies(seat: int) -> None:
    """A seat's tab closes (messages to it are lost) and reopens from its last save; all resend.

    The page saves after every step, before it sends; every browser sends again what it sent.
    """
    browsers = new_table(3, 12 + seat)
    target = browsers[seat]
    lost: list[str] = []
    saves: list[str] = []
    closed = [False]
    original_message, original_snapshot = target.on_message, target.snapshot

    def on_message(link: str, text: str, original: Any = original_message) -> None:
        if closed[0]:
            lost.append(text)  # the tab is closed: the message never arrives
            return
        original(link, text)

    def snapshot(original: Any = original_snapshot, target: Browser = target) -> None:
        original()
        saves.append(json.dumps(save(target.match)))

    target.on_message = on_message  # type: ignore[method-assign]
    target.snapshot = snapshot  # type: ignore[method-assign]
    for b in browsers:
        b.snapshot()
        b.send(b.match.start())
    moves = 0
    while any(b.act() for b in browsers if not (closed[0] and b is target)):
        moves += 1
        if moves >= 40 and not target.match.can_act():
            closed[0] = True  # the tab closes; the others play on until they wait for it
    target.match = resume(GAME, json.loads(saves[-1]), GROUPS)
    closed[0] = False
    for b in browsers:
        b.send(b.match.resend())
    run(browsers, start=False)
    assert lost, seat
    verdicts = [b.match.verdict for b in browsers]
    assert all(v is not None and v.verified for v in verdicts), (seat, verdicts)


def test_a_damaged_save_is_refused_with_a_named_fault_or_read_as_it_stands() -> None:
    browsers = new_table(2, 4)
    run(browsers)
    rng = random.Random(4)
    refused = 0
    for b in browsers:
        data = json.loads(json.dumps(save(b.match)))
        for _ in range(150):
            damaged = mutate(data, rng)
            try:
                resume(GAME, damaged, GROUPS)
            except FairPlayError:
                refused += 1
    assert refused > 100


def test_a_save_holding_a_message_no_honest_seat_sends_is_refused() -> None:
    """What waits in a save's inboxes passes the checks it passed on arrival, or the save is refused."""
    browsers = new_table(2, 5)
    for browser in browsers:
        browser.send(browser.match.start())
    host = browsers[0].match
    data = json.loads(json.dumps(save(host)))
    padded_throw = {"v": 1, "kind": "die-reveal", "match": host.match, "roll": 3, "seat": 1}
    padded_throw |= {"value": "ab" * 32, "salt": "cd" * 16, "pad": "x" * 100_000}
    deck = host.deck
    padded_key = {"v": 2, "kind": "key", "match": deck.match, "label": deck.label, "round": deck.round}
    padded_key |= {"seat": 1, "pos": 0, "to": 0, "key": "f" * 100_000}
    for field, junk in (("die_inbox", [[3, [padded_throw]]]), ("deal_inbox", [padded_key])):
        with pytest.raises(FairPlayError):
            resume(GAME, {**data, field: junk}, GROUPS)
    assert _reloaded(host).deal_inbox == host.deal_inbox  # the honest save still resumes
