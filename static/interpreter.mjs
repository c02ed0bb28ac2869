/* Pharaoh's Table: the interpreter module named in pyscript.toml (`interpreter = ...`).
 *
 * PyScript imports the module named there and calls its `loadPyodide(options)`; this one
 * wraps Pyodide's and does three things PyScript would do later, more slowly or not at all:
 *
 * - `start()`, called by index.html at first paint, starts Pyodide at once: its download,
 *   compile and start-up run while PyScript is still loading its code, config and plugins.
 *   When PyScript asks for the interpreter it gets the one already on its way.
 * - The `pharaoh` package (../build/pharaoh.zip, tools/pack.py: sources and bytecode) is
 *   fetched and inflated in JavaScript while the interpreter starts, and written into
 *   /home/pyodide (Python's working directory, on sys.path) before anyone gets the
 *   interpreter.  Unpacking it with Python (PyScript's `[files]`) took 0.1 s warm and over
 *   1 s cold, when the interpreter still runs unoptimised code.
 * - Python starts from a memory snapshot (./vendor/pyodide/memory-snapshot.bin, gzipped,
 *   made by tools/pyodide_snapshot.mjs when the runtime is vendored): the interpreter's
 *   set-up and the standard library imports PyScript and the app need are already done in
 *   it.  Without it (a site that lacks the file, or a snapshot of another Pyodide build)
 *   Python starts the ordinary way.
 *
 * Both paths load Pyodide from ./vendor/pyodide/ (PyScript would derive `indexURL` from this
 * module's URL).  A worker given the same config imports this module too: it gets its own
 * interpreter and the package the same way, without the snapshot (it is off the boot path).
 *
 * Timestamps for the bench: `pharaohMark("interpreter: start" | "interpreter: up" |
 * "package: unpacked" | "snapshot: inflated" | "snapshot: refused")` when static/boot.js defined it.
 */
import { loadPyodide as loadRealPyodide, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const PACKAGE_URL = new URL("../build/pharaoh.zip", import.meta.url).href;
const SNAPSHOT_URL = new URL("./vendor/pyodide/memory-snapshot.bin", import.meta.url).href;
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

async function fetchPackage() {
  const response = await fetch(PACKAGE_URL);
  if (!response.ok) throw new Error(`${PACKAGE_URL}: HTTP ${response.status}`);
  return readZip(await response.arrayBuffer());
}

function writePackage(pyodide, files) {
  const { FS } = pyodide;
  for (const [name, bytes] of files) {
    if (name.startsWith("/") || name.split("/").includes("..")) continue;
    const path = `${HOME}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes);
  }
  mark("package: unpacked");
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

/** Start loading Pyodide and the package now (once); a promise of the interpreter. */
export function start() {
  if (!early) {
    mark("interpreter: start");
    const files = fetchPackage();
    files.catch(() => {}); // reported through `early` below, not as an unhandled rejection
    early = loadFast(
      {
        indexURL: INDEX_URL,
        stdout: (text) => sink.stdout(text),
        stderr: (text) => sink.stderr(text),
      },
      fetchSnapshot()
    ).then(async (pyodide) => {
      mark("interpreter: up");
      return writePackage(pyodide, await files);
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
  const files = fetchPackage();
  files.catch(() => {});
  return loadRealPyodide({ ...options, indexURL: INDEX_URL }).then(async (pyodide) =>
    writePackage(pyodide, await files)
  );
}
