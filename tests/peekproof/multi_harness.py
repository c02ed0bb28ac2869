"""Browsers playing a peek-proof curse match of 2-5 seats over the fake network of tests/net.

Every pair of browsers has its own fake data channel (a mesh: a key or an explorer-only
message reaches its addressee only).  Each :class:`Browser` owns one seat's
:class:`SideMatch` and records every byte it holds: each message text it received and its
partial state after each step.  ``tamper`` lets a test play a dishonest browser.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from tests.net.fakenet import FakeNetwork, Switch

from pharaoh.engine.game import PeekSides
from pharaoh.fair.group import Group
from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.games.mummy_curse.game import GAME
from pharaoh.net.ice import IceSetting
from pharaoh.net.peekmulti import Outgoing, SideMatch

TOY = Group("test-128", 0x8000000000000000000000000000225F)
"""A 128-bit safe prime (as tests/fair): fast; the protocol is the same at 1024 bits."""
LOCAL = IceSetting("local")
Message = dict[str, Any]
Tamper = Callable[[tuple[int, ...], Message], Message | None]
Chooser = Callable[[SideMatch], Any]


def computer_chooser(seed: int) -> Chooser:
    """The heuristic computer player, reading only its seat's view (it runs in its browser)."""
    bot = HeuristicBot(seed)
    return lambda match: bot.choose(GAME, match.seat, match.view(), match.legal())


class Browser:
    """One browser: a seat's match on fake links to every other browser, and what it holds."""

    def __init__(self, switch: Switch, match: SideMatch, chooser: Chooser) -> None:
        self.net = FakeNetwork(switch, self)
        self.match = match
        self.chooser = chooser
        self.descriptions: dict[str, str] = {}
        self.open: set[str] = set()
        self.received: list[tuple[int, str]] = []
        """Every message text this browser received, with its sender."""
        self.states: list[Any] = []
        """Its partial state after every step."""
        self.held: list[tuple[int, Any, Any, Any]] = []
        """After every step: how many messages it had received, its deal player, rolls and salt seed."""
        self.sent: list[tuple[tuple[int, ...], str]] = []
        self.tamper: Tamper | None = None
        self.sliced = False
        """Take every message in jobs of one unit at a time, as the page does in slices."""
        self.units: list[int] = []
        """With ``sliced``: the units of work each message took."""
        self.drop: Callable[[tuple[int, ...], Message], bool] | None = None

    def on_description(self, link: str, text: str) -> None:
        self.descriptions[link] = text

    def on_open(self, link: str) -> None:
        self.open.add(link)

    def on_closed(self, link: str, why: str) -> None:
        self.open.discard(link)

    def on_failed(self, link: str, why: str) -> None:
        raise AssertionError(why)

    def on_message(self, link: str, text: str) -> None:
        sender = int(link[1:])
        self.received.append((sender, text))
        if self.sliced:
            job = self.match.receive_job(sender, json.loads(text))
            while not job.run(1):
                pass
            self.units.append(job.done_units)
            out = job.result()
        else:
            out = self.match.receive(sender, json.loads(text))
        self.snapshot()
        self.send(out)

    def snapshot(self) -> None:
        """Record what the match holds now (its partial state, deal, rolls, salt seed)."""
        m = self.match
        self.states.append(m.partial)
        self.held.append((len(self.received), m.deck, dict(m.rolls), m.salt_seed))

    def send(self, messages: list[Outgoing]) -> None:
        """Send every message, then let the network deliver (a browser finishes its task first)."""
        switch = self.net.switch
        busy, switch.busy = switch.busy, True
        try:
            self._send(messages)
        finally:
            switch.busy = busy
        if not busy:
            switch.later(lambda: None)

    def _send(self, messages: list[Outgoing]) -> None:
        for to, message in messages:
            if self.drop is not None and self.drop(to, message):
                continue
            sent = message if self.tamper is None else self.tamper(to, message)
            if sent is None:
                continue
            text = json.dumps(sent)
            self.sent.append((to, text))
            for seat in to:
                self.net.send(f"p{seat}", text)

    def act(self) -> bool:
        """Play one move if this seat may; whether it did."""
        if not self.match.can_act():
            return False
        out = self.match.play(self.chooser(self.match))
        self.snapshot()
        self.send(out)
        return True


def connect(browsers: list[Browser]) -> None:
    """Open a fake data channel between every pair of browsers."""
    for a in browsers:
        for b in browsers:
            if a.match.seat < b.match.seat:
                la, lb = f"p{b.match.seat}", f"p{a.match.seat}"
                a.net.offer(la, LOCAL)
                b.net.answer(lb, a.descriptions[la], LOCAL)
                a.net.accept(la, b.descriptions[lb])
                assert la in a.open and lb in b.open


def new_table(
    players: int,
    seed: int,
    group: Group = TOY,
    games: dict[int, PeekSides] | None = None,
    choosers: dict[int, Chooser] | None = None,
    match: str = "m-curse",
) -> list[Browser]:
    """``players`` browsers, one per seat, all connected; nothing sent yet.

    ``seed`` seeds every browser's secret bytes and the computer players; ``games`` gives
    a seat another (dishonest) game object.
    """
    switch = Switch()
    browsers = []
    for s in range(players):
        rng = random.Random(seed * 100 + s)
        game = (games or {}).get(s, GAME)
        m = SideMatch(game, seat=s, players=players, match=match, group=group, entropy=rng.randbytes)
        chooser = (choosers or {}).get(s, computer_chooser(seed * 100 + s))
        browsers.append(Browser(switch, m, chooser))
    connect(browsers)
    return browsers


def run(browsers: list[Browser], limit: int = 5000, start: bool = True) -> None:
    """Deal (``start``) and play until no seat can move (the end, a fault, or a stall)."""
    for browser in browsers if start else ():
        browser.snapshot()
        browser.send(browser.match.start())
    for _ in range(limit):
        if not any(browser.act() for browser in browsers):
            return
    raise AssertionError("the match did not end")
