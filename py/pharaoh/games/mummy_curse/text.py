"""Readable sentences for actions and events, in German, English, French and Italian (our own wording).

The French and Italian names of things follow the game's French/Italian rulebook (aventuriers,
dés, dé Momie, oubliettes, cartes Mission; esploratori, dado della mummia, prigione).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pharaoh.engine.game import Event, View
from pharaoh.games.mummy_curse.board import DIRECTION_NAMES, cell_name
from pharaoh.games.mummy_curse.cards import CARD_AT_CELL, CARD_NAMES, PAWN_COLOURS
from pharaoh.games.mummy_curse.state import Action
from pharaoh.games.words import counted, plural, say

_DIRS = {
    "en": {"n": "north", "e": "east", "s": "south", "w": "west"},
    "de": {"n": "Norden", "e": "Osten", "s": "Süden", "w": "Westen"},
    "fr": {"n": "le nord", "e": "l'est", "s": "le sud", "w": "l'ouest"},
    "it": {"n": "nord", "e": "est", "s": "sud", "w": "ovest"},
}
_COLOURS = {
    "en": {"red": "red", "blue": "blue", "white": "white", "green": "green", "yellow": "yellow"},
    "de": {"red": "rot", "blue": "blau", "white": "weiß", "green": "grün", "yellow": "gelb"},
    "fr": {"red": "rouge", "blue": "bleu", "white": "blanc", "green": "vert", "yellow": "jaune"},
    "it": {"red": "rosso", "blue": "blu", "white": "bianco", "green": "verde", "yellow": "giallo"},
}
_SHAPES = {
    "en": {"scarab": "scarab", "eye": "eye", "cobra": "cobra", "vase": "jar", "mask": "mask"},
    "de": {"scarab": "Skarabäus", "eye": "Auge", "cobra": "Kobra", "vase": "Krug", "mask": "Maske"},
    "fr": {"scarab": "scarabée", "eye": "œil", "cobra": "cobra", "vase": "vase", "mask": "masque"},
    "it": {"scarab": "scarabeo", "eye": "occhio", "cobra": "cobra", "vase": "vaso", "mask": "maschera"},
}
_PAWNS = {
    "en": {"purple": "Purple", "grey": "Grey", "orange": "Orange", "turquoise": "Turquoise"},
    "de": {"purple": "Lila", "grey": "Grau", "orange": "Orange", "turquoise": "Türkis"},
    "fr": {"purple": "Violet", "grey": "Gris", "orange": "Orange", "turquoise": "Turquoise"},
    "it": {"purple": "Viola", "grey": "Grigio", "orange": "Arancione", "turquoise": "Turchese"},
}
_FACES = {
    "en": {"arrow": "the arrow", "skip": "nothing"},
    "de": {"arrow": "den Pfeil", "skip": "nichts"},
    "fr": {"arrow": "la flèche", "skip": "rien"},
    "it": {"arrow": "la freccia", "skip": "niente"},
}
_ARROW = {"en": "arrow", "de": "Pfeil", "fr": "flèche", "it": "freccia"}


def _lang(lang: str) -> str:
    return lang if lang in _PAWNS else "en"


def card_text(name: str, lang: str) -> str:
    """A card's name for people: "red scarab", "Skarabäus (rot)", "scarabée rouge", "scarabeo rosso"."""
    colour, shape = name.split("-")
    code = _lang(lang)
    if code == "de":
        return f"{_SHAPES['de'][shape]} ({_COLOURS['de'][colour]})"
    if code in ("fr", "it"):
        adjective = _COLOURS[code][colour]
        if code == "it" and shape == "mask" and adjective.endswith("o"):
            adjective = adjective[:-1] + "a"  # la maschera rossa
        return f"{_SHAPES[code][shape]} {adjective}"
    return f"{_COLOURS['en'][colour]} {_SHAPES['en'][shape]}"


def pawn_text(pawn: Any, lang: str) -> str:
    """A pawn's name for people, by its colour."""
    if isinstance(pawn, int) and 0 <= pawn < len(PAWN_COLOURS):
        return _PAWNS[_lang(lang)][PAWN_COLOURS[pawn]]
    return "?"


