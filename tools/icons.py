#!/usr/bin/env python3
"""The app's icons, drawn here with the standard library (no image files in the repository).

A golden pyramid under a sun disc on the night sky of the boot screen.  ``icon_png(size,
maskable)`` draws one as PNG bytes: shapes are signed distances, so every edge is smoothed
over one pixel without supersampling.  A "maskable" icon fills its whole square (a phone
cuts its own shape out of it) and keeps the picture inside the central circle of 80 %; an
"any" icon is a rounded square with transparent corners.

``tools/build_site.py`` writes the set of :data:`ICONS` into the site and lists them in
the web app manifest; ``tools/serve.py`` serves the same set when it serves the source tree.

Usage: ``python3 tools/icons.py OUT_DIR`` writes the PNG files there.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

ICONS: tuple[tuple[str, int, str], ...] = (
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-192.png", 192, "maskable"),
    ("icon-maskable-512.png", 512, "maskable"),
    ("apple-touch-icon.png", 180, "maskable"),
    ("favicon-32.png", 32, "any"),
)
"""(file name, size in px, purpose): what browsers ask for (Chromium wants 192 and 512; iOS 180)."""

NIGHT = (0x16, 0x10, 0x0A)
DUSK = (0x4A, 0x34, 0x18)
GOLD = (0xD9, 0xA7, 0x33)
GOLD_LIGHT = (0xF6, 0xDC, 0x86)
SHADE = (0x9C, 0x6F, 0x1C)


def png(width: int, height: int, rgba: bytes) -> bytes:
    """A PNG file (8-bit RGBA, no interlace) of ``width`` x ``height`` pixels given row by row.

    >>> data = png(1, 1, bytes([255, 0, 0, 255]))
    >>> data[1:4], data[12:16], struct.unpack(">II", data[16:24])
    (b'PNG', b'IHDR', (1, 1))
    """
    if len(rgba) != width * height * 4:
        raise ValueError("pixel data does not match the size")

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    stride = width * 4
    raw = b"".join(b"\x00" + rgba[y * stride : (y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    body = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def _cover(distance: float, px: float) -> float:
    """How much of a pixel a shape covers, from the signed distance to its edge (negative: inside)."""
    return min(1.0, max(0.0, 0.5 - distance / px))


def _mix(a: tuple[float, float, float], b: tuple[int, int, int], t: float) -> tuple[float, float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def icon_png(size: int, maskable: bool = False) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square."""
    s = float(size)
    px = 1.0 / s  # one pixel in the unit square
    # a maskable icon keeps its picture within the central 80 % circle
    k = 1.12 if maskable else 1.3
    corner = 0.0 if maskable else 0.18
    sun_x, sun_y, sun_r = 0.0, -0.16 * k, 0.17 * k
    apex, base, half = -0.08 * k, 0.4 * k, 0.46 * k
    h = base - apex
    length = math.hypot(half, h)
    nx, ny = h / length, half / length
    soft = 2 * px
    night = (float(NIGHT[0]), float(NIGHT[1]), float(NIGHT[2]))
    rows = bytearray()
    for j in range(size):
        y = (j + 0.5) / s * 2 - 1
        for i in range(size):
            x = (i + 0.5) / s * 2 - 1
            # background: radial glow over the night, inside a rounded square
            colour = _mix(night, DUSK, max(0.0, 1.0 - math.hypot(x, y + 0.25) / 1.3))
            alpha = 1.0
            if corner:
                qx, qy = abs(x) - (1 - corner), abs(y) - (1 - corner)
                if qx > -soft or qy > -soft:
                    edge = math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - corner
                    alpha = _cover(edge, soft)
            # sun disc in a ring of rays
            d_sun = math.hypot(x - sun_x, y - sun_y)
            if d_sun < sun_r * 1.6:
                ray = 0.5 + 0.5 * math.cos(math.atan2(y - sun_y, x - sun_x) * 12)
                rays = d_sun - sun_r * (1.28 + 0.22 * ray)
                colour = _mix(colour, GOLD, 0.55 * _cover(max(rays, sun_r * 1.12 - d_sun), soft))
                colour = _mix(colour, GOLD_LIGHT, _cover(d_sun - sun_r, soft))
            # pyramid: a lit left face with a bright edge, a shaded right face
            if apex - soft < y < base + soft and abs(x) < half + soft:
                d_left = -x * nx + (apex - y) * ny
                d_right = x * nx + (apex - y) * ny
                cover = _cover(max(d_left, d_right, y - base), soft)
                if cover > 0:
                    colour = _mix(colour, GOLD if x < 0 else SHADE, cover)
                    if x < 0:
                        colour = _mix(colour, GOLD_LIGHT, cover * _cover(abs(d_left) - 0.012, soft))
            rows += bytes((round(colour[0]), round(colour[1]), round(colour[2]), round(alpha * 255)))
    return png(size, size, bytes(rows))


def write_icons(out: Path) -> list[Path]:
    """Draw every icon of :data:`ICONS` into ``out`` (created); return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size, purpose in ICONS:
        path = out / name
        path.write_bytes(icon_png(size, purpose == "maskable"))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[-1])
        return 2
    for path in write_icons(Path(args[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
