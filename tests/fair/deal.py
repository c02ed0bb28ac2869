"""Helpers for the deal tests: a test-only group and a loopback network between seats."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.group import Group

TOY = Group("test-128", 0x8000000000000000000000000000225F)
"""A 128-bit safe prime (the first above 2^127): fast, for the many-iteration tests only."""

TARA_WOLF = (80, 10, 7)
"""Tara Wolf's piles: the main deck, the papyrus cards, the tombs."""

Message = dict[str, Any]
Tamper = Callable[[int, Message], Message]


def seats(
    group: Group, players: int, piles: tuple[int, ...], rng: random.Random, round_: int = 0
) -> list[DeckPlayer]:
    return [
        DeckPlayer.new(
            group,
            "tara-wolf/1",
            "match-1",
            round_,
            seat=s,
            players=players,
            piles=piles,
            entropy=rng.randbytes,
        )
        for s in range(players)
    ]


def deliver(players: list[DeckPlayer], message: Message) -> list[Message]:
    """Send ``message`` to every seat it is meant for; what they send in reply."""
    out: list[Message] = []
    sender = message["seat"]
    for s, player in enumerate(players):
        if s == sender or (message["kind"] == "key" and message["to"] not in (None, s)):
            continue
        players[s], replies = player.receive(message)
        out.extend(replies)
    return out


def run_deal(players: list[DeckPlayer], tamper: Tamper | None = None) -> None:
    """The whole deal between honest seats (``tamper`` may rewrite a message as it leaves its seat)."""
    players[0], queue = players[0].step()
    while queue:
        message = queue.pop(0)
        if tamper is not None:
            message = tamper(message["seat"], message)
        queue.extend(deliver(players, message))
    assert all(p.dealt for p in players)


def show(players: list[DeckPlayer], position: int, to: int | None) -> None:
    """Every seat but ``to`` hands over its key for ``position`` (to ``to``, or to all)."""
    for s in range(len(players)):
        if s != to:
            players[s], message = players[s].give_key(position, to)
            deliver(players, message)


def reveal_all(players: list[DeckPlayer]) -> None:
    for s in range(len(players)):
        players[s], message = players[s].reveal()
        deliver(players, message)
