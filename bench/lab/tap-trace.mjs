// One "Enter round" tap and one "Save round" tap at 4× CPU on a built app, with what happened in between: requests
// (start, end), long tasks, a CPU profile's top self-time functions and, per tap, its steps in the page's own time
// (the press handled, the form's submit, the save's POST sent / first byte / last byte, the answer in the DOM,
// the frame after it). Usage (in the worktree):
// NEXT_DIST_DIR=.next-bench node bench/lab/tap-trace.mjs (TRACE_NO_BUILD=1: use the build in NEXT_DIST_DIR as it is)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { fillNinesRound } from "../browser.mjs";
import { CHROMIUM, CHROMIUM_ARGS, phoneContext, preparePages } from "../pages.mjs";
import { ensureBuild, startApp } from "../servers.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const dir = mkdtempSync(join(tmpdir(), "deckside-trace-"));
if (process.env.TRACE_NO_BUILD !== "1") await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
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
    window.__events = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: "longtask" });
    // The click's own handler (processingStart..processingEnd) and the frame after it (startTime + duration).
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (e.name === "click" || e.name === "pointerup")
          window.__events.push({
            name: e.name,
            start: e.startTime,
            handler: e.processingEnd - e.processingStart,
            processingStart: e.processingStart,
            nextPaint: e.startTime + e.duration,
          });
    }).observe({ type: "event", durationThreshold: 16 });
  });
  // When the awaited element enters the DOM (a MutationObserver in the page) and the frame after it (paint); the
  // tap's input time (the pointerdown's event time, as bench/browser.mjs's armTapTimer counts from) and when the
  // handlers of the press and the form's submit ran.
  const watchFor = (selector) =>
    page.evaluate((sel) => {
      window.__seen = null;
      window.__tap = {};
      const tap = window.__tap;
      addEventListener("pointerdown", (e) => (tap.down = e.timeStamp), { capture: true, once: true });
      for (const kind of ["mousedown", "submit"])
        addEventListener(kind, () => (tap[kind] = performance.now()), { capture: true, once: true });
      window.__watch?.disconnect();
      const check = () => {
        if (window.__seen || !document.querySelector(sel)) return;
        const at = performance.now();
        window.__seen = { at };
        requestAnimationFrame(() => setTimeout(() => (window.__seen.painted = performance.now())));
      };
      window.__watch = new MutationObserver(check);
      window.__watch.observe(document, { subtree: true, childList: true, attributes: true });
    }, selector);
  const [ann, ben, cem] = setup.session.players.map((p) => p.name);
  // TRACE_REPS rounds (default 2): the first open loads the game's form code; later ones are what a median sees.
  let ready = null;
  const reps = Number(process.env.TRACE_REPS ?? 2);
  for (const [tap, round] of Array.from({ length: reps }, (_, i) => [
    ["open", 5 + i],
    ["save", 5 + i],
  ]).flat()) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (tap === "open" && ready) {
      await ready;
      await page.waitForTimeout(1000);
    }
    if (tap === "save")
      ready = page.waitForResponse((r) => r.url().includes(`/round?state=${round}-`), { timeout: 120_000 });
    await watchFor(tap === "open" ? '[role="radiogroup"]' : `a[href*="/round?state=${round}-"]`);
    const startedAt = await page.evaluate(() => performance.now());
    await cdp.send("Profiler.start");
    const traceEvents = [];
    const onData = ({ value }) => traceEvents.push(...value);
    cdp.on("Tracing.dataCollected", onData);
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8,blink",
      transferMode: "ReportEvents",
    });
    t0 = performance.now();
    if (tap === "open") {
      await page.getByRole("link", { name: `Enter round ${round}` }).click();
      await page
        .getByRole("radiogroup", { name: "Who went out?" })
        .getByRole("radio", { name: new RegExp(`^(★ )?${ann}$`) })
        .waitFor();
    } else {
      await page.getByRole("button", { name: `Save round ${round}` }).click();
      await page.getByRole("link", { name: `Enter round ${round + 1}` }).waitFor();
    }
    const took = performance.now() - t0;
    const { profile } = await cdp.send("Profiler.stop");
    const traced = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await traced;
    cdp.off("Tracing.dataCollected", onData);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const long = await page.evaluate(
      (s) => window.__long.filter(([t]) => t >= s).map(([t, d]) => `${Math.round(t - s)}+${d}`),
      startedAt,
    );
    const steps = await page.evaluate(() => {
      const { down, mousedown, submit } = window.__tap;
      if (down === undefined || !window.__seen) return null;
      const ms = (t) => (t === undefined ? "–" : Math.round(t - down));
      // The save's POST (the round page's address without `_rsc`: a prefetch carries it), by Resource Timing.
      const post = performance
        .getEntriesByType("resource")
        .find((e) => e.startTime >= down && e.name.includes("/round?state=") && !e.name.includes("_rsc="));
      const postText = post
        ? `, POST fetch() ${ms(post.startTime)} sent ${ms(post.requestStart)} first byte ${ms(post.responseStart)} last byte ${ms(post.responseEnd)}`
        : "";
      return `press handled ${ms(mousedown)}, submit ${ms(submit)}${postText}, in the DOM ${ms(window.__seen.at)}, painted ${ms(window.__seen.painted)}`;
    });
    const { events, seen } = await page.evaluate(
      (s) => ({
        events: window.__events.filter((e) => e.start >= s).map((e) => ({ ...e, start: e.start - s })),
        seen: window.__seen && {
          at: window.__seen.at - s,
          painted: (window.__seen.painted ?? Number.NaN) - s,
        },
      }),
      startedAt,
    );
    console.log(`\n== ${tap} round ${round}: ${took.toFixed(0)} ms; long tasks (start+duration): ${long.join(", ")}`);
    for (const e of events)
      console.log(
        `  event ${e.name} at ${e.start.toFixed(0)}: handler ${e.handler.toFixed(0)} ms (input delay ${(e.processingStart - startedAt - e.start).toFixed(0)}), next paint ${(e.nextPaint - startedAt).toFixed(0)}`,
      );
    if (steps) console.log(`  steps in ms from the tap's input event: ${steps}`);
    if (seen)
      console.log(
        `  in the DOM at ${seen.at.toFixed(0)} ms after the CDP click was sent, painted ~${seen.painted.toFixed(0)} ms`,
      );
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
    // The renderer's main thread by task kind (nested kinds overlap: a FunctionCall runs inside a RunTask).
    const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
    const kinds = new Map();
    for (const e of traceEvents)
      if (main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
    const wanted = [
      "RunTask",
      "FunctionCall",
      "EvaluateScript",
      "v8.compile",
      "RunMicrotasks",
      "TimerFire",
      "EventDispatch",
      "ParseHTML",
      "UpdateLayoutTree",
      "Layout",
      "PrePaint",
      "Paint",
      "Layerize",
      "Commit",
      "MinorGC",
      "MajorGC",
      "V8.GC_SCAVENGER",
      "HitTest",
    ];
    console.log(
      `main thread: ${wanted
        .filter((k) => kinds.has(k))
        .map((k) => `${k} ${(kinds.get(k) / 1000).toFixed(0)}`)
        .join(", ")} (ms)`,
    );
    if (process.env.TRACE_TIMELINE === "1") timeline(traceEvents, main, profile);
    console.log(`by script:\n${top(byUrl)}`);
    console.log(`by function:\n${top(self)}`);
    if (tap === "open") await fillNinesRound(page, ann, ben, cem);
  }
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * TRACE_TIMELINE=1: the renderer's main-thread tasks of 4 ms or more and the network events, in ms from the click's
 * dispatch, each task with the functions that used most of its time (CPU profile samples inside it): where a tap's
 * time goes step by step, idle gaps included.
 */
