"""``Replay.from_history``: a replay of positions checked elsewhere (a peek-proof match's audit, #15)."""

from __future__ import annotations

import random

import pytest

from game_cases import whole_game
from pharaoh.engine import get_game
from pharaoh.engine.match import Record
from pharaoh.engine.replay import EVERYTHING, Replay, Step, round_of


def test_a_replay_from_its_states_shows_what_the_replay_from_the_seed_shows() -> None:
    game = get_game("valley_kings")
    steps_played = whole_game(game, 2, 77, random.Random(77))
    record = Record(
        "valley_kings", 77, 2, {}, tuple((s, game.encode_action(a)) for _, s, a, _ in steps_played)
    )
    seeded = Replay(record)
    assert seeded.finished and seeded.length > 20
    state = game.new_game(77, 2, {})
    states, steps = [state], []
    for seat, text in record.actions:
        state, events = game.apply(state, seat, game.decode_action(text))
        states.append(state)
        steps.append(Step(seat, text, tuple(events), round_of(game, state)))
    kept = Replay.from_history(record, states, steps)
    assert seeded.loadable and not kept.loadable
    assert kept.finished and kept.length == seeded.length and kept.rounds() == seeded.rounds()
    for at in (seeded.length, 0, 7, seeded.length // 2, 3, seeded.length - 1):
        for eye in (EVERYTHING, "table", "0", "1"):
            assert kept.screen(at, eye) == seeded.screen(at, eye)
            assert kept.events(at, eye) == seeded.events(at, eye)
    with pytest.raises(ValueError, match="one state more"):
        Replay.from_history(record, states[:-1], steps)
