// Code a person may need next, but that a page need not ship to be read (the round form and its save parts on the
// scoreboard, the queue's parts on a round page), is fetched at the first sign that the person is doing something
// on the page: a tap, a key, a scroll, or a pointer or the focus on a link marked as the way in. A phone that only
// watches the board never downloads it (docs/decisions/036-table-on-the-phone.md, "First-load JS").

/** What marks a link as a way into the code loaded at the first intent (hover or focus on it counts). */
export const INTENT_LINK = "[data-enter-round], [data-edit-round]";

// Anywhere on the page: a person's own input (no focus event: a page's script may move the focus itself).
const PAGE_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;
// On a marked link only: a mouse over it or the keyboard's focus on it.
const LINK_EVENTS = ["pointerover", "focusin"] as const;

let seen = false;
const waiting = new Set<() => void>();

const onPage = () => noteIntent();
const onLink = (event: Event) => {
  if (event.target instanceof Element && event.target.closest(INTENT_LINK)) noteIntent();
};

function listen(listening: boolean) {
  const options = { capture: true, passive: true };
  for (const [types, handler] of [
    [PAGE_EVENTS, onPage],
    [LINK_EVENTS, onLink],
  ] as const)
    for (const type of types)
      if (listening) window.addEventListener(type, handler, options);
      else window.removeEventListener(type, handler, options);
}

/** Counts as the first intent now (e.g. a tap handled before the listeners heard it); runs what waits for it. */
export function noteIntent(): void {
  if (seen) return;
  seen = true;
  listen(false);
  const work = [...waiting];
  waiting.clear();
  for (const run of work) run();
}

/**
 * Runs `work` at the first sign of intent on this page (at once if there was one already: a client navigation keeps
 * it, as someone who tapped through to a page is using it). Returns the cancel function.
 */
export function afterFirstIntent(work: () => void): () => void {
  if (seen) {
    work();
    return () => {};
  }
  if (waiting.size === 0) listen(true);
  waiting.add(work);
  return () => {
    waiting.delete(work);
    if (waiting.size === 0 && !seen) listen(false);
  };
}

/** `load` run at the first intent, its result as a promise (for code other code awaits later). */
export function loadAtFirstIntent<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => afterFirstIntent(() => load().then(resolve, reject)));
}