function timeline(traceEvents, main, profile) {
  if (!main) return;
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const click = traceEvents.find((e) => onMain(e) && e.name === "EventDispatch" && e.args?.data?.type === "click");
  if (!click) return;
  const ms = (ts) => ((ts - click.ts) / 1000).toFixed(0);
  const samples = [];
  let t = profile.startTime;
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const f = nodeById.get(id).callFrame;
    samples.push([t, `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`]);
  });
  const rows = [];
  // The click's own dispatch (its handlers, and React's rendering of what they set synchronously).
  const inClick = new Map();
  for (const [st, key] of samples)
    if (st >= click.ts && st <= click.ts + (click.dur ?? 0)) inClick.set(key, (inClick.get(key) ?? 0) + 1);
  rows.push([
    click.ts,
    `click dispatch +${((click.dur ?? 0) / 1000).toFixed(0)}: ${[...inClick]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 8)
      .map(([k, n]) => `${k} ×${n}`)
      .join("; ")}`,
  ]);
  for (const e of traceEvents) {
    if (e.ts < click.ts - 5000) continue;
    if (onMain(e) && e.ph === "X" && e.name === "RunTask" && e.dur >= 4000) {
      const inside = new Map();
      for (const [st, key] of samples)
        if (st >= e.ts && st <= e.ts + e.dur) inside.set(key, (inside.get(key) ?? 0) + 1);
      const topFns = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, n]) => `${k} ×${n}`)
        .join("; ");
      const kinds = new Map();
      for (const c of traceEvents)
        if (onMain(c) && c.ph === "X" && c !== e && c.ts >= e.ts && c.ts < e.ts + e.dur && c.dur >= 1000)
          kinds.set(c.name, (kinds.get(c.name) ?? 0) + c.dur);
      const kindText = [...kinds]
        .filter(([k]) => k !== "RunTask")
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, d]) => `${k} ${(d / 1000).toFixed(0)}`)
        .join(", ");
      rows.push([e.ts, `task ${ms(e.ts)} +${(e.dur / 1000).toFixed(0)}  [${kindText}]  ${topFns}`]);
    }
    if (["ResourceSendRequest", "ResourceReceiveResponse", "ResourceFinish"].includes(e.name)) {
      const d = e.args?.data ?? {};
      rows.push([e.ts, `net  ${ms(e.ts)} ${e.name} ${(d.url ?? d.requestId ?? "").toString().slice(-70)}`]);
    }
  }
  rows.sort((a, b) => a[0] - b[0]);
  console.log(`timeline (ms from the click's dispatch):\n${rows.map(([, r]) => `  ${r}`).join("\n")}`);
}
