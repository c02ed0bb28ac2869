"""Remote play end to end: separate browser contexts, real WebRTC data channels, whole games through the UI.

* Der Fluch der Mumie: the host's page holds the mummy as a **computer** seat (its bot
  runs in the host page's worker); two guests, each in its own context (one pastes the
  code, one follows the link), play the explorers by clicking their boards.  Mid-game the
  host's page reloads: the room resumes from its storage, fresh invites are carried to the
  guests, each rejoins with its resume token, lands on the very screen it had, and the
  game plays on to the end; both guests show the final check as verified, and the host
  holds both verdicts.  (One match for both: the boots and the connections are most of
  the cost.)
* Tara Wolf: the host plays seat 0 at its own page, one guest plays seat 1, to the end.

Every message each guest received is recorded below the app (``e2e/remote_record.py``) and
checked against a replay of the match for that guest's seat, screen by screen, and for
other seats' secrets (``e2e/remote_check.py``).  The figures (code lengths, connection
time, the round trip of an action) are printed: run with ``-s`` to see them.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from e2e.remote_check import check_guest, record_from_verify
from e2e.remote_room import (  # noqa: F401  (remote_browser and room are fixtures)
    Person,
    Room,
    invite,
    median,
    open_room,
    play,
    random_chooser,
    remote_browser,
    room,
    stored_host,
)
from pharaoh.engine.match import Record

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from policy import choose, distances  # noqa: E402

GAME_BUDGET_S = 300.0
"""A failure budget per game, far above the usual 30-90 s, for a loaded machine."""

Chooser = Callable[[dict[str, Any], list[str]], str]


def reckless(seed: int) -> Chooser:
    """An explorer who lays what it finds but mostly walks towards the mummy: the game ends soon."""
    rng = random.Random(seed)

    def pick(view: dict[str, Any], legal: list[str]) -> str:
        moves = [t for t in legal if t.startswith(("move", "arrow"))]
        if moves and rng.random() < 0.9 and view.get("mummy"):
            near = distances([view["mummy"]["cell"]])
            return min(moves, key=lambda t: (near.get(t.split()[2], 99), rng.random()))
        return choose(view, legal, rng)

    return pick


def careful(rng: random.Random) -> Chooser:
    """An explorer who walks to its treasures (tests/web/policy.py)."""
    return lambda view, legal: choose(view, legal, rng)


def over(*people: Person) -> Callable[[], bool]:
    """True once every one of ``people`` shows the end of the game."""
    return lambda: all(p.hook().get("over") for p in people)


def check_recordings(record: Record, guests: dict[int, Person]) -> None:
    """Every guest's recording against the replay of ``record`` for its seat."""
    for seat, guest in guests.items():
        report = check_guest(record, seat, guest.recording.received())
        print(f"  recording {report.summary()}")
        assert report.ok, "\n".join(report.problems[:10])


def check_verified(guests: dict[int, Person]) -> None:
    """Each guest's page says the final check passed."""
    for seat, guest in guests.items():
        guest.wait_net("net.verified === true || net.verified === false", f"verdict of seat {seat}", 60_000)
        net = guest.net()
        assert net["verified"] is True, f"seat {seat}: {net.get('reason')}"
        shown = guest.page.get_attribute("[data-net=verdict]", "data-ok")
        assert shown == "true", f"seat {seat}'s game-over dialog shows data-ok={shown!r}"
        assert guest.page.locator("[data-net=verdict]").inner_text().strip()


def screen(person: Person) -> dict[str, Any]:
    """What a person's page shows of the match: state, view, who acts, the legal actions."""
    hook = person.hook()
    legal = [e["action"] for e in hook.get("legal") or []]
    return {
        "state_id": hook.get("state_id"),
        "view": hook.get("view"),
        "to_act": hook.get("to_act"),
        "legal": legal,
    }


def record_of_host(host: Person) -> Record:
    """The match as the host's page stores it."""
    stored = stored_host(host)
    return Record(
        stored["game"],
        stored["seed"],
        stored["players"],
        stored["options"],
        tuple((int(seat), str(text)) for seat, text in stored["actions"]),
    )


def print_figures(title: str, figures: dict[str, Any], guests: list[Person]) -> None:
    trips = [t for g in guests for t in g.recording.round_trips()]
    print(f"\n[{title}] network: {figures.get('network')}")
    names = ["invite_chars", "answer_chars", "gather_ms", "join_paste_to_answer_ms", "join_link_to_answer_ms"]
    for name in [*names, "guest_gather_ms", "answer_to_open_ms"]:
        if name in figures:
            values = ", ".join(f"{v:.0f}" for v in figures[name])
            print(f"  {name}: {values}")
    if figures.get("gather_ms") and figures.get("join_paste_to_answer_ms"):
        parts = (
            figures["gather_ms"][0],
            figures["join_paste_to_answer_ms"][0],
            figures["answer_to_open_ms"][0],
        )
        print(f"  invite made -> channel open on both sides (seat 1, code pasted): {sum(parts):.0f} ms")
    if figures.get("gather_ms") and figures.get("guest_gather_ms"):
        parts = (figures["gather_ms"][0], figures["guest_gather_ms"][0], figures["answer_to_open_ms"][0])
        print(f"  gathering on both sides + connecting (no page boot, no pydantic): {sum(parts):.0f} ms")
    if trips:
        print(
            f"  action round trip guest->host->guest: median {median(trips):.0f} ms, "
            f"min {min(trips):.0f} ms, max {max(trips):.0f} ms over {len(trips)} actions"
        )


