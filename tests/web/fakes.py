"""A fake browser for the app: a clock, timers, a recording surface, bots run at once."""

from __future__ import annotations

import heapq
import json
from collections.abc import Callable
from typing import Any

from pharaoh.web.app import App
from pharaoh.web.surface import RecordingSurface


class FakeHost:
    """Implements the app's Host with a manual clock."""

    def __init__(self) -> None:
        self.html: dict[str, str] = {}
        self.screen = ""
        self.lang = ""
        self.storage: dict[str, str] = {}
        self.clock = 0.0
        self.timers: list[tuple[float, int, Callable[[], None]]] = []
        self.frame_asked = False
        self.calm = False
        """What :meth:`reduced_motion` answers (the system's reduced-motion setting)."""
        self.published: dict[str, Any] = {}
        self.bot_requests: list[dict[str, Any]] = []
        self.auto_bots = True
        self.held: list[tuple[dict[str, Any], Callable[[str | None, str], None]]] = []
        self._n = 0

    def set_html(self, element_id: str, html: str) -> None:
        self.html[element_id] = html

    def set_screen(self, name: str) -> None:
        self.screen = name

    def set_lang(self, lang: str) -> None:
        self.lang = lang

    def load(self, key: str) -> str | None:
        return self.storage.get(key)

    def store(self, key: str, value: str) -> None:
        self.storage[key] = value

    def now(self) -> float:
        return self.clock

    def request_frame(self) -> None:
        self.frame_asked = True

    def reduced_motion(self) -> bool:
        return self.calm

    def later(self, ms: float, fn: Callable[[], None]) -> None:
        self._n += 1
        heapq.heappush(self.timers, (self.clock + max(0.0, ms), self._n, fn))

    def ask_bot(self, request: dict[str, Any], reply: Callable[[str | None, str], None]) -> None:
        self.bot_requests.append(request)
        if not self.auto_bots:
            self.held.append((request, reply))
            return
        from pharaoh.web.bots import choose_json  # here: the menu test sees what the page imports

        answer = json.loads(choose_json(json.dumps(request)))

        def deliver() -> None:
            reply(answer.get("action"), answer.get("error", ""))

        self.later(5, deliver)

    def publish(self, state: dict[str, Any]) -> None:
        self.published = state

    def text(self) -> str:
        """All DOM html concatenated."""
        return "\n".join(self.html.values())


def make_app(
    width: float = 1280,
    height: float = 800,
    lang: str = "en",
    speed: float = 1.0,
    seed: int | None = None,
) -> tuple[App, FakeHost, RecordingSurface]:
    """An app on a fake host; ``seed``: the test seed knob (Start deals that seed's game, bots too)."""
    host = FakeHost()
    host.storage["speed"] = str(speed)
    if seed is not None:
        host.storage["seed"] = str(seed)
    surface = RecordingSurface()
    app = App(host, surface, lang=lang)
    app.resize(width, height, 2.0)
    app.start()
    return app, host, surface


def start(app: App, game_id: str, bots: list[str]) -> None:
    """Start ``game_id`` with a person where ``bots`` has an empty name."""
    app.on_action("pick", game_id)
    app.on_action("players", str(len(bots)))
    for seat, bot in enumerate(bots):
        app.on_action("seat", f"{seat}:{bot}")
    app.on_action("start", "")


def run(app: App, host: FakeHost, ms: float, *, frame_every: float = 16.0) -> None:
    """Advance the fake clock by ``ms``, firing timers and animation frames."""
    end = host.clock + ms
    while True:
        nxt_timer = host.timers[0][0] if host.timers else float("inf")
        nxt_frame = host.clock + frame_every if host.frame_asked else float("inf")
        nxt = min(nxt_timer, nxt_frame)
        if nxt > end:
            host.clock = end
            return
        host.clock = nxt
        if nxt == nxt_timer:
            _, _, fn = heapq.heappop(host.timers)
            fn()
        else:
            host.frame_asked = False
            app.frame(host.clock)
