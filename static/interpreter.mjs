/* Pharaoh's Table: the interpreter module named in pyscript.toml (`interpreter = ...`).
 *
 * PyScript imports the module named there and calls its `loadPyodide(options)`; this one
 * wraps Pyodide's and does three things PyScript would do later, more slowly or not at all:
 *
 * - `start()`, called by index.html at first paint, starts Pyodide at once: its download,
 *   compile and start-up run while PyScript is still loading its code, config and plugins.
 *   When PyScript asks for the interpreter it gets the one already on its way.
 * - The `pharaoh` package (../build/pharaoh.zip, tools/pack.py: sources and bytecode) is
 *   fetched (on a first visit once the wasm is in: on a slow line the two would share it, and
 *   Python needs the wasm first) and inflated in JavaScript while the interpreter starts, and written into
 *   /home/pyodide (Python's working directory, on sys.path) before anyone gets the
 *   interpreter.  Unpacking it with Python (PyScript's `[files]`) took 0.1 s warm and over
 *   1 s cold, when the interpreter still runs unoptimised code.
 * - Python starts from a memory snapshot (./vendor/pyodide/memory-snapshot.bin, gzipped,
 *   made by tools/pyodide_snapshot.mjs when the runtime is vendored) when a cache holds it
 *   (the service worker's, or the HTTP cache): the interpreter's set-up and the standard
 *   library imports PyScript and the app need are already done in it.  Without it (a site
 *   that lacks the file, or a snapshot of another Pyodide build) Python starts the ordinary way.
 * - A first visit (no snapshot in a cache) does not download it (5 MB): Python starts the
 *   ordinary way, with only the part of the standard library the boot needs
 *   (./vendor/pyodide/python_stdlib_boot.zip, 1.2 MB instead of 4.5, made by
 *   tools/build_site.py from tools/stdlib_boot.txt).  Once the menu is up the full library
 *   is fetched and replaces it in place; an import of a module the boot's part lacks before
 *   then fetches the full library at once, synchronously (`stdlib: fetched early`).  The
 *   service worker copies the snapshot for the next visit (or, with no worker, this module
 *   fetches it into the HTTP cache).
 *
 * Both paths load Pyodide from ./vendor/pyodide/ (PyScript would derive `indexURL` from this
 * module's URL).  A worker given the same config imports this module too: it gets its own
 * interpreter and the package the same way, without the snapshot (it is off the boot path).
 *
 * Timestamps for the bench: `pharaohMark("interpreter: start" | "interpreter: up" |
 * "package: unpacked" | "snapshot: inflated" | "snapshot: refused" | "snapshot: not cached" |
 * "stdlib: full" | "stdlib: fetched early")` when static/boot.js defined it; the files the
 * boot downloads go to `pharaohExpect(names)` (the progress bar).
 *
 * For tests and tools: `window.__pharaohSnapshot = "always"` fetches the snapshot even when no
 * cache holds it (as before); `window.__pharaohStdlib = "full"` starts with the full library,
 * `"late"` never fetches it nor the rest of the package after the menu (only an import that
 * needs them does).
 */
import { loadPyodide as loadRealPyodide, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const PACKAGE_URL = new URL("../build/pharaoh.zip", import.meta.url).href;
const REST_URL = new URL("../build/pharaoh_rest.zip", import.meta.url).href;
const SNAPSHOT_URL = new URL("./vendor/pyodide/memory-snapshot.bin", import.meta.url).href;
const STDLIB_URL = new URL("./vendor/pyodide/python_stdlib.zip", import.meta.url).href;
const BOOT_STDLIB_URL = new URL("./vendor/pyodide/python_stdlib_boot.zip", import.meta.url).href;
const STDLIB_NAMES = "_stdlib_names.txt"; // in the boot's part: the full library's top-level names
const SNAPSHOT_KEPT = "pharaoh:snapshot"; // localStorage: the snapshot's URL once it is in the HTTP cache
const HOME = "/home/pyodide";
// Where Python's output goes: the console until PyScript hands over its own handlers.
const sink = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
let early = null;

function mark(name) {
  if (typeof globalThis.pharaohMark === "function") globalThis.pharaohMark(name);
}

async function inflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The files of a zip archive (stored or deflated entries) as [path, bytes] pairs. */
export async function readZip(buffer) {
  const data = new Uint8Array(buffer);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end-of-central-directory record; a comment may follow it.
  let end = data.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("pharaoh.zip: not a zip archive");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const files = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("pharaoh.zip: bad central directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(data.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`pharaoh.zip: bad entry ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = data.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`pharaoh.zip: ${name} is compressed with method ${method}`);
    files.push([name, method === 8 ? inflate(raw) : Promise.resolve(raw)]);
  }
  return Promise.all(files.map(async ([name, bytes]) => [name, await bytes]));
}

async function fetchPackage(after = Promise.resolve(), url = PACKAGE_URL) {
  await after;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.split("/").pop()}: HTTP ${response.status}`);
  return readZip(await response.arrayBuffer());
}

function writePackage(pyodide, files, stage = "package: unpacked") {
  const { FS } = pyodide;
  for (const [name, bytes] of files) {
    if (name.startsWith("/") || name.split("/").includes("..")) continue;
    const path = `${HOME}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes);
  }
  mark(stage);
  return pyodide;
}

