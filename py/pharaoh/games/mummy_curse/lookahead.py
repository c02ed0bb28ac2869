"""The hard computer player of Der Fluch der Mumie: determinized search over its view.

As an explorer it draws boards consistent with its view (the other hands' cards), tries
its best few moves in each, lets the ordinary bots (:mod:`.bots`, each from its own view
of that board) play about one round on, and scores the board reached as a race: the
rounds each hand still needs for its tour of its symbols against the rounds the mummy
still needs for its captures.  Once the mummy threatens to win (:data:`COOPERATE`), a
fellow explorer's win counts for something too.

Those rollouts foresee the ordinary mummy's walk (its view is public), so searching
explorers stand off it.  The hard mummy hunts as the ordinary one but expects fewer
explorers on the walk the ordinary hunt would take (:func:`hunt_scale`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from typing import Any

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.search import Budget, DeterminizedBot, view_policy
from pharaoh.games.mummy_curse import hunting, scouting
from pharaoh.games.mummy_curse.board import DUNGEON, SIZE, START, bits, cell_at, mask_of
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
HUNT_NOISE: dict[int, float] = {2: 0.0, 3: 0.0, 4: 0.0, 5: 0.0}
"""The hard mummy's unpredictability by player count: the spread of a log-normal factor (cut
at three times either way) on the weight it gives each square for one move.  Off: alone it
gained nothing against searching explorers (docs/rulings/mummy_curse.md, session 11)."""
HUNT_DODGE: dict[int, float] = {2: 0.65, 3: 0.8, 4: 0.65, 5: 0.5}
"""How much less the hard mummy expects explorers on the walk the ordinary hunt would take
at the start of the move (a searching explorer foresees that walk and stands elsewhere), by
player count (session 11; 0.65 at 2 players since session 17, at 4 since session 18, 0.8 at 3
since session 20: docs/rulings/mummy_curse.md)."""
COOPERATE: dict[int, int] = {5: 3}
"""From how few ankhs still to take the mummy threatens to win, by player count: from then on a
searching explorer counts a fellow explorer's win as :data:`FELLOW` of its own.  The rulebook's
advice: each adventurer first follows its own goal and works with the others once the mummy
threatens to win (docs/rulings/mummy_curse.md, session 19; from 3 ankhs left since session 20).
Not set: each plays for itself."""
FELLOW = 0.5
"""What a fellow explorer's win is worth to an explorer that cooperates (:data:`COOPERATE`)."""


def _move_key(view: View) -> tuple[int, str, int, int]:
    """The public facts that name the mummy's current move (round, phase, recovering pawn, die)."""
    turn = view["turn"]
    return (view["round"], view["phase"], -1 if turn is None else turn["pawn"], view["mummy"]["die"] or 0)


def sure_catch(view: View) -> bool:
    """Whether a pawn is known to stand on one floor square within the mummy's steps."""
    mummy = view["mummy"]
    reach = distances_from(cell_at(mummy["cell"]))
    for pawn in view["pawns"]:
        if pawn["out"]:
            continue
        cells = [c for c in bits(mask_of(pawn["possible"])) if c not in (START, DUNGEON)]
        if len(cells) == 1 and reach[cells[0]] <= mummy["steps"]:
            return True
    return False


def hunt_scale(
    view: View, seed: int, spread: float, dodge: float, foreseen: Iterable[int] | None = None
) -> tuple[float, ...] | None:
    """A factor per square for the mummy's current move, or ``None`` where it hunts as the ordinary bot.

    The factors are drawn from ``seed`` and :func:`_move_key`, so a fresh bot draws the same
    ones for the same move; the squares ``foreseen`` (default: the ordinary hunt's walk from
    here) count ``1 - dodge`` as much.  None when a pawn stands for sure within the mummy's
    steps: the sure capture comes first.
    """
    if (spread <= 0 and dodge <= 0) or sure_catch(view):
        return None
    if spread > 0:
        rng = random.Random(":".join(map(str, (seed, *_move_key(view)))))
        scale = [min(3.0, max(1 / 3, math.exp(spread * rng.gauss(0.0, 1.0)))) for _ in range(SIZE)]
    else:  # the shipped hard level: no draw at all
        scale = [1.0] * SIZE
    if dodge > 0:
        if foreseen is None:
            foreseen = hunting.best_walk(view, styles(view["players"])[0])
        for cell in foreseen:
            scale[cell] *= 1.0 - dodge
    return tuple(scale)


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


