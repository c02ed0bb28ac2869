"""Whole peek-proof matches of Tara Wolf between two browsers over the fake network.

The deal is real mental poker (:class:`~pharaoh.fair.deck.DeckPlayer`) over a 128-bit
test prime (the protocol does not depend on the size).  Honest matches verify on both
sides, with computer seats and after a reload; dishonest browsers are named.
"""

from __future__ import annotations

import json
from typing import Any

from tests.peekproof.harness import (
    TOY,
    Browser,
    computer_chooser,
    hoarding_chooser,
    new_pair,
    random_chooser,
    run,
)

from pharaoh.games.valley_kings.game import GAME
from pharaoh.net.peekproof import PeekMatch
from pharaoh.web.peekscreens import verdict as verdict_html


def test_an_honest_match_verifies_on_both_sides() -> None:
    a, b = new_pair(11, (random_chooser(1), random_chooser(2)))
    run((a, b))
    for browser in (a, b):
        verdict = browser.match.verdict
        assert verdict is not None and verdict.verified, verdict
    assert a.match.moves == b.match.moves and len(a.match.moves) > 20
    assert a.match.view()["phase"] == "over"
    assert a.match.view()["winner"] == b.match.view()["winner"]


def test_a_computer_seat_plays_from_its_browser_and_verifies() -> None:
    a, b = new_pair(12, (random_chooser(3), computer_chooser(4)))
    run((a, b))
    assert a.match.verdict is not None and a.match.verdict.verified
    assert b.match.verdict is not None and b.match.verdict.verified


def _reload(browser: Browser) -> None:
    """The browser reloads: its match comes back from its last save (saved before every send)."""
    browser.match = PeekMatch.from_json(GAME, json.loads(browser.saves[-1]), {TOY.name: TOY})


def test_a_match_resumes_after_a_reload_with_messages_lost() -> None:
    a, b = new_pair(13, (random_chooser(5), random_chooser(6)))
    for browser in (a, b):
        browser.send(browser.match.start())
    lost = 0
    for _ in range(400):  # play a while, until seat 0 may move
        if len(a.match.moves) > 30 and a.match.can_act():
            view = b.match.view()
            b.net.open.discard(b.link)  # b's tab closes: what a sends now is lost
            sent = len(b.received)
            a.act()
            lost = len(a.match.moves) + (a.match.pending is not None)
            assert len(b.received) == sent
            break
        a.act() or b.act()
    assert lost
    _reload(b)
    assert b.match.view() == view and len(b.match.moves) < lost
    b.net.open.add(b.link)
    b.send(b.match.resend())
    a.send(a.match.resend())
    run((a, b), start=False)
    assert a.match.verdict is not None and a.match.verdict.verified, a.match.verdict
    assert b.match.verdict is not None and b.match.verdict.verified, b.match.verdict


