"""Log lines and action labels agree with their numbers: one coin, two coins."""

from __future__ import annotations

import pytest

from pharaoh.engine.game import Event
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.notation import decode
from pharaoh.games.valley_kings.text import describe_action, describe_event


@pytest.mark.parametrize(
    ("kind", "count", "lang", "expected"),
    [
        ("steal_coin", 1, "de", "Spieler 1 nimmt Spieler 2 1 Münze weg."),
        ("steal_coin", 2, "de", "Spieler 1 nimmt Spieler 2 2 Münzen weg."),
        ("steal_coin", 1, "en", "Player 1 takes 1 coin from Player 2."),
        ("steal_coin", 2, "en", "Player 1 takes 2 coins from Player 2."),
        ("bonus_coins", 1, "de", "Spieler 1 erhält 1 Münze vom Gönner."),
        ("bonus_coins", 2, "en", "Player 1 gets 2 coins from the Patron."),
        ("return_coins", 1, "de", "Spieler 1 legt 1 Münze zurück."),
        ("return_coins", 1, "en", "Player 1 returns 1 coin."),
        ("return_coins", 3, "en", "Player 1 returns 3 coins."),
        ("forfeit_coins", 1, "de", "Spieler 1 erhält 1 Münze als Trost."),
        ("forfeit_coins", 2, "en", "Player 1 gets 2 coins as consolation."),
        ("send_done", 1, "de", "Spieler 1 schickt 1 Charakter."),
        ("send_done", 0, "de", "Spieler 1 schickt 0 Charaktere."),
        ("send_done", 1, "en", "Player 1 sends 1 character."),
        ("send_done", 5, "en", "Player 1 sends 5 characters."),
    ],
)
def test_counted_log_lines(kind: str, count: int, lang: str, expected: str) -> None:
    assert describe_event(Event(kind, {"seat": 0, "from": 1, "count": count}), lang) == expected


def test_draw_and_split() -> None:
    assert describe_event(Event("draw", {"seat": 1, "count": 1}), "de") == "Spieler 2 zieht 1 Karte."
    assert describe_event(Event("draw", {"seat": 1, "count": 2}), "en") == "Player 2 draws 2 cards."
    view = GAME.view(GAME.new_game(0, 2, {}), 0)
    assert describe_action(view, decode("split:3"), "de") == "3 Münzen nehmen und 1 Karte ziehen"
    assert describe_action(view, decode("split:1"), "en") == "Take 1 coin and draw 3 cards"


def test_a_missing_count_still_reads() -> None:
    assert (
        describe_event(Event("steal_coin", {"seat": 0, "from": 1}), "en")
        == "Player 1 takes ? coins from Player 2."
    )
