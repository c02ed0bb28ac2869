"""A peek-proof room of 3-5 seats: one browser's part of a mesh of data channels (Der Fluch der Mumie).

A :class:`~pharaoh.net.peekmulti.SideMatch` of three or more seats sends keys, explorer-only
moves and side-only throws to some seats and not others; a relay through the host's
browser would let it read them (or swap the keys of a link).  So every pair of browsers
has its own data channel, and every message goes to the browsers that hold one of its
addressees, never to another (docs/peek-proof.md, "Links").

- **The roster**: the host sets the match up: which browser holds each seat (browser 0 is
  the host's; guests 1-4).  The browsers of the side (the explorers) and of the rest (the
  mummy) never overlap (:func:`~pharaoh.net.meshroster.roster_problem`); a guest refuses a
  roster that breaks it.
- **Connecting**: the host gives each guest an invite code (or link) and takes its answer,
  as in every room; a first-time guest says the ordinary ``hello``, the host answers
  ``mesh_welcome`` (the roster, the guest's browser, the match id, a token).  Then each
  pair of guests links directly: the lower browser makes an invite code for the higher,
  the higher answers it, the lower takes the answer; both say ``mesh_hello``.  These codes
  pass between the two players themselves, never through the host's browser.
- **The match** starts in a browser once all its links are up: each of its seats'
  matches deals and plays.  Every message from a peer is validated
  (:func:`pharaoh.net.meshwire.parse_mesh`): its sender must be a seat of the link's browser,
  its addressees seats of this browser; anything else is refused with a reason, and the
  matches never see it.
- **Work in slices, save before send**, as :class:`pharaoh.net.peekroom.PeekRoom`: the jobs
  of every seat of this browser run one at a time in a :class:`~pharaoh.fair.jobs.WorkQueue`;
  a message for this browser's own seats becomes a new job at once; at the end of a slice
  that made messages for other browsers the room is stored (in parts: each seat's long lists
  written once, :mod:`pharaoh.net.meshparts`), then each goes to the browsers
  holding an addressee, with only their addressees.
- **After a reload** of any browser its stored room is read back (:func:`restore_mesh_job`:
  validated, each seat's match re-checked) and its links are made again as at the start: the
  host's invite to each guest, the lower guest's invite to the higher.  A guest says
  ``mesh_hello`` with its token on its new link to the host, which answers ``mesh_welcome``
  again.  Catching up is one mechanism, the two-browser room's: when a link comes back,
  the browser that stayed sends again everything its seats sent to the other browser's
  seats, and the reloaded browser, once all its links are up, everything it sent
  (:meth:`~pharaoh.net.peekmulti.SideMatch.resend`; every receiver takes a repeat once).
  What the reloaded browser missed or what was in flight arrives; what it took but had not
  stored (a slice stores only when it sends) is sent again too.

This module needs pydantic (through :mod:`pharaoh.net.meshwire`); the page loads it with
remote play.

"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any, Literal

from pharaoh.engine.game import Verdict
from pharaoh.fair.group import OAKLEY_1024, Group
from pharaoh.fair.jobs import Job, job_of
from pharaoh.net import reasons
from pharaoh.net.ice import IceSetting
from pharaoh.net.meshparts import PartWriter
from pharaoh.net.meshroster import mesh_game, roster_problem
from pharaoh.net.meshwire import (
    MeshData,
    MeshHello,
    MeshWelcome,
    StoredMesh,
    body_of,
    encode_data,
    encode_mesh,
    parse_mesh,
    read_stored_mesh,
)
from pharaoh.net.messages import Bye, Hello, ProtocolError, parse_from_guest
from pharaoh.net.pasted import answer_invite, link_failed, take_answer, take_description
from pharaoh.net.peekmulti import Outgoing, SideMatch, resume_steps, save
from pharaoh.net.peekslices import (
    MAX_REFUSALS,
    SLICE_MS,
    Later,
    SlicedRoom,
    drain_job,
    room_env,
    stored_match_errors,
)
from pharaoh.net.room import Network, Status
from pharaoh.net.storage import GUEST_KEY, HOST_KEY, mesh_part_key

__all__ = [
    "MAX_REFUSALS",
    "SLICE_MS",
    "Later",
    "Link",
    "MeshRoom",
    "Role",
    "Sent",
    "drain_job",
    "restore_mesh_job",
    "welcome_bots",
    "welcomed",
]

Role = Literal["host", "guest"]
Sent = tuple[int, tuple[int, ...], dict[str, Any]]
"""A message of one of this browser's seats: the seat, its addressees, the message."""


