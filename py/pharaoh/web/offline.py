"""The menu's offline block: ready for offline play (and how much space it takes), install, update.

The state comes from the page (``static/offline.js``, as JSON) and is untrusted like any
input: a missing or odd field reads as "nothing known".  This module only turns it into
HTML in the page's language; the buttons carry ``data-offline`` and are handled by
``offline.js`` itself (the browser's install dialog and the switch to a new version are
browser matters).  A new version is offered in the menu only, never during a game.

>>> "offline.ready" in TEXTS and tr("en", "offline.size", size="24 MB")
'24 MB on this device'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import register, tr

BLOCK_ID: Final = "offline"
"""The id of the menu's element that holds the block (updated in place when the state changes)."""

TEXTS: dict[str, dict[str, str]] = {
    "offline.checking": {
        "de": "Offline-Spiel wird geprüft …",
        "en": "Checking offline play …",
        "fr": "Vérification du jeu hors ligne …",
        "it": "Verifica del gioco offline …",
    },
    "offline.caching": {
        "de": "Wird für das Spielen ohne Netz gespeichert … {percent} %",
        "en": "Saving the game for offline play … {percent} %",
        "fr": "Enregistrement du jeu pour jouer hors ligne … {percent} %",
        "it": "Salvataggio del gioco per l'uso offline … {percent} %",
    },
    "offline.ready": {
        "de": "Bereit zum Spielen ohne Netz",
        "en": "Ready for offline play",
        "fr": "Prêt pour jouer hors ligne",
        "it": "Pronto per giocare offline",
    },
    "offline.size": {
        "de": "{size} auf diesem Gerät",
        "en": "{size} on this device",
        "fr": "{size} sur cet appareil",
        "it": "{size} su questo dispositivo",
    },
    "offline.failed": {
        "de": "Noch nicht offline spielbar: Das Speichern gelang nicht, beim nächsten Besuch geht es weiter.",
        "en": "Not yet playable offline: saving did not finish; it goes on at the next visit.",
        "fr": "Pas encore jouable hors ligne : l'enregistrement n'est pas fini ; il reprendra à la "
        "prochaine visite.",
        "it": "Non ancora giocabile offline: il salvataggio non è finito; riprende alla prossima visita.",
    },
    "offline.unsupported": {
        "de": "Dieser Browser (oder eine Seite ohne https) kann das Spiel nicht für unterwegs speichern.",
        "en": "This browser (or a page without https) cannot keep the game for offline play.",
        "fr": "Ce navigateur (ou une page sans https) ne peut pas garder le jeu pour jouer hors ligne.",
        "it": "Questo browser (o una pagina senza https) non può conservare il gioco per l'uso offline.",
    },
    "offline.update.downloading": {
        "de": "Eine neue Version wird im Hintergrund geladen …",
        "en": "A new version is loading in the background …",
        "fr": "Une nouvelle version se charge en arrière-plan …",
        "it": "Una nuova versione si sta caricando in background …",
    },
    "offline.update.ready": {
        "de": "Eine neue Version ist bereit. Sie startet beim nächsten Öffnen – oder jetzt.",
        "en": "A new version is ready. It starts the next time you open the game – or now.",
        "fr": "Une nouvelle version est prête. Elle démarre à la prochaine ouverture du jeu – ou maintenant.",
        "it": "Una nuova versione è pronta. Parte la prossima volta che apri il gioco – oppure adesso.",
    },
    "offline.update.now": {
        "de": "Jetzt aktualisieren",
        "en": "Update now",
        "fr": "Mettre à jour",
        "it": "Aggiorna ora",
    },
    "offline.update.others": {
        "de": "Das Spiel ist noch in einem anderen Tab oder Fenster offen. Schließe es, dann aktualisiere.",
        "en": "The game is still open in another tab or window. Close it, then update.",
        "fr": "Le jeu est encore ouvert dans un autre onglet ou une autre fenêtre. Fermez-le, puis mettez à "
        "jour.",
        "it": "Il gioco è ancora aperto in un'altra scheda o finestra. Chiudila, poi aggiorna.",
    },
    "offline.update.switching": {
        "de": "Die neue Version startet …",
        "en": "Starting the new version …",
        "fr": "Démarrage de la nouvelle version …",
        "it": "Avvio della nuova versione …",
    },
    "offline.update.kept": {
        "de": "Dein unfertiges Spiel bleibt gespeichert.",
        "en": "Your unfinished game stays saved.",
        "fr": "Votre partie inachevée reste sauvegardée.",
        "it": "La tua partita non finita resta salvata.",
    },
    "offline.install": {
        "de": "Als App installieren",
        "en": "Install as an app",
        "fr": "Installer comme application",
        "it": "Installa come app",
    },
    "offline.install.title": {
        "de": "Auf dem Startbildschirm ablegen, startet ohne Browserleiste",
        "en": "Put it on the home screen; it opens without the browser's bars",
        "fr": "La mettre sur l'écran d'accueil ; elle s'ouvre sans les barres du navigateur",
        "it": "Mettila nella schermata Home; si apre senza le barre del browser",
    },
    "offline.installed": {
        "de": "Als App installiert",
        "en": "Installed as an app",
        "fr": "Installé comme application",
        "it": "Installata come app",
    },
}
register(TEXTS)

