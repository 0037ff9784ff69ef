"use client";

// The round an undo took away, kept in this tab for a moment so the scoreboard it returns to can offer "Redo"
// (the undo navigates, so the page that shows the offer is a fresh render), and so the live line does not say
// "Round N undone" a second time beside that offer.
const KEY = "deckside-undone";
/** How long "Round N undone · Redo" stays up. */
export const SHOWN_MS = 10_000;
/** An undo older than this (the page reloaded much later) is not offered back. */
export const FRESH_MS = 60_000;

export interface Undone {
  sessionId: string;
  round: number;
  entry: unknown;
  at: number;
  /** Shown until then (set when first shown). */
  until?: number;
}

export function remember(undone: Undone | null) {
  try {
    if (undone) sessionStorage.setItem(KEY, JSON.stringify(undone));
    else sessionStorage.removeItem(KEY);
  } catch {
    // No storage: the undo works, it is just not offered back.
  }
}

export function recall(): Undone | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    return typeof value === "object" && value !== null ? (value as Undone) : null;
  } catch {
    return null;
  }
}

/** Whether this tab itself undid that round a moment ago (its own notice tells of it). */
export function undoneInThisTab(sessionId: string, round: number): boolean {
  const found = recall();
  return found !== null && found.sessionId === sessionId && found.round === round && Date.now() - found.at < FRESH_MS;
}
