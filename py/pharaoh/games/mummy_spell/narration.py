"""What a seat holds and what lies at the digs, in a few sentences for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.mummy_spell.views`: the masked state
and the numbers derived from it), in German, English, French and Italian (our own wording);
names come from :mod:`pharaoh.games.mummy_spell.describe`.
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
from pharaoh.games.words import counted, say


def _list(items: list[str], lang: str) -> str:
    return ", ".join(items) if items else say(lang, de="keine", en="none", fr="aucun", it="nessuno")


def _people(state: dict[str, Any], derived: dict[str, Any], seat: int, lang: str) -> str:
    """The seat's persons with strength, courage and gear."""
    out = []
    for pid, p in enumerate(state.get("persons") or []):
        if p.get("owner") != seat:
            continue
        numbers = (derived.get("persons") or [])[pid] or {}
        text = person(pid, lang)
        s, c = numbers.get("strength", 0), numbers.get("courage", 0)
        text += say(
            lang,
            de=f" (Stärke {s}, Mut {c}",
            en=f" (strength {s}, courage {c}",
            fr=f" (force {s}, courage {c}",
            it=f" (forza {s}, coraggio {c}",
        )
        gear = [equipment(e, lang) for e in p.get("gear") or []]
        if gear:
            text += f", {', '.join(gear)}"
        out.append(text + ")")
    return (
        say(lang, de="Deine Leute: ", en="Your people: ", fr="Vos gens : ", it="La tua gente: ")
        + _list(out, lang)
        + "."
    )


def _hand(state: dict[str, Any], derived: dict[str, Any], seat: int, lang: str) -> str:
    """The seat's action cards in hand."""
    owners = derived.get("card_owner") or []
    cards = [
        card(c, lang)
        for c, loc in enumerate(state.get("cards") or [])
        if loc and loc[0] == HAND and c < len(owners) and owners[c] == seat
    ]
    start = say(
        lang,
        de="Deine Karten auf der Hand: ",
        en="Your cards in hand: ",
        fr="Vos cartes en main : ",
        it="Le tue carte in mano: ",
    )
    return start + _list(cards, lang) + "."


