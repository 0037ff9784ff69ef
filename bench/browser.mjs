// What a phone feels, for `npm run bench`: Lighthouse's mobile audit (the `lighthouse` package driving Debian's
// Chromium, nothing downloaded) and two taps timed at 4× CPU throttling.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext } from "./pages.mjs";

/** The pages Lighthouse audits (keys of preparePages' pages). */
export const AUDITED = ["home", "new", "scoreboard", "round", "league", "league-1k"];

/** The edit cookie the game's join link sets, as a Cookie header (Lighthouse's own browser has no cookies). */
async function editCookie(setup) {
  const response = await fetch(`${setup.base}${setup.join}`, { redirect: "manual" });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Lighthouse runs per page: its score moves by several points between runs on a shared machine (issue 27). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4× CPU) per audited page, `runs` times
 * each, in turns (every page once, then again), so a busy stretch of the machine falls on every page alike. Each
 * figure is its median over the runs; an audit below 100 in any run is listed.
 */
export async function measureLighthouse(setup, keys = AUDITED, runs = LIGHTHOUSE_RUNS) {
  const cookie = await editCookie(setup);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    logLevel: "silent",
    // BENCH_CHROME_PORT: a fixed debugging port (several people running parts of the bench on one machine).
    ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) } : {}),
  });
  const perPage = new Map(keys.map((key) => [key, []]));
  try {
    for (let run = 0; run < runs; run++)
      for (const key of keys) perPage.get(key).push(await lighthouseOnce(setup, key, chrome.port, cookie, run));
  } finally {
    chrome.kill();
  }
  return keys.map((key) => {
    const all = perPage.get(key);
    const mid = (field) => median(all.map((r) => r[field]));
    const union = (category) => [...new Set(all.flatMap((r) => r.failing[category]))];
    const row = {
      key,
      label: all[0].label,
      performance: mid("performance"),
      accessibility: mid("accessibility"),
      bestPractices: mid("bestPractices"),
      lcp: mid("lcp"),
      tbt: mid("tbt"),
      failing: { accessibility: union("accessibility"), bestPractices: union("bestPractices") },
      samples: { performance: all.map((r) => r.performance) },
    };
    console.log(
      `[bench] Lighthouse ${row.label}, median of ${all.length}: performance ${row.performance} (runs ${row.samples.performance.join(", ")}), accessibility ${row.accessibility}, best practices ${row.bestPractices} (LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms)`,
    );
    return row;
  });
}

/** One Lighthouse run of the page `key`. */
async function lighthouseOnce(setup, key, port, cookie, run) {
  const page = setup.pages.find((p) => p.key === key);
  const started = Date.now();
  const result = await lighthouse(`${setup.base}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    extraHeaders: { Cookie: cookie },
    // Screenshots are for people reading the report: none here, which saves seconds per page.
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
  });
  const { categories, audits } = result.lhr;
  // BENCH_LIGHTHOUSE_DIR: keep each page's whole report (main-thread work by script, long tasks) to study.
  if (process.env.BENCH_LIGHTHOUSE_DIR)
    writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `${key}-${run + 1}.json`), JSON.stringify(result.lhr));
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const row = {
    label: page.label,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcp: audits["largest-contentful-paint"]?.numericValue,
    tbt: audits["total-blocking-time"]?.numericValue,
    failing: { accessibility: failing("accessibility"), bestPractices: failing("best-practices") },
  };
  console.log(
    `[bench] Lighthouse ${page.label} (run ${run + 1}): performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices} (LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const [category, ids] of Object.entries(row.failing))
    if (ids.length > 0) console.log(`  ${category} below 100: ${ids.join(", ")}`);
  return row;
}

export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Fills the open Nines round form: `winner` went out, the other two hold 4 and 6 (totals typed). */
export async function fillNinesRound(page, winner, second, third) {
  await page
    .getByRole("radiogroup", { name: "Who went out?" })
    .getByRole("radio", { name: new RegExp(`^(★ )?${winner}$`) })
    .click();
  for (const [name, total] of [
    [second, 4],
    [third, 6],
  ]) {
    const hand = page.getByTestId(`hand-${name}`);
    await hand.getByRole("radio", { name: "Type total" }).click();
    await hand.getByLabel(`Penalty points of ${name}`).fill(String(total));
  }
}

/**
 * Arms the page's own stopwatch for one tap: the tap is the next `pointerdown`'s event time (when the browser took the
 * input), the answer is the first moment it is in the DOM (`kind` "form": the "Who went out?" choice offers the name `text`; "scoreboard": a link reads `text`) (a MutationObserver), and the figure ends
 * at the frame after it (a timer queued from the next animation frame runs once that frame is painted). Both ends
 * are read on the page's clock, so neither the test driver's checks before its click (Playwright waits for the
 * target to keep its box for two animation frames and hit-tests it, on the page's throttled main thread) nor its
 * polling for the answer (accessible names computed on the same thread) is timed. Returns a promise of the figure.
 */
