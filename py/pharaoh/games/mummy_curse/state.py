"""The state of a game and its actions: immutable values, cheap to copy and to branch.

Seat 0 is the mummy; explorer pawns are numbered 0..n-1 and pawn ``p`` belongs to seat
``p + 1``, except in the two-player game where seat 1 runs pawns 0 and 1 with one hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from pharaoh.engine.rng import Rng

MUMMY_SEAT = 0
OUT = -1
"""The square of a pawn that has left the game (no ankh left)."""
LOST = -1
"""``State.seen`` when the public trail of a pawn is too long to follow."""

TURN_START, RECOVERED, ROLLED, MUMMY_ROLL, MUMMY_MOVE, MUMMY_INTER, OVER = range(7)
PHASE_NAMES = (
    "start",
    "recovered",
    "rolled",
    "mummy_roll",
    "mummy_move",
    "mummy_intermediate",
    "over",
)
"""Phase names as views show them: an explorer's turn goes start -> rolled (the move ends
it); the mummy's normal turn mummy_roll -> mummy_move; a recovery inserts
mummy_intermediate and then recovered (the explorer must roll) at the start of a turn."""
EXPLORER_PHASES = frozenset({TURN_START, RECOVERED, ROLLED})
MUMMY_PHASES = frozenset({MUMMY_ROLL, MUMMY_MOVE, MUMMY_INTER})

NO_RESULT, BY_TREASURES, BY_ANKHS, BY_ELIMINATION = range(4)
RESULT_NAMES = ("", "treasures", "ankhs", "all_out")


class Action(NamedTuple):
    """One action. ``kind`` is one of recover, roll, reroll, move, arrow, skip, step, stop.

    ``arg``: the die face of a move (1-4), or the direction of an arrow move or a mummy
    step (0-3: n, e, s, w); ``cell``: the destination of a move or arrow; ``lay``: the
    move ends the turn by laying the card whose symbol is on the destination.
    """

    kind: str
    arg: int = 0
    cell: int = -1
    lay: bool = False


RECOVER = Action("recover")
ROLL = Action("roll")
REROLL = Action("reroll")
SKIP = Action("skip")
STOP = Action("stop")


@dataclass(frozen=True, slots=True)
class State:
    """Everything about a game in progress; hidden parts are filtered out by the views."""

    players: int
    phase: int
    pawn: int
    """The pawn whose turn it is (explorer phases; during an intermediate move, the pawn that recovered)."""
    mummy: int
    cells: tuple[int, ...]
    """Each pawn's square (the start, the dungeon, a floor square, or OUT)."""
    ankhs: tuple[int, ...]
    """Ankhs each pawn still carries."""
    taken: int
    """Ankhs the mummy has taken."""
    hands: tuple[tuple[int, ...], ...]
    """Cards still held, per hand (sorted); hand ``h`` is seat ``h + 1``."""
    laid: tuple[tuple[int, ...], ...]
    """Cards laid face up, per hand, in the order laid."""
    aside: int
    """Explorer dice set aside showing the mummy."""
    faces: tuple[int, ...]
    """The faces rolled this turn (1-4, 5 arrow), sorted; empty outside the ``rolled`` phase."""
    rolls: int
    """How often the dice were thrown this turn."""
    steps: int
    """Steps the mummy may still take in the current move."""
    mummy_die: int
    """The mummy die of the current normal move (0 outside it)."""
    round: int
    beliefs: tuple[int, ...]
    """Per pawn, the mask of squares the mummy cannot rule out (public deduction)."""
    seen: tuple[int, ...]
    """Per pawn, the square where everybody last saw it (LOST if the trail got too long)."""
    trails: tuple[tuple[int, ...], ...]
    """Per pawn, the faces announced since it was last seen (0 for a skipped turn)."""
    result: int
    winner: int
    """The winning seat once the game is over (-1 before)."""
    rng: Rng


def pawn_count(players: int) -> int:
    """Explorer pawns in a game of ``players`` seats (two in the two-player game)."""
    return 2 if players == 2 else players - 1


def seat_of(players: int, pawn: int) -> int:
    """The seat that moves ``pawn``."""
    return 1 if players == 2 else pawn + 1


def hand_of(players: int, pawn: int) -> int:
    """The hand ``pawn`` lays cards from (the two pawns of the two-player game share one)."""
    return 0 if players == 2 else pawn


def pawns_of(players: int, seat: int) -> tuple[int, ...]:
    """The pawns a seat moves (none for the mummy)."""
    if seat <= MUMMY_SEAT or seat >= players:
        return ()
    return (0, 1) if players == 2 else (seat - 1,)


def explorer_seats(players: int) -> frozenset[int]:
    """The seats that see the explorers' side of the board."""
    return frozenset(range(1, players))
