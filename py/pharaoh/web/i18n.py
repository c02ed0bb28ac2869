"""Every word the page shows, in German, English, French and Italian.

Texts are looked up by key; ``{name}`` placeholders are filled from keyword arguments, and
``{name|one|many}`` picks the word that agrees with the number ``name`` by the language's
own rule (see :func:`forms`: French counts 0 as one).
Board renderers register their own tables with :func:`register`.

>>> tr("en", "pass.title", seat="Mummy")
'Pass the device to Mummy'
>>> tr("de", "no.such.key")
'no.such.key'
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from pharaoh.games.words import is_one

LANGS = ("de", "en", "fr", "it")
"""The page's languages, in the order the language choice lists them."""
DEFAULT_LANG = "de"
LANG_NAMES = {"de": "Deutsch", "en": "English", "fr": "Français", "it": "Italiano"}
"""Each language's name in that language (the language choice shows these)."""

TEXTS: dict[str, dict[str, str]] = {
    "app.title": {
        "de": "Pharaos Tafel",
        "en": "Pharaoh's Table",
        "fr": "La Table du Pharaon",
        "it": "La Tavola del Faraone",
    },
    "app.tagline": {
        "de": "Drei Spiele aus den Gräbern am Nil – am selben Gerät, gegen den Computer oder aus der Ferne.",
        "en": "Three games from the tombs of the Nile – on one device, against the computer, or far apart.",
        "fr": "Trois jeux venus des tombeaux du Nil – sur un seul appareil, contre l'ordinateur ou à "
        "distance.",
        "it": "Tre giochi dalle tombe del Nilo – sullo stesso dispositivo, contro il computer o a distanza.",
    },
    "lang.choose": {"de": "Sprache", "en": "Language", "fr": "Langue", "it": "Lingua"},
    "menu.players": {
        "de": "{lo}–{hi} Spieler",
        "en": "{lo}–{hi} players",
        "fr": "{lo} à {hi} joueurs",
        "it": "Da {lo} a {hi} giocatori",
    },
    "menu.players.one": {
        "de": "{lo} Spieler",
        "en": "{lo} {lo|player|players}",
        "fr": "{lo} {lo|joueur|joueurs}",
        "it": "{lo} {lo|giocatore|giocatori}",
    },
    "menu.pick": {
        "de": "Spiel wählen",
        "en": "Choose a game",
        "fr": "Choisir un jeu",
        "it": "Scegli un gioco",
    },
    "menu.rules": {"de": "Regeln", "en": "Rules", "fr": "Règles", "it": "Regole"},
    "menu.loading": {
        "de": "Lade {name} …",
        "en": "Loading {name} …",
        "fr": "Chargement de {name} …",
        "it": "Caricamento di {name} …",
    },
    "menu.load_failed": {
        "de": "{name} ließ sich nicht laden: {error}",
        "en": "Could not load {name}: {error}",
        "fr": "Impossible de charger {name} : {error}",
        "it": "Impossibile caricare {name}: {error}",
    },
    "menu.loading_games": {
        "de": "Die Spiele werden noch geladen …",
        "en": "The games are still loading …",
        "fr": "Les jeux sont encore en cours de chargement …",
        "it": "I giochi si stanno ancora caricando …",
    },
    "menu.games_failed": {
        "de": "Die Spiele ließen sich nicht laden ({error}). Prüfe die Verbindung und versuch es noch mal.",
        "en": "The games could not be loaded ({error}). Check the connection and try again.",
        "fr": "Impossible de charger les jeux ({error}). Vérifiez la connexion et réessayez.",
        "it": "Impossibile caricare i giochi ({error}). Controlla la connessione e riprova.",
    },
    "setup.title": {
        "de": "Neues Spiel: {name}",
        "en": "New game: {name}",
        "fr": "Nouvelle partie : {name}",
        "it": "Nuova partita: {name}",
    },
    "setup.players": {
        "de": "Spielerzahl",
        "en": "Number of players",
        "fr": "Nombre de joueurs",
        "it": "Numero di giocatori",
    },
    "setup.seats": {"de": "Wer spielt?", "en": "Who plays?", "fr": "Qui joue ?", "it": "Chi gioca?"},
    "setup.human": {"de": "Mensch", "en": "Person", "fr": "Personne", "it": "Persona"},
    "setup.computer": {"de": "Computer", "en": "Computer", "fr": "Ordinateur", "it": "Computer"},
    "setup.bot": {"de": "Stärke", "en": "Strength", "fr": "Niveau", "it": "Livello"},
    "setup.start": {
        "de": "Spiel beginnen",
        "en": "Start the game",
        "fr": "Commencer la partie",
        "it": "Inizia la partita",
    },
    "setup.back": {"de": "Zurück", "en": "Back", "fr": "Retour", "it": "Indietro"},
    "setup.note.private": {
        "de": "Mehrere Menschen an einem Gerät: Zwischen ihren Zügen verdeckt ein Sichtschutz das Brett.",
        "en": "Several people on one device: a privacy screen hides the board between their turns.",
        "fr": "Plusieurs personnes sur un appareil : entre leurs tours, un écran de confidentialité cache "
        "le plateau.",
        "it": "Più persone sullo stesso dispositivo: tra un turno e l'altro uno schermo di riservatezza "
        "copre il tabellone.",
    },
    "setup.note.all_bots": {
        "de": "Nur Computer: Du schaust als Zuschauer zu und siehst nur, was alle sehen.",
        "en": "Computers only: you watch as a spectator and see only what everyone sees.",
        "fr": "Seulement des ordinateurs : vous regardez en spectateur et ne voyez que ce que tout le monde "
        "voit.",
        "it": "Solo computer: guardi da spettatore e vedi solo ciò che vedono tutti.",
    },
    "bot.random": {
        "de": "Zufall (Anfänger)",
        "en": "Random (beginner)",
        "fr": "Hasard (débutant)",
        "it": "Caso (principiante)",
    },
    "bot.heuristic": {"de": "Umsichtig", "en": "Careful", "fr": "Prudent", "it": "Prudente"},
    "bot.greedy": {"de": "Gierig", "en": "Greedy", "fr": "Gourmand", "it": "Avido"},
    "bot.rule_based": {"de": "Erfahren", "en": "Seasoned", "fr": "Expérimenté", "it": "Esperto"},
    "bot.other": {
        "de": "Computer „{name}“",
        "en": "Computer “{name}”",
        "fr": "Ordinateur « {name} »",
        "it": "Computer «{name}»",
    },
    "bot.casual": {"de": "Verspielt", "en": "Playful", "fr": "Joueur", "it": "Giocherellone"},
    "bot.search": {"de": "Vorausdenkend", "en": "Far-sighted", "fr": "Prévoyant", "it": "Lungimirante"},
    "bot.deep": {
        "de": "Sehr stark (denkt weit voraus)",
        "en": "Very strong (plans far ahead)",
        "fr": "Très fort (voit loin)",
        "it": "Molto forte (pensa lontano)",
    },
    "level.easy": {"de": "Leicht", "en": "Easy", "fr": "Facile", "it": "Facile"},
    "level.normal": {"de": "Normal", "en": "Normal", "fr": "Normal", "it": "Normale"},
    "level.hard": {"de": "Schwer", "en": "Hard", "fr": "Difficile", "it": "Difficile"},
    "play.menu": {"de": "Menü", "en": "Menu", "fr": "Menu", "it": "Menu"},
    "play.help": {"de": "Regeln", "en": "Rules", "fr": "Règles", "it": "Regole"},
    "play.you": {
        "de": "Du spielst: {seat}",
        "en": "You play: {seat}",
        "fr": "Vous jouez : {seat}",
        "it": "Giochi come: {seat}",
    },
    "play.spectator": {"de": "Zuschauer", "en": "Spectator", "fr": "Spectateur", "it": "Spettatore"},
    "play.turn": {
        "de": "Am Zug: {seat}",
        "en": "To play: {seat}",
        "fr": "À jouer : {seat}",
        "it": "Di turno: {seat}",
    },
    "play.your_turn": {
        "de": "Du bist am Zug",
        "en": "Your turn",
        "fr": "À vous de jouer",
        "it": "Tocca a te",
    },
    "play.thinking": {
        "de": "{seat} {n|überlegt|überlegen} …",
        "en": "{seat} {n|is|are} thinking …",
        "fr": "{seat} {n|réfléchit|réfléchissent} …",
        "it": "{seat} {n|sta|stanno} pensando …",
    },
    "play.waiting": {
        "de": "Warte auf {seat} …",
        "en": "Waiting for {seat} …",
        "fr": "En attente de {seat} …",
        "it": "In attesa di {seat} …",
    },
    "play.choices": {
        "de": "Deine Möglichkeiten",
        "en": "Your choices",
        "fr": "Vos possibilités",
        "it": "Le tue mosse",
    },
    "play.log": {"de": "Verlauf", "en": "Log", "fr": "Journal", "it": "Cronaca"},
    "play.log.empty": {
        "de": "Noch ist nichts geschehen.",
        "en": "Nothing has happened yet.",
        "fr": "Rien ne s'est encore passé.",
        "it": "Non è ancora successo niente.",
    },
    "play.undo": {"de": "Zurücknehmen", "en": "Undo", "fr": "Annuler", "it": "Annulla"},
    "play.undo.keys": {
        "de": "Deinen letzten Zug zurücknehmen (Strg+Z oder U)",
        "en": "Take back your last move (Ctrl+Z or U)",
        "fr": "Reprendre votre dernier coup (Ctrl+Z ou U)",
        "it": "Riprendi la tua ultima mossa (Ctrl+Z o U)",
    },
    "undo.chance": {
        "de": "Nicht mehr zurückzunehmen: Es wurde gewürfelt oder gezogen.",
        "en": "No undo now: dice were rolled or something was drawn.",
        "fr": "Plus d'annulation possible : des dés ont été lancés ou quelque chose a été tiré.",
        "it": "Non si può più annullare: sono stati tirati i dadi o pescato qualcosa.",
    },
    "undo.reveal": {
        "de": "Nicht mehr zurückzunehmen: Etwas Verdecktes wurde aufgedeckt.",
        "en": "No undo now: something hidden was revealed.",
        "fr": "Plus d'annulation possible : quelque chose de caché a été révélé.",
        "it": "Non si può più annullare: qualcosa di nascosto è stato rivelato.",
    },
    "undo.other_seat": {
        "de": "Nicht mehr zurückzunehmen: Seitdem war jemand anderes am Zug.",
        "en": "No undo now: another player has acted since.",
        "fr": "Plus d'annulation possible : quelqu'un d'autre a joué depuis.",
        "it": "Non si può più annullare: da allora ha giocato qualcun altro.",
    },
    "play.illegal": {
        "de": "Das geht nicht: {reason}",
        "en": "Not allowed: {reason}",
        "fr": "Pas permis : {reason}",
        "it": "Non consentito: {reason}",
    },
    "play.quit.confirm": {
        "de": "Spiel wirklich verlassen?",
        "en": "Leave this game?",
        "fr": "Quitter cette partie ?",
        "it": "Lasciare questa partita?",
    },
    "play.quit.yes": {
        "de": "Ja, zum Menü",
        "en": "Yes, to the menu",
        "fr": "Oui, vers le menu",
        "it": "Sì, al menu",
    },
    "play.quit.no": {
        "de": "Weiterspielen",
        "en": "Keep playing",
        "fr": "Continuer à jouer",
        "it": "Continua a giocare",
    },
    "pass.title": {
        "de": "Gib das Gerät an {seat}",
        "en": "Pass the device to {seat}",
        "fr": "Passez l'appareil à {seat}",
        "it": "Passa il dispositivo a {seat}",
    },
    "pass.body": {
        "de": "Nur {seat} darf jetzt hinschauen. Tippe, wenn du bereit bist.",
        "en": "Only {seat} may look now. Tap when you are ready.",
        "fr": "{seat}, et personne d'autre, peut regarder maintenant. Touchez l'écran une fois prêt.",
        "it": "Ora può guardare solo {seat}. Tocca quando sei pronto.",
    },
    "pass.ready": {
        "de": "Ich bin {seat} – los!",
        "en": "I am {seat} – ready!",
        "fr": "Je suis {seat} – c'est parti !",
        "it": "Sono {seat} – via!",
    },
    "over.title": {
        "de": "Spielende",
        "en": "Game over",
        "fr": "Fin de la partie",
        "it": "Fine della partita",
    },
    "over.winner": {
        "de": "{side} gewinnt!",
        "en": "{side} wins!",
        "fr": "{side} gagne !",
        "it": "Vince {side}!",
    },
    "over.again": {"de": "Noch einmal", "en": "Play again", "fr": "Rejouer", "it": "Gioca ancora"},
    "over.nobody": {
        "de": "Niemand gewinnt.",
        "en": "Nobody wins.",
        "fr": "Personne ne gagne.",
        "it": "Nessuno vince.",
    },
    "over.stopped.cheat": {
        "de": "Die Partie wurde wegen eines Regelverstoßes beendet; die Prüfung unten nennt ihn.",
        "en": "The match was stopped for a rule break; the check below names it.",
        "fr": "La partie a été arrêtée pour une infraction aux règles ; la vérification ci-dessous la nomme.",
        "it": "La partita è stata interrotta per una violazione delle regole; il controllo qui sotto "
        "la indica.",
    },
    "over.stopped.over": {
        "de": "Die Partie ist vorbei, aber ihr Endstand lässt sich nicht werten; die Prüfung unten sagt, "
        "ob fair gespielt wurde.",
        "en": "The match is over, but its final position cannot be scored; the check below says whether "
        "it was played fairly.",
        "fr": "La partie est terminée, mais sa position finale ne peut pas être comptée ; la vérification "
        "ci-dessous dit si elle a été jouée loyalement.",
        "it": "La partita è finita, ma la sua posizione finale non si può contare; il controllo qui sotto "
        "dice se si è giocato lealmente.",
    },
    "over.menu": {"de": "Zum Menü", "en": "To the menu", "fr": "Vers le menu", "it": "Al menu"},
    "over.board": {
        "de": "Brett ansehen",
        "en": "Look at the board",
        "fr": "Voir le plateau",
        "it": "Guarda il tabellone",
    },
    "help.title": {
        "de": "So wird gespielt: {name}",
        "en": "How to play: {name}",
        "fr": "Comment jouer : {name}",
        "it": "Come si gioca: {name}",
    },
    "help.close": {"de": "Schließen", "en": "Close", "fr": "Fermer", "it": "Chiudi"},
    "help.none": {
        "de": "Für dieses Spiel gibt es noch keine Anleitung.",
        "en": "No rules summary yet.",
        "fr": "Pas encore de résumé des règles.",
        "it": "Ancora nessun riassunto delle regole.",
    },
    "seat.n": {"de": "Platz {n}", "en": "Seat {n}", "fr": "Place {n}", "it": "Posto {n}"},
    "bots.in_page": {
        "de": "Die Computerspieler rechnen vorerst in dieser Seite; „{hard}“ spielt dabei wie „{normal}“.",
        "en": "Computer players run in this page for now; “{hard}” plays like “{normal}” meanwhile.",
        "fr": "Les joueurs ordinateur calculent pour l'instant dans cette page ; « {hard} » y joue comme "
        "« {normal} ».",
        "it": "Per ora i giocatori computer calcolano in questa pagina; «{hard}» gioca intanto come "
        "«{normal}».",
    },
    "error.bot": {
        "de": "Ein Computerspieler hat sich verrechnet; es wurde ein anderer Zug gespielt.",
        "en": "A computer player slipped; another move was played instead.",
        "fr": "Un joueur ordinateur s'est trompé ; un autre coup a été joué à sa place.",
        "it": "Un giocatore computer ha sbagliato i calcoli; al suo posto è stata giocata un'altra mossa.",
    },
    "board.unavailable": {
        "de": "Für dieses Spiel gibt es noch kein Spielbrett.",
        "en": "This game has no board yet.",
        "fr": "Ce jeu n'a pas encore de plateau.",
        "it": "Questo gioco non ha ancora un tabellone.",
    },
}

