"""An in-memory stand-in for WebRTC: networks joined by a switch, codes made from real-looking SDPs.

Each offer or answer gets its own ICE user fragment, so the switch knows which answer
belongs to which offer, as the two browsers would.  Messages are delivered in order, at
once (a queue keeps the delivery from re-entering a room while it is sending).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from pharaoh.net import sdp
from pharaoh.net.ice import IceSetting

BASE = sdp.SAMPLE_OFFER


def make_sdp(ufrag: str, answer: bool, candidates: bool = True) -> str:
    """A data-channel description with its own ufrag (4 characters), offer or answer."""
    text = BASE.replace("a=ice-ufrag:4SgT", f"a=ice-ufrag:{ufrag}")
    if answer:
        text = text.replace("a=setup:actpass", "a=setup:active")
    if not candidates:
        text = "\r\n".join(line for line in text.split("\r\n") if not line.startswith("a=candidate")) + "\r\n"
    return text


def _ufrag(sdp_text: str) -> str:
    return sdp.parse(sdp_text).ufrag


class Switch:
    """Joins fake networks: pairs answers with offers and delivers messages."""

    def __init__(self) -> None:
        self.offers: dict[str, tuple[FakeNetwork, str]] = {}
        self.answers: dict[str, tuple[FakeNetwork, str, str]] = {}
        self.peers: dict[tuple[int, str], tuple[FakeNetwork, str]] = {}
        self.queue: deque[Callable[[], None]] = deque()
        self.busy = False
        self.count = 0
        self.sent: list[tuple[str, str]] = []

    def later(self, fn: Callable[[], None]) -> None:
        self.queue.append(fn)
        if self.busy:
            return
        self.busy = True
        try:
            while self.queue:
                self.queue.popleft()()
        finally:
            self.busy = False

    def ufrag(self) -> str:
        self.count += 1
        return f"u{self.count:03d}"


class FakeNetwork:
    """One browser's links (implements :class:`pharaoh.net.room.Network`)."""

    def __init__(self, switch: Switch, events: Any = None, *, candidates: bool = True) -> None:
        self.switch = switch
        self.events = events
        self.candidates = candidates
        self.open: set[str] = set()
        self.closed: list[str] = []
        self.ices: list[IceSetting] = []
        self.windows: list[str] = []

    def offer(self, link: str, ice: IceSetting) -> None:
        self.ices.append(ice)
        ufrag = self.switch.ufrag()
        self.switch.offers[ufrag] = (self, link)
        text = make_sdp(ufrag, False, self.candidates)
        self.switch.later(lambda: self.events.on_description(link, text))

    def answer(self, link: str, offer_sdp: str, ice: IceSetting) -> None:
        self.ices.append(ice)
        ufrag = self.switch.ufrag()
        self.switch.answers[ufrag] = (self, link, _ufrag(offer_sdp))
        text = make_sdp(ufrag, True, self.candidates)
        self.switch.later(lambda: self.events.on_description(link, text))

    def accept(self, link: str, answer_sdp: str) -> None:
        found = self.switch.answers.get(_ufrag(answer_sdp))
        mine = next((u for u, (net, lk) in self.switch.offers.items() if net is self and lk == link), None)
        if found is None or found[2] != mine:
            self.switch.later(lambda: self.events.on_failed(link, "the answer belongs to another invite"))
            return
        guest, guest_link, _ = found
        self.switch.peers[(id(self), link)] = (guest, guest_link)
        self.switch.peers[(id(guest), guest_link)] = (self, link)
        self.open.add(link)
        guest.open.add(guest_link)
        self.switch.later(lambda: self.events.on_open(link))
        self.switch.later(lambda: guest.events.on_open(guest_link))

    def send(self, link: str, text: str) -> None:
        if link not in self.open:
            return
        self.switch.sent.append((link, text))
        peer = self.switch.peers.get((id(self), link))
        if peer is None:
            return
        net, other = peer
        self.switch.later(lambda: net.events.on_message(other, text) if other in net.open else None)

    def close(self, link: str) -> None:
        self.closed.append(link)
        self.open.discard(link)

    def drop(self, link: str) -> None:
        """The connection breaks: both sides are told."""
        peer = self.switch.peers.get((id(self), link))
        self.open.discard(link)
        self.switch.later(lambda: self.events.on_closed(link, "the connection was lost"))
        if peer is not None:
            net, other = peer
            net.open.discard(other)
            self.switch.later(lambda: net.events.on_closed(other, "the connection was lost"))

    # BroadcastChannel side (not simulated here: the WebRTC path covers the protocol)
    def listen(self, room_id: str, secrets: dict[str, str] | None = None) -> None:
        self.windows.append(room_id)

    def join_window(self, room_id: str, key: str, secret: str = "") -> str:
        return "host.window"
