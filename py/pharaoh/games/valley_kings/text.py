"""Readable sentences for actions and events, in German and English (our own wording).

>>> from pharaoh.engine.game import Event
>>> describe_event(Event("split", {"seat": 0, "coins": 3, "cards": 1}), "en")
'Player 1 takes 3 coins and 1 card.'
>>> describe_event(Event("split", {"seat": 1, "coins": 3, "cards": 1}), "de")
'Spieler 2 nimmt 3 Münzen und 1 Karte.'
>>> describe_event(Event("bonus_coins", {"seat": 0, "count": 1}), "de")
'Spieler 1 erhält 1 Münze vom Gönner.'
>>> describe_event(Event("send_done", {"seat": 1, "count": 2}), "en")
'Player 2 sends 2 characters.'
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
from pharaoh.games.words import counted as _n
from pharaoh.games.words import plural


def _de(lang: str) -> bool:
    return lang == "de"


def _card(card_id: str | None, lang: str) -> str:
    if card_id is None or card_id not in INDEX:
        return "?"
    return name(INDEX[card_id], lang)


def _tomb(card_id: str | None, lang: str) -> str:
    # Tomb names are "Grab des …" / "Tomb of …": they read with an article inside a sentence.
    return ("das " if _de(lang) else "the ") + _card(card_id, lang)


def _who(seat: Any, lang: str) -> str:
    if not isinstance(seat, int):
        return "?"
    return f"Spieler {seat + 1}" if _de(lang) else f"Player {seat + 1}"


def describe_action(view: View, action: Action, lang: str) -> str:
    """Describe an action in a short imperative sentence, e.g. for a menu of choices."""
    de = _de(lang)
    kind = action.kind
    if kind == SPLIT:
        coins, cards = action.card, int(RULES["resources"]) - action.card
        if de:
            return f"{_n(coins, 'Münze', 'Münzen')} nehmen und {_n(cards, 'Karte', 'Karten')} ziehen"
        return f"Take {_n(coins, 'coin', 'coins')} and draw {_n(cards, 'card', 'cards')}"
    card = name(action.card, lang) if action.card >= 0 else ""
    target = name(action.target, lang) if action.target >= 0 else ""
    if kind == PLAY:
        cost = COST[action.card]
        text = f"{card} ausspielen (Kosten {cost})" if de else f"Play {card} (cost {cost})"
        if target:
            text += f", Ziel: {target}" if de else f", targeting {target}"
        return text
    if kind == END:
        return "Lagerphase beenden" if de else "End the camp phase"
    if kind == DISCARD:
        return f"{card} abwerfen" if de else f"Discard {card}"
    if kind == PASS:
        return "Passen und das Medaillon behalten" if de else "Pass and keep the medallion"
    if kind == OPEN:
        return "Das nächste Grab öffnen" if de else "Open the next tomb"
    if kind == SEND:
        return f"{card} ins Grab schicken" if de else f"Send {card} into the tomb"
    if kind == HIDE:
        bluff = IS_PLAYABLE[action.card]
        if de:
            return f"{card} verdeckt ins Grab legen" + (" (Bluff)" if bluff else "")
        return f"Lay {card} face down in the tomb" + (" (bluff)" if bluff else "")
    if kind == TRAP:
        if target and action.own:
            return (
                f"{card} auf {target} aus der eigenen Gruppe auslösen"
                if de
                else f"Set off {card} on {target} of your own group"
            )
        if target:
            return f"{card} auf {target} auslösen" if de else f"Set off {card} on {target}"
        return f"{card} ohne Ziel auslösen" if de else f"Set off {card} with no target"
    if kind == DONE:
        return _describe_done(view, de)
    return kind


def _describe_done(view: View, de: bool) -> str:
    if view.get("phase") == "send":
        seat = view.get("seat")
        table = view.get("table") or {}
        sent = table.get("sent", [[], []])
        if isinstance(seat, int) and not sent[seat]:
            return (
                "Niemanden schicken (das Grab dem Gegner überlassen)"
                if de
                else "Send nobody (give the tomb up)"
            )
        return "Niemanden mehr schicken" if de else "Send no one else"
    return "Keine weiteren Karten legen" if de else "Lay no more cards"


Sentence = Callable[[Mapping[str, Any], str], str]


def _split(d: Mapping[str, Any], lang: str) -> str:
    who = _who(d["seat"], lang)
    if _de(lang):
        return f"{who} nimmt {_n(d['coins'], 'Münze', 'Münzen')} und {_n(d['cards'], 'Karte', 'Karten')}."
    return f"{who} takes {_n(d['coins'], 'coin', 'coins')} and {_n(d['cards'], 'card', 'cards')}."


def _draw(d: Mapping[str, Any], lang: str) -> str:
    cards = d.get("cards")
    what = ", ".join(_card(c, lang) for c in cards) if cards else None
    if _de(lang):
        return f"{_who(d['seat'], lang)} zieht {_n(d['count'], 'Karte', 'Karten')}" + (
            f": {what}." if what else "."
        )
    return f"{_who(d['seat'], lang)} draws {_n(d['count'], 'card', 'cards')}" + (
        f": {what}." if what else "."
    )


def _play(d: Mapping[str, Any], lang: str) -> str:
    target = f" ({_card(d['target'], lang)})" if d.get("target") else ""
    if _de(lang):
        return f"{_who(d['seat'], lang)} spielt {_card(d['card'], lang)}{target} aus."
    return f"{_who(d['seat'], lang)} plays {_card(d['card'], lang)}{target}."


def _discard(d: Mapping[str, Any], lang: str) -> str:
    if _de(lang):
        return f"{_who(d['seat'], lang)} wirft {_card(d['card'], lang)} ab."
    return f"{_who(d['seat'], lang)} discards {_card(d['card'], lang)}."


def _hide(d: Mapping[str, Any], lang: str) -> str:
    src_de = "Papyruskarte" if d.get("source") == "papyrus" else "Handkarte"
    src_en = "papyrus card" if d.get("source") == "papyrus" else "card from hand"
    card = f" ({_card(d['card'], lang)})" if d.get("card") else ""
    if _de(lang):
        return f"{_who(d['seat'], lang)} legt eine {src_de} verdeckt ins Grab{card}."
    return f"{_who(d['seat'], lang)} lays a {src_en} face down in the tomb{card}."


def _trap(d: Mapping[str, Any], lang: str) -> str:
    who, trap = _who(d["seat"], lang), _card(d["card"], lang)
    target = _card(d.get("target"), lang)
    result = d.get("result")
    de = _de(lang)
    if result == "dodged":
        return (
            f"{who} löst {trap} aus, doch Montana Smith weicht aus."
            if de
            else f"{who} sets off {trap}, but Montana Smith dodges it."
        )
    if result == "no_target":
        return (
            f"{who} löst {trap} aus; sie trifft niemanden."
            if de
            else f"{who} sets off {trap}; it hits nobody."
        )
    tail = {
        "home": ("geht nach Hause", "goes home"),
        "healed": ("wird von der Ärztin gerettet", "is saved by the Doctor"),
        "out": ("ist ausgeschaltet", "is out"),
    }.get(str(result), ("", ""))
    own = d.get("victim") is not None and d.get("victim") == d.get("seat")
    if de:
        mark = " aus der eigenen Gruppe" if own else ""
        return f"{who} löst {trap} auf {target}{mark} aus: {target} {tail[0]}."
    mark = " of their own group" if own else ""
    return f"{who} sets off {trap} on {target}{mark}: {target} {tail[1]}."


def _fight(d: Mapping[str, Any], lang: str) -> str:
    a, b = d["strengths"]
    if _de(lang):
        return f"Kampf um {_tomb(d['tomb'], lang)}: {a} gegen {b}. {_who(d['winner'], lang)} gewinnt."
    return f"Fight for {_tomb(d['tomb'], lang)}: {a} against {b}. {_who(d['winner'], lang)} wins."


def _steal_card(d: Mapping[str, Any], lang: str) -> str:
    who, victim = _who(d["seat"], lang), _who(d["from"], lang)
    card = f" ({_card(d['card'], lang)})" if d.get("card") else ""
    if _de(lang):
        return f"{who} nimmt {victim} eine Handkarte weg{card}."
    return f"{who} takes a card from {victim}'s hand{card}."


def _hand_shown(d: Mapping[str, Any], lang: str) -> str:
    who, victim = _who(d["seat"], lang), _who(d["from"], lang)
    cards = d.get("cards")
    listed = ": " + (", ".join(_card(c, lang) for c in cards) or "—") if cards is not None else ""
    if _de(lang):
        return f"{victim} zeigt {who} die Handkarten{listed}."
    return f"{victim} shows their hand to {who}{listed}."


Nouns = tuple[tuple[str, str], tuple[str, str]]
"""A noun's German and English (singular, plural), to agree with an event's ``count``."""


def _simple(de: str, en: str, noun: Nouns | None = None) -> Sentence:
    """A sentence from a template; ``{noun}`` is ``noun`` in agreement with the event's count."""

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
            fields["noun"] = plural(fields["count"], *noun[0 if _de(lang) else 1])
        return (de if _de(lang) else en).format(**fields)

    return sentence


