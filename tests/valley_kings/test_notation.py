"""Action notation and the sentences for actions and events."""

from __future__ import annotations

import random

import pytest

from pharaoh.engine.game import IllegalAction
from pharaoh.games.valley_kings.actions import KINDS
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.rules import legal_actions


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "split",
        "split:",
        "split:5",
        "split:-1",
        "split:01",
        "split: 2",
        "SPLIT:2",
        "play:pit",
        "play:nope",
        "send:hatshepsut",
        "discard:tara_wolf",
        "discard:high_priest",
        "hide:seti_i",
        "trap:dog",
        "trap:pit>pit",
        "trap:pit>seti_i",
        "send:dog>cat",
        "end:dog",
        "done:",
        "play:worker>",
        "pläy:worker",
        "x" * 500,
        "\x00",
        "play:worker>cat>dog",
        "trap:pit>own:",
        "trap:pit>own:pit",
        "trap:pit>own:own:dog",
        "play:sorceress>own:porter",
        "trap:pit>mine:dog",
        "open ",
        "pass\n",
        "{}",
        "-1",
    ],
)
def test_decode_rejects_malformed_text(text: str) -> None:
    with pytest.raises(IllegalAction):
        GAME.decode_action(text)


def test_ruling_2_9_a_trap_on_ones_own_character_has_its_own_notation() -> None:
    theirs, mine = GAME.decode_action("trap:pit>dog"), GAME.decode_action("trap:pit>own:dog")
    assert theirs != mine and mine.own and not theirs.own and mine.target == theirs.target
    assert GAME.encode_action(mine) == "trap:pit>own:dog"
    assert GAME.describe_action({}, mine, "en") == "Set off Pit on Dog of your own group"


def test_notation_round_trips_and_every_sentence_exists() -> None:
    kinds_seen: set[str] = set()
    events_seen: set[str] = set()
    for seed in range(12):
        s = GAME.new_game(seed, 2, {"forfeit_coins": seed % 2 == 0})
        chooser = random.Random(seed)
        while GAME.to_act(s):
            seat = s.actor
            view = GAME.view(s, seat)
            legal = legal_actions(s, seat)
            for action in legal:
                text = GAME.encode_action(action)
                assert GAME.decode_action(text) == action
                kinds_seen.add(action.kind)
                for lang in ("de", "en"):
                    assert GAME.describe_action(view, action, lang)
            s, events = GAME.apply(s, seat, legal[chooser.randrange(len(legal))])
            for event in events:
                for lang in ("de", "en"):
                    for reader in (None, 0, 1):
                        seen = event.for_seat(reader)
                        if seen is not None:
                            sentence = GAME.describe_event(seen, lang)
                            assert sentence and sentence != event.kind, (event, lang)
                events_seen.add(event.kind)
    assert kinds_seen == set(KINDS)
    assert {
        "split",
        "play",
        "tomb_opened",
        "send",
        "hide",
        "reveal",
        "trap",
        "fight",
        "game_over",
    } <= events_seen


def test_describe_action_reads_naturally() -> None:
    from pharaoh.games.valley_kings.notation import decode

    view = GAME.view(GAME.new_game(0, 2, {}), 0)
    assert GAME.describe_action(view, decode("split:1"), "en") == "Take 1 coin and draw 3 cards"
    assert GAME.describe_action(view, decode("split:1"), "de") == "1 Münze nehmen und 3 Karten ziehen"
    assert GAME.describe_action(view, decode("trap:pit>dog"), "en") == "Set off Pit on Dog"
    assert GAME.describe_action(view, decode("trap:pit>dog"), "de") == "Fallgrube auf Hund auslösen"
    assert GAME.describe_action(view, decode("hide:camel"), "en") == "Lay Camel face down in the tomb (bluff)"


def test_event_sentences_tell_each_reader_what_it_may_know() -> None:
    from pharaoh.engine.game import Event

    steal = Event(
        "steal_card", {"seat": 1, "from": 0, "card": "thief"}, frozenset({0, 1}), {"seat": 1, "from": 0}
    )
    assert (
        GAME.describe_event(steal.for_seat(0), "en") == "Player 2 takes a card from Player 1's hand (Thief)."
    )  # type: ignore[arg-type]
    assert GAME.describe_event(steal.for_seat(None), "de") == "Spieler 2 nimmt Spieler 1 eine Handkarte weg."  # type: ignore[arg-type]
    opened = Event("tomb_opened", {"tomb": "seti_i", "seat": 0})
    assert GAME.describe_event(opened, "de") == "Spieler 1 öffnet das Grab des Sethos I."
    assert GAME.describe_event(opened, "en") == "Player 1 opens the Tomb of Seti I."
