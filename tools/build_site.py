#!/usr/bin/env python3
"""Build the deployable site into ``_site/``: exactly what the page needs, nothing else.

``_site/`` gets ``index.html``, ``pyscript.toml``, the entry scripts ``py/*.py`` (main.py and
any worker script), ``build/pharaoh.zip`` (the package, see tools/pack.py) and ``static/``
with the vendored runtime (tools/vendor.py).  The layout mirrors the source tree, so the
relative URLs of ``make play`` and of the deployed site are the same.  GitHub Pages serves it
from ``/REPO/``; nothing in it names another origin.

It also makes what turns the page into an installable app that plays offline (see
docs/runtime.md, "Offline and installable"): the icons (tools/icons.py) in
``static/icons/``, the web app manifests ``manifest.webmanifest`` (German),
``manifest.en.webmanifest``, ``manifest.fr.webmanifest`` and ``manifest.it.webmanifest``,
and ``sw.js``, the service worker: ``static/sw.js`` with the list of every file of the
site and its SHA-256 filled in (:func:`service_worker`).  The worker sits at the site's root
so that its scope is the whole site.  ``tools/serve.py``
makes the same generated files on the fly when it serves the source tree (``make play``,
the bench), from :func:`site_sources` and :func:`generated_files`.

For a server that sends files compressed ahead of time it writes ``X.gz`` next to every
file worth it (tools/precompress.py; tools/serve.py uses them), and
``static/downloads.json``: the bytes of each big file the boot downloads, as a file and as
sent gzipped, for the boot's progress bar (static/boot.js, :func:`downloads`).  The ``.gz``
files are not in the worker's list: it keeps each file once, as the browser decoded it.

Usage: ``python3 tools/build_site.py [--out _site]``.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from icons import ICONS, icon_png
from pack import OUT as PACKAGE_ZIP
from pack import pack, rest_path
from precompress import gzip_path, precompress_site
from vendor import vendor

ROOT = Path(__file__).resolve().parent.parent
TOP_FILES = ("index.html", "pyscript.toml")
IGNORE = (".*", "*.map", "__pycache__", "*.tmp")
"""Names never copied from ``static/`` (hidden files, source maps, caches, half-written files)."""
WORKER_TEMPLATE = "static/sw.js"
"""The service worker's source; the site gets it, filled in, as ``sw.js`` at its root."""
WORKER = "sw.js"
WORKER_SLOT = "const SITE = null; // filled in by tools/build_site.py"
"""The line of the template that :func:`service_worker` replaces with the site's file list."""
ICON_DIR = "static/icons"
ICON_CACHE = ROOT / "build" / "icons"
"""Drawn icons are kept here (drawing them takes seconds) until tools/icons.py changes."""
MANIFESTS = {
    "de": "manifest.webmanifest",
    "en": "manifest.en.webmanifest",
    "fr": "manifest.fr.webmanifest",
    "it": "manifest.it.webmanifest",
}
"""The web app manifest in each language (index.html links the German one; boot.js picks)."""
THEME = "#16100a"
"""Theme and background colour: the night of the boot screen (index.html's --night)."""
DOWNLOADS = "static/downloads.json"
"""The sizes of the boot's big downloads, for the progress bar (:func:`downloads`)."""
STDLIB = "static/vendor/pyodide/python_stdlib.zip"
"""Pyodide's standard library (compiled to bytecode by tools/vendor.py)."""
BOOT_STDLIB = "static/vendor/pyodide/python_stdlib_boot.zip"
"""The part of :data:`STDLIB` a first visit starts with (:func:`boot_stdlib`)."""
BOOT_STDLIB_LIST = ROOT / "tools" / "stdlib_boot.txt"
"""The modules in :data:`BOOT_STDLIB`, one a line (tools/stdlib_boot.py measures them)."""
BOOT_STDLIB_CACHE = ROOT / "build" / "stdlib-boot"
STDLIB_SOURCES = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
"""Pyodide's library as sources (npm); :func:`boot_stdlib` compiles the boot's part from it lean."""
LEAN_COMPILER = ROOT / "tools" / "pyodide_lean.mjs"
STDLIB_NAMES = "_stdlib_names.txt"
"""A file in :data:`BOOT_STDLIB`: the top-level names of the full library, one a line."""
BOOT_DOWNLOADS = (
    "static/vendor/pyodide/pyodide.asm.wasm",
    "static/vendor/pyodide/memory-snapshot.bin",
    STDLIB,
    BOOT_STDLIB,
    "static/vendor/pyodide/pyodide.asm.mjs",
    f"build/{PACKAGE_ZIP.name}",
)
"""What the boot downloads besides small scripts (static/interpreter.mjs fetches them).

A first visit fetches the wasm, its loader, the boot library and the package; a later one
(the snapshot in a cache) the snapshot and the full library instead of the boot library."""


