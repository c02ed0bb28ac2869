"""The guided first game of Der Fluch der Mumie (:mod:`pharaoh.engine.guide`).

Two seats: the computer's mummy (seat 0) and the learner's two explorers (seat 1).  The
seed is ``tools/guide_seeds.py``'s pick: following the guide, every rule below comes up
within ``limit`` actions.
"""

from __future__ import annotations

from pharaoh.engine.game import Event, Seat, View
from pharaoh.engine.guide import Legal, Rule, Script, Step, first, offers


def _mummy_faces(event: Event, learner: Seat) -> bool:
    return event.kind == "roll" and int(event.data.get("mummies", 0)) > 0


def _arrow(event: Event, learner: Seat) -> bool:
    return event.kind == "move" and event.data.get("face") == "arrow"


def _recover(event: Event, learner: Seat) -> bool:
    return event.kind == "recover"


def _capture(event: Event, learner: Seat) -> bool:
    return event.kind == "capture"


def _lay(event: Event, learner: Seat) -> bool:
    return event.kind == "lay"


def _lays(view: View, legal: Legal) -> bool:
    return any(a.endswith(" lay") for a in legal)


def _lay_pick(view: View, legal: Legal) -> str | None:
    return next((a for a in legal if a.endswith(" lay")), None)


def _rolls(view: View, legal: Legal) -> bool:
    return "roll" in legal


def _roll(view: View, legal: Legal) -> str | None:
    return "roll"


def _recovers(view: View, legal: Legal) -> bool:
    return "recover" in legal


def _recover_pick(view: View, legal: Legal) -> str | None:
    return "recover"


GUIDE = Script(
    game_id="mummy_curse",
    seed=20,
    players=2,
    learner=1,
    bot="casual",
    coach="heuristic",
    rules=(
        Rule("mummies", _mummy_faces),
        Rule("arrow", _arrow),
        Rule("recover", _recover),
        Rule("capture", _capture),
        Rule("lay", _lay),
    ),
    steps=(
        Step("lay", _lays, _lay_pick, "lay"),
        Step("arrow", offers("arrow"), first("arrow"), "arrow"),
        Step("recover", _recovers, _recover_pick, "recover"),
        Step("roll", _rolls, _roll, "mummies"),
    ),
    limit=120,
)
"""The script: rules shown, steps that steer to them, the seed the tool chose."""
