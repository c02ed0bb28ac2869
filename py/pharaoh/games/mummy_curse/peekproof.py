"""Der Fluch der Mumie as a peek-proof game: the :class:`~pharaoh.engine.game.PeekSides` hooks.

The explorers (seats 1..n-1) are the *side* that shares the hidden board; seat 1 is its
keeper.  What travels, and to whom (docs/peek-proof.md, "Der Fluch der Mumie"):

- the five colour piles are dealt by mental poker (``mummy_curse/1``), each hand's slots
  keyed to its owner only (:mod:`~pharaoh.games.mummy_curse.partial`);
- an explorer's move goes to the mummy as its public text (the face, the card laid: never
  the square nor the arrow's direction) and to the other explorers in full;
- a throw is a commit-reveal roll among all seats; an explorer's is seen by the explorers
  only, the mummy learns how many mummies came up from the keeper's report;
- after every move the keeper reports the public facts (mummies thrown; the pawn a mummy
  step caught, or -1) and commits to the full move and every pawn's square;
- at the end :func:`audit` replays everything with the true hands and dice: the first move
  that breaks the rules names its mover, the first false report the keeper.

>>> hooks = CurseHooks()
>>> side = hooks.side_game(3, None, 1)
>>> sorted(hooks.side_of(3)), hooks.public_text(Action("move", 3, 40, False))
([1, 2], 'move 3')
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from pharaoh.engine.game import (
    DealSpec,
    IllegalAction,
    IllegalMove,
    Move,
    Reveal,
    Seat,
    SideReport,
    Verdict,
    View,
)
from pharaoh.engine.illegal import illegal
from pharaoh.engine.rng import Rng
from pharaoh.engine.steps import drain
from pharaoh.games.mummy_curse import rules, views
from pharaoh.games.mummy_curse.board import NEIGHBOURS
from pharaoh.games.mummy_curse.cards import CARD_AT_CELL, CARD_NAMES, card_at
from pharaoh.games.mummy_curse.notation import decode_action, encode_action
from pharaoh.games.mummy_curse.partial import (
    PILES,
    Side,
    hand_slots,
    learn,
    mummy_cells,
    public_move,
    start,
    thrown,
    with_laid_card,
)
from pharaoh.games.mummy_curse.state import (
    MUMMY_ROLL,
    MUMMY_SEAT,
    OUT,
    OVER,
    RECOVERED,
    ROLLED,
    TURN_START,
    Action,
    State,
    explorer_seats,
    hand_of,
)

LABEL = "mummy_curse/1"
"""The deal's label: fixes the public encoding of the 23 treasure cards."""
KEEPER = 1
"""The explorer seat that reports for the side after every move."""
_EXPLORER_PUBLIC = frozenset({"recover", "roll", "reroll", "skip"})
_PHASE_KINDS = {
    TURN_START: frozenset({"recover", "roll", "skip"}),
    RECOVERED: frozenset({"roll", "skip"}),
    ROLLED: frozenset({"move", "arrow", "reroll"}),
}


def _illegal(seat: Seat, text: str, why: str) -> IllegalMove:
    return IllegalMove(illegal("curse.move", seat=seat, text=repr(text[:40]), why=why), seat=seat)


def facts_of(before: State, after: State, seat: Seat, action: Action) -> tuple[int, ...]:
    """The public facts of a move only the explorers can compute.

    An explorer's throw: how many mummies came up; a mummy step: the pawn caught, or -1.
    """
    if seat != MUMMY_SEAT and action.kind in ("roll", "reroll"):
        return (after.aside - before.aside,)
    if action.kind == "step":
        to = NEIGHBOURS[before.mummy][action.arg]
        caught = next((p for p, cell in enumerate(before.cells) if cell == to), -1)
        return (caught,)
    return ()


def committed(text: str, state: State) -> bytes:
    """The bytes the keeper commits to after a move: the full move and every pawn's square."""
    return json.dumps([text, list(state.cells)], separators=(",", ":")).encode()


