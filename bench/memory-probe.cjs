// Preloaded into the bench's server (`node --require bench/memory-probe.cjs`, bench/servers.mjs): on SIGUSR2 it
// writes the process's memory to BENCH_MEMORY_FILE as JSON, so the bench can say after each part whether the
// resident memory is V8's heap (heapUsed: live objects; heapTotal: what V8 keeps reserved), external buffers
// (SQLite's page cache is not among them: it is native malloc) or native memory outside both. With --expose-gc it
// also writes the figures after a full collection (garbage is then gone; what remains is held). With
// BENCH_HEAPSNAPSHOT_DIR it writes a heap snapshot there too (tens of MB; for Chrome DevTools' Memory tab).
// Nothing here runs in production: `npm start` never loads it.
const { writeFileSync, renameSync } = require("node:fs");
const { join } = require("node:path");
const v8 = require("node:v8");

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  let count = 0;
  const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
  const usage = () => {
    const u = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: mib(s.space_size), used: mib(s.space_used_size) }]),
    );
    return {
      rss: mib(u.rss),
      heapTotal: mib(u.heapTotal),
      heapUsed: mib(u.heapUsed),
      external: mib(u.external),
      arrayBuffers: mib(u.arrayBuffers),
      spaces,
    };
  };
  process.on("SIGUSR2", () => {
    count++;
    const answer = { seq: count, pid: process.pid, before: usage() };
    if (typeof global.gc === "function") {
      global.gc();
      global.gc();
      answer.afterGc = usage();
    }
    if (process.env.BENCH_HEAPSNAPSHOT_DIR)
      answer.snapshot = v8.writeHeapSnapshot(join(process.env.BENCH_HEAPSNAPSHOT_DIR, `server-${count}.heapsnapshot`));
    // Written whole, then renamed: the reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(answer));
    renameSync(`${file}.tmp`, file);
  });
}