/** Python: a last finder on sys.meta_path for the modules of pharaoh that are not in yet (the
 * rest of the package, ../build/pharaoh_rest.zip: tools/pack.py leaves out of pharaoh.zip what
 * the menu does not import).  It fetches the rest at once, synchronously, unpacks it with
 * Python's zipfile and lets the ordinary path finder find the module. */
/** Python: the path finders read their folders again, so new files are found (not
 * importlib.invalidate_caches(): that imports importlib.metadata, which the boot's part of the
 * library lacks, and would fetch the full library at once). */
const FORGET_FOLDERS = `
import importlib.machinery, sys
for _key, _finder in list(sys.path_importer_cache.items()):
    if _finder is None:
        del sys.path_importer_cache[_key]
    elif isinstance(_finder, importlib.machinery.FileFinder):
        _finder.invalidate_caches()
`;

/** Python: a last finder on sys.meta_path for the modules of pharaoh that are not in yet (the
 * rest of the package, ../build/pharaoh_rest.zip: tools/pack.py leaves out of pharaoh.zip what
 * the menu does not import).  It fetches the rest at once, synchronously, unpacks it (stored
 * and deflated entries, as readZip; not with zipfile, whose cp437 codec the boot's part of the
 * library lacks) and lets the ordinary path finder find the module. */
const PACKAGE_FINDER = `
import importlib.machinery, os, struct, sys, zlib
import _pharaoh_package

def _unzip(data, home):
    end = data.rfind(b"PK\\x05\\x06")
    count, at = struct.unpack_from("<H", data, end + 10)[0], struct.unpack_from("<I", data, end + 16)[0]
    for _ in range(count):
        method, size = struct.unpack_from("<H", data, at + 10)[0], struct.unpack_from("<I", data, at + 20)[0]
        length, extra, comment = struct.unpack_from("<HHH", data, at + 28)
        local = struct.unpack_from("<I", data, at + 42)[0]
        name = data[at + 46 : at + 46 + length].decode()
        at += 46 + length + extra + comment
        if name.endswith("/") or name.startswith("/") or ".." in name.split("/"):
            continue
        start = local + 30 + sum(struct.unpack_from("<HH", data, local + 26))
        body = data[start : start + size]
        path = home + "/" + name
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(zlib.decompress(body, -15) if method == 8 else body)

class LatePharaoh:
    """Imports of pharaoh's modules before the rest of the package is in: fetch it now, then import."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if not name.startswith("pharaoh."):
            return None
        data = _pharaoh_package.now(name)
        if data is None:
            return None
        _unzip(data.to_bytes(), "${HOME}")
        _pharaoh_package.written()
        exec(${JSON.stringify(FORGET_FOLDERS)}, {})
        return importlib.machinery.PathFinder.find_spec(name, path, target)

sys.meta_path.append(LatePharaoh)
`;

/** The rest of the package (the games, remote play, replays: tools/pack.py) after the menu.
 *
 * `window.pharaohPackage`: `state()` ("waiting", "loading", "ready", "failed"), `error()`,
 * `load()` (a promise of "" once the rest is in, or of the error's text; a failed load is
 * tried again at the next call).  The page loads it once the menu is up (`pharaoh:ready`),
 * before the rest of the standard library; the app waits for it, saying so, when a game is
 * chosen earlier (pharaoh.web.app); an import before that fetches it synchronously
 * (`package: fetched early`, `window.__pharaohPackageEarly` names the module). */
