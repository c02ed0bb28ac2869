"""The tomb phase (rulebook: GRABPHASE), passing, round end and game end."""

from __future__ import annotations

from pharaoh.games.valley_kings.deck import supply
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.state import Phase, evolve

from .helpers import act, fight_state, finish_hiding, kinds, legal, names, run, side, state, table


def test_holder_opens_the_top_tomb() -> None:
    s = state(phase=Phase.TOMB_START, tomb_deck=("hatshepsut", "ramses_ii", "haremhab"))
    assert legal(s, 0) == {"open", "pass"}
    after, events = act(s, 0, "open")
    assert after.table is not None and names([after.table.tomb]) == ["haremhab"]
    assert names(after.tomb_deck) == ["hatshepsut", "ramses_ii"]
    assert kinds(events) == ["tomb_opened"] and (after.phase, after.actor) == (Phase.SEND, 0)


def test_pass_keeps_the_medallion_and_starts_a_new_round() -> None:
    s = state(phase=Phase.TOMB_START, holder=1, actor=1)
    after, events = act(s, 1, "pass")
    assert not after.sides[1].pass_marker and after.holder == 1 and after.round == 2
    assert (after.phase, after.actor) == (Phase.SPLIT, 1) and after.table is None
    assert "pass" in kinds(events)


def test_pass_only_once_per_game() -> None:
    s = state(side(pass_marker=False), phase=Phase.TOMB_START)
    assert legal(s, 0) == {"open"}


def test_when_opened_effects_come_first_holder_first() -> None:
    s = state(
        side(hand=["pit", "dog"]),
        side("montana_smith", hand=["cat", "mummy"]),
        phase=Phase.TOMB_START,
        holder=1,
        actor=1,
        tomb_deck=("seti_i",),
    )
    s, _ = act(s, 1, "open")
    assert (s.phase, s.actor) == (Phase.OPEN_DISCARD, 1)
    assert legal(s, 1) == {"discard:cat", "discard:mummy"}
    s, _ = act(s, 1, "discard:cat")
    assert (s.phase, s.actor) == (Phase.OPEN_DISCARD, 0)
    s, _ = act(s, 0, "discard:pit")
    assert (s.phase, s.actor) == (Phase.SEND, 1)
    assert names(s.discard) == ["cat", "pit"]


def test_holder_sends_first_then_the_other() -> None:
    s = state(
        side(camp=["dog", "camel"]),
        side("montana_smith", camp=["cat"]),
        phase=Phase.SEND,
        table=table("haremhab"),
    )
    assert legal(s, 0) == {"send:tara_wolf", "send:dog", "send:camel", "done"}
    s, _ = run(s, (0, "send:tara_wolf"), (0, "send:camel"), (0, "done"))
    assert (s.phase, s.actor) == (Phase.SEND, 1)
    assert names(s.sides[0].camp) == ["dog"]
    s, _ = run(s, (1, "send:cat"), (1, "done"))
    assert (s.phase, s.actor) == (Phase.HIDE, 0)


def test_tomb_limits_how_many_characters_enter() -> None:
    s = state(side(camp=["dog", "camel", "cat"]), phase=Phase.SEND, table=table("hatshepsut"))
    s, _ = run(s, (0, "send:dog"), (0, "send:camel"))
    assert legal(s, 0) == {"done"}


def test_holder_sending_nobody_hands_the_tomb_over_at_once() -> None:
    s = state(phase=Phase.SEND, table=table("ramses_ii"), holder=0, actor=0)
    after, events = act(s, 0, "done")
    assert names(after.sides[1].tombs) == ["ramses_ii"] and after.table is None
    assert "forfeit" in kinds(events) and "fight" not in kinds(events)
    assert after.holder == 1 and (after.phase, after.actor) == (Phase.SPLIT, 1)


def test_other_sending_nobody_gives_the_holder_the_tomb_and_the_group_leaves_it() -> None:
    s = state(side(camp=["dog", "monkey", "cat"]), phase=Phase.SEND, table=table("ramses_ii"))
    s, _ = run(s, (0, "send:tara_wolf"), (0, "send:dog"), (0, "send:monkey"), (0, "done"))
    after, events = act(s, 1, "done")
    assert names(after.sides[0].tombs) == ["ramses_ii"] and "fight" not in kinds(events)
    assert sorted(names(after.sides[0].camp)) == ["cat", "monkey"] and names(after.discard) == ["dog"]


def test_variant_two_coins_once_for_sending_nobody() -> None:
    s = state(phase=Phase.SEND, table=table("ramses_ii"), coin_variant=True)
    after, events = act(s, 0, "done")
    assert after.sides[0].coins == 2 and not after.sides[0].coin_bonus
    assert "forfeit_coins" in kinds(events)
    again = state(side(coin_bonus=False), phase=Phase.SEND, table=table("ramses_ii"), coin_variant=True)
    assert act(again, 0, "done")[0].sides[0].coins == 0
    plain = state(phase=Phase.SEND, table=table("ramses_ii"))
    assert act(plain, 0, "done")[0].sides[0].coins == 0


