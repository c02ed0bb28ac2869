"""A cheater's tries against a peek-proof mesh room of 3-5 browsers, at the net level.

Each test is one promise of docs/peek-proof.md and docs/remote-play.md ("Peek-proof rooms of
3-5 seats", "A reload of any browser", "Stored in parts") attacked over the fake data
channels of tests/net/test_peekmesh.py: a hostile host when a guest returns, hellos with
another browser's token or replayed on a link that is up, replayed, duplicated, reordered
or changed resends, tampered storage in parts, and the mummy's browser after a reload.
Every attack is refused with its reason (or named by the match), never a crash, never a
changed match.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from tests.peekproof.multi_harness import TOY
from tests.peekproof.test_curse_bytes import _leaves, problems, secrets_of

from pharaoh.games.mummy_curse.cards import CARD_NAMES
from pharaoh.net import meshparts, reasons
from pharaoh.net.meshwire import MeshHello, MeshWelcome, encode_mesh, read_stored_mesh
from pharaoh.net.messages import Bye, Hello, ProtocolError, encode_message
from pharaoh.net.peekmesh import MeshRoom, restore_mesh_job
from pharaoh.net.peekmulti import save
from pharaoh.net.storage import GUEST_KEY, HOST_KEY, mesh_part_key

from .test_peekmesh import Tab, _relink, _reload, play, table


def _rooms(tabs: list[Tab]) -> list[MeshRoom]:
    rooms = [t.room for t in tabs]
    assert all(r is not None for r in rooms)
    return [r for r in rooms if r is not None]


def _welcome_of(host: MeshRoom, you: int, changes: dict[str, Any] | None = None) -> str:
    """The host's welcome of browser ``you``, as an honest host says it, with ``changes``."""
    fields: dict[str, Any] = {
        "game": host.game_id,
        "options": host.options,
        "roster": host.roster,
        "you": you,
        "match": host.match_id,
        "token": host.tokens[you],
        "names": host.names,
        "resume": True,
    }
    return encode_mesh(MeshWelcome(**(fields | (changes or {}))))


# ---------------------------------------------------------------- the handshakes


WELCOMES = {
    "another match": {"match": "another-match-id-0"},
    "another token": {"token": "x" * 24},
    "another browser": {"you": 1},
    "another roster": {"roster": [0, 2, 1]},
    "other computer seats": {"bots": {"2": "heuristic"}},
}


@pytest.mark.parametrize("change", [*WELCOMES, "on a guests' link", "a hello instead"])
def test_a_returning_guest_refuses_a_hostile_welcome(change: str) -> None:
    """Guest 2 reloads: a welcome of another match, token, browser, roster or computer seats is refused.

    So is the honest welcome on its link to guest 1, and a hello on its link to the host.  Its
    room stays the stored one (nothing joined, started or stored); the honest welcome that
    follows is taken, the match plays on.
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 5, most=6, end=False)
    back = _reload(tabs, loop, 2)
    host, one = _rooms(tabs)[:2]
    back.open_all()
    loop.run()
    assert back.answer(0, host.links[2].code) == "" and back.answer(1, one.links[2].code) == ""
    loop.run()
    stored = dict(tabs[2].storage)
    roster, match_id, tokens, bots = list(back.roster), back.match_id, dict(back.tokens), dict(back.bots)
    if change in WELCOMES:
        back.on_message(back.links[0].link, _welcome_of(host, 2, WELCOMES[change]))
    elif change == "a hello instead":  # the host's link says hello, as a guest would
        back.on_message(back.links[0].link, encode_mesh(MeshHello(match=host.match_id, browser=0)))
    else:  # the honest welcome, but from guest 1's browser
        back.on_message(back.links[1].link, _welcome_of(host, 2))
    loop.run()
    assert back.refused == 1 and back.refusals[-1].startswith("unexpected:"), back.refusals
    assert not any(link.joined for link in back.links.values()) and not back.started
    assert (back.roster, back.match_id, back.tokens, back.bots) == (roster, match_id, tokens, bots)
    assert tabs[2].storage == stored
    # the honest host's welcome still brings it back
    assert host.accept(2, back.links[0].code) == ""
    loop.run()
    assert one.accept(2, back.links[1].code) == ""
    loop.run()
    assert back.joined and back.started
    before = len(back.matches[2].moves)
    play(tabs, loop, 6, most=6, end=False)
    assert len(back.matches[2].moves) > before
    assert all(r.verdict is None for r in _rooms(tabs)) and back.refused == 1


def test_a_welcome_on_a_link_that_is_up_is_refused() -> None:
    """The host's own welcome again, on the guest's joined host link: refused, nothing sent again."""
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 7, most=4, end=False)
    host, one, _ = _rooms(tabs)
    sent = one.sent
    one.on_message(one.links[0].link, _welcome_of(host, 1))
    loop.run()
    assert one.refused == 1 and one.sent == sent


@pytest.mark.parametrize("where", ["host", "guests"])
def test_a_hello_replayed_on_a_link_that_is_up_is_refused(where: str) -> None:
    """A ``mesh_hello`` again on a joined link would make the other browser welcome and resend all it sent.

    Refused: nothing is sent back (before the fix the host answered with a welcome and every
    message its seats had sent to that browser; a guest with all its own).
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 8, most=6, end=False)
    host, one, two = _rooms(tabs)
    if where == "host":
        target, link = host, host.links[1]
        hello = encode_mesh(MeshHello(match=host.match_id, browser=1, token=host.tokens[1]))
    else:
        target, link = two, two.links[1]
        hello = next(t for t in tabs[2].texts if '"mesh_hello"' in t)  # guest 1's own, replayed
    sent = target.sent
    target.on_message(link.link, hello)
    loop.run()
    assert target.refused == 1 and "a hello on a link that is up" in target.refusals[-1]
    assert target.sent == sent and link.joined


