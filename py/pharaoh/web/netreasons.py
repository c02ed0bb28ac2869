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
from pharaoh.web.faulttexts import KINDS, PLAIN
from pharaoh.web.i18n import register, tr
from pharaoh.web.illegaltexts import FRENCH as ILLEGAL_FRENCH
from pharaoh.web.illegaltexts import GERMAN as ILLEGAL_GERMAN
from pharaoh.web.illegaltexts import ITALIAN as ILLEGAL_ITALIAN
from pharaoh.web.netproblems import CODE_TEXTS
from pharaoh.web.netproblems import FRENCH as PROBLEMS_FRENCH
from pharaoh.web.netproblems import GERMAN as PROBLEMS_GERMAN
from pharaoh.web.netproblems import ITALIAN as PROBLEMS_ITALIAN

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
    "shown.back": "der Gastgeber setzte das Spiel ohne Rücknahme von Stand {state} auf {now} zurück",
    "shown.undos_down": "die Zahl der Rücknahmen des Gastgebers sank von {last} auf {now}",
    "shown.outcome": "uns wurde ein anderes Ergebnis gezeigt als das der Aufzeichnung",
    "record.unfinished": "die {total} {total|Aktion|Aktionen} der Aufzeichnung beenden das Spiel nicht",
    "seed.excuse": "der Gastgeber nannte Platz {seat}, den kein Gast spielt, als Grund für den Abbruch "
    "von Ziehung {n}",
    "record.start": "die Aufzeichnung beginnt kein Spiel: {error}",
    "record.replay": "Aktion {n} (Platz {seat}: {text}) lässt sich nicht nachspielen: {error}",
    **PROBLEMS_GERMAN,
    **ILLEGAL_GERMAN,
    "verified": "bestätigt: {screens} {screens|Bildschirm stimmt|Bildschirme stimmen} mit dem Nachspielen "
    "von {total} {total|Aktion|Aktionen} überein",
}
"""The German twin of every template of :data:`pharaoh.net.reasons.REASONS`."""

FRENCH: dict[str, str] = {
    **PROBLEMS_FRENCH,
    **ILLEGAL_FRENCH,
    "other_game": "l'enregistrement est celui d'une autre partie",
    "seed": "le tirage des dés a mal tourné : {problem}",
    "seed.order": "l'hôte a commencé le tirage {n} après le tirage {last}",
    "seed.many": "l'hôte a commencé plus de {n} tirages des dés",
    "seed.false.dropped": "l'hôte a dit que notre place s'était déconnectée pendant le tirage {n}, mais "
    "nous sommes restés connectés",
    "seed.false.rejoined": "l'hôte a dit que notre place avait rejoint pendant le tirage {n}, mais nous "
    "sommes restés connectés",
    "seed.not_begun": "l'hôte a listé des engagements du tirage {n}, que nous n'avions pas commencé",
    "seed.commit_changed": "l'hôte n'a pas listé notre engagement tel que nous l'avions envoyé",
    "seed.host_missing": "l'engagement de l'hôte manque, ou un participant figure deux fois",
    "seed.owners": "les valeurs révélées n'appartiennent pas aux participants qui se sont engagés",
    "seed.mismatch": "la valeur révélée pour {peer} ne correspond pas à son engagement",
    "seed.own": "notre propre valeur manque dans les dés ou a été changée",
    "seed.derived": "les dés de la partie ne sont pas ceux que donnent les valeurs révélées",
    "draws.silent": "le tirage {n} a été abandonné après que nous avons révélé notre valeur, sans raison "
    "donnée",
    "draws.none": "la partie a commencé sans un tirage des dés auquel nous ayons participé",
    "draws.later": "les dés viendraient du tirage {final}, mais la partie a commencé après le tirage "
    "{start}",
    "draws.absent": "les dés viendraient du tirage {final}, où nous n'avons pas révélé notre valeur",
    "moves.refused": "coup {n} : l'hôte a refusé notre {text} ({code}), l'enregistrement le contient",
    "moves.other": "coup {n} : nous avons envoyé {ours}, l'enregistrement a {text}",
    "moves.unsent": "coup {n} : l'enregistrement a {text} pour notre place, que nous n'avons pas envoyé",
    "moves.lost": "notre {text} à l'état {state} n'a été ni joué ni refusé",
    "shown.beyond": "on nous a montré l'état {state}, mais l'enregistrement n'a que {total} "
    "{total|action|actions}",
    "shown.differ": "ce qu'on nous a montré à l'état {state} ({kind}) diffère de la rejouée",
    "shown.back": "l'hôte a ramené la partie de l'état {state} à {now} sans annulation",
    "shown.undos_down": "le nombre d'annulations de l'hôte est descendu de {last} à {now}",
    "shown.outcome": "on nous a montré un autre résultat que celui de l'enregistrement",
    "record.unfinished": "les {total} {total|action|actions} de l'enregistrement ne terminent pas la partie",
    "seed.excuse": "l'hôte a donné la place {seat}, qu'aucun invité ne joue, comme raison de l'abandon "
    "du tirage {n}",
    "record.start": "l'enregistrement ne commence pas une partie : {error}",
    "record.replay": "l'action {n} (place {seat} : {text}) ne se rejoue pas : {error}",
    "verified": "vérifié : {screens} {screens|écran correspond|écrans correspondent} à la rejouée de "
    "{total} {total|action|actions}",
}
"""French for every final check's reason (and, merged in, every problem)."""

