// Compile Python sources to bytecode inside Pyodide itself (under Node), for a faster boot.
//
// Pyodide's python_stdlib.zip holds .py sources only, and Pyodide runs with
// PYTHONDONTWRITEBYTECODE: every import at start-up compiles source again, on every page load
// (most of the interpreter's start-up time). Compiling here, with the very interpreter the page
// runs, gives bytecode whose magic number always matches. The .pyc files are "unchecked
// hash-based" (PEP 552): Python uses them without looking at the source's date.
//
//   node tools/pyodide_compile.mjs stdlib  PYODIDE_DIR IN.zip OUT.zip
//       every .py of a stdlib zip becomes a .pyc in its place (zipimport loads it directly).
//   node tools/pyodide_compile.mjs pycache PYODIDE_DIR IN.zip OUT.zip [PYSCRIPT_DIST_DIR]
//       IN.zip is a package zip unpacked into /home/pyodide (tools/pack.py): its entries are kept
//       and __pycache__/NAME.cpython-3XY.pyc added for each .py; with PYSCRIPT_DIST_DIR, also for
//       the `pyscript` package that PyScript writes to /home/pyodide/pyscript at every start.
//
// Prints one JSON line: {"compiled": N, "kept": M, "cache_tag": "..."}. Exit 1 on error.
import { readFileSync, writeFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const [mode, pyodideDir, input, output, pyscriptDir] = process.argv.slice(2);
if (!["stdlib", "pycache"].includes(mode) || !pyodideDir || !input || !output) {
  console.error("usage: pyodide_compile.mjs stdlib|pycache PYODIDE_DIR IN.zip OUT.zip [PYSCRIPT_DIST_DIR]");
  process.exit(2);
}

// The sources of PyScript's own Python package, as its bundle embeds them:
// a literal {pyscript:{"__init__.py":"...", ...}} in one chunk of dist/.
function pyscriptSources(dir) {
  const marker = '{pyscript:{"__init__.py":';
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".js"))) {
    const text = readFileSync(join(dir, name), "utf8");
    const start = text.indexOf(marker);
    if (start < 0) continue;
    // Find the matching brace, skipping string literals.
    let depth = 0;
    let quote = null;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === "`") quote = c;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) {
        const tree = new Function(`return (${text.slice(start, i + 1)});`)();
        const files = {};
        const walk = (prefix, node) => {
          for (const [key, value] of Object.entries(node)) {
            if (typeof value === "string") files[prefix + key] = value;
            else walk(prefix + key + "/", value);
          }
        };
        walk("", tree);
        return files;
      }
    }
  }
  throw new Error(`no embedded pyscript package found in ${dir}`);
}

const COMPILE = `
import importlib.util, io, json, sys, zipfile
import importlib._bootstrap_external as _bx

def _pyc(source, path):
    code = compile(source, path, "exec", dont_inherit=True)
    return _bx._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def _entry(name, date_time=(2020, 1, 1, 0, 0, 0)):
    info = zipfile.ZipInfo(name, date_time)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

def run(mode, extra_json):
    extra = json.loads(extra_json)
    src = zipfile.ZipFile("/tmp/in.zip")
    stats = {"compiled": 0, "kept": 0, "cache_tag": sys.implementation.cache_tag}
    stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))  # where Pyodide mounts the stdlib
    with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in src.infolist():
            data = src.read(info)
            if mode == "stdlib" and info.filename.endswith(".py"):
                try:
                    pyc = _pyc(data, stdlib_zip + "/" + info.filename)
                except SyntaxError:
                    pass  # keep the source: Python reports the error when it is imported
                else:
                    out.writestr(_entry(info.filename[:-3] + ".pyc", info.date_time), pyc)
                    stats["compiled"] += 1
                    continue
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.compress_type, copy.external_attr = info.compress_type, info.external_attr
            out.writestr(copy, data)
            stats["kept"] += 1
        if mode == "pycache":
            sources = {i.filename: src.read(i) for i in src.infolist() if i.filename.endswith(".py")}
            sources.update({name: text.encode() for name, text in extra.items()})
            for name in sorted(sources):
                path = "/home/pyodide/" + name
                try:
                    pyc = _pyc(sources[name], path)
                except SyntaxError:
                    continue
                cached = importlib.util.cache_from_source(path)[len("/home/pyodide/"):]
                out.writestr(_entry(cached), pyc)
                stats["compiled"] += 1
    return json.dumps(stats)
`;

try {
  const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", stdout: () => {}, stderr: console.error });
  const extra = mode === "pycache" && pyscriptDir ? pyscriptSources(pyscriptDir) : {};
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.runPython(COMPILE);
  const stats = pyodide.globals.get("run")(mode, JSON.stringify(extra));
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
  console.log(stats);
} catch (error) {
  console.error(String(error && error.stack ? error.stack : error).slice(0, 4000));
  process.exit(1);
}