def _sites(state: dict[str, Any], derived: dict[str, Any], lang: str) -> list[str]:
    """One sentence a dig: its find (if the seat has seen it), sand, shovels, beetle cards."""
    shovels = {s.get("num"): s.get("shovels", 0) for s in derived.get("sites") or []}
    out = []
    for site in state.get("sites") or []:
        num, found = site.get("num"), site.get("card", -1)
        what = (
            find(found, lang)
            if isinstance(found, int) and found >= 0
            else say(lang, de="verdeckt", en="face down", fr="face cachée", it="coperto")
        )
        sand, n_beetles, k = site.get("sand", 0), len(site.get("beetles") or []), shovels.get(num, 0)
        shown = [beetle(b, lang) for b in site.get("beetles") or [] if isinstance(b, int) and b >= 0]
        text = say(
            lang,
            de=f"Grabung {num}: Fund {what}, {counted(sand, 'Sandkarte', 'Sandkarten')}, "
            f"{counted(k, 'Schaufel', 'Schaufeln')}, {counted(n_beetles, 'Käferkarte', 'Käferkarten')}",
            en=f"Dig {num}: find {what}, {counted(sand, 'sand card', 'sand cards')}, "
            f"{counted(k, 'shovel', 'shovels')}, {counted(n_beetles, 'beetle card', 'beetle cards')}",
            fr=f"Chantier {num} : trouvaille {what}, "
            f"{counted(sand, 'carte de sable', 'cartes de sable', 'fr')}, "
            f"{counted(k, 'pelle', 'pelles', 'fr')}, "
            f"{counted(n_beetles, 'carte scarabée', 'cartes scarabée', 'fr')}",
            it=f"Scavo {num}: reperto {what}, {counted(sand, 'carta sabbia', 'carte sabbia', 'it')}, "
            f"{counted(k, 'pala', 'pale', 'it')}, "
            f"{counted(n_beetles, 'carta scarabeo', 'carte scarabeo', 'it')}",
        )
        out.append(text + (f" ({', '.join(shown)})." if shown else "."))
    if not out:
        out.append(
            say(
                lang,
                de="Keine Grabung liegt aus.",
                en="No dig is on the table.",
                fr="Aucun chantier n'est sur la table.",
                it="Nessuno scavo è sul tavolo.",
            )
        )
    return out


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """Cash, persons, hand and finds of the seat, the other seats' cash, the digs, the mummy's strength."""
    seat = view.get("seat")
    state: dict[str, Any] = view.get("state") or {}
    derived: dict[str, Any] = view.get("derived") or {}
    cash, finds = state.get("cash") or [], state.get("finds") or []
    out: list[str] = []
    mummy = state.get("mummy") or {}
    if isinstance(seat, int) and seat != MUMMY:
        own = cash[seat] if seat < len(cash) else 0
        out.append(
            say(
                lang,
                de=f"Du hast {own}k.",
                en=f"You have {own}k.",
                fr=f"Vous avez {own}k.",
                it=f"Hai {own}k.",
            )
        )
        out.append(_people(state, derived, seat, lang))
        out.append(_hand(state, derived, seat, lang))
    elif seat == MUMMY:
        beetles = [beetle(b, lang) for b in mummy.get("hand") or [] if isinstance(b, int) and b >= 0]
        start = say(
            lang,
            de="Deine Käferkarten: ",
            en="Your beetle cards: ",
            fr="Vos cartes scarabée : ",
            it="Le tue carte scarabeo: ",
        )
        out.append(start + _list(beetles, lang) + ".")
        hand = [large(m, lang) for m in mummy.get("large_hand") or []]
        start = say(
            lang,
            de="Deine großen Karten auf der Hand: ",
            en="Your large cards in hand: ",
            fr="Vos grandes cartes en main : ",
            it="Le tue grandi carte in mano: ",
        )
        out.append(start + _list(hand, lang) + ".")
    if isinstance(seat, int) and seat < len(finds) and seat != MUMMY:
        start = say(
            lang, de="Deine Funde: ", en="Your finds: ", fr="Vos trouvailles : ", it="I tuoi reperti: "
        )
        out.append(start + _list([find(f, lang) for f in finds[seat]], lang) + ".")
    for other in range(1, len(cash)):
        if other == seat:
            continue
        name = capital(seat_name(other, lang))
        count = len(finds[other]) if other < len(finds) else 0
        out.append(
            say(
                lang,
                de=f"{name} hat {cash[other]}k und {counted(count, 'Fund', 'Funde')}.",
                en=f"{name} has {cash[other]}k and {counted(count, 'find', 'finds')}.",
                fr=f"{name} a {cash[other]}k et {counted(count, 'trouvaille', 'trouvailles', 'fr')}.",
                it=f"{name} ha {cash[other]}k e {counted(count, 'reperto', 'reperti', 'it')}.",
            )
        )
    out += _sites(state, derived, lang)
    front = [large(m, lang) for m in mummy.get("large_front") or []]
    strength, injuries = derived.get("mummy_strength", 0), derived.get("injuries", 0)
    shown = ", ".join(front)
    text = say(
        lang,
        de=f"Die Mumie hat Stärke {strength} und {counted(injuries, 'Verletzung', 'Verletzungen')}",
        en=f"The mummy has strength {strength} and {counted(injuries, 'injury', 'injuries')}",
        fr=f"La momie a une force de {strength} et {counted(injuries, 'blessure', 'blessures', 'fr')}",
        it=f"La mummia ha forza {strength} e {counted(injuries, 'ferita', 'ferite', 'it')}",
    )
    if front:
        text += say(
            lang,
            de=f"; offen vor ihr: {shown}.",
            en=f"; face up before her: {shown}.",
            fr=f" ; face visible devant elle : {shown}.",
            it=f"; scoperte davanti a lei: {shown}.",
        )
    else:
        text += "."
    out.append(text)
    return tuple(out)
