"""A browser that comes back from a reload gets what it lost first, in order, before anything new.

A mesh room stores only when it sends, so a browser that took messages without answering
comes back with less than it had.  Meanwhile the others may have made new messages for it
(they wait in the link's outbox).  When the link is up again, everything their seats sent
it goes again, in order, and the outbox's newer messages only in their place: sent first,
they would run ahead of what it lost (a report's commitment counter with a gap) and the
match would end "not verified".
"""

from __future__ import annotations

import json
from typing import Any

from pharaoh.games.mummy_curse.bots import HeuristicBot
from pharaoh.games.mummy_curse.game import GAME

from .test_peekmesh import Loop, Tab, _relink, _reload, play, table


def _behind_with_a_new_message() -> tuple[list[Tab], Loop, int] | None:
    """A fresh 3-browser match where browser 2 reloaded behind its last state and a message waits for it.

    None when this deal does not get there: the match came to browser 2's own move first
    (the others then wait for it, and nothing new is made for it while it is away).
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 31, most=8, end=False)
    explorer = tabs[2].room
    assert explorer is not None and explorer.match is not None
    stored = len(explorer.match.moves)
    others = [t.room for t in tabs[:2]]
    bot = HeuristicBot(5)

    def move() -> bool:
        mover = next((r for r in others if r is not None and r.can_play()), None)
        if mover is None or mover.match is None:
            return False
        mover.play(bot.choose(GAME, mover.seat, mover.match.view(), mover.match.legal()))
        loop.run()
        return True

    # the others play on while browser 2 only takes (it stores nothing), until it is behind its store
    for _ in range(40):
        if explorer.can_play() or len(explorer.match.moves) > stored + 1 or not move():
            break
    back = _reload(tabs, loop, 2)
    assert back.match is not None
    if len(back.match.moves) >= len(explorer.match.moves):
        return None
    # while it is away a seat here makes something new for it: it waits in the outbox
    for _ in range(40):
        if any(r is not None and r.links[2].outbox for r in others):
            return tabs, loop, stored
        if not move():
            return None
    return None


def test_a_reloaded_browser_that_lost_messages_gets_them_before_the_new_ones() -> None:
    # Each match is dealt from fresh entropy; about half of them get there (measured: 5 of 12).
    found = None
    for _ in range(30):
        found = _behind_with_a_new_message()
        if found is not None:
            break
    assert found is not None, "no deal left browser 2 behind with a new message waiting for it"
    tabs, loop, stored = found
    _relink(tabs, loop, 2)
    play(tabs, loop, 32, most=12, end=False)
    for tab in tabs:
        room = tab.room
        assert room is not None and room.verdict is None and room.refused == 0, (room.me, room.verdict)
    assert min(len(t.match.moves) for t in tabs) > stored + 4


def test_a_returning_guest_says_its_hello_before_anything_else_on_a_guests_link() -> None:
    """The other guest's hello may come before this browser's channel reports itself open.

    Its hello still goes first on that link: the resend that follows a reload, sent ahead of
    it, was refused by the other guest as "a match message before the hello".
    """
    tabs, loop = table([0, 1, 2])
    play(tabs, loop, 5, most=6, end=False)
    back = _reload(tabs, loop, 2)
    host, one = tabs[0].room, tabs[1].room
    assert host is not None and one is not None
    back.open_all()
    loop.run()
    assert back.answer(0, host.links[2].code) == "" and back.answer(1, one.links[2].code) == ""
    loop.run()
    assert host.accept(2, back.links[0].code) == ""
    loop.run()
    assert back.links[0].joined and not back.started
    kinds: list[str] = []
    send = back._send

    def noted(link: Any, text: str) -> None:
        if link.browser == 1:
            kinds.append(json.loads(text)["type"])
        send(link, text)

    back._send = noted  # type: ignore[method-assign]
    opened = back.on_open
    held: list[str] = []

    def late(link_id: str, window: bool = False) -> None:
        if link_id == back.links[1].link and not held:
            held.append(link_id)  # its channel says "open" only after guest 1's hello came
            return
        opened(link_id, window)

    back.on_open = late  # type: ignore[method-assign]
    assert one.accept(2, back.links[1].code) == ""
    loop.run()
    assert held and back.links[1].joined, "guest 1's hello came first"
    opened(held[0])
    loop.run()
    assert back.started and kinds and kinds[0] == "mesh_hello", kinds[:3]
    assert kinds.count("mesh_hello") == 1
    play(tabs, loop, 6, most=12, end=False)
    refusals = [t.room.refusals for t in tabs if t.room is not None]
    assert all(t.room is not None and t.room.refused == 0 for t in tabs), refusals
