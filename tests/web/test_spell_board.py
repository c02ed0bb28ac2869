"""The mummy_spell board: every phase draws, every legal action is a tap or a button, secrets stay hidden."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, replace
from typing import Any

from pharaoh.engine.match import Match
from pharaoh.games.mummy_spell.cards import CARD_KIND
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import decode
from pharaoh.games.mummy_spell.state import CHOICE, HAND, MARKET_PHASE, PLAN, State
from pharaoh.web.games import RENDERERS, Rect, help_html
from pharaoh.web.games.mummy_spell import make_board, seat_label
from pharaoh.web.runner import SeatSetup, Session
from pharaoh.web.surface import LayerCache, Painter, RecordingSurface

AREA = Rect(0, 44, 900, 756)
PHONE = Rect(0, 44, 390, 540)


@dataclass
class Sample:
    """One moment of a seeded random game: every seat's view and legal actions, and the full state."""

    players: int
    state: State
    views: dict[int | None, dict[str, Any]]
    legal: dict[int, list[str]]
    actor: int


def _samples(games: int, seed: int, rate: float) -> list[Sample]:
    out: list[Sample] = []
    for g in range(games):
        players = 3 + g % 3
        rng = random.Random(seed + g)
        match = Match("mummy_spell", seed + g, players)
        steps = 0
        while match.to_act() and steps < 700:
            actor = match.to_act()[0]
            legal = match.legal(actor)
            if rng.random() < rate:
                seats: list[int | None] = [*range(players), None]
                views = {s: match.view(s) for s in seats}
                acting = {s: match.legal(s) for s in match.to_act()}
                out.append(Sample(players, match.state, views, acting, actor))
            match.act(actor, rng.choice(legal))
            steps += 1
        seats_end: list[int | None] = [*range(players), None]
        out.append(Sample(players, match.state, {s: match.view(s) for s in seats_end}, {}, -1))
    return out


SAMPLES = _samples(6, 500, 0.04)


def board_for(sample: Sample, seat: int | None) -> Any:
    board = make_board(Match("mummy_spell", 1, sample.players).game, sample.players)
    legal = sample.legal.get(seat, []) if seat is not None else []
    board.update(sample.views[seat], legal, (), seat=seat, now=0)
    return board


def draw(board: Any, area: Rect = AREA, now: float = 100_000, lang: str = "en") -> tuple[Painter, Any]:
    p = Painter()
    board.draw(p, area, now, None, LayerCache(), lang)
    surface = RecordingSurface()
    surface.present(p.ops)
    return p, surface


def test_the_renderer_is_registered_with_its_rules() -> None:
    assert RENDERERS["mummy_spell"] == "pharaoh.web.games.mummy_spell"
    assert "<h3>" in help_html("mummy_spell", "de") and "<h3>" in help_html("mummy_spell", "en")
    assert seat_label(4, 0, "de") == "Mumie" and seat_label(4, 3, "en") == "Occultist"


def test_every_phase_draws_for_every_seat_and_a_spectator() -> None:
    phases: set[int] = set()
    steps: set[int] = set()
    counts: set[int] = set()
    for sample in SAMPLES:
        counts.add(sample.players)
        phases.add(sample.state.phase)
        if sample.state.market is not None:
            steps.add(sample.state.market.step)
        for seat in sample.views:
            board = board_for(sample, seat)
            for area in (AREA, PHONE):
                _, surface = draw(board, area, lang="de")
                texts = surface.texts()
                assert texts, "something is written on the table"
                assert "Under the Mummy's Spell" not in texts, "no English title on a German table"
            headline, todo = board.status("de")
            assert headline and todo
    assert counts == {3, 4, 5}
    assert {1, 2, 3, 4, 5} <= phases, phases
    assert len(steps) >= 6, steps


def _after_picking(drawn: Any, action: str, keys: set[str]) -> bool:
    """Whether a tap on some drawn card selects it so that ``action`` becomes a tap or a button.

    ``drawn``: the board, drawn once and not tapped (each try taps a copy of it).
    """
    for key, pick in drawn.picks.items():
        if pick is None or pick[0] != "card" or key not in keys:
            continue
        fresh = copy.deepcopy(drawn)
        if fresh.tap(key) is None and (
            action in fresh.targets() or action in {c.action for c in fresh.choices("en")}
        ):
            return True
    return False


