"""Readable sentences (German, English, French, Italian) for every action and event; our own wording."""

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
from pharaoh.games.words import plural, say

KIND = {
    "research": ("Forschung", "research card"),
    "dig": ("Grabung", "dig card"),
    "pendulum": ("Sonderkarte", "special card"),
    "dynamite": ("Dynamit", "dynamite"),
    "control": ("Kontrolle", "control card"),
    "observation": ("Observation", "observation card"),
    "tea": ("Teekarte", "tea card"),
}


KIND_MORE = {
    "research": {"fr": "carte Recherche", "it": "carta ricerca"},
    "dig": {"fr": "carte Fouille", "it": "carta scavo"},
    "pendulum": {"fr": "carte spéciale", "it": "carta speciale"},
    "dynamite": {"fr": "dynamite", "it": "dinamite"},
    "control": {"fr": "carte Contrôle", "it": "carta controllo"},
    "observation": {"fr": "carte Observation", "it": "carta osservazione"},
    "tea": {"fr": "carte Thé", "it": "carta tè"},
}
"""The kinds of :data:`KIND` in French and Italian."""


def kind_name(kind: str, lang: str) -> str:
    """An action card's kind in ``lang`` ("Forschung", "research card", "carte Recherche", ...).

    >>> kind_name("dig", "de"), kind_name("dig", "it"), kind_name("dig", "xx")
    ('Grabung', 'carta scavo', 'dig card')
    """
    if lang == "de":
        return KIND[kind][0]
    return KIND_MORE[kind].get(lang) or KIND[kind][1]


def name_in(names: Mapping[str, str], lang: str) -> str:
    """A name from the data in ``lang`` (English if the data lacks it)."""
    return names.get(lang) or names["en"]


def person(pid: int, lang: str) -> str:
    """A person's name."""
    if 0 <= pid < len(PERSONS):
        return name_in(PERSONS[pid].name, lang)
    return "?"


def card(c: int, lang: str) -> str:
    """An action card: its person and its kind."""
    if not 0 <= c < len(CARD_KIND):
        return "?"
    return f"{person(CARD_PERSON[c], lang)} ({kind_name(CARD_KIND[c], lang)})"


def seat_name(seat: int, lang: str) -> str:
    """A seat by its role."""
    if seat == 0:
        return say(lang, de="die Mumie", en="the mummy", fr="la momie", it="la mummia")
    return person(seat - 1, lang)


def find(f: int, lang: str) -> str:
    """An excavation card's find."""
    if 0 <= f < len(EXCAVATIONS):
        e = EXCAVATIONS[f]
        return f"{name_in(e.name, lang)} ({e.value}k)"
    return "?"


def beetle(b: int, lang: str) -> str:
    """A beetle card."""
    if 0 <= b < len(BEETLES):
        return name_in(BEETLES[b].name, lang)
    return say(lang, de="Käferkarte", en="beetle card", fr="carte scarabée", it="carta scarabeo")


def large(m: int, lang: str) -> str:
    """A large mummy card."""
    return name_in(LARGE[m].name, lang) if 0 <= m < len(LARGE) else "?"


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
    return name_in(EQUIPMENT[e].name, lang) if 0 <= e < len(EQUIPMENT) else "?"


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
    """A sentence for an action in ``lang`` ("de", "en", "fr", "it"), starting with a capital letter."""
    return capital(_action_text(view, a, lang))


