"""Why an action is refused, as English templates the page reads back and translates.

An :class:`~pharaoh.engine.game.IllegalAction` says why in words made here by
:func:`illegal`.  Those words reach a person inside other sentences: a save file that does
not replay, a host's refusal sent to a guest, the end of a peek-proof match that caught a
seat cheating.  The engines must not depend on the page's texts, so the page reads them
back (:func:`pharaoh.net.reasons.parse`, where these templates join the others) and shows
them in its own language (:mod:`pharaoh.web.illegaltexts`).  A value is filled in as
given (a quoted action, a card's name, another reason); placeholders are ``{name}``, and
``{name|one|many}`` agrees with a number.

>>> illegal("not_legal_now", action=repr("move 3 h10"))
"not a legal action now: 'move 3 h10'"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

ILLEGAL: Final[dict[str, str]] = {
    # any game, the match and the replay of a record
    "illegal.no_seat": "no seat {seat} in this match",
    "illegal.not_to_act": "seat {seat} is not to act now",
    "illegal.seat_waits": "that seat is not to act",
    "illegal.settings": "the game cannot start with these settings: {error}",
    "illegal.replay.seat": "action {n} of {total} (seat {seat}: {text}): no such seat",
    "illegal.replay": "action {n} of {total} (seat {seat}: {text}) is not legal: {error}",
    "illegal.over": "the game is over",
    "illegal.not_legal_now": "not a legal action now: {action}",
    "illegal.not_action": "not an action: {text}",
    "illegal.unknown_action": "unknown action {kind}",
    "illegal.malformed": "malformed action",
    "illegal.empty": "empty action",
    "illegal.out_of_turn": "moved out of turn",
    "illegal.history": "move {n} does not replay: {error}",
    # a host's own screen
    "illegal.host.guest_seat": "seat {seat} is played by a remote guest",
    "illegal.host.not_here": "seat {seat} is not played at the host's screen",
    "illegal.host.not_playing": "the game is not being played",
    # peek-proof matches
    "illegal.peek.moved_on": "moved on without handing over its {what}",
    "illegal.peek.sent_out_of_turn": "sent a move out of turn",
    "illegal.peek.no_move": "sent an answer to no move",
    "illegal.peek.not_asked": "answered a move that asks nothing of it",
    "illegal.peek.twice": "answered one move twice",
    "illegal.multi.not_this_seat": "not this seat's move now",
    "illegal.multi.not_legal": "{action} is not a legal action now",
    "illegal.multi.out_of_turn": "seat {seat} moved out of turn (move {n})",
    "illegal.multi.false_facts": "seat {seat}'s report of move {n} has false facts: {facts}, "
    "the explorers' board gives {board}",
    "illegal.multi.false_commitment": "seat {seat}'s report of move {n} has false commitment: {facts}, "
    "the explorers' board gives {board}",
    "illegal.multi.opened": "seat {seat} opened a move {n} it did not make",
    # Im Bann der Mumie
    "illegal.spell.numbers": "{verb} takes {count} {count|number|numbers}",
    "illegal.spell.not_number": "not a number: {text}",
    "illegal.spell.not_legal": "not a legal action for seat {seat} now: {action}",
    # Der Fluch der Mumie
    "illegal.curse.square": "no square named {name}",
    "illegal.curse.card": "no treasure card named {name}",
    "illegal.curse.not_action": "not a mummy_curse action: {action}",
    "illegal.curse.text": "an action is a short text such as 'roll' or 'move 3 h10'",
    "illegal.curse.malformed": "malformed {kind} action: {text}",
    "illegal.curse.not_legal": "{action} is not a legal action of seat {seat} now",
    "illegal.curse.laid_twice": "seat {seat} laid {card}, which was laid before",
    "illegal.curse.no_colour": "seat {seat} laid {card} but holds no card of its colour",
    "illegal.curse.mummies": "seat {seat} reported {mummies} mummies of {count} dice",
    "illegal.curse.arrow_from": "seat {seat} moved the arrow from no square its pawn may be on",
    "illegal.curse.moved_from": "seat {seat} moved {face} from no square its pawn may be on",
    "illegal.curse.laid_where": "seat {seat} laid {card} where its pawn cannot be",
    "illegal.curse.history": "the deal's order or a throw is missing",
    "illegal.curse.move": "seat {seat}'s move {text}: {why}",
    "illegal.curse.unknown_move": "unknown move",
    "illegal.curse.not_turn": "not this seat's turn",
    "illegal.curse.phase": "not a move of this phase",
    "illegal.curse.no_facts": "the report gave facts for a move that has none",
    "illegal.curse.mummy_move": "not a legal move of the mummy",
    "illegal.curse.no_face": "no face 1-4",
    "illegal.curse.no_symbol": "no symbol there",
    "illegal.curse.throw_fact": "a throw needs one fact",
    "illegal.curse.step_fact": "a step needs one fact",
    "illegal.curse.no_pawn": "reported pawn {pawn}, which does not exist",
    "illegal.curse.caught_where": "reported pawn {pawn} caught where it cannot be",
    "illegal.curse.denied": "denied catching pawn {pawn}, known to stand there",
    "illegal.curse.no_die": "no die set aside",
    # Tara Wolf im Tal der Könige
    "illegal.valley.card": "unknown card {text}",
    "illegal.valley.kind": "unknown kind of action {kind}",
    "illegal.valley.with": "{first} cannot be used with {kind}",
    "illegal.valley.split": "a split takes 0 to {most} coins, not {text}",
    "illegal.valley.no_target": "{kind} takes no target",
    "illegal.valley.character": "{text} is not a character",
    "illegal.valley.not_to_act": "seat {seat} is not to act now (seat {actor} is)",
    "illegal.valley.deck": "the deck's slots lost track of the deck",
    "illegal.valley.reshuffle": "move {n}: a reshuffle's deal is missing",
    "illegal.valley.slots_many": "too many slots named",
    "illegal.valley.slots_count": "{text} names {count} slots",
    "illegal.valley.not_in_hand": "played slot {slot}, which is not in its hand",
    "illegal.valley.claimed": "claimed {card} from slot {slot}, which holds {held}",
    "illegal.valley.face_down": "a card laid face down names one slot",
    "illegal.valley.face_down_held": "laid slot {slot} face down, which it does not hold",
    "illegal.valley.spy_slot": "the Spy's victim named a slot that is not the card taken",
    "illegal.valley.spy_none": "the Spy's victim named no slot of its hand",
}
"""Every reason an engine or a match gives for refusing an action, in English."""


FORM: Final = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")
"""``{name|one|many}`` in an English template."""
FIELD: Final = re.compile(r"\{(\w+)\}")
"""``{name}`` in an English template."""


def _english_one(value: object) -> bool:
    return str(value).strip() in ("1", "-1")


def fill(template: str, values: Mapping[str, object], one: Callable[[object], bool] = _english_one) -> str:
    """``template`` with its values; ``{name|one|many}`` takes ``one`` where ``one(values[name])``.

    >>> fill("{n} {n|card|cards} left", {"n": 1}), fill("{n} {n|card|cards} left", {"n": 3})
    ('1 card left', '3 cards left')
    """
    text = FORM.sub(lambda m: m.group(2) if one(values.get(m.group(1))) else m.group(3), template)
    return FIELD.sub(lambda m: str(values[m.group(1)]), text)


def illegal(key: str, **values: object) -> str:
    """The English reason ``key`` (a key of :data:`ILLEGAL` without its ``illegal.``) with its values.

    ``{name|one|many}`` agrees with the number ``name`` (English: one for exactly 1 or -1).

    >>> illegal("no_seat", seat=7)
    'no seat 7 in this match'
    >>> illegal("spell.numbers", verb="'dig'", count=1), illegal("spell.numbers", verb="'x'", count=0)
    ("'dig' takes 1 number", "'x' takes 0 numbers")
    """
    return fill(ILLEGAL[f"illegal.{key}"], values)