def test_remote_mummy_curse_two_guests_the_host_reloads_to_a_verified_end(room: Room) -> None:  # noqa: F811
    host, first, second = room.person("host"), room.person("guest1"), room.person("guest2")
    first.app.goto()  # the first guest pastes the code into its page's join screen
    open_room(host, "mummy_curse", 3, ["computer", "@remote", "@remote"])
    first.app.wait_ready()
    codes = {
        1: invite(host, first, "1", "paste", room.figures),
        2: invite(host, second, "2", "link", room.figures),
    }
    guests = {1: first, 2: second}
    for seat, guest in guests.items():
        guest.wait_screen("play")
        assert guest.net()["seat"] == seat
    host.wait_net("net.phase === 'playing' || net.phase === 'over'", "the game's start")
    second.app.screenshot("guest2-play")
    rng = random.Random(5)
    people = {"g1": (first, careful(rng)), "g2": (second, careful(rng))}  # no early end before the reload

    def guest_to_act(after: int) -> Callable[[], bool]:
        # stop only while a guest must act: on a computer turn the match would move on meanwhile
        def ready() -> bool:
            hooks = [g.hook() for g in guests.values()]
            if any(h.get("over") for h in hooks):
                return True
            settled = (
                all(h.get("state_id", 0) >= after for h in hooks)
                and len({h.get("state_id") for h in hooks}) == 1
            )
            return settled and any(h.get("legal") and not h.get("busy") for h in hooks)

        return ready

    play(people, guest_to_act(12), GAME_BUDGET_S)
    assert not first.hook().get("over"), "the game ended before the reload: too short to test a resume"
    before = {seat: screen(g) for seat, g in guests.items()}
    assert len(stored_host(host)["actions"]) == before[1]["state_id"] == before[2]["state_id"]

    host.page.reload()
    host.app.wait_ready()
    host.page.click("[data-act=net-resume]")
    host.page.wait_for_function("document.body.dataset.screen === 'room'", timeout=60_000)
    for seat, guest in guests.items():
        assert invite(host, guest, str(seat), "link", room.figures) != codes[seat], "a fresh invite"
    for seat, guest in guests.items():
        guest.wait_screen("play")
        assert guest.net()["seat"] == seat, "the token brought the guest back to its own seat"
        assert screen(guest) == before[seat], f"seat {seat} does not land where it was"
        hellos = [m for m in map(json.loads, guest.recording.sent()) if m["type"] == "hello"]
        welcome = next(m for m in map(json.loads, guest.recording.received()) if m["type"] == "welcome")
        assert hellos[-1]["token"] == welcome["token"], f"seat {seat} rejoined with its resume token"
    first.app.screenshot("guest1-rejoined")
    resumed_at = before[1]["state_id"]
    actions = play(
        {"g1": (first, reckless(1)), "g2": (second, reckless(2))}, over(first, second), GAME_BUDGET_S
    )
    check_verified(guests)
    first.app.screenshot("guest1-over")
    host.wait_net("Object.keys(net.verdicts || {}).length >= 2", "the guests' verdicts on the host")
    verdicts = host.net()["verdicts"]
    assert set(verdicts) == {"seat1", "seat2"} and all(ok for ok, _ in verdicts.values()), verdicts
    record = record_from_verify(first.recording.received())
    assert record is not None, "the host sent the final record"
    assert record == record_from_verify(second.recording.received())
    assert record == record_of_host(host), "the record is the match the host stored"
    assert len(record.actions) > resumed_at, "the game played on after the resume"
    print_figures(
        "mummy_curse, host + 2 guests, rejoined after the host reloaded", room.figures, [first, second]
    )
    print(f"  {len(record.actions)} actions, {actions} clicked by the guests after the resume")
    check_recordings(record, guests)


def test_remote_valley_kings_host_against_one_guest(room: Room) -> None:  # noqa: F811  (the fixture)
    host, guest = room.person("host"), room.person("guest")
    guest.app.goto()  # boots while the host sets the room up; the guest pastes the code
    open_room(host, "valley_kings", 2, ["", "@remote"])
    guest.app.wait_ready()
    invite(host, guest, "1", "paste", room.figures)
    guest.wait_screen("play")
    host.wait_screen("play")
    actions = play(
        {"host": (host, random_chooser(10)), "guest": (guest, random_chooser(11))},
        over(host, guest),
        GAME_BUDGET_S,
    )
    check_verified({1: guest})
    guest.app.screenshot("guest-over")
    record = record_from_verify(guest.recording.received())
    assert record is not None and record == record_of_host(host)
    # the guest's end screen offers the replay and keeps the match for its menu (#15)
    guest.app.page.wait_for_selector("#replay-open", timeout=20_000)
    kept = json.loads(guest.app.page.evaluate("localStorage.getItem('pharaoh:local.finished')"))
    assert kept["save"]["game"] == "valley_kings" and len(kept["save"]["actions"]) == len(record.actions)
    print_figures("valley_kings, host + 1 guest", room.figures, [guest])
    print(f"  {len(record.actions)} actions, {actions} clicked")
    check_recordings(record, {1: guest})
