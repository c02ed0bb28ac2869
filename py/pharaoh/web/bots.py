"""Computer players for the page: the same code runs in the bot worker and, as a fallback, in the page.

A request is the JSON the runner builds (:meth:`~pharaoh.web.runner.Session.bot_request`):
the seat's view and legal actions in notation, never the state.  Bots are kept per
session and seat, so a bot that remembers what it saw (a mummy's belief) keeps it.

In the page (:func:`page_choose_json`) a level above the normal one, a searching bot that
thinks for half a second or more in Pyodide, plays the game's normal level instead, so no
decision blocks the page.
"""

from __future__ import annotations

import json
import time
from typing import Any

from pharaoh.engine.bot import DEFAULT_LEVEL, LEVELS, Bot, bot_levels, bot_name, make_bot
from pharaoh.engine.registry import get_game


class BotPool:
    """Bot instances by (session, seat), created on first use."""

    def __init__(self) -> None:
        self._bots: dict[tuple[str, int], Bot] = {}

    def choose(self, request: dict[str, Any]) -> str:
        """The chosen action's notation for one request (see the module docstring)."""
        game = get_game(request["game"])
        seat = int(request["seat"])
        key = (f"{request['game']}:{request.get('session', '')}:{request['bot']}:{request['seed']}", seat)
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_bot(request["game"], request["bot"], int(request["seed"]))
        legal = [game.decode_action(text) for text in request["legal"]]
        if len(legal) == 1:
            return str(request["legal"][0])
        action = bot.choose(game, seat, request["view"], legal)
        return game.encode_action(action)

    def forget(self, session: str) -> None:
        """Drop the bots of a finished session."""
        for key in [k for k in self._bots if k[0].split(":")[1] == session]:
            del self._bots[key]


POOL = BotPool()


def choose_json(request_json: str) -> str:
    """Worker entry: a request as JSON in, ``{"action": ..., "ms": ...}`` or ``{"error": ...}`` out."""
    start = time.perf_counter()
    try:
        action = POOL.choose(json.loads(request_json))
    except Exception as exc:  # noqa: BLE001 - the page must get an answer whatever a bot does
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})
    return json.dumps({"action": action, "ms": round((time.perf_counter() - start) * 1000, 1)})


def page_bot(game_id: str, name_or_level: str) -> str:
    """The bot that plays a seat when computer moves run in the page rather than the worker.

    A bot of a level above the normal one (the searching levels) gives way to the game's
    normal level; every other bot plays as asked.  Only the levels' table decides.
    """
    levels = bot_levels(game_id)
    name = bot_name(game_id, name_or_level)
    normal = levels[DEFAULT_LEVEL]
    above = LEVELS[LEVELS.index(DEFAULT_LEVEL) + 1 :]
    if name != normal and any(levels[level] == name for level in above):
        return normal
    return name


def page_choose_json(request_json: str) -> str:
    """In-page entry, as :func:`choose_json`; the answer has ``"stood_in"`` when a normal bot stood in."""
    try:
        request = json.loads(request_json)
        asked = bot_name(request["game"], request["bot"])
        request["bot"] = page_bot(request["game"], asked)
    except Exception as exc:  # noqa: BLE001 - the page must get an answer whatever a request holds
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})
    answer: dict[str, Any] = json.loads(choose_json(json.dumps(request)))
    if request["bot"] != asked:
        answer["stood_in"] = request["bot"]
    return json.dumps(answer)
