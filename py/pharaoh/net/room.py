"""The rooms of remote play: the host's and the guest's side of connecting and playing.

Pure Python over a :class:`Network` (the page gives WebRTC and BroadcastChannel links;
tests give fakes).  A room asks the network for links and reacts to what the network
reports back (``on_description``, ``on_open``, ``on_message``, ``on_closed``,
``on_failed``); it keeps, per invite, the step it is at and why a step failed, so the
screens only read it.  Everything the host's authority decides is :class:`Host`'s;
everything a guest keeps is :class:`Guest`'s.  This module needs pydantic (through them):
the page loads it once remote play is opened.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pharaoh.engine.game import Event, Seat
from pharaoh.net import reasons, sdp
from pharaoh.net.guest import SENT_CHUNK, SHOWN_CHUNK, Guest
from pharaoh.net.host import LOG_CHUNK, Host, Outgoing
from pharaoh.net.host import Invite as Target
from pharaoh.net.ice import IceSetting
from pharaoh.net.messages import Bye, Error, HostMessage, ProtocolError, encode_message
from pharaoh.net.storage import GUEST_KEY, HOST_KEY, log_key, sent_key, shown_key
from pharaoh.net.windows import link_key
from pharaoh.saves import SaveError

Status = Literal["idle", "gathering", "waiting", "connecting", "connected", "failed"]
"""The steps of one connection: see ``docs/remote-play.md``."""


@dataclass(frozen=True)
class Limits:
    """How much a guest's link may send before it is throttled, then dropped.

    Each link has two buckets of tokens: every message takes one of ``burst`` (refilled at
    ``rate`` a second; given back when the message was a move the match took), every
    ``hello`` and ``bye`` also one of ``joins`` (refilled at ``joins_rate``).  A message
    finding its bucket empty is ignored (throttled); after ``strikes`` of those since the
    bucket was last full, the link is dropped with a reason the host sees.  New links from
    windows of this browser share one bucket (``windows``).
    """

    rate: float = 20.0
    burst: float = 60.0
    joins_rate: float = 0.2
    joins: float = 6.0
    strikes: int = 100
    windows_rate: float = 0.2
    windows: float = 8.0


@dataclass
class _Bucket:
    size: float
    rate: float
    tokens: float
    at: float

    def take(self, now: float) -> bool:
        self.tokens = min(self.size, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


@dataclass
class _Meter:
    """One link's buckets and how often it ran dry."""

    messages: _Bucket
    joins: _Bucket
    strikes: int = 0
    throttled: int = 0


@dataclass
class Work:
    """What the host's room did for its guests, in bytes (a measure of cost that needs no clock)."""

    messages: int = 0
    """Messages from guests handled."""
    throttled: int = 0
    """Messages from guests ignored because their link sent too many."""
    encoded: int = 0
    """Bytes of messages encoded for sending, and of the stored room's head built."""
    stored: int = 0
    """Bytes written to storage."""
    sent: int = 0
    """Messages sent."""
    dropped: list[str] = field(default_factory=list)
    """Why links were dropped (the host's page shows these)."""
    refused: int = 0
    """Messages refused: error replies to guests, and envelopes of other windows ignored."""
    refusals: list[str] = field(default_factory=list)
    """The latest refusals, ``"<who>: <code>"`` (the host's page shows the last one)."""


class Network(Protocol):
    """The links a room can ask for (WebRTC data channels or a BroadcastChannel)."""

    def offer(self, link: str, ice: IceSetting) -> None:
        """Create a connection with a data channel; report its gathered offer with ``on_description``."""
        ...

    def accept(self, link: str, answer_sdp: str) -> None:
        """Give the offering connection its answer; ``on_open`` follows (or ``on_failed``)."""
        ...

    def answer(self, link: str, offer_sdp: str, ice: IceSetting) -> None:
        """Create a connection answering an offer; report its gathered answer with ``on_description``."""
        ...

    def send(self, link: str, text: str) -> None:
        """Send one message on an open link (dropped silently if it is not open)."""
        ...

    def close(self, link: str) -> None:
        """Close a link (no ``on_closed`` follows)."""
        ...


