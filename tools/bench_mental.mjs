// Cost of the peek-proof deal inside the vendored Pyodide (what the page runs), under Node.
//
//   node tools/bench_mental.mjs [RUNS]        (needs `make vendor`)
//
// Loads static/vendor/pyodide, copies py/pharaoh/__init__.py, py/pharaoh/fair/*.py and
// tools/bench_mental.py into its file system, and prints the JSON line of
// bench_mental.main_json(RUNS): the same figures `python3 tools/bench_mental.py` gives on CPython.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.argv[2] || 3);
const pyodideDir = join(root, "static", "vendor", "pyodide");
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdout: () => {}, stderr: console.error });

const home = "/home/pyodide";
pyodide.FS.mkdirTree(`${home}/pharaoh/fair`);
pyodide.FS.writeFile(`${home}/pharaoh/__init__.py`, readFileSync(join(root, "py", "pharaoh", "__init__.py")));
for (const name of readdirSync(join(root, "py", "pharaoh", "fair")).filter((n) => n.endsWith(".py"))) {
  pyodide.FS.writeFile(`${home}/pharaoh/fair/${name}`, readFileSync(join(root, "py", "pharaoh", "fair", name)));
}
pyodide.FS.writeFile(`${home}/bench_mental.py`, readFileSync(join(root, "tools", "bench_mental.py")));
const out = pyodide.runPython(`
import sys
sys.path.insert(0, "${home}")
import bench_mental
bench_mental.main_json(${runs})
`);
console.log(out);
