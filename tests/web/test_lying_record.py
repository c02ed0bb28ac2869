"""A host whose final record fails the guest's check gets nothing of it replayed, exported or kept.

The guest's verdict already failed ("the match seed is not the one the revealed values give"),
but its end screen offered to watch, export and save the host's made-up game, and kept it as
the last finished game, shown after a reload without a warning.
"""

from __future__ import annotations

import json
import random

import pytest
from test_room_app import net, play, run, seated

from pharaoh.engine.bot import RandomBot
from pharaoh.engine.match import Match
from pharaoh.net import host as hostmod
from pharaoh.net.messages import RecordData, Verify
from pharaoh.web.replaymenu import FINISHED_KEY


def other_finished_game() -> Match:
    """A finished game of Tara Wolf never played in the room (another seed, random moves)."""
    match = Match("valley_kings", 424242, 2)
    bots = [RandomBot(1), RandomBot(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = match.game.legal_actions(match.state, seat)
        choice = bots[seat].choose(match.game, seat, match.game.view(match.state, seat), legal)
        match.act(seat, match.game.encode_action(choice), match.state_id)
    return match


def test_a_record_that_fails_the_final_check_is_not_offered_nor_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = other_finished_game().record()
    honest = hostmod.Host.verify_message

    def lying(self: hostmod.Host) -> Verify:
        return honest(self).model_copy(update={"record": RecordData.of(fake)})

    monkeypatch.setattr(hostmod.Host, "verify_message", lying)
    happ, hhost, gapp, ghost, _ = seated()
    play([(happ, hhost), (gapp, ghost)], random.Random(4))
    run(happ, hhost, 3000)
    run(gapp, ghost, 3000)
    assert net(ghost)["verified"] is False
    over = ghost.html["overlay"]
    assert 'data-ok="false"' in over
    assert 'id="replay-open"' not in over and 'id="over-save"' not in over
    kept = json.loads(ghost.storage.get(FINISHED_KEY) or "{}")
    assert kept.get("save", {}).get("seed") != fake.seed
    assert gapp.remote.guest_room.guest.record is None
