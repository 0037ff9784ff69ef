import { nameKey } from "../sessions/schema";

/** How many names the new-game form offers at most: two rows of chips on a phone. */
export const SUGGESTED_NAMES = 12;

/**
 * The players of this phone's recent games (newest game first), each name once (the same name ignoring case and
 * spaces, as in a league), for one-tap seating on the new-game form.
 */
export function recentNames(games: readonly { players: readonly string[] }[], limit = SUGGESTED_NAMES): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const game of games) {
    for (const name of game.players) {
      const key = nameKey(name);
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      names.push(name.trim());
      if (names.length === limit) return names;
    }
  }
  return names;
}
