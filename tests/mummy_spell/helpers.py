"""Hand-made states for the scenario tests of Im Bann der Mumie."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pharaoh.engine.game import Event
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_spell.cards import EXCAVATIONS, PERSON_IDS, PERSONS
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import Action, decode
from pharaoh.games.mummy_spell.state import (
    HAND,
    LEGAL,
    PLAN,
    SITE,
    Loc,
    Plan,
    Site,
    State,
    set_card,
    set_person,
)

ARCH, GANG, OCC, AGENT = 1, 2, 3, 4
"""Seats of the characters (seat 0 is the mummy)."""


def pid(name: str) -> int:
    """A person id by its text id."""
    return PERSON_IDS[name]


def cards(name: str) -> tuple[int, ...]:
    """A person's action cards."""
    return PERSONS[pid(name)].cards


def find(name: str) -> int:
    """An excavation card id by its text id."""
    return next(i for i, e in enumerate(EXCAVATIONS) if e.id == name)


def planning(players: int = 3, seed: int = 0, turn: int = 1) -> State:
    """A fresh game in its first planning phase, ``turn`` to act."""
    state = GAME.new_game(seed, players, {})
    if GAME.to_act(state) == (0,):
        state, _ = GAME.apply(state, 0, decode("hide 0"))
    assert state.phase == PLAN
    return replace(state, plan=Plan(turn=turn))


def with_site(
    state: State,
    num: int,
    card: str | int,
    leader: int,
    sand: int = 0,
    beetles: tuple[int, ...] = (),
    seen: int = 0,
) -> State:
    """Add an excavation site (taking its card out of the deck)."""
    fid = find(card) if isinstance(card, str) else card
    deck = tuple(c for c in state.deck if c != fid)
    seen_bits = tuple(s for c, s in zip(state.deck, state.deck_seen, strict=True) if c != fid)
    site = Site(num, fid, seen | (1 << leader), leader, sand, beetles, (False,) * len(beetles))
    sites = tuple(s for s in state.sites if s.num != num) + (site,)
    return replace(
        state,
        deck=deck,
        deck_seen=seen_bits,
        sites=tuple(sorted(sites, key=lambda s: s.num)),
        next_site=max(state.next_site, num + 1),
    )


def at(state: State, card: int, num: int, role: int = LEGAL, active: bool = True, ref: int = -1) -> State:
    """Lay an action card at a site."""
    return set_card(state, card, Loc(SITE, num, role, active, ref))


def hire(state: State, helper: str, seat: int, wage: int = 2) -> State:
    """Give a helper (and its cards, in hand) to a seat."""
    p = pid(helper)
    state = set_person(state, p, replace(state.persons[p], owner=seat, wage=wage))
    for c in PERSONS[p].cards:
        state = set_card(state, c, Loc(HAND))
    return state


def with_rolls(state: State, *rolls: int) -> State:
    """The state with a generator whose next d6 rolls are ``rolls``."""
    for seed in range(1_000_000):
        rng = Rng.from_seed(seed)
        ok = True
        for want in rolls:
            got, rng = rng.randint(1, 6)
            if got != want:
                ok = False
                break
        if ok:
            return replace(state, rng=Rng.from_seed(seed))
    raise AssertionError("no such seed")


def act(state: State, seat: int, text: str) -> tuple[State, tuple[Event, ...]]:
    """Apply an action given in notation (it must be legal)."""
    action = decode(text)
    assert action in GAME.legal_actions(state, seat), (
        text,
        [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)],
    )
    return GAME.apply(state, seat, action)


def legal(state: State, seat: int) -> list[str]:
    """The legal actions in notation."""
    return [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]


def kinds(events: tuple[Event, ...]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def event(events: tuple[Event, ...], kind: str) -> dict[str, Any]:
    """The data of the first event of a kind."""
    return dict(next(e for e in events if e.kind == kind).data)


def verbs(state: State, seat: int) -> set[str]:
    """The verbs of the legal actions."""
    return {a.verb for a in GAME.legal_actions(state, seat)}


__all__ = ["Action"]
