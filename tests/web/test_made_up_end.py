"""A host's made-up end of the game reaches the guest's end screen as the host's words.

The guest's end dialog turned a reason it did not know into a text key (``vk.reason.caught``),
and the game's own end screen named an end the host had not claimed (Im Bann der Mumie said
the round limit struck). The final check fails such a match anyway; the screen must not lie
before it does.
"""

from __future__ import annotations

import random
import zlib

import pytest
from fakes import run
from test_hostile_host import GuestPage, samples, update_text, welcome_text

from pharaoh.engine.registry import game_ids
from pharaoh.web.i18n import tr

REAL_ENDS = {
    "mummy_spell": ("mummy", "curse"),
    "mummy_curse": ("mummy", "ankhs"),
    "valley_kings": ("", "tombs"),
}
"""Per game an end its engine can reach: the side and the reason."""


def guest_at_end(game_id: str, side: str, reason: str) -> str:
    """The guest's end dialog after the host said the game ended with ``side`` winning by ``reason``."""
    rng = random.Random(zlib.crc32(game_id.encode()))
    screen = samples(game_id, rng, count=2)[-1]
    guest = GuestPage()
    assert guest.receive(welcome_text(game_id, screen, screen["players"]))
    over = {**screen, "outcome": {"winners": [0], "side": side, "reason": reason}}
    assert guest.receive(update_text(over, screen["state_id"] + 1))
    run(guest.app, guest.host, 5000)  # the end dialog waits for the last animation
    assert guest.app.overlay == "over"
    return guest.host.html["overlay"]


@pytest.mark.parametrize("game_id", game_ids())
def test_a_made_up_reason_is_shown_as_the_hosts_word(game_id: str) -> None:
    shown = guest_at_end(game_id, "aliens", "caught")
    assert ".reason." not in shown and ".side." not in shown
    assert tr("en", "net.end.reason", text="caught") in shown
    assert "the host" in shown  # the side, if named, is marked as the host's too


@pytest.mark.parametrize("game_id", game_ids())
def test_a_real_end_is_told_in_the_games_own_words(game_id: str) -> None:
    side, reason = REAL_ENDS[game_id]
    shown = guest_at_end(game_id, side, reason)
    assert ".reason." not in shown and tr("en", "net.end.reason", text=reason) not in shown
