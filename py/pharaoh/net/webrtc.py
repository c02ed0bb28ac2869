"""Browser glue of remote play: WebRTC data channels and a BroadcastChannel, one interface for both.

Only this module (and :mod:`pharaoh.web.netpage`) of remote play touches ``js``.  It
implements :class:`pharaoh.net.room.Network` and reports to the room's
:class:`~pharaoh.net.room.Events`:

* WebRTC: one ``RTCPeerConnection`` per link with one ordered data channel; descriptions
  are non-trickle (gathering is awaited, with the ICE setting's timeout, so a machine
  with no network fails fast); the ICE servers come from the setting.
* BroadcastChannel: two windows of one browser.  The host window listens on one channel
  per invite, named with that invite's secret (:mod:`pharaoh.net.windows`); a guest window
  opened with the link says ``hello`` there and both then exchange the same protocol
  messages in small JSON envelopes.

Every JS callback is a proxy made once per link and destroyed when the link closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import create_proxy, to_js

from pharaoh.net import reasons
from pharaoh.net.ice import IceSetting
from pharaoh.net.windows import WindowGuest, WindowHost

if TYPE_CHECKING:
    from pharaoh.net.room import Events

CONNECT_TIMEOUT_S = 25.0
"""How long an accepted answer may take to open the channel."""
WINDOW_TIMEOUT_S = 5.0
"""How long a guest window waits for the host window to answer its hello."""


def _js_object(value: Any) -> Any:
    return to_js(value, dict_converter=js.Object.fromEntries)


class _Link:
    """One RTCPeerConnection with its data channel and the proxies wired to them."""

    def __init__(self, pc: Any) -> None:
        self.pc = pc
        self.channel: Any = None
        self.proxies: list[Any] = []
        self.opened = False

    def proxy(self, fn: Callable[..., None]) -> Any:
        made = create_proxy(fn)
        self.proxies.append(made)
        return made

    def close(self) -> None:
        for target in (self.channel, self.pc):
            if target is None:
                continue
            for name in ("onopen", "onmessage", "onclose", "onconnectionstatechange", "ondatachannel"):
                with contextlib.suppress(Exception):  # an object without that handler
                    setattr(target, name, None)
            with contextlib.suppress(Exception):  # closing twice is harmless
                target.close()
        for made in self.proxies:
            made.destroy()
        self.proxies.clear()


class BrowserNetwork:
    """WebRTC and BroadcastChannel links for one room (host or guest)."""

    def __init__(self, events: Events) -> None:
        self.events = events
        self.links: dict[str, _Link] = {}
        self.me = secrets.token_hex(6)
        self.channels: dict[str, tuple[Any, Any]] = {}
        """BroadcastChannel name -> (the channel, its message proxy)."""
        self.hub: WindowHost | None = None
        self.guest_window: WindowGuest | None = None
        self._tasks: set[Any] = set()
        # closing every link when the page goes tells the other side at once (not after ICE timeouts)
        self._hide_proxy = create_proxy(self._on_hide)
        js.window.addEventListener("pagehide", self._hide_proxy)

    # ------------------------------------------------------------ WebRTC
    def offer(self, link: str, ice: IceSetting) -> None:
        """Host: a connection and its data channel; the gathered offer goes to ``on_description``."""
        self._spawn(self._offer(link, ice))

    def answer(self, link: str, offer_sdp: str, ice: IceSetting) -> None:
        """Guest: answer the host's offer; the gathered answer goes to ``on_description``."""
        self._spawn(self._answer(link, offer_sdp, ice))

    def accept(self, link: str, answer_sdp: str) -> None:
        """Host: the guest's answer arrived."""
        self._spawn(self._accept(link, answer_sdp))

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _new(self, link: str, ice: IceSetting) -> _Link:
        self.close(link)
        config = _js_object({"iceServers": ice.servers()})
        state = _Link(js.RTCPeerConnection.new(config))
        self.links[link] = state

        def changed(*_: Any) -> None:
            value = str(state.pc.connectionState)
            if value == "failed":
                self._lost(link, reasons.reason("link.no_route"))
            elif value in ("disconnected", "closed") and state.opened:
                self._lost(link, reasons.reason("link.lost"))

        state.pc.onconnectionstatechange = state.proxy(changed)
        return state

    def _wire(self, link: str, state: _Link, channel: Any) -> None:
        state.channel = channel

        def opened(*_: Any) -> None:
            if not state.opened:
                state.opened = True
                self.events.on_open(link)

        def message(event: Any) -> None:
            data = event.data
            self.events.on_message(link, data if isinstance(data, str) else "")

        def closed(*_: Any) -> None:
            self._lost(link, reasons.reason("link.other_closed"))

        channel.onopen = state.proxy(opened)
        channel.onmessage = state.proxy(message)
        channel.onclose = state.proxy(closed)
        if str(channel.readyState) == "open":
            opened()

    def _lost(self, link: str, reason: str) -> None:
        state = self.links.pop(link, None)
        if state is None:
            return
        was_open = state.opened
        state.close()
        if was_open:
            self.events.on_closed(link, reason)
        else:
            self.events.on_failed(link, reason)

    async def _gathered(self, state: _Link, timeout_ms: int) -> str:
        waited = 0
        while str(state.pc.iceGatheringState) != "complete" and waited < timeout_ms:
            await asyncio.sleep(0.05)
            waited += 50
        return str(state.pc.localDescription.sdp)

    async def _offer(self, link: str, ice: IceSetting) -> None:
        try:
            state = self._new(link, ice)
            self._wire(link, state, state.pc.createDataChannel("game", _js_object({"ordered": True})))
            await state.pc.setLocalDescription(await state.pc.createOffer())
            sdp_text = await self._gathered(state, ice.timeout_ms())
        except Exception as exc:  # noqa: BLE001 - report it on the invite, never crash the page
            self._fail(link, reasons.reason("link.no_offer", error=exc))
            return
        if self.links.get(link) is state:
            self.events.on_description(link, sdp_text)

    async def _answer(self, link: str, offer_sdp: str, ice: IceSetting) -> None:
        try:
            state = self._new(link, ice)
            state.pc.ondatachannel = state.proxy(lambda event: self._wire(link, state, event.channel))
            await state.pc.setRemoteDescription(_js_object({"type": "offer", "sdp": offer_sdp}))
            await state.pc.setLocalDescription(await state.pc.createAnswer())
            sdp_text = await self._gathered(state, ice.timeout_ms())
        except Exception as exc:  # noqa: BLE001 - report it, never crash the page
            self._fail(link, reasons.reason("link.refused_invite", error=exc))
            return
        if self.links.get(link) is state:
            self.events.on_description(link, sdp_text)
            self._spawn(self._watch(link, state))

    async def _accept(self, link: str, answer_sdp: str) -> None:
        state = self.links.get(link)
        if state is None:
            self.events.on_failed(link, reasons.reason("link.invite_closed"))
            return
        try:
            await state.pc.setRemoteDescription(_js_object({"type": "answer", "sdp": answer_sdp}))
        except Exception as exc:  # noqa: BLE001 - report it, never crash the page
            self._fail(link, reasons.reason("link.refused_answer", error=exc))
            return
        await self._watch(link, state)

    async def _watch(self, link: str, state: _Link) -> None:
        waited = 0.0
        while not state.opened and waited < CONNECT_TIMEOUT_S and self.links.get(link) is state:
            await asyncio.sleep(0.25)
            waited += 0.25
        if not state.opened and self.links.get(link) is state:
            self._lost(link, reasons.reason("link.timeout", seconds=f"{CONNECT_TIMEOUT_S:.0f}"))

    def _fail(self, link: str, reason: str) -> None:
        state = self.links.pop(link, None)
        if state is not None:
            state.close()
        self.events.on_failed(link, reason)

    # ------------------------------------------------------------ both kinds
    def send(self, link: str, text: str) -> None:
        """Send on an open link; a closed one drops the message (its loss is reported anyway)."""
        if self.hub is not None and self.hub.send(link, text):
            return
        if self.guest_window is not None and link == WindowGuest.LINK:
            self.guest_window.send(text)
            return
        state = self.links.get(link)
        if state is None or state.channel is None or str(state.channel.readyState) != "open":
            return
        try:
            state.channel.send(text)
        except Exception as exc:  # noqa: BLE001 - a broken channel is reported by its close event
            js.console.warn(f"send failed on {link}: {exc}")

    def close(self, link: str) -> None:
        """Close a link; no event follows."""
        if self.hub is not None and self.hub.close(link):
            return
        if self.guest_window is not None and link == WindowGuest.LINK:
            self.guest_window.close()
            return
        state = self.links.pop(link, None)
        if state is not None:
            state.close()

    # ------------------------------------------------------------ BroadcastChannel
    def _open_channel(self, name: str, on_data: Callable[[object], None]) -> None:
        if name in self.channels:
            return
        channel = js.BroadcastChannel.new(name)
        proxy = create_proxy(lambda event: on_data(event.data))
        channel.onmessage = proxy
        self.channels[name] = (channel, proxy)

    def _post(self, name: str, text: str) -> None:
        found = self.channels.get(name)
        if found is not None:
            found[0].postMessage(text)

    def listen(self, room_id: str, secrets: Mapping[str, str]) -> None:
        """Host: accept windows of this browser on each invite's channel (``secrets``: key -> secret)."""
        hub = WindowHost(room_id, secrets, self.events, self._post, self.events.on_refused)
        self.hub = hub
        for name, key in hub.channels().items():
            self._open_channel(name, lambda data, key=key: hub.on_channel(key, data))  # type: ignore[misc]

    def join_window(self, room_id: str, key: str, secret: str) -> str:
        """Guest: say hello to the host window on the invite's channel; returns the link id."""
        guest = WindowGuest(self.me, room_id, key, secret, self.events, self._post)
        self.guest_window = guest
        self._open_channel(guest.channel, guest.on_channel)
        guest.hello()
        self._spawn(self._window_timeout(guest))
        return WindowGuest.LINK

    async def _window_timeout(self, guest: WindowGuest) -> None:
        await asyncio.sleep(WINDOW_TIMEOUT_S)
        if self.guest_window is guest and not guest.open and not guest.closed:
            guest.closed = True
            self.events.on_failed(WindowGuest.LINK, reasons.reason("link.no_window"))

    def _on_hide(self, *_: Any) -> None:
        windows = list(self.hub.windows) if self.hub is not None else []
        for link in [*windows, *self.links]:
            self.close(link)
        if self.guest_window is not None:
            self.guest_window.close()
