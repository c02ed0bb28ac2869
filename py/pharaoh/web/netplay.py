"""The play screen of remote play: the host's and a guest's game, shaped like a pass-and-play session.

The app's play screen talks to a :class:`~pharaoh.web.runner.Session`.  On the host page,
:class:`HostSession` is one whose match is the room's authority: local seats are played by
people at this screen (privacy screen between several of them, as usual), computer seats
and stand-ins by the bots, remote seats by their guests (the page waits for them).  On a
guest's page, :class:`GuestSession` shows only what the host sent for its seat: it has no
match, only the seat's view, its legal actions and its log.

A guest's board draws what a host sent, and a host may send anything the protocol's
schema allows: :class:`GuardedBoard` catches any failure of the game's renderer, says on
the screen (panel and canvas) that this screen cannot be drawn and why, and offers the
legal actions as plain buttons, so the page never dies and the guest can still play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from pharaoh.engine.game import Event, Game, IllegalAction, Outcome, Seat, View
from pharaoh.engine.registry import game_info, get_game
from pharaoh.engine.undo import NOTHING
from pharaoh.net.reasons import reason
from pharaoh.net.room import GuestRoom, HostRoom
from pharaoh.web.games import Board, Choice, Rect, make_board
from pharaoh.web.i18n import register, tr
from pharaoh.web.netreasons import localize
from pharaoh.web.runner import ActResult, SeatSetup, Session, Step
from pharaoh.web.surface import LayerCache, Painter

TEXTS: dict[str, dict[str, str]] = {
    "net.board.broken": {
        "de": "Diese Spielansicht lässt sich nicht zeichnen",
        "en": "This screen of the game cannot be drawn",
        "fr": "Cet écran du jeu ne peut pas être dessiné",
        "it": "Questa schermata del gioco non si può disegnare",
    },
    "net.board.broken.hint": {
        "de": "Der Gastgeber hat etwas geschickt, das diese Seite nicht darstellen kann ({reason}). Deine "
        "Züge stehen als Knöpfe hier; die nächste Nachricht des Gastgebers kann es beheben.",
        "en": "The host sent something this page cannot show ({reason}). Your moves are listed as buttons "
        "here; the host's next message may fix it.",
        "fr": "L'hôte a envoyé quelque chose que cette page ne sait pas afficher ({reason}). Vos coups sont "
        "listés ici sous forme de boutons ; le prochain message de l'hôte peut tout réparer.",
        "it": "L'host ha inviato qualcosa che questa pagina non sa mostrare ({reason}). Le tue mosse sono "
        "elencate qui come pulsanti; il prossimo messaggio dell'host può sistemare tutto.",
    },
    "net.end.reason": {
        "de": "Der Gastgeber hat das Spiel aus einem Grund beendet, den diese Seite nicht kennt: „{text}“.",
        "en": "The host ended the game for a reason this page does not know: “{text}”.",
        "fr": "L'hôte a terminé la partie pour une raison que cette page ne connaît pas : « {text} ».",
        "it": "L'host ha chiuso la partita per un motivo che questa pagina non conosce: «{text}».",
    },
    "net.end.side": {
        "de": "„{text}“ (so der Gastgeber)",
        "en": "“{text}” (the host's word)",
        "fr": "« {text} » (selon l'hôte)",
        "it": "«{text}» (secondo l'host)",
    },
    "net.unknown_game": {
        "de": "Der Gastgeber spielt „{game}“, das diese Seite nicht kennt (eine andere Version?).",
        "en": "The host plays '{game}', which this page does not know (another version?).",
        "fr": "L'hôte joue à « {game} », que cette page ne connaît pas (une autre version ?).",
        "it": "L'host gioca a «{game}», che questa pagina non conosce (un'altra versione?).",
    },
    "net.flooded": {
        "de": "Verbindung getrennt, {who}: {reason}",
        "en": "A connection was dropped, {who}: {reason}",
        "fr": "Une connexion a été coupée, {who} : {reason}",
        "it": "Una connessione è stata interrotta, {who}: {reason}",
    },
}
register(TEXTS)

T = TypeVar("T")


class GuardedBoard:
    """A board on a guest's page: a renderer's exception is caught and shown, never a dead page."""

    def __init__(self, board: Board, problem: str = "", fresh: Callable[[], Board] | None = None) -> None:
        self.board = board
        self.fresh = fresh
        """Makes a new board: a screen the old one fails on is tried once more on a fresh one."""
        self.problem = problem
        """Why the last call into the renderer failed ("" while it works)."""
        self.failures = 0
        """How many calls into the renderer failed (tests read it)."""
        self.legal: list[str] = []
        self.on_broken: Callable[[], None] | None = None
        """Called when the renderer fails where the page is not rebuilt anyway (while drawing)."""

    def _guard(self, what: str, call: Callable[[], T], fallback: T, *, quiet: bool = False) -> T:
        """``call()``, or ``fallback`` if it fails; the failure becomes the problem shown unless ``quiet``."""
        try:
            return call()
        except Exception as exc:  # noqa: BLE001 - whatever the renderer does with a host's view: report it
            self.failures += 1
            if not quiet:  # a name that falls back to a plain word is no broken screen
                self.problem = f"{what}: {type(exc).__name__}: {exc}"[:200]
            return fallback

    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """The renderer's update; a failure is kept as the problem shown."""
        self.legal = list(legal)
        if self.problem:
            self._renew()  # the board that failed may keep a broken screen in its memory
        self.problem = ""
        self._guard("update", lambda: self.board.update(view, legal, events, seat=seat, now=now), None)
        if self.problem and self.fresh is not None and self._renew():
            # a fresh board knows nothing of earlier (odd) screens: this one may draw there
            self.problem = ""
            self._guard("update", lambda: self.board.update(view, legal, (), seat=seat, now=now), None)

    def _renew(self) -> bool:
        if self.fresh is None:
            return False
        board = self._guard("new board", self.fresh, None, quiet=True)
        if board is None:
            return False
        self.board = board
        return True

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """The renderer's drawing, or a plain tablet saying what went wrong."""
        if not self.problem:
            before = self.failures
            self._guard("draw", lambda: self.board.draw(p, area, now, hover, layers, lang), None)
            if self.failures > before and self.on_broken is not None:
                self.on_broken()  # the panel says so too, and offers the plain buttons
        if self.problem:
            p.fill_style("#2a2119")
            p.fill_rect(area.x, area.y, area.w, area.h)
            p.fill_style("#f0b4a0")
            p.font("600 18px Georgia, 'DejaVu Serif', serif")
            p.text_align("center")
            p.text(tr(lang, "net.board.broken"), area.x + area.w / 2, area.y + area.h / 2 - 14, area.w - 20)
            p.fill_style("#e8d5a8")
            p.font("14px Georgia, 'DejaVu Serif', serif")
            p.text(self.problem, area.x + area.w / 2, area.y + area.h / 2 + 14, area.w - 20)

    def pending(self) -> str | None:
        """The renderer's queued action (none while broken)."""
        return None if self.problem else self._guard("pending", self.board.pending, None)

    def tap(self, key: str) -> str | None:
        """The renderer's answer to a tap."""
        return self._guard("tap", lambda: self.board.tap(key), None)

    def command(self, name: str) -> str | None:
        """A panel command: a plain move while broken, else the renderer's."""
        if name.startswith("raw:") and name[4:] in self.legal:
            return name[4:]
        return self._guard("command", lambda: self.board.command(name), None)

    def choices(self, lang: str) -> list[Choice]:
        """The renderer's buttons, or every legal move as a plain button while it is broken."""
        if not self.problem:
            none: list[Choice] = []
            found = self._guard("choices", lambda: self.board.choices(lang), none)
            if not self.problem:
                return found
        return [Choice(f":raw:{text}", text) for text in self.legal[:60]]

    def status(self, lang: str) -> tuple[str, str]:
        """The renderer's headline, or what went wrong."""
        if not self.problem:
            status = self._guard("status", lambda: self.board.status(lang), ("", ""))
            if not self.problem:
                return status
        return tr(lang, "net.board.broken"), tr(lang, "net.board.broken.hint", reason=self.problem)

    def busy_until(self) -> float:
        """When the renderer's animations end."""
        return float(self._guard("busy_until", self.board.busy_until, 0.0))

    def targets(self) -> dict[str, str]:
        """The renderer's tap targets (none while broken)."""
        return {} if self.problem else self._guard("targets", self.board.targets, {})

    def routes(self) -> dict[str, str]:
        """The renderer's first taps towards actions not tappable at once (none if it has none)."""
        routes = getattr(self.board, "routes", None)
        if self.problem or not callable(routes):
            return {}
        none: dict[str, str] = {}
        found = self._guard("routes", routes, none)
        return {str(k): str(v) for k, v in found.items()} if isinstance(found, dict) else none

    def focus_keys(self) -> list[str]:
        """The renderer's keyboard picks (:mod:`pharaoh.web.keys`; none while broken or if it has none)."""
        keys = getattr(self.board, "focus_keys", None)
        if self.problem or not callable(keys):
            return []
        none: list[str] = []
        found = self._guard("focus_keys", keys, none, quiet=True)
        return [str(k) for k in found] if isinstance(found, list | tuple) else none

    def focus_leads(self, key: str) -> list[str]:
        """The actions the renderer says a pick leads to (none while broken or if it has none)."""
        leads = getattr(self.board, "focus_leads", None)
        if self.problem or not callable(leads):
            return []
        none: list[str] = []
        found = self._guard("focus_leads", lambda: leads(key), none, quiet=True)
        return [str(a) for a in found] if isinstance(found, list | tuple) else none

    def focus_label(self, key: str, lang: str) -> str:
        """The renderer's words for a pick that plays nothing yet ("" if it has none)."""
        label = getattr(self.board, "focus_label", None)
        if self.problem or not callable(label):
            return ""
        return str(self._guard("focus_label", lambda: label(key, lang), "", quiet=True) or "")

    def seat_name(self, seat: Seat, lang: str) -> str:
        """The renderer's seat name, or the seat's number."""
        number = tr(lang, "seat.n", n=seat + 1)
        return str(self._guard("seat_name", lambda: self.board.seat_name(seat, lang), number, quiet=True))

    def side_name(self, side: str, lang: str) -> str:
        """The renderer's name of the winning side, or the host's word for it, marked as the host's."""
        theirs = tr(lang, "net.end.side", text=side[:60])
        return str(self._guard("side_name", lambda: self.board.side_name(side, lang), theirs, quiet=True))

    def reason(self, reason: str, lang: str) -> str:
        """The renderer's sentence for the outcome, or the host's word for it, marked as the host's.

        A reason this page's game does not know (a host's made-up end) is never shown as a
        text key nor as one of our sentences.
        """
        theirs = tr(lang, "net.end.reason", text=reason[:60])
        return str(self._guard("reason", lambda: self.board.reason(reason, lang), theirs, quiet=True))


