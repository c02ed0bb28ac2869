"""The DOM of remote play: the host's room, the guest's join screen, and their bits in other screens.

Every word is in :data:`TEXTS` (German and English, registered with :mod:`i18n`).  The
screens only read the rooms (:mod:`pharaoh.net.room`); clicks come back as ``data-act``
``net-...`` actions.  Stable hooks for tests: ``data-invite``, ``data-net``, ``data-status``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pharaoh.net.fairseed import PARTIAL, UNCHECKED, Verdict
from pharaoh.net.ice import MODES, IceSetting
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.netmenu import joins_on_load as joins_on_load  # remote.py reads it here
from pharaoh.web.netmenu import resume_entry
from pharaoh.web.netreasons import localize

TEXTS: dict[str, dict[str, str]] = {
    "net.remote": {"de": "Fern", "en": "Remote", "fr": "À distance", "it": "A distanza"},
    "net.remote.title": {
        "de": "Spielt in einem anderen Browser",
        "en": "Plays in another browser",
        "fr": "Joue dans un autre navigateur",
        "it": "Gioca in un altro browser",
    },
    "net.open": {"de": "Raum öffnen", "en": "Open the room", "fr": "Ouvrir la salle", "it": "Apri la stanza"},
    "net.ice": {"de": "Verbindung", "en": "Connection", "fr": "Connexion", "it": "Connessione"},
    "net.ice.local": {
        "de": "Nur gleiches Netz",
        "en": "Same network only",
        "fr": "Même réseau seulement",
        "it": "Solo stessa rete",
    },
    "net.ice.stun": {
        "de": "Über das Internet (STUN)",
        "en": "Across the internet (STUN)",
        "fr": "Par Internet (STUN)",
        "it": "Via Internet (STUN)",
    },
    "net.ice.turn": {
        "de": "Eigenes TURN-Relais",
        "en": "Own TURN relay",
        "fr": "Relais TURN personnel",
        "it": "Relay TURN proprio",
    },
    "net.ice.hint.local": {
        "de": "Kein Server: klappt nur, wenn alle im selben Netz sind (z. B. dasselbe WLAN).",
        "en": "No server at all: works only when everyone is on the same network (the same Wi-Fi).",
        "fr": "Aucun serveur : ne marche que si tout le monde est sur le même réseau (le même Wi-Fi).",
        "it": "Nessun server: funziona solo se tutti sono sulla stessa rete (lo stesso Wi-Fi).",
    },
    "net.ice.hint.stun": {
        "de": "Öffentliche STUN-Server verraten jedem Browser seine Adresse; Spielzüge laufen nie darüber.",
        "en": "Public STUN servers tell each browser its own address; no game data ever passes them.",
        "fr": "Des serveurs STUN publics indiquent à chaque navigateur sa propre adresse ; aucune donnée de "
        "jeu n'y passe.",
        "it": "Server STUN pubblici dicono a ogni browser il suo indirizzo; nessun dato di gioco passa da "
        "loro.",
    },
    "net.ice.hint.turn": {
        "de": "Ein TURN-Relais leitet alles weiter, auch durch strenge Router. Adresse, Name, Passwort:",
        "en": "A TURN relay forwards everything, even through strict routers. Address, user, password:",
        "fr": "Un relais TURN transmet tout, même à travers des routeurs stricts. Adresse, utilisateur, mot "
        "de passe :",
        "it": "Un relay TURN inoltra tutto, anche attraverso router rigidi. Indirizzo, utente, password:",
    },
    "net.turn.url": {
        "de": "turn:relais.example.org:3478",
        "en": "turn:relay.example.org:3478",
        "fr": "turn:relay.example.org:3478",
        "it": "turn:relay.example.org:3478",
    },
    "net.turn.user": {"de": "Benutzer", "en": "User", "fr": "Utilisateur", "it": "Utente"},
    "net.turn.pass": {"de": "Passwort", "en": "Password", "fr": "Mot de passe", "it": "Password"},
    "net.turn.save": {
        "de": "Relais übernehmen",
        "en": "Use this relay",
        "fr": "Utiliser ce relais",
        "it": "Usa questo relay",
    },
    "net.loading": {
        "de": "Lade die Netzwerkteile …",
        "en": "Loading the network parts …",
        "fr": "Chargement des éléments réseau …",
        "it": "Caricamento delle parti di rete …",
    },
    "net.loading.failed": {
        "de": "Die Netzwerkteile ließen sich nicht laden: {error}",
        "en": "Could not load the network parts: {error}",
        "fr": "Impossible de charger les éléments réseau : {error}",
        "it": "Impossibile caricare le parti di rete: {error}",
    },
    "net.room.title": {
        "de": "Raum: {name}",
        "en": "Room: {name}",
        "fr": "Salle : {name}",
        "it": "Stanza: {name}",
    },
    "net.room.hint": {
        "de": "Schick jedem Gast seine Einladung (Code, Link oder QR-Code) und füge seine Antwort ein.",
        "en": "Send each guest their invite (code, link or QR code), then paste their answer.",
        "fr": "Envoyez à chaque invité son invitation (code, lien ou QR code), puis collez sa réponse.",
        "it": "Manda a ogni ospite il suo invito (codice, link o codice QR), poi incolla la sua risposta.",
    },
    "net.room.spectator": {"de": "Zuschauer", "en": "Spectator", "fr": "Spectateur", "it": "Spettatore"},
    "net.invite.spectator": {
        "de": "Zuschauer einladen",
        "en": "Invite a spectator",
        "fr": "Inviter un spectateur",
        "it": "Invita uno spettatore",
    },
    "net.invite.code": {
        "de": "Einladungscode",
        "en": "Invite code",
        "fr": "Code d'invitation",
        "it": "Codice d'invito",
    },
    "net.invite.link": {
        "de": "Einladungslink",
        "en": "Invite link",
        "fr": "Lien d'invitation",
        "it": "Link d'invito",
    },
    "net.invite.window": {
        "de": "In einem anderen Fenster dieses Browsers öffnen",
        "en": "Open in another window of this browser",
        "fr": "Ouvrir dans une autre fenêtre de ce navigateur",
        "it": "Apri in un'altra finestra di questo browser",
    },
    "net.copy": {"de": "Code kopieren", "en": "Copy code", "fr": "Copier le code", "it": "Copia il codice"},
    "net.copy.link": {
        "de": "Link kopieren",
        "en": "Copy link",
        "fr": "Copier le lien",
        "it": "Copia il link",
    },
    "net.copied": {"de": "Kopiert.", "en": "Copied.", "fr": "Copié.", "it": "Copiato."},
    "net.qr.caption": {
        "de": "{seat}: zum Beitreten scannen",
        "en": "{seat}: scan to join",
        "fr": "{seat} : scannez pour rejoindre",
        "it": "{seat}: inquadra per unirti",
    },
    "net.qr.answer": {
        "de": "Antwort: vom Gastgeber scannen lassen",
        "en": "Answer: let the host scan it",
        "fr": "Réponse : à faire scanner par l'hôte",
        "it": "Risposta: falla inquadrare all'host",
    },
    "net.qr": {
        "de": "QR-Code zeigen",
        "en": "Show QR code",
        "fr": "Afficher le QR code",
        "it": "Mostra il codice QR",
    },
    "net.answer": {
        "de": "Antwort des Gastes",
        "en": "The guest's answer",
        "fr": "La réponse de l'invité",
        "it": "La risposta dell'ospite",
    },
    "net.answer.place": {
        "de": "Antwortcode hier einfügen",
        "en": "Paste the answer code here",
        "fr": "Collez ici le code de réponse",
        "it": "Incolla qui il codice di risposta",
    },
    "net.accept": {"de": "Verbinden", "en": "Connect", "fr": "Connecter", "it": "Connetti"},
    "net.renew": {
        "de": "Neue Einladung",
        "en": "New invite",
        "fr": "Nouvelle invitation",
        "it": "Nuovo invito",
    },
    "net.status.idle": {"de": "Bereit.", "en": "Ready.", "fr": "Prêt.", "it": "Pronto."},
    "net.status.gathering": {
        "de": "Suche Verbindungswege …",
        "en": "Finding ways to connect …",
        "fr": "Recherche de moyens de connexion …",
        "it": "Ricerca dei modi per connettersi …",
    },
    "net.status.waiting": {
        "de": "Warte auf die Antwort des Gastes.",
        "en": "Waiting for the guest's answer.",
        "fr": "En attente de la réponse de l'invité.",
        "it": "In attesa della risposta dell'ospite.",
    },
    "net.status.waiting.guest": {
        "de": "Schick diesen Antwortcode an den Gastgeber.",
        "en": "Send this answer code back to the host.",
        "fr": "Renvoyez ce code de réponse à l'hôte.",
        "it": "Rimanda questo codice di risposta all'host.",
    },
    "net.status.connecting": {
        "de": "Verbinde …",
        "en": "Connecting …",
        "fr": "Connexion …",
        "it": "Connessione in corso …",
    },
    "net.status.connected": {"de": "Verbunden.", "en": "Connected.", "fr": "Connecté.", "it": "Connesso."},
    "net.status.failed": {
        "de": "Fehlgeschlagen: {reason}",
        "en": "Failed: {reason}",
        "fr": "Échec : {reason}",
        "it": "Non riuscito: {reason}",
    },
    "net.fail.hint": {
        "de": "Seid ihr im selben Netz? Sonst „Über das Internet“ wählen; hinter strengen Routern hilft nur "
        "ein TURN-Relais. Dann eine neue Einladung schicken.",
        "en": "Are you on the same network? If not, choose “Across the internet”; behind strict routers "
        "only a TURN relay helps. Then send a new invite.",
        "fr": "Êtes-vous sur le même réseau ? Sinon, choisissez « Par Internet » ; derrière des routeurs "
        "stricts, seul un relais TURN aide. Puis envoyez une nouvelle invitation.",
        "it": "Siete sulla stessa rete? Se no, scegli «Via Internet»; dietro router rigidi aiuta solo un "
        "relay TURN. Poi manda un nuovo invito.",
    },
    "net.fail.noaddress": {
        "de": "Dieses Gerät hat keine Netzwerkadresse gefunden. Ist es mit einem Netz verbunden?",
        "en": "This device found no network address. Is it connected to a network?",
        "fr": "Cet appareil n'a trouvé aucune adresse réseau. Est-il connecté à un réseau ?",
        "it": "Questo dispositivo non ha trovato alcun indirizzo di rete. È connesso a una rete?",
    },
    "net.seat.connected": {"de": "verbunden", "en": "connected", "fr": "connecté", "it": "connesso"},
    "net.seat.dropped": {"de": "getrennt", "en": "dropped", "fr": "déconnecté", "it": "disconnesso"},
    "net.seat.open": {"de": "wartet", "en": "waiting", "fr": "en attente", "it": "in attesa"},
    "net.seat.here": {
        "de": "hier am Gerät",
        "en": "here on this device",
        "fr": "ici sur cet appareil",
        "it": "qui su questo dispositivo",
    },
    "net.seat.computer": {"de": "Computer", "en": "computer", "fr": "ordinateur", "it": "computer"},
    "net.seat.standin": {
        "de": "Computer springt ein",
        "en": "computer stands in",
        "fr": "l'ordinateur remplace",
        "it": "il computer sostituisce",
    },
    "net.standin.on": {
        "de": "Computer einspringen lassen",
        "en": "Let the computer play",
        "fr": "Laisser jouer l'ordinateur",
        "it": "Fai giocare il computer",
    },
    "net.standin.off": {
        "de": "Computer abziehen",
        "en": "Stop the computer",
        "fr": "Arrêter l'ordinateur",
        "it": "Ferma il computer",
    },
    "net.to_board": {"de": "Zum Brett", "en": "To the board", "fr": "Vers le plateau", "it": "Al tabellone"},
    "net.to_room": {"de": "Einladungen", "en": "Invites", "fr": "Invitations", "it": "Inviti"},
    "net.spectators": {
        "de": "Zuschauer: {n}",
        "en": "Spectators: {n}",
        "fr": "Spectateurs : {n}",
        "it": "Spettatori: {n}",
    },
    "net.phase.lobby": {
        "de": "Warte auf alle Gäste.",
        "en": "Waiting for every guest.",
        "fr": "En attente de tous les invités.",
        "it": "In attesa di tutti gli ospiti.",
    },
    "net.phase.seeding": {
        "de": "Die Würfel werden gemeinsam gezogen …",
        "en": "Drawing the dice together …",
        "fr": "Tirage commun des dés …",
        "it": "Estrazione comune dei dadi …",
    },
    "net.phase.playing": {
        "de": "Das Spiel läuft.",
        "en": "The game is on.",
        "fr": "La partie est en cours.",
        "it": "La partita è in corso.",
    },
    "net.phase.over": {
        "de": "Das Spiel ist zu Ende.",
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "it": "La partita è finita.",
    },
    "net.guest": {"de": "Gast", "en": "Guest", "fr": "Invité", "it": "Ospite"},
    "net.join.title": {
        "de": "Einem Spiel beitreten",
        "en": "Join a game",
        "fr": "Rejoindre une partie",
        "it": "Unisciti a una partita",
    },
    "net.join.hint": {
        "de": "Füge den Einladungscode oder -link des Gastgebers ein.",
        "en": "Paste the host's invite code or link.",
        "fr": "Collez le code ou le lien d'invitation de l'hôte.",
        "it": "Incolla il codice o il link d'invito dell'host.",
    },
    "net.join.place": {
        "de": "Einladungscode oder Link",
        "en": "Invite code or link",
        "fr": "Code ou lien d'invitation",
        "it": "Codice o link d'invito",
    },
    "net.join.again": {
        "de": "Neue Einladung einfügen",
        "en": "Paste a new invite",
        "fr": "Coller une nouvelle invitation",
        "it": "Incolla un nuovo invito",
    },
    "net.join.go": {"de": "Beitreten", "en": "Join", "fr": "Rejoindre", "it": "Unisciti"},
    "net.join.answer": {
        "de": "Dein Antwortcode",
        "en": "Your answer code",
        "fr": "Votre code de réponse",
        "it": "Il tuo codice di risposta",
    },
    "net.join.rejoin": {
        "de": "Du kehrst auf deinen Platz zurück (das Spiel kennt dich noch).",
        "en": "You return to your seat (the game still knows you).",
        "fr": "Vous retrouvez votre place (la partie vous connaît encore).",
        "it": "Torni al tuo posto (la partita ti conosce ancora).",
    },
    "net.dropped": {
        "de": "Getrennt: {seats}",
        "en": "Dropped: {seats}",
        "fr": "Déconnecté : {seats}",
        "it": "Disconnessi: {seats}",
    },
    "net.lost": {
        "de": "Die Verbindung zum Gastgeber ist weg: {reason}. Bitte ihn um eine neue Einladung.",
        "en": "The connection to the host is lost: {reason}. Ask the host for a new invite.",
        "fr": "La connexion à l'hôte est perdue : {reason}. Demandez une nouvelle invitation à l'hôte.",
        "it": "La connessione con l'host si è persa: {reason}. Chiedi all'host un nuovo invito.",
    },
    "net.resume.bad": {
        "de": "Das gespeicherte Fernspiel ist unbrauchbar: {reason}",
        "en": "The stored remote game cannot be used: {reason}",
        "fr": "La partie à distance enregistrée est inutilisable : {reason}",
        "it": "La partita a distanza salvata non si può usare: {reason}",
    },
    "net.draw": {
        "de": "Gemeinsame Würfelziehung Nr. {n}",
        "en": "Shared dice draw no. {n}",
        "fr": "Tirage commun des dés n° {n}",
        "it": "Estrazione comune dei dadi n. {n}",
    },
    "net.verified": {
        "de": "Geprüft: Die Würfel stammen aus Ziehung {draw}, an der du teilgenommen hast. {moves|Dein Zug "
        "steht|Deine {moves} Züge stehen} im Protokoll genau so, wie du {moves|ihn|sie} geschickt hast, und "
        "alles, was du gesehen hast, folgt aus Würfeln und Zügen.",
        "en": "Verified: the dice come from draw {draw}, which you took part in. {moves|Your move is|Your "
        "{moves} moves are} in the record exactly as you sent {moves|it|them}, and everything you saw "
        "follows from the dice and the moves.",
        "fr": "Vérifié : les dés viennent du tirage {draw}, auquel vous avez participé. {moves|Votre coup "
        "figure|Vos {moves} coups figurent} dans l'enregistrement exactement comme vous {moves|l'avez "
        "envoyé|les avez envoyés}, et tout ce que vous avez vu découle des dés et des coups.",
        "it": "Verificato: i dadi vengono dall'estrazione {draw}, a cui hai partecipato. {moves|La tua "
        "mossa è|Le tue {moves} mosse sono} nella registrazione esattamente come {moves|l'hai inviata|le "
        "hai inviate}, e tutto ciò che hai visto deriva dai dadi e dalle mosse.",
    },
    "net.verified.watch": {
        "de": "Geprüft: Die Würfel stammen aus Ziehung {draw}, deren Festlegungen du gesehen hast, bevor "
        "jemand aufdeckte, und alles, was du gesehen hast, folgt aus Würfeln und Zügen.",
        "en": "Verified: the dice come from draw {draw}, whose commitments you saw before anyone revealed, "
        "and everything you saw follows from the dice and the moves.",
        "fr": "Vérifié : les dés viennent du tirage {draw}, dont vous avez vu les engagements avant que "
        "quiconque ne révèle, et tout ce que vous avez vu découle des dés et des coups.",
        "it": "Verificato: i dadi vengono dall'estrazione {draw}, di cui hai visto gli impegni prima che "
        "qualcuno rivelasse, e tutto ciò che hai visto deriva dai dadi e dalle mosse.",
    },
    "net.verified.restarts": {
        "de": "{n|Eine frühere Ziehung wurde|{n} frühere Ziehungen wurden} nach deinem Aufdecken "
        "abgebrochen, jede aus einem Grund, den alle gesehen haben.",
        "en": "{n|One earlier draw was|{n} earlier draws were} abandoned after you revealed, each for a "
        "reason everyone was shown.",
        "fr": "{n|Un tirage antérieur a été abandonné|{n} tirages antérieurs ont été abandonnés} après "
        "votre révélation, chaque fois pour une raison montrée à tous.",
        "it": "{n|Un'estrazione precedente è stata abbandonata|{n} estrazioni precedenti sono state "
        "abbandonate} dopo la tua rivelazione, ognuna per un motivo mostrato a tutti.",
    },
    "net.partial": {
        "de": "Nicht vollständig geprüft. Was sich prüfen ließ, stimmt; nicht prüfen konntest du:",
        "en": "Not fully verified. Everything that could be checked holds; you could not check:",
        "fr": "Pas entièrement vérifié. Tout ce qui a pu être contrôlé est juste ; vous n'avez pas pu "
        "contrôler :",
        "it": "Non verificato del tutto. Tutto ciò che si è potuto controllare torna; non hai potuto "
        "controllare:",
    },
    "net.unchecked.seed_away": {
        "de": "die Würfel: Sie wurden gezogen (Ziehung {n}), als du noch nicht da oder nicht verbunden "
        "warst; du hast nichts dazu beigetragen.",
        "en": "the dice: they were drawn (draw {n}) before you joined or while you were not connected; you "
        "put nothing into them.",
        "fr": "les dés : ils ont été tirés (tirage {n}) avant votre arrivée ou pendant que vous n'étiez pas "
        "connecté ; vous n'y avez rien mis.",
        "it": "i dadi: sono stati estratti (estrazione {n}) prima che ti unissi o mentre non eri connesso; "
        "non ci hai messo niente.",
    },
    "net.unchecked.moves_away": {
        "de": "{n|einen Zug|{n} Züge} deines Platzes, gemacht, während du weg warst oder der Computer "
        "einsprang: Wer {n|ihn|sie} gewählt hat, kann niemand zeigen.",
        "en": "{n|one move|{n} moves} of your seat, made while you were away or the computer stood in: "
        "nobody can show who chose {n|it|them}.",
        "fr": "{n|un coup|{n} coups} de votre place, joués pendant votre absence ou par l'ordinateur "
        "remplaçant : personne ne peut montrer qui {n|l'a choisi|les a choisis}.",
        "it": "{n|una mossa|{n} mosse} del tuo posto, fatte mentre eri via o al posto tuo dal computer: "
        "nessuno può mostrare chi {n|l'ha scelta|le ha scelte}.",
    },
    "net.unchecked.screens_cut": {
        "de": "{n|einen Bildschirm|{n} Bildschirme} über das hinaus, was dein Browser aufbewahrt.",
        "en": "{n|one screen|{n} screens} beyond what your browser keeps.",
        "fr": "{n|un écran|{n} écrans} au-delà de ce que votre navigateur garde.",
        "it": "{n|una schermata|{n} schermate} oltre quelle che il tuo browser conserva.",
    },
    "net.unchecked.undos": {
        "de": "{n|eine Rücknahme|{n} Rücknahmen}, die der Host gewährte: Ob dazwischen nichts Verdecktes "
        "aufgedeckt und nicht gewürfelt wurde, konnte nur der Host sehen.",
        "en": "{n|one undo|{n} undos} the host granted: only the host could see that nothing hidden was "
        "shown and nothing random drawn in between.",
        "fr": "{n|une annulation accordée|{n} annulations accordées} par l'hôte : lui seul pouvait voir "
        "que rien de caché n'a été montré ni rien tiré au hasard entre-temps.",
        "it": "{n|un annullamento concesso|{n} annullamenti concessi} dall'host: solo l'host poteva vedere "
        "che nel frattempo nulla di nascosto è stato mostrato e nulla estratto a sorte.",
    },
    "net.unchecked.short.undos": {
        "de": "Rücknahmen",
        "en": "undos",
        "fr": "annulations",
        "it": "annullamenti",
    },
    "net.unchecked.short.seed_away": {"de": "die Würfel", "en": "the dice", "fr": "les dés", "it": "i dadi"},
    "net.unchecked.short.moves_away": {
        "de": "Züge in seiner Abwesenheit",
        "en": "moves made while away",
        "fr": "coups joués en votre absence",
        "it": "mosse fatte in tua assenza",
    },
    "net.unchecked.short.screens_cut": {
        "de": "nicht aufbewahrte Bildschirme",
        "en": "screens not kept",
        "fr": "écrans non gardés",
        "it": "schermate non conservate",
    },
    "net.not_verified": {
        "de": "Nicht bestätigt: {reason}",
        "en": "Not verified: {reason}",
        "fr": "Non vérifié : {reason}",
        "it": "Non verificato: {reason}",
    },
    "net.verify.wait": {
        "de": "Die Prüfung läuft …",
        "en": "Checking the game …",
        "fr": "Contrôle de la partie …",
        "it": "Controllo della partita …",
    },
    "net.verdicts": {
        "de": "Prüfung der Gäste:",
        "en": "The guests' checks:",
        "fr": "Les contrôles des invités :",
        "it": "I controlli degli ospiti:",
    },
    "net.verdict.ok": {"de": "bestätigt", "en": "verified", "fr": "vérifié", "it": "verificato"},
    "net.verdict.bad": {
        "de": "nicht bestätigt ({reason})",
        "en": "not verified ({reason})",
        "fr": "non vérifié ({reason})",
        "it": "non verificato ({reason})",
    },
    "net.verdict.part": {
        "de": "nicht vollständig geprüft ({reason})",
        "en": "not fully verified ({reason})",
        "fr": "pas entièrement vérifié ({reason})",
        "it": "non verificato del tutto ({reason})",
    },
    "net.trust.title": {
        "de": "Fernspiel: Wer sieht was?",
        "en": "Remote play: who sees what?",
        "fr": "Jeu à distance : qui voit quoi ?",
        "it": "Gioco a distanza: chi vede cosa?",
    },
    "net.trust.1": {
        "de": "Der Browser des Gastgebers hält das ganze Spiel, auch alles Verdeckte. Spielt nur mit "
        "Leuten, denen ihr auch das Mischen der Karten überlassen würdet.",
        "en": "The host's browser holds the whole game, hidden parts included. Play with people you would "
        "also let shuffle the cards.",
        "fr": "Le navigateur de l'hôte détient toute la partie, parties cachées comprises. Jouez avec des "
        "gens à qui vous laisseriez aussi battre les cartes.",
        "it": "Il browser dell'host contiene tutta la partita, parti nascoste comprese. Gioca con persone a "
        "cui lasceresti anche mescolare le carte.",
    },
    "net.trust.2": {
        "de": "Jeder Gast bekommt nur, was sein Platz sehen darf. Die Würfel kommen aus einer nummerierten "
        "Ziehung mit Zufallszahlen aller Spieler; wählt der Gastgeber sie selbst oder wirft er Ziehungen "
        "ohne sichtbaren Grund weg, fällt das bei der Prüfung auf.",
        "en": "Each guest receives only what its seat may see. The dice come from a numbered draw of "
        "everyone's random numbers; a host that picks them itself or throws draws away without a reason "
        "everyone sees is caught by the check.",
        "fr": "Chaque invité ne reçoit que ce que sa place peut voir. Les dés viennent d'un tirage numéroté "
        "des nombres aléatoires de tous ; un hôte qui les choisit lui-même ou jette des tirages sans raison "
        "montrée à tous est pris par le contrôle.",
        "it": "Ogni ospite riceve solo ciò che il suo posto può vedere. I dadi vengono da un'estrazione "
        "numerata dei numeri casuali di tutti; un host che li sceglie da sé o scarta estrazioni senza un "
        "motivo mostrato a tutti viene scoperto dal controllo.",
    },
    "net.trust.3": {
        "de": "Am Ende prüft jeder Gast die Würfel, seine eigenen Züge und alles, was er gesehen hat. "
        "„Geprüft“ steht nur da, wenn sich alles prüfen ließ; sonst steht da, was nicht – nach dem Spiel, "
        "nicht währenddessen.",
        "en": "At the end each guest checks the dice, its own moves and everything it was shown. “Verified” "
        "appears only when everything could be checked; otherwise the page says what could not – after the "
        "game, not during it.",
        "fr": "À la fin, chaque invité contrôle les dés, ses propres coups et tout ce qu'on lui a montré. "
        "« Vérifié » n'apparaît que si tout a pu être contrôlé ; sinon la page dit ce qui n'a pas pu l'être "
        "– après la partie, pas pendant.",
        "it": "Alla fine ogni ospite controlla i dadi, le proprie mosse e tutto ciò che gli è stato "
        "mostrato. «Verificato» compare solo quando tutto si è potuto controllare; altrimenti la pagina "
        "dice cosa no – dopo la partita, non durante.",
    },
    "net.trust.4": {
        "de": "Die Verbindung läuft direkt von Browser zu Browser, verschlüsselt; es gibt keinen "
        "Spielserver.",
        "en": "The connection runs directly from browser to browser, encrypted; there is no game server.",
        "fr": "La connexion va directement de navigateur à navigateur, chiffrée ; il n'y a pas de serveur "
        "de jeu.",
        "it": "La connessione va direttamente da browser a browser, cifrata; non c'è alcun server di gioco.",
    },
}
register(TEXTS)


@dataclass(frozen=True)
class Card:
    """One invite card as the room screen shows it."""

    key: str
    label: str
    status: str
    code: str
    reason: str
    error: str
    link: str
    window_link: str
    draft: str


def _status(lang: str, status: str, reason: str, guest: bool = False) -> str:
    if status == "failed":
        return tr(lang, "net.status.failed", reason=localize(lang, reason) or "?")
    if status == "waiting" and guest:
        return tr(lang, "net.status.waiting.guest")
    return tr(lang, f"net.status.{status}")


def _fail_hint(lang: str, reason: str) -> str:
    key = "net.fail.noaddress" if "no network address" in reason else "net.fail.hint"
    return tag("p", esc(tr(lang, key)), class_="hint", data_net="hint")


def ice_picker(lang: str, ice: IceSetting) -> str:
    """The ICE setting: three segments, and the TURN fields when the relay is chosen."""
    segs = "".join(
        tag(
            "button",
            esc(tr(lang, f"net.ice.{mode}")),
            class_="btn seg" + (" on" if ice.mode == mode else ""),
            type="button",
            data_act="net-ice",
            data_arg=mode,
            aria_pressed="true" if ice.mode == mode else "false",
        )
        for mode in MODES
    )
    body = tag("h2", esc(tr(lang, "net.ice"))) + tag("div", segs, class_="segs ice", role="group")
    body += tag("p", esc(tr(lang, f"net.ice.hint.{ice.mode}")), class_="note")
    if ice.mode == "turn":
        fields = (
            tag(
                "input",
                id="net-turn-url",
                type="text",
                value=ice.turn_url,
                placeholder=tr(lang, "net.turn.url"),
            )
            + tag(
                "input",
                id="net-turn-user",
                type="text",
                value=ice.turn_user,
                placeholder=tr(lang, "net.turn.user"),
            )
            + tag(
                "input",
                id="net-turn-pass",
                type="password",
                value=ice.turn_password,
                placeholder=tr(lang, "net.turn.pass"),
            )
            + button(tr(lang, "net.turn.save"), "net-turn", "", cls="btn ghost")
        )
        body += tag("div", fields, class_="turn")
        problem = ice.problem()
        if problem:
            body += tag("p", esc(problem), class_="error")
    return tag("div", body, class_="netice", data_net="ice")


def trust(lang: str) -> str:
    """The trust model in plain words (a folding block)."""
    items = "".join(tag("li", esc(tr(lang, f"net.trust.{i}"))) for i in range(1, 5))
    return tag(
        "details",
        tag("summary", esc(tr(lang, "net.trust.title"))) + tag("ul", items),
        class_="trust",
        data_net="trust",
    )


def _card(lang: str, card: Card) -> str:
    parts = [
        tag("h2", esc(card.label)),
        tag(
            "p",
            esc(_status(lang, card.status, card.reason)),
            class_="status",
            data_net="status",
            data_status=card.status,
        ),
    ]
    if card.status == "failed":
        parts.append(_fail_hint(lang, card.reason))
        parts.append(button(tr(lang, "net.renew"), "net-renew", card.key, cls="btn ghost"))
    if card.code and card.status in ("waiting", "connecting"):
        parts.append(
            tag(
                "textarea",
                esc(card.code),
                readonly=True,
                rows=3,
                class_="code",
                data_net="invite-code",
                aria_label=tr(lang, "net.invite.code"),
            )
        )
        parts.append(
            tag(
                "div",
                button(tr(lang, "net.copy"), "net-copy", card.key, cls="btn ghost")
                + button(tr(lang, "net.copy.link"), "net-copylink", card.key, cls="btn ghost")
                + button(tr(lang, "net.qr"), "net-qr", card.key, cls="btn ghost"),
                class_="row",
            )
        )
        link = tag(
            "a",
            esc(tr(lang, "net.invite.link")),
            href=_web(card.link),
            target="_blank",
            data_net="invite-link",
        )
        window = tag(
            "a",
            esc(tr(lang, "net.invite.window")),
            href=_web(card.window_link),
            target="_blank",
            data_net="window-link",
        )
        parts.append(tag("div", link + (" · " + window if card.window_link else ""), class_="links"))
    if card.status == "waiting":
        parts.append(
            tag(
                "textarea",
                esc(card.draft),
                id=f"net-answer-{card.key}",
                rows=3,
                class_="code",
                data_net="answer",
                placeholder=tr(lang, "net.answer.place"),
                aria_label=tr(lang, "net.answer"),
            )
        )
        parts.append(button(tr(lang, "net.accept"), "net-accept", card.key, cls="btn primary"))
    if card.error:
        parts.append(
            tag("p", esc(localize(lang, card.error)), class_="error", role="alert", data_net="error")
        )
    return tag("div", "".join(parts), class_="invite", data_invite=card.key, data_status=card.status)


@dataclass(frozen=True)
class SeatLine:
    """One seat in the room's list."""

    seat: int
    label: str
    kind: str
    connected: bool
    stand_in: bool


