"""Two browsers playing a peek-proof match over the fake network of tests/net.

Each :class:`Browser` owns one seat's :class:`PeekMatch`, a fake WebRTC link, and a
record of every byte it holds: each message text it received, each save it wrote.
``tamper`` lets a test play a dishonest browser: it may rewrite or drop what it sends.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from tests.net.fakenet import FakeNetwork, Switch

from pharaoh.fair.group import Group
from pharaoh.games.valley_kings.bots import HeuristicBot
from pharaoh.games.valley_kings.game import GAME
from pharaoh.net.ice import IceSetting
from pharaoh.net.peekproof import PeekMatch

TOY = Group("test-128", 0x8000000000000000000000000000225F)
"""A 128-bit safe prime (as tests/fair): fast; the protocol is the same at 1024 bits."""
LOCAL = IceSetting("local")
Message = dict[str, Any]
Tamper = Callable[[Message], Message | None]
Chooser = Callable[[PeekMatch], Any]


def random_chooser(seed: int) -> Chooser:
    """A player picking uniformly among its legal actions."""
    rng = random.Random(seed)
    return lambda match: rng.choice(match.legal())


def hoarding_chooser(seed: int) -> Chooser:
    """A player who takes every resource as cards, passes when it can and lays nothing down.

    Such players run the deck dry within a game: the discard pile is reshuffled.
    """
    rng = random.Random(seed)

    def choose(match: PeekMatch) -> Any:
        legal = match.legal()
        view = match.view()
        for kind, card in (("split", 0), ("pass", -1)):
            for action in legal:
                if action.kind == kind and (card < 0 or action.card == card):
                    return action
        done = [a for a in legal if a.kind == "done"]
        if view["phase"] == "send" and view["table"]["sent"][match.seat] and done:
            return done[0]
        if view["phase"] == "hide" and done:
            return done[0]
        sends = [a for a in legal if a.kind == "send"]
        return sends[0] if sends else rng.choice(legal)

    return choose


def computer_chooser(seed: int) -> Chooser:
    """The heuristic computer player, reading only its seat's view (it runs in its browser)."""
    bot = HeuristicBot(seed)
    return lambda match: bot.choose(GAME, match.seat, match.view(), match.legal())


class Browser:
    """One browser: a seat's match on a fake network link, and the record of what it holds."""

    def __init__(self, switch: Switch, match: PeekMatch, chooser: Chooser) -> None:
        self.net = FakeNetwork(switch, self)
        self.match = match
        self.chooser = chooser
        self.link = "peer"
        self.description = ""
        self.is_open = False
        self.received: list[str] = []
        self.saves: list[str] = []
        self.log: list[tuple[str, Any]] = []
        """Everything this browser held, in order: ("received", text), ("saved", text), ("state", partial)."""
        self.tamper: Tamper | None = None

    # the network's events
    def on_description(self, link: str, text: str) -> None:
        self.description = text

    def on_open(self, link: str) -> None:
        self.is_open = True

    def on_closed(self, link: str, why: str) -> None:
        self.is_open = False

    def on_failed(self, link: str, why: str) -> None:
        raise AssertionError(why)

    def on_message(self, link: str, text: str) -> None:
        self.received.append(text)
        self.log.append(("received", text))
        out = self.match.receive(json.loads(text))
        self.save()
        self.send(out)

    def save(self) -> None:
        text = json.dumps(self.match.to_json(), sort_keys=True)
        self.saves.append(text)
        self.log.append(("saved", text))
        self.log.append(("state", self.match.partial))

    def send(self, messages: list[Message]) -> None:
        for message in messages:
            sent = message if self.tamper is None else self.tamper(message)
            if sent is not None:
                self.net.send(self.link, json.dumps(sent))

    def act(self) -> bool:
        """Play one move if this seat may; whether it did."""
        if not self.match.can_act():
            return False
        out = self.match.play(self.chooser(self.match))
        self.save()
        self.send(out)
        return True


def connect(a: Browser, b: Browser) -> None:
    """Open the fake data channel between two browsers (offer, answer, accept)."""
    a.net.offer(a.link, LOCAL)
    b.net.answer(b.link, a.description, LOCAL)
    a.net.accept(a.link, b.description)
    assert a.is_open and b.is_open


def new_pair(
    seed: int,
    choosers: tuple[Chooser, Chooser],
    group: Group = TOY,
    match: str = "m-test",
    roll: bool = True,
) -> tuple[Browser, Browser]:
    """Two browsers, seat 0 and seat 1, connected; nothing sent yet.

    ``seed`` seeds the browsers' secret bytes; the game's public seed comes from their
    commit-reveal roll, or is ``seed`` itself if ``roll`` is false.
    """
    switch = Switch()
    rng = random.Random(seed)
    browsers = [
        Browser(
            switch,
            PeekMatch(
                GAME, seat=s, seed=None if roll else seed, match=match, group=group, entropy=rng.randbytes
            ),
            choosers[s],
        )
        for s in (0, 1)
    ]
    connect(browsers[0], browsers[1])
    return browsers[0], browsers[1]


def run(browsers: tuple[Browser, Browser], limit: int = 3000, start: bool = True) -> None:
    """Deal and play until neither seat can move (the end, a fault, or a stall)."""
    if start:
        for browser in browsers:
            browser.save()
            browser.send(browser.match.start())
    for _ in range(limit):
        if not any(browser.act() for browser in browsers):
            return
    raise AssertionError("the match did not end")
