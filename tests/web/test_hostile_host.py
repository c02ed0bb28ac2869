"""A hostile host cannot kill a guest's page: odd but schema-valid screens, for every game.

A host may send anything the protocol's schema lets through: views with keys missing,
numbers out of range, lists of the wrong length, strings where the renderer expects
numbers, legal actions that are not, seats that do not exist, outcomes with unknown
sides.  Each message goes into a guest's page (the real app, remote screens and board
renderers, drawn on a recording surface); the page must either draw it or say on the
screen that it cannot, and keep working: the next sound screen draws again.
"""

from __future__ import annotations

import copy
import json
import random
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest
from fakes import run
from test_room_app import FakePage, make

from pharaoh.engine.bot import RandomBot
from pharaoh.engine.match import Match
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.net.messages import ProtocolError, parse_from_host
from pharaoh.net.screens import update_screen, welcome_screen
from pharaoh.web.netplay import GuardedBoard

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from net.fakenet import Switch  # noqa: E402

LINK = "host.window"
MESSAGES_PER_GAME = 240
BROKEN = "cannot be drawn"


def samples(game_id: str, rng: random.Random, count: int = 12) -> list[dict[str, Any]]:
    """Real screens of a game at several moments (view, legal actions, events), seat by seat."""
    info = game_info(game_id)
    players = rng.randint(info.min_players, info.max_players)
    match = Match(game_id, rng.randrange(1 << 40), players)
    bots = [RandomBot(rng.randrange(1000)) for _ in range(players)]
    found = []
    for step in range(count * 8):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[0]
        before = len(match.log)
        legal = match.game.legal_actions(match.state, seat)
        choice = bots[seat].choose(match.game, seat, match.game.view(match.state, seat), legal)
        match.act(seat, match.game.encode_action(choice), match.state_id)
        if step % 8 == 0:
            watcher = rng.choice([*range(players), None])
            view, legal_text, events = update_screen(match, watcher, match.log[before:])
            found.append(
                {"players": players, "seat": watcher, "view": view, "legal": legal_text, "events": events,
                 "to_act": list(match.to_act()), "state_id": match.state_id}
            )  # fmt: skip
    view, legal_text, events = welcome_screen(match, 0)
    found.append({"players": players, "seat": 0, "view": view, "legal": legal_text, "events": events,
                  "to_act": list(match.to_act()), "state_id": match.state_id})  # fmt: skip
    return found