PHASES: Final = ("off", "unsupported", "checking", "caching", "ready", "failed")
UPDATES: Final = ("", "downloading", "ready", "others", "switching")


def parse(text: object) -> dict[str, Any]:
    """The page's state as a dict with only known, well-typed fields (anything else is dropped).

    >>> parse('{"phase": "ready", "size": 25000000, "installable": true, "evil": "<b>"}')
    {'phase': 'ready', 'size': 25000000, 'installable': True}
    >>> parse("not json"), parse('{"phase": "<script>", "done": -1}'), parse(None)
    ({}, {}, {})
    """
    if not isinstance(text, str):
        return {}
    try:
        raw = json.loads(text)
    except ValueError:
        return {}
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Any] = {}
    if raw.get("phase") in PHASES:
        out["phase"] = raw["phase"]
    if raw.get("update") in UPDATES and raw.get("update"):
        out["update"] = raw["update"]
    for key in ("done", "total", "size", "usage"):
        value = raw.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value < 1e15:
            out[key] = value
    for key in ("installable", "installed"):
        if raw.get(key) is True:
            out[key] = True
    return out


def size_text(lang: str, size: float) -> str:
    """Bytes as a short size in the page's language.

    >>> size_text("en", 24_600_000), size_text("de", 24_600_000), size_text("en", 900_000)
    ('24.6 MB', '24,6 MB', '0.9 MB')
    >>> size_text("fr", 24_600_000), size_text("it", 24_600_000)
    ('24,6 Mo', '24,6 MB')
    """
    if lang == "fr":
        return f"{size / 1e6:.1f} Mo".replace(".", ",")
    text = f"{size / 1e6:.1f} MB"
    return text.replace(".", ",") if lang in ("de", "it") else text


def block_html(lang: str, state: Mapping[str, Any]) -> str:
    """The block's inner HTML for a state from :func:`parse`; empty when nothing is known.

    >>> block_html("en", {"phase": "ready", "size": 24_600_000})
    '<p data-offline-state="ready">Ready for offline play · 24.6 MB on this device</p>'
    >>> "Install" in block_html("en", {"phase": "caching", "done": 10, "total": 40, "installable": True})
    True
    >>> block_html("de", {})
    ''
    """
    parts = []
    phase = state.get("phase", "off")
    if phase == "ready":
        line = tr(lang, "offline.ready")
        size = state.get("size") or 0
        if size:
            line += " · " + tr(lang, "offline.size", size=size_text(lang, size))
        parts.append(tag("p", esc(line), data_offline_state="ready"))
    elif phase == "caching":
        total = state.get("total") or 0
        percent = min(99, int(100 * (state.get("done") or 0) / total)) if total else 0
        line = tr(lang, "offline.caching", percent=percent)
        parts.append(tag("p", esc(line), data_offline_state="caching"))
    elif phase in ("checking", "failed", "unsupported"):
        parts.append(tag("p", esc(tr(lang, f"offline.{phase}")), data_offline_state=phase))
    update = state.get("update", "")
    if update in ("downloading", "switching"):
        parts.append(tag("p", esc(tr(lang, f"offline.update.{update}")), class_="new", data_update=update))
    elif update in ("ready", "others"):
        text = tr(lang, "offline.update.ready") + " " + tr(lang, "offline.update.kept")
        if update == "others":
            text = tr(lang, "offline.update.others")
        parts.append(tag("p", esc(text), class_="new", data_update=update))
        parts.append(
            tag(
                "button",
                esc(tr(lang, "offline.update.now")),
                class_="btn primary",
                type="button",
                id="update-now",
                data_offline="update",
            )
        )
    if state.get("installed"):
        parts.append(tag("p", esc(tr(lang, "offline.installed")), data_offline_state="installed"))
    elif state.get("installable"):
        parts.append(
            tag(
                "button",
                esc(tr(lang, "offline.install")),
                class_="btn ghost",
                type="button",
                id="install",
                data_offline="install",
                title=tr(lang, "offline.install.title"),
            )
        )
    return "".join(parts)


def menu_html(lang: str, state_json: object) -> str:
    """The menu's block (an element the page updates in place), or nothing where the host has no page.

    >>> menu_html("en", None)
    ''
    >>> menu_html("en", '{"phase": "failed"}').startswith('<div class="offline" id="offline"')
    True
    """
    if state_json is None:
        return ""
    return tag("div", block_html(lang, parse(state_json)), class_="offline", id=BLOCK_ID, aria_live="polite")
