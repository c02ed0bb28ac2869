"""Guided first games: the contract hook, a game's script as data, and the tutor that follows a match.

A game offers a guided first game by giving its package a ``guide`` module with ``GUIDE``, a
:class:`Script`: the seed and seats of the guided match, the rules it should show (each a
predicate on an event as the learner sees it) and the steps that steer towards them (each a
predicate on the learner's view and legal actions, and the action it suggests).  Nothing
else is needed: :func:`guide_script` finds it, the page and the tests read it through
:class:`Tutor`.

The engine stays the authority.  The tutor only ever suggests one of the learner's legal
actions; when the learner plays something else it notes that step as *later* (its text says
so) and keeps suggesting from the new situation.  It never blocks an action.

The computer seats of a guided match are seeded from the guide's seed
(:func:`guide_bot_key`), a fresh bot per decision (:func:`decision_seed`), so the match is
the same for every learner who follows the suggestions, wherever the bots run.  That
breaks the rule that bots never derive from a match's seed, on purpose:
a guided game is a lesson with nothing to hide from the learner (docs/guide.md).
"""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pharaoh.engine.bot import Bot, make_bot
from pharaoh.engine.game import Event, Seat, View
from pharaoh.engine.match import Match
from pharaoh.engine.registry import check_game_id

Legal = Sequence[str]
"""The learner's legal actions in notation."""


@dataclass(frozen=True)
class Rule:
    """A rule the guided game shows: seen once an event (as the learner sees it) satisfies ``seen``."""

    key: str
    """Short id; the page's texts ``guide.<game>.rule.<key>`` (its name) and ``.seen.<key>`` (why)."""
    seen: Callable[[Event, Seat], bool]
    """``seen(event, learner)``: the event shows the rule at work."""


@dataclass(frozen=True)
class Step:
    """A suggestion that steers towards a rule: when ``when`` holds, suggest ``pick``'s action.

    ``pick`` returns one of the legal actions (or ``None``: the coach's choice, see
    :class:`Script`).  A step with a ``rule`` is done once that rule is seen; one without is
    done once the learner plays what it suggested.
    """

    key: str
    """Short id; the page's text ``guide.<game>.step.<key>`` says what to do and why."""
    when: Callable[[View, Legal], bool]
    pick: Callable[[View, Legal], str | None]
    rule: str | None = None


@dataclass(frozen=True)
class Script:
    """A game's guided first game."""

    game_id: str
    seed: int
    """The match's seed (found by ``tools/guide_seeds.py``, which reproduces it)."""
    players: int
    learner: Seat
    """The person's seat; every other seat is a computer playing ``bot``."""
    bot: str
    """The computer seats' bot (a deterministic, cheap one: the guide must replay alike)."""
    coach: str
    """The bot whose choice the guide suggests when no step applies."""
    rules: tuple[Rule, ...]
    steps: tuple[Step, ...]
    limit: int
    """The tool's bound: every rule is seen within this many actions of the match."""


@dataclass(frozen=True)
class Advice:
    """What the guide says now."""

    step: str
    """The step's key, ``"play"`` (the coach's pick), ``"wait"`` (not the learner's turn) or ``"done"``."""
    action: str | None = None
    """The suggested action (one of the learner's legal actions), if it is the learner's turn."""
    news: tuple[str, ...] = ()
    """Rules just seen, to explain now."""
    later: str = ""
    """A step the learner did not follow: the guide comes back to it when it comes up again."""
    seen: tuple[str, ...] = field(default_factory=tuple)
    """Every rule seen so far."""


def guide_script(game_id: str) -> Script | None:
    """The guided first game of a game (its ``guide`` module's ``GUIDE``), or ``None`` if it has none."""
    check_game_id(game_id)
    try:
        module = importlib.import_module(f"pharaoh.games.{game_id}.guide")
    except ModuleNotFoundError as exc:
        if exc.name != f"pharaoh.games.{game_id}.guide":
            raise
        return None
    script = getattr(module, "GUIDE", None)
    return script if isinstance(script, Script) else None


