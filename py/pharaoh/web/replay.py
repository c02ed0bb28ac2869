"""The replay screen: a finished or saved game watched again, and its export.

The board on the canvas shows the replay (:class:`pharaoh.engine.replay.Replay`) at one
position through one *eye*; the side panel holds the controls: first, back, play or pause,
forward, last (also ←, →, Home, End, P on the keyboard; PageUp and PageDown for rounds), a
slider over every position, the round to jump to, the speed, whose eyes to watch through,
the export (the log as text, the save file) and the way back.  The log under them is the
log panel's, as the eye saw it up to the position.

Which eyes a watcher may use is :func:`pharaoh.engine.replay.eyes`: everything and every
seat once the game is over; for an unfinished saved game the table and the seats people
played at this device, each behind a privacy screen when several people played (the
device cannot tell who holds it).  Entries: the end screen (the finished game on screen),
the menu (the stored unfinished game, the last finished game, a save file).  See
``docs/replays.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from pharaoh.engine.game import IllegalAction, Seat, events_for
from pharaoh.engine.match import Record
from pharaoh.engine.registry import game_info
from pharaoh.engine.replay import EVERYTHING, TABLE, Replay, default_eye, eyes, needs_veil
from pharaoh.web import logbook
from pharaoh.web.args import signed, whole
from pharaoh.web.export import file_name, log_text, save_file_text
from pharaoh.web.html import attrs, button, esc, tag
from pharaoh.web.i18n import register, tr
from pharaoh.web.persist import AUTOSAVE_KEY, why
from pharaoh.web.replaymenu import FINISHED_KEY, menu_html
from pharaoh.web.surface import LayerCache, Painter

if TYPE_CHECKING:
    from pharaoh.web.app import App
    from pharaoh.web.games import Board, Rect

SPEEDS: Final = (0.5, 1.0, 2.0, 4.0)
"""Play speeds: steps per :data:`STEP_MS`."""
STEP_MS: Final = 1100.0
"""Time between two steps while playing at speed 1 (longer while the board still animates)."""
LOG_LINES: Final = 60
"""Log lines the panel shows (newest first), as in play."""


def _icon(path: str) -> str:
    """A control's picture: an SVG path on a 20 x 20 grid in the text's colour (no font needed)."""
    return (
        '<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">'
        f'<path d="{path}" fill="currentColor"/></svg>'
    )


ICONS: Final = {
    "first": _icon("M2 3h2v14H2zM11 3v14L4.5 10zM18 3v14l-6.5-7z"),
    "back": _icon("M4 3h2.5v14H4zM16 3v14L7 10z"),
    "play": _icon("M5 3v14l11-7z"),
    "pause": _icon("M4.5 3h4v14h-4zM11.5 3h4v14h-4z"),
    "forward": _icon("M4 3v14l9-7zM13.5 3H16v14h-2.5z"),
    "last": _icon("M2 3v14l6.5-7zM9 3v14l6.5-7zM16 3h2v14h-2z"),
}
"""The pictures of the replay's controls (their names are in ``aria-label`` and ``title``)."""

