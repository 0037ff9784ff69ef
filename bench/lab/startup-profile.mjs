// Where a page's start-up JavaScript time goes: a V8 CPU profile of the page's renderer from navigation to 3 s after
// the load event, at 4× CPU on a 390×844 phone, summed as self time per script file (and the heaviest functions).
// `node bench/lab/startup-profile.mjs <distDir> [pages] [runs]` (keys of bench/pages.mjs; nothing is built here).
// Figures are medians over the runs; the machine's load moves them, so compare two builds in the same minutes.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext, preparePages } from "../pages.mjs";
import { startApp } from "../servers.mjs";

const [distDir = ".next-bench", pagesArg, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const dir = mkdtempSync(join(tmpdir(), "deckside-profile-"));
const app = await startApp({ distDir, url: `file:${join(dir, "deckside.db")}` });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Self time (ms) per script file and per function, from a CDP Profiler profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const files = new Map();
  const functions = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url
      ? callFrame.url.replace(/^https?:\/\/[^/]+/, "")
      : `(${callFrame.functionName || "native"})`;
    files.set(file, (files.get(file) ?? 0) + ms);
    const fn = `${callFrame.functionName || "(anonymous)"} ${file}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  return { files, functions };
}

try {
  const setup = await preparePages(app.port);
  const keys = pagesArg?.split(",") ?? ["home", "new", "scoreboard", "round", "league", "league-1k"];
  for (const key of keys) {
    const page = setup.pages.find((p) => p.key === key);
    const perFile = new Map();
    const perFunction = new Map();
    const totals = [];
    for (let run = 0; run < runs; run++) {
      // A phone holding the game's edit link, as the other phone figures use (bench/pages.mjs).
      const context = await phoneContext(browser, setup);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await tab.goto(`${setup.base}${page.path}`, { waitUntil: "load" });
      await tab.waitForTimeout(3000);
      const { profile } = await cdp.send("Profiler.stop");
      await context.close();
      const { files, functions } = selfTimes(profile);
      let total = 0;
      for (const [file, ms] of files) {
        if (file !== "((idle))" && file !== "((program))") total += ms;
        perFile.set(file, [...(perFile.get(file) ?? []), ms]);
      }
      for (const [fn, ms] of functions) perFunction.set(fn, [...(perFunction.get(fn) ?? []), ms]);
      totals.push(total);
    }
    console.log(
      `== ${key}: JS self time (not idle/program) median ${median(totals).toFixed(0)} ms; load ${loadavg()[0].toFixed(1)}`,
    );
    const rows = [...perFile].map(([file, xs]) => [file, median([...xs, ...Array(runs - xs.length).fill(0)])]);
    for (const [file, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
    if (process.env.PROFILE_FUNCTIONS) {
      const fns = [...perFunction].map(([fn, xs]) => [fn, median([...xs, ...Array(runs - xs.length).fill(0)])]);
      for (const [fn, ms] of fns.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_FUNCTIONS)))
        console.log(`    fn ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
    }
  }
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
