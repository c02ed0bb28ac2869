"""Checks a recording of every data-channel message a guest received against the engine.

The recording is made in the guest's page, below the app (``e2e/remote_record.py``), so
it shows what really crossed the wire.  :func:`check_guest` replays the match record (its
seed and actions, from the ``verify`` message or the host's stored room) through
:class:`~pharaoh.engine.match.Match` and :mod:`pharaoh.net.screens`, and for every
``welcome`` and ``update`` the guest got compares, screen by screen, the view, the legal
actions, the events, who is to act and the outcome with what the engine gives that seat.

Independently of that comparison it looks for secrets of other seats: events whose
audience leaves the seat out must only arrive redacted, and each game names the parts of
a view that seat must never hold (:data:`SECRET_CHECKS`).  Pure standard library plus the
engines: usable from the e2e tests and from CPython unit tests alike.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from pharaoh.engine.game import Event, Seat
from pharaoh.engine.match import Match, Record
from pharaoh.net.screens import update_screen, welcome_screen

SecretCheck = Callable[[dict[str, Any], Seat | None, Any], list[str]]
"""``(message, seat, full state) -> problems``: a game's own list of what a seat must not hold."""


@dataclass
class Report:
    """What the check of one guest's recording found."""

    seat: Seat | None
    screens: int = 0
    """How many ``welcome``/``update`` messages were compared with the replay."""
    messages: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when nothing was wrong."""
        return not self.problems

    def summary(self) -> str:
        """One line for the test output."""
        verdict = "ok" if self.ok else f"{len(self.problems)} problems, first: {self.problems[0]}"
        return f"seat {self.seat}: {self.messages} messages, {self.screens} screens replayed: {verdict}"


def _plain(value: Any) -> Any:
    """JSON round trip: tuples become lists, exactly as a message carries them."""
    return json.loads(json.dumps(value))


def parse_all(messages: Sequence[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """Parse raw message texts; returns the objects and a problem for each one that is not a JSON object."""
    parsed: list[dict[str, Any]] = []
    problems: list[str] = []
    for i, raw in enumerate(messages):
        try:
            value = json.loads(raw)
        except ValueError:
            problems.append(f"message {i} is not JSON: {raw[:80]!r}")
            continue
        if not isinstance(value, dict):
            problems.append(f"message {i} is not a JSON object")
            continue
        parsed.append(value)
    return parsed, problems


def record_from_verify(messages: Sequence[str]) -> Record | None:
    """The match record of the last ``verify`` message in a recording (``None`` if there is none)."""
    parsed, _ = parse_all(messages)
    found = [m for m in parsed if m.get("type") == "verify"]
    if not found:
        return None
    data = found[-1]["record"]
    return Record(
        data["game"],
        data["seed"],
        data["players"],
        dict(data["options"]),
        tuple((int(seat), str(text)) for seat, text in data["actions"]),
    )


def _secret_events(events: Sequence[Event], seat: Seat | None) -> set[str]:
    """The events ``seat`` may only see redacted (or not at all), as their unredacted JSON."""
    out = set()
    for event in events:
        if event.audience is None or (seat is not None and seat in event.audience):
            continue
        data = _plain(dict(event.data))
        if event.redacted is not None and _plain(dict(event.redacted)) == data:
            continue  # the redacted form says the same: nothing to hide
        out.add(json.dumps({"kind": event.kind, "data": data}, sort_keys=True))
    return out


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)


def _lists(value: Any) -> Iterator[list[Any]]:
    if isinstance(value, list):
        yield value
        for item in value:
            yield from _lists(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _lists(item)


def _mummy_curse(message: dict[str, Any], seat: Seat | None, state: Any) -> list[str]:
    """An explorer never holds another explorer's cards; the mummy and spectators no explorer's square."""
    from pharaoh.games.mummy_curse.cards import CARD_NAMES

    problems = []
    view = message.get("view") or {}
    explorer = seat is not None and 0 < seat < state.players
    if not explorer:
        where = [p.get("pawn") for p in view.get("pawns", []) if p.get("cell") is not None]
        if where:
            problems.append(f"seat {seat} (no explorer) was shown the square of pawns {where}")
        if (view.get("dice") or {}).get("faces") is not None:
            problems.append(f"seat {seat} (no explorer) was shown the explorers' rolled faces")
    for hand in view.get("hands", []):
        if hand.get("seat") != seat and hand.get("cards") is not None:
            problems.append(f"seat {seat} was shown the cards of seat {hand.get('seat')}")
    held = {CARD_NAMES[c] for h, hand in enumerate(state.hands) if h + 1 != seat for c in hand}
    named = held & set(_strings({"view": view, "events": message.get("events")}))
    if named:
        problems.append(f"seat {seat} received the names of cards other explorers hold: {sorted(named)}")
    return problems


def _valley_kings(message: dict[str, Any], seat: Seat | None, state: Any) -> list[str]:
    """Never the opponent's hand, papyrus or face-down cards; never the order of the deck."""
    from pharaoh.games.valley_kings.cards import ID
    from pharaoh.games.valley_kings.effects import camp_has

    problems = []
    view = message.get("view") or {}
    others = [p for p in (0, 1) if p != seat]
    for p in others:
        player = (view.get("players") or [{}, {}])[p]
        for key in ("hand", "papyrus"):
            if player.get(key) is not None:
                problems.append(f"seat {seat} was shown the {key} of seat {p}")
        table = view.get("table")
        if table and not table.get("revealed") and table["hidden"][p].get("cards") is not None:
            problems.append(f"seat {seat} was shown the face-down cards of seat {p}")
    if "deck" in view:
        problems.append(f"seat {seat} was sent the deck itself")
    if len(state.deck) >= 8:
        top = [ID[c] for c in reversed(state.deck[-4:])]
        for found in _lists({"view": view, "events": message.get("events")}):
            for run in (top, top[::-1]):
                if any(found[i : i + 4] == run for i in range(len(found) - 3)):
                    problems.append(f"seat {seat} received the next four cards of the deck in order: {run}")
    if view.get("next_tomb") is not None and (seat is None or not camp_has(state.sides[seat], "see_tomb")):
        problems.append(f"seat {seat} was shown the next tomb without the card that allows it")
    return problems