def test_holder_lays_obstacles_and_papyrus_face_down_and_one_bluff() -> None:
    hand = ["pit", "mummy", "dog", "camel"]
    s = state(
        side(hand=hand, papyrus=["high_priest"]),
        phase=Phase.HIDE,
        table=table("haremhab", ["tara_wolf"], ["montana_smith"]),
    )
    assert legal(s, 0) == {"hide:pit", "hide:mummy", "hide:dog", "hide:camel", "hide:high_priest", "done"}
    s, _ = act(s, 0, "hide:dog")
    assert legal(s, 0) == {"hide:pit", "hide:mummy", "hide:high_priest", "done"}  # one bluff only
    s, _ = run(s, (0, "hide:pit"), (0, "hide:high_priest"), (0, "done"))
    assert (s.phase, s.actor) == (Phase.HIDE, 1)
    assert s.table is not None and sorted(names(s.table.hidden[0])) == ["dog", "high_priest", "pit"]


def test_the_other_player_lays_obstacles_and_papyrus_but_no_bluff() -> None:
    s = state(
        b=side("montana_smith", hand=["pit", "dog"], papyrus=["scarab_swarm"]),
        phase=Phase.HIDE,
        actor=1,
        table=table("haremhab", ["tara_wolf"], ["montana_smith"]),
    )
    assert legal(s, 1) == {"hide:pit", "hide:scarab_swarm", "done"}


def test_face_down_cards_stay_hidden_until_all_are_turned_up() -> None:
    s = state(
        side(hand=["mummy"]), phase=Phase.HIDE, table=table("haremhab", ["tara_wolf"], ["montana_smith"])
    )
    s, events = act(s, 0, "hide:mummy")
    hide = events[0]
    assert hide.for_seat(0).data["card"] == "mummy"  # type: ignore[union-attr]
    assert "card" not in hide.for_seat(1).data and "card" not in hide.for_seat(None).data  # type: ignore[union-attr]
    other = GAME.view(s, 1)["table"]["hidden"][0]
    assert other == {"count": 1, "hand": 1, "papyrus": 0, "cards": None}
    assert GAME.view(s, 0)["table"]["hidden"][0]["cards"] == ["mummy"]
    s, _ = run(s, (0, "done"))
    s, events = act(s, 1, "done")
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.audience is None and reveal.data["cards"] == [["mummy"], []]


def test_traps_go_off_holder_first_one_by_one_in_the_chosen_order() -> None:
    s = fight_state(
        sent0=["tara_wolf", "dog", "camel"],
        sent1=["montana_smith", "cat", "porter"],
        hidden0=["pit", "snake_pit"],
        hidden1=["boulder"],
        holder=0,
    )
    s = finish_hiding(s)
    assert (s.phase, s.actor) == (Phase.TRAPS, 0)
    # Own characters are targets too (ruling 2.9): the dog (2) for the pit, dog and camel for the snakes.
    assert legal(s, 0) == {
        "trap:pit>montana_smith",
        "trap:pit>porter",
        "trap:pit>cat",
        "trap:pit>own:dog",
        "trap:snake_pit>cat",
        "trap:snake_pit>own:dog",
        "trap:snake_pit>own:camel",
    }
    s, _ = act(s, 0, "trap:snake_pit>cat")
    assert legal(s, 0) == {"trap:pit>montana_smith", "trap:pit>porter", "trap:pit>own:dog"}
    s, _ = act(s, 0, "trap:pit>porter")
    assert (s.phase, s.actor) == (Phase.TRAPS, 1)
    assert legal(s, 1) == {"trap:boulder>dog", "trap:boulder>camel"}


def test_ruling_2_9_a_trap_hits_only_characters_sent_in_never_undead_or_the_camp() -> None:
    s = fight_state(
        sent0=["tara_wolf"],
        sent1=["montana_smith"],
        hidden0=["mummy"],
        hidden1=["cave_in", "skeleton"],
        holder=0,
        b=side("montana_smith", camp=["dog"]),
    )
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:cave_in>tara_wolf", "trap:cave_in>own:montana_smith"}


