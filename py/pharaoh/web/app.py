"""The page's controller: screens, the play loop, computer turns and language, behind a :class:`Host`.

Everything here is plain Python driven by a host that stands for the browser (DOM,
storage, timers, the bot worker).  ``start()`` builds the real browser host; tests use
a fake one with a fake clock.

Screens: the menu (DOM ``<nav id="menu">`` over canvas art), the set-up, the play
screen (board on the canvas, a DOM side panel), and overlays: the privacy screen, the
game-over dialog, the rules and the quit dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from pharaoh.engine.game import Event, GameInfo, Seat
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.web import screens
from pharaoh.web.args import whole
from pharaoh.web.art import draw_night, draw_veil
from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import LANGS, other, pick, tr
from pharaoh.web.keys import ARROWS, BoardFocus
from pharaoh.web.layout import Layout, layout
from pharaoh.web.scene import Scene
from pharaoh.web.surface import Painter, Surface

if TYPE_CHECKING:
    from pharaoh.web.replay import Replays

BOT_GAP_MS = 420.0
"""The least time between two computer moves, so people can follow them."""
BOT_THINK_MS = 420.0
"""The least time from asking a computer to showing its move.

A forced move comes back at once and a search takes longer as its options grow: shown as it
comes, the time would tell everyone at the table something of the computer's hidden hand.
Nor sooner than the slowest of the same computer's last answers (:meth:`App.hold_ms`).
Every decision of the easy and normal levels and of the curse's and Im Bann der Mumie's hard
levels takes less than this in the page's Python (docs/bots.md).  A bot whose search stops at a
time cap (:func:`pharaoh.engine.bot.time_cap`: Tara Wolf's searches) waits its cap and
:data:`CAP_MARGIN_MS` instead, whichever is longer.
"""
SLOWEST_HELD_MS = 1500.0
"""The longest think a later move is held to (:meth:`App.hold_ms`)."""
SLOWEST_OF = 20
"""How many of a computer's last answers :meth:`App.hold_ms` looks back on."""
CAP_MARGIN_MS = 100.0
"""What a search stopped by its cap may run over it (its last sampled world, the request's
parsing): Tara Wolf's hard decisions took at most 903 ms in the page against a 900 ms cap
(`make bench`, docs/bots.md)."""
AMBIENT_MS = 50.0
"""Background art (stars, sand, the privacy screen's glow) redraws at most this often."""
PUBLISH_MS = 150.0
"""The test hook is refreshed at most this often while the screen sits still."""
LOG_LINES = 60
"""How many log lines the panel shows (newest first)."""


def think_ms(game_id: str, bot: str) -> float:
    """The least time from asking a computer of this bot (a name or level) to showing its move.

    >>> think_ms("mummy_spell", "hard") == BOT_THINK_MS
    True
    >>> think_ms("valley_kings", "hard") > think_ms("valley_kings", "normal") >= BOT_THINK_MS
    True
    """
    from pharaoh.engine.bot import time_cap  # not before the menu: a first visit's archive leaves it out

    return max(BOT_THINK_MS, 1000.0 * time_cap(game_id, bot) + CAP_MARGIN_MS)


def _speed(stored: str | None) -> float:
    """The animation speed factor from storage (1 normally; 0.25-50).

    >>> _speed(None), _speed("4"), _speed("x"), _speed("1000")
    (1.0, 4.0, 1.0, 50.0)
    """
    try:
        value = float(stored) if stored else 1.0
    except ValueError:
        return 1.0
    return min(50.0, max(0.25, value)) if value == value else 1.0


def _test_seed(stored: str | None) -> int | None:
    """A test-only fixed seed from storage (``pharaoh:seed``), or ``None`` (the normal case).

    With it the set-up screen's Start (not Play again) deals that seed's game and the
    computer players draw from a key made from it, so a browser test plays a known short
    game, the same every run.  Players never set it.

    >>> _test_seed(None), _test_seed("17"), _test_seed("x"), _test_seed("0"), _test_seed("-3")
    (None, 17, None, None, None)
    """
    try:
        value = int(stored) if stored else 0
    except ValueError:
        return None
    return value if 0 < value < 2**31 else None


def seeded_bot_key(seed: int) -> bytes:
    """The computer players' key of a game started from a test seed (:func:`_test_seed`).

    >>> len(seeded_bot_key(5)), seeded_bot_key(5) == seeded_bot_key(5) != seeded_bot_key(6)
    (16, True)
    """
    import hashlib  # not at import: a first visit's menu never needs it

    return hashlib.sha256(b"pharaoh:test-bots:" + seed.to_bytes(4, "big")).digest()[:16]


def new_seed() -> int:
    """A fresh game seed from the system's entropy, never from the global ``random``.

    The page's Python starts from a memory snapshot (tools/pyodide_snapshot.mjs), so the
    global generator's state would be the same on every page load.

    >>> 1 <= new_seed() < 2**31
    True
    """
    import secrets  # not at import: a first visit's menu needs no seed (and secrets imports hmac)

    return secrets.randbelow(2**31 - 1) + 1


class Host(Protocol):
    """What the app needs from the page."""

    def set_html(self, element_id: str, html: str) -> None:
        """Replace an element's content."""
        ...

    def set_screen(self, name: str) -> None:
        """Tell CSS which screen shows (``body[data-screen]``)."""
        ...

    def set_lang(self, lang: str) -> None:
        """The page's language (``<html lang>``)."""
        ...

    def load(self, key: str) -> str | None:
        """Read a remembered setting."""
        ...

    def store(self, key: str, value: str) -> None:
        """Remember a setting."""
        ...

    def now(self) -> float:
        """A clock in milliseconds."""
        ...

    def request_frame(self) -> None:
        """Call the app's :meth:`App.frame` at the next animation frame."""
        ...

    def reduced_motion(self) -> bool:
        """The player asked the system for less motion (``prefers-reduced-motion: reduce``)."""
        ...

    def later(self, ms: float, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` milliseconds, outside the current call."""
        ...

    def ask_bot(self, request: dict[str, Any], reply: Callable[[str | None, str], None]) -> None:
        """Compute a computer move; ``reply(action, error)`` arrives later (action None on failure)."""
        ...

    def publish(self, state: dict[str, Any]) -> None:
        """Expose the test hook state (``window.pharaohTest``)."""
        ...


class App:
    """The whole front end's state and behaviour."""

    def __init__(
        self, host: Host, surface: Surface, *, lang: str | None = None, browser_lang: str = ""
    ) -> None:
        self.host = host
        self.scene = Scene(surface, self._draw)
        self.lang = pick(lang, host.load("lang"), browser_lang)
        self.screen = "menu"
        self.overlay = ""
        self.games: list[GameInfo] = []
        self.game_id = ""
        self.players = 0
        self.seat_bots: list[str] = []
        self.bot_names: list[str] = []
        self.bot_levels: dict[str, str] = {}
        """The bot of each level (easy, normal, hard) of the chosen game."""
        self.session: Any = None
        self.board: Any = None
        self.focus = BoardFocus()
        """The keyboard's target on the board (:mod:`pharaoh.web.keys`)."""
        self.layout: Layout = layout(1, 1)
        self.bot_wait: tuple[Seat, int] | None = None
        self.next_bot_at = 0.0
        self.answer_ms: dict[tuple[str, str], list[float]] = {}
        """How long each (game, bot) took to answer here: the last :data:`SLOWEST_OF`, never the first."""
        self.notice = ""
        self._said_bots_in_page = False
        self.session_no = 0
        self.moves_seen = 0
        self._frame_asked = False
        self.speed = _speed(host.load("speed"))
        self.test_seed = _test_seed(host.load("seed"))
        """A test-only fixed seed for Start (:func:`_test_seed`); ``None`` for players."""
        self._ambient_at = 0.0
        self.calm = host.reduced_motion()
        """No ambient animation (stars, sand, the veil's eye): the player asked for less motion.  The page
        then draws only when something changed, and a whole idle screen costs no frames at all."""
        self._settle_asked = False
        self._published_at = -1e9
        self._dom_changed = False
        """The DOM changed since the last drawn frame: the hook's tap positions are not fresh yet."""
        self.remote: Any = None
        """Remote play (:class:`pharaoh.web.remote.Remote`), made on first use."""
        self._package_loading = False
        self._after_package: Callable[[], None] | None = None
        """What to do once the games' code is in (:meth:`_games_pending`)."""
        from pharaoh.web.persist import Saves

        self.saves = Saves(self)
        """The autosave of local games and save files (:mod:`pharaoh.web.persist`)."""
        self._replays: Replays | None = None
        """Replays and exports (:attr:`replays`), made on first use: not for the menu."""
        for gid in game_ids():
            try:
                self.games.append(game_info(gid))
            except Exception:  # noqa: BLE001,S112 - an engine still in the works must not break the menu
                continue

    # ------------------------------------------------------------------ frames
    def clock(self) -> float:
        """The app's clock in ms: the host's, run faster by ``speed`` (tests set it to skip waiting)."""
        return self.host.now() * self.speed

    def later(self, ms: float, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` of the app's clock."""
        self.host.later(ms / self.speed, fn)

    def resize(self, width: float, height: float, dpr: float) -> None:
        """The window changed size."""
        self.scene.resize(width, height, dpr)
        new = layout(width, height)
        if new != self.layout:
            self.layout = new
            if self.screen in ("play", "replay"):
                self.render_dom()
        self.wake()

    def wake(self) -> None:
        """Ask for a frame if the scene needs one."""
        if not self._frame_asked and self.scene.needs_frame(self.clock()):
            self._frame_asked = True
            self.host.request_frame()

    def frame(self, now: float) -> None:
        """One animation frame (called by the host with its clock)."""
        now *= self.speed
        self._frame_asked = False
        ambient = not self.calm and self.screen in ("menu", "setup", "play", "replay")
        if ambient and now - self._ambient_at >= AMBIENT_MS * self.speed:
            self._ambient_at = now
            self.scene.invalidate()
        drew = self.scene.needs_frame(now)
        more = self.scene.frame(now)
        settled = not more and now - self._published_at >= PUBLISH_MS * self.speed
        published = drew and (self._dom_changed or settled)
        if published:
            # The frame just drawn registered the board's tap regions: publish them at once
            # after a DOM change, even while animations run.
            self._dom_changed = False
            self._published_at = now
            self.publish()
        if more or ambient:
            self._frame_asked = True
            self.host.request_frame()
        elif not published and not self._settle_asked:
            # Without ambient frames nothing would draw again once an animation ends: one more
            # frame after the publishing interval tells the hook the screen settled (not busy).
            self._settle_asked = True
            self.later(max(0.0, PUBLISH_MS * self.speed - (now - self._published_at)), self._settle)

    def _settle(self) -> None:
        self._settle_asked = False
        self.scene.invalidate()
        self.wake()

    def _draw(self, p: Painter, now: float) -> None:
        w, h = self.scene.width, self.scene.height
        if self.screen in ("menu", "setup"):
            draw_night(p, w, h, now, self.scene.layers, dim=0.35 if self.screen == "setup" else 0.0)
            return
        if self.screen in ("room", "join"):
            draw_night(p, w, h, now, self.scene.layers, dim=0.5)
            if self.remote is not None:
                self.remote.draw(p, w, h)
            return
        if self._under_veil():
            draw_veil(p, w, h, now)  # also under the rules or the menu opened above the veil
            return
        if self.screen == "replay" and self.replays.screen is not None:
            p.fill_style("#17110b")
            p.fill_rect(0, 0, w, h)
            area, hover = self.layout.board, self.scene.hover
            self.replays.screen.draw(p, area, now, hover, self.scene.layers, self.lang)
            return
        p.fill_style("#17110b")
        p.fill_rect(0, 0, w, h)
        if self.board is not None:
            area = self.layout.board
            self.board.draw(p, area, now, self.scene.hover, self.scene.layers, self.lang)
            if not self.overlay:
                self.focus.draw(p, (area.x, area.y, area.w, area.h))
                from pharaoh.web.guide import draw as draw_guide

                draw_guide(self, p, now)  # the guided game's pointer ring

    @property
    def replays(self) -> Replays:
        """Replays and exports (:mod:`pharaoh.web.replay`), made on first use.

        The menu's replay entries are :mod:`pharaoh.web.replaymenu`: a first visit's menu does
        not import the replays, which come with the rest of the package (docs/runtime.md).
        """
        if self._replays is None:
            from pharaoh.web.replay import Replays

            self._replays = Replays(self)
        return self._replays

    # ------------------------------------------------------------------ DOM
    def start(self) -> None:
        """Show the menu (the boot overlay can go once this returns), or join a game from the link."""
        self.saves.check_stored()
        self.show_menu()
        page = self._net_page()
        if page is not None:
            from pharaoh.web.netmenu import joins_on_load

            # remote play's modules load only when the page opens into it (or on first use)
            if joins_on_load(page.fragment(), page.session_load("net.guest")):
                from pharaoh.web.remote import Remote

                self.remote = Remote(self, page)
                if not self.remote.start():
                    self.remote = None

    def _net_page(self) -> Any:
        """The page's remote-play side, if the host has one (the browser has; most test hosts not)."""
        factory = getattr(self.host, "net_page", None)
        return factory() if callable(factory) else None

    def _net(self) -> Any:
        """Remote play, made on first use (None where the host cannot do it)."""
        if self.remote is None:
            page = self._net_page()
            if page is not None:
                from pharaoh.web.remote import Remote

                self.remote = Remote(self, page)
        return self.remote

    def render_dom(self) -> None:
        """Rebuild the DOM of the current screen."""
        self.host.set_lang(self.lang)
        self.host.set_screen(self.screen if not self.overlay else f"{self.screen} {self.overlay}")
        self.host.set_html("bar", screens.bar(self.lang, self.screen, self._game_name()))
        if self.screen == "menu":
            extra = ""
            if self._net_page() is not None:
                from pharaoh.web.netmenu import menu_entries

                extra = menu_entries(self.lang, self.host.load("net.host"), self.games)
            from pharaoh.web.guidemenu import menu_buttons
            from pharaoh.web.persist import AUTOSAVE_KEY
            from pharaoh.web.replaymenu import FINISHED_KEY
            from pharaoh.web.replaymenu import menu_html as replay_menu

            replays = replay_menu(self, self.host.load(AUTOSAVE_KEY), self.host.load(FINISHED_KEY))
            extra = self.saves.menu_html() + replays + extra + self._offline_html()
            guides = menu_buttons(self)  # the guided first games (pharaoh.web.guidemenu)
            self.host.set_html("screen", screens.menu(self.lang, self.games, self.notice, extra, guides))
        elif self.screen == "setup":
            self.host.set_html("screen", self._setup_html())
        elif self.screen == "play":
            from pharaoh.web.guide import mark_panel

            self.host.set_html(
                "screen",
                "" if self._under_veil() else mark_panel(self, self._panel_html()),
            )
        elif self.screen in ("room", "join") and self.remote is not None:
            self.host.set_html("screen", self.remote.html())
        elif self.screen == "replay" and self.replays.screen is not None:
            self.host.set_html("screen", self.replays.screen.html(self.layout.panel_css()))
        self.host.set_html("overlay", self._overlay_html())
        self._render_mirror()
        self.scene.invalidate()
        self._dom_changed = True
        self._published_at = -1e9
        self.publish()
        self.wake()

    def _offline_html(self) -> str:
        """The menu's offline block (:mod:`pharaoh.web.offline`), where the host has a page."""
        status = getattr(self.host, "offline_status", None)
        if not callable(status):
            return ""
        from pharaoh.web.offline import menu_html

        return menu_html(self.lang, status())

    def _game_name(self) -> str:
        for info in self.games:
            if info.id == self.game_id:
                return info.name.get(self.lang, info.id)
        return ""

    def _info(self) -> GameInfo | None:
        for info in self.games:
            if info.id == self.game_id:
                return info
        return None

    def _setup_html(self) -> str:
        info = self._info()
        if info is None:
            return ""
        from pharaoh.web.games import seat_label

        labels = [seat_label(info.id, self.players, s, self.lang) for s in range(self.players)]
        remote = self._net_page() is not None
        if remote:
            import pharaoh.web.netscreens  # noqa: F401 - registers the remote-play texts
        bots = self.seat_bots
        html = screens.setup(
            self.lang, info, self.players, labels, bots, self.bot_names, remote=remote, levels=self.bot_levels
        )
        net = self._net() if remote and "@remote" in self.seat_bots[: self.players] else None
        return html.replace("<!--net-->", net.setup_html() if net is not None else "")

    def _seat_name(self, seat: Seat | None) -> str:
        if seat is None:
            return tr(self.lang, "play.spectator")
        if self.board is not None:
            return str(self.board.seat_name(seat, self.lang))
        return tr(self.lang, "seat.n", n=seat + 1)

    def _turn_text(self) -> str:
        """Whose turn it is, as the panel and the screen-reader mirror say it ("" when none)."""
        s = self.session
        to_act = s.match.to_act() if s is not None else ()
        if not to_act or s.outcome() is not None:
            return ""
        names = ", ".join(self._seat_name(x) for x in to_act)
        if s.shown in to_act and s.shown in s.humans:
            return tr(self.lang, "play.your_turn")
        if any(x not in s.humans for x in to_act):
            return tr(self.lang, "play.thinking", seat=names, n=len(to_act))
        return tr(self.lang, "play.waiting", seat=names)

    def _render_mirror(self) -> None:
        """The screen-reader mirror (:mod:`pharaoh.web.mirror`): empty outside the play screen.

        A remote game's session (host or guest) answers the same questions as a local one.
        """
        news = view = acts = ""
        s = self.session
        if self.screen == "play" and s is not None and self.board is not None:
            from pharaoh.web.mirror import mirror_parts

            headline, hint = self.board.status(self.lang) if s.veiled is None else ("", "")
            veiled = self._seat_name(s.veiled) if s.veiled is not None else None
            news, view, acts = mirror_parts(
                s, self.lang, veiled_name=veiled, turn=self._turn_text(), headline=headline, hint=hint
            )
            if self.overlay:
                acts = ""  # a dialog (rules, quit, the end) is up: its own buttons come first
        elif self.screen == "replay" and self.replays.screen is not None:
            news, view = self.replays.screen.mirror()  # pharaoh.web.replay
        self.host.set_html("mirror-news", news)
        self.host.set_html("mirror-view", view)
        self.host.set_html("mirror-acts", acts)

    def _panel_html(self) -> str:
        s = self.session
        if s is None or self.board is None:
            return ""
        headline, hint = self.board.status(self.lang)
        turn = self._turn_text()
        choices = self.board.choices(self.lang) if s.legal() else []
        from pharaoh.web import logbook

        log = logbook.log_html(
            s.log(), logbook.chronicle_for(s.game_id), self.lang, self._describe, LOG_LINES
        )
        error = ""
        if s.error:
            from pharaoh.web.netreasons import localize  # an engine's or a host's refusal, in our language

            error = tr(self.lang, "play.illegal", reason=localize(self.lang, s.error))
        return screens.panel(
            self.lang,
            you=self._seat_name(s.shown),
            turn=turn,
            headline=headline,
            hint=hint,
            choices=choices,
            error=error,
            notice=self.notice,
            log=[],
            log_html=log,
            css=self.layout.panel_css(),
            extra=self._guide_html()
            + (self.remote.panel_html() if self.remote is not None else self._local_extra()),
        )

    def _guide_html(self) -> str:
        """The guided game's box (:mod:`pharaoh.web.guide`; empty in any other game)."""
        from pharaoh.web.guide import panel_html

        return panel_html(self)

    def _undo_html(self) -> str:
        """The Undo button while the shown person may take back, else why not (when it matters)."""
        s = self.session
        if s is None or self.overlay or not hasattr(s, "undo_refusal"):
            return ""
        if s.undo_refusal() is None:
            return str(
                tag(
                    "button",
                    esc(tr(self.lang, "play.undo")),
                    class_="btn undo",
                    type="button",
                    id="undo",
                    data_act="undo",
                    title=tr(self.lang, "play.undo.keys"),
                    aria_keyshortcuts="Control+Z U",
                )
            )
        notice = s.undo_notice()
        if not notice:
            return ""
        return str(tag("p", esc(tr(self.lang, f"undo.{notice}")), class_="hint", id="undo-why"))

    def _local_extra(self) -> str:
        """The panel's part of a game on this device: undo, then the saves."""
        return self._undo_html() + str(self.saves.panel_html())

    def _describe(self, event: Event) -> str:
        try:
            return str(self.session.match.game.describe_event(event, self.lang))
        except Exception:  # noqa: BLE001 - a log line must never break the screen
            return event.kind

    def _under_veil(self) -> bool:
        """Whether the privacy screen waits for the next person, whatever dialog is open over it.

        The top bar's rules and menu stay in reach above the privacy screen; their dialogs
        must not bring back the board or the panel of the person who played last.
        """
        s = self.session
        return self.screen == "play" and s is not None and s.veiled is not None

    def _overlay_html(self) -> str:
        s = self.session
        if self.overlay == "pass" and s is not None and s.veiled is not None:
            return screens.veil(self.lang, self._seat_name(s.veiled))
        if self.overlay == "over" and s is not None:
            outcome = s.outcome()
            if outcome is None or self.board is None:
                return ""
            from pharaoh.web.ending import ending_for, standings_html, stopped
            from pharaoh.web.replay import over_html as replay_over_html

            extra = (self.remote.over_html() if self.remote is not None else "") + replay_over_html(self)
            if stopped(outcome):  # no game's own end: the check in ``extra`` says why
                why = tr(self.lang, f"over.stopped.{outcome.reason}")
                nobody = tr(self.lang, "over.nobody")
                again = self.remote is None
                return screens.game_over(self.lang, "", why, extra=extra, again=again, winner=nobody)
            end = ending_for(s.game_id, s.view(), outcome, self.lang, self.board.seat_name)
            nobody = "" if outcome.winners else tr(self.lang, "over.nobody")
            return screens.game_over(
                self.lang,
                self.board.side_name(outcome.side, self.lang),
                end.reason if end is not None else self.board.reason(outcome.reason, self.lang),
                extra=extra,
                again=self.remote is None,
                winner=end.winner if end is not None else nobody,
                scores=standings_html(end, self.lang) if end is not None else "",
            )
        if self.overlay == "help":
            from pharaoh.web.games import help_html
            from pharaoh.web.mirror import keys_html

            body = help_html(self.game_id, self.lang) + keys_html(self.lang)
            if self.remote is not None:
                body += self.remote.trust_html()
            return screens.help_dialog(self.lang, self._game_name(), body)
        if self.overlay == "quit":
            return screens.quit_dialog(self.lang)
        return ""

    # ------------------------------------------------------------------ UI events
    def on_action(self, act: str, arg: str) -> None:
        """A click on an element with ``data-act`` (and ``data-arg``)."""
        if act != "lang" and self._games_pending(lambda: self.on_action(act, arg)):
            return
        if act.startswith("save-"):
            self.saves.on_action(act[5:], arg)
            return
        if act.startswith("replay-"):
            self.replays.on_action(act[7:], arg)
            return
        if act.startswith("guide-"):
            from pharaoh.web.guide import on_action as guide_action

            guide_action(self, act[6:], arg)
            return
        if act.startswith("net-"):
            remote = self._net()
            if remote is not None:
                remote.on_action(act[4:], arg)
            return
        handler = getattr(self, f"_ui_{act.replace('-', '_')}", None)
        if handler is not None:
            handler(arg)

    def on_file(self, act: str, text: str) -> None:
        """The text of a file picked in an ``<input type=file data-file=...>``."""
        if self._games_pending(lambda: self.on_file(act, text)):
            return
        if act.startswith("save-"):
            self.saves.on_file(act[5:], text)
        elif act.startswith("replay-"):
            self.replays.on_file(act[7:], text)

    def _games_pending(self, then: Callable[[], None]) -> bool:
        """True while the games' code is still on its way; ``then`` runs once it is in.

        A first visit's page fetches it after the menu (the host's ``package_state`` and
        ``load_package``).  Meanwhile the menu says so and stays usable; a failed load says
        why, and the next click tries again.
        """
        state, load = getattr(self.host, "package_state", None), getattr(self.host, "load_package", None)
        if not callable(state) or not callable(load) or state() == "ready":
            return False
        self._after_package = then  # the latest click wins
        if self._package_loading:
            return True
        self._package_loading = True
        self.notice = tr(self.lang, "menu.loading_games")
        self.render_dom()

        def loaded(error: str) -> None:
            self._package_loading = False
            after, self._after_package = self._after_package, None
            self.notice = tr(self.lang, "menu.games_failed", error=error) if error else ""
            self.render_dom()
            if not error and after is not None:
                after()

        load(loaded)
        return True

    def on_key(self, key: str) -> None:
        """A key: Escape closes a dialog or cancels a half-chosen action; Undo (Ctrl+Z, U) takes back."""
        if self.screen == "replay":
            self.replays.on_key(key)  # arrows, Home, End, PageUp/PageDown, P (pharaoh.web.replay)
        elif key == "Escape" and self.overlay in ("help", "quit"):
            self._ui_close("")
        elif key == "Escape" and not self.overlay:
            self._cancel_choice()
        elif key == "Undo" and not self.overlay:
            self._ui_undo("")

    def on_board_key(self, name: str) -> str | None:
        r"""A key while the canvas has the keyboard focus (:mod:`pharaoh.web.keys`).

        ``name``: ``Tab``, ``ShiftTab``, ``Enter``, ``Space``, an arrow (``ArrowUp`` ...), ``Home``,
        ``End`` (the first / last target), or
        ``Focus`` / ``FocusBack`` (the canvas got the focus going forwards / backwards) and
        ``Blur``.  Returns ``"<region key>\t<sentence>"`` when the board used the key (the page
        keeps it from the browser and names the canvas by the sentence), None when it did not:
        Tab past the last target lets the browser move on to the buttons beside the board.
        """
        focus = self.focus
        if name == "Blur":
            focus.active = False
            focus.reset()
            self.scene.pointer_leave()
            self.wake()
            return None
        s = self.session
        if self.screen != "play" or self.overlay or s is None or self.board is None:
            return None
        order = focus.regions(self.board, self.scene.regions, self.scene.tap_point)
        if name in ("Focus", "FocusBack"):
            focus.enter(order, name == "FocusBack")
        elif name in ("Tab", "ShiftTab"):
            if focus.move(order, 1 if name == "Tab" else -1) is None:
                self._show_focus()
                return None
        elif name in ARROWS:
            focus.arrow(order, name)
        elif name in ("Home", "End"):
            focus.enter(order, name == "End")
        elif name in ("Enter", "Space"):
            if focus.key is not None and any(r.key == focus.key for r in order):
                self.tap_key(focus.key)
                self.scene.frame(self.clock())  # the board after the tap, so its targets are current
                order = focus.regions(self.board, self.scene.regions, self.scene.tap_point)
        else:
            return None
        self._show_focus()
        s = self.session
        if s is None or self.board is None:
            return None
        label = focus.label(self.board, s.match.game, s.view(), order, self.lang)
        return f"{focus.key or ''}\t{label}"

    def _show_focus(self) -> None:
        """Draw the ring where the keyboard's target now is; the board shows it as if hovered."""
        self.scene.hover = self.focus.key
        self.scene.invalidate()
        self.wake()

    def _cancel_choice(self) -> None:
        """Drop the board's half-chosen action (a picked card, die or square, a queued walk).

        Every board starts without a choice, so a new board showing the same view is the
        board with its choice dropped; while animations run nothing is dropped.  In a remote
        room too: a guest's guarded board keeps its guard around the new board.
        """
        s = self.session
        if self.screen != "play" or s is None or self.board is None:
            return
        if self._busy_until() > self.clock():
            return
        from pharaoh.web.games import make_board

        fresh = make_board(self.game_id, s.match.game, self.players)
        guarded = None
        if self.remote is not None:
            from pharaoh.web.netplay import GuardedBoard

            guarded = self.board if isinstance(self.board, GuardedBoard) else None
        if guarded is not None:
            if guarded.problem:
                return  # a broken renderer's plain buttons: nothing is half-chosen there
            guarded.board = fresh
        else:
            self.board = fresh
        self._refresh_board(())
        self.render_dom()

    def _ui_lang(self, arg: str) -> None:
        """Speak ``arg`` (a code of :data:`LANGS`); without one (or an unknown one), the next language."""
        self.lang = arg if arg in LANGS else other(self.lang)
        self.host.store("lang", self.lang)
        self.render_dom()

    def _ui_pick(self, arg: str) -> None:
        self.game_id = arg
        info = self._info()
        if info is None:
            return
        try:
            from pharaoh.engine.bot import bot_factories, bot_levels

            self.bot_names = list(bot_factories(arg))
            self.bot_levels = bot_levels(arg)
        except Exception as exc:  # noqa: BLE001 - show the failure, keep the menu usable
            self.notice = tr(self.lang, "menu.load_failed", name=info.name.get(self.lang, arg), error=exc)
            self.render_dom()
            return
        self.notice = ""
        stored = self.host.load(f"players:{arg}")
        found = whole(stored or "")
        players = info.min_players + 1 if found is None else found
        self.players = min(info.max_players, max(info.min_players, players))
        self.seat_bots = self._default_bots(self.players)
        self.screen = "setup"
        self.overlay = ""
        self.render_dom()

    def _default_bots(self, players: int) -> list[str]:
        """One person (at the game's preferred seat, e.g. an explorer), computers elsewhere."""
        from pharaoh.web.games import human_seat

        best = self.bot_levels.get("normal") or (self.bot_names[-1] if self.bot_names else "random")
        bots = [best] * players
        bots[min(players - 1, human_seat(self.game_id))] = ""
        return bots

    def _ui_players(self, arg: str) -> None:
        info = self._info()
        wanted = whole(arg)
        if info is None or wanted is None:
            return
        n = min(info.max_players, max(info.min_players, wanted))
        bots = self.seat_bots[:n]
        while len(bots) < n:
            bots.append(self._default_bots(n)[-1])
        self.players, self.seat_bots = n, bots
        self.host.store(f"players:{self.game_id}", str(n))
        self.render_dom()

    def _ui_seat(self, arg: str) -> None:
        # arg: "<seat>:<bot name or empty for a person>"
        seat_text, _, bot = arg.partition(":")
        seat = whole(seat_text)
        if seat is None or seat >= self.players:
            return
        if bot and bot not in self.bot_names and not (bot == "@remote" and self._net_page() is not None):
            return
        self.seat_bots[seat] = bot
        self.render_dom()

    def _ui_back(self, arg: str) -> None:
        self.show_menu()

    def _ui_home(self, arg: str) -> None:
        if self.screen == "play" and self.session is not None and self.session.outcome() is None:
            self.overlay = "quit"
            self.render_dom()
        else:
            self.show_menu()

    def _ui_quit(self, arg: str) -> None:
        self.show_menu()

    def _ui_help(self, arg: str) -> None:
        if arg:
            self.game_id = arg
        if self.game_id:
            self.overlay = "help"
            self.render_dom()

    def _ui_close(self, arg: str) -> None:
        if self.session is not None and self.session.veiled is not None:
            self.overlay = "pass"
        elif self.session is not None and self.session.outcome() is not None and arg != "board":
            self.overlay = "over"
        else:
            self.overlay = ""
        if arg == "board":
            self.overlay = ""
        self.render_dom()

    def _ui_start(self, arg: str) -> None:
        if "@remote" in self.seat_bots[: self.players]:
            self.on_action("net-host", "")
            return
        self.start_game(self.test_seed or new_seed())

    def _ui_again(self, arg: str) -> None:
        self.start_game(new_seed())

    def _ui_ready(self, arg: str) -> None:
        if self.session is not None and self.session.veiled is not None:
            self.session.reveal()
            self.overlay = ""
            self._refresh_board(())
            self.advance()

    def _ui_undo(self, arg: str) -> None:
        """The shown person takes back their last action (button or key); the autosave follows."""
        s = self.session
        if s is None or not hasattr(s, "undo"):
            return
        if self.remote is not None and self.remote.peek is not None:
            return  # a peek-proof room offers no undo (docs/undo.md)
        if self.remote is not None and self.remote.guest_room is not None:
            s.undo(s.match.state_id)  # a request: the board follows the host's answer
            self.render_dom()
            return
        if s.undo_refusal() is not None:  # the key where the button is not shown: its hint says why
            self.render_dom()
            return
        if s.undo(s.match.state_id).ok:
            self.notice = ""
            self.bot_wait = None
            self._refresh_board(())
            self.advance()
        else:
            self.render_dom()

    def _ui_say(self, arg: str) -> None:
        """A button of the screen-reader mirror: ``<state id>:<action>``, played if still current."""
        sid, _, action = arg.partition(":")
        s = self.session
        if s is None or whole(sid) != s.match.state_id or self.overlay:
            self.render_dom()
            return
        self.play(action)

    def _ui_act(self, arg: str) -> None:
        if arg.startswith(":"):
            if self.board is None:
                return
            action = self.board.command(arg[1:])
            if action is None:
                self.render_dom()
                return
            arg = action
        self.play(arg)

    # ------------------------------------------------------------------ the game
    def show_menu(self) -> None:
        """Back to the menu (any game in progress is dropped)."""
        if self._replays is not None and self._replays.screen is not None:
            self._replays.screen.stop()
            self._replays.screen = None
        self.screen = "menu"
        self.overlay = ""
        self.session = None
        self.board = None
        self.focus.reset()
        self.bot_wait = None
        if self.remote is not None:
            self.remote.close()
            self.remote = None
        self.render_dom()

    def start_game(self, seed: int) -> None:
        """Start a game with the set-up screen's choices."""
        from pharaoh.web.runner import SeatSetup, Session

        session = Session(self.game_id, [SeatSetup(b) for b in self.seat_bots], seed)
        if self.test_seed is not None and seed == self.test_seed:
            session.bot_key = seeded_bot_key(seed)  # a test's known game: the same bots' draws each run
        self.enter_session(session)

    def enter_session(self, session: Any) -> None:
        """Play a local :class:`~pharaoh.web.runner.Session` (new, continued or loaded from a file)."""
        from pharaoh.engine.bot import bot_factories, bot_levels
        from pharaoh.web.games import make_board
        from pharaoh.web.guide import note_played

        if self.remote is not None:  # remote play looked at on the set-up screen, then left: a local game
            self.remote.close()
            self.remote = None
        self.session_no += 1
        self.session = session
        note_played(self, session.game_id)  # the menu offers the guide less loudly from now on
        self.game_id = session.game_id
        self.players = len(session.seats)
        self.seat_bots = [s.bot for s in session.seats]
        self.bot_names = list(bot_factories(self.game_id))
        self.bot_levels = bot_levels(self.game_id)
        self.board = make_board(self.game_id, session.match.game, self.players)
        self.screen = "play"
        self.overlay = ""
        self.notice = ""
        self.bot_wait = None
        self.next_bot_at = 0.0
        self.moves_seen = 0
        self.scene.tweens.clear()
        self._refresh_board(())
        self.advance()

    def _refresh_board(self, events: Sequence[Event]) -> None:
        s = self.session
        if s is None or self.board is None:
            return
        self.board.update(s.view(), s.legal(), events, seat=s.shown, now=self.clock())
        self.scene.keep_busy(self._busy_until())
        self.scene.invalidate()

    def play(self, text: str) -> None:
        """The shown person plays an action (from a board tap or a panel button)."""
        s = self.session
        if s is None or s.shown is None:
            return
        result = s.act(s.shown, text, s.match.state_id)
        if result.ok:
            self.notice = ""
            self._refresh_board(result.events)
            self.advance()
            self._schedule_pending()
        else:
            self.render_dom()

    def _schedule_pending(self) -> None:
        """Play the board's queued action (a mummy walking to a tapped goal) once the last step shows."""
        s = self.session
        if s is None or self.board is None:
            return
        state_id, session_no = s.match.state_id, self.session_no

        def go() -> None:
            if self.session is not s or session_no != self.session_no or s.match.state_id != state_id:
                return
            if self.overlay or self.board is None:
                return
            action = self.board.pending()
            if action is not None:
                self.play(action)

        delay = max(0.0, self._busy_until() - self.clock()) + 60
        self.later(delay, go)

    def tap(self, x: float, y: float) -> None:
        """A click or tap on the canvas."""
        key = self.scene.hit(x, y)
        if key is not None:
            self.tap_key(key)

    def tap_key(self, key: str) -> None:
        """A tap on the board's region ``key`` (by pointer, or Enter on the keyboard's target)."""
        if self.board is None or self.overlay:
            return
        action = self.board.tap(key)
        self.scene.invalidate()
        if action is not None:
            self.play(action)
        else:
            self.render_dom()

    def hover(self, x: float, y: float) -> None:
        """The pointer moved over the canvas."""
        if self.scene.pointer_move(x, y):
            self.wake()

    def advance(self) -> None:
        """Move the game on: privacy screen, a person's turn, a computer's turn, or the end."""
        s = self.session
        if s is None:
            return
        step = s.step()
        self.saves.autosave()
        if step.kind == "over":
            if self.overlay not in ("over", "help"):
                delay = max(0.0, self._busy_until() - self.clock()) + 300
                self.later(delay, self._show_over)
        elif step.kind == "pass":
            self.overlay = "pass"
        elif step.kind == "human":
            self._refresh_board(())
        elif step.kind == "bot" and step.seat is not None:
            self._ask_bot(step.seat)
        self.render_dom()

    def _busy_until(self) -> float:
        return float(self.board.busy_until()) if self.board is not None else 0.0

    def _show_over(self) -> None:
        if self.session is not None and self.session.outcome() is not None and self.overlay == "":
            self.overlay = "over"
            self.render_dom()

    def _ask_bot(self, seat: Seat) -> None:
        s = self.session
        if s is None or self.bot_wait is not None:
            return
        state_id = s.match.state_id
        self.bot_wait = (seat, state_id)
        request = s.bot_request(seat)
        request["session"] = str(self.session_no)
        session_no = self.session_no
        kind = (str(request["game"]), str(request["bot"]))
        asked_at = self.clock()
        hold = self.hold_ms(kind)

        def reply(action: str | None, error: str) -> None:
            if kind in self.answer_ms:  # the first answer, which loads the bot, is not counted
                times = self.answer_ms[kind]
                times.append(self.clock() - asked_at)
                del times[:-SLOWEST_OF]
            else:
                self.answer_ms[kind] = []
            self._bot_reply(session_no, seat, state_id, action, error, asked_at + hold)

        self.host.ask_bot(request, reply)

    def hold_ms(self, kind: tuple[str, str]) -> float:
        """How long after asking a computer of ``kind`` (game, bot) its move may show at the soonest.

        :func:`think_ms`, or longer where a fixed-work search outgrew it on a slow device: as long
        as the slowest of this computer's last :data:`SLOWEST_OF` answers in this page, its very
        first left out (it loads the bot), at most :data:`SLOWEST_HELD_MS`.  Only an answer
        slower than those before it tells anything; one held up (a tab in the background) ages
        out instead of slowing the rest of the game.
        """
        slowest = max(self.answer_ms.get(kind, ()), default=0.0)
        return max(think_ms(*kind), min(SLOWEST_HELD_MS, slowest))

    def bots_in_page(self) -> None:
        """Say once per page that computer moves run in the page, a searching level at the normal one."""
        if self._said_bots_in_page:
            return
        self._said_bots_in_page = True
        from pharaoh.engine.bot import DEFAULT_LEVEL, LEVELS

        self.notice = tr(
            self.lang,
            "bots.in_page",
            hard=tr(self.lang, f"level.{LEVELS[-1]}"),
            normal=tr(self.lang, f"level.{DEFAULT_LEVEL}"),
        )

    def _bot_reply(
        self, session_no: int, seat: Seat, state_id: int, action: str | None, error: str, shown_at: float
    ) -> None:
        if session_no != self.session_no or self.bot_wait != (seat, state_id):
            return
        now = self.clock()
        at = max(now, self._busy_until(), self.next_bot_at, shown_at)
        if at > now:
            self.later(at - now, lambda: self._bot_apply(session_no, seat, state_id, action, error))
        else:
            self._bot_apply(session_no, seat, state_id, action, error)

    def _bot_apply(self, session_no: int, seat: Seat, state_id: int, action: str | None, error: str) -> None:
        s = self.session
        if s is None or session_no != self.session_no or self.bot_wait != (seat, state_id):
            return
        self.bot_wait = None
        result = s.bot_act(seat, action or "", state_id)
        if action is None or result.error:
            self.notice = tr(self.lang, "error.bot")
            s.error = ""
        self.next_bot_at = self.clock() + BOT_GAP_MS
        self._refresh_board(result.events)
        self.advance()

    # ------------------------------------------------------------------ test hook
    def publish(self) -> None:
        """Expose what a test needs: screen, seats, legal actions with their screen positions."""
        s = self.session
        state: dict[str, Any] = {
            "screen": self.screen,
            "overlay": self.overlay,
            "lang": self.lang,
            "hover": self.scene.hover,
            "focus": self.focus.key,
            # False from a DOM change until the next frame is drawn: legal actions' x/y and
            # the regions may still be those of the screen before.
            "fresh": not self._dom_changed,
            "calm": self.calm,
        }
        if s is not None:
            targets: dict[str, str] = (
                self.board.targets() if self.board is not None and not self.overlay else {}
            )
            routes = getattr(self.board, "routes", None) if not self.overlay else None
            roads: dict[str, str] = routes() if callable(routes) else {}
            legal = []
            for text in s.legal():
                entry: dict[str, Any] = {"action": text}
                key = targets.get(text)
                point = self.scene.tap_point(key) if key is not None else None
                if point is not None:
                    entry.update(x=round(point[0], 1), y=round(point[1], 1))
                elif text in roads:
                    # a first tap (a square, a card) brings it within one tap or button
                    via = self.scene.tap_point(roads[text])
                    entry["via"] = roads[text]
                    if via is not None:
                        entry.update(vx=round(via[0], 1), vy=round(via[1], 1))
                legal.append(entry)
            state.update(
                game=self.game_id,
                shown=s.shown,
                veiled=s.veiled,
                to_act=list(s.match.to_act()),
                humans=list(s.humans),
                state_id=s.match.state_id,
                legal=legal,
                over=s.outcome() is not None,
                side=(s.outcome().side if s.outcome() is not None else None),
                busy=self.bot_wait is not None
                or self._busy_until() > self.clock()
                or (self.remote is not None and self.remote.redraw_due()),
                view=s.view() if s.veiled is None else None,
                regions={
                    key: [round(point[0], 1), round(point[1], 1)]
                    for key in {r.key: None for r in self.scene.regions}
                    if (point := self.scene.tap_point(key)) is not None
                },
            )
        if self.remote is not None:
            state["net"] = self.remote.hook()
        state["saves"] = self.saves.hook()
        state["guide"] = None  # a guided game's session carries its tutor (pharaoh.web.guide)
        if getattr(self.session, "guide", None) is not None:
            from pharaoh.web.guide import hook as guide_hook

            state["guide"] = guide_hook(self)
        state["replay"] = self._replays.hook() if self._replays is not None else None
        self.host.publish(state)


def start() -> None:
    """The page's entry point (``py/main.py``): build the browser host and show the menu."""
    from pharaoh.web.browser import start as browser_start

    browser_start()
