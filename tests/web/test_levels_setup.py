"""The set-up card offers easy, normal and hard for every computer seat of every game, in every language."""

from __future__ import annotations

import re

from fakes import make_app

from pharaoh.engine.bot import bot_levels
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.web import screens
from pharaoh.web.i18n import LANGS, tr

CHIP = re.compile(r'<button class="btn chip( on)?"[^>]*data-arg="(\d+):([^"]*)"[^>]*>([^<]*)</button>')


def chips(html: str) -> dict[int, list[tuple[str, str, bool]]]:
    """Per seat: each strength chip's bot, its text, and whether it is chosen."""
    found: dict[int, list[tuple[str, str, bool]]] = {}
    for on, seat, bot, text in CHIP.findall(html):
        found.setdefault(int(seat), []).append((bot, text, bool(on)))
    return found


def test_every_computer_seat_offers_the_three_levels_normal_chosen() -> None:
    for lang in LANGS:
        app, host, _ = make_app(lang=lang)
        for game_id in game_ids():
            app.on_action("pick", game_id)
            levels = bot_levels(game_id)
            seen = chips(host.html["screen"])
            computers = [s for s, bot in enumerate(app.seat_bots[: app.players]) if bot]
            assert computers and sorted(seen) == computers
            for seat in computers:
                assert app.seat_bots[seat] == levels["normal"], "a new computer seat plays at normal"
                texts = [(bot, text) for bot, text, _ in seen[seat]]
                assert texts == [(levels[lv], tr(lang, f"level.{lv}")) for lv in ("easy", "normal", "hard")]
                assert [on for _, _, on in seen[seat]] == [False, True, False]
            app.on_action("back", "")


def test_a_tap_on_a_level_sets_that_seat_alone() -> None:
    app, host, _ = make_app(lang="de")
    app.on_action("pick", "mummy_curse")
    app.on_action("players", "4")
    levels = bot_levels("mummy_curse")
    app.on_action("seat", f"2:{levels['hard']}")
    app.on_action("seat", f"3:{levels['easy']}")
    assert app.seat_bots[2] == levels["hard"] and app.seat_bots[3] == levels["easy"]
    assert app.seat_bots[0] == levels["normal"]
    seen = chips(host.html["screen"])
    assert [on for _, _, on in seen[2]] == [False, False, True]
    assert [on for _, _, on in seen[3]] == [True, False, False]
    assert 'aria-pressed="true"' in host.html["screen"]


def test_a_stored_seat_whose_bot_is_no_level_keeps_its_own_chip() -> None:
    info = game_info("mummy_curse")
    levels = bot_levels("mummy_curse")
    seats = ["Mummy", "Explorers"]
    html = screens.setup("en", info, 2, seats, ["greedy", ""], ["random", "greedy"], levels=levels)
    seen = chips(html)
    assert [bot for bot, _, _ in seen[0]] == [*levels.values(), "greedy"]
    assert [on for _, _, on in seen[0]] == [False, False, False, True]
    assert tr("en", "bot.greedy") in html
