"""The guided first game in the page: start it, show the guide's word, point at what to tap.

The script and the tutor live with the engine (:mod:`pharaoh.engine.guide`); this module
only shows them.  A guided game is an ordinary local game (:class:`~pharaoh.web.runner.Session`)
that carries a :class:`~pharaoh.engine.guide.Tutor` as ``session.guide``: the panel shows a
box with what to do and why, the rules seen so far, *Play it for me* and *Leave the guide*;
the board's target of the suggested action gets a pulsing ring on the canvas (or, when the
action is a button, the button glows).  Leaving drops the tutor and the game goes on as any
other.  Nothing the guide does is more than a suggestion: every tap still goes to the engine.

The menu offers the guide on every game's entry, and more prominently to a first-time
player of that game; which games this browser has played is remembered in storage
(``guide.known``), read back defensively like every stored value (:func:`known_games`).
The menu's part (its buttons and that storage) is :mod:`pharaoh.web.guidemenu`, which the
first visit's menu imports without this module.
"""

from __future__ import annotations

import math
from typing import Any

from pharaoh.engine.game import Seat
from pharaoh.engine.guide import Advice, Tutor, decision_seed, guide_bot_key, guide_script
from pharaoh.engine.registry import game_ids
from pharaoh.web.args import whole
from pharaoh.web.guidemenu import KNOWN_KEY, known_games
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.runner import SeatSetup, Session
from pharaoh.web.surface import Painter

RING = "#ffd54a"
"""The colour of the guide's pointer ring."""

