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
from pharaoh.net.reasons import reason
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
        return reason("seed.owners")
    for peer, value_hex in reveals.items():
        if not check_reveal(round_, peer, value_hex, commits[peer]):
            return reason("seed.mismatch", peer=peer)
    if own is not None:
        peer, value = own
        if reveals.get(peer) != value.hex():
            return reason("seed.own")
    if derive_seed({peer: bytes.fromhex(v) for peer, v in reveals.items()}) != seed:
        return reason("seed.derived")
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


Result = tuple[list[int], str, str]
"""A finished game's result as a screen shows it: the winners (sorted), the side, the reason."""


def verify_report(
    record: Record,
    seat: Seat | None,
    shown: Sequence[Shown],
    *,
    ended: bool = False,
    result: Result | None = None,
) -> tuple[bool, str]:
    """Replay ``record`` and compare every screen ``seat`` was shown; ``(ok, reason)``.

    ``ended``: the record must end the game (the host sends it only then); ``result``: the
    result the screen showed, which must be the replay's (a screen's digest holds the view,
    the legal actions and the events, not the result the page draws from the message).
    """
    total = len(record.actions)
    by_state: dict[int, list[Shown]] = {}
    for entry in shown:
        if not 0 <= entry.state_id <= total:
            return False, reason("shown.beyond", state=entry.state_id, total=total)
        by_state.setdefault(entry.state_id, []).append(entry)
    try:
        match = Match(record.game_id, record.seed, record.players, record.options)
    except Exception as exc:  # a hostile record must give a verdict, never a crash
        return False, reason("record.start", error=exc)
    events: tuple[Any, ...] = ()
    for state_id in range(total + 1):
        for entry in by_state.get(state_id, ()):
            try:
                if entry.kind == "welcome":
                    screen = welcome_screen(match, seat)
                else:
                    screen = update_screen(match, seat, () if entry.resync else events)
            except Exception:  # a seat the record's game has not: never a crash
                return False, reason("shown.differ", state=state_id, kind=entry.kind)
            if screen_digest(*screen) != entry.digest:
                return False, reason("shown.differ", state=state_id, kind=entry.kind)
        if state_id < total:
            actor, text = record.actions[state_id]
            try:
                events = match.act(actor, text, state_id)
            except Exception as exc:  # IllegalAction, or an engine choking on hostile input
                return False, reason("record.replay", n=state_id + 1, seat=actor, text=repr(text), error=exc)
    outcome = match.outcome()
    if ended and outcome is None:
        return False, reason("record.unfinished", total=total)
    replayed = None if outcome is None else (sorted(outcome.winners), outcome.side, outcome.reason)
    if result is not None and result != replayed:
        return False, reason("shown.outcome")
    return True, reason("verified", screens=len(shown), total=total)


def verify(record: Record, seat: Seat | None, received: Sequence[Shown]) -> bool:
    """Whether the record's seed and actions reproduce every screen ``seat`` received."""
    return verify_report(record, seat, received)[0]


# ---------------------------------------------------------------- what a guest keeps for the verdict


@dataclass
class Sent:
    """One action a guest sent, on the state it saw, and what became of it."""

    state_id: int
    text: str
    session: int
    """The connection it went out on (a guest's ``welcome`` count)."""
    refused: str = ""
    """The host's error code, if it refused this very action."""


@dataclass
class Draw:
    """One seed draw as a guest saw it (a player's own value, or what a spectator watched)."""

    number: int
    session: int
    """The connection the guest was on when the draw began."""
    peer: str | None = None
    """Our name in the draw (``None``: we watched, as a spectator)."""
    secret: bytes | None = None
    commits: dict[str, str] | None = None
    """Every commitment the host listed, once it did (before anyone revealed)."""
    revealed: int | None = None
    """The connection on which we revealed our value (``None``: we did not)."""
    over: int | None = None
    """The connection on which we learned the draw was over (a newer draw began, or the game)."""
    reason: tuple[int, str] | None = None
    """The public reason the host gave for abandoning it: (seat, what happened)."""


PARTIAL = "not fully checked"
"""How the reason of a verdict that left something unchecked begins (the host's list shows it)."""

UNCHECKED = ("seed_away", "moves_away", "screens_cut", "undos")
"""What a verdict can leave unchecked: the draw of the dice (it happened while we were not
there), moves made for our seat while we were away or a computer stood in, screens past the
most we keep, and undos the host granted (whether nothing hidden or random lay between the
move and its undo only the host could see; the record holds no taken-back move)."""