def odd_value(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value a renderer does not expect."""
    pick = rng.randrange(14)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([-1, 0, 7, 99, -(10**6), 10**15, 2**53])
    if pick == 3:
        return rng.choice([0.5, -3.25, 1e300])
    if pick == 4:
        return rng.choice(["", "x", "mummy", "seat 9", "💀" * 40, "<b>&amp;</b>", "a" * 2000])
    if pick == 5:
        return []
    if pick == 6:
        return {}
    if pick == 7 and depth < 6:
        return [odd_value(rng, depth + 1) for _ in range(rng.randrange(1, 6))]
    if pick == 8 and depth < 6:
        return {rng.choice(["x", "id", "seat", "kind", "0"]): odd_value(rng, depth + 1)}
    if pick == 9:
        return list(range(rng.randrange(50, 300)))
    if pick == 10 and depth < 20:
        nested: Any = 1
        for _ in range(rng.randrange(5, 20)):
            nested = [nested]
        return nested
    return rng.choice([3, "3", [3], {"3": 3}, -5])


def mutate(value: Any, rng: random.Random, depth: int = 0) -> Any:
    """The same structure with one thing changed somewhere inside (a key dropped, a leaf swapped...)."""
    if isinstance(value, dict) and value and depth < 8:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.2:
            del out[key]
        elif roll < 0.3:
            out[rng.choice(["extra", "__proto__", key + "_"])] = odd_value(rng)
        elif roll < 0.55:
            out[key] = odd_value(rng)
        else:
            out[key] = mutate(value[key], rng, depth + 1)
        return out
    if isinstance(value, list) and value and depth < 8:
        out_list = list(value)
        roll = rng.random()
        if roll < 0.15:
            return out_list[: rng.randrange(len(out_list))]
        if roll < 0.3:
            return out_list + out_list[: rng.randrange(1, len(out_list) + 1)] * rng.randrange(1, 4)
        if roll < 0.4:
            rng.shuffle(out_list)
            return out_list
        index = rng.randrange(len(out_list))
        out_list[index] = odd_value(rng) if roll < 0.65 else mutate(out_list[index], rng, depth + 1)
        return out_list
    return odd_value(rng)


def hostile_screen(sample: dict[str, Any], rng: random.Random, pool: list[dict[str, Any]]) -> dict[str, Any]:
    """A screen like ``sample`` with some odd part (view, legal actions, events, seats, outcome)."""
    screen = copy.deepcopy(sample)
    for _ in range(rng.randrange(1, 4)):
        part = rng.choice(["view", "view", "view", "legal", "events", "to_act", "outcome", "mix"])
        if part == "view":
            screen["view"] = mutate(screen["view"], rng)
            if not isinstance(screen["view"], dict):
                screen["view"] = {"x": screen["view"]}
        elif part == "legal":
            other = rng.choice(pool)["legal"]
            screen["legal"] = rng.choice(
                [[], other, ["x"], ["🂡" * 100], [f"zz{i}" for i in range(300)], screen["legal"] * 3]
            )
        elif part == "events":
            events = [dict(e) for e in rng.choice(pool)["events"]] or [{"kind": "roll", "data": {}}]
            event = rng.choice(events)
            event["data"] = mutate(event["data"], rng)
            if not isinstance(event["data"], dict):
                event["data"] = {"value": event["data"]}
            if rng.random() < 0.3:
                event["kind"] = rng.choice(["boom", "move", "reveal", "x" * 60])
            screen["events"] = events
        elif part == "to_act":
            screen["to_act"] = rng.sample(range(16), rng.randrange(0, 4))
        elif part == "outcome":
            screen["outcome"] = {
                "winners": rng.sample(range(16), rng.randrange(0, 3)),
                "side": rng.choice(["", "mummy", "explorers", "aliens", "seat 99"]),
                "reason": rng.choice(["", "time", "x" * 60, "caught"]),
            }
        else:  # a real screen of another moment or another seat, with this one's state id
            other = rng.choice(pool)
            screen["view"], screen["legal"] = copy.deepcopy(other["view"]), list(other["legal"])
    return screen


def update_text(screen: dict[str, Any], state_id: int) -> str:
    return json.dumps(
        {"v": 1, "type": "update", "phase": "over" if screen.get("outcome") else "playing",
         "state_id": state_id, "view": screen["view"], "legal": screen["legal"],
         "to_act": screen["to_act"], "events": screen["events"], "resync": False,
         "outcome": screen.get("outcome")}
    )  # fmt: skip


def welcome_text(game_id: str, screen: dict[str, Any], players: int) -> str:
    seat = screen["seat"]
    return json.dumps(
        {"v": 1, "type": "welcome", "game": game_id, "players": players, "options": {}, "seat": seat,
         "peer": f"seat{seat}" if seat is not None else None, "token": "t" * 24 if seat is not None else None,
         "phase": "playing",
         "seats": [{"seat": s, "kind": "remote", "name": f"P{s}", "claimed": True, "connected": True,
                    "stand_in": False} for s in range(players)],
         "spectators": 0, "state_id": screen["state_id"], "view": screen["view"], "legal": screen["legal"],
         "to_act": screen["to_act"], "events": screen["events"][-200:], "outcome": None}
    )  # fmt: skip


class GuestPage:
    """A guest's page (the real app) joined to a host that is this test."""

    def __init__(self) -> None:
        self.page = FakePage(Switch())
        self.app, self.host = make(self.page)
        self.app.on_action("net-join-open", "")
        remote = self.app.remote
        assert remote is not None
        self.remote = remote
        remote.ready = True
        room = remote._guest_room()
        room.join_window(LINK)

    def receive(self, text: str) -> bool:
        """Deliver one message; whether the guest accepted it (it passed validation)."""
        room = self.remote.guest_room
        assert room is not None
        before = room.problems
        self.remote.on_message(LINK, text)
        run(self.app, self.host, 120, frame_every=40)
        return room.problems == before

    def screen_text(self) -> str:
        return self.host.text()


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_hostile_host_never_kills_the_guest_page(game_id: str, seed: int) -> None:
    rng = random.Random(zlib.crc32(game_id.encode()) + seed)
    pool = samples(game_id, rng) + samples(game_id, rng)
    guest = GuestPage()
    first = pool[-1]
    assert guest.receive(welcome_text(game_id, first, first["players"]))
    assert guest.host.screen.startswith("play"), guest.host.screen
    board = guest.app.board
    assert isinstance(board, GuardedBoard)
    assert board.problem == "", board.problem
    tried = refused = drawn = reported = 0
    state_id = first["state_id"]
    for n in range(MESSAGES_PER_GAME):
        state_id += 1
        sound = n % 6 == 5
        sample = rng.choice(pool)
        screen = {**sample, "outcome": None} if sound else hostile_screen(sample, rng, pool)
        text = update_text(screen, state_id)
        tried += 1
        try:
            parse_from_host(text)
        except ProtocolError:
            refused += 1
        accepted = guest.receive(text)
        board = guest.app.board
        assert isinstance(board, GuardedBoard)
        if not accepted:
            continue
        # every accepted screen is drawn, or the page says on screen that it cannot be drawn
        if board.problem:
            reported += 1
            panel = guest.host.html.get("screen", "") + guest.host.html.get("overlay", "")
            assert BROKEN in panel or guest.app.overlay, board.problem
        else:
            drawn += 1
        if sound and not screen.get("outcome"):
            assert not board.problem, f"a sound screen draws again: {board.problem}"
        # the guest can still act on what it was offered (buttons, or taps where the board has them)
        legal = guest.host.published.get("legal") or []
        if legal and rng.random() < 0.3 and not guest.app.overlay:
            guest.app.on_action("act", legal[0]["action"])
        if guest.app.overlay == "over":
            guest.app.overlay = ""  # keep feeding screens after a (hostile) game-over
    assert tried == MESSAGES_PER_GAME and drawn > 0
    print(f"{game_id}: {tried} hostile host messages, {refused} refused by validation, "
          f"{drawn} drawn, {reported} reported as not drawable")  # fmt: skip


def test_a_welcome_for_an_unknown_game_or_a_table_the_board_cannot_seat_is_refused_on_screen() -> None:
    guest = GuestPage()
    rng = random.Random(3)
    screen = samples("valley_kings", rng, 2)[0]
    assert guest.receive(welcome_text("no_such_game", screen, 2))
    assert guest.host.screen == "join" and "no_such_game" in guest.screen_text()
    guest = GuestPage()
    guest.receive(welcome_text("valley_kings", screen, 16))  # Tara Wolf has two seats
    board = guest.app.board
    assert guest.host.screen.startswith("play")
    assert isinstance(board, GuardedBoard)


def test_the_help_says_what_window_links_guard_and_what_a_same_site_script_can_still_do() -> None:
    guest = GuestPage()
    said = {
        "en": ("developer console", "play for any seat", "stored room", "every hidden card", "throttled"),
        "de": (
            "Entwicklerkonsole",
            "für jeden Platz spielen",
            "gespeicherten",
            "verdeckten Karte",
            "gedrosselt",
        ),
    }
    for lang, words in said.items():
        guest.app.lang = lang
        for word in words:
            assert word in guest.remote.trust_html(), (lang, word)
