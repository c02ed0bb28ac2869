"""The mental-poker deal: one seat's side of it, as a pure state machine.

``n`` seats deal a deck of face-down piles so that no seat learns a card it is not
dealt, and a card can be shown to one seat or to all.  Each seat holds a
:class:`DeckPlayer`; messages are JSON-compatible dicts; nothing here touches a network.

1. **Shuffle** (seats 0, 1, ... in turn): the seat raises every card of the deck it
   received (seat 0: the public card encoding) to its secret shuffle exponent, permutes
   each pile, and sends the deck with a commitment to its key seed.  The last seat
   shuffles and locks at once: it raises the card it puts at position ``j`` to its
   lock exponent for ``j`` (its shuffle exponent would only come off again).
2. **Lock** (seats 0 .. n-2 in turn): the seat removes its shuffle exponent from every
   card and puts a fresh exponent per card on it.  The deck is dealt: the card at
   position ``j`` is ``m^(product of every seat's lock exponent for j)``.
3. **Key** (during play): to show position ``j`` to a seat (a draw) or to everyone (a
   play), every other seat hands over its key for ``j`` only.  Keys of other positions
   stay secret, so a seat learns exactly the cards it was shown.
4. **Reveal** (at the end): every seat opens its seed commitment; each seat then
   re-derives everybody's keys and permutations and audits the whole transcript
   (:meth:`DeckPlayer.audit`), naming the first seat that encrypted, shuffled or keyed
   falsely.

Every message is checked when it arrives (shape, sender, turn, counts, group
membership, duplicates); a fault raises a named
:class:`~pharaoh.fair.errors.FairPlayError` and leaves the state unchanged.

>>> from pharaoh.fair.group import Group
>>> g = Group("doc", 1019)  # a toy safe prime: 1019 = 2 * 509 + 1
>>> a = DeckPlayer.new(g, "demo", "m1", 0, seat=0, players=2, piles=(3,), seed=bytes(32))
>>> b = DeckPlayer.new(g, "demo", "m1", 0, seat=1, players=2, piles=(3,), seed=bytes([1]) * 32)
>>> a, out = a.step()                      # seat 0 shuffles
>>> b, out = b.receive(out[0])             # seat 1 shuffles and locks in reply
>>> a, out = a.receive(out[0])             # seat 0 locks
>>> b, _ = b.receive(out[0])
>>> a.dealt and b.dealt
True
>>> b, key = b.give_key(2, to=0)           # seat 0 draws position 2
>>> a, _ = a.receive(key)
>>> a, card = a.open_card(2)
>>> card in range(3)
True
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from pharaoh.fair.commit import Context, check_opening, digest_of, is_digest
from pharaoh.fair.errors import (
    BadKey,
    CommitmentMismatch,
    DuplicateCard,
    FalseKey,
    LockCheat,
    MalformedMessage,
    MissingKey,
    MissingReveal,
    NotInGroup,
    ReplayedCommitment,
    ShuffleCheat,
    UnexpectedMessage,
    WrongCount,
)
from pharaoh.fair.group import GROUPS, MAX_CARDS, CardCode, Group
from pharaoh.fair.jobs import Job
from pharaoh.fair.keys import SEED_BYTES, SeatKeys
from pharaoh.fair.wire import Message, bytes_from_hex, exact_fields, from_hex, small_int, to_hex

VERSION = 2
"""The deal's message and save format (2: short exponents, keys derived by `seat-keys/v2`)."""
MAX_SEATS = 8
MAX_LABEL = 40

_COMMON = frozenset({"v", "kind", "match", "label", "round", "seat"})
_FIELDS = {
    "shuffle": _COMMON | {"commit", "deck"},
    "lock": _COMMON | {"deck"},
    "key": _COMMON | {"pos", "to", "key"},
    "reveal": _COMMON | {"seed", "salt"},
}


@lru_cache(maxsize=8)
def card_code(group: Group, label: str, count: int) -> CardCode:
    """The public encoding of a deck (computed once per deck shape)."""
    return CardCode(group, label, count)


