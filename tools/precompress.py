"""Gzip made ahead of time: which files of the site are worth compressing, and their ``.gz``.

``tools/build_site.py`` writes ``X.gz`` next to every file ``X`` of the built site that
gzip makes at least :data:`MIN_SAVING` smaller (the wasm, the JavaScript, JSON, CSS, HTML,
SVG, the Python entry scripts); already compressed files (zip archives, wheels, the gzipped
memory snapshot, PNG, WOFF2) get none.  ``tools/serve.py`` answers a request that accepts
gzip with the ``.gz`` (``Content-Encoding: gzip``, the original's ``Content-Type``); serving
the source tree, it takes the ``.gz`` from the same cache (:func:`gzip_path`), so compressing
the 9.6 MB wasm (2 s at level 9) happens once per content, not per request or per build.

The cache is ``build/gzip/<sha256 of the content>.gz``; a ``.skip`` file there remembers a
content not worth compressing.  Standard library only (no brotli dependency).
"""

from __future__ import annotations

import gzip
import hashlib
import os
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "gzip"
COMPRESSIBLE = frozenset(
    (".wasm", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".py", ".toml", ".txt", ".md")
    + (".webmanifest", ".map", ".xml")
)
"""File endings worth trying (text, and wasm); everything else is sent as it is."""
MIN_SIZE = 512
"""Files smaller than this are sent as they are (the headers outweigh the saving)."""
MIN_SAVING = 0.05
"""A ``.gz`` is kept only when it is at least this share smaller than the file."""
LEVEL = 9

_HASHES: dict[tuple[str, int, int], str] = {}
_LOCK = threading.Lock()


def compressible(name: str) -> bool:
    """Whether a file of this name is worth trying to gzip (by its ending).

    >>> [compressible(n) for n in ("a/pyodide.asm.wasm", "index.html", "x.zip", "s.bin", "t.js.gz")]
    [True, True, False, False, False]
    """
    return Path(name).suffix.lower() in COMPRESSIBLE


def worth(size: int, packed: int) -> bool:
    """Whether a ``.gz`` of ``packed`` bytes is worth sending instead of ``size`` bytes.

    >>> worth(1000, 400), worth(1000, 960), worth(100, 10)
    (True, False, False)
    """
    return size >= MIN_SIZE and packed <= size * (1 - MIN_SAVING)


def gzip_bytes(data: bytes) -> bytes:
    """``data`` gzipped, reproducibly (no time stamp, no file name)."""
    return gzip.compress(data, compresslevel=LEVEL, mtime=0)


def content_hash(path: Path) -> str:
    """SHA-256 (hex) of a file, remembered while its size and date stay the same."""
    stat = path.stat()
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    with _LOCK:
        known = _HASHES.get(key)
    if known is None:
        known = hashlib.sha256(path.read_bytes()).hexdigest()
        with _LOCK:
            _HASHES[key] = known
    return known


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(path)


def gzip_path(path: Path, cache: Path | None = None) -> Path | None:
    """The cached ``.gz`` of a file (made now if missing), or None when not worth sending.

    ``cache`` defaults to :data:`CACHE` (read when called, so tests can move it).
    """
    if not compressible(path.name) or path.stat().st_size < MIN_SIZE:
        return None
    cache = CACHE if cache is None else cache
    digest = content_hash(path)
    packed, skip = cache / f"{digest}.gz", cache / f"{digest}.skip"
    if packed.is_file():
        return packed
    if skip.is_file():
        return None
    data = path.read_bytes()
    made = gzip_bytes(data)
    if not worth(len(data), len(made)):
        _write_atomically(skip, b"")
        return None
    _write_atomically(packed, made)
    return packed


def sibling(path: Path) -> Path:
    """Where a built site keeps the ``.gz`` of ``path``: next to it."""
    return path.with_name(path.name + ".gz")


def precompress_site(out: Path, cache: Path | None = None) -> dict[str, tuple[int, int]]:
    """Write ``X.gz`` next to every file of ``out`` worth it; remove stale ones.

    Returns ``{url path: (bytes, gzipped bytes)}`` of the files that got one.  A ``.gz``
    whose original is gone or no longer worth compressing is removed, so a second build into
    the same folder never leaves an old ``.gz`` beside a new file.
    """
    made: dict[str, tuple[int, int]] = {}
    files = [p for p in sorted(out.rglob("*")) if p.is_file()]
    for path in files:
        if path.suffix == ".gz" and path.with_suffix("").is_file():
            continue
        packed = gzip_path(path, cache)
        target = sibling(path)
        if packed is None:
            if target.is_file() and compressible(path.name):
                target.unlink()
            continue
        data = packed.read_bytes()
        if not target.is_file() or target.read_bytes() != data:
            _write_atomically(target, data)
        elif target.stat().st_mtime_ns < path.stat().st_mtime_ns:
            os.utime(target)  # tools/serve.py trusts a .gz no older than its file
        made[path.relative_to(out).as_posix()] = (path.stat().st_size, len(data))
    for path in files:
        original = path.with_suffix("")
        if path.suffix == ".gz" and compressible(original.name) and not original.is_file():
            path.unlink()
    return made