def test_ruling_2_9_any_character_sent_in_is_a_target_ones_own_included() -> None:
    # „Bei jeder Falle wählt er einen beliebigen Charakter als Ziel aus. Es dürfen nur Charaktere
    # ausgewählt werden, die zuvor ins Grab geschickt worden sind.“  The snakes find no animal of
    # the holder's: the only animal sent in is the trapper's own dog, and a target must be chosen.
    s = fight_state(
        sent0=["tara_wolf", "porter"], sent1=["montana_smith", "dog"], hidden1=["snake_pit"], holder=0
    )
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:snake_pit>own:dog"}
    s, events = act(s, 1, "trap:snake_pit>own:dog")
    trap = events[0]
    assert trap.data["result"] == "out" and trap.data["victim"] == 1 and trap.data["target"] == "dog"
    assert names(s.discard)[:2] == ["snake_pit", "dog"]
    assert "aus der eigenen Gruppe" in GAME.describe_event(trap, "de")
    assert "own group" in GAME.describe_event(trap, "en")
    fight = next(e for e in events if e.kind == "fight")
    assert fight.data["strengths"] == [4 + 1, 2]


def test_ruling_2_9_protections_follow_their_own_text_for_ones_own_traps() -> None:
    # Bodyguard and Starlet speak of the opponent's traps only; the Falcon of every trap.
    s = fight_state(
        sent0=["tara_wolf"],
        sent1=["montana_smith", "bodyguard", "starlet", "falcon"],
        hidden1=["cave_in"],
        holder=0,
    )
    s = finish_hiding(s)
    assert legal(s, 1) == {
        "trap:cave_in>tara_wolf",
        "trap:cave_in>own:montana_smith",
        "trap:cave_in>own:bodyguard",
        "trap:cave_in>own:starlet",
    }


def test_ruling_2_9_montana_dodges_the_first_opposing_trap_whatever_it_aims_at() -> None:
    s = fight_state(
        sent0=["montana_smith"], sent1=["tara_wolf", "dog"], hidden1=["pit"], holder=0,
        a=side("montana_smith"), b=side("tara_wolf"),
    )  # fmt: skip
    s = finish_hiding(s)
    s, events = act(s, 1, "trap:pit>own:dog")
    assert events[0].data["result"] == "dodged"
    assert s.table is None or "dog" in names(s.table.sent[1])


def test_ruling_2_9_the_doctor_saves_a_character_hit_by_its_owners_own_trap() -> None:
    s = fight_state(
        sent0=["tara_wolf"],
        sent1=["montana_smith", "dog"],
        hidden1=["snake_pit"],
        holder=0,
        b=side("montana_smith", camp=["doctor"]),
    )
    s = finish_hiding(s)
    s, events = act(s, 1, "trap:snake_pit>own:dog")
    assert events[0].data["result"] == "healed" and sorted(names(s.sides[1].camp)) == ["doctor", "dog"]


def test_a_trap_without_a_legal_target_does_nothing() -> None:
    s = fight_state(sent0=["tara_wolf", "camel"], hidden1=["snake_pit"], holder=0)
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:snake_pit>camel"}
    s2 = fight_state(sent0=["tara_wolf"], hidden1=["snake_pit"], holder=0)
    s2 = finish_hiding(s2)
    assert legal(s2, 1) == {"trap:snake_pit"}
    after, events = act(s2, 1, "trap:snake_pit")
    assert events[0].data["result"] == "no_target" and names(after.discard) == ["snake_pit"]


def test_an_adventurer_put_out_goes_home_and_does_not_count() -> None:
    s = fight_state(
        sent0=["tara_wolf", "camel"], sent1=["montana_smith", "dog"], hidden1=["cave_in"], holder=1
    )
    s = finish_hiding(s)
    s, events = act(s, 1, "trap:cave_in>tara_wolf")
    assert events[0].data["result"] == "home"
    fight = next(e for e in events if e.kind == "fight")
    assert fight.data["strengths"] == [3, 4]  # camel 3 against Montana 2 (no strength bonus) + dog 2
    assert "tara_wolf" not in names(s.discard)


def test_strengths_are_summed_and_the_higher_group_wins() -> None:
    s = fight_state(
        tomb="ramses_ii", sent0=["tara_wolf"], sent1=["montana_smith", "camel"], hidden1=["mummy"], holder=0
    )
    s, events = act(s, 1, "done")
    fight = next(e for e in events if e.kind == "fight")
    # Tara 2 + 2 for her medallion ability against Montana 2 + camel 3 + mummy 2.
    assert fight.data["strengths"] == [4, 7] and fight.data["winner"] == 1
    assert names(s.sides[1].tombs) == ["ramses_ii"]


def test_the_holder_wins_ties() -> None:
    s = fight_state(tomb="ramses_ii", sent0=["tara_wolf"], sent1=["montana_smith", "dog"], holder=0)
    s, events = act(s, 1, "done")
    fight = next(e for e in events if e.kind == "fight")
    assert fight.data["strengths"] == [4, 4] and fight.data["winner"] == 0


