// BENCHMARKS.md from one `npm run bench`: the figures, the machine, the issue's targets met or missed with the next
// step for each miss, and the before/after lines kept by hand in bench/history.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { phoneSection, phoneSummary, phoneTargets } from "./phone-report.mjs";
import { beforeAndNow, tableSection, tableTargets } from "./table-report.mjs";

export function machine() {
  let nproc = os.availableParallelism();
  try {
    nproc = Number(execFileSync("nproc", { encoding: "utf8" }).trim()) || nproc;
  } catch {}
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    nproc,
    cpu: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", "),
  };
}

const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const pct = (a, b) => {
  const p = (100 * a) / b;
  return `${p < 10 ? p.toFixed(1) : p.toFixed(0)} %`;
};

// What is measured so far; the rest of the issue's figures come in later increments.
const NOT_MEASURED = [];

function targets(results, memory, pages) {
  const row = (key) => results.find((r) => r.key === key);
  const share = (key) => row(key).app.rate / row(key).baseline.rate;
  // Done: lean write (decision 008), plain SQL (018), front without Next's pipeline (020), hot SQLite path and one
  // round replayed per write (021). What a submit still spends beyond the baseline is in bench/lab/profile.mjs.
  const lean =
    "new connections are accepted between turns of answers (decision 030) and the stored summary is compact (decision 008, the stored text: 9 WAL pages a submit, none of them overflow); what is left is the machine's load (p99 86.8 ms on a quiet run, 112 ms at load 3.6): a submit's nine pages are one per b-tree it touches, one of them the summaryFormat index that every write sets (set it only when it changes)";
  const stored =
    "the read is answered from the kept bytes on Node's own I/O (decisions 026, 032): profile what is left (bench/lab/profile.mjs)";
  return [
    {
      target: "round submit ≥ 25 % of the baseline's throughput, 1 connection",
      value: pct(share("submit-1"), 1),
      met: share("submit-1") >= 0.25,
      next: lean,
    },
    {
      target: "round submit ≥ 25 % of the baseline's throughput, 50 connections",
      value: pct(share("submit-50"), 1),
      met: share("submit-50") >= 0.25,
      next: lean,
    },
    {
      target: "round submit p99 < 100 ms at 50 connections",
      value: `${ms(row("submit-50").app.p99)} ms`,
      met: row("submit-50").app.p99 < 100,
      next: lean,
    },
    {
      target: "session JSON ≥ 50 % of the baseline, 1 connection",
      value: pct(share("read-1"), 1),
      met: share("read-1") >= 0.5,
      next: stored,
    },
    {
      target: "session JSON ≥ 50 % of the baseline, 50 connections",
      value: pct(share("read-50"), 1),
      met: share("read-50") >= 0.5,
      next: stored,
    },
    ...pages
      .filter((p) => p.key === "page-50" || p.key === "page-scorer-50")
      .map((p) => ({
        target: `scoreboard page${p.key === "page-scorer-50" ? ", scoring phone," : ""} ≥ 200 req/s (50 connections)`,
        value: `${p.app.rate.toFixed(0)} req/s`,
        met: p.app.rate >= 200,
        next: "render the scoreboard from the stored summary only, and less of it on the server per request",
      })),
    {
      target: "server memory after the bench ≤ 300 MiB (after the API, league and phone parts)",
      value: `${memory.app.toFixed(0)} MiB`,
      met: memory.app <= 300,
      next: "the part after which it grows most (rows above): `node bench/lab/part.mjs` with BENCH_MEMORY_GC=1 and BENCH_HEAPSNAPSHOT_DIR (docs/decisions/024-server-memory.md)",
    },
  ];
}

/** One line for bench/history.md: the ratios that matter, same run. */
export function summaryLine(results, memory, when, pages, phone) {
  const part = (r) =>
    `${r.key} ${r.app.rate.toFixed(0)} req/s = ${pct(r.app.rate, r.baseline.rate)} of baseline (p99 ${ms(r.app.p99)} ms, CPU ×${(r.app.cpuPerRequest / r.baseline.cpuPerRequest).toFixed(1)})`;
  const page = (r) =>
    `${r.key} ${r.app.rate.toFixed(0)} req/s (p99 ${ms(r.app.p99)} ms, CPU ${ms(r.app.cpuPerRequest)} ms)`;
  return `${when}: ${[...results.map(part), ...pages.map(page)].join("; ")}; RSS ${memory.app.toFixed(0)} MiB${partsLine(memory)}${phone ? `; ${phoneSummary(phone)}` : ""}`;
}

