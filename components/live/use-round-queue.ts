"use client";
import { useEffect, useSyncExternalStore } from "react";
import type { AnyGame, GameId } from "@/lib/games/types";
import { engineFor, provideEngine, subscribeEngines } from "@/lib/offline/engines";
import { type QueueState, queueState, subscribeQueue } from "@/lib/offline/queue-store";

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
  return useSyncExternalStore(
    subscribeEngines,
    () => (game ? engineFor(game) : null),
    () => null,
  );
}

/** Resolves once the game's engine is loaded (its loader was rendered), or null after `timeoutMs`. */
export function waitForEngine(game: GameId, timeoutMs = 15_000): Promise<AnyGame | null> {
  const ready = engineFor(game);
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = (engine: AnyGame | null) => {
      clearTimeout(timer);
      stop();
      resolve(engine);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    const stop = subscribeEngines(() => {
      const engine = engineFor(game);
      if (engine) done(engine);
    });
  });
}

export function useProvideEngine(game: AnyGame): void {
  useEffect(() => provideEngine(game), [game]);
}
