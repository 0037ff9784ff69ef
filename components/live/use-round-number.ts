"use client";
import { mergeQueue } from "@/lib/offline/merge";
import { useSessionLive } from "./session-live";

/**
 * The round a new-round form enters: the page's round, moved on by the rounds this phone has waiting to be sent (or
 * sent since the page was rendered). An edit keeps its round.
 */
export function useRoundNumber(number: number, isEdit: boolean): number {
  const live = useSessionLive();
  if (isEdit || !live?.snapshot || !live.queue.loaded) return number;
  return mergeQueue(live.snapshot.entries, live.queue.items).entries.length + 1;
}
