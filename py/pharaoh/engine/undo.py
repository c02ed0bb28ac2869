"""Which actions a player may take back: the engine's side of the undo policy.

An action is a *barrier* when taking it back would let someone learn or redraw what
they may not: it drew chance (the state's generator moved: a roll, a draw from a
shuffled pile, a shuffle) or it showed something hidden to anyone, the actor included
(an event only some seats may see, or one a game names as a public reveal: a card
turned, a tomb opened).  :func:`barrier` gives the reason, or ``None`` when the action
may be taken back.

A game may refine the default by offering :class:`~pharaoh.engine.game.Undo`'s hook
(``undo_barrier``), or name its public reveals by data: a ``reveal_events`` frozenset of
event kinds next to its methods.  The default is strict: an event with a restricted
audience is always a barrier unless the game's hook says otherwise.

>>> from pharaoh.engine.game import Event
>>> from pharaoh.engine.rng import Rng
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Toy:
...     rng: Rng
>>> before = Toy(Rng.from_seed(1))
>>> default_barrier(before, before, 0, (Event("move"),), frozenset())
>>> default_barrier(before, Toy(before.rng.next64()[1]), 0, (), frozenset())
'chance'
>>> default_barrier(before, before, 0, (Event("look", {}, frozenset({0})),), frozenset())
'reveal'
>>> default_barrier(before, before, 0, (Event("turn_card"),), frozenset({"turn_card"}))
'reveal'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Event, Game, IllegalAction, Seat, Undo

CHANCE = "chance"
"""Reason key: the action drew chance (a roll, a draw, a shuffle)."""
REVEAL = "reveal"
"""Reason key: the action showed something hidden to some seat."""
OTHER_SEAT = "other_seat"
"""Reason key (of a match): another seat acted since, or the turn passed to another seat."""
NOTHING = "nothing"
"""Reason key (of a match): the seat has no action of its own to take back."""
OVER = "over"
"""Reason key (of a match): the game is over."""
REASONS: tuple[str, ...] = (CHANCE, REVEAL, OTHER_SEAT, NOTHING, OVER)
"""Every reason key the engine and a match give (games may add their own)."""


class UndoRefused(IllegalAction):  # noqa: N818 - a refusal, not a programming error
    """The undo policy forbids ``seat`` to take back its last action, for ``reason`` (a key above).

    >>> UndoRefused("chance", 1).reason
    'chance'
    """

    def __init__(self, reason: str, seat: Seat) -> None:
        super().__init__(f"seat {seat} may not undo now: {reason}")
        self.reason = reason
        """The reason key."""
        self.seat = seat
        """The seat that asked."""


def default_barrier(
    before: Any, after: Any, seat: Seat, events: Sequence[Event], reveal_events: frozenset[str]
) -> str | None:
    """The generic rule for an action's barrier.

    ``"chance"`` if the state's ``rng`` moved, ``"reveal"`` if an event is not for
    everybody alike or its kind is one of ``reveal_events``, else ``None``.
    """
    del seat
    if getattr(before, "rng", None) != getattr(after, "rng", None):
        return CHANCE
    for event in events:
        if event.audience is not None or event.redacted is not None or event.kind in reveal_events:
            return REVEAL
    return None


def barrier(game: Game[Any, Any], before: Any, after: Any, seat: Seat, events: Sequence[Event]) -> str | None:
    """Why ``seat``'s action (``before`` to ``after``, with ``events``) may not be taken back, or ``None``.

    The game's own hook decides if it offers one; the generic rule otherwise.
    """
    if isinstance(game, Undo):
        return game.undo_barrier(before, after, seat, tuple(events))
    reveals: frozenset[str] = getattr(game, "reveal_events", frozenset())
    return default_barrier(before, after, seat, events, reveals)
