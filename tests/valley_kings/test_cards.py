"""Every card of the data file: the counts of the rulebook and each effect kind in play."""

from __future__ import annotations

from collections import Counter

import pytest

from pharaoh.games.valley_kings.cards import CARDS, INDEX, catalog
from pharaoh.games.valley_kings.effects import ON_PLAY, TARGETS
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.state import Phase

from .helpers import act, fight_state, finish_hiding, kinds, legal, names, run, side, state, table

EFFECT_KINDS_IN_CODE = {
    *ON_PLAY,
    *TARGETS,
    # camp effects (effects.py), strength and trap effects (strength.py, tomb.py)
    "extra_coin", "extra_card", "hand_limit", "trap_medic", "see_tomb",
    "gang_bonus", "pack_bonus", "animal_bonus", "undead_malus", "decoy", "guard_adventurer",
    "untargetable", "survives", "ambush_bonus", "eliminate",
    "self_bonus", "dodge_first_trap", "undead_bonus", "obstacle_bonus",
    "limit", "open_discard", "adventurer_bonus", "open_draw",
}  # fmt: skip


def strengths(events: tuple[object, ...]) -> list[int]:
    return next(e.data["strengths"] for e in events if e.kind == "fight")  # type: ignore[attr-defined]


def test_card_counts_are_those_of_the_rulebook() -> None:
    counts = Counter()
    for card in CARDS:
        counts[card.type] += card.copies
    assert counts == {
        "adventurer": 4, "companion": 40, "animal": 16, "trap": 12, "undead": 12, "papyrus": 10, "tomb": 7,
    }  # fmt: skip


NAMED = (
    "Tara Wolf",
    "Montana Smith",
    "Heinrich von Karloff",
    "Susan Copperstone",
    "Diebin",
    "Söldner",
    "Reporter",
    "Spionin",
    "Ärztin",
    "Gönner",
    "Schmuggler",
    "Seher",
    "Vorarbeiter",
    "Wüstenräuber",
    "Schakal",
    "Affe",
    "Grab des Sethos I.",
    "Grab des Haremhab",
    "Grab der Hatschepsut",
    "Grab Ramses' II.",
    "Grab Amenhoteps III.",
    "Grab Thutmosis' III.",
    "Priester",
    "Zauberin",
    "Attentäter",
    "Tierbändigerin",
    "Arbeiter",
    "Archäologin",
    "Filmsternchen",
)
"""Cards named by the rulebook and the notes."""


def test_named_cards_of_rulebook_and_notes_exist() -> None:
    de = {card.name["de"] for card in CARDS}
    assert set(NAMED) <= de, set(NAMED) - de


def test_every_card_has_texts_in_both_languages_and_a_known_effect() -> None:
    faces = catalog()
    assert len(faces) == len(CARDS)
    for card in CARDS:
        assert card.name["de"] and card.name["en"] and card.text["de"] and card.text["en"]
        assert card.effect == "" or card.effect in EFFECT_KINDS_IN_CODE, card.id
        assert faces[card.id]["name"] == dict(card.name)


# --- adventurers (with the medallion, inside the tomb) ---------------------------------------------


def test_tara_wolf_has_plus_two() -> None:
    _, events = act(fight_state(tomb="ramses_ii", holder=0), 1, "done")
    assert strengths(events) == [4, 2]


def test_montana_smith_dodges_the_first_trap() -> None:
    s = fight_state(
        sent0=["tara_wolf"],
        sent1=["montana_smith", "camel"],
        hidden0=["cave_in", "boulder"],
        holder=1,
        b=side("montana_smith"),
    )
    s = finish_hiding(s)
    assert (s.phase, s.actor) == (Phase.TRAPS, 0)
    s, events = act(s, 0, "trap:boulder>camel")
    assert events[0].data["result"] == "dodged" and s.table is not None
    assert sorted(names(s.table.sent[1])) == ["camel", "montana_smith"]
    s, events = act(s, 0, "trap:cave_in>camel")
    assert events[0].data["result"] == "out"
    # No strength bonus since session 9 (rulings 1.4, 6): Montana counts his printed 2.
    assert strengths(events) == [2, 2]