TEXTS: dict[str, dict[str, str]] = {
    "replay.title": {
        "de": "Wiederholung: {name}",
        "en": "Replay: {name}",
        "fr": "Revoir : {name}",
        "it": "Rivedi: {name}",
    },
    "replay.position": {
        "de": "Zug {at} von {n}",
        "en": "Move {at} of {n}",
        "fr": "Coup {at} sur {n}",
        "it": "Mossa {at} di {n}",
    },
    "replay.start": {
        "de": "Aufbau (vor dem ersten Zug)",
        "en": "Set-up (before the first move)",
        "fr": "Mise en place (avant le premier coup)",
        "it": "Preparazione (prima della prima mossa)",
    },
    "replay.round": {
        "de": "Runde {n}",
        "en": "Round {n}",
        "fr": "Manche {n}",
        "it": "Round {n}",
    },
    "replay.unfinished": {
        "de": "Das Spiel ist noch nicht zu Ende: Du siehst nur, was diese Plätze sehen durften.",
        "en": "This game is not over yet: you see only what these seats were allowed to see.",
        "fr": "La partie n’est pas finie : tu ne vois que ce que ces places avaient le droit de voir.",
        "it": "La partita non è finita: vedi solo ciò che questi posti potevano vedere.",
    },
    "replay.controls": {
        "de": "Steuerung der Wiederholung",
        "en": "Replay controls",
        "fr": "Commandes de la rediffusion",
        "it": "Comandi della replica",
    },
    "replay.first": {
        "de": "Zum Anfang (Pos1)",
        "en": "To the start (Home)",
        "fr": "Au début (Début)",
        "it": "All’inizio (Home)",
    },
    "replay.back": {
        "de": "Ein Zug zurück (←)",
        "en": "One move back (←)",
        "fr": "Un coup en arrière (←)",
        "it": "Una mossa indietro (←)",
    },
    "replay.play": {
        "de": "Abspielen (P)",
        "en": "Play (P)",
        "fr": "Lecture (P)",
        "it": "Riproduci (P)",
    },
    "replay.pause": {
        "de": "Anhalten (P)",
        "en": "Pause (P)",
        "fr": "Pause (P)",
        "it": "Pausa (P)",
    },
    "replay.forward": {
        "de": "Ein Zug vor (→)",
        "en": "One move forward (→)",
        "fr": "Un coup en avant (→)",
        "it": "Una mossa avanti (→)",
    },
    "replay.last": {
        "de": "Zum Ende (Ende)",
        "en": "To the end (End)",
        "fr": "À la fin (Fin)",
        "it": "Alla fine (Fine)",
    },
    "replay.slider": {
        "de": "Position in der Partie",
        "en": "Position in the game",
        "fr": "Position dans la partie",
        "it": "Posizione nella partita",
    },
    "replay.jump": {
        "de": "Springe zu",
        "en": "Jump to",
        "fr": "Aller à",
        "it": "Vai a",
    },
    "replay.speed": {
        "de": "Tempo",
        "en": "Speed",
        "fr": "Vitesse",
        "it": "Velocità",
    },
    "replay.eyes": {
        "de": "Mit wessen Augen?",
        "en": "Through whose eyes?",
        "fr": "Avec les yeux de qui ?",
        "it": "Con gli occhi di chi?",
    },
    "replay.eye.all": {
        "de": "Alles (wer am Zug ist)",
        "en": "Everything (whoever acts)",
        "fr": "Tout (qui joue)",
        "it": "Tutto (chi è di turno)",
    },
    "replay.eye.table": {
        "de": "Tisch (was alle sehen)",
        "en": "Table (what all see)",
        "fr": "Table (ce que tous voient)",
        "it": "Tavolo (ciò che vedono tutti)",
    },
    "replay.through": {
        "de": "Durch die Augen von {seat}",
        "en": "Through the eyes of {seat}",
        "fr": "Par les yeux de {seat}",
        "it": "Con gli occhi di {seat}",
    },
    "replay.nothing": {
        "de": "Noch kein Zug.",
        "en": "No move yet.",
        "fr": "Pas encore de coup.",
        "it": "Ancora nessuna mossa.",
    },
    "replay.export": {
        "de": "Bericht als Text",
        "en": "Log as text",
        "fr": "Journal en texte",
        "it": "Cronaca come testo",
    },
    "replay.export.title": {
        "de": "Den Spielbericht, wie ihn diese Augen sahen, als Textdatei herunterladen",
        "en": "Download the log, as these eyes saw it, as a text file",
        "fr": "Télécharger le journal, tel que ces yeux l’ont vu, en fichier texte",
        "it": "Scarica la cronaca, come l’hanno vista questi occhi, come file di testo",
    },
    "replay.savefile": {
        "de": "Spielstand-Datei",
        "en": "Save file",
        "fr": "Fichier de sauvegarde",
        "it": "File di salvataggio",
    },
    "replay.savefile.title": {
        "de": "Die Partie als Spielstand-Datei herunterladen (lässt sich wieder laden)",
        "en": "Download the game as a save file (it loads again)",
        "fr": "Télécharger la partie en fichier de sauvegarde (elle se recharge)",
        "it": "Scarica la partita come file di salvataggio (si può ricaricare)",
    },
    "replay.exported": {
        "de": "Heruntergeladen: {name}.",
        "en": "Downloaded: {name}.",
        "fr": "Téléchargé : {name}.",
        "it": "Scaricato: {name}.",
    },
    "replay.leave": {
        "de": "Zurück",
        "en": "Back",
        "fr": "Retour",
        "it": "Indietro",
    },
    "replay.watch": {
        "de": "Wiederholung ansehen",
        "en": "Watch the replay",
        "fr": "Revoir la partie",
        "it": "Rivedi la partita",
    },
    "replay.peek.nosave": {
        "de": "Keine Spielstand-Datei: Mit mentalem Poker ausgeteilte Karten lassen sich nicht aus einem "
        "Startwert neu austeilen.",
        "en": "No save file: cards dealt by mental poker cannot be dealt again from a seed.",
        "fr": "Pas de fichier de sauvegarde : des cartes distribuées au poker mental ne se redistribuent "
        "pas à partir d’une graine.",
        "it": "Nessun file di salvataggio: le carte distribuite col poker mentale non si possono "
        "ridistribuire da un seme.",
    },
    "replay.wait_record": {
        "de": "Wiederholung und Export folgen, sobald der Gastgeber das ganze Spiel geschickt hat.",
        "en": "Replay and export follow once the host has sent the whole game.",
        "fr": "Rediffusion et export suivent dès que l’hôte a envoyé toute la partie.",
        "it": "Replica ed esportazione arrivano appena chi ospita ha inviato tutta la partita.",
    },
    "replay.bad": {
        "de": "Diese Partie lässt sich nicht abspielen: {reason}",
        "en": "This game cannot be replayed: {reason}",
        "fr": "Cette partie ne peut pas être rejouée : {reason}",
        "it": "Questa partita non si può rivedere: {reason}",
    },
    "replay.veil.title": {
        "de": "Gib das Gerät an {seat}",
        "en": "Pass the device to {seat}",
        "fr": "Passe l’appareil à {seat}",
        "it": "Passa il dispositivo a {seat}",
    },
    "replay.veil.body": {
        "de": "Das Spiel läuft noch: Nur {seat} darf sehen, was dieser Platz sieht.",
        "en": "The game is still on: only {seat} may see what this seat sees.",
        "fr": "La partie continue : seul·e {seat} peut voir ce que voit cette place.",
        "it": "La partita è in corso: solo {seat} può vedere ciò che vede questo posto.",
    },
    "replay.veil.show": {
        "de": "Ich bin {seat}: zeigen",
        "en": "I am {seat}: show",
        "fr": "Je suis {seat} : montrer",
        "it": "Sono {seat}: mostra",
    },
    "replay.veil.cancel": {
        "de": "Lieber den Tisch zeigen",
        "en": "Show the table instead",
        "fr": "Plutôt montrer la table",
        "it": "Meglio mostrare il tavolo",
    },
}
"""The replay screen's words."""
register(TEXTS)