HELLOS = {
    "another browser's number and token": ({"browser": 2, "token": "two"}, "bye.other_browser"),
    "another browser's token": ({"token": "two"}, "bad_token"),
    "an old match's hello": ({"match": "an-old-match-id-0"}, "bad_token"),
    "no token": ({"token": None}, "bad_token"),
    "a first-time hello": ({}, ""),
}


@pytest.mark.parametrize("case", list(HELLOS))
def test_a_returning_guest_saying_another_browsers_hello_is_refused(case: str) -> None:
    """On guest 1's new link (tab reloaded): guest 2's number or token, an old match's hello, a new guest's.

    Refused, no welcome; the host's tokens stay (a new guest's ordinary hello on a returning
    guest's invite gets ``bye.taken_over``).
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 9, most=4, end=False)
    _reload(tabs, loop, 1)
    loop.run()
    host = _rooms(tabs)[0]
    link, tokens = host.links[1], dict(host.tokens)
    assert link.status == "waiting" and not link.joined
    changes, why = HELLOS[case]
    fields: dict[str, Any] = {"match": host.match_id, "browser": 1, "token": host.tokens[1]} | changes
    if fields["token"] == "two":
        fields["token"] = host.tokens[2]
    said: list[str] = []
    send = host.network.send
    host.network.send = lambda link_id, text: said.append(text)  # type: ignore[method-assign]
    if why:
        host.on_message(link.link, encode_mesh(MeshHello(**fields)))
        assert host.refused == 1 and host.refusals[-1].startswith(
            why if why != "bye.other_browser" else "bad_token"
        )
    else:
        host.on_message(link.link, encode_message(Hello(name="new", role="player")))
        assert host.refused == 0
    host.network.send = send  # type: ignore[method-assign]
    loop.run()
    assert not link.joined and host.tokens == tokens
    assert all('"mesh_welcome"' not in text for text in said)
    if why == "bye.other_browser":
        assert link.status == "failed" and "another browser" in link.reason
        assert said == [encode_mesh(Bye(reason=reasons.reason("bye.other_browser")))]
    elif case == "an old match's hello":
        assert said == []
    else:
        assert said == [encode_mesh(Bye(reason=reasons.reason("bye.taken_over")))]


@pytest.mark.parametrize("fields", [{"browser": 0}, {"match": "an-old-match-id-0"}])
def test_a_guests_link_made_again_refuses_a_hello_of_another_browser_or_match(fields: dict[str, Any]) -> None:
    """Guest 2's tab reloads; on guest 1's new link to it, a hello naming the host's browser or old match."""
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 20, most=4, end=False)
    _reload(tabs, loop, 2)
    loop.run()
    one = _rooms(tabs)[1]
    link = one.links[2]
    assert link.offers and link.status == "waiting" and not link.joined
    sent = one.sent
    one.on_message(link.link, encode_mesh(MeshHello(**({"match": one.match_id, "browser": 2} | fields))))
    loop.run()
    assert one.refused == 1 and one.refusals[-1].startswith("bad_token:")
    assert not link.joined and one.sent == sent


