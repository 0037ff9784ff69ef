// The API reference's example round (lib/openapi): three players; Ben could not play under 98 first, then Cem;
// Ann is the round's winner and each of the others takes a strike (rule sheet 003).
import type { ApiExample } from "../api-example";

export const ninetyEightApiExample = {
  game: "ninety-eight",
  summary: "Ben is stuck first, then Cem: Ann wins the round",
  entry: { eliminated: ["p-ben", "p-cem"] },
} as const satisfies ApiExample<"ninety-eight">;
