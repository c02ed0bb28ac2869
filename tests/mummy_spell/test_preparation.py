"""D.1) Preparation: the start player card, the girlfriend's tea, the mummy hiding a find."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.rounds import begin_round
from pharaoh.games.mummy_spell.rules import settle
from pharaoh.games.mummy_spell.state import HIDE, PLAN, TEA, USED

from .helpers import act, cards, hire, legal, pid, planning


def _next_round(state, start):  # type: ignore[no-untyped-def]
    events: list = []
    state = replace(state, round=2, start=start, plan=None)
    return settle(begin_round(state, events), events)


def test_d1a1_start_card_passes_clockwise_and_skips_the_mummy() -> None:
    s = planning(4)
    assert _next_round(s, 1).start == 2
    assert _next_round(s, 3).start == 1  # seat 0, the mummy, is passed over


def test_d1a2_no_tea_in_the_first_round_nor_without_the_girlfriend() -> None:
    s = planning(3)
    assert s.round == 1 and s.phase == PLAN
    s2 = _next_round(s, 1)
    assert s2.phase == HIDE  # nobody hired the girlfriend


def test_d1a2_tea_blocks_one_persons_action_cards_this_round() -> None:
    s = hire(planning(3), "girlfriend", 2)
    s = _next_round(s, 2)
    assert s.phase == TEA and legal(s, 2)[-1] == "notea"
    s, events = act(s, 2, f"tea {pid('archaeologist')}")
    assert s.tea == pid("archaeologist") and s.cards[cards("girlfriend")[0]].kind == USED
    if s.phase == HIDE:
        s, _ = act(s, 0, "hide 0")
    s = replace(s, plan=replace(s.plan, turn=1))
    playable = {int(t.split()[1]) for t in legal(s, 1) if t.split()[0] in ("research", "open", "croupier")}
    assert not playable & set(cards("archaeologist"))


def test_d1b_mummy_hides_one_of_the_top_three_without_reordering() -> None:
    s = planning(3)
    s = _next_round(s, 1)
    assert s.phase == HIDE and legal(s, 0) == ["hide 0", "hide 1", "hide 2"]
    assert all(seen & 1 for seen in s.deck_seen[:3])  # the mummy has looked at them
    top = s.deck[:3]
    s2, events = act(s, 0, "hide 1")
    assert s2.deck[:2] == (top[0], top[2]) and s2.deck[-1] == top[1]
    assert events[0].kind == "hide" and s2.phase == PLAN
