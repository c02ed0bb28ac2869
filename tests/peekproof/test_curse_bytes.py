"""Every byte each browser holds during whole curse matches, up to the end's openings.

The mummy's browser: no explorer square (not in a message, not in its state: only the
squares everybody saw), no face an explorer threw, no explorer's share of such a throw, no
salt of the keeper's commitments, no card key, no card.  An explorer's browser: the keys and
cards of its own hand only, no other seat's secret number, no other hand's card in its state.
A planted leak is caught (the checks are not blind).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from tests.peekproof.multi_harness import Browser, new_table, run

from pharaoh.fair.wire import to_hex
from pharaoh.games.mummy_curse.cards import CARD_NAMES
from pharaoh.games.mummy_curse.partial import BLANK, HIDDEN, Side, hand_slots, stand_ins
from pharaoh.games.mummy_curse.state import OUT

PUBLIC_EXPLORER_MOVE = re.compile(r"^(recover|roll|reroll|skip|(move [1-4]|arrow)( lay [a-z]+-[a-z]+)?)$")
MUMMY_MOVE = re.compile(r"^(roll|stop|step [nesw])$")
OPENINGS = ("open", "objection")


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    else:
        yield value


def _before_openings(browser: Browser) -> list[tuple[int, dict[str, Any]]]:
    """The messages received before any seat opened its secrets (the end, or an objection)."""
    out = []
    for sender, text in browser.received:
        message = json.loads(text)
        inner = message.get("m")
        if message["t"] in OPENINGS or (isinstance(inner, dict) and inner.get("kind") == "reveal"):
            break
        out.append((sender, message))
    return out


def _held(browser: Browser) -> list[tuple[Any, Any, Any, Any]]:
    """Its snapshots (state, deal, rolls, salt seed) taken before the openings arrived."""
    cut = len(_before_openings(browser))
    return [
        (state, deck, rolls, salt)
        for state, (count, deck, rolls, salt) in zip(browser.states, browser.held, strict=True)
        if count <= cut
    ]


def secrets_of(browsers: list[Browser], seat: int, side_rolls: set[int]) -> dict[str, str]:
    """Every secret number of the other seats that ``seat`` must never hold, as hex: what it would reveal."""
    players = len(browsers)
    own = set(hand_slots(players, seat - 1)) if seat > 0 else set()
    out = {}
    for b in browsers:
        t = b.match.seat
        if t == seat:
            continue
        keys = b.match.deck.my_keys
        out[b.match.deck.seed.hex()] = f"seat {t}'s deal seed"
        for slot in range(b.match.deck.size):
            if slot not in own:
                out[to_hex(keys.card_key(slot))] = f"seat {t}'s key for slot {slot}"
        if b.match.salt_seed is not None and seat == 0:
            out[b.match.salt_seed.hex()] = "the keeper's salt seed"
        if seat == 0 and t > 0:
            for r, roll in b.match.rolls.items():
                if r in side_rolls:
                    out[roll.value.hex()] = f"seat {t}'s share of an explorers' throw"
    return out


def problems(browsers: list[Browser], seat: int) -> list[str]:
    """What ``seat``'s browser holds that it must not (empty: nothing)."""
    browser = browsers[seat]
    players = len(browsers)
    found: list[str] = []
    side_rolls = {r for (s, _, _), r in zip(browser.match.moves, browser.match.roll_of, strict=True) if s > 0}
    forbidden = secrets_of(browsers, seat, {r for r in side_rolls if r is not None})
    fakes = set(stand_ins(players))
    own = set(hand_slots(players, seat - 1)) if seat > 0 else set()
    laid = {public.split()[-1] for _, public, _ in browser.match.moves if " lay " in public}
    for sender, message in _before_openings(browser):
        kind = message["t"]
        for leaf in _leaves(message):
            if isinstance(leaf, str) and leaf in forbidden:
                found.append(f"a message holds {forbidden[leaf]}")
            if isinstance(leaf, str) and leaf in CARD_NAMES and leaf not in laid:
                found.append(f"a message names {leaf}, never laid")
        inner = message.get("m") if isinstance(message.get("m"), dict) else {}
        if inner.get("kind") == "key" and (inner.get("to") != seat or inner.get("pos") not in own):
            found.append(f"a key for slot {inner.get('pos')} reached seat {seat}")
        if seat == 0:
            if kind not in ("deal", "move", "die", "report"):
                found.append(f"the mummy received a {kind!r} message")
            if kind == "move":
                pattern = MUMMY_MOVE if sender == 0 else PUBLIC_EXPLORER_MOVE
                if not pattern.match(message["text"]):
                    found.append(f"the mummy heard {message['text']!r}")
            if kind == "die" and inner.get("kind") == "die-reveal" and message["r"] in side_rolls:
                found.append(f"the mummy received seat {sender}'s share of an explorers' throw")
    for state, deck, rolls, salt in _held(browser):
        assert isinstance(state, Side)
        if set(deck.keys) - own or set(deck.known) - own:
            found.append(
                f"seat {seat}'s deal holds keys or cards of slots {sorted(set(deck.keys) | set(deck.known))}"
            )
        for h, hand in enumerate(state.state.hands):
            if h != seat - 1 and not set(hand) <= fakes:
                found.append(f"seat {seat}'s state holds hand {h}'s cards")
        if seat == 0:
            if salt is not None:
                found.append("the mummy holds the keeper's salt seed")
            for r, roll in rolls.items():
                if r in side_rolls and set(roll.reveals) - {0}:
                    found.append("the mummy holds an explorer's share of an explorers' throw")
            mummy = state.state
            if any(face != BLANK for face in mummy.faces):
                found.append("the mummy's state holds a face thrown")
            for p, cell in enumerate(mummy.cells):
                if cell not in (HIDDEN, OUT) and mummy.beliefs[p] != 1 << cell:
                    found.append(f"the mummy's state places pawn {p} where nobody saw it")
    return found


