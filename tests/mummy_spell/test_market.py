"""D.4) Market: rot, wage raises, bag and safe, secret steal/trade, thefts, auctions, the lone trader."""

from __future__ import annotations

from dataclasses import replace

from pharaoh.games.mummy_spell.cards import EQUIPMENT, market_item
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.market import begin_market
from pharaoh.games.mummy_spell.rules import settle
from pharaoh.games.mummy_spell.state import BAG, CHOICE, HAND, State, slots_free

from .helpers import ARCH, GANG, OCC, act, cards, event, hire, legal, pid, planning, with_rolls

SHOTGUN, REVOLVER, HELMET = 1, 0, 4


def market(players: int = 3, start: int = 1) -> State:
    events: list = []
    s = replace(planning(players), plan=None, start=start)
    return settle(begin_market(s, events), events)


def to_bags(s: State, rot: int = SHOTGUN) -> State:
    s, _ = act(s, 0, f"rot {rot}")
    return s


def test_d4a_the_mummy_lets_one_item_rot_for_this_market() -> None:
    s = market()
    assert legal(s, 0)[0] == "rot 0"
    s = to_bags(s, SHOTGUN)
    assert s.market.rot == SHOTGUN and s.market.step == BAG


def test_d4b1_wage_raises_raise_courage() -> None:
    s = hire(market(), "local_a", ARCH, wage=2)
    s = to_bags(s)
    assert legal(s, ARCH) == [f"raise {pid('local_a')}", "done"]
    s, _ = act(s, ARCH, f"raise {pid('local_a')}")
    assert s.persons[pid("local_a")].wage == 3 and s.cash[ARCH] == 9
    from pharaoh.games.mummy_spell.state import courage

    assert courage(s, pid("local_a")) == 3


def test_d4b2_bags_are_packed_in_secret_at_the_same_time() -> None:
    s = to_bags(market())
    assert GAME.to_act(s) == (ARCH, GANG)
    s, events = act(s, GANG, "bag 4")
    assert events[0].for_seat(ARCH).data == {"seat": GANG}
    assert GAME.view(s, ARCH)["state"]["market"]["bags"][GANG] == -2
    assert GAME.view(s, GANG)["state"]["market"]["bags"][GANG] == 4
    assert GAME.to_act(s) == (ARCH,)


def test_d4b3_steal_or_trade_is_chosen_secretly_and_revealed_together() -> None:
    s = to_bags(market())
    s, _ = act(s, ARCH, "bag 5")
    s, _ = act(s, GANG, "bag 5")
    assert s.market.step == CHOICE and GAME.to_act(s) == (ARCH, GANG)
    s, _ = act(s, ARCH, "steal")
    assert GAME.view(s, GANG)["state"]["market"]["choices"][ARCH] == 2  # hidden
    s2, events = act(s, GANG, "trade")
    assert event(events, "reveal_choices") == {"thieves": [ARCH], "traders": [GANG]}


def test_d4b31_theft_succeeds_on_roll_times_1k_up_to_the_bag_and_takes_half() -> None:
    s = to_bags(market())
    s, _ = act(s, ARCH, "bag 2")
    s, _ = act(s, GANG, "bag 5")
    s, _ = act(s, ARCH, "steal")
    s = with_rolls(s, 5)
    s, events = act(s, GANG, "trade")  # one possible victim: the theft follows at once
    assert event(events, "theft") == {"seat": ARCH, "victim": GANG, "roll": 5, "bag": 5, "loot": 2}
    assert s.cash[ARCH] == 12 and s.cash[GANG] == 8


def test_d4b31_theft_fails_when_the_roll_is_above_the_bag() -> None:
    s = to_bags(market())
    s, _ = act(s, ARCH, "bag 2")
    s, _ = act(s, GANG, "bag 4")
    s, _ = act(s, ARCH, "steal")
    s = with_rolls(s, 5)
    s, events = act(s, GANG, "trade")
    assert event(events, "theft")["loot"] == 0 and s.cash[GANG] == 10


