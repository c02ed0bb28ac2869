"""The hard explorers' worth of a board (:func:`lookahead.value`): the race, and a fellow's win."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pharaoh.games.mummy_curse import lookahead
from pharaoh.games.mummy_curse.cards import mummy_target
from pharaoh.games.mummy_curse.lookahead import FELLOW, value
from pharaoh.games.mummy_curse.state import MUMMY_SEAT, OVER

from .helpers import new, put


def test_a_fellow_explorers_win_counts_once_the_mummy_threatens_to_win(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lookahead, "COOPERATE", {})
    target = mummy_target(4)
    won = replace(new(5), phase=OVER, winner=2, taken=target - 2)
    assert value(won, 1) == 0.0, "not set: each explorer plays for itself"
    monkeypatch.setitem(lookahead.COOPERATE, 5, 2)
    assert value(won, 2) == 1.0
    assert value(won, 1) == FELLOW > 0.0
    assert value(won, MUMMY_SEAT) == 0.0
    assert value(replace(won, taken=target - 3), 1) == 0.0, "before the threat each plays for itself"
    lost = replace(won, winner=MUMMY_SEAT, taken=target)
    assert value(lost, 1) == 0.0 and value(lost, MUMMY_SEAT) == 1.0


def test_cooperation_raises_an_explorers_worth_of_a_board_only_at_its_own_table_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    squares = {"p0": "c3", "p1": "d9", "p2": "k4", "p3": "f2"}
    boards = {
        3: replace(put(new(3), mummy="h7", p0="c3", p1="d9"), taken=mummy_target(2) - 1),
        5: replace(put(new(5), mummy="h7", **squares), taken=mummy_target(4) - 1),
    }
    monkeypatch.setattr(lookahead, "COOPERATE", {})
    plain = {p: [value(b, s) for s in range(p)] for p, b in boards.items()}
    monkeypatch.setitem(lookahead.COOPERATE, 5, 2)
    teamed = {p: [value(b, s) for s in range(p)] for p, b in boards.items()}
    assert teamed[3] == plain[3]
    assert teamed[5][MUMMY_SEAT] == plain[5][MUMMY_SEAT]
    assert all(t >= p for t, p in zip(teamed[5][1:], plain[5][1:], strict=True))
    assert any(t > p for t, p in zip(teamed[5][1:], plain[5][1:], strict=True))
    assert all(0.0 <= t <= 1.0 for t in teamed[5])
