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

from pharaoh.web.args import whole
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
        "fr": "Chaque paire de navigateurs a sa propre connexion. Ce que seuls les aventuriers peuvent "
        "savoir ne va qu'à leurs navigateurs ; celui de la momie ne le reçoit jamais, pas même "
        "par un détour.",
        "it": "Ogni coppia di browser ha la propria connessione. Ciò che solo gli esploratori possono "
        "sapere va soltanto ai loro browser; quello della mummia non lo riceve mai, nemmeno passando da "
        "un altro.",
    },
    "net.mesh.host.hint": {
        "de": "Gib jeder Person ihre Einladung (Link oder Code) und füge hier ihre Antwort ein. Danach "
        "verbinden sich die Gäste untereinander, ohne dich.",
        "en": "Give each person their invite (link or code) and paste their answer here. Then the guests "
        "connect to each other, without you.",
        "fr": "Donnez à chaque personne son invitation (lien ou code) et collez ici sa réponse. "
        "Ensuite les invités se connectent entre eux, sans vous.",
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
        "fr": "Votre invitation pour {who} : donnez-la vous-même à cette personne, puis collez sa "
        "réponse ci-dessous.",
        "it": "Il tuo invito per {who}: dallo tu stesso a quella persona, poi incolla qui sotto la sua "
        "risposta.",
    },
    "net.mesh.answer": {
        "de": "Füge die Einladung von {who} ein (von dieser Person, nicht vom Gastgeber) und gib ihr dann "
        "deine Antwort zurück.",
        "en": "Paste the invite of {who} (from that person, not from the host), then give your answer back "
        "to them.",
        "fr": "Collez l'invitation de {who} (venue de cette personne, pas de l'hôte), puis rendez-lui "
        "votre réponse.",
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
        "fr": "Votre réponse pour {who} :",
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
        "fr": "Vous jouez {seats}.",
        "it": "Giochi {seats}.",
    },
    "net.mesh.computer_seat": {
        "de": "{seat} (Computer)",
        "en": "{seat} (computer)",
        "fr": "{seat} (ordinateur)",
        "it": "{seat} (computer)",
    },
    "net.mesh.you.computer": {
        "de": "Der Computer dieses Browsers spielt {seats}.",
        "en": "This browser's computer plays {seats}.",
        "fr": "L'ordinateur de ce navigateur joue {seats}.",
        "it": "Il computer di questo browser gioca {seats}.",
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
        "fr": "L'hôte met la momie et un aventurier dans le même navigateur : celui-ci verrait les "
        "secrets des aventuriers. Cette page ne participe pas.",
        "it": "Chi ospita mette la mummia e un esploratore nello stesso browser: quel browser vedrebbe i "
        "segreti degli esploratori. Questa pagina non partecipa.",
    },
    "net.mesh.bad_bots": {
        "de": "Der Gastgeber gibt diesem Browser einen Computer-Spieler, den er nicht spielen kann (einen "
        "Platz eines anderen Browsers oder einen Spieler, den dieses Spiel nicht hat). Diese Seite "
        "spielt so nicht mit.",
        "en": "The host gives this browser a computer player it cannot run (a seat of another browser, or "
        "a player this game does not have). This page does not take part.",
        "fr": "L'hôte confie à ce navigateur un joueur ordinateur qu'il ne peut pas faire jouer (une place "
        "d'un autre navigateur, ou un joueur que ce jeu n'a pas). Cette page ne participe pas.",
        "it": "Chi ospita dà a questo browser un giocatore del computer che non può far girare (un posto di "
        "un altro browser, o un giocatore che questo gioco non ha). Questa pagina non partecipa.",
    },
    "net.mesh.refused": {
        "de": "„Blickdicht“ gibt es mit diesen Plätzen nicht:",
        "en": "Peek-proof is not offered for these seats:",
        "fr": "« Anti-regard » n'est pas proposé pour ces places :",
        "it": "«A prova di sbirciata» non è offerto per questi posti:",
    },
    "net.mesh.refused.mummy_computer_explorers": {
        "de": "Die Computer-Forscher müssten im Browser der Mumie laufen, und der sähe dann die "
        "Geheimnisse der Forscher. Lass die Mumie in einem anderen Browser spielen oder die Forscher "
        "aus der Ferne.",
        "en": "the computer explorers would have to run in the mummy's browser, which would then see the "
        "explorers' secrets. Play the mummy from another browser, or make those explorers remote.",
        "fr": "les aventuriers de l'ordinateur devraient tourner dans le navigateur de la momie, qui "
        "verrait alors les secrets des aventuriers. Jouez la momie depuis un autre navigateur, "
        "ou mettez ces aventuriers à distance.",
        "it": "gli esploratori del computer dovrebbero girare nel browser della mummia, che vedrebbe così i "
        "segreti degli esploratori. Gioca la mummia da un altro browser, oppure rendi remoti quegli "
        "esploratori.",
    },
    "net.mesh.refused.movable": {
        "de": "Oder lass sie unten im Browser eines Forschers laufen, der aus der Ferne spielt.",
        "en": "Or let them run in a remote explorer's browser below.",
        "fr": "Ou faites-les tourner ci-dessous dans le navigateur d'un aventurier à distance.",
        "it": "Oppure falli girare qui sotto nel browser di un esploratore remoto.",
    },
    "net.mesh.refused.mummy_explorer": {
        "de": "Die Mumie und ein Forscher säßen im selben Browser, und der sähe die Geheimnisse der "
        "Forscher. Jede Seite braucht ihren eigenen Browser.",
        "en": "the mummy and an explorer would sit in the same browser, which would see the explorers' "
        "secrets. Each side needs its own browser.",
        "fr": "la momie et un aventurier seraient dans le même navigateur, qui verrait les secrets des "
        "aventuriers. Chaque camp a besoin de son propre navigateur.",
        "it": "la mummia e un esploratore starebbero nello stesso browser, che vedrebbe i segreti degli "
        "esploratori. Ogni parte ha bisogno del proprio browser.",
    },
    "net.mesh.refused.two_people": {
        "de": "Zwei Personen an diesem Browser sähen ihre Karten gegenseitig. Hier spielt höchstens "
        "eine Person, dazu Computer-Forscher.",
        "en": "two people at this browser would see each other's cards. At most one person plays here, "
        "with computer explorers beside them.",
        "fr": "deux personnes sur ce navigateur verraient les cartes l'une de l'autre. Une personne au "
        "plus joue ici, avec des aventuriers de l'ordinateur à ses côtés.",
        "it": "due persone in questo browser vedrebbero le carte l'una dell'altra. Qui gioca al massimo una "
        "persona, con accanto esploratori del computer.",
    },
    "net.mesh.refused.all_remote": {
        "de": "Dieser Browser muss selbst einen Platz halten (eine Person oder den Computer).",
        "en": "this browser must hold a seat itself (a person or the computer).",
        "fr": "ce navigateur doit tenir lui-même une place (une personne ou l'ordinateur).",
        "it": "questo browser deve tenere esso stesso un posto (una persona o il computer).",
    },
    "net.mesh.host_again": {
        "de": "Die Verbindung zum Gastgeber ist weg. Füge seine neue Einladung ein (sein Raum zeigt sie) und "
        "gib ihm dann deine Antwort zurück.",
        "en": "The connection to the host is gone. Paste the host's new invite (the host's room shows it), "
        "then give your answer back to the host.",
        "fr": "La connexion à l'hôte est coupée. Collez la nouvelle invitation de l'hôte (sa salle "
        "l'affiche), puis rendez-lui votre réponse.",
        "it": "La connessione con chi ospita si è interrotta. Incolla il suo nuovo invito (la sua stanza lo "
        "mostra), poi restituiscigli la tua risposta.",
    },
    "net.mesh.lost": {
        "de": "Die Verbindung zu {who} ist weg: {reason}. Im Raum wird sie neu aufgebaut; die Partie geht "
        "danach weiter, wo sie war.",
        "en": "The connection to {who} is lost: {reason}. Make it again in the room; the match then goes on "
        "where it was.",
        "fr": "La connexion avec {who} est perdue : {reason}. Refaites-la dans la salle ; la partie "
        "reprend ensuite là où elle en était.",
        "it": "La connessione con {who} si è persa: {reason}. Rifalla nella stanza; poi la partita riprende "
        "da dove era.",
    },
}
"""The mesh room's words."""

