"""The host: the one authority of a remote match, around :class:`~pharaoh.engine.match.Match`.

The host's browser holds the whole game.  Guests send short messages (actions in the
game's notation, with the state id they chose them on); :meth:`Host.handle` validates
each one (:mod:`pharaoh.net.messages`), checks who sent it and whether it fits, applies
it, and returns the messages to send: to each peer only its own seat's screen and the
events that seat may see; to spectators the public ones.  Anything wrong gets an
``error`` reply and leaves the match unchanged.

The transport (WebRTC data channels, a BroadcastChannel, or a test's lists) is the
caller's: it reports connections with :meth:`Host.connect` / :meth:`Host.disconnect`,
passes every raw message to :meth:`Host.handle`, and sends what comes back.

A room goes through phases: ``lobby`` (waiting for every remote seat), ``seeding`` (the
fair seed, :mod:`pharaoh.net.fairseed`), ``playing`` and ``over``.  :meth:`Host.to_json`
stores everything (game, seed, seats, tokens, actions) for the browser's storage and
:meth:`Host.from_json` restores it exactly; the guests then rejoin with their tokens.
"""

from __future__ import annotations

import base64
import gc
import hmac
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from pharaoh.engine.bot import Bot
from pharaoh.engine.game import Event, IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.engine.match import Match, Record
from pharaoh.engine.registry import game_ids, get_game
from pharaoh.engine.undo import UndoRefused
from pharaoh.net import fairseed
from pharaoh.net.messages import (
    MAX_ACTIONS,
    MAX_SEATS,
    AbandonWhy,
    Action,
    ActionRef,
    Bye,
    CommitEntry,
    Error,
    ErrorCode,
    EventData,
    GameId,
    GuestMessage,
    Hello,
    Hex64,
    HostMessage,
    Name,
    Notation,
    Options,
    OutcomeData,
    PeerLabel,
    Phase,
    Ping,
    Players,
    Pong,
    ProtocolError,
    Reason,
    RecordData,
    RevealEntry,
    Round,
    Seat,
    SeatInfo,
    SeatKind,
    Seats,
    SeedAbandoned,
    SeedCommit,
    SeedCommits,
    SeedReveal,
    SeedStart,
    SeedValue,
    Sync,
    Token,
    Undo,
    Update,
    Verdict,
    Verify,
    Welcome,
    parse_from_guest,
)
from pharaoh.net.problems import REFUSALS
from pharaoh.net.reasons import reason
from pharaoh.net.screens import update_screen, welcome_screen
from pharaoh.savefile import now_utc
from pharaoh.saves import (
    MAX_STORED_ACTIONS,
    BotName,
    SaveError,
    SeatPlan,
    Timestamp,
    check_seats,
    describe_validation,
    replay_record,
)

Invite = int | Literal["spectator", "any"]
"""What a connection was opened for: one seat's invite, a spectator's, or anything (BroadcastChannel)."""

Outgoing = list[tuple[str, HostMessage]]
"""Messages to send, each with the id of the peer it goes to."""

MAX_PEERS = 32
"""The most connections a room keeps (players, spectators and not yet introduced)."""
FREEZE_AT = 5000
"""From this many actions on, a welcome moves every object alive into the permanent generation
(:func:`gc.freeze`), so a later full garbage collection does not walk the whole long match."""
MAX_SPECTATORS = 8
"""The most spectators a room admits."""
MAX_HOST_JSON = 8 * 1024 * 1024
"""The largest stored host blob accepted."""
LOG_CHUNK = 256
"""The room's moves are stored apart in parts of this many (see :meth:`Host.to_json`)."""
MAX_LOG_PART = 64 * 1024
"""The largest stored part of the moves accepted (256 moves of at most 120 characters fit)."""


class RefusedError(Exception):
    """Why a message is refused: becomes an ``error`` reply."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message


@dataclass
class SeatSlot:
    """The host's record of one seat."""

    kind: SeatKind
    name: str
    bot: str | None = None
    token: str | None = None
    """The resume token of a remote seat."""
    claimed: bool = False
    stand_in: bool = False
    peer: str | None = None
    """The id of the connection playing this remote seat now."""
    floor: int = 0
    """The seat's actions before this index were chosen by a computer standing in: never undone."""


@dataclass
class Peer:
    """One connection to a guest."""

    id: str
    invite: Invite
    seat: Seat | None = None
    spectator: bool = False
    last_pong: int | None = None

    @property
    def joined(self) -> bool:
        """Whether the guest has been welcomed (to a seat or as a spectator)."""
        return self.seat is not None or self.spectator


