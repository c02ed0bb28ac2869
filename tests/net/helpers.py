"""An in-memory network: a host and guests exchanging JSON strings, every message recorded."""

from __future__ import annotations

import pickle
import random
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from pharaoh.engine.bot import RandomBot
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host, Invite
from pharaoh.net.messages import encode_message
from pharaoh.saves import SeatPlan


def counter_entropy(start: int = 0) -> Callable[[int], bytes]:
    """A deterministic entropy source for reproducible tests."""
    rng = random.Random(start)
    return lambda n: bytes(rng.getrandbits(8) for _ in range(n))


def plans(kinds: Sequence[str]) -> list[SeatPlan]:
    """Seat plans from kinds: "remote", "local" or "computer" (random bot)."""
    return [
        SeatPlan(kind, f"P{i}", "random" if kind == "computer" else None)  # type: ignore[arg-type]
        for i, kind in enumerate(kinds)
    ]


class Net:
    """Delivers every message at once, in order; keeps what each guest received."""

    def __init__(self, host: Host, seed: int = 0) -> None:
        self.host = host
        self.guests: dict[str, Guest] = {}
        self.received: dict[str, list[str]] = {}
        self.truth: dict[str, list[tuple[str, Any]]] = {}
        """Per peer: (raw message, host state when it was sent) for leak checks."""
        self.errors: dict[str, list[str]] = {}
        self.bots = {s: RandomBot(seed + s) for s in range(host.players)}

    def join(self, peer_id: str, guest: Guest, invite: Invite = "any") -> None:
        self.guests[peer_id] = guest
        self.received.setdefault(peer_id, [])
        self.deliver(self.host.connect(peer_id, invite))
        self.send(peer_id, guest.hello())

    def send(self, peer_id: str, raw: str) -> None:
        queue = deque([(peer_id, raw)])
        while queue:
            sender, text = queue.popleft()
            for target, reply in self._route(self.host.handle(sender, text)):
                queue.append((target, reply))
        self.computers()

    def deliver(self, outgoing: list[tuple[str, Any]]) -> None:
        queue = deque(self._route(outgoing))
        while queue:
            sender, text = queue.popleft()
            for target, reply in self._route(self.host.handle(sender, text)):
                queue.append((target, reply))

    def _route(self, outgoing: list[tuple[str, Any]]) -> list[tuple[str, str]]:
        """Hand the host's messages to the guests; returns the guests' replies to the host."""
        replies = []
        state = self.host.match.state if self.host.match is not None else None
        for peer_id, message in outgoing:
            raw = encode_message(message)
            guest = self.guests.get(peer_id)
            if guest is None:
                continue
            self.received[peer_id].append(raw)
            self.truth.setdefault(peer_id, []).append((raw, state))
            if message.type == "error":
                self.errors.setdefault(peer_id, []).append(message.code)
            replies += [(peer_id, r) for r in guest.receive(raw)]
        return replies

    def drop(self, peer_id: str) -> None:
        self.deliver(self.host.disconnect(peer_id))
        del self.guests[peer_id]

    def computers(self) -> None:
        if self.host.computer_seats():
            self.deliver(self.host.play_computers(self.bots))

    def play_to_end(self, chooser: random.Random, limit: int = 50_000) -> int:
        """Guests pick random legal actions until the game ends; returns the number of actions."""
        count = self.play(chooser, limit)
        assert self.host.phase == "over", "no end"
        return count

    def play(self, chooser: random.Random, most: int) -> int:
        """Guests pick random legal actions, at most ``most`` of them or until the game ends.

        An action that lays a treasure (notation ending in " lay") is preferred: random
        explorers otherwise wander for thousands of turns before the mummy catches them.
        """
        count = 0
        while self.host.phase != "over" and count < most:
            count += 1
            movers = [
                (pid, g)
                for pid, g in sorted(self.guests.items())
                if g.seat is not None and g.seat in g.to_act
            ]
            assert movers, f"nobody can act: {self.host.phase} {self.host.match and self.host.match.to_act()}"
            pid, guest = movers[chooser.randrange(len(movers))]
            assert guest.legal, "a guest to act has legal actions"
            eager = [t for t in guest.legal if t.endswith(" lay")]
            self.send(pid, guest.act(chooser.choice(eager or guest.legal)))
        return count


def fingerprint(host: Host) -> tuple[str, bytes] | None:
    """The match's digest and pickled state: equal fingerprints, equal matches."""
    if host.match is None:
        return None
    return host.match.digest(), pickle.dumps(host.match.state)