# ---------------------------------------------------------------- resends


def _replay(tabs: list[Tab], texts_of: dict[int, list[str]]) -> None:
    """Deliver again to each browser the match messages given for it, on their sender's browser's link."""
    for b, texts in texts_of.items():
        room = tabs[b].room
        assert room is not None
        for text in texts:
            sender = json.loads(text)["sender"]
            room.on_message(room.links[room.roster[sender]].link, text)


def _data_texts(tab: Tab) -> list[str]:
    return [t for t in tab.texts if '"type":"mesh"' in t]


def test_resends_replayed_twice_in_any_order_are_taken_once() -> None:
    """Each match message every browser took, twice more, shuffled: no match changes; it ends verified."""
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 10, most=14, end=False)
    loop.run()
    rooms = _rooms(tabs)
    before = [{s: save(m) for s, m in r.matches.items()} for r in rooms]
    assert min(len(r.matches[r.seat].moves) for r in rooms) >= 8
    rng = random.Random(10)
    again: dict[int, list[str]] = {}
    for b, tab in enumerate(tabs):
        texts = _data_texts(tab) * 2
        rng.shuffle(texts)
        again[b] = texts
    assert all(len(texts) > 40 for texts in again.values())
    _replay(tabs, again)
    loop.run()
    for room, saved in zip(rooms, before, strict=True):
        assert room.refused == 0 and room.error == "", (room.me, room.refusals, room.error)
        assert {s: save(m) for s, m in room.matches.items()} == saved, room.me
    play(tabs, loop, 11)
    for room in rooms:
        verdict = room.verdict
        assert verdict is not None and verdict.verified, (room.me, verdict)


def _changed_move(message: dict[str, Any]) -> bool:
    body = message["body"]
    if body["t"] != "move":
        return False
    body["text"] = "skip" if body["text"] != "skip" else "recover"
    return True


def _changed_commit(message: dict[str, Any]) -> bool:
    body = message["body"]
    if body["t"] != "die" or body["m"]["kind"] != "die-commit":
        return False
    commit = body["m"]["commit"]
    body["m"]["commit"] = ("0" if commit[0] != "0" else "1") + commit[1:]
    return True


def _changed_report(message: dict[str, Any]) -> bool:
    body = message["body"]
    if body["t"] != "report" or not body["facts"]:
        return False
    body["facts"] = [body["facts"][0] + 1, *body["facts"][1:]]
    return True


CHANGES = {
    "a move": (_changed_move, "two different moves"),
    "a throw's commitment": (_changed_commit, "committed twice"),
    "a report": (_changed_report, "two reports"),
}


@pytest.mark.parametrize("what", list(CHANGES))
def test_a_resend_that_changes_a_message_already_taken_is_named(what: str) -> None:
    """The explorers' keeper (seat 1) sends the mummy a taken message again, changed: its seat is named.

    Never taken silently: the mummy's moves stay the ones played, its verdict names seat 1,
    and its objection stops the others too.  They cannot check what seat 1 sent the mummy
    alone, so the other explorer names nobody: its verdict says whose word it heard.
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 12, most=12, end=False)
    loop.run()
    mummy = tabs[0].room
    assert mummy is not None and mummy.matches[0].keeper == 1
    change, words = CHANGES[what]
    taken = [json.loads(t) for t in _data_texts(tabs[0])]
    message = next(m for m in taken if m["sender"] == 1 and change(m))
    moves = list(mummy.matches[0].moves)
    mummy.on_message(mummy.links[1].link, json.dumps(message, separators=(",", ":")))
    loop.run()
    verdict = mummy.verdict
    assert verdict is not None and not verdict.verified and verdict.seat == 1, verdict
    assert words in verdict.reason and mummy.refused == 0
    assert mummy.matches[0].moves == moves
    other = _rooms(tabs)[2]
    assert other.verdict is not None and not other.verdict.verified and other.verdict.seat is None
    assert "seat 0's word against seat 1's" in other.verdict.reason and words in other.verdict.reason
    keeper = _rooms(tabs)[1]  # seat 1 knows it is accused: it names the objector
    assert keeper.verdict is not None and keeper.verdict.seat == 0, keeper.verdict


def test_a_match_message_on_a_link_made_again_before_its_hello_is_refused() -> None:
    """Guest 2's tab reloads: a message it took, again on its new host link before the hello: refused."""
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 17, most=6, end=False)
    old = _data_texts(tabs[2])[-1]
    back = _reload(tabs, loop, 2)
    host = _rooms(tabs)[0]
    back.open_all()
    loop.run()
    assert back.answer(0, host.links[2].code) == ""
    loop.run()
    saved = save(back.matches[2])
    back.on_message(back.links[0].link, old)
    loop.run()
    assert back.refused == 1 and back.refusals[-1].startswith("not_joined:")
    assert save(back.matches[2]) == saved