def _chance(lead: float) -> float:
    """A lead in rounds as a chance to win (:data:`SPREAD`)."""
    if math.isinf(lead):
        return 1.0 if lead > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-lead / SPREAD))


def value(state: State, seat: Seat) -> float:
    """What ``state`` is worth to ``seat``: its chance to win, plus its share of a fellow's win.

    The chance is guessed from the race of the hands' tours and the mummy's captures; once the
    mummy threatens to win (:data:`COOPERATE`), an explorer's share of a fellow explorer's win
    is :data:`FELLOW` of it.
    """
    hands = len(state.hands)
    target = mummy_target(hands)
    threat = COOPERATE.get(state.players, 0)
    team = FELLOW if seat != MUMMY_SEAT and target - state.taken <= threat else 0.0
    if state.phase == OVER:
        if state.winner == seat:
            return 1.0
        return team if state.winner != MUMMY_SEAT else 0.0
    mummy = (target - state.taken) * ROUNDS_PER_CAPTURE
    tours = [tour_rounds(state, h) for h in range(hands)]
    if seat == MUMMY_SEAT:
        return _chance(min(tours) - mummy)
    me = 0 if state.players == 2 else seat - 1
    others = [t for h, t in enumerate(tours) if h != me]
    own = _chance(min([mummy, *others]) - tours[me])
    if team <= 0 or not others:
        return own
    return own + team * max(0.0, _chance(mummy - min(tours)) - own)


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

    The mummy hunts as the ordinary bot with the weights of :func:`hunt_scale`: a
    searching explorer's rollouts foresee the ordinary mummy's walk for every die and stand
    where it does not go, so the hard mummy expects fewer of them there (the walk the
    ordinary hunt would take at the start of the move, remembered for the rest of it).
    Searched step by step against the race of :func:`value`, the mummy did worse than the
    hunt (4 wins of 12 against 6, seeds 81000-81011).
    """

    def __init__(
        self,
        seed: int = 0,
        budget: Budget = BUDGET,
        noise: dict[int, float] | None = None,
        dodge: dict[int, float] | None = None,
    ) -> None:
        from pharaoh.games.mummy_curse.bots import HeuristicBot

        ordinary = self.ordinary = HeuristicBot(seed)
        self.seed = seed
        self.noise = HUNT_NOISE if noise is None else noise
        self.dodge = HUNT_DODGE if dodge is None else dodge
        self.foreseen: tuple[tuple[int, str, int, int], tuple[int, ...]] | None = None
        """The current move and the ordinary hunt's walk at its first step seen (what the explorers
        foresaw; a fresh bot takes the walk from where it stands)."""
        super().__init__(seed, view_policy(ordinary), value, budget, prior=ordinary, first=best_moves)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """As an explorer: search (see the module docstring); as the mummy: :meth:`hunt`."""
        if seat == MUMMY_SEAT:
            return self.hunt(view, tuple(legal))
        return super().choose(game, seat, view, legal)

    def hunt(self, view: View, legal: tuple[Action, ...]) -> Action:
        """The mummy's step: the ordinary hunt's, on the weights of :func:`hunt_scale`."""
        if len(legal) == 1:
            return legal[0]
        players = view["players"]
        style = styles(players)[0]
        dodge = self.dodge.get(players, 0.0)
        key = _move_key(view)
        if dodge > 0 and (self.foreseen is None or self.foreseen[0] != key):
            self.foreseen = (key, hunting.best_walk(view, style))
        walk = self.foreseen[1] if dodge > 0 and self.foreseen is not None else None
        scale = hunt_scale(view, self.seed, self.noise.get(players, 0.0), dodge, walk)
        return hunting.choose_step(view, legal, style, scale)
