"""Undo is no free peek in Tara Wolf: an action that shows a seat the next tomb cannot be taken back.

The Seer in a camp shows its owner the next tomb (the top of the face-down tomb pile, only in
the owner's view: no event tells it).  Playing it, or taking it from the other camp with the
Sorceress, draws no chance and sends no private event, so the generic rule let the actor take
it back: play the Seer, read the next tomb, undo, and keep the Seer in hand for later.
"""

from __future__ import annotations

import pytest

from pharaoh.engine.match import Match
from pharaoh.engine.undo import REVEAL, UndoRefused

from .helpers import side, state


def match_at(position: object) -> Match:
    """A match standing on a hand-made position (its record does not matter here)."""
    match = Match("valley_kings", 1, 2)
    match.state = position
    return match


def test_playing_the_seer_shows_the_next_tomb_so_it_cannot_be_taken_back() -> None:
    match = match_at(state(side(hand=("seer", "dog"), coins=5)))
    assert match.view(0)["next_tomb"] is None
    match.act(0, "play:seer", match.state_id)
    assert match.view(0)["next_tomb"] == "haremhab"  # the top of the face-down tomb pile
    assert 0 in match.to_act()  # still seat 0's camp: only the barrier stands in the way
    assert match.undo_refusal(0) == REVEAL and match.undoable(0) == 0
    with pytest.raises(UndoRefused):
        match.undo(0, match.state_id)


def test_taking_the_seer_with_the_sorceress_cannot_be_taken_back() -> None:
    position = state(side(hand=("sorceress", "dog"), coins=5), side("montana_smith", camp=("seer",)))
    match = match_at(position)
    take = [a for a in match.legal(0) if a.startswith("play:sorceress") and "seer" in a]
    assert take, match.legal(0)
    match.act(0, take[0], match.state_id)
    assert match.view(0)["next_tomb"] == "haremhab" and match.view(1)["next_tomb"] is None
    assert match.undo_refusal(0) == REVEAL


def test_a_camp_move_that_shows_nothing_new_may_still_be_taken_back() -> None:
    position = state(side(hand=("dog",), camp=("seer",), coins=5))
    match = match_at(position)
    assert match.view(0)["next_tomb"] == "haremhab"  # the owner saw it before the move
    match.act(0, "play:dog", match.state_id)
    assert match.undo_refusal(0) is None
    match.undo(0, match.state_id)
    assert match.state == position
