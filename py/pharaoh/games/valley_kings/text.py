"""Readable sentences for actions and events, in German, English, French and Italian (our own wording).

>>> from pharaoh.engine.game import Event
>>> describe_event(Event("split", {"seat": 0, "coins": 3, "cards": 1}), "en")
'Player 1 takes 3 coins and 1 card.'
>>> describe_event(Event("split", {"seat": 1, "coins": 3, "cards": 1}), "de")
'Spieler 2 nimmt 3 Münzen und 1 Karte.'
>>> describe_event(Event("bonus_coins", {"seat": 0, "count": 1}), "de")
'Spieler 1 erhält 1 Münze vom Gönner.'
>>> describe_event(Event("send_done", {"seat": 1, "count": 2}), "en")
'Player 2 sends 2 characters.'
>>> describe_event(Event("split", {"seat": 0, "coins": 0, "cards": 4}), "fr")
'Joueur 1 prend 0 pièce et 4 cartes.'
>>> describe_event(Event("split", {"seat": 0, "coins": 0, "cards": 4}), "it")
'Giocatore 1 prende 0 monete e 4 carte.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pharaoh.engine.game import Event, View
from pharaoh.games.valley_kings.actions import (
    DISCARD,
    DONE,
    END,
    HIDE,
    OPEN,
    PASS,
    PLAY,
    SEND,
    SPLIT,
    TRAP,
    Action,
)
from pharaoh.games.valley_kings.cards import COST, INDEX, IS_PLAYABLE, RULES, name
from pharaoh.games.words import counted, plural, say


def _n(n: object, one: str, many: str, lang: str = "en") -> str:
    return counted(n, one, many, lang)


def _de(lang: str) -> bool:
    return lang == "de"


def _card(card_id: str | None, lang: str) -> str:
    if card_id is None or card_id not in INDEX:
        return "?"
    return name(INDEX[card_id], lang)


def _tomb(card_id: str | None, lang: str) -> str:
    # Tomb names are "Grab des …" / "Tomb of …": they read with an article inside a sentence.
    return say(lang, de="das ", en="the ", fr="le ", it="la ") + _card(card_id, lang)


def _who(seat: Any, lang: str) -> str:
    if not isinstance(seat, int):
        return "?"
    n = seat + 1
    return say(lang, de=f"Spieler {n}", en=f"Player {n}", fr=f"Joueur {n}", it=f"Giocatore {n}")


def describe_action(view: View, action: Action, lang: str) -> str:
    """Describe an action in a short imperative sentence, e.g. for a menu of choices."""
    kind = action.kind
    if kind == SPLIT:
        coins, cards = action.card, int(RULES["resources"]) - action.card
        return say(
            lang,
            de=f"{_n(coins, 'Münze', 'Münzen')} nehmen und {_n(cards, 'Karte', 'Karten')} ziehen",
            en=f"Take {_n(coins, 'coin', 'coins')} and draw {_n(cards, 'card', 'cards')}",
            fr=f"Prendre {_n(coins, 'pièce', 'pièces', 'fr')} et piocher "
            f"{_n(cards, 'carte', 'cartes', 'fr')}",
            it=f"Prendere {_n(coins, 'moneta', 'monete', 'it')} e pescare "
            f"{_n(cards, 'carta', 'carte', 'it')}",
        )
    card = name(action.card, lang) if action.card >= 0 else ""
    target = name(action.target, lang) if action.target >= 0 else ""
    if kind == PLAY:
        cost = COST[action.card]
        text = say(
            lang,
            de=f"{card} ausspielen (Kosten {cost})",
            en=f"Play {card} (cost {cost})",
            fr=f"Jouer {card} (coût {cost})",
            it=f"Giocare {card} (costo {cost})",
        )
        if target:
            text += say(
                lang,
                de=f", Ziel: {target}",
                en=f", targeting {target}",
                fr=f", cible : {target}",
                it=f", bersaglio: {target}",
            )
        return text
    if kind == END:
        return say(
            lang,
            de="Lagerphase beenden",
            en="End the camp phase",
            fr="Terminer la phase de camp",
            it="Chiudere la fase di accampamento",
        )
    if kind == DISCARD:
        return say(
            lang, de=f"{card} abwerfen", en=f"Discard {card}", fr=f"Défausser {card}", it=f"Scartare {card}"
        )
    if kind == PASS:
        return say(
            lang,
            de="Passen und das Medaillon behalten",
            en="Pass and keep the medallion",
            fr="Passer et garder le médaillon",
            it="Passare e tenere il medaglione",
        )
    if kind == OPEN:
        return say(
            lang,
            de="Das nächste Grab öffnen",
            en="Open the next tomb",
            fr="Ouvrir le tombeau suivant",
            it="Aprire la prossima tomba",
        )
    if kind == SEND:
        return say(
            lang,
            de=f"{card} ins Grab schicken",
            en=f"Send {card} into the tomb",
            fr=f"Envoyer {card} dans le tombeau",
            it=f"Mandare {card} nella tomba",
        )
    if kind == HIDE:
        bluff = (
            say(lang, de=" (Bluff)", en=" (bluff)", fr=" (bluff)", it=" (bluff)")
            if IS_PLAYABLE[action.card]
            else ""
        )
        return say(
            lang,
            de=f"{card} verdeckt ins Grab legen{bluff}",
            en=f"Lay {card} face down in the tomb{bluff}",
            fr=f"Poser {card} face cachée dans le tombeau{bluff}",
            it=f"Mettere {card} coperta nella tomba{bluff}",
        )
    if kind == TRAP:
        if target and action.own:
            return say(
                lang,
                de=f"{card} auf {target} aus der eigenen Gruppe auslösen",
                en=f"Set off {card} on {target} of your own group",
                fr=f"Déclencher {card} sur {target} de votre propre groupe",
                it=f"Far scattare {card} su {target} del tuo stesso gruppo",
            )
        if target:
            return say(
                lang,
                de=f"{card} auf {target} auslösen",
                en=f"Set off {card} on {target}",
                fr=f"Déclencher {card} sur {target}",
                it=f"Far scattare {card} su {target}",
            )
        return say(
            lang,
            de=f"{card} ohne Ziel auslösen",
            en=f"Set off {card} with no target",
            fr=f"Déclencher {card} sans cible",
            it=f"Far scattare {card} senza bersaglio",
        )
    if kind == DONE:
        return _describe_done(view, lang)
    return kind


def _describe_done(view: View, lang: str) -> str:
    if view.get("phase") == "send":
        seat = view.get("seat")
        table = view.get("table") or {}
        sent = table.get("sent", [[], []])
        if isinstance(seat, int) and not sent[seat]:
            return say(
                lang,
                de="Niemanden schicken (das Grab dem Gegner überlassen)",
                en="Send nobody (give the tomb up)",
                fr="N'envoyer personne (abandonner le tombeau)",
                it="Non mandare nessuno (rinunciare alla tomba)",
            )
        return say(
            lang,
            de="Niemanden mehr schicken",
            en="Send no one else",
            fr="N'envoyer personne d'autre",
            it="Non mandare nessun altro",
        )
    return say(
        lang,
        de="Keine weiteren Karten legen",
        en="Lay no more cards",
        fr="Ne plus poser de cartes",
        it="Non mettere altre carte",
    )


Sentence = Callable[[Mapping[str, Any], str], str]


def _split(d: Mapping[str, Any], lang: str) -> str:
    who, coins, cards = _who(d["seat"], lang), d["coins"], d["cards"]
    return say(
        lang,
        de=f"{who} nimmt {_n(coins, 'Münze', 'Münzen')} und {_n(cards, 'Karte', 'Karten')}.",
        en=f"{who} takes {_n(coins, 'coin', 'coins')} and {_n(cards, 'card', 'cards')}.",
        fr=f"{who} prend {_n(coins, 'pièce', 'pièces', 'fr')} et {_n(cards, 'carte', 'cartes', 'fr')}.",
        it=f"{who} prende {_n(coins, 'moneta', 'monete', 'it')} e {_n(cards, 'carta', 'carte', 'it')}.",
    )


def _draw(d: Mapping[str, Any], lang: str) -> str:
    cards = d.get("cards")
    what = ", ".join(_card(c, lang) for c in cards) if cards else None
    tail = say(lang, de=f": {what}.", en=f": {what}.", fr=f" : {what}.", it=f": {what}.") if what else "."
    who, n = _who(d["seat"], lang), d["count"]
    return (
        say(
            lang,
            de=f"{who} zieht {_n(n, 'Karte', 'Karten')}",
            en=f"{who} draws {_n(n, 'card', 'cards')}",
            fr=f"{who} pioche {_n(n, 'carte', 'cartes', 'fr')}",
            it=f"{who} pesca {_n(n, 'carta', 'carte', 'it')}",
        )
        + tail
    )


def _play(d: Mapping[str, Any], lang: str) -> str:
    target = f" ({_card(d['target'], lang)})" if d.get("target") else ""
    who, card = _who(d["seat"], lang), _card(d["card"], lang)
    return say(
        lang,
        de=f"{who} spielt {card}{target} aus.",
        en=f"{who} plays {card}{target}.",
        fr=f"{who} joue {card}{target}.",
        it=f"{who} gioca {card}{target}.",
    )


def _discard(d: Mapping[str, Any], lang: str) -> str:
    who, card = _who(d["seat"], lang), _card(d["card"], lang)
    return say(
        lang,
        de=f"{who} wirft {card} ab.",
        en=f"{who} discards {card}.",
        fr=f"{who} défausse {card}.",
        it=f"{who} scarta {card}.",
    )


def _hide(d: Mapping[str, Any], lang: str) -> str:
    papyrus = d.get("source") == "papyrus"
    card = f" ({_card(d['card'], lang)})" if d.get("card") else ""
    who = _who(d["seat"], lang)
    return say(
        lang,
        de=f"{who} legt eine {'Papyruskarte' if papyrus else 'Handkarte'} verdeckt ins Grab{card}.",
        en=f"{who} lays a {'papyrus card' if papyrus else 'card from hand'} face down in the tomb{card}.",
        fr=f"{who} pose une {'carte papyrus' if papyrus else 'carte de sa main'} face cachée "
        f"dans le tombeau{card}.",
        it=f"{who} mette una {'carta papiro' if papyrus else 'carta dalla mano'} coperta nella tomba{card}.",
    )


def _trap(d: Mapping[str, Any], lang: str) -> str:
    who, trap = _who(d["seat"], lang), _card(d["card"], lang)
    target = _card(d.get("target"), lang)
    result = d.get("result")
    if result == "dodged":
        return say(
            lang,
            de=f"{who} löst {trap} aus, doch Montana Smith weicht aus.",
            en=f"{who} sets off {trap}, but Montana Smith dodges it.",
            fr=f"{who} déclenche {trap}, mais Montana Smith l'esquive.",
            it=f"{who} fa scattare {trap}, ma Montana Smith la schiva.",
        )
    if result == "no_target":
        return say(
            lang,
            de=f"{who} löst {trap} aus; sie trifft niemanden.",
            en=f"{who} sets off {trap}; it hits nobody.",
            fr=f"{who} déclenche {trap} ; il ne frappe personne.",
            it=f"{who} fa scattare {trap}; non colpisce nessuno.",
        )
    tails = {
        "home": {"de": "geht nach Hause", "en": "goes home", "fr": "rentre chez lui", "it": "torna a casa"},
        "healed": {
            "de": "wird von der Ärztin gerettet",
            "en": "is saved by the Doctor",
            "fr": "est sauvé par la Doctoresse",
            "it": "viene salvato dalla Dottoressa",
        },
        "out": {"de": "ist ausgeschaltet", "en": "is out", "fr": "est hors jeu", "it": "è eliminato"},
    }.get(str(result), {})
    tail = tails.get(lang) or tails.get("en", "")
    own = d.get("victim") is not None and d.get("victim") == d.get("seat")
    mark = (
        say(
            lang,
            de=" aus der eigenen Gruppe",
            en=" of their own group",
            fr=" de son propre groupe",
            it=" del suo stesso gruppo",
        )
        if own
        else ""
    )
    return say(
        lang,
        de=f"{who} löst {trap} auf {target}{mark} aus: {target} {tail}.",
        en=f"{who} sets off {trap} on {target}{mark}: {target} {tail}.",
        fr=f"{who} déclenche {trap} sur {target}{mark} : {target} {tail}.",
        it=f"{who} fa scattare {trap} su {target}{mark}: {target} {tail}.",
    )


def _fight(d: Mapping[str, Any], lang: str) -> str:
    a, b = d["strengths"]
    tomb, winner = _tomb(d["tomb"], lang), _who(d["winner"], lang)
    return say(
        lang,
        de=f"Kampf um {tomb}: {a} gegen {b}. {winner} gewinnt.",
        en=f"Fight for {tomb}: {a} against {b}. {winner} wins.",
        fr=f"Combat pour {tomb} : {a} contre {b}. {winner} gagne.",
        it=f"Scontro per {tomb}: {a} contro {b}. Vince {winner}.",
    )


def _steal_card(d: Mapping[str, Any], lang: str) -> str:
    who, victim = _who(d["seat"], lang), _who(d["from"], lang)
    card = f" ({_card(d['card'], lang)})" if d.get("card") else ""
    return say(
        lang,
        de=f"{who} nimmt {victim} eine Handkarte weg{card}.",
        en=f"{who} takes a card from {victim}'s hand{card}.",
        fr=f"{who} prend une carte dans la main de {victim}{card}.",
        it=f"{who} prende una carta dalla mano di {victim}{card}.",
    )


def _hand_shown(d: Mapping[str, Any], lang: str) -> str:
    who, victim = _who(d["seat"], lang), _who(d["from"], lang)
    cards = d.get("cards")
    listed = ", ".join(_card(c, lang) for c in cards) or "—" if cards is not None else None
    colon = say(lang, en=": ", fr=" : ")
    tail = f"{colon}{listed}" if listed is not None else ""
    return say(
        lang,
        de=f"{victim} zeigt {who} die Handkarten{tail}.",
        en=f"{victim} shows their hand to {who}{tail}.",
        fr=f"{victim} montre sa main à {who}{tail}.",
        it=f"{victim} mostra la sua mano a {who}{tail}.",
    )


Nouns = dict[str, tuple[str, str]]
"""A noun in each language (singular, plural), to agree with an event's ``count``."""


