"""The DOM side of each screen, as HTML strings (every player-facing word comes from :mod:`i18n`).

Clicks reach the app through ``data-act`` / ``data-arg`` attributes (one delegated
listener in ``static/ui.js``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pharaoh.engine.game import GameInfo
from pharaoh.web.games import Choice
from pharaoh.web.html import attrs, button, esc, tag
from pharaoh.web.i18n import LANG_NAMES, LANGS, has, tr


def bar(lang: str, screen: str, game_name: str) -> str:
    """The top bar: the title (or the game's name), rules, menu and the language switch."""
    title = esc(game_name) if screen == "play" and game_name else esc(tr(lang, "app.title"))
    parts = [tag("span", title, class_="brand")]
    tools = []
    if screen == "play":
        tools.append(button("?", "help", "", cls="btn icon", title=tr(lang, "play.help"), id="help"))
        tools.append(button(tr(lang, "play.menu"), "home", "", cls="btn ghost", id="home"))
    tools.append(language_choice(lang))
    parts.append(tag("span", "".join(tools), class_="tools"))
    return "".join(parts)


def language_choice(lang: str) -> str:
    """The language choice: a native select of every language, each named in its own language.

    A select opens by tap, click or keyboard alike and stays narrow on a phone; picking one
    reaches the app as the action ``("lang", code)`` (``static/ui.js`` forwards its change).
    """
    options = "".join(
        tag("option", esc(LANG_NAMES.get(code, code)), value=code, lang=code, selected=code == lang)
        for code in LANGS
    )
    label = tr(lang, "lang.choose")
    return tag(
        "select",
        options,
        id="lang",
        class_="btn ghost lang",
        data_choose="lang",
        aria_label=label,
        title=label,
    )


def _players(lang: str, info: GameInfo) -> str:
    if info.min_players == info.max_players:
        return tr(lang, "menu.players.one", lo=info.min_players)
    return tr(lang, "menu.players", lo=info.min_players, hi=info.max_players)


def menu(
    lang: str,
    games: Sequence[GameInfo],
    notice: str = "",
    extra: str = "",
    guides: Mapping[str, str] | None = None,
) -> str:
    """The menu: one button per registered game (name, players, one line); ``extra``: trusted HTML.

    ``guides``: trusted HTML by game id, put on that game's entry (its guided first game's button).
    """
    items = []
    for info in games:
        body = (
            tag("span", esc(info.name.get(lang, info.id)), class_="name")
            + tag("span", esc(_players(lang, info)), class_="players")
            + tag("span", esc(info.blurb.get(lang, "")), class_="blurb")
        )
        pick = tag(
            "button", body, class_="game", type="button", data_game=info.id, data_act="pick", data_arg=info.id
        )
        rules = button(tr(lang, "menu.rules"), "help", info.id, cls="btn ghost rules")
        items.append(tag("li", pick + (guides or {}).get(info.id, "") + rules))
    html = (
        tag("h1", esc(tr(lang, "app.title")))
        + tag("p", esc(tr(lang, "app.tagline")), class_="tagline")
        + tag("h2", esc(tr(lang, "menu.pick")), class_="sr")
        + tag("ul", "".join(items), class_="games")
        + extra
    )
    if notice:
        html += tag("p", esc(notice), class_="notice", role="alert")
    return tag("nav", html, id="menu", aria_label=tr(lang, "menu.pick"))


def _bot_label(lang: str, name: str) -> str:
    key = f"bot.{name}"
    return tr(lang, key) if has(key) else tr(lang, "bot.other", name=name)


def setup(
    lang: str,
    info: GameInfo,
    players: int,
    seat_labels: Sequence[str],
    seat_bots: Sequence[str],
    bot_names: Sequence[str],
    *,
    remote: bool = False,
    levels: Mapping[str, str] | None = None,
) -> str:
    """The set-up card: player count, who plays each seat, start.

    With ``remote``, a seat may also be played in another browser (``@remote``); the
    ``<!--net-->`` mark is where the app puts the connection setting.  ``levels`` maps
    each level (easy, normal, hard) to its bot: a computer seat then offers the levels,
    normal first chosen (a stored seat whose bot is no level's keeps its own chip).
    """
    counts = "".join(
        tag(
            "button",
            str(n),
            class_="btn count" + (" on" if n == players else ""),
            type="button",
            data_act="players",
            data_arg=n,
            aria_pressed="true" if n == players else "false",
        )
        for n in range(info.min_players, info.max_players + 1)
    )
    rows = []
    best = bot_names[-1] if bot_names else "random"
    if levels:
        best = levels.get("normal", best)
    for seat, label in enumerate(seat_labels):
        bot = seat_bots[seat] if seat < len(seat_bots) else ""
        far = bot == "@remote"
        if far:
            bot = ""
        human = tag(
            "button",
            esc(tr(lang, "setup.human")),
            class_="btn seg" + ("" if bot or far else " on"),
            type="button",
            data_act="seat",
            data_arg=f"{seat}:",
            aria_pressed="false" if bot or far else "true",
        )
        far_button = ""
        if remote:
            far_button = tag(
                "button",
                esc(tr(lang, "net.remote")),
                class_="btn seg" + (" on" if far else ""),
                type="button",
                data_act="seat",
                data_arg=f"{seat}:@remote",
                aria_pressed="true" if far else "false",
                title=tr(lang, "net.remote.title"),
            )
        computer = tag(
            "button",
            esc(tr(lang, "setup.computer")),
            class_="btn seg" + (" on" if bot else ""),
            type="button",
            data_act="seat",
            data_arg=f"{seat}:{bot or best}",
            aria_pressed="true" if bot else "false",
        )
        strength = ""
        options = [(_bot_label(lang, name), name) for name in bot_names]
        if levels:
            options = [(tr(lang, f"level.{level}"), name) for level, name in levels.items()]
            if bot and bot not in levels.values():
                options.append((_bot_label(lang, bot), bot))
        if bot and len(options) > 1:
            strength = tag(
                "span",
                "".join(
                    tag(
                        "button",
                        esc(text),
                        class_="btn chip" + (" on" if name == bot else ""),
                        type="button",
                        data_act="seat",
                        data_arg=f"{seat}:{name}",
                        aria_pressed="true" if name == bot else "false",
                    )
                    for text, name in options
                ),
                class_="bots",
                role="group",
                aria_label=tr(lang, "setup.bot"),
            )
        rows.append(
            tag(
                "li",
                tag("span", esc(label), class_="seat")
                + tag("span", human + computer + far_button, class_="segs")
                + strength,
                data_seat=seat,
            )
        )
    humans = sum(1 for b in seat_bots[:players] if not b)
    far_seats = any(b == "@remote" for b in seat_bots[:players])
    note = ""
    if humans == 0:
        note = tag("p", esc(tr(lang, "setup.note.all_bots")), class_="note")
    elif humans > 1 and info.has_secrets:
        note = tag("p", esc(tr(lang, "setup.note.private")), class_="note")
    card = (
        tag("h1", esc(tr(lang, "setup.title", name=info.name.get(lang, info.id))))
        + tag("p", esc(info.blurb.get(lang, "")), class_="tagline")
        + tag("h2", esc(tr(lang, "setup.players")))
        + tag("div", counts, class_="counts", role="group")
        + tag("h2", esc(tr(lang, "setup.seats")))
        + tag("ul", "".join(rows), class_="seats")
        + note
        + ("<!--net-->" if remote else "")
        + tag(
            "div",
            button(tr(lang, "setup.back"), "back", "", cls="btn ghost")
            + button(tr(lang, "menu.rules"), "help", info.id, cls="btn ghost")
            + (
                button(tr(lang, "net.open"), "net-host", "", cls="btn primary", id="net-host")
                if far_seats
                else button(tr(lang, "setup.start"), "start", "", cls="btn primary", id="start")
            ),
            class_="actions",
        )
    )
    return tag("section", card, id="setup", class_="card")


def panel(
    lang: str,
    *,
    you: str,
    turn: str,
    headline: str,
    hint: str,
    choices: Sequence[Choice],
    error: str,
    notice: str,
    log: Sequence[str],
    css: str,
    extra: str = "",
    log_html: str = "",
) -> str:
    """The play screen's side panel: who you are, whose turn, what to do, choices, errors, the log.

    ``log_html`` (trusted ``<li>`` items, e.g. from :func:`pharaoh.web.logbook.log_html`) replaces
    the plain ``log`` lines when given.
    """
    parts = [tag("div", esc(tr(lang, "play.you", seat=you)), class_="you")]
    if turn:
        parts.append(tag("div", esc(turn), class_="turn", id="turn"))
    if headline:
        parts.append(tag("div", esc(headline), class_="headline"))
    if hint:
        parts.append(tag("p", esc(hint), class_="hint", id="hint"))
    if error:
        parts.append(tag("p", esc(error), class_="error", id="error", role="alert"))
    if notice:
        parts.append(tag("p", esc(notice), class_="notice", role="status"))
    if extra:
        parts.append(extra)
    if choices:
        buttons = "".join(
            tag(
                "button",
                esc(c.label),
                class_="btn choice" + (" primary" if c.primary else ""),
                type="button",
                data_act="act",
                data_arg=c.action,
                title=c.hint or None,
            )
            for c in choices
        )
        parts.append(tag("div", buttons, class_="choices", id="choices", aria_label=tr(lang, "play.choices")))
    lines = (
        log_html
        or "".join(tag("li", esc(line)) for line in log)
        or tag("li", esc(tr(lang, "play.log.empty")), class_="empty")
    )
    parts.append(tag("h2", esc(tr(lang, "play.log")), class_="logtitle"))
    parts.append(tag("ol", lines, id="log", aria_live="polite"))
    return f'<aside id="panel"{attrs(style=css)}>{"".join(parts)}</aside>'


def veil(lang: str, seat: str) -> str:
    """The privacy screen: nothing of the game, a name, one big button."""
    body = (
        tag("h1", esc(tr(lang, "pass.title", seat=seat)))
        + tag("p", esc(tr(lang, "pass.body", seat=seat)))
        + button(tr(lang, "pass.ready", seat=seat), "ready", "", cls="btn primary big", id="ready")
    )
    return tag("div", body, id="veil", class_="veil", data_act="ready", data_arg="")


def game_over(
    lang: str,
    side: str,
    reason: str,
    *,
    extra: str = "",
    again: bool = True,
    winner: str = "",
    scores: str = "",
) -> str:
    """Who won and why, and where to go next (``extra``: trusted HTML, e.g. a remote game's check).

    ``winner`` (a whole sentence) replaces "<side> wins!"; ``scores`` is trusted HTML (the final
    scores, from :func:`pharaoh.web.ending.standings_html`).
    """
    body = (
        tag("h2", esc(tr(lang, "over.title")))
        + tag("p", esc(winner or tr(lang, "over.winner", side=side)), class_="winner", id="winner")
        + tag("p", esc(reason), class_="reason", id="reason")
        + scores
        + extra
        + tag(
            "div",
            button(tr(lang, "over.board"), "close", "board", cls="btn ghost")
            + button(tr(lang, "over.menu"), "quit", "", cls="btn ghost" if again else "btn primary")
            + (button(tr(lang, "over.again"), "again", "", cls="btn primary", id="again") if again else ""),
            class_="actions",
        )
    )
    return tag("div", tag("section", body, class_="card dialog", id="over", role="dialog"), class_="scrim")


def help_dialog(lang: str, name: str, body_html: str) -> str:
    """The rules of a game in our own words (``body_html`` is trusted, built by the renderer)."""
    body = (
        tag("h2", esc(tr(lang, "help.title", name=name)))
        + tag("div", body_html or esc(tr(lang, "help.none")), class_="rules")
        + tag("div", button(tr(lang, "help.close"), "close", "", cls="btn primary"), class_="actions")
    )
    return tag(
        "div", tag("section", body, class_="card dialog help", id="rules", role="dialog"), class_="scrim"
    )


def quit_dialog(lang: str) -> str:
    """The dialog that asks before leaving a game."""
    body = tag("h2", esc(tr(lang, "play.quit.confirm"))) + tag(
        "div",
        button(tr(lang, "play.quit.no"), "close", "", cls="btn ghost")
        + button(tr(lang, "play.quit.yes"), "quit", "", cls="btn primary"),
        class_="actions",
    )
    return tag("div", tag("section", body, class_="card dialog", role="dialog"), class_="scrim")
