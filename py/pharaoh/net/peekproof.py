"""A peek-proof remote match: one seat's side of the two-party protocol, for any game that opts in.

Each browser holds a :class:`PeekMatch` for its seat (a computer seat's match lives in
the browser that runs it).  The game is reached only through
:class:`~pharaoh.engine.game.PeekProof`; nothing here knows a game.  Messages are
JSON-compatible dicts, sent to the other seat in order; nothing here touches a network.

1. **Deal**: both seats deal the game's piles with
   :class:`~pharaoh.fair.deck.DeckPlayer` (``{"t": "deal", "m": ...}`` carries its
   passes, card keys and, at the end, its seed).  Each seat's opening cards are keyed to it.
2. **Moves**: the seat to act sends ``{"t": "move", ...}``: the public text and the slots it
   uses.  A seat the game asks for an answer (a card taken from its hand) sends
   ``{"t": "answer", ...}``.  Both seats hand over the keys of the slots the move shows
   (to one seat or to both) before it applies, and of the cards it draws after.  Each
   seat checks the move against what it knows (:meth:`PeekProof.advance`); a fault
   ends the match at once with a :class:`~pharaoh.engine.game.Verdict` naming the seat.
3. **End**: once the game is over and every key is in, each seat opens its seed; each
   then audits the deal (every pass and key against the seeds) and replays the whole
   match with every card known: ``verified``, or the first illegal move and its seat.

A match resumes after a reload: :meth:`PeekMatch.to_json` holds the seat's deal (its
seed: the save stays with the seat), the moves and the verdict; :meth:`PeekMatch.from_json`
replays them; :meth:`PeekMatch.resend` gives everything this seat sent that the other
seat may have missed (every receiver takes a repeat once).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from pharaoh.engine.game import IllegalAction, IllegalMove, Move, PeekProof, Reveal, Verdict, View
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.dice import VALUE_BYTES, Roll
from pharaoh.fair.errors import FairPlayError, MalformedMessage
from pharaoh.fair.group import GROUPS, OAKLEY_1024, Group
from pharaoh.fair.jobs import Job
from pharaoh.fair.wire import Message, bytes_from_hex, exact_fields, small_int

VERSION = 1
"""The version of the match's save."""
MAX_TEXT = 80
"""The longest move text taken from a peer."""
MAX_CLAIMS = 16
"""The most slots one move or answer may name."""
MAX_ID = 1 << 16
"""Slots and public card ids (negative) in a move lie strictly between -MAX_ID and MAX_ID."""
MAX_MOVES = 100_000
"""The highest move number taken from a peer."""
_FIELDS = {
    "deal": frozenset({"t", "m"}),
    "seed": frozenset({"t", "m"}),
    "move": frozenset({"t", "n", "seat", "text", "claims"}),
    "answer": frozenset({"t", "n", "seat", "claims"}),
}

Answers = dict[int, tuple[int, ...]]
"""The slots each answering seat named for one move."""


