// BENCHMARKS.md's block for the table's own paths (bench/table.mjs, bench/save-cpu.mjs) and issue 27's targets, and
// the figures from before issue 27 (main at dcd3d63, its committed BENCHMARKS.md) beside the rows this run changed.

const samples = (xs) => xs.map((x) => x.toFixed(0)).join(", ");
const kB = (bytes) => (bytes / 1024).toFixed(1);
const MAX_TABLE_JS_KB = 170;

/** The run of `npm run bench` on dcd3d63 (2026-12-02T11:00:09Z, load average 0.31 → 2.45), as BENCHMARKS.md held it. */
const BEFORE = {
  save: "129 ms (206, 129, 135, 121, 118)",
  open: "61 ms",
  lighthouse: { home: 100, new: 99, scoreboard: 100, round: 100, league: 100, "league-1k": 100 },
  reads: { "read-1": "3121 req/s = 126 %", "read-50": "7431 req/s = 186 %" },
  pages: { "page-1": 847, "page-50": 1317, "page-scorer-1": 849, "page-scorer-50": 1166 },
  firstLoad: { scoreboard: "156.5", round: "156.5" },
  load: "0.31 → 2.45",
};

export function tableSection(table) {
  const { medians: m, samples: s, reps, saveCpu } = table;
  const row = (what, key) => `| ${what} | ${m[key].toFixed(0)} ms | ${samples(s[key])} |`;
  return [
    "## At the table (issue 27)",
    "",
    `The table's own paths through the pages (round form → Save → the board, the page's own save), Chromium at 4× CPU`,
    `(CDP \`Emulation.setCPUThrottlingRate\`), phones at 390×844, median of ${reps} (bench/table.mjs). A save is timed by`,
    "the scorer's page (from the tap's input event to the frame after \"Enter round N+1\" is on its board); phone B's",
    "board by B's page (the frame after its rounds table holds the round), against A's tap on the same machine's clock;",
    "the first view by the new phone's page, from its navigation's start. Stalled: every request of the phone held",
    "unanswered (Playwright's `context.route`) from just before Save until 5 s after it (past the page's 4 s cut), then",
    "the server answers again: the save sent into the stall stays lost, and the figure is the time until the server",
    "holds the round (polled every 20 ms). Offline: `context.setOffline`. Online: phone A's saves while B watched",
    "(both at 4×). No service worker on these phones (every request meets the stall; saves and the stream never go",
    "through it).",
    "",
    "| path | median | samples |",
    "|---|---:|---|",
    row("save → the scorer's board, online", "online"),
    row("save → the scorer's board, network stalled", "stalled"),
    row("save → the scorer's board, offline", "offline"),
    row("save on phone A → phone B's board (watching the scoreboard)", "watcher"),
    row("network stalled: the server answers again → it has the round", "sentAfterStall"),
    row("first view of the game by a new phone (fresh context) after another phone's save", "firstView"),
    "",
    ...(saveCpu
      ? [
          `Server CPU per save, one connection, in turns (bench/save-cpu.mjs): the phones' path (\`POST /sessions/<id>/save\`,`,
          `the page route) ${saveCpu.page.toFixed(2)} ms, an API submit (\`POST /api/v1/sessions/:id/rounds\`) ${saveCpu.api.toFixed(2)} ms:`,
          `×${saveCpu.ratio.toFixed(2)} (per turn: page ${saveCpu.samples.page.map((x) => x.toFixed(2)).join(", ")}; API ${saveCpu.samples.api.map((x) => x.toFixed(2)).join(", ")}).`,
          "",
        ]
      : []),
  ];
}

