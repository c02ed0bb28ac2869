"""The three levels of every game: registered as data, distinct, honest (they act on the view only)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from pharaoh.balance import balance
from pharaoh.bot_times import decision_times
from pharaoh.engine import game_ids, game_info, get_game
from pharaoh.engine.bot import LEVELS, Blunderer, RandomBot, bot_factories, bot_levels, bot_name, make_bot
from pharaoh.engine.game import Game, Seat, View
from pharaoh.games.valley_kings.bots import SearchBot as ValleySearch
from pharaoh.versus import format_versus, versus


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_maps_each_level_to_its_own_bot(game_id: str) -> None:
    levels = bot_levels(game_id)
    known = bot_factories(game_id)
    assert tuple(levels) == LEVELS == ("easy", "normal", "hard")
    assert len(set(levels.values())) == 3, "each level is a different bot"
    assert all(name in known for name in levels.values())
    assert levels["normal"] == list(known)[-1], "normal stays the default wherever no level is named"
    assert bot_name(game_id, "hard") == levels["hard"] and bot_name(game_id, "random") == "random"
    with pytest.raises(KeyError):
        make_bot(game_id, "no-such-level")


class _First:
    """Always the first legal action (to see the slips of a blunderer)."""

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Any) -> Any:
        return legal[0]


def test_a_blunderer_slips_about_as_often_as_asked_and_repeats_itself_for_a_seed() -> None:
    game = get_game("valley_kings")
    legal = list(range(10))
    picks = [Blunderer(_First(), 4, mistakes=0.3).choose(game, 0, {}, legal) for _ in range(3)]
    assert len(set(picks)) == 1, "a fresh blunderer with the same seed decides alike"
    bot = Blunderer(_First(), 4, mistakes=0.3)
    slips = sum(bot.choose(game, 0, {}, legal) != 0 for _ in range(2000))
    assert 0.2 * 2000 < slips < 0.34 * 2000, "about 30% random picks, a tenth of which hit the first"
    steady = Blunderer(_First(), 4, mistakes=0.0)
    assert all(steady.choose(game, 0, {}, legal) == 0 for _ in range(200))
    assert Blunderer(_First(), 4, mistakes=1.0).choose(game, 0, {}, [7]) == 7


def _positions(game_id: str, players: int, seed: int, count: int) -> list[Any]:
    """States spread over a game played by the normal bots."""
    game = get_game(game_id)
    bots = [make_bot(game_id, "normal", seed + s) for s in range(players)]
    if game_id == "valley_kings":
        bots = [make_bot(game_id, "heuristic", seed + s) for s in range(players)]
    state = game.new_game(seed, players, {})
    states = []
    while seats := game.to_act(state):
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            states.append(state)
        state, _ = game.apply(state, seat, bots[seat].choose(game, seat, game.view(state, seat), legal))
    stride = max(1, len(states) // count)
    return states[::stride][:count]


def _level_bot(game_id: str, level: str, seed: int) -> Any:
    """A level's bot; Tara Wolf's searches without their time cap (which makes them depend on the load)."""
    if game_id == "valley_kings" and level != "easy":
        return ValleySearch(seed, iterations=24 if level == "normal" else 60, seconds=None)
    return make_bot(game_id, level, seed)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_levels_decide_from_the_view_alone(game_id: str) -> None:
    """Paired positions: the real state and a twin drawn from the seat's view; fresh bots decide alike."""
    game = get_game(game_id)
    players = game_info(game_id).min_players + 1 if game_id != "valley_kings" else 2
    twins = random.Random(5)
    for n, state in enumerate(_positions(game_id, players, 40, 6)):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        twin = game.sample_consistent(copy.deepcopy(view), twins)
        assert game.view(twin, seat) == view
        legal = game.legal_actions(state, seat)
        assert game.legal_actions(twin, seat) == legal
        for level in LEVELS:
            if level == "hard" and n % 2:
                continue  # the search is slow: every other position
            frozen = copy.deepcopy(view)
            real = _level_bot(game_id, level, n).choose(game, seat, view, legal)
            assert view == frozen, f"{level} does not write into the view"
            assert real in legal
            assert _level_bot(game_id, level, n).choose(game, seat, game.view(twin, seat), legal) == real, (
                f"{game_id} {level}: the hidden part changed a decision"
            )


def test_easy_loses_to_normal_in_a_short_seat_balanced_match() -> None:
    """Tara Wolf, both seat orders: the easy level wins less than half against the normal one's rules."""
    wins = 0
    games = 0
    for order in (("easy", "heuristic"), ("heuristic", "easy")):
        result = balance("valley_kings", 6, 300, 2, list(order))
        easy_seat = order.index("easy")
        wins += result["seats"][easy_seat]["wins"]
        games += result["completed"]
    assert games == 12 and wins < 6


def test_balance_takes_level_names() -> None:
    result = balance("mummy_curse", 1, 3, 2, ["easy", "normal"])
    assert result["bots"] == [bot_levels("mummy_curse")["easy"], bot_levels("mummy_curse")["normal"]]
    assert result["completed"] == 1


def test_random_stays_available_for_every_game() -> None:
    for game_id in game_ids():
        assert bot_factories(game_id)["random"] is RandomBot


def test_versus_plays_each_seat_in_turn_and_pairs_with_the_baseline() -> None:
    result = versus("valley_kings", 3, 17, None, "random", "heuristic")
    assert result["bot"] == "random" and result["against"] == "heuristic" and result["errors"] == 0
    assert result["wins"]["games"] == 6 and [s["wins"]["games"] for s in result["seats"]] == [3, 3]
    assert result["baseline"]["share"] == 0.5, "two seats of one bot: one of them wins each game"
    paired = result["paired"]
    assert paired["games"] <= 6 and paired["wins"] <= result["wins"]["wins"]
    assert result["wins"]["share"] < 0.5, "random play loses to the rules of thumb"
    assert "random won" in format_versus(result)
    with pytest.raises(ValueError):
        versus("valley_kings", 1, 0, 3, "random", "normal")


def test_decision_times_counts_cpu_milliseconds_per_decision() -> None:
    ticks = iter(range(0, 10_000, 5))
    result = decision_times("mummy_curse", "easy", None, 3, 4, clock=lambda: float(next(ticks)))
    assert result["decisions"] == 4 and result["players"] == 2
    assert result["median_ms"] == result["max_ms"] == 5.0, "each decision reads the clock twice"
