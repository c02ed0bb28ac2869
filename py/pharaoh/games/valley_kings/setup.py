"""Setting up a game: adventurers, papyrus cards, tombs, the main deck, the medallion toss."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pharaoh.engine.rng import Rng
from pharaoh.games.valley_kings import camp
from pharaoh.games.valley_kings.cards import ADVENTURERS, MAIN_DECK, PAPYRUS_DECK, RULES, TOMBS
from pharaoh.games.valley_kings.state import Phase, Side, State

OPTIONS = ("short_game", "forfeit_coins")
"""``short_game``: 3 tombs win instead of 4; ``forfeit_coins``: two coins, once, for sending nobody."""


def new_game(seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
    """Set up a game as the rulebook says, every draw from ``seed``."""
    if players != 2:
        raise ValueError("Tara Wolf im Tal der Könige is a game for exactly 2 players")
    opts = dict(options or {})
    rng = Rng.from_seed(seed)
    adventurers, rng = rng.shuffled(ADVENTURERS)
    papyri, rng = rng.shuffled(PAPYRUS_DECK)
    tombs, rng = rng.shuffled(TOMBS)
    deck, rng = rng.shuffled(MAIN_DECK)
    return lay_out(rng, adventurers, papyri, tombs, deck, opts)


def lay_out(
    rng: Rng,
    adventurers: tuple[int, ...],
    papyri: tuple[int, ...],
    tombs: tuple[int, ...],
    deck: tuple[int, ...],
    opts: Mapping[str, Any],
) -> State:
    """Lay out shuffled piles as the rulebook says (top cards last) and toss for the medallion.

    :func:`new_game` shuffles the piles from its seed; a peek-proof match deals them by
    mental poker instead (see :mod:`pharaoh.games.valley_kings.peekproof`).
    """
    start, rng = rng.randbelow(2)
    each = int(RULES["papyrus_each"])
    hand = int(RULES["start_hand"])
    sides = tuple(
        Side(
            adventurer=adventurers[seat],
            hand=tuple(sorted(deck[len(deck) - hand * (seat + 1) : len(deck) - hand * seat])),
            papyrus=tuple(sorted(papyri[each * seat : each * (seat + 1)])),
        )
        for seat in (0, 1)
    )
    state = State(
        sides=(sides[0], sides[1]),
        deck=deck[: len(deck) - 2 * hand],
        discard=(),
        tomb_deck=tombs,
        out_papyrus=tuple(sorted(papyri[2 * each :])),
        holder=start,
        round=1,
        phase=Phase.SPLIT,
        actor=start,
        starter=start,
        win_tombs=int(RULES["short_win_tombs"] if opts.get("short_game") else RULES["win_tombs"]),
        coin_variant=bool(opts.get("forfeit_coins")),
        rng=rng,
    )
    state, _ = camp.begin(state, start)
    return state
