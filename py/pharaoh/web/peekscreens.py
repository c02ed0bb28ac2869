"""What the page says about a room's trust model, and the screens of a peek-proof room.

Every room and join screen says which model its match runs under (``data-net="model"``,
``data-model`` ``peek-proof`` or ``host``): peek-proof for a game that opts in and a room
of one remote seat (:func:`pharaoh.net.peekroom.fits_peek`), host-authoritative for the
others, and for Im Bann der Mumie plainly that the host's browser holds every card.
Plain functions of their arguments: tests call them directly.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pharaoh.engine.game import Verdict
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.netreasons import localize
from pharaoh.web.netscreens import Card, SeatLine, _card, seat_list

TEXTS: dict[str, dict[str, str]] = {
    "net.model.title": {
        "de": "Wer hält die Karten?",
        "en": "Who holds the cards?",
        "fr": "Qui tient les cartes ?",
        "it": "Chi tiene le carte?",
    },
    "net.model.peek": {
        "de": "Blickdicht: Jeder Browser hält nur die Karten seines eigenen Platzes. Die Karten werden "
        "verschlüsselt gemischt und ausgeteilt (mentales Poker); jeder Browser prüft jeden Zug des anderen, "
        "so weit er kann, und am Ende spielen beide die ganze Partie nach.",
        "en": "Peek-proof: each browser holds only its own seat's cards. The cards are shuffled and dealt "
        "encrypted (mental poker); each browser checks every move of the other as far as it can, and at the "
        "end both replay the whole match.",
        "fr": "Anti-regard : chaque navigateur ne tient que les cartes de sa propre place. Les cartes sont "
        "mélangées et distribuées chiffrées (poker mental) ; chaque navigateur vérifie autant qu'il peut "
        "chaque coup de l'autre, et à la fin les deux rejouent toute la partie.",
        "it": "A prova di sbirciata: ogni browser tiene solo le carte del proprio posto. Le carte vengono "
        "mescolate e distribuite cifrate (poker mentale); ogni browser controlla per quanto può ogni mossa "
        "dell'altro, e alla fine entrambi ripetono tutta la partita.",
    },
    "net.model.peek.mummy_curse": {
        "de": "Blickdicht: Der Browser der Mumie erfährt nie, wo die Forscher stehen, welche Würfel sie "
        "geworfen haben oder welche Schatzkarten sie halten. Die Karten werden verschlüsselt ausgeteilt, "
        "jeder Wurf entsteht aus verdeckten Beiträgen beider Browser, und nach jedem Zug legt sich die "
        "Forscherseite mit einem Hash auf ihr Brett fest; am Ende spielen beide die ganze Partie nach.",
        "en": "Peek-proof: the mummy's browser never learns where the explorers stand, which dice they threw "
        "or which treasure cards they hold. The cards are dealt encrypted, every throw comes from sealed "
        "shares of both browsers, and after every move the explorers' side binds itself to its board with "
        "a hash; at the end both replay the whole match.",
        "fr": "Anti-regard : le navigateur de la momie n'apprend jamais où se tiennent les aventuriers, "
        "quels dés ils ont lancés ni quelles cartes trésor ils tiennent. Les cartes sont distribuées "
        "chiffrées, chaque lancer naît des parts scellées des deux navigateurs, et après chaque coup le "
        "camp des aventuriers s'engage sur son plateau par un hachage ; à la fin les deux rejouent toute "
        "la partie.",
        "it": "A prova di sbirciata: il browser della mummia non sa mai dove stanno gli esploratori, quali "
        "dadi hanno tirato né quali carte tesoro tengono. Le carte vengono distribuite cifrate, ogni tiro "
        "nasce da quote sigillate di entrambi i browser, e dopo ogni mossa la parte degli esploratori si "
        "vincola al suo tabellone con un hash; alla fine entrambi ripetono tutta la partita.",
    },
    "net.model.host": {
        "de": "Gastgeber hält alles: Der Browser des Gastgebers führt das Spiel und hält jede verdeckte "
        "Karte; jeder Gast bekommt nur, was sein Platz sehen darf, und prüft am Ende den Verlauf.",
        "en": "Host holds everything: the host's browser runs the game and holds every hidden card; each "
        "guest receives only what its seat may see and checks the record at the end.",
        "fr": "L'hôte tient tout : le navigateur de l'hôte fait tourner la partie et tient chaque carte "
        "cachée ; chaque invité ne reçoit que ce que sa place peut voir et contrôle l'enregistrement à la "
        "fin.",
        "it": "L'host tiene tutto: il browser dell'host fa girare la partita e tiene ogni carta nascosta; "
        "ogni ospite riceve solo ciò che il suo posto può vedere e controlla la registrazione alla fine.",
    },
    "net.model.host.mummy_spell": {
        "de": "Gastgeber hält alles: Bei Im Bann der Mumie hält der Browser des Gastgebers jede Karte – "
        "alle Hände, die Grabungen und die Stapel. Wer den Raum öffnet, könnte sie in den "
        "Entwicklerwerkzeugen lesen. Blickdichtes Spiel gibt es für dieses Spiel noch nicht.",
        "en": "Host holds everything: in Im Bann der Mumie the host's browser holds every card – every "
        "hand, the digs and the decks. Whoever opens the room could read them in the developer tools. "
        "Peek-proof play does not exist for this game yet.",
        "fr": "L'hôte tient tout : dans L'Envoûtement de la momie, le navigateur de l'hôte tient chaque "
        "carte – chaque main, les chantiers et les piles. Qui ouvre la salle pourrait les lire dans les "
        "outils de développement. Le jeu anti-regard n'existe pas encore pour ce jeu.",
        "it": "L'host tiene tutto: in L'Incantesimo della mummia il browser dell'host tiene ogni carta – "
        "ogni mano, gli scavi e i mazzi. Chi apre la stanza potrebbe leggerle negli strumenti per "
        "sviluppatori. Il gioco a prova di sbirciata per questo gioco non esiste ancora.",
    },
    "net.model.unknown": {
        "de": "Wer die Karten hält (blickdicht oder der Gastgeber), steht hier, sobald die Verbindung steht.",
        "en": "Who holds the cards (peek-proof, or the host) shows here once connected.",
        "fr": "Qui tient les cartes (anti-regard ou l'hôte) s'affiche ici une fois connecté.",
        "it": "Chi tiene le carte (a prova di sbirciata o l'host) compare qui una volta connessi.",
    },
    "net.model.pick": {
        "de": "Modell des Raums",
        "en": "The room's model",
        "fr": "Le modèle de la salle",
        "it": "Il modello della stanza",
    },
    "net.model.pick.peek": {
        "de": "Blickdicht",
        "en": "Peek-proof",
        "fr": "Anti-regard",
        "it": "A prova di sbirciata",
    },
    "net.model.pick.host": {
        "de": "Gastgeber hält alles",
        "en": "Host holds everything",
        "fr": "L'hôte tient tout",
        "it": "L'host tiene tutto",
    },
    "net.model.pick.hint": {
        "de": "Blickdicht geht mit einem Platz im anderen Browser; der zweite Platz bleibt hier (du oder "
        "der Computer).",
        "en": "Peek-proof works with one seat in the other browser; the other seat stays here (you or the "
        "computer).",
        "fr": "L'anti-regard marche avec une place dans l'autre navigateur ; l'autre place reste ici (vous "
        "ou l'ordinateur).",
        "it": "A prova di sbirciata funziona con un posto nell'altro browser; l'altro posto resta qui (tu o "
        "il computer).",
    },
    "net.peek.phase.lobby": {
        "de": "Wartet auf den anderen Browser.",
        "en": "Waiting for the other browser.",
        "fr": "En attente de l'autre navigateur.",
        "it": "In attesa dell'altro browser.",
    },
    "net.peek.phase.dealing": {
        "de": "Die Karten werden verschlüsselt gemischt und ausgeteilt …",
        "en": "Shuffling and dealing the cards encrypted …",
        "fr": "Mélange et distribution chiffrée des cartes …",
        "it": "Mescolata e distribuzione cifrata delle carte …",
    },
    "net.peek.phase.playing": {
        "de": "Das Spiel läuft.",
        "en": "The game is on.",
        "fr": "La partie est en cours.",
        "it": "La partita è in corso.",
    },
    "net.peek.phase.over": {
        "de": "Das Spiel ist aus.",
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "it": "La partita è finita.",
    },
    "net.peek.here": {
        "de": "dieser Browser",
        "en": "this browser",
        "fr": "ce navigateur",
        "it": "questo browser",
    },
    "net.peek.computer": {
        "de": "Computer in diesem Browser",
        "en": "computer in this browser",
        "fr": "ordinateur dans ce navigateur",
        "it": "computer in questo browser",
    },
    "net.peek.waiting": {
        "de": "Wartet auf den anderen Browser ({what}).",
        "en": "Waiting for the other browser ({what}).",
        "fr": "En attente de l'autre navigateur ({what}).",
        "it": "In attesa dell'altro browser ({what}).",
    },
    "net.peek.wait.move": {"de": "sein Zug", "en": "its move", "fr": "son coup", "it": "la sua mossa"},
    "net.peek.wait.deal": {
        "de": "sein Teil des Mischens",
        "en": "its part of the shuffle",
        "fr": "sa part du mélange",
        "it": "la sua parte della mescolata",
    },
    "net.peek.wait.key": {
        "de": "ein Kartenschlüssel",
        "en": "a card's key",
        "fr": "la clé d'une carte",
        "it": "la chiave di una carta",
    },
    "net.peek.wait.seed": {
        "de": "sein Schlüssel-Samen für die Prüfung",
        "en": "its key seed for the audit",
        "fr": "sa graine de clés pour l'audit",
        "it": "il suo seme di chiavi per la verifica",
    },
    "net.peek.wait.share": {
        "de": "sein Anteil am Zufall",
        "en": "its share of the random seed",
        "fr": "sa part de la graine aléatoire",
        "it": "la sua parte del seme casuale",
    },
    "net.peek.wait.throw": {
        "de": "sein Beitrag zu einem Wurf",
        "en": "its share of a throw",
        "fr": "sa part d'un lancer",
        "it": "la sua quota di un tiro",
    },
    "net.peek.wait.report": {
        "de": "sein Bericht vom Brett der Forscher",
        "en": "its report on the explorers' board",
        "fr": "son rapport sur le plateau des aventuriers",
        "it": "il suo rapporto sul tabellone degli esploratori",
    },
    "net.peek.wait.open": {
        "de": "das Aufdecken seiner Züge und Würfe für die Prüfung",
        "en": "the opening of its moves and throws for the audit",
        "fr": "l'ouverture de ses coups et lancers pour l'audit",
        "it": "l'apertura delle sue mosse e dei suoi tiri per la verifica",
    },
    "net.peek.wait.answer": {
        "de": "seine Antwort",
        "en": "its answer",
        "fr": "sa réponse",
        "it": "la sua risposta",
    },
    "net.peek.busy": {
        "de": "Rechnet …",
        "en": "Computing …",
        "fr": "Calcul en cours …",
        "it": "Calcolo in corso …",
    },
    "net.peek.refused": {
        "de": "Abgewiesen: {n} {n|fehlerhafte Nachricht|fehlerhafte Nachrichten} des anderen Browsers "
        "(zuletzt: {what}). Am Spiel hat das nichts geändert.",
        "en": "Refused: {n} malformed {n|message|messages} from the other browser (last: {what}). Nothing "
        "in the game changed.",
        "fr": "Refusé : {n} {n|message mal formé|messages mal formés} de l'autre navigateur (dernier : "
        "{what}). Rien n'a changé dans la partie.",
        "it": "Rifiutati: {n} {n|messaggio malformato|messaggi malformati} dall'altro browser (l'ultimo: "
        "{what}). Nella partita non è cambiato niente.",
    },
    "net.peek.giveup": {
        "de": "Nicht mehr warten: das Spiel beenden und den anderen Browser als säumig nennen",
        "en": "Stop waiting: end the match and name the other browser as stalling",
        "fr": "Ne plus attendre : terminer la partie et désigner l'autre navigateur comme bloquant",
        "it": "Smetti di aspettare: chiudi la partita e indica l'altro browser come quello che blocca",
    },
    "net.peek.reading": {
        "de": "Die gespeicherte Partie wird wieder eingelesen und geprüft …",
        "en": "Reading the stored match back and checking it …",
        "fr": "Relecture et contrôle de la partie enregistrée …",
        "it": "Rilettura e controllo della partita salvata …",
    },
    "net.peek.verify.wait": {
        "de": "Die ganze Partie wird geprüft …",
        "en": "Checking the whole match …",
        "fr": "Contrôle de toute la partie …",
        "it": "Controllo di tutta la partita …",
    },
    "net.peek.verified": {
        "de": "Geprüft: Beide Schlüssel-Samen sind offen, jedes Mischen, jeder Schlüssel und alle {moves} "
        "Züge wurden nach den Regeln nachgespielt.",
        "en": "Verified: both key seeds are open; every shuffle, every key and all {moves} moves were "
        "replayed through the rules.",
        "fr": "Vérifié : les deux graines de clés sont ouvertes ; chaque mélange, chaque clé et les {moves} "
        "coups ont été rejoués selon les règles.",
        "it": "Verificato: entrambi i semi di chiavi sono aperti; ogni mescolata, ogni chiave e tutte le "
        "{moves} mosse sono state ripetute secondo le regole.",
    },
    "net.peek.verified.mummy_curse": {
        "de": "Geprüft: Beide Schlüssel-Samen und jede Festlegung sind offen; das Austeilen, jeder Wurf, "
        "jeder Bericht vom Brett der Forscher und alle {moves} Züge wurden nach den Regeln nachgespielt.",
        "en": "Verified: both key seeds and every commitment are open; the deal, every throw, every report "
        "on the explorers' board and all {moves} moves were replayed through the rules.",
        "fr": "Vérifié : les deux graines de clés et chaque engagement sont ouverts ; la distribution, "
        "chaque lancer, chaque rapport sur le plateau des aventuriers et les {moves} coups ont été rejoués "
        "selon les règles.",
        "it": "Verificato: entrambi i semi di chiavi e ogni impegno sono aperti; la distribuzione, ogni "
        "tiro, ogni rapporto sul tabellone degli esploratori e tutte le {moves} mosse sono state "
        "ripetute secondo le regole.",
    },
    "net.peek.why.withheld": {
        "de": "schickte nicht, was fällig war ({what})",
        "en": "withheld what it owed ({what})",
        "fr": "a retenu ce qu'il devait ({what})",
        "it": "ha trattenuto ciò che doveva ({what})",
    },
    "net.peek.why.moved_on": {
        "de": "spielte weiter, ohne zu schicken, was fällig war ({what})",
        "en": "moved on without handing over what it owed ({what})",
        "fr": "a continué sans remettre ce qu'il devait ({what})",
        "it": "è andato avanti senza consegnare ciò che doveva ({what})",
    },
    "net.peek.why.unopened": {
        "de": "deckte für die Prüfung einen seiner Züge nicht auf",
        "en": "did not open one of its moves for the audit",
        "fr": "n'a pas ouvert un de ses coups pour l'audit",
        "it": "non ha aperto una delle sue mosse per la verifica",
    },
    "net.peek.cheat": {
        "de": "Nicht geprüft: {seat} hat gegen die Regeln verstoßen{move}: {reason}",
        "en": "Not verified: {seat} broke the rules{move}: {reason}",
        "fr": "Non vérifié : {seat} a enfreint les règles{move} : {reason}",
        "it": "Non verificato: {seat} ha violato le regole{move}: {reason}",
    },
    "net.peek.cheat.move": {
        "de": " (Zug {n})",
        "en": " (move {n})",
        "fr": " (coup {n})",
        "it": " (mossa {n})",
    },
    "net.peek.failed": {
        "de": "Nicht geprüft: {reason}",
        "en": "Not verified: {reason}",
        "fr": "Non vérifié : {reason}",
        "it": "Non verificato: {reason}",
    },
    "net.peek.trust.1": {
        "de": "Jeder Browser hält nur, was sein Platz wissen darf: seine Karten und die Schlüssel für "
        "seinen Teil jeder Karte. Ein Blick in die Entwicklerwerkzeuge zeigt keine fremde Karte und nicht "
        "die Reihenfolge der Stapel.",
        "en": "Each browser holds only what its seat may know: its cards and the keys of its part of every "
        "card. The developer tools show no other seat's card and not the order of the decks.",
        "fr": "Chaque navigateur ne tient que ce que sa place peut savoir : ses cartes et les clés de sa "
        "part de chaque carte. Les outils de développement ne montrent aucune carte d'une autre place ni "
        "l'ordre des piles.",
        "it": "Ogni browser tiene solo ciò che il suo posto può sapere: le sue carte e le chiavi della sua "
        "parte di ogni carta. Gli strumenti per sviluppatori non mostrano carte di altri posti né l'ordine "
        "dei mazzi.",
    },
    "net.peek.trust.mummy_curse": {
        "de": "Bei Der Fluch der Mumie hält der Browser der Mumie kein Feld eines Forschers, keinen Wurf der "
        "Forscher und keine Schatzkarte; ob die Mumie jemanden gefangen hat, sagt die Forscherseite, und "
        "ihre Festlegung nach jedem Zug wird am Ende geöffnet und geprüft.",
        "en": "In Der Fluch der Mumie the mummy's browser holds no explorer's square, no throw of the "
        "explorers and no treasure card; whether the mummy caught someone is said by the explorers' side, "
        "and its commitment after every move is opened and checked at the end.",
        "fr": "Dans La Malédiction de la momie, le navigateur de la momie ne tient aucune case d'un "
        "aventurier, aucun lancer des aventuriers ni aucune carte trésor ; si la momie a attrapé "
        "quelqu'un, c'est le camp des aventuriers qui le dit, et son engagement après chaque coup est "
        "ouvert et vérifié à la fin.",
        "it": "In La Maledizione della mummia il browser della mummia non tiene nessuna casella di un "
        "esploratore, nessun tiro degli esploratori e nessuna carta tesoro; se la mummia ha catturato "
        "qualcuno lo dice la parte degli esploratori, e il suo impegno dopo ogni mossa viene aperto e "
        "controllato alla fine.",
    },
    "net.peek.trust.2": {
        "de": "Ein Zug, den der andere Browser sofort prüfen kann (Kosten, Handgrenze, wer dran ist, ob die "
        "Karte wirklich gezogen wurde), wird sofort geprüft; was verdeckt liegt, prüft die "
        "Abschlussprüfung. Ein Browser, der nicht weiterspielt, wird genannt, kann aber nicht gezwungen "
        "werden. Ein zum Betrügen veränderter Browser, der als letzter mischt, kann Karten anderer sehen; "
        "die Abschlussprüfung nennt ihn dann, und die Partie gilt nicht als geprüft.",
        "en": "A move the other browser can check at once (costs, hand limit, whose turn, whether the card "
        "was really drawn) is checked at once; what lies face down is checked by the final audit. A browser "
        "that stops playing is named, but cannot be forced. A browser changed to cheat that shuffles last "
        "can see other seats' cards; the final audit then names it, and the match is not verified.",
        "fr": "Un coup que l'autre navigateur peut vérifier tout de suite (coûts, limite de main, à qui le "
        "tour, si la carte a vraiment été piochée) est vérifié tout de suite ; ce qui est face cachée est "
        "vérifié par l'audit final. Un navigateur qui cesse de jouer est désigné, mais ne peut pas être "
        "forcé. Un navigateur modifié pour tricher qui mélange en dernier peut voir des cartes des autres ; "
        "l'audit final le désigne alors, et la partie n'est pas vérifiée.",
        "it": "Una mossa che l'altro browser può controllare subito (costi, limite di mano, di chi è il "
        "turno, se la carta è stata davvero pescata) viene controllata subito; ciò che è coperto viene "
        "controllato dalla verifica finale. Un browser che smette di giocare viene indicato, ma non può "
        "essere costretto. Un browser modificato per barare che mescola per ultimo può vedere carte altrui; "
        "la verifica finale lo indica allora, e la partita non risulta verificata.",
    },
}
register(TEXTS)

WAITS = {"move": "move", "deal": "deal", "seed": "seed", "share of the seed": "share", "answer": "answer"}
"""What the match waits for (:meth:`PeekMatch.waiting_for`) -> the key of its words."""
SIDE_WAITS = (
    ("its shuffle", "deal"),
    ("its lock", "deal"),
    ("its key for slot", "key"),
    ("its deal seed", "seed"),
    ("its openings", "open"),
    ("its commitment to a throw", "throw"),
    ("its share of a throw", "throw"),
    ("its report", "report"),
    ("its salt seed", "report"),
    ("its full move", "move"),
)
"""What a two-seat :class:`~pharaoh.net.peekmulti.SideMatch` waits for (its first words) -> the key."""
GAME_KEYS = frozenset({"mummy_curse"})
"""Games with their own peek-proof model line, verdict and trust item (``<key>.<game>``)."""


def model_line(lang: str, model: str, game_id: str = "") -> str:
    """Which model a room's match runs under: ``peek-proof``, ``host`` or ``""`` (not known yet)."""
    if model == "peek-proof":
        key = "net.model.peek" + (f".{game_id}" if game_id in GAME_KEYS else "")
    elif model == "host":
        key = "net.model.host.mummy_spell" if game_id == "mummy_spell" else "net.model.host"
    else:
        key = "net.model.unknown"
    return tag(
        "p",
        tag("strong", esc(tr(lang, "net.model.title"))) + " " + esc(tr(lang, key)),
        class_="model",
        data_net="model",
        data_model=model or "unknown",
    )


