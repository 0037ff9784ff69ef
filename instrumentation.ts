// Runs once when a server process starts, before it answers requests: so it only starts work, never waits for it.

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The fast path for the hot API routes, used by scripts/server.mjs (npm start) when present.
  const { installFront } = await import("./lib/front/install");
  installFront();
  // Stored summaries, league results and standings that are missing or stale (rows written outside the app, a
  // restored snapshot, an upgrade) are repaired in the background, in slices, while the server answers; reads
  // compute what is not stored yet; GET /api/health shows the progress (docs/decisions/029-startup-repair.md).
  // A database that is down at start-up does not keep the server from starting either (health answers 503).
  const { startRepair } = await import("./lib/repair/startup");
  void startRepair();
  // A league import a stopped process left half written (lib/imports/mutations.ts), also in the background.
  void import("./lib/imports/mutations")
    .then(({ removeAbandonedImports }) => removeAbandonedImports())
    .then((removed) => {
      if (removed > 0) console.log(`[deckside] removed ${removed} unfinished league import(s)`);
    })
    .catch((error) => console.error("[deckside] could not remove unfinished league imports", error));
}
