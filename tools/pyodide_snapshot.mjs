// Make a memory snapshot of a started Pyodide (under Node), for a faster boot in the page.
//
// Starting Python in the page means running the interpreter's whole set-up (Py_Initialize,
// Pyodide's own modules) and then importing the standard library modules that PyScript and
// the app need, all in freshly compiled WebAssembly that still runs unoptimised on a first
// visit.  A snapshot is the WebAssembly memory after that work: the page gives it to
// `loadPyodide({_loadSnapshot})` and Python starts in the state it was left in, skipping
// the set-up and those imports.
//
//   node tools/pyodide_snapshot.mjs PYODIDE_DIR OUT
//
// PYODIDE_DIR is the vendored Pyodide (with its bytecode-compiled python_stdlib.zip: the
// modules imported here must be the ones the page would import).  OUT is the snapshot in a
// sparse form, gzipped (see `sparse` below): the memory is 31 MB, mostly zeros in two long
// runs; the file is about 5 MB and inflates to the 12 MB that are not zeros, so the page
// has less to inflate before Python can start.  A snapshot only fits the very
// pyodide.asm.wasm that made it (Pyodide checks a build id), so it is made again whenever
// the runtime is vendored.
//
// Only the standard library and Pyodide's own modules go in: never `pharaoh` (its modules
// change with every commit and would need a snapshot per build) and never PyScript's (they
// need the JavaScript modules PyScript registers in the page).
//
// Prints one JSON line: {"bytes": N, "gzipped": M, "imported": K, "missing": [...]}.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

const [pyodideDir, output] = process.argv.slice(2);
if (!pyodideDir || !output) {
  console.error("usage: pyodide_snapshot.mjs PYODIDE_DIR OUT");
  process.exit(2);
}

// The standard library modules loaded by the time the menu is up (PyScript's bootstrap and
// pharaoh.web.app's imports), as listed by sys.modules in the page.  A module missing from
// this list is simply imported in the page as before; a module listed but unused costs
// a little memory.
const MODULES = `
  __future__ abc annotationlib ast asyncio atexit base64 binascii bisect bz2 codecs codeop
  collections collections.abc compression compression.zstd concurrent.futures contextlib
  contextvars copy copyreg dataclasses datetime dis encodings enum errno fcntl fnmatch
  functools gc genericpath glob hashlib heapq hmac html html.entities importlib importlib.abc
  importlib.machinery importlib.util inspect io itertools json keyword linecache locale logging
  lzma marshal math ntpath opcode operator os pathlib posixpath random re reprlib secrets
  select selectors shutil signal socket ssl stat string struct subprocess tempfile textwrap
  threading time token tokenize traceback types typing warnings weakref zipfile zipimport zlib
  pyodide pyodide.code pyodide.ffi pyodide.webloop
`.trim().split(/\s+/);

const PAGE = 65536;
const MAGIC = 0x534e5950; // "PYNS", little-endian

/** The snapshot without its zero pages: a header, then the runs of pages that are not zero.
 *
 * uint32 words: MAGIC, total length, run count, then (offset, length) per run; then the
 * runs' bytes one after the other.  static/interpreter.mjs (`unsparse`) rebuilds the memory.
 */
function sparse(bytes) {
  const runs = [];
  for (let at = 0; at < bytes.length; at += PAGE) {
    const page = bytes.subarray(at, Math.min(at + PAGE, bytes.length));
    if (!page.some((b) => b !== 0)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] += page.length;
    else runs.push([at, page.length]);
  }
  const header = new Uint32Array([MAGIC, bytes.length, runs.length, ...runs.flat()]);
  const parts = [new Uint8Array(header.buffer), ...runs.map(([at, n]) => bytes.subarray(at, at + n))];
  return Buffer.concat(parts);
}

const IMPORT = `
import importlib, json
def run(names):
    missing = []
    for name in json.loads(names):
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return json.dumps(missing)
`;

try {
  const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
  const pyodide = await loadPyodide({
    indexURL: resolve(pyodideDir) + "/",
    _makeSnapshot: true,
    // What the page's Python would be told (Emscripten's default), not this script's path:
    // sys.executable and $_ are frozen into the snapshot.
    _sysExecutable: "./this.program",
    stdout: () => {},
    stderr: console.error,
  });
  // Run in a throwaway namespace, so the page's __main__ starts clean.
  const scope = pyodide.toPy({});
  pyodide.runPython(IMPORT, { globals: scope });
  const run = scope.get("run");
  const missing = JSON.parse(run(JSON.stringify(MODULES)));
  run.destroy();
  scope.destroy();
  const snapshot = pyodide.makeMemorySnapshot();
  const gzipped = gzipSync(sparse(snapshot), { level: 9 });
  writeFileSync(output, gzipped);
  console.log(
    JSON.stringify({
      bytes: snapshot.length,
      gzipped: gzipped.length,
      imported: MODULES.length - missing.length,
      missing,
    })
  );
} catch (error) {
  console.error(String(error && error.stack ? error.stack : error).slice(0, 4000));
  process.exit(1);
}