def test_d4b32_auctions_among_traders_helpers_bring_their_cards_and_wage() -> None:
    s = to_bags(market(4))
    for seat in (ARCH, GANG, OCC):
        s, _ = act(s, seat, "bag 6")
    for seat in (ARCH, GANG, OCC):
        s, _ = act(s, seat, "trade")
    item = market_item("helper", pid("professor"))
    assert GAME.to_act(s) == (ARCH,) and f"name {item}" in legal(s, ARCH)
    s, _ = act(s, ARCH, f"name {item}")
    assert "pass" not in legal(s, ARCH)  # naming is an opening bid
    s, _ = act(s, ARCH, "bid 2")
    s, _ = act(s, GANG, "bid 3")
    s, _ = act(s, OCC, "pass")
    s, _ = act(s, ARCH, "pass")
    assert s.persons[pid("professor")].owner == GANG and s.persons[pid("professor")].wage == 3
    assert all(s.cards[c].kind == HAND for c in cards("professor")) and s.cash[GANG] == 7
    assert GAME.to_act(s) == (GANG,)  # the next trader names a card


def test_d4b32_equipment_goes_to_a_person_with_a_free_slot() -> None:
    s = to_bags(market(4), HELMET)
    for seat in (ARCH, GANG, OCC):
        s, _ = act(s, seat, "bag 6")
    for seat in (ARCH, GANG, OCC):
        s, _ = act(s, seat, "trade")
    s, _ = act(s, ARCH, f"name {SHOTGUN}")
    s, _ = act(s, ARCH, "bid 4")
    s, _ = act(s, GANG, "pass")
    s, events = act(s, OCC, "pass")
    assert s.persons[pid("archaeologist")].gear == (SHOTGUN,) and s.cash[ARCH] == 6
    assert not slots_free(s.persons[pid("archaeologist")], "hand")  # two hands full
    assert slots_free(s.persons[pid("archaeologist")], "head")
    assert EQUIPMENT[SHOTGUN].slot == "hands"


def test_d4b4_a_lone_trader_buys_two_cards_at_fixed_prices() -> None:
    s = to_bags(market())
    s, _ = act(s, ARCH, "bag 5")
    s, _ = act(s, GANG, "bag 0")
    s, _ = act(s, ARCH, "trade")
    s = with_rolls(s, 6)
    s, _ = act(s, GANG, "steal")
    bag = s.market.bags[ARCH]
    s, _ = act(s, ARCH, f"buy {market_item('helper', pid('local_b'))}")
    assert s.market.bags[ARCH] == bag - 3 and s.persons[pid("local_b")].wage == 3
    s, _ = act(s, ARCH, f"buy {REVOLVER}")
    assert legal(s, ARCH) == [
        f"equip {REVOLVER} {pid('archaeologist')}",
        f"equip {REVOLVER} {pid('local_b')}",
    ]
    s, _ = act(s, ARCH, f"equip {REVOLVER} {pid('local_b')}")
    assert s.persons[pid("local_b")].gear == (REVOLVER,) and s.cash[ARCH] == 5
    assert s.market is None and s.round == 2  # two cards bought: the market closed


def test_d4b4_the_girlfriends_price_is_rolled() -> None:
    s = to_bags(market())
    s, _ = act(s, ARCH, "bag 5")
    s, _ = act(s, GANG, "bag 0")
    s, _ = act(s, ARCH, "trade")
    s = with_rolls(s, 6, 4)  # the theft fails, then the girlfriend's price
    s, _ = act(s, GANG, "steal")
    girl = market_item("helper", pid("girlfriend"))
    s, events = act(s, ARCH, f"buy {girl}")
    assert event(events, "girl_price")["price"] == 4 and legal(s, ARCH) == ["accept", "decline"]
    s, _ = act(s, ARCH, "accept")
    assert s.persons[pid("girlfriend")].owner == ARCH and s.persons[pid("girlfriend")].wage == 4