def seat_rows_of(
    names: Sequence[str], kinds: Sequence[str], bots: Sequence[str | None]
) -> list[dict[str, Any]]:
    """A save file's ``seats`` rows from names, kinds and bots (a computer row keeps its bot only).

    >>> seat_rows_of(["A", "B"], ["local", "computer"], [None, "random"])
    [{'kind': 'local', 'name': 'A', 'bot': None}, {'kind': 'computer', 'name': 'B', 'bot': 'random'}]
    """
    rows = []
    for i, name in enumerate(names):
        kind = kinds[i] if i < len(kinds) else "remote"
        bot = bots[i] if i < len(bots) and kind == "computer" else None
        rows.append({"kind": kind, "name": (name[:40].strip() or str(i + 1)), "bot": bot})
    return rows


class ReplayScreen:
    """What the replay screen shows and does (the app draws it and routes its clicks and keys here)."""

    def __init__(
        self,
        app: App,
        replay: Replay,
        *,
        people: Sequence[Seat] = (),
        rows: Sequence[Mapping[str, Any]] = (),
        back: str = "menu",
    ) -> None:
        self.app = app
        self.replay = replay
        self.game_id = replay.record.game_id
        self.info = game_info(self.game_id)
        self.people = tuple(people)
        self.rows = [dict(r) for r in rows]
        self.back = back
        """Where *Back* leads: ``"over"`` (the end screen of the game on screen) or ``"menu"``."""
        finished, secrets = replay.finished, self.info.has_secrets
        self.eyes = eyes(finished, secrets, replay.players, self.people)
        self.eye = default_eye(finished, secrets, self.people)
        if self.eye not in self.eyes:
            self.eye = TABLE
        self.at = replay.length if finished else 0
        self.playing = False
        self.speed = 1.0
        self.veiled: str | None = None
        """An eye waiting behind the privacy screen."""
        self.notice = ""
        self.board: Board = self._make_board()
        self._board_seat: Seat | None = None
        self._ticket = 0
        if needs_veil(finished, secrets, self.people, self.eye):
            self.veiled, self.eye = self.eye, TABLE
        self._show(fresh=True)

    # ------------------------------------------------------------ the board
    def _make_board(self) -> Board:
        from pharaoh.web.games import make_board

        return make_board(self.game_id, self.replay.game, self.replay.players)

    def _show(self, fresh: bool, animate: bool = False) -> None:
        """Put position ``at`` through the eye on the board (a fresh board unless one step forward)."""
        replay = self.replay
        seat = replay.looks_through(self.at, self.eye)
        events: tuple[Any, ...] = ()
        if animate and not fresh and seat == self._board_seat and self.at > 0:
            events = events_for(replay.steps[self.at - 1].events, seat)
        else:
            self.board = self._make_board()
            self.app.scene.tweens.clear()
        self._board_seat = seat
        view = replay.view(self.at, seat)
        self.board.update(view, [], events, seat=seat, now=self.app.clock())
        self.app.scene.keep_busy(float(self.board.busy_until()))
        self.app.scene.invalidate()

    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """Draw the board (or the privacy screen while an eye waits behind it)."""
        if self.veiled is not None:
            from pharaoh.web.art import draw_veil

            draw_veil(p, self.app.scene.width, self.app.scene.height, now)
            return
        self.board.draw(p, area, now, hover, layers, lang)

    def busy_until(self) -> float:
        """When the board's animations end."""
        return float(self.board.busy_until())

    # ------------------------------------------------------------ moving
    def go(self, at: int) -> None:
        """Show position ``at`` (clamped); one step forward animates, anything else redraws."""
        at = self.replay.clamp(at)
        if at == self.at:
            return
        forward = at == self.at + 1
        self.at = at
        self._show(fresh=not forward, animate=forward)
        if self.at >= self.replay.length:
            self.playing = False
        self.app.render_dom()

    def go_round(self, number: int) -> None:
        """Jump to the first position of round ``number`` (nothing if the game has no such round)."""
        for rnd, at in self.replay.rounds():
            if rnd == number:
                self.go(at)
                return

    def _round_step(self, delta: int) -> None:
        rounds = self.replay.rounds()
        if not rounds:
            self.go(self.at + delta * 10)
            return
        now = self.replay.round(self.at)
        numbers = [r for r, _ in rounds]
        if delta < 0:
            here = next((at for r, at in rounds if r == now), 0)
            if self.at > here:
                self.go(here)
                return
            earlier = [r for r in numbers if r < now]
            if earlier:
                self.go_round(earlier[-1])
            else:
                self.go(0)
        else:
            later = [r for r in numbers if r > now]
            if later:
                self.go_round(later[0])
            else:
                self.go(self.replay.length)

    def set_eye(self, eye: str) -> None:
        """Watch through ``eye`` if allowed (behind the privacy screen when it must be)."""
        if eye not in self.eyes or (eye == self.eye and self.veiled is None):
            return
        self.playing = False
        if needs_veil(self.replay.finished, self.info.has_secrets, self.people, eye):
            self.veiled = eye
            self.eye = TABLE
        else:
            self.veiled = None
            self.eye = eye
        self._show(fresh=True)
        self.app.render_dom()

    def unveil(self, show: bool) -> None:
        """The privacy screen's answer: show the waiting eye, or stay at the table."""
        if self.veiled is None:
            return
        if show:
            self.eye = self.veiled
        self.veiled = None
        self._show(fresh=True)
        self.app.render_dom()

    def toggle(self) -> None:
        """Play from here (from the start if at the end), or pause."""
        if self.veiled is not None:
            return
        if self.playing:
            self.playing = False
        else:
            if self.at >= self.replay.length:
                self.at = 0
                self._show(fresh=True)
            self.playing = True
            self._schedule()
        self.app.render_dom()

    def _schedule(self) -> None:
        self._ticket += 1
        ticket = self._ticket
        wait = STEP_MS / self.speed
        busy = self.busy_until() - self.app.clock()
        self.app.later(max(wait, busy + 120.0), lambda: self._tick(ticket))

    def _tick(self, ticket: int) -> None:
        if ticket != self._ticket or not self.playing or self.app.replays.screen is not self:
            return
        if self.at >= self.replay.length:
            self.playing = False
            self.app.render_dom()
            return
        self.go(self.at + 1)
        if self.playing:
            self._schedule()

    def stop(self) -> None:
        """Stop playing (the screen is left)."""
        self.playing = False
        self._ticket += 1

    # ------------------------------------------------------------ input
    def on_action(self, act: str, arg: str) -> None:
        """A ``replay-<act>`` click or change of this screen."""
        if act in ("first", "last", "back", "forward"):
            self.playing = False
            target = {"first": 0, "last": self.replay.length, "back": self.at - 1, "forward": self.at + 1}
            self.go(target[act])
            self.app.render_dom()
        elif act == "go" and signed(arg) is not None:
            self.playing = False
            self.go(signed(arg) or 0)
        elif act == "round" and whole(arg) is not None:
            self.playing = False
            self.go_round(whole(arg) or 0)
        elif act == "play":
            self.toggle()
        elif act == "speed":
            try:
                speed = float(arg)
            except ValueError:
                return
            if speed in SPEEDS:
                self.speed = speed
                if self.playing:
                    self._schedule()
                self.app.render_dom()
        elif act == "eye":
            self.set_eye(arg)
        elif act == "unveil":
            self.unveil(arg == "show")
        elif act == "log":
            self.export_log()
        elif act == "save":
            self.export_save()

    def on_key(self, key: str) -> None:
        """A key of the replay: arrows step, Home and End jump, PageUp/PageDown by round, P plays."""
        if self.veiled is not None:
            if key == "Escape":
                self.unveil(False)
            return
        if key == "ArrowLeft":
            self.on_action("back", "")
        elif key == "ArrowRight":
            self.on_action("forward", "")
        elif key == "Home":
            self.on_action("first", "")
        elif key == "End":
            self.on_action("last", "")
        elif key in ("PageUp", "PageDown"):
            self.playing = False
            self._round_step(-1 if key == "PageUp" else 1)
        elif key in ("p", "P"):
            self.toggle()

    # ------------------------------------------------------------ export
    def eye_name(self, eye: str) -> str:
        """An eye's name in the page's language."""
        lang = self.app.lang
        if eye == EVERYTHING:
            return tr(lang, "replay.eye.all")
        if eye == TABLE:
            return tr(lang, "replay.eye.table")
        return str(self.board.seat_name(int(eye), lang))

    def _describe(self, event: Any) -> str:
        try:
            return str(self.replay.game.describe_event(event, self.app.lang))
        except Exception:  # noqa: BLE001 - a log line must never break the screen
            return str(event.kind)

    def log_text(self) -> str:
        """The whole game's log as the current eye saw it, as text (every action of the record)."""
        replay, lang = self.replay, self.app.lang
        name = self.info.name.get(lang, self.game_id)
        events = replay.events(replay.length, self.eye)
        chronicle = logbook.chronicle_for(self.game_id)
        return log_text(
            events,
            chronicle,
            lang,
            self._describe,
            name=name,
            eye=self.eye_name(self.eye),
            moves=replay.length,
        )

    def _download(self, name: str, text: str) -> None:
        downloader = getattr(self.app.host, "download", None)
        if not callable(downloader):
            return
        downloader(name, text)
        self.notice = tr(self.app.lang, "replay.exported", name=name)
        self.app.render_dom()

    def export_log(self) -> None:
        """Download the log as text (through the eye on screen; never behind the privacy screen)."""
        if self.veiled is None:
            self._download(file_name(self.game_id, "log", "txt"), self.log_text())

    def export_save(self) -> None:
        """Download the record as a save file (none for a replay its record would not rebuild)."""
        if not self.replay.loadable:
            return
        try:
            text = save_file_text(self.replay.record, self.rows)
        except (IllegalAction, ValueError) as exc:
            self.notice = tr(self.app.lang, "replay.bad", reason=why(self.app.lang, exc))
            self.app.render_dom()
            return
        self._download(file_name(self.game_id, "", "json"), text)

    # ------------------------------------------------------------ html
    def position_text(self) -> str:
        """The position in words: "Move 12 of 240 · Round 3" (or the set-up)."""
        lang, replay = self.app.lang, self.replay
        text = (
            tr(lang, "replay.position", at=self.at, n=replay.length) if self.at else tr(lang, "replay.start")
        )
        number = replay.round(self.at)
        return text + (" · " + tr(lang, "replay.round", n=number) if number else "")

    def _controls(self) -> str:
        lang = self.app.lang
        at, length = self.at, self.replay.length

        def ctl(act: str, title: str, disabled: bool, icon: str = "", **extra: object) -> str:
            return tag(
                "button",
                ICONS[icon or act],
                class_="btn ctl",
                type="button",
                data_act=f"replay-{act}",
                data_arg="",
                title=title,
                aria_label=title,
                disabled=disabled,
                id=f"replay-{act}",
                **extra,
            )

        playing = self.playing
        buttons = (
            ctl("first", tr(lang, "replay.first"), at == 0, aria_keyshortcuts="Home")
            + ctl("back", tr(lang, "replay.back"), at == 0, aria_keyshortcuts="ArrowLeft")
            + ctl(
                "play",
                tr(lang, "replay.pause" if playing else "replay.play"),
                length == 0,
                "pause" if playing else "play",
                aria_pressed="true" if playing else "false",
                aria_keyshortcuts="P",
            )
            + ctl("forward", tr(lang, "replay.forward"), at >= length, aria_keyshortcuts="ArrowRight")
            + ctl("last", tr(lang, "replay.last"), at >= length, aria_keyshortcuts="End")
        )
        slider = (
            "<input"
            + attrs(
                type="range",
                id="replay-slider",
                class_="slider",
                min=0,
                max=length,
                step=1,
                value=at,
                data_choose="replay-go",
                aria_label=tr(lang, "replay.slider"),
                aria_valuetext=self.position_text(),
            )
            + ">"
        )
        rounds = self.replay.rounds()
        jump = ""
        if len(rounds) > 1:
            now = self.replay.round(at)
            options = "".join(
                tag("option", esc(tr(lang, "replay.round", n=r)), value=r, selected=r == now)
                for r, _ in rounds
            )
            jump = tag(
                "label",
                tag("span", esc(tr(lang, "replay.jump")))
                + tag("select", options, id="replay-round", data_choose="replay-round"),
                class_="jump",
            )
        speeds = "".join(
            tag(
                "button",
                esc(f"{s:g}×"),
                class_="btn chip" + (" on" if s == self.speed else ""),
                type="button",
                data_act="replay-speed",
                data_arg=f"{s:g}",
                aria_pressed="true" if s == self.speed else "false",
            )
            for s in SPEEDS
        )
        speed = tag(
            "div",
            tag("span", esc(tr(lang, "replay.speed")), class_="label") + speeds,
            class_="speeds",
            role="group",
            aria_label=tr(lang, "replay.speed"),
        )
        return (
            tag("div", buttons, class_="ctls", role="toolbar", aria_label=tr(lang, "replay.controls"))
            + slider
            + tag("div", jump + speed, class_="replay-row")
        )

    def _eyes_html(self) -> str:
        lang = self.app.lang
        chips = "".join(
            tag(
                "button",
                esc(self.eye_name(eye)),
                class_="btn chip" + (" on" if eye == (self.veiled or self.eye) else ""),
                type="button",
                data_act="replay-eye",
                data_arg=eye,
                aria_pressed="true" if eye == (self.veiled or self.eye) else "false",
            )
            for eye in self.eyes
        )
        return tag(
            "div",
            tag("h2", esc(tr(lang, "replay.eyes")), class_="label")
            + tag("div", chips, class_="chips", role="group", aria_label=tr(lang, "replay.eyes")),
            class_="eyes",
            id="replay-eyes",
        )

    def _now_html(self) -> str:
        """The sentences of the move at this position, as the eye saw it."""
        lang = self.app.lang
        if self.at == 0:
            return tag("p", esc(tr(lang, "replay.nothing")), class_="hint", id="replay-now")
        events = self.replay.events(self.at, self.eye, start=self.at - 1)
        text = logbook.joined(events, self._describe) if events else ""
        seat = self.replay.steps[self.at - 1].seat
        who = str(self.board.seat_name(seat, lang))
        return tag("p", esc(text or who), class_="hint", id="replay-now")

    def _through_html(self) -> str:
        """Whose view the board shows while everything is watched (it follows the seat to act)."""
        seat = self.replay.looks_through(self.at, self.eye)
        if self.eye != EVERYTHING or seat is None:
            return ""
        name = str(self.board.seat_name(seat, self.app.lang))
        return tag(
            "p", esc(tr(self.app.lang, "replay.through", seat=name)), class_="headline", id="replay-through"
        )

    def _veil_html(self, css: str) -> str:
        lang = self.app.lang
        seat = self.eye_name(self.veiled or TABLE)
        body = (
            tag("h2", esc(tr(lang, "replay.veil.title", seat=seat)), class_="turn")
            + tag("p", esc(tr(lang, "replay.veil.body", seat=seat)), class_="hint")
            + button(
                tr(lang, "replay.veil.show", seat=seat),
                "replay-unveil",
                "show",
                cls="btn primary",
                id="replay-show",
            )
            + button(tr(lang, "replay.veil.cancel"), "replay-unveil", "table", cls="btn ghost")
            + button(tr(lang, "replay.leave"), "replay-leave", "", cls="btn ghost", id="replay-leave")
        )
        return f'<aside id="panel" class="replay veiled"{attrs(style=css)}>{body}</aside>'

    def html(self, css: str) -> str:
        """The side panel of the replay screen (placed by ``css``)."""
        if self.veiled is not None:
            return self._veil_html(css)
        lang = self.app.lang
        name = self.info.name.get(lang, self.game_id)
        parts = [
            tag("h1", esc(tr(lang, "replay.title", name=name)), class_="you"),
            tag("div", esc(self.position_text()), class_="turn", id="replay-pos", aria_live="polite"),
            self._through_html(),
            self._controls(),
            self._now_html(),
        ]
        if not self.replay.finished:
            parts.append(tag("p", esc(tr(lang, "replay.unfinished")), class_="notice"))
        if len(self.eyes) > 1:
            parts.append(self._eyes_html())
        if self.notice:
            parts.append(tag("p", esc(self.notice), class_="notice", role="status"))
        parts.append(
            tag(
                "div",
                button(
                    tr(lang, "replay.export"),
                    "replay-log",
                    "",
                    cls="btn ghost",
                    id="replay-log",
                    title=tr(lang, "replay.export.title"),
                )
                + (
                    button(
                        tr(lang, "replay.savefile"),
                        "replay-save",
                        "",
                        cls="btn ghost",
                        id="replay-save",
                        title=tr(lang, "replay.savefile.title"),
                    )
                    if self.replay.loadable
                    else ""
                )
                + button(tr(lang, "replay.leave"), "replay-leave", "", cls="btn primary", id="replay-leave"),
                class_="savebar replay-out",
            )
        )
        events = self.replay.events(self.at, self.eye)
        log = logbook.log_html(events, logbook.chronicle_for(self.game_id), lang, self._describe, LOG_LINES)
        parts.append(tag("h2", esc(tr(lang, "play.log")), class_="logtitle"))
        parts.append(tag("ol", log or tag("li", esc(tr(lang, "play.log.empty")), class_="empty"), id="log"))
        return f'<aside id="panel" class="replay"{attrs(style=css)}>{"".join(parts)}</aside>'

    def mirror(self) -> tuple[str, str]:
        """The screen-reader mirror's live news and board sentences (:mod:`pharaoh.web.mirror`).

        News: the position and the last lines of the log as the eye saw them; the board: the
        game's sentences from the eye's view.  Behind the privacy screen: only whom to pass to.
        """
        from pharaoh.web.mirror import board_lines, news_html, recent_lines, view_html

        lang = self.app.lang
        if self.veiled is not None:
            return news_html(lang, veiled=self.eye_name(self.veiled), turn="", recent=()), ""
        chronicle = logbook.chronicle_for(self.game_id)
        recent = recent_lines(self.replay.events(self.at, self.eye), chronicle, lang, self._describe)
        news = news_html(lang, veiled=None, turn=self.position_text(), recent=recent)
        seat = self.replay.looks_through(self.at, self.eye)
        board = board_lines(self.replay.game, self.replay.view(self.at, seat), lang)
        eye = tr(lang, "replay.eyes") + " " + self.eye_name(self.eye)
        return news, view_html(lang, headline=eye, hint="", board=board)

    def hook(self) -> dict[str, Any]:
        """``pharaohTest.replay``: position, eye, what may be chosen, and the view on the board."""
        seat = self.replay.looks_through(self.at, self.eye)
        return {
            "at": self.at,
            "length": self.replay.length,
            "finished": self.replay.finished,
            "eye": self.eye,
            "eyes": list(self.eyes),
            "veiled": self.veiled,
            "playing": self.playing,
            "speed": self.speed,
            "round": self.replay.round(self.at),
            "rounds": [r for r, _ in self.replay.rounds()],
            "seat": seat,
            "view": None if self.veiled is not None else self.replay.view(self.at, seat),
            "busy": self.busy_until() > self.app.clock(),
        }


