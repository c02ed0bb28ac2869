"""Board renderers, one module per game, looked up in a small table and imported lazily.

A renderer module exposes ``make_board(game, players) -> Board`` and
``seat_label(players, seat, lang) -> str``; games without one get the generic board
(the legal actions as buttons).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from pharaoh.engine.game import Event, Game, Seat, View
from pharaoh.web.surface import LayerCache, Painter

RENDERERS: dict[str, str] = {
    "mummy_curse": "pharaoh.web.games.mummy_curse",
    "mummy_spell": "pharaoh.web.games.mummy_spell",
    "valley_kings": "pharaoh.web.games.valley_kings",
}
"""Game id -> module of its board renderer."""


@dataclass(frozen=True)
class Rect:
    """A rectangle in CSS pixels."""

    x: float
    y: float
    w: float
    h: float

    def inset(self, d: float) -> Rect:
        """The rectangle shrunk by ``d`` on every side."""
        return Rect(self.x + d, self.y + d, max(0.0, self.w - 2 * d), max(0.0, self.h - 2 * d))


@dataclass(frozen=True)
class Choice:
    """A button in the side panel: an action in notation (or a local command starting with ``:``)."""

    action: str
    label: str
    primary: bool = False
    hint: str = ""


class Board(Protocol):
    """A game's play screen: draws the shown seat's view, turns taps into actions."""

    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """A new view (after ``events``, already filtered for ``seat``): start their animations."""
        ...

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """Draw into ``area`` (words in ``lang``); register a region per tappable thing."""
        ...

    def pending(self) -> str | None:
        """An action the board queued on its own (e.g. the next step towards a tapped goal), if any."""
        ...

    def tap(self, key: str) -> str | None:
        """A tap on region ``key``: the action to play (notation), or None (only the screen changed)."""
        ...

    def command(self, name: str) -> str | None:
        """A panel button with a local command (``:name``): the action to play, or None."""
        ...

    def choices(self, lang: str) -> list[Choice]:
        """Buttons for what a board tap does not express."""
        ...

    def status(self, lang: str) -> tuple[str, str]:
        """A headline (whose turn, what phase) and a sentence saying what to do now."""
        ...

    def busy_until(self) -> float:
        """When the running animations end (clock in ms)."""
        ...

    def targets(self) -> dict[str, str]:
        """Action notation -> region key, for every legal action a tap on the board plays."""
        ...

    def routes(self) -> dict[str, str]:
        """Action -> region key, for legal actions a first tap brings within one tap or button.

        Optional (the app asks with ``getattr``): a board whose every action is a tap or a
        panel button has none.
        """
        ...

    def seat_name(self, seat: Seat, lang: str) -> str:
        """A seat's name in the game (e.g. "the mummy")."""
        ...

    def side_name(self, side: str, lang: str) -> str:
        """The winning side's name for the game-over screen."""
        ...

    def reason(self, reason: str, lang: str) -> str:
        """A sentence for an outcome's reason key."""
        ...


def renderer_module(game_id: str) -> ModuleType:
    """The renderer module of a game (the generic one if it has none)."""
    name = RENDERERS.get(game_id, "pharaoh.web.games.generic")
    return importlib.import_module(name)


def make_board(game_id: str, game: Game[Any, Any], players: int) -> Board:
    """A fresh board for a game."""
    board: Board = renderer_module(game_id).make_board(game, players)
    return board


def seat_label(game_id: str, players: int, seat: Seat, lang: str) -> str:
    """A seat's name for the set-up screen, before any state exists."""
    label: str = renderer_module(game_id).seat_label(players, seat, lang)
    return label


def help_html(game_id: str, lang: str) -> str:
    """The game's rules in our own words, as HTML ("" if none)."""
    module = renderer_module(game_id)
    func = getattr(module, "help_html", None)
    return str(func(lang)) if func is not None else ""


def human_seat(game_id: str) -> Seat:
    """The seat a single person takes by default (``HUMAN_SEAT`` of the renderer, else 0)."""
    return int(getattr(renderer_module(game_id), "HUMAN_SEAT", 0))
