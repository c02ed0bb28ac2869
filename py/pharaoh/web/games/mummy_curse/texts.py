"""The words of the mummy_curse screen (German and English) and its rules in our own words."""

from __future__ import annotations

from pharaoh.web.html import esc, tag

TEXTS: dict[str, dict[str, str]] = {
    "mc.mummy": {"de": "Mumie", "en": "Mummy", "fr": "Momie", "it": "Mummia"},
    "mc.explorer": {
        "de": "Forscher {colour}",
        "en": "{colour} explorer",
        "fr": "Aventurier {colour}",
        "it": "Esploratore {colour}",
    },
    "mc.explorers2": {
        "de": "Forscher {a} & {b}",
        "en": "{a} & {b} explorers",
        "fr": "Aventuriers {a} & {b}",
        "it": "Esploratori {a} & {b}",
    },
    "mc.colour.purple": {"de": "Lila", "en": "Purple", "fr": "violet", "it": "viola"},
    "mc.colour.grey": {"de": "Grau", "en": "Grey", "fr": "gris", "it": "grigio"},
    "mc.colour.orange": {"de": "Orange", "en": "Orange", "fr": "orange", "it": "arancione"},
    "mc.colour.turquoise": {"de": "Türkis", "en": "Turquoise", "fr": "turquoise", "it": "turchese"},
    "mc.side.mummy": {"de": "Die Mumie", "en": "The mummy", "fr": "La momie", "it": "La mummia"},
    "mc.side.explorers": {
        "de": "Die Forscher",
        "en": "The explorers",
        "fr": "Les aventuriers",
        "it": "Gli esploratori",
    },
    "mc.reason.treasures": {
        "de": "{who} hat als Erster alle Schätze gefunden.",
        "en": "{who} found every treasure first.",
        "fr": "{who} a trouvé le premier tous les trésors.",
        "it": "{who} ha trovato per primo tutti i tesori.",
    },
    "mc.reason.ankhs": {
        "de": "Die Mumie hat {n} {n|Ankh|Ankhs} erbeutet – genug, um zu siegen.",
        "en": "The mummy took {n} {n|ankh|ankhs} – enough to win.",
        "fr": "La momie a pris {n} {n|ankh|ankhs} – assez pour gagner.",
        "it": "La mummia ha preso {n} ankh – abbastanza per vincere.",
    },
    "mc.reason.all_out": {
        "de": "Kein Forscher ist mehr im Spiel.",
        "en": "No explorer is left in the game.",
        "fr": "Plus aucun aventurier n'est en jeu.",
        "it": "Nessun esploratore è più in gioco.",
    },
    "mc.round": {"de": "Runde {n}", "en": "Round {n}", "fr": "Manche {n}", "it": "Giro {n}"},
    "mc.turn.of": {
        "de": "{who} ist dran",
        "en": "{who} to play",
        "fr": "À {who} de jouer",
        "it": "Tocca a {who}",
    },
    "mc.do.roll": {
        "de": "Tippe auf die Würfel, um zu würfeln.",
        "en": "Tap the dice to roll them.",
        "fr": "Touchez les dés pour les lancer.",
        "it": "Tocca i dadi per tirarli.",
    },
    "mc.do.roll_or_recover": {
        "de": "Würfle – oder hol zuerst {n|den|die {n}} Mumienwürfel zurück (dann zieht die Mumie {n} "
        "{n|Schritt|Schritte}).",
        "en": "Roll – or first take back the {n|mummy die|{n} mummy dice} (the mummy then walks {n} "
        "{n|step|steps}).",
        "fr": "Lancez – ou récupérez d'abord {n|le dé à momie|les {n} dés à momie} (la momie avance alors "
        "de {n} {n|case|cases}).",
        "it": "Tira – oppure recupera prima {n|il dado con la mummia|i {n} dadi con la mummia} (la mummia "
        "avanza allora di {n} {n|casella|caselle}).",
    },
    "mc.do.recover_forced": {
        "de": "Alle Würfel zeigen die Mumie: Du musst sie zurückholen. Die Mumie zieht dafür 5 Schritte.",
        "en": "Every die shows the mummy: you must take them back. The mummy walks 5 steps for it.",
        "fr": "Tous les dés montrent la momie : vous devez les récupérer. La momie avance pour cela de 5 "
        "cases.",
        "it": "Tutti i dadi mostrano la mummia: devi recuperarli. Per questo la mummia avanza di 5 caselle.",
    },
    "mc.do.recovered": {
        "de": "Die Mumie hat ihren Zwischenzug gemacht. Jetzt würfeln.",
        "en": "The mummy made its extra move. Now roll.",
        "fr": "La momie a fait son coup intermédiaire. Lancez maintenant.",
        "it": "La mummia ha fatto la sua mossa intermedia. Ora tira.",
    },
    "mc.do.skip": {
        "de": "Dein Forscher ist eingeschlossen und kann nicht ziehen: Sag es an und setz aus.",
        "en": "Your explorer is boxed in and cannot move: announce it and skip the turn.",
        "fr": "Votre aventurier est enfermé et ne peut pas bouger : annoncez-le et passez votre tour.",
        "it": "Il tuo esploratore è bloccato e non può muoversi: annuncialo e salta il turno.",
    },
    "mc.do.pick": {
        "de": "Wähle einen Würfel und tippe auf ein leuchtendes Feld – oder würfle neu.",
        "en": "Pick a die and tap a glowing square – or roll again.",
        "fr": "Choisissez un dé et touchez une case lumineuse – ou relancez.",
        "it": "Scegli un dado e tocca una casella luminosa – oppure ritira.",
    },
    "mc.do.no_move": {
        "de": "Mit keinem dieser Würfel kann dein Forscher ziehen: Würfle neu.",
        "en": "No die of this roll can move your explorer: roll again.",
        "fr": "Aucun de ces dés ne permet de déplacer votre aventurier : relancez.",
        "it": "Nessuno di questi dadi permette di muovere il tuo esploratore: ritira.",
    },
    "mc.do.picked": {
        "de": "Mit {face}: tippe auf ein leuchtendes Feld (oder wähle einen anderen Würfel).",
        "en": "With {face}: tap a glowing square (or pick another die).",
        "fr": "Avec {face} : touchez une case lumineuse (ou choisissez un autre dé).",
        "it": "Con {face}: tocca una casella luminosa (o scegli un altro dado).",
    },
    "mc.do.which": {
        "de": "Mehrere Wege nach {cell}: Wähle unten den Würfel zum Ansagen und ob du eine Karte ablegst.",
        "en": "Several ways to {cell}: choose below which die you announce and whether you lay a card.",
        "fr": "Plusieurs chemins mènent à {cell} : choisissez ci-dessous le dé annoncé et si vous posez une "
        "carte.",
        "it": "Più strade portano a {cell}: scegli qui sotto quale dado annunci e se giochi una carta.",
    },
    "mc.do.lay_hint": {
        "de": "Leuchtet eine deiner Karten, erreichst du ihr Symbol: Tippe sie an, um sie dort abzulegen.",
        "en": "A glowing card of yours means you can reach its symbol: tap it to go there and lay it.",
        "fr": "Une de vos cartes qui brille : vous pouvez atteindre son symbole. Touchez-la pour y aller et "
        "la poser.",
        "it": "Una tua carta che brilla: puoi raggiungere il suo simbolo. Toccala per andarci e giocarla.",
    },
    "mc.do.mummy_roll": {
        "de": "Wirf den Mumienwürfel: Er zählt zu {n|dem einen Mumienwürfel|den {n} Mumienwürfeln} dazu.",
        "en": "Roll the mummy die: it adds to the {n|one mummy die|{n} mummy dice} set aside.",
        "fr": "Lancez le dé Momie : il s'ajoute {n|au dé à momie mis de côté|aux {n} dés à momie mis de "
        "côté}.",
        "it": "Tira il dado della mummia: si somma {n|al dado con la mummia messo da parte|ai {n} dadi con "
        "la mummia messi da parte}.",
    },
    "mc.do.mummy_move": {
        "de": "Noch {n} {n|Schritt|Schritte}: tippe auf ein Nachbarfeld oder ein fernes Ziel – oder bleib "
        "stehen.",
        "en": "{n} {n|step|steps} left: tap a neighbouring square or a farther goal – or stop.",
        "fr": "Encore {n} {n|case|cases} : touchez une case voisine ou un but plus lointain – ou arrêtez.",
        "it": "Ancora {n} {n|casella|caselle}: tocca una casella vicina o una meta più lontana – oppure "
        "fermati.",
    },
    "mc.do.mummy_inter": {
        "de": "Zwischenzug: noch {n} {n|Schritt|Schritte} (tippe auf ein Feld) – oder bleib stehen.",
        "en": "Extra move: {n} {n|step|steps} left (tap a square) – or stop.",
        "fr": "Coup intermédiaire : encore {n} {n|case|cases} (touchez une case) – ou arrêtez.",
        "it": "Mossa intermedia: ancora {n} {n|casella|caselle} (tocca una casella) – oppure fermati.",
    },
    "mc.watch.roll": {
        "de": "{who} würfelt …",
        "en": "{who} is rolling …",
        "fr": "{who} lance les dés …",
        "it": "{who} tira i dadi …",
    },
    "mc.watch.move": {
        "de": "{who} zieht …",
        "en": "{who} is moving …",
        "fr": "{who} se déplace …",
        "it": "{who} si muove …",
    },
    "mc.watch.mummy": {
        "de": "Die Mumie geht um …",
        "en": "The mummy is on the prowl …",
        "fr": "La momie rôde …",
        "it": "La mummia si aggira …",
    },
    "mc.watch.hidden": {
        "de": "Du siehst die Forscher nicht – nur was sie ansagen.",
        "en": "You cannot see the explorers – only what they announce.",
        "fr": "Vous ne voyez pas les aventuriers – seulement ce qu'ils annoncent.",
        "it": "Non vedi gli esploratori – solo ciò che annunciano.",
    },
    "mc.choice.face": {
        "de": "Mit {face} (ansagen)",
        "en": "With {face} (announce it)",
        "fr": "Avec {face} (à annoncer)",
        "it": "Con {face} (da annunciare)",
    },
    "mc.face.arrow": {"de": "dem Pfeil", "en": "the arrow", "fr": "la flèche", "it": "la freccia"},
    "mc.face.n": {"de": "der {n}", "en": "the {n}", "fr": "le {n}", "it": "il {n}"},
    "mc.tray.dice": {"de": "Würfel", "en": "Dice", "fr": "Dés", "it": "Dadi"},
    "mc.tray.aside": {
        "de": "{n} bei der Mumie",
        "en": "{n} with the mummy",
        "fr": "{n} chez la momie",
        "it": "{n} dalla mummia",
    },
    "mc.tray.mummy_die": {
        "de": "Mumienwürfel",
        "en": "Mummy die",
        "fr": "Dé Momie",
        "it": "Dado della mummia",
    },
    "mc.tray.steps": {
        "de": "noch {n} {n|Schritt|Schritte}",
        "en": "{n} {n|step|steps} left",
        "fr": "encore {n} {n|case|cases}",
        "it": "ancora {n} {n|casella|caselle}",
    },
    "mc.tray.announced": {
        "de": "Angesagt: {face}",
        "en": "Announced: {face}",
        "fr": "Annoncé : {face}",
        "it": "Annunciato: {face}",
    },
    "mc.hud.ankhs": {"de": "Ankhs", "en": "Ankhs", "fr": "Ankhs", "it": "Ankh"},
    "mc.hud.mummy": {
        "de": "Mumie {n}/{target}",
        "en": "Mummy {n}/{target}",
        "fr": "Momie {n}/{target}",
        "it": "Mummia {n}/{target}",
    },
    "mc.hud.cards_left": {
        "de": "{n} {n|Karte|Karten}",
        "en": "{n} {n|card|cards}",
        "fr": "{n} {n|carte|cartes}",
        "it": "{n} {n|carta|carte}",
    },
    "mc.hud.out": {"de": "raus", "en": "out", "fr": "éliminé", "it": "eliminato"},
    "mc.hud.hand": {
        "de": "Deine Schatzkarten",
        "en": "Your treasure cards",
        "fr": "Vos cartes Mission",
        "it": "Le tue carte del tesoro",
    },
    "mc.hud.found": {
        "de": "Gefundene Schätze",
        "en": "Treasures found",
        "fr": "Trésors trouvés",
        "it": "Tesori trovati",
    },
    "mc.hud.hand.short": {"de": "Deine Karten", "en": "Your cards", "fr": "Vos cartes", "it": "Le tue carte"},
    "mc.hud.found.short": {"de": "Gefunden", "en": "Found", "fr": "Trouvés", "it": "Trovati"},
    "mc.hud.none_found": {
        "de": "Noch keiner gefunden",
        "en": "None found yet",
        "fr": "Aucun trouvé pour l'instant",
        "it": "Ancora nessuno trovato",
    },
    "mc.faceword.arrow": {"de": "Pfeil", "en": "arrow", "fr": "flèche", "it": "freccia"},
}


