"""The hard level (``lookahead.SearchBot``): rule-based where it cannot see the end, helpful near it.

It keeps the rule-based choice where its short look-ahead cannot see the game's end, and
a trailing character helps a fellow character end the game.
"""

from __future__ import annotations

from dataclasses import replace

from tests.mummy_spell.helpers import ARCH, GANG, OCC, planning, with_site

from pharaoh.games.mummy_spell.bots import score_action
from pharaoh.games.mummy_spell.cards import RULES
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.lookahead import TEAM, SearchBot, value
from pharaoh.games.mummy_spell.views import state_from_view


def test_the_hard_characters_open_the_game_as_the_rule_based_ones() -> None:
    # Research costs money now and pays rounds later, beyond the 30 actions of a rollout: a
    # search heeding money alone sent the characters to the casino instead (session 12).
    for seat in (ARCH, GANG, OCC):
        state = planning(4, seed=113010, turn=seat)
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state, seat)
        mine = state_from_view(view)
        top = max(score_action(mine, seat, a) for a in legal)
        choice = SearchBot(seed=7).choose(GAME, seat, view, legal)
        assert score_action(mine, seat, choice) == top, (seat, choice)


def test_a_fellow_characters_win_beats_a_stall_for_a_trailing_character() -> None:
    state = replace(planning(4), cash=(0, 2, 20, 5))
    stalled = value(state, ARCH)
    found = replace(state, over="mummy_found")  # the gangster is the richest: he wins
    assert value(found, GANG) == 1.0
    assert value(found, ARCH) == TEAM > stalled > 0.0
    assert value(replace(state, over="curse"), ARCH) == 0.0


def test_a_trailing_hard_character_digs_at_the_mummys_site_late_in_the_game() -> None:
    # He leads the site and knows its find; a find there ends the game and the gangster, the
    # richest, wins.  Scored as a plain loss, holding back (research) looked better to him
    # than digging with one seed of these four (the bot before session 12).
    state = with_site(planning(4, turn=ARCH), 1, "mummy", ARCH, sand=1)
    state = replace(state, round=RULES["max_rounds"] - 4, cash=(0, 3, 8, 5))
    view = GAME.view(state, ARCH)
    legal = GAME.legal_actions(state, ARCH)
    for seed in range(4):
        choice = SearchBot(seed=seed).choose(GAME, ARCH, view, legal)
        assert (choice.verb, choice.b) == ("dig", 1), (seed, choice)
