"""The mummy's computer player: where the explorers probably are, and where to step.

It reads only the mummy's view.  For each pawn, the view lists the squares it may be on
(``possible``), where it was last seen and the faces announced since.  The bot replays
those faces from the last sighting (each destination equally likely), keeps the result
inside ``possible``, and leans it towards symbols of the colours the pawn's hand still
shows; a pawn counts more the more cards its hand has laid (the first full hand wins).
Then it looks at every walk of its remaining steps and takes the first step of the walk
that sweeps the most probable squares and ends closest to the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.mummy_curse.board import DUNGEON, NEIGHBOURS, START, WALKABLE, bits, cell_at, mask_of
from pharaoh.games.mummy_curse.cards import CARD_NAMES, COLOUR_OF, COLOURS, SYMBOL_CELL
from pharaoh.games.mummy_curse.paths import FAR, ball, destinations, distances_from
from pharaoh.games.mummy_curse.state import STOP, Action

_FACES = {"skip": 0, "1": 1, "2": 2, "3": 3, "4": 4, "arrow": 5}


@dataclass(frozen=True)
class HuntStyle:
    """Tuning of the mummy's computer player."""

    trail_share: float = 0.0
    """How much the replayed trail counts against a flat spread over the possible squares."""
    attraction: float = 4.0
    """How strongly explorers are expected near symbols of the colours they still hold."""
    future: float = 1.25
    """Weight of ending close to the remaining probability (for the next turns)."""
    decay: float = 0.7
    """How fast that closeness fades with distance."""
    depth: int = 7
    """Longest walk looked at."""
    seek: float = 0.0
    """How much each replayed move is expected to head for the hand's candidate symbols."""
    guard: float = 0.0
    """Weight of ending close to symbols still wanted (explorers avoid laying near the mummy)."""
    lead: float = 0.5
    """How much more a pawn counts for each card its hand has laid (the first full hand wins)."""


@lru_cache(maxsize=8192)
def trail_weights(
    seen: int, trail: tuple[int, ...], targets: tuple[int, ...] = (), seek: float = 0.0
) -> tuple[tuple[int, float], ...]:
    """Where a pawn last seen on ``seen`` may be after ``trail``.

    Each move's destinations are equally likely, or (``seek`` > 0) likelier the closer
    they are to the nearest of ``targets``.
    """
    if not trail:
        return ((seen, 1.0),)
    before = trail_weights(seen, trail[:-1], targets, seek)
    face = trail[-1]
    if face == 0:
        return before
    near = _nearness(targets) if seek and targets else None
    spread: dict[int, float] = {}
    for cell, weight in before:
        dests = destinations(cell, face)
        if not dests:
            spread[cell] = spread.get(cell, 0.0) + weight
            continue
        shares = [1.0] * len(dests) if near is None else [near[d] ** seek + 1e-3 for d in dests]
        total = sum(shares)
        for d, share in zip(dests, shares, strict=True):
            spread[d] = spread.get(d, 0.0) + weight * share / total
    return tuple(sorted(spread.items()))


def _candidates(view: View, hand: dict[str, Any]) -> list[int]:
    """Symbol squares a hand may still be heading for: unlaid cards of the colours it holds."""
    laid = {name for h in view["hands"] for name in h["laid"]}
    wanted = {COLOURS.index(c) for c, n in hand["colours"].items() if n > 0}
    return [
        SYMBOL_CELL[i] for i, name in enumerate(CARD_NAMES) if COLOUR_OF[i] in wanted and name not in laid
    ]


def pawn_weights(view: View, pawn: dict[str, Any], style: HuntStyle) -> dict[int, float]:
    """A probability for each square the pawn may be on (empty if it cannot be caught now)."""
    if pawn["out"]:
        return {}
    cells = bits(mask_of(pawn["possible"]))
    cells = [c for c in cells if c != START and c != DUNGEON]
    if len(cells) <= 1:
        return dict.fromkeys(cells, 1.0)
    flat = 1.0 / len(cells)
    weights = dict.fromkeys(cells, flat)
    hand = next(h for h in view["hands"] if pawn["pawn"] in h["pawns"])
    targets = tuple(sorted(_candidates(view, hand)))
    if pawn["seen"] is not None:
        trail = tuple(_FACES[f] for f in pawn["since"])
        replayed = dict(trail_weights(cell_at(pawn["seen"]), trail, targets, style.seek))
        total = sum(replayed.get(c, 0.0) for c in cells)
        if total > 0:
            share = style.trail_share
            weights = {c: share * replayed.get(c, 0.0) / total + (1 - share) * flat for c in cells}
    if targets and style.attraction:
        near = _nearness(targets)
        weights = {c: w * (1 + style.attraction * near[c]) for c, w in weights.items()}
    total = sum(weights.values())
    return {c: w / total for c, w in weights.items()}


