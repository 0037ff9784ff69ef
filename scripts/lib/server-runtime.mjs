// How the app's server process runs: the Node options and environment `npm start` (scripts/start.mjs) gives it,
// and the bench (bench/servers.mjs) too, so what is measured is what is served. Measured with bench/lab/memory.mjs;
// why each is here and what was left out: docs/decisions/024-server-memory.md.

/** Options for the `node` that runs the server. */
export const nodeArgs = [
  // After a full collection the old generation may grow by 20 % before the next (V8 allows up to 300 % and keeps
  // it): request garbage is collected instead of held. No limit: the heap still grows as far as live data needs.
  "--heap-growing-percent=20",
  // Young generation of 2 × 4 MiB (default up to 2 × 16 MiB): a request's garbage dies there all the same.
  "--max-semi-space-size=4",
];

/** Environment added to the server's. */
export const env = {
  // Two glibc malloc arenas instead of up to 8 per core: freed native memory is reused, not kept per thread.
  MALLOC_ARENA_MAX: "2",
};
