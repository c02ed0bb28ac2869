#!/usr/bin/env python3
"""Serve the site locally with the standard library (``make play``, the e2e tests, the bench).

Like GitHub Pages it sends no COOP/COEP headers (so nothing may depend on
``SharedArrayBuffer``), and it can serve the site under a sub-path (``--prefix /REPO/``)
to prove that every URL is relative.  MIME types cover ``.wasm``, ``.mjs``, ``.whl``,
``.zip`` and ``.toml``.  Caching: the vendored runtime (pinned file names) may be kept for
a day; everything else is revalidated on each load (``no-cache`` plus ``Last-Modified``,
answered with 304 when unchanged), so edits show up at once and a warm load stays fast.

Compression: a request that accepts gzip gets the ``.gz`` made ahead of time
(tools/precompress.py) with ``Content-Encoding: gzip``, the original's ``Content-Type``
(``application/wasm`` for the wasm, so Chromium compiles it while it streams in and keeps
the compiled code) and ``Vary: Accept-Encoding``.  A built site has the ``.gz`` next to each
file (tools/build_site.py); for the source tree they come from the cache in ``build/gzip``.
A request without gzip, or with a ``Range``, gets the file as it is.

Serving the source tree (``make play``, the bench), it also answers for the files that
``tools/build_site.py`` generates into a built site: ``sw.js`` (the service worker with the
list and hashes of the tree's files, made afresh when a file changed), the web app
manifests and the icons.  A built site has them as files, and those are served as they are.

Usage: ``python3 tools/serve.py [--port 8000] [--host 127.0.0.1] [--dir .] [--prefix /]``.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import io
import os
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from precompress import compressible, gzip_path, sibling

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".map": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
    ".md": "text/plain; charset=utf-8",
}


def normalise_prefix(prefix: str) -> str:
    """``"repo"`` -> ``"/repo/"``; ``""`` or ``"/"`` -> ``"/"``.

    >>> normalise_prefix("pharaoh"), normalise_prefix("/"), normalise_prefix("/a/b")
    ('/pharaoh/', '/', '/a/b/')
    """
    return "/" + "/".join(p for p in prefix.split("/") if p) + ("/" if prefix.strip("/") else "")


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header allows gzip (``gzip``, ``x-gzip`` or ``*``, q > 0).

    >>> [accepts_gzip(h) for h in ("gzip, deflate, br", "br", "gzip;q=0", "*", "identity", None)]
    [True, False, False, True, False, False]
    """
    allowed = False
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        name = name.strip().lower()
        if name in ("gzip", "x-gzip"):
            return quality > 0
        if name == "*":
            allowed = quality > 0
    return allowed


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the right types, caching headers and an optional sub-path."""

    protocol_version = "HTTP/1.1"
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = True
    _cache_control = "no-cache"
    _vary = False

    def __init__(self, *args: Any, prefix: str = "/", quiet: bool = True, **kwargs: Any) -> None:
        self.prefix = normalise_prefix(prefix)
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def _in_prefix(self) -> str | None:
        """The request path relative to the prefix ("/..."), or None outside it."""
        path = urlsplit(self.path).path
        if path.startswith(self.prefix):
            return "/" + path[len(self.prefix) :]
        return None

    def send_head(self) -> Any:
        """Map the sub-path onto the folder; redirect ``/`` to the prefix."""
        self._vary = False
        inner = self._in_prefix()
        if inner is None:
            if urlsplit(self.path).path in ("/", self.prefix.rstrip("/")):
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", self.prefix)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            self.send_error(HTTPStatus.NOT_FOUND, "outside the site's sub-path")
            return None
        self._cache_control = "public, max-age=86400" if inner.startswith("/static/vendor/") else "no-cache"
        try:
            made = self._generated(inner.lstrip("/"))
        except OSError as exc:  # e.g. build/pharaoh.zip not packed yet
            self.send_error(HTTPStatus.SERVICE_UNAVAILABLE, f"cannot make {inner}: {exc} (run make build)")
            return None
        if made is not None:
            return self._send_bytes(inner, made)
        if inner.rsplit("/", 1)[-1] == "sw.js":
            # Last-Modified has whole seconds: a deploy within the same second as the last one
            # would get a 304, and the browser would never see the new service worker.
            del self.headers["If-Modified-Since"]
        query = urlsplit(self.path).query
        original = self.path
        self.path = inner + ("?" + query if query else "")
        try:
            local = Path(self.translate_path(self.path))
            if local.is_dir() and self.path.split("?")[0].endswith("/"):
                local = local / "index.html"
            self._vary = local.is_file() and compressible(local.name)
            packed = self._gzip_for(local)
            if packed is not None:
                return self._send_gzip(local, packed)
            return super().send_head()
        finally:
            self.path = original

    def _gzip_for(self, local: Path) -> Path | None:
        """The ``.gz`` to send for a file, or None (not accepted, a range, not worth it)."""
        if not self._vary or "Range" in self.headers or not accepts_gzip(self.headers.get("Accept-Encoding")):
            return None
        beside = sibling(local)
        try:
            if beside.is_file():
                # a built site: trusted unless older than its file (then sent as it is)
                return beside if beside.stat().st_mtime_ns >= local.stat().st_mtime_ns else None
            return gzip_path(local)
        except OSError:
            return None

    def _send_gzip(self, local: Path, packed: Path) -> Any:
        """Answer with the ``.gz`` of ``local``: its type, Last-Modified and 304 as for the file."""
        try:
            stat = local.stat()
            body = packed.open("rb")
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                from email.utils import parsedate_to_datetime

                if int(stat.st_mtime) <= parsedate_to_datetime(since).timestamp():
                    body.close()
                    self.send_response(HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(local)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return body

    def _generated(self, rel: str) -> bytes | None:
        """A file tools/build_site.py would generate, when serving a source tree that lacks it."""
        root = Path(self.directory)
        if not (root / "static" / "sw.js").is_file() or (root / rel).exists():
            return None
        import build_site

        if rel == build_site.WORKER:
            sources = build_site.site_sources(root)
            made: dict[str, Path | bytes] = {**sources, **build_site.generated_files(root)}
            made[build_site.DOWNLOADS] = build_site.downloads(made)
            return build_site.service_worker(made).encode()
        if rel == build_site.DOWNLOADS:
            return build_site.downloads({**build_site.site_sources(root), **build_site.generated_files(root)})
        if rel == build_site.BOOT_STDLIB:
            return build_site.boot_stdlib(root / build_site.STDLIB)
        if rel in build_site.MANIFESTS.values() or rel.startswith(build_site.ICON_DIR + "/"):
            return build_site.generated_files(root).get(rel)
        return None

    def _send_bytes(self, path: str, data: bytes) -> Any:
        """Answer with generated bytes (an ETag, 304 when unchanged)."""
        tag = '"' + hashlib.sha256(data).hexdigest()[:32] + '"'
        if self.headers.get("If-None-Match") == tag:
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("ETag", tag)
            self.end_headers()
            return None
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(data)))
        self.send_header("ETag", tag)
        self.end_headers()
        return io.BytesIO(data)

    def handle(self) -> None:
        """Serve the connection; a client that goes away mid-response (a page closed) is no error."""
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            self.close_connection = True

    def end_headers(self) -> None:
        """Add caching headers."""
        self.send_header("Cache-Control", self._cache_control)
        if self._vary:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        """Log only errors when quiet."""
        if not self.quiet or (len(args) > 1 and str(args[1]).startswith(("4", "5"))):
            super().log_message(format, *args)


def warm_gzip_cache(directory: Path) -> int:
    """Gzip a source tree's site files into the cache now (the wasm takes 2 s); return how many.

    A built site has its ``.gz`` files already; a source tree gets them on first request,
    so ``make play`` and the bench call this first to keep that out of the first visit.
    """
    if not (directory / "static" / "sw.js").is_file():
        return 0
    import build_site

    made = 0
    for path in build_site.site_sources(directory).values():
        try:
            made += gzip_path(path) is not None
        except OSError:
            continue
    return made


def make_server(
    directory: Path = ROOT, host: str = "127.0.0.1", port: int = 8000, prefix: str = "/", quiet: bool = True
) -> ThreadingHTTPServer:
    """A ready (bound, not yet serving) server; port 0 picks a free port."""
    handler = functools.partial(SiteHandler, directory=str(directory), prefix=prefix, quiet=quiet)
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve_in_thread(directory: Path, prefix: str = "/") -> tuple[ThreadingHTTPServer, str]:
    """Start a server on a free port in a daemon thread; return it and the site URL."""
    server = make_server(directory, port=0, prefix=prefix)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host!s}:{port}{normalise_prefix(prefix)}"


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Serve the site locally.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT, help="folder to serve (default: the project root)")
    parser.add_argument("--prefix", default="/", help="serve the site under this sub-path, e.g. /pharaoh/")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    server = make_server(args.dir, args.host, args.port, args.prefix, quiet=not args.verbose)
    threading.Thread(target=warm_gzip_cache, args=(args.dir,), name="gzip-warm", daemon=True).start()
    url = f"http://{args.host}:{server.server_address[1]}{normalise_prefix(args.prefix)}"
    print(f"Serving {args.dir} at {url}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
