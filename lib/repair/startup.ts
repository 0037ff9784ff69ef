import "server-only";
import { rebuildStandings, repairResults, staleResultIds, staleStandingLeagues } from "../leagues/mutations";
import { claimRepair } from "../repair-progress";
import { staleSummaryIds, storeSummaries } from "../sessions/mutations";
import { anythingToRepair, type RepairPhase, runInSlices } from "./slices";

/**
 * Sessions or league games per slice: about 5 ms of work on a quiet machine (each a 9-round game's rows read, its
 * summary or result computed, one update), so a slice holds the event loop briefly on a loaded one too.
 */
const SLICE = 10;

// In this order: a league game's result is derived from its rounds (the summary is not needed for it), and the
// stored standings are rebuilt from the results once those are right.
const phases: RepairPhase[] = [
  {
    name: "stored session summaries",
    list: staleSummaryIds,
    page: SLICE,
    apply: async (ids) => void (await storeSummaries(ids)),
  },
  {
    name: "league results",
    list: staleResultIds,
    page: SLICE,
    apply: async (ids) => void (await repairResults(ids)),
  },
  {
    name: "stored league standings",
    list: staleStandingLeagues,
    page: 1,
    apply: async ([leagueId], pause) => rebuildStandings(leagueId!, pause),
  },
];

/**
 * Starts the start-up repair of stored derived data in the background (instrumentation.ts) and returns at once: the
 * server answers meanwhile, and reads compute what is not stored yet (docs/decisions/029-startup-repair.md). Once
 * per process; the promise settles when the repair is done (never rejects).
 */
export async function startRepair(): Promise<void> {
  const progress = claimRepair();
  if (!progress) return;
  // Nothing stale (the usual start): not running from the first moment, so reads skip their checks for unrepaired
  // data at once, not only after the wait below.
  if (!(await anythingToRepair(phases))) {
    progress.running = false;
    return;
  }
  // Next sets up its server and loads each route on the first requests: those are answered first.
  await new Promise((resolve) => setTimeout(resolve, START_AFTER_MS));
  await runInSlices(phases, progress);
}

/** How long after start-up the repair waits before its first slice (health already shows it as running). */
const START_AFTER_MS = 1000;
