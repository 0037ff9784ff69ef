// The table's own paths for `npm run bench` (issue 27, docs/decisions/036-table-on-the-phone.md), in Chromium at 4×
// CPU (CDP Emulation.setCPUThrottlingRate), phones at 390×844, through the pages (round form → Save → the board),
// each `reps` times (median): the save on the scorer's board with the network stalled and offline (online is the
// "Save round" tap of bench/browser.mjs measureTaps); a save on phone A until phone B's board shows it; with the
// network stalled, how long after the server answers again it has the round; and the first view of the game by a
// phone that never opened it, right after another phone's save.
import { chromium } from "@playwright/test";
import { armTapTimer, fillNinesRound, median, tapPoint } from "./browser.mjs";
import { CHROMIUM, CHROMIUM_ARGS, ninesGame } from "./pages.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Past the page's 4 s cut of a send without an answer: the round waits in the send loop's probing, as it does at a
// table whose server went away (docs/at-the-table.md, "Saving a round").
const STALL_MS = 5_000;
const ROWS = '[data-testid="rounds-table"] tbody tr';

/**
 * A phone that joined the game by its edit link (a scorer) or none (a viewer), on its scoreboard with the live
 * stream open. No service worker: every request of the phone meets the stall (a worker's own fetches would not), as
 * in e2e/save-local-first.spec.ts; the table's paths never go through it (writes and the stream are never cached).
 */
async function openPhone(browser, base, session, { scorer }) {
  const context = await browser.newContext({ ...PHONE, locale: "en-US", serviceWorkers: "block" });
  const page = await context.newPage();
  const board = `${base}/sessions/${session.id}`;
  const streamed = page.waitForResponse((r) => r.url().includes(session.id) && r.url().includes("/events"), {
    timeout: 60_000,
  });
  if (scorer) await page.goto(`${board}/join?token=${encodeURIComponent(session.token)}`);
  else await page.goto(board);
  await streamed;
  await page.waitForLoadState("networkidle");
  const cdp = await context.newCDPSession(page);
  const throttle = (rate) => cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { context, page, throttle };
}

/** The server's rounds of the game, read through the API (what another phone would be sent). */
async function roundsOnServer(base, id) {
  const response = await fetch(`${base}/api/v1/sessions/${id}`);
  return (await response.json()).rounds.length;
}

