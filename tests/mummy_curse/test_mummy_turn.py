"""The mummy's turn: its die, steps one by one, walls, captures, elimination and victory."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_curse.board import CELLS, DUNGEON, DUNGEON_EXITS, NEIGHBOURS, START, WALKABLE
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.state import OUT, OVER

from .helpers import act, corridor, kinds, legal, name, new, open_neighbours, put, rigged

MUMMY_ROLL, MUMMY_MOVE = 3, 4


def test_the_mummy_walks_up_to_its_die_plus_the_set_aside_dice() -> None:
    state = replace(new(3), phase=MUMMY_ROLL, pawn=-1, aside=1, rng=rigged((6, 4)))
    assert legal(state, 0) == ["roll"]
    state, events = act(state, 0, "roll")
    assert events[0].data == {"die": 3, "aside": 1, "steps": 4}
    assert "stop" in legal(state, 0)
    for _ in range(4):
        assert GAME.to_act(state) == (0,)
        state, _ = act(state, 0, legal(state, 0)[0])
    assert GAME.to_act(state) == (1,), "after its last step the turn passes to the explorers"
    assert state.round == 2


def test_the_mummy_steps_one_square_at_a_time_and_may_stop_early() -> None:
    run, d = corridor(4)
    state = replace(put(new(3), mummy=name(run[1])), phase=MUMMY_MOVE, pawn=-1, steps=3)
    towards = "nesw"[d]
    state, events = act(state, 0, f"step {towards}")
    assert state.mummy == run[2] and state.steps == 2 and kinds(events) == ["mummy_step"]
    state, events = act(state, 0, "stop")
    assert kinds(events) == ["mummy_done"] and GAME.to_act(state) == (1,)


def test_the_mummy_cannot_cross_walls_nor_enter_the_start_or_the_dungeon() -> None:
    for c in CELLS:
        if WALKABLE >> c & 1:
            state = replace(put(new(3), mummy=name(c)), phase=MUMMY_MOVE, pawn=-1, steps=2)
            allowed = {t.split()[1] for t in legal(state, 0) if t.startswith("step")}
            for d, n in enumerate(NEIGHBOURS[c]):
                assert ("nesw"[d] in allowed) == (n >= 0 and n not in (START, DUNGEON))


def test_the_mummy_leaves_the_sarcophagus_by_its_openings_and_never_returns() -> None:
    state = replace(new(3), phase=MUMMY_MOVE, pawn=-1, steps=3)
    assert state.mummy == DUNGEON
    steps = [t for t in legal(state, 0) if t.startswith("step")]
    assert len(steps) == len(DUNGEON_EXITS)
    state, _ = act(state, 0, steps[0])
    assert state.mummy in DUNGEON_EXITS
    back = "nesw"[NEIGHBOURS[state.mummy].index(DUNGEON)]
    assert f"step {back}" not in legal(state, 0)


def test_entering_an_explorers_square_captures_it_ends_the_move_and_takes_an_ankh() -> None:
    run, d = corridor(4)
    state = replace(put(new(3), mummy=name(run[0]), p1=name(run[1])), phase=MUMMY_MOVE, pawn=-1, steps=3)
    state, events = act(state, 0, f"step {'nesw'[d]}")
    assert kinds(events) == ["mummy_step", "capture", "mummy_done"]
    assert events[1].data == {"pawn": 1, "cell": name(run[1]), "ankhs": 2, "taken": 1, "out": False}
    assert state.cells[1] == DUNGEON and state.ankhs[1] == 2 and state.taken == 1
    assert state.mummy == run[1], "the mummy stays where it caught the explorer"
    assert GAME.to_act(state) == (1,) and state.steps == 0
    assert state.beliefs[1] == 1 << DUNGEON


def test_an_explorer_without_ankhs_is_out_and_its_turns_are_skipped() -> None:
    run, d = corridor(3)
    state = replace(
        put(new(4), mummy=name(run[0]), p0=name(run[1])), phase=MUMMY_MOVE, pawn=-1, steps=2, ankhs=(1, 3, 3)
    )
    state, events = act(state, 0, f"step {'nesw'[d]}")
    assert events[1].data["out"] is True and state.cells[0] == OUT
    assert GAME.to_act(state) == (2,), "the eliminated explorer no longer plays"
    assert GAME.view(state, 0)["pawns"][0]["out"] is True


def test_the_mummy_wins_at_its_target_number_of_ankhs() -> None:
    run, d = corridor(3)
    state = replace(
        put(new(3), mummy=name(run[0]), p1=name(run[1])), phase=MUMMY_MOVE, pawn=-1, steps=2, taken=3
    )
    state, events = act(state, 0, f"step {'nesw'[d]}")
    assert state.phase == OVER and kinds(events)[-1] == "game_over"
    outcome = GAME.outcome(state)
    assert (
        outcome is not None
        and outcome.winners == {0}
        and outcome.side == "mummy"
        and outcome.reason == "ankhs"
    )


def test_a_pawn_in_the_dungeon_or_on_the_start_cannot_be_caught() -> None:
    exit_cell = DUNGEON_EXITS[0]
    state = replace(put(new(3), mummy=name(exit_cell), p0=name(DUNGEON)), phase=MUMMY_MOVE, pawn=-1, steps=3)
    assert all(t.split()[-1] != "nesw"[NEIGHBOURS[exit_cell].index(DUNGEON)] for t in legal(state, 0))
    near_start = open_neighbours(START)[0]
    state = replace(put(new(3), mummy=name(near_start)), phase=MUMMY_MOVE, pawn=-1, steps=3)
    assert all(t.split()[-1] != "nesw"[NEIGHBOURS[near_start].index(START)] for t in legal(state, 0))
