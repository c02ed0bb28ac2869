"""A browser that comes back from a reload gets what it lost first, in order, before anything new.

A mesh room stores only when it sends, so a browser that took messages without answering
comes back with less than it had.  Meanwhile the others may have made new messages for it
(they wait in the link's outbox).  When the link is up again, everything their seats sent
it goes again, in order, and the outbox's newer messages only in their place: sent first,
they would run ahead of what it lost (a report's commitment counter with a gap) and the
match would end "not verified".
"""

from __future__ import annotations

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
