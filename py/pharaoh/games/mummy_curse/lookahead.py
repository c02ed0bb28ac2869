"""The hard computer player of Der Fluch der Mumie: determinized search over its view.

As an explorer it draws boards consistent with its view (the other hands' cards), tries
its best few moves in each, lets the ordinary bots (:mod:`.bots`, each from its own view
of that board) play about one round on, and scores the board reached as a race: the
rounds each hand still needs for its tour of its symbols against the rounds the mummy
still needs for its captures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.search import Budget, DeterminizedBot, view_policy
from pharaoh.games.mummy_curse import scouting
from pharaoh.games.mummy_curse.bots import styles
from pharaoh.games.mummy_curse.cards import SYMBOL_CELL, mummy_target
from pharaoh.games.mummy_curse.paths import distances_from
from pharaoh.games.mummy_curse.state import MUMMY_SEAT, OUT, OVER, Action, State, hand_of

STEPS_PER_ROUND = 3.2
"""How far a pawn gets in a round, on average (dice, detours, rerolls)."""
ROUNDS_PER_CAPTURE = 5.0
"""How many rounds the mummy needs for a capture, on average."""
LAY_ROUNDS = 0.4
"""What laying a card costs a hand on top of its walk (the turn ends on the symbol)."""
SPREAD = 2.5
"""Rounds of lead that make a win about three times as likely as a loss."""
CANDIDATES = 4
"""An explorer's moves searched: the ordinary bot's best few."""
BUDGET = Budget(actions=1000, horizon=20, worlds=40, prune_every=2, keep=2)
"""About 0.25 s of CPU a decision on CPython (at most ~0.35 s): under 1 s in Pyodide."""


def tour_rounds(state: State, hand: int) -> float:
    """Rounds a hand still needs: a greedy tour of its symbols from its nearest pawn."""
    players = state.players
    cells = [c for p, c in enumerate(state.cells) if hand_of(players, p) == hand and c != OUT]
    if not cells:
        return math.inf
    targets = [SYMBOL_CELL[card] for card in state.hands[hand]]
    total = 0.0
    here = min(cells, key=lambda c: min((distances_from(c)[t] for t in targets), default=0))
    while targets:
        dist = distances_from(here)
        here = min(targets, key=lambda t: (dist[t], t))
        total += dist[here]
        targets.remove(here)
    walkers = len(cells) if len(cells) > 1 else 1
    return total / (STEPS_PER_ROUND * walkers) + LAY_ROUNDS * len(state.hands[hand])


def value(state: State, seat: Seat) -> float:
    """The chance ``seat`` wins, guessed from the race of the hands' tours and the mummy's captures."""
    if state.phase == OVER:
        return 1.0 if state.winner == seat else 0.0
    hands = len(state.hands)
    mummy = (mummy_target(hands) - state.taken) * ROUNDS_PER_CAPTURE
    tours = [tour_rounds(state, h) for h in range(hands)]
    if seat == MUMMY_SEAT:
        lead = min(tours) - mummy
    else:
        mine = tours[0 if state.players == 2 else seat - 1]
        others = [t for h, t in enumerate(tours) if h != (0 if state.players == 2 else seat - 1)]
        lead = min([mummy, *others]) - mine
    if math.isinf(lead):
        return 1.0 if lead > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-lead / SPREAD))


def best_moves(view: View, legal: Sequence[Any]) -> Sequence[Any]:
    """An explorer's best few moves by the ordinary bot's reckoning (the mummy: every step)."""
    moves = [a for a in legal if isinstance(a, Action) and a.kind in ("move", "arrow")]
    if view.get("role") != "explorer" or len(moves) <= CANDIDATES:
        return legal
    ctx = scouting._Context(view, styles(view["players"])[1])
    scored: dict[Action, float] = {}
    for face in range(1, 6):
        for score, action in ctx.face_options(face):
            scored[action] = max(score, scored.get(action, -math.inf))
    ranked = sorted(moves, key=lambda a: -scored.get(a, -math.inf))
    others = [a for a in legal if a not in moves]
    return [*ranked[:CANDIDATES], *others]


class SearchBot(DeterminizedBot):
    """The hard level: an explorer searches with the ordinary bots playing the rollouts.

    The mummy plays the ordinary hunt: searched step by step against this race it did
    worse than without (4 wins of 12 against 6, seeds 81000-81011), while a searching
    explorer won 10 of 12 against 6.
    """

    def __init__(self, seed: int = 0, budget: Budget = BUDGET) -> None:
        from pharaoh.games.mummy_curse.bots import HeuristicBot

        ordinary = self.ordinary = HeuristicBot(seed)
        super().__init__(seed, view_policy(ordinary), value, budget, prior=ordinary, first=best_moves)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """As an explorer: search (see the module docstring); as the mummy: hunt as the ordinary bot."""
        if seat == MUMMY_SEAT:
            return self.ordinary.choose(game, seat, view, legal)
        return super().choose(game, seat, view, legal)