def guide_bot_key(seed: int) -> bytes:
    """The computer seats' key in a guided match: from the guide's seed (see the module docstring).

    >>> guide_bot_key(5) == guide_bot_key(5) != guide_bot_key(6)
    True
    """
    return hashlib.sha256(b"pharaoh-guide:" + str(seed).encode()).digest()[:16]


def computer_seed(key: bytes, seat: Seat) -> int:
    """A computer seat's seed from its session's key, as the page's runner derives it.

    (:func:`pharaoh.web.runner.bot_seed` computes the same; a test keeps them equal.)

    >>> computer_seed(bytes(16), 0) != computer_seed(bytes(16), 1)
    True
    """
    digest = hashlib.sha256(key + seat.to_bytes(2, "big")).digest()
    return int.from_bytes(digest[:8], "big")


def decision_seed(key: bytes, seat: Seat, state_id: int) -> int:
    """A computer's seed for one decision of a guided match: from the key, its seat and the state.

    A fresh bot per decision makes each choice a function of the position alone, so it is the
    same whether the page's worker, the page itself (while the worker boots) or CPython makes it.

    >>> decision_seed(bytes(16), 1, 0) != decision_seed(bytes(16), 1, 1)
    True
    """
    return computer_seed(key + state_id.to_bytes(4, "big"), seat)


def bot_action(bot: Bot, match: Match, seat: Seat) -> str:
    """A bot's choice for ``seat`` as the page's bot pool makes it (one legal action: that one)."""
    legal = match.legal(seat)
    if len(legal) == 1:
        return legal[0]
    game = match.game
    view = json.loads(json.dumps(match.view(seat)))
    action = bot.choose(game, seat, view, [game.decode_action(text) for text in legal])
    return str(game.encode_action(action))


class Tutor:
    """Follows a match for the learner: which rules were seen, what to suggest now.

    Call :meth:`advise` with the match whenever the screen may show advice; it reads the
    match's new actions and events itself (an undo that shortened them is noticed too).
    """

    def __init__(self, script: Script) -> None:
        self.script = script
        self.seen: list[str] = []
        self.news: tuple[str, ...] = ()
        self.done: set[str] = set()
        self.later = ""
        self._key = guide_bot_key(script.seed)
        self._events = 0
        self._actions = 0
        self._advised: dict[int, tuple[str, str | None]] = {}
        self._cached: tuple[int, Advice] | None = None

    @property
    def finished(self) -> bool:
        """True once every rule of the script was seen."""
        return len(self.seen) == len(self.script.rules)

    def _follow(self, match: Match) -> None:
        """Take in the actions and events the match has had since the last call."""
        learner = self.script.learner
        if len(match.actions) < self._actions or len(match.log) < self._events:
            # an undo: the advice given on the states taken back no longer counts
            self._actions = min(self._actions, len(match.actions))
            self._events = min(self._events, len(match.log))
            self._advised = {k: v for k, v in self._advised.items() if k < self._actions}
            self._cached = None
        moved = False
        for index in range(self._actions, len(match.actions)):
            seat, text = match.actions[index]
            if seat != learner:
                continue
            moved = True
            step, action = self._advised.get(index, ("", None))
            if step in ("", "play", "wait", "done"):
                continue
            if text == action:
                if self._step(step).rule is None:
                    self.done.add(step)
                self.later = ""
            else:
                self.later = step
        self._actions = len(match.actions)
        if moved:
            self.news = ()
        fresh: list[str] = []
        for event in match.log[self._events :]:
            shown = event.for_seat(learner)
            if shown is None:
                continue
            for rule in self.script.rules:
                if rule.key not in self.seen and rule.seen(shown, learner):
                    self.seen.append(rule.key)
                    fresh.append(rule.key)
        self._events = len(match.log)
        if fresh:
            self.news = (*self.news, *fresh)
            if self.later and self._step(self.later).rule in fresh:
                self.later = ""

    def _coach(self, match: Match) -> str:
        """The coach bot's choice for the learner (a fresh bot per position: see :func:`decision_seed`)."""
        learner = self.script.learner
        seed = decision_seed(self._key, learner, match.state_id)
        return bot_action(make_bot(self.script.game_id, self.script.coach, seed), match, learner)

    def _step(self, key: str) -> Step:
        return next(s for s in self.script.steps if s.key == key)

    def advise(self, match: Match) -> Advice:
        """The guide's word on the match as it stands (the same answer for the same state)."""
        self._follow(match)
        sid = match.state_id
        if self._cached is not None and self._cached[0] == sid:
            return self._cached[1]
        advice = self._advise(match)
        self._cached = (sid, advice)
        if advice.action is not None:
            self._advised[sid] = (advice.step, advice.action)
        return advice

    def _advise(self, match: Match) -> Advice:
        learner = self.script.learner
        base = {"news": self.news, "later": self.later, "seen": tuple(self.seen)}
        if match.outcome() is not None:
            return Advice("done", **base)  # type: ignore[arg-type]
        if learner not in match.to_act():
            return Advice("done" if self.finished else "wait", **base)  # type: ignore[arg-type]
        legal = match.legal(learner)
        view = match.view(learner)
        if not self.finished:
            for step in self.script.steps:
                if step.key in self.done or (step.rule is not None and step.rule in self.seen):
                    continue
                if not step.when(view, legal):
                    continue
                action = step.pick(view, legal)
                if action is None:
                    action = self._coach(match)
                if action in legal:
                    return Advice(step.key, action, **base)  # type: ignore[arg-type]
        action = self._coach(match)
        return Advice("done" if self.finished else "play", action, **base)  # type: ignore[arg-type]


