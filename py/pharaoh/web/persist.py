"""Local games kept safe: an autosave after every action, "continue the last game", save files.

After every action of a pass-and-play or computer game the app stores the match record in
one storage key (``local.game``): a small JSON object holding a save file's body (written
here with the standard library, so writing never needs pydantic) and the seat the screen
showed.  The menu then offers to continue it.  Stored games and save files are untrusted
input: both go through :func:`pharaoh.saves.load_save` (pydantic, checksum, replay through
the engine), which is loaded on first use through the page's own package loader.  A
finished game clears the key; a damaged one is removed with a message.

Nothing here imports pydantic or the browser at import time.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Protocol

from pharaoh.savefile import from_version_1, now_utc, save_body
from pharaoh.web.html import attrs, button, esc, tag
from pharaoh.web.i18n import register, tr

if TYPE_CHECKING:
    from pharaoh.web.app import App
    from pharaoh.web.runner import Session

AUTOSAVE_KEY: Final = "local.game"
"""The storage key of the autosaved local game."""
RESCUE_KEY: Final = "local.game.removed"
"""A stored game that could not continue (damaged, or its rules changed in an update): kept to download."""
AUTOSAVE_KIND: Final = "pharaoh-autosave"
"""The ``kind`` field of the stored object."""
PACKAGES: Final = ["pydantic"]
"""What reading a save needs (loaded from the site's own wheels)."""
MAX_STORED: Final = 8 * 1024 * 1024
"""The longest stored game read back (200 000 moves fit); anything longer is refused unread."""
MAX_DEPTH: Final = 64
"""The deepest nesting of brackets a stored game may have (a save nests 4 deep)."""


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests brackets deeper than ``limit`` (counted without parsing, strings skipped).

    >>> too_deep("[[[1]]]", 3), too_deep("[[[[1]]]]", 3), too_deep('["[[[[[["]', 3)
    (False, True, False)
    """
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def read_json(text: str, what: str = "stored game") -> Any:
    """Parse stored JSON that may be hostile: huge or deeply nested text raises ``ValueError`` unread.

    >>> read_json("[" * 5000 + "]" * 5000)
    Traceback (most recent call last):
    ...
    ValueError: the stored game nests too deeply
    """
    if len(text) > MAX_STORED:
        raise ValueError(f"the {what} is too big ({len(text)} characters)")
    if too_deep(text):
        raise ValueError(f"the {what} nests too deeply")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError("not valid JSON") from None


TEXTS: dict[str, dict[str, str]] = {
    "saves.continue": {
        "de": "Letztes Spiel fortsetzen",
        "en": "Continue the last game",
        "fr": "Reprendre la dernière partie",
        "it": "Continua l'ultima partita",
    },
    "saves.continue.hint": {
        "de": "Ein unfertiges Spiel wartet: {name}, nach {moves} {moves|Zug|Zügen}.",
        "en": "An unfinished game is waiting: {name}, after {moves} {moves|move|moves}.",
        "fr": "Une partie inachevée attend : {name}, après {moves} {moves|coup|coups}.",
        "it": "Una partita non finita ti aspetta: {name}, dopo {moves} {moves|mossa|mosse}.",
    },
    "saves.discard": {"de": "Verwerfen", "en": "Discard", "fr": "Abandonner", "it": "Scarta"},
    "saves.load": {
        "de": "Gespeichertes Spiel laden",
        "en": "Load a saved game",
        "fr": "Charger une partie sauvegardée",
        "it": "Carica una partita salvata",
    },
    "saves.save": {"de": "Speichern", "en": "Save", "fr": "Sauvegarder", "it": "Salva"},
    "saves.save.title": {
        "de": "Den Spielstand als Datei herunterladen",
        "en": "Download the game as a file",
        "fr": "Télécharger la partie dans un fichier",
        "it": "Scarica la partita in un file",
    },
    "saves.saved": {
        "de": "Gespeichert als {name}.",
        "en": "Saved as {name}.",
        "fr": "Sauvegardée sous {name}.",
        "it": "Salvata come {name}.",
    },
    "saves.loading": {
        "de": "Lade den Spielstand …",
        "en": "Loading the game …",
        "fr": "Chargement de la partie …",
        "it": "Caricamento della partita …",
    },
    "saves.loading.failed": {
        "de": "Die Teile zum Lesen von Spielständen ließen sich nicht laden: {error}",
        "en": "Could not load what reads saved games: {error}",
        "fr": "Impossible de charger le lecteur de sauvegardes : {error}",
        "it": "Impossibile caricare il lettore dei salvataggi: {error}",
    },
    "saves.bad_stored": {
        "de": "Das zuletzt gespielte Spiel war beschädigt und wurde entfernt ({reason}).",
        "en": "The last game was damaged and has been removed ({reason}).",
        "fr": "La dernière partie était abîmée et a été supprimée ({reason}).",
        "it": "L'ultima partita era danneggiata ed è stata rimossa ({reason}).",
    },
    "saves.rescue": {
        "de": "Das entfernte Spiel als Datei sichern",
        "en": "Keep the removed game as a file",
        "fr": "Garder la partie supprimée dans un fichier",
        "it": "Conserva in un file la partita rimossa",
    },
    "saves.bad_file": {
        "de": "Dieser Spielstand lässt sich nicht laden: {reason}",
        "en": "This saved game cannot be loaded: {reason}",
        "fr": "Impossible de charger cette sauvegarde : {reason}",
        "it": "Impossibile caricare questo salvataggio: {reason}",
    },
    "saves.why.changed": {
        "de": "die Datei wurde nach dem Speichern verändert (die Prüfsumme passt nicht)",
        "en": "the file was changed after it was saved (its checksum does not match)",
        "fr": "le fichier a été modifié après la sauvegarde (sa somme de contrôle ne correspond pas)",
        "it": "il file è stato modificato dopo il salvataggio (la sua somma di controllo non corrisponde)",
    },
    "saves.why.json": {
        "de": "das ist kein gültiges JSON (abgeschnitten oder beschädigt?)",
        "en": "it is not valid JSON (cut off or damaged?)",
        "fr": "ce n'est pas du JSON valide (tronqué ou abîmé ?)",
        "it": "non è JSON valido (troncato o danneggiato?)",
    },
    "saves.why.big": {
        "de": "die Datei ist zu groß für einen Spielstand",
        "en": "the file is too big for a saved game",
        "fr": "le fichier est trop gros pour une sauvegarde",
        "it": "il file è troppo grande per un salvataggio",
    },
    "saves.why.old": {
        "de": "die Datei stammt von einer älteren Version der Seite (Spielstand-Version 1), deren "
        "Prüfsumme nicht festhält, wer welchen Platz spielt; solche Spielstände öffnet die Seite nur "
        "noch aus ihrem eigenen Speicher",
        "en": "the file was saved by an older version of the page (save version 1), whose checksum does "
        "not cover who plays each seat; only the page's own stored games of that version are still opened",
        "fr": "le fichier vient d'une ancienne version de la page (sauvegarde version 1), dont la somme de "
        "contrôle ne couvre pas qui joue chaque place ; la page n'ouvre plus ces sauvegardes que depuis "
        "son propre stockage",
        "it": "il file viene da una versione precedente della pagina (salvataggio versione 1), la cui "
        "somma di controllo non copre chi gioca ogni posto; la pagina apre questi salvataggi solo dalla "
        "propria memoria",
    },
    "saves.save_failed": {
        "de": "Speichern ging nicht: {reason}",
        "en": "Saving failed: {reason}",
        "fr": "La sauvegarde a échoué : {reason}",
        "it": "Salvataggio non riuscito: {reason}",
    },
}
register(TEXTS)


class Downloader(Protocol):
    """A host that can hand a file to the person (the browser's download)."""

    def download(self, name: str, text: str) -> None:
        """Offer ``text`` as a file called ``name``."""
        ...


def seat_rows(session: Session, lang: str) -> list[dict[str, Any]]:
    """Who sat where, as a save file's ``seats`` (kind, name, bot)."""
    from pharaoh.web.games import seat_label

    rows = []
    for seat, setup in enumerate(session.seats):
        name = seat_label(session.game_id, len(session.seats), seat, lang)[:40].strip() or f"{seat + 1}"
        rows.append({"kind": "computer" if setup.bot else "local", "name": name, "bot": setup.bot or None})
    return rows


def autosave_text(session: Session, lang: str, created: str | None = None) -> str:
    """The stored form of a local game: the save body and the seat on screen."""
    body = save_body(session.match, seat_rows(session, lang), created or now_utc())
    blob = {"kind": AUTOSAVE_KIND, "shown": session.shown, "save": body}
    return json.dumps(blob, separators=(",", ":"))


def peek(text: str | None) -> tuple[str, int, str]:
    """A cheap look at a stored game without pydantic: (game id, moves, problem); all empty if none.

    >>> peek(None), peek('{"kind": "pharaoh-autosave", "save": {"game": "x", "actions": [[0, "a"]]}}')
    (('', 0, ''), ('x', 1, ''))
    >>> peek("{oops")[2], peek("[" * 100_000)[2]
    ('not valid JSON', 'the stored game nests too deeply')
    """
    if not text:
        return "", 0, ""
    try:
        blob = read_json(text)
    except ValueError as exc:
        return "", 0, str(exc)
    if (
        not isinstance(blob, dict)
        or blob.get("kind") != AUTOSAVE_KIND
        or not isinstance(blob.get("save"), dict)
    ):
        return "", 0, "not a stored game"
    save = blob["save"]
    game, actions = save.get("game"), save.get("actions")
    if not isinstance(game, str) or not isinstance(actions, list):
        return "", 0, "not a stored game"
    return game, len(actions), ""


_WHY: Final = (
    ("changed after it was saved", "saves.why.changed"),
    ("not valid JSON", "saves.why.json"),
    ("too big for a save", "saves.why.big"),
    ("older version of the page (save version 1)", "saves.why.old"),
)


def why(lang: str, problem: object) -> str:
    """A load error in the page's language where it is a common one, else as the checker said it.

    >>> why("de", "the file was changed after it was saved (its checksum does not match)")
    'die Datei wurde nach dem Speichern verändert (die Prüfsumme passt nicht)'
    >>> why("en", "something else")
    'something else'
    >>> from pharaoh.net.reasons import reason
    >>> why("de", reason("plan.no_bot", seat=1, bot="'x'", game="valley_kings", known="random"))
    "Platz 1: kein Computerspieler 'x' für valley_kings (bekannt: random)"
    """
    text = str(problem)
    for marker, key in _WHY:
        if marker in text:
            return tr(lang, key)
    from pharaoh.web.netreasons import localize  # the seats' problems are reason templates

    return localize(lang, text)


def _loadable(save: dict[str, Any], game: str) -> dict[str, Any]:
    """A removed stored game's body as a file can load it: version 1 is refused as a file, so restate it."""
    if save.get("version") != 1:
        return save
    from pharaoh.engine.registry import game_info

    try:
        legacy = game_info(game).legacy_options.get(1, {})
    except KeyError:  # a game this page does not know: kept as it was
        return save
    return from_version_1(save, legacy) or save


def _file_name(game_id: str) -> str:
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M")
    return f"pharaoh-{game_id}-{stamp}.json"


class Saves:
    """The app's autosave, the menu's continue and load offers, and the play panel's save button."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.loading = ""
        """``"stored"`` or ``"file"`` while pydantic loads for that, else empty."""
        self.ready = "pydantic" in sys.modules
        self._written: tuple[int, int, int | None] | None = None

    # ------------------------------------------------------------ storage
    def _local(self) -> Session | None:
        """The running local game (a :class:`~pharaoh.web.runner.Session`), None in remote play."""
        from pharaoh.web.runner import Session

        app = self.app
        session = app.session
        return session if app.remote is None and isinstance(session, Session) else None

    def autosave(self) -> None:
        """Store the running local game (called after every action); a finished one is cleared."""
        session = self._local()
        if session is None:
            return
        if session.outcome() is not None:
            if self.app.host.load(AUTOSAVE_KEY):
                self.app.host.store(AUTOSAVE_KEY, "")
            self._written = None
            self.app.replays.keep_finished()  # the menu's "watch the last finished game"
            return
        mark = (self.app.session_no, session.match.state_id, session.shown)
        if mark == self._written:
            return
        self.app.host.store(AUTOSAVE_KEY, autosave_text(session, self.app.lang))
        self._written = mark

    def check_stored(self) -> None:
        """At page load: remove a stored game that is plainly damaged, and say so."""
        _, _, problem = peek(self.app.host.load(AUTOSAVE_KEY))
        if problem:
            self._drop(problem)

    def _drop(self, reason: str) -> None:
        # kept for download: a game an update cannot continue is still the player's
        text = self.app.host.load(AUTOSAVE_KEY)
        if text:
            self.app.host.store(RESCUE_KEY, text)
        self.app.host.store(AUTOSAVE_KEY, "")
        self.app.notice = tr(self.app.lang, "saves.bad_stored", reason=why(self.app.lang, reason))

    # ------------------------------------------------------------ html
    def menu_html(self) -> str:
        """The menu's part: continue the stored game (if any) and load a save file."""
        lang = self.app.lang
        parts = []
        game, moves, problem = peek(self.app.host.load(AUTOSAVE_KEY))
        if game and not problem:
            name = next((i.name.get(lang, i.id) for i in self.app.games if i.id == game), game)
            parts.append(tag("p", esc(tr(lang, "saves.continue.hint", name=name, moves=moves))))
            parts.append(
                tag(
                    "button",
                    esc(tr(lang, "saves.continue")),
                    class_="btn primary",
                    type="button",
                    id="continue",
                    data_act="save-continue",
                    data_arg="",
                    disabled=bool(self.loading),
                )
            )
            parts.append(button(tr(lang, "saves.discard"), "save-discard", "", cls="btn ghost"))
        if self.app.host.load(RESCUE_KEY) and callable(getattr(self.app.host, "download", None)):
            parts.append(button(tr(lang, "saves.rescue"), "save-rescue", "", cls="btn ghost", id="rescue"))
            parts.append(button(tr(lang, "saves.discard"), "save-forget", "", cls="btn ghost"))
        picker = (
            "<input"
            + attrs(
                type="file",
                accept=".json,application/json",
                id="load-file",
                data_file="save-load",
                class_="file-input",
            )
            + ">"
        )
        parts.append(tag("label", esc(tr(lang, "saves.load")) + picker, class_="btn ghost file", id="load"))
        if self.loading:
            parts.append(tag("p", esc(tr(lang, "saves.loading")), class_="loading", role="status"))
        return tag("div", "".join(parts), class_="saves", data_saves="menu")

    def panel_html(self) -> str:
        """The play panel's save button (local games only)."""
        if self._local() is None:
            return ""
        return tag(
            "div",
            button(
                tr(self.app.lang, "saves.save"),
                "save-download",
                "",
                cls="btn ghost",
                id="save",
                title=tr(self.app.lang, "saves.save.title"),
            ),
            class_="savebar",
        )

    def hook(self) -> dict[str, Any]:
        """The test hook's part."""
        return {"loading": self.loading, "stored": bool(self.app.host.load(AUTOSAVE_KEY))}

    # ------------------------------------------------------------ actions
    def on_action(self, act: str, arg: str) -> None:
        """A ``save-<act>`` click."""
        if act == "continue":
            self._need("stored", self._continue)
        elif act == "discard":
            self.app.host.store(AUTOSAVE_KEY, "")
            self.app.notice = ""
            self.app.render_dom()
        elif act == "download":
            self._need("", self._download)
        elif act == "rescue":
            self._rescue()
        elif act == "forget":
            self.app.host.store(RESCUE_KEY, "")
            self.app.render_dom()

    def on_file(self, act: str, text: str) -> None:
        """A file's text picked by an ``<input type=file data-file="save-<act>">``."""
        if act == "load":
            self._need("file", lambda: self._load_file(text))

    def _need(self, what: str, then: Callable[[], None]) -> None:
        """Run ``then`` once pydantic is there, loading it through the page's loader the first time."""
        if self.ready:
            then()
            return
        page = self.app._net_page()
        if page is None:  # no page loader (CPython): the package is installed
            self.ready = True
            then()
            return
        if self.loading:
            return
        self.loading = what or "save"
        self.app.render_dom()

        def done(error: str) -> None:
            self.loading = ""
            if error:
                self.app.notice = tr(self.app.lang, "saves.loading.failed", error=error)
                self.app.render_dom()
                return
            self.ready = True
            then()

        page.load_packages(list(PACKAGES), done)

    def _continue(self) -> None:
        from pharaoh.saves import SaveError

        text = self.app.host.load(AUTOSAVE_KEY)
        game, _, problem = peek(text)
        if not game:
            self._drop(problem or "empty")
            self.app.render_dom()
            return
        blob = read_json(text or "")
        try:
            session = self._session(json.dumps(blob["save"]), blob.get("shown"), stored=True)
        except SaveError as exc:
            self._drop(str(exc))
            self.app.render_dom()
            return
        self.app.enter_session(session)

    def _load_file(self, text: str) -> None:
        from pharaoh.saves import SaveError

        try:
            session = self._session(text, None)
        except SaveError as exc:
            self.app.notice = tr(self.app.lang, "saves.bad_file", reason=why(self.app.lang, exc))
            self.app.render_dom()
            return
        self.app.enter_session(session)

    def _session(self, save: str, shown: object, *, stored: bool = False) -> Session:
        """Validate and replay a save (``stored``: from the page's storage); a session on its state.

        Raises ``SaveError``.
        """
        from pharaoh.saves import SaveError, load_save
        from pharaoh.web.runner import SeatSetup, Session

        try:
            loaded = load_save(save, stored=stored)
            match = loaded.match
            seats = [SeatSetup(s.bot or "") if s.kind == "computer" else SeatSetup() for s in loaded.seats]
            session = Session(match.game_id, seats, match.seed, match.options)
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - an engine choking on hostile input: still just a bad save
            raise SaveError(f"{type(exc).__name__}: {exc}") from None
        session.match = match
        # the privacy screen decides who sees a game with secrets; otherwise keep the seat on screen
        if not session.private and isinstance(shown, int) and shown in session.humans:
            session.shown = shown
        return session

    def _rescue(self) -> None:
        """Give the removed stored game to the player as a file (its save body if it has one); forget it."""
        text = self.app.host.load(RESCUE_KEY)
        downloader = getattr(self.app.host, "download", None)
        if not text or not callable(downloader):
            return
        game, _, problem = peek(text)
        body = json.dumps(_loadable(json.loads(text)["save"], game)) if game and not problem else text
        name = _file_name(game if game.isidentifier() else "game")
        downloader(name, body)
        self.app.host.store(RESCUE_KEY, "")
        self.app.notice = tr(self.app.lang, "saves.saved", name=name)
        self.app.render_dom()

    def _download(self) -> None:
        from pharaoh.saves import SaveError, SeatPlan, save_text

        session = self._local()
        downloader = getattr(self.app.host, "download", None)
        if session is None or not callable(downloader):
            return
        rows = seat_rows(session, self.app.lang)
        plans = [SeatPlan(r["kind"], r["name"], r["bot"]) for r in rows]
        try:
            text = save_text(session.match, plans)
        except (SaveError, ValueError) as exc:
            self.app.notice = tr(self.app.lang, "saves.save_failed", reason=exc)
            self.app.render_dom()
            return
        name = _file_name(session.game_id)
        downloader(name, text)
        self.app.notice = tr(self.app.lang, "saves.saved", name=name)
        self.app.render_dom()