def test_every_legal_action_has_a_target_or_a_choice() -> None:
    """Every legal action is a tap or a button now, or after one tap on its action card."""
    checked = behind = 0
    for sample in SAMPLES:
        for seat, legal in sample.legal.items():
            board = board_for(sample, seat)
            p, _ = draw(board)
            keys = {r.key for r in p.regions}
            targets = board.targets()
            choices = {c.action for c in board.choices("en")}
            for action in legal:
                checked += 1
                if action not in targets and action not in choices:
                    # behind its action card: one tap on the card, then a tap or a button
                    behind += 1
                    assert _after_picking(board, action, keys), f"{action} is unreachable"
                    continue
                if action in targets:
                    assert targets[action] in keys, f"{action} has no region on screen"
                    assert copy.deepcopy(board).tap(targets[action]) == action
    assert checked > 500
    assert behind > 0, "some card uses wait behind their card"


def test_a_card_is_picked_then_aimed_at_its_goal() -> None:
    """An action card with several uses: tap it, then tap a glowing goal; every use lies on the table."""
    aimed = 0
    for sample in SAMPLES:
        for seat in sample.legal:
            if sample.state.phase != 2 or seat == 0:
                continue
            board = board_for(sample, seat)
            draw(board)
            for c, acts in board.by_card().items():
                if len(acts) < 2 or CARD_KIND[c] == "control":
                    continue
                assert board.tap(f"card:{c}") is None and board.sel == ("card", c, -1)
                assert "glowing goal" in board.status("en")[1]
                p, _ = draw(board)
                keys = {r.key for r in p.regions}
                goals = board.targets()
                for text, _a in acts:
                    if text in goals:
                        assert goals[text] in keys
                        aimed += 1
                choices = {ch.action for ch in board.choices("en")}
                assert all(text in goals or text in choices for text, _ in acts)
                assert ":unselect" in choices
                board.command("unselect")
                assert board.sel is None
    assert aimed > 50


def test_the_mummy_lays_a_beetle_by_picking_it_then_a_site() -> None:
    for sample in SAMPLES:
        legal = sample.legal.get(0, [])
        places = [a for a in legal if a.startswith("place ")]
        if not places:
            continue
        board = board_for(sample, 0)
        draw(board)
        beetle = int(places[0].split()[1])
        hand = list(sample.views[0]["state"]["mummy"]["hand"])
        assert board.tap(f"hb:{hand.index(beetle)}") is None
        p, _ = draw(board)
        goals = board.targets()
        site = int(places[0].split()[2])
        assert goals[places[0]] == f"site:{site}"
        assert board.tap(f"site:{site}") == places[0]
        return
    raise AssertionError("no beetle to lay in the samples")


def _known_finds(sample: Sample, seat: int) -> set[int]:
    state = sample.state
    bit = 1 << seat
    known = {f for fs in state.finds for f in fs} | set(state.broken)
    known |= {c for c, s in zip(state.deck, state.deck_seen, strict=True) if s & bit}
    known |= {site.card for site in state.sites if site.seen & bit}
    return known


def test_hidden_things_are_never_drawn() -> None:
    checked = picks_checked = hands_checked = 0
    for sample in SAMPLES:
        state = sample.state
        for seat in range(sample.players):
            board = board_for(sample, seat)
            _, surface = draw(board)
            tags = set(surface.tags())
            # Action cards are public (the view shows every hand): the others' are drawn as faces.
            drawn_cards = {int(t[3:]) for t in tags if t.startswith("ac:")}
            owners = sample.views[None]["derived"]["card_owner"]
            in_hands = {
                c for c, loc in enumerate(state.cards) if loc.kind == HAND and owners[c] not in (seat, None)
            }
            assert in_hands <= drawn_cards, f"seat {seat} misses public hand cards: {in_hands - drawn_cards}"
            hands_checked += len(in_hands)
            beetles = {t for t in tags if t.startswith("beetle:")}
            if seat != 0:
                # Only the site being resolved shows its beetle cards: opening turned them up.
                resolving = state.exe.site if state.exe is not None else 0
                shown = {f"beetle:{b}" for site in state.sites if site.num == resolving for b in site.beetles}
                assert beetles <= shown, "the mummy's beetle cards stay face down for the characters"
            finds = {int(t[5:]) for t in tags if t.startswith("find:")}
            assert finds <= _known_finds(sample, seat), "an unresearched excavation is drawn face up"
            market = state.market
            secret_picks = (
                market is not None
                and market.step == CHOICE
                and state.phase == MARKET_PHASE
                and market.choices[seat] < 0
                and any(c >= 0 for c in market.choices)
            )
            if secret_picks:
                picks_checked += 1
                texts = surface.texts()
                assert not any("Steal" in t or "Trade" in t for t in texts), "a secret pick is drawn"
            checked += 1
    assert checked > 100
    assert picks_checked > 0, "a moment with secret market picks was sampled"
    assert hands_checked > 0, "other players held action cards in some sample"


