"""The text notation of actions: ``kind[:card[>target]]`` with the cards' text ids.

>>> from pharaoh.games.valley_kings.cards import INDEX
>>> encode(Action("trap", INDEX["pit"], INDEX["camel"]))
'trap:pit>camel'
>>> encode(Action("trap", INDEX["pit"], INDEX["camel"], own=True))
'trap:pit>own:camel'
>>> decode("split:3") == Action("split", 3)
True
>>> decode("play:worker") == Action("play", INDEX["worker"])
True
"""

from __future__ import annotations

from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.games.valley_kings.actions import (
    DISCARD,
    DONE,
    END,
    HIDE,
    OPEN,
    PASS,
    PLAY,
    SEND,
    SPLIT,
    TRAP,
    Action,
)
from pharaoh.games.valley_kings.cards import ID, INDEX, IS_CHARACTER, IS_OBSTACLE, IS_PLAYABLE, RULES, TYPE

BARE = (END, PASS, OPEN, DONE)
"""Kinds written without a card."""
WITH_CARD = (PLAY, DISCARD, SEND, HIDE, TRAP)
WITH_TARGET = (PLAY, TRAP)
OWN = "own:"
"""Before a trap's target: the target is one of the acting seat's own characters (ruling 2.9)."""
MAX_LENGTH = 80


def encode(action: Action) -> str:
    """Write the action in text notation."""
    if action.kind in BARE:
        return action.kind
    if action.kind == SPLIT:
        return f"{SPLIT}:{action.card}"
    text = f"{action.kind}:{ID[action.card]}"
    if action.target >= 0:
        text += f">{OWN if action.own else ''}{ID[action.target]}"
    return text


def _card(text: str) -> int:
    card = INDEX.get(text)
    if card is None:
        raise IllegalAction(illegal("valley.card", text=repr(text)))
    return card


def _fits(kind: str, card: int) -> bool:
    if kind == PLAY:
        return IS_PLAYABLE[card]
    if kind == SEND:
        return IS_CHARACTER[card]
    if kind in (HIDE, TRAP):
        return IS_OBSTACLE[card] or (kind == HIDE and IS_PLAYABLE[card])
    return TYPE[card] != "tomb" and not (kind == DISCARD and TYPE[card] in ("adventurer", "papyrus"))


def decode(text: str) -> Action:
    """Parse the notation; raises :class:`IllegalAction` on anything malformed."""
    if not isinstance(text, str) or not text or len(text) > MAX_LENGTH:
        raise IllegalAction(illegal("not_action", text=repr(text)))
    if text in BARE:
        return Action(text)
    kind, sep, rest = text.partition(":")
    if not sep or not rest:
        raise IllegalAction(illegal("not_action", text=repr(text)))
    if kind == SPLIT:
        if rest not in {str(n) for n in range(int(RULES["resources"]) + 1)}:
            raise IllegalAction(illegal("valley.split", most=RULES["resources"], text=repr(rest)))
        return Action(SPLIT, int(rest))
    if kind not in WITH_CARD:
        raise IllegalAction(illegal("valley.kind", kind=repr(kind)))
    first, arrow, second = rest.partition(">")
    card = _card(first)
    if not _fits(kind, card):
        raise IllegalAction(illegal("valley.with", first=repr(first), kind=repr(kind)))
    target = -1
    if arrow:
        if kind not in WITH_TARGET:
            raise IllegalAction(illegal("valley.no_target", kind=repr(kind)))
        own = kind == TRAP and second.startswith(OWN)
        if own:
            second = second[len(OWN) :]
        target = _card(second)
        if not IS_CHARACTER[target]:
            raise IllegalAction(illegal("valley.character", text=repr(second)))
        return Action(kind, card, target, own)
    return Action(kind, card, target)