class Events(Protocol):
    """What a network reports to a room."""

    def on_description(self, link: str, sdp_text: str) -> None:
        """The link's local description, with every candidate gathered."""
        ...

    def on_open(self, link: str, window: bool = False) -> None:
        """The data channel opened (``window``: a BroadcastChannel peer, host side)."""
        ...

    def on_message(self, link: str, text: str) -> None:
        """One message arrived."""
        ...

    def on_closed(self, link: str, reason: str) -> None:
        """The link closed or was lost."""
        ...

    def on_failed(self, link: str, reason: str) -> None:
        """The link could not be made."""
        ...

    def on_refused(self, why: str) -> None:
        """An envelope of another window was ignored (forged, malformed, not ours), and why."""
        ...


@dataclass
class InviteCard:
    """One invite card of the host: a seat's (key ``"0"``, ``"1"``...) or the spectators'."""

    key: str
    link: str
    status: Status = "gathering"
    code: str = ""
    reason: str = ""
    error: str = ""
    """The last pasted answer's problem (the card stays usable)."""

    @property
    def target(self) -> Target:
        """What the connection was opened for, in :class:`Host` terms."""
        return "spectator" if self.key == "spectator" else int(self.key)


NO_ADDRESS = reasons.reason("link.no_address")
"""The reason given when gathering found no candidate."""


def _candidates_problem(sdp_text: str) -> str:
    try:
        description = sdp.parse(sdp_text)
    except sdp.SdpError as exc:
        return str(exc)
    return "" if description.candidates else NO_ADDRESS