function latePackage(pyodide) {
  let state = "waiting";
  let error = "";
  let pending = null;
  const done = (forget) => {
    state = "ready";
    error = "";
    if (forget) runApart(pyodide, FORGET_FOLDERS);
    mark("package: full");
  };
  const load = () => {
    if (state === "ready") return Promise.resolve("");
    if (!pending) {
      state = "loading";
      pending = fetchPackage(Promise.resolve(), REST_URL)
        .then((files) => {
          if (state !== "ready") {
            writePackage(pyodide, files, "package: rest unpacked");
            done(true);
          }
          return "";
        })
        .catch((failure) => {
          if (state === "ready") return "";
          state = "failed";
          error = String(failure?.message || failure);
          console.warn("the games' code could not be loaded:", failure);
          return error;
        })
        .finally(() => (pending = null));
    }
    return pending;
  };
  pyodide.registerJsModule("_pharaoh_package", {
    now: (name) => {
      if (state === "ready") return null;
      globalThis.__pharaohPackageEarly = String(name); // for the tests: which import needed it
      mark("package: fetched early");
      return fetchSync(REST_URL);
    },
    written: () => {
      if (state !== "ready") done(false); // the finder reads the folders again itself
    },
  });
  try {
    runApart(pyodide, PACKAGE_FINDER);
  } catch (failure) {
    console.warn("no finder for the rest of the package:", failure);
  }
  globalThis.pharaohPackage = { state: () => state, error: () => error, load };
  // every visit, once the menu is up (a later one from a cache, so the first click never waits)
  if (globalThis.__pharaohStdlib !== "late" && globalThis.addEventListener) {
    globalThis.addEventListener("pharaoh:ready", () => load(), { once: true });
  }
  return pyodide;
}

/** Python run once the snapshot is restored: what must differ from the Node that made it.
 *
 * The `random` module was seeded in Node: seed it afresh, or every page load would draw the
 * same numbers (the string hash seed stays the snapshot's).  Pyodide put "" at the head of
 * sys.path when the snapshot was made and again now.
 */
function afterSnapshot() {
  // Emscripten's LANG in a browser: from the browser's first language (Node said C.UTF-8).
  const lang = (globalThis.navigator?.languages?.[0] || "C").replace("-", "_") + ".UTF-8";
  return `
import os, random, sys
random.seed()
os.environ["LANG"] = ${JSON.stringify(lang)}
if sys.path[:2] == ["", ""]:
    del sys.path[0]
`;
}

/** The memory from the sparse form of tools/pyodide_snapshot.mjs (`sparse`): runs of bytes
 * at their offsets, zeros between them. */
function unsparse(buffer) {
  const words = new Uint32Array(buffer, 0, 3);
  if (words[0] !== 0x534e5950) throw new Error("not a Pyodide snapshot");
  const [, total, count] = words;
  const runs = new Uint32Array(buffer, 12, 2 * count);
  const memory = new Uint8Array(total);
  let from = 12 + 8 * count;
  for (let i = 0; i < count; i++) {
    const [at, length] = [runs[2 * i], runs[2 * i + 1]];
    memory.set(new Uint8Array(buffer, from, length), at);
    from += length;
  }
  return memory;
}

/** Whether the snapshot is kept on this device: this page is served by the service worker
 * (its copy of the site holds it), or an earlier visit without a worker fetched it into the
 * HTTP cache (`keepSnapshotForNextVisit`).  Asking the HTTP cache itself (`only-if-cached`)
 * logs an error on every first visit. */
function snapshotKept() {
  if (globalThis.__pharaohSnapshot === "always") return true;
  if (globalThis.navigator?.serviceWorker?.controller) return true;
  try {
    return globalThis.localStorage?.getItem(SNAPSHOT_KEPT) === SNAPSHOT_URL;
  } catch (error) {
    return false; // storage blocked
  }
}

/** The memory snapshot (tools/pyodide_snapshot.mjs), or null when the site has none. */
async function fetchSnapshot() {
  try {
    const response = await fetch(SNAPSHOT_URL);
    if (!response.ok) return null;
    const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
    const memory = unsparse(await new Response(stream).arrayBuffer());
    mark("snapshot: inflated");
    return memory;
  } catch (error) {
    console.warn("Pyodide snapshot not loaded, starting without it:", error);
    return null;
  }
}

/** Pyodide from the snapshot (a promise of it, or of null) when it fits, else started from scratch.
 *
 * Pyodide gets the snapshot's promise, not the snapshot: it starts fetching (and compiling,
 * as it streams in) the wasm and its loader at once and awaits the snapshot only when it
 * instantiates, so on a slow connection all the big downloads run side by side. */
