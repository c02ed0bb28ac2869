#!/usr/bin/env python3
"""Vendor the browser runtime into ``static/vendor/`` (standard library only).

What it does, in order:

1. ``npm ci`` unless ``node_modules`` already holds the pinned ``pyodide`` and
   ``@pyscript/core`` (the pins live in ``package.json`` / ``package-lock.json``).
2. Copies Pyodide's core files to ``static/vendor/pyodide/`` and PyScript's ``dist/``
   to ``static/vendor/pyscript/`` (source maps left out).  ``python_stdlib.zip`` is
   compiled to bytecode on the way (``tools/pyodide_compile.mjs``, Pyodide itself under
   Node): Pyodide ships the standard library as sources and never caches bytecode, so
   every page load would compile each module it imports again.  Then a memory snapshot of a
   started Python is made from it (``tools/pyodide_snapshot.mjs``), which the page restores
   instead of running the interpreter's set-up.
3. Downloads the pinned browser wheels with pip (cached in ``.cache/wheels/``) and puts
   them next to the Pyodide core.
4. Writes ``static/vendor/pyodide/pyodide-lock.json``: Pyodide's lock pruned to the
   vendored wheels, each entry's ``file_name``/``sha256``/``version`` rewritten from the
   real file (Pyodide checks the hash), entries added for wheels the lock lacks.  File
   names stay relative, so they resolve against the lock's own folder: the site works
   from any sub-path and loads nothing from another origin.

Idempotent and quick: a stamp file records the pins, this script's hash and the npm
lock; when it matches and every file is in place nothing is done.

Usage: ``python3 tools/vendor.py [--force] [--check]``.
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"
PYODIDE_OUT = VENDOR / "pyodide"
PYSCRIPT_OUT = VENDOR / "pyscript"
WHEEL_CACHE = ROOT / ".cache" / "wheels"
STAMP = VENDOR / ".stamp.json"
COMPILER = ROOT / "tools" / "pyodide_compile.mjs"
SNAPSHOTTER = ROOT / "tools" / "pyodide_snapshot.mjs"
SNAPSHOT = "memory-snapshot.bin"
"""Python's memory after start-up, gzipped (tools/pyodide_snapshot.mjs; static/interpreter.mjs
loads it).  Not named ``.gz``: some hosts would send that with ``Content-Encoding: gzip``."""

NPM_PINS = {"pyodide": "314.0.7", "@pyscript/core": "0.7.31"}
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""The core files copied as they are; the fifth, ``pyodide-lock.json``, is rewritten."""

WASM_PLATFORM = "pyemscripten_2026_0_wasm32"
WASM_PYTHON = "3.14"
BINARY_WHEELS = {"pydantic-core": "2.50.4"}
"""Wheels compiled for Pyodide's platform."""
PURE_WHEELS = {
    "pydantic": "2.14.3",
    "annotated-types": "0.8.0",
    "typing-extensions": "4.16.0",
    "typing-inspection": "0.4.5",
    "micropip": "0.11.1",
    "segno": "1.6.6",
}
"""Pure-Python wheels (``py3-none-any``)."""


def log(message: str) -> None:
    """Print a progress line."""
    print(f"[vendor] {message}", flush=True)


def canonical(name: str) -> str:
    """PEP 503 normalised project name.

    >>> canonical("Typing_Extensions")
    'typing-extensions'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """Hex sha256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def wheel_pins() -> dict[str, str]:
    """Every pinned wheel, name to version."""
    return {**BINARY_WHEELS, **PURE_WHEELS}


def stamp_value() -> dict[str, object]:
    """What the stamp must say for the vendored files to be current."""
    lock = ROOT / "package-lock.json"
    return {
        "npm": NPM_PINS,
        "wheels": wheel_pins(),
        "platform": WASM_PLATFORM,
        "script": sha256(Path(__file__)),
        "compiler": sha256(COMPILER),
        "snapshotter": sha256(SNAPSHOTTER),
        "package-lock": sha256(lock) if lock.exists() else None,
    }


def expected_files() -> list[Path]:
    """Files that must exist after a successful run."""
    files = [PYODIDE_OUT / name for name in (*PYODIDE_CORE, "pyodide-lock.json", SNAPSHOT)]
    files.append(PYSCRIPT_OUT / "core.js")
    return files


def is_current() -> bool:
    """True if ``static/vendor`` matches the pins (nothing to do)."""
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return stamp == stamp_value() and all(p.exists() for p in expected_files())


