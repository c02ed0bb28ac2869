"""The ICE setting of remote play: which servers help two browsers find each other.

Three choices, kept in the browser's storage as short text:

* ``local``: same network only, no server at all (host candidates);
* ``stun``: a few public STUN servers (they only tell a browser its public address;
  no game data passes through them);
* ``turn``: a TURN relay the user runs or rents, with its user name and password
  (the public STUN servers are asked too).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal

IceMode = Literal["local", "stun", "turn"]
"""The three choices."""

MODES: tuple[IceMode, ...] = ("local", "stun", "turn")
"""Every choice, in the order the screen shows them."""

DEFAULT_MODE: IceMode = "stun"
"""What a new player gets: works across most home networks."""

PUBLIC_STUN = ("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478")
"""Public STUN servers (they see the two addresses, never a message of the game)."""

_TURN_URL = re.compile(r"^turns?:[A-Za-z0-9.\-\[\]:]{1,200}(\?transport=(udp|tcp))?$")

GATHER_TIMEOUT_MS = {"local": 3000, "stun": 6000, "turn": 9000}
"""How long gathering may take before the code is made from what was found."""


@dataclass(frozen=True)
class IceSetting:
    """One ICE choice with its TURN relay (used only when ``mode`` is ``turn``)."""

    mode: IceMode = DEFAULT_MODE
    turn_url: str = ""
    turn_user: str = ""
    turn_password: str = ""

    def problem(self) -> str:
        """Why this setting cannot be used (empty when it can).

        >>> IceSetting("turn", "http://x").problem()
        'a TURN address starts with turn: or turns:'
        >>> IceSetting("turn", "turn:relay.example.org:3478", "u", "p").problem()
        ''
        """
        if self.mode != "turn":
            return ""
        if not _TURN_URL.match(self.turn_url.strip()):
            return "a TURN address starts with turn: or turns:"
        if not self.turn_user or not self.turn_password:
            return "a TURN relay needs a user name and a password"
        return ""

    def servers(self) -> list[dict[str, Any]]:
        """The ``iceServers`` list for ``RTCPeerConnection``.

        >>> IceSetting("local").servers()
        []
        >>> len(IceSetting("stun").servers())
        1
        """
        if self.mode == "local":
            return []
        servers: list[dict[str, Any]] = [{"urls": list(PUBLIC_STUN)}]
        if self.mode == "turn" and not self.problem():
            servers.append(
                {
                    "urls": [self.turn_url.strip()],
                    "username": self.turn_user,
                    "credential": self.turn_password,
                }
            )
        return servers

    def timeout_ms(self) -> int:
        """How long to gather candidates."""
        return GATHER_TIMEOUT_MS[self.mode]

    def to_text(self) -> str:
        """The stored form (the TURN fields only; the mode is stored on its own)."""
        return json.dumps({"url": self.turn_url, "user": self.turn_user, "password": self.turn_password})


def load_setting(mode: str | None, turn: str | None) -> IceSetting:
    """Read the stored setting; anything unreadable gives the default (never an error).

    >>> load_setting("local", None).mode
    'local'
    >>> load_setting("bogus", "{").mode
    'stun'
    """
    chosen: IceMode = DEFAULT_MODE
    for m in MODES:
        if mode == m:
            chosen = m
    url = user = password = ""
    if turn:
        try:
            data = json.loads(turn)
        except ValueError:
            data = {}
        if isinstance(data, dict):
            url, user, password = (str(data.get(k, ""))[:200] for k in ("url", "user", "password"))
    return IceSetting(chosen, url, user, password)
