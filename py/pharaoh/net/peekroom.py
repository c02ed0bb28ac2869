"""A peek-proof room: one browser's seat of a two-seat :class:`~pharaoh.net.peekproof.PeekMatch` over a link.

(Or of a two-seat :class:`~pharaoh.net.peekmulti.SideMatch`, Der Fluch der Mumie: the room asks
either through :class:`~pharaoh.net.peekpair.PairMatch`, the game chosen by its engine contract.)

The host's browser opens the room for one remote seat and keeps the other seat (a person
at its screen, or a computer player whose secrets stay in this browser); the guest's
browser plays the remote seat.  Neither holds the other's secrets: each runs its own
:class:`PeekMatch`, and the room only carries the match's messages over the data channel.

- **Connecting** is the host-authoritative room's: an invite code (or link) from the host,
  an answer code back (:mod:`pharaoh.net.sdp`), a WebRTC data channel.  A first-time guest
  says the ordinary ``hello``; the host answers ``peek_welcome`` with the game, the guest's
  seat, the match id and a resume token.  A guest that joined before says ``peek_hello``
  with its token.
- **Every message from the peer** is validated by :func:`pharaoh.net.peekwire.parse_peek`
  before the match sees it; a malformed one is refused (counted, its reason kept for the
  screen) and changes nothing.
- **Long work runs in slices**: the match's jobs (:meth:`PeekMatch.start_job`,
  :meth:`~PeekMatch.receive_job`, :meth:`~PeekMatch.play_job`, :meth:`~PeekMatch.audit_job`)
  run one at a time, in order, a unit (about one exponentiation) after another until
  :data:`SLICE_MS` have passed; then the room returns to the page's event loop (``later``)
  and goes on.  The longest slice is measured (:attr:`PeekRoom.longest_slice_ms`).
- **Save before send**: when a job ends, the room is stored (``store(key, text)``) before its
  messages leave, so a reload never sends anything the saved match does not know.  After a
  reload of either browser the link is made again, and both sides send again everything
  they sent (:meth:`PeekMatch.resend`; every receiver takes a repeat once).

This module needs pydantic (through :mod:`pharaoh.net.peekwire`); the page loads it with
remote play.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Generator
from typing import Any, Literal

from pharaoh.engine.game import IllegalAction, Verdict
from pharaoh.fair.group import OAKLEY_1024, Group
from pharaoh.fair.jobs import Job, job_of
from pharaoh.net import reasons
from pharaoh.net.ice import IceSetting
from pharaoh.net.messages import Bye, Hello, ProtocolError, parse_from_guest
from pharaoh.net.pasted import answer_invite, link_failed, take_answer, take_description
from pharaoh.net.peekpair import PairMatch, load_pair_job, new_pair, pair_game, wire_of
from pharaoh.net.peekslices import (
    MAX_REFUSALS,
    SLICE_MS,
    Later,
    SlicedRoom,
    drain_job,
    room_env,
    stored_match_errors,
)
from pharaoh.net.peekwire import (
    PeekData,
    PeekHello,
    PeekWelcome,
    SeatKind,
    StoredPeek,
    body_of,
    encode_body,
    encode_peek,
    parse_peek,
    read_stored,
)
from pharaoh.net.room import Network, Status
from pharaoh.net.sidewire import SideData
from pharaoh.net.sidewire import body_of as side_body_of
from pharaoh.net.sidewire import encode_body as side_encode
from pharaoh.net.storage import GUEST_KEY, HOST_KEY

__all__ = ["MAX_REFUSALS", "SLICE_MS", "Later", "PeekRoom", "Role", "restore", "restore_job"]

Role = Literal["host", "guest"]


class PeekRoom(SlicedRoom[list[dict[str, Any]]]):
    """One browser's side of a peek-proof room (host or guest): the link, the match, the work queue."""

    def __init__(
        self,
        *,
        role: Role,
        game_id: str,
        seat: int,
        kinds: list[SeatKind],
        names: list[str],
        network: Network,
        ice: IceSetting,
        store: Callable[[str, str], None],
        changed: Callable[[], None],
        later: Later,
        clock: Callable[[], float] = time.perf_counter,
        match_id: str | None = None,
        token: str | None = None,
        bot: str | None = None,
        options: dict[str, Any] | None = None,
        match: PairMatch | None = None,
        group: Group = OAKLEY_1024,
    ) -> None:
        game = pair_game(game_id)
        if game is None:
            raise ValueError(f"{game_id} does not run peek-proof")
        super().__init__(changed=changed, later=later, clock=clock)
        self.game = game
        self.role: Role = role
        self.game_id = game_id
        self.seat = seat
        """This browser's seat."""
        self.kinds = list(kinds)
        self.names = list(names)
        self.bot = bot
        """The computer player of this browser's seat (``None``: a person here plays it)."""
        self.options = dict(options or {})
        self.network = network
        self.ice = ice
        self._store = store
        self.group = group
        self.match_id = match_id or secrets.token_urlsafe(12)
        self.token = token
        self.match = match
        self.status: Status = "idle"
        self.code = ""
        self.reason = ""
        self.error = ""
        """The last pasted code's problem, or why this seat's own move was refused."""
        self.link = ""
        self._next = 0
        self.joined = False
        """The handshake on the current link is done (messages of the match may flow)."""
        self.deal_ms: float | None = None
        """From this seat's start of the match to its deal done, in ms (wall, page's clock)."""
        self._started_at: float | None = None
        self.stored = 0
        """Characters written to storage."""

    # ------------------------------------------------------------ facts
    @property
    def other(self) -> int:
        """The other seat."""
        return 1 - self.seat

    @property
    def key(self) -> str:
        """Where this room is stored (the host's local storage, a guest's session storage)."""
        return HOST_KEY if self.role == "host" else GUEST_KEY

    @property
    def verdict(self) -> Verdict | None:
        """The match's end: verified, or the seat found cheating."""
        return self.match.verdict if self.match is not None else None

    def can_play(self) -> bool:
        """Whether this browser's seat may play now."""
        return self.match is not None and not self.busy and self.match.can_act()

    def over(self) -> bool:
        """Whether the game is over (every card this seat was shown is open, nobody acts)."""
        match = self.match
        return match is not None and match.partial is not None and match.settled() and not match.to_act()

    def phase(self) -> str:
        """``lobby`` (no guest yet), ``dealing``, ``playing`` or ``over``."""
        match = self.match
        if match is None:
            return "lobby"
        if self.over() or match.verdict is not None:
            return "over"
        if match.partial is None or not match.opened:
            return "dealing"
        return "playing"

    def owed(self) -> tuple[int, str] | None:
        """The other seat, if the match waits for it, and what it owes."""
        found = None if self.match is None else self.match.waiting_for()
        return None if found is None or found[0] == self.seat else found

    # ------------------------------------------------------------ host: invites
    def open(self) -> None:
        """Host: make the invite for the remote seat (again after a reload or a lost link)."""
        self._new_link()
        self.status, self.code, self.reason = "gathering", "", ""
        self.network.offer(self.link, self.ice)
        self.store()

    def _new_link(self) -> None:
        if self.link:
            self.network.close(self.link)
        self._next += 1
        self.link = f"{self.other if self.role == 'host' else 'host'}.p{self._next}"
        self.joined = False

    def accept(self, text: str) -> str:
        """Host: the guest's answer code pasted; returns a problem (empty if fine)."""
        return take_answer(self, text, self.network, self.open)

    # ------------------------------------------------------------ guest: joining
    def join(self, text: str) -> str:
        """Guest: answer an invite code (or link); returns a problem (empty if fine)."""
        return answer_invite(self, text, self.network, self.ice, self._new_link, self.changed)

    def adopt(self, link: str, welcome: PeekWelcome) -> None:
        """Guest: take over a link whose host welcomed us into a peek-proof match (a first join)."""
        self.link, self.status = link, "connected"
        self._welcomed(welcome)

    # ------------------------------------------------------------ network events
    def on_description(self, link: str, sdp_text: str) -> None:
        """The link's offer (host) or answer (guest) is gathered: its code."""
        if link != self.link:
            return
        take_description(self, sdp_text, lambda problem: self.on_failed(link, problem), self.changed)

    def on_open(self, link: str, window: bool = False) -> None:
        """The data channel opened: a returning guest says ``peek_hello``; the host waits for a hello."""
        if link != self.link:
            return
        self.status = "connecting"
        if self.role == "guest" and self.token is not None:
            hello = PeekHello(name=self.names[self.seat][:40], match=self.match_id, token=self.token)
            self._send_text(encode_peek(hello))
        self.changed()

    def on_message(self, link: str, text: str) -> None:
        """A message from the peer: validated first; a malformed or unexpected one changes nothing."""
        if link != self.link:
            return
        self._note_received(text)
        try:
            message = parse_peek(text)
        except ProtocolError as exc:
            if self.role == "host" and not self.joined and '"hello"' in text:
                self._first_hello(text, exc)
                return
            self._refuse(exc.code, exc.reason)
            return
        if isinstance(message, Bye):
            why = reasons.peer_said(message.reason) or reasons.reason("link.closed")
            self.status, self.reason = "failed", why
            self.joined = False
            self.changed()
        elif isinstance(message, PeekHello):
            self._peek_hello(message)
        elif isinstance(message, PeekWelcome):
            if self.role != "guest" or message.match != self.match_id or message.token != self.token:
                self._refuse("unexpected", "a welcome to another match")
                return
            self._welcomed(message)
        elif isinstance(message, (PeekData, SideData)):
            if not self.joined or self.match is None:
                self._refuse("not_joined", "a match message before the welcome")
                return
            if message.type != wire_of(self.match):
                self._refuse("unexpected", f"a {message.type} message in a match of another kind")
                return
            body = body_of(message) if isinstance(message, PeekData) else side_body_of(message)
            match = self.match
            self._enqueue(lambda: match.receive_job(body), body["t"])

    def on_closed(self, link: str, reason: str) -> None:
        """The link was lost: the host makes a fresh invite; a guest waits for one."""
        if link != self.link:
            return
        self.joined = False
        self.status, self.reason = (
            "failed",
            reason or reasons.reason("link.guest_left" if self.role == "host" else "link.host_lost"),
        )
        if self.role == "host":
            reason_kept = self.reason
            self.open()
            self.reason = reason_kept
        self.changed()

    def on_failed(self, link: str, reason: str) -> None:
        """The link could not be made."""
        if link != self.link:
            return
        link_failed(self, self.network, reason, self.changed)

    def on_refused(self, why: str) -> None:
        """An envelope of another window (BroadcastChannel): peek-proof rooms take none."""

    # ------------------------------------------------------------ the handshake
    def _first_hello(self, text: str, peek_problem: ProtocolError) -> None:
        """Host: a first-time guest's ordinary ``hello``."""
        try:
            hello = parse_from_guest(text)
        except ProtocolError as exc:
            self._refuse(exc.code, exc.reason)
            return
        if not isinstance(hello, Hello) or hello.role != "player":
            self._bye(reasons.reason("bye.taken_over"))
            return
        if self.token is not None:  # somebody joined this match before: only its token comes back
            if hello.token != self.token:
                self._bye(reasons.reason("bye.taken_over"))
                return
        else:
            self.token = secrets.token_urlsafe(18)
        self.names[self.other] = hello.name
        self._welcome()

    def _peek_hello(self, hello: PeekHello) -> None:
        if self.role == "host" and self.joined:  # replayed on a link that is up: a welcome and a resend each
            self._refuse("unexpected", "a hello on a link that is up")
            return
        if self.role != "host" or hello.match != self.match_id or hello.token != self.token:
            self._refuse("bad_token", "a returning guest of another match")
            self._bye(reasons.reason("bye.taken_over"))
            return
        self._welcome()

    def _welcome(self) -> None:
        assert self.token is not None
        resume = self.match is not None
        welcome = PeekWelcome(
            game=self.game_id,
            options=self.options,
            seat=self.other,
            match=self.match_id,
            token=self.token,
            names=[n[:40] or "?" for n in self.names],
            resume=resume,
        )
        self.status, self.reason, self.joined = "connected", "", True
        if self.match is None:
            self.match = new_pair(
                self.game, seat=self.seat, match=self.match_id, options=self.options, group=self.group
            )
        self.store()
        self._send_text(encode_peek(welcome))
        self._begin(resume)
        self.changed()

    def _welcomed(self, welcome: PeekWelcome) -> None:
        """Guest: the host's welcome (a first join, or after a reload of either side).

        Once joined, a welcome on the same link is refused, and a welcome back to a match
        under way must keep its seat and options: another seat would leave the stored
        room's seat at odds with its match, which a reload could then not restore.
        """
        if self.joined:
            self._refuse("unexpected", "a welcome on a link that is up")
            return
        if self.match is not None and (welcome.seat != self.seat or dict(welcome.options) != self.options):
            self._refuse("unexpected", "a welcome back to this match with another seat or options")
            return
        self.status = "connected"
        self.token, self.match_id = welcome.token, welcome.match
        self.seat, self.options, self.names = welcome.seat, dict(welcome.options), list(welcome.names)
        self.kinds = ["remote", "remote"]
        self.kinds[self.seat] = "local"
        self.joined = True
        resume = self.match is not None
        if self.match is None:
            self.match = new_pair(
                self.game, seat=self.seat, match=self.match_id, options=self.options, group=self.group
            )
        self.store()
        self._begin(resume)
        self.changed()

    def _begin(self, resume: bool) -> None:
        """Start the match, or send again what the other side may have missed (and finish an audit)."""
        match = self.match
        assert match is not None
        if self._started_at is None and not match.deck.dealt:  # a deal done before a reload is not timed
            self._started_at = self.clock()
        self._enqueue(match.start_job, "start")  # again after a reload: a pass not yet sent is made
        if resume:
            self._enqueue(lambda: Job(iter(()), match.resend), "resend")
            self._enqueue(lambda: Job(drain_job(match.audit_job()), list), "audit")

    def _bye(self, reason: str) -> None:
        self._send_text(encode_peek(Bye(reason=reason)))

    def _refuse(self, code: str, reason: str) -> None:
        self._note_refusal(code, reason)

    # ------------------------------------------------------------ this seat's moves
    def play(self, action: Any) -> str:
        """This browser's seat plays ``action``; returns a problem (empty if it was taken)."""
        match = self.match
        if match is None or not self.can_play():
            return reasons.reason("play.not_connected") if match is None else "not your move now"
        if action not in match.legal():
            return f"not a legal action now: {action!r}"
        self._enqueue(lambda: match.play_job(action), "play")
        return ""

    def give_up(self) -> Verdict | None:
        """End a match the other side stalls (it withholds a key or its seed): the verdict names it."""
        if self.match is None or self.busy:
            return None
        try:
            verdict = self.match.give_up()
        except ValueError:
            return None
        self.store()
        self.changed()
        return verdict

    # ------------------------------------------------------------ the work in slices
    def _enqueue(self, make: Callable[[], Job[list[dict[str, Any]]]], label: str) -> None:
        self.work.add(label, make)
        self._kick()

    def _failed(self, label: str, exc: Exception) -> None:
        """A job raised: our own move no longer legal (nothing was sent), or the match blames."""
        if isinstance(exc, IllegalAction) and label == "play":
            self.error = str(exc)
        else:
            self.error = f"{type(exc).__name__}: {exc}"[:300]

    def _done(self, label: str, out: list[dict[str, Any]]) -> None:
        """A job ended: store the match first, then send its messages (save before send)."""
        match = self.match
        if (
            self.deal_ms is None
            and match is not None
            and match.deck.dealt
            and match.opened
            and self._started_at is not None
        ):
            self.deal_ms = (self.clock() - self._started_at) * 1000.0
        self.store()
        encode = side_encode if wire_of(self.match) == "side" else encode_body
        for body in out:
            self._send_text(encode(body))

    def _send_text(self, text: str) -> None:
        self._note_sent(text)
        self.network.send(self.link, text)

    # ------------------------------------------------------------ storage
    def to_stored(self) -> StoredPeek:
        """The room as this browser stores it (the match with its secret seed: it stays here)."""
        return StoredPeek(
            format="pharaoh-peek-host" if self.role == "host" else "pharaoh-peek-guest",
            game=self.game_id,
            seat=self.seat,
            kinds=self.kinds,
            bot=self.bot,
            names=[n[:40] or "?" for n in self.names],
            match_id=self.match_id,
            token=self.token,
            options=self.options,
            match=self.match.to_json() if self.match is not None else None,
        )

    def store(self) -> None:
        """Keep the room in the browser's storage."""
        text = self.to_stored().model_dump_json()
        self.stored += len(text)
        self._store(self.key, text)

    def close(self) -> None:
        """Say goodbye and close the link (the stored room stays, to resume)."""
        if self.link:
            if self.joined:
                self._bye(reasons.reason("bye.host_left" if self.role == "host" else "bye.page_closed"))
            self.network.close(self.link)
        self.joined = False

    # ------------------------------------------------------------ for the screens
    def hook(self) -> dict[str, Any]:
        """The room as the test hook shows it."""
        verdict = self.verdict
        match = self.match
        return {
            "role": self.role,
            "model": "peek-proof",
            "phase": self.phase(),
            "seat": self.seat,
            "status": self.status,
            "answer": {"status": self.status, "code": self.code, "reason": self.reason, "error": self.error},
            "invites": {
                str(self.other): {
                    "status": self.status,
                    "code": self.code,
                    "reason": self.reason,
                    "error": self.error,
                }
            }
            if self.role == "host"
            else {},
            **self._match_card(verdict, len(match.moves) if match is not None else 0),
            "refused": self.refused,
            "refusals": list(self.refusals),
            "deal_ms": None if self.deal_ms is None else round(self.deal_ms),
            "longest_slice_ms": round(self.longest_slice_ms, 1),
            "longest_slice_work": self.longest_slice_work,
            "slow_slices": self.slow_slices,
            "slices": self.slices,
            "sent": [self.sent, self.sent_bytes],
            "received": [self.received, self.received_bytes],
        }


