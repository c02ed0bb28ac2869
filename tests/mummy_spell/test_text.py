"""Log lines agree with their numbers: the top card, the top three cards."""

from __future__ import annotations

from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.describe import event_text


def test_the_mummy_looks_at_one_or_more_cards() -> None:
    assert event_text(Event("look", {"count": 3}), "de") == "Die Mumie sieht sich die obersten 3 Karten an."
    assert event_text(Event("look", {"count": 1}), "de") == "Die Mumie sieht sich die oberste Karte an."
    assert event_text(Event("look", {"count": 3}), "en") == "The mummy looks at the top 3 cards."
    assert event_text(Event("look", {"count": 1}), "en") == "The mummy looks at the top card."
    assert event_text(Event("look", {}), "en") == "look"
