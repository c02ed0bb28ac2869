"""One contract test over every registered game and player count (after pgx and OpenSpiel).

Random playouts exercise the whole engine surface: legality, purity, determinism,
notation, views and consistent sampling.  A new game gets all of it by registering.
"""

from __future__ import annotations

import copy
import functools
import json
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest

from game_cases import CASES, IDS, whole_game
from pharaoh.engine import IllegalAction, game_info, get_game
from pharaoh.engine.match import Match, Record

SEEDS = range(6)


def playout(game_id: str, players: int, seed: int, *, noise: bool = False) -> list[tuple[int, str, Any]]:
    """A random playout: (seat, notation, state after) for each action.

    ``noise``: the global generators are used between the moves (they must not matter).
    """
    return _playout(game_id, players, seed, _noise) if noise else list(_quiet_playout(game_id, players, seed))


@functools.cache
def _quiet_playout(game_id: str, players: int, seed: int) -> tuple[tuple[int, str, Any], ...]:
    """A playout without noise, made once for every test that reads it (states never change)."""
    return tuple(_playout(game_id, players, seed, None))


def _playout(
    game_id: str, players: int, seed: int, between: Callable[[], object] | None
) -> list[tuple[int, str, Any]]:
    game = get_game(game_id)
    trail = whole_game(game, players, seed, random.Random(seed * 7919 + players), between=between)
    return [(seat, game.encode_action(action), after) for _, seat, action, after in trail]


def _noise() -> None:
    """What a careless engine or anything else in the process might do with the global generators."""
    random.random()
    random.shuffle([1, 2, 3])


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_info_is_sound(game_id: str, players: int) -> None:
    info = game_info(game_id)
    assert info.id == game_id
    assert set(info.name) >= {"de", "en"} and set(info.blurb) >= {"de", "en"}
    assert get_game(game_id).info == info


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_random_playouts_end_and_stay_legal(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for seed in SEEDS:
        chooser = random.Random(seed)
        state = game.new_game(seed, players, {})
        for _ in range(game_info(game_id).playout_bound):
            seats = game.to_act(state)
            assert list(seats) == sorted(set(seats)), "to_act lists each seat once, in order"
            if not seats:
                break
            assert game.outcome(state) is None
            for s in range(players):
                if s not in seats:
                    assert game.legal_actions(state, s) == ()
            seat = seats[chooser.randrange(len(seats))]
            legal = game.legal_actions(state, seat)
            assert legal, "a seat to act has a legal action"
            assert isinstance(legal, tuple)
            assert len(set(legal)) == len(legal), "legal actions are unique"
            assert game.legal_actions(state, seat) == legal, "legal actions are deterministic"
            action = legal[chooser.randrange(len(legal))]
            before = pickle.dumps(state)
            new_state, events = game.apply(state, seat, action)
            assert pickle.dumps(state) == before, "apply never mutates its input"
            assert isinstance(events, tuple)
            state = new_state
        else:
            pytest.fail(f"seed {seed}: no end within the bound")
        outcome = game.outcome(state)
        assert outcome is not None and outcome.winners <= set(range(players))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_apply_rejects_what_is_not_legal(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for seed in SEEDS[:3]:
        trail = playout(game_id, players, seed)
        state = game.new_game(seed, players, {})
        every_action = {text for _, text, _ in trail}
        for seat, _, after in trail[:200]:
            legal = {game.encode_action(a) for a in game.legal_actions(state, seat)}
            for text in sorted(every_action - legal)[:5]:
                before = pickle.dumps(state)
                with pytest.raises(IllegalAction):
                    game.apply(state, seat, game.decode_action(text))
                assert pickle.dumps(state) == before
            idle = [s for s in range(players) if s not in game.to_act(state)]
            for s in idle:
                for text in sorted(legal)[:3]:
                    with pytest.raises(IllegalAction):
                        game.apply(state, s, game.decode_action(text))
            state = after


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_decode_rejects_garbage(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for text in ["", " ", "\x00", "zzz", "9" * 50, "é", "-1", "{}", "move 1 2 3 4 5 6 7 8"]:
        try:
            action = game.decode_action(text)
        except IllegalAction:
            continue
        state = game.new_game(0, players, {})
        for seat in range(players):
            if action not in game.legal_actions(state, seat):
                with pytest.raises(IllegalAction):
                    game.apply(state, seat, action)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_same_seed_and_actions_give_same_states(game_id: str, players: int) -> None:
    for seed in SEEDS[:3]:
        random.seed(seed)
        quiet = playout(game_id, players, seed)
        random.seed(seed + 1000)
        noisy = playout(game_id, players, seed, noise=True)
        assert [(s, t) for s, t, _ in quiet] == [(s, t) for s, t, _ in noisy]
        assert [pickle.dumps(st) for _, _, st in quiet] == [pickle.dumps(st) for _, _, st in noisy]
        record = Record(game_id, seed, players, {}, tuple((s, t) for s, t, _ in quiet))
        replayed = Match.replay(record)
        assert pickle.dumps(replayed.state) == pickle.dumps(quiet[-1][2])


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_notation_round_trips(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for seed in SEEDS[:3]:
        state = game.new_game(seed, players, {})
        for seat, _, after in playout(game_id, players, seed):
            view = game.view(state, seat)
            for action in game.legal_actions(state, seat):
                encoded = game.encode_action(action)
                assert isinstance(encoded, str) and encoded and encoded == encoded.strip()
                assert game.decode_action(encoded) == action
                assert game.describe_action(view, action, "en")
                assert game.describe_action(view, action, "de")
            state = after


def _json_stable(view: Any) -> None:
    assert json.loads(json.dumps(view)) == view, "views are JSON-compatible (lists, str keys)"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_views_and_consistent_sampling(game_id: str, players: int) -> None:
    game = get_game(game_id)
    sampler = random.Random(1)
    varied = False
    for seed in SEEDS[:3]:
        trail = playout(game_id, players, seed)
        states = [game.new_game(seed, players, {})] + [st for _, _, st in trail]
        for state in states[:: max(1, len(states) // 25)]:
            public = game.view(state, None)
            _json_stable(public)
            for seat in [None, *range(players)]:
                view = game.view(state, seat)
                _json_stable(view)
                frozen = copy.deepcopy(view)
                for _ in range(2):
                    sample = game.sample_consistent(view, sampler)
                    assert view == frozen, "sampling never changes the view it reads"
                    assert game.view(sample, seat) == view, "view(sample_consistent(view)) == view"
                    assert game.view(sample, None) == public, "spectators see the same public view"
                    assert game.to_act(sample) == game.to_act(state)
                    if seat in game.to_act(state):
                        assert game.legal_actions(sample, seat) == game.legal_actions(state, seat)
                    varied |= any(
                        game.view(sample, other) != game.view(state, other) for other in range(players)
                    )
    if game_info(game_id).has_secrets:
        assert varied, "sampling draws the hidden parts anew (states differing in secrets)"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_match_rejects_bad_input_and_keeps_state(game_id: str, players: int) -> None:
    match = Match(game_id, 5, players)
    digest = pickle.dumps(match.state)
    seat = match.to_act()[0]
    text = match.legal(seat)[0]
    for bad in [(seat, text, 3), (players + 3, text, 0), (seat, "?!garbage", 0)]:
        with pytest.raises(IllegalAction):
            match.act(*bad)
        assert pickle.dumps(match.state) == digest and match.state_id == 0
    match.act(seat, text, 0)
    assert match.state_id == 1
