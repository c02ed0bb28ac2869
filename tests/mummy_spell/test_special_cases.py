"""F.2) Special cases (sand, beetle attacks, the bank) and E) the end of the game."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.cards import ATTACKS, MUMMY, RULES
from pharaoh.games.mummy_spell.effects import pay_from_bank
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.state import OVER, Person, Plan, set_person

from .helpers import ARCH, GANG, act, at, cards, find, hire, legal, pid, planning, with_site
from .test_execution import beetles, execute

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")


def test_f2a_too_little_sand_puts_all_that_is_left_on_the_site() -> None:
    s = planning(3)
    s, _ = act(s, ARCH, f"research {A_RESEARCH}")
    s = replace(s, sand=(4, 1), sand_seen=(False, False))
    s, events = act(s, ARCH, f"open {A_DIG} 0")
    assert s.sites[0].sand == 2 and s.sand == ()


def test_f2a_no_sand_at_all_the_mummy_brings_two_or_three_from_other_sites() -> None:
    s = with_site(with_site(planning(3), 1, "anubis", GANG, sand=3), 2, "dagger", GANG, sand=1)
    s, _ = act(s, ARCH, f"research {A_RESEARCH}")
    s = replace(s, sand=(), sand_seen=())
    s, _ = act(s, ARCH, f"open {A_DIG} 0")
    num = s.sites[-1].num
    assert GAME.to_act(s) == (MUMMY,) and legal(s, MUMMY) == ["sand 1", "sand 2"]
    s, _ = act(s, MUMMY, "sand 2")  # the second card must follow: only site 1 has sand left (forced)
    assert s.plan.sand_taken == 2 and legal(s, MUMMY) == ["sand 1", "sandend"]
    s, _ = act(s, MUMMY, "sand 1")  # the third ends it
    assert [x.sand for x in s.sites] == [1, 0, 3] and s.sites[-1].num == num
    assert GAME.to_act(s) == (ARCH,)


def test_f2b_no_beetle_attack_left_only_the_matching_card() -> None:
    s = replace(planning(3), plan=Plan(turn=0))
    m = s.mummy
    s = replace(s, mummy=replace(m, pile=tuple(b for b in m.pile if b not in ATTACKS), out=ATTACKS))
    s, events = act(s, MUMMY, "large 2")
    assert s.mummy.hand == (2,) and "no_attack" in [e.kind for e in events]


def test_f2c_when_the_bank_runs_dry_the_richest_lend_and_it_counts_for_victory() -> None:
    s = replace(planning(3), bank=2, cash=(0, 5, 20))
    events: list = []
    s = pay_from_bank(s, ARCH, 6, events)
    assert s.bank == 0 and s.cash == (0, 11, 16) and s.credit == (0, 0, 4)
    assert events[0].kind == "loan"


def test_e_the_mummy_wins_when_she_secures_her_own_find() -> None:
    s = at(with_site(planning(3), 1, "mummy", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, 4, 5, 6)
    s = replace(s, mummy=replace(s.mummy, injuries=(cards("professor")[0],)))
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    assert s.phase == OVER and GAME.to_act(s) == ()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == {MUMMY} and outcome.side == "mummy"


def test_e_a_character_recovering_the_mummy_ends_the_game_richest_in_cash_wins() -> None:
    s = hire(at(with_site(planning(3), 1, "mummy", ARCH, sand=0), A_DIG, 1), "local_a", GANG, wage=9)
    s = replace(s, cash=(0, 4, 8))
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    outcome = GAME.outcome(s)
    assert s.finds[ARCH] == (find("mummy"),) and s.cash[ARCH] == 4 + 6
    assert outcome is not None and outcome.winners == {ARCH} and outcome.side == "characters"
    assert s.persons[pid("local_a")].wage == 9  # wages do not count


def test_e_credit_counts_and_ties_share_the_victory() -> None:
    s = replace(planning(3), cash=(0, 7, 5), credit=(0, 0, 2), over="mummy_found")
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == {ARCH, GANG}


def test_the_curse_ends_the_game_after_the_last_round() -> None:
    s = replace(planning(3), round=RULES["max_rounds"])
    s, _ = execute(s)
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.reason == "curse" and outcome.winners == {MUMMY}
    assert Person(0) is not None and set_person is not None
