"""Set-up, seats, turn order and the mummy's target."""

from __future__ import annotations

import pytest

from pharaoh.games.mummy_curse.board import DUNGEON, START
from pharaoh.games.mummy_curse.cards import COLOUR_OF, COLOURS, mummy_target
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.state import pawns_of

from .helpers import act, legal, new, rolled


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_explorer_gets_one_card_of_each_colour_three_ankhs_and_the_start(players: int) -> None:
    state = new(players)
    assert len(state.hands) == players - 1
    for hand in state.hands:
        assert sorted(COLOUR_OF[c] for c in hand) == list(range(len(COLOURS)))
    dealt = [c for hand in state.hands for c in hand]
    assert len(set(dealt)) == len(dealt)
    assert state.cells == (START,) * (players - 1)
    assert state.ankhs == (3,) * (players - 1)


def test_mummy_starts_on_the_sarcophagus() -> None:
    assert new(4).mummy == DUNGEON


def test_two_player_variant_one_seat_runs_two_pawns_with_ten_cards() -> None:
    state = new(2)
    assert pawns_of(2, 1) == (0, 1)
    assert len(state.cells) == 2 and len(state.hands) == 1
    assert sorted(COLOUR_OF[c] for c in state.hands[0]) == sorted(list(range(5)) * 2)
    assert state.ankhs == (3, 3)
    assert GAME.to_act(state) == (1,)
    state, _ = act(rolled(state, "1"), 1, legal(rolled(state, "1"), 1)[0])
    assert GAME.to_act(state) == (1,) and state.pawn == 1, "the same seat then moves its second pawn"


def test_left_of_the_mummy_starts_then_every_explorer_then_the_mummy() -> None:
    state = new(4)
    order = []
    for _ in range(3):
        order.append(GAME.to_act(state)[0])
        ready = rolled(state, "1", "2", "3", "4")
        state, _ = act(ready, order[-1], legal(ready, order[-1])[0])
    assert order == [1, 2, 3]
    assert GAME.to_act(state) == (0,) and GAME.view(state, 0)["phase"] == "mummy_roll"


@pytest.mark.parametrize(("players", "target"), [(2, 3), (3, 4), (4, 6), (5, 7)])
def test_mummy_needs_3_4_6_7_ankhs_by_explorer_count(players: int, target: int) -> None:
    assert mummy_target(players - 1) == target
    assert GAME.view(new(players), 0)["mummy"]["target"] == target


def test_only_2_to_5_players() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(0, 6)
    with pytest.raises(ValueError):
        GAME.new_game(0, 1)
