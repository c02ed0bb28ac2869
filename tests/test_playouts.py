"""Playouts (``pharaoh.sim``): a bot is given its seat's view, or nothing if it reads none."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from pharaoh.engine import game_ids, game_info, get_game
from pharaoh.engine.bot import Blunderer, RandomBot, reads_view
from pharaoh.engine.game import Game, Seat, View
from pharaoh.sim import play_one


class _Watching(RandomBot):
    """A random bot that keeps what it was shown; ``blind`` as told."""

    def __init__(self, seed: int, blind: bool) -> None:
        super().__init__(seed)
        self.blind = blind
        self.shown: list[View] = []

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """A random legal action; the view is kept."""
        self.shown.append(view)
        return super().choose(game, seat, view, legal)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_blind_bot_is_shown_no_view_and_plays_the_very_same_game(game_id: str) -> None:
    players = game_info(game_id).max_players
    game = get_game(game_id)
    seeing = [_Watching(40 + s, blind=False) for s in range(players)]
    blind = [_Watching(40 + s, blind=True) for s in range(players)]
    assert play_one(game_id, 11, players, seeing) == play_one(game_id, 11, players, blind)
    assert all(view == {} for bot in blind for view in bot.shown)
    start = game.new_game(11, players, {})
    opener = game.to_act(start)[0]
    assert seeing[opener].shown[0] == game.view(start, opener), "a reader sees its seat's real view"
    assert all(view for bot in seeing for view in bot.shown)


def test_a_blunderer_reads_a_view_when_the_bot_it_wraps_does() -> None:
    assert not reads_view(Blunderer(_Watching(1, blind=True)))
    assert reads_view(Blunderer(_Watching(1, blind=False)))
