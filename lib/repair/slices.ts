// The start-up repair of stored derived data, run in the background in slices (docs/decisions/029-startup-repair.md):
// the server answers from the start, and each slice (one page of sessions, one league) is followed by a pause that
// hands the event loop back, so health and reads are answered between slices. Pure: the database work is passed in
// (lib/repair/startup.ts), so this is unit-tested with fakes.
import { performance } from "node:perf_hooks";
import { type RepairProgress, yieldToEventLoop } from "../repair-progress";

export type { RepairProgress };

/** One kind of repair: what needs it (listed when the phase starts, after the phases before it), and one page. */
export interface RepairPhase {
  name: string;
  list(): Promise<string[]>;
  /** Items per call of `apply`. */
  page: number;
  /** Repairs one page; `pause` may be awaited inside a long page (a league rebuild) to answer between. */
  apply(items: string[], pause: () => Promise<void>): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long this process's event loop has been busy (ms): running code, not waiting for I/O or timers. */
const busyMs = () => performance.eventLoopUtilization().active;

/**
 * A pause between slices that keeps the repair to at most about half the event loop: once the event loop has been
 * busy `workMs` or more since the last rest, it rests as long (at least `restMs`) on a timer, so every request in
 * flight gets all the turns it needs meanwhile, not one turn between two slices (a request through Next takes many).
 * Busy time, not wall time: SQLite's synchronous statements count (they hold the loop), PostgreSQL's round trips do
 * not (the loop serves requests while they wait); on a loaded machine a slice takes longer and the rests grow with
 * it. Else it hands the loop back for one turn.
 */
export function pacer(
  workMs = 20,
  restMs = 20,
  now: () => number = busyMs,
  rest: (ms: number) => Promise<void> = sleep,
  turn: () => Promise<void> = yieldToEventLoop,
) {
  let since = now();
  return async (): Promise<void> => {
    const worked = now() - since;
    if (worked < workMs) return turn();
    await rest(Math.max(restMs, worked));
    since = now();
  };
}

/**
 * Whether any phase lists something to repair now. A phase whose list fails counts as work: the repair then runs it
 * and logs the failure. Repairing makes nothing stale that was not (a result is derived from rounds, standings
 * from results), so when no phase lists anything there is nothing to do.
 */
export async function anythingToRepair(phases: readonly RepairPhase[]): Promise<boolean> {
  for (const phase of phases) {
    const items = await phase.list().catch(() => ["(list failed)"]);
    if (items.length > 0) return true;
  }
  return false;
}

/**
 * Runs the phases in order, a page at a time with `pause` between pages, updating `progress` as it goes (`total`
 * grows as each phase lists its items). A phase that fails is logged and the next one still runs (one repair must
 * not keep another from running); `running` is false at the end either way.
 */
export async function runInSlices(
  phases: readonly RepairPhase[],
  progress: RepairProgress,
  pause: () => Promise<void> = pacer(),
  log: { info(message: string): void; error(message: string, error: unknown): void } = console,
): Promise<void> {
  progress.running = true;
  try {
    for (const phase of phases) {
      try {
        const items = await phase.list();
        progress.total += items.length;
        for (let i = 0; i < items.length; i += phase.page) {
          await pause();
          const page = items.slice(i, i + phase.page);
          await phase.apply(page, pause);
          progress.done += page.length;
        }
        if (items.length > 0) log.info(`[deckside] ${phase.name}: ${items.length} done`);
      } catch (error) {
        log.error(`[deckside] ${phase.name} failed`, error);
      }
    }
  } finally {
    progress.running = false;
  }
}