def test_heinrich_von_karloff_has_plus_one_and_gives_each_undead_plus_one() -> None:
    s = fight_state(
        tomb="ramses_ii",
        sent0=["heinrich_von_karloff"],
        hidden0=["mummy", "skeleton"],
        a=side("heinrich_von_karloff"),
        holder=0,
    )
    _, events = act(s, 1, "done")
    assert strengths(events) == [2 + 1 + 3 + 2, 2]


def test_susan_copperstone_has_plus_one_per_opposing_obstacle() -> None:
    s = fight_state(
        tomb="ramses_ii",
        sent0=["susan_copperstone", "dog"],
        hidden1=["mummy", "pit"],
        a=side("susan_copperstone"),
        holder=0,
    )
    s = finish_hiding(s)
    # Her bonus counts for trap limits too: with 2 + 2 she is out of the pit's reach.
    # (Montana, without the medallion, is within reach of his own pit: ruling 2.9.)
    assert legal(s, 1) == {"trap:pit>dog", "trap:pit>own:montana_smith"}
    s, events = act(s, 1, "trap:pit>dog")
    assert strengths(events) == [2 + 2, 2 + 2]
    s = fight_state(
        tomb="ramses_ii",
        sent0=["susan_copperstone"],
        hidden1=["mummy", "skeleton"],
        a=side("susan_copperstone"),
        holder=0,
    )
    _, events = act(s, 1, "done")
    assert strengths(events) == [2 + 2, 2 + 2 + 1]


# --- companions: on play -----------------------------------------------------------------------------


def test_worker_draws_one_card() -> None:
    s, events = act(state(side(hand=["worker"], coins=1)), 0, "play:worker")
    assert len(s.sides[0].hand) == 1 and "draw" in kinds(events)


def test_archaeologist_draws_two_cards() -> None:
    s, _ = act(state(side(hand=["archaeologist"], coins=2)), 0, "play:archaeologist")
    assert len(s.sides[0].hand) == 2


def test_thief_takes_a_coin_from_the_opponent() -> None:
    s, events = act(state(side(hand=["thief"], coins=1), side("montana_smith", coins=2)), 0, "play:thief")
    assert (s.sides[0].coins, s.sides[1].coins) == (1, 1) and "steal_coin" in kinds(events)


def test_mercenary_makes_the_opponent_discard_a_card_of_their_choice() -> None:
    s = state(
        side(hand=["mercenary"], coins=2), side("montana_smith", hand=["pit", "dog"], papyrus=["high_priest"])
    )
    s, _ = act(s, 0, "play:mercenary")
    assert (s.phase, s.actor) == (Phase.FORCED_DISCARD, 1)
    assert legal(s, 1) == {"discard:pit", "discard:dog"}  # never a papyrus card
    s, _ = act(s, 1, "discard:dog")
    assert (s.phase, s.actor) == (Phase.CAMP, 0) and names(s.discard) == ["dog"]
    empty = state(side(hand=["mercenary"], coins=2))
    assert act(empty, 0, "play:mercenary")[0].phase == Phase.CAMP


def test_sorceress_takes_a_companion_of_strength_two_or_less() -> None:
    s = state(
        side(hand=["sorceress"], coins=3), side("montana_smith", camp=["legionnaire", "mercenary", "dog"])
    )
    assert legal(s, 0) == {"play:sorceress>mercenary", "end"}
    s, _ = act(s, 0, "play:sorceress>mercenary")
    assert "mercenary" in names(s.sides[0].camp) and "mercenary" not in names(s.sides[1].camp)
    alone = state(side(hand=["sorceress"], coins=3), side("montana_smith", camp=["legionnaire"]))
    assert legal(alone, 0) == {"play:sorceress", "end"}


def test_assassin_discards_a_companion_of_strength_two_or_less_from_the_opponents_camp() -> None:
    s = state(side(hand=["assassin"], coins=2), side("montana_smith", camp=["patron", "camel"]))
    assert legal(s, 0) == {"play:assassin>patron", "end"}
    s, _ = act(s, 0, "play:assassin>patron")
    assert names(s.sides[1].camp) == ["camel"] and names(s.discard) == ["patron"]


