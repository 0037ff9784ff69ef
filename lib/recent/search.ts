import { withoutSoftHyphens } from "@/lib/i18n/plain-text";

/**
 * Folds case and accents, so "bartholoma" finds "Bartholomä" and "NEUN" finds "Neunundneunzig", and drops the soft
 * hyphens of a game's name ("Neun\u00adund\u00adneunzig"), so "neunund" finds it too.
 */
export function foldText(text: string): string {
  return withoutSoftHyphens(text).normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** Whether a game in this phone's history matches a search: every word typed is in a player's name or the game's. */
export function matchesSearch(game: { players: readonly string[]; gameName: string }, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const texts = [game.gameName, ...game.players].map(foldText);
  return words.every((word) => texts.some((text) => text.includes(word)));
}