def _action_text(view: View, a: Action, lang: str) -> str:
    v = a.verb
    if v == "tea":
        p = person(a.a, lang)
        return say(
            lang,
            de=f"{p} zum Tee einladen",
            en=f"Invite {p} to tea",
            fr=f"Inviter {p} au thé",
            it=f"Invitare {p} al tè",
        )
    if v == "notea":
        return say(
            lang,
            de="Niemanden zum Tee einladen",
            en="Invite nobody to tea",
            fr="N'inviter personne au thé",
            it="Non invitare nessuno al tè",
        )
    if v == "hide":
        extra, n = _deck_card(view, a.a, lang), a.a + 1
        return say(
            lang,
            de=f"Die {n}. Karte von oben unter den Stapel legen{extra}",
            en=f"Hide card {n} from the top under the deck{extra}",
            fr=f"Glisser la carte n° {n} depuis le haut sous la pile{extra}",
            it=f"Mettere la carta n. {n} dall'alto sotto il mazzo{extra}",
        )
    if v == "research":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Mit {c} im Stapel forschen",
            en=f"Research the deck with {c}",
            fr=f"Étudier la pile avec {c}",
            it=f"Studiare il mazzo con {c}",
        )
    if v == "peek":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Mit {c} Grabung {a.b} erforschen",
            en=f"Research site {a.b} with {c}",
            fr=f"Étudier le chantier {a.b} avec {c}",
            it=f"Studiare lo scavo {a.b} con {c}",
        )
    if v == "open":
        c, extra, n = card(a.a, lang), _deck_card(view, a.b, lang), a.b + 1
        return say(
            lang,
            de=f"Mit {c} die {n}. Karte ausgraben (1k Gebühr){extra}",
            en=f"Open an excavation of card {n} with {c} (1k fee){extra}",
            fr=f"Ouvrir la fouille de la carte n° {n} avec {c} (1k de frais){extra}",
            it=f"Aprire lo scavo della carta n. {n} con {c} (1k di tassa){extra}",
        )
    if v == "dig":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Mit {c} an Grabung {a.b} graben",
            en=f"Dig at site {a.b} with {c}",
            fr=f"Creuser au chantier {a.b} avec {c}",
            it=f"Scavare allo scavo {a.b} con {c}",
        )
    if v == "job":
        c = card(a.a, lang)
        site, premium = _job(view, a.b)
        return say(
            lang,
            de=f"Mit {c} den Job an Grabung {site} annehmen ({premium}k)",
            en=f"Take the job at site {site} ({premium}k) with {c}",
            fr=f"Prendre le travail au chantier {site} ({premium}k) avec {c}",
            it=f"Prendere il lavoro allo scavo {site} ({premium}k) con {c}",
        )
    if v == "rob":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Mit {c} Grabung {a.b} ausrauben",
            en=f"Raid site {a.b} with {c}",
            fr=f"Piller le chantier {a.b} avec {c}",
            it=f"Razziare lo scavo {a.b} con {c}",
        )
    if v == "sneak":
        return say(
            lang,
            de="Heranschleichen (würfeln)",
            en="Sneak up (roll)",
            fr="S'approcher en douce (lancer le dé)",
            it="Avvicinarsi di soppiatto (tirare il dado)",
        )
    if v == "dyn":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Dynamit an {c} binden",
            en=f"Bind the dynamite to {c}",
            fr=f"Lier la dynamite à {c}",
            it=f"Legare la dinamite a {c}",
        )
    if v == "observe":
        return say(
            lang,
            de=f"Grabung {a.b} observieren",
            en=f"Observe site {a.b}",
            fr=f"Observer le chantier {a.b}",
            it=f"Osservare lo scavo {a.b}",
        )
    if v == "ctlb":
        n = a.b + 1
        return say(
            lang,
            de=f"Kontrolle: Käferkarte {n} von Grabung {a.a} nach Grabung {a.c} legen",
            en=f"Control: move beetle card {n} of site {a.a} to site {a.c}",
            fr=f"Contrôle : déplacer la carte scarabée n° {n} du chantier {a.a} au chantier {a.c}",
            it=f"Controllo: spostare la carta scarabeo n. {n} dallo scavo {a.a} allo scavo {a.c}",
        )
    if v == "ctlc":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Kontrolle: {c} nach Grabung {a.b} holen (Wurf gegen Wagemut)",
            en=f"Control: move {c} to site {a.b} (roll against courage)",
            fr=f"Contrôle : amener {c} au chantier {a.b} (dé contre courage)",
            it=f"Controllo: portare {c} allo scavo {a.b} (dado contro coraggio)",
        )
    if v == "offer":
        return say(
            lang,
            de=f"An Grabung {a.a} einen Job für {a.b}k anbieten",
            en=f"Offer a job at site {a.a} for {a.b}k",
            fr=f"Proposer un travail au chantier {a.a} pour {a.b}k",
            it=f"Offrire un lavoro allo scavo {a.a} per {a.b}k",
        )
    if v == "withdraw":
        site, premium = _job(view, a.a)
        return say(
            lang,
            de=f"Job-Angebot an Grabung {site} ({premium}k) zurückziehen",
            en=f"Withdraw the job offer at site {site} ({premium}k)",
            fr=f"Retirer l'offre de travail au chantier {site} ({premium}k)",
            it=f"Ritirare l'offerta di lavoro allo scavo {site} ({premium}k)",
        )
    if v == "gamble":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Mit {c} im Casino spielen",
            en=f"Gamble at the casino with {c}",
            fr=f"Jouer au casino avec {c}",
            it=f"Giocare al casinò con {c}",
        )
    if v == "croupier":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"{c} als Croupier ins Casino",
            en=f"Send {c} to the casino as a croupier",
            fr=f"Envoyer {c} au casino comme croupier",
            it=f"Mandare {c} al casinò come croupier",
        )
    if v == "end":
        return say(lang, de="Zug beenden", en="End the turn", fr="Terminer le tour", it="Chiudere il turno")
    if v == "nodare":
        return say(
            lang,
            de="Aufgeben: Ich wage mich nicht mehr an die Mumie",
            en="Give up: I no longer dare to face the mummy",
            fr="Abandonner : je n'ose plus affronter la momie",
            it="Arrendersi: non oso più affrontare la mummia",
        )
    if v == "large":
        m = large(a.a, lang)
        return say(
            lang,
            de=f"Mumienkarte {m} ausspielen",
            en=f"Play the mummy card {m}",
            fr=f"Jouer la carte Momie {m}",
            it=f"Giocare la carta mummia {m}",
        )
    if v == "storm":
        return say(
            lang,
            de=f"Sandsturm über Grabung {a.a}",
            en=f"Sandstorm over site {a.a}",
            fr=f"Tempête de sable sur le chantier {a.a}",
            it=f"Tempesta di sabbia sullo scavo {a.a}",
        )
    if v == "take":
        return say(
            lang,
            de="Sandsturm wieder aufnehmen",
            en="Take the sandstorm back",
            fr="Reprendre la tempête de sable",
            it="Riprendere la tempesta di sabbia",
        )
    if v == "ban":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"Bann auf {c} (Wurf gegen Wagemut)",
            en=f"Ban {c} (roll against courage)",
            fr=f"Envoûter {c} (dé contre courage)",
            it=f"Incantare {c} (dado contro coraggio)",
        )
    if v == "noban":
        return say(
            lang,
            de="Keinen Bann sprechen",
            en="Cast no ban",
            fr="Ne pas lancer d'envoûtement",
            it="Non lanciare l'incantesimo",
        )
    if v == "move":
        n = a.b + 1
        return say(
            lang,
            de=f"Käferkarte {n} von Grabung {a.a} nach Grabung {a.c} verlegen",
            en=f"Move beetle card {n} from site {a.a} to site {a.c}",
            fr=f"Déplacer la carte scarabée n° {n} du chantier {a.a} au chantier {a.c}",
            it=f"Spostare la carta scarabeo n. {n} dallo scavo {a.a} allo scavo {a.c}",
        )
    if v == "place":
        b = beetle(a.a, lang)
        return say(
            lang,
            de=f"{b} verdeckt an Grabung {a.b} legen",
            en=f"Lay {b} face down at site {a.b}",
            fr=f"Poser {b} face cachée au chantier {a.b}",
            it=f"Mettere {b} coperta allo scavo {a.b}",
        )
    if v == "sand":
        return say(
            lang,
            de=f"Eine Sandkarte von Grabung {a.a} nehmen",
            en=f"Take a sand card from site {a.a}",
            fr=f"Prendre une carte de sable au chantier {a.a}",
            it=f"Prendere una carta sabbia dallo scavo {a.a}",
        )
    if v == "sandend":
        return say(
            lang,
            de="Genug Sand verlegt",
            en="Enough sand moved",
            fr="Assez de sable déplacé",
            it="Basta sabbia spostata",
        )
    if v == "retreat":
        c = card(a.a, lang)
        return say(lang, de=f"{c} zurückziehen", en=f"Withdraw {c}", fr=f"Rappeler {c}", it=f"Richiamare {c}")
    if v == "stay":
        return say(
            lang,
            de="Alle anderen bleiben",
            en="Everyone else stays",
            fr="Tous les autres restent",
            it="Tutti gli altri restano",
        )
    if v == "first":
        return say(
            lang,
            de=f"Grabung {a.a} zuerst auswerten",
            en=f"Resolve site {a.a} first",
            fr=f"Résoudre d'abord le chantier {a.a}",
            it=f"Risolvere prima lo scavo {a.a}",
        )
    if v == "hurt":
        who = seat_name(a.a, lang)
        return say(lang, de=f"{who} verletzen", en=f"Injure {who}", fr=f"Blesser {who}", it=f"Ferire {who}")
    if v == "lose":
        c = card(a.a, lang)
        return say(
            lang,
            de=f"{c} an die Mumie abgeben",
            en=f"Give {c} to the mummy",
            fr=f"Donner {c} à la momie",
            it=f"Dare {c} alla mummia",
        )
    if v == "rot":
        i = item(a.a, lang)
        return say(
            lang,
            de=f"Fäulnis auf {i}",
            en=f"Let {i} rot",
            fr=f"Laisser pourrir {i}",
            it=f"Lasciar marcire {i}",
        )
    if v == "raise":
        p = person(a.a, lang)
        return say(
            lang,
            de=f"Lohn von {p} um 1k erhöhen",
            en=f"Raise {p}'s wage by 1k",
            fr=f"Augmenter le salaire de {p} de 1k",
            it=f"Aumentare di 1k la paga di {p}",
        )
    if v == "done":
        return say(lang, de="Fertig", en="Done", fr="Terminé", it="Fatto")
    if v == "bag":
        return say(
            lang,
            de=f"{a.a}k in die Tasche packen",
            en=f"Pack {a.a}k into the bag",
            fr=f"Mettre {a.a}k dans le sac",
            it=f"Mettere {a.a}k nella borsa",
        )
    if v == "steal":
        return say(lang, de="Stehlen", en="Steal", fr="Voler", it="Rubare")
    if v == "trade":
        return say(lang, de="Handeln", en="Trade", fr="Commercer", it="Commerciare")
    if v == "victim":
        who = seat_name(a.a, lang)
        return say(
            lang,
            de=f"{who} bestehlen",
            en=f"Steal from {who}",
            fr=f"Voler {who}",
            it=f"Derubare {who}",
        )
    if v == "name":
        i = item(a.a, lang)
        return say(
            lang,
            de=f"{i} versteigern",
            en=f"Put {i} up for auction",
            fr=f"Mettre {i} aux enchères",
            it=f"Mettere all'asta {i}",
        )
    if v == "bid":
        return say(lang, de=f"{a.a}k bieten", en=f"Bid {a.a}k", fr=f"Enchérir {a.a}k", it=f"Offrire {a.a}k")
    if v == "pass":
        return say(lang, de="Passen", en="Pass", fr="Passer", it="Passare")
    if v == "buy":
        i = item(a.a, lang)
        return say(lang, de=f"{i} kaufen", en=f"Buy {i}", fr=f"Acheter {i}", it=f"Comprare {i}")
    if v == "accept":
        return say(
            lang,
            de="Zum gewürfelten Preis anwerben",
            en="Hire her at the rolled price",
            fr="L'engager au prix tiré",
            it="Ingaggiarla al prezzo tirato",
        )
    if v == "decline":
        return say(lang, de="Ablehnen", en="Decline", fr="Refuser", it="Rifiutare")
    if v == "equip":
        e, p = equipment(a.a, lang), person(a.b, lang)
        return say(
            lang,
            de=f"{e} an {p} geben",
            en=f"Give the {e} to {p}",
            fr=f"Donner {e} à {p}",
            it=f"Dare {e} a {p}",
        )
    return v


