"""Every sentence a player reads, in every language: no word of another language, no internal names, capitals.

Random games and bot games of every registered game at every player count are played; every
event (as each seat and a spectator sees it) and every legal action is described in every
language of :data:`pharaoh.web.i18n.LANGS`, and the tables' status lines, buttons, seat and side
names and reasons are rendered without a browser.  A text fails on a word of another language
(English in German, French or Italian; German in the others; French in Italian and back), an
internal identifier (a
``snake_case`` key, a dict or list, an unfilled ``{placeholder}``, ``None``) or a sentence that
starts in lower case.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

from pharaoh.engine.bot import bot_factories, make_bot
from pharaoh.engine.game import Narrator, events_for
from pharaoh.engine.match import Match
from pharaoh.engine.registry import game_ids, get_game
from pharaoh.web.ending import ending_for
from pharaoh.web.games import make_board, renderer_module, seat_label
from pharaoh.web.i18n import LANGS, TEXTS, lookup, tr
from pharaoh.web.logbook import chapters, chronicle_for, line_text

ENGLISH_ONLY = frozenset(
    [
        "the",
        "and",
        "or",
        "of",
        "to",
        "with",
        "from",
        "for",
        "into",
        "onto",
        "at",
        "on",
        "by",
        "is",
        "are",
        "were",
        "be",
        "been",
        "has",
        "have",
        "had",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "who",
        "what",
        "which",
        "no",
        "nobody",
        "nothing",
        "none",
        "every",
        "arrow",
        "arrows",
        "moves",
        "move",
        "moved",
        "rolls",
        "roll",
        "rolled",
        "throws",
        "dice",
        "site",
        "sites",
        "card",
        "cards",
        "player",
        "players",
        "seat",
        "seats",
        "turn",
        "turns",
        "pass",
        "passes",
        "passed",
        "mummy",
        "mummies",
        "step",
        "steps",
        "square",
        "squares",
        "takes",
        "take",
        "lays",
        "lay",
        "wins",
        "win",
        "won",
        "game",
        "round",
        "market",
        "bid",
        "bids",
        "bag",
        "steal",
        "trade",
        "you",
        "your",
        "yes",
        "ready",
        "back",
        "stop",
        "walk",
        "slide",
        "announce",
        "announces",
        "aside",
        "lost",
        "left",
        "right",
        "treasure",
        "treasures",
        "tomb",
        "tombs",
        "coin",
        "coins",
        "draw",
        "draws",
        "discard",
        "discards",
        "play",
        "plays",
    ]
)
"""English words that never occur in German text (names and shared words such as "Casino" excluded)."""

FALSE_FRIENDS = {
    "de": frozenset(),
    "fr": frozenset({"on", "or", "site", "sites", "stop"}),
    "it": frozenset({"no", "dice", "stop"}),
}
"""Words of :data:`ENGLISH_ONLY` that are words of the language too ("or" in French, "dice" in Italian)."""

GERMAN_ONLY = frozenset(
    [
        "und",
        "oder",
        "der",
        "das",
        "dem",
        "den",
        "ein",
        "eine",
        "einen",
        "nicht",
        "mit",
        "ist",
        "sind",
        "auf",
        "zieht",
        "würfelt",
        "gewinnt",
        "nimmt",
        "legt",
        "mumie",
        "karte",
        "karten",
        "würfel",
        "spieler",
        "feld",
        "felder",
        "schritt",
        "schritte",
        "grab",
        "gräber",
        "münze",
        "münzen",
        "schatz",
        "platz",
        "zug",
        "runde",
        "spiel",
    ]
)
"""German words that never occur in English, French or Italian text (a German fallback shows through)."""

FRENCH_ONLY = frozenset(
    ["les", "et", "du", "avec", "une", "dans", "pour", "sur", "vous", "sont"]
)
"""French words that never occur in Italian text."""

ITALIAN_ONLY = frozenset(
    ["gli", "della", "delle", "con", "una", "nella", "sono", "carta", "dadi", "tira"]
)
"""Italian words that never occur in French text."""


def foreign_words(text: str, lang: str) -> list[str]:
    """Words of ``text`` that belong to another of the page's languages than ``lang``."""
    words = set(WORD.findall(text))
    found = set()
    if lang != "en":
        found |= {w for w in words if w.lower() in ENGLISH_ONLY - FALSE_FRIENDS.get(lang, frozenset())}
    if lang != "de":
        found |= {w for w in words if w.lower() in GERMAN_ONLY}
    if lang == "it":
        found |= {w for w in words if w.lower() in FRENCH_ONLY}
    if lang == "fr":
        found |= {w for w in words if w.lower() in ITALIAN_ONLY}
    return sorted(found)


IDENTIFIER = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\{[^{}]*\}|\[[^\]]*'|\bNone\b|<[a-z]+ object")
WORD = re.compile(r"[A-Za-zÄÖÜäöüßÀ-ÖØ-öø-ÿŒœ]+")
EMPTY_LIST = re.compile(r"(?:^|\s)-\s+(?:und|and)\b")
"""A dash standing in for an empty list of things ("würfelt - und 1× Mumie")."""
SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)([a-zäöü])")

