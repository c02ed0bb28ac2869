"""The game state: frozen dataclasses of small ints and tuples, plus derived quantities.

Where each action card is (:class:`Loc`), who owns each person (:class:`Person`), the
excavation sites (:class:`Site`), the mummy's cards (:class:`Mummy`) and the cursor of
the current phase (:class:`Plan`, :class:`Exec`, :class:`Market`).  Money is counted in
thousands.  Bit ``1 << seat`` in a ``seen`` mask means that seat knows the card.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.memo import remember_last_of
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_PERSON,
    CARDS,
    EQUIPMENT,
    HELPERS,
    MUMMY,
    PERSONS,
    SHOVELS,
)

# Where an action card is (Loc.kind).
HAND, USED, SITE, CASINO, TAKEN, GONE, PENDING = range(7)
# A card's role at a site (Loc.role).
LEGAL, JOB, ROBBER, OBSERVER, DYN = range(5)
# Person.owner values besides seats.
MARKET, DEAD, ABSENT = -1, -2, -3
# Phases.
TEA, HIDE, PLAN, EXEC, MARKET_PHASE, OVER = range(6)
# Execution steps.
RETREAT, ORDER, HURT, LOSE = range(4)
# Market steps.
ROT, RAISE, BAG, CHOICE, STEAL, NAME, BID, LONE, GIRL, EQUIP = range(10)
STEAL_CARD, TRADE_CARD, HIDDEN_CARD = 0, 1, 2


@dataclass(frozen=True, slots=True)
class Loc:
    """Where an action card lies.

    ``site`` is the site number (SITE, PENDING) or 0 = gambler / 1 = croupier (CASINO);
    ``ref`` is the job id (role JOB) or the dig card the dynamite is bound to (role DYN).
    """

    kind: int
    site: int = 0
    role: int = 0
    active: bool = True
    ref: int = -1


IN_HAND = Loc(HAND)
USED_LOC = Loc(USED)


@dataclass(frozen=True, slots=True)
class Person:
    """A character or helper card: its owner (seat, MARKET, DEAD or ABSENT), wage and equipment."""

    owner: int
    wage: int = 0
    gear: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Site:
    """An excavation site on the table: face-down find, leader, sand and face-down beetle cards."""

    num: int
    card: int
    seen: int
    leader: int
    sand: int
    beetles: tuple[int, ...] = ()
    moved: tuple[bool, ...] = ()
    """Per beetle card: already moved by the mummy this round."""


@dataclass(frozen=True, slots=True)
class Job:
    """A job offer (premium in thousands) at a site; ``taker`` is the card lying on it or -1."""

    id: int
    site: int
    premium: int
    round: int
    taker: int = -1


@dataclass(frozen=True, slots=True)
class Mummy:
    """The mummy's cards: large cards (hand, face up, out of play) and beetle cards."""

    large_hand: tuple[int, ...]
    large_front: tuple[int, ...] = ()
    large_out: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    pile: tuple[int, ...] = ()
    out: tuple[int, ...] = ()
    injuries: tuple[int, ...] = ()
    """Action cards taken from injured persons: each adds one fright to every beetle card."""
    ban_used: bool = False
    placed: bool = False
    """Beetle cards were played from hand this round (no more redistributing first)."""


@dataclass(frozen=True, slots=True)
class Plan:
    """The planning phase's cursor."""

    turn: int
    quiet: int = 0
    """Characters who passed in a row since the mummy's last turn."""
    mummy_moved: bool = False
    acted: bool = False
    stage: int = 0
    """The mummy's turn: 0 start, 1 redistributing, 2 placing, 3 may ban."""
    rob: int = 0
    """Site of a robbery group still sneaking up (0: none)."""
    sand_site: int = 0
    """A new site waiting for the mummy to bring sand from other sites (0: none)."""
    sand_taken: int = 0


