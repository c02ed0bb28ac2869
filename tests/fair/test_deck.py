"""The deal: honest seats learn exactly their cards; every cheat is caught and named."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from pharaoh.fair import errors
from pharaoh.fair.deck import DeckPlayer
from pharaoh.fair.group import OAKLEY_1024, Group, jacobi
from pharaoh.fair.keys import SeatKeys
from pharaoh.fair.wire import to_hex

from .deal import TARA_WOLF, TOY, Message, deliver, reveal_all, run_deal, seats, show


def dealt(group: Group, players: int, piles: tuple[int, ...] = TARA_WOLF, seed: int = 1) -> list[DeckPlayer]:
    table = seats(group, players, piles, random.Random(seed))
    run_deal(table)
    return table


def residue(group: Group, rng: random.Random) -> int:
    while True:
        x = rng.randrange(2, group.p) ** 2 % group.p
        if group.contains(x):
            return x


# ---------------------------------------------------------------- honest deals


def check_exact_knowledge(table: list[DeckPlayer], hands: dict[int, list[int]], shown: list[int]) -> None:
    """Each seat opens its hand and the shown cards, and no other position."""
    for s, player in enumerate(table):
        for pos in hands[s] + shown:
            player, _ = player.open_card(pos)
        for pos in range(player.size):
            if pos not in hands[s] and pos not in shown:
                assert not player.can_open(pos)
                with pytest.raises(errors.MissingKey):
                    player.open_card(pos)
        table[s] = player
        assert set(player.known) == set(hands[s] + shown)


def test_two_seats_deal_tara_wolf_with_the_real_prime() -> None:
    table = dealt(OAKLEY_1024, 2)
    hands = {0: [0, 1, 2, 3, 4, 80], 1: [5, 6, 7, 8, 9, 81]}
    for s, positions in hands.items():
        for pos in positions:
            show(table, pos, s)
    show(table, 90, None)  # a tomb turned face up for both
    check_exact_knowledge(table, hands, [90])
    assert table[0].known[90] == table[1].known[90]
    assert {table[0].pile_of(c) for p, c in table[0].known.items()} == {0, 1, 2}
    assert all(table[s].pile_of(c) == table[s].pile_of(p) for s in (0, 1) for p, c in table[s].known.items())
    state = json.dumps(table[0].to_json())
    assert len(state) < 120_000  # four passes of 97 cards at 256 hex digits
    assert_no_secret_of_others(table, 0, hands)
    # The audit costs as much as the deal: the real prime's audit runs on a smaller deck below.


def test_three_seats_deal_with_the_real_prime() -> None:
    table = dealt(OAKLEY_1024, 3, (6, 2, 2))
    hands = {0: [0, 6], 1: [1, 7], 2: [2, 3]}
    for s, positions in hands.items():
        for pos in positions:
            show(table, pos, s)
    check_exact_knowledge(table, hands, [])
    reveal_all(table)
    order = table[1].audit()
    assert all(order[p] == c for s in range(3) for p, c in table[s].known.items())


def test_three_seats_deal_all_97_cards() -> None:
    table = dealt(TOY, 3)
    hands = {0: list(range(0, 8)) + [80], 1: list(range(8, 16)) + [81], 2: list(range(16, 24)) + [82]}
    for s, positions in hands.items():
        for pos in positions:
            show(table, pos, s)
    show(table, 96, None)
    check_exact_knowledge(table, hands, [96])
    for s in range(3):
        assert_no_secret_of_others(table, s, hands)
    reveal_all(table)
    orders = {table[s].audit() for s in range(3)}
    assert len(orders) == 1
    order = orders.pop()
    assert all(order[p] == c for s in range(3) for p, c in table[s].known.items())


def secrets_of(player: DeckPlayer, but: set[int]) -> set[int]:
    """Every number of ``player`` that would open one of its locks, except at positions ``but``."""
    keys = SeatKeys(player.group, player.seed)
    q = player.group.q
    e = keys.shuffle_exponent()
    found = {e, pow(e, -1, q), int.from_bytes(player.seed, "big"), int.from_bytes(player.salt, "big")}
    for j in range(player.size):
        if j not in but:
            found |= {keys.lock_exponent(j), keys.card_key(j), keys.relock_exponent(j)}
            found.add(pow(keys.relock_exponent(j), -1, q))
    return found


def numbers_in(value: Any) -> set[int]:
    """Every int, and every hex string read as an int, anywhere in a JSON value."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, str):
        try:
            return {int(value, 16)}
        except ValueError:
            return set()
    if isinstance(value, list):
        return set().union(*(numbers_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return numbers_in(list(value.values()))
    return set()


def assert_no_secret_of_others(table: list[DeckPlayer], s: int, hands: dict[int, list[int]]) -> None:
    saved = json.loads(json.dumps(table[s].to_json()))
    held = numbers_in(saved)
    text = json.dumps(saved)
    mine = set(hands[s]) | set(table[s].known)
    for other, player in enumerate(table):
        if other == s:
            continue
        given_to_s = {pos for pos, to in player.given if to in (s, None)}
        assert given_to_s <= mine
        assert not held & secrets_of(player, but=given_to_s)
        assert player.seed.hex() not in text and player.salt.hex() not in text


def test_no_number_a_seat_holds_opens_another_seats_card() -> None:
    # Stronger than looking for the key itself: try every number the seat holds (and every
    # product with its own key) as the other seat's key for each of the other's cards.
    table = dealt(TOY, 2, (12, 3), seed=4)
    hands = {0: [0, 1, 12], 1: [2, 3, 13]}
    for s, positions in hands.items():
        for pos in positions:
            show(table, pos, s)
    me = table[0]
    candidates = numbers_in(me.to_json())
    q, p = me.group.q, me.group.p
    own = SeatKeys(me.group, me.seed)
    for pos in range(me.size):
        if pos in hands[0]:
            continue
        for x in candidates:
            assert me.code.card_of(pow(me.deck[pos], own.card_key(pos) * x % q, p)) is None


@pytest.mark.parametrize("seed", range(12))
def test_random_honest_deals(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randrange(2, 5)
    piles = tuple(rng.randrange(1, 9) for _ in range(rng.randrange(1, 4)))
    table = seats(TOY, players, piles, rng, round_=rng.randrange(3))
    run_deal(table)
    size = sum(piles)
    hands: dict[int, list[int]] = {s: [] for s in range(players)}
    shown: list[int] = []
    for pos in rng.sample(range(size), rng.randrange(size + 1)):
        to = rng.choice([None, *range(players)])
        show(table, pos, to)
        (shown if to is None else hands[to]).append(pos)
    for s in range(players):
        own = [pos for pos in hands[s] if pos not in shown]
        hands[s] = own
    check_exact_knowledge(table, hands, shown)
    if rng.random() < 0.5:  # a reload in the middle of play
        s = rng.randrange(players)
        table[s] = DeckPlayer.from_json(json.loads(json.dumps(table[s].to_json())), {TOY.name: TOY})
    reveal_all(table)
    orders = {table[s].audit() for s in range(players)}
    assert len(orders) == 1
    order = orders.pop()
    assert sorted(order) == list(range(size))
    assert all(table[0].pile_of(order[j]) == table[0].pile_of(j) for j in range(size))
    assert all(order[p] == c for s in range(players) for p, c in table[s].known.items())


def test_the_shuffle_is_not_the_identity_and_differs_per_seed() -> None:
    orders = set()
    for seed in range(3):
        table = dealt(TOY, 2, (30,), seed=seed)
        reveal_all(table)
        orders.add(table[0].audit())
    assert len(orders) == 3 and tuple(range(30)) not in orders


# ---------------------------------------------------------------- cheats during the deal


def cheat_deal(
    players: int, cheat: int, kind: str, change: Any, piles: tuple[int, ...] = (10, 4), seed: int = 2
) -> list[DeckPlayer]:
    """Deal, with seat ``cheat`` rewriting its ``kind`` message's deck by ``change(deck, player)``."""
    table = seats(TOY, players, piles, random.Random(seed))

    def tamper(sender: int, message: Message) -> Message:
        if sender != cheat or message["kind"] != kind:
            return message
        deck = [int(x, 16) for x in message["deck"]]
        deck = change(deck, table[cheat])
        passes = "shuffles" if kind == "shuffle" else "locks"
        table[cheat] = replace(table[cheat], **{passes: (*getattr(table[cheat], passes)[:-1], tuple(deck))})
        return message | {"deck": [to_hex(x) for x in deck]}

    run_deal(table, tamper)
    return table


def test_a_substituted_card_is_caught_at_the_draw_and_named_by_the_audit() -> None:
    rng = random.Random(3)

    def substitute(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[4] = residue(TOY, rng)  # e.g. a card the cheater made up
        return deck

    table = cheat_deal(2, 1, "shuffle", substitute)
    order = [pos for pos in range(table[0].size) if pos != 4]
    bad = None
    for pos in range(table[0].size):
        show(table, pos, 0)
        try:
            table[0], _ = table[0].open_card(pos)
        except errors.BadKey as err:
            assert err.suspects == (1,)
            bad = pos
    assert bad is not None and len(table[0].known) == table[0].size - 1
    assert order  # the other positions opened fine
    reveal_all(table)
    with pytest.raises(errors.ShuffleCheat) as caught:
        table[0].audit()
    assert caught.value.suspects == (1,) and caught.value.position == 4


def test_a_card_moved_to_another_pile_is_caught() -> None:
    def move(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[0], deck[12] = deck[12], deck[0]  # a main card swapped with a papyrus card
        return deck

    table = cheat_deal(2, 1, "shuffle", move)
    show(table, 0, 0)
    with pytest.raises(errors.BadKey):
        table[0].open_card(0)
    reveal_all(table)
    with pytest.raises(errors.ShuffleCheat) as caught:
        table[0].audit()
    assert caught.value.suspects == (1,) and caught.value.position == 0


@pytest.mark.parametrize("kind", ["shuffle", "lock"])
def test_a_duplicated_card_is_refused_on_arrival(kind: str) -> None:
    def duplicate(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[7] = deck[2]
        return deck

    with pytest.raises(errors.DuplicateCard) as caught:
        cheat_deal(2, 0, kind, duplicate)
    assert caught.value.suspects == (0,) and caught.value.position == 7


@pytest.mark.parametrize("change", [lambda d: d[:-1], lambda d: [*d, d[0]], lambda d: []])
def test_a_dropped_or_added_card_is_refused(change: Any) -> None:
    with pytest.raises(errors.WrongCount) as caught:
        cheat_deal(3, 2, "shuffle", lambda deck, player: change(deck))
    assert caught.value.suspects == (2,)


@pytest.mark.parametrize("value", ["non-residue", 0, 1, "p-1", "p", "p+4"])
def test_a_card_outside_the_group_is_refused(value: object) -> None:
    p = TOY.p
    non_residue = next(x for x in range(2, 100) if jacobi(x, p) == -1)
    number = {"non-residue": non_residue, "p-1": p - 1, "p": p, "p+4": p + 4}.get(value, value)  # type: ignore[call-overload]

    def outside(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[1] = number
        return deck

    assert not TOY.contains(number)
    with pytest.raises((errors.NotInGroup, errors.MalformedMessage)) as caught:
        cheat_deal(2, 0, "lock", outside)
    assert caught.value.suspects == (0,)


def test_a_false_lock_is_named_by_the_audit() -> None:
    rng = random.Random(8)

    def relock(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[9] = residue(TOY, rng)
        return deck

    table = cheat_deal(3, 1, "lock", relock)
    show(table, 9, 2)
    with pytest.raises(errors.BadKey) as caught:
        table[2].open_card(9)
    assert caught.value.suspects == (0, 1)  # during play: one of the others; the audit says which
    reveal_all(table)
    for s in (0, 2):
        with pytest.raises(errors.LockCheat) as named:
            table[s].audit()
        assert named.value.suspects == (1,) and named.value.position == 9


# ---------------------------------------------------------------- cheats during play and at the end


def key_message(table: list[DeckPlayer], sender: int, pos: int, to: int | None, key: int) -> Message:
    table[sender], message = table[sender].give_key(pos, to)
    return message | {"key": to_hex(key)}


@pytest.mark.parametrize("group", [TOY, OAKLEY_1024], ids=["toy", "real"])
def test_a_wrong_key_is_caught_at_the_draw_and_named_by_the_audit(group: Group) -> None:
    table = dealt(group, 2, (6, 2)) if group is TOY else dealt(group, 2, (4,))
    cheater = SeatKeys(group, table[1].seed)
    deliver(table, key_message(table, 1, 3, 0, cheater.card_key(2)))  # the key of another card
    with pytest.raises(errors.BadKey) as caught:
        table[0].open_card(3)
    assert caught.value.suspects == (1,) and caught.value.position == 3
    reveal_all(table)
    with pytest.raises(errors.FalseKey) as named:
        table[0].audit()
    assert named.value.suspects == (1,) and named.value.position == 3


def test_a_second_different_key_for_one_card_is_refused() -> None:
    table = dealt(TOY, 2, (6,))
    show(table, 1, 0)
    with pytest.raises(errors.BadKey):
        deliver(table, key_message(table, 1, 1, 0, 12345))
    deliver(table, table[1].give_key(1, 0)[1])  # the same key again is harmless


def test_an_impossible_key_is_refused() -> None:
    table = dealt(TOY, 2, (6,))
    for key in (0, TOY.q, TOY.q + 1):
        with pytest.raises(errors.NotInGroup):
            deliver(table, key_message(table, 1, 1, 0, key))


def test_opening_a_seed_to_another_value_is_named() -> None:
    table = dealt(TOY, 2, (6,))
    table[1], message = table[1].reveal()
    forged = message | {"seed": bytes(32).hex()}
    with pytest.raises(errors.CommitmentMismatch) as caught:
        table[0].receive(forged)
    assert caught.value.suspects == (1,)
    with pytest.raises(errors.MissingReveal) as missing:
        table[0].audit()
    assert missing.value.suspects == (1,)


def test_copying_another_seats_commitment_is_refused() -> None:
    table = seats(TOY, 2, (6,), random.Random(1))

    def copy(sender: int, message: Message) -> Message:
        if sender == 1 and message["kind"] == "shuffle":
            return message | {"commit": table[0].commitment()}
        return message

    with pytest.raises(errors.ReplayedCommitment) as caught:
        run_deal(table, copy)
    assert caught.value.suspects == (1,)


@pytest.mark.parametrize("other", ["round", "label"])
def test_a_commitment_from_another_deal_does_not_open_in_this_one(other: str) -> None:
    # Seat 1 re-uses its seed, salt and commitment of another deal (an earlier deal of the
    # match, or another deck): the deal's counter and label are in the commitment's
    # context, so the opening fails.
    rng = random.Random(6)
    old = seats(TOY, 2, (6,), rng, round_=0)
    if other == "label":
        old = [replace(p, label="other-deck/1") for p in old]
    table = seats(TOY, 2, (6,), rng, round_=1 if other == "round" else 0)
    table[1] = replace(table[1], seed=old[1].seed, salt=old[1].salt)

    def replay(sender: int, message: Message) -> Message:
        if sender == 1 and message["kind"] == "shuffle":
            return message | {"commit": old[1].commitment()}
        return message

    run_deal(table, replay)
    table[1], message = table[1].reveal()
    with pytest.raises(errors.CommitmentMismatch) as caught:
        table[0].receive(message)
    assert caught.value.suspects == (1,)


# ---------------------------------------------------------------- malformed and out-of-turn messages


def test_bad_messages_are_refused_and_change_nothing() -> None:
    table = seats(TOY, 3, (5,), random.Random(1))
    table[0], (shuffle,) = table[0].step()
    before = table[1]
    cases: list[tuple[object, type[errors.FairPlayError]]] = [
        ("text", errors.MalformedMessage),
        (shuffle | {"seat": 1}, errors.MalformedMessage),  # from oneself
        (shuffle | {"seat": 7}, errors.MalformedMessage),
        (shuffle | {"seat": True}, errors.MalformedMessage),
        (shuffle | {"v": 1}, errors.MalformedMessage),  # the format before short exponents
        (shuffle | {"kind": "deal"}, errors.MalformedMessage),
        (shuffle | {"extra": 1}, errors.MalformedMessage),
        ({k: v for k, v in shuffle.items() if k != "commit"}, errors.MalformedMessage),
        (shuffle | {"match": "other"}, errors.UnexpectedMessage),
        (shuffle | {"round": 1}, errors.UnexpectedMessage),
        (shuffle | {"label": "x"}, errors.UnexpectedMessage),
        (shuffle | {"seat": 2}, errors.UnexpectedMessage),  # seat 2 shuffles after seat 1
        (shuffle | {"commit": "zz"}, errors.MalformedMessage),
        (shuffle | {"deck": "ab"}, errors.MalformedMessage),
        (shuffle | {"deck": [*shuffle["deck"][:4], "0x1"]}, errors.MalformedMessage),
        (shuffle | {"deck": [*shuffle["deck"][:4], "0" + shuffle["deck"][4]]}, errors.MalformedMessage),
        (shuffle | {"deck": [*shuffle["deck"][:4], "f" * 40]}, errors.MalformedMessage),
        (shuffle | {"deck": [*shuffle["deck"][:4], 5]}, errors.MalformedMessage),
        (shuffle | {"deck": ["ab"] * 5000}, errors.WrongCount),
        ({**shuffle, "kind": "lock", "commit": None} | {}, errors.MalformedMessage),
    ]
    for message, error in cases:
        with pytest.raises(error):
            before.receive(message)
    assert table[1] == before
    table[1], _ = before.receive(shuffle)
    assert table[1].receive(shuffle) == (table[1], [])  # the same pass again: harmless
    with pytest.raises(errors.UnexpectedMessage):  # another pass for a recorded one
        table[1].receive(shuffle | {"deck": list(reversed(shuffle["deck"]))})
    lock = shuffle | {"kind": "lock"}
    del lock["commit"]
    with pytest.raises(errors.UnexpectedMessage):  # a lock before every seat shuffled
        table[2].receive(lock)
    key = {k: shuffle[k] for k in ("v", "match", "label", "round", "seat")} | {
        "kind": "key",
        "pos": 0,
        "to": None,
        "key": "5",
    }
    with pytest.raises(errors.UnexpectedMessage):  # a key before the deal
        table[1].receive(key)
    with pytest.raises(errors.UnexpectedMessage):
        table[1].give_key(0, 0)


def test_a_key_meant_for_another_seat_is_refused() -> None:
    table = dealt(TOY, 3, (5,))
    table[1], message = table[1].give_key(0, 2)
    with pytest.raises(errors.UnexpectedMessage):
        table[0].receive(message)
    for bad in ({"pos": 5}, {"pos": -1}, {"pos": "0"}, {"to": 9}, {"key": ""}):
        with pytest.raises((errors.MalformedMessage, errors.UnexpectedMessage)):
            table[2].receive(message | bad)


# ---------------------------------------------------------------- storage


def test_a_seat_resumes_from_its_saved_state_at_every_step() -> None:
    groups = {TOY.name: TOY}
    table = seats(TOY, 2, (4, 2), random.Random(9))
    reload = lambda s: DeckPlayer.from_json(json.loads(json.dumps(table[s].to_json())), groups)  # noqa: E731
    table[0], queue = table[0].step()
    while queue:
        message = queue.pop(0)
        for s in range(2):
            again = reload(s)
            assert again == table[s]
            table[s] = again
        queue.extend(deliver(table, message))
    show(table, 4, 1)
    table[1], card = table[1].open_card(4)
    table[1] = reload(1)
    assert table[1].known == {4: card} and table[1].open_card(4)[1] == card


def test_a_tampered_save_is_refused() -> None:
    groups = {TOY.name: TOY}
    table = dealt(TOY, 2, (4,))
    show(table, 1, 0)
    good = table[0].to_json()
    other_seed = table[1].seed.hex()
    bad: list[dict[str, Any]] = [
        good | {"group": OAKLEY_1024.name},  # not offered: unknown
        good | {"seed": other_seed},  # no longer matches the own commitment
        good | {"v": 9},
        good | {"locks": [[good["locks"][0][0]] * 4]},  # a card four times
        good | {"locks": [good["locks"][0], good["locks"][0]]},  # a lock pass of the last seat
        good | {"shuffles": [good["shuffles"][0][:-1], good["shuffles"][1]]},
        good | {"keys": [[1, 0, "5"]]},  # a key from oneself
        good | {"keys": [[1, 1, "0"]]},
        good | {"known": [[0, 99]]},
        good | {"piles": "4"},
        {k: v for k, v in good.items() if k != "salt"},
    ]
    for data in bad:
        with pytest.raises(errors.FairPlayError):
            DeckPlayer.from_json(data, groups)
    assert DeckPlayer.from_json(good, groups) == table[0]


# ---------------------------------------------------------------- work in slices


def test_a_pass_in_slices_equals_the_pass_at_once() -> None:
    table = seats(TOY, 2, (9, 3), random.Random(12))
    assert table[1].pass_job() is None  # not its turn
    job = table[0].pass_job()
    assert job is not None and job.units == 12
    slices = 0
    while not job.run(5):
        slices += 1
        assert job.done_units == 5 * slices
    assert slices == 2 and job.done
    assert job.result() == table[0].step()


def test_an_audit_in_slices_finds_the_same_cheat() -> None:
    rng = random.Random(2)

    def relock(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[3] = residue(TOY, rng)
        return deck

    table = cheat_deal(3, 1, "lock", relock, piles=(8,))
    reveal_all(table)
    job = table[0].audit_job()
    assert job.units == 24  # seat 1's shuffle and lock, seat 2's shuffle-and-lock
    assert not job.run(16)  # the shuffle passes are fine
    with pytest.raises(errors.LockCheat):
        job.run(8)


def test_checking_a_deck_in_slices_finds_the_same_fault() -> None:
    table = seats(TOY, 2, (10,), random.Random(13))
    table[0], (shuffle,) = table[0].step()
    job = table[1].receive_job(shuffle)
    assert job.units == 10 and not job.run(4) and job.done_units == 4
    player = job.result()
    assert player == table[1].receive_only(shuffle)
    bad = shuffle | {"deck": [*shuffle["deck"][:8], shuffle["deck"][0], shuffle["deck"][9]]}
    job = table[1].receive_job(bad)
    assert not job.run(8)
    with pytest.raises(errors.DuplicateCard) as caught:
        job.run(8)
    assert caught.value.position == 8


@pytest.mark.parametrize("seed", range(10))
def test_random_cheats_are_named_by_every_honest_seat(seed: int) -> None:
    rng = random.Random(100 + seed)
    players = rng.randrange(2, 5)
    piles = tuple(rng.randrange(2, 7) for _ in range(rng.randrange(1, 3)))
    cheat, kind, pos = rng.randrange(players), rng.choice(["shuffle", "lock"]), rng.randrange(sum(piles))
    if cheat == players - 1:
        kind = "shuffle"  # the last seat locks as it shuffles

    def substitute(deck: list[int], player: DeckPlayer) -> list[int]:
        deck[pos] = residue(TOY, rng)
        return deck

    table = cheat_deal(players, cheat, kind, substitute, piles=piles, seed=seed)
    reveal_all(table)
    expected = errors.ShuffleCheat if kind == "shuffle" else errors.LockCheat
    for s in range(players):
        if s == cheat:
            continue
        with pytest.raises(expected) as caught:
            table[s].audit()
        assert caught.value.suspects == (cheat,) and caught.value.position == pos


def test_the_last_seat_sends_no_lock_pass() -> None:
    table = seats(TOY, 2, (5,), random.Random(14))
    table[0], (shuffle,) = table[0].step()
    table[1], (merged,) = table[1].receive(shuffle)
    assert merged["kind"] == "shuffle" and table[1].pass_job() is None
    forged = {k: v for k, v in merged.items() if k != "commit"} | {"kind": "lock"}
    table[0], (lock,) = table[0].receive(merged)
    assert table[0].dealt
    with pytest.raises(errors.UnexpectedMessage):
        table[0].receive(forged)


def test_copying_a_later_seats_commitment_is_refused_too() -> None:
    # A pass that carries the receiver's own commitment can only be a copy.
    table = seats(TOY, 2, (6,), random.Random(1))
    table[0], (shuffle,) = table[0].step()
    with pytest.raises(errors.ReplayedCommitment) as caught:
        table[1].receive(shuffle | {"commit": table[1].commitment()})
    assert caught.value.suspects == (0,)


def test_every_message_delivered_twice_changes_nothing() -> None:
    # After a reconnect a seat may send again what it sent: its passes come from its seed,
    # so they are the same byte for byte, and the receivers take them once.
    table = seats(TOY, 3, (6, 2), random.Random(15))
    table[0], queue = table[0].step()
    while queue:
        message = queue.pop(0)
        replies = deliver(table, message)
        before = list(table)
        assert deliver(table, message) == [] and table == before
        queue.extend(replies)
    show(table, 2, 1)
    key = table[0].give_key(2, 1)[1]
    before = list(table)
    deliver(table, key)
    assert table == before
    table[1], card = table[1].open_card(2)
    # Seat 0 reloaded from a save made before its pass: the same seed and salt give the same message.
    salt = table[0].salt
    again = DeckPlayer.new(
        TOY,
        "tara-wolf/1",
        "match-1",
        0,
        seat=0,
        players=3,
        piles=(6, 2),
        seed=table[0].seed,
        entropy=lambda n: salt,
    )
    (resent,) = again.step()[1]
    assert table[1].receive(resent) == (table[1], [])


def test_a_save_with_a_forged_opening_of_another_seat_is_refused() -> None:
    # Otherwise an edited save could make the audit accuse an honest seat.
    groups = {TOY.name: TOY}
    table = dealt(TOY, 2, (4,))
    reveal_all(table)
    good = table[0].to_json()
    assert DeckPlayer.from_json(good, groups) == table[0]
    assert DeckPlayer.from_json(good, groups).audit() == table[0].audit()
    (mine, theirs) = good["openings"]
    forged = [mine, [theirs[0], bytes(32).hex(), theirs[2]]]
    with pytest.raises(errors.CommitmentMismatch):
        DeckPlayer.from_json(good | {"openings": forged}, groups)
    with pytest.raises(errors.MalformedMessage):
        DeckPlayer.from_json(good | {"openings": [[mine[0], theirs[1], mine[2]], theirs]}, groups)
