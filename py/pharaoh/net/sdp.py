"""Invite and answer codes: a WebRTC session description squeezed into about 120 characters.

A data-channel offer or answer from Chromium is 500-700 bytes, nearly all of it fixed
text the other side can rebuild.  A code keeps only what it cannot: whether it is an
offer or an answer, the DTLS setup role, the ICE user fragment and password, the DTLS
certificate fingerprint (sha-256) and the UDP candidates (type, address, port).  Then
:func:`expand` writes a full description that Chromium accepts.

Binary layout (then a 2-byte check, then Crockford base32)::

    byte 0      version (3 bits) | answer (1) | setup role (2) | standard credentials (1) | 0
    ufrag, pwd  6 bits per character (the ICE alphabet is base64's); when not the standard
                4 + 24 characters, each is preceded by its length in one byte
    32 bytes    the sha-256 fingerprint
    candidates  until the check: one byte kind (2 bits) | address family (2 bits), the
                address (4 bytes IPv4, 16 bytes IPv6, 16 bytes for an mDNS UUID name,
                or a length byte and the text of another host name), 2 bytes port
    2 bytes     the first two bytes of sha256 over everything before: catches typos

Crockford base32 (digits and upper-case letters without I, L, O, U) is case-insensitive,
safe in a URL fragment (``#join=CODE``), easy to read aloud, and uses the QR code's
compact alphanumeric mode.  Decoding ignores spaces, hyphens and line breaks, and reads
``O`` as ``0`` and ``I``/``L`` as ``1``.

Only UDP candidates are kept (Chromium's TCP host candidates are ``tcptype active``,
which cannot be reached); candidate priorities are rebuilt from the type and the order,
which is sorted by the original priority.  ``raddr``/``rport`` are written as
``0.0.0.0 0``, as Chromium itself does when it hides local addresses.

>>> offer = SAMPLE_OFFER
>>> code = compress(offer)
>>> len(code) <= 160
True
>>> parse(expand(code)) == parse(offer)
True
"""

from __future__ import annotations

import hashlib
import ipaddress
import re
import uuid
from dataclasses import dataclass
from typing import Literal

from pharaoh.net.reasons import reason

CandidateKind = Literal["host", "srflx", "relay"]
"""The candidate types a code carries (peer-reflexive ones never appear in a description)."""
Setup = Literal["actpass", "active", "passive"]
"""The DTLS role a description announces."""

_KINDS: tuple[CandidateKind, ...] = ("host", "srflx", "relay")
_SETUPS: tuple[Setup, ...] = ("actpass", "active", "passive")
_TYPE_PREFERENCE = {"host": 126, "srflx": 100, "relay": 0}
_ICE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_ICE_INDEX = {c: i for i, c in enumerate(_ICE_ALPHABET)}
_B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_B32_INDEX = {c: i for i, c in enumerate(_B32)} | {"O": 0, "I": 1, "L": 1}
_VERSION = 1
_CHECK_BYTES = 2
_FAMILY_IPV4, _FAMILY_IPV6, _FAMILY_MDNS, _FAMILY_NAME = range(4)
_MDNS = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$")
_HOSTNAME = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,61}[A-Za-z0-9])?$")
MAX_CODE = 1000
"""The longest code :func:`expand` reads (real ones are 100-200 characters)."""


class SdpError(ValueError):
    """A description or a code that cannot be handled; the message says what is wrong."""


@dataclass(frozen=True)
class Candidate:
    """One ICE candidate: how the other side may reach us."""

    kind: CandidateKind
    address: str
    """An IPv4 or IPv6 address, or a host name (Chromium's mDNS ``<uuid>.local``)."""
    port: int


@dataclass(frozen=True)
class Description:
    """What a code carries of a session description."""

    answer: bool
    setup: Setup
    ufrag: str
    pwd: str
    fingerprint: bytes
    """The sha-256 fingerprint of the DTLS certificate (32 bytes)."""
    candidates: tuple[Candidate, ...]


