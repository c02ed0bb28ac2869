"""Links between two windows of one browser (BroadcastChannel), each seat's behind its own secret.

A BroadcastChannel delivers every message to every window of the origin listening on the
same name, so the name itself is the key: the host opens one channel per invite (each
remote seat, and the spectators) named after the room, the invite and a random secret of
128 bits, and the window link carries it (``#window=ROOM.KEY.SECRET``).  A window that
was not given a seat's link cannot find that seat's channel: it cannot read the seat's
updates, act for it or close its link.  The host takes a link's invite from the channel a
message arrived on, never from the message, so a window with seat 1's link can only ever
claim seat 1; envelopes that are malformed, too big, or not addressed to the host are
dropped.

Pure Python: :mod:`pharaoh.net.webrtc` opens the channels and passes their messages here;
tests drive these classes directly.  What this cannot stop: any script running in a page of
the same origin (an open developer console, a page of another app served from the same
site) can read the page's storage and its DOM, links included, and so join any channel.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from pharaoh.net import reasons

PREFIX = "pharaoh-room-"
"""BroadcastChannel name prefix."""
MAX_ENVELOPE = 300 * 1024
"""The largest envelope read (a host's message is at most 256 KiB)."""
HOST = "host"
"""The host window's name in envelopes."""

_ROOM = re.compile(r"^[0-9a-f]{8}$")
_KEY = re.compile(r"^([0-9]{1,2}|spectator)$")
_SECRET = re.compile(r"^[A-Za-z0-9_-]{22,64}$")
_WINDOW = re.compile(r"^[0-9a-f]{12}$")


def channel_name(room_id: str, key: str, secret: str) -> str:
    """The channel of one invite.

    >>> channel_name("0a1b2c3d", "1", "s" * 22)
    'pharaoh-room-0a1b2c3d.1.ssssssssssssssssssssss'
    """
    return f"{PREFIX}{room_id}.{key}.{secret}"


def read_link(text: str) -> tuple[str, str, str] | None:
    """``ROOM.KEY.SECRET`` of a window link (after ``#window=``), or None if it is not one.

    >>> read_link("0a1b2c3d.spectator." + "A" * 22)
    ('0a1b2c3d', 'spectator', 'AAAAAAAAAAAAAAAAAAAAAA')
    >>> read_link("0a1b2c3d.1") is None, read_link("0a1b2c3d.1.short") is None
    (True, True)
    """
    parts = text.strip().split(".")
    if len(parts) != 3:
        return None
    room_id, key, secret = parts
    if not (_ROOM.match(room_id) and _KEY.match(key) and _SECRET.match(secret)):
        return None
    return room_id, key, secret


def read_envelope(data: object) -> dict[str, Any] | None:
    """A channel message as ``{"kind", "from", "to", ...}``, or None for anything malformed.

    >>> read_envelope('{"kind": "msg", "from": "host", "to": "0123456789ab", "data": "x"}')["data"]
    'x'
    >>> read_envelope('{"kind": "msg", "from": "<script>", "to": "host"}') is None
    True
    """
    if not isinstance(data, str) or len(data) > MAX_ENVELOPE:
        return None
    try:
        envelope = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, dict) or envelope.get("kind") not in ("hello", "open", "msg", "close"):
        return None
    sender, target = envelope.get("from"), envelope.get("to")
    if not isinstance(sender, str) or not isinstance(target, str):
        return None
    if not (sender == HOST or _WINDOW.match(sender)) or not (target == HOST or _WINDOW.match(target)):
        return None
    if envelope["kind"] == "msg" and not isinstance(envelope.get("data"), str):
        return None
    return envelope


class WindowEvents(Protocol):
    """What the window links report (the room's events)."""

    def on_open(self, link: str, window: bool = False) -> None:
        """A window link opened."""
        ...

    def on_message(self, link: str, text: str) -> None:
        """A message arrived on a window link."""
        ...

    def on_closed(self, link: str, reason: str) -> None:
        """The other window closed the link."""
        ...


Post = Callable[[str, str], None]
"""Post a text on the channel of that name."""

Refused = Callable[[str], None]
"""Told why an envelope was refused (``"malformed"``, ``"not_for_host"``, ``"no_such_window"``)."""


def window_link(key: str, sender: str) -> str:
    """The host's id of the link with window ``sender`` on invite ``key``.

    >>> window_link("1", "0123456789ab")
    'w.1.0123456789ab'
    """
    return f"w.{key}.{sender}"


