"""Who may sit in which browser of a peek-proof room of 3-5 seats: pure standard library, no pydantic.

The set-up screen asks it before remote play is loaded (:func:`fits_mesh`); the room
(:mod:`pharaoh.net.peekmesh`) and a guest's browser check every roster with it.  A roster
gives each seat's browser: 0 is the host's, guests 1-4.

>>> from pharaoh.games.mummy_curse.game import GAME
>>> roster_problem(GAME, [0, 1, 2]), roster_problem(GAME, [0, 0, 1])
('', 'the mummy and an explorer are in one browser')
>>> roster_problem(GAME, [0, 1, 1, 1]), roster_problem(GAME, [1, 0, 2])
('', '')
>>> roster_problem(GAME, [0, 2, 2])
'browsers 0-2 must each hold a seat'
>>> roster_of(["local", "remote", "remote"]), roster_of(["remote", "computer", "remote", "remote"])
([0, 1, 2], [1, 0, 2, 3])
>>> roster_of(["local", "computer", "remote"]) is None
True
>>> fits_mesh("mummy_curse", ["local", "remote", "remote"])
True
>>> fits_mesh("mummy_curse", ["local", "local", "remote"])
False
>>> fits_mesh("mummy_curse", ["local", "remote"]), fits_mesh("valley_kings", ["local", "remote", "remote"])
(False, False)
"""

from __future__ import annotations

from pharaoh.engine.game import PeekSides

MAX_SEATS = 5
"""The most seats of a mesh room (as :data:`pharaoh.net.peekmulti.MAX_SEATS`)."""


def mesh_game(game_id: str) -> PeekSides | None:
    """The game's hooks, if it runs peek-proof with a hidden side at 3-5 seats.

    >>> mesh_game("mummy_curse") is not None, mesh_game("valley_kings"), mesh_game("nope")
    (True, None, None)
    """
    from pharaoh.engine.registry import get_game

    try:
        game = get_game(game_id)
    except (KeyError, ValueError):
        return None
    return game if isinstance(game, PeekSides) else None


def roster_problem(game: PeekSides, roster: list[int]) -> str:
    """Why a roster (each seat's browser, 0: the host's) cannot run peek-proof ("" if it can)."""
    players = len(roster)
    if not 3 <= players <= MAX_SEATS:
        return "a mesh room has 3-5 seats"
    browsers = max(roster) + 1
    if sorted(set(roster)) != list(range(browsers)) or browsers < 2:
        return f"browsers 0-{max(browsers - 1, 1)} must each hold a seat"
    side = game.side_of(players)
    inside = {roster[s] for s in side}
    outside = {roster[s] for s in range(players) if s not in side}
    if inside & outside:
        return "the mummy and an explorer are in one browser"
    return ""


def roster_of(kinds: list[str]) -> list[int] | None:
    """The roster of the set-up screen's seats: the one seat not remote is the host's, each remote its own.

    ``None`` if the seats do not make a mesh room: exactly one seat at the host's browser (a
    person, or a computer player whose secrets stay there), every other seat remote.
    """
    if sum(k != "remote" for k in kinds) != 1 or any(k not in ("local", "computer", "remote") for k in kinds):
        return None
    roster, guest = [], 0
    for kind in kinds:
        if kind != "remote":
            roster.append(0)
        else:
            guest += 1
            roster.append(guest)
    return roster


def fits_mesh(game_id: str, kinds: list[str]) -> bool:
    """Whether a room of these seats runs peek-proof over a mesh (a game with a hidden side, 3-5 seats)."""
    game = mesh_game(game_id)
    roster = roster_of(kinds)
    return game is not None and roster is not None and not roster_problem(game, roster)
