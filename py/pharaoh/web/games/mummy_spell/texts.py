"""The words of the spell table (German and English) and its rules in our own words."""

from __future__ import annotations

from pharaoh.web.games.mummy_spell.picture import table_svg
from pharaoh.web.html import esc, section, tag

TEXTS: dict[str, dict[str, str]] = {
    "ms.mummy": {"de": "Mumie", "en": "Mummy", "fr": "Momie", "it": "Mummia"},
    "ms.you": {"de": "Du", "en": "You", "fr": "Vous", "it": "Tu"},
    "ms.round": {"de": "Runde {n}", "en": "Round {n}", "fr": "Manche {n}", "it": "Giro {n}"},
    "ms.phase.0": {"de": "Vorbereitung", "en": "Preparation", "fr": "Préparation", "it": "Preparazione"},
    "ms.phase.1": {"de": "Vorbereitung", "en": "Preparation", "fr": "Préparation", "it": "Preparazione"},
    "ms.phase.2": {"de": "Planung", "en": "Planning", "fr": "Planification", "it": "Pianificazione"},
    "ms.phase.3": {"de": "Ausführung", "en": "Execution", "fr": "Exécution", "it": "Esecuzione"},
    "ms.phase.4": {"de": "Markt", "en": "Market", "fr": "Marché", "it": "Mercato"},
    "ms.phase.5": {
        "de": "Spielende",
        "en": "Game over",
        "fr": "Fin de la partie",
        "it": "Fine della partita",
    },
    "ms.start": {
        "de": "Startspieler: {who}",
        "en": "Start player: {who}",
        "fr": "Premier joueur : {who}",
        "it": "Primo giocatore: {who}",
    },
    "ms.turn": {
        "de": "am Zug: {who}",
        "en": "to act: {who}",
        "fr": "à jouer : {who}",
        "it": "di turno: {who}",
    },
    "ms.deck": {"de": "Ausgrabungen", "en": "Excavations", "fr": "Fouilles", "it": "Scavi"},
    "ms.deck_n": {
        "de": "{n} {n|Karte|Karten}",
        "en": "{n} {n|card|cards}",
        "fr": "{n} {n|carte|cartes}",
        "it": "{n} {n|carta|carte}",
    },
    "ms.sand": {"de": "Sand", "en": "Sand", "fr": "Sable", "it": "Sabbia"},
    "ms.sand_n": {"de": "{n} Sand", "en": "{n} sand", "fr": "{n} sable", "it": "{n} sabbia"},
    "ms.bank": {"de": "Bank", "en": "Bank", "fr": "Banque", "it": "Banca"},
    "ms.casino": {"de": "Casino", "en": "Casino", "fr": "Casino", "it": "Casinò"},
    "ms.gamble": {"de": "Spielen", "en": "Gamble", "fr": "Jouer", "it": "Giocare"},
    "ms.croupier": {"de": "Croupier", "en": "Croupier", "fr": "Croupier", "it": "Croupier"},
    "ms.site": {"de": "Grabung {n}", "en": "Site {n}", "fr": "Chantier {n}", "it": "Scavo {n}"},
    "ms.no_sites": {
        "de": "Noch keine Grabung eröffnet",
        "en": "No site opened yet",
        "fr": "Aucun chantier ouvert",
        "it": "Ancora nessuno scavo aperto",
    },
    "ms.opens": {"de": "öffnet!", "en": "opens!", "fr": "s'ouvre !", "it": "si apre!"},
    "ms.shovels": {
        "de": "{n} {n|Schaufel|Schaufeln}",
        "en": "{n} {n|shovel|shovels}",
        "fr": "{n} {n|pelle|pelles}",
        "it": "{n} {n|pala|pale}",
    },
    "ms.robbers": {"de": "Räuber", "en": "Raiders", "fr": "Pillards", "it": "Predoni"},
    "ms.legal": {"de": "Grabung", "en": "Diggers", "fr": "Fouilleurs", "it": "Scavatori"},
    "ms.job": {"de": "Job {k}k", "en": "Job {k}k", "fr": "Travail {k}k", "it": "Lavoro {k}k"},
    "ms.strength": {"de": "Kraft {n}", "en": "Strength {n}", "fr": "Force {n}", "it": "Forza {n}"},
    "ms.injuries": {
        "de": "{n} {n|Verletzung|Verletzungen}",
        "en": "{n} {n|injury|injuries}",
        "fr": "{n} {n|blessure|blessures}",
        "it": "{n} {n|ferita|ferite}",
    },
    "ms.fright": {
        "de": "Schrecken +{n} je Käfer",
        "en": "Fright +{n} per beetle",
        "fr": "Effroi +{n} par scarabée",
        "it": "Spavento +{n} per scarabeo",
    },
    "ms.ban_free": {
        "de": "Bann bereit",
        "en": "Ban ready",
        "fr": "Envoûtement prêt",
        "it": "Incantesimo pronto",
    },
    "ms.ban_used": {
        "de": "Bann benutzt",
        "en": "Ban used",
        "fr": "Envoûtement utilisé",
        "it": "Incantesimo usato",
    },
    "ms.beetles_n": {
        "de": "{n} {n|Käferkarte|Käferkarten}",
        "en": "{n} beetle {n|card|cards}",
        "fr": "{n} {n|carte|cartes} scarabée",
        "it": "{n} {n|carta|carte} scarabeo",
    },
    "ms.secured": {"de": "Gesichert", "en": "Secured", "fr": "Mis à l'abri", "it": "Al sicuro"},
    "ms.cash": {"de": "{n}k", "en": "{n}k", "fr": "{n}k", "it": "{n}k"},
    "ms.credit": {"de": "+{n}k verliehen", "en": "+{n}k lent", "fr": "+{n}k prêtés", "it": "+{n}k prestati"},
    "ms.hand_n": {
        "de": "{n} {n|Handkarte|Handkarten}",
        "en": "{n} {n|card|cards} in hand",
        "fr": "{n} {n|carte|cartes} en main",
        "it": "{n} {n|carta|carte} in mano",
    },
    "ms.used_n": {"de": "{n} verdeckt", "en": "{n} face down", "fr": "{n} face cachée", "it": "{n} coperte"},
    "ms.passed": {"de": "passt", "en": "passed", "fr": "a passé", "it": "ha passato"},
    "ms.tea": {"de": "beim Tee", "en": "at tea", "fr": "au thé", "it": "al tè"},
    "ms.finds_n": {
        "de": "{n} {n|Fund|Funde}",
        "en": "{n} {n|find|finds}",
        "fr": "{n} {n|trouvaille|trouvailles}",
        "it": "{n} {n|reperto|reperti}",
    },
    "ms.wage": {"de": "Lohn {n}k", "en": "wage {n}k", "fr": "salaire {n}k", "it": "paga {n}k"},
    "ms.market": {"de": "Markt", "en": "Market", "fr": "Marché", "it": "Mercato"},
    "ms.rotten": {"de": "verfault", "en": "rotten", "fr": "gâté", "it": "guasto"},
    "ms.your_hand": {
        "de": "Deine Aktionskarten",
        "en": "Your action cards",
        "fr": "Vos cartes Action",
        "it": "Le tue carte azione",
    },
    "ms.no_cards": {
        "de": "keine Karten auf der Hand",
        "en": "no cards in hand",
        "fr": "aucune carte en main",
        "it": "nessuna carta in mano",
    },
    "ms.spectator": {"de": "Zuschauer", "en": "Spectator", "fr": "Spectateur", "it": "Spettatore"},
    "ms.bag": {"de": "Tasche {n}k", "en": "Bag {n}k", "fr": "Sac {n}k", "it": "Borsa {n}k"},
    "ms.bag_hidden": {"de": "Tasche gepackt", "en": "Bag packed", "fr": "Sac préparé", "it": "Borsa pronta"},
    "ms.daunted": {
        "de": "wagt sich nicht mehr",
        "en": "dares no more",
        "fr": "n'ose plus",
        "it": "non osa più",
    },
    "ms.steal": {"de": "Stehlen", "en": "Steal", "fr": "Voler", "it": "Rubare"},
    "ms.trade": {"de": "Handeln", "en": "Trade", "fr": "Commercer", "it": "Commerciare"},
    "ms.picked": {"de": "gewählt", "en": "picked", "fr": "choisi", "it": "scelto"},
    "ms.auction": {
        "de": "Versteigerung: {item} · {high}k ({who})",
        "en": "Auction: {item} · {high}k ({who})",
        "fr": "Enchère : {item} · {high}k ({who})",
        "it": "Asta: {item} · {high}k ({who})",
    },
    "ms.auction_none": {
        "de": "Versteigerung: {item} · noch kein Gebot",
        "en": "Auction: {item} · no bid yet",
        "fr": "Enchère : {item} · pas encore d'offre",
        "it": "Asta: {item} · ancora nessuna offerta",
    },
    "ms.lone": {
        "de": "Fester Preis: Ausrüstung {e}k, Hilfskraft {h}k",
        "en": "Fixed prices: equipment {e}k, helper {h}k",
        "fr": "Prix fixes : équipement {e}k, aide {h}k",
        "it": "Prezzi fissi: equipaggiamento {e}k, aiutante {h}k",
    },
    "ms.girl_price": {
        "de": "Die Freundin verlangt {n}k",
        "en": "The girlfriend asks {n}k",
        "fr": "La petite amie demande {n}k",
        "it": "La fidanzata chiede {n}k",
    },
    "ms.amount": {"de": "{n}k", "en": "{n}k", "fr": "{n}k", "it": "{n}k"},
    "ms.offer": {
        "de": "Job an {site}: {n}k",
        "en": "Job at {site}: {n}k",
        "fr": "Travail au {site} : {n}k",
        "it": "Lavoro allo {site}: {n}k",
    },
    "ms.unselect": {
        "de": "Auswahl aufheben",
        "en": "Clear the selection",
        "fr": "Effacer la sélection",
        "it": "Annulla la selezione",
    },
    "ms.slot.hand": {"de": "eine Hand", "en": "one hand", "fr": "une main", "it": "una mano"},
    "ms.slot.hands": {"de": "zwei Hände", "en": "two hands", "fr": "deux mains", "it": "due mani"},
    "ms.slot.head": {"de": "Kopf", "en": "head", "fr": "tête", "it": "testa"},
    "ms.winner": {"de": "gewinnt!", "en": "wins!", "fr": "gagne !", "it": "vince!"},
    "ms.side.mummy": {"de": "Die Mumie", "en": "The mummy", "fr": "La momie", "it": "La mummia"},
    "ms.side.characters": {
        "de": "Die Schatzsucher",
        "en": "The treasure hunters",
        "fr": "Les chasseurs de trésors",
        "it": "I cacciatori di tesori",
    },
    "ms.reason.mummy_secured": {
        "de": "Die Mumie hat ihren eigenen Sarkophag gesichert.",
        "en": "The mummy secured her own sarcophagus.",
        "fr": "La momie a mis son propre sarcophage à l'abri.",
        "it": "La mummia ha messo al sicuro il proprio sarcofago.",
    },
    "ms.reason.curse": {
        "de": "Die Zeit ist um: der Fluch bleibt bestehen.",
        "en": "Time ran out: the curse endures.",
        "fr": "Le temps est écoulé : la malédiction demeure.",
        "it": "Il tempo è scaduto: la maledizione resta.",
    },
    "ms.reason.nobody_dares": {
        "de": "Keiner wagt sich mehr an die Mumie.",
        "en": "Nobody dares to face the mummy any more.",
        "fr": "Plus personne n'ose affronter la momie.",
        "it": "Nessuno osa più affrontare la mummia.",
    },
    "ms.reason.mummy_found": {
        "de": "Die Mumie ist geborgen – es gewinnt, wer das meiste Geld hat.",
        "en": "The mummy was recovered – the richest treasure hunter wins.",
        "fr": "La momie a été retrouvée – le chasseur de trésors le plus riche gagne.",
        "it": "La mummia è stata recuperata – vince il cacciatore di tesori più ricco.",
    },
    "ms.watch": {
        "de": "{who} ist am Zug …",
        "en": "{who} is to act …",
        "fr": "{who} doit agir …",
        "it": "Tocca a {who} …",
    },
    "ms.watch.many": {
        "de": "Warten auf {who} …",
        "en": "Waiting for {who} …",
        "fr": "En attente de {who} …",
        "it": "In attesa di {who} …",
    },
    "ms.do.tea": {
        "de": "Deine Freundin lädt jemanden zum Tee ein: tippe die Person an (sie setzt diese Runde aus) – "
        "oder lade niemanden ein.",
        "en": "Your girlfriend may take someone to tea: tap that person (who then sits this round out) – or "
        "invite nobody.",
        "fr": "Votre petite amie peut inviter quelqu'un au thé : touchez cette personne (elle passe alors "
        "cette manche) – ou n'invitez personne.",
        "it": "La tua fidanzata può invitare qualcuno al tè: tocca quella persona (che salta questo giro) "
        "– oppure non invitare nessuno.",
    },
    "ms.do.hide": {
        "de": "Du siehst die obersten Ausgrabungen: tippe die an, die du unter den Stapel schiebst.",
        "en": "You see the top excavations: tap the one you push under the deck.",
        "fr": "Vous voyez les premières fouilles : touchez celle que vous glissez sous la pile.",
        "it": "Vedi i primi scavi della pila: tocca quello che metti sotto il mazzo.",
    },
    "ms.do.plan": {
        "de": "Tippe eine deiner Aktionskarten und dann ihr Ziel (Stapel, Grabung, Job, Casino) – oder "
        "beende deinen Zug.",
        "en": "Tap one of your action cards, then its goal (deck, site, job, casino) – or end your turn.",
        "fr": "Touchez une de vos cartes Action, puis son but (pile, chantier, travail, casino) – ou "
        "terminez votre tour.",
        "it": "Tocca una delle tue carte azione, poi la sua meta (mazzo, scavo, lavoro, casinò) – oppure "
        "chiudi il turno.",
    },
    "ms.do.last_to_dare": {
        "de": "Du hast nichts zu spielen, und die anderen Charaktere haben aufgegeben oder können nichts "
        "spielen: gib auf (geben alle auf, gewinnt die Mumie) – oder beende deinen Zug.",
        "en": "You have nothing to play, and the other characters have given up or cannot play: give up "
        "(if every character does, the mummy wins) – or end your turn.",
        "fr": "Vous n'avez rien à jouer, et les autres personnages ont renoncé ou ne peuvent rien jouer : "
        "renoncez (si tous renoncent, la momie gagne) – ou terminez votre tour.",
        "it": "Non hai niente da giocare, e gli altri personaggi hanno rinunciato o non possono giocare: "
        "rinuncia (se rinunciano tutti, vince la mummia) – oppure chiudi il turno.",
    },
    "ms.do.card": {
        "de": "{card}: tippe ein leuchtendes Ziel – oder wähle einen Knopf.",
        "en": "{card}: tap a glowing goal – or pick a button.",
        "fr": "{card} : touchez un but lumineux – ou choisissez un bouton.",
        "it": "{card}: tocca una meta luminosa – oppure scegli un pulsante.",
    },
    "ms.do.control": {
        "de": "Kontrolle: tippe eine Käferkarte oder eine fremde Aktionskarte an einer Grabung, dann die "
        "Grabung, wohin sie soll.",
        "en": "Control: tap a beetle card or someone else's action card at a site, then the site it goes to.",
        "fr": "Contrôle : touchez une carte scarabée ou la carte Action de quelqu'un d'autre sur un "
        "chantier, puis le chantier où elle va.",
        "it": "Controllo: tocca una carta scarabeo o la carta azione di qualcun altro su uno scavo, poi lo "
        "scavo dove va.",
    },
    "ms.do.aimed": {
        "de": "Tippe die Grabung, wohin es gehen soll.",
        "en": "Tap the site it should go to.",
        "fr": "Touchez le chantier où elle doit aller.",
        "it": "Tocca lo scavo dove deve andare.",
    },
    "ms.do.rob": {
        "de": "Schick weitere Grabungskarten mit zum Raub (antippen) – dann schleiche dich heran.",
        "en": "Send more dig cards along on the raid (tap them) – then sneak up.",
        "fr": "Envoyez d'autres cartes de fouille avec le raid (touchez-les) – puis approchez-vous en douce.",
        "it": "Manda altre carte scavo con la razzia (toccale) – poi avvicinati di soppiatto.",
    },
    "ms.do.mummy": {
        "de": "Spiel eine große Mumienkarte, lege Käfer an Grabungen, verlege Käfer oder nimm den Sandsturm "
        "zurück – oder beende deinen Zug.",
        "en": "Play a large mummy card, lay beetles at sites, move beetles or take the sandstorm back – or "
        "end your turn.",
        "fr": "Jouez une grande carte Momie, posez des scarabées sur des chantiers, déplacez des scarabées "
        "ou reprenez la tempête de sable – ou terminez votre tour.",
        "it": "Gioca una grande carta mummia, metti scarabei sugli scavi, sposta scarabei o riprendi la "
        "tempesta di sabbia – oppure chiudi il turno.",
    },
    "ms.do.beetle": {
        "de": "Tippe die Grabung, an die die Käferkarte soll.",
        "en": "Tap the site the beetle card should go to.",
        "fr": "Touchez le chantier où doit aller la carte scarabée.",
        "it": "Tocca lo scavo dove deve andare la carta scarabeo.",
    },
    "ms.do.storm": {
        "de": "Tippe die Grabung, die der Sandsturm trifft.",
        "en": "Tap the site the sandstorm hits.",
        "fr": "Touchez le chantier que frappe la tempête de sable.",
        "it": "Tocca lo scavo colpito dalla tempesta di sabbia.",
    },
    "ms.do.ban": {
        "de": "Du darfst den Bann sprechen: tippe eine Aktionskarte an einer Grabung – oder verzichte.",
        "en": "You may cast the ban: tap an action card at a site – or cast none.",
        "fr": "Vous pouvez lancer l'envoûtement : touchez une carte Action sur un chantier – ou renoncez.",
        "it": "Puoi lanciare l'incantesimo: tocca una carta azione su uno scavo – oppure rinuncia.",
    },
    "ms.do.sand": {
        "de": "Der Sand ist aus: tippe Grabungen an, von denen Sand auf die neue Grabung kommt.",
        "en": "The sand is gone: tap sites whose sand goes onto the new site.",
        "fr": "Le sable est épuisé : touchez des chantiers dont le sable va sur le nouveau chantier.",
        "it": "La sabbia è finita: tocca gli scavi la cui sabbia va sul nuovo scavo.",
    },
    "ms.do.retreat": {
        "de": "Rückzug: tippe Karten an, die von gefährlichen Grabungen zurückkommen – oder bleib.",
        "en": "Retreat: tap cards to call back from dangerous sites – or stay.",
        "fr": "Retraite : touchez des cartes à rappeler des chantiers dangereux – ou restez.",
        "it": "Ritirata: tocca le carte da richiamare dagli scavi pericolosi – oppure resta.",
    },
    "ms.do.first": {
        "de": "Du leitest mehrere Grabungen: tippe die, die zuerst ausgewertet wird.",
        "en": "You lead several sites: tap the one resolved first.",
        "fr": "Vous menez plusieurs chantiers : touchez celui résolu en premier.",
        "it": "Guidi più scavi: tocca quello che si risolve per primo.",
    },
    "ms.do.hurt": {
        "de": "Gewonnen! Tippe den Spieler, dessen Person verletzt wird.",
        "en": "You won the fight! Tap the player whose person gets hurt.",
        "fr": "Vous avez gagné le combat ! Touchez le joueur dont une personne est blessée.",
        "it": "Hai vinto lo scontro! Tocca il giocatore di cui una persona viene ferita.",
    },
    "ms.do.lose": {
        "de": "Verletzt: tippe die Aktionskarte, die an die Mumie geht.",
        "en": "Hurt: tap the action card that goes to the mummy.",
        "fr": "Blessé : touchez la carte Action qui va à la momie.",
        "it": "Ferito: tocca la carta azione che va alla mummia.",
    },
    "ms.do.rot": {
        "de": "Fäulnis: tippe eine Marktkarte an, die diesmal nicht zu haben ist.",
        "en": "Rot: tap a market card that cannot be had this time.",
        "fr": "Pourriture : touchez une carte du marché qu'on ne peut pas avoir cette fois.",
        "it": "Marciume: tocca una carta del mercato che stavolta non si può avere.",
    },
    "ms.do.raise": {
        "de": "Lohnerhöhung: tippe eine deiner Hilfskräfte (+1k Lohn, +1 Wagemut) – oder fertig.",
        "en": "Raises: tap one of your helpers (+1k wage, +1 courage) – or done.",
        "fr": "Augmentations : touchez une de vos aides (+1k de salaire, +1 de courage) – ou terminez.",
        "it": "Aumenti: tocca uno dei tuoi aiutanti (+1k di paga, +1 di coraggio) – oppure basta.",
    },
    "ms.do.bag": {
        "de": "Wie viel Geld kommt in deine Tasche? Nur damit kaufst du – und nur daraus wird gestohlen.",
        "en": "How much money goes into your bag? You buy only with it – and thieves steal only from it.",
        "fr": "Combien d'argent va dans votre sac ? Vous n'achetez qu'avec lui – et les voleurs ne volent "
        "que dedans.",
        "it": "Quanto denaro va nella tua borsa? Compri solo con quello – e i ladri rubano solo da lì.",
    },
    "ms.do.choice": {
        "de": "Stehlen oder handeln? Deine Wahl bleibt geheim, bis alle gewählt haben.",
        "en": "Steal or trade? Your pick stays secret until everyone has picked.",
        "fr": "Voler ou commercer ? Votre choix reste secret jusqu'à ce que tous aient choisi.",
        "it": "Rubare o commerciare? La tua scelta resta segreta finché tutti hanno scelto.",
    },
    "ms.do.victim": {
        "de": "Tippe den Spieler, den du bestiehlst.",
        "en": "Tap the player you steal from.",
        "fr": "Touchez le joueur que vous volez.",
        "it": "Tocca il giocatore da derubare.",
    },
    "ms.do.name": {
        "de": "Tippe die Marktkarte, die versteigert wird – oder passe.",
        "en": "Tap the market card to auction – or pass.",
        "fr": "Touchez la carte du marché à mettre aux enchères – ou passez.",
        "it": "Tocca la carta del mercato da mettere all'asta – oppure passa.",
    },
    "ms.do.bid": {
        "de": "{item}: Höchstgebot {high}k. Biete mehr – oder steig aus.",
        "en": "{item}: the high bid is {high}k. Bid more – or drop out.",
        "fr": "{item} : l'offre la plus haute est de {high}k. Enchérissez – ou retirez-vous.",
        "it": "{item}: l'offerta più alta è {high}k. Offri di più – oppure ritirati.",
    },
    "ms.do.lone": {
        "de": "Du handelst allein: tippe bis zu zwei Marktkarten zum festen Preis – dann fertig.",
        "en": "You trade alone: tap up to two market cards at a fixed price – then done.",
        "fr": "Vous commercez seul : touchez jusqu'à deux cartes du marché à prix fixe – puis terminez.",
        "it": "Commerci da solo: tocca fino a due carte del mercato a prezzo fisso – poi basta.",
    },
    "ms.do.girl": {
        "de": "Die Freundin verlangt {n}k: anwerben oder ablehnen?",
        "en": "The girlfriend asks {n}k: hire her or decline?",
        "fr": "La petite amie demande {n}k : l'engager ou refuser ?",
        "it": "La fidanzata chiede {n}k: ingaggiarla o rifiutare?",
    },
    "ms.do.girl_poor": {
        "de": "Die Freundin verlangt {n}k – so viel ist nicht in deiner Tasche: du kannst nur ablehnen.",
        "en": "The girlfriend asks {n}k – your bag does not hold that much: you can only decline.",
        "fr": "La petite amie demande {n}k – votre sac n'en contient pas autant : vous pouvez seulement "
        "refuser.",
        "it": "La fidanzata chiede {n}k – la tua borsa non contiene tanto: puoi solo rifiutare.",
    },
    "ms.do.equip": {
        "de": "Tippe die Person, die {item} trägt.",
        "en": "Tap the person who carries the {item}.",
        "fr": "Touchez la personne qui porte {item}.",
        "it": "Tocca la persona che porta {item}.",
    },
    "ms.do.other": {
        "de": "Wähle mit den Knöpfen, was du tust.",
        "en": "Pick what you do with the buttons.",
        "fr": "Choisissez ce que vous faites avec les boutons.",
        "it": "Scegli cosa fare con i pulsanti.",
    },
    "ms.short.person.doctor_a": {"de": "Hall", "en": "Hall", "fr": "Hall", "it": "Hall"},
    "ms.short.person.doctor_b": {"de": "Brandt", "en": "Brandt", "fr": "Brandt", "it": "Brandt"},
    "ms.short.person.local_a": {"de": "Karim", "en": "Karim", "fr": "Karim", "it": "Karim"},
    "ms.short.person.local_b": {"de": "Said", "en": "Said", "fr": "Saïd", "it": "Said"},
    "ms.short.person.boy": {"de": "Junge", "en": "Boy", "fr": "Garçon", "it": "Ragazzo"},
    "ms.short.equip.shotgun": {"de": "Flinte", "en": "Shotgun", "fr": "Fusil", "it": "Fucile"},
    "ms.short.equip.spray": {"de": "Spray", "en": "Spray", "fr": "Spray", "it": "Spray"},
    "ms.short.equip.helmet": {"de": "Helm", "en": "Helmet", "fr": "Casque", "it": "Casco"},
    "ms.short.equip.lamp": {"de": "Lampe", "en": "Lamp", "fr": "Lampe", "it": "Lampada"},
    "ms.short.equip.pickaxe": {"de": "Hacke", "en": "Pickaxe", "fr": "Pioche", "it": "Piccone"},
    "ms.short.equip.cross": {"de": "Kreuz", "en": "Cross", "fr": "Croix", "it": "Croce"},
    "ms.short.find.gold_mask": {"de": "Maske", "en": "Mask", "fr": "Masque", "it": "Maschera"},
    "ms.short.find.anubis": {"de": "Anubis", "en": "Anubis", "fr": "Anubis", "it": "Anubi"},
    "ms.short.find.papyrus": {"de": "Papyrus", "en": "Papyrus", "fr": "Papyrus", "it": "Papiro"},
    "ms.short.find.canopic_jar": {"de": "Krug", "en": "Jar", "fr": "Canope", "it": "Canopo"},
    "ms.short.find.jewel_box": {"de": "Schmuck", "en": "Jewels", "fr": "Bijoux", "it": "Gioielli"},
    "ms.short.find.book_of_dead": {"de": "Totenbuch", "en": "Book", "fr": "Livre", "it": "Libro"},
    "ms.short.find.dagger": {"de": "Dolch", "en": "Dagger", "fr": "Poignard", "it": "Pugnale"},
    "ms.short.find.vase": {"de": "Vase", "en": "Vase", "fr": "Vase", "it": "Vaso"},
    "ms.short.find.mummy_hand": {"de": "Hand", "en": "Hand", "fr": "Main", "it": "Mano"},
    "ms.short.find.cat_mummy": {"de": "Katze", "en": "Cat", "fr": "Chat", "it": "Gatto"},
    "ms.short.find.amulet": {"de": "Amulett", "en": "Amulet", "fr": "Amulette", "it": "Amuleto"},
    "ms.short.find.mummy": {"de": "Pharao", "en": "Pharaoh", "fr": "Pharaon", "it": "Faraone"},
    "ms.short.beetle.hand": {"de": "Hand", "en": "Hand", "fr": "Main", "it": "Mano"},
    "ms.short.beetle.cat": {"de": "Katze", "en": "Cat", "fr": "Chat", "it": "Gatto"},
    "ms.short.beetle.attack": {"de": "Angriff", "en": "Attack", "fr": "Attaque", "it": "Attacco"},
    "ms.short.large.hand": {"de": "Hand", "en": "Hand", "fr": "Main", "it": "Mano"},
    "ms.short.large.cat": {"de": "Katze", "en": "Cat", "fr": "Chat", "it": "Gatto"},
    "ms.short.large.storm": {
        "de": "Sandsturm",
        "en": "Sandstorm",
        "fr": "Tempête de sable",
        "it": "Tempesta di sabbia",
    },
    "ms.hide.title": {
        "de": "Welche Ausgrabung schiebst du unter den Stapel?",
        "en": "Which excavation goes under the deck?",
        "fr": "Quelle fouille va sous la pile ?",
        "it": "Quale scavo va sotto il mazzo?",
    },
    "ms.hide.hint": {
        "de": "Die anderen sehen nur die Stelle, nicht die Karte.",
        "en": "The others see only which place, not the card.",
        "fr": "Les autres ne voient que la position, pas la carte.",
        "it": "Gli altri vedono solo la posizione, non la carta.",
    },
    "ms.hide.place": {
        "de": "{n}. von oben",
        "en": "{n}. from the top",
        "fr": "{n|{n}re|{n}e} depuis le haut",
        "it": "{n}° dall'alto",
    },
    "ms.legend": {"de": "Zeichen", "en": "Symbols", "fr": "Symboles", "it": "Simboli"},
    "ms.legend.close": {
        "de": "Antippen schließt",
        "en": "Tap to close",
        "fr": "Touchez pour fermer",
        "it": "Tocca per chiudere",
    },
    "ms.legend.more": {
        "de": "Antippen: weiter",
        "en": "Tap for more",
        "fr": "Touchez pour en voir plus",
        "it": "Tocca per vederne di più",
    },
    "ms.legend.strength": {
        "de": "Kraft: zählt im Kampf gegen die Käfer, dazu ein Würfel.",
        "en": "Strength: counts in a fight against the beetles, plus a die.",
        "fr": "Force : compte dans un combat contre les scarabées, plus un dé.",
        "it": "Forza: conta in uno scontro contro gli scarabei, più un dado.",
    },
    "ms.legend.courage": {
        "de": "Wagemut: ist er kleiner als der Schrecken der Käfer, fliehen alle von der Grabung.",
        "en": "Courage: if it is below the beetles' fright, everyone flees the site.",
        "fr": "Courage : s'il est inférieur à l'effroi des scarabées, tout le monde fuit le chantier.",
        "it": "Coraggio: se è inferiore allo spavento degli scarabei, tutti fuggono dallo scavo.",
    },
    "ms.legend.fright": {
        "de": "Schrecken (Schädel): wie sehr eine Käferkarte Angst macht; jede Verletzung der Mumie zählt "
        "eins dazu.",
        "en": "Fright (skulls): how scary a beetle card is; each injury of the mummy adds one.",
        "fr": "Effroi (crânes) : à quel point une carte scarabée fait peur ; chaque blessure de la momie en "
        "ajoute un.",
        "it": "Spavento (teschi): quanto fa paura una carta scarabeo; ogni ferita della mummia ne aggiunge "
        "uno.",
    },
    "ms.legend.injury": {
        "de": "Verletzungen der Mumie: Aktionskarten, die sie in Kämpfen gewonnen hat.",
        "en": "The mummy's injuries: action cards she won in fights.",
        "fr": "Les blessures de la momie : des cartes Action qu'elle a gagnées dans des combats.",
        "it": "Le ferite della mummia: carte azione che ha vinto negli scontri.",
    },
    "ms.legend.money": {
        "de": "Geld in Tausend: 3k sind 3.000 $. Helfer kosten jede Runde ihren Lohn.",
        "en": "Money in thousands: 3k is $3,000. Helpers cost their wage every round.",
        "fr": "Argent en milliers : 3k font 3 000 $. Les aides coûtent leur salaire à chaque manche.",
        "it": "Denaro in migliaia: 3k sono 3.000 $. Gli aiutanti costano la loro paga a ogni giro.",
    },
    "ms.legend.wage": {
        "de": "Lohn einer Hilfskraft: so viel Wagemut hat sie auch.",
        "en": "A helper's wage: it has as much courage too.",
        "fr": "Le salaire d'une aide : elle a autant de courage.",
        "it": "La paga di un aiutante: ha altrettanto coraggio.",
    },
    "ms.legend.start": {
        "de": "Sonnenscheibe: der Startspieler dieser Runde.",
        "en": "Sun disc: this round's start player.",
        "fr": "Disque solaire : le premier joueur de cette manche.",
        "it": "Disco solare: il primo giocatore di questo giro.",
    },
    "ms.legend.beetle": {
        "de": "Grüne Karte mit Käfer: eine verdeckte Käferkarte der Mumie.",
        "en": "Green card with a scarab: one of the mummy's face-down beetle cards.",
        "fr": "Carte verte avec un scarabée : une des cartes scarabée cachées de la momie.",
        "it": "Carta verde con uno scarabeo: una delle carte scarabeo coperte della mummia.",
    },
    "ms.legend.dots": {
        "de": "Farbige Punkte: wer diese Karte schon erforscht hat.",
        "en": "Coloured dots: who has researched this card.",
        "fr": "Points de couleur : qui a déjà étudié cette carte.",
        "it": "Punti colorati: chi ha già studiato questa carta.",
    },
    "ms.legend.glow": {
        "de": "Goldener Rahmen: das kannst du jetzt antippen.",
        "en": "Golden frame: you can tap this now.",
        "fr": "Cadre doré : vous pouvez toucher ceci maintenant.",
        "it": "Cornice dorata: ora puoi toccarlo.",
    },
    "ms.legend.hold": {
        "de": "Jede Karte groß lesen: mit der Maus darauf zeigen oder den Finger darauf halten.",
        "en": "Read any card large: point at it with the mouse or hold a finger on it.",
        "fr": "Lire une carte en grand : pointez-la avec la souris ou gardez le doigt dessus.",
        "it": "Leggere una carta in grande: puntala col mouse o tienici sopra il dito.",
    },
    "ms.read.strength": {
        "de": "⚔ Kraft {n}",
        "en": "⚔ Strength {n}",
        "fr": "⚔ Force {n}",
        "it": "⚔ Forza {n}",
    },
    "ms.read.courage": {
        "de": "♥ Wagemut {n}",
        "en": "♥ Courage {n}",
        "fr": "♥ Courage {n}",
        "it": "♥ Coraggio {n}",
    },
    "ms.read.wage": {
        "de": "Lohn {n}k je Runde (so viel Wagemut hat sie)",
        "en": "Wage {n}k a giro (as much courage as it has)",
        "fr": "Salaire {n}k par manche (autant de courage)",
        "it": "Paga {n}k a giro (altrettanto coraggio)",
    },
    "ms.read.gear": {
        "de": "Ausrüstung: {list}",
        "en": "Equipment: {list}",
        "fr": "Équipement : {list}",
        "it": "Equipaggiamento: {list}",
    },
    "ms.read.no_gear": {
        "de": "Keine Ausrüstung",
        "en": "No equipment",
        "fr": "Pas d'équipement",
        "it": "Nessun equipaggiamento",
    },
    "ms.read.at_tea": {
        "de": "Beim Tee: ihre Karten ruhen diese Runde.",
        "en": "At tea: its cards rest this round.",
        "fr": "Au thé : ses cartes se reposent cette manche.",
        "it": "Al tè: le sue carte riposano questo giro.",
    },
    "ms.read.owner": {
        "de": "Gehört: {who}",
        "en": "Belongs to: {who}",
        "fr": "Appartient à : {who}",
        "it": "Appartiene a: {who}",
    },
    "ms.read.character": {"de": "Charakter", "en": "Character", "fr": "Personnage", "it": "Personaggio"},
    "ms.read.helper": {"de": "Hilfskraft", "en": "Helper", "fr": "Aide", "it": "Aiutante"},
    "ms.read.cards": {
        "de": "Aktionskarten: {list}",
        "en": "Action cards: {list}",
        "fr": "Cartes Action : {list}",
        "it": "Carte azione: {list}",
    },
    "ms.read.value": {"de": "Wert {n}k", "en": "Worth {n}k", "fr": "Vaut {n}k", "it": "Vale {n}k"},
    "ms.read.symbol": {
        "de": "Doppelt so viel wert für: {who}",
        "en": "Worth double to: {who}",
        "fr": "Vaut le double pour : {who}",
        "it": "Vale il doppio per: {who}",
    },
    "ms.read.fragile": {
        "de": "Zerbrechlich: Dynamit in derselben Runde zerstört den Fund.",
        "en": "Fragile: dynamite in the same round destroys the find.",
        "fr": "Fragile : de la dynamite dans la même manche détruit la trouvaille.",
        "it": "Fragile: la dinamite nello stesso giro distrugge il reperto.",
    },
    "ms.read.special": {
        "de": "Nimmt ihn ein Schatzsucher, verliert die Mumie ihre Karte dazu.",
        "en": "If a treasure hunter takes it, the mummy loses the matching card.",
        "fr": "Si un chasseur de trésors la prend, la momie perd la carte correspondante.",
        "it": "Se lo prende un cacciatore di tesori, la mummia perde la carta corrispondente.",
    },
    "ms.read.goal": {
        "de": "Das Ziel des Spiels: wer ihn birgt, entscheidet, wer gewinnt.",
        "en": "The goal of the game: who recovers it decides who wins.",
        "fr": "Le but du jeu : qui la retrouve décide de qui gagne.",
        "it": "Lo scopo del gioco: chi la recupera decide chi vince.",
    },
    "ms.read.unknown_find": {
        "de": "Unerforschte Ausgrabung",
        "en": "Unresearched excavation",
        "fr": "Fouille non étudiée",
        "it": "Scavo non studiato",
    },
    "ms.read.unknown_find.hint": {
        "de": "Eine Lupe zeigt dir, was darunter liegt.",
        "en": "A magnifier shows you what lies beneath.",
        "fr": "Une loupe vous montre ce qu'il y a dessous.",
        "it": "Una lente ti mostra cosa c'è sotto.",
    },
    "ms.read.beetle_back": {
        "de": "Verdeckte Käferkarte",
        "en": "Face-down beetle card",
        "fr": "Carte scarabée face cachée",
        "it": "Carta scarabeo coperta",
    },
    "ms.read.beetle_back.hint": {
        "de": "Erst wenn die Grabung öffnet, zeigt die Mumie, was es ist.",
        "en": "The mummy shows what it is only when the site opens.",
        "fr": "La momie ne montre ce que c'est qu'à l'ouverture du chantier.",
        "it": "La mummia mostra cos'è solo quando lo scavo si apre.",
    },
    "ms.read.fright": {
        "de": "☠ Schrecken {n}",
        "en": "☠ Fright {n}",
        "fr": "☠ Effroi {n}",
        "it": "☠ Spavento {n}",
    },
    "ms.read.mummy_strength": {
        "de": "Kraft wie die Mumie selbst (jetzt {n})",
        "en": "Strength of the mummy herself (now {n})",
        "fr": "Force de la momie elle-même (actuellement {n})",
        "it": "Forza della mummia stessa (ora {n})",
    },
    "ms.read.trap": {
        "de": "Falle: ein Würfel entscheidet – alle verletzt, die Mumie sichert den Fund, oder nichts.",
        "en": "Trap: a die decides – everyone hurt, the mummy secures the find, or nothing.",
        "fr": "Piège : un dé décide – tout le monde blessé, la momie met la trouvaille à l'abri, ou rien.",
        "it": "Trappola: decide un dado – tutti feriti, la mummia mette al sicuro il reperto, oppure niente.",
    },
    "ms.read.large": {
        "de": "Große Mumienkarte: bringt ihre Käferkarte an eine Grabung; danach darf die Mumie den Bann "
        "versuchen.",
        "en": "Large mummy card: brings its beetle card to a site; then the mummy may try the ban.",
        "fr": "Grande carte Momie : amène sa carte scarabée sur un chantier ; puis la momie peut tenter "
        "l'envoûtement.",
        "it": "Grande carta mummia: porta la sua carta scarabeo su uno scavo; poi la mummia può tentare "
        "l'incantesimo.",
    },
    "ms.read.storm": {
        "de": "Sandsturm: weht sofort zwei Sandkarten auf eine Grabung; danach liegt er offen, bis die "
        "Mumie ihn zurücknimmt.",
        "en": "Sandstorm: blows two sand cards onto a site at once; it then lies open until the mummy takes "
        "it back.",
        "fr": "Tempête de sable : souffle d'un coup deux cartes de sable sur un chantier ; elle reste "
        "ensuite découverte jusqu'à ce que la momie la reprenne.",
        "it": "Tempesta di sabbia: soffia in un colpo due carte sabbia su uno scavo; poi resta scoperta "
        "finché la mummia non la riprende.",
    },
    "ms.read.kind.research": {
        "de": "Forschen: im Ausgrabungsstapel (jede Lupe eine Karte tiefer) oder an einer Grabung.",
        "en": "Research: in the excavation deck (each magnifier one card deeper) or at a site.",
        "fr": "Recherche : dans la pile des fouilles (chaque loupe une carte plus loin) ou sur un chantier.",
        "it": "Ricerca: nel mazzo degli scavi (ogni lente una carta più in fondo) o su uno scavo.",
    },
    "ms.read.kind.dig": {
        "de": "Graben: eine erforschte Ausgrabung eröffnen, an der eigenen Grabung graben, einen Job "
        "annehmen oder als Räuber heranschleichen.",
        "en": "Dig: open a researched excavation, dig at your own site, take a job or sneak up as a raider.",
        "fr": "Fouille : ouvrir une fouille étudiée, creuser sur son propre chantier, prendre un travail ou "
        "approcher en douce comme pillard.",
        "it": "Scavo: aprire uno scavo studiato, scavare nel proprio scavo, prendere un lavoro o "
        "avvicinarsi di soppiatto come predone.",
    },
    "ms.read.kind.pendulum": {
        "de": "Pendel: forscht oder gräbt, und der Archäologe ist damit an einer zweiten Grabung dabei.",
        "en": "Pendulum: researches or digs, and puts the archaeologist at a second site.",
        "fr": "Pendule : étudie ou creuse, et place l'archéologue sur un deuxième chantier.",
        "it": "Pendolo: studia o scava, e mette l'archeologo su un secondo scavo.",
    },
    "ms.read.kind.dynamite": {
        "de": "Dynamit: an eine Grabungskarte gebunden sprengt es allen Sand weg; Zerbrechliches zerbricht.",
        "en": "Dynamite: tied to a dig card it blasts all sand away; fragile finds break.",
        "fr": "Dynamite : liée à une carte de fouille, elle souffle tout le sable ; les trouvailles "
        "fragiles se brisent.",
        "it": "Dinamite: legata a una carta scavo spazza via tutta la sabbia; i reperti fragili si rompono.",
    },
    "ms.read.kind.control": {
        "de": "Kontrolle: versetzt eine Käferkarte oder eine fremde Aktionskarte an eine andere Grabung.",
        "en": "Control: moves a beetle card or someone else's action card to another site.",
        "fr": "Contrôle : déplace une carte scarabée ou la carte Action de quelqu'un d'autre vers un autre "
        "chantier.",
        "it": "Controllo: sposta una carta scarabeo o la carta azione di qualcun altro su un altro scavo.",
    },
    "ms.read.kind.observation": {
        "de": "Observation: nimmt ein anderer hier den Fund, bekommt der Agent die Hälfte des Erlöses.",
        "en": "Observation: if someone else takes the find here, the agent gets half of its worth.",
        "fr": "Observation : si quelqu'un d'autre prend la trouvaille ici, l'agent en reçoit la moitié de "
        "la valeur.",
        "it": "Osservazione: se qualcun altro prende il reperto qui, l'agente ne riceve metà del valore.",
    },
    "ms.read.kind.tea": {
        "de": "Tee: eine Person deiner Wahl setzt eine Runde aus.",
        "en": "Tea: a person of your choice sits one round out.",
        "fr": "Thé : une personne de votre choix passe une manche.",
        "it": "Tè: una persona a tua scelta salta un giro.",
    },
    "ms.read.casino": {
        "de": "Jede Aktionskarte darf ins Casino. Spielen: 1k Einsatz, zwei Würfel, ab 7 gibt es Geld "
        "zurück. Croupier: die Bank zahlt 1k Lohn (höchstens zwei je Runde).",
        "en": "Any action card may go to the casino. Gamble: a 1k stake, two dice, 7 or more pays out. "
        "Croupier: the bank pays a 1k wage (two posts a round).",
        "fr": "Toute carte Action peut aller au casino. Jouer : une mise de 1k, deux dés, 7 ou plus "
        "rapporte. Croupier : la banque paie un salaire de 1k (deux postes par manche).",
        "it": "Qualsiasi carta azione può andare al casinò. Giocare: una posta di 1k, due dadi, 7 o più "
        "vince. Croupier: la banca paga 1k di paga (due posti per giro).",
    },
    "ms.read.deck": {
        "de": "Ausgrabungen: verdeckt; eine Lupe zeigt dir die oberen Karten, eine Schaufel eröffnet eine "
        "davon als Grabung (1k).",
        "en": "Excavations: face down; a magnifier shows you the top cards, a shovel opens one as a site "
        "(1k).",
        "fr": "Fouilles : face cachée ; une loupe vous montre les premières cartes, une pelle en ouvre une "
        "comme chantier (1k).",
        "it": "Scavi: coperti; una lente ti mostra le prime carte, una pala ne apre uno come scavo (1k).",
    },
    "ms.read.sand": {
        "de": "Sand: jede Schaufel nimmt eine Sandkarte weg; liegt keine mehr, öffnet die nächste die "
        "Grabung.",
        "en": "Sand: each shovel takes one sand card away; once none is left, the next one opens the site.",
        "fr": "Sable : chaque pelle enlève une carte de sable ; quand il n'en reste plus, la suivante ouvre "
        "le chantier.",
        "it": "Sabbia: ogni pala toglie una carta sabbia; quando non ne resta nessuna, la successiva apre "
        "lo scavo.",
    },
    "ms.read.job": {
        "de": "Job: wer eine Schaufel hierher legt, bekommt {n}k vom Grabungsleiter, wenn die Käfer besiegt "
        "sind.",
        "en": "Job: whoever lays a shovel here earns {n}k from the site's leader once the beetles are "
        "beaten.",
        "fr": "Travail : qui pose une pelle ici gagne {n}k du meneur du chantier une fois les scarabées "
        "battus.",
        "it": "Lavoro: chi mette qui una pala guadagna {n}k da chi guida lo scavo, una volta battuti gli "
        "scarabei.",
    },
    "ms.read.mummy": {
        "de": "Die Mumie: Kraft {s} (Ausgrabungen im Stapel plus ihre gesicherten Funde), {i} "
        "{i|Verletzung|Verletzungen}.",
        "en": "The mummy: strength {s} (excavations in the deck plus her secured finds), {i} "
        "{i|injury|injuries}.",
        "fr": "La momie : force {s} (fouilles dans la pile plus ses trouvailles à l'abri), {i} "
        "{i|blessure|blessures}.",
        "it": "La mummia: forza {s} (scavi nel mazzo più i suoi reperti al sicuro), {i} {i|ferita|ferite}.",
    },
    "ms.read.ban": {
        "de": "Bann: einmal je Runde nach einer großen Karte; ein Würfel über dem Wagemut lähmt eine Karte "
        "an einer Grabung.",
        "en": "Ban: once a round after a large card; a die above the courage stops one card at a site.",
        "fr": "Envoûtement : une fois par manche après une grande carte ; un dé au-dessus du courage arrête "
        "une carte sur un chantier.",
        "it": "Incantesimo: una volta per giro dopo una grande carta; un dado sopra il coraggio ferma una "
        "carta su uno scavo.",
    },
    "ms.read.seat_cash": {
        "de": "Bargeld {n}k",
        "en": "Cash {n}k",
        "fr": "Liquide {n}k",
        "it": "Contanti {n}k",
    },
    "ms.read.hand": {
        "de": "{n} {n|Karte|Karten} auf der Hand",
        "en": "{n} {n|card|cards} in hand",
        "fr": "{n} {n|carte|cartes} en main",
        "it": "{n} {n|carta|carte} in mano",
    },
    "ms.read.site": {
        "de": "{s} Sand · {k} {k|Schaufel|Schaufeln} hier",
        "en": "{s} sand · {k} {k|shovel|shovels} here",
        "fr": "{s} sable · {k} {k|pelle|pelles} ici",
        "it": "{s} sabbia · {k} {k|pala|pale} qui",
    },
    "ms.read.slot": {
        "de": "Getragen: {slot}",
        "en": "Carried: {slot}",
        "fr": "Porté : {slot}",
        "it": "Portato: {slot}",
    },
}


