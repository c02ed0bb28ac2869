"""The words of the valley table (German and English) and its rules in our own words."""

from __future__ import annotations

from pharaoh.web.html import esc, section, tag

TEXTS: dict[str, dict[str, str]] = {
    "vk.player": {"de": "Spieler {n}", "en": "Player {n}"},
    "vk.player.adv": {"de": "Spieler {n} ({adv})", "en": "Player {n} ({adv})"},
    "vk.round": {"de": "Runde {n}", "en": "Round {n}"},
    "vk.score": {"de": "Gräber {a} : {b} (Ziel {goal})", "en": "Tombs {a} : {b} (goal {goal})"},
    "vk.you": {"de": "Du", "en": "You"},
    "vk.opponent": {"de": "Gegner", "en": "Opponent"},
    "vk.deck": {"de": "Stapel", "en": "Deck"},
    "vk.discard": {"de": "Ablage", "en": "Discard"},
    "vk.tombs_left": {"de": "{n} {n|Grab|Gräber} übrig", "en": "{n} {n|tomb|tombs} left"},
    "vk.hand_n": {"de": "{n} {n|Handkarte|Handkarten}", "en": "{n} {n|card|cards} in hand"},
    "vk.papyrus_n": {"de": "{n} {n|Papyrus|Papyri}", "en": "{n} {n|papyrus|papyri}"},
    "vk.coins_n": {"de": "{n} {n|Münze|Münzen}", "en": "{n} {n|coin|coins}"},
    "vk.supply": {"de": "Vorrat: {n}", "en": "Supply: {n}"},
    "vk.limit": {"de": "höchstens {n} pro Seite", "en": "at most {n} per side"},
    "vk.next": {"de": "Nächstes Grab: {name}", "en": "Next tomb: {name}"},
    "vk.empty_camp": {"de": "Lager leer", "en": "Camp empty"},
    "vk.hidden_n": {"de": "{n} verdeckt", "en": "{n} face down"},
    "vk.won": {"de": "gewinnt!", "en": "wins!"},
    "vk.split.label": {
        "de": "{coins} {coins|Münze|Münzen} + {cards} {cards|Karte|Karten}",
        "en": "{coins} {coins|coin|coins} + {cards} {cards|card|cards}",
    },
    "vk.split.hint": {"de": "vor dem Nehmen ansagen", "en": "said before taking"},
    "vk.watch.camp": {"de": "{who} ist in der Lagerphase …", "en": "{who} is in the camp phase …"},
    "vk.watch.tomb": {"de": "{who} ist am Zug im Grab …", "en": "{who} acts in the tomb …"},
    "vk.watch.other": {"de": "{who} ist am Zug …", "en": "{who} is to act …"},
    "vk.do.split": {
        "de": "Teile deine 4 Rohstoffe auf: wie viele Münzen, wie viele Karten? Wähle einen der Knöpfe.",
        "en": "Split your 4 resources: how many coins, how many cards? Pick one of the buttons.",
    },
    "vk.do.camp": {
        "de": "Du hast {coins} {coins|Münze|Münzen}. Tippe eine leuchtende Handkarte, um sie ins Lager "
        "zu spielen – oder beende die Lagerphase.",
        "en": "You have {coins} {coins|coin|coins}. Tap a glowing hand card to play it into your camp – "
        "or end the camp phase.",
    },
    "vk.do.camp_none": {
        "de": "Du kannst dir gerade nichts leisten: beende die Lagerphase.",
        "en": "Nothing is affordable right now: end the camp phase.",
    },
    "vk.do.target": {
        "de": "{card}: tippe die leuchtende Karte beim Gegner, die getroffen werden soll.",
        "en": "{card}: tap the glowing card of your opponent it should hit.",
    },
    "vk.do.hand_limit": {
        "de": "Zu viele Karten: tippe eine Handkarte zum Abwerfen (bis {n} übrig {n|ist|sind}).",
        "en": "Too many cards: tap a hand card to discard it (until {n} {n|is|are} left).",
    },
    "vk.do.forced": {
        "de": "Der Söldner des Gegners: wirf {n} {n|Karte|Karten} ab – tippe sie an.",
        "en": "Your opponent's Mercenary: discard {n} {n|card|cards} – tap {n|it|them}.",
    },
    "vk.do.open_discard": {
        "de": "Dieses Grab verlangt: wirf {n} {n|Karte|Karten} ab – tippe sie an.",
        "en": "This tomb demands it: discard {n} {n|card|cards} – tap {n|it|them}.",
    },
    "vk.do.start": {
        "de": "Tippe den Gräberstapel, um das nächste Grab zu öffnen.",
        "en": "Tap the pile of tombs to open the next one.",
    },
    "vk.do.start_pass": {
        "de": "Tippe den Gräberstapel, um das nächste Grab zu öffnen – oder tippe deinen Passstein "
        "(einmal im Spiel): dann behältst du das Medaillon.",
        "en": "Tap the pile of tombs to open the next one – or tap your pass stone (once per game) "
        "to keep the medallion.",
    },
    "vk.do.send": {
        "de": "Tippe Charaktere in deinem Lager, um sie ins Grab zu schicken; dann „Niemanden mehr“.",
        "en": "Tap characters in your camp to send them into the tomb; then “Send no one else”.",
    },
    "vk.do.send_none": {
        "de": "Schickst du niemanden, bekommt dein Gegner das Grab sofort.",
        "en": "If you send nobody, your opponent takes the tomb at once.",
    },
    "vk.do.hide_holder": {
        "de": "Lege Fallen, Untote und Papyrus verdeckt ins Grab (antippen) – und höchstens eine andere "
        "Karte als Bluff. Dann „Keine weiteren Karten“.",
        "en": "Lay traps, undead and papyrus face down into the tomb (tap them) – plus at most one "
        "other card as a bluff. Then “Lay no more cards”.",
    },
    "vk.do.hide": {
        "de": "Lege Fallen, Untote und Papyrus verdeckt ins Grab (antippen). Dann „Keine weiteren Karten“.",
        "en": "Lay traps, undead and papyrus face down into the tomb (tap them). Then “Lay no more cards”.",
    },
    "vk.do.trap": {
        "de": "Deine Falle {card} geht los: tippe ihr Ziel unter den Charakteren im Grab.",
        "en": "Your trap {card} goes off: tap its target among the characters in the tomb.",
    },
    "vk.do.trap_pick": {
        "de": "Deine Fallen gehen nacheinander los. {card} zuerst: tippe ihr Ziel im Grab – oder tippe "
        "eine andere deiner Fallen, um mit ihr zu beginnen.",
        "en": "Your traps go off one by one. {card} first: tap its target in the tomb – or tap another "
        "of your traps to start with that one.",
    },
    "vk.do.trap_none": {
        "de": "{card} findet kein Ziel: tippe sie an, sie verpufft.",
        "en": "{card} finds no target: tap it and it fizzles out.",
    },
    "vk.phase.split": {"de": "Lagerphase", "en": "Camp phase"},
    "vk.phase.camp": {"de": "Lagerphase", "en": "Camp phase"},
    "vk.phase.forced_discard": {"de": "Lagerphase", "en": "Camp phase"},
    "vk.phase.hand_limit": {"de": "Ende der Lagerphase", "en": "End of the camp phase"},
    "vk.phase.tomb_start": {"de": "Grabphase", "en": "Tomb phase"},
    "vk.phase.open_discard": {"de": "Grabphase", "en": "Tomb phase"},
    "vk.phase.send": {"de": "Grabphase: Charaktere schicken", "en": "Tomb phase: sending characters"},
    "vk.phase.hide": {"de": "Grabphase: verdeckt legen", "en": "Tomb phase: laying face down"},
    "vk.phase.traps": {"de": "Grabphase: Fallen", "en": "Tomb phase: traps"},
    "vk.phase.over": {"de": "Spielende", "en": "Game over"},
    "vk.side.winner": {"de": "{who}", "en": "{who}"},
    "vk.reason.tombs": {
        "de": "{who} hat als Erster {n} {n|Grab|Gräber} geplündert.",
        "en": "{who} was the first to loot {n} {n|tomb|tombs}.",
    },
    "vk.reason.no_tombs": {
        "de": "Die Gräber sind aus; {who} hat mehr davon.",
        "en": "The tombs ran out; {who} holds more of them.",
    },
    "vk.choice.discard_any": {"de": "Abwerfen: {card}", "en": "Discard: {card}"},
    "bot.ismcts": {"de": "Stark (denkt voraus)", "en": "Strong (plans ahead)"},
}
"""Every word of the valley screen by key."""


def help_html(lang: str) -> str:
    """The rules in our own words, short, as HTML."""
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
    )
