"""What one seat may see of a state, as a JSON-compatible dict.

Public to everyone: camps, coins, hand and papyrus counts (the rules oblige players to tell
them), tombs won, used papyrus cards, the discard pile's top card and size (it lies face up,
but nobody may look through it), the open tomb, the characters in it, how many cards each
side laid face down and from where (hand or papyrus: their backs differ), and everything once
turned up.  Private: one's own hand, papyrus cards and face-down cards, the opponent's hand
cards one was shown or took (Reporter, Spy) while they stay there, and the next tomb for the
owner of a Seer.

:func:`view` is what every step of a game calls; :func:`plain_view` is the definition it
follows, written for reading (tests/test_speed_paths.py checks that the two agree).
"""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import View
from pharaoh.games.valley_kings.cards import EFFECT, ID, PAPYRUS, RULES, TYPE, ids
from pharaoh.games.valley_kings.deck import COIN_SUPPLY, supply
from pharaoh.games.valley_kings.effects import camp_has, hand_limit
from pharaoh.games.valley_kings.rules import to_act
from pharaoh.games.valley_kings.state import Phase, Side, State, Table
from pharaoh.games.valley_kings.strength import group
from pharaoh.games.valley_kings.tomb import send_limit

GAME_ID = "valley_kings"


def _player(state: State, seat: int | None, p: int) -> dict[str, Any]:
    side = state.sides[p]
    table = state.table
    own = seat == p
    return {
        "adventurer": ID[side.adventurer],
        "adventurer_in_tomb": table is not None and side.adventurer in table.sent[p],
        "camp": ids(side.camp),
        "coins": side.coins,
        "hand_count": len(side.hand),
        "hand": ids(side.hand) if own else None,
        "papyrus_count": len(side.papyrus),
        "papyrus": ids(side.papyrus) if own else None,
        "used_papyrus": ids(side.used_papyrus),
        "tombs": ids(side.tombs),
        "pass_marker": side.pass_marker,
        "coin_bonus": side.coin_bonus,
        "split": None if side.split < 0 else side.split,
        "hand_limit": hand_limit(side),
    }


def _hidden(table: Table, seat: int | None, p: int) -> dict[str, Any]:
    cards = table.hidden[p]
    papyri = sum(1 for c in cards if TYPE[c] == PAPYRUS)
    shown = table.revealed or seat == p
    return {
        "count": len(cards),
        "hand": len(cards) - papyri,
        "papyrus": papyri,
        "cards": ids(cards) if shown else None,
    }


def _table(state: State, seat: int | None) -> dict[str, Any] | None:
    table = state.table
    if table is None:
        return None
    limit = send_limit(table.tomb)
    groups = [[{"card": ID[c], "strength": s} for c, s in group(state, p)] for p in (0, 1)]
    return {
        "tomb": ID[table.tomb],
        "limit": limit if limit < 99 else None,
        "sent": [ids(table.sent[0]), ids(table.sent[1])],
        "groups": groups,
        "totals": [sum(g["strength"] for g in groups[p]) for p in (0, 1)],
        "hidden": [_hidden(table, seat, 0), _hidden(table, seat, 1)],
        "revealed": table.revealed,
        "fallen": [ids(table.fallen[0]), ids(table.fallen[1])],
        "spent": [ids(table.spent[0]), ids(table.spent[1])],
        "dodged": table.dodged,
        "healed": list(table.healed),
    }


def plain_view(state: State, seat: int | None) -> View:
    """Show what ``seat`` may see (``None``: a spectator, public part only): the definition."""
    last = state.last
    known = None
    next_tomb = None
    if seat is not None:
        mine, theirs = state.sides[seat], state.sides[1 - seat]
        known = {"opponent_hand": ids(mine.seen), "opponent_knows": ids(theirs.seen)}
        if state.tomb_deck and camp_has(mine, "see_tomb"):
            next_tomb = ID[state.tomb_deck[-1]]
    return {
        "game": GAME_ID,
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "actor": None if state.phase == Phase.OVER else state.actor,
        "to_act": list(to_act(state)),
        "holder": state.holder,
        "start_player": state.starter,
        "win_tombs": state.win_tombs,
        "forfeit_coins": state.coin_variant,
        "supply": supply(state),
        "deck_count": len(state.deck),
        "discard_top": ID[state.discard[-1]] if state.discard else None,
        "discard_count": len(state.discard),
        "tomb_deck_count": len(state.tomb_deck),
        "next_tomb": next_tomb,
        "out_papyrus_count": len(state.out_papyrus),
        "pending": state.pending,
        "players": [_player(state, seat, 0), _player(state, seat, 1)],
        "known": known,
        "table": _table(state, seat),
        "last_tomb": None
        if last is None
        else {
            "tomb": ID[last.tomb],
            "winner": last.winner,
            "strengths": None if last.strengths is None else list(last.strengths),
        },
        "winner": None if state.winner < 0 else state.winner,
        "reason": state.reason or None,
    }


