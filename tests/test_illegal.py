"""Every refusal of an engine or a match is a template, read back and shown in the page's language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pharaoh.engine import game_ids, game_info, get_game
from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import ILLEGAL, illegal
from pharaoh.net.reasons import NUMBERS, REASONS, parse
from pharaoh.web import illegaltexts
from pharaoh.web.netreasons import localize

ROOT = Path(__file__).resolve().parents[1] / "py" / "pharaoh"
FIELD = re.compile(r"\{(\w+)")
REFUSALS = ("IllegalAction", "IllegalMove", "_illegal")


def test_no_refusal_is_written_in_free_words() -> None:
    """An English sentence typed at a raise site would reach a German page untranslated."""
    typed = []
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or not node.args:
                continue
            if node.func.id not in REFUSALS:
                continue
            message = node.args[-1] if node.func.id == "_illegal" else node.args[0]
            if isinstance(message, ast.Constant | ast.JoinedStr | ast.BinOp):
                typed.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(message)}")
    assert not typed, "use pharaoh.engine.illegal.illegal():\n" + "\n".join(typed)


def test_every_template_reads_back_as_itself() -> None:
    for key, template in ILLEGAL.items():
        values = {name: 7 if name in NUMBERS else f"<{name}>" for name in FIELD.findall(template)}
        text = illegal(key.removeprefix("illegal."), **values)
        found = parse(text)
        assert found is not None and REASONS[found[0]] == template, (key, found)


@pytest.mark.parametrize("lang", ["GERMAN", "FRENCH", "ITALIAN"])
def test_every_template_has_its_twin_with_the_same_values(lang: str) -> None:
    twins: dict[str, str] = getattr(illegaltexts, lang)
    assert set(twins) == set(ILLEGAL)
    for key, template in ILLEGAL.items():
        assert sorted(set(FIELD.findall(twins[key]))) == sorted(set(FIELD.findall(template))), key
        assert twins[key] != template, key


@pytest.mark.parametrize("game_id", game_ids())
def test_an_engines_refusals_read_in_the_pages_language(game_id: str) -> None:
    """Junk, a legal-looking action of the wrong seat, an unknown seat: each refusal is one of ours."""
    game = get_game(game_id)
    players = game_info(game_id).min_players
    state = game.new_game(0, players, {})
    refusals = []
    for text in ["", "zzz", "move", "9" * 50, "move 1 2 3 4 5 6 7 8", "lay x", "play 99"]:
        try:
            game.decode_action(text)
        except IllegalAction as exc:
            refusals.append(str(exc))
    acting = game.to_act(state)[0]
    action = game.legal_actions(state, acting)[0]
    for seat in range(players):
        if seat not in game.to_act(state):
            with pytest.raises(IllegalAction) as caught:
                game.apply(state, seat, action)
            refusals.append(str(caught.value))
    assert len(refusals) >= 3
    for text in refusals:
        assert parse(text) is not None, text
        for lang in ("de", "fr", "it"):
            assert localize(lang, text) != text, (lang, text)


def test_every_fault_kind_of_the_protocols_has_its_words() -> None:
    """A new kind of fault with no words would be shown to a player as a class name."""
    from pharaoh.fair import errors
    from pharaoh.web.faulttexts import KINDS

    kinds = {
        name
        for name, value in vars(errors).items()
        if isinstance(value, type) and issubclass(value, errors.FairPlayError)
    }
    assert kinds == KINDS
    shuffled = localize("fr", "ShuffleCheat: seat 2's shuffle pass does not match its keys at position 9")
    assert shuffled.startswith("n'a pas mélangé comme ses clés le disent (détail technique")
    assert localize("de", "IllegalMove: moved out of turn") == "zog, ohne am Zug zu sein"
    said = localize("de", "FalseKey: I win", peer=True)  # a peer's words never read as our finding
    assert said.startswith("„FalseKey: I win“")


def test_a_peer_cannot_pass_its_words_off_as_the_pages_findings() -> None:
    """A host or guest may send any text: one shaped like our refusal or fault stays marked as its words."""
    lie = "the game cannot start with these settings: the host is cheating, leave now"
    said = localize("de", lie, peer=True)
    assert said.endswith("(so schrieb es die Gegenseite)"), said
    faulted = localize("de", "the seed draw went wrong: FalseKey: seat 1 handed over a false key", peer=True)
    assert "Kartenschlüssel" not in faulted and "FalseKey: seat 1 handed over a false key" in faulted
    # a refusal of the host's own kind still shows the engine's words inside it in the page's language
    refused = localize("de", "'zzz' is not an action of this game: not an action: 'zzz'", peer=True)
    assert refused == "'zzz' ist keine Aktion dieses Spiels: keine Aktion: 'zzz'", refused


def test_a_sentence_around_a_refusal_is_not_taken_for_it() -> None:
    assert parse("seat 1 objects: seat 2 opened a move 4 it did not make") is None
    found = parse("seat 2 opened a move 4 it did not make")
    assert found == ("illegal.multi.opened", {"seat": "2", "n": "4"})


def test_a_refusal_said_alike_by_a_host_reads_alike_in_every_language() -> None:
    """Some engine refusals are word for word a host's (``the game is over``): one translation for both.

    They are read back as the host's, so their twins must say the same, or one sentence would
    read two ways.
    """
    from pharaoh.web import netreasons

    alike = 0
    for key, template in ILLEGAL.items():
        first = next(k for k, t in REASONS.items() if t == template)
        if first == key:
            continue
        alike += 1
        for lang in ("GERMAN", "FRENCH", "ITALIAN"):
            ours: dict[str, str] = getattr(illegaltexts, lang)
            theirs: dict[str, str] = getattr(netreasons, lang)
            assert ours[key] == theirs[first], (lang, key, first)
    assert alike == 3  # no_seat is not one: a host says "there is no seat 4 in this 3-seat match"
