"""The fallback board for a game without its own renderer: every legal action as a button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pharaoh.engine.game import Event, Game, Seat, View
from pharaoh.web.games import Choice, Rect
from pharaoh.web.i18n import tr
from pharaoh.web.surface import LayerCache, Painter


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """Seats are numbered from 1 for people."""
    return tr(lang, "seat.n", n=seat + 1)


class GenericBoard:
    """Shows the game's name on the canvas and lists the legal actions in the panel."""

    def __init__(self, game: Game[Any, Any], players: int) -> None:
        self.game = game
        self.players = players
        self.view: View = {}
        self.legal: list[str] = []
        self.seat: Seat | None = None

    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """Keep the view and the legal actions."""
        self.view, self.legal, self.seat = view, list(legal), seat

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """A plain tablet with the game's name."""
        p.fill_style("#2a2119")
        p.fill_rect(area.x, area.y, area.w, area.h)
        p.fill_style("#e8d5a8")
        p.font(f"600 {max(16, int(area.w / 24))}px Georgia, 'DejaVu Serif', serif")
        p.text_align("center")
        p.text(
            str(self.game.info.name.get(lang, self.game.info.id)), area.x + area.w / 2, area.y + area.h / 2
        )

    def pending(self) -> str | None:
        """Nothing is ever queued."""
        return None

    def tap(self, key: str) -> str | None:
        """Nothing on this board is tappable."""
        return None

    def command(self, name: str) -> str | None:
        """No local commands."""
        return None

    def choices(self, lang: str) -> list[Choice]:
        """Every legal action, described by the engine."""
        out = []
        for text in self.legal:
            try:
                label = self.game.describe_action(self.view, self.game.decode_action(text), lang)
            except ValueError:
                label = text
            out.append(Choice(text, label))
        return out

    def status(self, lang: str) -> tuple[str, str]:
        """No game-specific words."""
        return "", ""

    def busy_until(self) -> float:
        """No animations."""
        return 0.0

    def targets(self) -> dict[str, str]:
        """No board taps."""
        return {}

    def routes(self) -> dict[str, str]:
        """No board taps, so nothing behind one."""
        return {}

    def seat_name(self, seat: Seat, lang: str) -> str:
        """Numbered seats."""
        return seat_label(self.players, seat, lang)

    def side_name(self, side: str, lang: str) -> str:
        """The side key as the engine names it."""
        return side

    def reason(self, reason: str, lang: str) -> str:
        """The reason key as the engine names it."""
        return reason


def make_board(game: Game[Any, Any], players: int) -> GenericBoard:
    """The generic board."""
    return GenericBoard(game, players)
