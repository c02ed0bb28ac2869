"""The room screen of a peek-proof room of 3-5 seats (:mod:`pharaoh.net.peekmesh`): every link and its codes.

Each browser sees one card per other browser.  The host gives each guest its invite and
takes the answer (the cards of every room, :func:`pharaoh.web.netscreens._card`); two
guests link directly: the lower one's card shows its invite for the other and takes the
answer, the higher one's card takes that invite and shows the answer.  The screen says
plainly which code goes to whom, and that the guests' codes must not pass through the
host's browser (it could read or swap the keys of that link).  Plain functions of their
arguments: tests call them directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.netscreens import Card, _card, _status
from pharaoh.web.peekscreens import model_line, trust

TEXTS: dict[str, dict[str, str]] = {
    "net.mesh.model": {
        "de": "Jedes Paar von Browsern hat seine eigene Verbindung. Was nur die Forscher wissen dürfen, "
        "geht nur an ihre Browser; der Browser der Mumie bekommt es nie, auch nicht auf dem Umweg über "
        "einen anderen.",
        "en": "Every pair of browsers has its own connection. What only the explorers may know goes to "
        "their browsers only; the mummy's browser never receives it, not even by way of another one.",
        "fr": "Chaque paire de navigateurs a sa propre connexion. Ce que seuls les explorateurs peuvent "
        "savoir ne va qu'à leurs navigateurs ; celui de la momie ne le reçoit jamais, pas même par un "
        "détour.",
        "it": "Ogni coppia di browser ha la propria connessione. Ciò che solo gli esploratori possono "
        "sapere va soltanto ai loro browser; quello della mummia non lo riceve mai, nemmeno passando da "
        "un altro.",
    },
    "net.mesh.host.hint": {
        "de": "Gib jeder Person ihre Einladung (Link oder Code) und füge hier ihre Antwort ein. Danach "
        "verbinden sich die Gäste untereinander, ohne dich.",
        "en": "Give each person their invite (link or code) and paste their answer here. Then the guests "
        "connect to each other, without you.",
        "fr": "Donne à chaque personne son invitation (lien ou code) et colle ici sa réponse. Ensuite les "
        "invités se connectent entre eux, sans toi.",
        "it": "Dai a ogni persona il suo invito (link o codice) e incolla qui la sua risposta. Poi gli "
        "ospiti si collegano tra loro, senza di te.",
    },
    "net.mesh.pairs": {
        "de": "Die Gäste verbinden sich jetzt direkt miteinander. Diese Codes dürfen nicht über den "
        "Browser des Gastgebers laufen: Gebt sie euch selbst (Nachricht, Chat, QR-Code).",
        "en": "The guests now connect to each other directly. These codes must not pass through the "
        "host's browser: hand them to each other yourselves (a message, a chat, the QR code).",
        "fr": "Les invités se connectent maintenant directement entre eux. Ces codes ne doivent pas passer "
        "par le navigateur de l'hôte : échangez-les vous-mêmes (message, discussion, code QR).",
        "it": "Ora gli ospiti si collegano direttamente tra loro. Questi codici non devono passare dal "
        "browser di chi ospita: scambiateveli voi (un messaggio, una chat, il codice QR).",
    },
    "net.mesh.offer": {
        "de": "Deine Einladung für {who}: Gib sie dieser Person selbst und füge ihre Antwort unten ein.",
        "en": "Your invite for {who}: give it to that person yourself, then paste their answer below.",
        "fr": "Ton invitation pour {who} : donne-la toi-même à cette personne, puis colle sa réponse "
        "ci-dessous.",
        "it": "Il tuo invito per {who}: dallo tu stesso a quella persona, poi incolla qui sotto la sua "
        "risposta.",
    },
    "net.mesh.answer": {
        "de": "Füge die Einladung von {who} ein (von dieser Person, nicht vom Gastgeber) und gib ihr dann "
        "deine Antwort zurück.",
        "en": "Paste the invite of {who} (from that person, not from the host), then give your answer back "
        "to them.",
        "fr": "Colle l'invitation de {who} (venue de cette personne, pas de l'hôte), puis rends-lui ta "
        "réponse.",
        "it": "Incolla l'invito di {who} (da quella persona, non da chi ospita), poi restituiscile la tua "
        "risposta.",
    },
    "net.mesh.answer.go": {
        "de": "Antwort erzeugen",
        "en": "Make the answer",
        "fr": "Créer la réponse",
        "it": "Crea la risposta",
    },
    "net.mesh.answer.code": {
        "de": "Deine Antwort für {who}:",
        "en": "Your answer for {who}:",
        "fr": "Ta réponse pour {who} :",
        "it": "La tua risposta per {who}:",
    },
    "net.mesh.linked": {
        "de": "Verbunden mit {who}.",
        "en": "Connected with {who}.",
        "fr": "Connecté avec {who}.",
        "it": "Collegato con {who}.",
    },
    "net.mesh.browser": {
        "de": "Browser von {seats}",
        "en": "{seats}'s browser",
        "fr": "Navigateur de {seats}",
        "it": "Browser di {seats}",
    },
    "net.mesh.you": {
        "de": "Du spielst {seats}.",
        "en": "You play {seats}.",
        "fr": "Tu joues {seats}.",
        "it": "Giochi {seats}.",
    },
    "net.mesh.waiting": {
        "de": "Die Partie beginnt, sobald alle Verbindungen stehen.",
        "en": "The match begins once every connection is up.",
        "fr": "La partie commence dès que toutes les connexions sont établies.",
        "it": "La partita comincia appena tutte le connessioni sono attive.",
    },
    "net.mesh.bad_roster": {
        "de": "Der Gastgeber setzt die Mumie und einen Forscher in denselben Browser: Dieser Browser "
        "sähe die Geheimnisse der Forscher. Diese Seite spielt so nicht mit.",
        "en": "The host puts the mummy and an explorer in the same browser: that browser would see the "
        "explorers' secrets. This page does not take part.",
        "fr": "L'hôte met la momie et un explorateur dans le même navigateur : celui-ci verrait les "
        "secrets des explorateurs. Cette page ne participe pas.",
        "it": "Chi ospita mette la mummia e un esploratore nello stesso browser: quel browser vedrebbe i "
        "segreti degli esploratori. Questa pagina non partecipa.",
    },
    "net.mesh.host_again": {
        "de": "Die Verbindung zum Gastgeber ist weg. Füge seine neue Einladung ein (sein Raum zeigt sie) und "
        "gib ihm dann deine Antwort zurück.",
        "en": "The connection to the host is gone. Paste the host's new invite (the host's room shows it), "
        "then give your answer back to the host.",
        "fr": "La connexion à l'hôte est coupée. Colle la nouvelle invitation de l'hôte (sa salle "
        "l'affiche), puis rends-lui ta réponse.",
        "it": "La connessione con chi ospita si è interrotta. Incolla il suo nuovo invito (la sua stanza lo "
        "mostra), poi restituiscigli la tua risposta.",
    },
    "net.mesh.lost": {
        "de": "Die Verbindung zu {who} ist weg: {reason}. Im Raum wird sie neu aufgebaut; die Partie geht "
        "danach weiter, wo sie war.",
        "en": "The connection to {who} is lost: {reason}. Make it again in the room; the match then goes on "
        "where it was.",
        "fr": "La connexion avec {who} est perdue : {reason}. Refais-la dans la salle ; la partie reprend "
        "ensuite là où elle en était.",
        "it": "La connessione con {who} si è persa: {reason}. Rifalla nella stanza; poi la partita riprende "
        "da dove era.",
    },
}
"""The mesh room's words."""

