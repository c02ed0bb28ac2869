"""A host that lies about the result, steps back without an undo or hides its undos is caught.

Found by an attacker review in session 25: the final check replayed the record and compared
every screen's view, legal actions and events, but not the result the page drew from the
message, and it left out of the check every screen followed by one of an earlier state,
announced undo or not.  So a host could show another winner, end the match early, show a
false screen and take it back, take back its own move after seeing the guest's answer, lower
its count of undos, or excuse a thrown-away draw of the dice with a seat no guest plays: each
verified.  Each host below plays a whole match with an honest guest; the honest host's
matches verify (tests/net/test_dishonest_host.py and test_room.py).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from pharaoh.engine.match import Match, Record
from pharaoh.net.guest import Guest
from pharaoh.net.host import Host, Outgoing
from pharaoh.net.messages import OutcomeData, ProtocolError, Welcome, encode_message

from .helpers import Net, counter_entropy, plans
from .test_dishonest_host import Grinder

GAME = "valley_kings"


def _match(host: Host, seed: int = 7, undo: bool = False) -> Guest:
    """Seat 0 is the host's person, seat 1 an honest guest; both pick random legal moves to the end."""
    net = Net(host)
    guest = Guest("B", entropy=counter_entropy(3))
    net.join("p1", guest, 1)
    rng = random.Random(seed)
    undone = 0
    for _ in range(5000):
        if host.phase == "over":
            break
        match = host.match
        assert match is not None
        if 0 in match.to_act():
            net.deliver(host.act_local(0, rng.choice(match.legal(0)), match.state_id))
        elif undo and guest.undoable and undone < 3 and rng.random() < 0.5:
            net.send("p1", guest.undo())
            undone += 1
        else:
            net.send("p1", guest.act(rng.choice(guest.legal)))
    return guest


def _failed(guest: Guest, words: str) -> None:
    verdict = guest.verdict
    assert verdict is not None and not verdict.verified and verdict.failed, verdict
    assert words in verdict.reason, verdict.reason


class Turncoat(Host):
    """Honest in everything, but tells the guests that the other seat won."""

    def _outcome(self) -> OutcomeData | None:
        real = super()._outcome()
        if real is None:
            return None
        losers = sorted(set(range(self.players)) - set(real.winners))
        return OutcomeData(winners=losers or real.winners, side=real.side, reason=real.reason)


def test_a_host_that_shows_another_winner_is_caught() -> None:
    _failed(_match(Turncoat(GAME, plans(["local", "remote"]), entropy=counter_entropy(1))), "another result")


def test_a_host_that_ends_the_match_early_is_caught() -> None:
    host = Host(GAME, plans(["local", "remote"]), entropy=counter_entropy(1))
    net = Net(host)
    guest = Guest("B", entropy=counter_entropy(3))
    net.join("p1", guest, 1)
    rng = random.Random(7)
    while host.match is not None and host.match.state_id < 30:
        match = host.match
        if 0 in match.to_act():
            net.deliver(host.act_local(0, rng.choice(match.legal(0)), match.state_id))
        else:
            net.send("p1", guest.act(rng.choice(guest.legal)))
    assert host.match is not None and host.match.outcome() is None
    over = host._update(1, (), resync=True).model_copy(
        update={"phase": "over", "outcome": OutcomeData(winners=[0], side="", reason="tombs")}
    )
    guest.receive(encode_message(over))
    guest.receive(encode_message(host.verify_message()))  # the record of the moves so far
    _failed(guest, "do not end the game")


class Faker(Host):
    """Shows the guest a false screen, lets it act on it, then shows the two states before again."""

    faked = 0

    def _update(self, seat: Any, events: Any, resync: bool = False) -> Any:
        real = super()._update(seat, events, resync)
        match = self.match
        assert match is not None
        if seat == 1 and self.phase == "playing" and 1 in match.to_act() and match.state_id >= 1:
            view = copy.deepcopy(real.view)
            view["fake"] = "what the host wants the guest to believe"
            self.faked += 1
            return real.model_copy(update={"view": view, "legal": real.legal[:1]})
        return real

    def _after_action(self, events: Any) -> Outgoing:
        match = self.match
        assert match is not None
        out: Outgoing = []
        state = match.state_id
        if self.faked and match.actions[-1][0] == 1 and state >= 2:
            peer = self.slots[1].peer
            assert peer is not None
            for back in (state - 2, state - 1):
                before = tuple(match.actions[:back])
                record = Record(match.game_id, match.seed, match.players, match.options, before)
                kept, self.match = self.match, Match.replay(record)
                out.append((peer, Host._update(self, 1, (), resync=True)))
                self.match = kept
        return out + super()._after_action(events)