class HostRoom:
    """The host's room: invites, links, the authority, storage after every action."""

    def __init__(
        self,
        host: Host,
        network: Network,
        ice: IceSetting,
        store: Callable[[str, str], None],
        changed: Callable[[tuple[Event, ...]], None],
        *,
        clock: Callable[[], float] = time.monotonic,
        limits: Limits | None = None,
    ) -> None:
        self.host = host
        self.network = network
        self.ice = ice
        self._store = store
        self.changed = changed
        """Called after anything changed: with the match's new events (unfiltered) when it moved."""
        self.invites: dict[str, InviteCard] = {}
        self.links: dict[str, str] = {}
        """Open links -> invite key (or ``"window"`` for a BroadcastChannel peer)."""
        self._next = 0
        self.closed = False
        self.clock = clock
        """Seconds (monotonic): what the throttle measures rates with."""
        self.limits = limits or Limits()
        self.work = Work()
        """What the guests' messages cost so far (tests and benchmarks read it)."""
        self._meters: dict[str, _Meter] = {}
        self._windows = _Bucket(self.limits.windows, self.limits.windows_rate, self.limits.windows, clock())
        self._parts = 0
        """How many parts of the moves are stored apart (written once each)."""
        self._head = ""
        self._encoded: tuple[HostMessage, str] | None = None

    # ------------------------------------------------------------ invites
    def open(self) -> None:
        """Make an invite for every remote seat nobody plays now, and store the room."""
        for seat in self.host.invites_needed():
            key = str(seat)
            if key not in self.invites or self.invites[key].status == "failed":
                self.new_invite(key)
        self.store()

    def new_invite(self, key: str) -> InviteCard:
        """Start (or restart) the invite ``key``: a new link, gathering its offer."""
        old = self.invites.get(key)
        if old is not None and old.link not in self.links:
            self.network.close(old.link)
        self._next += 1
        invite = InviteCard(key, f"{key}.{self._next}")
        self.invites[key] = invite
        self.network.offer(invite.link, self.ice)
        return invite

    def accept(self, key: str, text: str) -> str:
        """The host pasted a guest's answer into invite ``key``; returns a problem (empty if fine)."""
        invite = self.invites.get(key)
        if invite is None:
            return "no such invite"
        if invite.status not in ("waiting", "connecting", "failed"):
            invite.error = reasons.reason("invite.not_waiting")
            return invite.error
        try:
            description = sdp.read_code(text)
        except sdp.SdpError as exc:
            invite.error = reasons.reason("invite.answer_unreadable", error=exc)
            return invite.error
        if not description.answer:
            invite.error = reasons.reason("invite.is_invite")
            return invite.error
        if invite.status != "waiting":
            invite = self.new_invite(key)  # a failed or stuck attempt: the guest needs this new code
            invite.error = reasons.reason("invite.renewed")
            return invite.error
        invite.error, invite.status = "", "connecting"
        self.network.accept(invite.link, sdp.render(description))
        return ""

    def _invite_of(self, link: str) -> InviteCard | None:
        for invite in self.invites.values():
            if invite.link == link:
                return invite
        return None

    # ------------------------------------------------------------ network events
    def on_description(self, link: str, sdp_text: str) -> None:
        """An offer is ready: turn it into the invite's code."""
        invite = self._invite_of(link)
        if invite is None or invite.status != "gathering":
            return
        problem = _candidates_problem(sdp_text)
        if problem:
            self._fail(invite, problem)
            return
        invite.code, invite.status = sdp.compress(sdp_text), "waiting"
        self.changed(())

    def on_open(self, link: str, window: bool = False) -> None:
        """A link opened: the guest speaks first (``hello``)."""
        target: Target = "any"
        key = "window"
        invite_key = link_key(link)
        if window and invite_key is not None:  # a window of this browser, on one invite's channel
            target = "spectator" if invite_key == "spectator" else int(invite_key)
        if not window:
            invite = self._invite_of(link)
            if invite is None:
                self.network.close(link)
                return
            invite.status, invite.reason, key, target = "connected", "", invite.key, invite.target
        elif not self._windows.take(self.clock()):
            self.network.close(link)  # windows of this browser opening links faster than people do
            self._note_drop(reasons.reason("who.window"), reasons.reason("link.windows_flood"))
            return
        now = self.clock()
        limits = self.limits
        self._meters[link] = _Meter(
            _Bucket(limits.burst, limits.rate, limits.burst, now),
            _Bucket(limits.joins, limits.joins_rate, limits.joins, now),
        )
        self.links[link] = key
        refused = self.host.connect(link, target)
        self._send(refused)
        if link not in self.host.peers:  # the room is full: the link goes
            self.links.pop(link, None)
            self._meters.pop(link, None)
            self.network.close(link)
        self.changed(())

    def on_message(self, link: str, text: str) -> None:
        """A guest's message: the authority decides, the answers go out, the match is stored."""
        if link not in self.links:
            return
        if not self._admit(link, text):
            return
        self.work.messages += 1
        before = self._log_size()
        state_id = self.host.stored_actions()
        mark = self._mark()
        self._send(self.host.handle(link, text))
        meter = self._meters.get(link)
        if meter is not None and self.host.stored_actions() > state_id:
            # a move the match took is play, not flooding: a guest may play as fast as it likes
            meter.messages.tokens = min(meter.messages.size, meter.messages.tokens + 1.0)
        if self._mark() == mark and self._log_size() == before:
            self.store()  # a ping, a sync, a refused message: the screen shows nothing new
            return
        self._after(before)

    def _mark(self) -> tuple[Any, ...]:
        """What the host's screen shows of the room: a message that leaves it alone redraws nothing."""
        host = self.host
        seats = tuple((s.peer is None, s.claimed, s.stand_in) for s in host.slots)
        return (
            host.phase,
            host.stored_actions(),
            seats,
            len(host.peers),
            len(host.verdicts),
            host.round.number,
        )

    def _admit(self, link: str, text: str) -> bool:
        """Whether the link may be heard now; a link that keeps flooding is dropped."""
        meter = self._meters.get(link)
        if meter is None:
            return True
        now = self.clock()
        allowed = meter.messages.take(now)
        if allowed and ('"hello"' in text or '"bye"' in text):  # joins cost the most: their own bucket
            allowed = meter.joins.take(now)
        if meter.messages.tokens >= meter.messages.size - 1 and meter.joins.tokens >= 1.0:
            meter.strikes = 0
        if allowed:
            return True
        meter.strikes += 1
        meter.throttled += 1
        self.work.throttled += 1
        if meter.strikes >= self.limits.strikes:
            self._drop_flooder(link, meter)
        return False

    def _drop_flooder(self, link: str, meter: _Meter) -> None:
        peer = self.host.peers.get(link)
        who = reasons.reason("who.guest")
        if peer is not None and peer.seat is not None:
            who = reasons.reason("who.seat", seat=peer.seat + 1)
        elif peer is not None and peer.spectator:
            who = reasons.reason("who.spectator")
        reason = reasons.reason("bye.flooded", rate=f"{self.limits.rate:.0f}", n=meter.throttled)
        self.network.send(link, encode_message(Bye(reason=reason)))
        self.network.close(link)
        self._note_drop(who, reason)
        self.on_closed(link, reason)

    def _note_drop(self, who: str, reason: str) -> None:
        self.work.dropped = [*self.work.dropped[-7:], f"{who}: {reason}"]

    def _who(self, link: str) -> str:
        peer = self.host.peers.get(link)
        if peer is not None and peer.seat is not None:
            return f"seat {peer.seat + 1}"
        return "spectator" if peer is not None and peer.spectator else "guest"

    def on_refused(self, why: str) -> None:
        """An envelope on a window channel was ignored (a forged or malformed sender): counted."""
        self._note_refusal("window", why)

    def _note_refusal(self, who: str, code: str) -> None:
        self.work.refused += 1
        if not self.work.refusals or self.work.refusals[-1] != f"{who}: {code}":
            self.work.refusals = [*self.work.refusals[-7:], f"{who}: {code}"]

    def on_closed(self, link: str, reason: str) -> None:
        """A link was lost: its seat shows as dropped and gets a fresh invite."""
        key = self.links.pop(link, None)
        self._meters.pop(link, None)
        if key is None:
            invite = self._invite_of(link)
            if invite is not None and invite.status in ("gathering", "waiting", "connecting"):
                self._fail(invite, reason or reasons.reason("link.closed"))
            return
        before = self._log_size()
        self._send(self.host.disconnect(link))
        invite = self.invites.get(key)
        if invite is not None and invite.link == link and not self.closed:
            if key == "spectator" or self.host.phase == "over":
                invite.status, invite.reason = "failed", reason or reasons.reason("link.guest_left")
            else:
                self.new_invite(key).reason = reason or reasons.reason("link.guest_left")
        self._after(before)

    def on_failed(self, link: str, reason: str) -> None:
        """A link could not be made (gathering or connecting failed)."""
        if link in self.links:
            self.on_closed(link, reason)
            return
        invite = self._invite_of(link)
        if invite is not None:
            self._fail(invite, reason)

    def _fail(self, invite: InviteCard, reason: str) -> None:
        invite.status, invite.reason = "failed", reason
        self.network.close(invite.link)
        self.changed(())

    # ------------------------------------------------------------ the host page's own moves
    def played(self, out: Outgoing) -> None:
        """The page played a local or computer seat: send the updates and store the match."""
        self._send(out)
        self.store()

    def stand_in(self, seat: Seat, on: bool) -> None:
        """Let a computer play a remote seat until its guest returns (or stop)."""
        try:
            out = self.host.set_stand_in(seat, on)
        except ValueError:
            return
        before = self._log_size()
        self._send(out)
        self._after(before)

    def _log_size(self) -> int:
        return len(self.host.match.log) if self.host.match is not None else -1

    def _after(self, before: int) -> None:
        match = self.host.match
        events: tuple[Event, ...] = ()
        if match is not None:
            events = tuple(match.log[max(0, before) :]) if before >= 0 else ()
        self.store()
        self.changed(events)

    def _send(self, out: Outgoing) -> None:
        encoded: dict[int, str] = {}  # a message going to several peers is encoded once
        for peer, message in out:
            if peer not in self.links:
                continue
            text = encoded.get(id(message))
            if text is None:
                text = self._encode(message)
                encoded[id(message)] = text
            if isinstance(message, Error):
                self._note_refusal(self._who(peer), message.code)
            self.work.sent += 1
            self.network.send(peer, text)

    def _encode(self, message: HostMessage) -> str:
        if self._encoded is not None and self._encoded[0] is message:
            return self._encoded[1]  # the same big message again (the final record for a rejoin)
        text = encode_message(message)
        self.work.encoded += len(text)
        if len(text) > 4096:
            self._encoded = (message, text)
        return text

    def store(self) -> None:
        """Keep the room in the browser's storage: the head, and each full part of the moves once.

        The first moves are stored apart in parts of :data:`~pharaoh.net.host.LOG_CHUNK`
        (keys :func:`log_key`), each written once when it fills up, before the head that
        counts it; the head holds the rest.  So a write costs the same at any length of
        the game, and a reload at any moment finds every move.  Nothing is written when
        nothing changed.
        """
        host = self.host
        full = host.stored_actions() // LOG_CHUNK
        self._parts = min(self._parts, full)  # an undo went back into a written part: write it anew
        while self._parts < full:
            part = host.log_part(self._parts)
            self.work.encoded += len(part)
            self._write(log_key(self._parts), part)
            self._parts += 1
        head = host.to_json(apart=full * LOG_CHUNK)
        self.work.encoded += len(head)
        if head != self._head:
            self._write(HOST_KEY, head)
            self._head = head

    def _write(self, key: str, value: str) -> None:
        self.work.stored += len(key) + len(value)
        self._store(key, value)

    def close(self) -> None:
        """Close every link (the stored match stays, to resume)."""
        self.closed = True
        for link in list(self.links):
            self.network.send(link, encode_message(Bye(reason=reasons.reason("bye.host_left"))))
        for link in {*self.links, *(i.link for i in self.invites.values())}:
            self.network.close(link)
        self.links.clear()

    # ------------------------------------------------------------ for the screens
    def hook(self) -> dict[str, Any]:
        """The room as the test hook shows it."""
        return {
            "role": "host",
            "phase": self.host.phase,
            "invites": {
                k: {"status": i.status, "code": i.code, "reason": i.reason, "error": i.error}
                for k, i in self.invites.items()
            },
            "seats": [s.model_dump() for s in self.host.seat_table()],
            "verdicts": {k: [ok, reason] for k, (ok, reason) in self.host.verdicts.items()},
            "refused": self.work.refused,
            "refusals": list(self.work.refusals),
        }


