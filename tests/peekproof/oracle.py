"""A match of the peek-proof hooks with the deal played by an oracle (no cryptography): fast.

The oracle knows the order of the deal and hands each seat exactly the slots the hooks
say it may see, as the keys would; each seat's partial state follows the match from
its own knowledge.  The full game of the audit runs alongside.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pharaoh.engine.game import SLOT_SPAN, Move, Reveal
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.partial import PILES, Partial
from pharaoh.games.valley_kings.peekproof import full_game
from pharaoh.games.valley_kings.views import view

Chooser = Callable[[Partial, random.Random], Any]


class Order(list[int]):
    """The first deal's order (the card number at each position), and each reshuffle deal's after it."""

    def __init__(self, cards: list[int]) -> None:
        super().__init__(cards)
        self.extra: list[list[int]] = []

    def card_at(self, slot: int) -> int:
        """The card number at a slot of any deal."""
        deal, position = divmod(slot, SLOT_SPAN)
        return self[slot] if deal == 0 else self.extra[deal - 1][position]

    def all(self) -> list[list[int]]:
        """Every deal's order, for the audit."""
        return [list(self), *self.extra]


def random_order(rng: random.Random) -> Order:
    """A deal's order: each pile shuffled within itself."""
    order: list[int] = []
    start = 0
    for size in PILES:
        pile = list(range(start, start + size))
        rng.shuffle(pile)
        order.extend(pile)
        start += size
    return Order(order)


def show(partials: list[Partial], order: Order, reveals: Sequence[Reveal]) -> None:
    for reveal in reveals:
        for p in (0, 1):
            if reveal.to in (None, p):
                partials[p] = GAME.learn(partials[p], reveal.slot, order.card_at(reveal.slot))


def deal_if_needed(
    partials: list[Partial],
    full: Partial,
    order: Order,
    move: Move,
    answers: dict[int, tuple[int, ...]],
    rng: random.Random,
) -> Partial:
    """A reshuffle's deal, if ``move`` needs one: every seat places its slots, the full game learns them."""
    spec = GAME.extra_deal(partials[0], move, answers)
    assert spec == GAME.extra_deal(partials[1], move, answers) == GAME.extra_deal(full, move, answers)
    if spec is None:
        return full
    deal = len(order.extra) + 1
    pile = list(range(spec.piles[0]))
    rng.shuffle(pile)
    order.extra.append(pile)
    for p in (0, 1):
        partials[p] = GAME.dealt(partials[p], deal)
    full = GAME.dealt(full, deal)
    for j, number in enumerate(pile):
        full = GAME.learn(full, deal * SLOT_SPAN + j, number)
    return full


def before(partials: list[Partial], order: Order, move: Move) -> dict[int, tuple[int, ...]]:
    """Show what ``move`` shows before it applies, in the protocol's order; the answers given."""
    show(partials, order, GAME.reveals(partials[0], move, {}))  # the card played, to both
    answers: dict[int, tuple[int, ...]] = {}
    for s in GAME.responders(partials[1 - move.seat], move):
        answer = GAME.respond(partials[s], move)
        assert answer is not None
        answers[s] = answer
    show(partials, order, GAME.reveals(partials[0], move, answers))
    return answers


def random_choice(partial: Partial, rng: random.Random) -> Any:
    return rng.choice(GAME.partial_legal(partial))


def play(
    seed: int,
    order: Order,
    choosers: Sequence[Chooser],
    rng: random.Random,
    options: Mapping[str, Any] | None = None,
    limit: int = 2000,
) -> tuple[list[Partial], list[tuple[Move, dict[int, tuple[int, ...]]]]]:
    """Play to the end; every seat's partial state after each move is checked against the full one."""
    partials = [GAME.partial_game(seed, 2, options, p) for p in (0, 1)]
    show(partials, order, GAME.opening_reveals(partials[0]))
    full = full_game(seed, options, order)
    moves: list[tuple[Move, dict[int, tuple[int, ...]]]] = []
    for _ in range(limit):
        for p in (0, 1):
            assert GAME.partial_view(partials[p]) == view(full.state, p)
        actors = GAME.partial_to_act(partials[0])
        assert actors == GAME.partial_to_act(partials[1])
        if not actors:
            break
        actor = actors[0]
        action = choosers[actor](partials[actor], rng)
        move = GAME.public_move(partials[actor], action)
        answers = before(partials, order, move)
        full = deal_if_needed(partials, full, order, move, answers, rng)
        afters = []
        for p in (0, 1):
            partials[p], after = GAME.advance(partials[p], move, answers)
            afters.append(after)
        assert afters[0] == afters[1]
        full, _ = GAME.advance(full, move, answers)
        show(partials, order, afters[0])
        moves.append((move, answers))
    return partials, moves
