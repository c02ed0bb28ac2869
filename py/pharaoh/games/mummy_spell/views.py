"""What each seat sees, and drawing full states consistent with a view.

A view is the whole state written as JSON with the parts the seat may not know masked:
excavation cards it has not seen (-1), the unknown part of the sand deck (-1), for the
characters the mummy's beetle cards (-1) and her draw pile (left out), and during the
market the other seats' bags (-2) and secret steal/trade cards (2).  Everything else is
public: every move at the table is seen by all, and who has looked at which card is
public too (``deck_seen``/``seen`` bit masks).  The find of the site being resolved was shown
to all, so a spectator (no seat) sees it too.

:func:`sample` reverses the masking: it reads the state back from the view and fills the
masked parts at random among what the seat cannot rule out.
"""

from __future__ import annotations

import random
import types
import typing
from collections import Counter
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.memo import remember_last_of
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
    digging,
    mummy_strength,
    person_numbers,
    strength,
)

_CLASSES: dict[str, type] = {
    c.__name__: c for c in (State, Loc, Person, Site, Job, Mummy, Plan, Exec, Market)
}


_WRITERS: dict[type, Any] = {}


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
    writer = _WRITERS.get(kind)
    if writer is None:
        if not is_dataclass(obj):
            raise TypeError(f"cannot write {kind.__name__}")
        writer = _WRITERS[kind] = _writer(kind)
    return writer(obj)


def _writer(cls: type) -> Any:
    """A generated function writing one dataclass as :func:`to_json` would, field by field.

    The type hints say how: ints, bools and strings as they are, tuples of them as lists,
    action-card locations as lists of their five numbers, nested dataclasses by their own
    writer (the items of a tuple of them written in place, as a dict in the comprehension:
    no call per person, site or job), anything else through :func:`to_json`.
    """
    source = f"def write(o):\n    return {_dict_expr(cls, 'o', 0)}\n"
    scope: dict[str, Any] = {"_to_json": to_json} | {f"_write_{c.__name__}": w for c, w in _WRITERS.items()}
    exec(source, scope)  # like dataclasses' generated methods: no per-field lookups at run time
    return scope["write"]


_HIDDEN: dict[tuple[type, str], str] = {
    (State, "deck"): "[c if s & bit else -1 for c, s in zip({o}.deck, {o}.deck_seen, strict=True)]",
    (State, "sand"): "_masked_sand({o})",
    (Site, "card"): "{o}.card if {o}.seen & bit or {o}.num == shown else -1",
    (Site, "beetles"): "[*{o}.beetles] if mummy_view or {o}.num == shown else [-1] * len({o}.beetles)",
    (Mummy, "hand"): "[*{o}.hand] if mummy_view else [-1] * len({o}.hand)",
    (Mummy, "pile"): "[*{o}.pile] if mummy_view else []",
    (Market, "bags"): "[b if s == seat or b < 0 or {o}.known[s] else -2 for s, b in enumerate({o}.bags)]",
    (Market, "choices"): "_masked_choices({o}, seat)",
}
"""What :func:`mask` hides, as the source the masked writers write instead of the field.

``{o}`` is the object written; ``seat``, ``bit`` (the seat's bit, 0 for a spectator),
``mummy_view`` and ``shown`` (:func:`opened_site`) are the masked writers' arguments.
"""

_MASKED_WRITERS: dict[type, Any] = {}


def _masked_writer(cls: type) -> Any:
    """A generated function writing ``cls`` as :func:`to_json` writes its masked copy (see :func:`mask`).

    The same source as :func:`_writer`'s, but the fields of :data:`_HIDDEN` are written
    masked, and nested dataclasses holding such fields by their own masked writer: the state
    is written once, no masked copy built.  Called as ``write(o, seat, bit, mummy_view, shown)``.
    """
    source = f"def write(o, seat, bit, mummy_view, shown):\n    return {_dict_expr(cls, 'o', 0, True)}\n"
    scope: dict[str, Any] = {
        "_to_json": to_json,
        "_masked_sand": _masked_sand,
        "_masked_choices": _masked_choices,
    }
    scope |= {f"_write_{c.__name__}": w for c, w in _WRITERS.items()}
    scope |= {f"_mwrite_{c.__name__}": w for c, w in _MASKED_WRITERS.items()}
    exec(source, scope)  # see _writer
    return scope["write"]


def _has_hidden(cls: type) -> bool:
    """Whether ``cls`` has a field :func:`mask` hides (directly, not in a nested object)."""
    return any(owner is cls for owner, _ in _HIDDEN)