@dataclass
class Link:
    """This browser's data channel to one other browser, and the codes that make it."""

    browser: int
    """The other browser."""
    offers: bool
    """Whether this browser makes the invite (the host to a guest; the lower of two guests)."""
    link: str = ""
    status: Status = "idle"
    code: str = ""
    """The invite (offering side) or answer code to hand over."""
    reason: str = ""
    error: str = ""
    joined: bool = False
    """The hello on this link is done: match messages may flow."""
    made: int = 0
    outbox: list[str] = field(default_factory=list)
    """Match messages for this link made while it was not up (they go when it is)."""
    said: str = ""
    """The data channel this browser said its ``mesh_hello`` on (once per channel)."""

    def card(self) -> dict[str, Any]:
        """The link as the test hook shows it."""
        return {
            "status": self.status,
            "code": self.code,
            "reason": self.reason,
            "error": self.error,
            "offers": self.offers,
            "joined": self.joined,
        }


class MeshRoom(SlicedRoom[list[Sent]]):
    """One browser's part of a peek-proof room of 3-5 seats (see the module docstring)."""

    def __init__(
        self,
        *,
        role: Role,
        game_id: str,
        roster: list[int],
        me: int,
        names: list[str],
        network: Network,
        ice: IceSetting,
        store: Callable[[str, str], None],
        changed: Callable[[], None],
        later: Later,
        clock: Callable[[], float] = time.perf_counter,
        match_id: str | None = None,
        tokens: dict[int, str] | None = None,
        bots: dict[int, str] | None = None,
        options: dict[str, Any] | None = None,
        matches: dict[int, SideMatch] | None = None,
        group: Group = OAKLEY_1024,
    ) -> None:
        game = mesh_game(game_id)
        if game is None:
            raise ValueError(f"{game_id} does not run peek-proof at 3-5 seats")
        problem = roster_problem(game, roster)
        if problem:
            raise ValueError(problem)
        if not 0 <= me <= max(roster) or (role == "host") != (me == 0):
            raise ValueError("bad browser number")
        super().__init__(changed=changed, later=later, clock=clock)
        self.game = game
        self.role: Role = role
        self.game_id = game_id
        self.roster = list(roster)
        """Each seat's browser."""
        self.me = me
        """This browser (0: the host's)."""
        self.names = list(names)
        self.network = network
        self.ice = ice
        self._store = store
        self.group = group
        self.options = dict(options or {})
        self.match_id = match_id or secrets.token_urlsafe(12)
        self.tokens = dict(tokens or {})
        """The host: each guest browser's resume token; a guest: its own (under its browser)."""
        self.bots = dict(bots or {})
        """The computer player of each computer seat: this browser runs those of its own seats (a
        person plays its others); the host knows every browser's, to tell each guest its own."""
        self.matches: dict[int, SideMatch] = dict(matches or {})
        """The match of each seat this browser holds (its secrets stay here)."""
        self.links: dict[int, Link] = {
            b: Link(b, offers=self._offers(b)) for b in range(max(roster) + 1) if b != me
        }
        self.started = False
        self.resumed = bool(self.matches)
        self._outgoing: list[tuple[int, list[int], str]] = []
        """Messages of this slice for other browsers (they leave after the store, at the slice's end)."""
        self.error = ""
        """Why a job of this browser's seats failed (a move no longer legal, a fault)."""
        self.delivered: list[tuple[int, tuple[int, ...]]] = []
        """Every match message sent over a link: the browser and the addressees it carried."""
        self.parts = PartWriter()
        """The parts of the stored room written so far (:meth:`store`)."""
        self.stored = 0
        """Characters of stored heads written (the parts: :attr:`PartWriter.written`)."""

    def _offers(self, browser: int) -> bool:
        if self.me == 0:
            return True
        return browser != 0 and self.me < browser

    # ------------------------------------------------------------ facts
    @property
    def players(self) -> int:
        """The match's seats."""
        return len(self.roster)

    @property
    def seats(self) -> list[int]:
        """The seats this browser holds."""
        return [s for s, b in enumerate(self.roster) if b == self.me]

    @property
    def seat(self) -> int:
        """The seat a person at this browser plays (the first one with no computer player)."""
        mine = self.seats
        return next((s for s in mine if s not in self.bots), mine[0])

    @property
    def bot(self) -> str | None:
        """The computer player of the person's seat (``None``: a person plays it)."""
        return self.bots.get(self.seat)

    def over(self) -> bool:
        """Whether the game is over in this browser (nobody acts)."""
        match = self.match
        return match is not None and self.started and match.over()

    @property
    def key(self) -> str:
        """Where this room is stored (the host's local storage, a guest's session storage)."""
        return HOST_KEY if self.role == "host" else GUEST_KEY

    @property
    def match(self) -> SideMatch | None:
        """The match of the person's seat (``None`` before the welcome)."""
        return self.matches.get(self.seat)

    @property
    def verdict(self) -> Verdict | None:
        """The match's end in this browser: a fault found by any of its seats, else verified."""
        verdicts = [m.verdict for m in self.matches.values()]
        fault = next((v for v in verdicts if v is not None and not v.verified), None)
        if fault is not None or not verdicts or any(v is None for v in verdicts):
            return fault
        return verdicts[0]

    @property
    def joined(self) -> bool:
        """Whether every link of this browser is up."""
        return all(link.joined for link in self.links.values())

    def can_play(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the person's) may play now."""
        match = self.matches.get(self.seat if seat is None else seat)
        return match is not None and self.started and not self.busy and match.can_act()

    def phase(self) -> str:
        """``lobby`` (links to make), ``dealing``, ``playing`` or ``over``."""
        match = self.match
        if match is None or not self.started:
            return "lobby"
        if self.verdict is not None or self.over():
            return "over"
        return "playing" if match.ready() else "dealing"

    def owed(self) -> tuple[int, str] | None:
        """The seat of another browser the match waits for, and what it owes (not this browser's)."""
        match = self.match
        found = match.waiting_for() if match is not None else None
        return None if found is None or self.roster[found[0]] == self.me else found

    def pending(self) -> list[int]:
        """The browsers this browser still needs a link to."""
        return [b for b, link in self.links.items() if not link.joined]

    # ------------------------------------------------------------ making links
    def open(self, browser: int) -> None:
        """Make (again) the invite code for ``browser`` (this browser offers that link)."""
        link = self.links[browser]
        self._new_link(link)
        link.status, link.code, link.reason = "gathering", "", ""
        self.network.offer(link.link, self.ice)

    def open_all(self) -> None:
        """Make the invite of every link this browser offers and that is not up."""
        for b, link in self.links.items():
            if link.offers and not link.joined and link.status not in ("gathering", "waiting", "connecting"):
                self.open(b)
        self.store()

    def _new_link(self, link: Link) -> None:
        if link.link:
            self.network.close(link.link)
        link.made += 1
        link.link = f"b{link.browser}.m{self.me}.{link.made}"
        link.joined = False

    def accept(self, browser: int, text: str) -> str:
        """The answer code of ``browser`` pasted; returns a problem (empty if fine)."""
        link = self.links.get(browser)
        if link is None or not link.offers:
            return reasons.reason("invite.is_invite")
        return take_answer(link, text, self.network, lambda: self.open(browser))

    def answer(self, browser: int, text: str) -> str:
        """Answer the invite code of ``browser`` (a lower guest); returns a problem (empty if fine)."""
        link = self.links.get(browser)
        if link is None or link.offers:
            return reasons.reason("invite.is_answer")
        found = link
        return answer_invite(found, text, self.network, self.ice, lambda: self._new_link(found), self.changed)

    def adopt(self, link_id: str, welcome: MeshWelcome) -> None:
        """A guest: the host's link (its ordinary join) welcomed us; make the invites of our guest links."""
        host = self.links[0]
        host.link, host.status, host.joined = link_id, "connected", True
        self.tokens = {self.me: welcome.token}
        self._made()
        self.open_all()
        self._maybe_start()
        self.changed()

    def _link_of(self, link_id: str) -> Link | None:
        return next((link for link in self.links.values() if link.link == link_id), None)

    # ------------------------------------------------------------ network events
    def on_description(self, link_id: str, sdp_text: str) -> None:
        """A link's offer or answer is gathered: its code."""
        link = self._link_of(link_id)
        if link is None:
            return
        take_description(link, sdp_text, lambda problem: self.on_failed(link_id, problem), self.changed)

    def on_open(self, link_id: str, window: bool = False) -> None:
        """A data channel opened: on a guests' link both say ``mesh_hello``; to the host a returning guest."""
        link = self._link_of(link_id)
        if link is None:
            return
        if not link.joined:
            link.status = "connecting"
        to_host = link.browser == 0
        if not to_host and self.role == "guest" or to_host and self.me in self.tokens:
            self._say_hello(link)
        self.changed()

    def _say_hello(self, link: Link) -> None:
        """Our ``mesh_hello`` on this link's channel, once: before anything else this browser sends on it."""
        if link.said == link.link:
            return
        link.said = link.link
        token = self.tokens.get(self.me) if link.browser == 0 else None
        self._send(link, encode_mesh(MeshHello(match=self.match_id, browser=self.me, token=token)))

    def on_message(self, link_id: str, text: str) -> None:
        """A message from a peer: validated first; a malformed or misaddressed one changes nothing."""
        link = self._link_of(link_id)
        if link is None:
            return
        self._note_received(text)
        try:
            message = parse_mesh(text)
        except ProtocolError as exc:
            if self.role == "host" and not link.joined and '"hello"' in text:
                self._first_hello(link, text)
                return
            self._refuse(link, exc.code, exc.reason)
            return
        if isinstance(message, Bye):
            why = reasons.peer_said(message.reason) or reasons.reason("link.closed")
            link.status, link.reason = "failed", why
            link.joined = False
            self.changed()
        elif isinstance(message, MeshHello):
            self._hello(link, message)
        elif isinstance(message, MeshWelcome):
            self._welcomed_back(link, message)
        else:
            self._data(link, message)

    def _data(self, link: Link, message: MeshData) -> None:
        if not link.joined or not self.matches:
            self._refuse(link, "not_joined", "a match message before the hello")
            return
        sender = message.sender
        if sender >= self.players or self.roster[sender] != link.browser:
            self._refuse(link, "bad_seat", f"a message from seat {sender}, not a seat of that browser")
            return
        to = list(message.to)
        if len(set(to)) != len(to) or any(s >= self.players or self.roster[s] != self.me for s in to):
            self._refuse(link, "bad_seat", f"a message for seats {to}: not all of this browser")
            return
        body = body_of(message)
        for seat in to:
            self._take(seat, sender, body)

    def _take(self, seat: int, sender: int, body: dict[str, Any]) -> None:
        match = self.matches[seat]
        self._enqueue(seat, lambda: match.receive_job(sender, body), f"take:{body['t']}")

    def on_closed(self, link_id: str, reason: str) -> None:
        """A link was lost: its offering side makes a fresh invite; the other waits for one."""
        link = self._link_of(link_id)
        if link is None:
            return
        link.joined = False
        link.status = "failed"
        link.reason = reason or reasons.reason("link.guest_left" if link.browser else "link.host_lost")
        if link.offers:
            kept = link.reason
            self.open(link.browser)
            link.reason = kept
        self.changed()

    def on_failed(self, link_id: str, reason: str) -> None:
        """A link could not be made."""
        link = self._link_of(link_id)
        if link is None:
            return
        link_failed(link, self.network, reason, self.changed)

    def on_refused(self, why: str) -> None:
        """An envelope of another window (BroadcastChannel): mesh rooms take none."""

    # ------------------------------------------------------------ the handshakes
    def _first_hello(self, link: Link, text: str) -> None:
        """The host: a first-time guest's ordinary ``hello`` on its invite's link."""
        try:
            hello = parse_from_guest(text)
        except ProtocolError as exc:
            self._refuse(link, exc.code, exc.reason)
            return
        token = self.tokens.get(link.browser)
        if (
            not isinstance(hello, Hello)
            or hello.role != "player"
            or token is not None
            and hello.token != token
        ):
            self._send(link, encode_mesh(Bye(reason=reasons.reason("bye.taken_over"))))
            return
        self.tokens[link.browser] = token or secrets.token_urlsafe(18)
        self._welcome(link)

    def _hello(self, link: Link, hello: MeshHello) -> None:
        if link.joined:  # a hello replayed on a link that is up would bring a welcome and a resend
            self._refuse(link, "unexpected", "a hello on a link that is up")
            return
        if hello.match != self.match_id or hello.browser != link.browser:
            self._refuse(link, "bad_token", "a hello of another match or browser")
            if self.role == "host" and hello.match == self.match_id:  # a guest took another's invite
                why = reasons.reason("bye.other_browser")
                self._send(link, encode_mesh(Bye(reason=why)))
                link.status, link.reason = "failed", why
                self.changed()
            return
        if self.role == "host":
            if hello.token is None or hello.token != self.tokens.get(link.browser):
                self._refuse(link, "bad_token", "a returning guest of another match")
                self._send(link, encode_mesh(Bye(reason=reasons.reason("bye.taken_over"))))
                return
            self._welcome(link)
            return
        if link.browser == 0:  # a host welcomes: a hello would skip the welcome's checks
            self._refuse(link, "unexpected", "a hello from the host's browser")
            return
        # the other guest's hello may come before our channel says it is open: ours goes first, or
        # what we send next (a resend after a reload) would reach it before our hello and be refused
        self._say_hello(link)
        link.status, link.reason, link.joined = "connected", "", True
        self._joined(link)

    def _welcomed_back(self, link: Link, welcome: MeshWelcome) -> None:
        """A guest: the host took our ``mesh_hello`` (its token) on a link made again after a reload."""
        same = (
            welcome.match == self.match_id
            and welcome.you == self.me
            and welcome.token == self.tokens.get(self.me)
            and list(welcome.roster) == self.roster
            and dict(welcome.bots) == {str(s): b for s, b in self.bots.items()}
        )
        if self.role != "guest" or link.browser != 0 or link.joined or not same:
            why = "a welcome on a link that is up, or of another match, token, roster or computer seats"
            self._refuse(link, "unexpected", why)
            return
        link.status, link.reason, link.joined = "connected", "", True
        self._joined(link)

    def _welcome(self, link: Link) -> None:
        welcome = MeshWelcome(
            game=self.game_id,
            options=self.options,
            roster=self.roster,
            you=link.browser,
            match=self.match_id,
            token=self.tokens[link.browser],
            names=[n[:40] or "?" for n in self.names],
            resume=self.resumed,
            bots={str(s): b for s, b in self.bots.items() if self.roster[s] == link.browser},
        )
        link.status, link.reason, link.joined = "connected", "", True
        self._made()
        self.store()
        self._send(link, encode_mesh(welcome))
        self._joined(link)

    def _made(self) -> None:
        """This browser's seats' matches, made (their secrets drawn) the first time."""
        for seat in self.seats:
            if seat not in self.matches:
                self.matches[seat] = SideMatch(
                    self.game,
                    seat=seat,
                    players=self.players,
                    match=self.match_id,
                    options=self.options,
                    group=self.group,
                )

    def _joined(self, link: Link) -> None:
        """A link is up: what waited for it goes; after a reload, what went before; start once all are up."""
        waiting, link.outbox = link.outbox, []
        # the other browser came back: the resend below carries the outbox too, in its place; sent
        # first, its newer messages would run ahead of what a reloaded browser lost (it stores only
        # when it sends) and be refused as a gap
        for text in waiting if not self.started else ():
            self._send(link, text)
        if self.started:  # the other browser came back: what this one's seats sent it, again
            for seat in self.seats:
                match = self.matches[seat]
                self._enqueue(seat, _resend_of(match, self._seats_of(link.browser)), "resend")
        self._maybe_start()
        self.changed()

    def _seats_of(self, browser: int) -> frozenset[int]:
        return frozenset(s for s, b in enumerate(self.roster) if b == browser)

    def _maybe_start(self) -> None:
        if self.started or not self.joined or not self.matches:
            return
        self.started = True
        for seat in self.seats:
            match = self.matches[seat]
            self._enqueue(seat, match.start_job, "start")
            if self.resumed:
                self._enqueue(seat, _resend_of(match), "resend")

    def _refuse(self, link: Link, code: str, reason: str) -> None:
        self._note_refusal(code, reason)

    # ------------------------------------------------------------ this browser's moves
    def play(self, action: Any, seat: int | None = None) -> str:
        """``seat`` (default: the person's) plays ``action``; returns a problem (empty if it was taken)."""
        seat = self.seat if seat is None else seat
        match = self.matches.get(seat)
        if match is None or not self.can_play(seat):
            return reasons.reason("play.not_connected") if match is None else "not your move now"
        if action not in match.legal():
            return f"not a legal action now: {action!r}"
        self._enqueue(seat, lambda: match.play_job(action), "play")
        return ""

    def give_up(self) -> Verdict | None:
        """End a match another browser stalls: the verdict names the seat (the objection goes out)."""
        match = self.match
        if match is None or self.busy:
            return None
        if match.verdict is not None:
            return match.verdict
        waiting = match.waiting_for()
        if waiting is None or self.roster[waiting[0]] == self.me:
            return None
        verdict, out = match.give_up()
        self._done("giveup", [(match.seat, to, body) for to, body in out])
        self._flush()
        self.changed()
        return verdict

    # ------------------------------------------------------------ the work in slices
    def _enqueue(self, seat: int, make: Callable[[], Job[list[Outgoing]]], label: str) -> None:
        def tagged() -> Job[list[Sent]]:
            job = make()
            return Job(drain_job(job), lambda: [(seat, tuple(to), body) for to, body in job.result()])

        self.work.add(label, tagged)
        self._kick()

    def _sliced(self) -> None:
        """After each slice: what it made for other browsers leaves (:meth:`_flush`)."""
        self._flush()

    def _failed(self, label: str, exc: Exception) -> None:
        self.error = f"{type(exc).__name__}: {exc}"[:300]

    def _done(self, label: str, out: list[Sent]) -> None:
        """A job ended: messages to this browser's seats become jobs; the rest go at the slice's end."""
        for sender, to, body in out:
            by_browser: dict[int, list[int]] = {}
            for seat in to:
                by_browser.setdefault(self.roster[seat], []).append(seat)
            for browser, seats in sorted(by_browser.items()):
                if browser == self.me:
                    for seat in seats:
                        self._take(seat, sender, body)
                else:
                    self._outgoing.append((browser, seats, encode_data(sender, seats, body)))

    def _flush(self) -> None:
        """Save before send: the room is stored once, then every message the slice made leaves.

        Only a slice that sends stores (a job whose messages stay here needs no save: after a
        reload the other browsers send again what this one had taken).
        """
        if not self._outgoing:
            return
        self.store()
        out, self._outgoing = self._outgoing, []
        for browser, seats, text in out:
            self.delivered.append((browser, tuple(seats)))
            link = self.links[browser]
            if link.joined:
                self._send(link, text)
            else:
                link.outbox.append(text)

    def _send(self, link: Link, text: str) -> None:
        self._note_sent(text)
        self.network.send(link.link, text)

    # ------------------------------------------------------------ storage
    def stored_data(self) -> dict[str, Any]:
        """The room as this browser stores it, as JSON data (its seats' matches with their secrets)."""
        return {
            "format": "pharaoh-mesh-host" if self.role == "host" else "pharaoh-mesh-guest",
            "v": 1,
            "game": self.game_id,
            "roster": list(self.roster),
            "me": self.me,
            "names": [n[:40] or "?" for n in self.names],
            "bots": {str(s): b for s, b in self.bots.items()},
            "match_id": self.match_id,
            "tokens": {str(b): t for b, t in self.tokens.items()},
            "options": dict(self.options),
            "matches": {str(s): save(m) for s, m in self.matches.items()},
        }

    def to_stored(self) -> StoredMesh:
        """The stored room, validated as it will be read back (:class:`~pharaoh.net.meshwire.StoredMesh`)."""
        return StoredMesh.model_validate(self.stored_data())

    def store(self) -> None:
        """Keep the room in the browser's storage (our own data: written as it is, checked when read).

        In parts (:mod:`pharaoh.net.meshparts`): the long lists' full parts are written once,
        then the head, which names them.
        """
        key = self.key
        head = self.parts.split(self.stored_data(), lambda n, text: self._store(mesh_part_key(key, n), text))
        text = json.dumps(head, separators=(",", ":"))
        self.stored += len(text)
        self._store(key, text)

    def close(self) -> None:
        """Say goodbye and close every link (the stored room stays)."""
        for link in self.links.values():
            if link.link:
                if link.joined:
                    self._send(link, encode_mesh(Bye(reason=reasons.reason("bye.page_closed"))))
                self.network.close(link.link)
            link.joined = False

    # ------------------------------------------------------------ for the screens
    def hook(self) -> dict[str, Any]:
        """The room as the test hook shows it."""
        verdict = self.verdict
        match = self.match
        return {
            "role": self.role,
            "model": "peek-proof",
            "mesh": True,
            "me": self.me,
            "roster": list(self.roster),
            "phase": self.phase(),
            "seat": self.seat,
            "seats": self.seats,
            "links": {str(b): link.card() for b, link in self.links.items()},
            "invites": {str(b): link.card() for b, link in self.links.items() if link.offers},
            "peers": {str(b): link.card() for b, link in self.links.items() if not link.offers and b != 0},
            "answer": self.links[0].card() if self.me else {},
            **self._match_card(verdict, len(match.moves) if match is not None else 0),
            "error": self.error,
            "refused": self.refused,
            "refusals": list(self.refusals),
            "longest_slice_ms": round(self.longest_slice_ms, 1),
            "slow_slices": self.slow_slices,
            "sent": [self.sent, self.sent_bytes],
            "received": [self.received, self.received_bytes],
        }


def _resend_of(match: SideMatch, only: frozenset[int] | None = None) -> Callable[[], Job[list[Outgoing]]]:
    """What makes the job of sending again everything ``match`` sent (receivers take repeats once).

    ``only``: to these seats only (those of one browser whose link came back), each message
    with just those of its addressees.
    """

    def again() -> list[Outgoing]:
        if only is None:
            return match.resend()
        found = ((tuple(s for s in to if s in only), body) for to, body in match.resend())
        return [(to, body) for to, body in found if to]

    return lambda: Job(iter(()), again)


def welcomed(
    welcome: MeshWelcome,
    *,
    network: Network,
    ice: IceSetting,
    store: Callable[[str, str], None],
    changed: Callable[[], None],
    later: Later,
    clock: Callable[[], float] = time.perf_counter,
    group: Group = OAKLEY_1024,
) -> MeshRoom:
    """A guest's room from the host's welcome; ``ValueError`` if it cannot play it (a bad roster).

    The guest's browser refuses a roster in which the mummy's browser also holds an explorer
    seat (:func:`~pharaoh.net.meshroster.roster_problem`): that browser would hold the explorers' squares.
    It runs the computer seats the welcome gives it (:func:`welcome_bots`), its own seats only.
    """
    if welcome.you == 0 or welcome.you not in welcome.roster or len(welcome.names) != len(welcome.roster):
        raise ValueError("a welcome naming no seat of this browser")
    bots = welcome_bots(welcome)
    return MeshRoom(
        role="guest",
        game_id=welcome.game,
        roster=list(welcome.roster),
        me=welcome.you,
        names=list(welcome.names),
        match_id=welcome.match,
        tokens={welcome.you: welcome.token},
        options=dict(welcome.options),
        bots=bots,
        network=network,
        ice=ice,
        store=store,
        changed=changed,
        later=later,
        clock=clock,
        group=group,
    )


def welcome_bots(welcome: MeshWelcome) -> dict[int, str]:
    """The computer seats the host gave this guest's browser to run; ``ValueError`` if one is not its own.

    A computer player of a seat of another browser, or one the game does not have, is refused
    (the guest's page then plays no part and says why).
    """
    from pharaoh.engine.bot import bot_factories

    bots = {int(s): b for s, b in welcome.bots.items()}
    if not bots:
        return bots
    try:
        known = bot_factories(welcome.game)
    except KeyError:
        raise ValueError(f"{welcome.game} is no game of this page") from None
    if any(s >= len(welcome.roster) or welcome.roster[s] != welcome.you for s in bots):
        raise ValueError("a welcome giving this browser a computer seat of another browser")
    if any(b not in known for b in bots.values()):
        raise ValueError("a welcome naming a computer player this game does not have")
    return bots


def restore_mesh_job(
    text: str,
    *,
    network: Network,
    ice: IceSetting,
    store: Callable[[str, str], None],
    changed: Callable[[], None],
    later: Later,
    clock: Callable[[], float] = time.perf_counter,
    groups: dict[str, Group] | None = None,
    load: Callable[[str], str | None] | None = None,
) -> Job[MeshRoom]:
    """A stored mesh room read back as a job in slices: validated (pydantic), each match re-checked.

    ``load`` reads the storage the room's parts are in (:mod:`pharaoh.net.meshparts`).
    ``run`` raises ``ValueError`` (a :class:`ProtocolError`) saying why it cannot be resumed.
    """
    env = room_env(network=network, ice=ice, store=store, changed=changed, later=later, clock=clock)
    return job_of(_restore_steps(text, groups, env, load))


def _restore_steps(
    text: str,
    groups: dict[str, Group] | None,
    env: dict[str, Any],
    load: Callable[[str], str | None] | None = None,
) -> Generator[None, None, MeshRoom]:
    from pharaoh.fair.group import GROUPS

    stored = read_stored_mesh(text, load)
    game = mesh_game(stored.game)
    if game is None:
        raise ProtocolError("bad_field", f"stored peek-proof room of a game that has none: {stored.game}")
    matches: dict[int, SideMatch] = {}
    for key, data in stored.matches.items():
        yield
        with stored_match_errors():
            match = yield from resume_steps(game, data, groups or GROUPS)
        if match.seat != int(key) or match.match != stored.match_id or match.players != len(stored.roster):
            raise ProtocolError("bad_field", "stored peek-proof match of another seat or match")
        matches[int(key)] = match
    group = next(iter(matches.values())).deck.group if matches else OAKLEY_1024
    mine = {s for s, b in enumerate(stored.roster) if b == stored.me}
    if matches and set(matches) != mine:
        raise ProtocolError("bad_field", "stored peek-proof room: its matches are not its browser's seats")
    if stored.format == "pharaoh-mesh-guest" and any(int(s) not in mine for s in stored.bots):
        raise ProtocolError("bad_field", "stored peek-proof room: a computer seat of another browser")
    try:
        room = MeshRoom(
            role="host" if stored.format == "pharaoh-mesh-host" else "guest",
            game_id=stored.game,
            roster=list(stored.roster),
            me=stored.me,
            names=list(stored.names),
            match_id=stored.match_id,
            tokens={int(b): t for b, t in stored.tokens.items()},
            bots={int(s): b for s, b in stored.bots.items()},
            options=dict(stored.options),
            matches=matches,
            group=group,
            **env,
        )
    except ValueError as exc:
        raise ProtocolError("bad_field", f"stored peek-proof room: {exc}") from None
    room.parts.prime(stored.parts, stored.matches)  # the parts stored already: not written again
    return room