def _simple(texts: dict[str, str], noun: Nouns | None = None) -> Sentence:
    """A sentence from a template per language; ``{noun}`` agrees with the event's count."""

    def sentence(d: Mapping[str, Any], lang: str) -> str:
        fields = dict(d)
        for key in ("seat", "from", "winner"):
            if key in fields:
                fields[key] = _who(fields[key], lang)
        if "card" in fields:
            fields["card"] = _card(fields["card"], lang)
        if "tomb" in fields:
            fields["tomb"] = _tomb(fields["tomb"], lang)
        fields.setdefault("count", "?")
        if noun is not None:
            fields["noun"] = plural(fields["count"], *(noun.get(lang) or noun["en"]), lang)
        return say(lang, **texts).format(**fields)

    return sentence


_COINS: Nouns = {
    "de": ("Münze", "Münzen"),
    "en": ("coin", "coins"),
    "fr": ("pièce", "pièces"),
    "it": ("moneta", "monete"),
}

SENTENCES: dict[str, Sentence] = {
    "split": _split,
    "draw": _draw,
    "play": _play,
    "discard": _discard,
    "hide": _hide,
    "trap": _trap,
    "fight": _fight,
    "reshuffle": _simple(
        {
            "de": "Der Ablagestapel wird zum neuen Stapel gemischt.",
            "en": "The discard pile is shuffled into a new deck.",
            "fr": "La défausse est mélangée pour former une nouvelle pioche.",
            "it": "Gli scarti vengono mescolati in un nuovo mazzo.",
        }
    ),
    "steal_coin": _simple(
        {
            "de": "{seat} nimmt {from} {count} {noun} weg.",
            "en": "{seat} takes {count} {noun} from {from}.",
            "fr": "{seat} prend {count} {noun} à {from}.",
            "it": "{seat} prende {count} {noun} a {from}.",
        },
        _COINS,
    ),
    "take_companion": _simple(
        {
            "de": "{seat} holt {card} aus dem Lager von {from}.",
            "en": "{seat} takes {card} from {from}'s camp.",
            "fr": "{seat} prend {card} dans le camp de {from}.",
            "it": "{seat} prende {card} dall'accampamento di {from}.",
        }
    ),
    "destroy_companion": _simple(
        {
            "de": "{seat} schaltet {card} im Lager von {from} aus.",
            "en": "{seat} removes {card} from {from}'s camp.",
            "fr": "{seat} élimine {card} du camp de {from}.",
            "it": "{seat} elimina {card} dall'accampamento di {from}.",
        }
    ),
    "steal_card": _steal_card,
    "hand_shown": _hand_shown,
    "bonus_coins": _simple(
        {
            "de": "{seat} erhält {count} {noun} vom Gönner.",
            "en": "{seat} gets {count} {noun} from the Patron.",
            "fr": "{seat} reçoit {count} {noun} du Mécène.",
            "it": "{seat} riceve {count} {noun} dal Mecenate.",
        },
        _COINS,
    ),
    "return_coins": _simple(
        {
            "de": "{seat} legt {count} {noun} zurück.",
            "en": "{seat} returns {count} {noun}.",
            "fr": "{seat} rend {count} {noun}.",
            "it": "{seat} restituisce {count} {noun}.",
        },
        _COINS,
    ),
    "camp_end": _simple(
        {
            "de": "{seat} beendet die Lagerphase.",
            "en": "{seat} ends the camp phase.",
            "fr": "{seat} termine la phase de camp.",
            "it": "{seat} chiude la fase di accampamento.",
        }
    ),
    "pass": _simple(
        {
            "de": "{seat} passt und behält das Medaillon.",
            "en": "{seat} passes and keeps the medallion.",
            "fr": "{seat} passe et garde le médaillon.",
            "it": "{seat} passa e tiene il medaglione.",
        }
    ),
    "tomb_opened": _simple(
        {
            "de": "{seat} öffnet {tomb}.",
            "en": "{seat} opens {tomb}.",
            "fr": "{seat} ouvre {tomb}.",
            "it": "{seat} apre {tomb}.",
        }
    ),
    "send": _simple(
        {
            "de": "{seat} schickt {card} ins Grab.",
            "en": "{seat} sends {card} into the tomb.",
            "fr": "{seat} envoie {card} dans le tombeau.",
            "it": "{seat} manda {card} nella tomba.",
        }
    ),
    "send_done": _simple(
        {
            "de": "{seat} schickt {count} {noun}.",
            "en": "{seat} sends {count} {noun}.",
            "fr": "{seat} envoie {count} {noun}.",
            "it": "{seat} manda {count} {noun}.",
        },
        {
            "de": ("Charakter", "Charaktere"),
            "en": ("character", "characters"),
            "fr": ("personnage", "personnages"),
            "it": ("personaggio", "personaggi"),
        },
    ),
    "forfeit_coins": _simple(
        {
            "de": "{seat} erhält {count} {noun} als Trost.",
            "en": "{seat} gets {count} {noun} as consolation.",
            "fr": "{seat} reçoit {count} {noun} en consolation.",
            "it": "{seat} riceve {count} {noun} come consolazione.",
        },
        _COINS,
    ),
    "forfeit": _simple(
        {
            "de": "{seat} schickt niemanden: {winner} erhält {tomb}.",
            "en": "{seat} sends nobody: {winner} gets {tomb}.",
            "fr": "{seat} n'envoie personne : {winner} reçoit {tomb}.",
            "it": "{seat} non manda nessuno: {winner} riceve {tomb}.",
        }
    ),
    "hide_done": _simple(
        {
            "de": "{seat} legt keine weiteren Karten.",
            "en": "{seat} lays no more cards.",
            "fr": "{seat} ne pose plus de cartes.",
            "it": "{seat} non mette altre carte.",
        }
    ),
    "reveal": _simple(
        {
            "de": "Alle verdeckten Karten werden aufgedeckt.",
            "en": "All face-down cards are turned up.",
            "fr": "Toutes les cartes face cachée sont retournées.",
            "it": "Tutte le carte coperte vengono scoperte.",
        }
    ),
    "tomb_won": _simple(
        {
            "de": "{seat} erhält {tomb}.",
            "en": "{seat} takes {tomb}.",
            "fr": "{seat} remporte {tomb}.",
            "it": "{seat} conquista {tomb}.",
        }
    ),
    "medallion": _simple(
        {
            "de": "Das Medaillon geht an {seat}.",
            "en": "The medallion passes to {seat}.",
            "fr": "Le médaillon passe à {seat}.",
            "it": "Il medaglione passa a {seat}.",
        }
    ),
    "game_over": _simple(
        {
            "de": "{winner} gewinnt die Partie!",
            "en": "{winner} wins the game!",
            "fr": "{winner} gagne la partie !",
            "it": "{winner} vince la partita!",
        }
    ),
}
"""A sentence maker for every event kind."""


def describe_event(event: Event, lang: str) -> str:
    """Describe an event (already filtered for the reader) in a readable sentence."""
    sentence = SENTENCES.get(event.kind)
    if sentence is None:
        return event.kind
    try:
        text = sentence(event.data, lang)
    except (KeyError, TypeError, ValueError, IndexError):
        return event.kind
    # Names such as "Sethos I." end in a full stop of their own.
    return text[:-1] if text.endswith("..") else text
