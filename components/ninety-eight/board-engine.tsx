"use client";
import { ninetyEightPlay } from "@/lib/games/ninety-eight/play";
import { useProvideReplayer } from "../live/use-board-engine";

/** Hands this game's replay (no schemas, no zod) to the scoreboard, which builds its view with it in the browser. */
export function NinetyEightBoardEngine() {
  useProvideReplayer(ninetyEightPlay);
  return null;
}
