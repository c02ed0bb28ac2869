"""The hard level's mummy: the ordinary hunt on weights drawn per move, from its view alone."""

from __future__ import annotations

import random
from dataclasses import replace

from pharaoh.games.mummy_curse import hunting
from pharaoh.games.mummy_curse.board import CELLS, DUNGEON, START, WALKABLE, cell_name
from pharaoh.games.mummy_curse.bots import HeuristicBot, styles
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.lookahead import SearchBot, hunt_scale
from pharaoh.games.mummy_curse.paths import distance
from pharaoh.games.mummy_curse.state import MUMMY_MOVE, State

from .helpers import new, put


def mummy_positions(players: int, seed: int) -> list[State]:
    """The states of a game between ordinary bots where the mummy chooses among steps."""
    bot = HeuristicBot(seed)
    state = GAME.new_game(seed, players)
    out = []
    while seats := GAME.to_act(state):
        seat = seats[0]
        legal = GAME.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1:
            out.append(state)
        state, _ = GAME.apply(state, seat, bot.choose(GAME, seat, GAME.view(state, seat), legal))
    return out


def test_the_hard_mummy_decides_from_its_view_alone() -> None:
    twins = random.Random(3)
    moved = 0
    for n, state in enumerate(mummy_positions(4, 11)[::3]):
        view = GAME.view(state, 0)
        twin = GAME.sample_consistent(view, twins)
        assert GAME.view(twin, 0) == view
        moved += twin.cells != state.cells
        legal = GAME.legal_actions(state, 0)
        assert SearchBot(n).choose(GAME, 0, view, legal) == SearchBot(n).choose(
            GAME, 0, GAME.view(twin, 0), legal
        )
    assert moved > 5, "the twins hide the pawns elsewhere"


def test_the_hard_mummy_is_the_ordinary_hunt_without_noise_or_dodge_and_differs_with_its_tuning() -> None:
    positions = mummy_positions(4, 12)
    plain = SearchBot(0, noise={4: 0.0}, dodge={4: 0.0})
    ordinary = HeuristicBot(0)
    differ = 0
    for state in positions:
        view = GAME.view(state, 0)
        legal = GAME.legal_actions(state, 0)
        usual = ordinary.choose(GAME, 0, view, legal)
        assert plain.choose(GAME, 0, view, legal) == usual
        hard = [SearchBot(seed).choose(GAME, 0, view, legal) for seed in range(4)]
        assert hard == [SearchBot(seed).choose(GAME, 0, view, legal) for seed in range(4)], "seeded"
        differ += any(a != usual for a in hard)
    assert differ >= len(positions) // 10, "the hard mummy often walks another way than the ordinary one"


def test_the_weights_hold_for_a_whole_move_and_dodge_the_ordinary_walk() -> None:
    state = mummy_positions(4, 13)[5]
    view = GAME.view(state, 0)
    first = hunt_scale(view, 7, 0.6, 0.0)
    assert first is not None and len(set(first)) > 10
    legal = GAME.legal_actions(state, 0)
    step = next(a for a in legal if a.kind == "step")
    after, _ = GAME.apply(state, 0, step)
    if GAME.to_act(after) == (0,) and after.phase == state.phase:
        assert hunt_scale(GAME.view(after, 0), 7, 0.6, 0.0) == first, "the same move: the same weights"
    assert hunt_scale(view, 8, 0.6, 0.0) != first, "another seed: other weights"
    dodged = hunt_scale(view, 7, 0.0, 0.5)
    assert dodged is not None
    walk = set(hunting.best_walk(view, styles(4)[0]))
    assert walk and all(dodged[c] == (0.5 if c in walk else 1.0) for c in range(len(dodged)))


def test_a_sure_capture_comes_first() -> None:
    floor = [c for c in CELLS if WALKABLE >> c & 1 and c not in (START, DUNGEON)]
    mummy = floor[len(floor) // 2]
    target = next(c for c in floor if distance(mummy, c) == 3)
    state = put(new(4), mummy=cell_name(mummy), p0=cell_name(target))
    # another pawn may be on any of many squares near the mummy, on the other side
    spread = [c for c in floor if distance(mummy, c) <= 4 and distance(target, c) > 3]
    beliefs = (state.beliefs[0], sum(1 << c for c in spread), state.beliefs[2])
    state = replace(state, cells=(target, spread[0], state.cells[2]), beliefs=beliefs)
    state = replace(state, phase=MUMMY_MOVE, pawn=-1, steps=4, mummy_die=3, aside=1)
    view = GAME.view(state, 0)
    assert hunt_scale(view, 0, 0.6, 0.5) is None
    for seed in range(12):
        bot = SearchBot(seed)
        s = state
        while GAME.to_act(s) == (0,) and s.ankhs[0] == state.ankhs[0]:
            s, _ = GAME.apply(s, 0, bot.choose(GAME, 0, GAME.view(s, 0), GAME.legal_actions(s, 0)))
        assert s.ankhs[0] == state.ankhs[0] - 1, "the pawn seen on a square within reach is caught"


def test_the_walk_to_dodge_is_the_one_foreseen_at_the_start_of_the_move() -> None:
    state = next(s for s in mummy_positions(4, 14) if s.phase == MUMMY_MOVE and s.steps >= 4)
    bot = SearchBot(0)
    view = GAME.view(state, 0)
    foreseen = hunting.best_walk(view, styles(4)[0])
    step = bot.choose(GAME, 0, view, GAME.legal_actions(state, 0))
    assert bot.foreseen is not None and bot.foreseen[1] == foreseen
    after, _ = GAME.apply(state, 0, step)
    assert GAME.to_act(after) == (0,) and len(GAME.legal_actions(after, 0)) > 1, "the move goes on"
    bot.choose(GAME, 0, GAME.view(after, 0), GAME.legal_actions(after, 0))
    assert bot.foreseen[1] == foreseen, "the same move: still the walk the explorers foresaw"