@dataclass
class SeedRound:
    """The fair-seed round in progress (or the one that made the seed)."""

    number: int = 0
    secret: bytes = b""
    commits: dict[str, str] = field(default_factory=dict)
    reveals: dict[str, str] = field(default_factory=dict)
    commits_sent: bool = False


def _label(seat: Seat) -> str:
    return f"seat{seat}"


def _token(entropy: Callable[[int], bytes]) -> str:
    return base64.urlsafe_b64encode(entropy(18)).decode("ascii")


class Host:
    """The authority of a remote match: seats, peers, the fair seed and the match itself."""

    _verify_made: Verify | None = None
    """The ``verify`` message, once built (a rejoin after the end gets the same object)."""

    def __init__(
        self,
        game_id: str,
        seats: Sequence[SeatPlan],
        options: Mapping[str, Any] | None = None,
        *,
        fair: bool = True,
        entropy: Callable[[int], bytes] = os.urandom,
        created: str | None = None,
    ) -> None:
        players = len(seats)
        check_seats(game_id, players, seats)
        if players > MAX_SEATS:
            raise ValueError(reason("plan.max", n=MAX_SEATS))
        self.game_id = game_id
        self.players = players
        self.options: dict[str, Any] = dict(options or {})
        get_game(game_id).new_game(0, players, self.options)  # fail now on options the game refuses
        self.fair = fair
        self.entropy = entropy
        self.created = created or now_utc()
        self.slots = [
            SeatSlot(p.kind, p.name, p.bot, _token(entropy) if p.kind == "remote" else None) for p in seats
        ]
        self.peers: dict[str, Peer] = {}
        self.phase: Phase = "lobby"
        self.round = SeedRound()
        self.seed: int | None = None
        self.match: Match | None = None
        self.verdicts: dict[str, tuple[bool, str]] = {}
        self.undos = 0
        """How many undos were granted: an action chosen before the latest one is stale."""
        self.to_json()  # validates names and options now, so no message built later can fail on them
        self._maybe_start()

    # ------------------------------------------------------------ the transport's calls

    def connect(self, peer_id: str, invite: Invite = "any") -> Outgoing:
        """Register a connection opened through ``invite``; the guest speaks first, with ``hello``."""
        out = self._drop(peer_id) if peer_id in self.peers else []
        if len(self.peers) >= MAX_PEERS:
            return [*out, (peer_id, self._error("room_full", "the room has no room for another connection"))]
        self.peers[peer_id] = Peer(peer_id, invite)
        return out

    def disconnect(self, peer_id: str) -> Outgoing:
        """Forget a closed connection: its seat is marked as dropped, and everybody is told."""
        return self._drop(peer_id)

    def handle(self, peer_id: str, raw: str | bytes) -> Outgoing:
        """Process one raw message from a peer; returns what to send to whom."""
        peer = self.peers.get(peer_id)
        if peer is None:
            refused = self.connect(peer_id)
            if refused:
                return refused
            peer = self.peers[peer_id]
        try:
            message = parse_from_guest(raw)
        except ProtocolError as exc:
            return [(peer_id, self._error(exc.code, exc.reason))]
        try:
            return self._dispatch(peer, message)
        except RefusedError as exc:
            error = self._error(exc.code, exc.message)
            if isinstance(message, Action):  # name the refused action: its guest crosses it off
                ref = ActionRef(state_id=message.state_id, text=message.text)
                error = error.model_copy(update={"action": ref})
            return [(peer_id, error)]

    # ------------------------------------------------------------ the host's own seats

    def act_local(self, seat: Seat, text: str, state_id: int | None = None) -> Outgoing:
        """Play for a local or computer seat (or a remote seat a computer stands in for).

        Raises :class:`IllegalAction` (the match unchanged) for anything not legal now.
        """
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(illegal("no_seat", seat=repr(seat)))
        slot = self.slots[seat]
        if slot.kind == "remote" and not slot.stand_in:
            raise IllegalAction(illegal("host.guest_seat", seat=seat))
        if self.match is None or self.phase != "playing":
            raise IllegalAction(illegal("host.not_playing"))
        events = self.match.act(seat, text, state_id)
        return self._after_action(events)

    def undo_local(self, seat: Seat, state_id: int | None = None) -> Outgoing:
        """Take back the last action of a seat played at the host's screen (on the engine's policy).

        Every guest's screen follows.  Raises :class:`~pharaoh.engine.undo.UndoRefused` (or
        another :class:`IllegalAction`) with the match unchanged when it may not.
        """
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(illegal("no_seat", seat=repr(seat)))
        if self.slots[seat].kind != "local":
            raise IllegalAction(illegal("host.not_here", seat=seat))
        if self.match is None or self.phase != "playing":
            raise IllegalAction(illegal("host.not_playing"))
        self.match.undo(seat, state_id)
        return self._after_undo()

    def undoable(self, seat: Seat | None) -> bool:
        """Whether ``seat`` (a guest's or the host's own person) may ask to take back now."""
        if seat is None or self.match is None or self.phase != "playing" or not 0 <= seat < self.players:
            return False
        slot = self.slots[seat]
        if slot.kind == "computer" or slot.stand_in or self._stood_in_last(seat):
            return False
        return self.match.undo_refusal(seat) is None

    def _stood_in_last(self, seat: Seat) -> bool:
        """Whether ``seat``'s last action lies before its guest came back (a computer chose it)."""
        return self.match is not None and len(self.match.actions) <= self.slots[seat].floor

    def computer_seats(self) -> tuple[Seat, ...]:
        """Return the seats to act now that a computer plays (computer seats and stand-ins)."""
        if self.match is None or self.phase != "playing":
            return ()
        return tuple(
            s for s in self.match.to_act() if self.slots[s].kind == "computer" or self.slots[s].stand_in
        )

    def play_computers(self, bots: Mapping[Seat, Bot], limit: int = 100_000) -> Outgoing:
        """Let ``bots`` play every computer turn until a person must act (for tests and tools).

        The page runs its bots in a worker instead and calls :meth:`act_local` with their choice.
        """
        out: Outgoing = []
        for _ in range(limit):
            seats = self.computer_seats()
            if not seats or self.match is None:
                return out
            seat = seats[0]
            game = self.match.game
            legal = game.legal_actions(self.match.state, seat)
            choice = bots[seat].choose(game, seat, game.view(self.match.state, seat), legal)
            out += self.act_local(seat, game.encode_action(choice), self.match.state_id)
        return out

    def set_stand_in(self, seat: Seat, on: bool) -> Outgoing:
        """Let a computer play a remote seat until its guest returns (or stop it)."""
        if not 0 <= seat < self.players or self.slots[seat].kind != "remote":
            raise ValueError(f"seat {seat} is not a remote seat")
        slot = self.slots[seat]
        if slot.stand_in == on:
            return []
        if not on and self.match is not None:
            slot.floor = len(self.match.actions)
        slot.stand_in = on
        out = self._broadcast_seats()
        if self.phase == "seeding":
            out += self._abandon(seat, "stand_in")  # the participants changed: draw again
        return out + self._maybe_start()

    def release_seat(self, seat: Seat) -> Outgoing:
        """Forget a remote seat's guest (e.g. it lost its token): a new token, anyone may claim it."""
        if not 0 <= seat < self.players or self.slots[seat].kind != "remote":
            raise ValueError(f"seat {seat} is not a remote seat")
        slot = self.slots[seat]
        out: Outgoing = []
        if slot.peer is not None:
            out.append((slot.peer, Bye(reason=reason("bye.released"))))
            self.peers[slot.peer].seat = None
            slot.peer = None
        slot.token, slot.claimed = _token(self.entropy), False
        if self.phase == "seeding":
            out += self._abandon(seat, "released")
        return out + self._broadcast_seats()

    def invites_needed(self) -> tuple[Seat, ...]:
        """Return the remote seats nobody plays now: each needs a (fresh) invite."""
        return tuple(s for s, slot in enumerate(self.slots) if slot.kind == "remote" and slot.peer is None)

    def ping(self, peer_id: str, nonce: int) -> Outgoing:
        """Build a ping to one peer (the transport measures the round trip)."""
        return [(peer_id, Ping(nonce=nonce))]

    # ------------------------------------------------------------ what everybody sees

    def seat_table(self) -> list[SeatInfo]:
        """Every seat as the room shows it."""
        return [
            SeatInfo(
                seat=i,
                kind=slot.kind,
                name=slot.name,
                claimed=slot.claimed or slot.kind != "remote",
                connected=slot.kind != "remote" or slot.peer is not None,
                stand_in=slot.stand_in,
            )
            for i, slot in enumerate(self.slots)
        ]

    def spectator_count(self) -> int:
        """How many spectators watch."""
        return sum(1 for p in self.peers.values() if p.spectator)

    def record(self) -> Record | None:
        """Return the match record once the game has started."""
        return self.match.record() if self.match is not None else None

    # ------------------------------------------------------------ dispatch

    def _dispatch(self, peer: Peer, message: GuestMessage) -> Outgoing:
        if isinstance(message, Hello):
            return self._hello(peer, message)
        if isinstance(message, Ping):
            return [(peer.id, Pong(nonce=message.nonce))]
        if isinstance(message, Pong):
            peer.last_pong = message.nonce
            return []
        if isinstance(message, Bye):
            return self._drop(peer.id, keep_connection=True)
        if not peer.joined:
            raise RefusedError("not_joined", reason("refused.hello_first", kind=repr(message.type)))
        if isinstance(message, Action):
            return self._action(peer, message)
        if isinstance(message, Undo):
            return self._undo(peer, message)
        if isinstance(message, Sync):
            return self._sync(peer)
        if isinstance(message, SeedCommit):
            return self._commit(peer, message)
        if isinstance(message, SeedReveal):
            return self._reveal(peer, message)
        assert isinstance(message, Verdict)
        return self._verdict(peer, message)

    def _verdict(self, peer: Peer, message: Verdict) -> Outgoing:
        """Keep a guest's verdict: only after the end, once per seat (spectators: the first few)."""
        if self.phase != "over":
            raise RefusedError("not_over", reason("refused.not_over"))
        key = _label(peer.seat) if peer.seat is not None else f"spectator:{peer.id}"[:80]
        spectators = sum(1 for k in self.verdicts if k.startswith("spectator:"))
        if key in self.verdicts or (peer.seat is None and spectators >= MAX_SPECTATORS):
            raise RefusedError("already_judged", reason("refused.judged"))
        self.verdicts[key] = (message.ok, message.reason)
        return []

    def _hello(self, peer: Peer, message: Hello) -> Outgoing:
        if peer.joined:
            raise RefusedError("already_joined", reason("refused.joined"))
        if message.role == "spectator":
            if message.seat is not None or message.token is not None:
                raise RefusedError("wrong_seat", reason("refused.spectator_claims"))
            if self.spectator_count() >= MAX_SPECTATORS:
                raise RefusedError("room_full", reason("refused.spectators_full", n=MAX_SPECTATORS))
            peer.spectator = True
            out: Outgoing = [(peer.id, self._welcome(peer)), *self._verify_for([peer])]
            return out + self._broadcast_seats(skip=peer.id)
        seat = self._claim(peer, message)
        slot = self.slots[seat]
        out = []
        if slot.peer is not None and slot.peer != peer.id:
            out.append((slot.peer, Bye(reason=reason("bye.taken_over"))))
            self.peers[slot.peer].seat = None
        slot.peer, slot.claimed, slot.name = peer.id, True, message.name
        peer.seat = seat
        participant_returned = slot.stand_in and self.phase in ("lobby", "seeding")
        if slot.stand_in and self.match is not None:
            slot.floor = len(self.match.actions)
        slot.stand_in = False
        out.append((peer.id, self._welcome(peer)))
        out += self._verify_for([peer])
        out += self._broadcast_seats(skip=peer.id)
        if self.phase == "seeding":
            out += self._abandon(seat, "rejoined")  # a participant (re)joined during the draw: draw again
        elif participant_returned:
            self.phase = "lobby"
        return out + self._maybe_start()

    def _claim(self, peer: Peer, message: Hello) -> Seat:
        """Find the seat a player's ``hello`` may take, or refuse saying why not."""
        if message.token is not None:
            seat = next(
                (
                    s
                    for s, slot in enumerate(self.slots)
                    if slot.token is not None and hmac.compare_digest(slot.token, message.token)
                ),
                None,
            )
            if seat is None:
                raise RefusedError("bad_token", reason("refused.bad_token"))
            if message.seat is not None and message.seat != seat:
                raise RefusedError("wrong_seat", reason("refused.token_seat", seat=seat, asked=message.seat))
        else:
            if message.seat is not None:
                seat = message.seat
            elif isinstance(peer.invite, int):
                seat = peer.invite
            else:
                free = [s for s, slot in enumerate(self.slots) if slot.kind == "remote" and not slot.claimed]
                if not free:
                    raise RefusedError("no_such_seat", reason("refused.seats_taken"))
                seat = free[0]
            if not 0 <= seat < self.players:
                raise RefusedError("no_such_seat", reason("refused.no_seat", seat=seat, players=self.players))
            if self.slots[seat].kind != "remote":
                raise RefusedError(
                    "not_remote", reason("refused.not_remote", seat=seat, kind=self.slots[seat].kind)
                )
            if self.slots[seat].claimed:
                raise RefusedError("seat_taken", reason("refused.seat_taken", seat=seat))
        if peer.invite == "spectator":
            raise RefusedError("wrong_seat", reason("refused.for_spectator"))
        if isinstance(peer.invite, int) and peer.invite != seat:
            raise RefusedError("wrong_seat", reason("refused.invite_seat", invite=peer.invite, seat=seat))
        return seat

    def _own_move(self, peer: Peer, message: Action | Undo) -> tuple[int, Match]:
        """Check that ``peer`` may move for ``message.seat`` now, on the screen the match shows.

        Shared by an action and an undo: a player, its own seat, a running match that no
        computer stands in for, and the current (state id, undo count).
        """
        if peer.seat is None:
            raise RefusedError("spectator", reason("refused.spectator_plays"))
        if message.seat != peer.seat:
            raise RefusedError(
                "not_your_seat", reason("refused.not_your_seat", seat=peer.seat, asked=message.seat)
            )
        if self.match is None or self.phase in ("lobby", "seeding"):
            raise RefusedError("not_started", reason("refused.not_started"))
        if self.phase == "over":
            raise RefusedError("game_over", reason("refused.over"))
        if self.slots[peer.seat].stand_in:
            raise RefusedError("stand_in", reason("refused.stand_in"))
        if message.state_id != self.match.state_id:
            raise RefusedError(
                "stale", reason("refused.stale", state=message.state_id, now=self.match.state_id)
            )
        if message.undos != self.undos:
            raise RefusedError("stale", reason("refused.undone"))
        return peer.seat, self.match

    def _action(self, peer: Peer, message: Action) -> Outgoing:
        seat, match = self._own_move(peer, message)
        if seat not in match.to_act():
            raise RefusedError("not_your_turn", reason("refused.not_your_turn", seat=seat))
        try:
            match.game.decode_action(message.text)
        except IllegalAction as exc:  # the notation alone: its message cannot tell anything of the state
            raise RefusedError(
                "illegal", reason("refused.unknown_action_why", text=repr(message.text), error=exc)[:500]
            ) from None
        except Exception:
            raise RefusedError("illegal", reason("refused.unknown_action", text=repr(message.text))) from None
        try:
            events = match.act(seat, message.text, message.state_id)
        except IllegalAction:
            # the engine's own reason may mention what this seat must not know: keep it at home
            raise RefusedError("illegal", reason("refused.illegal", text=repr(message.text))) from None
        except Exception:  # an engine bug must not take the room down; the match is unchanged
            raise RefusedError("engine_error", reason("refused.engine", text=repr(message.text))) from None
        return self._after_action(events)

    def _undo(self, peer: Peer, message: Undo) -> Outgoing:
        """A guest asks to take back its own last action: the engine's policy decides."""
        seat, match = self._own_move(peer, message)
        why = match.undo_refusal(seat)
        if why is None and self._stood_in_last(seat):
            why = "computer"  # a stand-in chose it: the guest takes back only what it chose
        if why is not None:
            key = f"refused.undo.{why}"
            text = reason(key) if key in REFUSALS else reason("refused.undo", code=why[:60])
            raise RefusedError("undo_refused", text)
        try:
            match.undo(seat, message.state_id)
        except UndoRefused:  # pragma: no cover - undo_refusal said yes a moment ago
            raise RefusedError("undo_refused", reason("refused.undo", code="?")) from None
        return self._after_undo()

    def _after_undo(self) -> Outgoing:
        """The match went back: a new undo count (older screens are stale) and every screen anew."""
        self.undos += 1
        joined = [p for p in self.peers.values() if p.joined]
        return [(p.id, self._update(p.seat, (), resync=True)) for p in joined]

    def _sync(self, peer: Peer) -> Outgoing:
        if self.match is None:
            raise RefusedError("not_started", reason("refused.not_started"))
        return [(peer.id, self._update(peer.seat, (), resync=True))]

    # ------------------------------------------------------------ the fair seed

    def _participants(self) -> list[Seat]:
        return [s for s, slot in enumerate(self.slots) if slot.kind == "remote" and not slot.stand_in]

    def _maybe_start(self) -> Outgoing:
        """Begin the seed round, or the game, once every participant is connected."""
        if self.phase != "lobby":
            return []
        seats = self._participants()
        if any(self.slots[s].peer is None for s in seats):
            return []
        if not self.fair or not seats:
            self.round = SeedRound()
            return self._start(int.from_bytes(self.entropy(8), "big") >> (64 - fairseed.SEED_BITS))
        secret = fairseed.new_secret(self.entropy)
        number = self.round.number + 1
        self.round = SeedRound(number, secret, {"host": fairseed.commitment(number, "host", secret)})
        self.round.reveals["host"] = secret.hex()
        self.phase = "seeding"
        start = SeedStart(round=number)  # spectators too: every guest shows the draw's number
        return [(p.id, start) for p in self.peers.values() if p.joined]

    def _abandon(self, seat: Seat, why: AbandonWhy) -> Outgoing:
        """Give up the draw in progress, telling everybody which draw and the public reason."""
        self.phase = "lobby"
        notice = SeedAbandoned(round=self.round.number, seat=seat, why=why)
        return [(p.id, notice) for p in self.peers.values() if p.joined]

    def _commit(self, peer: Peer, message: SeedCommit) -> Outgoing:
        label = self._seed_turn(peer, message.round)
        if self.round.commits_sent:
            raise RefusedError("already_committed", reason("refused.commits_closed"))
        if label in self.round.commits and self.round.commits[label] != message.commit:
            raise RefusedError("already_committed", reason("refused.committed"))
        self.round.commits[label] = message.commit
        if len(self.round.commits) < len(self._participants()) + 1:
            return []
        self.round.commits_sent = True
        commits = SeedCommits(
            round=self.round.number,
            commits=[CommitEntry(peer=p, commit=c) for p, c in sorted(self.round.commits.items())],
        )
        return [(p.id, commits) for p in self.peers.values() if p.joined]

    def _reveal(self, peer: Peer, message: SeedReveal) -> Outgoing:
        label = self._seed_turn(peer, message.round)
        if not self.round.commits_sent:
            raise RefusedError("too_early", reason("refused.too_early"))
        if not fairseed.check_reveal(self.round.number, label, message.value, self.round.commits[label]):
            raise RefusedError("bad_reveal", reason("refused.bad_reveal"))
        self.round.reveals[label] = message.value
        if len(self.round.reveals) < len(self.round.commits):
            return []
        seed = fairseed.derive_seed({p: bytes.fromhex(v) for p, v in self.round.reveals.items()})
        return self._start(seed)

    def _seed_turn(self, peer: Peer, number: int) -> str:
        """Return the peer's name in the round, if it takes part in it now."""
        if self.phase != "seeding":
            raise RefusedError("not_seeding", reason("refused.not_seeding"))
        if peer.seat is None or peer.seat not in self._participants():
            raise RefusedError("not_participant", reason("refused.not_participant"))
        if number != self.round.number:
            raise RefusedError(
                "wrong_round", reason("refused.wrong_round", round=self.round.number, asked=number)
            )
        return _label(peer.seat)

    def _start(self, seed: int) -> Outgoing:
        self.seed = seed
        self.match = Match(self.game_id, seed, self.players, self.options)
        self.phase = "playing"
        return self._after_action(())

    # ------------------------------------------------------------ messages out

    def _after_action(self, events: Sequence[Event]) -> Outgoing:
        assert self.match is not None
        if self.match.outcome() is not None:
            self.phase = "over"
        joined = [p for p in self.peers.values() if p.joined]
        return [(p.id, self._update(p.seat, events)) for p in joined] + self._verify_for(joined)

    def _update(self, seat: Seat | None, events: Sequence[Event], resync: bool = False) -> Update:
        assert self.match is not None
        view, legal, seen = update_screen(self.match, seat, events)
        return Update(
            phase=self.phase,
            state_id=self.match.state_id,
            view=view,
            legal=legal,
            to_act=list(self.match.to_act()),
            events=[EventData(kind=e["kind"], data=e["data"]) for e in seen],
            resync=resync,
            outcome=self._outcome(),
            undos=self.undos,
            undoable=self._guest_undoable(seat),
        )

    def _welcome(self, peer: Peer) -> Welcome:
        view: dict[str, Any] | None = None
        legal: list[str] = []
        seen: list[Any] = []
        if self.match is not None:
            view, legal, seen = welcome_screen(self.match, peer.seat)
            if len(self.match.actions) >= FREEZE_AT:
                gc.freeze()  # a long match's objects leave the collector's full passes (gc_freeze)
        return Welcome(
            game=self.game_id,
            players=self.players,
            options=self.options,
            seat=peer.seat,
            peer=_label(peer.seat) if peer.seat is not None else None,
            token=self.slots[peer.seat].token if peer.seat is not None else None,
            phase=self.phase,
            seats=self.seat_table(),
            spectators=self.spectator_count(),
            state_id=self.match.state_id if self.match is not None else 0,
            view=view,
            legal=legal,
            to_act=list(self.match.to_act()) if self.match is not None else [],
            events=[EventData(kind=e["kind"], data=e["data"]) for e in seen],
            outcome=self._outcome(),
            undos=self.undos,
            undoable=self._guest_undoable(peer.seat),
        )

    def _guest_undoable(self, seat: Seat | None) -> bool:
        """Whether a guest's seat may ask to undo now (remote seats only; the host's are its own)."""
        return seat is not None and self.slots[seat].kind == "remote" and self.undoable(seat)

    def _outcome(self) -> OutcomeData | None:
        outcome = self.match.outcome() if self.match is not None else None
        if outcome is None:
            return None
        return OutcomeData(winners=sorted(outcome.winners), side=outcome.side, reason=outcome.reason)

    def _verify_for(self, peers: Sequence[Peer]) -> Outgoing:
        """The final record for these peers, once the game is over (and if it fits in a message)."""
        if self.phase != "over" or self.match is None or len(self.match.actions) > MAX_ACTIONS:
            return []
        if self._verify_made is None:  # the record of a finished match never changes: build it once
            self._verify_made = self.verify_message()
        return [(p.id, self._verify_made) for p in peers]

    def verify_message(self) -> Verify:
        """The match's record and every value of the draw its seed came from, for the final check."""
        assert self.match is not None
        return Verify(
            record=RecordData.of(self.match.record()),
            round=self.round.number,
            reveals=[RevealEntry(peer=p, value=v) for p, v in sorted(self.round.reveals.items())],
        )

    def _broadcast_seats(self, skip: str | None = None) -> Outgoing:
        seats = Seats(seats=self.seat_table(), spectators=self.spectator_count())
        return [(p.id, seats) for p in self.peers.values() if p.joined and p.id != skip]

    def _error(self, code: ErrorCode, message: str) -> Error:
        return Error(code=code, message=message[:500], state_id=self.match.state_id if self.match else None)

    def _peer_of(self, seat: Seat) -> str:
        peer = self.slots[seat].peer
        assert peer is not None
        return peer

    def _drop(self, peer_id: str, keep_connection: bool = False) -> Outgoing:
        peer = self.peers.get(peer_id)
        if peer is None:
            return []
        if keep_connection:
            self.peers[peer_id] = Peer(peer_id, peer.invite)
        else:
            del self.peers[peer_id]
        if not peer.joined:
            return []
        if peer.seat is not None and self.slots[peer.seat].peer == peer_id:
            self.slots[peer.seat].peer = None
            if self.phase == "seeding" and peer.seat in self._participants():
                # the round is abandoned; a new one starts when all are back
                return self._abandon(peer.seat, "dropped") + self._broadcast_seats()
        return self._broadcast_seats()

    # ------------------------------------------------------------ storage

    def to_json(self, apart: int = 0) -> str:
        """Everything needed to resume the room after a reload (not the connections).

        ``apart`` (a multiple of :data:`LOG_CHUNK`): the first this-many moves are left out,
        stored apart by the caller in parts of :data:`LOG_CHUNK` (:meth:`log_part`), so a
        write after a move costs the same at move 20 and at move 20 000.
        """
        if apart % LOG_CHUNK or apart < 0 or apart > self.stored_actions():
            raise ValueError(f"cannot leave {apart} moves apart")
        snapshot = HostSnapshot(
            format="pharaoh-host",
            version=1,
            game=self.game_id,
            players=self.players,
            options=self.options,
            fair=self.fair,
            created=self.created,
            seats=[
                SlotData(
                    kind=s.kind,
                    name=s.name,
                    bot=s.bot,
                    token=s.token,
                    claimed=s.claimed,
                    stand_in=s.stand_in,
                    floor=s.floor,
                )
                for s in self.slots
            ],
            phase=self.phase,
            round=self.round.number,
            secret=self.round.secret.hex() if self.round.secret else None,
            commits=dict(self.round.commits),
            reveals=dict(self.round.reveals),
            commits_sent=self.round.commits_sent,
            seed=self.seed,
            apart=apart,
            actions=list(self.match.actions[apart:]) if self.match is not None else [],
            verdicts={k: VerdictData(ok=ok, reason=r) for k, (ok, r) in self.verdicts.items()},
            undos=self.undos,
        )
        return snapshot.model_dump_json()

    def stored_actions(self) -> int:
        """How many moves the match has (what :meth:`to_json` and :meth:`log_part` store)."""
        return len(self.match.actions) if self.match is not None else 0

    def log_part(self, index: int) -> str:
        """The moves ``index * LOG_CHUNK`` up to the next part, as stored apart (JSON)."""
        actions = self.match.actions if self.match is not None else []
        part = actions[index * LOG_CHUNK : (index + 1) * LOG_CHUNK]
        return _LOG_PART.dump_json(part).decode("utf-8")

    @classmethod
    def from_json(
        cls,
        raw: str | bytes,
        entropy: Callable[[int], bytes] = os.urandom,
        parts: Callable[[int], str | None] | None = None,
    ) -> Host:
        """Restore a room stored by :meth:`to_json`; raises :class:`SaveError` if the blob is bad.

        ``parts(i)`` reads the moves stored apart (:meth:`log_part`), when the blob left some out.
        Every guest is disconnected afterwards; a seed round in progress starts over.
        """
        if not isinstance(raw, str | bytes) or len(raw) > MAX_HOST_JSON:
            raise SaveError(reason("stored.room_size"))
        try:
            data = HostSnapshot.model_validate_json(raw)
        except ValidationError as exc:
            raise SaveError(describe_validation(exc, reason("stored.room"))) from None
        actions = _read_parts(data.apart, parts) + list(data.actions)
        if len(actions) > MAX_STORED_ACTIONS:
            raise SaveError(reason("stored.room_long"))
        if data.game not in game_ids() or len(data.seats) != data.players:
            raise SaveError(reason("stored.room_game"))
        plans = [SeatPlan(s.kind, s.name, s.bot) for s in data.seats]
        host = cls.__new__(cls)
        host.game_id, host.players, host.options = data.game, data.players, dict(data.options)
        host.fair, host.entropy, host.created = data.fair, entropy, data.created
        check_seats(data.game, data.players, plans)
        host.slots = [
            SeatSlot(s.kind, s.name, s.bot, s.token, s.claimed, s.stand_in, floor=s.floor) for s in data.seats
        ]
        if any((slot.kind == "remote") != (slot.token is not None) for slot in host.slots):
            raise SaveError(reason("stored.room_tokens"))
        host.peers = {}
        host.undos = data.undos
        host.verdicts = {k: (v.ok, v.reason) for k, v in data.verdicts.items()}
        host.round = SeedRound(
            data.round,
            bytes.fromhex(data.secret) if data.secret else b"",
            dict(data.commits),
            dict(data.reveals),
            data.commits_sent,
        )
        host.seed, host.match, host.phase = data.seed, None, data.phase
        if data.phase in ("playing", "over"):
            if data.seed is None:
                raise SaveError(reason("stored.room_seed"))
            record = Record(data.game, data.seed, data.players, dict(data.options), tuple(actions))
            host.match = replay_record(record)
            host.phase = "over" if host.match.outcome() is not None else "playing"
        elif actions or data.seed is not None:
            raise SaveError(reason("stored.room_idle"))
        else:
            host.phase = "lobby"
            host._maybe_start()
        return host


