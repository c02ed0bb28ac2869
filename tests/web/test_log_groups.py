"""The grouped log: every event once and in order, rounds that agree with the engine, nothing hidden added.

Random games of every game are played; each seat's (and a spectator's) log is cut into
rounds and lines by the game's chronicle and rendered in every language.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from pharaoh.engine.game import Event, Seat
from pharaoh.engine.match import Match
from pharaoh.engine.registry import get_game
from pharaoh.web.games.mummy_spell.chronicle import AUCTION_KINDS
from pharaoh.web.i18n import LANGS, tr
from pharaoh.web.logbook import PLAIN, Chronicle, chapters, chronicle_for, line_text, log_html

GAMES = {"mummy_spell": (4, 4), "mummy_curse": (3, 7), "valley_kings": (2, 3)}
"""Game -> (players, seed) of the random game each test plays."""


@cache
def played(game_id: str) -> tuple[Match, tuple[tuple[int, int, int], ...]]:
    """A random game to its end, and per action: (log length before, round before, round after)."""
    players, seed = GAMES[game_id]
    match, rng = Match(game_id, seed, players), random.Random(seed)
    game = get_game(game_id)
    steps = []
    while match.to_act():
        seat = match.to_act()[0]
        before, start = len(match.log), game.rounds(match.state)  # type: ignore[attr-defined]
        match.act(seat, rng.choice(match.legal(seat)))
        steps.append((before, start, game.rounds(match.state)))  # type: ignore[attr-defined]
    return match, tuple(steps)


def seats(match: Match) -> list[Seat | None]:
    """Every seat and a spectator."""
    return [*range(match.players), None]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_event_is_in_exactly_one_line_in_order(game_id: str) -> None:
    match, _ = played(game_id)
    chronicle = chronicle_for(game_id)
    assert chronicle is not PLAIN
    for seat in seats(match):
        log = match.log_for(seat)
        cut = chapters(log, chronicle)
        lines = [line for chapter in cut for line in chapter.lines]
        assert [e for line in lines for e in line.events] == list(log)
        assert [line.start for line in lines] == [
            sum(len(x.events) for x in lines[:i]) for i in range(len(lines))
        ]
        assert all(line.events for line in lines)
        numbers = [chapter.round for chapter in cut]
        assert numbers == sorted(set(numbers)) and numbers[0] == 1, numbers[:20]
        assert len(lines) < len(log), "nothing was grouped"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_newest_lines_alone_are_the_end_of_the_whole_cut(game_id: str) -> None:
    match, _ = played(game_id)
    chronicle = chronicle_for(game_id)
    rng = random.Random(game_id)
    for seat in seats(match):
        log = match.log_for(seat)
        for length in sorted({*rng.sample(range(len(log) + 1), 12), 0, 1, len(log)}):
            whole = [(c.round, line) for c in chapters(log[:length], chronicle) for line in c.lines]
            for last in (1, 3, 40, 10_000):
                tail = [(c.round, line) for c in chapters(log[:length], chronicle, last) for line in c.lines]
                assert tail == whole[-last:], (length, last)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rounds_agree_with_the_engine(game_id: str) -> None:
    match, steps = played(game_id)
    rounds = chronicle_for(game_id).rounds(match.log)
    ends = [before for before, _, _ in steps[1:]] + [len(match.log)]
    for (before, start, stop), end in zip(steps, ends, strict=True):
        for i in range(before, end):
            assert start <= rounds[i] <= stop, (i, match.log[i].kind, rounds[i], start, stop)
    assert rounds[-1] == get_game(game_id).rounds(match.state)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_panel_shows_round_headings_and_every_line_in_every_language(game_id: str) -> None:
    match, _ = played(game_id)
    game, chronicle = match.game, chronicle_for(game_id)
    log = match.log_for(1)
    cut = chapters(log, chronicle)
    lines = sum(len(c.lines) for c in cut)
    for lang in LANGS:
        html = log_html(log, chronicle, lang, lambda e, lang=lang: game.describe_event(e, lang), lines)
        headings = re.findall(r'<li class="round">([^<]*)</li>', html)
        assert headings == [tr(lang, "log.round", n=c.round) for c in reversed(cut)]
        describe = lambda e, lang=lang: game.describe_event(e, lang)  # noqa: E731
        inner = sum(len(line_text(x, chronicle, lang, describe)[1]) for c in cut for x in c.lines)
        assert html.count("<li") == len(headings) + lines + inner
        short = log_html(log, chronicle, lang, lambda e, lang=lang: game.describe_event(e, lang), 5)
        assert short.count('class="round"') >= 1 and short.count("<summary>") <= 5


def test_an_auction_is_one_line_from_the_item_to_the_purchase() -> None:
    match, _ = played("mummy_spell")
    chronicle = chronicle_for("mummy_spell")
    auctions = [
        line
        for chapter in chapters(match.log_for(None), chronicle)
        for line in chapter.lines
        if line.events[0].kind == "auction"
    ]
    assert auctions, "the random game held no auction"
    for line in auctions:
        kinds = [e.kind for e in line.events]
        assert set(kinds) <= AUCTION_KINDS and kinds.count("auction") == 1 and "purchase" in kinds, kinds
    text = chronicle.headline(auctions[0].events, "en", lambda e: match.game.describe_event(e, "en"))
    assert text is not None and text.startswith("Auction: ") and " wins " in text


def test_a_mummy_move_is_one_line() -> None:
    match, _ = played("mummy_curse")
    chronicle = chronicle_for("mummy_curse")
    lines = [line for chapter in chapters(match.log_for(1), chronicle) for line in chapter.lines]
    walks = [line for line in lines if any(e.kind == "mummy_step" for e in line.events)]
    assert walks
    for line in walks:
        kinds = {e.kind for e in line.events}
        assert kinds <= {"mummy_roll", "mummy_step", "mummy_done", "capture"}, kinds
        assert line.events[-1].kind in ("mummy_done", "capture"), [e.kind for e in line.events]
        text = chronicle.headline(line.events, "de", lambda e: match.game.describe_event(e, "de"))
        assert text is not None and "Die Mumie geht" in text and "→" in text


def test_grouping_adds_nothing_the_seat_did_not_see() -> None:
    match, _ = played("mummy_curse")
    game, chronicle = match.game, chronicle_for("mummy_curse")
    for lang in LANGS:
        mine = {game.describe_event(e, lang) for e in match.log_for(0)}
        secret = {game.describe_event(e, lang) for e in match.log_for(1)} - mine
        assert secret, "the explorers saw nothing more than the mummy"
        describe = lambda e, lang=lang: game.describe_event(e, lang)  # noqa: E731
        html = log_html(match.log_for(0), chronicle, lang, describe, 10**6)
        for text in secret:
            assert text not in html, text


def test_a_game_without_a_chronicle_lists_every_event_alone() -> None:
    events = [Event("a"), Event("b", {"seat": 1}), Event("b", {"seat": 1})]
    html = log_html(events, PLAIN, "en", lambda e: f"{e.kind.upper()}.", 10)
    assert html == "<li>B.</li><li>B.</li><li>A.</li>"
    assert chronicle_for("no_such_game") is PLAIN


def test_a_broken_chronicle_falls_back_to_plain_lines() -> None:
    def bad(events: object) -> list[int]:
        raise KeyError("round")

    html = log_html([Event("a")], Chronicle(rounds=bad), "en", lambda e: "A.", 10)
    assert html == "<li>A.</li>"


def test_a_camp_phase_is_one_line_in_numbers() -> None:
    match, _ = played("valley_kings")
    chronicle = chronicle_for("valley_kings")
    camps = [
        line
        for chapter in chapters(match.log_for(0), chronicle)
        for line in chapter.lines
        if line.events[0].kind == "split"
    ]
    assert camps
    for line in camps:
        assert line.events[-1].kind == "camp_end", [e.kind for e in line.events]
        played_cards = sum(1 for e in line.events if e.kind == "play")
        text = chronicle.headline(line.events, "en", lambda e: match.game.describe_event(e, "en"))
        assert text is not None and f"{played_cards} card" in text and text.startswith("Player "), text


def test_characters_passing_in_a_row_read_as_one_sentence() -> None:
    match, _ = played("mummy_spell")
    chronicle = chronicle_for("mummy_spell")
    lines = [line for chapter in chapters(match.log_for(2), chronicle) for line in chapter.lines]
    passes = [line for line in lines if len(line.events) > 1 and line.events[0].kind == "pass"]
    assert passes
    for line in passes:
        assert all(e.kind == "pass" and e.data["seat"] > 0 for e in line.events)
        de = chronicle.headline(line.events, "de", lambda e: match.game.describe_event(e, "de"))
        assert de is not None and de.endswith(" passen.") and " und " in de, de
