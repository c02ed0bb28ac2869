"""How pieces move, and what the mummy can deduce from the announced dice.

Explorers: a number is a walk of exactly that many orthogonal steps, back and forth
allowed, never through a wall or the mummy, never onto the start or into the dungeon,
over other explorers but not ending on one nor on the square it began on.  The arrow
slides straight to the square before the next obstacle (wall, mummy, explorer, start,
dungeon), at least one square.  All sets of squares are bit masks (see ``board``).
"""

from __future__ import annotations

from pharaoh.games.mummy_curse.board import (
    DUNGEON,
    NEIGHBOURS,
    START,
    WALKABLE,
    shift,
    spread,
)

OPPOSITE = (2, 3, 0, 1)


def walk_ends(origins: int, steps: int, mummy: int) -> int:
    """Squares where a walk of exactly ``steps`` steps from any square of ``origins`` can end.

    Other explorers are ignored (they can be passed over); the caller removes occupied
    squares from the result.
    """
    passable = WALKABLE & ~(1 << mummy)
    reach = origins
    for _ in range(steps):
        reach = spread(reach) & passable
    return reach


_MEMO_SIZE = 1 << 16
"""Entries kept by each memo below before it starts afresh (they hold plain ints)."""
_WALKS: dict[tuple[int, int, int], int] = {}


def number_moves(cell: int, steps: int, mummy: int, occupied: int) -> int:
    """The destinations of a ``steps`` move from ``cell`` (``occupied``: other explorers' squares)."""
    key = (cell, steps, mummy)
    ends = _WALKS.get(key)
    if ends is None:
        if len(_WALKS) >= _MEMO_SIZE:
            _WALKS.clear()
        ends = _WALKS[key] = walk_ends(1 << cell, steps, mummy) & ~(1 << cell)
    return ends & ~occupied


def arrow_move(cell: int, d: int, mummy: int, occupied: int) -> int:
    """Where an arrow move from ``cell`` towards ``d`` stops, or -1 if the first square is blocked."""
    blocked = occupied | 1 << mummy | 1 << START | 1 << DUNGEON
    end = -1
    nxt = NEIGHBOURS[cell][d]
    while nxt >= 0 and not blocked >> nxt & 1:
        end = nxt
        nxt = NEIGHBOURS[nxt][d]
    return end


def can_move(cell: int, mummy: int, occupied: int) -> bool:
    """True if some face (1-4 or the arrow) gives the pawn on ``cell`` a legal move."""
    return reach_any(cell, mummy) & ~occupied != 0


_REACH: dict[tuple[int, int], int] = {}


def reach_any(cell: int, mummy: int) -> int:
    """Every square ending a 1-4 move from ``cell`` when no explorer is in the way.

    The arrow's squares are among them (its first square is a 1-step end), so a pawn
    is stuck exactly when other explorers stand on all of these squares.
    """
    key = (cell, mummy)
    ends = _REACH.get(key)
    if ends is None:
        if len(_REACH) >= _MEMO_SIZE:
            _REACH.clear()
        ends = _REACH[key] = _reach_any(cell, mummy)
    return ends


def _reach_any(cell: int, mummy: int) -> int:
    passable = WALKABLE & ~(1 << mummy)
    reach = 1 << cell
    ends = 0
    for _ in range(4):
        reach = spread(reach) & passable
        ends |= reach
    return ends & ~(1 << cell)


def mummy_steps(mummy: int) -> tuple[int, ...]:
    """The directions in which the mummy can step (never onto the start or into the dungeon)."""
    return tuple(d for d in range(4) if NEIGHBOURS[mummy][d] >= 0 and WALKABLE >> NEIGHBOURS[mummy][d] & 1)


# What the mummy can deduce.  Each belief is a superset of the squares where the pawn may
# stand, computed from public facts only: the announced face, the mummy's square, the
# other pawns' beliefs (where they might block an arrow), laid cards and the mummy's steps.


def believe_number(belief: int, steps: int, mummy: int) -> int:
    """The belief after the pawn announced the number ``steps``."""
    return walk_ends(belief, steps, mummy)


def believe_arrow(belief: int, mummy: int, others: int) -> int:
    """The belief after the pawn announced the arrow; ``others``: squares other pawns may hold."""
    passable = WALKABLE & ~(1 << mummy)
    result = 0
    for d in range(4):
        back = OPPOSITE[d]
        can_go = shift(passable, back)
        may_stop = ~can_go | shift(others & passable, back)
        front = shift(belief, d) & passable
        while front:
            result |= front & may_stop
            front = shift(front & can_go, d) & passable
    return result


def believe_stuck(belief: int, mummy: int, others: int, other_count: int) -> int:
    """The belief after the pawn announced that it cannot move at all.

    It keeps the squares whose every move could be blocked by the other pawns.
    """
    kept = 0
    rest = belief
    while rest:
        low = rest & -rest
        rest ^= low
        cell = low.bit_length() - 1
        ends = reach_any(cell, mummy)
        if ends & ~others == 0 and ends.bit_count() <= other_count:
            kept |= low
    return kept