def face_text(face: str, lang: str) -> str:
    """An announced face for people: "den Pfeil", "die 3" / "the arrow", "the 3" / "la flèche", "le 3"."""
    code = _lang(lang)
    if face in _FACES["en"]:
        return _FACES[code][face]
    return say(code, de=f"die {face}", en=f"the {face}", fr=f"le {face}", it=f"il {face}")


def _faces_text(faces: Any, lang: str) -> str:
    """The faces of a roll as a list of words: "1, 3, Pfeil" / "1, 3, arrow"."""
    word = {"arrow": _ARROW[_lang(lang)]}
    return ", ".join(word.get(str(f), str(f)) for f in faces)


def describe_action(v: View, action: Action, lang: str) -> str:
    """A sentence for an action, as a menu entry."""
    code = _lang(lang)
    kind = action.kind
    if kind == "recover":
        n = v.get("dice", {}).get("aside", 0)
        return say(
            code,
            de=f"{plural(n, 'Den Mumienwürfel', f'Die {n} Mumienwürfel')} zurückholen "
            f"(die Mumie zieht vorher bis zu {counted(n, 'Schritt', 'Schritte')})",
            en=f"Take back {plural(n, 'the mummy die', f'the {n} mummy dice')} "
            f"(the mummy first moves up to {counted(n, 'step', 'steps')})",
            fr=f"Récupérer {plural(n, 'le dé à momie', f'les {n} dés à momie', 'fr')} "
            f"(la momie avance d'abord de {counted(n, 'case', 'cases', 'fr')} au plus)",
            it=f"Recuperare {plural(n, 'il dado con la mummia', f'i {n} dadi con la mummia', 'it')} "
            f"(prima la mummia avanza al massimo di {counted(n, 'casella', 'caselle', 'it')})",
        )
    if kind == "roll":
        if v.get("phase") == "mummy_roll":
            return say(
                code,
                de="Den Mumienwürfel werfen",
                en="Roll the mummy die",
                fr="Lancer le dé Momie",
                it="Tirare il dado della mummia",
            )
        return say(code, de="Würfeln", en="Roll the dice", fr="Lancer les dés", it="Tirare i dadi")
    if kind == "reroll":
        return say(
            code,
            de="Alle übrigen Würfel neu werfen",
            en="Roll all remaining dice again",
            fr="Relancer tous les dés restants",
            it="Ritirare tutti i dadi rimasti",
        )
    if kind in ("move", "arrow"):
        dest = cell_name(action.cell)
        if kind == "move":
            n = action.arg
            sentence = say(
                code,
                de=f"{counted(n, 'Feld', 'Felder')} gehen, bis {dest}",
                en=f"Walk {counted(n, 'square', 'squares')} to {dest}",
                fr=f"Avancer de {counted(n, 'case', 'cases', 'fr')} jusqu'à {dest}",
                it=f"Avanzare di {counted(n, 'casella', 'caselle', 'it')} fino a {dest}",
            )
        else:
            d = _DIRS[code][DIRECTION_NAMES[action.arg]]
            sentence = say(
                code,
                de=f"Pfeil: nach {d} bis {dest}",
                en=f"Arrow: slide {d} to {dest}",
                fr=f"Flèche : glisser vers {d} jusqu'à {dest}",
                it=f"Freccia: scivolare verso {d} fino a {dest}",
            )
        card = CARD_AT_CELL.get(action.cell)
        if action.lay and card is not None:
            name = card_text(CARD_NAMES[card], lang)
            sentence += say(
                code,
                de=f", und Schatzkarte {name} aufdecken",
                en=f", and lay the {name} card",
                fr=f", et poser la carte Mission {name}",
                it=f", e giocare la carta del tesoro {name}",
            )
        return sentence
    if kind == "skip":
        return say(
            code,
            de="Ansagen: Ich kann nicht ziehen",
            en="Announce that you cannot move",
            fr="Annoncer que vous ne pouvez pas bouger",
            it="Annunciare che non puoi muoverti",
        )
    if kind == "step":
        d = _DIRS[code][DIRECTION_NAMES[action.arg]]
        return say(
            code, de=f"Ein Schritt nach {d}", en=f"Step {d}", fr=f"Un pas vers {d}", it=f"Un passo verso {d}"
        )
    if kind == "stop":
        return say(code, de="Hier stehen bleiben", en="Stop here", fr="S'arrêter ici", it="Fermarsi qui")
    return kind


