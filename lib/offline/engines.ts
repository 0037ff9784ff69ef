import type { AnyGame, AnyReplayer, AnyRoundCheck, GameId } from "../games/types";

// The rules engines this page has loaded. A session page loads only its own game's engine (each game's
// components/<game>/engine.tsx, through its client-parts), so other pages' JavaScript does not grow.

const engines = new Map<GameId, AnyGame>();
// The round check (each game's entry-check.ts: the replay and the entry's shape, no zod): what a session page checks
// and replays rounds with; the whole engine is for the set-up checks (a new game, the shell of a game born offline).
const checks = new Map<GameId, AnyRoundCheck>();
// The replay part alone (each game's play.ts, no zod): what the scoreboard loads for its view (lib/offline/phone-view.ts).
const replayers = new Map<GameId, AnyReplayer>();
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

export function provideRoundCheck(check: AnyRoundCheck): void {
  if (checks.get(check.id) === check) return;
  checks.set(check.id, check);
  for (const listener of listeners) listener();
}

export function roundCheckFor(id: GameId): AnyRoundCheck | null {
  return checks.get(id) ?? null;
}

export function provideReplayer(play: AnyReplayer): void {
  if (replayers.get(play.id) === play) return;
  replayers.set(play.id, play);
  for (const listener of listeners) listener();
}

/** What replays the game's rounds: the round check or the whole engine when loaded, else its replay part. */
export function replayerFor(id: GameId): AnyReplayer | null {
  return checks.get(id) ?? engines.get(id) ?? replayers.get(id) ?? null;
}
