"""Tara Wolf and Der Fluch der Mumie are legible on every screen from 320x568 to 2560x1440.

The tables of random positions (every phase, a full hand too) are drawn on the recording
surface at phone, tablet and desktop sizes in every language, and every text is measured
(tests/web/legibility.py): none under 11 CSS px (squeezing counts), none outside the
board, no card name cut short, every hand card's name whole and uncovered, and the
tomb's limit inside the tomb's mat, clear of the tomb card and of the mat's frame.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from legibility import MIN_PX, Drawn, drawn_texts, overlaps, too_small

from pharaoh.engine.match import Match
from pharaoh.web.games import Rect, renderer_module
from pharaoh.web.games.valley_kings.geometry import zones
from pharaoh.web.i18n import LANGS
from pharaoh.web.layout import layout
from pharaoh.web.surface import LayerCache, Painter, RecordingSurface

SIZES = [(320, 568), (360, 640), (390, 844), (844, 390), (568, 320), (1280, 800), (2560, 1440)]
"""Phones portrait and landscape, a desktop and a large screen (CSS px of the window)."""

Sample = tuple[dict[str, Any], list[str], int]
"""A seat's view, its legal actions (empty when it waits) and the seat."""


def samples(game: str, players: int, games: int, seed: int, every: int) -> list[Sample]:
    """Views along random games: every ``every``-th step, each new phase, and each new largest hand."""
    out: list[Sample] = []
    for g in range(games):
        rng = random.Random(seed + g)
        match = Match(game, seed + g, players)
        phases: set[str] = set()
        biggest = 0
        step = 0
        while match.to_act() and step < 600:
            seat = match.to_act()[0]
            view = match.view(seat)
            phase = str(view.get("phase"))
            me = (view.get("players") or [{}] * players)[seat] if game == "valley_kings" else {}
            held = len(me.get("hand") or []) + len(me.get("papyrus") or [])
            if step % every == 0 or phase not in phases or held > biggest:
                out.append((view, match.legal(seat), seat))
                phases.add(phase)
                biggest = max(biggest, held)
            legal = match.legal(seat)
            # lean towards taking cards, so hands grow full
            cards = [a for a in legal if a == "split:0"]
            match.act(seat, cards[0] if cards and rng.random() < 0.6 else rng.choice(legal))
            step += 1
        final = match.view(0)
        out.append((final, [], 0))
    return out


VALLEY = samples("valley_kings", 2, 3, 4100, 40)
CURSE = [
    (players, s)
    for players, seed in ((2, 5100), (3, 5200), (5, 5300))
    for s in samples("mummy_curse", players, 1, seed, 90)
]


def render(game: str, players: int, sample: Sample, area: Rect, lang: str, hover: str | None = None) -> Any:
    """The board of ``sample`` drawn into ``area``: (board, surface)."""
    view, legal, seat = sample
    board = renderer_module(game).make_board(Match(game, 1, players).game, players)
    board.update(view, legal, (), seat=seat, now=0)
    p = Painter()
    cache = LayerCache()
    surface = RecordingSurface()
    board.draw(p, area, 100_000, None, cache, lang)
    surface.present(p.ops)
    if hover is not None:
        p = Painter()
        board.draw(p, area, 100_000, hover, cache, lang)
        surface.present(p.ops)
    return board, surface


def names_drawn(texts: list[Drawn]) -> list[tuple[str, list[Drawn]]]:
    """The card names a frame writes, each put back together from its lines."""
    groups: dict[int, list[Drawn]] = {}
    for d in texts:
        if d.tag == "name":
            groups.setdefault(d.group, []).append(d)
    return [(" ".join(d.text for d in lines), lines) for lines in groups.values()]


def outside(d: Drawn, area: Rect) -> bool:
    """True if a text sticks out of the board."""
    x0, y0, x1, y1 = d.box()
    return x0 < area.x - 1 or y0 < area.y - 1 or x1 > area.x + area.w + 1 or y1 > area.y + area.h + 1


