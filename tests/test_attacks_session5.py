"""A cheater's and a curious player's attacks on session 5's work: undo, the grouped log, the bots.

Each test is an attack that must fail.  What is measured, not trusted:

* the undo refusal a person reads ("dice were rolled", "something hidden was revealed", or
  an Undo button) must follow from what that person knows: every world consistent with
  their view before the action that gives them the same view after it gives the same reason;
* an action that may be taken back must not show its actor anything through the moves it
  leaves them (trying an action and undoing it is a free peek otherwise);
* the grouped log's lines and headlines for a seat hold no sentence of an event that seat
  was not shown (a line merging a private and a public event must not tell the private one);
* a computer player is handed its view, its legal moves and a seed: the seed must not name
  the match's seed, from which the whole deal follows.
"""

from __future__ import annotations

import random

import pytest

from game_cases import CASES, IDS, EventStep, whole_game_events
from pharaoh.engine import get_game
from pharaoh.engine.match import Match
from pharaoh.engine.undo import barrier
from pharaoh.web import logbook
from pharaoh.web.html import esc
from pharaoh.web.runner import SeatSetup, Session

POSITIONS = 24
"""Positions of one playout checked per game and player count."""
WORLDS = 3
"""Worlds drawn from the actor's view per position."""
MOST = 250
"""Actions of a playout followed for the notice of another player's action."""


def playout(game_id: str, players: int, seed: int) -> list[EventStep]:
    """A random whole game: (state, seat, action, state after, events) per action."""
    return whole_game_events(get_game(game_id), players, seed, random.Random(seed * 7919 + players))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_undo_reason_tells_the_actor_nothing_it_does_not_know(game_id: str, players: int) -> None:
    game = get_game(game_id)
    steps = playout(game_id, players, 11)
    rng = random.Random(players)
    compared = 0
    for i in sorted(rng.sample(range(len(steps)), min(POSITIONS, len(steps)))):
        before, seat, action, after, events = steps[i]
        reason = barrier(game, before, after, seat, events)
        seen_after = game.view(after, seat)
        for w in range(WORLDS):
            world = game.sample_consistent(game.view(before, seat), random.Random(i * 101 + w))
            if action not in game.legal_actions(world, seat):
                continue
            world_after, world_events = game.apply(world, seat, action)
            if game.view(world_after, seat) != seen_after:
                continue  # the actor tells these worlds apart anyway
            compared += 1
            other = barrier(game, world, world_after, seat, world_events)
            assert other == reason, (
                f"step {i}: {game.encode_action(action)} by seat {seat} is refused as {reason!r} here "
                f"and {other!r} in a world it cannot tell apart: the refusal tells it which"
            )
    assert compared > 0


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_trying_an_action_and_taking_it_back_shows_no_hidden_moves(game_id: str, players: int) -> None:
    game = get_game(game_id)
    steps = playout(game_id, players, 12)
    rng = random.Random(players + 50)
    compared = 0
    for i in sorted(rng.sample(range(len(steps)), min(POSITIONS, len(steps)))):
        before, seat, _, _, _ = steps[i]
        legal = game.legal_actions(before, seat)
        for action in rng.sample(legal, min(3, len(legal))):
            after, events = game.apply(before, seat, action)
            if barrier(game, before, after, seat, events) is not None or seat not in game.to_act(after):
                continue  # not undoable, or no moves left to look at
            moves = game.legal_actions(after, seat)
            for w in range(WORLDS):
                world = game.sample_consistent(game.view(before, seat), random.Random(i * 37 + w))
                if action not in game.legal_actions(world, seat):
                    continue
                compared += 1
                assert game.legal_actions(game.apply(world, seat, action)[0], seat) == moves, (
                    f"step {i}: after {game.encode_action(action)} (undoable) seat {seat}'s moves "
                    "depend on something hidden"
                )
    if game_id != "mummy_curse":  # its explorers' free steps are rare in a random playout
        assert compared > 0


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_grouped_log_tells_no_seat_an_event_it_was_not_shown(game_id: str, players: int) -> None:
    session = Session(game_id, [SeatSetup()] * players, 5)
    match = session.match
    game = match.game
    for _, seat, action, _, _ in playout(game_id, players, 5)[: 2 * MOST]:
        match.act(seat, game.encode_action(action), match.state_id)
    chronicle = logbook.chronicle_for(game_id)
    checked = 0
    for viewer in (*range(players), None):
        session.shown = viewer  # the screen's seat: its log is what the play panel groups
        html = logbook.log_html(
            session.log(), chronicle, "en", lambda e: str(game.describe_event(e, "en")), len(match.log) + 1
        )
        told = {str(game.describe_event(e, "en")) for e in match.log_for(viewer)}
        for event in match.log:
            if event.for_seat(viewer) == event:
                continue
            secret = str(game.describe_event(event, "en"))
            if secret in told or not secret.strip():
                continue  # the seat reads the same sentence for something it was shown
            checked += 1
            assert esc(secret) not in html, f"seat {viewer}'s log tells {event.kind}: {secret!r}"
    if game_id == "mummy_curse":  # the others' private events read as their redacted forms do
        assert checked > 0


@pytest.mark.parametrize("game_id", sorted({g for g, _ in CASES}))
def test_a_computer_players_seed_does_not_name_the_match_seed(game_id: str) -> None:
    players = min(n for g, n in CASES if g == game_id)
    seed = 424242
    session = Session(game_id, [SeatSetup("x")] * players, seed)
    for seat in range(players):
        request = session.bot_request(seat)
        handed = int(request["seed"])
        recovered = {(handed - s) // 31 for s in range(players) if (handed - s) % 31 == 0}
        assert seed not in recovered, f"seat {seat}'s bot can rebuild the match from its seed {handed}"
    again = Session(game_id, [SeatSetup("x")] * players, seed)
    assert again.bot_request(0)["seed"] != session.bot_request(0)["seed"], "a bot seed follows from the match"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_another_players_action_is_named_only_when_the_seat_could_see_it(game_id: str, players: int) -> None:
    """The notice "another player has acted since" must not tell of an action the seat was not shown."""
    match = Match(game_id, 3, players)
    game = match.game
    noticed = 0
    for _, seat, action, _, _ in playout(game_id, players, 3)[:MOST]:
        last = match.actions[-1][0] if match.actions else None
        free = last is not None and last != seat and match.barriers[-1] is None
        before = (match.view(last), len(match.log_for(last))) if free else None
        match.act(seat, game.encode_action(action), match.state_id)
        session_notice = before is not None and match.outcome() is None and match.barriers[-2] is None
        if not session_notice or last not in match.to_act():
            continue
        noticed += 1
        assert (match.view(last), len(match.log_for(last))) != before, (
            f"seat {last} would read that another player acted, but saw nothing of {action}"
        )
    if game_id != "valley_kings":
        assert noticed > 0