def test_every_save_resumes_to_the_same_view() -> None:
    """Hoarders: the saves include a reshuffle's deal and moves after it."""
    a, b = new_pair(14, (hoarding_chooser(7), hoarding_chooser(8)))
    run((a, b))
    assert len(b.match.decks) > 1
    for browser in (a, b):
        for text in browser.saves[:: max(1, len(browser.saves) // 6)]:
            match = PeekMatch.from_json(GAME, json.loads(text), {TOY.name: TOY})
            assert json.loads(json.dumps(match.to_json(), sort_keys=True)) == json.loads(text)


# ---------------------------------------------------------------- dishonest browsers


def _first_hand_play(message: dict[str, Any]) -> bool:
    return message.get("t") == "move" and str(message.get("text", "")).startswith(("play:", "discard:"))


def test_a_card_played_that_was_never_drawn_is_named() -> None:
    a, b = new_pair(15, (random_chooser(9), random_chooser(10)))
    cheated: list[int] = []

    def tamper(message: dict[str, Any]) -> dict[str, Any] | None:
        if not cheated and _first_hand_play(message):
            deck_slot = a.match.partial.deck[0]  # a card still in the deck, never drawn
            cheated.append(message["n"])
            return message | {"claims": [deck_slot]}
        return message

    a.tamper = tamper
    run((a, b))
    verdict = b.match.verdict
    assert cheated and verdict is not None and not verdict.verified
    assert verdict.seat == 0 and verdict.move == cheated[0] and "not in its hand" in verdict.reason
    german = verdict_html("de", verdict, len(b.match.moves), ["Ada", "Ben"], "valley_kings")
    assert "Ada hat gegen die Regeln verstoßen" in german and "nicht in seiner Hand" in german, german
    assert "not in its hand" not in german  # the how, too, in the page's language


def test_a_card_played_under_another_name_is_named() -> None:
    a, b = new_pair(16, (random_chooser(11), random_chooser(12)))
    cheated: list[int] = []

    def tamper(message: dict[str, Any]) -> dict[str, Any] | None:
        if not cheated and message.get("t") == "move" and str(message["text"]).startswith("discard:"):
            cheated.append(message["n"])
            card = "pit" if message["text"] != "discard:pit" else "worker"
            return message | {"text": f"discard:{card}"}
        return message

    a.tamper = tamper
    run((a, b))
    verdict = b.match.verdict
    assert cheated and verdict is not None and not verdict.verified
    assert verdict.seat == 0 and verdict.move == cheated[0] and "which holds" in verdict.reason


def test_a_face_down_card_opened_as_another_is_named() -> None:
    """Seat 0 lays a card face down, then at the turn-up hands over another card's key for it."""
    for seed in range(17, 40):
        a, b = new_pair(seed, (random_chooser(seed), random_chooser(seed + 1)))
        laid: list[int] = []

        def tamper(message: dict[str, Any], a: Browser = a, laid: list[int] = laid) -> dict[str, Any] | None:
            if message.get("t") == "move" and message["text"] == "hide":
                laid.append(message["claims"][0])
            inner = message.get("m", {})
            if message.get("t") == "deal" and inner.get("kind") == "key" and inner.get("pos") in laid:
                other = next(s for s in a.match.partial.hands[0])  # a card of its hand
                key = a.match.deck.my_keys.card_key(other)
                return message | {"m": inner | {"key": format(key, "x")}}
            return message

        a.tamper = tamper
        run((a, b))
        if laid:
            verdict = b.match.verdict
            assert verdict is not None and not verdict.verified
            assert verdict.seat == 0 and "BadKey" in verdict.reason
            italian = verdict_html("it", verdict, len(b.match.moves), ["Ada", "Ben"], "valley_kings")
            assert "Ada ha violato le regole" in italian and "chiavi che non aprono nessuna carta" in italian
            assert "BadKey" not in italian  # the kind in words; the detail stays, marked technical
            return
    raise AssertionError("seat 0 never laid a card face down")


def test_a_withheld_key_is_named() -> None:
    """Seat 0 stops handing over keys: named by the room's timeout, or at once if it moves on."""
    for seed in (18, 22):
        a, b = new_pair(seed, (random_chooser(13), random_chooser(14)))
        withheld: list[int] = []

        def tamper(
            message: dict[str, Any], a: Browser = a, withheld: list[int] = withheld
        ) -> dict[str, Any] | None:
            inner = message.get("m", {})
            if message.get("t") == "deal" and inner.get("kind") == "key" and len(a.match.moves) > 6:
                withheld.append(inner["pos"])
                return None
            return message

        a.tamper = tamper
        run((a, b))
        assert withheld
        if b.match.verdict is None:
            waiting = b.match.waiting_for()
            assert waiting is not None and waiting[0] == 0 and waiting[1].startswith("key for slot")
            b.match.give_up()
        verdict = b.match.verdict
        assert verdict is not None and not verdict.verified and verdict.seat == 0
        assert "key for slot" in verdict.reason


def test_a_withheld_seed_at_the_end_names_the_seat() -> None:
    a, b = new_pair(19, (random_chooser(15), random_chooser(16)))
    a.tamper = lambda m: None if m.get("t") == "deal" and m["m"].get("kind") == "reveal" else m
    run((a, b))
    assert a.match.verdict is not None and a.match.verdict.verified  # a audited b
    assert b.match.verdict is None and b.match.waiting_for() == (0, "seed")
    verdict = b.match.give_up()
    assert verdict.seat == 0 and "seed" in verdict.reason


def test_a_false_key_for_a_draw_is_named() -> None:
    a, b = new_pair(20, (random_chooser(17), random_chooser(18)))
    done: list[int] = []

    def tamper(message: dict[str, Any]) -> dict[str, Any] | None:
        inner = message.get("m", {})
        if not done and message.get("t") == "deal" and inner.get("kind") == "key" and inner["to"] == 1:
            done.append(inner["pos"])
            other = (inner["pos"] + 1) % 70
            return message | {"m": inner | {"key": format(a.match.deck.my_keys.card_key(other), "x")}}
        return message

    a.tamper = tamper
    run((a, b))
    verdict = b.match.verdict
    assert done and verdict is not None and not verdict.verified and verdict.seat == 0


def test_the_public_seed_comes_from_both_seats() -> None:
    """The seed is the seats' commit-reveal roll: the same on both sides, and no seat alone picks it."""
    seeds = []
    for other in (40, 41):
        a, b = new_pair(other, (random_chooser(1), random_chooser(2)))
        a.match.roll = type(a.match.roll).new("m-test", 0, 2, 0, entropy=lambda n: bytes(n))  # seat 0 fixed
        run((a, b))
        assert a.match.seed == b.match.seed is not None
        assert a.match.verdict is not None and a.match.verdict.verified
        seeds.append(a.match.seed)
    assert seeds[0] != seeds[1]


def test_a_withheld_share_of_the_seed_is_named() -> None:
    a, b = new_pair(42, (random_chooser(1), random_chooser(2)))
    a.tamper = lambda m: None if m.get("t") == "seed" and m["m"].get("kind") == "die-reveal" else m
    run((a, b))
    assert b.match.seed is None and b.match.waiting_for() == (0, "share of the seed")
    verdict = b.match.give_up()
    assert verdict.seat == 0 and "seed" in verdict.reason


def test_a_reload_during_the_deal_and_the_roll() -> None:
    a, b = new_pair(43, (random_chooser(3), random_chooser(4)))
    b.net.open.discard(b.link)  # b's first tab is gone before anything arrives
    b.save()
    a.send(a.match.start())
    b.send(b.match.start())
    _reload(b)
    b.net.open.add(b.link)
    b.send(b.match.resend())
    a.send(a.match.resend())
    run((a, b), start=False)
    assert a.match.verdict is not None and a.match.verdict.verified, a.match.verdict
    assert b.match.verdict is not None and b.match.verdict.verified, b.match.verdict


def test_the_long_work_runs_in_slices() -> None:
    """Seat 1 checks seat 0's shuffle and makes its own pass in units of one exponentiation."""
    a, b = new_pair(44, (random_chooser(1), random_chooser(2)))
    shuffle = next(m for m in a.match.start() if m["t"] == "deal")
    job = b.match.receive_job(shuffle)
    units = 0
    while not job.run(1):
        units += 1
        if units < 97:
            assert not b.match.deck.shuffles  # nothing changes until the checks are done
    assert units >= 2 * 97
    replies = job.result()
    assert [m["m"]["kind"] for m in replies if m["t"] == "deal"] == ["shuffle"]


def test_a_false_reporter_sees_nothing_of_the_other_hand() -> None:
    """Seat 0 calls a card it plays a Reporter (which shows it the other hand): named, and shown nothing."""
    a, b = new_pair(45, (random_chooser(19), random_chooser(20)))
    cheated: list[tuple[int, ...]] = []

    def tamper(message: dict[str, Any]) -> dict[str, Any] | None:
        text = str(message.get("text", ""))
        if not cheated and message.get("t") == "move" and text.startswith("play:") and "reporter" not in text:
            cheated.append(b.match.partial.hands[1])
            return message | {"text": "play:reporter"}
        return message

    a.tamper = tamper
    run((a, b))
    verdict = b.match.verdict
    assert cheated and verdict is not None and not verdict.verified and verdict.seat == 0
    given = {slot for slot, to in b.match.deck.given if to in (0, None)}
    assert not given & set(cheated[0])


def test_a_tomb_opened_out_of_turn_is_not_shown() -> None:
    """Seat 0 sends "open" in its camp phase to peek at the next tomb: named, and the tomb stays unseen."""
    a, b = new_pair(46, (random_chooser(21), random_chooser(22)))
    for browser in (a, b):
        browser.send(browser.match.start())
    for _ in range(200):
        if a.match.can_act() and a.match.view()["phase"] in ("split", "camp"):
            break
        a.act() or b.act()
    tomb = a.match.partial.tombs[-1]
    a.send([{"t": "move", "n": len(a.match.moves), "seat": 0, "text": "open", "claims": []}])
    verdict = b.match.verdict
    assert verdict is not None and verdict.seat == 0 and "not a legal action" in verdict.reason
    assert all(slot != tomb for slot, _ in b.match.deck.given)


def test_a_withheld_spy_answer_is_named() -> None:
    """The Spy's victim never says which slot it loses: the thief's match names it."""
    for seed in range(47, 80):
        a, b = new_pair(seed, (random_chooser(seed), random_chooser(seed + 1)))
        dropped: list[int] = []

        def tamper(message: dict[str, Any], dropped: list[int] = dropped) -> dict[str, Any] | None:
            if message.get("t") == "answer":
                dropped.append(message["n"])
                return None
            return message

        b.tamper = tamper
        a.tamper = tamper
        run((a, b))
        if dropped:
            stalled = a if a.match.pending is not None and a.match.pending.seat == 0 else b
            waiting = stalled.match.waiting_for()
            assert waiting is not None and waiting[1] == "answer" and waiting[0] != stalled.match.seat
            verdict = stalled.match.give_up()
            assert verdict.seat == 1 - stalled.match.seat and "answer" in verdict.reason
            return
    raise AssertionError("no Spy was played")


def test_a_match_through_a_reshuffle_verifies() -> None:
    """Two hoarders run the deck dry: the discard pile is dealt anew by mental poker, and both verify."""
    a, b = new_pair(52, (hoarding_chooser(1), hoarding_chooser(2)))
    run((a, b))
    assert len(a.match.decks) > 1 and a.match.partial.extra == b.match.partial.extra
    assert not a.match.partial.public  # no card of the new deck is public
    assert a.match.verdict is not None and a.match.verdict.verified, a.match.verdict
    assert b.match.verdict is not None and b.match.verdict.verified, b.match.verdict


def test_a_reload_in_the_middle_of_a_reshuffle_deal() -> None:
    """Seat 1's tab closes while the discard pile is being dealt anew; it reloads and the match verifies."""
    a, b = new_pair(54, (hoarding_chooser(3), hoarding_chooser(4)))
    save = b.save
    crashed: list[int] = []

    def save_and_maybe_crash() -> None:
        save()
        decks = b.match.decks
        if not crashed and len(decks) == 2 and not decks[1].dealt:
            crashed.append(len(b.saves))
            b.net.open.discard(b.link)  # what a sends from now on is lost

    b.save = save_and_maybe_crash  # type: ignore[method-assign]
    run((a, b))
    assert crashed and a.match.verdict is None
    b.save = save  # type: ignore[method-assign]
    _reload(b)
    assert len(b.match.decks) == 2
    b.net.open.add(b.link)
    b.send(b.match.resend())
    a.send(a.match.resend())
    run((a, b), start=False)
    assert a.match.verdict is not None and a.match.verdict.verified, a.match.verdict
    assert b.match.verdict is not None and b.match.verdict.verified, b.match.verdict