def entitled_record(app: App) -> tuple[Record, tuple[Seat, ...], list[dict[str, Any]]] | None:
    """The record of the game on screen this browser may replay and export, with its people and seats.

    A local game and a remote host's: the match itself.  A remote guest's: the record the
    host sent at the end (``None`` before it arrives).
    """
    from pharaoh.web.games import seat_label

    session = app.session
    if session is None:
        return None
    game_id, players = session.game_id, app.players
    names = [seat_label(game_id, players, s, app.lang) for s in range(players)]
    room = getattr(session, "room", None)
    guest = getattr(room, "guest", None) if room is not None else None
    if guest is not None:
        record = getattr(guest, "record", None)
        if not isinstance(record, Record):
            return None
        return record, tuple(session.humans), seat_rows_of(names, ["remote"] * players, [])
    match = getattr(session, "match", None)
    if match is None or not hasattr(match, "record"):
        return None
    host = getattr(room, "host", None) if room is not None else None
    if host is not None:
        slots = list(host.slots)
        rows = seat_rows_of([s.name for s in slots], [s.kind for s in slots], [s.bot for s in slots])
    else:
        kinds = ["computer" if s.bot else "local" for s in session.seats]
        rows = seat_rows_of(names, kinds, [s.bot or None for s in session.seats])
    return match.record(), tuple(session.humans), rows


