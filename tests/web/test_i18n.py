"""Every text exists in every language of the page (:data:`i18n.LANGS`), with the same placeholders."""

from __future__ import annotations

import re

import pytest

from pharaoh.web import (
    ending,
    guidemenu,
    i18n,
    logbook,
    meshbots,
    meshscreens,
    mirror,
    netmenu,
    netplay,
    netreasons,
    netscreens,
    offline,
    persist,
    remote,
    replaymenu,
)
from pharaoh.web.games.mummy_curse import chronicle as curse_log
from pharaoh.web.games.mummy_curse import ending as curse_end
from pharaoh.web.games.mummy_curse.texts import TEXTS as MUMMY_TEXTS
from pharaoh.web.games.mummy_curse.texts import help_html
from pharaoh.web.games.mummy_spell import chronicle as spell_log
from pharaoh.web.games.mummy_spell import ending as spell_end
from pharaoh.web.games.mummy_spell.texts import TEXTS as SPELL_TEXTS
from pharaoh.web.games.valley_kings import chronicle as valley_log
from pharaoh.web.games.valley_kings import ending as valley_end
from pharaoh.web.games.valley_kings.texts import TEXTS as VALLEY_TEXTS

TABLES = {
    "app": i18n.TEXTS,
    "mummy_curse": MUMMY_TEXTS,
    "valley_kings": VALLEY_TEXTS,
    "mummy_spell": SPELL_TEXTS,
    "saves": persist.TEXTS,
    "net": netscreens.TEXTS,
    "net menu": netmenu.TEXTS,
    "guide menu": guidemenu.TEXTS,
    "replay menu": replaymenu.TEXTS,
    "net play": netplay.TEXTS,
    "net remote": remote.TEXTS,
    "net reasons": netreasons.TEXTS,
    "net mesh": meshscreens.TEXTS,
    "net mesh bots": meshbots.TEXTS,
    "log": logbook.TEXTS,
    "offline": offline.TEXTS,
    "mirror": mirror.TEXTS,
    "end": ending.TEXTS,
    "mummy_curse log": curse_log.TEXTS,
    "mummy_curse end": curse_end.TEXTS,
    "mummy_spell log": spell_log.TEXTS,
    "mummy_spell end": spell_end.TEXTS,
    "valley_kings end": valley_end.TEXTS,
    "valley_kings log": valley_log.TEXTS,
}


def fields(text: str) -> set[str]:
    """The value names a text uses, in plain ``{name}`` and in plural forms ``{name|one|many}``."""
    return set(re.findall(r"(?<!\{)\{(\w+)[|}]", text))


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_key_is_in_every_language(table: str) -> None:
    for key, entry in TABLES[table].items():
        assert set(i18n.LANGS) <= set(entry) <= set(i18n.LANG_NAMES), f"{key} has {sorted(entry)}"
        assert all(entry[lang].strip() for lang in i18n.LANGS), f"{key} has an empty text"
        for lang in entry:
            assert fields(entry[lang]) == fields(entry["en"]), f"{key}: placeholders of {lang} differ"


def test_every_registered_key_is_in_every_language() -> None:
    """Also the tables registered by modules this file does not name (a new key lacking a language fails)."""
    import pharaoh.web.app  # noqa: F401 - registers the tables of every screen
    from pharaoh.web.games import renderer_module

    for game_id in ("mummy_curse", "valley_kings", "mummy_spell"):
        renderer_module(game_id)
    for table in [i18n.TEXTS, *i18n._EXTRA]:
        for key, entry in table.items():
            if key.startswith("test."):
                continue
            missing = [lang for lang in i18n.LANGS if not str(entry.get(lang, "")).strip()]
            assert not missing, f"{key} lacks {missing}"


def test_tables_do_not_share_keys() -> None:
    keys = [set(table) for table in TABLES.values()]
    assert sum(len(k) for k in keys) == len(set().union(*keys))


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_text_renders_whole_for_0_1_2_and_5(table: str) -> None:
    for key, entry in TABLES[table].items():
        for lang in entry:
            for n in (0, 1, 2, 5):
                text = i18n.tr(lang, key, **dict.fromkeys(fields(entry[lang]), n))
                assert not re.search(r"[{}|]|\(n\)|\(s\)|\(e\)", text), f"{key} ({lang}, {n}): {text}"


