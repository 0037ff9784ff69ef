// The API reference's example round (lib/openapi): the rule sheet's "Beispielrunde" (002). Spades are trump;
// player 1 bid 0 and won 1 trick, player 2 bid 3 and won 3 (33 points), player 3 bid 2 and won 5.
import type { ApiExample } from "../api-example";

export const ninetyNineTricksApiExample = {
  game: "ninety-nine-tricks",
  summary: "The rule sheet's example round: only player 2 makes the bid (3 + 30 = 33)",
  entry: { bids: { "p-1": 0, "p-2": 3, "p-3": 2 }, tricks: { "p-1": 1, "p-2": 3, "p-3": 5 }, trump: "S" },
} as const satisfies ApiExample<"ninety-nine-tricks">;
