"""Links that differ in speed: each pair's messages in order, the pairs in any order, repeats.

A router keeps one queue per (sender, receiver) link and delivers from a random non-empty
link each step, so a seat may hear a later pass, key or move from one seat before an earlier
one from another; now and then a seat sends again everything it sent (as after a reconnect).
"""

from __future__ import annotations

import json
import random
from collections import deque

import pytest
from tests.peekproof.multi_harness import TOY, computer_chooser

from pharaoh.games.mummy_curse.game import GAME
from pharaoh.net.peekmulti import Outgoing, SideMatch


def play_scrambled(players: int, seed: int, resends: bool) -> list[SideMatch]:
    rng = random.Random(seed)
    matches = [
        SideMatch(
            GAME,
            seat=s,
            players=players,
            match="m-links",
            group=TOY,
            entropy=random.Random(seed * 10 + s).randbytes,
        )
        for s in range(players)
    ]
    choosers = [computer_chooser(seed * 10 + s) for s in range(players)]
    links: dict[tuple[int, int], deque[str]] = {
        (a, b): deque() for a in range(players) for b in range(players) if a != b
    }

    def post(sender: int, out: list[Outgoing]) -> None:
        for to, message in out:
            for r in to:
                links[(sender, r)].append(json.dumps(message))

    for s, m in enumerate(matches):
        post(s, m.start())
    resend_at = set(rng.sample(range(100, 1200), 3)) if resends else set()
    for step in range(200_000):
        if step in resend_at:  # a seat reconnects: it sends everything again
            s = rng.randrange(players)
            post(s, matches[s].resend())
            resend_at.discard(step)
        busy = [link for link, queue in links.items() if queue]
        actors = [s for s, m in enumerate(matches) if m.can_act()]
        if not busy and not actors:
            assert not resend_at, "the match ended before every reconnect"
            return matches
        if actors and (not busy or rng.random() < 0.3):
            s = rng.choice(actors)
            post(s, matches[s].play(choosers[s](matches[s])))
            continue
        sender, receiver = rng.choice(busy)
        text = links[(sender, receiver)].popleft()
        post(receiver, matches[receiver].receive(sender, json.loads(text)))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("players", "seed", "resends"), [(4, 1, False), (3, 2, True)])
def test_a_match_over_links_of_any_speed_verifies(players: int, seed: int, resends: bool) -> None:
    matches = play_scrambled(players, seed, resends)
    verdicts = [m.verdict for m in matches]
    assert all(v is not None and v.verified for v in verdicts), verdicts
    assert len({len(m.moves) for m in matches}) == 1
