// Lighthouse of two production builds in turns (A, B, A, B, …), for comparing a change on a shared machine:
// `node bench/lab/lighthouse-ab.mjs <distDirA> <distDirB> [turns]`. Both builds must exist (nothing is built here).
// BENCH_LIGHTHOUSE_PAGES picks pages (keys of bench/pages.mjs); BENCH_LIGHTHOUSE_DIR keeps the reports
// (<dir>/<A|B>-<turn>/<page>.json). Prints each figure with the load average, then the medians.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { AUDITED, measureLighthouse } from "../browser.mjs";
import { preparePages } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distA, distB, turnsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/lab/lighthouse-ab.mjs <distDirA> <distDirB> [turns]");
const turns = Number(turnsArg ?? 3);
const keys = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? AUDITED;
const keep = process.env.BENCH_LIGHTHOUSE_DIR;
const load = () => loadavg()[0].toFixed(1);
const dir = mkdtempSync(join(tmpdir(), "deckside-lhab-"));
const builds = { A: distA, B: distB };
const figures = { A: [], B: [] };
try {
  for (let turn = 1; turn <= turns; turn++) {
    for (const side of ["A", "B"]) {
      // A fresh server and data each turn, so neither build gains from the other's warm caches.
      const app = await startApp({ distDir: builds[side], url: `file:${join(dir, `${side}-${turn}.db`)}` });
      try {
        const setup = await preparePages(app.port);
        if (keep) {
          process.env.BENCH_LIGHTHOUSE_DIR = join(keep, `${side}-${turn}`);
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
        }
        const before = load();
        for (const row of await measureLighthouse(setup, keys, 1)) {
          figures[side].push(row);
          console.log(
            `[ab] ${side} turn ${turn} ${row.key}: ${row.performance} (LCP ${Math.round(row.lcp)}, TBT ${Math.round(row.tbt)}) load ${before}→${load()}`,
          );
        }
      } finally {
        app.stop();
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const key of keys)
  for (const side of ["A", "B"]) {
    const rows = figures[side].filter((r) => r.key === key);
    console.log(
      `[ab] median ${side} ${key}: ${median(rows.map((r) => r.performance))} (LCP ${Math.round(median(rows.map((r) => r.lcp)))}, TBT ${Math.round(median(rows.map((r) => r.tbt)))}) of ${rows.length}`,
    );
  }
