import type { Violation } from "../games/types";

// The engines know players by id only (they stay pure: lib/games imports nothing else), so a refusal that names a
// player, like Nines' round_exceeds_deck ("<id> 300 and <id> 300 together are more than one deck holds"), carries
// the id in its English sentence. Before the API answers, each id in a message becomes that player's name; the
// field ("hands.<id>") and params keep the ids, which is what a client matches its inputs by.

/** The violations with every player id in their messages replaced by the player's name (in one pass). */
export function withPlayerNames(
  violations: readonly Violation[],
  players: ReadonlyArray<{ id: string; name: string }>,
): Violation[] {
  if (players.length === 0) return [...violations];
  const names = new Map(players.map((player) => [player.id, player.name]));
  // Longest first, so no id that begins another is matched inside it; one pass, so a name that happens to spell
  // another player's id is not replaced again.
  const ids = [...names.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(ids.join("|"), "g");
  return violations.map((violation) => ({
    ...violation,
    message: violation.message.replace(pattern, (id) => names.get(id) ?? id),
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