/** The RSS after each part, e.g. " (after start-up 80, after the league part 250)"; empty when none were taken. */
function partsLine(memory) {
  const parts = memory.parts ?? [];
  if (parts.length === 0) return "";
  return ` (${parts.map((p) => `after ${p.part} ${p.rss.toFixed(0)}`).join(", ")})`;
}

export function writeReport({ results, pages = [], phone, memory, machine: m, seconds, reps, tookSeconds }) {
  const lines = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (bench/run.mjs); do not edit by hand except through `bench/history.md`. Deckside's",
    "production build and a raw baseline (bench/baseline.mjs: node:http + better-sqlite3 in WAL + zod, the same",
    "validation, token check, totals query and one INSERT in a transaction) run side by side on fresh SQLite files",
    `and are loaded in turns (A, B, A, B: ${reps} turns of ${seconds} s each per figure) by a keep-alive client that`,
    "times each request in fractions of a millisecond. Absolute figures on a shared machine move a lot between runs;",
    "the ratios to the baseline, taken in the same run, are the figures to compare.",
    "",
    `Machine: ${m.nproc} CPUs (${m.cpu}), Node ${m.node}; load average ${m.load} at the start, ${m.loadAfter} at the`,
    `end; ${m.date}; the run took ${tookSeconds.toFixed(0)} s.`,
    "",
    "| what | Deckside req/s | p50 | p99 | CPU/req | baseline req/s | p50 | p99 | CPU/req | throughput vs baseline | CPU/req vs baseline |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.map((r) => {
      const a = r.app;
      const b = r.baseline;
      return `| ${r.label} | ${a.rate.toFixed(0)} | ${ms(a.p50)} ms | ${ms(a.p99)} ms | ${ms(a.cpuPerRequest)} ms | ${b.rate.toFixed(0)} | ${ms(b.p50)} ms | ${ms(b.p99)} ms | ${ms(b.cpuPerRequest)} ms | ${pct(a.rate, b.rate)} | ×${(a.cpuPerRequest / b.cpuPerRequest).toFixed(1)} |`;
    }),
    ...pages.map((r) => {
      const a = r.app;
      return `| ${r.label} | ${a.rate.toFixed(0)} | ${ms(a.p50)} ms | ${ms(a.p99)} ms | ${ms(a.cpuPerRequest)} ms | (no pages) | | | | | |`;
    }),
    ...(memory.parts ?? [])
      .slice(0, -1)
      .map((p) => `| server memory (RSS) after ${p.part} | ${p.rss.toFixed(0)} MiB | | | | | | | | | |`),
    `| server memory (RSS) at the end (after the phone part) | ${memory.app.toFixed(0)} MiB | | | | ${memory.baseline.toFixed(0)} MiB | | | | | |`,
    "",
  ];
  const failed = [...results, ...pages].flatMap((r) =>
    ["app", "baseline"].flatMap((side) =>
      Object.entries(r[side]?.failures ?? {}).map(
        ([k, v]) => `- ${r.label}, ${side === "app" ? "Deckside" : "baseline"}: ${v} × ${k}`,
      ),
    ),
  );
  if (failed.length > 0) lines.push("Refused or failed requests (counted in the figures above):", "", ...failed, "");
  if (phone) lines.push(...phoneSection(phone));
  if (phone?.table) lines.push(...tableSection(phone.table));
  if (phone)
    lines.push(
      ...beforeAndNow({ results, pages, phone, load: `${m.load.split(",")[0]} → ${m.loadAfter.split(",")[0]}` }),
    );
  lines.push("## Targets of issues 10 and 27", "", "| target | now | met | next step |", "|---|---|---|---|");
  const all = [
    ...targets(results, memory, pages),
    ...(phone ? phoneTargets(phone) : []),
    ...(phone?.table ? tableTargets(phone.table, phone) : []),
  ];
  // `met: null`: a figure the issue asks for without a target.
  const verdict = (t) => (t.met === null ? "no target" : t.met ? "met" : "**missed**");
  for (const t of all) lines.push(`| ${t.target} | ${t.value} | ${verdict(t)} | ${t.met === false ? t.next : ""} |`);
  for (const what of NOT_MEASURED) lines.push(`| ${what} | not measured yet | | a later increment of issue 10 |`);
  lines.push("");
  if (existsSync("bench/history.md")) lines.push(readFileSync("bench/history.md", "utf8").trimEnd(), "");
  writeFileSync("BENCHMARKS.md", lines.join("\n"));
  return { summary: summaryLine(results, memory, m.date, pages, phone) };
}
