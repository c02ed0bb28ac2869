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

from pharaoh.net import reasons, sdp
from pharaoh.net.room import NO_ADDRESS


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
