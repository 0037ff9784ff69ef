// Where the time of "save on phone A → phone B's board" goes (bench/table.mjs twoPhones), step by step on one wall
// clock, both phones at 4× CPU: A's tap; A's `POST /sessions/<id>/save` (fetch start, first byte, end: resource
// timing); B's `change` event on the live stream (arrival, and the end of its handler); B's rows table holding the
// round (the frame after). Usage (in the worktree):
// NEXT_DIST_DIR=.next-bench node bench/lab/watcher-trace.mjs (TRACE_NO_BUILD=1: use the build as it is;
// TRACE_REPS: saves, default 7; a checkout:distDir first argument runs another checkout's build, as ab.mjs does).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { armTapTimer, fillNinesRound, median, tapPoint } from "../browser.mjs";
import { CHROMIUM, CHROMIUM_ARGS, ninesGame } from "../pages.mjs";
import { ensureBuild, startApp } from "../servers.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const REPS = Number(process.env.TRACE_REPS ?? 7);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ROWS = '[data-testid="rounds-table"] tbody tr';

/** Before any page script: every `change` event of an EventSource is timed on arrival and after its handlers. */
function timeStreamEvents() {
  window.__changes = [];
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (type, listener, options) {
    if (type !== "change") return add.call(this, type, listener, options);
    return add.call(
      this,
      type,
      (event) => {
        const arrived = performance.timeOrigin + performance.now();
        listener(event);
        window.__changes.push({ arrived, handled: performance.timeOrigin + performance.now() });
      },
      options,
    );
  };
}

async function openPhone(browser, base, session, scorer) {
  const context = await browser.newContext({ ...PHONE, locale: "en-US", serviceWorkers: "block" });
  await context.addInitScript(timeStreamEvents);
  const page = await context.newPage();
  const board = `${base}/sessions/${session.id}`;
  const streamed = page.waitForResponse((r) => r.url().includes("/events"), { timeout: 60_000 });
  await page.goto(scorer ? `${board}/join?token=${encodeURIComponent(session.token)}` : board);
  await streamed;
  await page.waitForLoadState("networkidle");
  const cdp = await context.newCDPSession(page);
  return { context, page, throttle: (rate) => cdp.send("Emulation.setCPUThrottlingRate", { rate }) };
}

function armRows(page, rows) {
  return page.evaluate(
    ({ selector, rows }) => {
      window.__rows = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length < rows) return;
          observer.disconnect();
          const shown = performance.timeOrigin + performance.now();
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ shown, painted: performance.timeOrigin + performance.now() })),
          );
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    { selector: ROWS, rows },
  );
}

const saveTiming = (page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith("/save"))
      .at(-1);
    const at = (ms) => performance.timeOrigin + ms;
    performance.clearResourceTimings();
    return entry && { start: at(entry.startTime), firstByte: at(entry.responseStart), end: at(entry.responseEnd) };
  });

const dir = mkdtempSync(join(tmpdir(), "deckside-watcher-"));
if (process.env.TRACE_NO_BUILD !== "1") await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
const app = await startApp({ distDir: DIST_DIR, url: `file:${join(dir, "deckside.db")}` });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
console.log(
  `[trace] load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
const steps = { aBoard: [], sendStart: [], answered: [], bHears: [], bHandled: [], bShown: [], bPainted: [] };
try {
  const base = `http://127.0.0.1:${app.port}`;
  const session = await ninesGame(base);
  const a = await openPhone(browser, base, session, true);
  const b = await openPhone(browser, base, session, false);
  for (let rep = 0, round = 5; rep < REPS; rep++, round++) {
    await a.page.getByRole("link", { name: `Enter round ${round}` }).click();
    await a.page
      .getByRole("radiogroup", { name: "Who went out?" })
      .getByRole("radio", { name: /^(★ )?Ann$/ })
      .waitFor();
    await fillNinesRound(a.page, "Ann", "Ben", "Cem");
    const at = await tapPoint(a.page.getByRole("button", { name: `Save round ${round}` }));
    await a.page.evaluate(() => performance.clearResourceTimings());
    await b.page.evaluate(() => {
      window.__changes = [];
    });
    await armRows(b.page, round);
    await a.throttle(4);
    await b.throttle(4);
    const timer = await armTapTimer(a.page, { kind: "scoreboard", text: `Enter round ${round + 1}` });
    await a.page.mouse.click(at.x, at.y);
    const { tapEpoch, painted: aBoard } = await timer();
    const rows = await b.page.evaluate(() => window.__rows);
    const heard = await b.page.evaluate(() => window.__changes[0]);
    await a.throttle(1);
    await b.throttle(1);
    await a.page.getByTestId("queue-status").filter({ hasText: "All saved" }).waitFor({ timeout: 60_000 });
    const save = await saveTiming(a.page);
    const line = {
      aBoard,
      sendStart: save.start - tapEpoch,
      answered: save.end - tapEpoch,
      bHears: heard.arrived - tapEpoch,
      bHandled: heard.handled - tapEpoch,
      bShown: rows.shown - tapEpoch,
      bPainted: rows.painted - tapEpoch,
    };
    for (const [k, v] of Object.entries(line)) steps[k].push(v);
    console.log(
      `[trace] round ${round}: ${Object.entries(line)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(", ")}`,
    );
  }
  console.log(
    `[trace] medians (ms after A's tap): ${Object.entries(steps)
      .map(([k, v]) => `${k} ${median(v).toFixed(0)}`)
      .join(", ")}`,
  );
  console.log(
    `[trace] load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  await a.context.close();
  await b.context.close();
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
