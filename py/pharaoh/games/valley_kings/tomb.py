"""The tomb phase: open (or pass), send characters, lay cards face down, set off traps, fight."""

from __future__ import annotations

from pharaoh.engine.game import Event
from pharaoh.games.valley_kings import camp
from pharaoh.games.valley_kings.actions import (
    DISCARD_OF,
    DONE_ACTION,
    HIDE_OF,
    OPEN_ACTION,
    PASS_ACTION,
    SEND_OF,
    TRAP,
    TRAP_OF,
    Action,
)
from pharaoh.games.valley_kings.cards import (
    ADVENTURER,
    EFFECT,
    ID,
    IS_OBSTACLE,
    IS_PLAYABLE,
    PAPYRUS,
    PARAMS,
    ROLE,
    RULES,
    TYPE,
    ids,
)
from pharaoh.games.valley_kings.deck import draw, gain_coins, to_discard
from pharaoh.games.valley_kings.effects import camp_has
from pharaoh.games.valley_kings.state import (
    Phase,
    Result,
    State,
    Table,
    add,
    discount,
    evolve,
    pair_set,
    remove,
)
from pharaoh.games.valley_kings.strength import active_ability, total, trap_targets

FORFEIT_COINS: int = RULES["forfeit_coins"]


def send_limit(tomb: int) -> int:
    """How many characters each side may send into ``tomb`` (99: no limit)."""
    return int(PARAMS[tomb].get("max_characters", 99))


def begin_tomb_phase(state: State) -> tuple[State, list[Event]]:
    """Both camp phases are over: the medallion holder opens a tomb or passes."""
    if not state.tomb_deck:
        # Cannot happen with the printed rules (7 tombs, 4 to win); kept so no state is stuck.
        return end_by_count(state)
    return evolve(state, phase=Phase.TOMB_START, actor=state.holder), []


def start_actions(state: State) -> tuple[Action, ...]:
    """Open the top tomb, or pass if the pass marker is unused."""
    if state.sides[state.holder].pass_marker:
        return (OPEN_ACTION, PASS_ACTION)
    return (OPEN_ACTION,)


def do_pass(state: State) -> tuple[State, list[Event]]:
    """Spend the pass marker: keep the medallion, a new round begins."""
    seat = state.holder
    state = state.with_side(seat, evolve(state.sides[seat], pass_marker=False))
    return new_round(state, seat, [Event("pass", {"seat": seat})])


def do_open(state: State) -> tuple[State, list[Event]]:
    """Turn the top tomb and carry out its "when opened" effect, holder first."""
    tomb = state.tomb_deck[-1]
    holder = state.holder
    state = evolve(
        state, tomb_deck=state.tomb_deck[:-1], table=Table(tomb), last=None, phase=Phase.SEND, actor=holder
    )
    events = [Event("tomb_opened", {"tomb": ID[tomb], "seat": holder})]
    kind = EFFECT[tomb]
    if kind == "open_discard":
        return next_open_discard(state, holder, events)
    if kind == "open_draw":
        for seat in (holder, 1 - holder):
            state, _, drawn = draw(state, seat, int(PARAMS[tomb]["count"]))
            events.extend(drawn)
    return state, events


