// Compile standard library sources to bytecode without docstrings, inside Pyodide (under Node).
//
// For the first visit's part of the library (tools/build_site.py, boot_stdlib), which is on
// the boot's critical path: the docstrings of modules, classes and functions are dropped, as
// -OO drops them, but asserts stay. Same interpreter as the page, so the magic number always
// matches; the .pyc files are unchecked hash-based (PEP 552), as tools/pyodide_compile.mjs
// makes them (kept apart from it: its hash is part of tools/vendor.py's stamp).
//
//   node tools/pyodide_lean.mjs PYODIDE_DIR IN.zip OUT.zip
//       every X.py of IN.zip becomes X.pyc in OUT.zip (a source that does not compile is left out).
//
// Prints one JSON line: {"compiled": N, "cache_tag": "..."}. Exit 1 on error.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const [pyodideDir, input, output] = process.argv.slice(2);
if (!pyodideDir || !input || !output) {
  console.error("usage: pyodide_lean.mjs PYODIDE_DIR IN.zip OUT.zip");
  process.exit(2);
}

const COMPILE = `
import ast, importlib.util, json, sys, zipfile
import importlib._bootstrap_external as _bx

class _NoDocstrings(ast.NodeTransformer):
    """Drops the docstrings of modules, classes and functions (what -OO drops; asserts stay)."""

    def _drop(self, node):
        self.generic_visit(node)
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \\
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
        return node

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _drop

def run():
    src = zipfile.ZipFile("/tmp/in.zip")
    stats = {"compiled": 0, "cache_tag": sys.implementation.cache_tag}
    stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))  # where Pyodide mounts the stdlib
    with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in src.infolist():
            if not info.filename.endswith(".py"):
                continue
            source = src.read(info)
            path = stdlib_zip + "/" + info.filename
            try:
                code = compile(_NoDocstrings().visit(ast.parse(source, path)), path, "exec", dont_inherit=True)
            except SyntaxError:
                continue
            pyc = _bx._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
            entry = zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time)
            entry.compress_type, entry.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            out.writestr(entry, pyc)
            stats["compiled"] += 1
    return json.dumps(stats)
`;

try {
  const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", stdout: () => {}, stderr: console.error });
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.runPython(COMPILE);
  const stats = pyodide.globals.get("run")();
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
  console.log(stats);
} catch (error) {
  console.error(String(error && error.stack ? error.stack : error).slice(0, 4000));
  process.exit(1);
}