def parse(sdp: str) -> Description:
    """Pick out of a full description what a code keeps; raises :class:`SdpError`."""
    if not isinstance(sdp, str):
        raise SdpError(reason("sdp.not_text"))
    ufrag = pwd = setup = None
    fingerprint: bytes | None = None
    found: list[tuple[int, int, Candidate]] = []
    answer = None
    for number, line in enumerate(sdp.splitlines()):
        line = line.strip()
        if line.startswith("a=ice-ufrag:"):
            ufrag = ufrag or line[12:]
        elif line.startswith("a=ice-pwd:"):
            pwd = pwd or line[10:]
        elif line.startswith("a=setup:"):
            setup = setup or line[8:]
        elif line.startswith("a=fingerprint:"):
            fingerprint = fingerprint or _parse_fingerprint(line[14:])
        elif line.startswith("a=candidate:"):
            parsed = _parse_candidate(line[12:])
            if parsed is not None:
                found.append((-parsed[0], number, parsed[1]))
        elif line.startswith("a=type:"):  # not in Chromium's SDP; accepted when present
            answer = line[7:] == "answer"
    if ufrag is None or pwd is None:
        raise SdpError(reason("sdp.no_ice"))
    if fingerprint is None:
        raise SdpError(reason("sdp.no_fingerprint"))
    if setup not in _SETUPS:
        raise SdpError(reason("sdp.setup", role=repr(setup)))
    if answer is None:
        answer = setup != "actpass"
    _check_ice_text(ufrag, "ice-ufrag", 4, 256)
    _check_ice_text(pwd, "ice-pwd", 22, 256)
    candidates = tuple(c for _, _, c in sorted(found))
    unique = tuple(dict.fromkeys(candidates))
    return Description(answer, setup, ufrag, pwd, fingerprint, unique)


def _parse_fingerprint(value: str) -> bytes:
    algorithm, _, hexes = value.strip().partition(" ")
    if algorithm.lower() != "sha-256":
        raise SdpError(reason("sdp.algorithm", algorithm=repr(algorithm)))
    try:
        raw = bytes.fromhex(hexes.replace(":", ""))
    except ValueError:
        raise SdpError(reason("sdp.not_hex")) from None
    if len(raw) != 32:
        raise SdpError(reason("sdp.fingerprint"))
    return raw


def _parse_candidate(value: str) -> tuple[int, Candidate] | None:
    """Return ``(priority, candidate)`` for a UDP candidate of component 1, else ``None``."""
    parts = value.split()
    if len(parts) < 8 or parts[6] != "typ":
        raise SdpError(reason("sdp.candidate_line", line=repr(value[:60])))
    _, component, transport, priority, address, port, _, kind = parts[:8]
    if transport.lower() != "udp" or component != "1" or kind not in _KINDS:
        return None
    if not priority.isdigit() or not port.isdigit() or not 0 < int(port) < 65536:
        raise SdpError(reason("sdp.candidate_line", line=repr(value[:60])))
    if _address_family(address) in (_FAMILY_IPV4, _FAMILY_IPV6):
        address = str(ipaddress.ip_address(address))  # the canonical spelling, as a code rebuilds it
    return int(priority), Candidate(kind, address, int(port))


def _address_family(address: str) -> int:
    if _MDNS.match(address):
        return _FAMILY_MDNS
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        if _HOSTNAME.match(address):
            return _FAMILY_NAME
        raise SdpError(reason("sdp.address", address=repr(address[:60]))) from None
    return _FAMILY_IPV4 if ip.version == 4 else _FAMILY_IPV6


def _check_ice_text(text: str, what: str, low: int, high: int) -> None:
    if not low <= len(text) <= high or any(c not in _ICE_INDEX for c in text):
        raise SdpError(reason("sdp.ice_text", what=what, low=low, high=high))


# ---------------------------------------------------------------- binary


def _pack6(text: str) -> bytes:
    bits = 0
    for c in text:
        bits = (bits << 6) | _ICE_INDEX[c]
    size = (len(text) * 6 + 7) // 8
    return (bits << (size * 8 - len(text) * 6)).to_bytes(size, "big")


