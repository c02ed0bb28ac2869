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
"""

from __future__ import annotations

import math
from typing import Any

from pharaoh.engine.guide import Advice, Tutor, guide_bot_key, guide_script
from pharaoh.engine.registry import game_ids
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.surface import Painter

KNOWN_KEY = "guide.known"
"""Storage key: a JSON list of the game ids this browser has played (guided or not)."""
MAX_KNOWN = 4096
"""The longest stored list read back; anything longer is dropped unread."""
RING = "#ffd54a"
"""The colour of the guide's pointer ring."""

TEXTS: dict[str, dict[str, str]] = {
    "guide.title": {"de": "Anleitung", "en": "Guide"},
    "guide.menu": {"de": "Geführte Partie", "en": "Guided game"},
    "guide.menu.first": {"de": "Neu hier? Geführte Partie", "en": "New here? Guided game"},
    "guide.menu.label": {
        "de": "{name}: geführte erste Partie gegen den Computer",
        "en": "{name}: a guided first game against the computer",
    },
    "guide.play": {"de": "Für mich ziehen", "en": "Play it for me"},
    "guide.leave": {"de": "Anleitung verlassen", "en": "Leave the guide"},
    "guide.close": {"de": "Anleitung schließen", "en": "Close the guide"},
    "guide.point": {
        "de": "Der goldene Ring zeigt, wohin du tippen kannst.",
        "en": "The golden ring shows where to tap.",
    },
    "guide.point.button": {
        "de": "Der leuchtende Knopf im Feld ist gemeint.",
        "en": "The glowing button in the panel is the one.",
    },
    "guide.wait": {
        "de": "Der Computer ist am Zug – schau zu, was er macht.",
        "en": "The computer is playing – watch what it does.",
    },
    "guide.later": {
        "de": "Auch gut! Darauf kommen wir zurück, sobald es sich wieder ergibt.",
        "en": "That works too! We come back to it when it comes up again.",
    },
    "guide.done": {
        "de": "Du hast alles Wichtige gesehen. Spiel die Partie allein zu Ende – viel Glück!",
        "en": "You have seen everything that matters. Finish the game on your own – good luck!",
    },
    "guide.rules": {"de": "Was du kennenlernst", "en": "What you will meet"},
    "guide.rule.seen": {"de": "{rule} (gesehen)", "en": "{rule} (seen)"},
    # ---- Der Fluch der Mumie
    "guide.mummy_curse.play": {
        "de": "Zieh, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn Neues "
        "kommt.",
        "en": "Play as you like – the ring shows a good move. The guide speaks up when something new comes.",
    },
    "guide.mummy_curse.step.roll": {
        "de": "Tippe auf die Würfel, um zu würfeln. Mit dem Ergebnis ziehst du einen deiner Forscher.",
        "en": "Tap the dice to roll. You move one of your explorers with what they show.",
    },
    "guide.mummy_curse.step.arrow": {
        "de": "Ein Pfeil! Wähle ihn: Dein Forscher rutscht geradeaus, bis ihn etwas aufhält – oft weiter "
        "als jede Zahl.",
        "en": "An arrow! Pick it: your explorer slides straight on until something stops it – often farther "
        "than any number.",
    },
    "guide.mummy_curse.step.lay": {
        "de": "Du stehst auf dem Zeichen eines deiner Schätze. Leg die Karte hier ab – wer alle abgelegt "
        "hat, gewinnt.",
        "en": "You stand on the symbol of one of your treasures. Lay the card here – whoever lays them all "
        "wins.",
    },
    "guide.mummy_curse.step.recover": {
        "de": "Die Mumie hält Würfel. Hol sie zurück: Du würfelst dann mit mehr, aber die Mumie macht "
        "sofort so viele Schritte.",
        "en": "The mummy holds dice. Take them back: you roll more of them, but the mummy at once walks "
        "that many steps.",
    },
    "guide.mummy_curse.rule.mummies": {"de": "Mumien-Würfel", "en": "Mummy faces"},
    "guide.mummy_curse.rule.arrow": {"de": "Der Pfeil", "en": "The arrow"},
    "guide.mummy_curse.rule.recover": {"de": "Würfel zurückholen", "en": "Taking dice back"},
    "guide.mummy_curse.rule.capture": {"de": "Gefangen!", "en": "Caught!"},
    "guide.mummy_curse.rule.lay": {"de": "Einen Schatz ablegen", "en": "Laying a treasure"},
    "guide.mummy_curse.seen.mummies": {
        "de": "Eine Mumie auf dem Würfel: Dieser Würfel geht an die Mumie und macht sie schneller, bis ihn "
        "jemand zurückholt.",
        "en": "A mummy face: that die goes to the mummy and makes her faster until someone takes it back.",
    },
    "guide.mummy_curse.seen.arrow": {
        "de": "So weit trägt ein Pfeil – gut, um der Mumie zu entkommen.",
        "en": "That is how far an arrow carries – handy to get away from the mummy.",
    },
    "guide.mummy_curse.seen.recover": {
        "de": "Die Würfel sind wieder deine – und die Mumie ist dafür sofort gelaufen.",
        "en": "The dice are yours again – and the mummy walked at once in return.",
    },
    "guide.mummy_curse.seen.capture": {
        "de": "Die Mumie hat einen Forscher erwischt: Er muss ins Verlies und gibt ein Ankh ab. Halte "
        "Abstand!",
        "en": "The mummy caught an explorer: off to the dungeon, and an ankh is lost. Keep your distance!",
    },
    "guide.mummy_curse.seen.lay": {
        "de": "Ein Schatz liegt! Jede abgelegte Karte bringt dich dem Sieg näher.",
        "en": "A treasure is down! Every card laid brings you closer to winning.",
    },
    # ---- Tara Wolf im Tal der Könige
    "guide.valley_kings.play": {
        "de": "Spiel weiter, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn "
        "Neues kommt.",
        "en": "Go on as you like – the ring shows a good move. The guide speaks up when something new comes.",
    },
    "guide.valley_kings.step.split": {
        "de": "Teile deine 4 Vorräte auf: Münzen bezahlen Gefährten, Karten füllen die Hand. Wähle eine "
        "Aufteilung.",
        "en": "Split your 4 resources: coins pay for companions, cards fill your hand. Choose a split.",
    },
    "guide.valley_kings.step.camp": {
        "de": "Spiel einen Gefährten oder ein Tier ins Lager. Wer im Lager steht, kann später ins Grab.",
        "en": "Play a companion or an animal into your camp. Whoever stands in the camp can enter a tomb "
        "later.",
    },
    "guide.valley_kings.step.open": {
        "de": "Du hast das Medaillon: Deck das nächste Grab auf. Dann kämpft ihr beide darum.",
        "en": "You hold the medallion: turn up the next tomb. Then you both fight for it.",
    },
    "guide.valley_kings.step.send": {
        "de": "Schick Leute ins Grab. Ihre Stärke zählt am Ende; wer niemanden schickt, gibt das Grab "
        "kampflos ab.",
        "en": "Send people into the tomb. Their strength counts at the end; sending nobody gives the tomb "
        "away.",
    },
    "guide.valley_kings.step.bluff": {
        "de": "Als Medaillon-Halter darfst du eine harmlose Karte verdeckt dazulegen – ein Bluff, der Angst "
        "vor Fallen macht.",
        "en": "As the medallion holder you may lay one harmless card face down too – a bluff that makes "
        "traps feared.",
    },
    "guide.valley_kings.step.trap": {
        "de": "Deine Falle geht los: Wähle, wen sie aus dem Grab wirft.",
        "en": "Your trap goes off: choose whom it throws out of the tomb.",
    },
    "guide.valley_kings.rule.split": {"de": "Vorräte aufteilen", "en": "Splitting resources"},
    "guide.valley_kings.rule.camp": {"de": "Das Lager", "en": "The camp"},
    "guide.valley_kings.rule.tomb": {"de": "Ins Grab", "en": "Into the tomb"},
    "guide.valley_kings.rule.trap": {"de": "Fallen", "en": "Traps"},
    "guide.valley_kings.rule.bluff": {"de": "Der Bluff", "en": "The bluff"},
    "guide.valley_kings.rule.tie": {"de": "Gleichstand", "en": "A tie"},
    "guide.valley_kings.seen.split": {
        "de": "Jede Runde teilst du neu auf. Wenig Münzen, viele Karten – oder umgekehrt.",
        "en": "You split anew every round. Few coins and many cards – or the other way round.",
    },
    "guide.valley_kings.seen.camp": {
        "de": "Dein Lager wächst. Manche Karten wirken sofort, wenn du sie spielst.",
        "en": "Your camp grows. Some cards act at once when you play them.",
    },
    "guide.valley_kings.seen.tomb": {
        "de": "Deine Leute sind im Grab. Gleich legt ihr beide verdeckt Fallen.",
        "en": "Your people are in the tomb. Next you both lay traps face down.",
    },
    "guide.valley_kings.seen.trap": {
        "de": "Eine Falle hat jemanden erwischt – wer draußen ist, zählt nicht mehr zur Stärke.",
        "en": "A trap caught someone – whoever is out no longer adds to the strength.",
    },
    "guide.valley_kings.seen.bluff": {
        "de": "Ein Bluff wurde aufgedeckt: Die verdeckte Karte war gar keine Falle.",
        "en": "A bluff was turned up: the face-down card was no trap at all.",
    },
    "guide.valley_kings.seen.tie": {
        "de": "Gleich stark! Bei Gleichstand gewinnt, wer das Medaillon hält.",
        "en": "Equal strength! A tie goes to whoever holds the medallion.",
    },
    # ---- Im Bann der Mumie
    "guide.mummy_spell.play": {
        "de": "Spiel weiter, wie du magst – der Ring zeigt einen guten Zug. Die Anleitung meldet sich, wenn "
        "Neues kommt.",
        "en": "Go on as you like – the ring shows a good move. The guide speaks up when something new comes.",
    },
    "guide.mummy_spell.step.research": {
        "de": "Leg eine Lupe: Du erforschst den Stapel der Ausgrabungen und siehst, was darin liegt.",
        "en": "Lay a magnifier: you research the pile of excavations and see what lies in it.",
    },
    "guide.mummy_spell.step.open": {
        "de": "Du kennst jetzt eine Ausgrabung. Leg eine Schaufel und eröffne sie – dann gehört die Grabung "
        "dir.",
        "en": "You now know an excavation. Lay a shovel and open it – the dig is then yours.",
    },
    "guide.mummy_spell.step.job": {
        "de": "Nimm einen Job an einer fremden Grabung an: Du hilfst graben und wirst dafür bezahlt.",
        "en": "Take a job at someone else's dig: you help dig and get paid for it.",
    },
    "guide.mummy_spell.step.offer": {
        "de": "Biete an deiner Grabung einen Job mit Prämie an – so graben andere für dich mit.",
        "en": "Offer a job with a premium at your dig – then others dig for you too.",
    },
    "guide.mummy_spell.step.market": {
        "de": "Markt: Pack deinen Beutel. Was darin liegt, zählt beim Stehlen und Handeln.",
        "en": "Market: pack your bag. What it holds counts when stealing and trading.",
    },
    "guide.mummy_spell.rule.research": {"de": "Forschen", "en": "Research"},
    "guide.mummy_spell.rule.open": {"de": "Grabung eröffnen", "en": "Opening a dig"},
    "guide.mummy_spell.rule.job": {"de": "Jobs", "en": "Jobs"},
    "guide.mummy_spell.rule.beetles": {"de": "Käfer", "en": "Beetles"},
    "guide.mummy_spell.rule.fight": {"de": "Der Kampf", "en": "The fight"},
    "guide.mummy_spell.rule.market": {"de": "Der Markt", "en": "The market"},
    "guide.mummy_spell.seen.research": {
        "de": "Geforscht! Nur du weißt jetzt, was dort liegt.",
        "en": "Researched! Only you know now what lies there.",
    },
    "guide.mummy_spell.seen.open": {
        "de": "Deine Grabung ist offen. Jede Schaufel trägt Sand ab, bis der Fund frei liegt.",
        "en": "Your dig is open. Every shovel removes sand until the find lies bare.",
    },
    "guide.mummy_spell.seen.job": {
        "de": "Jobs verbinden Grabungen: Prämie gegen Schaufeln.",
        "en": "Jobs link the digs: a premium for shovels.",
    },
    "guide.mummy_spell.seen.beetles": {
        "de": "Die Mumie legt verdeckte Käfer an eine Grabung. Wenn sie sich öffnet, greifen sie an.",
        "en": "The mummy lays face-down beetles at a dig. When it opens, they strike.",
    },
    "guide.mummy_spell.seen.fight": {
        "de": "Die Käfer haben angegriffen: Schreck gegen Mut, dann Stärke plus Würfel.",
        "en": "The beetles struck: fright against courage, then strength plus a die.",
    },
    "guide.mummy_spell.seen.market": {
        "de": "Der Markt ist offen: Lohn, Beutel, stehlen oder handeln, dann Versteigerungen.",
        "en": "The market is open: wages, the bag, steal or trade, then auctions.",
    },
}
"""The guide's words (German and English; the languages helper adds the others)."""