# --------------------------------------------------------------------------- npm


def installed_npm_version(package: str) -> str | None:
    """The version of an npm package in node_modules, or None."""
    try:
        meta = json.loads((NODE_MODULES / package / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    version = meta.get("version")
    return version if isinstance(version, str) else None


def check_package_json() -> None:
    """Fail loudly if package.json and this script disagree on the pins."""
    deps = json.loads((ROOT / "package.json").read_text(encoding="utf-8")).get("dependencies", {})
    for name, version in NPM_PINS.items():
        if deps.get(name) != version:
            sys.exit(f"[vendor] package.json pins {name}@{deps.get(name)}, tools/vendor.py wants {version}")


def ensure_node_modules() -> None:
    """Run ``npm ci`` unless node_modules already has the pinned packages."""
    check_package_json()
    if all(installed_npm_version(n) == v for n, v in NPM_PINS.items()):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[vendor] npm is missing: install Node.js and npm (Debian: apt-get install -y nodejs npm)")
    log("npm ci")
    subprocess.run(
        [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT, check=True
    )
    for name, version in NPM_PINS.items():
        if installed_npm_version(name) != version:
            sys.exit(f"[vendor] npm ci installed {name}@{installed_npm_version(name)}, want {version}")


# --------------------------------------------------------------------------- wheels


def cached_wheel(name: str, version: str) -> Path | None:
    """The cached wheel file for a pin, if downloaded already."""
    stem = canonical(name).replace("-", "_")
    for path in sorted(WHEEL_CACHE.glob("*.whl")):
        dist, ver = path.name.split("-")[:2]
        if canonical(dist).replace("-", "_") == stem and ver == version:
            return path
    return None


def pip_download(specs: list[str], *binary_platform: str) -> None:
    """Download wheels (no dependencies) into the cache."""
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--quiet"]
    cmd += ["--disable-pip-version-check", "--python-version", WASM_PYTHON, "-d", str(WHEEL_CACHE)]
    if binary_platform:
        cmd += ["--platform", binary_platform[0], "--implementation", "cp"]
    log("pip download " + " ".join(specs))
    subprocess.run([*cmd, *specs], check=True)


def ensure_wheels() -> list[Path]:
    """Every pinned wheel, downloaded once into ``.cache/wheels``."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    missing_bin = [f"{n}=={v}" for n, v in BINARY_WHEELS.items() if cached_wheel(n, v) is None]
    missing_pure = [f"{n}=={v}" for n, v in PURE_WHEELS.items() if cached_wheel(n, v) is None]
    if missing_bin:
        pip_download(missing_bin, WASM_PLATFORM)
    if missing_pure:
        pip_download(missing_pure)
    wheels = []
    for name, version in wheel_pins().items():
        path = cached_wheel(name, version)
        if path is None:
            sys.exit(f"[vendor] pip did not produce a wheel for {name}=={version}")
        wheels.append(path)
    return wheels


def wheel_facts(path: Path) -> dict[str, object]:
    """Name, version, importable top-level names and unconditional requirements of a wheel."""
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(archive.read(meta_name).decode("utf-8"))
        top = {n.split("/")[0] for n in names}
        top_level = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top_level is not None:
            imports = sorted(line.strip() for line in archive.read(top_level).decode().splitlines())
        else:
            imports = sorted(
                t.removesuffix(".py")
                for t in top
                if not t.endswith((".dist-info", ".data"))
                and (t.endswith(".py") or f"{t}/__init__.py" in names)
            )
    requires = []
    for req in meta.get_all("Requires-Dist") or []:
        if ";" in req:
            continue  # extras and environment markers: none applies to the browser runtime
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", req)
        if match:
            requires.append(canonical(match.group(1)))
    return {
        "name": str(meta["Name"]),
        "version": str(meta["Version"]),
        "imports": [i for i in imports if i],
        "requires": requires,
    }


def patched_lock(wheels: list[Path]) -> dict[str, object]:
    """Pyodide's lock, pruned to the vendored wheels, entries rewritten from the real files."""
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    original: dict[str, dict[str, object]] = lock["packages"]
    by_canonical = {canonical(str(entry.get("name", key))): key for key, entry in original.items()}
    by_canonical.update({canonical(key): key for key in original})
    facts = {canonical(str(wheel_facts(w)["name"])): (w, wheel_facts(w)) for w in wheels}
    packages: dict[str, dict[str, object]] = {}
    names: dict[str, str] = {}
    for canon, (wheel, info) in facts.items():
        key = by_canonical.get(canon, canon)
        entry = dict(original.get(key, {}))
        entry.setdefault("name", str(info["name"]))
        entry.setdefault("imports", info["imports"])
        entry.setdefault("install_dir", "site")
        entry.setdefault("package_type", "package")
        entry.setdefault("unvendored_tests", False)
        entry.setdefault("tool", {})
        entry.update(file_name=wheel.name, sha256=sha256(wheel), version=str(info["version"]))
        packages[key] = entry
        names[canon] = str(entry["name"])
    for canon, (_wheel, info) in facts.items():
        requires = info["requires"]
        assert isinstance(requires, list)
        unknown = [r for r in requires if r not in names]
        if unknown:
            sys.exit(f"[vendor] {canon} needs {unknown}, which are not vendored: pin them in tools/vendor.py")
        packages[by_canonical.get(canon, canon)]["depends"] = sorted(names[r] for r in requires)
    return {"info": lock["info"], "packages": dict(sorted(packages.items()))}


# --------------------------------------------------------------------------- copy


def node() -> str:
    """The path of ``node``, or exit with how to install it."""
    found = shutil.which("node")
    if found is None:
        sys.exit("[vendor] node is missing: install Node.js and npm (Debian: apt-get install -y nodejs npm)")
    return found


def compile_stdlib(pyodide: Path, out: Path) -> None:
    """Write Pyodide's ``python_stdlib.zip`` with every module as bytecode (``.pyc``) to ``out``."""
    log("compiling the standard library to bytecode (Pyodide under Node)")
    cmd = [node(), str(COMPILER), "stdlib", str(pyodide), str(pyodide / "python_stdlib.zip"), str(out)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0 or not out.exists():
        sys.exit(f"[vendor] compiling the standard library failed:\n{result.stderr.strip()[-2000:]}")
    log(f"python_stdlib.zip: {result.stdout.strip()}")


def make_snapshot(pyodide_dir: Path) -> None:
    """Write ``SNAPSHOT`` into ``pyodide_dir``, a complete vendored Pyodide (compiled stdlib)."""
    log("making the memory snapshot of a started Python (Pyodide under Node)")
    out = pyodide_dir / SNAPSHOT
    cmd = [node(), str(SNAPSHOTTER), str(pyodide_dir), str(out)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0 or not out.exists():
        sys.exit(f"[vendor] making the snapshot failed:\n{result.stderr.strip()[-2000:]}")
    log(f"{SNAPSHOT}: {result.stdout.strip()}")


def copy_runtime(wheels: list[Path], target: Path) -> None:
    """Fill ``target`` (a fresh folder) with the runtime."""
    pyodide_dir = target / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_CORE:
        if name != "python_stdlib.zip":
            shutil.copy2(NODE_MODULES / "pyodide" / name, pyodide_dir / name)
    compile_stdlib(NODE_MODULES / "pyodide", pyodide_dir / "python_stdlib.zip")
    for wheel in wheels:
        shutil.copy2(wheel, pyodide_dir / wheel.name)
    lock = patched_lock(wheels)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    make_snapshot(pyodide_dir)
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        target / "pyscript",
        ignore=shutil.ignore_patterns("*.map"),
    )


def vendor(force: bool = False) -> bool:
    """Bring ``static/vendor`` up to date; True if anything was done."""
    if not force and is_current():
        return False
    ensure_node_modules()
    wheels = ensure_wheels()
    staging = VENDOR.with_name("vendor.tmp")
    shutil.rmtree(staging, ignore_errors=True)
    copy_runtime(wheels, staging)
    shutil.rmtree(VENDOR, ignore_errors=True)
    os.replace(staging, VENDOR)
    STAMP.write_text(json.dumps(stamp_value(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    size = sum(p.stat().st_size for p in VENDOR.rglob("*") if p.is_file())
    log(f"static/vendor ready ({size / 1e6:.1f} MB)")
    return True


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="re-vendor even if the stamp matches")
    parser.add_argument("--check", action="store_true", help="exit 1 unless static/vendor is current")
    args = parser.parse_args(argv)
    if args.check:
        return 0 if is_current() else 1
    if not vendor(force=args.force):
        log("static/vendor is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
