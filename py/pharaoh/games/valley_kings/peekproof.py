"""Tara Wolf im Tal der Könige as a peek-proof game: the :class:`~pharaoh.engine.game.PeekProof` hooks.

What is dealt by mental poker: the main deck, the papyrus cards and the tombs (97 slots,
see :mod:`~pharaoh.games.valley_kings.partial`); the adventurers and the medallion toss
are public draws from the match's seed.  Which slots a move opens, and to whom:

- the opening deal: each hand's 5 slots and 3 papyrus slots to their owner;
- a draw (a split, a card's or a tomb's effect): the slot to the drawer;
- a card played or discarded from hand: its slot to all (the mover names it: a card it
  never drew is in no slot of its hand);
- a tomb opened: the top tomb slot to all; the Seer's owner sees the next one;
- a card laid face down: nothing; the slot is named, which binds the card (it cannot be
  changed later: the deal fixed it), and the turn-up opens every laid slot to all;
- the Spy (a random card of the opponent's hand): the victim names a slot holding the
  card the public generator picks, shown to the thief; the audit checks the victim;
- the Reporter: every slot of the victim's hand to the player.

A reshuffle of the discard pile (ruling 3.2) is a new deal (:func:`extra_deal`): the face-up
discard pile, dealt face down by mental poker like the first deal, goes under what is left
of the deck, so nobody knows the new order.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from pharaoh.engine.game import SLOT_SPAN, DealSpec, IllegalAction, IllegalMove, Move, Reveal, Verdict, View
from pharaoh.engine.illegal import illegal
from pharaoh.engine.rng import Rng
from pharaoh.engine.steps import drain
from pharaoh.games.valley_kings import rules, views
from pharaoh.games.valley_kings.actions import DISCARD, DONE, HIDE, OPEN, PLAY, Action
from pharaoh.games.valley_kings.cards import ADVENTURERS, EFFECT, ID, PAPYRUS, TYPE
from pharaoh.games.valley_kings.effects import camp_has
from pharaoh.games.valley_kings.notation import decode, encode
from pharaoh.games.valley_kings.partial import (
    PILES,
    SIZE,
    STAND_INS,
    Partial,
    card_type,
    is_public,
    opening_hands,
    pile_of,
)
from pharaoh.games.valley_kings.setup import lay_out
from pharaoh.games.valley_kings.state import Phase, State, evolve, pair_set

LABEL = "valley_kings/1"
"""The deal's label: fixes the public encoding of the 97 cards."""
RESHUFFLE_LABEL = "valley_kings/r"
"""The label of a reshuffle's deal (its ``round`` is the deal's number)."""
HIDE_TEXT = "hide"
"""A face-down card travels as this text and its slot: the card itself stays secret."""
MAX_CLAIMS = 16
"""The most slots one move may name."""


def _laid_out(seed: int, options: Mapping[str, Any] | None, cards: Sequence[int]) -> State:
    """The starting state with the piles in slot order (``cards``: the card type at each slot)."""
    rng = Rng.from_seed(seed)
    adventurers, rng = rng.shuffled(ADVENTURERS)
    main, papyri, tombs = (
        tuple(cards[: PILES[0]]),
        tuple(cards[PILES[0] : PILES[0] + PILES[1]]),
        tuple(cards[PILES[0] + PILES[1] :]),
    )
    return lay_out(rng, adventurers, papyri, tombs, main, dict(options or {}))


def _start(state: State, seat: int | None, known: Mapping[int, int]) -> Partial:
    hands, papyrus, deck, tombs, out = opening_hands()
    return Partial(seat, state, deck, tombs, hands, papyrus, ((), ()), out, MappingProxyType(dict(known)))


def partial_game(seed: int, players: int, options: Mapping[str, Any] | None, seat: int) -> Partial:
    """``seat``'s knowledge before its cards are shown: every dealt card a stand-in."""
    if players != 2 or seat not in (0, 1):
        raise ValueError("Tara Wolf im Tal der Könige is a game for exactly 2 players")
    cards = [STAND_INS[pile_of(slot)] for slot in range(SIZE)]
    return _start(_laid_out(seed, options, cards), seat, {})


