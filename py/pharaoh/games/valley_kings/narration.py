"""What a seat holds and what lies where, in a few sentences for the screen-reader mirror.

Built only from one seat's view (see :mod:`pharaoh.games.valley_kings.views`), in German and
English (our own wording).
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.valley_kings.cards import INDEX, name
from pharaoh.games.words import counted as _n


def _names(card_ids: Any, lang: str) -> str:
    """The cards' names joined by commas ("" when none)."""
    if not isinstance(card_ids, list):
        return ""
    return ", ".join(name(INDEX[c], lang) if c in INDEX else "?" for c in card_ids)


def _who(p: int, seat: Any, de: bool) -> str:
    """Say "Du" or "You" for the viewing seat, else the player's number."""
    if p == seat:
        return "Du" if de else "You"
    return f"Spieler {p + 1}" if de else f"Player {p + 1}"


def _or_none(text: str, de: bool) -> str:
    return text or ("keine" if de else "none")


def _side(p: dict[str, Any], own: bool, who: str, de: bool, lang: str) -> list[str]:
    """The sentences about one player (``who``: "Du"/"You" or the player's name)."""
    out = []
    coins, hand, papyrus = p.get("coins", 0), p.get("hand_count", 0), p.get("papyrus_count", 0)
    if de:
        verb = "hast" if own else "hat"
        out.append(
            f"{who} {verb} {_n(coins, 'Münze', 'Münzen')}, {_n(hand, 'Handkarte', 'Handkarten')} "
            f"und {_n(papyrus, 'Papyruskarte', 'Papyruskarten')}."
        )
    else:
        verb = "have" if own else "has"
        out.append(
            f"{who} {verb} {_n(coins, 'coin', 'coins')}, {_n(hand, 'hand card', 'hand cards')} "
            f"and {_n(papyrus, 'papyrus card', 'papyrus cards')}."
        )
    if own and p.get("hand"):
        out.append(("Deine Hand: " if de else "Your hand: ") + _names(p["hand"], lang) + ".")
    if own and p.get("papyrus"):
        out.append(
            ("Deine Papyruskarten: " if de else "Your papyrus cards: ") + _names(p["papyrus"], lang) + "."
        )
    camp = _or_none(_names(p.get("camp"), lang), de)
    tombs = _or_none(_names(p.get("tombs"), lang), de)
    if de:
        out.append(f"{'Dein Lager' if own else 'Lager von ' + who}: {camp}. Gewonnene Gräber: {tombs}.")
    else:
        out.append(f"{'Your' if own else who + chr(39) + 's'} camp: {camp}. Tombs won: {tombs}.")
    return out


def describe_view(view: View, lang: str) -> tuple[str, ...]:
    """What the viewing seat holds, each camp, the open tomb and its limit, the tombs won."""
    de = lang == "de"
    seat = view.get("seat")
    players = view.get("players") or []
    out: list[str] = []
    order = [seat] if isinstance(seat, int) else []
    order += [p for p in range(len(players)) if p not in order]
    for p in order:
        out += _side(players[p], p == seat, _who(p, seat, de), de, lang)
    table = view.get("table")
    if isinstance(table, dict):
        tomb = _names([table.get("tomb")], lang)
        limit = table.get("limit")
        if de:
            text = f"Offenes Grab: {tomb}"
            text += f", höchstens {_n(limit, 'Figur', 'Figuren')} je Seite." if limit else ", ohne Grenze."
        else:
            text = f"Open tomb: {tomb}"
            text += f", at most {_n(limit, 'character', 'characters')} a side." if limit else ", no limit."
        out.append(text)
        sent = table.get("sent") or [[], []]
        for p, cards in enumerate(sent):
            if cards:
                out.append(
                    f"{_who(p, seat, de)}{' im Grab' if de else ' in the tomb'}: {_names(cards, lang)}."
                )
    else:
        out.append("Kein Grab ist offen." if de else "No tomb is open.")
    win = view.get("win_tombs")
    if isinstance(win, int):
        out.append(
            f"Wer {_n(win, 'Grab', 'Gräber')} hat, gewinnt."
            if de
            else f"{_n(win, 'tomb', 'tombs')} win the game."
        )
    return tuple(out)