def seat_list(lang: str, seats: Sequence[SeatLine], playing: bool) -> str:
    """Every seat with who plays it; a dropped remote seat gets the stand-in switch."""
    rows = []
    for s in seats:
        if s.kind == "local":
            state = tr(lang, "net.seat.here")
        elif s.kind == "computer":
            state = tr(lang, "net.seat.computer")
        elif s.stand_in:
            state = tr(lang, "net.seat.standin")
        else:
            state = tr(
                lang,
                "net.seat.connected" if s.connected else "net.seat.dropped" if playing else "net.seat.open",
            )
        extra = ""
        if s.kind == "remote" and playing and (s.stand_in or not s.connected):
            key = "net.standin.off" if s.stand_in else "net.standin.on"
            extra = button(tr(lang, key), "net-standin", s.seat, cls="btn chip")
        rows.append(
            tag(
                "li",
                tag("span", esc(s.label), class_="seat") + tag("span", esc(state), class_="state") + extra,
                data_seat=s.seat,
                data_connected="true" if s.connected else "false",
            )
        )
    return tag("ul", "".join(rows), class_="netseats", data_net="seats")


def room(
    lang: str,
    *,
    name: str,
    phase: str,
    cards: Sequence[Card],
    seats: Sequence[SeatLine],
    spectators: int,
    notice: str,
    css: str,
) -> str:
    """The host's room: one invite card per open remote seat, the seats, the spectator invite."""
    playing = phase in ("playing", "over")
    parts = [
        tag("h1", esc(tr(lang, "net.room.title", name=name))),
        tag("p", esc(tr(lang, f"net.phase.{phase}")), class_="phase", data_net="phase", data_phase=phase),
    ]
    if any(c.status in ("gathering", "waiting") for c in cards):
        parts.append(tag("p", esc(tr(lang, "net.room.hint")), class_="hint"))
    if notice:
        parts.append(tag("p", esc(notice), class_="notice", role="status"))
    parts += [_card(lang, c) for c in cards]
    parts.append(seat_list(lang, seats, playing))
    parts.append(tag("p", esc(tr(lang, "net.spectators", n=spectators)), class_="note"))
    actions = button(tr(lang, "setup.back"), "net-leave", "", cls="btn ghost")
    actions += button(tr(lang, "net.invite.spectator"), "net-spectator", "", cls="btn ghost")
    if playing:
        actions += button(tr(lang, "net.to_board"), "net-back", "", cls="btn primary", id="net-back")
    parts.append(tag("div", actions, class_="actions"))
    parts.append(trust(lang))
    return tag("section", "".join(parts), id="room", class_="netpanel", style=css)