def _masked_sand(state: State) -> list[int]:
    """The sand deck as :func:`mask` leaves it: the known values, -1 for the others."""
    sand, sand_seen = state.sand, state.sand_seen
    if True in sand_seen:
        return [v if seen else -1 for v, seen in zip(sand, sand_seen, strict=True)]
    return [-1] * len(sand)  # the usual case: no value known, and a scan in C says so


def _masked_choices(market: Market, seat: int | None) -> list[int]:
    """The steal/trade choices as :func:`mask` leaves them: others' hidden while they choose."""
    if market.step == CHOICE:
        return [c if s in (seat, MUMMY) or c < 0 else HIDDEN_CARD for s, c in enumerate(market.choices)]
    return [*market.choices]


def _dict_expr(cls: type, expr: str, depth: int, masked: bool = False) -> str:
    """Python source of the dict :func:`to_json` writes for ``expr``, a ``cls`` object.

    ``masked``: the source of a masked writer (see :func:`_masked_writer`).
    """
    hints = _hints(cls)
    items = []
    for f in fields(cls):
        if f.name == "rng":
            continue
        hidden = _HIDDEN.get((cls, f.name)) if masked else None
        value = (
            hidden.format(o=expr) if hidden else _write_expr(hints[f.name], f"{expr}.{f.name}", depth, masked)
        )
        items.append(f"{f.name!r}: {value}")
    return "{" + ", ".join(items) + "}"


def _shape(hint: Any) -> tuple[str, Any]:
    """How :func:`to_json` writes a value of type ``hint``, for the generated writers and readers.

    ``("plain", None)`` ints, bools and strings as they are; ``("ints", None)`` a tuple of them
    as a list; ``("locs", None)`` action-card locations as lists of their five numbers;
    ``("rows", None)`` a tuple of int tuples as lists; ``("items", cls)`` a tuple of dataclass
    objects; ``("optional", cls)`` a dataclass object or None; ``("object", cls)`` one;
    ``("other", None)`` anything else (:func:`to_json` and :func:`from_json` themselves).
    """
    if hint in (int, bool, str):
        return "plain", None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        if item in (int, bool):
            return "ints", None
        if item is Loc:
            return "locs", None
        inner = typing.get_args(item)
        if typing.get_origin(item) is tuple and inner[1:] == (Ellipsis,) and inner[0] in (int, bool):
            return "rows", None
        if isinstance(item, type) and is_dataclass(item):
            return "items", item
    optional = origin in (typing.Union, types.UnionType) and len(args) == 2 and args[1] is type(None)
    if optional and isinstance(args[0], type) and is_dataclass(args[0]):
        return "optional", args[0]
    if isinstance(hint, type) and is_dataclass(hint):
        return "object", hint
    return "other", None


def _write_expr(hint: Any, expr: str, depth: int = 0, masked: bool = False) -> str:
    """Python source writing ``expr`` (a value of type ``hint``) as :func:`to_json` does.

    ``depth`` counts the comprehensions around it, to name each one's variable apart;
    ``masked``: the source of a masked writer (see :func:`_masked_writer`).
    """
    shape, cls = _shape(hint)
    x = f"x{depth}"
    if shape == "plain":
        return expr
    if shape == "ints":
        return f"[*{expr}]"
    if shape == "locs":
        return f"[[{x}.kind, {x}.site, {x}.role, {x}.active, {x}.ref] for {x} in {expr}]"
    if shape == "rows":
        return f"[[*{x}] for {x} in {expr}]"
    if shape == "items":
        return f"[{_dict_expr(cls, x, depth + 1, masked)} for {x} in {expr}]"
    if shape == "optional":
        return f"(None if {expr} is None else {_call_writer(cls, expr, masked)})"
    if shape == "object":
        return _call_writer(cls, expr, masked)
    return f"_to_json({expr})"


def _call_writer(cls: type, expr: str, masked: bool) -> str:
    """Source calling the writer of ``cls`` on ``expr`` (its masked writer if it hides fields)."""
    if masked and _has_hidden(cls):
        if cls not in _MASKED_WRITERS:
            _MASKED_WRITERS[cls] = _masked_writer(cls)
        return f"_mwrite_{cls.__name__}({expr}, seat, bit, mummy_view, shown)"
    return f"{_writer_name(cls)}({expr})"


def _writer_name(cls: type) -> str:
    """The name under which generated writers call the writer of ``cls`` (made now if need be)."""
    if cls not in _WRITERS:
        _WRITERS[cls] = _writer(cls)
    return f"_write_{cls.__name__}"


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


