"""Every byte a browser holds during a whole match: none of the other seat's secrets is derivable.

Each browser's record holds every message it received, every save it wrote and its
partial state after each step, up to the other seat's opening of its seed at the end
(after which every card is public by design).  A card's identity could leak as a
plaintext card number or type in a state, as a card's name in a move, as a number
that opens a ciphertext (a key, an exponent, a seed from which they derive), or as the
public encoding of a card (the preimage side of the cipher).  Each is checked.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from tests.peekproof.harness import (
    TOY,
    Browser,
    computer_chooser,
    hoarding_chooser,
    new_pair,
    random_chooser,
    run,
)

from pharaoh.engine.game import SLOT_SPAN
from pharaoh.fair.group import CardCode
from pharaoh.games.valley_kings.cards import ID, INDEX, PAPYRUS, TYPE
from pharaoh.games.valley_kings.partial import PILES, STAND_INS, Partial, pile_of
from pharaoh.net.peekproof import PeekMatch

HEX = frozenset("0123456789abcdef")


def _numbers(value: Any) -> Iterator[int]:
    """Every integer in a JSON value: ints, and strings of hex digits read as numbers."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, str):
        if value and HEX.issuperset(value):
            yield int(value, 16)
    elif isinstance(value, list):
        for item in value:
            yield from _numbers(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _numbers(key)
            yield from _numbers(item)


def _before_the_reveal(browser: Browser) -> list[tuple[str, Any]]:
    """The browser's record up to the first seed opening it received."""
    held = []
    for kind, item in browser.log:
        if kind == "received" and '"kind": "reveal"' in item:
            break
        held.append((kind, item))
    return held


def _shown_only(partial: Partial, shown: set[int]) -> None:
    """The seat's state names no card it was not shown: unseen cards are the stand-ins."""
    seat = partial.seat
    assert seat is not None
    assert {s for s in partial.known if s >= 0} <= shown  # negative: public cards
    state = partial.state
    other = state.sides[1 - seat]
    hand = sorted(partial.known.get(s, STAND_INS[0]) for s in partial.hands[1 - seat])
    assert sorted(other.hand) == hand
    assert sorted(other.papyrus) == sorted(
        partial.known.get(s, STAND_INS[1]) for s in partial.papyrus[1 - seat]
    )
    for k, slot in enumerate(partial.deck):
        assert state.deck[k] == partial.known.get(slot, STAND_INS[0])
    for k, slot in enumerate(partial.tombs):
        assert state.tomb_deck[k] == partial.known.get(slot, STAND_INS[2])
    assert set(state.out_papyrus) == {STAND_INS[1]}
    if state.table is not None and not state.table.revealed:
        down = sorted(partial.known.get(s, STAND_INS[pile_of(s)]) for s in partial.hidden[1 - seat])
        assert sorted(state.table.hidden[1 - seat]) == down


def _check(holder: Browser, other: Browser) -> int:
    """Assert that ``holder``'s record hides ``other``'s secrets; the number of secret slots."""
    me, them = holder.match, other.match
    shown = {deal * SLOT_SPAN + j for deal, player in enumerate(me.decks) for j in player.known}
    secrets = [[j for j in range(player.size) if j not in player.known] for player in me.decks]
    assert sum(map(len, secrets)) > 10  # the other's hand, the rest of the deck, the unseen papyrus
    held = _before_the_reveal(holder)
    numbers: set[int] = set()
    for kind, item in held:
        if kind == "state":
            if item is not None:  # None: before the seed (nothing known yet)
                _shown_only(item, shown)
        else:
            numbers.update(_numbers(json.loads(item)))
    exponents = [x for x in numbers if TOY.is_exponent(x)]
    for deal, secret in enumerate(secrets):
        mine, theirs_deal = me.decks[deal], them.decks[deal]
        # The other seat's secrets: its seed and salt, its exponents, its keys for the secret slots.
        keys = theirs_deal.my_keys
        theirs = {
            int.from_bytes(theirs_deal.seed, "big"),
            int(theirs_deal.salt.hex(), 16),
            keys.shuffle_exponent(),
            pow(keys.shuffle_exponent(), -1, TOY.q),
        }
        theirs.update(keys.lock_exponent(j) for j in range(mine.size))
        theirs.update(keys.card_key(j) for j in secret)
        assert not numbers & theirs
        # No card's public encoding (the plaintext side) is held.
        code = CardCode(TOY, mine.label, mine.size)
        assert not numbers & set(code.elements)
        # No number held opens a secret slot, alone or with this seat's own key.
        for j in secret:
            own = mine.my_keys.card_key(j)
            for x in exponents:
                for e in (x, x * own % TOY.q):
                    assert code.card_of(pow(mine.deck[j], e, TOY.p)) is None
    # Names: the other seat's moves name only cards they show to all; a card laid down has no name.
    for move, _ in me.moves:
        if move.seat == them.seat:
            name = move.text.partition(":")[2].partition(">")[0]
            if move.text == "hide":
                assert len(move.claims) == 1 and pile_of(move.claims[0]) in (0, 1)
            elif move.text.startswith(("play:", "discard:")):
                assert me.partial.known[move.claims[0]] == INDEX[name]
    return sum(map(len, secrets))


@pytest.mark.parametrize("seed", [31, 32, 53])
def test_no_browser_holds_the_other_seats_secrets(seed: int) -> None:
    """Seed 53: two hoarders, whose match deals the discard pile anew (its order stays secret too)."""
    choosers = (
        (hoarding_chooser(1), hoarding_chooser(2))
        if seed == 53
        else (random_chooser(seed), computer_chooser(seed))
    )
    a, b = new_pair(seed, choosers)
    run((a, b))
    assert seed != 53 or len(a.match.decks) > 1
    assert a.match.verdict is not None and a.match.verdict.verified
    assert b.match.verdict is not None and b.match.verdict.verified
    assert _check(a, b) and _check(b, a)


def test_the_record_catches_a_leak() -> None:
    """The check is not blind: a seat that stores a key it was not meant to get is caught."""
    a, b = new_pair(33, (random_chooser(1), random_chooser(2)))
    run((a, b))
    secret = next(j for j in range(PILES[0]) if j not in a.match.deck.known)
    leak = {"leak": format(b.match.deck.my_keys.card_key(secret), "x")}
    a.log.insert(0, ("received", json.dumps(leak)))
    with pytest.raises(AssertionError):
        _check(a, b)


def test_a_face_down_card_travels_without_its_name() -> None:
    a, b = new_pair(34, (random_chooser(3), random_chooser(4)))
    run((a, b))
    hides = [m for m, _ in a.match.moves if m.text == "hide"]
    assert hides and all(len(m.claims) == 1 for m in hides)
    names = {ID[c] for c in range(len(ID)) if TYPE[c] != PAPYRUS}
    for text in b.received:
        message = json.loads(text)
        if message.get("t") == "move" and message["text"].startswith("hide"):
            assert message["text"] == "hide" and not names & set(json.dumps(message).split('"'))


def test_a_reloaded_browser_holds_no_more_than_before() -> None:
    a, b = new_pair(35, (random_chooser(5), random_chooser(6)))
    run((a, b))
    text = b.saves[len(b.saves) // 2]
    match = PeekMatch.from_json(b.match.game, json.loads(text), {TOY.name: TOY})
    assert set(match.partial.known) == set(match.deck.known)