def join(
    lang: str,
    *,
    status: str,
    code: str,
    reason: str,
    error: str,
    draft: str,
    rejoin: bool,
    ice: IceSetting,
    notice: str,
    css: str,
    draw: int = 0,
) -> str:
    """The guest's screen: paste the invite, then send the answer code back (and the draw's number)."""
    parts = [tag("h1", esc(tr(lang, "net.join.title")))]
    if notice:
        parts.append(tag("p", esc(notice), class_="notice", role="status"))
    if rejoin:
        parts.append(tag("p", esc(tr(lang, "net.join.rejoin")), class_="note"))
    parts.append(
        tag(
            "p",
            esc(_status(lang, status, reason, guest=True)),
            class_="status",
            data_net="status",
            data_status=status,
        )
    )
    if status == "failed":
        parts.append(_fail_hint(lang, reason))
    if status in ("idle", "failed"):
        parts.append(tag("p", esc(tr(lang, "net.join.hint")), class_="hint"))
        parts.append(
            tag(
                "textarea",
                esc(draft),
                id="net-invite",
                rows=4,
                class_="code",
                data_net="invite",
                placeholder=tr(lang, "net.join.place"),
            )
        )
        parts.append(button(tr(lang, "net.join.go"), "net-join", "", cls="btn primary", id="net-join"))
        parts.append(ice_picker(lang, ice))
    if code and status in ("waiting", "connecting"):
        parts.append(tag("h2", esc(tr(lang, "net.join.answer"))))
        parts.append(tag("textarea", esc(code), readonly=True, rows=3, class_="code", data_net="answer-code"))
        parts.append(button(tr(lang, "net.copy"), "net-copy", "answer", cls="btn ghost"))
    if error:
        parts.append(tag("p", esc(localize(lang, error)), class_="error", role="alert", data_net="error"))
    if draw and status == "connected":
        parts.append(draw_line(lang, draw))
    parts.append(
        tag("div", button(tr(lang, "setup.back"), "net-leave", "", cls="btn ghost"), class_="actions")
    )
    parts.append(trust(lang))
    return tag("section", "".join(parts), id="join", class_="netpanel", style=css)


