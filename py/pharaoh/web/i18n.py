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

LANGS = ("de", "en")
"""The page's languages, in the order the language choice lists them."""
DEFAULT_LANG = "de"
LANG_NAMES = {"de": "Deutsch", "en": "English", "fr": "Français", "it": "Italiano"}
"""Each language's name in that language (the language choice shows these)."""

TEXTS: dict[str, dict[str, str]] = {
    "app.title": {"de": "Pharaos Tafel", "en": "Pharaoh's Table"},
    "app.tagline": {
        "de": "Drei Spiele aus den Gräbern am Nil – am selben Gerät, gegen den Computer oder aus der Ferne.",
        "en": "Three games from the tombs of the Nile – on one device, against the computer, or far apart.",
    },
    "lang.choose": {"de": "Sprache", "en": "Language"},
    "menu.players": {"de": "{lo}–{hi} Spieler", "en": "{lo}–{hi} players"},
    "menu.players.one": {"de": "{lo} Spieler", "en": "{lo} {lo|player|players}"},
    "menu.pick": {"de": "Spiel wählen", "en": "Choose a game"},
    "menu.rules": {"de": "Regeln", "en": "Rules"},
    "menu.loading": {"de": "Lade {name} …", "en": "Loading {name} …"},
    "menu.load_failed": {
        "de": "{name} ließ sich nicht laden: {error}",
        "en": "Could not load {name}: {error}",
    },
    "setup.title": {"de": "Neues Spiel: {name}", "en": "New game: {name}"},
    "setup.players": {"de": "Spielerzahl", "en": "Number of players"},
    "setup.seats": {"de": "Wer spielt?", "en": "Who plays?"},
    "setup.human": {"de": "Mensch", "en": "Person"},
    "setup.computer": {"de": "Computer", "en": "Computer"},
    "setup.bot": {"de": "Stärke", "en": "Strength"},
    "setup.start": {"de": "Spiel beginnen", "en": "Start the game"},
    "setup.back": {"de": "Zurück", "en": "Back"},
    "setup.note.private": {
        "de": "Mehrere Menschen an einem Gerät: Zwischen ihren Zügen verdeckt ein Sichtschutz das Brett.",
        "en": "Several people on one device: a privacy screen hides the board between their turns.",
    },
    "setup.note.all_bots": {
        "de": "Nur Computer: Du schaust als Zuschauer zu und siehst nur, was alle sehen.",
        "en": "Computers only: you watch as a spectator and see only what everyone sees.",
    },
    "bot.random": {"de": "Zufall (Anfänger)", "en": "Random (beginner)"},
    "bot.heuristic": {"de": "Umsichtig", "en": "Careful"},
    "bot.greedy": {"de": "Gierig", "en": "Greedy"},
    "bot.rule_based": {"de": "Erfahren", "en": "Seasoned"},
    "bot.other": {"de": "Computer „{name}“", "en": "Computer “{name}”"},
    "bot.casual": {"de": "Verspielt", "en": "Playful"},
    "bot.search": {"de": "Vorausdenkend", "en": "Far-sighted"},
    "bot.deep": {"de": "Sehr stark (denkt weit voraus)", "en": "Very strong (plans far ahead)"},
    "level.easy": {"de": "Leicht", "en": "Easy"},
    "level.normal": {"de": "Normal", "en": "Normal"},
    "level.hard": {"de": "Schwer", "en": "Hard"},
    "play.menu": {"de": "Menü", "en": "Menu"},
    "play.help": {"de": "Regeln", "en": "Rules"},
    "play.you": {"de": "Du spielst: {seat}", "en": "You play: {seat}"},
    "play.spectator": {"de": "Zuschauer", "en": "Spectator"},
    "play.turn": {"de": "Am Zug: {seat}", "en": "To play: {seat}"},
    "play.your_turn": {"de": "Du bist am Zug", "en": "Your turn"},
    "play.thinking": {
        "de": "{seat} {n|überlegt|überlegen} …",
        "en": "{seat} {n|is|are} thinking …",
    },
    "play.waiting": {"de": "Warte auf {seat} …", "en": "Waiting for {seat} …"},
    "play.choices": {"de": "Deine Möglichkeiten", "en": "Your choices"},
    "play.log": {"de": "Verlauf", "en": "Log"},
    "play.log.empty": {"de": "Noch ist nichts geschehen.", "en": "Nothing has happened yet."},
    "play.undo": {"de": "Zurücknehmen", "en": "Undo"},
    "play.undo.keys": {
        "de": "Deinen letzten Zug zurücknehmen (Strg+Z oder U)",
        "en": "Take back your last move (Ctrl+Z or U)",
    },
    "undo.chance": {
        "de": "Nicht mehr zurückzunehmen: Es wurde gewürfelt oder gezogen.",
        "en": "No undo now: dice were rolled or something was drawn.",
    },
    "undo.reveal": {
        "de": "Nicht mehr zurückzunehmen: Etwas Verdecktes wurde aufgedeckt.",
        "en": "No undo now: something hidden was revealed.",
    },
    "undo.other_seat": {
        "de": "Nicht mehr zurückzunehmen: Seitdem war jemand anderes am Zug.",
        "en": "No undo now: another player has acted since.",
    },
    "play.illegal": {"de": "Das geht nicht: {reason}", "en": "Not allowed: {reason}"},
    "play.quit.confirm": {"de": "Spiel wirklich verlassen?", "en": "Leave this game?"},
    "play.quit.yes": {"de": "Ja, zum Menü", "en": "Yes, to the menu"},
    "play.quit.no": {"de": "Weiterspielen", "en": "Keep playing"},
    "pass.title": {"de": "Gib das Gerät an {seat}", "en": "Pass the device to {seat}"},
    "pass.body": {
        "de": "Nur {seat} darf jetzt hinschauen. Tippe, wenn du bereit bist.",
        "en": "Only {seat} may look now. Tap when you are ready.",
    },
    "pass.ready": {"de": "Ich bin {seat} – los!", "en": "I am {seat} – ready!"},
    "over.title": {"de": "Spielende", "en": "Game over"},
    "over.winner": {"de": "{side} gewinnt!", "en": "{side} wins!"},
    "over.again": {"de": "Noch einmal", "en": "Play again"},
    "over.menu": {"de": "Zum Menü", "en": "To the menu"},
    "over.board": {"de": "Brett ansehen", "en": "Look at the board"},
    "help.title": {"de": "So wird gespielt: {name}", "en": "How to play: {name}"},
    "help.close": {"de": "Schließen", "en": "Close"},
    "help.none": {"de": "Für dieses Spiel gibt es noch keine Anleitung.", "en": "No rules summary yet."},
    "seat.n": {"de": "Platz {n}", "en": "Seat {n}"},
    "bots.in_page": {
        "de": "Die Computerspieler rechnen vorerst in dieser Seite; „{hard}“ spielt dabei wie „{normal}“.",
        "en": "Computer players run in this page for now; “{hard}” plays like “{normal}” meanwhile.",
    },
    "error.bot": {
        "de": "Ein Computerspieler hat sich verrechnet; es wurde ein anderer Zug gespielt.",
        "en": "A computer player slipped; another move was played instead.",
    },
    "board.unavailable": {
        "de": "Für dieses Spiel gibt es noch kein Spielbrett.",
        "en": "This game has no board yet.",
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
