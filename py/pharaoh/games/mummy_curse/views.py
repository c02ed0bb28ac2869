"""What each seat may see, and full states rebuilt from a view for computer players.

Explorers see the whole board (the mummy and every pawn), the dice and their own cards.
The mummy's seat and spectators see the public part only: the mummy, the number of dice
set aside, each announced face, the colours on the backs of the cards in every hand, the
laid cards, captures, ankhs, and for every pawn the squares it may be on (``possible``:
what a careful mummy deduces from all that) with the faces announced since it was last
seen.
"""

from __future__ import annotations

import random

from pharaoh.engine.game import Seat, View
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse.board import CELL_NAMES, DUNGEON, START, bits, cell_at, mask_of, names
from pharaoh.games.mummy_curse.cards import (
    ARROW,
    CARD_NAMES,
    CARDS_OF_COLOUR,
    COLOURS,
    EXPLORER_DICE,
    EXPLORER_FACES,
    PAWN_COLOURS,
    card_at,
    colour_counts,
    mummy_target,
)
from pharaoh.games.mummy_curse.rules import outcome, to_act
from pharaoh.games.mummy_curse.state import (
    LOST,
    MUMMY_SEAT,
    NO_RESULT,
    OUT,
    PHASE_NAMES,
    RESULT_NAMES,
    State,
    pawn_count,
    pawns_of,
    seat_of,
)

_FACE_NAMES = ("skip", *EXPLORER_FACES)
_FACE_OF = _FACE_NAMES.__getitem__
_CARD_OF = CARD_NAMES.__getitem__


def face_name(face: int) -> str:
    """A face as views and events show it: "1".."4", "arrow", or "skip" (0) in trails."""
    return _FACE_NAMES[face]


def face_of(name: str) -> int:
    """Inverse of :func:`face_name`."""
    return _FACE_NAMES.index(name)


_COLOURS_OF_HAND: dict[tuple[int, ...], tuple[tuple[str, int], ...]] = {}


def _hand_colours(hand: tuple[int, ...]) -> dict[str, int]:
    known = _COLOURS_OF_HAND.get(hand)
    if known is None:
        counts = colour_counts(hand)
        if len(_COLOURS_OF_HAND) >= 4096:  # hands repeat: keep a small memo
            _COLOURS_OF_HAND.clear()
        known = _COLOURS_OF_HAND[hand] = tuple((COLOURS[k], counts[k]) for k in range(len(COLOURS)))
    return dict(known)


_PAWN_SEATS = {
    players: tuple(seat_of(players, p) for p in range(pawn_count(players))) for players in range(2, 6)
}
_HAND_PAWNS = {
    players: tuple(pawns_of(players, h + 1) for h in range(players - 1)) for players in range(2, 6)
}


def view(state: State, seat: Seat | None) -> View:
    """Exactly what ``seat`` may know of ``state`` (``None``: a spectator, public part only)."""
    players = state.players
    explorer = seat is not None and 0 < seat < players
    role = "explorer" if explorer else "mummy" if seat == MUMMY_SEAT else "spectator"
    result = outcome(state)
    seats = _PAWN_SEATS.get(players) or tuple(seat_of(players, p) for p in range(len(state.cells)))
    seen_at = state.seen
    ankhs = state.ankhs
    beliefs = state.beliefs
    trails = state.trails
    pawns = [
        {
            "pawn": p,
            "seat": seats[p],
            "colour": PAWN_COLOURS[p],
            "ankhs": ankhs[p],
            "out": cell == OUT,
            "cell": CELL_NAMES[cell] if explorer and cell != OUT else None,
            "possible": names(beliefs[p]),
            "seen": None if seen_at[p] < 0 else CELL_NAMES[seen_at[p]],
            "since": list(map(_FACE_OF, trails[p])),
        }
        for p, cell in enumerate(state.cells)
    ]
    hand_pawns = _HAND_PAWNS.get(players) or tuple(pawns_of(players, h + 1) for h in range(len(state.hands)))
    laid = state.laid
    hands = [
        {
            "seat": h + 1,
            "pawns": list(hand_pawns[h]),
            "colours": _hand_colours(hand),
            "left": len(hand),
            "laid": list(map(_CARD_OF, laid[h])),
            "cards": list(map(_CARD_OF, hand)) if seat == h + 1 else None,
        }
        for h, hand in enumerate(state.hands)
    ]
    return {
        "game": "mummy_curse",
        "seat": seat,
        "role": role,
        "players": players,
        "phase": PHASE_NAMES[state.phase],
        "to_act": list(to_act(state)),
        "turn": None if state.pawn < 0 else {"seat": seat_of(players, state.pawn), "pawn": state.pawn},
        "round": state.round,
        "mummy": {
            "cell": CELL_NAMES[state.mummy],
            "ankhs": state.taken,
            "target": mummy_target(players - 1),
            "die": state.mummy_die or None,
            "steps": state.steps,
        },
        "dice": {
            "total": EXPLORER_DICE,
            "aside": state.aside,
            "rolled": len(state.faces),
            "faces": list(map(_FACE_OF, state.faces)) if explorer else None,
            "rolls": state.rolls,
        },
        "pawns": pawns,
        "hands": hands,
        "outcome": None
        if result is None
        else {"winners": sorted(result.winners), "side": result.side, "reason": result.reason},
    }


