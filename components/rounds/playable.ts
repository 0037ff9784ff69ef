import type { GameId } from "@/lib/games/types";

/** Games whose round entry has a page; the others show "coming soon" on the set-up form. */
export const PLAYABLE_GAMES: readonly GameId[] = ["nines"];
