"""Chromium accepts the rebuilt descriptions, and two pages connect through the short codes.

Skipped where Playwright or Debian's Chromium is missing; the connection part needs a
network interface other than loopback (Chromium gathers no candidate on loopback alone).
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from typing import Any

import pytest

from pharaoh.net import sdp

from .test_sdp import SAMPLES

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
]

PEER = """async (remote) => {
  const pc = new RTCPeerConnection({iceServers: []});
  window.pc = pc;
  window.opened = new Promise(resolve => {
    const hook = ch => {
      window.ch = ch;
      ch.onmessage = e => {
        if (e.data.startsWith('ping')) ch.send('pong');
        else if (window.got) window.got(e.data);
      };
      ch.onopen = () => resolve(true);
      if (ch.readyState === 'open') resolve(true);
    };
    if (remote === null) hook(pc.createDataChannel('game')); else pc.ondatachannel = e => hook(e.channel);
  });
  if (remote === null) {
    await pc.setLocalDescription(await pc.createOffer());
  } else {
    await pc.setRemoteDescription({type: 'offer', sdp: remote});
    await pc.setLocalDescription(await pc.createAnswer());
  }
  await new Promise(resolve => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
    setTimeout(resolve, 5000);
  });
  return pc.localDescription.sdp;
}"""

ACCEPT = """async ([type, text]) => {
  const pc = new RTCPeerConnection({iceServers: []});
  try {
    if (type === 'answer') {
      pc.createDataChannel('game');
      await pc.setLocalDescription(await pc.createOffer());
    }
    await pc.setRemoteDescription({type, sdp: text});
    return 'ok';
  } catch (e) {
    return String(e);
  } finally {
    pc.close();
  }
}"""


@pytest.fixture(scope="module")
def chromium_browser() -> Iterator[Any]:
    """One headless Chromium for the module (two pages of it connect like two browsers)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not shutil.which(CHROMIUM):
        pytest.skip("no Chromium")
    with sync_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def test_chromium_accepts_every_rebuilt_description(chromium_browser: Any) -> None:
    page = chromium_browser.new_page()
    for name, text in SAMPLES.items():
        description = sdp.parse(text)
        rebuilt = sdp.expand(sdp.compress(text))
        kind = "answer" if description.answer else "offer"
        assert page.evaluate(ACCEPT, [kind, rebuilt]) == "ok", name
    page.close()


def test_two_pages_connect_through_the_codes(chromium_browser: Any) -> None:
    a, b = chromium_browser.new_context().new_page(), chromium_browser.new_context().new_page()
    start = time.perf_counter()
    offer = a.evaluate(PEER, None)
    if "a=candidate:" not in offer:
        pytest.skip("no network interface besides loopback: Chromium gathers no candidate")
    invite = sdp.compress(offer)
    answer = b.evaluate(PEER, sdp.expand(invite))
    reply = sdp.compress(answer)
    a.evaluate(
        "async (text) => { await pc.setRemoteDescription({type: 'answer', sdp: text}); }", sdp.expand(reply)
    )
    assert a.evaluate("window.opened") and b.evaluate("window.opened")
    connected = time.perf_counter() - start
    rtt = a.evaluate(
        "() => new Promise(r => { const t = performance.now(); window.got = () => r(performance.now() - t); "
        "ch.send('ping'); })"
    )
    print(f"invite {len(invite)} chars, answer {len(reply)} chars")
    print(f"connected in {connected:.2f} s, round trip {rtt:.1f} ms")
    assert len(invite) <= 200 and len(reply) <= 200