def help_html(lang: str) -> str:
    """The rules in our own words, as HTML: the course of a round, a picture of the table, the details."""
    return _basics(lang) + _table(lang) + _details(lang)


BASICS_MORE: dict[str, tuple[str, list[tuple[str, list[str]]]]] = {
    "fr": (
        (
            "Une personne joue la momie, les autres chassent le trésor. La momie gagne si elle met "
            "elle-même son sarcophage à l'abri (ou après 20 manches, ou quand tous les chasseurs déclarent "
            "la même manche ne plus oser l'affronter : ils le peuvent une fois le paquet épuisé, ou quand "
            "aucun d'eux n'a plus de carte pour chercher ni ne connaît une carte du paquet). Si un chasseur "
            "de trésors le retrouve, le chasseur qui a le plus d'argent liquide gagne."
        ),
        [
            (
                "Une manche",
                [
                    (
                        "Préparation : la carte de départ passe au suivant ; qui a engagé la petite amie "
                        "peut inviter une personne au thé (cette personne passe la manche). La momie "
                        "glisse une des trois premières fouilles sous la pile."
                    ),
                    (
                        "Planification : chacun pose des cartes à tour de rôle jusqu'à ce que tous les "
                        "chasseurs passent juste après un tour de la momie. La momie n'agit jamais deux "
                        "fois de suite."
                    ),
                    (
                        "Exécution : d'abord les retraites, puis les fouilles. Chaque pelle enlève une "
                        "carte de sable ; une fois le sable parti, une pelle de plus ouvre le chantier. "
                        "Puis les scarabées frappent."
                    ),
                    (
                        "Marché : la momie gâte une carte, puis viennent les augmentations, le sac, le "
                        "choix secret entre voler et commercer, les vols et les enchères."
                    ),
                ],
            ),
            (
                "Vos cartes Action",
                [
                    (
                        "Loupe : étudier la pile (chaque carte regarde une carte plus loin) ou étudier un "
                        "chantier."
                    ),
                    (
                        "Pelle : ouvrir une fouille étudiée (1k de frais), creuser sur son propre "
                        "chantier, prendre un travail ou s'approcher en douce comme pillard."
                    ),
                    (
                        "Toute carte peut aller au casino : jouer (une mise) ou gagner un salaire comme "
                        "croupier."
                    ),
                    (
                        "Cartes spéciales : le pendule de l'archéologue (étudier ou creuser), la dynamite "
                        "du truand, le contrôle de l'occultiste, l'observation de l'agent, le thé de la "
                        "petite amie."
                    ),
                ],
            ),
            (
                "La momie",
                [
                    (
                        "Elle joue de grandes cartes Momie (puis peut tenter une fois l'envoûtement), "
                        "pose des cartes scarabée face cachée sur des chantiers ou les déplace, ou "
                        "reprend la tempête de sable."
                    ),
                    (
                        "Quand un chantier s'ouvre, l'effroi des scarabées (crânes plus un par blessure) "
                        "est opposé au courage de tous ceux qui sont là. S'il est plus grand, tous fuient "
                        "et perdent leur équipement. Sinon ils combattent : force plus un dé."
                    ),
                    (
                        "Sa propre force est le nombre de fouilles restant dans la pile plus ses "
                        "trouvailles à l'abri."
                    ),
                ],
            ),
            (
                "À la table",
                [
                    (
                        "Touchez une carte lumineuse ; si des buts s'allument ensuite, touchez le but. "
                        "Tout le reste est un bouton à côté du plateau (dessous sur un téléphone)."
                    ),
                    (
                        "Les cartes Action sont visibles, celles de tout le monde. Vous ne voyez que ce "
                        "que votre personnage peut savoir : les scarabées face cachée, les fouilles non "
                        "étudiées et le choix secret du marché restent cachés."
                    ),
                ],
            ),
        ],
    ),
    "it": (
        (
            "Una persona gioca la mummia, le altre cercano tesori. La mummia vince se mette al sicuro da sé "
            "il proprio sarcofago (o dopo 20 giri, o quando tutti i cacciatori dichiarano nello stesso giro "
            "di non osare più affrontarla: possono farlo finito il mazzo, o quando nessuno di loro ha più "
            "una carta per cercare né conosce una carta del mazzo). Se lo recupera un cacciatore di tesori, "
            "vince il cacciatore con più contanti."
        ),
        [
            (
                "Un giro",
                [
                    (
                        "Preparazione: la carta del primo giocatore passa avanti; chi ha ingaggiato la "
                        "fidanzata può invitare una persona al tè (quella persona salta il giro). La "
                        "mummia mette uno dei primi tre scavi sotto il mazzo."
                    ),
                    (
                        "Pianificazione: a turno ognuno mette carte finché tutti i cacciatori passano "
                        "subito dopo un turno della mummia. La mummia non agisce mai due volte di fila."
                    ),
                    (
                        "Esecuzione: prima le ritirate, poi gli scavi. Ogni pala toglie una carta sabbia; "
                        "finita la sabbia, una pala in più apre lo scavo. Poi colpiscono gli scarabei."
                    ),
                    (
                        "Mercato: la mummia fa marcire una carta, poi vengono gli aumenti, la borsa, la "
                        "scelta segreta tra rubare e commerciare, i furti e le aste."
                    ),
                ],
            ),
            (
                "Le tue carte azione",
                [
                    (
                        "Lente: studiare il mazzo (ogni carta guarda una carta più in fondo) o studiare "
                        "uno scavo."
                    ),
                    (
                        "Pala: aprire uno scavo studiato (1k di tassa), scavare nel proprio scavo, "
                        "prendere un lavoro o avvicinarsi di soppiatto come predone."
                    ),
                    (
                        "Ogni carta può andare al casinò: giocare (una posta) o guadagnare una paga come "
                        "croupier."
                    ),
                    (
                        "Carte speciali: il pendolo dell'archeologo (studiare o scavare), la dinamite del "
                        "malvivente, il controllo dell'occultista, l'osservazione dell'agente, il tè "
                        "della fidanzata."
                    ),
                ],
            ),
            (
                "La mummia",
                [
                    (
                        "Gioca grandi carte mummia (poi può tentare una volta l'incantesimo), mette carte "
                        "scarabeo coperte sugli scavi o le sposta, oppure riprende la tempesta di sabbia."
                    ),
                    (
                        "Quando uno scavo si apre, lo spavento degli scarabei (teschi più uno per ferita) "
                        "si confronta con il coraggio di tutti i presenti. Se è maggiore, tutti fuggono e "
                        "perdono l'equipaggiamento. Altrimenti si combatte: forza più un dado."
                    ),
                    (
                        "La sua forza è il numero di scavi rimasti nel mazzo più i reperti che ha messo "
                        "al sicuro."
                    ),
                ],
            ),
            (
                "Al tavolo",
                [
                    (
                        "Tocca una carta luminosa; se poi si accendono delle mete, tocca la meta. Tutto "
                        "il resto è un pulsante accanto al tabellone (sotto, su un telefono)."
                    ),
                    (
                        "Le carte azione sono scoperte, quelle di tutti. Vedi solo ciò che il tuo "
                        "personaggio può sapere: gli scarabei coperti, gli scavi non studiati e la scelta "
                        "segreta del mercato restano nascosti."
                    ),
                ],
            ),
        ],
    ),
}
"""The goal, a round, the cards, the mummy and the table's taps in French and Italian (our own words)."""

