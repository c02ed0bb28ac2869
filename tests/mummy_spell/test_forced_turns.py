"""Forced choices: a seat is skipped only when every other seat can tell it is forced.

Whether a seat is asked is itself information.  The mummy's beetle cards and a trader's
bag are secret, so a choice forced by them is still asked (with that choice only); the
others see the same table whether the hidden part forces the choice or not.
"""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.bots import make_rule_bot
from pharaoh.games.mummy_spell.cards import GIRLFRIEND, MUMMY, TRAP, market_item
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.market import begin_market
from pharaoh.games.mummy_spell.rules import settle
from pharaoh.games.mummy_spell.state import BID, GIRL, LONE, NAME, Plan, State

from .helpers import ARCH, GANG, OCC, act, find, legal, pid, planning, with_rolls, with_site

ATTACK = 4
GIRL_ITEM = market_item("helper", GIRLFRIEND)
REVOLVER = 0


def _mummy_with(card: str, hand: tuple[int, ...]) -> State:
    """The mummy's turn with one site (led by the gangster, seen by her) holding ``card``.

    The site's card is swapped with a deck card the archaeologist has not seen, so two
    calls differ only in what he cannot see.
    """
    s = with_site(planning(3), 1, "mummy", GANG, sand=3, seen=1 << MUMMY)
    if card != "mummy":
        i = s.deck.index(find(card))
        assert not s.deck_seen[i] & (1 << ARCH)
        deck = s.deck[:i] + (s.sites[0].card,) + s.deck[i + 1 :]
        s = replace(s, deck=deck, sites=(replace(s.sites[0], card=find(card)),))
    m = s.mummy
    m = replace(m, hand=hand, pile=tuple(b for b in m.pile if b not in hand), large_hand=())
    return replace(s, mummy=m, plan=Plan(turn=MUMMY))


def test_d2b2_the_mummy_is_asked_to_end_when_only_the_trap_rule_stops_her() -> None:
    # F.1.f: the trap may not go to her own find.  With the trap as her last card and her
    # find at the only site, ending is her only choice, but the characters cannot know it.
    trapped, _ = act(_mummy_with("mummy", (ATTACK, TRAP)), MUMMY, f"place {ATTACK} 1")
    free, _ = act(_mummy_with("dagger", (ATTACK, TRAP)), MUMMY, f"place {ATTACK} 1")
    assert GAME.to_act(trapped) == GAME.to_act(free) == (MUMMY,)
    assert legal(trapped, MUMMY) == ["end"] and legal(free, MUMMY) == [f"place {TRAP} 1", "end"]
    assert GAME.view(trapped, ARCH) == GAME.view(free, ARCH)
    after, _ = act(trapped, MUMMY, "end")
    assert GAME.to_act(after) == (ARCH,)


def test_d2b2_the_mummy_ends_by_herself_when_everybody_sees_she_has_nothing_left() -> None:
    s, events = act(_mummy_with("mummy", (ATTACK,)), MUMMY, f"place {ATTACK} 1")
    assert GAME.to_act(s) == (ARCH,) and s.plan is not None and s.plan.mummy_moved


def _market(bag_arch: int, bag_gang: int, rot: int = 1, players: int = 3) -> State:
    events: list = []
    s = replace(planning(players), plan=None, start=ARCH)
    s = settle(begin_market(s, events), events)
    s, _ = act(s, MUMMY, f"rot {rot}")
    s, _ = act(s, ARCH, f"bag {bag_arch}")
    s, _ = act(s, GANG, f"bag {bag_gang}")
    for seat in range(OCC, players):
        s, _ = act(s, seat, "bag 3")
    return s


def _traders(bag_arch: int, bag_gang: int) -> State:
    s = _market(bag_arch, bag_gang)
    s, _ = act(s, ARCH, "trade")
    s, _ = act(s, GANG, "trade")
    return s