TEXTS: dict[str, dict[str, str]] = {
    "guide.title": {"de": "Anleitung", "en": "Guide", "fr": "Guide", "it": "Guida"},
    "guide.play": {
        "de": "Für mich ziehen",
        "en": "Play it for me",
        "fr": "Joue-le pour moi",
        "it": "Giocala tu per me",
    },
    "guide.leave": {
        "de": "Anleitung verlassen",
        "en": "Leave the guide",
        "fr": "Quitter le guide",
        "it": "Lascia la guida",
    },
    "guide.close": {
        "de": "Anleitung schließen",
        "en": "Close the guide",
        "fr": "Fermer le guide",
        "it": "Chiudi la guida",
    },
    "guide.point": {
        "de": "Der goldene Ring zeigt, wohin du tippen kannst.",
        "en": "The golden ring shows where to tap.",
        "fr": "L'anneau doré montre où toucher.",
        "it": "L'anello dorato mostra dove toccare.",
    },
    "guide.point.button": {
        "de": "Der leuchtende Knopf im Feld ist gemeint.",
        "en": "The glowing button in the panel is the one.",
        "fr": "C'est le bouton lumineux du panneau.",
        "it": "È il pulsante luminoso nel pannello.",
    },
    "guide.wait": {
        "de": "Der Computer ist am Zug – schau zu, was er macht.",
        "en": "The computer is playing – watch what it does.",
        "fr": "L'ordinateur joue – regardez ce qu'il fait.",
        "it": "Gioca il computer – guarda cosa fa.",
    },
    "guide.later": {
        "de": "Auch gut! Darauf kommen wir zurück, sobald es sich wieder ergibt.",
        "en": "That works too! We come back to it when it comes up again.",
        "fr": "Ça marche aussi ! Nous y reviendrons quand l'occasion se représentera.",
        "it": "Va bene anche così! Ci torniamo quando capita di nuovo.",
    },
    "guide.done": {
        "de": "Du hast alles Wichtige gesehen. Spiel die Partie allein zu Ende – viel Glück!",
        "en": "You have seen everything that matters. Finish the game on your own – good luck!",
        "fr": "Vous avez vu tout l'essentiel. Finissez la partie seul – bonne chance !",
        "it": "Hai visto tutto ciò che conta. Finisci la partita da solo – buona fortuna!",
    },
    "guide.rules": {
        "de": "Was du kennenlernst",
        "en": "What you will meet",
        "fr": "Ce que vous allez rencontrer",
        "it": "Cosa incontrerai",
    },
    "guide.rule.seen": {
        "de": "{rule} (gesehen)",
        "en": "{rule} (seen)",
        "fr": "{rule} (vu)",
        "it": "{rule} (visto)",
    },
    # ---- Der Fluch der Mumie
    "guide.mummy_curse.play": {
        "de": "Zieh, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn Neues "
        "kommt.",
        "en": "Play as you like – the ring shows a good move. The guide speaks up when something new comes.",
        "fr": "Jouez comme vous voulez – l'anneau montre un bon coup. Le guide reprend la parole quand "
        "quelque chose de nouveau arrive.",
        "it": "Gioca come vuoi – l'anello mostra una buona mossa. La guida torna a parlare quando arriva "
        "qualcosa di nuovo.",
    },
    "guide.mummy_curse.step.roll": {
        "de": "Tippe auf die Würfel, um zu würfeln. Mit dem Ergebnis ziehst du einen deiner Forscher.",
        "en": "Tap the dice to roll. You move one of your explorers with what they show.",
        "fr": "Touchez les dés pour les lancer. Vous déplacez un de vos aventuriers avec ce qu'ils montrent.",
        "it": "Tocca i dadi per tirarli. Muovi uno dei tuoi esploratori con ciò che mostrano.",
    },
    "guide.mummy_curse.step.arrow": {
        "de": "Ein Pfeil! Wähle ihn: Dein Forscher rutscht geradeaus, bis ihn etwas aufhält – oft weiter "
        "als jede Zahl.",
        "en": "An arrow! Pick it: your explorer slides straight on until something stops it – often farther "
        "than any number.",
        "fr": "Une flèche ! Choisissez-la : votre aventurier glisse tout droit jusqu'à ce que quelque chose "
        "l'arrête – souvent plus loin qu'avec un nombre.",
        "it": "Una freccia! Sceglila: il tuo esploratore scivola dritto finché qualcosa lo ferma – spesso "
        "più lontano di qualsiasi numero.",
    },
    "guide.mummy_curse.step.lay": {
        "de": "Du stehst auf dem Zeichen eines deiner Schätze. Leg die Karte hier ab – wer alle abgelegt "
        "hat, gewinnt.",
        "en": "You stand on the symbol of one of your treasures. Lay the card here – whoever lays them all "
        "wins.",
        "fr": "Vous êtes sur le symbole d'un de vos trésors. Posez la carte ici – qui les pose toutes gagne.",
        "it": "Sei sul simbolo di uno dei tuoi tesori. Gioca qui la carta – chi le gioca tutte vince.",
    },
    "guide.mummy_curse.step.recover": {
        "de": "Die Mumie hält Würfel. Hol sie zurück: Du würfelst dann mit mehr, aber die Mumie macht "
        "sofort so viele Schritte.",
        "en": "The mummy holds dice. Take them back: you roll more of them, but the mummy at once walks "
        "that many steps.",
        "fr": "La momie tient des dés. Récupérez-les : vous en lancez plus, mais la momie avance aussitôt "
        "d'autant de cases.",
        "it": "La mummia tiene dei dadi. Recuperali: ne tiri di più, ma la mummia avanza subito di "
        "altrettante caselle.",
    },
    "guide.mummy_curse.rule.mummies": {
        "de": "Mumien-Würfel",
        "en": "Mummy faces",
        "fr": "Faces momie",
        "it": "Facce con la mummia",
    },
    "guide.mummy_curse.rule.arrow": {
        "de": "Der Pfeil",
        "en": "The arrow",
        "fr": "La flèche",
        "it": "La freccia",
    },
    "guide.mummy_curse.rule.recover": {
        "de": "Würfel zurückholen",
        "en": "Taking dice back",
        "fr": "Récupérer des dés",
        "it": "Recuperare i dadi",
    },
    "guide.mummy_curse.rule.capture": {
        "de": "Gefangen!",
        "en": "Caught!",
        "fr": "Attrapé !",
        "it": "Catturato!",
    },
    "guide.mummy_curse.rule.lay": {
        "de": "Einen Schatz ablegen",
        "en": "Laying a treasure",
        "fr": "Poser un trésor",
        "it": "Giocare un tesoro",
    },
    "guide.mummy_curse.seen.mummies": {
        "de": "Eine Mumie auf dem Würfel: Dieser Würfel geht an die Mumie und macht sie schneller, bis ihn "
        "jemand zurückholt.",
        "en": "A mummy face: that die goes to the mummy and makes her faster until someone takes it back.",
        "fr": "Une face momie : ce dé va chez la momie et la rend plus rapide jusqu'à ce que quelqu'un le "
        "récupère.",
        "it": "Una faccia con la mummia: quel dado va alla mummia e la rende più veloce finché qualcuno non "
        "lo recupera.",
    },
    "guide.mummy_curse.seen.arrow": {
        "de": "So weit trägt ein Pfeil – gut, um der Mumie zu entkommen.",
        "en": "That is how far an arrow carries – handy to get away from the mummy.",
        "fr": "Voilà jusqu'où porte une flèche – pratique pour s'éloigner de la momie.",
        "it": "Ecco fin dove porta una freccia – comodo per allontanarsi dalla mummia.",
    },
    "guide.mummy_curse.seen.recover": {
        "de": "Die Würfel sind wieder deine – und die Mumie ist dafür sofort gelaufen.",
        "en": "The dice are yours again – and the mummy walked at once in return.",
        "fr": "Les dés sont de nouveau à vous – et la momie a aussitôt avancé en échange.",
        "it": "I dadi sono di nuovo tuoi – e in cambio la mummia è subito avanzata.",
    },
    "guide.mummy_curse.seen.capture": {
        "de": "Die Mumie hat einen Forscher erwischt: Er muss ins Verlies und gibt ein Ankh ab. Halte "
        "Abstand!",
        "en": "The mummy caught an explorer: off to the dungeon, and an ankh is lost. Keep your distance!",
        "fr": "La momie a attrapé un aventurier : direction les oubliettes, et une ankh perdue. Gardez vos "
        "distances !",
        "it": "La mummia ha catturato un esploratore: dritto in prigione, e un ankh perso. Tieni le "
        "distanze!",
    },
    "guide.mummy_curse.seen.lay": {
        "de": "Ein Schatz liegt! Jede abgelegte Karte bringt dich dem Sieg näher.",
        "en": "A treasure is down! Every card laid brings you closer to winning.",
        "fr": "Un trésor est posé ! Chaque carte posée vous rapproche de la victoire.",
        "it": "Un tesoro è giocato! Ogni carta giocata ti avvicina alla vittoria.",
    },
    # ---- Tara Wolf im Tal der Könige
    "guide.valley_kings.play": {
        "de": "Spiel weiter, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn "
        "Neues kommt.",
        "en": "Go on as you like – the ring shows a good move. The guide speaks up when something new comes.",
        "fr": "Continuez comme vous voulez – l'anneau montre un bon coup. Le guide reprend la parole quand "
        "quelque chose de nouveau arrive.",
        "it": "Continua come vuoi – l'anello mostra una buona mossa. La guida torna a parlare quando arriva "
        "qualcosa di nuovo.",
    },
    "guide.valley_kings.step.split": {
        "de": "Teile deine 4 Vorräte auf: Münzen bezahlen Gefährten, Karten füllen die Hand. Wähle eine "
        "Aufteilung.",
        "en": "Split your 4 resources: coins pay for companions, cards fill your hand. Choose a split.",
        "fr": "Répartissez vos 4 ressources : les pièces paient les compagnons, les cartes remplissent "
        "votre main. Choisissez une répartition.",
        "it": "Dividi le tue 4 risorse: le monete pagano i compagni, le carte riempiono la mano. Scegli una "
        "divisione.",
    },
    "guide.valley_kings.step.camp": {
        "de": "Spiel einen Gefährten oder ein Tier ins Lager. Wer im Lager steht, kann später ins Grab.",
        "en": "Play a companion or an animal into your camp. Whoever stands in the camp can enter a tomb "
        "later.",
        "fr": "Jouez un compagnon ou un animal dans votre camp. Qui se tient dans le camp pourra entrer "
        "plus tard dans un tombeau.",
        "it": "Gioca un compagno o un animale nel tuo accampamento. Chi sta nell'accampamento potrà poi "
        "entrare in una tomba.",
    },
    "guide.valley_kings.step.open": {
        "de": "Du hast das Medaillon: Deck das nächste Grab auf. Dann kämpft ihr beide darum.",
        "en": "You hold the medallion: turn up the next tomb. Then you both fight for it.",
        "fr": "Vous tenez le médaillon : retournez le tombeau suivant. Puis vous vous le disputez tous les "
        "deux.",
        "it": "Hai il medaglione: scopri la prossima tomba. Poi ve la contendete in due.",
    },
    "guide.valley_kings.step.send": {
        "de": "Schick Leute ins Grab. Ihre Stärke zählt am Ende; wer niemanden schickt, gibt das Grab "
        "kampflos ab.",
        "en": "Send people into the tomb. Their strength counts at the end; sending nobody gives the tomb "
        "away.",
        "fr": "Envoyez des gens dans le tombeau. Leur force compte à la fin ; n'envoyer personne cède le "
        "tombeau.",
        "it": "Manda gente nella tomba. La loro forza conta alla fine; non mandare nessuno cede la tomba.",
    },
    "guide.valley_kings.step.bluff": {
        "de": "Als Medaillon-Halter darfst du eine harmlose Karte verdeckt dazulegen – ein Bluff, der Angst "
        "vor Fallen macht.",
        "en": "As the medallion holder you may lay one harmless card face down too – a bluff that makes "
        "traps feared.",
        "fr": "En tant que détenteur du médaillon, vous pouvez aussi poser une carte inoffensive face "
        "cachée – un bluff qui fait craindre des pièges.",
        "it": "Chi ha il medaglione può mettere coperta anche una carta innocua – un bluff che fa temere "
        "trappole.",
    },
    "guide.valley_kings.step.trap": {
        "de": "Deine Falle geht los: Wähle, wen sie aus dem Grab wirft.",
        "en": "Your trap goes off: choose whom it throws out of the tomb.",
        "fr": "Votre piège se déclenche : choisissez qui il jette hors du tombeau.",
        "it": "La tua trappola scatta: scegli chi butta fuori dalla tomba.",
    },
    "guide.valley_kings.rule.split": {
        "de": "Vorräte aufteilen",
        "en": "Splitting resources",
        "fr": "Répartir les ressources",
        "it": "Dividere le risorse",
    },
    "guide.valley_kings.rule.camp": {
        "de": "Das Lager",
        "en": "The camp",
        "fr": "Le camp",
        "it": "L'accampamento",
    },
    "guide.valley_kings.rule.tomb": {
        "de": "Ins Grab",
        "en": "Into the tomb",
        "fr": "Dans le tombeau",
        "it": "Nella tomba",
    },
    "guide.valley_kings.rule.trap": {"de": "Fallen", "en": "Traps", "fr": "Les pièges", "it": "Le trappole"},
    "guide.valley_kings.rule.bluff": {
        "de": "Der Bluff",
        "en": "The bluff",
        "fr": "Le bluff",
        "it": "Il bluff",
    },
    "guide.valley_kings.rule.tie": {
        "de": "Gleichstand",
        "en": "A tie",
        "fr": "Une égalité",
        "it": "Un pareggio",
    },
    "guide.valley_kings.seen.split": {
        "de": "Jede Runde teilst du neu auf. Wenig Münzen, viele Karten – oder umgekehrt.",
        "en": "You split anew every round. Few coins and many cards – or the other way round.",
        "fr": "Vous répartissez à nouveau chaque manche. Peu de pièces et beaucoup de cartes – ou l'inverse.",
        "it": "Dividi di nuovo a ogni giro. Poche monete e molte carte – o il contrario.",
    },
    "guide.valley_kings.seen.camp": {
        "de": "Dein Lager wächst. Manche Karten wirken sofort, wenn du sie spielst.",
        "en": "Your camp grows. Some cards act at once when you play them.",
        "fr": "Votre camp grandit. Certaines cartes agissent dès que vous les jouez.",
        "it": "Il tuo accampamento cresce. Alcune carte agiscono appena le giochi.",
    },
    "guide.valley_kings.seen.tomb": {
        "de": "Deine Leute sind im Grab. Gleich legt ihr beide verdeckt Fallen.",
        "en": "Your people are in the tomb. Next you both lay traps face down.",
        "fr": "Vos gens sont dans le tombeau. Ensuite, vous posez tous les deux des pièges face cachée.",
        "it": "La tua gente è nella tomba. Poi entrambi mettete trappole coperte.",
    },
    "guide.valley_kings.seen.trap": {
        "de": "Eine Falle hat jemanden erwischt – wer draußen ist, zählt nicht mehr zur Stärke.",
        "en": "A trap caught someone – whoever is out no longer adds to the strength.",
        "fr": "Un piège a attrapé quelqu'un – qui est hors jeu n'ajoute plus à la force.",
        "it": "Una trappola ha preso qualcuno – chi è eliminato non aggiunge più forza.",
    },
    "guide.valley_kings.seen.bluff": {
        "de": "Ein Bluff wurde aufgedeckt: Die verdeckte Karte war gar keine Falle.",
        "en": "A bluff was turned up: the face-down card was no trap at all.",
        "fr": "Un bluff a été retourné : la carte face cachée n'était pas un piège du tout.",
        "it": "Un bluff è stato scoperto: la carta coperta non era affatto una trappola.",
    },
    "guide.valley_kings.seen.tie": {
        "de": "Gleich stark! Bei Gleichstand gewinnt, wer das Medaillon hält.",
        "en": "Equal strength! A tie goes to whoever holds the medallion.",
        "fr": "Force égale ! Une égalité revient à qui tient le médaillon.",
        "it": "Forza pari! Il pareggio va a chi ha il medaglione.",
    },
    # ---- Im Bann der Mumie
    "guide.mummy_spell.play": {
        "de": "Spiel weiter, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn "
        "Neues kommt.",
        "en": "Go on as you like – the ring shows a good move. The guide speaks up when something new comes.",
        "fr": "Continuez comme vous voulez – l'anneau montre un bon coup. Le guide reprend la parole quand "
        "quelque chose de nouveau arrive.",
        "it": "Continua come vuoi – l'anello mostra una buona mossa. La guida torna a parlare quando arriva "
        "qualcosa di nuovo.",
    },
    "guide.mummy_spell.step.research": {
        "de": "Leg eine Lupe: Du erforschst den Stapel der Ausgrabungen und siehst, was darin liegt.",
        "en": "Lay a magnifier: you research the pile of excavations and see what lies in it.",
        "fr": "Posez une loupe : vous étudiez la pile des fouilles et voyez ce qu'elle contient.",
        "it": "Metti una lente: studi il mazzo degli scavi e vedi cosa contiene.",
    },
    "guide.mummy_spell.step.open": {
        "de": "Du kennst jetzt eine Ausgrabung. Leg eine Schaufel und eröffne sie – dann gehört die Grabung "
        "dir.",
        "en": "You now know an excavation. Lay a shovel and open it – the dig is then yours.",
        "fr": "Vous connaissez maintenant une fouille. Posez une pelle et ouvrez-la – le chantier est alors "
        "à vous.",
        "it": "Ora conosci uno scavo. Metti una pala e aprilo – lo scavo è allora tuo.",
    },
    "guide.mummy_spell.step.job": {
        "de": "Nimm einen Job an einer fremden Grabung an: Du hilfst graben und wirst dafür bezahlt.",
        "en": "Take a job at someone else's dig: you help dig and get paid for it.",
        "fr": "Prenez un travail sur le chantier de quelqu'un d'autre : vous aidez à creuser et êtes payé "
        "pour cela.",
        "it": "Prendi un lavoro nello scavo di qualcun altro: aiuti a scavare e vieni pagato.",
    },
    "guide.mummy_spell.step.offer": {
        "de": "Biete an deiner Grabung einen Job mit Prämie an – so graben andere für dich mit.",
        "en": "Offer a job with a premium at your dig – then others dig for you too.",
        "fr": "Proposez un travail avec une prime sur votre chantier – alors d'autres creusent aussi pour "
        "vous.",
        "it": "Offri un lavoro con un premio nel tuo scavo – così anche altri scavano per te.",
    },
    "guide.mummy_spell.step.market": {
        "de": "Markt: Pack deinen Beutel. Was darin liegt, zählt beim Stehlen und Handeln.",
        "en": "Market: pack your bag. What it holds counts when stealing and trading.",
        "fr": "Marché : préparez votre sac. Ce qu'il contient compte pour voler et commercer.",
        "it": "Mercato: prepara la borsa. Ciò che contiene conta per rubare e commerciare.",
    },
    "guide.mummy_spell.rule.research": {
        "de": "Forschen",
        "en": "Research",
        "fr": "Recherche",
        "it": "Ricerca",
    },
    "guide.mummy_spell.rule.open": {
        "de": "Grabung eröffnen",
        "en": "Opening a dig",
        "fr": "Ouvrir un chantier",
        "it": "Aprire uno scavo",
    },
    "guide.mummy_spell.rule.job": {"de": "Jobs", "en": "Jobs", "fr": "Travaux", "it": "Lavori"},
    "guide.mummy_spell.rule.beetles": {"de": "Käfer", "en": "Beetles", "fr": "Scarabées", "it": "Scarabei"},
    "guide.mummy_spell.rule.fight": {
        "de": "Der Kampf",
        "en": "The fight",
        "fr": "Le combat",
        "it": "Lo scontro",
    },
    "guide.mummy_spell.rule.market": {
        "de": "Der Markt",
        "en": "The market",
        "fr": "Le marché",
        "it": "Il mercato",
    },
    "guide.mummy_spell.seen.research": {
        "de": "Geforscht! Nur du weißt jetzt, was dort liegt.",
        "en": "Researched! Only you know now what lies there.",
        "fr": "Étudiée ! Vous seul savez maintenant ce qu'il y a là.",
        "it": "Studiato! Ora solo tu sai cosa c'è lì.",
    },
    "guide.mummy_spell.seen.open": {
        "de": "Deine Grabung ist offen. Jede Schaufel trägt Sand ab, bis der Fund frei liegt.",
        "en": "Your dig is open. Every shovel removes sand until the find lies bare.",
        "fr": "Votre chantier est ouvert. Chaque pelle enlève du sable jusqu'à ce que la trouvaille "
        "apparaisse.",
        "it": "Il tuo scavo è aperto. Ogni pala toglie sabbia finché il reperto non viene alla luce.",
    },
    "guide.mummy_spell.seen.job": {
        "de": "Jobs verbinden Grabungen: Prämie gegen Schaufeln.",
        "en": "Jobs link the digs: a premium for shovels.",
        "fr": "Les travaux relient les chantiers : une prime pour des pelles.",
        "it": "I lavori collegano gli scavi: un premio per delle pale.",
    },
    "guide.mummy_spell.seen.beetles": {
        "de": "Die Mumie legt verdeckte Käfer an eine Grabung. Wenn sie sich öffnet, greifen sie an.",
        "en": "The mummy lays face-down beetles at a dig. When it opens, they strike.",
        "fr": "La momie pose des scarabées face cachée sur un chantier. Quand il s'ouvre, ils frappent.",
        "it": "La mummia mette scarabei coperti su uno scavo. Quando si apre, colpiscono.",
    },
    "guide.mummy_spell.seen.fight": {
        "de": "Die Käfer haben angegriffen: Schreck gegen Mut, dann Stärke plus Würfel.",
        "en": "The beetles struck: fright against courage, then strength plus a die.",
        "fr": "Les scarabées ont frappé : l'effroi contre le courage, puis la force plus un dé.",
        "it": "Gli scarabei hanno colpito: spavento contro coraggio, poi forza più un dado.",
    },
    "guide.mummy_spell.seen.market": {
        "de": "Der Markt ist offen: Lohn, Beutel, stehlen oder handeln, dann Versteigerungen.",
        "en": "The market is open: wages, the bag, steal or trade, then auctions.",
        "fr": "Le marché est ouvert : salaires, sac, voler ou commercer, puis les enchères.",
        "it": "Il mercato è aperto: paghe, borsa, rubare o commerciare, poi le aste.",
    },
}
"""The guide's words (German and English; the languages helper adds the others)."""

