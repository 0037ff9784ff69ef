"use client";
import { ninetyNineTricksRoundCheck } from "@/lib/games/ninety-nine-tricks/entry-check";
import { useProvideRoundCheck } from "../live/use-round-check";

/**
 * Hands this game's round check to the page's offline round queue: the replay and a zod-free check of the entry's
 * shape (the round form preloads it, so it stays small; issue 27).
 */
export function TricksRoundCheck() {
  useProvideRoundCheck(ninetyNineTricksRoundCheck);
  return null;
}
