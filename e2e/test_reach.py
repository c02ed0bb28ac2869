"""Every control within a finger's reach, from a small phone to a desktop, in all three games.

One page with a touch screen plays one game of each game the way a person does, at the four
sizes of issue #16 (360x640 a small phone, 390x844 a tall phone, 844x390 a phone held
sideways, 1280x800 a desktop; the window is resized, the layout follows), and at every
decision looks for *every* legal action on the screen, not just the one it plays:

* a tap on the board: the test hook's tap point lies inside the window and the canvas is
  what a finger touches there (``elementFromPoint``), nothing of the page over it;
* a button: visible inside the window, after scrolling the panel if the panel scrolls
  (only containers a person can scroll are scrolled), and its centre is the button itself;
* behind a first tap (a square reached in several ways, an action card's uses): the first
  tap's point is on the canvas, and the action it plays is then found as above.

Any legal action found nowhere fails the test.  Every decision is looked at in the size it
is then tapped in (Playwright's ``touchscreen.tap``; the size changes every fourth
decision), and every *kind* of decision (the verbs of its legal actions, and whether four
or more of them are panel buttons) the first time it comes up in a game at all four
sizes; the first two decisions of each game at the extremes (320x568, 568x320, 2560x1440) too.  The menu
and the set-up card are checked at the four sizes and the extremes; the rules, quit and
game-over dialogs and the privacy screen (two people at one device) at the four sizes:
every button in them reachable, the dialogs solid.

A whole game of Tara Wolf; 16 decisions of each mummy game (a whole mummy game is hundreds
of the person's decisions even against the quickest computer players: minutes), with the
person at the mummy's side and at an explorer's (the privacy screen between them), five
players at Im Bann der Mumie and four at Der Fluch der Mumie (the fullest panels), so every
kind of decision comes up.  (Until session 7 each size played games of its own, 21 set-ups
and 156 decisions: two minutes of a loaded CI machine.)  Animations run 50x faster.
"""

from __future__ import annotations

import random
import re
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from policy import choose as curse_choose  # noqa: E402

from .test_ui_valley import choose as valley_choose  # noqa: E402

SPEED = "50"
BOT = "casual"
"""The computers: the easy level (a quick bot of that name in each game; no time cap, so the
seeded games below are the same each run)."""
SEED = 6
"""The test seed (``pharaoh:seed``, pharaoh.web.app): a short whole game of Tara Wolf, 36 of the
person's decisions (seeds 1-60: 36-81, median 55; e2e.a11y_games.person_moves with the
person at seat 1, the easy computer at seat 0 and ``random.Random("valley_kings")``)."""
GAME_BUDGET_S = 300.0
"""A failure budget for the whole game (four looks at every decision; it takes well under it)."""
SIZES = ["360x640", "390x844", "844x390", "1280x800"]
"""Issue #16's sizes: every decision is looked at in each."""
EXTREMES = ["320x568", "568x320", "2560x1440"]
"""The smallest and largest windows: the menu, the set-up and every tenth decision."""

REACH_JS = """
window.__reach = (el) => {
  const name = (n) => !n ? 'nothing'
    : n.id ? '#' + n.id : n.tagName.toLowerCase() + '.' + [...n.classList].join('.');
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const st = getComputedStyle(p);
    const scrolls = /(auto|scroll)/.test(st.overflowY) && p.scrollHeight > p.clientHeight + 1;
    if (!scrolls) continue;
    const r = el.getBoundingClientRect(), pr = p.getBoundingClientRect();
    if (r.bottom > pr.bottom) p.scrollTop += r.bottom - pr.bottom + 6;
    else if (r.top < pr.top) p.scrollTop -= pr.top - r.top + 6;
  }
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return {ok: false, why: name(el) + ' has no size'};
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)
    return {ok: false, why: `${name(el)}: its centre ${x | 0},${y | 0} is outside the window`};
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit)))
    return {ok: false, why: `${name(el)}: its centre ${x | 0},${y | 0} is under ${name(hit)}`};
  return {ok: true, x, y};
};
window.__onCanvas = (x, y) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight
  && document.elementFromPoint(x, y) === document.getElementById('stage');
window.__legalReach = (legal) => {
  const out = {};
  for (const e of legal) {
    if ('x' in e) {
      out[e.action] = window.__onCanvas(e.x, e.y) ? 'tap' : `tap point ${e.x},${e.y} is off the canvas`;
      continue;
    }
    const b = document.querySelector(`#ui [data-act=act][data-arg="${CSS.escape(e.action)}"]`);
    if (b) {
      const r = window.__reach(b);
      out[e.action] = r.ok ? 'button' : r.why;
      continue;
    }
    if ('via' in e) {
      const ok = 'vx' in e && window.__onCanvas(e.vx, e.vy);
      out[e.action] = ok ? 'via' : `first tap ${e.via} is off the canvas`;
      continue;
    }
    out[e.action] = 'neither on the board nor a button';
  }
  return out;
};
window.__stampSizes = () => {
  const ui = window.pharaohUI, publish = ui.publish;
  ui.publish = function (json) {
    publish.call(ui, json);
    const c = document.getElementById('stage');
    window.pharaohTest.size = [c.width, c.height];  // set in the resize handler, before Python's
  };
};
window.__allReach = (selector) => [...document.querySelectorAll(selector)]
  .map((b) => window.__reach(b)).filter((r) => !r.ok).map((r) => r.why);
"""

