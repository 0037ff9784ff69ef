import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

/** A window with a load event and (optionally) requestIdleCallback, driven by hand. */
function fakeBrowser(readyState: "loading" | "complete", withIdle: boolean) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const win = {
    addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
    removeEventListener: (name: string) => listeners.delete(name),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    ...(withIdle
      ? {
          requestIdleCallback: (fn: () => void) => idle.push(fn),
          cancelIdleCallback: (handle: number) => {
            idle[handle - 1] = () => {};
          },
        }
      : {}),
  };
  const doc = { readyState };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  return {
    load: () => {
      doc.readyState = "complete";
      listeners.get("load")?.();
    },
    idle: () => {
      for (const fn of idle.splice(0)) fn();
    },
  };
}

describe("whenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the load event, then for an idle period", () => {
    const browser = fakeBrowser("loading", true);
    const work = vi.fn();
    whenIdle(work);
    browser.idle();
    expect(work).not.toHaveBeenCalled();
    browser.load();
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it("on a loaded page waits only for the idle period", () => {
    const browser = fakeBrowser("complete", true);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it("without requestIdleCallback (Safari) runs shortly after load", () => {
    const browser = fakeBrowser("loading", false);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    browser.load();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledOnce();
  });

  it("cancelled before or after the load event, never runs", () => {
    const browser = fakeBrowser("loading", true);
    const early = vi.fn();
    whenIdle(early)();
    const late = vi.fn();
    const cancelLate = whenIdle(late);
    browser.load();
    cancelLate();
    browser.idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
