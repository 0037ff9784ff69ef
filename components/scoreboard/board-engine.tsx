import type { GameId } from "@/lib/games/types";
import { BOARD_ENGINES } from "../games/board-engines";

/** Loads the session's own game's replay into the browser (and no other game's), for the scoreboard's view. */
export function BoardEngine({ game }: { game: GameId }) {
  const Engine = BOARD_ENGINES[game];
  return <Engine />;
}
