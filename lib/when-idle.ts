// Start-up work a person does not wait for (the live stream, the service worker, remembering the visit) runs once
// the page has loaded and the browser is idle, so it does not compete with hydrating the page on a slow phone
// (docs/decisions/023-light-start.md). Safari has no requestIdleCallback: a short timeout stands in.

/** Runs `work` after the window's load event, in the browser's next idle period; returns a cancel function. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, 50);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