def test_d4b32_a_bidder_whose_bag_cannot_cover_the_bid_is_asked_to_pass() -> None:
    worlds = []
    for bag in (1, 8):
        s = _traders(8, bag)
        s, _ = act(s, ARCH, f"name {REVOLVER}")
        s, _ = act(s, ARCH, "bid 3")
        worlds.append(s)
    poor, rich = worlds
    assert poor.market is not None and poor.market.step == BID
    assert GAME.to_act(poor) == GAME.to_act(rich) == (GANG,)
    assert legal(poor, GANG) == ["pass"] and "bid 4" in legal(rich, GANG)
    assert GAME.view(poor, ARCH) == GAME.view(rich, ARCH)
    s, events = act(poor, GANG, "pass")
    assert s.persons[pid("archaeologist")].gear == (REVOLVER,)


def test_d4b32_a_trader_with_an_empty_bag_is_asked_to_pass_instead_of_naming() -> None:
    worlds = []
    for bag in (0, 5):
        s = _traders(5, bag)
        s, _ = act(s, ARCH, "pass")
        worlds.append(s)
    empty, full = worlds
    assert empty.market is not None and empty.market.step == NAME
    assert GAME.to_act(empty) == GAME.to_act(full) == (GANG,)
    assert legal(empty, GANG) == ["pass"] and len(legal(full, GANG)) > 1
    assert GAME.view(empty, ARCH) == GAME.view(full, ARCH)


def _lone(bag: int, rot: int) -> State:
    """The archaeologist trades alone; the gangster and the occultist rob each other."""
    s = _market(bag, 3, rot, players=4)
    s, _ = act(s, ARCH, "trade")
    s, _ = act(s, GANG, "steal")
    s, _ = act(s, OCC, "steal")
    s, _ = act(s, GANG, f"victim {OCC}")
    s, _ = act(s, OCC, f"victim {GANG}")
    assert s.market is not None and not s.market.known[ARCH]
    return s


def test_d4b4_a_lone_trader_who_cannot_pay_for_any_card_is_asked() -> None:
    poor, rich = _lone(1, GIRL_ITEM), _lone(5, GIRL_ITEM)
    assert poor.market is not None and poor.market.step == LONE
    assert GAME.to_act(poor) == GAME.to_act(rich) == (ARCH,)
    assert legal(poor, ARCH) == ["done"] and len(legal(rich, ARCH)) > 1
    assert GAME.view(poor, GANG) == GAME.view(rich, GANG)


def test_d4b4_a_girlfriend_too_dear_for_the_bag_is_declined_by_the_trader() -> None:
    worlds = []
    for bag in (2, 6):
        s = with_rolls(_lone(bag, 1), 5)
        s, events = act(s, ARCH, f"buy {GIRL_ITEM}")
        worlds.append(s)
    poor, rich = worlds
    assert poor.market is not None and poor.market.step == GIRL and poor.market.girl_price == 5
    assert GAME.to_act(poor) == GAME.to_act(rich) == (ARCH,)
    assert legal(poor, ARCH) == ["decline"] and legal(rich, ARCH) == ["accept", "decline"]
    assert GAME.view(poor, GANG) == GAME.view(rich, GANG)


def test_d4b31_a_bag_made_public_by_a_theft_is_passed_at_once() -> None:
    # The theft counted the bag in the open: everybody can tell it buys nothing for 1k.
    s = _market(2, 0, GIRL_ITEM)
    s, _ = act(s, ARCH, "trade")
    s = with_rolls(s, 1)
    s, events = act(s, GANG, "steal")
    assert [e.data["loot"] for e in events if e.kind == "theft"] == [1]
    assert s.market is None and s.round == 2  # the lone trader's "done" was played for him


def test_bots_answer_a_forced_choice_from_their_own_view() -> None:
    trapped, _ = act(_mummy_with("mummy", (ATTACK, TRAP)), MUMMY, f"place {ATTACK} 1")
    poor = with_rolls(_lone(2, 1), 5)
    poor, _ = act(poor, ARCH, f"buy {GIRL_ITEM}")
    for state, seat, answer in ((trapped, MUMMY, "end"), (poor, ARCH, "decline")):
        bot = make_rule_bot(7)
        choice = bot.choose(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat))
        assert GAME.encode_action(choice) == answer
        state, _ = GAME.apply(state, seat, choice)
        assert seat not in GAME.to_act(state) or GAME.legal_actions(state, seat) != (choice,)
