"""The build tooling on CPython: the package zip, the local server and the vendored lock."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
import threading
import tomllib
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from email.message import Message
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bot_digest  # noqa: E402
import pack  # noqa: E402
import precompress  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

# ------------------------------------------------------------------ pack


def test_pack_takes_code_and_data_but_no_caches(tmp_path: Path) -> None:
    package = tmp_path / "pharaoh"
    (package / "games" / "__pycache__").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "games" / "board.json").write_text("{}")
    (package / "games" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    (package / ".hidden").write_text("")
    out = tmp_path / "out.zip"
    assert pack.pack(out, package, bytecode=False) is True
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["pharaoh/__init__.py", "pharaoh/games/board.json"]
    assert pack.pack(out, package, bytecode=False) is False, "an unchanged package must not rewrite the zip"
    (package / "games" / "board.json").write_text('{"x": 1}')
    assert pack.pack(out, package, bytecode=False) is True, "an edited file must rewrite the zip"


def test_pack_is_deterministic(tmp_path: Path) -> None:
    assert pack.zip_bytes() == pack.zip_bytes()
    names = zipfile.ZipFile(pack.OUT if pack.OUT.exists() else _fresh_zip(tmp_path)).namelist()
    assert "pharaoh/__init__.py" in names
    assert "pharaoh/engine/registry.py" in names


def _fresh_zip(tmp_path: Path) -> Path:
    out = tmp_path / "pharaoh.zip"
    pack.pack(out, bytecode=False)
    return out


needs_compiler = pytest.mark.skipif(
    not pack.compiler_inputs(), reason="no node or no vendored runtime: run `make vendor`"
)


@needs_compiler
def test_pack_adds_bytecode_compiled_by_pyodide(tmp_path: Path) -> None:
    package = tmp_path / "pharaoh"
    (package / "web").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "web" / "app.py").write_text("VALUE = 42\n")
    (package / "web" / "broken.py").write_text("def (:\n")
    out = tmp_path / "out.zip"
    assert pack.pack(out, package) is True
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
        assert archive.comment.startswith(b"pyc:")
        pyc = archive.read("pharaoh/web/__pycache__/app.cpython-314.pyc")
    assert {"pharaoh/__init__.py", "pharaoh/web/app.py", "pharaoh/web/broken.py"} <= names
    assert "pharaoh/web/__pycache__/broken.cpython-314.pyc" not in names, "a syntax error keeps its source"
    # PyScript's own package, which it writes at every start, is compiled too.
    assert "pyscript/__pycache__/__init__.cpython-314.pyc" in names
    assert "pyscript/__init__.py" not in names, "PyScript writes its sources itself"
    # An unchecked hash-based pyc (PEP 552 flags = 0b01): used without reading the source's date.
    assert int.from_bytes(pyc[4:8], "little") == 0b01
    assert pack.pack(out, package) is False, "an unchanged package must not be compiled again"


# ------------------------------------------------------------------ serve


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    site = tmp_path_factory.mktemp("site")
    (site / "index.html").write_text("<!doctype html><title>t</title>")
    (site / "static" / "vendor").mkdir(parents=True)
    (site / "static" / "vendor" / "x.wasm").write_bytes(b"\0asm")
    (site / "static" / "vendor" / "x.mjs").write_text("export {}")
    (site / "b.whl").write_bytes(b"PK")
    (site / "pyscript.toml").write_text("name = 't'")
    server, url = serve.serve_in_thread(site, prefix="/repo/")
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


def _get(url: str) -> tuple[int, Message, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, b""


def test_serve_types_and_caching(served: str) -> None:
    status, headers, body = _get(served + "static/vendor/x.wasm")
    assert (status, headers["Content-Type"], body) == (200, "application/wasm", b"\0asm")
    assert "max-age" in headers["Cache-Control"]
    assert _get(served + "static/vendor/x.mjs")[1]["Content-Type"] == "text/javascript"
    assert _get(served + "b.whl")[1]["Content-Type"] == "application/zip"
    status, headers, _ = _get(served)
    assert status == 200
    assert headers["Cache-Control"] == "no-cache"
    assert "Last-Modified" in headers


def test_serve_only_under_its_prefix(served: str) -> None:
    root = served.removesuffix("repo/")
    assert _get(root + "index.html")[0] == 404
    assert _get(root)[0] == 200  # redirected to /repo/


def test_serve_answers_304_when_unchanged(served: str) -> None:
    _, headers, _ = _get(served + "pyscript.toml")
    request = urllib.request.Request(
        served + "pyscript.toml", headers={"If-Modified-Since": headers["Last-Modified"]}
    )
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=10)
    assert caught.value.code == 304


def test_server_threads_are_daemons(served: str) -> None:
    assert all(t.daemon for t in threading.enumerate() if t.name == "site-server")


# ------------------------------------------------------------------ serve: gzip

WASM = b"\0asm" + bytes(range(256)) * 64
SCRIPT = b"export const table = [" + b", ".join(str(i).encode() for i in range(3000)) + b"];\n"


@pytest.fixture
def gz_site(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A built site (files and their .gz beside them), served under /repo/."""
    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html><title>t</title>" + "<p>x</p>" * 200)
    (site / "static" / "a.wasm").write_bytes(WASM)
    (site / "static" / "a.js").write_bytes(SCRIPT)
    (site / "static" / "a.zip").write_bytes(os.urandom(4096))
    precompress.precompress_site(site, cache=tmp_path / "cache")
    server, url = serve.serve_in_thread(site, prefix="/repo/")
    try:
        yield site, url
    finally:
        server.shutdown()
        server.server_close()


