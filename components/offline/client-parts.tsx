"use client";
// Shown only while rounds wait on this phone: loaded on demand, so a scoreboard with nothing waiting does not ship
// them (offline, the service worker's precache has every chunk).
import dynamic from "next/dynamic";
import { afterFirstIntent } from "@/lib/first-intent";

// One import site each, shared by the components and the preload: the bundler splits every import() on its own, and
// a dynamic() with its own would fetch another copy of the same code when it first shows.
const queueStatus = () => import("./queue-status");
const waitingRounds = () => import("./waiting-rounds");
const refusedRound = () => import("./refused-round");

export const QueueStatus = dynamic(() => queueStatus().then((m) => m.QueueStatus));
export const WaitingRounds = dynamic(() => waitingRounds().then((m) => m.WaitingRounds));
export const RefusedRound = dynamic(() => refusedRound().then((m) => m.RefusedRound));

/** Fetches their code now (the scoreboard's form preload: the round may be saved with the network stalled). */
export function loadQueueParts(): Promise<unknown> {
  return Promise.all([queueStatus(), waitingRounds(), refusedRound()]);
}

/**
 * Fetches their code at the page's first sign of intent (lib/first-intent.ts): the round form calls it as it opens,
 * so the scoreboard it goes back to shows a kept round without fetching anything (the network may be stalled by
 * then), and a form page opened and not touched does not fetch them (issue 27's first-load figure).
 */
export function preloadQueueParts(): void {
  afterFirstIntent(() => void loadQueueParts());
}
