// How each player's hand or bid was entered last in a game (cards, or a typed/tapped number), kept in this
// browser so the next round opens the same way for them. Browser only: the server renders the default and the
// form applies what is remembered after it mounts.

const KEY = "deckside-entry-modes";
/** Games remembered at most; the oldest is forgotten first. */
const KEEP = 30;

type Modes = Record<string, Record<string, string>>;

function read(): Modes {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Modes) : {};
  } catch {
    // No storage (private mode, old browser) or a broken value: nothing is remembered.
    return {};
  }
}

/** The modes remembered for this game's players, by player id. */
export function rememberedModes(sessionId: string): Record<string, string> {
  if (typeof localStorage === "undefined") return {};
  const modes = read()[sessionId];
  return typeof modes === "object" && modes !== null ? modes : {};
}

export function rememberMode(sessionId: string, playerId: string, mode: string): void {
  if (typeof localStorage === "undefined") return;
  const all = read();
  const { [sessionId]: current = {}, ...others } = all;
  // This game moves to the end (newest); the oldest games beyond KEEP are dropped.
  const kept = Object.entries(others).slice(-(KEEP - 1));
  const next = { ...Object.fromEntries(kept), [sessionId]: { ...current, [playerId]: mode } };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
}
