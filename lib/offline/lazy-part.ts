// The parts of a game a page loads lazily (its whole engine, its replay, its round check: engines.ts, round-checks.ts).
// A part arrives when its loader is rendered and hands it over; each registry then calls partLoaded(), and code that
// needs a part reads it at once (components/live/use-loaded.ts) or waits for it here. One signal for every registry:
// a round check is a replayer too, so one arrival may answer several reads.

const listeners = new Set<() => void>();

/** Tells every reader that a part arrived (each registry calls it after storing a new part). */
export function partLoaded(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever a part arrives; returns the unsubscribe. */
export function subscribeParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Resolves with `read()` as soon as it is not null (now, or when a part arrives), or with null after `timeoutMs`:
 * a caller that cannot go on without the part (a save, a new game) waits a bounded time and then says so.
 */
export function waitForLoaded<T>(read: () => T | null, timeoutMs: number): Promise<T | null> {
  const ready = read();
  if (ready !== null) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = (part: T | null) => {
      clearTimeout(timer);
      stop();
      resolve(part);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    const stop = subscribeParts(() => {
      const part = read();
      if (part !== null) done(part);
    });
  });
}
