"""The computer opponents: legal, honest (own view only) and better than chance."""

from __future__ import annotations

import random

from pharaoh.engine.bot import RandomBot, bot_factories
from pharaoh.engine.match import Match
from pharaoh.games.valley_kings.actions import SEND
from pharaoh.games.valley_kings.bots import BOTS, HeuristicBot, SearchBot
from pharaoh.games.valley_kings.cards import ID
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.policy import choose
from pharaoh.games.valley_kings.state import Phase, State, evolve

from .helpers import side, state, table


def play(bots: list[object], seed: int) -> int:
    s = GAME.new_game(seed, 2, {})
    while GAME.to_act(s):
        seat = s.actor
        legal = GAME.legal_actions(s, seat)
        action = bots[seat].choose(GAME, seat, GAME.view(s, seat), legal)  # type: ignore[attr-defined]
        assert action in legal
        s, _ = GAME.apply(s, seat, action)
    return s.winner


def test_bots_are_registered_by_name() -> None:
    assert {"ismcts", "heuristic"} <= set(BOTS)
    assert isinstance(BOTS["ismcts"](1), SearchBot) and isinstance(BOTS["heuristic"](1), HeuristicBot)


def test_bots_decide_the_same_way_for_the_same_seed_and_view() -> None:
    s = GAME.new_game(4, 2, {})
    view, legal = GAME.view(s, s.actor), GAME.legal_actions(s, s.actor)
    picks = {SearchBot(7, iterations=30, seconds=None).choose(GAME, s.actor, view, legal) for _ in range(3)}
    assert len(picks) == 1


def test_the_heuristic_bot_beats_random_play() -> None:
    wins = sum(play([HeuristicBot(g), RandomBot(g)][:: 1 - 2 * (g % 2)], g) == g % 2 for g in range(20))
    assert wins >= 18


def test_the_search_bot_beats_random_play() -> None:
    wins = 0
    for g in range(4):
        bots = [SearchBot(g, iterations=6, seconds=None), RandomBot(g)]
        if g % 2:
            bots.reverse()
        wins += play(bots, 100 + g) == g % 2
    assert wins >= 3


def test_a_whole_match_against_the_computer_through_the_notation() -> None:
    computer = bot_factories("valley_kings")["ismcts"](3)
    computer.iterations = 10  # type: ignore[attr-defined]
    human = random.Random(3)
    match = Match("valley_kings", 9, 2)
    while match.to_act():
        seat = match.to_act()[0]
        if seat == 0:
            legal = GAME.legal_actions(match.state, seat)
            action = computer.choose(GAME, seat, match.view(seat), legal)
            match.act(seat, GAME.encode_action(action), match.state_id)
        else:
            options = match.legal(seat)
            match.act(seat, options[human.randrange(len(options))], match.state_id)
    assert match.outcome() is not None
    assert Match.replay(match.record()).digest() == match.digest()


def _outclassed(holder_tombs: tuple[str, ...]) -> State:
    """The other player (seat 1) to send, facing a strong group with little of its own."""
    holder = side(hand=["mummy", "skeleton", "pit", "dog", "cat"], tombs=holder_tombs)
    other = side("montana_smith", camp=["cat", "porter"])
    s = state(
        holder, other, phase=Phase.SEND, table=table("haremhab", sent0=["legionnaire", "camel", "bodyguard"])
    )
    return evolve(s, actor=1)


def _send_all(s: State, seat: int) -> list[str]:
    """Let the rule-of-thumb player send until it is done; the ids it sent."""
    rng = random.Random(1)
    sent: list[str] = []
    while s.phase == Phase.SEND and s.actor == seat:
        action = choose(s, seat, rng)
        if action.kind != SEND:
            break
        sent.append(ID[action.card])
        s, _ = GAME.apply(s, seat, action)
    return sent


def test_an_outclassed_player_contests_with_its_adventurer_alone() -> None:
    # Sending nobody hands the tomb over for nothing; the adventurer always comes home.
    assert _send_all(_outclassed(()), 1) == ["montana_smith"]


def test_a_player_who_loses_the_game_with_the_tomb_sends_every_fighter() -> None:
    sent = _send_all(_outclassed(("seti_i", "ramses_ii", "tutankhamun")), 1)
    assert sorted(sent) == ["cat", "montana_smith", "porter"]
