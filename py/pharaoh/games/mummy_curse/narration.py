"""Where the pawns and the mummy stand, the treasures left and the dice, for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.mummy_curse.views`), in German,
English, French and Italian (our own wording); pawns and cards are named as in
:mod:`pharaoh.games.mummy_curse.text`.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.mummy_curse.text import card_text, pawn_text
from pharaoh.games.words import counted, say


def _where(pawn: dict[str, Any], lang: str) -> str:
    """Where a pawn stands, as the board shows it: for the mummy, nowhere.

    The mummy's view also holds where a pawn was last seen and the squares it may be on,
    but her board draws none of that (she hunts by memory, as at the table, and the log
    says where cards were laid), so the mirror reads none of it either.
    """
    if pawn.get("out"):
        return say(lang, de="ist ausgeschieden", en="is out", fr="est éliminé", it="è eliminato")
    cell = pawn.get("cell")
    if cell:
        return say(
            lang, de=f"steht auf {cell}", en=f"stands on {cell}", fr=f"est sur {cell}", it=f"è su {cell}"
        )
    return say(lang, de="steht verdeckt", en="stands hidden", fr="est caché", it="è nascosto")


def _pawn(pawn: dict[str, Any], own: bool, lang: str) -> str:
    name = pawn_text(pawn.get("pawn"), lang)
    ankhs = pawn.get("ankhs", 0)
    seat = pawn.get("seat", 0) + 1
    where = _where(pawn, lang)
    if own:
        return say(
            lang,
            de=f"Deine Figur {name} {where}, {counted(ankhs, 'Ankh', 'Ankhs')}.",
            en=f"Your pawn {name} {where}, {counted(ankhs, 'ankh', 'ankhs')}.",
            fr=f"Votre pion {name} {where}, {counted(ankhs, 'ankh', 'ankhs', 'fr')}.",
            it=f"La tua pedina {name} {where}, {ankhs} ankh.",
        )
    return say(
        lang,
        de=f"Figur {name} (Spieler {seat}) {where}, {counted(ankhs, 'Ankh', 'Ankhs')}.",
        en=f"Pawn {name} (player {seat}) {where}, {counted(ankhs, 'ankh', 'ankhs')}.",
        fr=f"Pion {name} (joueur {seat}) {where}, {counted(ankhs, 'ankh', 'ankhs', 'fr')}.",
        it=f"Pedina {name} (giocatore {seat}) {where}, {ankhs} ankh.",
    )


def _hand(hand: dict[str, Any], seat: Any, lang: str) -> str:
    left = hand.get("left", 0)
    cards = hand.get("cards")
    laid = hand.get("laid") or []
    if hand.get("seat") == seat and cards is not None:
        names = ", ".join(card_text(c, lang) for c in cards)
        text = say(
            lang,
            de=f"Deine Schätze, noch zu finden: {names or 'keine mehr'}.",
            en=f"Your treasures still to find: {names or 'none left'}.",
            fr=f"Vos trésors encore à trouver : {names or 'plus aucun'}.",
            it=f"I tuoi tesori ancora da trovare: {names or 'nessuno'}.",
        )
    else:
        player = hand.get("seat", 0) + 1
        text = say(
            lang,
            de=f"Spieler {player} hat noch {counted(left, 'Schatz', 'Schätze')} zu finden.",
            en=f"Player {player} has {counted(left, 'treasure', 'treasures')} left to find.",
            fr=f"Le joueur {player} a encore {counted(left, 'trésor', 'trésors', 'fr')} à trouver.",
            it=f"Il giocatore {player} ha ancora {counted(left, 'tesoro', 'tesori', 'it')} da trovare.",
        )
    if laid:
        found = ", ".join(card_text(c, lang) for c in laid)
        text += say(
            lang,
            de=f" Gefunden: {found}.",
            en=f" Found: {found}.",
            fr=f" Trouvés : {found}.",
            it=f" Trovati: {found}.",
        )
    return text


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """The seat's own pawns first, the mummy, the other pawns, the treasures left and the dice."""
    seat = view.get("seat")
    out: list[str] = []
    pawns = [p for p in view.get("pawns") or [] if isinstance(p, dict)]
    own = [p for p in pawns if p.get("seat") == seat and view.get("role") == "explorer"]
    out += [_pawn(p, True, lang) for p in own]
    mummy = view.get("mummy") or {}
    taken, target = mummy.get("ankhs", 0), mummy.get("target", 0)
    you = say(lang, de=" (du)", en=" (you)", fr=" (vous)", it=" (tu)") if view.get("role") == "mummy" else ""
    cell = mummy.get("cell")
    out.append(
        say(
            lang,
            de=f"Die Mumie{you} steht auf {cell} und hat {taken} von {counted(target, 'Ankh', 'Ankhs')}.",
            en=f"The mummy{you} stands on {cell} and holds {taken} of {counted(target, 'ankh', 'ankhs')}.",
            fr=f"La momie{you} est sur {cell} et détient {taken} sur "
            f"{counted(target, 'ankh', 'ankhs', 'fr')}.",
            it=f"La mummia{you} è su {cell} e ha {taken} ankh su {target}.",
        )
    )
    out += [_pawn(p, False, lang) for p in pawns if p not in own]
    out += [_hand(h, seat, lang) for h in view.get("hands") or [] if isinstance(h, dict)]
    dice = view.get("dice") or {}
    aside, total = dice.get("aside", 0), dice.get("total", 0)
    text = say(
        lang,
        de=f"Würfel: {aside} von {total} beiseite",
        en=f"Dice: {aside} of {total} set aside",
        fr=f"Dés : {aside} sur {total} mis de côté",
        it=f"Dadi: {aside} su {total} messi da parte",
    )
    faces = dice.get("faces")
    if faces:
        arrow = say(lang, de="Pfeil", en="arrow", fr="flèche", it="freccia")
        shown = ", ".join(arrow if f == "arrow" else str(f) for f in faces)
        text += say(
            lang,
            de=f", gewürfelt: {shown}",
            en=f", rolled: {shown}",
            fr=f", lancés : {shown}",
            it=f", tirati: {shown}",
        )
    out.append(text + ".")
    return tuple(out)
