// Which element is each page's largest contentful paint, and when (against first paint), at 4× CPU on a 390×844
// phone: `node bench/lab/lcp-probe.mjs <distDir> [pages]` (keys of bench/pages.mjs). For finding why LCP trails FCP.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext, preparePages } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distDir = ".next-bench", pagesArg] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), "deckside-lcp-"));
const app = await startApp({ distDir, url: `file:${join(dir, "deckside.db")}` });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const setup = await preparePages(app.port);
  const keys = pagesArg?.split(",") ?? ["home", "new", "scoreboard", "round", "league", "league-1k"];
  for (const key of keys) {
    const page = setup.pages.find((p) => p.key === key);
    // A phone holding the game's edit link, as the other phone figures use (bench/pages.mjs).
    const context = await phoneContext(browser, setup);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await tab.addInitScript(() => {
      window.__lcp = [];
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__lcp.push({
            t: Math.round(e.startTime),
            size: e.size,
            el: e.element
              ? `${e.element.tagName.toLowerCase()}.${String(e.element.className).slice(0, 40)} "${(e.element.textContent ?? "").slice(0, 50)}"`
              : "(gone)",
          });
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: "longtask", buffered: true });
    });
    await tab.goto(`${setup.base}${page.path}`, { waitUntil: "load" });
    await tab.waitForTimeout(4000);
    const r = await tab.evaluate(() => ({
      fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1),
      lcp: window.__lcp,
      long: window.__long,
    }));
    console.log(`== ${key}: FCP ${r.fcp}`);
    for (const l of r.lcp) console.log(`  LCP ${l.t} size ${l.size} ${l.el}`);
    console.log(`  long tasks (start, ms): ${r.long.map(([s, d]) => `${s}+${d}`).join(" ")}`);
    await context.close();
  }
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