def sample_consistent(v: View, rng: random.Random) -> State:
    """A full state giving the viewing seat exactly ``v``; hidden parts drawn at random.

    Hidden from the mummy (and spectators): the pawns' squares (drawn among the
    ``possible`` squares, one pawn per square), the shapes on the cards (drawn among the
    unlaid cards of the colours shown) and the faces rolled.  Hidden from an explorer: the
    other explorers' cards.  The future dice are unknown to everybody: a fresh generator.
    """
    players: int = v["players"]
    if v.get("game") != "mummy_curse" or len(v["pawns"]) != pawn_count(players):
        raise ValueError("not a mummy_curse view")
    explorer = v["role"] == "explorer"
    beliefs = tuple(mask_of(p["possible"]) for p in v["pawns"])
    out = [p["out"] for p in v["pawns"]]
    if explorer:
        cells = tuple(OUT if p["out"] else cell_at(p["cell"]) for p in v["pawns"])
    else:
        cells = _draw_cells(beliefs, out, rng)
    laid = tuple(tuple(card_at(c) for c in h["laid"]) for h in v["hands"])
    hands = _draw_hands(v, laid, rng)
    dice = v["dice"]
    if dice["faces"] is not None:
        faces = tuple(face_of(f) for f in dice["faces"])
    else:
        faces = tuple(sorted(rng.randint(1, ARROW) for _ in range(dice["rolled"])))
    result = v["outcome"]
    turn = v["turn"]
    mummy = v["mummy"]
    return State(
        players=players,
        phase=PHASE_NAMES.index(v["phase"]),
        pawn=-1 if turn is None else turn["pawn"],
        mummy=cell_at(mummy["cell"]),
        cells=cells,
        ankhs=tuple(p["ankhs"] for p in v["pawns"]),
        taken=mummy["ankhs"],
        hands=hands,
        laid=laid,
        aside=dice["aside"],
        faces=faces,
        rolls=dice["rolls"],
        steps=mummy["steps"],
        mummy_die=mummy["die"] or 0,
        round=v["round"],
        beliefs=beliefs,
        seen=tuple(
            (OUT if p["out"] else LOST) if p["seen"] is None else cell_at(p["seen"]) for p in v["pawns"]
        ),
        trails=tuple(tuple(face_of(f) for f in p["since"]) for p in v["pawns"]),
        result=NO_RESULT if result is None else RESULT_NAMES.index(result["reason"]),
        winner=-1 if result is None else result["winners"][0],
        rng=Rng.from_seed(rng.getrandbits(64)),
    )


def _draw_cells(beliefs: tuple[int, ...], out: list[bool], rng: random.Random) -> tuple[int, ...]:
    """Squares for the pawns among their beliefs, at most one pawn per floor square."""
    cells = [OUT] * len(beliefs)
    floor: list[int] = []
    for p, belief in enumerate(beliefs):
        if out[p]:
            continue
        if belief in (1 << START, 1 << DUNGEON):
            cells[p] = belief.bit_length() - 1
        else:
            floor.append(p)
    floor.sort(key=lambda p: beliefs[p].bit_count())

    def place(i: int, used: int) -> bool:
        if i == len(floor):
            return True
        p = floor[i]
        options = bits(beliefs[p] & ~used)
        rng.shuffle(options)
        for cell in options:
            cells[floor[i]] = cell
            if place(i + 1, used | 1 << cell):
                return True
        return False

    if not place(0, 0):
        raise ValueError("the view's beliefs admit no placement of the pawns")
    return tuple(cells)


Hands = tuple[tuple[int, ...], ...]


def _draw_hands(v: View, laid: Hands, rng: random.Random) -> Hands:
    """The hands: the viewer's own as shown, the others drawn colour by colour among unseen cards."""
    known: dict[int, tuple[int, ...]] = {}
    for h, hand in enumerate(v["hands"]):
        if hand["cards"] is not None:
            known[h] = tuple(sorted(card_at(c) for c in hand["cards"]))
    seen_cards = {c for hand in laid for c in hand} | {c for hand in known.values() for c in hand}
    drawn: list[list[int]] = [[] for _ in v["hands"]]
    for k, colour in enumerate(COLOURS):
        pool = [c for c in CARDS_OF_COLOUR[k] if c not in seen_cards]
        rng.shuffle(pool)
        for h, hand in enumerate(v["hands"]):
            if h in known:
                continue
            need = hand["colours"][colour]
            drawn[h].extend(pool[:need])
            del pool[:need]
    return tuple(known[h] if h in known else tuple(sorted(drawn[h])) for h in range(len(v["hands"])))
