"""Where the pawns and the mummy stand, the treasures left and the dice, for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.mummy_curse.views`), in German and
English (our own wording); pawns and cards are named as in :mod:`pharaoh.games.mummy_curse.text`.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.mummy_curse.text import card_text, pawn_text
from pharaoh.games.words import counted


def _where(pawn: dict[str, Any], de: bool) -> str:
    """Where a pawn stands, as the board shows it: for the mummy, nowhere.

    The mummy's view also holds where a pawn was last seen and the squares it may be on,
    but her board draws none of that (she hunts by memory, as at the table, and the log
    says where cards were laid), so the mirror reads none of it either.
    """
    if pawn.get("out"):
        return "ist ausgeschieden" if de else "is out"
    if pawn.get("cell"):
        return f"steht auf {pawn['cell']}" if de else f"stands on {pawn['cell']}"
    return "steht verdeckt" if de else "stands hidden"


def _pawn(pawn: dict[str, Any], own: bool, de: bool, lang: str) -> str:
    name = pawn_text(pawn.get("pawn"), lang)
    ankhs = pawn.get("ankhs", 0)
    if de:
        who = f"Deine Figur {name}" if own else f"Figur {name} (Spieler {pawn.get('seat', 0) + 1})"
        return f"{who} {_where(pawn, de)}, {counted(ankhs, 'Ankh', 'Ankhs')}."
    who = f"Your pawn {name}" if own else f"Pawn {name} (player {pawn.get('seat', 0) + 1})"
    return f"{who} {_where(pawn, de)}, {counted(ankhs, 'ankh', 'ankhs')}."


def _hand(hand: dict[str, Any], seat: Any, de: bool, lang: str) -> str:
    left = hand.get("left", 0)
    cards = hand.get("cards")
    laid = hand.get("laid") or []
    if hand.get("seat") == seat and cards is not None:
        names = ", ".join(card_text(c, lang) for c in cards)
        if de:
            text = f"Deine Schätze, noch zu finden: {names or 'keine mehr'}."
        else:
            text = f"Your treasures still to find: {names or 'none left'}."
    else:
        who = f"Spieler {hand.get('seat', 0) + 1}"
        if de:
            text = f"{who} hat noch {counted(left, 'Schatz', 'Schätze')} zu finden."
        else:
            text = (
                f"Player {hand.get('seat', 0) + 1} has {counted(left, 'treasure', 'treasures')} left to find."
            )
    if laid:
        found = ", ".join(card_text(c, lang) for c in laid)
        text += f" Gefunden: {found}." if de else f" Found: {found}."
    return text


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """The seat's own pawns first, the mummy, the other pawns, the treasures left and the dice."""
    de = lang == "de"
    seat = view.get("seat")
    out: list[str] = []
    pawns = [p for p in view.get("pawns") or [] if isinstance(p, dict)]
    own = [p for p in pawns if p.get("seat") == seat and view.get("role") == "explorer"]
    out += [_pawn(p, True, de, lang) for p in own]
    mummy = view.get("mummy") or {}
    taken, target = mummy.get("ankhs", 0), mummy.get("target", 0)
    you = " (du)" if de else " (you)"
    mummy_is_you = view.get("role") == "mummy"
    if de:
        out.append(
            f"Die Mumie{you if mummy_is_you else ''} steht auf {mummy.get('cell')} "
            f"und hat {taken} von {counted(target, 'Ankh', 'Ankhs')}."
        )
    else:
        out.append(
            f"The mummy{you if mummy_is_you else ''} stands on {mummy.get('cell')} "
            f"and holds {taken} of {counted(target, 'ankh', 'ankhs')}."
        )
    out += [_pawn(p, False, de, lang) for p in pawns if p not in own]
    out += [_hand(h, seat, de, lang) for h in view.get("hands") or [] if isinstance(h, dict)]
    dice = view.get("dice") or {}
    aside, total = dice.get("aside", 0), dice.get("total", 0)
    text = f"Würfel: {aside} von {total} beiseite" if de else f"Dice: {aside} of {total} set aside"
    faces = dice.get("faces")
    if faces:
        shown = ", ".join(("Pfeil" if de else "arrow") if f == "arrow" else str(f) for f in faces)
        text += f", gewürfelt: {shown}" if de else f", rolled: {shown}"
    out.append(text + ".")
    return tuple(out)
