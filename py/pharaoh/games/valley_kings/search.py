"""Information-set Monte Carlo search: the computer opponent's look-ahead.

Each iteration draws a full state consistent with the bot's view (so it never peeks at
the opponent's hand or the deck) and plays the round out after each candidate action
with the noisy rule-of-thumb policy for both sides, until the tomb of the round is decided
(or the game ends).  The position reached is scored from the bot's side (:func:`evaluate`);
the action with the best mean score is played.  All
determinizations share the root's actions, since the seat's own legal actions depend only
on what it knows.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from pharaoh.engine.game import View
from pharaoh.games.valley_kings import policy
from pharaoh.games.valley_kings.actions import Action
from pharaoh.games.valley_kings.policy import camp_value, card_value, choose, race
from pharaoh.games.valley_kings.rules import step
from pharaoh.games.valley_kings.sampling import Sampler
from pharaoh.games.valley_kings.state import Phase, State

PRUNE_EVERY = 4
"""Worlds between two prunings of the weakest root actions."""
ROLLOUT_NOISE = 0.1
MAX_ROLLOUT_ACTIONS = 400


@dataclass(frozen=True)
class Weights:
    """How the search scores a position that is not finished: material terms in logit units."""

    tombs: float = 1.1
    """The logit of one tomb more (when ``race`` is off)."""
    camp: float = 0.12
    hand: float = 0.05
    papyrus: float = 0.25
    coins: float = 0.05
    pass_marker: float = 0.3
    race: bool = False
    """Value the tombs by the race for ``win_tombs`` (:func:`evaluate`), not by their count: tried in
    session 11, as strong as the count at the normal level (rulings 6), so not on by default."""
    race_logit: float = 0.0
    """If above 0, the tombs count by this many times the logit of :func:`policy.race` (the chance to
    reach ``win_tombs`` first, each tomb to its opener at 65%), in place of ``tombs`` and ``race``."""


DEFAULT_WEIGHTS = Weights()


def material_terms(state: State, seat: int) -> tuple[float, float, int, int, int]:
    """``seat``'s lead in camp, hand, papyrus cards, coins and pass marker, as :func:`material` weighs it."""
    mine, theirs = state.sides[seat], state.sides[1 - seat]
    return (
        sum(camp_value(c) for c in mine.camp) - sum(camp_value(c) for c in theirs.camp),
        sum(card_value(c) for c in mine.hand) - sum(card_value(c) for c in theirs.hand),
        len(mine.papyrus) - len(theirs.papyrus),
        mine.coins - theirs.coins,
        int(mine.pass_marker) - int(theirs.pass_marker),
    )


def material(state: State, seat: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """``seat``'s lead in what it can field in later tombs (camp, hand, papyrus, coins, pass), in logits."""
    camp, hand, papyri, coins, marker = material_terms(state, seat)
    w = weights
    score = w.camp * camp
    score += w.hand * hand
    score += w.papyrus * papyri
    score += w.coins * coins
    score += w.pass_marker * marker
    return score


def race_logit(state: State, seat: int) -> float:
    """The logit of ``seat``'s chance to reach ``win_tombs`` first (:func:`policy.race`), kept finite."""
    mine, theirs = len(state.sides[seat].tombs), len(state.sides[1 - seat].tombs)
    chance = race(mine, theirs, state.win_tombs, state.holder == seat)
    chance = min(max(chance, 1e-3), 1.0 - 1e-3)
    return math.log(chance / (1.0 - chance))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def evaluate(state: State, seat: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """Score a position for ``seat`` between 0 and 1: a finished game exactly, else by tombs and material.

    By default a logistic of the tomb lead (``weights.tombs`` each) and :func:`material`.  With
    ``weights.race``, by the race: ``seat``'s chance to reach ``win_tombs`` first
    (:func:`policy.race`) when the next tomb goes to ``seat`` at the holder's share (65%, or 35%
    if the other holds the medallion) moved by the material lead (a logistic), and every later
    tomb to its opener at 65%.  So a tomb counts by what it does to the race (3-3 is the
    holder's game to lose), and the camp and hand count most where the next tomb decides most.
    """
    if state.phase == Phase.OVER:
        return 1.0 if state.winner == seat else 0.0
    mine, theirs = len(state.sides[seat].tombs), len(state.sides[1 - seat].tombs)
    lead = material(state, seat, weights)
    if weights.race_logit > 0:
        return _logistic(weights.race_logit * race_logit(state, seat) + lead)
    if not weights.race:
        return _logistic(weights.tombs * (mine - theirs) + lead)
    holding = state.holder == seat
    share = policy.HOLDER_SHARE  # read here, so the tools' --set reaches it
    base = math.log(share / (1.0 - share))
    q = _logistic(base + lead if holding else lead - base)
    need = state.win_tombs
    won = race(mine + 1, theirs, need, not holding, share)
    lost = race(mine, theirs + 1, need, not holding, share)
    return lost + q * (won - lost)


def rollout(
    state: State,
    seat: int,
    rng: random.Random,
    weights: Weights = DEFAULT_WEIGHTS,
    rounds: int = 1,
    noise: float = ROLLOUT_NOISE,
) -> float:
    """Play on with the policy until ``rounds`` rounds have ended, then score the position for ``seat``.

    The current round is the first (its tomb decided, or a pass); ``noise`` is the policy's share
    of random choices.
    """
    last_round = state.round + rounds - 1
    for _ in range(MAX_ROLLOUT_ACTIONS * rounds):
        if state.phase == Phase.OVER or state.round > last_round:
            break
        actor = state.actor
        state, _ = step(state, actor, choose(state, actor, rng, noise))
    return evaluate(state, seat, weights)


def search(
    view: View,
    seat: int,
    legal: Sequence[Action],
    rng: random.Random,
    iterations: int,
    seconds: float | None = None,
    weights: Weights = DEFAULT_WEIGHTS,
    rounds: int = 1,
    noise: float = ROLLOUT_NOISE,
    prune_every: int = PRUNE_EVERY,
) -> Action:
    """Pick one of ``legal`` after about ``iterations`` rollouts (fewer if ``seconds`` run out first).

    Every sampled world is played out once after each action still in the race, with the
    same random stream (so the actions are compared on equal luck); every ``prune_every`` worlds
    the weakest third of the actions drops out (a value above the worlds played never prunes).
    ``rounds`` and ``noise`` go to :func:`rollout`; the levels ship with the defaults (session 13's
    variants, rulings 6, did not beat them).
    """
    if len(legal) == 1:
        return legal[0]
    deadline = None if seconds is None else time.perf_counter() + seconds
    sampler = Sampler(view)
    totals = [0.0] * len(legal)
    alive = list(range(len(legal)))
    worlds = 0
    done = 0
    while done < iterations:
        if deadline is not None and worlds and time.perf_counter() > deadline:
            break
        world = sampler.draw(rng)
        luck = rng.getrandbits(32)
        for i in alive:
            after, _ = step(world, seat, legal[i])
            totals[i] += rollout(after, seat, random.Random(luck), weights, rounds, noise)
        worlds += 1
        done += len(alive)
        if worlds % prune_every == 0 and len(alive) > 2:
            alive.sort(key=lambda k: -totals[k])
            alive = alive[: max(2, len(alive) - len(alive) // 3)]
    best = max(alive, key=lambda k: (totals[k], -k))
    return legal[best]