SINGULAR_AND_PLURAL = [
    ("saves.continue.hint", {"name": "X", "moves": 1}, "de", "Ein unfertiges Spiel wartet: X, nach 1 Zug."),
    ("saves.continue.hint", {"name": "X", "moves": 2}, "de", "Ein unfertiges Spiel wartet: X, nach 2 Zügen."),
    (
        "saves.continue.hint",
        {"name": "X", "moves": 1},
        "en",
        "An unfinished game is waiting: X, after 1 move.",
    ),
    (
        "saves.continue.hint",
        {"name": "X", "moves": 2},
        "en",
        "An unfinished game is waiting: X, after 2 moves.",
    ),
    ("menu.players.one", {"lo": 1}, "en", "1 player"),
    ("menu.players.one", {"lo": 2}, "en", "2 players"),
    ("vk.split.label", {"coins": 1, "cards": 3}, "de", "1 Münze + 3 Karten"),
    ("vk.split.label", {"coins": 3, "cards": 1}, "de", "3 Münzen + 1 Karte"),
    ("vk.split.label", {"coins": 1, "cards": 3}, "en", "1 coin + 3 cards"),
    ("vk.split.label", {"coins": 2, "cards": 2}, "en", "2 coins + 2 cards"),
    ("vk.hand_n", {"n": 1}, "de", "1 Handkarte"),
    ("vk.hand_n", {"n": 2}, "de", "2 Handkarten"),
    ("vk.hand_n", {"n": 1}, "en", "1 card in hand"),
    ("vk.hand_n", {"n": 2}, "en", "2 cards in hand"),
    ("vk.tombs_left", {"n": 1}, "de", "1 Grab übrig"),
    ("vk.tombs_left", {"n": 2}, "de", "2 Gräber übrig"),
    ("vk.tombs_left", {"n": 1}, "en", "1 tomb left"),
    ("vk.tombs_left", {"n": 2}, "en", "2 tombs left"),
    ("vk.do.forced", {"n": 1}, "de", "Der Söldner des Gegners: wirf 1 Karte ab – tippe sie an."),
    ("vk.do.forced", {"n": 2}, "de", "Der Söldner des Gegners: wirf 2 Karten ab – tippe sie an."),
    ("vk.do.forced", {"n": 1}, "en", "Your opponent's Mercenary: discard 1 card – tap it."),
    ("vk.do.forced", {"n": 2}, "en", "Your opponent's Mercenary: discard 2 cards – tap them."),
    (
        "vk.do.hand_limit",
        {"n": 1},
        "de",
        "Zu viele Karten: tippe eine Handkarte zum Abwerfen (bis 1 übrig ist).",
    ),
    (
        "vk.do.hand_limit",
        {"n": 5},
        "de",
        "Zu viele Karten: tippe eine Handkarte zum Abwerfen (bis 5 übrig sind).",
    ),
    ("vk.do.hand_limit", {"n": 1}, "en", "Too many cards: tap a hand card to discard it (until 1 is left)."),
    ("vk.do.hand_limit", {"n": 5}, "en", "Too many cards: tap a hand card to discard it (until 5 are left)."),
    ("vk.reason.tombs", {"who": "A", "n": 1}, "de", "A hat als Erster 1 Grab geplündert."),
    ("vk.reason.tombs", {"who": "A", "n": 4}, "en", "A was the first to loot 4 tombs."),
    (
        "mc.do.roll_or_recover",
        {"n": 1},
        "de",
        "Würfle – oder hol zuerst den Mumienwürfel zurück (dann zieht die Mumie 1 Schritt).",
    ),
    (
        "mc.do.roll_or_recover",
        {"n": 2},
        "de",
        "Würfle – oder hol zuerst die 2 Mumienwürfel zurück (dann zieht die Mumie 2 Schritte).",
    ),
    (
        "mc.do.roll_or_recover",
        {"n": 1},
        "en",
        "Roll – or first take back the mummy die (the mummy then walks 1 step).",
    ),
    (
        "mc.do.roll_or_recover",
        {"n": 2},
        "en",
        "Roll – or first take back the 2 mummy dice (the mummy then walks 2 steps).",
    ),
    ("mc.do.mummy_roll", {"n": 1}, "de", "Wirf den Mumienwürfel: Er zählt zu dem einen Mumienwürfel dazu."),
    ("mc.do.mummy_roll", {"n": 2}, "de", "Wirf den Mumienwürfel: Er zählt zu den 2 Mumienwürfeln dazu."),
    ("mc.do.mummy_roll", {"n": 1}, "en", "Roll the mummy die: it adds to the one mummy die set aside."),
    ("mc.do.mummy_roll", {"n": 2}, "en", "Roll the mummy die: it adds to the 2 mummy dice set aside."),
    ("vk.papyrus_n", {"n": 1}, "de", "1 Papyrus"),
    ("vk.papyrus_n", {"n": 2}, "en", "2 papyri"),
    ("mc.tray.steps", {"n": 1}, "de", "noch 1 Schritt"),
    ("mc.tray.steps", {"n": 2}, "de", "noch 2 Schritte"),
    ("mc.tray.steps", {"n": 1}, "en", "1 step left"),
    ("mc.tray.steps", {"n": 2}, "en", "2 steps left"),
    ("mc.hud.cards_left", {"n": 1}, "de", "1 Karte"),
    ("mc.hud.cards_left", {"n": 2}, "en", "2 cards"),
    ("mc.reason.ankhs", {"n": 1}, "de", "Die Mumie hat 1 Ankh erbeutet – genug, um zu siegen."),
    ("mc.reason.ankhs", {"n": 3}, "en", "The mummy took 3 ankhs – enough to win."),
]


