"""What each seat sees, and drawing full states consistent with a view.

A view is the whole state written as JSON with the parts the seat may not know masked:
excavation cards it has not seen (-1), the unknown part of the sand deck (-1), for the
characters the mummy's beetle cards (-1) and her draw pile (left out), and during the
market the other seats' bags (-2) and secret steal/trade cards (2).  Everything else is
public: every move at the table is seen by all, and who has looked at which card is
public too (``deck_seen``/``seen`` bit masks).

:func:`sample` reverses the masking: it reads the state back from the view and fills the
masked parts at random among what the seat cannot rule out.
"""

from __future__ import annotations

import random
import types
import typing
from collections import Counter
from dataclasses import fields, is_dataclass, replace
from functools import cache
from typing import Any

from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_spell.cards import (
    ATTACKS,
    BEETLES,
    CARD_PERSON,
    EXCAVATIONS,
    LARGE,
    MUMMY,
    SAND,
)
from pharaoh.games.mummy_spell.state import (
    CHOICE,
    HIDDEN_CARD,
    SITE,
    Exec,
    Job,
    Loc,
    Market,
    Mummy,
    Person,
    Plan,
    Site,
    State,
    courage,
    mummy_strength,
    shovels,
    strength,
    will_open,
)

_CLASSES: dict[str, type] = {
    c.__name__: c for c in (State, Loc, Person, Site, Job, Mummy, Plan, Exec, Market)
}


_FIELDS: dict[type, tuple[str, ...]] = {}


def to_json(obj: Any) -> Any:
    """A dataclass tree as JSON-compatible data (the ``rng`` field is left out)."""
    kind = type(obj)
    if kind is int or kind is bool or kind is str or obj is None:
        return obj
    if kind is tuple:
        if not obj or type(obj[0]) in (int, bool):
            return list(obj)
        if type(obj[0]) is Loc:
            return [[x.kind, x.site, x.role, x.active, x.ref] for x in obj]
        return [to_json(x) for x in obj]
    names = _FIELDS.get(kind)
    if names is None:
        if not is_dataclass(obj):
            raise TypeError(f"cannot write {kind.__name__}")
        names = _FIELDS[kind] = tuple(f.name for f in fields(obj) if f.name != "rng")
    return {name: to_json(getattr(obj, name)) for name in names}


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, globalns=_CLASSES | {"Rng": Rng})


def from_json(hint: Any, data: Any) -> Any:
    """Read back what :func:`to_json` wrote, following the type hints."""
    origin = typing.get_origin(hint)
    if origin is tuple:
        args = typing.get_args(hint)
        return tuple(from_json(args[0], x) for x in data)
    if origin is typing.Union or origin is types.UnionType:
        if data is None:
            return None
        inner = [a for a in typing.get_args(hint) if a is not type(None)]
        return from_json(inner[0], data)
    if hint is Loc:
        return Loc(*data)
    if isinstance(hint, type) and is_dataclass(hint):
        hints = _hints(hint)
        values = {f.name: from_json(hints[f.name], data[f.name]) for f in fields(hint) if f.name != "rng"}
        if hint is State:
            values["rng"] = Rng(0)
        return hint(**values)
    return data


# ---------------------------------------------------------------- masking


def mask(state: State, seat: int | None) -> State:
    """The state with everything ``seat`` may not know replaced by placeholders."""
    bit = 0 if seat is None else 1 << seat
    deck = tuple(c if s & bit else -1 for c, s in zip(state.deck, state.deck_seen, strict=True))
    mummy_view = seat == MUMMY
    shown = opened_site(state)
    sites = tuple(
        replace(
            site,
            card=site.card if site.seen & bit else -1,
            beetles=site.beetles if mummy_view or site.num == shown else (-1,) * len(site.beetles),
        )
        for site in state.sites
    )
    sand = tuple(v if seen else -1 for v, seen in zip(state.sand, state.sand_seen, strict=True))
    m = state.mummy
    if not mummy_view:
        m = replace(m, hand=(-1,) * len(m.hand), pile=())
    market = state.market
    if market is not None:
        bags = tuple(b if s == seat or b < 0 or market.known[s] else -2 for s, b in enumerate(market.bags))
        choices = market.choices
        if market.step == CHOICE:
            choices = tuple(c if s in (seat, MUMMY) or c < 0 else HIDDEN_CARD for s, c in enumerate(choices))
        market = replace(market, bags=bags, choices=choices)
    return replace(state, rng=Rng(0), deck=deck, sites=sites, sand=sand, mummy=m, market=market)


def opened_site(state: State) -> int:
    """The site being resolved (its find and beetle cards were shown to all), or 0."""
    exe = state.exe
    return exe.site if exe is not None else 0


