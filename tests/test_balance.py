"""The balance command: Wilson intervals, the summary's shape, determinism across jobs, bad arguments."""

from __future__ import annotations

import doctest
import json
import math
from pathlib import Path
from typing import Any

import pytest

from pharaoh import balance as balance_module
from pharaoh.balance import KEYS, balance, format_tables, pool, wilson
from pharaoh.cli import main
from pharaoh.engine import game_ids, game_info
from pharaoh.engine.game import Tally
from pharaoh.engine.registry import get_game
from pharaoh.sim import simulate


def test_doctests_pass() -> None:
    assert doctest.testmod(balance_module).failed == 0


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [(50, 100, 0.4038, 0.5962), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (1, 3, 0.0615, 0.7923),
     (120, 200, 0.5308, 0.6654)],
)
def test_wilson_matches_worked_values(wins: int, n: int, low: float, high: float) -> None:
    got = wilson(wins, n)
    assert got == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_wilson_is_symmetric_contains_the_share_and_narrows_with_more_games() -> None:
    for n in (1, 7, 40, 1000):
        for wins in range(0, n + 1, max(1, n // 7)):
            low, high = wilson(wins, n)
            assert 0 <= low <= wins / n <= high <= 1
            mirror = wilson(n - wins, n)
            assert math.isclose(low, 1 - mirror[1], abs_tol=1e-12)
    assert wilson(60, 100)[1] - wilson(60, 100)[0] > wilson(600, 1000)[1] - wilson(600, 1000)[0]
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_offers_the_tally_hooks(game_id: str) -> None:
    game = get_game(game_id)
    assert isinstance(game, Tally)
    for players in range(game_info(game_id).min_players, game_info(game_id).max_players + 1):
        state = game.new_game(3, players, {})
        roles = game.seat_roles(state)
        assert len(roles) == players and all(isinstance(r, str) and r for r in roles)
        assert game.rounds(state) == 1


def test_json_shape_and_roles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--game", "mummy_spell", "--players", "4", "--bots", "random", "--games", "2",
                 "--seed", "11", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"game", "players", "bots", "games", "seed", "completed", "sides", "seats", "roles",
                           "actions", "rounds", "reasons", "limit", "limit_reasons", "limit_seeds", "errors",
                           "first_error", "seconds"}
    assert set(result) == KEYS  # what pool checks a piece against
    assert result["completed"] == 2 and result["errors"] == 0 and result["bots"] == ["random"] * 4
    assert sum(r["wins"] for r in result["sides"].values()) == 2
    roles = [["mummy"], ["archaeologist"], ["gangster"], ["occultist"]]
    assert [s["roles"] for s in result["seats"]] == roles
    assert set(result["roles"]) == {"mummy", "archaeologist", "gangster", "occultist"}
    assert all(r["games"] == 2 for r in result["roles"].values())
    for rate in [*result["sides"].values(), *result["seats"], *result["roles"].values(), result["limit"]]:
        assert set(rate) >= {"wins", "games", "share", "low", "high"}
        assert rate["low"] <= rate["share"] <= rate["high"]
    assert result["limit_reasons"] == ["curse"]
    assert 1 <= result["rounds"]["min"] <= result["rounds"]["mean"] <= result["rounds"]["max"]
    assert 0 < result["actions"]["min"] <= result["actions"]["max"]
    assert sum(r["wins"] for r in result["reasons"].values()) == 2


def test_results_do_not_depend_on_jobs_and_agree_with_simulate() -> None:
    one = balance("valley_kings", 4, 500, 2, ["heuristic"], jobs=1)
    two = balance("valley_kings", 4, 500, 2, ["heuristic"], jobs=2)
    one.pop("seconds")
    two.pop("seconds")
    assert one == two
    sim = simulate("valley_kings", 4, 500, 2, ["heuristic"])
    assert {side: r["wins"] for side, r in one["sides"].items()} == sim["wins"]
    assert {str(s["seat"]): s["wins"] for s in one["seats"] if s["wins"]} == sim["seat_wins"]
    assert set(one["roles"]) <= {"tara_wolf", "montana_smith", "heinrich_von_karloff", "susan_copperstone"}
    assert sum(r["games"] for r in one["roles"].values()) == 8


def test_zero_games_gives_empty_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--game", "mummy_curse", "--players", "3", "--games", "0"]) == 0
    out = capsys.readouterr().out
    assert "0 of 0 games" in out and "decided 0 of 0 games" in out
    result = balance("mummy_curse", 0, 0, 3)
    assert result["completed"] == 0 and result["sides"] == {} and result["roles"] == {}
    assert result["seats"][0] == {"seat": 0, "roles": [], "wins": 0, "games": 0, "share": None,
                                  "low": 0.0, "high": 1.0}
    assert result["actions"] == {"mean": None, "min": None, "max": None}
    assert result["bots"] == ["heuristic"] * 3  # the game's strongest by default


def test_limits_shared_wins_and_errors_are_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    fake: list[dict[str, Any]] = [
        {"seed": 7, "side": "mummy", "winners": [0], "reason": "curse", "actions": 10, "rounds": 20,
         "roles": ["mummy", "archaeologist", "gangster"]},
        {"seed": 8, "side": "characters", "winners": [1, 2], "reason": "mummy_found", "actions": 4,
         "rounds": 3, "roles": ["mummy", "archaeologist", "gangster"]},
        {"error": "seed 2: boom"},
    ]
    monkeypatch.setattr(balance_module, "play_game", lambda task: fake[task[1]])
    result = balance("mummy_spell", 3, 0, 3, ["random"])
    assert result["completed"] == 2 and result["errors"] == 1 and result["first_error"] == "seed 2: boom"
    assert result["limit"]["wins"] == 1 and result["reasons"]["curse"]["limit"]
    assert not result["reasons"]["mummy_found"]["limit"]
    assert [s["wins"] for s in result["seats"]] == [1, 1, 1]
    assert result["sides"]["characters"]["wins"] == 1
    assert result["rounds"] == {"mean": 11.5, "min": 3, "max": 20}
    assert "| curse (limit) | 1 | 50.0% |" in format_tables(result)
    assert result["limit_seeds"] == [7]  # which games to replay to see why
    assert "decided 1 of 2 games (50.0%, 9.4-90.5%, seed 7)." in format_tables(result)


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "mummy_spell", "--players", "2"],
        ["--game", "mummy_spell", "--players", "6"],
        ["--game", "mummy_spell", "--bots", "nobody"],
        ["--game", "mummy_spell", "--players", "3", "--bots", "random,random"],
        ["--game", "valley_kings", "--games", "-1"],
        ["--game", "valley_kings", "--jobs", "0"],
        ["--game", "chess"],
        ["--game", "valley_kings", "--games", "many"],
        ["--players", "2"],
    ],
)
def test_bad_arguments_exit_with_a_message(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["balance", *args])
    assert exc.value.code == 2
    assert "error" in capsys.readouterr().err


