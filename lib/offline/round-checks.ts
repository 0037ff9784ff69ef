import type { AnyRoundCheck, GameId } from "../games/types";
import { provideReplayer } from "./engines";
import { waitForLoaded } from "./lazy-part";

// The round checks this page has loaded (each game's lib/games/<game>/entry-check.ts: the replay and the entry's shape,
// no zod): what a session page checks and replays rounds with. The whole engine (engines.ts) is for the set-up checks
// (a new game, the shell of a game born offline). Apart from engines.ts so those pages do not ship this.

const checks = new Map<GameId, AnyRoundCheck>();

export function provideRoundCheck(check: AnyRoundCheck): void {
  if (checks.get(check.id) === check) return;
  checks.set(check.id, check);
  // A round check replays too: the board's view may use it (and this tells the pages that listen).
  provideReplayer(check);
}

export function roundCheckFor(id: GameId): AnyRoundCheck | null {
  return checks.get(id) ?? null;
}

/** Resolves once the game's round check is loaded (its loader was rendered), or null after `timeoutMs`. */
export function waitForRoundCheck(game: GameId, timeoutMs = 15_000): Promise<AnyRoundCheck | null> {
  return waitForLoaded(() => roundCheckFor(game), timeoutMs);
}