register(TEXTS)


# ---------------------------------------------------------------------- storage
def note_played(app: Any, game_id: str) -> None:
    """Remember that this browser has played ``game_id`` (the menu then offers the guide less loudly)."""
    known = known_games(app.host.load(KNOWN_KEY))
    if game_id in known or game_id not in game_ids():
        return
    import json

    app.host.store(KNOWN_KEY, json.dumps(sorted(known | {game_id})))


# ---------------------------------------------------------------------- the game
def start(app: Any, game_id: str) -> None:
    """Start the guided game of ``game_id`` (a person at the learner's seat, the script's computers)."""
    script = guide_script(game_id) if game_id in game_ids() else None
    if script is None:
        return
    seats = [SeatSetup("" if s == script.learner else script.bot) for s in range(script.players)]
    session = GuidedSession(game_id, seats, script.seed)
    session.bot_key = guide_bot_key(script.seed)  # a lesson: computers replay alike (docs/guide.md)
    session.guide = Tutor(script)
    app.enter_session(session)


class GuidedSession(Session):
    """A local game with a guide: ``guide`` is its tutor (``None`` once the learner left it)."""

    guide: Tutor | None = None

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """As the runner's, with this decision's seed (:func:`pharaoh.engine.guide.decision_seed`)."""
        request = super().bot_request(seat)
        request["seed"] = decision_seed(self.bot_key, seat, self.match.state_id)
        return request