def restore(
    text: str,
    *,
    network: Network,
    ice: IceSetting,
    store: Callable[[str, str], None],
    changed: Callable[[], None],
    later: Later,
    clock: Callable[[], float] = time.perf_counter,
    groups: dict[str, Group] | None = None,
) -> PeekRoom:
    """A stored room read back: validated (pydantic), the match re-checked and replayed.

    Raises ``ValueError`` (a :class:`ProtocolError`, :class:`FairPlayError` or
    :class:`IllegalAction`) saying why it cannot be resumed.
    """
    return restore_job(
        text,
        network=network,
        ice=ice,
        store=store,
        changed=changed,
        later=later,
        clock=clock,
        groups=groups,
    ).result()


def restore_job(
    text: str,
    *,
    network: Network,
    ice: IceSetting,
    store: Callable[[str, str], None],
    changed: Callable[[], None],
    later: Later,
    clock: Callable[[], float] = time.perf_counter,
    groups: dict[str, Group] | None = None,
) -> Job[PeekRoom]:
    """:func:`restore` as a job for the page's slices (``run`` raises what :func:`restore` raises).

    The text is validated (pydantic) in the first unit, then the match is re-checked a card,
    a key, a move at a time.
    """
    env = room_env(network=network, ice=ice, store=store, changed=changed, later=later, clock=clock)
    return job_of(_restore_steps(text, groups, env))


def _restore_steps(
    text: str, groups: dict[str, Group] | None, env: dict[str, Any]
) -> Generator[None, None, PeekRoom]:
    from pharaoh.fair.group import GROUPS

    stored = read_stored(text)
    game = pair_game(stored.game)
    if game is None:
        raise ProtocolError("bad_field", f"stored peek-proof room of a game that has none: {stored.game}")
    match = None
    if stored.match is not None:
        yield
        with stored_match_errors():
            job = load_pair_job(game, stored.match, groups or GROUPS)
            while not job.run(1):
                yield
            match = job.result()
        if match.seat != stored.seat or match.match != stored.match_id:
            raise ProtocolError("bad_field", "stored peek-proof match of another seat or match")
    role: Role = "host" if stored.format == "pharaoh-peek-host" else "guest"
    return PeekRoom(
        role=role,
        game_id=stored.game,
        seat=stored.seat,
        kinds=list(stored.kinds),
        names=list(stored.names),
        match_id=stored.match_id,
        token=stored.token,
        bot=stored.bot,
        options=dict(stored.options),
        match=match,
        group=match.group if match is not None else OAKLEY_1024,
        **env,
    )
