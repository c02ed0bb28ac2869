"""The rules: set-up, whose turn it is, the legal actions, and what each action does.

``apply`` accepts exactly the actions ``legal_actions`` lists: it checks membership first,
so there is one definition of legality.
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.game import Event, IllegalAction, Outcome, Seat
from pharaoh.engine.illegal import illegal
from pharaoh.engine.memo import remember_last
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse.board import CELL_NAMES, DUNGEON, NEIGHBOURS, SIZE, START, bits
from pharaoh.games.mummy_curse.cards import (
    ANKHS_PER_PAWN,
    ARROW,
    CARD_AT_CELL,
    CARD_NAMES,
    CARDS_OF_COLOUR,
    COLOURS,
    EXPLORER_DICE,
    EXPLORER_FACES,
    MUMMY_DIE,
    MUMMY_FACE,
    SYMBOL_CELL,
    TRAIL_LENGTH,
    cards_per_colour,
    mummy_target,
)
from pharaoh.games.mummy_curse.moves import (
    arrow_move,
    believe_arrow,
    believe_number,
    believe_stuck,
    can_move,
    mummy_steps,
    number_moves,
)
from pharaoh.games.mummy_curse.state import (
    BY_ANKHS,
    BY_ELIMINATION,
    BY_TREASURES,
    LOST,
    MUMMY_INTER,
    MUMMY_MOVE,
    MUMMY_ROLL,
    MUMMY_SEAT,
    NO_RESULT,
    OUT,
    OVER,
    RECOVER,
    RECOVERED,
    REROLL,
    RESULT_NAMES,
    ROLL,
    ROLLED,
    SKIP,
    STOP,
    TURN_START,
    Action,
    State,
    explorer_seats,
    hand_of,
    pawn_count,
    seat_of,
)

Events = tuple[Event, ...]


def new_game(seed: int, players: int) -> State:
    """Deal the cards, put the pawns on the start and the mummy on the sarcophagus."""
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError("mummy_curse is played by 2 to 5 players")
    pawns = pawn_count(players)
    hands_n = players - 1
    per_colour = cards_per_colour(hands_n)
    rng = Rng.from_seed(seed)
    hands: list[list[int]] = [[] for _ in range(hands_n)]
    for colour in range(len(COLOURS)):
        deck, rng = rng.shuffled(CARDS_OF_COLOUR[colour])
        for h in range(hands_n):
            hands[h].extend(deck[h * per_colour : (h + 1) * per_colour])
    return State(
        players=players,
        phase=TURN_START,
        pawn=0,
        mummy=DUNGEON,
        cells=(START,) * pawns,
        ankhs=(ANKHS_PER_PAWN,) * pawns,
        taken=0,
        hands=tuple(tuple(sorted(h)) for h in hands),
        laid=((),) * hands_n,
        aside=0,
        faces=(),
        rolls=0,
        steps=0,
        mummy_die=0,
        round=1,
        beliefs=(1 << START,) * pawns,
        seen=(START,) * pawns,
        trails=((),) * pawns,
        result=NO_RESULT,
        winner=-1,
        rng=rng,
    )


def to_act(state: State) -> tuple[Seat, ...]:
    """The one seat to act (the mummy in its phases, else the current pawn's owner)."""
    if state.phase == OVER:
        return ()
    if state.phase in (MUMMY_ROLL, MUMMY_MOVE, MUMMY_INTER):
        return (MUMMY_SEAT,)
    return (seat_of(state.players, state.pawn),)


def outcome(state: State) -> Outcome | None:
    """Who won, once the game is over."""
    if state.phase != OVER:
        return None
    side = "explorers" if state.result == BY_TREASURES else "mummy"
    return Outcome(frozenset({state.winner}), side, RESULT_NAMES[state.result])


def occupied_by_others(state: State, pawn: int) -> int:
    """The squares of the other pawns on the floor (the start and dungeon may hold several)."""
    mask = 0
    for p, cell in enumerate(state.cells):
        if p != pawn and cell >= 0 and cell != START and cell != DUNGEON:
            mask |= 1 << cell
    return mask


def _legal_actions(state: State, seat: Seat) -> tuple[Action, ...]:
    if seat not in to_act(state):
        return ()
    phase = state.phase
    if phase in (MUMMY_MOVE, MUMMY_INTER):
        if state.steps <= 0:
            return (STOP,)
        return _MUMMY_TURNS[state.mummy]
    if phase == MUMMY_ROLL:
        return (ROLL,)
    pawn = state.pawn
    cell = state.cells[pawn]
    occupied = occupied_by_others(state, pawn)
    if phase in (TURN_START, RECOVERED):
        if not can_move(cell, state.mummy, occupied):
            return (SKIP,)
        if phase == RECOVERED:
            return (ROLL,)
        if state.aside >= EXPLORER_DICE:
            return (RECOVER,)
        return (RECOVER, ROLL) if state.aside else (ROLL,)
    if phase == ROLLED:
        return _moves(state, cell, occupied) + (REROLL,)
    return ()


_MUMMY_TURNS = tuple(tuple(Action("step", d) for d in mummy_steps(c)) + (STOP,) for c in range(SIZE))
"""Per square of the mummy: her actions while she has steps left (each step she can take, then stop)."""

legal_actions = remember_last(_legal_actions)
"""Every legal action of ``seat`` now, in a fixed order (empty if it need not act).

Answered at once when asked again for the same state object (states never change).
"""


def _moves(state: State, cell: int, occupied: int) -> tuple[Action, ...]:
    """The moves the rolled faces allow, number faces first, then the arrow's directions.

    A destination whose symbol matches a card in hand comes twice: without and with laying it.
    """
    out: list[Action] = []
    hand = state.hands[hand_of(state.players, state.pawn)]
    for face in sorted(set(state.faces)):
        if face == ARROW:
            for d in range(4):
                end = arrow_move(cell, d, state.mummy, occupied)
                if end >= 0:
                    out.append(Action("arrow", d, end))
                    if CARD_AT_CELL.get(end, -1) in hand:
                        out.append(Action("arrow", d, end, True))
        else:
            for dest in bits(number_moves(cell, face, state.mummy, occupied)):
                out.append(Action("move", face, dest))
                if CARD_AT_CELL.get(dest, -1) in hand:
                    out.append(Action("move", face, dest, True))
    return tuple(out)


def apply(state: State, seat: Seat, action: Any) -> tuple[State, Events]:
    """Play one legal action; raises :class:`IllegalAction` (state untouched) for any other."""
    legal = legal_actions(state, seat)
    if action not in legal:
        if not legal:
            raise IllegalAction(illegal("not_to_act", seat=repr(seat)))
        raise IllegalAction(illegal("curse.not_legal", action=repr(action), seat=seat))
    kind = action.kind
    if kind == "step":
        return _step(state, action.arg)
    if kind == "stop":
        return _mummy_done(state, ())
    if kind == "roll" and state.phase == MUMMY_ROLL:
        return _mummy_roll(state)
    if kind == "roll" or kind == "reroll":
        return _roll(state)
    if kind == "recover":
        return _recover(state)
    if kind in ("move", "arrow"):
        return _move(state, action)
    return _skip(state)


def _public(kind: str, **data: Any) -> Event:
    return Event(kind, data)


def _explorers_only(state: State, kind: str, data: dict[str, Any], redacted: dict[str, Any]) -> Event:
    return Event(kind, data, explorer_seats(state.players), redacted)


# Explorers' turn


def _recover(state: State) -> tuple[State, Events]:
    ev = _public("recover", pawn=state.pawn, dice=state.aside)
    state = replace(state, phase=MUMMY_INTER, steps=state.aside, aside=0)
    return state, (ev,)


def _roll(state: State) -> tuple[State, Events]:
    count = EXPLORER_DICE - state.aside
    rng = state.rng
    faces: list[int] = []
    mummies = 0
    for _ in range(count):
        face, rng = rng.randbelow(len(EXPLORER_FACES))
        if face + 1 == MUMMY_FACE:
            mummies += 1
        else:
            faces.append(face + 1)
    aside = state.aside + mummies
    shown = [EXPLORER_FACES[f - 1] for f in sorted(faces)]
    ev = _explorers_only(
        state,
        "roll",
        {"pawn": state.pawn, "faces": shown, "mummies": mummies, "aside": aside},
        {"pawn": state.pawn, "dice": count, "mummies": mummies, "aside": aside},
    )
    faces.sort()
    if aside >= EXPLORER_DICE:
        lost = _public("turn_lost", pawn=state.pawn)
        return _next_explorer(state, (ev, lost), rng=rng, aside=aside)
    state = replace(state, rng=rng, aside=aside, faces=tuple(faces), rolls=state.rolls + 1, phase=ROLLED)
    return state, (ev,)


def _others_may_be(state: State, pawn: int) -> tuple[int, int]:
    """Squares the other pawns on the floor may hold, and how many such pawns there are."""
    mask = 0
    count = 0
    for p, cell in enumerate(state.cells):
        if p != pawn and cell != OUT and not state.beliefs[p] & (1 << START | 1 << DUNGEON):
            mask |= state.beliefs[p]
            count += 1
    return mask, count


def _trail(state: State, pawn: int, entry: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    trail = state.trails[pawn] + (entry,)
    seen = state.seen
    if len(trail) > TRAIL_LENGTH or seen[pawn] == LOST:
        trail = trail[-TRAIL_LENGTH:]
        seen = seen[:pawn] + (LOST,) + seen[pawn + 1 :]
    return state.trails[:pawn] + (trail,) + state.trails[pawn + 1 :], seen


def _move(state: State, action: Action) -> tuple[State, Events]:
    pawn = state.pawn
    origin = state.cells[pawn]
    face = ARROW if action.kind == "arrow" else action.arg
    belief = state.beliefs[pawn]
    if face == ARROW:
        others, _ = _others_may_be(state, pawn)
        belief = believe_arrow(belief, state.mummy, others)
    else:
        belief = believe_number(belief, face, state.mummy)
    trails, seen = _trail(state, pawn, face)
    shown = EXPLORER_FACES[face - 1]
    ev = _explorers_only(
        state,
        "move",
        {"pawn": pawn, "face": shown, "from": CELL_NAMES[origin], "to": CELL_NAMES[action.cell]},
        {"pawn": pawn, "face": shown},
    )
    cells = _put(state.cells, pawn, action.cell)
    beliefs = _put(state.beliefs, pawn, belief)
    if action.lay:
        state = replace(state, cells=cells, beliefs=beliefs, trails=trails, seen=seen)
        return _lay(state, CARD_AT_CELL[action.cell], (ev,))
    return _next_explorer(state, (ev,), cells=cells, beliefs=beliefs, trails=trails, seen=seen)


def _lay(state: State, card: int, events: Events) -> tuple[State, Events]:
    pawn = state.pawn
    h = hand_of(state.players, pawn)
    hand = tuple(c for c in state.hands[h] if c != card)
    cell = SYMBOL_CELL[card]
    ev = _public(
        "lay", pawn=pawn, seat=seat_of(state.players, pawn), card=CARD_NAMES[card], cell=CELL_NAMES[cell]
    )
    events = events + (ev,)
    changes: dict[str, Any] = {
        "hands": _put(state.hands, h, hand),
        "laid": _put(state.laid, h, state.laid[h] + (card,)),
        "beliefs": _put(state.beliefs, pawn, 1 << cell),
        "seen": _put(state.seen, pawn, cell),
        "trails": _put(state.trails, pawn, ()),
    }
    if not hand:
        winner = seat_of(state.players, pawn)
        over = _public("game_over", side="explorers", reason="treasures", winner=winner, pawn=pawn)
        state = replace(state, phase=OVER, result=BY_TREASURES, winner=winner, **changes)
        return state, events + (over,)
    return _next_explorer(state, events, **changes)


def _skip(state: State) -> tuple[State, Events]:
    pawn = state.pawn
    others, count = _others_may_be(state, pawn)
    belief = believe_stuck(state.beliefs[pawn], state.mummy, others, count)
    trails, seen = _trail(state, pawn, 0)
    ev = _public("skip", pawn=pawn)
    return _next_explorer(state, (ev,), beliefs=_put(state.beliefs, pawn, belief), trails=trails, seen=seen)


def _next_explorer(state: State, events: Events, **changes: Any) -> tuple[State, Events]:
    """End the current explorer's turn: the next pawn in order plays, or the mummy.

    ``changes`` are made to ``state`` first (in the same copy: states are copied once).
    """
    cells = changes.get("cells", state.cells)
    for p in range(changes.get("pawn", state.pawn) + 1, len(cells)):
        if cells[p] != OUT:
            changes.update(faces=(), rolls=0, steps=0, phase=TURN_START, pawn=p)
            return replace(state, **changes), events
    changes.update(faces=(), rolls=0, steps=0, phase=MUMMY_ROLL, pawn=-1)
    return replace(state, **changes), events


# The mummy's turn


def _mummy_roll(state: State) -> tuple[State, Events]:
    i, rng = state.rng.randbelow(len(MUMMY_DIE))
    die = MUMMY_DIE[i]
    steps = die + state.aside
    ev = _public("mummy_roll", die=die, aside=state.aside, steps=steps)
    return replace(state, rng=rng, mummy_die=die, steps=steps, phase=MUMMY_MOVE), (ev,)


def _step(state: State, d: int) -> tuple[State, Events]:
    to = NEIGHBOURS[state.mummy][d]
    gone = ~(1 << to)
    beliefs = tuple(b & gone for b in state.beliefs)
    ev = _public("mummy_step", frm=CELL_NAMES[state.mummy], to=CELL_NAMES[to])
    state = replace(state, mummy=to, steps=state.steps - 1, beliefs=beliefs)
    for p, cell in enumerate(state.cells):
        if cell == to:
            return _capture(state, p, (ev,))
    if state.steps == 0:
        return _mummy_done(state, (ev,))
    return state, (ev,)


def _capture(state: State, pawn: int, events: Events) -> tuple[State, Events]:
    ankhs = state.ankhs[pawn] - 1
    taken = state.taken + 1
    out = ankhs <= 0
    cell = OUT if out else DUNGEON
    ev = _public("capture", pawn=pawn, cell=CELL_NAMES[state.mummy], ankhs=ankhs, taken=taken, out=out)
    state = replace(
        state,
        cells=_put(state.cells, pawn, cell),
        ankhs=_put(state.ankhs, pawn, ankhs),
        taken=taken,
        beliefs=_put(state.beliefs, pawn, 0 if out else 1 << DUNGEON),
        seen=_put(state.seen, pawn, cell),
        trails=_put(state.trails, pawn, ()),
    )
    events = events + (ev,)
    target = mummy_target(state.players - 1)
    if taken >= target or all(c == OUT for c in state.cells):
        result = BY_ANKHS if taken >= target else BY_ELIMINATION
        over = _public("game_over", side="mummy", reason=RESULT_NAMES[result], winner=MUMMY_SEAT)
        return replace(state, phase=OVER, result=result, winner=MUMMY_SEAT), events + (over,)
    return _mummy_done(state, events)


def _mummy_done(state: State, events: Events) -> tuple[State, Events]:
    """The mummy's move is over: back to the explorer who recovered, or a new round."""
    events = events + (_public("mummy_done", cell=CELL_NAMES[state.mummy]),)
    if state.phase == MUMMY_INTER:
        if state.cells[state.pawn] == OUT:
            return _next_explorer(state, events, steps=0)
        return replace(state, steps=0, phase=RECOVERED), events
    return _next_explorer(state, events, steps=0, mummy_die=0, round=state.round + 1, pawn=-1)


def _put(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return items[:i] + (value,) + items[i + 1 :]