def tutor(app: Any) -> Tutor | None:
    """The guided game's tutor, while the guide is on (``None`` in any other game)."""
    if app.screen != "play" or app.remote is not None or app.session is None:
        return None
    found = getattr(app.session, "guide", None)
    return found if isinstance(found, Tutor) else None


def advice(app: Any) -> Advice | None:
    """The guide's word on the game as it stands, or ``None`` without a guide (or behind a dialog)."""
    t = tutor(app)
    if t is None:
        return None
    return t.advise(app.session.match)


def pointer(app: Any, action: str | None) -> tuple[str | None, bool]:
    """Where the suggested action is tapped: (board region key or None, whether a panel button plays it).

    A single tap on the board first, then a panel button, then the board's first tap of a
    longer way (a square reached in several ways: the panel then lists them).
    """
    if action is None or app.board is None or app.overlay:
        return None, False
    key = app.board.targets().get(action)
    if key is not None:
        return key, False
    if any(c.action == action for c in app.board.choices(app.lang)):
        return None, True
    routes = getattr(app.board, "routes", None)  # a first tap there brings it within one tap or button
    key = routes().get(action) if callable(routes) else None
    return key, False


def panel_html(app: Any) -> str:
    """The guide's box in the side panel ("" without a guide)."""
    a = advice(app)
    if a is None:
        return ""
    lang, gid = app.lang, app.game_id
    script = app.session.guide.script
    parts = [tag("h2", esc(tr(lang, "guide.title")))]
    for rule in a.news:
        parts.append(tag("p", esc(tr(lang, f"guide.{gid}.seen.{rule}")), class_="guide-news"))
    if a.later and a.step != a.later:
        parts.append(tag("p", esc(tr(lang, "guide.later")), class_="guide-later"))
    if a.step == "done":
        say = tr(lang, "guide.done")
    elif a.step == "wait":
        say = tr(lang, "guide.wait")
    elif a.step == "play":
        say = tr(lang, f"guide.{gid}.play")
    else:
        say = tr(lang, f"guide.{gid}.step.{a.step}")
    key, on_button = pointer(app, a.action)
    if a.action is not None and a.step != "done":
        say += " " + tr(lang, "guide.point" if key is not None else "guide.point.button")
    parts.append(tag("p", esc(say), id="guide-say"))
    rules = "".join(
        tag(
            "li",
            esc(
                tr(lang, "guide.rule.seen", rule=tr(lang, f"guide.{gid}.rule.{r.key}"))
                if r.key in a.seen
                else tr(lang, f"guide.{gid}.rule.{r.key}")
            ),
            class_="seen" if r.key in a.seen else None,
        )
        for r in script.rules
    )
    parts.append(tag("h3", esc(tr(lang, "guide.rules"))))
    parts.append(tag("ul", rules, class_="guide-rules"))
    buttons = ""
    if a.action is not None and a.step != "done":
        lone = key is None and not on_button
        buttons += button(
            tr(lang, "guide.play"),
            "guide-play",
            f"{app.session.match.state_id}:{a.action}",
            cls="btn guide-play" + (" primary" if lone else ""),
            id="guide-play",
            data_guide="1" if lone else None,
        )
    buttons += button(
        tr(lang, "guide.close" if a.step == "done" else "guide.leave"),
        "guide-leave",
        cls="btn ghost",
        id="guide-leave",
    )
    parts.append(tag("div", buttons, class_="guide-buttons"))
    return str(tag("section", "".join(parts), id="guide", class_="guide", aria_live="polite"))


