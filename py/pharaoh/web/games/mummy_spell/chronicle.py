"""How the log of Im Bann der Mumie groups (see :mod:`pharaoh.web.logbook`).

A round begins with the engine's ``round`` event (round 1 with the game).  One line holds
a seat's run of moves (the mummy's turn: a large card, a beetle drawn, beetles laid; a
character's cards and job offers), the characters passing one after the other, a whole
auction (the item named, every bid and drop-out, the purchase and where the equipment
goes), the bags or market cards of all seats, the casino's payouts, or what happens at
one site.
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.engine.game import Event
from pharaoh.games.mummy_spell.describe import item, seat_name
from pharaoh.web.ending import names
from pharaoh.web.i18n import register, tr
from pharaoh.web.logbook import Chronicle, Describe

TEXTS: dict[str, dict[str, str]] = {
    "ms.log.auction": {
        "de": "Versteigerung: {who} ersteigert {item} für {price}k.",
        "en": "Auction: {who} wins {item} for {price}k.",
        "fr": "Enchère : {who} emporte {item} pour {price}k.",
        "it": "Asta: {who} si aggiudica {item} per {price}k.",
    },
    "ms.log.passes": {
        "de": "{who} {n|passt|passen}.",
        "en": "{who} {n|passes|pass}.",
        "fr": "{who} {n|passe|passent}.",
        "it": "{who} {n|passa|passano}.",
    },
}
"""The log's headlines."""
register(TEXTS)

MUMMY_KINDS = frozenset(
    {
        "look",
        "hide",
        "large",
        "draw",
        "no_attack",
        "storm",
        "take_storm",
        "ban",
        "move",
        "place",
        "sand_moved",
    }
)
"""What only the mummy does in a turn of her own."""
AUCTION_KINDS = frozenset({"auction", "bid", "bid_pass", "girl_price", "decline", "purchase", "equip"})
"""An auction or a fixed-price purchase, from the item named to the equipment handed on."""
ALL_SEATS = frozenset({"bag", "choice", "croupier", "gamble"})
"""Steps every seat takes in turn: one line for all of them."""


def rounds(events: Sequence[Event]) -> list[int]:
    """The round of each event: 1 until the first ``round`` event, then the number it names."""
    out: list[int] = []
    current = 1
    for event in events:
        if event.kind == "round":
            number = event.data.get("round")
            current = number if isinstance(number, int) and number > 0 else current + 1
        out.append(current)
    return out


def key(event: Event) -> str | None:
    """What a line is about: the mummy's turn, an auction, a kind all seats share, a seat, a site."""
    seat = event.data.get("seat")
    if event.kind in MUMMY_KINDS or (event.kind == "pass" and seat == 0):
        return "mummy"
    if event.kind == "pass":
        return "passes"
    if event.kind in AUCTION_KINDS:
        return "auction"
    if event.kind in ALL_SEATS:
        return "casino" if event.kind in ("croupier", "gamble") else event.kind
    if isinstance(seat, int):
        return f"seat {seat}"
    site = event.data.get("site")
    if isinstance(site, int) and event.kind not in ("storm",):
        return f"site {site}"
    return None


def breaks(prev: Event, event: Event) -> bool:
    """A new line: another subject, a new auction, or a purchase that follows no bid or price."""
    mine = key(event)
    if mine is None or mine != key(prev):
        return True
    if event.kind in ("auction", "girl_price"):
        return True
    return event.kind == "purchase" and prev.kind not in ("bid", "bid_pass", "girl_price")


def headline(events: Sequence[Event], lang: str, describe: Describe) -> str | None:
    """An auction's result, or the characters who passed, in one sentence (else None)."""
    if all(e.kind == "pass" for e in events):
        who = [seat_name(int(e.data["seat"]), lang) for e in events]
        return tr(lang, "ms.log.passes", who=names(who, lang), n=len(who))
    if events[0].kind != "auction":
        return None
    bought = [e for e in events if e.kind == "purchase"]
    if not bought:
        return None
    data = bought[0].data
    return tr(
        lang,
        "ms.log.auction",
        who=seat_name(int(data["seat"]), lang),
        item=item(int(data["item"]), lang),
        price=data["price"],
    )


CHRONICLE = Chronicle(rounds=rounds, breaks=breaks, headline=headline)
"""The chronicle the log panel uses for Im Bann der Mumie."""