def resume_offer(lang: str, name: str, problem: str) -> str:
    """The menu's offer to resume a stored remote game (or why it cannot)."""
    if problem:
        body = tag("p", esc(tr(lang, "net.resume.bad", reason=localize(lang, problem))), class_="notice")
        body += button(tr(lang, "net.discard"), "net-discard", "", cls="btn ghost")
        return tag("div", body, class_="netresume", data_net="resume")
    return resume_entry(lang, name)


def verdict(lang: str, result: Verdict | None, spectator: bool = False) -> str:
    """The guest's final check in the game-over dialog: verified, not verified, or what was not checked.

    ``data-ok`` is ``true`` only for a verdict that checked everything; ``data-checked`` says
    ``all``, ``part`` (nothing failed, something could not be checked) or ``failed``.
    """
    if result is None:
        return tag("p", esc(tr(lang, "net.verify.wait")), class_="verdict", data_net="verdict", data_ok="")
    if result.failed or not (result.verified or result.unchecked):
        text = tr(lang, "net.not_verified", reason=localize(lang, result.reason))
        return tag(
            "p", esc(text), class_="verdict bad", data_net="verdict", data_ok="false", data_checked="failed"
        )
    if result.verified:
        key = "net.verified.watch" if spectator else "net.verified"
        text = tr(lang, key, draw=result.draw, moves=result.moves)
        if result.restarts:
            text += " " + tr(lang, "net.verified.restarts", n=result.restarts)
        return tag("p", esc(text), class_="verdict", data_net="verdict", data_ok="true", data_checked="all")
    items = "".join(
        tag("li", esc(tr(lang, f"net.unchecked.{what}", n=count)), data_unchecked=what)
        for what, count in result.unchecked
    )
    return tag(
        "div",
        tag("p", esc(tr(lang, "net.partial"))) + tag("ul", items),
        class_="verdict part",
        data_net="verdict",
        data_ok="false",
        data_checked="part",
    )


