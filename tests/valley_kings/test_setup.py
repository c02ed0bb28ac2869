"""Set-up (rulebook: SPIELVORBEREITUNG) and the options of new_game."""

from __future__ import annotations

from collections import Counter

import pytest

from pharaoh.games.valley_kings.cards import ADVENTURERS, MAIN_DECK, PAPYRUS_DECK, TOMBS, TYPE
from pharaoh.games.valley_kings.deck import supply
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.state import Phase


def test_setup_each_player_draws_an_adventurer_at_random() -> None:
    seen = set()
    for seed in range(30):
        s = GAME.new_game(seed, 2, {})
        a, b = s.sides[0].adventurer, s.sides[1].adventurer
        assert a != b and {a, b} <= set(ADVENTURERS)
        seen |= {a, b}
    assert seen == set(ADVENTURERS)


def test_setup_three_papyrus_each_and_four_unseen_out_of_play() -> None:
    s = GAME.new_game(3, 2, {})
    assert len(s.sides[0].papyrus) == len(s.sides[1].papyrus) == 3
    assert len(s.out_papyrus) == 4
    everything = Counter(s.sides[0].papyrus + s.sides[1].papyrus + s.out_papyrus)
    assert everything == Counter(PAPYRUS_DECK)
    # Papyrus cards are not hand cards.
    assert not any(TYPE[c] == "papyrus" for side in s.sides for c in side.hand)


def test_setup_five_cards_each_from_the_80_card_main_deck() -> None:
    s = GAME.new_game(4, 2, {})
    assert len(MAIN_DECK) == 80
    assert len(s.sides[0].hand) == len(s.sides[1].hand) == 5
    assert Counter(s.deck + s.sides[0].hand + s.sides[1].hand) == Counter(MAIN_DECK)


def test_setup_seven_tombs_shuffled_face_down() -> None:
    orders = {GAME.new_game(seed, 2, {}).tomb_deck for seed in range(5)}
    assert all(sorted(o) == sorted(TOMBS) for o in orders) and len(orders) > 1
    assert GAME.view(GAME.new_game(0, 2, {}), 0)["next_tomb"] is None


def test_setup_medallion_toss_picks_the_start_player() -> None:
    starters = {GAME.new_game(seed, 2, {}).holder for seed in range(20)}
    assert starters == {0, 1}
    s = GAME.new_game(7, 2, {})
    assert s.starter == s.holder == s.actor and s.phase == Phase.SPLIT


def test_setup_eight_coins_in_the_supply_and_a_pass_marker_each() -> None:
    s = GAME.new_game(0, 2, {})
    assert supply(s) == 8 and all(side.coins == 0 for side in s.sides)
    assert all(side.pass_marker for side in s.sides)


def test_new_game_options_are_the_rulebook_variants() -> None:
    plain = GAME.new_game(0, 2, {})
    short = GAME.new_game(0, 2, {"short_game": True})
    coins = GAME.new_game(0, 2, {"forfeit_coins": True})
    assert (plain.win_tombs, short.win_tombs) == (4, 3)
    assert (plain.coin_variant, coins.coin_variant) == (False, True)
    assert GAME.view(short, None)["win_tombs"] == 3 and GAME.view(coins, None)["forfeit_coins"]


def test_the_game_is_for_two_players_only() -> None:
    for players in (1, 3):
        with pytest.raises(ValueError, match="2 players"):
            GAME.new_game(0, players, {})


def test_same_seed_same_set_up() -> None:
    assert GAME.new_game(11, 2, {}) == GAME.new_game(11, 2, {})
    assert GAME.new_game(11, 2, {}) != GAME.new_game(12, 2, {})
