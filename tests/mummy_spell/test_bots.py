"""The rule-based bots: they play from their views and beat random play on both sides."""

from __future__ import annotations

from pharaoh.engine.bot import RandomBot
from pharaoh.games.mummy_spell.bots import BOTS, _mine_at, _robber_removal, p_win, score_action
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import State
from pharaoh.games.mummy_spell.views import state_from_view


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


def _occultist_control_positions(seeds: range) -> list[tuple[State, list[Action]]]:
    """Every planning position of 4-player rule-based games where the occultist may use her control."""
    found = []
    for seed in seeds:
        bots = [BOTS["rule_based"](seed * 10 + i) for i in range(4)]
        state = GAME.new_game(seed, 4, {})
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            if seat == 3 and any(a.verb in ("ctlb", "ctlc") for a in legal):
                found.append((state_from_view(view), [a for a in legal if a.verb in ("ctlb", "ctlc")]))
            state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, seat, view, legal))
    return found


def test_the_occultist_controls_with_a_purpose() -> None:
    """Her control (rulebook F.1.c) is scored for what it does.

    It takes robbers off her own opening sites, never brings a beetle card to a site of hers,
    and a move that serves nothing scores below any useful one.
    """
    positions = _occultist_control_positions(range(4))
    assert positions
    removals = 0
    for state, actions in positions:
        for a in actions:
            score = score_action(state, 3, a)
            if a.verb == "ctlb":
                if _mine_at(state, 3, a.c):
                    assert score < 0
                continue
            if _robber_removal(state, 3, a.a, state.cards[a.a].site) > 0:
                removals += 1
                assert score > 0.3
            assert score >= 0.1
    assert removals > 0