class CurseHooks:
    """The :class:`~pharaoh.engine.game.PeekSides` hooks of Der Fluch der Mumie (mixed into the game)."""

    def deal_spec(self, players: int, options: Mapping[str, Any] | None) -> DealSpec:
        """The five colour piles (5, 5, 5, 4, 4 cards)."""
        _check_players(players)
        return DealSpec(LABEL, PILES)

    def side_of(self, players: int) -> frozenset[Seat]:
        """The explorer seats."""
        _check_players(players)
        return explorer_seats(players)

    def side_game(self, players: int, options: Mapping[str, Any] | None, seat: Seat) -> Side:
        """``seat``'s knowledge at the start: pawns on the start, every hand stand-ins."""
        _check_players(players)
        if not 0 <= seat < players:
            raise ValueError("no such seat")
        return start(players, seat)

    def opening_reveals(self, partial: Side) -> tuple[Reveal, ...]:
        """Each hand's slots, to their owner."""
        players = partial.state.players
        return tuple(Reveal(slot, h + 1) for h in range(players - 1) for slot in hand_slots(players, h))

    def learn(self, partial: Side, slot: int, card: int) -> Side:
        """The seat saw ``card`` at ``slot`` (a slot of its own hand)."""
        return learn(partial, partial.state.players, slot, card)

    def partial_view(self, partial: Side) -> View:
        """The seat's view, from its knowledge only."""
        return views.view(partial.state, partial.seat)

    def partial_to_act(self, partial: Side) -> tuple[Seat, ...]:
        """Who acts (public in this game)."""
        return rules.to_act(partial.state)

    def partial_legal(self, partial: Side) -> tuple[Any, ...]:
        """The seat's own legal actions (an explorer's are computed on the true squares)."""
        if partial.seat is None:
            return ()
        return rules.legal_actions(partial.state, partial.seat)

    def public_text(self, action: Action) -> str:
        """An action as the mummy hears it: an explorer's face and card laid, never the square."""
        if action.kind == "move" or action.kind == "arrow":
            head = f"move {action.arg}" if action.kind == "move" else "arrow"
            return head + (f" lay {CARD_NAMES[CARD_AT_CELL[action.cell]]}" if action.lay else "")
        return encode_action(action)

    def side_move(self, partial: Side, action: Any) -> tuple[str, str]:
        """The public text and the full notation of the seat's own action."""
        return self.public_text(action), encode_action(action)

    def roll_audience(self, partial: Side, move: Move) -> frozenset[Seat] | None:
        """An explorer's throw is seen by the explorers, the mummy's die by all."""
        players = partial.state.players
        if move.text not in ("roll", "reroll"):
            return None
        if move.seat == MUMMY_SEAT:
            return frozenset(range(players)) if move.text == "roll" else None
        return explorer_seats(players)

    def side_apply(self, partial: Side, move: Move, roll: int | None) -> tuple[Side, SideReport]:
        """An explorer's seat (or the audit) applies a full move with the engine and computes the report."""
        seat, text = move.seat, move.text
        try:
            action = decode_action(text)
        except IllegalAction as err:
            raise _illegal(seat, text, str(err)) from None
        state = partial.state
        if action.kind in ("roll", "reroll"):
            if roll is None:
                raise ValueError("a throw needs its roll")
            state = replace(state, rng=Rng.from_seed(roll))
        if action.lay and seat != MUMMY_SEAT and partial.seat is not None and seat != partial.seat:
            card = CARD_AT_CELL.get(action.cell)
            if card is None or state.pawn < 0:
                raise _illegal(seat, text, illegal("curse.no_symbol"))
            state = with_laid_card(
                replace(partial, state=state), hand_of(state.players, state.pawn), card, seat
            )
        try:
            after, _ = rules.apply(state, seat, action)
        except IllegalAction as err:
            raise _illegal(seat, text, str(err)) from None
        report = SideReport(facts_of(state, after, seat, action), committed(text, after))
        return replace(partial, state=after), report

    def public_apply(
        self, partial: Side, move: Move, roll: int | None, facts: tuple[int, ...], keeper: Seat
    ) -> Side:
        """The mummy's seat applies a public move with the keeper's facts, checking what it can."""
        seat, text, state = move.seat, move.text, partial.state
        if seat not in rules.to_act(state):
            raise _illegal(seat, text, illegal("curse.not_turn"))
        if seat == MUMMY_SEAT:
            return replace(partial, state=self._mummy_move(state, text, roll, facts, keeper))
        words = text.split()
        kind = words[0] if words else ""
        if state.phase not in _PHASE_KINDS or kind not in _PHASE_KINDS[state.phase]:
            raise _illegal(seat, text, illegal("curse.phase"))
        if kind in ("roll", "reroll"):
            if len(words) != 1 or len(facts) != 1:
                raise _illegal(keeper if len(words) == 1 else seat, text, illegal("curse.throw_fact"))
            return replace(partial, state=thrown(state, facts[0], seat, keeper))
        if facts:
            raise _illegal(keeper, text, illegal("curse.no_facts"))
        if kind in _EXPLORER_PUBLIC:
            if len(words) != 1:
                raise _illegal(seat, text, illegal("curse.unknown_move"))
            if kind == "recover":
                if not state.aside:
                    raise _illegal(seat, text, illegal("curse.no_die"))
                after, _ = rules._recover(state)
            else:
                after, _ = rules._skip(state)
            return replace(partial, state=after)
        face, card = _parse_public(seat, text, words)
        if card is not None:
            state = with_laid_card(partial, hand_of(state.players, state.pawn), card, seat)
        return replace(partial, state=public_move(state, seat, kind, face, card))

    def _mummy_move(
        self, state: State, text: str, roll: int | None, facts: tuple[int, ...], keeper: Seat
    ) -> State:
        try:
            action = decode_action(text)
        except IllegalAction as err:
            raise _illegal(MUMMY_SEAT, text, str(err)) from None
        if action not in rules.legal_actions(state, MUMMY_SEAT):
            raise _illegal(MUMMY_SEAT, text, illegal("curse.mummy_move"))
        if action.kind == "step":
            if len(facts) != 1 or type(facts[0]) is not int:
                raise _illegal(keeper, text, illegal("curse.step_fact"))
            caught = facts[0]
            to = NEIGHBOURS[state.mummy][action.arg]
            if caught >= len(state.cells) or caught < -1:
                raise _illegal(keeper, text, illegal("curse.no_pawn", pawn=caught))
            if caught >= 0 and (state.cells[caught] == OUT or not state.beliefs[caught] >> to & 1):
                raise _illegal(keeper, text, illegal("curse.caught_where", pawn=caught))
            if caught < 0:
                for p, belief in enumerate(state.beliefs):
                    if belief == 1 << to and state.cells[p] != OUT:
                        raise _illegal(keeper, text, illegal("curse.denied", pawn=p))
            state = replace(state, cells=mummy_cells(state, caught, to))
        elif facts:
            raise _illegal(keeper, text, illegal("curse.no_facts"))
        if action.kind == "roll" and state.phase == MUMMY_ROLL:
            if roll is None:
                raise ValueError("a throw needs its roll")
            state = replace(state, rng=Rng.from_seed(roll))
        after, _ = rules.apply(state, MUMMY_SEAT, action)
        return after

    def side_audit(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Seat, str, str]],
        rolls: Sequence[int | None],
        reports: Sequence[tuple[tuple[int, ...], str]],
        digest: Callable[[int, bytes], str],
    ) -> Verdict:
        """The whole match replayed with the true hands and dice: verified, or the first lie."""
        return audit(self, players, orders, moves, rolls, reports, digest)

    def side_audit_steps(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Seat, str, str]],
        rolls: Sequence[int | None],
        reports: Sequence[tuple[tuple[int, ...], str]],
        digest: Callable[[int, bytes], str],
    ) -> Generator[None, None, Verdict]:
        """:meth:`side_audit` in steps (one move replayed each)."""
        return audit_steps(self, players, orders, moves, rolls, reports, digest)


