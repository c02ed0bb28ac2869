"""Readable sentences for actions and events, in German and English (our own wording)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pharaoh.engine.game import Event, View
from pharaoh.games.mummy_curse.board import DIRECTION_NAMES, cell_name
from pharaoh.games.mummy_curse.cards import CARD_AT_CELL, CARD_NAMES, PAWN_COLOURS
from pharaoh.games.mummy_curse.state import Action
from pharaoh.games.words import counted, plural

_DIRS = {
    "en": {"n": "north", "e": "east", "s": "south", "w": "west"},
    "de": {"n": "Norden", "e": "Osten", "s": "Süden", "w": "Westen"},
}
_COLOURS = {
    "en": {"red": "red", "blue": "blue", "white": "white", "green": "green", "yellow": "yellow"},
    "de": {"red": "rot", "blue": "blau", "white": "weiß", "green": "grün", "yellow": "gelb"},
}
_SHAPES = {
    "en": {"scarab": "scarab", "eye": "eye", "cobra": "cobra", "vase": "jar", "mask": "mask"},
    "de": {"scarab": "Skarabäus", "eye": "Auge", "cobra": "Kobra", "vase": "Krug", "mask": "Maske"},
}
_PAWNS = {
    "en": {"purple": "Purple", "grey": "Grey", "orange": "Orange", "turquoise": "Turquoise"},
    "de": {"purple": "Lila", "grey": "Grau", "orange": "Orange", "turquoise": "Türkis"},
}
_FACES = {"en": {"arrow": "the arrow", "skip": "nothing"}, "de": {"arrow": "den Pfeil", "skip": "nichts"}}


def _lang(lang: str) -> str:
    return "de" if lang == "de" else "en"


def card_text(name: str, lang: str) -> str:
    """A card's name for people: "red scarab" / "Skarabäus (rot)"."""
    colour, shape = name.split("-")
    if _lang(lang) == "de":
        return f"{_SHAPES['de'][shape]} ({_COLOURS['de'][colour]})"
    return f"{_COLOURS['en'][colour]} {_SHAPES['en'][shape]}"


def pawn_text(pawn: Any, lang: str) -> str:
    """A pawn's name for people, by its colour."""
    if isinstance(pawn, int) and 0 <= pawn < len(PAWN_COLOURS):
        return _PAWNS[_lang(lang)][PAWN_COLOURS[pawn]]
    return "?"


def face_text(face: str, lang: str) -> str:
    """An announced face for people: "den Pfeil", "die 3" / "the arrow", "the 3"."""
    de = _lang(lang) == "de"
    if face in _FACES["en"]:
        return _FACES["de" if de else "en"][face]
    return f"die {face}" if de else f"the {face}"


def _faces_text(faces: Any, lang: str) -> str:
    """The faces of a roll as a list of words: "1, 3, Pfeil" / "1, 3, arrow"."""
    word = {"arrow": "Pfeil" if _lang(lang) == "de" else "arrow"}
    return ", ".join(word.get(str(f), str(f)) for f in faces)


def describe_action(v: View, action: Action, lang: str) -> str:
    """A sentence for an action, as a menu entry."""
    de = _lang(lang) == "de"
    kind = action.kind
    if kind == "recover":
        n = v.get("dice", {}).get("aside", 0)
        if de:
            dice = plural(n, "Den Mumienwürfel", f"Die {n} Mumienwürfel")
            return f"{dice} zurückholen (die Mumie zieht vorher bis zu {counted(n, 'Schritt', 'Schritte')})"
        dice = plural(n, "the mummy die", f"the {n} mummy dice")
        return f"Take back {dice} (the mummy first moves up to {counted(n, 'step', 'steps')})"
    if kind == "roll":
        if v.get("phase") == "mummy_roll":
            return "Den Mumienwürfel werfen" if de else "Roll the mummy die"
        return "Würfeln" if de else "Roll the dice"
    if kind == "reroll":
        return "Alle übrigen Würfel neu werfen" if de else "Roll all remaining dice again"
    if kind in ("move", "arrow"):
        dest = cell_name(action.cell)
        if kind == "move":
            n = action.arg
            if de:
                sentence = f"{counted(n, 'Feld', 'Felder')} gehen, bis {dest}"
            else:
                sentence = f"Walk {counted(n, 'square', 'squares')} to {dest}"
        else:
            d = _DIRS["de" if de else "en"][DIRECTION_NAMES[action.arg]]
            sentence = f"Pfeil: nach {d} bis {dest}" if de else f"Arrow: slide {d} to {dest}"
        card = CARD_AT_CELL.get(action.cell)
        if action.lay and card is not None:
            name = card_text(CARD_NAMES[card], lang)
            sentence += f", und Schatzkarte {name} aufdecken" if de else f", and lay the {name} card"
        return sentence
    if kind == "skip":
        return "Ansagen: Ich kann nicht ziehen" if de else "Announce that you cannot move"
    if kind == "step":
        d = _DIRS["de" if de else "en"][DIRECTION_NAMES[action.arg]]
        return f"Ein Schritt nach {d}" if de else f"Step {d}"
    if kind == "stop":
        return "Hier stehen bleiben" if de else "Stop here"
    return kind