ITALIAN: dict[str, str] = {
    **PROBLEMS_ITALIAN,
    **ILLEGAL_ITALIAN,
    "other_game": "la registrazione è di un'altra partita",
    "seed": "l'estrazione dei dadi è andata storta: {problem}",
    "seed.order": "l'host ha cominciato l'estrazione {n} dopo l'estrazione {last}",
    "seed.many": "l'host ha cominciato più di {n} estrazioni dei dadi",
    "seed.false.dropped": "l'host ha detto che il nostro posto si era disconnesso durante l'estrazione "
    "{n}, ma siamo rimasti connessi",
    "seed.false.rejoined": "l'host ha detto che il nostro posto era rientrato durante l'estrazione {n}, "
    "ma siamo rimasti connessi",
    "seed.not_begun": "l'host ha elencato impegni dell'estrazione {n}, che non avevamo cominciato",
    "seed.commit_changed": "l'host non ha elencato il nostro impegno così come l'avevamo inviato",
    "seed.host_missing": "manca l'impegno dell'host, o un partecipante compare due volte",
    "seed.owners": "i valori rivelati non appartengono ai partecipanti che si sono impegnati",
    "seed.mismatch": "il valore rivelato per {peer} non corrisponde al suo impegno",
    "seed.own": "il nostro valore manca dai dadi o è stato cambiato",
    "seed.derived": "i dadi della partita non sono quelli che danno i valori rivelati",
    "draws.silent": "l'estrazione {n} è stata abbandonata dopo che abbiamo rivelato il nostro valore, "
    "senza alcun motivo",
    "draws.none": "la partita è cominciata senza un'estrazione dei dadi a cui abbiamo partecipato",
    "draws.later": "i dadi verrebbero dall'estrazione {final}, ma la partita è cominciata dopo "
    "l'estrazione {start}",
    "draws.absent": "i dadi verrebbero dall'estrazione {final}, in cui non abbiamo rivelato il nostro "
    "valore",
    "moves.refused": "mossa {n}: l'host ha rifiutato il nostro {text} ({code}), la registrazione lo "
    "contiene",
    "moves.other": "mossa {n}: abbiamo inviato {ours}, la registrazione ha {text}",
    "moves.unsent": "mossa {n}: la registrazione ha {text} per il nostro posto, che non abbiamo inviato",
    "moves.lost": "il nostro {text} allo stato {state} non è stato né giocato né rifiutato",
    "shown.beyond": "ci è stato mostrato lo stato {state}, ma la registrazione ha solo {total} "
    "{total|azione|azioni}",
    "shown.differ": "ciò che ci è stato mostrato allo stato {state} ({kind}) differisce dalla ripetizione",
    "shown.back": "l'host ha riportato la partita dallo stato {state} a {now} senza un annullamento",
    "shown.undos_down": "il numero di annullamenti dell'host è sceso da {last} a {now}",
    "shown.outcome": "ci è stato mostrato un risultato diverso da quello della registrazione",
    "record.unfinished": "le {total} {total|azione|azioni} della registrazione non concludono la partita",
    "seed.excuse": "l'host ha indicato il posto {seat}, che nessun ospite gioca, come motivo "
    "dell'abbandono dell'estrazione {n}",
    "record.start": "la registrazione non comincia una partita: {error}",
    "record.replay": "l'azione {n} (posto {seat}: {text}) non si ripete: {error}",
    "verified": "verificato: {screens} {screens|schermata corrisponde|schermate corrispondono} alla "
    "ripetizione di {total} {total|azione|azioni}",
}
"""Italian for every final check's reason (and, merged in, every problem)."""

TEXTS: dict[str, dict[str, str]] = {
    f"net.reason.{key}": {"de": GERMAN[key], "en": english, "fr": FRENCH[key], "it": ITALIAN[key]}
    for key, english in REASONS.items()
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


def localize(lang: str, text: str, depth: int = 0, *, peer: bool = False, heard: bool = False) -> str:
    """A reason of the core in ``lang``; any other text unchanged, or marked as the peer's words.

    ``peer``: the text came from the other side (a host's refusal, a farewell); one that is
    no reason of ours is shown as it came, in quotes, said to be the peer's own words.  So is
    one that reads as an engine's refusal (:mod:`pharaoh.engine.illegal`): those are our own
    findings, which a peer sends only inside one of its refusals.  ``heard``: a value inside
    a peer's text (set for the values of a peer's reason): never read as our own fault.

    >>> localize("en", "I win, trust me", peer=True)
    "“I win, trust me” (in the other side's own words)"
    >>> localize("en", "seat 1 moved out of turn (move 3)", peer=True)
    "“seat 1 moved out of turn (move 3)” (in the other side's own words)"

    A fault of a peek-proof match (``"<class>: <detail>"``) is said in ``lang``, its
    technical detail kept as it came (:mod:`pharaoh.web.faulttexts`):

    >>> localize("de", "FalseKey: seat 1 handed over a false key for position 4")[:47]
    'übergab im Spiel einen falschen Kartenschlüssel'
    """
    from_peer = peer or heard
    kind, _, detail = text.partition(": ")
    if not from_peer and detail and (kind in KINDS or kind in PLAIN):  # a fault of the match, by its class
        if kind in PLAIN:
            return localize(lang, detail, depth + 1)
        what = tr(lang, f"net.fault.{kind}")
        return tr(lang, "net.fault", what=what, detail=localize(lang, detail, depth + 1))
    found = parse(text) if depth < 3 else None
    if found is not None and peer and depth == 0 and found[0].startswith("illegal."):
        found = None  # our own finding, said by the other side: its words
    if found is None:
        return tr(lang, "net.peer_words", text=text) if peer and text and depth == 0 else text
    key, values = found
    inner = {name: localize(lang, value, depth + 1, heard=from_peer) for name, value in values.items()}
    return tr(lang, f"net.reason.{key}", **inner)
