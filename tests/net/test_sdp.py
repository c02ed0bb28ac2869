"""Invite and answer codes: realistic descriptions round-trip, codes stay short, bad codes are named."""

from __future__ import annotations

import contextlib
import random
import re

import pytest

from pharaoh.net import sdp
from pharaoh.net.sdp import SdpError

FINGERPRINT = (
    "a=fingerprint:sha-256 4B:11:A3:22:CB:E4:2B:64:A9:DB:30:2A:F8:4A:43:0E:83:ED:CC:94:D6:2D:55:27:3D:43:"
    "DA:F5:FA:AC:09:57"
)


def chromium(
    candidates: list[str], setup: str = "actpass", ufrag: str = "HbjK", pwd: str = "5XRloh1s1TYwiGponzhHKwec"
) -> str:
    """A data-channel description laid out as Chromium writes it."""
    lines = [
        "v=0", "o=- 9053895160829528845 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
        "a=extmap-allow-mixed", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0", *(f"a=candidate:{c}" for c in candidates), f"a=ice-ufrag:{ufrag}",
        f"a=ice-pwd:{pwd}", "a=ice-options:trickle", FINGERPRINT, f"a=setup:{setup}", "a=mid:0",
        "a=sctp-port:5000", "a=max-message-size:262144",
    ]  # fmt: skip
    return "\r\n".join(lines) + "\r\n"


MDNS_1 = (
    "1 1 udp 2113937151 5e2f7c8a-1b2c-4d3e-9f00-112233445566.local 54321 typ host generation 0 network-cost 9"
)
MDNS_2 = (
    "2 1 udp 2113942271 702f1459-bdbb-4fa3-9b47-f5268a54ef25.local 59621 typ host generation 0 network-cost 9"
)
IPV4 = "3512520519 1 udp 2122260223 192.168.1.23 58481 typ host generation 0 network-id 1 network-cost 10"
IPV6 = "1786411249 1 udp 2122194687 2001:db8:1f70::999:de8:7648:6e8 49361 typ host generation 0 network-id 2"
TCP = "2380339839 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 network-id 1"
SRFLX = (
    "842163049 1 udp 1686052607 203.0.113.45 58481 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1"
)
RELAY = "1234 1 udp 41885439 198.51.100.7 61000 typ relay raddr 203.0.113.45 rport 58481 generation 0"
RTCP = "5 2 udp 2113937150 5e2f7c8a-1b2c-4d3e-9f00-112233445566.local 54322 typ host generation 0"

SAMPLES = {
    "chromium-offer-captured": sdp.SAMPLE_OFFER,
    "offer-one-mdns": chromium([MDNS_1]),
    "offer-two-mdns": chromium([MDNS_1, MDNS_2]),
    "answer-two-mdns": chromium(
        [MDNS_2, MDNS_1], setup="active", ufrag="Xy/+", pwd="abcdefghijklmnopqrstuv+/"
    ),
    "answer-passive": chromium([MDNS_1], setup="passive"),
    "offer-plain-addresses": chromium([IPV4, IPV6, TCP]),
    "offer-stun": chromium([MDNS_1, SRFLX]),
    "offer-turn": chromium([MDNS_1, SRFLX, RELAY]),
    "offer-rtcp-component-dropped": chromium([MDNS_1, RTCP]),
    "offer-no-candidates": chromium([]),
    "firefox-like-offer": (
        "v=0\r\no=mozilla...THIS_IS_SDPARTA-99.0 1 0 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n"
        f"{FINGERPRINT}\r\na=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\n"
        "m=application 53642 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 192.168.1.23\r\n"
        "a=candidate:0 1 UDP 2122252543 192.168.1.23 53642 typ host\r\n"
        "a=candidate:1 1 TCP 2105524479 192.168.1.23 9 typ host tcptype active\r\n"
        "a=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:8ab3f2c6e1d94a7b5c0e9f1a2b3c4d5e\r\n"
        "a=ice-ufrag:1a2b3c4d\r\na=mid:0\r\na=setup:actpass\r\na=sctp-port:5000\r\n"
        "a=max-message-size:1073741823\r\n"
    ),
}


