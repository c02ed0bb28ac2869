"""Actions: small immutable values, one kind per decision of the rulebook.

``card`` is a card type (for ``split``: the number of coins taken); ``target`` a card type
or -1; ``own`` says that a trap's target is one of the acting seat's own characters (ruling
2.9: a trap may hit any character sent into the tomb).  The text notation is in notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaoh.games.valley_kings.cards import N

SPLIT = "split"
"""Take ``card`` coins and 4 - ``card`` cards."""
PLAY = "play"
"""Play a companion or animal into the camp (``target``: the victim of its on-play effect)."""
END = "end"
"""End the camp phase."""
DISCARD = "discard"
"""Discard a card from hand (hand limit, Mercenary, tomb)."""
PASS = "pass"
"""Use the pass marker instead of opening a tomb."""
OPEN = "open"
"""Open the top tomb."""
SEND = "send"
"""Send a character from the camp into the tomb."""
DONE = "done"
"""Stop sending characters, or stop laying cards face down."""
HIDE = "hide"
"""Lay a card face down into the tomb (an obstacle, a papyrus card, or the holder's one bluff)."""
TRAP = "trap"
"""Set off a revealed trap on ``target`` (-1: it has no legal target and does nothing); ``own``: one's own."""

KINDS = (SPLIT, PLAY, END, DISCARD, PASS, OPEN, SEND, DONE, HIDE, TRAP)


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One decision of one seat."""

    kind: str
    card: int = -1
    target: int = -1
    own: bool = False


END_ACTION = Action(END)
PASS_ACTION = Action(PASS)
OPEN_ACTION = Action(OPEN)
DONE_ACTION = Action(DONE)
SPLITS = tuple(Action(SPLIT, n) for n in range(5))


def _each_card(kind: str) -> tuple[Action, ...]:
    return tuple(Action(kind, card) for card in range(N))


# Actions are values, so one object per card serves every list of legal actions (building an
# Action costs more than finding one).
DISCARD_OF = _each_card(DISCARD)
"""``DISCARD_OF[c] == Action(DISCARD, c)``, for every card type ``c``."""
SEND_OF = _each_card(SEND)
"""``SEND_OF[c] == Action(SEND, c)``."""
HIDE_OF = _each_card(HIDE)
"""``HIDE_OF[c] == Action(HIDE, c)``."""
PLAY_OF = _each_card(PLAY)
"""``PLAY_OF[c] == Action(PLAY, c)`` (a card played without a victim)."""
TRAP_OF = _each_card(TRAP)
"""``TRAP_OF[c] == Action(TRAP, c)`` (a trap with no target)."""
