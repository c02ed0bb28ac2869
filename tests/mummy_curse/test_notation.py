"""Action notation and the sentences for actions and events."""

from __future__ import annotations

import pytest

from pharaoh.engine.game import IllegalAction
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.games.mummy_curse.state import Action

from .helpers import act, new, rolled


@pytest.mark.parametrize(
    "text",
    ["recover", "roll", "reroll", "skip", "stop", "step w", "move 3 h10", "move 1 c9 lay", "arrow e l9 lay"],
)
def test_notation_round_trips(text: str) -> None:
    assert GAME.encode_action(GAME.decode_action(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "move",
        "move 5 h10",
        "move 3 z99",
        "move 3 h10 take",
        "arrow x h1",
        "step",
        "step up",
        "lay",
        "roll 2",
        "ROLL",
        "x" * 500,
        "move 3 h10 lay lay",
        "\x00",
        None,
        7,
    ],
)
def test_malformed_notation_is_an_illegal_action(text: object) -> None:
    with pytest.raises(IllegalAction):
        GAME.decode_action(text)  # type: ignore[arg-type]


def test_an_illegal_action_leaves_the_state_alone() -> None:
    state = new(3)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Action("move", 3, 5))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Action("roll"))
    assert state == new(3)


def test_actions_and_events_read_in_german_and_english() -> None:
    state = rolled(new(3), "2", "arrow")
    view = GAME.view(state, 1)
    for action in GAME.legal_actions(state, 1):
        en, de = GAME.describe_action(view, action, "en"), GAME.describe_action(view, action, "de")
        assert en and de and en != de
    _, events = act(state, 1, GAME.encode_action(GAME.legal_actions(state, 1)[0]))
    for event in events:
        for seat in (0, 1):
            seen = event.for_seat(seat)
            assert seen is not None
            assert GAME.describe_event(seen, "en") != GAME.describe_event(seen, "de")