def _read_parts(apart: int, parts: Callable[[int], str | None] | None) -> list[tuple[Seat, str]]:
    """The moves a stored room keeps apart, each part validated; :class:`SaveError` if one is missing."""
    if apart % LOG_CHUNK:
        raise SaveError(reason("stored.room_split"))
    actions: list[tuple[Seat, str]] = []
    for index in range(apart // LOG_CHUNK):
        text = parts(index) if parts is not None else None
        if not text or len(text) > MAX_LOG_PART:
            first = index * LOG_CHUNK + 1
            raise SaveError(reason("stored.room_missing", first=first, last=first + LOG_CHUNK - 1))
        try:
            part = _LOG_PART.validate_json(text)
        except ValidationError as exc:
            raise SaveError(describe_validation(exc, reason("stored.moves"))) from None
        if len(part) != LOG_CHUNK:
            raise SaveError(reason("stored.room_part", n=len(part), chunk=LOG_CHUNK))
        actions += part
    return actions


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SlotData(_Model):
    """One seat in the stored room."""

    kind: SeatKind
    name: Name
    bot: BotName | None
    token: Token | None
    claimed: bool
    stand_in: bool
    floor: Annotated[int, Field(ge=0, le=MAX_STORED_ACTIONS)] = 0
    """Where the seat's undos stop (a computer stood in before it); rooms before session 25 have none."""


class VerdictData(_Model):
    """A guest's verdict on the finished match."""

    ok: bool
    reason: Reason


class HostSnapshot(_Model):
    """The stored room (the browser keeps it after every action)."""

    format: Literal["pharaoh-host"]
    version: Literal[1]
    game: GameId
    players: Players
    options: Options
    fair: bool
    created: Timestamp
    seats: Annotated[list[SlotData], Field(max_length=MAX_SEATS)]
    phase: Phase
    round: Round
    secret: Hex64 | None
    commits: Annotated[dict[PeerLabel, Hex64], Field(max_length=MAX_SEATS + 1)]
    reveals: Annotated[dict[PeerLabel, Hex64], Field(max_length=MAX_SEATS + 1)]
    commits_sent: bool
    seed: SeedValue | None
    apart: Annotated[int, Field(ge=0, le=MAX_STORED_ACTIONS)] = 0
    """How many of the first moves are stored apart (:meth:`Host.log_part`)."""
    actions: Annotated[list[tuple[Seat, Notation]], Field(max_length=MAX_STORED_ACTIONS)]
    verdicts: Annotated[dict[Annotated[str, Field(max_length=80)], VerdictData], Field(max_length=64)]
    undos: Annotated[int, Field(ge=0, le=MAX_STORED_ACTIONS)] = 0
    """How many undos were granted (an action chosen before the latest is stale)."""


_LOG_PART: TypeAdapter[list[tuple[Seat, str]]] = TypeAdapter(
    Annotated[list[tuple[Seat, Notation]], Field(max_length=LOG_CHUNK)], config=ConfigDict(strict=True)
)
"""One part of the moves stored apart."""
