"""Why an action was refused (:data:`pharaoh.engine.illegal.ILLEGAL`) in German, French and Italian.

The engines say it in English; :mod:`pharaoh.web.netreasons` merges these twins into its
tables, so :func:`~pharaoh.web.netreasons.localize` shows a refusal in the page's language
wherever one appears (a save that does not replay, a host's refusal, a peek-proof match
that caught a seat).  A seat is numbered as everywhere on the page; quoted actions, card
names and pawns are shown as the engine gave them.

>>> from pharaoh.engine.illegal import illegal
>>> from pharaoh.web.netreasons import localize
>>> localize("de", illegal("valley.not_in_hand", slot=68))
'spielte Karte Nr. 68, die nicht in seiner Hand ist'
"""

from __future__ import annotations

from typing import Final

from pharaoh.web.netproblems import FRENCH as PROBLEMS_FRENCH
from pharaoh.web.netproblems import GERMAN as PROBLEMS_GERMAN
from pharaoh.web.netproblems import ITALIAN as PROBLEMS_ITALIAN

GERMAN: Final[dict[str, str]] = {
    "illegal.no_seat": "dieses Spiel hat keinen Platz {seat}",
    "illegal.not_to_act": PROBLEMS_GERMAN["refused.not_your_turn"],  # word for word a host's refusal
    "illegal.seat_waits": "dieser Platz ist nicht am Zug",
    "illegal.settings": "mit diesen Einstellungen kann das Spiel nicht beginnen: {error}",
    "illegal.replay.seat": "Aktion {n} von {total} (Platz {seat}: {text}): diesen Platz gibt es nicht",
    "illegal.replay": PROBLEMS_GERMAN["plan.illegal"],  # word for word a host's refusal
    "illegal.over": PROBLEMS_GERMAN["refused.over"],  # word for word a host's refusal
    "illegal.not_legal_now": "jetzt keine erlaubte Aktion: {action}",
    "illegal.not_action": "keine Aktion: {text}",
    "illegal.unknown_action": "unbekannte Aktion {kind}",
    "illegal.malformed": "fehlerhafte Aktion",
    "illegal.empty": "leere Aktion",
    "illegal.out_of_turn": "zog, ohne am Zug zu sein",
    "illegal.history": "Zug {n} lässt sich nicht nachspielen: {error}",
    "illegal.host.guest_seat": "Platz {seat} spielt ein Gast aus der Ferne",
    "illegal.host.not_here": "Platz {seat} wird nicht am Bildschirm des Gastgebers gespielt",
    "illegal.host.not_playing": "das Spiel läuft gerade nicht",
    "illegal.peek.moved_on": "zog weiter, ohne seinen Teil ({what}) zu übergeben",
    "illegal.peek.sent_out_of_turn": "schickte einen Zug, ohne am Zug zu sein",
    "illegal.peek.no_move": "antwortete, obwohl kein Zug eine Antwort verlangte",
    "illegal.peek.not_asked": "antwortete auf einen Zug, der nichts von ihm verlangt",
    "illegal.peek.twice": "antwortete zweimal auf denselben Zug",
    "illegal.multi.not_this_seat": "dieser Platz ist jetzt nicht am Zug",
    "illegal.multi.not_legal": "{action} ist jetzt keine erlaubte Aktion",
    "illegal.multi.out_of_turn": "Platz {seat} zog, ohne am Zug zu sein (Zug {n})",
    "illegal.multi.false_facts": "der Bericht von Platz {seat} über Zug {n} nennt falsche Tatsachen: "
    "{facts}, das Brett der Forscher ergibt {board}",
    "illegal.multi.false_commitment": "der Bericht von Platz {seat} über Zug {n} hat eine falsche Zusage: "
    "{facts}, das Brett der Forscher ergibt {board}",
    "illegal.multi.opened": "Platz {seat} deckte einen Zug {n} auf, den er nicht gemacht hat",
    "illegal.spell.numbers": "{verb} braucht {count} {count|Zahl|Zahlen}",
    "illegal.spell.not_number": "keine Zahl: {text}",
    "illegal.spell.not_legal": "für Platz {seat} jetzt keine erlaubte Aktion: {action}",
    "illegal.curse.square": "kein Feld heißt {name}",
    "illegal.curse.card": "keine Schatzkarte heißt {name}",
    "illegal.curse.not_action": "keine Aktion des Spiels „Der Fluch der Mumie“: {action}",
    "illegal.curse.text": "eine Aktion ist ein kurzer Text wie 'roll' oder 'move 3 h10'",
    "illegal.curse.malformed": "fehlerhafte Aktion {kind}: {text}",
    "illegal.curse.not_legal": "{action} ist für Platz {seat} jetzt keine erlaubte Aktion",
    "illegal.curse.laid_twice": "Platz {seat} legte {card}, die schon einmal gelegt wurde",
    "illegal.curse.no_colour": "Platz {seat} legte {card}, hält aber keine Karte dieser Farbe",
    "illegal.curse.mummies": "Platz {seat} meldete {mummies} Mumien bei {count} Würfeln",
    "illegal.curse.moved_from": "Platz {seat} zog mit der {face} von keinem Feld aus, "
    "auf dem seine Figur stehen kann",
    "illegal.curse.arrow_from": "Platz {seat} spielte den Pfeil von keinem Feld aus, "
    "auf dem seine Figur stehen kann",
    "illegal.curse.laid_where": "Platz {seat} legte {card}, wo seine Figur nicht stehen kann",
    "illegal.curse.history": "die Reihenfolge der Karten oder ein Wurf fehlt",
    "illegal.curse.move": "Zug {text} von Platz {seat}: {why}",
    "illegal.curse.unknown_move": "unbekannter Zug",
    "illegal.curse.not_turn": "dieser Platz ist nicht am Zug",
    "illegal.curse.phase": "kein Zug dieser Phase",
    "illegal.curse.no_facts": "der Bericht nannte Tatsachen zu einem Zug, der keine hat",
    "illegal.curse.mummy_move": "kein erlaubter Zug der Mumie",
    "illegal.curse.no_face": "keine Würfelseite 1-4",
    "illegal.curse.no_symbol": "dort ist kein Symbol",
    "illegal.curse.throw_fact": "ein Wurf braucht genau eine Tatsache",
    "illegal.curse.step_fact": "ein Schritt braucht genau eine Tatsache",
    "illegal.curse.no_pawn": "meldete Figur {pawn}, die es nicht gibt",
    "illegal.curse.caught_where": "meldete Figur {pawn} gefangen, wo sie nicht stehen kann",
    "illegal.curse.denied": "bestritt, Figur {pawn} zu fangen, die bekanntlich dort steht",
    "illegal.curse.no_die": "kein Würfel beiseitegelegt",
    "illegal.valley.card": "unbekannte Karte {text}",
    "illegal.valley.kind": "unbekannte Art von Aktion {kind}",
    "illegal.valley.with": "{first} geht nicht zusammen mit {kind}",
    "illegal.valley.split": "eine Teilung nimmt 0 bis {most} Münzen, nicht {text}",
    "illegal.valley.no_target": "{kind} hat kein Ziel",
    "illegal.valley.character": "{text} ist kein Charakter",
    "illegal.valley.not_to_act": "Platz {seat} ist jetzt nicht am Zug (Platz {actor} ist es)",
    "illegal.valley.deck": "die Kartennummern passen nicht mehr zum Stapel",
    "illegal.valley.reshuffle": "Zug {n}: das Austeilen nach dem Mischen fehlt",
    "illegal.valley.slots_many": "zu viele Kartennummern genannt",
    "illegal.valley.slots_count": "{text} nennt {count} Kartennummern",
    "illegal.valley.not_in_hand": "spielte Karte Nr. {slot}, die nicht in seiner Hand ist",
    "illegal.valley.claimed": "gab Karte Nr. {slot} als {card} aus, sie ist {held}",
    "illegal.valley.face_down": "eine verdeckt gelegte Karte nennt genau eine Kartennummer",
    "illegal.valley.face_down_held": "legte Karte Nr. {slot} verdeckt, die er nicht hält",
    "illegal.valley.spy_slot": "das Opfer der Spionin nannte eine Kartennummer, "
    "die nicht die genommene Karte ist",
    "illegal.valley.spy_none": "das Opfer der Spionin nannte keine Karte seiner Hand",
}
"""German for every template of :data:`pharaoh.engine.illegal.ILLEGAL`."""