@pytest.mark.parametrize(("key", "values", "lang", "expected"), SINGULAR_AND_PLURAL)
def test_numbers_and_nouns_agree(key: str, values: dict[str, int | str], lang: str, expected: str) -> None:
    assert i18n.tr(lang, key, **values) == expected


def test_plural_forms_never_raise() -> None:
    i18n.register({"test.forms": {"de": "{n} {n|Karte|Karten} {m|a|b|c} {n|x", "en": "{n|{n} card|{k}}"}})
    assert i18n.tr("de", "test.forms", n=1) == "{n} {n|Karte|Karten} {m|a|b|c} {n|x"
    assert i18n.tr("en", "test.forms", n=1) == "1 card"
    assert i18n.tr("en", "test.forms", n=2) == "{n|{n} card|{k}}"
    assert i18n.tr("en", "vk.hand_n", n="?") == "? cards in hand"
    assert i18n.tr("en", "vk.hand_n", m=1) == "{n} {n|card|cards} in hand"


def test_unknown_key_and_missing_value_do_not_crash() -> None:
    assert i18n.tr("en", "nope.nothing") == "nope.nothing"
    assert i18n.tr("en", "pass.title") == "Pass the device to {seat}"
    assert i18n.tr("xx", "setup.start") == i18n.tr("de", "setup.start")


def test_language_choice_and_switch() -> None:
    assert i18n.pick(None, None, "de-DE") == "de"
    assert i18n.pick(None, "en", "de-DE") == "en"
    assert i18n.pick(None, None, "pt-BR") == "en" and i18n.pick(None, None, "") == "en"
    assert i18n.pick("xx", "yy", None) == "en"
    for lang in i18n.LANGS:
        assert i18n.pick(None, None, f"{lang.upper()}-XY") == lang
        assert i18n.pick(None, lang, "de-DE") == lang
    cycle = [i18n.LANGS[0]]
    for _ in i18n.LANGS:
        cycle.append(i18n.other(cycle[-1]))
    assert cycle[:-1] == list(i18n.LANGS) and cycle[-1] == cycle[0]


def test_the_language_choice_lists_every_language() -> None:
    from pharaoh.web.screens import bar

    for lang in i18n.LANGS:
        html = bar(lang, "menu", "")
        assert html.count("<option") == len(i18n.LANGS)
        for code in i18n.LANGS:
            assert f'value="{code}" lang="{code}"' in html and i18n.LANG_NAMES[code] in html
        assert f'value="{lang}" lang="{lang}" selected' in html
        assert 'data-choose="lang"' in html and f'aria-label="{i18n.tr(lang, "lang.choose")}"' in html


@pytest.mark.parametrize(
    ("lang", "singular"),
    [("de", {1, -1}), ("en", {1, -1}), ("it", {1, -1}), ("fr", {0, 1, -1})],
)
def test_each_language_has_its_own_plural_rule(lang: str, singular: set[int]) -> None:
    i18n.register({"test.plural": dict.fromkeys(("de", "en", "fr", "it"), "{n} {n|one|many}")})
    for n in range(-3, 12):
        expected = "one" if n in singular else "many"
        assert i18n.tr(lang, "test.plural", n=n) == f"{n} {expected}", (lang, n)
        assert i18n.tr(lang, "test.plural", n=str(n)) == f"{n} {expected}", (lang, n)
    assert i18n.tr(lang, "test.plural", n="?") == "? many"


def test_rules_help_exists_in_both_languages() -> None:
    de, en = help_html("de"), help_html("en")
    assert "Mumie" in de and "mummy" in en
    assert de != en