def model_picker(lang: str, model: str, game_id: str = "") -> str:
    """The set-up screen's choice of model, for a game and seats that can run peek-proof."""
    segs = "".join(
        tag(
            "button",
            esc(tr(lang, f"net.model.pick.{m}")),
            class_="btn seg" + (" on" if model == m else ""),
            type="button",
            data_act="net-model",
            data_arg=m,
            aria_pressed="true" if model == m else "false",
        )
        for m in ("peek", "host")
    )
    body = tag("h2", esc(tr(lang, "net.model.pick"))) + tag("div", segs, class_="segs model", role="group")
    body += tag("p", esc(tr(lang, "net.model.pick.hint")), class_="note")
    body += model_line(lang, "peek-proof" if model == "peek" else "host", game_id)
    return tag("div", body, class_="netmodel", data_net="model-pick")


def wait_words(lang: str, what: str) -> str:
    """What the match waits for, in the page's language."""
    if what.startswith("key for slot"):
        return tr(lang, "net.peek.wait.key")
    for start, key in SIDE_WAITS:
        if what.startswith(start):
            return tr(lang, f"net.peek.wait.{key}")
    return tr(lang, f"net.peek.wait.{WAITS.get(what, 'move')}")


_WHYS = (
    (re.compile(r"seat \d+ withheld its (.+)"), "net.peek.why.withheld"),
    (re.compile(r"seat \d+ stopped playing: it never sent its (.+)"), "net.peek.why.withheld"),
    (re.compile(r"moved on without handing over its (.+)"), "net.peek.why.moved_on"),
    (re.compile(r"seat \d+ did not open its (move) \d+"), "net.peek.why.unopened"),
)
"""A stall's reason as the match words it -> the key of its words (the rest is shown as it came)."""