_COINS: Nouns = (("Münze", "Münzen"), ("coin", "coins"))

SENTENCES: dict[str, Sentence] = {
    "split": _split,
    "draw": _draw,
    "play": _play,
    "discard": _discard,
    "hide": _hide,
    "trap": _trap,
    "fight": _fight,
    "reshuffle": _simple(
        "Der Ablagestapel wird zum neuen Stapel gemischt.", "The discard pile is shuffled into a new deck."
    ),
    "steal_coin": _simple(
        "{seat} nimmt {from} {count} {noun} weg.", "{seat} takes {count} {noun} from {from}.", _COINS
    ),
    "take_companion": _simple(
        "{seat} holt {card} aus dem Lager von {from}.", "{seat} takes {card} from {from}'s camp."
    ),
    "destroy_companion": _simple(
        "{seat} schaltet {card} im Lager von {from} aus.", "{seat} removes {card} from {from}'s camp."
    ),
    "steal_card": _steal_card,
    "hand_shown": _hand_shown,
    "bonus_coins": _simple(
        "{seat} erhält {count} {noun} vom Gönner.", "{seat} gets {count} {noun} from the Patron.", _COINS
    ),
    "return_coins": _simple("{seat} legt {count} {noun} zurück.", "{seat} returns {count} {noun}.", _COINS),
    "camp_end": _simple("{seat} beendet die Lagerphase.", "{seat} ends the camp phase."),
    "pass": _simple("{seat} passt und behält das Medaillon.", "{seat} passes and keeps the medallion."),
    "tomb_opened": _simple("{seat} öffnet {tomb}.", "{seat} opens {tomb}."),
    "send": _simple("{seat} schickt {card} ins Grab.", "{seat} sends {card} into the tomb."),
    "send_done": _simple(
        "{seat} schickt {count} {noun}.",
        "{seat} sends {count} {noun}.",
        (("Charakter", "Charaktere"), ("character", "characters")),
    ),
    "forfeit_coins": _simple(
        "{seat} erhält {count} {noun} als Trost.", "{seat} gets {count} {noun} as consolation.", _COINS
    ),
    "forfeit": _simple(
        "{seat} schickt niemanden: {winner} erhält {tomb}.", "{seat} sends nobody: {winner} gets {tomb}."
    ),
    "hide_done": _simple("{seat} legt keine weiteren Karten.", "{seat} lays no more cards."),
    "reveal": _simple("Alle verdeckten Karten werden aufgedeckt.", "All face-down cards are turned up."),
    "tomb_won": _simple("{seat} erhält {tomb}.", "{seat} takes {tomb}."),
    "medallion": _simple("Das Medaillon geht an {seat}.", "The medallion passes to {seat}."),
    "game_over": _simple("{winner} gewinnt die Partie!", "{winner} wins the game!"),
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
