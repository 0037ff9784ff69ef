"use client";
import { useEffect, useSyncExternalStore } from "react";
import type { AnyGame, AnyRoundCheck, GameId } from "@/lib/games/types";
import { engineFor, provideEngine, provideRoundCheck, roundCheckFor, subscribeEngines } from "@/lib/offline/engines";
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

/** The game's round check once the page has loaded it (components/<game>/round-check.tsx), else null. */
export function useRoundCheck(game: GameId | undefined): AnyRoundCheck | null {
  return useSyncExternalStore(
    subscribeEngines,
    () => (game ? roundCheckFor(game) : null),
    () => null,
  );
}

/** Resolves once the game's engine is loaded (its loader was rendered), or null after `timeoutMs`. */
export function waitForEngine(game: GameId, timeoutMs = 15_000): Promise<AnyGame | null> {
  return waitFor(() => engineFor(game), timeoutMs);
}

/** Resolves once the game's round check is loaded (its loader was rendered), or null after `timeoutMs`. */
export function waitForRoundCheck(game: GameId, timeoutMs = 15_000): Promise<AnyRoundCheck | null> {
  return waitFor(() => roundCheckFor(game), timeoutMs);
}

function waitFor<T>(loaded: () => T | null, timeoutMs: number): Promise<T | null> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = (found: T | null) => {
      clearTimeout(timer);
      stop();
      resolve(found);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    const stop = subscribeEngines(() => {
      const found = loaded();
      if (found) done(found);
    });
  });
}

export function useProvideEngine(game: AnyGame): void {
  useEffect(() => provideEngine(game), [game]);
}

export function useProvideRoundCheck(check: AnyRoundCheck): void {
  useEffect(() => provideRoundCheck(check), [check]);
}