READY = """() => { const t = window.pharaohTest;
  if (!t || t.screen !== 'play') return false;
  if (t.overlay === 'pass') return true;
  if (t.over) return t.overlay === 'over';
  return t.fresh && !t.busy && !t.overlay && (t.legal || []).length > 0; }"""
"""The person can act (or the game is over and says so)."""

MOVED_ON = "(id) => !window.pharaohTest || window.pharaohTest.state_id !== id || window.pharaohTest.over"
"""The state moved on from ``id`` (or the game ended)."""

PLAN: list[tuple[str, int, set[int], int]] = [
    # game, players, the person's seats, decisions to play (0: the whole game)
    ("valley_kings", 2, {1}, 0),
    ("mummy_curse", 4, {0, 2}, 16),  # the mummy (seat 0) and an explorer
    ("mummy_spell", 5, {0, 3}, 16),  # the mummy (seat 0) and a character
]


def hook(app: Any) -> dict[str, Any]:
    state: dict[str, Any] = app.page.evaluate("window.pharaohTest || {}")
    return state


RESIZES: list[float] = []
"""Seconds each resize took (printed at the end, for the cost of looking at every size)."""


def resize(app: Any, size: str) -> None:
    """Resize the window to ``size``; wait until the page laid itself out anew and published it."""
    width, height = (int(v) for v in size.split("x"))
    if app.page.viewport_size == {"width": width, "height": height}:
        return
    started = time.monotonic()
    RESIZES.append(0.0)
    app.page.set_viewport_size({"width": width, "height": height})
    app.page.wait_for_function(
        "([w, h]) => { const t = window.pharaohTest; return innerWidth === w && innerHeight === h"
        " && t && t.fresh && t.size && t.size[0] === w && t.size[1] === h; }",
        arg=[width, height],
        timeout=20_000,
        polling=40,
    )
    RESIZES[-1] = time.monotonic() - started


def at_every_size(app: Any, sizes: list[str], check: Any) -> None:
    """Call ``check(size)`` at each of ``sizes`` in turn, the window resized to it."""
    for size in sizes:
        resize(app, size)
        check(size)


def tap(app: Any, selector: str, what: str) -> None:
    """Tap an element with a finger, after checking a person can reach it."""
    found = app.page.evaluate("(s) => (e => e && window.__reach(e))(document.querySelector(s))", selector)
    assert found is not None, f"{what}: no {selector} on the page"
    assert found["ok"], f"{what}: {found['why']}"
    app.page.touchscreen.tap(found["x"], found["y"])


def all_reachable(app: Any, selector: str, what: str) -> None:
    problems = app.page.evaluate("(s) => window.__allReach(s)", selector)
    assert not problems, f"{what}: out of reach: {problems}"


def set_up(app: Any, game: str, players: int, people: set[int]) -> None:
    """From the menu: pick the game, the player count, who plays; check the card at every size; start."""
    tap(app, f"nav#menu button[data-game={game}]", "menu")
    app.page.wait_for_selector("#setup")
    if app.page.locator(f"button[data-act=players][data-arg='{players}']").count():
        tap(app, f"button[data-act=players][data-arg='{players}']", "set-up")
    for seat in range(players):
        row = f"li[data-seat='{seat}']"
        if seat in people:
            tap(app, f"{row} button[data-act=seat][data-arg='{seat}:']", "set-up")
        else:
            if not app.page.locator(f"{row} button.chip").count():
                tap(app, f"{row} button.seg:nth-child(2)", "set-up")
            if app.page.locator(f"{row} button[data-arg='{seat}:{BOT}']").count():
                tap(app, f"{row} button[data-arg='{seat}:{BOT}']", "set-up")

    def card(size: str) -> None:
        all_reachable(app, "#setup button", f"the set-up card at {size}")
        app.screenshot(f"{size}-{game}-setup")

    at_every_size(app, EXTREMES + SIZES, card)
    tap(app, "#start", "set-up")
    app.page.wait_for_function("window.pharaohTest && window.pharaohTest.screen === 'play'", timeout=10_000)