def guest_board(game_id: str, game: Game[Any, Any], players: int) -> GuardedBoard:
    """A guest's board, guarded; the generic one (with the reason) if the renderer refuses the table."""
    try:
        board = make_board(game_id, game, players)
        return GuardedBoard(board, fresh=lambda: make_board(game_id, game, players))
    except Exception as exc:  # noqa: BLE001 - e.g. a player count the renderer has no table for
        from pharaoh.web.games.generic import GenericBoard

        return GuardedBoard(GenericBoard(game, players), f"board: {type(exc).__name__}: {exc}"[:200])


class HostSession(Session):
    """The host page's game: a :class:`Session` over the room's match, remote seats left to their guests."""

    def __init__(self, room: HostRoom, stand_in_bot: str) -> None:
        host = room.host
        if host.match is None or host.seed is None:
            raise ValueError("the room's game has not started")
        self.room = room
        self.info = game_info(host.game_id)
        self.game_id = host.game_id
        self.seed = host.seed
        self.match = host.match
        self.seats = tuple(
            SeatSetup("" if s.kind == "local" else (s.bot or stand_in_bot)) for s in host.slots
        )
        self._people(tuple(i for i, s in enumerate(host.slots) if s.kind == "local"))

    def undo_refusal(self) -> str | None:
        """Why the person at the host's screen may not take back now (the room's policy), or ``None``."""
        seat = self.shown
        if seat is None or seat not in self.humans or self.veiled is not None:
            return NOTHING
        return None if self.room.host.undoable(seat) else (self.match.undo_refusal(seat) or NOTHING)

    def undo(self, state_id: int | None = None) -> ActResult:
        """The person at the host's screen takes back their last action; every guest's screen follows."""
        seat = self.shown
        if seat is None or seat not in self.humans or self.veiled is not None:
            return self._fail("no person is on the screen")
        try:
            out = self.room.host.undo_local(seat, state_id)
        except IllegalAction as exc:
            return self._fail(str(exc))
        self.error = ""
        self.room.played(out)
        return ActResult(True)

    def step(self) -> Step:
        """As for pass and play, but only computer seats and stand-ins are the bots' (remote: wait)."""
        step = super().step()
        if step.kind != "bot":
            return step
        computers = self.room.host.computer_seats()
        return Step("bot", computers[0]) if computers else Step("wait")

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A computer's (or stand-in's) move; refused for a seat a guest plays now."""
        if seat not in self.room.host.computer_seats():
            return self._fail(f"seat {seat} is not played by the computer now")
        return super().bot_act(seat, text, state_id)

    def _apply(self, seat: Seat, text: str, state_id: int | None) -> ActResult:
        before = len(self.match.log)
        try:
            out = self.room.host.act_local(seat, text, state_id)
        except IllegalAction as exc:
            return self._fail(str(exc))
        self.error = ""
        self.room.played(out)
        seen = tuple(e for e in (ev.for_seat(self.shown) for ev in self.match.log[before:]) if e is not None)
        return ActResult(True, seen)


class GuestMatch:
    """The little of a match a guest's screen asks about (whose turn, the state id, the rules object)."""

    def __init__(self, room: GuestRoom) -> None:
        self.room = room
        game_id = room.guest.game or ""
        self.game: Game[Any, Any] = get_game(game_id)

    @property
    def state_id(self) -> int:
        """The state the guest sees."""
        return self.room.guest.state_id

    def to_act(self) -> tuple[Seat, ...]:
        """The seats to act now, as the host said."""
        return tuple(self.room.guest.to_act)


