"""A simple player for UI tests: an explorer that walks to its nearest treasure, a mummy that wanders.

It reads only the shown seat's view and the legal actions (as the page's test hook lists them).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from pharaoh.games.mummy_curse.board import board_data

_DATA = board_data()
_CELLS = {name: tuple(xy) for name, xy in _DATA["cells"].items()}
_ADJ: dict[str, list[str]] = {name: [] for name in _CELLS}
for a, b in _DATA["passages"]:
    _ADJ[a].append(b)
    _ADJ[b].append(a)


_LEAVE_ONLY = frozenset((_DATA["start"], _DATA["dungeon"]))
"""Squares a piece may leave but never step onto, so no walk passes through them."""


def distances(goals: list[str]) -> dict[str, int]:
    """Steps from every square to the nearest goal (walls respected, never through the start or dungeon).

    >>> d = distances(["i12"])
    >>> d["i13"], d["h13"], d["h12"], d["g13"]
    (1, 2, 1, 37)
    """
    dist = dict.fromkeys(goals, 0)
    queue = deque(goals)
    while queue:
        cur = queue.popleft()
        if cur in _LEAVE_ONLY and dist[cur]:
            continue
        for nxt in _ADJ[cur]:
            if nxt not in dist:
                dist[nxt] = dist[cur] + 1
                queue.append(nxt)
    return dist


def choose(view: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """A sensible action for the shown seat."""
    for text in legal:
        if text.endswith(" lay"):
            return text
    for prefix in ("roll", "recover"):
        for text in legal:
            if text.startswith(prefix) and (prefix != "recover" or len(legal) == 1):
                return text
    if "skip" in legal:
        return "skip"
    steps = [t for t in legal if t.startswith("step")]
    if steps:
        return rng.choice(steps + ["stop"]) if "stop" in legal else rng.choice(steps)
    moves = [t for t in legal if t.startswith(("move", "arrow"))]
    if moves:
        hand = next((h for h in view.get("hands", []) if h.get("cards") is not None), None)
        goals = [_DATA["symbols"][c] for c in (hand or {}).get("cards", [])]
        dist = distances(goals) if goals else {}
        best = min(moves, key=lambda t: (dist.get(t.split()[2], 99), rng.random()))
        current = None
        turn = view.get("turn") or {}
        for p in view.get("pawns", []):
            if p.get("pawn") == turn.get("pawn"):
                current = p.get("cell")
        worse = dist.get(best.split()[2], 99) >= dist.get(current or "", 99)
        if "reroll" in legal and worse and rng.random() < 0.5:
            return "reroll"
        return best
    if "end" in legal:
        return "end"
    return legal[0] if "stop" not in legal else "stop"