async function loadFast(options, snapshotPromise) {
  const noSnapshot = new Error("no snapshot");
  try {
    const snapshot = snapshotPromise.then((memory) => memory || Promise.reject(noSnapshot));
    snapshot.catch(() => {}); // Pyodide awaits it later: no "unhandledrejection" meanwhile
    const pyodide = await loadRealPyodide({ ...options, _loadSnapshot: snapshot });
    pyodide.runPython(afterSnapshot());
    return pyodide;
  } catch (error) {
    // No snapshot on this site, or one of another build (a half-updated deploy) that Pyodide refuses.
    if (error !== noSnapshot) {
      mark("snapshot: refused");
      console.warn("Pyodide snapshot not usable, starting without it:", error);
    }
  }
  return loadRealPyodide(options);
}

/** A file's bytes (the whole standard library, the rest of the package), fetched
 * synchronously (an import needs it now), or null. */
function fetchSync(url) {
  try {
    const request = new XMLHttpRequest();
    request.open("GET", url, false);
    request.overrideMimeType("text/plain; charset=x-user-defined"); // bytes as chars 0-255
    request.send();
    if (request.status !== 200) return null;
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    return bytes;
  } catch (error) {
    console.warn(`${url.split("/").pop()} could not be fetched:`, error);
    return null;
  }
}

/** Python that puts the full library (just written over the boot's part) in use: zipimport's
 * directory of the archive is read again, so every later import (a package's missing submodule
 * too) finds it; the finder below is no longer needed. */
function swapPython(path) {
  return `
import importlib, sys, zipimport
zipimport._zip_directory_cache.pop(${JSON.stringify(path)}, None)
for _finder in list(sys.path_importer_cache.values()):
    if isinstance(_finder, zipimport.zipimporter) and _finder.archive == ${JSON.stringify(path)}:
        _finder.invalidate_caches()
importlib.invalidate_caches()
sys.meta_path[:] = [f for f in sys.meta_path if getattr(f, "__name__", "") != "LateStdlib"]
`;
}

/** Python: a last finder on sys.meta_path for the library's modules the boot's part lacks.
 * It asks JavaScript for the full library at once (load(): true once it is in), then lets the
 * ordinary path finder find the module. */
function finderPython(path) {
  return `
import importlib.machinery, sys, zipimport
import _pharaoh_stdlib

class LateStdlib:
    """Imports of the standard library before its full archive is in: fetch it now, then import."""

    names = frozenset(zipimport.zipimporter(${JSON.stringify(path)}).get_data("${STDLIB_NAMES}").decode().split())
    load = _pharaoh_stdlib.load

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.partition(".")[0] not in LateStdlib.names or not LateStdlib.load(name):
            return None
        return importlib.machinery.PathFinder.find_spec(name, path, target)

sys.meta_path.append(LateStdlib)
`;
}

/** Run Python in a namespace of its own (not the page's __main__). */
function runApart(pyodide, code) {
  const namespace = pyodide.toPy({ __name__: "_pharaoh_stdlib" });
  try {
    pyodide.runPython(code, { globals: namespace });
  } finally {
    namespace.destroy();
  }
}

/** With the boot's part of the library: the full one replaces it after the menu, or at the
 * first import that needs it.  Returns the interpreter. */
function lateStdlib(pyodide) {
  const path = pyodide.runPython("next((p for p in __import__('sys').path if p.endswith('.zip')), '')");
  let full = false;
  const swap = (bytes) => {
    if (full || !bytes) return full;
    pyodide.FS.writeFile(path, bytes);
    runApart(pyodide, swapPython(path));
    full = true;
    mark("stdlib: full");
    return true;
  };
  pyodide.registerJsModule("_pharaoh_stdlib", {
    load: (name) => {
      if (full) return true;
      globalThis.__pharaohStdlibEarly = String(name); // for the tests: which import needed it
      mark("stdlib: fetched early");
      return swap(fetchSync(STDLIB_URL));
    },
  });
  try {
    runApart(pyodide, finderPython(path));
  } catch (error) {
    console.warn("no finder for the rest of the standard library:", error); // an old boot archive
  }
  const fetchFull = async () => {
    if (full) return;
    try {
      const response = await fetch(STDLIB_URL);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      swap(new Uint8Array(await response.arrayBuffer()));
      keepSnapshotForNextVisit();
    } catch (error) {
      console.warn("the full standard library is not in yet:", error); // the finder fetches it when needed
    }
  };
  if (globalThis.__pharaohStdlib !== "late" && globalThis.addEventListener) {
    let asked = false;
    const once = () => {
      // the games' code first (a click on a game waits for it), then the rest of the library
      if (!asked) Promise.resolve(globalThis.pharaohPackage?.load()).finally(fetchFull);
      asked = true;
    };
    globalThis.addEventListener("pharaoh:ready", once, { once: true });
    // A page without the menu (a test of the runtime) gets it a little after its script ran.
    globalThis.document?.addEventListener("py:done", () => setTimeout(once, 5000), { once: true });
  }
  return pyodide;
}

