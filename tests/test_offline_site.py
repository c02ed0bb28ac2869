"""Offline and installable, on CPython: the worker's file list, the manifests, the icons, the menu's block.

The browser side (install, offline boot, updates) is in e2e/test_offline.py.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import struct
import sys
import urllib.error
import urllib.request
import zipfile
import zlib
from pathlib import Path

import pytest

from pharaoh.web import offline
from pharaoh.web.i18n import LANGS, tr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import icons  # noqa: E402
import serve  # noqa: E402


def site_of(worker: str) -> dict[str, object]:
    """The SITE object written into a generated sw.js."""
    start = worker.index("const SITE = ") + len("const SITE = ")
    site: dict[str, object] = json.loads(worker[start : worker.index(";\n", start)])
    return site


def fake_site(root: Path) -> Path:
    out = root / "_site"
    (out / "static" / "vendor").mkdir(parents=True)
    (out / "index.html").write_text("<!doctype html>")
    (out / "static" / "vendor" / "x.wasm").write_bytes(b"\0asm")
    (out / ".nojekyll").write_text("")
    return out


def test_the_worker_lists_every_file_with_its_hash(tmp_path: Path) -> None:
    out = fake_site(tmp_path)
    site = build_site.write_offline_files(out)
    files = site["files"]
    assert isinstance(files, dict)
    skip = ("sw.js", ".nojekyll")
    on_disk = {
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in skip and not (p.suffix == ".gz" and p.with_suffix("").exists())
    }
    assert set(files) == on_disk
    assert build_site.DOWNLOADS in files
    assert not [f for f in files if f.endswith(".gz")], "the worker keeps each file once, decoded"
    assert {"manifest.webmanifest", "manifest.en.webmanifest", "static/icons/icon-512.png"} <= set(files)
    for path, (digest, size) in files.items():
        data = (out / path).read_bytes()
        assert digest == hashlib.sha256(data).hexdigest() and size == len(data), path
    worker = (out / "sw.js").read_text()
    assert build_site.WORKER_SLOT not in worker
    assert site_of(worker) == site

    # Any change to any file is a new version, as a whole.
    (out / "static" / "vendor" / "x.wasm").write_bytes(b"\0asm\1")
    again = build_site.write_offline_files(out)
    assert again["version"] != site["version"]


def test_the_worker_template_and_page_script_stay_relative() -> None:
    for name in ("static/sw.js", "static/offline.js"):
        text = (ROOT / name).read_text(encoding="utf-8")
        code = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S)
        assert "://" not in code, f"{name} names an absolute URL"
    assert build_site.WORKER_SLOT in (ROOT / "static" / "sw.js").read_text(encoding="utf-8")
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./manifest.webmanifest">' in page
    assert 'src="./static/offline.js"' in page


def test_the_source_tree_lists_what_the_site_copies() -> None:
    files = build_site.site_sources()
    assert {"index.html", "pyscript.toml", "py/main.py", "build/pharaoh.zip", "static/boot.js"} <= set(files)
    assert "static/sw.js" not in files, "the template is not a file of the site"
    assert not [u for u in files if u.endswith(".map") or "/." in u or u.startswith(".")]


@pytest.mark.parametrize("lang", LANGS)
def test_manifest_has_what_chromium_needs(lang: str) -> None:
    data = build_site.manifest(lang)
    assert data["name"] == tr(lang, "app.title") and data["short_name"]
    assert data["start_url"] == data["scope"] == data["id"] == "./"
    assert data["display"] == "standalone" and data["lang"] == lang
    icons_ = data["icons"]
    assert isinstance(icons_, list)
    sizes = {(i["sizes"], i["purpose"]) for i in icons_}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    assert all(not i["src"].startswith(("/", "http")) for i in icons_)


def test_icons_are_valid_pngs_of_their_size() -> None:
    drawn = build_site.icon_files()
    assert len(drawn) == len(icons.ICONS)
    for name, size, purpose in icons.ICONS:
        data = drawn[f"{build_site.ICON_DIR}/{name}"]
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (size, size)
        at, raw = 8, b""
        while at < len(data):
            (length,) = struct.unpack(">I", data[at : at + 4])
            kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
            assert zlib.crc32(kind + body) == struct.unpack(">I", data[at + 8 + length : at + 12 + length])[0]
            raw += body if kind == b"IDAT" else b""
            at += 12 + length
        pixels = zlib.decompress(raw)
        assert len(pixels) == size * (1 + 4 * size)
        corner_alpha = pixels[4]  # first pixel's alpha (after the row's filter byte)
        # a maskable icon fills its square; the other kind has transparent round corners
        assert corner_alpha == 255 if purpose == "maskable" else corner_alpha < 16, name


@pytest.fixture
def source_server() -> object:
    server, url = serve.serve_in_thread(ROOT, prefix="/repo/")
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.skipif(not (ROOT / "build" / "pharaoh.zip").exists(), reason="not packed: run `make build`")
def test_serve_makes_the_generated_files_for_the_source_tree(source_server: str) -> None:
    with urllib.request.urlopen(source_server + "sw.js", timeout=60) as response:
        assert response.headers["Content-Type"] == "text/javascript"
        tag = response.headers["ETag"]
        worker = response.read().decode()
    files = site_of(worker)["files"]
    assert isinstance(files, dict)
    expected = set(build_site.site_sources()) | set(build_site.generated_files()) | {build_site.DOWNLOADS}
    assert set(files) == expected
    digest, _ = files["index.html"]
    assert digest == hashlib.sha256((ROOT / "index.html").read_bytes()).hexdigest()
    request = urllib.request.Request(source_server + "sw.js", headers={"If-None-Match": tag})
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=60)
    assert caught.value.code == 304
    # a built site's sw.js is a file: always sent whole (a deploy in the same second is still new)
    stamp = "Sun, 01 Jan 2090 00:00:00 GMT"
    request = urllib.request.Request(source_server + "pyscript.toml", headers={"If-Modified-Since": stamp})
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(request, timeout=10)
    with urllib.request.urlopen(source_server + "manifest.en.webmanifest", timeout=10) as response:
        assert response.headers["Content-Type"] == "application/manifest+json"
        assert json.loads(response.read())["name"] == "Pharaoh's Table"
    with urllib.request.urlopen(source_server + "static/icons/icon-192.png", timeout=10) as response:
        assert response.headers["Content-Type"] == "image/png"


def test_the_build_gzips_what_pays_and_lists_the_boots_downloads(tmp_path: Path) -> None:
    out = fake_site(tmp_path)
    wasm = b"\0asm" + bytes(range(256)) * 400
    vendor = out / "static" / "vendor" / "pyodide"
    vendor.mkdir(parents=True)
    (vendor / "pyodide.asm.wasm").write_bytes(wasm)
    (vendor / "python_stdlib.zip").write_bytes(bytes(range(256)) * 8)  # a zip: never gzipped
    (out / "static" / "ui.css").write_text("body { color: red; }\n" * 100)
    (out / "static" / "art.png").write_bytes(b"\x89PNG" + bytes(2000))
    site = build_site.write_offline_files(out)
    files = site["files"]
    assert isinstance(files, dict)
    for name in ("static/vendor/pyodide/pyodide.asm.wasm", "static/ui.css", "sw.js"):
        packed = out / (name + ".gz")
        assert gzip.decompress(packed.read_bytes()) == (out / name).read_bytes(), name
    for name in ("static/vendor/pyodide/python_stdlib.zip", "static/art.png", "index.html"):
        assert not (out / (name + ".gz")).exists(), f"{name} is not worth a .gz"
    sizes = json.loads((out / build_site.DOWNLOADS).read_text())["files"]
    assert sizes["pyodide.asm.wasm"] == [len(wasm), (vendor / "pyodide.asm.wasm.gz").stat().st_size]
    assert sizes["python_stdlib.zip"] == [2048, 2048]
    assert set(sizes) == {"pyodide.asm.wasm", "python_stdlib.zip"}, "only what the site has"
    # The worker checks the bytes the browser decoded: the listed hash is the file's.
    assert files["static/ui.css"][0] == hashlib.sha256((out / "static/ui.css").read_bytes()).hexdigest()

    # A second deploy into the same folder: a changed file gets a new .gz, a removed one loses it.
    (out / "static" / "ui.css").write_text("body { color: blue; }\n" * 100)
    (vendor / "pyodide.asm.wasm").unlink()
    build_site.write_offline_files(out)
    assert gzip.decompress((out / "static" / "ui.css.gz").read_bytes()).startswith(b"body { color: blue; }")
    assert not (vendor / "pyodide.asm.wasm.gz").exists()

    # Served: gzip when asked for, and the decoded bytes are the ones the worker lists.
    server, url = serve.serve_in_thread(out, prefix="/repo/")
    try:
        request = urllib.request.Request(url + "static/ui.css", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.headers["Content-Encoding"] == "gzip"
            body = gzip.decompress(response.read())
        listed = build_site.write_offline_files(out)["files"]
        assert isinstance(listed, dict)
        assert hashlib.sha256(body).hexdigest() == listed["static/ui.css"][0]
    finally:
        server.shutdown()
        server.server_close()


def test_the_boot_library_is_the_listed_part_of_the_standard_library(tmp_path: Path) -> None:
    """python_stdlib_boot.zip: the listed modules, the full library's top-level names.

    A package gets its listed submodules only; the same input gives the same bytes; the worker
    lists the file and downloads.json has its size.
    """
    out = fake_site(tmp_path)
    vendor = out / "static" / "vendor" / "pyodide"
    vendor.mkdir(parents=True)
    listed = [n for n in build_site.BOOT_STDLIB_LIST.read_text().split() if not n.startswith("#")]
    assert {"json", "json.decoder", "typing", "asyncio", "encodings.utf_8"} <= set(listed)
    assert "email" not in listed and "encodings.cp437" not in listed
    stdlib = vendor / "python_stdlib.zip"
    entries = ["json/", "json/__init__.pyc", "json/decoder.pyc", "json/tool.pyc", "typing.pyc"]
    entries += ["email/", "email/__init__.pyc", "encodings/", "encodings/utf_8.pyc", "encodings/cp437.pyc"]
    entries += ["encodings/__init__.pyc"]
    with zipfile.ZipFile(stdlib, "w", zipfile.ZIP_DEFLATED) as full:
        for name in entries:
            full.writestr(name, b"" if name.endswith("/") else name.encode() * 50)
    made = build_site.boot_stdlib(stdlib)
    assert made is not None and made == build_site.boot_stdlib(stdlib), "the same bytes every time"
    with zipfile.ZipFile(io.BytesIO(made)) as boot:
        names = boot.namelist()
        assert boot.read("typing.pyc") == b"typing.pyc" * 50
        tops = boot.read(build_site.STDLIB_NAMES).decode().split()
    assert set(names) == {
        "json/", "json/__init__.pyc", "json/decoder.pyc", "typing.pyc",
        "encodings/", "encodings/__init__.pyc", "encodings/utf_8.pyc", build_site.STDLIB_NAMES,
    }  # fmt: skip
    assert tops == ["email", "encodings", "json", "typing"]
    assert build_site.boot_stdlib(tmp_path / "missing.zip") is None

    site = build_site.write_offline_files(out)
    files = site["files"]
    assert isinstance(files, dict)
    assert files[build_site.BOOT_STDLIB][0] == hashlib.sha256(made).hexdigest(), "the worker keeps it"
    sizes = json.loads((out / build_site.DOWNLOADS).read_text())["files"]
    assert sizes["python_stdlib_boot.zip"] == [len(made), len(made)]
    assert (out / build_site.BOOT_STDLIB).read_bytes() == made


def test_a_built_sites_worker_is_never_answered_304(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sw.js").write_text("const SITE = {};")
    server, url = serve.serve_in_thread(site, prefix="/repo/")
    try:
        stamp = "Sun, 01 Jan 2090 00:00:00 GMT"
        request = urllib.request.Request(url + "sw.js", headers={"If-Modified-Since": stamp})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200 and response.read() == b"const SITE = {};"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("lang", LANGS)
def test_offline_texts_exist_in_both_languages(lang: str) -> None:
    for key in offline.TEXTS:
        assert set(LANGS) <= set(offline.TEXTS[key]), key
    ready = offline.block_html(lang, {"phase": "ready", "size": 25_100_000})
    assert tr(lang, "offline.ready") in ready and "25" in ready


def test_offline_block_from_hostile_state() -> None:
    hostile = json.dumps(
        {"phase": "ready", "size": "<img src=x onerror=alert(1)>", "update": "<script>", "installable": "yes"}
    )
    html = offline.menu_html("en", hostile)
    assert "<img" not in html and "<script" not in html and "Install" not in html
    assert offline.parse('{"done": 1e300, "total": true}') == {}
    assert offline.menu_html("de", "]]") == '<div class="offline" id="offline" aria-live="polite"></div>'


def test_an_update_waits_while_the_game_is_open_in_another_tab() -> None:
    for lang in ("de", "en"):
        html = offline.block_html(lang, {"phase": "ready", "update": "others"})
        assert tr(lang, "offline.update.others") in html and 'data-offline="update"' in html
        assert tr(lang, "offline.update.ready") not in html
    assert offline.parse('{"update": "others"}') == {"update": "others"}


def test_update_offer_and_install_button() -> None:
    html = offline.block_html("de", {"phase": "ready", "update": "ready", "installable": True})
    assert 'data-offline="update"' in html and 'data-offline="install"' in html
    assert tr("de", "offline.update.kept") in html
    installed = offline.block_html("en", {"phase": "ready", "installable": True, "installed": True})
    assert 'data-offline="install"' not in installed and tr("en", "offline.installed") in installed
    assert "data-act" not in html, "offline.js handles these clicks, not the app"
