"use client";
import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Content below the fold that may arrive a frame after the rest when the page is reached in the browser (a saved
 * round's way back to the scoreboard): the first commit is smaller, so what the person waits for shows sooner, and
 * the rest renders right after it in a transition. In the server's HTML and while hydrating it is there at once (the
 * page's first paint, no layout shift). Decision 023.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // True on the server and while hydrating (the server's answer), false in a render that only the browser makes.
  const fromServer = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(fromServer);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
