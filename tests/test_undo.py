"""Undo within a policy that cannot be abused, over every registered game and player count.

The engine's barrier (:mod:`pharaoh.engine.undo`) is checked against what it promises:
whenever an action drew chance or told some seat something it could not know, the
engine must say so.  "Told something" is measured, not trusted: for each seat, a few
worlds consistent with its view before the action (``sample_consistent``) must all give
it the same view after the same action, or the action showed it something.  Then the
match's undo is checked to restore exactly the position before, and a cheater's tries
are refused.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

from game_cases import CASES, IDS, EventStep, whole_game_events
from pharaoh.engine import StaleAction, game_ids, game_info, get_game
from pharaoh.engine.game import Seat
from pharaoh.engine.match import Match
from pharaoh.engine.undo import CHANCE, NOTHING, OTHER_SEAT, OVER, REVEAL, UndoRefused, barrier

WORLDS = 3
"""Worlds sampled per seat and action for the hidden-news check."""
ALTERNATIVES = 2
"""Legal actions tried per position besides the one the playout takes."""
POSITIONS = 80
"""Positions of a playout checked for hidden news (spread over the whole game)."""


@functools.cache
def playout(game_id: str, players: int, seed: int) -> tuple[EventStep, ...]:
    """A random playout: (state, seat, action, state after, events) per action."""
    return tuple(whole_game_events(get_game(game_id), players, seed, random.Random(seed * 7907 + players)))


def news_for(
    game: Any, before: Any, seat: Seat, action: Any, after: Any, viewer: Seat, rng: random.Random
) -> bool:
    """True if ``seat``'s ``action`` told ``viewer`` something its view before could not foretell."""
    expected = game.view(after, viewer)
    known = game.view(before, viewer)
    for _ in range(WORLDS):
        world = game.sample_consistent(known, rng)
        if action not in game.legal_actions(world, seat):
            continue  # the action itself rules this world out (it names what the actor holds)
        if game.view(game.apply(world, seat, action)[0], viewer) != expected:
            return True
    return False


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_barrier_whenever_chance_is_drawn_or_anyone_learns_something(game_id: str, players: int) -> None:
    game = get_game(game_id)
    rng = random.Random(players)
    checked = free = 0
    steps = playout(game_id, players, 1)
    for i in sorted(rng.sample(range(len(steps)), min(POSITIONS, len(steps)))):
        before, seat, taken, _, _ = steps[i]
        legal = game.legal_actions(before, seat)
        actions = [taken, *rng.sample(legal, min(ALTERNATIVES, len(legal)))]
        for action in dict.fromkeys(actions):
            after, events = game.apply(before, seat, action)
            reason = barrier(game, before, after, seat, events)
            checked += 1
            if before.rng != after.rng:
                assert reason == CHANCE, f"step {i}: {game.encode_action(action)} drew chance unflagged"
            if reason is not None:
                continue
            free += 1
            for viewer in range(players):
                told = news_for(game, before, seat, action, after, viewer, random.Random(i * 31 + viewer))
                assert not told, (
                    f"step {i}: {game.encode_action(action)} by {seat} told seat {viewer} something"
                )
    assert free > 0 and free < checked, "some actions may be taken back, some not"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_undo_restores_exactly_the_position_before(game_id: str, players: int) -> None:
    game = get_game(game_id)
    match = Match(game_id, 2, players)
    rng = random.Random(players)
    history: list[tuple[Any, int]] = []
    undone = 0
    for _ in range(game.info.playout_bound):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[rng.randrange(len(to_act))]
        history.append((match.state, len(match.log)))
        legal = match.legal(seat)
        text = legal[rng.randrange(len(legal))]
        match.act(seat, text, match.state_id)
        after = match.state
        runs = match.undoable(seat)
        for other in range(players):
            if other != seat:
                assert match.undoable(other) == 0, "only the seat that acted last may take back"
        if runs == 0:
            continue
        assert seat in match.to_act() and match.barriers[-1] is None
        assert all(s == seat for s, _ in match.actions[-runs:]), "never across another seat's action"
        assert all(b is None for b in match.barriers[-runs:]), "never across a barrier"
        taken, log = match.actions[-runs:], list(match.log)
        for k in range(1, runs + 1 if rng.random() < 0.3 else 2):
            match.undo(seat, match.state_id)
            state, length = history[-k]
            assert match.state == state and match.log == log[:length]
            assert all(match.view(s) == game.view(state, s) for s in (*range(players), None))
            undone += 1
        if undone <= 3 * runs:
            assert Match.replay(match.record()).state == match.state, "a save follows the undo"
        for s, redo in taken[len(taken) - k :]:
            match.act(s, redo, match.state_id)
        assert match.state == after
    assert match.outcome() is not None
    assert undone > 0
    seat = match.actions[-1][0]
    assert match.undo_refusal(seat) == OVER and match.undoable(seat) == 0


