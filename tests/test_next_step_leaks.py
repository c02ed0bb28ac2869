"""What a seat sees next depends only on what it could see: a leak test over every game and player count.

The contract test checks that a view is consistent with the states it is drawn from.  This
test follows the game one and two steps on.  From positions of random and computer-played
games, for every seat (and the spectator), it draws worlds the seat cannot tell from the
real one (``sample_consistent`` of the seat's view), plays the real game's next actions in
them too, and as long as the seat still cannot tell the worlds apart it checks two rules:

1. **What a step teaches a seat is told to it.**  When a step shows the seat the same
   events (``events_for`` its seat) in two worlds, it asks the same seats to act, and it
   shows the seat the same view, except for what no other seat could know before the step
   either (the order of a pile nobody has seen): a seat may learn something hidden (it
   draws a card, the mummy catches an explorer, face-down cards are turned over), but
   another seat's secret reaches it only through an event addressed to it.  Whether a
   difference was another seat's secret is tried by drawing worlds from that seat's view:
   if they all show the watching seat what the real world showed it, that seat knew it.
2. **Being asked is not a message.**  When, after the same announcements, one world asks a
   seat for its move and the other plays that move for it, the watching seat learns from
   the pause alone something hidden.  So if one world asks seat Y and another does not,
   no move of Y in the first may lead to exactly what the seat was shown in the second.

Chance: every sampled world gets the real world's generator (the :class:`Rng` fields of
the state), so a die or a shuffle of cards the seat knows comes out the same in all of
them; a draw from a pile whose order nobody knows may differ, and is then announced (rule 1
compares only worlds that announce the same).  A sampled world in which the real action is
not legal is skipped: the seat learns from the action that the world was not the real one.

Not caught here: a view that shows more than the rules allow when what it shows follows
from what the seat's view already showed one step before (Tara Wolf's discard pile, listed
card by card, named the opponent's hand after a reshuffle, ruling 3.2): all worlds
consistent with that view agree on it.  The games' own view tests hold those rules.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Sequence
from typing import Any

import pytest

from game_cases import CASES, IDS, whole_game
from pharaoh.engine import get_game
from pharaoh.engine.bot import bot_factories
from pharaoh.engine.game import Event, Game, Seat, events_for
from pharaoh.engine.rng import Rng

RANDOM_GAMES = 2
"""Random playouts per game and player count."""
BOT_GAMES = 2
"""Games between the game's computer players per game and player count."""
POSITIONS = 40
"""Positions taken from each game (evenly spread over it)."""
WORLDS = 2
"""Worlds drawn per position and seat."""
DEPTH = 2
"""Steps followed from each position while the seat cannot tell the worlds apart."""
KNOWERS = 8
"""Worlds drawn from another seat's view to tell whether it knew what a seat was shown unannounced."""
SLOW_BOTS = frozenset({"ismcts", "deep", "search"})
"""Search bots too slow for a unit test (0.3 s a move); their moves are legal actions like any other's."""


Step = tuple[Any, Seat, Any]
"""A state, the seat that acted on it and its action."""
Seen = tuple[Any, tuple[Seat, ...], tuple[Any, ...], tuple[Any, ...]]
"""What a seat sees after a step: its view, the seats to act, its legal actions, its events."""
SEEN = ("view", "to_act", "legal", "events")


def _trail(game: Game[Any, Any], players: int, seed: int, bots: Sequence[str]) -> list[Step]:
    """A whole game: random if ``bots`` is empty, else seat ``i`` played by ``bots[i % len(bots)]``."""
    factories = bot_factories(game.info.id)
    players_of = {s: factories[bots[s % len(bots)]](seed * 10 + s) for s in range(players) if bots}

    def choose(state: Any, seat: Seat, legal: Sequence[Any]) -> Any:
        return players_of[seat].choose(game, seat, game.view(state, seat), legal)

    steps = whole_game(game, players, seed, random.Random(seed), choose if bots else None)
    return [(state, seat, action) for state, seat, action, _ in steps]


