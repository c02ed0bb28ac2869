"""The app's glue for a peek-proof room of 3-5 seats: opening it, a guest joining it, its screens.

:class:`~pharaoh.web.remote.Remote` hands a mesh room's events and clicks here
(:class:`~pharaoh.net.peekmesh.MeshRoom`, one browser's part of a mesh of data channels).
The host opens it from the set-up screen (Der Fluch der Mumie at 3-5 seats, the peek-proof
model; the host's browser holds the mummy, a person's or the computer's, or explorers: at
most one person's and computer players' beside it; every other seat remote); the page runs
this browser's computer seats (:class:`~pharaoh.web.peekplay.PeekSession`, from each seat's
view only).  A guest becomes part of it when the host answers its ordinary ``hello`` with
``mesh_welcome``, unless the roster puts the mummy and an explorer in one browser (refused,
said on the join screen).  Once this browser's links are all up and its seat's hand is
dealt, the play screen shows :class:`~pharaoh.web.peekplay.PeekSession` over the room.

After a reload the stored room comes back: the host's menu offers to resume it
(:func:`resume_host`), a guest's tab reads its stored seats back once it pastes the host's
new invite (:func:`rejoin_guest`); both read it in slices (the page stays responsive) and
refuse damaged or tampered storage with the reason.  The links are then made again on
the room screen's cards, and the match goes on where it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pharaoh.net import reasons
from pharaoh.net.storage import clear_guest
from pharaoh.web import meshscreens, peekscreens
from pharaoh.web.html import button, esc, tag
from pharaoh.web.i18n import tr
from pharaoh.web.netreasons import localize

if TYPE_CHECKING:
    from pharaoh.net.peekmesh import MeshRoom
    from pharaoh.web.remote import Remote


def open_host(remote: Remote) -> None:
    """Open the host's mesh room from the set-up screen's seats: an invite per guest browser."""
    from pharaoh.net.meshroster import roster_of
    from pharaoh.net.peekmesh import MeshRoom
    from pharaoh.net.storage import clear_host
    from pharaoh.web.games import seat_label

    app = remote.app
    kinds = remote._kinds()
    roster = roster_of(kinds)
    if roster is None:
        return
    players = len(roster)
    names = [seat_label(app.game_id, players, s, app.lang)[:40] or "?" for s in range(players)]
    clear_host(app.host.load, app.host.store)
    room = MeshRoom(
        role="host",
        game_id=app.game_id,
        roster=roster,
        me=0,
        names=names,
        bots=host_bots(kinds, app.seat_bots),
        **_env(remote, True),
    )
    remote.close()
    remote.mesh = room
    app.players = players
    app.session = app.board = None
    app.screen, app.overlay = "room", ""
    room.open_all()
    app.render_dom()


def host_bots(kinds: list[str], seat_bots: list[str]) -> dict[int, str]:
    """The computer players of the room: every seat of the set-up screen a computer plays.

    The host's browser runs its own; a guest's browser those the host gave it (``computer@<seat>``).

    >>> host_bots(["remote", "local", "computer", "computer@0"], ["@remote", "", "heuristic", "random"])
    {2: 'heuristic', 3: 'random'}
    """
    return {s: seat_bots[s] for s, kind in enumerate(kinds) if kind.split("@")[0] == "computer"}


def resume_host(remote: Remote) -> None:
    """The host's stored mesh room after a reload: read back in slices, then an invite per guest browser."""
    from pharaoh.net.peekmesh import restore_mesh_job
    from pharaoh.net.storage import clear_host

    app = remote.app

    def failed(exc: Exception) -> None:
        app.notice = tr(app.lang, "net.resume.bad", reason=localize(app.lang, str(exc)[:300]))
        clear_host(app.host.load, app.host.store)
        app.render_dom()

    def ready(room: MeshRoom) -> None:
        remote.close()
        remote.mesh = room
        app.game_id, app.players = room.game_id, room.players
        app.session = app.board = None
        app.screen, app.overlay = "room", ""
        room.open_all()
        app.render_dom()

    if remote._peek_loading:
        return
    text = app.host.load("net.host") or ""
    app.notice = tr(app.lang, "net.peek.reading")  # on the menu until the room or the refusal
    job = restore_mesh_job(text, load=app.host.load, **_env(remote, True))
    remote._run_sliced(job, ready, failed)