def _unpack6(data: bytes, count: int) -> str:
    bits = int.from_bytes(data, "big") >> (len(data) * 8 - count * 6)
    return "".join(_ICE_ALPHABET[(bits >> (6 * (count - 1 - i))) & 63] for i in range(count))


def encode(description: Description) -> bytes:
    """Encode a description in binary, with its check bytes."""
    standard = len(description.ufrag) == 4 and len(description.pwd) == 24
    head = (_VERSION << 5) | (description.answer << 4) | (_SETUPS.index(description.setup) << 2)
    out = bytearray([head | (standard << 1)])
    for text in (description.ufrag, description.pwd):
        if not standard:
            out.append(len(text))
        out += _pack6(text)
    if len(description.fingerprint) != 32:
        raise SdpError(reason("sdp.fingerprint"))
    out += description.fingerprint
    for candidate in description.candidates:
        family = _address_family(candidate.address)
        out.append((_KINDS.index(candidate.kind) << 2) | family)
        if family in (_FAMILY_IPV4, _FAMILY_IPV6):
            out += ipaddress.ip_address(candidate.address).packed
        elif family == _FAMILY_MDNS:
            out += uuid.UUID(candidate.address[:-6]).bytes
        else:
            out.append(len(candidate.address))
            out += candidate.address.encode("ascii")
        out += candidate.port.to_bytes(2, "big")
    return bytes(out) + hashlib.sha256(out).digest()[:_CHECK_BYTES]


