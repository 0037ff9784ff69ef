"use client";
import { useSyncExternalStore } from "react";
import type { AnyGame, GameId } from "@/lib/games/types";
import { engineFor, provideEngine } from "@/lib/offline/engines";
import { type QueueState, queueState, subscribeQueue } from "@/lib/offline/queue-store";
import { useLoaded, useProvidePart } from "./use-loaded";

const SERVER: QueueState = { loaded: false, items: [], phase: "idle" };

/** The session's offline round queue (lib/offline/queue-store.ts), read from IndexedDB on first use. */
export function useRoundQueue(sessionId: string): QueueState {
  return useSyncExternalStore(
    (listener) => subscribeQueue(sessionId, listener),
    () => queueState(sessionId),
    () => SERVER,
  );
}

/** The game's engine once the page has loaded it (components/<game>/engine.tsx), else null. */
export function useEngine(game: GameId | undefined): AnyGame | null {
  return useLoaded(() => (game ? engineFor(game) : null));
}

export function useProvideEngine(game: AnyGame): void {
  useProvidePart(provideEngine, game);
}
