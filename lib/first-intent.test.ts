import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A window whose listeners the test calls by hand, and elements that do or do not match the round links. */
function fakeWindow() {
  const listeners = new Map<string, Set<(event: { target: unknown }) => void>>();
  vi.stubGlobal("window", {
    addEventListener: (type: string, fn: (event: { target: unknown }) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
    },
    removeEventListener: (type: string, fn: (event: { target: unknown }) => void) => listeners.get(type)?.delete(fn),
  });
  class FakeElement {
    constructor(readonly roundLink: boolean) {}
    closest(selector: string) {
      return this.roundLink && selector.includes("[data-enter-round]") ? this : null;
    }
  }
  vi.stubGlobal("Element", FakeElement);
  return {
    fire: (type: string, target: unknown = new FakeElement(false)) => {
      for (const fn of [...(listeners.get(type) ?? [])]) fn({ target });
    },
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    roundLink: new FakeElement(true),
    otherElement: new FakeElement(false),
  };
}

// The module keeps whether this page saw an intent: a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import("./first-intent");
};

describe("afterFirstIntent", () => {
  let page: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    page = fakeWindow();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("runs nothing until the person does something, then runs once", async () => {
    const { afterFirstIntent } = await load();
    const work = vi.fn();
    afterFirstIntent(work);
    expect(work).not.toHaveBeenCalled();
    page.fire("pointerdown");
    page.fire("keydown");
    expect(work).toHaveBeenCalledTimes(1);
    expect(page.listening()).toBe(0);
  });

  it.each(["pointerdown", "touchstart", "keydown", "wheel", "scroll"])("counts a %s anywhere", async (type) => {
    const { afterFirstIntent } = await load();
    const work = vi.fn();
    afterFirstIntent(work);
    page.fire(type);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("counts a pointer over, or the focus on, a round link only", async () => {
    const { afterFirstIntent } = await load();
    const work = vi.fn();
    afterFirstIntent(work);
    page.fire("pointerover", page.otherElement);
    page.fire("focusin", page.otherElement);
    expect(work).not.toHaveBeenCalled();
    page.fire("focusin", page.roundLink);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs at once after an intent, and not at all once cancelled", async () => {
    const { afterFirstIntent } = await load();
    const cancelled = vi.fn();
    const cancel = afterFirstIntent(cancelled);
    cancel();
    expect(page.listening()).toBe(0);
    afterFirstIntent(() => {});
    page.fire("scroll");
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterFirstIntent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("loadAtFirstIntent starts the load only at the intent, with its result", async () => {
    const { loadAtFirstIntent } = await load();
    const loader = vi.fn(async () => "code");
    const result = loadAtFirstIntent(loader);
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    page.fire("touchstart");
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe("code");
  });
});