def decode(data: bytes) -> Description:
    """Read the binary form back; raises :class:`SdpError` for anything that does not fit."""
    if len(data) < 1 + 3 + 18 + 32 + _CHECK_BYTES:
        raise SdpError(reason("sdp.short"))
    body, check = data[:-_CHECK_BYTES], data[-_CHECK_BYTES:]
    if hashlib.sha256(body).digest()[:_CHECK_BYTES] != check:
        raise SdpError(reason("sdp.check"))
    head = body[0]
    if head >> 5 != _VERSION:
        raise SdpError(reason("sdp.version", theirs=head >> 5, ours=_VERSION))
    if head & 1 or ((head >> 2) & 3) == 3:
        raise SdpError(reason("sdp.first_byte"))
    reader = _Reader(body, 1)
    texts = []
    for low in (4, 22):
        count = (4 if low == 4 else 24) if head & 2 else reader.byte()
        text = _unpack6(reader.take((count * 6 + 7) // 8), count)
        _check_ice_text(text, "ice-ufrag" if low == 4 else "ice-pwd", low, 256)
        texts.append(text)
    fingerprint = reader.take(32)
    candidates = []
    while not reader.done():
        tag = reader.byte()
        if tag >> 4 or (tag >> 2) == 3:
            raise SdpError(reason("sdp.candidate"))
        family = tag & 3
        if family == _FAMILY_IPV4:
            address = str(ipaddress.IPv4Address(reader.take(4)))
        elif family == _FAMILY_IPV6:
            address = str(ipaddress.IPv6Address(reader.take(16)))
        elif family == _FAMILY_MDNS:
            address = f"{uuid.UUID(bytes=reader.take(16))}.local"
        else:
            address = reader.take(reader.byte()).decode("ascii", errors="replace")
            if not _HOSTNAME.match(address):
                raise SdpError(reason("sdp.host_name"))
        port = int.from_bytes(reader.take(2), "big")
        if port == 0:
            raise SdpError(reason("sdp.port"))
        candidates.append(Candidate(_KINDS[tag >> 2], address, port))
    setup = _SETUPS[(head >> 2) & 3]
    return Description(bool(head & 16), setup, texts[0], texts[1], fingerprint, tuple(candidates))


class _Reader:
    def __init__(self, data: bytes, at: int) -> None:
        self.data, self.at = data, at

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise SdpError(reason("sdp.ends"))
        chunk = self.data[self.at : self.at + count]
        self.at += count
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def done(self) -> bool:
        return self.at >= len(self.data)


# ---------------------------------------------------------------- text


def to_base32(data: bytes) -> str:
    """Crockford base32, without padding.

    >>> to_base32(b"hi")
    'D1MG'
    """
    bits = int.from_bytes(data, "big")
    count = (len(data) * 8 + 4) // 5
    bits <<= count * 5 - len(data) * 8
    return "".join(_B32[(bits >> (5 * (count - 1 - i))) & 31] for i in range(count))


def from_base32(text: str) -> bytes:
    """Read Crockford base32, forgiving case, spaces, hyphens and look-alike letters.

    >>> from_base32("d1m-g")
    b'hi'
    """
    cleaned = [c for c in text.upper() if c not in " -\t\r\n"]
    bits = 0
    for c in cleaned:
        value = _B32_INDEX.get(c)
        if value is None:
            raise SdpError(reason("sdp.letter", letter=repr(c)))
        bits = (bits << 5) | value
    size = len(cleaned) * 5 // 8
    spare = len(cleaned) * 5 - size * 8
    if spare >= 5:
        raise SdpError(reason("sdp.length"))
    if bits & ((1 << spare) - 1):
        raise SdpError(reason("sdp.last_letter"))
    return (bits >> spare).to_bytes(size, "big")


def compress(sdp: str) -> str:
    """Make the short code for a full offer or answer from the browser."""
    return to_base32(encode(parse(sdp)))


def read_code(code: str) -> Description:
    """Read a code typed, pasted or scanned; raises :class:`SdpError` with the reason."""
    if not isinstance(code, str):
        raise SdpError(reason("sdp.code_text"))
    code = code.strip()
    if code.startswith(("http://", "https://")) or "#" in code:
        code = code.rpartition("#")[2]
        code = code.removeprefix("join=").removeprefix("answer=")
    if len(code) > MAX_CODE:
        raise SdpError(reason("sdp.too_long", n=len(code)))
    if not code:
        raise SdpError(reason("sdp.empty"))
    return decode(from_base32(code))


def expand(code: str, max_message_size: int = 262144) -> str:
    """Rebuild a full session description from a code, as Chromium accepts it for ``setRemoteDescription``."""
    return render(read_code(code), max_message_size)


def render(description: Description, max_message_size: int = 262144) -> str:
    """Write a full data-channel session description (CRLF line ends)."""
    session = int.from_bytes(hashlib.sha256(description.fingerprint).digest()[:7], "big")
    lines = [
        "v=0",
        f"o=- {session} 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=extmap-allow-mixed",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
    ]
    for i, c in enumerate(description.candidates):
        priority = (_TYPE_PREFERENCE[c.kind] << 24) | ((65535 - i) << 8) | 255
        extra = "" if c.kind == "host" else " raddr 0.0.0.0 rport 0"
        lines.append(
            f"a=candidate:{i + 1} 1 udp {priority} {c.address} {c.port} typ {c.kind}{extra} generation 0"
        )
    lines += [
        f"a=ice-ufrag:{description.ufrag}",
        f"a=ice-pwd:{description.pwd}",
        "a=ice-options:trickle",
        "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in description.fingerprint),
        f"a=setup:{description.setup}",
        "a=mid:0",
        "a=sctp-port:5000",
        f"a=max-message-size:{max_message_size}",
    ]
    return "\r\n".join(lines) + "\r\n"


SAMPLE_OFFER = (
    "v=0\r\no=- 3778675341990809671 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:2620367836 1 udp 2113937151 b3b0462f-1c93-4591-a519-7517d71f9ca6.local 51908 typ host "
    "generation 0 network-cost 999\r\n"
    "a=candidate:1464427068 1 udp 2113942271 aab3bbff-1795-486b-abf9-e2333e084b59.local 57364 typ host "
    "generation 0 network-cost 999\r\n"
    "a=ice-ufrag:4SgT\r\na=ice-pwd:Dm3PhV+m7cZUf9DYjc0YeGIj\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 8C:E2:7A:29:30:1D:97:E9:37:AC:FD:38:AB:5B:AF:33:8E:2B:42:13:B2:EE:6D:4C:D4:17:E1:"
    "07:F0:D3:56:71\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
)
"""A data-channel offer as headless Chromium 156 wrote it (two mDNS host candidates)."""
