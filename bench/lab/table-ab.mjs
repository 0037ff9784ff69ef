// The table's paths of `npm run bench` (bench/table.mjs: save → the scorer's board stalled, offline and online with a
// phone watching; phone A → phone B; the resend after a stall; a fresh phone's first view) on two production builds
// in turns (A, B, A, B, …) in one run, so that a shared machine's load moves both alike. Builds are used as they are.
// Usage: node bench/lab/table-ab.mjs <distDirA> <distDirB>; TABLE_TURNS (turns per side, default 1),
// BENCH_TABLE_REPS (saves per path per turn, default 5), BENCH_APP_PORT (A on it, B on the next).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { median } from "../browser.mjs";
import { startApp } from "../servers.mjs";
import { measureTablePaths } from "../table.mjs";

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/lab/table-ab.mjs <distDirA> <distDirB>");
const TURNS = Number(process.env.TABLE_TURNS ?? 1);
const PORT = process.env.BENCH_APP_PORT ? Number(process.env.BENCH_APP_PORT) : undefined;

const dir = mkdtempSync(join(tmpdir(), "deckside-table-ab-"));
const sides = [
  { name: "A", distDir: distA, samples: {} },
  { name: "B", distDir: distB, samples: {} },
];
try {
  for (const [i, side] of sides.entries())
    side.app = await startApp({
      distDir: side.distDir,
      url: `file:${join(dir, `${side.name}.db`)}`,
      port: PORT === undefined ? undefined : PORT + i,
    });
  const load = [loadavg()[0]];
  for (let turn = 0; turn < TURNS; turn++)
    for (const side of sides) {
      const { samples } = await measureTablePaths(`http://127.0.0.1:${side.app.port}`);
      for (const [key, xs] of Object.entries(samples)) side.samples[key] = [...(side.samples[key] ?? []), ...xs];
      load.push(loadavg()[0]);
    }
  for (const side of sides) {
    const figures = Object.entries(side.samples).map(([key, xs]) => `${key} ${median(xs).toFixed(0)}`);
    console.log(`[table-ab] ${side.name} (${side.distDir}), ms, medians: ${figures.join(", ")}`);
  }
  console.log(`[table-ab] load average (1 min) during the run: ${load.map((x) => x.toFixed(1)).join(", ")}`);
} finally {
  for (const side of sides) side.app?.stop();
  rmSync(dir, { recursive: true, force: true });
}
