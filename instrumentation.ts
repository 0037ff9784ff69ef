// Runs once when a server process starts, before it answers requests.

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The fast path for the hot API routes, used by scripts/server.mjs (npm start) when present.
  const { installFront } = await import("./lib/front/install");
  installFront();
  // A database that is down at start-up must not keep the server from starting (health answers 503); one check
  // failing does not skip the other.
  try {
    // Sessions stored before their summary was (or in an older format): reads recompute them until this stores it.
    const { backfillSummaries } = await import("./lib/sessions/mutations");
    const stored = await backfillSummaries();
    if (stored > 0) console.log(`[deckside] stored the summary of ${stored} session(s)`);
  } catch (error) {
    console.error("[deckside] could not store session summaries", error);
  }
  try {
    const { repairLeagueResults, repairLeagueStandings } = await import("./lib/leagues/mutations");
    const repaired = await repairLeagueResults();
    if (repaired > 0) console.log(`[deckside] repaired ${repaired} stale league result(s)`);
    // After the results: the stored standings are rebuilt from them where they do not match.
    const rebuilt = await repairLeagueStandings();
    if (rebuilt > 0) console.log(`[deckside] rebuilt the stored standings of ${rebuilt} league(s)`);
  } catch (error) {
    console.error("[deckside] could not check league results", error);
  }
  try {
    // A league import a stopped process left half written (lib/imports/mutations.ts).
    const { removeAbandonedImports } = await import("./lib/imports/mutations");
    const removed = await removeAbandonedImports();
    if (removed > 0) console.log(`[deckside] removed ${removed} unfinished league import(s)`);
  } catch (error) {
    console.error("[deckside] could not remove unfinished league imports", error);
  }
}
