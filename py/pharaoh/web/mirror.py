"""The screen-reader mirror of the board: the shown seat's view in sentences, every legal action a button.

The mirror lives in three DOM regions that stay on the page (``static/ui.js`` makes them):
``#mirror-news`` (``aria-live="polite"``: whose turn and what just happened, the only part read
out on its own), ``#mirror-view`` (not live: what to do now and the game's sentences on what
the seat holds and what lies where, read when the person goes there) and ``#mirror-acts``
(one ``<button>`` per legal action of the shown person, labelled by the engine's
``describe_action``).  They are visually hidden until a key moves the focus into them
(``static/ui.css``).  Pressing a button plays the action through the same path a tap uses,
tied to the state it was offered on (``data-act="say"``, ``data-arg="<state id>:<action>"``).

Everything comes from what the screen may show: the session's view, legal actions and log
of the shown seat.  While the privacy screen is up the mirror says only whom to pass the
device to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from pharaoh.engine.game import Event, Narrator
from pharaoh.web import logbook
from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import register, tr

TEXTS: dict[str, dict[str, str]] = {
    "mirror.acts": {
        "de": "Deine möglichen Züge",
        "en": "Your possible moves",
        "fr": "Vos coups possibles",
        "it": "Le tue mosse possibili",
    },
    "mirror.none": {
        "de": "Du hast gerade nichts zu tun.",
        "en": "There is nothing for you to do now.",
        "fr": "Vous n'avez rien à faire pour l'instant.",
        "it": "Per ora non hai niente da fare.",
    },
    "mirror.recent": {
        "de": "Zuletzt geschehen:",
        "en": "What just happened:",
        "fr": "Ce qui vient de se passer :",
        "it": "Cosa è appena successo:",
    },
    "mirror.veiled": {
        "de": "Sichtschutz: Gib das Gerät an {seat} weiter. {seat} drückt dann auf Bereit.",
        "en": "Privacy screen: pass the device to {seat}, who then presses Ready.",
        "fr": "Écran de confidentialité : passez l'appareil à {seat}, qui appuie ensuite sur Prêt.",
        "it": "Schermo di riservatezza: passa il dispositivo a {seat}, che poi preme Pronto.",
    },
    "mirror.board": {
        "de": "Was du hast und was wo liegt",
        "en": "What you hold and what lies where",
        "fr": "Ce que vous avez et ce qui se trouve où",
        "it": "Cosa hai e cosa si trova dove",
    },
    "mirror.over": {
        "de": "Das Spiel ist vorbei.",
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "it": "La partita è finita.",
    },
    "keys.title": {"de": "Tastatur", "en": "Keyboard", "fr": "Clavier", "it": "Tastiera"},
    "keys.tab": {
        "de": "Tab und Umschalt+Tab springen auf dem Spielbrett von Ziel zu Ziel (ein Rahmen zeigt, "
        "welches); nach dem letzten geht es mit Tab zu den Knöpfen daneben.",
        "en": "Tab and Shift+Tab move from target to target on the board (a ring shows which one); "
        "after the last one, Tab goes on to the buttons beside it.",
        "fr": "Tab et Maj+Tab passent d'une cible à l'autre sur le plateau (un cadre montre laquelle) ; "
        "après la dernière, Tab passe aux boutons à côté.",
        "it": "Tab e Maiusc+Tab passano da un bersaglio all'altro sul tabellone (una cornice mostra "
        "quale); dopo l'ultimo, Tab passa ai pulsanti accanto.",
    },
    "keys.arrows": {
        "de": "Die Pfeiltasten springen zum nächsten Ziel in ihrer Richtung, im Labyrinth des Fluchs "
        "Feld für Feld; Pos1 und Ende zum ersten und letzten Ziel.",
        "en": "The arrow keys move to the nearest target in their direction; in the curse's maze, "
        "square by square; Home and End go to the first and last target.",
        "fr": "Les flèches mènent à la cible la plus proche dans leur direction ; dans le labyrinthe "
        "de la malédiction, case par case ; Début et Fin mènent à la première et à la dernière cible.",
        "it": "Le frecce portano al bersaglio più vicino nella loro direzione; nel labirinto della "
        "maledizione, casella per casella; Home e Fine portano al primo e all'ultimo bersaglio.",
    },
    "keys.enter": {
        "de": "Enter oder Leertaste tippt das gewählte Ziel an: spielt den Zug oder wählt aus, was "
        "danach kommt.",
        "en": "Enter or Space taps the chosen target: it plays the move, or picks what comes next.",
        "fr": "Entrée ou Espace touche la cible choisie : joue le coup, ou choisit ce qui suit.",
        "it": "Invio o Spazio tocca il bersaglio scelto: gioca la mossa, o sceglie ciò che segue.",
    },
    "keys.mirror": {
        "de": "Für Bildschirmleser: nach dem Spielbrett steht in Sätzen, was du hast und was wo "
        "liegt, und jeder mögliche Zug ist ein Knopf; nur neue Ereignisse werden von selbst "
        "vorgelesen.",
        "en": "For screen readers: after the board, what you hold and what lies where is written "
        "out, and every possible move is a button; only new events are read out on their own.",
        "fr": "Pour les lecteurs d'écran : après le plateau, ce que vous avez et ce qui se trouve où "
        "est écrit en phrases, et chaque coup possible est un bouton ; seuls les nouveaux "
        "événements sont lus d'eux-mêmes.",
        "it": "Per i lettori di schermo: dopo il tabellone, ciò che hai e cosa si trova dove è "
        "scritto in frasi, e ogni mossa possibile è un pulsante; solo i nuovi eventi vengono "
        "letti da soli.",
    },
    "keys.undo": {
        "de": "Strg+Z oder U nimmt deinen letzten Zug zurück, wo es erlaubt ist.",
        "en": "Ctrl+Z or U takes back your last move where that is allowed.",
        "fr": "Ctrl+Z ou U reprend votre dernier coup, là où c'est permis.",
        "it": "Ctrl+Z o U riprende la tua ultima mossa, dove è consentito.",
    },
    "keys.escape": {
        "de": "Escape schließt die Regeln und Dialoge oder verwirft einen halb gewählten Zug.",
        "en": "Escape closes the rules and dialogs, or drops a half-chosen move.",
        "fr": "Échap ferme les règles et les dialogues, ou abandonne un coup à moitié choisi.",
        "it": "Esc chiude le regole e le finestre, o lascia cadere una mossa scelta a metà.",
    },
}
"""The mirror's own words (the sentences of actions and events come from the engines)."""
register(TEXTS)