BOT_GAMES = {"mummy_curse": "heuristic", "valley_kings": "heuristic", "mummy_spell": "rule_based"}
"""A strong but quick bot per game (the search bot of valley_kings is too slow for a unit test)."""


def problems(text: str, lang: str) -> list[str]:
    """What is wrong with one text shown to a player in ``lang``."""
    out = []
    if IDENTIFIER.search(text):
        out.append(f"internal identifier {IDENTIFIER.search(text)}")
    if EMPTY_LIST.search(text):
        out.append("a dash stands for nothing")
    foreign = foreign_words(text, lang)
    if foreign:
        out.append(f"words of another language {foreign}")
    if text and not text[0].isupper() and not text[0].isdigit() and text[0] not in "+–-…(":
        out.append("starts in lower case")
    match = SENTENCE_START.search(text)
    if match is not None and match.start(1) > 0:
        out.append("a sentence starts in lower case")
    return out


def test_the_checker_catches_what_players_saw() -> None:
    assert problems("Lila würfelt 1, arrow und 1× Mumie.", "de")
    assert problems("die Mumie passt.", "de")
    assert problems("Lila würfelt - und 1× Mumie.", "de")
    assert problems("Computer „rule_based“", "de")
    assert problems("Lila würfelt {faces}.", "de")
    assert problems("Die Mumie passt. die Mumie zieht.", "de")
    assert problems("Spieler None gewinnt.", "de")
    assert not problems("Die Mumie geht nach c9.", "de")
    assert not problems("Ganove und Okkultistin überlegen …", "de")
    assert not problems("The mummy steps to c9.", "en")
    assert problems("The mummy zieht nach c9.", "en")
    assert problems("La momie moves to c9.", "fr") and problems("Die Mumie geht nach c9.", "fr")
    assert problems("La mummia va con le dés.", "fr") and problems("La momie avec la carte.", "it")
    assert not problems("La momie va en c9, ou on passe.", "fr")
    assert not problems("La mummia va in c9 e dice: no.", "it")


def _play(game_id: str, players: int, seed: int, bots: bool) -> Iterator[tuple[Match, int | None, list[str]]]:
    """Every moment of one game: the match, the seat that acts and its legal actions (then the end)."""
    match = Match(game_id, seed, players)
    rng = random.Random(seed)
    robots = [make_bot(game_id, BOT_GAMES[game_id], seed + s) for s in range(players)] if bots else []
    bound = get_game(game_id).info.playout_bound if bots else min(get_game(game_id).info.playout_bound, 600)
    for _ in range(bound):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[0]
        legal = match.legal(seat)
        yield match, seat, legal
        if robots:
            game = match.game
            actions = game.legal_actions(match.state, seat)
            pick = game.encode_action(robots[seat].choose(game, seat, match.view(seat), actions))
        else:
            pick = rng.choice(legal)
        match.act(seat, pick)
    yield match, None, []


def _texts(game_id: str, players: int, seed: int, bots: bool) -> Iterator[tuple[str, str, str]]:
    """(what, lang, text) for every text of one game."""
    game = get_game(game_id)
    seats: list[int | None] = [*range(players), None]
    boards = {(s, lang): make_board(game_id, game, players) for s in seats for lang in LANGS}
    seen = 0
    rng = random.Random(seed)
    for match, actor, legal in _play(game_id, players, seed, bots):
        events = match.log[seen:]
        seen = len(match.log)
        for lang in LANGS:
            for seat in seats:
                for event in events_for(events, seat):
                    yield f"event {event.kind}", lang, game.describe_event(event, lang)
            if actor is not None:
                view = match.view(actor)
                for text in legal:
                    yield f"action {text}", lang, game.describe_action(view, game.decode_action(text), lang)
        # The tables are drawn now and then (every seat, every language): status and buttons.
        if actor is not None and rng.random() > 0.05:
            continue
        for seat in seats:
            for lang in LANGS:
                board = boards[(seat, lang)]
                acting = seat is not None and seat in match.to_act()
                board.update(
                    match.view(seat), match.legal(seat) if acting else [], (), seat=seat, now=seen * 1000.0
                )
                headline, hint = board.status(lang)
                yield "status headline", lang, headline
                yield "status hint", lang, hint
                if isinstance(game, Narrator):  # the mirror's sentences on the seat's view
                    for line in game.describe_view(match.view(seat), lang):
                        yield "view sentence", lang, line
                for choice in board.choices(lang):
                    yield f"button {choice.action}", lang, choice.label
                    if choice.hint:  # a fragment under the button: no capital needed
                        yield f"button hint {choice.action}", lang, choice.hint[:1].upper() + choice.hint[1:]
    outcome = match.outcome()
    board = boards[(None, "de")]
    for lang in LANGS:
        for seat in range(players):
            yield "seat name", lang, board.seat_name(seat, lang)
            yield "seat label", lang, seat_label(game_id, players, seat, lang)
        if outcome is not None:
            yield "side", lang, board.side_name(outcome.side, lang)
            yield "reason", lang, board.reason(outcome.reason, lang)
            end = ending_for(game_id, match.view(None), outcome, lang, board.seat_name)
            if end is not None:
                yield "end winner", lang, end.winner
                yield "end reason", lang, end.reason
                for standing in end.standings:
                    yield "end score", lang, standing.score
                if end.note:
                    yield "end note", lang, end.note
        chronicle = chronicle_for(game_id)
        for seat in seats:
            for chapter in chapters(match.log_for(seat), chronicle):
                for line in chapter.lines:
                    say = lambda e, lang=lang: game.describe_event(e, lang)  # noqa: E731
                    text, _ = line_text(line, chronicle, lang, say)
                    yield f"log line {line.events[0].kind}", lang, text