/** Polls the server every 20 ms until it holds `count` rounds; resolves with Date.now() then. */
async function serverHas(base, id, count, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if ((await roundsOnServer(base, id)) >= count) return Date.now();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the server did not have round ${count} of ${id} within ${limitMs / 1000} s`);
}

/** Opens the round form for `round` (untimed, unthrottled) and fills it: Ann out, Ben 4, Cem 6. */
async function fillRound(page, round) {
  await page.getByRole("link", { name: `Enter round ${round}` }).click();
  await page
    .getByRole("radiogroup", { name: "Who went out?" })
    .getByRole("radio", { name: /^(★ )?Ann$/ })
    .waitFor();
  await fillNinesRound(page, "Ann", "Ben", "Cem");
  return tapPoint(page.getByRole("button", { name: `Save round ${round}` }));
}

/** The phone's status line says every round is on the server (components/offline/queue-status.tsx). */
const allSaved = (page) =>
  page.getByTestId("queue-status").filter({ hasText: "All saved" }).waitFor({ timeout: 60_000 });

/**
 * Arms a watching phone's stopwatch: resolves with the wall-clock time (the page's timeOrigin + now, comparable
 * across pages of one machine) of the frame after its rounds table first holds `rows` rows.
 */
async function armRowsTimer(page, rows) {
  await page.evaluate(
    ({ selector, rows }) => {
      window.__rowsTimer = new Promise((resolve, reject) => {
        const limit = setTimeout(() => reject(new Error(`the board did not show row ${rows} within 60 s`)), 60_000);
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length < rows) return;
          observer.disconnect();
          clearTimeout(limit);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    { selector: ROWS, rows },
  );
  return () => page.evaluate(() => window.__rowsTimer);
}

/**
 * A save at 4×, timed on the scorer's page (armTapTimer: the tap's input event until the frame after "Enter round
 * N+1" is on the board); `extraTimers` (other pages' stopwatches, armed before the tap) are awaited after it.
 */
async function timedSave(phone, round, at, extraTimers = []) {
  await phone.throttle(4);
  const timer = await armTapTimer(phone.page, { kind: "scoreboard", text: `Enter round ${round + 1}` });
  await phone.page.mouse.click(at.x, at.y);
  const tap = await timer();
  const others = await Promise.all(extraTimers.map((t) => t()));
  return { tap, others };
}

/** Save → the scorer's board with the server stalled (requests held, never answered), then the resend after it. */
async function stalledSaves(browser, base, reps) {
  const session = await ninesGame(base);
  const scorer = await openPhone(browser, base, session, { scorer: true });
  const saves = [];
  const sent = [];
  try {
    for (let rep = 0, round = 5; rep < reps; rep++, round++) {
      const at = await fillRound(scorer.page, round);
      const held = [];
      const hold = (route) => held.push(route);
      await scorer.context.route("**/*", hold);
      const { tap } = await timedSave(scorer, round, at);
      saves.push(tap.painted);
      await new Promise((r) => setTimeout(r, STALL_MS));
      // The server answers again. The save sent into the stall was lost on the way (left unanswered, as in
      // e2e/save-local-first.spec.ts); what else was held goes on now (the page cut most of it already).
      await scorer.context.unroute("**/*", hold);
      const answering = Date.now();
      for (const route of held) if (!route.request().url().endsWith("/save")) route.continue().catch(() => undefined);
      sent.push((await serverHas(base, session.id, round)) - answering);
      await scorer.throttle(1);
      await allSaved(scorer.page);
    }
  } finally {
    await scorer.context.close();
  }
  return { saves, sent };
}

/** Save → the scorer's board with the browser offline (context.setOffline), sent once it is back online. */
async function offlineSaves(browser, base, reps) {
  const session = await ninesGame(base);
  const scorer = await openPhone(browser, base, session, { scorer: true });
  const saves = [];
  try {
    for (let rep = 0, round = 5; rep < reps; rep++, round++) {
      const at = await fillRound(scorer.page, round);
      await scorer.context.setOffline(true);
      const { tap } = await timedSave(scorer, round, at);
      saves.push(tap.painted);
      await scorer.throttle(1);
      await scorer.context.setOffline(false);
      await serverHas(base, session.id, round);
      await allSaved(scorer.page);
    }
  } finally {
    await scorer.context.close();
  }
  return { saves };
}

/**
 * A save on phone A (a scorer) until phone B (watching the scoreboard) shows it, both at 4×; after each, a third
 * phone that never opened the game (a fresh context: no cache, no worker) opens its scoreboard at 4×, timed from its
 * navigation's start until the frame after the round is on its board (the server's first paint holds it).
 */
async function twoPhones(browser, base, reps) {
  const session = await ninesGame(base);
  const a = await openPhone(browser, base, session, { scorer: true });
  const b = await openPhone(browser, base, session, { scorer: false });
  const saves = [];
  const watcher = [];
  const firstView = [];
  try {
    for (let rep = 0, round = 5; rep < reps; rep++, round++) {
      const at = await fillRound(a.page, round);
      await b.throttle(4);
      const bSees = await armRowsTimer(b.page, round);
      const { tap, others } = await timedSave(a, round, at, [bSees]);
      saves.push(tap.painted);
      watcher.push(others[0] - tap.tapEpoch);
      await a.throttle(1);
      await b.throttle(1);
      await serverHas(base, session.id, round);
      firstView.push(await openFresh(browser, base, session.id, round));
      await allSaved(a.page);
    }
  } finally {
    await a.context.close();
    await b.context.close();
  }
  return { saves, watcher, firstView };
}

/** A phone that has never opened the game opens its scoreboard at 4×: ms from navigation start to row `rows` shown. */
async function openFresh(browser, base, id, rows) {
  const context = await browser.newContext({ ...PHONE, locale: "en-US", serviceWorkers: "block" });
  try {
    // Armed before the document exists (an init script, which the page's CSP does not apply to).
    await context.addInitScript(
      ({ selector, rows }) => {
        window.__firstView = new Promise((resolve) => {
          const check = () => {
            if (document.querySelectorAll(selector).length < rows) return false;
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
            return true;
          };
          const observer = new MutationObserver(() => check() && observer.disconnect());
          observer.observe(document, { subtree: true, childList: true });
        });
      },
      { selector: ROWS, rows },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}/sessions/${id}`, { waitUntil: "commit" });
    return await page.evaluate(() => window.__firstView);
  } finally {
    await context.close();
  }
}

/** Every browser path of the table, `reps` times each (BENCH_TABLE_REPS, default 5). */
export async function measureTablePaths(base, reps = Number(process.env.BENCH_TABLE_REPS ?? 5)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const stalled = await stalledSaves(browser, base, reps);
    const offline = await offlineSaves(browser, base, reps);
    const phones = await twoPhones(browser, base, reps);
    const samples = {
      stalled: stalled.saves,
      offline: offline.saves,
      online: phones.saves,
      watcher: phones.watcher,
      sentAfterStall: stalled.sent,
      firstView: phones.firstView,
    };
    const medians = Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs)]));
    const f = (k) => `${medians[k].toFixed(0)} ms (${samples[k].map((x) => x.toFixed(0)).join(", ")})`;
    console.log(
      `[bench] the table at 4× CPU, median of ${reps}: save → board online ${f("online")}, stalled ${f("stalled")}, offline ${f("offline")}; phone A → phone B ${f("watcher")}; sent ${f("sentAfterStall")} after the server answered again; first view after another phone's save ${f("firstView")}`,
    );
    return { reps, samples, medians };
  } finally {
    await browser.close();
  }
}
