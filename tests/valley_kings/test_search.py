"""The search: its evaluation (by the race for tombs or by the count), its rollouts and its pruning."""

from __future__ import annotations

import random

import pytest

from pharaoh.games.valley_kings import search
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.search import Weights, evaluate
from pharaoh.games.valley_kings.state import Phase, State

from .helpers import side, state

RACE = Weights(race=True)
TOMBS = ("seti_i", "ramses_ii", "tutankhamun", "haremhab", "hatshepsut", "amenhotep_iii")


def _at(mine: int, theirs: int, holder: int, camp: tuple[str, ...] = ()) -> State:
    """Seat 0 with ``mine`` tombs and ``camp``, seat 1 with ``theirs``; a new round's camp phase."""
    a = side(tombs=TOMBS[:mine], camp=camp)
    b = side("montana_smith", tombs=TOMBS[mine : mine + theirs])
    return state(a, b, phase=Phase.CAMP, actor=holder, holder=holder)


def test_the_evaluation_is_zero_sum() -> None:
    for mine, theirs, holder in ((0, 0, 0), (2, 1, 1), (3, 2, 0), (1, 3, 1)):
        s = _at(mine, theirs, holder, camp=("camel", "dog"))
        assert abs(evaluate(s, 0, RACE) + evaluate(s, 1, RACE) - 1.0) < 1e-9


def test_at_three_all_the_holder_of_the_last_tomb_is_ahead() -> None:
    # The count says even; the race says the opener of the deciding tomb takes it at 65%.
    assert abs(evaluate(_at(3, 3, 0), 0, RACE) - 0.65) < 1e-9
    assert abs(evaluate(_at(3, 3, 1), 0, RACE) - 0.35) < 1e-9


def test_the_medallion_counts_when_an_odd_number_of_tombs_is_left() -> None:
    # Five tombs left: the holder opens three of them (the medallion alternates).
    assert evaluate(_at(1, 1, 0), 0, RACE) > evaluate(_at(1, 1, 1), 0, RACE) + 0.1
    assert evaluate(_at(2, 0, 0), 0, RACE) > evaluate(_at(2, 0, 1), 0, RACE) + 0.05


def test_the_camp_counts_most_where_the_next_tomb_decides_most() -> None:
    def gain(mine: int, theirs: int) -> float:
        rich = _at(mine, theirs, 1, camp=("camel", "bodyguard", "legionnaire"))
        return evaluate(rich, 0, RACE) - evaluate(_at(mine, theirs, 1), 0, RACE)

    assert gain(3, 3) > 1.5 * gain(0, 0) > 0


def test_the_default_evaluation_counts_tombs() -> None:
    # The race did not beat the count at the normal level (rulings 6, session 11): not shipped.
    assert evaluate(_at(3, 3, 0), 0) == evaluate(_at(3, 3, 1), 0) == 0.5
    assert evaluate(_at(2, 0, 0), 0) > evaluate(_at(1, 0, 0), 0) > 0.5


def test_a_finished_game_is_a_win_or_a_loss() -> None:
    s = state(side(tombs=TOMBS[:4]), side("montana_smith"), phase=Phase.OVER, actor=-1, winner=0)
    for weights in (RACE, Weights()):
        assert evaluate(s, 0, weights) == 1.0 and evaluate(s, 1, weights) == 0.0


def test_a_rollout_plays_on_for_the_rounds_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    # Session 13's variants score after the next round's tomb too (rulings 6); the shipped levels use one.
    reached: list[int] = []
    monkeypatch.setattr(search, "evaluate", lambda s, seat, weights=None: reached.append(s.round) or 0.5)
    start = GAME.new_game(5, 2, {})
    for rounds in (1, 2, 3):
        search.rollout(start, 0, random.Random(1), rounds=rounds)
    assert reached == [2, 3, 4]


def test_a_search_that_never_prunes_plays_every_candidate_in_every_world(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Fake rollouts: the first candidate starts badly and is best over all worlds.
    s = GAME.new_game(5, 2, {})
    view, legal = GAME.view(s, s.actor), list(GAME.legal_actions(s, s.actor))
    assert len(legal) >= 3
    calls = dict.fromkeys(legal, 0)

    def fake_rollout(action: object, seat: int, rng: random.Random, *args: object) -> float:
        calls[action] += 1
        return (1.0 if calls[action] > 8 else 0.0) if action == legal[0] else 0.5

    monkeypatch.setattr(search, "step", lambda world, seat, action: (action, ()))
    monkeypatch.setattr(search, "rollout", fake_rollout)
    pick = search.search(view, s.actor, legal, random.Random(2), 40 * len(legal), prune_every=1000)
    assert pick == legal[0] and set(calls.values()) == {40}
    calls = dict.fromkeys(legal, 0)
    assert search.search(view, s.actor, legal, random.Random(2), 40 * len(legal)) != legal[0]


FITTED = Weights(race_logit=1.25, papyrus=0.6)


def test_the_fitted_evaluation_counts_the_race_and_the_medallion() -> None:
    # race_logit: the race's chance in logits, so 3-3 favours the opener of the seventh tomb and a tomb
    # counts more as the race nears its end (session 14, rulings 6).
    for mine, theirs, holder in ((0, 0, 0), (2, 1, 1), (3, 2, 0), (1, 3, 1)):
        s = _at(mine, theirs, holder, camp=("camel", "dog"))
        assert abs(evaluate(s, 0, FITTED) + evaluate(s, 1, FITTED) - 1.0) < 1e-9
    assert evaluate(_at(3, 3, 0), 0, FITTED) > 0.65 > 0.35 > evaluate(_at(3, 3, 1), 0, FITTED)
    assert evaluate(_at(1, 1, 0), 0, FITTED) > evaluate(_at(1, 1, 1), 0, FITTED)
    assert evaluate(_at(3, 2, 0), 0, FITTED) - evaluate(_at(2, 2, 0), 0, FITTED) > (
        evaluate(_at(1, 0, 0), 0, FITTED) - evaluate(_at(0, 0, 0), 0, FITTED)
    )


def test_only_the_hard_level_scores_with_the_fitted_weights() -> None:
    from pharaoh.games.valley_kings.bots import BOTS, DEEP_WEIGHTS, SearchBot

    hard, normal = BOTS["deep"](1), BOTS["ismcts"](1)
    assert isinstance(hard, SearchBot) and isinstance(normal, SearchBot)
    assert hard.weights == DEEP_WEIGHTS and DEEP_WEIGHTS.race_logit > 0
    assert normal.weights == Weights() and hard.iterations == 5 * normal.iterations
