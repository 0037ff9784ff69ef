// How the app's server process runs: the Node options and environment `npm start` (scripts/start.mjs) gives it,
// and the bench (bench/servers.mjs) too, so what is measured is what is served. Why each is here:
// docs/decisions/024-server-memory.md.

/** Options for the `node` that runs the server. */
export const nodeArgs = [];

/** Environment added to the server's. */
export const env = {};
