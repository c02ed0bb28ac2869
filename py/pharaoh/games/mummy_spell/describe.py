"""Readable sentences (German and English) for every action and event; our own wording."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pharaoh.engine.game import Event, View
from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_KIND,
    CARD_PERSON,
    EQUIPMENT,
    EXCAVATIONS,
    LARGE,
    PERSONS,
    item_kind,
)
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.words import plural

KIND = {
    "research": ("Forschung", "research card"),
    "dig": ("Grabung", "dig card"),
    "pendulum": ("Sonderkarte", "special card"),
    "dynamite": ("Dynamit", "dynamite"),
    "control": ("Kontrolle", "control card"),
    "observation": ("Observation", "observation card"),
    "tea": ("Teekarte", "tea card"),
}


def _lang(lang: str) -> int:
    return 0 if lang == "de" else 1


def person(pid: int, lang: str) -> str:
    """A person's name."""
    if 0 <= pid < len(PERSONS):
        return PERSONS[pid].name["de" if lang == "de" else "en"]
    return "?"


def card(c: int, lang: str) -> str:
    """An action card: its person and its kind."""
    if not 0 <= c < len(CARD_KIND):
        return "?"
    kind = KIND[CARD_KIND[c]][_lang(lang)]
    return f"{person(CARD_PERSON[c], lang)} ({kind})"


def seat_name(seat: int, lang: str) -> str:
    """A seat by its role."""
    if seat == 0:
        return "die Mumie" if lang == "de" else "the mummy"
    return person(seat - 1, lang)


def find(f: int, lang: str) -> str:
    """An excavation card's find."""
    if 0 <= f < len(EXCAVATIONS):
        e = EXCAVATIONS[f]
        return f"{e.name['de' if lang == 'de' else 'en']} ({e.value}k)"
    return "?"


def beetle(b: int, lang: str) -> str:
    """A beetle card."""
    if 0 <= b < len(BEETLES):
        return BEETLES[b].name["de" if lang == "de" else "en"]
    return "Käferkarte" if lang == "de" else "beetle card"


def large(m: int, lang: str) -> str:
    """A large mummy card."""
    return LARGE[m].name["de" if lang == "de" else "en"] if 0 <= m < len(LARGE) else "?"


def item(i: int, lang: str) -> str:
    """A market item (equipment or helper)."""
    if i < 0:
        return "?"
    kind, idx = item_kind(i)
    if kind == "equipment":
        return equipment(idx, lang)
    return person(idx, lang)


def equipment(e: int, lang: str) -> str:
    """An equipment card."""
    return EQUIPMENT[e].name["de" if lang == "de" else "en"] if 0 <= e < len(EQUIPMENT) else "?"


def _deck_card(view: View, pos: int, lang: str) -> str:
    try:
        fid = view["state"]["deck"][pos]
    except (KeyError, IndexError, TypeError):
        return ""
    return f": {find(fid, lang)}" if isinstance(fid, int) and fid >= 0 else ""


def _job(view: View, job: int) -> tuple[int, int]:
    for j in view.get("state", {}).get("jobs", []):
        if j.get("id") == job:
            return j["site"], j["premium"]
    return 0, 0


def capital(text: str) -> str:
    """The sentence with a capital first letter (a seat's name such as "die Mumie" may open it).

    >>> capital("die Mumie passt."), capital("")
    ('Die Mumie passt.', '')
    """
    return text[:1].upper() + text[1:]


def action_text(view: View, a: Action, lang: str) -> str:
    """A sentence for an action in ``lang`` ("de" or "en"), starting with a capital letter."""
    return capital(_action_text(view, a, lang))