@dataclass(frozen=True, slots=True)
class Exec:
    """The execution phase's cursor."""

    step: int
    seats: tuple[int, ...] = ()
    """Retreat: the seats still to decide, the first is deciding."""
    groups: tuple[tuple[int, ...], ...] = ()
    """Sites still to evaluate, in groups (leader, site, site...); leader -1 for non-legal sites."""
    site: int = 0
    hurts: tuple[int, ...] = ()
    """Persons still to lose an action card (the first is choosing)."""
    involved: tuple[int, ...] = ()
    hurt_seat: int = -1
    after: int = 0
    """What follows the injuries: 0 the site is done, 1 the trap's roll for the find."""


@dataclass(frozen=True, slots=True)
class Market:
    """The market phase's cursor (bags and choices: -1 not chosen yet; -2 hidden from the viewer)."""

    step: int
    rot: int = -1
    seats: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()
    choices: tuple[int, ...] = ()
    known: tuple[bool, ...] = ()
    """Per seat: the bag's content is public (it was counted during a theft)."""
    bag_min: tuple[int, ...] = ()
    """Per seat: the least the bag can hold, from what was bid or shown."""
    traders: tuple[int, ...] = ()
    namer: int = 0
    passes: int = 0
    item: int = -1
    high: int = 0
    high_seat: int = -1
    bidders: tuple[int, ...] = ()
    bought: int = 0
    girl_price: int = 0
    """Lone trader: 0 not rolled yet, >0 rolled price waiting for an answer, -1 settled."""
    equip: int = -1
    equip_seat: int = -1


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of Im Bann der Mumie."""

    players: int
    rng: Rng
    round: int
    phase: int
    start: int
    persons: tuple[Person, ...]
    cards: tuple[Loc, ...]
    cash: tuple[int, ...]
    credit: tuple[int, ...]
    bank: int
    deck: tuple[int, ...]
    deck_seen: tuple[int, ...]
    sites: tuple[Site, ...]
    next_site: int
    finds: tuple[tuple[int, ...], ...]
    """Per seat the finds taken; seat 0's are the ones the mummy secured."""
    broken: tuple[int, ...]
    sand: tuple[int, ...]
    """The sand deck's values, top first."""
    sand_seen: tuple[bool, ...]
    """Per sand deck card: its value is known to all (a depth card put back under the deck)."""
    mummy: Mummy
    jobs: tuple[Job, ...] = ()
    next_job: int = 1
    banned: tuple[int, ...] = ()
    tea: int = -1
    controlled: tuple[int, ...] = ()
    plan: Plan | None = None
    exe: Exec | None = None
    market: Market | None = None
    over: str = ""
    """Why the game ended ("" while it goes on)."""
    daunted: int = 0
    """Bit per character seat: declared this round, with the deck empty, to dare no more (A)."""
    old_rules: bool = False
    """The rules before session 26 (option ``rules`` 1, a stored game of save version 1): every
    closed site dug before any site opens, and an idle character never asked to declare."""


# ---------------------------------------------------------------- derived values


def owner(state: State, card: int) -> int:
    """The seat owning an action card (negative if its person is not owned)."""
    return state.persons[CARD_PERSON[card]].owner


def characters(state: State) -> range:
    """The character seats."""
    return range(1, state.players)


def turn_order(state: State, include_mummy: bool = False) -> tuple[int, ...]:
    """Seats clockwise from the start player (the mummy only if asked)."""
    n = state.players
    seats = tuple((state.start + i) % n for i in range(n))
    return seats if include_mummy else tuple(s for s in seats if s != MUMMY)


def next_seat(state: State, seat: int) -> int:
    """The next seat clockwise."""
    return (seat + 1) % state.players


def site_index(state: State, num: int) -> int:
    """The index in ``state.sites`` of site ``num`` (-1 if gone)."""
    for i, site in enumerate(state.sites):
        if site.num == num:
            return i
    return -1


def get_site(state: State, num: int) -> Site:
    """The site with number ``num`` (``state.sites[site_index(state, num)]``: the last if none has it)."""
    for site in state.sites:
        if site.num == num:
            return site
    return state.sites[-1]


