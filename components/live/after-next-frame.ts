/** Resolves in a task after the next frame is drawn (requestAnimationFrame runs just before the frame). */
export const afterNextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
