"""Hidden information: what views and events show to whom, and consistent sampling."""

from __future__ import annotations

import json
import random

from pharaoh.games.valley_kings.cards import INDEX, IS_OBSTACLE, TYPE
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.rules import legal_actions
from pharaoh.games.valley_kings.state import Phase

from .helpers import act, complete, names, side, state, table


def random_states(seeds: range, every: int = 7) -> list[object]:
    out = []
    for seed in seeds:
        s = GAME.new_game(seed, 2, {})
        chooser = random.Random(seed)
        i = 0
        while GAME.to_act(s):
            if i % every == 0:
                out.append(s)
            legal = legal_actions(s, s.actor)
            s, _ = GAME.apply(s, s.actor, legal[chooser.randrange(len(legal))])
            i += 1
    return out


def test_hands_papyrus_and_deck_order_are_hidden_counts_are_public() -> None:
    s = GAME.new_game(2, 2, {})
    mine, theirs, public = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert mine["players"][0]["hand"] is not None and mine["players"][1]["hand"] is None
    assert theirs["players"][0]["hand"] is None and public["players"][0]["papyrus"] is None
    for v in (mine, theirs, public):
        assert v["players"][0]["hand_count"] == 5 and v["players"][1]["papyrus_count"] == 3
        assert v["deck_count"] == 70 and "deck" not in v and v["out_papyrus_count"] == 4
    assert mine["known"] == {"opponent_hand": [], "opponent_knows": []} and public["known"] is None


def test_coins_camps_tombs_used_papyrus_and_discard_top_are_public() -> None:
    s = state(side(coins=2, camp=["dog"], tombs=["hatshepsut"]), discard=("camel", "pit"))
    public = GAME.view(s, None)
    assert public["players"][0]["coins"] == 2 and public["players"][0]["camp"] == ["dog"]
    assert public["players"][0]["tombs"] == ["hatshepsut"]
    assert public["discard_top"] == "pit" and public["discard_count"] == 2


def test_ruling_3_2_views_show_the_discard_piles_top_card_and_size_only() -> None:
    # "Allerdings darfst du nicht den Ablagestapel durchsehen": the cards under the top stay
    # out of every view, so two piles that differ below the top look the same to everyone.
    a = state(discard=("camel", "cat", "pit"))
    b = state(discard=("mummy", "dog", "pit"))
    for seat in (None, 0, 1):
        va, vb = GAME.view(a, seat), GAME.view(b, seat)
        assert va == vb and "discard" not in va
        assert va["discard_top"] == "pit" and va["discard_count"] == 3
    assert GAME.view(state(discard=()), 0)["discard_top"] is None


def test_ruling_3_2_after_a_reshuffle_no_view_names_the_opponents_hand() -> None:
    # Before: the views listed the whole pile, and after a reshuffle each seat was told the
    # other's whole hand.  Two games that differ only in the opponent's hand must look the same.
    def game(their_hand: list[str]) -> object:
        s = state(
            side(hand=["pit"]),
            side("montana_smith", hand=their_hand),
            phase=Phase.SPLIT,
            deck=("cat",),
            discard=("camel", "porter", "skeleton", "worker"),
        )
        return act(s, 0, "split:2")[0]

    one, two = game(["mummy", "dog"]), game(["legionnaire", "falcon"])
    assert GAME.view(one, 0) == GAME.view(two, 0)


def test_ruling_3_2_sampling_fills_the_pile_under_its_top_with_unseen_cards() -> None:
    s = complete(state(side(hand=["pit"]), discard=("camel", "porter", "dog")))
    view = GAME.view(s, 0)
    rng = random.Random(4)
    unders = set()
    for _ in range(30):
        sample = GAME.sample_consistent(view, rng)
        assert GAME.view(sample, 0) == view
        assert len(sample.discard) == 3 and sample.discard[-1] == INDEX["dog"]
        unders.add(sample.discard[:-1])
    assert len(unders) > 1


def test_views_are_json_and_carry_what_a_screen_needs() -> None:
    s = state(
        side(hand=["mummy"]), phase=Phase.HIDE, table=table("haremhab", ["tara_wolf"], ["montana_smith"])
    )
    v = GAME.view(s, 0)
    assert json.loads(json.dumps(v)) == v
    assert v["phase"] == "hide" and v["to_act"] == [0] and v["holder"] == 0
    t = v["table"]
    assert t["tomb"] == "haremhab" and t["groups"][0] == [{"card": "tara_wolf", "strength": 4}]
    assert t["totals"] == [4, 2] and t["limit"] is None and not t["revealed"]


def test_events_never_tell_a_seat_a_card_it_may_not_see() -> None:
    for seed in range(8):
        s = GAME.new_game(seed, 2, {})
        chooser = random.Random(seed)
        while GAME.to_act(s):
            legal = legal_actions(s, s.actor)
            s, events = GAME.apply(s, s.actor, legal[chooser.randrange(len(legal))])
            for event in events:
                if event.audience is None:
                    continue
                for outsider in {None, 0, 1} - set(event.audience):
                    seen = event.for_seat(outsider)
                    assert seen is None or not {"card", "cards"} & set(seen.data), event


def test_sampling_keeps_the_cards_a_seat_knows_of_the_opponents_hand() -> None:
    s = state(side(hand=["reporter"], coins=1), side("montana_smith", hand=["pit", "dog", "tomb_guardian"]))
    s, _ = act(complete(s), 0, "play:reporter")
    view = GAME.view(s, 0)
    rng = random.Random(3)
    for _ in range(20):
        sample = GAME.sample_consistent(view, rng)
        assert sorted(names(sample.sides[1].hand)) == ["dog", "pit", "tomb_guardian"]
        assert GAME.view(sample, 0) == view


def test_sampled_face_down_cards_follow_the_rules() -> None:
    # The non-holder's face-down hand cards are obstacles; the holder's include at most one bluff.
    rng = random.Random(5)
    for s in random_states(range(10), every=3):
        table_ = s.table  # type: ignore[attr-defined]
        if table_ is None or table_.revealed:
            continue
        for seat in (0, 1):
            other = 1 - seat
            sample = GAME.sample_consistent(GAME.view(s, seat), rng)
            down = [c for c in sample.table.hidden[other] if TYPE[c] != "papyrus"]
            bluffs = sum(1 for c in down if not IS_OBSTACLE[c])
            assert bluffs <= (1 if other == s.holder else 0)  # type: ignore[attr-defined]


def test_sampling_keeps_the_seers_tomb_on_top_and_draws_a_fresh_future() -> None:
    s = complete(state(side(camp=["seer"]), tomb_deck=("hatshepsut", "ramses_ii", "seti_i", "haremhab")))
    view = GAME.view(s, 0)
    rng = random.Random(1)
    samples = [GAME.sample_consistent(view, rng) for _ in range(20)]
    assert all(x.tomb_deck[-1] == INDEX["haremhab"] for x in samples)
    assert len({x.tomb_deck for x in samples}) > 1 and len({x.rng for x in samples}) == 20


def test_sampling_never_changes_what_the_seat_sees() -> None:
    rng = random.Random(9)
    for s in random_states(range(4), every=5):
        for seat in (None, 0, 1):
            view = GAME.view(s, seat)
            sample = GAME.sample_consistent(view, rng)
            assert GAME.view(sample, seat) == view
            assert GAME.view(sample, None) == GAME.view(s, None)
