"""Der Fluch der Mumie over the multi-seat protocol: 2-5 browsers on a mesh of fake data channels.

Real mental poker (a 128-bit test prime), real commit-reveal dice, the keeper's salted
commitments; honest matches verify in every browser, dishonest browsers are named.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from tests.peekproof.curse_cheats import Denier, Layer, Mover, Slanderer
from tests.peekproof.multi_harness import Browser, new_table, run

from pharaoh.games.mummy_curse.peekproof import KEEPER
from pharaoh.net.peekmulti import SideMatch, save


def _verdicts(browsers: list[Browser]) -> list[tuple[bool, int | None, int | None]]:
    out = []
    for b in browsers:
        v = b.match.verdict
        assert v is not None, (b.match.seat, b.match.waiting_for())
        out.append((v.verified, v.seat, v.move))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_an_honest_match_verifies_in_every_browser(players: int) -> None:
    browsers = new_table(players, 7 + players)
    run(browsers)
    assert _verdicts(browsers) == [(True, None, None)] * players
    moves = [b.match.moves for b in browsers]
    assert len({len(m) for m in moves}) == 1 and len(moves[0]) > 50
    assert all([(s, p) for s, p, _ in m] == [(s, p) for s, p, _ in moves[0]] for m in moves)
    assert browsers[0].match.view()["outcome"] is not None
    views = [b.match.view() for b in browsers]
    assert all(v["outcome"] == views[0]["outcome"] for v in views)
    rolls = [r for r in browsers[0].match.roll_of if r is not None]
    assert rolls == list(range(len(rolls))) and len(rolls) > 10


@pytest.mark.parametrize("players", [2, 3])
def test_a_denied_capture_is_named(players: int) -> None:
    """The keeper says nobody was caught: the mummy's audit names it, or another explorer at once."""
    for seed in range(1, 12):
        denier = Denier()
        browsers = new_table(players, seed, games={KEEPER: denier})
        run(browsers)
        if not denier.lies:
            continue
        n = denier.lies[0]
        for b in browsers:
            if b.match.seat == KEEPER:
                continue
            v = b.match.verdict
            assert v is not None and (v.verified, v.seat, v.move) == (False, KEEPER, n), (b.match.seat, v)
        mummy = browsers[0].match.verdict
        assert mummy is not None and "objects" not in mummy.reason  # the mummy's own audit, not a word
        return
    pytest.fail("no capture to deny in 11 matches")


@pytest.mark.parametrize(("players", "mode"), [(2, "wall"), (2, "teleport"), (3, "teleport"), (4, "wall")])
def test_a_pawn_moved_where_the_dice_do_not_allow_is_named(players: int, mode: str) -> None:
    cheater = players - 1
    for seed in range(1, 8):
        mover = Mover(cheater, mode)
        browsers = new_table(players, seed, games={cheater: mover})
        run(browsers)
        if not mover.tried:
            continue
        for b in browsers:
            if b.match.seat == cheater or b.match.verdict is None:
                continue
            v = b.match.verdict
            assert (v.verified, v.seat) == (False, cheater), (b.match.seat, v)
        assert browsers[0].match.verdict is not None or players > 2
        named = [b.match.verdict for b in browsers if b.match.seat != cheater and b.match.verdict]
        assert named  # at once by another explorer or the mummy's deduction, else by the audit
        return
    pytest.fail("the cheat never came up")


@pytest.mark.parametrize("players", [2, 3])
def test_a_card_laid_that_was_never_held_is_named(players: int) -> None:
    cheater = players - 1
    for seed in range(1, 10):
        layer = Layer(cheater)
        browsers = new_table(players, seed, games={cheater: layer})
        run(browsers)
        if not layer.tried:
            continue
        mummy = browsers[0].match.verdict
        assert mummy is not None and (mummy.verified, mummy.seat) == (False, cheater), mummy
        return
    pytest.fail("the cheat never came up")


def test_a_withheld_share_of_a_throw_stalls_and_names_the_seat() -> None:
    """Seat 2 keeps its share of an explorers' throw: the explorers wait for it, the mummy for the report.

    The keeper's timeout names seat 2 and tells the others.  The mummy cannot see who stalls
    a throw of the explorers: the match stops for it too, naming nobody on the keeper's word.
    """
    browsers = new_table(3, 4)
    withheld = []

    def drop(to: tuple[int, ...], message: dict[str, object]) -> bool:
        inner = message.get("m")
        kind = inner.get("kind") if isinstance(inner, dict) else None
        if message["t"] == "die" and kind == "die-reveal" and isinstance(inner, dict) and inner["roll"] == 3:
            withheld.append(to)
            return True
        return False

    browsers[2].drop = drop
    run(browsers)
    assert withheld
    assert all(b.match.verdict is None for b in browsers)
    waiting = browsers[KEEPER].match.waiting_for()
    assert waiting is not None and waiting[0] == 2 and "throw" in waiting[1]
    verdict, out = browsers[KEEPER].match.give_up()
    assert (verdict.verified, verdict.seat) == (False, 2)
    browsers[KEEPER].send(out)
    mummy = browsers[0].match.verdict
    assert mummy is not None and not mummy.verified and mummy.seat is None
    assert "seat 1's word against seat 2's" in mummy.reason and "share of a throw" in mummy.reason


