"""Strength in a tomb, and which characters a trap may hit.

A character's strength is its printed value plus every bonus that applies (the tomb,
cards in its group, the medallion holder's adventurer), never below zero.  Before the
face-down cards are turned up only the characters count (nobody knows the undead yet).
"""

from __future__ import annotations

from pharaoh.games.valley_kings.cards import (
    ADVENTURER,
    ANIMAL,
    COMPANION,
    EFFECT,
    PARAMS,
    ROLE,
    STRENGTH,
    TRAP,
    TYPE,
    UNDEAD,
)
from pharaoh.games.valley_kings.state import State, Table

FIXED: tuple[int, ...] = tuple(
    max(0, STRENGTH[c]) if TYPE[c] == COMPANION and EFFECT[c] not in ("gang_bonus", "pack_bonus") else -1
    for c in range(len(TYPE))
)
"""A companion's strength where no tomb, group or ability changes it (-1: work it out)."""


def active_ability(state: State, seat: int) -> str:
    """Return the effect kind of ``seat``'s adventurer if its ability works now, else "".

    It works only for the medallion holder, and only while the adventurer stands in the tomb.
    """
    table = state.table
    if table is None or seat != state.holder:
        return ""
    adventurer = state.sides[seat].adventurer
    return EFFECT[adventurer] if adventurer in table.sent[seat] else ""


def _amount(card: int) -> int:
    return int(PARAMS[card].get("amount", 0))


def character_strength(state: State, table: Table, seat: int, card: int) -> int:
    """Compute the strength of one of ``seat``'s characters standing in the tomb."""
    group = table.sent[seat]
    kind = TYPE[card]
    value = STRENGTH[card]
    tomb_effect = EFFECT[table.tomb]
    if kind == ADVENTURER:
        if tomb_effect == "adventurer_bonus":
            value += _amount(table.tomb)
        if card == state.sides[seat].adventurer:
            ability = active_ability(state, seat)
            if ability:
                value += int(PARAMS[card].get("self", 0))
            if ability == "self_bonus":
                value += _amount(card)
            elif ability == "obstacle_bonus" and table.revealed:
                value += _amount(card) * obstacle_count(table, 1 - seat)
    elif kind == ANIMAL:
        if tomb_effect == "animal_bonus":
            value += _amount(table.tomb)
        for other in group:
            if EFFECT[other] == "animal_bonus":
                value += _amount(other)
    effect = EFFECT[card]
    if effect == "gang_bonus":
        value += _amount(card) * (group.count(card) - 1)
    elif effect == "pack_bonus":
        value += _amount(card) * (sum(1 for c in group if TYPE[c] == ANIMAL) - 1)
    return max(0, value)


def obstacle_count(table: Table, seat: int) -> int:
    """Obstacles ``seat`` put into this tomb (papyrus included), traps already set off too."""
    return sum(1 for c in table.hidden[seat] if ROLE[c] in (TRAP, UNDEAD)) + len(table.spent[seat])


def undead_strength(state: State, table: Table, seat: int, card: int) -> int:
    """Compute the strength of one of ``seat``'s revealed undead."""
    value = STRENGTH[card]
    if EFFECT[table.tomb] == "undead_bonus":
        value += _amount(table.tomb)
    if active_ability(state, seat) == "undead_bonus":
        value += _amount(state.sides[seat].adventurer)
    for other in table.sent[1 - seat]:
        if EFFECT[other] == "undead_malus":
            value -= _amount(other)
    if EFFECT[card] == "ambush_bonus" and seat != state.holder:
        value += _amount(card)
    return max(0, value)


def group(state: State, seat: int) -> list[tuple[int, int]]:
    """``(card, strength)`` for each of ``seat``'s characters in the tomb, then its revealed undead."""
    table = state.table
    if table is None:
        return []
    out = [
        (c, FIXED[c] if FIXED[c] >= 0 else character_strength(state, table, seat, c))
        for c in table.sent[seat]
    ]
    if table.revealed:
        out.extend(
            (c, undead_strength(state, table, seat, c)) for c in table.hidden[seat] if ROLE[c] == UNDEAD
        )
    return out


def total(state: State, seat: int) -> int:
    """``seat``'s strength in the tomb, as far as it is revealed."""
    return sum(s for _, s in group(state, seat))


def _hittable(state: State, table: Table, seat: int, trap: int, victim: int) -> list[int]:
    """``victim``'s characters in the tomb that ``seat``'s ``trap`` may hit (distinct types, in order)."""
    victims = table.sent[victim]
    params = PARAMS[trap]
    kinds = params["kinds"]
    limit = params.get("max_strength")
    free = bool(params.get("ignore_protection"))
    # The Bodyguard shields its owner's adventurer from the *opponent's* traps only (its text).
    guarded = not free and victim != seat and any(EFFECT[c] == "guard_adventurer" for c in victims)
    out: list[int] = []
    for c in victims:
        if out and out[-1] == c:
            continue
        if TYPE[c] not in kinds:
            continue
        if not free and (EFFECT[c] == "untargetable" or (guarded and TYPE[c] == ADVENTURER)):
            continue
        if limit is not None and character_strength(state, table, victim, c) > limit:
            continue
        out.append(c)
    return out


def hits_opponent(state: State, seat: int, trap: int) -> bool:
    """Whether ``seat``'s ``trap`` may hit one of the opponent's characters in the tomb.

    The same as asking :func:`trap_targets` for a target of the opponent's, without listing
    one's own characters (the rules of thumb ask this for every trap in hand, in every rollout).
    """
    table = state.table
    return table is not None and bool(_hittable(state, table, seat, trap, 1 - seat))


def trap_targets(state: State, seat: int, trap: int) -> tuple[tuple[int, int], ...]:
    """List ``(victim seat, card)`` for every character ``seat``'s ``trap`` may hit.

    „Bei jeder Falle wählt er einen beliebigen Charakter als Ziel aus. Es dürfen nur Charaktere
    ausgewählt werden, die zuvor ins Grab geschickt worden sind“ (ruling 2.9): any character sent
    into the tomb, the opponent's first, then one's own.  A card's own text may narrow that: the
    opponent's Starlet draws the trap whenever it can be hit.
    """
    table = state.table
    if table is None:
        return ()
    theirs = _hittable(state, table, seat, trap, 1 - seat)
    if not PARAMS[trap].get("ignore_protection"):
        decoys = [c for c in theirs if EFFECT[c] == "decoy"]
        if decoys:
            return tuple((1 - seat, c) for c in decoys)
    mine = _hittable(state, table, seat, trap, seat)
    return tuple((1 - seat, c) for c in theirs) + tuple((seat, c) for c in mine)