def mark_panel(app: Any, html: str) -> str:
    """The panel with the suggested action's button marked (``data-guide``), if a button plays it."""
    a = advice(app)
    if a is None or a.action is None or a.step == "done":
        return html
    needle = f'data-act="act" data-arg="{esc(a.action)}"'
    return html.replace(needle, needle + ' data-guide="1"', 1)


def draw(app: Any, p: Painter, now: float) -> None:
    """A pulsing ring around the board target of the suggested action (drawn over the board)."""
    a = advice(app)
    if a is None or a.action is None or a.step == "done":
        return
    key, _ = pointer(app, a.action)
    if key is None:
        return
    region = next((r for r in reversed(p.regions) if r.key == key), None)
    if region is None:
        return
    pulse = 0.5 + 0.5 * math.sin(now / 260.0)
    grow = 4.0 + 3.0 * pulse
    p.save()
    p.tag(f"guide:{key}")
    p.dash([])
    p.alpha(0.55 + 0.45 * pulse)
    p.shadow(RING, 12.0)
    p.stroke_style(RING)
    p.line_width(3.5)
    p.begin()
    if region.round:
        cx, cy = region.x + region.w / 2, region.y + region.h / 2
        p.ellipse(cx, cy, region.w / 2 + grow, region.h / 2 + grow)
    else:
        p.round_rect(region.x - grow, region.y - grow, region.w + 2 * grow, region.h + 2 * grow, 8.0)
    p.stroke()
    p.restore()


def hook(app: Any) -> dict[str, Any] | None:
    """The test hook's part: the guide's step, the suggested action and where it is tapped."""
    a = advice(app)
    if a is None:
        return None
    key, on_button = pointer(app, a.action)
    return {
        "step": a.step,
        "action": a.action,
        "target": key,
        "button": on_button,
        "seen": list(a.seen),
        "news": list(a.news),
        "later": a.later,
        "done": a.step == "done",
    }


def on_action(app: Any, act: str, arg: str) -> None:
    """The guide's buttons: ``start`` (a game id), ``play`` (``<state id>:<action>``), ``leave``."""
    if act == "start":
        start(app, arg)
        return
    t = tutor(app)
    if t is None:
        return
    if act == "leave":
        app.session.guide = None
        app.render_dom()
    elif act == "play":
        sid, _, action = arg.partition(":")
        if whole(sid) == app.session.match.state_id and not app.overlay:
            app.play(action)
        else:
            app.render_dom()
