"""A fast rule-of-thumb player: the heuristic bot, and the rollout policy of the search.

It reads a state but only what the acting seat knows: its own hand and papyrus cards, the
public table, and counts of the opponent's hidden cards.  ``noise`` makes it pick a random
legal action now and then, so search rollouts explore.
"""

from __future__ import annotations

import functools
import random

from pharaoh.games.valley_kings.actions import DONE, END, HIDE, OPEN, PASS, PLAY, SEND, SPLIT, TRAP, Action
from pharaoh.games.valley_kings.cards import (
    ADVENTURER,
    ANIMAL,
    COST,
    EFFECT,
    IS_PLAYABLE,
    PARAMS,
    ROLE,
    STRENGTH,
    TYPE,
    UNDEAD,
)
from pharaoh.games.valley_kings.rules import legal_actions
from pharaoh.games.valley_kings.state import Phase, State
from pharaoh.games.valley_kings.strength import character_strength, hits_opponent, total
from pharaoh.games.valley_kings.tomb import send_limit

EFFECT_VALUE: dict[str, float] = {
    "draw": 0.8,
    "steal_coin": 0.5,
    "opponent_discards": 0.8,
    "take_companion": 2.0,
    "destroy_companion": 1.2,
    "steal_random_card": 0.9,
    "reveal_hand": 0.2,
    "extra_coin": 1.5,
    "extra_card": 1.5,
    "hand_limit": 0.4,
    "trap_medic": 1.0,
    "see_tomb": 0.3,
    "gang_bonus": 0.6,
    "pack_bonus": 0.6,
    "animal_bonus": 0.5,
    "undead_malus": 0.5,
    "decoy": 0.6,
    "guard_adventurer": 0.4,
    "untargetable": 0.6,
    "survives": 1.5,
    "ambush_bonus": 0.8,
}
"""Rough worth of each effect kind, in strength points."""

KEEPERS = frozenset({"extra_coin", "extra_card", "hand_limit", "trap_medic", "see_tomb"})
"""Effects that work only while the card stays in the camp: such cards rather stay home."""


def trap_value(card: int) -> float:
    """Rough worth of a trap: how much it may take away, by how freely it can be aimed."""
    params = PARAMS[card]
    value = 2.0 + 0.3 * len(params["kinds"])
    if params.get("max_strength") is not None:
        value -= 0.25 * (4 - int(params["max_strength"]))
    return value + (0.8 if params.get("ignore_protection") else 0.0)


def card_value(card: int) -> float:
    """Rough worth of a card in hand, in strength points."""
    role = ROLE[card]
    if role == "trap":
        return trap_value(card)
    if role == UNDEAD:
        return STRENGTH[card] + 0.3 + EFFECT_VALUE.get(EFFECT[card], 0.0) * 0.5
    return STRENGTH[card] + EFFECT_VALUE.get(EFFECT[card], 0.0) - 0.25 * max(0, COST[card])


def camp_value(card: int) -> float:
    """Rough worth of a character standing in a camp."""
    return STRENGTH[card] + EFFECT_VALUE.get(EFFECT[card], 0.0) * (1.0 if EFFECT[card] in KEEPERS else 0.5)


def _pick(rng: random.Random, legal: tuple[Action, ...], noise: float) -> Action | None:
    if noise and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    return None


def choose(state: State, seat: int, rng: random.Random, noise: float = 0.0) -> Action:
    """Pick an action for ``seat`` by rules of thumb."""
    legal = legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    wild = _pick(rng, legal, noise)
    if wild is not None:
        return wild
    phase = state.phase
    if phase == Phase.SPLIT:
        return _split(state, seat, rng)
    if phase == Phase.CAMP:
        return _camp(state, seat, legal)
    if phase in (Phase.HAND_LIMIT, Phase.FORCED_DISCARD, Phase.OPEN_DISCARD):
        return min(legal, key=lambda a: (card_value(a.card), a.card))
    if phase == Phase.TOMB_START:
        return _start(state, seat, legal)
    if phase == Phase.SEND:
        return _send(state, seat, legal)
    if phase == Phase.HIDE:
        return _hide(state, seat, legal, rng)
    return _trap(state, seat, legal)


def _split(state: State, seat: int, rng: random.Random) -> Action:
    side = state.sides[seat]
    wanted = sorted((c for c in side.hand if IS_PLAYABLE[c]), key=lambda c: -card_value(c))
    spend = sum(COST[c] for c in wanted[:3])
    coins = max(0, min(4, spend - side.coins))
    if len(side.hand) <= 2:
        coins = min(coins, 2)
    if coins == 0 and side.coins < 2:
        coins = 1 + rng.randrange(2)
    return Action(SPLIT, coins)