HELP_MORE: dict[str, tuple[str, list[tuple[str, list[str]]]]] = {
    "fr": (
        (
            "Une personne joue la momie, toutes les autres sont des aventuriers dans la pyramide. La "
            "momie ne voit jamais les aventuriers – elle apprend seulement ce qu'ils annoncent."
        ),
        [
            (
                "But",
                [
                    (
                        "Aventuriers : soyez le premier à poser toutes vos cartes Mission – chacune sur "
                        "la case de son symbole."
                    ),
                    (
                        "Momie : attrapez des aventuriers. Chaque prise rapporte une ankh ; avec 4 (2 "
                        "aventuriers), 6 (3) ou 7 (4) ankhs la momie gagne, à deux joueurs dès 3."
                    ),
                ],
            ),
            (
                "Votre tour d'aventurier",
                [
                    (
                        "Si des dés à momie sont chez la momie, vous pouvez d'abord les récupérer – la "
                        "momie avance alors aussitôt d'autant de cases qu'il y avait de dés."
                    ),
                    (
                        "Lancez les dés restants. Chaque momie tirée va chez la momie. Relancez le reste "
                        "aussi souvent que vous voulez."
                    ),
                    (
                        "Choisissez un dé et annoncez-le. Un nombre : exactement autant de cases, "
                        "aller-retour permis, jamais à travers un mur ou la momie, jamais sur la case "
                        "Départ ni dans les oubliettes ; passer sur d'autres aventuriers est permis, "
                        "s'arrêter sur eux non."
                    ),
                    (
                        "Flèche : glissez tout droit jusque juste avant le prochain obstacle (mur, momie, "
                        "aventurier, case Départ, oubliettes), au moins d'une case."
                    ),
                    (
                        "Arrêté sur le symbole d'une de vos cartes, vous pouvez poser cette carte face "
                        "visible."
                    ),
                    (
                        "Si les cinq dés montrent la momie, votre tour est perdu et l'aventurier suivant "
                        "doit les récupérer. Si vous ne pouvez pas bouger du tout, vous l'annoncez et "
                        "passez."
                    ),
                ],
            ),
            (
                "Le tour de la momie",
                [
                    (
                        "Après tous les aventuriers, la momie lance son dé (1 à 3) et ajoute les dés à "
                        "momie : au plus autant de cases, case par case."
                    ),
                    (
                        "En entrant sur la case d'un aventurier, elle l'attrape : son tour s'arrête, "
                        "l'aventurier va aux oubliettes et donne une ankh. Sans ankh, il est éliminé."
                    ),
                    "Les dés à momie restent chez la momie jusqu'à ce qu'un aventurier les récupère.",
                ],
            ),
            (
                "À l'écran",
                [
                    (
                        "Les cases lumineuses montrent où vous pouvez aller. Touchez d'abord un dé pour "
                        "ne voir que ses buts."
                    ),
                    (
                        "En momie, touchez une case voisine pour un pas, ou une case plus lointaine pour "
                        "y aller pas à pas."
                    ),
                    (
                        "À plusieurs personnes sur un appareil, un écran de confidentialité cache le "
                        "plateau entre les tours. Au tour de la momie, le plateau ne montre que la momie."
                    ),
                ],
            ),
        ],
    ),
    "it": (
        (
            "Una persona gioca la mummia, tutte le altre sono esploratori nella piramide. La mummia non "
            "vede mai gli esploratori – sa solo ciò che annunciano."
        ),
        [
            (
                "Scopo",
                [
                    (
                        "Esploratori: siate i primi a giocare tutte le vostre carte del tesoro – ognuna "
                        "sulla casella del suo simbolo."
                    ),
                    (
                        "Mummia: cattura gli esploratori. Ogni cattura porta un ankh; con 4 (2 "
                        "esploratori), 6 (3) o 7 (4) ankh vince la mummia, in due già con 3."
                    ),
                ],
            ),
            (
                "Il tuo turno da esploratore",
                [
                    (
                        "Se ci sono dadi con la mummia presso la mummia, puoi prima recuperarli – la "
                        "mummia avanza allora subito di tante caselle quanti erano i dadi."
                    ),
                    (
                        "Tira i dadi rimasti. Ogni mummia uscita va alla mummia. Ritira il resto quante "
                        "volte vuoi."
                    ),
                    (
                        "Scegli un dado e annuncialo. Un numero: esattamente tante caselle, avanti e "
                        "indietro ammessi, mai attraverso muri o la mummia, mai sulla casella di partenza "
                        "né in prigione; si può passare sopra altri esploratori, ma non fermarsi su di "
                        "loro."
                    ),
                    (
                        "Freccia: scivola dritto fino a poco prima del prossimo ostacolo (muro, mummia, "
                        "esploratore, partenza, prigione), almeno di una casella."
                    ),
                    "Fermo sul simbolo di una tua carta, puoi giocare quella carta scoperta.",
                    (
                        "Se tutti e cinque i dadi mostrano la mummia, perdi il turno e il prossimo "
                        "esploratore deve recuperarli. Se non puoi muoverti affatto, lo annunci e passi."
                    ),
                ],
            ),
            (
                "Il turno della mummia",
                [
                    (
                        "Dopo tutti gli esploratori la mummia tira il suo dado (da 1 a 3) e aggiunge i "
                        "dadi con la mummia: al massimo tante caselle, una alla volta."
                    ),
                    (
                        "Entrando nella casella di un esploratore lo cattura: il suo turno finisce, "
                        "l'esploratore va in prigione e cede un ankh. Senza ankh è eliminato."
                    ),
                    "I dadi con la mummia restano presso la mummia finché un esploratore non li recupera.",
                ],
            ),
            (
                "Sullo schermo",
                [
                    (
                        "Le caselle luminose mostrano dove puoi andare. Tocca prima un dado per vedere "
                        "solo le sue mete."
                    ),
                    (
                        "Da mummia tocca una casella vicina per un passo, o una casella più lontana per "
                        "andarci passo dopo passo."
                    ),
                    (
                        "Con più persone sullo stesso dispositivo uno schermo di riservatezza copre il "
                        "tabellone tra un turno e l'altro. Nel turno della mummia il tabellone mostra "
                        "solo la mummia."
                    ),
                ],
            ),
        ],
    ),
}
"""The rules in French and Italian, in our own words (names of things as in the French/Italian rulebook)."""