def _action_text(view: View, a: Action, lang: str) -> str:
    de = lang == "de"
    v = a.verb
    if v == "tea":
        return f"{person(a.a, lang)} zum Tee einladen" if de else f"Invite {person(a.a, lang)} to tea"
    if v == "notea":
        return "Niemanden zum Tee einladen" if de else "Invite nobody to tea"
    if v == "hide":
        extra = _deck_card(view, a.a, lang)
        return (
            f"Die {a.a + 1}. Karte von oben unter den Stapel legen{extra}"
            if de
            else f"Hide card {a.a + 1} from the top under the deck{extra}"
        )
    if v == "research":
        return (
            f"Mit {card(a.a, lang)} im Stapel forschen" if de else f"Research the deck with {card(a.a, lang)}"
        )
    if v == "peek":
        return (
            f"Mit {card(a.a, lang)} Grabung {a.b} erforschen"
            if de
            else f"Research site {a.b} with {card(a.a, lang)}"
        )
    if v == "open":
        extra = _deck_card(view, a.b, lang)
        return (
            f"Mit {card(a.a, lang)} die {a.b + 1}. Karte ausgraben (1k Gebühr){extra}"
            if de
            else f"Open an excavation of card {a.b + 1} with {card(a.a, lang)} (1k fee){extra}"
        )
    if v == "dig":
        return (
            f"Mit {card(a.a, lang)} an Grabung {a.b} graben"
            if de
            else f"Dig at site {a.b} with {card(a.a, lang)}"
        )
    if v == "job":
        site, premium = _job(view, a.b)
        return (
            f"Mit {card(a.a, lang)} den Job an Grabung {site} annehmen ({premium}k)"
            if de
            else f"Take the job at site {site} ({premium}k) with {card(a.a, lang)}"
        )
    if v == "rob":
        return (
            f"Mit {card(a.a, lang)} Grabung {a.b} ausrauben"
            if de
            else f"Raid site {a.b} with {card(a.a, lang)}"
        )
    if v == "sneak":
        return "Heranschleichen (würfeln)" if de else "Sneak up (roll)"
    if v == "dyn":
        return f"Dynamit an {card(a.a, lang)} binden" if de else f"Bind the dynamite to {card(a.a, lang)}"
    if v == "observe":
        return f"Grabung {a.b} observieren" if de else f"Observe site {a.b}"
    if v == "ctlb":
        return (
            f"Kontrolle: Käferkarte {a.b + 1} von Grabung {a.a} nach Grabung {a.c} legen"
            if de
            else f"Control: move beetle card {a.b + 1} of site {a.a} to site {a.c}"
        )
    if v == "ctlc":
        return (
            f"Kontrolle: {card(a.a, lang)} nach Grabung {a.b} holen (Wurf gegen Wagemut)"
            if de
            else f"Control: move {card(a.a, lang)} to site {a.b} (roll against courage)"
        )
    if v == "offer":
        return (
            f"An Grabung {a.a} einen Job für {a.b}k anbieten"
            if de
            else f"Offer a job at site {a.a} for {a.b}k"
        )
    if v == "withdraw":
        site, premium = _job(view, a.a)
        return (
            f"Job-Angebot an Grabung {site} ({premium}k) zurückziehen"
            if de
            else f"Withdraw the job offer at site {site} ({premium}k)"
        )
    if v == "gamble":
        return (
            f"Mit {card(a.a, lang)} im Casino spielen"
            if de
            else f"Gamble at the casino with {card(a.a, lang)}"
        )
    if v == "croupier":
        return (
            f"{card(a.a, lang)} als Croupier ins Casino"
            if de
            else f"Send {card(a.a, lang)} to the casino as a croupier"
        )
    if v == "end":
        return "Zug beenden" if de else "End the turn"
    if v == "large":
        return (
            f"Mumienkarte {large(a.a, lang)} ausspielen" if de else f"Play the mummy card {large(a.a, lang)}"
        )
    if v == "storm":
        return f"Sandsturm über Grabung {a.a}" if de else f"Sandstorm over site {a.a}"
    if v == "take":
        return "Sandsturm wieder aufnehmen" if de else "Take the sandstorm back"
    if v == "ban":
        return (
            f"Bann auf {card(a.a, lang)} (Wurf gegen Wagemut)"
            if de
            else f"Ban {card(a.a, lang)} (roll against courage)"
        )
    if v == "noban":
        return "Keinen Bann sprechen" if de else "Cast no ban"
    if v == "move":
        return (
            f"Käferkarte {a.b + 1} von Grabung {a.a} nach Grabung {a.c} verlegen"
            if de
            else f"Move beetle card {a.b + 1} from site {a.a} to site {a.c}"
        )
    if v == "place":
        return (
            f"{beetle(a.a, lang)} verdeckt an Grabung {a.b} legen"
            if de
            else f"Lay {beetle(a.a, lang)} face down at site {a.b}"
        )
    if v == "sand":
        return f"Eine Sandkarte von Grabung {a.a} nehmen" if de else f"Take a sand card from site {a.a}"
    if v == "sandend":
        return "Genug Sand verlegt" if de else "Enough sand moved"
    if v == "retreat":
        return f"{card(a.a, lang)} zurückziehen" if de else f"Withdraw {card(a.a, lang)}"
    if v == "stay":
        return "Alle anderen bleiben" if de else "Everyone else stays"
    if v == "first":
        return f"Grabung {a.a} zuerst auswerten" if de else f"Resolve site {a.a} first"
    if v == "hurt":
        return f"{seat_name(a.a, lang)} verletzen" if de else f"Injure {seat_name(a.a, lang)}"
    if v == "lose":
        return f"{card(a.a, lang)} an die Mumie abgeben" if de else f"Give {card(a.a, lang)} to the mummy"
    if v == "rot":
        return f"Fäulnis auf {item(a.a, lang)}" if de else f"Let {item(a.a, lang)} rot"
    if v == "raise":
        return (
            f"Lohn von {person(a.a, lang)} um 1k erhöhen" if de else f"Raise {person(a.a, lang)}'s wage by 1k"
        )
    if v == "done":
        return "Fertig" if de else "Done"
    if v == "bag":
        return f"{a.a}k in die Tasche packen" if de else f"Pack {a.a}k into the bag"
    if v == "steal":
        return "Stehlen" if de else "Steal"
    if v == "trade":
        return "Handeln" if de else "Trade"
    if v == "victim":
        return f"{seat_name(a.a, lang)} bestehlen" if de else f"Steal from {seat_name(a.a, lang)}"
    if v == "name":
        return f"{item(a.a, lang)} versteigern" if de else f"Put {item(a.a, lang)} up for auction"
    if v == "bid":
        return f"{a.a}k bieten" if de else f"Bid {a.a}k"
    if v == "pass":
        return "Passen" if de else "Pass"
    if v == "buy":
        return f"{item(a.a, lang)} kaufen" if de else f"Buy {item(a.a, lang)}"
    if v == "accept":
        return "Zum gewürfelten Preis anwerben" if de else "Hire her at the rolled price"
    if v == "decline":
        return "Ablehnen" if de else "Decline"
    if v == "equip":
        return (
            f"{equipment(a.a, lang)} an {person(a.b, lang)} geben"
            if de
            else f"Give the {equipment(a.a, lang)} to {person(a.b, lang)}"
        )
    return v