def full_game(seed: int, options: Mapping[str, Any] | None, order: Sequence[int]) -> Partial:
    """The audit's knowledge: every slot open (``order``: the card number at each slot)."""
    if len(order) != SIZE:
        raise ValueError("the deal's order has the wrong length")
    cards = [card_type(n) for n in order]
    return _start(_laid_out(seed, options, cards), None, dict(enumerate(cards)))


def opening_reveals(partial: Partial) -> tuple[Reveal, ...]:
    """Each seat's hand and papyrus slots, to that seat."""
    return tuple(Reveal(slot, p) for p in (0, 1) for slot in (*partial.hands[p], *partial.papyrus[p]))


def standing_reveals(partial: Partial) -> tuple[Reveal, ...]:
    """The next tomb to the owner of a Seer (a camp effect that lasts)."""
    state = partial.state
    if not partial.tombs:
        return ()
    return tuple(Reveal(partial.tombs[-1], p) for p in (0, 1) if camp_has(state.sides[p], "see_tomb"))


def public_move(partial: Partial, action: Action) -> Move:
    """The seat's own action as sent: a card from hand names its slot; a face-down card only its slot."""
    seat = partial.seat
    assert seat is not None
    if action not in rules.legal_actions(partial.state, seat):
        raise IllegalAction(illegal("not_legal_now", action=repr(action)))
    if action.kind in (PLAY, DISCARD):
        return Move(seat, encode(action), (partial.slot_of(partial.hands[seat], action.card),))
    if action.kind == HIDE:
        where = partial.papyrus[seat] if TYPE[action.card] == PAPYRUS else partial.hands[seat]
        return Move(seat, HIDE_TEXT, (partial.slot_of(where, action.card),))
    return Move(seat, encode(action), ())


def _parse(partial: Partial, move: Move) -> Action:
    """The move's action as far as this seat can know it (a face-down card unseen: its pile's stand-in)."""
    seat = move.seat
    if len(move.claims) > MAX_CLAIMS:
        raise IllegalMove(illegal("valley.slots_many"), seat=seat)
    if move.text == HIDE_TEXT:
        if len(move.claims) != 1:
            raise IllegalMove(illegal("valley.face_down"), seat=seat)
        slot = move.claims[0]
        if slot not in partial.hands[seat] and slot not in partial.papyrus[seat]:
            raise IllegalMove(illegal("valley.face_down_held", slot=slot), seat=seat)
        if slot in partial.known:
            return Action(HIDE, partial.known[slot])
        return Action(HIDE, STAND_INS[pile_of(slot)])
    try:
        action = decode(move.text)
    except IllegalAction as err:
        raise IllegalMove(str(err), seat=seat) from err
    wanted = 1 if action.kind in (PLAY, DISCARD) else 0
    if action.kind == HIDE or len(move.claims) != wanted:
        raise IllegalMove(
            illegal("valley.slots_count", text=repr(move.text), count=len(move.claims)), seat=seat
        )
    if wanted and move.claims[0] not in partial.hands[seat]:
        raise IllegalMove(illegal("valley.not_in_hand", slot=move.claims[0]), seat=seat)
    return action


def responders(partial: Partial, move: Move) -> tuple[int, ...]:
    """The Spy's victim names the slot it loses (when its hand is not empty)."""
    action = _parse(partial, move)
    victim = 1 - move.seat
    if action.kind == PLAY and EFFECT[action.card] == "steal_random_card" and partial.hands[victim]:
        return (victim,)
    return ()


def _stolen_index(partial: Partial, victim: int) -> int:
    i, _ = partial.state.rng.randbelow(len(partial.state.sides[victim].hand))
    return i


