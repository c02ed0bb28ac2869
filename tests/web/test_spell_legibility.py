"""Im Bann der Mumie's table reads at every size: no text under 11 CSS px, no cut name, no seat overlap.

Random positions of seeded games are drawn (the recorded draw calls, no browser) for the
shown seat at phone, tablet and desktop sizes, portrait and landscape, into the board area
the page gives the table at that size.  Every text must be at least 11 CSS px, also after
the squeeze a too-long text gets from a maximum width; no drawn text may be a name cut short
("Insektenspr.", "Doktorin Ha."): a name is written whole or as a short name of our own;
the characters' boxes never overlap.  The mummy's first decision shows the top excavation
cards large and apart, and holding a thing or opening the legend reads at the same sizes.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from pharaoh.engine.match import Match
from pharaoh.web.games import Rect
from pharaoh.web.games.mummy_spell import make_board
from pharaoh.web.games.mummy_spell.fit import MIN_TEXT, width
from pharaoh.web.games.mummy_spell.names import every_name, find_names
from pharaoh.web.games.mummy_spell.texts import TEXTS, help_html
from pharaoh.web.i18n import LANGS
from pharaoh.web.layout import layout
from pharaoh.web.surface import LayerCache, Painter, RecordingSurface

SIZES = [(320, 568), (360, 640), (390, 844), (844, 390), (568, 320), (1280, 800), (2560, 1440)]
_PX = re.compile(r"(\d+(?:\.\d+)?)px")


@dataclass
class Position:
    """One moment of a seeded game: the seat shown, its view and legal actions."""

    players: int
    seat: int
    view: dict[str, Any]
    legal: list[str]
    phase: int


def _positions(seed: int, games: int, per_game: int) -> list[Position]:
    """Random moments of random games, each shown to the seat acting (or seat 1), every phase met."""
    out: list[Position] = []
    for g in range(games):
        players = 3 + g % 3
        rng = random.Random(seed + g)
        match = Match("mummy_spell", seed + g, players)
        length = 0
        while match.to_act() and length < 900:
            match.act(match.to_act()[0], rng.choice(match.legal(match.to_act()[0])))
            length += 1
        stops = set(rng.sample(range(1, max(2, length)), min(per_game, max(1, length - 1))))
        rng = random.Random(seed + g)
        match = Match("mummy_spell", seed + g, players)
        for step in range(length + 1):
            if step in stops or step == length or (match.to_act() and match.state.phase == 1):
                acting = match.to_act()
                seat = acting[0] if acting else 1
                legal = match.legal(seat) if seat in acting else []
                if step in stops or step == length or (seat == 0 and not any(p.phase == 1 for p in out)):
                    out.append(Position(players, seat, match.view(seat), legal, match.state.phase))
            if not match.to_act():
                break
            match.act(match.to_act()[0], rng.choice(match.legal(match.to_act()[0])))
    return out


POSITIONS = _positions(900, 3, 4)


def _draw(pos: Position, area: Rect, lang: str, *, hover: str | None = None, legend: bool = False) -> Any:
    board = make_board(Match("mummy_spell", 1, pos.players).game, pos.players)
    board.update(pos.view, pos.legal, (), seat=pos.seat, now=0)
    board.legend_open = legend
    painter = Painter()
    board.draw(painter, area, 100_000, hover, LayerCache(), lang)
    if hover is not None:  # the first frame placed things; the second reads the one held
        painter = Painter()
        board.draw(painter, area, 100_000, hover, LayerCache(), lang)
    surface = RecordingSurface()
    surface.present(painter.ops)
    return board, surface


def _texts(surface: RecordingSurface) -> list[tuple[str, float, float]]:
    """(text, font size, size seen after a squeeze to its maximum width) of every text drawn."""
    out = []
    size, bold = 10.0, False
    for op in surface.expanded():
        if op[0] == "font":
            found = _PX.search(str(op[1]))
            size = float(found.group(1)) if found else 10.0
            bold = "700" in str(op[1]) or "bold" in str(op[1])
        elif op[0] in ("ft", "st") and str(op[1]).strip():
            natural = width(str(op[1]), size, bold)
            limit = float(op[4]) if len(op) > 4 and op[4] is not None else None
            seen = size * min(1.0, limit / natural) if limit is not None and natural > 0 else size
            out.append((str(op[1]), size, seen))
    return out


def cut_names(texts: list[str], lang: str) -> list[str]:
    """Texts that hold a name cut short: the start of a name, stopped mid-word or ended with a dot.

    >>> cut_names(["⚔2 ♥5 · Insektenspr.", "Doktorin Ha.", "Doktorin Hall", "Hall", "Mumie"], "de")
    ['Insektenspr.', 'Doktorin Ha.']
    """
    names = every_name(lang)
    words = {v for entry in TEXTS.values() for v in entry.values() if "{" not in v}
    words |= {form for forms in names.values() for form in forms}
    bad = []
    for text in texts:
        for part in re.split(r" · |, |: |\(|\)", text):
            piece = part.strip()
            stem = piece.rstrip(".…")
            if len(stem) < 2 or piece in words or _first_words(stem, names):
                continue
            for full, forms in names.items():
                if piece in forms or not full.startswith(stem) or stem == full:
                    continue
                cut_mid_word = full[len(stem)].isalpha()
                if cut_mid_word or piece.endswith((".", "…")):
                    bad.append(piece)
                    break
    return bad


def _first_words(stem: str, names: dict[str, list[str]]) -> bool:
    """True if ``stem`` is the first whole words of a name (a name wrapped onto two lines)."""
    return any(full.startswith(stem + " ") for full in names)


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w - 0.5 and b.x < a.x + a.w - 0.5 and a.y < b.y + b.h - 0.5 and b.y < a.y + a.h - 0.5


def test_the_positions_meet_every_phase_and_the_mummys_first_decision() -> None:
    assert {1, 2, 3, 4} <= {p.phase for p in POSITIONS}
    assert any(p.seat == 0 and any(a.startswith("hide") for a in p.legal) for p in POSITIONS)


@pytest.mark.parametrize(("w", "h"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_is_readable_whole_and_seats_never_overlap(w: int, h: int) -> None:
    area = layout(w, h).board
    drawn = 0
    for i, pos in enumerate(POSITIONS):
        lang = "de" if i % 2 == 0 else "en"
        board, surface = _draw(pos, area, lang)
        texts = _texts(surface)
        drawn += len(texts)
        small = [(t, round(seen, 1)) for t, size, seen in texts if seen < MIN_TEXT - 1e-6]
        assert not small, f"{w}x{h} phase {pos.phase}: text under {MIN_TEXT} px: {small[:5]}"
        cut = cut_names([t for t, _, _ in texts], lang)
        assert not cut, f"{w}x{h} phase {pos.phase}: names cut short: {cut}"
        boxes = [board.slots[f"seat:{s}"] for s in range(1, pos.players)]
        for k, box in enumerate(boxes):
            assert area.x <= box.x and box.x + box.w <= area.x + area.w + 0.5, f"{w}x{h}: seat box outside"
            assert area.y <= box.y and box.y + box.h <= area.y + area.h + 0.5, f"{w}x{h}: seat box outside"
            assert not any(_overlap(box, other) for other in boxes[k + 1 :]), f"{w}x{h}: seat boxes overlap"
    assert drawn > 20 * len(POSITIONS), "the table writes something"


@pytest.mark.parametrize(("w", "h"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_mummy_picks_the_card_to_hide_from_three_large_cards(w: int, h: int) -> None:
    area = layout(w, h).board
    pos = next(p for p in POSITIONS if p.seat == 0 and any(a.startswith("hide") for a in p.legal))
    board, surface = _draw(pos, area, "de")
    cards = [board.slots[f"deck:{a.split()[1]}"] for a in pos.legal if a.startswith("hide")]
    assert len(cards) >= 2
    for a, b in zip(cards, cards[1:], strict=False):
        assert b.x - (a.x + a.w) >= 4, "tray cards lie apart"
    assert all(c.w >= 60 and c.h >= 88 for c in cards), [(round(c.w), round(c.h)) for c in cards]
    texts = _texts(surface)
    assert all(seen >= MIN_TEXT for _, _, seen in texts)
    for action in (a for a in pos.legal if a.startswith("hide")):
        assert board.tap(f"deck:{action.split()[1]}") == action
    deck = pos.view["state"]["deck"]
    shown = " ".join(t for t, _, _ in texts)
    for action in (a for a in pos.legal if a.startswith("hide")):
        forms = find_names(int(deck[int(action.split()[1])]), "de")
        whole = all(word in shown for word in forms[0].split())
        assert whole or any(form in shown for form in forms), f"{forms[0]} is named in the tray"


@pytest.mark.parametrize(("w", "h"), [(320, 568), (568, 320), (1280, 800)])
def test_holding_a_thing_reads_it_large_and_the_legend_explains_the_symbols(w: int, h: int) -> None:
    area = layout(w, h).board
    pos = POSITIONS[len(POSITIONS) // 2]
    board, _ = _draw(pos, area, "en")
    kinds = {"person": 0, "item": 0, "card": 0, "seat": 0}
    for key in list(board.slots):
        kind = key.split(":")[0]
        if kind not in kinds or kinds[kind] >= 2:
            continue
        kinds[kind] += 1
        _, surface = _draw(pos, area, "en", hover=key)
        texts = _texts(surface)
        assert all(seen >= MIN_TEXT for _, _, seen in texts), key
        assert not cut_names([t for t, _, _ in texts], "en"), key
    assert kinds["person"] and kinds["item"]
    _, surface = _draw(pos, area, "de", legend=True)
    texts = [t for t, _, seen in _texts(surface) if seen >= MIN_TEXT]
    assert any(t.startswith("Kraft") for t in texts) and any("Wagemut" in t for t in texts)
    assert len(texts) == len(_texts(surface))


def test_the_rules_show_the_table_and_explain_its_hard_parts_in_every_language() -> None:
    topics = {
        "de": [
            "Tee",
            "Bann",
            "Sandsturm",
            "Croupier",
            "Tasche",
            "Safe",
            "Lohnerhöhung",
            "Wagemut",
            "Zeichen",
        ],
        "en": ["Tea", "Ban", "Sandstorm", "Croupier", "Bag", "safe", "Wage raises", "Courage", "Symbols"],
        "fr": [
            "Thé",
            "Envoûtement",
            "Tempête de sable",
            "Croupier",
            "Sac",
            "coffre",
            "Augmentations",
            "Courage",
            "Symboles",
        ],
        "it": [
            "Tè",
            "Incantesimo",
            "Tempesta di sabbia",
            "Croupier",
            "Borsa",
            "cassaforte",
            "Aumenti",
            "Coraggio",
            "Simboli",
        ],
    }
    for lang in LANGS:
        html = help_html(lang)
        assert html.count("<svg") == 1 and html.count("<li>") >= 20, lang
        missing = [word for word in topics[lang] if word not in html]
        assert not missing, (lang, missing)
        # the drawing scales to the dialog: 280 px wide on the smallest phone, its labels still 11 px
        box = re.search(r'viewBox="0 0 (\d+)', html)
        assert box is not None
        sizes = [int(s) for s in re.findall(r'font-size="(\d+)"', html)]
        assert sizes and min(sizes) * 280 / int(box.group(1)) >= MIN_TEXT, (lang, min(sizes))
        numbers = re.findall(r">(\d)</text>", html)
        assert sorted(set(numbers)) == [str(n) for n in range(1, 9)], "the picture's parts are numbered 1-8"
        assert html.split("<ol>")[1].split("</ol>")[0].count("<li>") == 8, (
            "and the list under it names all eight"
        )


def test_a_tap_on_a_card_lying_in_a_zone_plays_the_zone_and_the_legend_opens_and_turns_pages() -> None:
    rng = random.Random(5)
    match = Match("mummy_spell", 5, 4)
    for _ in range(400):
        legal = match.legal(match.to_act()[0])
        if match.to_act()[0] == 0 and any(a.startswith("place ") for a in legal) and match.state.sites:
            break
        match.act(match.to_act()[0], rng.choice(legal))
    else:
        raise AssertionError("the mummy never lays a beetle card")
    place = next(a for a in match.legal(0) if a.startswith("place "))
    _, beetle, site = place.split()
    pos = Position(4, 0, match.view(0), match.legal(0), match.state.phase)
    board, _ = _draw(pos, layout(360, 640).board, "de")
    hand = list(pos.view["state"]["mummy"]["hand"])
    assert board.tap(f"hb:{hand.index(int(beetle))}") is None
    assert board.parents[f"sfind:{site}"] == f"site:{site}"
    assert board.tap(f"sfind:{site}") == place, "the find card lying on the site taps the site"
    # the legend: its button opens it, a tap on it turns its pages and closes it after the last
    assert board.tap("legend") is None and board.legend_open
    for _ in range(6):
        _draw_again(board, layout(568, 320).board)
        board.tap("legend:panel")
        if not board.legend_open:
            break
    assert not board.legend_open


def _draw_again(board: Any, area: Rect) -> None:
    board.draw(Painter(), area, 100_000, None, LayerCache(), "de")


def main() -> None:
    """Print, per window size, how many texts the sampled positions write and the smallest and median size.

    ``.venv/bin/python tests/web/test_spell_legibility.py`` (positions from seeds 900-902).
    """
    for w, h in SIZES:
        area = layout(w, h).board
        sizes: list[float] = []
        for i, pos in enumerate(POSITIONS):
            _, surface = _draw(pos, area, "de" if i % 2 == 0 else "en")
            sizes += [seen for _, _, seen in _texts(surface)]
        sizes.sort()
        print(
            f"{w}x{h}: board {area.w:.0f}x{area.h:.0f} px, {len(sizes)} texts in {len(POSITIONS)} positions, "
            f"smallest {sizes[0]:.1f} px, median {sizes[len(sizes) // 2]:.1f} px"
        )


if __name__ == "__main__":
    main()