def _with_chance_of(sample: Any, real: Any) -> Any:
    """``sample`` with the real state's random generators, so chance comes out the same."""
    if not dataclasses.is_dataclass(sample) or isinstance(sample, type):
        return sample
    rngs = {
        f.name: getattr(real, f.name)
        for f in dataclasses.fields(real)
        if isinstance(getattr(real, f.name), Rng)
    }
    return dataclasses.replace(sample, **rngs) if rngs else sample


def _seen(game: Game[Any, Any], state: Any, events: Sequence[Event], seat: Seat | None) -> Seen:
    to_act = tuple(game.to_act(state))
    legal = tuple(game.legal_actions(state, seat)) if seat is not None and seat in to_act else ()
    return (
        game.view(state, seat),
        to_act,
        legal,
        tuple(e.to_json() for e in events_for(events, seat)),
    )


def _diff_paths(x: Any, y: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths (keys and indices) at which two JSON-like values differ."""
    if isinstance(x, dict) and isinstance(y, dict):
        return [
            p for k in sorted(set(x) | set(y), key=str) for p in _diff_paths(x.get(k), y.get(k), (*path, k))
        ]
    if isinstance(x, (list, tuple)) and isinstance(y, (list, tuple)) and len(x) == len(y):
        return [p for n, (a, b) in enumerate(zip(x, y, strict=True)) for p in _diff_paths(a, b, (*path, n))]
    return [] if x == y else [path]


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    """The part of a JSON-like value at ``path`` (``None`` where it has none)."""
    for key in path:
        try:
            value = value[key]
        except (KeyError, IndexError, TypeError):
            return None
    return value


def _differences(a: Seen, b: Seen) -> str:
    """Where two things seen differ, as ``path: this != that``, the first eight."""
    x, y = dict(zip(SEEN, a, strict=True)), dict(zip(SEEN, b, strict=True))
    lines = [
        "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in p)[1:]
        + f": {_short(_at(x, p), 120)} != {_short(_at(y, p), 120)}"
        for p in _diff_paths(x, y)
    ]
    return "; ".join(lines[:8]) + ("; ..." if len(lines) > 8 else "")


def _short(value: Any, limit: int = 400) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


class Checker:
    """Runs the two rules for one game and player count; counts what it compared."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        self.game = game
        self.players = players
        self.positions = 0
        self.worlds = 0
        self.steps = 0

    def position(self, trail: list[Step], i: int, sampler: random.Random, where: str) -> None:
        """Check every seat at ``trail[i]``, and the spectator, who cannot tell those worlds apart either."""
        game = self.game
        real = trail[i][0]
        self.positions += 1
        for seat in range(self.players):
            view = game.view(real, seat)
            for _ in range(WORLDS):
                world = _with_chance_of(game.sample_consistent(view, sampler), real)
                self.worlds += 1
                self._follow(trail, i, world, [seat, None], where)

    def _follow(self, trail: list[Step], i: int, world: Any, watchers: list[Seat | None], where: str) -> None:
        """Play the real actions in ``world`` while some watcher cannot tell it from the real one."""
        game = self.game
        for k in range(i, min(i + DEPTH, len(trail))):
            real, actor, action = trail[k]
            if action not in game.legal_actions(world, actor):
                return
            after_real, events_real = game.apply(real, actor, action)
            after_world, events_world = game.apply(world, actor, action)
            self.steps += 1
            for seat in list(watchers):
                seen_real = _seen(game, after_real, events_real, seat)
                seen_world = _seen(game, after_world, events_world, seat)
                if seen_real == seen_world:
                    continue
                watchers.remove(seat)
                label = f"{where}, step {k} ({game.encode_action(action)!r} by seat {actor}), seat {seat}"
                if seen_real[3] == seen_world[3]:
                    self._unannounced(trail[k], seen_real, seen_world, seat, label)
                else:
                    self._asked_or_played(after_real, seen_real, after_world, seen_world, seat, label)
            if not watchers:
                return
            world = after_world

    def _unannounced(
        self, step: Step, seen_real: Seen, seen_world: Seen, seat: Seat | None, label: str
    ) -> None:
        """Rule 1: the same events, yet the seat sees a difference.

        Only its view may differ, and only in what no other seat could know before the
        step (the order of a pile nobody has seen, say): if the views that every world
        consistent with some other seat's knowledge gives the seat agree with the real
        one wherever the two differed, that seat's secret reached this one unannounced.
        """
        what = (
            f"{label}: the same events show different things (rule 1): {_differences(seen_real, seen_world)}"
        )
        if seen_real[1] != seen_world[1]:
            pytest.fail(what)
        if seen_real[0] == seen_world[0]:
            pytest.fail(what)
        state, actor, action = step
        paths = _diff_paths(seen_real[0], seen_world[0])
        shown = [_at(seen_real[0], p) for p in paths]
        sampler = random.Random(len(paths))
        for other in range(self.players):
            if other == seat:
                continue
            kept = 0
            for _ in range(KNOWERS):
                world = _with_chance_of(
                    self.game.sample_consistent(self.game.view(state, other), sampler), state
                )
                if action not in self.game.legal_actions(world, actor):
                    continue
                view = self.game.view(self.game.apply(world, actor, action)[0], seat)
                if [_at(view, p) for p in paths] != shown:
                    break
                kept += 1
            else:
                if kept:
                    pytest.fail(f"{what}; seat {other}'s knowledge decides it")

    def _asked_or_played(
        self, a: Any, seen_a: Seen, b: Any, seen_b: Seen, seat: Seat | None, label: str
    ) -> None:
        """Rule 2: the worlds differ; fail if it is only that one asks a seat whose move the other made."""
        for asked, seen_asked, seen_other, which in (
            (a, seen_a, seen_b, "the real world"),
            (b, seen_b, seen_a, "a world the seat cannot tell from it"),
        ):
            for y in seen_asked[1]:
                if y in seen_other[1]:
                    continue
                for move in self.game.legal_actions(asked, y):
                    after, events = self.game.apply(asked, y, move)
                    told = seen_asked[3] + tuple(e.to_json() for e in events_for(events, seat))
                    if told == seen_other[3] and self.game.view(after, seat) == seen_other[0]:
                        pytest.fail(
                            f"{label}: {which} asks seat {y}, the other plays "
                            f"{self.game.encode_action(move)!r} for it (rule 2); "
                            f"seat {seat} is told {_short(seen_other[3])} either way"
                        )

    def summary(self) -> str:
        """The counts, for the log."""
        return f"{self.positions} positions, {self.worlds} worlds, {self.steps} steps compared"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_seat_sees_next_only_what_it_could_see(game_id: str, players: int) -> None:
    game = get_game(game_id)
    checker = Checker(game, players)
    bots = [name for name in bot_factories(game_id) if name != "random" and name not in SLOW_BOTS]
    started = time.process_time()
    games: list[tuple[int, tuple[str, ...]]] = [(seed, ()) for seed in range(RANDOM_GAMES)]
    if bots:
        games += [
            (100 + seed, tuple(bots[seed % len(bots) :] + bots[: seed % len(bots)]))
            for seed in range(BOT_GAMES)
        ]
    for seed, who in games:
        trail = _trail(game, players, seed, who)
        sampler = random.Random(seed)
        stride = max(1, len(trail) // POSITIONS)
        where = f"{game_id} {players}p seed {seed} {'/'.join(who) or 'random'}"
        for i in range(0, len(trail), stride):
            checker.position(trail, i, sampler, where)
    used = time.process_time() - started
    print(f"{game_id} {players}p: {checker.summary()} in {used:.1f} s of processor time")
    assert checker.steps > 0
