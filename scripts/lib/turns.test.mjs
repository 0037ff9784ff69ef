import { describe, expect, it, vi } from "vitest";
import { ANSWERS_PER_TURN, createTurns } from "./turns.mjs";

/** Resolves after the event loop's check phase has run what was queued before it (one turn on). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("createTurns", () => {
  it("runs a job at once when nothing else ran in this turn", async () => {
    const turns = createTurns();
    const ran = [];
    turns.take(() => ran.push("a"));
    expect(ran).toEqual(["a"]);
    await turn();
    await turn();
    // A later turn with nothing waiting: again at once (one connection never waits).
    turns.take(() => ran.push("b"));
    expect(ran).toEqual(["a", "b"]);
  });

  it("runs the jobs that came in during a turn one per turn after it, in order", async () => {
    const turns = createTurns(1);
    const ran = [];
    for (const name of ["a", "b", "c", "d"]) turns.take(() => ran.push(name));
    expect(ran).toEqual(["a"]);
    expect(turns.waiting).toBe(3);
    await turn();
    expect(ran).toEqual(["a", "b"]);
    await turn();
    expect(ran).toEqual(["a", "b", "c"]);
    await turn();
    expect(ran).toEqual(["a", "b", "c", "d"]);
    expect(turns.waiting).toBe(0);
  });

  it("keeps order when jobs keep coming while others wait", async () => {
    const turns = createTurns(1);
    const ran = [];
    turns.take(() => ran.push(1));
    turns.take(() => ran.push(2));
    await turn();
    turns.take(() => ran.push(3));
    await turn();
    await turn();
    expect(ran).toEqual([1, 2, 3]);
  });

  it("runs at most `perTurn` waiting jobs per turn (the server's default: ANSWERS_PER_TURN)", async () => {
    const turns = createTurns();
    const ran = [];
    const total = 1 + 2 * ANSWERS_PER_TURN + 1;
    for (let i = 0; i < total; i++) turns.take(() => ran.push(i));
    expect(ran).toHaveLength(1);
    await turn();
    expect(ran).toHaveLength(1 + ANSWERS_PER_TURN);
    await turn();
    expect(ran).toHaveLength(1 + 2 * ANSWERS_PER_TURN);
    await turn();
    expect(ran).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it("goes on with the jobs after one that throws at once", async () => {
    const turns = createTurns(1);
    const ran = [];
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    turns.take(() => {
      throw new Error("first");
    });
    turns.take(() => {
      throw new Error("second");
    });
    turns.take(() => ran.push("c"));
    await turn();
    await turn();
    await turn();
    turns.take(() => ran.push("d"));
    expect(ran).toEqual(["c", "d"]);
    expect(report).toHaveBeenCalledTimes(2);
    report.mockRestore();
  });
});
