import { bench } from "vitest";

// On a shared machine the wall time of a call moves with the load: a bench made with `measureCalls` also prints the
// median wall time and the process CPU per call, the figures the decisions compare. `suffix` adds to that line
// (e.g. RSS and load at the time).
export function measureCalls(
  name: string,
  run: () => Promise<unknown>,
  options: { time: number; warmupTime: number; prefix?: string; suffix?: () => string },
) {
  const walls: number[] = [];
  let cpu = 0;
  const timed = async () => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpuStarted);
    cpu += used.user + used.system;
    walls.push(performance.now() - started);
  };
  const report = () => {
    if (walls.length === 0) return;
    const sorted = [...walls].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]! * 1000;
    const extra = options.suffix ? `; ${options.suffix()}` : "";
    console.log(
      `${options.prefix ?? ""}${name}: median ${median.toFixed(0)} µs, CPU ${(cpu / walls.length).toFixed(0)} µs per call (${walls.length} calls)${extra}`,
    );
    walls.length = 0;
    cpu = 0;
  };
  bench(name, timed, { time: options.time, warmupTime: options.warmupTime, teardown: report });
}
