// The start-up repair's state in this process (lib/repair/startup.ts runs it): a shared layer, so a feature's reads
// (lib/leagues/data.ts) may ask whether it runs without importing the repair, which imports them.

/** What `GET /api/health` shows of a repair: whether it runs, and how many items of how many it has done. */
export interface RepairProgress {
  running: boolean;
  done: number;
  total: number;
}

/** Hands the event loop back for one turn: I/O that arrived meanwhile (requests) runs before the caller goes on. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// One record per process, on globalThis: Next bundles instrumentation.ts and each route handler separately, and each
// bundle would otherwise have its own copy of this module (as lib/db.ts keeps one client).
const shared = globalThis as unknown as { decksideRepair?: RepairProgress };

/** The start-up repair's progress in this process, or null when none has started (nothing to show in health). */
export function repairProgress(): RepairProgress | null {
  return shared.decksideRepair ?? null;
}

/** Whether a start-up repair is running now: reads then check for stored data it has not reached yet. */
export function repairRunning(): boolean {
  return shared.decksideRepair?.running === true;
}

/** A new progress record for this process's repair, or null when one was already made (it runs once). */
export function claimRepair(): RepairProgress | null {
  if (shared.decksideRepair) return null;
  shared.decksideRepair = { running: true, done: 0, total: 0 };
  return shared.decksideRepair;
}
