// The API reference's example round (lib/openapi): the rule sheets' scoring section (000/001), three players.
// Ann went out; Ben holds A♠ K♠ Q♠ J♠ (1 + 10 + 10 + 10 = 31), Cem typed his penalty total instead of cards.
import type { ApiExample } from "../api-example";

export const ninesApiExample = {
  game: "nines",
  summary: "Ann goes out; Ben holds A♠ K♠ Q♠ J♠ (31), Cem typed 23",
  entry: { winner: "p-ann", hands: { "p-ben": ["AS", "KS", "QS", "JS"], "p-cem": 23 }, lastCard: "7H" },
} as const satisfies ApiExample<"nines">;