class Verdict(tuple[bool, str]):
    """A guest's verdict: ``(verified, reason)`` plus what was checked and what could not be.

    ``verified`` is true only when every check passed *and* nothing was left unchecked;
    ``failed`` when a check found the host's record wrong (``reason`` names the first
    difference).  Otherwise ``unchecked`` lists, as ``(what, count)``, what this guest
    could not check (:data:`UNCHECKED`), and the verdict is neither.
    """

    failed: bool
    unchecked: tuple[tuple[str, int], ...]
    draw: int
    """The draw the dice came from, as the host said (0: none)."""
    restarts: int
    """Draws abandoned after we revealed, each for a public reason."""
    moves: int
    """Our seat's moves in the record that we sent."""

    def __new__(
        cls,
        reason: str,
        *,
        failed: bool = False,
        unchecked: tuple[tuple[str, int], ...] = (),
        draw: int = 0,
        restarts: int = 0,
        moves: int = 0,
    ) -> Verdict:
        """Build a verdict; ``verified`` follows from ``failed`` and ``unchecked``."""
        self = super().__new__(cls, (not failed and not unchecked, reason))
        self.failed, self.unchecked = failed, unchecked
        self.draw, self.restarts, self.moves = draw, restarts, moves
        return self

    @property
    def verified(self) -> bool:
        """Everything was checked, and everything held."""
        return self[0]

    @property
    def reason(self) -> str:
        """The first difference (failed), or what was checked, in English."""
        return self[1]


def _watched(intervals: Sequence[tuple[int, int]], index: int) -> bool:
    """Whether the action at ``index`` happened while we watched our seat (from state index to index+1)."""
    return any(first <= index < last for first, last in intervals)


def check_moves(
    actions: Sequence[tuple[int, str]],
    seat: Seat | None,
    sent: Sequence[Sent],
    watched: Sequence[tuple[int, int]],
    session: int,
) -> tuple[str | None, int, int]:
    """Compare the record's moves of ``seat`` with the actions we sent: ``(problem, matched, away)``.

    Every move of our seat made while we watched it (``watched``: intervals of states we were
    shown one after the other, no computer standing in) must be an action we sent on that
    state; none we sent may be missing unless the host refused it or our connection broke
    before it answered; a move it refused must not be in the record.  ``away`` counts our
    seat's moves made while we were not watching (nobody can say who chose them).  The
    problem named is the first difference, in the order of the match.
    """
    if seat is None:
        return None, 0, 0
    problems: list[tuple[int, str]] = []
    by_state: dict[int, list[Sent]] = {}
    for entry in sent:
        by_state.setdefault(entry.state_id, []).append(entry)
    used: set[int] = set()
    matched = away = 0
    for index, (actor, text) in enumerate(actions):
        if actor != seat:
            continue
        ours = by_state.get(index, [])
        hit = next((s for s in ours if s.text == text and not s.refused), None)
        if hit is not None:
            used.add(id(hit))
            matched += 1
            continue
        refused = next((s for s in ours if s.text == text), None)
        if refused is not None:
            used.add(id(refused))
            problems.append(
                (
                    index,
                    reason("moves.refused", n=index + 1, text=repr(text), code=refused.refused),
                )
            )
        elif ours:
            problems.append(
                (index, reason("moves.other", n=index + 1, ours=repr(ours[0].text), text=repr(text)))
            )
            used.update(id(s) for s in ours)
        elif _watched(watched, index):
            problems.append((index, reason("moves.unsent", n=index + 1, text=repr(text))))
        else:
            away += 1
    for entry in sent:
        if id(entry) in used or entry.refused or entry.session != session:
            continue
        if entry.state_id < len(actions) and actions[entry.state_id][0] == seat:
            continue  # already named: another move of ours stands at that state
        problems.append((entry.state_id, reason("moves.lost", text=repr(entry.text), state=entry.state_id)))
    if problems:
        return min(problems)[1], matched, away
    return None, matched, away


def check_draws(
    draws: Sequence[Draw],
    final: int,
    seed: int,
    reveals: Mapping[str, str],
    start: int | None,
) -> tuple[str | None, bool, int]:
    """Check the dice: ``(problem, checked, restarts)``.

    ``final`` is the draw the host says the seed came from; ``start`` the draw we saw end in
    the game's start (``-1`` if we saw the game start without one we took part in, ``None``
    if we did not see the start).  Every draw we revealed in, other than the final one, must
    have ended for a public reason (the host announced it, or our own connection broke).
    ``checked`` is false when the final draw is one we did not take part in (it happened
    while we were not there).
    """
    restarts = 0
    for draw in draws:
        if draw.revealed is None or draw.number == final:
            continue
        if draw.reason is None and draw.over == draw.revealed:
            return (
                reason("draws.silent", n=draw.number),
                False,
                0,
            )
        restarts += 1
    if start == -1:
        return reason("draws.none"), False, 0
    if start is not None and start != final:
        return (
            reason("draws.later", final=final, start=start),
            False,
            0,
        )
    used = next((d for d in draws if d.number == final and d.commits is not None), None)
    if used is None or used.commits is None:
        return None, False, restarts
    if used.peer is not None and used.revealed is None:
        return reason("draws.absent", final=final), False, 0
    own = (used.peer, used.secret) if used.peer is not None and used.secret is not None else None
    problem = check_seed(seed, final, used.commits, reveals, own)
    return problem, problem is None, restarts
