"""The explorers' computer player: routes to the treasures, away from the mummy's reach.

It reads only its seat's view: the whole board, its own cards, the dice, and the public
``possible`` squares of every pawn (what the mummy can deduce).  A destination is worth
its progress (distance to the nearest wanted symbol, cards left) minus the chance of
being caught before the next turn times the cost of a capture.  That chance needs the
mummy to reach the square (its die plus the dice set aside) and to guess it: certain
after laying a card, otherwise shared among the squares the mummy cannot rule out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from pharaoh.engine.game import View
from pharaoh.games.mummy_curse.board import DUNGEON, START, cell_at, mask_of
from pharaoh.games.mummy_curse.cards import ARROW, CARD_AT_CELL, MUMMY_DIE, SYMBOL_CELL, card_at
from pharaoh.games.mummy_curse.moves import arrow_move, believe_arrow, believe_number, number_moves
from pharaoh.games.mummy_curse.paths import detour_costs, distance, distances_from
from pharaoh.games.mummy_curse.state import RECOVER, REROLL, ROLL, Action


@dataclass(frozen=True)
class ScoutStyle:
    """Tuning of the explorers' computer player."""

    card_value: float = 25.0
    """A card laid, in steps of progress."""
    capture_cost: float = 40.0
    """A capture (an ankh and the walk from the dungeon), in steps of progress."""
    guess: float = 2.5
    """How many of its possible squares the mummy can sweep in one move."""
    mummy_die_cost: float = 1.5
    """What one more die set aside costs (the mummy walks farther), in steps."""
    reroll_margin: float = 0.5
    max_rolls: int = 6
    recover_at: int = 2
    """Take the dice back from this many set aside, if the mummy's extra move is safe enough."""
    recover_risk: float = 0.25
    later_legs: float = 0.5
    """How much the walks after the next symbol count."""
    detour: int = 2
    """Extra cost of each step within the mummy's reach when planning routes."""
    patience: int = 60
    """Rounds after which the fear of capture has faded to a fifth and detours are no longer
    sought (no endless stand-offs with a mummy guarding the last symbols)."""
    rivals: float = 0.0
    """The part of ``capture_cost`` that is the ankh: it brings the mummy's win nearer for every
    hand, so a hand with ``k`` hands in the race bears a ``1/k`` share of it (the rest, the walk
    from the dungeon, is its own)."""


class _Context:
    """What one decision needs, parsed once from the view."""

    def __init__(self, view: View, style: ScoutStyle) -> None:
        self.style = style
        turn = view["turn"]
        self.pawn: int = turn["pawn"]
        pawns = view["pawns"]
        me = pawns[self.pawn]
        self.cell = cell_at(me["cell"])
        self.mummy = cell_at(view["mummy"]["cell"])
        self.aside: int = view["dice"]["aside"]
        self.occupied = 0
        self.others_possible = 0
        for p in pawns:
            if p["pawn"] != self.pawn and not p["out"]:
                c = cell_at(p["cell"])
                if c not in (START, DUNGEON):
                    self.occupied |= 1 << c
                possible = mask_of(p["possible"])
                if not possible & (1 << START | 1 << DUNGEON):
                    self.others_possible |= possible
        self.belief = mask_of(me["possible"])
        hand = next(h for h in view["hands"] if self.pawn in h["pawns"])
        targets = [SYMBOL_CELL[card_at(c)] for c in hand["cards"]]
        partner = [p for p in hand["pawns"] if p != self.pawn and not pawns[p]["out"]]
        if partner and len(targets) > 1:
            other = cell_at(pawns[partner[0]]["cell"])
            mine = [t for t in targets if distance(self.cell, t) <= distance(other, t)]
            targets = mine or targets
        self.targets = targets
        self.all_targets = [SYMBOL_CELL[card_at(c)] for c in hand["cards"]]
        self.from_mummy = distances_from(self.mummy)
        radius = self.aside + max(MUMMY_DIE)
        fade: float = min(1.0, view["round"] / max(1, style.patience))
        detour = round(style.detour * (1.0 - fade))
        self.routes = {t: detour_costs(t, self.mummy, radius, detour) for t in self.all_targets}
        racing = len({h["seat"] for h in view["hands"] if any(not pawns[p]["out"] for p in h["pawns"])})
        self.capture_share = 1.0 - style.rivals + style.rivals / max(1, racing)
        self.capture_cost: float = style.capture_cost * self.capture_share * (1.0 - 0.8 * fade)
        # the faces reach the same squares and beliefs again and again: each part is worked out once
        self._progress: dict[tuple[int, bool], float] = {}
        self._guesses: dict[tuple[int, int], float] = {}

    def score(self, cell: int, lay: bool, belief: int, aside: int) -> float:
        """The worth of ending the turn on ``cell`` (laying its card if ``lay``)."""
        progress = self._progress.get((cell, lay))
        if progress is None:
            progress = self._progress[(cell, lay)] = self._progress_of(cell, lay)
        if progress == _DONE:
            return _DONE
        reach = _reach_chance(self.from_mummy[cell], aside)
        if reach == 0.0:
            return progress
        if lay:
            guess = 1.0
        else:
            guess = self._guesses.get((belief, aside), -1.0)
            if guess < 0:
                radius = aside + max(MUMMY_DIE)
                near = sum(1 for c in _cells(belief) if self.from_mummy[c] <= radius)
                guess = self._guesses[(belief, aside)] = min(1.0, self.style.guess / max(1, near))
        return progress - reach * guess * self.capture_cost

    def _progress_of(self, cell: int, lay: bool) -> float:
        """The score's part that no belief or die set aside changes: the walk and the cards left.

        ``_DONE`` when no card is left.
        """
        left = [t for t in self.all_targets if not (lay and t == cell)]
        if not left:
            return _DONE
        # in the two-pawn game the partner walks to the symbols nearer to it
        mine = [t for t in self.targets if not (lay and t == cell)]
        return -(self.tour(cell, mine) if mine else 0.0) - self.style.card_value * len(left)

    def tour(self, cell: int, targets: list[int]) -> float:
        """A rough length of the walk from ``cell`` through all ``targets`` (later legs discounted).

        The first leg avoids the mummy's reach; the pawn must step off a symbol and back
        to lay its card later.
        """
        first = min(targets, key=lambda t: (self.routes[t][cell] or 2, t))
        total = float(self.routes[first][cell] or 2)
        rest = [t for t in targets if t != first]
        here = first
        weight = self.style.later_legs
        while rest:
            dist = distances_from(here)
            here = min(rest, key=lambda t: (dist[t], t))
            total += weight * dist[here]
            rest.remove(here)
        return total

    def face_options(self, face: int) -> list[tuple[float, Action]]:
        """Every move a face allows now, scored."""
        out: list[tuple[float, Action]] = []
        if face == ARROW:
            belief = believe_arrow(self.belief, self.mummy, self.others_possible)
            for d in range(4):
                end = arrow_move(self.cell, d, self.mummy, self.occupied)
                if end >= 0:
                    out.extend(self._variants(Action("arrow", d, end), belief))
        else:
            belief = believe_number(self.belief, face, self.mummy)
            dests = number_moves(self.cell, face, self.mummy, self.occupied)
            for c in _cells(dests):
                out.extend(self._variants(Action("move", face, c), belief))
        return out

    def _variants(self, action: Action, belief: int) -> list[tuple[float, Action]]:
        cell = action.cell
        out = [(self.score(cell, False, belief, self.aside), action)]
        if cell in self.all_targets and CARD_AT_CELL.get(cell) is not None:
            out.append((self.score(cell, True, belief, self.aside), action._replace(lay=True)))
        return out