/** A first visit without a service worker (unsupported, failed, or no answer to its
 * registration within a few seconds): fetch the snapshot into the HTTP cache for the next
 * visit, and remember that in localStorage.  With a worker, its copy of the site does that. */
function keepSnapshotForNextVisit() {
  const offline = globalThis.pharaohOffline;
  let done = false;
  const phase = () => {
    try {
      return offline ? JSON.parse(offline.state()).phase : "unsupported";
    } catch (error) {
      return "unsupported";
    }
  };
  const check = (waited) => {
    const now = phase();
    if (done || now === "caching" || now === "ready") return;
    if (!waited && now !== "unsupported" && now !== "failed") return;
    done = true;
    fetch(SNAPSHOT_URL, { priority: "low" })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then(() => globalThis.localStorage?.setItem(SNAPSHOT_KEPT, SNAPSHOT_URL))
      .catch(() => {});
  };
  check(false);
  if (done || !offline) return;
  offline.listen(() => check(false));
  setTimeout(() => check(true), 10000); // registration blocked (a browser's setting): no answer
}

/** Resolves once the wasm has downloaded (static/boot.js counts its bytes and says so), or
 * after `ms` at the latest.
 *
 * Python needs the wasm and the standard library first and the package only once it is up:
 * fetched after the wasm, the package's download overlaps Python's start-up instead of sharing
 * a slow line with the wasm.  (A Resource Timing observer would not do: its callbacks wait
 * while Python's start-up blocks the main thread.) */
function wasmDownloaded(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
    if (typeof globalThis.pharaohExpect !== "function" || !globalThis.addEventListener) return resolve();
    globalThis.addEventListener("pharaoh:downloaded", (event) => {
      if (event.detail === "pyodide.asm.wasm") resolve();
    });
  });
}

/** Start loading Pyodide and the package now (once); a promise of the interpreter. */
export function start() {
  if (!early) {
    mark("interpreter: start");
    const kept = snapshotKept();
    let pythonUp = null;
    const up = new Promise((resolve) => (pythonUp = resolve));
    // From a cache (a later visit) at once; from the network after the wasm (see wasmDownloaded).
    const files = fetchPackage(kept ? Promise.resolve() : Promise.race([wasmDownloaded(20000), up]));
    files.catch(() => {}); // reported through `early` below, not as an unhandled rejection
    const options = {
      indexURL: INDEX_URL,
      stdout: (text) => sink.stdout(text),
      stderr: (text) => sink.stderr(text),
    };
    const expect = (names) => globalThis.pharaohExpect?.(["pyodide.asm.wasm", "pyodide.asm.mjs", "pharaoh.zip", ...names]);
    early = Promise.resolve()
      .then(() => {
        if (kept) {
          expect(["memory-snapshot.bin", "python_stdlib.zip"]);
          return loadFast(options, fetchSnapshot());
        }
        mark("snapshot: not cached");
        if (globalThis.__pharaohStdlib === "full") {
          expect(["python_stdlib.zip"]);
          return loadRealPyodide(options);
        }
        expect(["python_stdlib_boot.zip"]);
        return loadRealPyodide({ ...options, stdLibURL: BOOT_STDLIB_URL }).then(lateStdlib);
      })
      .then(async (pyodide) => {
        mark("interpreter: up");
        pythonUp();
        return latePackage(writePackage(pyodide, await files));
      });
  }
  return early;
}

/** PyScript's entry: the interpreter started early when the options allow it, else a new one. */
export function loadPyodide(options = {}) {
  const { stdout, stderr, indexURL, ...rest } = options;
  if (early && Object.keys(rest).length === 0) {
    if (stdout) sink.stdout = stdout;
    if (stderr) sink.stderr = stderr;
    return early;
  }
  // A worker: the whole package at once (it plays the games); without the rest it still starts.
  const files = Promise.all([
    fetchPackage(),
    fetchPackage(Promise.resolve(), REST_URL).catch((error) => {
      console.warn("the rest of the package is missing:", error);
      return [];
    }),
  ]);
  files.catch(() => {});
  return loadRealPyodide({ ...options, indexURL: INDEX_URL }).then(async (pyodide) => {
    const [first, rest] = await files;
    return writePackage(pyodide, [...first, ...rest]);
  });
}
