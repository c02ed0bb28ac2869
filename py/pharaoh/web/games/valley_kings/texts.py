"""The words of the valley table (German and English) and its rules in our own words."""

from __future__ import annotations

from pharaoh.web.html import esc, section, tag

TEXTS: dict[str, dict[str, str]] = {
    "vk.player": {"de": "Spieler {n}", "en": "Player {n}", "fr": "Joueur {n}", "it": "Giocatore {n}"},
    "vk.player.adv": {
        "de": "Spieler {n} ({adv})",
        "en": "Player {n} ({adv})",
        "fr": "Joueur {n} ({adv})",
        "it": "Giocatore {n} ({adv})",
    },
    "vk.round": {"de": "Runde {n}", "en": "Round {n}", "fr": "Manche {n}", "it": "Giro {n}"},
    "vk.score": {
        "de": "Gräber {a} : {b} (Ziel {goal})",
        "en": "Tombs {a} : {b} (goal {goal})",
        "fr": "Tombeaux {a} : {b} (but {goal})",
        "it": "Tombe {a} : {b} (obiettivo {goal})",
    },
    "vk.you": {"de": "Du", "en": "You", "fr": "Vous", "it": "Tu"},
    "vk.opponent": {"de": "Gegner", "en": "Opponent", "fr": "Adversaire", "it": "Avversario"},
    "vk.deck": {"de": "Stapel", "en": "Deck", "fr": "Pioche", "it": "Mazzo"},
    "vk.discard": {"de": "Ablage", "en": "Discard", "fr": "Défausse", "it": "Scarti"},
    "vk.tombs_left": {
        "de": "{n} {n|Grab|Gräber} übrig",
        "en": "{n} {n|tomb|tombs} left",
        "fr": "{n} {n|tombeau restant|tombeaux restants}",
        "it": "{n} {n|tomba rimasta|tombe rimaste}",
    },
    "vk.hand_n": {
        "de": "{n} {n|Handkarte|Handkarten}",
        "en": "{n} {n|card|cards} in hand",
        "fr": "{n} {n|carte|cartes} en main",
        "it": "{n} {n|carta|carte} in mano",
    },
    "vk.papyrus_n": {
        "de": "{n} {n|Papyrus|Papyri}",
        "en": "{n} {n|papyrus|papyri}",
        "fr": "{n} papyrus",
        "it": "{n} {n|papiro|papiri}",
    },
    "vk.coins_n": {
        "de": "{n} {n|Münze|Münzen}",
        "en": "{n} {n|coin|coins}",
        "fr": "{n} {n|pièce|pièces}",
        "it": "{n} {n|moneta|monete}",
    },
    "vk.supply": {
        "de": "Münzvorrat: {n}",
        "en": "Coins left: {n}",
        "fr": "Pièces restantes : {n}",
        "it": "Monete rimaste: {n}",
    },
    "vk.limit": {
        "de": "höchstens {n} pro Seite",
        "en": "at most {n} per side",
        "fr": "au plus {n} de chaque côté",
        "it": "al massimo {n} per parte",
    },
    "vk.limit.short": {
        "de": "höchstens {n}",
        "en": "at most {n}",
        "fr": "au plus {n}",
        "it": "al massimo {n}",
    },
    "vk.page": {
        "de": "Seite {i}/{n} ▸",
        "en": "Page {i}/{n} ▸",
        "fr": "Page {i}/{n} ▸",
        "it": "Pagina {i}/{n} ▸",
    },
    "vk.why.coins": {
        "de": "Münzen: {n}. Mit Münzen bezahlst du Gefährten und Tiere; am Ende der Lagerphase behältst du "
        "höchstens 2.",
        "en": "Coins: {n}. Coins pay for companions and animals; at the end of the camp phase you keep at "
        "most 2.",
        "fr": "Pièces : {n}. Les pièces paient compagnons et animaux ; à la fin de la phase de camp, vous "
        "en gardez au plus 2.",
        "it": "Monete: {n}. Le monete pagano compagni e animali; alla fine della fase di accampamento ne "
        "tieni al massimo 2.",
    },
    "vk.why.papyrus": {
        "de": "Papyruskarten: {n}. Starke Fallen und Untote, verdeckt gehalten.",
        "en": "Papyrus cards: {n}. Strong traps and undead, kept hidden.",
        "fr": "Cartes papyrus : {n}. Pièges forts et morts-vivants, gardés cachés.",
        "it": "Carte papiro: {n}. Trappole forti e non morti, tenuti nascosti.",
    },
    "vk.why.hand": {
        "de": "Handkarten: {n}.",
        "en": "Cards in hand: {n}.",
        "fr": "Cartes en main : {n}.",
        "it": "Carte in mano: {n}.",
    },
    "vk.why.pass": {
        "de": "Passstein (erhobene Hand): Einmal im Spiel darf der Besitzer des Medaillons passen, statt "
        "ein Grab zu öffnen, und behält das Medaillon. Durchgestrichen: schon benutzt.",
        "en": "Pass stone (a raised hand): once per game the medallion holder may pass instead of opening a "
        "tomb, and keeps the medallion. Crossed out: used up.",
        "fr": "Pierre de passe (une main levée) : une fois par partie, le détenteur du médaillon peut "
        "passer au lieu d'ouvrir un tombeau, et garde le médaillon. Barrée : déjà utilisée.",
        "it": "Pietra del passo (una mano alzata): una volta per partita chi ha il medaglione può passare "
        "invece di aprire una tomba, e tiene il medaglione. Barrata: già usata.",
    },
    "vk.why.split": {
        "de": "Diese Runde genommen: {coins} {coins|Münze|Münzen} und {cards} {cards|Karte|Karten} (4 "
        "Rohstoffe, vorher angesagt).",
        "en": "Taken this round: {coins} {coins|coin|coins} and {cards} {cards|card|cards} (4 resources, "
        "announced first).",
        "fr": "Pris à cette manche : {coins} {coins|pièce|pièces} et {cards} {cards|carte|cartes} (4 "
        "ressources, annoncées d'abord).",
        "it": "Presi in questo giro: {coins} {coins|moneta|monete} e {cards} {cards|carta|carte} (4 "
        "risorse, annunciate prima).",
    },
    "vk.why.supply": {
        "de": "Münzvorrat: {n} Münzen liegen noch in der Bank. Ist sie leer, gibt es keine Münzen mehr.",
        "en": "Coins left: the bank still holds {n} coins. Once it is empty, nobody gets coins.",
        "fr": "Pièces restantes : la banque en a encore {n}. Une fois vide, plus personne ne reçoit de "
        "pièces.",
        "it": "Monete rimaste: la banca ne ha ancora {n}. Quando è vuota, nessuno riceve più monete.",
    },
    "vk.why.medal": {
        "de": "Medaillon: Sein Besitzer hat die erste Lagerphase, öffnet das Grab und gewinnt bei "
        "Gleichstand.",
        "en": "Medallion: its holder has the first camp phase, opens the tomb and wins ties.",
        "fr": "Médaillon : son détenteur a la première phase de camp, ouvre le tombeau et gagne les "
        "égalités.",
        "it": "Medaglione: chi lo ha fa la prima fase di accampamento, apre la tomba e vince i pareggi.",
    },
    "vk.why.tombs": {
        "de": "Gewonnene Gräber: {n} von {goal} zum Sieg.",
        "en": "Tombs won: {n} of the {goal} that win the game.",
        "fr": "Tombeaux gagnés : {n} sur les {goal} qui font gagner la partie.",
        "it": "Tombe vinte: {n} delle {goal} che fanno vincere la partita.",
    },
    "vk.next": {
        "de": "Nächstes Grab: {name}",
        "en": "Next tomb: {name}",
        "fr": "Prochain tombeau : {name}",
        "it": "Prossima tomba: {name}",
    },
    "vk.empty_camp": {"de": "Lager leer", "en": "Camp empty", "fr": "Camp vide", "it": "Accampamento vuoto"},
    "vk.hidden_n": {
        "de": "{n} verdeckt",
        "en": "{n} face down",
        "fr": "{n} face cachée",
        "it": "{n} coperte",
    },
    "vk.won": {"de": "gewinnt!", "en": "wins!", "fr": "gagne !", "it": "vince!"},
    "vk.split.label": {
        "de": "{coins} {coins|Münze|Münzen} + {cards} {cards|Karte|Karten}",
        "en": "{coins} {coins|coin|coins} + {cards} {cards|card|cards}",
        "fr": "{coins} {coins|pièce|pièces} + {cards} {cards|carte|cartes}",
        "it": "{coins} {coins|moneta|monete} + {cards} {cards|carta|carte}",
    },
    "vk.split.hint": {
        "de": "vor dem Nehmen ansagen",
        "en": "said before taking",
        "fr": "annoncé avant de prendre",
        "it": "annunciato prima di prendere",
    },
    "vk.watch.camp": {
        "de": "{who} ist in der Lagerphase …",
        "en": "{who} is in the camp phase …",
        "fr": "{who} est en phase de camp …",
        "it": "{who} è nella fase di accampamento …",
    },
    "vk.watch.tomb": {
        "de": "{who} ist am Zug im Grab …",
        "en": "{who} acts in the tomb …",
        "fr": "{who} agit dans le tombeau …",
        "it": "{who} agisce nella tomba …",
    },
    "vk.watch.other": {
        "de": "{who} ist am Zug …",
        "en": "{who} is to act …",
        "fr": "{who} doit agir …",
        "it": "Tocca a {who} …",
    },
    "vk.do.split": {
        "de": "Teile deine 4 Rohstoffe auf: wie viele Münzen, wie viele Karten? Wähle einen der Knöpfe.",
        "en": "Split your 4 resources: how many coins, how many cards? Pick one of the buttons.",
        "fr": "Répartissez vos 4 ressources : combien de pièces, combien de cartes ? Choisissez un des "
        "boutons.",
        "it": "Dividi le tue 4 risorse: quante monete, quante carte? Scegli uno dei pulsanti.",
    },
    "vk.do.camp": {
        "de": "Du hast {coins} {coins|Münze|Münzen}. Tippe eine leuchtende Handkarte, um sie ins Lager zu "
        "spielen – oder beende die Lagerphase.",
        "en": "You have {coins} {coins|coin|coins}. Tap a glowing hand card to play it into your camp – or "
        "end the camp phase.",
        "fr": "Vous avez {coins} {coins|pièce|pièces}. Touchez une carte lumineuse de votre main pour la "
        "jouer dans votre camp – ou terminez la phase de camp.",
        "it": "Hai {coins} {coins|moneta|monete}. Tocca una carta luminosa della tua mano per giocarla nel "
        "tuo accampamento – oppure chiudi la fase di accampamento.",
    },
    "vk.do.camp_none": {
        "de": "Du kannst dir gerade nichts leisten: beende die Lagerphase.",
        "en": "Nothing is affordable right now: end the camp phase.",
        "fr": "Rien n'est abordable pour l'instant : terminez la phase de camp.",
        "it": "Per ora non puoi permetterti niente: chiudi la fase di accampamento.",
    },
    "vk.do.target": {
        "de": "{card}: tippe die leuchtende Karte beim Gegner, die getroffen werden soll.",
        "en": "{card}: tap the glowing card of your opponent it should hit.",
        "fr": "{card} : touchez la carte lumineuse de l'adversaire qu'elle doit frapper.",
        "it": "{card}: tocca la carta luminosa dell'avversario da colpire.",
    },
    "vk.do.hand_limit": {
        "de": "Zu viele Karten: tippe eine Handkarte zum Abwerfen (bis {n} übrig {n|ist|sind}).",
        "en": "Too many cards: tap a hand card to discard it (until {n} {n|is|are} left).",
        "fr": "Trop de cartes : touchez une carte de votre main pour la défausser (jusqu'à ce qu'il en "
        "reste {n}).",
        "it": "Troppe carte: tocca una carta della mano per scartarla (finché {n|ne resta|ne restano} {n}).",
    },
    "vk.do.forced": {
        "de": "Der Söldner des Gegners: wirf {n} {n|Karte|Karten} ab – tippe sie an.",
        "en": "Your opponent's Mercenary: discard {n} {n|card|cards} – tap {n|it|them}.",
        "fr": "Le Mercenaire adverse : défaussez {n} {n|carte|cartes} – {n|touchez-la|touchez-les}.",
        "it": "Il Mercenario avversario: scarta {n} {n|carta|carte} – {n|toccala|toccale}.",
    },
    "vk.do.open_discard": {
        "de": "Dieses Grab verlangt: wirf {n} {n|Karte|Karten} ab – tippe sie an.",
        "en": "This tomb demands it: discard {n} {n|card|cards} – tap {n|it|them}.",
        "fr": "Ce tombeau l'exige : défaussez {n} {n|carte|cartes} – {n|touchez-la|touchez-les}.",
        "it": "Questa tomba lo esige: scarta {n} {n|carta|carte} – {n|toccala|toccale}.",
    },
    "vk.do.start": {
        "de": "Tippe den Gräberstapel, um das nächste Grab zu öffnen.",
        "en": "Tap the pile of tombs to open the next one.",
        "fr": "Touchez la pile de tombeaux pour ouvrir le suivant.",
        "it": "Tocca la pila delle tombe per aprire la prossima.",
    },
    "vk.do.start_pass": {
        "de": "Tippe den Gräberstapel, um das nächste Grab zu öffnen – oder tippe deinen Passstein (einmal "
        "im Spiel): dann behältst du das Medaillon.",
        "en": "Tap the pile of tombs to open the next one – or tap your pass stone (once per game) to keep "
        "the medallion.",
        "fr": "Touchez la pile de tombeaux pour ouvrir le suivant – ou touchez votre pierre de passe (une "
        "fois par partie) pour garder le médaillon.",
        "it": "Tocca la pila delle tombe per aprire la prossima – oppure tocca la tua pietra del passo (una "
        "volta per partita) per tenere il medaglione.",
    },
    "vk.do.send": {
        "de": "Tippe Charaktere in deinem Lager, um sie ins Grab zu schicken; dann „Niemanden mehr“.",
        "en": "Tap characters in your camp to send them into the tomb; then “Send no one else”.",
        "fr": "Touchez des personnages de votre camp pour les envoyer dans le tombeau ; puis « N'envoyer "
        "personne d'autre ».",
        "it": "Tocca i personaggi del tuo accampamento per mandarli nella tomba; poi «Non mandare nessun "
        "altro».",
    },
    "vk.do.send_none": {
        "de": "Schickst du niemanden, bekommt dein Gegner das Grab sofort.",
        "en": "If you send nobody, your opponent takes the tomb at once.",
        "fr": "Si vous n'envoyez personne, l'adversaire prend aussitôt le tombeau.",
        "it": "Se non mandi nessuno, l'avversario prende subito la tomba.",
    },
    "vk.do.hide_holder": {
        "de": "Lege Fallen, Untote und Papyrus verdeckt ins Grab (antippen) – und höchstens eine andere "
        "Karte als Bluff. Dann „Keine weiteren Karten“.",
        "en": "Lay traps, undead and papyrus face down into the tomb (tap them) – plus at most one other "
        "card as a bluff. Then “Lay no more cards”.",
        "fr": "Posez pièges, morts-vivants et papyrus face cachée dans le tombeau (touchez-les) – plus au "
        "plus une autre carte pour bluffer. Puis « Ne plus poser de cartes ».",
        "it": "Metti trappole, non morti e papiri coperti nella tomba (toccali) – più al massimo un'altra "
        "carta come bluff. Poi «Non mettere altre carte».",
    },
    "vk.do.hide": {
        "de": "Lege Fallen, Untote und Papyrus verdeckt ins Grab (antippen). Dann „Keine weiteren Karten“.",
        "en": "Lay traps, undead and papyrus face down into the tomb (tap them). Then “Lay no more cards”.",
        "fr": "Posez pièges, morts-vivants et papyrus face cachée dans le tombeau (touchez-les). Puis « Ne "
        "plus poser de cartes ».",
        "it": "Metti trappole, non morti e papiri coperti nella tomba (toccali). Poi «Non mettere altre "
        "carte».",
    },
    "vk.do.trap": {
        "de": "Deine Falle {card} geht los: tippe ihr Ziel unter den Charakteren im Grab.",
        "en": "Your trap {card} goes off: tap its target among the characters in the tomb.",
        "fr": "Votre piège {card} se déclenche : touchez sa cible parmi les personnages du tombeau.",
        "it": "La tua trappola {card} scatta: tocca il suo bersaglio tra i personaggi nella tomba.",
    },
    "vk.do.trap_pick": {
        "de": "Deine Fallen gehen nacheinander los. {card} zuerst: tippe ihr Ziel im Grab – oder tippe eine "
        "andere deiner Fallen, um mit ihr zu beginnen.",
        "en": "Your traps go off one by one. {card} first: tap its target in the tomb – or tap another of "
        "your traps to start with that one.",
        "fr": "Vos pièges se déclenchent un par un. D'abord {card} : touchez sa cible dans le tombeau – ou "
        "touchez un autre de vos pièges pour commencer par celui-là.",
        "it": "Le tue trappole scattano una alla volta. Prima {card}: tocca il suo bersaglio nella tomba – "
        "oppure tocca un'altra tua trappola per cominciare da quella.",
    },
    "vk.do.trap_none": {
        "de": "{card} findet kein Ziel: tippe sie an, sie verpufft.",
        "en": "{card} finds no target: tap it and it fizzles out.",
        "fr": "{card} ne trouve aucune cible : touchez-la et elle fait long feu.",
        "it": "{card} non trova bersagli: toccala e va a vuoto.",
    },
    "vk.phase.split": {
        "de": "Lagerphase",
        "en": "Camp phase",
        "fr": "Phase de camp",
        "it": "Fase di accampamento",
    },
    "vk.phase.camp": {
        "de": "Lagerphase",
        "en": "Camp phase",
        "fr": "Phase de camp",
        "it": "Fase di accampamento",
    },
    "vk.phase.forced_discard": {
        "de": "Lagerphase",
        "en": "Camp phase",
        "fr": "Phase de camp",
        "it": "Fase di accampamento",
    },
    "vk.phase.hand_limit": {
        "de": "Ende der Lagerphase",
        "en": "End of the camp phase",
        "fr": "Fin de la phase de camp",
        "it": "Fine della fase di accampamento",
    },
    "vk.phase.tomb_start": {
        "de": "Grabphase",
        "en": "Tomb phase",
        "fr": "Phase du tombeau",
        "it": "Fase della tomba",
    },
    "vk.phase.open_discard": {
        "de": "Grabphase",
        "en": "Tomb phase",
        "fr": "Phase du tombeau",
        "it": "Fase della tomba",
    },
    "vk.phase.send": {
        "de": "Grabphase: Charaktere schicken",
        "en": "Tomb phase: sending characters",
        "fr": "Phase du tombeau : envoi des personnages",
        "it": "Fase della tomba: invio dei personaggi",
    },
    "vk.phase.hide": {
        "de": "Grabphase: verdeckt legen",
        "en": "Tomb phase: laying face down",
        "fr": "Phase du tombeau : pose face cachée",
        "it": "Fase della tomba: carte coperte",
    },
    "vk.phase.traps": {
        "de": "Grabphase: Fallen",
        "en": "Tomb phase: traps",
        "fr": "Phase du tombeau : pièges",
        "it": "Fase della tomba: trappole",
    },
    "vk.phase.over": {
        "de": "Spielende",
        "en": "Game over",
        "fr": "Fin de la partie",
        "it": "Fine della partita",
    },
    "vk.side.winner": {"de": "{who}", "en": "{who}", "fr": "{who}", "it": "{who}"},
    "vk.reason.tombs": {
        "de": "{who} hat als Erster {n} {n|Grab|Gräber} geplündert.",
        "en": "{who} was the first to loot {n} {n|tomb|tombs}.",
        "fr": "{who} a été le premier à piller {n} {n|tombeau|tombeaux}.",
        "it": "{who} è stato il primo a saccheggiare {n} {n|tomba|tombe}.",
    },
    "vk.reason.no_tombs": {
        "de": "Die Gräber sind aus; {who} hat mehr davon.",
        "en": "The tombs ran out; {who} holds more of them.",
        "fr": "Il n'y a plus de tombeaux ; {who} en détient le plus.",
        "it": "Le tombe sono finite; {who} ne ha di più.",
    },
    "vk.choice.discard_any": {
        "de": "Abwerfen: {card}",
        "en": "Discard: {card}",
        "fr": "Défausser : {card}",
        "it": "Scarta: {card}",
    },
    "bot.ismcts": {
        "de": "Stark (denkt voraus)",
        "en": "Strong (plans ahead)",
        "fr": "Fort (prévoit)",
        "it": "Forte (pianifica)",
    },
}
"""Every word of the valley screen by key."""