def test_spy_takes_a_random_card_from_the_opponents_hand() -> None:
    s = state(side(hand=["spy"], coins=2), side("montana_smith", hand=["mummy"], papyrus=["high_priest"]))
    s, events = act(s, 0, "play:spy")
    assert names(s.sides[0].hand) == ["mummy"] and s.sides[1].hand == ()
    assert names(s.sides[1].seen) == ["mummy"]  # the victim knows what it lost
    steal = next(e for e in events if e.kind == "steal_card")
    assert steal.for_seat(None).data == {"seat": 0, "from": 1}  # type: ignore[union-attr]
    assert s.sides[1].papyrus != ()


def test_reporter_shows_the_opponents_hand() -> None:
    s = state(side(hand=["reporter"], coins=1), side("montana_smith", hand=["pit", "dog"]))
    s, events = act(s, 0, "play:reporter")
    assert sorted(names(s.sides[0].seen)) == ["dog", "pit"]
    assert sorted(GAME.view(s, 0)["known"]["opponent_hand"]) == ["dog", "pit"]
    assert sorted(GAME.view(s, 1)["known"]["opponent_knows"]) == ["dog", "pit"]
    shown = next(e for e in events if e.kind == "hand_shown")
    assert "cards" not in shown.for_seat(None).data  # type: ignore[union-attr]
    # A card shown and later played in the open is no longer counted in the hand.
    s = act(s, 0, "end")[0]
    s = act(s, 1, "split:4")[0]
    s = act(s, 1, "end")[0]
    assert sorted(names(s.sides[0].seen)) == ["dog", "pit"]


# --- companions: while in the camp -------------------------------------------------------------------


def test_patron_gives_a_coin_at_the_start_of_the_camp_phase() -> None:
    s = state(b=side("montana_smith", camp=["patron"]))
    s, events = act(s, 0, "end")
    assert s.sides[1].coins == 1 and "bonus_coins" in kinds(events)


def test_foreman_draws_an_extra_card_when_taking_resources() -> None:
    s, _ = act(state(side(camp=["foreman"]), phase=Phase.SPLIT), 0, "split:2")
    assert len(s.sides[0].hand) == 3


def test_smuggler_raises_the_hand_limit_to_seven() -> None:
    hand = ["pit", "mummy", "dog", "cat", "camel", "skeleton", "porter"]
    s, _ = act(state(side(hand=hand, camp=["smuggler"])), 0, "end")
    assert s.phase == Phase.SPLIT and s.actor == 1 and len(s.sides[0].hand) == 7


def test_seer_shows_the_next_tomb_to_its_owner_only() -> None:
    s = state(side(camp=["seer"]), tomb_deck=("hatshepsut", "seti_i"))
    assert GAME.view(s, 0)["next_tomb"] == "seti_i"
    assert GAME.view(s, 1)["next_tomb"] is None and GAME.view(s, None)["next_tomb"] is None


def test_doctor_saves_the_first_character_put_out_by_a_trap() -> None:
    s = fight_state(
        sent0=["tara_wolf", "dog", "cat"], hidden1=["pit", "boulder"], a=side(camp=["doctor"]), holder=0
    )
    s = finish_hiding(s)
    s, events = act(s, 1, "trap:pit>dog")
    assert events[0].data["result"] == "healed" and "dog" in names(s.sides[0].camp)
    s, events = act(s, 1, "trap:boulder>cat")
    assert events[0].data["result"] == "out"


# --- companions and animals: inside the tomb ---------------------------------------------------------