@pytest.mark.parametrize("name", SAMPLES)
def test_codes_round_trip_what_the_other_side_needs(name: str) -> None:
    original = SAMPLES[name]
    code = sdp.compress(original)
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]+", code), "Crockford base32: URL- and QR-alphanumeric-safe"
    rebuilt = sdp.expand(code)
    want, got = sdp.parse(original), sdp.parse(rebuilt)
    assert got == want
    assert sdp.compress(rebuilt) == code, "a rebuilt description gives the same code"
    assert all(c.kind in ("host", "srflx", "relay") for c in got.candidates)


def test_candidates_keep_address_port_and_type_and_drop_tcp_and_rtcp() -> None:
    got = sdp.parse(sdp.expand(sdp.compress(chromium([IPV4, IPV6, TCP, SRFLX, RTCP]))))
    assert [(c.kind, c.address, c.port) for c in got.candidates] == [
        ("host", "192.168.1.23", 58481),
        ("host", "2001:db8:1f70:0:999:de8:7648:6e8", 49361),
        ("srflx", "203.0.113.45", 58481),
    ]


def test_candidates_are_ordered_by_their_original_priority() -> None:
    got = sdp.parse(sdp.expand(sdp.compress(chromium([RELAY, SRFLX, MDNS_1]))))
    assert [c.kind for c in got.candidates] == ["host", "srflx", "relay"]


def test_the_rebuilt_description_is_a_complete_data_channel_offer() -> None:
    text = sdp.expand(sdp.compress(chromium([MDNS_1])))
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    for line in [
        "v=0", "s=-", "t=0 0", "a=group:BUNDLE 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0", "a=ice-ufrag:HbjK", "a=ice-pwd:5XRloh1s1TYwiGponzhHKwec", FINGERPRINT,
        "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
    ]:  # fmt: skip
        assert line in text.split("\r\n"), line
    assert "a=candidate:1 1 udp 2130706431 5e2f7c8a-1b2c-4d3e-9f00-112233445566.local 54321 typ host" in text
    srflx = sdp.expand(sdp.compress(chromium([SRFLX])))
    assert "typ srflx raddr 0.0.0.0 rport 0 generation 0" in srflx


def test_typical_host_candidate_codes_are_at_most_160_characters() -> None:
    lengths = {name: len(sdp.compress(SAMPLES[name])) for name in SAMPLES}
    for name in ("chromium-offer-captured", "offer-one-mdns", "offer-two-mdns", "answer-two-mdns"):
        assert lengths[name] <= 160, lengths
    assert lengths["offer-one-mdns"] <= 120


def test_codes_forgive_case_separators_and_look_alike_letters() -> None:
    code = sdp.compress(chromium([MDNS_1]))
    want = sdp.read_code(code)
    spaced = " ".join(code[i : i + 5] for i in range(0, len(code), 5))
    assert sdp.read_code(spaced.lower()) == want
    assert sdp.read_code("-".join(code[i : i + 4] for i in range(0, len(code), 4)) + "\n") == want
    assert sdp.read_code(code.replace("0", "O").replace("1", "I")) == want
    assert sdp.read_code(f"https://example.org/pharaoh/#join={code}") == want
    assert sdp.read_code(f"#answer={code}") == want