export async function armTapTimer(page, answer) {
  await page.evaluate(({ kind, text }) => {
    // Inline checks: the app's Content-Security-Policy forbids building functions from text in the page.
    const isAnswered =
      kind === "form"
        ? () =>
            [...document.querySelectorAll('[role="radiogroup"] [role="radio"]')].some(
              (radio) => radio.textContent.replace(/^★\s*/, "").trim() === text,
            )
        : () => [...document.querySelectorAll("a")].some((a) => a.textContent.trim() === text);
    let tapAt = null;
    window.__tapTimer = new Promise((resolve, reject) => {
      // A tap whose answer never comes (a refused save, a broken page) fails the bench instead of hanging it.
      const limit = setTimeout(() => reject(new Error(`no answer 60 s after the tap (waited for "${text}")`)), 60_000);
      const observer = new MutationObserver(() => {
        if (!isAnswered()) return;
        observer.disconnect();
        clearTimeout(limit);
        // `tapAt` on the wall clock too: another phone's page (bench/table.mjs) times from it.
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ painted: performance.now() - tapAt, tapEpoch: performance.timeOrigin + tapAt })),
        );
      });
      addEventListener(
        "pointerdown",
        (event) => {
          tapAt = event.timeStamp;
          observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  }, answer);
  return () => page.evaluate(() => window.__tapTimer);
}

/**
 * Where a finger would tap `target`: its centre, found before the CPU is throttled, after checking that the target
 * is what a tap there hits. The tap itself is then a bare press and release at that point (`page.mouse`), as a
 * person's is: Playwright's `click()` first runs its actionability checks as scripts in the page (two animation
 * frames of a stable box, a hit-target check), which at 4× left the renderer busy when the press arrived (the press's
 * first handler ran 11–26 ms after its event time, decision 028, "How the bench times a tap").
 */
export async function tapPoint(target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("tap target has no box");
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hits = await target.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), at);
  if (!hits) throw new Error("a tap at the target's centre would hit something else");
  return at;
}

/**
 * Two taps at 4× CPU throttling, timed from the tap to what the person waits for, `reps` times each (median):
 * "Enter round" on the scoreboard until the round form answers, and "Save round" until the scoreboard shows the
 * next round. English texts, so the names are known. The figures are the page's own (armTapTimer): from the tap's
 * input event to the frame after the answer. Until 2026-12-02 this bench timed Playwright's `click()` and `waitFor()`
 * from Node, so the driver's own scripts in the throttled page were timed too (decision 028).
 */
export async function measureTaps(setup, reps = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const open = [];
  const save = [];
  // The renderer main thread's CPU time per tap (CDP ThreadTime, from the click until the awaited element is there):
  // unlike the wall time it barely moves with the machine's load, so bench/lab/taps-ab.mjs can compare builds with it.
  const openCpu = [];
  const saveCpu = [];
  try {
    const context = await phoneContext(browser, setup);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const threadTime = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime")?.value * 1000;
    const scoreboard = setup.pages.find((p) => p.key === "scoreboard").path;
    // The scoreboard prefetches the round form once it has hydrated (after the network first goes idle on a slow
    // machine): a tap before that measures hydration, not the form.
    const prefetched = () =>
      page.waitForResponse((r) => r.url().includes("/round?state="), {
        timeout: 120_000,
      });
    let ready = prefetched();
    await page.goto(`${setup.base}${scoreboard}`, { waitUntil: "networkidle" });
    // At a table the phone has had its service worker for a while: it installs once the first page is idle
    // (decision 023) and precaches the whole app (1.5 MB), which taps timed right after the first load would measure.
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
      .catch(() => console.log("[bench] no service worker took charge of the page within 60 s: taps timed without"));
    const [ann, ben, cem] = setup.session.players.map((p) => p.name);
    // The dealer's name carries a star.
    const wentOut = new RegExp(`^(★ )?${ann}$`);
    let round = 5;
    for (let rep = 0; rep < reps; rep++, round++) {
      const enter = page.getByRole("link", { name: `Enter round ${round}` });
      await enter.waitFor();
      // The scoreboard has settled (its prefetches done) before the tap, as it has at a table.
      await ready;
      await page.waitForLoadState("networkidle");
      let at = await tapPoint(enter);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      let timer = await armTapTimer(page, { kind: "form", text: ann });
      let cpu0 = await threadTime();
      await page.mouse.click(at.x, at.y);
      let tap = await timer();
      openCpu.push((await threadTime()) - cpu0);
      open.push(tap.painted);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // The driver's own check that the form answered as a person reads it (untimed).
      await page.getByRole("radiogroup", { name: "Who went out?" }).getByRole("radio", { name: wentOut }).waitFor();
      await fillNinesRound(page, ann, ben, cem);
      at = await tapPoint(page.getByRole("button", { name: `Save round ${round}` }));
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      if (rep < reps - 1) ready = prefetched();
      timer = await armTapTimer(page, { kind: "scoreboard", text: `Enter round ${round + 1}` });
      cpu0 = await threadTime();
      await page.mouse.click(at.x, at.y);
      tap = await timer();
      saveCpu.push((await threadTime()) - cpu0);
      save.push(tap.painted);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.getByRole("link", { name: `Enter round ${round + 1}` }).waitFor();
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const result = {
    open: median(open),
    save: median(save),
    reps,
    samples: { open, save, openCpu, saveCpu },
  };
  console.log(
    `[bench] at 4× CPU, timed by the page: round form opens in ${result.open.toFixed(0)} ms, save → scoreboard updated in ${result.save.toFixed(0)} ms (median of ${reps})`,
  );
  return result;
}
