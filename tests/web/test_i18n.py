"""Every text exists in German and English, with the same placeholders."""

from __future__ import annotations

import string

import pytest

from pharaoh.web import i18n
from pharaoh.web.games.mummy_curse.texts import TEXTS as MUMMY_TEXTS
from pharaoh.web.games.mummy_curse.texts import help_html

TABLES = {"app": i18n.TEXTS, "mummy_curse": MUMMY_TEXTS}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_key_is_in_german_and_english(table: str) -> None:
    for key, entry in TABLES[table].items():
        assert set(entry) == set(i18n.LANGS), f"{key} has {sorted(entry)}"
        assert all(entry[lang].strip() for lang in i18n.LANGS), f"{key} has an empty text"
        assert fields(entry["de"]) == fields(entry["en"]), f"{key}: placeholders differ"


def test_tables_do_not_share_keys() -> None:
    assert not set(i18n.TEXTS) & set(MUMMY_TEXTS)


def test_unknown_key_and_missing_value_do_not_crash() -> None:
    assert i18n.tr("en", "nope.nothing") == "nope.nothing"
    assert i18n.tr("en", "pass.title") == "Pass the device to {seat}"
    assert i18n.tr("fr", "setup.start") == i18n.tr("de", "setup.start")


def test_language_choice_and_switch() -> None:
    assert i18n.pick(None, None, "de-DE") == "de"
    assert i18n.pick(None, "en", "de-DE") == "en"
    assert i18n.other("de") == "en" and i18n.other("en") == "de"


def test_rules_help_exists_in_both_languages() -> None:
    de, en = help_html("de"), help_html("en")
    assert "Mumie" in de and "mummy" in en
    assert de != en