@pytest.fixture(scope="module", params=[2, 3, 4])
def table(request: pytest.FixtureRequest) -> list[Browser]:
    browsers = new_table(request.param, 31 + request.param)
    run(browsers)
    assert all(b.match.verdict is not None and b.match.verdict.verified for b in browsers)
    return browsers


def test_no_browser_holds_another_seats_secrets(table: list[Browser]) -> None:
    for seat in range(len(table)):
        assert problems(table, seat) == [], seat
    # the mummy did hear of explorers' throws and laid cards: the checks above had things to look at
    mummy = table[0].match
    assert any(s > 0 and r is not None for (s, _, _), r in zip(mummy.moves, mummy.roll_of, strict=True))
    assert _held(table[0]) and len(_before_openings(table[0])) > 100


def test_the_check_is_not_blind(table: list[Browser]) -> None:
    """A key, a full move or a share planted in what the mummy received is found."""
    mummy = table[0]
    keeper = table[1].match
    planted = [
        (1, json.dumps({"t": "full", "n": 0, "seat": 1, "text": "move 3 h10"})),
        (1, json.dumps({"t": "salt", "seat": 1, "seed": keeper.salt_seed.hex() if keeper.salt_seed else ""})),
        (1, json.dumps({"t": "move", "n": 0, "seat": 1, "text": "move 3 h10"})),
        (1, json.dumps({"t": "deal", "m": {"kind": "key", "pos": 0, "to": 0, "key": "ab"}})),
    ]
    kept = list(mummy.received)
    try:
        for entry in planted:
            mummy.received = [entry, *kept]
            assert problems(table, 0), entry
    finally:
        mummy.received = kept
    explorer = table[-1]
    own = hand_slots(len(table), explorer.match.seat - 1)
    other = next(slot for slot in range(explorer.match.deck.size) if slot not in own)
    leak = to_hex(table[0].match.deck.my_keys.card_key(other))
    kept = list(explorer.received)
    try:
        explorer.received = [(0, json.dumps({"t": "deal", "m": {"kind": "x", "key": leak}})), *kept]
        assert problems(table, explorer.match.seat)
    finally:
        explorer.received = kept
