"""The end of Der Fluch der Mumie in words: the mummy's catch, or the explorer who found every treasure.

Every explorer's score is the treasures it has found (cards laid) of those it had to find,
with the ankhs it has left; the mummy's is the ankhs it took of the number it needed.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Outcome, View
from pharaoh.web.ending import Ending, SeatName, Standing, winners_sentence
from pharaoh.web.i18n import register, tr, tr_known

TEXTS: dict[str, dict[str, str]] = {
    "mc.end.mummy": {"de": "Die Mumie", "en": "The mummy", "fr": "La momie", "it": "La mummia"},
    "mc.end.treasures": {
        "de": "{who} hat als Erster alle {n} {n|Schatz|Schätze} gefunden.",
        "en": "{who} was the first to find all {n} {n|treasure|treasures}.",
        "fr": "{who} a été le premier à trouver {n|son trésor|ses {n} trésors}.",
        "it": "{who} è stato il primo a trovare {n|il suo tesoro|tutti i suoi {n} tesori}.",
    },
    "mc.end.ankhs": {
        "de": "Die Mumie hat {n} von {target} {target|Ankh|Ankhs} erbeutet – genug, um zu siegen.",
        "en": "The mummy took {n} of {target} {target|ankh|ankhs} – enough to win.",
        "fr": "La momie a pris {n} sur {target} {target|ankh|ankhs} – assez pour gagner.",
        "it": "La mummia ha preso {n} ankh su {target} – abbastanza per vincere.",
    },
    "mc.end.all_out": {
        "de": "Die Mumie hat alle Forscher aus dem Spiel genommen.",
        "en": "The mummy has taken every explorer out of the game.",
        "fr": "La momie a éliminé tous les aventuriers.",
        "it": "La mummia ha eliminato tutti gli esploratori.",
    },
    "mc.end.found": {
        "de": "{n} von {total} {total|Schatz|Schätzen}",
        "en": "{n} of {total} {total|treasure|treasures}",
        "fr": "{n} sur {total} {total|trésor|trésors}",
        "it": "{n} {total|tesoro|tesori} su {total}",
    },
    "mc.end.left": {
        "de": "{n} {n|Ankh|Ankhs} übrig",
        "en": "{n} {n|ankh|ankhs} left",
        "fr": "{n} {n|ankh restant|ankhs restants}",
        "it": "{n} ankh {n|rimasto|rimasti}",
    },
    "mc.end.out": {"de": "aus dem Spiel", "en": "out of the game", "fr": "éliminé", "it": "eliminato"},
    "mc.end.taken": {
        "de": "{n} von {target} {target|Ankh|Ankhs}",
        "en": "{n} of {target} {target|ankh|ankhs}",
        "fr": "{n} sur {target} {target|ankh|ankhs}",
        "it": "{n} ankh su {target}",
    },
}
"""The end screen's sentences."""
register(TEXTS)


def summary(view: View, outcome: Outcome, lang: str, seat_name: SeatName) -> Ending:
    """Who won and why, with every explorer's treasures and the mummy's ankhs."""
    tr_known(lang, f"mc.reason.{outcome.reason}")  # an end we do not know (a host's): KeyError
    pawns: list[dict[str, Any]] = list(view.get("pawns") or [])
    mummy = view.get("mummy") or {}
    taken, target = int(mummy.get("ankhs", 0)), int(mummy.get("target", 0))
    standings = [
        Standing(
            seat_name(0, lang), tr(lang, "mc.end.taken", n=taken, target=target), "", 0 in outcome.winners
        )
    ]
    totals: dict[int, int] = {}
    for hand in view.get("hands") or []:
        seat = int(hand["seat"])
        laid = len(hand.get("laid") or [])
        total = laid + int(hand.get("left", 0))
        totals[seat] = total
        mine = [p for p in pawns if p.get("seat") == seat]
        left = sum(int(p.get("ankhs", 0)) for p in mine)
        detail = tr(lang, "mc.end.left", n=left)
        if mine and all(p.get("out") for p in mine):
            detail += " · " + tr(lang, "mc.end.out")
        score = tr(lang, "mc.end.found", n=laid, total=total)
        standings.append(Standing(seat_name(seat, lang), score, detail, seat in outcome.winners))
    who = [tr(lang, "mc.end.mummy") if s == 0 else seat_name(s, lang) for s in sorted(outcome.winners)]
    if outcome.reason == "treasures":
        first = min(outcome.winners)
        reason = tr(lang, "mc.end.treasures", who=seat_name(first, lang), n=totals.get(first, 0))
    elif outcome.reason == "ankhs":
        reason = tr(lang, "mc.end.ankhs", n=taken, target=target)
    else:
        reason = tr(lang, "mc.end.all_out")
    return Ending(winners_sentence(who, lang), reason, tuple(standings))
