"""Commitments: bind, hide, and hold only in the context they were made in."""

from __future__ import annotations

import json
import random

import pytest

from pharaoh.fair.commit import CommitmentBook, Context, check_opening, commit, digest_of, verify
from pharaoh.fair.errors import CommitmentMismatch, MalformedMessage, ReplayedCommitment


def test_an_opening_holds_for_its_value_only() -> None:
    ctx = Context("m", 1, "obstacle", 0)
    digest, salt = commit(ctx, b"papyrus-3")
    check_opening(ctx, b"papyrus-3", salt, digest)
    with pytest.raises(CommitmentMismatch) as caught:
        check_opening(ctx, b"papyrus-4", salt, digest)
    assert caught.value.suspects == (1,)
    assert not verify(ctx, b"papyrus-3", bytes(16), digest)


@pytest.mark.parametrize(
    "other",
    [
        Context("m2", 1, "die", 4),
        Context("m", 0, "die", 4),
        Context("m", 1, "square", 4),
        Context("m", 1, "die", 5),
    ],
)
def test_an_opening_fails_in_any_other_context(other: Context) -> None:
    ctx = Context("m", 1, "die", 4)
    digest, salt = commit(ctx, b"\x05")
    assert verify(ctx, b"\x05", salt, digest)
    assert not verify(other, b"\x05", salt, digest)
    with pytest.raises(CommitmentMismatch):
        check_opening(other, b"\x05", salt, digest)


def test_the_same_value_twice_gives_unrelated_digests() -> None:
    ctx = Context("m", 0, "die", 0)
    assert commit(ctx, b"\x01")[0] != commit(ctx, b"\x01")[0]  # fresh salt each time
    salt = bytes(16)
    assert digest_of(ctx, salt, b"\x01") != digest_of(Context("m", 0, "die", 1), salt, b"\x01")


def test_context_fields_cannot_be_confused() -> None:
    salt = bytes(16)
    assert digest_of(Context("a", 1, "b", 23), salt, b"") != digest_of(Context("a", 12, "b", 3), salt, b"")
    assert digest_of(Context("ab", 1, "c", 0), salt, b"") != digest_of(Context("a", 1, "bc", 0), salt, b"")


@pytest.mark.parametrize(
    "fields",
    [
        ("", 0, "die", 0),
        ("m", -1, "die", 0),
        ("m", 0, "", 0),
        ("m", 0, "die", True),
        ("m", 0, "x" * 65, 0),
        ("m\0", 0, "die", 0),
        ("m", 0, "die", 1 << 40),
    ],
)
def test_bad_contexts_are_refused(fields: tuple[object, ...]) -> None:
    with pytest.raises(MalformedMessage):
        Context(*fields)  # type: ignore[arg-type]


def test_the_book_refuses_a_copied_commitment_before_any_opening() -> None:
    # The classic dice attack: seat 1 copies seat 0's commitment and later opens it with
    # seat 0's value, making the sum of the two shares 0.
    digest, _ = commit(Context("m", 0, "die", 0), b"\x03")
    book = CommitmentBook().record(Context("m", 0, "die", 0), digest)
    with pytest.raises(ReplayedCommitment) as caught:
        book.record(Context("m", 1, "die", 0), digest)
    assert caught.value.suspects == (1,)


def test_the_book_refuses_a_replay_from_another_round() -> None:
    first, _ = commit(Context("m", 1, "die", 0), b"\x03")
    book = CommitmentBook().record(Context("m", 1, "die", 0), first)
    with pytest.raises(ReplayedCommitment):
        book.record(Context("m", 1, "die", 1), first)
    with pytest.raises(ReplayedCommitment):  # counters run 0, 1, 2 ... per seat and purpose
        book.record(Context("m", 1, "die", 2), commit(Context("m", 1, "die", 2), b"\x01")[0])
    with pytest.raises(MalformedMessage):
        book.record(Context("m", 1, "die", 1), "not hex")
    book = book.record(Context("m", 1, "die", 1), commit(Context("m", 1, "die", 1), b"\x01")[0])
    book = book.record(Context("m", 1, "square", 0), commit(Context("m", 1, "square", 0), b"\x01")[0])
    again = CommitmentBook.from_json(json.loads(json.dumps(book.to_json())))
    assert again == book


def test_a_tampered_book_is_refused() -> None:
    digest, _ = commit(Context("m", 0, "die", 0), b"")
    row = [digest, "m", 0, "die", 0]
    cases: list[tuple[object, type[Exception]]] = [
        ([row, row], ReplayedCommitment),
        ([[digest, "m", 0, "die", 1]], ReplayedCommitment),
        ([row[:4]], MalformedMessage),
        ("x", MalformedMessage),
        ([[5, "m", 0, "die", 0]], MalformedMessage),
        ([[digest, "m", "0", "die", 0]], MalformedMessage),
    ]
    for bad, error in cases:
        with pytest.raises(error):
            CommitmentBook.from_json(bad)


def test_random_openings_bind() -> None:
    rng = random.Random(11)
    for _ in range(300):
        ctx = Context("m", rng.randrange(5), "square", rng.randrange(100))
        value = rng.randbytes(rng.randrange(0, 40))
        digest, salt = commit(ctx, value, rng.randbytes)
        assert verify(ctx, value, salt, digest)
        flipped = bytearray(value + b"\0")
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        assert not verify(ctx, bytes(flipped), salt, digest)
