import type { AnyGame, AnyReplayer, GameId } from "../games/types";
import { partLoaded, waitForLoaded } from "./lazy-part";

// The rules engines this page has loaded. A session page loads only its own game's engine (each game's
// components/<game>/engine.tsx, through its client-parts), so other pages' JavaScript does not grow.

const engines = new Map<GameId, AnyGame>();
// The replay part alone (each game's play.ts, no zod): what the scoreboard loads for its view (lib/offline/phone-view.ts).
const replayers = new Map<GameId, AnyReplayer>();

export function provideEngine(game: AnyGame): void {
  if (engines.get(game.id) === game) return;
  engines.set(game.id, game);
  partLoaded();
}

export function engineFor(id: GameId): AnyGame | null {
  return engines.get(id) ?? null;
}

/** Resolves once the game's engine is loaded (its loader was rendered), or null after `timeoutMs`. */
export function waitForEngine(game: GameId, timeoutMs = 15_000): Promise<AnyGame | null> {
  return waitForLoaded(() => engineFor(game), timeoutMs);
}

export function provideReplayer(play: AnyReplayer): void {
  if (replayers.get(play.id) === play) return;
  replayers.set(play.id, play);
  partLoaded();
}

/** What replays the game's rounds: the whole engine when loaded, else its replay part. */
export function replayerFor(id: GameId): AnyReplayer | null {
  return engines.get(id) ?? replayers.get(id) ?? null;
}
