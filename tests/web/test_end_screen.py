"""The end screen names the engine's winner and why, with every seat's score, in every language.

Random games are played to their end (seeds picked so that each way a game of Im Bann der
Mumie ends occurs); the end screen is built from the shown seat's and a spectator's final view.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from tests.test_texts import problems

from pharaoh.engine.game import Outcome
from pharaoh.engine.match import Match
from pharaoh.web import screens
from pharaoh.web.ending import Ending, ending_for, standings_html
from pharaoh.web.games import make_board
from pharaoh.web.i18n import LANGS

GAMES = [
    ("mummy_spell", 3, 0, "mummy_secured"),
    ("mummy_spell", 4, 1, "curse"),
    ("mummy_spell", 3, 127, "nobody_dares"),
    ("mummy_spell", 4, 7, "mummy_found"),
    ("mummy_spell", 4, 86, "mummy_found"),
    ("mummy_curse", 3, 5, "ankhs"),
    ("mummy_curse", 4, 2, "ankhs"),
    ("mummy_curse", 4, 10, "treasures"),
    ("valley_kings", 2, 3, "tombs"),
    ("valley_kings", 2, 8, "tombs"),
]
"""(game, players, the first seed to try, the reason the game ends with)."""

TRIES = 400
"""How many seeds from the first one :func:`seed_for` tries (a rule change may move an ending)."""


@cache
def seed_for(game_id: str, players: int, start: int, reason: str) -> int:
    """The first seed from ``start`` whose random game ends for ``reason`` (``tie``: two winners)."""
    for seed in range(start, start + TRIES):
        outcome = finished(game_id, players, seed).outcome()
        assert outcome is not None
        if (len(outcome.winners) == 2) if reason == "tie" else outcome.reason == reason:
            return seed
    raise AssertionError(f"no random game of {game_id} ends with {reason} in {TRIES} seeds from {start}")


@cache
def finished(game_id: str, players: int, seed: int) -> Match:
    """A random game played to its end."""
    match, rng = Match(game_id, seed, players), random.Random(seed)
    while match.to_act():
        seat = match.to_act()[0]
        match.act(seat, rng.choice(match.legal(seat)))
    return match


def endings(game_id: str, players: int, seed: int) -> list[tuple[str, Outcome, Ending, list[str]]]:
    """(language, outcome, end screen, every seat's name) for each seat, a spectator and language."""
    match = finished(game_id, players, seed)
    outcome = match.outcome()
    assert outcome is not None
    board = make_board(game_id, match.game, players)
    out = []
    for lang in LANGS:
        for seat in [*range(players), None]:
            ending = ending_for(game_id, match.view(seat), outcome, lang, board.seat_name)
            assert ending is not None, (game_id, seat, lang)
            out.append((lang, outcome, ending, [board.seat_name(s, lang) for s in range(players)]))
    return out


@pytest.mark.parametrize(("game_id", "players", "seed", "reason"), GAMES)
def test_the_end_screen_names_the_engines_winner_and_every_score(
    game_id: str, players: int, seed: int, reason: str
) -> None:
    for lang, outcome, ending, names in endings(game_id, players, seed_for(game_id, players, seed, reason)):
        assert outcome.reason == reason
        winners = [names[s] for s in sorted(outcome.winners)]
        losers = [n for s, n in enumerate(names) if s not in outcome.winners]
        for name in winners:
            assert name.lower() in ending.winner.lower(), (ending.winner, name)
        for name in losers:
            assert name not in ending.winner, (ending.winner, name)
        scored = {s.name: s.won for s in ending.standings}
        for seat, name in enumerate(names):
            if game_id == "mummy_spell" and seat == 0:
                continue  # the mummy has no money to count
            assert scored.get(name) == (seat in outcome.winners), (name, scored)
        for text in [ending.winner, ending.reason, ending.note, *(s.score for s in ending.standings)]:
            assert not problems(text, lang), (text, problems(text, lang))
        html = screens.game_over(
            lang, "?", ending.reason, winner=ending.winner, scores=standings_html(ending, lang)
        )
        assert ending.winner in html and 'id="standings"' in html


def test_a_spell_game_won_on_cash_says_who_found_the_mummy_and_each_cash() -> None:
    seed = seed_for("mummy_spell", 4, 7, "mummy_found")
    state = finished("mummy_spell", 4, seed).state
    for lang, _, ending, names in endings("mummy_spell", 4, seed):
        found = {
            "de": "die Mumie geborgen",
            "en": "recovered the mummy",
            "fr": "a retrouvé la momie",
            "it": "ha recuperato la mummia",
        }[lang]
        assert found in ending.reason
        for seat in range(1, 4):
            row = next(s for s in ending.standings if s.name == names[seat])
            assert row.score == f"{state.cash[seat] + state.credit[seat]}k"
            assert f"{state.cash[seat]}k" in row.detail


def test_a_tie_in_cash_is_named_as_a_shared_win() -> None:
    for lang, outcome, ending, _ in endings("mummy_spell", 4, seed_for("mummy_spell", 4, 166, "tie")):
        assert len(outcome.winners) == 2
        shared = {
            "de": "teilen sich den Sieg",
            "en": "share the win",
            "fr": "se partagent la victoire",
            "it": "si dividono la vittoria",
        }
        assert ending.note and shared[lang] in ending.note
        win = {"de": "gewinnen!", "en": " win!", "fr": "gagnent\u00a0!", "it": "Vincono "}
        assert win[lang] in ending.winner


def test_the_curse_ends_after_the_last_round() -> None:
    rounds = {"de": "20 Runden", "en": "20 rounds", "fr": "20 manches", "it": "20 giri"}
    for lang, _, ending, _ in endings("mummy_spell", 4, seed_for("mummy_spell", 4, 1, "curse")):
        assert rounds[lang] in ending.reason


def test_a_game_without_an_ending_module_keeps_side_and_reason() -> None:
    outcome = Outcome(frozenset({0}), "seat 0", "seven")
    assert ending_for("no_such_game", {}, outcome, "en", lambda s, lang: str(s)) is None