_READERS: dict[type, Any] = {}


def _reader(cls: type) -> Any:
    """A generated function reading back what :func:`to_json` wrote of a ``cls``, as :func:`from_json` does.

    The type hints say how, once: the reader is one constructor call per dataclass object
    (the items of a tuple of them built in place), tuples from lists, action-card locations
    from their five numbers; :func:`from_json` itself for anything else.
    """
    scope: dict[str, Any] = {"_from_json": from_json, "_Rng": Rng}
    source = f"def read(d):\n    return {_ctor_expr(cls, 'd', 0, scope)}\n"
    exec(source, scope)  # see _writer
    return scope["read"]


def _ctor_expr(cls: type, expr: str, depth: int, scope: dict[str, Any]) -> str:
    """Python source building the ``cls`` object written as ``expr`` (names it needs go to ``scope``)."""
    scope[f"_{cls.__name__}"] = cls
    hints = _hints(cls)
    args = [
        f"{f.name}={_read_expr(hints[f.name], f'{expr}[{f.name!r}]', depth, scope)}"
        for f in fields(cls)
        if f.name != "rng"
    ]
    if cls is State:
        args.append("rng=_Rng(0)")
    return f"_{cls.__name__}({', '.join(args)})"


def _read_expr(hint: Any, expr: str, depth: int, scope: dict[str, Any]) -> str:
    """Python source reading ``expr`` (written from a value of type ``hint``) as :func:`from_json` does."""
    shape, cls = _shape(hint)
    x = f"x{depth}"
    if shape == "plain":
        return expr
    if shape == "ints":
        return f"tuple({expr})"
    if shape == "locs":
        scope["_Loc"] = Loc
        return f"tuple([_Loc(*{x}) for {x} in {expr}])"
    if shape == "rows":
        return f"tuple([tuple({x}) for {x} in {expr}])"
    if shape == "items":
        return f"tuple([{_ctor_expr(cls, x, depth + 1, scope)} for {x} in {expr}])"
    if shape == "optional":
        return f"(None if {expr} is None else {_reader_name(cls, scope)}({expr}))"
    if shape == "object":
        return f"{_reader_name(cls, scope)}({expr})"
    name = f"_hint{len(scope)}"
    scope[name] = hint
    return f"_from_json({name}, {expr})"


def _reader_name(cls: type, scope: dict[str, Any]) -> str:
    """The name under which a generated reader calls the reader of ``cls`` (made now if need be)."""
    if cls not in _READERS:
        _READERS[cls] = _reader(cls)
    scope[f"_read_{cls.__name__}"] = _READERS[cls]
    return f"_read_{cls.__name__}"


# ---------------------------------------------------------------- masking


def mask(state: State, seat: int | None) -> State:
    """The state with everything ``seat`` may not know replaced by placeholders.

    Parts with nothing to hide (a site whose find the seat knows and that has no beetle card
    hidden from it, the mummy's cards for herself) stay the very objects of ``state``.
    """
    bit = 0 if seat is None else 1 << seat
    deck = tuple([c if s & bit else -1 for c, s in zip(state.deck, state.deck_seen, strict=True)])
    mummy_view = seat == MUMMY
    shown = opened_site(state)
    sites = tuple([_masked_site(site, bit, mummy_view, shown) for site in state.sites])
    sand = (-1,) * len(state.sand)  # no value known: the usual case
    if True in state.sand_seen:
        sand = tuple([v if seen else -1 for v, seen in zip(state.sand, state.sand_seen, strict=True)])
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
    return replace(state, rng=NO_RNG, deck=deck, sites=sites, sand=sand, mummy=m, market=market)


NO_RNG = Rng(0)
"""The generator of a masked state: the real one would tell the future draws."""


def _masked_site(site: Site, bit: int, mummy_view: bool, shown: int) -> Site:
    """A site as :func:`mask` leaves it (``bit``: the viewer's bit).

    Its find is hidden unless the viewer saw it or it was shown, its beetle cards unless the
    viewer is the mummy or they were shown.
    """
    card_known = site.seen & bit or site.num == shown
    beetles_known = mummy_view or site.num == shown or not site.beetles
    if card_known and beetles_known:
        return site
    return replace(
        site,
        card=site.card if card_known else -1,
        beetles=site.beetles if beetles_known else (-1,) * len(site.beetles),
    )


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
    """The JSON view of ``seat`` (None: a spectator): :func:`plain_view`, written faster.

    Instead of building the masked state and writing it, the state's masked writer writes
    the places :func:`mask` hides as it leaves them (:data:`_HIDDEN`); the derived numbers
    come from the state itself, as they read no masked part (tests/test_speed_paths.py
    checks both against :func:`plain_view`).
    """
    return {
        "game": "mummy_spell",
        "seat": seat,
        "to_act": list(acting),
        "state": _masked_json(state, seat),
        "derived": _derived(state, seat),
    }