register(TEXTS)


# ---------------------------------------------------------------------- storage
def known_games(stored: str | None) -> set[str]:
    """The games this browser has played, from storage; anything malformed counts as none.

    >>> sorted(known_games('["mummy_curse", "nope", 3]'))
    ['mummy_curse']
    >>> known_games("{oops"), known_games('{"a": 1}'), known_games("[" * 9000), known_games(None)
    (set(), set(), set(), set())
    """
    if not stored or len(stored) > MAX_KNOWN:
        return set()
    from pharaoh.web.persist import read_json

    try:
        blob = read_json(stored, "list of games played")
    except ValueError:
        return set()
    if not isinstance(blob, list):
        return set()
    ids = set(game_ids())
    return {g for g in blob if isinstance(g, str) and g in ids}


def note_played(app: Any, game_id: str) -> None:
    """Remember that this browser has played ``game_id`` (the menu then offers the guide less loudly)."""
    known = known_games(app.host.load(KNOWN_KEY))
    if game_id in known or game_id not in game_ids():
        return
    import json

    app.host.store(KNOWN_KEY, json.dumps(sorted(known | {game_id})))


def menu_buttons(app: Any) -> dict[str, str]:
    """Each guided game's button for its menu entry: loud for a first-time player, quiet after."""
    known = known_games(app.host.load(KNOWN_KEY))
    out = {}
    for info in app.games:
        if guide_script(info.id) is None:
            continue
        first = info.id not in known
        name = info.name.get(app.lang, info.id)
        out[info.id] = button(
            tr(app.lang, "guide.menu.first" if first else "guide.menu"),
            "guide-start",
            info.id,
            cls="btn guide-offer" + ("" if first else " ghost"),
            aria_label=tr(app.lang, "guide.menu.label", name=name),
        )
    return out


# ---------------------------------------------------------------------- the game
def start(app: Any, game_id: str) -> None:
    """Start the guided game of ``game_id`` (a person at the learner's seat, the script's computers)."""
    script = guide_script(game_id) if game_id in game_ids() else None
    if script is None:
        return
    from pharaoh.web.runner import SeatSetup, Session

    seats = [SeatSetup("" if s == script.learner else script.bot) for s in range(script.players)]
    session = Session(game_id, seats, script.seed)
    session.bot_key = guide_bot_key(script.seed)  # a lesson: computers replay alike (module docstring)
    session.guide = Tutor(script)  # type: ignore[attr-defined]
    app.enter_session(session)


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
        if sid.isdigit() and int(sid) == app.session.match.state_id and not app.overlay:
            app.play(action)
        else:
            app.render_dom()
