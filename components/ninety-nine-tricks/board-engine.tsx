"use client";
import { ninetyNineTricksPlay } from "@/lib/games/ninety-nine-tricks/play";
import { useProvideReplayer } from "../live/use-board-engine";

/** Hands this game's replay (no schemas, no zod) to the scoreboard, which builds its view with it in the browser. */
export function TricksBoardEngine() {
  useProvideReplayer(ninetyNineTricksPlay);
  return null;
}
