import type { AnyGame, GameId } from "../games/types";

// The rules engines this page has loaded. A session page loads only its own game's engine (each game's
// components/<game>/engine.tsx, through its client-parts), so other pages' JavaScript does not grow.

const engines = new Map<GameId, AnyGame>();
const listeners = new Set<() => void>();

export function provideEngine(game: AnyGame): void {
  if (engines.get(game.id) === game) return;
  engines.set(game.id, game);
  for (const listener of listeners) listener();
}

export function engineFor(id: GameId): AnyGame | null {
  return engines.get(id) ?? null;
}

export function subscribeEngines(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
