"""The screen-reader mirror of the board: the shown seat's view in sentences, every legal action a button.

The mirror lives in two DOM regions that stay on the page (``static/ui.js`` makes them):
``#mirror-news`` (``aria-live="polite"``: whose turn, what to do, what just happened) and
``#mirror-acts`` (one ``<button>`` per legal action of the shown person, labelled by the
engine's ``describe_action``).  Both are visually hidden until a key moves the focus into
them (``static/ui.css``).  Pressing a button plays the action through the same path a tap
uses, tied to the state it was offered on (``data-act="say"``, ``data-arg="<state id>:<action>"``).

Everything comes from what the screen may show: the session's view, legal actions and log
of the shown seat.  While the privacy screen is up the mirror says only whom to pass the
device to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

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
        "de": "Tab springt zu deinen möglichen Zügen, jeder als Knopf mit einem Satz dazu.",
        "en": "Tab moves to your possible moves, each a button with a sentence.",
        "fr": "Tab mène à vos coups possibles, chacun un bouton avec une phrase.",
        "it": "Tab porta alle tue mosse possibili, ognuna un pulsante con una frase.",
    },
    "keys.enter": {
        "de": "Enter oder Leertaste spielt den gewählten Zug.",
        "en": "Enter or Space plays the chosen move.",
        "fr": "Entrée ou Espace joue le coup choisi.",
        "it": "Invio o Spazio gioca la mossa scelta.",
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
        cut = logbook.chapters(events, chronicle)
    except Exception:  # noqa: BLE001 - odd events are read one by one
        chronicle, cut = logbook.PLAIN, logbook.chapters(events, logbook.PLAIN)
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


def news_html(
    lang: str,
    *,
    veiled: str | None,
    turn: str,
    headline: str,
    hint: str,
    recent: Sequence[str],
    board: Sequence[str] = (),
) -> str:
    """The live region's sentences (``veiled``: the name the device goes to; then nothing else).

    ``board`` (the game's :class:`~pharaoh.engine.game.Narrator` sentences) is a list under the turn line.
    """
    if veiled is not None:
        return tag("p", esc(tr(lang, "mirror.veiled", seat=veiled)))
    parts = [tag("p", esc(turn))] if turn else []
    if board:
        items = "".join(tag("li", esc(line)) for line in board)
        parts.append(tag("ul", items, aria_label=tr(lang, "mirror.board")))
    parts += [tag("p", esc(text)) for text in (headline, hint) if text]
    if recent:
        items = "".join(tag("li", esc(line)) for line in recent)
        parts.append(tag("p", esc(tr(lang, "mirror.recent"))) + tag("ul", items))
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


def mirror_parts(
    session: Any, lang: str, *, veiled_name: str | None, turn: str, headline: str, hint: str
) -> tuple[str, str]:
    """The mirror of a local session as ``(news, acts)`` HTML, from the shown seat's view only."""
    if session.veiled is not None:
        return news_html(lang, veiled=veiled_name or "", turn="", headline="", hint="", recent=()), ""
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
    news = news_html(lang, veiled=None, turn=turn, headline=headline, hint=hint, recent=recent, board=board)
    legal = session.legal()
    actions = action_labels(game, view, legal, lang) if legal else []
    return news, acts_html(lang, session.match.state_id, actions)


def keys_html(lang: str) -> str:
    """The keyboard section of the rules help."""
    items = "".join(tag("li", esc(tr(lang, f"keys.{k}"))) for k in ("tab", "enter", "undo", "escape"))
    return tag("h3", esc(tr(lang, "keys.title"))) + tag("ul", items)
