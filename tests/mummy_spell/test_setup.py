"""C) Set-up: characters by player count, money, market, decks, start player."""

from __future__ import annotations

from collections import Counter

from pharaoh.games.mummy_spell.cards import EQUIPMENT, EXCAVATIONS, HELPERS, RULES, SAND
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.state import ABSENT, HAND, MARKET, market_equipment, market_helpers

from .helpers import pid


def test_c_characters_by_player_count_and_seat_zero_is_the_mummy() -> None:
    expected = {
        3: ["archaeologist", "gangster"],
        4: ["archaeologist", "gangster", "occultist"],
        5: ["archaeologist", "gangster", "occultist", "agent"],
    }
    for players, names in expected.items():
        s = GAME.new_game(1, players, {})
        for seat, name in enumerate(names, start=1):
            assert s.persons[pid(name)].owner == seat
        for name in {"archaeologist", "gangster", "occultist", "agent"} - set(names):
            assert s.persons[pid(name)].owner == ABSENT


def test_c_start_money_bank_and_cards_in_hand() -> None:
    s = GAME.new_game(2, 4, {})
    assert s.cash == (0, 10, 10, 10)
    assert s.bank == RULES["bank"] - 30
    for name in ("archaeologist", "gangster", "occultist"):
        person = pid(name)
        assert all(s.cards[c].kind == HAND for c in range(len(s.cards)) if c in _cards(person))


def _cards(person: int) -> tuple[int, ...]:
    from pharaoh.games.mummy_spell.cards import PERSONS

    return PERSONS[person].cards


def test_c_market_holds_all_equipment_and_helpers() -> None:
    s = GAME.new_game(3, 3, {})
    assert market_equipment(s) == list(range(len(EQUIPMENT)))
    assert market_helpers(s) == list(HELPERS)
    assert all(s.persons[h].owner == MARKET for h in HELPERS)


def test_c_decks_are_shuffled_and_complete() -> None:
    orders = set()
    for seed in range(5):
        s = GAME.new_game(seed, 3, {})
        assert sorted(s.deck) == list(range(len(EXCAVATIONS)))
        assert Counter(s.sand) == Counter(SAND)
        orders.add(s.deck)
    assert len(orders) > 1


def test_c_start_player_is_a_random_character() -> None:
    starts = {GAME.new_game(seed, 5, {}).start for seed in range(40)}
    assert starts == {1, 2, 3, 4}