def restore_host(
    blob: str | None, load: Callable[[str], str | None] | None = None
) -> tuple[Host | None, str]:
    """The stored host match, if any: ``(host, "")``, ``(None, reason)`` or ``(None, "")`` if none.

    ``load`` reads the parts of the moves stored apart (:func:`log_key`).
    """
    if not blob:
        return None, ""
    try:
        return Host.from_json(blob, parts=(lambda i: load(log_key(i))) if load is not None else None), ""
    except SaveError as exc:
        return None, str(exc)
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:  # never let storage stop the page
        return None, f"the stored room cannot be read ({type(exc).__name__})"


class GuestRoom:
    """A guest's side: one link to the host, the answer code, the :class:`Guest`."""

    def __init__(
        self,
        guest: Guest,
        network: Network,
        ice: IceSetting,
        store: Callable[[str, str], None],
        changed: Callable[[tuple[Event, ...]], None],
    ) -> None:
        self.guest = guest
        self.network = network
        self.ice = ice
        self._store = store
        self.changed = changed
        """Called after anything changed, with the new events this seat may see."""
        self.status: Status = "idle"
        self.code = ""
        self.reason = ""
        self.error = ""
        """The last pasted invite's problem."""
        self.link = ""
        self._next = 0
        self.problems = 0
        """How many messages from the host were refused as malformed."""
        self._stored_guest: Guest | None = None
        self._parts = 0
        """How many parts of the guest's screen digests are stored apart (written once each)."""
        self._sent_parts = 0
        """How many parts of the actions it sent are stored apart (written again only after a refusal)."""
        self.stored = 0
        """Characters written to storage (tests read it)."""

    def join(self, text: str) -> str:
        """Answer an invite code (or link); returns a problem (empty if fine)."""
        try:
            description = sdp.read_code(text)
        except sdp.SdpError as exc:
            self.error = reasons.reason("invite.unreadable", error=exc)
            self.changed(())
            return self.error
        if description.answer:
            self.error = reasons.reason("invite.is_answer")
            self.changed(())
            return self.error
        self._new_link()
        self.error, self.status, self.reason, self.code = "", "gathering", "", ""
        self.network.answer(self.link, sdp.render(description), self.ice)
        self.changed(())
        return ""

    def join_window(self, link: str) -> None:
        """Join through a BroadcastChannel link the page opened (no codes)."""
        self.link, self.status = link, "connecting"

    def _new_link(self) -> None:
        if self.link:
            self.network.close(self.link)
        self._next += 1
        self.link = f"host.{self._next}"

    def on_description(self, link: str, sdp_text: str) -> None:
        """Our answer is ready: its code goes back to the host."""
        if link != self.link or self.status != "gathering":
            return
        problem = _candidates_problem(sdp_text)
        if problem:
            self.on_failed(link, problem)
            return
        self.code, self.status = sdp.compress(sdp_text), "waiting"
        self.changed(())

    def on_open(self, link: str, window: bool = False) -> None:
        """Connected: say hello (with our token after a reload)."""
        if link != self.link:
            return
        self.status = "connecting"
        self.network.send(link, self.guest.hello())
        self.changed(())

    def on_message(self, link: str, text: str) -> None:
        """A message from the host: validated by the guest, replies sent, the guest stored."""
        if link != self.link:
            return
        try:
            replies = self.guest.receive(text)
        except ProtocolError:
            self.problems += 1
            return
        for reply in replies:
            self.network.send(link, reply)
        if self.guest.game is None and self._retry_hello():
            return
        if self.guest.game is not None and self.status != "connected":
            self.status, self.reason = "connected", ""
        if self.guest.closed is not None:
            self.status, self.reason = "failed", self.guest.closed
        self.store()
        data = json.loads(text)  # valid: the guest accepted it
        new = data.get("events", []) if data.get("type") == "update" and not data.get("resync") else []
        self.changed(tuple(Event(str(e["kind"]), dict(e["data"])) for e in new))

    def store(self) -> None:
        """Keep the guest in the tab's storage: each full part of its screen digests once, then the rest.

        A long game's screens are not rewritten after every message, and the stored guest stays
        within the browser's storage quota; a part is written before the head that counts it.
        """
        guest = self.guest
        if guest is not self._stored_guest:  # a new guest (a second hello): its parts from the start
            self._stored_guest, self._parts, self._sent_parts = guest, 0, 0
        full = len(guest.shown) // SHOWN_CHUNK
        while self._parts < full:
            part = guest.shown_part(self._parts)
            self._store(shown_key(self._parts), part)
            self.stored += len(part)
            self._parts += 1
        # the actions sent, the same way; a part whose action the host refused since is written again
        for index in sorted(
            {i // SENT_CHUNK for i in guest.sent_changed if i // SENT_CHUNK < self._sent_parts}
        ):
            self._write_sent(index)
        guest.sent_changed.clear()
        sent_full = len(guest.sent) // SENT_CHUNK
        while self._sent_parts < sent_full:
            self._write_sent(self._sent_parts)
            self._sent_parts += 1
        head = guest.to_json(apart=full * SHOWN_CHUNK, sent_apart=sent_full * SENT_CHUNK)
        self._store(GUEST_KEY, head)
        self.stored += len(head)

    def _write_sent(self, index: int) -> None:
        part = self.guest.sent_part(index)
        self._store(sent_key(index), part)
        self.stored += len(part)

    def _retry_hello(self) -> bool:
        """Before the welcome: a spectator's invite, or a token of another room, gets a second hello."""
        error = self.guest.last_error
        if error is None:
            return False
        guest = self.guest
        spectate = error.code in ("wrong_seat", "no_such_seat") and "spectator" in error.message
        if spectate and guest.role == "player" and guest.token is None:
            self.guest = Guest(guest.name, role="spectator", entropy=guest.entropy)
        elif error.code == "bad_token" and guest.token is not None:
            self.guest = Guest(guest.name, role=guest.role, seat=guest.want_seat, entropy=guest.entropy)
        else:
            self.error = error.message
            self.changed(())
            return True
        self.network.send(self.link, self.guest.hello())
        return True

    def on_closed(self, link: str, reason: str) -> None:
        """The host is gone (or the connection broke)."""
        if link == self.link:
            self.status, self.reason = "failed", reason or reasons.reason("link.host_lost")
            self.changed(())

    def on_refused(self, why: str) -> None:
        """A guest window ignores forged envelopes itself (:class:`~pharaoh.net.windows.WindowGuest`)."""

    def on_failed(self, link: str, reason: str) -> None:
        """The connection could not be made."""
        if link == self.link:
            self.network.close(link)
            self.status, self.reason = "failed", reason
            self.changed(())

    def act(self, text: str) -> str:
        """Send an action for our seat; returns a problem (empty if sent)."""
        if self.status != "connected":
            return reasons.reason("play.not_connected")
        try:
            message = self.guest.act(text)
        except ValueError as exc:
            return str(exc)
        self.guest.last_error = None
        self.store()  # kept before it leaves: a reload right after finds it
        self.network.send(self.link, message)
        return ""

    def undo(self) -> str:
        """Ask the host to take back our seat's last action; returns a problem (empty if sent)."""
        if self.status != "connected":
            return reasons.reason("play.not_connected")
        try:
            message = self.guest.undo()
        except ValueError as exc:
            return str(exc)
        self.guest.last_error = None
        self.network.send(self.link, message)
        return ""

    def close(self) -> None:
        """Say goodbye and close the link."""
        if self.link:
            self.network.send(self.link, self.guest.bye())
            self.network.close(self.link)

    def hook(self) -> dict[str, Any]:
        """The room as the test hook shows it."""
        verdict = self.guest.verdict
        return {
            "role": "guest",
            "phase": self.guest.phase,
            "answer": {"status": self.status, "code": self.code, "reason": self.reason, "error": self.error},
            "seat": self.guest.seat,
            "verified": None if verdict is None else verdict[0],
            "reason": "" if verdict is None else verdict[1],
        }
