"""The end of Im Bann der Mumie in words (rulebook E): the mummy's win and how, or the richest character.

Cash counts as the engine counts it (:func:`pharaoh.games.mummy_spell.outcome.score`: cash plus
what a character lent the bank); every character's money is public at the table.
"""

from __future__ import annotations

from pharaoh.engine.game import Outcome, View
from pharaoh.games.mummy_spell.cards import MUMMY, RULES
from pharaoh.games.mummy_spell.outcome import finder, score
from pharaoh.games.mummy_spell.views import state_from_view
from pharaoh.web.ending import Ending, SeatName, Standing, names, winners_sentence
from pharaoh.web.i18n import register, tr, tr_known

TEXTS: dict[str, dict[str, str]] = {
    "ms.end.mummy": {"de": "Die Mumie", "en": "The mummy", "fr": "La momie", "it": "La mummia"},
    "ms.end.secured": {
        "de": "Die Mumie hat das Fundstück Mumie selbst gesichert: Ihre Überreste fallen niemandem in die "
        "Hände.",
        "en": "The mummy secured the find “mummy” herself: her remains fall into nobody's hands.",
        "fr": "La momie a mis elle-même la trouvaille « momie » à l'abri : sa dépouille ne tombe entre les "
        "mains de personne.",
        "it": "La mummia ha messo al sicuro da sé il reperto «mummia»: le sue spoglie non finiscono nelle "
        "mani di nessuno.",
    },
    "ms.end.curse": {
        "de": "Nach {n} {n|Runde|Runden} hat niemand die Mumie geborgen: Der Fluch bleibt, die Mumie "
        "gewinnt.",
        "en": "After {n} {n|round|rounds} nobody has recovered the mummy: the curse endures and the mummy "
        "wins.",
        "fr": "Après {n} {n|manche|manches}, personne n'a retrouvé la momie : la malédiction demeure et la "
        "momie gagne.",
        "it": "Dopo {n} {n|giro|giri} nessuno ha recuperato la mummia: la maledizione resta e vince la "
        "mummia.",
    },
    "ms.end.nobody_dares": {
        "de": "In Runde {n} hat jeder Charakter erklärt, sich nicht mehr an die Mumie zu wagen: Ihre "
        "Überreste bleiben unangetastet, die Mumie gewinnt.",
        "en": "In round {n} every character declared they no longer dare to face the mummy: her remains stay "
        "untouched and the mummy wins.",
        "fr": "À la manche {n}, chaque personnage a déclaré ne plus oser affronter la momie : sa dépouille "
        "reste intacte et la momie gagne.",
        "it": "Al giro {n} ogni personaggio ha dichiarato di non osare più affrontare la mummia: le sue "
        "spoglie restano intatte e vince la mummia.",
    },
    "ms.end.found": {
        "de": "{who} hat die Mumie geborgen. Damit gewinnt, wer das meiste Geld hat.",
        "en": "{who} recovered the mummy. So whoever holds the most money wins.",
        "fr": "{who} a retrouvé la momie. Gagne donc qui a le plus d'argent.",
        "it": "{who} ha recuperato la mummia. Vince quindi chi ha più denaro.",
    },
    "ms.end.tie": {
        "de": "Gleichstand mit {k}k: {who} teilen sich den Sieg.",
        "en": "A tie at {k}k: {who} share the win.",
        "fr": "Égalité à {k}k : {who} se partagent la victoire.",
        "it": "Parità a {k}k: {who} si dividono la vittoria.",
    },
    "ms.end.cash": {"de": "{k}k", "en": "{k}k", "fr": "{k}k", "it": "{k}k"},
    "ms.end.cash_only": {
        "de": "{k}k bar",
        "en": "{k}k in cash",
        "fr": "{k}k en liquide",
        "it": "{k}k in contanti",
    },
    "ms.end.cash_lent": {
        "de": "{k}k bar + {lent}k an die Bank verliehen",
        "en": "{k}k in cash + {lent}k lent to the bank",
        "fr": "{k}k en liquide + {lent}k prêtés à la banque",
        "it": "{k}k in contanti + {lent}k prestati alla banca",
    },
}
"""The end screen's sentences."""
register(TEXTS)


def summary(view: View, outcome: Outcome, lang: str, seat_name: SeatName) -> Ending:
    """Who won and why, with every character's money."""
    tr_known(lang, f"ms.reason.{outcome.reason}")  # an end we do not know (a host's): KeyError
    state = state_from_view(view)
    characters = range(1, state.players)
    standings = []
    for seat in sorted(characters, key=lambda s: -score(state, s)):
        cash, lent = state.cash[seat], state.credit[seat]
        detail = (
            tr(lang, "ms.end.cash_lent", k=cash, lent=lent) if lent else tr(lang, "ms.end.cash_only", k=cash)
        )
        total = tr(lang, "ms.end.cash", k=score(state, seat))
        standings.append(Standing(seat_name(seat, lang), total, detail, seat in outcome.winners))
    who = [tr(lang, "ms.end.mummy") if s == MUMMY else seat_name(s, lang) for s in sorted(outcome.winners)]
    note = ""
    if MUMMY in outcome.winners:
        took = finder(state)
        if outcome.reason == "mummy_secured" or took == MUMMY:
            reason = tr(lang, "ms.end.secured")
        elif outcome.reason == "nobody_dares":
            reason = tr(lang, "ms.end.nobody_dares", n=state.round)
        else:
            reason = tr(lang, "ms.end.curse", n=min(state.round, int(RULES["max_rounds"])))
    else:
        took = finder(state)
        reason = tr(lang, "ms.end.found", who=seat_name(took, lang) if took is not None else "?")
        if len(who) > 1:
            best = max(score(state, s) for s in outcome.winners)
            note = tr(lang, "ms.end.tie", k=best, who=names(who, lang))
    return Ending(winners_sentence(who, lang), reason, tuple(standings), note)