def _parse_public(seat: Seat, text: str, words: list[str]) -> tuple[int, int | None]:
    """``move F [lay CARD]`` or ``arrow [lay CARD]``: the face and the card laid."""
    head = 2 if words[0] == "move" else 1
    face = 0
    if head == 2:
        if len(words) < 2 or words[1] not in ("1", "2", "3", "4"):
            raise _illegal(seat, text, illegal("curse.no_face"))
        face = int(words[1])
    rest = words[head:]
    if not rest:
        return face, None
    if len(rest) != 2 or rest[0] != "lay":
        raise _illegal(seat, text, illegal("curse.unknown_move"))
    try:
        return face, card_at(rest[1])
    except IllegalAction as err:
        raise _illegal(seat, text, str(err)) from None


def _check_players(players: int) -> None:
    if type(players) is not int or not 2 <= players <= 5:
        raise ValueError("mummy_curse is played by 2 to 5 players")


def audit(
    hooks: CurseHooks,
    players: int,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Seat, str, str]],
    rolls: Sequence[int | None],
    reports: Sequence[tuple[tuple[int, ...], str]],
    digest: Callable[[int, bytes], str],
) -> Verdict:
    """Replay every move with the true hands (``orders[0]``) and throws; name the first lie.

    In move order: the move must be legal and its public text what its full text shows
    (else its mover), the keeper's facts and commitment what the replay gives (else the keeper).
    A match stopped by an objection may end with a move that has no report yet.
    """
    return drain(audit_steps(hooks, players, orders, moves, rolls, reports, digest))


