// An import runs on the one event loop every request shares: it works in slices and lets everything else run
// between them, so a health check, a page or a round submit waits at most one slice (docs/limits.md).

/** How long one slice of import work may run before the import yields. */
export const IMPORT_SLICE_MS = 15;

/** Awaited between units of work: yields to the event loop (setImmediate: after pending I/O) once a slice is used. */
export type Pause = () => Promise<void>;

export function slices(sliceMs = IMPORT_SLICE_MS): Pause {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