def sites_with(state: State, *changed: Site) -> tuple[Site, ...]:
    """The sites with each of ``changed`` in place of the site of its number, in turn."""
    sites = state.sites
    for site in changed:
        i = next(i for i, old in enumerate(sites) if old.num == site.num)
        sites = sites[:i] + (site,) + sites[i + 1 :]
    return sites


def set_site(state: State, site: Site) -> State:
    """Replace a site (same number)."""
    i = site_index(state, site.num)
    return evolve(state, sites=state.sites[:i] + (site,) + state.sites[i + 1 :])


def set_card(state: State, card: int, loc: Loc, **changes: object) -> State:
    """Move an action card (and change the fields in ``changes``, in the same copy)."""
    cards = state.cards
    return evolve(state, cards=cards[:card] + (loc,) + cards[card + 1 :], **changes)


def set_person(state: State, pid: int, person: Person, **changes: object) -> State:
    """Replace a person (and change the fields in ``changes``, in the same copy)."""
    persons = state.persons
    return evolve(state, persons=persons[:pid] + (person,) + persons[pid + 1 :], **changes)


def cash_plus(state: State, seat: int, amount: int) -> tuple[int, ...]:
    """Every seat's cash, ``amount`` added to (or taken from, if negative) ``seat``'s."""
    cash = list(state.cash)
    cash[seat] += amount
    return tuple(cash)


def add_cash(state: State, seat: int, amount: int) -> State:
    """Add (or take, if negative) cash of a seat."""
    return evolve(state, cash=cash_plus(state, seat, amount))


def cards_at(state: State, num: int) -> list[int]:
    """Action cards lying at site ``num`` (any role, active or not)."""
    return [c for c, loc in enumerate(state.cards) if loc.kind == SITE and loc.site == num]


def counting_cards(state: State, num: int) -> list[int]:
    """Cards at a site that count as persons there: not banned, not the dynamite."""
    return list(site_tally(state)[1].get(num, ()))


def present_persons(state: State, num: int) -> list[int]:
    """Persons present at a site (each once, in person order)."""
    return sorted({CARD_PERSON[c] for c in site_tally(state)[1].get(num, ())})


@remember_last_of
def site_tally(state: State) -> tuple[dict[int, int], dict[int, list[int]], dict[int, int]]:
    """Per site number, from one pass over the cards: shovels, counting cards and dynamite.

    The dicts are :func:`shovels`, :func:`counting_cards` and :func:`dynamite_at`, each
    leaving out the sites without any.  The answer for the last state asked about is kept
    (:func:`~pharaoh.engine.memo.remember_last_of`): a bot scoring a dozen actions on one
    state asks about the same sites again and again.  The dicts are shared: read them,
    never change them.
    """
    dug: dict[int, int] = {}
    counting: dict[int, list[int]] = {}
    blasts: dict[int, int] = {}
    banned = state.banned
    for c, loc in enumerate(state.cards):
        if loc.kind != SITE:
            continue
        role = loc.role
        if role == DYN:
            if loc.site not in blasts and loc.ref not in banned:
                blasts[loc.site] = c
            continue
        if role == OBSERVER or c in banned:
            continue
        num = loc.site
        here = counting.get(num)
        if here is None:
            counting[num] = [c]
        else:
            here.append(c)
        if loc.active:
            dug[num] = dug.get(num, 0) + SHOVELS[c]
    return dug, counting, blasts


def gear_bonus(person: Person) -> tuple[int, int]:
    """(strength, courage) added by a person's equipment."""
    s = c = 0
    for e in person.gear:
        s += EQUIPMENT[e].strength
        c += EQUIPMENT[e].courage
    return s, c


def person_numbers(pid: int, person: Person) -> tuple[int, int]:
    """A person's (strength, courage) with equipment (a helper's base courage is its wage)."""
    card = PERSONS[pid]
    base = card.courage if card.character else person.wage
    if not person.gear:
        return card.strength, base
    more_strength, more_courage = gear_bonus(person)
    return card.strength + more_strength, base + more_courage


