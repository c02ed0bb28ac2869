"""The reasons of a final check in the page's language (the core gives them in English).

:mod:`pharaoh.net.reasons` makes every reason from a template and reads one back into its
key and values; here each template has its German twin (the English one is the core's
own), and :func:`localize` turns a reason, the guest's own or one a guest sent to the
host, into the page's language.  A value that is itself a reason (the seed draw's
problem) is translated too; a text that is no known reason is shown as it came.

>>> localize("de", "draw 2 was abandoned after we revealed our value, with no reason given")
'Ziehung 2 wurde abgebrochen, nachdem wir unseren Wert aufgedeckt hatten, ohne Angabe eines Grundes'
>>> localize("de", "something a guest made up")
'something a guest made up'
"""

from __future__ import annotations

from pharaoh.net.reasons import REASONS, parse
from pharaoh.web.i18n import register, tr
from pharaoh.web.netproblems import CODE_TEXTS
from pharaoh.web.netproblems import GERMAN as PROBLEMS_GERMAN

GERMAN: dict[str, str] = {
    "other_game": "die Aufzeichnung gehört zu einem anderen Spiel",
    "seed": "bei der Würfelziehung lief etwas falsch: {problem}",
    "seed.order": "der Gastgeber begann Ziehung {n} nach Ziehung {last}",
    "seed.many": "der Gastgeber begann mehr als {n} Würfelziehungen",
    "seed.false.dropped": "der Gastgeber sagte, unser Platz sei während Ziehung {n} getrennt worden, "
    "aber wir blieben verbunden",
    "seed.false.rejoined": "der Gastgeber sagte, unser Platz sei während Ziehung {n} neu beigetreten, "
    "aber wir blieben verbunden",
    "seed.not_begun": "der Gastgeber listete Zusagen von Ziehung {n} auf, die wir nicht begonnen hatten",
    "seed.commit_changed": "der Gastgeber listete unsere Zusage nicht so auf, wie wir sie geschickt hatten",
    "seed.host_missing": "die Zusage des Gastgebers fehlt, oder ein Teilnehmer steht doppelt in der Liste",
    "seed.owners": "die aufgedeckten Werte gehören nicht zu den Teilnehmern, die Zusagen gemacht hatten",
    "seed.mismatch": "der für {peer} aufgedeckte Wert passt nicht zu seiner Zusage",
    "seed.own": "unser eigener Wert fehlt in den Würfeln oder wurde verändert",
    "seed.derived": "die Würfel des Spiels sind nicht die, die sich aus den aufgedeckten Werten ergeben",
    "draws.silent": "Ziehung {n} wurde abgebrochen, nachdem wir unseren Wert aufgedeckt hatten, "
    "ohne Angabe eines Grundes",
    "draws.none": "das Spiel begann ohne eine Würfelziehung, an der wir teilgenommen haben",
    "draws.later": "die Würfel sollen aus Ziehung {final} stammen, aber das Spiel begann "
    "nach Ziehung {start}",
    "draws.absent": "die Würfel sollen aus Ziehung {final} stammen, in der wir unseren Wert nicht "
    "aufgedeckt haben",
    "moves.refused": "Zug {n}: der Gastgeber wies unser {text} ab ({code}), die Aufzeichnung enthält es",
    "moves.other": "Zug {n}: wir schickten {ours}, die Aufzeichnung hat {text}",
    "moves.unsent": "Zug {n}: die Aufzeichnung hat {text} für unseren Platz, was wir nicht geschickt haben",
    "moves.lost": "unser {text} bei Stand {state} wurde weder gespielt noch abgewiesen",
    "shown.beyond": "uns wurde Stand {state} gezeigt, aber die Aufzeichnung hat nur {total} "
    "{total|Aktion|Aktionen}",
    "shown.differ": "was uns bei Stand {state} ({kind}) gezeigt wurde, weicht vom Nachspielen ab",
    "record.start": "die Aufzeichnung beginnt kein Spiel: {error}",
    "record.replay": "Aktion {n} (Platz {seat}: {text}) lässt sich nicht nachspielen: {error}",
    **PROBLEMS_GERMAN,
    "verified": "bestätigt: {screens} {screens|Bildschirm stimmt|Bildschirme stimmen} mit dem Nachspielen "
    "von {total} {total|Aktion|Aktionen} überein",
}
"""The German twin of every template of :data:`pharaoh.net.reasons.REASONS`."""

TEXTS: dict[str, dict[str, str]] = {
    f"net.reason.{key}": {"de": GERMAN[key], "en": english} for key, english in REASONS.items()
}
TEXTS["net.peer_words"] = {
    "de": "„{text}“ (so schrieb es die Gegenseite)",
    "en": "“{text}” (in the other side's own words)",
    "fr": "« {text} » (avec les mots de l'autre côté)",
    "it": "«{text}» (con le parole dell'altra parte)",
}
TEXTS.update(CODE_TEXTS)
register(TEXTS)


def code_words(lang: str, code: str) -> str:
    """A refusal's code in a few words of ``lang``; an unknown code as it came.

    >>> code_words("de", "not_your_turn"), code_words("de", "zzz")
    ('nicht am Zug', 'zzz')
    """
    key = f"net.code.{code}"
    return tr(lang, key) if key in TEXTS else code


def localize(lang: str, text: str, depth: int = 0, *, peer: bool = False) -> str:
    """A reason of the core in ``lang``; any other text unchanged, or marked as the peer's words.

    ``peer``: the text came from the other side (a host's refusal, a farewell); one that is
    no reason of ours is shown as it came, in quotes, said to be the peer's own words.

    >>> localize("en", "I win, trust me", peer=True)
    "“I win, trust me” (in the other side's own words)"
    """
    found = parse(text) if depth < 3 else None
    if found is None:
        return tr(lang, "net.peer_words", text=text) if peer and text and depth == 0 else text
    key, values = found
    inner = {name: localize(lang, value, depth + 1) for name, value in values.items()}
    return tr(lang, f"net.reason.{key}", **inner)
