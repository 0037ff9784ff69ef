// Save → the scorer's board at 4× CPU (the table's first figure, bench/table.mjs), with a CPU profile of the tap:
// where the page's time goes between the press on "Save round N" and the frame with "Enter round N+1".
// Usage: NEXT_DIST_DIR=.next TRACE_NO_BUILD=1 node bench/lab/save-trace.mjs [reps] (TRACE_OFFLINE=1: the phone offline)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { armTapTimer, fillNinesRound, tapPoint } from "../browser.mjs";
import { CHROMIUM, CHROMIUM_ARGS, ninesGame } from "../pages.mjs";
import { ensureBuild, startApp } from "../servers.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const REPS = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), "deckside-save-trace-"));
if (process.env.TRACE_NO_BUILD !== "1") await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
const app = await startApp({ distDir: DIST_DIR, url: `file:${join(dir, "deckside.db")}` });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const base = `http://127.0.0.1:${app.port}`;
try {
  const session = await ninesGame(base);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.goto(`${base}/sessions/${session.id}/join?token=${encodeURIComponent(session.token)}`);
  await page.waitForLoadState("networkidle");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Performance.enable");
  // The renderer main thread's CPU time (moves far less with the machine's load than the wall time).
  const threadTime = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime").value * 1000;
  const cpus = [];
  const walls = [];
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  const selfTime = new Map();
  for (let rep = 0, round = 5; rep < REPS; rep++, round++) {
    await page.getByRole("link", { name: `Enter round ${round}` }).click();
    await page
      .getByRole("radiogroup", { name: "Who went out?" })
      .getByRole("radio", { name: /^(★ )?Ann$/ })
      .waitFor();
    await fillNinesRound(page, "Ann", "Ben", "Cem");
    const at = await tapPoint(page.getByRole("button", { name: `Save round ${round}` }));
    if (process.env.TRACE_OFFLINE === "1") await context.setOffline(true);
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: "longtask" });
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const timer = await armTapTimer(page, { kind: "scoreboard", text: `Enter round ${round + 1}` });
    await cdp.send("Profiler.start");
    if (process.env.TRACE_TIMELINE === "1")
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    const cpu0 = await threadTime();
    await page.mouse.click(at.x, at.y);
    const tap = await timer();
    const cpu = (await threadTime()) - cpu0;
    cpus.push(cpu);
    walls.push(tap.painted);
    const { profile } = await cdp.send("Profiler.stop");
    if (process.env.TRACE_TIMELINE === "1") {
      const events = JSON.parse((await browser.stopTracing()).toString("utf8")).traceEvents;
      const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
      const byName = new Map();
      for (const e of events)
        if (e.ph === "X" && e.pid === main?.pid && e.tid === main?.tid && e.dur)
          byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
      const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
      const dispatched = events
        .filter((e) => e.name === "EventDispatch" && e.pid === main?.pid && e.tid === main?.tid && e.dur > 1000)
        .map((e) => `${e.args?.data?.type} ${(e.dur / 1000).toFixed(1)}`);
      console.log(`  events over 1 ms: ${dispatched.join(", ")}`);
      console.log(
        `  timeline (ms, nested events count twice): ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(", ")}`,
      );
      if (process.env.TRACE_TASKS === "1") console.log(tasksAfterTap(events, main));
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const long = await page.evaluate(() => window.__long);
    console.log(
      `round ${round}: ${tap.painted.toFixed(0)} ms (main thread CPU ${cpu.toFixed(0)} ms); long tasks ${JSON.stringify(long)}`,
    );
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      const f = node.callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    if (process.env.TRACE_OFFLINE === "1") await context.setOffline(false);
    await page.waitForLoadState("networkidle");
  }
  const mid = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`median of ${REPS}: ${mid(walls).toFixed(0)} ms, main thread CPU ${mid(cpus).toFixed(1)} ms`);
  const top = [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`self time over ${REPS} saves (ms, 4× CPU):`);
  for (const [k, v] of top) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
} finally {
  await browser.close();
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * TRACE_TASKS=1: the main thread's tasks from the tap's pointerdown on, one line each (start and length in ms from
 * the press; what ran in it: events dispatched, timers, frames, script, layout), to see which work lands before the
 * frame that shows the board and before the bench's clock stops.
 */
function tasksAfterTap(events, main) {
  const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === "X");
  const press = onMain.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "pointerdown");
  if (!press) return "  (no pointerdown in the trace)";
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ts + e.dur >= press.ts && e.dur > 300);
  const lines = tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const what = new Map();
    for (const e of inside) {
      const detail =
        e.name === "EventDispatch"
          ? `event ${e.args?.data?.type}`
          : e.name === "FunctionCall"
            ? `call ${(e.args?.data?.url ?? "").split("/").pop()}:${e.args?.data?.lineNumber ?? ""}`
            : [
                  "TimerFire",
                  "FireAnimationFrame",
                  "Layout",
                  "UpdateLayoutTree",
                  "Paint",
                  "Commit",
                  "ResourceReceiveResponse",
                  "ResourceFinish",
                  "XHRReadyStateChange",
                  "V8.GC_SCAVENGER",
                  "RunMicrotasks",
                  "ParseHTML",
                  "EvaluateScript",
                  "FireIdleCallback",
                  "HitTest",
                ].includes(e.name)
              ? e.name
              : null;
      if (!detail || (e.dur ?? 0) < 300) continue;
      what.set(detail, (what.get(detail) ?? 0) + e.dur / 1000);
    }
    const parts = [...what.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    return `    +${((task.ts - press.ts) / 1000).toFixed(1)} ${(task.dur / 1000).toFixed(1)} ms: ${parts.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(", ")}`;
  });
  return `  tasks from the press (ms):\n${lines.join("\n")}`;
}
