"use client";
import { ninesPlay } from "@/lib/games/nines/play";
import { useProvideReplayer } from "../live/use-board-engine";

/** Hands this game's replay (no schemas, no zod) to the scoreboard, which builds its view with it in the browser. */
export function NinesBoardEngine() {
  useProvideReplayer(ninesPlay);
  return null;
}
