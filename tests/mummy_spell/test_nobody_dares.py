"""A) "In the end nobody may be left who dares to face the mummy": the characters' declaration.

Once the deck is empty (her find lies on the table), or shut to the characters (none of them
knows a card in it or holds a research card), a character may open a turn by declaring to dare
no more; when every character has declared it in the same round, the mummy wins.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from pharaoh.engine.game import IllegalAction
from pharaoh.games.mummy_spell.bots import HOPELESS_ROUNDS, RuleBot, gives_up, hopeless, score_action
from pharaoh.games.mummy_spell.cards import MUMMY, RULES, market_item
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.lookahead import SearchBot, best_actions
from pharaoh.games.mummy_spell.notation import Action, decode
from pharaoh.games.mummy_spell.planning import deck_shut
from pharaoh.games.mummy_spell.rounds import end_round
from pharaoh.games.mummy_spell.state import MARKET, OVER, PLAN, TAKEN, USED_LOC, Loc, Plan, State, set_card
from pharaoh.games.mummy_spell.views import state_from_view

from .helpers import ARCH, GANG, OCC, act, cards, find, hire, kinds, legal, pid, planning, with_site

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


def idle_gangster(s: State) -> State:
    """``s`` with the gangster's cards all used and his cash gone: a turn with nothing to play."""
    for c in cards("gangster"):
        s = set_card(s, c, USED_LOC)
    return replace(s, cash=(s.cash[0], s.cash[1], 0, *s.cash[3:]))


def test_the_last_character_to_declare_is_asked_even_with_nothing_else_to_do() -> None:
    """A tea on his only person every round must not keep the table from its end (A)."""
    s = idle_gangster(endgame())
    s, _ = act(s, ARCH, "nodare")
    assert GAME.to_act(s) == (GANG,) and legal(s, GANG) == ["nodare", "end"]
    s, events = act(s, GANG, "nodare")
    assert kinds(events) == ["nodare", "nobody_dares"] and s.over == "nobody_dares"


def test_an_idle_character_is_passed_for_while_another_has_not_declared() -> None:
    s = idle_gangster(endgame(4))
    s, events = act(s, ARCH, "nodare")
    assert kinds(events) == ["nodare", "pass"]  # the occultist still may dare: the gangster is not asked
    assert GAME.to_act(s) == (OCC,)
    s, _ = act(s, OCC, "nodare")
    assert not s.over
    s = replace(s, plan=Plan(turn=GANG, quiet=0, mummy_moved=True))
    assert legal(s, GANG) == ["nodare", "end"]  # now he alone keeps the game going


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


def test_short_of_a_hopeless_endgame_the_bots_never_give_up_and_play_as_without_it() -> None:
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


LATE = RULES["max_rounds"] - HOPELESS_ROUNDS


def hopeless_endgame() -> State:
    """The endgame in round 16 with four beetle cards in her hand: her force beyond both characters'."""
    s = endgame()
    return replace(s, round=LATE, mummy=replace(s.mummy, hand=(0, 1, 2, 3), pile=(4, 5, 6, 7, 8)))


def test_an_endgame_turns_hopeless_only_late_with_the_deck_empty_and_her_force_beyond_theirs() -> None:
    s = hopeless_endgame()
    assert hopeless(s)
    assert not hopeless(replace(s, round=LATE - 1))
    assert not hopeless(replace(s, deck=(1,)))
    assert not hopeless(replace(s, mummy=replace(s.mummy, hand=(0,))))  # one card: no match for them


def test_every_seat_and_every_onlooker_judge_hopelessness_alike_from_public_parts() -> None:
    """What a bot decides to declare must not depend on whose hidden cards it sees."""
    seen = set()
    for seed in range(6):
        state = GAME.new_game(seed, 3 + seed % 3, {})
        rng = random.Random(seed)
        for step in itertools.count():
            if not GAME.to_act(state):
                break
            late = replace(state, round=LATE, deck=(), deck_seen=())
            if step % 3 == 0:
                truth = hopeless(late)
                seen.add(truth)
                for seat in (None, *range(late.players)):
                    assert hopeless(state_from_view(GAME.view(late, seat))) == truth
            seat = GAME.to_act(state)[0]
            options = GAME.legal_actions(state, seat)
            state, _ = GAME.apply(state, seat, options[rng.randrange(len(options))])
    assert seen == {True, False}  # both verdicts were put to the test


@pytest.mark.parametrize("bot", [RuleBot, SearchBot])
def test_in_a_hopeless_endgame_every_computer_character_declares_and_the_mummy_wins(bot: type) -> None:
    s = hopeless_endgame()
    bots = {seat: bot(seat) for seat in range(1, s.players)}
    played = []
    while not s.over:
        seat = GAME.to_act(s)[0]
        assert seat != MUMMY
        choice = bots[seat].choose(GAME, seat, GAME.view(s, seat), GAME.legal_actions(s, seat))
        played.append(choice.verb)
        s, _ = GAME.apply(s, seat, choice)
    assert played == ["nodare", "nodare"]
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.side == "mummy" and outcome.reason == "nobody_dares"


@pytest.mark.parametrize("bot", [RuleBot, SearchBot])
def test_in_a_hopeless_endgame_a_computer_with_nothing_to_play_still_declares_last(bot: type) -> None:
    s = idle_gangster(hopeless_endgame())
    s, _ = act(s, ARCH, "nodare")
    choice = bot(GANG).choose(GAME, GANG, GAME.view(s, GANG), GAME.legal_actions(s, GANG))
    assert choice == Action("nodare")
    s, _ = GAME.apply(s, GANG, choice)
    assert s.over == "nobody_dares"