def _camp(state: State, seat: int, legal: tuple[Action, ...]) -> Action:
    best: Action | None = None
    best_value = 0.0
    opp_camp = state.sides[1 - seat].camp
    for action in legal:
        if action.kind != PLAY:
            continue
        value = card_value(action.card) + 0.25 * COST[action.card]
        if action.target >= 0:
            value += camp_value(action.target)
        elif EFFECT[action.card] in ("take_companion", "destroy_companion") and opp_camp:
            value -= 1.0
        if value > best_value:
            best, best_value = action, value
    return best if best is not None else Action(END)


def potential(state: State, seat: int) -> float:
    """What ``seat`` could field in a tomb: adventurer, camp and a share of the hand."""
    side = state.sides[seat]
    camp = sum(STRENGTH[c] for c in side.camp)
    return STRENGTH[side.adventurer] + camp + 0.6 * len(side.hand) + 1.5 * len(side.papyrus)


def _start(state: State, seat: int, legal: tuple[Action, ...]) -> Action:
    if Action(PASS) in legal:
        mine, theirs = potential(state, seat), potential(state, 1 - seat)
        if mine + 3 < theirs:
            return Action(PASS)
    return Action(OPEN)


def _fighting(state: State, seat: int, card: int) -> float:
    table = state.table
    assert table is not None
    value = float(STRENGTH[card])
    tomb = EFFECT[table.tomb]
    if TYPE[card] == ADVENTURER and tomb == "adventurer_bonus":
        value += 2
    if TYPE[card] == ANIMAL and tomb == "animal_bonus":
        value += 1
    if TYPE[card] == ADVENTURER and seat == state.holder:
        value += 1.5
    if EFFECT[card] in KEEPERS:
        value -= 1.5
    if EFFECT[card] == "survives":
        value += 0.5
    return value


GIVE_UP_MARGIN = 1.0
"""How far short of the holder's expected strength the other player may fall and still send a group
(below it, it sends its adventurer alone: it always comes home, so the contest costs nothing)."""


HOLDER_SHARE = 0.65
"""How often the medallion holder takes a tomb, as the race model of :func:`swing` assumes
(the heuristic bot's holders took 58-78% of the tombs, rulings 6, session 10)."""
ALL_IN_SWING = 0.5
"""A tomb whose :func:`swing` reaches this is fought as if the game hung on it (2-2, 2-3, 3-2)."""
MUST_WIN_MARGIN = 1.0
"""What a player who must win a tomb that does not end the game aims above its usual target: it keeps
the rest of its camp for the next tomb instead of sending everyone."""


@functools.lru_cache(maxsize=256)
def race(mine: int, theirs: int, need: int, holding: bool, share: float = HOLDER_SHARE) -> float:
    """The chance to reach ``need`` tombs first if each tomb goes to its opener at ``share``.

    ``holding``: whether the player with ``mine`` tombs opens the next tomb (the medallion then
    alternates).

    >>> race(3, 3, 4, True), race(3, 3, 4, False)
    (0.65, 0.35)
    """
    if mine >= need:
        return 1.0
    if theirs >= need:
        return 0.0
    q = share if holding else 1.0 - share
    won = race(mine + 1, theirs, need, not holding, share)
    return q * won + (1.0 - q) * race(mine, theirs + 1, need, not holding, share)


def swing(state: State, seat: int) -> float:
    """How much the open tomb moves ``seat``'s chance to win the race for tombs (public facts only).

    The medallion alternates, so the other player opens the next tomb; the 7th is always the start
    player's, which makes a tomb taken from the holder worth more than the count says.

    >>> from pharaoh.games.valley_kings.setup import new_game
    >>> round(swing(new_game(1, 2), 0), 3)
    0.331
    """
    mine, theirs = len(state.sides[seat].tombs), len(state.sides[1 - seat].tombs)
    after = seat != state.holder
    need = state.win_tombs
    share = HOLDER_SHARE
    return race(mine + 1, theirs, need, after, share) - race(mine, theirs + 1, need, after, share)


def _stake(state: State, seat: int) -> bool:
    """Whether the open tomb decides the race: losing it loses the game, or it swings as much (race-aware)."""
    return len(state.sides[1 - seat].tombs) + 1 >= state.win_tombs or swing(state, seat) >= ALL_IN_SWING


def _final(state: State, seat: int) -> bool:
    """Whether winning the open tomb wins ``seat`` the game: then nothing is worth keeping back."""
    return len(state.sides[seat].tombs) + 1 >= state.win_tombs