HELP_WORDS: dict[str, dict[str, str]] = {
    "fr": {
        "table": "La table",
        "hold": "Gardez le doigt sur une carte, une personne ou un signe (ou pointez-le avec la souris) : "
        "il s'affiche en grand, avec tout ce qu'il fait.",
        "details": "En détail",
    },
    "it": {
        "table": "Il tavolo",
        "hold": "Tieni il dito su una carta, una persona o un segno (o puntalo col mouse): appare in "
        "grande, con tutto ciò che fa.",
        "details": "Nei dettagli",
    },
}
"""The help's own headings and hint in French and Italian."""


def _basics(lang: str) -> str:
    """The goal, a round, the cards, the mummy and the table's taps."""
    if lang in BASICS_MORE:
        intro, parts = BASICS_MORE[lang]
        return tag("p", esc(intro)) + "".join(section(title, items) for title, items in parts)
    if lang == "de":
        return (
            tag(
                "p",
                esc(
                    "Eine Person spielt die Mumie, die anderen sind Schatzsucher. Die Mumie gewinnt, wenn "
                    "sie ihren Sarkophag selbst sichert (oder nach 20 Runden, oder wenn alle Schatzsucher "
                    "in derselben Runde erklären, sich nicht mehr an sie zu wagen: das dürfen sie bei "
                    "leerem Stapel, oder wenn keiner von ihnen mehr eine Karte zum Forschen hat oder eine "
                    "Karte im Stapel kennt). Birgt ihn ein Schatzsucher, gewinnt der Schatzsucher mit dem "
                    "meisten Bargeld."
                ),
            )
            + section(
                "Eine Runde",
                [
                    "Vorbereitung: Die Startkarte wandert weiter; wer die Freundin hat, darf eine Person "
                    "zum Tee einladen (sie setzt aus). Die Mumie schiebt eine der obersten drei Ausgrabungen "
                    "unter den Stapel.",
                    "Planung: Reihum legen alle Karten aus, bis nach einem Zug der Mumie alle Schatzsucher "
                    "passen. Die Mumie ist nie zweimal hintereinander dran.",
                    "Ausführung: Erst Rückzug, dann wird gegraben. Jede Schaufel nimmt eine Sandkarte; ist "
                    "kein Sand mehr da, öffnet eine weitere Schaufel die Grabung. Dann kommen die Käfer.",
                    "Markt: Die Mumie lässt eine Karte verfaulen, dann Lohnerhöhungen, Tasche packen, "
                    "geheim Stehlen oder Handeln wählen, Diebstähle und Versteigerungen.",
                ],
            )
            + section(
                "Deine Aktionskarten",
                [
                    "Lupe: im Stapel forschen (je Karte eine Karte tiefer) oder eine Grabung erforschen.",
                    "Schaufel: eine erforschte Ausgrabung eröffnen (1k Gebühr), an eigener Grabung graben, "
                    "einen Job annehmen oder als Räuber heranschleichen.",
                    "Jede Karte darf auch ins Casino: spielen (Einsatz) oder als Croupier Lohn verdienen.",
                    "Sonderkarten: Pendel des Archäologen (forschen oder graben), Dynamit des Ganoven, "
                    "Kontrolle der Okkultistin, Observation des Agenten, Tee der Freundin.",
                ],
            )
            + section(
                "Die Mumie",
                [
                    "Sie spielt große Mumienkarten (und darf dann einmal den Bann versuchen), legt verdeckte "
                    "Käferkarten an Grabungen oder verlegt sie, oder nimmt den Sandsturm zurück.",
                    "Öffnet eine Grabung, zählt der Schrecken der Käfer (Schädel plus eine je Verletzung) "
                    "gegen den Wagemut aller dort. Ist er größer, fliehen alle und verlieren ihre "
                    "Ausrüstung. Sonst wird gekämpft: Kraft plus Würfel.",
                    "Ihre eigene Kraft ist die Zahl der Ausgrabungen im Stapel plus ihrer gesicherten Funde.",
                ],
            )
            + section(
                "Am Tisch",
                [
                    "Tippe eine leuchtende Karte an; leuchten danach Ziele auf, tippe das Ziel. Alles andere "
                    "steht als Knopf neben dem Spielbrett (auf dem Handy darunter).",
                    "Aktionskarten sind offen, auch die der anderen. Du siehst nur, was deine Figur wissen "
                    "darf: verdeckte Käfer, unerforschte Ausgrabungen und die geheime Wahl am Markt bleiben "
                    "verdeckt.",
                ],
            )
        )
    return (
        tag(
            "p",
            esc(
                "One person plays the mummy, the others hunt for treasure. The mummy wins if she secures "
                "her own sarcophagus (or after 20 rounds, or when every treasure hunter declares in the "
                "same round that they no longer dare to face her: they may once the deck is empty, or "
                "once none of them has a card to research with or knows a card in the deck). If a "
                "treasure hunter recovers it, the hunter with the most cash wins."
            ),
        )
        + section(
            "A round",
            [
                "Preparation: the start card moves on; whoever hired the girlfriend may take a person to "
                "tea (that person sits out). The mummy pushes one of the top three excavations under the "
                "deck.",
                "Planning: everyone lays cards in turn until all hunters pass right after a mummy turn. "
                "The mummy never acts twice in a row.",
                "Execution: first retreats, then digging. Each shovel removes one sand card; once the sand "
                "is gone one more shovel opens the site. Then the beetles strike.",
                "Market: the mummy spoils one card, then wage raises, packing the bag, a secret pick of "
                "steal or trade, thefts and auctions.",
            ],
        )
        + section(
            "Your action cards",
            [
                "Magnifier: research the deck (each card looks one card deeper) or research a site.",
                "Shovel: open a researched excavation (1k fee), dig at your own site, take a job or sneak "
                "up as a raider.",
                "Any card may go to the casino: gamble (a stake) or earn a wage as croupier.",
                "Special cards: the archaeologist's pendulum (research or dig), the gangster's dynamite, "
                "the occultist's control, the agent's observation, the girlfriend's tea.",
            ],
        )
        + section(
            "The mummy",
            [
                "She plays large mummy cards (then may try the ban once), lays face-down beetle cards at "
                "sites or moves them, or takes the sandstorm back.",
                "When a site opens, the beetles' fright (skulls plus one per injury) is set against the "
                "courage of everyone there. If it is higher, all flee and lose their equipment. "
                "Otherwise they fight: strength plus a die.",
                "Her own strength is the number of excavations left in the deck plus her secured finds.",
            ],
        )
        + section(
            "At the table",
            [
                "Tap a glowing card; if goals light up next, tap the goal. Everything else is a button "
                "beside the board (below it on a phone).",
                "Action cards are open, everyone's. You see only what your figure may know: face-down "
                "beetles, unresearched excavations and the secret market choice stay hidden.",
            ],
        )
    )