def _ask(url: str, method: str = "GET", **headers: str) -> tuple[int, Message, bytes]:
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, b""


def test_precompress_writes_gz_only_where_it_pays(gz_site: tuple[Path, str]) -> None:
    site, _ = gz_site
    assert gzip.decompress((site / "static" / "a.wasm.gz").read_bytes()) == WASM
    assert gzip.decompress((site / "static" / "a.js.gz").read_bytes()) == SCRIPT
    assert (site / "index.html.gz").is_file()
    assert not (site / "static" / "a.zip.gz").exists(), "a zip does not shrink: no .gz"


def test_serve_sends_gzip_when_accepted(gz_site: tuple[Path, str]) -> None:
    _, url = gz_site
    status, headers, body = _ask(url + "static/a.wasm", **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert headers["Content-Type"] == "application/wasm", "streaming compile needs the wasm type"
    assert headers["Vary"] == "Accept-Encoding"
    assert int(headers["Content-Length"]) == len(body) < len(WASM)
    assert gzip.decompress(body) == WASM
    status, headers, body = _ask(url, **{"Accept-Encoding": "gzip"})
    assert headers["Content-Encoding"] == "gzip" and headers["Content-Type"].startswith("text/html")
    assert gzip.decompress(body).startswith(b"<!doctype html>")


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
def test_serve_sends_the_file_as_it_is_without_gzip(gz_site: tuple[Path, str], accept: str | None) -> None:
    _, url = gz_site
    status, headers, body = _ask(url + "static/a.js", **({"Accept-Encoding": accept} if accept else {}))
    assert (status, body) == (200, SCRIPT)
    assert "Content-Encoding" not in headers and headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Type"] == "text/javascript"


def test_serve_gzip_head_range_and_304(gz_site: tuple[Path, str]) -> None:
    site, url = gz_site
    _, got, body = _ask(url + "static/a.wasm", **{"Accept-Encoding": "gzip"})
    status, head, nothing = _ask(url + "static/a.wasm", "HEAD", **{"Accept-Encoding": "gzip"})
    assert (status, nothing) == (200, b"")
    for name in ("Content-Type", "Content-Encoding", "Content-Length", "Last-Modified", "Vary"):
        assert head[name] == got[name], name
    # A range is a range of the file itself, never of the .gz.
    status, headers, part = _ask(url + "static/a.wasm", **{"Accept-Encoding": "gzip", "Range": "bytes=0-3"})
    assert "Content-Encoding" not in headers and part in (WASM, WASM[:4])
    status, _, _ = _ask(
        url + "static/a.wasm", **{"Accept-Encoding": "gzip", "If-Modified-Since": got["Last-Modified"]}
    )
    assert status == 304
    # A file not worth compressing is sent as it is, and says nothing of encodings.
    _, headers, _ = _ask(url + "static/a.zip", **{"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in headers and "Vary" not in headers
    # A .gz older than its file (an edit after the build) is never sent.
    (site / "static" / "a.js").write_bytes(SCRIPT + b"// edited\n")
    gz = site / "static" / "a.js.gz"
    os.utime(gz, ns=(gz.stat().st_mtime_ns - 10**9, gz.stat().st_mtime_ns - 10**9))
    _, headers, body = _ask(url + "static/a.js", **{"Accept-Encoding": "gzip"})
    assert body == SCRIPT + b"// edited\n" and "Content-Encoding" not in headers


def test_serve_compresses_a_source_tree_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(precompress, "CACHE", tmp_path / "cache")
    site = tmp_path / "tree"
    site.mkdir()
    (site / "a.js").write_bytes(SCRIPT)
    server, url = serve.serve_in_thread(site, prefix="/")
    try:
        for _ in range(2):
            _, headers, body = _ask(url + "a.js", **{"Accept-Encoding": "gzip"})
            assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == SCRIPT
    finally:
        server.shutdown()
        server.server_close()
    assert [p.suffix for p in (tmp_path / "cache").iterdir()] == [".gz"]
    assert not list(site.glob("*.gz")), "the source tree itself gets no .gz files"


# ------------------------------------------------------------------ vendor

needs_vendor = pytest.mark.skipif(
    not vendor.is_current(), reason="static/vendor not built: run `make vendor`"
)


def test_pins_agree_with_package_json() -> None:
    deps = json.loads((ROOT / "package.json").read_text())["dependencies"]
    assert deps == vendor.NPM_PINS
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for name, version in vendor.NPM_PINS.items():
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


@needs_vendor
def test_vendored_lock_matches_the_wheels() -> None:
    lock = json.loads((vendor.PYODIDE_OUT / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    pins = {vendor.canonical(n): v for n, v in vendor.wheel_pins().items()}
    assert {vendor.canonical(e["name"]): e["version"] for e in packages.values()} == pins
    names = {e["name"] for e in packages.values()}
    for entry in packages.values():
        wheel = vendor.PYODIDE_OUT / entry["file_name"]
        assert "/" not in entry["file_name"] and ":" not in entry["file_name"], (
            "file names must stay relative"
        )
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
        assert set(entry["depends"]) <= names, f"{entry['name']} depends on something not vendored"
    assert set(packages["pydantic"]["depends"]) == {
        "annotated-types",
        "pydantic_core",
        "typing-extensions",
        "typing-inspection",
    }


@needs_vendor
def test_vendored_runtime_is_complete() -> None:
    for name in (*vendor.PYODIDE_CORE, "pyodide-lock.json"):
        assert (vendor.PYODIDE_OUT / name).stat().st_size > 0
    assert (vendor.PYSCRIPT_OUT / "core.js").exists()
    assert not list(vendor.VENDOR.rglob("*.map"))


@needs_vendor
def test_vendored_stdlib_is_bytecode() -> None:
    with zipfile.ZipFile(vendor.PYODIDE_OUT / "python_stdlib.zip") as archive:
        names = set(archive.namelist())
        header = archive.read("json/__init__.pyc")[:16]
    with zipfile.ZipFile(vendor.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        sources = {n for n in original.namelist() if n.endswith(".py")}
    assert sources, "Pyodide's own zip holds sources"
    compiled = {n for n in names if n.endswith(".pyc")}
    assert {n[:-1] for n in compiled} | (names & sources) == sources, "every module is still there"
    assert len(compiled) > 0.95 * len(sources)
    assert {"encodings/__init__.pyc", "asyncio/__init__.pyc", "_pyodide/_base.pyc"} <= names
    assert int.from_bytes(header[4:8], "little") == 0b01, "unchecked hash-based pyc"


def test_interpreter_starts_at_first_paint() -> None:
    config = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert 'interpreter = "./static/interpreter.mjs"' in config
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    early = page.find('from "./static/interpreter.mjs"')
    core = page.find('src="./static/vendor/pyscript/core.js"')
    assert 0 < early < core, "index.html starts the interpreter before PyScript's core"
    module = (ROOT / "static" / "interpreter.mjs").read_text(encoding="utf-8")
    assert 'from "./vendor/pyodide/pyodide.mjs"' in module
    assert '"../build/pharaoh.zip"' in module, "the module unpacks the package for the page and workers"
    assert "files" not in tomllib.loads(config), "the package must not be unpacked twice"
    assert "://" not in module, "the interpreter comes from this site only"


# ------------------------------------------------------------------ site


@needs_vendor
def test_site_holds_exactly_what_the_page_needs(tmp_path: Path) -> None:
    import build_site

    site = build_site.build_site(tmp_path / "_site", quiet=True)
    top = sorted(p.name for p in site.iterdir() if not (p.suffix == ".gz" and p.with_suffix("").exists()))
    assert top == [
        ".nojekyll",
        "build",
        "index.html",
        "manifest.en.webmanifest",
        "manifest.fr.webmanifest",
        "manifest.it.webmanifest",
        "manifest.webmanifest",
        "py",
        "pyscript.toml",
        "static",
        "sw.js",
    ]
    assert (site / "py" / "main.py").exists()
    assert (site / "build" / "pharaoh.zip").exists()
    assert (site / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm").exists()
    assert (site / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm.gz").exists()
    assert (site / "index.html.gz").exists() and (site / "static" / "downloads.json").exists()
    assert not (site / "static" / "vendor" / "pyodide" / "python_stdlib.zip.gz").exists()
    assert not list(site.rglob("__pycache__"))
    assert not list(site.rglob(".stamp.json"))


def test_page_urls_are_relative() -> None:
    import re

    for name in ("index.html", "pyscript.toml", "static/boot.js"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert "://" not in text, f"{name} names an absolute URL"
        for ref in re.findall(r'(?:src|href)="([^"]+)"', text):
            assert ref.startswith(("./", "data:")), f"{name}: {ref} is not relative"


# ------------------------------------------------------------------ bot_digest


def test_the_bot_digest_is_the_same_each_run_and_tells_games_apart() -> None:
    """The digest a bot change is checked with: deterministic, and another game gives another."""
    first = bot_digest.digest(3, 900, 1, 10_000)  # one game, one hard decision (the first)
    again = bot_digest.digest(3, 900, 1, 10_000)
    assert first[:3] == again[:3] and first[1] == 1
    assert bot_digest.digest(3, 901, 1, 10_000)[0] != first[0]