_EXTRA: list[Mapping[str, Mapping[str, str]]] = []


def register(table: Mapping[str, Mapping[str, str]]) -> None:
    """Add a renderer's texts (later tables do not override earlier keys)."""
    if table not in _EXTRA:
        _EXTRA.append(table)


def lookup(key: str) -> Mapping[str, str] | None:
    """The translations of a key, or None."""
    entry = TEXTS.get(key)
    if entry is not None:
        return entry
    for table in _EXTRA:
        if key in table:
            return table[key]
    return None


def has(key: str) -> bool:
    """True if the key exists."""
    return lookup(key) is not None


_FORM = re.compile(r"\{(\w+)\|((?:[^{}|]|\{\w+\})*)\|((?:[^{}|]|\{\w+\})*)\}")
"""A plural form ``{name|one|many}``; either form may hold plain ``{name}`` placeholders."""


def forms(text: str, values: Mapping[str, object], lang: str = "en") -> str:
    """Replace each ``{name|one|many}`` by ``one`` if the value ``name`` takes the singular in ``lang``.

    That is 1 (or -1) in German, English and Italian, and 0 or 1 in French
    (:func:`pharaoh.games.words.is_one`); any other value picks ``many``.

    Plain placeholders, also those inside the chosen form, are left for :meth:`str.format`.
    An unknown name picks ``many``; a malformed form is left as it is (``tr`` then falls back).

    >>> forms("{n} {n|Münze|Münzen}", {"n": 1}), forms("{n} {n|coin|coins}", {"n": 0})
    ('{n} Münze', '{n} coins')
    >>> forms("hol {n|den Würfel|die {n} Würfel} zurück", {"n": 2})
    'hol die {n} Würfel zurück'
    >>> forms("{k|one|many}", {}), forms("{n|one}", {"n": 1}), forms("{n|a|b|c}", {"n": 1})
    ('many', '{n|one}', '{n|a|b|c}')
    >>> forms("{n|carte|cartes}", {"n": 0}, "fr"), forms("{n|carta|carte}", {"n": 0}, "it")
    ('carte', 'carte')
    """

    def pick(match: re.Match[str]) -> str:
        return match.group(2) if is_one(values.get(match.group(1)), lang) else match.group(3)

    return _FORM.sub(pick, text)


