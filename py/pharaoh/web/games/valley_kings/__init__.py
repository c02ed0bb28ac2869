"""The valley_kings board renderer: two camps, the tomb between them and the hand on the canvas."""

from __future__ import annotations

from typing import Any

from pharaoh.engine.game import Game, Seat
from pharaoh.web.games.valley_kings.board import ValleyBoard
from pharaoh.web.games.valley_kings.board import seat_label as _seat_label
from pharaoh.web.games.valley_kings.texts import TEXTS
from pharaoh.web.games.valley_kings.texts import help_html as _help_html
from pharaoh.web.i18n import register

register(TEXTS)

HUMAN_SEAT = 0
"""A single person plays the first seat by default."""


def make_board(game: Game[Any, Any], players: int) -> ValleyBoard:
    """A fresh board for a game of two."""
    return ValleyBoard(game, players)


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """The seat's number, for the set-up screen (adventurers are drawn at the start)."""
    return _seat_label(players, seat, lang)


def help_html(lang: str) -> str:
    """The rules in our own words."""
    return _help_html(lang)