def test_every_single_typo_is_caught() -> None:
    code = sdp.compress(chromium([MDNS_1, MDNS_2]))
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    missed = []
    for i, old in enumerate(code):
        for new in alphabet:
            if new != old:
                try:
                    sdp.read_code(code[:i] + new + code[i + 1 :])
                    missed.append((i, new))
                except SdpError:
                    pass
    assert not missed
    for cut in (1, 5, 40, len(code) - 1):
        with pytest.raises(SdpError):
            sdp.read_code(code[:cut])
    with pytest.raises(SdpError):
        sdp.read_code(code + "7")


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("ABC!", "not one of its letters"),
        ("ÄÖÜ", "not one of its letters"),
        ("U" * 20, "not one of its letters"),
        ("0" * 10, "too short"),
        ("7" * 5000, "far too long"),
        ("0" * 120, "damaged or mistyped"),
    ],
)
def test_malformed_codes_raise_a_named_error(code: str, reason: str) -> None:
    with pytest.raises(SdpError, match=reason):
        sdp.read_code(code)


def test_random_garbage_never_raises_anything_but_sdp_error() -> None:
    rng = random.Random(6)
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    valid = sdp.compress(chromium([MDNS_1, SRFLX]))
    for _ in range(3000):
        kind = rng.randrange(3)
        if kind == 0:
            code = "".join(rng.choice(alphabet) for _ in range(rng.randrange(200)))
        elif kind == 1:
            code = "".join(chr(rng.randrange(1, 0x3000)) for _ in range(rng.randrange(60)))
        else:
            code = list(valid)  # type: ignore[assignment]
            for _ in range(rng.randrange(1, 4)):
                code[rng.randrange(len(code))] = rng.choice(alphabet)  # type: ignore[index]
            code = "".join(code)
        with contextlib.suppress(SdpError):
            sdp.read_code(code)


def test_forged_binary_with_a_valid_check_is_still_validated() -> None:
    good = sdp.encode(sdp.parse(chromium([MDNS_1])))
    body = bytearray(good[:-2])
    forged = []
    for tamper in (lambda b: b.__setitem__(0, b[0] | 1), lambda b: b.__setitem__(0, 0xE0 | (b[0] & 31))):
        copy = bytearray(body)
        tamper(copy)
        forged.append(bytes(copy))
    forged.append(bytes(body) + b"\xf0")  # a candidate tag with unknown bits
    forged.append(bytes(body) + b"\x03\x05bad_!" + b"\x00\x01")  # a host name that is not one
    forged.append(bytes(body) + b"\x00\x01\x02\x03\x04\x00\x00")  # port 0
    forged.append(bytes(body[:30]))
    import hashlib

    for blob in forged:
        with pytest.raises(SdpError):
            sdp.decode(blob + hashlib.sha256(blob).digest()[:2])
    with pytest.raises(SdpError):
        sdp.read_code(sdp.to_base32(bytes(body[:40])))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "no ICE credentials"),
        (chromium([MDNS_1]).replace(FINGERPRINT, ""), "no sha-256 fingerprint"),
        (chromium([MDNS_1]).replace("sha-256", "sha-1"), "only sha-256"),
        (chromium([MDNS_1]).replace("4B:11", "ZZ:11"), "not hexadecimal"),
        (chromium([MDNS_1]).replace("4B:11:", ""), "32 bytes"),
        (chromium([MDNS_1], setup="holdconn"), "setup role"),
        (chromium([MDNS_1], ufrag="ab"), "ice-ufrag"),
        (chromium([MDNS_1], pwd="short"), "ice-pwd"),
        (chromium([MDNS_1], pwd="x" * 23 + "!"), "ice-pwd"),
        (chromium(["1 1 udp 1 host"]), "malformed candidate"),
        (chromium(["1 1 udp 1 10.0.0.1 99999 typ host"]), "malformed candidate"),
        (chromium(["1 1 udp 1 bad_name!.local 5 typ host"]), "unusable candidate address"),
    ],
)
def test_unusable_descriptions_raise_a_named_error(text: str, reason: str) -> None:
    with pytest.raises(SdpError, match=reason):
        sdp.compress(text)


def test_base32_round_trips_any_bytes() -> None:
    rng = random.Random(2)
    for size in range(40):
        data = bytes(rng.randrange(256) for _ in range(size))
        assert sdp.from_base32(sdp.to_base32(data)) == data