def describe_event(event: Event, lang: str) -> str:
    """A sentence for an event (already filtered for its reader: it may lack the squares)."""
    de = _lang(lang) == "de"
    d: Mapping[str, Any] = event.data
    who = pawn_text(d.get("pawn"), lang)
    kind = event.kind
    if kind == "recover":
        n = d.get("dice", 0)
        if de:
            steps = counted(n, "Schritt", "Schritte")
            return f"{who} holt {n} Mumienwürfel zurück: Die Mumie darf bis zu {steps} gehen."
        dice, steps = counted(n, "mummy die", "mummy dice"), counted(n, "step", "steps")
        return f"{who} takes back {dice}: the mummy may walk up to {steps}."
    if kind == "roll":
        m = d.get("mummies", 0)
        if "faces" in d:
            faces = _faces_text(d["faces"], lang)
            aside = d.get("aside", 0)
            if de:
                lie = plural(aside, "liegt", "liegen")
                mummies = f"{m}× Mumie" if m else "keine Mumie"
                if not faces:
                    return f"{who} würfelt nur Mumien ({m}×); {aside} Würfel {lie} beiseite."
                return f"{who} würfelt {faces} und {mummies}; {aside} Würfel {lie} beiseite."
            dice = f"{counted(aside, 'die', 'dice')} {plural(aside, 'is', 'are')}"
            if not faces:
                return f"{who} rolls nothing but mummies ({m}); {dice} set aside."
            return f"{who} rolls {faces} and {counted(m, 'mummy', 'mummies')}; {dice} set aside."
        if de:
            mummies = f"{m}× Mumie" if m else "keine Mumie"
            return f"{who} wirft {d.get('dice', 0)} Würfel: {mummies}."
        dice = counted(d.get("dice", 0), "die", "dice")
        return f"{who} throws {dice}: {counted(m, 'mummy', 'mummies')}."
    if kind == "turn_lost":
        if de:
            return f"Alle fünf Würfel zeigen die Mumie: {who} setzt aus, der Nächste muss zurückholen."
        return f"All five dice show the mummy: {who} loses the turn and the next must take them back."
    if kind == "move":
        face = face_text(str(d.get("face")), lang)
        if "to" in d:
            if de:
                return f"{who} sagt {face} an und zieht von {d['from']} nach {d['to']}."
            return f"{who} announces {face} and moves from {d['from']} to {d['to']}."
        return f"{who} sagt {face} an." if de else f"{who} announces {face}."
    if kind == "lay":
        card = card_text(str(d.get("card", "red-scarab")), lang)
        if de:
            return f"{who} deckt {card} auf, auf Feld {d.get('cell')}."
        return f"{who} lays the {card} card, on {d.get('cell')}."
    if kind == "skip":
        return f"{who} kann nicht ziehen und setzt aus." if de else f"{who} cannot move and skips the turn."
    if kind == "mummy_roll":
        thrown = f"{d.get('die')} + {d.get('aside')}"
        if de:
            return f"Die Mumie würfelt {thrown} = {counted(d.get('steps'), 'Schritt', 'Schritte')}."
        return f"The mummy rolls {thrown} = {counted(d.get('steps'), 'step', 'steps')}."
    if kind == "mummy_step":
        return f"Die Mumie geht nach {d.get('to')}." if de else f"The mummy steps to {d.get('to')}."
    if kind == "mummy_done":
        cell = d.get("cell")
        return f"Die Mumie beendet ihren Zug auf {cell}." if de else f"The mummy ends its turn on {cell}."
    if kind == "capture":
        if d.get("out"):
            if de:
                return f"Die Mumie fängt {who} auf {d.get('cell')}: letztes Ankh, {who} scheidet aus."
            return f"The mummy catches {who} on {d.get('cell')}: last ankh, {who} is out."
        if de:
            return f"Die Mumie fängt {who} auf {d.get('cell')}: ein Ankh für die Mumie, {who} ins Verlies."
        return f"The mummy catches {who} on {d.get('cell')}: one ankh to the mummy, {who} to the dungeon."
    if kind == "game_over":
        if d.get("side") == "explorers":
            if de:
                return f"{who} hat alle Schätze gefunden und gewinnt!"
            return f"{who} found every treasure and wins!"
        return "Die Mumie hat gewonnen." if de else "The mummy wins."
    return kind