def audit_steps(
    hooks: CurseHooks,
    players: int,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Seat, str, str]],
    rolls: Sequence[int | None],
    reports: Sequence[tuple[tuple[int, ...], str]],
    digest: Callable[[int, bytes], str],
) -> Generator[None, None, Verdict]:
    """:func:`audit` in steps, one move replayed each (the page runs them in time-bounded slices)."""
    _check_players(players)
    order = orders[0]
    hands = tuple(tuple(sorted(order[s] for s in hand_slots(players, h))) for h in range(players - 1))
    side = start(players, None, hands)
    if len(rolls) != len(moves) or len(reports) not in (len(moves), len(moves) - 1):
        raise ValueError("one roll and one report per move (the last may have none: a match stopped)")
    for n, (seat, public, full) in enumerate(moves):
        yield
        try:
            action = decode_action(full)
            if hooks.public_text(action) != public:
                return Verdict(False, seat, n, f"seat {seat} announced {public!r} but played {full!r}")
            needs = hooks.roll_audience(side, Move(seat, public)) is not None
            side, report = hooks.side_apply(side, Move(seat, full), rolls[n] if needs else None)
        except (IllegalAction, ValueError, KeyError) as err:
            return Verdict(False, seat, n, f"seat {seat}'s move {n} ({full!r}) breaks the rules: {err}")
        if n >= len(reports):
            break
        facts, sent = reports[n]
        if facts != report.facts:
            return Verdict(
                False,
                KEEPER,
                n,
                f"seat {KEEPER} reported {list(facts)} after move {n} ({full!r}); the replay gives "
                f"{list(report.facts)}",
            )
        if digest(n, report.value) != sent:
            return Verdict(
                False, KEEPER, n, f"seat {KEEPER} committed to other squares than the replay's after move {n}"
            )
    if side.state.phase != OVER:
        return Verdict(False, None, None, "the match stopped before the game was over")
    return Verdict(True)
