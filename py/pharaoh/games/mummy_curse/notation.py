"""The short text notation of actions.

======================  =====================================================
``recover``             take back the dice set aside (the mummy moves first)
``roll`` / ``reroll``   throw the dice (explorer) or the mummy die (mummy)
``move 3 h10``          walk 3 squares to h10 (and end the turn)
``move 3 h10 lay``      the same, and lay the card of the symbol on h10
``arrow e l9``          slide east (n, e, s, w), stopping on l9
``arrow e l9 lay``      the same, and lay the card of the symbol on l9
``skip``                announce that the pawn cannot move
``step n`` / ``stop``   the mummy steps one square / ends its move
======================  =====================================================

>>> decode_action("move 3 h10 lay") == Action("move", 3, cell_at("h10"), True)
True
>>> encode_action(Action("arrow", 1, cell_at("l9")))
'arrow e l9'
>>> decode_action("fly away")
Traceback (most recent call last):
...
pharaoh.engine.game.IllegalAction: unknown action 'fly'
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.games.mummy_curse.board import DIRECTION_NAMES, cell_at, cell_name
from pharaoh.games.mummy_curse.state import Action

_BARE = frozenset({"recover", "roll", "reroll", "skip", "stop"})
_MAX_LENGTH = 40


def encode_action(action: Action) -> str:
    """The action's notation."""
    kind = action.kind
    if kind in _BARE:
        return kind
    lay = " lay" if action.lay else ""
    if kind == "move":
        return f"move {action.arg} {cell_name(action.cell)}{lay}"
    if kind == "arrow":
        return f"arrow {DIRECTION_NAMES[action.arg]} {cell_name(action.cell)}{lay}"
    if kind == "step":
        return f"step {DIRECTION_NAMES[action.arg]}"
    raise IllegalAction(illegal("curse.not_action", action=repr(action)))


def decode_action(text: Any) -> Action:
    """Parse the notation; raises :class:`IllegalAction` on anything malformed."""
    if not isinstance(text, str) or len(text) > _MAX_LENGTH:
        raise IllegalAction(illegal("curse.text"))
    words = text.split()
    if not words:
        raise IllegalAction(illegal("empty"))
    kind, args = words[0], words[1:]
    if kind in _BARE and not args:
        return Action(kind)
    lay = args[2:] == ["lay"]
    if len(args) == 2 or lay:
        if kind == "move" and args[0] in ("1", "2", "3", "4"):
            return Action("move", int(args[0]), cell_at(args[1]), lay)
        if kind == "arrow" and args[0] in DIRECTION_NAMES:
            return Action("arrow", DIRECTION_NAMES.index(args[0]), cell_at(args[1]), lay)
    if kind == "step" and len(args) == 1 and args[0] in DIRECTION_NAMES:
        return Action("step", DIRECTION_NAMES.index(args[0]))
    if kind in _BARE or kind in ("move", "arrow", "step"):
        raise IllegalAction(illegal("curse.malformed", kind=repr(kind), text=repr(text[:_MAX_LENGTH])))
    raise IllegalAction(illegal("unknown_action", kind=repr(kind[:12])))