def test_after_the_tomb_adventurers_go_home_the_rest_is_discarded_but_the_monkey() -> None:
    s = fight_state(
        sent0=["tara_wolf", "monkey", "dog"],
        sent1=["montana_smith", "camel"],
        hidden0=["mummy", "cat"],
        hidden1=["skeleton"],
        holder=0,
    )
    s, _ = act(s, 1, "done")
    assert names(s.sides[0].camp) == ["monkey"]
    assert sorted(names(s.discard)) == ["camel", "cat", "dog", "mummy", "skeleton"]  # the bluff cat too


def test_papyrus_cards_leave_the_game_once_used() -> None:
    s = fight_state(
        sent0=["tara_wolf", "dog"],
        sent1=["montana_smith"],
        hidden0=["high_priest"],
        hidden1=["pharaohs_curse"],
        holder=0,
    )
    s = finish_hiding(s)
    s, _ = act(s, 1, "trap:pharaohs_curse>dog")
    assert names(s.sides[0].used_papyrus) == ["high_priest"]
    assert names(s.sides[1].used_papyrus) == ["pharaohs_curse"]
    assert not {"high_priest", "pharaohs_curse"} & set(names(s.discard))


def test_the_medallion_passes_after_the_tomb() -> None:
    s = fight_state(holder=0)
    s, events = act(s, 1, "done")
    assert s.holder == 1 and s.round == 2 and (s.phase, s.actor) == (Phase.SPLIT, 1)
    assert kinds(events)[-1] == "medallion" and events[-1].data["seat"] == 1


def test_first_to_four_tombs_wins() -> None:
    s = fight_state(a=side(tombs=["hatshepsut", "ramses_ii", "seti_i"]), holder=0)
    s, events = act(s, 1, "done")
    assert s.phase == Phase.OVER and GAME.to_act(s) == ()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == frozenset({0}) and outcome.side == "start_player"
    assert kinds(events)[-1] == "game_over"


def test_short_game_variant_three_tombs_win() -> None:
    s = evolve(fight_state(a=side(tombs=["hatshepsut", "ramses_ii"]), holder=0), win_tombs=3)
    s, _ = act(s, 1, "done")
    assert s.phase == Phase.OVER and s.winner == 0


def test_the_ability_works_only_with_the_medallion_and_inside_the_tomb() -> None:
    # Tara Wolf (+2) without the medallion: plain strength 2 (Heinrich, holding it, has his +1).
    s = fight_state(
        tomb="ramses_ii",
        sent0=["tara_wolf"],
        sent1=["heinrich_von_karloff"],
        holder=1,
        b=side("heinrich_von_karloff"),
    )
    s, events = act(s, 0, "done")
    assert next(e for e in events if e.kind == "fight").data["strengths"] == [2, 3]
    # With the medallion but staying in the camp: no bonus for a group without her.
    s = fight_state(tomb="ramses_ii", sent0=["dog"], sent1=["montana_smith"], holder=0)
    s, events = act(s, 1, "done")
    assert next(e for e in events if e.kind == "fight").data["strengths"] == [2, 2]


def test_the_supply_holds_what_the_players_do_not() -> None:
    s = state(side(coins=2), side("montana_smith", coins=2))
    assert supply(s) == 4


def test_hindernisse_ausspielen_a_player_with_nothing_to_lay_is_still_asked() -> None:
    # Issue #12: a turn that ends by itself would tell the holder that the other player holds no
    # obstacle and no papyrus card.  The other player is asked, "done" as the only choice.
    empty = state(
        b=side("montana_smith", hand=["dog", "cat"]),
        phase=Phase.HIDE,
        table=table("haremhab", ["tara_wolf"], ["montana_smith"]),
    )
    armed = evolve(empty, sides=(empty.sides[0], side("montana_smith", hand=["dog", "pit"])))
    for s in (empty, armed):
        s, _ = act(s, 0, "done")
        assert (s.phase, s.actor) == (Phase.HIDE, 1) and GAME.to_act(s) == (1,)
    assert GAME.view(act(empty, 0, "done")[0], 0) == GAME.view(act(armed, 0, "done")[0], 0)
    assert legal(act(empty, 0, "done")[0], 1) == {"done"}


def test_grab_des_sethos_skips_only_an_empty_hand_which_everyone_can_count() -> None:
    # A seat is passed over only where its hand count (public: „wie viele … Karten er hat“) is 0.
    s = state(
        side(hand=["pit"]),
        side("montana_smith", hand=[]),
        phase=Phase.TOMB_START,
        tomb_deck=("seti_i",),
    )
    s, _ = act(s, 0, "open")
    assert (s.phase, s.actor) == (Phase.OPEN_DISCARD, 0)
    s, _ = act(s, 0, "discard:pit")
    assert (s.phase, s.actor) == (Phase.SEND, 0)
    assert GAME.view(s, 0)["players"][1]["hand_count"] == 0