@dataclass(frozen=True)
class DeckPlayer:
    """One seat's side of one deal.  A value: every operation returns a new player.

    It holds the seat's own seed and salt, the public transcript (every pass of the
    deal), the card keys other seats handed to this seat, and the cards it has opened;
    never another seat's secret (until that seat reveals its seed at the end).
    """

    group: Group
    label: str
    """The deck's name (game and version): fixes the public card encoding."""
    match: str
    round: int
    """Which deal of the match (a reshuffle is a new deal): the commitment counter."""
    seat: int
    players: int
    piles: tuple[int, ...]
    """Pile sizes; positions and card numbers run through the piles in order."""
    seed: bytes = field(repr=False)
    salt: bytes = field(repr=False)
    commits: tuple[str, ...] = ()
    """Each seat's seed commitment, in seat order (as far as received)."""
    shuffles: tuple[tuple[int, ...], ...] = ()
    """The deck after each seat's shuffle pass (the last seat's is locked too)."""
    locks: tuple[tuple[int, ...], ...] = ()
    """The deck after the lock pass of seats 0 .. n-2; the last is the dealt deck."""
    keys: Mapping[int, Mapping[int, int]] = field(default_factory=dict)
    """Card keys received: position -> seat -> key."""
    given: tuple[tuple[int, int | None], ...] = ()
    """Keys this seat handed over: (position, seat or ``None`` for all)."""
    known: Mapping[int, int] = field(default_factory=dict)
    """Cards this seat has opened: position -> card."""
    seeds: Mapping[int, bytes] = field(default_factory=dict, repr=False)
    """Seeds opened at the end (this seat's own once it revealed it)."""
    salts: Mapping[int, bytes] = field(default_factory=dict, repr=False)
    """The salts of the other seats' openings (so a reloaded save can check them again)."""

    # ------------------------------------------------------------------ set-up

    @classmethod
    def new(
        cls,
        group: Group,
        label: str,
        match: str,
        round_: int,
        *,
        seat: int,
        players: int,
        piles: tuple[int, ...],
        seed: bytes | None = None,
        entropy: Callable[[int], bytes] = secrets.token_bytes,
    ) -> DeckPlayer:
        """A seat's fresh player for one deal: a new secret seed (from ``entropy``) and salt."""
        if not 2 <= players <= MAX_SEATS or not 0 <= seat < players:
            raise ValueError("bad seat or seat count")
        if not piles or any(size < 1 for size in piles) or sum(piles) > MAX_CARDS:
            raise ValueError("bad pile sizes")
        if not 0 < len(label) <= MAX_LABEL:
            raise ValueError("bad deck label")
        Context(match, seat, f"deck-seed:{label}", round_)  # validates match, label and round
        key_seed = entropy(SEED_BYTES) if seed is None else seed
        player = cls(group, label, match, round_, seat, players, tuple(piles), key_seed, entropy(16))
        SeatKeys(group, key_seed)  # validates the seed's length
        return player

    @property
    def size(self) -> int:
        """The number of cards (and positions)."""
        return sum(self.piles)

    @property
    def code(self) -> CardCode:
        """The public encoding of this deck's cards."""
        return card_code(self.group, self.label, self.size)

    @property
    def my_keys(self) -> SeatKeys:
        """This seat's secret exponents and permutation."""
        return SeatKeys(self.group, self.seed)

    @property
    def dealt(self) -> bool:
        """Whether every seat has locked the deck (cards can be shown)."""
        return len(self.locks) == self.players - 1

    @property
    def deck(self) -> tuple[int, ...]:
        """The dealt deck (the last lock pass)."""
        if not self.dealt:
            raise UnexpectedMessage("the deck is not dealt yet")
        return self.locks[-1]

    def pile_of(self, position: int) -> int:
        """The pile a position (or a card number) belongs to."""
        start = 0
        for index, size in enumerate(self.piles):
            if position < start + size:
                return index
            start += size
        raise ValueError("position out of the deck")

    def _context(self, seat: int) -> Context:
        return Context(self.match, seat, f"deck-seed:{self.label}", self.round)

    def commitment(self) -> str:
        """This seat's commitment to its key seed."""
        return digest_of(self._context(self.seat), self.salt, self.seed)

    def _header(self, kind: str) -> Message:
        return {
            "v": VERSION,
            "kind": kind,
            "match": self.match,
            "label": self.label,
            "round": self.round,
            "seat": self.seat,
        }

    # ------------------------------------------------------------------ the deal

    def pass_job(self) -> Job[tuple[DeckPlayer, list[Message]]] | None:
        """This seat's pass of the deal if it is its turn, as a job to run in slices.

        Its result is the new player and the message to send to every seat.  The job is
        not stored: after a reload, the seat starts its pass again (its keys come from
        its seed, so the pass comes out the same).
        """
        group, p = self.group, self.group.p
        keys = self.my_keys
        out: list[int] = []
        if len(self.shuffles) == self.seat and len(self.commits) == self.seat:
            source = self.code.elements if self.seat == 0 else self.shuffles[-1]
            e = keys.shuffle_exponent()
            last = self.seat == self.players - 1

            def shuffle() -> Iterator[None]:
                for j, i in enumerate(keys.permutation(self.piles)):
                    out.append(pow(source[i], keys.lock_exponent(j) if last else e, p))
                    yield

            def shuffled() -> tuple[DeckPlayer, list[Message]]:
                message = self._header("shuffle") | {
                    "commit": self.commitment(),
                    "deck": [to_hex(x) for x in out],
                }
                player = replace(
                    self, commits=(*self.commits, self.commitment()), shuffles=(*self.shuffles, tuple(out))
                )
                return player, [message]

            return Job(shuffle(), shuffled, self.size)
        if len(self.shuffles) == self.players and len(self.locks) == self.seat < self.players - 1:
            source = self.shuffles[-1] if self.seat == 0 else self.locks[-1]
            unshuffle = pow(keys.shuffle_exponent(), -1, group.q)

            def lock() -> Iterator[None]:
                for j, x in enumerate(source):
                    out.append(pow(x, unshuffle * keys.lock_exponent(j) % group.q, p))
                    yield

            def locked() -> tuple[DeckPlayer, list[Message]]:
                message = self._header("lock") | {"deck": [to_hex(x) for x in out]}
                return replace(self, locks=(*self.locks, tuple(out))), [message]

            return Job(lock(), locked, self.size)
        return None

    def step(self) -> tuple[DeckPlayer, list[Message]]:
        """Do this seat's pass of the deal at once if it is its turn: the messages to send to every seat."""
        job = self.pass_job()
        return (self, []) if job is None else job.result()

    def receive_only(self, message: object) -> DeckPlayer:
        """Check and record a peer's message without doing this seat's pass (see :meth:`pass_job`)."""
        return self.receive_job(message).result()

    def receive_job(self, message: object) -> Job[DeckPlayer]:
        """:meth:`receive_only` as a job: a deck's checks run one card per unit, in slices.

        The message's shape, sender and turn are checked at once; a fault found by the
        job raises from :meth:`Job.run` and leaves this player unchanged.
        """
        sender = self._check_header(message)
        assert isinstance(message, dict)
        kind = message["kind"]
        exact_fields(message, _FIELDS[kind], sender)
        cards: list[int] = []
        if self._is_repeat(sender, kind, message):
            return Job(iter(()), lambda: self, 0)
        if kind == "shuffle":
            self._check_shuffle_turn(sender, message)
            return Job(
                self._deck_work(sender, message["deck"], cards),
                lambda: replace(
                    self, commits=(*self.commits, message["commit"]), shuffles=(*self.shuffles, tuple(cards))
                ),
                self.size,
            )
        if kind == "lock":
            if len(self.shuffles) != self.players or len(self.locks) != sender or sender == self.players - 1:
                raise UnexpectedMessage(f"seat {sender} locked out of turn", suspects=(sender,))
            return Job(
                self._deck_work(sender, message["deck"], cards),
                lambda: replace(self, locks=(*self.locks, tuple(cards))),
                self.size,
            )
        player = (
            self._receive_key(sender, message) if kind == "key" else self._receive_reveal(sender, message)
        )
        return Job(iter(()), lambda: player, 0)

    def receive(self, message: object) -> tuple[DeckPlayer, list[Message]]:
        """Check and record a peer's message; returns the new player and what to send in turn.

        Raises a :class:`~pharaoh.fair.errors.FairPlayError` (and changes nothing) if the
        message is not exactly what an honest seat would send at this point.
        """
        return self.receive_only(message).step()

    def _is_repeat(self, sender: int, kind: str, message: Message) -> bool:
        """Whether ``message`` is a pass already recorded, sent again byte for byte (after a reconnect).

        A seat's passes come from its seed, so an honest seat reloaded from a save made
        before its pass sends the very same message again; anything else for a recorded pass
        is out of turn.
        """
        if kind == "shuffle" and sender < len(self.shuffles):
            recorded, commit = self.shuffles[sender], self.commits[sender]
        elif kind == "lock" and sender < len(self.locks):
            recorded, commit = self.locks[sender], None
        else:
            return False
        deck = message["deck"]
        return (
            (commit is None or message["commit"] == commit)
            and isinstance(deck, list)
            and deck == [to_hex(x) for x in recorded]
        )

    def check_form(self, message: object) -> int:
        """The checks of :meth:`receive_job` that need no turn: header, fields and every field's size.

        For a message kept until its turn comes (it arrived before an earlier seat's pass):
        whatever is kept is no bigger than an honest seat's message.  Returns the sender;
        raises as :meth:`receive_job` would.
        """
        sender = self._check_header(message)
        assert isinstance(message, dict)
        kind = message["kind"]
        exact_fields(message, _FIELDS[kind], sender)
        if kind in ("shuffle", "lock"):
            deck = message["deck"]
            if not isinstance(deck, list) or len(deck) != self.size:
                raise WrongCount(f"seat {sender} sent a deck of another size", suspects=(sender,))
            digits = self.group.hex_digits
            if not all(isinstance(text, str) and 0 < len(text) <= digits for text in deck):
                raise MalformedMessage(f"seat {sender} sent a malformed card", suspects=(sender,))
            if kind == "shuffle" and not is_digest(message["commit"]):
                raise MalformedMessage(f"seat {sender} sent a malformed commitment", suspects=(sender,))
        elif kind == "key":
            small_int(message["pos"], self.size, "position", sender)
            if message["to"] is not None and type(message["to"]) is not int:
                raise MalformedMessage(f"seat {sender} sent a key for no seat", suspects=(sender,))
            from_hex(message["key"], self.group.hex_digits, "key", sender)
        else:
            bytes_from_hex(message["seed"], SEED_BYTES, "seed", sender)
            bytes_from_hex(message["salt"], 16, "salt", sender)
        return sender

    def _check_header(self, message: object) -> int:
        if not isinstance(message, dict):
            raise MalformedMessage("a deal message must be an object")
        sender = message.get("seat")
        if type(sender) is not int or not 0 <= sender < self.players or sender == self.seat:
            raise MalformedMessage("a deal message from no other seat")
        version, kind = message.get("v"), message.get("kind")
        if type(version) is not int or version != VERSION or not isinstance(kind, str) or kind not in _FIELDS:
            raise MalformedMessage(f"seat {sender} sent an unknown message", suspects=(sender,))
        if (
            message.get("match") != self.match
            or message.get("label") != self.label
            or message.get("round") != self.round
            or type(message.get("round")) is not int
        ):
            raise UnexpectedMessage(f"seat {sender} sent a message of another deal", suspects=(sender,))
        return sender

    def check_deck(self, sender: int, deck: object) -> tuple[int, ...]:
        """The cards of a deck as ``sender`` sent it (hex strings), checked: count, group, duplicates."""
        cards: list[int] = []
        return Job(self._deck_work(sender, deck, cards), lambda: tuple(cards)).result()

    def deck_steps(self, sender: int, deck: object, cards: list[int]) -> Iterator[None]:
        """:meth:`check_deck` in steps (one card each), appending each checked card to ``cards``."""
        return self._deck_work(sender, deck, cards)

    def _deck_work(self, sender: int, deck: object, cards: list[int]) -> Iterator[None]:
        """Check a peer's deck card by card, appending each card to ``cards``."""
        if not isinstance(deck, list):
            raise MalformedMessage(f"seat {sender} sent a deck that is not a list", suspects=(sender,))
        if len(deck) != self.size:
            raise WrongCount(
                f"seat {sender} sent {len(deck)} cards instead of {self.size}", suspects=(sender,)
            )
        seen: set[int] = set()
        for position, text in enumerate(deck):
            card = from_hex(text, self.group.hex_digits, "card", sender)
            if not self.group.contains(card):
                raise NotInGroup(
                    f"seat {sender} sent a card outside the group", suspects=(sender,), position=position
                )
            if card in seen:
                raise DuplicateCard(
                    f"seat {sender} sent a deck with a card twice", suspects=(sender,), position=position
                )
            seen.add(card)
            cards.append(card)
            yield

    def _check_shuffle_turn(self, sender: int, message: Message) -> None:
        if len(self.shuffles) != sender:
            raise UnexpectedMessage(f"seat {sender} shuffled out of turn", suspects=(sender,))
        commit = message["commit"]
        if not is_digest(commit):
            raise MalformedMessage(f"seat {sender} sent a malformed commitment", suspects=(sender,))
        if commit in self.commits or commit == self.commitment():
            raise ReplayedCommitment(f"seat {sender} copied a commitment of this deal", suspects=(sender,))

    def _receive_key(self, sender: int, message: Message) -> DeckPlayer:
        if not self.dealt:
            raise UnexpectedMessage(f"seat {sender} handed over a key before the deal", suspects=(sender,))
        position = small_int(message["pos"], self.size, "position", sender)
        to = message["to"]
        if to is not None and type(to) is not int:
            raise MalformedMessage(f"seat {sender} sent a key for no seat", suspects=(sender,))
        if to is not None and to != self.seat:
            raise UnexpectedMessage(
                f"seat {sender}'s key for seat {to} reached seat {self.seat}", suspects=(sender,)
            )
        key = from_hex(message["key"], self.group.hex_digits, "key", sender)
        if not self.group.is_exponent(key):
            raise NotInGroup(
                f"seat {sender} handed over an impossible key", suspects=(sender,), position=position
            )
        held = self.keys.get(position, {})
        if sender in held:
            if held[sender] == key:
                return self
            raise BadKey(
                f"seat {sender} handed over two different keys for one card",
                suspects=(sender,),
                position=position,
            )
        return replace(self, keys={**self.keys, position: {**held, sender: key}})

    def _receive_reveal(self, sender: int, message: Message) -> DeckPlayer:
        if not self.dealt:
            raise UnexpectedMessage(f"seat {sender} revealed its keys before the deal", suspects=(sender,))
        seed = bytes_from_hex(message["seed"], SEED_BYTES, "seed", sender)
        salt = bytes_from_hex(message["salt"], 16, "salt", sender)
        check_opening(self._context(sender), seed, salt, self.commits[sender])
        if sender in self.seeds and self.seeds[sender] != seed:  # cannot happen once the opening holds
            raise CommitmentMismatch(f"seat {sender} revealed two seeds", suspects=(sender,))
        return replace(self, seeds={**self.seeds, sender: seed}, salts={**self.salts, sender: salt})

    def sent_passes(self) -> list[Message]:
        """This seat's passes already recorded, as it sent them (to send again after a reconnect).

        The receivers take a repeated pass once, so sending them again is always safe.
        """
        out: list[Message] = []
        if len(self.shuffles) > self.seat:
            out.append(
                self._header("shuffle")
                | {"commit": self.commits[self.seat], "deck": [to_hex(x) for x in self.shuffles[self.seat]]}
            )
        if self.seat < self.players - 1 and len(self.locks) > self.seat:
            out.append(self._header("lock") | {"deck": [to_hex(x) for x in self.locks[self.seat]]})
        return out

    # ------------------------------------------------------------------ play

    def give_key(self, position: int, to: int | None) -> tuple[DeckPlayer, Message]:
        """Hand over this seat's key for ``position`` only, to seat ``to`` (``None``: to all).

        The game decides who may see a card; this records whom the key went to.
        """
        if not self.dealt:
            raise UnexpectedMessage("the deck is not dealt yet")
        if not 0 <= position < self.size:
            raise ValueError("position out of the deck")
        if to is not None and (not 0 <= to < self.players or to == self.seat):
            raise ValueError("a key goes to another seat or to all")
        message = self._header("key") | {
            "pos": position,
            "to": to,
            "key": to_hex(self.my_keys.card_key(position)),
        }
        given = self.given if (position, to) in self.given else (*self.given, (position, to))
        return replace(self, given=given), message

    def can_open(self, position: int) -> bool:
        """Whether every other seat's key for ``position`` has arrived."""
        held = self.keys.get(position, {})
        return all(s in held for s in range(self.players) if s != self.seat)

    def open_card(self, position: int) -> tuple[DeckPlayer, int]:
        """The card at ``position``, once every other seat handed over its key for it.

        Raises :class:`MissingKey` naming the seats still to hand over a key, or
        :class:`BadKey` if the keys decrypt to no card of the position's pile, or to a
        card already seen elsewhere (a seat lied: its key or an earlier pass; the audit
        tells which).
        """
        if position in self.known:
            return self, self.known[position]
        deck = self.deck
        if not 0 <= position < self.size:
            raise ValueError("position out of the deck")
        held = self.keys.get(position, {})
        others = [s for s in range(self.players) if s != self.seat]
        missing = [s for s in others if s not in held]
        if missing:
            raise MissingKey(
                f"seats {missing} have not handed over their key", suspects=missing, position=position
            )
        q = self.group.q
        exponent = self.my_keys.card_key(position)
        for s in others:
            exponent = exponent * held[s] % q
        card = self.code.card_of(pow(deck[position], exponent, self.group.p))
        if card is None or self.pile_of(card) != self.pile_of(position):
            raise BadKey(
                f"the keys for position {position} open no card of its pile",
                suspects=others,
                position=position,
            )
        if card in self.known.values():
            raise BadKey(
                f"position {position} opens a card seen at another position",
                suspects=others,
                position=position,
            )
        return replace(self, known={**self.known, position: card}), card

    # ------------------------------------------------------------------ the end

    def reveal(self) -> tuple[DeckPlayer, Message]:
        """Open this seat's seed commitment (at the end: every card becomes public)."""
        if not self.dealt:
            raise UnexpectedMessage("the deck is not dealt yet")
        message = self._header("reveal") | {"seed": self.seed.hex(), "salt": self.salt.hex()}
        return replace(self, seeds={**self.seeds, self.seat: self.seed}), message

    def audit(self) -> tuple[int, ...]:
        """Check every other seat's passes and keys against its revealed seed; the deck's order.

        Returns the card at every position.  Raises :class:`MissingReveal` naming the seats
        whose seed is missing, or the first fault in transcript order: a
        :class:`ShuffleCheat`, a :class:`LockCheat` or a :class:`FalseKey` naming its seat.
        A seat does not re-check its own passes.
        """
        return self.audit_job().result()

    def audit_job(self) -> Job[tuple[int, ...]]:
        """:meth:`audit` as a job to run in slices (one unit: one exponentiation)."""
        missing = [s for s in range(self.players) if s != self.seat and s not in self.seeds]
        if not self.dealt or missing:
            raise MissingReveal(f"seats {missing} have not revealed their keys", suspects=missing)
        seats = {s: SeatKeys(self.group, self.seeds.get(s, self.seed)) for s in range(self.players)}
        perms = {s: keys.permutation(self.piles) for s, keys in seats.items()}

        def order() -> tuple[int, ...]:
            cards = []
            for j in range(self.size):
                for s in reversed(range(self.players)):
                    j = perms[s][j]
                cards.append(j)
            return tuple(cards)

        others = [s for s in range(self.players) if s != self.seat]
        units = sum(1 if s == self.players - 1 else 2 for s in others) * self.size
        return Job(self._audit_work(seats, perms), order, units)

    def _audit_work(
        self, seats: Mapping[int, SeatKeys], perms: Mapping[int, tuple[int, ...]]
    ) -> Iterator[None]:
        p, q = self.group.p, self.group.q
        last = self.players - 1
        others = [s for s in range(self.players) if s != self.seat]
        for s in others:
            source = self.code.elements if s == 0 else self.shuffles[s - 1]
            e = seats[s].shuffle_exponent()
            for i, j in enumerate(perms[s]):
                if pow(source[j], seats[s].lock_exponent(i) if s == last else e, p) != self.shuffles[s][i]:
                    raise ShuffleCheat(
                        f"seat {s}'s shuffle pass does not match its keys at position {i}",
                        suspects=(s,),
                        position=i,
                    )
                yield
        for s in others:
            if s == last:
                continue
            source = self.shuffles[-1] if s == 0 else self.locks[s - 1]
            unshuffle = pow(seats[s].shuffle_exponent(), -1, q)
            for j, x in enumerate(source):
                if pow(x, unshuffle * seats[s].lock_exponent(j) % q, p) != self.locks[s][j]:
                    raise LockCheat(
                        f"seat {s}'s lock pass does not match its keys at position {j}",
                        suspects=(s,),
                        position=j,
                    )
                yield
        for position in sorted(self.keys):
            for s, key in sorted(self.keys[position].items()):
                if key != seats[s].card_key(position):
                    raise FalseKey(
                        f"seat {s} handed over a false key for position {position}",
                        suspects=(s,),
                        position=position,
                    )

    # ------------------------------------------------------------------ storage

    def to_json(self) -> dict[str, Any]:
        """The player as a JSON-compatible dict (for the match's save): see :mod:`pharaoh.fair.save`."""
        from pharaoh.fair.save import deal_to_json  # here: pharaoh.fair.save imports this module

        return deal_to_json(self)

    @classmethod
    def from_json(cls, data: object, groups: Mapping[str, Group] = GROUPS) -> DeckPlayer:
        """Rebuild a player saved by :meth:`to_json`, checking it as strictly as a peer's message.

        Raises :class:`~pharaoh.fair.errors.FairPlayError` on anything malformed.
        """
        from pharaoh.fair.save import deal_from_json

        return deal_from_json(data, groups)