def verdicts(lang: str, found: Mapping[str, tuple[bool, str]], labels: Mapping[str, str]) -> str:
    """The host's list of the guests' checks."""
    if not found:
        return tag("p", esc(tr(lang, "net.verify.wait")), class_="verdict", data_net="verdicts")
    items = "".join(
        tag(
            "li",
            esc(labels.get(k, k)) + ": " + esc(_verdict_word(lang, ok, reason)),
            data_ok=str(ok).lower(),
        )
        for k, (ok, reason) in sorted(found.items())
    )
    return tag(
        "div",
        tag("p", esc(tr(lang, "net.verdicts"))) + tag("ul", items),
        class_="verdict",
        data_net="verdicts",
    )


def _verdict_word(lang: str, ok: bool, reason: str) -> str:
    """A guest's verdict as the host lists it: the guest's words are marked as such unless ours."""
    if ok:
        return tr(lang, "net.verdict.ok")
    if reason.startswith(PARTIAL):  # "not fully checked (seed_away, moves_away); ..."
        codes = reason[len(PARTIAL) :].strip(" (").partition(")")[0].split(", ")
        left = [tr(lang, f"net.unchecked.short.{c}") for c in codes if c in UNCHECKED]
        return tr(lang, "net.verdict.part", reason=", ".join(left) or localize(lang, reason, peer=True))
    return tr(lang, "net.verdict.bad", reason=localize(lang, reason, peer=True))


