"""A peek-proof match of 2-5 seats where one side shares a hidden board: one seat's side of it.

Each browser holds a :class:`SideMatch` for its seat.  The game is reached only through
:class:`~pharaoh.engine.game.PeekSides`; nothing here knows a game (Der Fluch der Mumie is
the one that opts in: its explorers are the side, the mummy the rest).  Messages are
JSON-compatible dicts; every message leaves as ``(addressees, message)`` and the link must
deliver it to those seats only, and say who sent what (:meth:`SideMatch.receive` takes the
sender).  Nothing here touches a network.

1. **Deal**: all seats deal the game's piles with :class:`~pharaoh.fair.deck.DeckPlayer`
   (``{"t": "deal", "m": ...}``); each card key of an opening hand goes to its owner only.
   The side's *keeper* (its lowest seat) sends the other side seats the seed of its salts
   (``{"t": "salt", ...}``).
2. **Moves**: the seat to act sends ``{"t": "move", "n", "seat", "text"}`` (public text) to
   all, and a side seat also ``{"t": "full", ...}`` to the other side seats.  A move that
   throws dice waits for a commit-reveal roll among all seats (``{"t": "die", "r", "m"}``,
   :class:`~pharaoh.fair.dice.Roll`): a side seat's throw is revealed by the side to the
   side only.  After every move the keeper sends ``{"t": "report", "n", "seat", "facts",
   "commit"}`` to all: the public facts and a salted commitment to the hidden state; the
   other side seats check it against their own, the seats off the side apply the public
   move with its facts.  A fault ends the match at once with a verdict naming the seat.
3. **End**: when the game is over every seat opens its deal seed; every side seat sends
   the seats off the side ``{"t": "open", ...}``: its full moves, its reveals of the side's
   throws, and (the keeper) its salt seed.  Every seat then audits the deal and replays the
   whole match (:meth:`PeekSides.side_audit`): verified, or the first lie and its seat.

Links: a key, a ``full``, ``salt`` or a side-only reveal must reach its addressees only (a
data channel between every pair of browsers); a relay through another browser would need
them sealed for their addressees (not built).  Saving and resuming a match is not built yet.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Generator, Iterator, Mapping
from typing import Any

from pharaoh.engine.game import IllegalAction, IllegalMove, Move, PeekSides, SideReport, Verdict, View
from pharaoh.engine.illegal import illegal
from pharaoh.fair.commit import CommitmentBook, Context, digest_of, is_digest
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.dice import Roll, check_form
from pharaoh.fair.errors import FairPlayError, MalformedMessage, UnexpectedMessage
from pharaoh.fair.group import OAKLEY_1024, Group
from pharaoh.fair.jobs import Job, drain
from pharaoh.fair.save import deal_from_json_steps
from pharaoh.fair.wire import Message, bytes_from_hex, exact_fields, small_int

MAX_SEATS = 5
"""The most seats a side match takes."""
MAX_TEXT = 80
"""The longest move text taken from a peer."""
MAX_MOVES = 100_000
"""The highest move or roll number taken from a peer."""
AHEAD = 4
"""How far ahead of this seat a peer's throws may run (a throw needs every seat's commitment first: 1)."""
MOVES_AHEAD = 256
"""How far ahead of this seat a peer's moves and reports may run: a seat off a throw's audience, or
not needed for the mummy's steps, may lag many moves behind on a slow link (bounded against floods)."""
MAX_FACTS = 4
"""The most public facts one report may carry."""
SALT_SEED_BYTES = 32
"""The keeper's secret seed of its commitments' salts (opened to the rest at the end)."""
_SALT_DOMAIN = b"pharaoh-table/side-salt/v1"
_FIELDS = {
    "deal": frozenset({"t", "m"}),
    "salt": frozenset({"t", "seat", "seed"}),
    "move": frozenset({"t", "n", "seat", "text"}),
    "full": frozenset({"t", "n", "seat", "text"}),
    "die": frozenset({"t", "r", "m"}),
    "report": frozenset({"t", "n", "seat", "facts", "commit"}),
    "open": frozenset({"t", "seat", "moves", "dice", "salt"}),
    "objection": frozenset({"t", "seat", "against", "n", "reason"}),
}
MAX_REASON = 300
"""The longest reason of an objection taken from a peer."""
PURPOSE = "squares"
"""The purpose of the keeper's commitments (counter: the move number)."""

Outgoing = tuple[tuple[int, ...], Message]
"""A message and the seats it goes to."""


def salt_for(seed: bytes, n: int) -> bytes:
    """The salt of the keeper's commitment after move ``n`` (16 bytes from its secret seed).

    >>> len(salt_for(bytes(32), 0)), salt_for(bytes(32), 0) != salt_for(bytes(32), 1)
    (16, True)
    """
    return hashlib.sha256(_SALT_DOMAIN + seed + n.to_bytes(4, "big")).digest()[:16]


def _text(value: object, sender: int) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
        raise MalformedMessage(f"seat {sender} sent a bad move text", suspects=(sender,))
    return value


