"""The cards of Tara Wolf im Tal der Könige, loaded once from ``cards.json``.

A card *type* is a small int (its index in the data file); a game holds card types only,
since two copies of one card are interchangeable.  Per-type facts are flat tuples
(``COST[c]``, ``STRENGTH[c]``...) so the rules read them without attribute lookups.

>>> CARDS[INDEX["worker"]].name["en"]
'Worker'
>>> sum(CARDS[c].copies for c in MAIN_DECK_TYPES)
80
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("cards.json")

ADVENTURER = "adventurer"
COMPANION = "companion"
ANIMAL = "animal"
TRAP = "trap"
UNDEAD = "undead"
PAPYRUS = "papyrus"
TOMB = "tomb"


@dataclass(frozen=True)
class Card:
    """One card type as printed: identity, type, cost, strength, effect and texts."""

    index: int
    id: str
    type: str
    role: str
    """What the card does in play: ``type`` except for papyrus cards ("trap" or "undead")."""
    copies: int
    cost: int | None
    strength: int | None
    effect: str
    """The effect kind ("" for none); the handlers keyed by it live in effects.py / strength.py."""
    params: Mapping[str, Any]
    timing: str
    name: Mapping[str, str]
    text: Mapping[str, str]

    def face(self) -> dict[str, Any]:
        """Return the card face as a JSON-compatible dict, for a UI to draw."""
        return {
            "id": self.id,
            "type": self.type,
            "role": self.role,
            "copies": self.copies,
            "cost": self.cost,
            "strength": self.strength,
            "effect": self.effect or None,
            "params": dict(self.params),
            "timing": self.timing,
            "name": dict(self.name),
            "text": dict(self.text),
        }


def _load() -> tuple[dict[str, int], tuple[Card, ...]]:
    raw = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    cards = []
    for i, entry in enumerate(raw["cards"]):
        effect = entry.get("effect") or {}
        params = {k: v for k, v in effect.items() if k != "kind"}
        cards.append(
            Card(
                index=i,
                id=entry["id"],
                type=entry["type"],
                role=entry.get("role", entry["type"]),
                copies=int(entry["copies"]),
                cost=entry["cost"],
                strength=entry["strength"],
                effect=effect.get("kind", ""),
                params=params,
                timing=entry["timing"],
                name=entry["name"],
                text=entry["text"],
            )
        )
    return dict(raw["rules"]), tuple(cards)


RULES, CARDS = _load()
"""The numbers of the rulebook (hand size, limits...) and every card type."""

INDEX: dict[str, int] = {card.id: card.index for card in CARDS}
"""Card type by its text id."""

N = len(CARDS)
ID: tuple[str, ...] = tuple(c.id for c in CARDS)
TYPE: tuple[str, ...] = tuple(c.type for c in CARDS)
ROLE: tuple[str, ...] = tuple(c.role for c in CARDS)
COST: tuple[int, ...] = tuple(c.cost if c.cost is not None else -1 for c in CARDS)
STRENGTH: tuple[int, ...] = tuple(c.strength or 0 for c in CARDS)
EFFECT: tuple[str, ...] = tuple(c.effect for c in CARDS)
PARAMS: tuple[Mapping[str, Any], ...] = tuple(c.params for c in CARDS)

IS_CHARACTER: tuple[bool, ...] = tuple(t in (ADVENTURER, COMPANION, ANIMAL) for t in TYPE)
IS_OBSTACLE: tuple[bool, ...] = tuple(r in (TRAP, UNDEAD) for r in ROLE)
"""Traps and undead, papyrus ones included: what may go face down into a tomb."""
IS_PLAYABLE: tuple[bool, ...] = tuple(t in (COMPANION, ANIMAL) for t in TYPE)
"""Companions and animals: what may be played into the camp."""

ADVENTURERS: tuple[int, ...] = tuple(c.index for c in CARDS if c.type == ADVENTURER)
TOMBS: tuple[int, ...] = tuple(c.index for c in CARDS if c.type == TOMB)
PAPYRI: tuple[int, ...] = tuple(c.index for c in CARDS if c.type == PAPYRUS)
MAIN_DECK_TYPES: tuple[int, ...] = tuple(
    c.index for c in CARDS if c.type in (COMPANION, ANIMAL, TRAP, UNDEAD)
)


def expand(types: tuple[int, ...]) -> tuple[int, ...]:
    """Every physical copy of the given card types, in data order."""
    return tuple(c for c in types for _ in range(CARDS[c].copies))


MAIN_DECK: tuple[int, ...] = expand(MAIN_DECK_TYPES)
PAPYRUS_DECK: tuple[int, ...] = expand(PAPYRI)


def ids(cards: tuple[int, ...] | list[int]) -> list[str]:
    """Text ids of card types, for views and events.

    >>> ids((INDEX["worker"], INDEX["worker"])), ids(())
    (['worker', 'worker'], [])
    """
    # A comprehension beats list(map(...)) on CPython 3.11's short lists; many lists are empty.
    return [ID[c] for c in cards] if cards else []


def name(card: int, lang: str) -> str:
    """Return a card's name in ``lang`` (English if the language is unknown)."""
    names = CARDS[card].name
    return names.get(lang) or names["en"]


def catalog() -> dict[str, dict[str, Any]]:
    """Every card face by id (JSON-compatible): what a UI needs to draw any card of the game."""
    return {c.id: c.face() for c in CARDS}
