// Long tasks while a page starts, two production builds in turns: `node bench/lab/long-tasks-ab.mjs <distA> <distB>
// [turns]`. Each load runs at 4× CPU on a 390×844 phone from a cold cache; a PerformanceObserver sums the blocking
// time (each long task's time past 50 ms, as Lighthouse's TBT does) until 5 s after the load event, and notes the
// longest task and the first paint. Unlike Lighthouse's simulation it measures the tasks themselves, so a change that
// splits one long task (hydration) shows even on a busy machine, when A and B alternate. BENCH_LIGHTHOUSE_PAGES picks
// pages (keys of bench/pages.mjs; default scoreboard,round). Nothing is built here.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext, preparePages } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distA, distB, turnsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/lab/long-tasks-ab.mjs <distDirA> <distDirB> [turns]");
const turns = Number(turnsArg ?? 5);
const keys = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? ["scoreboard", "round"];
const dir = mkdtempSync(join(tmpdir(), "deckside-longtasks-"));
const OBSERVE = `(() => {
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });
})()`;

async function measure(browser, setup, key) {
  const context = await phoneContext(browser, setup);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(`${setup.base}${setup.pages.find((p) => p.key === key).path}`, { waitUntil: "load" });
  await page.waitForTimeout(5000);
  const { tasks, paint } = await page.evaluate(() => ({
    tasks: window.__tasks,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  await context.close();
  const after = tasks.filter(([start]) => paint === null || start >= paint);
  return {
    blocking: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...tasks.map(([, d]) => d)),
    paint,
  };
}

const servers = {};
const figures = { A: [], B: [] };
try {
  // BENCH_APP_PORT and BENCH_APP_PORT_B fix the two servers' ports (else free ones).
  const ports = {
    A: Number(process.env.BENCH_APP_PORT) || undefined,
    B: Number(process.env.BENCH_APP_PORT_B) || undefined,
  };
  for (const [side, distDir] of [
    ["A", distA],
    ["B", distB],
  ]) {
    const app = await startApp({ distDir, url: `file:${join(dir, `${side}.db`)}`, port: ports[side] });
    servers[side] = { app, setup: await preparePages(app.port) };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (let turn = 1; turn <= turns; turn++)
      for (const side of ["A", "B"])
        for (const key of keys) {
          const row = { key, ...(await measure(browser, servers[side].setup, key)) };
          figures[side].push(row);
          console.log(
            `[tasks] ${side} turn ${turn} ${key}: blocking ${Math.round(row.blocking)} ms, longest ${Math.round(row.longest)} ms, first paint ${Math.round(row.paint)} ms, load ${loadavg()[0].toFixed(1)}`,
          );
        }
  } finally {
    await browser.close();
  }
} finally {
  for (const { app } of Object.values(servers)) app.stop();
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const key of keys)
  for (const side of ["A", "B"]) {
    const rows = figures[side].filter((r) => r.key === key);
    console.log(
      `[tasks] median ${side} ${key}: blocking ${Math.round(median(rows.map((r) => r.blocking)))} ms, longest ${Math.round(median(rows.map((r) => r.longest)))} ms of ${rows.length}`,
    );
  }