def first(game_id: str, players: int, wanted: Any) -> tuple[Match, Seat]:
    """A match replayed up to the first action of a playout for which ``wanted(match, seat)`` holds."""
    for seed in range(1, 6):
        match = Match(game_id, seed, players)
        for _, seat, action, _, _ in playout(game_id, players, seed):
            match.act(seat, get_game(game_id).encode_action(action), match.state_id)
            if wanted(match, seat):
                return match, seat
    raise AssertionError(f"{game_id}: no such position in five playouts")


def refused(match: Match, seat: Seat, reason: str) -> None:
    """Assert that ``seat``'s undo is refused for ``reason`` and changes nothing."""
    before, record = match.state, match.record()
    assert match.undo_refusal(seat) == reason and match.undoable(seat) == 0
    with pytest.raises(UndoRefused) as caught:
        match.undo(seat, match.state_id)
    assert caught.value.reason == reason
    assert match.state is before and match.record() == record


@pytest.mark.parametrize("game_id", game_ids())
def test_a_cheater_cannot_take_back_a_roll_a_draw_or_a_reveal(game_id: str) -> None:
    players = game_info(game_id).min_players
    for reason in (CHANCE, REVEAL):
        if reason == CHANCE and game_id == "valley_kings":
            continue  # every card is shuffled at the start: no chance drawn during play
        match, seat = first(
            game_id,
            players,
            lambda m, s, r=reason: m.barriers[-1] == r and s in m.to_act() and m.outcome() is None,
        )
        refused(match, seat, reason)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_cheater_cannot_take_back_across_another_seats_action(game_id: str) -> None:
    players = game_info(game_id).min_players

    def after_others(match: Match, seat: Seat) -> bool:
        """The seat that acted before ``seat`` took no chance and is to act again."""
        if len(match.actions) < 2 or match.outcome() is not None:
            return False
        previous = match.actions[-2][0]
        return previous != seat and match.barriers[-2] is None and previous in match.to_act()

    match, seat = first(game_id, players, after_others)
    refused(match, match.actions[-2][0], OTHER_SEAT)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_turn_passed_on_cannot_be_taken_back(game_id: str) -> None:
    players = game_info(game_id).min_players
    match, seat = first(
        game_id, players, lambda m, s: m.barriers[-1] is None and s not in m.to_act() and m.to_act()
    )
    refused(match, seat, OTHER_SEAT)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_stale_undo_is_refused(game_id: str) -> None:
    players = game_info(game_id).min_players
    match, seat = first(game_id, players, lambda m, s: m.undoable(s) > 0)
    state = match.state
    for wrong in (match.state_id - 1, match.state_id + 1):
        with pytest.raises(StaleAction):
            match.undo(seat, wrong)
    assert match.state is state
    match.undo(seat, match.state_id)
    assert match.state is not state


def test_nothing_to_take_back_at_the_start() -> None:
    match = Match("valley_kings", 3, 2)
    for seat in range(2):
        refused(match, seat, NOTHING)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_whoever_may_undo_has_something_to_take_back(game_id: str, players: int) -> None:
    """Every seat, after every action (undos mixed in): an allowed undo always has a state to restore."""
    game = get_game(game_id)
    rng = random.Random(players * 17)
    match = Match(game_id, 2, players)
    for _ in range(game.info.playout_bound):
        to_act = match.to_act()
        if not to_act:
            break
        for seat in range(players):
            if match.undo_refusal(seat) is None:
                assert match.undoable(seat) > 0, f"seat {seat} may undo at {match.state_id} with nothing kept"
        undoers = [s for s in range(players) if match.undo_refusal(s) is None]
        if undoers and rng.random() < 0.3:
            match.undo(rng.choice(undoers), match.state_id)
            continue
        seat = to_act[rng.randrange(len(to_act))]
        legal = match.legal(seat)
        match.act(seat, legal[rng.randrange(len(legal))], match.state_id)
