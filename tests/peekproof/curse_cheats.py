"""Dishonest explorer browsers for Der Fluch der Mumie: game objects that lie from inside.

Each cheat keeps its own state consistent with its lie (as a real cheater's browser would),
so nothing but the protocol's checks can catch it.  ``lies`` records the move numbers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pharaoh.engine.game import IllegalMove, Move, SideReport
from pharaoh.games.mummy_curse import rules
from pharaoh.games.mummy_curse.board import DUNGEON, NEIGHBOURS, START, bits
from pharaoh.games.mummy_curse.cards import CARD_AT_CELL, COLOUR_OF, SYMBOL_CELL
from pharaoh.games.mummy_curse.moves import number_moves
from pharaoh.games.mummy_curse.notation import decode_action, encode_action
from pharaoh.games.mummy_curse.partial import Side
from pharaoh.games.mummy_curse.peekproof import CurseHooks, committed, facts_of
from pharaoh.games.mummy_curse.state import MUMMY_SEAT, ROLLED, Action, hand_of, pawns_of


class Denier(CurseHooks):
    """The keeper: when the mummy steps onto one of the side's pawns, the pawn was "elsewhere".

    It moves the pawn, in its own state, to another square the mummy cannot rule out,
    so its report says nobody was caught.
    """

    def __init__(self) -> None:
        self.lies: list[int] = []
        self.steps = 0

    def side_apply(self, partial: Side, move: Move, roll: int | None) -> tuple[Side, SideReport]:
        state = partial.state
        if move.seat == MUMMY_SEAT and move.text.startswith("step") and not self.lies:
            to = NEIGHBOURS[state.mummy][decode_action(move.text).arg]
            caught = [p for p, c in enumerate(state.cells) if c == to]
            if caught:
                p = caught[0]
                taken = set(state.cells) | {to, state.mummy, START, DUNGEON}
                elsewhere = [c for c in bits(state.beliefs[p]) if c not in taken]
                if elsewhere:
                    cells = state.cells[:p] + (elsewhere[0],) + state.cells[p + 1 :]
                    partial = replace(partial, state=replace(state, cells=cells))
                    self.lies.append(self.steps)
        self.steps += 1
        return super().side_apply(partial, move, roll)


class Mover(CurseHooks):
    """An explorer seat that, once, moves its pawn where the dice do not allow.

    ``mode`` "wall": one step through a wall (a 1 thrown next to one); "teleport": a walk of a
    face thrown to a free square it cannot reach.
    """

    def __init__(self, seat: int, mode: str) -> None:
        self.cheater = seat
        self.mode = mode
        self.cheat: Action | None = None
        self.done = False
        self.tried = False
        self.cheat_for: Any = None
        """Whether the cheat was offered to the player (it is its only action then)."""

    def _target(self, partial: Side) -> Action | None:
        state = partial.state
        if self.tried or partial.seat != self.cheater or state.phase != ROLLED:
            return None
        if state.pawn not in pawns_of(state.players, self.cheater):
            return None
        cell = state.cells[state.pawn]
        if cell < 0:
            return None
        occupied = rules.occupied_by_others(state, state.pawn) | 1 << state.mummy | 1 << START | 1 << DUNGEON
        if self.mode == "wall":
            if 1 not in state.faces:
                return None
            x, y = cell % 15, cell // 15
            for target, (tx, ty) in (
                (cell - 1, (x - 1, y)),
                (cell + 1, (x + 1, y)),
                (cell - 15, (x, y - 1)),
                (cell + 15, (x, y + 1)),
            ):
                ok = 0 <= tx < 15 and 0 <= ty < 13 and 0 <= target < len(NEIGHBOURS)
                walled = ok and target not in NEIGHBOURS[cell] and NEIGHBOURS[target] != (-1, -1, -1, -1)
                if walled and not occupied >> target & 1 and target not in CARD_AT_CELL:
                    return Action("move", 1, target)
            return None
        face = next((f for f in state.faces if f <= 4), 0)
        if not face:
            return None
        reach = number_moves(cell, face, state.mummy, rules.occupied_by_others(state, state.pawn))
        for target in range(len(NEIGHBOURS)):
            free = not occupied >> target & 1 and not reach >> target & 1 and target not in CARD_AT_CELL
            if free and any(n >= 0 for n in NEIGHBOURS[target]) and target != cell:
                return Action("move", face, target)
        return None

    def partial_legal(self, partial: Side) -> tuple[Any, ...]:
        legal = super().partial_legal(partial)
        if self.cheat is not None and partial.state is self.cheat_for:
            return (self.cheat,)
        cheat = self._target(partial)
        self.cheat_for = partial.state
        if cheat is not None:
            self.cheat = cheat
            self.tried = True
            return (cheat,)
        return legal

    def side_apply(self, partial: Side, move: Move, roll: int | None) -> tuple[Side, SideReport]:
        if partial.seat == self.cheater and self.cheat is not None and move.text == encode_action(self.cheat):
            before, cheat = partial.state, self.cheat
            after, _ = rules._move(before, cheat)
            self.done = True
            self.cheat = None
            report = SideReport(facts_of(before, after, move.seat, cheat), committed(move.text, after))
            return replace(partial, state=after), report
        return super().side_apply(partial, move, roll)


class Layer(CurseHooks):
    """An explorer seat that lays a card it never held (of a colour it holds, on a square it reached)."""

    def __init__(self, seat: int) -> None:
        self.cheater = seat
        self.cheat: Action | None = None
        self.done = False
        self.tried = False
        self.cheat_for: Any = None

    def partial_legal(self, partial: Side) -> tuple[Any, ...]:
        legal = super().partial_legal(partial)
        state = partial.state
        if self.cheat is not None and state is self.cheat_for:
            return (self.cheat,)
        self.cheat_for = state
        if self.tried or partial.seat != self.cheater or state.phase != ROLLED:
            return legal
        hand = state.hands[hand_of(state.players, state.pawn)]
        laid = {c for cards in state.laid for c in cards}
        colours = {COLOUR_OF[c] for c in hand}
        for action in legal:
            card = CARD_AT_CELL.get(action.cell, -1) if action.kind in ("move", "arrow") else -1
            if (
                card >= 0
                and not action.lay
                and card not in hand
                and card not in laid
                and COLOUR_OF[card] in colours
            ):
                self.cheat = action._replace(lay=True)
                self.tried = True
                return (self.cheat,)
        return legal

    def side_apply(self, partial: Side, move: Move, roll: int | None) -> tuple[Side, SideReport]:
        if partial.seat == self.cheater and self.cheat is not None and move.text == encode_action(self.cheat):
            state = partial.state
            card = CARD_AT_CELL[self.cheat.cell]
            h = hand_of(state.players, state.pawn)
            hand = state.hands[h]
            swap = next(c for c in hand if COLOUR_OF[c] == COLOUR_OF[card])
            new = tuple(sorted([c for c in hand if c != swap] + [card]))
            partial = replace(
                partial, state=replace(state, hands=state.hands[:h] + (new,) + state.hands[h + 1 :])
            )
            self.done = True
            self.cheat = None
            assert SYMBOL_CELL[card] >= 0
        return super().side_apply(partial, move, roll)


class Slanderer(CurseHooks):
    """An explorer seat that, at move ``at``, claims the keeper's report is false (it is not)."""

    def __init__(self, seat: int, at: int) -> None:
        self.seat = seat
        self.at = at
        self.applied = 0
        self.lied = False

    def side_apply(self, partial: Side, move: Move, roll: int | None) -> tuple[Side, SideReport]:
        if partial.seat == self.seat:
            if self.applied == self.at:
                self.lied = True
                raise IllegalMove(f"seat 1's report of move {self.at} has false facts (a lie)", seat=1)
            self.applied += 1
        return super().side_apply(partial, move, roll)
