"""The end screen's words: who won, why, and every seat's score.

A game's web package may hold an ``ending`` module with ``summary(view, outcome, lang,
seat_name) -> Ending``; games without one say the winning side and the reason only (from
the board).  Everything comes from the shown seat's final view, so the end screen tells
no more than the table does.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from pharaoh.engine.game import Outcome, Seat, View
from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import register, tr

TEXTS: dict[str, dict[str, str]] = {
    "end.wins": {
        "de": "{who} {n|gewinnt|gewinnen}!",
        "en": "{who} {n|wins|win}!",
        "fr": "{who} {n|gagne|gagnent} !",
        "it": "{n|Vince|Vincono} {who}!",
    },
    "end.and": {"de": "{a} und {b}", "en": "{a} and {b}", "fr": "{a} et {b}", "it": "{a} e {b}"},
    "end.scores": {"de": "Endstand", "en": "Final scores", "fr": "Scores finaux", "it": "Punteggi finali"},
    "end.won": {"de": "Sieg", "en": "Winner", "fr": "Vainqueur", "it": "Vincitore"},
}
"""The end screen's own words (the games' modules add theirs)."""
register(TEXTS)

SeatName = Callable[[Seat, str], str]
"""A seat's name in the game, in a language."""

STOPPED_BY_CHEAT = Outcome(frozenset(), "", "cheat")
"""A peek-proof match a rule break ended during play: nobody wins, the verdict names the break."""
UNSCORED = Outcome(frozenset(), "", "over")
"""A peek-proof match whose last position the engine cannot score: nobody wins, the check decides."""


def stopped(outcome: Outcome) -> bool:
    """Whether ``outcome`` is a match stopped or unscored, not a game's own end (no winner, no scores).

    Only these very objects, as this page's peek-proof session made them: an equal outcome
    that came from a host (a made-up "cheat") is the host's claim, not our own finding.

    >>> stopped(STOPPED_BY_CHEAT), stopped(Outcome(frozenset({0}), "mummy", "curse"))
    (True, False)
    >>> stopped(Outcome(frozenset(), "", "cheat"))
    False
    """
    return outcome is STOPPED_BY_CHEAT or outcome is UNSCORED


@dataclass(frozen=True)
class Standing:
    """One row of the final scores."""

    name: str
    score: str
    detail: str = ""
    won: bool = False


@dataclass(frozen=True)
class Ending:
    """The end screen: a sentence naming the winner(s), why, the scores and a rule that decided."""

    winner: str
    reason: str
    standings: tuple[Standing, ...] = ()
    note: str = ""


def names(items: list[str], lang: str) -> str:
    """A list of names: "A", "A und B", "A, B und C".

    >>> names(["A"], "de"), names(["A", "B", "C"], "en")
    ('A', 'A, B and C')
    """
    if len(items) <= 1:
        return "".join(items)
    return tr(lang, "end.and", a=", ".join(items[:-1]), b=items[-1])


def winners_sentence(who: list[str], lang: str) -> str:
    """The winners' sentence: "A gewinnt!" or "A und B gewinnen!"."""
    return tr(lang, "end.wins", who=names(who, lang), n=len(who))


def ending_for(game_id: str, view: View, outcome: Outcome, lang: str, seat_name: SeatName) -> Ending | None:
    """The game's own end screen, or None if its package has no ``ending`` module (or it fails)."""
    from pharaoh.web.games import renderer_module

    try:
        module = importlib.import_module(renderer_module(game_id).__name__ + ".ending")
    except ModuleNotFoundError:
        return None
    summary = getattr(module, "summary", None)
    if summary is None:
        return None
    try:
        ending = summary(view, outcome, lang, seat_name)
    except Exception:  # noqa: BLE001 - the end screen falls back to the side and the reason
        return None
    return ending if isinstance(ending, Ending) else None


def standings_html(ending: Ending, lang: str) -> str:
    """The final scores as a table, winners marked, and the rule that decided (trusted HTML)."""
    out = ""
    if ending.standings:
        rows = "".join(
            tag(
                "tr",
                tag("th", esc(s.name), scope="row")
                + tag("td", esc(s.score), class_="score")
                + tag("td", esc(s.detail), class_="detail")
                + tag("td", esc(tr(lang, "end.won")) if s.won else "", class_="mark"),
                class_="won" if s.won else None,
            )
            for s in ending.standings
        )
        out += tag(
            "table", tag("caption", esc(tr(lang, "end.scores"))) + rows, class_="standings", id="standings"
        )
    if ending.note:
        out += tag("p", esc(ending.note), class_="note", id="note")
    return out
