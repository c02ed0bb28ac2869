"""D.2.a) Planning, characters: research, opening, jobs, digging, robbery, activation, casino, passing."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.cards import RULES
from pharaoh.games.mummy_spell.state import CASINO, EXEC, JOB, LEGAL, PENDING, ROBBER, SITE, USED, Job, Plan

from .helpers import ARCH, GANG, act, at, cards, event, hire, legal, planning, with_rolls, with_site

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")
G_RESEARCH, G_DIG, G_DYNAMITE = cards("gangster")


def test_d2a1_research_looks_at_the_next_card_from_the_top_secretly() -> None:
    s = planning(3)
    s, events = act(s, ARCH, f"research {A_RESEARCH}")
    assert s.deck_seen[0] & (1 << ARCH) and not s.deck_seen[1] & (1 << ARCH)
    e = events[0]
    assert e.for_seat(ARCH).data["find"] == s.deck[0]
    assert "find" not in e.for_seat(GANG).data and "find" not in e.for_seat(None).data
    s, _ = act(s, ARCH, f"research {A_SPECIAL}")
    assert s.deck_seen[1] & (1 << ARCH)
    assert s.cards[A_RESEARCH].kind == USED


def test_d2a2_research_a_foreign_site_with_one_card_each() -> None:
    s = with_site(planning(3), 1, "anubis", GANG, sand=2)
    assert f"peek {A_RESEARCH} 1" in legal(s, ARCH)
    s, events = act(s, ARCH, f"peek {A_RESEARCH} 1")
    assert s.sites[0].seen & (1 << ARCH)
    assert events[0].for_seat(ARCH).data["find"] == s.sites[0].card


def test_d2a3_opening_needs_research_a_dig_card_and_the_fee() -> None:
    s = planning(3)
    assert not any(t.startswith("open") for t in legal(s, ARCH))
    s, _ = act(s, ARCH, f"research {A_RESEARCH}")
    s, _ = act(s, ARCH, f"research {A_SPECIAL}")
    second = s.deck[1]
    sand_top = s.sand[0]
    s, events = act(s, ARCH, f"open {A_DIG} 1")
    site = s.sites[0]
    assert site.card == second and site.leader == ARCH and s.cash[ARCH] == 9
    assert s.cards[A_DIG].kind == SITE and s.cards[A_DIG].role == LEGAL
    assert site.sand == sand_top and s.sand[-1] == sand_top and s.sand_seen[-1]  # depth card under the deck
    assert event(events, "open")["drawn"] == sand_top


def test_d2a3_no_money_no_excavation() -> None:
    s = planning(3)
    s, _ = act(s, ARCH, f"research {A_RESEARCH}")
    s = replace(s, cash=(0, 0, 10))
    assert not any(t.startswith("open") for t in legal(s, ARCH))


def test_d2a4_job_offers_and_withdrawing_last_rounds_untaken_offers() -> None:
    s = at(with_site(planning(3), 1, "anubis", ARCH, sand=3), A_DIG, 1)
    s, _ = act(s, ARCH, "offer 1 2")
    assert s.cash[ARCH] == 8 and s.jobs[0].premium == 2
    assert not any(t.startswith("withdraw") for t in legal(s, ARCH))  # not the same round
    s = replace(s, round=2, jobs=(replace(s.jobs[0], round=1),))
    s, _ = act(s, ARCH, f"withdraw {s.jobs[0].id}")
    assert s.cash[ARCH] == 10 and not s.jobs


def test_d2a5_digging_at_own_site_and_on_job_offers() -> None:
    s = at(with_site(planning(3), 1, "anubis", ARCH, sand=3), A_DIG, 1)
    s = replace(s, jobs=(Job(1, 1, 2, 1),), next_job=2, plan=Plan(turn=GANG))
    assert f"job {G_DIG} 1" in legal(s, GANG)
    s, _ = act(s, GANG, f"job {G_DIG} 1")
    assert s.cards[G_DIG].role == JOB and s.jobs[0].taker == G_DIG
    s = replace(s, plan=Plan(turn=ARCH))
    s, _ = act(s, ARCH, f"dig {A_SPECIAL} 1")
    assert s.cards[A_SPECIAL].role == LEGAL


def test_d2a6_grave_robbers_sneak_against_the_foreign_cards() -> None:
    s = at(at(with_site(planning(4), 1, "anubis", GANG, sand=3), G_DIG, 1), G_RESEARCH, 1, active=False)
    s = with_rolls(s, 2)
    s, _ = act(s, ARCH, f"rob {A_DIG} 1")
    assert s.cards[A_DIG].kind == PENDING and set(legal(s, ARCH)) == {f"rob {A_SPECIAL} 1", "sneak"}
    s, events = act(s, ARCH, f"rob {A_SPECIAL} 1")  # no digger left: the sneak roll is forced
    data = event(events, "sneak")
    assert data["need"] == 2 and data["roll"] == 2 and not data["ok"]
    assert s.cards[A_DIG].kind == USED and s.cards[A_SPECIAL].kind == USED  # face down before him

    s = at(at(with_site(planning(4), 1, "anubis", GANG, sand=3), G_DIG, 1), G_RESEARCH, 1, active=False)
    s = with_rolls(s, 3)
    s, _ = act(s, ARCH, f"rob {A_DIG} 1")
    s, events = act(s, ARCH, "sneak")
    assert event(events, "sneak")["ok"] and s.cards[A_DIG].role == ROBBER


def test_d2a6_the_gangster_always_sneaks_up_with_his_helpers() -> None:
    s = hire(at(with_site(planning(3), 1, "anubis", ARCH, sand=3), A_DIG, 1), "local_a", GANG)
    s = replace(s, plan=Plan(turn=GANG))
    local = cards("local_a")[0]
    s, events = act(s, GANG, f"rob {local} 1")
    assert s.cards[local].role == ROBBER and s.cards[local].kind == SITE and s.plan.rob == 0


def test_d2a6_abandoned_sites_need_no_sneaking() -> None:
    s = with_site(planning(3), 1, "anubis", GANG, sand=3)
    s, _ = act(s, ARCH, f"rob {A_DIG} 1")
    assert s.cards[A_DIG].role == ROBBER and s.plan.rob == 0


def test_d2b1_a_banned_card_is_ignored_by_sneaking_and_leaves_its_site_abandoned() -> None:
    """„Die gebannte Grabungsaktion wird für den Rest der Runde ignoriert“ (a rules review, session 25)."""
    s = at(with_site(planning(4), 1, "anubis", GANG, sand=3), G_DIG, 1)  # his only card there...
    s = with_rolls(replace(s, banned=(G_DIG,)), 1)  # ...banned: the site is abandoned this round
    s, _ = act(s, ARCH, f"rob {A_DIG} 1")
    assert s.cards[A_DIG].kind == SITE and s.cards[A_DIG].role == ROBBER and s.plan.rob == 0
    s = at(at(with_site(planning(4), 1, "anubis", GANG, sand=3), G_DIG, 1), G_RESEARCH, 1)
    s = with_rolls(replace(s, banned=(G_RESEARCH,)), 2)  # two of his cards there, one banned: need 1
    s, _ = act(s, ARCH, f"rob {A_DIG} 1")
    s, events = act(s, ARCH, "sneak")
    data = event(events, "sneak")
    assert data["need"] == 1 and data["ok"] and s.cards[A_DIG].role == ROBBER


def test_d2a7_inactive_cards_flip_for_free_or_move_like_from_hand() -> None:
    s = at(with_site(planning(3), 1, "anubis", ARCH, sand=3), A_DIG, 1, active=False)
    assert f"dig {A_DIG} 1" in legal(s, ARCH) and f"croupier {A_DIG}" in legal(s, ARCH)
    s2, _ = act(s, ARCH, f"dig {A_DIG} 1")
    assert s2.cards[A_DIG].active and s2.cash[ARCH] == 10
    s3, _ = act(s, ARCH, f"croupier {A_DIG}")
    assert s3.cards[A_DIG].kind == CASINO


def test_d2a9_any_card_may_go_to_the_casino() -> None:
    s = planning(3, turn=GANG)
    assert f"croupier {G_DYNAMITE}" in legal(s, GANG) and f"gamble {G_DYNAMITE}" in legal(s, GANG)
    s, _ = act(s, GANG, f"gamble {G_DYNAMITE}")
    assert s.cash[GANG] == 10 - 1


def test_d2a10_passing_and_coming_back_the_mummy_ends_the_phase() -> None:
    s = planning(3, turn=ARCH)
    s, _ = act(s, ARCH, "end")  # pass
    s, _ = act(s, GANG, f"research {G_RESEARCH}")
    s, _ = act(s, GANG, "end")
    assert s.plan.turn == 0  # the mummy follows the gangster
    s, _ = act(s, 0, "end")
    s, _ = act(s, ARCH, "end")
    assert s.phase != EXEC  # the gangster has not passed yet since the mummy's turn
    s, _ = act(s, GANG, "end")
    assert s.plan is None  # all characters passed after the mummy's turn


def test_d2_golden_rule_the_mummy_never_moves_twice_in_a_row() -> None:
    s = planning(3, turn=GANG)
    s, _ = act(s, GANG, "end")
    assert s.plan.turn == 0
    s, _ = act(s, 0, "end")
    assert s.plan.turn == ARCH


def test_opening_fee_is_one_thousand() -> None:
    assert RULES["opening_fee"] == 1