Template = Callable[[Mapping[str, Any], str], str]


def _e(de: str, en: str) -> Template:
    def text(d: Mapping[str, Any], lang: str) -> str:
        names = _names(d, lang)
        return (de if lang == "de" else en).format(**names)

    return text


def _names(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = dict(d)
    if "seat" in d:
        out["who"] = seat_name(int(d["seat"]), lang)
    if "victim" in d:
        out["victim_name"] = seat_name(int(d["victim"]), lang)
    if "agent" in d:
        out["agent_name"] = seat_name(int(d["agent"]), lang)
    if "card" in d:
        out["card_name"] = card(int(d["card"]), lang)
    if "person" in d:
        out["person_name"] = person(int(d["person"]), lang)
    if "find" in d:
        out["find_name"] = find(int(d["find"]), lang)
    if "item" in d:
        out["item_name"] = equipment(int(d["item"]), lang) if "person" in d else item(int(d["item"]), lang)
    if "large" in d:
        out["large_name"] = large(int(d["large"]), lang)
    if "beetle" in d:
        out["beetle_name"] = beetle(int(d["beetle"]), lang)
    if "pos" in d:
        out["place"] = int(d["pos"]) + 1
    if "winner" in d:
        out["winner_name"] = seat_name(int(d["winner"]), lang)
    return out


def _look(d: Mapping[str, Any], lang: str) -> str:
    n = d["count"]
    if lang == "de":
        return f"Die Mumie sieht sich {plural(n, 'die oberste Karte', f'die obersten {n} Karten')} an."
    return f"The mummy looks at the {plural(n, 'top card', f'top {n} cards')}."


EVENTS: dict[str, Template] = {
    "round": _e("Runde {round} beginnt.", "Round {round} begins."),
    "tea": _e("{who} lädt {person_name} zum Tee ein.", "{who} invites {person_name} to tea."),
    "look": _look,
    "hide": _e(
        "Die Mumie legt die {place}. Karte von oben unter den Stapel.",
        "The mummy hides card {place} from the top under the deck.",
    ),
    "planning": _e("Die Planungsphase beginnt.", "The planning phase begins."),
    "research": _e("{who} forscht im Stapel.", "{who} researches the deck."),
    "peek": _e("{who} erforscht Grabung {site}.", "{who} researches site {site}."),
    "open": _e("{who} eröffnet Grabung {site} ({sand} Sand).", "{who} opens site {site} ({sand} sand)."),
    "dig": _e("{who} gräbt an Grabung {site}.", "{who} digs at site {site}."),
    "job": _e("{who} nimmt einen Job an Grabung {site} an.", "{who} takes a job at site {site}."),
    "rob": _e("{who} schickt {card_name} zu Grabung {site}.", "{who} sends {card_name} to raid site {site}."),
    "sneak": _e(
        "{who} schleicht an Grabung {site}: Wurf {roll} gegen {need}.",
        "{who} sneaks up on site {site}: rolled {roll} against {need}.",
    ),
    "dynamite": _e("{who} legt Dynamit an Grabung {site}.", "{who} lays dynamite at site {site}."),
    "observe": _e("{who} observiert Grabung {site}.", "{who} observes site {site}."),
    "control_beetle": _e(
        "{who} verlegt eine Käferkarte von Grabung {from} nach {to}.",
        "{who} moves a beetle card from site {from} to site {to}.",
    ),
    "control_card": _e(
        "{who} versucht {card_name} zu kontrollieren: Wurf {roll} gegen {need}.",
        "{who} tries to control {card_name}: rolled {roll} against {need}.",
    ),
    "casino": _e("{who} schickt {card_name} ins Casino.", "{who} sends {card_name} to the casino."),
    "offer": _e(
        "{who} bietet an Grabung {site} einen Job für {premium}k an.",
        "{who} offers a job at site {site} for {premium}k.",
    ),
    "withdraw": _e("{who} zieht ein Job-Angebot zurück.", "{who} withdraws a job offer."),
    "pass": _e("{who} passt.", "{who} passes."),
    "large": _e("Die Mumie spielt {large_name}.", "The mummy plays {large_name}."),
    "draw": _e("Die Mumie zieht eine Käferkarte.", "The mummy draws a beetle card."),
    "no_attack": _e("Kein Käferangriff mehr im Stapel.", "No beetle attack left to draw."),
    "storm": _e(
        "Ein Sandsturm bringt {sand} Sand auf Grabung {site}.",
        "A sandstorm blows {sand} sand onto site {site}.",
    ),
    "take_storm": _e("Die Mumie nimmt den Sandsturm wieder auf.", "The mummy takes the sandstorm back."),
    "ban": _e(
        "Bann auf {card_name}: Wurf {roll} gegen {need}.", "Ban on {card_name}: rolled {roll} against {need}."
    ),
    "move": _e(
        "Die Mumie verlegt eine Käferkarte von Grabung {from} nach {to}.",
        "The mummy moves a beetle card from site {from} to site {to}.",
    ),
    "place": _e(
        "Die Mumie legt eine Käferkarte an Grabung {site}.", "The mummy lays a beetle card at site {site}."
    ),
    "sand_moved": _e(
        "Die Mumie legt Sand von Grabung {from} auf Grabung {to}.",
        "The mummy moves sand from site {from} to site {to}.",
    ),
    "execution": _e("Die Ausführungsphase beginnt.", "The execution phase begins."),
    "retreat": _e("{who} zieht {card_name} zurück.", "{who} withdraws {card_name}."),
    "dug": _e(
        "An Grabung {site} wird Sand entfernt, {sand} bleibt.",
        "Sand is dug away at site {site}, {sand} left.",
    ),
    "reveal": _e("Grabung {site} ist offen: {find_name}.", "Site {site} is open: {find_name}."),
    "trap": _e("Die Falle an Grabung {site}: Wurf {roll}.", "The trap at site {site}: rolled {roll}."),
    "flight": _e(
        "Panische Flucht von Grabung {site} (Schrecken {fright} gegen Wagemut {courage}).",
        "Panic flight from site {site} (fright {fright} against courage {courage}).",
    ),
    "gear_lost": _e("{person_name} verliert die Ausrüstung.", "{person_name} loses their equipment."),
    "fight": _e(
        "Kampf mit der Mumie an Grabung {site}: {strength} gegen {mummy}.",
        "Fight with the mummy at site {site}: {strength} against {mummy}.",
    ),
    "brawl": _e(
        "Kampf um Grabung {site}: {strength} gegen {other}.",
        "Brawl over site {site}: {strength} against {other}.",
    ),
    "hurt": _e("Die Mumie verletzt {who}.", "The mummy injures {who}."),
    "injury": _e("{person_name} verliert {card_name}.", "{person_name} loses {card_name}."),
    "death": _e("{person_name} ist verstorben.", "{person_name} has died."),
    "secured": _e("Die Mumie sichert {find_name}.", "The mummy secures {find_name}."),
    "award": _e(
        "{who} birgt {find_name} und erhält {value}k.", "{who} recovers {find_name} and is paid {value}k."
    ),
    "bribe": _e("{agent_name} bekommt {amount}k Schmiergeld.", "{agent_name} is paid {amount}k in bribes."),
    "mummy_loses": _e("Die Mumie verliert {large_name}.", "The mummy loses {large_name}."),
    "beetle_lost": _e(
        "Die Mumie nimmt die verlorene Käferkarte von Grabung {site} weg.",
        "The mummy takes the lost beetle card away from site {site}.",
    ),
    "job_paid": _e("{who} bekommt {premium}k für den Job.", "{who} is paid {premium}k for the job."),
    "trap_roll": _e(
        "Um den Fund wird gewürfelt: {winner_name} gewinnt.", "They roll for the find: {winner_name} wins."
    ),
    "croupier": _e("{who} verdient {wage}k als Croupier.", "{who} earns {wage}k as a croupier."),
    "gamble": _e("{who} spielt im Casino und gewinnt {win}k.", "{who} gambles and wins {win}k."),
    "curse": _e("Der Fluch hält an: die Mumie gewinnt.", "The curse endures: the mummy wins."),
    "loan": _e("{who} leiht der Bank {amount}k.", "{who} lends the bank {amount}k."),
    "market": _e("Die Marktphase beginnt.", "The market phase begins."),
    "rot": _e("Fäulnis befällt {item_name}.", "Rot strikes {item_name}."),
    "raise": _e(
        "{who} erhöht den Lohn von {person_name} auf {wage}k.",
        "{who} raises {person_name}'s wage to {wage}k.",
    ),
    "bag": _e("{who} packt die Tasche.", "{who} packs the bag."),
    "choice": _e("{who} wählt eine Marktkarte.", "{who} picks a market card."),
    "reveal_choices": _e("Die Marktkarten werden aufgedeckt.", "The market cards are revealed."),
    "theft": _e(
        "{who} bestiehlt {victim_name}: Wurf {roll}, Beute {loot}k.",
        "{who} steals from {victim_name}: rolled {roll}, loot {loot}k.",
    ),
    "auction": _e("{who} versteigert {item_name}.", "{who} puts {item_name} up for auction."),
    "bid": _e("{who} bietet {amount}k.", "{who} bids {amount}k."),
    "bid_pass": _e("{who} steigt aus.", "{who} drops out."),
    "name_pass": _e("{who} versteigert nichts.", "{who} auctions nothing."),
    "girl_price": _e("Der Preis der Freundin: {price}k.", "The girlfriend's price: {price}k."),
    "decline": _e("{who} lehnt ab.", "{who} declines."),
    "purchase": _e("{who} kauft {item_name} für {price}k.", "{who} buys {item_name} for {price}k."),
    "equip": _e("{who} gibt {item_name} an {person_name}.", "{who} gives {item_name} to {person_name}."),
    "market_closed": _e("Der Markt schließt.", "The market closes."),
}


def event_text(event: Event, lang: str) -> str:
    """A sentence for an event (already filtered for the reader), starting with a capital letter."""
    template = EVENTS.get(event.kind)
    if template is None:
        return event.kind
    try:
        return capital(template(event.data, lang))
    except (KeyError, ValueError, IndexError, TypeError):
        return event.kind