def test_a_character_who_has_declared_ends_his_later_turns_and_the_mummy_never_gives_up() -> None:
    s = replace(hopeless_endgame(), daunted=1 << ARCH)
    options = GAME.legal_actions(s, ARCH)
    assert Action("nodare") not in options  # declared already this round
    assert gives_up(s, ARCH, options) == Action("end")  # a play would take the declaration back
    assert gives_up(replace(s, daunted=0), ARCH, options) is None  # not declared, nothing offered: plays on
    assert gives_up(s, MUMMY, [Action("nodare"), Action("end")]) is None


def test_her_force_at_least_all_of_theirs_is_hopeless_even_within_a_dies_reach() -> None:
    """Session 26: a fight of everything they have would be a coin flip at best (HOPELESS_GAP 0)."""
    s = hopeless_endgame()
    two = replace(s, mummy=replace(s.mummy, hand=(0, 1)))  # her force 7.6 against their 5
    assert hopeless(two)  # under the gap of 5 before, it was not
    assert not hopeless(replace(s, mummy=replace(s.mummy, hand=(0,))))  # 3.8 against 5: they may still win


def test_with_two_idle_characters_each_is_asked_once_the_rest_declared() -> None:
    s = idle_gangster(endgame(4))
    for c in cards("occultist"):
        s = set_card(s, c, USED_LOC)
    s = replace(s, cash=(*s.cash[:3], 0, *s.cash[4:]))  # the occultist has nothing to play either
    s, _ = act(s, ARCH, "nodare")
    assert GAME.to_act(s) == (GANG,) and legal(s, GANG) == ["nodare", "end"]
    s, _ = act(s, GANG, "nodare")
    assert GAME.to_act(s) == (OCC,) and legal(s, OCC) == ["nodare", "end"]
    s, events = act(s, OCC, "nodare")
    assert s.over == "nobody_dares"


def test_under_the_old_rules_an_idle_character_is_never_asked() -> None:
    """A game kept before session 26 goes on as it was (option ``rules`` 1)."""
    s = replace(idle_gangster(endgame()), old_rules=True)
    s, events = act(s, ARCH, "nodare")
    assert kinds(events) == ["nodare", "pass"] and not s.over  # the gangster passed for, unasked


def shut_deck(players: int = 3) -> State:
    """Planning with her find the deck's one card (only she knows it) and no site on the table.

    Every research card of the characters (the archaeologist's research and pendulum, the
    gangster's research) was lost to the mummy: none of them can learn a deck card any more.
    """
    s = replace(planning(players), deck=(find("mummy"),), deck_seen=(1 << MUMMY,), sites=())
    for c in (A_RESEARCH, A_SPECIAL, G_RESEARCH):
        s = set_card(s, c, Loc(TAKEN))
    return s


def test_a_deck_shut_to_the_characters_counts_as_empty_for_the_declaration() -> None:
    # Nothing can be opened now: none of them knows the deck's card or holds a research card.
    s = shut_deck()
    assert deck_shut(s) and "nodare" in legal(s, ARCH)
    s, _ = act(s, ARCH, "nodare")
    s, events = act(s, GANG, "nodare")
    assert kinds(events) == ["nodare", "nobody_dares"] and s.over == "nobody_dares"
    # A research card in a character's hand, a character who knows the card, or a helper with a
    # research card hired: the deck is open to them, and nobody may give up yet.
    for open_again in (
        set_card(shut_deck(), G_RESEARCH, USED_LOC),
        replace(shut_deck(), deck_seen=(1 << MUMMY | 1 << GANG,)),
        hire(shut_deck(), "professor", GANG),
    ):
        assert not deck_shut(open_again) and "nodare" not in legal(open_again, ARCH)
    # A helper with a research card still on the market does not open it: the mummy may rot him.
    assert shut_deck().persons[pid("professor")].owner == MARKET and deck_shut(shut_deck())


def test_with_a_shut_deck_an_idle_character_is_still_passed_for_as_in_games_kept_before() -> None:
    # Only an empty deck asks the last idle character to declare: a game kept before the shut
    # deck counted passed his turn for him, and its actions must replay the same.
    s = shut_deck()
    for c in (G_DIG, G_DYNAMITE):  # his research card stays lost: the gangster has nothing to play
        s = set_card(s, c, USED_LOC)
    s = replace(s, cash=(s.cash[0], s.cash[1], 0))
    s, events = act(s, ARCH, "nodare")
    assert kinds(events) == ["nodare", "pass"] and not s.over


def test_late_with_her_find_in_a_shut_deck_the_computers_declare_and_hire_a_researcher_before() -> None:
    s = replace(shut_deck(), round=LATE)
    assert hopeless(s) and gives_up(state_from_view(GAME.view(s, ARCH)), ARCH, GAME.legal_actions(s, ARCH))
    assert not hopeless(replace(s, round=LATE - 1))
    assert not hopeless(with_site(s, 1, "anubis", ARCH, sand=2))  # a site on the table: not sure yet
    # Before that, a helper with a research card is what they want most at the market.
    name = decode(f"name {market_item('helper', pid('professor'))}")
    said = decode(f"name {market_item('helper', pid('local_b'))}")
    early = replace(s, round=LATE - 1)
    assert score_action(early, GANG, name) > max(score_action(early, GANG, said), 5.0)
    assert score_action(planning(3), GANG, name) < 5.0
