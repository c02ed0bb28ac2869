// Time the computer players' decisions inside Pyodide (under Node), in CPU time.
//
// The page runs bots in a worker with the very runtime vendored in static/vendor/pyodide;
// Node runs the same wasm in the same engine (V8), so the CPU time a decision takes here is
// what it takes in the page's bot worker on this machine.  CPU time (process.cpuUsage), not
// wall time: a busy machine shares its cores, a decision's work stays the same.
//
//   node tools/bot_times.mjs GAME LEVEL [PLAYERS] [SEED] [DECISIONS]
//
// plays a game from SEED with the normal level on every seat (no time cap) and, at up to
// DECISIONS of its positions (those with a choice), asks a fresh LEVEL bot of the deciding
// seat; prints one JSON line {game, level, players, seed, decisions, median_ms, p90_ms,
// max_ms} (CPU milliseconds), the same decisions' wall_median_ms, wall_p90_ms, wall_max_ms,
// and positions (a digest of the game played: equal digests, equal positions).
// Needs build/pharaoh.zip and build/pharaoh_rest.zip (python3 tools/pack.py); tools/bench.py
// runs this for every game's hard level.
// CPython figures: python -m pharaoh.bot_times with the same arguments.
import { readFileSync } from "node:fs";
import { resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [game, level, players = "0", seed = "900", decisions = "40"] = process.argv.slice(2);
if (!game || !level) {
  console.error("usage: node tools/bot_times.mjs GAME LEVEL [PLAYERS] [SEED] [DECISIONS]");
  process.exit(2);
}
const pyodideDir = resolve(root, "static/vendor/pyodide");
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stderr: console.error });
// tools/pack.py splits the package: the menu's modules in pharaoh.zip, the games in the rest.
for (const name of ["pharaoh.zip", "pharaoh_rest.zip"]) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(resolve(root, "build", name))), "zip", {
    extractDir: "/home/pyodide",
  });
}
globalThis.cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
pyodide.globals.set("ARGS", pyodide.toPy([game, level, Number(players), Number(seed), Number(decisions)]));
const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from js import cpuMs
from pharaoh.bot_times import decision_times
game, level, players, seed, decisions = ARGS
json.dumps(decision_times(game, level, players or None, seed, decisions, cpuMs))
`);
console.log(out);