def test_an_old_commitment_replayed_for_a_new_throw_is_named() -> None:
    """Seat 1's commitment to a throw already made, sent again as the next throw's: it never stands in for it.

    The mummy takes it as seat 1's commitment of the next throw; seat 1's real one then
    arrives and the mummy names seat 1 (it committed twice); no throw is made of the old one.
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 18, most=10, end=False)
    loop.run()
    mummy = tabs[0].room
    assert mummy is not None
    match = mummy.matches[0]
    nxt = match._next_roll()
    taken = [json.loads(t) for t in _data_texts(tabs[0])]
    message = next(m for m in taken if m["sender"] == 1 and m["body"]["t"] == "die" and m["body"]["r"] < nxt)
    message["body"]["r"] = message["body"]["m"]["roll"] = nxt
    rolls = match.roll_of.count(None)
    mummy.on_message(mummy.links[1].link, json.dumps(message, separators=(",", ":")))
    play(tabs, loop, 19, most=30, end=False)
    verdict = mummy.verdict
    assert verdict is not None and not verdict.verified and verdict.seat == 1, verdict
    assert "committed twice" in verdict.reason and mummy.refused == 0
    assert all(r is None or r < nxt for r in match.roll_of), (rolls, match.roll_of)


# ---------------------------------------------------------------- storage in parts


@pytest.fixture(scope="module")
def stored() -> tuple[dict[str, str], dict[str, str], Tab]:
    """A guest holding both explorers of three seats, mid-match: its storage; another room's; the tab."""
    tabs, loop = table([0, 1, 1])
    play(tabs, loop, 13, most=40, end=False)
    other, other_loop = table([0, 1, 1])
    play(other, other_loop, 14, most=40, end=False)
    return dict(tabs[1].storage), dict(other[1].storage), tabs[1]


def _read(storage: dict[str, str], tab: Tab) -> MeshRoom:
    return restore_mesh_job(
        storage[GUEST_KEY], groups={TOY.name: TOY}, load=storage.get, **tab.env()
    ).result()


def _head(storage: dict[str, str]) -> dict[str, Any]:
    head: dict[str, Any] = json.loads(storage[GUEST_KEY])
    return head


def _set_head(storage: dict[str, str], head: dict[str, Any]) -> None:
    storage[GUEST_KEY] = json.dumps(head)


def _put_part(storage: dict[str, str], text: str, seat: str = "1", field: str = "sent", i: int = 0) -> None:
    """Write ``text`` as the part at that place, its head naming it with its right digest."""
    head = _head(storage)
    n, _ = head["parts"][seat][field][i]
    storage[mesh_part_key(GUEST_KEY, n)] = text
    where = meshparts.place(head["match_id"], seat, field, i)
    head["parts"][seat][field][i] = [n, meshparts.digest(text, where)]
    _set_head(storage, head)


def _swap_seats(storage: dict[str, str], other: dict[str, str]) -> None:
    head = _head(storage)
    head["parts"]["1"]["sent"][0] = head["parts"]["2"]["sent"][0]
    _set_head(storage, head)


def _reorder(storage: dict[str, str], other: dict[str, str]) -> None:
    head = _head(storage)
    refs = head["parts"]["1"]["sent"]
    refs[0], refs[1] = refs[1], refs[0]
    _set_head(storage, head)


