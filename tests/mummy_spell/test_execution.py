"""D.3) Execution: retreat, digging, fright and flight, the fight with the mummy, robbers, the casino."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.cards import EQUIPMENT, MUMMY
from pharaoh.games.mummy_spell.execution import begin_execution
from pharaoh.games.mummy_spell.rules import settle
from pharaoh.games.mummy_spell.state import (
    CASINO,
    DEAD,
    EXEC,
    HAND,
    JOB,
    MARKET_PHASE,
    ROBBER,
    SITE,
    TAKEN,
    Job,
    Loc,
    State,
    set_card,
    set_person,
)

from .helpers import (
    ARCH,
    GANG,
    OCC,
    act,
    at,
    cards,
    event,
    find,
    hire,
    kinds,
    legal,
    pid,
    planning,
    with_rolls,
    with_site,
)

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")
G_RESEARCH, G_DIG, G_DYNAMITE = cards("gangster")
ATTACK_0_5, ATTACK_0_4, ATTACK_1_4, ATTACK_1_3, ATTACK_2_3 = 4, 5, 6, 7, 8


def execute(state: State) -> tuple[State, list]:
    events: list = []
    state = begin_execution(replace(state, plan=None), events)
    return settle(state, events), events


def beetles(state: State, num: int, *ids: int) -> State:
    m = state.mummy
    state = replace(state, mummy=replace(m, pile=tuple(b for b in m.pile if b not in ids)))
    sites = tuple(
        replace(s, beetles=s.beetles + ids, moved=s.moved + (False,) * len(ids)) if s.num == num else s
        for s in state.sites
    )
    return replace(state, sites=sites)


def test_d3a_retreat_takes_single_cards_back() -> None:
    s = at(at(with_site(planning(3), 1, "anubis", ARCH, sand=0), A_DIG, 1), A_SPECIAL, 1)
    s, _ = execute(s)
    assert s.phase == EXEC and legal(s, ARCH) == [f"retreat {A_DIG}", f"retreat {A_SPECIAL}", "stay"]
    s, _ = act(s, ARCH, f"retreat {A_SPECIAL}")
    assert s.cards[A_SPECIAL].kind == HAND
    s, events = act(s, ARCH, "stay")
    assert "reveal" in kinds(tuple(events))


def test_d3b_shovels_remove_sand_and_closed_sites_turn_inactive() -> None:
    s = at(at(with_site(planning(3), 1, "anubis", ARCH, sand=2), A_DIG, 1), A_SPECIAL, 1)
    s, _ = execute(s)
    s, events = act(s, ARCH, "stay")
    site = s.sites[0] if s.sites else None
    assert site is not None and site.sand == 0
    assert not s.cards[A_DIG].active and s.cards[A_DIG].kind == SITE
    assert len(s.sand) == 16 - 0  # the dug sand went back under the sand deck (none was on the table)


def test_d3b_one_shovel_more_than_the_sand_opens_the_site() -> None:
    s = at(at(with_site(planning(3), 1, "anubis", ARCH, sand=1), A_DIG, 1), A_SPECIAL, 1)
    s = replace(s, sand=s.sand[:-1], sand_seen=s.sand_seen[:-1])
    s, _ = execute(s)
    s, events = act(s, ARCH, "stay")
    assert event(tuple(events), "reveal")["find"] == find("anubis")
    assert s.finds[ARCH] == (find("anubis"),) and s.cash[ARCH] == 10 + 12  # his own symbol: double
    assert s.cards[A_DIG].kind == HAND and not s.sites


def test_d3b11_fright_counts_skulls_plus_injuries_per_card() -> None:
    s = at(with_site(planning(3), 1, "anubis", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, ATTACK_1_3, ATTACK_0_4)
    s = replace(s, mummy=replace(s.mummy, injuries=(cards("professor")[0],)))
    s, events = act(execute(s)[0], ARCH, "stay")
    # fright (1+1) + (0+1) = 3 equals the archaeologist's courage 3: no flight, a fight
    assert "flight" not in kinds(events) and event(events, "fight")["fright"] == 3


def test_d3b12_panic_flight_loses_equipment_and_the_find() -> None:
    s = at(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), A_DIG, 1)
    s = set_person(s, pid("archaeologist"), replace(s.persons[pid("archaeologist")], gear=(0,)))
    s = beetles(s, 1, ATTACK_2_3, ATTACK_1_4)
    s = replace(s, mummy=replace(s.mummy, injuries=(cards("professor")[0],)))  # fright 3 + 2 > courage 3
    s, events = act(execute(s)[0], ARCH, "stay")
    assert "flight" in kinds(events)
    assert s.persons[pid("archaeologist")].gear == () and s.finds[MUMMY] == (find("gold_mask"),)
    assert {ATTACK_2_3, ATTACK_1_4} <= set(s.mummy.pile) and s.cards[A_DIG].kind == HAND
    assert EQUIPMENT[0].id == "revolver"


def test_d3b13_a_lost_fight_injures_a_person_chosen_by_mummy_and_player() -> None:
    s = at(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), A_DIG, 1)
    s = at(s, G_DIG, 1, role=JOB, ref=1)
    s = replace(s, jobs=(Job(1, 1, 2, 1, G_DIG),), cash=(0, 8, 10))
    s = beetles(s, 1, ATTACK_0_5)
    s = with_rolls(s, 1, 6)  # 2+3+1 = 6 against 5+6 = 11
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert event(events, "fight")["won"] is False and s.finds[MUMMY] == (find("gold_mask"),)
    assert legal(s, 0) == ["hurt 1", "hurt 2"]
    s, _ = act(s, 0, "hurt 2")
    assert legal(s, GANG) == [f"lose {c}" for c in cards("gangster")]
    s, events = act(s, GANG, f"lose {G_RESEARCH}")
    assert s.cards[G_RESEARCH].kind == TAKEN and s.mummy.injuries == (G_RESEARCH,)
    assert s.cash[ARCH] == 10 and s.cash[GANG] == 10  # the premium went back, unpaid


def test_d3b13_a_person_losing_its_last_card_dies() -> None:
    s = hire(at(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), A_DIG, 1), "local_a", ARCH, wage=2)
    local = cards("local_a")[0]
    s = at(s, local, 1)
    s = beetles(s, 1, ATTACK_0_4)
    s = with_rolls(s, 1, 6)
    s, _ = act(execute(s)[0], ARCH, "stay")
    s, events = act(s, ARCH, f"lose {local}")
    assert s.persons[pid("local_a")].owner == DEAD and "death" in kinds(events)


def test_d3b13_a_won_fight_pays_the_jobs_and_gives_the_leader_the_find() -> None:
    s = at(with_site(planning(3), 1, "dagger", ARCH, sand=0), A_DIG, 1)
    s = at(s, G_DIG, 1, role=JOB, ref=1)
    s = replace(s, jobs=(Job(1, 1, 2, 1, G_DIG),), cash=(0, 8, 10))
    s = beetles(s, 1, ATTACK_2_3)
    s = with_rolls(s, 6, 1)
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert event(events, "fight")["won"] and s.cash[GANG] == 12 and s.finds[ARCH] == (find("dagger"),)
    assert s.cash[ARCH] == 8 + 3


def test_d3b13_ties_are_rolled_again() -> None:
    s = at(with_site(planning(3), 1, "dagger", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, ATTACK_1_3)  # 2 against 3
    s = with_rolls(s, 4, 3, 5, 2)
    s, events = act(execute(s)[0], ARCH, "stay")
    assert event(events, "fight")["rolls"] == [[4, 3], [5, 2]]


def test_d3b2_robbers_fight_the_legal_party_and_symbols_pay_double() -> None:
    s = at(with_site(planning(3), 1, "jewel_box", ARCH, sand=0), A_DIG, 1)
    s = at(s, G_DIG, 1, role=ROBBER)
    s = with_rolls(s, 1, 6)  # archaeologist 2+1 against gangster 3+6
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert event(events, "brawl")["won"] is False
    # the jewel box is worth 3k, doubled for the gangster, whose symbol it bears
    assert s.finds[GANG] == (find("jewel_box"),) and s.cash[GANG] == 10 + 6


def test_d3b2_several_robber_parties_fight_each_other() -> None:
    s = with_site(planning(4), 1, "dagger", ARCH, sand=0)  # the leader has left: only robbers
    s = at(at(s, G_DIG, 1, role=ROBBER), cards("occultist")[1], 1, role=ROBBER)
    s = with_rolls(replace(s, start=1), 6, 1)  # gangster 3+6 against occultist 2+1
    s, _ = execute(s)
    s, _ = act(s, GANG, "stay")
    s, events = act(s, OCC, "stay")
    assert event(events, "brawl")["seats"] == [GANG] and s.finds[GANG] == (find("dagger"),)


def test_d3c_croupiers_are_paid_and_gamblers_roll() -> None:
    s = set_card(set_card(planning(3), A_RESEARCH, Loc(CASINO, 1)), G_RESEARCH, Loc(CASINO, 0))
    s = with_rolls(s, 6, 6)
    s, events = execute(s)
    assert s.phase == MARKET_PHASE
    assert s.cash[ARCH] == 11 and s.cash[GANG] == 10 + 4
    assert OCC == 3


def test_d3b13_the_injured_person_may_give_up_any_of_its_cards() -> None:
    # "Die verletzte Person verliert eine beliebige Aktionskarte": also one lying at another site.
    s = with_site(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), 2, "dagger", ARCH, sand=0)
    s = at(at(s, A_DIG, 1), A_SPECIAL, 2)
    s = beetles(s, 1, ATTACK_0_5)
    s = with_rolls(s, 1, 6)  # 2+1 against 5+6
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, _ = act(s, ARCH, "first 1")
    assert legal(s, ARCH) == [f"lose {c}" for c in cards("archaeologist")]
    s, events = act(s, ARCH, f"lose {A_SPECIAL}")
    # Site 2 has no shovel left when its turn comes: it stays closed, its find unseen.
    assert "reveal" not in kinds(tuple(events)) and [site.num for site in s.sites] == [2]
    assert s.sites[0].sand == 0 and s.mummy.injuries == (A_SPECIAL,)


def _injury_before_a_closed_site() -> State:
    """Site 1 opens into a lost fight; site 2, led by the same archaeologist, stays closed (sand 3)."""
    s = with_site(with_site(planning(3), 1, "gold_mask", ARCH, sand=0), 2, "dagger", ARCH, sand=3)
    s = at(at(s, A_DIG, 1), A_SPECIAL, 2)
    s = beetles(s, 1, ATTACK_0_5)
    return with_rolls(s, 1, 6)  # 2+1 against 5+6


def test_d3b_sites_are_dug_in_turn_so_a_card_lost_at_an_earlier_site_no_longer_digs_at_a_later_one() -> None:
    # D.3.b evaluates the sites one after another: the leader put site 1 first, the injury there
    # took the card lying at site 2, so site 2 loses no sand.
    s, _ = execute(_injury_before_a_closed_site())
    s, _ = act(s, ARCH, "stay")
    assert legal(s, ARCH) == ["first 1", "first 2"]  # one of his sites opens: the order is his
    s, _ = act(s, ARCH, "first 1")
    s, events = act(s, ARCH, f"lose {A_SPECIAL}")
    assert "dug" not in kinds(tuple(events))
    assert [(site.num, site.sand) for site in s.sites] == [(2, 3)]


def test_d3b_a_leader_may_dig_his_closed_site_before_the_fight() -> None:
    s, _ = execute(_injury_before_a_closed_site())
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, ARCH, "first 2")
    assert event(events, "dug")["site"] == 2 and event(events, "dug")["sand"] < 3
    assert event(events, "reveal")["site"] == 1  # then site 1, where he loses the fight


def test_d3b_among_closed_sites_alone_nobody_is_asked_for_an_order() -> None:
    s = with_site(with_site(planning(3), 1, "gold_mask", ARCH, sand=5), 2, "dagger", ARCH, sand=3)
    s = at(at(s, A_DIG, 1), A_SPECIAL, 2)
    s, events = execute(s)
    s, events2 = act(s, ARCH, "stay")
    dug = [e.data["site"] for e in (*events, *events2) if e.kind == "dug"]
    assert dug == [1, 2] and s.phase != EXEC  # both dug, in number order, unasked


def test_d3b_a_leader_is_not_asked_when_no_injury_at_the_opening_site_can_reach_his_closed_one() -> None:
    # Site 1 opens into a fight; site 2 stays closed and is dug by a hired local who is not at
    # site 1: whatever happens there, site 2 digs the same, so the order is not asked.
    s = _injury_before_a_closed_site()
    s = hire(set_card(s, A_SPECIAL, Loc(HAND)), "local_a", ARCH, wage=2)
    s = at(s, cards("local_a")[0], 2)
    s, events = execute(s)
    s, more = act(s, ARCH, "stay")
    assert legal(s, ARCH) == [f"lose {c}" for c in cards("archaeologist")]  # site 1 first, unasked
    s, last = act(s, ARCH, f"lose {A_SPECIAL}")
    dug = [e.data["site"] for e in (*events, *more, *last) if e.kind in ("dug", "reveal")]
    assert dug == [1, 2] and [(site.num, site.sand < 3) for site in s.sites] == [(2, True)]
