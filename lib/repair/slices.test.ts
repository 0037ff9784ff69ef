import { describe, expect, it } from "vitest";
import { pacer, type RepairPhase, type RepairProgress, runInSlices } from "./slices";

const quiet = { info: () => {}, error: () => {} };

/** A phase over `items` that records the pages it got. */
function phase(name: string, items: string[], page: number, seen: string[][], fail?: Error): RepairPhase {
  return {
    name,
    page,
    list: async () => {
      if (fail) throw fail;
      return items;
    },
    apply: async (ids) => void seen.push(ids),
  };
}

describe("runInSlices", () => {
  it("runs the phases in order, a page at a time with a pause before each, and counts what it did", async () => {
    const seen: string[][] = [];
    const progress: RepairProgress = { running: false, done: 0, total: 0 };
    const shown: RepairProgress[] = [];
    const pause = async () => void shown.push({ ...progress });
    await runInSlices(
      [phase("summaries", ["a", "b", "c", "d", "e"], 2, seen), phase("leagues", ["L"], 1, seen)],
      progress,
      pause,
      quiet,
    );
    expect(seen).toEqual([["a", "b"], ["c", "d"], ["e"], ["L"]]);
    // Running throughout, the total growing as each phase lists its items; not running at the end, all done.
    expect(shown).toEqual([
      { running: true, done: 0, total: 5 },
      { running: true, done: 2, total: 5 },
      { running: true, done: 4, total: 5 },
      { running: true, done: 5, total: 6 },
    ]);
    expect(progress).toEqual({ running: false, done: 6, total: 6 });
  });

  it("goes on with the next phase when one fails, logs it, and ends not running", async () => {
    const seen: string[][] = [];
    const errors: string[] = [];
    const progress: RepairProgress = { running: false, done: 0, total: 0 };
    await runInSlices(
      [phase("summaries", [], 10, seen, new Error("database down")), phase("results", ["x"], 10, seen)],
      progress,
      async () => {},
      { info: () => {}, error: (message) => errors.push(message) },
    );
    expect(seen).toEqual([["x"]]);
    expect(errors).toEqual(["[deckside] summaries failed"]);
    expect(progress).toEqual({ running: false, done: 1, total: 1 });
  });

  it("hands `pause` to a page, for a long one to answer between its parts", async () => {
    let pauses = 0;
    const progress: RepairProgress = { running: false, done: 0, total: 0 };
    await runInSlices(
      [
        {
          name: "league",
          page: 1,
          list: async () => ["L"],
          apply: async (_, pause) => {
            await pause();
            await pause();
          },
        },
      ],
      progress,
      async () => void pauses++,
      quiet,
    );
    expect(pauses).toBe(3);
  });
});

describe("pacer", () => {
  it("rests on a timer as long as the slices took once they reach the budget, else yields one turn", async () => {
    let clock = 0;
    const calls: string[] = [];
    const pause = pacer(
      20,
      5,
      () => clock,
      async (ms) => void calls.push(`rest ${ms}`),
      async () => void calls.push("turn"),
    );
    clock = 10;
    await pause();
    // 30 ms of slices since the start: a rest as long.
    clock = 30;
    await pause();
    // The budget counts from the rest: 10 more is under it, 20 more is not.
    clock = 40;
    await pause();
    clock = 50;
    await pause();
    expect(calls).toEqual(["turn", "rest 30", "turn", "rest 20"]);
  });

  it("rests at least restMs", async () => {
    let clock = 0;
    const rests: number[] = [];
    const pause = pacer(
      1,
      15,
      () => clock,
      async (ms) => void rests.push(ms),
      async () => {},
    );
    clock = 2;
    await pause();
    expect(rests).toEqual([15]);
  });
});