def _played(partial: Partial, move: Move, action: Action) -> bool:
    """Whether the card ``move`` plays is seen and the move legal: only then is a card of another shown.

    Raises :class:`IllegalMove` if the slot holds another card or the move breaks the rules
    (a Reporter or Spy claimed falsely or not affordable must show nothing of the victim's hand).
    """
    slot = move.claims[0]
    if slot not in partial.known:
        return False
    if partial.known[slot] != action.card:
        held = ID[partial.known[slot]]
        raise IllegalMove(
            illegal("valley.claimed", card=ID[action.card], slot=slot, held=held), seat=move.seat
        )
    if action not in rules.legal_actions(partial.state, move.seat):
        raise IllegalMove(illegal("not_legal_now", action=move.text), seat=move.seat)
    return True


def respond(partial: Partial, move: Move) -> tuple[int, ...] | None:
    """This seat's answer: the slot of the card the public generator takes from its hand.

    ``None`` until the card played is seen (and legal): a false Spy learns nothing.
    """
    seat = partial.seat
    assert seat is not None
    if seat not in responders(partial, move):
        return ()
    if not _played(partial, move, _parse(partial, move)):
        return None
    card = partial.state.sides[seat].hand[_stolen_index(partial, seat)]
    return (partial.slot_of(partial.hands[seat], card),)


def reveals(partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]) -> tuple[Reveal, ...]:
    """The slots shown before ``move`` applies, as far as this seat can tell yet.

    The card played first; a card of the other seat (the Reporter, the Spy's answer) only once
    the card played is seen and the move checked (:func:`_played`).
    """
    action = _parse(partial, move)
    seat, state = move.seat, partial.state
    if seat not in rules.to_act(state):
        raise IllegalMove(illegal("out_of_turn"), seat=seat)
    if action.kind in (OPEN, DONE) and action not in rules.legal_actions(state, seat):
        raise IllegalMove(illegal("not_legal_now", action=move.text), seat=seat)  # before a tomb is shown
    out: list[Reveal] = []
    if action.kind in (PLAY, DISCARD):
        out.append(Reveal(move.claims[0], None))
        targeted: list[Reveal] = []
        if action.kind == PLAY and EFFECT[action.card] == "reveal_hand":
            targeted.extend(Reveal(slot, seat) for slot in partial.hands[1 - seat])
        victim = 1 - seat
        answer = answers.get(victim)
        if answer is not None and victim in responders(partial, move):
            if len(answer) != 1 or answer[0] not in partial.hands[victim] or answer[0] == move.claims[0]:
                raise IllegalMove(illegal("valley.spy_none"), seat=victim)
            targeted.append(Reveal(answer[0], seat))
        if targeted and _played(partial, move, action):
            out.extend(targeted)
    elif action.kind == OPEN and partial.tombs:
        out.append(Reveal(partial.tombs[-1], None))
    elif action.kind == DONE and state.phase == Phase.HIDE and seat != state.holder:
        out.extend(Reveal(slot, None) for p in (0, 1) for slot in partial.hidden[p])
    return tuple(r for r in out if not is_public(r.slot))


def _steal_ready(partial: Partial, seat: int, answer: int) -> Partial:
    """Put the card the victim named where the public generator picks it (the thief's shadow)."""
    victim = 1 - seat
    card = partial.known[answer]
    side = partial.state.sides[victim]
    i = _stolen_index(partial, victim)
    hand = list(side.hand)
    hand.remove(card)
    hand.insert(i, card)
    return replace(partial, state=partial.state.with_side(victim, evolve(side, hand=tuple(hand))))


