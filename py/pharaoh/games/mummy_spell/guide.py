"""The guided first game of Im Bann der Mumie (:mod:`pharaoh.engine.guide`).

Three seats: the computer's mummy (seat 0), the learner's archaeologist (seat 1) and a
computer archaeologist (seat 2).  The seed is ``tools/guide_seeds.py``'s pick: following
the guide, every rule below comes up within ``limit`` actions.
"""

from __future__ import annotations

from pharaoh.engine.game import Event, Seat
from pharaoh.engine.guide import Rule, Script, Step, coach, first, offers


def _own(kind: str, event: Event, learner: Seat) -> bool:
    return event.kind == kind and event.data.get("seat") == learner


def _research(event: Event, learner: Seat) -> bool:
    return _own("research", event, learner)


def _open(event: Event, learner: Seat) -> bool:
    return _own("open", event, learner)


def _job(event: Event, learner: Seat) -> bool:
    return _own("job", event, learner) or _own("offer", event, learner)


def _beetles(event: Event, learner: Seat) -> bool:
    return event.kind == "place"


def _fight(event: Event, learner: Seat) -> bool:
    return event.kind == "fight"


def _market(event: Event, learner: Seat) -> bool:
    return event.kind == "market"


GUIDE = Script(
    game_id="mummy_spell",
    seed=9,
    players=3,
    learner=1,
    bot="casual",
    coach="rule_based",
    rules=(
        Rule("research", _research),
        Rule("open", _open),
        Rule("job", _job),
        Rule("beetles", _beetles),
        Rule("fight", _fight),
        Rule("market", _market),
    ),
    steps=(
        Step("open", offers("open "), first("open "), "open"),
        Step("research", offers("research "), first("research "), "research"),
        Step("job", offers("job "), first("job "), "job"),
        Step("offer", offers("offer "), first("offer "), "job"),
        Step("market", offers("bag "), coach, "market"),
    ),
    limit=400,
)
"""The script: rules shown, steps that steer to them, the seed the tool chose."""