HELP_MORE: dict[str, tuple[str, list[tuple[str, list[str]]]]] = {
    "fr": (
        "Deux aventuriers pillent la Vallée des Rois. Le premier qui gagne 4 tombeaux gagne la partie.",
        [
            (
                "Une manche",
                [
                    (
                        "D'abord la phase de camp du détenteur du médaillon, puis celle de l'autre, puis "
                        "un tombeau. Ensuite le médaillon change de mains."
                    ),
                    (
                        "Phase de camp : annoncez comment vous répartissez 4 ressources entre pièces et "
                        "cartes, et prenez-les. Jouez compagnons et animaux en payant leur coût. À la "
                        "fin, vous gardez au plus 5 cartes et 2 pièces."
                    ),
                ],
            ),
            (
                "Le tombeau",
                [
                    (
                        "Le détenteur du médaillon retourne le tombeau du dessus (ou passe, une fois par "
                        "partie)."
                    ),
                    (
                        "Les deux envoient des personnages de leur camp, le détenteur d'abord. N'envoyer "
                        "personne laisse aussitôt le tombeau à l'autre."
                    ),
                    (
                        "Puis les deux posent pièges, morts-vivants et papyrus face cachée ; le détenteur "
                        "peut y ajouter une autre carte pour bluffer."
                    ),
                    (
                        "Tout est retourné. Chaque piège met hors jeu un personnage du tombeau (même un "
                        "des siens). Puis la force compte : la plus haute gagne, le détenteur gagne les "
                        "égalités."
                    ),
                    (
                        "Les aventuriers rentrent chez eux, tout le reste est défaussé (seul le singe "
                        "revient)."
                    ),
                ],
            ),
            (
                "À l'écran",
                [
                    (
                        "Les cartes lumineuses peuvent être touchées. Pour voir une carte en grand, "
                        "gardez le pointeur dessus, ou sur un écran tactile gardez le doigt dessus : cela "
                        "ne la joue pas."
                    ),
                    (
                        "À deux sur un appareil, un écran de confidentialité cache la table quand c'est à "
                        "l'autre de jouer."
                    ),
                ],
            ),
            (
                "Les signes sur la table",
                [
                    (
                        "Pièce d'or avec un nombre : vos pièces (sur une carte : son coût). Bouclier "
                        "rouge : la force."
                    ),
                    "Dos de carte clair avec un nombre : les cartes papyrus ; foncé : les cartes en main.",
                    (
                        "Pierre ronde avec une main levée : la pierre de passe, une fois par partie ; "
                        "barrée, elle est utilisée."
                    ),
                    (
                        "Disque d'or : le médaillon. Pièce 2 + carte 2 en phase de camp : comment le "
                        "joueur a réparti ses 4 ressources cette manche."
                    ),
                    (
                        "Pièces restantes : ce que la banque détient encore. « 1 / 4 » : tombeaux gagnés "
                        "sur 4."
                    ),
                    "Gardez le doigt (ou le pointeur) sur un signe pour qu'il soit expliqué.",
                ],
            ),
        ],
    ),
    "it": (
        "Due avventurieri saccheggiano la Valle dei Re. Chi per primo vince 4 tombe vince la partita.",
        [
            (
                "Un giro",
                [
                    (
                        "Prima la fase di accampamento di chi ha il medaglione, poi quella dell'altro, "
                        "poi una tomba. Poi il medaglione cambia di mano."
                    ),
                    (
                        "Fase di accampamento: annuncia come dividi 4 risorse tra monete e carte, e "
                        "prendile. Gioca compagni e animali pagandone il costo. Alla fine tieni al "
                        "massimo 5 carte e 2 monete."
                    ),
                ],
            ),
            (
                "La tomba",
                [
                    "Chi ha il medaglione scopre la tomba in cima (o passa, una volta per partita).",
                    (
                        "Entrambi mandano personaggi dal proprio accampamento, prima chi ha il "
                        "medaglione. Chi non manda nessuno lascia subito la tomba all'altro."
                    ),
                    (
                        "Poi entrambi mettono trappole, non morti e papiri coperti; chi ha il medaglione "
                        "può aggiungere un'altra carta come bluff."
                    ),
                    (
                        "Tutto viene scoperto. Ogni trappola elimina un personaggio nella tomba (anche "
                        "uno dei propri). Poi conta la forza: vince la più alta, i pareggi li vince chi "
                        "ha il medaglione."
                    ),
                    (
                        "Gli avventurieri tornano a casa, tutto il resto va negli scarti (torna solo la "
                        "scimmia)."
                    ),
                ],
            ),
            (
                "Sullo schermo",
                [
                    (
                        "Le carte luminose si possono toccare. Per vedere una carta in grande tieni il "
                        "puntatore sopra, o su uno schermo tattile tienici sopra il dito: così non la "
                        "giochi."
                    ),
                    (
                        "In due sullo stesso dispositivo, uno schermo di riservatezza copre il tavolo "
                        "quando tocca all'altro."
                    ),
                ],
            ),
            (
                "I segni sul tavolo",
                [
                    (
                        "Moneta d'oro con un numero: le tue monete (su una carta: il suo costo). Scudo "
                        "rosso: la forza."
                    ),
                    "Dorso chiaro con un numero: le carte papiro; scuro: le carte in mano.",
                    (
                        "Pietra rotonda con una mano alzata: la pietra del passo, una volta per partita; "
                        "barrata, è già usata."
                    ),
                    (
                        "Disco d'oro: il medaglione. Moneta 2 + carta 2 nella fase di accampamento: come "
                        "il giocatore ha diviso le 4 risorse in questo giro."
                    ),
                    "Monete rimaste: quante ne ha ancora la banca. «1 / 4»: tombe vinte su 4.",
                    "Tieni il dito (o il puntatore) su un segno per fartelo spiegare.",
                ],
            ),
        ],
    ),
}
"""The rules in French and Italian, in our own words."""


