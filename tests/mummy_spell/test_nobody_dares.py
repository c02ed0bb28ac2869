"""A) "In the end nobody may be left who dares to face the mummy": the characters' declaration.

Once the deck is empty (her find lies on the table), a character may open a turn by declaring
to dare no more; when every character has declared it in the same round, the mummy wins.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from pharaoh.engine.game import IllegalAction
from pharaoh.games.mummy_spell.bots import RuleBot
from pharaoh.games.mummy_spell.cards import MUMMY
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.lookahead import SearchBot, best_actions
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.rounds import end_round
from pharaoh.games.mummy_spell.state import OVER, PLAN, USED_LOC, Plan, State, set_card

from .helpers import ARCH, GANG, OCC, act, cards, kinds, legal, planning, with_site

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")
G_RESEARCH, G_DIG, G_DYNAMITE = cards("gangster")


def endgame(players: int = 3) -> State:
    """A planning phase with the deck empty and her find at site 1 (sand 2), the archaeologist to act."""
    s = with_site(planning(players), 1, "mummy", ARCH, sand=2)
    return replace(s, deck=(), deck_seen=())


def test_nobody_can_give_up_while_the_deck_still_holds_cards() -> None:
    s = with_site(planning(3), 1, "mummy", ARCH, sand=2)
    assert s.deck and "nodare" not in legal(s, ARCH)
    with pytest.raises(IllegalAction):
        GAME.apply(s, ARCH, Action("nodare"))


def test_once_the_deck_is_empty_a_turn_may_open_with_the_declaration_but_not_follow_a_play() -> None:
    s = endgame()
    assert "nodare" in legal(s, ARCH) and legal(s, ARCH)[-2:] == ["nodare", "end"]
    s, _ = act(s, ARCH, f"dig {A_DIG} 1")
    assert "nodare" not in legal(s, ARCH)


def test_a_character_who_can_only_end_his_turn_is_still_passed_for_by_the_engine() -> None:
    s = endgame()
    for c in cards("archaeologist"):
        s = set_card(s, c, USED_LOC)
    s = replace(s, cash=(s.cash[0], 0, *s.cash[2:]))  # no card to play, no job to offer
    assert legal(s, ARCH) == ["end"]  # forced, as before: he declares in a turn with a choice


def test_one_declaration_is_a_pass_and_the_game_goes_on() -> None:
    s = endgame()
    s, events = act(s, ARCH, "nodare")
    assert kinds(events) == ["nodare"]  # said once, not also as a pass
    assert s.daunted == 1 << ARCH and s.phase == PLAN and not s.over
    assert GAME.to_act(s) == (GANG,) and s.plan is not None and s.plan.quiet == 1
    for seat in (MUMMY, ARCH, GANG):  # public: every seat sees who declared
        assert GAME.view(s, seat)["state"]["daunted"] == 1 << ARCH


def test_when_every_character_declares_in_the_same_round_the_mummy_wins() -> None:
    s = endgame()
    s, _ = act(s, ARCH, "nodare")
    s, events = act(s, GANG, "nodare")
    assert kinds(events) == ["nodare", "nobody_dares"]
    assert s.phase == OVER and s.over == "nobody_dares" and GAME.to_act(s) == ()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == {MUMMY} and outcome.side == "mummy"
    for seat in (MUMMY, ARCH, GANG):
        with pytest.raises(IllegalAction):
            GAME.apply(s, seat, Action("end"))


def test_at_four_players_two_declarations_are_not_everybody() -> None:
    s = endgame(4)
    s, _ = act(s, ARCH, "nodare")
    s, _ = act(s, GANG, "nodare")
    assert s.daunted == (1 << ARCH) | (1 << GANG) and not s.over and GAME.to_act(s) == (OCC,)
    s, _ = act(s, OCC, "nodare")
    assert s.over == "nobody_dares"


def test_a_later_play_takes_a_declaration_back() -> None:
    s = endgame()
    s, _ = act(s, ARCH, "nodare")
    s = replace(s, plan=Plan(turn=ARCH, quiet=0, mummy_moved=True))  # his next turn this round
    assert "nodare" not in legal(s, ARCH)  # declared already: nothing to declare again
    s, _ = act(s, ARCH, f"dig {A_DIG} 1")
    assert s.daunted == 0
    s, _ = act(s, ARCH, "end")
    s, _ = act(s, GANG, "nodare")
    assert s.daunted == 1 << GANG and not s.over


def test_a_new_round_clears_the_declarations() -> None:
    s = replace(endgame(), daunted=1 << ARCH)
    s = end_round(s, [])
    assert s.daunted == 0


def test_the_rule_based_and_the_hard_bots_never_give_up_and_play_as_without_it() -> None:
    s = endgame()
    view = GAME.view(s, ARCH)
    legal_actions = GAME.legal_actions(s, ARCH)
    assert Action("nodare") in legal_actions
    assert Action("nodare") not in best_actions(view, legal_actions)
    assert RuleBot(1).choose(GAME, ARCH, view, legal_actions) != Action("nodare")
    # with only the declaration besides ending the turn, they end it as if it were the one
    # choice, drawing nothing from their random numbers: their games stay as they were
    alone, offered = RuleBot(1), RuleBot(1)
    assert alone.choose(GAME, ARCH, view, [Action("end")]) == Action("end")
    assert offered.choose(GAME, ARCH, view, [Action("nodare"), Action("end")]) == Action("end")
    assert alone.rng.getstate() == offered.rng.getstate()
    hard_alone, hard_offered = SearchBot(1), SearchBot(1)
    assert hard_alone.choose(GAME, ARCH, view, [Action("end")]) == Action("end")
    assert hard_offered.choose(GAME, ARCH, view, [Action("nodare"), Action("end")]) == Action("end")
    assert hard_alone.rng.getstate() == hard_offered.rng.getstate()
    assert hard_alone.prior.rng.getstate() == hard_offered.prior.rng.getstate()
