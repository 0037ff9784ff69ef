import type { GameId } from "@/lib/games/types";
import { GAME_UIS } from "../games/registry";

/** Loads the session's own game engine into the browser (and no other game's), for the offline round queue. */
export function SessionEngine({ game }: { game: GameId }) {
  const Engine = GAME_UIS[game].engine;
  return <Engine />;
}