Template = Callable[[Mapping[str, Any], str], str]


def _e(de: str, en: str, fr: str, it: str) -> Template:
    """A sentence from its template in each language, filled with the event's names."""

    def text(d: Mapping[str, Any], lang: str) -> str:
        names = _names(d, lang)
        return say(lang, de=de, en=en, fr=fr, it=it).format(**names)

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
    return say(
        lang,
        de=f"Die Mumie sieht sich {plural(n, 'die oberste Karte', f'die obersten {n} Karten')} an.",
        en=f"The mummy looks at the {plural(n, 'top card', f'top {n} cards')}.",
        fr=f"La momie regarde {plural(n, 'la carte du dessus', f'les {n} cartes du dessus', 'fr')}.",
        it=f"La mummia guarda {plural(n, 'la carta in cima', f'le prime {n} carte', 'it')}.",
    )


EVENTS: dict[str, Template] = {
    "round": _e(
        "Runde {round} beginnt.",
        "Round {round} begins.",
        "La manche {round} commence.",
        "Comincia il giro {round}.",
    ),
    "tea": _e(
        "{who} lädt {person_name} zum Tee ein.",
        "{who} invites {person_name} to tea.",
        "{who} invite {person_name} au thé.",
        "{who} invita {person_name} al tè.",
    ),
    "look": _look,
    "hide": _e(
        "Die Mumie legt die {place}. Karte von oben unter den Stapel.",
        "The mummy hides card {place} from the top under the deck.",
        "La momie glisse la carte n° {place} depuis le haut sous la pile.",
        "La mummia mette la carta n. {place} dall'alto sotto il mazzo.",
    ),
    "planning": _e(
        "Die Planungsphase beginnt.",
        "The planning phase begins.",
        "La phase de planification commence.",
        "Comincia la fase di pianificazione.",
    ),
    "research": _e(
        "{who} forscht im Stapel.",
        "{who} researches the deck.",
        "{who} étudie la pile.",
        "{who} studia il mazzo.",
    ),
    "peek": _e(
        "{who} erforscht Grabung {site}.",
        "{who} researches site {site}.",
        "{who} étudie le chantier {site}.",
        "{who} studia lo scavo {site}.",
    ),
    "open": _e(
        "{who} eröffnet Grabung {site} ({sand} Sand).",
        "{who} opens site {site} ({sand} sand).",
        "{who} ouvre le chantier {site} ({sand} de sable).",
        "{who} apre lo scavo {site} ({sand} di sabbia).",
    ),
    "dig": _e(
        "{who} gräbt an Grabung {site}.",
        "{who} digs at site {site}.",
        "{who} creuse au chantier {site}.",
        "{who} scava allo scavo {site}.",
    ),
    "job": _e(
        "{who} nimmt einen Job an Grabung {site} an.",
        "{who} takes a job at site {site}.",
        "{who} prend un travail au chantier {site}.",
        "{who} prende un lavoro allo scavo {site}.",
    ),
    "rob": _e(
        "{who} schickt {card_name} zu Grabung {site}.",
        "{who} sends {card_name} to raid site {site}.",
        "{who} envoie {card_name} piller le chantier {site}.",
        "{who} manda {card_name} a razziare lo scavo {site}.",
    ),
    "sneak": _e(
        "{who} schleicht an Grabung {site}: Wurf {roll} gegen {need}.",
        "{who} sneaks up on site {site}: rolled {roll} against {need}.",
        "{who} s'approche en douce du chantier {site} : dé {roll} contre {need}.",
        "{who} si avvicina di soppiatto allo scavo {site}: dado {roll} contro {need}.",
    ),
    "dynamite": _e(
        "{who} legt Dynamit an Grabung {site}.",
        "{who} lays dynamite at site {site}.",
        "{who} pose de la dynamite au chantier {site}.",
        "{who} mette la dinamite allo scavo {site}.",
    ),
    "observe": _e(
        "{who} observiert Grabung {site}.",
        "{who} observes site {site}.",
        "{who} observe le chantier {site}.",
        "{who} osserva lo scavo {site}.",
    ),
    "control_beetle": _e(
        "{who} verlegt eine Käferkarte von Grabung {from} nach {to}.",
        "{who} moves a beetle card from site {from} to site {to}.",
        "{who} déplace une carte scarabée du chantier {from} au chantier {to}.",
        "{who} sposta una carta scarabeo dallo scavo {from} allo scavo {to}.",
    ),
    "control_card": _e(
        "{who} versucht {card_name} zu kontrollieren: Wurf {roll} gegen {need}.",
        "{who} tries to control {card_name}: rolled {roll} against {need}.",
        "{who} tente de contrôler {card_name} : dé {roll} contre {need}.",
        "{who} tenta di controllare {card_name}: dado {roll} contro {need}.",
    ),
    "casino": _e(
        "{who} schickt {card_name} ins Casino.",
        "{who} sends {card_name} to the casino.",
        "{who} envoie {card_name} au casino.",
        "{who} manda {card_name} al casinò.",
    ),
    "offer": _e(
        "{who} bietet an Grabung {site} einen Job für {premium}k an.",
        "{who} offers a job at site {site} for {premium}k.",
        "{who} propose un travail au chantier {site} pour {premium}k.",
        "{who} offre un lavoro allo scavo {site} per {premium}k.",
    ),
    "withdraw": _e(
        "{who} zieht ein Job-Angebot zurück.",
        "{who} withdraws a job offer.",
        "{who} retire une offre de travail.",
        "{who} ritira un'offerta di lavoro.",
    ),
    "nodare": _e(
        "{who} wagt sich nicht mehr an die Mumie (gilt für diese Runde, solange {who} nichts mehr spielt).",
        "{who} no longer dares to face the mummy (for this round, unless {who} plays a card again).",
        "{who} n'ose plus affronter la momie (pour cette manche, sauf si {who} rejoue une carte).",
        "{who} non osa più affrontare la mummia (per questo giro, a meno che {who} non giochi ancora).",
    ),
    "nobody_dares": _e(
        "Keiner wagt sich mehr an die Mumie: die Mumie gewinnt.",
        "Nobody dares to face the mummy any more: the mummy wins.",
        "Plus personne n'ose affronter la momie : la momie gagne.",
        "Nessuno osa più affrontare la mummia: vince la mummia.",
    ),
    "pass": _e(
        "{who} passt.",
        "{who} passes.",
        "{who} passe.",
        "{who} passa.",
    ),
    "large": _e(
        "Die Mumie spielt {large_name}.",
        "The mummy plays {large_name}.",
        "La momie joue {large_name}.",
        "La mummia gioca {large_name}.",
    ),
    "draw": _e(
        "Die Mumie zieht eine Käferkarte.",
        "The mummy draws a beetle card.",
        "La momie pioche une carte scarabée.",
        "La mummia pesca una carta scarabeo.",
    ),
    "no_attack": _e(
        "Kein Käferangriff mehr im Stapel.",
        "No beetle attack left to draw.",
        "Plus d'attaque de scarabées à piocher.",
        "Non ci sono più attacchi di scarabei da pescare.",
    ),
    "storm": _e(
        "Ein Sandsturm bringt {sand} Sand auf Grabung {site}.",
        "A sandstorm blows {sand} sand onto site {site}.",
        "Une tempête de sable souffle {sand} de sable sur le chantier {site}.",
        "Una tempesta di sabbia soffia {sand} di sabbia sullo scavo {site}.",
    ),
    "take_storm": _e(
        "Die Mumie nimmt den Sandsturm wieder auf.",
        "The mummy takes the sandstorm back.",
        "La momie reprend la tempête de sable.",
        "La mummia riprende la tempesta di sabbia.",
    ),
    "ban": _e(
        "Bann auf {card_name}: Wurf {roll} gegen {need}.",
        "Ban on {card_name}: rolled {roll} against {need}.",
        "Envoûtement sur {card_name} : dé {roll} contre {need}.",
        "Incantesimo su {card_name}: dado {roll} contro {need}.",
    ),
    "move": _e(
        "Die Mumie verlegt eine Käferkarte von Grabung {from} nach {to}.",
        "The mummy moves a beetle card from site {from} to site {to}.",
        "La momie déplace une carte scarabée du chantier {from} au chantier {to}.",
        "La mummia sposta una carta scarabeo dallo scavo {from} allo scavo {to}.",
    ),
    "place": _e(
        "Die Mumie legt eine Käferkarte an Grabung {site}.",
        "The mummy lays a beetle card at site {site}.",
        "La momie pose une carte scarabée au chantier {site}.",
        "La mummia mette una carta scarabeo allo scavo {site}.",
    ),
    "sand_moved": _e(
        "Die Mumie legt Sand von Grabung {from} auf Grabung {to}.",
        "The mummy moves sand from site {from} to site {to}.",
        "La momie déplace du sable du chantier {from} au chantier {to}.",
        "La mummia sposta sabbia dallo scavo {from} allo scavo {to}.",
    ),
    "execution": _e(
        "Die Ausführungsphase beginnt.",
        "The execution phase begins.",
        "La phase d'exécution commence.",
        "Comincia la fase di esecuzione.",
    ),
    "retreat": _e(
        "{who} zieht {card_name} zurück.",
        "{who} withdraws {card_name}.",
        "{who} rappelle {card_name}.",
        "{who} richiama {card_name}.",
    ),
    "dug": _e(
        "An Grabung {site} wird Sand entfernt, {sand} bleibt.",
        "Sand is dug away at site {site}, {sand} left.",
        "Du sable est enlevé au chantier {site}, il en reste {sand}.",
        "Allo scavo {site} si toglie sabbia, ne resta {sand}.",
    ),
    "reveal": _e(
        "Grabung {site} ist offen: {find_name}.",
        "Site {site} is open: {find_name}.",
        "Le chantier {site} est ouvert : {find_name}.",
        "Lo scavo {site} è aperto: {find_name}.",
    ),
    "trap": _e(
        "Die Falle an Grabung {site}: Wurf {roll}.",
        "The trap at site {site}: rolled {roll}.",
        "Le piège du chantier {site} : dé {roll}.",
        "La trappola dello scavo {site}: dado {roll}.",
    ),
    "flight": _e(
        "Panische Flucht von Grabung {site} (Schrecken {fright} gegen Wagemut {courage}).",
        "Panic flight from site {site} (fright {fright} against courage {courage}).",
        "Fuite paniquée du chantier {site} (effroi {fright} contre courage {courage}).",
        "Fuga in preda al panico dallo scavo {site} (spavento {fright} contro coraggio {courage}).",
    ),
    "gear_lost": _e(
        "{person_name} verliert die Ausrüstung.",
        "{person_name} loses their equipment.",
        "{person_name} perd son équipement.",
        "{person_name} perde l'equipaggiamento.",
    ),
    "fight": _e(
        "Kampf mit der Mumie an Grabung {site}: {strength} gegen {mummy}.",
        "Fight with the mummy at site {site}: {strength} against {mummy}.",
        "Combat contre la momie au chantier {site} : {strength} contre {mummy}.",
        "Scontro con la mummia allo scavo {site}: {strength} contro {mummy}.",
    ),
    "brawl": _e(
        "Kampf um Grabung {site}: {strength} gegen {other}.",
        "Brawl over site {site}: {strength} against {other}.",
        "Bagarre pour le chantier {site} : {strength} contre {other}.",
        "Rissa per lo scavo {site}: {strength} contro {other}.",
    ),
    "hurt": _e(
        "Die Mumie verletzt {who}.",
        "The mummy injures {who}.",
        "La momie blesse {who}.",
        "La mummia ferisce {who}.",
    ),
    "injury": _e(
        "{person_name} verliert {card_name}.",
        "{person_name} loses {card_name}.",
        "{person_name} perd {card_name}.",
        "{person_name} perde {card_name}.",
    ),
    "death": _e(
        "{person_name} ist verstorben.",
        "{person_name} has died.",
        "{person_name} a perdu la vie.",
        "{person_name} ha perso la vita.",
    ),
    "secured": _e(
        "Die Mumie sichert {find_name}.",
        "The mummy secures {find_name}.",
        "La momie met {find_name} à l'abri.",
        "La mummia mette al sicuro {find_name}.",
    ),
    "award": _e(
        "{who} birgt {find_name} und erhält {value}k.",
        "{who} recovers {find_name} and is paid {value}k.",
        "{who} retrouve {find_name} et reçoit {value}k.",
        "{who} recupera {find_name} e riceve {value}k.",
    ),
    "bribe": _e(
        "{agent_name} bekommt {amount}k Schmiergeld.",
        "{agent_name} is paid {amount}k in bribes.",
        "{agent_name} touche {amount}k de pots-de-vin.",
        "{agent_name} intasca {amount}k di tangenti.",
    ),
    "mummy_loses": _e(
        "Die Mumie verliert {large_name}.",
        "The mummy loses {large_name}.",
        "La momie perd {large_name}.",
        "La mummia perde {large_name}.",
    ),
    "beetle_lost": _e(
        "Die Mumie nimmt die verlorene Käferkarte von Grabung {site} weg.",
        "The mummy takes the lost beetle card away from site {site}.",
        "La momie retire la carte scarabée perdue du chantier {site}.",
        "La mummia toglie la carta scarabeo perduta dallo scavo {site}.",
    ),
    "job_paid": _e(
        "{who} bekommt {premium}k für den Job.",
        "{who} is paid {premium}k for the job.",
        "{who} reçoit {premium}k pour le travail.",
        "{who} riceve {premium}k per il lavoro.",
    ),
    "trap_roll": _e(
        "Um den Fund wird gewürfelt: {winner_name} gewinnt.",
        "They roll for the find: {winner_name} wins.",
        "On lance le dé pour la trouvaille : {winner_name} gagne.",
        "Si tira il dado per il reperto: vince {winner_name}.",
    ),
    "croupier": _e(
        "{who} verdient {wage}k als Croupier.",
        "{who} earns {wage}k as a croupier.",
        "{who} gagne {wage}k comme croupier.",
        "{who} guadagna {wage}k come croupier.",
    ),
    "gamble": _e(
        "{who} spielt im Casino und gewinnt {win}k.",
        "{who} gambles and wins {win}k.",
        "{who} joue au casino et gagne {win}k.",
        "{who} gioca al casinò e vince {win}k.",
    ),
    "curse": _e(
        "Der Fluch hält an: die Mumie gewinnt.",
        "The curse endures: the mummy wins.",
        "La malédiction demeure : la momie gagne.",
        "La maledizione resta: vince la mummia.",
    ),
    "loan": _e(
        "{who} leiht der Bank {amount}k.",
        "{who} lends the bank {amount}k.",
        "{who} prête {amount}k à la banque.",
        "{who} presta {amount}k alla banca.",
    ),
    "market": _e(
        "Die Marktphase beginnt.",
        "The market phase begins.",
        "La phase de marché commence.",
        "Comincia la fase di mercato.",
    ),
    "rot": _e(
        "Fäulnis befällt {item_name}.",
        "Rot strikes {item_name}.",
        "La pourriture frappe {item_name}.",
        "Il marciume colpisce {item_name}.",
    ),
    "raise": _e(
        "{who} erhöht den Lohn von {person_name} auf {wage}k.",
        "{who} raises {person_name}'s wage to {wage}k.",
        "{who} augmente le salaire de {person_name} à {wage}k.",
        "{who} alza la paga di {person_name} a {wage}k.",
    ),
    "bag": _e(
        "{who} packt die Tasche.",
        "{who} packs the bag.",
        "{who} prépare son sac.",
        "{who} prepara la borsa.",
    ),
    "choice": _e(
        "{who} wählt eine Marktkarte.",
        "{who} picks a market card.",
        "{who} choisit une carte du marché.",
        "{who} sceglie una carta del mercato.",
    ),
    "reveal_choices": _e(
        "Die Marktkarten werden aufgedeckt.",
        "The market cards are revealed.",
        "Les cartes du marché sont révélées.",
        "Le carte del mercato vengono rivelate.",
    ),
    "theft": _e(
        "{who} bestiehlt {victim_name}: Wurf {roll}, Beute {loot}k.",
        "{who} steals from {victim_name}: rolled {roll}, loot {loot}k.",
        "{who} vole {victim_name} : dé {roll}, butin {loot}k.",
        "{who} deruba {victim_name}: dado {roll}, bottino {loot}k.",
    ),
    "auction": _e(
        "{who} versteigert {item_name}.",
        "{who} puts {item_name} up for auction.",
        "{who} met {item_name} aux enchères.",
        "{who} mette all'asta {item_name}.",
    ),
    "bid": _e(
        "{who} bietet {amount}k.",
        "{who} bids {amount}k.",
        "{who} enchérit {amount}k.",
        "{who} offre {amount}k.",
    ),
    "bid_pass": _e(
        "{who} steigt aus.",
        "{who} drops out.",
        "{who} se retire.",
        "{who} si ritira.",
    ),
    "name_pass": _e(
        "{who} versteigert nichts.",
        "{who} auctions nothing.",
        "{who} ne met rien aux enchères.",
        "{who} non mette niente all'asta.",
    ),
    "girl_price": _e(
        "Der Preis der Freundin: {price}k.",
        "The girlfriend's price: {price}k.",
        "Le prix de la petite amie : {price}k.",
        "Il prezzo della fidanzata: {price}k.",
    ),
    "decline": _e(
        "{who} lehnt ab.",
        "{who} declines.",
        "{who} refuse.",
        "{who} rifiuta.",
    ),
    "purchase": _e(
        "{who} kauft {item_name} für {price}k.",
        "{who} buys {item_name} for {price}k.",
        "{who} achète {item_name} pour {price}k.",
        "{who} compra {item_name} per {price}k.",
    ),
    "equip": _e(
        "{who} gibt {item_name} an {person_name}.",
        "{who} gives {item_name} to {person_name}.",
        "{who} donne {item_name} à {person_name}.",
        "{who} dà {item_name} a {person_name}.",
    ),
    "market_closed": _e(
        "Der Markt schließt.",
        "The market closes.",
        "Le marché ferme.",
        "Il mercato chiude.",
    ),
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
