"""The game's cards and numbers, loaded once from ``data.json`` into flat tables.

Everything is indexed by small integers: persons 0-10 (characters 0-3 first, helpers
4-10), action cards 0-22 (numbered person by person), equipment 0-9, excavation cards
0-11, beetle cards 0-8 and large mummy cards 0-4.  Seat ``s >= 1`` plays character
``s - 1``; seat 0 is always the mummy.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DATA: dict[str, Any] = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

MUMMY = 0
"""The mummy's seat."""

# Kinds of action cards.
RESEARCH, DIG, PENDULUM, DYNAMITE, CONTROL, OBSERVATION, TEA = (
    "research",
    "dig",
    "pendulum",
    "dynamite",
    "control",
    "observation",
    "tea",
)

RULES: dict[str, int] = dict(_DATA["rules"])
"""Numeric rules (money in thousands)."""


@dataclass(frozen=True)
class PersonCard:
    """A character or helper: fighting strength, courage (characters only) and action cards."""

    id: str
    name: dict[str, str]
    character: bool
    strength: int
    courage: int
    always_sneaks: bool
    cards: tuple[int, ...]


@dataclass(frozen=True)
class ActionCard:
    """A small action card of a person."""

    person: int
    kind: str
    shovels: int


@dataclass(frozen=True)
class Equipment:
    """An equipment card: where it is carried and what it adds."""

    id: str
    name: dict[str, str]
    slot: str
    strength: int
    courage: int


@dataclass(frozen=True)
class Excavation:
    """An excavation card: the find, its value in thousands, symbol and fragility."""

    id: str
    name: dict[str, str]
    value: int
    symbol: int
    """The person id of the character whose symbol it bears, or -1."""
    fragile: bool
    special: str | None


@dataclass(frozen=True)
class Beetle:
    """A beetle card: fright (skulls) and fighting strength (-1: the mummy's own strength)."""

    id: str
    name: dict[str, str]
    kind: str
    skulls: int
    strength: int
    large: int
    """The large mummy card it belongs to, or -1 for a beetle attack."""


@dataclass(frozen=True)
class LargeCard:
    """A large mummy card and the beetle card it brings (-1 for the sandstorm)."""

    id: str
    name: dict[str, str]
    beetle: int


def _persons() -> tuple[tuple[PersonCard, ...], tuple[ActionCard, ...]]:
    persons: list[PersonCard] = []
    cards: list[ActionCard] = []
    for pid, raw in enumerate(_DATA["persons"]):
        ids = []
        for card in raw["cards"]:
            ids.append(len(cards))
            cards.append(ActionCard(pid, card["kind"], int(card.get("shovels", 0))))
        persons.append(
            PersonCard(
                raw["id"],
                raw["name"],
                raw["character"],
                raw["strength"],
                raw.get("courage", 0),
                raw.get("always_sneaks", False),
                tuple(ids),
            )
        )
    return tuple(persons), tuple(cards)


PERSONS, CARDS = _persons()
PERSON_IDS = {p.id: i for i, p in enumerate(PERSONS)}
CHARACTERS = tuple(i for i, p in enumerate(PERSONS) if p.character)
HELPERS = tuple(i for i, p in enumerate(PERSONS) if not p.character)
CARD_PERSON = tuple(c.person for c in CARDS)
CARD_KIND = tuple(c.kind for c in CARDS)
DIGGERS = frozenset(i for i, c in enumerate(CARDS) if c.kind in (DIG, PENDULUM))
"""Cards that can dig (and so open sites, take jobs and rob)."""
RESEARCHERS = frozenset(i for i, c in enumerate(CARDS) if c.kind in (RESEARCH, PENDULUM))
SHOVELS = tuple(c.shovels for c in CARDS)
GIRLFRIEND = PERSON_IDS["girlfriend"]
TEA_CARD = PERSONS[GIRLFRIEND].cards[0]

EQUIPMENT = tuple(
    Equipment(e["id"], e["name"], e["slot"], e["strength"], e["courage"]) for e in _DATA["equipment"]
)
EXCAVATIONS = tuple(
    Excavation(
        e["id"],
        e["name"],
        e["value"],
        PERSON_IDS[e["symbol"]] if e["symbol"] else -1,
        e["fragile"],
        e["special"],
    )
    for e in _DATA["excavations"]
)
MUMMY_FIND = next(i for i, e in enumerate(EXCAVATIONS) if e.special == "mummy")

_BEETLE_IDS = {b["id"]: i for i, b in enumerate(_DATA["beetles"])}
LARGE = tuple(
    LargeCard(m["id"], m["name"], _BEETLE_IDS[m["beetle"]] if m["beetle"] else -1) for m in _DATA["large"]
)
_LARGE_BY_BEETLE = {m.beetle: i for i, m in enumerate(LARGE) if m.beetle >= 0}
BEETLES = tuple(
    Beetle(
        b["id"],
        b["name"],
        b["kind"],
        b["skulls"],
        -1 if b["strength"] == "mummy" else b["strength"],
        _LARGE_BY_BEETLE.get(i, -1),
    )
    for i, b in enumerate(_DATA["beetles"])
)
ATTACKS = tuple(i for i, b in enumerate(BEETLES) if b.kind == "attack")
TRAP = next(i for i, b in enumerate(BEETLES) if b.kind == "trap")
STORM = next(i for i, m in enumerate(LARGE) if m.beetle < 0)
TRAP_LARGE = BEETLES[TRAP].large
SPECIAL_LARGE = {
    i: next(j for j, m in enumerate(LARGE) if m.id == e.special)
    for i, e in enumerate(EXCAVATIONS)
    if e.special in ("hand", "cat", "storm")
}
"""Excavation card -> the large mummy card the mummy loses when a character takes it."""

SAND: tuple[int, ...] = tuple(_DATA["sand"])
CASINO_WAGE: int = _DATA["casino"]["croupier_wage"]
CASINO_POSTS: int = _DATA["casino"]["croupier_posts"]
CASINO_STAKE: int = _DATA["casino"]["stake"]
CASINO_PAYOUT: dict[int, int] = {int(k): v for k, v in _DATA["casino"]["payout"].items()}


def seat_persons(players: int) -> tuple[int, ...]:
    """The character person of each seat (index 0, the mummy, is -1)."""
    return (-1,) + tuple(PERSON_IDS[name] for name in _DATA["seats"][str(players)])


def market_item(kind: str, index: int) -> int:
    """Market items share one numbering: equipment 0-9, then helpers (10 + helper index)."""
    return index if kind == "equipment" else len(EQUIPMENT) + HELPERS.index(index)


def item_kind(item: int) -> tuple[str, int]:
    """The inverse of :func:`market_item`: ("equipment", id) or ("helper", person id)."""
    if item < len(EQUIPMENT):
        return "equipment", item
    return "helper", HELPERS[item - len(EQUIPMENT)]


MARKET_ITEMS = len(EQUIPMENT) + len(HELPERS)
