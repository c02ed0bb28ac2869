"""Log lines and action labels agree with their numbers: one step, two steps."""

from __future__ import annotations

import pytest

from pharaoh.engine.game import Event
from pharaoh.games.mummy_curse.state import Action
from pharaoh.games.mummy_curse.text import describe_action, describe_event


@pytest.mark.parametrize(
    ("aside", "lang", "expected"),
    [
        (1, "de", "Den Mumienwürfel zurückholen (die Mumie zieht vorher bis zu 1 Schritt)"),
        (2, "de", "Die 2 Mumienwürfel zurückholen (die Mumie zieht vorher bis zu 2 Schritte)"),
        (1, "en", "Take back the mummy die (the mummy first moves up to 1 step)"),
        (2, "en", "Take back the 2 mummy dice (the mummy first moves up to 2 steps)"),
    ],
)
def test_recover_label(aside: int, lang: str, expected: str) -> None:
    assert describe_action({"dice": {"aside": aside}}, Action("recover"), lang) == expected


def test_move_label() -> None:
    one, three = Action("move", 1, 0), Action("move", 3, 0)
    assert describe_action({}, one, "de") == "1 Feld gehen, bis a1"
    assert describe_action({}, three, "de") == "3 Felder gehen, bis a1"
    assert describe_action({}, one, "en") == "Walk 1 square to a1"
    assert describe_action({}, three, "en") == "Walk 3 squares to a1"


@pytest.mark.parametrize(
    ("data", "lang", "expected"),
    [
        (
            {"pawn": 0, "dice": 1},
            "de",
            "Lila holt 1 Mumienwürfel zurück: Die Mumie darf bis zu 1 Schritt gehen.",
        ),
        (
            {"pawn": 0, "dice": 2},
            "de",
            "Lila holt 2 Mumienwürfel zurück: Die Mumie darf bis zu 2 Schritte gehen.",
        ),
        ({"pawn": 0, "dice": 1}, "en", "Purple takes back 1 mummy die: the mummy may walk up to 1 step."),
        ({"pawn": 0, "dice": 2}, "en", "Purple takes back 2 mummy dice: the mummy may walk up to 2 steps."),
    ],
)
def test_recover_log_line(data: dict[str, int], lang: str, expected: str) -> None:
    assert describe_event(Event("recover", data), lang) == expected


def test_roll_log_lines() -> None:
    one = Event("roll", {"pawn": 1, "faces": ["2", "arrow"], "mummies": 1, "aside": 1})
    two = Event("roll", {"pawn": 1, "faces": ["2"], "mummies": 2, "aside": 2})
    assert describe_event(one, "de") == "Grau würfelt 2, Pfeil und 1× Mumie; 1 Würfel liegt beiseite."
    assert describe_event(two, "de") == "Grau würfelt 2 und 2× Mumie; 2 Würfel liegen beiseite."
    assert describe_event(one, "en") == "Grey rolls 2, arrow and 1 mummy; 1 die is set aside."
    assert describe_event(two, "en") == "Grey rolls 2 and 2 mummies; 2 dice are set aside."
    hidden = Event("roll", {"pawn": 1, "dice": 1, "mummies": 0})
    assert describe_event(hidden, "en") == "Grey throws 1 die: 0 mummies."
    assert describe_event(hidden, "de") == "Grau wirft 1 Würfel: keine Mumie."


def test_mummy_roll_log_line() -> None:
    one = Event("mummy_roll", {"die": 1, "aside": 0, "steps": 1})
    three = Event("mummy_roll", {"die": 2, "aside": 1, "steps": 3})
    assert describe_event(one, "de") == "Die Mumie würfelt 1 + 0 = 1 Schritt."
    assert describe_event(three, "de") == "Die Mumie würfelt 2 + 1 = 3 Schritte."
    assert describe_event(one, "en") == "The mummy rolls 1 + 0 = 1 step."
    assert describe_event(three, "en") == "The mummy rolls 2 + 1 = 3 steps."


def test_an_all_mummy_roll_reads_as_such() -> None:
    all_mummies = Event("roll", {"pawn": 0, "faces": [], "mummies": 3, "aside": 5})
    assert describe_event(all_mummies, "de") == "Lila würfelt nur Mumien (3×); 5 Würfel liegen beiseite."
    assert describe_event(all_mummies, "en") == "Purple rolls nothing but mummies (3); 5 dice are set aside."


def test_announced_faces_and_the_mummys_stop_read_in_german() -> None:
    arrow = Event("move", {"pawn": 2, "face": "arrow"})
    three = Event("move", {"pawn": 2, "face": "3", "from": "a1", "to": "a4"})
    assert describe_event(arrow, "de") == "Orange sagt den Pfeil an."
    assert describe_event(three, "de") == "Orange sagt die 3 an und zieht von a1 nach a4."
    assert describe_event(three, "en") == "Orange announces the 3 and moves from a1 to a4."
    done = Event("mummy_done", {"cell": "c9"})
    assert describe_event(done, "de") == "Die Mumie beendet ihren Zug auf c9."
    assert describe_event(done, "en") == "The mummy ends its turn on c9."
