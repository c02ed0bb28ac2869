"""The mummy_spell board renderer: the mummy, the excavation sites, the players, hand and market."""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Game, Seat
from pharaoh.web.games.mummy_spell.board import SpellBoard
from pharaoh.web.games.mummy_spell.board import seat_label as _seat_label
from pharaoh.web.games.mummy_spell.texts import TEXTS
from pharaoh.web.games.mummy_spell.texts import help_html as _help_html
from pharaoh.web.i18n import register

register(TEXTS)

HUMAN_SEAT = 1
"""A single person plays the archaeologist by default (the mummy is a computer)."""


def make_board(game: Game[Any, Any], players: int) -> SpellBoard:
    """A fresh board for a game of ``players`` seats."""
    return SpellBoard(game, players)


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """The seat's role, for the set-up screen."""
    return _seat_label(players, seat, lang)


def help_html(lang: str) -> str:
    """The rules in our own words."""
    return _help_html(lang)
