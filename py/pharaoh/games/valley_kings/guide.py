"""The guided first game of Tara Wolf im Tal der Könige (:mod:`pharaoh.engine.guide`).

The learner plays seat 0 against the computer's casual adventurer.  The seed is
``tools/guide_seeds.py``'s pick: following the guide, every rule below comes up within
``limit`` actions (a tie included, which needs a lucky seed).
"""

from __future__ import annotations

from pharaoh.engine.game import Event, Seat, View
from pharaoh.engine.guide import Legal, Rule, Script, Step, coach, offers
from pharaoh.games.valley_kings.cards import INDEX, IS_PLAYABLE


def _playable(card: object) -> bool:
    index = INDEX.get(str(card))
    return index is not None and IS_PLAYABLE[index]


def _split(event: Event, learner: Seat) -> bool:
    return event.kind == "split" and event.data.get("seat") == learner


def _camp(event: Event, learner: Seat) -> bool:
    return event.kind == "play" and event.data.get("seat") == learner


def _tomb(event: Event, learner: Seat) -> bool:
    return event.kind == "send" and event.data.get("seat") == learner


def _trap(event: Event, learner: Seat) -> bool:
    return event.kind == "trap"


def _bluff(event: Event, learner: Seat) -> bool:
    if event.kind == "reveal":
        return any(_playable(c) for pile in event.data.get("cards", ()) for c in pile)
    return event.kind == "hide" and event.data.get("seat") == learner and _playable(event.data.get("card"))


def _tie(event: Event, learner: Seat) -> bool:
    if event.kind != "fight":
        return False
    strengths = list(event.data.get("strengths", ()))
    return len(strengths) == 2 and strengths[0] == strengths[1]


def _bluffs(view: View, legal: Legal) -> bool:
    return _bluff_pick(view, legal) is not None


def _bluff_pick(view: View, legal: Legal) -> str | None:
    return next((a for a in legal if a.startswith("hide:") and _playable(a[5:])), None)


def _opens(view: View, legal: Legal) -> bool:
    return "open" in legal


def _open(view: View, legal: Legal) -> str | None:
    return "open"


GUIDE = Script(
    game_id="valley_kings",
    seed=34,
    players=2,
    learner=0,
    bot="casual",
    coach="heuristic",
    rules=(
        Rule("split", _split),
        Rule("camp", _camp),
        Rule("tomb", _tomb),
        Rule("trap", _trap),
        Rule("bluff", _bluff),
        Rule("tie", _tie),
    ),
    steps=(
        Step("split", offers("split:"), coach, "split"),
        Step("camp", offers("play:"), coach, "camp"),
        Step("open", _opens, _open, "tomb"),
        Step("send", offers("send:"), coach, "tomb"),
        Step("bluff", _bluffs, _bluff_pick, "bluff"),
        Step("trap", offers("trap:"), coach, "trap"),
    ),
    limit=160,
)
"""The script: rules shown, steps that steer to them, the seed the tool chose."""
