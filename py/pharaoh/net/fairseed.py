"""A seed nobody picks, and the end-of-game check that the host played it straight.

Commit-reveal, in three steps for one *round*:

1. every participant (the host, as ``"host"``, and each remote seat, as ``"seat<N>"``)
   draws 32 secret bytes and sends :func:`commitment` of them;
2. the host sends every guest the full list of commitments (its own included); only
   then does each guest reveal its bytes, *to the host only*;
3. the host checks each value against its commitment and derives the seed from all of
   them (:func:`derive_seed`).  The values stay with the host until the game ends, so
   no guest can predict the dice or the shuffles.

The host's own value is fixed (committed) before any guest reveals, and each honest
guest's value is unknown to the host until then, so the host cannot steer the seed.  At
the end the host sends the record and every value; each guest checks them against the
commitments it saw (:func:`check_seed`) and replays the match to compare every screen it
was shown (:func:`verify`).

>>> a, b = bytes(32), bytes([1]) * 32
>>> c = commitment(1, "seat1", a)
>>> check_reveal(1, "seat1", a.hex(), c), check_reveal(1, "seat1", b.hex(), c)
(True, False)
>>> derive_seed({"host": b, "seat1": a}) == derive_seed({"seat1": a, "host": b})
True
"""

from __future__ import annotations

import hashlib
import hmac
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pharaoh.engine.game import Seat
from pharaoh.engine.match import Match, Record
from pharaoh.games.words import counted
from pharaoh.net.screens import screen_digest, update_screen, welcome_screen

SEED_BITS = 53
"""Seeds are JavaScript-safe integers, so every layer of the page can carry them exactly."""

_COMMIT_DOMAIN = b"pharaoh-table/seed-commit/v1"
_SEED_DOMAIN = b"pharaoh-table/seed/v1"


def new_secret(entropy: Callable[[int], bytes] = os.urandom) -> bytes:
    """32 fresh secret bytes for one round."""
    value = entropy(32)
    if len(value) != 32:
        raise ValueError("the entropy source must give 32 bytes")
    return value


def commitment(round_: int, peer: str, value: bytes) -> str:
    """Return the sha256 commitment (hex) to ``value``, bound to the round and the participant.

    Binding the round and the name means a commitment cannot be replayed in another round
    or copied by another participant.
    """
    blob = _COMMIT_DOMAIN + b"\0" + str(round_).encode() + b"\0" + peer.encode() + b"\0" + value
    return hashlib.sha256(blob).hexdigest()


def check_reveal(round_: int, peer: str, value_hex: str, commit_hex: str) -> bool:
    """Whether a revealed value (hex) matches the participant's commitment."""
    try:
        value = bytes.fromhex(value_hex)
    except ValueError:
        return False
    if len(value) != 32:
        return False
    return hmac.compare_digest(commitment(round_, peer, value), commit_hex)


def derive_seed(values: Mapping[str, bytes]) -> int:
    """Derive the match seed from every participant's value, in the order of their names."""
    digest = hashlib.sha256(_SEED_DOMAIN)
    for peer in sorted(values):
        digest.update(peer.encode() + b"\0" + values[peer])
    return int.from_bytes(digest.digest()[:8], "big") >> (64 - SEED_BITS)


def check_seed(
    seed: int,
    round_: int,
    commits: Mapping[str, str],
    reveals: Mapping[str, str],
    own: tuple[str, bytes] | None = None,
) -> str | None:
    """Why the seed is not the fair one, or ``None`` if it is.

    ``commits`` are the commitments the checker saw before it revealed, ``reveals`` what
    the host sent at the end, ``own`` the checker's name and value (``None`` for someone
    who did not take part, e.g. a spectator).
    """
    if set(reveals) != set(commits):
        return "the revealed values do not belong to the participants who committed"
    for peer, value_hex in reveals.items():
        if not check_reveal(round_, peer, value_hex, commits[peer]):
            return f"the value revealed for {peer} does not match its commitment"
    if own is not None:
        peer, value = own
        if reveals.get(peer) != value.hex():
            return "our own value is missing from the seed or was changed"
    if derive_seed({peer: bytes.fromhex(v) for peer, v in reveals.items()}) != seed:
        return "the match seed is not the one the revealed values give"
    return None


@dataclass(frozen=True)
class Shown:
    """One screen a guest was shown, kept as a digest for the final check."""

    kind: Literal["welcome", "update"]
    state_id: int
    resync: bool
    """An ``update`` that repeated the current screen without new events."""
    digest: str
    """:func:`~pharaoh.net.screens.screen_digest` of the screen."""

    def to_json(self) -> list[Any]:
        """Return a compact JSON form for the guest's storage."""
        return [self.kind, self.state_id, self.resync, self.digest]


def verify_report(record: Record, seat: Seat | None, shown: Sequence[Shown]) -> tuple[bool, str]:
    """Replay ``record`` and compare every screen ``seat`` was shown; ``(ok, reason)``."""
    total = len(record.actions)
    actions = counted(total, "action", "actions")
    by_state: dict[int, list[Shown]] = {}
    for entry in shown:
        if not 0 <= entry.state_id <= total:
            return False, f"we were shown state {entry.state_id}, but the record has only {actions}"
        by_state.setdefault(entry.state_id, []).append(entry)
    try:
        match = Match(record.game_id, record.seed, record.players, record.options)
    except Exception as exc:  # a hostile record must give a verdict, never a crash
        return False, f"the record does not start a game: {exc}"
    events: tuple[Any, ...] = ()
    for state_id in range(total + 1):
        for entry in by_state.get(state_id, ()):
            if entry.kind == "welcome":
                screen = welcome_screen(match, seat)
            else:
                screen = update_screen(match, seat, () if entry.resync else events)
            if screen_digest(*screen) != entry.digest:
                return False, f"what we were shown at state {state_id} ({entry.kind}) differs from the replay"
        if state_id < total:
            actor, text = record.actions[state_id]
            try:
                events = match.act(actor, text, state_id)
            except Exception as exc:  # IllegalAction, or an engine choking on hostile input
                return False, f"action {state_id + 1} (seat {actor}: {text!r}) does not replay: {exc}"
    screens = counted(len(shown), "screen matches", "screens match")
    return True, f"verified: {screens} the replay of {actions}"


def verify(record: Record, seat: Seat | None, received: Sequence[Shown]) -> bool:
    """Whether the record's seed and actions reproduce every screen ``seat`` received."""
    return verify_report(record, seat, received)[0]