def rejoin_guest(remote: Remote, stored: str, code: str) -> None:
    """A reloaded guest's tab: its stored mesh room read back in slices, then the host's ``code`` answered.

    The room screen then shows the answer for the host and a card per other guest (the
    links between guests are made again as at the start).  A stored room that cannot be
    read back is removed, said, and the tab joins ``code`` afresh.
    """
    from pharaoh.net.peekmesh import restore_mesh_job

    remote._peek_code = code
    if remote._peek_loading:
        return
    app = remote.app

    def failed(exc: Exception) -> None:
        clear_guest(remote.page.session_load, remote.page.session_store)
        remote._join_now(remote._peek_code)
        remote.problem = tr(app.lang, "net.guest.bad", reason=localize(app.lang, str(exc))[:300])
        app.render_dom()

    def ready(mesh: MeshRoom) -> None:
        remote.mesh = mesh
        app.game_id, app.players = mesh.game_id, mesh.players
        remote.qr_key = ""
        mesh.answer(0, remote._peek_code)
        mesh.open_all()
        app.render_dom()

    job = restore_mesh_job(stored, load=remote.page.session_load, **_env(remote, False))
    remote._run_sliced(job, ready, failed)


def stored_guest(remote: Remote) -> str | None:
    """The tab's stored mesh room (after a reload), if it has one and no room yet."""
    from pharaoh.net.peekwire import stored_format

    if remote.mesh is not None:
        return None
    stored = remote.page.session_load("net.guest")
    return stored if stored_format(stored) == "pharaoh-mesh-guest" else None


def _env(remote: Remote, host: bool) -> dict[str, Any]:
    return {
        "network": remote._network(),
        "ice": remote.ice,
        "store": remote.app.host.store if host else remote.page.session_store,
        "changed": lambda: changed(remote),
        "later": remote.app.host.later,
    }


def become_guest(remote: Remote, link: str, text: str) -> bool:
    """The host welcomed our hello into a mesh room: this tab plays its seats (or refuses the roster)."""
    from pharaoh.net.meshwire import MeshWelcome, parse_mesh
    from pharaoh.net.messages import ProtocolError
    from pharaoh.net.peekmesh import welcomed

    room = remote.guest_room
    if room is None or link != room.link:
        return False
    try:
        welcome = parse_mesh(text)
    except ProtocolError:
        return False
    if not isinstance(welcome, MeshWelcome):
        return False
    try:
        mesh = welcomed(welcome, **_env(remote, False))
    except ValueError as exc:  # a roster this page does not play: said, and the link closed
        words = (
            "net.mesh.bad_roster"
            if "one browser" in str(exc)
            else "net.mesh.bad_bots"
            if "computer" in str(exc)  # peekmesh.welcome_bots
            else ""
        )
        remote.problem = tr(remote.app.lang, words) if words else localize(remote.app.lang, str(exc))
        room.close()
        room.status, room.reason = "failed", remote.problem
        remote.app.render_dom()
        return True
    remote.guest_room = None
    remote.mesh = mesh
    remote.app.game_id, remote.app.players = welcome.game, mesh.players
    mesh.adopt(link, welcome)
    return True


def changed(remote: Remote) -> None:
    """The mesh room changed: the play screen once this seat's hand is dealt, else the room screen."""
    from pharaoh.web.peekplay import PeekSession

    app, mesh = remote.app, remote.mesh
    if mesh is None:
        return
    match = mesh.match
    dealt = match is not None and mesh.started and match.ready()
    back = mesh.joined and not remote._mesh_joined
    remote._mesh_joined = mesh.joined
    if app.session is None and dealt and app.screen in ("room", "join"):
        remote._enter_play(PeekSession(mesh))
        return
    if back and app.session is not None and app.screen == "room":  # every link is up again
        app.screen = "play"
        remote._redraw_now()
        return
    if app.session is not None and app.screen == "play":
        remote._redraw(())
        return
    app.render_dom()


