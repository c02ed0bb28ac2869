"""Where remote play keeps itself in the browser's storage: the keys, and clearing them.

Pure standard library (no pydantic): the menu discards a stored room before the network
parts are loaded.  The host's room is a *head* (``net.host``: seats, seed, the latest
moves) and the earlier moves in parts of 256, one key each (``net.host.log.<n>``),
written once when full, so that storing after a move costs the same at any length of
the game (see :meth:`pharaoh.net.room.HostRoom.store`).  A peek-proof mesh room does the
same with its seats' long lists (``<key>.mesh.<n>``, :mod:`pharaoh.net.meshparts`).
"""

from __future__ import annotations

from collections.abc import Callable

HOST_KEY = "net.host"
"""Storage key of the host's match (local storage: survives a reload and a closed tab)."""
GUEST_KEY = "net.guest"
"""Storage key of a guest (session storage: one per tab, survives a reload)."""
MAX_STORED_PARTS = 1000
"""More parts than a room (200 000 moves / 256) or a guest (80 000 screens / 256) can have."""
MAX_MESH_PARTS = 4000
"""The most parts of a stored mesh room (:mod:`pharaoh.net.meshparts`; numbered from 0, none skipped)."""


def log_key(index: int) -> str:
    """Storage key of the host's ``index``-th part of the moves (:meth:`pharaoh.net.host.Host.log_part`).

    >>> log_key(3)
    'net.host.log.3'
    """
    return f"{HOST_KEY}.log.{index}"


def shown_key(index: int) -> str:
    """Session storage key of a guest's ``index``-th part of screen digests (:meth:`Guest.shown_part`).

    >>> shown_key(0)
    'net.guest.shown.0'
    """
    return f"{GUEST_KEY}.shown.{index}"


def sent_key(index: int) -> str:
    """Session storage key of a guest's ``index``-th part of the actions it sent (:meth:`Guest.sent_part`).

    >>> sent_key(2)
    'net.guest.sent.2'
    """
    return f"{GUEST_KEY}.sent.{index}"


def mesh_part_key(base: str, index: int) -> str:
    """Storage key of a stored mesh room's ``index``-th part (:mod:`pharaoh.net.meshparts`).

    >>> mesh_part_key(HOST_KEY, 0), mesh_part_key(GUEST_KEY, 12)
    ('net.host.mesh.0', 'net.guest.mesh.12')
    """
    return f"{base}.mesh.{index}"


def _clear_mesh_parts(
    base: str, load: Callable[[str], str | None], store: Callable[[str, str], None]
) -> None:
    for index in range(MAX_MESH_PARTS):
        if not load(mesh_part_key(base, index)):
            return
        store(mesh_part_key(base, index), "")


def clear_guest(load: Callable[[str], str | None], store: Callable[[str, str], None]) -> None:
    """Remove the tab's stored guest and every part of its screen digests and sent actions (or mesh room).

    >>> kept = {"net.guest": "{}", "net.guest.shown.0": "[]", "net.guest.sent.0": "[]", "x": "y"}
    >>> kept["net.guest.mesh.0"] = "[]"
    >>> clear_guest(kept.get, kept.__setitem__)
    >>> sorted(k for k, v in kept.items() if v)
    ['x']
    """
    store(GUEST_KEY, "")
    _clear_mesh_parts(GUEST_KEY, load, store)
    for key in (shown_key, sent_key):
        for index in range(MAX_STORED_PARTS):
            if not load(key(index)):
                break
            store(key(index), "")


def clear_host(load: Callable[[str], str | None], store: Callable[[str, str], None]) -> None:
    """Remove the stored room and every part of its moves.

    >>> kept = {"net.host": "{}", "net.host.log.0": "[]", "net.host.log.1": "[]", "other": "x"}
    >>> kept["net.host.mesh.0"] = "[]"
    >>> clear_host(kept.get, kept.__setitem__)
    >>> sorted(k for k, v in kept.items() if v)
    ['other']
    """
    store(HOST_KEY, "")
    _clear_mesh_parts(HOST_KEY, load, store)
    for index in range(MAX_STORED_PARTS):
        if not load(log_key(index)):
            return
        store(log_key(index), "")