def first(prefix: str) -> Callable[[View, Legal], str | None]:
    """A step's pick: the first legal action starting with ``prefix``.

    >>> first("arrow")({}, ["move 1 a1", "arrow n b2"])
    'arrow n b2'
    """

    def pick(view: View, legal: Legal) -> str | None:
        return next((a for a in legal if a.startswith(prefix)), None)

    return pick


def offers(prefix: str) -> Callable[[View, Legal], bool]:
    """A step's condition: some legal action starts with ``prefix``.

    >>> offers("roll")({}, ["reroll", "roll"]), offers("lay")({}, ["roll"])
    (True, False)
    """

    def when(view: View, legal: Legal) -> bool:
        return any(a.startswith(prefix) for a in legal)

    return when


def coach(view: View, legal: Legal) -> str | None:
    """A step's pick: whatever the coach bot would play."""
    return None


def play(match: Match, script: Script, tutor: Tutor | None = None, budget: int | None = None) -> Tutor:
    """Play a guided match as a learner who follows every suggestion, until the guide is done.

    The computer seats play as in the page (the script's bot, a fresh one per decision seeded
    by :func:`decision_seed`).  Stops after ``budget`` actions (default: the script's limit).
    Used by ``tools/guide_seeds.py`` and the tests.
    """
    tutor = tutor or Tutor(script)
    key = guide_bot_key(script.seed)
    for _ in range(budget if budget is not None else script.limit):
        advice = tutor.advise(match)
        if advice.step == "done" or match.outcome() is not None:
            break
        to_act = match.to_act()
        # as the page's runner: the person first, then the lowest computer seat
        seat = script.learner if script.learner in to_act else to_act[0]
        if seat == script.learner:
            assert advice.action is not None
            match.act(seat, advice.action)
            continue
        bot = make_bot(script.game_id, script.bot, decision_seed(key, seat, match.state_id))
        match.act(seat, bot_action(bot, match, seat))
    tutor.advise(match)
    return tutor