def test_a_host_that_steps_back_without_an_undo_is_caught() -> None:
    host = Faker(GAME, plans(["local", "remote"]), entropy=counter_entropy(1))
    guest = _match(host)
    assert host.faked and host.undos == 0
    _failed(guest, "without an undo")


class Forgetful(Host):
    """Grants undos, then says its count is 0 again."""

    announcing = False

    def _after_undo(self) -> Outgoing:
        self.announcing = True
        try:
            return super()._after_undo()
        finally:
            self.announcing = False

    def _update(self, seat: Any, events: Any, resync: bool = False) -> Any:
        real = super()._update(seat, events, resync)
        return real if self.announcing else real.model_copy(update={"undos": 0})

    def _own_move(self, peer: Any, message: Any) -> Outgoing:
        return super()._own_move(peer, message.model_copy(update={"undos": self.undos}))


def test_a_host_that_lowers_its_count_of_undos_is_caught() -> None:
    honest = _match(Host(GAME, plans(["local", "remote"]), entropy=counter_entropy(1)), undo=True)
    verdict = honest.verdict
    assert verdict is not None and not verdict.failed and ("undos", 3) in verdict.unchecked
    host = Forgetful(GAME, plans(["local", "remote"]), entropy=counter_entropy(1))
    _failed(_match(host, undo=True), "count of undos went down")


class Picky(Grinder):
    """Throws away draws of the dice it dislikes, excusing each with the host's own seat."""

    excuse = 0


def test_a_draw_excused_with_a_seat_no_guest_plays_is_caught() -> None:
    guest = _match(Picky(GAME, plans(["local", "remote"]), entropy=counter_entropy(1)))
    _failed(guest, "which no guest plays")


@pytest.mark.parametrize("game, players", [("valley_kings", 2), ("mummy_spell", 3), ("mummy_curse", 3)])
def test_a_welcome_to_a_seat_the_game_has_not_is_refused(game: str, players: int) -> None:
    guest = Guest("B", entropy=counter_entropy(3))
    seat = players + 1
    welcome = Welcome(
        game=game, players=players, options={}, seat=seat, peer=f"seat{seat}", token=None,
        phase="playing", seats=[], spectators=0, state_id=0, view={"x": 1}, legal=[], to_act=[],
        events=[], outcome=None,
    )  # fmt: skip
    with pytest.raises(ProtocolError):
        guest.receive(encode_message(welcome))
    assert guest.seat is None and guest.view is None and guest.session == 0


class QuietStart(Host):
    """Marks the game's first screen as a repeat (``resync``), so the guest would not note its start."""

    def _update(self, seat: Any, events: Any, resync: bool = False) -> Any:
        real = super()._update(seat, events, resync)
        match = self.match
        return real.model_copy(update={"resync": True}) if match is not None and match.state_id == 0 else real


def test_the_games_start_is_noted_even_from_a_screen_marked_as_a_repeat() -> None:
    """Where the game started decides which draw of the dice the record may name: it cannot be hidden."""
    host = QuietStart(GAME, plans(["local", "remote"]), entropy=counter_entropy(1))
    guest = _match(host)
    assert guest.start == host.round.number
    assert guest.verdict is not None and guest.verdict.verified


def test_a_returning_guest_cannot_take_back_what_a_computer_chose_for_its_seat() -> None:
    """A guest takes back only what it chose: a stand-in's move stays, also after the host reloads."""
    net = Net(Host(GAME, plans(["remote", "remote"]), entropy=counter_entropy(3)))
    for seat in (0, 1):
        net.join(f"p{seat}", Guest(f"G{seat}", entropy=counter_entropy(10 + seat)), seat)
    host = net.host
    assert host.match is not None
    seat = host.match.to_act()[0]
    free = []
    for text in host.match.legal(seat):  # a move its seat could take back, had it chosen it
        probe = Match.replay(host.match.record())
        probe.act(seat, text, probe.state_id)
        if probe.undo_refusal(seat) is None:
            free.append(text)
    assert free
    token = net.guests[f"p{seat}"].token
    net.drop(f"p{seat}")
    net.deliver(host.set_stand_in(seat, True))
    net.deliver(host.act_local(seat, free[0], host.match.state_id))  # the computer's choice
    back = Guest("back", entropy=counter_entropy(99))
    back.token = token
    net.join(f"p{seat}b", back, seat)
    assert not host.slots[seat].stand_in and not back.undoable
    state = host.match.state_id
    net.send(f"p{seat}b", back.undo())
    assert host.match.state_id == state and host.undos == 0
    assert net.errors.get(f"p{seat}b") == ["undo_refused"]
    again = Host.from_json(host.to_json(), entropy=counter_entropy(5))
    assert again.slots[seat].floor == host.slots[seat].floor == state and not again.undoable(seat)