def why_words(lang: str, reason: str) -> str:
    """A stall named in a verdict, in the page's language; any other reason too if it is one of ours.

    >>> why_words("de", "seat 1 withheld its key for slot 68")
    'schickte nicht, was fällig war (ein Kartenschlüssel)'
    >>> why_words("en", "seat 2 stopped playing: it never sent its deal seed")
    'withheld what it owed (its key seed for the audit)'
    >>> why_words("en", "seat 1 did not open its move 7")
    'did not open one of its moves for the audit'
    >>> why_words("de", "answered one move twice")
    'antwortete zweimal auf denselben Zug'
    >>> why_words("de", "malformed message: KeyError")
    'malformed message: KeyError'
    """
    for pattern, key in _WHYS:
        found = pattern.fullmatch(reason)
        if found is not None:
            what = found.group(1)
            if what not in WAITS and not what.startswith("key for slot"):
                what = f"its {what}"  # a side match's words for what it waits for start so
            return tr(lang, key, what=wait_words(lang, what))
    return localize(lang, reason)


def trust(lang: str, game_id: str = "") -> str:
    """The peek-proof trust model in plain words (a folding block)."""
    keys = ["1", *([game_id] if game_id in GAME_KEYS else []), "2"]
    items = "".join(tag("li", esc(tr(lang, f"net.peek.trust.{i}"))) for i in keys)
    return tag(
        "details",
        tag("summary", esc(tr(lang, "net.trust.title"))) + tag("ul", items),
        class_="trust",
        data_net="trust",
    )