def _twice(storage: dict[str, str], other: dict[str, str]) -> None:
    head = _head(storage)
    head["parts"]["1"]["sent"][1] = head["parts"]["1"]["sent"][0]
    _set_head(storage, head)


def _other_room(storage: dict[str, str], other: dict[str, str]) -> None:
    """Another room's first part of seat 1's messages, under a new number, named with that room's digest."""
    head, theirs = _head(storage), _head(other)
    n, known = theirs["parts"]["1"]["sent"][0]
    storage[mesh_part_key(GUEST_KEY, 3999)] = other[mesh_part_key(GUEST_KEY, n)]
    head["parts"]["1"]["sent"][0] = [3999, known]
    _set_head(storage, head)


def _number(value: int) -> Any:
    def tamper(storage: dict[str, str], other: dict[str, str]) -> None:
        head = _head(storage)
        head["parts"]["1"]["sent"][0][0] = value
        _set_head(storage, head)

    return tamper


def _part(text: str) -> Any:
    return lambda storage, other: _put_part(storage, text)


def _missing(storage: dict[str, str], other: dict[str, str]) -> None:
    n, _ = _head(storage)["parts"]["1"]["sent"][0]
    del storage[mesh_part_key(GUEST_KEY, n)]


def _oversize(storage: dict[str, str], other: dict[str, str]) -> None:
    n, _ = _head(storage)["parts"]["1"]["sent"][0]
    storage[mesh_part_key(GUEST_KEY, n)] = "[" + " " * (9 * 1024 * 1024) + "]"


def _not_held(storage: dict[str, str], other: dict[str, str]) -> None:
    head = _head(storage)
    head["parts"]["0"] = head["parts"].pop("2")
    _set_head(storage, head)


def _unknown_list(storage: dict[str, str], other: dict[str, str]) -> None:
    head = _head(storage)
    head["parts"]["1"]["salt_seed"] = head["parts"]["1"].pop("sent")
    _set_head(storage, head)


def _head_field(name: str, value: Any) -> Any:
    def tamper(storage: dict[str, str], other: dict[str, str]) -> None:
        head = _head(storage)
        head[name] = value
        _set_head(storage, head)

    return tamper


