"""Actions and their short text notation: a verb and up to three small numbers.

>>> decode("open 1 2")
Action(verb='open', a=1, b=2, c=-1)
>>> encode(Action("end"))
'end'
"""

from __future__ import annotations

import re
from typing import NamedTuple

from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import illegal


class Action(NamedTuple):
    """One decision: ``verb`` with its arguments (``-1`` = unused)."""

    verb: str
    a: int = -1
    b: int = -1
    c: int = -1


VERBS: dict[str, int] = {
    # preparation
    "tea": 1,
    "notea": 0,
    "hide": 1,
    # planning, characters
    "research": 1,
    "peek": 2,
    "open": 2,
    "dig": 2,
    "job": 2,
    "rob": 2,
    "sneak": 0,
    "dyn": 1,
    "observe": 2,
    "ctlb": 3,
    "ctlc": 2,
    "offer": 2,
    "withdraw": 1,
    "gamble": 1,
    "croupier": 1,
    "nodare": 0,
    "end": 0,
    # planning, mummy
    "large": 1,
    "storm": 1,
    "take": 0,
    "ban": 1,
    "noban": 0,
    "move": 3,
    "place": 2,
    "sand": 1,
    "sandend": 0,
    # execution
    "retreat": 1,
    "stay": 0,
    "first": 1,
    "hurt": 1,
    "lose": 1,
    # market
    "rot": 1,
    "raise": 1,
    "done": 0,
    "bag": 1,
    "steal": 0,
    "trade": 0,
    "victim": 1,
    "name": 1,
    "bid": 1,
    "pass": 0,
    "buy": 1,
    "accept": 0,
    "decline": 0,
    "equip": 2,
}
"""Every verb and how many numbers follow it."""

_NUMBER = re.compile(r"(0|[1-9][0-9]{0,3})")


def encode(action: Action) -> str:
    """The action's text: the verb, then its numbers, separated by single spaces."""
    args = (action.a, action.b, action.c)[: VERBS[action.verb]]
    return " ".join([action.verb, *map(str, args)])


def decode(text: str) -> Action:
    """Parse a notation; raises :class:`IllegalAction` on anything malformed.

    >>> decode("dig 3 1")
    Action(verb='dig', a=3, b=1, c=-1)
    >>> decode("dig 3")
    Traceback (most recent call last):
    ...
    pharaoh.engine.game.IllegalAction: 'dig' takes 2 numbers
    """
    if not isinstance(text, str) or len(text) > 40:
        raise IllegalAction(illegal("malformed"))
    parts = text.split(" ")
    verb = parts[0]
    if verb not in VERBS:
        raise IllegalAction(illegal("unknown_action", kind=repr(verb[:20])))
    if len(parts) - 1 != VERBS[verb]:
        raise IllegalAction(illegal("spell.numbers", verb=repr(verb), count=VERBS[verb]))
    numbers: list[int] = []
    for part in parts[1:]:
        if not _NUMBER.fullmatch(part):
            raise IllegalAction(illegal("spell.not_number", text=repr(part[:10])))
        numbers.append(int(part))
    return Action(verb, *numbers)