def accept(remote: Remote, mesh: MeshRoom, arg: str) -> None:
    """The answer for our invite to browser ``arg`` pasted (``net-answer-<browser>``)."""
    browser = meshscreens.number_arg(arg)
    if browser is not None and browser in mesh.links:
        text = remote.page.field(f"net-answer-{arg}") or remote.drafts.get(arg, "")
        if not mesh.accept(browser, text):
            remote.drafts.pop(arg, None)
    remote.app.render_dom()


def close(remote: Remote, mesh: MeshRoom) -> None:
    """Leave the room: every link closed; a finished match's storage cleared."""
    from pharaoh.net.storage import clear_guest, clear_host

    mesh.close()
    if mesh.phase() == "over":
        if mesh.role == "host":
            clear_host(remote.app.host.load, remote.app.host.store)
        else:
            clear_guest(remote.page.session_load, remote.page.session_store)


def _who(remote: Remote, mesh: MeshRoom, browser: int) -> str:
    """Another browser by its seats, a computer seat marked as one (the host knows every browser's)."""
    lang = remote.app.lang
    seats = [
        tr(lang, "net.mesh.computer_seat", seat=remote._label(s)) if s in mesh.bots else remote._label(s)
        for s, b in enumerate(mesh.roster)
        if b == browser
    ]
    return meshscreens.browser_label(remote.app.lang, seats)


def room_html(remote: Remote, mesh: MeshRoom, css: str) -> str:
    """This browser's room screen: a card per other browser, which code goes to whom."""
    lang = remote.app.lang
    cards = [
        meshscreens.LinkCard(
            b,
            _who(remote, mesh, b),
            link.offers,
            link.status,
            link.code,
            localize(lang, link.reason, peer=True),
            localize(lang, link.error),
            link.joined,
            remote._link(link.code) if link.code and mesh.role == "host" else "",
            remote.drafts.get(str(b) if link.offers else f"peer-{b}", ""),
        )
        for b, link in sorted(mesh.links.items())
    ]
    notice = remote.notice or (tr(lang, "net.loading") if remote.loading == "pydantic" else "")
    return meshscreens.room(
        lang,
        title=tr(lang, "net.room.title", name=remote.app._game_name()),
        phase=mesh.phase(),
        host=mesh.role == "host",
        mine=", ".join(remote._label(s) for s in mesh.seats if s not in mesh.bots),
        computers=", ".join(remote._label(s) for s in mesh.seats if s in mesh.bots),
        cards=cards,
        notice=notice,
        css=css,
        game_id=mesh.game_id,
    )


def panel_html(remote: Remote, mesh: MeshRoom) -> str:
    """The play panel's part: computing, waiting for another browser, refusals, a lost link."""
    lang = remote.app.lang
    lost = [link for link in mesh.links.values() if not link.joined] if mesh.started else []
    html = peekscreens.status(
        lang,
        busy=mesh.busy,
        waiting=mesh.waiting(),
        refused=mesh.refused,
        last_refusal=mesh.refusals[-1] if mesh.refusals else "",
        phase=mesh.phase(),
        stalled=(bool(lost) or mesh.overdue()) and not mesh.busy,
    )
    parts = []
    if lost:  # which link, why; its card on the room screen makes it again
        why = lost[0].reason or reasons.reason("link.closed")
        who, reason = _who(remote, mesh, lost[0].browser), localize(lang, why, peer=True)
        text = tr(lang, "net.mesh.lost", who=who, reason=reason)
        parts.append(tag("p", esc(text), class_="error", data_net="lost", data_browser=str(lost[0].browser)))
    parts.append(button(tr(lang, "net.to_room"), "net-room", "", cls="btn ghost", id="net-room"))
    return html + tag("div", "".join(parts), class_="netplay")


def qr_subject(remote: Remote, mesh: MeshRoom) -> tuple[str, str]:
    """The code the room screen's QR shows: this browser's first code waiting to be handed over."""
    lang = remote.app.lang
    for b, link in sorted(mesh.links.items()):
        if link.code and link.status == "waiting":
            who = _who(remote, mesh, b)
            if link.offers:
                code = remote._link(link.code) if mesh.role == "host" else link.code
                return code, tr(lang, "net.qr.caption", seat=who)
            return link.code, tr(lang, "net.mesh.answer.code", who=who)
    return "", ""
