import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repairProgress, repairRunning } from "../repair-progress";
import { startRepair } from "./startup";

// The start-up repair's entry point with the database's lists faked: what is stale is chosen per test.
const stale = vi.hoisted(() => ({ summaries: [] as string[], results: [] as string[], standings: [] as string[] }));

vi.mock("../sessions/mutations", () => ({
  staleSummaryIds: async () => stale.summaries,
  storeSummaries: async (ids: string[]) => ids.length,
}));
vi.mock("../leagues/mutations", () => ({
  staleResultIds: async () => stale.results,
  repairResults: async (ids: string[]) => ids.length,
  staleStandingLeagues: async () => stale.standings,
  rebuildStandings: async () => {},
}));

const shared = globalThis as unknown as { decksideRepair?: unknown };

describe("startRepair", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    delete shared.decksideRepair;
    stale.summaries = [];
    stale.results = [];
    stale.standings = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    delete shared.decksideRepair;
  });

  it("is not running once it has found nothing to repair, before its start-up wait has passed", async () => {
    const done = startRepair();
    // Settles the lists' promises; no timer moves.
    await vi.advanceTimersByTimeAsync(0);
    expect(repairRunning()).toBe(false);
    expect(repairProgress()).toEqual({ running: false, done: 0, total: 0 });
    await vi.runAllTimersAsync();
    await done;
  });

  it("runs from the start when something is stale, and stops once it is repaired", async () => {
    stale.results = ["game-1"];
    const done = startRepair();
    await vi.advanceTimersByTimeAsync(0);
    expect(repairRunning()).toBe(true);
    await vi.runAllTimersAsync();
    await done;
    expect(repairProgress()).toEqual({ running: false, done: 1, total: 1 });
  });
});
