#!/usr/bin/env python3
"""Pack the ``pharaoh`` package (``py/pharaoh``) into ``build/pharaoh.zip`` for the page.

The page's ``pyscript.toml`` lists the zip under ``[files]`` as ``"./build/pharaoh.zip" = "./*"``,
so PyScript unpacks it into Python's working directory (``/home/pyodide``, on ``sys.path``)
and ``import pharaoh`` works in the page and in workers.

Every file of the package goes in (``.py`` and data such as ``.json``), except caches and
hidden files.  The zip is deterministic (sorted names, fixed timestamps) and is rewritten
only when its content changes, so an unchanged package keeps its ``Last-Modified`` and the
browser's cached copy stays valid.

Usage: ``python3 tools/pack.py`` (prints nothing when the zip is current; ``-v`` to tell).
"""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "pharaoh"
OUT = ROOT / "build" / "pharaoh.zip"
EPOCH = (2020, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".swp"}


def package_files(package: Path = PACKAGE) -> list[Path]:
    """The files that go into the zip, sorted."""
    files = []
    for path in package.rglob("*"):
        rel = path.relative_to(package)
        if not path.is_file() or path.suffix in SKIP_SUFFIXES:
            continue
        if any(part in SKIP_DIRS or part.startswith(".") for part in rel.parts):
            continue
        files.append(path)
    return sorted(files)


def zip_bytes(package: Path = PACKAGE) -> bytes:
    """The zip's content: ``pharaoh/...`` entries."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in package_files(package):
            name = (Path(package.name) / path.relative_to(package)).as_posix()
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def pack(out: Path = OUT, package: Path = PACKAGE) -> bool:
    """Write the zip if its content changed; True if it was written."""
    data = zip_bytes(package)
    if out.exists() and out.read_bytes() == data:
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(data)
    tmp.replace(out)
    return True


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    args = sys.argv[1:] if argv is None else argv
    written = pack()
    if written or "-v" in args:
        count = len(package_files())
        state = "written" if written else "up to date"
        print(f"[pack] {OUT.relative_to(ROOT)} {state} ({count} files, {OUT.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
