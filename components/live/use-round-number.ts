"use client";
import { isOwnChange } from "@/lib/offline/queue-store";
import { useSessionLive } from "./session-live";

/**
 * The round a new-round form enters: the page's round, moved on by this phone's own rounds (waiting to be sent, or
 * sent since the page was rendered). Another phone's round does not move it: that is a clash the form asks about
 * beside Save (components/rounds/use-form-clash.ts), not a reason to renumber what is being typed. An edit keeps its
 * round.
 */
export function useRoundNumber(number: number, isEdit: boolean): number {
  const live = useSessionLive();
  if (isEdit || !live) return number;
  const sent = live.changes
    .filter((change) => change.kind === "added" && isOwnChange(live.sessionId, change.version))
    .map((change) => change.round + 1);
  const waiting = live.queue.items.filter((item) => !item.isEdit).map((item) => item.round + 1);
  return Math.max(number, ...sent, ...waiting);
}