def _send(state: State, seat: int, legal: tuple[Action, ...]) -> Action:
    table = state.table
    assert table is not None
    sent = table.sent[seat]
    room = send_limit(table.tomb) - len(sent)
    mine = total(state, seat)
    other = 1 - seat
    side = state.sides[seat]
    reserve = 0.7 * len(side.hand) + 1.5 * len(side.papyrus)
    if seat == state.holder:
        target = min(potential(state, other), 2.0 + sum(STRENGTH[c] for c in state.sides[other].camp)) + 1.5
    else:
        target = total(state, other) + 0.8 * len(state.sides[other].hand) + 1.0
    options = [a for a in legal if a.kind == SEND]
    if not options or room <= 0:
        return Action(DONE)
    best = max(options, key=lambda a: (_fighting(state, seat, a.card), -a.card))
    stake = _stake(state, seat)
    if seat != state.holder and not stake:
        strongest = sorted((_fighting(state, seat, a.card) for a in options), reverse=True)[:room]
        reachable = mine + reserve + sum(strongest)
        if reachable < target - GIVE_UP_MARGIN:
            # Outclassed: no companion is risked, but the adventurer goes in alone.  Sending nobody
            # hands the tomb over for nothing, while the adventurer always comes home and the
            # holder's group and hidden cards may still fall short (rulings 6, session 8).
            alone = [a for a in options if TYPE[a.card] == ADVENTURER and not sent]
            return alone[0] if alone else Action(DONE)
    if not sent:
        return best
    if stake and _final(state, seat) and STRENGTH[best.card] > 0:
        return best
    if stake:
        # A later tomb still needs the camp (the 7th is the start player's): aim higher, keep the rest.
        target += MUST_WIN_MARGIN
    if mine + reserve * 0.5 < target and _fighting(state, seat, best.card) > 0.5:
        return best
    return Action(DONE)


def undead_value(state: State, seat: int, card: int) -> int:
    """What an undead of ``seat`` would add in the open tomb, before the other cards are known."""
    value = STRENGTH[card]
    if EFFECT[card] == "ambush_bonus" and seat != state.holder:
        value += int(PARAMS[card]["amount"])
    return value


def _hide(state: State, seat: int, legal: tuple[Action, ...], rng: random.Random) -> Action:
    table = state.table
    assert table is not None
    other = 1 - seat
    mine = total(state, seat) + sum(
        undead_value(state, seat, c) for c in table.hidden[seat] if ROLE[c] == UNDEAD
    )
    their_group = total(state, other)  # while obstacles are laid only characters are in it, all face up
    my_traps = sum(1 for c in table.hidden[seat] if ROLE[c] == "trap")
    their_hidden = len(table.hidden[other])
    if seat == state.holder:
        expected = (
            their_group + 0.35 * len(state.sides[other].hand) * 1.8 + 0.6 * len(state.sides[other].papyrus)
        )
    else:
        expected = their_group + 1.6 * their_hidden
    expected -= 2.0 * my_traps
    need = expected - mine + (0.5 if seat == state.holder else 1.0)
    if _stake(state, seat):
        need = max(need, 1.0)  # the game is lost with this tomb: lay every obstacle that helps
    hides = [a for a in legal if a.kind == HIDE]
    if not hides:
        return Action(DONE)
    if need > 0:
        in_hand = {a.card for a in hides if ROLE[a.card] == "trap"}  # asked once each, not per way to lay it
        aimed = {card for card in in_hand if hits_opponent(state, seat, card)}
        traps = [a for a in hides if a.card in aimed]
        undead = [a for a in hides if ROLE[a.card] == UNDEAD]
        if traps and (not undead or rng.random() < 0.5):
            return max(traps, key=lambda a: (-trap_value(a.card) if need < 3 else trap_value(a.card), a.card))
        if undead:
            fit = [a for a in undead if undead_value(state, seat, a.card) >= need]
            if fit:
                return min(fit, key=lambda a: (undead_value(state, seat, a.card), a.card))
            return max(undead, key=lambda a: (undead_value(state, seat, a.card), a.card))
    bluffs = [a for a in hides if IS_PLAYABLE[a.card]]
    if bluffs and rng.random() < 0.25:
        return min(bluffs, key=lambda a: (card_value(a.card), a.card))
    return Action(DONE)


def _trap(state: State, seat: int, legal: tuple[Action, ...]) -> Action:
    table = state.table
    assert table is not None

    def score(action: Action) -> tuple[float, int, int]:
        if action.target < 0:
            return (-1.0, action.card, action.target)
        if action.own:
            # Only when nothing else is left: lose as little as possible.
            lost = character_strength(state, table, seat, action.target)
            return (-2.0 - lost - 0.1 * trap_value(action.card), action.card, action.target)
        hit = character_strength(state, table, 1 - seat, action.target)
        return (hit - 0.1 * trap_value(action.card), action.card, action.target)

    return max(legal, key=score) if legal[0].kind == TRAP else legal[0]
