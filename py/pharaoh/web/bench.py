"""Random-playout figures for ``make bench``, run by ``window.pharaohBench`` inside Pyodide."""

from __future__ import annotations

from typing import Any

from pharaoh.sim import simulate

KEYS = ("games", "actions", "seconds", "actions_per_second", "wins", "errors")


def bench(game_id: str, games: int, seed: int, players: int | None = None) -> dict[str, Any]:
    """Play ``games`` random games and return {games, actions, seconds, actions_per_second, wins, errors}.

    The shared :func:`pharaoh.sim.simulate` does the work; this keeps the fields the bench reads
    (and the first error, if any, to say what went wrong).
    """
    result = simulate(game_id, games, seed, players)
    out = {key: result[key] for key in KEYS}
    out["game"] = game_id
    if result.get("first_error"):
        out["first_error"] = result["first_error"]
    return out
