"use client";
import { ninetyNineAddingPlay } from "@/lib/games/ninety-nine-adding/play";
import { useProvideReplayer } from "../live/use-board-engine";

/** Hands this game's replay (no schemas, no zod) to the scoreboard, which builds its view with it in the browser. */
export function AddingBoardEngine() {
  useProvideReplayer(ninetyNineAddingPlay);
  return null;
}
