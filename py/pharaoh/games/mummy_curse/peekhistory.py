"""The whole history of an audited peek-proof match of Der Fluch der Mumie, to watch again.

After a verified end every browser has opened the deal's order (the explorers' hands), every
explorer's full move and every throw: :func:`audit_history` replays them as
:func:`~pharaoh.games.mummy_curse.peekproof.audit_steps` does, keeping each position's real
state and each move's events, for :meth:`pharaoh.engine.replay.Replay.from_history`.  The
deal comes from mental poker and the throws from both seats' seeds, not from a match seed:
the record alone would not rebuild it (no save file; see ``docs/replays.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from pharaoh.engine.game import IllegalAction, Move, Seat
from pharaoh.engine.illegal import illegal
from pharaoh.engine.replay import Step, round_of
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse import rules
from pharaoh.games.mummy_curse.notation import decode_action, encode_action
from pharaoh.games.mummy_curse.partial import hand_slots, start


def audit_history(
    game: Any,
    players: int,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Seat, str, str]],
    rolls: Sequence[int | None],
) -> tuple[list[Any], list[Step]]:
    """Every position's state (``len(moves) + 1``) and every move as a replay step.

    Raises :class:`IllegalAction` if the moves do not replay (a match whose audit failed).
    """
    if not orders or len(rolls) < len(moves):
        raise IllegalAction(illegal("curse.history"))
    order = orders[0]
    hands = tuple(tuple(sorted(order[s] for s in hand_slots(players, h))) for h in range(players - 1))
    side = start(players, None, hands)
    states: list[Any] = [side.state]
    steps: list[Step] = []
    for n, (seat, public, full) in enumerate(moves):
        try:
            action = decode_action(full)
            roll = rolls[n] if game.roll_audience(side, Move(seat, public)) is not None else None
            state = side.state
            if action.kind in ("roll", "reroll") and roll is not None:
                state = replace(state, rng=Rng.from_seed(roll))
            _, events = rules.apply(state, seat, action)
            side, _ = game.side_apply(side, Move(seat, full), roll)
        except Exception as err:  # noqa: BLE001 - IllegalAction, or anything a lie could provoke
            raise IllegalAction(illegal("history", n=n + 1, error=err)) from None
        states.append(side.state)
        steps.append(Step(seat, encode_action(action), tuple(events), round_of(game, side.state)))
    return states, steps