def _check(game_id: str, bots: bool, games_per_count: int) -> None:
    info = get_game(game_id).info
    bad: dict[str, str] = {}
    count = 0
    for players in range(info.min_players, info.max_players + 1):
        for g in range(games_per_count):
            for what, lang, text in _texts(game_id, players, 7000 + 31 * players + g, bots):
                count += 1
                found = problems(text, lang)
                key = f"{re.sub(r'[0-9]+', '#', what)} [{lang}]"
                if found and key not in bad:
                    bad[key] = f"{text!r}: {'; '.join(found)}"
    assert count > 500
    assert not bad, "\n".join(f"{k}: {v}" for k, v in sorted(bad.items())[:40])


def test_random_games_of_mummy_curse() -> None:
    _check("mummy_curse", False, 1)


def test_random_games_of_valley_kings() -> None:
    _check("valley_kings", False, 3)


def test_random_games_of_mummy_spell() -> None:
    _check("mummy_spell", False, 1)


def test_bot_games_of_every_game() -> None:
    for game_id in game_ids():
        _check(game_id, True, 1)


def test_every_bot_has_a_readable_name() -> None:
    for game_id in game_ids():
        renderer_module(game_id)  # registers the table's own words
        for name in bot_factories(game_id):
            for lang in LANGS:
                assert lookup(f"bot.{name}") is not None, (game_id, name)
                assert not problems(tr(lang, f"bot.{name}"), lang), (game_id, name)


def test_the_page_texts_read_well() -> None:
    import pharaoh.web.games.mummy_curse.texts as curse
    import pharaoh.web.games.mummy_spell.texts as spell
    import pharaoh.web.games.valley_kings.texts as valley
    from pharaoh.web import ending, logbook
    from pharaoh.web.games.mummy_curse import chronicle as curse_log
    from pharaoh.web.games.mummy_curse import ending as curse_end
    from pharaoh.web.games.mummy_spell import chronicle as spell_log
    from pharaoh.web.games.mummy_spell import ending as spell_end
    from pharaoh.web.games.valley_kings import chronicle as valley_log
    from pharaoh.web.games.valley_kings import ending as valley_end

    tables: list[dict[str, Any]] = [TEXTS, curse.TEXTS, spell.TEXTS, valley.TEXTS, logbook.TEXTS]
    tables += [ending.TEXTS, curse_log.TEXTS, curse_end.TEXTS, spell_log.TEXTS, spell_end.TEXTS]
    tables += [valley_end.TEXTS, valley_log.TEXTS]
    for table in tables:
        for key, entry in table.items():
            for lang in entry:
                text = re.sub(r"\{[^{}]*\}", "X", entry.get(lang, ""))
                foreign = foreign_words(text, lang)
                assert not foreign, (key, lang, entry[lang], foreign)


def test_several_thinking_computers_agree_in_number() -> None:
    assert tr("de", "play.thinking", seat="Ganove, Okkultistin", n=2) == "Ganove, Okkultistin überlegen …"
    assert tr("de", "play.thinking", seat="Mumie", n=1) == "Mumie überlegt …"
    assert tr("en", "play.thinking", seat="Gangster, Occultist", n=2) == "Gangster, Occultist are thinking …"


def _girlfriend_prompt(accept: bool) -> tuple[str, str]:
    """The spell table's prompt when the girlfriend's price is rolled (hire possible or not)."""
    for seed in range(400):
        match, rng = Match("mummy_spell", seed, 3 + seed % 3), random.Random(seed)
        while match.to_act():
            seat = match.to_act()[0]
            legal = match.legal(seat)
            if "decline" in legal and ("accept" in legal) == accept:
                board = make_board("mummy_spell", match.game, match.players)
                board.update(match.view(seat), legal, (), seat=seat, now=0)
                return board.status("de")[1], board.status("en")[1]
            match.act(seat, rng.choice(legal))
    raise AssertionError("no such moment in 400 random games")


def test_the_girlfriend_prompt_says_when_declining_is_all_that_is_left() -> None:
    de, en = _girlfriend_prompt(accept=False)
    assert "nur ablehnen" in de and "only decline" in en, (de, en)
    de, en = _girlfriend_prompt(accept=True)
    assert "anwerben oder ablehnen" in de and "hire her or decline" in en, (de, en)
