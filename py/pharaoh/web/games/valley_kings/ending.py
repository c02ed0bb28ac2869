"""The end of Tara Wolf im Tal der Könige in words: both players' tombs, and the tie rule when it decided.

The first to hold the tombs needed wins; the medallion holder wins a tied fight, and a tie
in tombs when the tombs run out.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Outcome, View
from pharaoh.games.valley_kings.cards import INDEX, name
from pharaoh.web.ending import Ending, SeatName, Standing, winners_sentence
from pharaoh.web.i18n import register, tr, tr_known

TEXTS: dict[str, dict[str, str]] = {
    "vk.end.tombs": {
        "de": "{who} hat als Erster {n} {n|Grab|Gräber} geplündert.",
        "en": "{who} was the first to loot {n} {n|tomb|tombs}.",
        "fr": "{who} a été le premier à piller {n} {n|tombeau|tombeaux}.",
        "it": "{who} è stato il primo a saccheggiare {n} {n|tomba|tombe}.",
    },
    "vk.end.no_tombs": {
        "de": "Die Gräber sind aus; {who} hat mehr davon.",
        "en": "The tombs ran out; {who} holds more of them.",
        "fr": "Il n'y a plus de tombeaux ; {who} en détient le plus.",
        "it": "Le tombe sono finite; {who} ne ha di più.",
    },
    "vk.end.score": {
        "de": "{n} von {target} {target|Grab|Gräbern}",
        "en": "{n} of {target} {target|tomb|tombs}",
        "fr": "{n} sur {target} {target|tombeau|tombeaux}",
        "it": "{n} {target|tomba|tombe} su {target}",
    },
    "vk.end.none": {
        "de": "noch kein Grab",
        "en": "no tomb yet",
        "fr": "aucun tombeau encore",
        "it": "ancora nessuna tomba",
    },
    "vk.end.fight_tie": {
        "de": "Der letzte Kampf stand {a} zu {b} unentschieden: Wer das Medaillon hält, gewinnt ihn – {who}.",
        "en": "The last fight was a tie, {a} to {b}: the medallion holder wins it – {who}.",
        "fr": "Le dernier combat s'est fini à égalité, {a} à {b} : le détenteur du médaillon l'emporte – "
        "{who}.",
        "it": "L'ultimo scontro è finito in parità, {a} a {b}: lo vince chi ha il medaglione – {who}.",
    },
    "vk.end.count_tie": {
        "de": "Beide haben {n} {n|Grab|Gräber}: Wer das Medaillon hält, gewinnt – {who}.",
        "en": "Both hold {n} {n|tomb|tombs}: the medallion holder wins – {who}.",
        "fr": "Les deux ont {n} {n|tombeau|tombeaux} : le détenteur du médaillon gagne – {who}.",
        "it": "Entrambi hanno {n} {n|tomba|tombe}: vince chi ha il medaglione – {who}.",
    },
}
"""The end screen's sentences."""
register(TEXTS)


def summary(view: View, outcome: Outcome, lang: str, seat_name: SeatName) -> Ending:
    """Who won and why, with both players' tombs."""
    tr_known(lang, f"vk.reason.{outcome.reason}")  # an end we do not know (a host's): KeyError
    players: list[dict[str, Any]] = list(view.get("players") or [])
    target = int(view.get("win_tombs") or 4)
    winner = min(outcome.winners)
    standings = []
    for seat, player in enumerate(players):
        tombs = [str(t) for t in player.get("tombs") or []]
        listed = ", ".join(name(INDEX[t], lang) for t in tombs if t in INDEX) or tr(lang, "vk.end.none")
        score = tr(lang, "vk.end.score", n=len(tombs), target=target)
        standings.append(Standing(seat_name(seat, lang), score, listed, seat in outcome.winners))
    who = seat_name(winner, lang)
    counts = [len(p.get("tombs") or []) for p in players]
    note = ""
    if outcome.reason == "no_tombs":
        tied = len(set(counts)) == 1 and bool(counts)
        reason = (
            tr(lang, "vk.end.count_tie", n=counts[0], who=who)
            if tied
            else tr(lang, "vk.end.no_tombs", who=who)
        )
    else:
        reason = tr(lang, "vk.end.tombs", who=who, n=target)
        last = view.get("last_tomb") or {}
        strengths = last.get("strengths")
        if (
            strengths
            and len(strengths) == 2
            and strengths[0] == strengths[1]
            and last.get("winner") == winner
        ):
            note = tr(lang, "vk.end.fight_tie", a=strengths[0], b=strengths[1], who=who)
    return Ending(winners_sentence([who], lang), reason, tuple(standings), note)
