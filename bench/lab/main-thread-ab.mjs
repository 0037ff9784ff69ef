// The renderer main thread's CPU time for loading each page (navigation to 5 s after the load event, as long as
// Lighthouse watches for TBT), two production builds in turns: `node bench/lab/main-thread-ab.mjs <distA> <distB>
// [turns]`. CPU time (CDP Performance.getMetrics ThreadTime), unlike Lighthouse's task durations, barely moves with
// the machine's load, so a change can be compared on a shared machine. Also counts the page's fetches (prefetches,
// server actions). BENCH_LIGHTHOUSE_PAGES picks pages. Nothing is built here.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { AUDITED } from "../browser.mjs";
import { CHROMIUM, CHROMIUM_ARGS, preparePages } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distA, distB, turnsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/lab/main-thread-ab.mjs <distA> <distB> [turns]");
const turns = Number(turnsArg ?? 3);
const keys = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? AUDITED;
const dir = mkdtempSync(join(tmpdir(), "deckside-mtab-"));
const figures = { A: {}, B: {} };
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

async function measure(setup, path) {
  // The cookies the game's join link sets, as Lighthouse's run sends them (bench/browser.mjs).
  const joined = await fetch(`${setup.base}${setup.join}`, { redirect: "manual" });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.addCookies(
    joined.headers.getSetCookie().map((c) => {
      const [name, value] = c.split(";")[0].split("=");
      return { name, value, url: setup.base };
    }),
  );
  const tab = await context.newPage();
  let fetches = 0;
  tab.on("request", (r) => {
    if (r.resourceType() === "fetch") fetches++;
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Performance.enable");
  await tab.goto(`${setup.base}${path}`, { waitUntil: "load" });
  await tab.waitForTimeout(5000);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  await context.close();
  return { cpu: get("ThreadTime") * 1000, script: get("ScriptDuration") * 1000, fetches };
}

try {
  for (let turn = 1; turn <= turns; turn++)
    for (const [side, distDir] of [
      ["A", distA],
      ["B", distB],
    ]) {
      const app = await startApp({ distDir, url: `file:${join(dir, `${side}-${turn}.db`)}` });
      try {
        const setup = await preparePages(app.port);
        for (const key of keys) {
          const page = setup.pages.find((p) => p.key === key);
          const r = await measure(setup, page.path);
          figures[side][key] = [...(figures[side][key] ?? []), r];
          console.log(
            `[mt] ${side} turn ${turn} ${key}: main thread ${r.cpu.toFixed(0)} ms CPU, script ${r.script.toFixed(0)} ms, ${r.fetches} fetches; load ${loadavg()[0].toFixed(1)}`,
          );
        }
      } finally {
        app.stop();
      }
    }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const key of keys) {
  const m = (side, f) => median(figures[side][key].map((r) => r[f]));
  console.log(
    `[mt] median ${key}: main thread CPU A ${m("A", "cpu").toFixed(0)} → B ${m("B", "cpu").toFixed(0)} ms; fetches A ${m("A", "fetches")} → B ${m("B", "fetches")}`,
  );
}
