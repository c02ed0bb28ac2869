"""Der Fluch der Mumie peek-proof at three seats end to end: a mesh of real WebRTC links in Chromium.

Three browser contexts (each with its own storage) on the served site: the host's, whose
computer plays the mummy (its secrets there), and two explorers' pages.  The host picks
the curse for three players, both explorers remote, and the peek-proof model; each
explorer pastes its invite and the host pastes its answer (the codes read from one page's
screen and typed into the other's).  Then the two explorers link directly: the lower
one's card shows an invite for the other, which pastes it and shows its answer, pasted
back; the host's page never sees these codes.  Each page runs its own seat's
:class:`~pharaoh.net.peekmulti.SideMatch` (1024-bit mental poker, commit-reveal dice, the
keeper's report after every move) in slices; the explorers play through their screens
(they walk towards the mummy: the shortest match) until the end, and every page shows
"verified".  Figures are printed: run with ``-s`` (measured on a busy machine).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from e2e.remote_room import (  # noqa: F401  (remote_browser and room are fixtures)
    Person,
    Room,
    invite,
    play,
    remote_browser,
    room,
)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))
from policy import choose, distances  # noqa: E402

DEAL_TIMEOUT_MS = 240_000
"""Pydantic's first load, then the deal (three seats' passes of the curse's cards) on a loaded machine."""
GAME_BUDGET_S = 600.0
LINK_TIMEOUT_MS = 60_000
Chooser = Callable[[dict[str, Any], list[str]], str]


def explorer(rng: random.Random) -> Chooser:
    """An explorer that walks towards the mummy: the shortest match these players make.

    (Walking to the treasures takes about twice as many moves: 70-135 against 29-71 with the
    heuristic mummy, seeds 3-8 in the engine alone.)
    """

    def pick(view: dict[str, Any], legal: list[str]) -> str:
        moves = [t for t in legal if t.startswith(("move", "arrow"))]
        mummy = (view.get("mummy") or {}).get("cell")
        if not moves or not mummy:
            return choose(view, legal, rng)
        dist = distances([mummy])
        return min(moves, key=lambda t: (dist.get(t.split()[2], 99), rng.random()))

    return pick


def _link_guests(lower: Person, higher: Person) -> None:
    """The two explorers link directly: the lower's invite typed into the higher's page, the answer back."""
    lower.wait_net(
        "net.invites && net.invites['2'] && net.invites['2'].status === 'waiting'",
        "the invite for the other explorer",
        LINK_TIMEOUT_MS,
    )
    assert lower.page.locator("[data-net=pairs]").count() == 1  # these codes never pass through the host
    code = lower.page.input_value("[data-invite='2'] textarea[data-net=invite-code]")
    assert code == lower.net()["invites"]["2"]["code"]
    higher.page.fill("textarea#net-peer-1", code)
    higher.page.click("[data-act=net-peer][data-arg='1']")
    higher.wait_net(
        "net.peers && net.peers['1'] && ['waiting', 'failed'].includes(net.peers['1'].status)",
        "the answer for the other explorer",
        LINK_TIMEOUT_MS,
    )
    assert higher.net()["peers"]["1"]["status"] == "waiting", higher.net()["peers"]
    answer = higher.page.input_value("[data-peer='1'] textarea[data-net=answer-code]")
    lower.page.fill("textarea#net-answer-2", answer)
    lower.page.click("[data-act=net-accept][data-arg='2']")
    lower.wait_net("net.links['2'].joined === true", "the explorers' link (lower side)", LINK_TIMEOUT_MS)
    higher.wait_net("net.links['1'].joined === true", "the explorers' link (higher side)", LINK_TIMEOUT_MS)


def test_remote_mummy_curse_peek_proof_mesh_of_three_browsers_to_a_verified_end(room: Room) -> None:  # noqa: F811
    host, first, second = room.person("host"), room.person("explorer1"), room.person("explorer2")
    host.app.goto()
    host.app.wait_ready()
    for person in (first, second):  # two pages boot side by side while the host sets up (as e2e/ does)
        person.app.goto()
    host.page.click("[data-act=pick][data-arg=mummy_curse]")
    host.page.click("button[data-act=players][data-arg='3']")
    buttons = "li[data-seat='0'] button[data-act=seat]"  # the mummy: the computer in the host's browser
    host.page.locator(f"{buttons}:not([data-arg$=':']):not([data-arg$='@remote'])").first.click()
    host.page.click("[data-act=seat][data-arg='1:@remote']")
    host.page.click("[data-act=seat][data-arg='2:@remote']")
    host.page.click("[data-act=net-model][data-arg=peek]")
    host.page.click("#net-host")
    host.page.wait_for_function("document.body.dataset.screen === 'room'", timeout=60_000)
    assert host.page.get_attribute("#room [data-net=model]", "data-model") == "peek-proof"
    assert host.page.locator("#room [data-net=mesh]").count() == 1
    for key, guest in (("1", first), ("2", second)):
        guest.app.wait_ready()
        invite(host, guest, key, "paste", room.figures)
        guest.wait_net("net.mesh === true", "the mesh room's welcome", LINK_TIMEOUT_MS)
        assert guest.net()["me"] == int(key) and guest.net()["roster"] == [0, 1, 2]
    _link_guests(first, second)
    for person in (host, first, second):
        person.wait_screen("play", DEAL_TIMEOUT_MS)
    assert [p.net()["seat"] for p in (host, first, second)] == [0, 1, 2]
    actions = play(
        {"explorer1": (first, explorer(random.Random(3))), "explorer2": (second, explorer(random.Random(4)))},
        lambda: all(p.hook().get("over") for p in (host, first, second)),
        GAME_BUDGET_S,
    )
    for person in (host, first, second):
        person.wait_net("net.verified === true || net.verified === false", "the audit's verdict", 120_000)
        net = person.net()
        assert net["verified"] is True, f"{person.app.name}: {net.get('reason')}"
        person.page.wait_for_selector("[data-net=verdict][data-ok=true]", timeout=30_000)
        assert net["refused"] == 0
    print("\n[mummy_curse peek-proof mesh: the computer mummy (host) against two explorers], busy machine")
    for person in (host, first, second):
        net = person.net()
        print(
            f"  {person.app.name}: seat {net['seat']}, longest slice {net['longest_slice_ms']} ms, "
            f"sent {net['sent'][0]} messages / {net['sent'][1]} bytes, {net['moves']} moves"
        )
    print(f"  {actions} actions clicked")
