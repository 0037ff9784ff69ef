import type { PlayerId } from "../games/types";

// The session's history as the API returns it (shared/api-v1.md, "Added in the second round").

export type ChangeKind = "added" | "edited" | "undone";

export interface RoundChangeView {
  id: string;
  at: string;
  kind: ChangeKind;
  round: number;
  /** The entry after the change; for "undone", the entry that was removed. */
  entry: unknown;
  /** The entry an edit replaced. */
  previous?: unknown;
}

/** How a change to a round may be taken back through the normal edit and add paths. */
export type Restore = { kind: "replace" | "add"; round: number; entry: unknown };

/** A change as the history page shows it: the round's scores the entries gave at the time, and what restores it. */
export interface HistoryItem extends RoundChangeView {
  /** The round's scores with `entry`, as the rounds before it stood then (absent when they cannot be rebuilt). */
  scores?: Record<PlayerId, number>;
  /** The round's scores with `previous` (edits only). */
  previousScores?: Record<PlayerId, number>;
  /** Set when the overwritten (edit) or removed (undo) entry can be put back now. */
  restore?: Restore;
}

/** One page of the history page: its items, oldest first, and the `?before=` of the pages around it. */
export interface HistoryPage {
  items: HistoryItem[];
  /** `before` of the older page, or null when this page starts at the first change. */
  older: number | null;
  /** `before` of the newer page, "latest" when that is the latest page (no `before`), null when this one is. */
  newer: number | "latest" | null;
}
