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
>>> roster_of(["remote", "local", "computer", "remote"]), roster_of(["remote", "computer", "computer"])
([1, 0, 0, 2], [1, 0, 0])
>>> roster_of(["local", "local", "remote"]) is None, roster_of(["computer", "computer"]) is None
(True, True)
>>> fits_mesh("mummy_curse", ["local", "remote", "remote"])
True
>>> fits_mesh("mummy_curse", ["remote", "local", "computer", "remote"])
True
>>> fits_mesh("mummy_curse", ["local", "computer", "remote"])
False
>>> mesh_refusal("mummy_curse", ["local", "computer", "remote"])
'mummy_computer_explorers'
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


def home_of(kind: str) -> int | None:
    """The seat whose browser runs a computer seat of kind ``computer@<seat>`` (``None``: another kind).

    >>> home_of("computer@2"), home_of("computer"), home_of("computer@x"), home_of("remote")
    (2, None, None, None)
    """
    head, at, tail = kind.partition("@")
    return int(tail) if head == "computer" and at and tail.isdigit() and len(tail) == 1 else None


def roster_of(kinds: list[str]) -> list[int] | None:
    """The roster of the set-up screen's seats: the seats not remote are the host's, each remote its own.

    A seat of kind ``computer@<seat>`` is a computer player the browser of that remote seat
    runs (the host assigns it; :func:`home_of`).  ``None`` if the seats do not make a mesh
    room: the host's browser holds at least one seat and at most one person (the others there
    are computer players, whose secrets stay there), every other seat is remote or a computer
    seat of a remote seat's browser.  Which side each browser's seats may be on is
    :func:`roster_problem`'s question.

    >>> roster_of(["remote", "local", "remote", "computer@2"]), roster_of(["local", "computer@0", "remote"])
    ([1, 0, 2, 2], None)
    """
    homes = [home_of(k) for k in kinds]
    for kind, home in zip(kinds, homes, strict=True):
        if kind not in ("local", "computer", "remote") and (
            home is None or home >= len(kinds) or kinds[home] != "remote"
        ):
            return None
    here = [k for k in kinds if k in ("local", "computer")]
    if kinds.count("local") > 1 or not here or "remote" not in kinds:
        return None
    roster, guest = [], 0
    for kind in kinds:
        if kind == "remote":
            guest += 1
            roster.append(guest)
        else:
            roster.append(0)
    for seat, home in enumerate(homes):
        if home is not None:
            roster[seat] = roster[home]
    return roster


def mesh_refusal(game_id: str, kinds: list[str]) -> str:
    """Why the set-up screen's seats cannot run peek-proof at 3-5 seats, as a word key ("" if they can).

    "" too when the question does not arise: a game without a hidden side, other than 3-5
    seats, or no seat remote.  The keys: ``all_remote`` (the host's browser holds no seat),
    ``two_people`` (two people in the host's browser would see each other's secrets),
    ``mummy_computer_explorers`` (computer explorers in the mummy's browser, the host's or a
    guest's), ``mummy_explorer`` (the mummy and an explorer person in one browser, or a
    computer mummy in an explorer's).

    >>> mesh_refusal("mummy_curse", ["remote", "remote", "remote"])
    'all_remote'
    >>> mesh_refusal("mummy_curse", ["computer", "local", "remote"])
    'mummy_explorer'
    >>> mesh_refusal("mummy_curse", ["remote", "local", "local"])
    'two_people'
    >>> mesh_refusal("mummy_curse", ["remote", "local", "computer@0"])
    'mummy_computer_explorers'
    >>> mesh_refusal("mummy_curse", ["remote", "local", "computer"])
    ''
    >>> mesh_refusal("valley_kings", ["local", "remote", "remote"])
    ''
    """
    game = mesh_game(game_id)
    if game is None or not 3 <= len(kinds) <= MAX_SEATS or "remote" not in kinds:
        return ""
    if not any(k in ("local", "computer") for k in kinds):
        return "all_remote"
    if kinds.count("local") > 1:
        return "two_people"
    roster = roster_of(kinds)
    if roster is None or not roster_problem(game, roster):
        return ""
    side = game.side_of(len(kinds))
    mummies = {roster[s] for s in range(len(kinds)) if s not in side}
    computers = any(kinds[s].startswith("computer") and roster[s] in mummies for s in side)
    return "mummy_computer_explorers" if computers else "mummy_explorer"


def fits_mesh(game_id: str, kinds: list[str]) -> bool:
    """Whether a room of these seats runs peek-proof over a mesh (a game with a hidden side, 3-5 seats)."""
    game = mesh_game(game_id)
    roster = roster_of(kinds)
    return game is not None and roster is not None and not roster_problem(game, roster)