def advance(
    partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]
) -> tuple[Partial, tuple[Reveal, ...]]:
    """Apply ``move`` (its reveals learnt), checking it as far as this seat can; the reveals after it."""
    seat, state = move.seat, partial.state
    if seat not in rules.to_act(state):
        raise IllegalMove(illegal("out_of_turn"), seat=seat)
    action = _parse(partial, move)
    for reveal in reveals(partial, move, answers):
        if reveal.to in (None, partial.seat) and not partial.knows(reveal.slot) and partial.seat is not None:
            raise ValueError(f"slot {reveal.slot} must be learnt before the move applies")
    hands, hidden, tombs = partial.hands, partial.hidden, partial.tombs
    if action.kind in (PLAY, DISCARD):
        slot = move.claims[0]
        shown = partial.known[slot]
        if shown != action.card:
            raise IllegalMove(
                illegal("valley.claimed", card=ID[action.card], slot=slot, held=ID[shown]), seat=seat
            )
        hands = pair_set(hands, seat, tuple(s for s in hands[seat] if s != slot))
        victim = 1 - seat
        answer = answers.get(victim, ())
        if victim in responders(partial, move):
            if len(answer) != 1 or answer[0] not in hands[victim]:
                raise IllegalMove(illegal("valley.spy_none"), seat=victim)
            if partial.seat == seat:  # the thief: its shadow puts the card where the generator picks
                partial = _steal_ready(partial, seat, answer[0])
                state = partial.state
            lost = answer[0]
            hands = pair_set(hands, victim, tuple(s for s in hands[victim] if s != lost))
            hands = pair_set(hands, seat, (*hands[seat], lost))
    elif action.kind == HIDE:
        slot = move.claims[0]
        if not is_public(slot) and pile_of(slot) == 1:
            papyrus = tuple(s for s in partial.papyrus[seat] if s != slot)
            partial = replace(partial, papyrus=pair_set(partial.papyrus, seat, papyrus))
        else:
            hands = pair_set(hands, seat, tuple(s for s in hands[seat] if s != slot))
        hidden = pair_set(hidden, seat, (*hidden[seat], slot))
    elif action.kind == OPEN and tombs:
        tombs = tombs[:-1]
    try:
        new_state, events = rules.apply(state, seat, action)
    except IllegalAction as err:
        raise IllegalMove(str(err), seat=seat) from err
    for event in events:
        taken = event.kind == "steal_card" and partial.seat in (None, 1 - seat)
        if taken and ID[partial.known[answers[1 - seat][0]]] != event.data["card"]:
            raise IllegalMove(illegal("valley.spy_slot"), seat=1 - seat)
    partial = replace(partial, hands=hands, hidden=hidden, tombs=tombs)
    partial, drawn = partial.after_events(new_state, events)
    after = tuple(Reveal(slot, to) for slot, to in drawn) + standing_reveals(partial)
    return partial, after


def extra_deal(partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]) -> DealSpec | None:
    """The discard pile, as a new deal, if ``move`` would reshuffle it (its cards seen, its answers in)."""
    try:
        action = _parse(partial, move)
        _, events = rules.apply(partial.state, move.seat, action)  # a probe: nothing is kept
    except IllegalAction:
        return None  # advance names the fault
    if any(e.kind == "reshuffle" for e in events):
        return DealSpec(RESHUFFLE_LABEL, (len(partial.state.discard),))
    return None


def dealt(partial: Partial, deal: int) -> Partial:
    """See :meth:`Partial.reshuffle_dealt`."""
    return partial.reshuffle_dealt(deal)


def audit(
    seed: int,
    players: int,
    options: Mapping[str, Any] | None,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
) -> Verdict:
    """Replay the match with every card open: every move through ``apply``, every slot named checked."""
    return drain(audit_steps(seed, players, options, orders, moves))


def audit_steps(
    seed: int,
    players: int,
    options: Mapping[str, Any] | None,
    orders: Sequence[Sequence[int]],
    moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
) -> Generator[None, None, Verdict]:
    """:func:`audit` in steps, one move replayed each (the page runs them in time-bounded slices)."""
    if players != 2 or not orders:
        return Verdict(False, None, None, "not a two-player match")
    partial = full_game(seed, options, orders[0])
    for index, (move, answers) in enumerate(moves):
        yield
        try:
            if extra_deal(partial, move, answers) is not None:
                deal = len(partial.extra) + 1
                if deal >= len(orders):
                    return Verdict(False, None, index, "a reshuffle's deal is missing")
                partial = partial.reshuffle_dealt(deal)
                for j, number in enumerate(orders[deal]):
                    slot = deal * SLOT_SPAN + j
                    partial = partial.learn(slot, partial.card_of(slot, number))
            partial, _ = advance(partial, move, answers)
        except IllegalMove as err:
            return Verdict(False, err.seat, index, str(err))
    if rules.to_act(partial.state):
        return Verdict(False, None, None, "the match did not reach its end")
    return Verdict(True)