SECRET_CHECKS: dict[str, SecretCheck] = {"mummy_curse": _mummy_curse, "valley_kings": _valley_kings}
"""Per game, what a seat's messages must never hold (beyond the engine's event audiences)."""


def _compare(report: Report, where: str, message: dict[str, Any], match: Match, screen: Any) -> None:
    view, legal, events = (_plain(part) for part in screen)
    got_events = [{"kind": e.get("kind"), "data": e.get("data")} for e in message.get("events") or []]
    for name, got, want in (
        ("view", message.get("view"), view),
        ("legal actions", message.get("legal"), legal),
        ("events", got_events, events),
        ("seats to act", message.get("to_act"), list(match.to_act())),
    ):
        if got != want:
            report.problems.append(f"{where}: the {name} differ from the engine's for seat {report.seat}")
    outcome = match.outcome()
    want_outcome = (
        None
        if outcome is None
        else {"winners": sorted(outcome.winners), "side": outcome.side, "reason": outcome.reason}
    )
    if message.get("outcome") != want_outcome:
        report.problems.append(f"{where}: the outcome differs from the engine's")


def check_guest(record: Record, seat: Seat | None, messages: Sequence[str]) -> Report:
    """Compare every screen in a guest's recording with the replay of ``record`` for ``seat``; find leaks."""
    report = Report(seat, messages=len(messages))
    parsed, report.problems = parse_all(messages)
    total = len(record.actions)
    by_state: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    last = -1
    for i, message in enumerate(parsed):
        if message.get("type") not in ("welcome", "update"):
            continue
        state_id = message.get("state_id")
        if not isinstance(state_id, int) or not 0 <= state_id <= total:
            report.problems.append(f"message {i}: state {state_id!r} is not in a record of {total} actions")
            continue
        if state_id < last:
            report.problems.append(f"message {i}: state {state_id} arrived after state {last}")
        last = max(last, state_id)
        by_state.setdefault(state_id, []).append((i, message))
    secrets = SECRET_CHECKS.get(record.game_id)
    match = Match(record.game_id, record.seed, record.players, record.options)
    events: Sequence[Event] = ()
    for state_id in range(total + 1):
        for i, message in by_state.get(state_id, ()):
            where = f"message {i} ({message['type']} at state {state_id})"
            if message["type"] == "welcome":
                if message.get("view") is None:
                    if state_id != 0 or message.get("phase") not in ("lobby", "seeding"):
                        report.problems.append(f"{where}: no view, though the game had started")
                    continue
                screen = welcome_screen(match, seat)
                hidden = _secret_events(match.log, seat)
            else:
                shown = () if message.get("resync") else events
                screen = update_screen(match, seat, shown)
                hidden = _secret_events(shown, seat)
            report.screens += 1
            _compare(report, where, message, match, screen)
            for event in message.get("events") or []:
                text = json.dumps({"kind": event.get("kind"), "data": event.get("data")}, sort_keys=True)
                if text in hidden:
                    report.problems.append(
                        f"{where}: an event meant for other seats arrived unredacted: {text}"
                    )
            if secrets is not None:
                report.problems += [f"{where}: {p}" for p in secrets(message, seat, match.state)]
        if state_id < total:
            actor, text = record.actions[state_id]
            try:
                events = match.act(actor, text, state_id)
            except Exception as exc:  # the record itself is bad: say so, check nothing more
                report.problems.append(f"action {state_id + 1} ({actor}: {text!r}) does not replay: {exc}")
                return report
    if not report.screens:
        report.problems.append("the recording holds no screen at all")
    return report
