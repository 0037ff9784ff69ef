import type { Refusal, RefusalCode } from "./types";

/** Builds a refused move; `message` is the English sentence to show, `params` let the UI translate it. */
export function refuse(code: RefusalCode, message: string, params?: Record<string, string | number>): Refusal {
  return { kind: "refused", code, message, ...(params ? { params } : {}) };
}

export const handOver = (): Refusal =>
  refuse("hand_over", "This hand is over: no more cards can be played in it. Start the next one.");

export const invalidCard = (card: string): Refusal =>
  refuse("invalid_card", `"${card}" is not a card (write e.g. KS, 10H, 9D).`, { card });
