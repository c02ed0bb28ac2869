"""D.2.b) Planning, the mummy: large cards and the ban, beetle cards, redistributing, the sandstorm."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.cards import ATTACKS, LARGE, STORM
from pharaoh.games.mummy_spell.state import Plan

from .helpers import ARCH, GANG, act, at, cards, event, hire, legal, planning, with_rolls, with_site

HAND_LARGE, CAT, SCARAB, _STORM, TRAP_LARGE = range(5)
HAND_B, CAT_B, SCARAB_B, TRAP_B = 0, 1, 2, 3
A_RESEARCH, A_DIG, A_SPECIAL = cards("archaeologist")


def mummy_turn(players: int = 3) -> object:
    s = with_site(with_site(planning(players), 1, "anubis", ARCH, sand=2), 2, "dagger", GANG, sand=1)
    return replace(at(s, A_DIG, 1), plan=Plan(turn=0))


def test_d2b1_a_large_card_brings_its_beetle_card_and_a_beetle_attack() -> None:
    s = mummy_turn()
    s, events = act(s, 0, f"large {SCARAB}")
    m = s.mummy
    assert SCARAB in m.large_front and SCARAB not in m.large_hand
    assert SCARAB_B in m.hand and len(m.hand) == 2 and set(m.hand) - {SCARAB_B} <= set(ATTACKS)
    draw = next(e for e in events if e.kind == "draw")
    assert draw.for_seat(ARCH).data == {} and draw.for_seat(0).data["beetle"] in ATTACKS


def test_d2b1_the_sandstorm_acts_at_once_and_brings_only_an_attack() -> None:
    s = mummy_turn()
    sand_before = s.sites[1].sand
    s, events = act(s, 0, "storm 2")
    assert s.sites[1].sand == sand_before + 2 and STORM in s.mummy.large_front
    assert len(s.mummy.hand) == 1 and s.mummy.hand[0] in ATTACKS


def test_d2b1_the_ban_once_a_round_after_a_large_card_roll_above_courage() -> None:
    s = with_rolls(mummy_turn(), 4)
    s, _ = act(s, 0, f"large {SCARAB}")
    # the drawing of the attack used the generator; set the roll again for the ban
    s = with_rolls(s, 4)
    assert f"ban {A_DIG}" in legal(s, 0) and "noban" in legal(s, 0)
    s, events = act(s, 0, f"ban {A_DIG}")
    assert event(events, "ban") == {"card": A_DIG, "roll": 4, "need": 3, "ok": True}
    assert A_DIG in s.banned and s.mummy.ban_used
    s = replace(s, plan=Plan(turn=0))
    s, _ = act(s, 0, f"large {CAT}")
    assert not any(t.startswith("ban") for t in legal(s, 0))


def test_d2b1_courage_six_is_immune_to_the_ban() -> None:
    s = hire(mummy_turn(), "local_a", ARCH, wage=6)
    local = cards("local_a")[0]
    s = at(s, local, 1)
    s, _ = act(s, 0, f"large {SCARAB}")
    assert f"ban {A_DIG}" in legal(s, 0) and f"ban {local}" not in legal(s, 0)


def test_d2b2_beetle_cards_are_laid_face_down() -> None:
    s = mummy_turn()
    s = replace(
        s, mummy=replace(s.mummy, hand=(4, 5), pile=tuple(b for b in s.mummy.pile if b not in (4, 5)))
    )
    s, events = act(s, 0, "place 4 1")
    assert s.sites[0].beetles == (4,)
    assert events[0].for_seat(ARCH).data == {"site": 1}
    assert "beetle" in events[0].for_seat(0).data
    view = __import__("pharaoh.games.mummy_spell.game", fromlist=["GAME"]).GAME.view(s, ARCH)
    assert view["state"]["sites"][0]["beetles"] == [-1]


def test_d2b2_each_beetle_card_moves_once_a_round_redistribute_before_first_play() -> None:
    s = mummy_turn()
    s = replace(
        s,
        sites=(replace(s.sites[0], beetles=(4,), moved=(False,)), s.sites[1]),
        mummy=replace(s.mummy, hand=(5,), pile=tuple(b for b in s.mummy.pile if b not in (4, 5))),
    )
    s, _ = act(s, 0, "move 1 0 2")
    assert not any(t.startswith("move 2") for t in legal(s, 0))  # the card has moved this round
    assert "place 5 1" in legal(s, 0)
    s, _ = act(s, 0, "place 5 1")  # nothing left to do: the turn ends by itself
    assert s.plan.turn == ARCH
    # later this round: no redistributing before playing, as cards were played from hand already
    s = replace(
        s, plan=Plan(turn=0), mummy=replace(s.mummy, hand=(6,), pile=tuple(b for b in s.mummy.pile if b != 6))
    )
    assert not any(t.startswith("move") for t in legal(s, 0))  # both cards have moved


def test_d2b3_redistributing_only_is_a_turn() -> None:
    s = mummy_turn()
    s = replace(
        s,
        sites=(replace(s.sites[0], beetles=(4, 5), moved=(False, False)), s.sites[1]),
        mummy=replace(s.mummy, pile=tuple(b for b in s.mummy.pile if b not in (4, 5))),
    )
    s, _ = act(s, 0, "move 1 1 2")
    s, _ = act(s, 0, "end")
    assert s.plan.turn == ARCH and s.sites[1].beetles == (5,)


def test_d2b4_the_sandstorm_is_taken_back_in_a_turn_of_its_own() -> None:
    s = mummy_turn()
    s, _ = act(s, 0, "storm 1")
    s = replace(s, plan=Plan(turn=0))
    assert "take" in legal(s, 0) and not any(t.startswith("storm") for t in legal(s, 0))
    s, _ = act(s, 0, "take")
    assert STORM in s.mummy.large_hand and s.plan.turn == ARCH
    s = replace(s, plan=Plan(turn=0))
    assert "storm 1" in legal(s, 0)


def test_large_cards_match_beetle_cards() -> None:
    assert [m.beetle for m in LARGE] == [HAND_B, CAT_B, SCARAB_B, -1, TRAP_B]
