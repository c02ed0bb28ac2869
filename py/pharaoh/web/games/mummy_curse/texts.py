"""The words of the mummy_curse screen (German and English) and its rules in our own words."""

from __future__ import annotations

from pharaoh.web.html import esc, tag

TEXTS: dict[str, dict[str, str]] = {
    "mc.mummy": {"de": "Mumie", "en": "Mummy"},
    "mc.explorer": {"de": "Forscher {colour}", "en": "{colour} explorer"},
    "mc.explorers2": {"de": "Forscher {a} & {b}", "en": "{a} & {b} explorers"},
    "mc.colour.purple": {"de": "Lila", "en": "Purple"},
    "mc.colour.grey": {"de": "Grau", "en": "Grey"},
    "mc.colour.orange": {"de": "Orange", "en": "Orange"},
    "mc.colour.turquoise": {"de": "Türkis", "en": "Turquoise"},
    "mc.side.mummy": {"de": "Die Mumie", "en": "The mummy"},
    "mc.side.explorers": {"de": "Die Forscher", "en": "The explorers"},
    "mc.reason.treasures": {
        "de": "{who} hat als Erster alle Schätze gefunden.",
        "en": "{who} found every treasure first.",
    },
    "mc.reason.ankhs": {
        "de": "Die Mumie hat {n} {n|Ankh|Ankhs} erbeutet – genug, um zu siegen.",
        "en": "The mummy took {n} {n|ankh|ankhs} – enough to win.",
    },
    "mc.reason.all_out": {
        "de": "Kein Forscher ist mehr im Spiel.",
        "en": "No explorer is left in the game.",
    },
    "mc.round": {"de": "Runde {n}", "en": "Round {n}"},
    "mc.turn.of": {"de": "{who} ist dran", "en": "{who} to play"},
    "mc.do.roll": {"de": "Tippe auf die Würfel, um zu würfeln.", "en": "Tap the dice to roll them."},
    "mc.do.roll_or_recover": {
        "de": "Würfle – oder hol zuerst {n|den|die {n}} Mumienwürfel zurück "
        "(dann zieht die Mumie {n} {n|Schritt|Schritte}).",
        "en": "Roll – or first take back the {n|mummy die|{n} mummy dice} "
        "(the mummy then walks {n} {n|step|steps}).",
    },
    "mc.do.recover_forced": {
        "de": "Alle Würfel zeigen die Mumie: Du musst sie zurückholen. Die Mumie zieht dafür 5 Schritte.",
        "en": "Every die shows the mummy: you must take them back. The mummy walks 5 steps for it.",
    },
    "mc.do.recovered": {
        "de": "Die Mumie hat ihren Zwischenzug gemacht. Jetzt würfeln.",
        "en": "The mummy made its extra move. Now roll.",
    },
    "mc.do.skip": {
        "de": "Dein Forscher ist eingeschlossen und kann nicht ziehen: Sag es an und setz aus.",
        "en": "Your explorer is boxed in and cannot move: announce it and skip the turn.",
    },
    "mc.do.pick": {
        "de": "Wähle einen Würfel und tippe auf ein leuchtendes Feld – oder würfle neu.",
        "en": "Pick a die and tap a glowing square – or roll again.",
    },
    "mc.do.picked": {
        "de": "Mit {face}: tippe auf ein leuchtendes Feld (oder wähle einen anderen Würfel).",
        "en": "With {face}: tap a glowing square (or pick another die).",
    },
    "mc.do.which": {
        "de": "Mehrere Wege nach {cell}: Wähle unten den Würfel zum Ansagen und ob du eine Karte ablegst.",
        "en": "Several ways to {cell}: choose below which die you announce and whether you lay a card.",
    },
    "mc.do.lay_hint": {
        "de": "Leuchtet eine deiner Karten, erreichst du ihr Symbol: Tippe sie an, um sie dort abzulegen.",
        "en": "A glowing card of yours means you can reach its symbol: tap it to go there and lay it.",
    },
    "mc.do.mummy_roll": {
        "de": "Wirf den Mumienwürfel: Er zählt zu {n|dem einen Mumienwürfel|den {n} Mumienwürfeln} dazu.",
        "en": "Roll the mummy die: it adds to the {n|one mummy die|{n} mummy dice} set aside.",
    },
    "mc.do.mummy_move": {
        "de": "Noch {n} {n|Schritt|Schritte}: tippe auf ein Nachbarfeld oder ein fernes Ziel – "
        "oder bleib stehen.",
        "en": "{n} {n|step|steps} left: tap a neighbouring square or a farther goal – or stop.",
    },
    "mc.do.mummy_inter": {
        "de": "Zwischenzug: noch {n} {n|Schritt|Schritte} (tippe auf ein Feld) – oder bleib stehen.",
        "en": "Extra move: {n} {n|step|steps} left (tap a square) – or stop.",
    },
    "mc.watch.roll": {"de": "{who} würfelt …", "en": "{who} is rolling …"},
    "mc.watch.move": {"de": "{who} zieht …", "en": "{who} is moving …"},
    "mc.watch.mummy": {"de": "Die Mumie geht um …", "en": "The mummy is on the prowl …"},
    "mc.watch.hidden": {
        "de": "Du siehst die Forscher nicht – nur was sie ansagen.",
        "en": "You cannot see the explorers – only what they announce.",
    },
    "mc.choice.face": {"de": "Mit {face} (ansagen)", "en": "With {face} (announce it)"},
    "mc.face.arrow": {"de": "dem Pfeil", "en": "the arrow"},
    "mc.face.n": {"de": "der {n}", "en": "the {n}"},
    "mc.tray.dice": {"de": "Würfel", "en": "Dice"},
    "mc.tray.aside": {"de": "{n} bei der Mumie", "en": "{n} with the mummy"},
    "mc.tray.mummy_die": {"de": "Mumienwürfel", "en": "Mummy die"},
    "mc.tray.steps": {"de": "noch {n} {n|Schritt|Schritte}", "en": "{n} {n|step|steps} left"},
    "mc.tray.announced": {"de": "Angesagt: {face}", "en": "Announced: {face}"},
    "mc.hud.ankhs": {"de": "Ankhs", "en": "Ankhs"},
    "mc.hud.mummy": {"de": "Mumie {n}/{target}", "en": "Mummy {n}/{target}"},
    "mc.hud.cards_left": {"de": "{n} {n|Karte|Karten}", "en": "{n} {n|card|cards}"},
    "mc.hud.out": {"de": "raus", "en": "out"},
    "mc.hud.hand": {"de": "Deine Schatzkarten", "en": "Your treasure cards"},
    "mc.hud.found": {"de": "Gefundene Schätze", "en": "Treasures found"},
    "mc.hud.hand.short": {"de": "Deine Karten", "en": "Your cards"},
    "mc.hud.found.short": {"de": "Gefunden", "en": "Found"},
    "mc.hud.none_found": {"de": "Noch keiner gefunden", "en": "None found yet"},
    "mc.faceword.arrow": {"de": "Pfeil", "en": "arrow"},
}


def help_html(lang: str) -> str:
    """The rules of the game, short and in our own words."""
    de = lang == "de"

    def section(title: str, items: list[str]) -> str:
        return tag("h3", esc(title)) + tag("ul", "".join(tag("li", esc(i)) for i in items))

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
