"""How the log of Tara Wolf im Tal der Könige groups (see :mod:`pharaoh.web.logbook`).

A round is both camp phases and the tomb phase; it ends when the medallion holder passes
or the medallion moves on after a fight.  One line holds a player's camp phase, a player's
run of characters sent or cards laid, or the tomb's resolution (the cards turned up, the
traps, the fight and who takes the tomb).
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.engine.game import Event
from pharaoh.web.games.valley_kings import seat_label
from pharaoh.web.i18n import register, tr
from pharaoh.web.logbook import Chronicle, Describe

TEXTS: dict[str, dict[str, str]] = {
    "vk.log.camp": {
        "de": "{who}: Lagerphase mit {coins} {coins|Münze|Münzen} und {cards} {cards|Karte|Karten}, {n} "
        "{n|Karte|Karten} ausgespielt.",
        "en": "{who}: camp phase with {coins} {coins|coin|coins} and {cards} {cards|card|cards}, {n} "
        "{n|card|cards} played.",
        "fr": "{who} : phase de camp avec {coins} {coins|pièce|pièces} et {cards} {cards|carte|cartes}, {n} "
        "{n|carte jouée|cartes jouées}.",
        "it": "{who}: fase di accampamento con {coins} {coins|moneta|monete} e {cards} {cards|carta|carte}, "
        "{n} {n|carta giocata|carte giocate}.",
    },
}
"""The log's headlines."""
register(TEXTS)

TOMB_KINDS = frozenset({"reveal", "trap", "fight", "tomb_won"})
"""The resolution of a tomb, from the cards turned up to the tomb taken."""
ROUND_ENDS = frozenset({"pass", "medallion"})
"""The medallion stays (a pass) or moves on: the next event starts a new round."""


def rounds(events: Sequence[Event]) -> list[int]:
    """The round of each event: a new one after a pass or the medallion moving on."""
    out: list[int] = []
    current = 1
    for event in events:
        out.append(current)
        if event.kind in ROUND_ENDS:
            current += 1
    return out


def key(event: Event) -> str | None:
    """What a line is about: a tomb's resolution or one player's doings."""
    if event.kind in TOMB_KINDS:
        return "tomb"
    seat = event.data.get("seat")
    if isinstance(seat, int) and event.kind not in ROUND_ENDS and event.kind != "tomb_opened":
        return f"seat {seat}"
    return None


def breaks(prev: Event, event: Event) -> bool:
    """A new line: another subject, or anything after a camp phase ended."""
    mine = key(event)
    return mine is None or mine != key(prev) or prev.kind == "camp_end"


def headline(events: Sequence[Event], lang: str, describe: Describe) -> str | None:
    """A camp phase in numbers, or a tomb's resolution told by its fight and who takes the tomb."""
    first = events[0]
    if first.kind == "split":
        return tr(
            lang,
            "vk.log.camp",
            who=seat_label(2, int(first.data["seat"]), lang),
            coins=first.data["coins"],
            cards=first.data["cards"],
            n=sum(1 for e in events if e.kind == "play"),
        )
    told = [describe(e) for e in events if e.kind in ("fight", "tomb_won")]
    return " ".join(told) if told else None


CHRONICLE = Chronicle(rounds=rounds, breaks=breaks, headline=headline)
"""The chronicle the log panel uses for Tara Wolf im Tal der Könige."""
