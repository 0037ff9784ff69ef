"use client";
import { useEffect, useSyncExternalStore } from "react";
import { subscribeParts } from "@/lib/offline/lazy-part";

const nothingOnTheServer = () => null;

/**
 * A lazily loaded part (lib/offline/lazy-part.ts) as this render sees it: `read()` now, and again whenever a part
 * arrives; null on the server and while hydrating. `read` must answer the same object for the same part.
 */
export function useLoaded<T>(read: () => T | null): T | null {
  return useSyncExternalStore(subscribeParts, read, nothingOnTheServer);
}

/** Hands `part` to its registry once rendered: what each game's loader component (components/<game>/*.tsx) does. */
export function useProvidePart<T>(provide: (part: T) => void, part: T): void {
  useEffect(() => provide(part), [provide, part]);
}
