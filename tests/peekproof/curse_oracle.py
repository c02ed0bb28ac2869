"""Der Fluch der Mumie's peek-proof hooks driven without cryptography: an oracle deal and dice.

:func:`play` runs a whole game with every seat's partial state next to the truth (the
audit's full state): the truth picks the actions, every seat applies what it would receive
(an explorer the full move, the mummy the public text and the keeper's facts), and the
record of moves, throws and reports is what a match would hand the audit.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pharaoh.engine.game import Move
from pharaoh.games.mummy_curse import rules, views
from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.partial import PILES, Side, start
from pharaoh.games.mummy_curse.peekproof import KEEPER

Chooser = Callable[[Side, random.Random], Any]


def digest(n: int, value: bytes) -> str:
    """A stand-in for the keeper's salted commitment (the match salts it)."""
    return hashlib.sha256(n.to_bytes(4, "big") + value).hexdigest()


def random_order(rng: random.Random) -> list[int]:
    """A deal's order: each colour pile shuffled in place."""
    order: list[int] = []
    first = 0
    for size in PILES:
        pile = list(range(first, first + size))
        rng.shuffle(pile)
        order.extend(pile)
        first += size
    return order


def eager(side: Side, rng: random.Random) -> Any:
    """A random player that lays a card when it can and moves rather than throws again."""
    legal = rules.legal_actions(side.state, rules.to_act(side.state)[0])
    lays = [a for a in legal if a.lay]
    moves = [a for a in legal if a.kind in ("move", "arrow", "step")]
    if lays:
        return rng.choice(lays)
    if moves and rng.random() < 0.9:
        return rng.choice(moves)
    return rng.choice(legal)


def bots(seed: int) -> Chooser:
    """The heuristic computer player on every seat, each reading its seat's view."""
    bot = HeuristicBot(seed)

    def choose(side: Side, rng: random.Random) -> Any:
        seat = rules.to_act(side.state)[0]
        return bot.choose(GAME, seat, views.view(side.state, seat), rules.legal_actions(side.state, seat))

    return choose


@dataclass
class Record:
    """A whole oracle game: the deal, each move, throw and report, the seats' partial states."""

    players: int
    order: list[int]
    moves: list[tuple[int, str, str]] = field(default_factory=list)
    rolls: list[int | None] = field(default_factory=list)
    reports: list[tuple[tuple[int, ...], str]] = field(default_factory=list)
    truth: list[Side] = field(default_factory=list)
    partials: list[list[Side]] = field(default_factory=list)


def dealt(players: int, order: list[int]) -> tuple[Side, list[Side]]:
    """The truth and every seat's partial state once each explorer saw its own hand."""
    spec_reveals = GAME.opening_reveals(GAME.side_game(players, None, 0))
    hands = tuple(
        tuple(sorted(order[r.slot] for r in spec_reveals if r.to == h + 1)) for h in range(players - 1)
    )
    truth = start(players, None, hands)
    seats = [GAME.side_game(players, None, s) for s in range(players)]
    for reveal in spec_reveals:
        seats[reveal.to] = GAME.learn(seats[reveal.to], reveal.slot, order[reveal.slot])
    return truth, seats


def play(
    players: int, seed: int, chooser: Chooser | None = None, limit: int = 3000, check: bool = True
) -> Record:
    """A whole game; with ``check``, every seat's view is compared with the truth's after each move."""
    rng = random.Random(seed)
    order = random_order(rng)
    truth, seats = dealt(players, order)
    record = Record(players, order, truth=[truth], partials=[list(seats)])
    choose = chooser or bots(seed)
    for _ in range(limit):
        actors = rules.to_act(truth.state)
        if not actors:
            return record
        seat = actors[0]
        action = choose(truth, rng)
        public, full = GAME.side_move(seats[seat], action)
        audience = GAME.roll_audience(seats[0], Move(seat, public))
        roll = rng.getrandbits(64) if audience is not None else None
        truth, report = GAME.side_apply(truth, Move(seat, full), roll)
        for s in range(players):
            if s == 0:
                sees = roll if audience is not None and 0 in audience else None
                seats[0] = GAME.public_apply(seats[0], Move(seat, public), sees, report.facts, KEEPER)
            else:
                seats[s], mine = GAME.side_apply(seats[s], Move(seat, full), roll)
                assert mine == report, (s, full)
            if check:
                assert GAME.partial_view(seats[s]) == views.view(truth.state, s), (s, len(record.moves), full)
        record.moves.append((seat, public, full))
        record.rolls.append(roll)
        record.reports.append((report.facts, digest(len(record.reports), report.value)))
        record.truth.append(truth)
        record.partials.append(list(seats))
    raise AssertionError("the game did not end")


def audit(record: Record) -> Any:
    """The audit of a record as the match would call it."""
    return GAME.side_audit(
        record.players, None, [record.order], record.moves, record.rolls, record.reports, digest
    )
