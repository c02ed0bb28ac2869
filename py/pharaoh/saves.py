"""Save files: a match record as JSON, validated by pydantic and replayed through the engine.

A save holds what rebuilds the match exactly (game, seed, players, options, actions),
who sat where (seat kinds, names, bots), when it was made, and a checksum of the record and
of who plays each seat (:func:`pharaoh.savefile.save_checksum`; save version 1 covered the
record only, and is read from the page's own storage alone).
Loading validates the text first (size, JSON, every field's type and bounds), then checks
the checksum, then replays every action through the engine; any problem raises
:class:`SaveError` with a plain reason, and nothing is loaded.

>>> from pharaoh.engine.match import Record
>>> load_save('{"format": "pharaoh-save"')  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pharaoh.saves.SaveError: the file is not valid JSON (cut off or damaged?): EOF while parsing an object...
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from pharaoh.engine.bot import bot_factories
from pharaoh.engine.match import Match, Record
from pharaoh.engine.registry import game_ids, game_info
from pharaoh.net.messages import (
    MAX_SEATS,
    GameId,
    Name,
    Notation,
    Options,
    Players,
    Seat,
    SeatKind,
    SeedValue,
)
from pharaoh.net.reasons import reason
from pharaoh.savefile import now_utc, save_body, save_checksum
from pharaoh.savefile import record_digest as _record_json_digest

MAX_SAVE_BYTES = 8 * 1024 * 1024
"""The largest save file accepted."""
MAX_STORED_ACTIONS = 200_000
"""The longest action list a save file (or a stored room) may hold."""

BotName = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,31}$")]
"""The name of a computer player, as in a game's ``BOTS``."""
Timestamp = Annotated[str, StringConstraints(pattern=r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")]
"""A UTC time like ``2025-11-22T14:05:00Z``."""
Checksum = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{16}$")]
""":func:`~pharaoh.savefile.save_checksum` (save version 1: ``Match.digest()`` of the record)."""


class SaveError(ValueError):
    """A save file (or stored match) that cannot be loaded; the message says why."""


@dataclass(frozen=True)
class SeatPlan:
    """Who plays a seat: kind, display name, and for a computer seat which bot."""

    kind: SeatKind
    name: str
    bot: str | None = None


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SeatData(_Model):
    """One seat in a save file."""

    kind: SeatKind
    name: Name
    bot: BotName | None = None


class SaveFile(_Model):
    """The JSON body of a save file."""

    format: Literal["pharaoh-save"]
    version: Literal[1, 2]
    game: GameId
    seed: SeedValue
    players: Players
    options: Options
    seats: Annotated[list[SeatData], Field(max_length=MAX_SEATS)]
    actions: Annotated[list[tuple[Seat, Notation]], Field(max_length=MAX_STORED_ACTIONS)]
    created: Timestamp
    checksum: Checksum


@dataclass(frozen=True)
class Loaded:
    """A loaded save: the rebuilt match, its seats and when it was saved."""

    match: Match
    seats: tuple[SeatPlan, ...]
    created: str


def describe_validation(exc: ValidationError, what: str) -> str:
    """Describe the first problem of a pydantic error in plain words (``what``: "the file", ...)."""
    err = exc.errors(include_url=False)[0]
    if err["type"] == "json_invalid":
        return (
            f"{what} is not valid JSON (cut off or damaged?): {err.get('ctx', {}).get('error', err['msg'])}"
        )
    where = ".".join(str(part) for part in err["loc"])
    if not where:
        return f"{what} does not hold a JSON object"
    if err["type"] == "missing":
        return f"{what} lacks the field {where!r}"
    if err["type"] == "extra_forbidden":
        return f"{what} has an unknown field {where!r}"
    return f"{what}: field {where!r}: {err['msg']}"


def check_seats(game_id: str, players: int, seats: Sequence[SeatPlan]) -> None:
    """Raise :class:`SaveError` unless the seat list fits the game and the player count.

    The reason is an English template of :mod:`pharaoh.net.problems` (``plan.*``), so the page
    can show it in its own language.
    """
    if game_id not in game_ids():
        raise SaveError(reason("plan.game", game=repr(game_id)))
    info = game_info(game_id)
    if not info.min_players <= players <= info.max_players:
        raise SaveError(
            reason("plan.players", game=info.id, low=info.min_players, high=info.max_players, players=players)
        )
    if len(seats) != players:
        raise SaveError(reason("plan.seats", players=players, seats=len(seats)))
    bots = bot_factories(game_id)
    for i, seat in enumerate(seats):
        if seat.kind == "computer" and seat.bot not in bots:
            raise SaveError(
                reason("plan.no_bot", seat=i, bot=repr(seat.bot), game=game_id, known=", ".join(bots))
            )
        if seat.kind != "computer" and seat.bot is not None:
            raise SaveError(reason("plan.bot_named", seat=i, kind=seat.kind))


def replay_record(record: Record) -> Match:
    """Rebuild a match action by action; raises :class:`SaveError` naming the first action that fails."""
    if record.game_id not in game_ids():
        raise SaveError(f"unknown game {record.game_id!r}")
    try:
        match = Match(record.game_id, record.seed, record.players, record.options)
    except Exception as exc:  # the engine refusing the options or player count
        raise SaveError(f"the game cannot start with these settings: {exc}") from None
    for i, (seat, text) in enumerate(record.actions):
        try:
            match.act(seat, text, i)
        except Exception as exc:  # IllegalAction, or an engine choking on hostile input
            total = len(record.actions)
            why = reason("plan.illegal", n=i + 1, total=total, seat=seat, text=repr(text), error=exc)
            raise SaveError(why) from None
    return match


def record_digest(record: Record) -> str:
    """Return the record's checksum, the same as ``Match.digest()`` of the match it rebuilds."""
    return _record_json_digest(record.to_json())


def save_text(match: Match, seats: Sequence[SeatPlan], created: str | None = None) -> str:
    """Write a save file for ``match`` (validated before it is written, so it always loads)."""
    check_seats(match.game_id, match.players, seats)
    rows = [{"kind": s.kind, "name": s.name, "bot": s.bot} for s in seats]
    # validated as it will be read (JSON, strict), so what is written always loads
    body = SaveFile.model_validate_json(json.dumps(save_body(match, rows, created or now_utc())))
    return body.model_dump_json(indent=1)


OLD_VERSION = (
    "the file was saved by an older version of the page (save version 1), whose checksum does not "
    "cover who plays each seat; only the page's own stored games of that version are still opened"
)
"""Why a version-1 save file is refused (its seats could be changed by hand unseen)."""


def load_save(raw: str | bytes, *, stored: bool = False) -> Loaded:
    """Validate and replay a save file; raises :class:`SaveError` with a clear reason.

    ``stored``: the text comes from the page's own storage, where a game of save version 1
    (written before version 2 covered the seats) is still opened, so nobody's running game
    is lost when the page is updated; a version-1 *file* is refused (:data:`OLD_VERSION`).
    """
    if not isinstance(raw, str | bytes):
        raise SaveError(f"a save file is text, not {type(raw).__name__}")
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is too big for a save ({len(raw)} bytes; the limit is {MAX_SAVE_BYTES})")
    try:
        body = SaveFile.model_validate_json(raw)
    except ValidationError as exc:
        raise SaveError(describe_validation(exc, "the file")) from None
    try:
        dt.datetime.strptime(body.created, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise SaveError(f"the file's date {body.created!r} does not exist") from None
    seats = tuple(SeatPlan(s.kind, s.name, s.bot) for s in body.seats)
    check_seats(body.game, body.players, seats)
    for i, (seat, _) in enumerate(body.actions):
        if seat >= body.players:
            raise SaveError(f"action {i + 1} is played by seat {seat}, but there are {body.players} seats")
    record = Record(body.game, body.seed, body.players, dict(body.options), tuple(body.actions))
    if body.version == 1 and not stored:
        raise SaveError(OLD_VERSION)
    rows = [{"kind": s.kind, "bot": s.bot} for s in body.seats]
    expected = record_digest(record) if body.version == 1 else save_checksum(record.to_json(), rows)
    if expected != body.checksum:
        raise SaveError("the file was changed after it was saved (its checksum does not match)")
    legacy = game_info(body.game).legacy_options.get(body.version, {})
    if legacy:  # the rules it was played under: the same actions, the same game
        record = Record(body.game, body.seed, body.players, {**legacy, **body.options}, record.actions)
    return Loaded(replay_record(record), seats, body.created)