def fill(masked: State, seat: int | None, rnd: random.Random) -> State:
    """A full state behind a masked one, hidden parts drawn at random (see module docstring)."""
    state = masked
    # Excavation cards: every card not seen anywhere lies in one of the masked places.
    visible = {c for c in state.deck if c >= 0} | {s.card for s in state.sites if s.card >= 0}
    visible |= {f for fs in state.finds for f in fs} | set(state.broken)
    unknown = [c for c in range(len(EXCAVATIONS)) if c not in visible]
    rnd.shuffle(unknown)
    it = iter(unknown)
    deck = tuple(c if c >= 0 else next(it) for c in state.deck)
    sites = tuple(replace(s, card=s.card if s.card >= 0 else next(it)) for s in state.sites)
    # Sand: unknown deck cards come from the values not known to lie in the deck.
    pool = Counter(SAND)
    pool.subtract(v for v in state.sand if v >= 0)
    rest = list(pool.elements())
    rnd.shuffle(rest)
    it_sand = iter(rest)
    sand = tuple(v if v >= 0 else next(it_sand) for v in state.sand)
    m = state.mummy
    if seat != MUMMY:
        sites, m = _fill_beetles(sites, m, rnd)
    market = state.market
    if market is not None:
        bags = tuple(
            rnd.randint(market.bag_min[s], state.cash[s]) if b == -2 else b for s, b in enumerate(market.bags)
        )
        choices = tuple(rnd.randrange(2) if c == HIDDEN_CARD else c for c in market.choices)
        market = replace(market, bags=bags, choices=choices)
    rng = Rng.from_seed(rnd.getrandbits(64))
    return replace(state, rng=rng, deck=deck, sites=sites, sand=sand, mummy=m, market=market)


def _fill_beetles(sites: tuple[Site, ...], m: Mummy, rnd: random.Random) -> tuple[tuple[Site, ...], Mummy]:
    """The mummy's face-down beetle cards: the ones of her face-up large cards, plus attacks.

    Beetle cards shown at an opened site stay what they are.
    """
    known = {b for s in sites for b in s.beetles if b >= 0}
    required = [
        LARGE[x].beetle for x in m.large_front if LARGE[x].beetle >= 0 and LARGE[x].beetle not in known
    ]
    slots = len(m.hand) + sum(1 for s in sites for b in s.beetles if b < 0)
    attacks = [b for b in ATTACKS if b not in m.out and b not in known]
    rnd.shuffle(attacks)
    cards = required + attacks[: slots - len(required)]
    rnd.shuffle(cards)
    hand = tuple(sorted(cards[: len(m.hand)]))
    it = iter(cards[len(m.hand) :])
    sites = tuple(replace(s, beetles=tuple(b if b >= 0 else next(it) for b in s.beetles)) for s in sites)
    taken = known | set(cards)
    pile = tuple(sorted(b for b in range(len(BEETLES)) if b not in m.out and b not in taken))
    return sites, replace(m, hand=hand, pile=pile)


# ---------------------------------------------------------------- the view


def view(state: State, seat: int | None, acting: tuple[int, ...]) -> dict[str, Any]:
    """The JSON view of ``seat`` (None: a spectator)."""
    masked = mask(state, seat)
    data: dict[str, Any] = {
        "game": "mummy_spell",
        "seat": seat,
        "to_act": list(acting),
        "state": to_json(masked),
        "derived": _derived(masked, seat),
    }
    return data


def _derived(state: State, seat: int | None) -> dict[str, Any]:
    """Handy numbers for screens and bots, computed from the masked state only."""
    persons = [
        {"strength": strength(state, pid), "courage": courage(state, pid)} if person.owner >= 0 else None
        for pid, person in enumerate(state.persons)
    ]
    sites = []
    for site in state.sites:
        entry: dict[str, Any] = {
            "num": site.num,
            "shovels": shovels(state, site.num),
            "opens": will_open(state, site.num),
        }
        if seat == MUMMY:
            entry["fright"] = sum(BEETLES[b].skulls + len(state.mummy.injuries) for b in site.beetles)
        sites.append(entry)
    owners = [state.persons[CARD_PERSON[c]].owner for c in range(len(state.cards))]
    return {
        "persons": persons,
        "sites": sites,
        "card_owner": owners,
        "mummy_strength": mummy_strength(state),
        "injuries": len(state.mummy.injuries),
        "at_sites": sum(1 for loc in state.cards if loc.kind == SITE),
    }


def state_from_view(data: dict[str, Any]) -> State:
    """The masked state written in a view."""
    state: State = from_json(State, data["state"])
    return state


def sample(data: dict[str, Any], rnd: random.Random) -> State:
    """A full state consistent with a view."""
    return fill(state_from_view(data), data["seat"], rnd)
