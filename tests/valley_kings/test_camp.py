"""The camp phase (rulebook: LAGERPHASE): resources, playing cards, tidying up."""

from __future__ import annotations

from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.state import Phase, evolve

from .helpers import act, c, kinds, legal, names, run, side, state


def test_resources_are_four_split_between_coins_and_cards() -> None:
    s = state(phase=Phase.SPLIT)
    assert legal(s, 0) == {f"split:{n}" for n in range(5)}
    for coins in range(5):
        after, _ = act(s, 0, f"split:{coins}")
        assert after.sides[0].coins == coins
        assert len(after.sides[0].hand) == 4 - coins
        assert after.phase == Phase.CAMP and after.actor == 0


def test_the_split_is_chosen_before_taking_and_told_to_the_opponent() -> None:
    s = state(phase=Phase.SPLIT)
    after, events = act(s, 0, "split:1")
    split = next(e for e in events if e.kind == "split")
    assert split.audience is None and split.data["coins"] == 1 and split.data["cards"] == 3
    draw = next(e for e in events if e.kind == "draw")
    assert draw.for_seat(1) is not None and "cards" not in draw.for_seat(1).data  # type: ignore[union-attr]
    assert GAME.view(after, 1)["players"][0]["split"] == 1


def test_coins_come_from_the_limited_supply() -> None:
    s = state(side(coins=2), side("montana_smith", coins=4), phase=Phase.SPLIT)
    after, events = act(s, 0, "split:4")
    assert after.sides[0].coins == 4  # only 2 were left of the 8
    assert next(e for e in events if e.kind == "split").data["coins_got"] == 2


def test_an_empty_deck_reshuffles_the_discard_pile() -> None:
    s = state(phase=Phase.SPLIT, deck=("dog",), discard=("camel", "cat", "mummy"))
    after, events = act(s, 0, "split:0")
    assert "reshuffle" in kinds(events)
    assert sorted(names(after.sides[0].hand)) == ["camel", "cat", "dog", "mummy"]
    assert after.deck == () and after.discard == ()


def test_ruling_3_2_a_reshuffle_teaches_nobody_the_others_hand() -> None:
    # "Allerdings darfst du nicht den Ablagestapel durchsehen": nobody knows what the pile held,
    # so the cards left in hands stay unknown when it becomes the deck.
    s = state(
        side(hand=["pit"]),
        side("montana_smith", hand=["mummy", "dog"]),
        phase=Phase.SPLIT,
        deck=("cat",),
        discard=("camel", "porter"),
    )
    after, events = act(s, 0, "split:2")
    assert "reshuffle" in kinds(events)
    assert after.sides[0].seen == () and after.sides[1].seen == ()
    for seat in (0, 1):
        known = GAME.view(after, seat)["known"]
        assert known == {"opponent_hand": [], "opponent_knows": []}


def test_drawing_from_an_empty_deck_and_empty_discard_draws_nothing() -> None:
    s = state(phase=Phase.SPLIT, deck=("dog",), discard=())
    after, _ = act(s, 0, "split:0")
    assert names(after.sides[0].hand) == ["dog"]


def test_playing_a_companion_pays_its_cost_into_the_supply() -> None:
    s = state(side(hand=["camel", "legionnaire"], coins=3))
    after, events = act(s, 0, "play:legionnaire")
    assert after.sides[0].coins == 0 and names(after.sides[0].camp) == ["legionnaire"]
    assert kinds(events) == ["play"]


def test_a_card_that_costs_more_than_ones_coins_cannot_be_played() -> None:
    s = state(side(hand=["legionnaire", "camel"], coins=2))
    assert legal(s, 0) == {"play:camel", "end"}


def test_cards_without_cost_are_played_for_free() -> None:
    s = state(side(hand=["cat", "porter", "starlet"], coins=0))
    assert legal(s, 0) == {"play:cat", "play:porter", "play:starlet", "end"}
    after, _ = act(s, 0, "play:cat")
    assert names(after.sides[0].camp) == ["cat"]


def test_obstacles_cannot_be_played_in_the_camp_phase() -> None:
    s = state(side(hand=["pit", "mummy", "skeleton"], papyrus=["pharaohs_curse"], coins=2))
    assert legal(s, 0) == {"end"}


def test_on_play_effects_happen_even_when_they_can_do_nothing() -> None:
    # The Thief may be played although the opponent has no coin.
    s = state(side(hand=["thief"], coins=1), side("montana_smith", coins=0))
    after, events = act(s, 0, "play:thief")
    assert names(after.sides[0].camp) == ["thief"] and after.sides[0].coins == 0
    assert kinds(events) == ["play"]


def test_on_play_effects_happen_only_when_played_from_hand() -> None:
    # A Worker taken by the Sorceress draws nothing for its new owner.
    s = state(side(hand=["sorceress"], coins=3), side("montana_smith", camp=["worker"]))
    after, events = act(s, 0, "play:sorceress>worker")
    assert sorted(names(after.sides[0].camp)) == ["sorceress", "worker"]
    assert after.sides[0].hand == () and "draw" not in kinds(events)


def test_end_of_camp_discard_down_to_five_cards() -> None:
    hand = ["pit", "mummy", "dog", "cat", "camel", "skeleton", "porter"]
    s = state(side(hand=hand, coins=0))
    after, _ = act(s, 0, "end")
    assert after.phase == Phase.HAND_LIMIT and after.actor == 0
    assert legal(after, 0) == {f"discard:{x}" for x in hand}
    after, events = run(after, (0, "discard:cat"), (0, "discard:dog"))
    assert len(after.sides[0].hand) == 5 and names(after.discard)[-2:] == ["cat", "dog"]
    assert after.phase == Phase.SPLIT and after.actor == 1  # the other camp phase starts
    assert all(e.audience is None for e in events if e.kind == "discard")


def test_end_of_camp_coins_above_two_go_back() -> None:
    s = state(side(coins=4))
    after, events = act(s, 0, "end")
    assert after.sides[0].coins == 2 and "return_coins" in kinds(events)


def test_papyrus_cards_are_not_hand_cards_for_the_limit() -> None:
    s = state(side(hand=["pit", "mummy", "dog", "cat", "camel"], papyrus=["high_priest", "scarab_swarm"]))
    after, _ = act(s, 0, "end")
    assert after.phase == Phase.SPLIT and after.actor == 1


def test_camp_phase_of_the_holder_then_of_the_other_then_the_tomb() -> None:
    s = state(phase=Phase.SPLIT, holder=1, actor=1)
    s, _ = run(s, (1, "split:2"), (1, "end"))
    assert (s.phase, s.actor) == (Phase.SPLIT, 0)
    s, _ = run(s, (0, "split:2"), (0, "end"))
    assert (s.phase, s.actor) == (Phase.TOMB_START, 1)


def test_only_the_seat_to_act_has_actions() -> None:
    s = state()
    assert GAME.legal_actions(s, 1) == () and GAME.to_act(s) == (0,)
    s = evolve(s, sides=(s.sides[0], side("montana_smith", hand=["dog"], coins=1)))
    assert GAME.legal_actions(s, 1) == ()
    assert c("dog") == s.sides[1].hand
