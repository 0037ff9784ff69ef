// One "Enter round" tap and one "Save round" tap at 4× CPU on a built app, with what happened in between: requests
// (start, end), long tasks and a CPU profile's top self-time functions. Usage (in the worktree):
// NEXT_DIST_DIR=.next-bench node bench/tap-trace.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext, preparePages } from "./pages.mjs";
import { ensureBuild, startApp } from "./servers.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const dir = mkdtempSync(join(tmpdir(), "deckside-trace-"));
await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
const app = await startApp({ distDir: DIST_DIR, url: `file:${join(dir, "deckside.db")}` });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const setup = await preparePages(app.port);
  const context = await phoneContext(browser, setup);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scoreboard = setup.pages.find((p) => p.key === "scoreboard").path;
  const prefetched = page.waitForResponse((r) => r.url().includes("/round?state="), { timeout: 120_000 });
  await page.goto(`${setup.base}${scoreboard}`, { waitUntil: "networkidle" });
  await prefetched;
  await page.waitForLoadState("networkidle");
  const log = [];
  let t0 = 0;
  const at = () => (performance.now() - t0).toFixed(0);
  page.on(
    "request",
    (r) =>
      t0 &&
      log.push(
        `${at()} ms  request ${r.method()} ${r.url().replace(setup.base, "")} ${r.headers()["next-router-prefetch"] ? "(prefetch)" : ""}`,
      ),
  );
  page.on("requestfinished", (r) => t0 && log.push(`${at()} ms  done    ${r.url().replace(setup.base, "")}`));
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: "longtask" });
  });
  const [ann, ben, cem] = setup.session.players.map((p) => p.name);
  for (const tap of ["open", "save"]) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const startedAt = await page.evaluate(() => performance.now());
    await cdp.send("Profiler.start");
    t0 = performance.now();
    if (tap === "open") {
      await page.getByRole("link", { name: "Enter round 5" }).click();
      await page
        .getByRole("radiogroup", { name: "Who went out?" })
        .getByRole("radio", { name: new RegExp(`^(★ )?${ann}$`) })
        .waitFor();
    } else {
      await page.getByRole("button", { name: "Save round 5" }).click();
      await page.getByRole("link", { name: "Enter round 6" }).waitFor();
    }
    const took = performance.now() - t0;
    const { profile } = await cdp.send("Profiler.stop");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const long = await page.evaluate(
      (s) => window.__long.filter(([t]) => t >= s).map(([t, d]) => `${Math.round(t - s)}+${d}`),
      startedAt,
    );
    console.log(`\n== ${tap}: ${took.toFixed(0)} ms; long tasks (start+duration): ${long.join(", ")}`);
    console.log(log.join("\n"));
    log.length = 0;
    t0 = 0;
    // Top self time by function and by script.
    const self = new Map();
    const byUrl = new Map();
    const dt = profile.timeDeltas;
    const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const n = nodeById.get(id);
      const f = n.callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
      const u = f.url.split("/").pop() || f.functionName;
      byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0));
    });
    const top = (m) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, v]) => `  ${(v / 1000).toFixed(1)} ms ${k}`)
        .join("\n");
    console.log(`by script:\n${top(byUrl)}`);
    console.log(`by function:\n${top(self)}`);
    if (tap === "open") {
      await page
        .getByRole("radiogroup", { name: "Who went out?" })
        .getByRole("radio", { name: new RegExp(`^(★ )?${ann}$`) })
        .click();
      for (const [name, total] of [
        [ben, 4],
        [cem, 6],
      ]) {
        const hand = page.getByTestId(`hand-${name}`);
        await hand.getByRole("radio", { name: "Type total" }).click();
        await hand.getByLabel(`Penalty points of ${name}`).fill(String(total));
      }
    }
  }
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
