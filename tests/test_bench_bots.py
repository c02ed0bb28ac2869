"""The bench's part on computer players (tools/bench.py: which tables, how printed) and bot_times' figures."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bench  # noqa: E402
from pharaoh.bot_times import decision_times  # noqa: E402


def result(median: float, positions: str = "abc", wall: float | None = None) -> dict[str, Any]:
    """A bot_times result with the given median (p90 and max above it)."""
    return {
        "decisions": 20,
        "median_ms": median,
        "p90_ms": median * 1.5,
        "max_ms": median * 2,
        "wall_median_ms": wall or median,
        "wall_p90_ms": (wall or median) * 1.5,
        "wall_max_ms": (wall or median) * 2,
        "positions": positions,
    }


def test_the_bots_are_timed_at_three_players_and_the_largest_table() -> None:
    assert bench.bot_tables(2, 5) == [3, 5]
    assert bench.bot_tables(3, 5) == [3, 5]
    assert bench.bot_tables(2, 2) == [2]
    assert bench.bot_tables(4, 6) == [4, 6]


def row(game: str, players: int, node: Any, cpython: Any, page: Any = None) -> dict[str, Any]:
    """A row of the bench's table (seed 900)."""
    found = {"game": game, "bot": "search", "players": players, "seed": 900, "node": node, "cpython": cpython}
    return found if page is None else {**found, "page": page}


def test_the_table_gives_both_runtimes_and_their_ratio_only_for_the_same_positions() -> None:
    rows = [
        row("mummy_curse", 5, result(400), result(200)),
        row("mummy_spell", 3, result(300), result(100, "xyz")),
        row("valley_kings", 2, None, result(5.0)),
        row("valley_kings", 3, result(880, wall=905), None, result(0, wall=910)),
    ]
    lines = bench.format_bot_times(rows, load=1.25)
    assert "load average 1.2" in lines[2]
    curse = next(line for line in lines if "mummy_curse, search" in line)
    assert curse.split()[2:5] == ["5", "900", "20"], "players, seed, decisions"
    assert "400 / 600 / 800" in curse and "200 / 300 / 400" in curse and curse.endswith("2.0x")
    spell = lines.index(next(line for line in lines if "mummy_spell" in line))
    assert lines[spell].endswith("n/a") and "other positions" in lines[spell + 1]
    no_node = next(line for line in lines if "5.0 / 7.5 / 10" in line)
    assert no_node.count("n/a") == 3, "no Node: neither CPU nor wall figures, no ratio"
    page = next(line for line in lines if "in the page" in line)
    assert "910 / 1365 / 1820" in page and "other positions" not in page


def test_bot_times_takes_the_wall_clock_apart_and_names_the_positions_it_timed() -> None:
    cpu, wall = iter(range(0, 10_000, 5)), iter(range(0, 10_000, 7))
    timed = decision_times(
        "mummy_curse", "easy", None, 3, 4, lambda: float(next(cpu)), lambda: float(next(wall))
    )
    assert (timed["median_ms"], timed["wall_median_ms"], timed["wall_max_ms"]) == (5.0, 7.0, 7.0)
    assert decision_times("mummy_curse", "easy", None, 3, 4)["positions"] == timed["positions"], "same game"
    assert decision_times("mummy_curse", "easy", None, 4, 4)["positions"] != timed["positions"], (
        "another seed"
    )
