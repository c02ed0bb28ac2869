"""Treasure cards, pieces and the numbers of the game, loaded once from ``cards.json``.

A card is a small int (its index in :data:`CARD_NAMES`); each card matches exactly one
symbol square of the maze.

>>> len(CARD_NAMES), CARD_NAMES[0], COLOUR_OF[card_at("yellow-mask")]
(23, 'red-scarab', 4)
"""

from __future__ import annotations

from pharaoh.engine.game import IllegalAction
from pharaoh.engine.illegal import illegal
from pharaoh.games.mummy_curse.board import MAZE, cell_at, load_json

DATA = load_json("cards.json")
COLOURS: tuple[str, ...] = tuple(DATA["colours"])
SHAPES: tuple[str, ...] = tuple(DATA["shapes"])
PAWN_COLOURS: tuple[str, ...] = tuple(DATA["pawns"])
ANKHS_PER_PAWN: int = DATA["ankhs_per_pawn"]
EXPLORER_DICE: int = DATA["explorer_dice"]
EXPLORER_FACES: tuple[str, ...] = tuple(DATA["explorer_die"])
"""Faces of an explorer die; a face is stored as its index + 1 (1-4 numbers, 5 arrow, 6 mummy)."""
ARROW = EXPLORER_FACES.index("arrow") + 1
MUMMY_FACE = EXPLORER_FACES.index("mummy") + 1
MUMMY_DIE: tuple[int, ...] = tuple(DATA["mummy_die"])
TRAIL_LENGTH: int = DATA["trail_length"]

_MISSING: dict[str, str] = DATA["missing"]
CARD_NAMES: tuple[str, ...] = tuple(
    f"{colour}-{shape}" for colour in COLOURS for shape in SHAPES if _MISSING.get(colour) != shape
)
"""Every treasure card, colour by colour."""
CARDS: tuple[int, ...] = tuple(range(len(CARD_NAMES)))
COLOUR_OF: tuple[int, ...] = tuple(COLOURS.index(n.split("-")[0]) for n in CARD_NAMES)
SHAPE_OF: tuple[int, ...] = tuple(SHAPES.index(n.split("-")[1]) for n in CARD_NAMES)
CARDS_OF_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in CARDS if COLOUR_OF[c] == k) for k in range(len(COLOURS))
)
SYMBOL_CELL: tuple[int, ...] = tuple(cell_at(MAZE["symbols"][n]) for n in CARD_NAMES)
"""The square of each card's symbol."""
CARD_AT_CELL: dict[int, int] = {cell: card for card, cell in enumerate(SYMBOL_CELL)}
_BY_NAME = {n: i for i, n in enumerate(CARD_NAMES)}


def card_at(name: str) -> int:
    """Card name (``red-scarab``) to card; raises :class:`IllegalAction` for any other text."""
    card = _BY_NAME.get(name)
    if card is None:
        raise IllegalAction(illegal("curse.card", name=repr(name[:20])))
    return card


def cards_per_colour(explorers: int) -> int:
    """How many cards of each colour an explorer's hand gets (2 in the two-pawn game)."""
    return int(DATA["cards_per_colour"][str(explorers)])


_TARGETS: dict[int, int] = {int(k): int(v) for k, v in DATA["mummy_wins_at"].items()}


def mummy_target(explorers: int) -> int:
    """How many ankhs the mummy needs to win against this many explorer players."""
    return _TARGETS[explorers]


def colour_counts(hand: tuple[int, ...]) -> list[int]:
    """How many cards of each colour a hand holds: what the card backs show everybody."""
    counts = [0] * len(COLOURS)
    for card in hand:
        counts[COLOUR_OF[card]] += 1
    return counts
