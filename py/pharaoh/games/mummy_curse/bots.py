"""Computer players of mummy_curse: ``BOTS`` maps a name to a factory ``(seed) -> Bot``.

``heuristic`` plays either side: as the mummy it hunts where its view says explorers
probably are (:mod:`.hunting`); as an explorer it heads for its symbols away from the
mummy's reach (:mod:`.scouting`).  ``greedy`` is a simpler opponent for comparisons: its
explorers ignore the mummy and its mummy chases only the last sighting; ``casual`` (the easy
level) is ``greedy`` with slips.  ``heuristic`` plays the tuning of the player count (``STYLES``).
Every bot reads only its seat's view and legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from pharaoh.engine.bot import Blunderer, Bot
from pharaoh.engine.game import Game, Seat, View
from pharaoh.games.mummy_curse import hunting, scouting
from pharaoh.games.mummy_curse.state import MUMMY_SEAT, Action

STYLES: dict[int, tuple[hunting.HuntStyle, scouting.ScoutStyle]] = {
    2: (hunting.HuntStyle(), scouting.ScoutStyle(recover_at=1)),
    3: (hunting.HuntStyle(), scouting.ScoutStyle(rivals=1.0)),
    4: (hunting.HuntStyle(attraction=8.0), scouting.ScoutStyle(recover_at=3)),
    5: (hunting.HuntStyle(), scouting.ScoutStyle(recover_at=1)),
}
"""The ``heuristic`` bot's tuning by player count (designed values, for balance: the mummy wins
40-60% at every count; docs/rulings/mummy_curse.md, session 10).  The count is public."""


def styles(players: int) -> tuple[hunting.HuntStyle, scouting.ScoutStyle]:
    """The mummy's and the explorers' tuning at a table of ``players``."""
    return STYLES.get(players, (hunting.HuntStyle(), scouting.ScoutStyle()))


class HeuristicBot:
    """Hunts as the mummy, scouts as an explorer; deterministic (``seed`` fits the factory signature).

    Without ``hunt`` or ``scout`` it plays the tuning of the table's player count (:data:`STYLES`).
    """

    def __init__(
        self,
        seed: int = 0,
        hunt: hunting.HuntStyle | None = None,
        scout: scouting.ScoutStyle | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.hunt = hunt
        self.scout = scout

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick an action for ``seat`` from its view."""
        actions: tuple[Action, ...] = tuple(legal)
        hunt, scout = styles(view["players"])
        if seat == MUMMY_SEAT:
            return hunting.choose_step(view, actions, self.hunt or hunt)
        return scouting.choose(view, actions, self.scout or scout)


def _greedy(seed: int) -> HeuristicBot:
    return HeuristicBot(
        seed,
        hunting.HuntStyle(trail_share=0.0, attraction=0.0, future=0.0, lead=0.0),
        scouting.ScoutStyle(capture_cost=0.0, mummy_die_cost=0.0, recover_at=1, recover_risk=99.0),
    )


def _casual(seed: int) -> Bot:
    """The easy level: the greedy player (it hardly fears the mummy) with a random slip now and then."""
    return Blunderer(_greedy(seed), seed, mistakes=0.25)


def _search(seed: int) -> Bot:
    """The hard level: determinized search over boards drawn from its view (:mod:`.lookahead`)."""
    from pharaoh.games.mummy_curse.lookahead import SearchBot

    return SearchBot(seed)


BOTS: dict[str, Callable[[int], Any]] = {
    "greedy": _greedy,
    "casual": _casual,
    "search": _search,
    "heuristic": HeuristicBot,
}
"""The computer players by name (``random`` is added by the engine); the last is the normal
level's, the default wherever no level is named."""

LEVELS: dict[str, str] = {"easy": "casual", "normal": "heuristic", "hard": "search"}
"""The bot of each level the set-up screen offers."""
