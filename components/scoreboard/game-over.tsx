"use client";
import { GameOverCard } from "./client-parts";
import { useShownSession } from "./use-shown-session";

/**
 * Who won, once the game is over (as the phone shows the session now). The card's code loads only then
 * (client-parts.tsx): an ongoing game's first load does not ship it, and a scorer's phone fetches it at its first
 * intent on the board with the round form's code (use-form-preload.ts), so a last round saved in a stall still shows it.
 */
export function GameOver({ editable }: { editable: boolean }) {
  return useShownSession().status === "finished" ? <GameOverCard editable={editable} /> : null;
}