HAND_LIMIT: int = int(RULES["hand_limit"])
LIMIT_RAISERS = frozenset(c for c, kind in enumerate(EFFECT) if kind == "hand_limit")
"""Camp cards that change the hand limit (without one in the camp, it is the rulebook's)."""
SEERS = frozenset(c for c, kind in enumerate(EFFECT) if kind == "see_tomb")
IS_PAPYRUS: tuple[bool, ...] = tuple(kind == PAPYRUS for kind in TYPE)
SEND_LIMIT: tuple[int, ...] = tuple(map(send_limit, range(len(ID))))


def _fast_player(side: Side, own: bool, sent: tuple[int, ...] | None) -> dict[str, Any]:
    """:func:`_player` of one side (``sent``: its characters in the open tomb, if one is open)."""
    camp = side.camp
    return {
        "adventurer": ID[side.adventurer],
        "adventurer_in_tomb": sent is not None and side.adventurer in sent,
        "camp": ids(camp),
        "coins": side.coins,
        "hand_count": len(side.hand),
        "hand": ids(side.hand) if own else None,
        "papyrus_count": len(side.papyrus),
        "papyrus": ids(side.papyrus) if own else None,
        "used_papyrus": ids(side.used_papyrus),
        "tombs": ids(side.tombs),
        "pass_marker": side.pass_marker,
        "coin_bonus": side.coin_bonus,
        "split": None if side.split < 0 else side.split,
        "hand_limit": HAND_LIMIT if LIMIT_RAISERS.isdisjoint(camp) else hand_limit(side),
    }


def _fast_hidden(cards: tuple[int, ...], shown: bool) -> dict[str, Any]:
    """:func:`_hidden` of one side's face-down cards (``shown``: turned up, or the viewer's own)."""
    papyri = sum(map(IS_PAPYRUS.__getitem__, cards)) if cards else 0
    return {
        "count": len(cards),
        "hand": len(cards) - papyri,
        "papyrus": papyri,
        "cards": ids(cards) if shown else None,
    }


def _fast_group(state: State, seat: int) -> tuple[list[dict[str, Any]], int]:
    """``seat``'s entries of the table's groups, and their total strength."""
    entries = []
    total = 0
    for card, strength in group(state, seat):
        entries.append({"card": ID[card], "strength": strength})
        total += strength
    return entries, total


def _fast_table(state: State, table: Table, seat: int | None) -> dict[str, Any]:
    """:func:`_table` of the open tomb."""
    limit = SEND_LIMIT[table.tomb]
    (ours, our_total), (theirs, their_total) = _fast_group(state, 0), _fast_group(state, 1)
    sent, hidden, revealed = table.sent, table.hidden, table.revealed
    return {
        "tomb": ID[table.tomb],
        "limit": limit if limit < 99 else None,
        "sent": [ids(sent[0]), ids(sent[1])],
        "groups": [ours, theirs],
        "totals": [our_total, their_total],
        "hidden": [
            _fast_hidden(hidden[0], revealed or seat == 0),
            _fast_hidden(hidden[1], revealed or seat == 1),
        ],
        "revealed": revealed,
        "fallen": [ids(table.fallen[0]), ids(table.fallen[1])],
        "spent": [ids(table.spent[0]), ids(table.spent[1])],
        "dodged": table.dodged,
        "healed": list(table.healed),
    }


def view(state: State, seat: int | None) -> View:
    """Show what ``seat`` may see (``None``: a spectator, public part only).

    It writes what :func:`plain_view` writes, with the per-card facts read from tables and
    the small helpers' work done in place.
    """
    sides, table, last = state.sides, state.table, state.last
    known = None
    next_tomb = None
    if seat is not None:
        mine, theirs = sides[seat], sides[1 - seat]
        known = {"opponent_hand": ids(mine.seen), "opponent_knows": ids(theirs.seen)}
        if state.tomb_deck and not SEERS.isdisjoint(mine.camp):
            next_tomb = ID[state.tomb_deck[-1]]
    over = state.phase == Phase.OVER
    sent = (None, None) if table is None else table.sent
    return {
        "game": GAME_ID,
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "actor": None if over else state.actor,
        "to_act": [] if over else [state.actor],
        "holder": state.holder,
        "start_player": state.starter,
        "win_tombs": state.win_tombs,
        "forfeit_coins": state.coin_variant,
        "supply": COIN_SUPPLY - sides[0].coins - sides[1].coins,
        "deck_count": len(state.deck),
        "discard_top": ID[state.discard[-1]] if state.discard else None,
        "discard_count": len(state.discard),
        "tomb_deck_count": len(state.tomb_deck),
        "next_tomb": next_tomb,
        "out_papyrus_count": len(state.out_papyrus),
        "pending": state.pending,
        "players": [_fast_player(sides[0], seat == 0, sent[0]), _fast_player(sides[1], seat == 1, sent[1])],
        "known": known,
        "table": None if table is None else _fast_table(state, table, seat),
        "last_tomb": None
        if last is None
        else {
            "tomb": ID[last.tomb],
            "winner": last.winner,
            "strengths": None if last.strengths is None else list(last.strengths),
        },
        "winner": None if state.winner < 0 else state.winner,
        "reason": state.reason or None,
    }