TABLE_PARTS: dict[str, list[str]] = {
    "de": [
        "Mumie: ihre großen Karten (die gespielten liegen offen daneben), ihre verdeckten Käferkarten, "
        "gesicherte Funde und Verletzungen; oben ihre Kraft. Der Knopf „Zeichen“ erklärt jedes Symbol.",
        "Ausgrabungen: der verdeckte Stapel. Farbige Punkte an einer Karte zeigen, wer sie schon "
        "erforscht hat.",
        "Sand: der Vorrat, aus dem neue Grabungen ihren Sand bekommen.",
        "Grabungen: oben der Fund (verdeckt, bis ihn jemand erforscht), darauf der Sand; daneben die "
        "Käferkarten der Mumie und die Aktionskarten nach ihrer Rolle: graben, rauben, Job, Observation, "
        "Dynamit. Unten: wie viele Schaufeln dort sind und ob die Grabung öffnet.",
        "Casino: Spielen oder Croupier (siehe unten).",
        "Schatzsucher: Bargeld, jede Person mit Kraft ⚔ und Wagemut ♥, bei Helfern der Lohn, dazu die "
        "Ausrüstung. Die Sonnenscheibe zeigt den Startspieler.",
        "Deine Aktionskarten: antippen, dann ein leuchtendes Ziel.",
        "Markt: Ausrüstung und Hilfskräfte zu kaufen.",
    ],
    "en": [
        "Mummy: her large cards (those played lie open beside them), her face-down beetle cards, secured "
        "finds and injuries; on top her strength. The “Symbols” button explains every sign.",
        "Excavations: the face-down deck. Coloured dots on a card show who has researched it.",
        "Sand: the supply new sites take their sand from.",
        "Sites: on top the find (face down until someone researches it), the sand on it; beside it the "
        "mummy's beetle cards and the action cards by role: digging, raiding, job, observation, dynamite. "
        "Below: how many shovels are there and whether the site opens.",
        "Casino: gamble or croupier (see below).",
        "Treasure hunters: cash, each person with strength ⚔ and courage ♥, a helper's wage, and the "
        "equipment. The sun disc marks the start player.",
        "Your action cards: tap one, then a glowing goal.",
        "Market: equipment and helpers for sale.",
    ],
    "fr": [
        (
            "Momie : ses grandes cartes (celles jouées sont posées visibles à côté), ses cartes scarabée "
            "face cachée, ses trouvailles à l'abri et ses blessures ; en haut sa force. Le bouton "
            "« Symboles » explique chaque signe."
        ),
        (
            "Fouilles : la pile face cachée. Des points de couleur sur une carte montrent qui l'a déjà "
            "étudiée."
        ),
        "Sable : la réserve où les nouveaux chantiers prennent leur sable.",
        (
            "Chantiers : en haut la trouvaille (face cachée jusqu'à ce que quelqu'un l'étudie), le sable "
            "dessus ; à côté les cartes scarabée de la momie et les cartes Action selon leur rôle : "
            "fouiller, piller, travail, observation, dynamite. En bas : combien de pelles y sont et si le "
            "chantier s'ouvre."
        ),
        "Casino : jouer ou croupier (voir plus bas).",
        (
            "Chasseurs de trésors : l'argent liquide, chaque personne avec sa force ⚔ et son courage ♥, "
            "le salaire d'une aide, et l'équipement. Le disque solaire désigne le premier joueur."
        ),
        "Vos cartes Action : touchez-en une, puis un but lumineux.",
        "Marché : équipement et aides à vendre.",
    ],
    "it": [
        (
            "Mummia: le sue grandi carte (quelle giocate stanno scoperte accanto), le sue carte scarabeo "
            "coperte, i reperti al sicuro e le ferite; in alto la sua forza. Il pulsante «Simboli» spiega "
            "ogni segno."
        ),
        "Scavi: il mazzo coperto. Punti colorati su una carta mostrano chi l'ha già studiata.",
        "Sabbia: la riserva da cui i nuovi scavi prendono la loro sabbia.",
        (
            "Scavi aperti: in alto il reperto (coperto finché qualcuno non lo studia), sopra la sabbia; "
            "accanto le carte scarabeo della mummia e le carte azione secondo il ruolo: scavare, "
            "razziare, lavoro, osservazione, dinamite. In basso: quante pale ci sono e se lo scavo si "
            "apre."
        ),
        "Casinò: giocare o croupier (vedi sotto).",
        (
            "Cacciatori di tesori: i contanti, ogni persona con forza ⚔ e coraggio ♥, la paga di un "
            "aiutante, e l'equipaggiamento. Il disco solare indica il primo giocatore."
        ),
        "Le tue carte azione: toccane una, poi una meta luminosa.",
        "Mercato: equipaggiamento e aiutanti in vendita.",
    ],
}
"""What each numbered part of the table's picture holds."""