def peek_replay(app: App) -> Replay | None:
    """The whole of a peek-proof match on screen, once its end audit verified it (else ``None``).

    During play no browser holds the other seat's cards; after a *verified* end every deal's
    order and every move are open and checked, and a game with the ``audit_history`` hook
    (Tara Wolf) rebuilds every position from them.  Never before the end, never after a
    failed verdict (a lie found: the match has no true record past it).  Its deal comes from
    mental poker, not from the seed, so the replay has no save file (``loadable`` False).
    """
    session = app.session
    room = getattr(session, "room", None)
    match = getattr(room, "match", None)
    verdict = getattr(match, "verdict", None)
    if session is None or match is None or verdict is None or not getattr(verdict, "verified", False):
        return None
    kept = app.replays.peek
    if kept is not None and kept[0] == app.session_no:
        return kept[1]
    try:
        built = _peek_history(match)
        if built is None:
            return None
        seed, players, options, (states, steps) = built
        actions = tuple((step.seat, step.action) for step in steps)
        record = Record(session.game_id, seed, players, options, actions)
        replay = Replay.from_history(record, states, steps)
    except (IllegalAction, ValueError):
        return None
    if not replay.finished:
        return None
    app.replays.peek = (app.session_no, replay)
    return replay


def _peek_history(match: Any) -> tuple[int, int, dict[str, Any], tuple[Any, Any]] | None:
    """Seed, players, options and (states, steps) of a verified peek-proof match, if its game can tell.

    A two-seat deal (``PeekMatch``: the game's ``audit_history``) or a hidden side (``SidePair``
    over a ``SideMatch``, or a mesh room's ``SideMatch``: ``side_audit_history``).
    """
    side = getattr(match, "side", None)
    if side is not None and not hasattr(side, "opened_record"):  # a mesh room's SideMatch itself
        side = match
    if side is not None:
        opened = getattr(side, "opened_record", None)
        history = getattr(side.game, "side_audit_history", None)
        if opened is None or history is None:
            return None
        orders, moves, rolls = opened
        return 0, side.players, dict(side.options or {}), history(side.players, orders, moves, rolls)
    history = getattr(getattr(match, "game", None), "audit_history", None)
    orders, seed = getattr(match, "orders", ()), getattr(match, "seed", None)
    if history is None or not orders or not isinstance(seed, int):
        return None
    options = dict(match.options or {})
    return seed, match.players, options, history(seed, match.options, orders, list(match.moves))


