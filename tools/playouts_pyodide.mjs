// Random-playout throughput inside Pyodide (under Node), in actions per CPU second.
//
// The same wasm runtime the page vendors (static/vendor/pyodide) runs pharaoh.sim.simulate,
// as the bench's in-page pharaohBench does, after one warm-up game; CPU time
// (process.cpuUsage), so a busy machine's shared cores do not count.  Compare with
// `python tools/bench_playouts.py` (its "per CPU second" column) for the Pyodide/CPython ratio.
//
//   node tools/playouts_pyodide.mjs GAME [GAMES] [SEED] [ZIP]
//
// ZIP: a zip of the pharaoh package (default build/pharaoh.zip, from python3 tools/pack.py); the
// modules the menu does not need are in pharaoh_rest.zip beside it (tools/pack.py), unpacked too.
// Prints one JSON line {game, games, seed, actions, cpu_ms, actions_per_cpu_second}.
import { existsSync, readFileSync } from "node:fs";
import { resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [game, games = "20", seed = "1", zip = resolve(root, "build/pharaoh.zip")] = process.argv.slice(2);
if (!game) {
  console.error("usage: node tools/playouts_pyodide.mjs GAME [GAMES] [SEED] [ZIP]");
  process.exit(2);
}
const pyodideDir = resolve(root, "static/vendor/pyodide");
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stderr: console.error });
for (const part of [zip, zip.replace(/\.zip$/, "_rest.zip")]) {
  if (part === zip || existsSync(part)) {
    pyodide.unpackArchive(new Uint8Array(readFileSync(part)), "zip", { extractDir: "/home/pyodide" });
  }
}
globalThis.cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
pyodide.globals.set("ARGS", pyodide.toPy([game, Number(games), Number(seed)]));
const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from js import cpuMs
from pharaoh.sim import simulate
game, games, seed = ARGS
simulate(game, 1, 999)
start = cpuMs()
result = simulate(game, games, seed)
ms = cpuMs() - start
json.dumps({"game": game, "games": games, "seed": seed, "actions": result["actions"], "cpu_ms": round(ms),
            "actions_per_cpu_second": round(result["actions"] / ms * 1000)})
`);
console.log(out);
