"""The command line: games, simulate and arena, in text and JSON."""

from __future__ import annotations

import json

import pytest

from pharaoh.cli import main
from pharaoh.engine import game_ids, game_info


def test_games_lists_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for gid in game_ids():
        assert gid in out and game_info(gid).name["en"] in out


@pytest.mark.parametrize("game_id", game_ids())
def test_simulate_prints_one_json_object(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", game_id, "--games", "3", "--seed", "7", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 3 and result["errors"] == 0 and result["actions"] > 0
    assert sum(result["wins"].values()) == 3
    assert set(result) >= {"games", "actions", "seconds", "actions_per_second", "wins", "errors"}


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    gid = game_ids()[0]
    runs = []
    for _ in range(2):
        main(["simulate", "--game", gid, "--games", "4", "--seed", "3", "--json"])
        result = json.loads(capsys.readouterr().out)
        runs.append((result["actions"], result["wins"]))
    assert runs[0] == runs[1]


def test_simulate_text_output_and_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    gid = game_ids()[0]
    assert main(["simulate", "--game", gid, "--games", "2", "--seed", "1"]) == 0
    assert "actions/s" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "nope"])
    with pytest.raises(SystemExit):
        main(["simulate", "--game", gid, "--bots", "no-such-bot"])


def test_arena_runs_every_lineup(capsys: pytest.CaptureFixture[str]) -> None:
    gid = game_ids()[0]
    players = game_info(gid).min_players
    assert main(["arena", "--game", gid, "--games", "2", "--seed", "1", "--bot", "random", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert len(results) == 1 and results[0]["players"] == players
