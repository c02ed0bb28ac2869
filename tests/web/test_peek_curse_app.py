"""Der Fluch der Mumie peek-proof in the app: two pages over the fake network, clicked to a verified end.

The host's page picks the curse for two players (the mummy against one explorer who
moves both pawns), one seat remote, and the peek-proof model; the guest's page joins
with the invite code.  Each page holds only its own seat's two-seat
:class:`~pharaoh.net.peekmulti.SideMatch` (real 1024-bit mental poker for the hands,
commit-reveal dice, the explorers' reports); people click through
sensible choices: the mummy the heuristic computer's from its own view, the explorer
``tests/web/policy.py``'s (random play takes thousands of moves; a chasing mummy ends a
match in about 25-150).
"""

from __future__ import annotations

import json
import random
from typing import Any

from fakes import run
from policy import choose
from test_peek_app import computer_and_guest
from test_room_app import FakePage, NetHost, Switch, join, make, net

from pharaoh.engine.registry import get_game
from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.web.app import App

Pair = list[tuple[App, NetHost]]


def _open(app: App, host: NetHost, seats: tuple[str, str]) -> None:
    app.on_action("pick", "mummy_curse")
    app.on_action("players", "2")
    for seat, kind in enumerate(seats):
        app.on_action("seat", f"{seat}:{kind}")
    screen = host.html["screen"]
    assert 'data-net="model-pick"' in screen and 'data-act="net-model"' in screen
    app.on_action("net-model", "peek")
    assert "never learns where the explorers stand" in host.html["screen"]
    app.on_action("net-host", "")
    assert host.screen == "room" and net(host)["model"] == "peek-proof"
    assert 'data-model="peek-proof"' in host.html["screen"]
    assert "never learns where the explorers stand" in host.html["screen"]


def _seat_args(screen: str, seat: int) -> list[str]:
    import re

    return re.findall(rf'data-act="seat" data-arg="({seat}:[^"]*)"', screen)


def _until(pairs: Pair, done: Any, most: int = 600) -> None:
    for _ in range(most):
        for app, host in pairs:
            run(app, host, 50)
        if done():
            return
    raise AssertionError("not reached")


def _mummy(app: App, rng: random.Random) -> str:
    """The person at the mummy's screen chases (the heuristic computer's choice from the seat's own view)."""
    peek = app.remote.peek
    assert peek is not None and peek.match is not None
    game = get_game("mummy_curse")
    action = HeuristicBot(rng.randrange(1 << 30)).choose(game, 0, peek.match.view(), peek.match.legal())
    return game.encode_action(action)


