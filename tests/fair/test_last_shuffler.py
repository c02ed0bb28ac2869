"""What the last seat to shuffle can do, and what catches it (docs/peek-proof.md, the threat model).

The last shuffler knows where every card of its pass goes.  It can put, at its own hand's
slots, the other seat's cards re-encrypted under its own per-slot locks: a new number each,
so nothing on arrival can tell (SRA without a proof of shuffle).  The keys it is handed for
its own hand then open the other seat's cards.  This test pins down the weakness as
documented (it sees them) and the part that holds: the audit at the end names it, so such
a match is never verified.  Found by an attacker review in session 25.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from pharaoh.fair import errors
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.group import Group
from pharaoh.fair.wire import to_hex
from pharaoh.games.valley_kings.game import GAME

TOY = Group("test-128", 0x8000000000000000000000000000225F)


def test_the_last_shuffler_can_see_the_other_hand_and_the_audit_names_it() -> None:
    spec = GAME.deal_spec(2, {})
    partial = GAME.partial_game(12345, 2, {}, 0)
    theirs = [*partial.hands[0], *partial.papyrus[0]]
    mine = [*partial.hands[1], *partial.papyrus[1]]
    honest = DeckPlayer.new(TOY, spec.label, "m-last", 0, seat=0, players=2, piles=spec.piles)
    cheat = DeckPlayer.new(TOY, spec.label, "m-last", 0, seat=1, players=2, piles=spec.piles)
    honest, out = honest.step()
    cheat = cheat.receive_only(out[0])
    # the cheat's pass: honest everywhere but its own hand's slots, which get the other hand's cards
    keys, before, p = cheat.my_keys, cheat.shuffles[0], TOY.p
    order = keys.permutation(cheat.piles)
    deck = [pow(before[order[j]], keys.lock_exponent(j), p) for j in range(cheat.size)]
    for h, j in zip(mine, theirs, strict=True):
        assert cheat.pile_of(h) == cheat.pile_of(j)
        deck[h] = pow(before[order[j]], keys.lock_exponent(h), p)
    message = cheat._header("shuffle") | {"commit": cheat.commitment(), "deck": [to_hex(x) for x in deck]}
    cheat = replace(
        cheat, commits=(*cheat.commits, cheat.commitment()), shuffles=(*cheat.shuffles, tuple(deck))
    )
    honest, out = honest.receive(message)  # every check on arrival passes
    cheat = cheat.receive_only(out[0])
    assert honest.dealt and cheat.dealt
    for j in theirs:
        cheat, key = cheat.give_key(j, to=0)
        honest = honest.receive_only(key)
    for h in mine:
        honest, key = honest.give_key(h, to=1)
        cheat = cheat.receive_only(key)
    hand = []
    for j in theirs:
        honest, card = honest.open_card(j)
        hand.append(card)
    seen = []
    for h in mine:
        cheat, card = cheat.open_card(h)
        seen.append(card)
    assert seen == hand, "the weakness as documented: the last shuffler sees the other hand"
    honest, _ = honest.reveal()
    cheat, opened = cheat.reveal()
    honest = honest.receive_only(opened)
    with pytest.raises(errors.ShuffleCheat) as caught:
        honest.audit()
    assert caught.value.suspects == (1,)