def next_open_discard(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    """Ask ``seat`` (then the other) for the discard the tomb demands, skipping empty hands."""
    assert state.table is not None
    count = int(PARAMS[state.table.tomb]["count"])
    for who in (seat, 1 - seat) if seat == state.holder else (seat,):
        hand = state.sides[who].hand
        if hand:
            return evolve(state, phase=Phase.OPEN_DISCARD, actor=who, pending=min(count, len(hand))), events
    return evolve(state, phase=Phase.SEND, actor=state.holder, pending=0), events


def discard_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Discard any one card of the hand."""
    return tuple(map(DISCARD_OF.__getitem__, sorted(set(state.sides[seat].hand))))


def after_open_discard(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    """One discard demanded by the tomb is done: more, the other player, or sending."""
    pending = state.pending - 1
    if pending and state.sides[seat].hand:
        return evolve(state, pending=pending), events
    if seat == state.holder:
        return next_open_discard(state, 1 - seat, events)
    return evolve(state, phase=Phase.SEND, actor=state.holder, pending=0), events


def send_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Send the adventurer or a camp character (within the tomb's limit), or be done."""
    table = state.table
    assert table is not None
    out: list[Action] = []
    if len(table.sent[seat]) < send_limit(table.tomb):
        side = state.sides[seat]
        if side.adventurer not in table.sent[seat]:
            out.append(SEND_OF[side.adventurer])
        out.extend(map(SEND_OF.__getitem__, sorted(set(side.camp))))
    out.append(DONE_ACTION)
    return tuple(out)


def do_send(state: State, seat: int, card: int) -> tuple[State, list[Event]]:
    """Move a character from the camp into the tomb."""
    table = state.table
    assert table is not None
    side = state.sides[seat]
    table = evolve(table, sent=pair_set(table.sent, seat, add(table.sent[seat], card)))
    if TYPE[card] == ADVENTURER:
        state = evolve(state, table=table)
    else:
        state = state.with_side(seat, evolve(side, camp=remove(side.camp, card)), table=table)
    return state, [Event("send", {"seat": seat, "card": ID[card]})]


def do_send_done(state: State, seat: int) -> tuple[State, list[Event]]:
    """``seat`` has sent its group; sending nobody hands the tomb to the opponent at once."""
    table = state.table
    assert table is not None
    events = [Event("send_done", {"seat": seat, "count": len(table.sent[seat])})]
    if not table.sent[seat]:
        return forfeit(state, seat, events)
    if seat == state.holder:
        return evolve(state, actor=1 - seat), events
    return evolve(state, phase=Phase.HIDE, actor=state.holder), events


def forfeit(state: State, loser: int, events: list[Event]) -> tuple[State, list[Event]]:
    """``loser`` sent nobody: the opponent takes the tomb at once, without obstacles or a fight.

    The winner's group still leaves the tomb as after a fight (adventurer and monkeys home, the rest
    discarded): they entered it.
    """
    table = state.table
    assert table is not None
    winner = 1 - loser
    state = leave_tomb(state, winner, table.sent[winner])
    if state.coin_variant and state.sides[loser].coin_bonus:
        state, got = gain_coins(state, loser, FORFEIT_COINS)
        state = state.with_side(loser, evolve(state.sides[loser], coin_bonus=False))
        events.append(Event("forfeit_coins", {"seat": loser, "count": got}))
    events.append(Event("forfeit", {"seat": loser, "winner": winner, "tomb": ID[table.tomb]}))
    return award(state, winner, None, events)


def leave_tomb(state: State, seat: int, group: tuple[int, ...]) -> State:
    """``seat``'s characters leave the tomb: adventurers and monkeys go home, the rest is discarded."""
    side = state.sides[seat]
    back = tuple(c for c in group if EFFECT[c] == "survives")
    gone = tuple(c for c in group if TYPE[c] != ADVENTURER and EFFECT[c] != "survives")
    if back:
        state = state.with_side(seat, evolve(side, camp=tuple(sorted(side.camp + back))))
    return to_discard(state, seat, gone)


def hide_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Lay an obstacle or papyrus card face down (the holder: also one other card as a bluff), or be done."""
    table = state.table
    assert table is not None
    side = state.sides[seat]
    bluff = seat == state.holder and not any(IS_PLAYABLE[c] for c in table.hidden[seat])
    out = [HIDE_OF[c] for c in sorted(set(side.hand)) if IS_OBSTACLE[c] or (bluff and IS_PLAYABLE[c])]
    out.extend(map(HIDE_OF.__getitem__, sorted(set(side.papyrus))))
    out.append(DONE_ACTION)
    return tuple(out)


def do_hide(state: State, seat: int, card: int) -> tuple[State, list[Event]]:
    """Lay ``card`` face down into the tomb."""
    table = state.table
    assert table is not None
    side = state.sides[seat]
    source = "papyrus" if TYPE[card] == PAPYRUS else "hand"
    if source == "papyrus":
        side = evolve(side, papyrus=remove(side.papyrus, card))
    else:
        # Face down: still hidden, so the opponent's knowledge of the hand stays as it was.
        side = evolve(side, hand=remove(side.hand, card))
    table = evolve(table, hidden=pair_set(table.hidden, seat, add(table.hidden[seat], card)))
    state = state.with_side(seat, side, table=table)
    event = Event(
        "hide",
        {"seat": seat, "card": ID[card], "source": source},
        frozenset({seat}),
        {"seat": seat, "source": source},
    )
    return state, [event]


def do_hide_done(state: State, seat: int) -> tuple[State, list[Event]]:
    """``seat`` is done laying cards; after the second player, everything is turned up."""
    events = [Event("hide_done", {"seat": seat})]
    if seat == state.holder:
        return evolve(state, actor=1 - seat), events
    return reveal(state, events)


def reveal(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Turn up every face-down card; traps go off next, the holder's first."""
    table = state.table
    assert table is not None
    for seat in (0, 1):
        other = state.sides[1 - seat]
        seen = other.seen
        for card in table.hidden[seat]:
            if TYPE[card] != PAPYRUS:
                seen = discount(seen, card)
        if seen != other.seen:
            state = state.with_side(1 - seat, evolve(other, seen=seen))
    table = evolve(table, revealed=True)
    state = evolve(state, table=table)
    events.append(Event("reveal", {"cards": [ids(table.hidden[0]), ids(table.hidden[1])]}))
    return next_trap(state, state.holder, events)


def _has_trap(table: Table, seat: int) -> bool:
    return any(ROLE[c] == "trap" for c in table.hidden[seat])


def next_trap(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    """``seat`` sets off its next trap, else the other player (if it is the holder's turn), else the fight."""
    table = state.table
    assert table is not None
    if _has_trap(table, seat):
        return evolve(state, phase=Phase.TRAPS, actor=seat), events
    if seat == state.holder and _has_trap(table, 1 - seat):
        return evolve(state, phase=Phase.TRAPS, actor=1 - seat), events
    return fight(state, events)


def trap_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Each revealed trap of ``seat`` on each legal target (a trap with none: on nothing)."""
    table = state.table
    assert table is not None
    out: list[Action] = []
    for trap in sorted({c for c in table.hidden[seat] if ROLE[c] == "trap"}):
        targets = trap_targets(state, seat, trap)
        if targets:
            out.extend(Action(TRAP, trap, card, own=victim == seat) for victim, card in targets)
        else:
            out.append(TRAP_OF[trap])
    return tuple(out)


def do_trap(state: State, seat: int, trap: int, target: int, own: bool = False) -> tuple[State, list[Event]]:
    """Set off ``trap`` on ``target`` (``own``: one of ``seat``'s characters): it is put out.

    A character put out is discarded (an adventurer goes home); a Doctor in the victim's camp
    saves the first companion or animal.  Montana Smith's dodge catches the opponent's first
    trap whatever it aims at.
    """
    table = state.table
    assert table is not None
    victim = seat if own else 1 - seat
    table = evolve(
        table,
        hidden=pair_set(table.hidden, seat, remove(table.hidden[seat], trap)),
        spent=pair_set(table.spent, seat, (*table.spent[seat], trap)),
    )
    state = to_discard(evolve(state, table=table), seat, (trap,))
    data: dict[str, object] = {
        "seat": seat,
        "card": ID[trap],
        "target": ID[target] if target >= 0 else None,
        "victim": victim if target >= 0 else None,
    }
    if seat != state.holder and not table.dodged and active_ability(state, 1 - seat) == "dodge_first_trap":
        state = evolve(state, table=evolve(table, dodged=True))
        data["result"] = "dodged"
    elif target < 0:
        data["result"] = "no_target"
    else:
        table = evolve(
            table,
            sent=pair_set(table.sent, victim, remove(table.sent[victim], target)),
            fallen=pair_set(table.fallen, victim, (*table.fallen[victim], target)),
        )
        side = state.sides[victim]
        if TYPE[target] == ADVENTURER:
            data["result"] = "home"
        elif not table.healed[victim] and camp_has(side, "trap_medic"):
            state = state.with_side(victim, evolve(side, camp=add(side.camp, target)))
            healed = (True, table.healed[1]) if victim == 0 else (table.healed[0], True)
            table = evolve(table, healed=healed)
            data["result"] = "healed"
        else:
            state = evolve(state, discard=(*state.discard, target))
            data["result"] = "out"
        state = evolve(state, table=table)
    return next_trap(state, seat, [Event("trap", data)])


def fight(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Count both groups; the higher wins the tomb, the holder wins ties; the tomb is cleared."""
    table = state.table
    assert table is not None
    strengths = (total(state, 0), total(state, 1))
    holder = state.holder
    winner = holder if strengths[holder] >= strengths[1 - holder] else 1 - holder
    events.append(Event("fight", {"tomb": ID[table.tomb], "strengths": list(strengths), "winner": winner}))
    for seat in (0, 1):
        state = leave_tomb(state, seat, table.sent[seat])
        state = to_discard(state, seat, table.hidden[seat])
    return award(state, winner, strengths, events)


def award(
    state: State, winner: int, strengths: tuple[int, int] | None, events: list[Event]
) -> tuple[State, list[Event]]:
    """``winner`` takes the tomb card; the game ends or the medallion passes on."""
    table = state.table
    assert table is not None
    side = state.sides[winner]
    last = Result(table.tomb, winner, strengths)
    state = state.with_side(winner, evolve(side, tombs=(*side.tombs, table.tomb)), table=None, last=last)
    events.append(Event("tomb_won", {"seat": winner, "tomb": ID[table.tomb]}))
    if len(state.sides[winner].tombs) >= state.win_tombs:
        events.append(Event("game_over", {"winner": winner, "reason": "tombs"}))
        return evolve(state, phase=Phase.OVER, actor=-1, winner=winner, reason="tombs"), events
    holder = 1 - state.holder
    events.append(Event("medallion", {"seat": holder}))
    return new_round(state, holder, events)


def new_round(state: State, holder: int, events: list[Event]) -> tuple[State, list[Event]]:
    """Start the next round with ``holder`` holding the medallion, its camp phase first."""
    sides = (evolve(state.sides[0], split=-1), evolve(state.sides[1], split=-1))
    state = evolve(state, sides=sides, holder=holder, round=state.round + 1, pending=0)
    state, more = camp.begin(state, holder)
    events.extend(more)
    return state, events


def end_by_count(state: State) -> tuple[State, list[Event]]:
    """End the game on the number of tombs (a safety net: the tomb pile never runs out in play)."""
    a, b = len(state.sides[0].tombs), len(state.sides[1].tombs)
    winner = 0 if a > b else 1 if b > a else state.holder
    event = Event("game_over", {"winner": winner, "reason": "no_tombs"})
    return evolve(state, phase=Phase.OVER, actor=-1, winner=winner, reason="no_tombs"), [event]