def pick(game: str, state: dict[str, Any], rng: random.Random) -> str:
    legal = [e["action"] for e in state["legal"]]
    if game == "mummy_curse":
        return curse_choose(state["view"], legal, rng)
    if game == "valley_kings":
        return valley_choose(state["view"], legal, rng)
    closing = [a for a in legal if a.split()[0] in ("end", "pass", "done", "noban", "stay", "decline")]
    rest = [a for a in legal if a not in closing]
    return rng.choice(rest) if rest and (not closing or rng.random() < 0.75) else rng.choice(legal)


def wait_ready(app: Any, timeout_ms: int = 60_000) -> dict[str, Any]:
    app.page.wait_for_function(READY, timeout=timeout_ms, polling=40)
    return hook(app)


def kind(state: dict[str, Any]) -> tuple[str, ...]:
    """A kind of decision: its legal actions' verbs, and whether four or more are panel buttons.

    The verb of ``play:assassin`` is ``play``, of ``move 1 c4`` ``move``; four buttons or more
    make a panel that may need scrolling.
    """
    legal = state["legal"]
    buttons = sum(1 for e in legal if "x" not in e and "via" not in e)
    verbs = {re.match(r"[A-Za-z_]*", e["action"]).group() for e in legal}  # type: ignore[union-attr]
    return (*sorted(verbs), "many buttons" if buttons >= 4 else "few buttons")


def check_legal(app: Any, game: str, size: str) -> dict[str, Any]:
    """At the current size: every legal action of the person's decision is within reach."""
    state = wait_ready(app)
    if state.get("overlay") == "pass" or state["over"]:
        return state
    reach = app.page.evaluate("(legal) => window.__legalReach(legal)", state["legal"])
    lost = {a: why for a, why in reach.items() if why not in ("tap", "button", "via")}
    if lost:
        app.screenshot(f"{size}-{game}-unreachable")
    assert not lost, f"{game} at {size}: legal actions out of reach: {lost}"
    return state


def play_one(app: Any, state: dict[str, Any], text: str) -> None:
    """Play ``text`` with the finger: a board tap, a button, or a first tap and then one of those."""
    for _ in range(4):
        entry = next((e for e in state["legal"] if e["action"] == text), None)
        assert entry is not None, f"{text} is no longer offered after a first tap: {state.get('legal')}"
        if "x" in entry:
            app.page.touchscreen.tap(entry["x"], entry["y"])
            return
        button = f'#ui [data-act=act][data-arg="{text}"]'
        if app.page.locator(button).count():
            tap(app, button, text)
            return
        assert "vx" in entry, f"{text}: no tap, button or first tap"
        app.page.touchscreen.tap(entry["vx"], entry["vy"])
        app.page.wait_for_timeout(30)
        state = wait_ready(app, 10_000)
    raise AssertionError(f"{text}: still not offered after three first taps")


def solid(app: Any, selector: str, what: str) -> None:
    """Once it has faded in, the dialog is opaque: nothing of the page shows through it."""
    app.page.wait_for_function(
        "document.getElementById('overlay').getAnimations({subtree: true})"
        ".every(a => a.playState !== 'running')"
    )
    look = app.page.evaluate(
        "(s) => (c => [c.backgroundColor, c.opacity])(getComputedStyle(document.querySelector(s)))", selector
    )
    assert look[0].startswith("rgb(") and look[1] == "1", f"{what} is not solid: {look}"


def check_dialogs(app: Any) -> None:
    """The rules help at every size: solid, every button reachable (scrolled); closed again."""
    tap(app, "#help", "the top bar")
    app.page.wait_for_selector("#rules")
    solid(app, "#rules", "the rules dialog")

    def rules(size: str) -> None:
        all_reachable(app, "#rules button", f"the rules dialog at {size}")
        app.screenshot(f"{size}-rules")

    at_every_size(app, SIZES, rules)
    tap(app, "#rules button[data-act=close]", "the rules dialog")
    app.page.wait_for_function("!document.getElementById('rules')")


