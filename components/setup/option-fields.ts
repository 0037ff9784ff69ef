import type { GameId } from "@/lib/games/types";

// How each game's options appear on the set-up form. Names and defaults are the API's (rulings README);
// the server validates the result with the game's own options schema.
export type OptionField =
  | { name: string; kind: "boolean" }
  | { name: string; kind: "number"; min: number; max: number; step?: number }
  /** A number that is off (null) until switched on; while on it replaces `replaces`. */
  | { name: string; kind: "optionalNumber"; min: number; max: number; suggested: number; replaces?: string }
  | { name: string; kind: "choice"; values: readonly (string | number)[] };

export const OPTION_FIELDS: Record<GameId, OptionField[]> = {
  nines: [
    { name: "threshold", kind: "number", min: 10, max: 1000, step: 10 },
    { name: "rounds", kind: "optionalNumber", min: 1, max: 50, suggested: 7, replaces: "threshold" },
    { name: "hardNines", kind: "boolean" },
    { name: "doubleDeck", kind: "boolean" },
    { name: "noNineFinish", kind: "boolean" },
    { name: "drawUntilPlayable", kind: "boolean" },
    { name: "specialCards", kind: "boolean" },
    { name: "stackingNines", kind: "boolean" },
  ],
  "ninety-nine-tricks": [
    { name: "bidEncoding", kind: "choice", values: ["suit", "sum"] },
    { name: "premiums", kind: "boolean" },
    { name: "rounds", kind: "number", min: 1, max: 99 },
    { name: "target", kind: "optionalNumber", min: 10, max: 1000, suggested: 100, replaces: "rounds" },
  ],
  "ninety-eight": [
    { name: "lives", kind: "number", min: 1, max: 10 },
    { name: "stakes", kind: "boolean" },
    { name: "limit", kind: "choice", values: [98, 50] },
    { name: "reverseFours", kind: "boolean" },
    { name: "jackSkip", kind: "boolean" },
    { name: "handSize", kind: "choice", values: [3, 4, 5] },
    { name: "teams", kind: "boolean" },
    { name: "ninetyNineRules", kind: "boolean" },
  ],
  "ninety-nine-adding": [
    { name: "lives", kind: "number", min: 2, max: 5 },
    { name: "hands", kind: "optionalNumber", min: 1, max: 50, suggested: 10 },
    { name: "startTotal", kind: "choice", values: [0, 50, 75] },
    { name: "countdown", kind: "boolean" },
    { name: "nineKingSwap", kind: "boolean" },
    { name: "stakes", kind: "boolean" },
    { name: "limit", kind: "choice", values: [99, 199, 299] },
    { name: "handSize", kind: "choice", values: [3, 4, 5] },
  ],
};