def help_html(lang: str) -> str:
    """The rules in our own words, short, as HTML."""
    if lang in HELP_MORE:
        intro, parts = HELP_MORE[lang]
        return tag("p", esc(intro)) + "".join(section(title, items) for title, items in parts)
    if lang == "de":
        return (
            tag(
                "p",
                esc(
                    "Zwei Abenteurer plündern das Tal der Könige. Wer zuerst 4 Gräber gewonnen hat, "
                    "gewinnt das Spiel."
                ),
            )
            + section(
                "Eine Runde",
                [
                    "Erst die Lagerphase des Medaillon-Besitzers, dann die des anderen, dann ein Grab. "
                    "Danach wandert das Medaillon weiter.",
                    "Lagerphase: Sag an, wie du 4 Rohstoffe zwischen Münzen und Karten teilst, und nimm sie. "
                    "Spiel Gefährten und Tiere aus, indem du ihre Kosten zahlst. Am Ende hältst du höchstens "
                    "5 Karten und 2 Münzen.",
                ],
            )
            + section(
                "Das Grab",
                [
                    "Der Medaillon-Besitzer deckt das oberste Grab auf (oder passt einmal im Spiel).",
                    "Beide schicken Charaktere aus dem Lager hinein, der Besitzer zuerst. Wer niemanden "
                    "schickt, überlässt das Grab sofort dem anderen.",
                    "Dann legen beide verdeckt Fallen, Untote und Papyrus hinein; der Besitzer darf "
                    "zusätzlich eine beliebige Karte als Bluff legen.",
                    "Alles wird aufgedeckt. Jede Falle schaltet einen Charakter im Grab aus (auch einen "
                    "eigenen). Dann zählt die "
                    "Stärke: mehr gewinnt, bei Gleichstand der Besitzer.",
                    "Abenteurer gehen heim, alles andere kommt auf die Ablage (nur der Affe kehrt zurück).",
                ],
            )
            + section(
                "Am Bildschirm",
                [
                    "Leuchtende Karten kannst du antippen. Um eine Karte groß zu sehen, halte den Zeiger "
                    "über sie, oder auf dem Touchscreen den Finger auf ihr; so wird sie nicht gespielt.",
                    "Spielen zwei Menschen an einem Gerät, verdeckt ein Sichtschutz den Bildschirm, "
                    "wenn der andere dran ist.",
                ],
            )
            + section(
                "Die Zeichen auf dem Tisch",
                [
                    "Goldene Münze mit Zahl: deine Münzen (auf einer Karte: ihre Kosten). "
                    "Roter Schild: Stärke.",
                    "Helle Kartenrückseite mit Zahl: Papyruskarten; dunkle: Handkarten.",
                    "Runder Stein mit erhobener Hand: der Passstein, einmal im Spiel; durchgestrichen ist er "
                    "verbraucht.",
                    "Goldene Scheibe: das Medaillon. Münze 2 + Karte 2 in der Lagerphase: so hat der Spieler "
                    "seine 4 Rohstoffe diese Runde geteilt.",
                    "Münzvorrat: die Münzen, die noch in der Bank liegen. „1 / 4“: gewonnene Gräber von 4.",
                    "Halte den Finger auf ein Zeichen (oder den Zeiger darüber), um es erklärt zu bekommen.",
                ],
            )
        )
    return (
        tag(
            "p",
            esc("Two adventurers loot the Valley of the Kings. The first to win 4 tombs wins the game."),
        )
        + section(
            "A round",
            [
                "First the camp phase of the medallion holder, then the other's, then one tomb. Then the "
                "medallion changes hands.",
                "Camp phase: say how you split 4 resources between coins and cards, and take them. Play "
                "companions and animals by paying their cost. At the end you keep at most 5 cards and 2 "
                "coins.",
            ],
        )
        + section(
            "The tomb",
            [
                "The medallion holder turns up the top tomb (or passes, once per game).",
                "Both send characters from their camp, the holder first. Sending nobody hands the tomb to "
                "the other player at once.",
                "Then both lay traps, undead and papyrus face down; the holder may add one other card as a "
                "bluff.",
                "Everything is turned up. Each trap puts out a character in the tomb (even one's own). "
                "Then strength counts: "
                "the higher wins, the holder wins ties.",
                "Adventurers go home, everything else is discarded (only the monkey comes back).",
            ],
        )
        + section(
            "On screen",
            [
                "Glowing cards can be tapped. To see a card large, hold the pointer over it, or on a touch "
                "screen keep your finger on it: that does not play it.",
                "With two people at one device, a privacy screen hides the table when the other one is "
                "to play.",
            ],
        )
        + section(
            "The signs on the table",
            [
                "Gold coin with a number: your coins (on a card: its cost). Red shield: strength.",
                "Light card back with a number: papyrus cards; dark one: cards in hand.",
                "Round stone with a raised hand: the pass stone, once per game; crossed out, it is used up.",
                "Gold disc: the medallion. Coin 2 + card 2 in the camp phase: how the player split the 4 "
                "resources this round.",
                "Coins left: what the bank still holds. “1 / 4”: tombs won out of 4.",
                "Hold a finger on a sign (or the pointer over it) to have it explained.",
            ],
        )
    )