RECENT = 3
"""How many log lines (newest last) the mirror reads out."""


def recent_lines(
    events: Sequence[Event], chronicle: logbook.Chronicle, lang: str, describe: Callable[[Event], str]
) -> list[str]:
    """The last :data:`RECENT` lines of the log the seat may see, oldest first, as the log groups them."""
    try:
        cut = logbook.chapters(events, chronicle, last=RECENT)
    except Exception:  # noqa: BLE001 - odd events are read one by one
        chronicle, cut = logbook.PLAIN, logbook.chapters(events, logbook.PLAIN, last=RECENT)
    lines = [line for chapter in cut for line in chapter.lines][-RECENT:]
    return [logbook.line_text(line, chronicle, lang, describe)[0] for line in lines]


def action_labels(game: Any, view: Any, legal: Sequence[str], lang: str) -> list[tuple[str, str]]:
    """Each legal action (notation) with the engine's sentence for it (the notation if that fails)."""
    out = []
    for text in legal:
        try:
            label = str(game.describe_action(view, game.decode_action(text), lang))
        except Exception:  # noqa: BLE001 - a sentence must never hide an action
            label = text
        out.append((text, label or text))
    return out


def board_lines(game: Any, view: Any, lang: str) -> list[str]:
    """The game's sentences on what the seat holds and what lies where (none without the hook)."""
    if not isinstance(game, Narrator):
        return []
    try:
        return [str(line) for line in game.describe_view(view, lang) if line]
    except Exception:  # noqa: BLE001 - the sentences must never break the mirror
        return []