def test_the_helper_measures_squeezed_and_stamped_texts() -> None:
    p = Painter()
    p.begin_layer("card", 50, 50)
    p.font("9px serif")
    p.text("tiny", 5, 5)
    p.end_layer()
    p.draw_layer("card", 100, 200)
    p.font("700 14px serif")
    p.text("A rather long line of text", 0, 0, 60)
    surface = RecordingSurface()
    surface.present(p.ops)
    texts = drawn_texts(surface)
    assert [(d.text, d.x, d.y) for d in texts][0] == ("tiny", 105.0, 205.0), (
        "layers are stamped at their place"
    )
    assert [d.text for d in too_small(texts)] == ["tiny", "A rather long line of text"], (
        "squeezed text is small"
    )
    assert texts[1].effective < 14 and texts[1].width == 60


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_valley_texts_are_11_px_and_names_whole(width: int, height: int) -> None:
    area = layout(width, height).board
    catalog = Match("valley_kings", 1, 2).game.catalog()  # type: ignore[attr-defined]
    limits = 0
    tiles = 0
    for lang in LANGS:
        names = {str(face["name"][lang]) for face in catalog.values()}
        for sample in VALLEY:
            board, surface = render("valley_kings", 2, sample, area, lang)
            texts = drawn_texts(surface)
            where = f"{sample[0].get('phase')} at {width}x{height} ({lang})"
            small = too_small(texts)
            assert not small, (
                f"under {MIN_PX} px in {where}: {[(d.text, round(d.effective, 1)) for d in small]}"
            )
            out = [d.text for d in texts if outside(d, area)]
            assert not out, f"outside the board in {where}: {out}"
            drawn = names_drawn(texts)
            cut = [name for name, _ in drawn if name not in names]
            assert not cut, f"names cut short in {where}: {cut}"
            hand_keys = [k for k in board.slots if k.startswith(("hand:", "pap:"))]
            tiles += len(hand_keys)
            for key in hand_keys:
                spot = board.slots[key]
                card = board.region_cards[key]
                name = str(catalog[card]["name"][lang])
                inside = [
                    lines
                    for text, lines in drawn
                    if text == name
                    and all(
                        spot.x <= d.x <= spot.x + spot.w and spot.y <= d.y <= spot.y + spot.h for d in lines
                    )
                ]
                assert inside, f"{key} ({name}) shows no whole name in {where}"
                for other in hand_keys:
                    o = board.slots[other]
                    if other != key and any(
                        overlaps(d.box(), (o.x, o.y, o.x + o.w, o.y + o.h)) for d in inside[0]
                    ):
                        raise AssertionError(f"{other} covers the name of {key} ({name}) in {where}")
            for key, card in board.region_cards.items():
                spot = board.slots[key]
                if key.startswith(("camp:", "adv:")) and catalog[card].get("strength") is not None:
                    # a camp card too small for its name still shows its strength
                    assert any(
                        d.text.isdigit()
                        and spot.x <= d.x <= spot.x + spot.w
                        and spot.y <= d.y <= spot.y + spot.h
                        for d in texts
                    ), f"{key} ({card}) shows no strength in {where}"
            tomb_card = board.region_cards.get("tomb")
            if tomb_card is not None:
                name = str(catalog[tomb_card]["name"][lang])
                mat = zones(area).mat
                assert any(
                    text == name
                    and mat.x <= lines[0].x <= mat.x + mat.w
                    and mat.y <= lines[0].y <= mat.y + mat.h
                    for text, lines in drawn
                ), f"the open tomb's name {name!r} is not shown in {where}"
            limit = [d for d in texts if d.tag == "limit"]
            if limit:
                limits += 1
                z = zones(area)
                frame = z.mat.inset(1.5)
                tomb = z.tomb
                for d in limit:
                    x0, y0, x1, y1 = box = d.box()
                    assert (
                        frame.x <= x0
                        and x1 <= frame.x + frame.w
                        and frame.y <= y0
                        and y1 <= frame.y + frame.h
                    ), f"the limit {d.text!r} touches the mat's frame in {where}"
                    within = (
                        tomb.x + 1 <= x0
                        and x1 <= tomb.x + tomb.w - 1
                        and tomb.y + 1 <= y0
                        and y1 <= tomb.y + tomb.h - 1
                    )
                    assert within or not overlaps(box, (tomb.x, tomb.y, tomb.x + tomb.w, tomb.y + tomb.h)), (
                        f"the limit {d.text!r} crosses the tomb card's edge in {where}"
                    )
    assert limits, "some sampled tomb has a limit"
    assert tiles, "some hand was drawn"


def test_the_sampled_valley_positions_cover_every_phase_and_a_full_hand() -> None:
    phases = {str(v.get("phase")) for v, _, _ in VALLEY}
    assert {"split", "camp", "hand_limit", "tomb_start", "send", "hide", "traps", "over"} <= phases
    held = max(
        len(v["players"][s].get("hand") or []) + len(v["players"][s].get("papyrus") or [])
        for v, _, s in VALLEY
    )
    assert held >= 9, f"the fullest sampled hand holds only {held} cards"


@pytest.mark.parametrize(("width", "height"), [(360, 640), (568, 320), (1280, 800)])
def test_a_held_valley_card_or_sign_reads_whole_at_11_px(width: int, height: int) -> None:
    """Holding a card shows it with its effect text; holding a sign explains it, all inside the board."""
    area = layout(width, height).board
    sample = next(s for s in VALLEY if s[0].get("phase") == "camp" and s[1])
    board, _ = render("valley_kings", 2, sample, area, "de")
    keys = [k for k in board.slots if k.startswith(("camp:", "adv:", "hand:", "why:"))]
    assert any(k.startswith("why:") for k in keys) and any(k.startswith(("camp:", "adv:")) for k in keys)
    for key in keys:
        _, plain = render("valley_kings", 2, sample, area, "de")
        _, held = render("valley_kings", 2, sample, area, "de", hover=key)
        texts = drawn_texts(held)
        extra = len(texts) - len(drawn_texts(plain))
        assert extra > 0, f"holding {key} shows nothing more"
        small = too_small(texts)
        assert not small, f"holding {key}: {[(d.text, round(d.effective, 1)) for d in small]}"
        assert not [d.text for d in texts if outside(d, area)], f"holding {key} writes outside the board"
        card = board.region_cards.get(key)
        if card is not None:
            body = str(board.cards[card]["text"]["de"])
            shown = " ".join(d.text for d in texts[-extra:])
            assert body.split()[-1] in shown, f"holding {key}: the effect text is not all there"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_curse_texts_are_11_px_inside_the_board(width: int, height: int) -> None:
    area = layout(width, height).board
    for lang in LANGS:
        for players, sample in CURSE:
            _, surface = render("mummy_curse", players, sample, area, lang)
            texts = drawn_texts(surface)
            where = f"{sample[0].get('phase')} at {width}x{height} ({lang})"
            small = too_small(texts)
            assert not small, (
                f"under {MIN_PX} px in {where}: {[(d.text, round(d.effective, 1)) for d in small]}"
            )
            out = [d.text for d in texts if outside(d, area)]
            assert not out, f"outside the board in {where}: {out}"