def plain_view(state: State, seat: int | None, acting: tuple[int, ...]) -> dict[str, Any]:
    """The definition of :func:`view`: the masked state written out, and numbers derived from it."""
    masked = mask(state, seat)
    return {
        "game": "mummy_spell",
        "seat": seat,
        "to_act": list(acting),
        "state": to_json(masked),
        "derived": _plain_derived(masked, seat),
    }


def _masked_json(state: State, seat: int | None) -> dict[str, Any]:
    """``to_json(mask(state, seat))``, written in one go by the state's masked writer."""
    bit = 0 if seat is None else 1 << seat
    data: dict[str, Any] = _write_masked_state(state, seat, bit, seat == MUMMY, opened_site(state))
    return data


_write_masked_state = _masked_writer(State)


def _plain_derived(state: State, seat: int | None) -> dict[str, Any]:
    """Handy numbers for screens and bots, from public parts only (the masked state gives the same)."""
    persons = [
        {"strength": strength(state, pid), "courage": courage(state, pid)} if person.owner >= 0 else None
        for pid, person in enumerate(state.persons)
    ]
    sites = []
    found, blasts = digging(state)
    injuries = len(state.mummy.injuries)
    for site in state.sites:
        num = site.num
        dug = found.get(num, 0)
        entry: dict[str, Any] = {"num": num, "shovels": dug, "opens": num in blasts or dug > site.sand}
        if seat == MUMMY:
            entry["fright"] = sum(BEETLES[b].skulls + injuries for b in site.beetles)
        sites.append(entry)
    owner_of = [person.owner for person in state.persons]
    return {
        "persons": persons,
        "sites": sites,
        "card_owner": [owner_of[CARD_PERSON[c]] for c in range(len(state.cards))],
        "mummy_strength": mummy_strength(state),
        "injuries": injuries,
        "at_sites": sum(1 for loc in state.cards if loc.kind == SITE),
    }


SKULLS: tuple[int, ...] = tuple(b.skulls for b in BEETLES)

PersonNumbers = tuple[tuple[tuple[int, int] | None, ...], tuple[int, ...]]
"""Per person its (strength, courage), None if nobody owns it; per action card its owner."""

@remember_last_of
def _person_numbers(persons: tuple[Person, ...]) -> PersonNumbers:
    """What the view derives from the persons alone, kept for the last tuple of persons.

    The persons change a few times a round (wages, purchases, gear, deaths), so the answer
    for the very same tuple object (states never change) is kept
    (:func:`pharaoh.engine.memo.remember_last_of`).
    """
    numbers = tuple(person_numbers(pid, p) if p.owner >= 0 else None for pid, p in enumerate(persons))
    owners = tuple(persons[pid].owner for pid in CARD_PERSON)
    return numbers, owners


def _derived(state: State, seat: int | None) -> dict[str, Any]:
    """:func:`_plain_derived`, with fewer calls and passes (tests/test_speed_paths.py compares them)."""
    found, blasts = digging(state)
    injuries = len(state.mummy.injuries)
    sites = []
    for site in state.sites:
        num = site.num
        dug = found.get(num, 0)
        entry: dict[str, Any] = {"num": num, "shovels": dug, "opens": num in blasts or dug > site.sand}
        if seat == MUMMY:
            beetles = site.beetles
            entry["fright"] = sum(map(SKULLS.__getitem__, beetles)) + injuries * len(beetles)
        sites.append(entry)
    numbers, owners = _person_numbers(state.persons)
    return {
        "persons": [None if n is None else {"strength": n[0], "courage": n[1]} for n in numbers],
        "sites": sites,
        "card_owner": list(owners),
        "mummy_strength": mummy_strength(state),
        "injuries": injuries,
        "at_sites": [loc.kind for loc in state.cards].count(SITE),
    }


def state_from_view(data: dict[str, Any]) -> State:
    """The masked state written in a view (read by the state's generated reader: :func:`from_json`)."""
    state: State = _read_state(data["state"])
    return state


_read_state = _reader(State)


def sample(data: dict[str, Any], rnd: random.Random) -> State:
    """A full state consistent with a view."""
    return fill(state_from_view(data), data["seat"], rnd)
