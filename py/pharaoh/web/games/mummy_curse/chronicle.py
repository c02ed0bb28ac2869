"""How the log of Der Fluch der Mumie groups (see :mod:`pharaoh.web.logbook`).

A round is every explorer's turn and then the mummy's own move (the mummy's die rolled);
the short walks a recovered die allows in between belong to the round they happen in.  One
line holds an explorer's turn (the throws, the number announced, the move, a card laid) or
one move of the mummy (the roll, the squares walked, whom it catches).
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.engine.game import Event
from pharaoh.web.i18n import register, tr
from pharaoh.web.logbook import Chronicle, Describe

TEXTS: dict[str, dict[str, str]] = {
    "mc.log.walk": {
        "de": "Die Mumie geht {n} {n|Feld|Felder}: {path}.",
        "en": "The mummy walks {n} {n|square|squares}: {path}.",
        "fr": "La momie avance de {n} {n|case|cases} : {path}.",
        "it": "La mummia avanza di {n} {n|casella|caselle}: {path}.",
    },
}
"""The log's headlines."""
register(TEXTS)

MUMMY_KINDS = frozenset({"mummy_roll", "mummy_step", "mummy_done", "capture"})
"""The mummy's move, from its die to the square it stops on."""


def rounds(events: Sequence[Event]) -> list[int]:
    """The round of each event: a new one after the mummy ends a move that began with its die."""
    out: list[int] = []
    current, rolled = 1, False
    for event in events:
        out.append(current)
        if event.kind == "mummy_roll":
            rolled = True
        elif event.kind == "recover":
            rolled = False
        elif event.kind == "mummy_done" and rolled:
            current, rolled = current + 1, False
    return out


def key(event: Event) -> str | None:
    """What a line is about: the mummy's move or one explorer pawn's turn."""
    if event.kind in MUMMY_KINDS:
        return "mummy"
    pawn = event.data.get("pawn")
    if isinstance(pawn, int) and event.kind != "recover":
        return f"pawn {pawn}"
    return None


def breaks(prev: Event, event: Event) -> bool:
    """A new line: another subject, or anything after the mummy ended its move."""
    mine = key(event)
    return mine is None or mine != key(prev) or prev.kind == "mummy_done"


def headline(events: Sequence[Event], lang: str, describe: Describe) -> str | None:
    """The mummy's move in one go: its roll, the squares it walks, whom it catches."""
    steps = [e for e in events if e.kind == "mummy_step"]
    if not steps:
        return None
    path = " → ".join([str(steps[0].data["frm"])] + [str(e.data["to"]) for e in steps])
    parts = [describe(e) for e in events if e.kind == "mummy_roll"]
    parts.append(tr(lang, "mc.log.walk", n=len(steps), path=path))
    parts.extend(describe(e) for e in events if e.kind == "capture")
    return " ".join(parts)


CHRONICLE = Chronicle(rounds=rounds, breaks=breaks, headline=headline)
"""The chronicle the log panel uses for Der Fluch der Mumie."""
