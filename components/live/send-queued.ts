"use client";
import type { SendResult, TheirsReader } from "@/lib/offline/queue-store";
import type { QueuedRound } from "@/lib/offline/types";
import { sendQueuedRoundAction } from "@/lib/table/session-actions";
import { isNetworkFailure } from "./network-failure";

// How the queue reaches the server from a page: the session's server action (it reads the edit token this page
// holds, in its cookie) with the round's guard, and the public API to read the other side of a refusal. Loaded
// only when rounds wait (components/live/session-live.tsx).

export async function sendQueued(item: QueuedRound): Promise<SendResult> {
  try {
    return await sendQueuedRoundAction(item.sessionId, item.round, item.isEdit, item.entry);
  } catch (error) {
    if (isNetworkFailure(error)) return { ok: false, network: true };
    // Any other failure is not a verdict on this round either: keep it and try again later.
    console.error("[deckside] sending a queued round failed", error);
    return { ok: false, network: true };
  }
}

interface ApiSession {
  rounds: { number: number; entry: unknown; scores: Record<string, number> }[];
  next: { round: number } | null;
}

export const readTheirs: TheirsReader = async (item) => {
  const response = await fetch(`/api/v1/sessions/${encodeURIComponent(item.sessionId)}`, { cache: "no-store" });
  if (!response.ok) return null;
  const session = (await response.json()) as ApiSession;
  const round = session.rounds.find((r) => r.number === item.round);
  return {
    theirs: round ? { entry: round.entry, scores: round.scores } : null,
    next: session.next?.round ?? session.rounds.length + 1,
  };
};
