"""A game kept by the page before session 26 goes on by the rules it was played under.

Session 26 changed what the same actions do (every site dug in turn, D.3.b; an idle
character asked to declare last), so most stored games of Im Bann der Mumie no longer replay
under the new rules.  A stored game of save version 1 is replayed with the option ``rules``
1 (``INFO.legacy_options``), and goes on as it was.
"""

from __future__ import annotations

import json
import random

import pytest

from pharaoh.engine.match import Match, Record
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.saves import SaveError, load_save, record_digest


def old_game(seed: int, moves: int = 400) -> Match:
    """A game under the rules before session 26, random legal moves."""
    match, rng = Match("mummy_spell", seed, 3, {"rules": 1}), random.Random(seed)
    while match.to_act() and match.state_id < moves:
        seat = match.to_act()[0]
        match.act(seat, rng.choice(match.legal(seat)), match.state_id)
    return match


def replays_now(match: Match) -> bool:
    """Whether the same actions replay under today's rules."""
    try:
        Match.replay(Record("mummy_spell", match.seed, 3, {}, tuple(match.actions)))
    except Exception:  # noqa: BLE001 - any refusal: the old game is not one of today's
        return False
    return True


def stored_v1(match: Match) -> str:
    """The stored body the page of save version 1 wrote (no option; the record's digest)."""
    record = Record("mummy_spell", match.seed, 3, {}, tuple(match.actions))
    body = {
        "format": "pharaoh-save",
        "version": 1,
        "game": "mummy_spell",
        "seed": match.seed,
        "players": 3,
        "options": {},
        "seats": [{"kind": "local", "name": f"P{s}", "bot": None} for s in range(3)],
        "actions": [list(a) for a in match.actions],
        "created": "2026-11-01T10:00:00Z",
        "checksum": record_digest(record),
    }
    return json.dumps(body)


def test_a_stored_game_of_the_old_rules_goes_on_as_it_was() -> None:
    old = [old_game(seed) for seed in range(8)]
    broken = [m for m in old if not replays_now(m)]
    assert broken, "the new rules change some of these games (else this test shows nothing)"
    for match in broken:
        loaded = load_save(stored_v1(match), stored=True)
        assert loaded.match.options == {"rules": 1}
        assert loaded.match.state == match.state and loaded.match.state.old_rules


def test_a_new_game_has_todays_rules_and_no_other_rules_exist() -> None:
    assert not Match("mummy_spell", 1, 3).state.old_rules
    assert Match("mummy_spell", 1, 3, {"rules": 2}).state == Match("mummy_spell", 1, 3).state
    with pytest.raises(ValueError, match="no rules"):
        GAME.new_game(1, 3, {"rules": 3})
    body = json.loads(stored_v1(old_game(0, 40)))
    with pytest.raises(SaveError, match="older version"):
        load_save(json.dumps(body))  # a file of version 1 is refused (its seats are not covered)