def test_a_withheld_report_names_the_keeper() -> None:
    browsers = new_table(3, 5)
    browsers[KEEPER].drop = lambda to, m: m["t"] == "report" and m["n"] == 20
    run(browsers)
    for b in (browsers[0], browsers[2]):
        assert b.match.waiting_for() == (KEEPER, "its report of move 20")
        verdict, _ = b.match.give_up()
        assert verdict.seat == KEEPER


def test_the_work_runs_in_slices() -> None:
    """Every message taken one unit (about one exponentiation) at a time: passes and audit cut up."""
    browsers = new_table(3, 6)
    for b in browsers:
        b.sliced = True
    run(browsers)
    assert _verdicts(browsers) == [(True, None, None)] * 3
    deal = 23
    for b in browsers:
        assert max(b.units) >= deal  # a pass or the audit, in units


def test_a_false_objection_names_the_objector() -> None:
    """Seat 2 accuses the honest keeper of a false report: all open, audit, and name seat 2."""
    slanderer = Slanderer(seat=2, at=30)
    browsers = new_table(3, 8, games={2: slanderer})
    run(browsers)
    assert slanderer.lied
    for b in browsers[:2]:
        v = b.match.verdict
        assert v is not None and (v.verified, v.seat) == (False, 2), (b.match.seat, v)
        assert "finds no lie" in v.reason


def test_a_cheater_that_will_not_open_after_an_objection_is_waited_for() -> None:
    """The keeper denies a capture, another explorer objects, the keeper keeps its seed: the word stands."""
    for seed in range(1, 12):
        denier = Denier()
        browsers = new_table(3, seed, games={KEEPER: denier})

        def secretive(to: tuple[int, ...], m: dict[str, object]) -> bool:
            inner = m.get("m")
            return m["t"] == "open" or (isinstance(inner, dict) and inner.get("kind") == "reveal")

        browsers[KEEPER].drop = secretive
        run(browsers)
        if not denier.lies:
            continue
        mummy = browsers[0].match
        assert (
            mummy.verdict is not None and mummy.verdict.seat == KEEPER and "objects" in mummy.verdict.reason
        )
        waiting = mummy.waiting_for()
        assert waiting is not None and waiting[0] == KEEPER and "objection" in waiting[1]
        return
    pytest.fail("no capture to deny in 11 matches")


def test_a_stall_objection_against_a_third_seat_names_nobody() -> None:
    """Seat 2 tells the mummy that the keeper stalls, and the keeper that the mummy does.

    Nothing can check such a word against another's, so no honest browser names an honest seat:
    the match stops everywhere, and each verdict says whose word it heard.
    """
    browsers = new_table(3, 8)
    for _ in range(200):
        if not any(b.act() for b in browsers) or len(browsers[0].match.moves) >= 20:
            break
    assert all(b.match.verdict is None for b in browsers)

    def objection(against: int) -> str:
        return json.dumps({"t": "objection", "seat": 2, "against": against, "n": None, "reason": "stalled"})

    browsers[2].net.send("p0", objection(1))
    browsers[2].net.send("p1", objection(0))
    run(browsers, start=False)
    for b, other in ((browsers[0], 1), (browsers[1], 0)):
        v = b.match.verdict
        assert v is not None and not v.verified and v.seat is None, v
        assert f"seat 2's word against seat {other}'s" in v.reason


@pytest.mark.parametrize(
    "inner",
    [
        {"seat": 1, "roll": 2, "kind": "die-reveal", "pad": "A" * 200_000},
        {
            "v": 1,
            "kind": "die-reveal",
            "match": "m-curse",
            "roll": 2,
            "seat": 1,
            "value": "ab" * 50_000,
            "salt": "",
        },
    ],
)
def test_a_throw_kept_for_later_is_checked_on_arrival_and_never_swells_the_save(
    inner: dict[str, Any],
) -> None:
    """A reveal for a throw still to come waits for it: padded, it is named at once, not kept."""
    browsers = new_table(2, 3)
    for browser in browsers:
        browser.send(browser.match.start())
    host = browsers[0].match
    assert host.verdict is None and host._next_roll() < 2
    browsers[1].net.send("p0", json.dumps({"t": "die", "r": 2, "m": inner}))
    v = host.verdict
    assert v is not None and not v.verified and v.seat == 1, v
    assert not host.die_inbox.get(2) and len(json.dumps(save(host))) < 100_000


def _deal(match: SideMatch, kind: str, **fields: Any) -> dict[str, Any]:
    """A deal message of seat 1 with ``match``'s header (the fields as given: shaped or not)."""
    deck = match.deck
    header = {"v": 2, "kind": kind, "match": deck.match, "label": deck.label, "round": deck.round, "seat": 1}
    return {"t": "deal", "m": header | fields}


def test_a_deal_message_kept_for_later_is_checked_on_arrival() -> None:
    """Early deal messages wait for their turn: a padded key or a seat's second lock is named at once."""
    padded = new_table(2, 4)[0].match
    padded.receive(1, _deal(padded, "key", pos=0, to=0, key="f" * 300_000))
    twice = new_table(2, 4)[0].match
    size = twice.deck.size
    twice.receive(1, _deal(twice, "lock", deck=[format(c + 2, "x") for c in range(size)]))
    assert twice.verdict is None and len(twice.deal_inbox) == 1  # a lock waits for both shuffles
    twice.receive(1, _deal(twice, "lock", deck=[format(c + 3, "x") for c in range(size)]))
    for match in (padded, twice):
        v = match.verdict
        assert v is not None and not v.verified and v.seat == 1, v
        assert len(json.dumps(save(match))) < 100_000