def help_html(lang: str) -> str:
    """The rules of the game, short and in our own words."""
    de = lang == "de"

    def section(title: str, items: list[str]) -> str:
        return tag("h3", esc(title)) + tag("ul", "".join(tag("li", esc(i)) for i in items))

    if lang in HELP_MORE:
        intro, parts = HELP_MORE[lang]
        return tag("p", esc(intro)) + "".join(section(title, items) for title, items in parts)
    if de:
        return (
            tag(
                "p",
                esc(
                    "Eine Person spielt die Mumie, alle anderen sind Forscher in der Pyramide. "
                    "Die Mumie sieht die Forscher nie – sie erfährt nur, was sie ansagen."
                ),
            )
            + section(
                "Ziel",
                [
                    "Forscher: Lege als Erster alle deine Schatzkarten ab – jede auf dem Feld mit ihrem "
                    "Symbol.",
                    "Mumie: Fang Forscher. Jeder Fang bringt ein Ankh; mit 4 (2 Forscher), 6 (3) oder 7 (4) "
                    "Ankhs gewinnt die Mumie, im Spiel zu zweit schon mit 3.",
                ],
            )
            + section(
                "Dein Zug als Forscher",
                [
                    "Liegen Mumienwürfel bei der Mumie, darfst du sie zuerst zurückholen – dann macht die "
                    "Mumie "
                    "sofort so viele Schritte, wie es Würfel waren.",
                    "Würfle die übrigen Würfel. Jede Mumie geht an die Mumie. Du darfst den Rest beliebig "
                    "oft "
                    "neu würfeln.",
                    "Wähle einen Würfel und sag ihn an. Eine Zahl: genau so viele Schritte, auch hin und "
                    "zurück, "
                    "nie durch Mauern oder die Mumie, nie auf Start oder Verlies; über andere Forscher "
                    "hinweg "
                    "ja, aber nicht auf ihnen enden.",
                    "Pfeil: geradeaus gleiten bis vor das nächste Hindernis (Mauer, Mumie, Forscher, Start, "
                    "Verlies), mindestens ein Feld.",
                    "Stehst du auf einem Symbol deiner Karten, darfst du die Karte offen ablegen.",
                    "Zeigen alle fünf Würfel die Mumie, ist dein Zug verloren und der Nächste muss sie "
                    "zurückholen. Kannst du gar nicht ziehen, sagst du es an und setzt aus.",
                ],
            )
            + section(
                "Der Zug der Mumie",
                [
                    "Nach allen Forschern wirft die Mumie ihren Würfel (1–3) und zählt die Mumienwürfel "
                    "dazu: "
                    "so viele Schritte darf sie höchstens gehen, Feld für Feld.",
                    "Betritt sie das Feld eines Forschers, fängt sie ihn: Ihr Zug endet, der Forscher kommt "
                    "ins "
                    "Verlies und gibt ein Ankh ab. Ohne Ankh scheidet er aus.",
                    "Die Mumienwürfel bleiben bei der Mumie, bis ein Forscher sie zurückholt.",
                ],
            )
            + section(
                "Am Bildschirm",
                [
                    "Leuchtende Felder zeigen, wohin du darfst. Tippe zuerst auf einen Würfel, um nur seine "
                    "Ziele "
                    "zu sehen.",
                    "Als Mumie tippst du auf ein Nachbarfeld für einen Schritt oder auf ein fernes Feld, um "
                    "Schritt für Schritt dorthin zu gehen.",
                    "Spielen mehrere Menschen an einem Gerät, verdeckt ein Sichtschutz den Bildschirm beim "
                    "Wechsel. Im Zug der Mumie zeigt das Brett nur die Mumie.",
                ],
            )
        )
    return (
        tag(
            "p",
            esc(
                "One player is the mummy, everyone else an explorer inside the pyramid. "
                "The mummy never sees the explorers – it only hears what they announce."
            ),
        )
        + section(
            "Goal",
            [
                "Explorers: be the first to lay down all your treasure cards, each on the square with its "
                "symbol.",
                "Mummy: catch explorers. Each catch gives an ankh; 4 (2 explorers), 6 (3) or 7 (4) ankhs "
                "win, "
                "3 in the two-player game.",
            ],
        )
        + section(
            "Your turn as an explorer",
            [
                "If mummy dice lie with the mummy, you may take them back first – the mummy then instantly "
                "walks "
                "as many steps as there were dice.",
                "Roll the remaining dice. Each mummy goes to the mummy. Roll the rest again as often as you "
                "like.",
                "Pick one die and announce it. A number: exactly that many steps, back and forth allowed, "
                "never "
                "through walls or the mummy, never onto the start or into the dungeon; passing other "
                "explorers "
                "is fine, ending on them is not.",
                "Arrow: slide straight on until just before the next obstacle (wall, mummy, explorer, start, "
                "dungeon), at least one square.",
                "Standing on a symbol of one of your cards, you may lay that card face up.",
                "If all five dice show the mummy, your turn is lost and the next explorer must take them "
                "back. If "
                "you cannot move at all, you say so and skip.",
            ],
        )
        + section(
            "The mummy's turn",
            [
                "After all explorers, the mummy rolls its die (1–3) and adds the mummy dice: that many "
                "steps at "
                "most, square by square.",
                "Entering an explorer's square catches them: the move ends, the explorer goes to the "
                "dungeon and "
                "hands over an ankh. Without an ankh left, they are out.",
                "The mummy dice stay with the mummy until an explorer takes them back.",
            ],
        )
        + section(
            "On screen",
            [
                "Glowing squares show where you may go. Tap a die first to see only its goals.",
                "As the mummy, tap a neighbouring square to step, or a farther square to walk there step by "
                "step.",
                "With several people on one device, a privacy screen hides the board between turns. On the "
                "mummy's turn the board shows the mummy alone.",
            ],
        )
    )
