"""The PeekProof hooks of Tara Wolf, with the deal played by an oracle (no cryptography, fast).

Each seat's partial state must give exactly the view the real state gives that seat, at
every step of whole games, while holding no card it was not shown; the audit must
verify an honest match and name the first illegal move of a dishonest one.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from tests.peekproof.oracle import Chooser, before, deal_if_needed, play, random_choice, random_order, show

from pharaoh.engine.game import IllegalMove, Move, PeekProof
from pharaoh.games.valley_kings.bots import HeuristicBot
from pharaoh.games.valley_kings.cards import IS_PLAYABLE, TYPE
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.partial import PILES, SIZE, STAND_INS, Partial, pile_of
from pharaoh.games.valley_kings.peekproof import audit, full_game


def heuristic(seed: int) -> Chooser:
    bot = HeuristicBot(seed)
    return lambda partial, rng: bot.choose(
        GAME, partial.seat, GAME.partial_view(partial), GAME.partial_legal(partial)
    )


def test_the_game_opts_in_through_the_contract() -> None:
    assert isinstance(GAME, PeekProof)
    assert GAME.deal_spec(2, None).piles == PILES == (80, 10, 7)


def test_the_deal_lays_out_like_the_rulebook() -> None:
    order = list(range(SIZE))
    state = full_game(5, None, order).state
    assert len(state.deck) == 70 and len(state.tomb_deck) == 7 and len(state.out_papyrus) == 4
    assert [len(s.hand) for s in state.sides] == [5, 5] and [len(s.papyrus) for s in state.sides] == [3, 3]


def _only_what_it_was_shown(partial: Partial) -> None:
    """Every card type in the seat's shadow state that it was not shown is its pile's stand-in."""
    seat = partial.seat
    assert seat is not None
    other = partial.state.sides[1 - seat]
    expected = sorted(partial.known.get(slot, STAND_INS[0]) for slot in partial.hands[1 - seat])
    assert sorted(other.hand) == expected
    papyri = sorted(partial.known.get(slot, STAND_INS[1]) for slot in partial.papyrus[1 - seat])
    assert sorted(other.papyrus) == papyri
    for k, slot in enumerate(partial.deck):
        if slot not in partial.known:
            assert partial.state.deck[k] == STAND_INS[0]
    for k, slot in enumerate(partial.tombs):
        if slot not in partial.known:
            assert partial.state.tomb_deck[k] == STAND_INS[2]
    assert set(partial.state.out_papyrus) == {STAND_INS[1]}


@pytest.mark.parametrize("seed", range(12))
def test_random_games_views_match_and_verify(seed: int) -> None:
    rng = random.Random(seed)
    order = random_order(rng)
    partials, moves = play(seed, order, [random_choice, random_choice], rng)
    for partial in partials:
        _only_what_it_was_shown(partial)
    assert audit(seed, 2, None, [order], moves).verified


def test_computer_players_and_every_effect_that_shows_cards() -> None:
    """Bot games verify; across them the Spy, the Reporter and the Seer all came into play."""
    kinds: Counter[str] = Counter()
    for seed in range(4):
        rng = random.Random(100 + seed)
        order = random_order(rng)
        choosers = [heuristic(seed), heuristic(seed + 50)] if seed % 2 else [random_choice, heuristic(seed)]
        partials, moves = play(seed, order, choosers, rng, {"forfeit_coins": seed == 3})
        assert audit(seed, 2, {"forfeit_coins": seed == 3}, [order], moves).verified
        kinds.update(m.text.split(":")[0] for m, _ in moves)
        kinds.update("answer" for _, answers in moves if answers)
    for seed in range(12, 40):
        rng = random.Random(seed)
        order = random_order(rng)
        partials, moves = play(seed, order, [random_choice, random_choice], rng)
        kinds.update("answer" for _, answers in moves if answers)
        kinds.update(m.text for m, _ in moves if m.text in ("play:reporter", "play:seer", "hide"))
    assert kinds["answer"] and kinds["play:reporter"] and kinds["play:seer"] and kinds["hide"]


def _first(moves: list[tuple[Move, dict[int, tuple[int, ...]]]], text: str) -> int:
    return next(i for i, (m, _) in enumerate(moves) if m.text.startswith(text))


def test_the_audit_names_a_card_played_that_was_never_drawn() -> None:
    rng = random.Random(7)
    order = random_order(rng)
    _, moves = play(7, order, [random_choice, random_choice], rng)
    i = _first(moves, "play:")
    move, answers = moves[i]
    in_deck = full_game(7, None, order).deck[0]
    forged = Move(move.seat, move.text, (in_deck,))
    verdict = audit(7, 2, None, [order], [*moves[:i], (forged, answers), *moves[i + 1 :]])
    assert not verdict.verified and verdict.seat == move.seat and verdict.move == i
    assert "not in its hand" in verdict.reason


def test_the_audit_names_a_face_down_card_that_breaks_the_rules() -> None:
    """A non-holder lays a companion face down (only the holder may bluff): the audit names that move."""
    for seed in range(40):
        rng = random.Random(seed)
        order = random_order(rng)
        _, moves = play(seed, order, [random_choice, random_choice], rng)
        full = full_game(seed, None, order)
        for i, (move, answers) in enumerate(moves):
            state = full.state
            if move.text == "hide" and move.seat != state.holder:
                bluffs = [s for s in full.hands[move.seat] if IS_PLAYABLE[full.known[s]]]
                if bluffs:
                    forged = Move(move.seat, "hide", (bluffs[0],))
                    verdict = audit(seed, 2, None, [order], [*moves[:i], (forged, answers), *moves[i + 1 :]])
                    assert not verdict.verified and verdict.seat == move.seat and verdict.move == i
                    return
            full, _ = GAME.advance(full, move, answers)
    raise AssertionError("no game gave the chance to cheat")


def test_a_seat_refuses_a_move_it_can_see_is_false() -> None:
    partials = [GAME.partial_game(3, 2, None, p) for p in (0, 1)]
    actor = GAME.partial_to_act(partials[0])[0]
    watcher = partials[1 - actor]
    with pytest.raises(IllegalMove) as caught:
        GAME.reveals(watcher, Move(actor, "hide", (watcher.deck[0],)), {})
    assert caught.value.seat == actor
    with pytest.raises(IllegalMove):
        GAME.advance(watcher, Move(1 - actor, "split:2"), {})
    assert TYPE[STAND_INS[1]] == "papyrus" and pile_of(watcher.papyrus[actor][0]) == 1


def test_the_audit_names_a_spy_victim_that_hands_over_another_card() -> None:
    """The thief cannot check which card the generator took; the audit can, and names the victim."""
    for seed in range(60):
        rng = random.Random(seed)
        order = random_order(rng)
        _, moves = play(seed, order, [random_choice, random_choice], rng)
        full = full_game(seed, None, order)
        for i, (move, answers) in enumerate(moves):
            victim = 1 - move.seat
            if answers:
                honest = full.known[answers[victim][0]]
                others = [s for s in full.hands[victim] if full.known[s] != honest]
                if others:
                    forged = {victim: (others[0],)}
                    verdict = audit(seed, 2, None, [order], [*moves[:i], (move, forged), *moves[i + 1 :]])
                    assert not verdict.verified and verdict.seat == victim and verdict.move == i
                    assert "Spy" in verdict.reason
                    return
            full, _ = GAME.advance(full, move, answers)
    raise AssertionError("no game had a Spy take a card")


def test_a_reshuffle_of_the_discard_pile_keeps_every_seat_in_step() -> None:
    """The deck runs dry (most of it moved to the discard pile, shown to both): the public reshuffle."""
    from dataclasses import replace

    from pharaoh.games.valley_kings.state import evolve
    from pharaoh.games.valley_kings.views import view

    for seed in range(10):
        rng = random.Random(seed)
        order = random_order(rng)
        full = full_game(seed, None, order)
        partials = [GAME.partial_game(seed, 2, None, p) for p in (0, 1)]
        show(partials, order, GAME.opening_reveals(partials[0]))
        gone = 66
        for p in (0, 1):
            for slot in full.deck[:gone]:
                partials[p] = GAME.learn(partials[p], slot, order[slot])
        discard = full.state.deck[:gone]

        def thin(partial: Partial, gone: int = gone, discard: tuple[int, ...] = discard) -> Partial:
            state = evolve(partial.state, deck=partial.state.deck[gone:], discard=discard)
            return replace(partial, state=state, deck=partial.deck[gone:])

        full, partials = thin(full), [thin(p) for p in partials]
        reshuffled = False
        for _ in range(400):
            for p in (0, 1):
                assert GAME.partial_view(partials[p]) == view(full.state, p)
            actors = GAME.partial_to_act(full)
            if not actors:
                break
            actor = actors[0]
            move = GAME.public_move(partials[actor], rng.choice(GAME.partial_legal(partials[actor])))
            answers = before(partials, order, move)
            full = deal_if_needed(partials, full, order, move, answers, rng)
            reshuffled |= bool(partials[0].extra)
            for p in (0, 1):
                partials[p], after = GAME.advance(partials[p], move, answers)
            show(partials, order, after)
            full, _ = GAME.advance(full, move, answers)
        if reshuffled:
            assert partials[0].extra == partials[1].extra == full.extra and not full.public
            return
    raise AssertionError("the deck never ran dry")


def test_a_hand_limit_ignored_is_refused_at_once() -> None:
    """A seat over its hand limit that ends its camp phase instead of discarding: the other side says no."""
    for seed in range(60):
        rng = random.Random(seed)
        order = random_order(rng)
        partials = [GAME.partial_game(seed, 2, None, p) for p in (0, 1)]
        show(partials, order, GAME.opening_reveals(partials[0]))
        for _ in range(400):
            actors = GAME.partial_to_act(partials[0])
            if not actors:
                break
            actor = actors[0]
            watcher = partials[1 - actor]
            if watcher.state.phase == "hand_limit":
                with pytest.raises(IllegalMove) as caught:
                    GAME.advance(watcher, Move(actor, "end"), {})
                assert caught.value.seat == actor
                return
            move = GAME.public_move(partials[actor], rng.choice(GAME.partial_legal(partials[actor])))
            answers = before(partials, order, move)
            afters = []
            for p in (0, 1):
                partials[p], after = GAME.advance(partials[p], move, answers)
                afters.append(after)
            show(partials, order, afters[0])
    raise AssertionError("no seat went over its hand limit")
