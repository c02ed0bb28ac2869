"""Unit tests of the engine contract's building blocks: Rng, events, registry, bots."""

from __future__ import annotations

import random

import pytest

from pharaoh.engine import Event, Rng, events_for, game_ids, game_info, get_game
from pharaoh.engine.bot import RandomBot, bot_factories, make_bot
from pharaoh.engine.rng import _MASK


def test_rng_is_deterministic_and_immutable() -> None:
    a = Rng.from_seed(42)
    x1, a1 = a.next64()
    x2, _ = a.next64()
    assert x1 == x2 and a1 != a
    assert Rng.from_seed(42) == a


def test_rng_ignores_the_global_random_module() -> None:
    draws = []
    for noise in (False, True):
        rng, out = Rng.from_seed(9), []
        for _ in range(50):
            if noise:
                random.random()
            value, rng = rng.randbelow(6)
            out.append(value)
        draws.append(out)
    assert draws[0] == draws[1]


def test_rng_randbelow_is_roughly_uniform() -> None:
    rng, counts = Rng.from_seed(1), [0] * 6
    for _ in range(6000):
        v, rng = rng.randbelow(6)
        counts[v] += 1
    assert all(850 < c < 1150 for c in counts), counts


def test_rng_handles_any_seed_and_rejects_empty_range() -> None:
    for seed in (0, -1, 2**80, _MASK):
        assert 0 <= Rng.from_seed(seed).randbelow(10)[0] < 10
    with pytest.raises(ValueError):
        Rng.from_seed(0).randbelow(0)


def test_rng_shuffle_is_a_permutation_and_split_differs() -> None:
    items, _ = Rng.from_seed(5).shuffled(range(20))
    assert sorted(items) == list(range(20)) and items != tuple(range(20))
    child, parent = Rng.from_seed(5).split()
    assert child != parent
    assert 1 <= Rng.from_seed(2).randint(1, 3)[0] <= 3
    assert Rng.from_seed(2).choice("abc")[0] in "abc"


def test_events_are_filtered_and_redacted_per_seat() -> None:
    events = (
        Event("public", {"a": 1}),
        Event("move", {"to": [3, 4]}, frozenset({1, 2}), {"die": 3}),
        Event("hand", {"card": "red"}, frozenset({2})),
    )
    assert [e.data for e in events_for(events, 2)] == [{"a": 1}, {"to": [3, 4]}, {"card": "red"}]
    assert [e.data for e in events_for(events, 0)] == [{"a": 1}, {"die": 3}]
    assert [e.kind for e in events_for(events, None)] == ["public", "move"]
    assert events[1].for_seat(0).to_json() == {"kind": "move", "data": {"die": 3}}  # type: ignore[union-attr]


def test_registry_lists_games_and_rejects_unknown_ids() -> None:
    assert game_ids()
    for gid in game_ids():
        assert game_info(gid).id == gid
        assert get_game(gid).info.id == gid
    with pytest.raises(KeyError):
        get_game("chess")
    with pytest.raises(KeyError):
        game_info("../etc")


def test_every_game_has_a_random_bot_and_bots_choose_legal_actions() -> None:
    for gid in game_ids():
        factories = bot_factories(gid)
        assert next(iter(factories)) == "random"
        game = get_game(gid)
        info = game_info(gid)
        state = game.new_game(3, info.min_players, {})
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        for name in factories:
            bot = make_bot(gid, name, 1)
            assert bot.choose(game, seat, game.view(state, seat), legal) in legal
    assert isinstance(make_bot(game_ids()[0], "random"), RandomBot)
    with pytest.raises(KeyError):
        make_bot(game_ids()[0], "no-such-bot")