def test_desert_bandits_gain_one_per_other_bandit() -> None:
    s = fight_state(tomb="ramses_ii", sent0=["desert_bandit", "desert_bandit", "desert_bandit"], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [3 * (2 + 2), 2]


def test_priest_weakens_each_opposing_undead() -> None:
    s = fight_state(tomb="ramses_ii", sent0=["tara_wolf", "priest"], hidden1=["mummy", "skeleton"], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [4 + 2, 2 + 1 + 0]


def test_starlet_draws_the_opponents_traps() -> None:
    s = fight_state(sent0=["tara_wolf", "starlet", "dog"], hidden1=["pit", "pharaohs_curse"], holder=0)
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:pit>starlet", "trap:pharaohs_curse>tara_wolf", "trap:pharaohs_curse>dog",
                           "trap:pharaohs_curse>starlet",
                           "trap:pharaohs_curse>own:montana_smith"}  # fmt: skip


def test_animal_trainer_gives_each_animal_plus_one() -> None:
    s = fight_state(tomb="ramses_ii", sent0=["animal_trainer", "dog", "cat"], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [1 + 3 + 2, 2]


def test_bodyguard_keeps_traps_off_the_adventurer() -> None:
    s = fight_state(sent0=["tara_wolf", "bodyguard"], hidden1=["cave_in"], holder=0)
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:cave_in>bodyguard", "trap:cave_in>own:montana_smith"}


def test_plain_companions_and_animals_have_their_printed_strength() -> None:
    s = fight_state(
        tomb="ramses_ii", sent0=["porter", "legionnaire", "dog"], sent1=["camel", "cat"], holder=0
    )
    _, events = act(s, 1, "done")
    assert strengths(events) == [1 + 4 + 2, 3 + 1]


def test_monkey_comes_back_to_the_camp_after_the_tomb() -> None:
    s, _ = act(fight_state(sent0=["tara_wolf", "monkey"], holder=0), 1, "done")
    assert names(s.sides[0].camp) == ["monkey"]


def test_jackal_gains_one_per_other_animal() -> None:
    s = fight_state(tomb="ramses_ii", sent0=["jackal", "dog", "cat"], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [3 + 2 + 1, 2]


def test_falcon_cannot_be_hit_by_traps() -> None:
    s = fight_state(sent0=["falcon", "dog"], hidden1=["snake_pit"], holder=0)
    s = finish_hiding(s)
    assert legal(s, 1) == {"trap:snake_pit>dog"}


# --- traps ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trap", "hits"),
    [
        ("pit", {"montana_smith", "dog", "cat", "priest"}),
        ("poison_darts", {"montana_smith", "priest"}),
        ("snake_pit", {"dog", "cat", "camel"}),
        ("boulder", {"dog", "cat", "camel", "priest", "legionnaire"}),
        ("cave_in", {"montana_smith", "dog", "cat", "camel", "priest", "legionnaire", "own:tara_wolf"}),
        (
            "pharaohs_curse",
            {"montana_smith", "dog", "cat", "camel", "priest", "legionnaire", "own:tara_wolf"},
        ),
        ("scarab_swarm", {"dog", "cat", "camel", "priest", "legionnaire"}),
    ],
)
def test_each_trap_hits_what_its_text_allows(trap: str, hits: set[str]) -> None:
    # Tara Wolf has 2 + 2 with the medallion: only traps without a strength limit reach her.
    group = ["montana_smith", "dog", "cat", "camel", "priest", "legionnaire"]
    s = fight_state(sent0=["tara_wolf"], sent1=group, hidden0=[trap], holder=0)
    s = finish_hiding(s)
    assert legal(s, 0) == {f"trap:{trap}>{x}" for x in hits}


def test_trap_limits_count_strength_bonuses() -> None:
    # In the Tomb of Amenhotep III the dog has 3: the pit (2 or less) can no longer take it.
    s = fight_state(
        tomb="amenhotep_iii", sent0=["tara_wolf"], sent1=["dog", "cat"], hidden0=["pit"], holder=0
    )
    s = finish_hiding(s)
    assert legal(s, 0) == {"trap:pit>cat"}


def test_papyrus_traps_ignore_protections() -> None:
    s = fight_state(sent0=["tara_wolf", "bodyguard", "falcon"], hidden1=["pharaohs_curse"], holder=0)
    s = finish_hiding(s)
    assert legal(s, 1) == {f"trap:pharaohs_curse>{x}" for x in ("tara_wolf", "bodyguard", "falcon")} | {
        "trap:pharaohs_curse>own:montana_smith"
    }


# --- undead -----------------------------------------------------------------------------------------


def test_undead_add_their_strength_to_their_owner() -> None:
    hidden = ["skeleton", "mummy", "tomb_guardian", "pharaohs_mummy", "high_priest", "anubis_warrior"]
    s = fight_state(tomb="ramses_ii", sent0=["dog"], sent1=["cat"], hidden1=hidden, holder=0)
    _, events = act(s, 1, "done")
    # The tomb guardian (+1) and the warrior of Anubis (+2) ambush the holder who opened the tomb.
    assert strengths(events) == [2, 1 + 1 + 2 + (3 + 1) + 5 + 4 + (3 + 2)]


@pytest.mark.parametrize(("card", "printed", "bonus"), [("avatar_of_anubis", 1, 2), ("tomb_guardian", 3, 1),
                                                       ("anubis_warrior", 3, 2)])  # fmt: skip
def test_ambushing_undead_are_stronger_against_the_player_who_opened_the_tomb(
    card: str, printed: int, bonus: int
) -> None:
    s = fight_state(tomb="ramses_ii", sent0=["dog"], sent1=["cat"], hidden1=[card], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [2, 1 + printed + bonus]
    s = fight_state(tomb="ramses_ii", sent0=["dog"], sent1=["cat"], hidden0=[card], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [2 + printed, 1]


# --- tombs ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tomb", "limit"), [("hatshepsut", 2), ("ramses_ii", 3), ("seti_i", 4), ("haremhab", 99)]
)
def test_tomb_limits(tomb: str, limit: int) -> None:
    camp = ["dog", "cat", "camel", "porter", "priest"]
    s = state(side(camp=camp), phase=Phase.SEND, table=table(tomb))
    sent = 0
    while legal(s, 0) != {"done"}:
        s, _ = act(s, 0, sorted(legal(s, 0) - {"done"})[0])
        sent += 1
    assert sent == min(limit, len(camp) + 1)


def test_tomb_of_haremhab_gives_every_undead_plus_one() -> None:
    s = fight_state(
        tomb="haremhab", sent0=["dog"], sent1=["cat"], hidden0=["mummy"], hidden1=["skeleton"], holder=0
    )
    _, events = act(s, 1, "done")
    assert strengths(events) == [2 + 3, 1 + 2]


def test_tomb_of_amenhotep_gives_every_animal_plus_one() -> None:
    s = fight_state(tomb="amenhotep_iii", sent0=["dog", "porter"], sent1=["cat"], holder=0)
    _, events = act(s, 1, "done")
    assert strengths(events) == [3 + 1, 2]


def test_tomb_of_thutmose_gives_every_adventurer_plus_two() -> None:
    s = fight_state(
        tomb="thutmose_iii", sent0=["tara_wolf"], sent1=["montana_smith"], holder=1, b=side("montana_smith")
    )
    _, events = act(s, 0, "done")
    assert strengths(events) == [2 + 2, 2 + 2]  # Montana's ability adds no strength (rulings 1.4)


def test_tomb_of_seti_makes_each_player_discard_when_opened() -> None:
    s = state(side(hand=["dog"]), side("montana_smith"), phase=Phase.TOMB_START, tomb_deck=("seti_i",))
    s, _ = act(s, 0, "open")
    assert (s.phase, s.actor) == (Phase.OPEN_DISCARD, 0)
    s, _ = act(s, 0, "discard:dog")
    assert (s.phase, s.actor) == (Phase.SEND, 0)  # the other hand was empty


def test_tomb_of_tutankhamun_makes_each_player_draw_when_opened() -> None:
    s = state(phase=Phase.TOMB_START, tomb_deck=("tutankhamun",), deck=("dog", "cat"))
    s, events = act(s, 0, "open")
    assert names(s.sides[0].hand) == ["cat"] and names(s.sides[1].hand) == ["dog"]
    assert [e.data["seat"] for e in events if e.kind == "draw"] == [0, 1]


def test_run_helper_applies_in_order() -> None:
    s, events = run(state(side(hand=["cat", "porter"])), (0, "play:cat"), (0, "play:porter"))
    assert sorted(names(s.sides[0].camp)) == ["cat", "porter"] and kinds(events) == ["play", "play"]
    assert INDEX["cat"] in s.sides[0].camp