def _junk_head(storage: dict[str, str], other: dict[str, str]) -> None:
    storage[GUEST_KEY] = storage[GUEST_KEY][: len(storage[GUEST_KEY]) // 2]


TAMPERED = {
    "a part of another seat": (_swap_seats, "not the one the room stored"),
    "the parts of a list in another order": (_reorder, "not the one the room stored"),
    "one part named twice": (_twice, "not the one the room stored"),
    "a part of another room": (_other_room, "not the one the room stored"),
    "a part number below the room's keys": (_number(-1), r"parts\.1\.sent\.0\.0"),
    "a part number past the room's keys": (_number(meshparts.MAX_PARTS), r"parts\.1\.sent\.0\.0"),
    "a part missing": (_missing, "is missing"),
    "an oversize part": (_oversize, "too big"),
    "a part that is not JSON": (_part("[1, 2,"), "is not JSON"),
    "a part nesting too deeply": (_part("[" * 100_000 + "]" * 100_000), "nests too deeply"),
    "a part that is no list": (_part('{"t": "move"}'), "is not a part"),
    "a part of the wrong length": (_part("[[], []]"), "is not a part"),
    "a part of junk items": (
        _part(json.dumps(list(range(meshparts.SIZES["sent"])))),
        "stored peek-proof match",
    ),
    "the parts of a seat the room does not hold": (_not_held, "which the room does not hold"),
    "the parts of a list not stored in parts": (_unknown_list, "parts"),
    "a head cut short": (_junk_head, "stored peek-proof room"),
    "an oversize head": (_head_field("names", ["x" * (9 * 1024 * 1024), "b", "c"]), "too big"),
    "a head naming another browser": (_head_field("me", 2), "not its browser's seats"),
    "a head putting the mummy in this browser": (_head_field("roster", [1, 1, 1]), "not its browser's seats"),
    "a head giving this browser another's computer seat": (
        _head_field("bots", {"0": "heuristic"}),
        "a computer seat of another browser",
    ),
    "a head of another match": (_head_field("match_id", "another-match-id-0"), "not the one the room stored"),
}


@pytest.mark.parametrize("case", list(TAMPERED))
def test_tampered_storage_in_parts_is_refused_with_its_reason(
    case: str, stored: tuple[dict[str, str], dict[str, str], Tab]
) -> None:
    """Each tampering of the stored head or its parts: a :class:`ProtocolError` saying why, nothing else."""
    honest, other, tab = stored
    storage = dict(honest)
    tamper, words = TAMPERED[case]
    tamper(storage, other)
    assert storage != honest
    with pytest.raises(ProtocolError, match=words):
        _read(storage, tab)
    room = _read(dict(honest), tab)  # the untouched storage still reads back
    assert room.seats == [1, 2] and all(m.moves for m in room.matches.values())


# ---------------------------------------------------------------- the mummy's browser after a reload


def _leaks(tab: Tab, forbidden: dict[str, str], heads: list[str], laid: set[str]) -> list[str]:
    """What the mummy's stored heads and parts hold that they must not (read as JSON, every leaf)."""
    found = []
    texts = heads + [v for k, v in tab.storage.items() if k.startswith(f"{HOST_KEY}.mesh.")]
    for text in texts:
        for value in _leaves(json.loads(text)):
            if isinstance(value, str) and value in forbidden:
                found.append(f"the mummy's storage holds {forbidden[value]}")
            if isinstance(value, str) and value in CARD_NAMES and value not in laid:
                found.append(f"the mummy's storage names {value}, never laid")
    for head in heads:
        data = json.loads(head)
        for save_ in data["matches"].values():
            if save_["salt_seed"] is not None or save_["pending_full"]:
                found.append("the mummy's storage holds the keeper's salt or an explorer's full move")
    return found


def test_the_mummys_browser_after_a_reload_holds_no_explorer_secret() -> None:
    """The mummy's tab reloads mid-match and catches up: what it received, held and stored (parts too).

    The byte checks of tests/peekproof/test_curse_bytes.py on what the mummy's browser
    received and held before and after the reload, and every leaf of every stored head and
    part: no explorer's seed, card key, share of an explorers' throw, salt, full move or card.
    """
    tabs, loop = table([0, 1, 2])
    heads: list[str] = []

    def keep(tab: Tab) -> None:
        room = tab.room
        assert room is not None
        inner = room._store

        def store(key: str, text: str) -> None:
            inner(key, text)
            if key == HOST_KEY:
                heads.append(text)

        room._store = store  # type: ignore[method-assign]

    keep(tabs[0])
    play(tabs, loop, 15, most=10, end=False)
    back = _reload(tabs, loop, 0)
    keep(tabs[0])
    assert back.resumed and back.parts.next > 0
    _relink(tabs, loop, 0)
    play(tabs, loop, 16, most=14, end=False)
    rooms = _rooms(tabs)
    assert all(r.verdict is None and r.refused == 0 for r in rooms)
    assert problems(tabs, 0) == []
    mummy = back.matches[0]
    side_rolls = {
        r for (s, _, _), r in zip(mummy.moves, mummy.roll_of, strict=True) if s > 0 and r is not None
    }
    assert side_rolls, "the explorers threw: the checks had shares to look for"
    forbidden = secrets_of(tabs, 0, side_rolls)
    laid = {public.split()[-1] for _, public, _ in mummy.moves if " lay " in public}
    assert len(heads) > 10 and any(k.startswith(f"{HOST_KEY}.mesh.") for k in tabs[0].storage)
    assert _leaks(tabs[0], forbidden, heads, laid) == []
    # not blind: an explorer's key for a card, planted in a stored part, is found
    planted = dict(tabs[0].storage)
    secret = next(k for k, v in forbidden.items() if "key for slot" in v)
    part = next(k for k in planted if k.startswith(f"{HOST_KEY}.mesh."))
    planted[part] = json.dumps([*json.loads(planted[part]), secret])
    spy = Tab(tabs[0].net.switch, loop)
    spy.storage = planted
    assert _leaks(spy, forbidden, heads, laid) != []
    # and what it stored last reads back to the room it plays
    back_again = read_stored_mesh(tabs[0].storage[HOST_KEY], tabs[0].storage.get).matches["0"]["moves"]
    assert len(back_again) > 20 and back_again == [list(m) for m in mummy.moves][: len(back_again)]
