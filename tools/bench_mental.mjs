// Cost of the peek-proof deal inside the vendored Pyodide (what the page runs), under Node.
//
//   node tools/bench_mental.mjs [RUNS] [match | curse P | paged GAME]        (needs `make vendor`)
//
// Loads static/vendor/pyodide, copies py/pharaoh (every .py file) and tools/bench_mental.py
// into its file system, and prints the JSON line of bench_mental.main_json(RUNS, MATCH, CURSE, PAGED):
// the same figures `python3 tools/bench_mental.py [--match | --curse P | --paged GAME]` gives on CPython.
// `paged valley_kings` (or `paged mummy_curse`): a whole two-seat match in 40 ms slices as the pages
// run it: the longest slice (wall and CPU), the deal, every move, the end's audit, the resume.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.argv[2] || 3);
const match = process.argv[3] === "match" ? "True" : "False";
const curse = process.argv[3] === "curse" ? Number(process.argv[4] || 3) : 0;
const paged = process.argv[3] === "paged" ? String(process.argv[4] || "valley_kings") : "";
if (paged && !/^[a-z_]+$/.test(paged)) throw new Error(`not a game id: ${paged}`);
const pyodideDir = join(root, "static", "vendor", "pyodide");
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdout: () => {}, stderr: console.error });

const home = "/home/pyodide";
function copyTree(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "__pycache__") {
      copyTree(join(from, entry.name), `${to}/${entry.name}`);
    } else if (entry.name.endsWith(".py") || entry.name.endsWith(".json")) {
      pyodide.FS.writeFile(`${to}/${entry.name}`, readFileSync(join(from, entry.name)));
    }
  }
}
copyTree(join(root, "py", "pharaoh"), `${home}/pharaoh`);
pyodide.FS.writeFile(`${home}/bench_mental.py`, readFileSync(join(root, "tools", "bench_mental.py")));
const out = pyodide.runPython(`
import sys
sys.path.insert(0, "${home}")
import bench_mental
bench_mental.main_json(${runs}, ${match}, ${curse}, "${paged}")
`);
console.log(out);
