"""A seat's deal in the match's save: to JSON and back, checked like a peer's messages.

The save holds the seat's own seed and salt (its secrets: the save stays with the
seat), the public transcript, the keys handed to it, the cards it opened, and the
openings received at the end.  Reading a save replays every part through the checks a
peer's messages go through, so a damaged or edited save raises a
:class:`~pharaoh.fair.errors.FairPlayError` instead of giving a seat a false deck.

>>> from pharaoh.fair.group import Group
>>> g = Group("doc", 1019)
>>> a = DeckPlayer.new(g, "demo", "m1", 0, seat=0, players=2, piles=(3,), seed=bytes(32))
>>> a, _ = a.step()
>>> deal_from_json(deal_to_json(a), {g.name: g}) == a
True
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import replace
from typing import Any

from pharaoh.fair.commit import is_digest
from pharaoh.fair.deck import MAX_SEATS, VERSION, DeckPlayer
from pharaoh.fair.errors import MalformedMessage
from pharaoh.fair.group import GROUPS, MAX_CARDS, Group
from pharaoh.fair.jobs import drain
from pharaoh.fair.keys import SEED_BYTES
from pharaoh.fair.wire import bytes_from_hex, small_int, to_hex

_FIELDS = frozenset(
    {
        "v",
        "group",
        "label",
        "match",
        "round",
        "seat",
        "players",
        "piles",
        "seed",
        "salt",
        "commits",
        "shuffles",
        "locks",
        "keys",
        "given",
        "known",
        "openings",
    }
)


def deal_to_json(player: DeckPlayer) -> dict[str, Any]:
    """The player as a JSON-compatible dict."""
    return {
        "v": VERSION,
        "group": player.group.name,
        "label": player.label,
        "match": player.match,
        "round": player.round,
        "seat": player.seat,
        "players": player.players,
        "piles": list(player.piles),
        "seed": player.seed.hex(),
        "salt": player.salt.hex(),
        "commits": list(player.commits),
        "shuffles": [[to_hex(x) for x in deck] for deck in player.shuffles],
        "locks": [[to_hex(x) for x in deck] for deck in player.locks],
        "keys": [
            [pos, s, to_hex(k)] for pos, held in sorted(player.keys.items()) for s, k in sorted(held.items())
        ],
        "given": [[pos, to] for pos, to in player.given],
        "known": [[pos, card] for pos, card in sorted(player.known.items())],
        "openings": [
            [s, seed.hex(), (player.salt if s == player.seat else player.salts[s]).hex()]
            for s, seed in sorted(player.seeds.items())
        ],
    }


def deal_from_json(data: object, groups: Mapping[str, Group] = GROUPS) -> DeckPlayer:
    """Rebuild a player saved by :func:`deal_to_json`; raises a FairPlayError on anything wrong."""
    return drain(deal_from_json_steps(data, groups))


def deal_from_json_steps(
    data: object, groups: Mapping[str, Group] = GROUPS
) -> Generator[None, None, DeckPlayer]:
    """:func:`deal_from_json` in steps (it yields after each card checked and each key or opening)."""
    if (
        not isinstance(data, dict)
        or set(data) != _FIELDS
        or type(data["v"]) is not int
        or data["v"] != VERSION
    ):
        raise MalformedMessage("not a saved deal")
    group = groups.get(data["group"]) if isinstance(data["group"], str) else None
    piles = data["piles"]
    if group is None or not isinstance(piles, list) or not all(type(n) is int for n in piles):
        raise MalformedMessage("saved deal: unknown group or bad piles")
    if not all(isinstance(data[k], str) for k in ("label", "match")) or type(data["round"]) is not int:
        raise MalformedMessage("saved deal: bad names")
    me = data["seat"]
    if type(me) is not int:
        raise MalformedMessage("saved deal: bad seat")
    try:
        player = DeckPlayer.new(
            group,
            data["label"],
            data["match"],
            data["round"],
            seat=me,
            players=data["players"],
            piles=tuple(piles),
            seed=bytes_from_hex(data["seed"], SEED_BYTES, "seed", me),
            entropy=lambda n: bytes_from_hex(data["salt"], n, "salt", me),
        )
    except (TypeError, ValueError) as err:
        raise MalformedMessage(f"saved deal: {err}") from err
    # The transcript goes through the same checks as a peer's messages.
    commits, shuffles, locks = data["commits"], data["shuffles"], data["locks"]
    if not all(isinstance(x, list) for x in (commits, shuffles, locks)) or not (
        len(commits) == len(shuffles) <= player.players
        and len(locks) < player.players
        and (not locks or len(shuffles) == player.players)
    ):
        raise MalformedMessage("saved deal: bad transcript")
    for s, (commit, deck) in enumerate(zip(commits, shuffles, strict=True)):
        if s == me and commit != player.commitment():
            raise MalformedMessage("saved deal: own commitment does not match the seed")
        if not is_digest(commit) or commit in player.commits:
            raise MalformedMessage("saved deal: bad commitment")
        cards: list[int] = []
        yield from player.deck_steps(s, deck, cards)
        player = replace(player, commits=(*player.commits, commit), shuffles=(*player.shuffles, tuple(cards)))
    for s, deck in enumerate(locks):
        cards = []
        yield from player.deck_steps(s, deck, cards)
        player = replace(player, locks=(*player.locks, tuple(cards)))
    header = {"v": VERSION, "match": player.match, "label": player.label, "round": player.round}
    for pos, s, key in _rows(data["keys"], 3):
        if s == me:
            raise MalformedMessage("saved deal: a key from oneself")
        player = player.receive_only(header | {"kind": "key", "seat": s, "pos": pos, "to": me, "key": key})
        yield
    given: list[tuple[int, int | None]] = []
    for pos, to in _rows(data["given"], 2):
        small_int(pos, player.size, "position", me)
        if to is not None:
            small_int(to, player.players, "seat", me)
        given.append((pos, to))
    known = {
        small_int(pos, player.size, "position", me): small_int(card, player.size, "card", me)
        for pos, card in _rows(data["known"], 2)
    }
    for s, seed, salt in _rows(data["openings"], 3):
        if s == me:
            if seed != player.seed.hex() or salt != player.salt.hex():
                raise MalformedMessage("saved deal: own opening does not match the seed")
            player = replace(player, seeds={**player.seeds, me: player.seed})
        else:
            player = player.receive_only(header | {"kind": "reveal", "seat": s, "seed": seed, "salt": salt})
        yield
    return replace(player, given=tuple(given), known=known)


def _rows(value: object, width: int) -> list[list[Any]]:
    if (
        not isinstance(value, list)
        or len(value) > MAX_CARDS * MAX_SEATS
        or not all(isinstance(row, list) and len(row) == width for row in value)
    ):
        raise MalformedMessage("saved deal: bad table")
    return value
