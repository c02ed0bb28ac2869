"""The named faults of the peek-proof protocols.

Every fault is a :class:`FairPlayError`.  ``suspects`` holds the seats that may have
caused it: one seat when the fault proves who cheated (a false opening, a bad message,
an audit finding), several when a check during play fails and only the end-of-match
audit can tell which of them lied (e.g. a card whose keys do not decrypt it).

>>> err = FalseKey("seat 1 handed over a false key", suspects=(1,), position=4)
>>> isinstance(err, CheatDetected), err.suspects, err.position
(True, (1,), 4)
"""

from __future__ import annotations

from collections.abc import Iterable


class FairPlayError(ValueError):
    """A message, opening or transcript that an honest seat would never produce."""

    def __init__(self, message: str, *, suspects: Iterable[int] = (), position: int | None = None) -> None:
        super().__init__(message)
        self.suspects: tuple[int, ...] = tuple(sorted(set(suspects)))
        """The seats that may have caused the fault, in seat order."""
        self.position = position
        """The deck position concerned, if any."""


class MalformedMessage(FairPlayError):  # noqa: N818 - named for what was caught
    """A message that is not of the expected shape: unknown or missing field, bad hex, too long."""


class UnexpectedMessage(FairPlayError):  # noqa: N818 - named for what was caught
    """A well-formed message at the wrong time, from the wrong seat, or for another match or seat."""


class NotInGroup(FairPlayError):  # noqa: N818 - named for what was caught
    """A ciphertext or key outside the group (e.g. a quadratic non-residue, 0, 1 or >= p)."""


class WrongCount(FairPlayError):  # noqa: N818 - named for what was caught
    """A deck with cards dropped or added."""


class DuplicateCard(FairPlayError):  # noqa: N818 - named for what was caught
    """The same ciphertext (or decrypted card) twice in one deck."""


class MissingKey(FairPlayError):  # noqa: N818 - named for what was caught
    """A card cannot be opened yet: some seat has not handed over its key for it."""


class CommitmentError(FairPlayError):
    """A commitment that does not hold."""


class CommitmentMismatch(CommitmentError):  # noqa: N818 - named for what was caught
    """An opening (salt and value) that does not match the commitment in its context."""


class ReplayedCommitment(CommitmentError):  # noqa: N818 - named for what was caught
    """A commitment seen before (in this context or another), or out of its counter's order."""


class CheatDetected(FairPlayError):  # noqa: N818 - named for what was caught
    """A check on the cards themselves failed: some seat encrypted, shuffled or keyed falsely."""


class BadKey(CheatDetected):
    """The keys handed over for a card decrypt it to no card of its pile, or to a card seen elsewhere."""


class ShuffleCheat(CheatDetected):
    """The audit found a shuffle pass that is not a permutation of its input under the seat's key."""


class LockCheat(CheatDetected):
    """The audit found a per-card re-encryption that does not match the seat's revealed keys."""


class FalseKey(CheatDetected):
    """The audit found a card key handed over during play that differs from the seat's real one."""


class MissingReveal(FairPlayError):  # noqa: N818 - named for what was caught
    """The audit cannot run: some seat has not opened its key seed (a refusal is a visible fault)."""