def view(partial: Partial) -> View:
    """The seat's view of its shadow state (exactly the view of the real state)."""
    return views.view(partial.state, partial.seat)


def legal(partial: Partial) -> tuple[Action, ...]:
    """The seat's own legal actions (its cards are all seen; the rest is public)."""
    if partial.seat is None:
        return ()
    return rules.legal_actions(partial.state, partial.seat)


class PeekProofHooks:
    """The :class:`~pharaoh.engine.game.PeekProof` methods of the game object."""

    def deal_spec(self, players: int, options: Mapping[str, Any] | None) -> DealSpec:
        """Main deck, papyrus cards and tombs, one deal."""
        return DealSpec(LABEL, PILES)

    def partial_game(self, seed: int, players: int, options: Mapping[str, Any] | None, seat: int) -> Partial:
        """See :func:`partial_game`."""
        return partial_game(seed, players, options, seat)

    def opening_reveals(self, partial: Partial) -> tuple[Reveal, ...]:
        """See :func:`opening_reveals`."""
        return opening_reveals(partial)

    def learn(self, partial: Partial, slot: int, card: int) -> Partial:
        """The card number ``card`` of the slot's deal seen at ``slot``."""
        if slot < SLOT_SPAN and pile_of(card) != pile_of(slot):
            raise ValueError("a card of another pile")
        return partial.learn(slot, partial.card_of(slot, card))

    def extra_deal(
        self, partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]
    ) -> DealSpec | None:
        """See :func:`extra_deal`."""
        return extra_deal(partial, move, answers)

    def dealt(self, partial: Partial, deal: int) -> Partial:
        """See :func:`dealt`."""
        return dealt(partial, deal)

    def partial_view(self, partial: Partial) -> View:
        """See :func:`view`."""
        return view(partial)

    def partial_to_act(self, partial: Partial) -> tuple[int, ...]:
        """The seat to act (public)."""
        return rules.to_act(partial.state)

    def partial_legal(self, partial: Partial) -> tuple[Action, ...]:
        """See :func:`legal`."""
        return legal(partial)

    def public_move(self, partial: Partial, action: Action) -> Move:
        """See :func:`public_move`."""
        return public_move(partial, action)

    def responders(self, partial: Partial, move: Move) -> tuple[int, ...]:
        """See :func:`responders`."""
        return responders(partial, move)

    def respond(self, partial: Partial, move: Move) -> tuple[int, ...] | None:
        """See :func:`respond`."""
        return respond(partial, move)

    def reveals(
        self, partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]
    ) -> tuple[Reveal, ...]:
        """See :func:`reveals`."""
        return reveals(partial, move, answers)

    def advance(
        self, partial: Partial, move: Move, answers: Mapping[int, tuple[int, ...]]
    ) -> tuple[Partial, tuple[Reveal, ...]]:
        """See :func:`advance`."""
        return advance(partial, move, answers)

    def audit(
        self,
        seed: int,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
    ) -> Verdict:
        """See :func:`audit`."""
        return audit(seed, players, options, orders, moves)

    def audit_steps(
        self,
        seed: int,
        players: int,
        options: Mapping[str, Any] | None,
        orders: Sequence[Sequence[int]],
        moves: Sequence[tuple[Move, Mapping[int, tuple[int, ...]]]],
    ) -> Generator[None, None, Verdict]:
        """See :func:`audit_steps`."""
        return audit_steps(seed, players, options, orders, moves)