def room(
    lang: str,
    *,
    name: str,
    phase: str,
    card: Card | None,
    seats: Sequence[SeatLine],
    notice: str,
    css: str,
    game_id: str = "",
) -> str:
    """The host's peek-proof room: the remote seat's invite card, the seats, the model."""
    parts = [
        tag("h1", esc(tr(lang, "net.room.title", name=name))),
        tag(
            "p", esc(tr(lang, f"net.peek.phase.{phase}")), class_="phase", data_net="phase", data_phase=phase
        ),
        model_line(lang, "peek-proof", game_id),
    ]
    if notice:
        parts.append(tag("p", esc(notice), class_="notice", role="status"))
    if card is not None and card.status != "connected":
        parts.append(tag("p", esc(tr(lang, "net.room.hint")), class_="hint"))
        parts.append(_card(lang, card))
    parts.append(seat_list(lang, seats, phase != "lobby"))
    actions = button(tr(lang, "setup.back"), "net-leave", "", cls="btn ghost")
    if phase != "lobby":
        actions += button(tr(lang, "net.to_board"), "net-back", "", cls="btn primary", id="net-back")
    parts.append(tag("div", actions, class_="actions"))
    parts.append(trust(lang, game_id))
    return tag("section", "".join(parts), id="room", class_="netpanel", style=css)