def tr(lang: str, key: str, **values: object) -> str:
    """The text for ``key`` in ``lang`` with placeholders filled; the key itself if unknown.

    ``{name|one|many}`` agrees with the number ``name``; the raw text comes back rather than an error:

    >>> tr("en", "menu.players.one", lo=1), tr("en", "menu.players.one", lo=2)
    ('1 player', '2 players')
    >>> tr("en", "menu.players.one", hi=1), tr("en", "menu.players.one", lo="?")
    ('{lo} {lo|player|players}', '? players')
    """
    entry = lookup(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    if values:
        try:
            return forms(text, values, lang).format(**values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            return text
    return text


def tr_known(lang: str, key: str, **values: object) -> str:
    """:func:`tr` of a key that must exist: ``KeyError`` if it does not.

    For words built from what a peer sent (a remote game's end), where the key itself must
    never reach the screen; the caller falls back to words that say they are the peer's.

    >>> tr_known("en", "end.scores")
    'Final scores'
    >>> tr_known("en", "ms.reason.caught")
    Traceback (most recent call last):
    ...
    KeyError: 'ms.reason.caught'
    """
    if lookup(key) is None:
        raise KeyError(key)
    return tr(lang, key, **values)


def other(lang: str) -> str:
    """The next language of :data:`LANGS` after ``lang`` (the first one after the last).

    >>> other("de")
    'en'
    """
    index = LANGS.index(lang) if lang in LANGS else -1
    return LANGS[(index + 1) % len(LANGS)]


def pick(lang: str | None, stored: str | None = None, browser: str | None = None) -> str:
    """The language to start with: the asked one, else the stored one, else the browser's, else English.

    The browser's language counts by its first part ("de-AT" is German).

    >>> pick(None, None, "de-AT"), pick(None, "de", "en-US"), pick(None, None, "pt-BR")
    ('de', 'de', 'en')
    """
    for candidate in (lang, stored):
        if candidate in LANGS:
            return candidate
    code = (browser or "").strip().lower()[:2]
    return code if code in LANGS else "en"