def test_animations_run_and_end() -> None:
    rng = random.Random(2)
    match = Match("mummy_spell", 4, 4)
    seat = 1
    board = make_board(match.game, 4)
    board.update(match.view(seat), [], (), seat=seat, now=0)
    draw(board, now=0)
    now = 0.0
    started = False
    for _ in range(300):
        actor = match.to_act()[0]
        legal = match.legal(actor)
        prefer = [a for a in legal if a.split()[0] in ("open", "dig", "research", "place", "gamble")]
        events = match.act(actor, prefer[0] if prefer and rng.random() < 0.7 else rng.choice(legal))
        now += 3000
        seen = [e for e in (ev.for_seat(seat) for ev in events) if e is not None]
        mine = match.legal(seat) if seat in match.to_act() else []
        board.update(match.view(seat), mine, seen, seat=seat, now=now)
        if board.busy_until() > now:
            started = True
            draw(board, now=now + 200)
            draw(board, now=board.busy_until() + 1)
        draw(board, now=now + 1)
        if not match.to_act():
            break
    assert started, "something moved on the table"
    assert board.flies or board.floats


def test_pass_and_play_hides_the_table_between_people() -> None:
    session = Session("mummy_spell", [SeatSetup(), SeatSetup(), SeatSetup()], 3)
    rng = random.Random(7)
    passes = 0
    for _ in range(250):
        step = session.step()
        if step.kind == "over":
            break
        if step.kind == "pass":
            passes += 1
            session.reveal()
            continue
        assert step.kind == "human" and step.seat is not None
        assert session.act(step.seat, rng.choice(session.legal())).ok
    assert passes > 10, "the privacy screen shows between the seats"


def test_routes_name_the_first_tap_of_every_action_behind_one() -> None:
    """The test hook's first taps: every action neither a tap nor a button has one, and it works."""
    routed = 0
    for sample in SAMPLES:
        for seat, legal in sample.legal.items():
            board = board_for(sample, seat)
            p, _ = draw(board)
            keys = {r.key for r in p.regions}
            direct = set(board.targets()) | {c.action for c in board.choices("en")}
            routes = board.routes()
            for action in legal:
                if action in direct:
                    continue
                routed += 1
                assert routes.get(action) in keys, f"{action}: no first tap on the table"
                fresh = copy.deepcopy(board)  # drawn, never tapped
                assert fresh.tap(routes[action]) is None
                now = set(fresh.targets()) | {c.action for c in fresh.choices("en")}
                assert action in now or action in fresh.routes(), f"{action}: not offered after the first tap"
    assert routed > 0


def test_giving_up_is_a_button_once_the_deck_is_empty_and_a_badge_after() -> None:
    """The declaration of A ("nobody dares any more") is a closing button; every seat sees who made it."""
    match = Match("mummy_spell", 3, 3)
    while match.state.phase != PLAN:  # the first planning phase
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    state = replace(match.state, deck=(), deck_seen=())
    seat = GAME.to_act(state)[0]
    legal = [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]
    board = make_board(GAME, 3)
    board.update(GAME.view(state, seat), legal, (), seat=seat, now=0)
    draw(board)
    buttons = {c.action: c.label for c in board.choices("de")}
    assert "nodare" in buttons and "Aufgeben" in buttons["nodare"]
    assert list(buttons)[-2:] == ["nodare", "end"]  # with the closing steps, last
    state, _ = GAME.apply(state, seat, decode("nodare"))
    for viewer in (0, 1, 2, None):
        board = make_board(GAME, 3)
        board.update(GAME.view(state, viewer), [], (), seat=viewer, now=0)
        _, surface = draw(board, lang="en")
        assert any("dares no more" in text for text in surface.texts()), viewer


def test_the_last_character_with_nothing_to_play_is_told_what_giving_up_does() -> None:
    match = Match("mummy_spell", 3, 3)
    while match.state.phase != PLAN:
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    state = replace(match.state, deck=(), deck_seen=())
    seat = GAME.to_act(state)[0]
    board = make_board(GAME, 3)
    board.update(GAME.view(state, seat), ["nodare", "end"], (), seat=seat, now=0)
    draw(board)
    for lang, words in (("en", "if every character does, the mummy wins"), ("de", "gewinnt die Mumie")):
        assert words in board.status(lang)[1]