def _explorer(state: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """The explorer walks to its treasures (tests/web/policy.py)."""
    return choose(state.get("view") or {}, legal, rng)


def _moves(pairs: Pair, rng: random.Random, until: Any, most: int = 12000) -> None:
    """Whoever may act clicks a sensible legal action until ``until()``.

    A match where nothing moves for 300 rounds (30 s of the pages' clocks) is stuck: it fails
    at once with both pages' state, never runs on for minutes.  ``most`` only bounds a match
    that keeps moving: the deal is the mental-poker one (fresh each run) and the pages' slices
    stop on the real clock, so a long game on a loaded machine needs many rounds.  (Matches of
    thousands of moves came from the explorer's walk running through the dungeon, where it can
    never step; ``test_policy.py`` now plays 200 deals to their ends, the longest in 215 moves.)
    """
    seen, still = -1, 0
    for _ in range(most):
        if until():
            return
        moves = sum(net(h)["moves"] for _, h in pairs)
        seen, still = moves, (still + 1 if moves == seen else 0)
        if still >= 300:
            raise AssertionError(f"stuck: {[net(h) for _, h in pairs]}")
        for app, host in pairs:
            run(app, host, 100, frame_every=50)
            state = host.published
            if state.get("legal") and not state.get("busy") and not state.get("overlay"):
                legal = [e["action"] for e in state["legal"]]
                app.on_action(
                    "act", _mummy(app, rng) if net(host)["seat"] == 0 else _explorer(state, legal, rng)
                )
    raise AssertionError(f"not reached: {[net(h) for _, h in pairs]}")


def _connect(seats: tuple[str, str]) -> tuple[Pair, FakePage, FakePage, Switch]:
    switch = Switch()
    hpage = FakePage(switch)
    happ, hhost = make(hpage)
    _open(happ, hhost, seats)
    gapp, ghost, gpage = join(switch, net(hhost)["invites"]["1"]["code"])
    hpage.fields["net-answer-1"] = net(ghost)["answer"]["code"]
    happ.on_action("net-accept", "1")
    pairs: Pair = [(happ, hhost), (gapp, ghost)]
    _until(pairs, lambda: hhost.screen == ghost.screen == "play")
    assert net(ghost)["model"] == "peek-proof" and net(ghost)["seat"] == 1
    assert "never learns where the explorers stand" in ghost.html["screen"] or net(ghost)["phase"] != "lobby"
    return pairs, hpage, gpage, switch


def _verified(pairs: Pair) -> None:
    _until(pairs, lambda: all(net(h)["verified"] is not None for _, h in pairs))
    for _, host in pairs:
        assert net(host)["verified"] is True, net(host)
        overlay = host.html["overlay"]
        assert 'data-net="verdict"' in overlay and 'data-ok="true"' in overlay
        assert "every throw, every report on the explorers" in overlay


def test_the_mummy_and_an_explorer_play_peek_proof_to_a_verified_end_and_junk_changes_nothing() -> None:
    pairs, hpage, gpage, _ = _connect(("", "@remote"))
    (happ, hhost), (gapp, ghost) = pairs
    assert hhost.published["shown"] == 0 and ghost.published["shown"] == 1
    assert json.loads(gpage.session["net.guest"])["format"] == "pharaoh-peek-guest"
    rng = random.Random(4)
    _moves(pairs, rng, lambda: net(hhost)["moves"] >= 12)
    _until(pairs, lambda: not net(hhost)["busy"] and not net(ghost)["busy"])
    # the mummy's page holds no explorer square: its view places the pawns it cannot see nowhere
    mummy = happ.remote.peek
    explorer = gapp.remote.peek
    assert mummy is not None and explorer is not None and mummy.match is not None
    assert mummy.match.partial.seat == 0 and explorer.match is not None
    # hostile messages from the other browser: refused before the match sees them, nothing changes
    before = (len(mummy.work.pending), json.dumps(mummy.match.to_json(), sort_keys=True))
    junk = [
        "not json",
        '{"v": 1, "type": "side", "body": {"t": "move", "n": "1", "seat": 1, "text": "roll"}}',
        '{"v": 1, "type": "side", "body": {"t": "report", "n": 1, "seat": 1, "facts": [5000], "commit": ""}}',
        '{"v": 1, "type": "side", "body": {"t": "cheat"}}',
        '{"v": 2, "type": "side", "body": {"t": "move", "n": 1, "seat": 1, "text": "roll"}}',
        '{"v": 1, "type": "peek", "body": {"t": "answer", "n": 0, "seat": 1, "claims": [3]}}',
    ]
    for text in junk:
        mummy.on_message(mummy.link, text)
    assert (len(mummy.work.pending), json.dumps(mummy.match.to_json(), sort_keys=True)) == before
    run(happ, hhost, 200)
    assert net(hhost)["refused"] == len(junk) and "another kind" in net(hhost)["refusals"][-1]
    assert 'data-net="refused"' in hhost.text() and "Nothing in the game changed" in hhost.text()
    assert net(hhost)["verified"] is None
    _moves(pairs, rng, lambda: all(h.published.get("over") for _, h in pairs))
    _verified(pairs)
    stored = json.loads(hhost.storage["net.host"])
    assert stored["format"] == "pharaoh-peek-host" and stored["game"] == "mummy_curse"
    assert stored["match"]["verdict"]["verified"] is True


def test_a_computer_mummy_in_the_hosts_browser_and_the_explorer_reloads_to_a_verified_end() -> None:
    switch, hpage, happ, hhost, gpage, gapp, ghost = computer_and_guest("mummy_curse")
    pairs: Pair = [(happ, hhost), (gapp, ghost)]
    _until(pairs, lambda: hhost.screen == ghost.screen == "play")
    rng = random.Random(8)
    _moves(pairs, rng, lambda: net(ghost)["moves"] >= 10)
    _until(pairs, lambda: not net(hhost)["busy"] and not net(ghost)["busy"])
    moves = net(ghost)["moves"]
    stored = json.loads(gpage.session["net.guest"])
    assert stored["game"] == "mummy_curse" and len(stored["match"]["moves"]) == moves
    # the explorer's tab reloads: the link breaks, its seat (keys, commitments) stays in session storage
    assert gpage.net is not None
    gpage.net.drop(gapp.remote.peek.link)  # type: ignore[union-attr]
    _until([(happ, hhost)], lambda: net(hhost)["invites"]["1"]["status"] == "waiting")
    happ.on_action("net-room", "")
    gapp2, ghost2, _ = join(switch, net(hhost)["invites"]["1"]["code"], gpage.session)
    _until([(gapp2, ghost2)], lambda: net(ghost2)["answer"]["code"])  # its seat read back in slices
    hpage.fields["net-answer-1"] = net(ghost2)["answer"]["code"]
    happ.on_action("net-accept", "1")
    pairs = [(happ, hhost), (gapp2, ghost2)]
    _until(pairs, lambda: hhost.screen == ghost2.screen == "play")
    assert net(ghost2)["seat"] == 1 and net(ghost2)["moves"] >= moves  # the computer mummy may move on
    _moves(pairs, rng, lambda: all(h.published.get("over") for _, h in pairs))
    _verified(pairs)
    assert hhost.bot_requests and all(r["seat"] == 0 for r in hhost.bot_requests)
    assert net(hhost)["refused"] == 0 and net(ghost2)["refused"] == 0