def _fake_game(task: tuple[str, int, int, tuple[str, ...], int]) -> dict[str, Any]:
    """A made-up spell game for each seed: sides, shared wins, the limit, lengths and an error vary."""
    seed = task[1]
    if seed == 4:
        return {"error": "seed 4: boom"}
    roles = ["mummy", "archaeologist", "gangster", "occultist", "agent"][: task[2]]
    if seed % 3 == 0:
        return {"seed": seed, "side": "mummy", "winners": [0], "reason": "curse", "actions": 100 + seed,
                "rounds": 20, "roles": roles}
    winners = [1, 2] if seed % 3 == 1 else [2]
    return {"seed": seed, "side": "characters", "winners": winners, "reason": "mummy_found",
            "actions": 40 + 7 * seed, "rounds": 3 + seed, "roles": roles}


def test_pooled_pieces_give_the_figures_of_one_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(balance_module, "play_game", _fake_game)
    whole = balance("mummy_spell", 9, 0, 3, ["random"])
    pieces = [balance("mummy_spell", games, seed, 3, ["random"]) for seed, games in ((7, 2), (0, 3), (3, 4))]
    pooled = pool(pieces)
    assert pooled.pop("ranges") == [[0, 8]]
    for result in (whole, pooled):
        result.pop("seconds")
        for key in ("actions", "rounds"):
            result[key]["mean"] = pytest.approx(result[key]["mean"], abs=0.005)
    assert pooled == whole
    assert pooled["first_error"] == "seed 4: boom" and pooled["errors"] == 1
    assert pooled["limit_seeds"] == [0, 3, 6]
    assert pool([pieces[0]]) == {**pieces[0], "ranges": [[7, 8]]}