FRENCH: Final[dict[str, str]] = {
    "illegal.no_seat": "cette partie n'a pas de place {seat}",
    "illegal.not_to_act": PROBLEMS_FRENCH["refused.not_your_turn"],  # word for word a host's refusal
    "illegal.seat_waits": "cette place n'a pas à jouer",
    "illegal.settings": "la partie ne peut pas commencer avec ces réglages : {error}",
    "illegal.replay.seat": "action {n} sur {total} (place {seat} : {text}) : cette place n'existe pas",
    "illegal.replay": PROBLEMS_FRENCH["plan.illegal"],  # word for word a host's refusal
    "illegal.over": PROBLEMS_FRENCH["refused.over"],  # word for word a host's refusal
    "illegal.not_legal_now": "action non permise maintenant : {action}",
    "illegal.not_action": "ce n'est pas une action : {text}",
    "illegal.unknown_action": "action inconnue {kind}",
    "illegal.malformed": "action mal formée",
    "illegal.empty": "action vide",
    "illegal.out_of_turn": "a joué hors de son tour",
    "illegal.history": "le coup {n} ne se rejoue pas : {error}",
    "illegal.host.guest_seat": "la place {seat} est jouée par un invité à distance",
    "illegal.host.not_here": "la place {seat} ne se joue pas sur l'écran de l'hôte",
    "illegal.host.not_playing": "la partie n'est pas en cours",
    "illegal.peek.moved_on": "a continué sans remettre sa part ({what})",
    "illegal.peek.sent_out_of_turn": "a envoyé un coup hors de son tour",
    "illegal.peek.no_move": "a répondu alors qu'aucun coup n'attendait de réponse",
    "illegal.peek.not_asked": "a répondu à un coup qui ne lui demande rien",
    "illegal.peek.twice": "a répondu deux fois au même coup",
    "illegal.multi.not_this_seat": "ce n'est pas à cette place de jouer maintenant",
    "illegal.multi.not_legal": "{action} n'est pas une action permise maintenant",
    "illegal.multi.out_of_turn": "la place {seat} a joué hors de son tour (coup {n})",
    "illegal.multi.false_facts": "le rapport de la place {seat} sur le coup {n} donne de faux faits : "
    "{facts}, le plateau des aventuriers donne {board}",
    "illegal.multi.false_commitment": "le rapport de la place {seat} sur le coup {n} a un faux engagement : "
    "{facts}, le plateau des aventuriers donne {board}",
    "illegal.multi.opened": "la place {seat} a dévoilé un coup {n} qu'elle n'a pas joué",
    "illegal.spell.numbers": "{verb} demande {count} {count|nombre|nombres}",
    "illegal.spell.not_number": "ce n'est pas un nombre : {text}",
    "illegal.spell.not_legal": "action non permise maintenant pour la place {seat} : {action}",
    "illegal.curse.square": "aucune case ne s'appelle {name}",
    "illegal.curse.card": "aucune carte Mission ne s'appelle {name}",
    "illegal.curse.not_action": "ce n'est pas une action de « La Malédiction de la momie » : {action}",
    "illegal.curse.text": "une action est un court texte comme 'roll' ou 'move 3 h10'",
    "illegal.curse.malformed": "action {kind} mal formée : {text}",
    "illegal.curse.not_legal": "{action} n'est pas une action permise de la place {seat} maintenant",
    "illegal.curse.laid_twice": "la place {seat} a posé {card}, déjà posée avant",
    "illegal.curse.no_colour": "la place {seat} a posé {card} mais n'a aucune carte de cette couleur",
    "illegal.curse.mummies": "la place {seat} a annoncé {mummies} momies sur {count} dés",
    "illegal.curse.moved_from": "la place {seat} a avancé avec le {face} depuis une case "
    "où son pion ne peut pas être",
    "illegal.curse.arrow_from": "la place {seat} a joué la flèche depuis une case "
    "où son pion ne peut pas être",
    "illegal.curse.laid_where": "la place {seat} a posé {card} là où son pion ne peut pas être",
    "illegal.curse.history": "l'ordre de la donne ou un lancer manque",
    "illegal.curse.move": "coup {text} de la place {seat} : {why}",
    "illegal.curse.unknown_move": "coup inconnu",
    "illegal.curse.not_turn": "ce n'est pas le tour de cette place",
    "illegal.curse.phase": "pas un coup de cette phase",
    "illegal.curse.no_facts": "le rapport donnait des faits pour un coup qui n'en a pas",
    "illegal.curse.mummy_move": "pas un coup permis de la momie",
    "illegal.curse.no_face": "aucune face 1-4",
    "illegal.curse.no_symbol": "aucun symbole à cet endroit",
    "illegal.curse.throw_fact": "un lancer demande un seul fait",
    "illegal.curse.step_fact": "un pas demande un seul fait",
    "illegal.curse.no_pawn": "a annoncé le pion {pawn}, qui n'existe pas",
    "illegal.curse.caught_where": "a annoncé le pion {pawn} attrapé là où il ne peut pas être",
    "illegal.curse.denied": "a nié attraper le pion {pawn}, qu'on sait être là",
    "illegal.curse.no_die": "aucun dé mis de côté",
    "illegal.valley.card": "carte inconnue {text}",
    "illegal.valley.kind": "sorte d'action inconnue {kind}",
    "illegal.valley.with": "{first} ne va pas avec {kind}",
    "illegal.valley.split": "un partage prend de 0 à {most} pièces, pas {text}",
    "illegal.valley.no_target": "{kind} n'a pas de cible",
    "illegal.valley.character": "{text} n'est pas un personnage",
    "illegal.valley.not_to_act": "la place {seat} n'a pas à jouer maintenant (c'est à la place {actor})",
    "illegal.valley.deck": "les numéros de cartes ne correspondent plus à la pioche",
    "illegal.valley.reshuffle": "coup {n} : la donne après le mélange manque",
    "illegal.valley.slots_many": "trop de numéros de cartes nommés",
    "illegal.valley.slots_count": "{text} nomme {count} numéros de cartes",
    "illegal.valley.not_in_hand": "a joué la carte n° {slot}, qui n'est pas dans sa main",
    "illegal.valley.claimed": "a fait passer la carte n° {slot} pour {card}, c'est {held}",
    "illegal.valley.face_down": "une carte posée face cachée nomme un seul numéro",
    "illegal.valley.face_down_held": "a posé face cachée la carte n° {slot}, absente de sa main",
    "illegal.valley.spy_slot": "la victime de l'Espion a nommé un numéro qui n'est pas la carte prise",
    "illegal.valley.spy_none": "la victime de l'Espion n'a nommé aucune carte de sa main",
}
"""French for every template of :data:`pharaoh.engine.illegal.ILLEGAL`."""

