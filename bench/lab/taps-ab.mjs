// The two taps of issue 10 ("Enter round" until the form answers, "Save round" until the scoreboard shows the next
// round, 4× CPU) on two production builds in turns (A, B, A, B, …) in one run: on a shared machine the absolute
// figures move between runs, A against B in the same run holds. Each turn is bench/browser.mjs's measureTaps (five
// taps of each kind) on a fresh game. Builds are used as they are (build them first, e.g. with
// bench/lab/tap-trace.mjs). Usage: node bench/lab/taps-ab.mjs <distDirA> <distDirB>; TAPS_TURNS (turns per side,
// default 3), BENCH_PORT (A on it, B on the next). Each server serves its own build's service worker (<distDir>/sw.js,
// lib/pwa/worker-file.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureTaps } from "../browser.mjs";
import { ninesGame } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/lab/taps-ab.mjs <distDirA> <distDirB>");
const TURNS = Number(process.env.TAPS_TURNS ?? 3);
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

/** A Nines game with four rounds, as bench/pages.mjs makes it, in the shape measureTaps reads. */
async function freshGame(port) {
  const base = `http://127.0.0.1:${port}`;
  const session = await ninesGame(base);
  const s = `/sessions/${session.id}`;
  return {
    base,
    join: `${s}/join?token=${encodeURIComponent(session.token)}`,
    session,
    pages: [{ key: "scoreboard", label: "scoreboard", path: s }],
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const dir = mkdtempSync(join(tmpdir(), "deckside-taps-ab-"));
const sides = [
  { name: "A", distDir: distA, open: [], save: [], openCpu: [], saveCpu: [] },
  { name: "B", distDir: distB, open: [], save: [], openCpu: [], saveCpu: [] },
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
      const taps = await measureTaps(await freshGame(side.app.port));
      side.open.push(...taps.samples.open);
      side.save.push(...taps.samples.save);
      side.openCpu.push(...taps.samples.openCpu);
      side.saveCpu.push(...taps.samples.saveCpu);
      load.push(loadavg()[0]);
    }
  // The main thread's CPU time per tap (bench/browser.mjs's measureTaps): moves far less with the load than wall time.
  for (const side of sides)
    console.log(
      `[taps-ab] ${side.name} main-thread CPU per tap: open ${median(side.openCpu).toFixed(0)} ms, save ${median(side.saveCpu).toFixed(0)} ms (medians of ${side.openCpu.length})`,
    );
  for (const side of sides)
    console.log(
      `[taps-ab] ${side.name} (${side.distDir}): open ${median(side.open).toFixed(0)} ms, save ${median(side.save).toFixed(0)} ms (medians of ${side.open.length}; open ${side.open.map((x) => x.toFixed(0)).join(" ")}; save ${side.save.map((x) => x.toFixed(0)).join(" ")})`,
    );
  console.log(`[taps-ab] load average (1 min) during the run: ${load.map((x) => x.toFixed(1)).join(", ")}`);
} finally {
  for (const side of sides) side.app?.stop();
  rmSync(dir, { recursive: true, force: true });
}
