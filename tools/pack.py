#!/usr/bin/env python3
"""Pack the ``pharaoh`` package (``py/pharaoh``) into ``build/pharaoh.zip`` for the page.

``static/interpreter.mjs`` (the page's and the workers' interpreter module) unpacks it into
Python's working directory (``/home/pyodide``, on ``sys.path``) before Python code runs, so
``import pharaoh`` works in the page and in workers.  It reads stored and deflated entries.

Every file of the package goes in (``.py`` and data such as ``.json``), except caches and
hidden files.  The sources are deterministic (sorted names, fixed timestamps).

Bytecode: Pyodide never writes ``.pyc`` files, so without them every page load compiles
every module it imports.  When Node and the vendored runtime are there, the zip also gets
``__pycache__/*.cpython-3XY.pyc`` for each module (unchecked hash-based ``.pyc``, compiled
by Pyodide itself through ``tools/pyodide_compile.mjs``), for ``pharaoh`` and for the
``pyscript`` package that PyScript writes at each start.  Without them the zip holds the
sources only, which work the same, more slowly.

The zip's comment is a key of its inputs (the sources, the vendored runtime); the zip is
rewritten only when that key changes, so an unchanged package keeps its ``Last-Modified``
and the browser's cached copy stays valid.

Usage: ``python3 tools/pack.py`` (prints nothing when the zip is current; ``-v`` to tell).
"""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "pharaoh"
OUT = ROOT / "build" / "pharaoh.zip"
COMPILER = ROOT / "tools" / "pyodide_compile.mjs"
PYODIDE_DIR = ROOT / "static" / "vendor" / "pyodide"
PYSCRIPT_DIR = ROOT / "static" / "vendor" / "pyscript"
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


def compiler_inputs() -> list[Path]:
    """What bytecode compilation needs; empty when it is not possible here (no Node, no runtime)."""
    inputs = [COMPILER, PYODIDE_DIR / "pyodide.asm.wasm", PYODIDE_DIR / "python_stdlib.zip", PYSCRIPT_DIR]
    if shutil.which("node") is None or not all(p.exists() for p in inputs):
        return []
    return [COMPILER, *sorted(PYODIDE_DIR.glob("pyodide*")), *sorted(PYSCRIPT_DIR.glob("*.js"))]


def input_key(sources: bytes, compiler: list[Path]) -> bytes:
    """The zip comment: a hash of the sources and of what compiled them (b"src:..." if nothing did)."""
    digest = hashlib.sha256(sources)
    for path in compiler:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return (b"pyc:" if compiler else b"src:") + digest.hexdigest().encode()


def current_key(out: Path) -> bytes | None:
    """The comment of an existing zip, or None."""
    try:
        with zipfile.ZipFile(out) as archive:
            return archive.comment
    except (OSError, zipfile.BadZipFile):
        return None


def with_bytecode(sources: bytes) -> bytes | None:
    """The source zip plus ``__pycache__`` bytecode compiled inside Pyodide; None if that failed."""
    with tempfile.TemporaryDirectory(prefix="pharaoh-pack-") as tmp:
        src, dst = Path(tmp) / "src.zip", Path(tmp) / "pyc.zip"
        src.write_bytes(sources)
        node = shutil.which("node") or "node"
        cmd = [node, str(COMPILER), "pycache", str(PYODIDE_DIR), str(src), str(dst), str(PYSCRIPT_DIR)]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0 or not dst.exists():
            sys.stderr.write(f"[pack] bytecode not compiled, sources only: {result.stderr.strip()[-800:]}\n")
            return None
        return dst.read_bytes()


def set_comment(data: bytes, comment: bytes) -> bytes:
    """The same zip with ``comment`` as its archive comment."""
    buffer = io.BytesIO(data)
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.comment = comment
    return buffer.getvalue()


def pack(out: Path = OUT, package: Path = PACKAGE, bytecode: bool = True) -> bool:
    """Write the zip if its inputs changed; True if it was written."""
    sources = zip_bytes(package)
    compiler = compiler_inputs() if bytecode else []
    key = input_key(sources, compiler)
    if current_key(out) == key:
        return False
    data = with_bytecode(sources) if compiler else None
    if data is None:
        data, key = sources, input_key(sources, [])
        if current_key(out) == key:
            return False
    data = set_comment(data, key)
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
        kind = "with bytecode" if (current_key(OUT) or b"").startswith(b"pyc:") else "sources only"
        print(f"[pack] {OUT.relative_to(ROOT)} {state} ({count} files, {kind}, {OUT.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
