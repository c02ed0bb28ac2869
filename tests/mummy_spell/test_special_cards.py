"""F.1) The special cards: pendulum, dynamite, control, observation, the small boy, the trap."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pharaoh.engine.game import Event, IllegalAction
from pharaoh.games.mummy_spell.cards import MUMMY, TRAP
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import Action
from pharaoh.games.mummy_spell.state import (
    DYN,
    EXEC,
    HAND,
    JOB,
    LEGAL,
    ROBBER,
    SITE,
    USED,
    Job,
    Plan,
    State,
    present_persons,
    shovels,
)

from .helpers import (
    AGENT,
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
from .test_execution import beetles, execute

A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")
G_RESEARCH, G_DIG, G_DYNAMITE = cards("gangster")
O_RESEARCH, O_DIG, O_CONTROL = cards("occultist")
AG_RESEARCH, AG_DIG, AG_OBSERVE = cards("agent")


def test_f1a_the_archaeologist_is_at_two_sites_at_once_but_counts_once_at_one() -> None:
    s = with_site(with_site(planning(3), 1, "anubis", ARCH, sand=3), 2, "dagger", ARCH, sand=3)
    s = at(at(s, A_DIG, 1), A_SPECIAL, 2)
    assert present_persons(s, 1) == [pid("archaeologist")] == present_persons(s, 2)
    s = at(s, A_SPECIAL, 1)
    assert present_persons(s, 1) == [pid("archaeologist")] and shovels(s, 1) == 2


def test_f1a_the_special_card_researches_or_digs() -> None:
    s = with_site(planning(3), 1, "anubis", ARCH, sand=3)
    options = {t.split()[0] for t in legal(s, ARCH) if t.split()[1:2] == [str(A_SPECIAL)]}
    assert {"research", "dig", "croupier", "gamble"} <= options


def test_f1b_dynamite_blasts_the_site_open_fragile_finds_break() -> None:
    s = replace(with_site(planning(3), 1, "papyrus", GANG, sand=4), plan=Plan(turn=GANG))
    s = at(s, G_DIG, 1)
    s, _ = act(s, GANG, f"dyn {G_DIG}")
    assert s.cards[G_DYNAMITE].kind == SITE
    s = beetles(s, 1, 5)
    s = with_rolls(s, 6, 1)
    s, _ = execute(s)
    s, events = act(s, GANG, "stay")
    data = event(events, "reveal")
    assert data["broken"] and "fight" in kinds(events) and find("papyrus") in s.broken
    assert not s.finds[GANG] and not s.finds[MUMMY]


def test_f1b_no_fight_against_robbers_after_dynamite() -> None:
    s = with_site(planning(3), 1, "jewel_box", ARCH, sand=4)
    s = at(at(s, A_DIG, 1), G_DIG, 1, role=ROBBER)
    s = at(s, G_DYNAMITE, 1, role=4, ref=G_DIG)
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert "brawl" not in kinds(events) and s.finds[GANG] == (find("jewel_box"),)


def _job_site(players: int = 3) -> State:
    """Site 1 (the jewel box) led by the archaeologist; the gangster took a job there."""
    s = with_site(planning(players), 1, "jewel_box", ARCH, sand=4)
    s = at(at(s, A_DIG, 1), G_DIG, 1, role=JOB, ref=1)
    return replace(s, jobs=(Job(1, 1, 2, 1, G_DIG),), cash=(0, 8) + s.cash[2:], plan=Plan(turn=GANG))


def test_f1b_dynamite_on_a_job_leaves_the_find_to_the_leader() -> None:
    # D.3.b.1.3: "Waren an der Grabungsstaette nur legal grabende Personen, so bekommt der
    # Grabungsleiter das Fundstueck"; the dynamite text only spares the fight against robbers.
    s, events = act(_job_site(), GANG, f"dyn {G_DIG}")
    assert event(events, "dynamite") == {"seat": GANG, "site": 1, "card": G_DIG}
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert event(events, "reveal")["broken"] is False and "brawl" not in kinds(events)
    assert event(events, "job_paid") == {"seat": GANG, "premium": 2, "site": 1}
    assert s.finds[ARCH] == (find("jewel_box"),) and not s.finds[GANG]
    assert s.cash[GANG] == 10 + 2 and s.cash[ARCH] == 8 + 3


def test_f1b_dynamite_of_the_legal_party_spares_the_fight_against_robbers() -> None:
    s = at(_job_site(4), O_DIG, 1, role=ROBBER)
    s = at(s, G_DYNAMITE, 1, role=DYN, ref=G_DIG)
    s, _ = execute(s)
    while s.phase == EXEC and GAME.to_act(s):  # everybody stays
        s, events = act(s, GAME.to_act(s)[0], "stay")
    assert "brawl" not in kinds(events) and s.finds[ARCH] == (find("jewel_box"),)
    assert not s.finds[GANG] and not s.finds[OCC]


def test_f1b_dynamite_of_a_robber_takes_the_find_from_the_legal_party_unfought() -> None:
    s = with_site(planning(4), 1, "anubis", ARCH, sand=4)
    s = at(at(at(s, A_DIG, 1), G_DIG, 1, role=ROBBER), O_DIG, 1, role=ROBBER)
    s = at(s, G_DYNAMITE, 1, role=DYN, ref=G_DIG)
    s, _ = execute(s)
    while s.phase == EXEC and GAME.to_act(s):
        s, events = act(s, GAME.to_act(s)[0], "stay")
    assert "brawl" not in kinds(events) and s.finds[GANG] == (find("anubis"),)


def test_f1b_dynamite_at_the_gangsters_own_site_gives_him_the_find() -> None:
    s = with_site(planning(3), 1, "anubis", GANG, sand=4)
    s = at(at(s, G_DIG, 1), G_DYNAMITE, 1, role=DYN, ref=G_DIG)
    s, _ = execute(s)
    s, events = act(s, GANG, "stay")
    assert s.finds[GANG] == (find("anubis"),)


def test_f1b_dynamite_is_ignored_when_its_dig_card_is_banned() -> None:
    s = replace(_job_site(), banned=(G_DIG,))
    s = at(s, G_DYNAMITE, 1, role=DYN, ref=G_DIG)
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")
    s, events = act(s, GANG, "stay")
    assert "reveal" not in kinds(events)
    assert s.sites and s.sites[0].sand == 4 - 1  # only the archaeologist's shovel dug


def test_d1a2_control_cannot_move_a_card_of_a_person_at_tea() -> None:
    # "Die Aktionskarten dieser Person koennen in dieser Runde nicht benutzt werden."
    s = with_site(with_site(planning(4), 1, "anubis", ARCH, sand=3), 2, "dagger", GANG, sand=3)
    s = at(s, A_DIG, 1, active=False)
    s = replace(s, plan=Plan(turn=OCC))
    assert f"ctlc {A_DIG} 2" in legal(s, OCC)
    s = replace(s, tea=pid("archaeologist"))
    assert not any(t.startswith(f"ctlc {A_DIG} ") for t in legal(s, OCC))
    with pytest.raises(IllegalAction):
        GAME.apply(s, OCC, Action("ctlc", A_DIG, 2))
    s, _ = execute(s)
    s, _ = act(s, ARCH, "stay")  # the card stays inactive where it lies: it does not dig
    assert s.cards[A_DIG].site == 1 and not s.cards[A_DIG].active and s.sites[0].sand == 3


def test_d1a2_control_cannot_move_a_card_carrying_dynamite_of_a_gangster_at_tea() -> None:
    s = with_site(with_site(planning(4), 1, "anubis", ARCH, sand=3), 2, "dagger", GANG, sand=3)
    s = hire(s, "local_a", GANG)
    local = cards("local_a")[0]
    s = at(at(s, local, 1, role=ROBBER), G_DYNAMITE, 1, role=DYN, ref=local)
    s = replace(s, plan=Plan(turn=OCC))
    assert f"ctlc {local} 2" in legal(s, OCC)
    s = replace(s, tea=pid("gangster"))
    assert f"ctlc {local} 2" not in legal(s, OCC)


def test_d1a2_dynamite_cannot_use_a_dig_card_of_a_person_at_tea() -> None:
    s = hire(with_site(planning(3), 1, "anubis", GANG, sand=3), "local_a", GANG)
    local = cards("local_a")[0]
    s = replace(at(s, local, 1), plan=Plan(turn=GANG))
    assert f"dyn {local}" in legal(s, GANG)
    s = replace(s, tea=pid("local_a"))
    assert f"dyn {local}" not in legal(s, GANG)


def test_f1c_control_moves_a_beetle_card_blindly() -> None:
    s = with_site(with_site(planning(4), 1, "anubis", ARCH, sand=3), 2, "dagger", GANG, sand=3)
    s = beetles(s, 1, 4, 5)
    s = replace(s, plan=Plan(turn=OCC))
    s, events = act(s, OCC, "ctlb 1 1 2")
    assert s.sites[0].beetles == (4,) and s.sites[1].beetles == (5,)
    assert "beetle" not in events[0].for_seat(OCC).data and events[0].for_seat(MUMMY).data["beetle"] == 5
    assert s.cards[O_CONTROL].kind == USED


def test_f1c_control_moves_an_action_card_after_a_roll_above_courage() -> None:
    s = with_site(with_site(planning(4), 1, "anubis", ARCH, sand=3), 2, "dagger", GANG, sand=3)
    s = at(s, A_DIG, 1)
    s = with_rolls(replace(s, plan=Plan(turn=OCC)), 4)
    s, events = act(s, OCC, f"ctlc {A_DIG} 2")
    assert event(events, "control_card")["ok"] and s.cards[A_DIG].site == 2 and s.cards[A_DIG].role == ROBBER
    s = replace(s, plan=Plan(turn=ARCH))
    assert not any(t.split()[1:2] == [str(A_DIG)] for t in legal(s, ARCH) if not t.startswith("offer"))
    s, _ = execute(s)
    assert f"retreat {A_DIG}" in legal(s, OCC)  # the occultist decides its retreat
    assert (
        f"retreat {A_DIG}" not in legal(s, ARCH)
        if ARCH in __import__("pharaoh.games.mummy_spell.game", fromlist=["GAME"]).GAME.to_act(s)
        else True
    )


def test_f1c_control_fails_on_a_low_roll() -> None:
    s = with_site(with_site(planning(4), 1, "anubis", ARCH, sand=3), 2, "dagger", GANG, sand=3)
    s = with_rolls(replace(at(s, A_DIG, 1), plan=Plan(turn=OCC)), 3)
    s, events = act(s, OCC, f"ctlc {A_DIG} 2")
    assert not event(events, "control_card")["ok"] and s.cards[A_DIG].site == 1


def test_f1d_the_agent_gets_half_of_an_observed_find() -> None:
    s = with_site(planning(5), 1, "anubis", ARCH, sand=0)
    s = at(at(s, A_DIG, 1), AG_OBSERVE, 1, role=3)
    s, _ = execute(s)
    s, events = act(s, ARCH, "stay")
    if AGENT in __import__("pharaoh.games.mummy_spell.game", fromlist=["GAME"]).GAME.to_act(s):
        s, events = act(s, AGENT, "stay")
    assert event(events, "bribe") == {"seat": ARCH, "agent": AGENT, "amount": 6}
    assert s.cash[ARCH] == 10 + 6 and s.cash[AGENT] == 10 + 6


def test_f1e_the_small_boy_digs_two_sand_cards_at_once() -> None:
    s = hire(with_site(planning(3), 1, "anubis", ARCH, sand=3), "boy", ARCH)
    boy = cards("boy")[0]
    s = at(s, boy, 1)
    assert shovels(s, 1) == 2


def test_f1f_the_trap_may_not_be_laid_at_the_mummy_when_she_knows_it() -> None:
    s = with_site(with_site(planning(3), 1, "mummy", ARCH, sand=3, seen=1), 2, "dagger", GANG, sand=3)
    s = replace(
        s,
        plan=Plan(turn=0),
        mummy=replace(s.mummy, hand=(TRAP,), pile=tuple(b for b in s.mummy.pile if b != TRAP)),
    )
    assert "place 3 1" not in legal(s, 0) and "place 3 2" in legal(s, 0)


def _trap(roll: int, *others: int) -> tuple:
    s = at(with_site(planning(3), 1, "dagger", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, TRAP, 5)
    s = with_rolls(s, roll, *others)
    s, _ = execute(s)
    return act(s, ARCH, "stay")


def test_f1f_trap_one_or_two_injures_everybody_and_all_roll_for_the_find() -> None:
    s, events = _trap(1, 2, 6)  # then the mummy rolls 2, the archaeologist 6
    assert event(events, "trap")["result"] == "injured" and "fight" not in kinds(events)
    assert legal(s, ARCH) == [f"lose {c}" for c in cards("archaeologist")]
    s, events = act(s, ARCH, f"lose {A_RESEARCH}")
    assert event(events, "trap_roll")["winner"] == ARCH and s.finds[ARCH] == (find("dagger"),)
    assert TRAP in s.mummy.out and 5 in s.mummy.pile


def test_f1f_trap_three_or_four_gives_the_mummy_the_find() -> None:
    s, events = _trap(3)
    assert s.finds[MUMMY] == (find("dagger"),) and not s.mummy.injuries and "fight" not in kinds(events)


def test_f1f_trap_five_or_six_is_broken_the_rest_fights_normally() -> None:
    s, events = _trap(6, 6, 1)
    assert event(events, "trap")["result"] == "broken" and "fight" in kinds(events)
    assert s.finds[ARCH] == (find("dagger"),) and TRAP in s.mummy.out


def test_f1f_a_trap_at_the_mummy_find_is_broken() -> None:
    s = at(with_site(planning(3), 1, "mummy", ARCH, sand=0), A_DIG, 1)
    s = beetles(s, 1, TRAP)
    s, _ = execute(s)
    s, events = act(s, ARCH, "stay")
    assert event(events, "trap")["result"] == "broken" and s.over == "mummy_found"
    assert HAND == 0 and LEGAL == 0


def test_b1_a_lost_beetle_card_leaves_its_site_in_everyones_sight() -> None:
    """A character takes the mummy's hand: its beetle card goes from its site openly.

    The others see that site's face-down pile shrink, so the event names the site; were
    it silent, the shrinking pile would tell them where the card lay without a word.
    """
    from pharaoh.games.mummy_spell.cards import LARGE, SPECIAL_LARGE
    from pharaoh.games.mummy_spell.effects import award

    hand_find = next(f for f, large in SPECIAL_LARGE.items() if LARGE[large].id == "hand")
    large = SPECIAL_LARGE[hand_find]
    beetle = LARGE[large].beetle
    state = planning(4)
    state = with_site(state, 1, "vase", ARCH, beetles=(beetle,))
    state = with_site(state, 2, hand_find, GANG)
    state = replace(
        state,
        mummy=replace(
            state.mummy,
            large_hand=tuple(x for x in state.mummy.large_hand if x != large),
            large_front=state.mummy.large_front + (large,),
        ),
    )
    events: list[Event] = []
    after = award(state, hand_find, GANG, False, events)
    assert [s.beetles for s in after.sites] == [(), ()]
    lost = [e for e in events if e.kind == "beetle_lost"]
    assert [dict(e.data) for e in lost] == [{"site": 1}]
    assert all(e.audience is None for e in lost), "everyone sees which pile shrinks"
    text = GAME.describe_event(lost[0], "en")
    assert "site 1" in text
