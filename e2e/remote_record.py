"""A recorder of every data-channel message a page sends and receives, below the app's code.

:data:`RECORDER_JS` runs as an init script in a browser context, before any of the page's
own scripts.  It wraps ``RTCPeerConnection`` so that every data channel (created by the
page, or announced by the other side) gets a listener of its own, and wraps
``RTCDataChannel.prototype.send``.  Each message, and each channel's opening and closing,
is handed with a timestamp (milliseconds since the epoch, comparable between the pages of
one machine) to a Playwright binding, so the record lives in the test process and
survives reloads and navigations of the page.  The app cannot see or change it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

BINDING = "__pharaohRecord"

RECORDER_JS = """
(() => {
  if (window.__pharaohRecorder || !window.RTCPeerConnection) return;
  window.__pharaohRecorder = true;
  const report = window.__BINDING__;
  const now = () => performance.timeOrigin + performance.now();
  const text = (data) => typeof data === 'string' ? data
    : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : '[' + typeof data + ']';
  const push = (entry) => { try { report(JSON.stringify(entry)); } catch (e) { /* page closing */ } };
  const watch = (channel) => {
    if (channel.__recorded) return;
    channel.__recorded = true;
    channel.addEventListener('message', (e) =>
      push({dir: 'in', t: now(), label: channel.label, data: text(e.data)}));
    const opened = () => {
      if (!channel.__opened) push({dir: 'open', t: now(), label: channel.label});
      channel.__opened = true;
    };
    channel.addEventListener('open', opened);
    channel.addEventListener('close', () => push({dir: 'close', t: now(), label: channel.label}));
    if (channel.readyState === 'open') opened();
  };
  const Native = window.RTCPeerConnection;
  const create = Native.prototype.createDataChannel;
  Native.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    watch(channel);
    return channel;
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    push({dir: 'out', t: now(), label: this.label, data: text(data)});
    return send.call(this, data);
  };
  class Recorded extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('datachannel', (e) => watch(e.channel));
    }
  }
  window.RTCPeerConnection = Recorded;
})();
""".replace("__BINDING__", BINDING)


@dataclass
class Recording:
    """What one browser context's pages sent and received on their data channels, in order."""

    entries: list[dict[str, Any]] = field(default_factory=list)

    def attach(self, context: Any) -> None:
        """Record every page of a Playwright browser context (call before opening its pages)."""
        context.expose_function(BINDING, self._add)
        context.add_init_script(RECORDER_JS)

    def _add(self, raw: str) -> None:
        self.entries.append(json.loads(raw))

    def received(self) -> list[str]:
        """The raw text of every message received, in order."""
        return [e["data"] for e in self.entries if e["dir"] == "in"]

    def sent(self) -> list[str]:
        """The raw text of every message sent, in order."""
        return [e["data"] for e in self.entries if e["dir"] == "out"]

    def opened(self) -> list[float]:
        """When each data channel opened (ms since the epoch)."""
        return [e["t"] for e in self.entries if e["dir"] == "open"]

    def round_trips(self) -> list[float]:
        """For each action this guest sent: ms until the update for the state it led to arrived."""
        trips = []
        pending: dict[int, float] = {}
        for entry in self.entries:
            if entry["dir"] not in ("in", "out"):
                continue
            try:
                message = json.loads(entry["data"])
            except ValueError:
                continue
            if entry["dir"] == "out" and message.get("type") == "action":
                pending[message["state_id"] + 1] = entry["t"]
            elif entry["dir"] == "in" and message.get("type") == "update":
                sent = pending.pop(message.get("state_id"), None)
                if sent is not None:
                    trips.append(entry["t"] - sent)
        return trips
