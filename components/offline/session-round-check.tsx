import type { GameId } from "@/lib/games/types";
import { ROUND_CHECKS } from "../games/round-checks";

/** Loads the session's own game's round check into the browser (and no other game's): the round form and the queue. */
export function SessionRoundCheck({ game }: { game: GameId }) {
  const Check = ROUND_CHECKS[game];
  return <Check />;
}