def test_pooled_tables_name_every_seed_range(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(balance_module, "play_game", _fake_game)
    pooled = pool([balance("mummy_spell", 3, 0, 3, ["random"]), balance("mummy_spell", 2, 10, 3, ["random"])])
    assert pooled["ranges"] == [[0, 2], [10, 11]]
    assert "5 of 5 games (seeds 0-2, 10-11), 0 errors" in format_tables(pooled)
    again = pool([pooled, balance("mummy_spell", 2, 4, 3, ["random"])])  # a pooled result pooled again
    assert again["ranges"] == [[0, 2], [4, 5], [10, 11]] and again["completed"] == 6
    with pytest.raises(ValueError, match="overlap"):
        pool([pooled, balance("mummy_spell", 1, 11, 3, ["random"])])  # inside a pooled range


def test_pool_refuses_what_would_miscount(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(balance_module, "play_game", _fake_game)
    piece = balance("mummy_spell", 3, 0, 3, ["random"])
    with pytest.raises(ValueError, match="overlap"):
        pool([piece, balance("mummy_spell", 3, 2, 3, ["random"])])
    with pytest.raises(ValueError, match="overlap"):
        pool([piece, piece])  # the same file twice
    with pytest.raises(ValueError, match="differ in bots"):
        pool([piece, balance("mummy_spell", 3, 5, 3, ["rule_based"])])
    with pytest.raises(ValueError, match="differ in players"):
        pool([piece, balance("mummy_spell", 3, 5, 4, ["random"])])
    with pytest.raises(ValueError, match="not a balance result: no"):
        pool([piece, {"game": "mummy_spell"}])
    with pytest.raises(ValueError, match="seats must be numbered"):
        pool([{**piece, "seats": [{**seat, "seat": seat["seat"] - 1} for seat in piece["seats"]]}])
    with pytest.raises(ValueError, match="whole numbers"):
        pool([{**piece, "games": "3"}])
    with pytest.raises(ValueError, match="nothing to pool"):
        pool([])


def test_pool_command_reads_pieces_and_names_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(balance_module, "play_game", _fake_game)
    files = []
    for seed in (0, 3):
        path = tmp_path / f"piece_{seed}.json"
        path.write_text(json.dumps(balance("mummy_spell", 3, seed, 3, ["random"])))
        files.append(str(path))
    assert main(["pool", *files, "--json"]) == 1  # seed 4 failed: the exit code says so
    assert json.loads(capsys.readouterr().out)["ranges"] == [[0, 5]]
    junk = tmp_path / "junk.json"
    for text in ("{not json", "[1, 2]", json.dumps({"game": "mummy_spell"})):
        junk.write_text(text)
        with pytest.raises(SystemExit) as exc:
            main(["pool", files[0], str(junk)])
        assert exc.value.code == 2 and "junk.json" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["pool", files[0], files[0]])
    assert exc.value.code == 2 and "overlap" in capsys.readouterr().err
