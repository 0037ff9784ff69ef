// Parts of `npm run bench` on their own, for the one working on them (the whole run takes ten minutes and loads
// the machine): `node bench/lab/part.mjs league,firstload,taps,table,lighthouse`. Prints the figures and the machine's load;
// writes nothing to BENCHMARKS.md. BENCH_LIGHTHOUSE_PAGES picks pages (keys of bench/pages.mjs, comma-separated),
// BENCH_LIGHTHOUSE_DIR keeps the reports, BENCH_LEAGUE_SIZES the league sizes, BENCH_TAPS the taps per figure;
// BENCH_APP_PORT and BENCH_CHROME_PORT fix the ports. NEXT_DIST_DIR picks the build (default .next-bench).
// The server's memory is printed after each part; BENCH_MEMORY_GC=1 adds the figures after a full GC (what is
// held, not garbage), BENCH_HEAPSNAPSHOT_DIR=<dir> writes a heap snapshot there each time.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { AUDITED, measureLighthouse, measureTaps } from "../browser.mjs";
import { benchLeague } from "../league.mjs";
import { measureFirstLoadJs, preparePages } from "../pages.mjs";
import { ensureBuild, memoryLine, memoryOf, startApp } from "../servers.mjs";
import { measureTablePaths } from "../table.mjs";

const parts = (process.argv[2] ?? "league,firstload,taps,lighthouse").split(",");
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
console.log(`[bench] ${new Date().toISOString()}: ${parts.join(", ")}; load average ${load()}`);
const dir = mkdtempSync(join(tmpdir(), "deckside-part-"));
await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
const app = await startApp({ distDir: DIST_DIR, url: `file:${join(dir, "deckside.db")}` });
const memory = async (after) => console.log(`[bench] memory after ${after}: ${memoryLine(await memoryOf(app))}`);
try {
  await memory("start-up");
  if (parts.includes("league")) {
    await benchLeague(app, join(dir, "deckside.db"), {
      afterSize: (games) => memory(`the league of ${games.toLocaleString("en")} games`),
    });
    await memory("the league part");
  }
  const browser = parts.filter((p) => p !== "league");
  if (browser.length > 0) {
    const setup = await preparePages(app.port);
    if (parts.includes("firstload"))
      for (const page of await measureFirstLoadJs(setup))
        console.log(
          `  ${page.label}: ${page.files
            .slice(0, Number(process.env.BENCH_FILES ?? 5))
            .map((f) => `${f.url.split("/").pop()} ${(f.gzip / 1024).toFixed(1)} kB`)
            .join(", ")}`,
        );
    if (parts.includes("taps")) await measureTaps(setup, Number(process.env.BENCH_TAPS ?? 5));
    if (parts.includes("table")) await measureTablePaths(setup.base);
    if (parts.includes("lighthouse"))
      await measureLighthouse(setup, process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? AUDITED);
    await memory(browser.join(", "));
  }
  console.log(`[bench] done; load average ${load()}`);
} finally {
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