def play_game(app: Any, game: str, players: int, people: set[int], decisions: int) -> int:
    """Set up and play ``decisions`` of the person's decisions (0: to the end), looked at every size."""
    set_up(app, game, players, people)
    rng = random.Random(game)
    done = 0
    veiled = 0
    seen: set[tuple[str, ...]] = set()
    start = time.monotonic()
    while decisions == 0 or done < decisions:
        assert time.monotonic() - start < GAME_BUDGET_S, (
            f"{game}: {done} decisions in {GAME_BUDGET_S} s, no end"
        )
        state = wait_ready(app)
        if state.get("overlay") == "pass":
            sizes = SIZES if not veiled else [SIZES[done // 4 % 4]]
            at_every_size(
                app, sizes, lambda size: all_reachable(app, "#veil button", f"the privacy screen at {size}")
            )
            veiled += 1
            tap(app, "#ready", "the privacy screen")
            app.page.wait_for_function("window.pharaohTest.overlay !== 'pass'", timeout=10_000)
            continue
        if state["over"]:
            assert decisions == 0 or done > 0
            break
        # the size the action is tapped at (a new one every fourth decision) comes last; the
        # others are looked at whenever a kind of decision comes up that was not seen yet
        tap_size = SIZES[done // 4 % 4]
        order = [tap_size]
        if kind(state) not in seen:
            seen.add(kind(state))
            order = [size for size in SIZES if size != tap_size] + order
        if done < 2:
            order = EXTREMES + order
        for size in order:
            resize(app, size)
            state = check_legal(app, game, size)
            if state.get("overlay") == "pass" or state["over"]:
                break
        else:
            if done == 2:
                app.screenshot(f"{order[-1]}-{game}")
            text = pick(game, state, rng)
            play_one(app, state, text)
            app.page.wait_for_function(MOVED_ON, arg=state["state_id"], timeout=20_000)
            done += 1
    if hook(app).get("over"):
        app.page.wait_for_selector("#over")
        solid(app, "#over", "the game-over dialog")

        def over(size: str) -> None:
            all_reachable(app, "#over button", f"the game-over dialog at {size}")
            app.screenshot(f"{size}-{game}-over")

        at_every_size(app, SIZES, over)
        tap(app, "#over button[data-act=quit]", "the game-over dialog")
    else:
        # the person's turn, nothing moving: a privacy screen or a computer's move would
        # replace a dialog opened now
        while wait_ready(app).get("overlay") == "pass":
            tap(app, "#ready", "the privacy screen")
            app.page.wait_for_function("window.pharaohTest.overlay !== 'pass'", timeout=10_000)
        if game == "mummy_curse":
            check_dialogs(app)
        tap(app, "#home", "the top bar")
        app.page.wait_for_selector(".scrim .dialog")
        solid(app, ".scrim .dialog", "the quit dialog")
        at_every_size(
            app, SIZES, lambda size: all_reachable(app, ".scrim .dialog button", f"the quit dialog at {size}")
        )
        tap(app, ".scrim button[data-act=quit]", "the quit dialog")
    app.page.wait_for_function("window.pharaohTest.screen === 'menu'", timeout=10_000)
    return done


def test_every_control_within_reach_at_every_size(new_app: Any) -> None:
    """One page with a touch screen, resized from size to size at every decision (the layout follows)."""
    app = new_app("touch", viewport={"width": 1280, "height": 800}, has_touch=True)
    app.page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.page.add_init_script(f"localStorage.setItem('pharaoh:seed', '{SEED}')")
    app.page.add_init_script(REACH_JS)
    app.goto()
    app.wait_ready()
    app.page.evaluate("window.__stampSizes()")

    def menu(size: str) -> None:
        app.screenshot(f"{size}-menu")
        all_reachable(app, "#menu button, #bar button", f"the menu at {size}")

    at_every_size(app, EXTREMES + SIZES, menu)
    played = {game: play_game(app, game, players, people, n) for game, players, people, n in PLAN}
    assert played["valley_kings"] > 10, f"a whole game of Tara Wolf: {played}"
    print(f"decisions played: {played}; {len(RESIZES)} resizes took {sum(RESIZES):.0f} s of the test")
