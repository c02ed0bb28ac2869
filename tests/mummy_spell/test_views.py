"""Hidden information: each seat's view shows what the table lets it know, and sampling respects it."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from pharaoh.engine.game import IllegalAction
from pharaoh.games.mummy_spell.bots import BOTS, p_win
from pharaoh.games.mummy_spell.cards import MUMMY
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import VERBS, Action, decode, encode

from .helpers import ARCH, GANG, act, at, cards, planning, with_rolls, with_site
from .test_execution import beetles, execute

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")


def test_the_deck_order_is_hidden_except_what_a_seat_researched() -> None:
    s = planning(3)
    s, _ = act(s, ARCH, f"research {A_RESEARCH}")
    deck = GAME.view(s, ARCH)["state"]["deck"]
    assert deck[0] == s.deck[0] and all(c == -1 for c in deck[1:])
    assert GAME.view(s, GANG)["state"]["deck"][0] == -1
    assert GAME.view(s, None)["state"]["deck_seen"][0] == 1 << ARCH | s.deck_seen[0]  # who peeked is public


def test_a_spectator_sees_the_find_of_the_site_being_resolved_and_can_sample_it() -> None:
    # D.3.b: the opened site's find is shown to the whole table, so to a spectator too; the
    # find lies both at the site and among the finder's finds until the site is cleared.
    s = at(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, 4, 0)
    s = replace(s, mummy=replace(s.mummy, large_front=(0,), large_hand=(1, 2, 3, 4)))
    s = with_rolls(s, 1, 6)
    hidden = GAME.view(s, None)["state"]["sites"][0]["card"]
    s, _ = act(execute(s)[0], ARCH, "stay")
    assert s.exe is not None and s.exe.site == 1
    card = s.sites[0].card
    assert hidden == -1 and GAME.view(s, None)["state"]["sites"][0]["card"] == card
    for seed in range(5):
        sample = GAME.sample_consistent(GAME.view(s, None), random.Random(seed))
        assert sample.sites[0].card == card and GAME.view(sample, None) == GAME.view(s, None)


def test_the_mummy_sees_her_beetles_the_characters_only_their_number() -> None:
    s = beetles(with_site(planning(3), 1, "anubis", ARCH, sand=2), 1, 0, 5)
    assert GAME.view(s, MUMMY)["state"]["sites"][0]["beetles"] == [0, 5]
    assert GAME.view(s, ARCH)["state"]["sites"][0]["beetles"] == [-1, -1]
    assert GAME.view(s, None)["state"]["mummy"]["pile"] == []


def test_views_are_json_and_sampling_keeps_them() -> None:
    s = beetles(at(with_site(planning(4), 1, "anubis", ARCH, sand=2), A_DIG, 1), 1, 0, 5)
    s = replace(s, mummy=replace(s.mummy, large_front=(0,), large_hand=(1, 2, 3, 4)))
    rnd = random.Random(3)
    for seat in (MUMMY, ARCH, GANG, None):
        view = GAME.view(s, seat)
        assert json.loads(json.dumps(view)) == view
        for _ in range(5):
            sample = GAME.sample_consistent(view, rnd)
            assert GAME.view(sample, seat) == view
            assert GAME.view(sample, None) == GAME.view(s, None)
            assert 0 in sample.sites[0].beetles + sample.mummy.hand  # the hand of the face-up card


def test_notation_round_trips_and_rejects_garbage() -> None:
    for verb, arity in VERBS.items():
        action = Action(verb, *range(1, arity + 1))
        assert decode(encode(action)) == action
    for bad in [
        "",
        "dig",
        "dig 1",
        "dig 1 2 3",
        "dig -1 2",
        "dig 01 2",
        "DIG 1 2",
        "dig  1 2",
        "x" * 100,
        "dig 1 2\n",
        "open 99999 1",
    ]:
        try:
            GAME.decode_action(bad)
        except IllegalAction:
            continue
        raise AssertionError(bad)


def test_every_action_has_a_sentence_in_german_and_english() -> None:
    s = planning(4)
    view = GAME.view(s, ARCH)
    for verb, arity in VERBS.items():
        action = Action(verb, *range(arity))
        assert GAME.describe_action(view, action, "de") and GAME.describe_action(view, action, "en")


def test_the_rule_bot_plays_whole_games_from_the_views() -> None:
    assert "rule_based" in BOTS and p_win(10, 0) == 1.0
    for players in (3, 5):
        state = GAME.new_game(7, players, {})
        bots = [BOTS["rule_based"](seat) for seat in range(players)]
        steps = 0
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, seat, GAME.view(state, seat), legal))
            steps += 1
        assert GAME.outcome(state) is not None and steps < 3000


def test_d3b_the_beetle_cards_of_the_site_being_resolved_are_shown_to_all() -> None:
    # D.3.b: opening shows "alle Käferkarten"; while injuries wait, every view shows them.
    s = at(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, 4, 0)
    s = replace(s, mummy=replace(s.mummy, large_front=(0,), large_hand=(1, 2, 3, 4)))
    s = with_rolls(s, 1, 6)
    s, _ = act(execute(s)[0], ARCH, "stay")
    assert s.exe is not None and s.exe.site == 1 and GAME.to_act(s) == (ARCH,)  # the loss waits
    view = GAME.view(s, GANG)
    assert view["state"]["sites"][0]["beetles"] == [4, 0]
    for seed in range(5):
        sample = GAME.sample_consistent(view, random.Random(seed))
        assert sample.sites[0].beetles == (4, 0) and GAME.view(sample, GANG) == view
