"""What a seat holds and what lies where, in a few sentences for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.valley_kings.views`), in German,
English, French and Italian (our own wording).
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.valley_kings.cards import INDEX, name
from pharaoh.games.words import counted, say


def _names(card_ids: Any, lang: str) -> str:
    """The cards' names joined by commas ("" when none)."""
    if not isinstance(card_ids, list):
        return ""
    return ", ".join(name(INDEX[c], lang) if c in INDEX else "?" for c in card_ids)


def _who(p: int, seat: Any, lang: str) -> str:
    """Say "Du" / "You" / "Vous" / "Tu" for the viewing seat, else the player's number."""
    if p == seat:
        return say(lang, de="Du", en="You", fr="Vous", it="Tu")
    n = p + 1
    return say(lang, de=f"Spieler {n}", en=f"Player {n}", fr=f"Joueur {n}", it=f"Giocatore {n}")


def _or_none(text: str, lang: str) -> str:
    return text or say(lang, de="keine", en="none", fr="aucun", it="nessuna")


def _side(p: dict[str, Any], own: bool, who: str, lang: str) -> list[str]:
    """The sentences about one player (``who``: "Du"/"You" or the player's name)."""
    out = []
    coins, hand, papyrus = p.get("coins", 0), p.get("hand_count", 0), p.get("papyrus_count", 0)
    out.append(
        say(
            lang,
            de=f"{who} {'hast' if own else 'hat'} {counted(coins, 'Münze', 'Münzen')}, "
            f"{counted(hand, 'Handkarte', 'Handkarten')} und "
            f"{counted(papyrus, 'Papyruskarte', 'Papyruskarten')}.",
            en=f"{who} {'have' if own else 'has'} {counted(coins, 'coin', 'coins')}, "
            f"{counted(hand, 'hand card', 'hand cards')} and "
            f"{counted(papyrus, 'papyrus card', 'papyrus cards')}.",
            fr=f"{who} {'avez' if own else 'a'} {counted(coins, 'pièce', 'pièces', 'fr')}, "
            f"{counted(hand, 'carte', 'cartes', 'fr')} en main et "
            f"{counted(papyrus, 'carte papyrus', 'cartes papyrus', 'fr')}.",
            it=f"{who} {'hai' if own else 'ha'} {counted(coins, 'moneta', 'monete', 'it')}, "
            f"{counted(hand, 'carta', 'carte', 'it')} in mano e "
            f"{counted(papyrus, 'carta papiro', 'carte papiro', 'it')}.",
        )
    )
    if own and p.get("hand"):
        out.append(
            say(lang, de="Deine Hand: ", en="Your hand: ", fr="Votre main : ", it="La tua mano: ")
            + _names(p["hand"], lang)
            + "."
        )
    if own and p.get("papyrus"):
        out.append(
            say(
                lang,
                de="Deine Papyruskarten: ",
                en="Your papyrus cards: ",
                fr="Vos cartes papyrus : ",
                it="Le tue carte papiro: ",
            )
            + _names(p["papyrus"], lang)
            + "."
        )
    camp = _or_none(_names(p.get("camp"), lang), lang)
    tombs = _or_none(_names(p.get("tombs"), lang), lang)
    out.append(
        say(
            lang,
            de=f"{'Dein Lager' if own else 'Lager von ' + who}: {camp}. Gewonnene Gräber: {tombs}.",
            en=f"{'Your' if own else who + chr(39) + 's'} camp: {camp}. Tombs won: {tombs}.",
            fr=f"{'Votre camp' if own else 'Camp de ' + who} : {camp}. Tombeaux gagnés : {tombs}.",
            it=f"{'Il tuo accampamento' if own else 'Accampamento di ' + who}: {camp}. Tombe vinte: {tombs}.",
        )
    )
    return out


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """What the viewing seat holds, each camp, the open tomb and its limit, the tombs won."""
    seat = view.get("seat")
    players = view.get("players") or []
    out: list[str] = []
    order = [seat] if isinstance(seat, int) else []
    order += [p for p in range(len(players)) if p not in order]
    for p in order:
        out += _side(players[p], p == seat, _who(p, seat, lang), lang)
    table = view.get("table")
    if isinstance(table, dict):
        tomb = _names([table.get("tomb")], lang)
        limit = table.get("limit")
        if limit:
            text = say(
                lang,
                de=f"Offenes Grab: {tomb}, höchstens {counted(limit, 'Figur', 'Figuren')} je Seite.",
                en=f"Open tomb: {tomb}, at most {counted(limit, 'character', 'characters')} a side.",
                fr=f"Tombeau ouvert : {tomb}, au plus {counted(limit, 'personnage', 'personnages', 'fr')} "
                "de chaque côté.",
                it=f"Tomba aperta: {tomb}, al massimo {counted(limit, 'personaggio', 'personaggi', 'it')} "
                "per parte.",
            )
        else:
            text = say(
                lang,
                de=f"Offenes Grab: {tomb}, ohne Grenze.",
                en=f"Open tomb: {tomb}, no limit.",
                fr=f"Tombeau ouvert : {tomb}, sans limite.",
                it=f"Tomba aperta: {tomb}, senza limite.",
            )
        out.append(text)
        sent = table.get("sent") or [[], []]
        for p, cards in enumerate(sent):
            if cards:
                inside = say(lang, de=" im Grab", en=" in the tomb", fr=" dans le tombeau", it=" nella tomba")
                colon = say(lang, en=": ", fr=" : ")
                out.append(f"{_who(p, seat, lang)}{inside}{colon}{_names(cards, lang)}.")
    else:
        out.append(
            say(
                lang,
                de="Kein Grab ist offen.",
                en="No tomb is open.",
                fr="Aucun tombeau n'est ouvert.",
                it="Nessuna tomba è aperta.",
            )
        )
    win = view.get("win_tombs")
    if isinstance(win, int):
        out.append(
            say(
                lang,
                de=f"Wer {counted(win, 'Grab', 'Gräber')} hat, gewinnt.",
                en=f"{counted(win, 'tomb', 'tombs')} win the game.",
                fr=f"Avec {counted(win, 'tombeau', 'tombeaux', 'fr')}, on gagne la partie.",
                it=f"Con {counted(win, 'tomba', 'tombe', 'it')} si vince la partita.",
            )
        )
    return tuple(out)
