import type { PlayerView, SessionView } from "@/lib/sessions/types";

/** What every game's round-entry form receives (its `roundForm` in components/games/types.ts). */
export interface RoundFormProps {
  session: SessionView;
  /** The round being entered or edited. */
  number: number;
  isEdit: boolean;
  /** Who takes part in this round, in seat order. */
  players: PlayerView[];
  /** The stored entry when editing. */
  initial?: unknown;
}