def strength(state: State, pid: int) -> int:
    """A person's fighting strength with equipment."""
    return person_numbers(pid, state.persons[pid])[0]


def courage(state: State, pid: int) -> int:
    """A person's courage with equipment (a helper's base courage is its wage)."""
    return person_numbers(pid, state.persons[pid])[1]


def shovels(state: State, num: int) -> int:
    """Shovels of the active, unbanned digging cards at a site."""
    return site_tally(state)[0].get(num, 0)


def dynamite_at(state: State, num: int) -> int:
    """The dynamite card blasting at a site this round (its bound card active and unbanned), or -1."""
    for c, loc in enumerate(state.cards):
        if loc.kind == SITE and loc.site == num and loc.role == DYN and loc.ref not in state.banned:
            return c
    return -1


def digging(state: State) -> tuple[dict[int, int], dict[int, int]]:
    """Per site number, in one pass over the cards: its shovels and its dynamite card.

    The first dict is :func:`shovels` (sites without any left out), the second
    :func:`dynamite_at` (sites without a blast left out); both from :func:`site_tally`,
    shared: read them, never change them.
    """
    dug, _, blasts = site_tally(state)
    return dug, blasts


def will_open(state: State, num: int) -> bool:
    """Whether a site opens when dug now: one shovel more than its sand, or dynamite.

    :func:`dynamite_at` and :func:`shovels` of the site, from :func:`site_tally`.
    """
    dug, _, blasts = site_tally(state)
    return num in blasts or dug.get(num, 0) > get_site(state, num).sand


def mummy_strength(state: State) -> int:
    """The mummy's own variable strength: excavation cards in the deck plus secured finds."""
    return len(state.deck) + len(state.finds[MUMMY])


def beetle_strength(state: State, beetle: int) -> int:
    """A beetle card's fighting strength (the mummy's own strength for the variable one)."""
    value = BEETLES[beetle].strength
    return mummy_strength(state) if value < 0 else value


def fright(state: State, beetle: int) -> int:
    """A beetle card's fright: its skulls plus every injury the mummy has caused."""
    return BEETLES[beetle].skulls + len(state.mummy.injuries)


def slots_free(person: Person, slot: str) -> bool:
    """Whether a person can still carry an item for ``slot`` (one hand, two hands, head)."""
    hands = head = 0
    for e in person.gear:
        kind = EQUIPMENT[e].slot
        if kind == "head":
            head += 1
        else:
            hands += 2 if kind == "hands" else 1
    if slot == "head":
        return head == 0
    return hands + (2 if slot == "hands" else 1) <= 2


def market_equipment(state: State) -> list[int]:
    """Equipment lying on the market."""
    worn = {e for p in state.persons for e in p.gear}
    return [e for e in range(len(EQUIPMENT)) if e not in worn]


def market_helpers(state: State) -> list[int]:
    """Helpers waiting on the market."""
    return [p for p in HELPERS if state.persons[p].owner == MARKET]


def persons_of(state: State, seat: int) -> list[int]:
    """The living persons a seat controls."""
    return [p for p, person in enumerate(state.persons) if person.owner == seat]


def cards_of_person(pid: int) -> tuple[int, ...]:
    """A person's action cards."""
    return PERSONS[pid].cards


def total_cards() -> int:
    """The number of action cards in the game."""
    return len(CARDS)


def is_abandoned(state: State, num: int) -> bool:
    """A site whose leader has no card there (a banned one is ignored, D.2.b.1): robbers need not sneak."""
    site = get_site(state, num)
    banned = state.banned
    for c, loc in enumerate(state.cards):
        if (
            loc.kind == SITE
            and loc.site == num
            and loc.role == LEGAL
            and c not in banned
            and owner(state, c) == site.leader
        ):
            return False
    return True


evolve = replace
"""``dataclasses.replace`` for states, only faster (states change on every action).

It is :func:`pharaoh.engine.fastcopy.replace` itself: a wrapper would cost a call on each of
the three or so copies an action makes.
"""
