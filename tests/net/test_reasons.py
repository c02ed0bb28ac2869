"""Every reason a final check gives reads back into its key and values, and shows in every language."""

from __future__ import annotations

import re

import pytest

from pharaoh.net import fairseed
from pharaoh.net.reasons import REASONS, parse, reason
from pharaoh.web import i18n
from pharaoh.web.netreasons import localize
from pharaoh.web.netscreens import verdict, verdicts

SAMPLE = {"n": 7, "last": 9, "peer": "seat2", "final": 3, "start": 2, "text": "'move 3 h10'",
          "ours": "'roll'", "code": "stale", "state": 12, "total": 1, "kind": "update",
          "error": "no such square", "seat": 1,
          "screens": 2, "problem": reason("seed.order", n=2, last=3),
          "role": "'bogus'", "algorithm": "'md5'", "line": "'a=candidate:x'", "address": "'999.1.1.1'",
          "what": "ice-pwd", "low": 22, "high": 256, "theirs": 5, "letter": "'!'", "asked": 4,
          "players": 3, "invite": 2, "now": 13, "round": 6, "rate": 40, "seconds": 30,
          "first": 256, "chunk": 512, "field": "'seats'", "game": "'tic_tac'", "seats": 5, "bot": "'zz'",
          "known": "random, greedy", "type": "'sync'", "got": "'7'", "want": 1, "limit": 4096,
          "name": "'h99'", "action": "'open 3'", "pawn": 2, "card": "red-scarab", "colour": "red",
          "mummies": 3, "count": 4, "slot": 68, "held": "vizier", "most": 6, "verb": "'dig'", "actor": 0,
          "facts": "[1, 2]", "board": "[1, 3]", "why": "unknown move", "face": 3}  # fmt: skip


@pytest.mark.parametrize("key", sorted(REASONS))
def test_every_reason_reads_back_and_is_translated(key: str) -> None:
    names = set(re.findall(r"\{(\w+)", REASONS[key]))
    values = {k: v for k, v in SAMPLE.items() if k in names}
    text = reason(key, **values)
    found = parse(text)  # an engine's refusal may say what a host's does: then either key will do
    assert found is not None and REASONS[found[0]] == REASONS[key]
    assert found[1] == {k: str(v) for k, v in values.items()}
    for lang in i18n.LANGS:
        shown = localize(lang, text)
        assert shown and not re.search(r"[{}|]", shown), (lang, shown)
    assert localize("en", text) == text
    german = localize("de", text)
    assert german != text and "the " not in german, german
    for value in ("7", "seat2", "'move 3 h10'", "stale"):
        if value in text:
            assert value in german, (value, german)
    for lang in ("fr", "it"):  # French and Italian too, whether or not the page offers them yet
        shown = localize(lang, text)
        assert shown != text and "the " not in shown and not re.search(r"[{}|]", shown), (lang, shown)
        for value in ("7", "seat2", "'move 3 h10'", "stale"):
            if value in text:
                assert value in shown, (lang, value, shown)


def test_an_impossible_seat_plan_and_a_malformed_message_are_told_in_every_language() -> None:
    from pharaoh.net.host import Host
    from pharaoh.net.messages import ProtocolError, parse_from_guest
    from pharaoh.saves import SaveError, SeatPlan

    with pytest.raises(SaveError) as plan:
        Host("mummy_curse", [SeatPlan("human", "A", None)])
    with pytest.raises(ProtocolError) as message:
        parse_from_guest('{"v": 1, "type": "sync", "x": 1}')
    for text in (str(plan.value), message.value.reason):
        assert parse(text) is not None, text
        for lang in ("de", "fr", "it"):
            shown = localize(lang, text)
            assert shown != text and "the " not in shown, (lang, shown)
    assert localize("de", str(plan.value)).startswith("mummy_curse wird zu 2–5 gespielt")
    assert localize("fr", message.value.reason) == "message sync\u00a0: champ inattendu 'x'"
    assert localize("it", message.value.reason) == "messaggio sync: campo inatteso 'x'"


def test_a_failed_check_shows_in_german_on_the_guest_and_on_the_host() -> None:
    sent = [fairseed.Sent(0, "roll", 1)]
    problem, _, _ = fairseed.check_moves([(1, "pass")], 1, sent, [(0, 1)], 1)
    assert problem == "move 1: we sent 'roll', the record has 'pass'"
    result = fairseed.Verdict(problem, failed=True)
    shown = verdict("de", result).replace("&#x27;", "'")
    assert "Nicht bestätigt: Zug 1: wir schickten 'roll', die Aufzeichnung hat 'pass'" in shown
    host = verdicts("de", {"seat1": (False, problem)}, {"seat1": "Platz 2"})
    assert "nicht bestätigt (Zug 1: wir schickten" in host
    nested = reason("seed", problem=reason("draws.silent", n=2))
    assert localize("de", nested).startswith("bei der Würfelziehung lief etwas falsch: Ziehung 2 wurde")
    made_up = "the host was lovely <b>"  # a hostile guest's free text: shown as it came, escaped, marked
    listed = verdicts("de", {"seat1": (False, made_up)}, {})
    assert "the host was lovely &lt;b&gt;" in listed and "so schrieb es die Gegenseite" in listed
    assert "so schrieb es die Gegenseite" not in host, "our own reason is not marked"


def test_every_refusal_code_has_words_in_every_language() -> None:
    from typing import get_args

    from pharaoh.net.messages import ErrorCode
    from pharaoh.web.netreasons import code_words

    window_codes = ("malformed", "not_for_host", "no_such_window")  # pharaoh.net.windows.WindowHost
    for code in (*get_args(ErrorCode), *window_codes):
        words = {lang: code_words(lang, code) for lang in i18n.LANGS}
        assert words["de"] != words["en"] and code not in words.values(), (code, words)
    assert code_words("de", "made_up") == "made_up"


def test_a_damaged_stored_room_is_explained_in_german() -> None:
    from pharaoh.net.host import Host
    from pharaoh.saves import SaveError

    with pytest.raises(SaveError) as why:
        Host.from_json('{"seats": 1}')
    german = localize("de", str(why.value))
    assert german != str(why.value) and german.startswith("der gespeicherte Raum"), german
    lacks = reason("stored.lacks", what=reason("stored.room"), field="'seats'")
    assert localize("de", lacks) == "der gespeicherte Raum: das Feld 'seats' fehlt"