def link_key(link: str) -> str | None:
    """The invite key of a host's window link (None for another link).

    >>> link_key("w.spectator.0123456789ab"), link_key("1.4")
    ('spectator', None)
    """
    parts = link.split(".")
    return parts[1] if len(parts) == 3 and parts[0] == "w" and _KEY.match(parts[1]) else None


class WindowHost:
    """The host window's side: one channel per invite, the links of the windows on each."""

    def __init__(
        self,
        room_id: str,
        secrets: Mapping[str, str],
        events: WindowEvents,
        post: Post,
        refused: Refused | None = None,
    ) -> None:
        self.room_id = room_id
        self.secrets = {k: s for k, s in secrets.items() if _KEY.match(k) and _SECRET.match(s)}
        self.events = events
        self.post = post
        self.windows: dict[str, tuple[str, str]] = {}
        """Link -> (invite key, the window's id)."""
        self.dropped = 0
        """Envelopes ignored (malformed, not for the host, or for a link that does not exist)."""
        self.refused = refused
        """Told of every envelope ignored, with why (the host's page shows a count)."""

    def channels(self) -> dict[str, str]:
        """Channel name -> invite key, for every channel the host listens on."""
        return {channel_name(self.room_id, k, s): k for k, s in self.secrets.items()}

    def on_channel(self, key: str, data: object) -> None:
        """An envelope arrived on invite ``key``'s channel (the network says which channel)."""
        envelope = read_envelope(data)
        if envelope is None or key not in self.secrets:
            self._drop("malformed")
            return
        if envelope["to"] != HOST or envelope["from"] == HOST:
            self._drop("not_for_host")
            return
        link = window_link(key, envelope["from"])
        kind = envelope["kind"]
        if kind == "hello":
            if link not in self.windows:
                self.windows[link] = (key, envelope["from"])
            self._post(link, {"kind": "open"})
            self.events.on_open(link, True)
        elif kind == "msg" and link in self.windows:
            self.events.on_message(link, envelope["data"])
        elif kind == "close" and self.windows.pop(link, None) is not None:
            self.events.on_closed(link, reasons.reason("link.window_closed"))
        else:
            self._drop("no_such_window")

    def _drop(self, why: str) -> None:
        self.dropped += 1
        if self.refused is not None:
            self.refused(why)

    def send(self, link: str, text: str) -> bool:
        """Send on a window link; False if it is not one."""
        if link not in self.windows:
            return False
        self._post(link, {"kind": "msg", "data": text})
        return True

    def close(self, link: str) -> bool:
        """Close a window link (the window is told); False if it is not one."""
        if link not in self.windows:
            return False
        self._post(link, {"kind": "close"})
        del self.windows[link]
        return True

    def _post(self, link: str, body: dict[str, Any]) -> None:
        key, window = self.windows[link]
        envelope = {**body, "from": HOST, "to": window}
        self.post(channel_name(self.room_id, key, self.secrets[key]), json.dumps(envelope))


class WindowGuest:
    """A guest window's side: its one channel to the host."""

    LINK = "host.window"
    """The guest's id of its link to the host window."""

    def __init__(
        self, me: str, room_id: str, key: str, secret: str, events: WindowEvents, post: Post
    ) -> None:
        self.me = me
        self.channel = channel_name(room_id, key, secret)
        self.events = events
        self.post = post
        self.open = False
        self.closed = False
        self.dropped = 0

    def hello(self) -> None:
        """Knock on the host window's channel."""
        self.post(self.channel, json.dumps({"kind": "hello", "from": self.me, "to": HOST}))

    def on_channel(self, data: object) -> None:
        """An envelope on our channel: only the host's, addressed to us, counts."""
        envelope = read_envelope(data)
        if envelope is None or envelope["from"] != HOST or envelope["to"] != self.me or self.closed:
            self.dropped += 1
            return
        kind = envelope["kind"]
        if kind == "open" and not self.open:
            self.open = True
            self.events.on_open(self.LINK)
        elif kind == "msg" and self.open:
            self.events.on_message(self.LINK, envelope["data"])
        elif kind == "close":
            self.closed = True
            self.events.on_closed(self.LINK, reasons.reason("link.host_window_closed"))
        else:
            self.dropped += 1

    def send(self, text: str) -> None:
        """Send a message to the host window."""
        if not self.closed:
            self.post(self.channel, json.dumps({"kind": "msg", "from": self.me, "to": HOST, "data": text}))

    def close(self) -> None:
        """Tell the host window we leave."""
        if not self.closed:
            self.closed = True
            self.post(self.channel, json.dumps({"kind": "close", "from": self.me, "to": HOST}))
