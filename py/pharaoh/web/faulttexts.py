"""What a peek-proof protocol fault means, in every language of the page.

A fault of the card and dice protocols (:mod:`pharaoh.fair.errors`) reaches the page as
``"<kind>: <detail>"``: the kind is the fault's class, the detail a technical English
sentence about bytes, commitments and deck positions.  A player is told what the kind
means in the page's language; the detail follows as it came, marked as technical, for
whoever wants to report it (:func:`~pharaoh.web.netreasons.localize`).
"""

from __future__ import annotations

from typing import Final

from pharaoh.web.i18n import register

FAULT_TEXTS: Final[dict[str, dict[str, str]]] = {
    "net.fault": {
        "de": "{what} (technisch: {detail})",
        "en": "{what} (technical: {detail})",
        "fr": "{what} (détail technique\u00a0: {detail})",
        "it": "{what} (dettaglio tecnico: {detail})",
    },
    "net.fault.FairPlayError": {
        "de": "hielt sich nicht an das Protokoll der fairen Karten und Würfel",
        "en": "broke the protocol of fair cards and dice",
        "fr": "n'a pas respecté le protocole des cartes et des dés équitables",
        "it": "non ha rispettato il protocollo di carte e dadi equi",
    },
    "net.fault.MalformedMessage": {
        "de": "schickte eine fehlerhafte Nachricht",
        "en": "sent a malformed message",
        "fr": "a envoyé un message mal formé",
        "it": "ha inviato un messaggio malformato",
    },
    "net.fault.UnexpectedMessage": {
        "de": "schickte eine Nachricht zur falschen Zeit oder für ein anderes Spiel",
        "en": "sent a message at the wrong time or for another match",
        "fr": "a envoyé un message au mauvais moment ou pour une autre partie",
        "it": "ha inviato un messaggio nel momento sbagliato o per un'altra partita",
    },
    "net.fault.NotInGroup": {
        "de": "schickte eine Zahl, die in keinem ehrlichen Stapel vorkommen kann",
        "en": "sent a number no honest deck can hold",
        "fr": "a envoyé un nombre qu'aucun paquet honnête ne peut contenir",
        "it": "ha inviato un numero che nessun mazzo onesto può contenere",
    },
    "net.fault.WrongCount": {
        "de": "ließ Karten weg oder fügte welche hinzu",
        "en": "dropped or added cards",
        "fr": "a retiré ou ajouté des cartes",
        "it": "ha tolto o aggiunto carte",
    },
    "net.fault.DuplicateCard": {
        "de": "legte eine Karte doppelt in den Stapel",
        "en": "put one card twice in the deck",
        "fr": "a mis une carte deux fois dans le paquet",
        "it": "ha messo una carta due volte nel mazzo",
    },
    "net.fault.MissingKey": {
        "de": "übergab einen Kartenschlüssel nicht",
        "en": "did not hand over a card's key",
        "fr": "n'a pas remis la clé d'une carte",
        "it": "non ha consegnato la chiave di una carta",
    },
    "net.fault.CommitmentError": {
        "de": "eine Zusage stimmt nicht",
        "en": "a commitment does not match",
        "fr": "un engagement ne correspond pas",
        "it": "un impegno non corrisponde",
    },
    "net.fault.CommitmentMismatch": {
        "de": "deckte eine Zusage mit einem anderen Wert auf",
        "en": "opened a commitment with another value",
        "fr": "a ouvert un engagement avec une autre valeur",
        "it": "ha aperto un impegno con un altro valore",
    },
    "net.fault.ReplayedCommitment": {
        "de": "schickte eine Zusage doppelt oder außer der Reihe",
        "en": "sent a commitment twice or out of order",
        "fr": "a envoyé un engagement deux fois ou dans le désordre",
        "it": "ha inviato un impegno due volte o fuori ordine",
    },
    "net.fault.CheatDetected": {
        "de": "eine Prüfung der Karten schlug fehl",
        "en": "a check of the cards failed",
        "fr": "une vérification des cartes a échoué",
        "it": "un controllo delle carte è fallito",
    },
    "net.fault.BadKey": {
        "de": "übergab Schlüssel, die keine Karte des Stapels öffnen",
        "en": "handed over keys that open no card of the pile",
        "fr": "a remis des clés qui n'ouvrent aucune carte du paquet",
        "it": "ha consegnato chiavi che non aprono nessuna carta del mazzo",
    },
    "net.fault.ShuffleCheat": {
        "de": "mischte nicht so, wie es seine Schlüssel sagen",
        "en": "did not shuffle as its keys say",
        "fr": "n'a pas mélangé comme ses clés le disent",
        "it": "non ha mescolato come dicono le sue chiavi",
    },
    "net.fault.LockCheat": {
        "de": "verschlüsselte die Karten nicht so, wie es seine Schlüssel sagen",
        "en": "did not lock the cards as its keys say",
        "fr": "n'a pas verrouillé les cartes comme ses clés le disent",
        "it": "non ha bloccato le carte come dicono le sue chiavi",
    },
    "net.fault.FalseKey": {
        "de": "übergab im Spiel einen falschen Kartenschlüssel",
        "en": "handed over a false card key during play",
        "fr": "a remis une fausse clé de carte pendant la partie",
        "it": "ha consegnato una chiave di carta falsa durante la partita",
    },
    "net.fault.MissingReveal": {
        "de": "deckte seinen Schlüssel-Samen für die Prüfung nicht auf",
        "en": "did not open its key seed for the audit",
        "fr": "n'a pas révélé sa graine de clés pour l'audit",
        "it": "non ha rivelato il suo seme delle chiavi per la verifica",
    },
}
"""The fault's wrapper and each fault kind's meaning (keys ``net.fault.<class name>``)."""

KINDS: Final = frozenset(key.removeprefix("net.fault.") for key in FAULT_TEXTS if key != "net.fault")
"""The fault kinds the page can name (:mod:`pharaoh.fair.errors`' classes)."""

PLAIN: Final = frozenset({"IllegalAction", "IllegalMove"})
"""Kinds whose detail is itself one of our reasons: shown alone, in the page's language."""

register(FAULT_TEXTS)
