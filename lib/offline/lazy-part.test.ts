import { afterEach, describe, expect, it, vi } from "vitest";
import { partLoaded, subscribeParts, waitForLoaded } from "./lazy-part";

afterEach(() => {
  vi.useRealTimers();
});

describe("waitForLoaded", () => {
  it("answers at once with a part already loaded", async () => {
    const part = { name: "engine" };
    await expect(waitForLoaded(() => part, 1_000)).resolves.toBe(part);
  });

  it("waits for the part to arrive, ignoring arrivals of other parts", async () => {
    let part: { name: string } | null = null;
    let settled = false;
    const waiting = waitForLoaded(() => part, 60_000).then((got) => {
      settled = true;
      return got;
    });
    partLoaded(); // another game's part: still nothing to read
    await Promise.resolve();
    expect(settled).toBe(false);
    part = { name: "round check" };
    partLoaded();
    await expect(waiting).resolves.toBe(part);
  });

  it("gives null after the timeout and stops listening", async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => null);
    const waiting = waitForLoaded(read, 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(waiting).resolves.toBeNull();
    const reads = read.mock.calls.length;
    partLoaded();
    expect(read.mock.calls.length).toBe(reads);
  });

  it("stops listening once answered", async () => {
    let part: string | null = null;
    const read = vi.fn(() => part);
    const waiting = waitForLoaded(read, 60_000);
    part = "engine";
    partLoaded();
    await waiting;
    const reads = read.mock.calls.length;
    partLoaded();
    expect(read.mock.calls.length).toBe(reads);
  });
});

describe("subscribeParts", () => {
  it("tells each listener of every arrival until it unsubscribes", () => {
    const listener = vi.fn();
    const stop = subscribeParts(listener);
    partLoaded();
    partLoaded();
    stop();
    partLoaded();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