def over_html(app: App) -> str:
    """The end screen's replay and export buttons (or why they wait, for a remote guest).

    A peek-proof match (:mod:`pharaoh.web.peekplay`) keeps no record during play: after a
    verified end :func:`peek_replay` rebuilds it from the audit (watch and log; no save file).
    """
    lang = app.lang
    if entitled_record(app) is None:
        if peek_replay(app) is not None:
            return tag(
                "div",
                button(tr(lang, "replay.watch"), "replay-open", "", cls="btn", id="replay-open")
                + button(tr(lang, "replay.export"), "replay-over-log", "", cls="btn ghost", id="over-log"),
                class_="actions replay-entry",
                data_peek="true",
            ) + tag("p", esc(tr(lang, "replay.peek.nosave")), class_="note", id="replay-nosave")
        room = getattr(app.session, "room", None)
        if getattr(room, "guest", None) is not None:
            return tag("p", esc(tr(lang, "replay.wait_record")), class_="note", id="replay-wait")
        return ""
    if app.remote is not None:
        app.replays.keep_finished()  # a remote match's record, kept for the menu (once)
    return tag(
        "div",
        button(tr(lang, "replay.watch"), "replay-open", "", cls="btn", id="replay-open")
        + button(tr(lang, "replay.export"), "replay-over-log", "", cls="btn ghost", id="over-log")
        + button(tr(lang, "replay.savefile"), "replay-over-save", "", cls="btn ghost", id="over-save"),
        class_="actions replay-entry",
    )