class GuestSession:
    """A guest's game: its seat's screen as the host sent it; actions go to the host."""

    def __init__(self, room: GuestRoom, lang: Callable[[], str] = lambda: "de") -> None:
        guest = room.guest
        if guest.game is None:
            raise ValueError("the guest has not been welcomed")
        self.room = room
        self.game_id = guest.game
        self.info = game_info(guest.game)
        self.match = GuestMatch(room)
        self.shown: Seat | None = guest.seat
        self.humans: tuple[Seat, ...] = (guest.seat,) if guest.seat is not None else ()
        self.veiled: Seat | None = None
        self._error = ""
        self.asked_undo = False
        """An undo was asked since the last action: the host's refusal of it is shown."""
        self.lang = lang
        """The page's language now (a refusal is kept in it)."""
        self._events: dict[int, tuple[dict[str, Any], Event]] = {}
        """The log's events made so far, by the id of the host's event they were made of."""

    @property
    def error(self) -> str:
        """The last refusal: ours, or the host's answer to our undo request (in the page's language)."""
        if self._error:
            return self._error
        refused = self.room.guest.last_error
        if self.asked_undo and refused is not None:
            return localize(self.lang(), refused.message)
        return ""

    @error.setter
    def error(self, text: str) -> None:
        self._error = text

    def undo_refusal(self) -> str | None:
        """``None`` while the host says our seat may take back its last action, else ``"nothing"``.

        The host decides (the engine's policy); the guest only shows the button it allows.
        """
        guest = self.room.guest
        if self.room.status != "connected" or guest.seat is None or guest.phase != "playing":
            return NOTHING
        return None if guest.undoable else NOTHING

    def undo_notice(self) -> str | None:
        """No reason is told beside the button: a refusal of the host shows as the error."""
        return None

    def undo(self, state_id: int | None = None) -> ActResult:
        """Ask the host to take back our last action; the board moves when its update arrives."""
        if self.undo_refusal() is not None:
            return self._fail(reason("refused.undo.nothing"))
        problem = self.room.undo()
        if problem:
            return self._fail(problem)
        self.error = ""
        self.asked_undo = True
        return ActResult(True, ())

    def view(self) -> View:
        """The seat's view (the public one for a spectator)."""
        return self.room.guest.view or {}

    def log(self) -> tuple[Event, ...]:
        """The events the host sent this seat.

        Each update keeps the host's earlier events (the same objects) and adds its own, and
        every redraw reads the log: an event is made once, not at every redraw of a long game.
        """
        made: dict[int, tuple[dict[str, Any], Event]] = {}
        out: list[Event] = []
        for raw in self.room.guest.log:
            pair = self._events.get(id(raw)) or (raw, Event(str(raw["kind"]), dict(raw["data"])))
            made[id(raw)] = pair
            out.append(pair[1])
        self._events = made  # holding each raw event keeps its id from being reused
        return tuple(out)

    def legal(self) -> list[str]:
        """The seat's legal actions, when it is its turn."""
        guest = self.room.guest
        if self.room.status != "connected":
            return []
        if guest.seat is None or guest.seat not in guest.to_act or guest.phase != "playing":
            return []
        return list(guest.legal)

    def outcome(self) -> Outcome | None:
        """How the game ended, as the host said."""
        data = self.room.guest.outcome
        if data is None:
            return None
        return Outcome(frozenset(data.winners), data.side, data.reason)

    def step(self) -> Step:
        """The guest's turn, the end, or waiting for the host."""
        if self.outcome() is not None:
            return Step("over")
        if self.legal():
            return Step("human", self.shown)
        return Step("wait")

    def reveal(self) -> Seat | None:
        """No privacy screen on a guest's page."""
        return None

    def act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """Send an action to the host; the board moves when the host's update arrives."""
        if seat != self.shown or text not in self.legal():
            return self._fail(reason("play.not_your_move", text=repr(text)))
        problem = self.room.act(text)
        if problem:
            return self._fail(problem)
        self.error = ""
        self.asked_undo = False
        return ActResult(True, ())

    def bot_act(self, seat: Seat, text: str, state_id: int | None = None) -> ActResult:
        """A guest's page runs no computer players."""
        return self._fail(reason("play.host_bots"))

    def bot_request(self, seat: Seat) -> dict[str, Any]:
        """A guest's page runs no computer players."""
        raise ValueError("the host plays the computer seats")

    def _fail(self, message: str) -> ActResult:
        self.error = localize(self.lang(), message)
        return ActResult(False, (), self.error)