export function tableTargets(table, phone) {
  const { medians: m } = table;
  const saveNext =
    "where the tap's time goes at 4× (bench/lab/tap-trace.mjs): the save's work between the tap and the board (the engine's check, the IndexedDB write, the back navigation and the scoreboard's re-render from the store)";
  const rows = ["online", "stalled", "offline"].map((key) => ({
    target: `save → the scorer's board ≤ 50 ms at 4× CPU, ${key === "stalled" ? "network stalled" : key}`,
    value: `${m[key].toFixed(0)} ms`,
    met: m[key] <= 50,
    next: saveNext,
  }));
  const js = ["scoreboard", "round"].map((key) => phone.firstLoad.find((p) => p.key === key));
  const heaviest = js.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  rows.push(
    {
      target: "save on phone A → phone B's board ≤ 250 ms at 4× CPU on loopback",
      value: `${m.watcher.toFixed(0)} ms`,
      met: m.watcher <= 250,
      next: "trace both ends: A's send after the save, the server's write and its event, B's store applying it and re-rendering",
    },
    {
      target: "stalled network: the round is sent within 2 s of the server answering again",
      value: `${(m.sentAfterStall / 1000).toFixed(2)} s`,
      met: m.sentAfterStall <= 2000,
      next: "the send loop's probe interval (lib/offline/send-loop.ts)",
    },
    {
      target: "first view of a game after another phone's save (no warm cache)",
      value: `${m.firstView.toFixed(0)} ms`,
      met: null,
      next: "",
    },
    {
      target: `first-load JS of scoreboard and round entry ≤ ${MAX_TABLE_JS_KB} kB gzip (with the game's engine)`,
      value: js.map((p) => `${p.label} ${kB(p.bytes)} kB`).join(", "),
      met: heaviest.bytes <= MAX_TABLE_JS_KB * 1024,
      next: `trim ${heaviest.label}`,
    },
  );
  if (table.saveCpu)
    rows.push({
      target: "server CPU per save on the phones' path ≤ 2× an API submit",
      value: `×${table.saveCpu.ratio.toFixed(2)} (${table.saveCpu.page.toFixed(2)} / ${table.saveCpu.api.toFixed(2)} ms)`,
      met: table.saveCpu.ratio <= 2,
      next: "the page route runs through Next's route handler (proxy.ts, the request's cookies, the body's copy); serve `POST /sessions/<id>/save` from the front (lib/front/) as the API's write is (decision 020): profile it with bench/lab/profile.mjs first",
    });
  return rows;
}

/** The rows this run changed against their figures before issue 27 (dcd3d63); `load`: this run's load averages. */
export function beforeAndNow({ results, pages, phone, load }) {
  const row = (key) => results.find((r) => r.key === key);
  const lines = [
    "## Before issue 27 (dcd3d63) and now",
    "",
    "The rows whose measurement changed with issue 27: the save is now kept on the phone first; Lighthouse is the median",
    "of 3 runs per page (one run before); the baseline has the index a real server would have on",
    "`player (session_id, seat)` (before, none: its reads scanned every player and slowed down as the bench made",
    "sessions, which flattered Deckside's read ratio); and the reads rotate through a pool of 50-round sessions on",
    "both sides (before, one session read again and again, kept in Deckside's caches). Mind the machine's load when",
    "comparing absolute figures: a busy machine inflates every one of them (the times and Lighthouse's TBT many times).",
    "",
    `| what | before issue 27 (dcd3d63; load average ${BEFORE.load}) | now (load average ${load}) |`,
    "|---|---|---|",
    `| "Save round" until the scoreboard shows the next round (4× CPU) | ${BEFORE.save} | ${phone.taps.save.toFixed(0)} ms (${samples(phone.taps.samples.save)}) |`,
    `| "Enter round" until the round form answers (4× CPU) | ${BEFORE.open} | ${phone.taps.open.toFixed(0)} ms |`,
    ...["read-1", "read-50"].map((key) => {
      const r = row(key);
      return `| ${r.label}, Deckside vs baseline | ${BEFORE.reads[key]} of the baseline | ${r.app.rate.toFixed(0)} req/s = ${((100 * r.app.rate) / r.baseline.rate).toFixed(0)} % |`;
    }),
    ...pages.map((p) => `| ${p.label} | ${BEFORE.pages[p.key]} req/s | ${p.app.rate.toFixed(0)} req/s |`),
    ...["scoreboard", "round"].map((key) => {
      const p = phone.firstLoad.find((x) => x.key === key);
      return `| first-load JS, ${p.label} | ${BEFORE.firstLoad[key]} kB | ${kB(p.bytes)} kB |`;
    }),
    ...phone.lighthouse.map(
      (r) =>
        `| Lighthouse performance, ${r.label} | ${BEFORE.lighthouse[r.key]} (1 run) | ${r.performance} (median; runs ${r.samples.performance.join(", ")}) |`,
    ),
    "",
  ];
  if (phone.table) {
    lines.push(
      "Issue 27's own figures before it (by hand at dcd3d63, 4× CPU on the busy 2-core machine): save → the scorer's",
      "board 0.6–0.9 s, → a watching phone 1.5–2.5 s; the first round saved offline 16 s; with the server stalled the",
      'round never left "Saving…" (90 s and more); 45–65 ms of server CPU per render. Now: see "At the table" above.',
      "",
    );
  }
  return lines;
}