ITALIAN: Final[dict[str, str]] = {
    "illegal.no_seat": "questa partita non ha il posto {seat}",
    "illegal.not_to_act": PROBLEMS_ITALIAN["refused.not_your_turn"],  # word for word a host's refusal
    "illegal.seat_waits": "non tocca a quel posto",
    "illegal.settings": "la partita non può iniziare con queste impostazioni: {error}",
    "illegal.replay.seat": "azione {n} di {total} (posto {seat}: {text}): quel posto non esiste",
    "illegal.replay": PROBLEMS_ITALIAN["plan.illegal"],  # word for word a host's refusal
    "illegal.over": PROBLEMS_ITALIAN["refused.over"],  # word for word a host's refusal
    "illegal.not_legal_now": "azione non consentita ora: {action}",
    "illegal.not_action": "non è un'azione: {text}",
    "illegal.unknown_action": "azione sconosciuta {kind}",
    "illegal.malformed": "azione malformata",
    "illegal.empty": "azione vuota",
    "illegal.out_of_turn": "ha mosso fuori turno",
    "illegal.history": "la mossa {n} non si ripete: {error}",
    "illegal.host.guest_seat": "il posto {seat} è giocato da un ospite a distanza",
    "illegal.host.not_here": "il posto {seat} non si gioca sullo schermo di chi ospita",
    "illegal.host.not_playing": "la partita non è in corso",
    "illegal.peek.moved_on": "è andato avanti senza consegnare la sua parte ({what})",
    "illegal.peek.sent_out_of_turn": "ha inviato una mossa fuori turno",
    "illegal.peek.no_move": "ha risposto mentre nessuna mossa attendeva risposta",
    "illegal.peek.not_asked": "ha risposto a una mossa che non gli chiede nulla",
    "illegal.peek.twice": "ha risposto due volte alla stessa mossa",
    "illegal.multi.not_this_seat": "ora non è la mossa di questo posto",
    "illegal.multi.not_legal": "{action} ora non è un'azione consentita",
    "illegal.multi.out_of_turn": "il posto {seat} ha mosso fuori turno (mossa {n})",
    "illegal.multi.false_facts": "il resoconto del posto {seat} sulla mossa {n} dà fatti falsi: "
    "{facts}, il tabellone degli esploratori dà {board}",
    "illegal.multi.false_commitment": "il resoconto del posto {seat} sulla mossa {n} ha un impegno falso: "
    "{facts}, il tabellone degli esploratori dà {board}",
    "illegal.multi.opened": "il posto {seat} ha svelato una mossa {n} che non ha fatto",
    "illegal.spell.numbers": "{verb} vuole {count} {count|numero|numeri}",
    "illegal.spell.not_number": "non è un numero: {text}",
    "illegal.spell.not_legal": "azione non consentita ora per il posto {seat}: {action}",
    "illegal.curse.square": "nessuna casella si chiama {name}",
    "illegal.curse.card": "nessuna carta del tesoro si chiama {name}",
    "illegal.curse.not_action": "non è un'azione de «La Maledizione della mummia»: {action}",
    "illegal.curse.text": "un'azione è un breve testo come 'roll' o 'move 3 h10'",
    "illegal.curse.malformed": "azione {kind} malformata: {text}",
    "illegal.curse.not_legal": "{action} ora non è un'azione consentita del posto {seat}",
    "illegal.curse.laid_twice": "il posto {seat} ha posato {card}, già posata prima",
    "illegal.curse.no_colour": "il posto {seat} ha posato {card} ma non ha carte di quel colore",
    "illegal.curse.mummies": "il posto {seat} ha dichiarato {mummies} mummie su {count} dadi",
    "illegal.curse.moved_from": "il posto {seat} ha mosso con il {face} da nessuna casella "
    "dove possa stare la sua pedina",
    "illegal.curse.arrow_from": "il posto {seat} ha giocato la freccia da nessuna casella "
    "dove possa stare la sua pedina",
    "illegal.curse.laid_where": "il posto {seat} ha posato {card} dove la sua pedina non può stare",
    "illegal.curse.history": "manca l'ordine della distribuzione o un lancio",
    "illegal.curse.move": "mossa {text} del posto {seat}: {why}",
    "illegal.curse.unknown_move": "mossa sconosciuta",
    "illegal.curse.not_turn": "non è il turno di questo posto",
    "illegal.curse.phase": "non è una mossa di questa fase",
    "illegal.curse.no_facts": "il resoconto dava fatti per una mossa che non ne ha",
    "illegal.curse.mummy_move": "non è una mossa consentita della mummia",
    "illegal.curse.no_face": "nessuna faccia 1-4",
    "illegal.curse.no_symbol": "lì non c'è nessun simbolo",
    "illegal.curse.throw_fact": "un lancio vuole un solo fatto",
    "illegal.curse.step_fact": "un passo vuole un solo fatto",
    "illegal.curse.no_pawn": "ha dichiarato la pedina {pawn}, che non esiste",
    "illegal.curse.caught_where": "ha dichiarato la pedina {pawn} presa dove non può stare",
    "illegal.curse.denied": "ha negato di prendere la pedina {pawn}, che si sa essere lì",
    "illegal.curse.no_die": "nessun dado messo da parte",
    "illegal.valley.card": "carta sconosciuta {text}",
    "illegal.valley.kind": "tipo di azione sconosciuto {kind}",
    "illegal.valley.with": "{first} non va con {kind}",
    "illegal.valley.split": "una divisione prende da 0 a {most} monete, non {text}",
    "illegal.valley.no_target": "{kind} non ha bersaglio",
    "illegal.valley.character": "{text} non è un personaggio",
    "illegal.valley.not_to_act": "ora non tocca al posto {seat} (tocca al posto {actor})",
    "illegal.valley.deck": "i numeri delle carte non corrispondono più al mazzo",
    "illegal.valley.reshuffle": "mossa {n}: manca la distribuzione dopo il rimescolamento",
    "illegal.valley.slots_many": "troppi numeri di carte nominati",
    "illegal.valley.slots_count": "{text} nomina {count} numeri di carte",
    "illegal.valley.not_in_hand": "ha giocato la carta n. {slot}, che non è nella sua mano",
    "illegal.valley.claimed": "ha spacciato la carta n. {slot} per {card}, è {held}",
    "illegal.valley.face_down": "una carta posata coperta nomina un solo numero",
    "illegal.valley.face_down_held": "ha posato coperta la carta n. {slot}, che non ha",
    "illegal.valley.spy_slot": "la vittima della Spia ha nominato un numero che non è la carta presa",
    "illegal.valley.spy_none": "la vittima della Spia non ha nominato nessuna carta della sua mano",
}
"""Italian for every template of :data:`pharaoh.engine.illegal.ILLEGAL`."""