def _claims(value: object, sender: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_CLAIMS:
        raise MalformedMessage(f"seat {sender} sent a bad list of slots", suspects=(sender,))
    if any(type(x) is not int or not -MAX_ID < x < MAX_ID for x in value):
        raise MalformedMessage(f"seat {sender} sent a bad slot", suspects=(sender,))
    return tuple(value)


class PeekMatch:
    """One seat's side of a two-seat peek-proof match (see the module docstring)."""

    def __init__(
        self,
        game: PeekProof,
        *,
        seat: int,
        seed: int | None,
        match: str,
        options: Mapping[str, Any] | None = None,
        group: Group = OAKLEY_1024,
        entropy: Callable[[int], bytes] = secrets.token_bytes,
        deck: DeckPlayer | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.players = 2
        self.seed = seed
        """The public seed (adventurers, the toss, the public generator); ``None`` until the seats' roll
        gives it (a seed given here is for tests and benchmarks only: whoever picks it can steer them)."""
        self.match = match
        self.options = dict(options or {})
        self.roll = Roll.new(match, seat, 2, 0, entropy=entropy)
        """This seat's side of the commit-reveal roll that gives the seed."""
        self.roll_received: list[Message] = []
        """The other seat's roll messages (kept: a reload replays them)."""
        spec = game.deal_spec(self.players, self.options)
        self.deck = deck or DeckPlayer.new(
            group, spec.label, match, 0, seat=seat, players=self.players, piles=spec.piles, entropy=entropy
        )
        """This seat's side of the deal (its secret seed, the transcript, the keys it received)."""
        self.partial: Any = (
            None if seed is None else game.partial_game(seed, self.players, self.options, seat)
        )
        """What this seat knows of the game (``PeekProof.partial_game``); ``None`` before the seed."""
        self.moves: list[tuple[Move, Answers]] = []
        self.pending: Move | None = None
        self.answers: Answers = {}
        self.shown: list[Reveal] = []
        """Every card show the match required so far (the opening, each move's before and after)."""
        self.opened = False
        self.verdict: Verdict | None = None
        """The end: verified, or the seat found cheating (set at once when a check during play fails)."""

    # ------------------------------------------------------------------ state

    @property
    def other(self) -> int:
        """The other seat."""
        return 1 - self.seat

    def view(self) -> View:
        """This seat's view of the game, from its own knowledge."""
        return self.game.partial_view(self.partial)

    def legal(self) -> tuple[Any, ...]:
        """This seat's legal actions now (empty unless it may act)."""
        if not self.can_act():
            return ()
        return self.game.partial_legal(self.partial)

    def to_act(self) -> tuple[int, ...]:
        """The seats to act (public; none before the seed and the deal)."""
        if self.partial is None:
            return ()
        return self.game.partial_to_act(self.partial)

    def _needed(self) -> list[Reveal]:
        needed = list(self.shown)
        if self.pending is not None:
            needed.extend(self.game.reveals(self.partial, self.pending, self.answers))
        return needed

    def _answered(self) -> bool:
        assert self.pending is not None
        return all(s in self.answers for s in self.game.responders(self.partial, self.pending))

    def _mine(self, reveal: Reveal) -> bool:
        return reveal.to is None or reveal.to == self.seat

    def settled(self) -> bool:
        """Whether no move is under way and every card shown to this seat is open."""
        return (
            self.opened
            and self.pending is None
            and all(r.slot in self.deck.known for r in self.shown if self._mine(r))
        )

    def can_act(self) -> bool:
        """Whether this seat may send a move now."""
        return self.verdict is None and self.settled() and self.seat in self.to_act()

    def waiting_for(self) -> tuple[int, str] | None:
        """The seat the match waits for and what for (``None``: nothing, or the match is over).

        A seat that stops handing over keys stalls the match; the room names it.
        """
        if self.verdict is not None:
            return None
        if self.seed is None:
            return self.other, "share of the seed"
        if not self.deck.dealt:
            turn = len(self.deck.shuffles) if len(self.deck.shuffles) < self.players else len(self.deck.locks)
            return (turn, "deal") if turn != self.seat else None
        for reveal in self._needed():
            if self._mine(reveal) and not self.deck.can_open(reveal.slot):
                return self.other, f"key for slot {reveal.slot}"
        if self.pending is not None:
            waits = (
                self.other in self.game.responders(self.partial, self.pending)
                and self.other not in self.answers
            )
            return (self.other, "answer") if waits else None
        if not self.to_act():
            return (self.other, "seed") if self.other not in self.deck.seeds else None
        actor = self.to_act()[0]
        return (actor, "move") if actor != self.seat else None

    def give_up(self) -> Verdict:
        """End a stalled match (the room calls it after a timeout): the verdict names the seat that stalls.

        A seat that stops handing over keys or its seed when it is losing cannot be forced;
        it is named instead.  Raises ``ValueError`` if the match waits for nobody else.
        """
        if self.verdict is not None:
            return self.verdict
        waiting = self.waiting_for()
        if waiting is None or waiting[0] == self.seat:
            raise ValueError("the match waits for nobody else")
        seat, what = waiting
        self.verdict = Verdict(False, seat, None, f"seat {seat} withheld its {what}")
        return self.verdict

    # ------------------------------------------------------------------ messages

    def start(self) -> list[Message]:
        """The first messages of this seat (seat 0 shuffles at once)."""
        return self.start_job().result()

    def start_job(self) -> Job[list[Message]]:
        """:meth:`start` as a job in slices (seat 0's first pass: one exponentiation per unit)."""
        out: list[Message] = []

        def work() -> Iterator[None]:
            if self.seed is None:
                out.append({"t": "seed", "m": self.roll.commit_message()})
            own = self.deck.pass_job()
            if own is not None:
                while not own.run(1):
                    yield
                self.deck, passes = own.result()
                out.extend({"t": "deal", "m": m} for m in passes)
            out.extend(self._guard(self._sync))

        return Job(work(), lambda: out)

    def _take_roll(self, message: object) -> list[Message]:
        """The other seat's commitment or share of the seed; the seed once both shares are in."""
        if self.seed is not None:
            return []
        had = len(self.roll.commits)
        self.roll = self.roll.receive(message)
        if isinstance(message, dict) and message not in self.roll_received:
            self.roll_received.append(message)
        out: list[Message] = []
        if had < self.players == len(self.roll.commits):
            # The commitment again first, in case this seat had not started yet (a repeat is taken once).
            out.append({"t": "seed", "m": self.roll.commit_message()})
            out.append({"t": "seed", "m": self.roll.reveal_message()})
        if self.roll.complete:
            self.seed = self.roll.seed()
            self.partial = self.game.partial_game(self.seed, self.players, self.options, self.seat)
        return out

    def play(self, action: Any) -> list[Message]:
        """This seat's move: the messages to send.  Raises :class:`IllegalAction` if it may not play it."""
        if not self.can_act() or action not in self.game.partial_legal(self.partial):
            raise IllegalAction(f"not a legal action now: {action!r}")
        move = self.game.public_move(self.partial, action)
        self.pending, self.answers = move, {}
        message: Message = {
            "t": "move",
            "n": len(self.moves),
            "seat": self.seat,
            "text": move.text,
            "claims": list(move.claims),
        }
        return [message, *self._guard(self._sync)]

    def receive(self, message: object) -> list[Message]:
        """Check and take a message from the other seat; the messages to send in turn.

        A fault sets :attr:`verdict` (naming the seat) and sends nothing more.
        """
        return self.receive_job(message).result()

    def receive_job(self, message: object) -> Job[list[Message]]:
        """:meth:`receive` as a job in slices (a unit: about one exponentiation), for the page.

        A deal pass's checks, this seat's own pass and the end audit are the long parts (a
        hundred or more exponentiations each); the page runs ``job.run(10)`` and returns to
        its event loop in between.  Run one job at a time, the messages in order; the match
        changes only as each part completes.
        """
        out: list[Message] = []

        def work() -> Iterator[None]:
            if self.verdict is not None:
                return
            try:
                yield from self._receive_work(message, out)
            except (IllegalMove, FairPlayError) as err:
                self._blame(err)
                out.clear()
            except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
                # A shape no check foresaw: still the sender's fault, never a crash.
                self.verdict = Verdict(False, self.other, None, f"malformed message: {type(err).__name__}")
                out.clear()

        return Job(work(), lambda: out)

    def _blame(self, err: IllegalMove | FairPlayError) -> None:
        if isinstance(err, IllegalMove):
            self.verdict = Verdict(False, err.seat, len(self.moves), str(err))
        else:
            suspects = [s for s in err.suspects if s != self.seat] or [self.other]
            self.verdict = Verdict(False, suspects[0], None, f"{type(err).__name__}: {err}")

    def _guard(self, work: Callable[[], list[Message]]) -> list[Message]:
        try:
            return work()
        except (IllegalMove, FairPlayError) as err:
            self._blame(err)
        return []

    def _receive_work(self, message: object, out: list[Message]) -> Iterator[None]:
        sender = self.other
        if (
            not isinstance(message, dict)
            or not isinstance(message.get("t"), str)
            or message["t"] not in _FIELDS
        ):
            raise MalformedMessage(f"seat {sender} sent an unknown message", suspects=(sender,))
        exact_fields(message, _FIELDS[message["t"]], sender)
        kind = message["t"]
        if kind == "deal":
            checks = self.deck.receive_job(message["m"])
            while not checks.run(1):
                yield
            self.deck = checks.result()
            own = self.deck.pass_job()
            if own is not None:
                while not own.run(1):
                    yield
                self.deck, replies = own.result()
                out.extend({"t": "deal", "m": m} for m in replies)
        elif kind == "seed":
            out.extend(self._take_roll(message["m"]))
        else:
            n = small_int(message["n"], MAX_MOVES, "move number", sender)
            if message["seat"] != sender:
                raise MalformedMessage(f"seat {sender} sent a move of another seat", suspects=(sender,))
            claims = _claims(message["claims"], sender)
            if kind == "move":
                text = message["text"]
                if not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT:
                    raise MalformedMessage(f"seat {sender} sent a bad move", suspects=(sender,))
                out.extend(self._take_move(n, Move(sender, text, claims)))
            else:
                self._take_answer(n, claims)
        out.extend(self._sync())
        yield from self._audit_work()

    def _audit_work(self) -> Iterator[None]:
        """Once both seeds are open: the deal's audit in slices, then the game's replay: the verdict."""
        if (
            self.verdict is not None
            or not self.settled()
            or self.to_act()
            or self.other not in self.deck.seeds
        ):
            return
        assert self.seed is not None  # there is a partial state
        job = self.deck.audit_job()
        while not job.run(1):
            yield
        order = job.result()
        self.verdict = self.game.audit(self.seed, self.players, self.options, order, self.moves)

    def audit_job(self) -> Job[Verdict | None]:
        """The end audit as a job, for a match resumed after both seeds arrived (else nothing to do)."""

        def work() -> Iterator[None]:
            try:
                yield from self._audit_work()
            except (IllegalMove, FairPlayError) as err:
                self._blame(err)

        return Job(work(), lambda: self.verdict)

    def _take_move(self, n: int, move: Move) -> list[Message]:
        if n < len(self.moves) and self.moves[n][0] == move or n == len(self.moves) and self.pending == move:
            return []  # a repeat after a reconnect
        if n != len(self.moves) or self.pending is not None or not self.settled():
            waiting = self.waiting_for()
            if waiting is not None and waiting[0] == move.seat and waiting[1] != "move":
                raise IllegalMove(f"moved on without handing over its {waiting[1]}", seat=move.seat)
            raise IllegalMove("sent a move out of turn", seat=move.seat)
        if move.seat not in self.to_act():
            raise IllegalMove("moved out of turn", seat=move.seat)
        self.pending, self.answers = move, {}
        return []

    def _answer(self) -> list[Message]:
        """This seat's answer to the pending move, once the game can tell it."""
        move = self.pending
        if (
            move is None
            or self.seat in self.answers
            or self.seat not in self.game.responders(self.partial, move)
        ):
            return []
        claims = self.game.respond(self.partial, move)
        if claims is None:
            return []
        self.answers[self.seat] = claims
        return [{"t": "answer", "n": len(self.moves), "seat": self.seat, "claims": list(claims)}]

    def _take_answer(self, n: int, claims: tuple[int, ...]) -> None:
        sender = self.other
        if n < len(self.moves) and self.moves[n][1].get(sender) == claims:
            return
        if self.pending is None or n != len(self.moves):
            raise IllegalMove("sent an answer to no move", seat=sender)
        if sender not in self.game.responders(self.partial, self.pending):
            raise IllegalMove("answered a move that asks nothing of it", seat=sender)
        if sender in self.answers:
            if self.answers[sender] == claims:
                return
            raise IllegalMove("answered one move twice", seat=sender)
        self.answers[sender] = claims

    # ------------------------------------------------------------------ keys and moves

    def _given(self, slot: int, to: int) -> bool:
        return (slot, to) in self.deck.given or (slot, None) in self.deck.given

    def _sync(self) -> list[Message]:
        """Hand over the keys this seat owes, open what it can, apply the move once it can."""
        out: list[Message] = []
        if not self.deck.dealt or self.partial is None:
            return out
        if not self.opened:
            self.opened = True
            self.shown.extend(self.game.opening_reveals(self.partial))
        progress = True
        while progress and self.verdict is None:
            progress = False
            answer = self._answer()
            out.extend(answer)
            needed = self._needed()
            for reveal in needed:
                if reveal.to != self.seat and not self._given(reveal.slot, self.other):
                    self.deck, message = self.deck.give_key(reveal.slot, reveal.to)
                    out.append({"t": "deal", "m": message})
                if (
                    self._mine(reveal)
                    and reveal.slot not in self.deck.known
                    and self.deck.can_open(reveal.slot)
                ):
                    self.deck, card = self.deck.open_card(reveal.slot)
                    self.partial = self.game.learn(self.partial, reveal.slot, card)
                    progress = True
            if self.pending is not None and self._answered():
                before = self.game.reveals(self.partial, self.pending, self.answers)
                if all(r.slot in self.deck.known for r in before if self._mine(r)):
                    self.partial, after = self.game.advance(self.partial, self.pending, self.answers)
                    self.moves.append((self.pending, dict(self.answers)))
                    self.shown.extend(before)
                    self.shown.extend(after)
                    self.pending, self.answers = None, {}
                    progress = True
        out.extend(self._end())
        return out

    def _end(self) -> list[Message]:
        """Open this seat's seed once the game is over and settled (the audit follows in the job)."""
        if self.verdict is not None or not self.settled() or self.to_act():
            return []
        out: list[Message] = []
        if self.seat not in self.deck.seeds:
            self.deck, message = self.deck.reveal()
            out.append({"t": "deal", "m": message})
        return out

    def resend(self) -> list[Message]:
        """Everything this seat sent that the other may have missed (after a reload or a reconnect)."""
        out: list[Message] = []
        if self.roll_received or self.seed is None:
            out.append({"t": "seed", "m": self.roll.commit_message()})
            if len(self.roll.commits) == self.players:
                out.append({"t": "seed", "m": self.roll.reveal_message()})
        out.extend({"t": "deal", "m": m} for m in self.deck.sent_passes())
        for slot, to in self.deck.given:
            player, message = self.deck.give_key(slot, to)
            out.append({"t": "deal", "m": message})
        moves = [*self.moves, *([] if self.pending is None else [(self.pending, self.answers)])]
        for n, (move, answers) in enumerate(moves):
            if move.seat == self.seat:
                out.append(
                    {"t": "move", "n": n, "seat": self.seat, "text": move.text, "claims": list(move.claims)}
                )
            elif self.seat in answers:
                out.append({"t": "answer", "n": n, "seat": self.seat, "claims": list(answers[self.seat])})
        if self.seat in self.deck.seeds:
            player, message = self.deck.reveal()
            out.append({"t": "deal", "m": message})
        return out

    # ------------------------------------------------------------------ storage

    def to_json(self) -> dict[str, Any]:
        """The match as this seat saves it (with its secret seed: the save stays with the seat)."""
        verdict = self.verdict
        return {
            "v": VERSION,
            "seat": self.seat,
            "seed": self.seed,
            "roll": {
                "value": self.roll.value.hex(),
                "salt": self.roll.salt.hex(),
                "received": self.roll_received,
            },
            "match": self.match,
            "options": dict(self.options),
            "deck": self.deck.to_json(),
            "moves": [
                {"seat": m.seat, "text": m.text, "claims": list(m.claims), "answers": _answers_json(a)}
                for m, a in self.moves
            ],
            "pending": None
            if self.pending is None
            else {
                "seat": self.pending.seat,
                "text": self.pending.text,
                "claims": list(self.pending.claims),
                "answers": _answers_json(self.answers),
            },
            "verdict": None
            if verdict is None
            else {
                "verified": verdict.verified,
                "seat": verdict.seat,
                "move": verdict.move,
                "reason": verdict.reason,
            },
        }

    @classmethod
    def from_json(cls, game: PeekProof, data: object, groups: Mapping[str, Group] = GROUPS) -> PeekMatch:
        """Resume a match saved by :meth:`to_json`: the deal re-checked, every move replayed.

        Raises :class:`~pharaoh.fair.errors.FairPlayError` or :class:`IllegalAction` on a
        damaged save.
        """
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise MalformedMessage("not a saved peek-proof match")
        fields = {"v", "seat", "seed", "roll", "match", "options", "deck", "moves", "pending", "verdict"}
        if (
            set(data) != fields
            or not isinstance(data["moves"], list)
            or not isinstance(data["options"], dict)
        ):
            raise MalformedMessage("a saved peek-proof match with the wrong fields")
        deck = DeckPlayer.from_json(data["deck"], groups)
        seed, roll = data["seed"], data["roll"]
        if (
            (seed is not None and type(seed) is not int)
            or type(data["seat"]) is not int
            or deck.seat != data["seat"]
        ):
            raise MalformedMessage("a saved peek-proof match with a bad seat or seed")
        if not isinstance(roll, dict) or set(roll) != {"value", "salt", "received"}:
            raise MalformedMessage("a saved peek-proof match with a bad roll")
        value = bytes_from_hex(roll["value"], VALUE_BYTES, "value", deck.seat)
        salt = bytes_from_hex(roll["salt"], 16, "salt", deck.seat)
        match = cls(
            game,
            seat=deck.seat,
            seed=None,
            match=deck.match,
            options=data["options"],
            group=deck.group,
            entropy=lambda n: value if n == VALUE_BYTES else salt,
            deck=deck,
        )
        received = roll["received"]
        if not isinstance(received, list):
            raise MalformedMessage("a saved peek-proof match with a bad roll")
        for message in received:
            match._take_roll(message)
        if seed is not None and match.seed is None and not received:  # a seed given (tests, benchmarks)
            match.seed = seed
            match.partial = game.partial_game(seed, match.players, match.options, match.seat)
        if match.seed != seed:
            raise MalformedMessage("a saved peek-proof match whose seed is not its roll's")
        if deck.dealt:
            match.opened = True
            match.shown.extend(game.opening_reveals(match.partial))
        for slot, card in sorted(deck.known.items()):
            match.partial = game.learn(match.partial, slot, card)
        for entry in data["moves"]:
            move, answers = _move_from_json(entry)
            before = game.reveals(match.partial, move, answers)
            match.partial, after = game.advance(match.partial, move, answers)
            match.moves.append((move, answers))
            match.shown.extend((*before, *after))
        if data["pending"] is not None:
            match.pending, match.answers = _move_from_json(data["pending"])
        verdict = data["verdict"]
        if verdict is not None:
            if not isinstance(verdict, dict):
                raise MalformedMessage("a saved verdict that is not an object")
            match.verdict = Verdict(
                bool(verdict.get("verified")),
                verdict.get("seat"),
                verdict.get("move"),
                str(verdict.get("reason", "")),
            )
        return match


def _answers_json(answers: Mapping[int, tuple[int, ...]]) -> dict[str, list[int]]:
    return {str(s): list(c) for s, c in sorted(answers.items())}


def _move_from_json(entry: object) -> tuple[Move, Answers]:
    if not isinstance(entry, dict) or set(entry) != {"seat", "text", "claims", "answers"}:
        raise MalformedMessage("a saved move with the wrong fields")
    seat = small_int(entry["seat"], 2, "seat", 0)
    text = entry["text"]
    if not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT or not isinstance(entry["answers"], dict):
        raise MalformedMessage("a saved move with a bad text")
    answers: Answers = {}
    for key, claims in entry["answers"].items():
        if key not in ("0", "1"):
            raise MalformedMessage("a saved answer of no seat")
        answers[int(key)] = _claims(claims, int(key))
    return Move(seat, text, _claims(entry["claims"], seat)), answers