register(TEXTS)


@dataclass(frozen=True)
class LinkCard:
    """One link of this browser as the room screen shows it."""

    browser: int
    who: str
    """The other browser, in words (its seats)."""
    offers: bool
    status: str
    code: str
    reason: str
    error: str
    joined: bool
    link: str
    """The ``#join=`` link of a host's invite ("" for the guests' links)."""
    draft: str


def browser_label(lang: str, seats: Sequence[str]) -> str:
    """Another browser, named by the seats it holds."""
    return tr(lang, "net.mesh.browser", seats=", ".join(seats))


def _answer_card(lang: str, card: LinkCard) -> str:
    """A link this browser answers: paste the other guest's invite, then hand back the answer.

    (Or a guest's link to the host, made again after a reload: the host's new invite.)
    """
    key = str(card.browser)
    hint = tr(lang, "net.mesh.host_again" if card.browser == 0 else "net.mesh.answer", who=card.who)
    parts = [
        tag("h2", esc(card.who)),
        tag(
            "p",
            esc(_status(lang, card.status, card.reason, guest=True)),
            class_="status",
            data_net="status",
            data_status=card.status,
        ),
        tag("p", esc(hint), class_="hint"),
    ]
    if card.status in ("idle", "failed"):
        parts.append(
            tag(
                "textarea",
                esc(card.draft),
                id=f"net-peer-{key}",
                rows=3,
                class_="code",
                data_net="peer-invite",
                aria_label=hint,
            )
        )
        parts.append(button(tr(lang, "net.mesh.answer.go"), "net-peer", key, cls="btn primary"))
    if card.code and card.status in ("waiting", "connecting"):
        parts.append(tag("p", esc(tr(lang, "net.mesh.answer.code", who=card.who))))
        parts.append(
            tag("textarea", esc(card.code), readonly=True, rows=3, class_="code", data_net="answer-code")
        )
        parts.append(button(tr(lang, "net.copy"), "net-copy", key, cls="btn ghost"))
    if card.error:
        parts.append(tag("p", esc(card.error), class_="error", role="alert", data_net="error"))
    return tag("div", "".join(parts), class_="invite", data_peer=key, data_status=card.status)