class Replays:
    """The app's replay side: entries from the end screen and the menu, the screen, the exports."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.screen: ReplayScreen | None = None
        """The replay on screen (the app's screen is ``"replay"`` while it is set)."""
        self._kept = -1
        """The app's session number whose finished game was last stored."""
        self.peek: tuple[int, Replay] | None = None
        """The app's session number and the replay :func:`peek_replay` rebuilt for it."""

    # ------------------------------------------------------------ entries
    def on_action(self, act: str, arg: str) -> None:
        """A ``replay-<act>`` click."""
        if act == "open":
            self._open_over()
        elif act == "over-log":
            self._over_log()
        elif act == "over-save":
            self._over_save()
        elif act == "stored":
            self.app.saves._need(
                "stored", lambda: self._open_text(self.app.host.load(AUTOSAVE_KEY), stored=True)
            )
        elif act == "finished":
            self.app.saves._need(
                "stored", lambda: self._open_text(self.app.host.load(FINISHED_KEY), stored=True)
            )
        elif act == "leave":
            self.leave()
        elif self.screen is not None:
            self.screen.on_action(act, arg)

    def on_file(self, act: str, text: str) -> None:
        """A save file picked to watch."""
        if act == "load":
            self.app.saves._need("file", lambda: self._open_text(text, stored=False))

    def on_key(self, key: str) -> None:
        """A key while the replay shows."""
        if self.screen is not None:
            self.screen.on_key(key)

    def _show(self, screen: ReplayScreen) -> None:
        app = self.app
        if self.screen is not None:
            self.screen.stop()
        self.screen = screen
        app.screen, app.overlay = "replay", ""
        app.render_dom()

    def _open_over(self) -> None:
        """From the end screen: the game on screen, over, seen whole."""
        found = entitled_record(self.app)
        if found is None:
            peek = peek_replay(self.app)
            if peek is not None:
                self._show(ReplayScreen(self.app, peek, people=tuple(self.app.session.humans), back="over"))
            return
        record, people, rows = found
        try:
            replay = Replay(record)
        except IllegalAction as exc:
            self.app.notice = tr(self.app.lang, "replay.bad", reason=why(self.app.lang, exc))
            self.app.render_dom()
            return
        self._show(ReplayScreen(self.app, replay, people=people, rows=rows, back="over"))

    def _open_text(self, text: str | None, *, stored: bool) -> None:
        """A stored game (the autosave's wrapper, or a finished game's save body) or a save file's text."""
        import json

        from pharaoh.saves import SaveError, load_save
        from pharaoh.web.persist import read_json

        app = self.app
        try:
            raw = text or ""
            if stored:
                blob = read_json(raw)
                raw = json.dumps(blob["save"] if isinstance(blob, dict) and "save" in blob else blob)
            loaded = load_save(raw, stored=stored)
            record = loaded.match.record()
            people = tuple(i for i, s in enumerate(loaded.seats) if s.kind == "local")
            rows = [{"kind": s.kind, "name": s.name, "bot": s.bot} for s in loaded.seats]
            replay = Replay(record)
        except (SaveError, IllegalAction, ValueError, KeyError, TypeError) as exc:
            app.notice = tr(app.lang, "replay.bad", reason=why(app.lang, exc))
            app.render_dom()
            return
        if app.screen == "play":  # a file picked elsewhere: the game on screen is not ours to keep
            app.session = None
        self._show(ReplayScreen(app, replay, people=people, rows=rows, back="menu"))

    def leave(self) -> None:
        """Back where the replay was opened from: the end screen of the game, or the menu."""
        app = self.app
        screen, self.screen = self.screen, None
        if screen is not None:
            screen.stop()
        if screen is not None and screen.back == "over" and app.session is not None and app.board is not None:
            app.screen, app.overlay = "play", "over"
            app.scene.tweens.clear()
            app._refresh_board(())
            app.render_dom()
        else:
            app.show_menu()

    # ------------------------------------------------------------ the end screen's exports
    def _over_log(self) -> None:
        """The finished game's log as the end screen's seat saw it (the log panel's lines)."""
        app = self.app
        found = entitled_record(app)
        if found is None:
            peek = peek_replay(app)
            if peek is None:
                return
            replay, people, rows = peek, tuple(app.session.humans), []
        else:
            try:
                replay = Replay(found[0])
            except IllegalAction:
                return
            people, rows = found[1], found[2]
        shown = app.session.shown
        screen = ReplayScreen(app, replay, people=people, rows=rows, back="over")
        screen.eye = str(shown) if shown is not None else TABLE
        screen.export_log()
        app.notice = screen.notice
        app.render_dom()

    def _over_save(self) -> None:
        app = self.app
        found = entitled_record(app)
        downloader = getattr(app.host, "download", None)
        if found is None or not callable(downloader):
            return
        record, _, rows = found
        try:
            text = save_file_text(record, rows)
        except (IllegalAction, ValueError) as exc:
            app.notice = tr(app.lang, "replay.bad", reason=why(app.lang, exc))
            app.render_dom()
            return
        name = file_name(record.game_id, "", "json")
        downloader(name, text)
        app.notice = tr(app.lang, "replay.exported", name=name)
        app.render_dom()

    # ------------------------------------------------------------ the app's parts
    def keep_finished(self) -> None:
        """Remember the game that just ended, for the menu's *Watch the last finished game*.

        A local game from its session; a remote one (the host's, a guest's) from the record
        this browser may replay once it has it (a guest's comes with the host's final check),
        so a guest can still watch and export the match after a reload or the room's end.
        """
        import json

        from pharaoh.engine.match import Match
        from pharaoh.savefile import now_utc, save_body
        from pharaoh.web.persist import AUTOSAVE_KIND, autosave_text

        app = self.app
        session = app.session
        if session is None or self._kept == app.session_no:
            return
        if app.remote is None:
            text = autosave_text(session, app.lang)
        else:
            entitled = entitled_record(app)
            if entitled is None:
                return
            record, _, rows = entitled
            try:
                match = Match.replay(record)
            except (IllegalAction, ValueError):
                return
            if match.outcome() is None:
                return  # a match left before its end is no finished game
            body = save_body(match, rows, now_utc())
            text = json.dumps({"kind": AUTOSAVE_KIND, "shown": None, "save": body}, separators=(",", ":"))
        self._kept = app.session_no
        app.host.store(FINISHED_KEY, text)

    def menu_html(self) -> str:
        """The menu's replay entries."""
        host = self.app.host
        return menu_html(self.app, host.load(AUTOSAVE_KEY), host.load(FINISHED_KEY))

    def hook(self) -> dict[str, Any] | None:
        """``pharaohTest.replay`` (None when no replay shows)."""
        return self.screen.hook() if self.screen is not None else None
