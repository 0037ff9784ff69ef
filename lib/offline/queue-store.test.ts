import { describe, expect, it } from "vitest";
import { enqueue, flushQueue, isOwnChange, queueState, type SendResult } from "./queue-store";
import type { QueuedRound } from "./types";

// The store outside a browser: no IndexedDB, so only memory (storage.ts does nothing there). Each test its own session.

let n = 0;
const round = (sessionId: string, number: number): QueuedRound => ({
  id: `r${number}`,
  sessionId,
  round: number,
  isEdit: false,
  entry: { n: number },
  at: new Date(Date.UTC(2026, 11, 1, 10, 0, n++)).toISOString(),
});

describe("flushQueue", () => {
  it("sends the waiting rounds oldest first and empties the queue", async () => {
    await enqueue(round("s-ok", 2));
    await enqueue(round("s-ok", 3));
    const sent: number[] = [];
    const ok = await flushQueue(
      "s-ok",
      async (item) => {
        sent.push(item.round);
        return { ok: true, version: 10 + item.round };
      },
      async () => null,
    );
    expect(ok).toBe(true);
    expect(sent).toEqual([2, 3]);
    expect(queueState("s-ok")).toMatchObject({ items: [], phase: "saved" });
    expect(isOwnChange("s-ok", 12)).toBe(true);
    expect(isOwnChange("other", 12)).toBe(false);
  });

  it("keeps everything when the network fails, and sends it next time", async () => {
    await enqueue(round("s-net", 1));
    await enqueue(round("s-net", 2));
    let online = false;
    const send = async (): Promise<SendResult> => (online ? { ok: true, version: 1 } : { ok: false, network: true });
    expect(await flushQueue("s-net", send, async () => null)).toBe(false);
    expect(queueState("s-net").items.map((i) => i.round)).toEqual([1, 2]);
    expect(queueState("s-net").phase).toBe("idle");
    online = true;
    expect(await flushQueue("s-net", send, async () => null)).toBe(true);
    expect(queueState("s-net").items).toEqual([]);
  });

  it("stops at a refused round, keeps it with both versions, and does not send the rounds after it", async () => {
    await enqueue(round("s-409", 2));
    await enqueue(round("s-409", 3));
    const sent: number[] = [];
    await flushQueue(
      "s-409",
      async (item) => {
        sent.push(item.round);
        return { ok: false, code: "stale_round", message: "Round 2 was just entered by someone else", violations: [] };
      },
      async () => ({ theirs: { entry: { theirs: true }, scores: { a: 1 } }, next: 3 }),
    );
    expect(sent).toEqual([2]);
    const [first, second] = queueState("s-409").items;
    expect(first?.refused).toMatchObject({ code: "stale_round", theirs: { entry: { theirs: true } }, next: 3 });
    expect(second?.refused).toBeUndefined();
    // Nothing goes out while the person has not chosen.
    expect(
      await flushQueue(
        "s-409",
        async () => ({ ok: true, version: 1 }),
        async () => null,
      ),
    ).toBe(false);
    expect(queueState("s-409").items).toHaveLength(2);
  });

  it("one flush at a time per session", async () => {
    await enqueue(round("s-once", 1));
    let calls = 0;
    const slow = async (): Promise<SendResult> => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { ok: true, version: 1 };
    };
    await Promise.all([flushQueue("s-once", slow, async () => null), flushQueue("s-once", slow, async () => null)]);
    expect(calls).toBe(1);
  });
});
