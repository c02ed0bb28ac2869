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

Two archives: the page's menu needs none of the games' code, so ``build/pharaoh.zip`` holds
only the modules a first visit imports until the menu is up (``tools/package_boot.txt``,
measured by ``tools/stdlib_boot.py``; PyScript's package always) and ``build/pharaoh_rest.zip``
everything else (the games, remote play, replays, data files).  The page fetches the rest
once the menu is up, and at once when a module of it is imported earlier
(``static/interpreter.mjs``).  Without the list, everything goes into ``pharaoh.zip`` and the
rest is an empty archive.

Usage: ``python3 tools/pack.py`` (prints nothing when the zips are current; ``-v`` to tell).
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
BOOT_LIST = ROOT / "tools" / "package_boot.txt"
"""The modules of ``pharaoh`` in :data:`OUT`, one a line (``#``: a comment); the rest: :func:`rest_path`."""


def rest_path(out: Path) -> Path:
    """Where the modules a first visit's menu does not need go: ``pharaoh_rest.zip`` beside ``out``."""
    return out.with_name(f"{out.stem}_rest{out.suffix}")


def boot_modules(path: Path = BOOT_LIST) -> frozenset[str] | None:
    """The module names of the boot list, or None when there is no list (then nothing is split off)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    names = frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
    return names or None


def module_of(entry: str) -> str | None:
    """The module an archive entry belongs to; None for a data file.

    ``pharaoh/web/__pycache__/app.cpython-314.pyc`` -> ``pharaoh.web.app``.
    """
    parts = entry.split("/")
    stem, dot, suffix = parts[-1].partition(".")
    if suffix == "py":
        module = parts[:-1] + [stem]
    elif len(parts) >= 2 and parts[-2] == "__pycache__" and suffix.endswith(".pyc"):
        module = parts[:-2] + [stem]
    else:
        return None
    if module[-1] == "__init__":
        module = module[:-1]
    return ".".join(module)


def split(data: bytes, boot: frozenset[str]) -> tuple[bytes, bytes]:
    """The zip ``data`` as two: PyScript's package and the modules of ``boot``, and the rest.

    A data file (``cards.json``) goes first when a module of ``boot`` in its folder names it
    in its source: the menu reads it (a file is not imported, so no finder could fetch it late).
    """
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        names = source.namelist()
        booted = {
            name: source.read(name) for name in names if name.endswith(".py") and module_of(name) in boot
        }

        def first_needs(name: str) -> bool:
            if not name.startswith("pharaoh/"):
                return True
            module = module_of(name)
            if module is not None:
                return module in boot
            folder, _, file = name.rpartition("/")
            return any(
                path.rpartition("/")[0] == folder and file.encode() in text for path, text in booted.items()
            )

        parts = io.BytesIO(), io.BytesIO()
        with zipfile.ZipFile(parts[0], "w") as first, zipfile.ZipFile(parts[1], "w") as rest:
            for info in source.infolist():
                keep = first_needs(info.filename)
                (first if keep else rest).writestr(info, source.read(info), info.compress_type, 9)
    return parts[0].getvalue(), parts[1].getvalue()


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


def _current(out: Path, key: bytes, boot: frozenset[str] | None) -> bool:
    return current_key(out) == key and (boot is None or current_key(rest_path(out)) == key)


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)


def pack(
    out: Path = OUT, package: Path = PACKAGE, bytecode: bool = True, boot: frozenset[str] | None = None
) -> bool:
    """Write the zip (and the rest's, :func:`rest_path`) if its inputs changed; True if written.

    ``boot``: the modules that go into ``out``, the others into the rest; by default the
    list :data:`BOOT_LIST` for the project's package, and no split for any other package.
    """
    if boot is None and package == PACKAGE:
        boot = boot_modules()
    plain = zip_bytes(package)
    # the key follows the list too
    sources = plain if boot is None else plain + "\n".join(sorted(boot)).encode()
    compiler = compiler_inputs() if bytecode else []
    key = input_key(sources, compiler)
    if _current(out, key, boot):
        return False
    data = with_bytecode(plain) if compiler else None
    if data is None:
        data, key = plain, input_key(sources, [])
        if _current(out, key, boot):
            return False
    if boot is None:
        _write(out, set_comment(data, key))
        return True
    first, rest = split(data, boot)
    _write(rest_path(out), set_comment(rest, key))
    _write(out, set_comment(first, key))
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
        rest = rest_path(OUT)
        if rest.exists():
            size = rest.stat().st_size
            print(f"[pack] {rest.relative_to(ROOT)}: the rest, fetched after the menu ({size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
