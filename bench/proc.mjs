// CPU time and memory of a server and every process it started, read from /proc (Linux).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** `pid` and all of its descendants still alive. */
export function processTree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`);
    } catch {}
    for (const task of tasks)
      for (const child of read(`/proc/${out[i]}/task/${task}/children`).split(" ").filter(Boolean))
        out.push(Number(child));
  }
  return out;
}

/** User + system CPU milliseconds used so far by `pid` and its descendants. */
export function cpuMs(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = read(`/proc/${p}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** Resident memory of `pid` and its descendants, in MiB. */
export function rssMiB(pid) {
  let kib = 0;
  for (const p of processTree(pid)) kib += Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${p}/status`))?.[1] ?? 0);
  return kib / 1024;
}
