"""The computer players finish games from their view alone and beat random play."""

from __future__ import annotations

import copy
from dataclasses import replace

from pharaoh.engine.bot import RandomBot, make_bot
from pharaoh.games.mummy_curse.board import CELLS, DUNGEON, START, cell_name
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.hunting import HuntStyle, heat
from pharaoh.games.mummy_curse.scouting import ScoutStyle
from pharaoh.games.mummy_curse.state import OUT, State

from .helpers import new, put


def play(players: int, seed: int, mummy: object, explorer: object, limit: int = 3000) -> str:
    state = GAME.new_game(seed, players)
    for _ in range(limit):
        seats = GAME.to_act(state)
        if not seats:
            outcome = GAME.outcome(state)
            assert outcome is not None
            return outcome.side
        seat = seats[0]
        bot = mummy if seat == 0 else explorer
        view = GAME.view(state, seat)
        frozen = copy.deepcopy(view)
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME, seat, view, legal)  # type: ignore[attr-defined]
        assert view == frozen, "bots do not write into the view"
        assert action in legal
        state, _ = GAME.apply(state, seat, action)
    return "none"


def test_heuristic_bots_finish_games_on_every_table_size() -> None:
    for players in (2, 3, 4, 5):
        bot = make_bot("mummy_curse", "heuristic", players)
        assert play(players, players, bot, bot) in ("mummy", "explorers")


def test_the_mummy_bot_beats_random_explorers() -> None:
    sides = [play(3, s, make_bot("mummy_curse", "heuristic", s), RandomBot(s)) for s in range(3)]
    assert sides == ["mummy"] * 3


def test_the_explorer_bot_beats_a_random_mummy() -> None:
    sides = [play(3, s, RandomBot(s), make_bot("mummy_curse", "heuristic", s)) for s in range(3)]
    assert sides == ["explorers"] * 3


def test_bots_decide_from_the_view_only() -> None:
    state = GAME.new_game(4, 4)
    bot = make_bot("mummy_curse", "heuristic", 0)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        twin = GAME.sample_consistent(view, __import__("random").Random(1))
        assert bot.choose(GAME, seat, view, legal) == bot.choose(GAME, seat, GAME.view(twin, seat), legal)
        state, _ = GAME.apply(state, seat, bot.choose(GAME, seat, view, legal))


def test_the_mummy_counts_a_pawn_more_the_more_cards_its_hand_has_laid() -> None:
    floor = [c for c in CELLS if c not in (START, DUNGEON)]
    state = put(new(4), p0=cell_name(floor[0]), p1=cell_name(floor[40]), p2=cell_name(floor[80]))
    hand = state.hands[0]
    state = replace(state, hands=(hand[2:], *state.hands[1:]), laid=(hand[:2], (), ()))
    view = GAME.view(state, 0)
    flat = heat(view, HuntStyle(lead=0.0))
    leaning = heat(view, HuntStyle(lead=1.0))
    assert flat[floor[0]] == flat[floor[40]] == 1.0
    assert leaning[floor[0]] == 3.0 and leaning[floor[40]] == leaning[floor[80]] == 1.0


def test_rivals_shares_the_ankhs_part_of_a_capture_among_the_hands_in_the_race() -> None:
    from pharaoh.games.mummy_curse.scouting import _Context

    def cost(state: State, style: ScoutStyle) -> float:
        view = GAME.view(state, 1)
        return _Context(view, style).capture_share * style.capture_cost

    four = new(4)
    style = ScoutStyle(rivals=0.5)
    assert cost(four, ScoutStyle()) == 40.0, "off by default"
    assert cost(four, style) == 40.0 * (0.5 + 0.5 / 3)
    gone = replace(four, cells=(four.cells[0], OUT, four.cells[2]), ankhs=(3, 0, 3))
    assert cost(gone, style) == 40.0 * (0.5 + 0.5 / 2), "a hand whose pawn is out no longer races"
    assert cost(new(2), style) == 40.0, "the two-player game has one hand: its whole cost"


def test_the_heuristic_bot_plays_the_tuning_of_its_table_size() -> None:
    from pharaoh.games.mummy_curse.bots import STYLES, HeuristicBot, styles

    def choice(players: int, bot: HeuristicBot) -> str:
        state = new(players, aside=2)
        return GAME.encode_action(bot.choose(GAME, 1, GAME.view(state, 1), GAME.legal_actions(state, 1)))

    assert [styles(p) for p in (2, 3, 4, 5)] == [STYLES[p] for p in (2, 3, 4, 5)]
    assert styles(4)[0].attraction == 8.0 and styles(6) == (HuntStyle(), ScoutStyle())
    # two dice aside and the mummy still in its sarcophagus: a safe recovery where the
    # explorers take the dice back from one or two, not yet where they wait for three (4 players)
    assert [choice(p, HeuristicBot(0)) for p in (2, 3, 4, 5)] == ["recover", "recover", "roll", "recover"]
    assert choice(4, HeuristicBot(0, scout=ScoutStyle())) == "recover", "a given style wins"