def _ignored(rel: Path) -> bool:
    return any(fnmatch.fnmatch(part, pattern) for part in rel.parts for pattern in IGNORE)


def site_sources(root: Path = ROOT) -> dict[str, Path]:
    """Every file the site copies from a source tree: its URL path in the site -> the file.

    ``build/pharaoh.zip`` is taken from ``root`` (pack it first); the files made by
    :func:`generated_files` and the service worker are not listed.
    """
    files = {name: root / name for name in TOP_FILES}
    for script in sorted((root / "py").glob("*.py")):
        files[f"py/{script.name}"] = script
    files[f"build/{PACKAGE_ZIP.name}"] = root / "build" / PACKAGE_ZIP.name
    rest = rest_path(root / "build" / PACKAGE_ZIP.name)  # what the menu does not need (tools/pack.py)
    if rest.exists():
        files[f"build/{rest.name}"] = rest
    static = root / "static"
    for path in sorted(static.rglob("*")):
        rel = path.relative_to(static)
        if path.is_file() and not _ignored(rel) and f"static/{rel.as_posix()}" != WORKER_TEMPLATE:
            files[f"static/{rel.as_posix()}"] = path
    return files


def _texts() -> dict[str, dict[str, str]]:
    """The app's name and tagline in each language, from the page's own texts (pharaoh.web.i18n)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from pharaoh.web.i18n import TEXTS
    finally:
        sys.path.remove(str(ROOT / "py"))
    return {key: dict(TEXTS[key]) for key in ("app.title", "app.tagline")}


def manifest(lang: str) -> dict[str, object]:
    """The web app manifest in ``lang``: every URL relative to the manifest (the site's root)."""
    texts = _texts()
    icons = [
        {"src": f"{ICON_DIR}/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
        for name, size, purpose in ICONS
        if size >= 192
    ]
    return {
        "id": "./",
        "name": texts["app.title"][lang],
        "short_name": texts["app.title"][lang],
        "description": texts["app.tagline"][lang],
        "lang": lang,
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": THEME,
        "theme_color": THEME,
        "categories": ["games", "entertainment"],
        "icons": icons,
    }


def icon_files() -> dict[str, bytes]:
    """The icons as PNG bytes by URL path (drawn once, kept in build/icons until tools/icons.py changes)."""
    key = hashlib.sha256((ROOT / "tools" / "icons.py").read_bytes()).hexdigest()[:16]
    folder = ICON_CACHE / key
    out = {}
    for name, size, purpose in ICONS:
        path = folder / name
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_bytes(icon_png(size, purpose == "maskable"))
            tmp.replace(path)
        out[f"{ICON_DIR}/{name}"] = path.read_bytes()
    return out


def _module_file(name: str, entries: Mapping[str, zipfile.ZipInfo]) -> str | None:
    """The archive path of a module of the library (package or module, bytecode or source)."""
    path = name.replace(".", "/")
    for candidate in (f"{path}/__init__.pyc", f"{path}.pyc", f"{path}/__init__.py", f"{path}.py"):
        if candidate in entries:
            return candidate
    return None


def _lean_bytecode(pyodide: Path, files: list[str]) -> dict[str, bytes]:
    """The bytecode of the library's ``files`` without docstrings, compiled from the sources.

    Pyodide under Node compiles them (tools/pyodide_lean.mjs), so the bytecode is
    the page's own Python's; asserts stay.  ``{}`` (the full library's bytecode is used) when
    Node or a source is missing or the compiler fails.
    """
    names = {f[: -len(".pyc")] + ".py": f for f in files if f.endswith(".pyc")}
    found = shutil.which("node")
    if found is None or not names:
        return {}
    with tempfile.TemporaryDirectory(prefix="pharaoh-lean-") as tmp:
        given, made = Path(tmp) / "in.zip", Path(tmp) / "out.zip"
        with zipfile.ZipFile(STDLIB_SOURCES) as sources, zipfile.ZipFile(given, "w") as out:
            for name in sorted(set(names) & set(sources.namelist())):
                out.writestr(name, sources.read(name))
        cmd = [found, str(LEAN_COMPILER), str(pyodide), str(given), str(made)]
        result = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if result.returncode != 0 or not made.is_file():
            sys.stderr.write(f"[site] the boot's library without docstrings failed: {result.stderr[-500:]}\n")
            return {}
        with zipfile.ZipFile(made) as compiled:
            return {name: compiled.read(name) for name in compiled.namelist() if name in names.values()}


def boot_stdlib(stdlib: Path) -> bytes | None:
    """``python_stdlib_boot.zip``: the modules of :data:`BOOT_STDLIB_LIST` out of the full library.

    A first visit starts Python with it (1.2 MB instead of 4.5; static/interpreter.mjs) and
    swaps the full library in once the menu is up.  It also holds :data:`STDLIB_NAMES`, the
    full library's top-level names, so the page knows which imports to fetch the full library
    for at once.  Entries keep the full archive's order and dates, so the bytes depend only on
    the library and the list; the result is kept in ``build/stdlib-boot`` under their hash.
    For the vendored library its modules are compiled again without docstrings
    (:func:`_lean_bytecode`, about a seventh smaller: this download is on the first visit's
    critical path); any other archive (a test's) is copied as it is.
    None when ``stdlib`` is missing or no zip archive.
    """
    if not stdlib.is_file() or not zipfile.is_zipfile(stdlib):
        return None
    vendored = ROOT / STDLIB  # a built site's copy of it too (not a test's made-up archive)
    lean = STDLIB_SOURCES.is_file() and vendored.is_file() and file_hash(stdlib) == file_hash(vendored)
    wanted = [
        line.strip()
        for line in BOOT_STDLIB_LIST.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    sources = f"{file_hash(STDLIB_SOURCES)} {file_hash(LEAN_COMPILER)} lean" if lean else ""
    key = hashlib.sha256(f"{file_hash(stdlib)} {' '.join(wanted)} 1 {sources}".encode()).hexdigest()[:16]
    kept = BOOT_STDLIB_CACHE / f"{key}.zip"
    if kept.is_file():
        return kept.read_bytes()
    with zipfile.ZipFile(stdlib) as full:
        entries = {info.filename: info for info in full.infolist()}
        chosen = {file for file in (_module_file(name, entries) for name in wanted) if file}
        leaner = _lean_bytecode(stdlib.parent, sorted(chosen)) if lean else {}
        dirs = {file[: i + 1] for file in chosen for i, c in enumerate(file) if c == "/"}
        tops = sorted({name.split("/")[0].removesuffix(".pyc").removesuffix(".py") for name in entries})
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as boot:
            for name, info in entries.items():
                if name in chosen or name in dirs:
                    copy = zipfile.ZipInfo(name, date_time=info.date_time)
                    copy.external_attr = info.external_attr
                    method = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
                    body = leaner.get(name) or full.read(name)
                    boot.writestr(copy, body, compress_type=method, compresslevel=9)
            names = zipfile.ZipInfo(STDLIB_NAMES, date_time=(1980, 1, 1, 0, 0, 0))
            boot.writestr(names, "".join(f"{top}\n" for top in tops), compress_type=zipfile.ZIP_DEFLATED)
    data = out.getvalue()
    BOOT_STDLIB_CACHE.mkdir(parents=True, exist_ok=True)
    if kept.is_file():  # another process made it meanwhile: one version for everybody
        return kept.read_bytes()
    tmp = kept.with_suffix(f".{os.getpid()}.tmp")  # two processes at once (unit and e2e tests) never mix
    tmp.write_bytes(data)
    tmp.replace(kept)
    return data


def generated_files(root: Path = ROOT) -> dict[str, bytes]:
    """The files the build makes (icons, manifests, the boot library) by URL path; not the worker.

    ``root`` is the site (or source tree) whose standard library the boot library comes from.
    """
    files = icon_files()
    boot = boot_stdlib(root / STDLIB)
    if boot is not None:
        files[BOOT_STDLIB] = boot
    for lang, name in MANIFESTS.items():
        files[name] = (json.dumps(manifest(lang), ensure_ascii=False, indent=2) + "\n").encode()
    return files


def downloads(files: Mapping[str, Path | bytes]) -> bytes:
    """``static/downloads.json``: ``{"files": {name: [bytes, bytes sent gzipped]}}`` of the boot.

    Keyed by file name (what static/boot.js sees of a URL); "sent" is the size of the
    ``.gz`` where one is worth sending (GitHub Pages compresses on its own, roughly as much).
    Generated files (bytes) are zip archives, sent as they are.
    """
    sizes = {}
    for url in BOOT_DOWNLOADS:
        path = files.get(url)
        if isinstance(path, bytes):
            sizes[url.rsplit("/", 1)[-1]] = [len(path), len(path)]
            continue
        if path is None or not path.is_file():
            continue
        packed = gzip_path(path)
        size = path.stat().st_size
        sizes[url.rsplit("/", 1)[-1]] = [size, packed.stat().st_size if packed else size]
    return (json.dumps({"files": sizes}, sort_keys=True) + "\n").encode()


_HASHES: dict[tuple[str, int, int], str] = {}


def file_hash(path: Path) -> str:
    """SHA-256 (hex) of a file, remembered while its size and date stay the same."""
    stat = path.stat()
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    if key not in _HASHES:
        _HASHES[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return _HASHES[key]


def service_worker(files: Mapping[str, Path | bytes], template: Path = ROOT / WORKER_TEMPLATE) -> str:
    """``static/sw.js`` with the site filled in: every file's SHA-256 and size, and the version.

    The version is a hash of that list, so any change to any file makes a new version, and
    the browser installs it as a whole (the old one keeps serving until it is switched).
    """
    entries = {}
    for url, source in sorted(files.items()):
        if isinstance(source, bytes):
            entries[url] = [hashlib.sha256(source).hexdigest(), len(source)]
        else:
            entries[url] = [file_hash(source), source.stat().st_size]
    listing = json.dumps(entries, sort_keys=True, separators=(",", ":"))
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    site = json.dumps({"version": version, "files": entries}, sort_keys=True, separators=(",", ":"))
    text = template.read_text(encoding="utf-8")
    if WORKER_SLOT not in text:
        raise ValueError(f"{template} lacks the line {WORKER_SLOT!r}")
    return text.replace(WORKER_SLOT, f"const SITE = {site};")


def write_offline_files(out: Path) -> dict[str, object]:
    """Write the icons, manifests, downloads.json, the worker and the ``.gz`` files; return the worker's list.

    The list covers every file of ``out`` but the worker itself, ``.nojekyll`` and the
    ``.gz`` beside a file: call this last (again after changing a file of the site, as the
    e2e tests do for a second deploy; stale ``.gz`` files are rewritten or removed).
    """
    for name, data in generated_files(out).items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        (out / name).write_bytes(data)
    present = {p.relative_to(out).as_posix(): p for p in sorted(out.rglob("*")) if p.is_file()}
    (out / DOWNLOADS).parent.mkdir(parents=True, exist_ok=True)
    (out / DOWNLOADS).write_bytes(downloads(present))
    files: dict[str, Path | bytes] = {
        p.relative_to(out).as_posix(): p
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name not in (WORKER, ".nojekyll") and not _beside(p)
    }
    text = service_worker(files)
    (out / WORKER).write_text(text, encoding="utf-8")
    precompress_site(out)
    start = text.index("const SITE = ") + len("const SITE = ")
    site: dict[str, object] = json.loads(text[start : text.index(";\n", start)])
    return site


def _beside(path: Path) -> bool:
    """Whether ``path`` is the ``.gz`` of another file of the site (tools/precompress.py)."""
    return path.suffix == ".gz" and path.with_suffix("").is_file()


def build_site(out: Path = ROOT / "_site", quiet: bool = False) -> Path:
    """Vendor and pack if needed, then copy the site into ``out`` (replaced); return it."""
    vendor()
    pack()
    out = out.resolve()
    if out == ROOT or out in ROOT.parents or out in {ROOT / d for d in ("py", "static", "build", "tools")}:
        raise ValueError(f"refusing to build into {out}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in TOP_FILES:
        shutil.copy2(ROOT / name, out / name)
    (out / "py").mkdir()
    for script in sorted((ROOT / "py").glob("*.py")):
        shutil.copy2(script, out / "py" / script.name)
    (out / "build").mkdir()
    shutil.copy2(PACKAGE_ZIP, out / "build" / PACKAGE_ZIP.name)
    if rest_path(PACKAGE_ZIP).exists():
        shutil.copy2(rest_path(PACKAGE_ZIP), out / "build" / rest_path(PACKAGE_ZIP).name)
    for url, source in site_sources(ROOT).items():
        if url.startswith("static/"):
            (out / url).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, out / url)
    (out / ".nojekyll").write_text("")
    site = write_offline_files(out)
    if not quiet:
        files = [p for p in out.rglob("*") if p.is_file() and not _beside(p)]
        size = sum(p.stat().st_size for p in files)
        packed = [p for p in out.rglob("*.gz") if _beside(p)]
        listed = site["files"]
        assert isinstance(listed, dict)
        print(
            f"[site] {out} ready: {len(files)} files, {size / 1e6:.1f} MB (and {len(packed)} .gz, "
            f"{sum(p.stat().st_size for p in packed) / 1e6:.1f} MB); "
            f"offline version {site['version']} ({len(listed)} files precached)"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Build the deployable site.")
    parser.add_argument("--out", type=Path, default=ROOT / "_site")
    args = parser.parse_args(argv)
    build_site(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
