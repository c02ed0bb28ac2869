"""The engines' fast paths give what the plain code gives (issue #14, throughput).

* :func:`pharaoh.engine.fastcopy.replace` makes the same object as :func:`dataclasses.replace`;
* the one-entry memo of the legal actions never answers for another state or seat;
* the curse's move memos give what a fresh walk gives.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.registry import get_game
from pharaoh.games.mummy_curse import moves
from pharaoh.games.mummy_curse import rules as curse_rules
from pharaoh.games.mummy_curse.board import WALKABLE, bits
from pharaoh.games.mummy_spell import rules as spell_rules
from pharaoh.games.valley_kings import rules as valley_rules

GAMES = (("mummy_curse", 4), ("valley_kings", 2), ("mummy_spell", 4))
FRESH: dict[str, Callable[[Any, int], tuple[Any, ...]]] = {
    "mummy_curse": curse_rules._legal_actions,
    "valley_kings": valley_rules._legal_actions,
    "mummy_spell": spell_rules._legal,
}


def _states(game_id: str, players: int, seed: int, steps: int) -> list[Any]:
    game = get_game(game_id)
    rnd = random.Random(seed)
    state = game.new_game(seed, players, {})
    out = [state]
    for _ in range(steps):
        seats = game.to_act(state)
        if not seats:
            break
        legal = game.legal_actions(state, seats[0])
        state, _ = game.apply(state, seats[0], legal[rnd.randrange(len(legal))])
        out.append(state)
    return out


def _dataclasses_in(value: Any) -> list[Any]:
    """Every dataclass object inside ``value`` (itself included), through tuples and fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found = [value]
        for f in dataclasses.fields(value):
            found += _dataclasses_in(getattr(value, f.name))
        return found
    if isinstance(value, tuple):
        return [d for item in value for d in _dataclasses_in(item)]
    return []


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_fast_copy_makes_what_dataclasses_replace_makes(game_id: str, players: int) -> None:
    states = _states(game_id, players, 7, 120)
    checked = 0
    for before, after in zip(states, states[1:], strict=False):
        changed = {f.name: getattr(after, f.name) for f in dataclasses.fields(before)}
        changed = {n: v for n, v in changed.items() if v is not getattr(before, n)}
        pairs = [(before, changed)] + [(obj, {}) for obj in _dataclasses_in(before)[1:12]]
        for obj, changes in pairs:
            names = [f.name for f in dataclasses.fields(obj)]
            fast = replace(obj, **changes)
            slow = dataclasses.replace(obj, **changes)
            assert fast == slow and type(fast) is type(slow) and fast is not obj
            assert all(getattr(fast, n) is getattr(slow, n) for n in names)
            checked += 1
    assert checked > 100
    with pytest.raises(TypeError):
        replace(states[0], no_such_field=1)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_legal_actions_memo_answers_only_for_its_own_state_and_seat(game_id: str, players: int) -> None:
    game = get_game(game_id)
    fresh = FRESH[game_id]
    states = _states(game_id, players, 11, 150)
    rnd = random.Random(3)
    for _ in range(400):
        state = rnd.choice(states)
        seat = rnd.randrange(players)
        assert game.legal_actions(state, seat) == fresh(state, seat)
        twin = dataclasses.replace(state)  # equal, but another object: asked afresh
        assert game.legal_actions(twin, seat) == fresh(twin, seat)


def test_the_curse_move_memos_give_a_fresh_walk() -> None:
    rnd = random.Random(5)
    cells = bits(WALKABLE)
    for _ in range(300):
        cell, mummy = rnd.choice(cells), rnd.choice(cells)
        occupied = sum(1 << c for c in rnd.sample(cells, 3))
        for steps in range(1, 5):
            expected = moves.walk_ends(1 << cell, steps, mummy) & ~occupied & ~(1 << cell)
            assert moves.number_moves(cell, steps, mummy, occupied) == expected
        assert moves.reach_any(cell, mummy) == moves._reach_any(cell, mummy)