_DONE = 1e9
"""The score of a move that lays a hand's last card (the hand has won)."""


@cache
def _reach_chance(distance: int, aside: int) -> float:
    """How likely the mummy's next normal move covers ``distance`` steps with ``aside`` dice set aside."""
    return sum(1 for die in MUMMY_DIE if distance <= aside + die) / len(MUMMY_DIE)


def _cells(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def choose(view: View, legal: tuple[Action, ...], style: ScoutStyle) -> Action:
    """The explorer's action, from its view alone."""
    if len(legal) == 1:
        return legal[0]
    ctx = _Context(view, style)
    if RECOVER in legal:
        return RECOVER if _should_recover(view, ctx) else ROLL
    moves = [a for a in legal if a.kind in ("move", "arrow")]
    best: tuple[float, Action] | None = None
    by_face: dict[int, float] = {}
    legal_set = set(legal)
    for face in range(1, ARROW + 1):
        options = ctx.face_options(face)
        if options:
            by_face[face] = max(v for v, _ in options)
        for value, action in options:
            if action in legal_set and (best is None or value > best[0]):
                best = (value, action)
    if REROLL in legal and view["dice"]["rolls"] < style.max_rolls:
        stay = ctx.score(ctx.cell, False, ctx.belief, ctx.aside)
        dice = view["dice"]["rolled"]
        expected = _expected_after_reroll(by_face, dice, stay) - style.mummy_die_cost * dice / 6
        if best is None or expected > best[0] + style.reroll_margin:
            return REROLL
    if best is None:
        return moves[0] if moves else legal[0]
    return best[1]


@cache
def _throws(dice: int) -> tuple[tuple[float, tuple[int, ...], int], ...]:
    """Every throw of ``dice`` dice: its chance, its distinct faces 1-5, and 2 if all show 6, 1 if some do."""
    out = []
    for combo in combinations_with_replacement(range(1, 7), dice):
        ways = factorial(dice)
        for f in range(1, 7):
            ways //= factorial(combo.count(f))
        faces = tuple(sorted({f for f in combo if f < 6}))
        out.append((ways / 6**dice, faces, 2 if all(f == 6 for f in combo) else 1))
    return tuple(out)


def _expected_after_reroll(by_face: dict[int, float], dice: int, stay: float) -> float:
    """The expected best move after throwing ``dice`` dice (faces 1-5 usable, 6 the mummy)."""
    total = 0.0
    for p, faces, sixes in _throws(dice):
        values = [by_face[f] for f in faces if f in by_face]
        if values:
            total += p * max(values)
        elif sixes == 2:
            total += p * (stay - 6.0)
        else:
            total += p * (stay - 3.0)
    return total


def _should_recover(view: View, ctx: _Context) -> bool:
    """Take the dice back when enough are set aside and the mummy's extra move threatens little."""
    aside = ctx.aside
    if aside < ctx.style.recover_at:
        return False
    risk = 0.0
    for p in view["pawns"]:
        if p["out"]:
            continue
        cell = cell_at(p["cell"])
        if ctx.from_mummy[cell] > aside:
            continue
        near = sum(1 for c in _cells(mask_of(p["possible"])) if ctx.from_mummy[c] <= aside)
        guess = min(1.0, ctx.style.guess / max(1, near))
        risk += guess * (1.0 if p["pawn"] == ctx.pawn else 0.6)
    return risk < ctx.style.recover_risk or aside >= 4