def _table(lang: str) -> str:
    """The picture of the table and what its numbered parts hold."""
    de = lang == "de"
    items = "".join(tag("li", esc(text)) for text in TABLE_PARTS.get(lang) or TABLE_PARTS["en"])
    if lang in HELP_WORDS:
        words = HELP_WORDS[lang]
        picture = table_svg(lang) + tag("ol", items)
        return tag("h3", esc(words["table"])) + picture + tag("p", esc(words["hold"]))
    hold = (
        "Halte den Finger auf eine Karte, eine Person oder ein Zeichen (oder zeige mit der Maus darauf): "
        "sie erscheint groß, mit allem, was sie kann."
        if de
        else "Hold a finger on a card, a person or a sign (or point at it with the mouse): it shows large, "
        "with everything it does."
    )
    return (
        tag("h3", esc("Der Tisch" if de else "The table"))
        + table_svg(lang)
        + tag("ol", items)
        + tag("p", esc(hold))
    )


DETAILS: dict[str, list[tuple[str, str]]] = {
    "de": [
        (
            "Wagemut",
            "Öffnet sich eine Grabung, werden die Käferkarten dort aufgedeckt. Ihre Schädel, und für jede "
            "Karte dazu eins je Verletzung der Mumie, ergeben den Schrecken. Ist er größer als der Wagemut "
            "aller Personen dort zusammen, laufen alle davon, lassen ihre Ausrüstung zurück, und die Mumie "
            "sichert den Fund. Wagemut haben die Charaktere von Haus aus, Helfer so viel wie ihr Lohn, und "
            "manche Ausrüstung (Kruzifix, Tropenhelm, Insektenspray) legt etwas drauf.",
        ),
        (
            "Lohnerhöhung",
            "Zu Beginn des Markts darf jeder Schatzsucher seinen Helfern mehr Lohn geben, jeweils 1k. Der "
            "Lohn wird jede Runde fällig, aber ein besser bezahlter Helfer ist auch mutiger: sein Wagemut "
            "steigt mit jedem Tausender.",
        ),
        (
            "Tee",
            "Wer die Freundin angeworben hat, darf ab der zweiten Runde vor der Planung eine Person zum Tee "
            "bitten. Deren Aktionskarten ruhen die ganze Runde: niemand spielt oder verschiebt sie. Was "
            "schon an einer Grabung liegt, bleibt dort und zählt mit.",
        ),
        (
            "Bann",
            "Gleich nachdem die Mumie eine große Karte gespielt hat, darf sie einmal je Runde eine "
            "Aktionskarte an einer Grabung bannen. Sie würfelt; ist der Wurf höher als der Wagemut der "
            "Person, gräbt die Karte diese Runde nicht und die Person zählt dort nicht. Wer 6 oder mehr "
            "Wagemut hat, ist vor dem Bann sicher.",
        ),
        (
            "Sandsturm",
            "Die große Karte mit dem Amulett weht sofort zwei Sandkarten auf eine Grabung, die so länger "
            "verschlossen bleibt; danach zieht die Mumie einen Käferangriff nach. Der Sturm liegt offen, "
            "bis die Mumie ihn in einem eigenen Zug zurücknimmt. Wer das magische Amulett ausgräbt, nimmt "
            "ihn ihr für immer.",
        ),
        (
            "Casino und Croupier",
            "Statt zu graben darf jede Aktionskarte ins Casino. Spielen kostet 1k Einsatz; nach den "
            "Grabungen fallen zwei Würfel, ab 7 kommt Geld zurück, bei 12 am meisten. Ein Croupier verdient "
            "sicher 1k von der Bank, doch es gibt nur zwei Croupierplätze je Runde.",
        ),
        (
            "Tasche und Safe",
            "Vor dem Markt packt jeder geheim seine Tasche: nur mit dem Geld darin kauft und bietet er. "
            "Der Rest liegt im Safe und ist sicher. Wer „Stehlen“ wählt, greift in eine fremde Tasche: "
            "ist ein Würfel mal 1k nicht mehr als ihr Inhalt, bekommt der Dieb die Hälfte davon.",
        ),
    ],
    "en": [
        (
            "Courage",
            "When a site opens, its beetle cards are turned up. Their skulls, plus one per injury of the "
            "mummy for each card, make the fright. If it is higher than the courage of all persons there "
            "together, everyone runs, leaves the equipment behind, and the mummy secures the find. "
            "Characters have courage of their own, helpers as much as their wage, and some equipment "
            "(crucifix, pith helmet, insect spray) adds to it.",
        ),
        (
            "Wage raises",
            "At the start of the market each treasure hunter may give helpers a higher wage, 1k at a time. "
            "Wages are due every round, but a better-paid helper is braver too: its courage rises with "
            "every thousand.",
        ),
        (
            "Tea",
            "Whoever hired the girlfriend may, from the second round on, ask one person to tea before "
            "planning. That person's action cards rest for the whole round: nobody plays or moves them. "
            "What already lies at a site stays there and still counts.",
        ),
        (
            "Ban",
            "Right after playing a large card, once a round, the mummy may ban an action card at a site. "
            "She rolls; if the roll beats the person's courage, the card does not dig this round and the "
            "person does not count there. Courage 6 or more is safe from the ban.",
        ),
        (
            "Sandstorm",
            "The large card with the amulet blows two sand cards onto a site at once, keeping it shut for "
            "longer; then the mummy draws a beetle attack. The storm lies open until the mummy takes it "
            "back in a turn of her own. Whoever digs up the magic amulet takes it from her for good.",
        ),
        (
            "Casino and croupier",
            "Instead of digging, any action card may go to the casino. Gambling costs a 1k stake; after the "
            "digging two dice roll, 7 or more pays, 12 pays most. A croupier earns a safe 1k from "
            "the bank, but there are only two croupier posts a round.",
        ),
        (
            "Bag and safe",
            "Before the market everyone packs a bag in secret: only the money in it can buy and bid. The "
            "rest stays in the safe, out of reach. Whoever picks “steal” reaches into another bag: if a "
            "die times 1k is no more than what it holds, the thief takes half of it.",
        ),
    ],
    "fr": [
        (
            "Courage",
            (
                "Quand un chantier s'ouvre, ses cartes scarabée sont retournées. Leurs crânes, plus un "
                "par blessure de la momie pour chaque carte, font l'effroi. S'il dépasse le courage de "
                "toutes les personnes présentes ensemble, tout le monde s'enfuit, laisse son équipement, "
                "et la momie met la trouvaille à l'abri. Les personnages ont leur propre courage, les "
                "aides autant que leur salaire, et certains équipements (crucifix, casque colonial, "
                "insecticide) en ajoutent."
            ),
        ),
        (
            "Augmentations",
            (
                "Au début du marché, chaque chasseur de trésors peut augmenter le salaire de ses aides, "
                "1k à la fois. Le salaire est dû à chaque manche, mais une aide mieux payée est aussi "
                "plus courageuse : son courage monte avec chaque millier."
            ),
        ),
        (
            "Thé",
            (
                "Qui a engagé la petite amie peut, dès la deuxième manche, inviter une personne au thé "
                "avant la planification. Les cartes Action de cette personne se reposent toute la "
                "manche : personne ne les joue ni ne les déplace. Ce qui est déjà sur un chantier y reste "
                "et compte toujours."
            ),
        ),
        (
            "Envoûtement",
            (
                "Juste après avoir joué une grande carte, une fois par manche, la momie peut envoûter une "
                "carte Action sur un chantier. Elle lance le dé ; si le résultat dépasse le courage de la "
                "personne, la carte ne fouille pas cette manche et la personne n'y compte pas. Un courage "
                "de 6 ou plus protège de l'envoûtement."
            ),
        ),
        (
            "Tempête de sable",
            (
                "La grande carte à l'amulette souffle d'un coup deux cartes de sable sur un chantier, qui "
                "reste fermé plus longtemps ; puis la momie pioche une attaque de scarabées. La tempête "
                "reste visible jusqu'à ce que la momie la reprenne pendant un de ses tours. Qui déterre "
                "l'amulette magique la lui prend pour de bon."
            ),
        ),
        (
            "Casino et croupier",
            (
                "Au lieu de fouiller, toute carte Action peut aller au casino. Jouer coûte une mise de "
                "1k ; après les fouilles on lance deux dés, 7 ou plus rapporte, 12 rapporte le plus. Un "
                "croupier gagne 1k assuré de la banque, mais il n'y a que deux postes de croupier par "
                "manche."
            ),
        ),
        (
            "Sac et coffre",
            (
                "Avant le marché, chacun prépare un sac en secret : seul l'argent qu'il contient peut "
                "acheter et enchérir. Le reste reste au coffre, hors d'atteinte. Qui choisit « voler » "
                "plonge la main dans un autre sac : si un dé fois 1k ne dépasse pas ce qu'il contient, le "
                "voleur en prend la moitié."
            ),
        ),
    ],
    "it": [
        (
            "Coraggio",
            (
                "Quando uno scavo si apre, le sue carte scarabeo vengono scoperte. I loro teschi, più uno "
                "per ferita della mummia per ogni carta, fanno lo spavento. Se supera il coraggio di "
                "tutte le persone presenti insieme, tutti scappano, lasciano l'equipaggiamento e la "
                "mummia mette al sicuro il reperto. I personaggi hanno un coraggio proprio, gli aiutanti "
                "tanto quanto la loro paga, e alcuni equipaggiamenti (crocifisso, casco coloniale, "
                "insetticida) ne aggiungono."
            ),
        ),
        (
            "Aumenti",
            (
                "All'inizio del mercato ogni cacciatore di tesori può alzare la paga dei propri aiutanti, "
                "1k alla volta. La paga è dovuta a ogni giro, ma un aiutante pagato meglio è anche più "
                "coraggioso: il suo coraggio sale con ogni migliaio."
            ),
        ),
        (
            "Tè",
            (
                "Chi ha ingaggiato la fidanzata può, dal secondo giro in poi, invitare una persona al tè "
                "prima della pianificazione. Le carte azione di quella persona riposano per tutto il "
                "giro: nessuno le gioca né le sposta. Ciò che è già su uno scavo resta lì e conta "
                "comunque."
            ),
        ),
        (
            "Incantesimo",
            (
                "Subito dopo aver giocato una grande carta, una volta per giro, la mummia può incantare "
                "una carta azione su uno scavo. Tira il dado; se il risultato supera il coraggio della "
                "persona, la carta non scava in questo giro e la persona lì non conta. Con coraggio 6 o "
                "più si è al riparo dall'incantesimo."
            ),
        ),
        (
            "Tempesta di sabbia",
            (
                "La grande carta con l'amuleto soffia in un colpo due carte sabbia su uno scavo, che "
                "resta chiuso più a lungo; poi la mummia pesca un attacco di scarabei. La tempesta resta "
                "scoperta finché la mummia non la riprende in un suo turno. Chi dissotterra l'amuleto "
                "magico gliela toglie per sempre."
            ),
        ),
        (
            "Casinò e croupier",
            (
                "Invece di scavare, ogni carta azione può andare al casinò. Giocare costa una posta di "
                "1k; dopo gli scavi si tirano due dadi, 7 o più paga, 12 paga di più. Un croupier "
                "guadagna 1k sicuro dalla banca, ma ci sono solo due posti da croupier per giro."
            ),
        ),
        (
            "Borsa e cassaforte",
            (
                "Prima del mercato ognuno prepara in segreto una borsa: solo il denaro che contiene può "
                "comprare e fare offerte. Il resto resta in cassaforte, fuori portata. Chi sceglie "
                "«rubare» mette le mani in un'altra borsa: se un dado per 1k non supera quanto contiene, "
                "il ladro ne prende la metà."
            ),
        ),
    ],
}
"""The parts of the rules a new player asks about, in our own words."""


def _details(lang: str) -> str:
    """Courage, wage raises, tea, ban, sandstorm, casino, bag and safe."""
    colon = "\u00a0: " if lang == "fr" else ": "
    details = DETAILS.get(lang) or DETAILS["en"]
    items = "".join(tag("li", tag("b", esc(title)) + esc(colon + text)) for title, text in details)
    heading = "Im Einzelnen" if lang == "de" else "In detail"
    if lang in HELP_WORDS:
        heading = HELP_WORDS[lang]["details"]
    return tag("h3", esc(heading)) + tag("ul", items)
