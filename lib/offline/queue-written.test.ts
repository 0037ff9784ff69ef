import { describe, expect, it, vi } from "vitest";
import { enqueue, queueState, queueWritten } from "./queue-store";
import type { QueuedRound } from "./types";

// The IndexedDB mirror (storage.ts) held by the test: each write settles when the test says. The live store sends a
// round only once queueWritten settles (components/live/session-live-root.tsx), so a reload after the send still
// finds the round.
const writes: { sessionId: string; settle: (ok: boolean) => void }[] = [];
vi.mock("./storage", () => ({
  readQueue: async () => [],
  writeQueue: (sessionId: string) =>
    new Promise<void>((resolve, reject) =>
      writes.push({ sessionId, settle: (ok) => (ok ? resolve() : reject(new Error("quota"))) }),
    ),
}));

const round = (sessionId: string, number: number): QueuedRound => ({
  id: `r${number}`,
  sessionId,
  round: number,
  isEdit: false,
  entry: { n: number },
  at: new Date(Date.UTC(2026, 11, 3, 11, 0, number)).toISOString(),
});

/** Whether `promise` has settled after the pending microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe("queueWritten", () => {
  it("settles only once the queue as it is in memory has been written", async () => {
    const kept = enqueue(round("s-w", 1));
    // The memory holds the round at once (the board shows it), the write is still under way.
    await vi.waitFor(() => expect(queueState("s-w").items.map((i) => i.round)).toEqual([1]));
    const written = queueWritten("s-w");
    expect(await settled(written)).toBe(false);
    writes.at(-1)?.settle(true);
    expect(await settled(written)).toBe(true);
    await kept;
  });

  it("waits for the newest write, not an earlier one", async () => {
    const first = enqueue(round("s-two", 1));
    await vi.waitFor(() => expect(queueState("s-two").items).toHaveLength(1));
    const second = enqueue(round("s-two", 2));
    const written = queueWritten("s-two");
    const [older, newer] = writes.filter((w) => w.sessionId === "s-two");
    older?.settle(true);
    expect(await settled(written)).toBe(false);
    newer?.settle(true);
    expect(await settled(written)).toBe(true);
    await Promise.all([first, second]);
  });

  it("settles when the write fails too (the round stays in memory and is sent: nothing is held back for good)", async () => {
    const kept = enqueue(round("s-fail", 1)).catch(() => "failed");
    await vi.waitFor(() => expect(queueState("s-fail").items).toHaveLength(1));
    const written = queueWritten("s-fail");
    writes.at(-1)?.settle(false);
    expect(await settled(written)).toBe(true);
    expect(await kept).toBe("failed");
  });

  it("settles at once for a session with no write", async () => {
    expect(await settled(queueWritten("s-none"))).toBe(true);
  });
});
