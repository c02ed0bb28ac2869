"""Remote play in the app: the room and join screens, and the glue between the rooms and the play screen.

The app hands every ``net-...`` click to :class:`Remote`.  It loads the network parts
(pydantic, segno) on first use through the page's :class:`NetPage`, keeps one room (the
host's :class:`~pharaoh.net.room.HostRoom` or a guest's :class:`~pharaoh.net.room.GuestRoom`),
builds the screens from them (:mod:`pharaoh.web.netscreens`), and moves the play screen
when the room reports a change.  It is plain Python: tests drive it with a fake page and
a fake network.  Nothing here imports pydantic at import time.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from pharaoh.engine.game import Event, Seat
from pharaoh.net.ice import MODES, IceSetting, load_setting
from pharaoh.net.meshroster import fits_mesh
from pharaoh.net.peekproof import fits_peek
from pharaoh.net.storage import clear_guest
from pharaoh.web import meshscreens, netscreens, peekscreens
from pharaoh.web.args import whole
from pharaoh.web.i18n import register, tr
from pharaoh.web.netreasons import code_words, localize
from pharaoh.web.qr import draw_qr, matrix
from pharaoh.web.surface import Painter

if TYPE_CHECKING:
    from pharaoh.fair.jobs import Job
    from pharaoh.net.peekmesh import MeshRoom
    from pharaoh.net.peekroom import PeekRoom
    from pharaoh.net.room import Events, GuestRoom, HostRoom, Network
    from pharaoh.web.app import App

R = TypeVar("R")

PACKAGES = ["pydantic", "segno"]
"""The wheels remote play loads on first use (from the site's own copies)."""
REMOTE = "@remote"
"""The set-up screen's marker for a seat played in another browser."""
REFUSALS_MS = 1000.0
"""The host's count of refused messages is redrawn at most this often (ms)."""
REDRAW_MS = 100.0
"""Peer traffic redraws the play screen at most this often (ms of the page's clock)."""
MAX_STORED_GUEST = 4 * 1024 * 1024
"""The longest stored guest read back (anything longer is refused unread)."""

TEXTS: dict[str, dict[str, str]] = {
    "net.trust.windows": {
        "de": "Zwei Fenster eines Browsers: Jeder Platz hat seinen eigenen Fenster-Link mit einem Geheimnis "
        "darin; ein Fenster ohne diesen Link kann die Züge des Platzes weder lesen noch für ihn spielen "
        "noch seine Verbindung schließen, und der Gastgeber zählt, was er abweist. Ein Skript derselben "
        "Website kann aber mehr: In diesem Fenster (etwa in der Entwicklerkonsole) liest es alles, was die "
        "Seite zeigt, auch die Fenster-Links, und kann damit für jeden Platz spielen; in jedem Fenster "
        "dieser Website liest es den gespeicherten Raum des Gastgebers – mit den Würfeln und allen Zügen, "
        "also jeder verdeckten Karte – und kann den Gastgeber mit Nachrichten überschwemmen (sie werden "
        "gedrosselt). Öffne Fenster-Links nur in einem Browser, den nur du benutzt.",
        "en": "Two windows of one browser: each seat has its own window link with a secret in it; a window "
        "without that link can neither read the seat's moves, nor play for it, nor close its connection, "
        "and the host counts what it refuses. A script of the same site can do more: in this window (say, "
        "in the developer console) it reads everything the page shows, the window links too, and so can "
        "play for any seat; in any window of this site it reads the host's stored room – the dice and every "
        "move, so every hidden card – and can flood the host with messages (they are throttled). Open "
        "window links only in a browser you alone use.",
        "fr": "Deux fenêtres d'un même navigateur : chaque place a son propre lien de fenêtre, qui contient "
        "un secret ; une fenêtre sans ce lien ne peut ni lire les coups de la place, ni jouer pour elle, ni "
        "fermer sa connexion, et l'hôte compte ce qu'il refuse. Un script du même site peut faire plus : "
        "dans cette fenêtre (par exemple dans la console de développement), il lit tout ce que la page "
        "affiche, y compris les liens de fenêtre, et peut donc jouer pour n'importe quelle place ; dans "
        "toute fenêtre de ce site, il lit la salle enregistrée de l'hôte – les dés et chaque coup, donc "
        "chaque carte cachée – et peut inonder l'hôte de messages (ils sont freinés). N'ouvrez les liens de "
        "fenêtre que dans un navigateur que personne d'autre n'utilise.",
        "it": "Due finestre dello stesso browser: ogni posto ha il proprio link di finestra con un segreto "
        "dentro; una finestra senza quel link non può né leggere le mosse del posto, né giocare al suo "
        "posto, né chiuderne la connessione, e l'host conta ciò che rifiuta. Uno script dello stesso sito "
        "può fare di più: in questa finestra (per esempio nella console per sviluppatori) legge tutto ciò "
        "che la pagina mostra, anche i link di finestra, e può quindi giocare per qualsiasi posto; in "
        "qualunque finestra di questo sito legge la stanza salvata dell'host – i dadi e ogni mossa, quindi "
        "ogni carta nascosta – e può sommergere l'host di messaggi (vengono rallentati). Apri i link di "
        "finestra solo in un browser che usi soltanto tu.",
    },
    "net.window.bad": {
        "de": "Dieser Fenster-Link ist unvollständig oder veraltet: öffne den aktuellen Link aus dem Raum.",
        "en": "This window link is incomplete or out of date: open the room's current link.",
        "fr": "Ce lien de fenêtre est incomplet ou périmé : ouvrez le lien actuel de la salle.",
        "it": "Questo link di finestra è incompleto o scaduto: apri il link attuale della stanza.",
    },
    "net.refused": {
        "de": "Abgewiesen: {n} {n|Nachricht|Nachrichten} von Gästen oder anderen Fenstern (zuletzt {who}: "
        "{what}). Am Spiel hat das nichts geändert.",
        "en": "Refused: {n} {n|message|messages} from guests or other windows (last {who}: {what}). Nothing "
        "in the game changed.",
        "fr": "Refusé : {n} {n|message|messages} d'invités ou d'autres fenêtres (dernier : {who} : {what}). "
        "Rien n'a changé dans la partie.",
        "it": "Rifiutati: {n} {n|messaggio|messaggi} da ospiti o da altre finestre (l'ultimo da {who}: "
        "{what}). Nella partita non è cambiato niente.",
    },
    "net.refused.window": {
        "de": "ein anderes Fenster",
        "en": "another window",
        "fr": "une autre fenêtre",
        "it": "un'altra finestra",
    },
    "net.refused.seat": {"de": "Platz {n}", "en": "seat {n}", "fr": "la place {n}", "it": "il posto {n}"},
    "net.refused.guest": {"de": "ein Gast", "en": "a guest", "fr": "un invité", "it": "un ospite"},
    "net.refused.spectator": {
        "de": "ein Zuschauer",
        "en": "a spectator",
        "fr": "un spectateur",
        "it": "uno spettatore",
    },
    "net.guest.bad": {
        "de": "Der gespeicherte Platz dieses Tabs war beschädigt und wurde entfernt ({reason}).",
        "en": "This tab's stored seat was damaged and has been removed ({reason}).",
        "fr": "La place enregistrée de cet onglet était abîmée et a été supprimée ({reason}).",
        "it": "Il posto salvato di questa scheda era danneggiato ed è stato rimosso ({reason}).",
    },
}
register(TEXTS)


def stored_guest_problem(text: str | None) -> str:
    """Why a tab's stored guest is plainly unusable (read without pydantic), or "" if it may be fine.

    >>> stored_guest_problem('{"format": "pharaoh-guest"}'), stored_guest_problem("[" * 9000)
    ('', 'the stored guest nests too deeply')
    """
    from pharaoh.web.persist import read_json

    if not text:
        return ""
    if len(text) > MAX_STORED_GUEST:
        return f"the stored guest is too big ({len(text)} characters)"
    try:
        data = read_json(text, "stored guest")
    except ValueError as exc:
        return str(exc)
    formats = ("pharaoh-guest", "pharaoh-peek-guest", "pharaoh-mesh-guest")
    return "" if isinstance(data, dict) and data.get("format") in formats else "not a stored guest"


def _after_title(html: str, line: str) -> str:
    """``line`` put right after the screen's title (inside its section).

    >>> _after_title('<section><h1>Room</h1><p>x</p></section>', '<p>m</p>')
    '<section><h1>Room</h1><p>m</p><p>x</p></section>'
    """
    head, found, rest = html.partition("</h1>")
    return head + found + line + rest if found else line + html


class WindowNetwork(Protocol):
    """A network that also joins two windows of one browser (BroadcastChannel)."""

    def listen(self, room_id: str, secrets: dict[str, str]) -> None:
        """Host: accept windows of this browser that open ``#window=<room_id>.<key>.<secret>``."""
        ...

    def join_window(self, room_id: str, key: str, secret: str) -> str:
        """Guest: connect to the host window of ``room_id`` on ``key``'s channel; returns the link id."""
        ...


class NetPage(Protocol):
    """What remote play needs from the page besides the app's host."""

    def load_packages(self, names: list[str], done: Callable[[str], None]) -> None:
        """Load wheels of the site; ``done("")`` on success, ``done(reason)`` on failure."""
        ...

    def network(self, events: Events) -> Network:
        """The links (WebRTC and BroadcastChannel), reporting to ``events``."""
        ...

    def field(self, element_id: str) -> str | None:
        """The value of an input or textarea (None if absent)."""
        ...

    def copy(self, text: str) -> None:
        """Put text on the clipboard."""
        ...

    def base_url(self) -> str:
        """The page's address without its fragment (links are made from it)."""
        ...

    def fragment(self) -> str:
        """The page's fragment, without ``#``."""
        ...

    def set_fragment(self, text: str) -> None:
        """Replace the fragment without a reload (empty: remove it)."""
        ...

    def session_load(self, key: str) -> str | None:
        """Read the tab's session storage."""
        ...

    def session_store(self, key: str, value: str) -> None:
        """Write the tab's session storage."""
        ...


class Remote:
    """The app's remote play: loading, the room, the screens, the play screen's updates."""

    def __init__(self, app: App, page: NetPage) -> None:
        self.app = app
        self.page = page
        from pharaoh.web.persist import too_deep

        turn = app.host.load("net.turn")
        if turn and (len(turn) > 4096 or too_deep(turn, 4)):  # a TURN setting is three short strings
            turn = None
        self.ice = load_setting(app.host.load("net.ice"), turn)
        self.loading = ""
        self.ready = False
        self.net: Any = None
        self.host_room: HostRoom | None = None
        self.guest_room: GuestRoom | None = None
        self.room_id = ""
        self.qr_key = ""
        self.notice = ""
        self.drafts: dict[str, str] = {}
        self.rejoin = False
        self.problem = ""
        self.drops_seen = 0
        self.window_secrets: dict[str, str] = {}
        """Invite key -> the secret of its window link (a new one for every room opened)."""
        self._refusal_shown = False
        self._events: tuple[Event, ...] = ()
        """Events of the match not yet shown (peer traffic is shown at most every REDRAW_MS)."""
        self._redraw_due = False
        self._drawn_at = float("-inf")
        self.peek: PeekRoom | None = None
        self._peek_joined = False
        self._peek_loading = False
        """A stored peek-proof room is being read back (in slices)."""
        self._peek_code = ""
        """The invite code a returning peek-proof guest pasted while its seat was read back."""
        """A peek-proof room (host or guest): this browser's seat of a two-seat match."""
        self.mesh: MeshRoom | None = None
        """A peek-proof room of 3-5 seats (:mod:`pharaoh.web.meshplay`): this browser's part of the mesh."""
        self._mesh_joined = False
        """Whether every link of the mesh room was up when it last changed."""
        model = app.host.load("net.model")
        self.model = model if model in ("peek", "host") else "peek"
        """The set-up screen's choice for a game that can run peek-proof: ``peek`` or ``host``."""
        self.bot_homes: dict[int, int] = {}
        """The set-up screen's computer explorers given to a remote seat's browser (seat -> remote seat)."""

    # ------------------------------------------------------------ loading
    def _need(self, then: Callable[[], None]) -> None:
        if self.ready:
            then()
            return
        if self.loading == "pydantic":
            return
        self.loading = "pydantic"
        self.app.render_dom()

        def done(error: str) -> None:
            if error:
                self.loading = "failed"
                self.notice = tr(self.app.lang, "net.loading.failed", error=error)
                self.app.render_dom()
                return
            self.loading, self.ready = "", True
            then()

        self.page.load_packages(PACKAGES, done)

    def _network(self) -> Any:
        if self.net is None:
            self.net = self.page.network(self)
        return self.net

    # ------------------------------------------------------------ the app's calls
    def start(self) -> bool:
        """At page load: a ``#join=`` / ``#window=`` link, or a guest's reload; True if we took over."""
        problem = stored_guest_problem(self.page.session_load("net.guest"))
        if problem:  # damaged or hostile: removed, and the page boots to the menu saying so
            clear_guest(self.page.session_load, self.page.session_store)
            self.app.notice = tr(self.app.lang, "net.guest.bad", reason=localize(self.app.lang, problem))
            self.app.render_dom()
        if not netscreens.joins_on_load(self.page.fragment(), self.page.session_load("net.guest")):
            return False
        fragment = self.page.fragment()
        if fragment.startswith("join="):
            self.page.set_fragment("")
            self._enter_join()
            code = fragment[len("join=") :]
            self._need(lambda: self._join(code))
            return True
        if fragment.startswith("window="):
            from pharaoh.net.windows import read_link

            self.page.set_fragment("")
            found = read_link(fragment[len("window=") :])
            self._enter_join()
            if found is None:
                self.problem = tr(self.app.lang, "net.window.bad")
                self.app.render_dom()
                return True
            room_id, key, secret = found
            self._need(lambda: self._join_window(room_id, key, secret))
            return True
        if self.page.session_load("net.guest"):
            self._enter_join()
            return True
        return False

    def on_action(self, act: str, arg: str) -> None:
        """A ``net-<act>`` click."""
        handler = getattr(self, f"_do_{act.replace('-', '_')}", None)
        if handler is not None:
            handler(arg)

    def html(self) -> str:
        """The DOM of the room or join screen."""
        lang, css = self.app.lang, self.app.layout.panel_css()
        self._keep_drafts()
        if self.mesh is not None:
            from pharaoh.web import meshplay

            return meshplay.room_html(self, self.mesh, css)
        if self.peek is not None:
            return self._peek_html(css)
        if self.app.screen == "room" and self.host_room is not None:
            line = peekscreens.model_line(lang, "host", self.host_room.host.game_id)
            return _after_title(self._room_html(css), line)
        room = self.guest_room
        notice = self.notice or (tr(lang, "net.loading") if self.loading == "pydantic" else "")
        if self._peek_loading:  # a returning peek-proof guest's stored seat, read back in slices
            notice = tr(lang, "net.peek.reading")
        game = (room.guest.game or "") if room is not None else ""
        known = "host" if game else ""
        line = peekscreens.model_line(lang, known, game)
        html = netscreens.join(
            lang,
            status=room.status if room is not None else "idle",
            code=room.code if room is not None else "",
            reason=self._peer_text(room.reason) if room is not None else "",
            error=self._peer_text(room.error if room is not None else "") or self.problem,
            draft=self.drafts.get("invite", ""),
            rejoin=self.rejoin,
            ice=self.ice,
            notice=notice,
            css=css,
            draw=room.guest.round if room is not None else 0,
        )
        return _after_title(html, line)

    def setup_html(self) -> str:
        """The set-up screen's remote part (the ICE setting), when a seat is remote."""
        if REMOTE not in self.app.seat_bots[: self.app.players]:
            return ""
        from pharaoh.web import meshbots

        html = netscreens.ice_picker(self.app.lang, self.ice)
        homes = meshbots.setup_part(self.app.lang, self.app.game_id, self._kinds(), self.model)
        if fits_peek(self.app.game_id, self._kinds()) or fits_mesh(self.app.game_id, self._kinds()):
            html += peekscreens.model_picker(self.app.lang, self.model, self.app.game_id)
        elif self.app.game_id == "mummy_spell":
            html += peekscreens.model_line(self.app.lang, "host", "mummy_spell")
        else:
            from pharaoh.net.meshroster import mesh_refusal

            why = mesh_refusal(self.app.game_id, self._kinds())
            html += meshscreens.refused(self.app.lang, why, movable=bool(homes))
        return html + homes

    def _kinds(self) -> list[str]:
        """Who plays each seat of the set-up screen: ``remote``, ``computer``, ``computer@<seat>``, ``local``.

        ``computer@<seat>``: a computer explorer the host gave to that remote seat's browser
        (:mod:`pharaoh.web.meshbots`).
        """
        from pharaoh.web.meshbots import homed

        kinds = [
            "remote" if bot == REMOTE else "computer" if bot else "local"
            for bot in self.app.seat_bots[: self.app.players]
        ]
        return homed(self.app.game_id, kinds, self.bot_homes)

    def _do_bot_home(self, arg: str) -> None:
        from pharaoh.web.meshbots import set_home

        set_home(self.bot_homes, arg)
        self.app.render_dom()

    def _do_model(self, arg: str) -> None:
        if arg in ("peek", "host"):
            self.model = arg
            self.app.host.store("net.model", arg)
        self.app.render_dom()

    def panel_html(self) -> str:
        """The play panel's remote part."""
        lang = self.app.lang
        if self.mesh is not None:
            from pharaoh.web import meshplay

            return meshplay.panel_html(self, self.mesh)
        if self.peek is not None:
            return self._peek_panel()
        if self.host_room is not None:
            host = self.host_room.host
            lines = self._seat_lines()
            dropped = [s for s in lines if s.kind == "remote" and (not s.connected or s.stand_in)]
            extra = netscreens.play_extra(lang, dropped if host.phase == "playing" else [], True, "")
            return self.app._undo_html() + extra + self._refused_html()
        if self.guest_room is not None:
            room = self.guest_room
            lost = self._peer_text(room.reason) if room.status == "failed" else ""
            names = {s.seat: s.name for s in room.guest.seats}
            dropped = [
                netscreens.SeatLine(s.seat, names.get(s.seat, str(s.seat)), s.kind, s.connected, s.stand_in)
                for s in room.guest.seats
                if s.kind == "remote" and not s.connected
            ]
            undo = self.app._undo_html() if room.guest.seat is not None else ""
            return undo + netscreens.play_extra(lang, dropped, False, lost, draw=room.guest.round)
        return ""

    def _refused_html(self) -> str:
        """The host's line on refused messages (forged window senders, guests acting out of turn)."""
        from pharaoh.web.html import esc, tag

        work = self.host_room.work if self.host_room is not None else None
        if work is None or not work.refused:
            return ""
        who, _, what = work.refusals[-1].partition(": ") if work.refusals else ("", "", "")
        seat = who.removeprefix("seat ")
        if seat.isdigit():
            label = tr(self.app.lang, "net.refused.seat", n=int(seat))
        else:
            label = tr(self.app.lang, f"net.refused.{who if who in ('window', 'spectator') else 'guest'}")
        text = tr(
            self.app.lang, "net.refused", n=work.refused, who=label, what=code_words(self.app.lang, what)
        )
        return tag("p", esc(text), class_="notice", data_net="refused", data_count=str(work.refused))

    def on_refused(self, why: str) -> None:
        """Network event: an envelope of another window was ignored; the host's panel says so, soon."""
        if self.host_room is None:
            return
        self.host_room.on_refused(why)
        self._refusals_changed()

    def _refusals_changed(self) -> None:
        if not self._refusal_shown:  # a flood of forgeries re-renders at most once a second
            self._refusal_shown = True
            self.app.host.later(REFUSALS_MS, self._show_refusals)

    def _show_refusals(self) -> None:
        self._refusal_shown = False
        self.app.render_dom()

    def over_html(self) -> str:
        """The game-over dialog's remote part: the guest's check, or the guests' checks on the host."""
        if self.mesh is not None:
            mesh = self.mesh
            names = [self._label(s) for s in range(mesh.players)]
            moves = len(mesh.match.moves) if mesh.match is not None else 0
            return peekscreens.verdict(self.app.lang, mesh.verdict, moves, names, mesh.game_id)
        if self.peek is not None:
            match = self.peek.match
            moves = len(match.moves) if match is not None else 0
            peek = self.peek
            return peekscreens.verdict(self.app.lang, peek.verdict, moves, self._peek_names(), peek.game_id)
        if self.guest_room is not None:
            guest = self.guest_room.guest
            return netscreens.verdict(self.app.lang, guest.verdict, spectator=guest.seat is None)
        if self.host_room is not None:
            labels = {f"seat{s.seat}": s.label for s in self._seat_lines()}
            watchers = sorted(k for k in self.host_room.host.verdicts if k.startswith("spectator:"))
            word = tr(self.app.lang, "net.room.spectator")
            labels.update({k: f"{word} {n}" for n, k in enumerate(watchers, 1)})  # not the peer's id
            return netscreens.verdicts(self.app.lang, self.host_room.host.verdicts, labels)
        return ""

    def trust_html(self) -> str:
        """The trust model for the rules dialog of a remote game, with what window links guard."""
        from pharaoh.web.html import esc, tag

        if self.peek is not None or self.mesh is not None:
            lang = self.app.lang
            game = self.peek.game_id if self.peek is not None else self.app.game_id
            return peekscreens.model_line(lang, "peek-proof", game) + peekscreens.trust(lang, game)
        windows = tag("p", esc(tr(self.app.lang, "net.trust.windows")), class_="trust", data_net="windows")
        return netscreens.trust(self.app.lang) + windows

    def redraw_due(self) -> bool:
        """Whether peer traffic changed the play screen's state and its redraw is still to come."""
        return self._redraw_due

    def hook(self) -> dict[str, Any]:
        """``pharaohTest.net``."""
        state: dict[str, Any] = {"loading": self.loading, "ice": self.ice.mode, "resume": False}
        state["reading"] = self._peek_loading
        if self.mesh is not None:
            state.update(self.mesh.hook())
            for card in state["invites"].values():
                card["link"] = self._link(card["code"]) if card["code"] and self.mesh.role == "host" else ""
        elif self.peek is not None:
            state.update(self.peek.hook())
            for card in state["invites"].values():
                card["link"] = self._link(card["code"]) if card["code"] else ""
                card["window"] = ""
        elif self.host_room is not None:
            state.update(self.host_room.hook())
            for key, card in state["invites"].items():
                card["link"] = self._link(card["code"]) if card["code"] else ""
                card["window"] = self._window_link(key)
        elif self.guest_room is not None:
            state.update(self.guest_room.hook())
        else:
            state.update(role="guest" if self.app.screen == "join" else "", phase="")
        return state

    def draw(self, p: Painter, width: float, height: float) -> None:
        """The canvas of the room and join screens: the QR code of the chosen invite (or the answer)."""
        code, caption = self._qr_subject()
        modules = matrix(code) if code else None
        if modules is None:
            return
        area = self.app.layout.board
        size = max(120.0, min(420.0, area.w * 0.8, area.h * 0.7))
        x, y = area.x + (area.w - size) / 2, area.y + (area.h - size) / 2 - 12
        p.tag(f"qr:{self.qr_key or 'answer'}")
        draw_qr(p, modules, x, y, size)
        p.fill_style("#f6dc86")
        p.font("600 16px Palatino, Georgia, serif")
        p.text_align("center", "top")
        p.text(caption, x + size / 2, y + size + 10, area.w - 20)

    def close(self) -> None:
        """Leave remote play: close every link (a host's stored match stays, to resume)."""
        if self.mesh is not None:
            from pharaoh.web import meshplay

            meshplay.close(self, self.mesh)
            self.mesh = None
        if self.peek is not None:
            self.peek.close()
            if self.peek.phase() == "over":
                from pharaoh.net.storage import clear_host

                if self.peek.role == "host":
                    clear_host(self.app.host.load, self.app.host.store)
                else:
                    clear_guest(self.page.session_load, self.page.session_store)
            self.peek = None
        if self.host_room is not None:
            self.host_room.close()
            if self.host_room.host.phase == "over":
                from pharaoh.net.storage import clear_host

                clear_host(self.app.host.load, self.app.host.store)
        if self.guest_room is not None:
            self.guest_room.close()
            if self.guest_room.guest.phase == "over":
                clear_guest(self.page.session_load, self.page.session_store)
        self.host_room = self.guest_room = None

    # ------------------------------------------------------------ host
    def _do_host(self, arg: str) -> None:
        self.notice = ""
        self._need(self._open_room)

    def _open_room(self) -> None:
        from pharaoh.net.host import Host
        from pharaoh.saves import SaveError, SeatPlan
        from pharaoh.web.games import seat_label

        app = self.app
        if self.model == "peek" and fits_peek(app.game_id, self._kinds()):
            self._open_peek()
            return
        if self.model == "peek" and fits_mesh(app.game_id, self._kinds()):
            from pharaoh.web import meshplay

            meshplay.open_host(self)
            return
        plans = []
        for seat, bot in enumerate(app.seat_bots[: app.players]):
            label = seat_label(app.game_id, app.players, seat, app.lang)
            if bot == REMOTE:
                plans.append(SeatPlan("remote", label[:40], None))
            elif bot:
                plans.append(SeatPlan("computer", label[:40], bot))
            else:
                plans.append(SeatPlan("local", label[:40], None))
        try:
            host = Host(app.game_id, plans)
        except (ValueError, SaveError) as exc:
            self.notice = localize(app.lang, str(exc))
            app.render_dom()
            return
        from pharaoh.net.storage import clear_host

        clear_host(app.host.load, app.host.store)  # a new room: the parts of an old one's moves go
        self._start_host(host)

    def _start_host(self, host: Any) -> None:
        from pharaoh.net.room import HostRoom

        self.close()
        self.room_id = secrets.token_hex(4)
        self.host_room = HostRoom(host, self._network(), self.ice, self.app.host.store, self._changed)
        keys = [str(s) for s, slot in enumerate(host.slots) if slot.kind == "remote"] + ["spectator"]
        self.window_secrets = {key: secrets.token_urlsafe(16) for key in keys}
        self.net.listen(self.room_id, dict(self.window_secrets))
        self.host_room.open()
        self.qr_key = next(iter(self.host_room.invites), "")
        self.app.game_id = host.game_id
        self.app.players = host.players
        self.app.session = None
        self.app.board = None
        self.app.screen, self.app.overlay = "room", ""
        self.app.render_dom()

    def _do_resume(self, arg: str) -> None:
        self.notice = ""
        self._need(self._resume)

    def _resume(self) -> None:
        from pharaoh.net.peekwire import stored_format
        from pharaoh.net.room import restore_host
        from pharaoh.net.storage import clear_host

        if stored_format(self.app.host.load("net.host")) == "pharaoh-peek-host":
            self._resume_peek()
            return
        if stored_format(self.app.host.load("net.host")) == "pharaoh-mesh-host":
            from pharaoh.web import meshplay

            meshplay.resume_host(self)
            return
        host, problem = restore_host(self.app.host.load("net.host"), self.app.host.load)
        if host is None:
            self.app.notice = tr(
                self.app.lang, "net.resume.bad", reason=localize(self.app.lang, problem) or "?"
            )
            clear_host(self.app.host.load, self.app.host.store)
            self.app.render_dom()
            return
        self._start_host(host)

    def _do_discard(self, arg: str) -> None:
        from pharaoh.net.storage import clear_host

        clear_host(self.app.host.load, self.app.host.store)
        self.app.render_dom()

    def _do_accept(self, arg: str) -> None:
        if self.mesh is not None:
            from pharaoh.web import meshplay

            meshplay.accept(self, self.mesh, arg)
            return
        if self.peek is not None:
            text = self.page.field(f"net-answer-{arg}") or self.drafts.get(arg, "")
            if not self.peek.accept(text):
                self.drafts.pop(arg, None)
            self.app.render_dom()
            return
        if self.host_room is None:
            return
        text = self.page.field(f"net-answer-{arg}") or self.drafts.get(arg, "")
        problem = self.host_room.accept(arg, text)
        if not problem:
            self.drafts.pop(arg, None)
        self.app.render_dom()

    def _do_renew(self, arg: str) -> None:
        if self.mesh is not None:
            browser = meshscreens.number_arg(arg)
            link = self.mesh.links.get(browser) if browser is not None else None
            if link is not None and link.offers:
                self.mesh.open(link.browser)
            self.app.render_dom()
            return
        if self.peek is not None and self.peek.role == "host":
            self.peek.open()
            self.app.render_dom()
            return
        if self.host_room is not None and arg in self.host_room.invites:
            self.host_room.new_invite(arg)
            self.app.render_dom()

    def _do_spectator(self, arg: str) -> None:
        if self.host_room is not None:
            self.host_room.new_invite("spectator")
            self.qr_key = "spectator"
            self.app.render_dom()

    def _do_qr(self, arg: str) -> None:
        self.qr_key = arg
        self.app.render_dom()

    def _do_standin(self, arg: str) -> None:
        found = whole(arg)
        if self.host_room is None or found is None:
            return
        seat = found
        slots = self.host_room.host.slots
        if seat < len(slots):
            self.host_room.stand_in(seat, not slots[seat].stand_in)
            self._redraw_now()  # the host's own click shows at once

    def _do_room(self, arg: str) -> None:
        if self.host_room is not None or self.peek is not None or self.mesh is not None:
            self.app.screen, self.app.overlay = "room", ""
            self.app.render_dom()

    def _do_back(self, arg: str) -> None:
        if self.app.session is not None:
            self.app.screen = "play"
            self.app.advance()
        elif self.mesh is not None:
            self.app.render_dom()
        elif self.peek is not None:
            match = self.peek.match
            if match is not None and match.partial is not None and match.opened:
                self._enter_peek_play()
            else:
                self.app.render_dom()
        elif self.host_room is not None and self.host_room.host.match is not None:
            self._enter_host_play()

    # ------------------------------------------------------------ both
    def _do_ice(self, arg: str) -> None:
        for mode in MODES:
            if arg == mode:
                self.ice = IceSetting(mode, self.ice.turn_url, self.ice.turn_user, self.ice.turn_password)
                self.app.host.store("net.ice", mode)
        self.app.render_dom()

    def _do_turn(self, arg: str) -> None:
        url, user, password = (self.page.field(f"net-turn-{k}") or "" for k in ("url", "user", "pass"))
        self.ice = IceSetting("turn", url.strip()[:200], user[:200], password[:200])
        self.app.host.store("net.ice", "turn")
        self.app.host.store("net.turn", self.ice.to_text())
        self.app.render_dom()

    def _do_copy(self, arg: str) -> None:
        code = self._code_of(arg)
        if code:
            self.page.copy(code)
            self.notice = tr(self.app.lang, "net.copied")
            self.app.render_dom()

    def _do_copylink(self, arg: str) -> None:
        code = self._code_of(arg)
        if code:
            self.page.copy(self._link(code))
            self.notice = tr(self.app.lang, "net.copied")
            self.app.render_dom()

    def _do_leave(self, arg: str) -> None:
        self.app.show_menu()

    # ------------------------------------------------------------ guest
    def _do_join_open(self, arg: str) -> None:
        self._enter_join()

    def _enter_join(self) -> None:
        self.rejoin = bool(self.page.session_load("net.guest"))
        self.app.session, self.app.board = None, None
        self.app.screen, self.app.overlay = "join", ""
        self.app.render_dom()

    def _do_join(self, arg: str) -> None:
        text = self.page.field("net-invite") or self.drafts.get("invite", "")
        self.drafts["invite"] = text
        self._need(lambda: self._join(text))

    def _guest_room(self) -> GuestRoom:
        from pharaoh.net.guest import Guest
        from pharaoh.net.room import GuestRoom
        from pharaoh.saves import SaveError

        if self.guest_room is not None:
            return self.guest_room
        guest = None
        stored = self.page.session_load("net.guest")
        if stored:
            try:
                problem = stored_guest_problem(stored)
                if problem:
                    raise SaveError(problem)
                from pharaoh.net.storage import sent_key, shown_key

                guest = Guest.from_json(
                    stored,
                    parts=lambda i: self.page.session_load(shown_key(i)),
                    sent_parts=lambda i: self.page.session_load(sent_key(i)),
                )
            except (SaveError, ValueError, RecursionError) as exc:  # damaged or hostile: start afresh, say so
                clear_guest(self.page.session_load, self.page.session_store)
                self.problem = tr(
                    self.app.lang, "net.guest.bad", reason=localize(self.app.lang, str(exc))[:300]
                )
                guest = None
        if guest is None:
            name = self.app.host.load("net.name") or ""
            if not 1 <= len(name) <= 40 or not name.isprintable():
                name = tr(self.app.lang, "net.guest")
            guest = Guest(name)
        self.guest_room = GuestRoom(guest, self._network(), self.ice, self.page.session_store, self._changed)
        return self.guest_room

    def _join(self, code: str) -> None:
        from pharaoh.web import meshplay

        self.problem = ""
        stored = self._stored_peek_guest()
        if stored is not None:
            self._peek_guest_join(stored, code)
            return
        stored = meshplay.stored_guest(self)
        if stored is not None:
            meshplay.rejoin_guest(self, stored, code)
            return
        self._join_now(code)

    def _join_now(self, code: str) -> None:
        if self.peek is not None:
            self.qr_key = ""
            self.peek.join(code)
            self.app.render_dom()
            return
        room = self._guest_room()
        self.qr_key = ""
        room.join(code)
        self.app.render_dom()

    def _join_window(self, room_id: str, key: str, secret: str) -> None:
        room = self._guest_room()
        guest = room.guest
        if key == "spectator" and guest.token is None:
            guest.role = "spectator"
        elif whole(key) is not None and guest.token is None:
            guest.want_seat = whole(key)
        link = self.net.join_window(room_id, key, secret)
        room.join_window(link)
        self.app.render_dom()

    # ------------------------------------------------------------ changes from the rooms
    def on_description(self, link: str, sdp_text: str) -> None:
        """Network event: forwarded to the room."""
        if self.mesh is not None:
            self.mesh.on_description(link, sdp_text)
            return
        if self.peek is not None:
            self.peek.on_description(link, sdp_text)
            return
        room = self._room()
        if room is not None:
            room.on_description(link, sdp_text)

    def on_open(self, link: str, window: bool = False) -> None:
        """Network event: forwarded to the room."""
        if self.mesh is not None:
            self.mesh.on_open(link, window)
            return
        if self.peek is not None:
            self.peek.on_open(link, window)
            return
        room = self._room()
        if room is not None:
            room.on_open(link, window)

    def on_message(self, link: str, text: str) -> None:
        """Network event: forwarded to the room (a refusal the host made is shown soon)."""
        if self.mesh is not None:
            self.mesh.on_message(link, text)
            return
        if self.peek is not None:
            self.peek.on_message(link, text)
            return
        if self.guest_room is not None and '"mesh_welcome"' in text:
            from pharaoh.web import meshplay

            if meshplay.become_guest(self, link, text):
                return
        if self.guest_room is not None and '"peek_welcome"' in text and self._become_peek_guest(link, text):
            return
        room = self._room()
        if room is None:
            return
        refused = self.host_room.work.refused if self.host_room is not None else 0
        room.on_message(link, text)
        if self.host_room is not None and self.host_room.work.refused != refused:
            self._refusals_changed()

    def on_closed(self, link: str, reason: str) -> None:
        """Network event: forwarded to the room."""
        if self.mesh is not None:
            self.mesh.on_closed(link, reason)
            return
        if self.peek is not None:
            self.peek.on_closed(link, reason)
            return
        room = self._room()
        if room is not None:
            room.on_closed(link, reason)

    def on_failed(self, link: str, reason: str) -> None:
        """Network event: forwarded to the room."""
        if self.mesh is not None:
            self.mesh.on_failed(link, reason)
            return
        if self.peek is not None:
            self.peek.on_failed(link, reason)
            return
        room = self._room()
        if room is not None:
            room.on_failed(link, reason)

    def _peer_text(self, text: str) -> str:
        """A reason or error of the guest's room in the page's language; the host's own words marked so."""
        if not text or text == self.problem:  # our own notice, already in the page's language
            return text
        return localize(self.app.lang, text, peer=True)

    def _room(self) -> HostRoom | GuestRoom | None:
        return self.host_room if self.host_room is not None else self.guest_room

    def _changed(self, events: tuple[Event, ...]) -> None:
        app = self.app
        if self.host_room is not None:
            host = self.host_room.host
            dropped = self.host_room.work.dropped
            if len(dropped) != self.drops_seen:  # a flooding guest was cut off: the host is told why
                self.drops_seen = len(dropped)
                who, _, reason = dropped[-1].partition(": ")
                who, reason = localize(app.lang, who), localize(app.lang, reason)
                self.notice = app.notice = tr(app.lang, "net.flooded", who=who, reason=reason)
            if app.session is None and host.match is not None and not host.invites_needed():
                self._enter_host_play()
                return
            if app.session is not None and app.screen == "play":
                shown = app.session.shown
                self._redraw(tuple(e for e in (ev.for_seat(shown) for ev in events) if e is not None))
                return
        elif self.guest_room is not None:
            guest = self.guest_room.guest
            if app.session is None and guest.view is not None and guest.phase in ("playing", "over"):
                self._enter_guest_play()
                return
            if app.session is not None and app.screen == "play":
                self._redraw(events)
                return
        app.render_dom()

    def _redraw(self, events: tuple[Event, ...]) -> None:
        """Show what peer traffic changed on the play screen: at once, or with the next redraw.

        A flood of messages must not redraw the page for each one: after a redraw, the next
        waits until :data:`REDRAW_MS` have passed, and shows every event that came meanwhile.
        """
        self._events += events
        if self._redraw_due:
            return
        wait = REDRAW_MS - (self.app.host.now() - self._drawn_at)
        if wait <= 0:
            self._redraw_now()
        else:
            self._redraw_due = True
            self.app.host.later(wait, self._redraw_now)

    def _redraw_now(self) -> None:
        app = self.app
        events, self._events, self._redraw_due = self._events, (), False
        self._drawn_at = app.host.now()
        if app.session is not None and app.screen == "play":
            app._refresh_board(events)
            app.advance()

    def _enter_host_play(self) -> None:
        from pharaoh.web.netplay import HostSession

        if self.host_room is None:
            return
        best = self.app.bot_names[-1] if self.app.bot_names else "random"
        self._enter_play(HostSession(self.host_room, best))

    def _enter_guest_play(self) -> None:
        from pharaoh.engine.registry import game_ids
        from pharaoh.web.netplay import GuestSession

        room = self.guest_room
        if room is None:
            return
        game = room.guest.game or ""
        if game not in game_ids():  # a host may name any game: refuse it on the screen, keep the page
            self.problem = tr(self.app.lang, "net.unknown_game", game=game[:40])
            room.close()
            room.status, room.reason = "failed", self.problem
            self.app.render_dom()
            return
        self._enter_play(GuestSession(room, lambda: self.app.lang))

    def _enter_play(self, session: Any) -> None:
        from pharaoh.web.games import make_board
        from pharaoh.web.netplay import GuestSession, guest_board

        app = self.app
        app.session_no += 1
        app.game_id = session.game_id
        players = self._players()
        app.players = players
        app.session = session
        if isinstance(session, GuestSession):
            guarded = guest_board(session.game_id, session.match.game, players)
            guarded.on_broken = lambda: app.later(0, app.render_dom)
            app.board = guarded
        else:
            app.board = make_board(session.game_id, session.match.game, players)
        app.screen, app.overlay, app.notice = "play", "", ""
        app.bot_wait = None
        app.next_bot_at = 0.0
        app.scene.tweens.clear()
        app._refresh_board(())
        app.advance()

    def _players(self) -> int:
        if self.mesh is not None:
            return self.mesh.players
        if self.peek is not None:
            return 2
        if self.host_room is not None:
            return int(self.host_room.host.players)
        if self.guest_room is not None:
            return int(self.guest_room.guest.players)
        return 0

    # ------------------------------------------------------------ peek-proof rooms
    def _peek_env(self, store: Callable[[str, str], None]) -> dict[str, Any]:
        """What every peek-proof room gets from the page: the network, storage, the event loop."""
        return {
            "network": self._network(),
            "ice": self.ice,
            "store": store,
            "changed": self._peek_changed,
            "later": self.app.host.later,
        }

    def _open_peek(self) -> None:
        """Open a peek-proof room: this browser keeps the seat that is not remote (a person or a computer)."""
        from pharaoh.net.peekroom import PeekRoom
        from pharaoh.net.storage import clear_host
        from pharaoh.web.games import seat_label

        app = self.app
        kinds = self._kinds()
        seat = 0 if kinds[0] != "remote" else 1
        bot = app.seat_bots[seat] or None
        names = [seat_label(app.game_id, 2, s, app.lang)[:40] or "?" for s in range(2)]
        clear_host(app.host.load, app.host.store)
        room = PeekRoom(
            role="host",
            game_id=app.game_id,
            seat=seat,
            kinds=kinds,  # type: ignore[arg-type]
            names=names,
            bot=bot,
            **self._peek_env(app.host.store),
        )
        self._start_peek(room)

    def _start_peek(self, room: PeekRoom) -> None:
        self.close()
        self.peek = room
        self.app.game_id, self.app.players = room.game_id, 2
        self.app.session = self.app.board = None
        self.app.screen, self.app.overlay = "room", ""
        room.open()
        self.qr_key = str(room.other)
        self.app.render_dom()

    def _resume_peek(self) -> None:
        """The host's stored peek-proof room after a reload: validated, re-checked in slices, an invite."""
        from pharaoh.net.peekroom import restore_job
        from pharaoh.net.storage import clear_host

        def failed(exc: Exception) -> None:
            self.app.notice = tr(
                self.app.lang, "net.resume.bad", reason=localize(self.app.lang, str(exc)[:300])
            )
            clear_host(self.app.host.load, self.app.host.store)
            self.app.render_dom()

        if self._peek_loading:
            return
        text = self.app.host.load("net.host") or ""
        self.app.notice = tr(self.app.lang, "net.peek.reading")  # on the menu until the room or the refusal
        self._run_sliced(restore_job(text, **self._peek_env(self.app.host.store)), self._start_peek, failed)

    def _run_sliced(
        self, job: Job[R], then: Callable[[R], None], failed: Callable[[Exception], None]
    ) -> None:
        """Read a stored room back in the page's slices (the page stays responsive), then ``then``.

        Meanwhile the screen says so (``net.peek.reading``: the host's menu notice, the guest's
        join screen); the notice goes when the room is ready or the refusal replaces it.
        """
        import time

        from pharaoh.fair.jobs import BUDGET_MS

        self._peek_loading = True
        reading = tr(self.app.lang, "net.peek.reading")

        def done() -> None:
            self._peek_loading = False
            if self.app.notice == reading:
                self.app.notice = ""

        def part() -> None:
            start = time.perf_counter()
            try:
                while not job.run(1):
                    if (time.perf_counter() - start) * 1000.0 >= BUDGET_MS:
                        self.app.host.later(0, part)
                        return
                room = job.result()
            except (ValueError, RecursionError) as exc:
                done()
                failed(exc)
                return
            done()
            then(room)

        self.app.render_dom()
        self.app.host.later(0, part)

    def _stored_peek_guest(self) -> str | None:
        """The tab's stored peek-proof seat (after a reload), if the tab has one and no room yet."""
        from pharaoh.net.peekwire import stored_format

        if self.peek is not None:
            return None
        stored = self.page.session_load("net.guest")
        return stored if stored_format(stored) == "pharaoh-peek-guest" else None

    def _peek_guest_join(self, stored: str, code: str) -> None:
        """Read the tab's stored peek-proof seat back in slices, then join ``code`` with it."""
        from pharaoh.net.peekroom import restore_job

        self._peek_code = code
        if self._peek_loading:
            return

        def failed(exc: Exception) -> None:
            clear_guest(self.page.session_load, self.page.session_store)
            self._join_now(self._peek_code)
            self.problem = tr(self.app.lang, "net.guest.bad", reason=localize(self.app.lang, str(exc))[:300])
            self.app.render_dom()

        def ready(room: PeekRoom) -> None:
            self.peek = room
            self._join_now(self._peek_code)

        self._run_sliced(restore_job(stored, **self._peek_env(self.page.session_store)), ready, failed)

    def _become_peek_guest(self, link: str, text: str) -> bool:
        """The host answered our hello with a peek-proof welcome: this tab plays its seat peek-proof."""
        from pharaoh.net.messages import ProtocolError
        from pharaoh.net.peekroom import PeekRoom
        from pharaoh.net.peekwire import PeekWelcome, parse_peek

        room = self.guest_room
        if room is None or link != room.link:
            return False
        try:
            welcome = parse_peek(text)
        except ProtocolError:
            return False
        if not isinstance(welcome, PeekWelcome):
            return False
        try:
            peek = PeekRoom(
                role="guest",
                game_id=welcome.game,
                seat=welcome.seat,
                kinds=["local", "remote"] if welcome.seat == 0 else ["remote", "local"],
                names=list(welcome.names),
                match_id=welcome.match,
                token=welcome.token,
                **self._peek_env(self.page.session_store),
            )
        except ValueError:  # a game this page does not run peek-proof
            return False
        peek.link, peek._next = room.link, room._next
        self.guest_room = None
        self.peek = peek
        self.app.game_id, self.app.players = welcome.game, 2
        peek.adopt(link, welcome)
        return True

    def _peek_changed(self) -> None:
        """The peek-proof room changed: the play screen once the deal is done, else the room screen."""
        app, peek = self.app, self.peek
        if peek is None:
            return
        match = peek.match
        dealt = match is not None and match.partial is not None and match.opened
        back = peek.joined and not self._peek_joined
        self._peek_joined = peek.joined
        if app.session is None and dealt and peek.joined and app.screen in ("room", "join"):
            self._enter_peek_play()
            return
        if back and app.session is not None and app.screen == "room":  # the other browser is back
            app.screen = "play"
            self._redraw_now()
            return
        if app.session is not None and app.screen == "play":
            self._redraw(())
            return
        app.render_dom()

    def _enter_peek_play(self) -> None:
        from pharaoh.web.peekplay import PeekSession

        assert self.peek is not None
        self._enter_play(PeekSession(self.peek))

    def _do_peer(self, arg: str) -> None:
        """A guest of a mesh room answers another guest's invite (pasted in ``net-peer-<browser>``)."""
        browser = meshscreens.number_arg(arg)
        if self.mesh is not None and browser is not None:
            text = self.page.field(f"net-peer-{arg}") or self.drafts.get(f"peer-{arg}", "")
            if not self.mesh.answer(browser, text):
                self.drafts.pop(f"peer-{arg}", None)
        self.app.render_dom()

    def _do_giveup(self, arg: str) -> None:
        """End a peek-proof match the other browser stalls: the verdict names it."""
        if self.mesh is not None:
            if self.mesh.give_up() is not None and self.app.session is not None:
                self.app.advance()
            else:
                self.app.render_dom()
            return
        if self.peek is not None and self.peek.give_up() is not None and self.app.session is not None:
            self.app.advance()
        else:
            self.app.render_dom()

    def _peek_names(self) -> list[str]:
        return [self._label(s) for s in range(2)]

    def _peek_html(self, css: str) -> str:
        peek = self.peek
        assert peek is not None
        lang = self.app.lang
        notice = self.notice or (tr(lang, "net.loading") if self.loading == "pydantic" else "")
        if peek.role == "host":
            key = str(peek.other)
            card = netscreens.Card(
                key,
                self._label(peek.other),
                peek.status,
                peek.code,
                localize(lang, peek.reason, peer=True),
                localize(lang, peek.error),
                self._link(peek.code) if peek.code else "",
                "",
                self.drafts.get(key, ""),
            )
            seats = [
                netscreens.SeatLine(
                    s, self._label(s), peek.kinds[s], peek.joined if s == peek.other else True, False
                )
                for s in range(2)
            ]
            return peekscreens.room(
                lang,
                name=self.app._game_name(),
                phase=peek.phase(),
                card=card,
                seats=seats,
                notice=notice,
                css=css,
                game_id=peek.game_id,
            )
        join = netscreens.join(
            lang,
            status=peek.status if peek.status != "connected" or peek.match is not None else "connecting",
            code=peek.code,
            reason=self._peer_text(peek.reason),
            error=self._peer_text(peek.error) or self.problem,
            draft=self.drafts.get("invite", ""),
            rejoin=self.rejoin,
            ice=self.ice,
            notice=notice,
            css=css,
        )
        return _after_title(join, peekscreens.model_line(lang, "peek-proof", peek.game_id))

    def _peek_panel(self) -> str:
        peek = self.peek
        assert peek is not None
        lang = self.app.lang
        html = peekscreens.status(
            lang,
            busy=peek.busy,
            waiting=peek.waiting(),
            refused=peek.refused,
            last_refusal=peek.refusals[-1] if peek.refusals else "",
            phase=peek.phase(),
            stalled=(peek.status == "failed" or peek.overdue()) and not peek.busy,
        )
        lost = self._peer_text(peek.reason) if peek.status == "failed" else ""
        return html + netscreens.play_extra(lang, [], peek.role == "host", lost)

    # ------------------------------------------------------------ helpers
    def _keep_drafts(self) -> None:
        """Keep what was typed in the fields across a re-render of the screen."""
        for b in self.mesh.links if self.mesh is not None else ():
            for field_id, key in ((f"net-answer-{b}", str(b)), (f"net-peer-{b}", f"peer-{b}")):
                value = self.page.field(field_id)
                if value is not None:
                    self.drafts[key] = value
        if self.host_room is not None:
            for key, invite in self.host_room.invites.items():
                if invite.status == "waiting":
                    value = self.page.field(f"net-answer-{key}")
                    if value is not None:
                        self.drafts[key] = value
        value = self.page.field("net-invite")
        if value is not None:
            self.drafts["invite"] = value

    def _code_of(self, key: str) -> str:
        if self.mesh is not None:
            browser = meshscreens.number_arg(key)
            link = self.mesh.links.get(browser) if browser is not None else None
            return link.code if link is not None else ""
        if self.peek is not None:
            return self.peek.code
        if key == "answer":
            return self.guest_room.code if self.guest_room is not None else ""
        if self.host_room is not None and key in self.host_room.invites:
            return self.host_room.invites[key].code
        return ""

    def _link(self, code: str) -> str:
        return f"{self.page.base_url()}#join={code}"

    def _window_link(self, key: str) -> str:
        secret = self.window_secrets.get(key, "")
        return f"{self.page.base_url()}#window={self.room_id}.{key}.{secret}" if secret else ""

    def _qr_subject(self) -> tuple[str, str]:
        lang = self.app.lang
        if self.mesh is not None:
            from pharaoh.web import meshplay

            return meshplay.qr_subject(self, self.mesh)
        if self.peek is not None:
            peek = self.peek
            if not peek.code or peek.status != "waiting":
                return "", ""
            if peek.role == "guest":
                return peek.code, tr(lang, "net.qr.answer")
            self.qr_key = str(peek.other)
            return self._link(peek.code), tr(lang, "net.qr.caption", seat=self._label(peek.other))
        if self.app.screen == "join" and self.guest_room is not None:
            if self.guest_room.code and self.guest_room.status == "waiting":
                return self.guest_room.code, tr(lang, "net.qr.answer")
            return "", ""
        if self.host_room is None:
            return "", ""
        invite = self.host_room.invites.get(self.qr_key)
        if invite is None or invite.status != "waiting":
            invite = next((i for i in self.host_room.invites.values() if i.status == "waiting"), None)
        if invite is None:
            return "", ""
        self.qr_key = invite.key
        label = tr(lang, "net.room.spectator") if invite.key == "spectator" else self._label(int(invite.key))
        return self._link(invite.code), tr(lang, "net.qr.caption", seat=label)

    def _label(self, seat: Seat) -> str:
        from pharaoh.web.games import seat_label

        return str(seat_label(self.app.game_id, self._players(), seat, self.app.lang))

    def _seat_lines(self) -> list[netscreens.SeatLine]:
        if self.host_room is None:
            return []
        return [
            netscreens.SeatLine(s.seat, self._label(s.seat), s.kind, s.connected, s.stand_in)
            for s in self.host_room.host.seat_table()
        ]

    def _cards(self) -> Sequence[netscreens.Card]:
        if self.host_room is None:
            return []
        lang = self.app.lang
        cards = []
        for key, invite in self.host_room.invites.items():
            if invite.status == "connected":
                continue
            label = tr(lang, "net.room.spectator") if key == "spectator" else self._label(int(key))
            cards.append(
                netscreens.Card(
                    key,
                    label,
                    invite.status,
                    invite.code,
                    localize(lang, invite.reason, peer=True),
                    localize(lang, invite.error),
                    self._link(invite.code) if invite.code else "",
                    self._window_link(key),
                    self.drafts.get(key, ""),
                )
            )
        return cards

    def _room_html(self, css: str) -> str:
        assert self.host_room is not None
        host = self.host_room.host
        notice = self.notice or (tr(self.app.lang, "net.loading") if self.loading == "pydantic" else "")
        return netscreens.room(
            self.app.lang,
            name=self.app._game_name(),
            phase=host.phase,
            cards=self._cards(),
            seats=self._seat_lines(),
            spectators=host.spectator_count(),
            notice=notice,
            css=css,
        )