class SideMatch:
    """One seat's side of a peek-proof match with a hidden side (see the module docstring)."""

    def __init__(
        self,
        game: PeekSides,
        *,
        seat: int,
        players: int,
        match: str,
        options: Mapping[str, Any] | None = None,
        group: Group = OAKLEY_1024,
        entropy: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        if type(players) is not int or not 2 <= players <= MAX_SEATS or not 0 <= seat < players:
            raise ValueError("bad seat or seat count")
        self.game = game
        self.seat = seat
        self.players = players
        self.match = match
        self.options = dict(options or {})
        self.entropy = entropy
        self.side = game.side_of(players)
        """The seats that share the hidden board."""
        self.keeper = min(self.side)
        """The side's seat that reports after every move."""
        self.on_side = seat in self.side
        spec = game.deal_spec(players, self.options)
        self.deck = DeckPlayer.new(
            group, spec.label, match, 0, seat=seat, players=players, piles=spec.piles, entropy=entropy
        )
        """This seat's side of the deal (its secret seed, the transcript, the keys it received)."""
        self.partial: Any = game.side_game(players, self.options, seat)
        """What this seat knows of the game (:meth:`PeekSides.side_game`)."""
        self.salt_seed: bytes | None = entropy(SALT_SEED_BYTES) if seat == self.keeper else None
        """The keeper's salt seed (the keeper's own; another side seat's copy; off the side: at the end)."""
        self.keyed = False
        self.moves: list[tuple[int, str, str | None]] = []
        """Every move applied: its seat, public text and full text (``None``: not for this seat)."""
        self.roll_of: list[int | None] = []
        """Each applied move's roll number (``None``: no throw)."""
        self.publics: dict[int, tuple[int, str]] = {}
        self.fulls: dict[int, str] = {}
        self.reports: dict[int, tuple[tuple[int, ...], str]] = {}
        """The keeper's reports: facts and digest, by move number."""
        self.book = CommitmentBook()
        self.rolls: dict[int, Roll] = {}
        self.die_inbox: dict[int, list[Message]] = {}
        """Roll messages that came early (a reveal before a third seat's commitment)."""
        self.revealed_rolls: set[int] = set()
        self.deal_inbox: list[Message] = []
        """Deal messages that came before their turn (another link was faster)."""
        self.opens: dict[int, Message] = {}
        """The side seats' openings at the end (seats off the side only)."""
        self.die_log: dict[int, list[Message]] = {}
        """The roll messages taken, by roll (a save replays them through the same checks)."""
        self.sent: list[Outgoing] = []
        """Everything this seat sent (:meth:`resend` after a reconnect; receivers take repeats once)."""
        self.ended = False
        self.heard: tuple[int, int | None, int] | None = None
        """An objection to a move heard from another seat (author, accused, move): audited once all open."""
        self.audited = False
        self.objected = False
        """Whether this seat told the others of a fault it found (or heard of one)."""
        self.verdict: Verdict | None = None
        """The end: verified, or the seat found cheating (set at once when a check during play fails)."""
        self.opened_record: tuple[list[list[int]], list[tuple[int, str, str]], list[int | None]] | None = None
        """The deal's order, every full move and every throw, once the end audit opened them (the replay)."""

    # ------------------------------------------------------------------ what the page reads

    def others(self) -> tuple[int, ...]:
        """Every other seat."""
        return tuple(s for s in range(self.players) if s != self.seat)

    def ready(self) -> bool:
        """Whether the deal is done and this seat holds its own opening cards."""
        if not self.deck.dealt:
            return False
        mine = [r.slot for r in self.game.opening_reveals(self.partial) if r.to == self.seat]
        return all(slot in self.deck.known for slot in mine)

    def view(self) -> View:
        """This seat's view (from its knowledge only)."""
        return self.game.partial_view(self.partial)

    def legal(self) -> tuple[Any, ...]:
        """This seat's legal actions now (empty unless it may act)."""
        return self.game.partial_legal(self.partial) if self.can_act() else ()

    def to_act(self) -> tuple[int, ...]:
        """The seats to act now (public)."""
        return tuple(self.game.partial_to_act(self.partial))

    def over(self) -> bool:
        """Whether the game is over as far as this seat has applied it."""
        return self.ready() and not self.game.partial_to_act(self.partial)

    def can_act(self) -> bool:
        """Whether it is this seat's move and every earlier move is settled."""
        n = len(self.moves)
        return (
            self.verdict is None
            and self.ready()
            and n not in self.publics
            and self.seat in self.game.partial_to_act(self.partial)
        )

    def waiting_for(self) -> tuple[int, str] | None:
        """The seat the match waits for and what it should send (``None``: not waiting on a peer)."""
        if self.verdict is not None:
            if self.heard is None or self.audited:
                return None
            missing = [s for s in self.others() if s not in self.deck.seeds]
            if missing:
                return missing[0], "its deal seed (an objection is being audited)"
            opens = [s for s in sorted(self.side) if not self.on_side and s not in self.opens]
            return (opens[0], "its openings (an objection is being audited)") if opens else None
        deck = self.deck
        if len(deck.shuffles) < self.players:
            return len(deck.shuffles), "its shuffle of the deal"
        if len(deck.locks) < self.players - 1:
            return len(deck.locks), "its lock of the deal"
        for reveal in self.game.opening_reveals(self.partial):
            if reveal.to == self.seat:
                held = deck.keys.get(reveal.slot, {})
                for s in self.others():
                    if s not in held:
                        return s, f"its key for slot {reveal.slot}"
        if self.over():
            missing = [s for s in self.others() if s not in deck.seeds]
            if missing:
                return missing[0], "its deal seed"
            if not self.on_side:
                for s in sorted(self.side):
                    if s not in self.opens:
                        return s, "its openings"
            return None
        n = len(self.moves)
        if n not in self.publics:
            actor = self.game.partial_to_act(self.partial)[0]
            return None if actor == self.seat else (actor, f"move {n}")
        actor, text = self.publics[n]
        audience = self.game.roll_audience(self.partial, Move(actor, text))
        roll = self.rolls.get(self._next_roll()) if audience is not None else None
        if audience is not None and roll is not None:
            for s in self.others():
                if s not in roll.commits:
                    return s, "its commitment to a throw"
            if self.seat in audience:
                for s in self.others():
                    if s not in roll.reveals:
                        return s, "its share of a throw"
        if self.on_side and actor in self.side and actor != self.seat and n not in self.fulls:
            return actor, f"its full move {n}"
        if n not in self.reports and self.seat != self.keeper:
            return self.keeper, f"its report of move {n}"
        if self.on_side and self.seat != self.keeper and self.salt_seed is None:
            return self.keeper, "its salt seed"
        return None

    def give_up(self) -> tuple[Verdict, list[Outgoing]]:
        """The room's timeout: the seat the match waits for is named, and the others are told.

        Returns the verdict and the objection to send (the seats off the side cannot tell
        who stalls a throw only the side sees: they hear it from here).
        """
        waiting = self.waiting_for()
        out: list[Outgoing] = []
        if self.verdict is None and waiting is not None:
            seat, what = waiting
            reason = f"seat {seat} stopped playing: it never sent {what}"
            out = self._guarded(out, lambda: self._stop(seat, reason)).result()
        return self.verdict or Verdict(False, None, None, "nobody to blame"), out

    def _stop(self, seat: int, reason: str) -> None:
        raise UnexpectedMessage(reason, suspects=(seat,))

    # ------------------------------------------------------------------ acting

    def start(self) -> list[Outgoing]:
        """The first messages: seat 0's shuffle, the keeper's salt seed to the other side seats."""
        return self.start_job().result()

    def start_job(self) -> Job[list[Outgoing]]:
        """:meth:`start` as a job to run in slices (one unit: about one exponentiation)."""
        out: list[Outgoing] = []
        if self.seat == self.keeper and self.salt_seed is not None:
            to = tuple(sorted(self.side - {self.seat}))
            if to:
                out.append((to, {"t": "salt", "seat": self.seat, "seed": self.salt_seed.hex()}))
        return self._guarded(out, lambda: None)

    def play(self, action: Any) -> list[Outgoing]:
        """Play this seat's own legal ``action``: the messages to send."""
        return self.play_job(action).result()

    def play_job(self, action: Any) -> Job[list[Outgoing]]:
        """:meth:`play` as a job (the move is checked at once; raises :class:`IllegalAction`)."""
        if not self.can_act():
            raise IllegalAction(illegal("multi.not_this_seat"))
        if action not in self.game.partial_legal(self.partial):
            raise IllegalAction(illegal("multi.not_legal", action=repr(action)))
        public, full = self.game.side_move(self.partial, action)
        n = len(self.moves)
        self.publics[n] = (self.seat, public)
        out: list[Outgoing] = [(self.others(), {"t": "move", "n": n, "seat": self.seat, "text": public})]
        if self.on_side:
            self.fulls[n] = full
            to = tuple(sorted(self.side - {self.seat}))
            if to:
                out.append((to, {"t": "full", "n": n, "seat": self.seat, "text": full}))
        return self._guarded(out, lambda: None)

    def receive(self, sender: int, message: object) -> list[Outgoing]:
        """Check and take one message from ``sender``; the messages to send in turn.

        Never raises for anything a peer sends: a fault becomes the :attr:`verdict`, naming the seat.
        """
        return self.receive_job(sender, message).result()

    def receive_job(self, sender: int, message: object) -> Job[list[Outgoing]]:
        """:meth:`receive` as a job to run in slices (one unit: about one exponentiation).

        The page runs it to its end (a few units at a time, back to the event loop in
        between) before it gives this match anything else.
        """
        if type(sender) is not int or sender == self.seat or not 0 <= sender < self.players:
            raise ValueError("no such peer")
        out: list[Outgoing] = []
        if self.verdict is not None:
            closing = self.heard is not None and not self.audited
            wanted = ("deal", "open", "move", "full")  # the openings, and the move objected to
            if not closing or not isinstance(message, dict) or message.get("t") not in wanted:
                return Job(iter(()), lambda: out, 0)
        return self._guarded(out, lambda: self._take(sender, message, out), sender)

    def _guarded(
        self, out: list[Outgoing], first: Callable[[], None], sender: int | None = None
    ) -> Job[list[Outgoing]]:
        return Job(self._guard(out, first, sender), lambda: out)

    def _guard(self, out: list[Outgoing], first: Callable[[], None], sender: int | None) -> Iterator[None]:
        before = self.verdict
        try:
            first()
            yield from self._advance(out)
        except IllegalMove as err:
            self.verdict = Verdict(False, err.seat, len(self.moves), str(err))
        except FairPlayError as err:
            suspects = [s for s in err.suspects if s != self.seat] or ([sender] if sender is not None else [])
            if sender in suspects:  # of several seats that may have lied, the one whose message failed
                suspects = [sender]
            self.verdict = Verdict(
                False, suspects[0] if suspects else None, None, f"{type(err).__name__}: {err}"
            )
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
            # A shape no check foresaw: still the sender's fault, never a crash.
            self.verdict = Verdict(False, sender, None, f"malformed message: {type(err).__name__}: {err}")
        verdict = self.verdict
        if (
            before is None
            and verdict is not None
            and not verdict.verified
            and not self.ended
            and not self.objected
        ):
            self.objected = True
            objection = {
                "t": "objection",
                "seat": self.seat,
                "against": verdict.seat,
                "n": verdict.move,
                "reason": verdict.reason[:MAX_REASON],
            }
            out.append((self.others(), objection))
            if (
                verdict.move is not None
            ):  # a move or report found false: open everything, so others can audit it
                self._openings(out)
        self.sent.extend(out)

    # ------------------------------------------------------------------ receiving

    def _take(self, sender: int, message: object, out: list[Outgoing]) -> None:
        if (
            not isinstance(message, dict)
            or not isinstance(message.get("t"), str)
            or message["t"] not in _FIELDS
        ):
            raise MalformedMessage(f"seat {sender} sent an unknown message", suspects=(sender,))
        kind = message["t"]
        exact_fields(message, _FIELDS[kind], sender)
        if kind == "deal":
            inner = message["m"]
            if not isinstance(inner, dict) or type(inner.get("seat")) is not int or inner["seat"] != sender:
                raise MalformedMessage(
                    f"seat {sender} sent a deal message of another seat", suspects=(sender,)
                )
            if inner in self.deal_inbox:  # sent again after a reconnect
                return
            self.deck.check_form(inner)  # what waits for its turn is no bigger than an honest message
            if len(self.deal_inbox) >= 16 * self.players:  # passes, keys of a hand, seeds: never this many
                raise UnexpectedMessage(f"seat {sender} ran ahead of the deal", suspects=(sender,))
            if inner["kind"] in ("shuffle", "lock") and any(
                m["seat"] == sender and m["kind"] == inner["kind"] for m in self.deal_inbox
            ):
                raise UnexpectedMessage(f"seat {sender} sent two different passes", suspects=(sender,))
            self.deal_inbox.append(inner)
            return
        if kind == "die":
            r = small_int(message["r"], MAX_MOVES, "roll number", sender)
            inner = message["m"]
            if not isinstance(inner, dict) or type(inner.get("seat")) is not int or inner["seat"] != sender:
                raise MalformedMessage(f"seat {sender} sent a throw of another seat", suspects=(sender,))
            if type(inner.get("roll")) is not int or inner["roll"] != r:
                raise MalformedMessage(f"seat {sender} sent a throw of another seat", suspects=(sender,))
            if r > self._next_roll() + AHEAD:
                raise UnexpectedMessage(f"seat {sender} ran ahead of the match", suspects=(sender,))
            if r < self._next_roll():  # a throw already used: only a repeat (after a reconnect) fits
                roll = self.rolls[r]
                if not (inner.get("kind") == "die-reveal" and len(roll.commits) < self.players):
                    self.rolls[r] = roll.receive(inner)
                    if inner not in self.die_log.setdefault(r, []):
                        self.die_log[r].append(inner)
                return
            box = self.die_inbox.setdefault(r, [])
            if inner in box:  # sent again after a reconnect
                return
            check_form(inner, self.match, self.players, self.seat, r)  # kept: no bigger than an honest throw
            if len(box) >= 2 * self.players:
                raise UnexpectedMessage(f"seat {sender} flooded a throw", suspects=(sender,))
            box.append(inner)
            return
        if type(message["seat"]) is not int or message["seat"] != sender:
            raise MalformedMessage(f"seat {sender} sent a message of another seat", suspects=(sender,))
        if kind == "salt":
            if sender != self.keeper or not self.on_side or self.seat == self.keeper:
                raise UnexpectedMessage(f"seat {sender} sent a salt seed it may not send", suspects=(sender,))
            seed = bytes_from_hex(message["seed"], SALT_SEED_BYTES, "salt seed", sender)
            if self.salt_seed is not None and self.salt_seed != seed:
                raise UnexpectedMessage(f"seat {sender} sent two salt seeds", suspects=(sender,))
            self.salt_seed = seed
            return
        if kind == "open":
            self._take_open(sender, message)
            return
        if kind == "objection":
            self._take_objection(sender, message)
            return
        n = small_int(message["n"], MAX_MOVES, "move number", sender)
        if n > len(self.moves) + MOVES_AHEAD:
            raise UnexpectedMessage(f"seat {sender} ran ahead of the match", suspects=(sender,))
        if kind == "report":
            self._take_report(sender, n, message)
            return
        text = _text(message["text"], sender)
        if kind == "full" and (sender not in self.side or not self.on_side):
            raise UnexpectedMessage(f"seat {sender} sent a full move it may not send", suspects=(sender,))
        book: dict[int, Any] = self.fulls if kind == "full" else self.publics
        entry: Any = text if kind == "full" else (sender, text)
        if n in book:
            if book[n] != entry:
                raise UnexpectedMessage(f"seat {sender} sent two different moves {n}", suspects=(sender,))
            return
        if n < len(self.moves):
            raise UnexpectedMessage(f"seat {sender} sent move {n} after it was played", suspects=(sender,))
        book[n] = entry

    def _take_report(self, sender: int, n: int, message: Message) -> None:
        if sender != self.keeper:
            raise UnexpectedMessage(f"seat {sender} sent a report it may not send", suspects=(sender,))
        facts = message["facts"]
        if (
            not isinstance(facts, list)
            or len(facts) > MAX_FACTS
            or any(type(x) is not int or not -1 <= x < 1000 for x in facts)
        ):
            raise MalformedMessage(f"seat {sender} sent bad facts", suspects=(sender,))
        digest = message["commit"]
        if not is_digest(digest):
            raise MalformedMessage(f"seat {sender} sent a malformed commitment", suspects=(sender,))
        entry = (tuple(facts), digest)
        if n in self.reports:
            if self.reports[n] != entry:
                raise UnexpectedMessage(f"seat {sender} sent two reports of move {n}", suspects=(sender,))
            return
        self.book = self.book.record(Context(self.match, sender, PURPOSE, n), digest)
        self.reports[n] = entry

    def _take_objection(self, sender: int, message: Message) -> None:
        """Another seat found a fault: the match stops here too, naming whom it accuses."""
        against, n, reason = message["against"], message["n"], message["reason"]
        if against is not None and (type(against) is not int or not 0 <= against < self.players):
            raise MalformedMessage(f"seat {sender} sent a bad objection", suspects=(sender,))
        if n is not None:
            small_int(n, MAX_MOVES, "move number", sender)
        if not isinstance(reason, str) or len(reason) > MAX_REASON:
            raise MalformedMessage(f"seat {sender} sent a bad objection", suspects=(sender,))
        if self.verdict is not None:
            return
        accused: int | None = sender if against is None or against == self.seat else against
        said = f"seat {sender} objects: {reason}"
        if n is None and accused == against:
            # A fault only the objector saw (a stall, a message to it alone) is its word against a
            # third seat's, and no audit checks it: the match stops, but nobody is named here.
            accused, said = None, f"{said} (seat {sender}'s word against seat {against}'s: not checked here)"
        self.objected = True
        self.verdict = Verdict(False, accused, n, said)
        if n is not None:  # a move or report said false: checked by the audit once every seat opened
            assert accused is not None
            self.heard = (sender, accused, n)

    def _take_open(self, sender: int, message: Message) -> None:
        if sender not in self.side or self.on_side:
            raise UnexpectedMessage(f"seat {sender} sent openings it may not send", suspects=(sender,))
        if sender in self.opens:
            if self.opens[sender] != message:
                raise UnexpectedMessage(f"seat {sender} sent two openings", suspects=(sender,))
            return
        moves, dice, salt = message["moves"], message["dice"], message["salt"]
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or not isinstance(dice, list):
            raise MalformedMessage(f"seat {sender} sent bad openings", suspects=(sender,))
        for entry in moves:
            if not isinstance(entry, list) or len(entry) != 2:
                raise MalformedMessage(f"seat {sender} sent a bad opened move", suspects=(sender,))
            small_int(entry[0], MAX_MOVES, "move number", sender)
            _text(entry[1], sender)
        if any(not isinstance(m, dict) or m.get("seat") != sender for m in dice) or len(dice) > MAX_MOVES:
            raise MalformedMessage(f"seat {sender} sent a bad opened throw", suspects=(sender,))
        if (sender == self.keeper) != (salt is not None):
            raise MalformedMessage(f"seat {sender} sent a salt seed it may not send", suspects=(sender,))
        if salt is not None:
            bytes_from_hex(salt, SALT_SEED_BYTES, "salt seed", sender)
        self.opens[sender] = message

    # ------------------------------------------------------------------ the match moving on

    def _next_roll(self) -> int:
        return sum(1 for r in self.roll_of if r is not None)

    def _roll(self, r: int) -> Roll:
        if r not in self.rolls:
            self.rolls[r] = Roll.new(self.match, self.seat, self.players, r, entropy=self.entropy)
        return self.rolls[r]

    def _drain_dice(self, r: int) -> bool:
        """Take the roll messages that can be taken now; whether any was."""
        box = self.die_inbox.get(r, [])
        progress = False
        for inner in list(box):
            roll = self._roll(r)
            if inner.get("kind") == "die-reveal" and len(roll.commits) < self.players:
                continue
            box.remove(inner)
            self.rolls[r] = roll.receive(inner)
            self.die_log.setdefault(r, []).append(inner)
            progress = True
        return progress

    def _advance(self, out: list[Outgoing]) -> Iterator[None]:
        while True:
            if self.verdict is None:
                progress = yield from self._step(out)
            elif self.heard is not None and not self.audited:
                progress = yield from self._closing(out)
            else:
                return
            if not progress:
                return

    def _closing(self, out: list[Outgoing]) -> Generator[None, None, bool]:
        """After an objection to a move: open everything, then audit the match as far as it went."""
        assert self.heard is not None
        taken = yield from self._take_deal_inbox()
        if taken:
            return True
        if not self.ended:
            self._openings(out)
            return True
        if any(s not in self.deck.seeds for s in self.others()):
            return False
        if not self.on_side and any(s not in self.opens for s in self.side):
            return False
        audit = self.deck.audit_job()
        while not audit.run(1):
            yield
        self.audited = True
        author, accused, n = self.heard
        found = self._audit(audit.result(), interrupted=True)
        if found.seat is None:
            found = Verdict(
                False,
                author,
                None,
                f"seat {author} objected to move {n} (accusing seat {accused}), "
                f"but the replay of the {len(self.moves)} moves finds no lie",
            )
        self.verdict = found
        return True

    def _take_deal_inbox(self) -> Generator[None, None, bool]:
        for inner in self.deal_inbox:
            if not self._early(inner):
                self.deal_inbox.remove(inner)
                checks = self.deck.receive_job(inner)
                while not checks.run(1):
                    yield
                self.deck = checks.result()
                return True
        return False

    def _early(self, inner: Message) -> bool:
        """Whether a deal message waits for an earlier pass that has not arrived yet."""
        deck, kind = self.deck, inner.get("kind")
        sender = inner["seat"]
        assert type(sender) is int  # checked when it arrived
        if kind == "shuffle":
            return len(deck.shuffles) < sender
        if kind == "lock":
            return len(deck.shuffles) < self.players or len(deck.locks) < sender
        return not deck.dealt

    def _step(self, out: list[Outgoing]) -> Generator[None, None, bool]:
        taken = yield from self._take_deal_inbox()
        if taken:
            return True
        game, deck = self.game, self.deck
        job = deck.pass_job()
        if job is not None:
            while not job.run(1):
                yield
            self.deck, passes = job.result()
            out.extend((self.others(), {"t": "deal", "m": m}) for m in passes)
            return True
        if not deck.dealt:
            return False
        if not self.keyed:
            for reveal in game.opening_reveals(self.partial):
                if reveal.to is not None and reveal.to != self.seat:
                    self.deck, key = self.deck.give_key(reveal.slot, reveal.to)
                    out.append(((reveal.to,), {"t": "deal", "m": key}))
            self.keyed = True
            return True
        for reveal in game.opening_reveals(self.partial):
            if reveal.to == self.seat and reveal.slot not in deck.known and deck.can_open(reveal.slot):
                self.deck, card = deck.open_card(reveal.slot)
                self.partial = game.learn(self.partial, reveal.slot, card)
                yield
                return True
        if not self.ready():
            return False
        if self.over():
            return (yield from self._end(out))
        return self._move(out)

    def _move(self, out: list[Outgoing]) -> bool:
        game = self.game
        n = len(self.moves)
        if n not in self.publics:
            return False
        actor, text = self.publics[n]
        if actor not in game.partial_to_act(self.partial):
            raise IllegalMove(illegal("multi.out_of_turn", seat=actor, n=n), seat=actor)
        audience = game.roll_audience(self.partial, Move(actor, text))
        seed: int | None = None
        r: int | None = None
        if audience is not None:
            r = self._next_roll()
            fresh = r not in self.rolls
            roll = self._roll(r)
            if fresh:
                out.append((self.others(), {"t": "die", "r": r, "m": roll.commit_message()}))
                return True
            if self._drain_dice(r):
                return True
            roll = self.rolls[r]
            if len(roll.commits) < self.players:
                return False
            if r not in self.revealed_rolls:
                self.revealed_rolls.add(r)
                public = len(audience) == self.players or self.seat not in audience
                to = self.others() if public else tuple(sorted(audience - {self.seat}))
                if to:
                    out.append((to, {"t": "die", "r": r, "m": roll.reveal_message()}))
                return True
            if self.seat in audience:
                if not roll.complete:
                    return False
                seed = roll.seed(64)
        if not self.on_side:
            if n not in self.reports:
                return False
            self.partial = game.public_apply(
                self.partial, Move(actor, text), seed, self.reports[n][0], self.keeper
            )
            self._applied(actor, text, None, r)
            return True
        full = text if actor not in self.side else self.fulls.get(n)
        if full is None:
            return False
        if self.seat != self.keeper and (n not in self.reports or self.salt_seed is None):
            return False
        partial, report = game.side_apply(self.partial, Move(actor, full), seed)
        digest = self._digest(n, report)
        if self.seat == self.keeper:
            self.reports[n] = (report.facts, digest)
            self.book = self.book.record(Context(self.match, self.seat, PURPOSE, n), digest)
            message = {
                "t": "report",
                "n": n,
                "seat": self.seat,
                "facts": list(report.facts),
                "commit": digest,
            }
            out.append((self.others(), message))
        elif self.reports[n] != (report.facts, digest):
            facts, _ = self.reports[n]
            what = "multi.false_facts" if facts != report.facts else "multi.false_commitment"
            raise IllegalMove(
                illegal(what, seat=self.keeper, n=n, facts=list(facts), board=list(report.facts)),
                seat=self.keeper,
            )
        self.partial = partial
        self._applied(actor, text, full, r)
        return True

    def resend(self) -> list[Outgoing]:
        """Everything this seat sent, to send again after a reconnect (every receiver takes a repeat once)."""
        return list(self.sent)

    def to_json(self) -> dict[str, Any]:
        """The match's save (see :func:`save`)."""
        return save(self)

    def _digest(self, n: int, report: SideReport) -> str:
        assert self.salt_seed is not None
        return digest_of(
            Context(self.match, self.keeper, PURPOSE, n), salt_for(self.salt_seed, n), report.value
        )

    def _applied(self, actor: int, text: str, full: str | None, r: int | None) -> None:
        self.moves.append((actor, text, full))
        self.roll_of.append(r)

    # ------------------------------------------------------------------ the end

    def _openings(self, out: list[Outgoing]) -> None:
        """Open this seat's secrets: its deal seed to all; a side seat's moves, throws, salts to the rest."""
        if self.ended or not self.deck.dealt:
            return
        self.ended = True
        self.deck, seed = self.deck.reveal()
        out.append((self.others(), {"t": "deal", "m": seed}))
        if self.on_side:
            off = tuple(s for s in range(self.players) if s not in self.side)
            mine = [
                [n, full]
                for n, full in sorted(self.fulls.items())
                if self.publics.get(n, (-1, ""))[0] == self.seat
            ]
            # every share it revealed (to the side only, for the side's throws): also those of a throw
            # the match stopped at
            side_rolls = [self.rolls[r].reveal_message() for r in sorted(self.revealed_rolls)]
            salt = self.salt_seed.hex() if self.seat == self.keeper and self.salt_seed else None
            if off:
                out.append(
                    (off, {"t": "open", "seat": self.seat, "moves": mine, "dice": side_rolls, "salt": salt})
                )

    def _end(self, out: list[Outgoing]) -> Generator[None, None, bool]:
        if not self.ended:
            self._openings(out)
            return True
        if self.verdict is not None or any(s not in self.deck.seeds for s in self.others()):
            return False
        if not self.on_side and any(s not in self.opens for s in self.side):
            return False
        audit = self.deck.audit_job()
        while not audit.run(1):
            yield
        self.verdict = yield from self._audit_steps(audit.result())
        return True

    def _audit(self, order: tuple[int, ...], interrupted: bool = False) -> Verdict:
        return drain(self._audit_steps(order, interrupted))

    def _audit_steps(
        self, order: tuple[int, ...], interrupted: bool = False
    ) -> Generator[None, None, Verdict]:
        orders = [order]
        moves: list[tuple[int, str, str]] = []
        applied = len(self.moves)
        pending = self.publics.get(applied) if interrupted else None
        if not self.on_side:
            salt = self.opens[self.keeper]["salt"]
            self.salt_seed = bytes_from_hex(salt, SALT_SEED_BYTES, "salt seed", self.keeper)
            for s, opened in sorted(self.opens.items()):
                for n, full in opened["moves"]:
                    actor = (
                        self.moves[n][0] if n < applied else (pending[0] if pending and n == applied else -1)
                    )
                    if actor != s or n in self.fulls:
                        raise IllegalMove(illegal("multi.opened", seat=s, n=n), seat=s)
                    self.fulls[n] = full
                for inner in opened["dice"]:
                    r = small_int(inner.get("roll"), MAX_MOVES, "roll number", s)
                    if r not in self.rolls:
                        raise UnexpectedMessage(f"seat {s} opened a throw that never was", suspects=(s,))
                    self.rolls[r] = self.rolls[r].receive(inner)
        for n, (s, public, full) in enumerate(self.moves):
            if full is None:
                full = public if s not in self.side else self.fulls.get(n)
            if full is None:
                return Verdict(False, s, n, f"seat {s} did not open its move {n}")
            moves.append((s, public, full))
        rolls: list[int | None] = [None if r is None else self.rolls[r].seed(64) for r in self.roll_of]
        reports = [self.reports[n] for n in range(len(self.moves))]
        if pending is not None:  # the move objected to, not applied here: checked if it throws no dice
            actor, public = pending
            full = public if actor not in self.side else self.fulls.get(applied)
            if full is not None and self.game.roll_audience(self.partial, Move(actor, public)) is None:
                moves.append((actor, public, full))
                rolls.append(None)
        seed = self.salt_seed
        assert seed is not None

        def digest(n: int, value: bytes) -> str:
            return digest_of(Context(self.match, self.keeper, PURPOSE, n), salt_for(seed, n), value)

        self.opened_record = ([list(o) for o in orders], list(moves), list(rolls))
        replay = getattr(self.game, "side_audit_steps", None)  # a game may replay in steps (a move each)
        if replay is None:
            return self.game.side_audit(self.players, self.options, orders, moves, rolls, reports, digest)
        verdict: Verdict = yield from replay(
            self.players, self.options, orders, moves, rolls, reports, digest
        )
        return verdict


# ---------------------------------------------------------------------- save and resume

SAVE_VERSION = 1
"""The version of a side match's save."""


def _verdict_json(verdict: Verdict | None) -> dict[str, Any] | None:
    if verdict is None:
        return None
    return {
        "verified": verdict.verified,
        "seat": verdict.seat,
        "move": verdict.move,
        "reason": verdict.reason,
    }


def save(match: SideMatch) -> dict[str, Any]:
    """The match as a JSON-compatible dict: the seat's secrets included (the save stays with the seat).

    The page saves it before it sends anything the match returned.
    """
    n = len(match.moves)
    return {
        "v": SAVE_VERSION,
        "seat": match.seat,
        "players": match.players,
        "match": match.match,
        "options": match.options,
        "group": match.deck.group.name,
        "deck": match.deck.to_json(),
        "salt_seed": None if match.salt_seed is None else match.salt_seed.hex(),
        "keyed": match.keyed,
        "ended": match.ended,
        "objected": match.objected,
        "moves": [list(m) for m in match.moves],
        "roll_of": list(match.roll_of),
        "pending": [[k, s, text] for k, (s, text) in sorted(match.publics.items()) if k >= n],
        "pending_full": [[k, text] for k, text in sorted(match.fulls.items()) if k >= n],
        "reports": [[k, list(facts), digest] for k, (facts, digest) in sorted(match.reports.items())],
        "rolls": [
            [r, roll.value.hex(), roll.salt.hex(), match.die_log.get(r, [])]
            for r, roll in sorted(match.rolls.items())
        ],
        "die_inbox": [[r, box] for r, box in sorted(match.die_inbox.items()) if box],
        "revealed_rolls": sorted(match.revealed_rolls),
        "deal_inbox": list(match.deal_inbox),
        "opens": [[s, m] for s, m in sorted(match.opens.items())],
        "sent": [[list(to), m] for to, m in match.sent],
        "verdict": _verdict_json(match.verdict),
    }


def resume(
    game: PeekSides,
    data: object,
    groups: Mapping[str, Group] | None = None,
    entropy: Callable[[int], bytes] = secrets.token_bytes,
) -> SideMatch:
    """Rebuild a match saved by :func:`save`: the deal re-checked, every throw and move replayed.

    Raises a :class:`~pharaoh.fair.errors.FairPlayError` (``MalformedMessage`` for a damaged
    save) on anything that does not replay exactly.
    """
    return drain(resume_steps(game, data, groups, entropy))


def resume_steps(
    game: PeekSides,
    data: object,
    groups: Mapping[str, Group] | None = None,
    entropy: Callable[[int], bytes] = secrets.token_bytes,
) -> Generator[None, None, SideMatch]:
    """:func:`resume` in steps, for the page's slices (each card checked, each key, each move replayed)."""
    from pharaoh.fair.group import GROUPS

    try:
        return (yield from _resume(game, data, dict(groups or GROUPS), entropy))
    except (IllegalAction, TypeError, KeyError, IndexError, AttributeError) as err:
        raise MalformedMessage(f"the save does not replay: {type(err).__name__}: {err}") from None
    except FairPlayError:
        raise
    except ValueError as err:
        raise MalformedMessage(f"the save does not replay: {err}") from None


def _replayed(parts: list[bytes]) -> Callable[[int], bytes]:
    """An entropy source giving back saved bytes (a roll's own value, then its salt)."""

    def take(size: int) -> bytes:
        part = parts.pop(0)
        if len(part) != size:
            raise MalformedMessage("a saved throw has bytes of the wrong length")
        return part

    return take


def _resume(
    game: PeekSides, data: object, groups: Mapping[str, Group], entropy: Callable[[int], bytes]
) -> Generator[None, None, SideMatch]:
    if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
        raise MalformedMessage("not a side match's save")
    seat, players = data["seat"], data["players"]
    group = groups[data["group"]]
    match = SideMatch(
        game,
        seat=seat,
        players=players,
        match=data["match"],
        options=data["options"],
        group=group,
        entropy=entropy,
    )
    match.deck = yield from deal_from_json_steps(data["deck"], groups)
    if match.deck.seat != seat or match.deck.match != match.match:
        raise MalformedMessage("the save's deal is another seat's")
    salt = data["salt_seed"]
    match.salt_seed = None if salt is None else bytes_from_hex(salt, SALT_SEED_BYTES, "salt seed", seat)
    match.keyed, match.ended, match.objected = (
        bool(data["keyed"]),
        bool(data["ended"]),
        bool(data["objected"]),
    )
    for r, value, salt_hex, log in data["rolls"]:
        roll = Roll.new(
            match.match, seat, players, r, entropy=_replayed([bytes.fromhex(value), bytes.fromhex(salt_hex)])
        )
        for inner in log:
            roll = roll.receive(inner)
        match.rolls[r] = roll
        match.die_log[r] = list(log)
    match.die_inbox = {r: list(box) for r, box in data["die_inbox"]}
    for r, box in match.die_inbox.items():  # as checked when they came: no bigger than honest ones
        for inner in box:
            check_form(inner, match.match, players, seat, r)
    match.revealed_rolls = set(data["revealed_rolls"])
    match.deal_inbox = list(data["deal_inbox"])
    for inner in match.deal_inbox:
        match.deck.check_form(inner)
    match.opens = dict(data["opens"])
    match.sent = [(tuple(to), m) for to, m in data["sent"]]
    for k, facts, digest in data["reports"]:
        match.book = match.book.record(Context(match.match, match.keeper, PURPOSE, k), digest)
        match.reports[k] = (tuple(facts), digest)
    partial = game.side_game(players, match.options, seat)
    for reveal in game.opening_reveals(partial):
        if reveal.to == seat and reveal.slot in match.deck.known:
            partial = game.learn(partial, reveal.slot, match.deck.known[reveal.slot])
    match.partial = partial
    for n, ((actor, public, full), r) in enumerate(zip(data["moves"], data["roll_of"], strict=True)):
        match.publics[n] = (actor, public)
        audience = game.roll_audience(match.partial, Move(actor, public))
        if (audience is None) != (r is None) or (r is not None and r != match._next_roll()):
            raise MalformedMessage(f"the save's move {n} has the wrong throw")
        seed = (
            match.rolls[r].seed(64) if r is not None and audience is not None and seat in audience else None
        )
        if match.on_side:
            if full is None:
                raise MalformedMessage(f"the save lacks move {n}'s full text")
            if match.salt_seed is None:  # a side's browser applies a move only once it holds the salt seed
                raise MalformedMessage(f"the save applies move {n} without the reports' salt seed")
            match.fulls[n] = full
            match.partial, report = game.side_apply(match.partial, Move(actor, full), seed)
            if match.reports[n] != (report.facts, match._digest(n, report)):
                raise MalformedMessage(f"the save's report of move {n} does not replay")
        else:
            match.partial = game.public_apply(
                match.partial, Move(actor, public), seed, match.reports[n][0], match.keeper
            )
        match._applied(actor, public, full, r)
        yield
    for k, actor, text in data["pending"]:
        match.publics[k] = (actor, text)
    for k, text in data["pending_full"]:
        match.fulls[k] = text
    verdict = data["verdict"]
    if verdict is not None:
        match.verdict = Verdict(verdict["verified"], verdict["seat"], verdict["move"], verdict["reason"])
    return match
