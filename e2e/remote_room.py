"""Driving remote play in the browser: one Chromium, a context per person, real WebRTC between them.

Each person (the host, each guest) gets a browser context of their own, so each has its
own storage, exactly as separate browsers would; their pages talk over real WebRTC data
channels with host candidates on this machine's network interface (ICE setting "same
network only": no STUN, nothing leaves the machine).  Every context records its data
channels below the app (:mod:`e2e.remote_record`).

The flows follow the page's hook contract for remote play (``window.pharaohTest.net``, the
``data-act="net-..."`` buttons, ``body[data-screen]``), see docs/remote-play.md.

Network: Chromium gathers no candidate at all on a machine whose only interface is
loopback.  :func:`remote_capable` first connects two blank pages; if no candidate is
gathered the tests are skipped, saying so.  The issue's fallback for such machines, a veth
pair between two network namespaces, is not built: this machine and the CI machines (the
same kind) have ``eth0`` (192.0.2.2), and the fallback would need root and a second
Chromium started inside the other namespace and driven over CDP, a lot of machinery for a
case that does not occur here.  By default Chromium hides local addresses behind random
``<uuid>.local`` mDNS names, as in every user's browser; those resolve on this machine, so
the tests use them (and measure the code lengths users get).  Only where they do not
resolve (no multicast on the interface) is a second Chromium launched with
``--disable-features=WebRtcHideLocalIpsWithMdns``, which puts the plain address in the
candidates instead.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from e2e.conftest import QUIET, App  # also puts tools/ on the path, for browser.py
from e2e.remote_record import Recording
from pharaoh.net import sdp

from browser import VIEWPORT, is_local, launch_args  # isort: skip  (tools/browser.py)

SPEED = "50"
"""Animations run this many times faster (the page's most; ``localStorage["pharaoh:speed"]``)."""
CONNECT_TIMEOUT_MS = 20_000
"""Gathering plus the connection, generously for a loaded 2-core machine (it takes about 1 s)."""
NO_MDNS = "--disable-features=WebRtcHideLocalIpsWithMdns"

_PREFLIGHT = """async (remote) => {
  const pc = new RTCPeerConnection({iceServers: []});
  window.pc = pc;
  window.opened = new Promise(resolve => {
    const hook = ch => { window.ch = ch; ch.onopen = () => resolve(true); };
    if (remote === null) hook(pc.createDataChannel('probe')); else pc.ondatachannel = e => hook(e.channel);
    setTimeout(() => resolve(false), 6000);
  });
  if (remote === null) await pc.setLocalDescription(await pc.createOffer());
  else {
    await pc.setRemoteDescription({type: 'offer', sdp: remote});
    await pc.setLocalDescription(await pc.createAnswer());
  }
  await new Promise(resolve => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
    setTimeout(resolve, 4000);
  });
  return pc.localDescription.sdp;
}"""


def _probe(browser: Any) -> str | None:
    """Connect two blank pages of ``browser``; ``None`` if it worked, else why not."""
    a, b = browser.new_context(), browser.new_context()
    try:
        pa, pb = a.new_page(), b.new_page()
        offer = pa.evaluate(_PREFLIGHT, None)
        if "a=candidate:" not in offer:
            return "no-candidate"
        answer = pb.evaluate(_PREFLIGHT, offer)
        pa.evaluate("async (sdp) => { await pc.setRemoteDescription({type: 'answer', sdp}); }", answer)
        if pa.evaluate("window.opened") and pb.evaluate("window.opened"):
            return None
        return "no-connection"
    finally:
        a.close()
        b.close()


def remote_capable(browser: Any) -> tuple[Any, Any, str]:
    """A Chromium whose pages connect over WebRTC here: ``browser`` itself, or one launched without mDNS.

    Returns the browser to use, the one this call launched (to close; ``None`` if none)
    and a note on the candidates.  Skips where no candidate is gathered at all.
    """
    problem = _probe(browser)
    if problem == "no-candidate":
        pytest.skip(
            "no network interface besides loopback: Chromium gathers no WebRTC candidate "
            "(run where eth0 or a veth pair exists)"
        )
    if problem is None:
        return browser, None, "mDNS host candidates"
    kwargs = launch_args()
    kwargs["args"] = [*kwargs["args"], NO_MDNS]  # type: ignore[list-item]
    plain = browser.browser_type.launch(**kwargs)  # the session's Playwright: one per thread only
    if _probe(plain) is not None:
        plain.close()
        pytest.fail("two blank pages cannot open a WebRTC data channel on this machine, even without mDNS")
    return plain, plain, "plain host candidates (mDNS names do not resolve here)"


@dataclass
class Person:
    """One person's browser: a context with its own storage, its page, and its data-channel recording."""

    app: App
    recording: Recording = field(default_factory=Recording)

    @property
    def page(self) -> Any:
        """The Playwright page."""
        return self.app.page

    def hook(self) -> dict[str, Any]:
        """``window.pharaohTest`` (``{}`` before the app published anything)."""
        state: dict[str, Any] = self.page.evaluate("window.pharaohTest || {}")
        return state

    def net(self) -> dict[str, Any]:
        """``window.pharaohTest.net`` (``{}`` before remote play was touched)."""
        state: dict[str, Any] = self.page.evaluate("(window.pharaohTest && window.pharaohTest.net) || {}")
        return state

    def wait_net(
        self, condition: str, what: str, timeout_ms: int = CONNECT_TIMEOUT_MS, arg: Any = None
    ) -> Any:
        """Wait until ``condition`` (JS over ``net`` and ``arg``) holds; else fail saying what and why."""
        script = (
            "(arg) => { const net = (window.pharaohTest && window.pharaohTest.net) || {}; "
            f"return {condition}; }}"
        )
        try:
            return self.page.wait_for_function(script, arg=arg, timeout=timeout_ms, polling=50).json_value()
        except Exception as exc:  # a timeout: say which step of which person, with the page's own status
            if "Timeout" not in type(exc).__name__:
                raise
            self.app.screenshot(f"stuck-{re.sub(r'[^a-z]+', '-', what)}")
            pytest.fail(
                f"{self.app.name}: no {what} within {timeout_ms / 1000:.0f} s; "
                f"screen {self.page.evaluate('document.body.dataset.screen')!r}, "
                f"net = {json.dumps(self.net())[:1500]}"
                + ("\n" + "\n".join(self.app.problems()) if self.app.problems() else ""),
                pytrace=False,
            )

    def wait_screen(self, name: str, timeout_ms: int = 30_000) -> None:
        """Wait until ``body[data-screen]`` is ``name``; fail with the page's state if it never is."""
        self.wait_net(f"document.body.dataset.screen === {name!r}", f"screen {name}", timeout_ms)


class Room:
    """People in separate browser contexts of one Chromium, on the served site."""

    def __init__(self, browser: Any, url: str, name: str) -> None:
        self.browser = browser
        self.url = url
        self.name = name
        self.people: dict[str, Person] = {}
        self.figures: dict[str, Any] = {}

    def person(self, who: str) -> Person:
        """A new context and page for ``who``: remote play set to "same network only", animations fast."""
        context = self.browser.new_context(viewport=VIEWPORT, locale="de-DE", **QUIET)  # no offline copy
        person = Person(App(context, context.new_page(), self.url, f"{self.name}-{who}"))
        person.recording.attach(context)
        context.add_init_script(
            "try {"
            f"  localStorage.setItem('pharaoh:speed', '{SPEED}');"
            "  localStorage.setItem('pharaoh:net.ice', 'local');"
            "  localStorage.setItem('pharaoh:net.model', 'host');"  # peek-proof: e2e/test_remote_peek.py
            "} catch (e) { /* about:blank between two loads has no storage */ }"
        )
        app = person.app
        context.route("**/*", app._on_route)
        context.on("request", lambda r: None if is_local(r.url) else app.foreign.append(r.url))
        app.page.on("console", app._on_console)
        app.page.on("pageerror", lambda exc: app.errors.append(f"pageerror: {exc}"))
        self.people[who] = person
        return person

    def problems(self) -> list[str]:
        """Foreign requests, console errors and Python tracebacks of every person."""
        return [f"{who}: {p}" for who, person in self.people.items() for p in person.app.problems()]

    def close(self) -> None:
        """Close every context."""
        for person in self.people.values():
            person.app.context.close()


def open_room(host: Person, game: str, players: int, seats: list[str]) -> None:
    """Boot the host's page, pick ``game``, set each seat ("": a person here, "@remote", "computer"), open."""
    host.app.goto()
    host.app.wait_ready()
    host.page.click(f"[data-act=pick][data-arg={game}]")
    host.page.click(f"button[data-act=players][data-arg='{players}']")
    for seat, kind in enumerate(seats):
        if kind == "computer":
            buttons = f"li[data-seat='{seat}'] button[data-act=seat]"
            host.page.locator(f"{buttons}:not([data-arg$=':']):not([data-arg$='@remote'])").first.click()
        else:
            host.page.click(f"[data-act=seat][data-arg='{seat}:{kind}']")
    host.page.click("#net-host")
    host.page.wait_for_function("document.body.dataset.screen === 'room'", timeout=60_000)


def _now_ms() -> float:
    return time.time() * 1000


def _settled(person: Person, what: str, step: dict[str, Any], wanted: str) -> str:
    """The step's code once it reached ``wanted``; a failed step fails the test at once with its reason."""
    if step.get("status") != wanted and not (wanted == "waiting" and step.get("status") == "connected"):
        person.app.screenshot(f"failed-{re.sub(r'[^a-z0-9]+', '-', what)}")
        pytest.fail(
            f"{person.app.name}: {what} is {step.get('status')!r}: {step.get('reason')}", pytrace=False
        )
    return str(step.get("code") or "")


def invite(
    host: Person, guest: Person, key: str, via: str = "link", figures: dict[str, Any] | None = None
) -> str:
    """Carry one seat's invite from the host to ``guest`` and the answer back; wait for the open channel.

    Returns the invite code.
    ``via`` is "link" (the guest's tab loads ``#join=CODE``, as after clicking a link) or
    "paste" (the guest's page is already up and the code is pasted on its join screen).
    ``figures`` collects the code lengths and times in ms: the invite's gathering (polled,
    from the moment its card says "gathering"), and from the guest's start of joining to
    the data channel open on both sides.
    """
    card = f"net.invites && net.invites[{key!r}]"
    status = host.wait_net(
        f"{card} && {card}.status", f"invite card for {key}", 60_000
    )  # pydantic loads first
    gathering = _now_ms() if status == "gathering" else None
    host.wait_net(
        f"({card}.status === 'waiting' && {card}.code) || {card}.status === 'failed'",
        f"invite code for {key}",
    )
    code = _settled(host, f"invite {key}", host.net()["invites"][key], "waiting")
    ready = _now_ms()
    link = host.page.get_attribute(f"[data-invite='{key}'] a[data-net=invite-link]", "href")
    assert link and link.endswith("#join=" + code), (link, code)
    candidates = [line for line in sdp.expand(code).splitlines() if line.startswith("a=candidate:")]
    assert candidates and not any(" 127.0.0.1 " in c or " ::1 " in c for c in candidates), candidates
    if via == "paste":
        guest.page.click("[data-act=net-join-open]")
        guest.page.fill("textarea#net-invite", code)
        joining = _now_ms()
        guest.page.click("[data-act=net-join]")
    else:
        joining = _now_ms()
        guest.page.goto("about:blank")  # a fresh load of the link, never a same-document hash change
        guest.page.goto(link)
    step = guest.wait_net(
        "net.answer && ['gathering', 'waiting', 'failed'].includes(net.answer.status) && net.answer.status",
        "the guest's answer",
        120_000,  # the guest's page may boot, then load pydantic
    )
    guest_gathering = _now_ms() if step == "gathering" else None
    guest.wait_net("['waiting', 'connected', 'failed'].includes(net.answer.status)", "answer code", 60_000)
    answer = _settled(guest, f"answer for {key}", guest.net()["answer"], "waiting")
    answered = _now_ms()
    host.page.fill(f"textarea#net-answer-{key}", answer)
    host.page.click(f"[data-act=net-accept][data-arg='{key}']")
    host.wait_net(f"['connected', 'failed'].includes({card}.status)", f"connection of seat {key} (host side)")
    _settled(host, f"connection of seat {key} (host side)", host.net()["invites"][key], "connected")
    guest.wait_net(
        "['connected', 'failed'].includes(net.answer.status)", f"connection of seat {key} (guest side)"
    )
    _settled(guest, f"connection of seat {key} (guest side)", guest.net()["answer"], "connected")
    if figures is not None:
        opened = max(host.recording.opened()[-1], guest.recording.opened()[-1])
        figures.setdefault("invite_chars", []).append(len(code))
        figures.setdefault("answer_chars", []).append(len(answer))
        if gathering is not None:
            figures.setdefault("gather_ms", []).append(ready - gathering)
        figures.setdefault(f"join_{via}_to_answer_ms", []).append(answered - joining)
        if guest_gathering is not None:
            figures.setdefault("guest_gather_ms", []).append(answered - guest_gathering)
        figures.setdefault("answer_to_open_ms", []).append(opened - answered)
    return code


def act(person: Person, state: dict[str, Any], choose: Callable[[dict[str, Any], list[str]], str]) -> bool:
    """Play one action of the shown seat as a person would: tap its board target or its panel button."""
    legal = state.get("legal") or []
    if not legal or state.get("busy") or state.get("overlay") or not state.get("fresh"):
        # Not fresh: the page published a DOM change (a reveal from another browser) before the
        # frame that registers the board's new tap regions; a tap read from it can miss.
        return False
    text = choose(state.get("view") or {}, [e["action"] for e in legal])
    entry = next(e for e in legal if e["action"] == text)
    page = person.page
    if "x" in entry:
        page.mouse.click(entry["x"], entry["y"])
    else:
        words = text.split()
        cell = (state.get("regions") or {}).get(f"cell:{words[2]}") if len(words) > 2 else None
        if words[0] in ("move", "arrow") and cell:
            page.mouse.click(*cell)  # several ways lead there: tap the square, then pick the way in the panel
        button = page.locator(f"[data-act=act][data-arg={json.dumps(text)}]")
        if not _shown_soon(person, state, text, button):
            return False  # the screen moved on (or was a frame behind the state): look again
        button.click(timeout=10_000)
    page.wait_for_function(
        "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over",
        arg=state["state_id"],
        timeout=20_000,
    )
    return True


def _shown_soon(person: Person, state: dict[str, Any], text: str, button: Any) -> bool:
    """Whether ``text``'s panel button shows within 10 s while the screen stays on ``state``.

    The hook may publish a state's legal actions a frame before the board that draws them
    (a reveal arriving from the other browser): then the card has no tap point yet and the
    panel no button. False once the screen moves on or offers a tap for it; an action still
    offered with neither a tap nor a button after 10 s is a real fault.
    """
    deadline = time.monotonic() + 10.0
    while time.monotonic() < deadline:
        if button.count() > 0:
            return True
        now = person.hook()
        entry = next((e for e in now.get("legal") or [] if e["action"] == text), None)
        if now.get("state_id") != state["state_id"] or entry is None or "x" in entry:
            return False
        time.sleep(0.1)
    now = person.hook()
    cell = f"cell:{text.split()[2]}" if len(text.split()) > 2 else ""
    seen = {
        "tapped": state.get("regions", {}).get(cell),
        "region now": now.get("regions", {}).get(cell),
        "entry": next((e for e in now.get("legal") or [] if e["action"] == text), None),
        "fresh": [state.get("fresh"), now.get("fresh")],
        "busy": now.get("busy"),
        "focus": now.get("focus"),
        "buttons": person.page.eval_on_selector_all("[data-act=act]", "bs => bs.map(b => b.dataset.arg)"),
    }
    raise AssertionError(f"{text!r} is offered with neither a tap point nor a panel button for 10 s: {seen}")


def random_chooser(seed: int) -> Callable[[dict[str, Any], list[str]], str]:
    """Any legal action, at random (reproducibly)."""
    rng = random.Random(seed)
    return lambda view, legal: rng.choice(legal)


def play(
    people: dict[str, tuple[Person, Callable[[dict[str, Any], list[str]], str]]],
    until: Callable[[], bool],
    budget_s: float,
) -> int:
    """Let each person act whenever their screen offers an action, until ``until()``; returns the actions."""
    start = time.monotonic()
    count = 0
    while not until():
        if time.monotonic() - start > budget_s:
            raise AssertionError(
                f"no end within {budget_s:.0f} s after {count} actions; "
                + "; ".join(f"{who}: {json.dumps(p.net())[:300]}" for who, (p, _) in people.items())
            )
        moved = False
        for person, choose in people.values():
            if act(person, person.hook(), choose):
                moved = True
                count += 1
        if not moved:
            time.sleep(0.03)
    return count


def stored_host(host: Person) -> dict[str, Any]:
    """The room the host's page keeps in its storage (``host.to_json()``), its moves made whole.

    A long match keeps its first ``apart`` moves in parts of its own (``Host.log_part``); they are
    read back and put in front, so ``actions`` is every move whatever the match's length.
    """
    raw = host.page.evaluate("localStorage.getItem('pharaoh:net.host')")
    assert raw, "the host stores its room"
    stored: dict[str, Any] = json.loads(raw)
    apart = int(stored.get("apart", 0))
    moves: list[Any] = []
    index = 0
    while len(moves) < apart:
        part = host.page.evaluate(f"localStorage.getItem('pharaoh:net.host.log.{index}')")
        assert part, f"the host stores part {index} of the moves it keeps apart"
        moves += json.loads(part)
        index += 1
    assert len(moves) == apart, "the parts hold exactly the moves kept apart"
    stored["actions"] = moves + list(stored["actions"])
    return stored


def median(values: list[float]) -> float:
    """The median (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


@pytest.fixture(scope="module")
def remote_browser(e2e_browser: Any) -> Iterator[tuple[Any, str]]:
    """The session's Chromium, checked to connect two pages over WebRTC first (see the module's note)."""
    browser, launched, how = remote_capable(e2e_browser)
    try:
        yield browser, how
    finally:
        if launched is not None:
            launched.close()


@pytest.fixture
def room(remote_browser: tuple[Any, str], site_url: str, request: pytest.FixtureRequest) -> Iterator[Room]:
    """A room of people on the served site; fails the test on foreign requests or errors in any page."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    made = Room(remote_browser[0], site_url, name)
    made.figures["network"] = remote_browser[1]
    try:
        yield made
        problems = made.problems()
        if problems:
            for person in made.people.values():
                if not person.page.is_closed():
                    person.app.screenshot("failure")
            pytest.fail("\n".join(problems), pytrace=False)
    finally:
        made.close()