def status(
    lang: str,
    *,
    busy: bool,
    waiting: str,
    refused: int,
    last_refusal: str,
    phase: str,
    stalled: bool = False,
) -> str:
    """The play panel's peek-proof part: dealing, computing, waiting for the other browser, refusals.

    ``stalled``: the link to the other browser is lost while the match waits for it, or it
    has sent nothing it owes by itself for :data:`~pharaoh.net.peekslices.OVERDUE_S`; the
    person may end the match, and the verdict then names the other seat as stalling.
    """
    parts = []
    if phase == "dealing":
        parts.append(tag("p", esc(tr(lang, "net.peek.phase.dealing")), class_="note", data_net="dealing"))
    if busy:
        parts.append(tag("p", esc(tr(lang, "net.peek.busy")), class_="note", data_net="busy"))
    elif waiting:
        text = tr(lang, "net.peek.waiting", what=wait_words(lang, waiting))
        parts.append(tag("p", esc(text), class_="note", data_net="waiting"))
    if stalled and waiting:
        parts.append(button(tr(lang, "net.peek.giveup"), "net-giveup", "", cls="btn ghost", id="net-giveup"))
    if refused:
        text = tr(lang, "net.peek.refused", n=refused, what=last_refusal[:120])
        parts.append(tag("p", esc(text), class_="notice", data_net="refused", data_count=str(refused)))
    return "".join(parts)


def verdict(lang: str, result: Verdict | None, moves: int, names: Sequence[str], game_id: str = "") -> str:
    """The end of a peek-proof match: verified, or the seat that broke the rules and how."""
    if result is None:
        return tag(
            "p", esc(tr(lang, "net.peek.verify.wait")), class_="verdict", data_net="verdict", data_ok=""
        )
    if result.verified:
        key = "net.peek.verified" + (f".{game_id}" if game_id in GAME_KEYS else "")
        text = tr(lang, key, moves=moves)
        return tag("p", esc(text), class_="verdict", data_net="verdict", data_ok="true", data_checked="all")
    if result.seat is not None and 0 <= result.seat < len(names):
        move = tr(lang, "net.peek.cheat.move", n=result.move + 1) if result.move is not None else ""
        reason = why_words(lang, result.reason[:200])
        text = tr(lang, "net.peek.cheat", seat=names[result.seat], move=move, reason=reason)
    else:
        text = tr(lang, "net.peek.failed", reason=why_words(lang, result.reason[:200]))
    return tag(
        "p",
        esc(text),
        class_="verdict bad",
        data_net="verdict",
        data_ok="false",
        data_checked="failed",
        data_seat="" if result.seat is None else str(result.seat),
    )