def describe_event(event: Event, lang: str) -> str:
    """A sentence for an event (already filtered for its reader: it may lack the squares)."""
    code = _lang(lang)
    d: Mapping[str, Any] = event.data
    who = pawn_text(d.get("pawn"), lang)
    kind = event.kind
    if kind == "recover":
        n = d.get("dice", 0)
        return say(
            code,
            de=f"{who} holt {n} Mumienwürfel zurück: Die Mumie darf bis zu "
            f"{counted(n, 'Schritt', 'Schritte')} gehen.",
            en=f"{who} takes back {counted(n, 'mummy die', 'mummy dice')}: the mummy may walk up to "
            f"{counted(n, 'step', 'steps')}.",
            fr=f"{who} récupère {counted(n, 'dé à momie', 'dés à momie', 'fr')} : la momie peut avancer de "
            f"{counted(n, 'case', 'cases', 'fr')} au plus.",
            it=f"{who} recupera {counted(n, 'dado con la mummia', 'dadi con la mummia', 'it')}: la mummia "
            f"può avanzare al massimo di {counted(n, 'casella', 'caselle', 'it')}.",
        )
    if kind == "roll":
        m = d.get("mummies", 0)
        if "faces" in d:
            faces = _faces_text(d["faces"], lang)
            aside = d.get("aside", 0)
            if not faces:
                return say(
                    code,
                    de=f"{who} würfelt nur Mumien ({m}×); {aside} Würfel {plural(aside, 'liegt', 'liegen')} "
                    "beiseite.",
                    en=f"{who} rolls nothing but mummies ({m}); {counted(aside, 'die', 'dice')} "
                    f"{plural(aside, 'is', 'are')} set aside.",
                    fr=f"{who} ne fait que des momies ({m}) ; {counted(aside, 'dé', 'dés', 'fr')} "
                    f"{plural(aside, 'est mis', 'sont mis', 'fr')} de côté.",
                    it=f"{who} tira solo mummie ({m}); {counted(aside, 'dado', 'dadi', 'it')} "
                    f"{plural(aside, 'è messo', 'sono messi', 'it')} da parte.",
                )
            return say(
                code,
                de=f"{who} würfelt {faces} und {f'{m}× Mumie' if m else 'keine Mumie'}; {aside} Würfel "
                f"{plural(aside, 'liegt', 'liegen')} beiseite.",
                en=f"{who} rolls {faces} and {counted(m, 'mummy', 'mummies')}; "
                f"{counted(aside, 'die', 'dice')} {plural(aside, 'is', 'are')} set aside.",
                fr=f"{who} obtient {faces} et {counted(m, 'momie', 'momies', 'fr')} ; "
                f"{counted(aside, 'dé', 'dés', 'fr')} {plural(aside, 'est mis', 'sont mis', 'fr')} de côté.",
                it=f"{who} tira {faces} e {counted(m, 'mummia', 'mummie', 'it')}; "
                f"{counted(aside, 'dado', 'dadi', 'it')} {plural(aside, 'è messo', 'sono messi', 'it')} "
                "da parte.",
            )
        n = d.get("dice", 0)
        return say(
            code,
            de=f"{who} wirft {n} Würfel: {f'{m}× Mumie' if m else 'keine Mumie'}.",
            en=f"{who} throws {counted(n, 'die', 'dice')}: {counted(m, 'mummy', 'mummies')}.",
            fr=f"{who} lance {counted(n, 'dé', 'dés', 'fr')} : {counted(m, 'momie', 'momies', 'fr')}.",
            it=f"{who} tira {counted(n, 'dado', 'dadi', 'it')}: {counted(m, 'mummia', 'mummie', 'it')}.",
        )
    if kind == "turn_lost":
        return say(
            code,
            de=f"Alle fünf Würfel zeigen die Mumie: {who} setzt aus, der Nächste muss zurückholen.",
            en=f"All five dice show the mummy: {who} loses the turn and the next must take them back.",
            fr=f"Les cinq dés montrent la momie : {who} passe son tour, le suivant doit les récupérer.",
            it=f"Tutti e cinque i dadi mostrano la mummia: {who} salta il turno, "
            "il prossimo deve recuperarli.",
        )
    if kind == "move":
        face = face_text(str(d.get("face")), lang)
        if "to" in d:
            start, end = d.get("from"), d.get("to")
            return say(
                code,
                de=f"{who} sagt {face} an und zieht von {start} nach {end}.",
                en=f"{who} announces {face} and moves from {start} to {end}.",
                fr=f"{who} annonce {face} et va de {start} à {end}.",
                it=f"{who} annuncia {face} e va da {start} a {end}.",
            )
        return say(
            code,
            de=f"{who} sagt {face} an.",
            en=f"{who} announces {face}.",
            fr=f"{who} annonce {face}.",
            it=f"{who} annuncia {face}.",
        )
    if kind == "lay":
        card = card_text(str(d.get("card", "red-scarab")), lang)
        cell = d.get("cell")
        return say(
            code,
            de=f"{who} deckt {card} auf, auf Feld {cell}.",
            en=f"{who} lays the {card} card, on {cell}.",
            fr=f"{who} pose la carte Mission {card}, sur la case {cell}.",
            it=f"{who} gioca la carta del tesoro {card}, sulla casella {cell}.",
        )
    if kind == "skip":
        return say(
            code,
            de=f"{who} kann nicht ziehen und setzt aus.",
            en=f"{who} cannot move and skips the turn.",
            fr=f"{who} ne peut pas bouger et passe son tour.",
            it=f"{who} non può muoversi e salta il turno.",
        )
    if kind == "mummy_roll":
        thrown = f"{d.get('die')} + {d.get('aside')}"
        steps = d.get("steps")
        return say(
            code,
            de=f"Die Mumie würfelt {thrown} = {counted(steps, 'Schritt', 'Schritte')}.",
            en=f"The mummy rolls {thrown} = {counted(steps, 'step', 'steps')}.",
            fr=f"La momie lance {thrown} = {counted(steps, 'case', 'cases', 'fr')}.",
            it=f"La mummia tira {thrown} = {counted(steps, 'casella', 'caselle', 'it')}.",
        )
    if kind == "mummy_step":
        to = d.get("to")
        return say(
            code,
            de=f"Die Mumie geht nach {to}.",
            en=f"The mummy steps to {to}.",
            fr=f"La momie va en {to}.",
            it=f"La mummia va in {to}.",
        )
    if kind == "mummy_done":
        cell = d.get("cell")
        return say(
            code,
            de=f"Die Mumie beendet ihren Zug auf {cell}.",
            en=f"The mummy ends its turn on {cell}.",
            fr=f"La momie termine son tour sur {cell}.",
            it=f"La mummia finisce il turno su {cell}.",
        )
    if kind == "capture":
        cell = d.get("cell")
        if d.get("out"):
            return say(
                code,
                de=f"Die Mumie fängt {who} auf {cell}: letztes Ankh, {who} scheidet aus.",
                en=f"The mummy catches {who} on {cell}: last ankh, {who} is out.",
                fr=f"La momie attrape {who} sur {cell} : dernière ankh, {who} est éliminé.",
                it=f"La mummia cattura {who} su {cell}: ultimo ankh, {who} è eliminato.",
            )
        return say(
            code,
            de=f"Die Mumie fängt {who} auf {cell}: ein Ankh für die Mumie, {who} ins Verlies.",
            en=f"The mummy catches {who} on {cell}: one ankh to the mummy, {who} to the dungeon.",
            fr=f"La momie attrape {who} sur {cell} : une ankh pour la momie, {who} aux oubliettes.",
            it=f"La mummia cattura {who} su {cell}: un ankh alla mummia, {who} in prigione.",
        )
    if kind == "game_over":
        if d.get("side") == "explorers":
            return say(
                code,
                de=f"{who} hat alle Schätze gefunden und gewinnt!",
                en=f"{who} found every treasure and wins!",
                fr=f"{who} a trouvé tous les trésors et gagne !",
                it=f"{who} ha trovato tutti i tesori e vince!",
            )
        return say(
            code,
            de="Die Mumie hat gewonnen.",
            en="The mummy wins.",
            fr="La momie a gagné.",
            it="Ha vinto la mummia.",
        )
    return kind
