"""The rule-based bots: they play from their views and beat random play on both sides."""

from __future__ import annotations

from pharaoh.engine.bot import RandomBot
from pharaoh.games.mummy_spell.bots import BOTS, p_win
from pharaoh.games.mummy_spell.game import GAME


def _play(seed: int, lineup: str) -> str:
    """Play a 3-player game: "r" seats are rule-based, "x" seats random; returns the winning side."""
    bots = [BOTS["rule_based"](seed + i) if k == "r" else RandomBot(seed + i) for i, k in enumerate(lineup)]
    state = GAME.new_game(seed, len(lineup), {})
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, seat, GAME.view(state, seat), legal))
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.side


def test_fight_odds_with_rerolled_ties() -> None:
    assert p_win(3, 3) == 0.5 and p_win(20, 0) == 1.0 and p_win(0, 20) == 0.0
    assert abs(p_win(1, 0) - 21 / 31) < 1e-9  # 5 ties of 36 are rolled again


def test_rule_based_characters_beat_a_random_mummy() -> None:
    assert sum(_play(seed, "xrr") == "characters" for seed in range(3)) >= 2


def test_a_rule_based_mummy_beats_random_characters() -> None:
    assert sum(_play(seed, "rxx") == "mummy" for seed in range(3)) >= 2
