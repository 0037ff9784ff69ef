/**
 * Resolves in a task after the next frame is drawn (requestAnimationFrame runs just before the frame). A hidden page
 * draws no frames: then at once (or as it is hidden), so that a round saved just before the phone is locked is
 * still sent; and within a second whatever happens.
 */
export const afterNextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    const done = () => {
      clearTimeout(limit);
      document.removeEventListener("visibilitychange", done);
      resolve();
    };
    const limit = setTimeout(done, 1_000);
    document.addEventListener("visibilitychange", done);
    requestAnimationFrame(() => setTimeout(done));
  });
