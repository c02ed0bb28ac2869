"""Der Fluch der Mumie peek-proof end to end: the mummy against one explorer over real WebRTC in Chromium.

Two browser contexts (the host's and the guest's, each with its own storage) on the
served site.  The host picks Der Fluch der Mumie for two players, the mummy played by the
computer in the host's browser (its secrets there) and the explorer remote, and the
peek-proof model; the guest pastes the invite.  Each page runs its own seat's two-seat
:class:`~pharaoh.net.peekmulti.SideMatch` (the hands dealt by 1024-bit mental poker, every
throw by commit-reveal, the explorer's report and commitment after every move) in slices
on the page's event loop; the explorer plays through the guest's screen until the end,
and both pages show "verified".

Kept cheap: the explorer lays what it finds but mostly walks towards the mummy, which
chases it, so a match is short (see :func:`explorer`; one walking to its treasures took up
to 1400 actions, and a long deal ran out of the budget on a loaded machine).  Figures are
printed: run with ``-s`` (measured on a busy machine).
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

DEAL_TIMEOUT_MS = 180_000
"""Pydantic's first load, then the deal (three passes of 23 cards) on a loaded machine."""
GAME_BUDGET_S = 600.0
Chooser = Callable[[dict[str, Any], list[str]], str]


def explorer(rng: random.Random) -> Chooser:
    """An explorer who lays what it finds but mostly walks towards the mummy: the match ends soon.

    Against the easy computer mummy, the Match of seeds 1-40 (a stand-in for the random
    deal) ends after 11-153 of its actions, median 16 (walking to its treasures instead:
    16-1400, median 116).
    """

    def pick(view: dict[str, Any], legal: list[str]) -> str:
        moves = [t for t in legal if t.startswith(("move", "arrow"))]
        if moves and rng.random() < 0.9 and view.get("mummy"):
            near = distances([view["mummy"]["cell"]])
            return min(moves, key=lambda t: (near.get(t.split()[2], 99), rng.random()))
        return choose(view, legal, rng)

    return pick


def test_remote_mummy_curse_peek_proof_mummy_against_an_explorer_to_a_verified_end(room: Room) -> None:  # noqa: F811
    host, guest = room.person("host"), room.person("guest")
    guest.app.goto()
    host.app.goto()
    host.app.wait_ready()
    host.page.click("[data-act=pick][data-arg=mummy_curse]")
    host.page.click("button[data-act=players][data-arg='2']")
    buttons = "li[data-seat='0'] button[data-act=seat]"  # the mummy: the computer in the host's browser
    host.page.locator(f"{buttons}:not([data-arg$=':']):not([data-arg$='@remote'])").first.click()
    host.page.click("[data-act=seat][data-arg='1:@remote']")
    host.page.click("[data-act=net-model][data-arg=peek]")
    host.page.click("#net-host")
    host.page.wait_for_function("document.body.dataset.screen === 'room'", timeout=60_000)
    assert host.page.get_attribute("#room [data-net=model]", "data-model") == "peek-proof"
    guest.app.wait_ready()
    invite(host, guest, "1", "paste", room.figures)
    guest.wait_screen("play", DEAL_TIMEOUT_MS)
    host.wait_screen("play", DEAL_TIMEOUT_MS)
    assert guest.net()["model"] == "peek-proof" and guest.net()["seat"] == 1
    assert host.net()["seat"] == 0
    actions = play(
        {"guest": (guest, explorer(random.Random(3)))},
        lambda: all(p.hook().get("over") for p in (host, guest)),
        GAME_BUDGET_S,
    )
    for person in (host, guest):
        person.wait_net("net.verified === true || net.verified === false", "the audit's verdict", 120_000)
        net = person.net()
        assert net["verified"] is True, f"{person.app.name}: {net.get('reason')}"
        person.page.wait_for_selector("[data-net=verdict][data-ok=true]", timeout=30_000)
        assert net["refused"] == 0
    print("\n[mummy_curse peek-proof, the computer mummy (host) against an explorer (guest)], busy machine")
    for person in (host, guest):
        net = person.net()
        print(
            f"  {person.app.name}: seat {net['seat']}, deal {net['deal_ms']} ms, longest slice "
            f"{net['longest_slice_ms']} ms ({net['longest_slice_work']}), sent {net['sent'][0]} messages / "
            f"{net['sent'][1]} bytes, {net['moves']} moves"
        )
    print(f"  {actions} actions clicked")
