// Runs once when a server process starts, before it answers requests.

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { repairLeagueResults } = await import("./lib/leagues/mutations");
    const repaired = await repairLeagueResults();
    if (repaired > 0) console.log(`[deckside] repaired ${repaired} stale league result(s)`);
  } catch (error) {
    // A database that is down at start-up must not keep the server from starting (health answers 503).
    console.error("[deckside] could not check league results", error);
  }
}