def news_html(lang: str, *, veiled: str | None, turn: str, recent: Sequence[str]) -> str:
    """The live region's sentences: whose turn and the last log lines (``veiled``: only whom to pass to).

    Kept short on purpose: a screen reader reads out every change of this region.
    """
    if veiled is not None:
        return tag("p", esc(tr(lang, "mirror.veiled", seat=veiled)))
    parts = [tag("p", esc(turn))] if turn else []
    if recent:
        items = "".join(tag("li", esc(line)) for line in recent)
        parts.append(tag("p", esc(tr(lang, "mirror.recent"))) + tag("ul", items))
    return "".join(parts)


def view_html(lang: str, *, headline: str, hint: str, board: Sequence[str] = ()) -> str:
    """The region read on demand (not live): the status line, what to do, and the game's sentences.

    ``board`` (the game's :class:`~pharaoh.engine.game.Narrator` sentences) is a list under a heading.
    """
    parts = [tag("p", esc(text)) for text in (headline, hint) if text]
    if board:
        parts.append(tag("h2", esc(tr(lang, "mirror.board"))))
        items = "".join(tag("li", esc(line)) for line in board)
        parts.append(tag("ul", items, aria_label=tr(lang, "mirror.board")))
    return "".join(parts)


def acts_html(lang: str, state_id: int, actions: Sequence[tuple[str, str]]) -> str:
    """The heading and one button per legal action (``actions``: notation and sentence)."""
    if not actions:
        return tag("p", esc(tr(lang, "mirror.none")))
    buttons = "".join(
        tag(
            "li",
            tag(
                "button",
                esc(label),
                type="button",
                class_="btn mirror-act",
                data_act="say",
                data_arg=f"{state_id}:{text}",
            ),
        )
        for text, label in actions
    )
    return tag("h2", esc(tr(lang, "mirror.acts"))) + tag("ul", buttons, aria_label=tr(lang, "mirror.acts"))


class Mirror(NamedTuple):
    """The HTML of the mirror's three regions."""

    news: str
    """``#mirror-news``, the polite live region: whose turn, what just happened."""
    view: str
    """``#mirror-view``, read on demand: the status, what to do, what the seat holds and sees."""
    acts: str
    """``#mirror-acts``: a button per legal action."""


def mirror_parts(
    session: Any, lang: str, *, veiled_name: str | None, turn: str, headline: str, hint: str
) -> Mirror:
    """The mirror of a session from the shown seat's view only (behind the privacy screen: whom to pass)."""
    if session.veiled is not None:
        return Mirror(news_html(lang, veiled=veiled_name or "", turn="", recent=()), "", "")
    game = session.match.game

    def describe(event: Event) -> str:
        try:
            return str(game.describe_event(event, lang))
        except Exception:  # noqa: BLE001 - a log line must never break the mirror
            return event.kind

    recent = recent_lines(session.log(), logbook.chronicle_for(session.game_id), lang, describe)
    if session.outcome() is not None:
        turn = tr(lang, "mirror.over")
    view = session.view()
    board = board_lines(game, view, lang)
    news = news_html(lang, veiled=None, turn=turn, recent=recent)
    legal = session.legal()
    actions = action_labels(game, view, legal, lang) if legal else []
    return Mirror(
        news,
        view_html(lang, headline=headline, hint=hint, board=board),
        acts_html(lang, session.match.state_id, actions),
    )


KEYS = ("tab", "arrows", "enter", "escape", "undo", "mirror")
"""The lines of the rules help's keyboard section, in order (``keys.<name>`` texts)."""


def keys_html(lang: str) -> str:
    """The keyboard section of the rules help."""
    items = "".join(tag("li", esc(tr(lang, f"keys.{k}"))) for k in KEYS)
    return tag("h3", esc(tr(lang, "keys.title"))) + tag("ul", items)
