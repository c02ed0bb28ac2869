"""The codes a peek-proof room's link is made of: a pasted invite or answer read, a gathered description.

Shared by :class:`pharaoh.net.peekroom.PeekRoom` (two browsers) and
:class:`pharaoh.net.peekmesh.MeshRoom` (a link per pair of browsers): each returns what it
read and the problem in the page's reason words ("" if none).

>>> read_answer("nonsense")[1].startswith("the answer code cannot be read")
True
>>> gathered("v=0")[0]
''
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from pharaoh.net import reasons, sdp
from pharaoh.net.ice import IceSetting
from pharaoh.net.room import NO_ADDRESS, Network, Status


class LinkState(Protocol):
    """What a room keeps of one link while its codes pass.

    A :class:`~pharaoh.net.peekroom.PeekRoom` itself, or one :class:`~pharaoh.net.peekmesh.Link`
    of a mesh room.
    """

    link: str
    """The link's id for the network (a new one each time the link is made)."""
    status: Status
    code: str
    """The code to hand over (an invite on the offering side, an answer on the other)."""
    reason: str
    error: str
    """The last pasted code's problem."""
    joined: bool


def read_answer(text: str) -> tuple[str, str]:
    """An answer code pasted on the offering side: its description text (to accept), or the problem."""
    try:
        description = sdp.read_code(text)
    except sdp.SdpError as exc:
        return "", reasons.reason("invite.answer_unreadable", error=exc)
    if not description.answer:
        return "", reasons.reason("invite.is_invite")
    return sdp.render(description), ""


def read_invite(text: str) -> tuple[str, str]:
    """An invite code (or link) pasted on the answering side: its description text, or the problem."""
    try:
        description = sdp.read_code(text)
    except sdp.SdpError as exc:
        return "", reasons.reason("invite.unreadable", error=exc)
    if description.answer:
        return "", reasons.reason("invite.is_answer")
    return sdp.render(description), ""


def gathered(sdp_text: str) -> tuple[str, str]:
    """A link's gathered description: its code to hand over, or why it cannot be used."""
    try:
        found = bool(sdp.parse(sdp_text).candidates)
    except sdp.SdpError as exc:
        return "", str(exc)
    return (sdp.compress(sdp_text), "") if found else ("", NO_ADDRESS)


def take_answer(state: LinkState, text: str, network: Network, renew: Callable[[], None]) -> str:
    """An answer code pasted for ``state``'s link (this side offers it); returns a problem (empty if fine).

    The problem is also kept in ``state.error``.  A link that waits for no answer is made
    again (``renew``: a fresh invite) and the problem says so.
    """
    answer, problem = read_answer(text)
    if problem:
        state.error = problem
        return state.error
    if state.status != "waiting":
        renew()
        state.error = reasons.reason("invite.renewed")
        return state.error
    state.error, state.status = "", "connecting"
    network.accept(state.link, answer)
    return ""


def answer_invite(
    state: LinkState,
    text: str,
    network: Network,
    ice: IceSetting,
    renew: Callable[[], None],
    changed: Callable[[], None],
) -> str:
    """An invite code (or link) pasted for ``state``'s link: answered; returns a problem (empty if fine).

    ``renew`` makes the link afresh (a new id) before the answer is gathered; ``changed`` is
    called either way.
    """
    offer, problem = read_invite(text)
    if problem:
        state.error = problem
        changed()
        return state.error
    renew()
    state.error, state.status, state.reason, state.code = "", "gathering", "", ""
    network.answer(state.link, offer, ice)
    changed()
    return ""


def take_description(
    state: LinkState, sdp_text: str, failed: Callable[[str], None], changed: Callable[[], None]
) -> None:
    """``state``'s link gathered its description: its code to hand over, or ``failed(problem)``.

    Nothing happens unless the link is gathering.
    """
    if state.status != "gathering":
        return
    code, problem = gathered(sdp_text)
    if problem:
        failed(problem)
        return
    state.code, state.status = code, "waiting"
    changed()


def link_failed(state: LinkState, network: Network, reason: str, changed: Callable[[], None]) -> None:
    """``state``'s link could not be made: closed, marked failed with ``reason``."""
    network.close(state.link)
    state.joined = False
    state.status, state.reason = "failed", reason
    changed()