@lru_cache(maxsize=16)
def _powers(decay: float) -> tuple[float, ...]:
    """``decay ** d`` for every distance ``d`` a table of :mod:`.paths` holds (FAR included)."""
    return tuple(decay**d for d in range(FAR + 1))


@lru_cache(maxsize=256)
def _nearness(targets: tuple[int, ...]) -> dict[int, float]:
    """For every square, how close the nearest of ``targets`` is (1 on it, halving each step)."""
    best: dict[int, float] = {}
    for t in targets:
        dist = distances_from(t)
        for c in range(len(dist)):
            if dist[c] < 12:
                v = 0.5 ** dist[c]
                if v > best.get(c, 0.0):
                    best[c] = v
    return _Default(best)


class _Default(dict[int, float]):
    """A dict answering 0.0 for missing squares."""

    def __missing__(self, key: int) -> float:
        return 0.0


def heat(view: View, style: HuntStyle) -> dict[int, float]:
    """The expected number of explorers on each square."""
    total: dict[int, float] = {}
    for pawn in view["pawns"]:
        factor = 1.0
        if style.lead:
            hand = next(h for h in view["hands"] if pawn["pawn"] in h["pawns"])
            factor += style.lead * len(hand["laid"])
        for c, w in pawn_weights(view, pawn, style).items():
            total[c] = total.get(c, 0.0) + w * factor
    return total


def choose_step(
    view: View, legal: tuple[Action, ...], style: HuntStyle, scale: Sequence[float] | None = None
) -> Action:
    """The mummy's next step (or stop), from its view alone: the first step of :func:`best_walk`."""
    if len(legal) == 1:
        return legal[0]
    walk = best_walk(view, style, scale)
    if not walk:
        return STOP
    choice = Action("step", NEIGHBOURS[cell_at(view["mummy"]["cell"])].index(walk[0]))
    return choice if choice in legal else STOP


def best_walk(view: View, style: HuntStyle, scale: Sequence[float] | None = None) -> tuple[int, ...]:
    """The squares of the walk that sweeps the most probable squares and ends closest to the rest.

    Empty if staying is best.  ``scale`` (by square) multiplies the expected explorers on
    each square first (the hard level's hunt, :mod:`.lookahead`); ``None``: as they are.
    """
    mummy = cell_at(view["mummy"]["cell"])
    steps = min(view["mummy"]["steps"], style.depth)
    hot = heat(view, style)
    if scale is not None:
        hot = {c: w * scale[c] for c, w in hot.items()}
    ends = ball(mummy, steps)
    wanted: dict[int, float] = {}
    if style.guard:
        for hand in view["hands"]:
            if any(not view["pawns"][p]["out"] for p in hand["pawns"]):
                for t in _candidates(view, hand):
                    wanted[t] = wanted.get(t, 0.0) + 1.0 / max(1, hand["left"])
    fade = _powers(style.decay)
    hot_items = tuple(hot.items())
    future: dict[int, float] = {}
    for e in ends:
        dist = distances_from(e)
        future[e] = sum([w * fade[dist[c]] for c, w in hot_items])
        if wanted:
            future[e] += style.guard * sum([w * fade[dist[c]] for c, w in wanted.items()])
    best_value = style.future * future[mummy]
    best: tuple[int, ...] = ()

    def walk(cell: int, left: int, visited: int, gained: float, path: tuple[int, ...]) -> None:
        nonlocal best_value, best
        for d in range(4):
            n = NEIGHBOURS[cell][d]
            if n < 0 or not WALKABLE >> n & 1 or visited >> n & 1:
                continue
            g = gained + hot.get(n, 0.0)
            value = g + style.future * future.get(n, 0.0)
            here = path + (n,)
            if value > best_value + 1e-9:
                best_value = value
                best = here
            if left > 1:
                walk(n, left - 1, visited | 1 << n, g, here)

    if steps > 0:
        walk(mummy, steps, 1 << mummy, 0.0, ())
    return best
