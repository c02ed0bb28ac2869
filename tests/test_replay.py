"""The replay model (pharaoh.engine.replay): any position equals the actions re-applied, in every game.

Whole random games of every game and player count are rebuilt from their records; at
positions visited forwards, backwards and by jumps, the state, every seat's view, the
seats to act and the log as each seat sees it equal a match that applied the first
``at`` actions afresh.  The eyes a watcher may use are checked against the policy.
"""

from __future__ import annotations

import random

import pytest

from game_cases import CASES, IDS, whole_game
from pharaoh.engine import get_game
from pharaoh.engine.game import IllegalAction, events_for
from pharaoh.engine.match import Match, Record
from pharaoh.engine.replay import (
    EVERYTHING,
    TABLE,
    Replay,
    default_eye,
    eyes,
    needs_veil,
    round_of,
)


def record_of(game_id: str, players: int, seed: int) -> Record:
    game = get_game(game_id)
    steps = whole_game(game, players, seed, random.Random(seed))
    actions = tuple((seat, game.encode_action(action)) for _, seat, action, _ in steps)
    return Record(game_id, seed, players, {}, actions)


def prefix(record: Record, at: int) -> Match:
    actions = record.actions[:at]
    return Match.replay(Record(record.game_id, record.seed, record.players, record.options, actions))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_every_position_equals_the_actions_re_applied(game_id: str, players: int) -> None:
    whole = record_of(game_id, players, 4242 + players)
    assert Replay(whole).finished
    # random play of the curse runs to thousands of actions: its first 1200 make the point
    record = Record(game_id, whole.seed, players, {}, whole.actions[:1200])
    replay = Replay(record, checkpoint=16)
    assert replay.length == len(record.actions)
    rng = random.Random(players)
    n = replay.length
    # forwards one by one near the start, backwards one by one near the end, then jumps
    visits = list(range(0, min(n, 20) + 1)) + list(range(n, max(0, n - 20) - 1, -1))
    visits += [rng.randrange(n + 1) for _ in range(25)]
    # the match applying the actions once, afresh, kept at every position
    match = Match(game_id, record.seed, players)
    states, logs = [match.state], [0]
    for seat, text in record.actions:
        match.act(seat, text)
        states.append(match.state)
        logs.append(len(match.log))
    game = match.game
    for at in visits:
        assert replay.state(at) == states[at], at
        assert replay.to_act(at) == tuple(game.to_act(states[at]))
        log = match.log[: logs[at]]
        for seat in [None, *range(players)]:
            assert replay.view(at, seat) == game.view(states[at], seat), (at, seat)
            eye = TABLE if seat is None else str(seat)
            assert replay.events(at, eye) == events_for(log, seat), (at, seat)
        assert replay.events(at, EVERYTHING) == tuple(type(e)(e.kind, e.data) for e in log)
        assert replay.round(at) == round_of(game, states[at])
    # and one position rebuilt from a shorter record, as a loaded save would be
    at = visits[-1]
    assert prefix(record, at).state == replay.state(at)


@pytest.mark.parametrize("game_id", ["mummy_curse", "valley_kings", "mummy_spell"])
def test_rounds_start_where_the_round_number_changes(game_id: str) -> None:
    record = record_of(game_id, 3 if game_id != "valley_kings" else 2, 77)
    replay = Replay(record)
    rounds = replay.rounds()
    assert len(rounds) > 1, "a whole game lasts more than one round"
    assert [r for r, _ in rounds] == sorted({r for r, _ in rounds})
    for number, at in rounds:
        assert replay.round(at) == number
        assert at == 0 or replay.round(at - 1) != number


def test_a_game_without_a_rounds_hook_has_no_rounds() -> None:
    class Bare:
        pass

    assert round_of(Bare(), None) == 0  # type: ignore[arg-type]


def test_a_record_that_does_not_fit_is_refused_naming_the_action() -> None:
    record = record_of("valley_kings", 2, 5)
    seat, _ = record.actions[3]
    bad = Record(record.game_id, record.seed, 2, {}, (*record.actions[:3], (seat, "no such move")))
    with pytest.raises(IllegalAction, match="action 4 of 4"):
        Replay(bad)
    wrong_seat = Record(record.game_id, record.seed, 2, {}, ((9, record.actions[0][1]),))
    with pytest.raises(IllegalAction, match="no such seat"):
        Replay(wrong_seat)


def test_an_unfinished_game_shows_everything_nowhere() -> None:
    record = record_of("valley_kings", 2, 8)
    short = Record(record.game_id, record.seed, 2, {}, record.actions[:30])
    replay = Replay(short)
    assert not replay.finished
    with pytest.raises(ValueError, match="over"):
        replay.screen(10, EVERYTHING)
    assert replay.screen(10, "1") == prefix(short, 10).view(1)


def test_the_eyes_a_watcher_may_use() -> None:
    # over: everything, the table, every seat
    assert eyes(True, True, 4, people=(1,)) == (EVERYTHING, TABLE, "0", "1", "2", "3")
    # not over, secrets: the table and the people's seats only, never a computer's
    assert eyes(False, True, 4, people=(3, 1)) == (TABLE, "1", "3")
    assert eyes(False, True, 4) == (TABLE,)
    assert EVERYTHING not in eyes(False, False, 2)
    # several people at one device: each seat behind the privacy screen until the end
    assert needs_veil(False, True, (1, 3), "3")
    assert not needs_veil(False, True, (1, 3), TABLE)
    assert not needs_veil(False, True, (3,), "3")
    assert not needs_veil(True, True, (1, 3), "3")
    assert default_eye(False, True, (1, 3)) == TABLE
    assert default_eye(False, True, (3,)) == "3"
    assert default_eye(True, True, (3,)) == EVERYTHING


def test_everything_follows_the_seat_to_act() -> None:
    record = record_of("mummy_curse", 3, 31)
    replay = Replay(record)
    for at in (0, 5, 17, replay.length - 1):
        assert replay.looks_through(at, EVERYTHING) == replay.to_act(at)[0]
        assert replay.screen(at, EVERYTHING) == replay.view(at, replay.to_act(at)[0])
    assert replay.looks_through(replay.length, EVERYTHING) == replay.steps[-1].seat
