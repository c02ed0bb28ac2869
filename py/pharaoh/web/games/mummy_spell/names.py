"""The names of the spell's persons, equipment, finds and mummy cards: whole, then a short form of our own.

A short form is whole words (``Hall`` for ``Doktorin Hall``), never a cut name; the table
writes the first form that fits and leaves the name out where none does.

>>> person_names(5, "de")
['Doktorin Hall', 'Hall']
>>> equipment_names(1, "en")
['Shotgun']
"""

from __future__ import annotations

from pharaoh.games.mummy_spell.cards import BEETLES, EQUIPMENT, EXCAVATIONS, HELPERS, LARGE, PERSONS
from pharaoh.web.games.mummy_spell.texts import TEXTS


def _lang(lang: str) -> str:
    return lang if lang in ("de", "en", "fr", "it") else "en"


def _with_short(full: str, key: str, lang: str) -> list[str]:
    out = [full]
    entry = TEXTS.get(key)
    if entry is not None and entry[_lang(lang)] != full:
        out.append(entry[_lang(lang)])
    return out


def person_names(pid: int, lang: str) -> list[str]:
    """A person's name, then its short form (if it has one)."""
    if not 0 <= pid < len(PERSONS):
        return ["?"]
    person = PERSONS[pid]
    return _with_short(person.name[_lang(lang)], f"ms.short.person.{person.id}", lang)


def equipment_names(e: int, lang: str) -> list[str]:
    """An equipment card's name, then its short form."""
    if not 0 <= e < len(EQUIPMENT):
        return ["?"]
    return _with_short(EQUIPMENT[e].name[_lang(lang)], f"ms.short.equip.{EQUIPMENT[e].id}", lang)


def item_names(item: int, lang: str) -> list[str]:
    """A market item's names (equipment first, then helpers)."""
    if item < 0:
        return ["?"]
    if item < len(EQUIPMENT):
        return equipment_names(item, lang)
    return person_names(HELPERS[item - len(EQUIPMENT)], lang)


def find_names(f: int, lang: str) -> list[str]:
    """An excavation card's find, then its short form."""
    if not 0 <= f < len(EXCAVATIONS):
        return ["?"]
    return _with_short(EXCAVATIONS[f].name[_lang(lang)], f"ms.short.find.{EXCAVATIONS[f].id}", lang)


def beetle_names(b: int, lang: str) -> list[str]:
    """A beetle card's name, then its short form."""
    if not 0 <= b < len(BEETLES):
        return ["?"]
    beetle = BEETLES[b]
    key = "attack" if beetle.kind == "attack" else beetle.id
    return _with_short(beetle.name[_lang(lang)], f"ms.short.beetle.{key}", lang)


def large_names(m: int, lang: str) -> list[str]:
    """A large mummy card's name, then its short form."""
    if not 0 <= m < len(LARGE):
        return ["?"]
    return _with_short(LARGE[m].name[_lang(lang)], f"ms.short.large.{LARGE[m].id}", lang)


def every_name(lang: str) -> dict[str, list[str]]:
    """Every full name the table may write, with the forms it may write it in (tests look here)."""
    out: dict[str, list[str]] = {}
    groups = [
        [person_names(i, lang) for i in range(len(PERSONS))],
        [equipment_names(i, lang) for i in range(len(EQUIPMENT))],
        [find_names(i, lang) for i in range(len(EXCAVATIONS))],
        [beetle_names(i, lang) for i in range(len(BEETLES))],
        [large_names(i, lang) for i in range(len(LARGE))],
    ]
    for group in groups:
        for forms in group:
            out.setdefault(forms[0], []).extend(f for f in forms if f not in out.get(forms[0], []))
    return out
