"""What a seat holds and what lies at the digs, in a few sentences for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.mummy_spell.views`: the masked state
and the numbers derived from it), in German and English (our own wording); names come from
:mod:`pharaoh.games.mummy_spell.describe`.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.mummy_spell.cards import MUMMY
from pharaoh.games.mummy_spell.describe import (
    beetle,
    capital,
    card,
    equipment,
    find,
    large,
    person,
    seat_name,
)
from pharaoh.games.mummy_spell.state import HAND
from pharaoh.games.words import counted


def _list(items: list[str], de: bool) -> str:
    return ", ".join(items) if items else ("keine" if de else "none")


def _people(state: dict[str, Any], derived: dict[str, Any], seat: int, de: bool, lang: str) -> str:
    """The seat's persons with strength, courage and gear."""
    out = []
    for pid, p in enumerate(state.get("persons") or []):
        if p.get("owner") != seat:
            continue
        numbers = (derived.get("persons") or [])[pid] or {}
        text = person(pid, lang)
        s, c = numbers.get("strength", 0), numbers.get("courage", 0)
        text += f" (Stärke {s}, Mut {c}" if de else f" (strength {s}, courage {c}"
        gear = [equipment(e, lang) for e in p.get("gear") or []]
        if gear:
            text += f", {', '.join(gear)}"
        out.append(text + ")")
    return ("Deine Leute: " if de else "Your people: ") + _list(out, de) + "."


def _hand(state: dict[str, Any], derived: dict[str, Any], seat: int, de: bool, lang: str) -> str:
    """The seat's action cards in hand."""
    owners = derived.get("card_owner") or []
    cards = [
        card(c, lang)
        for c, loc in enumerate(state.get("cards") or [])
        if loc and loc[0] == HAND and c < len(owners) and owners[c] == seat
    ]
    return ("Deine Karten auf der Hand: " if de else "Your cards in hand: ") + _list(cards, de) + "."


def _sites(state: dict[str, Any], derived: dict[str, Any], de: bool, lang: str) -> list[str]:
    """One sentence a dig: its find (if the seat has seen it), sand, shovels, beetle cards."""
    shovels = {s.get("num"): s.get("shovels", 0) for s in derived.get("sites") or []}
    out = []
    for site in state.get("sites") or []:
        num, found = site.get("num"), site.get("card", -1)
        what = (
            find(found, lang)
            if isinstance(found, int) and found >= 0
            else ("verdeckt" if de else "face down")
        )
        sand, n_beetles = site.get("sand", 0), len(site.get("beetles") or [])
        shown = [beetle(b, lang) for b in site.get("beetles") or [] if isinstance(b, int) and b >= 0]
        if de:
            text = (
                f"Grabung {num}: Fund {what}, {counted(sand, 'Sandkarte', 'Sandkarten')}, "
                f"{counted(shovels.get(num, 0), 'Schaufel', 'Schaufeln')}, "
                f"{counted(n_beetles, 'Käferkarte', 'Käferkarten')}"
            )
        else:
            text = (
                f"Dig {num}: find {what}, {counted(sand, 'sand card', 'sand cards')}, "
                f"{counted(shovels.get(num, 0), 'shovel', 'shovels')}, "
                f"{counted(n_beetles, 'beetle card', 'beetle cards')}"
            )
        out.append(text + (f" ({', '.join(shown)})." if shown else "."))
    if not out:
        out.append("Keine Grabung liegt aus." if de else "No dig is on the table.")
    return out


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """Cash, persons, hand and finds of the seat, the other seats' cash, the digs, the mummy's strength."""
    de = lang == "de"
    seat = view.get("seat")
    state: dict[str, Any] = view.get("state") or {}
    derived: dict[str, Any] = view.get("derived") or {}
    cash, finds = state.get("cash") or [], state.get("finds") or []
    out: list[str] = []
    mummy = state.get("mummy") or {}
    if isinstance(seat, int) and seat != MUMMY:
        own = cash[seat] if seat < len(cash) else 0
        out.append(f"Du hast {own}k." if de else f"You have {own}k.")
        out.append(_people(state, derived, seat, de, lang))
        out.append(_hand(state, derived, seat, de, lang))
    elif seat == MUMMY:
        beetles = [beetle(b, lang) for b in mummy.get("hand") or [] if isinstance(b, int) and b >= 0]
        out.append(("Deine Käferkarten: " if de else "Your beetle cards: ") + _list(beetles, de) + ".")
        hand = [large(m, lang) for m in mummy.get("large_hand") or []]
        out.append(
            ("Deine großen Karten auf der Hand: " if de else "Your large cards in hand: ")
            + _list(hand, de)
            + "."
        )
    if isinstance(seat, int) and seat < len(finds) and seat != MUMMY:
        out.append(
            ("Deine Funde: " if de else "Your finds: ")
            + _list([find(f, lang) for f in finds[seat]], de)
            + "."
        )
    for other in range(1, len(cash)):
        if other == seat:
            continue
        name = capital(seat_name(other, lang))
        count = len(finds[other]) if other < len(finds) else 0
        if de:
            out.append(f"{name} hat {cash[other]}k und {counted(count, 'Fund', 'Funde')}.")
        else:
            out.append(f"{name} has {cash[other]}k and {counted(count, 'find', 'finds')}.")
    out += _sites(state, derived, de, lang)
    front = [large(m, lang) for m in mummy.get("large_front") or []]
    strength, injuries = derived.get("mummy_strength", 0), derived.get("injuries", 0)
    if de:
        text = f"Die Mumie hat Stärke {strength} und {counted(injuries, 'Verletzung', 'Verletzungen')}"
        text += f"; offen vor ihr: {', '.join(front)}." if front else "."
    else:
        text = f"The mummy has strength {strength} and {counted(injuries, 'injury', 'injuries')}"
        text += f"; face up before her: {', '.join(front)}." if front else "."
    out.append(text)
    return tuple(out)
