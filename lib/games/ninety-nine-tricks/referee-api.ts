// Ninety-Nine's referee checks for the API (issue 25): who takes a trick, whether a card may follow, which bid the
// bid cards make; each from the same engine function the pages call (trick-check.ts, follow-check.ts, bid-check.ts).
import type { GameReferee } from "../referee/types";
import { bidCheck } from "./bid-check";
import { followCheck } from "./follow-check";
import { trickCheck } from "./trick-check";

export const ninetyNineTricksReferee: GameReferee<"ninety-nine-tricks"> = {
  id: "ninety-nine-tricks",
  checks: [trickCheck, followCheck, bidCheck],
  start: (_options, table) => ({ seats: table.seats, leader: table.starter }),
};
