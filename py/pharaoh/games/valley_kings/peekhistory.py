"""The whole history of an audited peek-proof match of Tara Wolf im Tal der Könige, to watch again.

After a verified end every browser holds every card (the deal's order, each reshuffle's) and
every move: :func:`audit_history` replays them as :func:`~pharaoh.games.valley_kings.peekproof.audit_steps`
does, keeping each position's real state and each move's real action and events, so
:meth:`pharaoh.engine.replay.Replay.from_history` can show the match from any seat's eyes.
The deal comes from mental poker, not from the match's seed: the record alone would not
rebuild it (no save file; see ``docs/replays.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pharaoh.engine.game import SLOT_SPAN, IllegalAction, Move
from pharaoh.engine.illegal import illegal
from pharaoh.engine.replay import Step, round_of
from pharaoh.games.valley_kings import rules
from pharaoh.games.valley_kings.notation import encode
from pharaoh.games.valley_kings.peekproof import _parse, advance, extra_deal, full_game


def audit_history(
    game: Any,
    seed: int,
    options: Mapping[str, Any] | None,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
) -> tuple[list[Any], list[Step]]:
    """Every position's state (``len(moves) + 1``) and every move as a replay step.

    Raises :class:`IllegalAction` if the moves do not replay (a match whose audit failed).
    """
    partial = full_game(seed, options, orders[0])
    states: list[Any] = [partial.state]
    steps: list[Step] = []
    for index, (move, answers) in enumerate(moves):
        try:
            if extra_deal(partial, move, answers) is not None:
                deal = len(partial.extra) + 1
                if deal >= len(orders):
                    raise IllegalAction(illegal("valley.reshuffle", n=index + 1))
                partial = partial.reshuffle_dealt(deal)
                for j, number in enumerate(orders[deal]):
                    slot = deal * SLOT_SPAN + j
                    partial = partial.learn(slot, partial.card_of(slot, number))
            action = _parse(partial, move)
            _, events = rules.apply(partial.state, move.seat, action)
            partial, _ = advance(partial, move, answers)
        except Exception as err:  # noqa: BLE001 - IllegalMove, or anything a lie could provoke
            raise IllegalAction(illegal("history", n=index + 1, error=err)) from None
        states.append(partial.state)
        steps.append(Step(move.seat, encode(action), tuple(events), round_of(game, partial.state)))
    return states, steps
