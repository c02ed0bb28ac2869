"""tools/spell_sources.py plays the games the balance command plays, and counts what the events report."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import spell_sources  # noqa: E402
from pharaoh.balance import play_game  # noqa: E402


@pytest.mark.parametrize("players", [3, 5])
def test_the_tool_plays_the_balance_commands_games(players: int) -> None:
    seed = 704900
    for g in range(2):
        roles, counts = spell_sources.one_game(players, "normal", seed + g, seed + g * 101)
        record = play_game(("mummy_spell", seed + g, players, ("rule_based",) * players, seed + g * 101))
        assert roles == record["roles"]
        assert [s for s, c in enumerate(counts) if c["wins"]] == record["winners"]
        found = sum(c["finds"] for c in counts)
        assert found > 0  # every game opens sites, and somebody takes their finds
        assert all(c["end"] >= 0 for c in counts[1:])


def test_the_usage_is_printed_for_wrong_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert spell_sources.main(["4", "normal"]) == 2
    assert "Usage" in capsys.readouterr().out
