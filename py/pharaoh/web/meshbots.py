"""Where a computer explorer of a peek-proof room of 3-5 seats runs: the set-up screen's choice.

A computer seat's secrets live in the browser that runs it.  By default that is the host's
(:func:`pharaoh.net.meshroster.roster_of`); the host may give a computer explorer to the
browser of a remote explorer seat instead, whose page then runs it (the welcome tells it:
:func:`pharaoh.net.peekmesh.welcome_bots`).  Never the mummy's browser: only explorer seats
are offered.  The choice is kept by :class:`~pharaoh.web.remote.Remote` as seat -> remote
seat (:attr:`~pharaoh.web.remote.Remote.bot_homes`) and written into the seats' kinds as
``computer@<seat>`` (:func:`homed`).  Plain functions; no pydantic.
"""

from __future__ import annotations

from collections.abc import Sequence

from pharaoh.net.meshroster import MAX_SEATS, home_of, mesh_game
from pharaoh.web.html import esc, tag
from pharaoh.web.i18n import register, tr

TEXTS: dict[str, dict[str, str]] = {
    "net.mesh.home.title": {
        "de": "Wo die Computer-Forscher laufen",
        "en": "Where the computer explorers run",
        "fr": "Où tournent les aventuriers de l'ordinateur",
        "it": "Dove girano gli esploratori del computer",
    },
    "net.mesh.home.hint": {
        "de": "Die Karten eines Computer-Forschers liegen in dem Browser, der ihn spielt: Wer dort sitzt, "
        "könnte sie lesen. Der Browser der Mumie spielt nie einen Forscher.",
        "en": "A computer explorer's cards live in the browser that plays it: whoever sits there could read "
        "them. The mummy's browser never plays an explorer.",
        "fr": "Les cartes d'un aventurier de l'ordinateur sont dans le navigateur qui le joue : la "
        "personne qui s'y trouve pourrait les lire. Le navigateur de la momie ne joue jamais un "
        "aventurier.",
        "it": "Le carte di un esploratore del computer stanno nel browser che lo gioca: chi siede lì "
        "potrebbe leggerle. Il browser della mummia non gioca mai un esploratore.",
    },
    "net.mesh.home.seat": {
        "de": "{seat} (Computer) läuft in:",
        "en": "{seat} (computer) runs in:",
        "fr": "{seat} (ordinateur) tourne dans :",
        "it": "{seat} (computer) gira in:",
    },
    "net.mesh.home.here": {
        "de": "diesem Browser",
        "en": "this browser",
        "fr": "ce navigateur",
        "it": "questo browser",
    },
}
"""The choice's words."""

register(TEXTS)


def homed(game_id: str, kinds: list[str], homes: dict[int, int]) -> list[str]:
    """The seats' kinds with each computer seat given to a remote seat's browser as ``computer@<seat>``.

    A choice that no longer fits the seats (the seat is not the computer's any more, the
    other not remote) is left out; so are games without a hidden side at 3-5 seats.

    >>> homed("mummy_curse", ["remote", "local", "remote", "computer"], {3: 2, 1: 2})
    ['remote', 'local', 'remote', 'computer@2']
    >>> homed("valley_kings", ["remote", "computer"], {1: 0})
    ['remote', 'computer']
    """
    if mesh_game(game_id) is None or not 3 <= len(kinds) <= MAX_SEATS:
        return kinds
    out = list(kinds)
    for seat, home in homes.items():
        if seat < len(kinds) and home < len(kinds) and kinds[seat] == "computer" and kinds[home] == "remote":
            out[seat] = f"computer@{home}"
    return out


def set_home(homes: dict[int, int], arg: str) -> None:
    """A click: ``<seat>:<other>`` gives a computer seat to seat ``<other>``'s browser; ``<seat>:`` back here.

    >>> homes = {}
    >>> set_home(homes, "3:2"), homes
    (None, {3: 2})
    >>> set_home(homes, "3:"), set_home(homes, "nonsense"), set_home(homes, "²:1"), homes
    (None, None, None, {})
    """
    from pharaoh.web.meshscreens import number_arg

    seat_text, _, home_text = arg.partition(":")
    seat, home = number_arg(seat_text), number_arg(home_text)
    if seat is None or seat >= MAX_SEATS:
        return
    if home is not None and home < MAX_SEATS and home != seat:
        homes[seat] = home
    elif not home_text:
        homes.pop(seat, None)


def picker(lang: str, game_id: str, kinds: Sequence[str], labels: Sequence[str]) -> str:
    """The choice, for every computer explorer, when a remote explorer seat could run it ("" if none).

    ``kinds`` are the seats' kinds with the choice written in (:func:`homed`).
    """
    from pharaoh.web.meshscreens import browser_label

    game = mesh_game(game_id)
    if game is None or not 3 <= len(kinds) <= MAX_SEATS:
        return ""
    side = sorted(game.side_of(len(kinds)))
    computers = [s for s in side if kinds[s] == "computer" or home_of(kinds[s]) is not None]
    targets = [s for s in side if kinds[s] == "remote"]
    if not computers or not targets:
        return ""
    rows = []
    for seat in computers:
        home = home_of(kinds[seat])
        choices = [("", tr(lang, "net.mesh.home.here"), home is None)]
        choices += [(str(t), browser_label(lang, [labels[t]]), home == t) for t in targets]
        buttons = "".join(
            tag(
                "button",
                esc(text),
                class_="btn seg" + (" on" if on else ""),
                type="button",
                data_act="net-bot-home",
                data_arg=f"{seat}:{arg}",
                aria_pressed="true" if on else "false",
            )
            for arg, text, on in choices
        )
        head = tag("span", esc(tr(lang, "net.mesh.home.seat", seat=labels[seat])))
        rows.append(tag("div", head + tag("div", buttons, class_="segs", role="group"), class_="home"))
    body = tag("h2", esc(tr(lang, "net.mesh.home.title"))) + "".join(rows)
    body += tag("p", esc(tr(lang, "net.mesh.home.hint")), class_="note")
    return tag("div", body, class_="netmodel", data_net="bot-homes")


def setup_part(lang: str, game_id: str, kinds: list[str], model: str) -> str:
    """The choice on the set-up screen: shown unless the room will hold everything in the host's browser.

    Shown too while the seats do not fit a peek-proof room (a computer explorer beside the
    mummy is fixed by giving it to an explorer's browser).
    """
    from pharaoh.net.meshroster import fits_mesh
    from pharaoh.web.games import seat_label

    if model == "host" and fits_mesh(game_id, kinds):
        return ""
    labels = [seat_label(game_id, len(kinds), s, lang)[:40] or "?" for s in range(len(kinds))]
    return picker(lang, game_id, kinds, labels)
