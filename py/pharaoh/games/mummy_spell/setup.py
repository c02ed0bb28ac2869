"""Set-up (rulebook C): characters by player count, money, market, shuffled decks, start player."""

from __future__ import annotations

from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_PERSON,
    CARDS,
    EXCAVATIONS,
    HELPERS,
    LARGE,
    PERSONS,
    RULES,
    SAND,
    seat_persons,
)
from pharaoh.games.mummy_spell.state import (
    ABSENT,
    GONE,
    IN_HAND,
    MARKET,
    TEA,
    Loc,
    Mummy,
    Person,
    State,
)


def new_state(seed: int, players: int, old_rules: bool = False) -> State:
    """The state before the first round's preparation (see :func:`flow.begin_round`).

    ``old_rules``: as :attr:`State.old_rules`.

    Seat 0 is the mummy; seats 1.. play the archaeologist, the gangster, the occultist and
    the agent in this order, as many as the player count brings into the game.
    """
    if players not in (3, 4, 5):
        raise ValueError("Im Bann der Mumie is played by 3 to 5 players")
    rng = Rng.from_seed(seed)
    in_game = seat_persons(players)
    persons = []
    for pid in range(len(PERSONS)):
        if pid in HELPERS:
            persons.append(Person(MARKET))
        elif pid in in_game:
            persons.append(Person(in_game.index(pid)))
        else:
            persons.append(Person(ABSENT))
    cards = tuple(IN_HAND if persons[CARD_PERSON[c]].owner > 0 else Loc(GONE) for c in range(len(CARDS)))
    deck, rng = rng.shuffled(range(len(EXCAVATIONS)))
    sand, rng = rng.shuffled(SAND)
    start, rng = rng.randint(1, players - 1)
    cash = (0,) + (RULES["start_cash"],) * (players - 1)
    return State(
        players=players,
        old_rules=old_rules,
        rng=rng,
        round=1,
        phase=TEA,
        start=start,
        persons=tuple(persons),
        cards=cards,
        cash=cash,
        credit=(0,) * players,
        bank=RULES["bank"] - sum(cash),
        deck=deck,
        deck_seen=(0,) * len(deck),
        sites=(),
        next_site=1,
        finds=((),) * players,
        broken=(),
        sand=sand,
        sand_seen=(False,) * len(sand),
        mummy=Mummy(large_hand=tuple(range(len(LARGE))), pile=tuple(range(len(BEETLES)))),
    )
