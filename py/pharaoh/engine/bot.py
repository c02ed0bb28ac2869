"""Computer players.

A bot sees only what its seat sees: its view and its legal actions (which the seat's
own player would know too).  To look ahead it may draw full states with the game's
``sample_consistent`` and search them; it never touches the real state.

Each game package may have a ``bots`` module with ``BOTS``: a dict from a bot's name to
a factory ``(seed) -> Bot``.  ``random`` exists for every game.  The module's ``LEVELS``
maps each level the set-up screen offers (:data:`LEVELS`: easy, normal, hard) to one of
those names; :class:`Blunderer` makes an easy bot out of any bot.  Its ``TIME_CAPS`` names
the bots whose decisions stop at a time cap (:func:`time_cap`).

A bot whose choice never reads its view may say so with a true ``blind`` attribute
(:func:`reads_view`): a playout then skips building views nobody reads.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from pharaoh.engine.game import Game, Seat, View
from pharaoh.engine.registry import check_game_id


class Bot(Protocol):
    """A computer player for one seat."""

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick one of ``legal`` (a non-empty sequence of the game's actions)."""
        ...


def reads_view(bot: Bot) -> bool:
    """Whether ``bot`` reads the view it is given (a bot with a true ``blind`` attribute does not).

    >>> reads_view(RandomBot()), reads_view(Blunderer(RandomBot()))
    (False, False)
    >>> reads_view(make_bot("mummy_spell", "easy"))
    True
    """
    return not getattr(bot, "blind", False)


class RandomBot:
    """Plays a uniformly random legal action: the baseline every bot must beat."""

    blind = True
    """Its choice never reads the view (:func:`reads_view`)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """Pick uniformly at random."""
        return legal[self.rng.randrange(len(legal))]


class Blunderer:
    """Another bot that makes mistakes on purpose: now and then a random legal action instead.

    The wrapped bot is asked every time (so a bot that remembers what it saw keeps up),
    and with chance ``mistakes`` its answer is replaced by one drawn uniformly from the
    legal actions: the slips of a beginner, easy to exploit and fun to beat.
    """

    def __init__(self, inner: Bot, seed: int = 0, mistakes: float = 0.3) -> None:
        self.inner = inner
        self.rng = random.Random(seed ^ 0x5EED)
        self.mistakes = mistakes

    @property
    def blind(self) -> bool:
        """Whether its choice never reads the view: so if the wrapped bot's never does."""
        return not reads_view(self.inner)

    def choose(self, game: Game[Any, Any], seat: Seat, view: View, legal: Sequence[Any]) -> Any:
        """The wrapped bot's choice, or with chance ``mistakes`` a random legal action."""
        action = self.inner.choose(game, seat, view, legal)
        if len(legal) > 1 and self.rng.random() < self.mistakes:
            return legal[self.rng.randrange(len(legal))]
        return action


BotFactory = Callable[[int], Bot]

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The levels the set-up screen offers for a computer seat, weakest first."""
DEFAULT_LEVEL = "normal"
"""The level of a new computer seat (and of a stored seat whose bot is no level's)."""


def bot_factories(game_id: str) -> dict[str, BotFactory]:
    """The bots of a game by name, ``random`` first, then the game's ``BOTS`` in their order.

    A game lists its normal level's bot last: the default wherever no level is named.
    """
    bots: dict[str, BotFactory] = {"random": RandomBot}
    module = _bots_module(game_id)
    if module is not None:
        bots.update(module.BOTS)
    return bots


def _bots_module(game_id: str) -> Any:
    """A game's ``bots`` module, or ``None`` if it has none."""
    check_game_id(game_id)
    try:
        return importlib.import_module(f"pharaoh.games.{game_id}.bots")
    except ModuleNotFoundError as exc:
        if exc.name != f"pharaoh.games.{game_id}.bots":
            raise
        return None


def bot_levels(game_id: str) -> dict[str, str]:
    """Each level of :data:`LEVELS` mapped to the name of the bot that plays it, in that order.

    A game states them in its bots module's ``LEVELS``; a level it leaves out falls back to
    its strongest bot (the last), easy to ``random`` if that is all it has.
    """
    bots = bot_factories(game_id)
    names = list(bots)
    stated: dict[str, str] = dict(getattr(_bots_module(game_id), "LEVELS", {}))
    levels = {}
    for level in LEVELS:
        name = stated.get(level, names[0] if level == "easy" else names[-1])
        if name not in bots:
            raise KeyError(f"{game_id}: level {level} names an unknown bot {name!r}")
        levels[level] = name
    return levels


def bot_name(game_id: str, name_or_level: str) -> str:
    """A bot's name as given, or the name of the bot of a level ("easy", "normal", "hard")."""
    if name_or_level in LEVELS:
        return bot_levels(game_id)[name_or_level]
    return name_or_level


def make_bot(game_id: str, name: str, seed: int = 0) -> Bot:
    """A fresh bot of the given name (or level); raises ``KeyError`` for an unknown one."""
    return bot_factories(game_id)[bot_name(game_id, name)](seed)


def time_cap(game_id: str, name_or_level: str) -> float:
    """The most seconds a bot's decision runs by its own clock (its search's time cap); 0 for none.

    A game states them in its bots module's ``TIME_CAPS`` (bot name to seconds).  The page
    shows no decision of such a bot sooner than its cap allows (``pharaoh.web.app``), since a
    search cut short by its clock and one that ended early would tell apart how many options
    the computer had.

    >>> time_cap("valley_kings", "hard") >= time_cap("valley_kings", "normal") > 0
    True
    >>> time_cap("mummy_curse", "hard"), time_cap("valley_kings", "random")
    (0.0, 0.0)
    """
    caps: dict[str, float] = dict(getattr(_bots_module(game_id), "TIME_CAPS", {}))
    return float(caps.get(bot_name(game_id, name_or_level), 0.0))