def _web(link: str) -> str:
    """``link`` if it is a web address (http or https), else nothing: an ``href`` never runs script.

    >>> _web("https://x.example/#join=abc"), _web("javascript:alert(1)")
    ('https://x.example/#join=abc', '')
    """
    return link if link.startswith(("https://", "http://")) else ""


def draw_line(lang: str, number: int) -> str:
    """The number of the shared dice draw (every guest's screen shows it, from the first draw on)."""
    if number <= 0:
        return ""
    return tag("p", esc(tr(lang, "net.draw", n=number)), class_="note", data_net="draw", data_draw=number)


def play_extra(lang: str, dropped: Sequence[SeatLine], host: bool, lost: str, draw: int = 0) -> str:
    """The play panel's remote part: dropped seats (stand-in switch), the room button, a lost host.

    ``draw``: on a guest's page, the number of the dice draw the game came from.
    """
    parts = [draw_line(lang, draw)] if draw else []
    if lost:
        parts.append(
            tag("p", esc(tr(lang, "net.lost", reason=localize(lang, lost))), class_="error", data_net="lost")
        )
        parts.append(button(tr(lang, "net.join.again"), "net-join-open", "", cls="btn primary"))
    if dropped:
        parts.append(
            tag(
                "p",
                esc(tr(lang, "net.dropped", seats=", ".join(s.label for s in dropped))),
                class_="notice",
                data_net="dropped",
            )
        )
        if host:
            parts.append(seat_list(lang, dropped, True))
    if host:
        parts.append(button(tr(lang, "net.to_room"), "net-room", "", cls="btn ghost", id="net-room"))
    return tag("div", "".join(parts), class_="netplay") if parts else ""