register(TEXTS)


def refused(lang: str, why: str, movable: bool = False) -> str:
    """The set-up screen's plain reason why its seats do not run peek-proof ("" if ``why`` is "").

    ``why`` is a key of :func:`pharaoh.net.meshroster.mesh_refusal`; the room then holds
    everything in the host's browser, and the model line says so.  ``movable``: the screen
    also offers to run the computer explorers in a remote explorer's browser, which fixes it.
    """
    if not why:
        return ""
    text = tr(lang, "net.mesh.refused") + " " + tr(lang, f"net.mesh.refused.{why}")
    if movable and why == "mummy_computer_explorers":
        text += " " + tr(lang, "net.mesh.refused.movable")
    body = tag("p", esc(text), class_="note", data_net="mesh-refused", data_why=why)
    return tag("div", body + model_line(lang, "host"), class_="netmodel")


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


def number_arg(text: str) -> int | None:
    """A browser's or seat's number from a click's ``data-arg`` (``None`` unless 0-99 in ASCII digits).

    ``str.isdigit`` alone lets through what ``int`` refuses (``"²"``) or what is too long.

    >>> number_arg("3"), number_arg("²"), number_arg("٣"), number_arg("1" * 5000), number_arg("")
    (3, None, None, None, None)
    """
    return whole(text, 2)


def browser_label(lang: str, seats: Sequence[str]) -> str:
    """Another browser, named by the seats it holds.

    >>> browser_label("fr", ["Aventurier gris"]), browser_label("fr", ["Momie"])
    ("Navigateur d'Aventurier gris", 'Navigateur de Momie')
    """
    text = tr(lang, "net.mesh.browser", seats=", ".join(seats))
    if lang == "fr" and seats and seats[0][:1] in "AEIOUÉÈaeiouéè":  # French elides "de" before a vowel
        text = text.replace("de " + seats[0], "d'" + seats[0], 1)
    return text


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
    computers: str = "",
) -> str:
    """This browser's mesh room: which seats it plays, a card per other browser, the model.

    ``mine``: the seats a person here plays; ``computers``: those this browser's computer
    plays (each "" if none).
    """
    parts = [
        tag("h1", esc(title)),
        tag(
            "p", esc(tr(lang, f"net.peek.phase.{phase}")), class_="phase", data_net="phase", data_phase=phase
        ),
        model_line(lang, "peek-proof", game_id),
        tag("p", esc(tr(lang, "net.mesh.model")), class_="note", data_net="mesh"),
    ]
    if mine:
        parts.append(tag("p", esc(tr(lang, "net.mesh.you", seats=mine)), class_="note", data_net="you"))
    if computers:
        text = tr(lang, "net.mesh.you.computer", seats=computers)
        parts.append(tag("p", esc(text), class_="note", data_net="computers"))
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
