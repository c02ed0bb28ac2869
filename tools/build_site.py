#!/usr/bin/env python3
"""Build the deployable site into ``_site/``: exactly what the page needs, nothing else.

``_site/`` gets ``index.html``, ``pyscript.toml``, the entry scripts ``py/*.py`` (main.py and
any worker script), ``build/pharaoh.zip`` (the package, see tools/pack.py) and ``static/``
with the vendored runtime (tools/vendor.py).  The layout mirrors the source tree, so the
relative URLs of ``make play`` and of the deployed site are the same.  GitHub Pages serves it
from ``/REPO/``; nothing in it names another origin.

Usage: ``python3 tools/build_site.py [--out _site]``.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pack import OUT as PACKAGE_ZIP
from pack import pack
from vendor import vendor

ROOT = Path(__file__).resolve().parent.parent
TOP_FILES = ("index.html", "pyscript.toml")


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
    shutil.copytree(
        ROOT / "static",
        out / "static",
        ignore=shutil.ignore_patterns(".*", "*.map", "__pycache__", "*.tmp"),
    )
    (out / ".nojekyll").write_text("")
    if not quiet:
        files = [p for p in out.rglob("*") if p.is_file()]
        size = sum(p.stat().st_size for p in files)
        print(f"[site] {out} ready: {len(files)} files, {size / 1e6:.1f} MB")
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
