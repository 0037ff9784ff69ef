"use client";
import { ninetyEightRoundCheck } from "@/lib/games/ninety-eight/entry-check";
import { useProvideRoundCheck } from "../live/use-round-check";

/**
 * Hands this game's round check to the page's offline round queue: the replay and a zod-free check of the entry's
 * shape (the round form preloads it, so it stays small; issue 27).
 */
export function NinetyEightRoundCheck() {
  useProvideRoundCheck(ninetyEightRoundCheck);
  return null;
}