def link_card(lang: str, card: LinkCard, host: bool) -> str:
    """One link: connected, or the codes that make it (which goes to whom, in words)."""
    if card.joined:
        text = tr(lang, "net.mesh.linked", who=card.who)
        return tag("p", esc(text), class_="status", data_mesh_link=str(card.browser), data_status="connected")
    if not card.offers:
        return _answer_card(lang, card)
    invite = _card(
        lang,
        Card(
            str(card.browser),
            card.who,
            card.status,
            card.code,
            card.reason,
            card.error,
            card.link,
            "",
            card.draft,
        ),
    )
    hint = "" if host else tag("p", esc(tr(lang, "net.mesh.offer", who=card.who)), class_="hint")
    return hint + invite


def room(
    lang: str,
    *,
    title: str,
    phase: str,
    host: bool,
    mine: str,
    cards: Sequence[LinkCard],
    notice: str,
    css: str,
    game_id: str,
) -> str:
    """This browser's mesh room: which seats it plays, a card per other browser, the model."""
    parts = [
        tag("h1", esc(title)),
        tag(
            "p", esc(tr(lang, f"net.peek.phase.{phase}")), class_="phase", data_net="phase", data_phase=phase
        ),
        model_line(lang, "peek-proof", game_id),
        tag("p", esc(tr(lang, "net.mesh.model")), class_="note", data_net="mesh"),
        tag("p", esc(tr(lang, "net.mesh.you", seats=mine)), class_="note"),
    ]
    if notice:
        parts.append(tag("p", esc(notice), class_="notice", role="status"))
    if phase == "lobby":
        parts.append(tag("p", esc(tr(lang, "net.mesh.waiting")), class_="hint"))
    if host and any(not c.joined for c in cards):
        parts.append(tag("p", esc(tr(lang, "net.mesh.host.hint")), class_="hint"))
    guests = [c for c in cards if c.browser != 0] if not host else []
    if guests and any(not c.joined for c in guests):
        parts.append(tag("p", esc(tr(lang, "net.mesh.pairs")), class_="hint", data_net="pairs"))
    for card in cards:
        parts.append(link_card(lang, card, host))
    actions = button(tr(lang, "setup.back"), "net-leave", "", cls="btn ghost")
    if phase not in ("lobby", "dealing"):
        actions += button(tr(lang, "net.to_board"), "net-back", "", cls="btn primary", id="net-back")
    parts.append(tag("div", actions, class_="actions"))
    parts.append(trust(lang, game_id))
    return tag("section", "".join(parts), id="room", class_="netpanel", style=css)
