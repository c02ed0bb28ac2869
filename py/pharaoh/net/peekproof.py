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
from collections.abc import Callable, Generator, Iterator, Mapping
from typing import Any

from pharaoh.engine.game import (
    SLOT_SPAN,
    IllegalAction,
    IllegalMove,
    Move,
    PeekProof,
    Reveal,
    Verdict,
    View,
)
from pharaoh.engine.illegal import illegal
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.dice import VALUE_BYTES, Roll
from pharaoh.fair.errors import FairPlayError, MalformedMessage, UnexpectedMessage
from pharaoh.fair.group import GROUPS, OAKLEY_1024, Group
from pharaoh.fair.jobs import Job, drain
from pharaoh.fair.save import deal_from_json_steps
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


def peek_game(game_id: str) -> PeekProof | None:
    """The game's peek-proof hooks, if it opts in (:class:`~pharaoh.engine.game.PeekProof`)."""
    from pharaoh.engine.registry import get_game

    try:
        game = get_game(game_id)
    except (KeyError, ValueError):
        return None
    return game if isinstance(game, PeekProof) else None


def fits_peek(game_id: str, kinds: list[str]) -> bool:
    """Whether a room of these seats can run peek-proof: a game that opts in, two seats, one remote.

    The host's browser must hold one seat itself (a person or a computer): a peek-proof
    match has no referee, so a host cannot watch two remote seats play.  A game opts in
    through :class:`PeekProof` or, for two seats, :class:`~pharaoh.engine.game.PeekSides`
    (:func:`pharaoh.net.peekpair.pair_game`).

    >>> fits_peek("valley_kings", ["local", "remote"]), fits_peek("valley_kings", ["remote", "remote"])
    (True, False)
    >>> fits_peek("mummy_spell", ["local", "remote"]), fits_peek("valley_kings", ["computer", "remote"])
    (False, True)
    >>> fits_peek("mummy_curse", ["remote", "local"]), fits_peek("mummy_curse", ["local", "remote", "remote"])
    (True, False)
    """
    from pharaoh.net.peekpair import pair_game

    return pair_game(game_id) is not None and sorted(kinds) in (["local", "remote"], ["computer", "remote"])


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
        self.group = group
        self.entropy = entropy
        spec = game.deal_spec(self.players, self.options)
        self.decks: list[DeckPlayer] = [
            deck
            or DeckPlayer.new(
                group,
                spec.label,
                match,
                0,
                seat=seat,
                players=self.players,
                piles=spec.piles,
                entropy=entropy,
            )
        ]
        """This seat's side of each deal (its secret seed, the transcript, the keys it received): the
        first deal, then one per reshuffle (``round`` 1, 2, ...); slots as ``SLOT_SPAN`` says."""
        self.taken = 0
        """The reshuffle deals the partial state has placed."""
        self.early: list[Message] = []
        """Messages of a reshuffle deal this seat has not reached yet."""
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
        self.orders: tuple[tuple[int, ...], ...] = ()
        """Every deal's card at each position, once the end audit opened them (for the replay)."""

    # ------------------------------------------------------------------ state

    @property
    def other(self) -> int:
        """The other seat."""
        return 1 - self.seat

    @property
    def deck(self) -> DeckPlayer:
        """This seat's side of the first deal."""
        return self.decks[0]

    @deck.setter
    def deck(self, player: DeckPlayer) -> None:
        self.decks[0] = player

    def _known(self, slot: int) -> bool:
        deal, position = divmod(slot, SLOT_SPAN)
        return deal < len(self.decks) and position in self.decks[deal].known

    def _can_open(self, slot: int) -> bool:
        deal, position = divmod(slot, SLOT_SPAN)
        return deal < len(self.decks) and self.decks[deal].dealt and self.decks[deal].can_open(position)

    def _given(self, slot: int, to: int) -> bool:
        deal, position = divmod(slot, SLOT_SPAN)
        given = self.decks[deal].given
        return (position, to) in given or (position, None) in given

    def _give(self, slot: int, to: int | None) -> Message:
        deal, position = divmod(slot, SLOT_SPAN)
        self.decks[deal], message = self.decks[deal].give_key(position, to)
        return {"t": "deal", "m": message}

    def _open(self, slot: int) -> int:
        deal, position = divmod(slot, SLOT_SPAN)
        self.decks[deal], card = self.decks[deal].open_card(position)
        return card

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
            and all(self._known(r.slot) for r in self.shown if self._mine(r))
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
        for player in self.decks:
            if not player.dealt:
                done = len(player.shuffles)
                turn = done if done < self.players else len(player.locks)
                return (turn, "deal") if turn != self.seat else None
        for reveal in self._needed():
            if self._mine(reveal) and not self._can_open(reveal.slot):
                return self.other, f"key for slot {reveal.slot}"
        if self.pending is not None:
            waits = (
                self.other in self.game.responders(self.partial, self.pending)
                and self.other not in self.answers
            )
            return (self.other, "answer") if waits else None
        if not self.to_act():
            return (self.other, "seed") if any(self.other not in d.seeds for d in self.decks) else None
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
        return self.play_job(action).result()

    def play_job(self, action: Any) -> Job[list[Message]]:
        """:meth:`play` as a job in slices (a move that needs a reshuffle deal starts its passes).

        Raises :class:`IllegalAction` at once if the seat may not play ``action``.
        """
        if not self.can_act() or action not in self.game.partial_legal(self.partial):
            raise IllegalAction(illegal("not_legal_now", action=repr(action)))
        move = self.game.public_move(self.partial, action)
        self.pending, self.answers = move, {}
        message: Message = {
            "t": "move",
            "n": len(self.moves),
            "seat": self.seat,
            "text": move.text,
            "claims": list(move.claims),
        }
        out: list[Message] = [message]

        def work() -> Iterator[None]:
            try:
                out.extend(self._sync())
                yield from self._catch_up(out)
            except (IllegalMove, FairPlayError) as err:
                self._blame(err)

        return Job(work(), lambda: out)

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
            inner = message["m"]
            deal = inner.get("round") if isinstance(inner, dict) else None
            if type(deal) is not int or not 0 <= deal <= len(self.decks):
                raise MalformedMessage(f"seat {sender} sent a message of no deal", suspects=(sender,))
            if deal == len(self.decks):  # a reshuffle deal this seat has not reached yet
                if len(self.early) >= 8:
                    raise UnexpectedMessage(f"seat {sender} ran ahead of the match", suspects=(sender,))
                self.early.append(inner)
            else:
                checks = self.decks[deal].receive_job(inner)
                while not checks.run(1):
                    yield
                self.decks[deal] = checks.result()
                own = self.decks[deal].pass_job()
                if own is not None:
                    while not own.run(1):
                        yield
                    self.decks[deal], replies = own.result()
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
        yield from self._catch_up(out)
        yield from self._audit_work()

    def _catch_up(self, out: list[Message]) -> Iterator[None]:
        """A reshuffle deal's work in slices: the messages that came before it began, this seat's passes."""
        progress = True
        while progress and self.verdict is None:
            progress = False
            last = len(self.decks) - 1
            if last >= 1 and self.early:
                checks = self.decks[last].receive_job(self.early.pop(0))
                while not checks.run(1):
                    yield
                self.decks[last] = checks.result()
                progress = True
            for deal in range(1, len(self.decks)):
                own = self.decks[deal].pass_job()
                if own is not None:
                    while not own.run(1):
                        yield
                    self.decks[deal], passes = own.result()
                    out.extend({"t": "deal", "m": m} for m in passes)
                    progress = True
            if progress:
                out.extend(self._sync())

    def _audit_work(self) -> Iterator[None]:
        """Once both seeds are open: the deal's audit in slices, then the game's replay: the verdict."""
        if (
            self.verdict is not None
            or not self.settled()
            or self.to_act()
            or any(self.other not in d.seeds for d in self.decks)
        ):
            return
        assert self.seed is not None  # there is a partial state
        orders = []
        for player in self.decks:
            job = player.audit_job()
            while not job.run(1):
                yield
            orders.append(job.result())
        self.orders = tuple(tuple(o) for o in orders)
        replay = getattr(self.game, "audit_steps", None)  # a game may replay in steps (one move each)
        if replay is None:
            self.verdict = self.game.audit(self.seed, self.players, self.options, orders, self.moves)
        else:
            self.verdict = yield from replay(self.seed, self.players, self.options, orders, self.moves)

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
                raise IllegalMove(illegal("peek.moved_on", what=waiting[1]), seat=move.seat)
            raise IllegalMove(illegal("peek.sent_out_of_turn"), seat=move.seat)
        if move.seat not in self.to_act():
            raise IllegalMove(illegal("out_of_turn"), seat=move.seat)
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
            raise IllegalMove(illegal("peek.no_move"), seat=sender)
        if sender not in self.game.responders(self.partial, self.pending):
            raise IllegalMove(illegal("peek.not_asked"), seat=sender)
        if sender in self.answers:
            if self.answers[sender] == claims:
                return
            raise IllegalMove(illegal("peek.twice"), seat=sender)
        self.answers[sender] = claims

    # ------------------------------------------------------------------ keys and moves

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
                    out.append(self._give(reveal.slot, reveal.to))
                if self._mine(reveal) and not self._known(reveal.slot) and self._can_open(reveal.slot):
                    card = self._open(reveal.slot)
                    self.partial = self.game.learn(self.partial, reveal.slot, card)
                    progress = True
            if self.pending is not None and self._answered():
                before = self.game.reveals(self.partial, self.pending, self.answers)
                if all(self._known(r.slot) for r in before if self._mine(r)):
                    if self._reshuffle(out):
                        progress = True
                        continue
                    if self.taken < len(self.decks) - 1:
                        break  # a reshuffle deal under way
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
        for deal, player in enumerate(self.decks):
            if self.seat not in player.seeds:
                self.decks[deal], message = player.reveal()
                out.append({"t": "deal", "m": message})
        return out

    def _reshuffle(self, out: list[Message]) -> bool:
        """The deal the pending move needs first (a reshuffle): started, or placed once dealt.

        Returns whether the partial state changed (the loop then looks again).
        """
        assert self.pending is not None
        spec = self.game.extra_deal(self.partial, self.pending, self.answers)
        if spec is None:
            return False
        deal = self.taken + 1
        if len(self.decks) == deal:
            player = DeckPlayer.new(
                self.group,
                spec.label,
                self.match,
                deal,
                seat=self.seat,
                players=self.players,
                piles=spec.piles,
                entropy=self.entropy,
            )
            self.decks.append(player)  # its passes and the messages that came early: in _catch_up
        if not self.decks[deal].dealt:
            return False
        self.partial = self.game.dealt(self.partial, deal)
        self.taken = deal
        return True

    def resend(self) -> list[Message]:
        """Everything this seat sent that the other may have missed (after a reload or a reconnect)."""
        out: list[Message] = []
        if self.roll_received or self.seed is None:
            out.append({"t": "seed", "m": self.roll.commit_message()})
            if len(self.roll.commits) == self.players:
                out.append({"t": "seed", "m": self.roll.reveal_message()})
        for player in self.decks:
            out.extend({"t": "deal", "m": m} for m in player.sent_passes())
            for position, to in player.given:
                _, message = player.give_key(position, to)
                out.append({"t": "deal", "m": message})
        moves = [*self.moves, *([] if self.pending is None else [(self.pending, self.answers)])]
        for n, (move, answers) in enumerate(moves):
            if move.seat == self.seat:
                out.append(
                    {"t": "move", "n": n, "seat": self.seat, "text": move.text, "claims": list(move.claims)}
                )
            elif self.seat in answers:
                out.append({"t": "answer", "n": n, "seat": self.seat, "claims": list(answers[self.seat])})
        for player in self.decks:
            if self.seat in player.seeds:
                _, message = player.reveal()
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
            "reshuffles": [player.to_json() for player in self.decks[1:]],
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
        return drain(cls.from_json_steps(game, data, groups))

    @classmethod
    def from_json_steps(
        cls, game: PeekProof, data: object, groups: Mapping[str, Group] = GROUPS
    ) -> Generator[None, None, PeekMatch]:
        """:meth:`from_json` in steps, for the page's slices (each card checked, key, move replayed)."""
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise MalformedMessage("not a saved peek-proof match")
        fields = {
            "v",
            "seat",
            "seed",
            "roll",
            "match",
            "options",
            "deck",
            "reshuffles",
            "moves",
            "pending",
            "verdict",
        }
        if (
            set(data) != fields
            or not isinstance(data["moves"], list)
            or not isinstance(data["options"], dict)
        ):
            raise MalformedMessage("a saved peek-proof match with the wrong fields")
        deck = yield from deal_from_json_steps(data["deck"], groups)
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
        reshuffles = data["reshuffles"]
        if not isinstance(reshuffles, list) or len(reshuffles) > 60:
            raise MalformedMessage("a saved peek-proof match with bad reshuffle deals")
        for deal, item in enumerate(reshuffles, 1):
            player = yield from deal_from_json_steps(item, groups)
            if player.seat != deck.seat or player.round != deal or player.match != deck.match:
                raise MalformedMessage("a saved reshuffle deal of another seat or match")
            match.decks.append(player)
        match.entropy = secrets.token_bytes  # fresh secrets for deals to come
        if match.partial is None:
            if data["moves"] or data["pending"] is not None:
                raise MalformedMessage("a saved peek-proof match with moves and no seed")
        elif deck.dealt:
            match.opened = True
            match.shown.extend(game.opening_reveals(match.partial))
            for slot, card in sorted(deck.known.items()):
                match.partial = game.learn(match.partial, slot, card)
        for entry in data["moves"]:
            move, answers = _move_from_json(entry)
            if not match.opened:
                raise MalformedMessage("a saved peek-proof match with moves before its deal")
            before = game.reveals(match.partial, move, answers)
            if game.extra_deal(match.partial, move, answers) is not None:
                deal = match.taken + 1
                if deal >= len(match.decks) or not match.decks[deal].dealt:
                    raise MalformedMessage("a saved move whose reshuffle deal is missing")
                match.partial = game.dealt(match.partial, deal)
                match.taken = deal
                for position, card in sorted(match.decks[deal].known.items()):
                    match.partial = game.learn(match.partial, deal * SLOT_SPAN + position, card)
            match.partial, after = game.advance(match.partial, move, answers)
            match.moves.append((move, answers))
            match.shown.extend((*before, *after))
            yield
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
